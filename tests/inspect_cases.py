"""Inputs the inspector tests share: dev cases of every verdict, a hostile input, a long item, stored sessions."""

from __future__ import annotations

import json
from functools import lru_cache
from html.parser import HTMLParser
from pathlib import Path

from engine.chat import ChatService
from engine.replay import RecordedSession, ReplayExecutor, ReplayPlanner
from engine.store import SessionStore

ROOT = Path(__file__).resolve().parent.parent
DEV = ROOT / "benchmarks" / "data" / "dev.jsonl"
SESSIONS = ROOT / "benchmarks" / "examples" / "sessions"
LABELS = ("direct_evidence", "indirect_support", "no_evidence", "contradicted")
#: Dev cases the browser opens: every verdict; failed, no-hit and deduped gaps; fabrication, value, status and
#: negation contradictions; a round-2 input (retry_context); an answer with no checkable fact.
PASS_CASES = ("dev-db_pool-002", "dev-db_pool-026", "dev-jvm_gc-018")  # the last has a non-critical claim
LOW_CONFID_CASES = ("dev-db_pool-001", "dev-db_pool-008", "dev-db_pool-016", "dev-redis_memory-012")
REJECT_CASES = ("dev-db_pool-012", "dev-db_pool-014", "dev-db_pool-003", "dev-kafka_lag-022")
BROWSER_CASES = PASS_CASES + LOW_CONFID_CASES + REJECT_CASES
#: Strings that would be markup, script or an attribute break if any text escaped the escaping.
HOSTILE = (
    "</script><script>window.__pwned = 1</script>",
    '<img src=x onerror="window.__pwned=2">',
    "\"'><svg onload=alert(3)>",
    "</textarea></template><template>",
    "\x00\x07 控制字符 \u202e",  # (a lone surrogate is refused before any page: engine.guard, E102)
)


@lru_cache(maxsize=1)
def dev_cases() -> dict[str, dict]:
    """Every dev case by id."""
    return {c["case_id"]: c for c in (json.loads(line) for line in DEV.read_text(encoding="utf-8").splitlines())}


def hostile_input() -> dict:
    """A case input whose query, answer, tool input and output all hold :data:`HOSTILE` strings."""
    evil = " ".join(HOSTILE)
    logs = {
        "total": 2,
        "logs": [
            {
                "ts": "2026-03-02T14:20:05Z",
                "level": "ERROR",
                "service": "order-svc",
                "host": "node-a1",
                "message": f"ERR_PAY_TIMEOUT {evil}",
            },
            {
                "ts": "2026-03-02T14:20:06Z",
                "level": "WARN",
                "service": "order-svc",
                "host": "node-a1",
                "message": HOSTILE[1],
            },
        ],
    }
    answer = f"order-svc 日志报 ERR_PAY_TIMEOUT {HOSTILE[0]}。order-svc 出现 ERR_NOT_IN_TRACE_77 {HOSTILE[2]}。"
    return {
        "original_query": f"order-svc 为什么报错？{evil}",
        "executor_final_answer": answer,
        "tool_invocations": [
            {
                "invocation_id": f"inv-1{HOSTILE[2]}",
                "session_id": "s",
                "round": 1,
                "tool_name": "query_logs",
                "input": {"service": "order-svc", "q": evil},
                "output": logs,
                "success": True,
            },
            {
                "invocation_id": "inv-2",
                "session_id": "s",
                "round": 1,
                "tool_name": "query_metrics",
                "input": {"service": evil},
                "output": None,
                "success": False,
                "error": f"timeout {evil}",
            },
        ],
    }


def long_item_input(n: int = 1000) -> dict:
    """A VerifierInput whose one item has ``n`` log records; only the last one names ERR_ONLY_IN_LAST."""
    lines = [
        f"#{i} log level=INFO service=static-web host=node-b{i % 7} | request {i} served in 12ms" for i in range(n - 1)
    ]
    lines.append(f"#{n - 1} log level=ERROR service=order-svc host=node-a1 | ERR_ONLY_IN_LAST raised by checkout")
    return {
        "original_query": "order-svc 为什么报错？",
        "executor_final_answer": "order-svc 日志报 ERR_ONLY_IN_LAST。",
        "tool_trace_summary": [
            {
                "trace_ref": "T1",
                "tool_name": "query_logs",
                "round": 1,
                "success": True,
                "input_summary": "service=order-svc",
                "output_summary": "\n".join(lines),
                "evidence_level": "direct",
                "source_invocation_ids": ["inv-1"],
            }
        ],
    }


def stored_session(db: str, name: str) -> str:
    """Replay ``benchmarks/examples/sessions/NAME.json`` through ChatService into ``db``; returns the session id."""
    recorded = RecordedSession.load(SESSIONS / f"{name}.json")
    store = SessionStore(db)
    try:
        service = ChatService(ReplayPlanner(recorded), ReplayExecutor(recorded), store)
        return service.run(recorded.original_query, session_id=recorded.session_id).session_id
    finally:
        store.close()


class Dom(HTMLParser):
    """Every start tag of a page, with its attributes (html.parser: the browser test checks the live DOM)."""

    def __init__(self, page: str) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict[str, str]]] = []
        self.feed(page)
        self.close()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, {k: v or "" for k, v in attrs}))

    def having(self, attr: str) -> list[dict[str, str]]:
        """Attributes of every element that has ``attr``."""
        return [a for _, a in self.tags if attr in a]
