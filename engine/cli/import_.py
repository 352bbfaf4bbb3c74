"""``chat-verifier import FILE|-``: print the case input an agent-stack trace imports to (rows + ``import_audit``).

FILE holds one trace payload, or JSON Lines of ``{"case_id", "session_id"?, "trace"}``. A bare
payload prints the case input object; a wrapped one prints ``{"case_id", "input"}``, a labeled
case without ``expected``, so the output feeds ``chat-verifier verify`` as it is.
"""

from __future__ import annotations

import argparse
from typing import Any

from engine.cli.io import process_traces
from engine.cli.traces import add_trace_options, import_record


def register(sub: argparse._SubParsersAction) -> None:
    """Add the ``import`` subcommand."""
    p = sub.add_parser("import", help="print the case input (tool invocation rows) of agent-stack traces")
    p.add_argument("file", help="one trace payload, or JSON Lines of {case_id, session_id?, trace}; - for stdin")
    add_trace_options(p, default="auto")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Import every record; errors go to stderr one line each; exit 2 if any record failed."""

    def handle(payload: Any, case_id: str | None, session_id: str | None) -> dict[str, Any]:
        case = import_record(args, payload, case_id, session_id).model_dump(mode="json", exclude_none=True)
        return {"input": case} if case_id is not None else case

    return process_traces(args.file, handle)
