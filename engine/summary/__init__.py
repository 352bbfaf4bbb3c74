"""Pieces of the trace summarizer (entry point: :func:`engine.summarizer.summarize_trace`).

- :mod:`~engine.summary.text` — safe, bounded text from any value;
- :mod:`~engine.summary.lines` — candidate lines, dedup with counts, rank key;
- :mod:`~engine.summary.records` — log / alert / series / chunk / generic record renderers;
- :mod:`~engine.summary.extract` — iterative walk of any output into lines, no-hit test;
- :mod:`~engine.summary.focus` — focus terms from the query and answer, line marking;
- :mod:`~engine.summary.budget` — per-item line selection and the shared summary budget;
- :mod:`~engine.summary.merge` — topic-domain keys and grouping of repeated calls;
- :mod:`~engine.summary.knowledge` — ``lookup_knowledge`` metadata fields.
"""
