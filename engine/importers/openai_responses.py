"""``openai_responses``: Responses API items — ``function_call`` / ``function_call_output`` joined by ``call_id``.

Payload: a list of items; ``{"input": [...] | "text", "output": [...]}``; a Response object
(``"object": "response"``, its ``output``); or ``{"input": …, "response": Response}``. A call
pairs with its output by ``call_id``, never by the item ``id`` (``fc_…``). A model turn is a
run of consecutive model items (assistant messages, reasoning, function calls) between inputs
(user messages, function outputs). ``conversation`` (a string or ``{"id": …}``) is the session.
No error flag exists: failure is the error-text rule, except an output item with
``status: "incomplete"``, which is an explicit failure.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.importers.audit import SuccessSource
from engine.importers.content import content_text, path
from engine.importers.errors import TraceImportError
from engine.importers.messages import as_mapping, items_of, unknown_role
from engine.importers.transcript import Transcript

#: Item types issued by the model (a run of them is one turn).
MODEL_ITEMS = frozenset(
    {
        "function_call",
        "reasoning",
        "web_search_call",
        "file_search_call",
        "computer_call",
        "code_interpreter_call",
        "image_generation_call",
        "mcp_call",
        "custom_tool_call",
    }
)
ROLES = ("user", "assistant", "system", "developer")


def _items(obj: Any) -> list[tuple[str, Any]]:
    if isinstance(obj, list):
        located = [(path("input", i), it) for i, it in enumerate(obj)]
    elif isinstance(obj, Mapping):
        located = []
        inp = obj.get("input")
        if isinstance(inp, str):
            located.append(("input", {"type": "message", "role": "user", "content": inp}))
        else:
            located += [(path("input", i), it) for i, it in enumerate(items_of(inp, "input"))]
        located += [(path("output", i), it) for i, it in enumerate(items_of(obj.get("output"), "output"))]
        response = obj.get("response")
        if response is not None:
            response = as_mapping(response, "response")
            located += [
                (path("response.output", i), it)
                for i, it in enumerate(items_of(response.get("output"), "response.output"))
            ]
    else:
        raise TraceImportError("$", f"expected a list of items or an object, got {type(obj).__name__}")
    if not located:
        raise TraceImportError("input", "empty item list: nothing to import")
    return located


def _conversation(obj: Any) -> Any:
    if not isinstance(obj, Mapping):
        return None
    for holder in (obj, obj.get("response")):
        if isinstance(holder, Mapping):
            conv = holder.get("conversation")
            if isinstance(conv, Mapping):
                conv = conv.get("id")
            if conv:
                return conv
    return None


class OpenAIResponsesImporter:
    """OpenAI Responses API input and output items."""

    name = "openai_responses"
    version = "openai_responses.v1"

    def detect(self, obj: Any) -> bool:
        """A Response object, or items typed ``function_call`` / ``function_call_output`` / ``message``."""
        if isinstance(obj, Mapping) and obj.get("object") == "response":
            return True
        if isinstance(obj, list):
            items = obj
        elif isinstance(obj, Mapping):
            items = [
                *(obj.get("input") if isinstance(obj.get("input"), list) else []),
                *(obj.get("output") if isinstance(obj.get("output"), list) else []),
            ]
        else:
            return False
        return any(
            isinstance(it, Mapping) and it.get("type") in ("function_call", "function_call_output") and "call_id" in it
            for it in items
        )

    def read(self, obj: Any, transcript: Transcript) -> None:
        """Walk the items in order."""
        transcript.session(_conversation(obj))
        in_turn = False
        for at, raw in _items(obj):
            it = as_mapping(raw, at)
            kind = it.get("type", "message" if "role" in it else None)
            if kind == "message":
                role = it.get("role")
                if role not in ROLES:
                    raise unknown_role(at, role, ROLES)
                if role == "assistant":
                    if not in_turn:
                        transcript.turn()
                        in_turn = True
                    transcript.assistant_text(content_text(it.get("content")), at)
                elif role == "user":
                    in_turn = False
                    transcript.user(content_text(it.get("content")))
            elif kind in MODEL_ITEMS:
                if not in_turn:
                    transcript.turn()
                    in_turn = True
                if kind == "function_call":
                    transcript.call(it.get("call_id"), it.get("name"), it.get("arguments"), at, id_field="call_id")
            elif kind == "function_call_output":
                in_turn = False
                failed = it.get("status") == "incomplete"
                transcript.result(
                    it.get("call_id"),
                    it.get("output"),
                    at,
                    id_field="call_id",
                    success=False if failed else None,
                    source=SuccessSource.EXPLICIT,
                )
            elif kind is None:
                raise TraceImportError(f"{at}.type", "item without a type")
            else:
                in_turn = False  # other inputs (built-in tool outputs, item references) end a turn
                transcript.note(f"{at}: item type {kind!r} is not a function call; skipped")
