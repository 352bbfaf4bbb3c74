"""The session store as the service uses it: sessions owned by tenants, idempotent responses, outage errors.

:class:`ServiceStore` is the engine's :class:`~engine.store.SessionStore` plus the two service
tables (migration ``0002_service_tenancy``). Used through :meth:`SessionStore.transaction`, a
whole round — ownership, rows, channel records, idempotency record — commits together or not at all.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Engine, insert, select, text, update
from sqlalchemy import exc as sa_exc

from engine.store import SessionStore, make_engine
from engine.store.db import resolve_db_url
from engine.store.models import DiagnosisSessionRow, IdempotencyRow, ServiceSessionRow, utcnow

__all__ = ["IdempotentResponse", "ServiceStore", "SessionState", "is_conflict", "is_outage"]

log = logging.getLogger(__name__)

_OWN = ServiceSessionRow.__table__
_IDEM = IdempotencyRow.__table__
_S = DiagnosisSessionRow.__table__
#: Errors that mean the database is down or unreachable (not that the request was wrong).
_OUTAGE = (sa_exc.OperationalError, sa_exc.InterfaceError, sa_exc.DisconnectionError, sa_exc.TimeoutError)
#: Seconds a PostgreSQL connection attempt may take before the store counts as down.
CONNECT_TIMEOUT_S = 3


@dataclass(frozen=True)
class SessionState:
    """What the round rules need of a stored session: its owner, the latest round and route, and the retry context."""

    tenant: str
    query: str
    latest_round: int
    latest_route: str | None
    retry_context: dict[str, Any] | None


@dataclass(frozen=True)
class IdempotentResponse:
    """A stored response of one ``Idempotency-Key``."""

    request_hash: str
    status_code: int
    response: dict[str, Any]


def _chain(exc: BaseException) -> list[BaseException]:
    out: list[BaseException] = []
    cur: BaseException | None = exc
    while cur is not None and cur not in out:
        out.append(cur)
        cur = cur.__cause__ or cur.__context__
    return out


def is_conflict(exc: BaseException) -> bool:
    """True when ``exc`` (or what caused it) is a unique-key race another writer won."""
    return any(isinstance(e, sa_exc.IntegrityError) for e in _chain(exc))


def is_outage(exc: BaseException) -> bool:
    """True when ``exc`` (or what caused it) is the database failing, not the request being wrong."""
    return any(
        isinstance(e, _OUTAGE) or (isinstance(e, sa_exc.DBAPIError) and e.connection_invalidated) for e in _chain(exc)
    )


class ServiceStore(SessionStore):
    """A :class:`SessionStore` with session owners and idempotency records.

    Args:
        db: a URL or SQLite path, or an engine.
        run_migrations: apply pending migrations (``serve`` does it once, before its workers start).
    """

    def __init__(self, db: str | Engine | None = None, *, run_migrations: bool = True) -> None:
        if not isinstance(db, Engine):
            db = service_engine(db)
        super().__init__(db, run_migrations=run_migrations)

    def ping(self) -> None:
        """Run ``SELECT 1``; raises when the database cannot be reached."""
        with self.engine.connect() as conn:
            conn.execute(text("SELECT 1"))

    # -- ownership ------------------------------------------------------------------------------
    def bind_tenant(self, session_id: str, tenant: str) -> None:
        """Record ``tenant`` as the owner of the (just created) session."""
        with self._write() as conn:
            conn.execute(insert(_OWN).values(session_id=session_id, tenant=tenant, created_at=utcnow()))

    def session_state(self, session_id: str, *, lock: bool = False) -> SessionState | None:
        """The owner and latest round of a service session (None when the service never stored it).

        ``lock`` holds the ownership row until the transaction ends, so two rounds of one session
        never interleave (``FOR UPDATE`` on PostgreSQL; SQLite's write lock is already held).
        """
        stmt = (
            select(_OWN.c.tenant, _OWN.c.retry_context, _S.c.query, _S.c.self_evaluation)
            .join(_S, _S.c.id == _OWN.c.session_id)
            .where(_OWN.c.session_id == session_id)
        )
        if lock:
            stmt = stmt.with_for_update(of=_OWN)
        with self._read() as conn:
            row = conn.execute(stmt).first()
        if row is None:
            return None
        channel = (row.self_evaluation or {}).get("verifier_evaluation") or {}
        return SessionState(
            tenant=row.tenant,
            query=row.query,
            latest_round=int(channel.get("round") or 0),
            latest_route=channel.get("route"),
            retry_context=row.retry_context,
        )

    def set_retry_context(self, session_id: str, value: dict[str, Any] | None) -> None:
        """Keep (or clear) the retry context round 2 will be given."""
        with self._write() as conn:
            conn.execute(update(_OWN).where(_OWN.c.session_id == session_id).values(retry_context=value))

    # -- idempotency ----------------------------------------------------------------------------
    def idempotent_response(self, tenant: str, key: str) -> IdempotentResponse | None:
        """The response stored for ``(tenant, key)``, if any."""
        stmt = select(_IDEM.c.request_hash, _IDEM.c.status_code, _IDEM.c.response).where(
            _IDEM.c.tenant == tenant, _IDEM.c.key == key
        )
        with self._read() as conn:
            row = conn.execute(stmt).first()
        return IdempotentResponse(row.request_hash, row.status_code, row.response) if row is not None else None

    def save_idempotent_response(
        self, tenant: str, key: str, *, request_hash: str, status_code: int, response: dict[str, Any], session_id: str
    ) -> None:
        """Store the response of ``(tenant, key)`` (in the round's transaction)."""
        with self._write() as conn:
            conn.execute(
                insert(_IDEM).values(
                    tenant=tenant,
                    key=key,
                    request_hash=request_hash,
                    status_code=status_code,
                    response=response,
                    session_id=session_id,
                    created_at=utcnow(),
                )
            )


def service_engine(db: str | None) -> Engine:
    """An engine for the service: pre-ping pooled connections (a restarted PostgreSQL is noticed), short connects."""
    url = resolve_db_url(db)
    if url.startswith("postgresql"):
        return make_engine(url, pool_pre_ping=True, connect_args={"connect_timeout": CONNECT_TIMEOUT_S})
    return make_engine(url, pool_pre_ping=True)
