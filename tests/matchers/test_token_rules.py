"""Token rules and phrase lists matched in plain Python give spaCy's matches (matchers.token_rules)."""

from __future__ import annotations

import random

import pytest

from matchers.identifiers import DictionaryRecognizer, SpacyRuleRecognizer, default_rules, make_doc
from matchers.tokenize import Token

#: Tokens the bundled rules start on or continue with, and a few that break them.
_WORDS = (
    "HTTP",
    "http",
    "https",
    "status",
    "Status",
    "状态码",
    "返回码",
    ":",
    "=",
    "：",
    "为",
    "503",
    "502",
    "200",
    "99",
    "exit",
    "Exit",
    "code",
    "退出码",
    "exitCode",
    "137",
    "1",
    "1213",
    "(",
    "40001",
    ")",
    "HY000",
    "http503",
    "HTTPS404",
    "ECONNREFUSED",
    "econnreset",
    "ETIMEDOUT",
    "OOMKilled",
    "oomkilled",
    "CrashLoopBackOff",
    "Evicted",
    "order",
    "service",
    "payment-service",
    "pay",
    "服务",
    "x",
)


def _tokens(words: list[str]) -> list[Token]:
    out, pos = [], 0
    for w in words:
        out.append(Token(w, pos, pos + len(w), "word"))
        pos += len(w) + 1
    return out


def _key(matches) -> list[tuple]:
    return sorted((m.rule, m.label, m.text, m.span.start, m.span.end, m.key, m.score) for m in matches)


_BUNDLED = SpacyRuleRecognizer("identifiers.token_rules.v1", default_rules())
_DICTIONARY = DictionaryRecognizer("identifiers.known.v1", "service", ["order service", "payment-service", "Order"])


@pytest.mark.parametrize("recognizer", [_BUNDLED, _DICTIONARY], ids=["bundled", "dictionary"])
def test_python_matches_equal_spacy_matches(recognizer) -> None:
    assert recognizer.python_matcher() is not None  # the bundled rules never need spaCy to match
    rng = random.Random(13)
    for _ in range(400):
        words = [rng.choice(_WORDS) for _ in range(rng.randint(1, 9))]
        tokens = _tokens(words)
        ours = recognizer.analyze_tokens(tokens)
        theirs = recognizer.analyze_doc(make_doc(tokens, " ".join(words)), tokens)
        assert _key(ours) == _key(theirs), words


def test_a_rule_outside_the_subset_is_left_to_spacy() -> None:
    rules = [
        r.model_copy(update={"pattern": ({"LOWER": "exit", "OP": "+"}, {"IS_DIGIT": True})})
        for r in default_rules()
        if r.id == "error_code.exit_code"
    ]
    rec = SpacyRuleRecognizer("identifiers.custom.v1", rules)
    assert rec.python_matcher() is None and rec.analyze_tokens(_tokens(["exit", "137"])) is None
    assert [m.text for m in rec.analyze("exit exit 137")] != []
