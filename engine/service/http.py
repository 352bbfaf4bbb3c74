"""The HTTP/1.1 protocol the service runs on: uvicorn's, with ``TCP_NODELAY`` on every connection.

asyncio sets ``TCP_NODELAY`` only on sockets it can see are TCP; a listening socket made without
naming the protocol (uvicorn's, and each worker's own in ``engine.service.workers``) does not say
so, and a keep-alive response written as headers then body then waits for the client's delayed
ACK: about 40 ms per request. Setting it here makes every worker answer as fast as a single
process.

The parser is httptools (C, llhttp) when it is installed, as the ``server`` extra does: h11 parses
in Python, and a verify request's ~20 KB body made it a measurable share of a request's CPU.
Without httptools the h11 protocol serves, with the same behaviour.
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib.util
import socket

from uvicorn.protocols.http.h11_impl import H11Protocol

__all__ = ["NoDelayH11Protocol", "NoDelayHttpToolsProtocol", "protocol"]


def _no_delay(transport: asyncio.BaseTransport) -> None:
    sock = transport.get_extra_info("socket")
    if sock is not None and sock.family in (socket.AF_INET, socket.AF_INET6):
        with contextlib.suppress(OSError):  # a socket that refuses keeps uvicorn's behaviour
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)


class NoDelayH11Protocol(H11Protocol):
    """:class:`H11Protocol` that turns off Nagle's algorithm on the connection it serves."""

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        """Set ``TCP_NODELAY`` on a TCP connection, then serve it as uvicorn does."""
        _no_delay(transport)
        super().connection_made(transport)


if importlib.util.find_spec("httptools") is not None:
    from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

    class NoDelayHttpToolsProtocol(HttpToolsProtocol):
        """uvicorn's httptools protocol that turns off Nagle's algorithm on the connection it serves."""

        def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
            """Set ``TCP_NODELAY`` on a TCP connection, then serve it as uvicorn does."""
            _no_delay(transport)
            super().connection_made(transport)

else:  # pragma: no cover - the server extra installs httptools
    NoDelayHttpToolsProtocol = None  # type: ignore[assignment,misc]


def protocol() -> str:
    """The import path of the protocol class to give uvicorn: httptools when installed, else h11."""
    name = "NoDelayHttpToolsProtocol" if NoDelayHttpToolsProtocol is not None else "NoDelayH11Protocol"
    return f"{__name__}:{name}"
