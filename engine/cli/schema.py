"""``chat-verifier schema NAME``: print the JSON Schema of a contract."""

from __future__ import annotations

import argparse
import json
import sys

import engine
import extractors

CONTRACTS = {
    name: getattr(engine, name)
    for name in (
        "ToolInvocation",
        "ToolProfile",
        "TraceSummaryItem",
        "ExecutorStructuredOutput",
        "Claim",
        "EvidenceBinding",
        "VerifierInput",
        "FactCheck",
        "EvidenceRef",
        "VerifierOutput",
        "VerifierEvaluation",
        "SelfEvaluation",
        "CandidateFact",
        "CaseInput",
        "ImportAudit",
    )
}
CONTRACTS["ParseResult"] = extractors.ParseResult


def register(sub: argparse._SubParsersAction) -> None:
    """Add the ``schema`` subcommand."""
    p = sub.add_parser("schema", help="print the JSON Schema of a contract")
    p.add_argument("name", nargs="?", help="contract name; omit to list them")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Print the schema, or the list of names."""
    if not args.name:
        print("\n".join(sorted(CONTRACTS)))
        return 0
    model = CONTRACTS.get(args.name)
    if model is None:
        print(f"error: unknown contract {args.name!r}; one of: {', '.join(sorted(CONTRACTS))}", file=sys.stderr)
        return 2
    print(json.dumps(model.model_json_schema(), ensure_ascii=False, indent=2, sort_keys=True))
    return 0
