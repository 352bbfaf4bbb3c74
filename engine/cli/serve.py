"""``chat-verifier serve``: run the HTTP verification service (FastAPI + uvicorn, one Verifier per worker).

Everything is checked here, before a worker starts: the configuration file and flags, the key
file, the store (opened and migrated once) and the port. A problem is one line on stderr and
exit 2, never an error at the first request. With several workers each one listens on a
``SO_REUSEPORT`` socket of its own (:mod:`engine.service.workers`), so the kernel spreads the
keep-alive connections over them instead of the first awake worker taking them all.
"""

from __future__ import annotations

import argparse
import os
import shutil
import socket
import sys
import tempfile

from matchers.errors import VerifierError

#: The worker factory uvicorn imports in each worker process.
APP = "engine.service.app:app_from_env"
_DB_HELP = "store URL or SQLite file (default: $CHAT_VERIFIER_DB or ./chat-verifier.sqlite)"


def register(sub: argparse._SubParsersAction) -> None:
    """Add the ``serve`` subcommand."""
    p = sub.add_parser("serve", help="run the HTTP verification service")
    p.add_argument("--host", help="address to listen on (default 127.0.0.1)")
    p.add_argument("--port", type=int, help="port (default 8080)")
    p.add_argument("--workers", type=int, help="worker processes, each with its own Verifier (default 1)")
    p.add_argument("--db", help=_DB_HELP)
    p.add_argument("--keys", help="API-key file (default: $CHAT_VERIFIER_KEYS or ./chat-verifier-keys.json)")
    p.add_argument("--config", help="YAML or JSON configuration file (limits, deadlines, rate limit, LLM, …)")
    p.set_defaults(func=run)


def _fail(message: str) -> int:
    print(f"error: {message}".splitlines()[0], file=sys.stderr)
    return 2


def _check_port(host: str, port: int) -> str | None:
    """Why ``host:port`` cannot be listened on (taken, not an address of this host), or None.

    Bound without ``SO_REUSEPORT``, so a port that another server listens on is refused even when
    that server shares its port (another ``chat-verifier serve``, say).
    """
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind((host, port))
        except OSError as exc:
            return f"cannot listen on {host}:{port}: {exc.strerror}"
    return None


def run(args: argparse.Namespace) -> int:
    """Check the setup, then serve until interrupted."""
    try:
        import uvicorn

        from engine.service.config import CONFIG_ENV, load_config
        from engine.service.extract import service_extractors
        from engine.service.http import protocol as http_protocol
        from engine.service.keys import KeyRing
        from engine.service.logs import logging_config
        from engine.service.metrics import MULTIPROC_ENV
        from engine.service.store import ServiceStore
        from engine.service.workers import ReusePortListener, reserve_port, run_workers
        from engine.store import resolve_db_url
    except ImportError as exc:
        return _fail(f"serve needs the server extra: pip install 'chat-verifier[server]' ({exc.name} is missing)")
    try:
        config = load_config(
            args.config, host=args.host, port=args.port, workers=args.workers, db=args.db, keys=args.keys
        )
        config = config.model_copy(update={"keys": str(config.keys_path()), "db": resolve_db_url(config.db)})
        keys = KeyRing(config.keys_path())
        service_extractors(config.llm)
    except VerifierError as exc:
        return _fail(exc.message)
    if not len(keys):
        print(f"warning: {config.keys} has no active key; every /v1 request will get 401", file=sys.stderr)
    try:
        ServiceStore(config.db).close()
    except Exception as exc:
        return _fail(f"cannot open the store {config.db}: {str(exc).splitlines()[0]}")
    busy = _check_port(config.host, config.port)
    if busy:
        return _fail(busy)
    held = None
    if config.workers > 1:
        try:  # bound, never listening: holds the port for the workers' own SO_REUSEPORT sockets
            held = reserve_port(config.host, config.port)
        except OSError as exc:
            return _fail(f"cannot listen on {config.host}:{config.port}: {exc.strerror}")
    os.environ[CONFIG_ENV] = config.to_env()
    metrics_dir = None
    if config.workers > 1:
        metrics_dir = tempfile.mkdtemp(prefix="chat-verifier-metrics-")
        os.environ[MULTIPROC_ENV] = metrics_dir
    options = dict(
        factory=True,
        http=http_protocol(),
        host=config.host,
        workers=config.workers,
        log_config=logging_config(config.log_level),
        access_log=False,
        server_header=False,
        timeout_graceful_shutdown=10,
    )
    try:
        if held is None:
            uvicorn.run(APP, port=config.port, **options)
        else:
            # each worker listens on a socket of its own, so the kernel spreads the connections
            listener = ReusePortListener(config.host, held.getsockname()[1])
            run_workers(uvicorn.Config(APP, port=listener.port, **options), listener)
    finally:
        if held is not None:
            held.close()
        if metrics_dir is not None:
            shutil.rmtree(metrics_dir, ignore_errors=True)
    return 0
