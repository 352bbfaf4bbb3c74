"""Schema fuzzing of ``chat-verifier serve`` (2 workers, SQLite) with schemathesis: every phase, >= 2,000 requests.

Runs ``st run`` on the server's /openapi.json with the API key twice: every phase (examples,
coverage, fuzzing, stateful where it applies) with valid and invalid data, then the fuzzing phase
with valid data only (so more requests reach the Verifier); it counts what the server answered by
status from its own /metrics. Targets: 0 server errors (5xx other than the documented 503) and 0 schemathesis failures
(status codes, media types, headers and bodies as documented; auth not skippable).

Run: ``.venv/bin/python benchmarks/serve_fuzz.py [--max-examples N] [--seed S] [--json]`` (the CI
test, tests/serve/test_fuzz.py, runs the fuzzing phase only, about 300 requests).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--max-examples", type=int, default=120, help="schemathesis examples per operation (default 120)")
    ap.add_argument("--positive-examples", type=int, default=80, help="valid-data examples per operation (default 80)")
    ap.add_argument("--seed", type=int, default=15)
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    args = ap.parse_args()
    from tests.serve.harness import ServeProcess, run_schemathesis

    with tempfile.TemporaryDirectory() as tmp:
        config = {"rate_limit": {"per_second": 1_000_000, "burst": 1_000_000}}
        with ServeProcess(Path(tmp), db=str(Path(tmp) / "s.sqlite"), config=config) as server:
            t0 = time.monotonic()
            runs = [
                run_schemathesis(
                    server,
                    max_examples=args.max_examples,
                    phases="examples,coverage,fuzzing,stateful",
                    seed=args.seed,
                    report=Path(tmp) / "st-all.json",
                ),
                run_schemathesis(
                    server,
                    max_examples=args.positive_examples,
                    phases="fuzzing",
                    mode="positive",
                    seed=args.seed,
                    report=Path(tmp) / "st-positive.json",
                ),
            ]
            seconds = round(time.monotonic() - t0, 1)
    requests: dict[str, int] = {}
    for run in runs:
        for k, v in run["requests"].items():
            requests[k] = requests.get(k, 0) + v
    result = {
        "runs": [{k: v for k, v in run.items() if k != "output_tail"} for run in runs],
        "requests": dict(sorted(requests.items())),
        "total_requests": sum(requests.values()),
        "server_errors": sum(v for k, v in requests.items() if k.startswith("5") and k != "503"),
        "schemathesis_failures": sum(len(run["failures"]) + len(run["errors"]) for run in runs),
        "exit_codes": [run["exit_code"] for run in runs],
        "seconds": seconds,
    }
    if args.json:
        print(json.dumps(result))
    else:
        for run in runs:
            print(run["output_tail"])
        print(f"requests answered: {result['total_requests']} by status {result['requests']}")
        print(
            f"server errors (5xx other than 503): {result['server_errors']}; schemathesis failures and errors: "
            f"{result['schemathesis_failures']}; exit codes {result['exit_codes']}; {seconds} s"
        )
    return 0 if result["exit_codes"] == [0, 0] and not result["server_errors"] else 1


if __name__ == "__main__":
    sys.exit(main())
