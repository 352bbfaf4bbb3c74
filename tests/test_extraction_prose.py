"""Statements the extractor must not miss (issue 12 §1): prose after a contract that never closes, and
plain statements under an advice heading. Each with its twin that stays a non-fact."""

from __future__ import annotations

from extractors.rules import RuleExtractor


def _critical(text: str) -> list[str]:
    return [f.fact for f in RuleExtractor().extract(text).facts if f.is_critical]


TRUNCATED = (
    '{"claims": [{"claim_id": "c1", "claim_type": "log_finding", "claim_text": "order-svc 报 ERR_PAY_TIMEOUT"}], "hyp'
)


def test_prose_after_a_truncated_contract_is_checked():
    facts = _critical(TRUNCATED + "\n上游在那段时间一直在重试。")
    assert any("上游在那段时间一直在重试" in f for f in facts)


def test_a_truncated_contract_alone_gives_only_its_claims():
    assert _critical(TRUNCATED) == ["order-svc 报 ERR_PAY_TIMEOUT"]


def test_a_statement_under_an_advice_heading_is_a_fact():
    facts = _critical("## 结论\norder-svc 报 ERR_PAY_TIMEOUT。\n## 建议\n- 建议扩容连接池\n发布之后流量就切过去了。")
    assert any("发布之后流量就切过去了" in f for f in facts)


def test_list_items_under_an_advice_heading_stay_advice():
    facts = _critical("## 结论\norder-svc 报 ERR_PAY_TIMEOUT。\n## 建议\n- 扩容连接池\n- 检查 payment gateway")
    assert [f.rstrip("。") for f in facts] == ["order-svc 报 ERR_PAY_TIMEOUT"]


def test_an_english_full_stop_glued_to_chinese_ends_the_sentence():
    facts = _critical("The issue might be related to the last deployment.当时有人手动扩过容。")
    assert [f.rstrip("。") for f in facts] == ["当时有人手动扩过容"]


def test_a_dot_inside_a_version_or_file_name_does_not():
    assert len(_critical("order-svc 升级到 v2.3后报 ERR_PAY_TIMEOUT。")) == 1


def test_an_english_sentence_glued_after_a_full_stop_is_its_own():
    facts = _critical("The issue might be related to the last deployment.The root cause is a manual scale-down.")
    assert [f.rstrip(".") for f in facts] == ["The root cause is a manual scale-down"]
    assert len(_critical("payment-svc 抛出 java.lang.OutOfMemoryError: Java heap space")) == 1
