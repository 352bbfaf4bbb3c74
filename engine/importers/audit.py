"""The import audit and the importer options: how each row was derived, as data beside the case input.

The audit sits in the case input's ``import_audit`` key, which the verifier ignores: it never
counts as evidence and never changes a verdict. It records, per invocation, where the call and
its result were found and how ``success`` was decided (``explicit`` flag of the format, the
OTel ``span_status``, the error-text ``heuristic``, or ``no_result``), so a heuristic never
counts silently; and, per trace, where the session id, the query and the answer came from.
"""

from __future__ import annotations

from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field

#: Result texts starting with one of these (after leading spaces, case-insensitive) are failures
#: in formats without an explicit error flag. LangChain's ToolNode writes ``Error: …``, the
#: OpenAI Agents SDK ``An error occurred while running the tool…``, smolagents and CrewAI the others.
DEFAULT_ERROR_PREFIXES: tuple[str, ...] = (
    "Tool failed:",
    "Error:",
    "Exception occurred in tool:",
    "Error executing tool",
    "Error running tool",
    "An error occurred while running the tool",
    "ToolException:",
    "Traceback (most recent call last)",
)


class SuccessSource(StrEnum):
    """Where an invocation's ``success`` came from."""

    EXPLICIT = "explicit"  # the format's own flag: is_error, status="error", state
    SPAN_STATUS = "span_status"  # the OTel span status (OpenTelemetry GenAI, OpenInference)
    HEURISTIC = "heuristic"  # the configurable error-text rule, for formats without a flag
    NO_RESULT = "no_result"  # the call has no result in the trace: a gap, never support


class ErrorTextRule(BaseModel):
    """The documented, configurable rule that infers failure from a result's text.

    A result whose text, after leading whitespace, starts with one of ``prefixes`` is a failed
    call (``success=false``, ``error`` = the whole text). Only applied where the format has no
    explicit flag; the audit records it as ``heuristic`` with the prefix that matched.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    prefixes: tuple[str, ...] = DEFAULT_ERROR_PREFIXES
    case_sensitive: bool = False

    def match(self, text: str) -> str | None:
        """The prefix ``text`` starts with, or None."""
        head = text.lstrip()
        for prefix in self.prefixes:
            if head.startswith(prefix) if self.case_sensitive else head[: len(prefix)].lower() == prefix.lower():
                return prefix
        return None


class ImportOptions(BaseModel):
    """Options of one import."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    error_rule: ErrorTextRule = Field(default_factory=ErrorTextRule)
    strict_arguments: bool = Field(
        default=False,
        description="non-JSON call arguments are an error instead of a raw string flagged in the audit",
    )


class InvocationAudit(BaseModel):
    """How one ToolInvocation row was derived."""

    model_config = ConfigDict(extra="forbid")

    invocation_id: str
    call_at: str = Field(description="path of the call in the payload, e.g. messages[2].tool_calls[0]")
    result_at: str | None = Field(default=None, description="path of its result; null when there is none")
    round: int = Field(ge=1, description="1-based index of the model turn that issued the call")
    success_source: SuccessSource
    heuristic_rule: str | None = Field(default=None, description="the error prefix that matched (heuristic only)")
    input_raw: bool = Field(default=False, description="arguments were not a JSON object: kept raw under input._raw")
    output_parsed_json: bool = Field(default=False, description="a JSON string result was parsed into JSON")
    notes: list[str] = Field(default_factory=list)


class ImportAudit(BaseModel):
    """How a trace became a case input (``import_audit``): provenance only, never evidence.

    Derivation rules (the import contract):

    - ``round`` is the 1-based index of the model turn that issued the call; parallel calls of one
      turn share it. Spans: the index of the inference span whose output names the call id, else
      of the last inference span started before the tool span.
    - ``session_id``: the caller's, else the trace's conversation or thread id, else the JSON
      Lines wrapper's ``case_id``, else ``trace-`` + 16 hex digits of the SHA-256 of the payload's
      canonical JSON. Never random.
    - ``input``: the parsed JSON arguments; anything else is kept raw as ``{"_raw": text}`` and
      flagged (``input_raw``), or refused with ``strict_arguments``.
    - a call without a result: ``success=false``, ``error="no_result"``.
    - ``success``: the format's explicit flag or span status where it has one, else the
      error-text rule (:class:`ErrorTextRule`); ``success_source`` says which.
    - OTel content not captured (opt-in attributes absent): a note, ``output`` null, no evidence,
      not a failure.
    - ``original_query``: the first user message's text unless given; ``executor_final_answer``:
      the last assistant message's text (text parts joined by a newline).
    - ids are kept verbatim; a call without any id (legacy ``function_call``) gets its path.
    - a tool result that is a JSON object or array in a string is parsed.
    """

    model_config = ConfigDict(extra="forbid")

    format: str
    importer: str = Field(description="versioned importer name, e.g. openai_chat.v1")
    session_id_source: str = Field(description="caller | trace | case_id | derived")
    query_source: str = Field(description="caller | trace")
    answer_at: str | None = Field(default=None, description="path of the message the answer was taken from")
    error_rule: ErrorTextRule
    invocations: list[InvocationAudit] = Field(default_factory=list)
    notes: list[str] = Field(default_factory=list)
