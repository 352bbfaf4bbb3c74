"""Recover the text fields of malformed or truncated contract JSON, with offsets into the raw answer.

When the parser gives up (a missing brace, a truncated string, a schema violation), the
answer often still holds readable ``claim_text``, ``diagnosis_summary`` and
``user_facing_answer`` strings. A tolerant scan decodes each such string (escapes included;
a string cut off by truncation runs to the end of the text) and keeps, for every decoded
character, its offset in the raw answer, so facts taken from it carry true spans.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

#: Contract fields whose string values are the answer's statements, in the order facts are taken.
#: ``diagnosis_summary`` is only a last resort (it is usually a title or restates the claims).
RECOVER_KEYS: tuple[str, ...] = ("claim_text", "user_facing_answer", "diagnosis_summary")
_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "b": "\b", "f": "\f", '"': '"', "'": "'", "\\": "\\", "/": "/"}
_HEX4 = re.compile(r"[0-9a-fA-F]{4}")
_JSONISH = re.compile(
    r"""^\s*(?:```[ \t]*json\b|\{\s*["'/A-Za-z_]|\[\s*\{)|(["'])\w+\1\s*:\s*[\["'{]|^\s*[A-Za-z_]\w*\s*:\s*["\[{]""",
    re.I | re.M,
)


@dataclass(frozen=True)
class RecoveredField:
    """One decoded string value with the raw offset of each decoded character.

    ``offsets`` has ``len(text) + 1`` entries; the last one is where the raw value ends.
    """

    key: str
    text: str
    offsets: tuple[int, ...]

    def raw_span(self, start: int, end: int) -> tuple[int, int]:
        """Map a ``[start, end)`` range of the decoded text to the raw answer."""
        end = max(start, min(end, len(self.text)))
        if end == start:
            return self.offsets[start], self.offsets[start]
        return self.offsets[start], self.offsets[end - 1] + self._width(end - 1)

    def _width(self, i: int) -> int:
        # A decoded char covers raw text up to the next char's start (escapes are 2 or 6 raw chars).
        return self.offsets[i + 1] - self.offsets[i] if i + 1 < len(self.offsets) else 1


def looks_like_json(text: str) -> bool:
    """True when ``text`` looks like (possibly broken) JSON rather than prose."""
    return bool(_JSONISH.search(text))


def _decode_string(text: str, i: int, quote: str = '"') -> tuple[str, list[int]]:
    """Decode a JSON string body starting at ``i`` (after the opening ``quote``), tolerating truncation."""
    chars: list[str] = []
    offsets: list[int] = []
    n = len(text)
    while i < n:
        c = text[i]
        if c == quote:
            break
        if c == "\\":
            if i + 1 >= n:
                i += 1
                break
            e = text[i + 1]
            if e == "u" and _HEX4.fullmatch(text, i + 2, i + 6):
                chars.append(chr(int(text[i + 2 : i + 6], 16)))
                offsets.append(i)
                i += 6
                continue
            chars.append(_ESCAPES.get(e, e))
            offsets.append(i)
            i += 2
            continue
        chars.append(c)
        offsets.append(i)
        i += 1
    offsets.append(i)
    return "".join(chars), offsets


def recover_string_fields(text: str, keys: tuple[str, ...] = RECOVER_KEYS) -> list[RecoveredField]:
    """Every string value of ``keys`` found in ``text``, ordered by key priority then position.

    Double-quoted JSON, single-quoted Python-dict style (``{'claim_text': '...'}``) and unquoted
    JavaScript-style keys (``claim_text: "..."``) all count.
    """
    names = "|".join(map(re.escape, keys))
    # "key": "…", 'key': '…' and unquoted JavaScript-style key: "…".
    pattern = re.compile(r"""(?:(["'])(""" + names + r""")\1|(?<![\w"'])(""" + names + r"""))\s*:\s*(["'])""")
    found: list[tuple[int, int, RecoveredField]] = []
    for m in pattern.finditer(text):
        decoded, offsets = _decode_string(text, m.end(), m.group(4))
        if decoded.strip():
            key = m.group(2) or m.group(3)
            found.append((keys.index(key), m.start(), RecoveredField(key, decoded, tuple(offsets))))
    found.sort(key=lambda t: (t[0], t[1]))
    return [f for _, _, f in found]


def json_start(text: str) -> int:
    """Offset where the JSON part of a JSON-looking answer begins (prose before it is plain text)."""
    m = re.search(r"```[ \t]*json\b|\{", text, re.I)
    return m.start() if m else 0
