"""Database URLs and engines: SQLite (embedded default, WAL) or PostgreSQL (psycopg 3)."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import make_url

#: Environment variable holding the default database (a URL or a SQLite file path).
DB_ENV = "CHAT_VERIFIER_DB"
#: SQLite file used when neither ``--db`` nor :data:`DB_ENV` is given.
DEFAULT_SQLITE_PATH = "chat-verifier.sqlite"
#: How long a SQLite writer waits for the write lock before failing (milliseconds).
SQLITE_BUSY_TIMEOUT_MS = 30_000


def resolve_db_url(value: str | None = None) -> str:
    """A SQLAlchemy URL from ``value``, else ``$CHAT_VERIFIER_DB``, else the default SQLite file.

    A value without ``://`` is a SQLite file path. ``postgresql://`` and ``postgres://`` URLs get
    the psycopg 3 driver.
    """
    raw = value or os.environ.get(DB_ENV) or DEFAULT_SQLITE_PATH
    if "://" not in raw:
        return f"sqlite:///{Path(raw).expanduser().resolve()}"
    url = make_url(raw)
    if url.drivername not in ("postgresql", "postgres"):
        return raw
    return url.set(drivername="postgresql+psycopg").render_as_string(hide_password=False)


def _dumps(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def make_engine(url: str | None = None, **kwargs: Any) -> Engine:
    """An engine for ``url`` (see :func:`resolve_db_url`).

    SQLite: WAL journal, ``synchronous=NORMAL``, a busy timeout, foreign keys on, and every
    transaction opened with ``BEGIN IMMEDIATE`` so that a read-modify-write holds the write
    lock from its first read (SQLite serialises writers; WAL keeps readers unblocked).
    """
    resolved = resolve_db_url(url)
    engine = create_engine(resolved, json_serializer=_dumps, **kwargs)
    if engine.dialect.name == "sqlite":
        _configure_sqlite(engine)
    return engine


def _configure_sqlite(engine: Engine) -> None:
    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_conn: Any, _record: Any) -> None:
        # Take transaction control away from the sqlite3 module; we issue BEGIN ourselves.
        dbapi_conn.isolation_level = None
        cur = dbapi_conn.cursor()
        cur.execute(f"PRAGMA busy_timeout = {SQLITE_BUSY_TIMEOUT_MS}")
        if engine.url.database not in (None, "", ":memory:"):
            cur.execute("PRAGMA journal_mode = WAL")
        cur.execute("PRAGMA synchronous = NORMAL")
        cur.execute("PRAGMA foreign_keys = ON")
        cur.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Any) -> None:
        conn.exec_driver_sql("BEGIN IMMEDIATE")
