"""Outcome check: a fact says its subject succeeded (failed) while the subject's records say only the opposite."""

from __future__ import annotations

from dataclasses import dataclass

from engine.classify.analysis import FactAnalysis
from engine.classify.rules import Decision, RuleSet
from engine.contracts import Verification
from extractors.contracts import CandidateFact, EvidenceLevel
from matchers.polarity import outcome_of

#: The two outcome values of ``matchers/data/polarity.yaml`` (status family ``outcome``).
OPPOSITE = {"success": "failure", "failure": "success"}


@dataclass(frozen=True)
class OutcomeCheck:
    """contradicted: "登录失败" against ``Accepted password``, "startup 失败" against ``startup succeeded``.

    The subject's records are the fact's anchors (:meth:`RuleSet.anchors`: records holding all of
    its specific identifiers and cited phrases), else the records its names, English words and
    stated time pick out (:meth:`RuleSet.focus_records`: "TrustedInstaller 在 04:30:31 启动失败").
    When some of them states the fact's outcome, or none states any, nothing is decided.
    """

    name: str = "checks.outcome.v1"

    def run(self, rules: RuleSet, fact: CandidateFact, a: FactAnalysis, current: Decision | None) -> Decision | None:
        """Contradicted, or None."""
        if current is not None:
            return None
        said = a.outcomes
        if len(said) != 1:
            return None
        value = next(iter(said))
        items = list(rules.ix.usable(EvidenceLevel.DIRECT))
        anchors = rules.anchors(a, items)
        # Of the anchors, those its English words and stated time pick out, when some are left.
        anchors = rules.narrowed(a, anchors) or anchors if anchors else rules.focus_records(a, items)
        if not anchors:
            return None
        outcomes = [(it, r, outcome_of(r.text)) for it, r in anchors]
        if any(value in o for _, _, o in outcomes):
            return None
        against = [(it, r) for it, r, o in outcomes if OPPOSITE[value] in o]
        if not against:
            return None
        it, rec = against[0]
        shown = (rec.message or rec.text)[:100]
        return Decision(
            Verification.CONTRADICTED,
            "outcome",
            f"the fact states {value}; its records in {it.label()} state {OPPOSITE[value]} only: {shown}",
            [it],
        )
