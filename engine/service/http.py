"""The HTTP/1.1 protocol the service runs on: uvicorn's h11 protocol with ``TCP_NODELAY`` on every connection.

asyncio sets ``TCP_NODELAY`` only on sockets it can see are TCP; a listening socket made without
naming the protocol (uvicorn's, and each worker's own in ``engine.service.workers``) does not say
so, and a keep-alive response written as headers then body then waits for the client's delayed
ACK: about 40 ms per request. Setting it here makes every worker answer as fast as a single
process.
"""

from __future__ import annotations

import asyncio
import contextlib
import socket

from uvicorn.protocols.http.h11_impl import H11Protocol

__all__ = ["NoDelayH11Protocol"]


class NoDelayH11Protocol(H11Protocol):
    """:class:`H11Protocol` that turns off Nagle's algorithm on the connection it serves."""

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        """Set ``TCP_NODELAY`` on a TCP connection, then serve it as uvicorn does."""
        sock = transport.get_extra_info("socket")
        if sock is not None and sock.family in (socket.AF_INET, socket.AF_INET6):
            with contextlib.suppress(OSError):  # a socket that refuses keeps uvicorn's behaviour
                sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        super().connection_made(transport)
