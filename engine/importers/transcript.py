"""The one builder every importer feeds: model turns, calls and results in trace order → rows and audit.

An importer walks its format and tells the :class:`Transcript` what it sees (a user text, the
start of a model turn, an assistant text, a call, a result). The transcript applies the
derivation rules of :class:`engine.importers.audit.ImportAudit` in one place: rounds, call/result
pairing by id, the no-result gap, success and its source, argument parsing, and the checks
that make a malformed payload one :class:`TraceImportError` naming the path.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.contracts import ToolInvocation
from engine.importers.audit import ImportOptions, InvocationAudit, SuccessSource
from engine.importers.content import as_text, result_value
from engine.importers.errors import MissingTraceValueError, TraceImportError
from extractors.json_safe import loads
from matchers.errors import InputError, LimitExceededError

#: ``error`` of a call that has no result in the trace.
NO_RESULT = "no_result"
#: The ``input`` key that holds arguments that were not a JSON object.
RAW_INPUT_KEY = "_raw"


@dataclass(slots=True)
class _Call:
    invocation_id: str
    tool_name: str
    input: dict[str, Any]
    round: int
    at: str
    seq: int
    input_raw: bool
    started_at: str | None = None
    duration_ms: float | None = None
    notes: list[str] = field(default_factory=list)
    result: _Result | None = None


@dataclass(slots=True)
class _Result:
    at: str | None
    output: Any
    success: bool
    error: str | None
    source: SuccessSource
    rule: str | None
    parsed: bool
    notes: list[str]


class Transcript:
    """Accumulates one trace, in order, and builds the ToolInvocation rows and their audit."""

    def __init__(self, options: ImportOptions | None = None) -> None:
        self.options = options or ImportOptions()
        self.round = 0
        self.query: str | None = None
        self.answer: str | None = None
        self.answer_at: str | None = None
        self.trace_session_id: str | None = None
        self.notes: list[str] = []
        self._calls: dict[str, _Call] = {}
        self._pending: list[tuple[str, str, int]] = []  # results whose call was not seen yet: (id, at, seq)
        self._seq = 0

    # ---- what an importer reports -------------------------------------------------------------
    def user(self, text: str | None) -> None:
        """A user message's text; the first non-empty one is the query."""
        if self.query is None and text is not None and text.strip():
            self.query = text

    def turn(self) -> int:
        """Start the next model turn; returns its 1-based index (the round of its calls)."""
        self.round += 1
        return self.round

    def assistant_text(self, text: str | None, at: str) -> None:
        """An assistant text; the last non-empty one is the answer."""
        if text is not None and text.strip():
            self.answer, self.answer_at = text, at

    def session(self, session_id: Any) -> None:
        """The trace's own conversation or thread id (the first one seen wins)."""
        if self.trace_session_id is None and isinstance(session_id, str | int) and str(session_id).strip():
            self.trace_session_id = str(session_id)

    def call(
        self,
        call_id: Any,
        name: Any,
        arguments: Any,
        at: str,
        *,
        id_field: str = "id",
        name_field: str = "name",
        args_field: str = "arguments",
        round: int | None = None,
        started_at: str | None = None,
        duration_ms: float | None = None,
        notes: list[str] | None = None,
    ) -> None:
        """A tool call of the current model turn (or of ``round``), with its id kept verbatim."""
        if not isinstance(call_id, str | int) or not str(call_id):
            raise MissingTraceValueError(f"{at}.{id_field}", "tool call without an id")
        if not isinstance(name, str) or not name:
            raise MissingTraceValueError(f"{at}.{name_field}", "tool call without a tool name")
        cid = str(call_id)
        if cid in self._calls:
            first = self._calls[cid].at
            raise TraceImportError(f"{at}.{id_field}", f"duplicate tool call id {cid!r} (first at {first})")
        rnd = round if round is not None else self.round
        if rnd < 1:
            raise TraceImportError(at, "tool call outside any model turn")
        data, raw = self._arguments(arguments, f"{at}.{args_field}")
        self._seq += 1
        self._calls[cid] = _Call(cid, name, data, rnd, at, self._seq, raw, started_at, duration_ms, list(notes or []))

    def result(
        self,
        call_id: Any,
        content: Any,
        at: str,
        *,
        id_field: str = "id",
        success: bool | None = None,
        source: SuccessSource = SuccessSource.EXPLICIT,
        error: str | None = None,
        notes: list[str] | None = None,
    ) -> None:
        """The result of call ``call_id``. ``success=None`` means the format has no flag: apply the error-text rule."""
        if not isinstance(call_id, str | int) or not str(call_id):
            raise MissingTraceValueError(f"{at}.{id_field}", "tool result without a call id (a result without a call)")
        cid = str(call_id)
        self._seq += 1
        call = self._calls.get(cid)
        if call is None:
            self._pending.append((cid, f"{at}.{id_field}", self._seq))
            return
        if call.result is not None:
            raise TraceImportError(f"{at}.{id_field}", f"second result for call {cid!r} (first at {call.result.at})")
        call.result = self._result(content, at, success, source, error, list(notes or []))

    def note(self, text: str) -> None:
        """A trace-level audit note."""
        if text not in self.notes:
            self.notes.append(text)

    # ---- the derivation rules -----------------------------------------------------------------
    def _arguments(self, arguments: Any, where: str) -> tuple[dict[str, Any], bool]:
        if arguments is None:
            return {}, False
        if isinstance(arguments, dict):
            return arguments, False
        if isinstance(arguments, str):
            if not arguments.strip():
                return {}, False
            try:
                parsed = loads(arguments, field=where)
            except LimitExceededError:
                raise
            except (ValueError, InputError):
                parsed = None
                if self.options.strict_arguments:
                    raise TraceImportError(where, "tool call arguments are not valid JSON") from None
            if isinstance(parsed, dict):
                return parsed, False
            if self.options.strict_arguments:
                raise TraceImportError(where, "tool call arguments are not a JSON object")
            return {RAW_INPUT_KEY: arguments}, True
        kind = type(arguments).__name__
        raise TraceImportError(where, f"tool call arguments must be a JSON object or string, got {kind}")

    def _result(
        self, content: Any, at: str, success: bool | None, source: SuccessSource, error: str | None, notes: list[str]
    ) -> _Result:
        try:
            value, parsed = result_value(content)
        except LimitExceededError as exc:
            raise LimitExceededError(exc.limit, exc.value, exc.maximum, field=at) from None
        rule = None
        if success is None:
            source = SuccessSource.HEURISTIC
            rule = self.options.error_rule.match(value) if isinstance(value, str) else None
            success = rule is None
        if success:
            return _Result(at, value, True, None, source, rule, parsed, notes)
        text = error if error else as_text(value)
        structured = isinstance(value, dict | list)
        return _Result(at, value if structured else None, False, text or "error", source, rule, parsed, notes)

    # ---- the result ---------------------------------------------------------------------------
    def build(self, session_id: str) -> tuple[list[ToolInvocation], list[InvocationAudit]]:
        """The rows (in call order) and their audit; raises on results that match no call."""
        for cid, where, _ in self._pending:
            call = self._calls.get(cid)
            if call is None:
                raise TraceImportError(where, f"result for call {cid!r} that no model turn issued (orphan result)")
            raise TraceImportError(where, f"result for call {cid!r} comes before the call at {call.at}")
        rows, audits = [], []
        for call in sorted(self._calls.values(), key=lambda c: c.seq):
            res = call.result
            if res is None:
                res = _Result(None, None, False, NO_RESULT, SuccessSource.NO_RESULT, None, False, ["no result"])
            rows.append(
                ToolInvocation(
                    invocation_id=call.invocation_id,
                    session_id=session_id,
                    round=call.round,
                    tool_name=call.tool_name,
                    input=call.input,
                    output=res.output,
                    success=res.success,
                    error=res.error,
                    started_at=call.started_at,
                    duration_ms=call.duration_ms,
                )
            )
            audits.append(
                InvocationAudit(
                    invocation_id=call.invocation_id,
                    call_at=call.at,
                    result_at=res.at,
                    round=call.round,
                    success_source=res.source,
                    heuristic_rule=res.rule,
                    input_raw=call.input_raw,
                    output_parsed_json=res.parsed,
                    notes=[*call.notes, *res.notes],
                )
            )
        return rows, audits
