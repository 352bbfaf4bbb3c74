"""The extractor registry: built by :func:`default_extractor_registry`, one per owner.

A configured ``engine.Verifier`` owns its own registry (built here, or passed in), so
registering an extractor on one never changes another. The module-level functions
(:func:`get_extractor`, and ``extract_facts`` without ``registry=``) route through one default
registry, created lazily on first use; it is the extractors package's default instance, not
shared with any Verifier.
"""

from __future__ import annotations

import threading

from extractors.base import FactExtractor
from extractors.llm import EnvLLMExtractor
from extractors.rules import RuleExtractor
from matchers.registry import Registry

__all__ = ["default_extractor_registry", "get_extractor"]


def default_extractor_registry() -> Registry[FactExtractor]:
    """A new registry holding the bundled extractors, filled here and only here.

    ``rules`` is the deterministic extractor; ``llm`` is configured from ``CHAT_VERIFIER_LLM_*``
    on first use (without them it records ``fallback:not_configured``) and keeps its LLM clients
    per registry. Each call returns fresh extractor objects, so a caller may register its own
    extractors on the result without affecting anyone else.
    """
    registry: Registry[FactExtractor] = Registry("extractor")
    registry.register("rules", RuleExtractor())
    registry.register("llm", EnvLLMExtractor())
    return registry


_default: Registry[FactExtractor] | None = None
_default_lock = threading.Lock()


def _default_registry() -> Registry[FactExtractor]:
    """The package's default registry, created on first use (the one :func:`get_extractor` reads)."""
    global _default
    if _default is None:
        with _default_lock:
            if _default is None:
                _default = default_extractor_registry()
    return _default


def get_extractor(name: str, *, registry: Registry[FactExtractor] | None = None) -> FactExtractor:
    """The extractor called ``name`` (``rules``, ``llm``, or one you registered).

    Without ``registry`` it reads the package's default registry (created lazily, see the module
    docstring); an ``engine.Verifier`` passes its own.
    """
    return (registry if registry is not None else _default_registry()).get(name)


def __getattr__(name: str) -> object:
    # ``extractor_registry`` was a module-level registry; it now names the lazily created default one.
    if name == "extractor_registry":
        return _default_registry()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
