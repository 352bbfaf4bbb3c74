"""Is a sentence already covered by some fact? Shared key identifiers plus a fuzzy text match.

A sentence that names identifiers or quantities is covered only when every one of them is
already in some fact (a fact that quotes half a sentence cannot hide the fabricated error
code in the other half) *and* what it says about them — the text left once the keys are
removed — resembles a fact that shares one of those keys (so "X 报错 No space left" is not
covered by "X 的磁盘使用率 91%"). A sentence without any key is covered by a close fuzzy match.

Cost stays linear in the answer: a :class:`CoverageIndex` is built once and grows fact by fact
(the sweep adds each sentence it takes), keys are looked up in a table instead of re-read from
every fact, and a key spelled inside a longer one is searched in a 4-gram index. Up to
:data:`EXACT_FACTS` facts, every fact is compared with the sentence, exactly as the rule
above says; beyond, only the :data:`MAX_CANDIDATES` facts that share the most character
bigrams with it (bigrams found in more than :data:`COMMON_GRAM` facts say nothing and are
skipped). Two texts both longer than :data:`LONG_TEXT` characters are compared by bigram Dice
instead of ``partial_ratio``, whose cost is the product of the lengths.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cached_property

from extractors.sentences import clean_markup
from matchers.fuzzy import partial_ratio, ratio, token_set_ratio
from matchers.keys import ASCII_TOKEN, keys, quantities

#: Fuzzy score (0-100, :mod:`matchers.fuzzy` partial_ratio / token_set_ratio) at or above which text counts as covered.
COVERAGE_THRESHOLD = 80.0
#: partial_ratio (0-100) of the key-less remainders at or above which a keyed sentence counts as covered.
RESIDUAL_THRESHOLD = 50.0
#: Facts compared one by one with every sentence; beyond this many, candidates come from the index.
EXACT_FACTS = 64
#: Facts compared with one sentence once there are more than :data:`EXACT_FACTS`.
MAX_CANDIDATES = 32
#: A bigram (or 4-gram) held by more facts than this selects no candidate.
COMMON_GRAM = 256
#: Characters beyond which two texts are compared by bigram Dice (linear) rather than partial_ratio.
LONG_TEXT = 512
_NOISE = re.compile(r"[\s，。！？；：、,.!?;:()（）\[\]【】\"'“”‘’*`#>|-]+")
_SPACE = re.compile(r"\s+")
_KEY_RUN = re.compile(r"[a-z0-9_.:/\-]{4,}")
#: Clause breaks of a sentence (a comma or semicolon, Chinese or ASCII, not inside a number).
_CLAUSE_SPLIT = re.compile(r"[，；;]|,(?!\d)")


def normalise(text: str) -> str:
    """Lower-cased text without markup, whitespace or punctuation (for fuzzy comparison)."""
    return _NOISE.sub("", clean_markup(text).lower())


def _bigrams(text: str) -> set[str]:
    return {text[i : i + 2] for i in range(len(text) - 1)}


def _dice(a: str, b: str) -> float:
    """Bigram Dice coefficient of two texts, 0-100 (linear in their lengths)."""
    ga, gb = Counter(a[i : i + 2] for i in range(len(a) - 1)), Counter(b[i : i + 2] for i in range(len(b) - 1))
    total = sum(ga.values()) + sum(gb.values())
    return 200.0 * sum((ga & gb).values()) / total if total else 0.0


def similarity(a: str, b: str) -> float:
    """Fuzzy similarity in [0, 100] of two texts after :func:`normalise`."""
    na, nb = normalise(a), normalise(b)
    if not na or not nb:
        return 0.0
    if min(len(na), len(nb)) > LONG_TEXT:
        return _dice(na, nb)
    return max(partial_ratio(na, nb), token_set_ratio(clean_markup(a).lower(), clean_markup(b).lower()))


#: A compact log header's date and time ("081109 213436", HDFS): the time is also the key "21:34:36".
_COMPACT_STAMP = re.compile(r"(?<!\d)\d{6} ([01]\d|2[0-3])([0-5]\d)([0-5]\d)(?!\d)")


def _compact_clock_keys(text: str) -> frozenset[str]:
    """The ``hh:mm:ss`` keys of the compact stamps a fact writes (a restatement writes the time with colons)."""
    return frozenset(f"{h}:{m}:{s}" for h, m, s in _COMPACT_STAMP.findall(text))


def residual(text: str) -> str:
    """:func:`normalise` of ``text`` with its key identifiers and numbers removed (what it says about them)."""
    ks = keys(text)

    def drop(m: re.Match[str]) -> str:
        tok = m.group(0)
        return "" if tok.lower().rstrip(".:/-") in ks or tok.replace(".", "").isdigit() else tok

    return normalise(ASCII_TOKEN.sub(drop, clean_markup(text)))


def _residual_score(a: str, b: str) -> float:
    """partial_ratio when the two remainders are of comparable length, else plain ratio.

    A short remainder ("值为") would otherwise align perfectly inside any longer sentence. Two
    remainders both longer than :data:`LONG_TEXT` are compared by bigram Dice.
    """
    if not a or not b:
        return 0.0
    if min(len(a), len(b)) > LONG_TEXT:
        return _dice(a, b)
    if min(len(a), len(b)) / max(len(a), len(b)) >= 0.5:
        return partial_ratio(a, b)
    return ratio(a, b)


@dataclass
class _Fact:
    text: str
    keys: frozenset[str]
    low: str  # markup removed, lower-cased, whitespace dropped: where a key may be spelled inside a longer one

    @cached_property
    def residual(self) -> str:
        return residual(self.text)

    @cached_property
    def norm(self) -> str:
        return normalise(self.text)


@dataclass
class CoverageIndex:
    """The facts a sentence may be covered by, indexed once; :meth:`add` grows it, :meth:`covers` asks it."""

    _facts: list[_Fact] = field(default_factory=list)
    _by_key: dict[str, list[int]] = field(default_factory=dict)
    _by_run_gram: dict[str, list[int]] = field(default_factory=dict)
    _by_bigram: dict[str, list[int]] = field(default_factory=dict)

    @classmethod
    def of(cls, texts: Iterable[str]) -> CoverageIndex:
        """An index of ``texts`` (empty ones skipped)."""
        index = cls()
        for t in texts:
            index.add(t)
        return index

    def __len__(self) -> int:
        return len(self._facts)

    def add(self, text: str) -> None:
        """Index one more fact text (an empty one is skipped)."""
        if not text:
            return
        i = len(self._facts)
        fact = _Fact(text, keys(text) | _compact_clock_keys(text), _SPACE.sub("", clean_markup(text).lower()))
        self._facts.append(fact)
        for k in fact.keys:
            self._by_key.setdefault(k, []).append(i)
        if i + 1 == EXACT_FACTS + 1:  # past the exact regime: index every fact so far
            for j, f in enumerate(self._facts):
                self._index_grams(j, f)
        elif i >= EXACT_FACTS:
            self._index_grams(i, fact)

    def _index_grams(self, i: int, fact: _Fact) -> None:
        grams = {run[p : p + 4] for run in _KEY_RUN.findall(fact.low) for p in range(len(run) - 3)}
        for g in grams:
            self._by_run_gram.setdefault(g, []).append(i)
        for g in _bigrams(fact.norm):
            self._by_bigram.setdefault(g, []).append(i)

    @property
    def _exact(self) -> bool:
        return len(self._facts) <= EXACT_FACTS

    def _spelling(self, k: str) -> list[int]:
        """Facts whose text spells ``k`` (a key of 4+ characters), in order."""
        if self._exact:
            return [i for i, f in enumerate(self._facts) if k in f.low]
        postings = [self._by_run_gram.get(k[p : p + 4], []) for p in range(len(k) - 3)]
        rarest = min(postings, key=len) if postings else []
        return [i for i in rarest[:COMMON_GRAM] if k in self._facts[i].low]

    def _named(self, k: str, numbers: frozenset[str]) -> list[int]:
        """Facts naming ``k`` as a key, else (an identifier, not a number) those spelling it inside a longer one."""
        named = self._by_key.get(k, [])
        if named or k in numbers or len(k) < 4:
            return named
        return self._spelling(k)

    def _similar(self, text: str) -> list[int]:
        """Every fact (exact regime), else those sharing most bigrams of ``text``'s normal form with it."""
        if self._exact:
            return list(range(len(self._facts)))
        shared: Counter[int] = Counter()
        for g in _bigrams(normalise(text)):
            posting = self._by_bigram.get(g, ())
            if len(posting) <= COMMON_GRAM:
                shared.update(posting)
        if not shared:
            return list(range(max(0, len(self._facts) - MAX_CANDIDATES), len(self._facts)))
        best = sorted(shared.items(), key=lambda kv: (-kv[1], kv[0]))[:MAX_CANDIDATES]
        return sorted(i for i, _ in best)

    def covers(self, sentence: str, *, threshold: float = COVERAGE_THRESHOLD) -> bool:
        """True when the facts already say ``sentence``: all of its keys, or (keyless) a close fuzzy match."""
        if not self._facts:
            return False
        wanted = keys(sentence)
        if not wanted:
            return any(similarity(sentence, self._facts[i].text) >= threshold for i in self._similar(sentence))
        numbers = quantities(sentence)
        naming = {k: self._named(k, numbers) for k in wanted}
        if not all(naming.values()):
            return False
        # Two or more keys all named by one fact: the same finding, however it is worded.
        if len(wanted) >= 2 and self._one_fact_names_all(wanted, numbers, naming):
            return True
        rest = residual(sentence)
        if len(rest) <= 2:
            return True
        cap = None if self._exact else MAX_CANDIDATES
        related = sorted({i for k in wanted for i in self._by_key.get(k, ())[:cap]}) or self._similar(sentence)
        if any(_residual_score(rest, self._facts[i].residual) >= RESIDUAL_THRESHOLD for i in related):
            return True
        # A sentence joining two findings ("GetProduct 约 2.16 ms，其中 SQL 查询约 0.4 ms") restates two facts:
        # covered when each of its clauses, keyed, is covered on its own.
        parts = [p for p in _CLAUSE_SPLIT.split(sentence) if p.strip()]
        return len(parts) > 1 and all(keys(p) and self.covers(p, threshold=threshold) for p in parts)

    def _one_fact_names_all(
        self, wanted: frozenset[str], numbers: frozenset[str], naming: dict[str, list[int]]
    ) -> bool:
        """True when a single fact names every key of ``wanted`` (as a key, or an identifier spelled inside one).

        Candidates are the facts naming the key that the fewest name (by key first, then by
        spelling); beyond the exact regime at most :data:`COMMON_GRAM` of each kind are tried.
        """
        k0 = min(wanted, key=lambda k: (len(naming[k]), k))
        cap = None if self._exact else COMMON_GRAM
        by_key = self._by_key.get(k0, [])[:cap]
        spelled = self._spelling(k0) if k0 not in numbers and len(k0) >= 4 else []
        for i in dict.fromkeys([*by_key, *spelled]):
            fact = self._facts[i]
            if all(k in fact.keys or (k not in numbers and len(k) >= 4 and k in fact.low) for k in wanted):
                return True
        return False


def is_covered(sentence: str, fact_texts: Iterable[str], *, threshold: float = COVERAGE_THRESHOLD) -> bool:
    """True when the facts already say ``sentence`` (:meth:`CoverageIndex.covers` on an index of ``fact_texts``)."""
    return CoverageIndex.of(fact_texts).covers(sentence, threshold=threshold)
