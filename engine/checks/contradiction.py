"""The ``contradicted`` checks (rule 1): fabrication, status, negation, value, count, misattribution, superlative."""

from __future__ import annotations

from dataclasses import dataclass

from engine.classify.analysis import FactAnalysis
from engine.classify.rules import Decision, RuleSet
from engine.contracts import Verification
from extractors.contracts import CandidateFact, EvidenceLevel


@dataclass(frozen=True)
class FabricationCheck:
    """A critical fact names a key identifier found in no tool input or output and not in the query."""

    name: str = "checks.fabrication.v1"

    def run(self, rules: RuleSet, fact: CandidateFact, a: FactAnalysis, current: Decision | None) -> Decision | None:
        """Contradicted, or None."""
        return rules.fabrication(fact, a) if current is None else None


@dataclass(frozen=True)
class StatusCheck:
    """An alert state the direct records contradict (firing vs resolved)."""

    name: str = "checks.status.v1"

    def run(self, rules: RuleSet, fact: CandidateFact, a: FactAnalysis, current: Decision | None) -> Decision | None:
        """Contradicted, or None."""
        return rules.status(a) if current is None else None


@dataclass(frozen=True)
class NegationCheck:
    """A denial ("日志中没有错误") that a record of the fact's entity refutes."""

    name: str = "checks.negation.v1"

    def run(self, rules: RuleSet, fact: CandidateFact, a: FactAnalysis, current: Decision | None) -> Decision | None:
        """Contradicted, or None."""
        return rules.negation(a) if current is None else None


@dataclass(frozen=True)
class ValueCheck:
    """A value outside tolerance of every value recorded for the same metric or alert."""

    name: str = "checks.value.v1"

    def run(self, rules: RuleSet, fact: CandidateFact, a: FactAnalysis, current: Decision | None) -> Decision | None:
        """Contradicted, or None."""
        return rules.value(a) if current is None else None


@dataclass(frozen=True)
class CountCheck:
    """A count ("共 9 条 ERROR") that the complete records it counts refute."""

    name: str = "checks.count.v1"

    def run(self, rules: RuleSet, fact: CandidateFact, a: FactAnalysis, current: Decision | None) -> Decision | None:
        """Contradicted, or None."""
        return rules.count(a) if current is None else None


@dataclass(frozen=True)
class PairingCheck:
    """Two identifiers one clause pairs, where the records of one name another identifier of the other's shape."""

    name: str = "checks.pairing.v1"

    def run(self, rules: RuleSet, fact: CandidateFact, a: FactAnalysis, current: Decision | None) -> Decision | None:
        """Contradicted, or None."""
        return rules.pairing(a) if current is None else None


@dataclass(frozen=True)
class MisattributionCheck:
    """An attribute found only in records of other entities while the fact's entity has its own records."""

    name: str = "checks.misattribution.v1"

    def run(self, rules: RuleSet, fact: CandidateFact, a: FactAnalysis, current: Decision | None) -> Decision | None:
        """Contradicted, or None."""
        return rules.misattribution(a) if current is None else None


@dataclass(frozen=True)
class SuperlativeCheck:
    """contradicted: "最慢的子调用是 X" while a sibling span (or row) of X has the larger value."""

    name: str = "checks.superlative.v1"

    def run(self, rules: RuleSet, fact: CandidateFact, a: FactAnalysis, current: Decision | None) -> Decision | None:
        """Contradicted, or None."""
        if current is not None:
            return None
        got = rules.superlative(a, list(rules.ix.usable(EvidenceLevel.DIRECT)))
        if got is None or got[0]:
            return None
        return Decision(Verification.CONTRADICTED, "superlative", got[1], got[2])
