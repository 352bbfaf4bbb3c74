r"""One input line → one OUT row, the same in every engine and worker; a bad line is an error row, never an exception.

A row is ``{"case_id", "output"}`` (``output`` is the VerifierOutput exactly as ``chat-verifier
verify`` prints it, without ``case_id``) or ``{"case_id", "source", "error": {"code", "field",
"message"}}``. ``case_id`` is the record's own (a string or an integer, written as a string), else
its ``FILE:LINE`` source.

Lines are parsed defensively before any recursion can happen: the size and the JSON nesting depth
are checked against the Verifier's :class:`~engine.limits.Limits` first (the depth by a linear,
iterative scan), ``NaN``/``Infinity`` are refused, and so are lone surrogates (``"\ud800"``), which
no UTF-8 OUT could hold.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Callable, Iterator
from itertools import accumulate
from typing import Any, NamedTuple

from engine.cli.io import dumps
from engine.limits import LimitExceededError, Limits
from matchers.errors import ErrorCode, InputError, VerifierError, field_path

__all__ = ["Row", "Step", "case_key", "check_strings", "json_depth", "load_line", "verify_line", "verify_lines"]

log = logging.getLogger(__name__)

#: What a worker runs on one parsed record: ``(case_id, output)``; a bad record raises a VerifierError.
Step = Callable[[Any], tuple[str | None, dict[str, Any]]]

#: Code of an error row for an exception the verifier did not raise on purpose (a bug, reported, not fatal).
INTERNAL = "internal"

_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.S)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_DEPTH_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F][0-9a-fA-F]{2}")


class Row(NamedTuple):
    """One OUT row: its input position, case id, verdict (``None`` for an error row) and its bytes.

    ``skipped`` rows (resume, Ray engine) carry the input line in ``data`` instead and are not written.
    """

    file: int
    number: int
    key: str
    verdict: str | None
    data: bytes
    skipped: bool = False


def json_depth(text: str) -> int:
    """Nesting depth of a JSON text (``[]`` is 1), counted iteratively: strings out, then brackets."""
    if text.count("[") + text.count("{") <= 1 and '"' not in text:  # no string can hide the one bracket
        return int("[" in text or "{" in text)
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    return max(accumulate(map(_DEPTH_STEP.__getitem__, brackets)), default=0)


def _refuse_constant(name: str) -> Any:
    raise InputError(f"invalid JSON: {name} is not a JSON value", code=ErrorCode.E101, field="$")


def _lone_surrogate(value: Any) -> str | None:
    """Path of the first key or string holding a lone surrogate, walked with an explicit stack."""
    stack: list[tuple[tuple[object, ...], Any]] = [((), value)]
    while stack:
        loc, item = stack.pop()
        if isinstance(item, str):
            if not _encodable(item):
                return field_path(loc) or "$"
        elif isinstance(item, dict):
            for key, child in reversed(item.items()):
                stack.append(((*loc, key), key))
                stack.append(((*loc, key), child))
        elif isinstance(item, list):
            stack.extend(((*loc, i), child) for i, child in reversed(list(enumerate(item))))
    return None


def load_line(raw: bytes | None, size: int, limits: Limits) -> tuple[Any, str]:
    """(JSON value, text) of one input line, after the size and depth checks; an ``InputError`` (E101, E104) else.

    Undecodable bytes are replaced (as ``chat-verifier verify`` does), so they never stop a line.
    """
    if raw is None or size > limits.max_input_bytes:
        raise LimitExceededError("max_input_bytes", size, limits.max_input_bytes, field="$")
    text = raw.decode("utf-8", errors="replace")
    depth = json_depth(text)
    if depth > limits.max_json_depth:
        raise LimitExceededError("max_json_depth", depth, limits.max_json_depth, field="$")
    try:
        return json.loads(text, parse_constant=_refuse_constant), text
    except json.JSONDecodeError as exc:
        raise InputError(f"invalid JSON: {exc.msg} at column {exc.colno}", code=ErrorCode.E101, field="$") from None
    except (ValueError, RecursionError) as exc:  # e.g. an integer of more digits than Python converts
        raise InputError(f"invalid JSON: {exc}", code=ErrorCode.E101, field="$") from None


def check_strings(value: Any, text: str) -> None:
    r"""Refuse a value holding a lone surrogate (only a ``\uD800``-style escape in ``text`` can make one)."""
    if _SURROGATE_ESCAPE.search(text) and (path := _lone_surrogate(value)) is not None:
        raise InputError(f"field {path}: lone UTF-16 surrogate in a string", field=path)


def case_key(value: Any, source: str) -> str:
    """The row's case id: the record's ``case_id`` when a string or an integer, else ``source``."""
    if isinstance(value, dict):
        case_id = value.get("case_id")
        if isinstance(case_id, int) and not isinstance(case_id, bool):
            return str(case_id)
        if isinstance(case_id, str) and _encodable(case_id):
            return case_id
    return source


def _encodable(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _error_row(key: str, source: str, code: str, field: str | None, message: str) -> bytes:
    error = {"code": code, "field": field if field and field != "$" else None, "message": message}
    # An error may quote a bad key (a lone surrogate): replaced, so the row is still valid UTF-8.
    return (dumps({"case_id": key, "source": source, "error": error}) + "\n").encode("utf-8", errors="replace")


def verify_line(step: Step, limits: Limits, source: str, raw: bytes | None, size: int) -> tuple[str, str | None, bytes]:
    """(case id, verdict or ``None``, OUT row bytes with its newline) of one line; never raises for bad input."""
    key = source
    try:
        value, text = load_line(raw, size, limits)
        key = case_key(value, source)
        check_strings(value, text)
        case_id = value.get("case_id") if isinstance(value, dict) else None
        if case_id is not None and not isinstance(case_id, str) and key == source:
            raise InputError("field case_id: must be a string or an integer", field="case_id")
        _, output = step(value)
        data = (dumps({"case_id": key, "output": output}) + "\n").encode("utf-8")
    except VerifierError as exc:
        return key, None, _error_row(key, source, exc.code.value, exc.field, (exc.message.splitlines() or [""])[0])
    except UnicodeEncodeError:
        return key, None, _error_row(key, source, INTERNAL, None, "output holds a lone surrogate")
    except Exception as exc:  # one case's bug must not stop a million-case run; it is an error row
        log.debug("%s: unexpected error", source, exc_info=True)
        message = f"{type(exc).__name__}: {exc}".splitlines()[0] if str(exc) else type(exc).__name__
        return key, None, _error_row(key, source, INTERNAL, None, message)
    return key, output.get("verdict"), data


def verify_lines(step: Step, limits: Limits, lines: Iterator[tuple[int, int, str, bytes | None, int]]) -> list[Row]:
    """:func:`verify_line` on each ``(file, number, source, raw, size)``, as rows in the same order."""
    return [Row(f, n, *verify_line(step, limits, source, raw, size)) for f, n, source, raw, size in lines]
