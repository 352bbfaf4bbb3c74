"""Focus ranking: lines naming an identifier or value of the query or the answer come first.

Terms are identifier-like tokens (``ts-basic-service``, ``java.lang.IllegalStateException``,
``10.0.0.12``, ``E1042``, ``HighErrorRate``) and numbers of two or more characters, taken from
``focus_text`` by one regex. Matching is case-insensitive substring search over the distinct
lines of one output joined together — one ``str.find`` pass per term, not a regex per line —
and a number only matches where no digit adjoins it (``12`` does not match ``1674``).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass
from itertools import pairwise

from engine.summary.lines import SEVERITY, Line

#: At most this many focus terms are used (the first ones in ``focus_text``).
MAX_TERMS = 64

_TOKEN = re.compile(r"[A-Za-z0-9_]+(?:[.:/@\-][A-Za-z0-9_]+)*")
_NUMBER = re.compile(r"\d+(?:\.\d+)?")
_NUMBER_UNIT = re.compile(r"(\d+(?:\.\d+)?)(?:[a-z]{1,3}|[KMGT]i?B|[KMGT])", re.IGNORECASE)
_STOP = {w.lower() for w in SEVERITY} | {"http", "https", "json", "the", "and", "utc", "gmt", "api", "log", "logs"}


@dataclass(frozen=True, slots=True)
class FocusTerm:
    """One term to look for: lowercased text, and whether it is a number (matched with digit boundaries)."""

    text: str
    numeric: bool


def _is_identifier(tok: str) -> bool:
    if len(tok) < 3 or tok.lower() in _STOP:
        return False
    if any(ch.isdigit() for ch in tok) or any(ch in "._-:/@" for ch in tok):
        return True
    # CamelCase (HighErrorRate) or ALLCAPS (OOMKilled has both) names.
    return any(a.islower() and b.isupper() for a, b in pairwise(tok)) or (
        tok.isupper() and len(tok) >= 4
    )


def focus_terms(text: str) -> tuple[FocusTerm, ...]:
    """The focus terms of ``text``, deduplicated, in first-seen order."""
    terms: dict[str, FocusTerm] = {}
    for m in _TOKEN.finditer(text or ""):
        tok = m.group(0).strip("._-:/@")
        unit = _NUMBER_UNIT.fullmatch(tok)
        if unit:  # 305ms, 37.5%: the number is the term (units are written apart in many outputs)
            tok = unit.group(1)
        if _NUMBER.fullmatch(tok):
            if len(tok) < 2:
                continue
            term = FocusTerm(tok, True)
        elif _is_identifier(tok):
            term = FocusTerm(tok.lower(), False)
        else:
            continue
        terms.setdefault(term.text, term)
        if len(terms) >= MAX_TERMS:
            break
    return tuple(terms.values())


def _number_ok(blob: str, pos: int, end: int) -> bool:
    before = blob[pos - 1] if pos > 0 else " "
    after = blob[end] if end < len(blob) else " "
    if before.isdigit() or (before == "." and pos > 1 and blob[pos - 2].isdigit()):
        return False
    return not (after.isdigit() or (after == "." and end + 1 < len(blob) and blob[end + 1].isdigit()))


def mark_focus(lines: list[Line], terms: tuple[FocusTerm, ...]) -> int:
    """Set ``focus`` / ``focus_pos`` on every line that names a term; returns how many lines were marked."""
    if not terms or not lines:
        return 0
    lowered = [ln.text.lower() for ln in lines]
    starts: list[int] = []
    offset = 0
    for low in lowered:
        starts.append(offset)
        offset += len(low) + 1
    blob = "\n".join(lowered)
    marked = 0
    for term in terms:
        t = term.text
        i = blob.find(t)
        while i >= 0:
            idx = bisect_right(starts, i) - 1
            end = i + len(t)
            if not term.numeric or _number_ok(blob, i, end):
                line = lines[idx]
                if line.focus == 0:
                    marked += 1
                line.focus += 1
                in_body = i - starts[idx] - len(line.head)
                if in_body >= 0 and (line.focus_pos < 0 or in_body < line.focus_pos):
                    line.focus_pos = in_body
                # One hit per line per term: continue after this line.
                nxt = starts[idx + 1] if idx + 1 < len(starts) else len(blob)
                i = blob.find(t, nxt)
            else:
                i = blob.find(t, i + 1)
    return marked
