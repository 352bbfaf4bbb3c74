"""The inspector page without a browser: DOM contract on dev cases, escaping, determinism, sessions, CLI, bench links.

The live DOM (clicks, filters, round switcher, console, accessibility) is tested in Chromium by
``test_inspect_browser.py``.
"""

from __future__ import annotations

import json
import re
from functools import cache

import pytest

from engine import Verifier
from engine.cli import main
from engine.inspect import render_run, render_session
from engine.inspect.markup import text
from engine.inspect.trace import RECORDS_SHOWN
from engine.router import route
from engine.store import SessionStore
from matchers.errors import InputError
from tests.inspect_cases import HOSTILE, LABELS, Dom, dev_cases, hostile_input, long_item_input, stored_session
from tests.test_store import pg_url  # noqa: F401  (the fresh-database fixture)

VERIFIER = Verifier()
#: Every 10th dev case (75 cases): all three verdicts, every label, every gap kind.
SAMPLE = sorted(dev_cases())[::10]


@cache
def _run(case_id: str):
    return VERIFIER.run(dev_cases()[case_id]["input"])


def _contract(page: str, run) -> Dom:
    """Assert the DOM contract of a one-round page against its run; returns the parsed page."""
    dom = Dom(page)
    facts = dom.having("data-fact-id")
    out = run.output
    assert [f["data-verification"] for f in facts] == [f.verification.value for f in out.facts_checked]
    assert [f["data-critical"] for f in facts] == ["true" if f.is_critical else "false" for f in out.facts_checked]
    assert len({f["data-fact-id"] for f in facts}) == len(facts)
    ids = [a["id"] for _, a in dom.tags if "id" in a]
    assert len(ids) == len(set(ids)), "duplicate ids"
    for link in dom.having("data-record"):
        ref, _, idx = link["data-record"].rpartition(":")
        assert f"rec-{ref}-{idx}" in ids, link
        assert link["href"] == f"#rec-{ref}-{idx}"
    for link in dom.having("data-item"):
        assert f"item-{link['data-item']}" in ids
    expected = {(r.trace_ref, i) for f in out.facts_checked for r in f.evidence_refs for i in r.record_indexes or ()}
    assert {tuple(a["data-record"].rsplit(":", 1)) for a in dom.having("data-record")} == {
        (t, str(i)) for t, i in expected
    }
    (outcome,) = dom.having("data-verdict")
    action = route(out.verdict, out.groundedness_score, 2 if run.verifier_input.retry_context else 1).action
    assert (outcome["data-verdict"], outcome["data-action"]) == (out.verdict.value, action.value)
    items = dom.having("data-trace-ref")
    assert [i["data-trace-ref"] for i in items] == [s.trace_ref for s in run.verifier_input.tool_trace_summary]
    for item, s in zip(items, run.verifier_input.tool_trace_summary, strict=True):
        gap = "failed" if not s.success else "no-hit" if s.evidence_level.value == "none" else ""
        assert item["data-gap"] == (gap or ("deduped" if s.deduped else ""))
    return dom


def test_dev_sample_covers_every_verdict_label_and_gap():
    runs = [_run(cid) for cid in SAMPLE]
    assert {r.output.verdict.value for r in runs} == {"PASS", "LOW_CONFID", "REJECT"}
    assert {f.verification.value for r in runs for f in r.output.facts_checked} == set(LABELS)
    pages = [Dom(render_run(r)) for r in runs]
    assert {i["data-gap"] for d in pages for i in d.having("data-gap")} == {"", "failed", "no-hit", "deduped"}


@pytest.mark.parametrize("case_id", SAMPLE)
def test_dev_case_page_keeps_the_dom_contract(case_id):
    run = _run(case_id)
    page = render_run(run, case_id=case_id)
    _contract(page, run)
    assert page == render_run(run, case_id=case_id)  # byte-identical


def test_self_contained_no_external_asset():
    page = render_run(_run("dev-db_pool-001"))
    dom = Dom(page)
    assert not [a for t, a in dom.tags if t in ("link", "img", "iframe", "object", "embed")]
    assert [t for t, a in dom.tags if t == "script" and "src" in a] == []
    assert not re.search(r"(?:src|href)=\"(?:https?:)?//", page)
    assert "@import" not in page and "url(" not in page
    csp = next(a["content"] for t, a in dom.tags if a.get("http-equiv") == "Content-Security-Policy")
    assert csp.startswith("default-src 'none'") and "unsafe-inline" not in csp


def test_hostile_text_stays_text():
    run = VERIFIER.run(hostile_input())
    page = render_run(run, case_id=HOSTILE[1])
    dom = Dom(page)
    assert [t for t, _ in dom.tags if t == "script"] == ["script"]  # only the page's own script
    assert not [t for t, _ in dom.tags if t in ("img", "svg", "textarea")]
    assert not [a for _, a in dom.tags for k in a if k.startswith("on")]
    assert "window.__pwned" in page  # the strings are there, escaped
    assert HOSTILE[0] not in page and HOSTILE[1] not in page
    assert "\x00" not in page and "\ud800" not in page and "\u2400" in page  # control picture, not a raw NUL
    page.encode("utf-8")  # a lone surrogate would make this raise
    _contract(page, run)


def test_hostile_trace_ref_and_fact_id():
    vin = {
        "original_query": "q",
        "executor_final_answer": "order-svc 日志报 ERR_PAY_TIMEOUT。",
        "tool_trace_summary": [
            {
                "trace_ref": 'T"1><marquee>',
                "tool_name": "query_logs",
                "round": 1,
                "success": True,
                "output_summary": "#0 log level=ERROR service=order-svc | ERR_PAY_TIMEOUT",
                "evidence_level": "direct",
            }
        ],
    }
    run = VERIFIER.run(vin)
    page = render_run(run)
    dom = _contract(page, run)
    assert not [t for t, _ in dom.tags if t == "marquee"]
    assert 'id="rec-T&quot;1&gt;&lt;marquee&gt;-0"' in page


def test_text_escapes_everything():
    assert text('<a href="x">&\'') == "&lt;a href=&quot;x&quot;&gt;&amp;&#x27;"
    assert text(None) == "" and text("\x1b[31m") == "\u241b[31m" and text("\udfff") == "\ufffd"


def test_long_item_is_collapsed_and_every_record_addressable():
    run = VERIFIER.run(long_item_input(1000))
    assert run.output.facts_checked[0].evidence_refs[0].record_indexes == [999]
    page = render_run(run)
    dom = _contract(page, run)
    recs = [a for _, a in dom.tags if a.get("id", "").startswith("rec-T1-")]
    assert len(recs) == 1000
    assert page.count('<details class="chunk">') == 2  # records 101-600 and 601-1000, collapsed
    assert page.index('id="rec-T1-999"') > page.index('<details class="chunk">')
    assert page.index(f'id="rec-T1-{RECORDS_SHOWN - 1}"') < page.index('<details class="chunk">')


def test_fabricated_identifier_is_marked():
    case = dev_cases()["dev-db_pool-012"]
    run = VERIFIER.run(case["input"])
    fab = [f for f in run.output.facts_checked if f.provenance["rule"] == "fabrication"]
    assert fab
    page = render_run(run)
    marked = re.findall(r'<span class="fab">([^<]*)<span class="fab-tag">fabricated</span>', page)
    assert marked and all(m in fab[0].detail for m in marked)


# -- sessions ---------------------------------------------------------------------------------
def test_session_page_has_every_round(tmp_path):
    db = str(tmp_path / "s.sqlite")
    sid = stored_session(db, "retry_then_reject")
    store = SessionStore(db)
    try:
        record = store.get_session(sid)
    finally:
        store.close()
    page = render_session(record)
    assert page == render_session(record.model_dump(mode="json"))  # the `session show` JSON gives the same page
    rounds = record.self_evaluation["verifier_evaluation"]["rounds"]
    assert [r["route"] for r in rounds] == ["retry", "degraded"]
    assert page.count('<template class="round-tpl" data-round="1">') == 1
    assert page.count('data-round-tab="') == 2
    shown = page.split('<main id="view"', 1)[1].split("</main>", 1)[0]
    assert 'data-verdict="REJECT" data-action="degraded" data-round="2"' in shown
    assert text(record.final_answer) in shown
    hidden = page.split('<template class="round-tpl" data-round="1">', 1)[1].split("</template>", 1)[0]
    assert 'data-verdict="LOW_CONFID" data-action="retry" data-round="1"' in hidden


@pytest.mark.postgres
@pytest.mark.slow
def test_session_page_from_postgresql(pg_url):  # noqa: F811
    sid = stored_session(pg_url, "retry_then_pass")
    store = SessionStore(pg_url)
    try:
        record = store.get_session(sid)
    finally:
        store.close()
    page = render_session(record)
    assert page == render_session(json.loads(record.model_dump_json()))
    shown = page.split('<main id="view"', 1)[1].split("</main>", 1)[0]
    assert 'data-verdict="PASS" data-action="answer" data-round="2"' in shown
    assert page.count('data-round-tab="') == 2


def test_session_without_rounds_is_a_clear_error(tmp_path):
    store = SessionStore(str(tmp_path / "s.sqlite"))
    try:
        store.create_session("q", "s-empty")
        record = store.get_session("s-empty")
    finally:
        store.close()
    with pytest.raises(InputError, match="no verifier rounds") as exc:
        render_session(record)
    assert exc.value.field == "self_evaluation.verifier_evaluation.rounds"
    bad = record.model_dump(mode="json")
    bad["self_evaluation"] = {"verifier_evaluation": {"rounds": [{"verifier_output": {"verdict": "MAYBE"}}]}}
    with pytest.raises(InputError, match=r"rounds\[0\]"):
        render_session(bad)


# -- CLI --------------------------------------------------------------------------------------
def _main(capsys, *args: str) -> tuple[int, str, str]:
    """``chat-verifier ARGS`` in this process (the subprocess tests below cover the installed script)."""
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_cli_case_from_jsonl_is_deterministic(run_cli, tmp_path):
    out = tmp_path / "p.html"
    r = run_cli("inspect", "benchmarks/data/dev.jsonl", "--case", "dev-kafka_lag-022", "-o", str(out))
    assert r.returncode == 0 and r.stderr == "" and r.stdout == "", r.stderr
    # another process, another hash seed: the same bytes
    assert out.read_bytes() == render_run(_run("dev-kafka_lag-022"), case_id="dev-kafka_lag-022").encode()


def test_cli_session_and_session_json(run_cli, capsys, tmp_path):
    db = str(tmp_path / "s.sqlite")
    sid = stored_session(db, "retry_then_pass")
    r = run_cli("inspect", "--session", sid, "--db", db)
    assert r.returncode == 0, r.stderr
    assert r.stdout.count('data-round-tab="') == 2
    code, shown, _ = _main(capsys, "session", "show", sid, "--db", db)
    assert code == 0
    (tmp_path / "s.json").write_text(shown)
    assert _main(capsys, "inspect", str(tmp_path / "s.json"), "-o", str(tmp_path / "s.html"))[0] == 0
    assert (tmp_path / "s.html").read_text() == r.stdout


def test_cli_trace_payload(capsys, tmp_path):
    trace = {
        "messages": [
            {"role": "user", "content": "order-svc 为什么报错？"},
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {
                        "id": "call_1",
                        "type": "function",
                        "function": {"name": "query_logs", "arguments": json.dumps({"service": "order-svc"})},
                    }
                ],
            },
            {
                "role": "tool",
                "tool_call_id": "call_1",
                "content": json.dumps(
                    {
                        "total": 1,
                        "logs": [{"level": "ERROR", "service": "order-svc", "message": "ERR_PAY_TIMEOUT after 3000ms"}],
                    }
                ),
            },
            {"role": "assistant", "content": "order-svc 日志报 ERR_PAY_TIMEOUT。"},
        ]
    }
    path = tmp_path / "t.json"
    path.write_text(json.dumps(trace, ensure_ascii=False))
    code, out, err = _main(capsys, "inspect", str(path), "--trace-format", "openai_chat")
    assert code == 0, err
    dom = Dom(out)
    assert [f["data-verification"] for f in dom.having("data-fact-id")] == ["direct_evidence"]
    assert [a["data-record"] for a in dom.having("data-record")] == ["T1:1"]  # #0 is the total=1 row


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("benchmarks/data/dev.jsonl",), "holds 746 records; pick one with --case ID"),
        (("benchmarks/data/dev.jsonl", "--case", "nope"), "no case 'nope'"),
        ((), "nothing to inspect"),
        (("x.json", "--session", "s"), "not both"),
        (("--session", "nope", "--db", "{tmp}/s.sqlite"), "unknown session 'nope'"),
        (("{tmp}/missing.json",), "cannot read"),
        (("{tmp}/bad.json",), "field original_query"),
        (("{tmp}/bad.json", "--trace-format", "nope"), "nope"),
        (("{tmp}/session.json",), "no verifier rounds"),
    ],
)
def test_cli_errors_are_one_line_exit_2(capsys, tmp_path, args, message):
    (tmp_path / "bad.json").write_text(json.dumps({"original_query": 3, "executor_final_answer": "x"}))
    now = "2026-01-01T00:00:00Z"
    (tmp_path / "session.json").write_text(
        json.dumps(
            {
                "id": "s",
                "query": "q",
                "status": "running",
                "final_verdict": None,
                "final_answer": None,
                "self_evaluation": None,
                "created_at": now,
                "updated_at": now,
                "tool_invocations": [],
            }
        )
    )
    code, out, err = _main(capsys, "inspect", *(a.replace("{tmp}", str(tmp_path)) for a in args))
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and message in err, err


def test_cli_error_in_the_installed_script(run_cli):
    r = run_cli("inspect", "--session", "nope", "--db", "bogus://x")
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr.startswith("error:") and "bogus://x" in r.stderr and len(r.stderr.splitlines()) == 1


# -- bench report -----------------------------------------------------------------------------
def test_bench_report_links_each_case_to_its_inspector_page(capsys, tmp_path):
    data = tmp_path / "few.jsonl"
    data.write_text("".join(json.dumps(dev_cases()[c], ensure_ascii=False) + "\n" for c in SAMPLE[:6]))
    report = tmp_path / "r.html"
    code, _, err = _main(capsys, "bench", str(data), "--json", "--html", str(report))
    assert code == 0, err
    html = report.read_text()
    links = re.findall(r'<a class="inspect" href="([^"]+)">', html)
    assert len(links) == 6 and all(link.startswith("r.inspect/") for link in links)
    anchors = dict(re.findall(r'<details class="case" id="(case-\d+)"><summary>.*?<b>([^<]+)</b>', html))
    for link in links:
        case_id = anchors[link.split("/")[1].removesuffix(".html")]
        run = _run(case_id)  # the page shows the bench's own output; its contract matches a live run
        _contract((tmp_path / link).read_text(), run)
    assert _main(capsys, "bench", str(data), "--json", "--html", str(tmp_path / "n.html"), "--no-inspect")[0] == 0
    assert 'class="inspect"' not in (tmp_path / "n.html").read_text() and not (tmp_path / "n.inspect").exists()


def test_vendored_axe_core_is_the_documented_file():
    import hashlib

    from tests.browser import AXE

    readme = (AXE.parent / "README.md").read_text(encoding="utf-8")
    assert hashlib.sha256(AXE.read_bytes()).hexdigest() in readme
    assert (AXE.parent / "LICENSE").read_text(encoding="utf-8").startswith("Mozilla Public License, version 2.0")
