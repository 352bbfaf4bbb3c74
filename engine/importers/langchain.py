"""``langchain``: ``AIMessage.tool_calls`` / ``ToolMessage`` (with ``status``), and LangGraph state.

Messages in any of LangChain's serialised shapes: ``messages_to_dict`` (``{"type": "ai",
"data": {…}}``), ``dumpd`` (``{"lc": 1, "type": "constructor", "id": […, "AIMessage"],
"kwargs": {…}}``) or flat ``model_dump`` (``{"type": "ai", "content": …}``). Payload: a list of
messages; LangGraph state ``{"messages": [...]}``; or a state snapshot ``{"values": {"messages":
[...]}, "config": {"configurable": {"thread_id": …}}}`` — the thread id is the session. Every AI
message is one model turn; ``invalid_tool_calls`` count as calls with raw arguments.
``ToolMessage.status == "error"`` is explicit failure, ``"success"`` explicit success.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.importers.audit import SuccessSource
from engine.importers.content import content_text, path
from engine.importers.errors import TraceImportError
from engine.importers.messages import as_mapping, items_of, message_list
from engine.importers.transcript import Transcript

#: LangChain message type → role.
KINDS = {
    "human": "user",
    "HumanMessageChunk": "user",
    "HumanMessage": "user",
    "ai": "assistant",
    "AIMessageChunk": "assistant",
    "AIMessage": "assistant",
    "tool": "tool",
    "ToolMessageChunk": "tool",
    "ToolMessage": "tool",
    "system": "system",
    "SystemMessageChunk": "system",
    "SystemMessage": "system",
    "function": "function",
    "FunctionMessage": "function",
    "FunctionMessageChunk": "function",
    "chat": "chat",
    "ChatMessage": "chat",
    "ChatMessageChunk": "chat",
}
CHAT_ROLES = {
    "user": "user",
    "human": "user",
    "assistant": "assistant",
    "ai": "assistant",
    "system": "system",
    "tool": "tool",
}


def _unwrap(m: Mapping[str, Any]) -> tuple[str | None, Mapping[str, Any]]:
    """(message type, its fields) of any of the three serialised shapes."""
    if m.get("lc") == 1 and m.get("type") == "constructor":
        ident = m.get("id")
        kind = ident[-1] if isinstance(ident, list) and ident else None
        kwargs = m.get("kwargs")
        return kind, kwargs if isinstance(kwargs, Mapping) else {}
    data = m.get("data")
    if isinstance(data, Mapping) and "content" in data:
        return m.get("type"), data
    return m.get("type"), m


def _state(obj: Any) -> tuple[Any, Any]:
    """(the message holder, the thread id) of a list, a state or a state snapshot."""
    if not isinstance(obj, Mapping):
        return obj, None
    thread = obj.get("thread_id")
    for holder in (obj.get("config"), obj.get("metadata"), obj.get("checkpoint")):
        if thread is None and isinstance(holder, Mapping):
            conf = holder.get("configurable")
            thread = (conf.get("thread_id") if isinstance(conf, Mapping) else None) or holder.get("thread_id")
    if isinstance(obj.get("values"), Mapping) and "messages" not in obj:
        return obj["values"], thread
    return obj, thread


def _is_message(m: Any) -> bool:
    if not isinstance(m, Mapping):
        return False
    if m.get("lc") == 1 and m.get("type") == "constructor":
        return True
    return m.get("type") in KINDS and ("data" in m or "content" in m)


class LangChainImporter:
    """LangChain message lists and LangGraph state."""

    name = "langchain"
    version = "langchain.v1"

    def detect(self, obj: Any) -> bool:
        """Messages typed ``human`` / ``ai`` / ``tool`` (any serialised shape), bare or in a LangGraph state."""
        holder, _ = _state(obj)
        msgs = holder if isinstance(holder, list) else holder.get("messages") if isinstance(holder, Mapping) else None
        return isinstance(msgs, list) and any(_is_message(m) for m in msgs)

    def read(self, obj: Any, transcript: Transcript) -> None:
        """Walk the messages in order."""
        holder, thread = _state(obj)
        transcript.session(thread)
        msgs, base = message_list(holder)
        if holder is not obj:
            base = f"values.{base}"
        for i, raw in enumerate(msgs):
            at = path(base, i)
            kind, data = _unwrap(as_mapping(raw, at))
            role = KINDS.get(kind) if isinstance(kind, str) else None
            if role == "chat":
                role = CHAT_ROLES.get(data.get("role"))
            if role is None:
                raise TraceImportError(
                    f"{at}.type",
                    f"unknown message type {kind!r} (expected one of: human, ai, tool, system, function, chat)",
                )
            if role == "user":
                transcript.user(content_text(data.get("content")))
            elif role == "assistant":
                self._ai(data, at, transcript)
            elif role == "tool":
                status = data.get("status")
                if status not in (None, "success", "error"):
                    raise TraceImportError(f"{at}.status", f"unknown tool status {status!r} (success or error)")
                transcript.result(
                    data.get("tool_call_id"),
                    data.get("content"),
                    at,
                    id_field="tool_call_id",
                    success=None if status is None else status == "success",
                    source=SuccessSource.EXPLICIT,
                )
            elif role == "function":
                raise TraceImportError(
                    f"{at}.type",
                    "FunctionMessage (legacy function calling) is not supported here; "
                    "import the OpenAI messages with openai_chat",
                )

    @staticmethod
    def _ai(data: Mapping[str, Any], at: str, t: Transcript) -> None:
        t.turn()
        t.assistant_text(content_text(data.get("content")), at)
        calls = items_of(data.get("tool_calls"), f"{at}.tool_calls")
        for j, tc in enumerate(calls):
            where = f"{at}.tool_calls[{j}]"
            tc = as_mapping(tc, where)
            t.call(tc.get("id"), tc.get("name"), tc.get("args"), where, args_field="args")
        for j, tc in enumerate(items_of(data.get("invalid_tool_calls"), f"{at}.invalid_tool_calls")):
            where = f"{at}.invalid_tool_calls[{j}]"
            tc = as_mapping(tc, where)
            t.call(
                tc.get("id"),
                tc.get("name"),
                tc.get("args"),
                where,
                args_field="args",
                notes=[f"invalid tool call: {tc.get('error')}"] if tc.get("error") else ["invalid tool call"],
            )
        if not calls:  # older serialisations keep OpenAI-style calls only in additional_kwargs
            extra = data.get("additional_kwargs")
            legacy = extra.get("tool_calls") if isinstance(extra, Mapping) else None
            for j, tc in enumerate(items_of(legacy, f"{at}.additional_kwargs.tool_calls")):
                where = f"{at}.additional_kwargs.tool_calls[{j}]"
                tc = as_mapping(tc, where)
                fn = as_mapping(tc.get("function") or {}, f"{where}.function")
                t.call(
                    tc.get("id"),
                    fn.get("name"),
                    fn.get("arguments"),
                    where,
                    name_field="function.name",
                    args_field="function.arguments",
                )
