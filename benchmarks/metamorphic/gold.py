"""Transforms with a known new gold verdict: a faithful answer made wrong in one controlled way.

Each function takes ``(case_id, input, expected)`` and returns the transformed input or
``None`` when it does not apply. The swap, digit and identifier transforms start from gold
PASS cases (every critical fact supported), so the one change they make decides the new gold:
REJECT. The appended-cause transforms apply to every case: the new gold is "not PASS".
"""

from __future__ import annotations

import copy
import json
import re
from typing import Any

from benchmarks.metamorphic.text import (
    case_text,
    contract_of,
    output_text,
    replace_literal,
    replace_outside_excerpts,
    rng,
    token_pattern,
    walk_records,
)


def _critical_texts(inp: dict[str, Any], expected: dict[str, Any]) -> list[str]:
    """Texts of the critical gold facts (claim texts for claims)."""
    obj = contract_of(str(inp.get("executor_final_answer") or ""))
    claims = {c.get("claim_id"): c.get("claim_text") for c in (obj or {}).get("claims") or [] if isinstance(c, dict)}
    out = []
    for f in expected.get("facts") or []:
        if not f.get("is_critical", True):
            continue
        text = claims.get(f.get("claim_id")) or f.get("fact")
        if isinstance(text, str):
            out.append(text)
    return out


def _with_answer(inp: dict[str, Any], answer: str) -> dict[str, Any]:
    return {**copy.deepcopy(inp), "executor_final_answer": answer}


# --- entity swap --------------------------------------------------------------------------------


def entity_swap(case_id: str, inp: dict[str, Any], expected: dict[str, Any]) -> dict[str, Any] | None:
    """The answer's service A replaced by service B of the same log output, which logs other messages.

    Applies when a critical fact names A together with an identifier that, in the whole
    trace, only A's records hold, and B has records of its own in that output and is named
    nowhere in the query or the answer. After the swap that fact gives B an attribute only A
    shows: a misattribution. New gold: REJECT.
    """
    if expected.get("verdict") != "PASS":
        return None
    answer = str(inp.get("executor_final_answer") or "")
    query = str(inp.get("original_query") or "")
    crit = _critical_texts(inp, expected)
    holders: dict[str, set[str]] = {}  # identifier -> services whose records hold it
    for inv in inp.get("tool_invocations") or []:
        for rec in walk_records(inv.get("output")):
            if isinstance(rec.get("service"), str):
                for tok in _IDENT.findall(json.dumps(rec, ensure_ascii=False)):
                    holders.setdefault(tok, set()).add(rec["service"])
    for inv in inp.get("tool_invocations") or []:
        o = inv.get("output")
        logs = o.get("logs") if isinstance(o, dict) and inv.get("success") else None
        if not isinstance(logs, list):
            continue
        services = sorted({r["service"] for r in logs if isinstance(r, dict) and isinstance(r.get("service"), str)})
        for a in services:
            own = {t for t, who in holders.items() if who == {a} and _is_identifier(t) and t != a
                   and not t.startswith(a)}
            if not any(token_pattern(a).search(c) and any(token_pattern(t).search(c) for t in own) for c in crit):
                continue
            for b in services:
                if b == a or len(b) < 4 or b in answer or b in query or a in b or b in a:
                    continue
                new, k = replace_outside_excerpts(answer, token_pattern(a), b)
                if k:
                    return _with_answer(inp, new)
    return None


# --- one digit of a stated value --------------------------------------------------------------

_NUMBER = re.compile(r"(?<![A-Za-z0-9_.:/#\-])(\d+(?:\.\d+)?)(?![0-9]|[.:/\-_][0-9A-Za-z])")
_SCALES = (1.0, 1000.0, 0.001, 100.0, 0.01, 60.0, 1 / 60.0, 1024.0, 1 / 1024.0)


def _numbers(text: str) -> list[float]:
    """Numbers standing alone in ``text`` (not parts of times, dates or identifiers)."""
    return [float(m.group(1)) for m in _NUMBER.finditer(text)]


def _output_values(inp: dict[str, Any]) -> set[float]:
    vals: set[float] = set()
    for inv in inp.get("tool_invocations") or []:
        if not inv.get("success"):
            continue
        for rec in walk_records(inv.get("output")):
            for v in rec.values():
                if isinstance(v, int | float) and not isinstance(v, bool):
                    vals.add(float(v))
    return vals


def _far(new: float, others: list[float]) -> bool:
    for x in others:
        for s in _SCALES:
            y = x * s
            if abs(new - y) <= 0.1 * max(abs(new), abs(y), 1e-9):
                return False
    return True


def digit_flip(case_id: str, inp: dict[str, Any], expected: dict[str, Any]) -> dict[str, Any] | None:
    """One digit of a stated metric value changed, so it is far from every number of the case.

    The value must be a number of a critical fact that equals a numeric field of a successful
    output (a metric, alert or record value); excerpts are left as they were. New gold: REJECT.
    """
    if expected.get("verdict") != "PASS":
        return None
    answer = str(inp.get("executor_final_answer") or "")
    values = _output_values(inp)
    others = [*values, *_numbers(case_text(inp))]
    crit = " ".join(_critical_texts(inp, expected))
    for m in _NUMBER.finditer(crit):
        tok = m.group(1)
        if float(tok) not in values or float(tok) == 0:
            continue
        lead = next(i for i, ch in enumerate(tok) if ch.isdigit() and ch != "0")
        for bump in (5, 4, 6, 3, 7):
            d = (int(tok[lead]) + bump) % 10 or 1
            new = tok[:lead] + str(d) + tok[lead + 1:]
            if _far(float(new), others):
                pat = re.compile(r"(?<![A-Za-z0-9_.:/#\-])" + re.escape(tok) + r"(?![0-9]|[.:/\-_][0-9A-Za-z])")
                out, k = replace_outside_excerpts(answer, pat, new)
                if k:
                    return _with_answer(inp, out)
    return None


# --- identifier one character off ---------------------------------------------------------------

# The instrument keeps its own identifier shape on purpose rather than calling matchers.shapes: a
# metamorphic test that asked the code under test which tokens are identifiers would only ever
# mutate tokens the verifier already recognises.
_IDENT = re.compile(r"(?<![A-Za-z0-9_])[A-Za-z0-9][A-Za-z0-9_.:\-/#]{5,}[A-Za-z0-9](?![A-Za-z0-9_])")


_IPV4 = re.compile(r"(?:\d{1,3}\.){3}\d{1,3}(?::\d{1,5})?")
_QUANTITY = re.compile(r"\d+(?:\.\d+)?[A-Za-z%]{1,4}")
_DATETIME = re.compile(r"\d{2,4}[-/:]\d{1,2}(?:[-/:T ]\d{1,2})*(?:[.,]\d+)?Z?")


def _is_identifier(tok: str) -> bool:
    """A key identifier by shape: letters mixed with digits, an IPv4[:port] or an UPPER_SNAKE code;
    not a number with a unit, a date or a time."""
    if _QUANTITY.fullmatch(tok) or _DATETIME.fullmatch(tok):
        return False
    if _IPV4.fullmatch(tok):
        return True
    has_digit = any(c.isdigit() for c in tok)
    has_alpha = any(c.isalpha() for c in tok)
    return (has_digit and has_alpha) or ("_" in tok and tok.upper() == tok and has_alpha)


def _off_by_one(tok: str, taken: str) -> str | None:
    digits = [i for i, c in enumerate(tok) if c.isdigit()]
    for i in reversed(digits):
        for bump in (1, 2, 3):
            new = tok[:i] + str((int(tok[i]) + bump) % 10) + tok[i + 1:]
            if new not in taken:
                return new
    letters = [i for i, c in enumerate(tok) if c.isalpha()]
    for i in letters[len(letters) // 2:]:
        c = tok[i]
        base = "A" if c.isupper() else "a"
        new_c = chr((ord(c) - ord(base) + 1) % 26 + ord(base))
        new = tok[:i] + new_c + tok[i + 1:]
        if new not in taken:
            return new
    return None


def id_off(case_id: str, inp: dict[str, Any], expected: dict[str, Any]) -> dict[str, Any] | None:
    """An identifier of a critical fact, found in a tool output, changed by one character everywhere
    in the answer but the excerpts; the new token occurs nowhere in the case. New gold: REJECT.
    """
    if expected.get("verdict") != "PASS":
        return None
    answer = str(inp.get("executor_final_answer") or "")
    outputs = "\n".join(output_text(i.get("output")) for i in inp.get("tool_invocations") or [])
    taken = case_text(inp)
    crit = " ".join(_critical_texts(inp, expected))
    toks = sorted({m.group(0) for m in _IDENT.finditer(crit)}, key=lambda t: (-len(t), t))
    for tok in toks:
        if not _is_identifier(tok) or tok not in outputs:
            continue
        new = _off_by_one(tok, taken)
        if new is None:
            continue
        out, k = replace_outside_excerpts(answer, token_pattern(tok), new)
        if k:
            return _with_answer(inp, out)
    return None


# --- an unsupported cause appended ------------------------------------------------------------

#: (sentence, content words that must occur in no tool output for the sentence to be unsupported)
PLAIN_CAUSES = (
    ("发布之后流量就切过去了。", ("发布", "流量", "deploy", "release")),
    ("当时有人手动扩过容。", ("扩容", "扩过容", "scale")),
    ("上游在那段时间一直在重试。", ("重试", "retry", "上游")),
    ("前一天晚上刚改过连接池配置。", ("连接池", "配置", "pool", "config")),
)
CUE_CAUSES = (
    ("根本原因是前一天晚上有人改了连接池配置。", ("连接池", "配置", "pool", "config")),
    ("这次故障是由于上游在发布后持续重试导致的。", ("重试", "retry", "发布", "release")),
    ("The root cause is a manual scale-down performed shortly before the incident.", ("scale", "manual")),
)


def _append_cause(choices: tuple[tuple[str, tuple[str, ...]], ...], name: str):
    def fn(case_id: str, inp: dict[str, Any], expected: dict[str, Any]) -> dict[str, Any] | None:
        text = case_text(inp).lower()
        usable = [s for s, words in choices if not any(w.lower() in text for w in words)]
        if not usable:
            return None
        sentence = rng(case_id, name).choice(usable)
        raw = str(inp.get("executor_final_answer") or "")
        obj = contract_of(raw)
        if obj is None:
            sep = "" if raw.rstrip().endswith(("。", ".", "！", "!")) else "。"
            return _with_answer(inp, raw.rstrip() + sep + "\n" + sentence)
        ufa = obj.get("user_facing_answer")
        if not isinstance(ufa, str):
            return None
        sep = "" if not ufa.strip() or ufa.rstrip().endswith(("。", ".", "！", "!")) else "。"
        new = replace_literal(raw, "user_facing_answer", ufa, ufa.rstrip() + sep + sentence)
        return _with_answer(inp, new) if new else None

    fn.__name__ = name
    fn.__doc__ = f"An unhedged, unsupported cause sentence appended to the answer ({name}). New gold: not PASS."
    return fn


cause_plain = _append_cause(PLAIN_CAUSES, "cause_plain")
cause_cue = _append_cause(CUE_CAUSES, "cause_cue")
