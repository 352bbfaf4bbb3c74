"""The ``--trace-format`` options shared by ``verify`` and ``import``, and the import of one record."""

from __future__ import annotations

import argparse
from dataclasses import dataclass, field
from typing import Any

from engine.importers import AUTO, ErrorTextRule, ImportOptions, import_trace, importer_registry
from engine.pipeline import CaseInput


def add_trace_options(p: argparse.ArgumentParser, *, default: str | None) -> None:
    """Add ``--trace-format``, ``--session-id``, ``--query``, ``--strict-arguments`` and ``--error-prefix``."""
    formats = ", ".join([AUTO, *importer_registry])
    p.add_argument(
        "--trace-format",
        default=default,
        metavar="FORMAT",
        help=f"read agent-stack traces through an importer: {formats}",
    )
    p.add_argument("--session-id", help="session id of every imported trace (a wrapper's session_id wins)")
    p.add_argument("--query", help="the operator's question (default: the trace's first user message)")
    p.add_argument(
        "--strict-arguments",
        action="store_true",
        help="non-JSON tool call arguments are an error instead of a flagged raw string",
    )
    p.add_argument(
        "--error-prefix",
        action="append",
        metavar="PREFIX",
        help="error-text rule for formats without an error flag (repeatable; replaces the defaults)",
    )


def options_of(args: argparse.Namespace) -> ImportOptions:
    """The ImportOptions the flags ask for."""
    rule = ErrorTextRule(prefixes=tuple(args.error_prefix)) if args.error_prefix else ErrorTextRule()
    return ImportOptions(error_rule=rule, strict_arguments=args.strict_arguments)


@dataclass(frozen=True)
class TraceReader:
    """The import the ``--trace-format`` flags ask for, as a picklable value (batch workers get one)."""

    format: str
    session_id: str | None = None
    query: str | None = None
    options: ImportOptions = field(default_factory=ImportOptions)

    @classmethod
    def of(cls, args: argparse.Namespace) -> TraceReader:
        """The reader of the command-line options."""
        return cls(args.trace_format, args.session_id, args.query, options_of(args))

    def __call__(self, payload: Any, case_id: str | None, session_id: str | None) -> CaseInput:
        """Import one record's payload (a wrapper's ``session_id`` wins over :attr:`session_id`)."""
        return import_trace(
            payload,
            self.format,
            session_id=session_id if session_id is not None else self.session_id,
            original_query=self.query,
            case_id=case_id,
            options=self.options,
        )


def import_record(args: argparse.Namespace, payload: Any, case_id: str | None, session_id: str | None) -> CaseInput:
    """Import one record's payload with the command-line options."""
    return TraceReader.of(args)(payload, case_id, session_id)
