"""Escaping and the small pieces of markup the inspector page repeats: badges, pills, record links."""

from __future__ import annotations

import re
from collections.abc import Mapping
from html import escape
from typing import Any

from engine.contracts import Verification

#: Label → (badge glyph, badge text, legend description).
LABELS: Mapping[str, tuple[str, str, str]] = {
    Verification.DIRECT.value: ("✓", "direct", "direct evidence: a successful direct item supports it"),
    Verification.INDIRECT.value: ("≈", "indirect", "indirect support: runbooks, past cases, or partial support"),
    Verification.NO_EVIDENCE.value: ("?", "no evidence", "no evidence: nothing usable supports it"),
    Verification.CONTRADICTED.value: ("✗", "contradicted", "contradicted: the trace conflicts, or it is fabricated"),
}
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_SURROGATE = re.compile(r"[\ud800-\udfff]")


def text(value: Any) -> str:
    """Escape any value for HTML text or a quoted attribute; nothing the data holds can become markup."""
    s = "" if value is None else str(value)
    s = _SURROGATE.sub("\ufffd", s)
    s = _CONTROL.sub(lambda m: chr(0x2400 + ord(m.group(0))) if m.group(0) != "\x7f" else "\u2421", s)
    return escape(s, quote=True)


def count(n: int, noun: str) -> str:
    """``1 item``, ``3 items``."""
    return f"{n} {noun}" + ("" if n == 1 else "s")


def badge(label: str) -> str:
    """The text badge of a label (glyph and name: the label never rests on colour alone)."""
    glyph, name, _ = LABELS[label]
    return f'<span class="badge b-{label}"><span aria-hidden="true">{glyph}</span> {name}</span>'


def pill(verdict: str) -> str:
    """A verdict pill."""
    return f'<span class="pill p-{text(verdict)}">{text(verdict)}</span>'


def record_id(trace_ref: str, index: int) -> str:
    """The DOM id of a record: ``rec-<trace_ref>-<record index>``."""
    return f"rec-{trace_ref}-{index}"


def record_link(trace_ref: str, index: int) -> str:
    """An evidence link to one record: ``data-record="<trace_ref>:<index>"``, ``href="#rec-…"``."""
    rid = text(record_id(trace_ref, index))
    return f'<a class="ev" href="#{rid}" data-record="{text(trace_ref)}:{index}">{text(trace_ref)} #{index}</a>'


def item_link(trace_ref: str) -> str:
    """A link to a whole item (a reference without record indexes)."""
    ref = text(trace_ref)
    return f'<a class="ev ev-item" href="#item-{ref}" data-item="{ref}">{ref} (item)</a>'
