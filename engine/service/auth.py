"""Bearer-key authentication and the per-key rate limit of the ``/v1`` routes.

The tenant comes only from the key. The rate limit is a token bucket per key in each worker
process (so with N workers a key may get up to N times the configured rate; keep-alive
connections stay on one worker).
"""

from __future__ import annotations

import math
import threading
import time
from dataclasses import dataclass

from engine.service.config import RateLimit
from engine.service.keys import KeyRing
from engine.service.problems import ProblemError

__all__ = ["Caller", "TokenBuckets", "authenticate"]

_CHALLENGE = {"WWW-Authenticate": 'Bearer realm="chat-verifier"'}


@dataclass(frozen=True)
class Caller:
    """Who is calling: the tenant and the public id of the key (for logs and metrics; never the key)."""

    tenant: str
    key_id: str


def authenticate(header: str | None, keys: KeyRing) -> Caller:
    """The caller an ``Authorization`` header names, or an ``unauthorized`` problem (401)."""
    if not header:
        raise ProblemError(
            "unauthorized",
            "send Authorization: Bearer <API key>",
            errors=[{"header": "Authorization", "detail": "missing"}],
            headers=_CHALLENGE,
        )
    scheme, _, token = header.partition(" ")
    record = keys.authenticate(token.strip()) if scheme.lower() == "bearer" else None
    if record is None:
        raise ProblemError(
            "unauthorized",
            "the API key is malformed, unknown or revoked",
            errors=[{"header": "Authorization", "detail": "not an active API key"}],
            headers={"WWW-Authenticate": 'Bearer realm="chat-verifier", error="invalid_token"'},
        )
    return Caller(tenant=record.tenant, key_id=record.key_id)


class TokenBuckets:
    """One token bucket per key id: ``burst`` tokens, refilled at ``per_second``; a request takes one."""

    def __init__(self, config: RateLimit) -> None:
        self.rate = config.per_second
        self.burst = float(config.burst)
        self._buckets: dict[str, tuple[float, float]] = {}
        self._lock = threading.Lock()

    def take(self, key_id: str) -> None:
        """Take a token for ``key_id``, or raise ``rate-limited`` (429) with ``Retry-After`` in whole seconds."""
        now = time.monotonic()
        with self._lock:
            tokens, last = self._buckets.get(key_id, (self.burst, now))
            tokens = min(self.burst, tokens + (now - last) * self.rate)
            if tokens >= 1.0:
                self._buckets[key_id] = (tokens - 1.0, now)
                return
            self._buckets[key_id] = (tokens, now)
        wait = max(1, math.ceil((1.0 - tokens) / self.rate))
        raise ProblemError(
            "rate-limited",
            f"API key {key_id} is over {self.rate:g} requests per second (burst {int(self.burst)})",
            headers={"Retry-After": str(wait)},
        )
