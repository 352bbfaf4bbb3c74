"""Every rule file loads through one validator that fails the same way."""

import pytest

from matchers.cues import load_cues
from matchers.errors import RuleDataError
from matchers.polarity import load_polarity
from matchers.quantities import load_units
from matchers.ruledata import load_yaml_model, read_data


@pytest.mark.parametrize(
    ("loader", "name"),
    [(load_cues, "cues.yaml"), (load_polarity, "polarity.yaml"), (load_units, "units.yaml")],
)
@pytest.mark.parametrize("bad", ["version: [", "version: 1\nnot_a_key: 2\n", "- just\n- a list\n"])
def test_bad_rule_files_raise_rule_data_error_naming_the_file(loader, name, bad):
    with pytest.raises(RuleDataError) as exc:
        loader(bad)
    assert name in str(exc.value)
    assert exc.value.code.value == "E001"


@pytest.mark.parametrize(
    ("loader", "name"),
    [(load_cues, "cues.yaml"), (load_polarity, "polarity.yaml"), (load_units, "units.yaml")],
)
def test_bundled_rule_files_validate(loader, name):
    # loader() and loader(None) are one call; compare the default with the file's text passed in.
    assert loader() == loader(read_data(name))


def test_polarity_regex_errors_are_rule_data_errors():
    table = read_data("polarity.yaml")
    first = next(line for line in table.splitlines() if "refuted_by:" in line)
    broken = table.replace(first, first.split("refuted_by:")[0] + "refuted_by: '(unclosed'", 1)
    with pytest.raises(RuleDataError, match="refuted_by"):
        load_polarity(broken)


def test_read_data_from_another_package():
    assert "query_logs" in read_data("tool_profiles.yaml", package="engine")


def test_load_yaml_model_validates_any_schema():
    from matchers.cues import CueLists

    with pytest.raises(RuleDataError, match=r"custom\.yaml"):
        load_yaml_model(CueLists, "custom.yaml", "hedge: 1")
