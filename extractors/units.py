"""Fact units of an answer: sentences (or leading clauses) with kind, span and the field they came from.

Plain text and Markdown are segmented directly. Text that looks like broken contract JSON
is read through :mod:`extractors.json_recover`: the prose before the JSON, then the
recovered ``claim_text`` / ``diagnosis_summary`` / ``user_facing_answer`` strings, with spans
mapped back into the raw answer.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from extractors.json_recover import json_start, looks_like_json, recover_string_fields
from extractors.sentences import SentenceKind, fact_units
from matchers.base import quick_init


@quick_init
@dataclass(frozen=True)
class Unit:
    """One candidate statement: markup-trimmed ``text``, its kind, and ``[start, end)`` in the raw text.

    ``field`` names the recovered JSON field it came from, or is None for plain text.
    """

    text: str
    start: int
    end: int
    kind: SentenceKind
    field: str | None = None


@lru_cache(maxsize=256)
def answer_units(text: str) -> tuple[tuple[Unit, ...], bool]:
    """Units of ``text`` and whether they were recovered from malformed JSON.

    Memoised (pure; units are frozen): the extractor and the coverage sweep segment the same answer.
    """
    units, recovered = _segment(text)
    return tuple(units), recovered


def _segment(text: str) -> tuple[list[Unit], bool]:
    if looks_like_json(text):
        fields = recover_string_fields(text)
        if any(f.key != "diagnosis_summary" for f in fields):
            # The summary is a title or restates the claims; it is read only when nothing else is there.
            fields = [f for f in fields if f.key != "diagnosis_summary"]
        if fields:
            head = text[: json_start(text)]
            units = [Unit(s.text, s.start, s.end, k) for s, k in fact_units(head)]
            for f in fields:
                for s, k in fact_units(f.text):
                    a, b = f.raw_span(s.start, s.end)
                    units.append(Unit(s.text, a, b, k, f.key))
            end = balanced_end(text, json_start(text))
            units += outside_units(text, end) if end else trailing_prose_units(text)
            return units, True
    return [Unit(s.text, s.start, s.end, k) for s, k in fact_units(text)], False


_CLOSING_FENCE = re.compile(r"\s*```")
#: Characters of JSON syntax: a line with none of them after a broken contract is prose.
_JSON_SYNTAX = re.compile(r'["{}\[\]`]')


def trailing_prose_units(text: str) -> list[Unit]:
    """Units of the plain lines that end a contract that never closes (prose after a truncated JSON).

    Lines are read from the end while they hold no JSON syntax (quotes, braces, brackets, fences);
    those lines reach the user as written, so they are checked like any sentence.
    """
    start = len(text)
    lines = text.split("\n")
    for i in range(len(lines) - 1, 0, -1):  # the first line holds the contract's opening brace
        if _JSON_SYNTAX.search(lines[i]):
            break
        start -= len(lines[i]) + 1
    tail = text[start:]
    if not tail.strip():
        return []
    return [Unit(s.text, start + s.start, start + s.end, k) for s, k in fact_units(tail)]


def balanced_end(text: str, start: int) -> int:
    """Index after the object that opens at ``start`` (strings and escapes skipped; ``'`` strings too), or 0.

    0 when the object never closes (a truncated contract has no prose after it). One linear scan.
    """
    depth = 0
    quote = ""
    i, n = start, len(text)
    while i < n:
        ch = text[i]
        if quote:
            if ch == "\\":
                i += 1
            elif ch == quote:
                quote = ""
        elif ch in "\"'":
            quote = ch
        elif ch in "{[":
            depth += 1
        elif ch in "}]":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return 0


def outside_units(text: str, end: int) -> list[Unit]:
    """Units of the prose after a contract that ends at ``end`` (its closing fence skipped).

    Text the Executor emitted around its JSON reaches the user too, so it is checked like the
    contract's own sentences (DESIGN "Extraction": nothing outside the claims is left unchecked).
    """
    if end <= 0 or end >= len(text):
        return []
    m = _CLOSING_FENCE.match(text, end)
    start = m.end() if m else end
    tail = text[start:]
    return [Unit(s.text, start + s.start, start + s.end, k) for s, k in fact_units(tail)]
