"""Fact atoms: one fact of one kind, with its gold label fixed by construction (DESIGN.md rules).

| kind | label | why |
| --- | --- | --- |
| log, log_case, log_id, metric, metric_unit, alert, alert_value | direct_evidence | restates a record of a successful query_logs / query_metrics output (case and units may be paraphrased); structured claims bind it by an existing id with a verbatim excerpt |
| knowledge | indirect_support | restates a non-deduped lookup_knowledge chunk only |
| bad_ref, no_binding | indirect_support | direct content, but the claim's binding names a non-existent id / has no binding |
| cause | no_evidence | a cause in plain Chinese words, in no output, naming no identifier |
| failed, nohit, dedup | no_evidence | support only in a failed call's input, a no-hit call's input, or a deduped chunk |
| value | contradicted | a value outside tolerance for the same metric slot |
| status | contradicted | says resolved while the alert is firing |
| polarity | contradicted | says the logs hold no error while ERROR lines exist |
| fab_code, fab_exc, fab_svc, fab_host, fab_id | contradicted | a critical fact names an identifier found in no tool input/output nor the query |
| hyp, rec | no_evidence, not critical | hypothesis / recommendation claim types are non-critical |
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from benchmarks.generate.phrasing import Bank
from benchmarks.generate.world import World, fmt, num

DIRECT, INDIRECT, NONE, CONTRA = "direct_evidence", "indirect_support", "no_evidence", "contradicted"

LABEL_OF: dict[str, str] = {
    "log": DIRECT, "log_case": DIRECT, "log_id": DIRECT, "metric": DIRECT, "metric_unit": DIRECT,
    "alert": DIRECT, "alert_value": DIRECT,
    "knowledge": INDIRECT, "bad_ref": INDIRECT, "no_binding": INDIRECT,
    "cause": NONE, "failed": NONE, "nohit": NONE, "dedup": NONE,
    "value": CONTRA, "status": CONTRA, "polarity": CONTRA,
    "fab_code": CONTRA, "fab_exc": CONTRA, "fab_svc": CONTRA, "fab_host": CONTRA, "fab_id": CONTRA,
    "hyp": NONE, "rec": NONE,
}
#: Kinds drawn for each label, with weights.
POOLS: dict[str, tuple[tuple[str, int], ...]] = {
    DIRECT: (("log", 4), ("log_case", 1), ("log_id", 1), ("metric", 3), ("metric_unit", 2), ("alert", 1),
             ("alert_value", 1)),
    INDIRECT: (("knowledge", 3), ("bad_ref", 2), ("no_binding", 1)),
    NONE: (("cause", 3), ("failed", 2), ("nohit", 2), ("dedup", 2)),
    CONTRA: (("value", 3), ("status", 2), ("polarity", 2), ("fab_code", 1), ("fab_exc", 1), ("fab_svc", 1),
             ("fab_host", 1), ("fab_id", 1)),
}
STRUCTURED_ONLY = {"bad_ref", "no_binding", "hyp", "rec"}
#: Kinds that cannot share a case (the answer would contradict itself).
EXCLUSIVE = ({"alert", "alert_value", "status"}, {"log", "log_case", "log_id", "polarity", "bad_ref", "no_binding"})
TAG_OF = {
    "log_case": "case_paraphrase", "metric_unit": "unit_paraphrase", "knowledge": "knowledge_only",
    "bad_ref": "bad_reference", "no_binding": "missing_binding", "cause": "plain_cause", "failed": "failed_call",
    "nohit": "no_hit", "dedup": "deduped_chunk", "value": "value_contradiction",
    "status": "status_contradiction", "polarity": "polarity_contradiction", "fab_code": "fabricated_error_code",
    "fab_exc": "fabricated_exception", "fab_svc": "fabricated_service", "fab_host": "fabricated_host",
    "fab_id": "fabricated_id", "hyp": "noncritical_claim", "rec": "noncritical_claim",
}
CLAIM_TYPE = {
    "dev": {"logs": "log_evidence", "metrics": "metric", "alert": "alert", "knowledge": "knowledge",
            "cause": "root_cause", "hyp": "hypothesis", "rec": "recommendation"},
    "test": {"logs": "observation", "metrics": "metric_observation", "alert": "alert_status",
             "knowledge": "reference", "cause": "diagnosis", "hyp": "hypothesis", "rec": "action"},
}


@dataclass
class Atom:
    """One fact to place in an answer, with its gold label and how a claim would bind it."""

    kind: str
    text: str
    label: str
    source: str  # logs | metrics | knowledge | dedup | failed | nohit | none
    excerpt: str = ""
    critical: bool = True
    ctype: str = "logs"
    tags: list[str] = field(default_factory=list)
    extra: bool = False  # placed only in user_facing_answer (answer_extra)


def paraphrase(v: float, unit: str, bank: Bank) -> str | None:
    """An equal-value rendering in another unit, or None when it would not be exact."""
    sec = " 秒" if bank.name == "dev" else "s"
    if unit == "ms" and v % 100 == 0 and v >= 1000:
        return f"{fmt(v / 1000)}{sec}"
    if unit == "s":
        ms = round(v * 1000, 6)
        if abs(ms - round(ms, 1)) < 1e-9:
            return f"{fmt(ms)}ms"
    if unit == "MB" and v % 256 == 0 and v >= 1024:
        return f"{fmt(v / 1024)}GB"
    if unit == "ratio":
        return f"{fmt(round(v * 100, 4))}%"
    if unit == "%" and v == round(v, 2):
        return fmt(round(v / 100, 6))
    return None


def render(v: float, unit: str) -> str:
    """A value with its unit as an answer would write it."""
    if unit in ("", "ratio"):
        return fmt(v)
    return f"{fmt(v)}{unit}"


def _bad_value(s: dict[str, Any], slot: str, others: list[float]) -> float:
    ref = float(s[slot])
    cands = [float(s["max"]), float(s["avg"]), float(s["last"]), *others]
    for f in (0.4, 0.25, 2.5, 0.55, 3.0):
        b = ref * f
        b = round(b) if abs(b) >= 20 else round(b, 4 if abs(b) < 0.1 else 2)
        if b != 0 and all(abs(b - c) > 0.2 * abs(c) for c in cands if c):
            return b
    raise ValueError(f"no contradicting value for {s}")


class AtomMaker:
    """Renders atoms of a world with one phrasing bank."""

    def __init__(self, world: World, bank: Bank, rng: random.Random) -> None:
        self.w, self.bank, self.rng = world, bank, rng
        self.used_series: set[tuple[int, str]] = set()

    def _t(self, kind: str, **kw: str) -> str:
        text = self.rng.choice(self.bank.t[kind])
        for k, v in kw.items():
            text = text.replace("{" + k + "}", v)
        return text

    def _pick_series(self, slots: tuple[str, ...] = ("max", "avg", "last")) -> tuple[int, str]:
        free = [(i, s) for i in range(len(self.w.series)) for s in slots if (i, s) not in self.used_series]
        if not free:
            free = [(i, s) for i in range(len(self.w.series)) for s in slots]
        i, s = self.rng.choice(free)
        self.used_series.update({(i, x) for x in ("max", "avg", "last")})
        return i, s

    def _para(self, v: float, unit: str, probe: bool = False) -> str | None:
        """An equal-value rendering in another unit (a bank's own ``paraphrases`` hook, drawn with the RNG)."""
        opts = self.bank.paraphrases
        if opts is None:
            return paraphrase(v, unit, self.bank)
        cands = opts(v, unit)
        if not cands:
            return None
        return cands[0] if probe else self.rng.choice(cands)

    def _render(self, v: float, unit: str) -> str:
        hook = self.bank.render_value
        return hook(v, unit, self.rng) if hook is not None else render(v, unit)

    def _cause_tail(self) -> str:
        c = self.w.clues.cause
        return c[3:] if c.startswith("根因是") else c

    def make(self, kind: str) -> Atom:
        """One atom of ``kind`` (label from :data:`LABEL_OF`)."""
        w, rng, svc = self.w, self.rng, self.w.svc
        label = LABEL_OF[kind]
        tags = [TAG_OF[kind]] if kind in TAG_OF else []
        if kind in ("log", "log_case", "bad_ref", "no_binding"):
            key, _kind = rng.choice(w.keys)
            skey, ssvc = key, svc
            if kind == "log_case":
                if rng.random() < 0.5 or not any(c.isalpha() and c.isascii() for c in key):
                    ssvc = svc.upper()
                    if self.bank.title_case and rng.random() < 0.5:
                        ssvc = "-".join(p[:1].upper() + p[1:] for p in svc.split("-"))
                    if any(c.isalpha() for c in key):
                        skey = key.lower() if key != key.lower() else key.upper()
                else:
                    skey = key.lower() if key != key.lower() else key.upper()
            return Atom(kind, self._t("log", svc=ssvc, key=skey), label, "logs", key, ctype="logs", tags=tags)
        if kind == "log_id":
            i = rng.randrange(len(w.records))
            rec = w.records[i]
            key = next((k for k, _ in w.keys if k in rec["message"]), w.keys[0][0])
            return Atom(kind, self._t("log_id", tid=rec["trace_id"], key=key), label, "logs", rec["trace_id"],
                        ctype="logs", tags=tags)
        if kind in ("metric", "metric_unit", "value"):
            i, slot = self._pick_series()
            s = w.series[i]
            v = float(s[slot])
            if kind == "metric_unit":
                alt = self._para(v, s["unit"])
                if alt is None:
                    i, slot = next(((j, "max") for j, x in enumerate(w.series)
                                    if self._para(float(x["max"]), x["unit"], probe=True)), (i, slot))
                    s, v = w.series[i], float(w.series[i][slot])
                    alt = self._para(v, s["unit"])
                if alt is None:
                    kind, tags = "metric", []
                    val = self._render(v, s["unit"])
                else:
                    val = alt
            elif kind == "value":
                others = [float(w.alert["value"]), float(w.alert["threshold"])]
                b = _bad_value(s, slot, others)
                alt = self._para(b, s["unit"]) if rng.random() < 0.3 else None
                val = alt or self._render(b, s["unit"])
                if alt:
                    tags.append("unit_paraphrase")
            else:
                val = self._render(v, s["unit"])
            text = self._t("metric", svc=svc, metric=s["metric"], slot=rng.choice(self.bank.slot[slot]), val=val)
            return Atom(kind, text, label, "metrics", s["metric"], ctype="metrics", tags=tags)
        if kind in ("alert", "alert_value", "status"):
            a = w.alert
            if kind == "alert":
                text = self._t("alert", alert=a["alert_name"])
            elif kind == "alert_value":
                alt = self._para(float(a["value"]), a["unit"]) if rng.random() < 0.4 else None
                if alt:
                    tags.append("unit_paraphrase")
                val = alt or self._render(float(a["value"]), a["unit"])
                text = self._t("alert_value", alert=a["alert_name"], val=val)
                if "{thr}" in text:
                    # threshold templates compare (高于/超过): only valid when the firing value is above it
                    if not float(a["value"]) > float(a["threshold"]):
                        raise AssertionError(f"alert {a['alert_name']} value not above its threshold")
                    text = text.replace("{thr}", self._render(float(a["threshold"]), a["unit"]))
            else:
                text = self._t("status", alert=a["alert_name"])
            return Atom(kind, text, label, "metrics", a["alert_name"], ctype="alert", tags=tags)
        if kind == "knowledge":
            return Atom(kind, self._t("knowledge", stmt=w.clues.knowledge), label, "knowledge", w.clues.knowledge,
                        ctype="knowledge", tags=tags)
        if kind == "cause":
            return Atom(kind, self._t("cause", cause=w.clues.cause, cause_tail=self._cause_tail()), label, "none",
                        ctype="cause", tags=tags)
        if kind == "failed":
            n = str(rng.randint(61, 99) * 10)
            return Atom(kind, self._t("failed", svc=svc, fm=w.clues.failed_metric, n=n), label, "failed",
                        w.clues.failed_metric, ctype="metrics", tags=tags)
        if kind == "nohit":
            return Atom(kind, self._t("nohit", svc=svc, kw=w.clues.nohit), label, "nohit", w.clues.nohit, ctype="logs",
                        tags=tags)
        if kind == "dedup":
            return Atom(kind, self._t("dedup", stmt=w.clues.dedup), label, "dedup", w.clues.dedup, ctype="knowledge",
                        tags=tags)
        if kind == "polarity":
            return Atom(kind, self._t("polarity", svc=svc), label, "logs", "ERROR", ctype="logs", tags=tags)
        if kind == "fab_code":
            return Atom(kind, self._t("fab_code", svc=svc, code=w.clues.fab_code), label, "logs", w.clues.fab_code, tags=tags)
        if kind == "fab_exc":
            return Atom(kind, self._t("fab_exc", svc=svc, exc=w.clues.fab_exc), label, "logs", w.clues.fab_exc, tags=tags)
        if kind == "fab_svc":
            return Atom(kind, self._t("fab_svc", svc=svc, fsvc=w.clues.fab_svc), label, "logs", w.clues.fab_svc,
                        ctype="cause", tags=tags)
        if kind == "fab_host":
            return Atom(kind, self._t("fab_host", host=w.fab_host), label, "logs", w.fab_host, ctype="cause",
                        tags=tags)
        if kind == "fab_id":
            return Atom(kind, self._t("fab_id", fid=w.fab_id), label, "logs", w.fab_id, tags=tags)
        if kind in ("hyp", "rec"):
            text = self._t(kind, svc=svc, cause_tail=self._cause_tail())
            return Atom(kind, text, label, "none", critical=False, ctype=kind, tags=tags)
        raise KeyError(kind)


def pick_kinds(rng: random.Random, label: str, k: int, taken: list[str], nl: bool) -> list[str]:
    """Draw ``k`` distinct kinds of ``label`` compatible with ``taken``."""
    out: list[str] = []
    for _ in range(k):
        pool = [(kd, wt) for kd, wt in POOLS[label]
                if (kd not in taken + out and not (nl and kd in STRUCTURED_ONLY)
                and not any(kd in g and any(t in g for t in taken + out) for g in EXCLUSIVE))
                or (kd in ("metric", "metric_unit") and kd in taken + out and (taken + out).count(kd) < 2)]
        if not pool:
            break
        total = sum(wt for _, wt in pool)
        r = rng.uniform(0, total)
        acc = 0.0
        for kd, wt in pool:
            acc += wt
            if r <= acc:
                out.append(kd)
                break
        else:
            out.append(pool[-1][0])
    return out


__all__ = ["CONTRA", "DIRECT", "INDIRECT", "LABEL_OF", "NONE", "Atom", "AtomMaker", "num", "pick_kinds"]
