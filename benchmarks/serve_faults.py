"""Fault injection under load on ``chat-verifier serve`` (2 workers): the counts of each fault.

1. A private PostgreSQL cluster (initdb in a temporary folder, its own port: the shared server is
   never touched) backs the server; under load on /v1/verify and session rounds it is stopped for
   ``--outage`` seconds and started again. Counts per phase; acknowledged rounds missing afterwards.
2. A scripted OpenAI-compatible endpoint (tests/llm_server.py) hangs, then answers 500, for
   ``extract: llm`` requests with a 2 s deadline: statuses, extraction statuses, slowest answer,
   verdicts that differ from the rule-based one or PASS where rules is not.
3. One worker is SIGKILLed under session-round load (clients retry a broken connection with the
   same Idempotency-Key): acknowledged rounds missing afterwards, and whether uvicorn replaced it.

Run: ``.venv/bin/python benchmarks/serve_faults.py [--outage S] [--json]``. Bounded: every load
loop stops by itself; the cluster is always started again and removed at the end.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--outage", type=float, default=8.0, help="seconds the database is down (default 8)")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    args = ap.parse_args()
    from tests.llm_server import ScriptedLLMServer
    from tests.serve.faults import database_outage, kill_worker, llm_faults
    from tests.serve.harness import PrivateCluster, ServeProcess

    report = {}
    cluster = PrivateCluster().init()
    try:
        with ScriptedLLMServer() as llm, tempfile.TemporaryDirectory() as tmp:
            config = {
                "rate_limit": {"per_second": 1_000_000, "burst": 1_000_000},
                "llm": {"base_url": llm.base_url, "model": "scripted-model", "timeout_s": 5},
            }
            with ServeProcess(Path(tmp), db=cluster.url, config=config) as server:
                report["database_outage"] = database_outage(
                    server, cluster, before_s=5.0, outage_s=args.outage, after_s=8.0
                )
                report["llm"] = llm_faults(server, llm, deadline_ms=2000, cases=20)
                report["worker_sigkill"] = kill_worker(server, before_s=5.0, after_s=8.0)
    finally:
        cluster.destroy()
    for part in (report["database_outage"], report["worker_sigkill"]):
        part["lost_rounds"] = len(part["lost_rounds"])
    print(json.dumps(report, indent=None if args.json else 2, ensure_ascii=False))
    ok = (
        report["database_outage"]["lost_rounds"] == 0
        and report["worker_sigkill"]["lost_rounds"] == 0
        and all(not v["pass_where_rules_is_not"] for v in report["llm"].values())
    )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
