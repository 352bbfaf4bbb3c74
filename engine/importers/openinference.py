"""``openinference``: OpenInference ``TOOL`` spans (``input.value`` / ``output.value``) in OTLP JSON.

A call is a span with ``openinference.span.kind = TOOL``: tool ``tool.name``, id
``tool_call.id`` (else ``tool.id``, else the span id, noted), arguments ``input.value``, result
``output.value``, success from the span status. A model turn is an ``LLM`` span; a call's round
is the turn whose ``llm.output_messages.*.message.tool_calls.*.tool_call.id`` names it, else
the last turn started before it. The query is the first ``user`` input message of the LLM spans
(else the root AGENT/CHAIN span's ``input.value``); the answer the last assistant output
message (else that span's ``output.value``). ``session.id`` is the session.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from engine.importers.audit import SuccessSource
from engine.importers.otlp import Span, assign_rounds, has_attribute, read_spans
from engine.importers.transcript import Transcript

KIND = "openinference.span.kind"
_FLAT = re.compile(r"^llm\.(input|output)_messages\.(\d+)\.message\.(.+)$")
_CALL = re.compile(r"^tool_calls\.(\d+)\.tool_call\.(.+)$")


def llm_messages(span: Span, direction: str) -> list[dict[str, Any]]:
    """The ``input`` or ``output`` messages of an LLM span from its flattened attributes (role, content, tool_calls)."""
    msgs: dict[int, dict[str, Any]] = {}
    for key, value in span.attributes.items():
        m = _FLAT.match(key)
        if m is None or m.group(1) != direction:
            continue
        msg = msgs.setdefault(int(m.group(2)), {"tool_calls": {}})
        rest = m.group(3)
        call = _CALL.match(rest)
        if call is not None:
            msg["tool_calls"].setdefault(int(call.group(1)), {})[call.group(2)] = value
        else:
            msg[rest] = value
    return [msgs[n] for n in sorted(msgs)]


class OpenInferenceImporter:
    """OpenInference (Arize Phoenix) spans."""

    name = "openinference"
    version = "openinference.v1"

    def detect(self, obj: Any) -> bool:
        """OTLP spans carrying ``openinference.span.kind``."""
        return has_attribute(obj, lambda k: k == KIND)

    def read(self, obj: Any, transcript: Transcript) -> None:
        """Read LLM turns and TOOL spans, in start order."""
        spans = read_spans(obj)
        for s in spans:
            transcript.session(s.attributes.get("session.id"))
        kinds = [str(s.attributes.get(KIND, "")).upper() for s in spans]
        turns = [s for s, k in zip(spans, kinds, strict=True) if k == "LLM"]
        tools = [s for s, k in zip(spans, kinds, strict=True) if k == "TOOL"]
        roots = [s for s, k in zip(spans, kinds, strict=True) if k in ("AGENT", "CHAIN")]
        for turn in turns:
            for m in llm_messages(turn, "input"):
                if m.get("role") == "user" and isinstance(m.get("content"), str):
                    transcript.user(m["content"])
            for m in llm_messages(turn, "output"):
                if m.get("role") in ("assistant", None) and isinstance(m.get("content"), str):
                    transcript.assistant_text(m["content"], f"{turn.at}.attributes.llm.output_messages")
        if roots:
            root = roots[0]
            if transcript.query is None and isinstance(root.attributes.get("input.value"), str):
                transcript.user(root.attributes["input.value"])
                transcript.note(f"query from {root.at} input.value (no LLM input messages)")
            if transcript.answer is None and isinstance(root.attributes.get("output.value"), str):
                transcript.assistant_text(root.attributes["output.value"], f"{root.at}.attributes.output.value")
        if not turns and tools:
            transcript.note("no LLM spans: every call is round 1")
        rounds = assign_rounds(turns, tools, self._turn_call_ids, self._call_id)
        spanned = {self._call_id(s) for s in tools}
        # Within a round: the order the model issued the calls in (its output message), else start time.
        issued = {str(c.get("id")): j for turn in turns for j, (_, c) in enumerate(self._turn_calls(turn))}
        events: list[tuple[int, int, int, int, Any]] = [
            (rounds[i], issued.get(self._call_id(s), len(issued)), s.start_ns, i, s) for i, s in enumerate(tools)
        ]
        for n, turn in enumerate(turns, start=1):  # calls a turn issued that never got a TOOL span: gaps
            for j, (at, call) in enumerate(self._turn_calls(turn)):
                if str(call.get("id")) not in spanned:
                    events.append((n, j, turn.start_ns, len(tools) + j, (at, call)))
        for rnd, _, _, _, item in sorted(events, key=lambda e: e[:4]):
            if isinstance(item, Span):
                self._tool(item, rnd, transcript)
            else:
                at, call = item
                transcript.call(
                    call.get("id"),
                    call.get("function.name"),
                    call.get("function.arguments"),
                    at,
                    name_field="function.name",
                    args_field="function.arguments",
                    round=rnd,
                    notes=["issued by the model but no TOOL span recorded it"],
                )

    @staticmethod
    def _turn_calls(turn: Span) -> list[tuple[str, Mapping[str, Any]]]:
        """(path, call) of every tool call in the turn's output messages."""
        out = []
        for i, m in enumerate(llm_messages(turn, "output")):
            for j in sorted(m["tool_calls"]):
                out.append((f"{turn.at}.attributes.llm.output_messages.{i}.message.tool_calls.{j}", m["tool_calls"][j]))
        return out

    def _turn_call_ids(self, turn: Span) -> set[str]:
        return {str(c["id"]) for _, c in self._turn_calls(turn) if c.get("id") is not None}

    @staticmethod
    def _call_id(s: Span) -> str:
        a = s.attributes
        return str(a.get("tool_call.id") or a.get("tool.id") or s.span_id or s.at)

    def _tool(self, s: Span, rnd: int, t: Transcript) -> None:
        a = s.attributes
        notes = []
        if not (a.get("tool_call.id") or a.get("tool.id")):
            notes.append("no tool_call.id: the span id is the invocation id")
        if "input.value" not in a:
            notes.append("arguments not captured (input.value absent)")
        cid = self._call_id(s)
        t.call(
            cid,
            a.get("tool.name"),
            a.get("input.value"),
            s.at,
            id_field="attributes.tool_call.id",
            name_field="attributes.tool.name",
            args_field="attributes.input.value",
            round=max(rnd, 1),
            started_at=s.started_at,
            duration_ms=s.duration_ms,
            notes=notes,
        )
        captured = "output.value" in a
        res_notes = (
            []
            if captured or s.status_error
            else ["result not captured (output.value absent): no evidence, not a failure"]
        )
        error = s.status_message or (str(a["exception.message"]) if a.get("exception.message") else None)
        t.result(
            cid,
            a.get("output.value"),
            s.at,
            id_field="attributes.tool_call.id",
            success=not s.status_error,
            source=SuccessSource.SPAN_STATUS,
            error=error,
            notes=res_notes,
        )
