"""The bench harness: dataset loading, alignment, metric math, runner, reports, CLI."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from engine.bench import TIMING_KEYS, align_facts, bench, load_dataset, parse_dataset, percentile
from engine.bench.dataset import parse_case
from engine.bench.html import render_html
from engine.bench.metrics import evaluate_case, quality_summary, tag_groups

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "benchmarks" / "examples"


def case(cid, verdict, facts=None, tags=("t",), inp=None):
    d = {
        "case_id": cid,
        "tags": list(tags),
        "input": inp or {"original_query": "q", "executor_final_answer": "a"},
        "expected": {"verdict": verdict},
    }
    if facts is not None:
        d["expected"]["facts"] = facts
    return d


def gf(label, claim_id=None, fact=None, crit=True):
    d = {"verification": label, "is_critical": crit}
    if claim_id:
        d["claim_id"] = claim_id
    if fact:
        d["fact"] = fact
    return d


def out(verdict, *facts):
    return {"verdict": verdict, "facts_checked": list(facts), "extraction": {"llm_calls": 0}}


class FakeSystem:
    """Returns canned outputs keyed by the input's original_query (the case id)."""

    name = "fake"

    def __init__(self, outputs):
        self.outputs = outputs

    def run(self, case_input):
        o = self.outputs[case_input["original_query"]]
        if isinstance(o, Exception):
            raise o
        return o


def jl(records):
    return "\n".join(json.dumps(r, ensure_ascii=False) for r in records) + "\n"


# ---------------------------------------------------------------- dataset


@pytest.mark.parametrize(
    ("line", "where", "field"),
    [
        ("{not json", "line 1", "$"),
        (json.dumps({"case_id": "x1", "input": {}, "expected": {"verdict": "MAYBE"}}), "case x1", "expected.verdict"),
        (json.dumps({"case_id": "x2", "expected": {"verdict": "PASS"}}), "case x2", "input"),
        (json.dumps({"case_id": "x3", "input": [], "expected": {"verdict": "PASS"}}), "case x3", "input"),
        (
            json.dumps(
                {
                    "case_id": "x4",
                    "input": {},
                    "expected": {"verdict": "PASS", "facts": [{"verification": "yes", "claim_id": "c"}]},
                }
            ),
            "case x4",
            "expected.facts[0].verification",
        ),
        (
            json.dumps(
                {
                    "case_id": "x5",
                    "input": {},
                    "expected": {"verdict": "PASS", "facts": [{"verification": "contradicted"}]},
                }
            ),
            "case x5",
            "expected.facts[0]",
        ),
        (json.dumps({"input": {}, "expected": {"verdict": "PASS"}}), "line 1", "case_id"),
        (
            json.dumps({"case_id": "x6", "tags": "structured", "input": {}, "expected": {"verdict": "PASS"}}),
            "case x6",
            "tags",
        ),
    ],
)
def test_bad_records_name_case_and_field_and_loading_continues(line, where, field):
    good = json.dumps(case("ok", "PASS"))
    ds = parse_dataset(line + "\n" + good + "\n", "d.jsonl")
    assert [c.case_id for c in ds.cases] == ["ok"]
    assert len(ds.issues) == 1
    assert ds.issues[0].where == where
    assert ds.issues[0].field == field
    assert where in str(ds.issues[0])


def test_duplicate_case_id_is_an_issue_and_first_copy_wins():
    ds = parse_dataset(jl([case("a", "PASS"), case("a", "REJECT")]))
    assert [(c.case_id, c.verdict.value) for c in ds.cases] == [("a", "PASS")]
    assert ds.issues[0].field == "case_id"


def test_empty_fact_list_means_unlabeled_and_int_case_id_is_text():
    c = parse_case({"case_id": 7, "input": {}, "expected": {"verdict": "LOW_CONFID", "facts": []}})
    assert c.case_id == "7" and c.facts is None


def test_load_directory_of_examples():
    ds = load_dataset(EXAMPLES)
    assert sorted(c.case_id for c in ds.cases) == ["example-low-confid", "example-pass", "example-reject"]
    assert not ds.issues


# ---------------------------------------------------------------- alignment


def test_align_by_claim_id_first_then_text_one_to_one():
    gold = [
        {"claim_id": "c1", "fact": "x"},
        {"fact": "ts-basic-service 日志出现 IllegalStateException"},
        {"fact": "完全无关的句子 zzz"},
    ]
    pred = [
        {"fact": "ts-basic-service 日志出现 IllegalStateException 错误"},
        {"claim_id": "c1", "fact": "other"},
        {"fact": "HighErrorRate 告警"},
    ]
    al = align_facts(gold, pred)
    assert [(p.gold, p.pred, p.method) for p in al.pairs] == [(0, 1, "claim_id"), (1, 0, "text")]
    assert al.unmatched_gold == (2,)
    assert al.unmatched_pred == (2,)


def test_align_text_is_one_to_one_and_ties_break_by_index():
    gold = [{"fact": "CPU 使用率 92%"}, {"fact": "CPU 使用率 92%"}]
    pred = [{"fact": "CPU 使用率 92%"}]
    al = align_facts(gold, pred)
    assert [(p.gold, p.pred) for p in al.pairs] == [(0, 0)]
    assert al.unmatched_gold == (1,)


def test_align_prefers_the_best_text_match_over_list_order():
    gold = [{"fact": "error rate 37.5% on ts-basic-service"}]
    pred = [{"fact": "error rate 12% on ts-order-service"}, {"fact": "error rate 37.5% on ts-basic-service"}]
    assert align_facts(gold, pred).pairs[0].pred == 1


def test_duplicate_claim_ids_pair_in_order():
    al = align_facts([{"claim_id": "c"}, {"claim_id": "c"}], [{"claim_id": "c"}, {"claim_id": "c"}])
    assert [(p.gold, p.pred) for p in al.pairs] == [(0, 0), (1, 1)]


# ---------------------------------------------------------------- metrics

D, IND, NO, CON = "direct_evidence", "indirect_support", "no_evidence", "contradicted"


def pf(label, claim_id=None, fact=None, crit=True):
    return {"verification": label, "claim_id": claim_id, "fact": fact or f"fact {claim_id}", "is_critical": crit}


CASES = [
    # correct PASS; facts: c1 TP direct, c2 wrong label (gold indirect, pred direct)
    (case("k1", "PASS", [gf(D, "c1"), gf(IND, "c2")], tags=("structured",)), out("PASS", pf(D, "c1"), pf(D, "c2"))),
    # unsafe pass: gold REJECT predicted PASS; gold contradicted c1 predicted direct; c9 critical FP
    (
        case("k2", "REJECT", [gf(CON, "c1")], tags=("structured", "fabricated")),
        out("PASS", pf(D, "c1"), pf(D, "c9"), pf(NO, "c8", crit=False)),
    ),
    # unsafe pass from LOW_CONFID; gold fact c3 missing (FN)
    (case("k3", "LOW_CONFID", [gf(NO, "c3")], tags=("nl",)), out("PASS")),
    # false reject from PASS
    (case("k4", "PASS", tags=("nl",)), out("REJECT", pf(CON, "c1"))),
    # correct REJECT, no gold facts: predicted facts are not scored
    (case("k5", "REJECT", tags=("fabricated",)), out("REJECT", pf(CON, "c1"))),
    # false reject from LOW_CONFID
    (case("k6", "LOW_CONFID"), out("REJECT")),
]


def _bench(cases_and_outputs, shuffle_seed=None):
    recs = [c for c, _ in cases_and_outputs]
    if shuffle_seed is not None:
        random.Random(shuffle_seed).shuffle(recs)
    ds = parse_dataset(jl([{**c, "input": {"original_query": c["case_id"]}} for c in recs]))
    sysm = FakeSystem({c["case_id"]: o for c, o in cases_and_outputs})
    return bench(sysm, ds.cases, warmup=False)


def test_confusion_and_verdict_rates():
    rep, _ = _bench(CASES)
    assert rep["cases"] == 6
    assert rep["confusion"] == {
        "PASS": {"PASS": 1, "LOW_CONFID": 0, "REJECT": 1},
        "LOW_CONFID": {"PASS": 1, "LOW_CONFID": 0, "REJECT": 1},
        "REJECT": {"PASS": 1, "LOW_CONFID": 0, "REJECT": 1},
    }
    assert rep["verdict_accuracy"] == round(2 / 6, 6)
    # gold in {REJECT, LOW_CONFID}: k2, k3, k5, k6 → predicted PASS: k2, k3
    assert (rep["unsafe_pass_count"], rep["unsafe_pass_of"], rep["unsafe_pass"]) == (2, 4, 0.5)
    # gold in {PASS, LOW_CONFID}: k1, k3, k4, k6 → predicted REJECT: k4, k6
    assert (rep["false_reject_count"], rep["false_reject_of"], rep["false_reject"]) == (2, 4, 0.5)


def test_per_label_precision_recall_f1_by_hand():
    rep, _ = _bench(CASES)
    fl = rep["fact_labels"]
    # direct: TP c1(k1); FP c2(k1, wrong label), c1(k2, wrong label), c9(k2 unmatched critical) → P=1/4, R=1/1
    assert (fl[D]["tp"], fl[D]["fp"], fl[D]["fn"]) == (1, 3, 0)
    assert fl[D]["precision"] == 0.25 and fl[D]["recall"] == 1.0 and fl[D]["f1"] == 0.4
    # indirect: FN c2(k1); contradicted: FN c1(k2); no_evidence: FN c3(k3); non-critical c8 not counted
    assert (fl[IND]["fn"], fl[CON]["fn"], fl[NO]["fn"]) == (1, 1, 1)
    assert fl[NO]["fp"] == 0
    assert fl[IND]["f1"] == fl[CON]["f1"] == fl[NO]["f1"] == 0.0
    # macro over the 4 labels present (all have support)
    assert rep["fact_macro_f1"] == 0.1


def test_error_records_by_case_id():
    rep, _ = _bench(CASES)
    kinds = [(e["case_id"], e["kind"]) for e in rep["errors"]]
    assert ("k1", "wrong_label") in kinds and ("k2", "FP") in kinds and ("k3", "FN") in kinds
    assert ("k2", "verdict") in kinds and ("k5", "verdict") not in kinds
    assert all(e["case_id"] != "k5" for e in rep["errors"])
    fp = next(e for e in rep["errors"] if e["kind"] == "FP")
    assert fp == {"case_id": "k2", "kind": "FP", "predicted": D, "fact": "fact c9", "claim_id": "c9"}


def test_tag_figures():
    rep, _ = _bench(CASES)
    # structured = k1 (correct), k2 (unsafe); facts: direct TP 1, FP 3 → F1 0.4; indirect, contradicted F1 0
    assert rep["tags"]["structured"] == {
        "cases": 2,
        "correct": 1,
        "accuracy": 0.5,
        "unsafe_pass_count": 1,
        "unsafe_pass_of": 1,
        "fact_macro_f1": round(0.4 / 3, 6),
    }
    # fabricated = k2 (unsafe), k5 (correct REJECT, no gold facts)
    assert rep["tags"]["fabricated"] == {
        "cases": 2,
        "correct": 1,
        "accuracy": 0.5,
        "unsafe_pass_count": 1,
        "unsafe_pass_of": 2,
        "fact_macro_f1": 0.0,
    }
    # nl = k3 (unsafe from LOW_CONFID), k4 (false reject: gold PASS, not an unsafe-pass candidate)
    assert rep["tags"]["nl"] == {
        "cases": 2,
        "correct": 0,
        "accuracy": 0.0,
        "unsafe_pass_count": 1,
        "unsafe_pass_of": 1,
        "fact_macro_f1": 0.0,
    }


def test_tag_groups_split_by_prefix():
    tags = {
        "source:hdfs": {"cases": 1},
        "class:misattribution": {"cases": 2},
        "source:bgl": {"cases": 3},
        "structured": {"cases": 4},
    }
    assert tag_groups(tags) == {
        "class": {"misattribution": {"cases": 2}},
        "source": {"hdfs": {"cases": 1}, "bgl": {"cases": 3}},
        "tag": {"structured": {"cases": 4}},
    }


def test_macro_f1_ignores_labels_absent_from_gold_and_predictions():
    c = parse_case(case("z", "PASS", [gf(D, "c1")]))
    q = quality_summary([evaluate_case(c, out("PASS", pf(D, "c1")))])
    assert q["fact_macro_f1"] == 1.0


def test_crashing_system_is_an_error_column_not_a_crash():
    rep, _ = _bench([(case("e1", "PASS"), RuntimeError("boom")), (case("e2", "PASS"), out("PASS"))])
    assert rep["system_errors"] == 1
    assert rep["confusion"]["PASS"]["ERROR"] == 1
    assert rep["verdict_accuracy"] == 0.5
    assert any(e["kind"] == "system_error" and "boom" in e["detail"] for e in rep["errors"])


def test_empty_run_rates_are_zero_not_nan():
    q = quality_summary([])
    assert q["verdict_accuracy"] == 0.0 and q["unsafe_pass"] == 0.0 and q["fact_macro_f1"] == 0.0


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_report_is_independent_of_case_order(seed):
    base, _ = _bench(CASES)
    shuffled, _ = _bench(CASES, shuffle_seed=seed)
    strip = lambda r: {k: v for k, v in r.items() if k not in TIMING_KEYS}  # noqa: E731
    assert strip(base) == strip(shuffled)


@pytest.mark.parametrize(
    ("values", "q", "expected"),
    [
        ([], 50, 0.0),
        ([5.0], 99, 5.0),
        ([1, 2, 3, 4], 50, 2.5),
        ([1, 2, 3, 4, 5], 95, 4.8),
        ([10, 1, 7, 3], 0, 1.0),
        ([10, 1, 7, 3], 100, 10.0),
        (list(range(101)), 99, 99.0),
    ],
)
def test_percentile_matches_linear_interpolation(values, q, expected):
    assert percentile(values, q) == pytest.approx(expected)


def test_llm_calls_are_summed_from_extraction():
    o = out("PASS")
    o["extraction"] = {"llm_calls": 2}
    rep, _ = _bench([(case("l1", "PASS"), o), (case("l2", "PASS"), out("PASS"))])
    assert rep["llm_calls"] == 2 and rep["llm_calls_per_case"] == 1.0


# ---------------------------------------------------------------- html


def test_html_is_self_contained_and_escapes_text():
    evil = '<script>alert("x")</script>'
    rec = case("h<1>", "REJECT", [gf(CON, "c1", fact=evil)], tags=(evil,))
    rec["input"] = {"original_query": "h<1>", "executor_final_answer": evil}
    ds = parse_dataset(jl([rec]))
    rep, runs = bench(FakeSystem({"h<1>": out("PASS", pf(D, "c1", fact=evil))}), ds.cases, warmup=False)
    errors = rep.pop("errors")
    page = render_html({**rep, "data": "x.jsonl", "version": "0"}, runs, errors)
    assert "<script>" not in page
    assert "&lt;script&gt;" in page
    assert 'href="#case-0"' in page and 'id="case-0"' in page
    for external in ("http://", "https://", "src=", "<link"):
        assert external not in page
    assert "<svg" in page and 'class="cm"' in page


# ---------------------------------------------------------------- CLI (real subprocess)

CLI = [sys.executable, "-c", "from engine.cli import main; raise SystemExit(main())"]


def cli(*args, cwd=ROOT):
    return subprocess.run([*CLI, *map(str, args)], capture_output=True, text=True, cwd=cwd, timeout=120)


@pytest.fixture
def data_file(tmp_path):
    recs = [json.loads((EXAMPLES / f).read_text()) for f in sorted(p.name for p in EXAMPLES.glob("*.json"))]
    lines = [json.dumps(r, ensure_ascii=False) for r in recs]
    lines.insert(1, '{"case_id": "broken", "input": {}, "expected": {"verdict": "NOPE"}}')
    lines.insert(2, "{oops")
    # The same input under two different gold verdicts: whatever the classifier says, one is wrong.
    for v in ("PASS", "REJECT"):
        lines.append(json.dumps({**recs[1], "case_id": f"flip-{v}", "expected": {"verdict": v}}, ensure_ascii=False))
    p = tmp_path / "d.jsonl"
    p.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return p


@pytest.mark.slow
def test_cli_json_errors_html(data_file, tmp_path):
    errs, page = tmp_path / "errors.json", tmp_path / "r.html"
    r = cli("bench", data_file, "--json", "--errors", errs, "--html", page)
    assert r.returncode == 0, r.stderr
    rep = json.loads(r.stdout)
    for key in (
        "cases",
        "verdict_accuracy",
        "unsafe_pass",
        "false_reject",
        "fact_macro_f1",
        "p50_ms",
        "p99_ms",
        "cases_per_s",
        "llm_calls",
        "confusion",
        "tags",
        "fact_labels",
    ):
        assert key in rep
    assert rep["cases"] == 5 and rep["invalid_records"] == 2
    assert "case broken (field expected.verdict)" in r.stderr
    assert "line 3" in r.stderr
    records = json.loads(errs.read_text())["errors"]
    flips = [e for e in records if e["case_id"].startswith("flip-") and e["kind"] == "verdict"]
    assert flips and all(e["gold"] != e["predicted"] and e["case_id"] == f"flip-{e['gold']}" for e in flips)
    assert rep["error_records"] == len(records)
    html = page.read_text()
    assert html.startswith("<!DOCTYPE html>") and "flip-PASS" in html


@pytest.mark.slow
def test_cli_json_is_deterministic_across_runs_and_order(tmp_path):
    recs = [json.loads(p.read_text()) for p in sorted(EXAMPLES.glob("*.json"))]
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    a.write_text(jl(recs), encoding="utf-8")
    b.write_text(jl(list(reversed(recs))), encoding="utf-8")
    runs = [json.loads(cli("bench", p, "--json").stdout) for p in (a, a, b)]
    strip = [{k: v for k, v in r.items() if k not in TIMING_KEYS and k != "data"} for r in runs]
    assert strip[0] == strip[1] == strip[2]


@pytest.mark.slow
@pytest.mark.parametrize(
    ("content", "message"),
    [(None, "cannot read"), ("", "no valid case"), ("{bad\n", "no valid case")],
)
def test_cli_exit_2_on_unreadable_or_empty(tmp_path, content, message):
    p = tmp_path / "d.jsonl"
    if content is not None:
        p.write_text(content)
    r = cli("bench", p, "--json")
    assert r.returncode == 2
    assert message in r.stderr
    assert r.stdout == ""


@pytest.mark.slow
def test_cli_tables_without_json(tmp_path):
    r = cli("bench", EXAMPLES)
    assert r.returncode == 0
    assert "verdict accuracy" in r.stdout and "confusion" in r.stdout


@pytest.mark.slow
def test_cli_several_files_report_each_and_total(tmp_path):
    recs = [json.loads(p.read_text()) for p in sorted(EXAMPLES.glob("*.json"))]
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    a.write_text(jl(recs[:2]), encoding="utf-8")
    b.write_text(jl([{**r, "case_id": f"b-{r['case_id']}", "tags": ["source:x"]} for r in recs]), encoding="utf-8")
    r = cli("bench", a, b, "--json")
    assert r.returncode == 0, r.stderr
    rep = json.loads(r.stdout)
    assert [f["cases"] for f in rep["files"]] == [2, 3] and rep["cases"] == 5
    assert [f["data"] for f in rep["files"]] == [str(a), str(b)]
    assert rep["verdict_correct"] == sum(f["verdict_correct"] for f in rep["files"])
    assert rep["tags"]["source:x"]["cases"] == 3
    tables = cli("bench", a, b)
    assert tables.returncode == 0 and tables.stdout.count("verdict accuracy") >= 3 and "per source" in tables.stdout


@pytest.mark.slow
@pytest.mark.parametrize(
    ("gates", "code", "message"),
    [
        (["--min-accuracy", "0"], 0, None),
        (["--max-unsafe", "1", "--min-accuracy", "0.75"], 0, None),
        (["--min-accuracy", "1.0"], 1, "verdict accuracy"),
        (["--max-unsafe", "0"], 1, "unsafe passes 1 > --max-unsafe 0"),
    ],
)
def test_cli_gates(tmp_path, gates, code, message):
    recs = [json.loads(p.read_text()) for p in sorted(EXAMPLES.glob("*.json"))]
    # One case whose gold says REJECT for an answer the verifier passes: an unsafe pass, and a wrong verdict.
    passing = next(r for r in recs if r["expected"]["verdict"] == "PASS")
    recs.append({**passing, "case_id": "gold-reject", "expected": {"verdict": "REJECT"}})
    p = tmp_path / "d.jsonl"
    p.write_text(jl(recs), encoding="utf-8")
    r = cli("bench", p, "--json", *gates)
    assert r.returncode == code, r.stderr
    rep = json.loads(r.stdout)
    assert rep["unsafe_pass_count"] == 1 and rep["verdict_accuracy"] == 0.75
    if message:
        assert f"gate failed: {message}" in r.stderr
    else:
        assert "gate failed" not in r.stderr


@pytest.mark.slow
@pytest.mark.parametrize("bad", [["--min-accuracy", "1.5"], ["--min-accuracy", "x"], ["--max-unsafe", "-1"]])
def test_cli_gate_values_are_checked(bad):
    r = cli("bench", EXAMPLES, *bad)
    assert r.returncode == 2 and r.stdout == ""
