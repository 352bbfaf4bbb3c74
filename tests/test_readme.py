"""The README stays true: every command documented, two quickstart commands, CI runs the test one (see test_docs)."""

import re

from engine.cli import COMMANDS
from tests.conftest import ROOT

README = (ROOT / "README.md").read_text(encoding="utf-8")


def _quickstart_commands():
    section = README.split("## Quickstart", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```bash quickstart\n(.+?)\n```", section, flags=re.S)


def test_every_cli_command_is_documented():
    for name in COMMANDS:
        assert f"chat-verifier {name}" in README, name


def test_quickstart_has_exactly_two_one_line_commands():
    cmds = _quickstart_commands()
    assert len(cmds) == 2
    assert all("\n" not in c for c in cmds)
    assert "chat-verifier verify benchmarks/examples/" in cmds[0]
    assert "pytest" in cmds[1]


def test_ci_runs_the_readme_test_command():
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert _quickstart_commands()[1] in ci


def test_quickstart_example_exists():
    path = re.search(r"(benchmarks/examples/\S+\.json)", _quickstart_commands()[0]).group(1)
    assert (ROOT / path).is_file()
