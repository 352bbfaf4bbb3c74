"""Named schema migrations, applied in order and recorded in ``schema_migrations``."""

from __future__ import annotations

import logging
from collections.abc import Callable

from sqlalchemy import Column, Connection, DateTime, Engine, MetaData, String, Table, insert, select, text

from engine.store.models import Base, DiagnosisSessionRow, IdempotencyRow, ServiceSessionRow, ToolInvocationRow, utcnow

log = logging.getLogger(__name__)

_meta = MetaData()
schema_migrations = Table(
    "schema_migrations",
    _meta,
    Column("name", String(128), primary_key=True),
    Column("applied_at", DateTime(timezone=True), nullable=False),
)
#: Key of the PostgreSQL advisory lock that serialises concurrent migrators.
_PG_LOCK_KEY = 7_004_211


def _m0001_initial(conn: Connection) -> None:
    Base.metadata.create_all(conn, tables=[DiagnosisSessionRow.__table__, ToolInvocationRow.__table__])


def _m0002_service_tenancy(conn: Connection) -> None:
    # The HTTP service (engine.service): session owners and idempotent responses.
    Base.metadata.create_all(conn, tables=[ServiceSessionRow.__table__, IdempotencyRow.__table__])


#: Every migration, by name, in the order it is applied. Append; never rename or reorder.
MIGRATIONS: tuple[tuple[str, Callable[[Connection], None]], ...] = (
    ("0001_initial", _m0001_initial),
    ("0002_service_tenancy", _m0002_service_tenancy),
)


def migrate(engine: Engine) -> list[str]:
    """Apply the migrations not yet recorded; return the names applied now. Safe to run concurrently."""
    applied_now: list[str] = []
    with engine.begin() as conn:
        if conn.dialect.name == "postgresql":
            conn.execute(text("SELECT pg_advisory_xact_lock(:k)"), {"k": _PG_LOCK_KEY})
        _meta.create_all(conn, checkfirst=True)
        done = set(conn.execute(select(schema_migrations.c.name)).scalars())
        for name, step in MIGRATIONS:
            if name in done:
                continue
            log.info("applying migration %s", name)
            step(conn)
            conn.execute(insert(schema_migrations).values(name=name, applied_at=utcnow()))
            applied_now.append(name)
    return applied_now
