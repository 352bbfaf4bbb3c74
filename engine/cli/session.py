"""``chat-verifier session show ID``: print a stored session, ``self_evaluation`` included."""

from __future__ import annotations

import argparse
import json
import sys

from matchers.errors import VerifierError


def register(sub: argparse._SubParsersAction) -> None:
    """Add the ``session`` subcommand group."""
    p = sub.add_parser("session", help="inspect stored chat sessions")
    actions = p.add_subparsers(dest="session_command", required=True, metavar="ACTION")
    show = actions.add_parser("show", help="print one stored session as JSON")
    show.add_argument("id", help="session id")
    show.add_argument("--db", help="database URL or SQLite file (default: $CHAT_VERIFIER_DB or ./chat-verifier.sqlite)")
    show.set_defaults(func=run_show)


def run_show(args: argparse.Namespace) -> int:
    """Print the session, its tool invocations and ``self_evaluation`` as indented JSON."""
    from engine.store import SessionStore  # here: SQLAlchemy loads only for the commands that use the store

    try:
        store = SessionStore(args.db, create=False, run_migrations=False)
        try:
            record = store.get_session(args.id)
        finally:
            store.close()
    except VerifierError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(record.model_dump(mode="json"), ensure_ascii=False, indent=2))
    return 0
