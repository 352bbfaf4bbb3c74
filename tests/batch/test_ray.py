"""``chat-verifier batch --engine ray`` on a local Ray (2 CPUs): the bytes of the local engine, through a stop and a resume.

Marked ``ray`` (and ``slow``); the default ``pytest -q`` runs it, as CI does. Each run starts and
stops its own local Ray, so the test needs nothing but the ``ray`` extra that the ``test`` extra
pulls in. Ray takes seconds to start, so one test covers both claims with two Ray runs: every row
of the final OUT was written by Ray (before or after the stop), and OUT equals the local engine's
with 2 workers (tests/batch/test_cli.py shows 1 worker writes the same bytes).

The input is dev ×``CV_BATCH_RAY_COPIES`` (default 1: long enough that the stop lands mid-run)
plus the mixed good/bad file; ``CV_BATCH_RAY_COPIES=10`` is the dev ×10 run.
"""

import json
import os
import signal

import pytest

from benchmarks.batch_data import dev_copies, dev_lines, mixed_lines
from tests.batch.conftest import rows_of
from tests.batch.test_cli import interrupt

pytestmark = [pytest.mark.slow, pytest.mark.ray]

COPIES = int(os.environ.get("CV_BATCH_RAY_COPIES", "1"))


@pytest.fixture(scope="module")
def ray_input(tmp_path_factory, run_cli):
    """(input directory, OUT of the local engine with 2 workers on it)."""
    d = tmp_path_factory.mktemp("ray-in")
    dev_copies(d / "a-dev.jsonl", COPIES)
    (d / "b-mixed.jsonl").write_text("\n".join(mixed_lines(dev_lines(4))) + "\n", encoding="utf-8")
    out = tmp_path_factory.mktemp("ray-ref") / "local2.jsonl"
    r = run_cli("batch", str(d), "-o", str(out), "--workers", "2", timeout=3600)
    assert r.returncode == 2, r.stderr
    return d, out


def test_ray_stopped_by_sigterm_then_resumed_writes_the_local_engines_bytes(run_cli, ray_input, tmp_path):
    batch_input, reference = ray_input
    total = len(rows_of(reference))
    out, summary = tmp_path / "ray.jsonl", tmp_path / "summary.json"
    args = [str(batch_input), "-o", str(out), "--engine", "ray", "--workers", "2"]
    code, err = interrupt(args, out, signal.SIGTERM, total // 4, group=False)
    assert code == 128 + signal.SIGTERM, err
    assert "interrupted (SIGTERM)" in err and "Traceback" not in err
    partial = out.read_bytes()
    kept = partial.count(b"\n")
    assert partial.endswith(b"\n") and total // 4 <= kept < total  # whole rows only, stopped mid-run
    assert reference.read_bytes().startswith(partial)
    r = run_cli("batch", *args, "--resume", "--summary", str(summary), timeout=3600)
    assert r.returncode == 2, r.stderr  # the mixed file's error rows, kept
    assert out.read_bytes() == reference.read_bytes()
    s = json.loads(summary.read_text())
    assert (s["engine"], s["workers"], s["rows"], s["errors"]) == ("ray", 2, total, 9)
    assert (s["resumed"], s["verified"]) == (kept, total - kept)
    assert s["worker_peak_rss_mb"] > 0 and "Traceback" not in r.stderr
