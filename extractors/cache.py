"""An optional on-disk cache of raw LLM completions (SQLite), so benchmark reruns cost nothing.

Keyed by sha256 of (model, prompt hash, answer text): a new prompt version or a different
model never reuses an old completion. Only completions that validated against the fact
schema are stored. A hit costs zero LLM calls and replays the identical completion, so
everything after it (deterministic) is identical too.
"""

from __future__ import annotations

import hashlib
import sqlite3
import threading
import time
from pathlib import Path
from typing import Any

_SCHEMA = """
CREATE TABLE IF NOT EXISTS llm_completions (
    key TEXT PRIMARY KEY,
    model TEXT NOT NULL,
    prompt_hash TEXT NOT NULL,
    completion TEXT NOT NULL,
    created_at REAL NOT NULL
)
"""


def cache_key(model: str, prompt_hash: str, answer: str) -> str:
    """The cache key of one extraction request."""
    h = hashlib.sha256()
    for part in (model, prompt_hash, answer):
        data = part.encode("utf-8")
        h.update(len(data).to_bytes(8, "big"))
        h.update(data)
    return h.hexdigest()


class CompletionCache:
    """SQLite-backed map from :func:`cache_key` to the raw completion text.

    Args:
        path: database file (created with its folder), or ``:memory:``.
    """

    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        if self.path != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        self._conn = sqlite3.connect(self.path, check_same_thread=False)
        with self._lock, self._conn:
            self._conn.execute(_SCHEMA)

    def __reduce__(self) -> tuple[Any, ...]:
        # Pickled as its path: the copy opens its own connection (a ``:memory:`` cache starts empty).
        return (type(self), (self.path,))

    def get(self, key: str) -> str | None:
        """The stored completion for ``key``, or None."""
        with self._lock:
            row = self._conn.execute("SELECT completion FROM llm_completions WHERE key = ?", (key,)).fetchone()
        return row[0] if row else None

    def put(self, key: str, *, model: str, prompt_hash: str, completion: str) -> None:
        """Store (or replace) the completion for ``key``."""
        with self._lock, self._conn:
            self._conn.execute(
                "INSERT OR REPLACE INTO llm_completions (key, model, prompt_hash, completion, created_at)"
                " VALUES (?, ?, ?, ?, ?)",
                (key, model, prompt_hash, completion, time.time()),
            )

    def __len__(self) -> int:
        with self._lock:
            return int(self._conn.execute("SELECT COUNT(*) FROM llm_completions").fetchone()[0])

    def close(self) -> None:
        """Close the database connection."""
        with self._lock:
            self._conn.close()
