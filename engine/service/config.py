"""The service configuration: one validated model, read from a YAML/JSON file and overridden by flags.

Every value is checked at start-up (``chat-verifier serve`` refuses a bad file with one line),
never at the first request. The parent process hands the resolved configuration to its workers
as JSON in :data:`CONFIG_ENV`.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from engine.limits import Limits
from engine.validation import input_error
from matchers.errors import InputError

__all__ = ["CONFIG_ENV", "DEFAULT_KEYS_PATH", "KEYS_ENV", "LLMConfig", "RateLimit", "ServiceConfig", "load_config"]

#: Environment variable through which ``serve`` passes the resolved configuration to its workers.
CONFIG_ENV = "CHAT_VERIFIER_SERVE_CONFIG"
#: Environment variable naming the default API-key file.
KEYS_ENV = "CHAT_VERIFIER_KEYS"
#: API-key file used when neither ``--keys`` nor :data:`KEYS_ENV` is given.
DEFAULT_KEYS_PATH = "chat-verifier-keys.json"

Extract = Literal["rules", "llm", "none"]


class RateLimit(BaseModel):
    """A token bucket per API key and worker process: ``burst`` requests at once, refilled at ``per_second``."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    per_second: float = Field(50.0, gt=0, description="sustained requests per second per key, in each worker")
    burst: int = Field(100, ge=1, description="requests a key may send at once, in each worker")


class LLMConfig(BaseModel):
    """The OpenAI-compatible endpoint of ``extract: llm``; unset values come from ``CHAT_VERIFIER_LLM_*``."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    base_url: str | None = None
    model: str | None = None
    api_key_env: str = Field("CHAT_VERIFIER_LLM_API_KEY", description="environment variable holding the key")
    timeout_s: float = Field(5.0, gt=0, description="longest LLM call; the request deadline may cut it shorter")
    max_retries: int = Field(0, ge=0, le=5, description="client retries (each within the deadline)")


class ServiceConfig(BaseModel):
    """Everything ``chat-verifier serve`` runs with. Sizes in bytes, times in milliseconds unless named."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    host: str = "127.0.0.1"
    port: int = Field(8080, ge=0, le=65535)
    workers: int = Field(1, ge=1, le=64, description="worker processes, each with its own Verifier")
    threads: int = Field(4, ge=1, le=64, description="verification threads per worker")
    inline_max_bytes: int = Field(
        256 * 1024,
        ge=0,
        description="POST /v1/verify bodies of at most this many bytes whose extractor is rules or none are "
        "verified on the event loop, not handed to a thread (0: always on the threads)",
    )
    db: str | None = Field(
        None, description="store URL or SQLite path (default: $CHAT_VERIFIER_DB, else ./chat-verifier.sqlite)"
    )
    keys: str | None = Field(
        None, description="API-key file (default: $CHAT_VERIFIER_KEYS, else ./chat-verifier-keys.json)"
    )
    limits: Limits = Field(default_factory=Limits, description="the Verifier's input maxima (engine.limits)")
    max_body_bytes: int = Field(8 * 1024 * 1024, gt=0, description="bytes of any request body")
    max_batch_items: int = Field(100, ge=1, description="items of one /v1/verify:batch request")
    deadline_ms: int = Field(10_000, ge=1, description="per-request deadline when the caller sends none")
    max_deadline_ms: int = Field(60_000, ge=1, description="the longest deadline a caller may ask for (X-Deadline-Ms)")
    rate_limit: RateLimit = Field(default_factory=RateLimit)
    extract: Extract = Field("rules", description="the fallback extractor when a request names none")
    llm: LLMConfig = Field(default_factory=LLMConfig)
    access_log: bool = Field(True, description="one JSON line per request on stderr (never answer text or keys)")
    log_level: Literal["debug", "info", "warning", "error"] = "info"

    def keys_path(self) -> Path:
        """The API-key file this configuration names."""
        return Path(self.keys or os.environ.get(KEYS_ENV) or DEFAULT_KEYS_PATH).expanduser().resolve()

    def to_env(self) -> str:
        """This configuration as the JSON a worker reads back with :meth:`from_env`."""
        return self.model_dump_json()

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> ServiceConfig:
        """The configuration ``serve`` put into :data:`CONFIG_ENV` (defaults when absent)."""
        env = os.environ if environ is None else environ
        raw = env.get(CONFIG_ENV)
        return cls.model_validate_json(raw) if raw else cls()


def load_config(path: str | Path | None = None, **overrides: Any) -> ServiceConfig:
    """Read ``path`` (YAML or JSON; None for the defaults) and apply the non-None ``overrides``.

    Raises:
        InputError: the file cannot be read, does not parse, or a value fails validation; the
            message names the file and the field (``rate_limit.burst``).
    """
    data: dict[str, Any] = {}
    where = "config"
    if path is not None:
        where = str(path)
        try:
            text = Path(path).read_text(encoding="utf-8")
        except OSError as exc:
            raise InputError(f"{where}: cannot read: {exc.strerror}", field="config") from None
        try:
            loaded = yaml.safe_load(text)
        except yaml.YAMLError as exc:
            raise InputError(f"{where}: not YAML or JSON: {str(exc).splitlines()[0]}", field="config") from None
        if loaded is not None and not isinstance(loaded, dict):
            raise InputError(f"{where}: expected a mapping, got {type(loaded).__name__}", field="config")
        data = dict(loaded or {})
    data.update({k: v for k, v in overrides.items() if v is not None})
    try:
        return ServiceConfig.model_validate(data)
    except ValidationError as exc:
        err = input_error(exc)
        raise InputError(f"{where}: {err.message}", field=err.field) from None
