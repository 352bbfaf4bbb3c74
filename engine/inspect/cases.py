"""Inspector pages for many labeled cases at once (the bench report's case view links to them)."""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from engine.contracts import VerifierOutput
from engine.inspect import render_run
from engine.pipeline import VerificationRun, _coerce, _parse_of
from extractors import ExtractionResult
from matchers.errors import VerifierError

if TYPE_CHECKING:
    from engine.verifier import Verifier

log = logging.getLogger(__name__)


def inspect_dir_for(report_path: str | Path) -> Path:
    """Where the pages of a bench report go: ``REPORT.inspect/`` beside ``REPORT.html``."""
    p = Path(report_path)
    return p.with_name(p.stem + ".inspect")


def run_of(verifier: Verifier, data: Mapping[str, Any], output: Mapping[str, Any]) -> VerificationRun:
    """The run behind an output already computed (a bench case's): its input rebuilt, nothing re-verified.

    The Verifier input and the answer's parse are rebuilt exactly as ``verifier.run`` builds them
    (deterministic, no LLM call); the facts, labels and verdict are ``output`` as it was. Without
    the extractor's candidate spans, facts are found in the answer by their text.
    """
    vin, parse = _coerce(data, verifier.profiles, item_budget=verifier.item_budget, total_budget=verifier.total_budget)
    return VerificationRun(vin, VerifierOutput.model_validate(output), parse or _parse_of(vin), ExtractionResult())


def write_case_pages(
    cases: Iterable[tuple[str, str, Mapping[str, Any], Mapping[str, Any]]], directory: str | Path, verifier: Verifier
) -> dict[str, str]:
    """Write one inspector page per ``(case_id, file stem, case input, its VerifierOutput as JSON)``.

    Returns case_id → file name. Stems are the caller's (the bench report's case anchors), so
    names stay safe whatever the case ids hold. A case whose input or output does not load gets
    no page (logged; the bench report already records it).
    """
    out_dir = Path(directory)
    out_dir.mkdir(parents=True, exist_ok=True)
    written: dict[str, str] = {}
    for case_id, stem, data, output in cases:
        try:
            page = render_run(run_of(verifier, data, output), case_id=case_id)
        except (VerifierError, ValidationError) as exc:
            log.warning("no inspector page for case %s: %s", case_id, str(exc).splitlines()[0])
            continue
        name = f"{stem}.html"
        (out_dir / name).write_text(page, encoding="utf-8")
        written[case_id] = name
    return written
