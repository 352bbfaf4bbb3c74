"""Session store on SQLite and PostgreSQL: schema, invocations, channel writes, concurrency, killed writers.

PostgreSQL tests create a fresh database ``cv_test_<pid>_<rand>`` for the run and drop it after.
They skip only when ``CHAT_VERIFIER_SKIP_PG=1``; otherwise a server that is down fails them.
This file is also the worker script the multi-process tests spawn (``python -m tests.test_store``).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path

import pytest
from sqlalchemy import create_engine, event, text

from engine.contracts import ToolInvocation
from engine.store import CHANNELS, MIGRATIONS, SessionStore, StoreError, migrate, resolve_db_url

ROOT = Path(__file__).resolve().parent.parent
PG_ADMIN_URL = os.environ.get("CHAT_VERIFIER_TEST_PG_ADMIN", "postgresql+psycopg://postgres@127.0.0.1:5432/postgres")
N_SESSIONS = 5
PROCESSES = 2
THREADS = 4  # per process, and as many again in the test process itself
WRITES_PER_WRITER = 90  # (2 + 1) processes × 4 threads × 90 = 1,080 writes


# -- fixtures -----------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def pg_url():
    """A fresh PostgreSQL database for this module; fails loudly if the server is down."""
    if os.environ.get("CHAT_VERIFIER_SKIP_PG") == "1":
        pytest.skip("CHAT_VERIFIER_SKIP_PG=1")
    name = f"cv_test_{os.getpid()}_{uuid.uuid4().hex[:6]}"
    admin = create_engine(PG_ADMIN_URL, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.exec_driver_sql(f'CREATE DATABASE "{name}"')
    yield resolve_db_url(PG_ADMIN_URL.rsplit("/", 1)[0] + f"/{name}")
    with admin.connect() as conn:
        conn.exec_driver_sql(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    admin.dispose()


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=[pytest.mark.postgres, pytest.mark.slow])])
def db_url(request, tmp_path):
    """The store URL of one backend: a SQLite file in tmp_path, or the module's PostgreSQL database."""
    if request.param == "sqlite":
        return resolve_db_url(str(tmp_path / "store.sqlite"))
    return request.getfixturevalue("pg_url")


@pytest.fixture
def store(db_url):
    s = SessionStore(db_url)
    yield s
    s.close()


def _sid() -> str:
    return f"s-{uuid.uuid4().hex[:12]}"


def _inv(sid, iid, rnd=1, **kw):
    base = {
        "invocation_id": iid,
        "session_id": sid,
        "round": rnd,
        "tool_name": "query_logs",
        "input": {"service": "a"},
        "output": {"total": 1, "logs": [{"message": "x"}]},
        "success": True,
    }
    return ToolInvocation.model_validate({**base, **kw})


# -- schema and basic operations ----------------------------------------------------------------
def test_resolve_db_url():
    assert resolve_db_url("postgresql://u@h:5432/d") == "postgresql+psycopg://u@h:5432/d"
    assert resolve_db_url("/tmp/x.sqlite") == "sqlite:////tmp/x.sqlite"
    assert resolve_db_url("sqlite:///:memory:") == "sqlite:///:memory:"


def test_migrations_are_named_recorded_and_idempotent(store):
    with store.engine.connect() as conn:
        names = [r[0] for r in conn.execute(text("SELECT name FROM schema_migrations ORDER BY name"))]
    assert names == [name for name, _ in MIGRATIONS]
    assert migrate(store.engine) == []


def test_sqlite_uses_wal(tmp_path):
    s = SessionStore(str(tmp_path / "wal.sqlite"))
    with s.engine.connect() as conn:
        assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
    s.close()


@pytest.mark.postgres
@pytest.mark.slow
def test_postgres_self_evaluation_is_jsonb(pg_url):
    s = SessionStore(pg_url)
    with s.engine.connect() as conn:
        kind = conn.execute(
            text(
                "SELECT data_type FROM information_schema.columns "
                "WHERE table_name = 'diagnosis_session' AND column_name = 'self_evaluation'"
            )
        ).scalar()
    s.close()
    assert kind == "jsonb"


def test_session_lifecycle_and_invocations_in_order(store):
    sid = store.create_session("为什么报错？", _sid())
    with pytest.raises(StoreError):
        store.create_session("again", sid)
    outputs = [{"total": 0}, "plain text", [1, 2], None]
    for i, out in enumerate(outputs):
        store.record_invocation(
            _inv(
                sid,
                f"i{i}",
                rnd=1 + i // 2,
                output=out,
                success=out is not None,
                error=None if out is not None else "boom",
            )
        )
    with pytest.raises(StoreError):
        store.record_invocation(_inv(sid, "i0"))
    rows = store.invocations(sid)
    assert [r.invocation_id for r in rows] == ["i0", "i1", "i2", "i3"]
    assert [r.output for r in rows] == outputs
    assert [r.invocation_id for r in store.invocations(sid, max_round=1)] == ["i0", "i1"]
    store.finish_session(sid, status="completed", final_verdict="PASS", final_answer="答案")
    rec = store.get_session(sid)
    assert (rec.status, rec.final_verdict, rec.final_answer, rec.self_evaluation) == ("completed", "PASS", "答案", None)
    with pytest.raises(StoreError):
        store.get_session("nope")


def test_channel_writes_touch_only_their_key(store):
    sid = store.create_session("q", _sid())
    store.set_channel(sid, "rule_evaluation", {"hit_rate": 0.5})
    store.append_round(sid, "verifier_evaluation", {"round": 1, "v": "a"}, latest=("round",))
    store.append_round(sid, "verifier_evaluation", {"round": 2, "v": "b"}, latest=("round",))
    store.set_channel(sid, "rule_evaluation", {"hit_rate": 1.0})
    se = store.get_session(sid).self_evaluation
    assert se == {
        "rule_evaluation": {"hit_rate": 1.0},
        "verifier_evaluation": {"round": 2, "rounds": [{"round": 1, "v": "a"}, {"round": 2, "v": "b"}]},
    }
    with pytest.raises(StoreError):
        store.set_channel(sid, "other", {})
    with pytest.raises(StoreError):
        store.set_channel("missing", "rule_evaluation", {})
    assert set(se) <= set(CHANNELS)


# -- concurrency --------------------------------------------------------------------------------
def _marker_write(store: SessionStore, sid: str, channel: str, marker: str) -> None:
    if channel == "verifier_evaluation":  # the real ChatService path: append a round
        store.append_round(sid, channel, {"marker": marker}, latest=("marker",))
    else:  # a read-modify-write of rule_evaluation whose loss would be visible
        store.update_channel(sid, channel, lambda old: {"markers": [*((old or {}).get("markers") or []), marker]})


def _plan(writer: str, sids: list[str], writes: int) -> list[tuple[str, str, str]]:
    """(session, channel, marker) for every write of one writer: both channels, every session."""
    w = sum(map(ord, writer))
    return [(sids[(w + i) % len(sids)], CHANNELS[(w + i // len(sids)) % 2], f"{writer}:{i}") for i in range(writes)]


def _run_writers(url: str, sids: list[str], prefix: str, threads: int, writes: int, start_at: float) -> None:
    store = SessionStore(url, run_migrations=False)

    def work(t: int) -> None:
        plan = _plan(f"{prefix}-t{t}", sids, writes)
        while time.time() < start_at:
            time.sleep(0.001)
        for sid, channel, marker in plan:
            _marker_write(store, sid, channel, marker)

    pool = [threading.Thread(target=work, args=(t,)) for t in range(threads)]
    for th in pool:
        th.start()
    for th in pool:
        th.join()
    store.close()


@pytest.mark.slow
def test_threads_and_processes_lose_no_channel_update(db_url):
    store = SessionStore(db_url)
    sids = [store.create_session("q", _sid()) for _ in range(N_SESSIONS)]
    for sid in sids[3:]:  # two sessions start with a non-null object; three race on NULL
        store.set_channel(sid, "rule_evaluation", {"markers": ["seed"]})
    start_at = time.time() + 3.0
    args = [json.dumps(sids), str(THREADS), str(WRITES_PER_WRITER), repr(start_at)]
    procs = [
        subprocess.Popen([sys.executable, "-m", "tests.test_store", "writers", db_url, f"p{p}", *args], cwd=ROOT)
        for p in range(PROCESSES)
    ]
    _run_writers(db_url, sids, "main", THREADS, WRITES_PER_WRITER, start_at)
    for p in procs:
        assert p.wait(timeout=120) == 0
    elapsed = time.time() - start_at
    writers = [f"p{p}-t{t}" for p in range(PROCESSES) for t in range(THREADS)] + [f"main-t{t}" for t in range(THREADS)]
    expected = {(sid, ch): set() for sid in sids for ch in CHANNELS}
    for w in writers:
        for sid, ch, marker in _plan(w, sids, WRITES_PER_WRITER):
            expected[(sid, ch)].add(marker)
    total = sum(len(v) for v in expected.values())
    assert total == len(writers) * WRITES_PER_WRITER >= 1000
    for sid in sids:
        se = store.get_session(sid).self_evaluation
        rule = se["rule_evaluation"]["markers"]
        ver = [r["marker"] for r in se["verifier_evaluation"]["rounds"]]
        seed = ["seed"] if sid in sids[3:] else []
        assert sorted(rule) == sorted(expected[(sid, "rule_evaluation")] | set(seed)), f"lost rule update in {sid}"
        assert len(rule) == len(set(rule))
        assert sorted(ver) == sorted(expected[(sid, "verifier_evaluation")]), f"lost verifier update in {sid}"
        assert len(ver) == len(set(ver))
    store.close()
    print(f"\n{total} channel writes by {len(writers)} writers in {PROCESSES + 1} processes: {elapsed:.1f}s")


@pytest.mark.slow
def test_two_first_writers_racing_on_null_both_survive(db_url):
    store = SessionStore(db_url)
    sids = [store.create_session("q", _sid()) for _ in range(25)]
    barrier = threading.Barrier(2)

    def writer(channel: str) -> None:
        for sid in sids:
            barrier.wait()
            store.set_channel(sid, channel, {"by": channel})

    pool = [threading.Thread(target=writer, args=(ch,)) for ch in CHANNELS]
    for th in pool:
        th.start()
    for th in pool:
        th.join()
    for sid in sids:
        assert store.get_session(sid).self_evaluation == {ch: {"by": ch} for ch in CHANNELS}
    store.close()


@pytest.mark.slow
def test_a_writer_killed_mid_transaction_leaves_valid_json(db_url):
    store = SessionStore(db_url)
    sid = store.create_session("q", _sid())
    store.set_channel(sid, "rule_evaluation", {"v": 1})
    store.append_round(sid, "verifier_evaluation", {"round": 1}, latest=("round",))
    before = store.get_session(sid).self_evaluation
    proc = subprocess.Popen(
        [sys.executable, "-m", "tests.test_store", "killed", db_url, sid],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert proc.stdout.readline().strip() == "UPDATED-NOT-COMMITTED"
        os.kill(proc.pid, signal.SIGKILL)
    finally:
        proc.wait(timeout=30)
        proc.stdout.close()
    assert proc.returncode == -signal.SIGKILL
    with store.engine.connect() as conn:
        raw = conn.execute(
            text("SELECT CAST(self_evaluation AS TEXT) FROM diagnosis_session WHERE id = :i"), {"i": sid}
        ).scalar()
    assert json.loads(raw) == before
    # The lock died with the writer: the next write goes through and keeps the other channel.
    store.set_channel(sid, "rule_evaluation", {"v": 3})
    after = store.get_session(sid).self_evaluation
    assert after == {**before, "rule_evaluation": {"v": 3}}
    store.close()


# -- worker entry points (spawned by the tests above) --------------------------------------------
def _killed_writer(url: str, sid: str) -> None:
    store = SessionStore(url, run_migrations=False)

    @event.listens_for(store.engine, "commit")
    def _hang_before_commit(_conn):  # runs after the UPDATE, before COMMIT reaches the database
        print("UPDATED-NOT-COMMITTED", flush=True)
        time.sleep(600)

    store.set_channel(sid, "rule_evaluation", {"v": 2, "padding": "x" * 100_000})


if __name__ == "__main__":
    cmd, url, *rest = sys.argv[1:]
    if cmd == "writers":
        prefix, sids, threads, writes, start_at = rest
        _run_writers(url, json.loads(sids), prefix, int(threads), int(writes), float(start_at))
    elif cmd == "killed":
        _killed_writer(url, rest[0])
    else:
        raise SystemExit(f"unknown worker command {cmd}")
