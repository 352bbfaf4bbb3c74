"""``chat-verifier batch`` on the local engine, through the real console script: rows, errors, order, resume."""

import json
import os
import signal
import subprocess
import time

import pytest

from benchmarks.batch_data import BAD_LINES, dev_lines, mixed_lines
from engine.cli.io import dumps
from tests.batch.conftest import CASES, COPIES, rows_of
from tests.conftest import ROOT, cli_path

pytestmark = pytest.mark.slow


def test_mixed_file_every_good_line_verified_every_bad_line_an_error_row(run_cli, tmp_path):
    lines = mixed_lines(dev_lines(4))
    path = tmp_path / "mixed.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out, summary = tmp_path / "out.jsonl", tmp_path / "summary.json"
    r = run_cli("batch", str(path), "-o", str(out), "--workers", "2", "--summary", str(summary))
    assert r.returncode == 2, r.stderr
    rows = rows_of(out)
    numbered = [(n, line) for n, line in enumerate(lines, start=1) if line.strip()]
    assert len(rows) == len(numbered)  # one row per non-blank line, in order
    bad = {b: (code, needle) for b, code, needle in BAD_LINES}
    good_rows = []
    for (n, line), row in zip(numbered, rows, strict=True):
        if line in bad:
            code, needle = bad[line]
            assert set(row) == {"case_id", "source", "error"}, row
            assert row["source"] == f"{path.as_posix()}:{n}"
            assert row["error"]["code"] == code and needle in row["error"]["message"] + str(row["error"]["field"])
        else:
            assert set(row) == {"case_id", "output"}, row
            good_rows.append(row)
    assert len(good_rows) == 5
    assert good_rows[-1]["case_id"] == f"{path.as_posix()}:{len(lines)}"  # the bare input: FILE:LINE
    assert [r["case_id"] for r in rows if "error" in r][:2] == [f"{path.as_posix()}:2", f"{path.as_posix()}:4"]
    # each output is byte for byte what `verify` prints for that line (fed the good lines alone: verify
    # itself stops at the deep-nesting line with a RecursionError)
    good_file = tmp_path / "good.jsonl"
    good_file.write_text("\n".join(line for n, line in numbered if line not in bad) + "\n", encoding="utf-8")
    verified = run_cli("verify", str(good_file)).stdout.splitlines()
    printed = [dumps({"case_id": row["case_id"], **row["output"]}) for row in good_rows[:-1]]
    printed.append(dumps(good_rows[-1]["output"]))
    assert verified == printed
    s = json.loads(summary.read_text())
    assert (s["rows"], s["verified"], s["resumed"], s["errors"]) == (len(rows), len(rows), 0, len(BAD_LINES))
    assert sum(s["verdicts"].values()) == 5 and list(s["verdicts"])[:3] == ["PASS", "LOW_CONFID", "REJECT"]
    assert s["engine"] == "local" and s["workers"] == 2 and s["interrupted"] is None
    assert "batch done:" in r.stderr and "errors 9" in r.stderr


def test_one_and_two_workers_write_the_same_bytes(run_cli, batch_input, reference, tmp_path):
    out = tmp_path / "one.jsonl"
    r = run_cli(
        "batch",
        str(batch_input / "a-dev.jsonl"),
        str(batch_input / "b-mixed.jsonl"),
        "-o",
        str(out),
        "--workers",
        "1",
        timeout=600,
    )
    assert r.returncode == 2, r.stderr
    assert out.read_bytes() == reference.read_bytes()
    rows = rows_of(out)
    assert len(rows) == CASES * COPIES + len([x for x in mixed_lines(dev_lines(4)) if x.strip()])
    assert len({r["case_id"] for r in rows[: CASES * COPIES]}) == CASES * COPIES  # fresh ids per copy


def interrupt(args, out, sig, at_rows, *, group):
    """Start a batch, send ``sig`` once OUT holds ``at_rows`` rows; returns (returncode, stderr).

    ``group``: to the whole process group, as a terminal's Ctrl-C does (workers included); else to the driver.
    """
    env = {**os.environ}
    env.pop("CHAT_VERIFIER_LLM_BASE_URL", None)
    proc = subprocess.Popen(
        [cli_path(), "batch", *args],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline and proc.poll() is None:
        if out.exists() and out.read_bytes().count(b"\n") >= at_rows:
            if group:
                os.killpg(proc.pid, sig)
            else:
                proc.send_signal(sig)
            break
        time.sleep(0.02)
    _, err = proc.communicate(timeout=300)
    return proc.returncode, err


@pytest.mark.parametrize(
    ("sig", "group"), [(signal.SIGTERM, False), (signal.SIGINT, True)], ids=["SIGTERM-to-driver", "Ctrl-C-to-group"]
)
def test_interrupt_halfway_then_resume_gives_the_uninterrupted_bytes(
    batch_input, reference, tmp_path, sig, group, run_cli
):
    total = len(rows_of(reference))
    out = tmp_path / "out.jsonl"
    code, err = interrupt([str(batch_input), "-o", str(out), "--workers", "2"], out, sig, total // 2, group=group)
    assert code == 128 + sig, err
    assert f"interrupted ({sig.name})" in err and "Traceback" not in err
    partial = out.read_bytes()
    assert partial.endswith(b"\n") and total // 2 <= partial.count(b"\n") < total  # whole rows only
    assert reference.read_bytes().startswith(partial)
    r = run_cli("batch", str(batch_input), "-o", str(out), "--workers", "2", "--resume", timeout=600)
    assert r.returncode == 2, r.stderr
    assert out.read_bytes() == reference.read_bytes()
    kept = partial.count(b"\n")
    assert f"{kept} resumed" in r.stderr


def test_resume_rewrites_a_partial_last_row_and_reverifies_a_repeated_id(run_cli, tmp_path):
    lines = dev_lines(6)
    lines.append(lines[1])  # the same case id again, after OUT's rows
    path = tmp_path / "in.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    full = tmp_path / "full.jsonl"
    assert run_cli("batch", str(path), "-o", str(full), "--workers", "1").returncode == 0
    rows = full.read_bytes().splitlines(keepends=True)
    assert len(rows) == 7 and rows[1] == rows[6]
    out = tmp_path / "out.jsonl"
    out.write_bytes(b"".join(rows[:3]) + rows[3][:40])  # killed hard in mid-write
    summary = tmp_path / "s.json"
    r = run_cli("batch", str(path), "-o", str(out), "--workers", "1", "--resume", "--summary", str(summary))
    assert r.returncode == 0, r.stderr
    assert out.read_bytes() == full.read_bytes()
    s = json.loads(summary.read_text())
    assert (s["rows"], s["verified"], s["resumed"]) == (7, 4, 3)


def test_trace_payloads_give_verify_trace_format_outputs(run_cli, tmp_path):
    from tests.importers.convert import convert

    case = json.loads(dev_lines(1)[0])
    lines = [
        json.dumps({"case_id": f"t-{fmt}", "trace": convert(fmt, case["input"])}, ensure_ascii=False)
        for fmt in ("openai_chat", "anthropic", "otel_genai")
    ]
    lines.append(json.dumps({"case_id": "t-bad", "trace": {"messages": "nope"}}))
    path = tmp_path / "traces.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = tmp_path / "out.jsonl"
    r = run_cli("batch", str(path), "-o", str(out), "--trace-format", "auto", "--workers", "1")
    assert r.returncode == 2, r.stderr
    rows = rows_of(out)
    verify = run_cli("verify", "--trace-format", "auto", str(path))
    assert verify.stdout.splitlines() == [dumps({"case_id": x["case_id"], **x["output"]}) for x in rows[:3]]
    assert rows[3]["case_id"] == "t-bad" and "error" in rows[3]


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (["{tmp}/missing.jsonl", "-o", "{tmp}/o.jsonl"], "no such file"),
        (["{tmp}/in.jsonl", "-o", "{tmp}/in.jsonl"], "is also an input"),
        (["{tmp}/in.jsonl", "-o", "{tmp}/o.jsonl", "--ray-address", "127.0.0.1:1"], "--ray-address needs --engine ray"),
        (["{tmp}/in.jsonl", "-o", "{tmp}/o.jsonl", "--workers", "0"], "workers must be >= 1"),
        (["{tmp}/in.jsonl", "-o", "{tmp}/foreign.txt", "--resume"], "line 1 is not a batch row"),
    ],
)
def test_cli_errors_are_one_line_and_exit_2(tmp_path, capsys, args, needle):
    # in-process through the console script's own entry point: these fail before any worker starts
    from engine.cli import main

    (tmp_path / "in.jsonl").write_text(dev_lines(1)[0] + "\n", encoding="utf-8")
    (tmp_path / "foreign.txt").write_text("hello\n")
    assert main(["batch", *[a.format(tmp=tmp_path) for a in args]]) == 2
    err = capsys.readouterr().err
    assert needle in err and len(err.strip().splitlines()) == 1, err
    assert (tmp_path / "foreign.txt").read_text() == "hello\n"


def test_the_ray_engine_without_ray_installed_says_which_extra(tmp_path, capsys, monkeypatch):
    import builtins

    from engine.cli import main

    real_import = builtins.__import__

    def no_ray(name, *args, **kwargs):
        if name == "ray" or name.startswith("ray."):
            raise ImportError(f"No module named {name!r}")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_ray)
    (tmp_path / "in.jsonl").write_text(dev_lines(1)[0] + "\n", encoding="utf-8")
    assert main(["batch", str(tmp_path / "in.jsonl"), "-o", str(tmp_path / "o.jsonl"), "--engine", "ray"]) == 2
    err = capsys.readouterr().err
    assert "pip install 'chat-verifier[ray]'" in err and len(err.strip().splitlines()) == 1, err
