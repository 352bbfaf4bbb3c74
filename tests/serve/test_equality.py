"""Byte equality with the CLI: every dev case through ``POST /v1/verify`` gives exactly ``chat-verifier verify``'s line.

The response text must start with the CLI's line minus its closing brace; only the service's
four audit keys follow.
"""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor

import pytest

from tests.conftest import ROOT
from tests.serve.conftest import case_body

pytestmark = [pytest.mark.slow]

DEV = ROOT / "benchmarks" / "data" / "dev.jsonl"
AUDIT_KEYS = ["llm_calls", "verifier_version", "ruleset_hash", "request_hash"]


def test_every_dev_case_is_byte_identical_to_the_cli(sqlite_server, run_cli):
    cases = [json.loads(line) for line in DEV.read_text(encoding="utf-8").splitlines() if line.strip()]
    cli = run_cli("verify", str(DEV), timeout=900)
    assert cli.returncode == 0, cli.stderr[-2000:]
    lines = cli.stdout.splitlines()
    assert len(lines) == len(cases) > 700
    with sqlite_server.client() as c, ThreadPoolExecutor(4) as pool:
        texts = list(pool.map(lambda case: c.post("/v1/verify", json=case_body(case)).text, cases))
    mismatched = []
    for case, line, text in zip(cases, lines, texts, strict=True):
        tail = json.loads(text)
        if not text.startswith(line[:-1] + ",") or list(tail)[-4:] != AUDIT_KEYS:
            mismatched.append(case["case_id"])
    assert mismatched == []
