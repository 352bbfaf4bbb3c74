"""A per-case incident world: concrete services, records, series and identifiers drawn with a seeded RNG."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from benchmarks.generate.families import Clues, Family
from benchmarks.generate.nezha import RealFamily, RealRecord, load_logs, series_from

HEX = "0123456789abcdef"
ALNUM = "bcdfghjklmnpqrstvwxz2456789"


def hexid(rng: random.Random, n: int) -> str:
    """A random lowercase hex string of length ``n``."""
    return "".join(rng.choice(HEX) for _ in range(n))


def pod_name(rng: random.Random, svc: str) -> str:
    """A Kubernetes-style pod name for ``svc``."""
    return f"{svc}-{hexid(rng, 9)}-{''.join(rng.choice(ALNUM) for _ in range(5))}"


def num(v: float) -> float | int:
    """A JSON number: int when integral, else rounded to 4 decimals."""
    r = round(float(v), 4)
    return int(r) if r == int(r) else r


def fmt(v: float) -> str:
    """Canonical text of a number (no trailing zeros)."""
    r = num(v)
    return str(r) if isinstance(r, int) else f"{r:g}" if abs(r) >= 1e-4 else str(r)


@dataclass
class World:
    """Everything one case's tool outputs and claims are built from."""

    family: str
    real: bool
    svc: str
    query: str
    records: list[dict[str, Any]]  # relevant log records (ERROR/WARN about the incident)
    keys: list[tuple[str, str]]  # (key, kind): verbatim substrings of relevant messages
    noise: Sequence[dict[str, Any]]  # unrelated records available as noise
    series: list[dict[str, Any]]
    alert: dict[str, Any]
    clues: Clues  # the family itself: knowledge, cause, failed_metric, nohit, dedup, fab_*
    fab_host: str = ""
    fab_id: str = ""


def _fill(text: str, values: dict[str, str]) -> str:
    for k, v in values.items():
        text = text.replace("{" + k + "}", v)
    return text


@lru_cache(maxsize=1)
def _noise_records() -> tuple[dict[str, Any], ...]:
    """Real INFO/WARN Nezha lines: unrelated to every synthetic family (shared: the builder copies what it uses)."""
    return tuple(r.as_output() for r in load_logs() if r.level in ("INFO", "WARN"))


def synthetic_world(fam: Family, rng: random.Random, queries: tuple[str, ...]) -> World:
    """Draw a concrete world for a synthetic family."""
    svc = rng.choice(fam.services)
    pod = pod_name(rng, svc)
    ip = f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(2, 254)}"
    values = {"svc": svc, "pod": pod, "ip": ip, "n": str(rng.randint(11, 999)),
              "ms": str(rng.choice([3000, 5000, 10000, 30000]))}
    minute, hour = rng.randint(0, 50), rng.randint(1, 9)
    records, keys = [], []
    for j, lt in enumerate(fam.logs):
        count = rng.randint(1, 3) if lt.level == "ERROR" else 1
        for c in range(count):
            tid = hexid(rng, 32)
            records.append({
                "ts": f"2026-11-29T{hour:02d}:{minute + j:02d}:{10 + 7 * c:02d}.{rng.randint(100, 999)}Z",
                "level": lt.level, "service": svc, "host": pod, "trace_id": tid,
                "message": _fill(lt.message, values),
            })
        keys.append((lt.key, lt.kind))
    series = []
    for st in fam.series:
        steps = round((st.hi - st.lo) / st.step)
        mx = st.lo + st.step * rng.randint(0, steps)
        avg = mx * rng.uniform(0.55, 0.8)
        last = mx * rng.uniform(0.82, 0.97)
        # integer-step series (counts, ms, MB) keep integer last values; ratios keep 3 decimals
        last = round(last) if st.step >= 1 else round(last, 3)
        avg = round(avg, 1) if st.step >= 1 else round(avg, 3)
        series.append({"metric": st.metric, "service": svc, "max": num(round(mx, 4)), "avg": num(avg),
                       "last": num(last), "unit": st.unit})
    at = fam.alert
    steps = round((at.hi - at.lo) / at.step)
    aval = at.lo + at.step * rng.randint(0, steps)
    alert = {"alert_name": at.name, "service": svc, "severity": rng.choice(["critical", "warning"]),
             "status": "firing", "value": num(aval), "threshold": num(at.threshold), "unit": at.unit}
    return World(
        family=fam.name, real=False, svc=svc, query=_fill(rng.choice(queries), values),
        records=records, keys=keys, noise=_noise_records(), series=series, alert=alert, clues=fam,
    )


def real_world(fam: RealFamily, rng: random.Random, queries: tuple[str, ...]) -> World:
    """Draw a world from real Nezha records: a random subset of the relevant real ERROR lines."""
    rel: list[RealRecord] = fam.relevant()
    k = rng.randint(min(2, len(rel)), min(5, len(rel)))
    picked = sorted(rng.sample(range(len(rel)), k))
    records = [rel[i].as_output() for i in picked]
    records.sort(key=lambda r: r["ts"])
    series = [series_from(p, c, fam.window, m, u) for p, c, m, u in fam.series]
    name, unit, thr = fam.alert
    alert = {"alert_name": name, "service": series[0]["service"], "severity": "warning", "status": "firing",
             "value": series[0]["max"], "threshold": num(thr), "unit": unit}
    return World(
        family=fam.name, real=True, svc=fam.svc, query=rng.choice(queries), records=records, keys=list(fam.keys),
        noise=[r.as_output() for r in fam.noise()], series=series, alert=alert, clues=fam,
    )
