"""Native case input → each trace format: the round-trip converter of the importer tests.

``convert(fmt, case_input)`` writes the case's rows as the trace that agent stack would have
recorded: round r's calls are the parallel calls of the r-th model turn, their results follow,
and a last assistant turn carries ``executor_final_answer``. Failed calls use the format's
own error signal where it has one (``is_error``, ``status``, span status, ``state``) and an
error-text prefix the importer's default rule knows where it has none. The native session id
goes into the format's conversation/thread id where the format has one; ``CALLER_SESSION``
lists the formats whose session id the caller must pass.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from itertools import groupby
from typing import Any

FORMATS = (
    "openai_chat",
    "openai_responses",
    "anthropic",
    "langchain",
    "otel_genai",
    "openinference",
    "spring_ai",
    "agentscope",
)
#: Formats without a conversation id: the caller passes the session id.
CALLER_SESSION = frozenset({"openai_chat", "anthropic"})
#: Formats without an error flag, and the error prefix the converter writes for them.
HEURISTIC_PREFIX = {"openai_chat": "Error: ", "openai_responses": "Error: ", "spring_ai": "Tool failed: "}

T0 = 1_700_000_000_000_000_000  # ns


def _text(output: Any) -> str:
    return output if isinstance(output, str) else json.dumps(output, ensure_ascii=False)


def _rounds(rows: list[dict]) -> list[list[dict]]:
    ordered = sorted(rows, key=lambda r: r["round"])  # stable: keeps the order of parallel calls
    return [list(g) for _, g in groupby(ordered, key=lambda r: r["round"])]


def _session(rows: list[dict]) -> str | None:
    return rows[0]["session_id"] if rows else None


def _result_text(fmt: str, row: dict) -> str:
    if row["success"]:
        return _text(row["output"])
    return HEURISTIC_PREFIX.get(fmt, "") + (row.get("error") or "error")


def openai_chat(case: dict) -> dict:
    msgs: list[dict] = [
        {"role": "system", "content": "You are an SRE assistant."},
        {"role": "user", "content": case["original_query"]},
    ]
    for group in _rounds(case["tool_invocations"]):
        msgs.append(
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {
                        "id": r["invocation_id"],
                        "type": "function",
                        "function": {"name": r["tool_name"], "arguments": json.dumps(r["input"], ensure_ascii=False)},
                    }
                    for r in group
                ],
            }
        )
        msgs += [
            {"role": "tool", "tool_call_id": r["invocation_id"], "content": _result_text("openai_chat", r)}
            for r in group
        ]
    msgs.append({"role": "assistant", "content": case["executor_final_answer"]})
    return {"model": "gpt-4o", "messages": msgs}


def openai_responses(case: dict) -> dict:
    items: list[dict] = [
        {"type": "message", "role": "user", "content": [{"type": "input_text", "text": case["original_query"]}]}
    ]
    for group in _rounds(case["tool_invocations"]):
        items += [
            {
                "type": "function_call",
                "id": f"fc_{n}_{r['invocation_id']}",
                "call_id": r["invocation_id"],
                "name": r["tool_name"],
                "arguments": json.dumps(r["input"], ensure_ascii=False),
                "status": "completed",
            }
            for n, r in enumerate(group)
        ]
        items += [
            {
                "type": "function_call_output",
                "call_id": r["invocation_id"],
                "output": _result_text("openai_responses", r),
            }
            for r in group
        ]
    out = [
        {
            "type": "message",
            "id": "msg_final",
            "role": "assistant",
            "status": "completed",
            "content": [{"type": "output_text", "text": case["executor_final_answer"], "annotations": []}],
        }
    ]
    return {"conversation": {"id": _session(case["tool_invocations"]) or "conv_none"}, "input": items, "output": out}


def anthropic(case: dict) -> dict:
    msgs: list[dict] = [{"role": "user", "content": case["original_query"]}]
    for group in _rounds(case["tool_invocations"]):
        msgs.append(
            {
                "role": "assistant",
                "content": [
                    {"type": "tool_use", "id": r["invocation_id"], "name": r["tool_name"], "input": r["input"]}
                    for r in group
                ],
            }
        )
        msgs.append(
            {
                "role": "user",
                "content": [
                    {
                        "type": "tool_result",
                        "tool_use_id": r["invocation_id"],
                        "content": _result_text("anthropic", r),
                        **({} if r["success"] else {"is_error": True}),
                    }
                    for r in group
                ],
            }
        )
    msgs.append({"role": "assistant", "content": [{"type": "text", "text": case["executor_final_answer"]}]})
    return {"model": "claude-sonnet-4-5", "max_tokens": 1024, "messages": msgs}


def langchain(case: dict) -> dict:
    def msg(kind: str, **data: Any) -> dict:
        return {
            "type": kind,
            "data": {"additional_kwargs": {}, "response_metadata": {}, "type": kind, "name": None, "id": None, **data},
        }

    msgs = [msg("human", content=case["original_query"])]
    for group in _rounds(case["tool_invocations"]):
        msgs.append(
            msg(
                "ai",
                content="",
                tool_calls=[
                    {"name": r["tool_name"], "args": r["input"], "id": r["invocation_id"], "type": "tool_call"}
                    for r in group
                ],
                invalid_tool_calls=[],
                usage_metadata=None,
            )
        )
        msgs += [
            msg(
                "tool",
                content=_result_text("langchain", r),
                tool_call_id=r["invocation_id"],
                status="success" if r["success"] else "error",
                artifact=None,
            )
            for r in group
        ]
    msgs.append(
        msg("ai", content=case["executor_final_answer"], tool_calls=[], invalid_tool_calls=[], usage_metadata=None)
    )
    return {
        "values": {"messages": msgs},
        "config": {"configurable": {"thread_id": _session(case["tool_invocations"]) or "thread-none"}},
    }


def _attr(key: str, value: Any) -> dict:
    if isinstance(value, bool):
        return {"key": key, "value": {"boolValue": value}}
    if isinstance(value, int):
        return {"key": key, "value": {"intValue": str(value)}}
    return {
        "key": key,
        "value": {"stringValue": value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)},
    }


def _span(
    n: int, name: str, start: int, end: int, attrs: dict, *, error: str | None = None, parent: str | None = None
) -> dict:
    span = {
        "traceId": "5b8efff798038103d269b633813fc60c",
        "spanId": f"{n:016x}",
        "name": name,
        "kind": 1,
        "startTimeUnixNano": str(start),
        "endTimeUnixNano": str(end),
        "attributes": [_attr(k, v) for k, v in attrs.items()],
        "status": {"code": 2, "message": error} if error is not None else {"code": 0},
    }
    if parent:
        span["parentSpanId"] = parent
    return span


def _otlp(spans: list[dict], scope: str) -> dict:
    return {
        "resourceSpans": [
            {
                "resource": {"attributes": [_attr("service.name", "diagnosis-agent")]},
                "scopeSpans": [{"scope": {"name": scope}, "spans": spans}],
            }
        ]
    }


def otel_genai(case: dict) -> dict:
    rows = case["tool_invocations"]
    sid = _session(rows) or "conv-none"
    spans = [
        _span(
            1,
            "invoke_agent sre",
            T0,
            T0 + 10**12,
            {"gen_ai.operation.name": "invoke_agent", "gen_ai.conversation.id": sid},
        )
    ]
    t = T0 + 1000
    user = [{"role": "user", "parts": [{"type": "text", "content": case["original_query"]}]}]
    for k, group in enumerate(_rounds(rows)):
        parts = [
            {"type": "tool_call", "id": r["invocation_id"], "name": r["tool_name"], "arguments": r["input"]}
            for r in group
        ]
        attrs = {
            "gen_ai.operation.name": "chat",
            "gen_ai.request.model": "gpt-4o",
            "gen_ai.output.messages": [{"role": "assistant", "parts": parts, "finish_reason": "tool_call"}],
        }
        if k == 0:
            attrs["gen_ai.input.messages"] = user
        spans.append(_span(len(spans) + 1, "chat gpt-4o", t, t + 500, attrs, parent=f"{1:016x}"))
        t += 1000
        for r in group:
            attrs = {
                "gen_ai.operation.name": "execute_tool",
                "gen_ai.tool.name": r["tool_name"],
                "gen_ai.tool.call.id": r["invocation_id"],
                "gen_ai.tool.type": "function",
                "gen_ai.tool.call.arguments": r["input"],
            }
            if r["success"]:
                attrs["gen_ai.tool.call.result"] = _text(r["output"])
            else:
                attrs["error.type"] = "ToolError"
            spans.append(
                _span(
                    len(spans) + 1,
                    f"execute_tool {r['tool_name']}",
                    t,
                    t + 200,
                    attrs,
                    error=None if r["success"] else r.get("error") or "error",
                    parent=f"{1:016x}",
                )
            )
            t += 10
        t += 1000
    final = {
        "gen_ai.operation.name": "chat",
        "gen_ai.request.model": "gpt-4o",
        "gen_ai.output.messages": [
            {
                "role": "assistant",
                "parts": [{"type": "text", "content": case["executor_final_answer"]}],
                "finish_reason": "stop",
            }
        ],
    }
    if len(spans) == 1:
        final["gen_ai.input.messages"] = user
    spans.append(_span(len(spans) + 1, "chat gpt-4o", t, t + 500, final, parent=f"{1:016x}"))
    return _otlp(spans, "opentelemetry.instrumentation.genai")


def openinference(case: dict) -> dict:
    rows = case["tool_invocations"]
    sid = _session(rows) or "session-none"
    spans = [
        _span(
            1,
            "agent",
            T0,
            T0 + 10**12,
            {
                "openinference.span.kind": "AGENT",
                "session.id": sid,
                "input.value": case["original_query"],
                "output.value": case["executor_final_answer"],
            },
        )
    ]
    t = T0 + 1000
    for k, group in enumerate(_rounds(rows)):
        attrs: dict[str, Any] = {"openinference.span.kind": "LLM", "llm.model_name": "gpt-4o", "session.id": sid}
        if k == 0:
            attrs |= {
                "llm.input_messages.0.message.role": "user",
                "llm.input_messages.0.message.content": case["original_query"],
            }
        attrs["llm.output_messages.0.message.role"] = "assistant"
        for j, r in enumerate(group):
            pre = f"llm.output_messages.0.message.tool_calls.{j}.tool_call"
            attrs |= {
                f"{pre}.id": r["invocation_id"],
                f"{pre}.function.name": r["tool_name"],
                f"{pre}.function.arguments": json.dumps(r["input"], ensure_ascii=False),
            }
        spans.append(_span(len(spans) + 1, "ChatCompletion", t, t + 500, attrs, parent=f"{1:016x}"))
        t += 1000
        for r in group:
            attrs = {
                "openinference.span.kind": "TOOL",
                "tool.name": r["tool_name"],
                "tool_call.id": r["invocation_id"],
                "input.value": json.dumps(r["input"], ensure_ascii=False),
                "input.mime_type": "application/json",
            }
            if r["success"]:
                attrs |= {
                    "output.value": _text(r["output"]),
                    "output.mime_type": "text/plain" if isinstance(r["output"], str) else "application/json",
                }
            spans.append(
                _span(
                    len(spans) + 1,
                    r["tool_name"],
                    t,
                    t + 200,
                    attrs,
                    error=None if r["success"] else r.get("error") or "error",
                    parent=f"{1:016x}",
                )
            )
            t += 10
        t += 1000
    attrs = {
        "openinference.span.kind": "LLM",
        "llm.model_name": "gpt-4o",
        "llm.output_messages.0.message.role": "assistant",
        "llm.output_messages.0.message.content": case["executor_final_answer"],
    }
    spans.append(_span(len(spans) + 1, "ChatCompletion", t, t + 500, attrs, parent=f"{1:016x}"))
    return _otlp(spans, "openinference.instrumentation.openai")


def spring_ai(case: dict) -> dict:
    pkg = "org.springframework.ai.chat.messages."
    msgs: list[Any] = [
        {
            "@class": pkg + "UserMessage",
            "messageType": "USER",
            "text": case["original_query"],
            "metadata": {"@class": "java.util.HashMap", "messageType": "USER"},
            "media": ["java.util.ArrayList", []],
        }
    ]
    for group in _rounds(case["tool_invocations"]):
        msgs.append(
            {
                "@class": pkg + "AssistantMessage",
                "messageType": "ASSISTANT",
                "text": "",
                "metadata": {"@class": "java.util.HashMap"},
                "toolCalls": [
                    "java.util.ArrayList",
                    [
                        {
                            "@class": pkg + "AssistantMessage$ToolCall",
                            "id": r["invocation_id"],
                            "type": "function",
                            "name": r["tool_name"],
                            "arguments": json.dumps(r["input"], ensure_ascii=False),
                        }
                        for r in group
                    ],
                ],
            }
        )
        msgs.append(
            {
                "@class": pkg + "ToolResponseMessage",
                "messageType": "TOOL",
                "text": "",
                "metadata": {"@class": "java.util.HashMap"},
                "responses": [
                    "java.util.ArrayList",
                    [
                        {
                            "@class": pkg + "ToolResponseMessage$ToolResponse",
                            "id": r["invocation_id"],
                            "name": r["tool_name"],
                            "responseData": _result_text("spring_ai", r),
                        }
                        for r in group
                    ],
                ],
            }
        )
    msgs.append(
        {
            "@class": pkg + "AssistantMessage",
            "messageType": "ASSISTANT",
            "text": case["executor_final_answer"],
            "metadata": {"@class": "java.util.HashMap"},
            "toolCalls": ["java.util.ArrayList", []],
        }
    )
    return {
        "conversationId": _session(case["tool_invocations"]) or "conv-none",
        "messages": ["java.util.ArrayList", msgs],
    }


def agentscope(case: dict) -> dict:
    blocks: list[dict] = []
    for group in _rounds(case["tool_invocations"]):
        blocks += [
            {
                "type": "tool_call",
                "id": r["invocation_id"],
                "name": r["tool_name"],
                "input": json.dumps(r["input"], ensure_ascii=False),
                "state": "finished",
            }
            for r in group
        ]
        blocks += [
            {
                "type": "tool_result",
                "id": r["invocation_id"],
                "name": r["tool_name"],
                "output": _result_text("agentscope", r),
                "state": "success" if r["success"] else "error",
            }
            for r in group
        ]
    blocks.append({"type": "text", "text": case["executor_final_answer"]})
    msgs = [
        {"id": "m1", "name": "operator", "role": "user", "content": [{"type": "text", "text": case["original_query"]}]},
        {"id": "m2", "name": "SREAgent", "role": "assistant", "content": blocks},
    ]
    return {"session_id": _session(case["tool_invocations"]) or "session-none", "messages": msgs}


CONVERTERS: dict[str, Callable[[dict], Any]] = {
    "openai_chat": openai_chat,
    "openai_responses": openai_responses,
    "anthropic": anthropic,
    "langchain": langchain,
    "otel_genai": otel_genai,
    "openinference": openinference,
    "spring_ai": spring_ai,
    "agentscope": agentscope,
}


def convert(fmt: str, case: dict) -> Any:
    """The trace of ``case`` (a native case input) in format ``fmt``."""
    return CONVERTERS[fmt](case)
