"""The LLM extractor: candidate facts from free text via any OpenAI-compatible endpoint.

The LLM has exactly one job — propose candidate facts — behind one method
(:meth:`LLMExtractor.complete`). Everything after the raw completion is deterministic:
JSON is pulled out of fences by :func:`extractors.json_extract.find_json_object`, validated
against :class:`LLMFactList`, and every quote is anchored in the answer or dropped. A fact's
text is the anchored answer text, never the LLM's paraphrase, and its criticality is the
LLM's flag OR the rule-based one, so the LLM can add scrutiny but never remove it. Any
failure (timeout, HTTP error, 429, invalid JSON, schema mismatch, empty choices) falls back
to the rule-based extractor and is recorded.
"""

from __future__ import annotations

import hashlib
import logging
import os
import threading
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, SecretStr, ValidationError

from extractors.anchoring import ANCHOR_THRESHOLD, anchor_quote
from extractors.base import ExtractionResult, fallback_result
from extractors.cache import CompletionCache, cache_key
from extractors.contracts import CandidateFact, FactOrigin, Span
from extractors.json_extract import find_json_object
from extractors.rules import RuleExtractor
from extractors.sentences import SentenceKind, classify_sentence, clean_markup
from matchers.errors import ErrorCode, MissingDependencyError, VerifierError

log = logging.getLogger(__name__)

#: The prompt file (``prompts/<id>.md``) this extractor sends.
PROMPT_ID = "extract_facts.v1"
ENV_PREFIX = "CHAT_VERIFIER_LLM_"


class LLMExtractionError(VerifierError):
    """The LLM call or its output failed; ``reason`` is the short status suffix (``timeout``, ``http_500`` ...)."""

    default_code = ErrorCode.E301

    def __init__(self, reason: str, message: str, *, calls: int = 0) -> None:
        super().__init__(message)
        self.reason = reason
        self.calls = calls


class LLMSettings(BaseModel):
    """Where and how to call the LLM. ``from_env`` reads ``CHAT_VERIFIER_LLM_*`` variables."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    base_url: str | None = None
    model: str | None = None
    api_key: SecretStr | None = None
    timeout: float = Field(default=30.0, gt=0)
    max_retries: int = Field(default=2, ge=0, le=10)
    cache_path: str | None = None
    anchor_threshold: float = Field(default=ANCHOR_THRESHOLD, ge=0, le=100)
    prompt_id: str = PROMPT_ID

    @property
    def configured(self) -> bool:
        """True when a base URL and a model are set (a key is optional for local servers)."""
        return bool(self.base_url and self.model)

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None, **overrides: Any) -> LLMSettings:
        """Settings from ``CHAT_VERIFIER_LLM_{BASE_URL,MODEL,API_KEY,TIMEOUT,MAX_RETRIES,CACHE}``; overrides win."""
        env = os.environ if environ is None else environ
        names = {
            "base_url": "BASE_URL",
            "model": "MODEL",
            "api_key": "API_KEY",
            "timeout": "TIMEOUT",
            "max_retries": "MAX_RETRIES",
            "cache_path": "CACHE",
        }
        data: dict[str, Any] = {k: env[ENV_PREFIX + v] for k, v in names.items() if env.get(ENV_PREFIX + v)}
        data.update({k: v for k, v in overrides.items() if v is not None})
        return cls.model_validate(data)


class LLMFact(BaseModel):
    """One fact the LLM proposes: a verbatim quote of the answer, a restatement, and a criticality flag."""

    model_config = ConfigDict(extra="forbid")

    quote: str = Field(description="verbatim, contiguous excerpt of the answer that asserts the fact")
    fact: str = Field(description="the fact restated in one sentence, keeping every identifier and value")
    is_critical: bool = Field(description="true when the fact names an identifier, a value or a root-cause finding")


class LLMFactList(BaseModel):
    """The whole LLM output: a (possibly empty) list of facts. "Nothing found" is ``{"facts": []}``."""

    model_config = ConfigDict(extra="forbid")

    facts: list[LLMFact]


@dataclass(frozen=True)
class Prompt:
    """A versioned prompt file: its id, text and short sha256 of its bytes."""

    prompt_id: str
    text: str
    sha256: str


@lru_cache(maxsize=8)
def load_prompt(prompt_id: str = PROMPT_ID) -> Prompt:
    """Load ``prompts/<prompt_id>.md`` (packaged data) and hash it."""
    data = resources.files("prompts").joinpath(f"{prompt_id}.md").read_bytes()
    return Prompt(prompt_id, data.decode("utf-8"), hashlib.sha256(data).hexdigest()[:16])


def response_format_json_schema() -> dict[str, Any]:
    """The ``response_format`` asking for :class:`LLMFactList`, schema generated from the model."""
    return {
        "type": "json_schema",
        "json_schema": {"name": "LLMFactList", "schema": LLMFactList.model_json_schema(), "strict": True},
    }


def build_messages(prompt: Prompt, answer: str) -> list[dict[str, str]]:
    """System prompt plus the answer as delimited data."""
    return [
        {"role": "system", "content": prompt.text},
        {"role": "user", "content": f"<answer>\n{answer}\n</answer>"},
    ]


def parse_completion(content: str) -> LLMFactList:
    """Deterministically turn raw completion text into :class:`LLMFactList`, or raise with the reason."""
    found = find_json_object(content)
    if found.kind != "object":
        reason = "schema_mismatch" if found.kind == "non_object" else "invalid_json"
        raise LLMExtractionError(reason, f"completion is not a JSON object: {found.error}")
    try:
        return LLMFactList.model_validate(found.value)
    except ValidationError as exc:
        first = exc.errors()[0]
        raise LLMExtractionError("schema_mismatch", f"completion does not match the schema: {first['msg']}") from None


class LLMExtractor:
    """Candidate facts proposed by an OpenAI-compatible LLM, anchored in the answer.

    Args:
        settings: endpoint, model, key, timeout, retries, cache path, anchoring threshold.
        client: an ``openai.OpenAI`` client (built from ``settings`` when None).
        cache: a :class:`CompletionCache` (opened at ``settings.cache_path`` when None and set).
        fallback: the extractor used on any failure (rules by default).
    """

    name = "llm"

    def __init__(
        self,
        settings: LLMSettings | None = None,
        *,
        client: Any = None,
        cache: CompletionCache | None = None,
        fallback: RuleExtractor | None = None,
    ) -> None:
        self.settings = settings or LLMSettings.from_env()
        self.prompt = load_prompt(self.settings.prompt_id)
        self._client = client
        #: A client built here from the settings is dropped on pickling and rebuilt; an injected one is kept.
        self._own_client = client is None
        self.cache = (
            cache
            if cache is not None
            else (CompletionCache(self.settings.cache_path) if self.settings.cache_path else None)
        )
        self.fallback = fallback or RuleExtractor()

    def __getstate__(self) -> dict[str, Any]:
        state = dict(self.__dict__)
        if self._own_client:
            state["_client"] = None
        return state

    @property
    def client(self) -> Any:
        """The OpenAI client, built lazily from the settings."""
        if self._client is None:
            try:
                import openai
            except ImportError as exc:  # pragma: no cover - openai is a core dependency
                raise MissingDependencyError("the LLM extractor needs `pip install chat-verifier[llm]`") from exc
            key = self.settings.api_key.get_secret_value() if self.settings.api_key else "not-needed"
            self._client = openai.OpenAI(
                base_url=self.settings.base_url,
                api_key=key,
                timeout=self.settings.timeout,
                max_retries=self.settings.max_retries,
            )
        return self._client

    def complete(self, answer: str) -> tuple[str, int]:
        """The one LLM call: the raw completion text and how many HTTP requests it took.

        Asks for ``json_schema`` output; a server that refuses that (400/422) is asked once
        more with ``json_object``. Retries on 429/5xx/timeouts are the client's own
        (``max_retries``). Raises :class:`LLMExtractionError` on any failure.
        """
        import openai

        messages = build_messages(self.prompt, answer)
        calls = 0
        formats = [response_format_json_schema(), {"type": "json_object"}]
        for n, fmt in enumerate(formats):
            calls += 1
            try:
                raw = self.client.chat.completions.with_raw_response.create(
                    model=self.settings.model, messages=messages, temperature=0, response_format=fmt
                )
                calls += int(getattr(raw, "retries_taken", 0) or 0)
                response = raw.parse()
            except openai.APITimeoutError as exc:
                raise LLMExtractionError("timeout", str(exc), calls=calls + self.settings.max_retries) from None
            except openai.RateLimitError as exc:
                raise LLMExtractionError("rate_limited", str(exc), calls=calls + self.settings.max_retries) from None
            except openai.APIStatusError as exc:
                if exc.status_code in (400, 422) and n == 0:
                    log.info("endpoint refused json_schema (%s); retrying with json_object", exc.status_code)
                    continue
                retried = self.settings.max_retries if exc.status_code >= 500 or exc.status_code in (408, 409) else 0
                raise LLMExtractionError(f"http_{exc.status_code}", str(exc), calls=calls + retried) from None
            except openai.APIConnectionError as exc:
                raise LLMExtractionError("connection", str(exc), calls=calls + self.settings.max_retries) from None
            except Exception as exc:  # an unparsable 200 body, say
                raise LLMExtractionError("invalid_response", f"{type(exc).__name__}: {exc}", calls=calls) from None
            choices = getattr(response, "choices", None)
            if not choices:
                raise LLMExtractionError("empty_choices", "completion has no choices", calls=calls)
            content = getattr(choices[0].message, "content", None)
            if not content or not content.strip():
                raise LLMExtractionError("empty_choices", "completion message has no content", calls=calls)
            return content, calls
        raise LLMExtractionError("http_400", "endpoint refused both json_schema and json_object", calls=calls)

    def extract(self, text: str) -> ExtractionResult:
        """Candidate facts for ``text``; on any failure, the rule-based facts with the reason recorded."""
        model = self.settings.model or ""
        key = cache_key(model, self.prompt.sha256, text)
        cached = self.cache.get(key) if self.cache is not None else None
        calls = 0
        try:
            if cached is not None:
                content = cached
            else:
                content, calls = self.complete(text)
            parsed = parse_completion(content)
        except LLMExtractionError as exc:
            log.warning("LLM extraction failed (%s): %s; falling back to rules", exc.reason, exc.message)
            return self._fallback(text, exc.reason, exc.message, exc.calls or calls)
        if self.cache is not None and cached is None:
            self.cache.put(key, model=model, prompt_hash=self.prompt.sha256, completion=content)
        facts, dropped = self.anchor(parsed, text)
        return ExtractionResult(
            facts=tuple(facts),
            extractor=self.name,
            extraction_status="ok",
            llm_calls=calls,
            prompt_id=self.prompt.prompt_id,
            prompt_hash=self.prompt.sha256,
            dropped_unanchored=dropped,
        )

    def anchor(self, parsed: LLMFactList, text: str) -> tuple[list[CandidateFact], int]:
        """Anchored candidate facts (text = the answer's own words) and the number dropped."""
        facts: list[CandidateFact] = []
        seen: set[tuple[int, int]] = set()
        dropped = 0
        for item in parsed.facts:
            span = anchor_quote(item.quote, text, threshold=self.settings.anchor_threshold)
            if span is None:
                dropped += 1
                continue
            if span in seen:
                continue
            seen.add(span)
            quoted = clean_markup(text[span[0] : span[1]])
            critical = item.is_critical or classify_sentence(quoted) is SentenceKind.CONFIRMED
            facts.append(
                CandidateFact(
                    fact_id=f"llm:{len(facts)}",
                    fact=quoted,
                    origin=FactOrigin.NL_FALLBACK,
                    is_critical=critical,
                    span=Span(start=span[0], end=span[1]),
                    source_field="executor_final_answer",
                )
            )
        return facts, dropped

    def _fallback(self, text: str, reason: str, detail: str, calls: int) -> ExtractionResult:
        return fallback_result(
            self.fallback,
            text,
            reason,
            detail[:300],
            llm_calls=calls,
            prompt_id=self.prompt.prompt_id,
            prompt_hash=self.prompt.sha256,
        )


#: LLM extractors (each with its client and cache connection) an :class:`EnvLLMExtractor` keeps, by settings.
ENV_EXTRACTORS_KEPT = 4


class EnvLLMExtractor:
    """The registry's ``llm`` entry: an :class:`LLMExtractor` configured from the environment at call time.

    Without ``CHAT_VERIFIER_LLM_BASE_URL`` and ``_MODEL`` it does not fail: it returns the
    rule-based facts with ``extraction_status = "fallback:not_configured"``. It keeps one
    :class:`LLMExtractor` (client, cache connection) per distinct settings, up to
    :data:`ENV_EXTRACTORS_KEPT`, as state of this object (so of the registry, and of the
    ``engine.Verifier``, that owns it). Pickling drops them; they are rebuilt on first use.
    """

    name = "llm"

    def __init__(self) -> None:
        self._extractors: dict[LLMSettings, LLMExtractor] = {}
        self._lock = threading.Lock()

    def __getstate__(self) -> dict[str, Any]:
        return {}  # clients and connections are not configuration

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__init__()

    def extractor_for(self, settings: LLMSettings) -> LLMExtractor:
        """The :class:`LLMExtractor` for ``settings``, built on first use and reused after."""
        with self._lock:
            ext = self._extractors.get(settings)
            if ext is None:
                if len(self._extractors) >= ENV_EXTRACTORS_KEPT:
                    self._extractors.pop(next(iter(self._extractors)))  # the oldest settings go first
                ext = self._extractors[settings] = LLMExtractor(settings)
            return ext

    def extract(self, text: str) -> ExtractionResult:
        """Extract with the environment's LLM settings (re-read on every call)."""
        settings = LLMSettings.from_env()
        if not settings.configured:
            return fallback_result(
                RuleExtractor(),
                text,
                "not_configured",
                f"set {ENV_PREFIX}BASE_URL and {ENV_PREFIX}MODEL to use the LLM extractor",
            )
        return self.extractor_for(settings).extract(text)
