"""Times check: a supported fact whose stated time of day no record it rests on has is not supported.

DESIGN "Quantities and language": a stated time that no record of the entity has is no support;
a stated range ("14:20 到 14:23 之间", "到 07:20") is had when a record falls inside it.
The records are the fact's anchors among the supporting items (records holding its specific
identifiers and phrases), else its entity's records there, else all their records. When the
anchors are at other times and the few records at the stated time name another identifier of
the same kind, or another value of the same kind, the fact swapped them: contradicted. A time the
query names is context, not a claim, unless the fact has anchors (then the time says which of
them it means); records without any time say nothing either way. A time in a clause that names
none of the anchors' parts ("…打开了会话，04:03:09 会话关闭") may be held by any record the fact rests on.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.classify.analysis import FactAnalysis
from engine.classify.index import IndexedItem, Record
from engine.classify.rules import Decision, RuleSet, clause_bounds
from engine.contracts import Verification
from engine.evidence.records import record_times
from extractors.contracts import CandidateFact, EvidenceLevel
from matchers.times import TimeSpan, clock_text, stated_window


@dataclass(frozen=True)
class TimesCheck:
    """no_evidence for support whose records show none of the times the fact states."""

    name: str = "checks.times.v1"

    def run(self, rules: RuleSet, fact: CandidateFact, a: FactAnalysis, current: Decision | None) -> Decision | None:
        """no_evidence replacing a direct or indirect decision, or None."""
        if current is None or current.label not in (Verification.DIRECT, Verification.INDIRECT):
            return None
        query = rules.ix.query
        anchored = [r for _, r in rules.anchors(a, current.items)]
        # A time the query names is context, unless the fact pins it to its own records
        # ("08:43:35 那次失败的 TraceID 是 …": the time says which record the id is of).
        stated = [sp for sp in stated_window(a.text) if anchored or sp.text not in query]
        if not stated:
            return None
        recs = anchored or _candidates(rules, a, current.items)
        seen = sorted({s for r in recs for s in record_times(r)})
        if not seen:
            if current.items and all(it.item.evidence_level is not EvidenceLevel.DIRECT for it in current.items):
                # A runbook or past case without times says nothing of when this incident's event was
                # ("这次 22:19:58 的写入失败同样是 errorCode = 4" resting on a past case only).
                return Decision(
                    Verification.NO_EVIDENCE,
                    "time",
                    f"stated time {', '.join(t.text for t in stated)} is in no record; only knowledge items "
                    f"without times support the rest; was: {current.detail}",
                    current.items,
                )
            return None
        missing = [sp for sp in stated if not any(sp.holds(s) for s in seen)]
        if missing and anchored:
            # A time in a clause of its own ("…打开了会话，04:03:09 会话关闭") is of that clause's event: any
            # record the fact rests on may hold it, not only the anchors of another clause.
            others = sorted({t for r in _unanchored(rules, a, current.items) for t in record_times(r)})
            missing = [sp for sp in missing if not (_own_clause(a, sp) and any(sp.holds(t) for t in others))]
        if not missing and (apart := rules.time_apart(a, current.items)) is not None:
            missing = [apart]  # the records holding its clause's parts together are at other times
        if not missing:
            return None
        if anchored:
            swap = rules.conflict_at_times(a, missing, current.items)
            if swap is not None:
                return swap
        shown = ", ".join(clock_text(s) for s in seen[:4]) + (" …" if len(seen) > 4 else "")
        return Decision(
            Verification.NO_EVIDENCE,
            "time",
            f"stated time {', '.join(t.text for t in missing)} matches no record it rests on "
            f"(their times: {shown}); was: {current.detail}",
            current.items,
        )


def _candidates(rules: RuleSet, a: FactAnalysis, items: list[IndexedItem]) -> list[Record]:
    anchored = [r for _, r in rules.anchors(a, items)]
    if anchored:
        return anchored
    owned = rules.owned_records(a, items)
    if owned:
        return owned
    return [r for it in items for r in it.records if not r.deduped]


def _own_clause(a: FactAnalysis, sp: TimeSpan) -> bool:
    """True when the clause stating ``sp`` names none of the fact's specific identifiers or cited phrases."""
    at = a.text.find(sp.text)
    if at < 0:
        return False
    lo, hi = clause_bounds(a.text, at)
    parts = [m.span.start for m in a.key_ids()] + [a.text.find(p) for p in a.phrases]
    return not any(lo <= p < hi for p in parts if p >= 0)


def _unanchored(rules: RuleSet, a: FactAnalysis, items: list[IndexedItem]) -> list[Record]:
    owned = rules.owned_records(a, items)
    return owned or [r for it in items for r in it.records if not r.deduped]
