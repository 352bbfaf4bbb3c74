"""Errors of the trace importers: one :class:`TraceImportError` naming the message index and field."""

from __future__ import annotations

from collections.abc import Sequence

from matchers.errors import ErrorCode, InputError


class TraceImportError(InputError):
    """A trace payload is malformed; ``field`` is the path of the offending item (``messages[3].tool_call_id``).

    Uses the input-error codes of the catalogue: ``E103`` when a required value is missing,
    ``E102`` for a wrong shape, an orphan result, a duplicate id or an unknown role.
    """

    def __init__(self, field: str, message: str, *, code: ErrorCode | None = None) -> None:
        super().__init__(message if field == "$" else f"{field}: {message}", code=code, field=field)


class MissingTraceValueError(TraceImportError):
    """A required value (a call id, a tool name, the answer) is absent from the trace."""

    default_code = ErrorCode.E103


class FormatDetectionError(TraceImportError):
    """Auto-detection found no importer, or several (``candidates`` lists them)."""

    def __init__(self, message: str, candidates: Sequence[str] = ()) -> None:
        self.candidates = tuple(candidates)
        super().__init__("$", message)
