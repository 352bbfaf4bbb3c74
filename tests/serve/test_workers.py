"""Worker sockets: each of the 2 workers listens on a socket of its own, and keep-alive connections spread over both.

Which process holds which socket is read from Linux's ``/proc`` (a socket's inode in
``/proc/net/tcp*`` and in the process's file descriptors), so the test sees what the kernel did,
not what the server says it did.
"""

from __future__ import annotations

import os
import signal
import socket
import sys
from pathlib import Path

import pytest

from tests.serve.harness import ServeProcess

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads Linux /proc")

LISTEN, ESTABLISHED = "0A", "01"


def _tcp_sockets(port: int) -> list[tuple[str, int, int]]:
    """``(state, remote port, inode)`` of every TCP socket whose local port is ``port``."""
    out = []
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        for line in Path(table).read_text().splitlines()[1:]:
            f = line.split()
            if int(f[1].rsplit(":", 1)[1], 16) == port:
                out.append((f[3], int(f[2].rsplit(":", 1)[1], 16), int(f[9])))
    return out


def _socket_inodes(pid: int) -> set[int]:
    inodes = set()
    for fd in os.listdir(f"/proc/{pid}/fd"):
        try:
            target = os.readlink(f"/proc/{pid}/fd/{fd}")
        except OSError:
            continue
        if target.startswith("socket:["):
            inodes.add(int(target[8:-1]))
    return inodes


def test_each_worker_listens_on_its_own_socket(sqlite_server: ServeProcess):
    pids = sqlite_server.worker_pids()
    assert len(pids) == 2
    listening = {inode for state, _, inode in _tcp_sockets(sqlite_server.port) if state == LISTEN}
    owned = [listening & _socket_inodes(pid) for pid in pids]
    assert all(len(s) == 1 for s in owned), owned  # one listening socket per worker ...
    assert owned[0] != owned[1]  # ... not one shared socket
    assert not listening & _socket_inodes(sqlite_server.proc.pid)  # the supervisor accepts nothing


def test_keep_alive_connections_spread_over_the_workers(sqlite_server: ServeProcess):
    """16 connections opened at once, as a client pool does, each kept open after one request: both workers get some.

    The kernel hashes each connection to a listening socket, so a split that leaves a worker
    without any has probability 2 x 2^-16. (With one shared socket nothing enforces it: the first
    worker to wake accepts every connection queued then, and under load that is the idle one only
    by luck.)
    """
    conns = []
    try:
        for _ in range(16):  # all connected (queued by the kernel) before any request is sent
            conns.append(socket.create_connection(("127.0.0.1", sqlite_server.port), timeout=30))
        for s in conns:
            s.sendall(b"GET /livez HTTP/1.1\r\nHost: test\r\n\r\n")
        for s in conns:
            assert s.recv(4096).startswith(b"HTTP/1.1 200")  # accepted and answered; still open
        mine = {s.getsockname()[1] for s in conns}
        established = {inode: rport for state, rport, inode in _tcp_sockets(sqlite_server.port) if state == ESTABLISHED}
        per_worker = [
            sum(1 for inode in _socket_inodes(pid) if established.get(inode) in mine)
            for pid in sqlite_server.worker_pids()
        ]
    finally:
        for s in conns:
            s.close()
    assert sum(per_worker) == 16, per_worker
    assert min(per_worker) > 0, per_worker


@pytest.mark.parametrize("reuse_port", [False, True], ids=["plain", "reuse-port"])
def test_a_port_in_use_is_one_line_and_exit_2(tmp_path, capsys, reuse_port):
    """Taken by any listener, also one that shares its port (another ``serve``): never joined silently."""
    from engine.cli import main
    from engine.service.keys import add_key

    keys = tmp_path / "keys.json"
    add_key(keys, "acme")
    with socket.socket() as other:
        if reuse_port:
            other.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
        other.bind(("127.0.0.1", 0))
        other.listen()
        port = other.getsockname()[1]
        args = ["serve", "--port", str(port), "--workers", "2", "--keys", str(keys), "--db", str(tmp_path / "s.sqlite")]
        assert main(args) == 2
    err = capsys.readouterr().err.strip()
    assert f"cannot listen on 127.0.0.1:{port}" in err and len(err.splitlines()) == 1, err


def test_sigterm_stops_every_worker_gracefully(tmp_path):
    server = ServeProcess(tmp_path, db=str(tmp_path / "s.sqlite"), workers=2).start().wait_ready()
    try:
        with server.client() as c:
            assert c.get("/v1/limits").status_code == 200
        server.proc.send_signal(signal.SIGTERM)
        assert server.proc.wait(30) == 0
        finished = [x for x in server.log_lines() if str(x.get("msg", "")).startswith("Finished server process")]
        assert len(finished) == 2, server.log_tail()
    finally:
        server.stop()
