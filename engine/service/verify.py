"""``POST /v1/verify`` and ``/v1/verify:batch``: one body (or batch item) in, the CLI's VerifierOutput out.

The output part is built exactly as ``chat-verifier verify`` prints it — ``case_id`` first when
given, then ``VerifierOutput.model_dump(mode="json", exclude_none=True)`` — and the service's
audit keys follow it, so the response text starts with the CLI's line minus its closing brace.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

from engine.contracts import VerifierInput
from engine.importers import AUTO, import_trace, importer_registry
from engine.limits import LimitExceededError, Limits
from engine.pipeline import CaseInput, VerificationRun
from engine.service.extract import CURRENT_DEADLINE
from engine.service.models import SERVICE_KEYS, TraceBody
from engine.service.problems import ProblemError, from_validation, from_verifier_error, pointer
from engine.service.runtime import Runtime
from matchers.errors import InputError

__all__ = ["VerifyItem", "canonical_json", "prepare", "request_hash", "verify_batch", "verify_item"]

log = logging.getLogger(__name__)

EXTRACTORS = ("rules", "llm", "none")


def canonical_json(value: Any) -> bytes:
    """Sorted keys, no whitespace, UTF-8: the form request digests are taken of."""
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def request_hash(value: Any) -> str:
    """``sha256:<hex>`` of the canonical JSON of ``value``."""
    return "sha256:" + hashlib.sha256(canonical_json(value)).hexdigest()


@dataclass(frozen=True)
class VerifyItem:
    """One verify request, checked and ready for the Verifier."""

    data: dict[str, Any]
    extract: str
    case_id: str | None
    trace: TraceBody | None
    request_hash: str
    prefix: str


def service_keys(body: Mapping[str, Any], prefix: str, default_extract: str) -> tuple[str, str | None]:
    """The body's ``extract`` (checked; default from the config) and ``case_id`` (as a string, as the CLI has it)."""
    errors = []
    extract = body.get("extract")
    if extract is not None and extract not in EXTRACTORS:
        errors.append({"pointer": prefix + "/extract", "detail": f"must be one of {', '.join(EXTRACTORS)}"})
    case_id = body.get("case_id")
    if case_id is not None and (isinstance(case_id, bool) or not isinstance(case_id, str | int)):
        errors.append({"pointer": prefix + "/case_id", "detail": "must be a string or an integer"})
    if errors:
        raise ProblemError("invalid-input", f"{errors[0]['pointer']}: {errors[0]['detail']}", errors=errors)
    return extract or default_extract, (str(case_id) if case_id is not None else None)


def check_limits(data: Mapping[str, Any], limits: Limits, *, size_hint: int) -> None:
    """The Verifier's limits a service can check cheaply before verifying (raises LimitExceededError).

    ``size_hint`` bounds every output's size (the body's bytes): outputs are measured only when it
    could exceed ``max_output_bytes``.
    """
    answer = data.get("executor_final_answer")
    if isinstance(answer, str) and len(answer) > limits.max_answer_chars:
        raise LimitExceededError(
            "max_answer_chars", len(answer), limits.max_answer_chars, field="executor_final_answer"
        )
    rows = data.get("tool_invocations")
    if not isinstance(rows, list):
        return
    if len(rows) > limits.max_invocations:
        raise LimitExceededError("max_invocations", len(rows), limits.max_invocations, field="tool_invocations")
    if size_hint <= limits.max_output_bytes:
        return
    for i, row in enumerate(rows):
        out = row.get("output") if isinstance(row, Mapping) else None
        if out is None:
            continue
        size = len(out.encode("utf-8")) if isinstance(out, str) else len(canonical_json(out))
        if size > limits.max_output_bytes:
            raise LimitExceededError(
                "max_output_bytes", size, limits.max_output_bytes, field=f"tool_invocations[{i}].output"
            )


def prepare(body: Any, runtime: Runtime, *, prefix: str = "", size_hint: int) -> VerifyItem:
    """Check one verify body (or batch item at ``prefix``) and split off the service keys; raises ProblemError."""
    if not isinstance(body, Mapping):
        raise ProblemError(
            "invalid-input",
            "a verify body is a JSON object",
            errors=[{"pointer": prefix, "detail": f"expected an object, got {type(body).__name__}"}],
        )
    extract, case_id = service_keys(body, prefix, runtime.config.extract)
    data = {k: v for k, v in body.items() if k not in SERVICE_KEYS}
    trace = None
    if "trace" in body:
        try:
            trace = TraceBody.model_validate(body)
        except ValidationError as exc:
            raise from_validation(exc, prefix) from None
        if trace.trace_format != AUTO and trace.trace_format not in importer_registry:
            known = ", ".join([AUTO, *importer_registry])
            raise ProblemError(
                "invalid-input",
                f"unknown trace_format {trace.trace_format!r}; one of {known}",
                errors=[{"pointer": prefix + "/trace_format", "detail": f"one of {known}"}],
            )
    else:
        try:
            check_limits(data, runtime.verifier.limits, size_hint=size_hint)
        except LimitExceededError as exc:
            raise from_verifier_error(exc, prefix) from None
    return VerifyItem(data, extract, case_id, trace, request_hash({"extract": extract, "input": data}), prefix)


def _engine_input(item: VerifyItem) -> Mapping[str, Any]:
    if item.trace is None:
        return item.data
    t = item.trace
    case = import_trace(
        t.trace, t.trace_format, session_id=t.session_id, original_query=t.original_query, case_id=item.case_id
    )
    return {name: getattr(case, name) for name in CaseInput.model_fields}


def _input_problem(exc: InputError, item: VerifyItem) -> ProblemError:
    """The problem of an input the engine refused: every validation error when the shape was wrong."""
    if item.trace is not None:
        return from_verifier_error(exc, item.prefix + "/trace")
    if not isinstance(exc, LimitExceededError):
        model = CaseInput if "tool_invocations" in item.data else VerifierInput
        try:
            model.model_validate(item.data)
        except ValidationError as verr:
            return from_validation(verr, item.prefix)
    return from_verifier_error(exc, item.prefix)


def verify_item(runtime: Runtime, item: VerifyItem) -> tuple[dict[str, Any], VerificationRun]:
    """Verify one prepared item (in a worker thread); returns the response object and the run."""
    try:
        run = runtime.verifier_for(item.extract).run(_engine_input(item))
    except InputError as exc:
        raise _input_problem(exc, item) from None
    out = run.output.model_dump(mode="json", exclude_none=True)
    if item.case_id is not None:
        out = {"case_id": item.case_id, **out}
    out["llm_calls"] = run.extraction.llm_calls
    out["verifier_version"] = runtime.version
    out["ruleset_hash"] = runtime.ruleset_hash
    out["request_hash"] = item.request_hash
    record_run(runtime, run)
    return out, run


def record_run(runtime: Runtime, run: VerificationRun) -> None:
    """Count a run's fact labels, LLM calls and fallbacks, and a parse failure."""
    m = runtime.metrics
    for fact in run.output.facts_checked:
        m.fact_labels.labels(fact.verification.value).inc()
    if run.extraction.llm_calls:
        m.llm_calls.inc(run.extraction.llm_calls)
    status = run.extraction.extraction_status
    if status.startswith("fallback:") and run.extraction.extractor != "none":
        m.llm_fallbacks.labels(status.removeprefix("fallback:")).inc()
    if not run.parse.ok:
        m.parse_failures.labels(run.parse.status.value).inc()


def _item_error(exc: ProblemError) -> dict[str, Any]:
    err = exc.body(instance="")
    err.pop("instance")
    return err


def verify_batch(runtime: Runtime, items: list[Any], *, size_hint: int) -> list[dict[str, Any]]:
    """Verify every batch item in order; a bad item (or one past the deadline) is an error result, never a 4xx."""
    deadline = CURRENT_DEADLINE.get()
    results: list[dict[str, Any]] = []
    for i, raw in enumerate(items):
        prefix = pointer(("items", i))
        try:
            if deadline is not None and deadline.expired:
                runtime.metrics.fail_closed.labels("deadline").inc()
                raise ProblemError(
                    "deadline-exceeded", f"the batch deadline of {deadline.ms} ms passed before item {i}"
                )
            out, _ = verify_item(runtime, prepare(raw, runtime, prefix=prefix, size_hint=size_hint))
        except ProblemError as exc:
            results.append({"index": i, "error": _item_error(exc)})
            continue
        except Exception:  # a bug on one item must not take the other items down
            log.exception("batch item %d failed", i)
            runtime.metrics.fail_closed.labels("internal_error").inc()
            results.append(
                {"index": i, "error": _item_error(ProblemError("internal-error", "item failed; see the log"))}
            )
            continue
        results.append({"index": i, "output": out})
    return results
