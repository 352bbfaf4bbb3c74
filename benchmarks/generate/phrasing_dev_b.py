"""Second, independent dev phrasing bank ``DEV_B`` (cases ``devb-*`` in dev.jsonl).

Written from scratch to broaden dev (it does not copy or tune to the held-out TEST bank): framing
phrases, word orders, English-Chinese mixing (identifiers in backticks/quotes, English sentences,
Title-Case service names), full-/half-width punctuation, unit paraphrases (ms ↔ 秒/毫秒/分钟, s ↔ ms,
MB ↔ GB/GiB, ratio ↔ % / 百分之…, % ↔ fraction, counts ↔ 万/k), thousands separators, alert
thresholds with comparators, negation wording, Markdown layouts, claim types and id styles.

Label rules are those of ``phrasing.py``: fact templates carry an assertion cue and no hedge/advice
cue; hedge/advice templates carry one (checked by :func:`check_bank` at import). Metric templates are
shared by direct values and value contradictions, so they state equality only (no 超过/不低于: a
contradicting lower value would make such a sentence true). Unsupported kinds (cause, failed, nohit,
dedup) never name the service.
"""

from __future__ import annotations

import random

from benchmarks.generate.phrasing import Bank
from benchmarks.generate.world import fmt

#: Cue words a fact template must not carry (hedge / advice / uncertainty, Chinese and English).
FACT_FORBIDDEN = ("可能", "疑似", "推测", "或许", "也许", "不排除", "建议", "需要", "请", "排查", "怀疑", "大概",
                  "似乎", "看起来", "估计", "下一步", "待确认", "是否", "或者", "应该", "初步",
                  "may ", "might", "could", "likely", "probably", "suggest", "should", "recommend", "need",
                  "please", "seems", "perhaps", "possibly")
#: At least one of these must occur in every hedge / advice / hypothesis / recommendation template.
HEDGE_CUES = ("可能", "疑似", "推测", "或许", "也许", "不排除", "建议", "需要进一步", "请", "下一步",
              "might", "may ", "Suggest", "suggest", "possibly")

FACT_KINDS = ("log", "log_id", "metric", "alert", "alert_value", "knowledge", "cause", "failed", "nohit", "dedup",
              "status", "polarity", "fab_code", "fab_exc", "fab_svc", "fab_host", "fab_id")

_CN_DIGITS = "零一二三四五六七八九"


def cn_number(x: float) -> str | None:
    """Chinese numerals for 0 ≤ x ≤ 100 with at most 3 decimals (87.3 → 八十七点三), else None."""
    x = round(float(x), 4)
    if x < 0 or x > 100:
        return None
    text = fmt(x)
    whole, _, frac = text.partition(".")
    if len(frac) > 3:
        return None
    n = int(whole)
    if n == 100:
        head = "一百"
    elif n >= 20:
        head = _CN_DIGITS[n // 10] + "十" + (_CN_DIGITS[n % 10] if n % 10 else "")
    elif n >= 10:
        head = "十" + (_CN_DIGITS[n % 10] if n % 10 else "")
    else:
        head = _CN_DIGITS[n]
    return head + ("点" + "".join(_CN_DIGITS[int(d)] for d in frac) if frac else "")


def paraphrase_options(v: float, unit: str) -> list[str]:
    """Equal-value renderings of ``v`` in another unit or number notation (exact conversions only).

    ms ↔ 秒 (÷1000) / 毫秒 / 分钟 (÷60000, whole half-minutes), s → ms (×1000), MB → GB / GiB (÷1024, the
    generator's documented convention) and MiB, ratio → % / ％ / 百分之…, % → fraction / 百分之…, counts →
    万 (÷10000) / k (÷1000).
    """
    out: list[str] = []
    if unit == "ms":
        out.append(f"{fmt(v)} 毫秒")
        if v % 100 == 0 and v >= 1000:
            s = fmt(v / 1000)
            out += [f"{s} 秒", f"{s}s", f"{s} s", f"{s}秒"]
        if v % 30000 == 0 and v >= 30000:
            out.append(f"{fmt(v / 60000)} 分钟")
    elif unit == "s":
        ms = round(v * 1000, 6)
        if abs(ms - round(ms, 1)) < 1e-9:
            out += [f"{fmt(ms)}ms", f"{fmt(ms)} 毫秒"]
    elif unit == "MB":
        out.append(f"{fmt(v)} MiB")
        if v % 256 == 0 and v >= 1024:
            g = fmt(v / 1024)
            out += [f"{g}GB", f"{g} GB", f"{g} GiB"]
    elif unit == "ratio":
        pct = round(v * 100, 4)
        out += [f"{fmt(pct)}%", f"{fmt(pct)}％"]
        cn = cn_number(pct)
        if cn:
            out.append(f"百分之{cn}")
    elif unit == "%":
        if v == round(v, 2):
            out.append(fmt(round(v / 100, 6)))
        cn = cn_number(v)
        if cn:
            out.append(f"百分之{cn}")
    elif unit == "":
        if v >= 10000 and v % 100 == 0:
            out += [f"{fmt(v / 10000)}万", f"{fmt(v / 10000)} 万"]
        if v >= 1000 and v % 100 == 0:
            out.append(f"{fmt(v / 1000)}k")
    return out


def render_b(v: float, unit: str, rng: random.Random) -> str:
    """The value in its own unit, with DEV_B spacing / full-width % / thousands separators."""
    num = fmt(v)
    if abs(v) >= 10000 and num.lstrip("-").isdigit() and rng.random() < 0.4:
        num = f"{int(num):,}"
    if unit in ("", "ratio"):
        return num
    if unit == "%":
        return num + rng.choice(["%", "%", " %", "％"])
    return num + rng.choice(["", " "]) + unit


def nl_render(sentences: list[str], rng: random.Random) -> str:
    """A natural-language answer in one of DEV_B's Markdown / plain layouts."""
    def end(s: str) -> str:
        return s if s.endswith(("。", ".", "！")) else s + "。"

    sents = [end(s) for s in sentences]
    layout = rng.choice(NL_LAYOUTS)
    if layout == "inline":
        return "".join(sents)
    if layout == "lines":
        return "\n".join(sents)
    if layout == "blank_lines":
        return "\n\n".join(sents)
    if layout == "numbered":
        return "\n".join(f"{i + 1}. {s}" for i, s in enumerate(sents))
    if layout == "paren_numbered":
        return "\n".join(f"{i + 1}）{s}" for i, s in enumerate(sents))
    if layout == "bullets":
        return "\n".join(f"- {s}" for s in sents)
    if layout == "star":
        return "\n".join(f"* {s}" for s in sents)
    if layout == "bold_items":
        return "\n".join(f"- **{s[:-1]}**{s[-1]}" for s in sents)
    if layout == "semicolon":
        return "；".join(s[:-1] for s in sents) + "。"
    head = rng.choice(HEADINGS)
    if layout == "heading":
        return f"{head}\n\n" + "\n".join(f"- {s}" for s in sents)
    # heading_numbered
    return f"{head}\n" + "\n".join(f"{i + 1}. {s}" for i, s in enumerate(sents))


def ufa_render(sentences: list[str], rng: random.Random) -> str:
    """``user_facing_answer`` text: sentences inline, one per line, or as a bullet list."""
    sents = [s if s.endswith(("。", ".")) else s + "。" for s in sentences]
    style = rng.choice(("inline", "inline", "lines", "bullets"))
    if style == "inline":
        return "".join(sents)
    if style == "lines":
        return "\n".join(sents)
    return "\n".join(f"- {s}" for s in sents)


NL_LAYOUTS = ("inline", "lines", "blank_lines", "numbered", "paren_numbered", "bullets", "star", "bold_items",
              "semicolon", "heading", "heading_numbered")
HEADINGS = ("## 诊断结论", "### 分析结果", "**结论：**", "【诊断结果】", "Summary / 结论：", "**Findings**")


_TOPIC = {
    "db_pool": "数据库连接", "redis_memory": "Redis 缓存", "k8s_oom": "Pod 重启", "nginx_5xx": "网关 5xx",
    "kafka_lag": "Kafka 消费", "mysql_deadlock": "数据库事务", "disk_full": "磁盘空间", "tls_expiry": "HTTPS 证书",
    "jvm_gc": "JVM 内存", "dns": "域名解析", "rate_limit": "限流", "config_error": "发布配置", "slow_sql": "SQL 性能",
    "thread_pool": "线程池", "cpu_throttling": "CPU 资源", "nezha_no_instances": "下单链路",
    "nezha_contacts": "联系人查询", "nezha_food": "餐食查询",
}
_REAL_SVC = {"nezha_no_instances": "ts-preserve-service", "nezha_contacts": "ts-contacts-service",
             "nezha_food": "ts-food-service"}
_QUERY_T = (
    "{svc} 从刚才开始异常，和{topic}有关吗？帮忙定位下根因",
    "值班群反馈 {svc} 出问题了，看一下{topic}",
    "Why is {svc} failing? 重点看{topic}",
    "【告警】{svc} {topic}相关报错，麻烦分析一下",
    "帮我查查 `{svc}` 这次故障的原因",
    "{svc} 的{topic}是不是有问题，给个结论",
)


def _queries() -> dict[str, tuple[str, ...]]:
    out = {}
    for fam, topic in _TOPIC.items():
        svc = _REAL_SVC.get(fam, "{svc}")
        out[fam] = tuple(q.replace("{topic}", topic).replace("{svc}", svc) for q in _QUERY_T)
    return out


DEV_B = Bank(
    name="devb",
    t={
        "log": (
            "从日志来看，{svc} 持续报 {key}",
            "日志显示 `{svc}` 出现 `{key}`",
            "{svc} 的应用日志里出现了 \"{key}\"",
            "在故障时间段内，{svc} 多次记录 {key}",
            "经核查，{svc} 日志中存在 {key}",
            "{svc} logs show `{key}`",
            "查询结果表明：{svc} 报错 {key}",
            "`{svc}` 日志命中错误信息「{key}」",
            "日志里能看到 {svc} 打出了 '{key}'",
        ),
        "log_id": (
            "traceId: {tid} 的调用报错 {key}",
            "日志显示链路 `{tid}` 出现 {key}",
            "trace_id: {tid}，对应日志为 {key}",
            "从日志来看，TraceID {tid} 这次调用抛出了 {key}",
            "链路 {tid} 在日志中记录了「{key}」",
            "Trace `{tid}` shows {key}",
        ),
        "metric": (
            "根据监控，{svc} 的 {metric} {slot} {val}",
            "指标显示 `{metric}` {slot} {val}",
            "{metric}（{svc}）{slot} {val}",
            "在故障时间段内，{metric} {slot} {val}",
            "监控数据显示：{svc} 的 {metric} {slot}{val}",
            "截至目前，`{svc}` 的 {metric} {slot} {val}",
            "从指标上看 {metric} 的{slot} {val}",
            "{svc} {metric}: {slot} {val}",
        ),
        "alert": (
            "{alert} 仍在告警",
            "告警 `{alert}` 处于 firing 状态",
            "截至目前，{alert} 告警尚未恢复",
            "{alert} is firing",
            "告警列表显示 {alert} 正在触发",
            "{alert} 持续告警中（firing）",
            "监控平台上 \"{alert}\" 已触发且仍为 firing",
        ),
        "alert_value": (
            "{alert} 已触发，当前值 {val}",
            "告警 `{alert}` 的当前值为 {val}",
            "{alert} firing，value: {val}",
            "截至目前，{alert} 的告警值为 {val}，高于阈值 {thr}",
            "{alert} 正在告警：当前 {val}（阈值 {thr}）",
            "{alert} 触发，告警值 {val} 超过阈值 {thr}",
            "`{alert}` is firing, current value {val}",
        ),
        "knowledge": (
            "根据运维手册，{stmt}",
            "Runbook 中写明：{stmt}",
            "参考知识库文档，{stmt}",
            "按官方文档说明，{stmt}",
            "{stmt}（见知识库）",
            "知识库检索结果表明，{stmt}",
            "{stmt}",
        ),
        "cause": (
            "{cause}",
            "综合来看，{cause}",
            "结论：{cause_tail}是这次故障的根本原因",
            "本次故障的根因已确认：{cause_tail}",
            "**根因**：{cause_tail}",
            "定位结果表明，{cause_tail}导致了本次故障",
            "问题出在{cause_tail}",
        ),
        "failed": (
            "{fm} 已超过 {n}",
            "指标 `{fm}` 高于 {n}",
            "监控显示 {fm} 达到 {n}",
            "{fm} 不低于 {n}",
            "从指标上看，{fm} 升到了 {n}",
            "{fm} 的峰值为 {n}",
            "`{fm}` reached {n}",
        ),
        "nohit": (
            "日志中检索到 {kw}",
            "日志里出现了 `{kw}`",
            "从日志来看，服务抛出了 \"{kw}\"",
            "应用日志报「{kw}」",
            "在故障时间段内日志多次出现 {kw}",
            "Logs contain '{kw}'",
        ),
        "dedup": (
            "{stmt}",
            "另外，{stmt}",
            "据案例库记录，{stmt}",
            "补充一点：{stmt}",
            "对照历史：{stmt}",
        ),
        "status": (
            "`{alert}` 已恢复",
            "{alert} 告警已解除",
            "告警 {alert} 当前状态为 resolved",
            "截至目前，{alert} 已经消警",
            "{alert} has been resolved",
            "{alert}：已恢复（resolved）",
            "{alert} 告警已自动恢复，不再触发",
        ),
        "polarity": (
            "{svc} 的日志里未发现任何 ERROR",
            "从日志来看，{svc} 不存在报错",
            "`{svc}` 无 ERROR 级别日志",
            "No ERROR entries were found in {svc} logs",
            "在故障时间段内，{svc} 没有出现错误日志",
            "经核查，{svc} 日志干净，没有 ERROR",
        ),
        "fab_code": (
            "{svc} 返回错误码 {code}",
            "日志中出现 `{code}`，来自 {svc}",
            "{svc} 报错：{code}",
            "error code: {code}（{svc}）",
            "从日志来看，{svc} 频繁报 \"{code}\"",
        ),
        "fab_exc": (
            "{svc} threw {exc}",
            "日志显示 `{svc}` 抛出了 {exc}",
            "{svc} 出现异常 {exc}",
            "查询结果表明 {svc} 持续抛 「{exc}」",
            "在故障时间段内 {svc} 记录到 `{exc}`",
        ),
        "fab_svc": (
            "上游 `{fsvc}` 同时大量超时",
            "{fsvc} 调用失败，直接导致 {svc} 报错",
            "依赖服务 {fsvc} 已经不可用",
            "The upstream {fsvc} is down",
            "从链路上看，{fsvc} 是故障源头",
        ),
        "fab_host": (
            "报错集中在 `{host}` 这台机器上",
            "问题节点 IP：{host}",
            "故障实例为主机 {host}",
            "异常流量全部来自 {host}",
            "The failing instance is {host}",
        ),
        "fab_id": (
            "traceId={fid} 的调用失败了",
            "链路 `{fid}` 报错",
            "日志显示 trace_id {fid} 这次调用出现异常",
            "Trace {fid} failed",
        ),
        "hyp": (
            "推测{cause_tail}",
            "不排除{cause_tail}",
            "或许是{cause_tail}",
            "{cause_tail}的可能性比较大",
            "疑似{cause_tail}，仍待验证",
        ),
        "rec": (
            "建议先对变更做一次回滚",
            "需要进一步核对最近的发布记录",
            "下一步建议扩容后持续观察",
            "Suggest rolling back the latest change first",
            "建议临时调大超时并观察错误率",
        ),
    },
    slot={
        "max": ("峰值为", "最大值为", "峰值是", "最高值为", "max 为", "峰值 ="),
        "avg": ("平均值为", "均值为", "平均为", "avg 为", "均值是"),
        "last": ("当前值为", "最新值为", "最后一个采样点为", "当前为", "最新采样值是", "last ="),
    },
    hedges=(
        "不排除 {fsvc} 侧也有抖动。",
        "推测和凌晨的定时任务有关。",
        "或许和最近的流量高峰相关。",
        "疑似 {svc} 上周的配置变更引入了问题。",
        "也许存在多个因素叠加。",
        "The issue might be related to the last deployment.",
        "可能与 {fsvc} 的发布窗口重叠。",
        "推测 {svc} 的重试放大了影响。",
    ),
    advice=(
        "建议对 {svc} 做一次滚动重启后再观察。",
        "需要进一步确认上游调用量是否同步上涨。",
        "建议拉长时间窗口再查一次。",
        "Suggest checking the recent change log first.",
        "下一步建议核对 {svc} 的发布记录。",
        "请值班同学协助确认变更时间线。",
    ),
    id_styles=("toolu_{hex8}", "fc-{hex6}-{k}", "step{k}", "exec_{k:03d}", "{hex8}-{hex6}", "run.{k}"),
    nl_layouts=NL_LAYOUTS,
    json_layouts=("compact", "indent", "indent1", "fenced", "fence_nolang", "prose_fenced", "trailing_prose",
                  "fenced_upper", "prose_en_fenced", "prose_around", "prose_before_bare"),
    summary=("{svc} 故障诊断报告", "关于 {svc} 的诊断结论", "{svc} incident summary", "{svc} 异常分析（自动生成）"),
    claim_types={
        "logs": ("log_finding", "evidence", "finding"),
        "metrics": ("metric_finding", "measurement", "metric"),
        "alert": ("alert_state", "alarm", "alert"),
        "knowledge": ("runbook", "knowledge_ref", "doc_reference"),
        "cause": ("root_cause", "conclusion", "cause"),
        "hyp": ("hypothesis",),
        "rec": ("recommendation", "next_step"),
    },
    malform_styles=("truncated", "trailing_comma", "single_quote", "missing_close", "comment", "unquoted_keys"),
    queries=_queries(),
    render_nl=nl_render,
    render_ufa=ufa_render,
    render_value=render_b,
    paraphrases=paraphrase_options,
    title_case=True,
)


def check_bank(bank: Bank) -> None:
    """Fact templates carry no hedge/advice cue; hedge, advice, hyp and rec templates carry one."""
    for kind in FACT_KINDS:
        for tpl in bank.t[kind]:
            low = tpl.lower()
            bad = [w for w in FACT_FORBIDDEN if w.lower() in low]
            if bad:
                raise ValueError(f"{bank.name}: fact template {tpl!r} carries hedge/advice cue {bad}")
    for tpl in (*bank.hedges, *bank.advice, *bank.t["hyp"], *bank.t["rec"]):
        if not any(c in tpl for c in HEDGE_CUES):
            raise ValueError(f"{bank.name}: hedge/advice template {tpl!r} carries no cue")
    for s in (*bank.slot["max"], *bank.slot["avg"], *bank.slot["last"]):
        if any(w in s for w in ("超过", "高于", "低于", "不低于", "以上", "以下")):
            raise ValueError(f"{bank.name}: metric slot {s!r} must state equality")


check_bank(DEV_B)

__all__ = ["DEV_B", "check_bank", "cn_number", "nl_render", "paraphrase_options", "render_b"]
