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


class GlossaryMatcher:
    """Decides whether a content word is covered by (lowercased, width-folded) evidence text."""

    name = "content.glossary.v1"
    kind = "content"

    def __init__(self, glossary: Glossary | None = None) -> None:
        g = glossary or default_glossary()
        self._terms = {k: tuple(v.lower() for v in vs) for k, vs in g.terms.items()}
        self._memo: dict[str, tuple[str, ...]] = {}
        self._domain: dict[str, bool] = {}

    def load(self) -> None:
        """Nothing to load."""

    def renderings(self, term: str) -> tuple[str, ...]:
        """The term itself and its renderings; for a compound (数据库连接池), those of its glossary parts too."""
        memo = self._memo.get(term)
        if memo is not None:
            return memo
        out = [term]
        if term in self._terms:
            out.extend(self._terms[term])
        else:
            for k, vs in self._terms.items():
                if len(k) >= 2 and k in term:
                    out.extend(vs)
        self._memo[term] = tuple(out)
        return self._memo[term]

    def is_domain_term(self, term: str) -> bool:
        """True for ops vocabulary: a glossary word, or a word containing one (数据库连接池 ⊃ 连接池)."""
        hit = self._domain.get(term)
        if hit is None:
            hit = term in self._terms or any(len(k) >= 2 and k in term for k in self._terms)
            if len(self._domain) >= 65536:
                self._domain.clear()  # bounded; results do not depend on what is cached
            self._domain[term] = hit
        return hit

    def covers(self, term: str, text: str) -> bool:
        """True when ``text`` (already lowercased) contains ``term`` or one of its renderings."""
        return any(r in text for r in self.renderings(term))
