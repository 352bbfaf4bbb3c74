"""``chat-verifier verify FILE|-``: one VerifierOutput JSON line per input."""

from __future__ import annotations

import argparse

from engine.cli.io import process_records
from engine.pipeline import verify


def register(sub: argparse._SubParsersAction) -> None:
    """Add the ``verify`` subcommand."""
    p = sub.add_parser("verify", help="verify one input object or JSON Lines of them")
    p.add_argument("file", help="JSON or JSON Lines file of VerifierInputs or labeled cases; - for stdin")
    p.add_argument("--extractor", default="rules", help="fallback extractor: rules (default) or llm")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Verify every record; errors go to stderr one line each; exit 2 if any record failed."""
    return process_records(
        args.file, lambda data: verify(data, extractor=args.extractor).model_dump(mode="json", exclude_none=True)
    )
