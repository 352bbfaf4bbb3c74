"""Fact keys: the identifiers and quantities that make a sentence checkable (and critical), as strings.

The extractors' view of the matcher vocabulary: where :mod:`matchers.identifiers` and
:mod:`matchers.quantities` give labelled spans for the checks, this module gives the
*keys* a fact must not silently lose, as lower-cased strings for set comparison (is a
sentence stated, is it covered by a fact). A token counts as a key identifier when it is
shaped like one — it mixes letters with digits, or joins word parts with ``_ - . : /``, or
is a CamelCase / ALL-CAPS name (exceptions, alerts, codes). Quantities are numbers,
optionally with a unit.
"""

from __future__ import annotations

import re
from functools import lru_cache

#: ASCII word-ish tokens (joined by _ - . : /), with a leading letter or digit.
ASCII_TOKEN = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.:/\-]*[A-Za-z0-9]|[A-Za-z0-9]")
_NUMBER_UNIT = re.compile(
    r"(?<![A-Za-z0-9_.:/\-])(\d+(?:\.\d+)?)\s*(%|ms|s|秒|毫秒|分钟|min|小时|h|mb|gb|kb|tb|m|g|k|次|个|条|倍|核|qps|tps|rps)?"
    r"(?![A-Za-z0-9_]|[.:/\-]\d)",
    re.I,
)
_CAMEL = re.compile(r"[a-z][A-Z]|[A-Z]{2,}[a-z]")
_IPV4 = re.compile(r"^\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?$")
#: ALL-CAPS words that are ordinary English, not identifiers.
_CAPS_STOP = frozenset({"ERROR", "WARN", "INFO", "DEBUG", "OK", "PASS", "JSON", "API", "HTTP", "THE", "AND", "NOT"})


_QUANTITY_TOKEN = re.compile(r"\d+(?:\.\d+)?(?:%|ms|s|min|h|mb|gb|kb|tb|m|g|k|qps|tps|rps)?", re.I)


def _is_identifier(tok: str) -> bool:
    if _QUANTITY_TOKEN.fullmatch(tok):
        return False
    if len(tok) < 3 and not _IPV4.match(tok):
        return False
    if _IPV4.match(tok):
        return True
    has_alpha = any(c.isalpha() for c in tok)
    has_digit = any(c.isdigit() for c in tok)
    if not has_alpha:
        # Pure numbers with separators: dates, versions, times (2023-01-29, 1.2.3) are identifiers.
        return bool(re.search(r"\d[-.:/]\d", tok)) and not re.fullmatch(r"\d+\.\d+", tok)
    if has_digit:
        return True
    if any(c in tok for c in "_.:/") or ("-" in tok and not tok.startswith("-")):
        return True
    if _CAMEL.search(tok):
        return True
    return tok.isupper() and len(tok) >= 3 and tok not in _CAPS_STOP


@lru_cache(maxsize=4096)
def identifiers(text: str) -> frozenset[str]:
    """Lower-cased key identifiers in ``text`` (service names, codes, exceptions, hosts, IPs)."""
    return frozenset(t.lower().rstrip(".:/-") for t in ASCII_TOKEN.findall(text) if _is_identifier(t))


def _norm_number(num: str) -> str:
    if "." not in num:
        return num.lstrip("0") or "0"  # str(int(num)) without int's 4,300-digit limit
    if len(num) > 30:  # beyond float precision: compared as written
        return num.rstrip("0").rstrip(".")
    return str(float(num)).removesuffix(".0")


@lru_cache(maxsize=4096)
def quantities(text: str) -> frozenset[str]:
    """Numbers in ``text`` (with unit when given), normalised: ``37.50 %`` → ``37.5%``.

    Numbers inside identifiers (``ERR_500``, ``10.0.0.1``) are not quantities.
    """
    out = set()
    for m in _NUMBER_UNIT.finditer(text):
        unit = (m.group(2) or "").lower()
        out.add(_norm_number(m.group(1)) + unit)
    return frozenset(out)


def keys(text: str) -> frozenset[str]:
    """Identifiers and quantities together: the things a fact must not silently lose."""
    return identifiers(text) | quantities(text)


def has_key(text: str) -> bool:
    """True when ``text`` names a concrete identifier or quantity."""
    return bool(keys(text))
