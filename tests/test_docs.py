"""The docs stay true: every code block runs, every public name and path they mention exists, every rule example holds.

Documents: README.md, CONTRIBUTING.md, docs/*.md, examples/*/README.md. A fenced block names its
language, and may carry one tag after it:

- ``python`` runs (a fresh namespace, from the repository root); ``bash`` runs (bash -euo pipefail,
  from the repository root, ``chat-verifier`` on PATH, ``/tmp/`` redirected to a temporary directory);
  ``json`` and ``yaml`` parse; ``text`` is prose (diagrams, sample output);
- ``python file=PATH``: the block is an excerpt of PATH, verbatim (PATH itself is run by CI);
- ``bash quickstart`` (README): the install line; its last command runs, and the test line is the one CI runs;
- ``illustrative``: not run (needs files or services the reader has); it must still parse
  (``compile``, ``bash -n``; balanced brackets for ``java`` snippets, which are always illustrative),
  and every ``chat-verifier`` command in it must exist.
"""

from __future__ import annotations

import contextlib
import importlib
import io
import json
import os
import re
import subprocess
import sys
import types
from pathlib import Path

import pytest
import yaml

from engine.cli import COMMANDS
from tests.conftest import ROOT, cli_path

DOCS = sorted(
    [
        ROOT / "README.md",
        ROOT / "CONTRIBUTING.md",
        *(ROOT / "docs").glob("*.md"),
        *(ROOT / "examples").glob("*/README.md"),
    ]
)
FENCE = re.compile(r"^```([^\n`]*)\n(.*?)^```[ \t]*$", re.M | re.S)
LANGS = {"python", "bash", "json", "yaml", "text", "java"}
TAGS = {"", "illustrative", "quickstart"}


def _blocks():
    out = []
    for doc in DOCS:
        text = doc.read_text(encoding="utf-8")
        for m in FENCE.finditer(text):
            info = m.group(1).strip().split(None, 1)
            lang, tag = (info[0] if info else ""), (info[1] if len(info) > 1 else "")
            line = text.count("\n", 0, m.start()) + 1
            out.append(pytest.param(doc, lang, tag, m.group(2), id=f"{doc.relative_to(ROOT)}:{line}:{lang}"))
    return out


BLOCKS = _blocks()


def test_the_docs_have_code_blocks():
    assert len(BLOCKS) > 20
    assert {p.values[1] for p in BLOCKS} >= {"python", "bash", "json", "text"}


def _bash_env(tmp_path):
    env = {**os.environ, "PATH": f"{Path(cli_path()).parent}{os.pathsep}{os.environ.get('PATH', '')}"}
    env.pop("CHAT_VERIFIER_LLM_BASE_URL", None)
    env.pop("CHAT_VERIFIER_DB", None)
    return env


def _run_bash(script, tmp_path):
    script = script.replace("/tmp/", f"{tmp_path}/")
    return subprocess.run(
        ["bash", "-euo", "pipefail", "-c", script],
        cwd=ROOT,
        env=_bash_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=300,
    )


@pytest.mark.parametrize(("doc", "lang", "tag", "body"), BLOCKS)
def test_every_code_block_runs(doc, lang, tag, body, tmp_path, monkeypatch):
    assert lang in LANGS, f"a fenced block must name its language (one of {sorted(LANGS)}), got {lang!r}"
    assert tag in TAGS or tag.startswith("file="), f"unknown block tag {tag!r}"
    if lang == "java":  # snippets of a Java service (docs/integration-java.md), not whole classes
        assert tag == "illustrative", "a java block cannot run here: tag it illustrative"
        assert body.count("{") == body.count("}") and body.count("(") == body.count(")")
    elif tag.startswith("file="):
        assert lang == "python"
        source = (ROOT / tag[len("file=") :]).read_text(encoding="utf-8")
        assert body in source, f"the block is not an excerpt of {tag[5:]}"
    elif lang == "json":
        json.loads(body)
    elif lang == "yaml":
        yaml.safe_load(body)
    elif lang == "python" and tag == "illustrative":
        compile(body, str(doc), "exec")
    elif lang == "python":
        monkeypatch.chdir(ROOT)
        module = types.ModuleType("__doc_block__")  # a real module: dataclasses look their module up
        monkeypatch.setitem(sys.modules, module.__name__, module)
        with contextlib.redirect_stdout(io.StringIO()):
            exec(compile(body, str(doc), "exec"), module.__dict__)
    elif lang == "bash" and tag == "illustrative":
        assert subprocess.run(["bash", "-n", "-c", body], capture_output=True).returncode == 0
        for cmd in re.findall(r"chat-verifier (\w+)", body):
            assert cmd in COMMANDS, f"chat-verifier {cmd} is not a command"
    elif lang == "bash" and tag == "quickstart":
        assert doc.name == "README.md"
        last = body.strip().rsplit("&& ", 1)[-1]
        if "pytest" in last:  # the test line: CI runs exactly it (tests/test_readme.py checks it is in .ci/run)
            assert body.strip() in (ROOT / ".ci" / "run").read_text(encoding="utf-8")
        else:
            proc = _run_bash(last.replace(".venv/bin/", ""), tmp_path)
            assert proc.returncode == 0, proc.stderr
            assert json.loads(proc.stdout)["verdict"] in ("PASS", "LOW_CONFID", "REJECT")
    elif lang == "bash":
        proc = _run_bash(body, tmp_path)
        assert proc.returncode == 0, proc.stderr


# -- names, options, paths, links -----------------------------------------------------------------

NAME = re.compile(r"`((?:engine|matchers|extractors)(?:\.[A-Za-z_][A-Za-z0-9_]*)+)(?:\(|`|\[)")
PATH = re.compile(r"`((?:engine|matchers|extractors|prompts|benchmarks|tests|docs|examples|\.ci)/[^`\s…<>]+)`")
LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")
OPTION = re.compile(r"(--cv-[a-z-]+)")


def _doc_texts():
    return {doc: doc.read_text(encoding="utf-8") for doc in DOCS}


def _resolve(dotted):
    parts = dotted.split(".")
    for i in range(len(parts), 0, -1):
        try:
            obj = importlib.import_module(".".join(parts[:i]))
        except ImportError:
            continue
        for attr in parts[i:]:
            obj = getattr(obj, attr)
        return obj
    raise ImportError(dotted)


def test_every_public_name_in_the_docs_exists():
    missing = []
    names = set()
    for doc, text in _doc_texts().items():
        for name in NAME.findall(text):
            names.add(name)
            try:
                _resolve(name)
            except (ImportError, AttributeError) as exc:
                missing.append(f"{doc.name}: {name} ({exc})")
    assert len(names) > 30
    assert not missing, missing


def test_every_path_and_link_in_the_docs_exists():
    missing = []
    for doc, text in _doc_texts().items():
        for rel in PATH.findall(text):
            rel = rel.rstrip(".,:;)")
            bases = (ROOT, doc.parent)  # a path is the repository's, or the document's own (an example's README)
            if not any(list(b.glob(rel)) if "*" in rel else (b / rel).exists() for b in bases):
                missing.append(f"{doc.relative_to(ROOT)}: {rel}")
        for target in LINK.findall(text):
            if "://" not in target and not (doc.parent / target).exists():
                missing.append(f"{doc.name}: link {target}")
    assert not missing, missing


def test_every_plugin_option_in_the_docs_exists():
    plugin = (ROOT / "engine" / "testing" / "plugin.py").read_text(encoding="utf-8")
    known = set(re.findall(r'"(--cv-[a-z-]+)"', plugin))
    mentioned = {o for text in _doc_texts().values() for o in OPTION.findall(text)}
    assert mentioned and mentioned <= known, mentioned - known
    assert known <= mentioned, f"undocumented: {known - mentioned}"


def test_the_readme_points_at_the_docs_not_outside_the_repository():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "shared design folder" not in readme
    for doc in ("docs/design.md", "docs/rules.md", "docs/integration-java.md", "CONTRIBUTING.md"):
        assert f"]({doc})" in readme, doc
    assert re.search(r"takes\s+(about\s+)?\d+\s+(minutes|seconds)\s+on\s+a\s+2-core\s+machine", readme)


# -- the rule examples of docs/rules.md ------------------------------------------------------------

RULES = ROOT / "docs" / "rules.md"
EXAMPLE = re.compile(
    r"^- (?P<kind>example|twin): (?:claim `(?P<claim>[^`]+)` bound to `(?P<src>[^`]+)` quoting `(?P<ex>[^`]+)`"
    r"|`(?P<text>[^`]+)`) → (?:`(?P<label>\w+)` \((?P<check>[\w.]+)\)|verdict `(?P<verdict>\w+)`, score (?P<score>[\d.]+)"
    r"|(?P<none>no critical fact))$",
    re.M,
)


def _rule_sections():
    text = RULES.read_text(encoding="utf-8")
    sections = re.split(r"^#{2,3} ", text, flags=re.M)[1:]
    return {s.split("\n", 1)[0].strip(): s for s in sections}


def _claim_answer(text, src, excerpt):
    contract = {
        "answer_version": "v1",
        "diagnosis_summary": text,
        "hypotheses": [],
        "recommended_actions": [],
        "missing_info": [],
        "user_facing_answer": text,
        "claims": [
            {
                "claim_id": "c1",
                "claim_type": "log_error",
                "claim_text": text,
                "support_level": "direct",
                "evidence_bindings": [
                    {
                        "source_type": "tool_output",
                        "source_id": src,
                        "tool_name": "query_logs",
                        "source_invocation_ids": [src],
                        "evidence_excerpt": excerpt,
                    }
                ],
            }
        ],
    }
    return json.dumps(contract, ensure_ascii=False)


def _rule_examples():
    out = []
    for head, body in _rule_sections().items():
        for m in EXAMPLE.finditer(body):
            out.append(
                pytest.param(
                    head,
                    m.groupdict(),
                    id=f"{head[:40]}:{m.group('kind')}:{(m.group('text') or m.group('claim'))[:30]}",
                )
            )
    return out


def test_every_check_has_a_section_with_an_example_and_a_negative_twin():
    from engine.checks import load_order

    sections = _rule_sections()
    for name in load_order():
        body = sections.get(f"`{name}`")
        assert body is not None, f"docs/rules.md has no section for {name}"
        kinds = {m.group("kind") for m in EXAMPLE.finditer(body)}
        assert kinds == {"example", "twin"}, (name, kinds)
        assert any(m.group("check") == name and m.group("kind") == "example" for m in EXAMPLE.finditer(body)), name
    bullets = [ln for s in sections.values() for ln in s.splitlines() if ln.startswith(("- example", "- twin"))]
    assert len(bullets) == sum(len(list(EXAMPLE.finditer(s))) for s in sections.values()), (
        "an example line is malformed"
    )


@pytest.fixture(scope="module")
def rules_trace():
    import engine

    block = re.search(r"```json\n(.*?)```", RULES.read_text(encoding="utf-8"), re.S).group(1)
    return engine.Verifier(), json.loads(block)


@pytest.mark.parametrize(("section", "ex"), _rule_examples())
def test_every_rule_example_holds(section, ex, rules_trace):
    verifier, rows = rules_trace
    answer = _claim_answer(ex["claim"], ex["src"], ex["ex"]) if ex["claim"] else ex["text"]
    out = verifier.verify(
        {"original_query": "订单为什么失败？", "executor_final_answer": answer, "tool_invocations": rows}
    )
    critical = [f for f in out.facts_checked if f.is_critical]
    if ex["none"]:
        assert not critical, [f.fact for f in critical]
    elif ex["verdict"]:
        assert (out.verdict.value, out.groundedness_score) == (ex["verdict"], float(ex["score"])), out.rationale
    else:
        assert len(critical) == 1, [f.fact for f in out.facts_checked]
        (fact,) = critical
        assert (fact.verification.value, fact.provenance["check"]) == (ex["label"], ex["check"]), fact.detail
