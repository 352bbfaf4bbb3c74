"""Deterministic extraction of one JSON object from LLM-style text (fences, prose around it).

No repair and no LLM: we try, in a fixed order, the whole text, each fenced block, then each
``{`` from the left with :meth:`json.JSONDecoder.raw_decode`. The first object wins.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from extractors.json_safe import MAX_JSON_DEPTH, check_json_depth, decode
from matchers.base import quick_init

_FENCE = re.compile(r"```[ \t]*([A-Za-z0-9_+-]*)[ \t]*\r?\n(.*?)(?:```|\Z)", re.DOTALL)
#: Upper bound on ``{`` positions tried, so a huge non-JSON text stays linear-ish.
MAX_BRACE_ATTEMPTS = 64


@quick_init
@dataclass(frozen=True)
class JSONFound:
    """Outcome of :func:`find_json_object`.

    ``value`` is the decoded object (or the first non-object JSON value seen when no object
    decoded); ``kind`` is ``object``, ``non_object``, ``invalid`` or ``absent``. For an
    ``object`` found after a failed decode further left, ``error`` keeps that failure, since the
    object may be a fragment nested in a broken outer one.
    """

    kind: str
    value: Any = None
    error: str | None = None
    start: int | None = None
    end: int | None = None


def _try(text: str) -> tuple[Any, str | None]:
    try:
        value, end = decode(text)
    except (ValueError, RecursionError) as exc:  # JSONDecodeError, StrictJSONError (duplicate key, surrogate)
        return None, str(exc)
    if end != len(text):
        return None, f"Extra data: char {end}"
    return value, None


def find_json_object(text: str, *, max_depth: int = MAX_JSON_DEPTH, field: str = "executor_final_answer") -> JSONFound:
    """Find the first JSON object in ``text``; report why none was found otherwise.

    Raises:
        LimitExceededError: brackets in ``text`` nest deeper than ``max_depth`` (``max_json_depth``,
            naming ``field``), so whether it parses never depends on the caller's stack.
    """
    stripped = text.strip()
    if not stripped:
        return JSONFound("absent", error="empty text")
    check_json_depth(text, max_depth, field=field)
    first_error: str | None = None
    non_object: Any = None
    value, err = _try(stripped)
    if err is None:
        offset = text.find(stripped)
        if isinstance(value, dict):
            return JSONFound("object", value, start=offset, end=offset + len(stripped))
        # The whole text is one JSON value that is not an object: never dig inside it.
        return JSONFound("non_object", value, error=f"top-level JSON is {type(value).__name__}")
    if stripped[0] in "{[":
        first_error = err
    for m in _FENCE.finditer(text):
        body = m.group(2).strip()
        if not body:
            continue
        value, err = _try(body)
        if err is None and isinstance(value, dict):
            return JSONFound("object", value, start=m.start(2), end=m.end(2))
        if err is None and non_object is None:
            non_object = value
        first_error = first_error or err
    pos = text.find("{")
    attempts = 0
    while pos != -1 and attempts < MAX_BRACE_ATTEMPTS:
        attempts += 1
        try:
            value, end = decode(text, pos)
        except (ValueError, RecursionError) as exc:
            first_error = first_error or str(exc)
        else:
            if isinstance(value, dict):
                # ``error`` set means a broken object started earlier: this one may be a nested fragment.
                return JSONFound("object", value, error=first_error, start=pos, end=end)
        pos = text.find("{", pos + 1)
    if non_object is not None:
        return JSONFound("non_object", non_object, error=f"top-level JSON is {type(non_object).__name__}")
    if first_error is not None or "{" in text:
        return JSONFound("invalid", error=first_error or "unbalanced JSON object")
    return JSONFound("absent", error="no JSON object in text")
