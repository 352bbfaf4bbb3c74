"""chat-verifier for agent regression suites in pytest.

``from engine.testing import assert_grounded`` verifies an answer in any test. The pytest plugin
(:mod:`engine.testing.plugin`, registered through the ``pytest11`` entry point as ``chat_verifier``)
adds the ``chat_verifier`` fixture, the ``@pytest.mark.chat_verifier(dataset=...)`` marker, and
baselines and gates (``--cv-baseline``, ``--cv-update-baseline``, ``--cv-max-unsafe``,
``--cv-min-accuracy``, ``--cv-check-determinism``). See ``docs/pytest.md``.

Importing this package or the plugin has no side effect: no network, no telemetry, no model load.
"""

from engine.testing.assertions import GroundednessError, assert_grounded
from engine.testing.baseline import AllowedRegression, Baseline, BaselineEntry, BaselineError, judge
from engine.testing.expect import Comparison, Expectation, check, render

__all__ = [
    "AllowedRegression",
    "Baseline",
    "BaselineEntry",
    "BaselineError",
    "Comparison",
    "Expectation",
    "GroundednessError",
    "assert_grounded",
    "check",
    "judge",
    "render",
]
