"""Small readers shared by the importers: text out of any content shape, JSON out of strings."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from extractors.json_safe import loads
from matchers.errors import InputError, LimitExceededError

#: Content-part types that carry text, across the formats (OpenAI, Anthropic, LangChain, AgentScope, GenAI).
TEXT_PART_TYPES = frozenset({"text", "input_text", "output_text"})
#: Keys a text part keeps its text under.
TEXT_KEYS = ("text", "content", "value")


def content_text(content: Any) -> str | None:
    """The text of a message content in any of the formats' shapes, or None when it has no text.

    A string is itself; a list of parts gives its text parts (``{"type": "text", "text": …}``,
    ``input_text``, ``output_text``, GenAI ``{"type": "text", "content": …}``, bare strings)
    joined by a newline; other parts (images, tool calls, thinking) are skipped.
    """
    if content is None:
        return None
    if isinstance(content, str):
        return content
    if isinstance(content, Mapping):
        return _part_text(content)
    if isinstance(content, Sequence):
        texts = [t for t in (_part_text(p) if not isinstance(p, str) else p for p in content) if t is not None]
        return "\n".join(texts) if texts else None
    return None


def _part_text(part: Any) -> str | None:
    if not isinstance(part, Mapping):
        return None
    kind = part.get("type")
    if kind is not None and kind not in TEXT_PART_TYPES:
        return None
    for key in TEXT_KEYS:
        value = part.get(key)
        if isinstance(value, str):
            return value
    return None


def parse_json_text(text: str) -> tuple[Any, bool]:
    """``(value, True)`` when ``text`` is a JSON object or array (after spaces), else ``(text, False)``.

    Only objects and arrays are parsed, so a tool's plain text (``42``, ``true``, ``[ERROR] …``)
    stays text; a log output is the same records whether it arrived as an object or a string.
    JSON that is refused (a key named twice, a lone surrogate) stays text too; JSON nested
    deeper than the limit raises :class:`~matchers.errors.LimitExceededError` (never a stack-dependent parse).
    """
    head = text.lstrip()[:1]
    if head not in ("{", "["):
        return text, False
    try:
        return loads(text), True
    except LimitExceededError:
        raise
    except (ValueError, InputError):
        return text, False


def result_value(content: Any) -> tuple[Any, bool]:
    """A tool result's value: JSON kept as JSON, text parts joined, JSON text parsed.

    Returns ``(value, parsed)`` where ``parsed`` says a JSON string was turned into JSON.
    """
    if isinstance(content, str):
        return parse_json_text(content)
    if isinstance(content, list) and content and all(_is_text_part(p) for p in content):
        text = content_text(content)
        return parse_json_text(text) if text is not None else (None, False)
    return content, False


def _is_text_part(part: Any) -> bool:
    return isinstance(part, str) or (isinstance(part, Mapping) and part.get("type") in TEXT_PART_TYPES)


def as_text(value: Any) -> str:
    """A result value as one text (for the error-text rule and error messages)."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


def path(base: str, *parts: str | int) -> str:
    """``path("messages", 3, "tool_calls", 0)`` → ``messages[3].tool_calls[0]``."""
    out = base
    for part in parts:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else part)
    return out
