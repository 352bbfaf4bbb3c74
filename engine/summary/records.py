"""Record renderers: one JSON object or text line of a tool output → one summary line.

Each renderer keeps the ``key=value`` form so a matcher can find the slot of a value
(metric, service, value, unit, status). Shapes are recognised by their keys, so the canonical
outputs of ``query_logs`` / ``query_metrics`` / ``lookup_knowledge`` and look-alike records
inside unknown tools' outputs render the same way.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

from engine.summary.lines import DEFAULT_SEVERITY, NOISE_SEVERITY, SEVERITY, Category, LineBag
from engine.summary.text import SCALAR_TYPES, is_long_text, is_scalar, scalar_text

_LEVEL = re.compile(r"\b(FATAL|CRITICAL|SEVERE|ERROR|WARNING|WARN|INFO|NOTICE|DEBUG|TRACE)\b")
_FRAME = re.compile(r"^\s*(?:at |\.\.\. \d+ (?:more|common)|Caused by: \.\.\.)")
_RELEVANCE = MappingProxyType({"high": 0, "medium": 1, "low": 2})

_MESSAGE_KEYS = ("message", "msg", "log", "line", "text")
_LEVEL_KEYS = ("level", "severity", "lvl", "loglevel")
_SERVICE_KEYS = ("service", "service_name", "app")
_HOST_KEYS = ("host", "hostname", "pod", "pod_name", "PodName", "node", "instance")
_TRACE_KEYS = ("trace_id", "traceId", "TraceID", "traceid")
_ALERT_KEYS = ("alert_name", "alertname", "alert")
_ALERT_SLOTS = ("service", "severity", "status", "value", "threshold", "unit")
_SERIES_SLOTS = ("service", "max", "avg", "min", "last", "unit")
_ALERT_SKIP = frozenset(_ALERT_KEYS)
_SERIES_SKIP = frozenset({"metric", "metric_name", "__name__"})
_SPACE = re.compile(r"\s")
_CHUNK_KEYS = ("source_doc", "retrieval_layer", "relevance", "chunk_id")


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


def _kv(key: str, value: Any) -> str:
    """``key=value``; a value with spaces is quoted so a ``key=value`` matcher reads it whole."""
    t = type(value)
    text = value if t is str else str(value) if t is int else scalar_text(value)
    if text and (text.isalnum() or not _SPACE.search(text)):  # isalnum: no space, no regex needed
        return f"{key}={text}"
    quote = "'" if '"' in text and "'" not in text else '"'
    return f"{key}={quote}{text}{quote}"


def _slots(record: Mapping[str, Any], slots: tuple[str, ...], skip: frozenset[str] = frozenset()) -> str:
    """``k=v`` pairs for the named slots first, then every other non-empty scalar key, in record order.

    Multi-line strings are left out: they are split into lines of their own.
    """
    parts = [_kv(k, record[k]) for k in slots if k in record and is_scalar(record[k])]
    for k, v in record.items():
        t = type(v)
        if t is str:
            if not v or ("\n" in v and is_long_text(v)):
                continue
        elif v is None or (t not in SCALAR_TYPES and not is_scalar(v)):
            continue
        if k in skip or k in slots:
            continue
        parts.append(_kv(str(k), v))
    return " ".join(parts)


def text_severity(text: str) -> int:
    """Severity of a free-text log line, from the first level word in its first 200 characters."""
    if _FRAME.match(text):
        return NOISE_SEVERITY
    m = _LEVEL.search(text, 0, 200)
    return SEVERITY[m.group(1)] if m else DEFAULT_SEVERITY


def add_log(record: Mapping[str, Any], bag: LineBag) -> bool:
    """``[LEVEL] service@host: message``; False when the record has no message."""
    message = _first(record, _MESSAGE_KEYS)
    if not message:
        return False
    level = _first(record, _LEVEL_KEYS).upper()
    severity = SEVERITY.get(level, DEFAULT_SEVERITY) if level else text_severity(message)
    who = _first(record, _SERVICE_KEYS)
    host = _first(record, _HOST_KEYS)
    if host and host != who:
        who = f"{who}@{host}" if who else host
    head = (f"[{level}] " if level else "") + (f"{who}: " if who else "")
    trace = _first(record, _TRACE_KEYS)
    body = message.strip()
    if trace and trace not in body:
        body = f"{body} trace_id={trace}"
    bag.add(head, body, Category.LOG, severity)
    return True


def add_alert(record: Mapping[str, Any], bag: LineBag) -> bool:
    """``alert NAME service=… status=… value=… threshold=… unit=…``."""
    name = _first(record, _ALERT_KEYS)
    if not name:
        return False
    status = str(record.get("status", "")).lower()
    severity = 0 if status == "firing" else 1 if status == "resolved" else DEFAULT_SEVERITY
    bag.add(f"alert {name} ", _slots(record, _ALERT_SLOTS, _ALERT_SKIP), Category.ALERT, severity)
    return True


def add_series(record: Mapping[str, Any], bag: LineBag) -> bool:
    """``metric NAME service=… max=… avg=… last=… unit=…`` (only values the record states)."""
    name = record.get("metric") or record.get("metric_name") or record.get("__name__")
    if not isinstance(name, str) or not name:
        return False
    bag.add(f"metric {name} ", _slots(record, _SERIES_SLOTS, _SERIES_SKIP), Category.SERIES)
    return True


def add_chunk(record: Mapping[str, Any], bag: LineBag) -> bool:
    """``[doc SOURCE layer=L relevance=R deduped] leading content``."""
    content = record.get("content")
    if not isinstance(content, str) or not any(k in record for k in _CHUNK_KEYS):
        return False
    tags = [f"doc {scalar_text(record.get('source_doc') or record.get('chunk_id') or '?')}"]
    if record.get("retrieval_layer") is not None:
        tags.append(f"layer={scalar_text(record['retrieval_layer'])}")
    relevance = record.get("relevance")
    if relevance is not None:
        tags.append(f"relevance={scalar_text(relevance)}")
    deduped = record.get("deduped") is True
    if deduped:
        tags.append("deduped")
    rank = _RELEVANCE.get(str(relevance).lower(), 3) if relevance is not None else 3
    bag.add("[" + " ".join(tags) + "] ", content.strip(), Category.CHUNK, rank + (4 if deduped else 0))
    return True


def add_kv(record: Mapping[str, Any], bag: LineBag, label: str, category: int) -> None:
    """A generic record: ``label: k=v k=v`` for its scalar fields (nested values are walked separately)."""
    body = _slots(record, ())
    if body:
        bag.add(f"{label}: " if label else "", body, category)


def add_text(text: str, bag: LineBag, category: int = Category.OTHER) -> None:
    """Free text: one line per non-blank line; lines with a level word count as log lines."""
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            continue
        sev = text_severity(raw)
        cat = Category.LOG if category == Category.OTHER and _LEVEL.search(line, 0, 200) else category
        bag.add("", line, cat, sev)


#: Record renderers tried in order on every JSON object, each behind the keys it needs (one of them must be
#: present, so most records skip most renderers); the first that accepts the record wins. ``add_log`` takes the rest.
RECORD_RENDERERS: tuple[tuple[frozenset[str], Callable[[Mapping[str, Any], LineBag], bool]], ...] = (
    (frozenset({"content"}), add_chunk),
    (_ALERT_SKIP, add_alert),
    (_SERIES_SKIP, add_series),
)


def add_record(record: Mapping[str, Any], bag: LineBag) -> bool:
    """Render ``record`` with the first renderer of :data:`RECORD_RENDERERS` that accepts it, else as a log line."""
    for keys, render in RECORD_RENDERERS:
        if not keys.isdisjoint(record) and render(record, bag):
            return True
    return add_log(record, bag)
