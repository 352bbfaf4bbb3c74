"""What a test expects of a verification, and the per-fact diff it prints when the output differs.

An :class:`Expectation` holds any of: a verdict (``expect="PASS"``), a verdict the answer may not
exceed in trust (``max_verdict="LOW_CONFID"``: REJECT < LOW_CONFID < PASS, so it must not PASS),
labels of named facts (``expect_labels={"c1": "direct_evidence"}``) and the gold facts of a labeled
case (aligned with the predictions as ``chat-verifier bench`` aligns them, :func:`engine.bench.align_facts`).
:func:`check` compares one VerifierOutput with it and returns the problems, with one diff row per fact:
the sentence, the expected and the actual label, the check that decided (``provenance.check``), and
the evidence refs.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.bench.align import align_facts
from engine.bench.dataset import GoldFact
from engine.contracts import FactCheck, Verdict, Verification, VerifierOutput
from matchers.errors import InputError

#: Labels that let a critical fact stand in a PASS (DESIGN "Scoring and verdict").
PASSING_LABELS: frozenset[Verification] = frozenset({Verification.DIRECT, Verification.INDIRECT})


def _verdict(value: Any, name: str) -> Verdict | None:
    if value is None:
        return None
    try:
        return Verdict(value)
    except ValueError:
        raise InputError(f"{name} must be one of PASS, LOW_CONFID, REJECT, got {value!r}", field=name) from None


def _label(value: Any, name: str) -> Verification:
    try:
        return Verification(value)
    except ValueError:
        known = ", ".join(v.value for v in Verification)
        raise InputError(f"{name} must be one of {known}, got {value!r}", field=name) from None


@dataclass(frozen=True)
class Expectation:
    """What one verification must give; every part given must hold."""

    verdict: Verdict | None = None
    max_verdict: Verdict | None = None
    labels: tuple[tuple[str, Verification], ...] = ()
    gold_facts: tuple[GoldFact, ...] = ()

    @classmethod
    def build(
        cls,
        *,
        expect: Any = None,
        max_verdict: Any = None,
        expect_labels: Mapping[str, Any] | None = None,
        gold_facts: Sequence[GoldFact] = (),
    ) -> Expectation:
        """Validate the keyword forms of :func:`engine.testing.assert_grounded`.

        Raises:
            InputError: a verdict or label name is unknown, or ``expect_labels`` is not a mapping.
        """
        if expect_labels is not None and not isinstance(expect_labels, Mapping):
            msg = "expect_labels must map a fact (claim id, fact id or text) to a label"
            raise InputError(msg, field="expect_labels")
        labels = tuple((str(k), _label(v, f"expect_labels[{k!r}]")) for k, v in (expect_labels or {}).items())
        return cls(_verdict(expect, "expect"), _verdict(max_verdict, "max_verdict"), labels, tuple(gold_facts))

    @property
    def empty(self) -> bool:
        """True when nothing is expected (then there is nothing to assert)."""
        return self.verdict is None and self.max_verdict is None and not self.labels and not self.gold_facts

    def describe(self) -> str:
        """One-line form: ``verdict PASS, labels of 2 facts``."""
        parts = []
        if self.verdict is not None:
            parts.append(f"verdict {self.verdict.value}")
        if self.max_verdict is not None:
            parts.append(f"verdict at most {self.max_verdict.value}")
        if self.labels:
            parts.append(f"labels of {len(self.labels)} named facts")
        if self.gold_facts:
            parts.append(f"labels of {len(self.gold_facts)} gold facts")
        return ", ".join(parts) or "nothing"


@dataclass
class FactRow:
    """One fact of the diff: what was expected of it (None: nothing) and what it got."""

    fact: FactCheck | None
    expected: frozenset[Verification] | None
    gold_text: str | None = None

    @property
    def ok(self) -> bool:
        """True when the fact exists and has an expected label (or nothing was expected of it)."""
        if self.fact is None:
            return False
        return self.expected is None or self.fact.verification in self.expected


@dataclass
class Comparison:
    """The result of :func:`check`: the problems (empty when the output meets the expectation) and the diff rows."""

    output: VerifierOutput
    expectation: Expectation
    problems: list[str] = field(default_factory=list)
    rows: list[FactRow] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """True when the output meets every part of the expectation."""
        return not self.problems


def _find(key: str, facts: Sequence[FactCheck]) -> list[int]:
    """Facts named by ``key``: claim id or fact id, else the exact text, else a unique substring of the text."""
    for pred in (
        lambda f: key in (f.claim_id, f.fact_id),
        lambda f: f.fact == key,
        lambda f: key in f.fact,
    ):
        hits = [i for i, f in enumerate(facts) if pred(f)]
        if hits:
            return hits
    return []


def check(output: VerifierOutput, expectation: Expectation) -> Comparison:
    """Compare ``output`` with ``expectation``; the problems name every part that does not hold."""
    facts = list(output.facts_checked)
    cmp = Comparison(output, expectation)
    expected: dict[int, frozenset[Verification]] = {}
    got = output.verdict
    if expectation.verdict is not None and got is not expectation.verdict:
        cmp.problems.append(f"verdict {got.value}, expected {expectation.verdict.value}")
        if expectation.verdict is Verdict.PASS:  # the facts that keep it from passing
            for i, f in enumerate(facts):
                if f.is_critical:
                    expected[i] = PASSING_LABELS
    if expectation.max_verdict is not None and got.rank > expectation.max_verdict.rank:
        cmp.problems.append(f"verdict {got.value}, expected at most {expectation.max_verdict.value}")
    missing: list[FactRow] = []
    for key, label in expectation.labels:
        hits = _find(key, facts)
        if len(hits) != 1:
            what = "no fact" if not hits else f"{len(hits)} facts (name it by claim_id or fact_id)"
            cmp.problems.append(f"expect_labels[{key!r}]: matches {what}")
            if not hits:
                missing.append(FactRow(None, frozenset({label}), key))
            continue
        expected[hits[0]] = frozenset({label})
    if expectation.gold_facts:
        al = align_facts(expectation.gold_facts, facts)
        for p in al.pairs:
            expected[p.pred] = frozenset({expectation.gold_facts[p.gold].verification})
        for i in al.unmatched_gold:
            g = expectation.gold_facts[i]
            missing.append(FactRow(None, frozenset({g.verification}), g.fact or f"claim {g.claim_id}"))
            cmp.problems.append(f"gold fact {g.claim_id or g.fact!r} has no matching fact in the output")
    cmp.rows = [FactRow(f, expected.get(i)) for i, f in enumerate(facts)] + missing
    wrong = [r for r in cmp.rows if r.fact is not None and not r.ok]
    if wrong and (expectation.labels or expectation.gold_facts):
        cmp.problems.append(f"{len(wrong)} fact label(s) differ")
    return cmp


def _refs(f: FactCheck) -> str:
    if not f.evidence_refs:
        return "none"
    parts = []
    for r in f.evidence_refs:
        ids = ",".join(r.source_invocation_ids)
        recs = f" records {','.join(map(str, r.record_indexes))}" if r.record_indexes else ""
        parts.append(f"{r.trace_ref} [{ids}]{recs}")
    return "; ".join(parts)


def _labels(expected: frozenset[Verification] | None) -> str:
    if expected is None:
        return "-"
    return " or ".join(v.value for v in sorted(expected, key=lambda v: -v.rank))


def render(cmp: Comparison, *, case_id: str | None = None) -> str:
    """The failure message: a headline with the problems, then one block per fact (✗ differs, ✓ as expected, · free)."""
    out = cmp.output
    who = f"case {case_id}" if case_id else "answer"
    lines = [
        f"chat-verifier: {who} is not grounded as expected ({cmp.expectation.describe()}): " + "; ".join(cmp.problems),
        f"  verdict {out.verdict.value}, groundedness {out.groundedness_score:.3f}, "
        f"{out.critical_fact_count} critical fact(s); {out.rationale}",
    ]
    for n, row in enumerate(cmp.rows, 1):
        mark = "·" if row.expected is None else ("✓" if row.ok else "✗")
        f = row.fact
        if f is None:
            lines.append(f"  {mark} fact {n} (missing): {row.gold_text}")
            lines.append(f"      expected {_labels(row.expected)}, actual: no such fact in the output")
            continue
        name = f.claim_id or f.fact_id or str(n)
        crit = "critical" if f.is_critical else "not critical"
        prov = getattr(f, "provenance", None) or {}
        lines.append(f"  {mark} fact {name} ({crit}): {f.fact}")
        lines.append(f"      expected {_labels(row.expected)}, actual {f.verification.value}")
        lines.append(f"      decided by {prov.get('check', '?')} (rule {prov.get('rule', '?')}): {f.detail}")
        lines.append(f"      evidence: {_refs(f)}")
    return "\n".join(lines)
