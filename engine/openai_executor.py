"""An Executor that drives an OpenAI-compatible chat model with function calling.

The tools are the user's own callables, registered by name with a JSON Schema of their
arguments. Every call is recorded (success or failure) the moment it returns.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from engine.chat import Execution, InvocationRecorder, Plan
from engine.contracts import ToolInvocation
from engine.templates import read_template
from matchers.errors import VerifierError
from matchers.registry import Registry

log = logging.getLogger(__name__)

#: The Executor's system prompt shipped with this release.
EXECUTOR_PROMPT_ID = "executor_system.v1"


class ExecutorError(VerifierError):
    """The function-calling loop could not produce a final answer."""


@dataclass(frozen=True)
class ToolSpec:
    """A user tool: its callable, a description, and the JSON Schema of its keyword arguments."""

    name: str
    fn: Callable[..., Any]
    description: str = ""
    parameters: Mapping[str, Any] = field(default_factory=lambda: {"type": "object", "properties": {}})

    def openai_schema(self) -> dict[str, Any]:
        """The ``tools`` entry sent to the model."""
        return {
            "type": "function",
            "function": {"name": self.name, "description": self.description, "parameters": dict(self.parameters)},
        }


def tool_registry(*specs: ToolSpec) -> Registry[ToolSpec]:
    """A new registry holding ``specs`` (one per executor; no global state)."""
    reg: Registry[ToolSpec] = Registry("tool")
    for spec in specs:
        reg.register(spec.name, spec)
    return reg


def load_executor_prompt(prompt_id: str = EXECUTOR_PROMPT_ID) -> str:
    """The system prompt text from ``prompts/templates/``."""
    return read_template(f"{prompt_id}.md")


def _jsonable(value: Any) -> Any:
    try:
        json.dumps(value)
    except (TypeError, ValueError):
        return str(value)
    return value


class OpenAIExecutor:
    """Runs a plan with an OpenAI-compatible model: tool calls until the model gives a final answer.

    Args:
        client: an ``openai.OpenAI`` (or compatible) client, injected.
        model: the model name.
        tools: the tool registry (see :func:`tool_registry`).
        system_prompt: overrides the shipped prompt.
        max_steps: model calls per round before giving up.
    """

    def __init__(
        self,
        client: Any,
        model: str,
        tools: Registry[ToolSpec],
        *,
        system_prompt: str | None = None,
        max_steps: int = 8,
    ) -> None:
        self.client = client
        self.model = model
        self.tools = tools
        self.system_prompt = system_prompt if system_prompt is not None else load_executor_prompt()
        self.max_steps = max_steps

    def execute(self, query: str, plan: Plan, *, session_id: str, round: int, record: InvocationRecorder) -> Execution:
        """Loop: ask the model, run the tools it calls (recording each), until it answers."""
        steps = "\n".join(f"- {s}" for s in plan.steps)
        messages: list[dict[str, Any]] = [
            {"role": "system", "content": self.system_prompt},
            {"role": "user", "content": f"{query}\n\n计划：\n{steps}" if steps else query},
        ]
        schemas = [spec.openai_schema() for _, spec in self.tools.items()]
        calls = 0
        for _ in range(self.max_steps):
            response = self.client.chat.completions.create(
                model=self.model, messages=messages, tools=schemas, temperature=0
            )
            message = response.choices[0].message
            tool_calls = list(message.tool_calls or [])
            if not tool_calls:
                return Execution(final_answer=message.content or "", messages=tuple(messages))
            messages.append(
                {
                    "role": "assistant",
                    "content": message.content,
                    "tool_calls": [
                        {
                            "id": c.id,
                            "type": "function",
                            "function": {"name": c.function.name, "arguments": c.function.arguments},
                        }
                        for c in tool_calls
                    ],
                }
            )
            for call in tool_calls:
                calls += 1
                inv = self._invoke(call, session_id=session_id, round=round, seq=calls)
                record(inv)
                content = inv.output if inv.success else {"error": inv.error}
                messages.append(
                    {"role": "tool", "tool_call_id": call.id, "content": json.dumps(content, ensure_ascii=False)}
                )
        raise ExecutorError(f"no final answer after {self.max_steps} model calls in round {round}")

    def _invoke(self, call: Any, *, session_id: str, round: int, seq: int) -> ToolInvocation:
        name = call.function.name
        started = datetime.now(UTC)
        t0 = time.perf_counter()
        args: dict[str, Any] = {}
        output: Any = None
        error: str | None = None
        try:
            parsed = json.loads(call.function.arguments or "{}")
            if not isinstance(parsed, dict):
                raise ValueError("arguments are not a JSON object")
            args = parsed
            spec = self.tools.get(name)
            output = _jsonable(spec.fn(**args))
        except Exception as exc:  # a tool's failure is evidence of a gap, not a crash of the chat
            error = f"{type(exc).__name__}: {exc}"
            log.info("tool %s failed: %s", name, error)
        return ToolInvocation(
            invocation_id=f"r{round}-{seq}-{call.id}",
            session_id=session_id,
            round=round,
            tool_name=name,
            input=args,
            output=output,
            success=error is None,
            error=error,
            started_at=started.isoformat(),
            duration_ms=round_ms(time.perf_counter() - t0),
        )


def round_ms(seconds: float) -> float:
    """Seconds → milliseconds, to 0.001 ms."""
    return round(seconds * 1000.0, 3)
