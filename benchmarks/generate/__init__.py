"""Deterministic generator of the labeled fact sets ``benchmarks/data/dev.jsonl`` and ``test.jsonl``.

Regenerate both files (byte-identical for the same code): ``python -m benchmarks.generate``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from benchmarks.generate.cases import generate_set
from benchmarks.generate.phrasing import DEV, TEST
from benchmarks.generate.phrasing_dev_b import DEV_B

DATA = Path(__file__).resolve().parents[1] / "data"
DEV_SEED = 20260401
TEST_SEED = 99173
DEV_PER_FAMILY = 26
#: Second dev bank (``devb-*`` cases): own templates, layouts, queries and seed; appended after the hard cases.
DEVB_SEED = 20261129
DEVB_PER_FAMILY = 14
TEST_PER_FAMILY = 10


def dev_cases() -> list[dict[str, Any]]:
    """Generated dev cases (DEV bank), the hand-written hard cases, then the DEV_B bank's cases."""
    from benchmarks.generate.hard_cases import hard_cases

    return (generate_set(DEV, DEV_SEED, DEV_PER_FAMILY, "queries") + hard_cases()
            + generate_set(DEV_B, DEVB_SEED, DEVB_PER_FAMILY, DEV_B.queries))


def test_cases() -> list[dict[str, Any]]:
    """Held-out test cases: the TEST phrasing bank, its own seed and query templates."""
    return generate_set(TEST, TEST_SEED, TEST_PER_FAMILY, "test_queries")


def dumps(cases: list[dict[str, Any]]) -> str:
    """JSON Lines text of ``cases`` (stable key order, UTF-8, no NaN)."""
    return "".join(json.dumps(c, ensure_ascii=False, allow_nan=False) + "\n" for c in cases)


def write_all(out_dir: Path = DATA) -> dict[str, int]:
    """Write dev.jsonl and test.jsonl into ``out_dir``; return the case counts."""
    out_dir.mkdir(parents=True, exist_ok=True)
    dev, test = dev_cases(), test_cases()
    (out_dir / "dev.jsonl").write_text(dumps(dev), encoding="utf-8")
    (out_dir / "test.jsonl").write_text(dumps(test), encoding="utf-8")
    return {"dev": len(dev), "test": len(test)}
