"""ChatService: Planner → Executor → Verifier, routed; at most one retry round (DESIGN.md "Routing").

Each round: the Planner plans (with ``retry_context`` on round 2 only), the Executor runs and
records every tool call in the store *as it happens*, then the Verifier checks the final answer
against the rows read back from the store. The Verifier never sees the plan, the Planner's
reasoning or the Executor's intermediate messages.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from engine.contracts import ExtractionRecord, ToolInvocation, VerifierEvaluation, VerifierInput
from engine.evaluation import EvaluationService
from engine.pipeline import VerificationRun, build_verifier_input
from engine.profiles import ToolProfiles
from engine.router import MAX_ROUNDS, RouteDecision, critical_gaps, failed_tools, render_output, route
from engine.store import Store
from engine.templates import Templates, load_templates
from engine.verifier import Verifier
from extractors import FactExtractor
from matchers.errors import VerifierError

log = logging.getLogger(__name__)

#: Version of the ``verifier_evaluation`` record layout (bump when its keys change meaning).
TRACEABILITY_VERSION = "tv1"
#: Keys of the latest round copied to the top of the ``verifier_evaluation`` channel.
LATEST_KEYS = ("traceability_version", "round", "route")
#: What of an extraction goes into the audit record (the facts themselves are in ``verifier_output``).
_EXTRACTION_KEYS = {*ExtractionRecord.model_fields, "fallback_reason"}

#: Callback an Executor calls once per tool call, right after it returns.
InvocationRecorder = Callable[[ToolInvocation], None]
#: Any verifier callable: a VerifierInput in, the whole verification run out (a :class:`Verifier` is one).
RunVerification = Callable[[VerifierInput], VerificationRun]


@dataclass(frozen=True)
class Plan:
    """A Planner's plan for one round. ``reasoning`` is kept away from the Verifier."""

    steps: tuple[str, ...] = ()
    reasoning: str = ""
    data: Any = None


@dataclass(frozen=True)
class Execution:
    """An Executor's result: the final answer, and its intermediate messages (never verified)."""

    final_answer: str
    messages: tuple[Mapping[str, Any], ...] = ()


class RoundUnavailableError(VerifierError):
    """A Planner or Executor cannot run the round asked for (e.g. a replay file with one round)."""


@runtime_checkable
class Planner(Protocol):
    """Plans one round of tool use for a query."""

    def plan(self, query: str, *, round: int, retry_context: Mapping[str, Any] | None) -> Plan:
        """The plan for ``round``; ``retry_context`` is given on round 2 only."""
        ...


@runtime_checkable
class Executor(Protocol):
    """Runs a plan: calls tools (recording each call through ``record``) and writes the final answer."""

    def execute(self, query: str, plan: Plan, *, session_id: str, round: int, record: InvocationRecorder) -> Execution:
        """Execute ``plan`` for ``round`` of ``session_id``."""
        ...


class QueryPlanner:
    """The simplest Planner: one step, the query itself, plus the gaps to close on round 2."""

    def plan(self, query: str, *, round: int, retry_context: Mapping[str, Any] | None) -> Plan:
        """Plan to answer ``query``; on a retry, to close the listed gaps first."""
        steps = [query]
        if retry_context:
            steps += [f"close gap: {g.get('fact', '')}" for g in retry_context.get("gaps", [])]
            steps += [f"retry tool: {t.get('tool_name', '')}" for t in retry_context.get("failed_tools", [])]
        return Plan(steps=tuple(steps))


@dataclass(frozen=True)
class RoundResult:
    """One Planner → Executor → Verifier round."""

    round: int
    plan: Plan
    execution: Execution
    run: VerificationRun
    decision: RouteDecision
    retry_context: Mapping[str, Any] | None = None


@dataclass(frozen=True)
class ChatResult:
    """What one chat produced: the rounds, the final decision and the text the user sees."""

    session_id: str
    rounds: tuple[RoundResult, ...]
    decision: RouteDecision
    user_output: str
    retry_skipped: bool = False

    @property
    def rounds_run(self) -> int:
        """Number of rounds that ran (1 or 2)."""
        return len(self.rounds)

    @property
    def final_verdict(self) -> str:
        """The verdict of the round shown to the user."""
        return self.decision.verdict.value

    @property
    def groundedness_score(self) -> float:
        """The score of the round shown to the user."""
        return self.decision.groundedness_score


def build_retry_context(result: RoundResult) -> dict[str, Any]:
    """What round 2 is told: the previous verdict and score, the critical gaps and the failed tools."""
    out = result.run.output
    return {
        "previous_round": result.round,
        "previous_verdict": out.verdict.value,
        "previous_groundedness_score": out.groundedness_score,
        "gaps": [
            {"fact": g.fact, "verification": g.verification.value, "detail": g.detail, "claim_id": g.claim_id}
            for g in critical_gaps(out.facts_checked)
        ],
        "failed_tools": [
            {
                "tool_name": t.tool_name,
                "reason": t.reason,
                "error": t.error,
                "source_invocation_ids": list(t.source_invocation_ids),
            }
            for t in failed_tools(result.run.verifier_input.tool_trace_summary)
        ],
    }


def evaluation_record(result: RoundResult, templates: Templates) -> VerifierEvaluation:
    """The ``verifier_evaluation`` record of one round (kept for every round)."""
    run = result.run
    return VerifierEvaluation(
        traceability_version=TRACEABILITY_VERSION,
        round=result.round,
        verifier_output=run.output,
        tool_trace_summary=run.verifier_input.tool_trace_summary,
        executor_output_parse_status=run.parse.status,
        parse_failure_reason=run.parse.reason,
        extraction=ExtractionRecord.model_validate(run.extraction.model_dump(include=_EXTRACTION_KEYS)),
        retry_context=dict(result.retry_context) if result.retry_context is not None else None,
        route=result.decision.action.value,
        executor_final_answer=run.verifier_input.executor_final_answer,
        executor_structured_output=run.parse.output,
        templates={"version": templates.version, **templates.hashes},
    )


class ChatService:
    """Runs one chat: Planner → Executor → Verifier, routed, with at most one retry round.

    Args:
        planner: plans each round.
        executor: runs each plan and records tool calls.
        store: where the session, its tool calls and the ``verifier_evaluation`` channel go.
        extractor: fallback fact extractor for unparsed answers (``rules`` or ``llm`` or an object);
            only used to build the Verifier when ``verifier`` is not given.
        profiles: tool-profile overrides for the trace summary; likewise only without ``verifier``.
        templates: the user-facing templates (the shipped version by default).
        evaluation: writes ``rule_evaluation`` once the chat is done; None to skip.
        verifier: the configured :class:`~engine.verifier.Verifier` (built once, e.g. per process, and
            shared by services); its profiles and budgets build the Verifier input too. Any other
            ``VerifierInput → VerificationRun`` callable is accepted (its input is built with
            ``profiles``). Default: a Verifier built here from ``extractor`` and ``profiles``.
    """

    def __init__(
        self,
        planner: Planner,
        executor: Executor,
        store: Store,
        *,
        extractor: str | FactExtractor = "rules",
        profiles: ToolProfiles | Mapping[str, Any] | None = None,
        templates: Templates | None = None,
        evaluation: EvaluationService | None = None,
        verifier: Verifier | RunVerification | None = None,
    ) -> None:
        self.planner = planner
        self.executor = executor
        self.store = store
        self.templates = templates or load_templates()
        self.evaluation = evaluation
        self.verifier: Verifier | RunVerification = (
            verifier if verifier is not None else Verifier(extractor=extractor, profiles=profiles)
        )
        self.profiles = self.verifier.profiles if isinstance(self.verifier, Verifier) else profiles

    def run(self, query: str, *, session_id: str | None = None) -> ChatResult:
        """Run the chat for ``query`` and persist it; returns the rounds and the user output."""
        sid = self.store.create_session(query, session_id or uuid.uuid4().hex)
        try:
            result = self._run(query, sid)
        except Exception:
            self.store.finish_session(sid, status="failed", final_verdict=None, final_answer=None)
            raise
        self.complete(sid, result.decision, result.user_output)
        return result

    def complete(self, session_id: str, decision: RouteDecision, user_output: str) -> None:
        """Record a session's outcome (status, final verdict, what the user saw), then its ``rule_evaluation``."""
        self.store.finish_session(
            session_id, status="completed", final_verdict=decision.verdict.value, final_answer=user_output
        )
        if self.evaluation is not None:
            self.evaluation.evaluate(session_id)

    def _run(self, query: str, sid: str) -> ChatResult:
        rounds: list[RoundResult] = []
        retry_context: dict[str, Any] | None = None
        retry_skipped = False
        for n in range(1, MAX_ROUNDS + 1):
            try:
                current = self.run_round(query, sid, n, retry_context)
            except RoundUnavailableError as exc:
                if n == 1:
                    raise
                log.warning("session %s: round %d unavailable (%s); showing round %d", sid, n, exc, n - 1)
                retry_skipped = True
                break
            rounds.append(current)
            if current.decision.final:
                break
            retry_context = build_retry_context(current)
        last = rounds[-1]
        decision = last.decision
        if not decision.final:  # the retry could not run: route round 1's verdict as a last round
            out = last.run.output
            decision = route(out.verdict, out.groundedness_score, MAX_ROUNDS)
        text = self.user_output(last, decision)
        return ChatResult(sid, tuple(rounds), decision, text, retry_skipped=retry_skipped)

    def user_output(self, result: RoundResult, decision: RouteDecision | None = None) -> str:
        """What the user sees for a round: its final ``decision`` (default: the round's own) rendered."""
        run = result.run
        return render_output(
            decision or result.decision,
            run.output.facts_checked,
            run.parse,
            candidates=run.extraction.facts,
            summary=run.verifier_input.tool_trace_summary,
            templates=self.templates,
        )

    def run_round(self, query: str, sid: str, n: int, retry_context: Mapping[str, Any] | None = None) -> RoundResult:
        """Run round ``n`` of stored session ``sid``: plan, execute (recording each call), verify, route, persist.

        The Verifier sees the session's stored rows up to round ``n`` and, on rounds after the
        first, ``retry_context``. The round's ``verifier_evaluation`` record is appended by an
        atomic read-modify-write of that channel.
        """
        plan = self.planner.plan(query, round=n, retry_context=retry_context)
        execution = self.executor.execute(query, plan, session_id=sid, round=n, record=self._recorder(sid, n))
        rows = self.store.invocations(sid, max_round=n)
        context = retry_context if n > 1 else None
        if isinstance(self.verifier, Verifier):
            vin = self.verifier.build_input(query, execution.final_answer, rows, context)
        else:
            vin = build_verifier_input(query, execution.final_answer, rows, context, profiles=self.profiles)
        run = self.verifier(vin)
        decision = route(run.output.verdict, run.output.groundedness_score, n)
        result = RoundResult(n, plan, execution, run, decision, retry_context if n > 1 else None)
        record = evaluation_record(result, self.templates).model_dump(mode="json", exclude_none=True)
        self.store.append_round(sid, "verifier_evaluation", record, latest=LATEST_KEYS)
        return result

    def _recorder(self, sid: str, n: int) -> InvocationRecorder:
        def record(inv: ToolInvocation) -> None:
            if inv.session_id != sid or inv.round != n:
                inv = inv.model_copy(update={"session_id": sid, "round": n})
            self.store.record_invocation(inv)

        return record
