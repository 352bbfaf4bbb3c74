"""Fail closed on a failing LLM endpoint, against the real (SQLite) server and the scripted LLM.

The policy (README, "Fail closed"): when ``extract: llm`` cannot get an answer from the endpoint
(it hangs past the request's budget, or answers 500), the verification falls back to the rule
extractor within the deadline, and the response and the metrics say so. The verdict is then the
rules verdict for the same input, never a better one: a PASS after an LLM failure is the PASS the
rules give on the tool evidence, not one the error produced.
"""

from __future__ import annotations

import httpx
import pytest

from tests.llm_server import Reply, error, ok
from tests.serve.faults import natural_language_cases

DEADLINE_MS = 1500
CASES = 4


def _fallbacks(server) -> dict[str, float]:
    counts: dict[str, float] = {}
    for line in httpx.get(server.base_url + "/metrics", timeout=30).text.splitlines():
        if line.startswith("cv_llm_fallbacks_total{"):
            labels, value = line.rsplit(" ", 1)
            counts[labels.split('reason="', 1)[1].split('"', 1)[0]] = float(value)
    return counts


@pytest.mark.parametrize(
    "reply,reason",
    [(Reply(200, {"facts": []}, delay=30.0), "timeout"), (error(500), "http_500")],
    ids=["hangs", "http_500"],
)
def test_llm_failure_falls_back_to_the_rules_verdict(sqlite_server, llm, reply, reason):
    bodies = natural_language_cases(CASES)
    with sqlite_server.client(timeout=60) as c:
        rules = [c.post("/v1/verify", json={**b, "extract": "rules"}).json() for b in bodies]
        assert "PASS" in {r["verdict"] for r in rules}  # the policy case: rules alone would pass one
        before = _fallbacks(sqlite_server)
        llm.script([reply])
        try:
            got = [
                c.post("/v1/verify", json={**b, "extract": "llm"}, headers={"X-Deadline-Ms": str(DEADLINE_MS)})
                for b in bodies
            ]
            requests_seen = len(llm.requests)
        finally:
            llm.script([ok('{"facts": []}')])
    after = _fallbacks(sqlite_server)
    assert [r.status_code for r in got] == [200] * CASES
    assert requests_seen >= CASES  # the endpoint was really asked each time
    for r, rule in zip(got, rules, strict=True):
        assert r.elapsed.total_seconds() * 1000 < DEADLINE_MS + 1000  # within the deadline (plus loopback slack)
        out = r.json()
        ext = out["extraction"]
        assert ext["extraction_status"] == f"fallback:{reason}" and ext["fallback_reason"], ext
        assert out["verdict"] == rule["verdict"]  # never better than rules
        assert out["facts_checked"] == rule["facts_checked"]
    assert after.get(reason, 0) - before.get(reason, 0) == CASES


def test_no_llm_time_left_is_a_rules_fallback_not_a_call(sqlite_server, llm):
    """A deadline too short for the LLM (under the rules reserve) never calls it, and says why."""
    body = natural_language_cases(1)[0]
    llm.script([ok('{"facts": []}')])
    with sqlite_server.client(timeout=60) as c:
        r = c.post("/v1/verify", json={**body, "extract": "llm"}, headers={"X-Deadline-Ms": "200"})
        requests_seen = len(llm.requests)
    assert r.status_code in (200, 503), r.text
    if r.status_code == 200:
        assert r.json()["extraction"]["extraction_status"] == "fallback:deadline"
        assert r.json()["llm_calls"] == 0
    else:  # the whole verification did not fit in 200 ms on a loaded machine: no verdict at all
        assert r.headers["content-type"].startswith("application/problem+json")
        assert r.json()["type"].endswith("deadline-exceeded")
    assert requests_seen == 0
