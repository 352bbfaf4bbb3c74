"""Markdown tables of a ``chat-verifier bench --json`` report per tag prefix (for the README records).

Run: ``python -m benchmarks.tag_table REPORT.json [REPORT2.json ...] --prefix source --prefix class``.
With several reports the figures stand side by side (``accuracy, unsafe, F1`` per report).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from engine.bench.metrics import tag_groups


def _cell(s: dict | None) -> str:
    if not s:
        return "—"
    return f"{s['accuracy']:.3f}, {s['unsafe_pass_count']}/{s['unsafe_pass_of']}, {s['fact_macro_f1']:.2f}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.tag_table")
    ap.add_argument("reports", nargs="+")
    ap.add_argument("--prefix", action="append", required=True)
    ap.add_argument("--names", help="comma-separated column names (default: file names)")
    args = ap.parse_args(argv)
    reps = [json.loads(Path(p).read_text(encoding="utf-8")) for p in args.reports]
    names = args.names.split(",") if args.names else args.reports
    groups = [tag_groups(r["tags"]) for r in reps]
    for prefix in args.prefix:
        tags = sorted({t for g in groups for t in g.get(prefix, {})})
        print(f"\n| {prefix} | cases | " + " | ".join(f"{n} (acc., unsafe, F1)" for n in names) + " |")
        print("|---|---|" + "---|" * len(names))
        for t in tags:
            cases = next(g[prefix][t]["cases"] for g in groups if t in g.get(prefix, {}))
            print(f"| {t} | {cases} | " + " | ".join(_cell(g.get(prefix, {}).get(t)) for g in groups) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
