"""Assemble one labeled case: tool invocations, the Executor answer, gold facts and the gold verdict."""

from __future__ import annotations

import json
import random
import re
from typing import Any

from benchmarks.generate.atoms import CLAIM_TYPE, CONTRA, DIRECT, INDIRECT, NONE, Atom
from benchmarks.generate.phrasing import Bank
from benchmarks.generate.world import World, hexid, num

HELPERS = ("get_current_time", "format_output")
EXTRA_OK = {"cause", "knowledge", "fab_svc", "fab_host", "alert", "alert_value", "status", "dedup"}


def gold_verdict(facts: list[dict[str, Any]]) -> str:
    """DESIGN.md scoring applied to gold labels (kept independent of engine.scorer on purpose)."""
    crit = [f["verification"] for f in facts if f["is_critical"]]
    if not crit:
        return "LOW_CONFID"
    if CONTRA in crit:
        return "REJECT"
    if all(v in (DIRECT, INDIRECT) for v in crit) and DIRECT in crit:
        return "PASS"
    return "LOW_CONFID"


def plan_labels(rng: random.Random, target: str) -> tuple[list[tuple[str, int]], str]:
    """(label, count) list for a verdict target, and the subtype name."""
    if target == "PASS":
        plan = [(DIRECT, rng.randint(1, 3))]
        if rng.random() < 0.55:
            plan.append((INDIRECT, 1))
        return plan, "pass"
    if target == "REJECT":
        plan = [(DIRECT, rng.randint(0, 2)), (CONTRA, 1 if rng.random() < 0.75 else 2)]
        if rng.random() < 0.25:
            plan.append((NONE, 1))
        return plan, "reject"
    r = rng.random()
    if r < 0.55:
        plan = [(DIRECT, rng.randint(1, 2)), (NONE, rng.randint(1, 2))]
        if rng.random() < 0.3:
            plan.append((INDIRECT, 1))
        return plan, "gap"
    if r < 0.70:
        return [(INDIRECT, rng.randint(1, 2))], "indirect_only"
    if r < 0.85:
        return [], "no_claims"
    return [(NONE, rng.randint(1, 2))] + ([(INDIRECT, 1)] if rng.random() < 0.4 else []), "no_evidence_only"


def _inv(iid: str, sid: str, tool: str, inp: dict[str, Any], out: Any, ok: bool = True,
         err: str | None = None) -> dict[str, Any]:
    return {"invocation_id": iid, "session_id": sid, "round": 1, "tool_name": tool, "input": inp,
            "output": out, "success": ok, "error": err}


class CaseBuilder:
    """Builds one case from a world, a bank and an RNG."""

    def __init__(self, case_id: str, world: World, bank: Bank, rng: random.Random) -> None:
        self.case_id, self.w, self.bank, self.rng = case_id, world, bank, rng
        self.tags: list[str] = [f"family:{world.family}"]
        self._k = 0
        self._style = rng.choice(bank.id_styles)

    def _id(self) -> str:
        self._k += 1
        return self._style.format(k=self._k, hex6=hexid(self.rng, 6), hex8=hexid(self.rng, 8))

    def _tag(self, *tags: str) -> None:
        for t in tags:
            if t not in self.tags:
                self.tags.append(t)

    # ---- tool invocations -------------------------------------------------------------------
    def _logs_output(self) -> dict[str, Any]:
        rng, w = self.rng, self.w
        recs = [dict(r) for r in w.records]
        r = rng.random()
        if r < 0.07:
            n = rng.randint(200, 260)
            noise = [dict(x) for x in rng.sample(w.noise, min(n, len(w.noise)))]
            lo = len(noise) // 2
            for rec in recs:
                noise.insert(rng.randint(lo, len(noise)), rec)
            self._tag("noise", "large_output")
            recs = noise
        elif r < 0.35:
            noise = [dict(x) for x in rng.sample(w.noise, rng.randint(3, 15))]
            for rec in recs:
                noise.insert(rng.randint(0, len(noise)), rec)
            self._tag("noise")
            recs = noise
        return {"total": len(recs), "logs": recs}

    def _metrics_output(self) -> dict[str, Any]:
        rng, w = self.rng, self.w
        alerts = [dict(w.alert)]
        series = [dict(s) for s in w.series]
        if rng.random() < 0.3:
            alerts.append({"alert_name": "HostNetworkErrors", "service": "batch-worker", "severity": "info",
                           "status": "resolved", "value": 3, "threshold": 10, "unit": "%"})
        if rng.random() < 0.08:
            for j in range(rng.randint(60, 120)):
                series.append({"metric": f"http_server_requests_seconds_p{rng.choice([50, 90, 99])}",
                               "service": f"svc-{j:03d}", "max": num(rng.uniform(0.01, 0.9)),
                               "avg": num(rng.uniform(0.01, 0.3)), "last": num(rng.uniform(0.01, 0.5)), "unit": "s"})
            self._tag("large_output", "noise")
        return {"alerts": alerts, "series": series}

    def build_invocations(self, atoms: list[Atom]) -> dict[str, Any]:
        """Create the tool calls; return the id map (source → invocation id / chunk id)."""
        rng, w = self.rng, self.w
        sid = f"s-{hexid(rng, 10)}"
        sources = {a.source for a in atoms}
        ids: dict[str, Any] = {}
        calls: list[dict[str, Any]] = []
        front: list[dict[str, Any]] = []
        if rng.random() < 0.45:
            iid = self._id()
            front.append(_inv(iid, sid, "get_current_time", {}, "2026-11-29T10:00:00Z"))
            self._tag("helper_tool")
        ids["logs"] = self._id()
        calls.append(_inv(ids["logs"], sid, "query_logs", {"service": w.svc, "window": "30m"}, self._logs_output()))
        ids["metrics"] = self._id()
        calls.append(_inv(ids["metrics"], sid, "query_metrics", {"service": w.svc}, self._metrics_output()))
        if "knowledge" in sources or rng.random() < 0.2:
            ids["knowledge"] = self._id()
            ids["knowledge_chunk"] = f"kb-{hexid(rng, 6)}"
            chunks = [{"chunk_id": ids["knowledge_chunk"], "source_doc": w.clues.knowledge_doc, "retrieval_layer": "runbook",
                       "relevance": "high", "content": w.clues.knowledge + "。", "deduped": False}]
            if rng.random() < 0.5:
                chunks.append({"chunk_id": f"kb-{hexid(rng, 6)}", "source_doc": "runbook/general.md",
                               "retrieval_layer": "runbook", "relevance": "low",
                               "content": "通用排障流程：先确认影响面，再定位最近变更。", "deduped": False})
            calls.append(_inv(ids["knowledge"], sid, "lookup_knowledge", {"query": f"{w.svc} 故障处理"},
                              {"query": f"{w.svc} 故障处理", "chunks": chunks}))
        if "dedup" in sources or rng.random() < 0.08:
            ids["dedup"] = self._id()
            ids["dedup_chunk"] = f"kb-{hexid(rng, 6)}"
            calls.append(_inv(ids["dedup"], sid, "lookup_knowledge", {"query": "历史相似案例"},
                              {"query": "历史相似案例", "chunks": [{
                                  "chunk_id": ids["dedup_chunk"], "source_doc": "cases/past-incidents.md",
                                  "retrieval_layer": "case_library", "relevance": "medium",
                                  "content": w.clues.dedup + "。", "deduped": True}]}))
            self._tag("deduped_chunk")
        if "failed" in sources or rng.random() < 0.12:
            ids["failed"] = self._id()
            calls.append(_inv(ids["failed"], sid, "query_metrics", {"service": w.svc, "metric": w.clues.failed_metric},
                              None, ok=False, err="prometheus query timed out after 15s"))
            self._tag("failed_call")
        if "nohit" in sources or rng.random() < 0.08:
            ids["nohit"] = self._id()
            calls.append(_inv(ids["nohit"], sid, "query_logs", {"service": w.svc, "keyword": w.clues.nohit, "window": "30m"},
                              {"total": 0, "logs": []}))
            self._tag("no_hit")
        # the two direct calls stay first in the evidence order half of the time; otherwise shuffle
        if rng.random() < 0.5:
            rng.shuffle(calls)
        back: list[dict[str, Any]] = []
        if rng.random() < 0.2:
            back.append(_inv(self._id(), sid, "format_output", {"style": "markdown"}, {"status": "ok"}))
            self._tag("helper_tool")
        self.invocations = front + calls + back
        self.retry_context: dict[str, Any] | None = None
        if len(calls) >= 3 and rng.random() < 0.12:
            # a second round: some calls (never both direct ones) ran in round 2, and the rows are
            # persisted out of order, so trace refs must follow (round, input position)
            later = rng.sample(calls[2:] + calls[:2][:1], rng.randint(1, max(1, len(calls) - 2)))
            for c in later:
                c["round"] = 2
            rng.shuffle(self.invocations)
            self.retry_context = {"round": 2, "previous_verdict": "LOW_CONFID",
                                  "gaps": [f"{w.svc} 的证据不足，需要补充查询"]}
            self._tag("multi_round", "retry_round")
        order = sorted(enumerate(self.invocations), key=lambda p: (p[1]["round"], p[0]))
        ev = [c for _, c in order if c["tool_name"] not in HELPERS]
        ids["trace"] = {c["invocation_id"]: f"T{i + 1}" for i, c in enumerate(ev)}
        self.ids = ids
        return ids

    # ---- claims -----------------------------------------------------------------------------
    def binding(self, a: Atom) -> list[dict[str, Any]]:
        """Evidence bindings of a structured claim for ``a``."""
        rng, ids = self.rng, self.ids
        tool = {"logs": "query_logs", "metrics": "query_metrics", "knowledge": "lookup_knowledge",
                "dedup": "lookup_knowledge", "failed": "query_metrics", "nohit": "query_logs"}
        if a.kind == "no_binding":
            return []
        if a.source == "none":
            if a.kind == "cause" and rng.random() < 0.3:
                self._tag("misattributed_binding")
                return [{"source_type": "tool_output", "source_id": ids["logs"], "tool_name": "query_logs",
                         "source_invocation_ids": [ids["logs"]], "evidence_excerpt": self.w.keys[0][0]}]
            return []
        if a.source in ("knowledge", "dedup"):
            inv = ids[a.source]
            return [{"source_type": "knowledge_chunk", "source_id": ids[a.source + "_chunk"],
                     "tool_name": "lookup_knowledge", "source_invocation_ids": [inv], "evidence_excerpt": a.excerpt}]
        inv = ids[a.source]
        if a.kind == "bad_ref":
            bad = rng.choice([f"inv-{rng.randint(40, 99)}", f"T{len(ids['trace']) + rng.randint(3, 9)}",
                              f"call_{hexid(rng, 6)}"])
            return [{"source_type": "tool_output", "source_id": bad, "tool_name": tool[a.source],
                     "source_invocation_ids": [bad], "evidence_excerpt": a.excerpt}]
        if a.label == DIRECT and rng.random() < 0.3:
            self._tag("trace_ref_binding")
            return [{"source_type": "trace_ref", "source_id": ids["trace"][inv], "tool_name": tool[a.source],
                     "source_invocation_ids": [inv], "evidence_excerpt": a.excerpt}]
        return [{"source_type": "tool_output", "source_id": inv, "tool_name": tool[a.source],
                 "source_invocation_ids": [inv], "evidence_excerpt": a.excerpt}]

    def claims(self, atoms: list[Atom], malformed: bool = False) -> list[dict[str, Any]]:
        """Structured claims for the non-extra atoms."""
        out = []
        for a in atoms:
            if a.extra:
                continue
            support = {DIRECT: "direct", INDIRECT: "indirect"}.get(a.label, self.rng.choice(["direct", "none"]))
            if a.kind in ("bad_ref", "no_binding"):
                support = "direct"
            binds = [] if malformed else self.binding(a)
            own = self.bank.claim_types
            ctype = self.rng.choice(own[a.ctype]) if own else CLAIM_TYPE[self.bank.name][a.ctype]
            out.append({"claim_id": f"c{len(out) + 1}", "claim_type": ctype,
                        "claim_text": a.text, "support_level": support, "evidence_bindings": binds})
        return out

    def hedges(self, k: int) -> list[str]:
        """``k`` hedge/advice sentences (never facts)."""
        pool = list(self.bank.hedges) + list(self.bank.advice)
        out = []
        for h in self.rng.sample(pool, k):
            if "{fsvc}" in h:
                self._tag("hedged_fabrication")
            out.append(h.replace("{svc}", self.w.svc).replace("{fsvc}", self.w.clues.fab_svc))
        if out:
            self._tag("hedged_distractor")
        return out


def dump_contract(contract: dict[str, Any], layout: str) -> str:
    """Render a contract as the Executor would emit it."""
    if layout == "compact":
        return json.dumps(contract, ensure_ascii=False)
    if layout == "indent":
        return json.dumps(contract, ensure_ascii=False, indent=2)
    if layout == "indent1":
        return json.dumps(contract, ensure_ascii=False, indent=1)
    if layout == "fenced":
        return "```json\n" + json.dumps(contract, ensure_ascii=False, indent=2) + "\n```"
    if layout == "fence_nolang":
        return "```\n" + json.dumps(contract, ensure_ascii=False, indent=2) + "\n```"
    if layout == "prose_fenced":
        return "以下为结构化诊断结果：\n```json\n" + json.dumps(contract, ensure_ascii=False, indent=2) + "\n```"
    if layout == "trailing_prose":
        return json.dumps(contract, ensure_ascii=False) + "\n\n（以上为结构化输出）"
    if layout == "fenced_upper":
        return "```JSON\n" + json.dumps(contract, ensure_ascii=False, indent=2) + "\n```"
    if layout == "prose_en_fenced":
        return "Here is the structured diagnosis:\n\n```json\n" + json.dumps(contract, ensure_ascii=False, indent=4) \
            + "\n```\n"
    if layout == "prose_around":
        return ("诊断完成，结构化结果如下。\n```json\n" + json.dumps(contract, ensure_ascii=False, indent=2)
                + "\n```\n如有疑问可继续追问。")
    if layout == "prose_before_bare":
        return "结构化输出：\n" + json.dumps(contract, ensure_ascii=False, indent=2)
    raise KeyError(layout)


def malform(contract: dict[str, Any], how: str) -> str:
    """A broken rendering of ``contract`` (which has no user_facing_answer): never parses."""
    text = json.dumps(contract, ensure_ascii=False, indent=2)
    if how == "truncated":
        cut = text.rfind('"hypotheses"')
        return text[:cut] + '"hypotheses": ['
    if how == "trailing_comma":
        return text[: text.rfind("}")].rstrip() + ",\n}"
    if how == "single_quote":
        return text.replace('"', "'")
    if how == "missing_close":
        return text[: text.rfind("}")].rstrip() + "\n"
    if how == "comment":
        return text.replace("{", "{\n  // 诊断结果（自动生成）", 1)
    if how == "unquoted_keys":
        return re.sub(r'^(\s*)"([a-z_]+)":', r"\1\2:", text, flags=re.M)
    raise KeyError(how)
