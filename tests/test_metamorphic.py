"""Metamorphic suite (issue 10): every transform of ``benchmarks.metamorphic`` over dev, test and blind-dev.

Invariant transforms must change no verdict; gold transforms must give no unsafe pass. Where
today's verifier fails, the pair is ``xfail(strict=True)`` naming the issue that fixes it, so
CI stays green and the fix shows up as XPASS (then remove the mark). Figures per transform:
``python -m benchmarks.metamorphic DATA.jsonl``.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

import engine
from benchmarks.metamorphic import TRANSFORMS, run_transform
from engine.bench import load_dataset

DATA = Path(__file__).resolve().parents[1] / "benchmarks" / "data"
SETS = {"dev": DATA / "dev.jsonl", "test": DATA / "test.jsonl", "blind-dev": DATA / "blind" / "blind-dev.jsonl"}

I11 = "issue 11: record-level evidence (entity binding, identifiers by shape, excerpt forms, answer-aware summary)"

#: (data set, transform) pairs the verifier fails today, with the issue that fixes each.
KNOWN_FAILURES: dict[tuple[str, str], str] = {
    ("blind-dev", "rename_entities"): I11,
    ("dev", "excerpt_kv"): I11,
    **{("blind-dev", f"excerpt_{f}"): I11 for f in ("json", "kv", "line")},
    **{(s, "noise_lines"): I11 for s in ("dev", "blind-dev")},
}


def _verdict(inp) -> str:
    return engine.verify(inp).verdict.value


@cache
def _loaded(name: str):
    cases = load_dataset(SETS[name]).cases
    return cases, {c.case_id: _verdict(c.input) for c in cases}


def _params():
    for name in SETS:
        for t in TRANSFORMS:
            reason = KNOWN_FAILURES.get((name, t.name))
            marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
            yield pytest.param(name, t, id=f"{name}-{t.name}", marks=marks)


@pytest.mark.slow
@pytest.mark.parametrize(("name", "transform"), list(_params()))
def test_metamorphic(name, transform):
    if not SETS[name].exists():
        pytest.skip(f"{SETS[name].name} is not in this checkout")
    cases, baseline = _loaded(name)
    res = run_transform(transform, cases, _verdict, baseline)
    if res.applied == 0:
        pytest.skip(f"{transform.name} applies to no case of {name}")
    if transform.kind == "invariant":
        assert not res.changed, f"{len(res.changed)}/{res.applied} verdicts changed: {res.changed[:10]}"
    else:
        assert not res.unsafe, f"{len(res.unsafe)}/{res.applied} unsafe passes: {res.unsafe[:10]}"
