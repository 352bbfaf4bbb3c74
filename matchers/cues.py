"""Cue-word lists (hedge, advice, assertion, negation, boilerplate) loaded once from ``matchers/data/cues.yaml``."""

from __future__ import annotations

import re
from functools import lru_cache

from pydantic import BaseModel, ConfigDict

from matchers.ruledata import load_yaml_model


class CueLists(BaseModel):
    """Schema of ``cues.yaml``; unknown keys are refused."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    version: int
    hedge: tuple[str, ...]
    advice: tuple[str, ...]
    assertion: tuple[str, ...]
    negation: tuple[str, ...]
    boilerplate: tuple[str, ...] = ()
    exclusions: tuple[str, ...] = ()
    attribution: tuple[str, ...] = ()
    #: Words right before a stated cause ("是因为 B", "由于 B", "because B").
    cause_before: tuple[str, ...] = ()
    #: Words right after a stated cause ("是 B 引起的", "B 导致", "B 所致").
    cause_after: tuple[str, ...] = ()
    #: Words that close "在 B 之后" / "B 之后，A": the fact's subject comes after B.
    order_after: tuple[str, ...] = ()
    #: Words that close "在 B 之前" / "B 之前，A": the fact's subject comes before B.
    order_before: tuple[str, ...] = ()
    #: Comparatives between subject and reference ("A 早于 B"): the subject before B.
    order_earlier: tuple[str, ...] = ()
    #: Comparatives between subject and reference ("A 晚于 B"): the subject after B.
    order_later: tuple[str, ...] = ()
    #: Words that lead a clause after another ("A 先出现，随后 B"): that clause comes after the one before it.
    order_next: tuple[str, ...] = ()
    #: Comparison with 比: "A 比 B 早" (before) / "A 比 B 晚" (after), each word after the reference.
    order_than_earlier: tuple[str, ...] = ()
    order_than_later: tuple[str, ...] = ()
    #: Superlatives of a duration or value: the subject is the largest / the smallest of its siblings.
    superlative_max: tuple[str, ...] = ()
    superlative_min: tuple[str, ...] = ()
    #: The superlatives that speak of a duration when the fact states no value ("最慢的是 X").
    superlative_duration: tuple[str, ...] = ()
    #: A call verb between a caller and a callee ("A 通过 HTTP GET 调用了 B").
    call_verbs: tuple[str, ...] = ()
    #: Words of a value's change or total ("回落到 0.73%", "升到 0.73 ops", "累计 156469392 字节"): said by the
    #: value they lead to, so a fact stating a value with a unit has them checked by that value.
    value_trend: tuple[str, ...] = ()
    #: A denied effect ("不会导致", "不影响", "与 B 无关"): records state what happened, never what did not follow.
    non_effect: tuple[str, ...] = ()
    #: The hedges of a general rule ("通常", "一般", "usually"): in a sentence attributed to a runbook or
    #: knowledge base they are the source's generality, not the agent's doubt, so it is still a statement.
    generality: tuple[str, ...] = ()


def load_cues(text: str | None = None) -> CueLists:
    """Validate cue data (the bundled file when ``text`` is None)."""
    return load_yaml_model(CueLists, "cues.yaml", text)


class CueMatcher:
    """Finds cue words of one kind in text: Chinese cues as substrings, ASCII cues as whole words.

    Args:
        cues: the cue words.
        exclusions: longer words blanked out before matching (so 请 does not fire inside 请求).
    """

    def __init__(self, cues: tuple[str, ...], exclusions: tuple[str, ...] = ()) -> None:
        self._exclusions = tuple(sorted(set(exclusions), key=len, reverse=True))
        ascii_cues = sorted({c.lower() for c in cues if c.isascii()}, key=len, reverse=True)
        self._cjk = tuple(sorted({c for c in cues if not c.isascii()}, key=len, reverse=True))
        # One alternation finds "any cue occurs" in one pass (same answer as testing each cue with ``in``).
        self._cjk_any = re.compile("|".join(map(re.escape, self._cjk))) if self._cjk else None
        self._ascii = (
            re.compile(r"(?<![A-Za-z0-9_.\-])(?:" + "|".join(map(re.escape, ascii_cues)) + r")(?![A-Za-z0-9_\-])", re.I)
            if ascii_cues
            else None
        )

    def _mask(self, text: str) -> str:
        for word in self._exclusions:
            if word in text:
                text = text.replace(word, "\x00" * len(word))
        return text

    def find(self, text: str) -> list[tuple[int, int, str]]:
        """All cue occurrences as (start, end, cue), sorted by position."""
        text = self._mask(text)
        hits: list[tuple[int, int, str]] = []
        cjk = self._cjk if self._cjk_any is not None and self._cjk_any.search(text) else ()  # most texts hold none
        for cue in cjk:
            start = text.find(cue)
            while start != -1:
                hits.append((start, start + len(cue), cue))
                start = text.find(cue, start + 1)
        if self._ascii is not None:
            hits.extend((m.start(), m.end(), m.group(0).lower()) for m in self._ascii.finditer(text))
        return sorted(hits)

    def search(self, text: str) -> bool:
        """True when any cue occurs in ``text``."""
        text = self._mask(text)
        if self._cjk_any is not None and self._cjk_any.search(text):
            return True
        return bool(self._ascii and self._ascii.search(text))


@lru_cache(maxsize=1)
def default_cues() -> CueLists:
    """The bundled cue lists, read and validated once per process."""
    return load_cues()


@lru_cache(maxsize=1)
def default_cue_matchers() -> dict[str, CueMatcher]:
    """One matcher per cue kind, built once per process from the bundled data."""
    cues = default_cues()
    kinds = (
        "hedge",
        "advice",
        "assertion",
        "negation",
        "boilerplate",
        "attribution",
        "non_effect",
        "generality",
        "superlative_max",
        "superlative_min",
    )
    return {kind: CueMatcher(getattr(cues, kind), cues.exclusions) for kind in kinds}
