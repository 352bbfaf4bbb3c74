"""Tool profiles: defaults per DESIGN.md, overrides from code and from data files, schema errors."""

import json

import pytest

from engine import EvidenceLevel, ToolProfile, ToolProfiles, default_profiles, summarize_trace
from engine.profiles import DEFAULT_VOLATILE_KEYS, resolve_profiles
from matchers.errors import ErrorCode, RuleDataError


@pytest.mark.parametrize(
    ("tool", "bearing", "level", "domain"),
    [
        ("query_logs", True, EvidenceLevel.DIRECT, "logs"),
        ("query_metrics", True, EvidenceLevel.DIRECT, "metrics"),
        ("lookup_knowledge", True, EvidenceLevel.INDIRECT, "knowledge"),
        ("get_current_time", False, EvidenceLevel.NONE, "helper"),
        ("format_time", False, EvidenceLevel.NONE, "helper"),
        ("format_markdown", False, EvidenceLevel.NONE, "helper"),
        ("echo", False, EvidenceLevel.NONE, "helper"),
        ("never_heard_of_it", True, EvidenceLevel.DIRECT, "generic"),  # documented unknown-tool default
    ],
)
def test_default_profiles(tool, bearing, level, domain):
    prof = default_profiles().get(tool)
    assert (prof.evidence_bearing, prof.evidence_level, prof.domain) == (bearing, level, domain)


def test_overrides_from_code_leave_the_defaults_alone():
    base = default_profiles()
    new = base.with_overrides(
        {"echo": {"evidence_bearing": True, "evidence_level": "indirect"}}, unknown=ToolProfile(evidence_bearing=False)
    )
    assert new.get("echo").evidence_level is EvidenceLevel.INDIRECT
    assert not new.get("anything").evidence_bearing
    assert not base.get("echo").evidence_bearing and base.get("anything").evidence_bearing
    assert "echo" in new and "anything" not in new


@pytest.mark.parametrize(
    ("text", "tool", "bearing", "level"),
    [
        # a full table: only what it lists, plus its unknown default
        ("version: 1\ntools:\n  my_tool: {evidence_level: indirect}\n", "my_tool", True, EvidenceLevel.INDIRECT),
        ("version: 1\ntools:\n  my_tool: {evidence_level: indirect}\n", "query_metrics", True, EvidenceLevel.DIRECT),
        ("version: 1\nunknown: {evidence_bearing: false}\ntools: {}\n", "query_logs", False, EvidenceLevel.DIRECT),
        # extends: default lists changes only
        (
            "version: 1\nextends: default\ntools:\n  query_logs: {evidence_bearing: false}\n",
            "query_logs",
            False,
            EvidenceLevel.DIRECT,
        ),
        (
            "version: 1\nextends: default\ntools:\n  query_logs: {evidence_bearing: false}\n",
            "lookup_knowledge",
            True,
            EvidenceLevel.INDIRECT,
        ),
    ],
)
def test_profiles_from_a_data_file(tmp_path, text, tool, bearing, level):
    path = tmp_path / "p.yaml"
    path.write_text(text, encoding="utf-8")
    for table in (ToolProfiles.from_file(path), resolve_profiles(path), resolve_profiles(str(path))):
        prof = table.get(tool)
        assert (prof.evidence_bearing, prof.evidence_level) == (bearing, level)


def test_json_profile_file(tmp_path):
    path = tmp_path / "p.json"
    path.write_text(json.dumps({"version": 1, "extends": "default", "tools": {"kb": {"evidence_level": "indirect"}}}))
    assert ToolProfiles.from_file(path).get("kb").evidence_level is EvidenceLevel.INDIRECT


@pytest.mark.parametrize(
    "text",
    [
        "version: 2\ntools: {}\n",
        "version: 1\ntools:\n  x: {evidence_level: maybe}\n",
        "version: 1\ntools:\n  x: {bearing: true}\n",
        "version: 1\ncolour: blue\ntools: {}\n",
        "version: 1\nextends: other\ntools: {}\n",
        "- just\n- a list\n",
        "version: [1\n",
    ],
)
def test_invalid_profile_file_is_a_coded_error(tmp_path, text):
    path = tmp_path / "bad.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RuleDataError) as info:
        ToolProfiles.from_file(path)
    assert info.value.code is ErrorCode.E001
    assert str(path) in str(info.value)


def test_invalid_override_from_code_is_a_coded_error():
    with pytest.raises(RuleDataError):
        default_profiles().with_overrides({"x": {"evidence_level": "sometimes"}})


def test_volatile_keys_decide_what_merges(tmp_path):
    rows = [
        {
            "invocation_id": i,
            "session_id": "s",
            "round": 1,
            "tool_name": "query_logs",
            "input": {"service": "a", "window": w},
            "output": {"total": 1, "logs": [{"message": "m"}]},
            "success": True,
        }
        for i, w in (("x", "5m"), ("y", "15m"))
    ]
    assert len(summarize_trace(rows)) == 2  # "window" is not volatile by default
    path = tmp_path / "p.yaml"
    path.write_text("version: 1\nextends: default\nvolatile_input_keys: [window]\n", encoding="utf-8")
    table = ToolProfiles.from_file(path)
    assert table.volatile_input_keys == ("window",)
    assert [i.source_invocation_ids for i in summarize_trace(rows, table)] == [["x", "y"]]
    assert default_profiles().volatile_input_keys == DEFAULT_VOLATILE_KEYS


def test_bundled_file_lists_the_default_volatile_keys():
    # The data file is the documentation of the defaults; the code constant must agree with it.
    assert ToolProfiles.from_data({"version": 1, "extends": "default"}).volatile_input_keys == DEFAULT_VOLATILE_KEYS
