"""Trace summarizer invariants (hypothesis), checked against a slow, obviously correct reference.

- every evidence-bearing invocation id appears in exactly one item, and no helper tool appears;
- the per-item and per-summary budgets hold;
- nothing is invented: every number and identifier of an ``output_summary``, and the alert and
  metric name of every alert / series record, occurs in the raw outputs (or error texts) of the
  calls the item covers; the line's address ``#INDEX[xCOUNT][~]`` (record index and dedup count)
  is the one derived part and is stripped first;
- the same input gives the same output.
"""

import json
import re

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from engine import summarize_trace
from engine.evidence.records import parse_line
from engine.profiles import default_profiles
from engine.summary.lines import COUNT_RE

HELPERS = ["get_current_time", "echo", "format_markdown"]
TOOLS = ["query_logs", "query_metrics", "lookup_knowledge", "custom_tool", *HELPERS]

words = st.sampled_from(
    [
        "ts-basic-service",
        "order-service",
        "HighErrorRate",
        "E1042",
        "ORA-12541",
        "pod-7",
        "java.lang.IllegalStateException",
        "NullPointerException",
        "timeout",
        "10.0.0.12",
        "连接池",
        "耗尽",
        "ok",
        "retry",
        "503",
        "37.5",
        "0.25",
        "\udcff",
        "\x00",
        "\n",
    ]
)
phrase = st.lists(st.one_of(words, st.integers(-(10**6), 10**6).map(str), st.text(max_size=6)), max_size=8).map(
    " ".join
)
number = st.one_of(st.integers(-(10**9), 10**9), st.floats(allow_nan=True, allow_infinity=True, width=32))
level = st.sampled_from(["ERROR", "WARN", "INFO", "DEBUG", "fatal", "", "weird1"])
service = st.sampled_from(["ts-basic-service", "ts-order-service", "svc-9", ""])

long_phrase = st.tuples(phrase, phrase, st.integers(5, 40)).map(lambda t: f"{t[0]} " * t[2] + t[1])  # excerpts
log_rec = st.fixed_dictionaries(
    {"level": level, "service": service, "message": st.one_of(phrase, long_phrase)},
    optional={"host": st.sampled_from(["33.33.33.76", "node-2"]), "trace_id": phrase},
)
alert_rec = st.fixed_dictionaries(
    {"alert_name": st.sampled_from(["HighErrorRate", "PodOOMKilled", "Disk9Full"])},
    optional={
        "service": service,
        "status": st.sampled_from(["firing", "resolved"]),
        "value": number,
        "threshold": number,
        "unit": st.sampled_from(["%", "ms"]),
    },
)
series_rec = st.fixed_dictionaries(
    {"metric": st.sampled_from(["cpu_usage", "latency_p99", "mem2"])},
    optional={
        "service": service,
        "max": number,
        "avg": number,
        "last": number,
        "unit": st.sampled_from(["%", "ms", "MiB"]),
    },
)
chunk_rec = st.fixed_dictionaries(
    {"source_doc": st.sampled_from(["runbook-db.md", "case-2023-7.md"]), "content": phrase},
    optional={
        "retrieval_layer": st.sampled_from(["L1", "L2"]),
        "relevance": st.sampled_from(["high", "low"]),
        "deduped": st.booleans(),
        "chunk_id": phrase,
    },
)
json_any = st.recursive(
    st.one_of(st.none(), st.booleans(), number, phrase),
    lambda kids: st.one_of(
        st.lists(kids, max_size=4),
        st.dictionaries(st.sampled_from(["a", "b2", "status", "msg", "total", "x.y"]), kids, max_size=4),
    ),
    max_leaves=20,
)
outputs = st.one_of(
    st.builds(lambda rs, t: {"total": t, "logs": rs}, st.lists(log_rec, max_size=30), st.integers(0, 99)),
    st.builds(
        lambda a, s: {"alerts": a, "series": s}, st.lists(alert_rec, max_size=4), st.lists(series_rec, max_size=4)
    ),
    st.builds(lambda q, c: {"query": q, "chunks": c}, phrase, st.lists(chunk_rec, max_size=4)),
    st.lists(log_rec, max_size=10).map(lambda rs: "\n".join(f"{r['level']} {r['message']}" for r in rs)),
    json_any,
)


@st.composite
def traces(draw):
    n = draw(st.integers(0, 8))
    rows = []
    for i in range(n):
        ok = draw(st.booleans()) or draw(st.booleans())
        rows.append(
            {
                "invocation_id": f"inv-{i}",
                "session_id": "s",
                "round": draw(st.integers(1, 3)),
                "tool_name": draw(st.sampled_from(TOOLS)),
                "input": draw(st.fixed_dictionaries({}, optional={"service": service, "query": phrase})),
                "output": draw(outputs) if ok else None,
                "success": ok,
                "error": None if ok else draw(st.one_of(st.none(), phrase)),
            }
        )
    return rows


def reference_raw(rows):
    """Everything the raw outputs and error texts of ``rows`` spell out (JSON text plus the bare strings).

    A nested document's fields are named by their dotted paths (``docker.cpu.total.pct``): those
    paths are spelled by its keys.
    """
    parts = []
    for r in rows:
        parts.append(json.dumps(r["output"], ensure_ascii=False))
        stack = [(r["output"], "")]
        while stack:
            v, path = stack.pop()
            if isinstance(v, dict):
                for k, x in v.items():
                    key = f"{path}.{k}" if path else str(k)
                    parts.append(key)
                    stack.append((x, key))
            elif isinstance(v, list):
                stack.extend((x, "") for x in v)
            elif isinstance(v, str):
                parts.append(v)
        parts.append(r["error"] or "")
    return "\n".join(parts)


NUM = re.compile(r"(?<![\d])\d+(?:\.\d+)?")
IDENT = re.compile(r"[A-Za-z0-9_]+(?:[.:\-/][A-Za-z0-9_]+)+|[A-Za-z_]*\d[A-Za-z0-9_]*")


def named(summary: str) -> list[str]:
    """The alert / metric name of every alert and series record of the summary (read back by the grammar)."""
    records = [parse_line(ln) for ln in summary.splitlines() if ln.strip()]
    return [r.alert or r.metric for r in records if r.kind in ("alert", "series") and (r.alert or r.metric)]


def invented(summary: str, raw: str) -> list[str]:
    text = COUNT_RE.sub("", summary)
    low = raw.lower()
    bad = [n for n in NUM.findall(text) if not re.search(rf"(?<![\d]){re.escape(n)}(?![\d])", raw)]
    bad += [t for t in IDENT.findall(text) if t.lower() not in low]
    bad += [t for t in named(summary) if t not in raw]
    return bad


budgets = st.tuples(st.integers(0, 1500), st.integers(0, 6000))
focus = st.one_of(st.just(""), phrase)
SETTINGS = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(traces(), budgets, focus, st.booleans())
def test_ids_helpers_budgets(rows, bud, focus_text, merge):
    item_budget, total_budget = bud
    items = summarize_trace(
        rows, focus_text=focus_text, item_budget=item_budget, total_budget=total_budget, merge=merge
    )
    profiles = default_profiles()
    evidence_ids = [r["invocation_id"] for r in rows if profiles.get(r["tool_name"]).evidence_bearing]
    covered = [sid for i in items for sid in i.source_invocation_ids]
    assert sorted(covered) == sorted(evidence_ids)  # each evidence-bearing id exactly once
    assert not {i.tool_name for i in items} & set(HELPERS)
    assert all(len(i.output_summary) <= item_budget for i in items)
    assert sum(len(i.output_summary) for i in items) <= total_budget
    assert [i.trace_ref for i in items] == [f"T{n}" for n in range(1, len(items) + 1)]
    assert [(i.round, covered.index(i.source_invocation_ids[0])) for i in items] == sorted(
        (i.round, covered.index(i.source_invocation_ids[0])) for i in items
    )


@SETTINGS
@given(traces(), budgets, focus)
def test_nothing_is_invented(rows, bud, focus_text):
    by_id = {r["invocation_id"]: r for r in rows}
    for item in summarize_trace(rows, focus_text=focus_text, item_budget=bud[0], total_budget=bud[1]):
        raw = reference_raw([by_id[s] for s in item.source_invocation_ids])
        assert invented(item.output_summary, raw) == [], item.output_summary


@SETTINGS
@given(traces(), budgets, focus)
def test_same_input_same_output(rows, bud, focus_text):
    first = [
        i.model_dump_json()
        for i in summarize_trace(rows, focus_text=focus_text, item_budget=bud[0], total_budget=bud[1])
    ]
    again = [
        i.model_dump_json()
        for i in summarize_trace(
            json.loads(json.dumps(rows)) if _jsonable(rows) else rows,
            focus_text=focus_text,
            item_budget=bud[0],
            total_budget=bud[1],
        )
    ]
    assert first == again


def _jsonable(rows):
    try:
        json.dumps(rows, allow_nan=True).encode("utf-8")
    except (UnicodeEncodeError, ValueError):
        return False
    return True


def test_reference_catches_an_invented_value():
    """The invariant check itself can fail: a made-up number, alert and identifier are reported."""
    raw = "alert HighErrorRate value=37.5 ts-basic-service"
    assert invented("#12x3 alert alert_name=HighErrorRate value=37.5", raw) == []  # the address is stripped
    assert set(invented("#0 alert alert_name=PodOOMKilled value=99.1 service=ts-fake-service", raw)) == {
        "99.1",
        "ts-fake-service",
        "PodOOMKilled",
    }
    assert invented("#4 series metric=FakeMetric", raw) == ["FakeMetric"]  # a name without digits is checked too
    assert set(invented("#7 text | count 12", "ts 1674984305")) == {"12"}  # digits inside a longer number do not count


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.sampled_from("ab12.-_ :/@\n\t[]=é"), max_size=300), st.integers(0, 120), st.integers(0, 400))
def test_clip_and_window_never_split_a_token(text, limit, pos):
    from engine.summary.text import ELLIPSIS, HARD_CUT, clip, window

    token = re.compile(r"[A-Za-z0-9_.:\-/@]+")
    assume(all(len(t) < HARD_CUT for t in token.findall(text)))  # longer blobs may be cut inside, by design
    for out in (clip(text, limit), window(text, pos, limit) if text else ""):
        assert len(out) <= max(limit, len(text) if len(text) <= limit else limit)
        core = out.strip(ELLIPSIS)
        assert core in text  # a contiguous excerpt, nothing added
        if out != text:  # every token shown is a whole token of the text
            whole = set(token.findall(text))
            assert all(t in whole for t in token.findall(core)), (text, out)


_SCRIPT = """
import json, sys
from engine import summarize_trace
rows = json.load(sys.stdin)
print(json.dumps([i.model_dump(mode="json") for i in summarize_trace(rows, focus_text="E1042 ts-basic-service 37.5")]))
"""


def test_same_output_in_processes_with_different_hash_seeds():
    import os
    import subprocess
    import sys

    msgs = [
        "ORA-12541 E1042 ERR_77 java.lang.IllegalStateException NullPointerException x.y.TimeoutError",
        "E2001 com.acme.PoolExhaustedException ORA-00001 ERR-42 FooError BarFault",
    ]
    rows = [
        {
            "invocation_id": f"i{k}",
            "session_id": "s",
            "round": 1,
            "tool_name": t,
            "input": {"q": k},
            "output": {
                "logs": [{"level": "ERROR", "service": "ts-basic-service", "message": m} for m in msgs],
                "alerts": [{"alert_name": "HighErrorRate", "value": 37.5}],
            },
            "success": True,
        }
        for k, t in enumerate(["query_logs", "custom", "lookup_knowledge"])
    ]
    outs = set()
    for seed in ("1", "2", "3"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        res = subprocess.run(
            [sys.executable, "-c", _SCRIPT],
            input=json.dumps(rows),
            capture_output=True,
            text=True,
            env=env,
            check=True,
            timeout=120,
        )
        outs.add(res.stdout)
    assert len(outs) == 1
    # No derived "exception NAME" line any more: the log record carrying the exception is in the summary.
    items = json.loads(outs.pop())
    recs = [parse_line(ln) for i in items for ln in i["output_summary"].splitlines()]
    assert any(
        r.kind == "log"
        and r.fields.get("level") == "ERROR"
        and r.body.startswith(msgs[0])
        and "java.lang.IllegalStateException" in r.body
        for r in recs
    )
