"""The extractor registry, filled here and only here."""

from __future__ import annotations

from extractors.base import FactExtractor
from extractors.llm import EnvLLMExtractor
from extractors.rules import RuleExtractor
from matchers.registry import Registry

extractor_registry: Registry[FactExtractor] = Registry("extractor")
extractor_registry.register("rules", RuleExtractor())
# Built from CHAT_VERIFIER_LLM_* on first use; without them it records fallback:not_configured.
extractor_registry.register("llm", EnvLLMExtractor())


def get_extractor(name: str) -> FactExtractor:
    """The registered extractor called ``name`` (``rules``, ``llm``, or one you registered)."""
    return extractor_registry.get(name)
