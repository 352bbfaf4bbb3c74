"""API keys bound to tenants: a JSON file of key hashes, never the keys themselves.

A key is ``cv_<key_id>_<secret>``: ``key_id`` (12 hex digits) names it in lists, logs and
``keys revoke``; ``secret`` is 32 random bytes (URL-safe base64). The file keeps, per key, the
id, the tenant, the SHA-256 of the whole key and the creation and revocation times. Keys are
random, so a plain digest is enough (nothing to brute-force); lookups go by id and the digest
is compared in constant time.

The file is written atomically (a temporary file renamed over it, mode 0600), so a running
service that re-reads it on change (:class:`KeyRing`) never sees half a file.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
import os
import re
import secrets
import tempfile
import threading
import time
from datetime import UTC, datetime
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from engine.validation import input_error
from matchers.errors import InputError

__all__ = ["ApiKey", "KeyFile", "KeyRing", "add_key", "load_keys", "revoke_key"]

log = logging.getLogger(__name__)

#: A tenant name: what the keys CLI accepts and what sessions are stored under.
TENANT_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"
_TOKEN = re.compile(r"^cv_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$")
#: Seconds between two checks of the key file's modification time in a running service.
RELOAD_CHECK_S = 1.0


class ApiKey(BaseModel):
    """One stored key: its public id, its tenant, the digest of the key, and when it was made or revoked."""

    model_config = ConfigDict(extra="forbid")

    key_id: str = Field(pattern=r"^[0-9a-f]{12}$")
    tenant: str = Field(pattern=TENANT_PATTERN)
    sha256: str = Field(pattern=r"^[0-9a-f]{64}$")
    created_at: datetime
    revoked_at: datetime | None = None
    rate_per_second: float | None = Field(None, gt=0, description="this key's rate limit (default: the service's)")
    burst: int | None = Field(None, ge=1, description="this key's burst (default: the service's)")

    @property
    def active(self) -> bool:
        """True until revoked."""
        return self.revoked_at is None


class KeyFile(BaseModel):
    """The key file: ``{"version": 1, "keys": [ApiKey, …]}``."""

    model_config = ConfigDict(extra="forbid")

    version: int = Field(1, ge=1, le=1)
    keys: list[ApiKey] = Field(default_factory=list)


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def load_keys(path: str | Path, *, missing_ok: bool = False) -> KeyFile:
    """Read and validate a key file; errors name the file and the field.

    Raises:
        InputError: the file is missing (unless ``missing_ok``), unreadable, not JSON, or invalid.
    """
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except FileNotFoundError:
        if missing_ok:
            return KeyFile()
        raise InputError(
            f"key file {p} does not exist; create a key with `chat-verifier keys add --tenant T --keys {p}`",
            field="keys",
        ) from None
    except OSError as exc:
        raise InputError(f"key file {p}: cannot read: {exc.strerror}", field="keys") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(f"key file {p}: invalid JSON: {exc.msg} at line {exc.lineno}", field="keys") from None
    try:
        return KeyFile.model_validate(data)
    except ValidationError as exc:
        raise InputError(f"key file {p}: {input_error(exc).message}", field="keys") from None


def _save(path: Path, keys: KeyFile) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(keys.model_dump_json(indent=2) + "\n")
        os.chmod(tmp, 0o600)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def add_key(
    path: str | Path, tenant: str, *, rate_per_second: float | None = None, burst: int | None = None
) -> tuple[str, ApiKey]:
    """Create a key for ``tenant`` in the file at ``path`` (created if missing); returns (the key, its record).

    The key itself is returned once and stored nowhere. ``rate_per_second`` and ``burst`` give
    this key its own rate limit instead of the service's.
    """
    if not re.match(TENANT_PATTERN, tenant):
        raise InputError(
            f"tenant {tenant!r} must be 1-64 letters, digits, '.', '_' or '-', starting with a letter or digit",
            field="tenant",
        )
    p = Path(path)
    keys = load_keys(p, missing_ok=True)
    taken = {k.key_id for k in keys.keys}
    key_id = secrets.token_hex(6)
    while key_id in taken:  # pragma: no cover - 48 random bits
        key_id = secrets.token_hex(6)
    token = f"cv_{key_id}_{secrets.token_urlsafe(32)}"
    try:
        record = ApiKey(
            key_id=key_id,
            tenant=tenant,
            sha256=_digest(token),
            created_at=datetime.now(UTC),
            rate_per_second=rate_per_second,
            burst=burst,
        )
    except ValidationError as exc:
        raise input_error(exc) from None
    keys.keys.append(record)
    _save(p, keys)
    return token, record


def revoke_key(path: str | Path, key_id: str) -> ApiKey:
    """Mark key ``key_id`` revoked (kept in the file, so its id stays taken); returns its record."""
    p = Path(path)
    keys = load_keys(p)
    for i, k in enumerate(keys.keys):
        if k.key_id == key_id:
            if k.revoked_at is None:
                keys.keys[i] = k = k.model_copy(update={"revoked_at": datetime.now(UTC)})
                _save(p, keys)
            return k
    raise InputError(f"no key {key_id!r} in {p}", field="key_id")


class KeyRing:
    """The active keys of a running service, re-read when the file changes (checked at most once a second).

    A file that turns invalid while the service runs is logged and the last good set is kept,
    so a typo never opens the service; a revoked key stops working at the next check.
    """

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._lock = threading.Lock()
        self._mtime = self._stat()
        self._by_id = self._index(load_keys(self.path))
        self._checked = time.monotonic()

    def _stat(self) -> float | None:
        try:
            return self.path.stat().st_mtime_ns
        except OSError:
            return None

    @staticmethod
    def _index(keys: KeyFile) -> dict[str, ApiKey]:
        return {k.key_id: k for k in keys.keys if k.active}

    def _refresh(self) -> None:
        now = time.monotonic()
        if now - self._checked < RELOAD_CHECK_S:
            return
        with self._lock:
            self._checked = now
            mtime = self._stat()
            if mtime == self._mtime:
                return
            try:
                self._by_id = self._index(load_keys(self.path))
            except InputError as exc:
                log.error("keeping the previous API keys: %s", exc.message)
            self._mtime = mtime

    def authenticate(self, token: str) -> ApiKey | None:
        """The active key record ``token`` belongs to, or None (malformed, unknown, revoked or wrong secret)."""
        self._refresh()
        m = _TOKEN.match(token)
        if m is None:
            return None
        record = self._by_id.get(m.group(1))
        if record is None or not hmac.compare_digest(record.sha256, _digest(token)):
            return None
        return record

    def __len__(self) -> int:
        return len(self._by_id)
