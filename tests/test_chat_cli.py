"""End to end: ``chat-verifier chat`` on every recorded session, then ``session show`` (real subprocesses)."""

from __future__ import annotations

import json

import pytest

from engine.store import SessionStore
from tests.conftest import EXAMPLES
from tests.test_store import pg_url  # noqa: F401 - the fresh-database fixture

SESSIONS = EXAMPLES / "sessions"
ROUTES = {
    "pass": ("PASS", 1),
    "low_confid_disclaimer": ("LOW_CONFID", 1),
    "retry_then_pass": ("PASS", 2),
    "retry_then_low_confid": ("LOW_CONFID", 2),
    "reject": ("REJECT", 1),
    "retry_then_reject": ("REJECT", 2),
}


def test_every_recorded_session_has_a_route():
    assert {p.stem for p in SESSIONS.glob("*.json")} == set(ROUTES)


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(ROUTES))
def test_chat_cli_routes_and_persists(run_cli, tmp_path, name):
    db = str(tmp_path / "cli.sqlite")
    proc = run_cli("chat", str(SESSIONS / f"{name}.json"), "--db", db, "--json")
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert set(out) == {"session_id", "final_verdict", "groundedness_score", "rounds_run", "user_output"}
    assert (out["final_verdict"], out["rounds_run"]) == ROUTES[name]
    text = out["user_output"]
    assert '{"' not in text and "```" not in text
    if out["final_verdict"] == "REJECT":
        assert "ERR_X_NOT_IN_TRACE" not in text and "已确认的事实" in text
    if out["final_verdict"] == "LOW_CONFID":
        assert "证据缺口" in text

    if name == "reject":  # without --json: the same text; the taken id gets a fresh suffix
        plain = run_cli("chat", str(SESSIONS / f"{name}.json"), "--db", db)
        assert plain.returncode == 0 and plain.stdout.strip() == text
        # the id `session show` needs is on stderr (the taken one got a suffix)
        shown = plain.stderr.strip().rsplit("\n", 1)[-1]
        sid = shown.split()[1]
        assert sid.startswith(out["session_id"] + "-") and f"chat-verifier session show {sid} --db {db}" in shown
        again = run_cli(*shown.split("chat-verifier ", 1)[1].split())
        assert again.returncode == 0 and json.loads(again.stdout)["final_answer"] == text

    show = run_cli("session", "show", out["session_id"], "--db", db)
    assert show.returncode == 0, show.stderr
    stored = json.loads(show.stdout)
    assert stored["final_verdict"] == out["final_verdict"] and stored["final_answer"] == text
    se = stored["self_evaluation"]
    assert len(se["verifier_evaluation"]["rounds"]) == out["rounds_run"]
    assert se["rule_evaluation"]["evidence_calls"] >= 1
    assert {i["round"] for i in stored["tool_invocations"]} == set(range(1, out["rounds_run"] + 1))


@pytest.mark.postgres
@pytest.mark.slow
def test_chat_cli_on_postgres(run_cli, pg_url):  # noqa: F811
    proc = run_cli("chat", str(SESSIONS / "retry_then_pass.json"), "--db", pg_url, "--json")
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert (out["final_verdict"], out["rounds_run"]) == ("PASS", 2)
    show = run_cli("session", "show", out["session_id"], "--db", pg_url)
    assert json.loads(show.stdout)["self_evaluation"]["verifier_evaluation"]["round"] == 2


def test_cli_errors_are_one_line_and_exit_2(run_cli, tmp_path):
    missing = run_cli("session", "show", "nope", "--db", str(tmp_path / "x.sqlite"))
    assert missing.returncode == 2 and missing.stderr.count("\n") == 1 and "no database" in missing.stderr
    assert not (tmp_path / "x.sqlite").exists()  # a read-only command creates nothing
    SessionStore(str(tmp_path / "x.sqlite")).close()
    unknown = run_cli("session", "show", "nope", "--db", str(tmp_path / "x.sqlite"))
    assert unknown.returncode == 2 and unknown.stderr.count("\n") == 1 and "nope" in unknown.stderr
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"session_id": "x", "original_query": "q", "rounds": []}), encoding="utf-8")
    proc = run_cli("chat", str(bad), "--db", str(tmp_path / "x.sqlite"))
    assert proc.returncode == 2 and "rounds" in proc.stderr
