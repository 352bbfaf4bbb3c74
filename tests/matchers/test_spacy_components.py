"""The spaCy components on blank("zh") and blank("en") docs: a table with negative twins, and the dev answers.

Their output must equal the verifier's own recognisers (``engine.Verifier().toolkit``) on every dev answer.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
import spacy

import engine
from matchers.spacy_components import QUANTITY_EXTENSIONS
from tests.conftest import ROOT

LANGS = ("zh", "en")


@pytest.fixture(scope="module")
def pipelines():
    out = {}
    for lang in LANGS:
        nlp = spacy.blank(lang)
        nlp.add_pipe("chat_verifier_identifiers", config={"set_ents": True})
        nlp.add_pipe("chat_verifier_quantities")
        out[lang] = nlp
    return out


# (text, [(label, identifier)]) — each row next to its negative twin
TABLE = [
    ("order-svc 日志报ERR_PAY_TIMEOUT，随后重试", [("service", "order-svc"), ("error_code", "ERR_PAY_TIMEOUT")]),
    ("order 服务日志报超时，随后重试", []),
    (
        "ts-order-service-5b67c48447-mv5hb 抛出 java.lang.IllegalStateException",
        [("pod", "ts-order-service-5b67c48447-mv5hb"), ("exception", "java.lang.IllegalStateException")],
    ),
    ("订单服务的容器抛出了异常", []),
    (
        "主机 db-01.prod.example.com（10.0.3.7:8080）不可达",
        [("host", "db-01.prod.example.com"), ("ip", "10.0.3.7:8080")],
    ),
    ("数据库主机不可达", []),
    (
        "trace 4bf92f3577b34da6a3ce929d0e0e4736 返回 HTTP 503",
        [("trace_id", "4bf92f3577b34da6a3ce929d0e0e4736"), ("error_code", "HTTP 503")],
    ),
    ("链路返回了错误", []),
]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("text", "expected"), TABLE, ids=[t for t, _ in TABLE])
def test_identifiers_table(pipelines, lang, text, expected):
    doc = pipelines[lang](text)
    spans = doc.spans["chat_verifier"]
    assert [(s.label_, s.text) for s in spans] == expected
    assert all(len(s) == 1 for s in spans), [list(s) for s in spans]  # identifiers stay whole: one token each
    assert [(e.label_, e.text) for e in doc.ents] == expected
    assert doc.text == text


QUANTITIES = [
    (
        "CPU 使用率超过 90%，延迟约 1.2s",
        [("percent", "90%", 90.0, "%", 90.0, "gt"), ("time", "1.2s", 1.2, "s", 1200.0, "approx")],
    ),
    ("CPU 使用率很高，延迟很大", []),
    ("ERR_500 出现 3 次", [("count", "3 次", 3.0, "次", 3.0, "eq")]),
    ("ERR_500 出现", []),
]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("text", "expected"), QUANTITIES, ids=[t for t, _ in QUANTITIES])
def test_quantities_table(pipelines, lang, text, expected):
    doc = pipelines[lang](text)
    got = [
        (s.label_, s.text, s._.cv_value, s._.cv_unit, s._.cv_normalized, s._.cv_comparator)
        for s in doc.spans["chat_verifier_quantities"]
    ]
    assert got == expected
    assert all(s._.cv_dimension == s.label_ for s in doc.spans["chat_verifier_quantities"])


def test_earlier_span_groups_survive_the_retokenizing():
    nlp = spacy.blank("zh")
    nlp.add_pipe("chat_verifier_quantities")
    nlp.add_pipe("chat_verifier_identifiers", config={"merge": True})
    doc = nlp("order-svc 延迟约 1.2s")
    assert [s.text for s in doc.spans["chat_verifier_quantities"]] == ["1.2s"]
    assert [s.text for s in doc.spans["chat_verifier"]] == ["order-svc"]
    unmerged = spacy.blank("zh")
    unmerged.add_pipe("chat_verifier_identifiers", config={"merge": False, "spans_key": "ids"})
    d2 = unmerged("order-svc 报错")
    assert [s.text for s in d2.spans["ids"]] == ["order-svc"] and len(d2.spans["ids"][0]) > 1  # char tokens kept


def test_components_are_found_through_entry_points_without_an_import():
    code = (
        "import spacy, sys\n"
        "nlp = spacy.blank('en'); nlp.add_pipe('chat_verifier_identifiers'); nlp.add_pipe('chat_verifier_quantities')\n"
        "doc = nlp('payment-svc returned HTTP 503 after 3s')\n"
        "print(json.dumps([[s.label_, s.text] for s in doc.spans['chat_verifier']] +\n"
        "                 [[s.label_, s.text, s._.cv_normalized] for s in doc.spans['chat_verifier_quantities']]))\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", "import json\n" + code], capture_output=True, text=True, timeout=120, cwd=ROOT
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == [["service", "payment-svc"], ["error_code", "HTTP 503"], ["time", "3s", 3000.0]]


def _dev_answers():
    with (ROOT / "benchmarks" / "data" / "dev.jsonl").open(encoding="utf-8") as f:
        return [json.loads(line)["input"]["executor_final_answer"] for line in f if line.strip()]


def test_the_components_equal_the_verifiers_recognisers_on_every_dev_answer(pipelines):
    tk = engine.Verifier().toolkit
    answers = _dev_answers()
    assert len(answers) > 700
    mismatches = []
    for i, text in enumerate(answers):
        ids = tk.identifiers.analyze(text)
        want_ids = [(m.label, m.span.start, m.span.end) for m in ids]
        qs = tk.quantities.analyze(text, skip=tuple((m.span.start, m.span.end) for m in ids))
        want_qs = [(q.dimension, q.span.start, q.span.end, q.raw_value, q.unit, q.value, q.comparator) for q in qs]
        for lang in LANGS:
            doc = pipelines[lang](text)
            got_ids = [(s.label_, s.start_char, s.end_char) for s in doc.spans["chat_verifier"]]
            got_qs = [
                (
                    s.label_,
                    s.start_char,
                    s.end_char,
                    *(getattr(s._, n) for n in QUANTITY_EXTENSIONS if n != "cv_dimension"),
                )
                for s in doc.spans["chat_verifier_quantities"]
            ]
            if got_ids != want_ids or got_qs != want_qs or doc.text != text:
                mismatches.append((i, lang))
    assert not mismatches, mismatches[:5]
