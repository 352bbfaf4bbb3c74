"""Metamorphic tests of the verifier: transforms of labeled cases with a known effect on the verdict.

Two kinds (issue 10):

- **invariant** transforms rewrite the same evidence or the same answer in another faithful
  form (key order, record order, invocation order, consistent renaming, another form of the
  excerpt's record, contract formatting, unrelated noise lines). The verdict must not change.
- **gold** transforms make a faithful answer wrong in one controlled way (an entity swapped,
  one digit of a value, an identifier one character off, an unsupported cause appended). The
  new gold verdict is known; a PASS then is an unsafe pass.

``python -m benchmarks.metamorphic DATA.jsonl ...`` prints the table; ``tests/test_metamorphic.py``
asserts it in CI.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from benchmarks.metamorphic import gold, invariants


@dataclass(frozen=True)
class Transform:
    """One metamorphic relation: its name, kind, function and (for gold transforms) the new gold."""

    name: str
    kind: str  # "invariant" | "gold"
    fn: Callable[..., dict[str, Any] | None]
    new_gold: str | None = None  # "REJECT" | "not PASS"

    def apply(self, case_id: str, inp: Mapping[str, Any], expected: Mapping[str, Any]) -> dict[str, Any] | None:
        """The transformed input, or ``None`` when the relation does not apply to this case."""
        if self.kind == "invariant":
            return self.fn(case_id, dict(inp))
        return self.fn(case_id, dict(inp), dict(expected))


def _inv(fn: Callable[..., Any]) -> Transform:
    return Transform(fn.__name__, "invariant", fn)


def _gold(fn: Callable[..., Any], new_gold: str) -> Transform:
    return Transform(fn.__name__, "gold", fn, new_gold)


#: Every transform, in report order.
TRANSFORMS: tuple[Transform, ...] = (
    _inv(invariants.key_order),
    _inv(invariants.record_order),
    _inv(invariants.invocation_order),
    _inv(invariants.rename_entities),
    _inv(invariants.excerpt_json),
    _inv(invariants.excerpt_kv),
    _inv(invariants.excerpt_line),
    _inv(invariants.contract_pretty),
    _inv(invariants.contract_compact),
    _inv(invariants.contract_fenced),
    _inv(invariants.contract_bare),
    _inv(invariants.noise_lines),
    _inv(invariants.unit_restate),
    _gold(gold.entity_swap, "REJECT"),
    _gold(gold.digit_flip, "REJECT"),
    _gold(gold.id_off, "REJECT"),
    _gold(gold.cause_plain, "not PASS"),
    _gold(gold.cause_cue, "not PASS"),
)
BY_NAME: dict[str, Transform] = {t.name: t for t in TRANSFORMS}


@dataclass
class Outcome:
    """What one transform did to one data set: how many cases it applied to and what went wrong."""

    transform: str
    kind: str
    applied: int = 0
    changed: list[str] = field(default_factory=list)  # case ids whose verdict moved (invariant) / missed gold
    unsafe: list[str] = field(default_factory=list)  # case ids predicted PASS where the gold is not PASS

    def row(self) -> dict[str, Any]:
        """JSON form: counts and the first case ids of each kind of failure."""
        return {"transform": self.transform, "kind": self.kind, "applied": self.applied,
                "changed": len(self.changed), "unsafe": len(self.unsafe),
                "changed_ids": self.changed[:10], "unsafe_ids": self.unsafe[:10]}


def _meets(verdict: str, new_gold: str) -> bool:
    return verdict != "PASS" if new_gold == "not PASS" else verdict == new_gold


def run_transform(
    transform: Transform,
    cases: Sequence[Any],
    verify: Callable[[Mapping[str, Any]], str],
    baseline: Mapping[str, str],
) -> Outcome:
    """Apply ``transform`` to every case and compare the verdicts.

    ``cases`` are :class:`engine.bench.dataset.Case`-like (``case_id``, ``input``, ``verdict``,
    ``facts``); ``verify`` maps a case input to a verdict string; ``baseline`` holds the
    verdict of each untransformed case. Invariant: ``changed`` lists cases whose verdict moved,
    ``unsafe`` those that moved to PASS against a non-PASS gold. Gold: ``changed`` lists cases
    that missed the new gold, ``unsafe`` those predicted PASS.
    """
    out = Outcome(transform.name, transform.kind)
    for case in cases:
        expected = {"verdict": case.verdict.value,
                    "facts": [f.model_dump(exclude_none=True) for f in case.facts or ()]}
        new = transform.apply(case.case_id, case.input, expected)
        if new is None:
            continue
        out.applied += 1
        got = verify(new)
        if transform.kind == "invariant":
            if got != baseline[case.case_id]:
                out.changed.append(case.case_id)
                if got == "PASS" and case.verdict.value != "PASS":
                    out.unsafe.append(case.case_id)
        else:
            if not _meets(got, transform.new_gold or ""):
                out.changed.append(case.case_id)
            if got == "PASS":
                out.unsafe.append(case.case_id)
    return out
