"""The record grammar: how one record of a tool output is written into a summary and read back.

One module owns both directions, so the summarizer and the classifier cannot drift apart
(spaCy's ``Doc.to_bytes``/``from_bytes`` pair is the model). A summary line is::

    line   := "#" INDEX [ "x" COUNT ] [ "~" ] " " KIND { " " KEY "=" VALUE } [ " | " BODY ]
    KIND   := log | alert | series | chunk | row | text
    VALUE  := a token without spaces, quotes or "|"  |  a JSON string literal

``INDEX`` is the position of the record's first occurrence in its invocation's output (the
record address, with the item's ``trace_ref`` and ``records_from`` invocation), ``COUNT`` how
many identical records it stands for, ``~`` that the body was cut (the cut is marked ``…``).
``BODY`` is the free text: a log message, a chunk's content, a text line. Fields are the
record's scalar fields, written in the record's own key order. Lines that do not follow the
grammar (a caller's hand-written ``output_summary``) read as text records whose ``k=v`` pairs
become fields, the best that can be said of free text.

Examples::

    #3 log level=ERROR service=order-svc host=node-a1 ts=2026-03-02T14:20:05Z | ERR_PAY_TIMEOUT after 3000ms
    #0 alert alert_name=HighCPU service=order-svc status=firing value=0.96 threshold=0.9 unit=
    #7x2 text | 081109 203615 148 INFO dfs.DataNode$PacketResponder: PacketResponder 1 terminating
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from functools import cached_property, lru_cache
from typing import Any

from engine.evidence.headers import header_fields
from matchers.base import Span
from matchers.descriptors import name_parts
from matchers.normalize import fold_width
from matchers.quantities import Quantity, QuantityRecognizer, quantity_from_value
from matchers.times import (
    epoch_unit_ns,
    instants_in_value,
    mmss_matches,
    moments_in_value,
    times_in_record_text,
    times_in_value,
)

#: Record kinds, in the order the summary ranks them when nothing else decides.
KINDS = ("log", "alert", "series", "chunk", "row", "text")
#: Field aliases folded to one name when read (so rules ask for ``alert``, ``metric``, ``service`` …).
ALIASES: Mapping[str, str] = {
    "alert_name": "alert",
    "alertname": "alert",
    "metric_name": "metric",
    "__name__": "metric",
    "service_name": "service",
    "app": "service",
    "hostname": "host",
    "pod_name": "pod",
    "PodName": "pod",
    # Tracing's own keys: Jaeger's span ``process`` and Zipkin's endpoints, OpenTelemetry resource attributes.
    "serviceName": "service",
    "service.name": "service",
    "k8s.pod.name": "pod",
    "host.name": "host",
}
#: Numeric fields that hold an observed value of the record's subject (metric or alert).
VALUE_SLOTS = ("value", "max", "avg", "mean", "min", "last", "current", "p50", "p90", "p95", "p99")
#: Numeric fields that are never a value of the record's subject.
NON_VALUE_FIELDS = frozenset({"unit", "total", "count", "round", "ts", "timestamp", "time", "pid", "port", "line"})
#: Fields that name the entity a record belongs to (its owner), with the entity kind they name.
#: A record with such fields belongs to their values; an entity its message merely mentions
#: (the callee in "No instances available for ts-food-service") is not its owner.
ENTITY_FIELDS: Mapping[str, str] = {
    "service": "service",
    "pod": "pod",
    "container": "pod",
    "instance": "instance",
    "instance_id": "instance",
    "host": "host",
    "node": "host",
    "nodename": "host",
    "ip": "host",
    "host_ip": "host",
    "pod_ip": "host",
    "component": "component",
    # the program a line is of (syslog's program name, Proxifier's application)
    "program": "component",
    "programname": "component",
    "process": "component",
    # the logger a line is of (logcat's tag, Java's logger_name)
    "tag": "component",
    "logger": "component",
    "logger_name": "component",
    "location": "host",
    "hostname": "host",
}
#: The keys of OpenTelemetry's ``AnyValue`` (``{"stringValue": "p-1"}``), in the order a value is read.
ANY_VALUE_KEYS = ("stringValue", "intValue", "doubleValue", "boolValue")
#: The typed value fields of a Jaeger protobuf-JSON tag (``{"key": …, "vType": "STRING", "vStr": …}``).
JAEGER_VALUE_KEYS = ("vStr", "vInt64", "vFloat64", "vBool", "vBinary")


def kv_value(kv: Mapping[str, Any]) -> Any:
    """The value of one attribute item: ``value`` (an OpenTelemetry ``AnyValue`` read), else a Jaeger typed field."""
    if "value" in kv:
        return any_value(kv["value"])
    return next((kv[k] for k in JAEGER_VALUE_KEYS if k in kv), None)


def any_value(value: Any) -> Any:
    """An OpenTelemetry ``AnyValue`` as the scalar it holds (None when it holds none); any other value as it is."""
    if type(value) is dict:
        return next((value[k] for k in ANY_VALUE_KEYS if k in value), None)
    return value


#: The last part of a dotted field name that says its entity is the part before it (``kubernetes.pod.name``).
_NAME_PARTS = frozenset({"name", "hostname"})


@lru_cache(maxsize=4096)
def field_key(key: str) -> str:
    """A field's canonical name: its :data:`ALIASES` entry, else the entity a dotted name names.

    Nested documents name their entities by path, as the Elastic Common Schema and OpenTelemetry's
    semantic conventions do: ``kubernetes.pod.name`` and ``docker.container.name`` name a pod and a
    container, ``agent.hostname`` a host. Such a name is read as the entity field it ends in
    (``pod``, ``container``, ``host``); any other name is itself.
    """
    alias = ALIASES.get(key)
    if alias is not None or "." not in key:
        return alias or key
    parts = key.split(".")
    last = parts[-1]
    entity = parts[-2] if last == "name" else last if last in _NAME_PARTS else ""
    entity = ALIASES.get(entity, entity)
    return entity if entity in ENTITY_FIELDS else key


#: Body separator between the fields and the free text.
BODY_SEP = " | "

_HEAD = re.compile(r"#(\d+)(?:x(\d+))?(~)? (log|alert|series|chunk|row|text)(?= |$)")
_KEY = re.compile(r"([A-Za-z_@][^\s=\"|]*)=")  # column names keep their unit: CpuUsage(m)=…
_BARE = re.compile(r"[^\s\"|][^\s|]*")
_PUNCT_RUN = re.compile(r"[^\w]+")
_LEGACY_KV = re.compile(r"([A-Za-z_][\w.\-]*)=(\"[^\"]*\"|'[^']*'|[^\s,;}\]]+)")
_DECODER = json.JSONDecoder()
_INNER_OBJ = re.compile(r"\{[^{}]*\}")
_JSON_KV = re.compile(
    r"\"([A-Za-z_][\w.\-]*)\"\s*:\s*(\"(?:[^\"\\]|\\.)*\"|-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?|true|false|null)"
)
_LEGACY_HEAD = re.compile(r"^\s*(alert|metric)\s+(\S+)")
_LEGACY_LEVEL = re.compile(r"^\s*\[(FATAL|CRITICAL|SEVERE|ERROR|ERR|WARNING|WARN|INFO|NOTICE|DEBUG|TRACE)\]", re.I)
_LEGACY_DOC = re.compile(r"^\s*\[doc\b([^\]]*)\]")
#: The first level word of a text line (upper case, or bracketed as Apache writes ``[error]``).
_TEXT_LEVEL = re.compile(
    r"\b(FATAL|PANIC|EMERG|CRITICAL|CRIT|SEVERE|ERROR|ERR|WARNING|WARN|INFO|NOTICE|DEBUG|TRACE)\b"
    r"|\[(emerg|alert|crit|error|warn|notice|info|debug)\]"
)


def text_level(text: str) -> str:
    """The first level word in the first 200 characters of a line, upper case ('' when none)."""
    m = _TEXT_LEVEL.search(text, 0, 200)
    return (m.group(1) or m.group(2)).upper() if m else ""


def _scalar(value: Any) -> str:
    """A scalar as the raw JSON spells it (``true``, ``null``, ``NaN``, ``Infinity``)."""
    if isinstance(value, str):
        return value
    if isinstance(value, bool) or value is None:
        return json.dumps(value)
    if isinstance(value, float):
        if value != value:
            return "NaN"
        if value in (float("inf"), float("-inf")):
            return "Infinity" if value > 0 else "-Infinity"
        return repr(value)
    return str(value)


def is_bare(text: str) -> bool:
    """True when ``text`` is written bare (:data:`_BARE` matches it whole): a non-empty token without spaces or ``|``.

    A printable string holds no whitespace but the space (every other whitespace character is
    unprintable), so three C-level tests decide the common case; the regex decides the rest.
    """
    if text.isprintable():
        return bool(text) and text[0] != '"' and " " not in text and "|" not in text
    return _BARE.fullmatch(text) is not None


def _value_text(value: Any) -> str:
    """A field value as written: bare when it is one plain token, else a JSON string literal."""
    text = value if type(value) is str else _scalar(value)
    if is_bare(text):
        return text
    return json.dumps(text, ensure_ascii=False)


def render_fields(kind: str, fields: list[tuple[str, Any]]) -> str:
    """``KIND k=v k=v`` — the part of a summary line after the address (no body)."""
    parts = [kind]
    for k, v in fields:
        text = v if type(v) is str else _scalar(v)
        parts.append(f"{k}={text}" if is_bare(text) else f"{k}={json.dumps(text, ensure_ascii=False)}")
    return " ".join(parts)


def render_line(index: int, count: int, cut: bool, head: str, body: str) -> str:
    """A whole summary line from its address, count, cut flag, rendered head and (possibly cut) body."""
    addr = f"#{index}" + (f"x{count}" if count > 1 else "") + ("~" if cut else "")
    return f"{addr} {head}" + (f"{BODY_SEP}{body}" if body else "")


@dataclass
class Record:
    """One record read back from a summary line (or a raw line of a hand-written summary).

    ``fields`` are the scalar fields with :data:`ALIASES` folded; ``body`` the free text;
    ``text`` the line without its address (what identifiers and phrases are searched in).
    """

    kind: str
    fields: dict[str, str]
    body: str = ""
    index: int | None = None
    count: int = 1
    cut: bool = False
    deduped: bool = False
    raw: dict[str, str] = field(default_factory=dict)

    @cached_property
    def text(self) -> str:
        """Fields and body as one searchable string (``k=v … | body``; a text record is its line).

        A text record's fields (its header's, or those of the object it was grouped under) lead its
        line only when the line does not hold them itself (a line cut past its pod, an inherited owner).
        """
        if self.kind == "text":
            extra = [f"{k}={v}" for k, v in self.raw.items() if v not in self.body]
            return f"{' '.join(extra)}{BODY_SEP}{self.body}" if extra else self.body
        head = " ".join(f"{k}={v}" for k, v in self.raw.items())
        return f"{head}{BODY_SEP}{self.body}" if self.body else head

    @cached_property
    def stated(self) -> str:
        """What the record states: a row's values without its field names, any other record's :attr:`text`.

        ``error.code=0`` states no error, ``status=failed`` states a failure.
        """
        if self.kind != "row":
            return self.text
        values = " ".join(self.raw.values())
        return f"{values}{BODY_SEP}{self.body}" if self.body else values

    @cached_property
    def low(self) -> str:
        """Width-folded, lowercased :attr:`text`."""
        return fold_width(self.text).lower()

    @cached_property
    def words(self) -> str:
        """:attr:`low` with every run of punctuation and spaces one space, padded (punctuation-blind phrase tests)."""
        return words_of(self.low)

    @cached_property
    def times(self) -> tuple[int, ...]:
        """Seconds since midnight of the record's timestamps (read once per record: facts ask again and again)."""
        return _times_of(self)

    @cached_property
    def instants(self) -> tuple[float, ...]:
        """Seconds since the epoch of the record's dated time fields (:func:`matchers.times.instants_in_value`)."""
        return tuple(t for v in _time_values(self) for t in instants_in_value(v))

    @cached_property
    def moments(self) -> tuple[float, ...]:
        """:attr:`times` with the fractions of a second the record writes (what orders two records of one second)."""
        return _moments_of(self)

    @cached_property
    def level_word(self) -> str:
        """The record's level word: its ``level`` field, else the first level word of its first 200 characters."""
        lv = self.fields.get("level") or self.fields.get("severity")
        if lv:
            return lv.upper()
        # The message's own level word first ("16:48:42.451 INFO …"): a long head must not push it out of reach.
        return text_level(self.body) or ("" if self.kind == "text" else text_level(self.text))

    @cached_property
    def owners(self) -> dict[str, str]:
        """Width-folded, lowercased entity values of the record's entity fields → their kind (empty for text)."""
        return {
            fold_width(v).lower(): kind
            for k, v in self.fields.items()
            if (kind := ENTITY_FIELDS.get(k)) is not None and v and v not in ("-", "null", "None")
        }

    @property
    def alert(self) -> str:
        """The alert name the record is about ('' when none)."""
        return self.fields.get("alert", "")

    @property
    def metric(self) -> str:
        """The metric name the record is about ('' when none)."""
        return self.fields.get("metric", "")

    @cached_property
    def subject(self) -> str:
        """Alert or metric name, lowercased ('' for logs, chunks, rows and text)."""
        return (self.alert or self.metric).lower()

    @property
    def message(self) -> str:
        """The free text of the record (a log message, a chunk's content, a text line)."""
        return self.body

    @cached_property
    def slot_values(self) -> list[tuple[str, Quantity]]:
        """(field, quantity) for each numeric field, in the record's unit for value slots."""
        unit = self.fields.get("unit")
        out = []
        for k, v in self.fields.items():
            if k in NON_VALUE_FIELDS or _is_time_key(k):
                continue
            try:
                x = float(v)
            except ValueError:
                # A value written with its unit ("duration=2ms", Traefik's; "rss=512MiB"): read in that unit.
                m = _VALUE_WITH_UNIT.fullmatch(v)
                if m is not None:
                    q = quantity_from_value(float(m.group(1)), m.group(2), context=k)
                    if q.dimension != "number":
                        out.append((k, q))
                continue
            if x != x or x in (float("inf"), float("-inf")):  # NaN, infinities: no value
                continue
            slot = k in VALUE_SLOTS or k == "threshold"
            out.append((k, quantity_from_value(x, unit if slot else None, context=self.metric if slot else k)))
        return out

    @cached_property
    def column_values(self) -> list[tuple[str, Quantity, frozenset[str]]]:
        """(field, quantity, name parts) of each numeric field named like a metric (``CpuUsageRate(%)=1.53``).

        The unit is the one the name carries ("(Mi)", "_ms"), else the record's ``unit`` for its
        value slots; fields whose name spells no metric part are left out.
        """
        unit = self.fields.get("unit")
        out = []
        for k, q in self.slot_values:
            parts, named_unit = name_parts(self.metric if k in VALUE_SLOTS and self.metric else k)
            if not parts:
                continue
            u = named_unit or (unit if k in VALUE_SLOTS else None)
            if u is None and "latency" in parts:
                u = self.span_unit
            name = self.metric if k in VALUE_SLOTS and self.metric else k
            out.append((k, quantity_from_value(q.raw_value, u, context=name) if u else q, parts))
        return out

    @cached_property
    def span_unit(self) -> str | None:
        """The unit of the record's unitless duration field, from its start and end times (a span's relation).

        A span row writes its start and end as epoch numbers and its duration with no unit
        (Nezha's ``StartTimeUnixNano, EndTimeUnixNano, Duration``; Jaeger's ``startTime`` and
        ``duration``). The duration's unit is the one in which it equals end − start; with a start
        in microseconds and no end, microseconds (Jaeger and Zipkin write both so); else unknown.
        """
        return span_unit(self.fields)

    @cached_property
    def span_ids(self) -> tuple[str, str]:
        """(its span id, its parent span id) for a span record, '' where it writes none.

        The parent relation joins two span records into one call: the caller's span and the callee's
        (Nezha's ``SpanID, ParentID``, OpenTelemetry's ``spanId, parentSpanId``, Jaeger's ``parentSpanID``).
        """
        own = parent = ""
        traced = False
        for k, v in self.fields.items():
            key = _ID_KEY_FOLD.sub("", k.lower())
            if key in _SPAN_ID_KEYS:
                own = own or v
            elif key in _PARENT_ID_KEYS and v.lower() not in ("", "root", "null", "none", "-", "0"):
                parent = parent or v
            elif key == "traceid":
                traced = True
        if not own and traced:
            # Zipkin's span writes its id as ``id`` beside its ``traceId`` (and ``parentId``)
            own = self.fields.get("id", "")
        return own, parent

    def free_quantities(self, recognizer: QuantityRecognizer) -> tuple[Quantity, ...]:
        """Quantities written with a unit inside the record's free text (``took 3000ms``)."""
        return _free_quantities(recognizer, self.body if self.kind != "text" else self.text)


def span_index(records: Iterable[Record]) -> dict[str, Record]:
    """The span records by span id, deduped ones left out.

    Of several records writing one id (a span and the rows naming it, such as Jaeger's references), the fullest.
    """
    out: dict[str, Record] = {}
    for r in records:
        sid = r.span_ids[0]
        if sid and not r.deduped and (sid not in out or len(r.fields) > len(out[sid].fields)):
            out[sid] = r
    return out


def span_chain(r: Record, index: Mapping[str, Record], steps: int = 2) -> list[str]:
    """``r``'s span id, then its parent's and up to ``steps`` ancestors' (as far as ``index`` knows them)."""
    sid, parent = r.span_ids
    if not sid:
        return []
    out = [sid]
    for _ in range(steps):
        if not parent:
            break
        out.append(parent)
        up = index.get(parent)
        parent = up.span_ids[1] if up is not None else ""
    return out


#: A field value that is a number with its unit glued or after one space ("2ms", "1.5 s", "512MiB", "30%").
_VALUE_WITH_UNIT = re.compile(r"(-?\d+(?:\.\d+)?) ?([A-Za-zµμ%]{1,5})")
#: Field names (lowercased, separators dropped) of a span record's own id and of its parent's.
_SPAN_ID_KEYS = frozenset({"spanid"})
_PARENT_ID_KEYS = frozenset({"parentspanid", "parentid", "parentspan", "references"})
_ID_KEY_FOLD = re.compile(r"[^a-z]")

#: Duration units a span's unitless duration may be in, tried against its end − start.
_SPAN_UNITS = ("ns", "us", "ms", "s")
_SPAN_WORD = re.compile(r"(start|begin|end|finish|stop)", re.I)


def _ns_per(unit: str) -> float:
    """Nanoseconds per ``unit`` (``units.yaml``: time in ms); 0 for a unit of another dimension."""
    q = quantity_from_value(1.0, unit)
    return round(q.value * 1e6, 6) if q.dimension == "time" else 0.0


def _epoch_ns(name: str, text: str) -> tuple[float, float] | None:
    """(value, nanoseconds per unit) of an epoch time field: the unit its name spells, else its digits'."""
    try:
        x: float = int(text) if text.isdigit() else float(text)  # ns epochs need all 19 digits
    except ValueError:
        return None
    named = name_parts(name)[1]
    per = _ns_per(named) if named else epoch_unit_ns(text)
    return (x, per) if per and x > 0 else None


def span_unit(fields: Mapping[str, str]) -> str | None:
    """The unit of a span record's unitless duration (:attr:`Record.span_unit`); None when no start is written."""
    start = end = None
    for k, v in fields.items():
        m = _SPAN_WORD.match(k)
        if m is None:
            if k == "timestamp" and start is None and "duration" in fields:
                start = _epoch_ns(k, v)  # Zipkin's span: its start as ``timestamp``, in microseconds
            continue
        t = _epoch_ns(k, v)
        if t is None:
            continue
        if m.group(1).lower() in ("start", "begin"):
            start = start or t
        else:
            end = end or t
    if start is None:
        return None
    dur = next((v for k, v in fields.items() if name_parts(k)[0] == {"latency"}), None)
    units = [(_ns_per(u), u) for u in _SPAN_UNITS]
    if end is None or dur is None:
        # Jaeger and Zipkin write the start and the duration in microseconds; a start of another unit
        # with no end says nothing of the duration's unit (Nezha's Duration is µs beside ns stamps).
        return "us" if start[1] == _ns_per("us") else None
    try:
        d = float(dur)
    except ValueError:
        return None
    # In their own unit first: exact for integer epochs (19-digit ns stamps lose digits as floats).
    gap = (end[0] - start[0]) * end[1] if end[1] == start[1] else end[0] * end[1] - start[0] * start[1]
    fits = [u for per, u in units if gap > 0 and abs(d * per - gap) <= max(0.01 * gap, per)]
    return fits[0] if len(fits) == 1 else None


@lru_cache(maxsize=8192)
def _free_quantities(recognizer: QuantityRecognizer, text: str) -> tuple[Quantity, ...]:
    # Memoised across verifications (pure; quantities are frozen): log lines recur between traces.
    found = recognizer.analyze(text, require_unit=True)
    out = list(found)
    for q in found:
        if _DECIMAL_COMMA.match(q.text):
            # "63,198ms" (a JVM log in a decimal-comma locale) is 63.198 ms as well as 63198 ms: both are read.
            out.append(replace(q, value=q.value / 1000, raw_value=q.raw_value / 1000))
    # A duration written as minutes and seconds after a duration word ("lifetime 00:17", "lifetime 19:08")
    # is that many seconds: "存活 17 秒" and "持续约 19 分钟" are values of it.
    for m in mmss_matches(text):
        seconds = int(m.group(2)) * 60 + int(m.group(3))
        q = quantity_from_value(float(seconds), "s")
        out.append(replace(q, text=m.group(1), span=Span(m.start(1), m.end(1))))
    return tuple(out)


#: A number with one comma before three digits and a unit glued to it: a thousands or a decimal comma.
_DECIMAL_COMMA = re.compile(r"\d{1,3},\d{3}[A-Za-zµμ]")


#: One space (optional), a key and its bare value (absent when the value is empty or a JSON string literal).
_FIELD = re.compile(r" ?([A-Za-z0-9_@][^\s=\"|]*)=([^\s\"|][^\s|]*)?")  # keys may be numbers: status_counts 404=3


def _read_fields(text: str, pos: int) -> tuple[dict[str, str], int]:
    """``k=v`` fields from ``pos`` up to the body separator or the end; returns (fields, end).

    Read one field per regex match (its leading space included); where no field follows, the
    separator test and the space skip below decide, one character at a time.
    """
    out: dict[str, str] = {}
    n = len(text)
    while pos < n:
        m = _FIELD.match(text, pos)
        if m is None:  # " | " (a field never starts there), runs of spaces, or the end of the fields
            if text.startswith(BODY_SEP, pos):
                break
            if text[pos] == " ":
                pos += 1
                continue
            break
        value = m.group(2)
        pos = m.end()
        if value is not None:
            out[m.group(1)] = value
        elif pos < n and text[pos] == '"':
            try:
                decoded, pos = _DECODER.raw_decode(text, pos)
            except ValueError:
                break
            out[m.group(1)] = str(decoded)
        else:
            out[m.group(1)] = ""
    return out, pos


def parse_line(line: str) -> Record:
    """Read one summary line back into a :class:`Record` (the inverse of the summarizer's rendering)."""
    m = _HEAD.match(line)
    if m is None:
        return legacy_record(line)
    raw, pos = _read_fields(line, m.end())
    body = line[pos + len(BODY_SEP) :] if line.startswith(BODY_SEP, pos) else ""
    kind = m.group(4)
    if kind == "text" and body:
        # A text line shown with its header leaves the header's fields out of its head (the summary's
        # budget is not spent twice on them): they are read from the line itself.
        found = header_fields(body)
        if found:
            raw = {**dict(found), **raw}
    fields = {field_key(k): v for k, v in raw.items()}
    return Record(
        kind,
        fields,
        body,
        int(m.group(1)),
        int(m.group(2) or 1),
        bool(m.group(3)),
        deduped=kind == "chunk" and raw.get("deduped") == "true",
        raw=raw,
    )


def legacy_record(line: str) -> Record:
    """A line outside the grammar: a text record (its text is the line), ``k=v`` pairs read as fields.

    The summary line forms used before this grammar (``alert NAME k=v``, ``metric NAME k=v``,
    ``[LEVEL] svc@host: msg``, ``[doc SOURCE … deduped] content``), which callers' hand-written
    summaries still use, give their name, level and dedup flag too.
    """
    raw = {k: v.strip("\"'") for k, v in _LEGACY_KV.findall(line)} if "=" in line else {}
    fields = {field_key(k): v for k, v in raw.items()}
    m = _LEGACY_HEAD.match(line)
    if m:
        fields.setdefault(m.group(1), m.group(2))
    lv = _LEGACY_LEVEL.match(line)
    if lv:
        fields.setdefault("level", lv.group(1).upper())
    doc = _LEGACY_DOC.match(line)
    deduped = bool(doc and re.search(r"\bdeduped\b", doc.group(1)))
    return Record("text", fields, line, deduped=deduped, raw=raw)


def parse_summary(output_summary: str) -> list[Record]:
    """Every record of one ``output_summary`` (a JSON text is read as JSON records)."""
    text = output_summary.strip()
    if not text:
        return []
    if text[0] in "{[":
        try:
            data = json.loads(text)
        except ValueError:
            data = None
        if isinstance(data, dict | list):
            return json_records(data)
        # A JSON text cut by a budget: its complete inner objects are still records.
        objs = [_json_pairs(o) for o in _INNER_OBJ.findall(text)]
        if any(objs):
            return json_records([o for o in objs if o])
    return [parse_line(ln.rstrip()) for ln in text.splitlines() if ln.strip()]


def _json_pairs(obj_text: str) -> dict[str, Any]:
    """The scalar ``"key": value`` pairs of one (possibly malformed) flat JSON object text."""
    try:
        value = json.loads(obj_text)
        if isinstance(value, dict):
            return value
    except ValueError:
        pass
    return {k: json.loads(v) for k, v in _JSON_KV.findall(obj_text)}


def json_records(value: Any) -> list[Record]:
    """Records of a JSON value given as a summary: every object with scalar fields is one row record."""
    out: list[Record] = []
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, dict):
            raw = {
                str(k): json.dumps(x) if isinstance(x, bool) or x is None else str(x)
                for k, x in v.items()
                if not isinstance(x, dict | list)
            }
            if raw:
                body = raw.pop("message", "") or raw.pop("content", "")
                kind = "alert" if "alert_name" in raw or "alert" in raw else "series" if "metric" in raw else "row"
                rec = Record(
                    kind,
                    {field_key(k): x for k, x in raw.items()},
                    body,
                    len(out),
                    deduped=v.get("deduped") is True,
                    raw=raw,
                )
                out.append(rec)
            stack.extend(reversed([x for x in v.values() if isinstance(x, dict | list)]))
        elif isinstance(v, list):
            stack.extend(reversed(v))
        elif v is not None:
            out.append(Record("text", {}, str(v), len(out)))
    return out


#: Field names (after alias folding) that hold a record's time.
TIME_FIELDS = frozenset({"ts", "timestamp", "@timestamp", "time", "datetime", "date", "event_time", "start", "end"})


def record_times(rec: Record) -> tuple[int, ...]:
    """Seconds since midnight of the record's timestamps (time-like fields, else a text line's header)."""
    return rec.times


def _is_time_key(key: str) -> bool:
    """True for a field holding a time, not a value (``timestamp``, ``timeUnixNano``, ``start_time``)."""
    low = key.lower()
    return low in TIME_FIELDS or low.endswith(("unixnano", "_time", "_ts"))


def _time_values(rec: Record) -> list[str]:
    """The values of the record's time-like fields (``ts``, ``timestamp``, ``*_time``, ``*_ts`` …)."""
    return [v for k, v in rec.fields.items() if (low := k.lower()) in TIME_FIELDS or low.endswith(("_time", "_ts"))]


def _times_of(rec: Record) -> tuple[int, ...]:
    out: list[int] = [t for v in _time_values(rec) for t in times_in_value(v)]
    if not out and rec.kind == "text":
        out.extend(times_in_record_text(rec.body))
    elif (
        out
        and rec.kind != "text"
        and (m := _LEAD_CLOCK.match(rec.body) or _LEAD_CLOCK.match(rec.fields.get("clock", "") + " "))
    ):
        # A message that starts with its own clock ("17:24:45.317 WARN …", the pod's local time beside
        # the collector's UTC ``ts``) states that time too; a message cut past it keeps it as ``clock``.
        out.append(int(m.group(1)) * 3600 + int(m.group(2)) * 60 + int(m.group(3)))
    return tuple(out)


def _moments_of(rec: Record) -> tuple[float, ...]:
    out = [t for v in _time_values(rec) for t in moments_in_value(v)]
    return tuple(out) or tuple(float(t) for t in rec.times)


#: A clock time leading a record's message (the application's own timestamp; a cut message may go on with "…",
#: which NFKC makes "...").
_LEAD_CLOCK = re.compile(r"\s*([01]\d|2[0-3]):([0-5]\d):([0-5]\d)(?:[.,]\d{1,9})?(?:\s|…|\.\.\.)")


def lead_clock(body: str) -> str:
    """The clock time a message starts with ("17:24:45.317 WARN …" → ``17:24:45.317``), '' when none."""
    m = _LEAD_CLOCK.match(body)
    return m.group(0).strip().rstrip("….") if m else ""


def words_of(text: str) -> str:
    """``text`` with every run of punctuation and spaces one space, padded with a space at each end."""
    return " " + " ".join(_PUNCT_RUN.sub(" ", text).split()) + " "
