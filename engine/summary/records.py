"""Record renderers: one JSON object or text line of a tool output → one summary line.

Lines are written in the record grammar of :mod:`engine.evidence.records` (which also reads
them back): the record's scalar fields as ``key=value`` in its own key order, and the free text
(message, content, line) as the body. Shapes are recognised by their keys, so the canonical
outputs of ``query_logs`` / ``query_metrics`` / ``lookup_knowledge`` and look-alike records
inside unknown tools' outputs render the same way.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping, Sequence
from types import MappingProxyType
from typing import Any

from engine.evidence.headers import header_fields
from engine.evidence.records import BODY_SEP, ENTITY_FIELDS, is_bare, render_fields
from engine.summary.lines import DEFAULT_SEVERITY, NOISE_SEVERITY, SEVERITY, Category, LineBag
from engine.summary.text import SCALAR_TYPES, is_long_text, is_scalar, scalar_text

#: Head of a text record (the body is the line).
TEXT_HEAD = "text" + BODY_SEP

_LEVEL = re.compile(r"\b(FATAL|CRITICAL|SEVERE|ERROR|WARNING|WARN|INFO|NOTICE|DEBUG|TRACE)\b")
_FRAME = re.compile(r"^\s*(?:at |\.\.\. \d+ (?:more|common)|Caused by: \.\.\.)")
_RELEVANCE = MappingProxyType({"high": 0, "medium": 1, "low": 2})

_MESSAGE_KEYS = ("message", "msg", "log", "line", "text")
_LEVEL_KEYS = ("level", "severity", "lvl", "loglevel")
_ALERT_KEYS = ("alert_name", "alertname", "alert")
_ALERT_SKIP = frozenset(_ALERT_KEYS)
#: Values of an alert field that name no alert.
_NO_ALERT = frozenset({"", "-", "null", "none", "n/a"})
_SERIES_SKIP = frozenset({"metric", "metric_name", "__name__"})
_CHUNK_KEYS = ("source_doc", "retrieval_layer", "relevance", "chunk_id")
_CONTENT_SKIP = frozenset({"content"})


def _first(record: Mapping[str, Any], keys: tuple[str, ...]) -> str:
    for k in keys:
        v = record.get(k)
        if v is None:
            continue
        if type(v) is str:  # the common case: one type check, no comparison
            if v:
                return v
            continue
        if v == "":
            continue
        if is_scalar(v):
            return scalar_text(v)
    return ""


def _fields(record: Mapping[str, Any], skip: frozenset[str] = frozenset()) -> list[tuple[str, Any]]:
    """Every non-empty scalar field of ``record``, in the record's own key order.

    Multi-line strings are left out: they are split into records of their own.
    """
    parts = []
    for k, v in record.items():
        t = type(v)
        if t is str:
            if not v or ("\n" in v and is_long_text(v)):
                continue
        elif v is None or (t not in SCALAR_TYPES and not is_scalar(v)):
            continue
        if k in skip:
            continue
        parts.append((str(k), v if t in SCALAR_TYPES else scalar_text(v)))
    return parts


def _head(kind: str, fields: list[tuple[str, Any]], body: str) -> str:
    """The line head in the record grammar, with the body separator when a body follows."""
    head = render_fields(kind, fields)
    return head + BODY_SEP if body else head


def _record_head(kind: str, record: Mapping[str, Any], body: str, skip: frozenset[str] = frozenset()) -> str:
    """``_head(kind, _fields(record, skip), body)`` in one pass over the record (no field list is built).

    Every record of an output is rendered before the budget picks lines, so this is the hot path.
    """
    parts = [kind]
    for k, v in record.items():
        t = type(v)
        if t is str:
            if not v or ("\n" in v and is_long_text(v)) or k in skip:
                continue
            text = v
        elif v is None or (t not in SCALAR_TYPES and not is_scalar(v)) or k in skip:
            continue
        else:
            text = scalar_text(v)  # the text render_fields writes for the value _fields keeps
        parts.append(f"{k!s}={text}" if is_bare(text) else f"{k!s}={json.dumps(text, ensure_ascii=False)}")
    head = " ".join(parts)
    return head + BODY_SEP if body else head


def text_severity(text: str) -> int:
    """Severity of a free-text log line, from the first level word in its first 200 characters."""
    if _FRAME.match(text):
        return NOISE_SEVERITY
    m = _LEVEL.search(text, 0, 200)
    return SEVERITY[m.group(1)] if m else DEFAULT_SEVERITY


#: ``frozenset({key})`` of each message key, built once (the fields a log line leaves out of its head).
_MESSAGE_SKIP = MappingProxyType({k: frozenset({k}) for k in _MESSAGE_KEYS})


def add_log(record: Mapping[str, Any], bag: LineBag, owner: Sequence[tuple[str, str]] = ()) -> bool:
    """``log k=v … | message``; False when the record has no message.

    ``owner``: entity fields of the object the record is grouped under, written first in the head
    when the record names no entity of its own.
    """
    for key in _MESSAGE_KEYS:
        text = record.get(key)
        if isinstance(text, str) and text:
            break
    else:
        return False
    message = text.strip()
    level = _first(record, _LEVEL_KEYS).upper()
    severity = SEVERITY.get(level, DEFAULT_SEVERITY) if level else text_severity(message)
    head = _record_head("log", record, message, _MESSAGE_SKIP[key])
    if owner and ENTITY_FIELDS.keys().isdisjoint(record):
        head = render_fields("log", list(owner)) + head[3:]
    bag.add(head, message, Category.LOG, severity)
    return True


def add_alert(record: Mapping[str, Any], bag: LineBag) -> bool:
    """``alert alert_name=… service=… status=… value=… threshold=… unit=…`` (the record's fields, in order).

    An alert field of "-" or null names no alert (Thunderbird's log lines write ``alert=-``).
    """
    if _first(record, _ALERT_KEYS).strip().lower() in _NO_ALERT:
        return False
    status = str(record.get("status", "")).lower()
    severity = 0 if status == "firing" else 1 if status == "resolved" else DEFAULT_SEVERITY
    bag.add(_record_head("alert", record, ""), "", Category.ALERT, severity)
    return True


def add_series(record: Mapping[str, Any], bag: LineBag) -> bool:
    """``series metric=… service=… max=… avg=… last=… unit=…`` (only values the record states)."""
    name = record.get("metric") or record.get("metric_name") or record.get("__name__")
    if not isinstance(name, str) or not name:
        return False
    bag.add(_record_head("series", record, ""), "", Category.SERIES)
    return True


def add_chunk(record: Mapping[str, Any], bag: LineBag) -> bool:
    """``chunk chunk_id=… source_doc=… retrieval_layer=… relevance=… deduped=… | content``."""
    content = record.get("content")
    if not isinstance(content, str) or not any(k in record for k in _CHUNK_KEYS):
        return False
    relevance = record.get("relevance")
    deduped = record.get("deduped") is True
    rank = _RELEVANCE.get(str(relevance).lower(), 3) if relevance is not None else 3
    body = content.strip()
    bag.add(
        _record_head("chunk", record, body, _CONTENT_SKIP),
        body,
        Category.CHUNK,
        rank + (4 if deduped else 0),
    )
    return True


def add_kv(
    record: Mapping[str, Any], bag: LineBag, label: str, category: int, owner: Sequence[tuple[str, str]] = ()
) -> None:
    """A generic record: ``row [@in=LABEL] [owner…] k=v …`` for its scalar fields (nested values are walked separately).

    ``owner``: the entity fields of the record's own label map (a span's ``process``), written after the label.
    """
    fields = _fields(record)
    if fields:
        bag.add(_head("row", ([("@in", label)] if label else []) + list(owner) + fields, ""), "", category)


def add_values(label: str, text: str, bag: LineBag) -> None:
    """A list of scalars as one record: ``row [@in=LABEL] | v1, v2, …``."""
    bag.add(_head("row", [("@in", label)] if label else [], text), text, Category.OTHER)


def add_text(text: str, bag: LineBag, category: int = Category.OTHER, owner: Sequence[tuple[str, str]] = ()) -> None:
    """Free text: one ``text | line`` record per non-blank line; lines with a level word count as log lines.

    A line in a known log header format (:mod:`engine.evidence.headers`) carries the entity
    fields its header names in the record head (``text host=combo component=sshd | Jun 14 …``);
    ``owner`` (the entity fields of the object the text is grouped under, a stamp beside the line)
    follows, for the fields the header does not name.
    """
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            continue
        sev = text_severity(raw)
        cat = Category.LOG if category == Category.OTHER and _LEVEL.search(line, 0, 200) else category
        fields = header_fields(line)
        if owner:
            have = {k for k, _ in fields}
            fields = [*fields, *((k, v) for k, v in owner if k not in have)]
        bag.add(render_fields("text", fields) + BODY_SEP if fields else TEXT_HEAD, line, cat, sev)


#: Record renderers tried in order on every JSON object, each behind the keys it needs (one of them must be
#: present, so most records skip most renderers); the first that accepts the record wins. ``add_log`` takes the rest.
RECORD_RENDERERS: tuple[tuple[frozenset[str], Callable[[Mapping[str, Any], LineBag], bool]], ...] = (
    (frozenset({"content"}), add_chunk),
    (_ALERT_SKIP, add_alert),
    (_SERIES_SKIP, add_series),
)


#: Every key some renderer of :data:`RECORD_RENDERERS` needs (a record with none of them is a log line or nothing).
_RENDERER_KEYS = frozenset().union(*(keys for keys, _ in RECORD_RENDERERS))


def add_record(record: Mapping[str, Any], bag: LineBag, owner: Sequence[tuple[str, str]] = ()) -> bool:
    """Render ``record`` with the first renderer of :data:`RECORD_RENDERERS` that accepts it, else as a log line.

    ``owner``: the entity fields a log line inherits (:func:`add_log`).
    """
    if not _RENDERER_KEYS.isdisjoint(record):  # one pass over the record's keys rules out every renderer at once
        for keys, render in RECORD_RENDERERS:
            if not keys.isdisjoint(record) and render(record, bag):
                return True
    return add_log(record, bag, owner)
