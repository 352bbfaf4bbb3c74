"""Chinese/English tokenisation with identifiers protected, ops dictionary and stop words."""

from __future__ import annotations

import pytest

from matchers.identifiers import identifier_spans
from matchers.tokenize import content_terms, stop_words, tokenize


@pytest.mark.parametrize(
    ("text", "whole"),
    [
        ("ts-basic-service 日志出现 ERR_DB_POOL_EXHAUSTED 错误", ["ts-basic-service", "ERR_DB_POOL_EXHAUSTED"]),
        ("order-service 连接 10.0.0.1:8080 超时", ["order-service", "10.0.0.1:8080"]),
        ("抛出 java.lang.OutOfMemoryError", ["java.lang.OutOfMemoryError"]),
    ],
)
def test_identifiers_kept_whole(text: str, whole: list[str]) -> None:
    words = [t.text for t in tokenize(text, identifier_spans(text))]
    for w in whole:
        assert w in words


def test_without_protection_jieba_would_split() -> None:
    words = [t.text for t in tokenize("ERR_DB_POOL_EXHAUSTED")]
    assert words != ["ERR_DB_POOL_EXHAUSTED"]


@pytest.mark.parametrize("word", ["连接池", "退出码", "熔断", "错误率"])
def test_ops_dictionary(word: str) -> None:
    assert word in [t.text for t in tokenize(f"发现{word}问题")]


def test_content_terms_drop_stop_words_and_identifiers() -> None:
    text = "order-service 的日志中持续出现数据库连接池耗尽"
    terms = content_terms(tokenize(text, identifier_spans(text)))
    assert "数据库连接池" in terms and "耗尽" in terms
    assert not set(terms) & {"的", "日志", "持续", "出现", "order-service"}
    assert "日志" in stop_words()


def test_spans_match_text() -> None:
    text = "服务 order-service 报错 HTTP 503"
    for t in tokenize(text, identifier_spans(text)):
        assert text[t.start : t.end] == t.text


def test_prefix_cache_read_in_one_piece_is_what_jieba_loads() -> None:
    """The cold-start shortcut fills the tokenizer with exactly the prefix dictionary jieba's own loading gives."""
    from matchers.tokenize import JIEBA_MIN_FREQ, _import_jieba, _load_prefix_cache, _trimmed_dictionary

    jieba = _import_jieba()
    path = _trimmed_dictionary(jieba, JIEBA_MIN_FREQ)
    ours, theirs = jieba.Tokenizer(dictionary=path), jieba.Tokenizer(dictionary=path)
    theirs.initialize()  # writes jieba's cache when it is missing
    assert _load_prefix_cache(ours)
    assert ours.initialized and (ours.FREQ, ours.total) == (theirs.FREQ, theirs.total)
    assert ours.lcut("数据库连接池耗尽导致请求超时", HMM=False) == theirs.lcut(
        "数据库连接池耗尽导致请求超时", HMM=False
    )
    assert not _load_prefix_cache(jieba.Tokenizer())  # jieba's default dictionary: left to jieba
