"""``import_trace`` and ``verify_trace``: an agent-stack trace → the labeled case's input form → a verdict."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from typing import Any

from engine.contracts import VerifierOutput
from engine.guard import measure
from engine.importers.audit import ImportAudit, ImportOptions
from engine.importers.errors import MissingTraceValueError
from engine.importers.registry import ImporterRegistry, TraceImporter, default_importer_registry
from engine.importers.transcript import Transcript
from engine.limits import DEFAULT_LIMITS, LimitExceededError, Limits
from engine.pipeline import CaseInput, verify
from extractors import DEFAULT_NON_CRITICAL_CLAIM_TYPES, FactExtractor

#: The bundled importers. Build your own with :func:`default_importer_registry` to add one.
importer_registry: ImporterRegistry = default_importer_registry()

#: The value of ``format`` that asks for auto-detection.
AUTO = "auto"


def derived_session_id(obj: Any) -> str:
    """``trace-`` + 16 hex digits of the SHA-256 of ``obj``'s canonical JSON (sorted keys): never random."""
    canon = json.dumps(obj, sort_keys=True, ensure_ascii=False, separators=(",", ":"), default=str)
    return "trace-" + hashlib.sha256(canon.encode("utf-8")).hexdigest()[:16]


def resolve_importer(obj: Any, format: str = AUTO, registry: ImporterRegistry | None = None) -> TraceImporter:
    """The importer for ``format``, or the auto-detected one."""
    reg = registry if registry is not None else importer_registry
    return reg.detect(obj) if format == AUTO else reg.get(format)


def import_trace(
    obj: Any,
    format: str = AUTO,
    *,
    session_id: str | None = None,
    original_query: str | None = None,
    case_id: str | None = None,
    options: ImportOptions | None = None,
    registry: ImporterRegistry | None = None,
    limits: Limits | None = None,
) -> CaseInput:
    """Turn one agent-stack trace into the labeled case's ``input`` form (rows plus ``import_audit``).

    Args:
        obj: the parsed payload (a message list, a request/response pair, OTLP JSON, …).
        format: an importer name (``openai_chat``, ``openai_responses``, ``anthropic``,
            ``langchain``, ``otel_genai``, ``openinference``, ``spring_ai``, ``agentscope``) or ``auto``.
        session_id: the caller's session id; wins over the trace's own.
        original_query: the operator's question; else the first user message.
        case_id: a JSON Lines wrapper's case id, the session id's fallback.
        options: the error-text rule and argument strictness.
        registry: importers to use (default: the bundled ones).
        limits: input maxima the payload is checked against first (default: :data:`engine.limits.DEFAULT_LIMITS`):
            its depth, lone surrogates and total size; the rows it gives are checked by the Verifier.

    Raises:
        LimitExceededError: the payload exceeds ``max_json_depth`` or ``max_input_bytes``.
        TraceImportError: the payload is malformed (the field path names the message and key).
        FormatDetectionError: ``auto`` found no importer, or several.
        RegistryError: ``format`` is not registered.
    """
    lim = limits if limits is not None else DEFAULT_LIMITS
    size = measure(obj, (), depth=0, limits=lim)
    if size > lim.max_input_bytes:
        raise LimitExceededError("max_input_bytes", size, lim.max_input_bytes, field="$")
    importer = resolve_importer(obj, format, registry)
    transcript = Transcript(options)
    importer.read(obj, transcript)
    if session_id is not None:
        sid, sid_source = session_id, "caller"
    elif transcript.trace_session_id is not None:
        sid, sid_source = transcript.trace_session_id, "trace"
    elif case_id is not None:
        sid, sid_source = str(case_id), "case_id"
    else:
        sid, sid_source = derived_session_id(obj), "derived"
    query = original_query if original_query is not None else transcript.query
    if query is None:
        raise MissingTraceValueError("$", "no user message with text in the trace; pass original_query")
    if transcript.answer is None:
        raise MissingTraceValueError("$", "no assistant message with text in the trace (the answer to verify)")
    rows, invocations = transcript.build(sid)
    audit = ImportAudit(
        format=importer.name,
        importer=importer.version,
        session_id_source=sid_source,
        query_source="caller" if original_query is not None else "trace",
        answer_at=transcript.answer_at,
        error_rule=transcript.options.error_rule,
        invocations=invocations,
        notes=transcript.notes,
    )
    return CaseInput(
        original_query=query,
        executor_final_answer=transcript.answer,
        tool_invocations=rows,
        import_audit=audit.model_dump(mode="json"),
    )


def verify_trace(
    obj: Any,
    format: str = AUTO,
    *,
    session_id: str | None = None,
    original_query: str | None = None,
    options: ImportOptions | None = None,
    extractor: str | FactExtractor = "rules",
    non_critical_types: Iterable[str] = DEFAULT_NON_CRITICAL_CLAIM_TYPES,
) -> VerifierOutput:
    """Import ``obj`` (see :func:`import_trace`) and verify it: the API form of ``verify --trace-format``."""
    case = import_trace(obj, format, session_id=session_id, original_query=original_query, options=options)
    data = {name: getattr(case, name) for name in CaseInput.model_fields}  # the rows as models: no re-dump
    return verify(data, extractor=extractor, non_critical_types=non_critical_types)
