"""Persistence of chat sessions: ``diagnosis_session`` and ``tool_invocation`` on SQLite or PostgreSQL."""

from engine.store.base import Store, StoreFactory, open_store, store_registry
from engine.store.db import DB_ENV, DEFAULT_SQLITE_PATH, make_engine, resolve_db_url
from engine.store.migrations import MIGRATIONS, migrate
from engine.store.models import DiagnosisSessionRow, ToolInvocationRow
from engine.store.sessions import CHANNELS, SessionRecord, SessionStore, StoreError

__all__ = [
    "CHANNELS",
    "DB_ENV",
    "DEFAULT_SQLITE_PATH",
    "MIGRATIONS",
    "DiagnosisSessionRow",
    "SessionRecord",
    "SessionStore",
    "Store",
    "StoreError",
    "StoreFactory",
    "ToolInvocationRow",
    "make_engine",
    "migrate",
    "open_store",
    "resolve_db_url",
    "store_registry",
]
