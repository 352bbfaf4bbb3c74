"""Candidate facts from a parsed contract's claims."""

from __future__ import annotations

from collections.abc import Iterable

from extractors.contracts import CandidateFact, ExecutorStructuredOutput, FactOrigin

#: Claim types that are not critical unless configured otherwise.
DEFAULT_NON_CRITICAL_CLAIM_TYPES: frozenset[str] = frozenset(
    {"hypothesis", "recommendation", "action", "background", "context", "next_step"}
)


def facts_from_claims(
    output: ExecutorStructuredOutput, *, non_critical_types: Iterable[str] = DEFAULT_NON_CRITICAL_CLAIM_TYPES
) -> list[CandidateFact]:
    """One candidate fact per claim; critical unless its ``claim_type`` is in ``non_critical_types``."""
    skip = {t.lower() for t in non_critical_types}
    facts = []
    for i, claim in enumerate(output.claims):
        facts.append(
            CandidateFact(
                fact_id=f"claim:{claim.claim_id or i}",
                fact=claim.claim_text,
                origin=FactOrigin.CLAIM,
                is_critical=claim.claim_type.lower() not in skip,
                claim_id=claim.claim_id,
                claim_type=claim.claim_type,
                support_level=claim.support_level,
                evidence_bindings=tuple(claim.evidence_bindings),
            )
        )
    return facts
