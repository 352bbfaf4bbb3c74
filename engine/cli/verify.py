"""``chat-verifier verify FILE|-``: one VerifierOutput JSON line per input."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Mapping
from typing import Any

from engine.cli.io import dumps, iter_records, read_text
from engine.pipeline import verify
from matchers.errors import VerifierError


def register(sub: argparse._SubParsersAction) -> None:
    """Add the ``verify`` subcommand."""
    p = sub.add_parser("verify", help="verify one input object or JSON Lines of them")
    p.add_argument("file", help="JSON or JSON Lines file of VerifierInputs or labeled cases; - for stdin")
    p.add_argument("--extractor", default="rules", help="fallback extractor: rules (default) or llm")
    p.set_defaults(func=run)


def unwrap_case(value: Any) -> tuple[Any, str | None]:
    """Return (verifier input data, case_id) for a labeled case or a bare input."""
    if not isinstance(value, Mapping):
        return value, None
    case_id = value.get("case_id")
    case_id = str(case_id) if case_id is not None else None
    if "input" in value and isinstance(value["input"], Mapping):
        return value["input"], case_id
    if "input" in value:
        raise VerifierError("field input: must be an object", field="input")
    data = {k: v for k, v in value.items() if k != "case_id"}
    return data, case_id


def run(args: argparse.Namespace) -> int:
    """Verify every record; errors go to stderr one line each; exit 2 if any record failed."""
    try:
        text = read_text(args.file)
    except OSError as exc:
        print(f"error: cannot read {args.file}: {exc.strerror}", file=sys.stderr)
        return 2
    failed = False
    for rec in iter_records(text):
        if rec.error is not None:
            print(f"error: {rec.label}: {rec.error}", file=sys.stderr)
            failed = True
            continue
        try:
            data, case_id = unwrap_case(rec.value)
            if not isinstance(data, Mapping):
                raise VerifierError(f"expected a JSON object, got {type(data).__name__}", field="$")
            out = verify(data, extractor=args.extractor).model_dump(mode="json", exclude_none=True)
        except VerifierError as exc:
            prefix = "input." if isinstance(rec.value, Mapping) and "input" in rec.value else ""
            field = f" (field {prefix}{exc.field})" if exc.field and exc.field != "$" else ""
            print(f"error: {rec.label}{field}: {exc}", file=sys.stderr)
            failed = True
            continue
        if case_id is not None:
            out = {"case_id": case_id, **out}
        sys.stdout.write(dumps(out) + "\n")
        sys.stdout.flush()
    return 2 if failed else 0
