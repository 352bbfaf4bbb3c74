"""The chat_verifier pytest plugin, run on small suites with ``pytester`` (issue 18).

A passing suite, a failing one with its per-fact diff, the baseline workflow (create, regress, fail,
allow, expire), the total gates, determinism, ``-p no:chat_verifier``, and an import with the socket blocked.
"""

from __future__ import annotations

import gc
import json
import subprocess
import sys
import textwrap

import pytest

from tests.conftest import ROOT


@pytest.fixture(autouse=True, scope="module")
def _frozen_heap():
    """Keep the inline pytester runs fast (each took seconds).

    An inline run removes the modules it imported when it ends, and the hypothesis plugin imports
    hypothesis (assertion-rewritten, 70 modules) in each: import it here once. Each run also calls
    gc.collect() twice over a heap holding jieba and spaCy: warm the verifier up, then freeze the heap.
    """
    import hypothesis  # noqa: F401

    import engine

    engine.verify({"original_query": "q", "executor_final_answer": GOOD, "tool_invocations": _rows()})
    gc.freeze()
    yield
    gc.unfreeze()


@pytest.fixture
def pytester(pytester):
    """pytester, with the inner runs' one expected warning silenced (the plugin's packages are imported already)."""
    pytester.makeini("[pytest]\nfilterwarnings = ignore::pytest.PytestAssertRewriteWarning\n")
    return pytester


def _rows():
    return [
        {
            "invocation_id": "inv-1",
            "session_id": "s",
            "round": 1,
            "tool_name": "query_logs",
            "input": {"service": "order-svc"},
            "success": True,
            "error": None,
            "output": {
                "total": 2,
                "logs": [
                    {
                        "ts": "2026-03-02T14:20:05Z",
                        "level": "ERROR",
                        "service": "order-svc",
                        "host": "node-a1",
                        "message": "ERR_PAY_TIMEOUT calling payment gateway after 3000ms",
                    },
                    {
                        "ts": "2026-03-02T14:20:09Z",
                        "level": "INFO",
                        "service": "order-svc",
                        "host": "node-a1",
                        "message": "retry scheduled",
                    },
                ],
            },
        },
        {
            "invocation_id": "inv-2",
            "session_id": "s",
            "round": 1,
            "tool_name": "query_metrics",
            "input": {"service": "order-svc"},
            "success": True,
            "error": None,
            "output": {
                "alerts": [
                    {
                        "alert_name": "HighErrorRate",
                        "service": "order-svc",
                        "status": "firing",
                        "value": 37.5,
                        "threshold": 5,
                        "unit": "%",
                    }
                ],
                "series": [],
            },
        },
    ]


GOOD = "order-svc 日志出现 ERROR：ERR_PAY_TIMEOUT calling payment gateway after 3000ms。HighErrorRate 告警正在 firing，当前值 37.5%。"
FABRICATED = "order-svc 日志出现 ERROR：ERR_PAY_TIMEOUT。根因是 ERR_DB_DEADLOCK。"
UNSUPPORTED = "order-svc 日志出现 ERROR：ERR_PAY_TIMEOUT。数据库连接数已经打满。"


def _case(case_id, answer, verdict, facts=None):
    expected = {"verdict": verdict, **({"facts": facts} if facts else {})}
    return {
        "case_id": case_id,
        "tags": ["t"],
        "input": {
            "original_query": "order-svc 为什么下单失败？",
            "executor_final_answer": answer,
            "tool_invocations": _rows(),
        },
        "expected": expected,
    }


def _write_cases(pytester, *cases, name="cases.jsonl"):
    pytester.path.joinpath(name).write_text(
        "".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cases), encoding="utf-8"
    )


SUITE = """
import pytest
from engine.testing import assert_grounded

@pytest.mark.chat_verifier(dataset="cases.jsonl")
def test_case(cv_case):
    assert_grounded(cv_case)
"""


def test_a_passing_suite_has_one_item_per_case_id(pytester):
    _write_cases(
        pytester,
        _case("good", GOOD, "PASS"),
        _case("bad", FABRICATED, "REJECT"),
        _case("gap", UNSUPPORTED, "LOW_CONFID"),
    )
    pytester.makepyfile(test_suite=SUITE)
    result = pytester.runpytest("-v")
    result.assert_outcomes(passed=3)
    result.stdout.fnmatch_lines(["*test_case?good? PASSED*", "*test_case?bad? PASSED*", "*test_case?gap? PASSED*"])
    result.stdout.fnmatch_lines(["*3 verification(s) recorded*verdict accuracy 1.000000, unsafe passes 0*"])


def test_the_fixture_is_one_verifier_per_session(pytester):
    pytester.makepyfile(
        test_fx="""
        import engine
        seen = []
        def test_a(chat_verifier):
            assert isinstance(chat_verifier, engine.Verifier)
            seen.append(chat_verifier)
        def test_b(chat_verifier):
            assert seen and chat_verifier is seen[0]
    """
    )
    pytester.runpytest().assert_outcomes(passed=2)


def test_a_failing_suite_prints_a_per_fact_diff(pytester):
    _write_cases(
        pytester,
        _case("fabricated", FABRICATED, "PASS"),
        _case(
            "labels",
            UNSUPPORTED,
            "LOW_CONFID",
            facts=[{"fact": "数据库连接数已经打满", "verification": "direct_evidence"}],
        ),
    )
    pytester.makepyfile(test_suite=SUITE)
    result = pytester.runpytest()
    result.assert_outcomes(failed=2)
    out = result.stdout.str()
    # the verdict diff: every critical fact with its expected and actual label, check and evidence
    assert "case fabricated is not grounded as expected (verdict PASS): verdict REJECT, expected PASS" in out
    result.stdout.fnmatch_lines(
        [
            "*✗ fact * (critical): 根因是 ERR_DB_DEADLOCK。",
            "*expected direct_evidence or indirect_support, actual contradicted",
            "*decided by checks.fabrication.v1 (rule fabrication): *fabricated error_code ERR_DB_DEADLOCK*",
            "*evidence: none",
        ]
    )
    result.stdout.fnmatch_lines(
        [
            "*✓ fact * (critical): order-svc 日志出现 ERROR：ERR_PAY_TIMEOUT。",
            "*expected direct_evidence or indirect_support, actual direct_evidence",
            "*decided by checks.direct_support.v1 (rule support)*",
            "*evidence: T1 [[]inv-1[]] records *",
        ]
    )
    # the gold-fact diff: the right verdict, a wrong label
    assert "case labels is not grounded as expected (verdict LOW_CONFID, labels of 1 gold facts)" in out
    result.stdout.fnmatch_lines(
        [
            "*✗ fact * (critical): 数据库连接数已经打满。",
            "*expected direct_evidence, actual no_evidence",
            "*decided by checks.no_evidence.v1 (rule none)*",
        ]
    )


def test_expect_labels_and_max_verdict_in_a_plain_test(pytester):
    rows = repr(_rows())
    pytester.makepyfile(
        test_plain=f"""
        from engine.testing import assert_grounded
        ROWS = {rows}
        def inp(answer):
            return {{"original_query": "q", "executor_final_answer": answer, "tool_invocations": ROWS}}
        def test_max_verdict():
            assert_grounded(inp({FABRICATED!r}), max_verdict="LOW_CONFID")
        def test_max_verdict_fails_on_a_pass():
            assert_grounded(inp({GOOD!r}), max_verdict="LOW_CONFID")
        def test_labels():
            assert_grounded(inp({UNSUPPORTED!r}), expect_labels={{"ERR_PAY_TIMEOUT": "direct_evidence",
                                                                  "数据库连接数已经打满": "no_evidence"}})
        def test_labels_fail():
            assert_grounded(inp({UNSUPPORTED!r}), expect_labels={{"打满": "direct_evidence", "nowhere": "no_evidence"}})
    """
    )
    result = pytester.runpytest()
    result.assert_outcomes(passed=2, failed=2)
    result.stdout.fnmatch_lines(["*verdict PASS, expected at most LOW_CONFID*"])
    result.stdout.fnmatch_lines(["*expect_labels?'nowhere'?: matches no fact; 1 fact label?s? differ"])
    result.stdout.fnmatch_lines(["*✗ fact * (missing): nowhere", "*expected no_evidence, actual: no such fact*"])


def _run_baseline(pytester, *args):
    return pytester.runpytest("--cv-baseline", "baseline.jsonl", *args)


def test_the_baseline_workflow_create_regress_fail_allow_expire(pytester):
    cases = [_case("good", GOOD, "PASS"), _case("known-gap", UNSUPPORTED, "PASS")]
    _write_cases(pytester, *cases)
    pytester.makepyfile(test_suite=SUITE)
    # without a baseline the known gap fails
    pytester.runpytest().assert_outcomes(passed=1, failed=1)
    # create: everything passes and the file is written, sorted and stable
    _run_baseline(pytester, "--cv-update-baseline").assert_outcomes(passed=2)
    baseline = pytester.path / "baseline.jsonl"
    first = baseline.read_bytes()
    lines = [json.loads(x) for x in first.decode().splitlines()]
    assert [x["case_id"] for x in lines] == ["good", "known-gap"]
    assert lines[0]["ok"] is True and lines[1]["ok"] is False and lines[1]["verdict"] == "LOW_CONFID"
    _run_baseline(pytester, "--cv-update-baseline").assert_outcomes(passed=2)
    assert baseline.read_bytes() == first  # a rewrite of the same results is byte-identical
    # gate on it: the known failure passes
    r = _run_baseline(pytester)
    r.assert_outcomes(passed=2)
    r.stdout.fnmatch_lines(["*baseline baseline.jsonl: 1 known, 1 pass*"])
    # regress: the good case now fabricates an error code
    cases[0] = _case("good", FABRICATED, "PASS")
    _write_cases(pytester, *cases)
    r = _run_baseline(pytester)
    r.assert_outcomes(passed=1, failed=1)
    r.stdout.fnmatch_lines(
        [
            "*regression against the baseline (baseline: PASS, now REJECT)*",
            "*✗ fact * (critical): 根因是 ERR_DB_DEADLOCK。",
        ]
    )
    # allow it, with a reason and an expiry date in the future: it passes and says so
    allowed = [dict(x) for x in lines]
    allowed[0]["allow_regression"] = {"reason": "payment team migrates codes (JIRA-12)", "expires": "2999-12-31"}
    baseline.write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in allowed), encoding="utf-8")
    r = _run_baseline(pytester)
    r.assert_outcomes(passed=2)
    r.stdout.fnmatch_lines(["*good: allowed: allowed regression until 2999-12-31: payment team migrates codes*"])
    # the allowance expires: the regression fails again, naming the date and the reason
    allowed[0]["allow_regression"]["expires"] = "2000-01-01"
    baseline.write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in allowed), encoding="utf-8")
    r = _run_baseline(pytester)
    r.assert_outcomes(passed=1, failed=1)
    r.stdout.fnmatch_lines(["*its allowance expired on 2000-01-01: payment team migrates codes (JIRA-12)*"])
    # an update keeps the allowance on the line it belongs to
    _run_baseline(pytester, "--cv-update-baseline").assert_outcomes(passed=2)
    kept = [json.loads(x) for x in baseline.read_text(encoding="utf-8").splitlines()]
    assert kept[0]["allow_regression"]["reason"].startswith("payment team") and kept[0]["verdict"] == "REJECT"


def test_a_new_case_not_in_the_baseline_fails_and_a_case_must_record(pytester):
    _write_cases(pytester, _case("good", GOOD, "PASS"))
    pytester.makepyfile(test_suite=SUITE)
    _run_baseline(pytester, "--cv-update-baseline").assert_outcomes(passed=1)
    _write_cases(pytester, _case("good", GOOD, "PASS"), _case("new-gap", UNSUPPORTED, "PASS"))
    r = _run_baseline(pytester)
    r.assert_outcomes(passed=1, failed=1)
    r.stdout.fnmatch_lines(["*not in the baseline (run with --cv-update-baseline to record it)*"])
    pytester.makepyfile(
        test_suite="""
        import pytest
        @pytest.mark.chat_verifier(dataset="cases.jsonl")
        def test_case(cv_case):
            pass
    """
    )
    r = _run_baseline(pytester)
    r.assert_outcomes(failed=2)
    r.stdout.fnmatch_lines(["*case good: recorded no verification*"])


def test_total_gates_run_after_the_per_case_gate(pytester):
    # the gold says REJECT/LOW_CONFID, the answers PASS: unsafe passes; each test expects only max REJECT... so
    # the per-case gate is the baseline (known failures), and the totals still fail the run
    _write_cases(pytester, _case("unsafe", GOOD, "REJECT"), _case("good", GOOD, "PASS"))
    pytester.makepyfile(test_suite=SUITE)
    _run_baseline(pytester, "--cv-update-baseline").assert_outcomes(passed=2)
    r = _run_baseline(pytester)
    r.assert_outcomes(passed=2)
    assert r.ret == 0
    r = _run_baseline(pytester, "--cv-max-unsafe", "0", "--cv-min-accuracy", "0.9")
    r.assert_outcomes(passed=2)  # every case passes its own gate ...
    assert r.ret == pytest.ExitCode.TESTS_FAILED  # ... and the totals fail the run
    r.stdout.fnmatch_lines(
        [
            "*gate failed: unsafe passes 1 > --cv-max-unsafe 0*",
            "*gate failed: verdict accuracy 0.500000 < --cv-min-accuracy 0.9 (over 2 case(s)*",
        ]
    )
    r = _run_baseline(pytester, "--cv-max-unsafe", "1", "--cv-min-accuracy", "0.5")
    assert r.ret == 0


def test_bad_options_and_files_are_one_line_usage_errors(pytester):
    pytester.makepyfile(test_x="def test_x(): pass")
    r = pytester.runpytest("--cv-update-baseline")
    assert r.ret == pytest.ExitCode.USAGE_ERROR
    r.stderr.fnmatch_lines(["*--cv-update-baseline needs --cv-baseline FILE*"])
    (pytester.path / "bad.jsonl").write_text('{"case_id": "x", "verdict": "MAYBE"}\n', encoding="utf-8")
    r = pytester.runpytest("--cv-baseline", "bad.jsonl")
    assert r.ret == pytest.ExitCode.USAGE_ERROR
    r.stderr.fnmatch_lines(["*bad.jsonl:1: field verdict: *"])
    assert pytester.runpytest("--cv-min-accuracy", "95").ret == pytest.ExitCode.USAGE_ERROR


def test_a_bad_dataset_line_is_a_failing_item_naming_it(pytester):
    (pytester.path / "cases.jsonl").write_text(
        json.dumps(_case("good", GOOD, "PASS"), ensure_ascii=False) + "\n" + '{"case_id": "broken", "input": {}}\n',
        encoding="utf-8",
    )
    pytester.makepyfile(test_suite=SUITE)
    r = pytester.runpytest("-v")
    r.assert_outcomes(passed=1, errors=1)
    r.stdout.fnmatch_lines(["*chat_verifier dataset: case broken (field expected): Field required*"])


def test_check_determinism(pytester):
    _write_cases(pytester, _case("good", GOOD, "PASS"))
    pytester.makepyfile(test_suite=SUITE)
    pytester.runpytest("--cv-check-determinism").assert_outcomes(passed=1)
    # a verifier whose extractor names itself after a call counter: a rerun differs by a byte
    pytester.makeconftest("""
        import itertools
        import pytest
        import engine
        from extractors import default_extractor_registry
        from extractors.rules import RuleExtractor
        CALLS = itertools.count()

        class Flaky:
            def __init__(self):
                self.name = "flaky"
            def extract(self, text):
                res = RuleExtractor().extract(text)
                return res.model_copy(update={"extractor": f"flaky-{next(CALLS)}"})

        @pytest.fixture(scope="session")
        def chat_verifier():
            return engine.Verifier(extractor=Flaky())
    """)
    pytester.makepyfile(
        test_suite="""
        from engine.testing import assert_grounded
        def test_plain(chat_verifier):
            assert_grounded({"original_query": "q", "executor_final_answer": "一切正常", "tool_invocations": []},
                            max_verdict="LOW_CONFID")
    """
    )
    pytester.runpytest().assert_outcomes(passed=1)
    r = pytester.runpytest("--cv-check-determinism")
    r.assert_outcomes(failed=1)
    r.stdout.fnmatch_lines(["*not deterministic: a rerun differs at byte *flaky-*"])


def test_p_no_chat_verifier_disables_the_plugin(pytester):
    pytester.makepyfile(test_fx="def test_a(chat_verifier): pass")
    pytester.runpytest().assert_outcomes(passed=1)
    r = pytester.runpytest("-p", "no:chat_verifier")
    r.assert_outcomes(errors=1)
    r.stdout.fnmatch_lines(["*fixture 'chat_verifier' not found*"])
    r = pytester.runpytest("-p", "no:chat_verifier", "--cv-baseline", "b.jsonl")
    assert r.ret == pytest.ExitCode.USAGE_ERROR
    r.stderr.fnmatch_lines(["*unrecognized arguments: --cv-baseline*"])


BLOCKED = textwrap.dedent("""
    import socket, sys, threading
    attempts = []
    def refuse(*args, **kwargs):
        attempts.append(args)
        raise OSError("network blocked by the test")
    for name in ("connect", "connect_ex", "sendto", "bind"):
        setattr(socket.socket, name, refuse)
    socket.create_connection = socket.getaddrinfo = refuse
    threads = threading.active_count()
    import importlib.metadata as md
    (ep,) = [e for e in md.entry_points(group="pytest11") if e.name == "chat_verifier"]
    plugin = ep.load()
    import engine.testing
    assert plugin.__name__ == "engine.testing.plugin", plugin
    assert not attempts, attempts
    assert threading.active_count() == threads, "a thread was started"
    heavy = [m for m in ("spacy", "jieba", "openai", "httpx", "sqlalchemy", "torch") if m in sys.modules]
    assert not heavy, f"imported at plugin load: {heavy}"
    print("clean")
""")


def test_importing_the_plugin_makes_no_network_call_and_loads_no_model():
    proc = subprocess.run([sys.executable, "-c", BLOCKED], capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert proc.returncode == 0 and proc.stdout.strip() == "clean", proc.stderr


EXAMPLE = ROOT / "examples" / "pytest-regression"


def test_the_example_project_passes_against_its_baseline_and_fails_on_a_regression(pytester):
    """CI runs examples/pytest-regression as a user would: pytest in its directory, its pyproject's gates."""
    for path in EXAMPLE.rglob("*"):
        if path.is_file() and "__pycache__" not in path.parts:
            target = pytester.path / path.relative_to(EXAMPLE)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(path.read_bytes())
    (pytester.path / "tox.ini").unlink()  # the example's own pyproject.toml configures the run
    r = pytester.runpytest("-W", "ignore::pytest.PytestAssertRewriteWarning")
    r.assert_outcomes(passed=5)
    # "1 known, 4 pass": every case has exactly its committed line (the agent's recorded bug is the known one)
    r.stdout.fnmatch_lines(["*baseline baseline.jsonl: 1 known, 4 pass*"])
    # the agent regresses: it now also "remembers" a root cause for order-svc
    agent = pytester.path / "agent.py"
    text = agent.read_text(encoding="utf-8")
    agent.write_text(text.replace('{"payment-svc"', '{"order-svc": "ERR_DB_DEADLOCK", "payment-svc"'), encoding="utf-8")
    r = pytester.runpytest("-W", "ignore::pytest.PytestAssertRewriteWarning")
    r.assert_outcomes(passed=4, failed=1)
    r.stdout.fnmatch_lines(
        ["*regression against the baseline (baseline: PASS, now REJECT)*", "*fabricated error_code ERR_DB_DEADLOCK*"]
    )
    assert r.ret == pytest.ExitCode.TESTS_FAILED
