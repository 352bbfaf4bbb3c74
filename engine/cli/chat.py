"""``chat-verifier chat SESSION.json``: run a recorded session through ChatService and persist it."""

from __future__ import annotations

import argparse
import json
import shlex
import sys
import uuid

from engine.cli.io import dumps
from engine.verifier import Verifier
from matchers.errors import VerifierError


def register(sub: argparse._SubParsersAction) -> None:
    """Add the ``chat`` subcommand."""
    p = sub.add_parser("chat", help="run a recorded session (replay) through ChatService and store it")
    p.add_argument("session", help="recorded session file: {session_id, original_query, rounds: [...]}")
    p.add_argument("--db", help="database URL or SQLite file (default: $CHAT_VERIFIER_DB or ./chat-verifier.sqlite)")
    p.add_argument("--json", action="store_true", help="print one JSON object instead of the user-facing text")
    p.add_argument("--extractor", default="rules", help="fallback extractor: rules (default) or llm")
    p.add_argument("--session-id", help="id to store the session under (default: the file's, or a fresh one if taken)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Replay, verify, route and persist one session; print what the user sees."""
    # Imported here, not at the top: every command's parser is built on each start, and the store
    # (SQLAlchemy, about 0.3 s of CPU) would otherwise load for `verify` too.
    from engine.chat import ChatService
    from engine.evaluation import EvaluationService
    from engine.replay import RecordedSession, ReplayExecutor, ReplayPlanner
    from engine.store import SessionStore

    try:
        verifier = Verifier(extractor=args.extractor)
    except VerifierError as exc:
        print(f"error: --extractor {args.extractor}: {exc.message}", file=sys.stderr)
        return 2
    try:
        recorded = RecordedSession.load(args.session)
    except OSError as exc:
        print(f"error: cannot read {args.session}: {exc.strerror}", file=sys.stderr)
        return 2
    except (json.JSONDecodeError, VerifierError) as exc:
        print(f"error: {args.session}: {exc}", file=sys.stderr)
        return 2
    try:
        store = SessionStore(args.db)
        try:
            sid = args.session_id or recorded.session_id
            if args.session_id is None and store.session_exists(sid):
                sid = f"{sid}-{uuid.uuid4().hex[:8]}"
            service = ChatService(
                ReplayPlanner(recorded),
                ReplayExecutor(recorded),
                store,
                verifier=verifier,
                evaluation=EvaluationService(store, verifier=verifier),
            )
            result = service.run(recorded.original_query, session_id=sid)
        finally:
            store.close()
    except VerifierError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(
            dumps(
                {
                    "session_id": result.session_id,
                    "final_verdict": result.final_verdict,
                    "groundedness_score": result.groundedness_score,
                    "rounds_run": result.rounds_run,
                    "user_output": result.user_output,
                }
            )
        )
    else:
        print(result.user_output)
        # stderr, so stdout stays exactly what the user sees; the id is what `session show` needs
        db = f" --db {shlex.quote(args.db)}" if args.db else ""
        print(
            f"session {result.session_id} stored; show it: chat-verifier session show {result.session_id}{db}",
            file=sys.stderr,
        )
    return 0
