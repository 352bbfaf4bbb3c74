"""The support checks (rules 2–4): direct support, references, indirect support, no evidence."""

from __future__ import annotations

from dataclasses import dataclass

from engine.classify.analysis import FactAnalysis
from engine.classify.rules import Decision, RuleSet
from engine.contracts import Verification
from extractors.contracts import CandidateFact, EvidenceLevel, FactOrigin


@dataclass(frozen=True)
class DirectSupportCheck:
    """Direct items support every identifier, value, status and phrase, bound to the fact's entity."""

    name: str = "checks.direct_support.v1"

    def run(self, rules: RuleSet, fact: CandidateFact, a: FactAnalysis, current: Decision | None) -> Decision | None:
        """direct_evidence, indirect_support for a weakly supported predicate, or None."""
        return rules.support_at(a, EvidenceLevel.DIRECT) if current is None else None


@dataclass(frozen=True)
class ReferencesCheck:
    """A structured claim's direct support needs bindings that resolve and excerpts that match."""

    name: str = "checks.references.v1"

    def run(self, rules: RuleSet, fact: CandidateFact, a: FactAnalysis, current: Decision | None) -> Decision | None:
        """indirect_support when a claim's direct support rests on bad references, else None."""
        if current is None or current.label is not Verification.DIRECT or fact.origin is not FactOrigin.CLAIM:
            return None
        ok, why = rules.references(fact)
        if ok:
            return None
        detail = f"{current.detail}; but {why}: at most indirect_support"
        return Decision(Verification.INDIRECT, "bad_reference", detail, current.items)


@dataclass(frozen=True)
class AttributionCheck:
    """A statement attributed to a runbook, knowledge base or past case is guidance: at most indirect_support."""

    name: str = "checks.attribution.v1"

    def run(self, rules: RuleSet, fact: CandidateFact, a: FactAnalysis, current: Decision | None) -> Decision | None:
        """indirect_support replacing direct support of an attributed statement, else None."""
        if current is None or current.label is not Verification.DIRECT:
            return None
        cue = rules.attributed(a)
        if cue is None:
            return None
        detail = f"{current.detail}; but attributed to '{cue}' (guidance): at most indirect_support"
        return Decision(Verification.INDIRECT, "attributed", detail, current.items)


@dataclass(frozen=True)
class IndirectSupportCheck:
    """Support by the other usable items (knowledge chunks, indirect tools)."""

    name: str = "checks.indirect_support.v1"

    def run(self, rules: RuleSet, fact: CandidateFact, a: FactAnalysis, current: Decision | None) -> Decision | None:
        """indirect_support (or direct found only together with indirect items), or None."""
        return rules.support_at(a, None) if current is None else None


@dataclass(frozen=True)
class DenialSupportCheck:
    """direct_evidence for a true denial of log levels, or of what metric documents count as zero.

    "没有 WARN 或 ERROR", "只有 INFO 日志"; "没有失败记录" against ``failingstreak=0``. Nothing else
    supports it: the fact has no identifier or value of its own to find. A level denial holds only over
    complete outputs of its scope (the fact's entity and window), none of whose records is at a denied
    level; a counted one over documents of the fact's entity whose counters of it are all zero.
    """

    name: str = "checks.denial_support.v1"

    def run(self, rules: RuleSet, fact: CandidateFact, a: FactAnalysis, current: Decision | None) -> Decision | None:
        """direct_evidence when nothing decided yet and the denial holds, else None."""
        return (rules.denial_holds(a) or rules.counted_denial_holds(a)) if current is None else None


@dataclass(frozen=True)
class NoEvidenceCheck:
    """Anything else: no evidence (support only in failed, no-hit or deduped items included)."""

    name: str = "checks.no_evidence.v1"

    def run(self, rules: RuleSet, fact: CandidateFact, a: FactAnalysis, current: Decision | None) -> Decision | None:
        """no_evidence when nothing decided yet."""
        return rules.no_evidence(a) if current is None else None


@dataclass(frozen=True)
class AbsenceCheck:
    """no_evidence: a denial of what a no-hit query searched for rests on that no-hit.

    DESIGN "Classification": a no-hit query does not prove absence. A denial ("此后 R02-M1-NE 再没有
    出现过告警") whose entity or key identifier a call that found nothing was asked about rests on
    that call, whatever other records of the entity say of other times.
    """

    name: str = "checks.absence.v1"

    def run(self, rules: RuleSet, fact: CandidateFact, a: FactAnalysis, current: Decision | None) -> Decision | None:
        """no_evidence replacing a direct or indirect decision, or None."""
        if current is None or current.label not in (Verification.DIRECT, Verification.INDIRECT):
            return None
        hit = rules.no_hit_asked(a)
        if hit is None:
            return None
        return Decision(
            Verification.NO_EVIDENCE,
            "absence",
            f"the denial rests on {hit.label()}, which found nothing (no proof of absence); was: {current.detail}",
            [hit],
        )
