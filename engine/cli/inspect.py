"""``chat-verifier inspect INPUT [-o page.html]``: the trace inspector page of one verification or stored session."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from engine.cli.io import iter_records, read_text, unwrap_case, unwrap_trace
from engine.cli.traces import add_trace_options, import_record
from engine.pipeline import CaseInput
from engine.verifier import Verifier
from matchers.errors import InputError, VerifierError

#: Keys that make an INPUT object a stored session (``chat-verifier session show`` output).
SESSION_KEYS = frozenset({"id", "self_evaluation", "tool_invocations"})


def register(sub: argparse._SubParsersAction) -> None:
    """Add the ``inspect`` subcommand."""
    p = sub.add_parser("inspect", help="write the trace inspector page (self-contained HTML) of a case or session")
    p.add_argument(
        "input",
        nargs="?",
        help="a labeled case, a VerifierInput, a trace payload (--trace-format) or a stored session's JSON "
        "(session show); JSON Lines need --case; - for stdin",
    )
    p.add_argument("-o", "--output", default="-", metavar="FILE", help="where to write the page (default: stdout)")
    p.add_argument("--case", metavar="ID", help="the case_id to inspect when INPUT holds several records")
    p.add_argument("--session", metavar="ID", help="inspect a stored ChatService session instead of INPUT")
    p.add_argument(
        "--db", help="database URL or SQLite file of --session (default: $CHAT_VERIFIER_DB or ./chat-verifier.sqlite)"
    )
    p.add_argument("--extractor", default="rules", help="fallback extractor: rules (default) or llm")
    add_trace_options(p, default=None)
    p.set_defaults(func=run)


def _pick(args: argparse.Namespace) -> Any:
    """The one record of INPUT to inspect (by --case when there are several)."""
    records = list(iter_records(read_text(args.input)))
    bad = [r for r in records if r.error is not None]
    if args.case is not None:
        records = [r for r in records if r.error is None and _case_id(r.value) == args.case]
        if not records:
            raise InputError(f"no case {args.case!r} in {args.input}", field="case_id")
    elif bad:
        raise InputError(f"{bad[0].label}: {bad[0].error}")
    if len(records) != 1:
        raise InputError(f"{args.input} holds {len(records)} records; pick one with --case ID", field="case_id")
    return records[0].value


def _case_id(value: Any) -> str | None:
    if isinstance(value, Mapping) and value.get("case_id") is not None:
        return str(value["case_id"])
    return None


def page_of(args: argparse.Namespace) -> str:
    """The page the arguments ask for."""
    # Imported here: the inspector reads stored sessions, so it loads the store (SQLAlchemy), which
    # every other command's start (`verify` first) should not pay for.
    from engine.inspect import render_run, render_session

    if args.session is not None:
        if args.input is not None:
            raise InputError("give INPUT or --session ID, not both", field="session")
        from engine.store import SessionStore

        store = SessionStore(args.db)
        try:
            return render_session(store.get_session(args.session))
        finally:
            store.close()
    if args.input is None:
        raise InputError("nothing to inspect: give INPUT or --session ID", field="input")
    value = _pick(args)
    verifier = Verifier(extractor=args.extractor)
    if args.trace_format is not None:
        payload, case_id, session_id, _ = unwrap_trace(value)
        case = import_record(args, payload, case_id, session_id)
        run = verifier.run({name: getattr(case, name) for name in CaseInput.model_fields})
        return render_run(run, case_id=case_id)
    if isinstance(value, Mapping) and value.keys() >= SESSION_KEYS:
        return render_session(value)
    data, case_id = unwrap_case(value)
    if not isinstance(data, Mapping):
        raise InputError(f"expected a JSON object, got {type(data).__name__}", field="$")
    return render_run(verifier.run(data), case_id=case_id)


def run(args: argparse.Namespace) -> int:
    """Write the page; a bad input is one line on stderr and exit 2."""
    from sqlalchemy.exc import SQLAlchemyError  # the inspector loads the store anyway (see page_of)

    try:
        page = page_of(args)
    except OSError as exc:
        print(f"error: cannot read {args.input}: {exc.strerror}", file=sys.stderr)
        return 2
    except VerifierError as exc:
        where = f" (field {exc.field})" if exc.field and exc.field != "$" and exc.field not in str(exc) else ""
        print(f"error{where}: {exc}".splitlines()[0], file=sys.stderr)
        return 2
    except SQLAlchemyError as exc:
        print(f"error: --db {args.db}: {exc}".splitlines()[0], file=sys.stderr)
        return 2
    if args.output == "-":
        sys.stdout.write(page)
        return 0
    try:
        out = Path(args.output)
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(page, encoding="utf-8")
    except OSError as exc:
        print(f"error: cannot write {args.output}: {exc.strerror}", file=sys.stderr)
        return 2
    return 0
