"""Schema fuzzing of the real server with schemathesis: no server error, every response as documented.

CI runs the fuzzing phase on every operation (about 250 requests); the full run of every
phase, over 2,000 requests, is ``benchmarks/serve_fuzz.py``.
"""

from __future__ import annotations

import pytest

from tests.serve.harness import run_schemathesis

pytestmark = [pytest.mark.slow]


def test_schemathesis_finds_nothing(sqlite_server, tmp_path):
    result = run_schemathesis(sqlite_server, max_examples=60, phases="fuzzing", report=tmp_path / "st.json")
    assert result["exit_code"] == 0, result["output_tail"]
    assert result["failures"] == [] and result["errors"] == []
    requests = result["requests"]
    assert sum(requests.values()) >= 240, requests
    server_errors = {k: v for k, v in requests.items() if k.startswith("5") and k != "503"}
    assert server_errors == {}, requests
