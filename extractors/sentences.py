"""Sentence segmentation of mixed Chinese/English answers, keeping character offsets."""

from __future__ import annotations

import re
from dataclasses import dataclass

from matchers.cues import default_cue_matchers

# Split after Chinese/ASCII sentence enders and at line breaks; ASCII '.' only when followed
# by whitespace, so versions, IPs and package names (java.lang.X, 10.0.0.1) stay whole.
_SPLIT = re.compile(r"(?<=[。！？；!?;])|(?<=\.)(?=\s)|\n+")
_BULLET = re.compile(r"^\s*(?:[-*+•·]|\d+[.)、]|[（(]?\d+[）)]|#{1,6}|>)\s*")
_MD = re.compile(r"\*\*|__|`")


@dataclass(frozen=True)
class Sentence:
    """One sentence with its ``[start, end)`` span in the source text (markup trimmed)."""

    text: str
    start: int
    end: int


def split_sentences(text: str) -> list[Sentence]:
    """Split ``text`` at 。！？； ! ? ; ". ", line breaks; strip bullets and list numbers."""
    out: list[Sentence] = []
    pos = 0
    for piece in _SPLIT.split(text):
        if piece is None:
            continue
        start = text.find(piece, pos) if piece else pos
        if start < 0:
            start = pos
        pos = start + len(piece)
        m = _BULLET.match(piece)
        lead = m.end() if m else 0
        body = piece[lead:]
        stripped = body.strip()
        if not stripped:
            continue
        s = start + lead + (len(body) - len(body.lstrip()))
        cleaned = _MD.sub("", stripped).strip()
        if len(cleaned) < 2 or not re.search(r"\w", cleaned):
            continue
        out.append(Sentence(cleaned, s, s + len(stripped)))
    return out


def is_hedged(sentence: str) -> bool:
    """True when the sentence hedges (a hypothesis) — never a fact to check."""
    return default_cue_matchers()["hedge"].search(sentence)


def is_advice(sentence: str) -> bool:
    """True when the sentence recommends an action rather than stating a finding."""
    return default_cue_matchers()["advice"].search(sentence)


def is_confirmed_sounding(sentence: str) -> bool:
    """True when the sentence asserts a finding: an assertion cue, no hedge, not advice."""
    if is_hedged(sentence) or is_advice(sentence):
        return False
    return default_cue_matchers()["assertion"].search(sentence)
