"""The extractor registry, filled here and only here."""

from __future__ import annotations

from extractors.base import FactExtractor
from extractors.rules import RuleExtractor
from matchers.registry import Registry

extractor_registry: Registry[FactExtractor] = Registry("extractor")
extractor_registry.register("rules", RuleExtractor())


def get_extractor(name: str) -> FactExtractor:
    """The registered extractor called ``name`` (``rules``, ``llm``, or one you registered)."""
    return extractor_registry.get(name)
