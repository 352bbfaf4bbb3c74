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
    if value.isascii():
        # Printable ASCII holds no control character: skip the regex (the common case).
        return value if value.isprintable() else _CTRL.sub(" ", value)
    value = value.encode("utf-8", "surrogatepass").decode("utf-8", "replace")
    return _CTRL.sub(" ", value)


#: Every ASCII byte (deleted by ``bytes.translate`` to leave a UTF-8 text's non-ASCII characters).
_ASCII_BYTES = bytes(range(128))


def lower_text(text: str) -> str:
    """``text.lower()``, faster on long, mostly ASCII text with a few non-ASCII characters (a log output).

    Such text is stored 2 or 4 bytes a character, where ``str.lower`` takes a slow path. When
    lowering leaves every non-ASCII character as it is (the usual case: CJK, punctuation), the
    result is the UTF-8 bytes with their ASCII letters lowered, decoded back; otherwise (a
    letter with case, ``İ``, ``Σ``, the Kelvin sign) it is ``str.lower`` itself. Same result either way.
    """
    if text.isascii() or len(text) < 4096:
        return text.lower()
    raw = text.encode("utf-8", "surrogatepass")
    rest = raw.translate(None, _ASCII_BYTES).decode("utf-8", "surrogatepass")  # the non-ASCII characters, in order
    if rest.lower() != rest:
        return text.lower()
    return raw.lower().decode("utf-8", "surrogatepass")


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
    if type(value) is dict and max_depth > 0 and all(type(v) in SCALAR_TYPES for v in value.values()):
        # Fast path, same text: a flat object of scalars (the usual tool input).
        for k, v in value.items():
            if size > limit:
                break
            key = str(k)
            text = safe_text((((key + "=") if key else "") + (v if type(v) is str else scalar_text(v)))[: limit + 1])
            parts.append(text)
            size += len(text) + 1
        return clip(" ".join(parts), limit)
    stack: list[tuple[str, Any, int]] = [("", value, 0)]
    while stack and size <= limit:
        key, val, depth = stack.pop()
        prefix = f"{key}=" if key else ""
        t = type(val)
        if t is str or t is int or t is float or t is bool:  # fast path: a plain JSON scalar
            text = safe_text((prefix + scalar_text(val))[: limit + 1])
            parts.append(text)
            size += len(text) + 1
            continue
        if t is dict or isinstance(val, Mapping):
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


def _is_numeric(text: str) -> bool:
    return text.replace(".", "").isdigit()


def _snap(text: str, start: int, end: int, lo: int, hi: int) -> tuple[int, int]:
    """``[start, end)`` shrunk to token boundaries, never past ``[lo, hi)`` (the span that must stay whole)."""
    n = len(text)
    while start < lo and start > 0 and not _BOUNDARY.match(text, start - 1):
        start += 1
    while end > hi and end < n and not _BOUNDARY.match(text, end):
        end -= 1
    return start, end


def _whole_token(text: str, s: int, e: int) -> tuple[int, int]:
    """``[s, e)`` widened to the token it lies in (by at most :data:`HARD_CUT` characters each way)."""
    a = _token_start(text, s)
    b, n = e, len(text)
    while b < n and b - e < HARD_CUT and not _BOUNDARY.match(text, b):
        b += 1
    return (a if a == 0 or _BOUNDARY.match(text, a - 1) else s), (b if b == n or _BOUNDARY.match(text, b) else e)


def excerpt(text: str, spans: list[tuple[int, int]], limit: int) -> str:
    """At most ``limit`` characters of ``text`` that keep every span in ``spans`` whole (focus identifiers).

    One window centred on the spans when they fit together; else one short piece per span, joined by
    ``…``. When even the bare spans do not fit, numbers go before identifiers, later ones before earlier.
    Pieces are cut at token boundaries where the span allows it; nothing is added but ``…``.
    """
    if len(text) <= limit:
        return text
    ell = len(ELLIPSIS)
    merged: list[list[int]] = []
    for s, e in sorted(_whole_token(text, s, e) for s, e in spans):
        if merged and s <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], e)
        else:
            merged.append([s, e])
    # Drop spans that cannot fit: numbers first, then from the end.
    order = sorted(range(len(merged)), key=lambda i: (not _is_numeric(text[merged[i][0] : merged[i][1]]), -i))
    keep = set(range(len(merged)))
    for i in order:
        kept = [merged[j] for j in sorted(keep)]
        if kept[-1][1] - kept[0][0] + 2 * ell <= limit or sum(e - s for s, e in kept) + (len(kept) + 1) * ell <= limit:
            break
        if len(keep) == 1:
            return window(text, kept[0][0], limit)
        keep.discard(i)
    kept = [merged[j] for j in sorted(keep)]
    lo, hi = kept[0][0], kept[-1][1]
    n = len(text)
    if hi - lo + 2 * ell <= limit:
        room = limit - 2 * ell
        slack = room - (hi - lo)
        start = max(0, lo - slack // 2)
        end = min(n, start + room)
        if end == n:
            start = max(0, min(lo, n - room))
        pieces = [_snap(text, start, end, lo, hi)]
    else:
        k = len(kept)
        ctx = (limit - sum(e - s for s, e in kept) - (k + 1) * ell) // (2 * k)
        spans_ctx: list[list[int]] = []
        for s, e in kept:
            a, b = max(0, s - ctx), min(n, e + ctx)
            if spans_ctx and a <= spans_ctx[-1][1]:
                spans_ctx[-1][1], spans_ctx[-1][3] = b, e
            else:
                spans_ctx.append([a, b, s, e])
        pieces = [_snap(text, a, b, s, e) for a, b, s, e in spans_ctx]
    parts = [ELLIPSIS if pieces[0][0] > 0 else ""]
    for m, (a, b) in enumerate(pieces):
        if m:
            parts.append(ELLIPSIS)
        piece = text[a:b]
        parts.append(piece.lstrip() if a > 0 else piece)
        if b < n:
            parts[-1] = parts[-1].rstrip()
    parts.append(ELLIPSIS if pieces[-1][1] < n else "")
    return "".join(parts)
