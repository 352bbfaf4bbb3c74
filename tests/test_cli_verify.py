"""``chat-verifier verify`` end to end, through a real subprocess."""

import json

import pytest

from tests.conftest import EXAMPLES

REQUIRED = {"verdict", "groundedness_score", "critical_fact_count", "facts_checked", "rationale"}
FACT_KEYS = {"fact", "is_critical", "verification", "detail", "evidence_refs"}
EXAMPLE_FILES = sorted(EXAMPLES.glob("example-*.json"))


def _lines(stdout):
    return [json.loads(line) for line in stdout.splitlines()]


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda p: p.stem)
def test_each_example_prints_one_complete_object(run_cli, path):
    r = run_cli("verify", str(path))
    assert r.returncode == 0, r.stderr
    (out,) = _lines(r.stdout)
    assert REQUIRED <= out.keys()
    assert out["case_id"] == json.loads(path.read_text())["case_id"]
    for fact in out["facts_checked"]:
        assert FACT_KEYS <= fact.keys()
        for ref in fact["evidence_refs"]:
            assert (
                {"trace_ref", "source_invocation_ids"}
                <= set(ref)
                <= {"trace_ref", "source_invocation_ids", "record_indexes"}
            )
            assert all(isinstance(i, int) and i >= 0 for i in ref.get("record_indexes", []))
        prov = fact["provenance"]
        assert prov["check"].startswith("checks.") and prov["check"].endswith(".v1")
        assert [r["trace_ref"] for r in prov["records"]] == [r["trace_ref"] for r in fact["evidence_refs"]]


def test_examples_cover_every_verdict(run_cli):
    verdicts = {json.loads(run_cli("verify", str(p)).stdout)["verdict"] for p in EXAMPLE_FILES}
    gold = {json.loads(p.read_text())["expected"]["verdict"] for p in EXAMPLE_FILES}
    assert gold == {"PASS", "LOW_CONFID", "REJECT"}
    assert verdicts == gold


def test_two_runs_are_byte_identical(run_cli, tmp_path):
    jsonl = tmp_path / "all.jsonl"
    jsonl.write_text("\n".join(json.dumps(json.loads(p.read_text()), ensure_ascii=False) for p in EXAMPLE_FILES))
    a, b = run_cli("verify", str(jsonl)), run_cli("verify", str(jsonl))
    assert a.returncode == b.returncode == 0
    assert a.stdout == b.stdout
    assert len(_lines(a.stdout)) == len(EXAMPLE_FILES)


def test_shuffled_batch_gives_same_per_case_output(run_cli, tmp_path):
    cases = [json.dumps(json.loads(p.read_text()), ensure_ascii=False) for p in EXAMPLE_FILES]
    fwd, rev = tmp_path / "f.jsonl", tmp_path / "r.jsonl"
    fwd.write_text("\n".join(cases))
    rev.write_text("\n".join(reversed(cases)))
    a = run_cli("verify", str(fwd)).stdout.splitlines()
    b = run_cli("verify", str(rev)).stdout.splitlines()
    assert a == list(reversed(b))


def test_stdin_and_verifier_input_form(run_cli):
    from engine import build_verifier_input

    case = json.loads(EXAMPLE_FILES[0].read_text())["input"]
    vin = build_verifier_input(case["original_query"], case["executor_final_answer"], case["tool_invocations"])
    r = run_cli("verify", "-", stdin=vin.model_dump_json())
    assert r.returncode == 0, r.stderr
    (out,) = _lines(r.stdout)
    assert "case_id" not in out and REQUIRED <= out.keys()


def test_bad_lines_are_reported_and_good_lines_still_verified(run_cli, tmp_path):
    good = json.loads(EXAMPLE_FILES[0].read_text())
    bad_field = json.loads(json.dumps(good))
    bad_field["case_id"] = "broken-round"
    bad_field["input"]["tool_invocations"][1]["round"] = "first"
    missing = {"case_id": "no-answer", "input": {"original_query": "q", "tool_invocations": []}}
    lines = [
        json.dumps(good, ensure_ascii=False),
        "{not json",
        json.dumps(bad_field, ensure_ascii=False),
        json.dumps(missing),
        json.dumps([1, 2]),
        json.dumps({**good, "case_id": "second-good"}, ensure_ascii=False),
    ]
    path = tmp_path / "mixed.jsonl"
    path.write_text("\n".join(lines))
    r = run_cli("verify", str(path))
    assert r.returncode == 2
    outs = _lines(r.stdout)
    assert [o["case_id"] for o in outs] == [good["case_id"], "second-good"]
    errors = r.stderr.strip().splitlines()
    assert len(errors) == 4
    assert "line 2" in errors[0] and "invalid JSON" in errors[0]
    assert "case broken-round" in errors[1] and "input.tool_invocations[1].round" in errors[1]
    assert "case no-answer" in errors[2] and "executor_final_answer" in errors[2]
    assert "line 5" in errors[3]


@pytest.mark.parametrize(
    ("stdin", "needle"),
    [
        ("", "empty"),
        ('{"original_query": 1}', "original_query"),
        ("[]", "expected a JSON object"),
        ('{"input": 5}', "field input"),
    ],
)
def test_single_bad_inputs_exit_2_with_one_line(run_cli, stdin, needle):
    r = run_cli("verify", "-", stdin=stdin)
    assert r.returncode == 2
    assert r.stdout == ""
    assert len(r.stderr.strip().splitlines()) == 1
    assert needle in r.stderr


def test_missing_file(run_cli, tmp_path):
    r = run_cli("verify", str(tmp_path / "nope.json"))
    assert r.returncode == 2 and "cannot read" in r.stderr


def test_huge_output_does_not_crash(run_cli, tmp_path):
    case = json.loads(EXAMPLE_FILES[0].read_text())
    case["input"]["tool_invocations"].append(
        {
            "invocation_id": "big",
            "session_id": "s",
            "round": 1,
            "tool_name": "mystery_tool",
            "input": {},
            "output": "noise line\n" * 300_000,
            "success": True,
        }
    )
    p = tmp_path / "huge.json"
    p.write_text(json.dumps(case))
    r = run_cli("verify", str(p))
    assert r.returncode == 0, r.stderr
    (out,) = _lines(r.stdout)
    assert REQUIRED <= out.keys()


def test_an_internal_error_on_one_record_does_not_stop_the_batch(tmp_path, capsys):
    """A bug on one record is one error line naming it (exit 2); the records after it are still verified."""
    from engine.cli.io import process_records

    path = tmp_path / "in.jsonl"
    path.write_text("\n".join(json.dumps({"case_id": f"c{n}", "n": n}) for n in range(3)) + "\n", encoding="utf-8")

    def handle(data):
        if data["n"] == 1:
            raise KeyError("μs")
        return {"n": data["n"]}

    assert process_records(str(path), handle) == 2
    out, err = capsys.readouterr()
    assert [json.loads(line)["n"] for line in out.splitlines()] == [0, 2]
    assert err.count("\n") == 1 and "internal error: KeyError" in err and "c1" in err
