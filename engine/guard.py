"""Admission checks: every input is measured against the Verifier's :class:`~engine.limits.Limits` first.

One pass over the input, before anything else reads it, refuses what the pipeline must never
see, each with an error naming the field:

- a size over a limit (:class:`~engine.limits.LimitExceededError`, code E104, ``limit`` and
  ``field`` set): answer characters, invocations (or summary items), bytes of one tool output,
  bytes of the whole input, JSON depth (of the input object, of a tool output or summary given
  as JSON text), claims of the parsed contract;
- a string with a lone surrogate (an unpaired U+D800–U+DFFF: it has no UTF-8 form, so no output holding it
  could be written);
- an ``invocation_id`` (or ``trace_ref``) given twice: every trace ref is derived from the
  invocation ids, so they must name one call each.

The walk uses an explicit stack, so any depth is measured without recursion. Sizes of Python
objects are their compact-JSON size, escapes not counted; a JSON text read by the CLI is
measured as its UTF-8 bytes (:func:`check_document_text`). Nothing is ever cut: an input is
verified whole or refused.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.limits import DEFAULT_LIMITS, LimitExceededError, Limits
from extractors.json_safe import check_json_depth, loads
from matchers.errors import InputError, VerifierError, field_path

__all__ = ["Document", "check_claims", "check_document_text", "check_input", "check_rows", "read_documents"]

_SCALAR_BYTES = {type(None): 4, bool: 5}


def _text_bytes(s: str, loc: tuple[object, ...]) -> int:
    if s.isascii():
        return len(s)
    try:
        return len(s.encode("utf-8"))
    except UnicodeEncodeError as exc:
        path = field_path(loc)
        raise InputError(
            f"field {path}: lone surrogate U+{ord(s[exc.start]):04X} at character {exc.start} (not encodable as UTF-8)",
            field=path,
        ) from None


def _size(value: Any, depth: int, max_depth: int) -> int:
    """Compact-JSON bytes of ``value`` (``depth`` containers around it), or -1 past the depth or at a lone surrogate.

    The fast pass of :func:`measure`: level by level, no paths kept, so a good input costs one
    look at each node; anything unusual (a surrogate, a non-string key, another type) returns -1
    and the slow pass names it.
    """
    if type(value) is str:
        return (len(value) if value.isascii() else _utf8_len(value)) + 2
    total = 0
    level = [value]
    d = depth
    try:
        while level:
            d += 1
            if d > max_depth:
                return -1
            deeper: list[Any] = []
            push = deeper.append
            for v in level:
                t = type(v)
                if t is dict:
                    keys = "".join(v)
                    total += 1 + 4 * len(v) + (len(keys) if keys.isascii() else len(keys.encode("utf-8")))
                    items: Any = v.values()
                elif t is list or t is tuple:
                    total += 1 + len(v)
                    items = v
                elif t is int or t is float:
                    total += len(repr(v))
                    continue
                elif t in _SCALAR_BYTES:
                    total += _SCALAR_BYTES[t]
                    continue
                else:
                    return -1
                for x in items:
                    tx = type(x)
                    if tx is str:
                        total += (len(x) if x.isascii() else len(x.encode("utf-8"))) + 2
                    elif tx is dict or tx is list:
                        push(x)
                    elif tx is int or tx is float:
                        total += len(repr(x))
                    elif tx in _SCALAR_BYTES:
                        total += _SCALAR_BYTES[tx]
                    else:
                        return -1
            level = deeper
    except (UnicodeEncodeError, TypeError):
        return -1
    return total


def _utf8_len(s: str) -> int:
    try:
        return len(s.encode("utf-8"))
    except UnicodeEncodeError:
        return -3  # -3 + 2 quotes = -1: the slow pass names it


def measure(value: Any, loc: tuple[object, ...], *, depth: int, limits: Limits) -> int:
    """Compact-JSON bytes of ``value`` (found at ``loc``, inside ``depth`` containers); raises past a limit.

    Raises:
        LimitExceededError: a container nested deeper than ``limits.max_json_depth``.
        InputError: a string or key with a lone surrogate.
    """
    n = _size(value, depth, limits.max_json_depth)
    return n if n >= 0 else _measure_slowly(value, loc, depth, limits)


def _measure_slowly(value: Any, loc: tuple[object, ...], depth: int, limits: Limits) -> int:
    """:func:`measure` keeping every path, to name the field at fault (and to size other mappings)."""
    total = 0
    stack: list[tuple[Any, tuple[object, ...], int]] = [(value, loc, depth)]
    while stack:
        v, at, d = stack.pop()
        if isinstance(v, str):
            total += _text_bytes(v, at) + 2
        elif isinstance(v, Mapping | list | tuple):
            d += 1
            if d > limits.max_json_depth:
                raise LimitExceededError("max_json_depth", d, limits.max_json_depth, field=field_path(at))
            total += 1 + len(v)
            if isinstance(v, Mapping):
                for k, x in v.items():
                    ks = k if isinstance(k, str) else str(k)
                    total += _text_bytes(ks, (*at, ks)) + 3
                    stack.append((x, (*at, ks), d))
            else:
                stack.extend((x, (*at, i), d) for i, x in enumerate(v))
        elif isinstance(v, bool) or v is None:
            total += 5
        elif isinstance(v, int | float):
            total += len(repr(v))
        else:
            total += len(str(v))
    return total


def _json_text_depth(value: Any, field: str, limits: Limits) -> None:
    """A string that holds JSON (a tool output, a summary) is read as JSON later: bound its depth now."""
    if isinstance(value, str) and value.lstrip()[:1] in ("{", "["):
        check_json_depth(value, limits.max_json_depth, field=field)


def check_rows(rows: Sequence[Any], limits: Limits, *, field: str = "tool_invocations") -> int:
    """Check tool invocation rows (dicts or ToolInvocation models): count, output bytes and depth, repeated ids.

    Returns their compact-JSON bytes.
    """
    if len(rows) > limits.max_invocations:
        raise LimitExceededError("max_invocations", len(rows), limits.max_invocations, field=field)
    total = 2
    seen: dict[str, int] = {}
    for i, row in enumerate(rows):
        data = row if isinstance(row, Mapping) else getattr(row, "__dict__", None)
        if not isinstance(data, Mapping):
            continue  # not a row: validation names it
        for key, value in data.items():
            t = type(value)
            if t is str and key != "output":
                total += len(value) + len(key) + 6 if value.isascii() else _text_bytes(value, (field, i, key))
                continue
            n = measure(value, (field, i, key), depth=3, limits=limits)
            total += n + len(key) + 4
            if key == "output":
                n -= 2 if t is str else 0  # a text output is its UTF-8 bytes, without JSON's quotes
                if n > limits.max_output_bytes:
                    path = field_path((field, i, key))
                    raise LimitExceededError("max_output_bytes", n, limits.max_output_bytes, field=path)
                if t is str and value[:1] in ("{", "[", " ", "\n", "\t"):
                    _json_text_depth(value, field_path((field, i, key)), limits)
        inv = data.get("invocation_id")
        if isinstance(inv, str):
            if inv in seen:
                path = field_path((field, i, "invocation_id"))
                raise InputError(
                    f"field {path}: invocation id {inv!r} repeats {field}[{seen[inv]}]; each call needs its own id",
                    field=path,
                )
            seen[inv] = i
    return total


def _check_summary(items: Sequence[Any], limits: Limits) -> int:
    field = "tool_trace_summary"
    if len(items) > limits.max_invocations:
        raise LimitExceededError("max_invocations", len(items), limits.max_invocations, field=field)
    total = measure(list(items), (field,), depth=1, limits=limits) if items and isinstance(items[0], Mapping) else 0
    seen: dict[str, int] = {}
    for i, it in enumerate(items):
        get = it.get if isinstance(it, Mapping) else lambda k, it=it: getattr(it, k, None)
        _json_text_depth(get("output_summary"), field_path((field, i, "output_summary")), limits)
        ref = get("trace_ref")
        if isinstance(ref, str):
            if ref in seen:
                path = field_path((field, i, "trace_ref"))
                raise InputError(f"field {path}: trace_ref {ref!r} repeats {field}[{seen[ref]}]", field=path)
            seen[ref] = i
    return total


def check_input(data: Any, limits: Limits) -> None:
    """Admit one Verifier input (its dict form, the labeled case's ``input`` form, or a VerifierInput).

    Raises:
        LimitExceededError: a limit is exceeded (``limit`` and ``field`` name which).
        InputError: a lone surrogate, or a repeated ``invocation_id`` / ``trace_ref``.
    """
    model = not isinstance(data, Mapping)
    get = (lambda k: getattr(data, k, None)) if model else data.get
    answer = get("executor_final_answer")
    if isinstance(answer, str) and len(answer) > limits.max_answer_chars:
        raise LimitExceededError(
            "max_answer_chars", len(answer), limits.max_answer_chars, field="executor_final_answer"
        )
    total = 2
    rows = get("tool_invocations")
    if isinstance(rows, list | tuple):
        total += check_rows(rows, limits)
    summary = get("tool_trace_summary")
    if isinstance(summary, list | tuple):
        total += _check_summary(summary, limits)
    if model:
        for key in ("original_query", "executor_final_answer"):
            value = get(key)
            if isinstance(value, str):
                _text_bytes(value, (key,))
        return
    for key, value in data.items():
        if key not in ("tool_invocations", "tool_trace_summary"):
            total += measure(value, (key,), depth=1, limits=limits) + len(str(key)) + 4
        if total > limits.max_input_bytes:
            break
    if total > limits.max_input_bytes:
        raise LimitExceededError("max_input_bytes", total, limits.max_input_bytes, field="$")


def check_document_text(text: str, limits: Limits, *, field: str = "$") -> None:
    """A JSON text about to be read (a CLI line, a file): its UTF-8 bytes against ``max_input_bytes``."""
    n = len(text) if text.isascii() else len(text.encode("utf-8", "surrogatepass"))
    if n > limits.max_input_bytes:
        raise LimitExceededError("max_input_bytes", n, limits.max_input_bytes, field=field)


def check_claims(claims: Sequence[Any] | None, limits: Limits, *, field: str) -> None:
    """The parsed contract's claims against ``max_claims``."""
    if claims is not None and len(claims) > limits.max_claims:
        raise LimitExceededError("max_claims", len(claims), limits.max_claims, field=field)


@dataclass(frozen=True)
class Document:
    """One JSON document of a text: its line (None for a whole-text document), value or error, and case id.

    ``case_id`` is the document's ``case_id`` when it decoded, else the first ``"case_id"`` the
    raw text spells (so an error line still names its case).
    """

    line: int | None
    value: Any = None
    error: str | None = None
    case_id: str | None = None


_CASE_ID = re.compile(r'"case_id"\s*:\s*("(?:[^"\\\n]|\\.)*"|-?\d+)')


def _spelled_case_id(text: str) -> str | None:
    m = _CASE_ID.search(text)
    if m is None:
        return None
    try:
        return str(json.loads(m.group(1)))
    except ValueError:
        return None


def _document(text: str, line: int | None, limits: Limits) -> Document:
    try:
        check_document_text(text, limits)
        value = loads(text, max_depth=limits.max_json_depth)
    except json.JSONDecodeError as exc:
        return Document(line, error=f"invalid JSON: {exc.msg} (column {exc.colno})", case_id=_spelled_case_id(text))
    except VerifierError as exc:
        return Document(line, error=str(exc), case_id=_spelled_case_id(text))
    return Document(line, value, case_id=_case_id_of(value))


def _case_id_of(value: Any) -> str | None:
    cid = value.get("case_id") if isinstance(value, dict) else None
    return str(cid) if isinstance(cid, str | int) and not isinstance(cid, bool) else None


def read_documents(text: str, limits: Limits = DEFAULT_LIMITS) -> Iterator[Document]:
    """The documents of a text: one JSON document (any layout), else one per non-empty JSON Lines line.

    Every document is read strictly (:func:`extractors.json_safe.loads`) and measured against
    ``limits`` (``max_input_bytes``, ``max_json_depth``); a bad one is a :class:`Document` with
    its ``error``, and the others are still read. A several-line text that is not one document
    (syntax, or a line nested too deep) is read line by line.
    """
    stripped = text.strip()
    if not stripped:
        yield Document(None, error="input is empty")
        return
    if "\n" not in stripped:
        yield _document(stripped, None, limits)
        return
    try:
        whole = loads(stripped, max_depth=limits.max_json_depth)
    except (json.JSONDecodeError, LimitExceededError):
        pass  # not one document (or one line too deep among others): judge each line alone
    except InputError as exc:  # one document, valid syntax, refused content
        yield Document(None, error=str(exc), case_id=_spelled_case_id(stripped))
        return
    else:
        try:
            check_document_text(stripped, limits)
        except LimitExceededError as exc:
            yield Document(None, error=str(exc), case_id=_spelled_case_id(stripped))
            return
        yield Document(None, whole, case_id=_case_id_of(whole))
        return
    # Neither the stripped copy nor a list of all lines is kept while the lines are read: a reader that
    # keeps what it reads (the bench keeps every case) would hold two more copies of the text at its peak.
    del stripped
    for n, ln in enumerate(iter_lines(text), start=1):
        if ln.strip():
            yield _document(ln, n, limits)


#: The line boundaries of ``str.splitlines``.
_LINE_BREAK = re.compile(r"\r\n|[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]")


def iter_lines(text: str) -> Iterator[str]:
    """The lines of ``text.splitlines()``, one at a time (no list of them all)."""
    pos = 0
    for m in _LINE_BREAK.finditer(text):
        yield text[pos : m.start()]
        pos = m.end()
    if pos < len(text):
        yield text[pos:]
