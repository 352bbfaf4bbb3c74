"""``openai_chat``: Chat Completions ``tool_calls`` with ``role: "tool"`` results, and legacy ``function_call``.

Payload: a list of messages, or ``{"messages": [...]}`` (a request body), optionally with
``"response"``: a ChatCompletion whose first choice's message is appended as the last turn.
Every assistant message is one model turn. A tool message pairs with its call by
``tool_call_id``; a legacy ``role: "function"`` message pairs with the latest unanswered
``function_call`` of that name, whose id is its path (``messages[3].function_call``). The format
has no error flag: failure is inferred by the error-text rule (audit: ``heuristic``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.importers.content import content_text, path
from engine.importers.errors import TraceImportError
from engine.importers.messages import as_mapping, items_of, looks_like, message_list, unknown_role
from engine.importers.transcript import Transcript

ROLES = ("system", "developer", "user", "assistant", "tool", "function")


class OpenAIChatImporter:
    """OpenAI Chat Completions message lists (also any OpenAI-compatible endpoint)."""

    name = "openai_chat"
    version = "openai_chat.v1"

    def detect(self, obj: Any) -> bool:
        """Chat messages with ``tool_calls``, ``tool_call_id`` or ``function_call``, or a ChatCompletion response."""
        if isinstance(obj, Mapping) and isinstance(obj.get("response"), Mapping) and "choices" in obj["response"]:
            return True
        msgs = looks_like(obj)
        return any(
            isinstance(m, Mapping)
            and m.get("role") in ROLES
            and (m.get("tool_calls") or "tool_call_id" in m or m.get("function_call") or m.get("role") == "function")
            for m in msgs
        )

    def fits(self, obj: Any) -> bool:
        """Weak shape test (used when nothing detects): role/content messages with this format's roles."""
        msgs = looks_like(obj)
        return bool(msgs) and all(isinstance(m, Mapping) and m.get("role") in ROLES and "content" in m for m in msgs)

    def read(self, obj: Any, transcript: Transcript) -> None:
        """Walk the messages in order."""
        msgs, base = message_list(obj)
        located = [(path(base, i), m) for i, m in enumerate(msgs)]
        if isinstance(obj, Mapping) and obj.get("response") is not None:
            response = as_mapping(obj["response"], "response")
            choices = items_of(response.get("choices"), "response.choices")
            if not choices:
                raise TraceImportError("response.choices", "empty choices list")
            first = as_mapping(choices[0], "response.choices[0]")
            located.append(("response.choices[0].message", first.get("message")))
        pending_functions: dict[str, list[str]] = {}
        for at, raw in located:
            m = as_mapping(raw, at)
            role = m.get("role")
            if role not in ROLES:
                raise unknown_role(at, role, ROLES)
            if role in ("system", "developer"):
                continue
            if role == "user":
                transcript.user(content_text(m.get("content")))
            elif role == "assistant":
                self._assistant(m, at, transcript, pending_functions)
            elif role == "tool":
                transcript.result(m.get("tool_call_id"), m.get("content"), at, id_field="tool_call_id", success=None)
            else:  # legacy function result
                name = m.get("name")
                queue = pending_functions.get(name, []) if isinstance(name, str) else []
                if not queue:
                    raise TraceImportError(
                        f"{at}.name",
                        f"function result {name!r} without a preceding function_call (a result without a call)",
                    )
                transcript.result(queue.pop(0), m.get("content"), at, success=None)

    @staticmethod
    def _assistant(m: Mapping[str, Any], at: str, t: Transcript, pending: dict[str, list[str]]) -> None:
        t.turn()
        t.assistant_text(content_text(m.get("content")), at)
        for j, tc in enumerate(items_of(m.get("tool_calls"), f"{at}.tool_calls")):
            where = f"{at}.tool_calls[{j}]"
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
        fc = m.get("function_call")
        if fc:
            where = f"{at}.function_call"
            fc = as_mapping(fc, where)
            t.call(where, fc.get("name"), fc.get("arguments"), where)
            pending.setdefault(fc["name"], []).append(where)
