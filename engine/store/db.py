"""Database URLs and engines: SQLite (embedded default, WAL) or PostgreSQL (psycopg 3)."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError, NoSuchModuleError, SQLAlchemyError

from matchers.errors import ErrorCode, VerifierError

#: Environment variable holding the default database (a URL or a SQLite file path).
DB_ENV = "CHAT_VERIFIER_DB"
#: SQLite file used when neither ``--db`` nor :data:`DB_ENV` is given.
DEFAULT_SQLITE_PATH = "chat-verifier.sqlite"
#: How long a SQLite writer waits for the write lock before failing (milliseconds).
SQLITE_BUSY_TIMEOUT_MS = 30_000


class StoreError(VerifierError):
    """A persistence failure: unknown session, duplicate id, bad channel, database error."""

    default_code = ErrorCode.E401


def describe_url(url: str) -> str:
    """``url`` for messages: the password hidden, a SQLite URL shown as its path."""
    try:
        parsed = make_url(url)
    except ArgumentError:
        return url
    if parsed.drivername.startswith("sqlite"):
        return parsed.database or ":memory:"
    return parsed.render_as_string(hide_password=True)


def db_error(url: str, exc: BaseException) -> StoreError:
    """One-line :class:`StoreError` for a database that cannot be opened or used (``--db`` names it)."""
    orig = getattr(exc, "orig", None) or exc
    reason = (str(orig).strip().splitlines() or [type(orig).__name__])[0]
    try:
        path = sqlite_path(url)
    except ArgumentError:
        path = None
    if path is not None and not path.parent.is_dir():
        reason = f"directory {path.parent} does not exist"
    return StoreError(f"cannot use database {describe_url(url)}: {reason}", field="db")


def sqlite_path(url: str) -> Path | None:
    """The file of a SQLite URL (None for other databases and for ``:memory:``)."""
    parsed = make_url(url)
    if not parsed.drivername.startswith("sqlite") or parsed.database in (None, "", ":memory:"):
        return None
    return Path(parsed.database)


def resolve_db_url(value: str | None = None) -> str:
    """A SQLAlchemy URL from ``value``, else ``$CHAT_VERIFIER_DB``, else the default SQLite file.

    A value without ``://`` is a SQLite file path. ``postgresql://`` and ``postgres://`` URLs get
    the psycopg 3 driver.

    Raises:
        ArgumentError: ``value`` is not a URL SQLAlchemy can read.
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
    try:
        resolved = resolve_db_url(url)
        engine = create_engine(resolved, json_serializer=_dumps, **kwargs)
    except (ArgumentError, NoSuchModuleError) as exc:
        msg = f"--db {url!r}: not a database URL or SQLite path, or no such driver ({exc})"
        raise StoreError(msg, field="db") from None
    except ImportError as exc:  # the dialect exists, its DBAPI driver is not installed
        msg = f"--db {describe_url(str(url))}: driver not installed ({exc.name or exc})"
        raise StoreError(msg, field="db") from None
    except SQLAlchemyError as exc:
        raise db_error(str(url), exc) from None
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
