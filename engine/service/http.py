"""The HTTP/1.1 protocol and event loop the service runs on: uvicorn's, with two changes for multi-worker serving.

- ``TCP_NODELAY`` on every connection. asyncio sets it only on sockets it can see are TCP; the
  sockets uvicorn hands to its worker processes (``--workers N``) do not say so, and a keep-alive
  response written as headers then body then waits for the client's delayed ACK: about 40 ms per
  request.
- Connections spread over the workers. Every worker waits on the one listening socket, and the
  first to wake used to accept every connection queued (a client opening 8 keep-alive connections
  at once could get all 8 on one worker, leaving the other idle: half the throughput, twice the
  latency). :class:`BalancedEventLoop` accepts one connection per wake-up, and a worker that
  already holds ``k`` open connections waits ``k`` × :data:`ACCEPT_PACE_S` (at most
  :data:`MAX_ACCEPT_PACE_S`) before it takes the next one, so an emptier worker takes it first.
  A lone worker still accepts everything, only paced.

:data:`PROTOCOL` is uvicorn's C-parser protocol (httptools) when that package is installed, its
pure-Python h11 protocol otherwise: parsing a ~20 KB verify body in Python is a large part of the
event loop's own work per request, which competes for the GIL with the verification.
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib.util
import socket
from typing import Any

from uvicorn.protocols.http.h11_impl import H11Protocol

__all__ = [
    "ACCEPT_PACE_S",
    "LOOP",
    "MAX_ACCEPT_PACE_S",
    "PROTOCOL",
    "BalancedEventLoop",
    "NoDelayH11Protocol",
    "open_connections",
]

#: Seconds a worker waits, per connection it already holds, before accepting another.
ACCEPT_PACE_S = 0.001
#: The longest such wait.
MAX_ACCEPT_PACE_S = 0.02

_open = [0]


def open_connections() -> int:
    """HTTP connections this worker process holds open right now."""
    return _open[0]


class _Counted:
    """Protocol mixin: ``TCP_NODELAY`` on the connection, and a count of the worker's open connections."""

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        """Set ``TCP_NODELAY`` on a TCP connection, count it, then serve it as uvicorn does."""
        sock = transport.get_extra_info("socket")
        if sock is not None and sock.family in (socket.AF_INET, socket.AF_INET6):
            with contextlib.suppress(OSError):  # a socket that refuses keeps uvicorn's behaviour
                sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        _open[0] += 1
        super().connection_made(transport)  # type: ignore[misc]

    def connection_lost(self, exc: Exception | None) -> None:
        """Uncount the connection, then close it as uvicorn does."""
        _open[0] -= 1
        super().connection_lost(exc)  # type: ignore[misc]


class NoDelayH11Protocol(_Counted, H11Protocol):
    """:class:`H11Protocol` with ``TCP_NODELAY`` and the open-connection count."""


if importlib.util.find_spec("httptools") is not None:
    from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

    class NoDelayHttpToolsProtocol(_Counted, HttpToolsProtocol):
        """:class:`HttpToolsProtocol` with ``TCP_NODELAY`` and the open-connection count."""

    __all__ += ["NoDelayHttpToolsProtocol"]
    #: The protocol class ``serve`` passes to uvicorn (``module:attribute``).
    PROTOCOL = f"{__name__}:NoDelayHttpToolsProtocol"
else:  # pragma: no cover - depends on the installed extras
    PROTOCOL = f"{__name__}:NoDelayH11Protocol"


class BalancedEventLoop(asyncio.SelectorEventLoop):
    """The asyncio selector loop, accepting one connection per wake-up, paced by the connections it holds.

    It overrides the loop's accept step (``_accept_connection``, the same hook asyncio itself
    pauses when it runs out of file descriptors).
    """

    def _accept_connection(  # type: ignore[override]
        self, protocol_factory: Any, sock: socket.socket, sslcontext: Any = None, server: Any = None,
        backlog: int = 100, *timeouts: Any,
    ) -> None:  # fmt: skip
        held = open_connections()
        if not held:
            super()._accept_connection(protocol_factory, sock, sslcontext, server, 1, *timeouts)  # type: ignore[misc]
            return
        self._remove_reader(sock.fileno())  # type: ignore[attr-defined]
        delay = min(ACCEPT_PACE_S * held, MAX_ACCEPT_PACE_S)
        self.call_later(delay, self._accept_paced, protocol_factory, sock, sslcontext, server, backlog, *timeouts)

    def _accept_paced(
        self, protocol_factory: Any, sock: socket.socket, sslcontext: Any, server: Any, backlog: int, *timeouts: Any
    ) -> None:
        """After the pause: take one connection if one is still queued, then listen again."""
        if sock.fileno() < 0 or (server is not None and not server.is_serving()):
            return  # the server closed meanwhile
        super()._accept_connection(protocol_factory, sock, sslcontext, server, 1, *timeouts)  # type: ignore[misc]
        self._start_serving(protocol_factory, sock, sslcontext, server, backlog, *timeouts)  # type: ignore[attr-defined]


def balanced_loop() -> asyncio.AbstractEventLoop:
    """The uvicorn ``loop`` factory: a :class:`BalancedEventLoop`."""
    return BalancedEventLoop()


#: The loop factory ``serve`` passes to uvicorn (``module:attribute``).
LOOP = f"{__name__}:balanced_loop"
