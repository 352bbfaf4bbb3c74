"""Print the metamorphic table: ``python -m benchmarks.metamorphic DATA.jsonl ... [--json]``."""

from __future__ import annotations

import argparse
import json
import sys

from benchmarks.metamorphic import TRANSFORMS, run_transform


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.metamorphic")
    ap.add_argument("data", nargs="+", help="labeled case files")
    ap.add_argument("--only", action="append", help="run only these transforms (repeatable)")
    ap.add_argument("--json", action="store_true", help="one JSON object per data set")
    args = ap.parse_args(argv)
    import engine
    from engine.bench import load_dataset

    def verify(inp):
        return engine.verify(inp).verdict.value

    for path in args.data:
        cases = load_dataset(path).cases
        baseline = {c.case_id: verify(c.input) for c in cases}
        rows = [run_transform(t, cases, verify, baseline).row() for t in TRANSFORMS
                if not args.only or t.name in args.only]
        if args.json:
            sys.stdout.write(json.dumps({"data": path, "cases": len(cases), "rows": rows}, ensure_ascii=False) + "\n")
            continue
        print(f"\n{path} ({len(cases)} cases)")
        print("| transform | kind | applied | changed verdicts | unsafe passes |\n|---|---|---|---|---|")
        for r in rows:
            print(f"| {r['transform']} | {r['kind']} | {r['applied']} | {r['changed']} | {r['unsafe']} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
