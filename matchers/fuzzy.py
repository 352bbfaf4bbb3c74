"""Scorers and identifier matching: exact after normalisation first, fuzzy only where it is safe.

Every scorer has RapidFuzz's keyword-only signature ``(a, b, *, processor=None,
score_cutoff=None) -> float`` (0–100) and does no hidden normalisation: pass a processor
from :mod:`matchers.normalize` by name. The one rule that is not a normalisation is the
*digit guard*: identifiers whose digit sequences differ never match (``ERR_5001`` ≠
``ERR_5002``, ``10.0.0.1`` ≠ ``10.0.0.2``, ``pod-7f9c`` ≠ ``pod-7f9d``), because an identifier
that differs in a digit is a different thing, however similar it looks.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from rapidfuzz import fuzz

from matchers.base import ScoredMatch, Span
from matchers.normalize import digits_of, fold_separators, fold_width

Processor = Callable[[str], str] | None

#: Below this length (after separator folding) identifiers must match exactly.
MIN_FUZZY_LENGTH = 16
#: ratio (0–100) at or above which two long identifiers with the same digits are one identifier.
IDENTIFIER_FUZZY_CUTOFF = 95.0
#: partial_ratio (0–100) at or above which an evidence excerpt is found in an output.
EXCERPT_CUTOFF = 85.0

_HEX_RUN = re.compile(r"[0-9a-f]+")


def _cut(score: float, score_cutoff: float | None) -> float:
    return score if score_cutoff is None or score >= score_cutoff else 0.0


def _prep(a: str, b: str, processor: Processor) -> tuple[str, str]:
    return (processor(a), processor(b)) if processor is not None else (a, b)


def ratio(a: str, b: str, *, processor: Processor = None, score_cutoff: float | None = None) -> float:
    """Normalised Indel similarity (symmetric), 0–100."""
    a, b = _prep(a, b, processor)
    return _cut(fuzz.ratio(a, b), score_cutoff)


def partial_ratio(a: str, b: str, *, processor: Processor = None, score_cutoff: float | None = None) -> float:
    """Best ratio of the shorter string against any same-length window of the longer (symmetric), 0–100."""
    a, b = _prep(a, b, processor)
    if len(a) > len(b):
        a, b = b, a
    return _cut(fuzz.partial_ratio(a, b), score_cutoff)


def token_set_ratio(a: str, b: str, *, processor: Processor = None, score_cutoff: float | None = None) -> float:
    """Indel ratio of the two token sets' intersection and differences (word order and repeats ignored), 0–100."""
    a, b = _prep(a, b, processor)
    return _cut(fuzz.token_set_ratio(a, b), score_cutoff)


@dataclass(frozen=True)
class Alignment:
    """Where :func:`partial_ratio_alignment` aligned the shorter text: ``[dest_start, dest_end)`` in ``b``."""

    score: float
    src_start: int
    src_end: int
    dest_start: int
    dest_end: int


def partial_ratio_alignment(
    a: str, b: str, *, processor: Processor = None, score_cutoff: float | None = None
) -> Alignment | None:
    """:func:`partial_ratio` with the window of ``b`` it was found in; None below ``score_cutoff``."""
    a, b = _prep(a, b, processor)
    al = fuzz.partial_ratio_alignment(a, b, score_cutoff=score_cutoff)
    if al is None:
        return None
    return Alignment(al.score, al.src_start, al.src_end, al.dest_start, al.dest_end)


def same_digits(a: str, b: str) -> bool:
    """True when ``a`` and ``b`` carry the same digit sequence (the digit guard)."""
    return digits_of(a) == digits_of(b)


def _hex_signature(s: str) -> str:
    # For hex-ish ids (pod-7f9c) letters a–f are digits too.
    return "".join(r for r in _HEX_RUN.findall(s.lower()) if any(c.isdigit() for c in r))


def identifier_similarity(a: str, b: str, *, processor: Processor = None, score_cutoff: float | None = None) -> float:
    """Similarity of two identifiers (symmetric), 0–100; 0 whenever their digits (or hex runs) differ.

    After ``processor``: equal strings score 100; strings shorter than
    :data:`MIN_FUZZY_LENGTH` score 0 unless equal; longer ones score their Indel ratio.
    """
    a, b = _prep(a, b, processor)
    if a == b:
        return _cut(100.0, score_cutoff)
    if not same_digits(a, b) or _hex_signature(a) != _hex_signature(b):
        return 0.0
    if min(len(a), len(b)) < MIN_FUZZY_LENGTH:
        return 0.0
    return _cut(fuzz.ratio(a, b), score_cutoff)


@dataclass(frozen=True)
class IdentifierMatcher:
    """Decides whether two identifiers are the same: exact, then normalised, then qualified-name suffix, then fuzzy."""

    name: str = "fuzzy.identifier.v1"
    kind: str = "scorer"
    cutoff: float = IDENTIFIER_FUZZY_CUTOFF

    def match(self, a: str, b: str) -> ScoredMatch:
        """Compare ``a`` and ``b``; ``rule`` says which step decided."""
        if a == b:
            return ScoredMatch(self.name, "exact", 1.0, True)
        if not same_digits(a, b):
            return ScoredMatch(self.name, "digit_mismatch", 0.0, False, f"{a!r} and {b!r} differ in a digit")
        fa, fb = fold_separators(a), fold_separators(b)
        if fa == fb:
            return ScoredMatch(self.name, "normalized", 1.0, True)
        la, lb = a.lower(), b.lower()
        if la.endswith("." + lb) or lb.endswith("." + la):
            return ScoredMatch(self.name, "qualified_suffix", 0.98, True)
        score = identifier_similarity(fa, fb)
        ok = score >= self.cutoff
        return ScoredMatch(self.name, "fuzzy" if ok else "no_match", score / 100.0, ok)


_PARTS = re.compile(r"[A-Za-z]+|\d+|[^\W\d_A-Za-z]+")


@lru_cache(maxsize=4096)
def identifier_regex(identifier: str) -> re.Pattern[str]:
    """A regex that finds ``identifier`` in text, case- and separator-insensitively.

    Separators (``-_./:()#$`` and spaces) are free; a match is never glued to a further letter or
    digit, so ``ERR_500`` is not found inside ``ERR_5001``.
    """
    parts = _PARTS.findall(fold_width(identifier))
    if not parts:
        return re.compile(re.escape(identifier), re.I)
    body = r"[\s\-_./:()#$]*".join(re.escape(p) for p in parts)
    return re.compile(rf"(?<![A-Za-z0-9]){body}(?![A-Za-z0-9])", re.I)


#: Non-ASCII characters that an ASCII letter matches under ``re.IGNORECASE`` (İ ı ſ and the Kelvin sign).
_CASE_SPECIALS = re.compile("[\u0130\u0131\u017f\u212a]")


@lru_cache(maxsize=4096)
def _needles(identifier: str) -> tuple[str, ...] | None:
    """Lowercased parts of ``identifier`` that every match must contain verbatim (None: no safe pre-check).

    Only for parts that are ASCII, CJK ideographs or digits: for those, a case-insensitive regex
    match implies the lowercased part occurs in the lowercased text (see :func:`_lowered`).
    """
    parts = _PARTS.findall(fold_width(identifier))
    if not parts:
        return None
    for p in parts:
        if not p.isascii() and not all(c.isdigit() or "\u3400" <= c <= "\u9fff" for c in p):
            return None
    return tuple(p.lower() for p in parts)


@lru_cache(maxsize=256)
def _lowered(text: str) -> str | None:
    """``text.lower()``, or None when it holds a character that would make the pre-check unsafe.

    Without those characters (İ ı ſ K) lowering maps every character to exactly one character, and
    a character lowers to an ASCII letter or digit only when it matches that letter case-insensitively.
    """
    if not text.isascii() and _CASE_SPECIALS.search(text):
        return None
    return text.lower()


_ALNUM_LOWER = frozenset("abcdefghijklmnopqrstuvwxyz0123456789")
_SEPARATOR_PUNCT = frozenset("-_./:()#$")


def _find_lowered(needles: tuple[str, ...], low: str) -> Span | None:
    """:func:`identifier_regex`'s leftmost match, found in lowercased text without compiling a regex.

    ``low`` is :func:`_lowered` text (no İ ı ſ K): there ``text.lower()`` keeps every offset, and a
    case-insensitive match of the identifier's pattern is exactly this scan on the lowered text: a
    needle not glued to a letter/digit before it, each next needle after a run of separators
    (whitespace or ``-_./:()``; needles never contain one, so the greedy run is the only way), and
    no letter/digit after the last one.
    """
    first, rest = needles[0], needles[1:]
    n = len(low)
    start = low.find(first)
    while start != -1:
        if start == 0 or low[start - 1] not in _ALNUM_LOWER:
            pos = start + len(first)
            for nd in rest:
                while pos < n and (low[pos] in _SEPARATOR_PUNCT or low[pos].isspace()):
                    pos += 1
                if not low.startswith(nd, pos):
                    break
                pos += len(nd)
            else:
                if pos >= n or low[pos] not in _ALNUM_LOWER:
                    return Span(start, pos)
        start = low.find(first, start + 1)
    return None


def find_identifier(identifier: str, text: str) -> Span | None:
    """Where ``identifier`` occurs in ``text`` (after width folding), separator- and case-insensitively."""
    needles = _needles(identifier)
    if needles is not None:
        # Cheap pre-check: a part missing from the text means no match (and no regex to compile).
        low = _lowered(text)
        if low is not None:
            if not all(n in low for n in needles):
                return None
            return _find_lowered(needles, low)
    m = identifier_regex(identifier).search(text)
    return Span(m.start(), m.end()) if m else None


_CUT = re.compile(r"…|\.\.\.")


def cut_prefix_found(excerpt: str, text: str) -> bool:
    """True when ``text`` was cut (``…``, or ``...`` after NFKC) right after a long prefix of ``excerpt``.

    A bounded summary may end a line mid-message; the part that survived is there verbatim,
    so the excerpt counts as found. Both arguments are expected case- and space-normalised.
    The prefix must be at least half the excerpt and 12 characters.
    """
    if "…" not in text and "..." not in text:
        return False
    floor = max(12, len(excerpt) // 2)
    for cut in _CUT.finditer(text):
        head = " ".join(text[max(0, cut.start() - len(excerpt) - 4) : cut.start()].split())
        for k in range(min(len(excerpt), len(head)), floor - 1, -1):
            if head.endswith(excerpt[:k].rstrip()):
                return True
    return False


#: Field names of an excerpt in a record's JSON or k=v form ("message":, level=): the output may render them otherwise.
_KEYS = re.compile(r'"[^"]*"\s*:|[a-z_][a-z0-9_]*\s*=')


@dataclass(frozen=True)
class ExcerptMatcher:
    """Checks that a quoted excerpt occurs (fuzzily) in an output and that its numbers and ids are all there."""

    name: str = "fuzzy.excerpt.v1"
    kind: str = "scorer"
    cutoff: float = EXCERPT_CUTOFF

    def match(self, excerpt: str, text: str, *, trace_ref: str | None = None) -> ScoredMatch:
        """Score ``excerpt`` against ``text`` (both are width- and case-folded first)."""
        ex, tx = " ".join(fold_width(excerpt).lower().split()), " ".join(fold_width(text).lower().split())
        if not ex:
            return ScoredMatch(self.name, "empty_excerpt", 0.0, False, "empty excerpt", trace_ref)
        if ex in tx:
            return ScoredMatch(self.name, "exact", 1.0, True, "", trace_ref)
        if cut_prefix_found(ex, tx):
            return ScoredMatch(self.name, "cut_prefix", 0.95, True, "output cut after a long prefix", trace_ref)
        for num in re.findall(r"\d+(?:\.\d+)?", ex):
            if not re.search(rf"(?<![\d.]){re.escape(num)}(?![\d])", tx):
                return ScoredMatch(self.name, "digit_mismatch", 0.0, False, f"{num} not in output", trace_ref)
        for word in re.findall(r"[a-z]{4,}", _KEYS.sub(" ", ex)):
            # A word the output never writes is another message ("refused" for "reset"), however close.
            if word not in tx:
                return ScoredMatch(self.name, "word_mismatch", 0.0, False, f"{word} not in output", trace_ref)
        score = partial_ratio(ex, tx)
        ok = score >= self.cutoff
        return ScoredMatch(self.name, "fuzzy" if ok else "no_match", score / 100.0, ok, "", trace_ref)
