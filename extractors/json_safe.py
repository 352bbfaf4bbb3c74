"""Reading JSON whatever it holds: bounded depth, no duplicate keys, no lone surrogates, no NaN.

Python's ``json`` recurses once per nesting level, so a deep document raises ``RecursionError``
at a depth that depends on the caller's stack and recursion limit: the same text parses in one
caller and fails in another. Here the depth is measured first, by a linear scan that recurses
nowhere (:func:`json_depth`), and a document deeper than ``max_depth`` is refused with a
:class:`~matchers.errors.LimitExceededError` (``max_json_depth``) before ``json`` sees it; the
default is :data:`MAX_JSON_DEPTH` (64). A caller whose own stack is nearly used up would still
see ``RecursionError`` on a document within the limit: then the decode is rerun on a fresh
stack (a short-lived thread), so whether a text parses depends on the text alone.

Depth counts containers: ``1`` and ``"a"`` have depth 0, ``{}`` and ``[1]`` depth 1,
``{"a": [1]}`` depth 2.

Beyond syntax, a document is refused (:class:`StrictJSONError`, which names the path) when
an object names a key twice (``{"success": true, "success": false}``: which one counts?), when
a string holds a lone surrogate (an unpaired U+D800–U+DFFF escape: no UTF-8 form, so it could never be written
back out), or for the non-JSON constants ``NaN`` and ``Infinity``.
"""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Callable, Mapping
from typing import Any

from matchers.errors import ErrorCode, InputError, LimitExceededError, field_path

__all__ = [
    "MAX_JSON_DEPTH",
    "StrictJSONError",
    "check_json_depth",
    "decode",
    "json_depth",
    "loads",
    "value_problem",
]

#: Default nesting limit of every JSON document read (``engine.limits.Limits.max_json_depth``).
MAX_JSON_DEPTH = 64

_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
#: A ``\uD800``–``\uDFFF`` escape, or such a code point itself: the only ways to a lone surrogate.
_SURROGATE = re.compile(r"\\u[dD][89a-fA-F][0-9a-fA-F]{2}|[\ud800-\udfff]")
#: The first character ``str.strip`` keeps: ``\s`` and ``str.isspace`` are one Unicode test.
_NOT_SPACE = re.compile(r"\S")


class StrictJSONError(ValueError):
    """Valid JSON syntax that is still refused: a duplicate key, a lone surrogate, NaN or Infinity.

    ``path`` is where (``claims[0].claim_text``; ``$`` for the document itself), ``reason`` what.
    """

    def __init__(self, reason: str, path: str = "$") -> None:
        self.reason = reason
        self.path = path
        super().__init__(f"{path}: {reason}" if path != "$" else reason)


def json_depth(text: str, *, stop: int | None = None) -> int:
    """How deep ``[`` and ``{`` nest in ``text`` outside string literals; linear, never recursive.

    For a JSON document this is its depth. For prose with a JSON object inside, it bounds the
    depth of every value in it. With ``stop``, counting ends as soon as the depth passes ``stop``.
    """
    if "[" not in text and "{" not in text:
        return 0
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text) if '"' in text else text)
    opens = brackets.count("[") + brackets.count("{")
    if stop is not None and opens <= stop:
        return opens  # an upper bound, and within the limit: no need to count exactly
    depth = best = 0
    for ch in brackets:
        if ch in "[{":
            depth += 1
            if depth > best:
                best = depth
                if stop is not None and best > stop:
                    return best
        elif depth:
            depth -= 1
    return best


def check_json_depth(text: str, maximum: int, *, field: str) -> None:
    """Raise :class:`LimitExceededError` (``max_json_depth``) when ``text`` nests deeper than ``maximum``."""
    depth = json_depth(text, stop=maximum)
    if depth > maximum:
        raise LimitExceededError("max_json_depth", depth, maximum, field=field)


class _Repeated(dict):  # type: ignore[type-arg]
    """An object that named a key twice (the decoder keeps the last value; the check refuses it)."""

    __slots__ = ("repeated",)


class _NotJSON(str):
    """Where the text said ``NaN``, ``Infinity`` or ``-Infinity`` (accepted by ``json``, not JSON)."""

    __slots__ = ()


def _decoder(found: list[bool]) -> json.JSONDecoder:
    """A decoder that marks repeated keys and non-JSON constants (setting ``found[0]``) for the check to name."""

    def constant(name: str) -> Any:
        found[0] = True
        return _NotJSON(name)

    def pairs(items: list[tuple[str, Any]]) -> dict[str, Any]:
        obj = dict(items)
        if len(obj) == len(items):
            return obj
        seen: set[str] = set()
        marked = _Repeated(obj)
        marked.repeated = next(k for k, _ in items if k in seen or seen.add(k))  # type: ignore[func-returns-value]
        found[0] = True
        return marked

    return json.JSONDecoder(object_pairs_hook=pairs, parse_constant=constant)


def _utf8_problem(text: str) -> str | None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        return f"lone surrogate U+{ord(text[exc.start]):04X} at character {exc.start} (not encodable as UTF-8)"
    return None


def value_problem(value: Any) -> tuple[str, str] | None:
    """``(path, reason)`` of the first repeated key, ``NaN``, or string with a lone surrogate in ``value``; else None.

    Walks with an explicit stack (any depth). Only values built by :func:`decode` can carry a
    repeated key or ``NaN`` mark; surrogates are looked for in every string and key.
    """
    stack: list[tuple[Any, tuple[object, ...]]] = [(value, ())]
    while stack:
        v, loc = stack.pop()
        if isinstance(v, _NotJSON):
            return field_path(loc), f"{v} is not a JSON number"
        if isinstance(v, str):
            why = None if v.isascii() else _utf8_problem(v)
            if why:
                return field_path(loc), why
        elif isinstance(v, Mapping):
            if isinstance(v, _Repeated):
                return field_path((*loc, v.repeated)), "key named twice in one object"
            for k in reversed(list(v)):
                if isinstance(k, str) and not k.isascii() and (why := _utf8_problem(k)):
                    return field_path(loc) if loc else "$", f"key {k!r}: {why}"
                stack.append((v[k], (*loc, k)))
        elif isinstance(v, list | tuple):
            stack.extend((x, (*loc, i)) for i, x in reversed(list(enumerate(v))))
    return None


def _on_fresh_stack(fn: Callable[..., Any], *args: Any) -> Any:
    """``fn(*args)`` in a new thread (Python counts recursion per thread), re-raising what it raised."""
    out: list[tuple[bool, Any]] = []

    def run() -> None:
        try:
            out.append((True, fn(*args)))
        except BaseException as exc:  # handed back to the caller's thread
            out.append((False, exc))

    worker = threading.Thread(target=run, name="json-fresh-stack", daemon=True)
    worker.start()
    worker.join()
    ok, value = out[0]
    if not ok:
        raise value
    return value


def decode(text: str, pos: int = 0) -> tuple[Any, int]:
    """Decode the JSON value at ``text[pos:]`` as ``json.JSONDecoder.raw_decode`` does, strictly.

    Raises:
        json.JSONDecodeError: the text is not JSON there.
        StrictJSONError: a key named twice, a lone surrogate, ``NaN`` or ``Infinity``.

    Depth is the caller's business (:func:`check_json_depth` first).
    """
    value, end, suspect = _decode(text, pos)
    problem = value_problem(value) if suspect else None
    if problem is not None:
        raise StrictJSONError(problem[1], problem[0])
    return value, end


def _decode(text: str, pos: int) -> tuple[Any, int, bool]:
    """(value, end, suspect): ``suspect`` when the value may hold a repeated key, ``NaN`` or a lone surrogate."""
    found = [False]
    dec = _decoder(found)
    try:
        value, end = dec.raw_decode(text, pos)
    except RecursionError:
        # The caller's own stack was nearly used up; the depth is the caller's to bound (check_json_depth),
        # so on a fresh stack the same text decodes exactly as it would anywhere else.
        value, end = _on_fresh_stack(dec.raw_decode, text, pos)
    return value, end, found[0] or _SURROGATE.search(text, pos, end) is not None


def loads(text: str, *, max_depth: int = MAX_JSON_DEPTH, field: str = "$") -> Any:
    """One whole JSON document, strictly: depth first, then syntax, then keys and strings.

    Raises:
        LimitExceededError: nested deeper than ``max_depth`` (``limit`` is ``max_json_depth``).
        json.JSONDecodeError: not JSON (message and column as ``json.loads`` gives them).
        InputError: a key named twice, a lone surrogate, ``NaN`` or ``Infinity`` (the field is named).
    """
    check_json_depth(text, max_depth, field=field)
    start = len(text) - len(text.lstrip())
    value, end, suspect = _decode(text, start)
    extra = _NOT_SPACE.search(text, end)  # not text[end:].strip(): JSON Lines would copy the whole text twice
    if extra is not None:  # syntax first: a JSON Lines text is not one document, whatever its first line holds
        raise json.JSONDecodeError("Extra data", text, extra.start())
    problem = value_problem(value) if suspect else None
    if problem is not None:
        at, reason = problem
        path = at if field == "$" else (field if at == "$" else f"{field}.{at}")
        where = f"field {path}: " if path != "$" else ""
        raise InputError(f"{where}{reason}", code=ErrorCode.E101, field=path)
    return value
