"""Loopback load test of ``chat-verifier serve`` (2 workers) against in-process ``Verifier.verify``, in one run.

An async httpx client posts the dev cases to ``/v1/verify`` on 127.0.0.1 at concurrency 1, 8
and 32 (one untimed warm-up pass first), each level bounded by a request count and a time
limit, and stops by itself. In the same run the same cases go through ``Verifier.verify`` in
1 and in 2 processes (the server's worker count; each process warmed up by one pass). Both
share the machine's cores with the load generator, as a sidecar would.

Prints, per concurrency: requests, errors, throughput (requests/s), p50 and p99 latency (ms,
client side), and the ratio of throughput to the 2-process in-process rate. Targets:
throughput >= 60% of in-process; p99 <= 50 ms at concurrency 8.

Run: ``.venv/bin/python benchmarks/serve_load.py [--requests N] [--seconds S] [--json]``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing as mp
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import httpx

DEV = Path(__file__).resolve().parent / "data" / "dev.jsonl"
WORKERS = 2


def _bodies() -> list[bytes]:
    out = []
    for line in DEV.read_text(encoding="utf-8").splitlines():
        case = json.loads(line)
        out.append(json.dumps({"case_id": case["case_id"], **case["input"]}, ensure_ascii=False).encode("utf-8"))
    return out


def _inproc_worker(share: list[bytes], start, queue) -> None:  # pragma: no cover - runs in a child process
    import engine

    v = engine.Verifier()
    inputs = [{k: x for k, x in json.loads(b).items() if k != "case_id"} for b in share]
    for x in inputs:  # warm-up pass: the same warm memo the server workers have
        v.verify(x)
    start.wait()
    t0 = time.perf_counter()
    for b in share:  # the request's JSON text in, the CLI's JSON text out, as the server does
        x = {k: y for k, y in json.loads(b).items() if k != "case_id"}
        json.dumps(v.verify(x).model_dump(mode="json", exclude_none=True), ensure_ascii=False)
    queue.put((len(share), time.perf_counter() - t0))


def in_process(bodies: list[bytes], processes: int) -> float:
    """Cases per second of ``Verifier.verify`` (JSON in and out) over ``bodies`` in ``processes`` processes."""
    ctx = mp.get_context("spawn")
    start, queue = ctx.Barrier(processes), ctx.Queue()
    procs = [ctx.Process(target=_inproc_worker, args=(bodies[i::processes], start, queue)) for i in range(processes)]
    for p in procs:
        p.start()
    results = [queue.get(timeout=900) for _ in procs]
    for p in procs:
        p.join()
    return sum(n for n, _ in results) / max(s for _, s in results)


async def _load(base_url: str, key: str, bodies: list[bytes], concurrency: int, requests: int, seconds: float) -> dict:
    latencies: list[float] = []
    errors: dict[str, int] = {}
    next_i = 0
    stop_at = time.monotonic() + seconds
    limits = httpx.Limits(max_connections=concurrency, max_keepalive_connections=concurrency)
    headers = {"Authorization": f"Bearer {key}", "Content-Type": "application/json"}
    async with httpx.AsyncClient(base_url=base_url, headers=headers, limits=limits, timeout=60) as client:

        async def worker() -> None:
            nonlocal next_i
            while next_i < requests and time.monotonic() < stop_at:
                body = bodies[next_i % len(bodies)]
                next_i += 1
                t0 = time.perf_counter()
                try:
                    r = await client.post("/v1/verify", content=body)
                    ok = r.status_code == 200
                    kind = str(r.status_code)
                except httpx.HTTPError as exc:
                    ok, kind = False, type(exc).__name__
                if ok:
                    latencies.append((time.perf_counter() - t0) * 1000)
                else:
                    errors[kind] = errors.get(kind, 0) + 1

        t0 = time.perf_counter()
        await asyncio.gather(*(worker() for _ in range(concurrency)))
        wall = time.perf_counter() - t0
    latencies.sort()
    n = len(latencies)
    return {
        "concurrency": concurrency,
        "requests": n + sum(errors.values()),
        "errors": errors,
        "seconds": round(wall, 2),
        "throughput_rps": round(n / wall, 1),
        "p50_ms": round(latencies[n // 2], 1) if n else None,
        "p99_ms": round(latencies[min(n - 1, int(n * 0.99))], 1) if n else None,
        "mean_ms": round(statistics.fmean(latencies), 1) if n else None,
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--requests", type=int, default=1500, help="requests per concurrency level (default 1500)")
    ap.add_argument("--seconds", type=float, default=60, help="time limit per level (default 60)")
    ap.add_argument(
        "--threads", type=int, default=None, help="verification threads per worker (default: the service's)"
    )
    ap.add_argument("--levels", default="1,8,32", help="concurrency levels (default 1,8,32)")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    args = ap.parse_args()
    levels = [int(x) for x in args.levels.split(",")]
    from tests.serve.harness import ServeProcess

    bodies = _bodies()
    inproc = {p: round(in_process(bodies, p), 1) for p in (1, WORKERS)}
    config: dict = {"rate_limit": {"per_second": 1_000_000, "burst": 1_000_000}}
    if args.threads:
        config["threads"] = args.threads
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        server = ServeProcess(Path(tmp), db=str(Path(tmp) / "s.sqlite"), workers=WORKERS, config=config)
        with server:
            key = server.keys["acme"]
            asyncio.run(_load(server.base_url, key, bodies, 8, len(bodies), 120))  # warm-up pass, untimed
            for c in levels:
                r = asyncio.run(_load(server.base_url, key, bodies, c, args.requests, args.seconds))
                r["vs_in_process"] = round(r["throughput_rps"] / inproc[WORKERS], 3)
                r["vs_in_process_1proc"] = round(r["throughput_rps"] / inproc[1], 3)
                results.append(r)
    report = {"cases": len(bodies), "workers": WORKERS, "in_process_cases_per_s": inproc, "levels": results}
    if args.json:
        print(json.dumps(report))
        return 0
    print(
        f"in-process Verifier.verify: {inproc[1]} cases/s (1 process), {inproc[WORKERS]} cases/s ({WORKERS} processes)"
    )
    print(f"{'conc':>4} {'requests':>8} {'errors':>6} {'rps':>7} {'p50 ms':>7} {'p99 ms':>7} {'vs in-proc':>10}")
    for r in results:
        print(
            f"{r['concurrency']:>4} {r['requests']:>8} {sum(r['errors'].values()):>6} {r['throughput_rps']:>7} "
            f"{r['p50_ms']:>7} {r['p99_ms']:>7} {r['vs_in_process']:>10.0%}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
