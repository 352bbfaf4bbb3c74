"""Schema fuzzing of ``chat-verifier serve`` (2 workers, SQLite) with schemathesis: every phase, >= 2,000 requests.

Runs ``st run`` on the server's /openapi.json with the API key, every phase (examples, coverage,
fuzzing, stateful where it applies), and counts what the server answered by status from its own
/metrics. Targets: 0 server errors (5xx other than the documented 503) and 0 schemathesis failures
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
    ap.add_argument("--seed", type=int, default=15)
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    args = ap.parse_args()
    from tests.serve.harness import ServeProcess, run_schemathesis

    with tempfile.TemporaryDirectory() as tmp:
        config = {"rate_limit": {"per_second": 1_000_000, "burst": 1_000_000}}
        with ServeProcess(Path(tmp), db=str(Path(tmp) / "s.sqlite"), config=config) as server:
            t0 = time.monotonic()
            result = run_schemathesis(
                server,
                max_examples=args.max_examples,
                phases="examples,coverage,fuzzing,stateful",
                seed=args.seed,
                report=Path(tmp) / "st.json",
            )
            result["seconds"] = round(time.monotonic() - t0, 1)
    requests = result["requests"]
    result["total_requests"] = sum(requests.values())
    result["server_errors"] = sum(v for k, v in requests.items() if k.startswith("5") and k != "503")
    if args.json:
        print(json.dumps(result))
    else:
        print(result["output_tail"])
        print(f"requests answered: {result['total_requests']} by status {requests}")
        print(
            f"server errors (5xx other than 503): {result['server_errors']}; "
            f"schemathesis failures: {len(result['failures'])}, errors: {len(result['errors'])}; "
            f"test cases {result['test_cases']}; {result['seconds']} s"
        )
    return 0 if result["exit_code"] == 0 and not result["server_errors"] else 1


if __name__ == "__main__":
    sys.exit(main())
