"""Speed of the matchers + classifier (and of the whole verify) on a labeled set.

Prints, per case and per stage (summarize / extract / classify, and ``engine.verify`` end to
end): p50/p99 at the first sight of each case (per-text memos cold for that case) and the min
of N repeats (RapidFuzz-style, to damp scheduler noise; memos warm); import + warm-up time
in a fresh interpreter; peak RSS; and the ratio of verify time to ``json.loads`` + pydantic
validation of the same case. Accuracy lives in ``chat-verifier bench``; this script is speed only.

    python benchmarks/bench_classifier.py [benchmarks/data/dev.jsonl] [--repeat 5] [--clock cpu|wall] [--json]

Times are CPU seconds of this process (``time.process_time``) by default, so other work on a
shared machine does not inflate them; ``--clock wall`` uses ``time.perf_counter``.
"""

from __future__ import annotations

import argparse
import json
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

WARMUP_SNIPPET = """
import time
t0 = time.perf_counter()
import json
from engine import verify
from engine.classify.analysis import default_toolkit
tk = default_toolkit()
tk.analyze("ts-basic-service 日志出现 ERR_DB_POOL_EXHAUSTED，CPU 92%")
t1 = time.perf_counter()
case = json.loads(open({path!r}, encoding="utf-8").readline())
verify(case["input"])
t2 = time.perf_counter()
print(json.dumps({{"import_warmup_s": t1 - t0, "first_verify_s": t2 - t1}}))
"""


def pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, round(q * (len(s) - 1)))]


#: thinc (under spaCy) imports torch whenever it is installed; the ``baselines`` extra installs it.
#: This prefix measures the default install (no torch) in an environment that has it.
HIDE_TORCH = "import sys; sys.modules['torch'] = None\n"


def import_warmup(path: Path, runs: int = 3, *, hide_torch: bool = False) -> dict[str, float]:
    """Fresh-interpreter import + warm-up (spaCy vocab/matchers, jieba dictionary), best of ``runs``."""
    best: dict[str, float] | None = None
    code = (HIDE_TORCH if hide_torch else "") + WARMUP_SNIPPET.format(path=str(path))
    for _ in range(runs):
        out = subprocess.run(
            [sys.executable, "-c", code],
            capture_output=True,
            text=True,
            cwd=ROOT,
            check=True,
        )
        res = json.loads(out.stdout.strip().splitlines()[-1])
        if best is None or res["import_warmup_s"] < best["import_warmup_s"]:
            best = res
    return best or {}


def _stats(values: list[float]) -> dict[str, float]:
    return {"p50": pct(values, 0.5) * 1e3, "p99": pct(values, 0.99) * 1e3, "mean": statistics.fmean(values) * 1e3}


#: Stages timed separately; "total" is their sum, "verify" the whole ``engine.verify`` (with scoring).
STAGES = ("summarize", "extract", "classify", "total", "verify")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("data", nargs="?", default=str(ROOT / "benchmarks/data/dev.jsonl"))
    ap.add_argument("--repeat", type=int, default=5, help="timing repeats per case (min is kept)")
    ap.add_argument("--limit", type=int, default=0, help="only the first N cases")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    ap.add_argument("--clock", choices=("cpu", "wall"), default="cpu", help="CPU time (default) or wall time")
    args = ap.parse_args()
    path = Path(args.data)

    warm = import_warmup(path)
    warm_nt = import_warmup(path, hide_torch=True)

    from engine import verify
    from engine.classify import classify_facts
    from engine.classify.analysis import default_toolkit
    from engine.contracts import ToolInvocation, VerifierInput
    from engine.pipeline import _parse_of, coerce_input
    from extractors import extract_facts

    # Warm the lazy pieces (spaCy, jieba, rule tables) once, outside the timings.
    default_toolkit().analyze("ts-basic-service 日志出现 ERR_DB_POOL_EXHAUSTED，HTTP 503，CPU 92%")

    lines = [ln for ln in path.read_text(encoding="utf-8").splitlines() if ln.strip()]
    if args.limit:
        lines = lines[: args.limit]
    clock = time.process_time if args.clock == "cpu" else time.perf_counter
    first: dict[str, list[float]] = {k: [] for k in STAGES}  # first sight of each case (cold per-text memos)
    best: dict[str, list[float]] = {k: [] for k in STAGES}  # min of --repeat runs (warm memos)
    t_load, ratios, ratios_first = [], [], []
    for line in lines:
        case = json.loads(line)

        def stages(case: dict = case) -> dict[str, float]:
            t0 = clock()
            vin = coerce_input(case["input"])
            t1 = clock()
            ex = extract_facts(_parse_of(vin))
            t2 = clock()
            classify_facts(ex.facts, vin.tool_trace_summary, original_query=vin.original_query)
            t3 = clock()
            return {"summarize": t1 - t0, "extract": t2 - t1, "classify": t3 - t2, "total": t3 - t0}

        def timed(fn) -> float:
            t0 = clock()
            fn()
            return clock() - t0

        def load_and_validate(line: str = line) -> None:
            data = json.loads(line)["input"]
            if "tool_invocations" in data:
                [ToolInvocation.model_validate(r) for r in data["tool_invocations"]]
            else:
                VerifierInput.model_validate(data)

        s_first = stages()  # before anything else touches this case
        # verify runs after the stage timings: its "first" figure has this case's text memos warm.
        v_first = timed(lambda case=case: verify(case["input"]))
        runs = [stages() for _ in range(args.repeat)]
        v_best = min(timed(lambda case=case: verify(case["input"])) for _ in range(args.repeat))
        ld = min(timed(load_and_validate) for _ in range(args.repeat))
        for k in STAGES[:-1]:
            first[k].append(s_first[k])
            best[k].append(min(r[k] for r in runs))
        first["verify"].append(v_first)
        best["verify"].append(v_best)
        t_load.append(ld)
        ratios.append(v_best / ld if ld else float("inf"))
        ratios_first.append(v_first / ld if ld else float("inf"))
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    report = {
        "data": str(path),
        "cases": len(lines),
        "repeat": args.repeat,
        "clock": args.clock,
        "first_ms": {k: _stats(v) for k, v in first.items()},
        "best_ms": {k: _stats(v) for k, v in best.items()},
        # Kept for older readers of --json: the warm (min of N) figures.
        "classify_ms": _stats(best["classify"]),
        "verify_ms": _stats(best["verify"]),
        "load_validate_ms": {"p50": pct(t_load, 0.5) * 1e3},
        "verify_to_load_ratio": {"p50": pct(ratios, 0.5), "p99": pct(ratios, 0.99)},
        "verify_to_load_ratio_first": {"p50": pct(ratios_first, 0.5), "p99": pct(ratios_first, 0.99)},
        "import_warmup_s": warm.get("import_warmup_s"),
        "first_verify_s": warm.get("first_verify_s"),
        "import_warmup_without_torch_s": warm_nt.get("import_warmup_s"),
        "peak_rss_mb": peak_mb,
    }
    if args.json:
        print(json.dumps(report, ensure_ascii=False))
        return
    print(f"{report['cases']} cases from {path}; {args.clock} ms per case (first sight | min of {args.repeat})")
    for k in STAGES:
        f, b = report["first_ms"][k], report["best_ms"][k]
        print(
            f"{k:>10}: first p50 {f['p50']:7.3f} p99 {f['p99']:7.3f} mean {f['mean']:7.3f}"
            f" | best p50 {b['p50']:7.3f} p99 {b['p99']:7.3f} mean {b['mean']:7.3f}"
        )
    print(
        f"json.loads+validate p50 {report['load_validate_ms']['p50']:.3f} ms; verify/load ratio "
        f"p50 {report['verify_to_load_ratio']['p50']:.1f}x p99 {report['verify_to_load_ratio']['p99']:.1f}x "
        f"(first sight p50 {report['verify_to_load_ratio_first']['p50']:.1f}x)"
    )
    print(
        f"import + warm-up {report['import_warmup_s']:.3f} s "
        f"({report['import_warmup_without_torch_s']:.3f} s without torch; first verify {report['first_verify_s']:.3f} s); "
        f"peak RSS {peak_mb:.0f} MB"
    )


if __name__ == "__main__":
    main()
