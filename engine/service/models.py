"""Request and response models of the HTTP API (pydantic v2; the OpenAPI 3.1 document is built from them).

The verify bodies are the engine's own contracts (``VerifierInput``, the labeled case's input
form) plus two service keys, ``extract`` and ``case_id``; a trace body carries a payload for an
importer. Responses carry the engine's ``VerifierOutput`` unchanged, plus the service's audit keys.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from engine.contracts import JSONValue, VerifierInput, VerifierOutput
from engine.pipeline import CaseInput

__all__ = [
    "SERVICE_KEYS",
    "BatchItemError",
    "BatchItemOutput",
    "BatchRequest",
    "BatchResponse",
    "CaseInputBody",
    "LimitsResponse",
    "PostedInvocation",
    "RoundRequest",
    "RoundResponse",
    "TraceBody",
    "VerifierInputBody",
    "VerifyResponse",
    "VersionResponse",
]

Extract = Literal["rules", "llm", "none"]
#: Keys a verify body may carry beside the engine's input; they are removed before the Verifier sees it.
SERVICE_KEYS = ("extract", "case_id")

_EXTRACT = Field(
    None,
    description="fallback extractor for an answer that is not the structured contract: rules (default), "
    "llm (an OpenAI-compatible endpoint; falls back to rules on any failure, within the deadline) or "
    "none (no extractor; the rule sweep of confirmed sentences still runs)",
)
_CASE_ID = Field(None, description="echoed first in the output, as `chat-verifier verify` prints it")


class _ServiceKeys(BaseModel):
    extract: Extract | None = _EXTRACT
    case_id: str | int | None = _CASE_ID


class VerifierInputBody(VerifierInput, _ServiceKeys):
    """A VerifierInput (with its trace summary already built), plus ``extract`` and ``case_id``."""

    model_config = ConfigDict(extra="forbid", title="VerifierInputBody")


class CaseInputBody(CaseInput, _ServiceKeys):
    """The labeled case's ``input`` form (``tool_invocations`` rows), plus ``extract`` and ``case_id``."""

    model_config = ConfigDict(extra="forbid", title="CaseInputBody")


class TraceBody(_ServiceKeys):
    """An agent-stack trace for an importer (``chat-verifier verify --trace-format``)."""

    model_config = ConfigDict(extra="forbid")

    trace_format: str = Field(
        "auto",
        description="openai_chat, openai_responses, anthropic, langchain, otel_genai, openinference, "
        "spring_ai, agentscope or auto",
    )
    trace: JSONValue = Field(description="the payload, as the agent stack wrote it")
    session_id: str | None = Field(None, description="session id of the imported rows (default: the trace's)")
    original_query: str | None = Field(None, description="the operator's question (default: the first user message)")


VerifyBody = VerifierInputBody | CaseInputBody | TraceBody


class VerifyResponse(VerifierOutput):
    """The VerifierOutput exactly as ``chat-verifier verify`` prints it, then the service's audit keys."""

    model_config = ConfigDict(extra="allow")

    case_id: str | None = Field(None, description="the request's case_id (first key when present)")
    llm_calls: int = Field(ge=0, description="LLM requests this verification made")
    verifier_version: str = Field(description="the chat-verifier package version")
    ruleset_hash: str = Field(description="digest of the rule data, thresholds, prompts and templates")
    request_hash: str = Field(description="sha256 of the canonical input and extractor: sha256:<hex>")


class BatchRequest(BaseModel):
    """Up to ``max_batch_items`` verify bodies (any of the three forms each)."""

    model_config = ConfigDict(extra="forbid")

    items: list[Any] = Field(description="VerifierInputBody, CaseInputBody or TraceBody objects (checked one by one)")


class BatchItemOutput(BaseModel):
    """A verified item."""

    model_config = ConfigDict(extra="forbid")

    index: int = Field(ge=0)
    output: VerifyResponse


class BatchItemError(BaseModel):
    """An item that could not be verified: its problem details (pointers are into the whole batch body)."""

    model_config = ConfigDict(extra="forbid")

    index: int = Field(ge=0)
    error: dict[str, Any] = Field(description="an RFC 9457 problem object without `instance`")


class BatchResponse(BaseModel):
    """One result per item, in item order; a bad item never fails the batch."""

    model_config = ConfigDict(extra="forbid")

    results: list[BatchItemOutput | BatchItemError]


class PostedInvocation(BaseModel):
    """One tool call of the posted round. ``session_id`` and ``round``, when given, must be the round's own."""

    model_config = ConfigDict(extra="allow")

    invocation_id: str = Field(min_length=1, max_length=128)
    session_id: str | None = None
    round: int | None = Field(None, ge=1)
    tool_name: str = Field(min_length=1, max_length=128)
    input: dict[str, Any] = Field(default_factory=dict)
    output: JSONValue = None
    success: bool
    error: str | None = None
    started_at: str | None = Field(None, max_length=64)
    duration_ms: float | None = Field(default=None, ge=0)


class RoundRequest(BaseModel):
    """One Planner → Executor round of a session, as the chat backend ran it."""

    model_config = ConfigDict(extra="forbid")

    original_query: str | None = Field(None, description="required on round 1; on round 2 it must match")
    executor_final_answer: str = Field(description="the raw text the Executor emitted")
    tool_invocations: list[PostedInvocation] = Field(default_factory=list, description="this round's tool calls")
    retry_context: dict[str, Any] | None = Field(
        None, description="round 2 only: what the Planner was told (default: the server's from round 1)"
    )
    round: int | None = Field(None, ge=1, description="the round being posted (default: the next one)")
    extract: Extract | None = _EXTRACT


class RoundResponse(BaseModel):
    """The routing decision of the round: what the backend does next and what the user sees."""

    model_config = ConfigDict(extra="forbid")

    session_id: str
    round: int = Field(ge=1)
    action: Literal["answer", "answer_with_disclaimer", "retry", "degraded"]
    user_output: str | None = Field(description="the fixed templates filled in; null when action is retry")
    retry_context: dict[str, Any] | None = Field(description="what to tell the Planner for round 2 (retry only)")
    verdict: Literal["PASS", "LOW_CONFID", "REJECT"]
    groundedness_score: float = Field(ge=0.0, le=1.0)
    verifier_output: VerifierOutput
    llm_calls: int = Field(ge=0)
    verifier_version: str
    ruleset_hash: str
    request_hash: str


class LimitsResponse(BaseModel):
    """The effective limits: the Verifier's input maxima and the service's own."""

    model_config = ConfigDict(extra="forbid")

    max_input_bytes: int
    max_answer_chars: int
    max_output_bytes: int
    max_invocations: int
    max_json_depth: int
    max_claims: int
    max_body_bytes: int
    max_batch_items: int
    deadline_ms: int = Field(description="the deadline of a request that sends no X-Deadline-Ms")
    max_deadline_ms: int
    rate_limit_per_second: float = Field(description="per API key, in each worker process")
    rate_limit_burst: int


class VersionResponse(BaseModel):
    """What is running."""

    model_config = ConfigDict(extra="forbid")

    name: str
    verifier_version: str
    ruleset_hash: str
    api: str
    templates_version: str
