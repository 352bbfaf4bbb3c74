"""Trace summarizer: one table test per DESIGN.md summary scenario ("Tool profiles", "tool_trace_summary item")."""

import json
import re

import pytest

from engine import EvidenceLevel, ToolProfiles, summarize_trace
from engine.contracts import ToolInvocation
from engine.evidence.records import parse_line, parse_summary
from engine.summarizer import FAILED_TEXT, ITEM_BUDGET, NO_HIT_TEXT, TOTAL_BUDGET
from engine.summary.lines import COUNT_RE
from matchers.errors import InputError

EXC = "java.lang.IllegalStateException: No instances available for ts-basic-service"


def inv(iid, tool, output=None, *, round=1, success=True, error=None, **inp):
    return {
        "invocation_id": iid,
        "session_id": "s1",
        "round": round,
        "tool_name": tool,
        "input": inp,
        "output": output,
        "success": success,
        "error": error,
    }


def logs(*rows):
    return {
        "total": len(rows),
        "logs": [
            {"ts": f"2023-01-29T09:25:{i:02d}Z", "level": lvl, "service": svc, "host": "33.33.33.76", "message": msg}
            for i, (lvl, svc, msg) in enumerate(rows)
        ],
    }


ALERTS = {
    "alerts": [
        {
            "alert_name": "HighErrorRate",
            "service": "ts-basic-service",
            "severity": "critical",
            "status": "firing",
            "value": 37.5,
            "threshold": 5,
            "unit": "%",
        }
    ],
    "series": [{"metric": "cpu_usage", "service": "order-service", "max": 92, "avg": 71.3, "last": 88.1, "unit": "%"}],
}


def chunk(cid, doc, *, deduped=False, relevance="high", layer="L2", content="Restart the registry client."):
    return {
        "chunk_id": cid,
        "source_doc": doc,
        "retrieval_layer": layer,
        "relevance": relevance,
        "content": content,
        "deduped": deduped,
    }


def by_ref(items):
    return {i.trace_ref: i for i in items}


# --- Tool profiles: which calls are in the summary, at what level -------------------------------------------------


@pytest.mark.parametrize(
    ("tool", "output", "included", "level"),
    [
        ("query_logs", logs(("ERROR", "ts-basic-service", EXC)), True, EvidenceLevel.DIRECT),
        ("query_metrics", ALERTS, True, EvidenceLevel.DIRECT),
        ("lookup_knowledge", {"query": "q", "chunks": [chunk("c1", "runbook.md")]}, True, EvidenceLevel.INDIRECT),
        ("get_current_time", "2023-01-29T09:25:39Z", False, None),
        ("format_markdown", "| a | b |", False, None),
        ("echo", {"text": "ts-basic-service HighErrorRate 37.5"}, False, None),
        (
            "kubectl_describe",
            "Name: ts-basic-service-5dc8d4f9fd-46997\nStatus: CrashLoopBackOff",
            True,
            EvidenceLevel.DIRECT,
        ),
    ],
)
def test_profiles_decide_inclusion_and_level(tool, output, included, level):
    items = summarize_trace([inv("i1", tool, output)])
    assert (len(items) == 1) is included
    if included:
        assert items[0].evidence_level is level
        assert items[0].tool_name == tool


def test_profile_override_from_code_and_file(tmp_path):
    rows = [inv("i1", "get_current_time", "2023-01-29"), inv("i2", "search_cases", {"case": "INC-1042"})]
    assert [i.tool_name for i in summarize_trace(rows)] == ["search_cases"]
    over = {
        "get_current_time": {"evidence_bearing": True, "evidence_level": "direct", "domain": "helper"},
        "search_cases": {"evidence_bearing": True, "evidence_level": "indirect", "domain": "knowledge"},
    }
    items = summarize_trace(rows, over)
    assert [(i.tool_name, i.evidence_level) for i in items] == [
        ("get_current_time", EvidenceLevel.DIRECT),
        ("search_cases", EvidenceLevel.INDIRECT),
    ]
    path = tmp_path / "profiles.yaml"
    path.write_text("version: 1\nextends: default\ntools:\n  search_cases: {evidence_bearing: false}\n")
    assert summarize_trace(rows, str(path)) == []
    assert summarize_trace(rows, ToolProfiles.from_file(path)) == []


# --- Failed and no-hit calls stay in as gaps ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("row", "success", "no_hit", "failed", "text"),
    [
        (
            inv("f", "query_logs", None, success=False, error="connection refused: es-logs-01:9200"),
            False,
            0,
            1,
            f"{FAILED_TEXT}: connection refused: es-logs-01:9200",
        ),
        (inv("f", "query_metrics", None, success=False), False, 0, 1, FAILED_TEXT),
        (inv("n", "query_logs", {"total": 0, "logs": []}), True, 1, 0, NO_HIT_TEXT),
        (inv("n", "query_logs", {"total": 0}), True, 1, 0, NO_HIT_TEXT),
        (inv("n", "lookup_knowledge", {"query": "db", "chunks": []}), True, 1, 0, NO_HIT_TEXT),
        (inv("n", "query_metrics", {"alerts": [], "series": []}), True, 1, 0, NO_HIT_TEXT),
        (inv("n", "query_logs", ""), True, 1, 0, NO_HIT_TEXT),
        (inv("n", "query_logs", None), True, 1, 0, NO_HIT_TEXT),
        (inv("n", "custom_tool", []), True, 1, 0, NO_HIT_TEXT),
        (inv("n", "custom_tool", {}), True, 1, 0, NO_HIT_TEXT),
    ],
)
def test_failed_and_no_hit_calls_are_gaps(row, success, no_hit, failed, text):
    row = {**row, "input": {"service": "ts-basic-service", "query": "level:ERROR", "limit": 100}}
    (item,) = summarize_trace([row])
    assert item.input_summary == "service=ts-basic-service query=level:ERROR limit=100"
    assert item.success is success
    assert item.evidence_level is EvidenceLevel.NONE
    assert (item.no_hit_count, item.failed_count, item.call_count) == (no_hit, failed, 1)
    assert item.output_summary == f"#0 text | {text}"
    assert item.source_invocation_ids == [row["invocation_id"]]


def test_a_failed_call_keeps_its_error_lines_bounded():
    err = (
        "java.net.SocketTimeoutException: Read timed out\n\tat java.net.SocketInputStream.read(SocketInputStream.java:150)\n"
        * 200
    )
    (item,) = summarize_trace([inv("f", "query_logs", None, success=False, error=err)], item_budget=300)
    lines = item.output_summary.splitlines()
    assert lines[0] == f"#0 text | {FAILED_TEXT}: java.net.SocketTimeoutException: Read timed out"
    assert lines[1] == "#2x199 text | java.net.SocketTimeoutException: Read timed out"
    assert (
        lines[2] == "#1x200 text | at java.net.SocketInputStream.read(SocketInputStream.java:150)"
    )  # frames rank last
    assert len(item.output_summary) <= 300


def test_hit_with_total_zero_but_rows_is_not_a_no_hit():
    (item,) = summarize_trace([inv("i", "query_logs", {"total": 0, "logs": [{"level": "ERROR", "message": EXC}]})])
    assert item.evidence_level is EvidenceLevel.DIRECT and item.no_hit_count == 0


# --- Repeated calls merge -----------------------------------------------------------------------------------------


def test_repeated_calls_of_one_topic_and_round_merge():
    rows = [
        inv("a", "query_logs", None, success=False, error="timeout", service="ts-basic-service", query="ERROR"),
        inv("b", "query_logs", {"total": 0, "logs": []}, service="TS-Basic-Service ", query="error", start="09:20"),
        inv("c", "query_logs", logs(("ERROR", "ts-basic-service", EXC)), service="ts-basic-service", query="error"),
        inv(
            "d",
            "query_logs",
            logs(("WARN", "ts-basic-service", "slow call 1200ms")),
            service="ts-basic-service",
            query="error",
        ),
        inv("e", "query_logs", logs(("INFO", "ts-order-service", "ok")), service="ts-order-service", query="error"),
        inv(
            "f",
            "query_logs",
            logs(("INFO", "ts-basic-service", "round two")),
            round=2,
            service="ts-basic-service",
            query="error",
        ),
    ]
    items = summarize_trace(rows)
    # d asked c's question again and got other records: no repeat, an item of its own (nothing dropped).
    assert [(i.trace_ref, i.round, i.source_invocation_ids) for i in items] == [
        ("T1", 1, ["a", "b", "c"]),
        ("T2", 1, ["d"]),
        ("T3", 1, ["e"]),
        ("T4", 2, ["f"]),
    ]
    t1 = items[0]
    assert (t1.call_count, t1.failed_count, t1.no_hit_count) == (3, 1, 1)
    assert t1.success and t1.evidence_level is EvidenceLevel.DIRECT
    assert EXC in t1.output_summary  # the first effective hit
    assert "slow call" not in t1.output_summary  # a later hit is counted, not shown
    assert "timeout" not in t1.output_summary  # an error never reads as evidence inside a successful item
    assert [i.source_invocation_ids for i in summarize_trace(rows, merge=False)] == [[r["invocation_id"]] for r in rows]


def test_merged_calls_all_failed_stay_a_failed_gap():
    rows = [
        inv("a", "query_logs", None, success=False, error="timeout", service="x"),
        inv("b", "query_logs", None, success=False, error="HTTP 503 from es-01", service="x"),
    ]
    (item,) = summarize_trace(rows)
    assert not item.success and item.evidence_level is EvidenceLevel.NONE and item.failed_count == 2
    assert "timeout" in item.output_summary and "HTTP 503 from es-01" in item.output_summary


# --- output_summary: bounded, concrete facts first, focus first ---------------------------------------------------


def test_concrete_facts_come_first_in_the_documented_order():
    out = {
        "logs": [
            {"level": "INFO", "service": "ts-basic-service", "message": "heartbeat ok"},
            {"level": "INFO", "service": "ts-basic-service", "message": "request 42 served in 12ms"},
            {"level": "WARN", "service": "ts-basic-service", "message": "retry 3 of 5"},
            {"level": "ERROR", "service": "ts-basic-service", "host": "33.33.33.76", "message": EXC},
            {"level": "ERROR", "service": "ts-basic-service", "host": "33.33.33.76", "message": EXC},
        ],
        "alerts": ALERTS["alerts"],
        "series": ALERTS["series"],
        "chunks": [chunk("c1", "runbook-db.md")],
        "note": "boilerplate",
    }
    (item,) = summarize_trace([inv("i", "custom_tool", out)])
    lines = item.output_summary.splitlines()
    assert lines[0] == "#0 row note=boilerplate"  # the result's own header line
    assert lines[1:] == [
        f"#4x2 log level=ERROR service=ts-basic-service host=33.33.33.76 | {EXC}",
        "#3 log level=WARN service=ts-basic-service | retry 3 of 5",
        "#2 log level=INFO service=ts-basic-service | request 42 served in 12ms",
        "#1 log level=INFO service=ts-basic-service | heartbeat ok",
        "#6 alert alert_name=HighErrorRate service=ts-basic-service severity=critical status=firing value=37.5"
        " threshold=5 unit=%",
        "#7 series metric=cpu_usage service=order-service max=92 avg=71.3 last=88.1 unit=%",
        "#8 chunk chunk_id=c1 source_doc=runbook-db.md retrieval_layer=L2 relevance=high deduped=false"
        " | Restart the registry client.",
    ]
    # No derived "exception NAME" line any more: the log record carrying the exception is in the summary, counted.
    exc = [r for r in parse_summary(item.output_summary) if "java.lang.IllegalStateException" in r.text]
    assert [(r.kind, r.count, r.fields["level"], r.body) for r in exc] == [("log", 2, "ERROR", EXC)]


@pytest.mark.parametrize(("item_budget", "total_budget"), [(ITEM_BUDGET, TOTAL_BUDGET), (300, 700), (50, 120), (0, 0)])
def test_budgets_hold_and_raw_output_is_never_passed_whole(item_budget, total_budget):
    big = logs(*[("INFO", "ts-seat-service", f"seat {n} locked for order {n * 7}") for n in range(3000)])
    rows = [inv(f"i{k}", "query_logs", big, service=f"s{k}") for k in range(6)]
    items = summarize_trace(rows, item_budget=item_budget, total_budget=total_budget)
    assert len(items) == 6
    assert all(len(i.output_summary) <= item_budget for i in items)
    assert sum(len(i.output_summary) for i in items) <= total_budget
    raw = json.dumps(big)
    assert all(i.output_summary != raw and len(i.output_summary) < len(raw) // 100 for i in items)


def test_negative_budget_is_an_input_error():
    with pytest.raises(InputError):
        summarize_trace([], item_budget=-1)


def test_focus_line_deep_in_a_large_output_survives_truncation():
    rows = [("INFO", "ts-seat-service", f"seat {n} locked TraceID: {n:032x}") for n in range(20000)]
    # Unfocused ties break on content, so the deep line reads like its neighbours (it sorts among them).
    rows[17345] = (
        "INFO",
        "ts-seat-service",
        "seat 17345 order 9f3c2a7b-1d2e paid TraceID: 5d0bbaa5c74d96842aabc39c7b39d067",
    )
    out = logs(*rows)
    focus = "订单 9f3c2a7b-1d2e 的 trace 5d0bbaa5c74d96842aabc39c7b39d067 显示已支付"
    (plain,) = summarize_trace([inv("i", "query_logs", out)])
    (focused,) = summarize_trace([inv("i", "query_logs", out)], focus_text=focus)
    assert "5d0bbaa5c74d96842aabc39c7b39d067" not in plain.output_summary
    assert focused.output_summary.splitlines()[0].endswith(
        "seat 17345 order 9f3c2a7b-1d2e paid TraceID: 5d0bbaa5c74d96842aabc39c7b39d067"
    )


def test_a_cited_phrase_is_found_with_the_logs_own_punctuation():
    rows = [("INFO", "ts-preserve-service", f"[preserve][Step {n % 3}][Seat {n} checked]") for n in range(400)]
    rows[333] = ("INFO", "ts-preserve-service", "[preserve][Step 1][Check Security Complete]")
    out = logs(*rows)
    focus = "preserve 那单走完了 Step 1 Check Security Complete"
    (plain,) = summarize_trace([inv("i", "query_logs", out)])
    (focused,) = summarize_trace([inv("i", "query_logs", out)], focus_text=focus)
    assert "Check Security Complete" not in plain.output_summary
    assert "[Step 1][Check Security Complete]" in focused.output_summary.splitlines()[0]


@pytest.mark.parametrize("said", ["阈值 30 s", "阈值 30000 ms", "阈值 0.5 min"])
def test_a_value_is_focused_in_the_unit_the_log_writes_whatever_unit_the_answer_uses(said):
    rows = [("WARN", "dfs-client", f"pipeline {n} slow, queue {n * 7} packets") for n in range(300)]
    rows[222] = ("WARN", "dfs-client", "Slow ReadProcessor read fields took 65108ms (threshold=30000ms)")
    (item,) = summarize_trace([inv("i", "query_logs", logs(*rows))], focus_text=f"读字段太慢，{said}")
    assert "threshold=30000ms" in item.output_summary.splitlines()[0]


def test_focus_hit_deep_inside_one_huge_line_is_excerpted():
    text = "x=1 " * 50_000 + "pod ts-basic-service-5dc8d4f9fd-46997 OOMKilled " + "y=2 " * 50_000
    (item,) = summarize_trace(
        [inv("i", "custom_tool", text)], focus_text="ts-basic-service-5dc8d4f9fd-46997 被 OOMKilled"
    )
    assert "ts-basic-service-5dc8d4f9fd-46997 OOMKilled" in item.output_summary
    assert len(item.output_summary) <= ITEM_BUDGET


def test_focus_number_matches_whole_numbers_only():
    # No ``ts`` field: logs() writes ``09:25:{i:02d}``, so record 305 would carry a real whole-number hit
    # (``ts=2023-01-29T09:25:305Z``) in its head, now that the head shows every field of the record.
    msgs = [f"ts 1674984305{n:03d}" for n in range(400)] + ["latency 305 ms"]
    out = {
        "total": len(msgs),
        "logs": [{"level": "INFO", "service": "svc", "host": "33.33.33.76", "message": m} for m in msgs],
    }
    (item,) = summarize_trace([inv("i", "query_logs", out)], focus_text="延迟 305ms", item_budget=80)
    assert item.output_summary.splitlines()[0] == "#401 log level=INFO service=svc host=33.33.33.76 | latency 305 ms"


def test_small_relevant_item_is_not_starved_by_a_huge_noise_item():
    noise = logs(*[("ERROR", "ts-seat-service", f"seat {n} conflict") for n in range(5000)])
    small = {"alerts": [{"alert_name": "PodOOMKilled", "service": "ts-basic-service", "status": "firing"}]}
    rows = [inv("a", "query_logs", noise, service="seat"), inv("b", "query_metrics", small)]
    items = summarize_trace(rows, focus_text="PodOOMKilled", item_budget=2000, total_budget=300)
    assert [r.alert for r in parse_summary(by_ref(items)["T2"].output_summary) if r.kind == "alert"] == ["PodOOMKilled"]
    assert sum(len(i.output_summary) for i in items) <= 300


# --- Nothing invented ---------------------------------------------------------------------------------------------


def test_no_value_is_invented_for_missing_slots():
    out = {"alerts": [{"alert_name": "DiskFull", "status": "resolved"}], "series": [{"metric": "mem", "last": 0.5}]}
    (item,) = summarize_trace([inv("i", "query_metrics", out)])
    assert item.output_summary.splitlines() == [
        "#0 alert alert_name=DiskFull status=resolved",
        "#1 series metric=mem last=0.5",
    ]
    nums = set(re.findall(r"\d+(?:\.\d+)?", COUNT_RE.sub("", item.output_summary)))  # the address is not a value
    assert nums <= {"0.5"}


# --- Knowledge metadata and dedup ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("chunks", "deduped", "docs"),
    [
        (
            [chunk("c1", "runbook-db.md"), chunk("c2", "case-2023-01.md", relevance="low", layer="L3")],
            False,
            ["runbook-db.md", "case-2023-01.md"],
        ),
        ([chunk("c1", "runbook-db.md", deduped=True), chunk("c2", "case.md")], False, ["runbook-db.md", "case.md"]),
        (
            [chunk("c1", "runbook-db.md", deduped=True), chunk("c2", "case.md", deduped=True)],
            True,
            ["runbook-db.md", "case.md"],
        ),
    ],
)
def test_knowledge_metadata_and_dedup(chunks, deduped, docs):
    (item,) = summarize_trace(
        [inv("k", "lookup_knowledge", {"query": "db pool exhausted", "chunks": chunks}, query="数据库连接池")]
    )
    assert item.evidence_level is EvidenceLevel.INDIRECT
    assert item.deduped is deduped
    assert item.source_documents == docs
    assert item.query_samples == ["数据库连接池", "db pool exhausted"]
    assert item.retrieval_layers == list(dict.fromkeys(c["retrieval_layer"] for c in chunks))
    assert item.relevance_levels == list(dict.fromkeys(c["relevance"] for c in chunks))
    records = [r for r in parse_summary(item.output_summary) if r.kind == "chunk"]
    assert sorted(r.fields["source_doc"] for r in records) == sorted(docs)  # shown best first, deduped last
    marked = [r.fields["source_doc"] for r in records if r.deduped]
    assert sorted(marked) == sorted(c["source_doc"] for c in chunks if c["deduped"])


# --- Stable refs, complete ids ------------------------------------------------------------------------------------


def test_trace_refs_are_stable_and_ordered_by_round_then_position():
    rows = [
        inv("r2", "query_logs", logs(("ERROR", "a", "x1")), round=2),
        inv("t", "get_current_time", "now"),
        inv("r1a", "query_metrics", ALERTS),
        inv("r1b", "lookup_knowledge", {"query": "q", "chunks": [chunk("c", "d.md")]}),
    ]
    first = summarize_trace(rows)
    assert [(i.trace_ref, i.source_invocation_ids) for i in first] == [("T1", ["r1a"]), ("T2", ["r1b"]), ("T3", ["r2"])]
    assert [i.model_dump() for i in summarize_trace(rows)] == [i.model_dump() for i in first]


# --- Any output is safe -------------------------------------------------------------------------------------------


def _deep(n):
    v = {"leaf": "ts-deep-service"}
    for _ in range(n):
        v = {"k": [v]}
    return v


@pytest.mark.parametrize(
    ("output", "expect"),
    [
        (None, NO_HIT_TEXT),
        ("plain text: pod ts-basic-service restarted 3 times", "pod ts-basic-service restarted 3 times"),
        ('{"status": "degraded", "error_code": "ERR-1042"}', "error_code=ERR-1042"),
        ("bad \udcff surrogate E1042 \x00 nul", "E1042"),
        ("\ufffd\ufffd replacement chars 503", "503"),
        ([1, 2.5, True, None, "x"], "1, 2.5, true, x"),
        ({"nan": float("nan"), "inf": float("inf")}, "nan=NaN inf=Infinity"),
        (_deep(5000), ""),
        ({"a": {"b": {"c": {"pods": [{"name": "ts-a-1", "restarts": 7}]}}}}, "row @in=pods name=ts-a-1 restarts=7"),
        ("x" * 3_000_000, "x"),
        (12345, "12345"),
        (b"\xff\xfe not utf-8 E1042", "E1042"),
        ({"raw": b"\xff\xfe E1042", "v": [1, 2, 3]}, " | 1, 2, 3"),
        (
            {
                "total": 2,
                "logs": [
                    "2023-01-29 INFO started on port 8080 " + "ok " * 60,
                    "2023-01-29 ERROR java.net.ConnectException: Connection refused",
                ],
            },
            "#0 row total=2\n#2 text | 2023-01-29 ERROR java.net.ConnectException: Connection refused\n"
            "#1 text | 2023-01-29 INFO started",
        ),
    ],
)
def test_any_output_is_handled_safely(output, expect):
    (item,) = summarize_trace([inv("i", "mystery_tool", output)])
    assert expect in item.output_summary
    assert len(item.output_summary) <= ITEM_BUDGET
    item.model_dump_json()  # serialisable: no lone surrogates or control characters left
    assert not re.search(r"[\x00-\x09\x0b-\x1f\ud800-\udfff]", item.output_summary)
    # Every line is a record of the grammar (#INDEX[xCOUNT][~] KIND …), so it reads back with its address.
    assert all(parse_line(ln).index is not None for ln in item.output_summary.splitlines()), item.output_summary


def test_self_referencing_output_terminates():
    loop: dict = {"name": "ts-loop"}
    loop["self"] = loop
    from engine.summary.extract import extract_lines

    assert any("ts-loop" in ln.text for ln in extract_lines(loop).lines())
    # Validating a dict row copies the output (the copy's "self" points at the original, so no cycle is left):
    # model_construct keeps the real cycle all the way into summarize_trace.
    (item,) = summarize_trace([ToolInvocation.model_construct(**inv("i", "mystery_tool", loop))])
    assert item.output_summary == "#0 row name=ts-loop"
    (item,) = summarize_trace([inv("i", "mystery_tool", {"x": 1})])
    assert item.output_summary == "#0 row x=1"


def test_a_malformed_row_is_a_coded_input_error():
    with pytest.raises(InputError) as info:
        summarize_trace([{"invocation_id": "i", "round": 1, "tool_name": "query_logs", "success": True}])
    assert info.value.field == "invocations[0].session_id"


def test_a_specific_focus_term_outranks_a_common_one():
    # The service name is on every line (common); the trace id is on one line deep inside (specific).
    rows = [("INFO", "ts-basic-service", f"step {n} done for ts-basic-service TraceID: {n:032x}") for n in range(3000)]
    rows[2500] = ("INFO", "ts-basic-service", "paid TraceID: 18452c82c9f96620bbba22f42b2fda97")
    focus = "ts-basic-service 的 trace 18452c82c9f96620bbba22f42b2fda97 支付成功"
    (item,) = summarize_trace([inv("i", "query_logs", logs(*rows))], focus_text=focus, item_budget=200)
    assert item.output_summary.splitlines()[0].endswith("paid TraceID: 18452c82c9f96620bbba22f42b2fda97")


def test_many_focus_hits_share_the_item_budget_as_short_excerpts():
    pad = "lorem ipsum dolor sit amet " * 20
    ids = [f"{n:032x}" for n in range(900, 912)]
    rows = [("INFO", "svc", f"{pad} noise {n}") for n in range(2000)]
    for k, tid in enumerate(ids):
        rows[100 * k + 50] = ("ERROR", "svc", f"{pad} failed TraceID: {tid} {pad}")
    # The budget fits 12 lines whose heads (every field of the record: ts, level, service, host) stay whole
    # and whose bodies are cut to excerpts of MIN_FOCUS_CAP characters around each id.
    (item,) = summarize_trace([inv("i", "query_logs", logs(*rows))], focus_text=" ".join(ids), item_budget=2400)
    assert all(tid in item.output_summary for tid in ids)  # 12 long lines would not fit whole
    assert len(item.output_summary) <= 2400


# --- Focus identifiers survive truncation (the trace id an answer names is never cut off) ---------------------------

_TID = "7f3a9c2e5b1d4f60a8e2c4b6d8f01234"
_LONG_MSG = (
    "Payment callback for order ORD-20230129-0042 failed after 3 retries: upstream ts-payment-service "
    "returned HTTP 503 Service Unavailable while settling the ledger entry, connection reset by peer, "
    "circuit breaker opened for downstream inside-payment pool, falling back to the slow settlement "
    "queue and parking the order for manual review"
)


def _noisy_logs(pos):
    noise = [
        {
            "level": "INFO",
            "service": "ts-order-service",
            "host": "node-2",
            "message": f"heartbeat ok seq={n} " + "lorem ipsum " * 4,
            "trace_id": f"{n:032x}",
        }
        for n in range(400)
    ]
    noise.insert(
        pos, {"level": "ERROR", "service": "ts-order-service", "host": "node-2", "message": _LONG_MSG, "trace_id": _TID}
    )
    return {"total": len(noise), "logs": noise}


@pytest.mark.parametrize("pos", [0, 250, 400])
@pytest.mark.parametrize("item_budget", [ITEM_BUDGET, 300, 150])
@pytest.mark.parametrize(
    "answer",
    [
        f"trace {_TID} 显示支付失败",
        f"订单 ORD-20230129-0042 重试 3 次后失败，返回 503，ts-payment-service 熔断，trace_id {_TID}",
    ],
)
def test_a_trace_id_after_a_long_message_survives_truncation(pos, item_budget, answer):
    assert len(_LONG_MSG) > 200
    (item,) = summarize_trace(
        [inv("i", "query_logs", _noisy_logs(pos))], focus_text="为什么下单失败？\n" + answer, item_budget=item_budget
    )
    assert len(item.output_summary) <= item_budget
    line = next(ln for ln in item.output_summary.splitlines() if _TID in ln)
    rec = parse_line(line)
    assert rec.kind == "log"
    assert (rec.fields["level"], rec.fields["service"], rec.fields["host"]) == ("ERROR", "ts-order-service", "node-2")
    assert rec.fields["trace_id"] == _TID  # the head (the record's fields) is never cut, at any budget
    assert line.startswith(f"#{pos + 1}~ log level=ERROR service=ts-order-service host=node-2 trace_id={_TID} | ")
    if "ORD-" in answer:  # every focus identifier of the line is in its excerpt
        assert all(t in line for t in ("ORD-20230129-0042", "503", "ts-payment-service"))


def test_an_excerpt_keeps_every_focus_identifier_whole():
    from engine.summary.text import ELLIPSIS, excerpt

    text = "a " * 150 + "pod ts-basic-service-5dc8d4f9fd-46997 " + "b " * 200 + "trace_id=" + _TID + " c" * 50
    spans = [
        (text.index("ts-basic-service"), text.index("ts-basic-service") + 16),
        (text.index(_TID), text.index(_TID) + 32),
    ]
    for limit in (320, 100, 72):
        out = excerpt(text, spans, limit)
        assert len(out) <= limit
        assert "ts-basic-service-5dc8d4f9fd-46997" in out and _TID in out  # widened to the whole token
        assert all(piece in text for piece in out.split(ELLIPSIS))


def test_a_specific_focus_line_gets_the_summary_budget_before_common_focus_lines():
    common = logs(*[("INFO", "ts-order-service", f"ts-order-service step {n} ok") for n in range(300)])
    target = logs(
        *[("INFO", "svc", f"noise {n}") for n in range(50)],
        ("ERROR", "ts-pay-service", f"settlement failed for trace {_TID} after retries"),
    )
    rows = [
        inv("a", "query_logs", common, q="a"),
        inv("b", "query_logs", common, q="b"),
        inv("c", "query_logs", target, q="c"),
    ]
    items = summarize_trace(rows, focus_text=f"ts-order-service 正常，但 trace {_TID} 支付失败", total_budget=300)
    assert (
        f"#51 log ts=2023-01-29T09:25:50Z level=ERROR service=ts-pay-service host=33.33.33.76"
        f" | settlement failed for trace {_TID} after retries"
    ) in by_ref(items)["T3"].output_summary.splitlines()
    assert sum(len(i.output_summary) for i in items) <= 300


def test_grouped_lines_carry_their_owner_and_stamp():
    """Loki streams: each [stamp, line] value is one text record with the stream's pod and its time."""
    from engine.evidence.records import parse_summary
    from engine.summary.extract import extract_lines

    out = {"result": [{"stream": {"pod": "web-1"}, "values": [["1674984335012000000", "ERROR disk full on /data"]]}]}
    lines = [ln.head + ln.body for ln in extract_lines(out).lines()]
    assert "text ts=1674984335012000000 pod=web-1 | ERROR disk full on /data" in lines
    rec = next(r for r in parse_summary("#1 text ts=1674984335012000000 pod=web-1 | ERROR x") if r.kind == "text")
    assert rec.owners == {"web-1": "pod"} and rec.times == (9 * 3600 + 25 * 60 + 35,)
    # A record naming its own entity keeps it; an ungrouped line has no owner.
    own = {"service": "api", "logs": [{"message": "boom", "pod": "api-7"}]}
    assert [ln.head for ln in extract_lines(own).lines() if ln.body == "boom"] == ["log pod=api-7 | "]
    assert [ln.head for ln in extract_lines("ERROR a b\nINFO c d").lines()] == ["text | ", "text | "]


def test_a_cut_text_line_keeps_its_level():
    from engine.summary.budget import render
    from engine.summary.lines import Line

    body = "17:25:35.011 ERROR " + "x" * 400 + " No instances available"
    line = Line(head="text pod=p | ", body=body, category=0, severity=0, first=1, count=1)
    line.focus_pos = len(body) - 10
    shown = render(line, 120)
    assert "level=ERROR |" in shown and "ERROR x" not in shown
    assert "level=" not in render(Line(head="text | ", body="ERROR short", category=0, severity=0, first=1, count=1))


def test_a_denial_makes_failure_words_focus():
    """The lines that may refute "没有任何报错" (a failure without a level word) are focus lines."""
    from engine.summary.focus import REFUTERS, focus_terms

    denial = {t.text for t in focus_terms("gmetad[1682] 没有任何报错")}
    assert set(REFUTERS) <= denial
    assert not set(REFUTERS) & {t.text for t in focus_terms("gmetad[1682] 报了 data_thread 错误")}


def test_calls_with_other_results_are_no_repeats():
    """Two calls of one question in other time ranges with other results are two items; a retry merges."""
    from engine.summarizer import summarize_trace

    def call(n, output, success=True):
        return {
            "invocation_id": f"inv-{n}", "session_id": "s", "round": 1, "tool_name": "query_logs",
            "input": {"service": "hdfs", "from": f"t{n}"}, "output": output, "success": success,
            "error": None if success else "timeout",
        }  # fmt: skip

    first = "081109 213400 148 INFO dfs.DataNode: served block blk_1"
    second = "081109 233753 3950 INFO dfs.DataNode$DataXceiver: Receiving block blk_-6412155847905320411"
    items = summarize_trace([call(1, first), call(2, second)], focus_text="blk_-6412155847905320411")
    assert [it.source_invocation_ids for it in items] == [["inv-1"], ["inv-2"]]
    assert "blk_-6412155847905320411" in items[1].output_summary
    retried = summarize_trace([call(1, None, False), call(2, second), call(3, second)], focus_text="x")
    assert [it.source_invocation_ids for it in retried] == [["inv-1", "inv-2", "inv-3"]]


def test_numeric_keys_are_fields():
    """A map keyed by numbers (HTTP status counts) is read back whole, not cut at its first key."""
    from engine.evidence.records import parse_summary

    rec = parse_summary("#2 row @in=status_counts 200=75 202=3 404=3")[0]
    assert rec.fields == {"@in": "status_counts", "200": "75", "202": "3", "404": "3"}


def test_unit_forms_are_exact_and_match_trailing_zeros():
    """79.319 毫秒 is looked for as 0.079319 (seconds), which a log writes "0.0793190"."""
    from engine.summary.focus import _unit_forms, focus_terms, mark_focus
    from engine.summary.lines import Line

    assert "0.079319" in _unit_forms("耗时 79.319 毫秒")
    assert _unit_forms("65 秒") == ["65000"]  # 1.0833… minutes is no exact form
    line = Line(head="text | ", body="status: 404 len: 296 time: 0.0793190", category=0, severity=0, first=0)
    other = Line(head="text | ", body="time: 0.07931901", category=0, severity=0, first=1)
    mark_focus([line, other], focus_terms("耗时 79.319 毫秒"))
    assert line.focus and not other.focus
    assert line.spans and line.body[line.spans[0][0] : line.spans[0][1]] == "0.0793190"  # a cut keeps it whole


@pytest.mark.parametrize(
    ("text", "rows"),
    [
        # a header of column names, then rows of as many cells: records (numbers as JSON would carry them)
        ("a,b,c\n1,x,2.5\n3,y,0012\n", [{"a": 1, "b": "x", "c": 2.5}, {"a": 3, "b": "y", "c": "0012"}]),
        # a quoted cell holding commas and JSON is one cell (Nezha's log export); a container runtime's
        # log wrapper in it is one log line: the row takes the wrapper's fields, its message the app's line
        (
            'Time,Pod,Log\n2023-01-29,ts-a,"{""log"": ""x, y\\n"", ""stream"": ""stdout""}"\n',
            [{"Time": "2023-01-29", "Pod": "ts-a", "log": "x, y", "stream": "stdout"}],
        ),
        # twins: JSON in a cell that is no log wrapper (no message key, or a nested value) stays the cell's text
        ('Time,Pod,Doc\n2023-01-29,ts-a,"{""a"": 1}"\n', [{"Time": "2023-01-29", "Pod": "ts-a", "Doc": '{"a": 1}'}]),
        (
            'Time,Pod,Log\n2023-01-29,ts-a,"{""log"": ""x"", ""k"": {""b"": 2}}"\n',
            [{"Time": "2023-01-29", "Pod": "ts-a", "Log": '{"log": "x", "k": {"b": 2}}'}],
        ),
        # the wrapper never overwrites a column the row has ("Pod" here)
        (
            'Time,Pod,Log\n2023-01-29,ts-a,"{""log"": ""x"", ""Pod"": ""ts-b""}"\n',
            [{"Time": "2023-01-29", "Pod": "ts-a", "log": "x"}],
        ),
        # twins: a ragged row, a header of numbers, two columns, one line: plain text lines
        ("a,b,c\n1,2,3\n4,5\n", None),
        ("1,2,3\n4,5,6\n", None),
        ("a,b\n1,2\n", None),
        ("a,b,c\n", None),
    ],
)
def test_a_csv_table_in_a_string_is_read_as_rows(text, rows):
    from engine.summary.extract import csv_table

    assert csv_table(text) == rows


_WRAPPED = (
    "2023-01-29T08:49:56.448538911Z,1674982196448538911,33.33.33.155,ts-verification-code-service-7b6dc75c45-2z9p2,"
    'server,3b53aef885a10f5791ece7b03d40a446,"{""log"":""16:49:56.448 INFO  v.c.VerifyCodeController#54 TraceID: '
    '3b53aef885a10f5791ece7b03d40a446 [verify result: false]\\n"",""stream"":""stdout"",'
    '""time"":""2023-01-29T08:49:56.448538911Z""}"'
)


@pytest.mark.parametrize(
    ("text", "rows"),
    [
        # a headerless log export: each row a log record, its cells named by shape (stamp, host, pod) or
        # column; a cell the wrapped line writes (the trace id) and the wrapper's repeated time are said once
        (
            _WRAPPED + "\n" + _WRAPPED.replace("08:49:56", "08:49:57") + "\n",
            [
                {
                    "timestamp": f"2023-01-29T08:49:5{s}.448538911Z",
                    "c2": 1674982196448538911,
                    "host": "33.33.33.155",
                    "pod": "ts-verification-code-service-7b6dc75c45-2z9p2",
                    "c5": "server",
                    "log": "16:49:56.448 INFO  v.c.VerifyCodeController#54 TraceID: "
                    "3b53aef885a10f5791ece7b03d40a446 [verify result: false]",
                    "stream": "stdout",
                }
                for s in "67"
            ],
        ),
        # twins: rows without a wrapper cell, rows of two widths, or one row without one: plain lines
        ("2023-01-29,ts-a,x\n2023-01-29,ts-b,y\n", None),
        (_WRAPPED + "\n" + _WRAPPED.replace(",server,", ",") + "\n", None),
        (_WRAPPED + "\n2023-01-29,ts-b,server,a,b,c,d\n", None),
    ],
)
def test_a_headerless_log_export_is_read_as_log_records(text, rows):
    from engine.summary.extract import wrapped_rows

    assert wrapped_rows(text) == rows


def test_a_nested_map_of_scalars_is_part_of_its_record():
    """A sample's metrics map is the sample's: one row with its time (a container of no scalars stays as it is)."""
    from engine.evidence.records import parse_summary
    from engine.summary.extract import extract_lines

    out = {
        "items": [
            {"time": "2022-08-23 13:47:28", "metrics": {"CpuUsageRate(%)": 101.2}},
            {"time": "2022-08-23 13:48:28", "metrics": {"CpuUsageRate(%)": 44.0}},
        ]
    }
    heads = [ln.head for ln in extract_lines(out).lines()]
    assert len(heads) == 2 and all("CpuUsageRate(%)=" in h and "time=" in h for h in heads)
    recs = parse_summary("\n".join(f"#{i} {h}" for i, h in enumerate(heads)))
    assert sorted(r.times for r in recs) == [(49648,), (49708,)]
    # twins: a map beside no scalars of its own, or one sharing a key with its record, is a record of its own
    assert [ln.head for ln in extract_lines({"metrics": {"CpuUsageRate(%)": 1}}).lines()] == [
        "row @in=metrics CpuUsageRate(%)=1"
    ]
    heads = [ln.head for ln in extract_lines({"items": [{"time": "t1", "m": {"time": "t2", "x": 1}}]}).lines()]
    assert heads == ["row @in=items time=t1", "row @in=m time=t2 x=1"]


def test_an_alert_field_of_a_dash_names_no_alert():
    """Thunderbird's lines write ``alert=-``: such a record is a log line, an alert name makes an alert."""
    from engine.summary.extract import extract_lines

    line = {"alert": "-", "node": "tbird-admin1", "message": "Mounting other filesystems: failed"}
    assert [ln.head.split()[0] for ln in extract_lines({"logs": [line]}).lines()] == ["log"]
    assert [ln.head.split()[0] for ln in extract_lines({"logs": [{**line, "alert": "KERNDTLB"}]}).lines()] == ["alert"]


def _one_output_lines(output):
    (item,) = summarize_trace(
        [{"invocation_id": "i1", "session_id": "s", "round": 1, "tool_name": "get_metrics", "input": {},
          "output": output, "success": True, "error": None}]
    )  # fmt: skip
    return item.output_summary.splitlines()


def test_a_nested_document_is_one_record_named_by_paths():
    doc = {
        "@timestamp": "2024-03-05T10:15:00.000Z",
        "container": {"name": "ledger-db-1"},
        "docker": {"cpu": {"total": {"pct": 0.0834}}, "memory": {"usage": {"bytes": 734003200}}},
    }
    (line,) = _one_output_lines(doc)
    rec = parse_line(line)
    assert rec.raw["docker.cpu.total.pct"] == "0.0834"
    assert rec.raw["docker.memory.usage.bytes"] == "734003200"
    # the entity a dotted name names is the record's owner, with its time and values
    assert rec.fields["container"] == "ledger-db-1" and rec.owners == {"ledger-db-1": "pod"}


def test_a_nested_object_of_records_or_a_message_is_walked_map_by_map():
    # a list of records inside: a container, not one document
    listed = {"pod": {"name": "p-1"}, "status": {"containers": [{"name": "c1", "ready": True}]}}
    assert not any("status.containers" in ln for ln in _one_output_lines(listed))
    # an Elasticsearch hit of a log entry: its message keeps it a log record
    hit = {"_id": "x1", "_source": {"message": "disk full on /data", "log": {"level": "ERROR"}, "k": {"p": {"q": 1}}}}
    assert any(parse_line(ln).kind == "log" for ln in _one_output_lines(hit))


def test_a_log_message_cut_past_its_own_clock_keeps_it():
    msg = "19:39:32.722 ERROR o.a.c.c.C " + "x" * 600 + " No instances available for ts-basic-service"
    out = {"logs": [{"ts": "2023-01-30T11:39:32.722Z", "level": "ERROR", "pod": "ts-travel-1", "message": msg}]}
    (item,) = summarize_trace(
        [{"invocation_id": "i1", "session_id": "s", "round": 1, "tool_name": "query_logs", "input": {},
          "output": out, "success": True, "error": None}],
        focus_text="No instances available for ts-basic-service",
    )  # fmt: skip
    (rec,) = [r for r in parse_summary(item.output_summary) if r.kind == "log"]
    assert rec.cut and not rec.body.startswith("19:39") and rec.fields["clock"] == "19:39:32.722"
    assert 19 * 3600 + 39 * 60 + 32 in rec.times  # the local clock, beside the UTC ts


#: An OTLP/JSON export: a resource (the pod), a metric with its unit, a data point with attributes of its own.
OTLP_METRICS = {"resourceMetrics": [{
    "resource": {"attributes": [{"key": "k8s.pod.name", "value": {"stringValue": "checkout-7d9f-abcde"}}]},
    "scopeMetrics": [{"scope": {"name": "kubeletstats"}, "metrics": [
        {"name": "k8s.pod.memory.usage", "unit": "By", "gauge": {"dataPoints": [{"timeUnixNano": "1700000000000000000", "asInt": "734003200"}]}},
        {"name": "http.server.requests", "unit": "{request}", "sum": {"dataPoints": [
            {"attributes": [{"key": "http.status_code", "value": {"intValue": "500"}}], "asInt": "17"}]}},
    ]}],
}]}  # fmt: skip
OTLP_SPANS = {"resourceSpans": [{
    "resource": {"attributes": [{"key": "service.name", "value": {"stringValue": "checkout"}}]},
    "scopeSpans": [{"spans": [{"traceId": "5b8aa5a2d2c872e8", "spanId": "051581bf3cb55c13", "name": "GET /cart",
        "startTimeUnixNano": "1700000000000000000", "endTimeUnixNano": "1700000000005000000",
        "status": {"code": 2, "message": "timeout"},
        "attributes": [{"key": "http.status_code", "value": {"intValue": "504"}}]}]}],
}]}  # fmt: skip


def test_an_otlp_export_is_one_record_per_data_point_with_its_metric_unit_and_resource():
    recs = [parse_line(ln) for ln in _one_output_lines(OTLP_METRICS)]
    mem = next(r for r in recs if r.metric == "k8s.pod.memory.usage")
    assert mem.kind == "series" and mem.fields["value"] == "734003200" and mem.fields["unit"] == "B"
    assert mem.fields["pod"] == "checkout-7d9f-abcde"  # the resource's pod, on the point
    req = next(r for r in recs if r.metric == "http.server.requests")
    assert req.fields["http.status_code"] == "500" and "unit" not in req.fields  # {request} is no unit
    # a time is not a value of the metric
    assert all(k != "timeUnixNano" for k, _ in mem.slot_values)


def test_an_otlp_span_keeps_its_status_attributes_and_service():
    (rec,) = [parse_line(ln) for ln in _one_output_lines(OTLP_SPANS)]
    assert rec.fields["status.code"] == "2" and rec.fields["http.status_code"] == "504"
    assert rec.fields["service"] == "checkout" and rec.span_ids == ("051581bf3cb55c13", "")


def test_a_jaeger_span_carries_its_tags_and_its_process_service():
    trace = {"data": [{"traceID": "7606ddfe", "spans": [
        {"spanID": "7bd66f09ba90ea3d", "operationName": "HTTP GET: /customer", "duration": 290000, "processID": "p2",
         "tags": [{"key": "http.status_code", "type": "int64", "value": 500}, {"key": "error", "type": "bool", "value": True}]}],
        "processes": {"p2": {"serviceName": "customer", "tags": [{"key": "hostname", "type": "string", "value": "host-2"}]}}}]}  # fmt: skip
    span = next(r for r in map(parse_line, _one_output_lines(trace)) if r.span_ids[0] == "7bd66f09ba90ea3d")
    assert span.fields["http.status_code"] == "500" and span.fields["error"] == "true"
    assert span.fields["service"] == "customer" and span.fields["host"] == "host-2"


def test_a_yaml_text_output_is_read_as_its_document_and_a_log_text_is_not():
    kubectl = "apiVersion: v1\nkind: Pod\nmetadata:\n  name: web-0\n  namespace: default\nstatus:\n  phase: Running\n"
    (line,) = _one_output_lines(kubectl)
    rec = parse_line(line)
    assert rec.kind == "row" and rec.raw["phase"] == "Running" and rec.raw["name"] == "web-0"
    syslog = "Dec 10 10:58:37 LabSZ sshd[25131]: Failed password for root\n  from: 183.62.140.253\nnext: line\n"
    assert all(parse_line(ln).kind == "text" for ln in _one_output_lines(syslog))
    # anchors and aliases (a document that expands itself) are never read as YAML
    bomb = "a: &a [x, x, x]\nb: &b [*a, *a, *a]\nc:\n  d: [*b, *b]\n"
    assert all(parse_line(ln).kind == "text" for ln in _one_output_lines(bomb))


def test_a_zipkin_span_has_its_id_parent_and_microsecond_duration():
    spans = [{"traceId": "5af7183fb1d4cf5f", "id": "6b221d5bc9e6496c", "parentId": "5af7183fb1d4cf5f", "name": "get /api",
              "timestamp": 1556604172355737, "duration": 1431, "localEndpoint": {"serviceName": "backend"}}]  # fmt: skip
    (rec,) = [parse_line(ln) for ln in _one_output_lines(spans)]
    assert rec.span_ids == ("6b221d5bc9e6496c", "5af7183fb1d4cf5f") and rec.span_unit == "us"
    assert rec.owners == {"backend": "service"}
    # an ``id`` beside no trace id is no span id
    assert parse_line(_one_output_lines([{"id": "x1", "name": "a", "value": 3}])[0]).span_ids == ("", "")
