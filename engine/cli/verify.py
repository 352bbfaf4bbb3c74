"""``chat-verifier verify FILE|-``: one VerifierOutput JSON line per input (``--trace-format``: per trace)."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from engine.cli.io import process_records, process_traces
from engine.cli.traces import add_trace_options, import_record
from engine.pipeline import CaseInput
from engine.verifier import Verifier
from matchers.errors import VerifierError


def register(sub: argparse._SubParsersAction) -> None:
    """Add the ``verify`` subcommand."""
    p = sub.add_parser("verify", help="verify one input object or JSON Lines of them")
    p.add_argument("file", help="JSON or JSON Lines file of VerifierInputs or labeled cases; - for stdin")
    p.add_argument("--extractor", default="rules", help="fallback extractor: rules (default) or llm")
    add_trace_options(p, default=None)
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Verify every record with one Verifier; errors go to stderr one line each; exit 2 if any record failed."""
    try:
        verifier = Verifier(extractor=args.extractor)
    except VerifierError as exc:
        print(f"error: --extractor {args.extractor}: {exc.message}", file=sys.stderr)
        return 2
    if args.trace_format is None:
        return process_records(
            args.file, lambda data: verifier.verify(data).model_dump(mode="json", exclude_none=True), verifier.limits
        )

    def handle(payload: Any, case_id: str | None, session_id: str | None) -> dict[str, Any]:
        case = import_record(args, payload, case_id, session_id)
        data = {name: getattr(case, name) for name in CaseInput.model_fields}
        return verifier.verify(data).model_dump(mode="json", exclude_none=True)

    return process_traces(args.file, handle, verifier.limits)
