"""Safe text helpers: any value to bounded, printable, single-line text.

Outputs may hold lone surrogates, control characters, bytes that are not UTF-8, NaN or
objects that are not JSON at all; nothing here raises on them, and nothing recurses.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping
from typing import Any

#: Marker appended (or prepended) where text was cut.
ELLIPSIS = "…"

#: A single token at least this long (a blob, not an identifier or number) may be cut inside.
HARD_CUT = 64

_CTRL = re.compile(r"[\x00-\x1f\x7f]+")
# A cut must not split an identifier or a number: cut only before one of these.
_BOUNDARY = re.compile(r"[^A-Za-z0-9_.:\-/@]")


def safe_text(value: str) -> str:
    """``value`` with lone surrogates replaced and control characters (newlines too) turned into spaces."""
    if not value.isascii():
        value = value.encode("utf-8", "surrogatepass").decode("utf-8", "replace")
    return _CTRL.sub(" ", value)


def scalar_text(value: Any) -> str:
    """The text of a scalar leaf, as it reads in the raw JSON (``true``, ``null``, ``37.5``, ``NaN``)."""
    if isinstance(value, str):
        return value
    if value is None or isinstance(value, bool):
        return json.dumps(value)
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if math.isnan(value):
            return "NaN"
        if math.isinf(value):
            return "Infinity" if value > 0 else "-Infinity"
        return repr(value)
    if isinstance(value, bytes | bytearray):
        return bytes(value).decode("utf-8", "replace")
    try:
        return str(value)
    except Exception:  # a hostile __str__ must not break the summary
        return f"<{type(value).__name__}>"


#: Plain JSON scalar types (checked by ``type(...) in``, faster than an ABC ``isinstance``).
SCALAR_TYPES = frozenset({str, int, float, bool, type(None)})


def is_scalar(value: Any) -> bool:
    """True for values rendered inline (not dicts, lists or tuples)."""
    if type(value) in SCALAR_TYPES:  # fast path: no ABC check for plain JSON scalars
        return True
    return not isinstance(value, dict | list | tuple | Mapping)


def is_long_text(value: Any) -> bool:
    """True for strings that hold several lines: they are split into lines, not inlined as ``k=v``."""
    return isinstance(value, str) and "\n" in value.strip()


def clip(text: str, limit: int) -> str:
    """``text`` cut to at most ``limit`` characters at a token boundary, with ``…`` when cut."""
    if len(text) <= limit:
        return text
    if limit <= len(ELLIPSIS):
        return ""
    head = text[: limit - len(ELLIPSIS)]
    cut = _last_boundary(head)
    if cut == 0 and len(head) >= HARD_CUT:
        cut = len(head)  # one token longer than any identifier or number: cut it hard
    return head[:cut].rstrip() + ELLIPSIS


def _last_boundary(head: str) -> int:
    """Index after which ``head`` may be cut without splitting a token (0 when the whole head is one token)."""
    for i in range(len(head) - 1, -1, -1):
        if _BOUNDARY.match(head, i):
            return i
    return 0


def window(text: str, pos: int, limit: int) -> str:
    """A ``limit``-character excerpt of ``text`` around ``pos``, cut at token boundaries and marked with ``…``."""
    if len(text) <= limit:
        return text
    if limit <= 2 * len(ELLIPSIS):
        return clip(text, limit)
    pos = min(max(pos, 0), len(text) - 1)
    start = _token_start(text, max(0, pos - limit // 3))
    if start == 0:
        return clip(text, limit)
    return ELLIPSIS + clip(text[start:], limit - len(ELLIPSIS))


def _token_start(text: str, i: int) -> int:
    """``i`` moved back to the start of the token it falls in (not further back than :data:`HARD_CUT`)."""
    j = i
    while j > 0 and i - j < HARD_CUT and not _BOUNDARY.match(text, j - 1):
        j -= 1
    return j


def compact(value: Any, limit: int, *, max_depth: int = 8) -> str:
    """A bounded ``key=value`` rendering of a (possibly nested) input, walked iteratively."""
    parts: list[str] = []
    size = 0
    stack: list[tuple[str, Any, int]] = [("", value, 0)]
    while stack and size <= limit:
        key, val, depth = stack.pop()
        prefix = f"{key}=" if key else ""
        if isinstance(val, Mapping):
            if depth >= max_depth:
                continue
            children = [(str(k), v, depth + 1) for k, v in val.items()]
            stack.extend(reversed(children))
            continue
        if isinstance(val, list | tuple):
            if depth >= max_depth:
                continue
            if all(is_scalar(v) for v in val):
                text = prefix + ",".join(scalar_text(v) for v in val[:50])
            else:
                stack.extend(reversed([(key, v, depth + 1) for v in val]))
                continue
        else:
            text = prefix + scalar_text(val)
        text = safe_text(text[: limit + 1])
        parts.append(text)
        size += len(text) + 1
    return clip(" ".join(parts), limit)
