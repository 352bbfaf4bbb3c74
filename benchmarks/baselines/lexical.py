"""Baseline (b): lexical overlap between each fact and the trace summary.

A fact's score is the share of its distinct tokens that occur among the tokens of the whole
trace summary (every item's tool name, input and output summary, concatenated). Tokens:
jieba words of the lower-cased text that contain a letter or digit, minus a few function
words. score ≥ threshold → direct_evidence, else no_evidence; the threshold is tuned on dev.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from benchmarks.baselines.common import Prepared, Thresholded, prepare, summary_texts

_WORD = re.compile(r"\w")
_STOP = frozenset(["的", "了", "是", "在", "和", "与", "及", "有", "为", "对", "中", "也", "都", "而", "被", "把", "从", "到", "等", "the", "a", "an", "of", "to", "in", "is", "are", "was", "and", "or", "for", "on", "at", "by"])
#: Threshold used when none is given (replaced by the tuned one in the table).
DEFAULT_THRESHOLD = 0.6


@lru_cache(maxsize=1)
def _jieba() -> Any:
    import jieba

    jieba.setLogLevel(logging.WARNING)
    jieba.initialize()
    return jieba


def tokens(text: str) -> set[str]:
    """Distinct content tokens of ``text`` (jieba, lower-cased, with a letter or digit, no stop words)."""
    return {t.strip() for t in _jieba().lcut(text.lower()) if _WORD.search(t) and t.strip() not in _STOP}


def overlap(fact: str, summary_tokens: set[str]) -> float:
    """Share of the fact's tokens found in the summary, in [0, 1]; 0.0 for a fact without tokens."""
    ft = tokens(fact)
    return len(ft & summary_tokens) / len(ft) if ft else 0.0


class LexicalOverlap(Thresholded):
    """Baseline (b): token overlap ≥ threshold → direct_evidence, else no_evidence."""

    detail = "token overlap {:.3f}"

    def __init__(self, threshold: float = DEFAULT_THRESHOLD) -> None:
        """Label with ``threshold`` (a share of the fact's tokens, in [0, 1])."""
        self.threshold = threshold
        self.name = f"(b) lexical overlap ≥ {threshold:.2f}"

    def score(self, case_input: Mapping[str, Any]) -> tuple[Prepared, list[float]]:
        """The prepared case and each fact's overlap score (threshold-free, for tuning)."""
        prep = prepare(case_input)
        summary = tokens("\n".join(summary_texts(prep.vin.tool_trace_summary)))
        return prep, [overlap(f.fact, summary) for f in prep.facts]
