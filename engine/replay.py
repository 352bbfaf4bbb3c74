"""Replay Planner and Executor: run a recorded session file (tests, demos, benchmarks).

File format: ``{"session_id", "original_query", "rounds": [{"plan", "tool_invocations",
"executor_final_answer"}, …]}``. Round 2 is replayed only when the ChatService asks for it.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from engine.chat import Execution, InvocationRecorder, Plan, RoundUnavailableError
from engine.contracts import ToolInvocation
from engine.validation import input_error
from extractors.json_safe import loads


class RecordedRound(BaseModel):
    """One recorded round: the plan, the tool calls in order, and the final answer."""

    model_config = ConfigDict(extra="forbid")

    plan: Any = None
    tool_invocations: list[ToolInvocation] = Field(default_factory=list)
    executor_final_answer: str


class RecordedSession(BaseModel):
    """A recorded chat session."""

    model_config = ConfigDict(extra="allow")

    session_id: str = Field(min_length=1)
    original_query: str
    rounds: list[RecordedRound] = Field(min_length=1)

    @classmethod
    def load(cls, path: str | Path) -> RecordedSession:
        """Read and validate a session file; errors name the offending field.

        The file is read strictly (:func:`extractors.json_safe.loads`): nesting past the default
        ``max_json_depth``, a key named twice or a lone surrogate is an error naming the field.
        """
        data = loads(Path(path).read_text(encoding="utf-8"))
        try:
            return cls.model_validate(data)
        except ValidationError as exc:
            raise input_error(exc) from None

    def round(self, n: int) -> RecordedRound:
        """Recorded round ``n`` (1-based), or RoundUnavailableError."""
        if not 1 <= n <= len(self.rounds):
            raise RoundUnavailableError(f"session {self.session_id!r} has no recorded round {n}", field="rounds")
        return self.rounds[n - 1]


def _plan_of(raw: Any) -> Plan:
    if isinstance(raw, Mapping):
        steps = raw.get("steps") or []
        return Plan(steps=tuple(str(s) for s in steps), reasoning=str(raw.get("reasoning") or ""), data=raw)
    if isinstance(raw, list):
        return Plan(steps=tuple(str(s) for s in raw), data=raw)
    return Plan(steps=(str(raw),) if raw else (), data=raw)


class ReplayPlanner:
    """Returns the recorded plan of each round; records the retry_context it was given."""

    def __init__(self, session: RecordedSession) -> None:
        self.session = session
        self.seen_retry_context: dict[int, Mapping[str, Any] | None] = {}

    def plan(self, query: str, *, round: int, retry_context: Mapping[str, Any] | None) -> Plan:
        """The recorded plan of ``round``."""
        self.seen_retry_context[round] = retry_context
        return _plan_of(self.session.round(round).plan)


class ReplayExecutor:
    """Records the round's tool calls one by one (as they would happen), then gives its answer."""

    def __init__(self, session: RecordedSession) -> None:
        self.session = session

    def execute(self, query: str, plan: Plan, *, session_id: str, round: int, record: InvocationRecorder) -> Execution:
        """Replay round ``round`` of the recording into ``session_id``."""
        recorded = self.session.round(round)
        for inv in recorded.tool_invocations:
            record(inv.model_copy(update={"session_id": session_id, "round": round}))
        return Execution(final_answer=recorded.executor_final_answer)
