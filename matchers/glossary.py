"""Cross-language content glossary (``matchers/data/glossary.yaml``).

A Chinese content word is covered by evidence that has the word or one of its English renderings.
"""

from __future__ import annotations

from functools import lru_cache

from pydantic import BaseModel, ConfigDict

from matchers.ruledata import load_yaml_model


class Glossary(BaseModel):
    """Schema of ``glossary.yaml``."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    version: int
    terms: dict[str, tuple[str, ...]]


@lru_cache(maxsize=1)
def default_glossary() -> Glossary:
    """The bundled glossary, validated once per process."""
    return load_yaml_model(Glossary, "glossary.yaml")


#: Terms whose lookups a matcher keeps (the memo is emptied when full).
MEMO_SIZE = 65536


class GlossaryMatcher:
    """Decides whether a content word is covered by (lowercased, width-folded) evidence text."""

    name = "content.glossary.v1"
    kind = "content"

    def __init__(self, glossary: Glossary | None = None) -> None:
        g = glossary or default_glossary()
        self._terms = {k: tuple(v.lower() for v in vs) for k, vs in g.terms.items()}
        #: term -> (renderings, is domain term); bounded, results do not depend on what is cached.
        self._memo: dict[str, tuple[tuple[str, ...], bool]] = {}

    def load(self) -> None:
        """Nothing to load."""

    def _lookup(self, term: str) -> tuple[tuple[str, ...], bool]:
        hit = self._memo.get(term)
        if hit is None:
            if term in self._terms:
                hit = ((term, *self._terms[term]), True)
            else:
                parts = [k for k in self._terms if len(k) >= 2 and k in term]
                hit = ((term, *(r for k in parts for r in self._terms[k])), bool(parts))
            if len(self._memo) >= MEMO_SIZE:
                self._memo.clear()
            self._memo[term] = hit
        return hit

    def renderings(self, term: str) -> tuple[str, ...]:
        """The term itself and its renderings; for a compound (数据库连接池), those of its glossary parts too."""
        return self._lookup(term)[0]

    def is_domain_term(self, term: str) -> bool:
        """True for ops vocabulary: a glossary word, or a word containing one (数据库连接池 ⊃ 连接池)."""
        return self._lookup(term)[1]

    def covers(self, term: str, text: str) -> bool:
        """True when ``text`` (already lowercased) contains ``term`` or one of its renderings."""
        return any(r in text for r in self.renderings(term))
