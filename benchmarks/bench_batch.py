"""``chat-verifier batch`` side by side in one run: local 1, local 2 and ray 2 workers on dev ×N (default 20).

Each configuration runs the real console script on the same input (dev ×N: N shuffled copies
with fresh case ids, ``benchmarks/batch_data.py``) and writes its own OUT and ``--summary``.
Printed per configuration: rows, wall time, start-up (until the first row), cases/s over the
wall and in the steady state (rows after the first / time after the first), the CPU seconds of
the workers (each reports its own ``getrusage``, start-up included) and of the driver, the
highest peak RSS of one worker and the driver's, and the SHA-256 of OUT. Then the scaling
ratios against local 1, whether the three OUTs are byte-identical, and the per-core cost
(worker CPU seconds per case of local 1, in CPU-hours per million cases) that
``benchmarks/README.md`` builds its cluster estimate on. CPU time is the figure to trust on a
shared machine; wall-clock rates move with whatever else runs.

Run: ``.venv/bin/python benchmarks/bench_batch.py [--copies 20] [--repeat N] [--json]``; with
``--repeat`` each figure is the median over N runs (OUTs must be identical in every run).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.batch_data import dev_copies

CLI = Path(sys.executable).parent / "chat-verifier"
CONFIGS = (("local", 1), ("local", 2), ("ray", 2))


def run_one(inp: Path, workdir: Path, engine: str, workers: int) -> dict:
    """One batch run; its summary plus CPU seconds and the OUT digest."""
    out, summary = workdir / f"{engine}{workers}.jsonl", workdir / f"{engine}{workers}.summary.json"
    r = subprocess.run(
        [str(CLI), "batch", str(inp), "-o", str(out), "--engine", engine, "--workers", str(workers),
         "--summary", str(summary)],
        capture_output=True, text=True, check=False,
    )
    if r.returncode != 0:
        raise SystemExit(f"{engine} {workers}: exit {r.returncode}\n{r.stderr[-2000:]}")
    s = json.loads(summary.read_text())
    steady_s = s["wall_s"] - s["startup_s"]
    return {
        "engine": engine,
        "workers": workers,
        "rows": s["rows"],
        "wall_s": s["wall_s"],
        "startup_s": s["startup_s"],
        "cases_per_s": s["cases_per_s"],
        "steady_cases_per_s": round((s["rows"] - 1) / steady_s, 1) if steady_s > 0 else 0.0,
        "worker_cpu_s": s["worker_cpu_s"],
        "driver_cpu_s": s["driver_cpu_s"],
        "worker_peak_rss_mb": s["worker_peak_rss_mb"],
        "driver_peak_rss_mb": s["driver_peak_rss_mb"],
        "sha256": hashlib.sha256(out.read_bytes()).hexdigest(),
    }


def _median(runs: list[dict]) -> dict:
    first = runs[0]
    if any(r["sha256"] != first["sha256"] for r in runs):
        raise SystemExit(f"{first['engine']} {first['workers']}: OUT differs between repeats")
    keys = ("wall_s", "startup_s", "cases_per_s", "steady_cases_per_s", "worker_cpu_s", "driver_cpu_s",
            "worker_peak_rss_mb", "driver_peak_rss_mb")
    return {**first, **{k: round(statistics.median(r[k] for r in runs), 3) for k in keys}, "repeats": len(runs)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--copies", type=int, default=20, help="dev copies in the input (default 20)")
    parser.add_argument("--repeat", type=int, default=1, help="runs per configuration (median; default 1)")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of the table")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-batch-") as tmp:
        workdir = Path(tmp)
        inp = workdir / f"dev-x{args.copies}.jsonl"
        cases = dev_copies(inp, args.copies)
        results = [_median([run_one(inp, workdir, e, w) for _ in range(args.repeat)]) for e, w in CONFIGS]
    base = results[0]
    identical = len({r["sha256"] for r in results}) == 1
    for r in results:
        r["scaling"] = round(r["cases_per_s"] / base["cases_per_s"], 2)
        r["steady_scaling"] = round(r["steady_cases_per_s"] / base["steady_cases_per_s"], 2)
    per_core_s = base["worker_cpu_s"] / cases
    report = {
        "input": f"dev x{args.copies}",
        "cases": cases,
        "results": results,
        "outs_byte_identical": identical,
        "cpu_hours_per_million_cases": round(per_core_s * 1e6 / 3600, 2),
        "core_seconds_per_case_local1": round(per_core_s, 5),
    }
    if args.json:
        print(json.dumps(report, indent=2))
        return 0 if identical else 1
    print(f"chat-verifier batch on dev ×{args.copies} ({cases} cases), {args.repeat} run(s) per configuration")
    head = (f"{'engine':<8}{'workers':>8}{'wall s':>9}{'start s':>9}{'cases/s':>9}{'steady/s':>10}{'scale':>7}"
            f"{'steady×':>9}{'worker CPU s':>14}{'driver CPU s':>14}{'worker RSS MB':>15}{'driver RSS MB':>15}"
            "  OUT sha256")
    print(head)
    for r in results:
        print(f"{r['engine']:<8}{r['workers']:>8}{r['wall_s']:>9.1f}{r['startup_s']:>9.1f}{r['cases_per_s']:>9.1f}"
              f"{r['steady_cases_per_s']:>10.1f}{r['scaling']:>7.2f}{r['steady_scaling']:>9.2f}"
              f"{r['worker_cpu_s']:>14.1f}{r['driver_cpu_s']:>14.1f}{r['worker_peak_rss_mb']:>15.0f}"
              f"{r['driver_peak_rss_mb']:>15.0f}  {r['sha256'][:16]}")
    print(f"OUT byte-identical across the three: {identical}")
    print(f"per core (local 1, worker CPU time): {per_core_s * 1000:.2f} ms per case = "
          f"{report['cpu_hours_per_million_cases']:.2f} CPU-hours per million cases")
    return 0 if identical else 1


if __name__ == "__main__":
    sys.exit(main())
