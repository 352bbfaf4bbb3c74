"""Quantity rules of issue 12 §2 (counts, bare numbers, approximations, units), each with its negative twin."""

from __future__ import annotations

import pytest

from engine.contracts import Verification
from matchers.quantities import QuantityRecognizer
from matchers.times import stated_window
from matchers.tokenize import content_terms, tokenize
from tests.test_checks_records import decide

D, N, C = Verification.DIRECT, Verification.NO_EVIDENCE, Verification.CONTRADICTED

APACHE = "\n".join(
    [
        "[Sun Dec 04 04:51:08 2005] [notice] jk2_init() Found child 6725 in scoreboard slot 10",
        "[Sun Dec 04 04:51:09 2005] [error] mod_jk child workerEnv in error state 6",
        "[Sun Dec 04 04:51:14 2005] [error] mod_jk child workerEnv in error state 6",
        "[Sun Dec 04 04:51:18 2005] [error] mod_jk child workerEnv in error state 7",
        "[Sun Dec 04 04:52:04 2005] [notice] workerEnv.init() ok /etc/httpd/conf/workers2.properties",
    ]
)
HPC = "\n".join(
    [
        "134681 node-118 unix.hw state_change.unavailable 1084680778 1 Component State Change: psu failure (ambient=28)",
        "134682 node-20 unix.hw state_change.unavailable 1084680779 1 Component State Change: psu failure (ambient=26)",
        "134683 node-118 unix.hw state_change.unavailable 1084680801 1 Component State Change: psu failure (ambient=31)",
    ]
)
LOGS = {
    "total": 3,
    "logs": [
        {"ts": "2023-01-29T08:42:10Z", "level": "WARN", "service": "verify-svc", "message": "[Verify code start]"},
        {"ts": "2023-01-29T08:42:20Z", "level": "WARN", "service": "verify-svc", "message": "[Verify code start]"},
        {"ts": "2023-01-29T08:42:31Z", "level": "WARN", "service": "verify-svc", "message": "[Verify code start]"},
    ],
}
ACCESS = '10.0.0.7 - - [10/Dec/2005:07:08:28 +0000] "GET /index.html HTTP/1.1" 404 209'

TABLE = [
    # (name, fact, output, label)
    ("count of a level", "04:51~04:52 这段 mod_jk 共 3 条 [error]", APACHE, D),
    ("count of a level twin", "04:51~04:52 这段 mod_jk 共 5 条 [error]", APACHE, C),
    ("count of an entity's records", "node-118 报了两次 psu failure", HPC, D),
    ("count of an entity's records twin", "node-118 报了三次 psu failure", HPC, C),
    ("count against total", "verify-svc 一共 3 条 WARN", LOGS, D),
    ("count against total twin", "verify-svc 一共 4 条 WARN", LOGS, C),
    ("count refuted only by complete records", "verify-svc 一共 4 条 WARN", {**LOGS, "total": 40}, N),
    ("count in a time window", "08:42:15 到 08:42:40 之间 verify-svc 有 2 条 WARN", LOGS, D),
    ("count in a time window twin", "08:42:15 到 08:42:40 之间 verify-svc 有 3 条 WARN", LOGS, N),
    ("count of what the fact lists", "node-118 和 node-20 两台都报了 psu failure", HPC, D),
    ("count of what the fact lists twin", "node-118 和 node-20 三台都报了 psu failure", HPC, C),
    ("bare number written in a record", "GET /index.html 的 HTTP status 是 404", ACCESS, D),
    ("bare number written in no record", "GET /index.html 的 HTTP status 是 500", ACCESS, N),
]


@pytest.mark.parametrize(("name", "text", "output", "label"), TABLE, ids=[t[0] for t in TABLE])
def test_quantity_rules_and_twins(name, text, output, label):
    got, why = decide(text, output)
    assert got is label, why


@pytest.mark.parametrize(
    ("text", "spans"),
    [
        ("13:50:55 到 14:11:41 之间", ((49855, 51102),)),
        ("到 07:20:51 一共 7 次", ((0, 26452),)),
        ("16:18:34 和 16:21:28 两次", ((58714, 58715), (58888, 58889))),
        ("没有时间", ()),
    ],
)
def test_stated_windows(text, spans):
    assert tuple((sp.start, sp.end) for sp in stated_window(text)) == spans


def test_single_characters_jieba_leaves_are_one_word():
    # 停运 and 清空 are not in the trimmed jieba dictionary: the characters still make one content word,
    # while function characters (这, 了, 被) and stop words (采样) never do.
    terms = content_terms(tokenize("这趟车已经停运，座位数据被清空了"))
    assert "停运" in terms and "清空" in terms
    assert not any(len(t) == 1 for t in terms)


def test_dates_and_ordinals_are_not_counts():
    got = QuantityRecognizer().analyze("第二次 09:25:53 重试了 3 次")
    assert [(q.text, q.dimension) for q in got if q.dimension == "count"] == [("3 次", "count")]
