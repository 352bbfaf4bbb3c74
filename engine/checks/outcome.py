"""Outcome check: a fact says its subject succeeded (failed) or is up (down) while its records say the opposite."""

from __future__ import annotations

from dataclasses import dataclass

from engine.classify.analysis import FactAnalysis
from engine.classify.rules import Decision, RuleSet
from engine.contracts import Verification
from extractors.contracts import CandidateFact, EvidenceLevel
from matchers.polarity import default_polarity, health_of, outcome_of

#: The two outcome values of ``matchers/data/polarity.yaml`` (status family ``outcome``).
OPPOSITE = {"success": "failure", "failure": "success"}
#: The status families with two opposed values read from records: (family, record reader, opposite).
FAMILIES = (
    ("outcome", outcome_of, OPPOSITE),
    ("health", health_of, {"normal": "abnormal", "abnormal": "normal"}),
)


@dataclass(frozen=True)
class OutcomeCheck:
    """contradicted: "登录失败" against ``Accepted password``, "startup 失败" against ``startup succeeded``.

    The subject's records are the fact's anchors (:meth:`RuleSet.anchors`: records holding all of
    its specific identifiers and cited phrases), else the records its names, English words and
    stated time pick out (:meth:`RuleSet.focus_records`: "TrustedInstaller 在 04:30:31 启动失败"),
    else the records of the entity it names (:meth:`RuleSet.owned_pairs`: "X 的写入一直正常").
    When some of them states the fact's outcome, or none states any, nothing is decided.
    """

    name: str = "checks.outcome.v1"

    def run(self, rules: RuleSet, fact: CandidateFact, a: FactAnalysis, current: Decision | None) -> Decision | None:
        """Contradicted, or None."""
        if current is not None:
            return None
        items: list | None = None
        anchors: list = []
        for family, read, opposite in FAMILIES:
            said = a.outcomes if family == "outcome" else _stated(a, family)
            if len(said) != 1:
                continue
            value = next(iter(said))
            if items is None:
                items = list(rules.ix.usable(EvidenceLevel.DIRECT))
                anchors = rules.anchors(a, items)
                # Of the anchors, those its English words and stated time pick out, when some are left.
                anchors = rules.narrowed(a, anchors) or anchors if anchors else rules.focus_records(a, items)
                anchors = rules.subjects_own(a, anchors)
            scope = anchors
            if not scope:
                # A state or outcome is the entity's own ("node-100 的状态是 running", "X 的写入一直正常"):
                # its records say what it is.
                scope = rules.owned_pairs(a, items)
            if not scope:
                continue
            # A record stating both ("ack: status: SUCCESS status: ERROR") says neither; a row says
            # it by its values, not its field names.
            states = [(it, r, o) for it, r in scope if len(o := read(r.stated)) == 1]
            if any(value in o for _, _, o in states):
                continue
            against = [(it, r) for it, r, o in states if opposite[value] in o]
            if not against:
                continue
            it, rec = against[0]
            shown = (rec.message or rec.text)[:100]
            return Decision(
                Verification.CONTRADICTED,
                "outcome",
                f"the fact states {value}; its records in {it.label()} state {opposite[value]} only: {shown}",
                [it],
            )
        return rules.negated_predicate(a)


def _stated(a: FactAnalysis, family: str) -> frozenset[str]:
    """The values of ``family`` the fact states in words the records are read for (not negated; state words)."""
    words = default_polarity().health_stated
    return frozenset(
        st.value for st in a.statuses if st.family == family and not st.negated and st.text.lower() in words
    )
