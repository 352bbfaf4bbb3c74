"""Batch inputs built from the dev set: N shuffled copies with fresh case ids (``dev ×N``), and a mixed good/bad file.

Used by ``benchmarks/bench_batch.py`` and by the batch tests, so both run on the same shapes.
Copy ``k`` is dev in the order of ``random.Random(seed + k)``, each case id suffixed ``~k``.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

DEV = Path(__file__).resolve().parent / "data" / "dev.jsonl"


def dev_lines(cases: int | None = None) -> list[str]:
    """The dev set's lines (the first ``cases`` of them, when given)."""
    lines = [line for line in DEV.read_text(encoding="utf-8").splitlines() if line.strip()]
    return lines[:cases] if cases is not None else lines


def dev_copies(path: Path, copies: int, *, cases: int | None = None, seed: int = 16) -> int:
    """Write ``copies`` shuffled copies of dev (or of its first ``cases``) to ``path``; returns the line count."""
    base = [json.loads(line) for line in dev_lines(cases)]
    n = 0
    with path.open("w", encoding="utf-8") as out:
        for k in range(copies):
            order = list(range(len(base)))
            random.Random(seed + k).shuffle(order)
            for i in order:
                out.write(json.dumps({**base[i], "case_id": f"{base[i]['case_id']}~{k}"}, ensure_ascii=False) + "\n")
                n += 1
    return n


#: Bad lines of the mixed file, each with what its error row says (code, and a piece of the message).
BAD_LINES: list[tuple[str, str, str]] = [
    ("{not json", "E101", "invalid JSON"),
    ("[1, 2]", "E102", "expected a JSON object"),
    ('{"case_id": "nan-1", "input": {"original_query": NaN}}', "E101", "NaN is not a JSON value"),
    ('{"case_id": "wrong-type", "input": {"original_query": 5, "executor_final_answer": "x", "tool_invocations": []}}',
     "E102", "original_query"),
    ('{"case_id": "no-answer", "input": {"original_query": "q", "tool_invocations": []}}', "E103",
     "executor_final_answer"),
    ('{"case_id": "surrogate", "input": {"original_query": "\\ud800", "executor_final_answer": "x", '
     '"tool_invocations": []}}', "E102", "lone UTF-16 surrogate"),
    ('{"case_id": "deep", "input": ' + "[" * 5000 + "]" * 5000 + "}", "E104", "max_json_depth"),
    ('{"case_id": {"a": 1}, "input": {}}', "E102", "case_id"),
    ('{"case_id": "bad-input", "input": 7}', "E102", "must be an object"),
]


def mixed_lines(good: list[str]) -> list[str]:
    """``good`` lines with a bad line after each of the first ones, a blank line and a bare input among them."""
    lines: list[str] = []
    bad = [b for b, _, _ in BAD_LINES]
    for i, line in enumerate(good):
        lines.append(line)
        if i < len(bad):
            lines.append(bad[i])
        if i == 1:
            lines.append("   ")
    lines.extend(bad[len(good) :])
    bare = json.loads(good[0])["input"]
    lines.append(json.dumps(bare, ensure_ascii=False))  # no case_id: its row's case_id is FILE:LINE
    return lines
