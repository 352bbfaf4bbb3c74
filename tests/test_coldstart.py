"""Cold start: what a fresh process imports on its way to the first verdict (issue 13, speed).

spaCy is imported only by a rule that needs it (none of the bundled ones do: they run in plain
Python, :mod:`matchers.token_rules`), jieba without ``pkg_resources``, and ``chat-verifier verify``
without the store (SQLAlchemy) or rich, which only other commands use. Each check runs in a fresh
interpreter, since ``sys.modules`` of the test process holds whatever earlier tests imported;
each has a twin showing that the probe does see such an import when it happens.
"""

import json
import subprocess
import sys

import pytest

from tests.conftest import EXAMPLES, ROOT

EXAMPLE_FILES = sorted(EXAMPLES.glob("example-*.json"))

#: Prints the verdict of the case in argv[1] (by ``engine.verify``, or with argv[2] == "cli" by
#: ``chat-verifier verify``) and the top-level modules the process then holds.
PROBE = """
import json, sys
path, way = sys.argv[1], sys.argv[2]
if way == "cli":
    from engine.cli import main
    code = main(["verify", path])
    assert code == 0, code
else:
    import engine
    case = json.load(open(path, encoding="utf-8"))
    print(json.dumps({"verdict": engine.verify(case["input"]).verdict.value}))
print(json.dumps(sorted({name.partition(".")[0] for name in sys.modules})))
"""


def _probe(tmp_path, case: dict, way: str) -> tuple[str, set[str]]:
    path = tmp_path / "case.json"
    path.write_text(json.dumps(case, ensure_ascii=False), encoding="utf-8")
    proc = subprocess.run(
        [sys.executable, "-c", PROBE, str(path), way], capture_output=True, text=True, timeout=120, cwd=ROOT
    )
    assert proc.returncode == 0, proc.stderr
    *outputs, modules = proc.stdout.strip().splitlines()
    return json.loads(outputs[-1])["verdict"], set(json.loads(modules))


def _case(path):
    return json.loads(path.read_text(encoding="utf-8"))


def _token_rule_case() -> dict:
    """example-pass with a natural-language answer that the bundled token rules match (HTTP 503, exit code 137, …)."""
    case = _case(EXAMPLES / "example-pass.json")
    case["input"] = {
        **case["input"],
        "executor_final_answer": "ts-basic-service 返回 HTTP 503，容器以 exit code 137 退出，数据库报 1213 (40001) 死锁。",
    }
    return case


@pytest.mark.parametrize("way", ["api", "cli"])
@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda p: p.stem)
def test_a_bundled_example_is_verified_without_spacy_or_pkg_resources(tmp_path, path, way):
    verdict, modules = _probe(tmp_path, _case(path), way)
    assert verdict == _case(path)["expected"]["verdict"]
    assert "jieba" in modules  # the Chinese answer was really tokenised
    assert not {"spacy", "thinc", "pkg_resources"} & modules


def test_the_cli_verify_path_loads_neither_the_store_nor_rich(tmp_path):
    _, modules = _probe(tmp_path, _case(EXAMPLES / "example-pass.json"), "cli")
    assert not {"sqlalchemy", "rich"} & modules


@pytest.mark.parametrize("way", ["api", "cli"])
def test_answers_the_token_rules_match_still_run_without_spacy(tmp_path, way):
    _, modules = _probe(tmp_path, _token_rule_case(), way)
    assert "spacy" not in modules


def test_the_token_rules_do_match_that_answer():
    from matchers import find_identifiers

    answer = _token_rule_case()["input"]["executor_final_answer"]
    found = {(m.text, m.rule) for m in find_identifiers(answer)}
    assert {("HTTP 503", "error_code.http_status"), ("exit code 137", "error_code.exit_code")} <= found
    assert ("1213 (40001)", "error_code.mysql") in found


SPACY_RULE = """
import json, sys
from matchers.identifiers import IdentifierAnalyzer, PatternRule, SpacyRuleRecognizer
rule = PatternRule(id="custom.digits", label="error_code", key=True, score=0.9, kind="tokens",
                   pattern=({"IS_DIGIT": True}, {"LOWER": "errors"}))
found = IdentifierAnalyzer([]).analyze("saw 42 errors", ad_hoc_recognizers=[SpacyRuleRecognizer("custom", [rule])])
print(json.dumps([[m.text for m in found], "spacy" in sys.modules]))
"""


def test_twin_a_rule_outside_the_plain_python_subset_does_import_spacy():
    proc = subprocess.run([sys.executable, "-c", SPACY_RULE], capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == [["42 errors"], True]


def test_twin_jieba_imported_plainly_does_import_pkg_resources():
    code = "import sys; import jieba; print('pkg_resources' in sys.modules)"
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, cwd=ROOT)
    if proc.stdout.strip() != "True":
        pytest.skip("pkg_resources is not installed here: jieba opens its files directly anyway")
    assert proc.returncode == 0


def test_twin_the_store_does_import_sqlalchemy():
    code = "import sys; import engine.store; print('sqlalchemy' in sys.modules)"
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert proc.stdout.strip() == "True", proc.stderr


def test_batch_engine_choices_are_the_batch_engines():
    from engine.batch import ENGINES
    from engine.cli.batch import ENGINE_NAMES

    assert sorted(ENGINE_NAMES) == sorted(ENGINES)
