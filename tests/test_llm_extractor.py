"""LLM extractor against a real OpenAI-compatible HTTP server on 127.0.0.1 (scripted completions).

The real ``openai`` client talks HTTP to :class:`tests.llm_server.ScriptedLLMServer`; no
network, no key. The matrix covers a good extraction, fenced JSON, malformed JSON, a schema
mismatch, unanchored facts, an empty list, a timeout, 500, 429 with Retry-After, a server
that refuses ``json_schema``, empty choices, and the completion cache.
"""

from __future__ import annotations

import json
import time

import pytest

from extractors import ParseResult, ParseStatus, extract_facts, get_extractor
from extractors.cache import CompletionCache
from extractors.llm import (
    PROMPT_ID,
    LLMExtractor,
    LLMFactList,
    LLMSettings,
    load_prompt,
    parse_completion,
)
from tests.llm_server import Reply, ScriptedLLMServer, completion, error, ok

ANSWER = (
    "根据查询，ts-basic-service 出现 java.lang.IllegalStateException。"
    "HighErrorRate 告警正在 firing，错误率 37.5%。"
    "可能是注册中心实例下线导致。建议重启服务。"
)
S1 = "根据查询，ts-basic-service 出现 java.lang.IllegalStateException。"
S2 = "HighErrorRate 告警正在 firing，错误率 37.5%。"


def facts_json(*items: tuple[str, bool]) -> str:
    return json.dumps(
        {"facts": [{"quote": q, "fact": q.rstrip("。"), "is_critical": c} for q, c in items]}, ensure_ascii=False
    )


GOOD = facts_json((S1, True), (S2, True))


@pytest.fixture(scope="module")
def server():
    with ScriptedLLMServer() as srv:
        yield srv


def make(server, *, timeout=5.0, max_retries=0, cache=None, **kw) -> LLMExtractor:
    settings = LLMSettings(
        base_url=server.base_url, model="scripted-model", api_key="k", timeout=timeout, max_retries=max_retries, **kw
    )
    return LLMExtractor(settings, cache=cache)


def nl_parse(text: str) -> ParseResult:
    return ParseResult(status=ParseStatus.NO_JSON, raw=text)


# (case id, script, expected status, expected extractor, expected llm_calls, expected server requests)
MATRIX = [
    ("good", [ok(GOOD)], "ok", "llm", 1, 1),
    ("fenced_json", [ok(f"下面是结果：\n```json\n{GOOD}\n```\n")], "ok", "llm", 1, 1),
    (
        "malformed_json",
        [ok('{"facts": [{"quote": "根据查询，ts-basic-service')],
        "fallback:invalid_json",
        "rules",
        1,
        1,
    ),
    ("prose_only", [ok("这个回答里没有问题。")], "fallback:invalid_json", "rules", 1, 1),
    ("schema_mismatch_key", [ok('{"items": []}')], "fallback:schema_mismatch", "rules", 1, 1),
    ("schema_mismatch_type", [ok('{"facts": [{"quote": 3, "fact": "x"}]}')], "fallback:schema_mismatch", "rules", 1, 1),
    ("schema_mismatch_list", [ok("[1, 2]")], "fallback:schema_mismatch", "rules", 1, 1),
    ("empty_list", [ok('{"facts": []}')], "ok", "llm", 1, 1),
    ("http_500", [error(500)], "fallback:http_500", "rules", 1, 1),
    ("http_401", [error(401)], "fallback:http_401", "rules", 1, 1),
    ("rate_limited", [error(429, headers={"Retry-After": "1"})], "fallback:rate_limited", "rules", 1, 1),
    ("empty_choices", [Reply(200, completion(None, choices=False))], "fallback:empty_choices", "rules", 1, 1),
    ("null_content", [Reply(200, completion(None))], "fallback:empty_choices", "rules", 1, 1),
    ("non_json_body", [Reply(200, "<html>bad gateway</html>")], None, "rules", 1, 1),
]


@pytest.mark.parametrize(
    ("case", "script", "status", "extractor", "calls", "requests"), MATRIX, ids=[m[0] for m in MATRIX]
)
def test_matrix(server, case, script, status, extractor, calls, requests):
    server.script(script)
    result = make(server).extract(ANSWER)
    assert result.extractor == extractor
    if status is not None:
        assert result.extraction_status == status
    else:
        assert result.extraction_status.startswith("fallback:")
    assert result.llm_calls == calls
    assert len(server.requests) == requests
    assert result.prompt_id == PROMPT_ID
    assert result.prompt_hash == load_prompt().sha256
    if extractor == "rules":
        assert result.fallback_reason
        # the fallback facts are the rule-based ones, both findings included
        texts = [f.fact for f in result.facts]
        assert any("java.lang.IllegalStateException" in t for t in texts)
        assert any("37.5%" in t for t in texts)


def test_good_extraction_facts_are_anchored_answer_text(server):
    server.script([ok(GOOD)])
    result = make(server).extract(ANSWER)
    assert [f.fact for f in result.facts] == [S1, S2]
    for f in result.facts:
        assert ANSWER[f.span.start : f.span.end] == f.fact
        assert f.is_critical and f.origin.value == "nl_fallback"
    assert result.dropped_unanchored == 0


def test_request_shape(server):
    server.script([ok(GOOD)])
    make(server).extract(ANSWER)
    (req,) = server.requests
    assert req["model"] == "scripted-model"
    assert req["temperature"] == 0
    fmt = req["response_format"]
    assert fmt["type"] == "json_schema"
    assert fmt["json_schema"]["schema"] == LLMFactList.model_json_schema()
    assert req["messages"][0]["role"] == "system"
    assert req["messages"][0]["content"] == load_prompt().text
    assert ANSWER in req["messages"][1]["content"]


def test_unanchored_facts_are_dropped_and_counted(server):
    invented = facts_json(
        ("ts-basic-service 的数据库主从切换失败，错误码 DB_FAILOVER_77。", True),
        (S2, True),
        ("Redis 集群 redis-prod-3 内存打满。", True),
    )
    server.script([ok(invented)])
    result = make(server).extract(ANSWER)
    assert result.extraction_status == "ok"
    assert result.dropped_unanchored == 2
    assert [f.fact for f in result.facts] == [S2]
    # the pipeline sweep adds the confirmed sentence the LLM did not cover
    full = extract_facts(nl_parse(ANSWER), extractor=make(server))
    assert any("IllegalStateException" in f.fact and f.is_critical for f in full.facts)
    assert not any("DB_FAILOVER_77" in f.fact or "redis-prod-3" in f.fact for f in full.facts)


def test_fuzzy_anchoring_accepts_near_quotes_and_maps_span(server):
    near = facts_json(("根据查询， ts-basic-service出现 java.lang.IllegalStateException", True))
    server.script([ok(near)])
    result = make(server).extract(ANSWER)
    assert result.dropped_unanchored == 0
    (f,) = result.facts
    assert "java.lang.IllegalStateException" in ANSWER[f.span.start : f.span.end]


def test_empty_list_then_sweep_restores_findings(server):
    server.script([ok('{"facts": []}')])
    full = extract_facts(nl_parse(ANSWER), extractor=make(server))
    assert full.extractor == "llm" and full.llm_calls == 1
    texts = [f.fact for f in full.facts if f.is_critical]
    assert any("IllegalStateException" in t for t in texts)
    assert any("37.5%" in t for t in texts)
    assert not any("可能" in t or "建议" in t for t in texts)


def test_timeout_falls_back_fast(server):
    server.script([Reply(200, completion(GOOD), delay=2.5)])
    t0 = time.monotonic()
    result = make(server, timeout=0.5, max_retries=0).extract(ANSWER)
    assert time.monotonic() - t0 < 2.0
    assert result.extraction_status == "fallback:timeout"
    assert result.extractor == "rules"
    assert result.llm_calls == 1


def test_500_is_retried_by_the_client_then_falls_back(server):
    server.script([error(500)])
    result = make(server, max_retries=1).extract(ANSWER)
    assert result.extraction_status == "fallback:http_500"
    assert len(server.requests) == 2
    assert result.llm_calls == 2


def test_429_with_retry_after_is_honoured_then_succeeds(server):
    server.script([error(429, headers={"Retry-After": "1"}), ok(GOOD)])
    t0 = time.monotonic()
    result = make(server, max_retries=1).extract(ANSWER)
    elapsed = time.monotonic() - t0
    assert result.extraction_status == "ok"
    assert len(server.requests) == 2
    assert result.llm_calls == 2
    assert elapsed >= 0.9  # waited for Retry-After


def test_json_schema_refused_falls_back_to_json_object(server):
    def script(req):
        if req.get("response_format", {}).get("type") == "json_schema":
            return error(400, "response_format json_schema is not supported")
        return ok(GOOD)

    server.script(script)
    result = make(server).extract(ANSWER)
    assert result.extraction_status == "ok"
    assert [r["response_format"]["type"] for r in server.requests] == ["json_schema", "json_object"]
    assert result.llm_calls == 2
    assert len(result.facts) == 2


def test_cache_makes_reruns_free_and_identical(server, tmp_path):
    server.script([ok(GOOD)])
    cache = CompletionCache(tmp_path / "llm.sqlite")
    first = make(server, cache=cache).extract(ANSWER)
    second = make(server, cache=CompletionCache(tmp_path / "llm.sqlite")).extract(ANSWER)
    assert len(server.requests) == 1
    assert (first.llm_calls, second.llm_calls) == (1, 0)
    assert first.facts == second.facts
    # another answer is a cache miss
    make(server, cache=cache).extract(ANSWER + "另外 ts-order-service 正常。")
    assert len(server.requests) == 2


def test_failed_completions_are_not_cached(server, tmp_path):
    cache = CompletionCache(tmp_path / "c.sqlite")
    server.script([ok("not json")])
    make(server, cache=cache).extract(ANSWER)
    assert len(cache) == 0


def test_cache_key_depends_on_model_and_prompt(server, tmp_path):
    server.script([ok(GOOD)])
    cache = CompletionCache(tmp_path / "c.sqlite")
    make(server, cache=cache).extract(ANSWER)
    other = LLMExtractor(
        LLMSettings(base_url=server.base_url, model="another-model", max_retries=0, timeout=5), cache=cache
    )
    other.extract(ANSWER)
    assert len(server.requests) == 2


def test_settings_from_env(monkeypatch, tmp_path):
    monkeypatch.setenv("CHAT_VERIFIER_LLM_BASE_URL", "http://127.0.0.1:9/v1")
    monkeypatch.setenv("CHAT_VERIFIER_LLM_MODEL", "qwen2.5-7b-instruct")
    monkeypatch.setenv("CHAT_VERIFIER_LLM_API_KEY", "sk-test")
    monkeypatch.setenv("CHAT_VERIFIER_LLM_TIMEOUT", "7.5")
    s = LLMSettings.from_env()
    assert (s.base_url, s.model, s.timeout, s.configured) == ("http://127.0.0.1:9/v1", "qwen2.5-7b-instruct", 7.5, True)
    assert "sk-test" not in repr(s)
    assert LLMSettings.from_env(model="deepseek-chat").model == "deepseek-chat"
    assert not LLMSettings.from_env({}).configured


def test_registry_llm_uses_env_settings(server, monkeypatch):
    monkeypatch.setenv("CHAT_VERIFIER_LLM_BASE_URL", server.base_url)
    monkeypatch.setenv("CHAT_VERIFIER_LLM_MODEL", "scripted-model")
    monkeypatch.setenv("CHAT_VERIFIER_LLM_MAX_RETRIES", "0")
    monkeypatch.delenv("CHAT_VERIFIER_LLM_CACHE", raising=False)
    server.script([ok(GOOD)])
    result = get_extractor("llm").extract(ANSWER)
    assert result.extractor == "llm" and result.extraction_status == "ok"
    assert len(server.requests) == 1


def test_registry_llm_without_settings_falls_back_not_configured(monkeypatch):
    for var in ("BASE_URL", "MODEL", "API_KEY", "CACHE"):
        monkeypatch.delenv(f"CHAT_VERIFIER_LLM_{var}", raising=False)
    result = extract_facts(nl_parse(ANSWER), extractor="llm")
    assert result.extractor == "rules"
    assert result.extraction_status == "fallback:not_configured"
    assert result.llm_calls == 0
    assert any("IllegalStateException" in f.fact for f in result.facts)


def test_connection_refused_falls_back():
    ext = LLMExtractor(LLMSettings(base_url="http://127.0.0.1:9/v1", model="m", max_retries=0, timeout=2))
    result = ext.extract(ANSWER)
    assert result.extraction_status == "fallback:connection"
    assert result.extractor == "rules"


@pytest.mark.parametrize(
    ("content", "n_facts", "reason"),
    [
        (GOOD, 2, None),
        (f"```json\n{GOOD}\n```", 2, None),
        (f"Sure! Here it is: {GOOD} Hope it helps.", 2, None),
        ('{"facts": []}', 0, None),
        ('{"facts": [', None, "invalid_json"),
        ("", None, "invalid_json"),
        ('{"facts": [{"quote": "a", "fact": "b", "is_critical": true, "extra": 1}]}', None, "schema_mismatch"),
        ('{"facts": "none"}', None, "schema_mismatch"),
    ],
)
def test_parse_completion_is_deterministic(content, n_facts, reason):
    from extractors.llm import LLMExtractionError

    if reason is None:
        assert len(parse_completion(content).facts) == n_facts
    else:
        with pytest.raises(LLMExtractionError) as exc:
            parse_completion(content)
        assert exc.value.reason == reason
        assert exc.value.code.value == "E301"
