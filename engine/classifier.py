"""Classifier: labels each candidate fact against the trace summary (DESIGN.md "Classification").

First version: exact, case-insensitive identifier lookup. The matchers issue replaces the
lookup with the registered matchers; the interface (:func:`classify_facts`) stays.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from engine.contracts import EvidenceRef, FactCheck, TraceSummaryItem, Verification
from extractors.contracts import CandidateFact, EvidenceLevel

_IDENT = re.compile(r"[A-Za-z][A-Za-z0-9_.:\-]*[A-Za-z0-9]|\d+(?:\.\d+)?")


def _tokens(text: str) -> list[str]:
    return sorted({t.lower() for t in _IDENT.findall(text) if len(t) >= 3 or any(ch.isdigit() for ch in t)})


def _ref(item: TraceSummaryItem) -> EvidenceRef:
    return EvidenceRef(trace_ref=item.trace_ref, source_invocation_ids=list(item.source_invocation_ids))


def references_resolve(fact: CandidateFact, summary: Sequence[TraceSummaryItem]) -> bool:
    """True when the fact has bindings and every one points at an existing trace_ref or invocation id."""
    if not fact.evidence_bindings:
        return False
    refs = {i.trace_ref for i in summary}
    ids = {sid for i in summary for sid in i.source_invocation_ids}
    for b in fact.evidence_bindings:
        if b.source_id not in refs and b.source_id not in ids and not (
            b.source_invocation_ids and set(b.source_invocation_ids) <= ids
        ):
            return False
        if any(sid not in ids for sid in b.source_invocation_ids):
            return False
    return True


def _usable(item: TraceSummaryItem) -> bool:
    return item.success and item.evidence_level is not EvidenceLevel.NONE and not item.deduped


def classify_fact(
    fact: CandidateFact, summary: Sequence[TraceSummaryItem], *, original_query: str = ""
) -> FactCheck:
    """Label one fact."""
    toks = _tokens(fact.fact)
    texts = {i.trace_ref: (i.output_summary + "\n" + i.input_summary).lower() for i in summary}
    common = {"fact_id": fact.fact_id, "origin": fact.origin.value, "claim_id": fact.claim_id}
    if not toks:
        return FactCheck(
            fact=fact.fact, is_critical=fact.is_critical, verification=Verification.NO_EVIDENCE,
            detail="no checkable identifier or value in the fact", **common,
        )

    def covering(level: EvidenceLevel) -> list[TraceSummaryItem]:
        pool = [i for i in summary if _usable(i) and i.evidence_level is level]
        hits = [i for i in pool if any(t in texts[i.trace_ref] for t in toks)]
        found = {t for t in toks if any(t in texts[i.trace_ref] for i in hits)}
        return hits if found == set(toks) else []

    query = original_query.lower()
    absent = [t for t in toks if not any(t in x for x in texts.values()) and t not in query]
    if fact.is_critical and any(not t.replace(".", "").isdigit() for t in absent):
        missing = next(t for t in absent if not t.replace(".", "").isdigit())
        return FactCheck(
            fact=fact.fact, is_critical=True, verification=Verification.CONTRADICTED,
            detail=f"fabricated identifier {missing!r}: in no tool input or output and not in the query",
            **common,
        )
    direct = covering(EvidenceLevel.DIRECT)
    if direct:
        refs_ok = fact.origin.value != "claim" or references_resolve(fact, summary)
        label = Verification.DIRECT if refs_ok else Verification.INDIRECT
        detail = ", ".join(f"{i.trace_ref} ({i.tool_name})" for i in direct)
        detail = ("supported by " if refs_ok else "references missing or invalid; content found in ") + detail
        return FactCheck(
            fact=fact.fact, is_critical=fact.is_critical, verification=label, detail=detail,
            evidence_refs=[_ref(i) for i in direct], **common,
        )
    indirect = covering(EvidenceLevel.INDIRECT)
    if indirect:
        return FactCheck(
            fact=fact.fact, is_critical=fact.is_critical, verification=Verification.INDIRECT,
            detail="only indirect support: " + ", ".join(f"{i.trace_ref} ({i.tool_name})" for i in indirect),
            evidence_refs=[_ref(i) for i in indirect], **common,
        )
    gaps = [i for i in summary if not _usable(i)]
    return FactCheck(
        fact=fact.fact, is_critical=fact.is_critical, verification=Verification.NO_EVIDENCE,
        detail="no successful evidence item supports the fact",
        evidence_refs=[_ref(i) for i in gaps], **common,
    )


def classify_facts(
    facts: Sequence[CandidateFact], summary: Sequence[TraceSummaryItem], *, original_query: str = ""
) -> list[FactCheck]:
    """Label every fact, in input order."""
    return [classify_fact(f, summary, original_query=original_query) for f in facts]
