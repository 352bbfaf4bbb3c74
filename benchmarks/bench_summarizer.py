"""Speed and memory of ``summarize_trace`` over traces of 10 KB, 1 MB and 10 MB of raw output.

The log outputs are real TrainTicket log lines from the Nezha dataset (MIT; Yu et al.,
ESEC/FSE 2023): all four one-minute windows under /work/shared/data/nezha when present
(override with NEZHA_LOG_DIR), else the small attributed sample in benchmarks/data/. Each
trace holds five ``query_logs`` calls (one service each), one ``query_metrics`` and one
``lookup_knowledge``, plus a time helper; the log calls take consecutive, distinct slices of
the real rows, so lines are as unique as in production. The focus text names a real
exception, service and trace id from the rows.

Run: ``.venv/bin/python benchmarks/bench_summarizer.py [--repeat N] [--json]``. Prints, per
size, the min-of-N wall time, time per MB, tracemalloc peak memory and summary size, then the
ratio (time/MB at 10 MB) / (time/MB at 1 MB), which should stay within 1.5.
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import sys
import time
import tracemalloc
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import summarize_trace

HERE = Path(__file__).resolve().parent
NEZHA_DIR = Path(os.environ.get("NEZHA_LOG_DIR", "/work/shared/data/nezha/rca_data/2023-01-29/log"))
SAMPLE = HERE / "data" / "nezha_logs_sample.csv"
SIZES = {"10KB": 10 * 1024, "1MB": 1024 * 1024, "10MB": 10 * 1024 * 1024}
LOG_CALLS = 5


def _service(pod: str) -> str:
    parts = pod.split("-")
    return "-".join(parts[:-2]) if len(parts) > 2 else pod


def load_records() -> list[dict[str, Any]]:
    """Real log rows as canonical ``query_logs`` records, in file order."""
    files = sorted(NEZHA_DIR.glob("*_log.csv")) if NEZHA_DIR.is_dir() else []
    files = files or [SAMPLE]
    records = []
    for path in files:
        with path.open(encoding="utf-8", newline="") as fh:
            for row in csv.DictReader(fh):
                try:
                    message = json.loads(row["Log"])["log"].rstrip("\n")
                except (ValueError, KeyError, TypeError):
                    message = row["Log"]
                words = message.split()
                level = words[1] if len(words) > 1 and words[1].isupper() else "INFO"
                records.append({
                    "ts": row["Timestamp"], "level": level, "service": _service(row["PodName"]),
                    "host": row["Node"], "pod": row["PodName"], "trace_id": row["TraceID"], "message": message,
                })
    return records


def build_trace(records: list[dict[str, Any]], target: int) -> tuple[list[dict[str, Any]], int]:
    """A trace whose raw outputs total about ``target`` bytes (JSON, UTF-8); returns it and the exact size."""
    sizes = [len(json.dumps(r, ensure_ascii=False).encode()) + 2 for r in records]
    per_call = max(1, target // LOG_CALLS)
    invs: list[dict[str, Any]] = [{
        "invocation_id": "t0", "session_id": "bench", "round": 1, "tool_name": "get_current_time",
        "input": {}, "output": "2023-01-29T09:26:00Z", "success": True,
    }]
    pos, total = 0, 0
    for c in range(LOG_CALLS):
        logs, used = [], 0
        while used < per_call:
            i = pos % len(records)
            logs.append(records[i])
            used += sizes[i]
            pos += 1
        out = {"total": len(logs), "logs": logs}
        total += len(json.dumps(out, ensure_ascii=False).encode())
        invs.append({
            "invocation_id": f"L{c}", "session_id": "bench", "round": 1, "tool_name": "query_logs",
            "input": {"service": logs[0]["service"], "query": "level:*", "call": c}, "output": out, "success": True,
        })
    metrics = {"alerts": [{"alert_name": "HighErrorRate", "service": "ts-basic-service", "severity": "critical",
                           "status": "firing", "value": 37.5, "threshold": 5, "unit": "%"}],
               "series": [{"metric": "cpu_usage", "service": "ts-basic-service", "max": 92, "avg": 71.3,
                           "last": 88.1, "unit": "%"}]}
    knowledge = {"query": "No instances available", "chunks": [{
        "chunk_id": "k1", "source_doc": "runbook-registry.md", "retrieval_layer": "L2", "relevance": "high",
        "content": "When Ribbon reports No instances available, check the service registry first.",
        "deduped": False}]}
    for iid, tool, out in (("M", "query_metrics", metrics), ("K", "lookup_knowledge", knowledge)):
        total += len(json.dumps(out).encode())
        invs.append({"invocation_id": iid, "session_id": "bench", "round": 1, "tool_name": tool,
                     "input": {"service": "ts-basic-service"}, "output": out, "success": True})
    return invs, total


def focus_for(records: list[dict[str, Any]]) -> str:
    """An answer naming a real exception, its service, and the trace id of the last matching row."""
    hits = [r for r in records if "IllegalStateException" in r["message"]] or records
    return (f"ts-basic-service 出现 java.lang.IllegalStateException: No instances available，"
            f"trace {hits[-1]['trace_id']}，错误率 37.5%")


def measure(invs: list[dict[str, Any]], focus: str, repeat: int) -> tuple[float, int, int]:
    """Min-of-N seconds, tracemalloc peak bytes, and summary characters."""
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        items = summarize_trace(invs, focus_text=focus)
        best = min(best, time.perf_counter() - t0)
    tracemalloc.start()
    summarize_trace(invs, focus_text=focus)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return best, peak, sum(len(i.output_summary) for i in items)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    args = ap.parse_args(argv)
    records = load_records()
    focus = focus_for(records)
    results = {}
    for name, target in SIZES.items():
        invs, size = build_trace(records, target)
        secs, peak, chars = measure(invs, focus, args.repeat)
        mb = size / 1_048_576
        results[name] = {"bytes": size, "seconds": round(secs, 4), "s_per_mb": round(secs / mb, 4),
                         "peak_mib": round(peak / 1_048_576, 2), "summary_chars": chars}
    ratio = results["10MB"]["s_per_mb"] / results["1MB"]["s_per_mb"]
    if args.json:
        print(json.dumps({"records_pool": len(records), "sizes": results, "ratio_10mb_vs_1mb": round(ratio, 3)}))
        return 0
    print(f"pool: {len(records)} real log rows; focus: {focus}")
    print(f"{'size':>6} {'raw bytes':>10} {'time s':>8} {'s/MB':>8} {'peak MiB':>9} {'summary chars':>14}")
    for name, r in results.items():
        print(f"{name:>6} {r['bytes']:>10} {r['seconds']:>8.4f} {r['s_per_mb']:>8.4f} {r['peak_mib']:>9.2f} "
              f"{r['summary_chars']:>14}")
    print(f"time/MB ratio 10MB vs 1MB: {ratio:.3f} (target <= 1.5); 10MB under 1 s: {results['10MB']['seconds'] < 1}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
