"""Fast paths (summarizer, record grammar, input reading) against their slow, obviously correct references.

Each fast path exists for speed only (issue 13): it must give exactly what the plain code gives,
on any text, including the Unicode corner cases (case mappings that change length or reach ASCII,
the final sigma, lone surrogates, whitespace other than the space).
"""

import json
import sys

from hypothesis import example, given, settings
from hypothesis import strategies as st

from engine.classify.lookup import _number_rx, has_number, has_word, word_rx
from engine.contracts import ToolInvocation
from engine.evidence.records import _BARE, _value_text, is_bare, render_fields
from engine.guard import iter_lines
from engine.summarizer import _absent_terms, _output_text, _Texts, named_tokens
from engine.summary.extract import extract_lines
from engine.summary.focus import focus_terms, mark_focus
from engine.summary.records import _fields, _head, _record_head
from engine.summary.text import lower_text
from extractors import json_safe

#: Characters whose lowercase is special: longer (İ), ASCII (the Kelvin sign), context-dependent (Σ), or none.
TRICKY = ["İ", "\u212a", "Σ", "ς", "Ä", "：", "日志", "\ud800", "\u00a0", "\u3000", "\u200b", "\x85", "\x1c", "ǅ"]
tricky_text = st.lists(st.one_of(st.sampled_from(TRICKY), st.text(max_size=8)), max_size=12).map("".join)


@settings(max_examples=300, deadline=None)
@given(tricky_text, st.integers(0, 600))
def test_lower_text_is_str_lower(tail, repeat):
    long = "Log Line ERROR payment-Service\n" * repeat + tail  # past the short-text cut-off for most draws
    assert lower_text(long) == long.lower()
    assert lower_text(tail) == tail.lower()


@settings(max_examples=2000, deadline=None)
@given(st.one_of(tricky_text, st.text()))
def test_bare_test_is_the_grammar_regex(text):
    assert is_bare(text) == (bool(text) and _BARE.fullmatch(text) is not None)


@given(st.lists(st.tuples(st.sampled_from(["ts", "service", "value"]), st.one_of(tricky_text, st.integers()))))
def test_render_fields_writes_each_value_as_value_text(fields):
    assert render_fields("log", fields) == " ".join(["log", *[f"{k}={_value_text(v)}" for k, v in fields]])


scalars = st.one_of(
    st.none(), st.booleans(), st.integers(), st.floats(allow_nan=True), tricky_text, st.sampled_from(["", "a\nb\nc"])
)
records = st.dictionaries(
    st.sampled_from(["ts", "level", "message", "content", "value", "k v", "unit"]),
    st.one_of(scalars, st.lists(scalars, max_size=2), st.dictionaries(st.just("x"), scalars, max_size=1)),
    max_size=7,
)


@given(records, st.sampled_from(["", "body"]), st.sampled_from([frozenset(), frozenset({"message"})]))
def test_record_head_is_head_of_fields(record, body, skip):
    assert _record_head("log", record, body, skip) == _head("log", _fields(record, skip), body)


WORDS = ["ts-basic-service", "ERR_DB_POOL", "HighCPU", "10.0.0.12", "TEXT", "ALERT", "NONE", "Host", "pod-7", "E1042"]
json_values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.sampled_from(WORDS), tricky_text),
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(st.sampled_from([*WORDS, "message", "level", "k"]), inner, max_size=4),
    ),
    max_leaves=12,
)


def _marks(lines):
    return [(ln.focus, ln.focus_common, ln.focus_weight, ln.focus_pos, ln.spans) for ln in lines]


@settings(max_examples=300, deadline=None)
@example({"rows": [{None: "x", "k": 1}]}, ["NONE"])  # a None key renders None=, JSON writes null
@example("plain text line", ["TEXT", "ALERT"])  # record kinds are in every line, not in the output
@example({"logs": [{"message": "HighCPU on ts-basic-service"}]}, ["HighCPU", "ERR_DB_POOL"])
@given(
    st.one_of(json_values, st.lists(st.sampled_from(WORDS)).map("\n".join)),
    st.lists(st.one_of(st.sampled_from(WORDS), st.sampled_from(["Series", "sERies", "x-TEXT-1"])), max_size=6),
)
def test_terms_the_plain_output_lacks_mark_no_line(output, named):
    """The terms the summarizer skips (absent from the plain output text) would have marked nothing."""
    inv = ToolInvocation(
        invocation_id="i1", session_id="s", round=1, tool_name="t", input={}, output=output, success=True
    )
    terms = focus_terms(" ".join(named))
    absent = _absent_terms(inv, terms, _Texts())
    every, kept = extract_lines(inv.output).lines(), extract_lines(inv.output).lines()
    mark_focus(every, terms)
    mark_focus(kept, tuple(t for t in terms if t.text not in absent))
    assert _marks(every) == _marks(kept)


def _read_fields_reference(text, pos):
    """The field reader as first written: one step per space, key and value (the slow, obvious form)."""
    import json as _json
    import re as _re

    key_rx, bare_rx, dec = _re.compile(r"([A-Za-z_@][^\s=\"|]*)="), _re.compile(r"[^\s\"|][^\s|]*"), _json.JSONDecoder()
    out, n = {}, len(text)
    while pos < n:
        if text.startswith(" | ", pos):
            break
        if text[pos] == " ":
            pos += 1
            continue
        m = key_rx.match(text, pos)
        if m is None:
            break
        pos = m.end()
        if pos < n and text[pos] == '"':
            try:
                value, pos = dec.raw_decode(text, pos)
            except ValueError:
                break
            out[m.group(1)] = str(value)
        else:
            v = bare_rx.match(text, pos)
            out[m.group(1)] = v.group(0) if v else ""
            pos = v.end() if v else pos
    return out, pos


line_parts = st.lists(
    st.sampled_from(
        [" ", "  ", " | ", "|", "k=", "@in=", "a_b=", "=", "v", "x-1", '"', '"q r"', '"\\"', "\t", "é", "{}"]
    ),
    max_size=14,
).map("".join)


@settings(max_examples=3000)
@given(line_parts)
def test_read_fields_is_the_reference_reader(text):
    from engine.evidence.records import _read_fields

    assert _read_fields(text, 0) == _read_fields_reference(text, 0)


def _named_reference(calls, terms):
    """named_tokens as first written: one lowered haystack of every call's input, output and error."""
    idents = [t for t in terms if not t.numeric]
    if not idents:
        return {}
    hay = "\n".join(
        f"{json.dumps(c.input, ensure_ascii=False, default=str)}\n{_output_text(c.output)}\n{c.error or ''}"
        for c in calls
    ).lower()
    return {
        "named_present": [t.text for t in idents if t.text in hay],
        "named_absent": [t.text for t in idents if t.text not in hay],
    }


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.tuples(json_values, st.one_of(st.none(), tricky_text), json_values), min_size=1, max_size=3),
    st.lists(st.one_of(st.sampled_from(WORDS), tricky_text), max_size=6),
)
def test_named_tokens_is_one_search_of_the_whole_haystack(calls, named):
    rows = [
        ToolInvocation(
            invocation_id=f"i{n}",
            session_id="s",
            round=1,
            tool_name="t",
            input={"q": q},
            output=out,
            success=err is None,
            error=err,
        )
        for n, (q, err, out) in enumerate(calls)
    ]
    terms = focus_terms(" ".join(f"'{w} x'" if " " not in w else w for w in named) + " " + " ".join(named))
    want = _named_reference(rows, terms)
    assert named_tokens(rows, terms, _Texts()) == want
    assert named_tokens(rows, terms) == want


def _punctuation_blind_reference(words, blob):
    """The phrase search as first written: one regex per phrase, words joined by 1-4 non-word characters."""
    import re as _re

    m = _re.compile(r"[^a-z0-9\n]{1,4}".join(map(_re.escape, words))).search(blob)
    return m.group(0) if m else None


phrase_words = st.lists(st.sampled_from(["a", "ab", "b", "step", "1", "check", "aa"]), min_size=2, max_size=4)
joint_blob = st.lists(
    st.sampled_from(["a", "b", "ab", "step", "1", "check", " ", "][", "-", ":  ", "     ", "\n", "x", "日", "İ", "A"]),
    max_size=30,
).map("".join)


@settings(max_examples=3000, deadline=None)
@example(["step", "1", "check"], "[step 1][check security")
@example(["a", "b"], "a     b a    b")  # five joint characters are too many; four are not
@example(["a", "a"], "aaa a")  # the first word's hit inside a longer run
@given(phrase_words, joint_blob)
def test_punctuation_blind_find_is_the_phrase_regex(words, blob):
    from engine.summary.focus import punctuation_blind_find

    assert punctuation_blind_find(words, blob) == _punctuation_blind_reference(words, blob)


@settings(max_examples=150, deadline=None)
@example(
    [{"logs": [{"level": "ERROR", "message": "HighCPU on ts-basic-service"}]}], ["HighCPU", "'on ts basic'"], ["E1042"]
)
@given(
    st.lists(st.one_of(json_values, st.lists(st.sampled_from(WORDS)).map("\n".join)), min_size=1, max_size=3),
    st.lists(st.one_of(st.sampled_from(WORDS), st.sampled_from(["'ERROR payment-Service x'", "Ä", "İ"])), max_size=5),
    st.lists(st.sampled_from(WORDS), max_size=3),
)
def test_a_memo_changes_no_summary(outputs, named, other):
    """Lines, their search blob and the lowered output kept in a memo give the summary computed without one.

    The memo is filled by one answer and read by another (round 2 re-verifies round 1's calls).
    """
    from engine.summarizer import summarize_trace

    rows = [
        ToolInvocation(
            invocation_id=f"i{n}", session_id="s", round=1, tool_name=f"t{n}", input={}, output=out, success=True
        )
        for n, out in enumerate(outputs)
    ]
    memo: dict = {}
    for focus in (" ".join(other), " ".join(named), " ".join(named)):
        want = summarize_trace(rows, focus_text=focus, item_budget=300, total_budget=700)
        assert summarize_trace(rows, focus_text=focus, item_budget=300, total_budget=700, memo=memo) == want


#: Every line boundary of ``str.splitlines``, and characters that are not one.
BREAKS = ["\n", "\r", "\r\n", "\v", "\f", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029", "\t", "\u3000", "\x1f"]
broken_text = st.lists(st.one_of(st.sampled_from(BREAKS), tricky_text, st.text()), max_size=12).map("".join)


@settings(max_examples=2000, deadline=None)
@given(broken_text)
@example("")
@example("a\n")
@example("\r\n\r")
def test_iter_lines_is_splitlines(text):
    assert list(iter_lines(text)) == text.splitlines()


def test_the_not_space_regex_is_not_str_isspace_on_every_code_point():
    rx = json_safe._NOT_SPACE
    assert [c for c in range(sys.maxunicode + 1) if (rx.match(chr(c)) is None) != chr(c).isspace()] == []


def _extra_data_reference(text):
    """Where ``loads`` used to report extra data: through ``text[end:].strip()`` (None when there is none)."""
    start = len(text) - len(text.lstrip())
    _, end = json.JSONDecoder().raw_decode(text, start)
    rest = text[end:]
    return end + len(rest) - len(rest.lstrip()) if rest.strip() else None


@settings(max_examples=1000, deadline=None)
@given(st.sampled_from(['{"a": 1}', "[1, 2]", '"x"', "3"]), st.lists(st.sampled_from([*BREAKS, " ", "x", "{}"])))
def test_extra_data_is_found_where_the_stripped_rest_found_it(doc, tail):
    text = doc + "".join(tail)
    expected = _extra_data_reference(text)
    try:
        json_safe.loads(text)
    except json.JSONDecodeError as exc:
        assert (exc.msg, exc.pos) == ("Extra data", expected)
    else:
        assert expected is None


#: Words and numbers with their neighbours: letters, digits (ASCII and others), dots, marks, CJK.
NEEDLE_PARTS = ["a", "z", "0", "9", "٣", "١٢", ".", "-", "_", " ", "日", "A", "İ", "12", "3.5", "…"]
needle_text = st.lists(st.sampled_from(NEEDLE_PARTS), max_size=14).map("".join)


@settings(max_examples=2000, deadline=None)
@given(st.one_of(needle_text, st.text(max_size=4)), st.one_of(needle_text, tricky_text, st.text()))
@example("", "")
@example("12", "3.12")
@example("12", "…12")
@example("12", "12.5")
@example("12", "12.")
@example("ab", "xab ab")
def test_word_and_number_searches_are_their_regexes(needle, text):
    assert has_word(needle, text) == (word_rx(needle).search(text) is not None)
    assert has_number(needle, text) == (_number_rx(needle).search(text) is not None)
