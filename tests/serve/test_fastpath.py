"""The plain ASGI verify routes (engine.service.fastpath) and inline verification, driven in process.

The real-server tests cover the behaviour end to end; these pin what the fast path must keep
equal to the threaded path: the same bytes whichever way a body is verified, the route template
in metrics, problems and the deadline.
"""

from __future__ import annotations

import asyncio
import json
import time

import httpx
import pytest

from engine.service.app import create_app
from engine.service.config import ServiceConfig
from engine.service.extract import Deadline
from engine.service.keys import add_key
from engine.service.problems import ProblemError
from tests.conftest import ROOT

EXAMPLE = json.loads((ROOT / "benchmarks" / "examples" / "example-pass.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def apps(tmp_path_factory):
    """Two apps on one store and key file: inline verification on (the default) and off."""
    root = tmp_path_factory.mktemp("fastpath")
    key, _ = add_key(root / "keys.json", "acme")
    base = {"db": str(root / "s.sqlite"), "keys": str(root / "keys.json"), "access_log": False}
    inline = create_app(ServiceConfig(**base))
    threaded = create_app(ServiceConfig(**base, inline_max_bytes=0), migrate=False)
    yield key, inline, threaded
    for app in (inline, threaded):
        app.state.runtime.close()


def _post(app, key: str, path: str, body: object, **headers: str) -> httpx.Response:
    async def go() -> httpx.Response:
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://cv") as c:
            return await c.post(path, json=body, headers={"Authorization": f"Bearer {key}", **headers})

    return asyncio.run(go())


def test_inline_and_threaded_verification_give_the_same_bytes(apps):
    key, inline, threaded = apps
    body = {"case_id": "ex-1", **EXAMPLE["input"]}
    a = _post(inline, key, "/v1/verify", body)
    b = _post(threaded, key, "/v1/verify", body)
    assert a.status_code == b.status_code == 200
    assert a.content == b.content
    assert a.headers["content-type"] == "application/json"
    assert list(a.json())[-4:] == ["llm_calls", "verifier_version", "ruleset_hash", "request_hash"]


@pytest.mark.parametrize("path", ["/v1/verify", "/v1/verify:batch"])
def test_fast_routes_keep_auth_problems_and_route_metrics(apps, path):
    key, inline, _ = apps
    body = {"items": [EXAMPLE["input"]]} if path.endswith("batch") else EXAMPLE["input"]
    ok = _post(inline, key, path, body, **{"X-Request-Id": "fast-1"})
    assert ok.status_code == 200 and ok.headers["x-request-id"] == "fast-1"
    denied = _post(inline, "not-a-key", path, body)
    assert denied.status_code == 401 and denied.headers["content-type"] == "application/problem+json"
    assert denied.json()["errors"] == [{"header": "Authorization", "detail": "not an active API key"}]
    bad = _post(inline, key, path, body, **{"X-Deadline-Ms": "soon"})
    assert bad.status_code == 422 and bad.json()["errors"][0]["header"] == "X-Deadline-Ms"
    metrics = inline.state.runtime.metrics.render().decode()
    assert f'cv_http_requests_total{{route="{path}",status="200"' in metrics
    assert f'cv_http_requests_total{{route="{path}",status="401",verdict="none"}}' in metrics


def test_inline_keeps_the_deadline(apps):
    _, inline, _ = apps
    rt = inline.state.runtime
    assert rt.inline(lambda: 7, Deadline.after_ms(10_000)) == 7
    for fn, deadline in ((lambda: 7, Deadline.after_ms(1)), (lambda: time.sleep(0.02) or 7, Deadline.after_ms(5))):
        time.sleep(0.002)
        before = rt.metrics.fail_closed.labels("deadline")._value.get()
        with pytest.raises(ProblemError) as err:
            rt.inline(fn, deadline)
        assert err.value.kind.slug == "deadline-exceeded"
        assert rt.metrics.fail_closed.labels("deadline")._value.get() == before + 1
