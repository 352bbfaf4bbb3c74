"""Shape rules: what makes one token an identifier (and what never does), as validated data.

:func:`classify` names the shape of one token; :mod:`matchers.shapes` finds the tokens in a text.
The rules live in ``matchers/data/shapes.yaml`` (checked against :class:`ShapeRules`; every regex
is used with ``fullmatch`` on one token, and a regex that nests unbounded quantifiers is refused).

Precedence (the first rule that matches names the shape): never-words, ipv4 (optional port or
CIDR), ipv6, mac, prefixed ids (block_id, container_id, attempt_id, …, request_id), uuid, hex_0x;
then the *never* rules (no letter at all: numbers, decimals, dates, times, versions; a number
with a unit, ``30000ms``, ``1h30m``; the date/time/ordinal/percentile patterns); then hex,
k8s_object, class_name, fqdn, host_port, exception, upper_code, mixed_script, mixed, service.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from pydantic import BaseModel, ConfigDict, Field, field_validator

from matchers.ruledata import load_yaml_model

#: Version of the shape rules and of ``identifiers.shape.v<VERSION>``.
VERSION = 1

#: Zero-width, soft-hyphen and bidi control characters: invisible, so never part of an identifier.
INVISIBLE = "\u00ad\u180e\u200b\u200c\u200d\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2060\u2061\u2062\u2063\u2064" + (
    "\u2066\u2067\u2068\u2069\ufeff"
)
_DROP = dict.fromkeys(map(ord, INVISIBLE))

_NESTED = re.compile(r"\((?:[^()\\]|\\.)*[+*}](?:[^()\\]|\\.)*\)[+*{]")
_DIGIT, _ALPHA = re.compile(r"[0-9]"), re.compile(r"[A-Za-z]")
_CONFUSABLE_SCRIPT = re.compile("[\u0370-\u03ff\u0400-\u04ff]")
# Starts only where a number starts (the lookbehind), so a long digit run is not retried at every digit.
_NUM_UNIT = re.compile(r"(?<![\d.])(\d++(?:\.\d++)?)([^\W\d_]++)")
_HEX = re.compile(r"[0-9a-fA-F]+")
_UUID = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")
_MAC = re.compile(r"[0-9a-fA-F]{2}([:-])[0-9a-fA-F]{2}(?:\1[0-9a-fA-F]{2}){4}")  # one separator throughout
_CIDR = re.compile(r"([0-9.]{7,15})/(\d{1,2})")
_LOWER_NAME, _ALNUM_PART = re.compile(r"[a-z][a-z0-9-]*"), re.compile(r"[a-z0-9]+")
_PKG, _CLS = re.compile(r"[a-z_][a-z0-9_]*"), re.compile(r"[A-Z][A-Za-z0-9_$]*")
_MEMBER = re.compile(r"[A-Za-z_][A-Za-z0-9_$]*")
_DNS_LABEL, _HOST = re.compile(r"[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?"), re.compile(r"[a-z0-9][a-z0-9.-]*")
_CAMEL, _UPPER_PART, _SNAKE_SPLIT = re.compile(r"[A-Z][A-Za-z0-9]*"), re.compile(r"[A-Z0-9]+"), re.compile(r"[_-]")


def _linear_regex(value: str) -> str:
    try:
        re.compile(value)
    except re.error as exc:
        raise ValueError(f"bad regex {value!r}: {exc}") from exc
    if _NESTED.search(value):
        raise ValueError(f"regex {value!r} nests unbounded quantifiers")
    return value


class ShapeRules(BaseModel):
    """Schema of ``shapes.yaml`` (the file's header documents every key); unknown keys are refused."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    version: int
    score: float = Field(ge=0.0, le=1.0)
    min_mixed_length: int = Field(ge=1)
    min_hex_length: int = Field(ge=1)
    min_0x_digits: int = Field(ge=1)
    prefixed: dict[str, str]
    service_parts: tuple[str, ...]
    tlds: tuple[str, ...]
    exception_suffixes: tuple[str, ...]
    k8s_suffix_alphabet: str
    field_names: tuple[str, ...]
    units: tuple[str, ...]
    duration_units: tuple[str, ...]
    never_words: tuple[str, ...]
    never_patterns: dict[str, str]

    @field_validator("prefixed", "never_patterns")
    @classmethod
    def _regexes(cls, value: dict[str, str]) -> dict[str, str]:
        return {k: _linear_regex(v) for k, v in value.items()}


def load_shape_rules(text: str | None = None) -> ShapeRules:
    """Validate shape rules (the bundled ``shapes.yaml`` when ``text`` is None)."""
    return load_yaml_model(ShapeRules, "shapes.yaml", text)


@dataclass(frozen=True)
class ShapeTable:
    """:class:`ShapeRules` compiled for matching (build with :func:`compile_shape_rules`)."""

    rules: ShapeRules
    prefixed: tuple[tuple[str, re.Pattern[str]], ...]
    never: tuple[re.Pattern[str], ...]
    never_words: frozenset[str]
    units: frozenset[str]
    durations: frozenset[str]
    fields: frozenset[str]
    services: frozenset[str]
    tlds: frozenset[str]
    k8s: frozenset[str]


def _lower(words: Iterable[str]) -> frozenset[str]:
    return frozenset(w.lower() for w in words)


def compile_shape_rules(rules: ShapeRules) -> ShapeTable:
    """Compile ``rules``; the labels' exclusions (``read-only``, ``utf-8``, …) join its never-words."""
    from matchers.identifiers import label_table
    from matchers.quantities import default_units

    return ShapeTable(
        rules=rules,
        prefixed=tuple((k, re.compile(v)) for k, v in rules.prefixed.items()),
        never=tuple(re.compile(v, re.I) for v in rules.never_patterns.values()),
        never_words=_lower(rules.never_words) | _lower(label_table().exclude),
        units=_lower(rules.units) | _lower(u for u in default_units().units if u.isascii() or u in "µμ"),
        durations=_lower(rules.duration_units),
        fields=_lower(rules.field_names),
        services=_lower(rules.service_parts),
        tlds=_lower(rules.tlds),
        k8s=frozenset(rules.k8s_suffix_alphabet),
    )


@lru_cache(maxsize=1)
def default_shape_table() -> ShapeTable:
    """The bundled shape rules, validated and compiled once per process."""
    return compile_shape_rules(load_shape_rules())


def token_form(text: str) -> str:
    """The classification form of a token: invisible characters dropped, NFKC; case kept."""
    text = text.translate(_DROP)
    return text if text.isascii() else unicodedata.normalize("NFKC", text)


def is_port(s: str) -> bool:
    """True for a TCP/UDP port number (1–5 digits, at most 65535)."""
    return 1 <= len(s) <= 5 and s.isdigit() and int(s) <= 65535


def _split_port(t: str) -> tuple[str, str | None]:
    host, sep, port = t.rpartition(":")
    return (host, port) if sep and is_port(port) else (t, None)


def _ipv4(t: str) -> bool:
    parts = _split_port(t)[0].split(".")
    return len(parts) == 4 and all(1 <= len(p) <= 3 and p.isdigit() and int(p) <= 255 for p in parts)


def is_mac(t: str) -> bool:
    """True for a MAC address (``ab:cd:ef:12:34:56``, ``AB-CD-EF-12-34-56``)."""
    return _MAC.fullmatch(t) is not None


def is_cidr(t: str) -> bool:
    """True for an IPv4 CIDR block (``10.0.0.0/16``)."""
    m = _CIDR.fullmatch(t)
    return m is not None and _ipv4(m.group(1)) and int(m.group(2)) <= 32


def is_ipv6(t: str) -> bool:
    """True for an IPv6 address (``fe80::1``, ``::ffff:10.0.0.1``; at most 45 characters)."""
    if len(t) > 45 or t.count("::") > 1 or ":::" in t or t.count(":") < 2:
        return False
    groups = t.split(":")
    if "." in groups[-1]:  # ::ffff:10.0.0.1
        if not _ipv4(groups[-1]):
            return False
        groups = [*groups[:-1], "0", "0"]
    filled = [g for g in groups if g]
    if not filled or not all(len(g) <= 4 and _HEX.fullmatch(g) for g in filled):
        return False
    return len(groups) == 8 if "::" not in t else len(filled) <= 7


def _quantity(low: str, tb: ShapeTable) -> bool:
    pairs = _NUM_UNIT.findall(low)
    if not pairs or sum(len(a) + len(b) for a, b in pairs) != len(low):
        return False
    return pairs[0][1] in tb.units if len(pairs) == 1 else all(u in tb.durations for _, u in pairs)


def _k8s_object(t: str, tb: ShapeTable) -> bool:
    parts = t.split("-")
    if not _LOWER_NAME.fullmatch(t) or len(parts) < 2 or not all(parts):
        return False
    last = parts[-1]
    if len(last) == 5 and set(last) <= tb.k8s:  # <name>-<pod-template-hash>-<5>, or <name>-<5>
        two = len(parts) >= 3 and 6 <= len(parts[-2]) <= 10 and set(parts[-2]) <= tb.k8s
        suffix = parts[-2] + last if two else last
    elif 6 <= len(last) <= 10 and set(last) <= tb.k8s:  # a ReplicaSet: <name>-<pod-template-hash>
        suffix = last
    else:
        return False
    return _DIGIT.search(suffix) is not None


def _class_name(t: str) -> bool:
    base, sep, line = t.rpartition("#")  # a logger's class#line: c.s.ContactsServiceImpl#37
    parts = (base if sep and line.isdigit() else t).split(".")
    k = next((i for i, p in enumerate(parts) if p[:1].isupper()), 0)
    if len(parts) < 2 or k == 0 or not all(_PKG.fullmatch(p) for p in parts[:k]):
        return False
    cls = parts[k]
    if not _CLS.fullmatch(cls) or cls.endswith("$") or cls.isupper():
        return False
    return all(_MEMBER.fullmatch(p) for p in parts[k + 1 :])


def _fqdn(t: str, tb: ShapeTable) -> bool:
    labels = _split_port(t)[0].split(".")
    if len(labels) < 2 or labels[-1] not in tb.tlds:
        return False
    return all(_DNS_LABEL.fullmatch(x) for x in labels) and any(_ALPHA.search(x) for x in labels[:-1])


def _hostis_port(t: str, tb: ShapeTable) -> bool:
    host, port = _split_port(t)
    if port is None or len(port) < 2 or not _HOST.fullmatch(host) or not _ALPHA.search(host):
        return False
    return not host.isalpha() or host not in tb.fields


def _exception(t: str, tb: ShapeTable) -> bool:
    return bool(_CAMEL.fullmatch(t)) and any(len(t) > len(s) and t.endswith(s) for s in tb.rules.exception_suffixes)


def _upper_code(t: str) -> bool:
    parts = _SNAKE_SPLIT.split(t)
    if len(parts) < 2 or not all(_UPPER_PART.fullmatch(p) for p in parts) or not parts[0][0].isalpha():
        return False
    return "_" in t or _DIGIT.search(t) is not None


def _service(t: str, tb: ShapeTable) -> bool:
    parts = t.split("-")
    if len(parts) < 2 or not t[:1].isalpha() or not all(_ALNUM_PART.fullmatch(p) for p in parts):
        return False
    return any(p in tb.services for p in parts)


#: A lowerCamelCase word this long is a code name (a method or field: ``modifyOrder``, ``findContactsById``).
MIN_CODE_NAME = 8
_LOWER_CAMEL = re.compile(r"[a-z]+(?:[A-Z][a-z0-9]+)+")

#: :func:`_classify`'s verdict for a token that a *never* rule vetoes (a number, date, word, …).
NEVER = ""


def classify(token: str, *, table: ShapeTable | None = None) -> str | None:
    """The shape of one token (NFKC, invisible characters dropped, case kept), or None.

    The first rule that matches names the shape; the order is the precedence (module docstring).
    """
    return token_shape(token, table if table is not None else default_shape_table()) or None


def token_shape(t: str, tb: ShapeTable) -> str | None:
    """A shape name; :data:`NEVER` when a *never* rule vetoes the token; None when no rule matched."""
    low = t.lower()
    if not t or low in tb.never_words:
        return NEVER
    if t.isascii() and t.isalpha():  # a plain word: a CamelCase exception or a lowerCamel code name only
        if _exception(t, tb):
            return "exception"
        return "code_name" if len(t) >= MIN_CODE_NAME and _LOWER_CAMEL.fullmatch(t) else NEVER
    if _ipv4(t) or is_cidr(t):
        return "ipv4"
    if is_ipv6(t):
        return "ipv6"
    if is_mac(t):
        return "mac"
    for shape, rx in tb.prefixed:
        if rx.fullmatch(t):
            return shape
    if _UUID.fullmatch(t):
        return "uuid"
    if low.startswith("0x") and len(t) >= 2 + tb.rules.min_0x_digits and _HEX.fullmatch(t, 2):
        return "hex_0x"
    digit, alpha, other = _DIGIT.search(t), _ALPHA.search(t), _CONFUSABLE_SCRIPT.search(t)
    if (not alpha and not other) or _quantity(low, tb) or any(rx.fullmatch(t) for rx in tb.never):
        return NEVER  # numbers, decimals, dates, versions; 30000ms; 2023-01-29T09:25:05Z, p99, 5xx, …
    if digit and len(t) >= tb.rules.min_hex_length and _HEX.fullmatch(t):
        return "hex"
    for shape, test in (
        ("k8s_object", lambda: _k8s_object(t, tb)),
        ("class_name", lambda: _class_name(t)),
        ("fqdn", lambda: _fqdn(t, tb)),
        ("host_port", lambda: _hostis_port(t, tb)),
        ("exception", lambda: _exception(t, tb)),
        ("upper_code", lambda: _upper_code(t)),
    ):
        if test():
            return shape
    if other and (alpha or digit) and low not in tb.units:  # "μs" (Greek mu, the micro sign folded) is a unit
        return "mixed_script"  # Latin with Greek/Cyrillic: a possible disguise, so always compared
    if digit and alpha and len(t) >= tb.rules.min_mixed_length:
        return "mixed"
    return "service" if _service(t, tb) else None
