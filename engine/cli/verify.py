"""``chat-verifier verify FILE|-``: one VerifierOutput JSON line per input."""

from __future__ import annotations

import argparse
import sys

from engine.cli.io import process_records
from engine.verifier import Verifier
from matchers.errors import VerifierError


def register(sub: argparse._SubParsersAction) -> None:
    """Add the ``verify`` subcommand."""
    p = sub.add_parser("verify", help="verify one input object or JSON Lines of them")
    p.add_argument("file", help="JSON or JSON Lines file of VerifierInputs or labeled cases; - for stdin")
    p.add_argument("--extractor", default="rules", help="fallback extractor: rules (default) or llm")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Verify every record with one Verifier; errors go to stderr one line each; exit 2 if any record failed."""
    try:
        verifier = Verifier(extractor=args.extractor)
    except VerifierError as exc:
        print(f"error: --extractor {args.extractor}: {exc.message}", file=sys.stderr)
        return 2
    return process_records(args.file, lambda data: verifier.verify(data).model_dump(mode="json", exclude_none=True))
