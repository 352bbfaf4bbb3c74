"""``spring_ai``: ``AssistantMessage.toolCalls`` and ``ToolResponseMessage.responses``, Jackson ``@class`` or plain.

Payload: a list of messages, or ``{"conversationId": …, "messages": [...]}`` (a chat memory
dump; the conversation id is the session). A message's kind is its ``@class``
(``org.springframework.ai.chat.messages.AssistantMessage``) or its ``messageType`` (``USER``,
``ASSISTANT``, ``SYSTEM``, ``TOOL``); its text is ``text`` (``textContent`` / ``content`` in older
versions). Jackson default typing's wrapper arrays (``["java.util.ArrayList", [...]]``) are
unwrapped. Every assistant message is one model turn; a response pairs with its call by ``id``.
Spring AI has no error flag: failure is the error-text rule (see ``docs/integration-java.md``
for recording explicit rows instead).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from engine.importers.content import path
from engine.importers.errors import TraceImportError
from engine.importers.messages import as_mapping, items_of, message_list, unknown_role
from engine.importers.transcript import Transcript

_JAVA_CLASS = re.compile(r"^[a-z][\w$]*(\.[\w$]+)+$")
#: Simple class name or messageType → role.
KINDS = {
    "UserMessage": "user",
    "AssistantMessage": "assistant",
    "SystemMessage": "system",
    "ToolResponseMessage": "tool",
    "USER": "user",
    "ASSISTANT": "assistant",
    "SYSTEM": "system",
    "TOOL": "tool",
}


def unwrap(value: Any) -> Any:
    """``["java.util.ArrayList", [...]]`` → ``[...]`` (Jackson's WRAPPER_ARRAY typing); anything else as is."""
    if (
        isinstance(value, list)
        and len(value) == 2
        and isinstance(value[0], str)
        and _JAVA_CLASS.match(value[0])
        and isinstance(value[1], list | Mapping)
    ):
        return value[1]
    return value


def _kind(m: Mapping[str, Any]) -> str | None:
    cls = m.get("@class")
    if isinstance(cls, str):
        return KINDS.get(cls.rsplit(".", 1)[-1].split("$")[-1])
    kind = m.get("messageType")
    return KINDS.get(kind.upper()) if isinstance(kind, str) else None


def _text(m: Mapping[str, Any]) -> str | None:
    for key in ("text", "textContent", "content"):
        if isinstance(m.get(key), str):
            return m[key]
    return None


class SpringAIImporter:
    """Spring AI chat messages, as Jackson writes them."""

    name = "spring_ai"
    version = "spring_ai.v1"

    def detect(self, obj: Any) -> bool:
        """Messages with a Spring AI ``@class`` or a ``messageType``."""
        holder = unwrap(obj)
        msgs = (
            holder
            if isinstance(holder, list)
            else unwrap(holder.get("messages"))
            if isinstance(holder, Mapping)
            else None
        )
        return isinstance(msgs, list) and any(
            isinstance(m, Mapping)
            and (str(m.get("@class", "")).startswith("org.springframework.ai.") or "messageType" in m)
            for m in msgs
        )

    def read(self, obj: Any, transcript: Transcript) -> None:
        """Walk the messages in order."""
        holder = unwrap(obj)
        if isinstance(holder, Mapping):
            transcript.session(holder.get("conversationId"))
            holder = {**holder, "messages": unwrap(holder.get("messages"))}
        msgs, base = message_list(holder)
        for i, raw in enumerate(msgs):
            at = path(base, i)
            m = as_mapping(raw, at)
            role = _kind(m)
            if role is None:
                if "@class" in m:
                    raise TraceImportError(f"{at}.@class", f"unknown message class {m['@class']!r}")
                raise unknown_role(at, m.get("messageType"), ("USER", "ASSISTANT", "SYSTEM", "TOOL"))
            if role == "user":
                transcript.user(_text(m))
            elif role == "assistant":
                transcript.turn()
                transcript.assistant_text(_text(m), at)
                for j, tc in enumerate(items_of(unwrap(m.get("toolCalls")), f"{at}.toolCalls")):
                    where = f"{at}.toolCalls[{j}]"
                    tc = as_mapping(tc, where)
                    transcript.call(tc.get("id"), tc.get("name"), tc.get("arguments"), where)
            elif role == "tool":
                responses = items_of(unwrap(m.get("responses")), f"{at}.responses")
                if not responses:
                    raise TraceImportError(f"{at}.responses", "tool response message without responses")
                for j, tr in enumerate(responses):
                    where = f"{at}.responses[{j}]"
                    tr = as_mapping(tr, where)
                    transcript.result(tr.get("id"), tr.get("responseData"), where, success=None)
