"""Baseline verifiers for the regression benchmark, run side by side with ours.

Not part of the installed library: they live beside the data. Each baseline is a bench
``System`` (``name`` + ``run(case_input) -> VerifierOutput-like dict``):

- (a) :class:`~benchmarks.baselines.trust_executor.TrustExecutor`: believe the Executor's own
  ``support_level``.
- (b) :class:`~benchmarks.baselines.lexical.LexicalOverlap`: token overlap with the trace summary.
- (c) :class:`~benchmarks.baselines.embedding.EmbeddingSimilarity`: all-MiniLM-L6-v2 cosine
  similarity with the trace summary (optional extra ``baselines``).

``python -m benchmarks.baselines.table`` regenerates the table in ``benchmarks/README.md``.
"""
