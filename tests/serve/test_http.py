"""The service's event loop and protocol (engine/service/http.py): connections spread over worker processes.

Two forked processes serve one listening socket on :class:`BalancedEventLoop`, as uvicorn's
workers do, each answering with its pid; a client opens 8 connections at once. Without the pacing
the first worker to wake took most or all of them.
"""

from __future__ import annotations

import asyncio
import multiprocessing as mp
import os
import signal
import socket
import time
from collections import Counter

import pytest

from engine.service.http import BalancedEventLoop, _Counted, open_connections

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")


class _PidProtocol(_Counted, asyncio.Protocol):
    """Answers every line with this process's pid and its open-connection count."""

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        self.transport = transport
        super().connection_made(transport)

    def data_received(self, data: bytes) -> None:
        self.transport.write(f"{os.getpid()} {open_connections()}\n".encode())


def _serve(sock: socket.socket) -> None:  # pragma: no cover - runs in a child process
    loop = BalancedEventLoop()
    asyncio.set_event_loop(loop)
    loop.run_until_complete(loop.create_server(_PidProtocol, sock=sock, backlog=128))
    loop.run_forever()


async def _who_answers(port: int, n: int) -> list[str]:
    conns = await asyncio.gather(*(asyncio.open_connection("127.0.0.1", port) for _ in range(n)))
    await asyncio.sleep(0.3)  # every connection accepted somewhere
    pids = []
    for reader, writer in conns:
        writer.write(b"?\n")
        pids.append((await asyncio.wait_for(reader.readline(), 10)).split()[0].decode())
    for _, writer in conns:
        writer.close()
    return pids


def _listening() -> socket.socket:
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    sock.listen(128)
    sock.setblocking(False)
    return sock


def test_connections_spread_over_two_workers():
    sock = _listening()
    ctx = mp.get_context("fork")
    workers = [ctx.Process(target=_serve, args=(sock,), daemon=True) for _ in range(2)]
    for w in workers:
        w.start()
    try:
        time.sleep(0.5)
        shares = []
        for _ in range(3):
            counts = Counter(asyncio.run(_who_answers(sock.getsockname()[1], 8)))
            shares.append(sorted(counts.values()))
            time.sleep(0.2)  # the closed connections are uncounted
    finally:
        for w in workers:
            os.kill(w.pid, signal.SIGKILL)
            w.join()
        sock.close()
    assert all(len(s) == 2 and s[-1] <= 5 for s in shares), shares  # both workers, neither more than 5 of 8


def test_a_lone_worker_still_accepts_every_connection():
    sock = _listening()
    worker = mp.get_context("fork").Process(target=_serve, args=(sock,), daemon=True)
    worker.start()
    try:
        time.sleep(0.3)
        t0 = time.monotonic()
        pids = asyncio.run(_who_answers(sock.getsockname()[1], 20))
        took = time.monotonic() - t0
    finally:
        os.kill(worker.pid, signal.SIGKILL)
        worker.join()
        sock.close()
    assert len(pids) == 20 and set(pids) == {str(worker.pid)}
    assert took < 3.0  # paced (at most MAX_ACCEPT_PACE_S a connection), not stalled
