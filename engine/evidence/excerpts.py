"""Binding excerpts against records (DESIGN "Evidence model" → Excerpts).

An excerpt matches the records of the invocation a binding references when, after width,
case and space folding, one of these holds:

1. it is a substring of one record's text or body (message, chunk sentence, text line);
2. it is made of ``k=v`` / ``k: v`` pairs, is a JSON object or members cut out of one
   (``"max": 410.5938``), and every pair is a field of one record (any order, any subset;
   ``message``/``msg``/``log``/``content`` name the body, whose value the pair's must be part of);
3. it is the record written as one line: it holds the record's body, and every other token of
   it is the value of one of the record's fields, or such values joined by ``:``, ``@``, ``/``
   (``2026-03-02T14:20:05Z ERROR order-svc …``, ``[LearnerHandler-/10.10.34.11:52855:LearnerHandler@562]``);
4. it is part of a row written as a CSV line, its values in field order joined by ``,`` (a row of
   a CSV table quoted as the tool printed it: ``ff44b9b2d62e8247,4f446cb1a878bbf3,…``).

A body the summary cut (``…``) still counts by its kept pieces.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from typing import Any

from engine.evidence.records import Record, any_value
from matchers.shapes import fold_identifier

#: Keys of a pair that name the record's free text rather than a field.
BODY_KEYS = frozenset({"message", "msg", "log", "content", "text", "line"})
#: A kept piece of a cut body must be at least this long to count.
MIN_PIECE = 8

_PAIR = re.compile(r"([A-Za-z_@][\w.@\-]*)\s*[=:]\s*(\"(?:[^\"\\]|\\.)*\"|'[^']*'|[^\s,;}\]]+)")
_TOKEN_STRIP = "[]()<>{}:,;\"'"


def fold(text: str) -> str:
    """:func:`matchers.shapes.fold_identifier` (invisible characters dropped, NFKC, case-folded), spaces collapsed."""
    return " ".join(fold_identifier(text).split())


def excerpt_pairs(excerpt: str) -> dict[str, str] | None:
    """The excerpt's ``key → value`` pairs when it is a JSON object or consists of ``k=v`` pairs, else None."""
    text = excerpt.strip()
    # JSON members cut out of their object ('"max": 410.5938, "unit": "Mi"') are an object too.
    candidates = [text] if text.startswith("{") else (["{" + text.strip(" ,") + "}"] if '":' in text else [])
    for cand in candidates:
        try:
            obj = json.loads(cand)
        except ValueError:
            obj = None
        if isinstance(obj, dict):
            pairs = _as_attribute(obj) or _leaves(obj)
            return pairs or None
    found = list(_PAIR.finditer(text))
    if not found:
        return None
    rest = _PAIR.sub(" ", text)
    if re.search(r"[A-Za-z0-9\u3400-\u9fff]", rest):
        return None  # prose around the pairs: not a pure pair list
    return {m.group(1): _unquote(m.group(2)) for m in found}


def _as_attribute(obj: Mapping[str, Any]) -> dict[str, str] | None:
    """An attribute quoted as its list item, as the field it is (``error=true``); None for anything else.

    Jaeger writes ``{"key": "error", "type": "bool", "value": true}``, OpenTelemetry
    ``{"key": k, "value": {"stringValue": v}}``: the summary reads both as the record's own field.
    """
    key, value = obj.get("key"), obj.get("value")
    if type(key) is not str or "value" not in obj or not set(obj) <= {"key", "type", "value"}:
        return None
    value = any_value(value)
    if value is None or isinstance(value, dict | list):
        return None
    return {key: _text(value)}


def _leaves(obj: Mapping[str, Any]) -> dict[str, str]:
    """An object's scalar members, nested objects' under dotted names (``{"cpu": {"pct": 1}}`` → ``cpu.pct``)."""
    out: dict[str, str] = {}
    stack: list[tuple[str, Any]] = [(str(k), v) for k, v in obj.items()]
    while stack:
        key, v = stack.pop()
        if isinstance(v, dict):
            stack.extend((f"{key}.{k}", x) for k, x in v.items())
        elif not isinstance(v, list):
            out[key] = _text(v)
    return out


def _text(value: Any) -> str:
    return json.dumps(value) if isinstance(value, bool) or value is None else str(value)


def _unquote(value: str) -> str:
    if len(value) >= 2 and value[0] == value[-1] == '"':
        try:
            return str(json.loads(value))
        except ValueError:
            return value[1:-1]
    if len(value) >= 2 and value[0] == value[-1] == "'":
        return value[1:-1]
    return value


def _body_pieces(rec: Record) -> list[str]:
    body = fold(rec.body)
    if not rec.cut:
        return [body] if body else []
    return [p.strip() for p in body.split("…") if len(p.strip()) >= MIN_PIECE]


def _pairs_in(pairs: Mapping[str, str], rec: Record) -> bool:
    values = {fold(k): fold(v) for k, v in rec.raw.items()}
    values.update({fold(k): fold(v) for k, v in rec.fields.items()})
    for k, v in pairs.items():
        key, want = fold(k), fold(v)
        if key in BODY_KEYS and key not in values:
            if not want or not any(want in p or p in want for p in _body_pieces(rec)):
                return False
        elif values.get(key, want if _dotted_value(values, key, want) else None) != want:
            return False
    return True


def _dotted_value(values: Mapping[str, str], key: str, want: str) -> bool:
    """True when a field whose dotted name ends in ``key`` holds ``want``.

    ``"handled": 22`` quotes ``nginx.stubstatus.handled=22`` of a nested document.
    """
    tail = "." + key
    return any(k.endswith(tail) and v == want for k, v in values.items())


def _line_form(ex: str, rec: Record) -> bool:
    pieces = _body_pieces(rec)
    if not pieces or not all(p in ex for p in pieces):
        return False
    rest = ex
    for p in pieces:
        rest = rest.replace(p, " ")
    values = {fold(v) for v in rec.raw.values() if v}
    tokens = [t.strip(_TOKEN_STRIP) for t in rest.split()]
    return all(_token_in(t, values) for t in tokens)


def _token_in(token: str, values: set[str]) -> bool:
    """A token of a line-form excerpt: a field value, a word of one, or separators joining such parts.

    ``[LearnerHandler-/10.10.34.11:52855:LearnerHandler@562]`` joins the thread and source fields,
    ``sshd[24421]`` the program and its pid;
    a lone ``-`` or ``|`` between fields is layout.
    """
    if not token or not _ALNUM.search(token) or token in values or any(token in v.split() for v in values):
        return True
    parts = [p for p in _JOINERS.split(token) if p]
    return len(parts) > 1 and all(any(p in v for v in values) for p in parts)


_ALNUM = re.compile(r"[0-9a-z\u3400-\u9fff]")
_JOINERS = re.compile(r"[:@/|\[\]()]+")  # syslog's "sshd[24421]" joins the program and its pid


def excerpt_in_records(excerpt: str, records: Iterable[Record]) -> bool:
    """True when ``excerpt`` is a faithful quote of one of ``records`` (see the module docstring)."""
    ex = fold(excerpt)
    if not ex:
        return False
    recs = [r for r in records if not r.deduped]
    for r in recs:
        if any(ex in p for p in _body_pieces(r)) or ex in fold(r.text):
            return True
    pairs = excerpt_pairs(excerpt)
    if pairs and any(_pairs_in(pairs, r) for r in recs):
        return True
    if any(_line_form(ex, r) for r in recs):
        return True
    return "," in ex and any(r.kind == "row" and ex in _csv_line(r) for r in recs)


def _csv_line(rec: Record) -> str:
    """The row's values in field order joined by ``,`` (its CSV line, unquoted)."""
    return ",".join(fold(v) for v in rec.raw.values())
