"""A real OpenAI-compatible HTTP server on 127.0.0.1 that serves scripted chat completions.

Tests script each request's reply (status, headers such as Retry-After, body, delay; text or
tool-call messages) and the real ``openai`` client talks to it over HTTP. No network beyond
loopback, no API key. Used by the LLM extractor and the function-calling Executor tests.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Reply:
    """One scripted reply. ``body`` is a dict (sent as JSON) or a raw string."""

    status: int = 200
    body: Any = None
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0


def chat_completion(message: dict[str, Any], *, choices: bool = True) -> dict:
    """A chat.completion body whose single choice is the assistant ``message`` (none when not ``choices``)."""
    finish = "tool_calls" if message.get("tool_calls") else "stop"
    return {
        "id": "chatcmpl-test",
        "object": "chat.completion",
        "created": 1700000000,
        "model": "scripted-model",
        "choices": [{"index": 0, "message": message, "finish_reason": finish}] if choices else [],
        "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
    }


def completion(content: str | None, *, choices: bool = True) -> dict:
    """A chat.completion body whose single choice says ``content``."""
    return chat_completion({"role": "assistant", "content": content}, choices=choices)


def tool_call_message(*calls: tuple[str, str, dict[str, Any]]) -> dict[str, Any]:
    """An assistant message calling tools: ``(call_id, tool_name, arguments)`` each."""
    return {
        "role": "assistant",
        "content": None,
        "tool_calls": [
            {"id": cid, "type": "function", "function": {"name": name, "arguments": json.dumps(args)}}
            for cid, name, args in calls
        ],
    }


def message_reply(message: dict[str, Any]) -> Reply:
    """A 200 reply carrying the assistant ``message`` (text or tool calls)."""
    return Reply(200, chat_completion(message))


def ok(content: str) -> Reply:
    """A 200 reply carrying ``content`` as the assistant message."""
    return Reply(200, completion(content))


def error(status: int, message: str = "scripted error", headers: dict[str, str] | None = None) -> Reply:
    """An OpenAI-style error reply."""
    return Reply(status, {"error": {"message": message, "type": "scripted", "code": status}}, headers or {})


class ScriptedLLMServer:
    """ThreadingHTTPServer on 127.0.0.1:<free port> implementing POST /v1/chat/completions.

    ``script`` is a list of :class:`Reply` (served in order, the last one repeats) or a
    callable ``(request_json) -> Reply``. Every request body is recorded in ``requests``.
    """

    def __init__(self) -> None:
        self.requests: list[dict] = []
        self._script: list[Reply] | Callable[[dict], Reply] = [ok('{"facts": []}')]
        self._lock = threading.Lock()
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:  # keep test output clean
                pass

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length)
                try:
                    req = json.loads(raw or b"{}")
                except json.JSONDecodeError:
                    req = {"_raw": raw.decode("utf-8", "replace")}
                if not self.path.endswith("/chat/completions"):
                    reply = error(404, f"no route {self.path}")
                else:
                    reply = server._next(req)
                if reply.delay:
                    time.sleep(reply.delay)
                body = reply.body if isinstance(reply.body, str) else json.dumps(reply.body, ensure_ascii=False)
                data = body.encode("utf-8")
                try:
                    self.send_response(reply.status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    for k, v in reply.headers.items():
                        self.send_header(k, v)
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):  # the client timed out and left
                    pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        """The ``/v1`` base URL to give the OpenAI client."""
        host, port = self.httpd.server_address[:2]
        return f"http://{host}:{port}/v1"

    def script(self, replies: list[Reply] | Callable[[dict], Reply]) -> None:
        """Replace the script and forget recorded requests."""
        with self._lock:
            self._script = replies
            self.requests = []

    def _next(self, req: dict) -> Reply:
        with self._lock:
            self.requests.append(req)
            if callable(self._script):
                return self._script(req)
            i = min(len(self.requests) - 1, len(self._script) - 1)
            return self._script[i]

    def __enter__(self) -> ScriptedLLMServer:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
