"""Quantities: numbers with units (%, ms, s, 秒, 分钟, MB/GiB, 万, QPS, 次), Chinese numerals, comparators.

Values are converted to their dimension's base unit (percent, ms, bytes, count, per second)
before comparison; the tolerance per dimension is data (``matchers/data/units.yaml``):
``|a - b| <= max(abs, rel * max(|a|, |b|))``. A plain ratio in [0, 1] equals the percent
100 times larger (``0.95`` ↔ ``95%``). A fact with a comparator (超过 90%, ≥ 3 次) is
matched when the evidence value satisfies it.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from matchers.base import ScoredMatch, Span, quick_init
from matchers.errors import RuleDataError
from matchers.normalize import fold_width
from matchers.ruledata import load_yaml_model

Comparator = Literal["eq", "gt", "ge", "lt", "le", "approx"]


class Tolerance(BaseModel):
    """Absolute (base unit) and relative tolerance of one dimension."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    abs: float = Field(ge=0.0)
    rel: float = Field(ge=0.0, le=1.0)


class UnitTable(BaseModel):
    """Schema of ``units.yaml``."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    version: int
    tolerance: dict[str, Tolerance]
    units: dict[str, tuple[str, float]]
    multipliers: dict[str, float]
    numerals: dict[str, int]
    comparators: dict[str, Comparator]
    metric_aliases: dict[str, tuple[str, ...]]
    #: Words around a number that make it a name, not a quantity: an ordinal (第 3 次), a date (6 月 11 日),
    #: a number label (2 号节点, 第 1043 行). ``before`` ends right before the number, ``after`` starts after it.
    id_context: dict[str, tuple[str, ...]] = Field(default_factory=dict)
    #: Nouns after a count that count distinct entities, not records ("8 个节点", "3 台机器", "13 个 client").
    entity_nouns: tuple[str, ...] = ()
    #: Count units that always count distinct entities (台: machines).
    entity_units: tuple[str, ...] = ()
    #: Nouns after a count that count a series' points, its rows ("两个点", "4 个采样点", "3 data points").
    point_nouns: tuple[str, ...] = ()
    #: Relative tolerance of an approximate value (约, 左右, ~, about).
    approx_rel: float = Field(default=0.1, ge=0.0, le=1.0)
    #: Byte units that may be meant decimal or binary (MB), and the relative tolerance of a comparison
    #: between one of them and another unit.
    ambiguous_byte_units: tuple[str, ...] = ()
    ambiguous_byte_rel: float = Field(default=0.05, ge=0.0, le=1.0)
    #: Units whose meaning depends on the words before them in the clause: unit → {"words": …, "unit":
    #: [dimension, factor]}. Kubernetes writes CPU in millicores ("CPU 是 300m"); elsewhere ``m`` is minutes.
    context_units: dict[str, dict[str, Any]] = Field(default_factory=dict)


def load_units(text: str | None = None) -> UnitTable:
    """Validate a unit table (the bundled ``units.yaml`` when ``text`` is None)."""
    table = load_yaml_model(UnitTable, "units.yaml", text)
    unknown = {d for d, _ in table.units.values()} - set(table.tolerance)
    if unknown:
        raise RuleDataError(f"units.yaml: dimension without tolerance: {sorted(unknown)}")
    return table


@lru_cache(maxsize=1)
def default_units() -> UnitTable:
    """The bundled unit table, validated once per process."""
    return load_units()


@quick_init
@dataclass(frozen=True)
class Quantity:
    """A number with its dimension, in the dimension's base unit.

    Attributes:
        value: value in the base unit (percent, ms, bytes, count, per second; ``number`` = unitless).
        raw_value: the number as written (before unit conversion).
        dimension: percent, time, bytes, count, rate or number.
        unit: the unit as written (None when unitless).
        comparator: eq, gt, ge, lt, le or approx (from 超过, ≥, 左右 …).
        text: the matched text.
        span: where it was found.
    """

    value: float
    raw_value: float
    dimension: str
    unit: str | None
    comparator: str
    text: str
    span: Span
    matcher: str = "quantities.number_unit.v1"
    rule: str = "number_unit"


def parse_chinese_numeral(text: str, numerals: Mapping[str, int] | None = None) -> float | None:
    """Value of a Chinese numeral (九十五 → 95, 两千 → 2000, 一万二千 → 12000, 三点五 → 3.5); None if not one."""
    nums = numerals if numerals is not None else default_units().numerals
    if "点" in text:
        whole, _, frac = text.partition("点")
        w = parse_chinese_numeral(whole, nums) if whole else 0.0
        if w is None or not frac or any(nums.get(c, 99) > 9 for c in frac):
            return None
        return w + float("0." + "".join(str(nums[c]) for c in frac))
    total, section, digit = 0, 0, None
    for ch in text:
        v = nums.get(ch)
        if v is None:
            return None
        if v < 10:
            digit = v if digit is None else digit * 10 + v
        elif v == 10000:
            total += (section + (digit or 0)) * v
            section, digit = 0, None
        else:
            section += (1 if digit is None else digit) * v
            digit = None
    return float(total + section + (digit or 0))


@lru_cache(maxsize=1)
def _default_patterns() -> tuple[re.Pattern[str], re.Pattern[str], dict[str, tuple[str, float]], re.Pattern[str]]:
    return _build(default_units())


def _unit_key(unit: str) -> str:
    """A unit as looked up: NFKC-folded and lowercased ("µs", the micro sign, is "μs", as matching texts are)."""
    return unicodedata.normalize("NFKC", unit).lower()


def _build(t: UnitTable) -> tuple[re.Pattern[str], re.Pattern[str], dict[str, tuple[str, float]], re.Pattern[str]]:
    units = {_unit_key(k): v for k, v in t.units.items()}
    unit_alt = "|".join(re.escape(u) for u in sorted(units, key=len, reverse=True))
    mult_alt = "|".join(re.escape(m) for m in sorted(t.multipliers, key=len, reverse=True))
    cn = "".join(sorted(t.numerals))
    number = (
        rf"(?P<pct>百分之)?(?:(?P<num>\d+(?:,\d{{3}})*(?:\.\d+)?)|(?P<cn>[{cn}]+(?:点[{cn}]+)?))"
        rf"(?:\s*(?P<mult>{mult_alt})(?![A-Za-z]))?"
    )
    unit_rx = rf"\s*(?P<unit>{unit_alt})(?![A-Za-z])"
    rx = re.compile(rf"{number}(?:{unit_rx})?", re.I)
    comp_alt = "|".join(re.escape(c) for c in sorted(t.comparators, key=len, reverse=True))
    comp = re.compile(rf"(?:{comp_alt})\s*$", re.I)
    # Unit-mandatory variant for free evidence text: fails fast on ids and timestamps.
    rx_unit = re.compile(number + unit_rx, re.I)
    return rx, comp, units, rx_unit


class QuantityRecognizer:
    """Finds quantities in text, skipping numbers that are part of identifiers, dates or times."""

    name = "quantities.number_unit.v1"
    kind = "quantity"

    def __init__(self, table: UnitTable | None = None) -> None:
        self.table = table or default_units()
        self._compiled = _default_patterns() if table is None else _build(self.table)

    def load(self) -> None:
        """Patterns are compiled at construction; nothing to do."""

    def _names_it(self, text: str, s: int, e: int, *, unit: bool = False) -> bool:
        """True when the words around ``text[s:e]`` make the number a name (第 3, 6 月, 2 号): ``id_context``.

        A word after a number with its unit follows the unit, not the number ("11 条日志" counts lines).
        """
        ctx = self.table.id_context
        head = text[max(0, s - 4) : s].rstrip()
        tail = text[e : e + 4].lstrip()
        return head.endswith(tuple(ctx.get("before", ()))) or (
            not unit and tail.startswith(tuple(ctx.get("after", ())))
        )

    def _unit_in_context(self, text: str, start: int, unit: str) -> tuple[str, float] | None:
        """The (dimension, factor) a context unit takes from the words before it in its sentence, or None."""
        spec = self.table.context_units.get(unit.lower())
        if not spec:
            return None
        head = text[:start]
        clause = head[max((head.rfind(c) for c in "；;。\n"), default=-1) + 1 :].lower()
        if any(w.lower() in clause for w in spec.get("words", ())):
            dim, factor = spec["unit"]
            return str(dim), float(factor)
        return None

    def analyze(
        self, text: str, *, skip: tuple[tuple[int, int], ...] = (), require_unit: bool = False
    ) -> list[Quantity]:
        """All quantities in ``text``.

        Args:
            text: any text.
            skip: spans (identifiers) inside which numbers are not quantities.
            require_unit: keep only numbers with a unit (for free-text evidence).
        """
        rx, comp, units, rx_unit = self._compiled
        if not _MAY_HAVE_NUMBER.search(text):
            return []
        if require_unit:
            rx = rx_unit
        text = fold_width(text) if not text.isascii() else text
        out: list[Quantity] = []
        for m in rx.finditer(text):
            s, e = m.span()
            if any(a <= s < b or a < e <= b for a, b in skip):
                continue
            before = text[s - 1] if s else ""
            after = text[e] if e < len(text) else ""
            num, cn, unit, mult = m.group("num"), m.group("cn"), m.group("unit"), m.group("mult")
            if self._names_it(text, s, e, unit=bool(unit or m.group("pct"))):
                continue
            if num is not None:
                if before and ((before.isalnum() and before.isascii()) or before in "._-:/#$"):
                    continue
                if not unit and after and ((after.isascii() and (after.isalnum() or after == "_")) or after in ":/-"):
                    continue
                if not unit and after == "." and e + 1 < len(text) and text[e + 1].isdigit():
                    continue
                raw = float(num.replace(",", ""))
            else:
                raw_cn = parse_chinese_numeral(cn, self.table.numerals)
                if raw_cn is None or not (unit or m.group("pct")) or (raw_cn < 2 and not m.group("pct")):
                    continue
                raw = raw_cn
            if mult:
                raw *= self.table.multipliers.get(mult, self.table.multipliers.get(mult.lower(), 1))
            if not math.isfinite(raw):
                continue  # a run of hundreds of digits is no value (and would never compare: inf, NaN)
            if m.group("pct"):
                dim, factor, unit_s = "percent", 1.0, "%"
            elif unit:
                if after.isdigit():
                    continue  # a chained duration (3m20s) is one value, not 3 minutes
                dim, factor = self._unit_in_context(text, s, unit) or units[_unit_key(unit)]
                unit_s = unit
            else:
                if require_unit:
                    continue
                dim, factor, unit_s = "number", 1.0, None
            cm = comp.search(text[max(0, s - 6) : s])
            op = self.table.comparators[_comp_key(cm.group(0).strip(), self.table)] if cm else "eq"
            if out and cm and cm.group(0).strip() in _RANGE_DASHES and _RANGE_GAP.fullmatch(text[out[-1].span.end : s]):
                op = "eq"  # "44%~49%": the dash joins a range, it is no "about"
            tail = text[e : e + 4].lstrip()
            if tail.startswith(("以上", "之上", "多")):
                op = "ge" if op == "eq" else op
            elif tail.startswith(("以下", "之下", "以内")):
                op = "le" if op == "eq" else op
            elif tail.startswith("左右"):
                op = "approx"
            out.append(Quantity(raw * factor, raw, dim, unit_s, op, m.group(0), Span(s, e)))
        return _ranges(text, out)


#: Dashes that join the two ends of a range ("44%–49%", "44~49%") rather than mark an approximation.
_RANGE_DASHES = frozenset("~～-–—")
#: What may stand between a range's ends: a dash or 到/至, with spaces.
_RANGE_GAP = re.compile(r"\s*(?:[~～\-–—]|到|至)?\s*")
#: A range's close right after its upper end ("之间", "范围内").
_RANGE_CLOSE = re.compile(r"\s*(?:之间|范围内|区间)")


def _ranges(text: str, found: list[Quantity]) -> list[Quantity]:
    """Two values of one dimension joined as a range ("在 44%–49% 之间", "44% 到 49% 之间"): the bounds ge, le."""
    out = list(found)
    for i in range(len(out) - 1):
        lo, hi = out[i], out[i + 1]
        closed = _RANGE_CLOSE.match(text, hi.span.end) is not None
        if lo.dimension == "number" and hi.dimension != "number" and hi.raw_value and closed:
            # "3~5 ms 之间": the upper end's unit is the range's
            lo = replace(lo, value=lo.raw_value * hi.value / hi.raw_value, dimension=hi.dimension, unit=hi.unit)
        if (
            lo.comparator == "eq"
            and hi.comparator == "eq"
            and lo.dimension == hi.dimension
            and _RANGE_GAP.fullmatch(text[lo.span.end : hi.span.start])
            and text[lo.span.end : hi.span.start].strip()
            and closed
            and lo.value <= hi.value
        ):
            out[i] = replace(lo, comparator="ge")
            out[i + 1] = replace(hi, comparator="le")
    return out


_MAY_HAVE_NUMBER = re.compile(r"[0-9０-９零〇一二两三四五六七八九十百千万]")


def _comp_key(found: str, table: UnitTable) -> str:
    low = found.lower()
    for k in table.comparators:
        if k.lower() == low:
            return k
    return found


def quantity_from_value(
    value: float, unit: str | None, *, table: UnitTable | None = None, context: str = ""
) -> Quantity:
    """A quantity from a structured value and its unit field (``value=37.5 unit=%``).

    ``context``: the metric or field name the value is of; a context unit takes its meaning from
    it (``CpuUsage`` with unit ``m`` is millicores, not minutes: ``units.yaml`` ``context_units``).
    """
    tab = table or default_units()
    units = _lower_units() if table is None else {_unit_key(k): v for k, v in table.units.items()}
    dim, factor = ("number", 1.0)
    if unit:
        dim, factor = units.get(_unit_key(unit.strip()), ("number", 1.0))
        spec = tab.context_units.get(unit.strip().lower()) if context else None
        if spec and any(w.lower() in context.lower() for w in spec.get("words", ())):
            dim, factor = str(spec["unit"][0]), float(spec["unit"][1])
    return Quantity(value * factor, value, dim, unit, "eq", f"{value:g}{unit or ''}", Span(0, 0), rule="structured")


def count_quantity(n: int) -> Quantity:
    """A count observed in evidence (records counted), comparable with a stated count ("共 9 条")."""
    return Quantity(float(n), float(n), "count", None, "eq", str(n), Span(0, 0), rule="counted")


@lru_cache(maxsize=1)
def _lower_units() -> dict[str, tuple[str, float]]:
    return {_unit_key(k): v for k, v in default_units().units.items()}


def within(
    a: float,
    b: float,
    dimension: str,
    *,
    table: UnitTable | None = None,
    step: float | None = None,
    rel: float | None = None,
) -> bool:
    """True when ``a`` and ``b`` (same dimension, base unit) are equal within the documented tolerance.

    ``step``: one unit of the last digit the claim writes, in the base unit. The absolute tolerance
    never exceeds it: "931 µs" is stated to the microsecond, so 1 ms of slack would make it 631 µs.
    ``rel``: a relative tolerance replacing the dimension's (:func:`byte_rel`).
    """
    t = (table or default_units()).tolerance.get(dimension) or Tolerance(abs=0.0, rel=0.01)
    slack = t.abs if step is None else min(t.abs, step)
    return abs(a - b) <= max(slack, (t.rel if rel is None else rel) * max(abs(a), abs(b))) + 1e-9


def byte_rel(claim: Quantity, evidence: Quantity, table: UnitTable | None = None) -> float | None:
    """The relative tolerance of two byte values when one unit may be decimal or binary, else None.

    "383 KB" against 383186 bytes may mean 383 × 1000: a KB, MB, GB or TB value compared with one in
    another unit matches within ``ambiguous_byte_rel``; "495.0 MiB" against ``MemoryUsage(Mi)`` does not
    (both binary: the ``bytes`` tolerance, so 475.4 MiB is another value).
    """
    if claim.dimension != "bytes" or evidence.dimension != "bytes":
        return None
    t = table or default_units()
    cu, eu = (_unit_key(x.unit or "b") for x in (claim, evidence))
    amb = t.ambiguous_byte_units
    return t.ambiguous_byte_rel if cu != eu and (cu in amb or eu in amb) else None


_STATED_NUMBER = re.compile(r"\d+(?:\.(\d+))?")


def stated_step(q: Quantity) -> float | None:
    """One unit of the last digit ``q``'s text writes, in its dimension's base unit (None when it writes no digits)."""
    m = _STATED_NUMBER.search(q.text)
    if m is None or not q.raw_value:
        return None
    return abs(q.value / q.raw_value) * 10.0 ** -len(m.group(1) or "")


@dataclass(frozen=True)
class QuantityMatcher:
    """Whether an evidence quantity supports a claimed one (after unit normalisation, with tolerance)."""

    name: str = "quantities.compare.v1"
    kind: str = "quantity_compare"

    def comparable(self, claim: Quantity, evidence: Quantity) -> bool:
        """True when the two can be compared at all (same dimension, or a unitless side)."""
        return claim.dimension == evidence.dimension or "number" in (claim.dimension, evidence.dimension)

    def match(self, claim: Quantity, evidence: Quantity) -> ScoredMatch:
        """Compare; ``rule`` is tolerance, comparator, ratio_percent, dimension_mismatch or out_of_tolerance."""
        a, b, dim = claim.value, evidence.value, claim.dimension
        rule = "tolerance"
        if claim.dimension != evidence.dimension:
            if claim.dimension == "percent" and evidence.dimension == "number" and not within(a, b, dim):
                b, rule = b * 100, "ratio_percent"
            elif claim.dimension == "number" and evidence.dimension == "percent" and not within(a, b, "number"):
                a, dim, rule = a * 100, "percent", "ratio_percent"
            elif claim.dimension == "number":
                a, b, dim = claim.raw_value, evidence.raw_value, "number"
            elif evidence.dimension == "number":
                b, dim = evidence.raw_value * (claim.value / claim.raw_value if claim.raw_value else 1), claim.dimension
            else:
                return ScoredMatch(self.name, "dimension_mismatch", 0.0, False, f"{claim.text} vs {evidence.text}")
        op = claim.comparator
        step = stated_step(claim) if dim == claim.dimension else None
        brel = byte_rel(claim, evidence)
        if op in ("gt", "ge", "lt", "le"):
            near = within(a, b, dim, step=step, rel=brel)
            ok = {"gt": b > a or near, "ge": b >= a or near, "lt": b < a or near, "le": b <= a or near}[op]
            return ScoredMatch(self.name, "comparator", 1.0 if ok else 0.0, ok, f"{op} {a:g} vs {b:g}")
        # "approx" (约, 左右, ~, about) widens the tolerance to ``approx_rel`` (units.yaml, 10%).
        rel = default_units().approx_rel
        ok = within(a, b, dim, step=step, rel=brel) or (op == "approx" and abs(a - b) <= rel * max(abs(a), abs(b)))
        return ScoredMatch(self.name, rule if ok else "out_of_tolerance", 1.0 if ok else 0.0, ok, f"{a:g} vs {b:g}")
