"""``POST /v1/verify`` and ``/v1/verify:batch`` as plain ASGI handlers, ahead of FastAPI's routing.

These two routes carry the load, and a request spent more CPU in the framework than in anything
the service itself adds. So :class:`FastPath`, a middleware just inside
:class:`~engine.service.app.RequestContext` (request ids, access logs, metrics and the 500
problem stay as they are), sends them straight to :class:`VerifyHandlers`: no router scan, no
dependency solving, no ``Request`` object, and errors answered here with the same
``problem_response`` the app's exception handler uses. The FastAPI routes of the same paths stay:
they document the API in ``/openapi.json`` and call the same handlers, so there is one
implementation whichever way a request comes in.

A ``/v1/verify`` body of at most ``inline_max_bytes`` whose extractor is ``rules`` or ``none``
(no I/O) is verified on the event loop itself (:meth:`~engine.service.runtime.Runtime.inline`):
each worker is one process, so the verification threads only share its interpreter lock with the
loop, and handing a few milliseconds of CPU to a thread and back cost more than it saved. An
``llm`` extraction, a bigger body and every batch still run on the threads, where the loop can
answer at the deadline.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from pydantic import ValidationError
from starlette.responses import JSONResponse, Response
from starlette.types import ASGIApp, Receive, Scope, Send

from engine.service.auth import Caller, authenticate
from engine.service.body import header, parse_json, read_body
from engine.service.logs import note
from engine.service.models import BatchRequest
from engine.service.problems import ProblemError, from_validation, problem_response
from engine.service.runtime import ROUND_GRACE_S, Runtime
from engine.service.verify import prepare, verify_batch, verify_item

__all__ = ["FastPath", "Handler", "VerifyHandlers"]

#: A plain route handler: the request's scope and receive in, the response out (or a ProblemError).
Handler = Callable[[Scope, Receive], Awaitable[Response]]


class VerifyHandlers:
    """The handlers of ``POST /v1/verify`` and ``/v1/verify:batch`` over one worker's :class:`Runtime`."""

    def __init__(self, runtime: Runtime) -> None:
        self.rt = runtime

    def caller(self, scope: Scope) -> Caller:
        """The caller of a ``/v1`` request (401 without a valid key), with a token taken (429 when out)."""
        caller = authenticate(header(scope, b"authorization"), self.rt.keys)
        note(scope, tenant=caller.tenant, key_id=caller.key_id)
        self.rt.buckets.take(caller)
        return caller

    async def verify(self, scope: Scope, receive: Receive) -> Response:
        """One body in, the VerifierOutput as ``chat-verifier verify`` prints it plus the audit keys out."""
        rt = self.rt
        self.caller(scope)
        deadline = rt.deadline(header(scope, b"x-deadline-ms"))
        raw = await read_body(scope, receive, rt.config.max_body_bytes)
        depth = rt.verifier.limits.max_json_depth

        def prepared() -> Any:
            return prepare(parse_json(raw, depth), rt, size_hint=len(raw))

        if len(raw) <= rt.config.inline_max_bytes:
            item = rt.inline(prepared, deadline)
            if item.extract == "llm":  # network I/O: on a thread, so the loop answers at the deadline
                out = await rt.call(lambda: verify_item(rt, item)[0], deadline)
            else:
                out = rt.inline(lambda: verify_item(rt, item)[0], deadline)
        else:
            out = await rt.call(lambda: verify_item(rt, prepared())[0], deadline)
        note(scope, verdict=out["verdict"])
        return JSONResponse(out)

    async def verify_batch(self, scope: Scope, receive: Receive) -> Response:
        """``{"items": [...]}``: each item verified on its own (on the threads); a bad item is an error result."""
        rt = self.rt
        cfg = rt.config
        self.caller(scope)
        deadline = rt.deadline(header(scope, b"x-deadline-ms"))
        raw = await read_body(scope, receive, cfg.max_body_bytes)

        def work() -> dict[str, Any]:
            body = parse_json(raw, rt.verifier.limits.max_json_depth, depth_allowance=2)
            try:
                batch = BatchRequest.model_validate(body)
            except ValidationError as exc:
                raise from_validation(exc) from None
            if len(batch.items) > cfg.max_batch_items:
                raise ProblemError(
                    "body-too-large",
                    f"items exceeds max_batch_items: {len(batch.items)} > {cfg.max_batch_items}",
                    errors=[{"pointer": "/items", "detail": f"at most {cfg.max_batch_items} items"}],
                    limit="max_batch_items",
                    value=len(batch.items),
                    maximum=cfg.max_batch_items,
                )
            return {"results": verify_batch(rt, batch.items, size_hint=len(raw))}

        return JSONResponse(await rt.call(work, deadline, grace=ROUND_GRACE_S))


class FastPath:
    """Pure ASGI middleware: ``POST`` to one of ``routes`` goes straight to its handler; all else to ``app``.

    Args:
        app: the rest of the application (FastAPI's exception handling and router).
        routes: path → (the documented route, for its template in logs and metrics; its handler).
    """

    def __init__(self, app: ASGIApp, routes: Mapping[str, tuple[Any, Handler]]) -> None:
        self.app = app
        self.routes = dict(routes)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Handle one ASGI call."""
        if scope["type"] == "http" and scope["method"] == "POST":
            path = scope["path"]
            root = scope.get("root_path", "")
            hit = self.routes.get(path[len(root) :] if root and path.startswith(root) else path)
            if hit is not None:
                route, handle = hit
                scope["route"] = route
                try:
                    response = await handle(scope, receive)
                except ProblemError as exc:
                    response = problem_response(exc, scope.get("state", {}).get("request_id", ""))
                await response(scope, receive, send)
                return
        await self.app(scope, receive, send)
