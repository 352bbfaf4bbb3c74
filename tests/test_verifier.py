"""engine.Verifier: built once, same output as engine.verify, picklable, and no state shared between instances."""

from __future__ import annotations

import json
import os
import pickle
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
import extractors
from engine.bench import EngineSystem
from engine.chat import ChatService
from engine.classify.analysis import default_toolkit
from engine.evaluation import EvaluationService
from engine.pipeline import run_verification
from engine.profiles import default_profiles
from engine.replay import RecordedSession, ReplayExecutor, ReplayPlanner
from engine.store import SessionStore
from engine.summarizer import ITEM_BUDGET, TOTAL_BUDGET
from engine.verifier import Verifier, default_verifier
from extractors import ExtractionResult, default_extractor_registry
from extractors.contracts import CandidateFact, FactOrigin
from extractors.llm import EnvLLMExtractor
from matchers.errors import ErrorCode, InputError, RegistryError
from matchers.identifiers import RegexRecognizer, load_rules
from matchers.registry import default_matcher_registry
from tests.conftest import EXAMPLES, ROOT

DEV = [
    json.loads(line)
    for line in (ROOT / "benchmarks/data/dev.jsonl").read_text(encoding="utf-8").splitlines()
    if line.strip()
]
#: Every 15th dev case: about 50, spread over the file's sections (structured, natural-language, traps).
SAMPLE = DEV[::15]
EXAMPLE_CASES = sorted(EXAMPLES.glob("*.json"))


def dump(out) -> str:
    """The bytes the CLI prints for one output."""
    return json.dumps(out.model_dump(mode="json", exclude_none=True), ensure_ascii=False, separators=(",", ":"))


def ticket_registry():
    """The bundled matchers plus a deployment's change-name recogniser (a made-up change is fabricated).

    Change names are plain upper-case words, which no identifier shape covers, so only this
    recogniser makes them key identifiers.
    """
    rules = load_rules(
        '{"id": "ticket.ops", "label": "ticket", "key": true, "score": 0.9, "kind": "regex", '
        '"pattern": "\\\\b(?:PHOENIX|ORION)\\\\b"}'
    )
    registry = default_matcher_registry()
    registry.register("identifiers.ticket.v1", RegexRecognizer("identifiers.ticket.v1", rules))
    return registry


#: A natural-language answer naming a change no tool returned; logs back the rest.
TICKET_CASE = {
    "original_query": "order-service 为什么报错？",
    "executor_final_answer": "order-service 日志出现 ERR_DB_POOL_EXHAUSTED，由变更 PHOENIX 引起。",
    "tool_invocations": [
        {
            "invocation_id": "ql-1",
            "session_id": "s",
            "round": 1,
            "tool_name": "query_logs",
            "input": {"service": "order-service"},
            "success": True,
            "error": None,
            "output": {
                "total": 1,
                "logs": [
                    {
                        "ts": "2024-05-01T10:00:00Z",
                        "level": "ERROR",
                        "service": "order-service",
                        "host": "node-1",
                        "message": "ERR_DB_POOL_EXHAUSTED: pool is empty",
                    }
                ],
            },
        }
    ],
}


class OneFactExtractor:
    """A third-party extractor: the whole answer is one non-critical fact."""

    name = "one_fact"

    def extract(self, text: str) -> ExtractionResult:
        fact = CandidateFact(fact_id="one:0", fact=text, origin=FactOrigin.NL_FALLBACK, is_critical=False)
        return ExtractionResult(facts=(fact,), extractor=self.name)


# ---- construction --------------------------------------------------------------------------------


def test_defaults():
    v = Verifier()
    assert v.extractor == "rules"
    assert v.profiles is default_profiles()
    assert v.non_critical_types == extractors.DEFAULT_NON_CRITICAL_CLAIM_TYPES
    assert (v.item_budget, v.total_budget) == (ITEM_BUDGET, TOTAL_BUDGET) == (12000, 24000)
    assert list(v.extractors) == ["rules", "llm"]
    assert v.toolkit is v.toolkit  # built once per instance
    assert "Verifier(extractor='rules'" in repr(v)


def test_construction_is_keyword_only():
    with pytest.raises(TypeError):
        Verifier(None)  # type: ignore[misc]


def test_unknown_extractor_name_fails_at_construction():
    with pytest.raises(RegistryError) as exc:
        Verifier(extractor="nope")
    assert exc.value.code is ErrorCode.E003


@pytest.mark.parametrize("field", ["item_budget", "total_budget"])
def test_negative_budget_fails_at_construction(field):
    with pytest.raises(InputError) as exc:
        Verifier(**{field: -1})
    assert exc.value.field == field


def test_matcher_registry_missing_a_kind_fails_at_construction():
    registry = default_matcher_registry()
    for name, m in registry.items():
        if getattr(m, "kind", None) == "quantity":
            registry.unregister(name)
    with pytest.raises(LookupError, match="quantity"):
        Verifier(matchers=registry)


def test_profiles_from_a_file(tmp_path):
    path = tmp_path / "profiles.yaml"
    path.write_text("version: 1\nextends: default\ntools:\n  query_logs: {evidence_bearing: false}\n", encoding="utf-8")
    v = Verifier(profiles=path)
    assert not v.profiles.get("query_logs").evidence_bearing
    assert default_verifier().profiles.get("query_logs").evidence_bearing


def test_summary_budgets_are_applied():
    v = Verifier(item_budget=120, total_budget=300)
    for case in SAMPLE[:10]:
        summary = v.run(case["input"]).verifier_input.tool_trace_summary
        assert all(len(item.output_summary) <= 120 for item in summary)
        assert sum(len(item.output_summary) for item in summary) <= 300


# ---- same output as the module functions -------------------------------------------------------------


@pytest.mark.parametrize("path", EXAMPLE_CASES, ids=lambda p: p.stem)
def test_verify_equals_engine_verify_on_the_examples(path):
    case = json.loads(path.read_text(encoding="utf-8"))
    assert dump(Verifier().verify(case["input"])) == dump(engine.verify(case["input"]))


def test_verify_equals_engine_verify_on_a_dev_sample():
    v = Verifier()
    for case in SAMPLE:
        assert dump(v.verify(case["input"])) == dump(engine.verify(case["input"])), case["case_id"]


def test_run_keeps_the_audit_record_of_run_verification():
    case = SAMPLE[0]["input"]
    a, b = Verifier().run(case), run_verification(case)
    assert a.verifier_input == b.verifier_input
    assert a.parse == b.parse
    assert a.extraction == b.extraction
    assert dump(a.output) == dump(b.output)


def test_module_functions_use_one_default_instance():
    assert default_verifier() is default_verifier()
    assert default_toolkit() is default_verifier().toolkit


def test_module_functions_with_other_settings_match_a_verifier_with_them():
    case = TICKET_CASE
    other = engine.verify(case, extractor=OneFactExtractor())
    assert dump(other) == dump(Verifier(extractor=OneFactExtractor()).verify(case))
    assert dump(other) != dump(engine.verify(case))


# ---- verify_many -------------------------------------------------------------------------------------


def test_verify_many_keeps_order_and_is_deterministic():
    v = Verifier()
    inputs = [c["input"] for c in SAMPLE]
    many = [dump(o) for o in v.verify_many(inputs)]
    assert many == [dump(v.verify(x)) for x in inputs]
    assert [dump(o) for o in v.verify_many(reversed(inputs))] == many[::-1]
    assert [dump(o) for o in Verifier().verify_many(inputs)] == many


def test_verify_many_of_nothing():
    assert Verifier().verify_many([]) == []


# ---- pickling ----------------------------------------------------------------------------------------


def test_pickle_round_trip_gives_byte_identical_output():
    v = Verifier()
    expected = [dump(o) for o in v.verify_many(c["input"] for c in SAMPLE)]
    blob = pickle.dumps(v)
    a, b = pickle.loads(blob), pickle.loads(blob)
    assert a._toolkit is None and b._toolkit is None  # rebuilt lazily, not pickled
    assert [dump(o) for o in a.verify_many(c["input"] for c in SAMPLE)] == expected
    assert [dump(o) for o in b.verify_many(c["input"] for c in SAMPLE)] == expected
    assert a.toolkit is not b.toolkit


def test_pickle_keeps_the_configuration():
    v = Verifier(
        matchers=ticket_registry(),
        profiles={"lookup_knowledge": {"evidence_bearing": False}},
        extractor="llm",
        non_critical_types=["context"],
        item_budget=500,
        total_budget=4000,
    )
    w = pickle.loads(pickle.dumps(v))
    assert (w.extractor, w.non_critical_types, w.item_budget, w.total_budget) == ("llm", {"context"}, 500, 4000)
    assert not w.profiles.get("lookup_knowledge").evidence_bearing
    assert "identifiers.ticket.v1" in w._matchers
    assert w.verify(TICKET_CASE).verdict.value == "REJECT"


def test_pickle_drops_llm_clients():
    v = Verifier(extractor="llm")
    env = v.extractors.get("llm")
    assert isinstance(env, EnvLLMExtractor)
    from extractors.llm import LLMSettings

    env.extractor_for(LLMSettings(base_url="http://127.0.0.1:9", model="m"))
    w = pickle.loads(pickle.dumps(v))
    assert w.extractors.get("llm")._extractors == {}


@pytest.mark.slow
def test_pickle_round_trip_in_a_fresh_subprocess(tmp_path):
    v = Verifier()
    expected = "".join(dump(o) + "\n" for o in v.verify_many(c["input"] for c in SAMPLE))
    (tmp_path / "v.pkl").write_bytes(pickle.dumps(v))
    (tmp_path / "inputs.json").write_text(json.dumps([c["input"] for c in SAMPLE]), encoding="utf-8")
    code = (
        "import json, pickle, sys\n"
        "v = pickle.load(open(sys.argv[1], 'rb'))\n"
        "for out in v.verify_many(json.load(open(sys.argv[2], encoding='utf-8'))):\n"
        "    sys.stdout.write(json.dumps(out.model_dump(mode='json', exclude_none=True), ensure_ascii=False,"
        " separators=(',', ':')) + '\\n')\n"
    )
    env = {**os.environ, "PYTHONHASHSEED": "random"}
    env.pop("CHAT_VERIFIER_LLM_BASE_URL", None)
    done = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path / "v.pkl"), str(tmp_path / "inputs.json")],
        capture_output=True,
        cwd=ROOT,
        env=env,
        timeout=300,
        check=True,
    )
    assert done.stdout.decode("utf-8") == expected


# ---- fresh instances, no shared state ----------------------------------------------------------------


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=0, max_value=len(DEV) - 1))
def test_two_fresh_instances_give_byte_identical_output(n):
    case = DEV[n]["input"]
    assert dump(Verifier().verify(case)) == dump(Verifier().verify(case))


def test_instances_own_their_state():
    a, b = Verifier(), Verifier()
    assert a.toolkit is not b.toolkit
    assert a.extractors is not b.extractors
    assert a.extractors.get("llm") is not b.extractors.get("llm")
    assert a.toolkit is not default_verifier().toolkit


def test_custom_extractor_registry_does_not_reach_the_default_instance():
    registry = default_extractor_registry()
    registry.register("one_fact", OneFactExtractor())
    v = Verifier(extractors=registry, extractor="one_fact")
    before = dump(engine.verify(TICKET_CASE))
    mine = v.verify(TICKET_CASE)
    assert mine.extraction["extractor"] == "one_fact"
    assert "one_fact" not in default_verifier().extractors
    assert "one_fact" not in extractors.extractor_registry
    with pytest.raises(RegistryError):
        extractors.get_extractor("one_fact")
    with pytest.raises(RegistryError):
        engine.verify(TICKET_CASE, extractor="one_fact")
    assert dump(engine.verify(TICKET_CASE)) == before


def test_registering_after_construction_does_not_reach_the_instance():
    registry = default_extractor_registry()
    v = Verifier(extractors=registry)
    registry.register("one_fact", OneFactExtractor())
    assert "one_fact" not in v.extractors
    matchers = default_matcher_registry()
    w = Verifier(matchers=matchers)
    for name, rec in ticket_registry().items():
        matchers.register(name, rec, replace=True)
    assert w.verify(TICKET_CASE).verdict.value != "REJECT"
    assert pickle.loads(pickle.dumps(w)).verify(TICKET_CASE).verdict.value != "REJECT"


def test_custom_profiles_do_not_reach_the_default_instance():
    before = dump(engine.verify(TICKET_CASE))
    blind = Verifier(profiles={"query_logs": {"evidence_bearing": False}})
    out = blind.verify(TICKET_CASE)
    assert blind.run(TICKET_CASE).verifier_input.tool_trace_summary == []
    assert dump(out) != before
    assert default_verifier().profiles.get("query_logs").evidence_bearing
    assert dump(engine.verify(TICKET_CASE)) == before


def test_custom_matcher_registry_is_not_seen_by_another_instance():
    with_tickets, plain = Verifier(matchers=ticket_registry()), Verifier()
    hit = with_tickets.verify(TICKET_CASE)
    assert hit.verdict.value == "REJECT"
    assert any("fabricated ticket PHOENIX" in f.detail for f in hit.facts_checked)
    assert plain.verify(TICKET_CASE).verdict.value != "REJECT"
    assert engine.verify(TICKET_CASE).verdict.value != "REJECT"
    assert Verifier().verify(TICKET_CASE).verdict.value != "REJECT"


# ---- the services take a Verifier ------------------------------------------------------------------


def test_engine_system_builds_one_verifier():
    system = EngineSystem("rules")
    assert isinstance(system.verifier, Verifier)
    assert system.name == "chat-verifier (rules)"
    v = Verifier(extractor="llm")
    system = EngineSystem(verifier=v)
    assert system.verifier is v and system.name == "chat-verifier (llm)"
    case = SAMPLE[1]["input"]
    assert EngineSystem("rules").run(case) == engine.verify(case).model_dump(mode="json", exclude_none=True)


def test_chat_service_uses_its_verifier_for_input_and_checks(tmp_path):
    session = RecordedSession.load(EXAMPLES / "sessions" / "pass.json")
    v = Verifier(profiles={"query_logs": {"evidence_level": "indirect", "domain": "logs"}})
    store = SessionStore(str(tmp_path / "cv.sqlite"))
    try:
        evaluation = EvaluationService(store, verifier=v)
        assert evaluation.profiles is v.profiles
        service = ChatService(ReplayPlanner(session), ReplayExecutor(session), store, verifier=v, evaluation=evaluation)
        assert service.verifier is v and service.profiles is v.profiles
        result = service.run(session.original_query)
        summary = result.rounds[0].run.verifier_input.tool_trace_summary
        logs = [item for item in summary if item.tool_name == "query_logs"]
        assert logs and all(item.evidence_level.value == "indirect" for item in logs)  # the Verifier's profiles
        # Both channels judge the calls by the one table: the rule evaluation counts the logs as indirect.
        assert evaluation.evaluate(result.session_id)["indirect_coverage"] > 0
        assert EvaluationService(store).evaluate(result.session_id)["indirect_coverage"] == 0
        default = ChatService(ReplayPlanner(session), ReplayExecutor(session), store)
        assert isinstance(default.verifier, Verifier) and default.verifier is not default_verifier()
    finally:
        store.close()
