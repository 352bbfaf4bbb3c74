"""Inspector pages for many labeled cases at once (the bench report's case view links to them)."""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine.inspect import render_run
from matchers.errors import VerifierError

if TYPE_CHECKING:
    from engine.verifier import Verifier

log = logging.getLogger(__name__)


def inspect_dir_for(report_path: str | Path) -> Path:
    """Where the pages of a bench report go: ``REPORT.inspect/`` beside ``REPORT.html``."""
    p = Path(report_path)
    return p.with_name(p.stem + ".inspect")


def write_case_pages(
    cases: Iterable[tuple[str, str, Mapping[str, Any]]], directory: str | Path, verifier: Verifier
) -> dict[str, str]:
    """Write one inspector page per ``(case_id, file stem, case input)``; returns case_id → file name.

    A case whose input does not verify gets no page (logged; the bench report already records
    it as a system error). Stems are the caller's (the bench report's case anchors), so names
    stay safe whatever the case ids hold.
    """
    out_dir = Path(directory)
    out_dir.mkdir(parents=True, exist_ok=True)
    written: dict[str, str] = {}
    for case_id, stem, data in cases:
        try:
            page = render_run(verifier.run(data), case_id=case_id)
        except VerifierError as exc:
            log.warning("no inspector page for case %s: %s", case_id, exc)
            continue
        name = f"{stem}.html"
        (out_dir / name).write_text(page, encoding="utf-8")
        written[case_id] = name
    return written
