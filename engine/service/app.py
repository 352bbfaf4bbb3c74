"""The FastAPI app: routes, the problem+json error handlers, request ids, access log and metrics.

:func:`create_app` builds one app around one :class:`~engine.service.runtime.Runtime` (its
Verifier built at start-up); :func:`app_from_env` is the factory each uvicorn worker calls.
Every CPU-bound step of a request (JSON parsing, validation, verification, store writes) runs on
the runtime's threads, within the request deadline, except a short rule-based ``/v1/verify``,
which :mod:`engine.service.fastpath` verifies on the event loop. The two verify routes are
served by that module's plain ASGI handlers ahead of FastAPI's router.
"""

from __future__ import annotations

import logging
import re
import time
import uuid
from collections.abc import AsyncIterator, Iterable, Mapping
from contextlib import asynccontextmanager
from typing import Any

from fastapi import APIRouter, FastAPI, Header, Path, Request
from fastapi.exceptions import RequestValidationError
from fastapi.openapi.utils import get_openapi
from pydantic.json_schema import models_json_schema
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.responses import JSONResponse, Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from engine.service.auth import Caller
from engine.service.body import parse_json, read_body
from engine.service.config import ServiceConfig
from engine.service.fastpath import FastPath, Handler, VerifyHandlers
from engine.service.logs import ACCESS_LOGGER, logging_config, note
from engine.service.models import (
    BatchResponse,
    CaseInputBody,
    LimitsResponse,
    RoundRequest,
    RoundResponse,
    TraceBody,
    VerifierInputBody,
    VerifyResponse,
    VersionResponse,
)
from engine.service.problems import (
    PROBLEM_MEDIA_TYPE,
    PROBLEMS,
    Problem,
    ProblemError,
    problem_response,
)
from engine.service.runtime import ROUND_GRACE_S, Runtime
from engine.service.sessions import RoundCall, get_session, parse_round, post_round
from engine.service.verify import request_hash
from engine.store import SessionRecord
from engine.templates import TEMPLATE_VERSION

__all__ = ["INSPECT_ROUTE", "app_from_env", "create_app"]

log = logging.getLogger(__name__)
access_log = logging.getLogger(ACCESS_LOGGER)

#: The trace inspector page of a stored session (``engine.inspect.render_session``), behind the
#: same bearer key as ``/v1``; it reads the session through
#: :func:`engine.service.sessions.get_session`, so a session of another tenant stays a 404.
INSPECT_ROUTE = "/inspect/{session_id}"

_REQUEST_ID = re.compile(r"^[A-Za-z0-9._:-]{1,64}$")
_IDEMPOTENCY_KEY = re.compile(r"^[\x21-\x7e]{1,255}$")
SESSION_ID_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9._:@-]{0,127}$"
_PROBLEM_CONTENT = {PROBLEM_MEDIA_TYPE: {"schema": {"$ref": "#/components/schemas/Problem"}}}


def _problems(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """OpenAPI ``responses`` entries for problem statuses."""
    titles = {k.status: k.title for k in reversed(PROBLEMS.values())}
    return {s: {"description": titles.get(s, "Problem"), "content": _PROBLEM_CONTENT} for s in statuses}


def _json_body(schema: str) -> dict[str, Any]:
    """The OpenAPI ``requestBody`` of a route that reads its JSON body itself: component ``schema``."""
    ref = {"$ref": f"#/components/schemas/{schema}"}
    return {"requestBody": {"required": True, "content": {"application/json": {"schema": ref}}}}


_V1_PROBLEMS = (400, 401, 413, 415, 422, 429, 503)


def _request_id(scope: Scope) -> str:
    return scope.get("state", {}).get("request_id", "")


class RequestContext:
    """Pure ASGI middleware: the request id, the access-log line, the request metrics, and a 500 problem for a bug.

    The request id is the caller's ``X-Request-Id`` when it is a short token, else a new UUID; it
    comes back in ``X-Request-Id`` and as every problem's ``instance``.
    """

    def __init__(self, app: ASGIApp, runtime: Runtime) -> None:
        self.app = app
        self.runtime = runtime

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Handle one ASGI call."""
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        given = next((v.decode("latin-1") for k, v in scope["headers"] if k == b"x-request-id"), "")
        rid = given if _REQUEST_ID.match(given) else uuid.uuid4().hex
        state = scope.setdefault("state", {})
        state["request_id"] = rid
        state["log"] = {}
        started = time.perf_counter()
        status = [500]
        started_response = [False]

        async def send_with_id(message: Message) -> None:
            if message["type"] == "http.response.start":
                status[0] = message["status"]
                started_response[0] = True
                message.setdefault("headers", [])
                message["headers"] = [*message["headers"], (b"x-request-id", rid.encode())]
            await send(message)

        try:
            await self.app(scope, receive, send_with_id)
        except Exception:
            log.exception("unhandled error in request %s", rid)
            self.runtime.metrics.fail_closed.labels("internal_error").inc()
            if not started_response[0]:
                response = problem_response(ProblemError("internal-error", "the request failed; see the log"), rid)
                await response(scope, receive, send_with_id)
        finally:
            self._record(scope, state, status[0], time.perf_counter() - started)

    def _record(self, scope: Scope, state: dict[str, Any], status: int, seconds: float) -> None:
        route = scope.get("route")
        template = getattr(route, "path", None) or "unmatched"
        fields = state.get("log", {})
        verdict = fields.get("verdict") or "none"
        m = self.runtime.metrics
        m.requests.labels(template, str(status), verdict).inc()
        m.latency.labels(template, verdict).observe(seconds)
        if self.runtime.config.access_log:
            access_log.info(
                "request",
                extra={
                    "fields": {
                        "request_id": state.get("request_id"),
                        "method": scope.get("method"),
                        "route": template,
                        "status": status,
                        "duration_ms": round(seconds * 1000, 3),
                        **fields,
                    }
                },
            )


def create_app(
    config: ServiceConfig | None = None,
    *,
    runtime: Runtime | None = None,
    migrate: bool = True,
    routers: Iterable[APIRouter] = (),
) -> FastAPI:
    """The service app: builds its :class:`Runtime` now (Verifier, store, keys), so a bad setup fails here.

    Args:
        config: the configuration (ignored when ``runtime`` is given).
        runtime: an already built runtime.
        migrate: apply store migrations when building the runtime.
        routers: more routes to serve beside the API, e.g. the inspector page at :data:`INSPECT_ROUTE`.
    """
    rt = runtime if runtime is not None else Runtime(config or ServiceConfig(), migrate=migrate)

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        yield
        rt.close()

    app = FastAPI(
        title="chat-verifier",
        version=rt.version,
        summary="Deterministic verification of incident-diagnosis chat answers against their tool calls.",
        docs_url=None,
        redoc_url=None,
        lifespan=lifespan,
    )
    app.state.runtime = rt
    handlers = VerifyHandlers(rt)
    _install_errors(app)
    _install_routes(app, rt, handlers)
    for router in routers:
        app.include_router(router)
    app.openapi = lambda: _openapi(app)  # type: ignore[method-assign]
    app.add_middleware(FastPath, routes=_fast_routes(app, handlers))
    app.add_middleware(RequestContext, runtime=rt)  # added last: outermost, so it wraps FastPath too
    return app


def _fast_routes(app: FastAPI, handlers: VerifyHandlers) -> dict[str, tuple[Any, Handler]]:
    """The POST routes :class:`FastPath` serves directly: path → (the documented route, its handler)."""
    hot: dict[str, Handler] = {"/v1/verify": handlers.verify, "/v1/verify:batch": handlers.verify_batch}
    return {
        r.path: (r, hot[r.path])
        for r in app.router.routes
        if getattr(r, "path", None) in hot and "POST" in getattr(r, "methods", ())
    }


def app_from_env() -> FastAPI:
    """The uvicorn worker factory: the configuration ``serve`` left in the environment; migrations already ran."""
    import logging.config

    config = ServiceConfig.from_env()
    logging.config.dictConfig(logging_config(config.log_level))
    return create_app(config, migrate=False)


# -- errors ---------------------------------------------------------------------------------------
def _install_errors(app: FastAPI) -> None:
    @app.exception_handler(ProblemError)
    async def _problem(request: Request, exc: ProblemError) -> Response:
        return problem_response(exc, _request_id(request.scope))

    @app.exception_handler(RequestValidationError)
    async def _validation(request: Request, exc: RequestValidationError) -> Response:
        items = []
        for e in exc.errors():
            loc = list(e.get("loc", ()))
            where, name = (str(loc[0]), "/".join(str(p) for p in loc[1:])) if loc else ("body", "")
            msg = e.get("msg", "invalid")
            if where == "header":
                items.append({"header": name, "detail": msg})
            elif where in ("path", "query"):
                items.append({"parameter": name, "detail": msg})
            else:
                items.append({"pointer": "/" + name if name else "", "detail": msg})
        first = items[0] if items else {"detail": "invalid request"}
        where = first.get("header") or first.get("parameter") or first.get("pointer") or "request"
        err = ProblemError("invalid-input", f"{where}: {first['detail']}", errors=items)
        return problem_response(err, _request_id(request.scope))

    @app.exception_handler(StarletteHTTPException)
    async def _http(request: Request, exc: StarletteHTTPException) -> Response:
        if exc.status_code == 405:
            err = ProblemError("method-not-allowed", f"{request.method} is not allowed here", headers=exc.headers)
        elif exc.status_code == 404:
            err = ProblemError("not-found", f"no route {request.url.path}")
        else:
            slug = next((k.slug for k in PROBLEMS.values() if k.status == exc.status_code), "invalid-input")
            err = ProblemError(slug, str(exc.detail))
        return problem_response(err, _request_id(request.scope))


# -- routes ---------------------------------------------------------------------------------------
def _json(content: Any, headers: Mapping[str, str] | None = None) -> Response:
    return JSONResponse(content, headers=dict(headers or {}))


def _install_routes(app: FastAPI, rt: Runtime, handlers: VerifyHandlers) -> None:
    cfg = rt.config
    limits = rt.verifier.limits

    def caller_of(request: Request) -> Caller:
        return handlers.caller(request.scope)

    deadline_doc = "deadline in milliseconds (default and cap: GET /v1/limits)"

    @app.post(
        "/v1/verify",
        response_model=None,
        summary="Verify one answer",
        responses={
            200: {"model": VerifyResponse, "description": "the VerifierOutput plus audit keys"},
            **_problems(*_V1_PROBLEMS),
        },
        openapi_extra=_json_body("VerifyBody"),
    )
    async def verify(
        request: Request, x_deadline_ms: str | None = Header(None, alias="X-Deadline-Ms", description=deadline_doc)
    ) -> Response:
        """A VerifierInput, a case input or a trace; the output as ``chat-verifier verify`` prints it."""
        return await handlers.verify(request.scope, request.receive)  # served by FastPath; here for the docs

    @app.post(
        "/v1/verify:batch",
        response_model=None,
        summary="Verify many answers",
        responses={
            200: {"model": BatchResponse, "description": "one result per item, in order"},
            **_problems(*_V1_PROBLEMS),
        },
        openapi_extra=_json_body("BatchBody"),
    )
    async def verify_many(
        request: Request, x_deadline_ms: str | None = Header(None, alias="X-Deadline-Ms", description=deadline_doc)
    ) -> Response:
        """``{"items": [...]}``: each item verified on its own; a bad item is an error result, never a failed batch."""
        return await handlers.verify_batch(request.scope, request.receive)

    @app.post(
        "/v1/sessions/{session_id}/rounds",
        response_model=None,
        summary="Post one round of a chat session; get the routing decision",
        responses={
            200: {"model": RoundResponse, "description": "the routing decision"},
            **_problems(*_V1_PROBLEMS, 404, 409),
        },
        openapi_extra=_json_body("RoundRequest"),
    )
    async def post_session_round(
        request: Request,
        session_id: str = Path(pattern=SESSION_ID_PATTERN, description="the backend's session id"),
        idempotency_key: str | None = Header(
            None, alias="Idempotency-Key", description="the same key and body replay the stored response"
        ),
        x_deadline_ms: str | None = Header(None, alias="X-Deadline-Ms", description=deadline_doc),
    ) -> Response:
        """The ChatService as a service: verify the posted round, route it, persist it; at most one retry."""
        caller = caller_of(request)
        deadline = rt.deadline(x_deadline_ms)
        if idempotency_key is not None and not _IDEMPOTENCY_KEY.match(idempotency_key):
            raise ProblemError(
                "invalid-input",
                "Idempotency-Key must be 1-255 visible ASCII characters",
                errors=[{"header": "Idempotency-Key", "detail": "1-255 visible ASCII characters"}],
            )
        raw = await read_body(request.scope, request.receive, cfg.max_body_bytes)

        def work() -> tuple[dict[str, Any], bool]:
            body = parse_json(raw, limits.max_json_depth)
            req = parse_round(body, raw, rt)
            idem = None
            if idempotency_key is not None:
                idem = (idempotency_key, request_hash({"method": "POST", "path": request.url.path, "body": body}))
            outcome = post_round(rt, RoundCall(caller, session_id, req, idem, deadline))
            return outcome.response, outcome.replayed

        response, replayed = await rt.call(work, deadline, grace=ROUND_GRACE_S)
        note(request.scope, verdict=response["verdict"], action=response["action"], replayed=replayed)
        return _json(response, {"Idempotent-Replayed": "true"} if replayed else None)

    @app.get(
        "/v1/sessions/{session_id}",
        response_model=None,
        summary="A stored session with its self_evaluation",
        responses={200: {"model": SessionRecord, "description": "the session"}, **_problems(401, 404, 422, 429, 503)},
    )
    async def read_session(
        request: Request, session_id: str = Path(pattern=SESSION_ID_PATTERN, description="the backend's session id")
    ) -> Response:
        """The caller's session: query, status, final verdict and answer, tool calls, ``self_evaluation``."""
        caller = caller_of(request)
        deadline = rt.deadline(None)
        return _json(await rt.call(lambda: get_session(rt, caller, session_id), deadline, grace=ROUND_GRACE_S))

    @app.get(
        INSPECT_ROUTE,
        response_model=None,
        summary="The trace inspector page of a stored session",
        responses={
            200: {"content": {"text/html": {}}, "description": "one self-contained HTML page"},
            **_problems(401, 404, 422, 429, 503),
        },
    )
    async def inspect_session(
        request: Request, session_id: str = Path(pattern=SESSION_ID_PATTERN, description="the backend's session id")
    ) -> Response:
        """Every fact of each round against the records it rests on (tenant-scoped like the session route)."""
        caller = caller_of(request)
        deadline = rt.deadline(None)

        def page() -> str:
            from engine.inspect import render_session  # imported on first use: the API never needs it

            return render_session(get_session(rt, caller, session_id))

        html = await rt.call(page, deadline, grace=ROUND_GRACE_S)
        return Response(html, media_type="text/html; charset=utf-8")

    @app.get(
        "/v1/limits",
        response_model=LimitsResponse,
        summary="The effective limits",
        responses=_problems(401, 429),
    )
    async def read_limits(request: Request) -> dict[str, Any]:
        """Every limit in force: the Verifier's input maxima and the service's body, batch, deadline and rate limits."""
        caller_of(request)
        return rt.limits_view()

    @app.get("/livez", summary="The process is up", responses={200: {"description": "alive"}})
    async def livez() -> dict[str, str]:
        """Always ``{"status": "ok"}`` while the worker runs."""
        return {"status": "ok"}

    @app.get(
        "/readyz",
        summary="The store is reachable and the rules are loaded",
        responses={200: {"description": "ready"}, **_problems(503)},
    )
    async def readyz() -> Response:
        """200 when ``SELECT 1`` answers and the Verifier is built; else a ``not-ready`` problem naming the check."""
        checks = {"rules": "ok" if rt.ready else "loading"}
        try:
            await rt.call(rt.store.ping, rt.deadline(None))
            checks["store"] = "ok"
        except Exception as exc:
            checks["store"] = f"unavailable: {type(exc).__name__}"
        if all(v == "ok" for v in checks.values()):
            return _json({"status": "ready", "checks": checks})
        raise ProblemError("not-ready", "; ".join(f"{k}: {v}" for k, v in checks.items() if v != "ok"), checks=checks)

    @app.get("/version", response_model=VersionResponse, summary="What is running")
    async def version() -> dict[str, Any]:
        """Package version, ruleset hash, API version and template version."""
        return {
            "name": "chat-verifier",
            "verifier_version": rt.version,
            "ruleset_hash": rt.ruleset_hash,
            "api": "v1",
            "templates_version": TEMPLATE_VERSION,
        }

    @app.get(
        "/metrics",
        summary="Prometheus metrics",
        response_class=Response,
        responses={200: {"description": "text exposition", "content": {"text/plain": {"schema": {"type": "string"}}}}},
    )
    async def metrics() -> Response:
        """The Prometheus text exposition (all workers' samples summed)."""
        return Response(rt.metrics.render(), media_type="text/plain; version=0.0.4; charset=utf-8")


# -- OpenAPI ----------------------------------------------------------------------------------------
def _openapi(app: FastAPI) -> dict[str, Any]:
    """OpenAPI 3.1 from the routes, plus the request-body models and the bearer scheme."""
    if app.openapi_schema is not None:
        return app.openapi_schema
    doc = get_openapi(title=app.title, version=app.version, summary=app.summary, routes=app.routes)
    models = [VerifierInputBody, CaseInputBody, TraceBody, RoundRequest, Problem]
    _, defs = models_json_schema([(m, "validation") for m in models], ref_template="#/components/schemas/{model}")
    schemas = doc.setdefault("components", {}).setdefault("schemas", {})
    for name, schema in defs.get("$defs", {}).items():
        schemas.setdefault(name, schema)
    body_refs = [{"$ref": f"#/components/schemas/{m.__name__}"} for m in (VerifierInputBody, CaseInputBody, TraceBody)]
    schemas["VerifyBody"] = {"oneOf": body_refs, "title": "VerifyBody"}
    schemas["BatchBody"] = {
        "type": "object",
        "additionalProperties": False,
        "required": ["items"],
        "properties": {"items": {"type": "array", "items": {"$ref": "#/components/schemas/VerifyBody"}}},
        "title": "BatchBody",
    }
    doc["components"]["securitySchemes"] = {
        "bearerAuth": {"type": "http", "scheme": "bearer", "description": "an API key from `chat-verifier keys add`"}
    }
    for path, ops in doc.get("paths", {}).items():
        if path.startswith("/v1/"):
            for op in ops.values():
                op["security"] = [{"bearerAuth": []}]
    app.openapi_schema = doc
    return doc
