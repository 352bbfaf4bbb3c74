"""Is a sentence already covered by some fact? Shared key identifiers plus a fuzzy text match.

A sentence that names identifiers or quantities is covered only when every one of them is
already in some fact (a fact that quotes half a sentence cannot hide the fabricated error
code in the other half) *and* what it says about them — the text left once the keys are
removed — resembles a fact that shares one of those keys (so "X 报错 No space left" is not
covered by "X 的磁盘使用率 91%"). A sentence without any key is covered by a close fuzzy match.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from rapidfuzz import fuzz

from extractors.keys import ASCII_TOKEN, keys, quantities
from extractors.sentences import clean_markup

#: Fuzzy score (0-100, rapidfuzz partial_ratio / token_set_ratio) at or above which text counts as covered.
COVERAGE_THRESHOLD = 80.0
#: partial_ratio (0-100) of the key-less remainders at or above which a keyed sentence counts as covered.
RESIDUAL_THRESHOLD = 50.0
_NOISE = re.compile(r"[\s，。！？；：、,.!?;:()（）\[\]【】\"'“”‘’*`#>|-]+")


def normalise(text: str) -> str:
    """Lower-cased text without markup, whitespace or punctuation (for fuzzy comparison)."""
    return _NOISE.sub("", clean_markup(text).lower())


def similarity(a: str, b: str) -> float:
    """Fuzzy similarity in [0, 100] of two texts after :func:`normalise`."""
    na, nb = normalise(a), normalise(b)
    if not na or not nb:
        return 0.0
    return max(fuzz.partial_ratio(na, nb), fuzz.token_set_ratio(clean_markup(a).lower(), clean_markup(b).lower()))


def residual(text: str) -> str:
    """:func:`normalise` of ``text`` with its key identifiers and numbers removed (what it says about them)."""
    ks = keys(text)

    def drop(m: re.Match[str]) -> str:
        tok = m.group(0)
        return "" if tok.lower().rstrip(".:/-") in ks or tok.replace(".", "").isdigit() else tok

    return normalise(ASCII_TOKEN.sub(drop, clean_markup(text)))


def _has_keys(wanted: frozenset[str], numbers: frozenset[str], texts: list[str]) -> bool:
    """True when ``texts`` together name every key in ``wanted``.

    An identifier also counts when a fact spells it inside a longer one (IllegalStateException
    in java.lang.…); a number must be one of the facts' own quantities ("5" is not in "a5c8…").
    """
    have: set[str] = set()
    for t in texts:
        have |= keys(t)
    joined = re.sub(r"\s+", "", " ".join(clean_markup(t) for t in texts).lower())
    return all(k in have or (k not in numbers and len(k) >= 4 and k in joined) for k in wanted)


def _residual_score(a: str, b: str) -> float:
    """partial_ratio when the two remainders are of comparable length, else plain ratio.

    A short remainder ("值为") would otherwise align perfectly inside any longer sentence.
    """
    if not a or not b:
        return 0.0
    if min(len(a), len(b)) / max(len(a), len(b)) >= 0.5:
        return fuzz.partial_ratio(a, b)
    return fuzz.ratio(a, b)


def is_covered(sentence: str, fact_texts: Iterable[str], *, threshold: float = COVERAGE_THRESHOLD) -> bool:
    """True when the facts already say ``sentence``: all of its keys, or (keyless) a close fuzzy match."""
    texts = [t for t in fact_texts if t]
    if not texts:
        return False
    wanted = keys(sentence)
    if wanted:
        if not _has_keys(wanted, quantities(sentence), texts):
            return False
        # Two or more keys all named by one fact: the same finding, however it is worded.
        if len(wanted) >= 2 and any(_has_keys(wanted, quantities(sentence), [t]) for t in texts):
            return True
        rest = residual(sentence)
        if len(rest) <= 2:
            return True
        related = [t for t in texts if keys(t) & wanted] or texts
        return any(_residual_score(rest, residual(t)) >= RESIDUAL_THRESHOLD for t in related)
    return any(similarity(sentence, t) >= threshold for t in texts)
