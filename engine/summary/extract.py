"""Any tool output → candidate lines, walked iteratively (no recursion, depth and size capped).

JSON objects that look like log entries, alerts, metric series or knowledge chunks render
as those records; other objects render as ``row k=v …``; strings split into text records, one
per line (a string holding JSON or a YAML document is parsed first, and a CSV table with a header line becomes one
row per line, its header naming the fields). Every line is a record of the output, in the
grammar of :mod:`engine.evidence.records`; nothing derived is added.

Records inherit the entity they are grouped under: a log line or log entry without entity
fields of its own, inside an object that names one (its own ``pod``/``service``/``host`` … or a
label map beside the list, as Loki's ``{"stream": {"pod": …}, "values": [[ts, line], …]}``),
carries that object's entity fields in its head, so it is bound to the entity that logged it.
"""

from __future__ import annotations

import csv
import json
import re
from collections.abc import Mapping
from typing import Any

import yaml

from engine.evidence.records import ENTITY_FIELDS, JAEGER_VALUE_KEYS, field_key
from engine.summary.lines import Category, LineBag
from engine.summary.otlp import attributes, is_otlp, otlp_records
from engine.summary.records import add_kv, add_record, add_text, add_values
from engine.summary.text import SCALAR_TYPES, is_long_text, is_scalar, scalar_text
from matchers.shape_rules import classify

#: Containers nested deeper than this are not read (deep nesting never raises).
MAX_DEPTH = 64
#: At most this many values of one output are visited.
MAX_NODES = 2_000_000
#: A list of strings longer than this (in characters) gives one line per string, not one joined line.
SHORT_LIST = 200
#: A string output longer than this is not tried as JSON.
MAX_JSON_TEXT = 50_000_000

_RECORD_LISTS = ("logs", "chunks", "alerts", "series", "results", "items", "hits", "data", "records")


def is_no_hit(output: Any) -> bool:
    """True for an empty result: null, blank text, ``[]``, ``{}``, ``total: 0`` or only empty record lists."""
    if output is None:
        return True
    if isinstance(output, str | bytes | bytearray):
        return not output.strip()
    if isinstance(output, list | tuple):
        return not output
    if isinstance(output, Mapping):
        if not output:
            return True
        lists = [output[k] for k in _RECORD_LISTS if k in output]
        nonempty = any(isinstance(v, list | tuple | Mapping | str) and len(v) > 0 for v in lists)
        if output.get("total") == 0 and not nonempty:
            return True
        return bool(lists) and not nonempty and all(isinstance(v, list | tuple) for v in lists)
    return False


def _maybe_json(text: str) -> Any:
    """Parsed JSON when ``text`` is a JSON object or array, else None."""
    s = text.strip()
    if len(s) < 2 or len(s) > MAX_JSON_TEXT or s[0] not in "{[" or s[-1] not in "}]":
        return None
    try:
        parsed = json.loads(s)
    except (ValueError, RecursionError):
        return None
    return parsed if isinstance(parsed, dict | list) else None


#: A string output with more characters than this is never read as YAML.
MAX_YAML_TEXT = 1_000_000
#: A line of a YAML document: ``key:``, ``key: value``, ``- item`` or ``- key: value`` (indented or not),
#: a key being a plain name (``k8s.pod.name``, ``"quoted"``); a log line (``sshd[24421]: …``) is none.
_YAML_LINE = re.compile(r"\s*(?:-\s+)?(?:(?:[A-Za-z_][\w.\-/]*|\"[^\"\n]*\"|'[^'\n]*')\s*:(?:\s.*)?|-\s*\S.*|-)\s*")


#: A YAML anchor or alias (``&a``, ``*a``) or tag (``!!``).
_YAML_ALIAS = re.compile(r"(?:^|[\s\[{,:\-])[&*!][A-Za-z0-9_!]")


def _maybe_yaml(text: str) -> Any:
    """The document a YAML text holds (``kubectl get -o yaml``, an OpenTelemetry expected-metrics file); None else.

    Only a text every line of which is a YAML line (comments and ``---`` aside), with nesting
    (an indented line) and a mapping or list at its top, is read; anything else stays lines.
    """
    if len(text) > MAX_YAML_TEXT:
        return None
    lines = [ln for ln in text.splitlines() if ln.strip() and not ln.lstrip().startswith("#") and ln.strip() != "---"]
    if len(lines) < 3 or not any(ln[:1].isspace() for ln in lines) or not all(_YAML_LINE.fullmatch(ln) for ln in lines):
        return None
    if _YAML_ALIAS.search(text):
        return None  # anchors and aliases can expand a small text into a huge document: not read
    try:
        doc = yaml.load(text, Loader=_YamlLoader)  # noqa: S506 - a safe loader (no tags, no objects)
    except yaml.YAMLError:
        return None
    return doc if isinstance(doc, dict | list) and doc else None


class _YamlLoader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):  # type: ignore[misc]
    """YAML's safe loader (libyaml's when present); timestamps stay the text they are written as."""


_YamlLoader.yaml_implicit_resolvers = {
    k: [(tag, rx) for tag, rx in v if tag != "tag:yaml.org,2002:timestamp"]
    for k, v in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


#: A CSV header cell: a column name (``PodName``, ``CpuUsageRate(%)``, ``latency_ms``), no bare number.
_CSV_NAME = re.compile(r"[A-Za-z_][\w.()%/\-]{0,63}")
#: A CSV cell read as a number: plain decimal notation only (ids such as ``0012`` or ``1e5`` stay text).
_CSV_NUMBER = re.compile(r"-?(?:0|[1-9]\d*)(?:\.\d+)?")
#: A string output with more characters than this is never read as a CSV table.
MAX_CSV_TEXT = 5_000_000


def _csv_cell(cell: str) -> Any:
    """A CSV cell as JSON would carry it: an int or float where the text is one, written the same way."""
    if _CSV_NUMBER.fullmatch(cell):
        if "." not in cell:
            return int(cell)
        x = float(cell)
        if repr(x) == cell:
            return x
    return cell


def csv_table(text: str) -> list[dict[str, Any]] | None:
    """The rows of a CSV table with a header line, as records (``{column: value}``); None when ``text`` is not one.

    A table is a header of at least three distinct column names, then rows of exactly as many
    cells (RFC 4180 quoting: a JSON log line in a quoted cell is one cell). Blank lines are
    skipped; one row of another width and the text is read as plain lines instead.
    """
    if len(text) > MAX_CSV_TEXT or "," not in text[:512]:
        return None
    lines = (ln for ln in text.splitlines() if ln.strip())
    reader = csv.reader(lines, strict=True)
    out = []
    try:
        # The header first: a log text with a comma in its first line is rejected before any row is read.
        header = [c.strip() for c in next(reader, ())]
        if len(header) < 3 or len(set(header)) != len(header) or not all(_CSV_NAME.fullmatch(c) for c in header):
            return None
        for row in reader:
            if len(row) != len(header):
                return None  # one row of another width: plain lines
            out.append(_unwrapped({k: _csv_cell(v.strip()) for k, v in zip(header, row, strict=True)}))
    except csv.Error:
        return None
    return out or None


#: Keys of a container runtime's JSON log wrapper holding the application's line (Docker's json-file
#: driver and the Kubernetes CRI collectors write ``{"log": "<line>", "stream": …, "time": …}``).
_WRAPPER_MESSAGE_KEYS = ("log", "message", "msg")


def _wrapper(cell: Any) -> dict[str, Any] | None:
    """The fields of a container runtime's JSON log wrapper written in ``cell``, or None."""
    if type(cell) is str and cell[:1] == "{" and cell[-1:] == "}":
        inner = _maybe_json(cell)
        if (
            isinstance(inner, dict)
            and any(type(inner.get(m)) is str for m in _WRAPPER_MESSAGE_KEYS)
            and all(is_scalar(x) for x in inner.values())
        ):
            return inner
    return None


def _with_wrapper(row: dict[str, Any], inner: dict[str, Any]) -> dict[str, Any]:
    """``row`` with the wrapper's fields it does not name, except a collector time the row already writes."""
    have = {v for v in row.values() if type(v) is str}
    for ik, iv in inner.items():
        if type(iv) is str:
            iv = iv.strip()
            if ik not in _WRAPPER_MESSAGE_KEYS and iv in have:
                continue  # the wrapper's "time" repeating the row's own Timestamp cell
        row.setdefault(ik, iv)
    return row


def _unwrapped(row: dict[str, Any]) -> dict[str, Any]:
    """``row`` with a cell holding a JSON log wrapper replaced by the wrapper's fields.

    A ``Log`` column of ``{"log": "16:49:19.233 WARN …", "stream": "stdout", "time": …}`` is one log
    line with its stream and collector time, not a string field: the row becomes a log record whose
    message is the application's line (its level and its own clock are then read from it). The
    wrapper's other scalar fields join the row where it does not name them already.
    """
    for k, v in row.items():
        inner = _wrapper(v)
        if inner is not None:
            return _with_wrapper({kk: vv for kk, vv in row.items() if kk != k}, inner)
    return row


#: A headerless log export's cell named by its shape: a stamp, a host address, a pod (first of each only).
_CELL_SHAPES = (
    ("timestamp", re.compile(r"\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(?:[.,]\d+)?(?:Z|[+-]\d\d:?\d\d)?")),
    ("host", re.compile(r"(?:\d{1,3}\.){3}\d{1,3}")),
)


def _cell_key(cell: str, column: int, row: Mapping[str, Any]) -> str:
    """The key of a headerless row's cell: its shape's field name the first time, else its column (``c3``)."""
    for key, rx in _CELL_SHAPES:
        if key not in row and rx.fullmatch(cell):
            return key
    if "pod" not in row and classify(cell) == "k8s_object":
        return "pod"
    return f"c{column}"


def wrapped_rows(text: str) -> list[dict[str, Any]] | None:
    """The rows of a headerless CSV log export as log records; None when ``text`` is not one.

    Every non-blank line is a row of the same width (at least three cells), one cell of which holds
    a container runtime's JSON log wrapper (Nezha's and kubectl's exports without their header):
    that row is the wrapped line, with its other cells kept as fields, named by their shape where
    it is unambiguous (:data:`_CELL_SHAPES`, a pod name) and by their column number otherwise.
    """
    if len(text) > MAX_CSV_TEXT or ',"{' not in text[:4096]:
        return None
    out: list[dict[str, Any]] = []
    width = 0
    try:
        for row in csv.reader((ln for ln in text.splitlines() if ln.strip()), strict=True):
            width = width or len(row)
            if len(row) != width or width < 3:
                return None
            rec: dict[str, Any] = {}
            unnamed: list[str] = []  # the keys of cells named only by their column
            inner = None
            for i, raw in enumerate(row, 1):
                cell = raw.strip()
                if inner is None and (inner := _wrapper(cell)) is not None:
                    continue
                key = _cell_key(cell, i, rec)
                rec[key] = _csv_cell(cell)
                if key == f"c{i}":
                    unnamed.append(key)
            if inner is None:
                return None
            line = next((v for m in _WRAPPER_MESSAGE_KEYS if type(v := inner.get(m)) is str), "")
            # A cell the wrapped line writes itself (its trace and span ids) is said once, in the line.
            for k in unnamed:
                if type(v := rec[k]) is str and len(v) >= 8 and v in line:
                    del rec[k]
            out.append(_with_wrapper(rec, inner))
    except csv.Error:
        return None
    return out or None


def extract_lines(output: Any) -> LineBag:
    """All candidate lines of one output, in document order."""
    bag = LineBag()
    seen: set[int] = set()
    nodes = 0
    stack: list[tuple[Any, str, int, Owner]] = [(output, "", 0, ())]
    while stack:
        value, key, depth, owner = stack.pop()
        nodes += 1
        if nodes > MAX_NODES:
            break
        if type(value) is dict:  # the usual record: the general branches below, without their type tests
            if depth < MAX_DEPTH and id(value) not in seen:
                seen.add(id(value))
                if is_otlp(value):  # an OpenTelemetry export: one record per data point, span, log record
                    stack.append((otlp_records(value), key, depth + 1, owner))
                    continue
                value = _record_of(value)
                mine = _map_entity(value)
                if not add_record(value, bag, mine or owner):
                    cat = Category.HEADER if depth == 0 else Category.OTHER
                    add_kv(value, bag, key, cat, mine + _parent_ref(value))
                stack.extend(reversed(_children(value, depth + 1, owner)))
            continue
        if isinstance(value, str):
            parsed = _maybe_json(value) if depth == 0 else None
            if parsed is None and "\n" in value:
                parsed = csv_table(value) or wrapped_rows(value) or (_maybe_yaml(value) if depth == 0 else None)
            if parsed is not None:
                stack.append((parsed, key, depth, owner))
            else:
                cat = Category.HEADER if depth == 0 and "\n" not in value.strip() else Category.OTHER
                add_text(value, bag, cat, owner)
            continue
        if is_scalar(value):
            if value is not None:
                add_text(scalar_text(value), bag, Category.HEADER if depth == 0 else Category.OTHER, owner)
            continue
        if depth >= MAX_DEPTH or id(value) in seen:
            continue
        seen.add(id(value))
        if type(value) is not list and isinstance(value, dict | Mapping):  # a plain list skips the ABC check
            value = _record_of(value)
            mine = _map_entity(value)
            if not add_record(value, bag, mine or owner):
                add_kv(value, bag, key, Category.HEADER if depth == 0 else Category.OTHER, mine + _parent_ref(value))
            # Nested containers are walked either way (a record may carry a list of more records).
            stack.extend(reversed(_children(value, depth + 1, owner)))
        else:
            if _stamped_line(value):  # [stamp, line]: one log line and its time (Loki's stream values)
                add_text(value[1], bag, Category.OTHER, (("ts", scalar_text(value[0])), *owner))
                continue
            if value and _scalar_list(value) and not _line_list(value):
                text = ", ".join(scalar_text(v) for v in value if v is not None)
                if text:
                    add_values(key, text, bag)
                continue
            stack.extend(reversed([(v, key, depth + 1, owner) for v in value]))
    return bag


def _stamped_line(values: list[Any] | tuple[Any, ...]) -> bool:
    """True for ``[stamp, line]``: an epoch number (or digit string) and one line of text with a space."""
    if len(values) != 2:
        return False
    stamp, line = values
    return (
        type(line) is str
        and " " in line
        and "\n" not in line.strip()
        and (type(stamp) is int or (type(stamp) in (str, float) and str(stamp).replace(".", "", 1).isdigit()))
    )


def _line_list(values: list[Any] | tuple[Any, ...]) -> bool:
    """True for a list of strings too long to read as one line (log lines, messages): one line each."""
    return sum(len(v) for v in values if isinstance(v, str)) > SHORT_LIST


#: Entity fields a record inherits from the object it is grouped under: ((key, value), …).
Owner = tuple[tuple[str, str], ...]


def _children(record: Mapping[str, Any], depth: int, owner: Owner = ()) -> list[tuple[Any, str, int, Owner]]:
    """The values of ``record`` walked on their own (containers and multi-line strings), with their owner.

    The owner is the record's own entity fields, else those of a label map beside them (an
    object of scalars only), else the owner ``record`` inherited.
    """
    out = []
    named = _table_rows(record)
    for k, v in record.items():
        t = type(v)
        if t is str:
            if "\n" in v and is_long_text(v):
                out.append((v, str(k), depth))
        elif named is not None and k == named[0]:
            out.append((named[1], str(k), depth))
        elif t is dict or t is list or (t not in SCALAR_TYPES and not is_scalar(v)):
            out.append((v, str(k), depth))
    if not out:
        return []
    own = _entity_fields(record) or _map_entity(record) or owner
    return [(v, k, d, own) for v, k, d in out]


#: Keys a columnar table keeps its rows under, beside its ``columns``.
_ROW_KEYS = ("rows", "values", "data", "datapoints", "records")


def _table_rows(record: Mapping[str, Any]) -> tuple[str, list[dict[str, Any]]] | None:
    """A columnar table's rows as records: ``{"columns": [names], "rows": [[…], …]}`` → (key, [{name: value}, …]).

    Column names are strings or objects with a ``name`` (SQL, Kusto, Elasticsearch SQL results);
    a row of another length is no row of the table, and the table is left as it is.
    """
    cols = record.get("columns")
    if type(cols) is not list or not cols:
        return None
    names = [c if type(c) is str else c.get("name") if type(c) is dict else None for c in cols]
    if not all(type(n) is str and n for n in names):
        return None
    for key in _ROW_KEYS:
        rows = record.get(key)
        if type(rows) is list and rows and all(type(r) is list and len(r) == len(names) for r in rows):
            return key, [dict(zip(names, r, strict=True)) for r in rows]
    return None


def _entity_fields(record: Mapping[str, Any]) -> Owner:
    """The record's scalar entity fields (``pod``, ``service``, ``host`` …), in its key order."""
    return tuple(
        (k, v)
        for k, v in record.items()
        if type(v) is str and v and field_key(k) in ENTITY_FIELDS and v not in ("-", "null")
    )


#: A nested map with more values than this is walked as a record of its own, not inlined.
MAX_INLINE = 64


def _inlined(record: Mapping[str, Any]) -> Mapping[str, Any]:
    """``record`` with each nested map of scalars merged in (a map sharing a key with the record is left as it is).

    ``{"time": …, "timestamp": …, "metrics": {"CpuUsageRate(%)": …}}`` is one sample: its values are
    the record's, at its time, not a row of their own that lost the time. A record of no scalars of its
    own (a container) is left as it is.
    """
    maps = [k for k, v in record.items() if type(v) is dict and v and len(v) <= MAX_INLINE]
    if not maps:
        return record  # the usual record: no nested map, one pass over its values
    maps = [k for k in maps if _scalar_map(record[k])]
    if not maps or not any(is_scalar(v) and v is not None for v in record.values()):
        return record
    out: dict[str, Any] = {k: v for k, v in record.items() if k not in maps}
    for k in maps:
        if any(ck in out for ck in record[k]):
            out[k] = record[k]  # a key of its own the record also has: the map stays a record of its own
            continue
        out.update(record[k])
    return out


#: Keys of a record's free text: a nested object holding one is a log entry or a chunk (an
#: Elasticsearch hit's ``_source.message``), rendered by its own renderer, not as a document.
_DOCUMENT_TEXT_KEYS = frozenset({"message", "msg", "log", "line", "text", "content"})
#: A nested document with more leaves than this is walked map by map, not read as one record.
MAX_DOCUMENT_LEAVES = 256


def _document(record: Mapping[str, Any]) -> dict[str, Any] | None:
    """A nested document as one record whose fields are its leaves under dotted names; None for anything else.

    A metric document (Metricbeat's ``{"docker": {"container": {"name": …}, "cpu": {"total": {"pct": …}}}}``,
    an Elasticsearch ``_source``) is one observation: its entity, its time and its values belong
    together, and a value's meaning is its whole path (``docker.cpu.total.pct``, not ``pct`` of
    ``total``). A document is a tree of maps at least two levels deep whose leaves are scalars or
    short lists of scalars; a list of records, a multi-line text or a message inside it makes it
    a container of records (log entries, chunks), walked map by map.
    """
    if not any(type(v) is dict and v and not _scalar_map(v) for v in record.values()):
        return None
    out: dict[str, Any] = {}
    stack: list[tuple[str, Any]] = [(str(k), v) for k, v in reversed(record.items())]
    while stack:
        path, v = stack.pop()
        t = type(v)
        if t is dict:
            if not v:
                continue
            stack.extend((f"{path}.{k}", x) for k, x in reversed(v.items()))
            continue
        if t is list:
            if not _scalar_list(v) or _line_list(v):
                return None
            v = ", ".join(scalar_text(x) for x in v if x is not None)
            if not v:
                continue
        elif t is str:
            if ("\n" in v and is_long_text(v)) or path.rsplit(".", 1)[-1] in _DOCUMENT_TEXT_KEYS:
                return None
        elif t not in SCALAR_TYPES and not is_scalar(v):
            return None
        out[path] = v
        if len(out) > MAX_DOCUMENT_LEAVES:
            return None
    return out


def _record_of(value: Mapping[str, Any]) -> Mapping[str, Any]:
    """An object as the record it is, its parts that belong to it brought in.

    Jaeger spans are joined with their processes, attribute lists become fields, a nested document is
    flattened under dotted names, else nested label maps are merged in.
    """
    value = _with_attributes(_with_processes(value))
    return _document(value) or _inlined(value)


def _is_kv_list(values: list[Any]) -> bool:
    """True for an attribute list: every item ``{"key": name, "value": v}`` (with at most a ``type``).

    Jaeger's protobuf JSON writes a tag as ``{"key": name, "vType": "STRING", "vStr": v}``: one typed value.
    """
    return all(
        type(kv) is dict
        and type(kv.get("key")) is str
        and len(kv) <= 3
        and ("value" in kv or sum(k in kv for k in JAEGER_VALUE_KEYS) == 1)
        for kv in values
    )


def _with_attributes(record: Mapping[str, Any]) -> Mapping[str, Any]:
    """``record`` with each attribute list (Jaeger's ``tags``, OpenTelemetry's ``attributes``) as its own fields.

    ``"tags": [{"key": "http.status_code", "type": "int64", "value": 500}]`` says the span's
    ``http.status_code`` is 500: a field of the span, not a row of its own. A name the record has
    already keeps the record's value.
    """
    lists = [k for k, v in record.items() if type(v) is list and v and _is_kv_list(v)]
    if not lists:
        return record
    out: dict[str, Any] = {k: v for k, v in record.items() if k not in lists}
    for k in lists:
        for name, v in attributes(record[k]).items():
            out.setdefault(name, v)
    return out


def _with_processes(record: Mapping[str, Any]) -> Mapping[str, Any]:
    """A Jaeger trace's spans joined with the process each names (``processID`` → its ``serviceName`` and tags).

    Jaeger's JSON keeps a span's service in ``processes`` beside the spans, or (a raw span, the protobuf
    JSON) in the span's own ``process``; the span is that service's record.
    """
    inline = record.get("process")
    if type(inline) is dict and type(inline.get("serviceName")) is str and ("spanID" in record or "spanId" in record):
        # A raw span with its process inline ("process": {"serviceName": …, "tags": […]}): the span is the service's.
        extra = _process_fields(inline)
        own = {k: v for k, v in record.items() if k != "process"}
        return {**own, **{k: v for k, v in extra.items() if k not in record}}
    spans, procs = record.get("spans"), record.get("processes")
    if type(spans) is not list or type(procs) is not dict or not procs:
        return record
    joined = []
    for sp in spans:
        proc = procs.get(sp.get("processID")) if type(sp) is dict and type(sp.get("processID")) is str else None
        if type(proc) is not dict:
            joined.append(sp)
            continue
        extra = _process_fields(proc)
        joined.append({**sp, **{k: v for k, v in extra.items() if k not in sp}})
    return {**record, "spans": joined}


def _process_fields(proc: Mapping[str, Any]) -> dict[str, Any]:
    """A Jaeger process's scalar fields (``serviceName``) and its tags, as fields of the spans it runs."""
    out = {k: v for k, v in proc.items() if k != "tags" and not isinstance(v, dict | list)}
    out.update((k, v) for k, v in attributes(proc.get("tags")).items() if k not in out)
    return out


def _map_entity(record: Mapping[str, Any]) -> Owner:
    """The entity fields of a label map inside ``record`` when it names none itself, else ().

    A Jaeger span's ``"process": {"serviceName": …}``, an OpenTelemetry record's ``resource``, a
    Kubernetes event's ``involvedObject``: the record belongs to the entity its own label map names.
    """
    maps = [v for v in record.values() if type(v) is dict]
    if not maps or _entity_fields(record):
        return ()
    return next((f for v in maps if _scalar_map(v) and (f := _entity_fields(v))), ())


def _parent_ref(record: Mapping[str, Any]) -> Owner:
    """``(("references", id),)`` for a Jaeger span whose ``references`` name its parent (CHILD_OF), else ().

    The span's parent is a field of the span, written in the span's own row (its ``references`` are
    also walked as rows of their own).
    """
    refs = record.get("references")
    if type(refs) is not list:
        return ()
    for ref in refs:
        if type(ref) is dict and str(ref.get("refType", "CHILD_OF")).upper() == "CHILD_OF":
            sid = ref.get("spanID")
            if type(sid) is str and sid:
                return (("references", sid),)
    return ()


def _scalar_map(record: Mapping[str, Any]) -> bool:
    """True for a label map: every value a scalar."""
    return all(type(v) in SCALAR_TYPES or is_scalar(v) for v in record.values())


def _scalar_list(values: list[Any] | tuple[Any, ...]) -> bool:
    """True when every item is a scalar that reads inline (no container, no multi-line string)."""
    for v in values:
        t = type(v)
        if t is str:
            if "\n" in v and is_long_text(v):
                return False
        elif t not in SCALAR_TYPES and not is_scalar(v):
            return False
    return True
