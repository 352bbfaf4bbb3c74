"""Contracts owned by the extractors: the Executor's structured output and candidate facts.

Field names follow DESIGN.md and are fixed. ``engine`` re-exports every model here.
"""

from __future__ import annotations

import json
from enum import StrEnum
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator


class EvidenceLevel(StrEnum):
    """How strongly a source (or a claim's own declaration) bears on the current incident."""

    DIRECT = "direct"
    INDIRECT = "indirect"
    NONE = "none"


class FactOrigin(StrEnum):
    """Where a candidate fact came from."""

    CLAIM = "claim"
    ANSWER_EXTRA = "answer_extra"
    NL_FALLBACK = "nl_fallback"


class ParseStatus(StrEnum):
    """Outcome of parsing the Executor's final answer as the structured contract."""

    PARSED = "parsed"
    NO_JSON = "failed_no_json"
    INVALID_JSON = "failed_invalid_json"
    SCHEMA_VIOLATION = "failed_schema"
    NOT_AN_OBJECT = "failed_not_object"
    EMPTY = "failed_empty"
    NOT_PROVIDED = "not_provided"

    @property
    def ok(self) -> bool:
        """True only for a successfully parsed contract."""
        return self is ParseStatus.PARSED


class _Model(BaseModel):
    model_config = ConfigDict(extra="allow", populate_by_name=True)


class EvidenceBinding(_Model):
    """One pointer from a claim to the tool output that supports it."""

    source_type: str = Field(description="e.g. tool_output, trace_ref, knowledge_chunk")
    source_id: str = Field(description="trace_ref, invocation id or chunk id the excerpt comes from")
    tool_name: str | None = None
    source_invocation_ids: list[str] = Field(default_factory=list)
    evidence_excerpt: str = ""

    @field_validator("evidence_excerpt", mode="before")
    @classmethod
    def _record_excerpt(cls, value: Any) -> Any:
        """An excerpt given as the record's JSON object (or a list of them) is that JSON's text."""
        if isinstance(value, dict | list):
            return json.dumps(value, ensure_ascii=False)
        return value


class Claim(_Model):
    """One fact the Executor asserts, with its declared support and bindings."""

    claim_id: str
    claim_type: str
    claim_text: str
    support_level: EvidenceLevel
    evidence_bindings: list[EvidenceBinding] = Field(default_factory=list)


class ExecutorStructuredOutput(_Model):
    """The evidence-attribution contract the Executor is asked to emit as one JSON object."""

    answer_version: str | int
    diagnosis_summary: str
    claims: list[Claim]
    hypotheses: list[Any] = Field(default_factory=list)
    recommended_actions: list[Any] = Field(default_factory=list)
    missing_info: list[Any] = Field(default_factory=list)
    user_facing_answer: str


class ParseResult(BaseModel):
    """What :func:`extractors.parse_executor_output` returns: a contract or a reasoned failure.

    ``raw`` is always the unchanged answer text.
    """

    model_config = ConfigDict(frozen=True)

    status: ParseStatus
    raw: str
    output: ExecutorStructuredOutput | None = None
    reason: str | None = None
    field: str | None = Field(default=None, description="dotted path of the first offending field")
    #: Where the contract's JSON object sits in ``raw`` (set when parsed, or salvaged; not serialised).
    json_span: tuple[int, int] | None = Field(default=None, exclude=True)
    #: A ``failed_schema`` contract whose claims are all valid: those claims (and its answer text), so
    #: the facts keep their bindings; ``output`` stays None (not serialised).
    salvaged: ExecutorStructuredOutput | None = Field(default=None, exclude=True)

    @property
    def ok(self) -> bool:
        """True when ``output`` holds a valid contract."""
        return self.status.ok and self.output is not None


class Span(BaseModel):
    """Character offsets ``[start, end)`` of a fact inside the text it came from."""

    model_config = ConfigDict(frozen=True)

    start: int = Field(ge=0)
    end: int = Field(ge=0)


class CandidateFact(BaseModel):
    """A fact proposed for checking. Extractors propose; only the classifier labels."""

    model_config = ConfigDict(frozen=True)

    fact_id: str
    fact: str
    origin: FactOrigin
    is_critical: bool = True
    claim_id: str | None = None
    claim_type: str | None = None
    support_level: EvidenceLevel | None = None
    evidence_bindings: tuple[EvidenceBinding, ...] = ()
    span: Span | None = None
    source_field: str | None = Field(
        default=None, description="which text the span points into: user_facing_answer or executor_final_answer"
    )
