"""One incident conversation, recorded with each agent stack's own types (the golden fixtures).

Round 1: two parallel calls — ``query_logs`` (its JSON result arrives as a string) and
``query_metrics`` (fails). Round 2: ``lookup_knowledge`` (a text result) and
``get_current_time``, which never gets a result. Then the final answer. ``GOLDEN`` is the case
input every format must import to (``error`` of the failed call depends on the format's error
signal; span formats add ``started_at`` / ``duration_ms``).
"""

from __future__ import annotations

import base64
import json
from typing import Any

QUERY = "order-service 为什么报错？"
ANSWER = "order-service 日志中出现 ERR_DB_POOL_EXHAUSTED 错误。"
LOGS = {
    "total": 1,
    "logs": [
        {
            "ts": "2024-05-01T09:12:05Z",
            "level": "ERROR",
            "service": "order-service",
            "host": "node-3",
            "message": "ERR_DB_POOL_EXHAUSTED: connection pool exhausted",
        }
    ],
}
LOGS_TEXT = json.dumps(LOGS, ensure_ascii=False)
KB_TEXT = "runbook order-service: raise the DB pool size when ERR_DB_POOL_EXHAUSTED appears"
FAIL = "prometheus query timed out after 15s"
SESSION = "sess-42"

CALLS = [  # (id, round, tool, input)
    ("call_logs", 1, "query_logs", {"service": "order-service", "level": "ERROR"}),
    ("call_metrics", 1, "query_metrics", {"service": "order-service", "metric": "error_rate"}),
    ("call_kb", 2, "lookup_knowledge", {"query": "ERR_DB_POOL_EXHAUSTED"}),
    ("call_time", 2, "get_current_time", {}),
]


def golden(error: str) -> dict[str, Any]:
    """The case input every fixture imports to; ``error`` is the failed call's error text."""
    outputs = {
        "call_logs": (LOGS, True, None),
        "call_metrics": (None, False, error),
        "call_kb": (KB_TEXT, True, None),
        "call_time": (None, False, "no_result"),
    }
    rows = []
    for cid, rnd, tool, inp in CALLS:
        out, ok, err = outputs[cid]
        rows.append(
            {
                "invocation_id": cid,
                "session_id": SESSION,
                "round": rnd,
                "tool_name": tool,
                "input": inp,
                "output": out,
                "success": ok,
                "error": err,
            }
        )
    return {"original_query": QUERY, "executor_final_answer": ANSWER, "tool_invocations": rows}


def openai_chat() -> dict:
    """Chat Completions: request message params plus ChatCompletion responses of the openai SDK."""
    from openai.types.chat import (
        ChatCompletion,
        ChatCompletionMessage,
        ChatCompletionMessageFunctionToolCall,
        ChatCompletionSystemMessageParam,
        ChatCompletionToolMessageParam,
        ChatCompletionUserMessageParam,
    )
    from openai.types.chat.chat_completion import Choice
    from openai.types.chat.chat_completion_message_function_tool_call import Function

    def completion(message: ChatCompletionMessage, reason: str) -> ChatCompletion:
        return ChatCompletion(
            id="chatcmpl-1",
            object="chat.completion",
            created=1714554725,
            model="gpt-4o",
            choices=[Choice(index=0, finish_reason=reason, message=message)],
        )

    def calls(rnd: int) -> list:
        return [
            ChatCompletionMessageFunctionToolCall(
                id=cid, type="function", function=Function(name=tool, arguments=json.dumps(inp, ensure_ascii=False))
            )
            for cid, r, tool, inp in CALLS
            if r == rnd
        ]

    turn1 = completion(ChatCompletionMessage(role="assistant", content=None, tool_calls=calls(1)), "tool_calls")
    turn2 = completion(
        ChatCompletionMessage(role="assistant", content="再查一下知识库。", tool_calls=calls(2)), "tool_calls"
    )
    final = completion(ChatCompletionMessage(role="assistant", content=ANSWER), "stop")
    messages = [
        ChatCompletionSystemMessageParam(role="system", content="You are an SRE assistant."),
        ChatCompletionUserMessageParam(role="user", content=QUERY),
        turn1.choices[0].message.model_dump(),
        ChatCompletionToolMessageParam(role="tool", tool_call_id="call_logs", content=LOGS_TEXT),
        ChatCompletionToolMessageParam(role="tool", tool_call_id="call_metrics", content=f"Error: {FAIL}"),
        turn2.choices[0].message.model_dump(),
        ChatCompletionToolMessageParam(
            role="tool", tool_call_id="call_kb", content=[{"type": "text", "text": KB_TEXT}]
        ),
    ]
    return {"messages": messages, "response": final.model_dump()}


def openai_chat_legacy() -> list:
    """The legacy ``function_call`` / ``role: "function"`` shape (one call, no ids)."""
    from openai.types.chat import ChatCompletionMessage
    from openai.types.chat.chat_completion_message import FunctionCall

    call = ChatCompletionMessage(
        role="assistant",
        content=None,
        function_call=FunctionCall(name="query_logs", arguments=json.dumps(CALLS[0][3], ensure_ascii=False)),
    )
    return [
        {"role": "user", "content": QUERY},
        call.model_dump(),
        {"role": "function", "name": "query_logs", "content": LOGS_TEXT},
        ChatCompletionMessage(role="assistant", content=ANSWER).model_dump(),
    ]


def openai_responses() -> dict:
    """Responses API: input item params and output items of the openai SDK."""
    from openai.types.responses import (
        EasyInputMessageParam,
        ResponseFunctionToolCall,
        ResponseOutputMessage,
        ResponseOutputText,
    )
    from openai.types.responses.response_input_param import FunctionCallOutput

    def fc(cid: str, tool: str, inp: dict) -> dict:
        return ResponseFunctionToolCall(
            type="function_call",
            id=f"fc_{cid}",
            call_id=cid,
            name=tool,
            arguments=json.dumps(inp, ensure_ascii=False),
            status="completed",
        ).model_dump()

    items: list[Any] = [EasyInputMessageParam(role="user", content=QUERY)]
    items += [fc(cid, tool, inp) for cid, r, tool, inp in CALLS if r == 1]
    items += [
        FunctionCallOutput(type="function_call_output", call_id="call_logs", output=LOGS_TEXT),
        FunctionCallOutput(type="function_call_output", call_id="call_metrics", output=f"Error: {FAIL}"),
    ]
    items += [fc(cid, tool, inp) for cid, r, tool, inp in CALLS if r == 2]
    items += [FunctionCallOutput(type="function_call_output", call_id="call_kb", output=KB_TEXT)]
    final = ResponseOutputMessage(
        id="msg_1",
        type="message",
        role="assistant",
        status="completed",
        content=[ResponseOutputText(type="output_text", text=ANSWER, annotations=[])],
    )
    return {"conversation": {"id": SESSION}, "input": items, "output": [final.model_dump()]}


def anthropic() -> dict:
    """Messages API: Message responses and tool_result block params of the anthropic SDK."""
    from anthropic.types import Message, MessageParam, TextBlock, ToolUseBlock, Usage
    from pydantic import TypeAdapter

    def turn(blocks: list, reason: str) -> Message:
        return Message(
            id="msg_1",
            type="message",
            role="assistant",
            model="claude-sonnet-4-5",
            content=blocks,
            stop_reason=reason,
            stop_sequence=None,
            usage=Usage(input_tokens=10, output_tokens=5),
        )

    def uses(rnd: int) -> list:
        return [ToolUseBlock(type="tool_use", id=cid, name=tool, input=inp) for cid, r, tool, inp in CALLS if r == rnd]

    messages = [
        {"role": "user", "content": QUERY},
        {"role": "assistant", "content": [b.model_dump() for b in turn(uses(1), "tool_use").content]},
        {
            "role": "user",
            "content": [
                {"type": "tool_result", "tool_use_id": "call_logs", "content": LOGS_TEXT},
                {"type": "tool_result", "tool_use_id": "call_metrics", "content": FAIL, "is_error": True},
            ],
        },
        {"role": "assistant", "content": [b.model_dump() for b in turn(uses(2), "tool_use").content]},
        {
            "role": "user",
            "content": [
                {"type": "tool_result", "tool_use_id": "call_kb", "content": [{"type": "text", "text": KB_TEXT}]}
            ],
        },
    ]
    TypeAdapter(list[MessageParam]).validate_python(messages)  # the SDK's own request types accept them
    final = turn([TextBlock(type="text", text=ANSWER)], "end_turn")
    return {"model": "claude-sonnet-4-5", "max_tokens": 1024, "messages": messages, "response": final.model_dump()}


def langchain_messages() -> list:
    """The conversation as langchain-core messages."""
    from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage

    def calls(rnd: int) -> list:
        return [{"name": tool, "args": inp, "id": cid, "type": "tool_call"} for cid, r, tool, inp in CALLS if r == rnd]

    return [
        SystemMessage(content="You are an SRE assistant."),
        HumanMessage(content=QUERY),
        AIMessage(content="", tool_calls=calls(1)),
        ToolMessage(content=LOGS_TEXT, tool_call_id="call_logs"),
        ToolMessage(
            content=f"Error: TimeoutError('{FAIL}')\n Please fix your mistakes.",
            tool_call_id="call_metrics",
            status="error",
        ),
        AIMessage(content=[{"type": "text", "text": "再查一下知识库。"}], tool_calls=calls(2)),
        ToolMessage(content=KB_TEXT, tool_call_id="call_kb", status="success"),
        AIMessage(content=ANSWER),
    ]


LANGCHAIN_ERROR = f"Error: TimeoutError('{FAIL}')\n Please fix your mistakes."


def langchain() -> list:
    """``messages_to_dict`` of langchain-core."""
    from langchain_core.messages import messages_to_dict

    return messages_to_dict(langchain_messages())


def langgraph_state() -> dict:
    """A LangGraph state snapshot: ``values.messages`` (langchain-core ``dumpd`` form) and the thread id."""
    from langchain_core.load import dumpd

    return {
        "values": {"messages": [dumpd(m) for m in langchain_messages()]},
        "next": [],
        "config": {"configurable": {"thread_id": SESSION, "checkpoint_ns": ""}},
    }


def _otlp_json(spans: list) -> dict:
    """Spans exported with the OTLP protobuf encoder, as OTLP/JSON (trace and span ids hex, per the spec)."""
    from google.protobuf.json_format import MessageToDict
    from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans

    data = MessageToDict(encode_spans(spans))

    def hexify(obj: Any) -> Any:
        if isinstance(obj, dict):
            return {
                k: base64.b64decode(v).hex() if k in ("traceId", "spanId", "parentSpanId") else hexify(v)
                for k, v in obj.items()
            }
        if isinstance(obj, list):
            return [hexify(x) for x in obj]
        return obj

    return hexify(data)


def _record(build) -> list:
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    build(provider.get_tracer("diagnosis-agent"))
    provider.shutdown()
    return list(exporter.get_finished_spans())


def otel_genai() -> dict:
    """OpenTelemetry SDK spans with the GenAI attributes (content capture on), exported to OTLP JSON."""
    from opentelemetry.trace import Status, StatusCode

    def build(tracer) -> None:
        t = 1_714_554_725_000_000_000
        with tracer.start_as_current_span(
            "invoke_agent sre",
            start_time=t,
            attributes={"gen_ai.operation.name": "invoke_agent", "gen_ai.conversation.id": SESSION},
        ):
            for rnd in (1, 2, 3):
                t += 1_000_000
                parts: list[dict] = [
                    {"type": "tool_call", "id": cid, "name": tool, "arguments": inp}
                    for cid, r, tool, inp in CALLS
                    if r == rnd
                ]
                if rnd == 3:
                    parts = [{"type": "text", "content": ANSWER}]
                attrs = {
                    "gen_ai.operation.name": "chat",
                    "gen_ai.request.model": "gpt-4o",
                    "gen_ai.output.messages": json.dumps([{"role": "assistant", "parts": parts}], ensure_ascii=False),
                }
                if rnd == 1:
                    attrs["gen_ai.input.messages"] = json.dumps(
                        [{"role": "user", "parts": [{"type": "text", "content": QUERY}]}], ensure_ascii=False
                    )
                span = tracer.start_span("chat gpt-4o", start_time=t, attributes=attrs)
                span.end(end_time=t + 500_000)
                for cid, r, tool, inp in CALLS:
                    if r != rnd or cid == "call_time":
                        continue
                    t += 1_000_000
                    span = tracer.start_span(
                        f"execute_tool {tool}",
                        start_time=t,
                        attributes={
                            "gen_ai.operation.name": "execute_tool",
                            "gen_ai.tool.name": tool,
                            "gen_ai.tool.call.id": cid,
                            "gen_ai.tool.type": "function",
                            "gen_ai.tool.call.arguments": json.dumps(inp, ensure_ascii=False),
                        },
                    )
                    if cid == "call_metrics":
                        span.set_attribute("error.type", "TimeoutError")
                        span.set_status(Status(StatusCode.ERROR, FAIL))
                    else:
                        span.set_attribute("gen_ai.tool.call.result", LOGS_TEXT if cid == "call_logs" else KB_TEXT)
                    span.end(end_time=t + 250_000_000)
            # get_current_time was issued (named in round 2's output) but its span never ended: no result

    return _otlp_json(_record(build))


def openinference() -> dict:
    """OpenTelemetry SDK spans with OpenInference attributes, exported to OTLP JSON."""
    from opentelemetry.trace import Status, StatusCode

    def build(tracer) -> None:
        t = 1_714_554_725_000_000_000
        with tracer.start_as_current_span(
            "agent",
            start_time=t,
            attributes={"openinference.span.kind": "AGENT", "session.id": SESSION, "input.value": QUERY},
        ):
            for rnd in (1, 2, 3):
                t += 1_000_000
                attrs = {
                    "openinference.span.kind": "LLM",
                    "llm.model_name": "gpt-4o",
                    "llm.output_messages.0.message.role": "assistant",
                }
                if rnd == 1:
                    attrs |= {
                        "llm.input_messages.0.message.role": "user",
                        "llm.input_messages.0.message.content": QUERY,
                    }
                if rnd == 3:
                    attrs["llm.output_messages.0.message.content"] = ANSWER
                for j, (cid, _, tool, inp) in enumerate(c for c in CALLS if c[1] == rnd):
                    pre = f"llm.output_messages.0.message.tool_calls.{j}.tool_call"
                    attrs |= {
                        f"{pre}.id": cid,
                        f"{pre}.function.name": tool,
                        f"{pre}.function.arguments": json.dumps(inp, ensure_ascii=False),
                    }
                span = tracer.start_span("ChatCompletion", start_time=t, attributes=attrs)
                span.end(end_time=t + 500_000)
                for cid, r, tool, inp in CALLS:
                    if r != rnd or cid == "call_time":
                        continue
                    t += 1_000_000
                    span = tracer.start_span(
                        tool,
                        start_time=t,
                        attributes={
                            "openinference.span.kind": "TOOL",
                            "tool.name": tool,
                            "tool_call.id": cid,
                            "input.value": json.dumps(inp, ensure_ascii=False),
                            "input.mime_type": "application/json",
                        },
                    )
                    if cid == "call_metrics":
                        span.set_status(Status(StatusCode.ERROR, FAIL))
                    else:
                        span.set_attribute("output.value", LOGS_TEXT if cid == "call_logs" else KB_TEXT)
                    span.end(end_time=t + 250_000_000)

    return _otlp_json(_record(build))


def spring_ai() -> list:
    """Spring AI messages as Jackson writes them with default typing (``@class``, wrapper arrays)."""
    pkg = "org.springframework.ai.chat.messages."

    def calls(rnd: int) -> list:
        return [
            "java.util.ArrayList",
            [
                {
                    "@class": pkg + "AssistantMessage$ToolCall",
                    "id": cid,
                    "type": "function",
                    "name": tool,
                    "arguments": json.dumps(inp, ensure_ascii=False),
                }
                for cid, r, tool, inp in CALLS
                if r == rnd
            ],
        ]

    def responses(items: list) -> list:
        return [
            "java.util.ArrayList",
            [
                {"@class": pkg + "ToolResponseMessage$ToolResponse", "id": cid, "name": name, "responseData": data}
                for cid, name, data in items
            ],
        ]

    return [
        "java.util.ArrayList",
        [
            {"@class": pkg + "SystemMessage", "messageType": "SYSTEM", "text": "You are an SRE assistant."},
            {
                "@class": pkg + "UserMessage",
                "messageType": "USER",
                "text": QUERY,
                "metadata": {"@class": "java.util.HashMap", "messageType": "USER"},
                "media": ["java.util.ArrayList", []],
            },
            {"@class": pkg + "AssistantMessage", "messageType": "ASSISTANT", "text": "", "toolCalls": calls(1)},
            {
                "@class": pkg + "ToolResponseMessage",
                "messageType": "TOOL",
                "text": "",
                "responses": responses(
                    [("call_logs", "query_logs", LOGS_TEXT), ("call_metrics", "query_metrics", f"Tool failed: {FAIL}")]
                ),
            },
            {
                "@class": pkg + "AssistantMessage",
                "messageType": "ASSISTANT",
                "text": "再查一下知识库。",
                "toolCalls": calls(2),
            },
            {
                "@class": pkg + "ToolResponseMessage",
                "messageType": "TOOL",
                "text": "",
                "responses": responses([("call_kb", "lookup_knowledge", KB_TEXT)]),
            },
            {
                "@class": pkg + "AssistantMessage",
                "messageType": "ASSISTANT",
                "text": ANSWER,
                "toolCalls": ["java.util.ArrayList", []],
            },
        ],
    ]


def spring_ai_plain() -> dict:
    """The plain Jackson form (no type info), in a chat-memory dump with its conversation id."""

    def strip(obj: Any) -> Any:
        if isinstance(obj, list) and len(obj) == 2 and obj[0] == "java.util.ArrayList":
            return strip(obj[1])
        if isinstance(obj, dict):
            return {k: strip(v) for k, v in obj.items() if k != "@class"}
        if isinstance(obj, list):
            return [strip(x) for x in obj]
        return obj

    return {"conversationId": SESSION, "messages": strip(spring_ai())}


def agentscope() -> dict:
    """AgentScope 2.x ``Msg`` dicts: tool_call / tool_result blocks with ``state``."""

    def block_calls(rnd: int) -> list:
        return [
            {
                "type": "tool_call",
                "id": cid,
                "name": tool,
                "input": json.dumps(inp, ensure_ascii=False),
                "state": "finished",
            }
            for cid, r, tool, inp in CALLS
            if r == rnd
        ]

    reply = [
        *block_calls(1),
        {
            "type": "tool_result",
            "id": "call_logs",
            "name": "query_logs",
            "output": [{"type": "text", "text": LOGS_TEXT}],
            "state": "success",
        },
        {"type": "tool_result", "id": "call_metrics", "name": "query_metrics", "output": FAIL, "state": "error"},
        {"type": "text", "text": "再查一下知识库。"},
        *block_calls(2),
        {"type": "tool_result", "id": "call_kb", "name": "lookup_knowledge", "output": KB_TEXT, "state": "success"},
        {"type": "tool_result", "id": "call_time", "name": "get_current_time", "output": "", "state": "running"},
        {"type": "text", "text": ANSWER},
    ]
    return {
        "session_id": SESSION,
        "messages": [
            {"id": "m1", "name": "operator", "role": "user", "content": [{"type": "text", "text": QUERY}]},
            {"id": "m2", "name": "SREAgent", "role": "assistant", "content": reply},
        ],
    }
