"""A classification check: one small, named, versioned object; checks run in the order a data file gives.

Each check sees the fact, its analysis, the per-verification :class:`~engine.classify.rules.RuleSet`
(the evidence tests) and the decision so far, and returns a new decision or ``None`` to keep it.
The first ``contradicted`` decision ends the run; support checks may refine a support decision
(the references check caps a claim's direct support).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict, ValidationError

from engine.classify.analysis import FactAnalysis
from engine.classify.rules import Decision, RuleSet
from engine.contracts import Verification
from extractors.contracts import CandidateFact
from matchers.errors import ErrorCode, RegistryError, VerifierError
from matchers.ruledata import safe_load

ORDER_PATH = Path(__file__).resolve().parent.parent / "data" / "checks.yaml"


@runtime_checkable
class Check(Protocol):
    """One rule of DESIGN "Classification"."""

    name: str

    def run(self, rules: RuleSet, fact: CandidateFact, a: FactAnalysis, current: Decision | None) -> Decision | None:
        """A new decision, or None to keep ``current``."""
        ...


class CheckRegistry:
    """Checks by versioned name; registering a second check under a taken name is an error."""

    def __init__(self, checks: Iterable[Check] = ()) -> None:
        """Register ``checks``."""
        self._items: dict[str, Check] = {}
        for c in checks:
            self.register(c)

    def register(self, check: Check) -> None:
        """Add one check."""
        if check.name in self._items and self._items[check.name] is not check:
            raise RegistryError(f"a check is already registered as {check.name!r}", field=check.name)
        self._items[check.name] = check

    def names(self) -> list[str]:
        """Registered names, in registration order."""
        return list(self._items)

    def ordered(self, order: Sequence[str]) -> tuple[Check, ...]:
        """The checks in ``order``; every name must be registered, and every registered check named once."""
        unknown = [n for n in order if n not in self._items]
        missing = [n for n in self._items if n not in order]
        dup = sorted({n for n in order if list(order).count(n) > 1})
        if unknown or missing or dup:
            raise VerifierError(
                f"check order: unknown {unknown}, missing {missing}, repeated {dup}", code=ErrorCode.E001, field="order"
            )
        return tuple(self._items[n] for n in order)


class _OrderFile(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    version: int
    order: list[str]


def load_order(text: str | None = None) -> list[str]:
    """The check order from YAML text (default: ``engine/data/checks.yaml``)."""
    raw = safe_load(text if text is not None else ORDER_PATH.read_text(encoding="utf-8"))
    try:
        return list(_OrderFile.model_validate(raw).order)
    except ValidationError as exc:
        first = exc.errors()[0]
        msg = f"checks.yaml: {first['loc']}: {first['msg']}"
        raise VerifierError(msg, code=ErrorCode.E001, field="order") from None


def run_checks(checks: Sequence[Check], rules: RuleSet, fact: CandidateFact, a: FactAnalysis) -> Decision:
    """Run ``checks`` in order; the first contradiction ends it. Some check must decide (no_evidence does)."""
    current: Decision | None = None
    for check in checks:
        new = check.run(rules, fact, a, current)
        if new is not None:
            new.check = new.check or check.name
            current = new
            if current.label is Verification.CONTRADICTED:
                break
    if current is None:  # an order without the no_evidence check: say so rather than invent a label
        current = rules.no_evidence(a)
    return current
