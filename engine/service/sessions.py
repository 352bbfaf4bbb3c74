"""``POST /v1/sessions/{id}/rounds`` and ``GET /v1/sessions/{id}``: the ChatService as a service.

The chat backend runs Planner → Executor itself and posts each round. The round then goes
through :meth:`engine.chat.ChatService.run_round` unchanged — its tool calls recorded, the
Verifier run on the stored rows, the router's decision, the ``verifier_evaluation`` record
appended by read-modify-write — inside one store transaction that also holds the session's owner
and the idempotency record. A failure anywhere (the store going down, the deadline passing
before the commit) rolls the whole round back: nothing is half-written, and a round the caller
saw acknowledged is in the store.

Round rules (server-side): round 1 creates the session for the caller's tenant; round 2 is
accepted only when round 1 routed to ``retry``; nothing after that (at most one retry).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

from engine.chat import ChatService, Execution, InvocationRecorder, Plan, QueryPlanner, build_retry_context
from engine.contracts import ToolInvocation
from engine.evaluation import EvaluationService
from engine.limits import LimitExceededError
from engine.router import MAX_ROUNDS, Action
from engine.service.auth import Caller
from engine.service.extract import Deadline
from engine.service.models import RoundRequest
from engine.service.problems import ProblemError, from_validation, from_verifier_error, pointer
from engine.service.runtime import Runtime
from engine.service.store import ServiceStore, SessionState, is_conflict, is_outage
from engine.service.verify import check_limits, request_hash
from matchers.errors import InputError

__all__ = ["ACTION_NAMES", "RoundCall", "RoundOutcome", "get_session", "parse_round", "post_round"]

log = logging.getLogger(__name__)

#: The router's actions as the HTTP API names them.
ACTION_NAMES: Mapping[Action, str] = {
    Action.ANSWER: "answer",
    Action.DISCLAIMER: "answer_with_disclaimer",
    Action.RETRY: "retry",
    Action.DEGRADED: "degraded",
}
#: A JSON ``\u0000`` escape (not an escaped backslash before ``u0000``): PostgreSQL cannot store it.
_NUL_ESCAPE = re.compile(rb"(?<!\\)(?:\\\\)*\\u0000")


@dataclass(frozen=True)
class RoundCall:
    """One posted round: who posts it, to which session, the body, the idempotency key and digest, the deadline."""

    caller: Caller
    session_id: str
    req: RoundRequest
    idempotency: tuple[str, str] | None
    deadline: Deadline


@dataclass(frozen=True)
class RoundOutcome:
    """The response of a round and whether it was replayed from an earlier identical request."""

    response: dict[str, Any]
    replayed: bool


class PostedExecutor:
    """The Executor of a posted round: records the round's tool calls as given, then returns the answer."""

    def __init__(self, rows: Sequence[ToolInvocation], answer: str) -> None:
        self.rows = tuple(rows)
        self.answer = answer

    def execute(self, query: str, plan: Plan, *, session_id: str, round: int, record: InvocationRecorder) -> Execution:
        """Record each posted call of ``round``; the answer is the one posted."""
        for row in self.rows:
            record(row)
        return Execution(final_answer=self.answer)


def parse_round(body: Any, raw: bytes, runtime: Runtime) -> RoundRequest:
    """Validate a round body (every bad field listed) and the limits checkable before verifying."""
    if _NUL_ESCAPE.search(raw):
        raise ProblemError(
            "invalid-input",
            "a string holds \\u0000 (NUL), which a session cannot store",
            errors=[{"pointer": "", "detail": "remove NUL characters"}],
        )
    if not isinstance(body, Mapping):
        raise ProblemError(
            "invalid-input", "a round is a JSON object", errors=[{"pointer": "", "detail": "expected an object"}]
        )
    try:
        req = RoundRequest.model_validate(body)
    except ValidationError as exc:
        raise from_validation(exc) from None
    try:
        check_limits(body, runtime.verifier.limits, size_hint=len(raw))
    except LimitExceededError as exc:
        raise from_verifier_error(exc) from None
    return req


def _conflict(detail: str) -> ProblemError:
    return ProblemError("round-conflict", detail, errors=[{"pointer": "/round", "detail": detail}])


def _not_found(session_id: str) -> ProblemError:
    return ProblemError("not-found", f"no session {session_id!r} for this API key's tenant")


def _next_round(state: SessionState | None, req: RoundRequest, session_id: str) -> int:
    """The round this request posts, under the retry rule; raises round-conflict (409) or invalid-input."""
    if state is None:
        if req.round not in (None, 1):
            raise _conflict(f"session {session_id!r} has no round 1 yet; post round 1 first")
        bad = []
        if req.original_query is None:
            bad.append({"pointer": "/original_query", "detail": "required on round 1"})
        if req.retry_context is not None:
            bad.append({"pointer": "/retry_context", "detail": "only round 2 has a retry context"})
        if bad:
            raise ProblemError("invalid-input", f"{bad[0]['pointer']}: {bad[0]['detail']}", errors=bad)
        return 1
    if state.latest_route != Action.RETRY.value or state.latest_round >= MAX_ROUNDS:
        raise _conflict(
            f"session {session_id!r} is finished: round {state.latest_round} routed to "
            f"{state.latest_route}; a session gets at most one retry round"
        )
    n = state.latest_round + 1
    if req.round not in (None, n):
        raise _conflict(f"the next round of session {session_id!r} is {n}, not {req.round}")
    if req.original_query is not None and req.original_query != state.query:
        raise ProblemError(
            "invalid-input",
            "original_query differs from round 1's",
            errors=[{"pointer": "/original_query", "detail": "must equal round 1's query (or be left out)"}],
        )
    return n


def _rows(req: RoundRequest, session_id: str, n: int, stored: Sequence[ToolInvocation]) -> list[ToolInvocation]:
    """The posted calls as ToolInvocation rows of round ``n``; a wrong session or round, or a taken id, is invalid."""
    taken = {r.invocation_id for r in stored}
    bad: list[dict[str, str]] = []
    rows = []
    for i, inv in enumerate(req.tool_invocations):
        at = pointer(("tool_invocations", i))
        if inv.session_id not in (None, session_id):
            bad.append({"pointer": at + "/session_id", "detail": f"must be {session_id!r} (the path's) or absent"})
        if inv.round not in (None, n):
            bad.append({"pointer": at + "/round", "detail": f"this is round {n}"})
        if inv.invocation_id in taken:
            bad.append({"pointer": at + "/invocation_id", "detail": "already used in this session"})
        taken.add(inv.invocation_id)
        rows.append(ToolInvocation.model_validate({**inv.model_dump(), "session_id": session_id, "round": n}))
    if bad:
        raise ProblemError("invalid-input", f"{bad[0]['pointer']}: {bad[0]['detail']}", errors=bad)
    return rows


def _round_in(tx: ServiceStore, runtime: Runtime, call: RoundCall) -> RoundOutcome:
    caller, session_id, req = call.caller, call.session_id, call.req
    idempotency, deadline = call.idempotency, call.deadline
    if idempotency is not None:
        key, digest = idempotency
        prev = tx.idempotent_response(caller.tenant, key)
        if prev is not None:
            if prev.request_hash != digest:
                raise ProblemError(
                    "idempotency-key-reused",
                    "this Idempotency-Key was sent before with another request",
                    errors=[{"header": "Idempotency-Key", "detail": "send a new key for a new request"}],
                )
            return RoundOutcome(prev.response, replayed=True)
    state = tx.session_state(session_id, lock=True)
    if state is not None and state.tenant != caller.tenant:
        raise _not_found(session_id)
    if state is None and tx.session_exists(session_id):
        raise _not_found(session_id)  # stored by another edge (the CLI): no tenant owns it
    n = _next_round(state, req, session_id)
    if state is None:
        query = req.original_query or ""
        tx.create_session(query, session_id)
        tx.bind_tenant(session_id, caller.tenant)
        context = None
    else:
        query = state.query
        context = req.retry_context if req.retry_context is not None else state.retry_context
    rows = _rows(req, session_id, n, tx.invocations(session_id) if state is not None else ())
    verifier = runtime.verifier_for(req.extract)
    service = ChatService(
        QueryPlanner(),
        PostedExecutor(rows, req.executor_final_answer),
        tx,
        verifier=verifier,
        templates=runtime.templates,
        evaluation=EvaluationService(tx, verifier=verifier),
    )
    try:
        result = service.run_round(query, session_id, n, context)
    except InputError as exc:
        raise from_verifier_error(exc) from None
    decision = result.decision
    if decision.final:
        user_output: str | None = service.user_output(result)
        service.complete(session_id, decision, user_output or "")
        next_context = None
    else:
        user_output = None
        next_context = build_retry_context(result)
    tx.set_retry_context(session_id, next_context)
    out = result.run.output
    response = {
        "session_id": session_id,
        "round": n,
        "action": ACTION_NAMES[decision.action],
        "user_output": user_output,
        "retry_context": next_context,
        "verdict": decision.verdict.value,
        "groundedness_score": decision.groundedness_score,
        "verifier_output": out.model_dump(mode="json", exclude_none=True),
        "llm_calls": result.run.extraction.llm_calls,
        "verifier_version": runtime.version,
        "ruleset_hash": runtime.ruleset_hash,
        "request_hash": request_hash({"session_id": session_id, "round": n, "body": req.model_dump(mode="json")}),
    }
    if idempotency is not None:
        tx.save_idempotent_response(
            caller.tenant,
            idempotency[0],
            request_hash=idempotency[1],
            status_code=200,
            response=response,
            session_id=session_id,
        )
    if deadline.expired:  # checked last: a round that cannot be acknowledged in time is not written
        runtime.metrics.fail_closed.labels("deadline").inc()
        raise ProblemError("deadline-exceeded", f"the round did not finish within its deadline of {deadline.ms} ms")
    return RoundOutcome(response, replayed=False)


def post_round(runtime: Runtime, call: RoundCall) -> RoundOutcome:
    """Post one round in one transaction (run in a worker thread); ``store-unavailable`` (503) when the store fails.

    A unique-key race lost to a concurrent writer of the same session is retried once, after
    which the winner's state (or its idempotent response) decides.
    """
    attempt = 0
    while True:
        attempt += 1
        try:
            with runtime.store.transaction() as tx:
                outcome = _round_in(tx, runtime, call)
            break
        except ProblemError:
            raise
        except Exception as exc:
            if attempt == 1 and is_conflict(exc):
                continue
            raise _store_problem(exc, runtime) from None
    if not outcome.replayed:
        runtime.metrics.actions.labels(outcome.response["action"]).inc()
        if outcome.response["action"] == "degraded":
            runtime.metrics.degraded.inc()
    return outcome


def _store_problem(exc: Exception, runtime: Runtime) -> Exception:
    if is_outage(exc):
        log.warning("store unavailable: %s", str(exc).splitlines()[0][:200])
        runtime.metrics.fail_closed.labels("store_unavailable").inc()
        return ProblemError(
            "store-unavailable",
            "the session store cannot be reached; nothing was written",
            headers={"Retry-After": "1"},
        )
    return exc


def get_session(runtime: Runtime, caller: Caller, session_id: str) -> dict[str, Any]:
    """The caller's stored session with ``self_evaluation`` (run in a worker thread); 404 for another tenant's."""
    try:
        state = runtime.store.session_state(session_id)
        if state is None or state.tenant != caller.tenant:
            raise _not_found(session_id)
        record = runtime.store.get_session(session_id)
    except ProblemError:
        raise
    except Exception as exc:
        raise _store_problem(exc, runtime) from None
    return record.model_dump(mode="json")
