"""Cold start: CPU seconds from a fresh interpreter to the first verdict (issue 13 target: ≤ 0.8 s).

Two ways in, each run ``--runs`` times in fresh processes, alternating (api, cli, api, cli, …) so
that load on a shared machine falls on both alike:

- ``api``: ``import engine; engine.verify(case["input"])`` on the first case of ``data``;
- ``cli``: ``chat-verifier verify CASE.json`` on the same case (the console script's own
  ``engine.cli.main``, its JSON line on stdout).

For each it prints the median and min–max of the child's CPU time (user + system) and peak RSS,
both from ``os.wait4`` (that child alone), of its wall time, and which heavy modules the child
imported (spaCy should appear only when a rule needed it; ``pkg_resources``, SQLAlchemy and rich
never, for one verdict).

Bytecode is cached as in any installed package: the children write and read ``.pyc`` files
under a temporary ``PYTHONPYCACHEPREFIX`` (so the tree stays clean, whatever
``PYTHONDONTWRITEBYTECODE`` says), after one untimed run of each way in that fills it.
``--no-bytecode`` measures the compile-every-time case instead.

    python benchmarks/bench_coldstart.py [benchmarks/data/dev.jsonl] [--runs 5] [--only api|cli] [--no-bytecode] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: Modules whose presence after the first verdict is reported (top-level names).
HEAVY = ("spacy", "thinc", "jieba", "pkg_resources", "sqlalchemy", "rich", "openai", "httpx", "numpy", "torch")

_REPORT = f"""
def _report():
    tops = {{name.partition(".")[0] for name in sys.modules}}
    heavy = sorted(m for m in {HEAVY!r} if m in tops)
    print("COLDSTART " + json.dumps({{"heavy": heavy}}), file=sys.stderr)
"""

#: Child programs; ``PATH`` (the case file) is defined on a line put before each.
SNIPPETS = {
    "api": """
import json, sys
case = json.load(open(PATH, encoding="utf-8"))
import engine
out = engine.verify(case["input"])
print(json.dumps({"verdict": out.verdict.value}))
"""
    + _REPORT
    + "_report()\n",
    "cli": """
import json, sys
from engine.cli import main
code = main(["verify", PATH])
"""
    + _REPORT
    + "_report()\nsys.exit(code)\n",
}


def run_once(way: str, case_path: Path, env: dict[str, str]) -> dict:
    """One fresh interpreter: its CPU seconds, wall seconds, peak RSS, verdict and heavy imports."""
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        t0 = time.perf_counter()
        proc = subprocess.Popen(
            [sys.executable, "-c", f"PATH = {str(case_path)!r}\n" + SNIPPETS[way]],
            stdout=out,
            stderr=err,
            cwd=ROOT,
            env=env,
        )
        _, status, usage = os.wait4(proc.pid, 0)  # reap this child alone: its own rusage, not a running sum
        wall = time.perf_counter() - t0
        proc.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        stdout, stderr = out.read(), err.read()
    if proc.returncode != 0:
        raise SystemExit(f"{way} run failed with exit {proc.returncode}:\n{stderr}")
    report = next(json.loads(ln[10:]) for ln in stderr.splitlines() if ln.startswith("COLDSTART "))
    verdict = json.loads(stdout.strip().splitlines()[-1])["verdict"]
    return {
        "cpu_s": usage.ru_utime + usage.ru_stime,
        "wall_s": wall,
        "rss_mb": usage.ru_maxrss / 1024,  # kilobytes on Linux
        "verdict": verdict,
        **report,
    }


def first_case(data: Path) -> dict:
    """The first labeled case of a JSON Lines file, or the case of a JSON file."""
    with data.open(encoding="utf-8") as f:
        return json.loads(f.readline()) if data.suffix == ".jsonl" else json.load(f)


def spread(values: list[float]) -> dict[str, float]:
    """Median, min and max."""
    return {"median": statistics.median(values), "min": min(values), "max": max(values)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("data", nargs="?", default=str(ROOT / "benchmarks/data/dev.jsonl"))
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--only", choices=sorted(SNIPPETS), action="append", help="one way in (repeatable; default both)")
    ap.add_argument("--no-bytecode", action="store_true", help="compile every module on every run")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    ways = args.only or ["api", "cli"]
    work = tempfile.TemporaryDirectory(prefix="cv-coldstart-")
    case = first_case(Path(args.data))
    case_path = Path(work.name) / "case.json"
    case_path.write_text(json.dumps(case, ensure_ascii=False), encoding="utf-8")
    env = dict(os.environ)
    cache = Path(work.name) / "pycache"
    env["PYTHONPYCACHEPREFIX"] = str(cache)
    if args.no_bytecode:
        env["PYTHONDONTWRITEBYTECODE"] = "1"  # the prefix stays empty: nothing cached
    else:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        for way in ways:
            run_once(way, case_path, env)  # fills the bytecode cache
    runs: dict[str, list[dict]] = {way: [] for way in ways}
    for _ in range(args.runs):
        for way in ways:
            runs[way].append(run_once(way, case_path, env))
    work.cleanup()
    report = {
        "runs": args.runs,
        "bytecode": not args.no_bytecode,
        "case_id": case.get("case_id"),
        "ways": {
            way: {
                "cpu_s": spread([r["cpu_s"] for r in rs]),
                "wall_s": spread([r["wall_s"] for r in rs]),
                "rss_mb": spread([r["rss_mb"] for r in rs]),
                "imported": rs[0]["heavy"],
                "verdict": rs[0]["verdict"],
            }
            for way, rs in runs.items()
        },
    }
    if args.json:
        print(json.dumps(report))
        return
    print(
        f"cold start to first verdict, {args.runs} fresh processes each, case {report['case_id']}, "
        f"bytecode {'cached' if report['bytecode'] else 'compiled every run'}; median (min–max)"
    )
    for way, r in report["ways"].items():
        c, w, m = r["cpu_s"], r["wall_s"], r["rss_mb"]
        print(
            f"  {way}: CPU {c['median']:.3f} s ({c['min']:.3f}–{c['max']:.3f}); "
            f"wall {w['median']:.3f} s ({w['min']:.3f}–{w['max']:.3f}); "
            f"peak RSS {m['median']:.0f} MB ({m['min']:.0f}–{m['max']:.0f}); "
            f"verdict {r['verdict']}; heavy modules: {', '.join(r['imported']) or 'none'}"
        )


if __name__ == "__main__":
    main()
