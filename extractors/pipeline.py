"""Which extractor runs when (DESIGN.md "Extraction")."""

from __future__ import annotations

import logging
from collections.abc import Iterable

from pydantic import ValidationError

from extractors.base import ExtractionResult, FactExtractor, fallback_result
from extractors.claims import DEFAULT_NON_CRITICAL_CLAIM_TYPES, facts_from_claims
from extractors.contracts import Claim, ExecutorStructuredOutput, FactOrigin, ParseResult, ParseStatus
from extractors.json_extract import find_json_object
from extractors.registry import get_extractor
from extractors.rules import RuleExtractor, sweep_outside, sweep_uncovered
from matchers.registry import Registry

log = logging.getLogger(__name__)


def _run(ext: FactExtractor, text: str) -> ExtractionResult:
    """Run a (possibly third-party) extractor; anything it raises falls back to rules, recorded."""
    try:
        return ext.extract(text)
    except Exception as exc:  # a plug-in must never take the verifier down
        log.warning("extractor %r failed: %s; falling back to rules", getattr(ext, "name", ext), exc)
        return fallback_result(RuleExtractor(), text, "extractor_error", f"{type(exc).__name__}: {exc}")


def extract_facts(
    parse: ParseResult,
    *,
    extractor: str | FactExtractor = "rules",
    non_critical_types: Iterable[str] = DEFAULT_NON_CRITICAL_CLAIM_TYPES,
    registry: Registry[FactExtractor] | None = None,
) -> ExtractionResult:
    """Candidate facts for one answer.

    Contract parsed: its claims plus uncovered confirmed sentences of ``user_facing_answer``
    (origin ``answer_extra``; no LLM call). Otherwise: the configured fallback extractor on
    the raw answer, then the rule-based sweep, so an extractor that drops facts (or marks
    them non-critical) cannot empty the answer. Coverage counts critical facts only.

    An ``extractor`` name is looked up in ``registry`` (an ``engine.Verifier`` passes its own);
    without one, in the package's default registry (see :mod:`extractors.registry`).
    """
    contract, span = (parse.output, parse.json_span) if parse.ok else _claims_of_a_broken_contract(parse)
    if contract is not None:
        facts = facts_from_claims(contract, non_critical_types=non_critical_types)
        extra = sweep_uncovered(
            contract.user_facing_answer,
            facts,
            origin=FactOrigin.ANSWER_EXTRA,
            source_field="user_facing_answer",
            prefix="extra",
        )
        around = sweep_outside(parse.raw, span, facts + extra, origin=FactOrigin.ANSWER_EXTRA, prefix="around")
        return ExtractionResult(facts=tuple(facts + extra + around), extractor="contract")
    ext = get_extractor(extractor, registry=registry) if isinstance(extractor, str) else extractor
    result = _run(ext, parse.raw)
    swept = sweep_uncovered(
        parse.raw, result.facts, origin=FactOrigin.NL_FALLBACK, source_field="executor_final_answer", prefix="sweep"
    )
    if not swept:
        return result
    return result.model_copy(update={"facts": result.facts + tuple(swept)})


def _claims_of_a_broken_contract(
    parse: ParseResult,
) -> tuple[ExecutorStructuredOutput | None, tuple[int, int] | None]:
    """The claims of a contract that failed its schema only outside them (a missing ``diagnosis_summary``).

    Its claims keep their bindings, so the reference checks still apply: read as prose instead, a
    claim bound to a call that does not exist would pass as a plain statement. The parse status
    stays the failure it is; only the fact extraction reads the claims. Any claim that is itself
    invalid, or no ``claims`` list, gives None (the natural-language fallback then reads the text).
    """
    if parse.status is not ParseStatus.SCHEMA_VIOLATION:
        return None, None
    found = find_json_object(parse.raw)
    if found.kind != "object" or found.error is not None or not isinstance(found.value, dict):
        return None, None
    claims = found.value.get("claims")
    if not isinstance(claims, list) or not claims:
        return None, None
    try:
        valid = [Claim.model_validate(c) for c in claims]
    except ValidationError:
        return None, None
    answer = found.value.get("user_facing_answer")
    contract = ExecutorStructuredOutput.model_construct(
        answer_version=str(found.value.get("answer_version", "")),
        diagnosis_summary="",
        claims=valid,
        user_facing_answer=answer if isinstance(answer, str) else "",
    )
    span = (found.start, found.end) if found.start is not None and found.end is not None else None
    return contract, span
