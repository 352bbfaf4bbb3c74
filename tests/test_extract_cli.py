"""``chat-verifier extract``: candidate facts with spans, one JSON line per input."""

from __future__ import annotations

import json

import pytest

from engine.cli import main
from tests.conftest import EXAMPLES
from tests.llm_server import ScriptedLLMServer, ok

NL = "根据查询，ts-basic-service 出现 java.lang.IllegalStateException。可能是注册中心实例下线导致。建议重启。"


def _run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, [json.loads(line) for line in out.splitlines()], err


def test_extract_example_cases(capsys):
    code, lines, _ = _run(capsys, "extract", str(EXAMPLES / "example-low-confid.json"))
    assert code == 0
    (line,) = lines
    assert line["case_id"] == "example-low-confid"
    assert line["parse_status"] == "failed_no_json"
    assert line["extractor"] == "rules"
    answer = json.loads((EXAMPLES / "example-low-confid.json").read_text())["input"]["executor_final_answer"]
    for f in line["facts"]:
        start, end = f["span"]
        assert answer[start:end] == f["fact"]
        assert f["source_field"] == "executor_final_answer"
    assert not any("可能" in f["fact"] for f in line["facts"])


def test_extract_structured_case_lists_claims(capsys):
    code, (line,), _ = _run(capsys, "extract", str(EXAMPLES / "example-pass.json"))
    assert code == 0
    assert line["extractor"] == "contract"
    assert [f["origin"] for f in line["facts"]][:2] == ["claim", "claim"]


def test_extract_jsonl_and_bad_line(capsys, tmp_path):
    p = tmp_path / "in.jsonl"
    p.write_text(
        json.dumps({"case_id": "a", "input": {"executor_final_answer": NL}}, ensure_ascii=False)
        + "\nnot json\n"
        + json.dumps({"executor_final_answer": 3})
        + "\n"
    )
    code, lines, err = _run(capsys, "extract", str(p))
    assert code == 2
    assert [x.get("case_id") for x in lines] == ["a"]
    assert "line 2" in err and "line 3" in err


def test_extract_raw_text(capsys, tmp_path):
    p = tmp_path / "answer.md"
    p.write_text("## 结论\n- ts-a 出现 ERR_X_1\n- 建议扩容\n", encoding="utf-8")
    code, (line,), _ = _run(capsys, "extract", "--raw", str(p))
    assert code == 0
    assert [f["fact"] for f in line["facts"]] == ["ts-a 出现 ERR_X_1"]


def test_extract_llm_without_settings_records_fallback(capsys, tmp_path, monkeypatch):
    for var in ("BASE_URL", "MODEL", "API_KEY", "CACHE"):
        monkeypatch.delenv(f"CHAT_VERIFIER_LLM_{var}", raising=False)
    p = tmp_path / "a.json"
    p.write_text(json.dumps({"executor_final_answer": NL}, ensure_ascii=False))
    code, (line,), _ = _run(capsys, "extract", "--extractor", "llm", str(p))
    assert code == 0
    assert line["extraction_status"] == "fallback:not_configured"
    assert line["facts"]


def test_extract_llm_against_scripted_server(capsys, tmp_path, monkeypatch):
    quote = "根据查询，ts-basic-service 出现 java.lang.IllegalStateException。"
    with ScriptedLLMServer() as srv:
        srv.script(
            [ok(json.dumps({"facts": [{"quote": quote, "fact": quote, "is_critical": True}]}, ensure_ascii=False))]
        )
        monkeypatch.setenv("CHAT_VERIFIER_LLM_BASE_URL", srv.base_url)
        monkeypatch.setenv("CHAT_VERIFIER_LLM_MODEL", "scripted")
        monkeypatch.setenv("CHAT_VERIFIER_LLM_MAX_RETRIES", "0")
        monkeypatch.delenv("CHAT_VERIFIER_LLM_CACHE", raising=False)
        p = tmp_path / "a.json"
        p.write_text(json.dumps({"executor_final_answer": NL}, ensure_ascii=False))
        code, (line,), _ = _run(capsys, "extract", "--extractor", "llm", str(p))
    assert code == 0
    assert (line["extractor"], line["extraction_status"], line["llm_calls"]) == ("llm", "ok", 1)
    assert line["prompt_id"] == "extract_facts.v1" and len(line["prompt_hash"]) == 16
    assert [f["fact"] for f in line["facts"]] == [quote]


@pytest.mark.slow
def test_extract_console_script(run_cli):
    r = run_cli("extract", str(EXAMPLES / "example-reject.json"))
    assert r.returncode == 0, r.stderr
    (line,) = [json.loads(x) for x in r.stdout.splitlines()]
    assert line["case_id"] == "example-reject"
