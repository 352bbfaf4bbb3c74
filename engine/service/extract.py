"""The service's extractors: ``rules``, ``llm`` bounded by the request deadline, and ``none``.

A request's :class:`Deadline` travels in a context variable into the worker thread, where the
``llm`` entry gives the LLM call only the time left minus a reserve for the rule fallback. A
slow or failing endpoint therefore falls back to rules (recorded in ``extraction``) before the
deadline, and a request with no time left for the LLM does not call it at all.
"""

from __future__ import annotations

import contextvars
import time
from dataclasses import dataclass, field
from typing import Any

from engine.service.config import LLMConfig
from extractors import ExtractionResult, FactExtractor, default_extractor_registry
from extractors.base import fallback_result
from extractors.llm import LLMExtractor, LLMSettings
from extractors.rules import RuleExtractor
from matchers.registry import Registry

__all__ = ["CURRENT_DEADLINE", "Deadline", "DeadlineLLMExtractor", "NoExtractor", "service_extractors"]

#: Seconds kept back from the LLM for the rule fallback, the classifier and the response.
RULES_RESERVE_S = 0.25
#: Below this many seconds the LLM is not worth calling.
MIN_LLM_BUDGET_S = 0.05


@dataclass(frozen=True)
class Deadline:
    """A point in ``time.monotonic()`` by which a request must be answered."""

    at: float
    ms: int = field(compare=False)

    @classmethod
    def after_ms(cls, ms: int) -> Deadline:
        """The deadline ``ms`` milliseconds from now."""
        return cls(time.monotonic() + ms / 1000.0, ms)

    def remaining(self) -> float:
        """Seconds left (negative once passed)."""
        return self.at - time.monotonic()

    @property
    def expired(self) -> bool:
        """True once the deadline has passed."""
        return self.remaining() <= 0


#: The deadline of the request the current thread works for (set around each verification).
CURRENT_DEADLINE: contextvars.ContextVar[Deadline | None] = contextvars.ContextVar("cv_deadline", default=None)


class NoExtractor:
    """``extract: none``: proposes no facts; the rule sweep of confirmed sentences still runs after it."""

    name = "none"

    def extract(self, text: str) -> ExtractionResult:
        """No candidate facts."""
        return ExtractionResult(extractor=self.name)


class _BoundedLLMExtractor(LLMExtractor):
    """An :class:`LLMExtractor` whose client calls are cut to the current request's time left."""

    def __init__(self, settings: LLMSettings) -> None:
        super().__init__(settings)
        self._budget: contextvars.ContextVar[float | None] = contextvars.ContextVar("cv_llm_budget", default=None)

    @property
    def client(self) -> Any:
        """The OpenAI client with this call's timeout (the budget left) and the configured retries."""
        base = super().client
        budget = self._budget.get()
        return base if budget is None else base.with_options(timeout=budget, max_retries=self.settings.max_retries)

    def warm_up(self) -> None:
        """Import the OpenAI client and build it now, so the first request's deadline does not pay for it."""
        _ = super().client

    def extract_within(self, text: str, budget: float) -> ExtractionResult:
        """:meth:`extract` with every LLM request bounded by ``budget`` seconds in all."""
        per_call = budget / (self.settings.max_retries + 1) / 2  # json_schema, then maybe json_object
        token = self._budget.set(per_call)
        try:
            return self.extract(text)
        finally:
            self._budget.reset(token)


class DeadlineLLMExtractor:
    """The service's ``llm`` entry: the LLM extractor within the request deadline, rules when it has no time.

    Args:
        config: the endpoint (unset values from ``CHAT_VERIFIER_LLM_*``), the longest call and retries.
    """

    name = "llm"

    def __init__(self, config: LLMConfig) -> None:
        import os

        settings = LLMSettings.from_env(
            base_url=config.base_url,
            model=config.model,
            api_key=os.environ.get(config.api_key_env) or None,
            timeout=config.timeout_s,
            max_retries=config.max_retries,
        )
        self.settings = settings
        self._llm = _BoundedLLMExtractor(settings) if settings.configured else None
        self._rules = RuleExtractor()

    def warm_up(self) -> None:
        """Build the LLM client (when an endpoint is configured) before the first request."""
        if self._llm is not None:
            self._llm.warm_up()

    def extract(self, text: str) -> ExtractionResult:
        """Candidate facts from the LLM, or the rule-based ones with the reason recorded."""
        if self._llm is None:
            return fallback_result(self._rules, text, "not_configured", "the service has no LLM endpoint configured")
        deadline = CURRENT_DEADLINE.get()
        budget = self.settings.timeout
        if deadline is not None:
            budget = min(budget, deadline.remaining() - RULES_RESERVE_S)
        if budget < MIN_LLM_BUDGET_S:
            return fallback_result(self._rules, text, "deadline", "no time left in the request deadline for the LLM")
        return self._llm.extract_within(text, budget)


def service_extractors(llm: LLMConfig) -> Registry[FactExtractor]:
    """The bundled extractors with the service's ``llm`` entry and ``none``."""
    registry = default_extractor_registry()
    registry.register("llm", DeadlineLLMExtractor(llm), replace=True)
    registry.register("none", NoExtractor())
    return registry
