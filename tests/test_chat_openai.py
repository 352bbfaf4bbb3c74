"""The OpenAI-compatible function-calling Executor against a scripted local server, through ChatService."""

from __future__ import annotations

import json

import openai
import pytest

from engine.chat import ChatService, QueryPlanner
from engine.openai_executor import OpenAIExecutor, ToolSpec, tool_registry
from engine.router import Action
from engine.store import SessionStore
from tests.llm_server import ScriptedLLMServer, message_reply, ok, tool_call_message

LOG = "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available"


def query_logs(service: str, level: str = "ERROR") -> dict:
    return {"total": 1, "logs": [{"level": level, "service": service, "message": LOG}]}


def query_metrics(service: str) -> dict:
    raise TimeoutError(f"metrics backend timed out for {service}")


TOOLS = tool_registry(
    ToolSpec(
        "query_logs",
        query_logs,
        "查询日志",
        {
            "type": "object",
            "properties": {"service": {"type": "string"}, "level": {"type": "string"}},
            "required": ["service"],
        },
    ),
    ToolSpec(
        "query_metrics",
        query_metrics,
        "查询指标",
        {"type": "object", "properties": {"service": {"type": "string"}}, "required": ["service"]},
    ),
)
ANSWER = json.dumps(
    {
        "answer_version": "v1",
        "diagnosis_summary": "连接池耗尽",
        "claims": [
            {
                "claim_id": "c1",
                "claim_type": "log_error",
                "claim_text": f"order-service {LOG}",
                "support_level": "direct",
                "evidence_bindings": [
                    {
                        "source_type": "tool_output",
                        "source_id": "r1-1-call_1",
                        "tool_name": "query_logs",
                        "source_invocation_ids": ["r1-1-call_1"],
                        "evidence_excerpt": LOG,
                    }
                ],
            }
        ],
        "user_facing_answer": f"order-service {LOG}。",
    },
    ensure_ascii=False,
)


@pytest.mark.slow
def test_function_calling_executor_records_calls_and_answers(tmp_path):
    script = [
        message_reply(
            tool_call_message(
                ("call_1", "query_logs", {"service": "order-service"}),
                ("call_2", "query_metrics", {"service": "order-service"}),
            )
        ),
        ok(ANSWER),
    ]
    store = SessionStore(str(tmp_path / "fc.sqlite"))
    with ScriptedLLMServer() as server:
        server.script(script)
        client = openai.OpenAI(base_url=server.base_url, api_key="test", max_retries=0, timeout=10)
        executor = OpenAIExecutor(client, "scripted-model", TOOLS)
        result = ChatService(QueryPlanner(), executor, store).run("order-service 为什么报错？")
    first, second = server.requests
    assert {t["function"]["name"] for t in first["tools"]} == {"query_logs", "query_metrics"}
    assert first["temperature"] == 0 and first["messages"][0]["role"] == "system"
    tool_msgs = [m for m in second["messages"] if m["role"] == "tool"]
    assert [m["tool_call_id"] for m in tool_msgs] == ["call_1", "call_2"]
    assert LOG in tool_msgs[0]["content"] and "TimeoutError" in tool_msgs[1]["content"]

    rows = store.invocations(result.session_id)
    assert [(r.invocation_id, r.tool_name, r.success, r.round) for r in rows] == [
        ("r1-1-call_1", "query_logs", True, 1),
        ("r1-2-call_2", "query_metrics", False, 1),
    ]
    assert rows[0].input == {"service": "order-service"} and rows[0].output == query_logs("order-service")
    assert rows[1].error.startswith("TimeoutError") and rows[0].duration_ms is not None
    assert result.rounds_run == 1 and result.decision.action is Action.ANSWER
    assert result.user_output == f"order-service {LOG}。"
    store.close()


@pytest.mark.slow
def test_unknown_tool_and_bad_arguments_are_recorded_as_failures(tmp_path):
    bad = tool_call_message(("call_1", "no_such_tool", {}))
    bad["tool_calls"].append(
        {"id": "call_2", "type": "function", "function": {"name": "query_logs", "arguments": "{not json"}}
    )
    store = SessionStore(str(tmp_path / "fc.sqlite"))
    with ScriptedLLMServer() as server:
        server.script([message_reply(bad), ok("没有找到证据。")])
        client = openai.OpenAI(base_url=server.base_url, api_key="test", max_retries=0, timeout=10)
        service = ChatService(QueryPlanner(), OpenAIExecutor(client, "m", TOOLS), store)
        result = service.run("q")
    rows = store.invocations(result.session_id)
    assert [r.success for r in rows if r.round == 1] == [False, False]
    assert "RegistryError" in rows[0].error or "unknown tool" in rows[0].error
    store.close()
