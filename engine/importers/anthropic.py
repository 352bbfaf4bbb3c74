"""``anthropic``: Messages API ``tool_use`` / ``tool_result`` blocks, with ``is_error``.

Payload: a list of messages, or ``{"messages": [...]}`` (a request body), optionally with
``"response"``: a Message appended as the last turn. Every assistant message is one model
turn; ``tool_result`` blocks in user messages pair with their call by ``tool_use_id``.
``is_error`` is explicit; its absence means success (the API's own default).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.importers.audit import SuccessSource
from engine.importers.content import content_text, path
from engine.importers.messages import as_mapping, looks_like, message_list, unknown_role
from engine.importers.transcript import Transcript

ROLES = ("user", "assistant")


class AnthropicImporter:
    """Anthropic Messages API conversations."""

    name = "anthropic"
    version = "anthropic.v1"

    def detect(self, obj: Any) -> bool:
        """Content blocks ``tool_use``, or ``tool_result`` with ``tool_use_id``, or a Message response."""
        if (
            isinstance(obj, Mapping)
            and isinstance(obj.get("response"), Mapping)
            and obj["response"].get("type") == "message"
        ):
            return True
        for m in looks_like(obj):
            content = m.get("content") if isinstance(m, Mapping) else None
            if isinstance(content, list) and any(
                # AgentScope blocks look alike, but its messages carry the sender's ``name``.
                isinstance(b, Mapping)
                and (
                    (b.get("type") == "tool_result" and "tool_use_id" in b)
                    or (b.get("type") == "tool_use" and "id" in b and "name" not in m)
                )
                for b in content
            ):
                return True
        return False

    def fits(self, obj: Any) -> bool:
        """Weak shape test (used when nothing detects): role/content messages with this format's roles."""
        msgs = looks_like(obj)
        return bool(msgs) and all(isinstance(m, Mapping) and m.get("role") in ROLES and "content" in m for m in msgs)

    def read(self, obj: Any, transcript: Transcript) -> None:
        """Walk the messages and their blocks in order."""
        msgs, base = message_list(obj)
        located = [(path(base, i), m) for i, m in enumerate(msgs)]
        if isinstance(obj, Mapping) and obj.get("response") is not None:
            located.append(("response", as_mapping(obj["response"], "response")))
        for at, raw in located:
            m = as_mapping(raw, at)
            role = m.get("role")
            if role not in ROLES:
                raise unknown_role(at, role, ROLES)
            content = m.get("content")
            blocks = content if isinstance(content, list) else [content]
            if role == "assistant":
                transcript.turn()
                transcript.assistant_text(content_text(content), at)
            else:
                transcript.user(content_text(content))  # text blocks only: tool results carry no text part
            for j, block in enumerate(blocks):
                where = f"{at}.content[{j}]" if isinstance(content, list) else f"{at}.content"
                if not isinstance(block, Mapping):
                    continue
                kind = block.get("type")
                if kind == "tool_use" and role == "assistant":
                    transcript.call(block.get("id"), block.get("name"), block.get("input"), where, args_field="input")
                elif kind == "tool_result":
                    transcript.result(
                        block.get("tool_use_id"),
                        block.get("content"),
                        where,
                        id_field="tool_use_id",
                        success=not bool(block.get("is_error", False)),
                        source=SuccessSource.EXPLICIT,
                    )
