"""The trace inspector: one self-contained HTML page per verification or stored session.

- :func:`render_run` — a live :class:`~engine.pipeline.VerificationRun` (``Verifier.run``),
  routed with :func:`engine.router.route` and rendered with the fixed templates;
- :func:`render_session` — a stored ChatService session (``SessionStore.get_session``), every
  round of its ``verifier_evaluation`` channel, with a round switcher when it retried.

The page: the answer with each checked fact highlighted by its label (colour and a text
badge), a legend with per-label filters, each fact's detail (the check that decided, its
provenance, evidence refs, what routing did with it), the trace summary as items and records
(the record grammar of :mod:`engine.evidence.records`; failed, no-hit and deduped items shown
as gaps), and the outcome (verdict, score, action, the user-facing text). The DOM contract is
in :mod:`engine.inspect.html`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import ValidationError

from engine.inspect.html import render_page, subject_of
from engine.inspect.view import FactView, PageView, RoundView, round_from_run, rounds_from_session
from engine.pipeline import VerificationRun
from engine.store import SessionRecord
from engine.templates import Templates
from engine.validation import input_error

__all__ = ["FactView", "PageView", "RoundView", "render_run", "render_session"]


def render_run(
    run: VerificationRun,
    *,
    round: int | None = None,
    title: str | None = None,
    case_id: str | None = None,
    templates: Templates | None = None,
) -> str:
    """The inspector page of one verification.

    Args:
        run: what ``Verifier.run`` returned.
        round: the round it is routed as (default: 2 when the input has a ``retry_context``, else 1).
        title: the page title (default: built from ``case_id`` or the query).
        case_id: shown in the header when the run is of a labeled case.
        templates: user-facing templates (the shipped version by default).
    """
    view = round_from_run(run, round=round, templates=templates)
    name = title or f"Trace inspector: {case_id or view.query[:60] or 'verification'}"
    subject = subject_of([("case", case_id), ("round", view.round)])
    return render_page(PageView(name, subject, (view,)))


def render_session(session: SessionRecord | Mapping[str, Any], *, templates: Templates | None = None) -> str:
    """The inspector page of a stored session (both rounds of a retried one, the final round shown first).

    ``session`` is a :class:`~engine.store.SessionRecord` (``SessionStore.get_session(id)``) or its
    JSON form (``chat-verifier session show`` output).

    Raises:
        InputError: the session is malformed or has no verifier rounds (the field is named).
    """
    if not isinstance(session, SessionRecord):
        try:
            session = SessionRecord.model_validate(session)
        except ValidationError as exc:
            raise input_error(exc) from None
    views = rounds_from_session(session, templates=templates)
    subject = subject_of(
        [
            ("session", session.id),
            ("status", session.status),
            ("final verdict", session.final_verdict),
            ("rounds", len(views)),
        ]
    )
    return render_page(PageView(f"Trace inspector: session {session.id}", subject, views))
