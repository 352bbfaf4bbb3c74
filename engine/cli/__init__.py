"""The ``chat-verifier`` command line. Each subcommand is one module with ``register`` and ``run``."""

from __future__ import annotations

import argparse
import importlib
import logging
import sys
from collections.abc import Sequence

from matchers.errors import VerifierError

#: Subcommand modules under ``engine.cli``, in help order. Add a module here to add a command.
COMMANDS: tuple[str, ...] = (
    "verify",
    "import",
    "schema",
    "bench",
    "chat",
    "session",
    "extract",
    "inspect",
    "batch",
    "serve",
    "keys",
)
#: Command → module, where the module name differs (``import`` is a Python keyword).
MODULES = {"import": "import_"}


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every subcommand registered."""
    parser = argparse.ArgumentParser(
        prog="chat-verifier",
        description="Deterministic fact verification of incident-diagnosis chat answers against tool traces.",
    )
    parser.add_argument("-v", "--verbose", action="store_true", help="log debug messages to stderr")
    parser.add_argument("--version", action="version", version=f"%(prog)s {package_version()}")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name in COMMANDS:
        module = importlib.import_module(f"engine.cli.{MODULES.get(name, name)}")
        module.register(sub)
    return parser


def package_version() -> str:
    """The installed chat-verifier version (``unknown`` when run from a tree that was never installed)."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("chat-verifier")
    except PackageNotFoundError:
        return "unknown"


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the console script; returns the exit code.

    Every error a command does not handle itself is still one line on stderr with exit 2, never
    a traceback (``-v`` logs the traceback of an unexpected one).
    """
    parser = build_parser()
    args = parser.parse_args(argv)
    logging.basicConfig(
        level=logging.DEBUG if args.verbose else logging.WARNING, stream=sys.stderr, format="%(levelname)s %(message)s"
    )
    try:
        return int(args.func(args) or 0)
    except BrokenPipeError:
        return 0
    except VerifierError as exc:
        print(f"error: {exc}".splitlines()[0], file=sys.stderr)
    except OSError as exc:
        print(f"error: {exc.filename or ''}{': ' if exc.filename else ''}{exc.strerror or exc}", file=sys.stderr)
    except Exception as exc:
        logging.getLogger("chat_verifier").debug("unexpected error", exc_info=True)
        print(f"error: unexpected {type(exc).__name__}: {exc}".splitlines()[0] + " (-v shows where)", file=sys.stderr)
    return 2


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
