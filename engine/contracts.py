"""Trace, verifier and persistence contracts (pydantic v2). Field names are fixed by DESIGN.md."""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

from extractors.contracts import EvidenceLevel, ExecutorStructuredOutput, ParseStatus

JSONValue = str | int | float | bool | None | list[Any] | dict[str, Any]


class Verdict(StrEnum):
    """The verifier's verdict on an answer, in increasing order of trust: REJECT < LOW_CONFID < PASS."""

    PASS = "PASS"
    LOW_CONFID = "LOW_CONFID"
    REJECT = "REJECT"

    @property
    def rank(self) -> int:
        """0 for REJECT, 1 for LOW_CONFID, 2 for PASS."""
        return {"REJECT": 0, "LOW_CONFID": 1, "PASS": 2}[self.value]


class Verification(StrEnum):
    """The four fixed fact labels, in increasing order of support: contradicted < no_evidence < indirect < direct."""

    DIRECT = "direct_evidence"
    INDIRECT = "indirect_support"
    NO_EVIDENCE = "no_evidence"
    CONTRADICTED = "contradicted"

    @property
    def rank(self) -> int:
        """0 contradicted, 1 no_evidence, 2 indirect_support, 3 direct_evidence."""
        return {"contradicted": 0, "no_evidence": 1, "indirect_support": 2, "direct_evidence": 3}[self.value]


class ToolInvocation(BaseModel):
    """One persisted tool call: the only source of evidence.

    ``round`` and ``success`` are strict: ``"round": true`` or ``"success": "yes"`` is an error
    naming the field, never a guess (a string taken for ``true`` would let a failed call count as support).
    """

    model_config = ConfigDict(extra="allow")

    invocation_id: str = Field(min_length=1)
    session_id: str
    round: int = Field(ge=1, strict=True)
    tool_name: str = Field(min_length=1)
    input: dict[str, Any] = Field(default_factory=dict)
    output: JSONValue = None
    success: bool = Field(strict=True)
    error: str | None = None
    started_at: str | None = None
    duration_ms: float | None = Field(default=None, ge=0)


class ToolProfile(BaseModel):
    """How a tool's output counts as evidence."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    evidence_bearing: bool = True
    evidence_level: EvidenceLevel = EvidenceLevel.DIRECT
    domain: str = "generic"


class TraceSummaryItem(BaseModel):
    """One bounded, auditable summary of one or more evidence-bearing tool calls (ints and bools strict)."""

    model_config = ConfigDict(extra="allow")

    trace_ref: str = Field(min_length=1)
    tool_name: str
    round: int = Field(ge=1, strict=True)
    success: bool = Field(strict=True)
    input_summary: str = ""
    output_summary: str = ""
    evidence_level: EvidenceLevel
    source_invocation_ids: list[str] = Field(default_factory=list)
    query_samples: list[str] | None = None
    retrieval_layers: list[str] | None = None
    relevance_levels: list[str] | None = None
    source_documents: list[str] | None = None
    call_count: int | None = Field(default=None, ge=0, strict=True)
    failed_count: int | None = Field(default=None, ge=0, strict=True)
    no_hit_count: int | None = Field(default=None, ge=0, strict=True)
    deduped: bool | None = Field(default=None, strict=True)


class EvidenceRef(BaseModel):
    """A pointer from a checked fact to a summary item (and, when known, the records it rests on)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    trace_ref: str
    source_invocation_ids: list[str] = Field(default_factory=list)
    record_indexes: list[int] | None = Field(
        default=None, description="addresses (#INDEX) of the item's records the fact rests on, in its records_from call"
    )


class FactCheck(BaseModel):
    """One checked fact of VerifierOutput.facts_checked. Extra keys (fact_id, origin, claim_id) allowed."""

    model_config = ConfigDict(extra="allow")

    fact: str
    is_critical: bool
    verification: Verification
    detail: str = ""
    evidence_refs: list[EvidenceRef] = Field(default_factory=list)
    fact_id: str | None = None
    origin: str | None = None
    claim_id: str | None = None


class VerifierInput(BaseModel):
    """Exactly what the Verifier sees. Nothing else: no Planner reasoning, no intermediate messages."""

    model_config = ConfigDict(extra="forbid")

    original_query: str
    executor_final_answer: str
    tool_trace_summary: list[TraceSummaryItem] = Field(default_factory=list)
    retry_context: dict[str, Any] | None = None
    executor_structured_output: ExecutorStructuredOutput | None = None
    executor_output_parse_status: ParseStatus = ParseStatus.NOT_PROVIDED


class VerifierOutput(BaseModel):
    """The verdict: exactly one JSON object."""

    model_config = ConfigDict(extra="allow")

    verdict: Verdict
    groundedness_score: float = Field(ge=0.0, le=1.0)
    critical_fact_count: int = Field(ge=0)
    facts_checked: list[FactCheck]
    rationale: str

    @field_validator("groundedness_score")
    @classmethod
    def _finite(cls, v: float) -> float:
        if v != v:  # NaN never leaves the verifier
            raise ValueError("groundedness_score must not be NaN")
        return v


class ExtractionRecord(BaseModel):
    """Which extractor produced the candidate facts, and what it cost."""

    model_config = ConfigDict(extra="allow")

    extractor: str = "rules"
    extraction_status: str = "ok"
    llm_calls: int = Field(default=0, ge=0)
    prompt_id: str | None = None
    prompt_hash: str | None = None
    dropped_unanchored: int = Field(default=0, ge=0)


class VerifierEvaluation(BaseModel):
    """The ``verifier_evaluation`` channel of ``diagnosis_session.self_evaluation`` for one round."""

    model_config = ConfigDict(extra="allow")

    traceability_version: str
    round: int = Field(ge=1)
    verifier_output: VerifierOutput
    tool_trace_summary: list[TraceSummaryItem]
    executor_output_parse_status: ParseStatus
    parse_failure_reason: str | None = None
    extraction: ExtractionRecord = Field(default_factory=ExtractionRecord)
    retry_context: dict[str, Any] | None = Field(default=None, description="what round 2 was told (round 2 only)")
    route: str | None = Field(default=None, description="router action: answer|disclaimer|retry|degraded")
    executor_final_answer: str | None = Field(default=None, description="the raw answer, kept for audit only")
    executor_structured_output: ExecutorStructuredOutput | None = None


class SelfEvaluation(BaseModel):
    """``diagnosis_session.self_evaluation``: one object, one key per independent writer (channel)."""

    model_config = ConfigDict(extra="allow")

    rule_evaluation: dict[str, Any] | None = None
    verifier_evaluation: dict[str, Any] | None = None
