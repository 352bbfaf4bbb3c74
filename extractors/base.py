"""The extractor Protocol, its result type and the extractor registry."""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict, Field

from extractors.contracts import CandidateFact


class ExtractionResult(BaseModel):
    """Candidate facts plus the record of how they were obtained."""

    model_config = ConfigDict(frozen=True)

    facts: tuple[CandidateFact, ...] = ()
    extractor: str = "rules"
    extraction_status: str = "ok"
    llm_calls: int = Field(default=0, ge=0)
    prompt_id: str | None = None
    prompt_hash: str | None = None
    dropped_unanchored: int = Field(default=0, ge=0)
    fallback_reason: str | None = None


@runtime_checkable
class FactExtractor(Protocol):
    """Proposes candidate facts from free text. It never labels or scores them."""

    name: str

    def extract(self, text: str) -> ExtractionResult:
        """Return candidate facts found in ``text`` (origin ``nl_fallback``), each with its span."""
        ...


def fallback_result(extractor: FactExtractor, text: str, reason: str, detail: str, **record: Any) -> ExtractionResult:
    """``extractor``'s facts for ``text`` recorded as a fallback: status ``fallback:<reason>``, ``detail`` as the why.

    ``record`` sets further fields of the record (LLM calls made, prompt id and hash).
    """
    result = extractor.extract(text)
    return result.model_copy(update={"extraction_status": f"fallback:{reason}", "fallback_reason": detail, **record})
