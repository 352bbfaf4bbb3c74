"""Fault injection under load against the real server: the database stopped and restarted, a hanging or
failing LLM endpoint, a worker killed by SIGKILL. Shared by tests/serve/test_faults.py (short runs) and
benchmarks/serve_faults.py (longer runs that print the counts).

Every load loop is bounded in time and count and talks only to 127.0.0.1. "Acknowledged" means the
server answered 200; every acknowledged round must be in the store afterwards.
"""

from __future__ import annotations

import json
import os
import signal
import threading
import time
import uuid
from collections import Counter
from collections.abc import Callable
from typing import Any

import httpx

from extractors import parse_executor_output
from tests.conftest import EXAMPLES, ROOT
from tests.llm_server import Reply, ScriptedLLMServer, error, ok
from tests.serve.harness import PrivateCluster, ServeProcess

#: The longest any load loop may run, whatever a caller asks (seconds).
MAX_LOOP_S = 300
#: Requests one load loop may send at most.
MAX_REQUESTS = 50_000


def _recorded(name: str) -> dict[str, Any]:
    return json.loads((EXAMPLES / "sessions" / f"{name}.json").read_text(encoding="utf-8"))


def _round1(recorded: dict[str, Any]) -> dict[str, Any]:
    rnd = recorded["rounds"][0]
    rows = [{k: v for k, v in inv.items() if k not in ("session_id", "round")} for inv in rnd["tool_invocations"]]
    return {
        "original_query": recorded["original_query"],
        "executor_final_answer": rnd["executor_final_answer"],
        "tool_invocations": rows,
    }


def verify_cases(n: int = 40) -> list[dict[str, Any]]:
    """The first ``n`` dev cases as /v1/verify bodies."""
    out = []
    with open(ROOT / "benchmarks" / "data" / "dev.jsonl", encoding="utf-8") as f:
        for line in f:
            case = json.loads(line)
            out.append({"case_id": case["case_id"], **case["input"]})
            if len(out) == n:
                break
    return out


def natural_language_cases(n: int = 12) -> list[dict[str, Any]]:
    """Dev cases whose answer is not the structured contract (so ``extract`` decides the facts)."""
    out = []
    with open(ROOT / "benchmarks" / "data" / "dev.jsonl", encoding="utf-8") as f:
        for line in f:
            case = json.loads(line)
            if not parse_executor_output(case["input"]["executor_final_answer"]).ok:
                out.append({"case_id": case["case_id"], **case["input"]})
                if len(out) == n:
                    break
    return out


class Load:
    """Threads that send requests until :meth:`stop` (or the loop's bounds); results are counted per kind."""

    def __init__(self, server: ServeProcess) -> None:
        self.server = server
        self.stop_event = threading.Event()
        self.lock = threading.Lock()
        self.counts: dict[str, Counter[str]] = {}
        self.acked: list[str] = []
        self.sent = 0
        self.threads: list[threading.Thread] = []
        self.started = time.monotonic()

    def _count(self, kind: str, outcome: str) -> None:
        with self.lock:
            self.counts.setdefault(kind, Counter())[outcome] += 1
            self.sent += 1

    def _running(self) -> bool:
        return (
            not self.stop_event.is_set() and self.sent < MAX_REQUESTS and time.monotonic() - self.started < MAX_LOOP_S
        )

    def verify_loop(self) -> None:
        """POST /v1/verify with dev cases, round robin."""
        cases = verify_cases()
        with self.server.client(timeout=30) as c:
            i = 0
            while self._running():
                try:
                    r = c.post("/v1/verify", json=cases[i % len(cases)])
                    self._count("verify", str(r.status_code))
                except httpx.HTTPError as exc:
                    self._count("verify", type(exc).__name__)
                i += 1

    def rounds_loop(self, retries: int = 0) -> None:
        """POST round 1 of a fresh session (final: the 'pass' recording) with an Idempotency-Key.

        A connection error is retried ``retries`` times with the same key and body, as a client
        that lost its answer would; the response of a retry counts like any other.
        """
        body = _round1(_recorded("pass"))
        with self.server.client(timeout=30) as c:
            while self._running():
                sid = f"f-{uuid.uuid4().hex[:16]}"
                headers = {"Idempotency-Key": f"key-{sid}"}
                for attempt in range(retries + 1):
                    try:
                        r = c.post(f"/v1/sessions/{sid}/rounds", json=body, headers=headers)
                    except httpx.HTTPError as exc:
                        self._count("rounds", type(exc).__name__)
                        if attempt < retries:
                            self._count("rounds", "retried")
                            continue
                        break
                    self._count("rounds", str(r.status_code))
                    if r.status_code == 200:
                        with self.lock:
                            self.acked.append(sid)
                    break

    def start(self, target: Callable[[], None], n: int) -> None:
        """Start ``n`` threads running ``target``."""
        for _ in range(n):
            t = threading.Thread(target=target, daemon=True)
            t.start()
            self.threads.append(t)

    def stop(self) -> None:
        """Stop every loop and wait for the threads."""
        self.stop_event.set()
        for t in self.threads:
            t.join(60)

    def snapshot(self) -> dict[str, dict[str, int]]:
        """The counts so far."""
        with self.lock:
            return {k: dict(v) for k, v in self.counts.items()}


def lost_rounds(server: ServeProcess, session_ids: list[str]) -> list[str]:
    """The acknowledged sessions whose round 1 is not in the store (read back through the API)."""
    lost = []
    with server.client(timeout=30) as c:
        for sid in session_ids:
            r = c.get(f"/v1/sessions/{sid}")
            rounds = (
                r.json().get("self_evaluation", {}).get("verifier_evaluation", {}).get("rounds", [])
                if (r.status_code == 200)
                else []
            )
            if len(rounds) != 1:
                lost.append(sid)
    return lost


def _diff(after: dict[str, dict[str, int]], before: dict[str, dict[str, int]]) -> dict[str, dict[str, int]]:
    return {
        k: {s: n - before.get(k, {}).get(s, 0) for s, n in v.items() if n - before.get(k, {}).get(s, 0)}
        for k, v in after.items()
    }


def database_outage(
    server: ServeProcess, cluster: PrivateCluster, *, before_s: float, outage_s: float, after_s: float
) -> dict[str, Any]:
    """Load /v1/verify and session rounds; stop the server's PostgreSQL mid-run, then start it again.

    Returns the response counts per phase (before, during, after the outage) and the acknowledged
    rounds missing from the store afterwards (must be none).
    """
    load = Load(server)
    load.start(load.verify_loop, 2)
    load.start(load.rounds_loop, 2)
    phases: dict[str, Any] = {}
    try:
        time.sleep(before_s)
        mark = load.snapshot()
        cluster.stop()
        try:
            time.sleep(outage_s)
            during = load.snapshot()
        finally:
            cluster.start()  # never left down
        phases["during"] = _diff(during, mark)
        time.sleep(after_s)
    finally:
        load.stop()
    end = load.snapshot()
    phases["before"] = mark
    phases["after"] = _diff(end, during)
    return {
        "phases": phases,
        "total": end,
        "acknowledged_rounds": len(load.acked),
        "lost_rounds": lost_rounds(server, load.acked),
    }


def llm_faults(server: ServeProcess, llm: ScriptedLLMServer, *, deadline_ms: int, cases: int = 8) -> dict[str, Any]:
    """``extract: llm`` against an endpoint that hangs, then one that answers 500; each case also with rules.

    Returns per fault: responses by status, the extraction statuses, the slowest answer in ms, and
    the cases whose verdict differs from the rules one or is PASS where rules is not (must be none).
    """
    bodies = natural_language_cases(cases)
    out: dict[str, Any] = {}
    with server.client(timeout=60) as c:
        rules = {b["case_id"]: c.post("/v1/verify", json={**b, "extract": "rules"}).json()["verdict"] for b in bodies}
        for name, reply in (("hang", Reply(200, {"facts": []}, delay=30.0)), ("http_500", error(500))):
            llm.script([reply])
            statuses: Counter[str] = Counter()
            extraction: Counter[str] = Counter()
            differs, passes, slowest = [], [], 0.0
            for b in bodies:
                t0 = time.monotonic()
                r = c.post("/v1/verify", json={**b, "extract": "llm"}, headers={"X-Deadline-Ms": str(deadline_ms)})
                slowest = max(slowest, (time.monotonic() - t0) * 1000)
                statuses[str(r.status_code)] += 1
                if r.status_code != 200:
                    continue
                got = r.json()
                extraction[got["extraction"]["extraction_status"]] += 1
                if got["verdict"] != rules[b["case_id"]]:
                    differs.append(b["case_id"])
                if got["verdict"] == "PASS" and rules[b["case_id"]] != "PASS":
                    passes.append(b["case_id"])
            out[name] = {
                "responses": dict(statuses),
                "extraction": dict(extraction),
                "slowest_ms": round(slowest, 1),
                "llm_requests": len(llm.requests),
                "verdict_differs_from_rules": differs,
                "pass_where_rules_is_not": passes,
                "rules_verdicts": dict(Counter(rules.values())),
            }
    llm.script([ok('{"facts": []}')])
    return out


def kill_worker(server: ServeProcess, *, before_s: float, after_s: float, retries: int = 3) -> dict[str, Any]:
    """Session rounds under load (4 threads); SIGKILL one worker mid-run; every acknowledged round must be stored.

    Clients retry a request whose connection broke with the same Idempotency-Key (``retries`` times).
    """
    load = Load(server)
    load.start(lambda: load.rounds_loop(retries=retries), 4)
    try:
        time.sleep(before_s)
        victims = server.worker_pids()
        os.kill(victims[0], signal.SIGKILL)
        time.sleep(after_s)
    finally:
        load.stop()
    replaced = False
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and not replaced:
        pids = server.worker_pids()
        replaced = len(pids) == server.workers and victims[0] not in pids
        time.sleep(0.5)
    return {
        "killed_pid": victims[0],
        "responses": load.snapshot().get("rounds", {}),
        "acknowledged_rounds": len(load.acked),
        "lost_rounds": lost_rounds(server, load.acked),
        "worker_replaced": replaced,
    }
