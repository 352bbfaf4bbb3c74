"""Fuzzy matching: exact after normalisation first; a digit change never matches."""

from __future__ import annotations

import pytest

from matchers.fuzzy import (
    ExcerptMatcher,
    IdentifierMatcher,
    find_identifier,
    identifier_similarity,
    partial_ratio,
    ratio,
)
from matchers.normalize import fold_case, fold_separators, fold_width

M = IdentifierMatcher()


@pytest.mark.parametrize(
    ("a", "b", "rule"),
    [
        ("ERR_DB_POOL_EXHAUSTED", "ERR_DB_POOL_EXHAUSTED", "exact"),
        ("ERR_DB_POOL_EXHAUSTED", "err-db-pool-exhausted", "normalized"),
        ("ＥＲＲ＿ＤＢ＿ＰＯＯＬ", "ERR_DB_POOL", "normalized"),
        ("order-service", "ORDER_SERVICE", "normalized"),
        ("java.lang.OutOfMemoryError", "OutOfMemoryError", "qualified_suffix"),
        ("IllegalStateException", "IlegalStateException", "fuzzy"),
    ],
)
def test_same_identifier(a: str, b: str, rule: str) -> None:
    r = M.match(a, b)
    assert r.matched and r.rule == rule


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("ERR_5001", "ERR_5002"),
        ("10.0.0.1", "10.0.0.2"),
        ("pod-7f9c", "pod-7f9d"),
        ("ORA-00060", "ORA-00061"),
        ("order-service", "orders-service"),
        ("ERR_DB_POOL_EXHAUSTED", "ERR_DB_POOL_TIMEOUT"),
        ("HighErrorRate", "HighLatency"),
    ],
)
def test_different_identifier(a: str, b: str) -> None:
    assert not M.match(a, b).matched


@pytest.mark.parametrize(
    ("ident", "text", "found"),
    [
        ("ERR_5001", "code=ERR_5001 at x", True),
        ("ERR_500", "code=ERR_5001 at x", False),
        ("10.0.0.1", "peer 10.0.0.12 down", False),
        ("10.0.0.1", "peer 10.0.0.1:8080 down", True),
        ("order-service", "[ERROR] order-service-5dc8d4f9fd-46997: boom", True),
        ("OutOfMemoryError", "java.lang.OutOfMemoryError: heap", True),
        ("crashloopbackoff", "status CrashLoopBackOff,", True),
        ("1213 (40001)", "ERROR 1213 (40001): Deadlock", True),
    ],
)
def test_find_identifier(ident: str, text: str, found: bool) -> None:
    assert (find_identifier(ident, text) is not None) is found


@pytest.mark.parametrize(
    ("excerpt", "text", "matched"),
    [
        ("ERR_DB_POOL_EXHAUSTED", "[ERROR] svc: ERR_DB_POOL_EXHAUSTED (x3)", True),
        (
            "No instances available for ts-basic-service",
            "IllegalStateException: No instances  available for ts-basic-service",
            True,
        ),
        ("value=37.5", "alert X value=37.5 unit=%", True),
        ("value=38.5", "alert X value=37.5 unit=%", False),
        ("", "anything", False),
        ("completely different words here", "alert X value=37.5 unit=%", False),
        # One word the output never writes makes another message, however close the characters are.
        (
            "fatal: Write failed: Connection refused by peer",
            "sshd[25457]: fatal: Write failed: Connection reset by peer",
            False,
        ),
        (
            "fatal: Write failed: Connection reset by peer",
            "sshd[25457]: fatal: Write failed: Connection reset by peer",
            True,
        ),
    ],
)
def test_excerpt_matcher(excerpt: str, text: str, matched: bool) -> None:
    assert ExcerptMatcher().match(excerpt, text).matched is matched


@pytest.mark.parametrize(
    ("fn", "text", "out"),
    [
        (fold_width, "ＥＲＲ＿５００１", "ERR_5001"),
        (fold_case, "ERR_DB", "err_db"),
        (fold_separators, "ERR-DB_Pool.exhausted", "errdbpoolexhausted"),
    ],
)
def test_processors(fn, text: str, out: str) -> None:
    assert fn(text) == out


def test_scorers_take_processor_and_cutoff() -> None:
    assert ratio("ERR-DB", "err_db") < 100
    assert ratio("ERR-DB", "err_db", processor=fold_separators) == 100
    assert partial_ratio("abc", "xxabcxx") == 100
    assert identifier_similarity("ERR_5001", "ERR_5001", score_cutoff=50) == 100
    assert ratio("abc", "xyz", score_cutoff=90) == 0
