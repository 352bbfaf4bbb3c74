"""SQLAlchemy 2 table models. JSON columns are ``jsonb`` on PostgreSQL and JSON text on SQLite."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import JSON, DateTime, Float, ForeignKey, Integer, String, Text, UniqueConstraint
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

#: A JSON column: SQL NULL for Python None (so "null object" means SQL NULL), jsonb on PostgreSQL.
JSONColumn = JSON(none_as_null=True).with_variant(JSONB(none_as_null=True), "postgresql")


def utcnow() -> datetime:
    """Timezone-aware current time (UTC)."""
    return datetime.now(UTC)


class Base(DeclarativeBase):
    """Declarative base of the store's tables."""


class DiagnosisSessionRow(Base):
    """One chat session: the query, its status and outcome, and the ``self_evaluation`` channels."""

    __tablename__ = "diagnosis_session"

    id: Mapped[str] = mapped_column(String(128), primary_key=True)
    query: Mapped[str] = mapped_column(Text)
    status: Mapped[str] = mapped_column(String(32), default="running")
    final_verdict: Mapped[str | None] = mapped_column(String(16), nullable=True)
    final_answer: Mapped[str | None] = mapped_column(Text, nullable=True)
    self_evaluation: Mapped[dict[str, Any] | None] = mapped_column(JSONColumn, nullable=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class ToolInvocationRow(Base):
    """One tool call of a session, recorded as it happens (the only source of evidence)."""

    __tablename__ = "tool_invocation"
    __table_args__ = (UniqueConstraint("session_id", "invocation_id", name="uq_tool_invocation_session_inv"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    session_id: Mapped[str] = mapped_column(
        String(128), ForeignKey("diagnosis_session.id", ondelete="CASCADE"), index=True
    )
    invocation_id: Mapped[str] = mapped_column(String(128))
    round: Mapped[int] = mapped_column(Integer)
    tool_name: Mapped[str] = mapped_column(String(128))
    input: Mapped[Any] = mapped_column(JSONColumn, nullable=True)
    output: Mapped[Any] = mapped_column(JSONColumn, nullable=True)
    success: Mapped[bool]
    error: Mapped[str | None] = mapped_column(Text, nullable=True)
    started_at: Mapped[str | None] = mapped_column(String(64), nullable=True)
    duration_ms: Mapped[float | None] = mapped_column(Float, nullable=True)
    recorded_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class ServiceSessionRow(Base):
    """Which tenant owns a session created through the HTTP service, and the retry context it was given."""

    __tablename__ = "service_session"

    session_id: Mapped[str] = mapped_column(
        String(128), ForeignKey("diagnosis_session.id", ondelete="CASCADE"), primary_key=True
    )
    tenant: Mapped[str] = mapped_column(String(64), index=True)
    #: What round 1 told round 2 (``build_retry_context``), kept while the session awaits its retry.
    retry_context: Mapped[Any] = mapped_column(JSONColumn, nullable=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class IdempotencyRow(Base):
    """A stored response of the HTTP service, replayed for a repeated ``Idempotency-Key`` of one tenant."""

    __tablename__ = "idempotency_record"

    tenant: Mapped[str] = mapped_column(String(64), primary_key=True)
    key: Mapped[str] = mapped_column(String(255), primary_key=True)
    #: Digest of method, path and canonical body: the same key with another request is refused.
    request_hash: Mapped[str] = mapped_column(String(80))
    status_code: Mapped[int] = mapped_column(Integer)
    response: Mapped[Any] = mapped_column(JSONColumn)
    session_id: Mapped[str | None] = mapped_column(String(128), nullable=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
