"""Shared CLI input handling: one JSON object or JSON Lines, from a file or stdin."""

from __future__ import annotations

import json
import logging
import sys
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from engine.guard import read_documents
from engine.limits import DEFAULT_LIMITS, Limits
from engine.validation import input_error
from matchers.errors import InputError, VerifierError

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Record:
    """One input record: its label for messages (case id or line number), the value or the parse error."""

    label: str
    value: Any = None
    error: str | None = None


def read_text(path: str) -> str:
    """Read ``path`` (``-`` for stdin) as UTF-8, replacing undecodable bytes."""
    if path == "-":
        return sys.stdin.buffer.read().decode("utf-8", errors="replace")
    return Path(path).read_bytes().decode("utf-8", errors="replace")


def iter_records(text: str, limits: Limits = DEFAULT_LIMITS) -> Iterator[Record]:
    """Yield one record for a whole-text JSON document, else one per non-empty JSON Lines line.

    Documents are read strictly and within ``limits`` (:func:`engine.guard.read_documents`): a
    line with a lone surrogate, a repeated key, ``NaN``, too deep or too large is a record with
    its error (labelled by the case id it spells, when it spells one), and the rest still run.
    """
    for doc in read_documents(text, limits):
        where = "input" if doc.line is None else f"line {doc.line}"
        if doc.error is not None:
            label = f"case {doc.case_id} ({where})" if doc.case_id is not None else where
            yield Record(label, error=doc.error)
        else:
            yield Record(f"case {doc.case_id}" if doc.case_id is not None else where, doc.value)


def dumps(obj: Any) -> str:
    """Compact, deterministic JSON for stdout."""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def unwrap_case(value: Any) -> tuple[Any, str | None]:
    """Return (verifier input data, case_id) for a labeled case or a bare input."""
    if not isinstance(value, Mapping):
        return value, None
    case_id = value.get("case_id")
    case_id = str(case_id) if case_id is not None else None
    if "input" in value and isinstance(value["input"], Mapping):
        return value["input"], case_id
    if "input" in value:
        raise InputError("field input: must be an object", field="input")
    data = {k: v for k, v in value.items() if k != "case_id"}
    return data, case_id


def record_output(
    value: Any, handle: Callable[[Mapping[str, Any]], dict[str, Any]]
) -> tuple[str | None, dict[str, Any]]:
    """(case_id, ``handle``'s output) of one native record: a labeled case (its ``input``) or a bare input.

    Raises a :class:`VerifierError` whose ``field`` is the path in the record (``input.`` first
    for a labeled case); a pydantic validation error becomes an ``InputError`` naming its field.
    """
    data, case_id = unwrap_case(value)
    if not isinstance(data, Mapping):
        raise InputError(f"expected a JSON object, got {type(data).__name__}", field="$")
    try:
        try:
            return case_id, handle(data)
        except ValidationError as exc:
            raise input_error(exc) from None
    except VerifierError as exc:
        if "input" in value and exc.field and exc.field != "$":
            exc.field = f"input.{exc.field}"
        raise


def failure_line(label: str, exc: VerifierError) -> str:
    """The one stderr line of a failed record: ``error: LABEL (field PATH): [CODE] message``."""
    where = f" (field {exc.field})" if exc.field and exc.field != "$" else ""
    return f"error: {label}{where}: {exc}".splitlines()[0]


def process_records(
    path: str, handle: Callable[[Mapping[str, Any]], dict[str, Any]], limits: Limits = DEFAULT_LIMITS
) -> int:
    """Run ``handle`` on every input record of ``path`` and print one JSON line per good record.

    A bad record gives one line on stderr naming the case (or line) and the field, and the
    other records are still processed. Returns the exit code: 0, or 2 if any record failed.
    """
    return _process(path, lambda value: record_output(value, handle), limits)


def _process(path: str, step: Callable[[Any], tuple[str | None, dict[str, Any]]], limits: Limits) -> int:
    try:
        text = read_text(path)
    except OSError as exc:
        print(f"error: cannot read {path}: {exc.strerror}", file=sys.stderr)
        return 2
    failed = False
    for rec in iter_records(text, limits):
        if rec.error is not None:
            print(f"error: {rec.label}: {rec.error}", file=sys.stderr)
            failed = True
            continue
        try:
            case_id, out = step(rec.value)
        except VerifierError as exc:
            print(failure_line(rec.label, exc), file=sys.stderr)
            failed = True
            continue
        except Exception as exc:  # a bug on one record must not drop the rest of the batch
            log.exception("internal error on %s", rec.label)
            print(f"error: {rec.label}: internal error: {type(exc).__name__}: {exc}".splitlines()[0], file=sys.stderr)
            failed = True
            continue
        if case_id is not None:
            out = {"case_id": case_id, **out}
        sys.stdout.write(dumps(out) + "\n")
        sys.stdout.flush()
    return 2 if failed else 0


def unwrap_trace(value: Any) -> tuple[Any, str | None, str | None, bool]:
    """(payload, case_id, session_id, wrapped) of a JSON Lines trace wrapper ``{"case_id", "session_id"?, "trace"}``.

    Anything without a ``trace`` key is the payload itself.
    """
    if isinstance(value, Mapping) and "trace" in value:
        case_id = value.get("case_id")
        session_id = value.get("session_id")
        if session_id is not None and not isinstance(session_id, str):
            raise InputError("field session_id: must be a string", field="session_id")
        return value["trace"], (str(case_id) if case_id is not None else None), session_id, True
    return value, None, None, False


def trace_output(
    value: Any, handle: Callable[[Any, str | None, str | None], dict[str, Any]]
) -> tuple[str | None, dict[str, Any]]:
    """(case_id, ``handle(payload, case_id, session_id)``) of one trace record, wrapped or bare.

    Raises a :class:`VerifierError` whose ``field`` is the path in the record (``trace.`` first
    for a wrapped one).
    """
    payload, case_id, session_id, wrapped = unwrap_trace(value)
    try:
        return case_id, handle(payload, case_id, session_id)
    except VerifierError as exc:
        if wrapped and exc.field and exc.field != "$":
            exc.field = f"trace.{exc.field}"
        raise


def process_traces(
    path: str, handle: Callable[[Any, str | None, str | None], dict[str, Any]], limits: Limits = DEFAULT_LIMITS
) -> int:
    """Run ``handle(payload, case_id, session_id)`` on every trace record of ``path``; one JSON line per good record.

    Like :func:`process_records`: a bad record is one stderr line naming the case (or line) and
    the field inside the trace, and the others still run. Returns 0, or 2 if any record failed.
    """
    return _process(path, lambda value: trace_output(value, handle), limits)
