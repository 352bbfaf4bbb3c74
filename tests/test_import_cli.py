"""``chat-verifier import`` and ``verify --trace-format`` end to end, through the real console script."""

import json

import pytest

from tests.conftest import EXAMPLES
from tests.importers import fixtures as F
from tests.importers.convert import convert

pytestmark = pytest.mark.slow

EXAMPLE = json.loads((EXAMPLES / "example-reject.json").read_text(encoding="utf-8"))


def _lines(stdout):
    return [json.loads(line) for line in stdout.splitlines()]


def _write(tmp_path, name, obj):
    p = tmp_path / name
    p.write_text(json.dumps(obj, ensure_ascii=False), encoding="utf-8")
    return str(p)


def test_import_prints_the_case_input_and_verify_takes_it(run_cli, tmp_path):
    path = _write(tmp_path, "t.json", F.otel_genai())
    r = run_cli("import", path)
    assert r.returncode == 0, r.stderr
    (case,) = _lines(r.stdout)
    assert case["original_query"] == F.QUERY
    assert [row["invocation_id"] for row in case["tool_invocations"]] == [
        "call_logs",
        "call_metrics",
        "call_kb",
        "call_time",
    ]
    assert case["import_audit"]["format"] == "otel_genai"
    piped = run_cli("verify", "-", stdin=r.stdout)
    direct = run_cli("verify", "--trace-format", "otel_genai", path)
    assert piped.returncode == direct.returncode == 0, piped.stderr + direct.stderr
    assert piped.stdout == direct.stdout


def test_verify_trace_matches_native_verify_byte_for_byte(run_cli, tmp_path):
    native = run_cli("verify", str(EXAMPLES / "example-reject.json"))
    lines = [
        json.dumps(
            {"case_id": EXAMPLE["case_id"], "session_id": "s-1", "trace": convert(fmt, EXAMPLE["input"])},
            ensure_ascii=False,
        )
        for fmt in ("anthropic", "langchain", "openinference")
    ]
    path = tmp_path / "traces.jsonl"
    path.write_text("\n".join(lines), encoding="utf-8")
    r = run_cli("verify", "--trace-format", "auto", str(path))
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == native.stdout.splitlines() * 3


def test_wrapper_session_id_and_case_id(run_cli, tmp_path):
    line = {"case_id": "c-7", "session_id": "thread-9", "trace": F.anthropic()}
    r = run_cli("import", "--trace-format", "anthropic", _write(tmp_path, "w.json", line))
    assert r.returncode == 0, r.stderr
    (out,) = _lines(r.stdout)
    assert out["case_id"] == "c-7"
    assert {row["session_id"] for row in out["input"]["tool_invocations"]} == {"thread-9"}
    r = run_cli("import", "--session-id", "flag-1", "--query", "问题", _write(tmp_path, "b.json", F.anthropic()))
    (out,) = _lines(r.stdout)
    assert {row["session_id"] for row in out["tool_invocations"]} == {"flag-1"}
    assert out["original_query"] == "问题"


def test_bad_traces_are_reported_and_good_ones_still_run(run_cli, tmp_path):
    orphan = {
        "messages": [
            {"role": "user", "content": "q"},
            {"role": "tool", "tool_call_id": "nope", "content": "x"},
            {"role": "assistant", "content": "a"},
        ]
    }
    lines = [
        json.dumps({"case_id": "good", "trace": F.anthropic()}, ensure_ascii=False),
        json.dumps({"case_id": "orphan", "trace": orphan}),
        "{broken",
        json.dumps({"case_id": "empty", "trace": {"messages": []}}),
        json.dumps({"case_id": "good-2", "trace": F.anthropic()}, ensure_ascii=False),
    ]
    path = tmp_path / "mixed.jsonl"
    path.write_text("\n".join(lines), encoding="utf-8")
    for cmd in ("import", "verify"):
        r = run_cli(cmd, "--trace-format", "openai_chat" if cmd == "verify" else "auto", str(path))
        assert r.returncode == 2
        errors = r.stderr.strip().splitlines()
        if cmd == "import":
            assert [o["case_id"] for o in _lines(r.stdout)] == ["good", "good-2"]
            assert "case orphan" in errors[0] and "trace.messages[1].tool_call_id" in errors[0]
            assert "orphan result" in errors[0]
            assert "line 3" in errors[1]
            assert "case empty" in errors[2]
            assert len(errors) == 3
        else:  # anthropic payloads read as openai_chat: one error each, named
            assert r.stdout == ""
            assert len(errors) == 5


def test_ambiguous_and_unknown_formats(run_cli, tmp_path):
    plain = _write(tmp_path, "p.json", [{"role": "user", "content": "q"}, {"role": "assistant", "content": "a"}])
    r = run_cli("import", plain)
    assert r.returncode == 2 and "ambiguous" in r.stderr and "openai_chat" in r.stderr
    r = run_cli("import", "--trace-format", "openai_chat", plain)
    assert r.returncode == 0, r.stderr
    r = run_cli("verify", "--trace-format", "nope", plain)
    assert r.returncode == 2 and "E003" in r.stderr and "unknown trace format" in r.stderr


def test_strict_arguments_and_error_prefix_flags(run_cli, tmp_path):
    payload = F.openai_chat()
    payload["messages"][2]["tool_calls"][0]["function"]["arguments"] = "service=order"
    path = _write(tmp_path, "s.json", payload)
    ok = run_cli("import", "--session-id", "s", path)
    assert ok.returncode == 0 and _lines(ok.stdout)[0]["tool_invocations"][0]["input"] == {"_raw": "service=order"}
    strict = run_cli("import", "--session-id", "s", "--strict-arguments", path)
    assert strict.returncode == 2 and "messages[2].tool_calls[0].function.arguments" in strict.stderr
    custom = run_cli("import", "--session-id", "s", "--error-prefix", "FAILED!", path)
    rows = {row["invocation_id"]: row for row in _lines(custom.stdout)[0]["tool_invocations"]}
    assert rows["call_metrics"]["success"] is True
