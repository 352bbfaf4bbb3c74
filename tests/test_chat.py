"""ChatService: the routing table end to end, retry_context flow, what the Verifier sees, persistence."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest

from engine.chat import TRACEABILITY_VERSION, ChatService, Execution, Plan
from engine.contracts import FactCheck, ToolInvocation, Verdict, Verification, VerifierOutput
from engine.evaluation import EvaluationService
from engine.pipeline import VerificationRun
from engine.replay import RecordedSession, ReplayExecutor, ReplayPlanner
from engine.router import Action, ScoreBand, output_sections, route, score_band
from engine.store import SessionStore
from extractors import ExtractionResult, parse_executor_output

SESSIONS = Path(__file__).resolve().parent.parent / "benchmarks" / "examples" / "sessions"
SECRET_REASONING = "PLANNER-REASONING-7f3a"
SECRET_MESSAGE = "INTERMEDIATE-EXECUTOR-MESSAGE-91bc"
SCORES = {ScoreBand.HIGH: 0.8, ScoreBand.LOW: 0.2}
LABEL = {
    Verdict.PASS: Verification.DIRECT,
    Verdict.LOW_CONFID: Verification.NO_EVIDENCE,
    Verdict.REJECT: Verification.CONTRADICTED,
}


@pytest.fixture
def store(tmp_path):
    s = SessionStore(str(tmp_path / "chat.sqlite"))
    yield s
    s.close()


class ScriptedPlanner:
    def __init__(self):
        self.calls = []

    def plan(self, query, *, round, retry_context):
        self.calls.append((round, retry_context))
        return Plan(steps=(f"step {round}",), reasoning=SECRET_REASONING)


class ScriptedExecutor:
    """Records one tool call per round and checks it is persisted before the round ends."""

    def __init__(self, store):
        self.store = store

    def execute(self, query, plan, *, session_id, round, record):
        record(
            ToolInvocation(
                invocation_id=f"inv-{round}",
                session_id="ignored",
                round=9,
                tool_name="query_logs",
                input={"q": "E1"},
                output={"total": 1, "logs": [{"message": "E1"}]},
                success=True,
            )
        )
        assert [i.invocation_id for i in self.store.invocations(session_id)][-1] == f"inv-{round}"
        return Execution(
            final_answer=f"第 {round} 轮回答：发现 E1。", messages=({"role": "assistant", "content": SECRET_MESSAGE},)
        )


class ScriptedVerifier:
    def __init__(self, script):
        self.script = list(script)
        self.inputs = []

    def __call__(self, vin):
        verdict, score = self.script[len(self.inputs)]
        self.inputs.append(vin)
        fact = FactCheck(fact=f"事实{len(self.inputs)}", is_critical=True, verification=LABEL[verdict])
        out = VerifierOutput(
            verdict=verdict, groundedness_score=score, critical_fact_count=1, facts_checked=[fact], rationale="scripted"
        )
        return VerificationRun(vin, out, parse_executor_output(vin.executor_final_answer), ExtractionResult())


COMBOS = list(itertools.product(Verdict, ScoreBand))


@pytest.mark.parametrize(("first", "second"), list(itertools.product(COMBOS, COMBOS)))
def test_routing_table_through_the_service(store, first, second):
    script = [(v, SCORES[b]) for v, b in (first, second, (Verdict.LOW_CONFID, ScoreBand.LOW))]
    planner, verifier = ScriptedPlanner(), ScriptedVerifier(script)
    service = ChatService(planner, ScriptedExecutor(store), store, verifier=verifier)
    result = service.run("为什么报错？")

    retried = first == (Verdict.LOW_CONFID, ScoreBand.LOW)
    assert result.rounds_run == (2 if retried else 1)  # at most one retry; REJECT never retries
    shown_verdict, shown_band = second if retried else first
    assert result.decision.action is route(shown_verdict, SCORES[shown_band], result.rounds_run).action
    assert result.decision.final and result.final_verdict == shown_verdict.value
    # retry_context goes to the Planner and the Verifier on round 2 only, and it is the same object.
    assert planner.calls[0][1] is None and verifier.inputs[0].retry_context is None
    if retried:
        ctx = planner.calls[1][1]
        assert ctx["previous_verdict"] == "LOW_CONFID" and ctx["previous_groundedness_score"] == 0.2
        assert ctx["gaps"] and ctx["gaps"][0]["verification"] == "no_evidence"
        assert verifier.inputs[1].retry_context == ctx
    # The Verifier never sees Planner reasoning or intermediate Executor messages.
    for vin in verifier.inputs:
        dumped = vin.model_dump_json()
        assert SECRET_REASONING not in dumped and SECRET_MESSAGE not in dumped and "step 1" not in dumped
    # Persistence: one verifier_evaluation record per round, rows recorded per round, outcome stored.
    rec = store.get_session(result.session_id)
    assert [(i.invocation_id, i.round) for i in rec.tool_invocations] == [
        (f"inv-{n}", n) for n in range(1, result.rounds_run + 1)
    ]
    rounds = rec.self_evaluation["verifier_evaluation"]["rounds"]
    assert [r["round"] for r in rounds] == list(range(1, result.rounds_run + 1))
    assert all(r["traceability_version"] == TRACEABILITY_VERSION for r in rounds)
    assert [r["route"] for r in rounds][:-1] == ["retry"] * (result.rounds_run - 1)
    assert (rec.status, rec.final_verdict, rec.final_answer) == ("completed", shown_verdict.value, result.user_output)


def test_verifier_input_is_built_from_the_persisted_rows(store):
    verifier = ScriptedVerifier([(Verdict.LOW_CONFID, 0.0), (Verdict.PASS, 1.0)])
    result = ChatService(ScriptedPlanner(), ScriptedExecutor(store), store, verifier=verifier).run("q")
    assert result.rounds_run == 2
    r1, r2 = verifier.inputs
    assert [s.source_invocation_ids for s in r1.tool_trace_summary] == [["inv-1"]]
    assert sorted(i for s in r2.tool_trace_summary for i in s.source_invocation_ids) == ["inv-1", "inv-2"]
    snapshot = store.get_session(result.session_id).self_evaluation["verifier_evaluation"]["rounds"][1]
    assert snapshot["tool_trace_summary"] == [
        s.model_dump(mode="json", exclude_none=True) for s in r2.tool_trace_summary
    ]


def test_a_failing_executor_marks_the_session_failed(store):
    class Broken:
        def execute(self, *a, **k):
            raise RuntimeError("executor crashed")

    with pytest.raises(RuntimeError):
        ChatService(ScriptedPlanner(), Broken(), store).run("q", session_id="s-broken")
    assert store.get_session("s-broken").status == "failed"


def _replay(store, name, **kw):
    session = RecordedSession.load(SESSIONS / f"{name}.json")
    planner = ReplayPlanner(session)
    service = ChatService(planner, ReplayExecutor(session), store, evaluation=EvaluationService(store), **kw)
    return service.run(session.original_query, session_id=session.session_id), planner, session


@pytest.mark.parametrize(
    ("name", "verdict", "rounds", "action"),
    [
        ("pass", "PASS", 1, Action.ANSWER),
        ("low_confid_disclaimer", "LOW_CONFID", 1, Action.DISCLAIMER),
        ("retry_then_pass", "PASS", 2, Action.ANSWER),
        ("retry_then_low_confid", "LOW_CONFID", 2, Action.DISCLAIMER),
        ("reject", "REJECT", 1, Action.DEGRADED),
        ("retry_then_reject", "REJECT", 2, Action.DEGRADED),
    ],
)
def test_recorded_sessions_take_their_route(store, name, verdict, rounds, action):
    result, planner, _ = _replay(store, name)
    assert (result.final_verdict, result.rounds_run, result.decision.action) == (verdict, rounds, action)
    assert list(planner.seen_retry_context) == list(range(1, rounds + 1))
    assert planner.seen_retry_context[1] is None
    if rounds == 2:
        ctx = planner.seen_retry_context[2]
        assert ctx["previous_verdict"] == "LOW_CONFID" and ctx["previous_groundedness_score"] < 0.5
        assert [t["tool_name"] for t in ctx["failed_tools"]] == ["query_logs"]
    out = result.user_output
    assert '{"' not in out and "```" not in out
    shown = result.rounds[-1].run
    unsupported = [
        f.fact
        for f in shown.output.facts_checked
        if f.verification in (Verification.NO_EVIDENCE, Verification.CONTRADICTED)
    ]
    if action is Action.DEGRADED:
        assert unsupported, "a REJECT round has a contradicted fact, so the check below is not vacuous"
        assert all(u not in out for u in unsupported)
        assert "ERR_X_NOT_IN_TRACE" not in out
        parse = shown.parse
        assert parse.output is None or parse.output.user_facing_answer not in out
    if action is Action.DISCLAIMER:
        head, gaps = output_sections(out)
        assert gaps and all(u not in head for u in unsupported)
    se = store.get_session(result.session_id).self_evaluation
    assert se["rule_evaluation"]["evidence_calls"] >= 1
    ve = se["verifier_evaluation"]
    assert len(ve["rounds"]) == rounds and ve["round"] == rounds
    for rec in ve["rounds"]:
        assert rec["extraction"]["extractor"] and "llm_calls" in rec["extraction"]
        assert rec["executor_output_parse_status"]
        assert rec["tool_trace_summary"]


def test_a_missing_recorded_round_falls_back_to_the_round_one_disclaimer(store, tmp_path):
    data = json.loads((SESSIONS / "retry_then_pass.json").read_text(encoding="utf-8"))
    data["rounds"] = data["rounds"][:1]
    path = tmp_path / "one_round.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    session = RecordedSession.load(path)
    result = ChatService(ReplayPlanner(session), ReplayExecutor(session), store).run(session.original_query)
    assert result.retry_skipped and result.rounds_run == 1
    assert result.decision.action is Action.DISCLAIMER and score_band(result.groundedness_score) is ScoreBand.LOW


def test_parse_failure_is_visible_in_the_channel(store, tmp_path):
    data = json.loads((SESSIONS / "retry_then_low_confid.json").read_text(encoding="utf-8"))
    result, _, _ = _replay(store, "retry_then_low_confid")
    rounds = store.get_session(result.session_id).self_evaluation["verifier_evaluation"]["rounds"]
    assert rounds[0]["executor_output_parse_status"] == "parsed"
    assert rounds[1]["executor_output_parse_status"].startswith("failed")
    assert rounds[1]["parse_failure_reason"]
    assert rounds[1]["retry_context"]["previous_round"] == 1 and "retry_context" not in rounds[0]
    assert rounds[1]["executor_final_answer"] == data["rounds"][1]["executor_final_answer"]
