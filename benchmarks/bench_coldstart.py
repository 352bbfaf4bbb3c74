"""Cold start: CPU seconds from a fresh interpreter to the first verdict (issue 13 target: ≤ 0.8 s).

Runs ``python -c "import engine; engine.verify(<first case>)"`` ``--runs`` times in fresh
processes and prints the median and min–max of the child's CPU time (user + system, from
``resource.getrusage(RUSAGE_CHILDREN)``) and of its wall time, plus which heavy modules the run
imported (spaCy should appear only when a rule needed it).

Bytecode is cached as in any installed package: the children write and read ``.pyc`` files
under a temporary ``PYTHONPYCACHEPREFIX`` (so the tree stays clean, whatever
``PYTHONDONTWRITEBYTECODE`` says), after one untimed run that fills it. ``--no-bytecode``
measures the compile-every-time case instead.

    python benchmarks/bench_coldstart.py [benchmarks/data/dev.jsonl] [--runs 5] [--no-bytecode] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

SNIPPET = """
import json, sys
case = json.loads(open({path!r}, encoding="utf-8").readline())
import engine
out = engine.verify(case["input"])
heavy = sorted(m for m in ("spacy", "jieba", "sqlalchemy", "openai", "pkg_resources", "torch", "rich") if m in sys.modules)
print(json.dumps({{"verdict": out.verdict.value, "heavy": heavy}}))
"""


def run_once(path: Path, env: dict[str, str]) -> dict:
    """One fresh interpreter: its CPU and wall seconds and what it imported."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    out = subprocess.run(
        [sys.executable, "-c", SNIPPET.format(path=str(path))],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=True,
        env=env,
    )
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return {"cpu_s": cpu, "wall_s": wall, **json.loads(out.stdout.strip().splitlines()[-1])}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("data", nargs="?", default=str(ROOT / "benchmarks/data/dev.jsonl"))
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--no-bytecode", action="store_true", help="compile every module on every run")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    env = dict(os.environ)
    cache = tempfile.TemporaryDirectory(prefix="cv-pycache-")
    if args.no_bytecode:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        env["PYTHONPYCACHEPREFIX"] = cache.name  # empty and never written: nothing cached
    else:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = cache.name
        run_once(Path(args.data), env)  # fills the bytecode cache
    runs = [run_once(Path(args.data), env) for _ in range(args.runs)]
    cache.cleanup()
    cpu, wall = [r["cpu_s"] for r in runs], [r["wall_s"] for r in runs]
    report = {
        "runs": args.runs,
        "bytecode": not args.no_bytecode,
        "cpu_s": {"median": statistics.median(cpu), "min": min(cpu), "max": max(cpu)},
        "wall_s": {"median": statistics.median(wall), "min": min(wall), "max": max(wall)},
        "imported": runs[0]["heavy"],
        "verdict": runs[0]["verdict"],
    }
    if args.json:
        print(json.dumps(report))
        return
    c, w = report["cpu_s"], report["wall_s"]
    print(
        f"cold start to first verdict ({args.runs} runs): CPU median {c['median']:.3f} s "
        f"(min {c['min']:.3f}, max {c['max']:.3f}); wall median {w['median']:.3f} s "
        f"(min {w['min']:.3f}, max {w['max']:.3f}); heavy modules imported: {', '.join(report['imported']) or 'none'}"
    )


if __name__ == "__main__":
    main()
