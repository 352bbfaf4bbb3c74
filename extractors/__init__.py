"""Executor-output parsing and candidate-fact extraction (claims, extra answer facts, NL fallback, LLM)."""

from extractors.base import ExtractionResult, FactExtractor
from extractors.claims import DEFAULT_NON_CRITICAL_CLAIM_TYPES, facts_from_claims
from extractors.contracts import (
    CandidateFact,
    Claim,
    EvidenceBinding,
    EvidenceLevel,
    ExecutorStructuredOutput,
    FactOrigin,
    ParseResult,
    ParseStatus,
    Span,
)
from extractors.parser import parse_executor_output
from extractors.pipeline import extract_facts
from extractors.registry import default_extractor_registry, get_extractor

__all__ = [
    "DEFAULT_NON_CRITICAL_CLAIM_TYPES",
    "CandidateFact",
    "Claim",
    "EvidenceBinding",
    "EvidenceLevel",
    "ExecutorStructuredOutput",
    "ExtractionResult",
    "FactExtractor",
    "FactOrigin",
    "ParseResult",
    "ParseStatus",
    "Span",
    "default_extractor_registry",
    "extract_facts",
    "extractor_registry",
    "facts_from_claims",
    "get_extractor",
    "parse_executor_output",
]


def __getattr__(name: str) -> object:
    # The default registry is created on first use, not at import (see ``extractors.registry``).
    if name == "extractor_registry":
        from extractors import registry

        return registry.extractor_registry
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
