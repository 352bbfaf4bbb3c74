"""Shared fixtures: paths and a runner for the real ``chat-verifier`` console script."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

#: ``pytester`` runs the chat_verifier plugin's own suites (tests/test_pytest_plugin.py).
pytest_plugins = ["pytester"]

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "benchmarks" / "examples"


def cli_path() -> str:
    """The installed console script next to this interpreter (the one the README installs)."""
    candidate = Path(sys.executable).parent / "chat-verifier"
    if candidate.exists():
        return str(candidate)
    found = shutil.which("chat-verifier")
    if found is None:  # pragma: no cover - a broken install should fail loudly
        raise RuntimeError("chat-verifier console script is not installed")
    return found


@pytest.fixture(scope="session")
def run_cli():
    """Run ``chat-verifier ARGS`` in a subprocess; returns CompletedProcess with text output."""

    def _run(*args: str, stdin: str | None = None, timeout: float = 120) -> subprocess.CompletedProcess:
        env = {**os.environ, "PYTHONHASHSEED": "random"}
        env.pop("CHAT_VERIFIER_LLM_BASE_URL", None)
        return subprocess.run(
            [cli_path(), *args], input=stdin, capture_output=True, text=True, timeout=timeout, env=env, cwd=ROOT
        )

    return _run
