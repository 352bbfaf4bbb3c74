"""The real server (2 workers, SQLite and PostgreSQL) over HTTP: every endpoint, the error paths, tenancy, rounds.

Each test talks to ``chat-verifier serve`` in a subprocess on 127.0.0.1 (see conftest.py).
"""

from __future__ import annotations

import json
import time
import uuid
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest

import engine
from engine.service.keys import add_key
from tests.conftest import EXAMPLES
from tests.importers import fixtures
from tests.serve.conftest import case_body

pytestmark = [pytest.mark.slow]

PROBLEM = "application/problem+json"
TYPE = "urn:chat-verifier:problem:"
SESSIONS = sorted((EXAMPLES / "sessions").glob("*.json"))


def _example(name: str) -> dict:
    return json.loads((EXAMPLES / name).read_text(encoding="utf-8"))


def _problem(r: httpx.Response, slug: str, status: int) -> dict:
    assert r.status_code == status, r.text
    assert r.headers["content-type"].startswith(PROBLEM)
    body = r.json()
    assert body["type"] == TYPE + slug and body["status"] == status
    assert body["title"] and body["detail"]
    assert body["instance"] == r.headers["x-request-id"]
    assert "Traceback" not in r.text
    return body


def _sid() -> str:
    return f"t-{uuid.uuid4().hex[:12]}"


# -- service endpoints ------------------------------------------------------------------------------
def test_service_endpoints(server):
    with server.client(None) as c:
        assert c.get("/livez").json() == {"status": "ok"}
        ready = c.get("/readyz").json()
        assert ready == {"status": "ready", "checks": {"rules": "ok", "store": "ok"}}
        version = c.get("/version").json()
        assert version["verifier_version"] and version["ruleset_hash"].startswith("sha256:") and version["api"] == "v1"
        doc = c.get("/openapi.json").json()
        assert doc["openapi"].startswith("3.1")
        assert {
            "/v1/verify",
            "/v1/verify:batch",
            "/v1/sessions/{session_id}/rounds",
            "/v1/sessions/{session_id}",
            "/v1/limits",
            "/livez",
            "/readyz",
            "/version",
            "/metrics",
        } <= set(doc["paths"])
        assert doc["paths"]["/v1/verify"]["post"]["security"] == [{"bearerAuth": []}]
        assert "VerifierInputBody" in doc["components"]["schemas"]
        metrics = c.get("/metrics")
        assert metrics.headers["content-type"].startswith("text/plain")
        assert 'cv_http_requests_total{route="/livez",status="200",verdict="none"}' in metrics.text


def test_limits_report_the_effective_values(server):
    with server.client() as c:
        limits = c.get("/v1/limits").json()
    assert limits["max_body_bytes"] == 2 * 1024 * 1024 and limits["max_batch_items"] == 8
    assert limits["max_invocations"] == 200  # configured
    assert limits["max_answer_chars"] == engine.Verifier().limits.max_answer_chars  # default
    assert limits["rate_limit_burst"] == 200 and limits["deadline_ms"] == 20_000


# -- /v1/verify -------------------------------------------------------------------------------------
def test_verify_case_input_form(server):
    case = _example("example-reject.json")
    with server.client() as c:
        r = c.post("/v1/verify", json=case_body(case))
    assert r.status_code == 200 and r.headers["content-type"] == "application/json"
    out = r.json()
    expected = engine.Verifier().verify(case["input"]).model_dump(mode="json", exclude_none=True)
    assert out["case_id"] == "example-reject"
    assert {k: v for k, v in out.items() if k in expected} == expected
    assert list(out)[-4:] == ["llm_calls", "verifier_version", "ruleset_hash", "request_hash"]
    assert out["llm_calls"] == 0 and out["request_hash"].startswith("sha256:")


def test_verify_verifier_input_form_and_request_hash(server):
    case = _example("example-low-confid.json")["input"]
    vin = engine.Verifier().run(case).verifier_input.model_dump(mode="json", exclude_none=True)
    expected = engine.Verifier().verify(vin).model_dump(mode="json", exclude_none=True)
    with server.client() as c:
        a = c.post("/v1/verify", json=vin).json()
        b = c.post(
            "/v1/verify",
            content=json.dumps(dict(reversed(list(vin.items())))),
            headers={"content-type": "application/json"},
        ).json()
        other = c.post("/v1/verify", json={**vin, "extract": "none"}).json()
    assert {k: a[k] for k in expected} == expected
    assert a["request_hash"] == b["request_hash"]  # key order does not change the canonical input
    assert other["request_hash"] != a["request_hash"]  # the extractor is part of it


@pytest.mark.parametrize("fmt,build", [("openai_chat", fixtures.openai_chat), ("auto", fixtures.spring_ai)])
def test_verify_trace_form(server, fmt, build):
    payload = json.loads(json.dumps(build(), default=str))
    expected = engine.Verifier().verify_trace(payload, fmt, case_id="t1").model_dump(mode="json", exclude_none=True)
    with server.client() as c:
        out = c.post("/v1/verify", json={"trace_format": fmt, "trace": payload, "case_id": "t1"}).json()
    assert {k: out[k] for k in expected} == expected


def test_verify_bad_trace_names_the_trace_field(server):
    with server.client() as c:
        r = c.post("/v1/verify", json={"trace_format": "openai_chat", "trace": {"messages": [{"role": "wizard"}]}})
        unknown = c.post("/v1/verify", json={"trace_format": "nope", "trace": []})
    body = _problem(r, "invalid-input", 422)
    assert body["errors"][0]["pointer"].startswith("/trace")
    assert _problem(unknown, "invalid-input", 422)["errors"][0]["pointer"] == "/trace_format"


def test_invalid_input_lists_every_bad_field_as_a_pointer(server):
    case = _example("example-pass.json")["input"]
    bad = json.loads(json.dumps(case))
    bad["tool_invocations"][0]["round"] = 0
    del bad["tool_invocations"][1]["success"]
    bad["extract"] = "magic"
    with server.client() as c:
        r = c.post("/v1/verify", json=bad)
        del bad["extract"]
        r2 = c.post("/v1/verify", json=bad)
        r3 = c.post("/v1/verify", json=[1, 2])
    assert _problem(r, "invalid-input", 422)["errors"] == [
        {"pointer": "/extract", "detail": "must be one of rules, llm, none"}
    ]
    pointers = {e["pointer"] for e in _problem(r2, "invalid-input", 422)["errors"]}
    assert pointers == {"/tool_invocations/0/round", "/tool_invocations/1/success"}
    _problem(r3, "invalid-input", 422)


@pytest.mark.parametrize(
    "content,ctype,slug,status",
    [
        (b'{"original_query": ', "application/json", "malformed-json", 400),
        (b'{"original_query": NaN}', "application/json", "malformed-json", 400),
        (b'{"original_query": "\\ud800"}', "application/json", "malformed-json", 400),
        (b"\xff\xfe{}", "application/json", "malformed-json", 400),
        (b"", "application/json", "malformed-json", 400),
        (b"original_query=x", "application/x-www-form-urlencoded", "unsupported-media-type", 415),
    ],
)
def test_malformed_bodies(sqlite_server, content, ctype, slug, status):
    with sqlite_server.client() as c:
        _problem(c.post("/v1/verify", content=content, headers={"content-type": ctype}), slug, status)


def test_body_over_max_body_bytes_is_413(sqlite_server):
    big = json.dumps({"original_query": "q", "executor_final_answer": "x" * (2 * 1024 * 1024)})
    with sqlite_server.client() as c:
        body = _problem(
            c.post("/v1/verify", content=big, headers={"content-type": "application/json"}), "body-too-large", 413
        )
    assert body["limit"] == "max_body_bytes" and body["maximum"] == 2 * 1024 * 1024


def _deep(n: int) -> str:
    return "[" * n + "]" * n


@pytest.mark.parametrize(
    "mutate,limit,pointer",
    [
        (lambda d: d.update(executor_final_answer="错" * 200_001), "max_answer_chars", "/executor_final_answer"),
        (
            lambda d: d.update(
                tool_invocations=[{**d["tool_invocations"][0], "invocation_id": f"i{i}"} for i in range(201)]
            ),
            "max_invocations",
            "/tool_invocations",
        ),
    ],
)
def test_verifier_limits_are_422_naming_the_limit(sqlite_server, mutate, limit, pointer):
    data = json.loads(json.dumps(_example("example-pass.json")["input"]))
    mutate(data)
    with sqlite_server.client() as c:
        body = _problem(c.post("/v1/verify", json=data), "limit-exceeded", 422)
    assert body["limit"] == limit and body["errors"][0]["pointer"] == pointer
    assert body["value"] > body["maximum"]


@pytest.mark.parametrize("depth", [65, 100_000])
def test_json_depth_over_the_limit_is_422(sqlite_server, depth):
    raw = '{"original_query": "q", "executor_final_answer": "a", "tool_invocations": [], "retry_context": {"x": '
    raw += _deep(depth) + "}}"
    with sqlite_server.client() as c:
        started = time.monotonic()
        body = _problem(
            c.post("/v1/verify", content=raw, headers={"content-type": "application/json"}), "limit-exceeded", 422
        )
    assert body["limit"] == "max_json_depth" and time.monotonic() - started < 10


def test_json_depth_at_the_limit_is_accepted(sqlite_server):
    data = {
        "original_query": "q",
        "executor_final_answer": "a",
        "tool_invocations": [],
        "retry_context": {"x": json.loads(_deep(62))},
    }  # 64 levels with the body and retry_context
    with sqlite_server.client() as c:
        assert c.post("/v1/verify", json=data).status_code == 200


# -- auth and rate limit --------------------------------------------------------------------------------
V1_ROUTES = [
    ("GET", "/v1/limits"),
    ("POST", "/v1/verify"),
    ("POST", "/v1/verify:batch"),
    ("POST", "/v1/sessions/s1/rounds"),
    ("GET", "/v1/sessions/s1"),
]


@pytest.mark.parametrize("method,path", V1_ROUTES)
@pytest.mark.parametrize("auth", [None, "Basic dXNlcjpwdw==", "Bearer nope", "Bearer cv_000000000000_" + "A" * 43])
def test_every_v1_route_needs_a_key(sqlite_server, method, path, auth):
    headers = {"Authorization": auth} if auth else {}
    with sqlite_server.client(None) as c:
        r = c.request(method, path, headers=headers, json={})
    _problem(r, "unauthorized", 401)
    assert r.headers["www-authenticate"].startswith("Bearer")


def test_revoked_key_stops_working(sqlite_server, run_cli):
    token, record = add_key(sqlite_server.keys_file, "revokee")
    with httpx.Client(base_url=sqlite_server.base_url, headers={"Authorization": f"Bearer {token}"}) as c:
        deadline = time.monotonic() + 10
        while c.get("/v1/limits").status_code != 200 and time.monotonic() < deadline:
            time.sleep(0.2)  # the key file is re-read when it changes (checked once a second)
        assert c.get("/v1/limits").status_code == 200
        done = run_cli("keys", "revoke", record.key_id, "--keys", str(sqlite_server.keys_file))
        assert done.returncode == 0, done.stderr
        deadline = time.monotonic() + 10
        while c.get("/v1/limits").status_code == 200 and time.monotonic() < deadline:
            time.sleep(0.2)
        _problem(c.get("/v1/limits"), "unauthorized", 401)


def test_rate_limit_is_429_with_retry_after(sqlite_server):
    token, _ = add_key(sqlite_server.keys_file, "burst", rate_per_second=2, burst=5)  # this key's own limit
    time.sleep(1.2)  # let the workers notice the new key
    headers = {"Authorization": f"Bearer {token}"}
    with httpx.Client(base_url=sqlite_server.base_url, headers=headers, timeout=30) as c, ThreadPoolExecutor(8) as pool:
        responses = list(pool.map(lambda _: c.get("/v1/limits"), range(60)))
    codes = [r.status_code for r in responses]
    # 2 workers x (5 burst + 2/s): far fewer than 60 in the few seconds this takes
    assert set(codes) <= {200, 429} and codes.count(429) > 20 and codes.count(200) >= 5
    limited = next(r for r in responses if r.status_code == 429)
    _problem(limited, "rate-limited", 429)
    assert int(limited.headers["retry-after"]) >= 1


def test_unknown_route_and_method_are_problems(sqlite_server):
    with sqlite_server.client() as c:
        _problem(c.get("/v1/nothing"), "not-found", 404)
        _problem(c.get("/v1/verify"), "method-not-allowed", 405)
        bad = _problem(c.get("/v1/sessions/bad id"), "invalid-input", 422)
    assert bad["errors"][0]["parameter"] == "session_id"


# -- batch ------------------------------------------------------------------------------------------
def test_batch_keeps_order_and_a_bad_item_never_fails_it(sqlite_server):
    good = case_body(_example("example-pass.json"))
    other = case_body(_example("example-reject.json"))
    items = [good, {"original_query": "q"}, "not an object", other, {"trace": {"x": 1}, "trace_format": "openai_chat"}]
    with sqlite_server.client() as c:
        r = c.post("/v1/verify:batch", json={"items": items})
        singles = [c.post("/v1/verify", json=x).json() for x in (good, other)]
        too_many = c.post("/v1/verify:batch", json={"items": [good] * 9})
    assert r.status_code == 200
    results = r.json()["results"]
    assert [x["index"] for x in results] == [0, 1, 2, 3, 4]
    assert [("output" in x) for x in results] == [True, False, False, True, False]
    assert results[0]["output"] == singles[0] and results[3]["output"] == singles[1]
    assert results[1]["error"]["errors"][0]["pointer"] == "/items/1/executor_final_answer"
    assert results[2]["error"]["type"] == TYPE + "invalid-input"
    assert results[4]["error"]["errors"][0]["pointer"].startswith("/items/4/trace")
    assert _problem(too_many, "body-too-large", 413)["limit"] == "max_batch_items"


# -- deadline ---------------------------------------------------------------------------------------
def test_deadline_header(sqlite_server):
    body = case_body(_example("example-pass.json"))
    with sqlite_server.client() as c:
        bad = c.post("/v1/verify", json=body, headers={"X-Deadline-Ms": "soon"})
        missed = c.post("/v1/verify", json=body, headers={"X-Deadline-Ms": "1"})
        fine = c.post("/v1/verify", json=body, headers={"X-Deadline-Ms": "30000"})
    assert _problem(bad, "invalid-input", 422)["errors"] == [
        {"header": "X-Deadline-Ms", "detail": "not a positive integer"}
    ]
    _problem(missed, "deadline-exceeded", 503)  # fail closed: no verdict at all, never PASS
    assert fine.status_code == 200


# -- sessions ---------------------------------------------------------------------------------------
def _round_body(recorded: dict, n: int, **extra) -> dict:
    rnd = recorded["rounds"][n - 1]
    rows = [{k: v for k, v in inv.items() if k not in ("session_id", "round")} for inv in rnd["tool_invocations"]]
    body = {"executor_final_answer": rnd["executor_final_answer"], "tool_invocations": rows, **extra}
    if n == 1:
        body["original_query"] = recorded["original_query"]
    return body


def _play(c: httpx.Client, recorded: dict, sid: str) -> list[dict]:
    """Post a recorded session's rounds until the server's decision is final."""
    out = []
    for n in range(1, len(recorded["rounds"]) + 1):
        r = c.post(f"/v1/sessions/{sid}/rounds", json=_round_body(recorded, n))
        assert r.status_code == 200, r.text
        out.append(r.json())
        if r.json()["action"] != "retry":
            break
    return out


@pytest.fixture(scope="module")
def chat_results(tmp_path_factory):
    """What ChatService (as ``chat-verifier chat`` runs it) gives for each recorded session, in process."""
    from engine.chat import ChatService
    from engine.replay import RecordedSession, ReplayExecutor, ReplayPlanner
    from engine.store import SessionStore

    store = SessionStore(str(tmp_path_factory.mktemp("chat") / "chat.sqlite"))
    verifier = engine.Verifier()
    out = {}
    for path in SESSIONS:
        rec = RecordedSession.load(path)
        service = ChatService(ReplayPlanner(rec), ReplayExecutor(rec), store, verifier=verifier)
        out[path.stem] = service.run(rec.original_query, session_id=_sid())
    store.close()
    return out


@pytest.mark.parametrize("path", SESSIONS, ids=lambda p: p.stem)
def test_rounds_route_like_chat_service(server, chat_results, path):
    recorded = json.loads(path.read_text(encoding="utf-8"))
    sid = _sid()
    with server.client() as c:
        rounds = _play(c, recorded, sid)
        stored = c.get(f"/v1/sessions/{sid}").json()
        again = c.post(f"/v1/sessions/{sid}/rounds", json=_round_body(recorded, 1))
    expected = chat_results[path.stem]
    last = rounds[-1]
    assert (last["verdict"], last["user_output"], len(rounds)) == (
        expected.final_verdict,
        expected.user_output,
        expected.rounds_run,
    )
    assert last["groundedness_score"] == expected.groundedness_score
    for r in rounds[:-1]:
        assert r["action"] == "retry" and r["user_output"] is None and r["retry_context"]["gaps"] is not None
    assert last["retry_context"] is None and last["action"] in ("answer", "answer_with_disclaimer", "degraded")
    assert stored["status"] == "completed" and stored["final_verdict"] == last["verdict"]
    assert stored["final_answer"] == last["user_output"]
    channel = stored["self_evaluation"]["verifier_evaluation"]
    assert [x["round"] for x in channel["rounds"]] == list(range(1, len(rounds) + 1))
    assert stored["self_evaluation"]["rule_evaluation"]["evidence_calls"] >= 0
    _problem(again, "round-conflict", 409)  # at most one retry: nothing after the final round


def test_inspector_page_of_a_session_is_tenant_scoped(server):
    recorded = json.loads((EXAMPLES / "sessions" / "retry_then_pass.json").read_text(encoding="utf-8"))
    sid = _sid()
    with server.client() as c:
        rounds = _play(c, recorded, sid)
        page = c.get(f"/inspect/{sid}")
        missing = c.get(f"/inspect/{_sid()}")
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    assert f'data-verdict="{rounds[-1]["verdict"]}"' in page.text
    assert missing.status_code == 404
    with server.client(tenant=None) as anon:
        assert anon.get(f"/inspect/{sid}").status_code == 401
    other = next((t for t in server.keys if t != "acme"), None)
    if other is not None:
        with server.client(tenant=other) as c:
            assert c.get(f"/inspect/{sid}").status_code == 404  # another tenant's session does not exist for it


def test_retry_rule_is_enforced(server):
    recorded = json.loads((EXAMPLES / "sessions" / "pass.json").read_text(encoding="utf-8"))
    retry = json.loads((EXAMPLES / "sessions" / "retry_then_pass.json").read_text(encoding="utf-8"))
    with server.client() as c:
        sid = _sid()
        _problem(c.post(f"/v1/sessions/{sid}/rounds", json=_round_body(recorded, 1, round=2)), "round-conflict", 409)
        assert c.get(f"/v1/sessions/{sid}").status_code == 404  # nothing was written
        assert c.post(f"/v1/sessions/{sid}/rounds", json=_round_body(recorded, 1)).json()["action"] == "answer"
        _problem(c.post(f"/v1/sessions/{sid}/rounds", json=_round_body(recorded, 1)), "round-conflict", 409)
        sid2 = _sid()
        first = c.post(f"/v1/sessions/{sid2}/rounds", json=_round_body(retry, 1)).json()
        assert first["action"] == "retry"
        _problem(c.post(f"/v1/sessions/{sid2}/rounds", json=_round_body(retry, 2, round=3)), "round-conflict", 409)
        dup = _round_body(retry, 2)
        dup["tool_invocations"][0]["invocation_id"] = _round_body(retry, 1)["tool_invocations"][0]["invocation_id"]
        assert (
            _problem(c.post(f"/v1/sessions/{sid2}/rounds", json=dup), "invalid-input", 422)["errors"][0]["pointer"]
            == "/tool_invocations/0/invocation_id"
        )
        second = c.post(f"/v1/sessions/{sid2}/rounds", json=_round_body(retry, 2, round=2)).json()
        assert second["round"] == 2 and second["action"] != "retry"
        stored = c.get(f"/v1/sessions/{sid2}").json()
        assert stored["self_evaluation"]["verifier_evaluation"]["rounds"][1]["retry_context"] == first["retry_context"]
        _problem(c.post(f"/v1/sessions/{sid2}/rounds", json=_round_body(retry, 2)), "round-conflict", 409)


def test_round_validation(server):
    recorded = json.loads((EXAMPLES / "sessions" / "pass.json").read_text(encoding="utf-8"))
    with server.client() as c:
        sid = _sid()
        no_query = _round_body(recorded, 1)
        del no_query["original_query"]
        assert (
            _problem(c.post(f"/v1/sessions/{sid}/rounds", json=no_query), "invalid-input", 422)["errors"][0]["pointer"]
            == "/original_query"
        )
        wrong = _round_body(recorded, 1)
        wrong["tool_invocations"][0]["session_id"] = "elsewhere"
        wrong["tool_invocations"][1]["round"] = 2
        pointers = {
            e["pointer"]
            for e in _problem(c.post(f"/v1/sessions/{sid}/rounds", json=wrong), "invalid-input", 422)["errors"]
        }
        assert pointers == {"/tool_invocations/0/session_id", "/tool_invocations/1/round"}
        nul = _round_body(recorded, 1, executor_final_answer="a\u0000b")
        _problem(c.post(f"/v1/sessions/{sid}/rounds", json=nul), "invalid-input", 422)
        assert c.get(f"/v1/sessions/{sid}").status_code == 404


def test_cross_tenant_isolation(server):
    recorded = json.loads((EXAMPLES / "sessions" / "retry_then_pass.json").read_text(encoding="utf-8"))
    sid = _sid()
    with server.client("acme") as acme, server.client("globex") as globex:
        assert acme.post(f"/v1/sessions/{sid}/rounds", json=_round_body(recorded, 1)).status_code == 200
        _problem(globex.get(f"/v1/sessions/{sid}"), "not-found", 404)
        _problem(globex.post(f"/v1/sessions/{sid}/rounds", json=_round_body(recorded, 2)), "not-found", 404)
        _problem(globex.post(f"/v1/sessions/{sid}/rounds", json=_round_body(recorded, 1)), "not-found", 404)
        assert acme.get(f"/v1/sessions/{sid}").json()["status"] == "running"  # untouched by globex
        assert acme.post(f"/v1/sessions/{sid}/rounds", json=_round_body(recorded, 2)).status_code == 200
        _problem(globex.get("/v1/sessions/never-made"), "not-found", 404)


def test_idempotent_replay(server):
    recorded = json.loads((EXAMPLES / "sessions" / "retry_then_pass.json").read_text(encoding="utf-8"))
    sid = _sid()
    key = {"Idempotency-Key": f"k-{uuid.uuid4().hex}"}
    with server.client() as c, server.client("globex") as other:
        first = c.post(f"/v1/sessions/{sid}/rounds", json=_round_body(recorded, 1), headers=key)
        replay = c.post(f"/v1/sessions/{sid}/rounds", json=_round_body(recorded, 1), headers=key)
        assert first.status_code == replay.status_code == 200
        assert replay.json() == first.json() and replay.headers["idempotent-replayed"] == "true"
        assert "idempotent-replayed" not in first.headers
        body = _problem(
            c.post(f"/v1/sessions/{sid}/rounds", json=_round_body(recorded, 2), headers=key),
            "idempotency-key-reused",
            422,
        )
        assert body["errors"][0]["header"] == "Idempotency-Key"
        stored = c.get(f"/v1/sessions/{sid}").json()
        assert len(stored["self_evaluation"]["verifier_evaluation"]["rounds"]) == 1  # the replay wrote nothing
        # another tenant's identical key is its own: the session is not theirs
        _problem(other.post(f"/v1/sessions/{sid}/rounds", json=_round_body(recorded, 1), headers=key), "not-found", 404)
        _problem(
            c.post(f"/v1/sessions/{sid}/rounds", json=_round_body(recorded, 2), headers={"Idempotency-Key": "bad key"}),
            "invalid-input",
            422,
        )


# -- observability ----------------------------------------------------------------------------------
def test_access_log_and_metrics(sqlite_server):
    secret_answer = "唯一的答案文本-" + uuid.uuid4().hex
    data = json.loads(json.dumps(_example("example-pass.json")["input"]))
    data["executor_final_answer"] = data["executor_final_answer"].replace("ts-basic-service 报错", secret_answer)
    with sqlite_server.client() as c:
        r = c.post("/v1/verify", json=data, headers={"X-Request-Id": "req-observe-1"})
        assert r.headers["x-request-id"] == "req-observe-1"
        metrics = c.get("/metrics").text
    time.sleep(0.3)
    lines = [x for x in sqlite_server.log_lines() if x.get("logger") == "chat_verifier.access"]
    mine = [x for x in lines if x.get("request_id") == "req-observe-1"]
    assert len(mine) == 1
    assert mine[0]["route"] == "/v1/verify" and mine[0]["status"] == 200 and mine[0]["tenant"] == "acme"
    assert mine[0]["verdict"] == r.json()["verdict"] and mine[0]["duration_ms"] > 0
    log_text = sqlite_server.stderr_path.read_text(encoding="utf-8")
    assert secret_answer not in log_text
    assert all(key not in log_text for key in sqlite_server.keys.values())
    assert f'cv_http_requests_total{{route="/v1/verify",status="200",verdict="{r.json()["verdict"]}"}}' in metrics
    assert "cv_fact_labels_total{" in metrics
    assert 'cv_http_request_duration_seconds_bucket{le="0.05",route="/v1/verify"' in metrics


def test_cli_serve_refuses_a_bad_setup(run_cli, tmp_path, capsys):
    (tmp_path / "bad.yaml").write_text("rate_limit: {burst: 0}\n", encoding="utf-8")
    done = run_cli("serve", "--port", "0", "--config", str(tmp_path / "bad.yaml"), timeout=60)
    assert done.returncode == 2 and "rate_limit.burst" in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr
    from engine.cli import main

    db = str(tmp_path / "s.sqlite")
    for args, words in [
        (["--config", str(tmp_path / "missing.yaml")], "cannot read"),
        (["--keys", str(tmp_path / "none.json"), "--db", db], "does not exist"),
    ]:
        assert main(["serve", *args]) == 2
        err = capsys.readouterr().err
        assert words in err and len(err.strip().splitlines()) == 1


def test_keys_cli(run_cli, tmp_path, capsys):
    keys = str(tmp_path / "k.json")
    added = run_cli("keys", "add", "--tenant", "acme", "--keys", keys)
    assert added.returncode == 0, added.stderr
    token = added.stdout.strip()
    assert token.startswith("cv_") and token not in (tmp_path / "k.json").read_text()
    key_id = token.split("_")[1]
    from engine.cli import main

    capsys.readouterr()
    assert main(["keys", "list", "--keys", keys, "--json"]) == 0
    listed = capsys.readouterr().out
    assert [json.loads(x)["key_id"] for x in listed.splitlines()] == [key_id] and token not in listed
    assert main(["keys", "revoke", key_id, "--keys", keys]) == 0
    assert main(["keys", "list", "--keys", keys, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["revoked_at"]
    assert main(["keys", "add", "--tenant", "no spaces", "--keys", keys]) == 2
    assert main(["keys", "revoke", "000000000000", "--keys", keys]) == 2
    assert main(["keys", "add", "--tenant", "t", "--rate", "-1", "--keys", keys]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 3
