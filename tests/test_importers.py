"""Trace importers (issue 14): golden case inputs from fixtures built with each stack's own types,
the audit, auto-detection, the registry and the malformed-payload table."""

import json

import pytest

import engine
from engine.importers import (
    ErrorTextRule,
    FormatDetectionError,
    ImportOptions,
    TraceImportError,
    default_importer_registry,
    derived_session_id,
    import_trace,
    importer_registry,
)
from matchers.errors import ErrorCode, RegistryError
from tests.importers import fixtures as F

pytest.importorskip("anthropic")
pytest.importorskip("langchain_core")
pytest.importorskip("opentelemetry.sdk")

CORE = ("invocation_id", "session_id", "round", "tool_name", "input", "output", "success", "error")

# fixture, format it must be detected as, the failed call's error text, session passed by the caller, source
GOLDEN = [
    ("openai_chat", "openai_chat", f"Error: {F.FAIL}", F.SESSION, "heuristic"),
    ("openai_responses", "openai_responses", f"Error: {F.FAIL}", None, "heuristic"),
    ("anthropic", "anthropic", F.FAIL, F.SESSION, "explicit"),
    ("langchain", "langchain", F.LANGCHAIN_ERROR, F.SESSION, "explicit"),
    ("langgraph_state", "langchain", F.LANGCHAIN_ERROR, None, "explicit"),
    ("otel_genai", "otel_genai", F.FAIL, None, "span_status"),
    ("openinference", "openinference", F.FAIL, None, "span_status"),
    ("spring_ai", "spring_ai", f"Tool failed: {F.FAIL}", F.SESSION, "heuristic"),
    ("spring_ai_plain", "spring_ai", f"Tool failed: {F.FAIL}", None, "heuristic"),
    ("agentscope", "agentscope", F.FAIL, None, "explicit"),
]


def _core(case):
    return [{k: r[k] for k in CORE} for r in case.model_dump(mode="json")["tool_invocations"]]


@pytest.mark.parametrize(("fixture", "fmt", "error", "session", "source"), GOLDEN, ids=[g[0] for g in GOLDEN])
def test_golden_case_input(fixture, fmt, error, session, source):
    payload = getattr(F, fixture)()
    payload = json.loads(json.dumps(payload, ensure_ascii=False))  # what a file holds
    case = import_trace(payload, session_id=session)
    gold = F.golden(error)
    assert case.import_audit["format"] == fmt
    assert case.original_query == gold["original_query"]
    assert case.executor_final_answer == gold["executor_final_answer"]
    assert _core(case) == gold["tool_invocations"]
    audit = {a["invocation_id"]: a for a in case.import_audit["invocations"]}
    assert audit["call_metrics"]["success_source"] == source
    assert audit["call_time"]["success_source"] == "no_result"
    assert audit["call_logs"]["output_parsed_json"] is True
    assert case.import_audit["session_id_source"] == ("caller" if session else "trace")
    # the imported form verifies exactly like the same rows written by hand
    native = {**gold, "tool_invocations": [{**r} for r in gold["tool_invocations"]]}
    assert engine.verify_trace(payload, session_id=session) == engine.verify(native)


@pytest.mark.parametrize("fixture", ["otel_genai", "openinference"])
def test_span_formats_keep_timings(fixture):
    case = import_trace(getattr(F, fixture)())
    rows = {r.invocation_id: r for r in case.tool_invocations}
    assert rows["call_logs"].duration_ms == 250.0
    assert rows["call_logs"].started_at.startswith("2024-05-01T09:12:05")
    assert rows["call_time"].started_at is None  # issued, never executed


def test_legacy_function_call_gets_its_path_as_id():
    case = import_trace(F.openai_chat_legacy(), session_id="s")
    (row,) = case.tool_invocations
    assert row.invocation_id == "messages[1].function_call"
    assert row.output == F.LOGS and row.success and row.round == 1


def test_heuristic_success_is_recorded_with_the_rule():
    case = import_trace(F.openai_chat(), session_id="s")
    audit = {a["invocation_id"]: a for a in case.import_audit["invocations"]}
    assert audit["call_metrics"]["heuristic_rule"] == "Error:"
    assert audit["call_logs"]["success_source"] == "heuristic" and audit["call_logs"]["heuristic_rule"] is None


def test_error_rule_is_configurable():
    rule = ErrorTextRule(prefixes=("FAILED!",))
    case = import_trace(F.openai_chat(), session_id="s", options=ImportOptions(error_rule=rule))
    metrics = next(r for r in case.tool_invocations if r.invocation_id == "call_metrics")
    assert metrics.success  # "Error: …" is no failure under this rule
    assert case.import_audit["error_rule"]["prefixes"] == ["FAILED!"]


def test_otel_content_not_captured_is_a_note_not_a_failure():
    payload = F.otel_genai()
    for rs in payload["resourceSpans"]:
        for ss in rs["scopeSpans"]:
            for sp in ss["spans"]:
                sp["attributes"] = [a for a in sp["attributes"] if a["key"] != "gen_ai.tool.call.result"]
    case = import_trace(payload)
    rows = {r.invocation_id: r for r in case.tool_invocations}
    assert rows["call_logs"].success and rows["call_logs"].output is None
    notes = next(a for a in case.import_audit["invocations"] if a["invocation_id"] == "call_logs")["notes"]
    assert any("not captured" in n for n in notes)
    out = engine.verify(case.model_dump(mode="json"))
    assert out.verdict != "PASS"  # no captured content is no evidence


def test_raw_arguments_are_kept_and_flagged_or_refused_when_strict():
    payload = F.openai_chat()
    payload["messages"][2]["tool_calls"][0]["function"]["arguments"] = '{"service": "order-serv'
    case = import_trace(payload, session_id="s")
    assert case.tool_invocations[0].input == {"_raw": '{"service": "order-serv'}
    assert case.import_audit["invocations"][0]["input_raw"] is True
    with pytest.raises(TraceImportError) as err:
        import_trace(payload, session_id="s", options=ImportOptions(strict_arguments=True))
    assert err.value.field == "messages[2].tool_calls[0].function.arguments"


def test_json_string_and_object_results_give_the_same_evidence():
    as_text, as_object = F.anthropic(), F.anthropic()
    as_object["messages"][2]["content"][0]["content"] = [{"type": "text", "text": F.LOGS_TEXT}]
    a, b = import_trace(as_text, session_id="s"), import_trace(as_object, session_id="s")
    assert a.tool_invocations[0].output == b.tool_invocations[0].output == F.LOGS


@pytest.mark.parametrize(
    ("given", "trace_id", "case_id", "source"),
    [
        ("mine", True, "c1", "caller"),
        (None, True, "c1", "trace"),
        (None, False, "c1", "case_id"),
        (None, False, None, "derived"),
    ],
)
def test_session_id_precedence(given, trace_id, case_id, source):
    payload = F.agentscope()
    if not trace_id:
        payload.pop("session_id")
    case = import_trace(payload, session_id=given, case_id=case_id)
    expected = {"caller": "mine", "trace": F.SESSION, "case_id": "c1", "derived": derived_session_id(payload)}[source]
    assert {r.session_id for r in case.tool_invocations} == {expected}
    assert case.import_audit["session_id_source"] == source


def test_derived_session_id_is_deterministic_and_ignores_key_order():
    payload = F.anthropic()
    reordered = json.loads(json.dumps(dict(reversed(list(payload.items()))), ensure_ascii=False))
    assert derived_session_id(payload) == derived_session_id(reordered)
    assert derived_session_id(payload).startswith("trace-")


def test_given_query_wins():
    case = import_trace(F.anthropic(), session_id="s", original_query="另一个问题")
    assert case.original_query == "另一个问题" and case.import_audit["query_source"] == "caller"


def test_answer_from_any_content_shape():
    payload = F.anthropic()
    payload["response"]["content"] = [
        {"type": "thinking", "thinking": "…", "signature": "x"},
        {"type": "text", "text": "第一段"},
        {"type": "text", "text": "第二段"},
    ]
    assert import_trace(payload, session_id="s").executor_final_answer == "第一段\n第二段"


def test_registry_refuses_a_second_importer_under_a_taken_name():
    reg = default_importer_registry()
    with pytest.raises(RegistryError) as err:
        reg.add(type(importer_registry.get("anthropic"))())
    assert err.value.code == ErrorCode.E002
    with pytest.raises(RegistryError) as err:
        import_trace(F.anthropic(), "no_such_format")
    assert err.value.code == ErrorCode.E003


def test_ambiguous_payload_lists_the_candidates():
    both = F.otel_genai()
    both["resourceSpans"][0]["scopeSpans"][0]["spans"][0]["attributes"].append(
        {"key": "openinference.span.kind", "value": {"stringValue": "AGENT"}}
    )
    with pytest.raises(FormatDetectionError) as err:
        import_trace(both)
    assert set(err.value.candidates) == {"otel_genai", "openinference"}
    assert "otel_genai" in str(err.value) and "openinference" in str(err.value)
    assert import_trace(both, "otel_genai").import_audit["format"] == "otel_genai"


def test_plain_text_conversation_is_ambiguous_or_explicit():
    msgs = [{"role": "user", "content": "q"}, {"role": "assistant", "content": "a"}]
    with pytest.raises(FormatDetectionError) as err:
        import_trace(msgs)
    assert set(err.value.candidates) == {"openai_chat", "anthropic"}
    case = import_trace(msgs, "openai_chat")
    assert case.tool_invocations == [] and case.executor_final_answer == "a"


def _chat(*msgs):
    return {"messages": [{"role": "user", "content": "q"}, *msgs]}


def _call(cid="c1", args='{"a": 1}'):
    return {
        "role": "assistant",
        "content": None,
        "tool_calls": [{"id": cid, "type": "function", "function": {"name": "query_logs", "arguments": args}}],
    }


MALFORMED = [
    # (id, format, payload, field, code)
    (
        "orphan result",
        "openai_chat",
        _chat(_call(), {"role": "tool", "tool_call_id": "zz", "content": "x"}, {"role": "assistant", "content": "a"}),
        "messages[2].tool_call_id",
        ErrorCode.E102,
    ),
    (
        "result before its call",
        "openai_chat",
        _chat({"role": "tool", "tool_call_id": "c1", "content": "x"}, _call(), {"role": "assistant", "content": "a"}),
        "messages[1].tool_call_id",
        ErrorCode.E102,
    ),
    (
        "result without a call id",
        "openai_chat",
        _chat(_call(), {"role": "tool", "content": "x"}, {"role": "assistant", "content": "a"}),
        "messages[2].tool_call_id",
        ErrorCode.E103,
    ),
    (
        "function result without a call",
        "openai_chat",
        _chat({"role": "function", "name": "f", "content": "x"}),
        "messages[1].name",
        ErrorCode.E102,
    ),
    (
        "anthropic orphan result",
        "anthropic",
        {
            "messages": [
                {"role": "user", "content": "q"},
                {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "toolu_9", "content": "x"}]},
                {"role": "assistant", "content": "a"},
            ]
        },
        "messages[1].content[0].tool_use_id",
        ErrorCode.E102,
    ),
    (
        "responses output joined by id not call_id",
        "openai_responses",
        [
            {"role": "user", "content": "q"},
            {"type": "function_call", "id": "fc_1", "call_id": "call_1", "name": "query_logs", "arguments": "{}"},
            {"type": "function_call_output", "call_id": "fc_1", "output": "x"},
            {"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": "a"}]},
        ],
        "input[2].call_id",
        ErrorCode.E102,
    ),
    (
        "non-JSON arguments (strict)",
        "openai_chat",
        _chat(
            _call(args="service=order"),
            {"role": "tool", "tool_call_id": "c1", "content": "x"},
            {"role": "assistant", "content": "a"},
        ),
        "messages[1].tool_calls[0].function.arguments",
        ErrorCode.E102,
    ),
    (
        "arguments neither object nor string",
        "anthropic",
        {
            "messages": [
                {"role": "user", "content": "q"},
                {
                    "role": "assistant",
                    "content": [{"type": "tool_use", "id": "t1", "name": "query_logs", "input": [1, 2]}],
                },
                {"role": "assistant", "content": "a"},
            ]
        },
        "messages[1].content[0].input",
        ErrorCode.E102,
    ),
    ("unknown role", "openai_chat", _chat({"role": "robot", "content": "x"}), "messages[1].role", ErrorCode.E102),
    (
        "unknown langchain type",
        "langchain",
        [{"type": "human", "data": {"content": "q"}}, {"type": "robot", "data": {"content": "x"}}],
        "messages[1].type",
        ErrorCode.E102,
    ),
    (
        "unknown spring messageType",
        "spring_ai",
        [{"messageType": "USER", "text": "q"}, {"messageType": "ROBOT", "text": "x"}],
        "messages[1].role",
        ErrorCode.E102,
    ),
    (
        "unknown agentscope state",
        "agentscope",
        {
            "messages": [
                {"name": "u", "role": "user", "content": [{"type": "text", "text": "q"}]},
                {
                    "name": "a",
                    "role": "assistant",
                    "content": [
                        {"type": "tool_call", "id": "c1", "name": "query_logs", "input": "{}"},
                        {"type": "tool_result", "id": "c1", "name": "query_logs", "output": "x", "state": "exploded"},
                    ],
                },
            ]
        },
        "messages[1].content[1].state",
        ErrorCode.E102,
    ),
    ("empty message list", "openai_chat", {"messages": []}, "messages", ErrorCode.E102),
    ("empty item list", "openai_responses", [], "input", ErrorCode.E102),
    ("empty span list", "otel_genai", {"resourceSpans": []}, "resourceSpans", ErrorCode.E102),
    (
        "duplicate call id",
        "openai_chat",
        _chat(_call(), _call(), {"role": "assistant", "content": "a"}),
        "messages[2].tool_calls[0].id",
        ErrorCode.E102,
    ),
    (
        "call without an id",
        "openai_chat",
        _chat(_call(cid=None), {"role": "assistant", "content": "a"}),
        "messages[1].tool_calls[0].id",
        ErrorCode.E103,
    ),
    (
        "tool span without a tool name",
        "otel_genai",
        {
            "resourceSpans": [
                {
                    "scopeSpans": [
                        {
                            "spans": [
                                {
                                    "name": "execute_tool",
                                    "spanId": "01",
                                    "startTimeUnixNano": "1",
                                    "attributes": [
                                        {"key": "gen_ai.operation.name", "value": {"stringValue": "execute_tool"}}
                                    ],
                                }
                            ]
                        }
                    ]
                }
            ]
        },
        "resourceSpans[0].scopeSpans[0].spans[0].attributes.gen_ai.tool.name",
        ErrorCode.E103,
    ),
    (
        "message not an object",
        "anthropic",
        {"messages": [{"role": "user", "content": "q"}, "hello"]},
        "messages[1]",
        ErrorCode.E102,
    ),
]


@pytest.mark.parametrize(("fmt", "payload", "field", "code"), [m[1:] for m in MALFORMED], ids=[m[0] for m in MALFORMED])
def test_malformed_payloads_give_one_error_naming_the_field(fmt, payload, field, code):
    with pytest.raises(TraceImportError) as err:
        import_trace(payload, fmt, session_id="s", options=ImportOptions(strict_arguments=True))
    assert err.value.field == field
    assert err.value.code == code
    assert field in str(err.value) and "\n" not in str(err.value)
    assert isinstance(err.value, engine.VerifierError)


def test_no_answer_is_an_error():
    with pytest.raises(TraceImportError) as err:
        import_trace([{"role": "user", "content": "q"}], "openai_chat")
    assert err.value.code == ErrorCode.E103 and "assistant" in str(err.value)


@pytest.mark.parametrize("fixture", [g[0] for g in GOLDEN])
def test_verifier_verify_trace_equals_import_then_verify(fixture):
    payload = getattr(F, fixture)()
    v = engine.Verifier()
    case = engine.import_trace(payload)
    native = v.verify({name: getattr(case, name) for name in engine.CaseInput.model_fields})
    assert v.verify_trace(payload).model_dump_json() == native.model_dump_json()
    assert engine.verify_trace(payload).model_dump_json() == native.model_dump_json()
