"""CPU cost of importing + verifying a 200-message conversation vs verifying its native rows.

The conversation is built from the dev set's own rows: the tool invocations of consecutive dev
cases (their real outputs) become the rounds of one long session — two parallel calls per model
turn, each followed by its result — until the openai_chat form has 200 messages besides its system prompt (user,
66 turns × (assistant + 2 tool results), final answer). The answer is the last case's. Every
format is written from the same rows by the tests' round-trip converter
(``tests/importers/convert.py``), so each carries the same 132 calls.

Run: ``.venv/bin/python benchmarks/bench_importers.py [--repeat N] [--json]``. Prints, per
format, the median over N runs (default 7, at least 5) of the process CPU time of
``verify_trace`` (JSON text → parse → import → verify) and of ``verify`` on the native rows
(JSON text → parse → verify), and their ratio; the target is ≤ 2×.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engine
from tests.importers.convert import CALLER_SESSION, FORMATS, convert

DEV = Path(__file__).resolve().parent / "data" / "dev.jsonl"
TURNS = 66
TARGET = 2.0


def conversation() -> dict:
    """One native case input: 66 rounds of two parallel calls taken from dev cases, in order."""
    rows, answer, query = [], None, None
    for line in DEV.read_text(encoding="utf-8").splitlines():
        case = json.loads(line)["input"]
        query = query or case["original_query"]
        for r in case["tool_invocations"]:
            if len(rows) == 2 * TURNS:
                break
            n = len(rows)
            rows.append({**r, "invocation_id": f"call_{n:03d}", "session_id": "bench-session", "round": n // 2 + 1})
        answer = case["executor_final_answer"]
        if len(rows) == 2 * TURNS:
            break
    return {"original_query": query, "executor_final_answer": answer, "tool_invocations": rows, "retry_context": None}


def cpu(fn, repeat: int) -> float:
    """Median process CPU seconds of ``fn()`` over ``repeat`` runs (after one warm-up)."""
    fn()
    times = []
    for _ in range(repeat):
        t = time.process_time()
        fn()
        times.append(time.process_time() - t)
    return statistics.median(times)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=7)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    repeat = max(args.repeat, 5)
    native = conversation()
    native_text = json.dumps(native, ensure_ascii=False)
    chat_messages = len([m for m in convert("openai_chat", native)["messages"] if m["role"] != "system"])
    base = cpu(lambda: engine.verify(json.loads(native_text)), repeat)
    report = {"messages": chat_messages, "calls": len(native["tool_invocations"]), "repeat": repeat,
              "native_ms": round(base * 1000, 2), "formats": {}}
    for fmt in FORMATS:
        text = json.dumps(convert(fmt, native), ensure_ascii=False)
        sid = "bench-session" if fmt in CALLER_SESSION else None
        out = engine.verify_trace(json.loads(text), fmt, session_id=sid)
        assert out == engine.verify(native), f"{fmt}: the imported conversation verifies differently"
        t = cpu(lambda text=text, fmt=fmt, sid=sid: engine.verify_trace(json.loads(text), fmt, session_id=sid), repeat)
        report["formats"][fmt] = {"import_verify_ms": round(t * 1000, 2), "ratio": round(t / base, 3)}
    worst = max(v["ratio"] for v in report["formats"].values())
    report["worst_ratio"] = worst
    report["target"] = TARGET
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print(f"{chat_messages}-message conversation (+ system prompt), {report['calls']} calls; "
              f"median CPU of {repeat} runs")
        print(f"{'format':<18} {'import+verify ms':>17} {'ratio':>7}")
        print(f"{'native (verify)':<18} {report['native_ms']:>17.2f} {1:>7.3f}")
        for fmt, v in report["formats"].items():
            print(f"{fmt:<18} {v['import_verify_ms']:>17.2f} {v['ratio']:>7.3f}")
        print(f"worst ratio {worst:.3f} (target ≤ {TARGET})")
    return 0 if worst <= TARGET else 1


if __name__ == "__main__":
    sys.exit(main())
