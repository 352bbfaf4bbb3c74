"""Fault injection under load (short runs; ``benchmarks/serve_faults.py`` runs them longer and prints the counts).

A private PostgreSQL cluster backs a 2-worker server here, so stopping the database never touches
the shared one: session routes answer 503 while it is down, /v1/verify is unaffected, and no
acknowledged round is lost. A scripted LLM that hangs or fails gives rule-based answers within the
deadline, never a better verdict than rules. A worker killed by SIGKILL loses no acknowledged round.
"""

from __future__ import annotations

import pytest

from tests.serve.conftest import SERVE_CONFIG
from tests.serve.faults import database_outage, kill_worker, llm_faults
from tests.serve.harness import PrivateCluster, ServeProcess

pytestmark = [pytest.mark.slow, pytest.mark.postgres]


@pytest.fixture(scope="module")
def cluster():
    c = PrivateCluster().init()
    try:
        yield c
    finally:
        c.destroy()


@pytest.fixture(scope="module")
def fault_server(cluster, llm, tmp_path_factory):
    config = {**SERVE_CONFIG, "llm": {"base_url": llm.base_url, "model": "scripted-model", "timeout_s": 5}}
    with ServeProcess(tmp_path_factory.mktemp("faults"), db=cluster.url, config=config) as server:
        yield server


def test_database_outage(fault_server, cluster):
    result = database_outage(fault_server, cluster, before_s=1.5, outage_s=2.5, after_s=3.0)
    during = result["phases"]["during"]
    assert during["rounds"].get("503", 0) > 0 and set(during["rounds"]) <= {"200", "503"}, result
    assert set(result["total"]["verify"]) == {"200"}, result  # unaffected throughout
    assert result["phases"]["after"]["rounds"].get("200", 0) > 0, result  # recovered
    assert result["acknowledged_rounds"] > 0 and result["lost_rounds"] == [], result


def test_llm_hangs_or_fails(fault_server, llm):
    result = llm_faults(fault_server, llm, deadline_ms=2000, cases=6)
    for fault, expected in (("hang", "fallback:timeout"), ("http_500", "fallback:http_500")):
        got = result[fault]
        assert got["responses"] == {"200": 6}, result
        assert got["extraction"] == {expected: 6}, result
        assert got["slowest_ms"] < 2000 + 1500, result  # within the deadline (plus loopback slack)
        assert got["verdict_differs_from_rules"] == [] and got["pass_where_rules_is_not"] == [], result
        assert got["llm_requests"] >= 6, result


def test_worker_killed_mid_request(fault_server):
    result = kill_worker(fault_server, before_s=1.5, after_s=2.5)
    assert result["acknowledged_rounds"] > 0 and result["lost_rounds"] == [], result
    assert result["worker_replaced"], result
