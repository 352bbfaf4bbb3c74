"""``agentscope``: AgentScope ``Msg`` lists with tool use / call and result blocks, with ``state``.

Both generations of the block shapes: 2.x ``tool_call`` blocks (``input`` is the raw JSON
string, ``state``) with ``tool_result`` blocks (``output``, ``state``: ``success`` | ``error`` |
``interrupted`` | ``denied`` | ``running``), and 1.x ``tool_use`` blocks (``input`` an object) with
``tool_result`` blocks (``output``, optional ``is_error``). A result pairs with its call by
``id``. Payload: a list of ``Msg`` dicts, or ``{"session_id": …, "messages": [...]}``
(``memory`` is accepted for ``messages``). A model turn is a run of assistant blocks up to the
next tool result, so a 2.x reply holding several reasoning-acting steps gives several rounds.
``state`` is explicit (``running`` means no result yet: the no-result gap); a 1.x result
without ``is_error`` falls back to the error-text rule.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.importers.audit import SuccessSource
from engine.importers.content import content_text, path
from engine.importers.errors import TraceImportError
from engine.importers.messages import as_mapping, looks_like, message_list, unknown_role
from engine.importers.transcript import Transcript

ROLES = ("user", "assistant", "system")
FAILED_STATES = frozenset({"error", "interrupted", "denied"})
STATES = frozenset({"success", "running", *FAILED_STATES})


class AgentScopeImporter:
    """AgentScope message memories."""

    name = "agentscope"
    version = "agentscope.v1"

    def detect(self, obj: Any) -> bool:
        """``Msg`` dicts (sender ``name``, ``role``) with ``tool_call``/``tool_use`` or ``tool_result``+``output``."""
        for m in looks_like(obj, ("messages", "memory")):
            if not (isinstance(m, Mapping) and "name" in m and "role" in m and isinstance(m.get("content"), list)):
                continue
            if any(
                isinstance(b, Mapping)
                and (
                    b.get("type") == "tool_call"
                    or b.get("type") == "tool_use"
                    or (b.get("type") == "tool_result" and "output" in b)
                )
                for b in m["content"]
            ):
                return True
        return False

    def read(self, obj: Any, transcript: Transcript) -> None:
        """Walk the messages and their blocks in order."""
        if isinstance(obj, Mapping):
            transcript.session(obj.get("session_id"))
        msgs, base = message_list(obj, keys=("messages", "memory"))
        for i, raw in enumerate(msgs):
            at = path(base, i)
            m = as_mapping(raw, at)
            role = m.get("role")
            if role not in ROLES:
                raise unknown_role(at, role, ROLES)
            content = m.get("content")
            if role == "user":
                transcript.user(content_text(content))
                continue
            if role == "system":
                continue
            blocks = content if isinstance(content, list) else [{"type": "text", "text": content}]
            in_turn = False
            texts: list[str] = []
            for j, block in enumerate(blocks):
                where = f"{at}.content[{j}]" if isinstance(content, list) else f"{at}.content"
                b = as_mapping(block, where)
                kind = b.get("type")
                if kind == "tool_result":
                    in_turn = False
                    self._result(b, where, transcript)
                    continue
                if kind in ("tool_call", "tool_use", "text") and not in_turn:
                    transcript.turn()
                    in_turn, texts = True, []
                if kind in ("tool_call", "tool_use"):
                    transcript.call(b.get("id"), b.get("name"), b.get("input"), where, args_field="input")
                elif kind == "text" and isinstance(b.get("text"), str):
                    texts.append(b["text"])
                    transcript.assistant_text("\n".join(texts), at)

    @staticmethod
    def _result(b: Mapping[str, Any], where: str, t: Transcript) -> None:
        state = b.get("state")
        if state is not None and state not in STATES:
            raise TraceImportError(f"{where}.state", f"unknown tool result state {state!r}")
        if state == "running":
            t.note(f"{where}: tool result still running; the call counts as no_result")
            return
        if state is not None:
            success: bool | None = state == "success"
        elif "is_error" in b:
            success = not bool(b["is_error"])
        else:
            success = None
        error = (
            f"{state}: {content_text(b.get('output')) or ''}".rstrip(": ")
            if state in ("interrupted", "denied")
            else None
        )
        t.result(b.get("id"), b.get("output"), where, success=success, source=SuccessSource.EXPLICIT, error=error)
