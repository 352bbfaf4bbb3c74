"""Which extractor runs when (DESIGN.md "Extraction")."""

from __future__ import annotations

import logging
from collections.abc import Iterable

from extractors.base import ExtractionResult, FactExtractor, fallback_result
from extractors.claims import DEFAULT_NON_CRITICAL_CLAIM_TYPES, facts_from_claims
from extractors.contracts import FactOrigin, ParseResult
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
    contract = parse.output if parse.ok else parse.salvaged
    if contract is not None:
        facts = facts_from_claims(contract, non_critical_types=non_critical_types)
        extra = sweep_uncovered(
            contract.user_facing_answer,
            facts,
            origin=FactOrigin.ANSWER_EXTRA,
            source_field="user_facing_answer",
            prefix="extra",
        )
        around = sweep_outside(
            parse.raw, parse.json_span, facts + extra, origin=FactOrigin.ANSWER_EXTRA, prefix="around"
        )
        return ExtractionResult(facts=tuple(facts + extra + around), extractor="contract")
    ext = get_extractor(extractor, registry=registry) if isinstance(extractor, str) else extractor
    result = _run(ext, parse.raw)
    swept = sweep_uncovered(
        parse.raw, result.facts, origin=FactOrigin.NL_FALLBACK, source_field="executor_final_answer", prefix="sweep"
    )
    if not swept:
        return result
    return result.model_copy(update={"facts": result.facts + tuple(swept)})
