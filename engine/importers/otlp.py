"""Reading OTLP JSON traces (``resourceSpans`` → ``scopeSpans`` → ``spans``) for the span-based importers.

Attribute values are decoded from OTLP's ``AnyValue`` (``stringValue``, ``intValue`` as a
string or number, ``doubleValue``, ``boolValue``, ``arrayValue``, ``kvlistValue``, ``bytesValue``).
Status codes are read in both JSON encodings (``2`` and ``"STATUS_CODE_ERROR"``). Span ids are
kept as they are written (hex per the OTLP/JSON spec, or base64 from a generic protobuf dump).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from engine.importers.errors import TraceImportError
from engine.importers.messages import as_mapping, items_of

ERROR_CODES = frozenset({2, "2", "STATUS_CODE_ERROR", "ERROR"})


@dataclass(slots=True)
class Span:
    """One span, its attributes decoded, and its path in the payload."""

    at: str
    name: str
    span_id: str | None
    trace_id: str | None
    start_ns: int
    end_ns: int | None
    attributes: dict[str, Any]
    status_error: bool
    status_message: str | None
    events: list[tuple[str, dict[str, Any]]] = field(default_factory=list)

    @property
    def started_at(self) -> str | None:
        """The start time as ISO 8601 UTC (None when the span has none)."""
        if not self.start_ns:
            return None
        return datetime.fromtimestamp(self.start_ns / 1e9, UTC).isoformat().replace("+00:00", "Z")

    @property
    def duration_ms(self) -> float | None:
        """End minus start in milliseconds (None when either is missing)."""
        if not self.start_ns or self.end_ns is None or self.end_ns < self.start_ns:
            return None
        return (self.end_ns - self.start_ns) / 1e6


def any_value(v: Any) -> Any:
    """An OTLP ``AnyValue`` as a plain JSON value."""
    if not isinstance(v, Mapping):
        return v
    if "stringValue" in v:
        return v["stringValue"]
    if "intValue" in v:
        try:
            return int(v["intValue"])
        except (TypeError, ValueError):
            return v["intValue"]
    if "doubleValue" in v:
        return float(v["doubleValue"])
    if "boolValue" in v:
        return bool(v["boolValue"])
    if "arrayValue" in v:
        return [any_value(x) for x in (v["arrayValue"] or {}).get("values", [])]
    if "kvlistValue" in v:
        return attributes((v["kvlistValue"] or {}).get("values", []), "kvlistValue")
    if "bytesValue" in v:
        return v["bytesValue"]
    return None


def attributes(items: Any, where: str) -> dict[str, Any]:
    """OTLP ``[{"key": k, "value": AnyValue}]`` (or an already flat object) → ``{k: value}``."""
    if isinstance(items, Mapping):
        return dict(items)
    out: dict[str, Any] = {}
    for n, kv in enumerate(items_of(items, where)):
        kv = as_mapping(kv, f"{where}[{n}]")
        key = kv.get("key")
        if not isinstance(key, str):
            raise TraceImportError(f"{where}[{n}].key", "attribute without a key")
        out[key] = any_value(kv.get("value"))
    return out


def _nanos(v: Any) -> int:
    try:
        return int(v)
    except (TypeError, ValueError):
        return 0


def read_spans(obj: Any) -> list[Span]:
    """Every span of an OTLP JSON payload (or a bare list of spans), ordered by start time, then position."""
    if isinstance(obj, list):
        located = [(f"spans[{i}]", s) for i, s in enumerate(obj)]
    elif isinstance(obj, Mapping) and "resourceSpans" in obj:
        located = []
        for r, rs in enumerate(items_of(obj["resourceSpans"], "resourceSpans")):
            rs = as_mapping(rs, f"resourceSpans[{r}]")
            for s, ss in enumerate(items_of(rs.get("scopeSpans"), f"resourceSpans[{r}].scopeSpans")):
                ss = as_mapping(ss, f"resourceSpans[{r}].scopeSpans[{s}]")
                base = f"resourceSpans[{r}].scopeSpans[{s}].spans"
                located += [(f"{base}[{i}]", sp) for i, sp in enumerate(items_of(ss.get("spans"), base))]
    elif isinstance(obj, Mapping) and "spans" in obj:
        located = [(f"spans[{i}]", s) for i, s in enumerate(items_of(obj["spans"], "spans"))]
    else:
        raise TraceImportError("resourceSpans", "expected OTLP JSON (resourceSpans) or a list of spans")
    if not located:
        raise TraceImportError("resourceSpans", "no spans in the payload: nothing to import")
    spans = []
    for at, raw in located:
        sp = as_mapping(raw, at)
        status = sp.get("status") if isinstance(sp.get("status"), Mapping) else {}
        events = []
        for e, ev in enumerate(items_of(sp.get("events"), f"{at}.events")):
            ev = as_mapping(ev, f"{at}.events[{e}]")
            attrs = attributes(ev.get("attributes") or [], f"{at}.events[{e}].attributes")
            events.append((str(ev.get("name", "")), attrs))
        spans.append(
            Span(
                at=at,
                name=str(sp.get("name", "")),
                span_id=sp.get("spanId"),
                trace_id=sp.get("traceId"),
                start_ns=_nanos(sp.get("startTimeUnixNano")),
                end_ns=_nanos(sp.get("endTimeUnixNano")) if sp.get("endTimeUnixNano") is not None else None,
                attributes=attributes(sp.get("attributes") or [], f"{at}.attributes"),
                status_error=status.get("code") in ERROR_CODES,
                status_message=status.get("message") or status.get("description") or None,
                events=events,
            )
        )
    order = {id(s): n for n, s in enumerate(spans)}
    return sorted(spans, key=lambda s: (s.start_ns, order[id(s)]))


def has_attribute(obj: Any, test: Callable[[str], bool]) -> bool:
    """True when some span of ``obj`` has an attribute key passing ``test`` (for detection; never raises)."""
    try:
        spans = read_spans(obj)
    except TraceImportError:
        return False
    return any(test(k) for s in spans for k in s.attributes)


def assign_rounds(
    turns: list[Span], calls: list[Span], ids_of_turn: Callable[[Span], set[str]], call_id: Callable[[Span], str]
) -> dict[int, int]:
    """``{index in calls: round}``: the turn whose output names the call id, else the last turn started before it.

    A call before any turn (or a trace without turns) is round 1.
    """
    named: dict[str, int] = {}
    for n, turn in enumerate(turns, start=1):
        for cid in ids_of_turn(turn):
            named.setdefault(cid, n)
    starts = [t.start_ns for t in turns]  # turns come sorted by start time
    out = {}
    for i, c in enumerate(calls):
        rnd = named.get(call_id(c))
        out[i] = rnd if rnd is not None else max(bisect_right(starts, c.start_ns), 1)
    return out
