"""Fixtures of the service tests: the real server (SQLite and PostgreSQL, 2 workers each) and a scripted LLM.

Both servers start at once (in parallel) the first time a test needs one, and stop at the end
of the session. The PostgreSQL one gets a fresh database on the shared server, dropped after.
"""

from __future__ import annotations

import json
import os
import uuid

import pytest
from sqlalchemy import create_engine

from engine.store import resolve_db_url
from tests.llm_server import ScriptedLLMServer
from tests.serve.harness import ServeProcess

PG_ADMIN_URL = os.environ.get("CHAT_VERIFIER_TEST_PG_ADMIN", "postgresql+psycopg://postgres@127.0.0.1:5432/postgres")
#: Small limits, so the 413/422/429 paths are cheap to reach; dev cases fit well inside them.
SERVE_CONFIG = {
    "max_body_bytes": 2 * 1024 * 1024,
    "max_batch_items": 8,
    "rate_limit": {"per_second": 1000, "burst": 200},
    "deadline_ms": 20_000,
    "limits": {"max_invocations": 200},
}


@pytest.fixture(scope="session")
def llm():
    """A scripted OpenAI-compatible server on 127.0.0.1 (tests/llm_server.py)."""
    with ScriptedLLMServer() as server:
        yield server


@pytest.fixture(scope="session")
def pg_serve_url():
    """A fresh PostgreSQL database for the PostgreSQL server, dropped at the end."""
    name = f"cv_serve_{os.getpid()}_{uuid.uuid4().hex[:6]}"
    admin = create_engine(PG_ADMIN_URL, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.exec_driver_sql(f'CREATE DATABASE "{name}"')
    yield resolve_db_url(PG_ADMIN_URL.rsplit("/", 1)[0] + f"/{name}")
    with admin.connect() as conn:
        conn.exec_driver_sql(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    admin.dispose()


@pytest.fixture(scope="session")
def servers(tmp_path_factory, llm, pg_serve_url):
    """``{"sqlite": ServeProcess, "postgres": ServeProcess}``, both with 2 workers, started together."""
    config = {**SERVE_CONFIG, "llm": {"base_url": llm.base_url, "model": "scripted-model", "timeout_s": 5}}
    root = tmp_path_factory.mktemp("serve")
    made = {
        "sqlite": ServeProcess(root / "sqlite", db=str(root / "sqlite" / "store.sqlite"), config=config),
        "postgres": ServeProcess(root / "postgres", db=pg_serve_url, config=config),
    }
    try:
        for s in made.values():
            s.start()
        for s in made.values():
            s.wait_ready()
        yield made
    finally:
        for s in made.values():
            s.stop()


@pytest.fixture(scope="session", params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def server(request, servers):
    """Each backend's server in turn."""
    return servers[request.param]


@pytest.fixture(scope="session")
def sqlite_server(servers):
    """The SQLite server."""
    return servers["sqlite"]


def case_body(case: dict) -> dict:
    """A labeled case as a /v1/verify body: its input plus its case_id."""
    return {"case_id": case["case_id"], **case["input"]}


def dumps(obj) -> str:
    """The CLI's JSON form (engine.cli.io.dumps)."""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))
