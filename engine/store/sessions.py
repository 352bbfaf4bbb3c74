"""The session store: sessions, tool invocations recorded as they happen, and atomic channel writes.

``self_evaluation`` is one JSON object with one key per independent writer (a *channel*). A
channel write is a read-modify-write of its own key under the row's write lock (``SELECT … FOR
UPDATE`` on PostgreSQL; ``BEGIN IMMEDIATE`` on SQLite, which serialises writers), so writers of
either channel, in threads or processes, never lose each other's updates, and two first writers
racing on a NULL object both survive: the second one reads what the first committed.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from datetime import datetime
from typing import Any, Self

from pydantic import BaseModel, ConfigDict
from sqlalchemy import ARRAY, ColumnElement, Engine, Text, bindparam, cast, func, insert, literal_column, select, update
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.engine import Connection
from sqlalchemy.exc import ArgumentError, IntegrityError, SQLAlchemyError

from engine.contracts import ToolInvocation
from engine.store.db import StoreError, db_error, make_engine, resolve_db_url, sqlite_path
from engine.store.migrations import migrate
from engine.store.models import DiagnosisSessionRow, ToolInvocationRow, utcnow

#: The channels of ``self_evaluation`` and who writes them.
CHANNELS: tuple[str, ...] = ("rule_evaluation", "verifier_evaluation")

_S = DiagnosisSessionRow.__table__
_T = ToolInvocationRow.__table__
_INV_FIELDS = (
    "invocation_id",
    "round",
    "tool_name",
    "input",
    "output",
    "success",
    "error",
    "started_at",
    "duration_ms",
)


def _set_key(dialect: str, channel: str, value: Any) -> ColumnElement[Any]:
    """SQL that sets one key of ``self_evaluation`` (a NULL object becomes ``{}`` first), nothing else."""
    doc = bindparam("channel_value", json.dumps(value, ensure_ascii=False), type_=Text)
    if dialect == "postgresql":
        path = bindparam("channel_path", [channel], type_=ARRAY(Text))
        empty = literal_column("'{}'::jsonb")
        return func.jsonb_set(func.coalesce(_S.c.self_evaluation, empty), path, cast(doc, JSONB))
    path = bindparam("channel_path", f'$."{channel}"', type_=Text)
    return func.json_set(func.coalesce(_S.c.self_evaluation, literal_column("'{}'")), path, func.json(doc))


def _readable_url(db: str | None) -> bool:
    try:
        resolve_db_url(db)
    except ArgumentError:
        return False
    return True


class SessionRecord(BaseModel):
    """A stored session as the ``session show`` command prints it."""

    model_config = ConfigDict(extra="forbid")

    id: str
    query: str
    status: str
    final_verdict: str | None
    final_answer: str | None
    self_evaluation: dict[str, Any] | None
    created_at: datetime
    updated_at: datetime
    tool_invocations: list[ToolInvocation]


class SessionStore:
    """Sessions and tool invocations on one database (SQLite file or PostgreSQL URL).

    Args:
        db: a URL or SQLite path (see :func:`engine.store.resolve_db_url`), or an existing engine.
        run_migrations: apply pending migrations on open (safe with concurrent openers).
        create: create a SQLite file that does not exist yet; ``False`` (read-only commands such
            as ``session show``) refuses a missing file instead of leaving an empty database behind.

    Raises:
        StoreError: the database cannot be opened (unknown driver, missing directory or file,
            unreachable server), with one line naming it.
    """

    def __init__(self, db: str | Engine | None = None, *, run_migrations: bool = True, create: bool = True) -> None:
        if not isinstance(db, Engine) and not create:
            path = sqlite_path(resolve_db_url(db)) if _readable_url(db) else None
            if path is not None and not path.is_file():
                raise StoreError(f"no database at {path} (nothing was created)", field="db")
        self.engine = db if isinstance(db, Engine) else make_engine(db)
        #: The connection of an open :meth:`transaction` (None: every call runs its own transaction).
        self._conn: Connection | None = None
        url = self.engine.url.render_as_string(hide_password=False)
        try:
            if run_migrations:
                migrate(self.engine)
            else:
                with self.engine.connect():
                    pass
        except SQLAlchemyError as exc:
            self.engine.dispose()
            raise db_error(url, exc) from None

    def close(self) -> None:
        """Release the connection pool."""
        self.engine.dispose()

    @contextmanager
    def transaction(self) -> Iterator[Self]:
        """A view of this store whose calls all run in one transaction: committed on exit, or none on error.

        The HTTP service writes a whole session round (the session row, its tool calls, the
        channel records, the idempotency record) through one view, so a failure leaves nothing
        half-written. Inside an open transaction this yields the same view.
        """
        if self._conn is not None:
            yield self
            return
        with self.engine.begin() as conn:
            view = copy.copy(self)
            view._conn = conn
            yield view

    @contextmanager
    def _write(self) -> Iterator[Connection]:
        """The open transaction's connection, else a new transaction committed on exit."""
        if self._conn is not None:
            yield self._conn
        else:
            with self.engine.begin() as conn:
                yield conn

    @contextmanager
    def _read(self) -> Iterator[Connection]:
        """The open transaction's connection, else a new connection."""
        if self._conn is not None:
            yield self._conn
        else:
            with self.engine.connect() as conn:
                yield conn

    # -- sessions -------------------------------------------------------------------------
    def create_session(self, query: str, session_id: str) -> str:
        """Insert a new ``running`` session with a NULL ``self_evaluation``; refuse a taken id."""
        now = utcnow()
        try:
            with self._write() as conn:
                conn.execute(
                    insert(_S).values(id=session_id, query=query, status="running", created_at=now, updated_at=now)
                )
        except IntegrityError:
            raise StoreError(f"session {session_id!r} already exists", field="session_id") from None
        return session_id

    def session_exists(self, session_id: str) -> bool:
        """True when a session with this id is stored."""
        with self._read() as conn:
            return conn.execute(select(_S.c.id).where(_S.c.id == session_id)).first() is not None

    def finish_session(
        self, session_id: str, *, status: str, final_verdict: str | None, final_answer: str | None
    ) -> None:
        """Record the outcome of a session."""
        with self._write() as conn:
            res = conn.execute(
                update(_S)
                .where(_S.c.id == session_id)
                .values(status=status, final_verdict=final_verdict, final_answer=final_answer, updated_at=utcnow())
            )
        if res.rowcount != 1:
            raise StoreError(f"unknown session {session_id!r}", field="session_id")

    def get_session(self, session_id: str) -> SessionRecord:
        """The stored session with its tool invocations, in recording order."""
        try:
            with self._read() as conn:
                row = conn.execute(select(_S).where(_S.c.id == session_id)).mappings().first()
        except SQLAlchemyError as exc:
            raise db_error(self.engine.url.render_as_string(hide_password=False), exc) from None
        if row is None:
            raise StoreError(f"unknown session {session_id!r}", field="session_id")
        return SessionRecord(**dict(row), tool_invocations=self.invocations(session_id))

    # -- tool invocations -----------------------------------------------------------------
    def record_invocation(self, invocation: ToolInvocation) -> None:
        """Persist one tool call the moment it has happened."""
        values = {k: getattr(invocation, k) for k in _INV_FIELDS}
        try:
            with self._write() as conn:
                conn.execute(insert(_T).values(session_id=invocation.session_id, recorded_at=utcnow(), **values))
        except IntegrityError as exc:
            raise StoreError(
                f"cannot record invocation {invocation.invocation_id!r} of session {invocation.session_id!r}: "
                "unknown session or duplicate invocation id",
                field="invocation_id",
            ) from exc

    def invocations(self, session_id: str, *, max_round: int | None = None) -> list[ToolInvocation]:
        """The persisted tool calls of a session (up to ``max_round``), in recording order."""
        stmt = select(_T).where(_T.c.session_id == session_id).order_by(_T.c.id)
        if max_round is not None:
            stmt = stmt.where(_T.c.round <= max_round)
        with self._read() as conn:
            rows = conn.execute(stmt).mappings().all()
        return [
            ToolInvocation.model_validate({"session_id": r["session_id"], **{k: r[k] for k in _INV_FIELDS}})
            for r in rows
        ]

    # -- self_evaluation channels ---------------------------------------------------------
    def update_channel(self, session_id: str, channel: str, mutate: Callable[[Any], Any]) -> Any:
        """Atomically replace ``self_evaluation[channel]`` with ``mutate(current value or None)``.

        The row is write-locked from the read to the commit, and the UPDATE sets only this key
        (``jsonb_set`` / ``json_set``); a NULL object becomes ``{channel: value}``. Returns the new value.
        """
        if channel not in CHANNELS:
            raise StoreError(f"unknown channel {channel!r}; one of {', '.join(CHANNELS)}", field="channel")
        try:
            with self._write() as conn:
                found = conn.execute(
                    select(_S.c.self_evaluation).where(_S.c.id == session_id).with_for_update()
                ).first()
                if found is None:
                    raise StoreError(f"unknown session {session_id!r}", field="session_id")
                current = found[0] if isinstance(found[0], dict) else {}
                value = mutate(copy.deepcopy(current.get(channel)))
                conn.execute(
                    update(_S)
                    .where(_S.c.id == session_id)
                    .values(self_evaluation=_set_key(conn.dialect.name, channel, value), updated_at=utcnow())
                )
        except SQLAlchemyError as exc:
            raise StoreError(f"channel write {channel} of session {session_id!r} failed: {exc}") from exc
        return value

    def set_channel(self, session_id: str, channel: str, value: Mapping[str, Any]) -> None:
        """Replace one channel's value, leaving the other channels untouched."""
        self.update_channel(session_id, channel, lambda _old: dict(value))

    def append_round(
        self, session_id: str, channel: str, record: Mapping[str, Any], *, latest: Iterable[str] = ()
    ) -> dict[str, Any]:
        """Append ``record`` to ``self_evaluation[channel].rounds``, keeping every earlier round.

        The keys named in ``latest`` are also copied from ``record`` to the channel's top level,
        so the latest round's summary is readable without scanning the list.
        """

        def add(old: Any) -> dict[str, Any]:
            value = old if isinstance(old, dict) else {}
            value["rounds"] = [*(value.get("rounds") or []), dict(record)]
            value.update({k: record[k] for k in latest if k in record})
            return value

        return self.update_channel(session_id, channel, add)
