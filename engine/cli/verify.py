"""``chat-verifier verify FILE|-``: one VerifierOutput JSON line per input (``--trace-format``: per trace)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.cli.io import process_records, process_traces, record_output, trace_output
from engine.cli.traces import TraceReader, add_trace_options
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


@dataclass(frozen=True)
class VerifyStep:
    """What ``verify`` does with one parsed record; picklable, so ``batch`` workers run exactly this.

    Calling it on a record gives ``(case_id, output)``, ``output`` being the VerifierOutput as
    ``verify`` prints it (without ``case_id``); a bad record raises a ``VerifierError`` naming the field.
    """

    verifier: Verifier
    traces: TraceReader | None = None

    def output(self, data: Mapping[str, Any]) -> dict[str, Any]:
        """The printed VerifierOutput of one input."""
        return self.verifier.verify(data).model_dump(mode="json", exclude_none=True)

    def trace(self, payload: Any, case_id: str | None, session_id: str | None) -> dict[str, Any]:
        """The printed VerifierOutput of one imported trace payload."""
        if self.traces is None:
            raise VerifierError("this step reads no traces (no --trace-format given)")
        case = self.traces(payload, case_id, session_id)
        return self.output({name: getattr(case, name) for name in CaseInput.model_fields})

    def __call__(self, value: Any) -> tuple[str | None, dict[str, Any]]:
        """(case_id, output) of one record: a labeled case or input, or with traces a trace record."""
        if self.traces is None:
            return record_output(value, self.output)
        return trace_output(value, self.trace)


def run(args: argparse.Namespace) -> int:
    """Verify every record with one Verifier; errors go to stderr one line each; exit 2 if any record failed."""
    try:
        verifier = Verifier(extractor=args.extractor)
    except VerifierError as exc:
        print(f"error: --extractor {args.extractor}: {exc.message}", file=sys.stderr)
        return 2
    if args.trace_format is None:
        return process_records(args.file, VerifyStep(verifier).output, verifier.limits)
    return process_traces(args.file, VerifyStep(verifier, TraceReader.of(args)).trace, verifier.limits)
