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
    rate_per_second: float | None = None
    burst: int | None = None


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
    return Caller(record.tenant, record.key_id, record.rate_per_second, record.burst)


class TokenBuckets:
    """One token bucket per key: ``burst`` tokens, refilled at ``per_second``; a request takes one.

    A key's own ``rate_per_second`` and ``burst`` (``keys add --rate --burst``) replace the defaults.
    """

    def __init__(self, config: RateLimit) -> None:
        self.rate = config.per_second
        self.burst = config.burst
        self._buckets: dict[str, tuple[float, float]] = {}
        self._lock = threading.Lock()

    def take(self, caller: Caller) -> None:
        """Take a token for ``caller``'s key, or raise ``rate-limited`` (429) with ``Retry-After`` in whole seconds."""
        rate = caller.rate_per_second or self.rate
        burst = float(caller.burst or self.burst)
        now = time.monotonic()
        with self._lock:
            tokens, last = self._buckets.get(caller.key_id, (burst, now))
            tokens = min(burst, tokens + (now - last) * rate)
            if tokens >= 1.0:
                self._buckets[caller.key_id] = (tokens - 1.0, now)
                return
            self._buckets[caller.key_id] = (tokens, now)
        wait = max(1, math.ceil((1.0 - tokens) / rate))
        raise ProblemError(
            "rate-limited",
            f"API key {caller.key_id} is over {rate:g} requests per second (burst {int(burst)})",
            headers={"Retry-After": str(wait)},
        )
