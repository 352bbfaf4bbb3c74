"""The public verification pipeline: input → summary → parse → extract → classify → score.

The steps run in :meth:`engine.verifier.Verifier.run`; this module holds the input forms, the
audit record and the module-level functions, which delegate to a Verifier (the lazily created
:func:`engine.verifier.default_verifier` when called with the default settings).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, MutableMapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, ValidationError

from engine.contracts import ToolInvocation, VerifierInput, VerifierOutput
from engine.profiles import ToolProfiles
from engine.summarizer import ITEM_BUDGET, TOTAL_BUDGET, summarize_trace
from engine.validation import input_error
from extractors import (
    DEFAULT_NON_CRITICAL_CLAIM_TYPES,
    ExtractionResult,
    FactExtractor,
    ParseResult,
    ParseStatus,
    parse_executor_output,
)
from extractors.json_safe import MAX_JSON_DEPTH
from matchers.errors import InputError

if TYPE_CHECKING:
    from engine.verifier import Verifier


class CaseInput(BaseModel):
    """The labeled case's ``input`` form: tool invocation rows instead of a trace summary."""

    model_config = ConfigDict(extra="forbid")

    original_query: str
    executor_final_answer: str
    tool_invocations: list[ToolInvocation]
    retry_context: dict[str, Any] | None = None
    #: Tolerated beside the rows, but the summary is always rebuilt from the rows.
    tool_trace_summary: Any = None
    #: How a trace importer derived the rows (:class:`engine.importers.ImportAudit` as a dict). Never evidence.
    import_audit: dict[str, Any] | None = None


@dataclass(frozen=True)
class VerificationRun:
    """Everything one verification produced: the Verifier's input, its output and the audit record."""

    verifier_input: VerifierInput
    output: VerifierOutput
    parse: ParseResult
    extraction: ExtractionResult


def build_verifier_input(
    original_query: str,
    executor_final_answer: str,
    tool_invocations: Iterable[ToolInvocation | Mapping[str, Any]],
    retry_context: Mapping[str, Any] | None = None,
    *,
    profiles: ToolProfiles | Mapping[str, Any] | None = None,
) -> VerifierInput:
    """Build the VerifierInput from persisted rows: summarize the trace, parse the answer."""
    return _from_rows(original_query, executor_final_answer, tool_invocations, retry_context, profiles)[0]


def _from_rows(
    original_query: str,
    executor_final_answer: str,
    tool_invocations: Iterable[ToolInvocation | Mapping[str, Any]],
    retry_context: Mapping[str, Any] | None,
    profiles: ToolProfiles | Mapping[str, Any] | None,
    *,
    item_budget: int = ITEM_BUDGET,
    total_budget: int = TOTAL_BUDGET,
    max_json_depth: int = MAX_JSON_DEPTH,
    memo: MutableMapping[str, Any] | None = None,
) -> tuple[VerifierInput, ParseResult]:
    """The VerifierInput and the parse it was built from (kept, so the answer is parsed once)."""
    summary = summarize_trace(
        tool_invocations,
        profiles,
        focus_text=f"{original_query}\n{executor_final_answer}",
        item_budget=item_budget,
        total_budget=total_budget,
        memo=memo,
    )
    parse = parse_executor_output(executor_final_answer, max_depth=max_json_depth)
    vin = VerifierInput(
        original_query=original_query,
        executor_final_answer=executor_final_answer,
        tool_trace_summary=summary,
        retry_context=dict(retry_context) if retry_context is not None else None,
        executor_structured_output=parse.output,
        executor_output_parse_status=parse.status,
    )
    return vin, parse


def coerce_input(
    data: VerifierInput | Mapping[str, Any], *, profiles: ToolProfiles | Mapping[str, Any] | None = None
) -> VerifierInput:
    """Accept a VerifierInput, its dict form, or the labeled case's ``input`` form; errors name the field."""
    return _coerce(data, profiles)[0]


def _coerce(
    data: VerifierInput | Mapping[str, Any],
    profiles: ToolProfiles | Mapping[str, Any] | None,
    *,
    item_budget: int = ITEM_BUDGET,
    total_budget: int = TOTAL_BUDGET,
    max_json_depth: int = MAX_JSON_DEPTH,
    memo: MutableMapping[str, Any] | None = None,
) -> tuple[VerifierInput, ParseResult | None]:
    """:func:`coerce_input`, plus the answer's parse when it was built here from rows (else None)."""
    if isinstance(data, VerifierInput):
        return data, None
    if not isinstance(data, Mapping):
        raise InputError(f"expected a JSON object, got {type(data).__name__}", field="$")
    if "tool_invocations" in data:
        try:
            case = CaseInput.model_validate(dict(data))
        except ValidationError as exc:
            raise input_error(exc) from None
        return _from_rows(
            case.original_query,
            case.executor_final_answer,
            case.tool_invocations,
            case.retry_context,
            profiles,
            item_budget=item_budget,
            total_budget=total_budget,
            max_json_depth=max_json_depth,
            memo=memo,
        )
    try:
        return VerifierInput.model_validate(dict(data)), None
    except ValidationError as exc:
        raise input_error(exc) from None


def run_verification(
    data: VerifierInput | Mapping[str, Any],
    *,
    extractor: str | FactExtractor = "rules",
    profiles: ToolProfiles | Mapping[str, Any] | None = None,
    non_critical_types: Iterable[str] = DEFAULT_NON_CRITICAL_CLAIM_TYPES,
) -> VerificationRun:
    """Verify one input and keep every intermediate result for audit (:meth:`engine.Verifier.run`).

    With the default settings this runs on :func:`engine.verifier.default_verifier`, one
    instance created on first use; other settings build a :class:`engine.Verifier` for this
    call alone. To verify many inputs with other settings, build one Verifier and reuse it.
    """
    return _verifier_for(extractor, profiles, non_critical_types).run(data)


def verify(
    data: VerifierInput | Mapping[str, Any],
    *,
    extractor: str | FactExtractor = "rules",
    profiles: ToolProfiles | Mapping[str, Any] | None = None,
    non_critical_types: Iterable[str] = DEFAULT_NON_CRITICAL_CLAIM_TYPES,
) -> VerifierOutput:
    """Verify one answer against its tool trace; deterministic for the ``rules`` extractor.

    Delegates like :func:`run_verification`: the default Verifier for the default settings, else
    a Verifier built for this call.
    """
    return run_verification(data, extractor=extractor, profiles=profiles, non_critical_types=non_critical_types).output


def _verifier_for(
    extractor: str | FactExtractor,
    profiles: ToolProfiles | Mapping[str, Any] | None,
    non_critical_types: Iterable[str],
) -> Verifier:
    from engine.verifier import Verifier, default_verifier  # the Verifier is built on this module

    types = frozenset(non_critical_types)
    defaults = isinstance(extractor, str) and extractor == "rules" and profiles is None
    if defaults and types == DEFAULT_NON_CRITICAL_CLAIM_TYPES:
        return default_verifier()
    return Verifier(extractor=extractor, profiles=profiles, non_critical_types=types)


def _parse_of(vin: VerifierInput, max_json_depth: int = MAX_JSON_DEPTH) -> ParseResult:
    if vin.executor_structured_output is not None:
        return ParseResult(
            status=ParseStatus.PARSED, raw=vin.executor_final_answer, output=vin.executor_structured_output
        )
    parse = parse_executor_output(vin.executor_final_answer, max_depth=max_json_depth)
    if vin.executor_output_parse_status not in (ParseStatus.NOT_PROVIDED, ParseStatus.PARSED) and parse.ok:
        # The caller says parsing failed upstream; honour it rather than silently upgrading.
        return ParseResult(status=vin.executor_output_parse_status, raw=vin.executor_final_answer)
    return parse


def _rationale(counts: Mapping[str, int], n: int, parse: ParseResult) -> str:
    parts = ", ".join(f"{k}={v}" for k, v in counts.items() if v)
    head = f"{n} critical fact(s) checked" + (f": {parts}" if parts else "")
    src = "structured contract" if parse.ok else f"natural-language fallback ({parse.status.value})"
    return f"{head}; facts from {src}."
