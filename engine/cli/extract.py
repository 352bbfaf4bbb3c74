"""``chat-verifier extract FILE|-``: the candidate facts of each answer, with spans (for debugging).

Input is the same as ``verify`` (a VerifierInput, a labeled case, or JSON Lines of them);
``--raw`` treats the whole file as one answer text instead. One JSON line per input:
parse status, which extractor ran (with its status, LLM calls and prompt id/hash) and the
facts with ``span`` ``[start, end)`` into the field named by ``source_field``.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Mapping
from typing import Any

from engine.cli.io import dumps, process_records, read_text
from engine.guard import check_input
from engine.verifier import Verifier
from extractors import ExtractionResult, ParseResult, ParseStatus, parse_executor_output
from extractors.contracts import ExecutorStructuredOutput
from matchers.errors import InputError, VerifierError


def register(sub: argparse._SubParsersAction) -> None:
    """Add the ``extract`` subcommand."""
    p = sub.add_parser("extract", help="print the candidate facts of each answer with their spans")
    p.add_argument("file", help="JSON or JSON Lines of VerifierInputs or labeled cases; - for stdin")
    p.add_argument("--extractor", default="rules", help="fallback extractor: rules (default) or llm")
    p.add_argument("--raw", action="store_true", help="treat the whole file as one executor answer text")
    p.set_defaults(func=run)


def _parse_of(data: Mapping[str, Any], max_depth: int) -> ParseResult:
    answer = data.get("executor_final_answer")
    if not isinstance(answer, str):
        raise InputError("field executor_final_answer: must be a string", field="executor_final_answer")
    structured = data.get("executor_structured_output")
    if isinstance(structured, Mapping):
        output = ExecutorStructuredOutput.model_validate(dict(structured))
        return ParseResult(status=ParseStatus.PARSED, raw=answer, output=output)
    return parse_executor_output(answer, max_depth=max_depth)


def describe(parse: ParseResult, result: ExtractionResult) -> dict[str, Any]:
    """The JSON line printed for one answer."""
    facts = []
    for f in result.facts:
        item: dict[str, Any] = {
            "fact_id": f.fact_id,
            "fact": f.fact,
            "origin": f.origin.value,
            "is_critical": f.is_critical,
        }
        if f.claim_id is not None:
            item["claim_id"] = f.claim_id
        if f.span is not None:
            item["span"] = [f.span.start, f.span.end]
            item["source_field"] = f.source_field
        facts.append(item)
    head = result.model_dump(mode="json", exclude={"facts"}, exclude_none=True)
    return {"parse_status": parse.status.value, **head, "facts": facts}


def run(args: argparse.Namespace) -> int:
    """Extract from every record with one Verifier; errors go to stderr one line each; exit 2 if any record failed."""
    try:
        verifier = Verifier(extractor=args.extractor)
    except VerifierError as exc:
        print(f"error: --extractor {args.extractor}: {exc.message}", file=sys.stderr)
        return 2
    if args.raw:
        try:
            text = read_text(args.file)
        except OSError as exc:
            print(f"error: cannot read {args.file}: {exc.strerror}", file=sys.stderr)
            return 2
        try:
            check_input({"executor_final_answer": text}, verifier.limits)
            parse = parse_executor_output(text, max_depth=verifier.limits.max_json_depth)
        except VerifierError as exc:
            print(f"error: {args.file}: {exc}", file=sys.stderr)
            return 2
        sys.stdout.write(dumps(describe(parse, verifier.extract(parse))) + "\n")
        return 0

    def handle(data: Mapping[str, Any]) -> dict[str, Any]:
        check_input(data, verifier.limits)
        parse = _parse_of(data, verifier.limits.max_json_depth)
        return describe(parse, verifier.extract(parse))

    return process_records(args.file, handle, verifier.limits)
