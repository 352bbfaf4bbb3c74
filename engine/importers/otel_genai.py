"""``otel_genai``: OpenTelemetry GenAI ``execute_tool`` spans in OTLP JSON.

A call is an ``execute_tool`` span (``gen_ai.operation.name``): id ``gen_ai.tool.call.id``
(else the span id, noted), tool ``gen_ai.tool.name``, arguments ``gen_ai.tool.call.arguments``
and result ``gen_ai.tool.call.result`` (both opt-in), success from the span status (``ERROR`` is
a failure; its message, else ``error.type``, is the error). A model turn is an inference span
(``chat``, ``text_completion``, ``generate_content``); a call's round is the turn whose
``gen_ai.output.messages`` names its id, else the last turn started before it. The query and the
answer come from the turns' ``gen_ai.input.messages`` / ``gen_ai.output.messages`` (span
attributes or the ``gen_ai.client.inference.operation.details`` event). ``gen_ai.conversation.id``
is the session. Content that was not captured is an audit note and no evidence, never a failure.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.importers.audit import SuccessSource
from engine.importers.content import content_text
from engine.importers.errors import TraceImportError
from engine.importers.otlp import Span, assign_rounds, has_attribute, read_spans
from engine.importers.transcript import Transcript
from extractors.json_safe import loads
from matchers.errors import InputError, LimitExceededError

INFERENCE_OPS = frozenset({"chat", "text_completion", "generate_content"})
TOOL_OP = "execute_tool"


def span_messages(span: Span, key: str) -> list[Mapping[str, Any]]:
    """The GenAI messages under ``key`` of a span (attribute, else the operation-details event); [] if absent."""
    value = span.attributes.get(key)
    if value is None:
        value = next((attrs[key] for _, attrs in span.events if key in attrs), None)
    if isinstance(value, str):
        try:
            value = loads(value, field=f"{span.at}.attributes.{key}")
        except LimitExceededError:
            raise
        except (ValueError, InputError):
            raise TraceImportError(f"{span.at}.attributes.{key}", "messages attribute is not valid JSON") from None
    return [m for m in value if isinstance(m, Mapping)] if isinstance(value, list) else []


def _parts(message: Mapping[str, Any]) -> list[Any]:
    parts = message.get("parts")
    return parts if isinstance(parts, list) else []


class OTelGenAIImporter:
    """OpenTelemetry GenAI semantic-convention spans."""

    name = "otel_genai"
    version = "otel_genai.v1"

    def detect(self, obj: Any) -> bool:
        """OTLP spans with ``gen_ai.*`` attributes."""
        return has_attribute(obj, lambda k: k.startswith("gen_ai."))

    def read(self, obj: Any, transcript: Transcript) -> None:
        """Read turns and tool spans, in start order."""
        spans = read_spans(obj)
        for s in spans:
            transcript.session(s.attributes.get("gen_ai.conversation.id"))
        turns = [s for s in spans if s.attributes.get("gen_ai.operation.name") in INFERENCE_OPS]
        tools = [s for s in spans if s.attributes.get("gen_ai.operation.name") == TOOL_OP]
        for turn in turns:
            for m in span_messages(turn, "gen_ai.input.messages"):
                if m.get("role") == "user":
                    transcript.user(content_text(_parts(m)))
            for m in span_messages(turn, "gen_ai.output.messages"):
                if m.get("role") in ("assistant", None):
                    transcript.assistant_text(content_text(_parts(m)), f"{turn.at}.attributes.gen_ai.output.messages")
        if turns and transcript.answer is None:
            transcript.note("no gen_ai.output.messages captured on the inference spans: the answer must be given")
        if not turns and tools:
            transcript.note("no inference spans: every call is round 1")
        rounds = assign_rounds(turns, tools, self._turn_call_ids, self._call_id)
        spanned = {self._call_id(s) for s in tools}
        # Within a round: the order the model issued the calls in (its output message), else start time.
        issued = {str(c.get("id")): j for turn in turns for j, (_, c) in enumerate(self._turn_calls(turn))}
        events: list[tuple[int, int, int, int, Any]] = [
            (rounds[i], issued.get(self._call_id(s), len(issued)), s.start_ns, i, s) for i, s in enumerate(tools)
        ]
        for n, turn in enumerate(turns, start=1):  # calls a turn issued that never got a tool span: gaps
            for j, (at, part) in enumerate(self._turn_calls(turn)):
                if str(part.get("id")) not in spanned:
                    events.append((n, j, turn.start_ns, len(tools) + j, (at, part)))
        for rnd, _, _, _, item in sorted(events, key=lambda e: e[:4]):
            if isinstance(item, Span):
                self._tool(item, rnd, transcript)
            else:
                at, part = item
                transcript.call(
                    part.get("id"),
                    part.get("name"),
                    part.get("arguments"),
                    at,
                    round=rnd,
                    notes=["issued by the model but no execute_tool span recorded it"],
                )

    @staticmethod
    def _turn_calls(turn: Span) -> list[tuple[str, Mapping[str, Any]]]:
        """(path, part) of every ``tool_call`` part in the turn's output messages."""
        out = []
        for i, m in enumerate(span_messages(turn, "gen_ai.output.messages")):
            for j, p in enumerate(_parts(m)):
                if isinstance(p, Mapping) and p.get("type") == "tool_call":
                    out.append((f"{turn.at}.attributes.gen_ai.output.messages[{i}].parts[{j}]", p))
        return out

    def _turn_call_ids(self, turn: Span) -> set[str]:
        return {str(p["id"]) for _, p in self._turn_calls(turn) if p.get("id") is not None}

    @staticmethod
    def _call_id(s: Span) -> str:
        return str(s.attributes.get("gen_ai.tool.call.id") or s.span_id or s.at)

    def _tool(self, s: Span, rnd: int, t: Transcript) -> None:
        a = s.attributes
        notes = []
        if "gen_ai.tool.call.id" not in a:
            notes.append("no gen_ai.tool.call.id: the span id is the invocation id")
        if "gen_ai.tool.call.arguments" not in a:
            notes.append("arguments not captured (gen_ai.tool.call.arguments absent)")
        cid = self._call_id(s)
        t.call(
            cid,
            a.get("gen_ai.tool.name"),
            a.get("gen_ai.tool.call.arguments"),
            s.at,
            id_field="attributes.gen_ai.tool.call.id",
            name_field="attributes.gen_ai.tool.name",
            args_field="attributes.gen_ai.tool.call.arguments",
            round=max(rnd, 1),
            started_at=s.started_at,
            duration_ms=s.duration_ms,
            notes=notes,
        )
        captured = "gen_ai.tool.call.result" in a
        res_notes = (
            []
            if captured or s.status_error
            else ["result not captured (gen_ai.tool.call.result absent): no evidence, not a failure"]
        )
        error = s.status_message or (str(a["error.type"]) if a.get("error.type") else None)
        t.result(
            cid,
            a.get("gen_ai.tool.call.result"),
            s.at,
            id_field="attributes.gen_ai.tool.call.id",
            success=not s.status_error,
            source=SuccessSource.SPAN_STATUS,
            error=error,
            notes=res_notes,
        )
