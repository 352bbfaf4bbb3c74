"""Speed of the matchers + classifier (and of the whole verify) on a labeled set.

Prints, per case: p50/p99 of ``classify_facts`` alone and of ``engine.verify`` end to end
(min of N repeats per case, RapidFuzz-style, to damp scheduler noise); import + warm-up time
in a fresh interpreter; peak RSS; and the ratio of verify time to ``json.loads`` + pydantic
validation of the same case. Accuracy lives in ``chat-verifier bench``; this script is speed only.

    python benchmarks/bench_classifier.py [benchmarks/data/dev.jsonl] [--repeat 5] [--json]
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


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("data", nargs="?", default=str(ROOT / "benchmarks/data/dev.jsonl"))
    ap.add_argument("--repeat", type=int, default=5, help="timing repeats per case (min is kept)")
    ap.add_argument("--limit", type=int, default=0, help="only the first N cases")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    args = ap.parse_args()
    path = Path(args.data)

    warm = import_warmup(path)
    warm_nt = import_warmup(path, hide_torch=True)

    from engine import verify
    from engine.classify import classify_facts
    from engine.contracts import ToolInvocation, VerifierInput
    from engine.pipeline import run_verification

    lines = [ln for ln in path.read_text(encoding="utf-8").splitlines() if ln.strip()]
    if args.limit:
        lines = lines[: args.limit]
    t_cls, t_ver, t_load, ratios = [], [], [], []
    for line in lines:
        case = json.loads(line)
        run = run_verification(case["input"])
        facts, summary = run.extraction.facts, run.verifier_input.tool_trace_summary
        q = run.verifier_input.original_query

        def best(fn) -> float:
            times = []
            for _ in range(args.repeat):
                t0 = time.perf_counter()
                fn()
                times.append(time.perf_counter() - t0)
            return min(times)

        def load_and_validate(line: str = line) -> None:
            data = json.loads(line)["input"]
            if "tool_invocations" in data:
                [ToolInvocation.model_validate(r) for r in data["tool_invocations"]]
            else:
                VerifierInput.model_validate(data)

        c = best(lambda facts=facts, summary=summary, q=q: classify_facts(facts, summary, original_query=q))
        v = best(lambda case=case: verify(case["input"]))
        ld = best(load_and_validate)
        t_cls.append(c)
        t_ver.append(v)
        t_load.append(ld)
        ratios.append(v / ld if ld else float("inf"))
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    report = {
        "data": str(path),
        "cases": len(lines),
        "classify_ms": {
            "p50": pct(t_cls, 0.5) * 1e3,
            "p99": pct(t_cls, 0.99) * 1e3,
            "mean": statistics.fmean(t_cls) * 1e3,
        },
        "verify_ms": {
            "p50": pct(t_ver, 0.5) * 1e3,
            "p99": pct(t_ver, 0.99) * 1e3,
            "mean": statistics.fmean(t_ver) * 1e3,
        },
        "load_validate_ms": {"p50": pct(t_load, 0.5) * 1e3},
        "verify_to_load_ratio": {"p50": pct(ratios, 0.5), "p99": pct(ratios, 0.99)},
        "import_warmup_s": warm.get("import_warmup_s"),
        "first_verify_s": warm.get("first_verify_s"),
        "import_warmup_without_torch_s": warm_nt.get("import_warmup_s"),
        "peak_rss_mb": peak_mb,
    }
    if args.json:
        print(json.dumps(report, ensure_ascii=False))
        return
    print(f"{report['cases']} cases from {path}")
    for k in ("classify_ms", "verify_ms"):
        r = report[k]
        print(f"{k:>12}: p50 {r['p50']:.3f}  p99 {r['p99']:.3f}  mean {r['mean']:.3f}")
    print(
        f"json.loads+validate p50 {report['load_validate_ms']['p50']:.3f} ms; verify/load ratio "
        f"p50 {report['verify_to_load_ratio']['p50']:.1f}x p99 {report['verify_to_load_ratio']['p99']:.1f}x"
    )
    print(
        f"import + warm-up {report['import_warmup_s']:.3f} s "
        f"({report['import_warmup_without_torch_s']:.3f} s without torch; first verify {report['first_verify_s']:.3f} s); "
        f"peak RSS {peak_mb:.0f} MB"
    )


if __name__ == "__main__":
    main()
