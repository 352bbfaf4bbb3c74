"""Batch test inputs shared by the local and the Ray tests: dev copies plus a mixed good/bad file, and a reference OUT.

``CV_BATCH_CASES`` (dev cases per copy, default 100) and ``CV_BATCH_COPIES`` (default 2) size the
input; ``CV_BATCH_CASES=746 CV_BATCH_COPIES=10`` runs the engine-identity tests on the whole of dev ×10.
"""

import json
import os

import pytest

from benchmarks.batch_data import dev_copies, dev_lines, mixed_lines

#: dev cases per copy and copies in the shared input (the Ray test uses it too).
CASES = int(os.environ.get("CV_BATCH_CASES", "100"))
COPIES = int(os.environ.get("CV_BATCH_COPIES", "2"))


def rows_of(path):
    """OUT's rows; OUT ends with a newline (whole rows only)."""
    data = path.read_bytes()
    assert data.endswith(b"\n")
    return [json.loads(line) for line in data.decode("utf-8").splitlines()]


@pytest.fixture(scope="session")
def batch_input(tmp_path_factory):
    """dev copies plus a mixed good/bad file, in one directory (read in name order)."""
    d = tmp_path_factory.mktemp("batch-in")
    dev_copies(d / "a-dev.jsonl", COPIES, cases=CASES)
    (d / "b-mixed.jsonl").write_text("\n".join(mixed_lines(dev_lines(4))) + "\n", encoding="utf-8")
    return d


@pytest.fixture(scope="session")
def reference(batch_input, tmp_path_factory, run_cli):
    """OUT of an uninterrupted local run with 2 workers."""
    out = tmp_path_factory.mktemp("batch-ref") / "out.jsonl"
    r = run_cli("batch", str(batch_input), "-o", str(out), "--workers", "2", timeout=3600)
    assert r.returncode == 2, r.stderr  # the mixed file's bad lines
    return out
