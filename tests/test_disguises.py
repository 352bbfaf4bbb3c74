"""Issue 13 §3: no disguise raises a verdict; full-width text still matches ASCII on both sides.

One trace (logs of payment-service with ERR_CARD_DECLINED, java.lang.OutOfMemoryError and
10.0.0.12; a firing HighErrorRate alert) and, per identifier role, a sentence naming a real
identifier and one naming a made-up one (or, for the status, the wrong one). Each identifier
is then written in every disguise: full-width, Cyrillic or Greek look-alikes, zero-width
characters, bidi controls, and a mix. A disguise may never give a higher verdict than the
plain spelling, a look-alike is contradicted with a detail that says so, and an invisible
character is stripped and named in the detail.
"""

from __future__ import annotations

import copy

import pytest

import engine
from engine.contracts import Verdict

LOGS = {
    "total": 3,
    "logs": [
        {
            "ts": "2026-03-02T10:00:01Z",
            "level": "ERROR",
            "service": "payment-service",
            "host": "10.0.0.12",
            "message": "ERR_CARD_DECLINED: card issuer refused the charge",
        },
        {
            "ts": "2026-03-02T10:00:05Z",
            "level": "ERROR",
            "service": "payment-service",
            "host": "10.0.0.12",
            "message": "java.lang.OutOfMemoryError: Java heap space",
        },
        {
            "ts": "2026-03-02T10:00:09Z",
            "level": "WARN",
            "service": "payment-service",
            "host": "10.0.0.12",
            "message": "connection to 10.0.0.12:5432 reset",
        },
    ],
}
ALERTS = {
    "alerts": [
        {
            "alert_name": "HighErrorRate",
            "service": "payment-service",
            "severity": "critical",
            "status": "firing",
            "value": 37.5,
            "threshold": 5,
            "unit": "%",
        }
    ],
    "series": [],
}


def _case(answer: str, logs: object = LOGS) -> dict:
    rows = [
        {
            "invocation_id": "inv-logs",
            "session_id": "s",
            "round": 1,
            "tool_name": "query_logs",
            "input": {"service": "payment-service"},
            "output": logs,
            "success": True,
        },
        {
            "invocation_id": "inv-metrics",
            "session_id": "s",
            "round": 1,
            "tool_name": "query_metrics",
            "input": {"service": "payment-service"},
            "output": ALERTS,
            "success": True,
        },
    ]
    return {"original_query": "支付服务为什么报错？", "executor_final_answer": answer, "tool_invocations": rows}


#: role → (sentence template, real identifier, made-up or wrong identifier)
ROLES = {
    "service": ("{x} 日志出现 ERR_CARD_DECLINED 错误。", "payment-service", "refund-service"),
    "error_code": ("payment-service 日志出现 {x} 错误。", "ERR_CARD_DECLINED", "ERR_LEDGER_LOCKED"),
    "exception": ("payment-service 抛出 {x}。", "java.lang.OutOfMemoryError", "java.lang.StackOverflowError"),
    "ip": ("payment-service 所在主机 {x} 上出现 ERR_CARD_DECLINED 错误。", "10.0.0.12", "10.9.9.9"),
    "status": ("payment-service 的 HighErrorRate 告警状态为 {x}。", "firing", "resolved"),
}

_CYRILLIC = str.maketrans("aceopxyAEOPCTHKMBX", "асеорхуАЕОРСТНКМВХ")
_GREEK = str.maketrans("AEOTHKMBXoi", "ΑΕΟΤΗΚΜΒΧοι")


def _fullwidth(s: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in s)


def _inside(s: str, mark: str) -> str:
    mid = len(s) // 2
    return s[:mid] + mark + s[mid:]


def _one_lookalike(s: str, table: dict[int, int]) -> str:
    """One letter swapped for its look-alike (the hardest case: the rest is plain Latin)."""
    for i, c in enumerate(s):
        if ord(c) in table:
            return s[:i] + chr(table[ord(c)]) + s[i + 1 :]
    return s


DISGUISES = {
    "fullwidth": _fullwidth,
    "cyrillic_one": lambda s: _one_lookalike(s, _CYRILLIC),
    "cyrillic_all": lambda s: s.translate(_CYRILLIC),
    "greek": lambda s: _one_lookalike(s, _GREEK),
    "zero_width": lambda s: _inside(s, "\u200b"),
    "zero_width_joiner": lambda s: _inside(s, "\u2060"),
    "bidi_override": lambda s: "\u202e" + s + "\u202c",
    "bidi_isolate": lambda s: _inside(s, "\u2067"),
    "mixed": lambda s: _inside(_fullwidth(_one_lookalike(s, _CYRILLIC)), "\u200d"),
}
#: Disguises that change what the identifier is (a look-alike letter): contradicted as a disguise.
LOOKALIKE = {"cyrillic_one", "cyrillic_all", "greek", "mixed"}
#: Invisible characters: stripped, and their presence noted in the detail.
INVISIBLE = {"zero_width", "zero_width_joiner", "bidi_override", "bidi_isolate", "mixed"}


def _verdict(answer: str) -> tuple[Verdict, list]:
    out = engine.Verifier().verify(_case(answer))
    return out.verdict, out.facts_checked


_CASES = [
    (role, which, name)
    for role in ROLES
    for which in ("real", "made_up")
    for name in DISGUISES
    if DISGUISES[name](ROLES[role][1 if which == "real" else 2]) != ROLES[role][1 if which == "real" else 2]
]


@pytest.mark.parametrize(("role", "which", "disguise"), _CASES, ids=[f"{r}-{w}-{d}" for r, w, d in _CASES])
def test_no_disguise_raises_the_verdict(role, which, disguise):
    template, real, made_up = ROLES[role]
    ident = real if which == "real" else made_up
    plain, _ = _verdict(template.format(x=ident))
    assert plain is (Verdict.PASS if which == "real" else Verdict.REJECT)  # the table's premise
    verdict, facts = _verdict(template.format(x=DISGUISES[disguise](ident)))
    assert verdict.rank <= plain.rank, f"{disguise} raised {plain.value} → {verdict.value}"
    details = " ".join(f.detail for f in facts)
    if disguise in LOOKALIKE and _one_lookalike(ident, _GREEK if disguise == "greek" else _CYRILLIC) != ident:
        assert verdict is Verdict.REJECT
        assert "disguise" in details, details
    if disguise in INVISIBLE:
        assert "invisible" in details, details


def test_the_table_covers_every_role_and_disguise():
    assert {r for r, _, _ in _CASES} == set(ROLES)
    assert {d for _, _, d in _CASES} == set(DISGUISES)
    assert len(_CASES) >= 80


@pytest.mark.parametrize("role", sorted(ROLES))
def test_fullwidth_on_both_sides_is_still_supported(role):
    """The evidence written in full-width, the answer in full-width or ASCII: the plain verdict."""
    template, real, _ = ROLES[role]
    logs = copy.deepcopy(LOGS)
    for rec in logs["logs"]:
        rec.update({k: _fullwidth(v) for k, v in rec.items() if k in ("service", "host", "message")})
    for answer_ident in (real, _fullwidth(real)):
        out = engine.Verifier().verify(_case(template.format(x=answer_ident), logs))
        assert out.verdict is Verdict.PASS, [(f.verification.value, f.detail) for f in out.facts_checked]
