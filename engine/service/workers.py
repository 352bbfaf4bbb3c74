"""Worker processes that each listen on a socket of their own (``SO_REUSEPORT``), so the kernel spreads connections.

uvicorn's ``workers=N`` binds one listening socket in the supervisor and hands it to every
worker. The worker whose event loop wakes first accepts every queued connection (asyncio drains
the accept queue), so the long-lived keep-alive connections of a chat backend pile up on one
worker while the other idles. Here each worker binds its own socket to the same address with
``SO_REUSEPORT``; the kernel then hashes every new connection (by its addresses and ports) to one
of the listening sockets, and a connection stays on the worker that accepted it.

The supervisor is uvicorn's own (:class:`uvicorn.supervisors.Multiprocess`: a dead or hung worker
is replaced, SIGTERM and SIGINT shut every worker down gracefully). It is given a
:class:`ReusePortListener` in place of a socket: the supervisor pickles its ``sockets`` into
every worker it spawns, and unpickling a listener in the worker opens that worker's own socket.
So a replacement worker gets a fresh socket too, and it only starts listening (joins the
kernel's group) once its app is built, so no connection waits on a worker that is still loading.
A worker that is killed loses the connections queued on its socket (their clients see a reset);
new connections go to the workers still listening.

The supervisor keeps :func:`reserve_port`'s socket (bound, never listening) for as long as it
runs, so no other program can take the port between the start-up check and the workers' binds.
"""

from __future__ import annotations

import socket
import sys
from dataclasses import dataclass
from typing import Any

__all__ = ["ReusePortListener", "open_listener", "reserve_port", "run_workers"]

#: uvicorn's exit status for a worker that failed before serving (the supervisor then stops).
STARTUP_FAILURE = 3


def _family(host: str) -> socket.AddressFamily:
    return socket.AF_INET6 if ":" in host else socket.AF_INET


def _reuse_port_socket(host: str) -> socket.socket:
    sock = socket.socket(_family(host), socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
    return sock


def reserve_port(host: str, port: int) -> socket.socket:
    """Bind (without listening) a ``SO_REUSEPORT`` socket to ``host:port``; raises OSError when it is taken.

    A bound socket that never listens receives no connection, but it holds the port: only sockets
    of the same user that also set ``SO_REUSEPORT`` (the workers') can bind it beside it. Port 0
    picks a free port; read it from ``getsockname()``.
    """
    sock = _reuse_port_socket(host)
    try:
        sock.bind((host, port))
    except OSError:
        sock.close()
        raise
    return sock


def open_listener(host: str, port: int) -> socket.socket:
    """This worker's own socket on ``host:port`` (bound, ``SO_REUSEPORT``; uvicorn starts listening on it).

    A bind that fails is one line on stderr and uvicorn's start-up-failure exit status, which
    stops the supervisor instead of respawning the worker forever.
    """
    try:
        return reserve_port(host, port)
    except OSError as exc:
        print(f"error: worker cannot listen on {host}:{port}: {exc.strerror}", file=sys.stderr)
        sys.exit(STARTUP_FAILURE)


@dataclass(frozen=True)
class ReusePortListener:
    """A listening address that becomes a socket of its own in each process it is unpickled in.

    Passed to uvicorn's supervisor as its one "socket": the supervisor sends it to every worker it
    spawns (by pickling), and each worker gets :func:`open_listener`'s socket back.
    """

    host: str
    port: int

    def __reduce__(self) -> tuple[Any, tuple[str, int]]:
        """Unpickle as :func:`open_listener` (``host``, ``port``): a fresh socket in the receiving process."""
        return open_listener, (self.host, self.port)


def run_workers(config: Any, listener: ReusePortListener) -> None:
    """Run ``config.workers`` uvicorn workers, each on its own socket at ``listener``, until SIGTERM or SIGINT.

    ``config`` is a :class:`uvicorn.Config` whose app is an import string (the workers are spawned).
    """
    import logging

    from uvicorn.supervisors import Multiprocess

    logging.getLogger("uvicorn.error").info(
        "chat-verifier listening on %s:%d with %d workers (one SO_REUSEPORT socket each)",
        listener.host,
        listener.port,
        config.workers,
    )
    Multiprocess(config, sockets=[listener]).run()  # type: ignore[list-item]
