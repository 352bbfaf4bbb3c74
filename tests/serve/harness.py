"""Run the real ``chat-verifier serve`` in a subprocess on 127.0.0.1, for the tests and the benchmarks.

The server gets its own process group (so stopping it never leaves a worker behind), a fresh key
file with one key per tenant, and a YAML configuration. ``worker_pids`` lists the uvicorn
workers, for the SIGKILL fault test. A private PostgreSQL cluster (:class:`PrivateCluster`) lets
the fault tests stop and restart a database server without touching the shared one.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
import yaml

from engine.service.keys import add_key
from tests.conftest import ROOT, cli_path


def free_port() -> int:
    """A TCP port free on 127.0.0.1 right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class ServeProcess:
    """``chat-verifier serve`` on 127.0.0.1 with ``workers`` workers, a key per tenant and ``config``.

    Args:
        folder: where the key file, configuration and logs go.
        db: the store URL or SQLite path.
        workers: worker processes.
        config: configuration file values (limits, rate_limit, llm, …).
        tenants: tenants to create one key each for (``keys[tenant]``).
        env: extra environment variables.
    """

    def __init__(
        self,
        folder: Path,
        *,
        db: str,
        workers: int = 2,
        config: dict[str, Any] | None = None,
        tenants: tuple[str, ...] = ("acme", "globex"),
        env: dict[str, str] | None = None,
    ) -> None:
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)
        self.db = db
        self.workers = workers
        self.port = free_port()
        self.base_url = f"http://127.0.0.1:{self.port}"
        self.keys_file = self.folder / "keys.json"
        self.keys = {t: add_key(self.keys_file, t)[0] for t in tenants}
        self.config_file = self.folder / "serve.yaml"
        self.config_file.write_text(yaml.safe_dump(config or {}), encoding="utf-8")
        self.stderr_path = self.folder / "serve.err"
        self.env = env or {}
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> ServeProcess:
        """Start the server (returns at once; see :meth:`wait_ready`)."""
        env = {**os.environ, **self.env}
        env.pop("CHAT_VERIFIER_LLM_BASE_URL", None)
        cmd = [
            cli_path(), "serve", "--port", str(self.port), "--workers", str(self.workers),
            "--db", self.db, "--keys", str(self.keys_file), "--config", str(self.config_file),
        ]  # fmt: skip
        self._err = open(self.stderr_path, "wb")  # noqa: SIM115 - closed in stop()
        self.proc = subprocess.Popen(
            cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=self._err, start_new_session=True
        )
        return self

    def wait_ready(self, timeout: float = 120.0) -> ServeProcess:
        """Wait until ``/readyz`` answers 200 on enough connections that every worker is up."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc is not None and self.proc.poll() is not None:
                raise RuntimeError(f"serve exited with {self.proc.returncode}: {self.log_tail()}")
            try:
                if httpx.get(self.base_url + "/readyz", timeout=2).status_code == 200 and self._all_workers_up():
                    return self
            except httpx.HTTPError:
                pass
            time.sleep(0.3)
        raise RuntimeError(f"serve not ready after {timeout}s: {self.log_tail()}")

    def _all_workers_up(self) -> bool:
        text = self.stderr_path.read_text(encoding="utf-8", errors="replace")
        return text.count("Application startup complete") >= self.workers

    def log_tail(self, n: int = 12) -> str:
        """The last ``n`` lines of the server's log."""
        try:
            return "\n".join(self.stderr_path.read_text(encoding="utf-8", errors="replace").splitlines()[-n:])
        except OSError:
            return ""

    def log_lines(self) -> list[dict[str, Any]]:
        """The server's JSON log lines, parsed."""
        out = []
        for line in self.stderr_path.read_text(encoding="utf-8", errors="replace").splitlines():
            try:
                out.append(json.loads(line))
            except json.JSONDecodeError:
                continue
        return out

    def client(self, tenant: str | None = "acme", **kw: Any) -> httpx.Client:
        """An HTTP client for this server, with ``tenant``'s key (None: no key)."""
        headers = {"Authorization": f"Bearer {self.keys[tenant]}"} if tenant else {}
        return httpx.Client(base_url=self.base_url, headers=headers, timeout=kw.pop("timeout", 60.0), **kw)

    def worker_pids(self) -> list[int]:
        """The pids of the uvicorn worker processes (children of the server that run ``spawn_main``)."""
        if self.proc is None:
            return []
        pids = []
        children = Path(f"/proc/{self.proc.pid}/task/{self.proc.pid}/children").read_text().split()
        for pid in map(int, children):
            try:
                cmdline = Path(f"/proc/{pid}/cmdline").read_bytes()
            except OSError:
                continue
            if b"spawn_main" in cmdline:
                pids.append(pid)
        return pids

    def stop(self) -> None:
        """SIGTERM the server, then SIGKILL its process group if it does not stop within 20 s."""
        if self.proc is None:
            return
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.proc.wait(20)
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.proc.pid, signal.SIGKILL)  # our own group: any worker left behind
        self.proc.wait()
        self._err.close()
        self.proc = None

    def __enter__(self) -> ServeProcess:
        return self.start().wait_ready()

    def __exit__(self, *exc: object) -> None:
        self.stop()


class PrivateCluster:
    """A PostgreSQL cluster of our own (initdb in a temporary folder, port of our own), to stop and restart.

    Runs the server binaries as the ``postgres`` user (initdb refuses root). Trust auth on 127.0.0.1.
    """

    def __init__(self) -> None:
        versions = sorted(Path("/usr/lib/postgresql").iterdir())
        self.bin = versions[-1] / "bin"
        self.port = free_port()
        self.dir = Path(tempfile.mkdtemp(prefix="cv-pg-"))
        self.data = self.dir / "data"
        shutil.chown(self.dir, "postgres", "postgres")
        self.url = f"postgresql+psycopg://postgres@127.0.0.1:{self.port}/cv_faults"

    def _as_postgres(self, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
        cmd = ["runuser", "-u", "postgres", "--", *args] if os.geteuid() == 0 else list(args)
        return subprocess.run(cmd, capture_output=True, text=True, check=check, timeout=120)

    def init(self) -> PrivateCluster:
        """initdb, start, and create the ``cv_faults`` database."""
        self._as_postgres(str(self.bin / "initdb"), "-D", str(self.data), "-A", "trust", "-U", "postgres", "--no-sync")
        self.start()
        self._as_postgres(
            str(self.bin / "createdb"), "-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres", "cv_faults"
        )
        return self

    def start(self) -> None:
        """Start the cluster and wait until it accepts connections."""
        opts = f"-p {self.port} -k {self.dir} -c listen_addresses=127.0.0.1 -c fsync=off"
        self._as_postgres(
            str(self.bin / "pg_ctl"), "-D", str(self.data), "-o", opts, "-l", str(self.dir / "log"), "-w", "start"
        )

    def stop(self) -> None:
        """Stop the cluster (fast shutdown: open connections are cut, as in an outage)."""
        self._as_postgres(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "fast", "-w", "stop", check=False)

    def destroy(self) -> None:
        """Stop the cluster and delete its files."""
        self.stop()
        shutil.rmtree(self.dir, ignore_errors=True)


# -- schema fuzzing ------------------------------------------------------------------------------
#: The schemathesis checks run: statuses, media types, headers and bodies as documented, and auth
#: that cannot be skipped. Server errors are counted from the server's own metrics instead of
#: schemathesis' ``not_a_server_error``, which also counts the documented 503 (a deadline the
#: fuzzer set to one millisecond in ``X-Deadline-Ms``).
FUZZ_CHECKS = (
    "status_code_conformance,content_type_conformance,response_headers_conformance,"
    "response_schema_conformance,ignored_auth"
)


def request_counts(server: ServeProcess) -> dict[str, int]:
    """Requests the server has answered so far, by status code (summed over workers, from /metrics)."""
    text = httpx.get(server.base_url + "/metrics", timeout=30).text
    counts: dict[str, int] = {}
    for line in text.splitlines():
        if line.startswith("cv_http_requests_total{"):
            labels, value = line.rsplit(" ", 1)
            status = labels.split('status="', 1)[1].split('"', 1)[0]
            counts[status] = counts.get(status, 0) + int(float(value))
    return counts


def run_schemathesis(
    server: ServeProcess,
    *,
    max_examples: int,
    phases: str,
    seed: int = 15,
    report: Path,
    mode: str = "all",
    max_time: int | None = None,
) -> dict[str, Any]:
    """Fuzz every operation of the running server with schemathesis; returns its counts and the server's.

    ``requests`` counts what the server answered during the run, by status (its /metrics before
    and after, the metrics requests themselves excluded).
    """
    before = request_counts(server)
    cmd = [
        str(Path(cli_path()).parent / "st"), "run", server.base_url + "/openapi.json",
        "-H", f"Authorization: Bearer {server.keys['acme']}", "--checks", FUZZ_CHECKS,
        "-n", str(max_examples), "--seed", str(seed), "--phases", phases, "--mode", mode, "--no-color",
        "--generation-database", "none", "--report", "json", "--report-json-path", str(report),
    ]  # fmt: skip
    if max_time is not None:
        cmd += ["--max-time", str(max_time)]
    # run in the report folder: schemathesis keeps a cache folder in its working directory
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=3600, cwd=report.parent)
    after = request_counts(server)
    delta = {k: after.get(k, 0) - before.get(k, 0) for k in after}
    delta["200"] -= 2  # the two /metrics scrapes
    data = json.loads(report.read_text(encoding="utf-8")) if report.exists() else {}
    return {
        "exit_code": done.returncode,
        "output_tail": "\n".join(done.stdout.splitlines()[-40:]),
        "test_cases": data.get("test_cases", {}),
        "failures": data.get("failures", []),
        "errors": data.get("errors", []),
        "requests": {k: v for k, v in sorted(delta.items()) if v},
    }
