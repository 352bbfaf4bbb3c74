"""The agent's regression suite: every scenario of cases.jsonl, answered by the agent, verified."""

import pytest
from agent import answer

from engine.testing import assert_grounded


@pytest.mark.chat_verifier(dataset="../cases.jsonl")
def test_agent_answer_is_grounded(cv_case):
    """One item per case id: the agent answers the case's question from its tool rows."""
    case_input = {**cv_case.input, "executor_final_answer": answer(cv_case.input)}
    assert_grounded(case_input, expect=cv_case.verdict.value)


def test_a_made_up_error_code_never_passes(chat_verifier):
    """A hand-written bad answer: the error code is in no tool output."""
    case_input = {
        "original_query": "order-svc 为什么下单失败？",
        "executor_final_answer": "order-svc 日志出现 ERR_DB_DEADLOCK，导致下单失败。",
        "tool_invocations": [
            {
                "invocation_id": "inv-1",
                "session_id": "s",
                "round": 1,
                "tool_name": "query_logs",
                "input": {"service": "order-svc"},
                "success": True,
                "error": None,
                "output": {
                    "total": 1,
                    "logs": [
                        {
                            "ts": "2026-03-02T14:20:05Z",
                            "level": "ERROR",
                            "service": "order-svc",
                            "message": "ERR_PAY_TIMEOUT",
                        }
                    ],
                },
            },
        ],
    }
    out = assert_grounded(case_input, max_verdict="LOW_CONFID", verifier=chat_verifier)
    assert out.verdict.value == "REJECT"
