"""Loopback load test of ``chat-verifier serve`` (2 workers) against in-process ``Verifier.verify``, in one run.

An asyncio client (raw HTTP/1.1 over keep-alive connections, every request encoded beforehand)
posts the dev cases to ``/v1/verify`` on 127.0.0.1 at concurrency 1, 8 and 32 (one untimed
warm-up pass first), each level bounded by a request count and a time limit, and stops by
itself. In the same run, before and after the HTTP levels, the same cases go through
``Verifier.verify`` in 1 and in 2 processes (the server's worker count; each process warmed up
by one pass). Both share the machine's cores with the load generator, as a sidecar would.

Prints, per concurrency: requests, errors, throughput (requests/s), p50 and p99 latency (ms,
client side), the ratio of throughput to the 2-process in-process rate (the mean of the
before and after measurements), and the server's CPU per request (its workers' user+system
time from /proc) beside in-process CPU per case: on a shared machine the CPU figures move
less than the rates. Targets: throughput >= 60% of in-process; p99 <= 50 ms at concurrency 8.

Run: ``.venv/bin/python benchmarks/serve_load.py [--requests N] [--seconds S] [--json]``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing as mp
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

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
    t0, c0 = time.perf_counter(), time.process_time()
    for b in share:  # the request's JSON text in, the CLI's JSON text out, as the server does
        x = {k: y for k, y in json.loads(b).items() if k != "case_id"}
        json.dumps(v.verify(x).model_dump(mode="json", exclude_none=True), ensure_ascii=False)
    queue.put((len(share), time.perf_counter() - t0, time.process_time() - c0))


def in_process(bodies: list[bytes], processes: int) -> tuple[float, float]:
    """Cases per second of ``Verifier.verify`` (JSON in and out) over ``bodies`` in ``processes`` processes,
    and CPU milliseconds per case."""
    ctx = mp.get_context("spawn")
    start, queue = ctx.Barrier(processes), ctx.Queue()
    procs = [ctx.Process(target=_inproc_worker, args=(bodies[i::processes], start, queue)) for i in range(processes)]
    for p in procs:
        p.start()
    results = [queue.get(timeout=900) for _ in procs]
    for p in procs:
        p.join()
    cases = sum(r[0] for r in results)
    return cases / max(r[1] for r in results), 1000 * sum(r[2] for r in results) / cases


def _cpu_seconds(pids: list[int]) -> float:
    """User + system CPU seconds of the processes ``pids`` so far (Linux /proc; 0 for one that is gone)."""
    total = 0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += int(fields[11]) + int(fields[12])
    return total / os.sysconf("SC_CLK_TCK")


def _requests(host: str, key: str, bodies: list[bytes]) -> list[bytes]:
    """Each body as the complete HTTP/1.1 request bytes (encoded once, before any timing)."""
    head = f"POST /v1/verify HTTP/1.1\r\nHost: {host}\r\nAuthorization: Bearer {key}\r\n"
    head += "Content-Type: application/json\r\nContent-Length: "
    return [head.encode() + str(len(b)).encode() + b"\r\n\r\n" + b for b in bodies]


async def _exchange(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, request: bytes) -> int:
    """Send one pre-encoded request on a keep-alive connection; read the whole response; its status code."""
    writer.write(request)
    head = await reader.readuntil(b"\r\n\r\n")
    status = int(head[9:12])
    length = 0
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            length = int(value)
    await reader.readexactly(length)
    return status


async def _load(base_url: str, key: str, bodies: list[bytes], concurrency: int, requests: int, seconds: float) -> dict:
    """``concurrency`` keep-alive connections posting ``bodies`` round robin, until ``requests`` or ``seconds``.

    The client is raw asyncio streams with every request encoded beforehand, so the load
    generator costs little of the cores it shares with the server (an HTTP client library
    costs about as much per request as the server's own HTTP handling).
    """
    host, port = base_url.removeprefix("http://").rsplit(":", 1)
    encoded = _requests(f"{host}:{port}", key, bodies)
    latencies: list[float] = []
    errors: dict[str, int] = {}
    next_i = 0
    stop_at = time.monotonic() + seconds

    async def worker() -> None:
        nonlocal next_i
        conn = None
        while next_i < requests and time.monotonic() < stop_at:
            request = encoded[next_i % len(encoded)]
            next_i += 1
            t0 = time.perf_counter()
            try:
                if conn is None:
                    conn = await asyncio.open_connection(host, int(port))
                status = await asyncio.wait_for(_exchange(*conn, request), timeout=60)
                ok, kind = status == 200, str(status)
            except (OSError, asyncio.IncompleteReadError, asyncio.LimitOverrunError, TimeoutError) as exc:
                ok, kind = False, type(exc).__name__
                if conn is not None:
                    conn[1].close()
                conn = None
            if ok:
                latencies.append((time.perf_counter() - t0) * 1000)
            else:
                errors[kind] = errors.get(kind, 0) + 1
        if conn is not None:
            conn[1].close()

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
    ap.add_argument(
        "--inline-max-bytes",
        type=int,
        default=None,
        help="the service's inline_max_bytes (0: every verification on the threads; default: the service's)",
    )
    ap.add_argument("--levels", default="1,8,32", help="concurrency levels (default 1,8,32)")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    args = ap.parse_args()
    levels = [int(x) for x in args.levels.split(",")]
    from tests.serve.harness import ServeProcess

    bodies = _bodies()
    before = {p: in_process(bodies, p) for p in (1, WORKERS)}
    config: dict = {"rate_limit": {"per_second": 1_000_000, "burst": 1_000_000}}
    if args.threads:
        config["threads"] = args.threads
    if args.inline_max_bytes is not None:
        config["inline_max_bytes"] = args.inline_max_bytes
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        server = ServeProcess(Path(tmp), db=str(Path(tmp) / "s.sqlite"), workers=WORKERS, config=config)
        with server:
            key = server.keys["acme"]
            asyncio.run(_load(server.base_url, key, bodies, 8, len(bodies), 120))  # warm-up pass, untimed
            pids = server.worker_pids() or [server.proc.pid]
            for c in levels:
                cpu0 = _cpu_seconds(pids)
                r = asyncio.run(_load(server.base_url, key, bodies, c, args.requests, args.seconds))
                r["server_cpu_ms_per_request"] = round(1000 * (_cpu_seconds(pids) - cpu0) / max(1, r["requests"]), 2)
                results.append(r)
    after = {p: in_process(bodies, p) for p in (1, WORKERS)}
    inproc = {p: round((before[p][0] + after[p][0]) / 2, 1) for p in (1, WORKERS)}
    inproc_cpu = round(statistics.fmean(m[p][1] for m in (before, after) for p in (1, WORKERS)), 2)
    for r in results:
        r["vs_in_process"] = round(r["throughput_rps"] / inproc[WORKERS], 3)
        r["vs_in_process_1proc"] = round(r["throughput_rps"] / inproc[1], 3)
        r["cpu_vs_in_process"] = round(r["server_cpu_ms_per_request"] / inproc_cpu, 2)
    report = {
        "cases": len(bodies),
        "workers": WORKERS,
        "in_process_cases_per_s": inproc,
        "in_process_before_after": {p: [round(before[p][0], 1), round(after[p][0], 1)] for p in (1, WORKERS)},
        "in_process_cpu_ms_per_case": inproc_cpu,
        "load_average": [round(x, 2) for x in os.getloadavg()],
        "levels": results,
    }
    if args.json:
        print(json.dumps(report))
        return 0
    print(
        f"in-process Verifier.verify: {inproc[1]} cases/s (1 process), {inproc[WORKERS]} cases/s ({WORKERS} processes),"
        f" {inproc_cpu} CPU ms/case; load average at the end {report['load_average']}"
    )
    print(
        f"{'conc':>4} {'requests':>8} {'errors':>6} {'rps':>7} {'p50 ms':>7} {'p99 ms':>7} {'vs in-proc':>10}"
        f" {'CPU ms/req':>10}"
    )
    for r in results:
        print(
            f"{r['concurrency']:>4} {r['requests']:>8} {sum(r['errors'].values()):>6} {r['throughput_rps']:>7} "
            f"{r['p50_ms']:>7} {r['p99_ms']:>7} {r['vs_in_process']:>10.0%} {r['server_cpu_ms_per_request']:>10}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
