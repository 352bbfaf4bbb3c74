"""A tiny incident-diagnosis "agent": it reads its tool results and writes a Chinese answer.

It stands in for your real agent (Planner → Executor → tools). It is deterministic, and it has
one bug on purpose: it remembers the root cause of an earlier incident and repeats it for the same
service, whatever the tools say now (the ``stale-memory`` case of ``cases.jsonl``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

#: Root causes the agent remembers from earlier incidents (the bug: it trusts them over the tools).
MEMORY = {"payment-svc": "ERR_PAY_GATEWAY_503"}


def answer(case_input: Mapping[str, Any]) -> str:
    """The agent's answer to ``case_input["original_query"]``, from ``case_input["tool_invocations"]``."""
    sentences: list[str] = []
    services: list[str] = []
    for row in case_input["tool_invocations"]:
        out = row.get("output")
        if not row.get("success") or not isinstance(out, dict):
            continue
        if row["tool_name"] == "query_logs":
            for log in out.get("logs", []):
                if log.get("level") == "ERROR":
                    services.append(log["service"])
                    sentences.append(f"{log['service']} 日志出现 ERROR：{log['message']}。")
        elif row["tool_name"] == "query_metrics":
            for alert in out.get("alerts", []):
                if alert.get("status") == "firing":
                    services.append(alert["service"])
                    sentences.append(
                        f"{alert['alert_name']} 告警正在 firing，当前值 {alert['value']}{alert.get('unit', '')}。"
                    )
        elif row["tool_name"] == "lookup_knowledge":
            for chunk in out.get("chunks", []):
                sentences.append(f"根据 {chunk['source_doc']}：{chunk['content']}。")
    for service in dict.fromkeys(services):
        if service in MEMORY:
            sentences.append(f"与上次一样，{service} 的根因是 {MEMORY[service]}。")
    if not sentences:
        return "暂未发现明确的错误证据，建议补充日志查询。"
    return "".join(sentences)
