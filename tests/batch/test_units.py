"""engine.batch pieces in-process: line reading, defensive parsing, rows, resume bookkeeping, ordered writing."""

import io
import json
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.batch.out import BatchError, Done, OrderedWriter, scan_out
from engine.batch.rows import Row, case_key, check_strings, json_depth, load_line, verify_line
from engine.batch.source import input_files, iter_lines
from engine.limits import LimitExceededError, Limits
from matchers.errors import InputError

LIMITS = Limits()


def _lines(data: bytes, max_bytes: int = 100, chunk: int = 4):
    return list(iter_lines(io.BytesIO(data), max_bytes, chunk=chunk))


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        (b'{"a":1}\n{"b":2}\n', [(1, b'{"a":1}', 7), (2, b'{"b":2}', 7)]),
        (b'{"a":1}\n\n  \n{"b":2}', [(1, b'{"a":1}', 7), (4, b'{"b":2}', 7)]),  # blank lines keep their numbers
        (b'{"a":1}\r\n', [(1, b'{"a":1}\r', 8)]),  # only \n splits; json reads the \r as whitespace
        (b'"x\xe2\x80\xa8y"\n', [(1, b'"x\xe2\x80\xa8y"', 7)]),  # U+2028 inside a string is not a line break
        (b"", []),
        (b"\n\n", []),
    ],
)
def test_iter_lines_splits_on_newline_only(data, expected):
    assert _lines(data) == expected


def test_iter_lines_drops_an_oversize_line_but_keeps_its_place():
    data = b"ok1\n" + b"x" * 25 + b"\nok3\n" + b"y" * 30
    assert _lines(data, max_bytes=10) == [(1, b"ok1", 3), (2, None, 25), (3, b"ok3", 3), (4, None, 30)]


@given(st.lists(st.binary(max_size=12).map(lambda b: b.replace(b"\n", b"")), max_size=12), st.integers(1, 9))
def test_iter_lines_matches_split_for_any_chunk_size(parts, chunk):
    data = b"\n".join(parts)
    expected = [(n, line, len(line)) for n, line in enumerate(data.split(b"\n"), start=1) if line.strip()]
    assert _lines(data, max_bytes=1000, chunk=chunk) == expected


def _depth_reference(value) -> int:
    if isinstance(value, dict):
        return 1 + max(map(_depth_reference, value.values()), default=0)
    if isinstance(value, list):
        return 1 + max(map(_depth_reference, value), default=0)
    return 0


@pytest.mark.parametrize(
    ("text", "depth"),
    [
        ("1", 0),
        ('"{"', 0),
        ('"[[{"', 0),
        ("[]", 1),
        ('{"a": [1, {"b": "]]]"}]}', 3),
        ('["\\"[", [[]]]', 3),
        ("[[[[[]]]]]", 5),
    ],
)
def test_json_depth_ignores_brackets_in_strings(text, depth):
    assert json_depth(text) == depth == _depth_reference(json.loads(text))


@given(st.recursive(st.none() | st.integers() | st.text(), lambda c: st.lists(c) | st.dictionaries(st.text(), c)))
def test_json_depth_matches_the_recursive_definition(value):
    assert json_depth(json.dumps(value)) == _depth_reference(value)


@pytest.mark.parametrize(
    ("raw", "code", "needle"),
    [
        (b"{not json", "E101", "invalid JSON"),
        (b'{"a": NaN}', "E101", "NaN is not a JSON value"),
        (b"[Infinity]", "E101", "Infinity is not a JSON value"),
        (b"1" * 5000, "E101", "invalid JSON"),  # more digits than int() converts
        (b"[" * 100_000 + b"]" * 100_000, "E104", "max_json_depth"),  # checked before json recursion starts
        (b"[" * 65 + b"]" * 65, "E104", "65 > 64"),
    ],
)
def test_load_line_refuses_bad_lines_with_a_code(raw, code, needle):
    with pytest.raises(InputError) as info:
        load_line(raw, len(raw), LIMITS)
    assert info.value.code.value == code
    assert needle in info.value.message


def test_load_line_size_limit_names_the_limit():
    with pytest.raises(LimitExceededError) as info:
        load_line(None, 9_000_000, LIMITS)
    assert (info.value.limit, info.value.value, info.value.maximum) == ("max_input_bytes", 9_000_000, 8 * 1024 * 1024)
    small = Limits(max_input_bytes=10)
    with pytest.raises(LimitExceededError):
        load_line(b'{"a": "12345"}', 14, small)


def test_load_line_replaces_undecodable_bytes_like_verify():
    value, _ = load_line(b'{"a": "x\xffy"}', 12, LIMITS)
    assert value == {"a": "x\ufffdy"}


def test_lone_surrogates_are_refused_with_their_path_and_pairs_are_not():
    value, text = load_line(b'{"input": {"q": ["ok", "a\\ud800"]}}', 40, LIMITS)
    with pytest.raises(InputError) as info:
        check_strings(value, text)
    assert info.value.field == "input.q[1]"
    pair, text = load_line(b'{"q": "\\ud83d\\ude00"}', 22, LIMITS)
    check_strings(pair, text)
    assert pair == {"q": "😀"}


@pytest.mark.parametrize(
    ("value", "key"),
    [
        ({"case_id": "c1"}, "c1"),
        ({"case_id": 7}, "7"),
        ({"case_id": True}, "f.jsonl:3"),
        ({"case_id": {"x": 1}}, "f.jsonl:3"),
        ({"case_id": "bad\ud800"}, "f.jsonl:3"),
        ({}, "f.jsonl:3"),
        ([1], "f.jsonl:3"),
    ],
)
def test_case_key(value, key):
    assert case_key(value, "f.jsonl:3") == key


def _step(value):
    if value.get("boom"):
        raise ZeroDivisionError("division by zero")
    if value.get("bad"):
        raise InputError("field input.x: nope", field="input.x")
    return value.get("case_id"), {"verdict": "PASS", "n": value["n"]}


@pytest.mark.parametrize(
    ("raw", "key", "verdict", "row"),
    [
        (b'{"case_id": "a", "n": 1}', "a", "PASS", {"case_id": "a", "output": {"verdict": "PASS", "n": 1}}),
        (b'{"n": 2}', "f:1", "PASS", {"case_id": "f:1", "output": {"verdict": "PASS", "n": 2}}),
        (
            b'{"case_id": "b", "bad": 1}',
            "b",
            None,
            {
                "case_id": "b",
                "source": "f:1",
                "error": {"code": "E102", "field": "input.x", "message": "field input.x: nope"},
            },
        ),
        (
            b'{"case_id": "c", "boom": 1}',
            "c",
            None,
            {
                "case_id": "c",
                "source": "f:1",
                "error": {"code": "internal", "field": None, "message": "ZeroDivisionError: division by zero"},
            },
        ),
        (
            b'{"case_id": [1], "n": 3}',
            "f:1",
            None,
            {
                "case_id": "f:1",
                "source": "f:1",
                "error": {
                    "code": "E102",
                    "field": "case_id",
                    "message": "field case_id: must be a string or an integer",
                },
            },
        ),
        (
            b'{"case_id": "s", "q": "\\udc00"}',
            "s",
            None,
            {
                "case_id": "s",
                "source": "f:1",
                "error": {"code": "E102", "field": "q", "message": "field q: lone UTF-16 surrogate in a string"},
            },
        ),
        (
            b'{"case_id": "k", "\\ud800": 1}',
            "k",
            None,
            {
                "case_id": "k",
                "source": "f:1",
                "error": {"code": "E102", "field": "?", "message": "field ?: lone UTF-16 surrogate in a string"},
            },
        ),
    ],
)
def test_verify_line_gives_one_row_and_never_raises(raw, key, verdict, row):
    got_key, got_verdict, data = verify_line(_step, LIMITS, "f:1", raw, len(raw))
    assert (got_key, got_verdict) == (key, verdict)
    assert data.endswith(b"\n") and data.count(b"\n") == 1
    assert json.loads(data) == row


def test_input_files_orders_directories_and_refuses_missing(tmp_path):
    (tmp_path / "d" / "sub").mkdir(parents=True)
    for name in ("d/b.jsonl", "d/a.jsonl", "d/sub/c.jsonl", "d/notes.txt", "one.jsonl"):
        (tmp_path / name).write_text("{}\n")
    got = input_files([tmp_path / "one.jsonl", tmp_path / "d"])
    assert [p.relative_to(tmp_path).as_posix() for p in got] == ["one.jsonl", "d/a.jsonl", "d/b.jsonl", "d/sub/c.jsonl"]
    with pytest.raises(InputError, match="no such file"):
        input_files([tmp_path / "missing.jsonl"])
    (tmp_path / "empty").mkdir()
    with pytest.raises(InputError, match=r"holds no \.jsonl"):
        input_files([tmp_path / "empty"])


def test_done_skips_each_id_as_often_as_out_holds_it():
    done = Done(Counter({"a": 2, "b": 1}))
    assert done.keys() == {"a", "b"}
    assert [done.take(k) for k in ["a", "b", "a", "a", "b", "c"]] == [True, True, True, False, False, False]
    assert done.pending == 0 and done.keys() == frozenset()


def test_scan_out_counts_rows_and_stops_before_a_partial_line(tmp_path):
    out = tmp_path / "out.jsonl"
    rows = [
        {"case_id": "a", "output": {"verdict": "PASS"}},
        {"case_id": "b", "source": "f:2", "error": {"code": "E101"}},
        {"case_id": "a", "output": {"verdict": "REJECT"}},
    ]
    whole = "".join(json.dumps(r) + "\n" for r in rows).encode()
    out.write_bytes(whole + b'{"case_id": "c", "outp')
    done, tally, keep = scan_out(out)
    assert keep == len(whole)
    assert (done.pending, done.keys()) == (3, {"a", "b"})
    assert (tally.verdicts, tally.errors, tally.rows) == (Counter({"PASS": 1, "REJECT": 1}), 1, 3)


@pytest.mark.parametrize(
    "line", ["not json", '{"id": 1}', '{"case_id": "a"}', '{"case_id": 3, "output": {"verdict": "PASS"}}']
)
def test_scan_out_refuses_a_file_that_is_not_batch_rows(tmp_path, line):
    out = tmp_path / "out.jsonl"
    out.write_text(json.dumps({"case_id": "a", "output": {"verdict": "PASS"}}) + "\n" + line + "\n")
    with pytest.raises(BatchError, match="line 2 is not a batch row"):
        scan_out(out)


def test_writer_truncates_to_whole_rows_appends_and_refuses_disorder(tmp_path):
    out = tmp_path / "out.jsonl"
    out.write_bytes(b'{"case_id":"a","output":{"verdict":"PASS"}}\n{"case_id":"b","outp')
    _, _, keep = scan_out(out)
    advanced = []
    with OrderedWriter(out, keep, on_write=advanced.append) as writer:
        rows = [Row(0, 2, "b", "REJECT", b'{"case_id":"b"}\n'), Row(0, 5, "c", None, b'{"case_id":"c"}\n')]
        for row in rows:
            writer.check_order(row)
        writer.write(rows)
        with pytest.raises(BatchError, match="came after"):
            writer.check_order(Row(0, 4, "d", "PASS", b""))
    assert out.read_bytes() == b'{"case_id":"a","output":{"verdict":"PASS"}}\n{"case_id":"b"}\n{"case_id":"c"}\n'
    assert advanced == [2] and writer.tally.rows == 2 and writer.tally.errors == 1
