"""Reading a request body within its limits: bytes while it streams in, JSON depth before parsing.

Both checks run before the body reaches the Verifier, and neither recurses: the depth check
strips strings, keeps only brackets, and deletes innermost ``[]``/``{}`` pairs one level per
pass (each pass is one C-speed regex substitution over the brackets alone), so a hostile
``[[[[…`` of any length costs at most ``max_depth + 1`` linear passes and never touches the
Python stack.
"""

from __future__ import annotations

import json
import re
from typing import Any

from starlette.requests import ClientDisconnect
from starlette.types import Receive, Scope

from engine.service.problems import ProblemError

__all__ = ["header", "json_depth_exceeds", "parse_json", "read_body"]

_STRUCTURE = bytes(range(256)).translate(None, b'"[]{}')
_PAIR = re.compile(rb"\[\]|\{\}")
_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F]")
_JSON_TYPES = ("application/json",)


def _is_json_type(value: str) -> bool:
    media = value.split(";", 1)[0].strip().lower()
    return media in _JSON_TYPES or (media.startswith("application/") and media.endswith("+json"))


def header(scope: Scope, name: bytes) -> str | None:
    """The first value of the request header ``name`` (lower case, as ASGI gives names), or None."""
    for key, value in scope["headers"]:
        if key == name:
            return value.decode("latin-1")
    return None


async def read_body(scope: Scope, receive: Receive, max_bytes: int) -> bytes:
    """The body, refused with ``body-too-large`` as soon as it passes ``max_bytes`` (by header or while streaming).

    Reads the ASGI messages itself (a route passes ``request.scope`` and ``request.receive``), so
    the plain ASGI routes of :mod:`engine.service.fastpath` and the FastAPI routes share it.

    Raises:
        ProblemError: ``unsupported-media-type`` for a Content-Type other than JSON, ``body-too-large``.
        ClientDisconnect: the client went away before the body was complete.
    """
    ctype = header(scope, b"content-type")
    if ctype is not None and not _is_json_type(ctype):
        raise ProblemError(
            "unsupported-media-type",
            f"Content-Type {ctype.split(';', 1)[0]!r} is not application/json",
            errors=[{"header": "Content-Type", "detail": "expected application/json"}],
        )
    declared = header(scope, b"content-length")
    if declared is not None and declared.isdigit() and int(declared) > max_bytes:
        raise _too_large(int(declared), max_bytes)
    chunks: list[bytes] = []
    size = 0
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            raise ClientDisconnect()
        chunk = message.get("body", b"")
        size += len(chunk)
        if size > max_bytes:
            raise _too_large(size, max_bytes)
        chunks.append(chunk)
        if not message.get("more_body", False):
            return chunks[0] if len(chunks) == 1 else b"".join(chunks)


def _too_large(size: int, maximum: int) -> ProblemError:
    return ProblemError(
        "body-too-large",
        f"request body exceeds max_body_bytes: {size} > {maximum}",
        errors=[{"pointer": "", "detail": f"body of {size}+ bytes; the limit is {maximum}"}],
        limit="max_body_bytes",
        value=size,
        maximum=maximum,
    )


def json_depth_exceeds(data: bytes, max_depth: int) -> bool:
    """True when the JSON text ``data`` nests arrays/objects deeper than ``max_depth`` (iterative, linear per level).

    Malformed bracket structure is not judged here (False): the parser reports it. A text with
    at most ``max_depth`` opening brackets (inside strings or not) cannot nest deeper, so it is
    passed after two byte counts. Otherwise the strings go first, with byte operations only (no
    regex over the whole body): escaped backslashes, then escaped quotes (left to right, as JSON
    reads escapes), then every byte but quotes and brackets; what is left between a quote and the
    next one is a string's brackets.
    """
    if data.count(b"[") + data.count(b"{") <= max_depth:
        return False
    marks = data.replace(b"\\\\", b"").replace(b'\\"', b"").translate(None, _STRUCTURE)
    skeleton = b"".join(marks.split(b'"')[::2])
    for _ in range(max_depth):
        if not skeleton:
            return False
        reduced = _PAIR.sub(b"", skeleton)
        if reduced == skeleton:
            return False  # unbalanced: the parser will say where
        skeleton = reduced
    return bool(skeleton) and _PAIR.search(skeleton) is not None


def _no_constants(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")


def parse_json(data: bytes, max_depth: int, *, depth_allowance: int = 0) -> Any:
    """Parse a request body: ``malformed-json`` (400) for bad JSON, ``limit-exceeded`` (422) past ``max_json_depth``.

    ``depth_allowance`` is the nesting the route's own wrapper adds (a batch's ``{"items": [...]}``: 2).
    NaN and Infinity are refused, and so are lone UTF-16 surrogates (they cannot be UTF-8 text).
    """
    if not data.strip():
        raise ProblemError("malformed-json", "the body is empty", errors=[{"pointer": "", "detail": "empty body"}])
    limit = max_depth + depth_allowance
    if json_depth_exceeds(data, limit):
        raise ProblemError(
            "limit-exceeded",
            f"the body nests deeper than max_json_depth ({max_depth}"
            + (f" + {depth_allowance} for the wrapper" if depth_allowance else "")
            + ")",
            errors=[{"pointer": "", "detail": f"nesting depth over {limit}"}],
            limit="max_json_depth",
            maximum=max_depth,
        )
    try:
        value = json.loads(data, parse_constant=_no_constants)
    except UnicodeDecodeError as exc:
        raise _malformed(f"the body is not UTF-8: {exc.reason} at byte {exc.start}") from None
    except json.JSONDecodeError as exc:
        raise _malformed(f"invalid JSON: {exc.msg} at line {exc.lineno} column {exc.colno}") from None
    except (ValueError, RecursionError) as exc:
        raise _malformed(f"invalid JSON: {exc}") from None
    if _SURROGATE_ESCAPE.search(data):
        try:
            json.dumps(value, ensure_ascii=False).encode("utf-8")
        except UnicodeEncodeError:
            raise _malformed("invalid JSON: a \\u escape is a lone UTF-16 surrogate") from None
    return value


def _malformed(detail: str) -> ProblemError:
    return ProblemError("malformed-json", detail, errors=[{"pointer": "", "detail": detail}])
