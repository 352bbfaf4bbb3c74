"""Anchor an LLM quote in the answer: exact, whitespace/markup-insensitive, then fuzzy above a threshold.

An LLM fact whose quote cannot be anchored is dropped (and counted): the LLM may only point
at text the answer really contains, never add to it.
"""

from __future__ import annotations

import re

from extractors.json_recover import looks_like_json, recover_string_fields
from extractors.sentences import word_chars
from matchers.fuzzy import partial_ratio_alignment

#: Fuzzy alignment score (0-100, :func:`matchers.fuzzy.partial_ratio_alignment`) a quote needs to be anchored.
ANCHOR_THRESHOLD = 90.0
#: A quote needs at least this many word characters (shorter ones anchor anywhere).
MIN_QUOTE_CHARS = 4
_SKIP = re.compile(r"[\s*`_#>|]")


def _collapsed(text: str) -> tuple[str, list[int]]:
    chars: list[str] = []
    pos: list[int] = []
    for i, c in enumerate(text):
        if not _SKIP.match(c):
            chars.append(c.lower())
            pos.append(i)
    return "".join(chars), pos


def anchor_in(quote: str, text: str, *, threshold: float = ANCHOR_THRESHOLD) -> tuple[int, int] | None:
    """``[start, end)`` of ``quote`` in ``text``, or None when it is not there closely enough."""
    q = quote.strip()
    if word_chars(q) < MIN_QUOTE_CHARS or not text:
        return None
    i = text.find(q)
    if i != -1:
        return i, i + len(q)
    cq, _ = _collapsed(q)
    ct, pos = _collapsed(text)
    if not cq or not ct:
        return None
    j = ct.find(cq)
    if j != -1:
        return pos[j], pos[j + len(cq) - 1] + 1
    if len(cq) > len(ct):
        return None
    al = partial_ratio_alignment(cq, ct, score_cutoff=threshold)
    if al is None or al.dest_end <= al.dest_start:
        return None
    return pos[al.dest_start], pos[al.dest_end - 1] + 1


def anchor_quote(quote: str, answer: str, *, threshold: float = ANCHOR_THRESHOLD) -> tuple[int, int] | None:
    """Anchor ``quote`` in the raw answer, or in the decoded text fields of a JSON-looking answer."""
    found = anchor_in(quote, answer, threshold=threshold)
    if found is not None or not looks_like_json(answer):
        return found
    for field in recover_string_fields(answer):
        inner = anchor_in(quote, field.text, threshold=threshold)
        if inner is not None:
            return field.raw_span(*inner)
    return None
