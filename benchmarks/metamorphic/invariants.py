"""Transforms that must not change the verdict: the same evidence and the same answer, written otherwise.

Each function takes ``(case_id, input)`` (the labeled case's ``input``, never mutated) and
returns the transformed input, or ``None`` when the transform does not apply to the case.
"""

from __future__ import annotations

import copy
import csv
import json
import re
from functools import lru_cache
from pathlib import Path
from typing import Any

from benchmarks.metamorphic.text import (
    ENTITY_KEYS,
    EXCERPT_SPAN,
    RECORD_LISTS,
    case_text,
    contract_of,
    map_strings,
    replace_literal,
    rng,
    walk_records,
)

NEZHA_SAMPLE = Path(__file__).resolve().parent.parent / "data" / "nezha_logs_sample.csv"
#: Noise lines added by :func:`noise_lines` to one log output.
NOISE_LINES = 2000


def _invocations(inp: dict[str, Any]) -> list[dict[str, Any]]:
    return inp.get("tool_invocations") or []


def _reorder_keys(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _reorder_keys(value[k]) for k in reversed(list(value))}
    if isinstance(value, list):
        return [_reorder_keys(v) for v in value]
    return value


def key_order(case_id: str, inp: dict[str, Any]) -> dict[str, Any] | None:
    """Every object inside every tool output with its keys in reverse order."""
    out = copy.deepcopy(inp)
    changed = False
    for inv in _invocations(out):
        if isinstance(inv.get("output"), dict | list):
            inv["output"] = _reorder_keys(inv["output"])
            changed = True
    return out if changed else None


def record_order(case_id: str, inp: dict[str, Any]) -> dict[str, Any] | None:
    """Records of ``logs``/``alerts``/``series``/``chunks``, top-level record lists and text lines shuffled."""
    out = copy.deepcopy(inp)
    r = rng(case_id, "record_order")
    changed = False
    for inv in _invocations(out):
        o = inv.get("output")
        if isinstance(o, str) and "\n" in o.strip():
            lines = o.split("\n")
            r.shuffle(lines)
            inv["output"], changed = "\n".join(lines), True
        elif isinstance(o, list) and len(o) > 1:
            r.shuffle(o)
            changed = True
        elif isinstance(o, dict):
            for key in RECORD_LISTS:
                if isinstance(o.get(key), list) and len(o[key]) > 1:
                    r.shuffle(o[key])
                    changed = True
    return out if changed else None


def invocation_order(case_id: str, inp: dict[str, Any]) -> dict[str, Any] | None:
    """The invocation list in another order (a seeded shuffle, never the identity)."""
    invs = _invocations(inp)
    if len(invs) < 2:
        return None
    order = list(range(len(invs)))
    r = rng(case_id, "invocation_order")
    while order == sorted(order):
        r.shuffle(order)
    out = copy.deepcopy(inp)
    out["tool_invocations"] = [copy.deepcopy(invs[i]) for i in order]
    return out


# --- consistent renaming -------------------------------------------------------------------

_CODENAMES = (
    "kestrel",
    "juniper",
    "basalt",
    "marlin",
    "tundra",
    "quartz",
    "falcon",
    "cedar",
    "lagoon",
    "orchid",
    "sierra",
    "walnut",
    "harbor",
    "cobalt",
    "meadow",
    "glacier",
    "saffron",
    "timber",
    "onyx",
    "willow",
)
_GENERIC = frozenset(
    {
        "service",
        "svc",
        "server",
        "host",
        "node",
        "api",
        "db",
        "ts",
        "es",
        "data",
        "worker",
        "master",
        "pod",
        "app",
        "web",
        "prod",
        "test",
        "dev",
        "cluster",
        "gateway",
        "k8s",
        "ip",
    }
)
_NAME_SHAPE = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:[-_.][A-Za-z0-9]+)+|[A-Za-z]+[0-9][A-Za-z0-9]*")
_IPV4 = re.compile(r"(?:\d{1,3}\.){3}\d{1,3}")


def entity_names(inp: dict[str, Any]) -> list[str]:
    """Service/host/pod/... names in the records and tool inputs, longest first (ties by text)."""
    found: set[str] = set()
    for inv in _invocations(inp):
        for rec in [*walk_records(inv.get("output")), *walk_records(inv.get("input"))]:
            for k in ENTITY_KEYS:
                v = rec.get(k)
                if isinstance(v, str) and len(v) >= 4 and (_NAME_SHAPE.fullmatch(v) or _IPV4.fullmatch(v)):
                    found.add(v)
    return sorted(found, key=lambda s: (-len(s), s))


def _rename(name: str, used: set[str], r: Any) -> str:
    if _IPV4.fullmatch(name):
        while True:
            new = f"10.{r.randrange(200, 250)}.{r.randrange(1, 250)}.{r.randrange(1, 250)}"
            if new not in used:
                return new
    parts = re.split(r"([A-Za-z]+)", name)
    idx = [i for i, p in enumerate(parts) if p.isalpha() and p.lower() not in _GENERIC]
    if not idx:
        idx = [i for i, p in enumerate(parts) if p.isalpha()][:1]
    for _ in range(100):
        for i in idx:
            parts[i] = r.choice(_CODENAMES)
        new = "".join(parts)
        if new not in used and new != name:
            return new
    return name + "x"


def rename_entities(case_id: str, inp: dict[str, Any]) -> dict[str, Any] | None:
    """Every service, host, pod (and IP) name replaced consistently everywhere: query, answer, outputs.

    Names are replaced as substrings, longest first, in one pass, so a pod name that starts
    with its service's name keeps that relation.
    """
    names = entity_names(inp)
    if not names:
        return None
    text = case_text(inp)
    used = set(re.findall(r"[A-Za-z0-9_.\-]+", text))
    r = rng(case_id, "rename_entities")
    mapping: dict[str, str] = {}
    # Shortest first, so a pod or host named after its service keeps the service's new name as its prefix.
    for n in sorted(names, key=lambda s: (len(s), s)):
        base = next(
            (mapping[m] + n[len(m) :] for m in sorted(mapping, key=len, reverse=True) if n.startswith(m + "-")), None
        )
        mapping[n] = base or _rename(n, used, r)
        used.add(mapping[n])
    # Case-insensitive, so an answer that writes a name in capitals is renamed too, in capitals.
    lower = {n.lower(): mapping[n] for n in names}
    pat = re.compile("|".join(re.escape(n) for n in names), re.IGNORECASE)

    def sub(s: str) -> str:
        def one(m: re.Match[str]) -> str:
            new = lower[m.group(0).lower()]
            return new.upper() if m.group(0).isupper() and not new.isupper() else new

        return pat.sub(one, s)

    out = copy.deepcopy(inp)
    for key in ("original_query", "executor_final_answer", "retry_context"):
        if isinstance(out.get(key), str):
            out[key] = sub(out[key])
    for inv in _invocations(out):
        for key in ("input", "output", "error"):
            inv[key] = map_strings(inv.get(key), sub)
    return out


# --- contract formatting -----------------------------------------------------------------------


def _contract_form(form: str):
    def fn(case_id: str, inp: dict[str, Any]) -> dict[str, Any] | None:
        obj = contract_of(str(inp.get("executor_final_answer") or ""))
        if obj is None:
            return None
        pretty = json.dumps(obj, ensure_ascii=False, indent=2)
        text = {
            "pretty": pretty,
            "compact": json.dumps(obj, ensure_ascii=False, separators=(",", ":")),
            "fenced": f"```json\n{pretty}\n```",
            "bare": json.dumps(obj, ensure_ascii=False),
        }[form]
        return {**copy.deepcopy(inp), "executor_final_answer": text}

    fn.__name__ = f"contract_{form}"
    fn.__doc__ = f"The parsed contract re-rendered {form}."
    return fn


contract_pretty = _contract_form("pretty")
contract_compact = _contract_form("compact")
contract_fenced = _contract_form("fenced")
contract_bare = _contract_form("bare")


# --- excerpt forms -----------------------------------------------------------------------------


def _record_line(rec: dict[str, Any]) -> str:
    return " ".join(str(v) for v in rec.values() if isinstance(v, str | int | float) and not isinstance(v, bool))


def _record_kv(rec: dict[str, Any]) -> str:
    pairs = [(k, v) for k, v in rec.items() if k not in ("ts", "message") and isinstance(v, str | int | float)]
    msg = rec.get("message")
    return " ".join(f"{k}={v}" for k, v in reversed(pairs)) + (f' message="{msg}"' if isinstance(msg, str) else "")


_FORMS = {"json": lambda rec: json.dumps(rec, ensure_ascii=False), "kv": _record_kv, "line": _record_line}


def _excerpt_form(form: str):
    render = _FORMS[form]

    def fn(case_id: str, inp: dict[str, Any]) -> dict[str, Any] | None:
        raw = str(inp.get("executor_final_answer") or "")
        obj = contract_of(raw)
        if obj is None:
            return None
        outputs = {inv.get("invocation_id"): inv.get("output") for inv in _invocations(inp) if inv.get("success")}
        done: dict[str, str] = {}
        for claim in obj.get("claims") or []:
            for b in (claim.get("evidence_bindings") or []) if isinstance(claim, dict) else []:
                ex = b.get("evidence_excerpt") if isinstance(b, dict) else None
                if not isinstance(ex, str) or len(ex) < 4 or ex in done:
                    continue
                recs = [
                    rec
                    for iid in b.get("source_invocation_ids") or []
                    if isinstance(outputs.get(iid), dict)
                    for rec in outputs[iid].get("logs") or []
                    if isinstance(rec, dict) and isinstance(rec.get("message"), str) and ex in rec["message"]
                ]
                if len(recs) == 1:
                    done[ex] = render(recs[0])
        new = raw
        for old, rep in done.items():
            new = replace_literal(new, "evidence_excerpt", old, rep) or new
        return {**copy.deepcopy(inp), "executor_final_answer": new} if new != raw else None

    fn.__name__ = f"excerpt_{form}"
    fn.__doc__ = f"A binding excerpt that quotes one log record replaced by the record's {form} form."
    return fn


excerpt_json = _excerpt_form("json")
excerpt_kv = _excerpt_form("kv")
excerpt_line = _excerpt_form("line")


# --- noise padding -----------------------------------------------------------------------------


@lru_cache(maxsize=1)
def _noise_pool() -> tuple[tuple[str, str, str], ...]:
    """(ts, pod, line) of every real Nezha log line of the bundled sample, read once."""
    rows = []
    with NEZHA_SAMPLE.open(encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            rows.append((row["Timestamp"][:19] + "Z", row["PodName"], json.loads(row["Log"])["log"].strip()))
    return tuple(rows)


_COUNT_WORDS = re.compile(r"\d+\s*(?:条|次|行|lines?|entries|records|logs)")


def noise_lines(case_id: str, inp: dict[str, Any], n: int = NOISE_LINES) -> dict[str, Any] | None:
    """``n`` (2,000) real, unrelated INFO log lines added around the records of the first log output.

    Unrelated: a noise line shares no pod, service or token of 4+ characters with digits or
    separators with the case. Not applied when the answer states a count of lines.
    """
    answer = str(inp.get("executor_final_answer") or "")
    if _COUNT_WORDS.search(answer):
        return None
    text = case_text(inp)
    named = set(re.findall(r"[A-Za-z0-9][A-Za-z0-9_.:\-]{3,}", text))
    pool = [
        (ts, pod, line)
        for ts, pod, line in _noise_pool()
        if " INFO " in f" {line} "
        and pod not in text
        and pod.rsplit("-", 2)[0] not in text
        and not any(
            t in named for t in re.findall(r"[A-Za-z0-9][A-Za-z0-9_.:\-]{3,}", line) if re.search(r"\d|[-_.:]", t)
        )
    ]
    if not pool:
        return None
    out = copy.deepcopy(inp)
    for inv in _invocations(out):
        o = inv.get("output")
        if not inv.get("success"):
            continue
        noise = [pool[i % len(pool)] for i in range(n)]
        if isinstance(o, dict) and isinstance(o.get("logs"), list) and o["logs"]:
            recs = [
                {"ts": ts, "level": "INFO", "service": pod.rsplit("-", 2)[0], "host": pod, "message": line}
                for ts, pod, line in noise
            ]
            half = len(recs) // 2
            o["logs"] = recs[:half] + o["logs"] + recs[half:]
            if isinstance(o.get("total"), int):
                o["total"] = len(o["logs"])
            return out
        if isinstance(o, str) and "\n" in o.strip():
            lines = [f"{ts} INFO {pod} {line}" for ts, pod, line in noise]
            half = len(lines) // 2
            inv["output"] = "\n".join([*lines[:half], o, *lines[half:]])
            return out
    return None


# --- a value restated in an equal other unit (issue 12 §2) -------------------------------------------

# The instrument's own unit table (not matchers' units.yaml: a metamorphic test that asked the code
# under test how units convert would only check the table against itself). Each unit → (other unit,
# factor to it); only conversions that are exact in decimal and keep the value's precision.
_RESTATE = {
    "ms": ("s", 0.001),
    "s": ("ms", 1000.0),
    "秒": ("毫秒", 1000.0),
    "毫秒": ("秒", 0.001),
    "MiB": ("KiB", 1024.0),
    "GiB": ("MiB", 1024.0),
    "KiB": ("B", 1024.0),
    # KB, MB and GB are binary in matchers/data/units.yaml (as KiB, MiB, GiB): the restatement keeps
    # the quantity under that table (6.25 GB is 6400 MB, not 6250 MB).
    "GB": ("MB", 1024.0),
    "MB": ("KB", 1024.0),
    "分钟": ("秒", 60.0),
    "min": ("s", 60.0),
}
_VALUE_UNIT = re.compile(
    r"(?<![A-Za-z0-9_.,:/#\-])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?("
    + "|".join(sorted(map(re.escape, _RESTATE), key=len, reverse=True))
    + r")(?![A-Za-z0-9_])"
)


def _number_text(x: float) -> str:
    return str(int(round(x))) if abs(x - round(x)) < 1e-9 else f"{x:.6f}".rstrip("0").rstrip(".")


def unit_restate(case_id: str, inp: dict[str, Any]) -> dict[str, Any] | None:
    """Every value with a unit in the answer (outside excerpts) restated in an equal other unit: 3000ms → 3 s.

    The same quantity, so the verdict must not change. Values inside identifiers, times and
    excerpts are left alone; a case whose answer states no such value is skipped.
    """
    answer = str(inp.get("executor_final_answer") or "")
    excerpts = [m.span() for m in EXCERPT_SPAN.finditer(answer)]
    out, pos, n = [], 0, 0
    for m in _VALUE_UNIT.finditer(answer):
        if any(a <= m.start() < b for a, b in excerpts):
            continue
        other, factor = _RESTATE[m.group(2)]
        value = float(m.group(1).replace(",", ""))
        out += [answer[pos : m.start()], f"{_number_text(value * factor)} {other}"]
        pos, n = m.end(), n + 1
    if not n:
        return None
    out.append(answer[pos:])
    new = copy.deepcopy(inp)
    new["executor_final_answer"] = "".join(out)
    return new
