"""The ``chat_verifier`` pytest plugin (``pytest11`` entry point; ``-p no:chat_verifier`` turns it off).

- fixture ``chat_verifier``: one configured :class:`engine.Verifier` per session;
- marker ``@pytest.mark.chat_verifier(dataset="cases.jsonl")``: one test item per case id of a labeled
  JSON Lines set (path relative to the test file, else to the rootdir), handed to the test as the
  ``cv_case`` fixture (an :class:`engine.bench.Case`); a bad line of the set is a failing item naming it;
- ``--cv-baseline FILE`` gates each case against a committed baseline, ``--cv-update-baseline`` rewrites
  it, then ``--cv-max-unsafe N`` and ``--cv-min-accuracy X`` gate the totals;
- ``--cv-check-determinism`` verifies every answer twice and fails a test whose outputs differ by a byte.

Importing it has no side effect: no network, no telemetry, no model load. The Verifier is built on first use.
"""

from __future__ import annotations

from collections.abc import Generator
from pathlib import Path
from typing import Any

import pytest

from engine.bench.dataset import Case, DatasetIssue, load_dataset
from engine.testing.baseline import BaselineError
from engine.testing.session import CURRENT, CVSession, ItemContext, Settings
from matchers.errors import VerifierError

STATE = pytest.StashKey[CVSession]()
MARKER = "chat_verifier"


def pytest_addoption(parser: pytest.Parser) -> None:
    """The ``--cv-*`` options."""
    group = parser.getgroup("chat_verifier", "chat-verifier: agent regression suites")
    group.addoption("--cv-baseline", metavar="FILE", help="gate each verified case against this baseline (JSON Lines)")
    group.addoption(
        "--cv-update-baseline", action="store_true", help="rewrite --cv-baseline from this run instead of gating on it"
    )
    group.addoption("--cv-max-unsafe", type=int, metavar="N", help="fail the run with more than N unsafe passes")
    group.addoption(
        "--cv-min-accuracy", type=float, metavar="X", help="fail the run when verdict accuracy is below X (0-1)"
    )
    group.addoption(
        "--cv-check-determinism", action="store_true", help="verify every answer twice; fail when the bytes differ"
    )


def pytest_configure(config: pytest.Config) -> None:
    """Register the marker, validate the options and load the baseline."""
    config.addinivalue_line(
        "markers",
        f"{MARKER}(dataset): run the test once per case id of a labeled JSON Lines set (fixture cv_case)",
    )
    opt = config.option
    baseline = getattr(opt, "cv_baseline", None)
    if getattr(opt, "cv_update_baseline", False) and not baseline:
        raise pytest.UsageError("--cv-update-baseline needs --cv-baseline FILE")
    max_unsafe, min_acc = getattr(opt, "cv_max_unsafe", None), getattr(opt, "cv_min_accuracy", None)
    if max_unsafe is not None and max_unsafe < 0:
        raise pytest.UsageError(f"--cv-max-unsafe must be >= 0, got {max_unsafe}")
    if min_acc is not None and not 0.0 <= min_acc <= 1.0:
        raise pytest.UsageError(f"--cv-min-accuracy must be in [0, 1], got {min_acc}")
    settings = Settings(
        baseline=Path(baseline) if baseline else None,
        update_baseline=bool(getattr(opt, "cv_update_baseline", False)),
        max_unsafe=max_unsafe,
        min_accuracy=min_acc,
        check_determinism=bool(getattr(opt, "cv_check_determinism", False)),
    )
    try:
        config.stash[STATE] = CVSession(settings)
    except BaselineError as exc:
        raise pytest.UsageError(str(exc)) from None


@pytest.fixture(scope="session")
def chat_verifier(request: pytest.FixtureRequest) -> Any:
    """A configured :class:`engine.Verifier`, one per test session (override it in a conftest to configure)."""
    return request.config.stash[STATE].verifier


@pytest.fixture
def cv_case(request: pytest.FixtureRequest) -> Case:
    """The labeled case of this item (:class:`engine.bench.Case`), from ``@pytest.mark.chat_verifier(dataset=...)``."""
    param = getattr(request, "param", None)
    if isinstance(param, DatasetIssue):
        pytest.fail(f"chat_verifier dataset: {param}", pytrace=False)
    if not isinstance(param, Case):
        pytest.fail("cv_case comes from @pytest.mark.chat_verifier(dataset=...) on the test", pytrace=False)
    return param


def _dataset_path(name: str, test_dir: Path, rootdir: Path) -> Path:
    for base in (test_dir, rootdir):
        p = (base / name).resolve()
        if p.exists():
            return p
    raise pytest.UsageError(f"chat_verifier(dataset={name!r}): no such file next to the test or under {rootdir}")


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """Parametrise a test marked ``chat_verifier(dataset=...)`` over the cases of the set, one item per case id."""
    marker = metafunc.definition.get_closest_marker(MARKER)
    if marker is None:
        return
    name = marker.kwargs.get("dataset", marker.args[0] if marker.args else None)
    where = metafunc.definition.nodeid
    if not isinstance(name, str) or not name:
        raise pytest.UsageError(f'{where}: @pytest.mark.chat_verifier needs dataset="FILE.jsonl"')
    if "cv_case" not in metafunc.fixturenames:
        raise pytest.UsageError(f"{where}: a test marked chat_verifier(dataset=...) takes the cv_case argument")
    path = _dataset_path(name, metafunc.definition.path.parent, metafunc.config.rootpath)
    try:
        data = load_dataset(path)
    except VerifierError as exc:
        raise pytest.UsageError(f"{where}: {exc}") from None
    params = [pytest.param(c, id=c.case_id) for c in data.cases]
    params += [pytest.param(issue, id=f"invalid-{issue.where}") for issue in data.issues]
    if not params:
        raise pytest.UsageError(f"{where}: {path} holds no case")
    metafunc.parametrize("cv_case", params, indirect=True)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Generator[None, Any, Any]:
    """Let ``assert_grounded`` record into this session while the test runs; a gated case must record."""
    session = item.config.stash.get(STATE, None)
    if session is None:
        return (yield)
    callspec = getattr(item, "callspec", None)
    case = callspec.params.get("cv_case") if callspec is not None else None
    funcargs = getattr(item, "funcargs", {})
    ctx = ItemContext(
        session, item.nodeid, case.case_id if isinstance(case, Case) else None, verifier=funcargs.get("chat_verifier")
    )
    token = CURRENT.set(ctx)
    try:
        result = yield
    finally:
        CURRENT.reset(token)
    if isinstance(case, Case) and session.baseline is not None and not ctx.used:
        pytest.fail(
            f"case {case.case_id}: recorded no verification; with --cv-baseline every case of a "
            "chat_verifier dataset must call assert_grounded",
            pytrace=False,
        )
    return result


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Write the baseline (``--cv-update-baseline``), then gate the totals."""
    state = session.config.stash.get(STATE, None)
    if state is None:
        return
    written = state.write_baseline()
    lines = state.summary()
    if written is not None:
        lines.append(f"baseline written: {written} ({len(state.baseline.entries) if state.baseline else 0} case(s))")
    failures = state.gate_failures()
    lines += failures
    session.config.stash[_LINES] = lines
    if failures and session.exitstatus == pytest.ExitCode.OK:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


_LINES = pytest.StashKey[list[str]]()


def pytest_terminal_summary(terminalreporter: Any, exitstatus: int, config: pytest.Config) -> None:
    """Print the recorded totals, the baseline standings and the gates."""
    lines = config.stash.get(_LINES, [])
    if not lines:
        return
    terminalreporter.section("chat-verifier")
    for line in lines:
        terminalreporter.write_line(line, red=line.startswith("gate failed"))
