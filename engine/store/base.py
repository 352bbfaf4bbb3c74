"""The store Protocol (what ChatService and EvaluationService need) and the store registry.

A deployment that keeps sessions elsewhere registers its own factory under a versioned name;
``open_store`` picks the registered backend. The bundled one is SQLAlchemy 2 on SQLite or
PostgreSQL (``sqlalchemy.v1``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, Protocol, runtime_checkable

from engine.contracts import ToolInvocation
from engine.store.sessions import SessionRecord, SessionStore
from matchers.registry import Registry


@runtime_checkable
class Store(Protocol):
    """Persistence of diagnosis sessions, their tool calls and the ``self_evaluation`` channels."""

    def create_session(self, query: str, session_id: str) -> str:
        """Create a session row; returns its id."""
        ...

    def finish_session(self, session_id: str, **fields: Any) -> None:
        """Record the final status, verdict and answer."""
        ...

    def get_session(self, session_id: str) -> SessionRecord:
        """The stored session, with ``self_evaluation``."""
        ...

    def record_invocation(self, invocation: ToolInvocation) -> None:
        """Persist one tool call as it happens."""
        ...

    def invocations(self, session_id: str, *, max_round: int | None = None) -> list[ToolInvocation]:
        """The persisted tool calls of a session, in call order."""
        ...

    def update_channel(self, session_id: str, channel: str, mutate: Callable[[Any], Any]) -> Any:
        """Atomic read-modify-write of one channel of ``self_evaluation``."""
        ...

    def set_channel(self, session_id: str, channel: str, value: Mapping[str, Any]) -> None:
        """Replace one channel of ``self_evaluation``, leaving the others untouched."""
        ...

    def append_round(
        self, session_id: str, channel: str, record: Mapping[str, Any], *, latest: Iterable[str] = ()
    ) -> dict[str, Any]:
        """Atomically append one round's record to a channel."""
        ...


StoreFactory = Callable[[str | None], Store]

store_registry: Registry[StoreFactory] = Registry("store")
store_registry.register("sqlalchemy.v1", SessionStore)


def open_store(db: str | None = None, *, backend: str = "sqlalchemy.v1") -> Store:
    """Open the registered ``backend`` at ``db`` (a URL or SQLite path; None for the default)."""
    return store_registry.get(backend)(db)
