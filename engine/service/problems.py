"""RFC 9457 problem details: one stable ``type`` per error class, JSON Pointers to the bad fields.

Every error the service sends is ``application/problem+json`` with ``type``, ``title``,
``status``, ``detail``, ``instance`` (the request id) and ``errors`` (``[{"pointer", "detail"}]``;
a header is named by ``header``, a path parameter by ``parameter``). Limit errors add
``limit``, ``value`` and ``maximum``. The catalogue (:data:`PROBLEMS`) is the documentation
of the types; a stack trace never leaves the process.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError
from starlette.responses import Response

from engine.limits import LimitExceededError
from matchers.errors import VerifierError

__all__ = ["PROBLEMS", "PROBLEM_MEDIA_TYPE", "Problem", "ProblemError", "ProblemKind", "problem_response"]

PROBLEM_MEDIA_TYPE = "application/problem+json"
#: Prefix of every problem ``type`` (a URN: stable, and nothing to dereference).
TYPE_PREFIX = "urn:chat-verifier:problem:"


@dataclass(frozen=True)
class ProblemKind:
    """One error class: its slug (the end of ``type``), HTTP status and title."""

    slug: str
    status: int
    title: str

    @property
    def type(self) -> str:
        """The problem's ``type`` URI."""
        return TYPE_PREFIX + self.slug


#: Every problem type the service sends, by slug.
PROBLEMS: Mapping[str, ProblemKind] = {
    k.slug: k
    for k in (
        ProblemKind("malformed-json", 400, "The body is not valid JSON"),
        ProblemKind("unauthorized", 401, "Missing or invalid API key"),
        ProblemKind("not-found", 404, "Not found"),
        ProblemKind("method-not-allowed", 405, "Method not allowed"),
        ProblemKind("round-conflict", 409, "This round cannot be posted now"),
        ProblemKind("body-too-large", 413, "The request body exceeds a limit"),
        ProblemKind("unsupported-media-type", 415, "The body must be application/json"),
        ProblemKind("invalid-input", 422, "The input is invalid"),
        ProblemKind("limit-exceeded", 422, "The input exceeds a limit"),
        ProblemKind("idempotency-key-reused", 422, "The Idempotency-Key was used for another request"),
        ProblemKind("rate-limited", 429, "Too many requests for this API key"),
        ProblemKind("internal-error", 500, "Internal error"),
        ProblemKind("store-unavailable", 503, "The session store is unavailable"),
        ProblemKind("deadline-exceeded", 503, "The request did not finish within its deadline"),
        ProblemKind("not-ready", 503, "The service is not ready"),
    )
}


class ProblemItem(BaseModel):
    """One bad field: a JSON Pointer into the body (``pointer``), a header or a parameter name, and why."""

    model_config = ConfigDict(extra="forbid")

    detail: str
    pointer: str | None = Field(None, description="RFC 6901 JSON Pointer into the request body")
    header: str | None = Field(None, description="the request header at fault")
    parameter: str | None = Field(None, description="the path or query parameter at fault")


class Problem(BaseModel):
    """An RFC 9457 problem details object, as every error response carries it."""

    model_config = ConfigDict(extra="allow")

    type: str
    title: str
    status: int
    detail: str
    instance: str = Field(description="the request id (also in the X-Request-Id response header)")
    errors: list[ProblemItem] = Field(default_factory=list)
    limit: str | None = Field(None, description="limit-exceeded and body-too-large: the limit's name")
    value: int | None = Field(None, description="the measured size")
    maximum: int | None = Field(None, description="the configured maximum")


class ProblemError(Exception):
    """Raised anywhere in the service to answer with a problem; ``extra`` adds members (``limit`` …)."""

    def __init__(
        self,
        slug: str,
        detail: str,
        *,
        errors: Sequence[Mapping[str, Any]] = (),
        headers: Mapping[str, str] | None = None,
        **extra: Any,
    ) -> None:
        super().__init__(detail)
        self.kind = PROBLEMS[slug]
        self.detail = detail
        self.errors = [dict(e) for e in errors]
        self.headers = dict(headers or {})
        self.extra = {k: v for k, v in extra.items() if v is not None}

    def body(self, instance: str) -> dict[str, Any]:
        """The problem object for the request ``instance``."""
        out: dict[str, Any] = {
            "type": self.kind.type,
            "title": self.kind.title,
            "status": self.kind.status,
            "detail": self.detail,
            "instance": instance,
            "errors": self.errors,
        }
        out.update(self.extra)
        return out


def problem_response(exc: ProblemError, instance: str) -> Response:
    """The ``application/problem+json`` response of ``exc``."""
    data = json.dumps(exc.body(instance), ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return Response(data, status_code=exc.kind.status, media_type=PROBLEM_MEDIA_TYPE, headers=exc.headers)


# -- field paths → JSON Pointers -------------------------------------------------------------------
_PART = re.compile(r"\[(\d+)\]|\.?([^.\[\]]+)")


def escape_token(token: object) -> str:
    """One RFC 6901 reference token (``~`` → ``~0``, ``/`` → ``~1``)."""
    return str(token).replace("~", "~0").replace("/", "~1")


def pointer(parts: Iterable[object], prefix: str = "") -> str:
    """A JSON Pointer from path parts: ``("tool_invocations", 0, "round")`` → ``/tool_invocations/0/round``."""
    return prefix + "".join("/" + escape_token(p) for p in parts)


def pointer_of_field(field: str | None, prefix: str = "") -> str:
    """A JSON Pointer from an error's dotted field path (``tool_invocations[0].round``, ``$`` for the root)."""
    if not field or field == "$":
        return prefix
    parts: list[object] = []
    for m in _PART.finditer(field.removeprefix("$.").removeprefix("$")):
        parts.append(int(m.group(1)) if m.group(1) is not None else m.group(2))
    return pointer(parts, prefix)


def validation_items(exc: ValidationError, prefix: str = "") -> list[dict[str, str]]:
    """Every pydantic error as ``{"pointer", "detail"}`` (pointers under ``prefix``)."""
    items = []
    for e in exc.errors(include_url=False, include_input=False):
        loc = [p for p in e["loc"] if not (isinstance(p, str) and p.startswith("function-"))]
        items.append({"pointer": pointer(loc, prefix), "detail": e["msg"]})
    return items


def from_validation(exc: ValidationError, prefix: str = "") -> ProblemError:
    """An ``invalid-input`` problem listing every validation error of ``exc``."""
    items = validation_items(exc, prefix)
    first = items[0]
    where = first["pointer"] or "the body"
    more = f" (and {len(items) - 1} more)" if len(items) > 1 else ""
    return ProblemError("invalid-input", f"{where}: {first['detail']}{more}", errors=items)


def from_verifier_error(exc: VerifierError, prefix: str = "") -> ProblemError:
    """The problem for an error the engine raised: ``limit-exceeded`` for a limit, else ``invalid-input``."""
    ptr = pointer_of_field(exc.field, prefix)
    items = [{"pointer": ptr, "detail": exc.message}]
    if isinstance(exc, LimitExceededError):
        return ProblemError(
            "limit-exceeded", str(exc), errors=items, limit=exc.limit, value=exc.value, maximum=exc.maximum
        )
    return ProblemError("invalid-input", str(exc), errors=items)
