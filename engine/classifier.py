"""Classifier: labels each candidate fact against the trace summary (DESIGN.md "Classification").

The implementation lives in :mod:`engine.classify` (evidence index, fact analysis, rules);
this module keeps the stable import path ``engine.classifier.classify_facts``.
"""

from __future__ import annotations

from engine.classify import classify_facts

__all__ = ["classify_facts"]
