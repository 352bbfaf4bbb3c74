"""Issue 13 §4 and §2: hostile input is one clear error, the rest still runs; every limit refuses, nothing is cut.

The JSON Lines fixture ``tests/data/hostile_lines.jsonl`` (rebuilt by ``python -m
tests.data.make_hostile_lines``) mixes good cases with a lone surrogate, 1,000-deep nesting, a
key named twice, ``NaN``, ``"success": "yes"``, ``"round": true``, a repeated invocation id and
a truncated line.
"""

from __future__ import annotations

import copy
import json
import socket
from pathlib import Path

import pytest

import engine
from engine.cli import main as cli_main
from engine.guard import check_input
from engine.limits import LimitExceededError, Limits
from matchers.errors import InputError
from tests.conftest import EXAMPLES
from tests.data.make_hostile_lines import OUT, lines

FIXTURE = OUT
CASE = json.loads((EXAMPLES / "example-pass.json").read_text(encoding="utf-8"))


def test_fixture_is_current():
    assert FIXTURE.read_text(encoding="utf-8") == "".join(line + "\n" for line, _ in lines())


def test_every_good_line_verified_every_bad_line_one_error(run_cli):
    expected = lines()
    r = run_cli("verify", str(FIXTURE))
    assert r.returncode == 2
    assert "Traceback" not in r.stderr
    outs = [json.loads(x) for x in r.stdout.splitlines()]
    goods = [json.loads(line)["case_id"] for line, what in expected if what == "ok"]
    assert [o["case_id"] for o in outs] == goods
    assert all(o["verdict"] in ("PASS", "LOW_CONFID", "REJECT") for o in outs)
    errors = r.stderr.strip().splitlines()
    bad = [(line, what) for line, what in expected if what != "ok"]
    assert len(errors) == len(bad)
    for err, (line, what) in zip(errors, bad, strict=True):
        case_id = line.split('"case_id": "', 1)[1].split('"', 1)[0]
        assert err.startswith("error: ") and f"case {case_id}" in err, err
        assert what in err, err


def test_bench_reads_the_fixture_and_goes_on(run_cli):
    r = run_cli("bench", str(FIXTURE), "--json")
    assert r.returncode == 0, r.stderr
    report = json.loads(r.stdout)
    assert report["cases"] + report["invalid_records"] == len(lines())
    assert "Traceback" not in r.stderr


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("success", "yes", "valid boolean"),
        ("success", 1, "valid boolean"),
        ("round", True, "valid integer"),
        ("round", "1", "valid integer"),
        ("round", 1.0, "valid integer"),
    ],
)
def test_strict_bool_and_int_name_the_field(field, value, message):
    data = copy.deepcopy(CASE["input"])
    data["tool_invocations"][0][field] = value
    with pytest.raises(InputError) as err:
        engine.Verifier().verify(data)
    assert err.value.field == f"tool_invocations[0].{field}"
    assert message in str(err.value)


def test_repeated_invocation_id_is_an_error():
    data = copy.deepcopy(CASE["input"])
    data["tool_invocations"].append(copy.deepcopy(data["tool_invocations"][0]))
    n = len(data["tool_invocations"]) - 1
    with pytest.raises(InputError) as err:
        engine.Verifier().verify(data)
    assert err.value.field == f"tool_invocations[{n}].invocation_id"


def test_lone_surrogate_in_python_input_names_the_field():
    data = copy.deepcopy(CASE["input"])
    data["tool_invocations"][0]["output"] = {"logs": [{"message": "ok \udc01"}]}
    with pytest.raises(InputError) as err:
        engine.Verifier().verify(data)
    assert err.value.field == "tool_invocations[0].output.logs[0].message"


def _nested(depth: int) -> object:
    value: object = "x"
    for _ in range(depth):
        value = [value]
    return value


def _with_output(output: object, answer: str | None = None) -> dict:
    data = copy.deepcopy(CASE["input"])
    data["tool_invocations"][0]["output"] = output
    if answer is not None:
        data["executor_final_answer"] = answer
    return data


# (limit, small maximum, input at the maximum, input one over it, field the error names)
_LIMITS = [
    (
        "max_answer_chars",
        50,
        lambda: _with_output("x", "答" * 50),
        lambda: _with_output("x", "答" * 51),
        "executor_final_answer",
    ),
    (
        "max_output_bytes",
        1000,
        lambda: _with_output("é" * 500),
        lambda: _with_output("é" * 501),
        "tool_invocations[0].output",
    ),
    (
        "max_invocations",
        3,
        lambda: {**CASE["input"], "tool_invocations": CASE["input"]["tool_invocations"][:3]},
        lambda: {
            **CASE["input"],
            "tool_invocations": [
                *CASE["input"]["tool_invocations"][:3],
                {**CASE["input"]["tool_invocations"][0], "invocation_id": "x"},
            ],
        },
        "tool_invocations",
    ),
    # The output list sits inside the document, a tool_invocations list and a row: 3 levels.
    (
        "max_json_depth",
        10,
        lambda: _with_output(_nested(7)),
        lambda: _with_output(_nested(8)),
        "tool_invocations[0].output",
    ),
    (
        "max_json_depth",
        10,
        lambda: _with_output(json.dumps(_nested(10))),
        lambda: _with_output(json.dumps(_nested(11))),
        "tool_invocations[0].output",
    ),
]


@pytest.mark.parametrize(("limit", "maximum", "at", "over", "field"), _LIMITS, ids=[t[0] for t in _LIMITS])
def test_each_limit_refuses_one_past_the_maximum(limit, maximum, at, over, field):
    v = engine.Verifier(limits={limit: maximum})
    assert v.verify(at()).verdict  # exactly at the maximum: verified whole
    with pytest.raises(LimitExceededError) as err:
        v.verify(over())
    e = err.value
    assert (e.limit, e.maximum, e.code.value) == (limit, maximum, "E104")
    assert e.field.startswith(field) and e.value > maximum
    assert limit in str(e) and field in str(e)


def test_max_input_bytes_and_max_claims():
    data = _with_output("y" * 5000)
    size_limit = engine.Verifier(limits={"max_input_bytes": 4000})
    with pytest.raises(LimitExceededError) as err:
        size_limit.verify(data)
    assert (err.value.limit, err.value.field) == ("max_input_bytes", "$")
    contract = engine.parse_executor_output(CASE["input"]["executor_final_answer"]).output.model_dump(mode="json")
    contract["claims"] = contract["claims"] * 3
    few = engine.Verifier(limits={"max_claims": len(contract["claims"]) - 1})
    with pytest.raises(LimitExceededError) as err:
        few.verify({**CASE["input"], "executor_final_answer": json.dumps(contract, ensure_ascii=False)})
    assert (err.value.limit, err.value.field) == ("max_claims", "executor_final_answer.claims")


def test_limits_are_checked_before_any_work_and_never_cut():
    """An answer over the limit is refused at once; one within it is verified whole (every sentence a fact)."""
    sentences = [f"order-service 第 {k} 次重试失败。" for k in range(400)]
    big = "".join(sentences)
    with pytest.raises(LimitExceededError):
        check_input({**CASE["input"], "executor_final_answer": big}, Limits(max_answer_chars=len(big) - 1))
    out = engine.Verifier(limits={"max_answer_chars": len(big)}).verify({**CASE["input"], "executor_final_answer": big})
    assert out.critical_fact_count == len(sentences)


def test_import_trace_checks_the_payload():
    messages = [{"role": "user", "content": "q"}, {"role": "assistant", "content": "a", "extra": _nested(80)}]
    with pytest.raises(LimitExceededError) as err:
        engine.import_trace(messages, "openai_chat")
    assert err.value.limit == "max_json_depth"
    with pytest.raises(LimitExceededError):
        engine.Verifier(limits={"max_input_bytes": 10}).verify_trace(messages[:1], "openai_chat")


# ---- the command line: one line, exit 2, never a traceback ------------------------------------------


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_version(run_cli):
    r = run_cli("--version")
    assert r.returncode == 0 and r.stdout.startswith("chat-verifier ")


@pytest.mark.parametrize(
    ("db", "needle"),
    [
        ("foo://x/y", "no such driver"),
        ("postgresql+nodriver://a@127.0.0.1/x", "no such driver"),
        ("/nonexistent-dir-13/x.sqlite", "does not exist"),
        ("postgresql://root:secret@127.0.0.1:{port}/test", "Connection refused"),
    ],
    ids=["unknown-driver", "unknown-dbapi", "missing-directory", "unreachable-server"],
)
@pytest.mark.parametrize("command", ["chat", "show"])
def test_bad_db_is_one_line_exit_2(capsys, db, needle, command):
    """The CLI entry point in process (the subprocess form is below): one stderr line, exit 2."""
    db = db.format(port=_free_port())
    session = str(EXAMPLES / "sessions" / "pass.json")
    args = ["chat", session, "--db", db] if command == "chat" else ["session", "show", "s1", "--db", db]
    assert cli_main(args) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and err.startswith("error: "), err
    assert "secret" not in err  # a password never reaches a message
    if not (command == "show" and "does not exist" in needle):
        assert needle in err, err


def test_bad_db_from_the_console_script(run_cli):
    r = run_cli("chat", str(EXAMPLES / "sessions" / "pass.json"), "--db", "foo://x/y")
    assert r.returncode == 2 and r.stderr.count("\n") == 1 and "Traceback" not in r.stderr


def test_session_show_creates_no_database(capsys, tmp_path: Path):
    db = tmp_path / "missing.sqlite"
    assert cli_main(["session", "show", "s1", "--db", str(db)]) == 2
    assert "no database" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_extract_raw_deep_answer_is_one_line(capsys, tmp_path: Path):
    p = tmp_path / "answer.txt"
    p.write_text("{" * 5000 + "}" * 5000, encoding="utf-8")
    assert cli_main(["extract", "--raw", str(p)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "max_json_depth" in err
