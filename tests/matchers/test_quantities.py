"""Quantities: units, Chinese numerals, ratio ↔ percent, comparators; compared after unit normalisation."""

from __future__ import annotations

import pytest

from matchers.quantities import QuantityMatcher, QuantityRecognizer, parse_chinese_numeral, quantity_from_value

R = QuantityRecognizer()
C = QuantityMatcher()


def one(text: str):
    [q] = R.analyze(text)
    return q


@pytest.mark.parametrize(
    ("text", "value", "dimension", "comparator"),
    [
        ("CPU 使用率 45%", 45.0, "percent", "eq"),
        ("延迟 1200ms", 1200.0, "time", "eq"),
        ("延迟 3s", 3000.0, "time", "eq"),
        ("延迟 3 秒", 3000.0, "time", "eq"),
        ("耗时 800 毫秒", 800.0, "time", "eq"),
        ("持续 5 分钟", 300000.0, "time", "eq"),
        # "m" is minutes, unless its sentence names CPU (Kubernetes millicores)
        ("持续 5m", 300000.0, "time", "eq"),
        ("CPU 用量 300m", 300.0, "cpu", "eq"),
        ("CPU 均值 7.3m", 7.3, "cpu", "eq"),
        ("内存 512MB", 512 * 1024**2, "bytes", "eq"),
        ("内存 2GB", 2 * 1024**3, "bytes", "eq"),
        ("内存 2GiB", 2 * 1024**3, "bytes", "eq"),
        ("请求量 1.2万", 12000.0, "number", "eq"),
        ("峰值 3000 QPS", 3000.0, "rate", "eq"),
        ("重启 5 次", 5.0, "count", "eq"),
        ("百分之九十五", 95.0, "percent", "eq"),
        ("重启三次", 3.0, "count", "eq"),
        ("CPU 超过 90%", 90.0, "percent", "gt"),
        ("CPU 高于 90%", 90.0, "percent", "gt"),
        ("CPU 低于 10%", 10.0, "percent", "lt"),
        ("峰值达到 92%", 92.0, "percent", "eq"),
        ("CPU > 90%", 90.0, "percent", "gt"),
        ("重试 ≥ 3 次", 3.0, "count", "ge"),
        # a comparator after the value, with or without a space before it
        ("CPU 一直处于 80% 以上", 80.0, "percent", "ge"),
        ("CPU 掉到 1%以下", 1.0, "percent", "le"),
        ("延迟在 200ms 以内", 200.0, "time", "le"),
        # a count of lines or records: the word after the unit is the unit's, not a date's ("日志", not 日)
        ("共 11 条日志", 11.0, "count", "eq"),
        ("这段日志共 30 行", 30.0, "count", "eq"),
        ("共 11 行日志", 11.0, "count", "eq"),
    ],
)
def test_recognises(text: str, value: float, dimension: str, comparator: str) -> None:
    q = one(text)
    assert (q.value, q.dimension, q.comparator) == (pytest.approx(value), dimension, comparator)


@pytest.mark.parametrize(
    "text",
    [
        "ERR_5001",
        "主机 10.0.0.1",
        "2023-01-29 09:25",
        "HTTP 503",
        "pod-7f9c",
        "P99 延迟",
        "一直报错",
        "E1234",
        "第 11 行",
        "6 月",
    ],
)
def test_negative_twin_has_no_quantity(text: str) -> None:
    skip = ((0, len(text)),) if text in ("HTTP 503", "E1234") else ()
    assert R.analyze(text, skip=skip) == []


@pytest.mark.parametrize(
    ("claim", "evidence", "ok"),
    [
        ("1.5秒", "1500ms", True),
        ("2GB", "2048MB", True),
        ("95%", "0.95", True),
        ("0.375", "37.5%", True),
        ("45%", "92%", False),
        ("超过 90%", "92%", True),
        ("超过 95%", "92%", False),
        ("低于 10%", "8%", True),
        ("约 200ms", "210ms", True),
        ("3 秒", "3 次", False),
        ("92%", "92.4%", True),
        # MB may be meant decimal: against another unit it matches within 5% (383 KB ~ 383186 bytes) …
        ("383 KB", "383186 bytes", True),
        ("495 MB", "475.4 MiB", True),
        # … two values in one unit, or both binary, do not (495.0 MiB is not 475.4 Mi)
        ("495.0 MiB", "475.4 MiB", False),
        ("495.0 MiB", "475.4 Mi", False),
        ("495 MB", "475.4 MB", False),
        ("495.0 MiB", "495.02 Mi", True),
    ],
)
def test_compare(claim: str, evidence: str, ok: bool) -> None:
    assert C.match(one(claim), one(evidence)).matched is ok


def test_structured_value_uses_unit_field() -> None:
    ev = quantity_from_value(88.1, "%")
    assert C.match(one("88.1%"), ev).matched
    assert not C.match(one("45%"), ev).matched


@pytest.mark.parametrize(
    ("text", "value"), [("九十五", 95), ("两千", 2000), ("一万二千", 12000), ("三点五", 3.5), ("十", 10)]
)
def test_chinese_numerals(text: str, value: float) -> None:
    assert parse_chinese_numeral(text) == value


def test_a_chained_duration_is_no_value_of_minutes():
    assert R.analyze("耗时 3m20s") == []


@pytest.mark.parametrize("text", ["耗时 684553 µs", "耗时 684553 μs", "took 684553 µs"])
def test_micro_sign_and_greek_mu_are_one_unit(text):
    """NFKC turns the micro sign (U+00B5) into Greek mu (U+03BC): both spellings are microseconds."""
    from matchers.quantities import QuantityRecognizer

    [q] = QuantityRecognizer().analyze(text)
    assert (q.dimension, round(q.value, 3)) == ("time", 684.553)


@pytest.mark.parametrize(
    ("text", "bounds"),
    [
        # a range's ends are its bounds: the lower one ge, the upper one le
        ("CPU 使用率在 44%–49% 之间", [(44.0, "ge"), (49.0, "le")]),
        ("CPU 使用率在 44% 到 49% 之间", [(44.0, "ge"), (49.0, "le")]),
        ("延迟 3~5 ms 之间", [(3.0, "ge"), (5.0, "le")]),  # the upper end's unit is the range's
        # twins: two values with no range close stay values; "~" before one value alone is "about"
        ("CPU 从 44% 涨到 49%", [(44.0, "eq"), (49.0, "eq")]),
        ("耗时 ~5 ms", [(5.0, "approx")]),
    ],
)
def test_ranges(text: str, bounds: list[tuple[float, str]]) -> None:
    assert [(q.raw_value, q.comparator) for q in R.analyze(text)] == bounds


@pytest.mark.parametrize(
    ("value", "instants"),
    [
        ("1083198788", [1083198788.0]),  # an epoch in seconds …
        ("1674982196448538911", [1674982196.4485388]),  # … or nanoseconds
        ("2023-01-29T08:49:56.5Z", [1674982196.5]),
        ("2023-01-29 16:49:56+08:00", [1674982196.0]),  # a written zone is applied
        ("16:49:56", []),  # a time of day alone has no instant
        ("2023-02-30T08:00:00Z", []),  # no such day
    ],
)
def test_instants_of_dated_values(value, instants):
    from matchers.times import instants_in_value

    assert instants_in_value(value) == pytest.approx(instants)
