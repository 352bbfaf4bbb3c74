"""Phrasing banks. ``DEV`` builds dev.jsonl; ``TEST`` (different templates, hedges, layouts and
id styles) builds the held-out test.jsonl. Never tune a template of TEST to the verifier.

Fact templates must carry an assertion cue and no hedge/advice cue (no 可能/建议/需要/请/排查 …);
hedge templates must carry a hedge or advice cue (so they are never facts).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Bank:
    """One phrasing bank: templates per fact kind plus answer layout choices."""

    name: str
    t: dict[str, tuple[str, ...]]
    slot: dict[str, tuple[str, ...]]
    hedges: tuple[str, ...]
    advice: tuple[str, ...]
    id_styles: tuple[str, ...]
    nl_layouts: tuple[str, ...]
    json_layouts: tuple[str, ...]
    summary: tuple[str, ...]
    #: Optional per-bank hooks (DEV_B sets them; DEV and TEST use the generator's defaults).
    claim_types: dict[str, tuple[str, ...]] = field(default_factory=dict)
    malform_styles: tuple[str, ...] = ("truncated", "trailing_comma", "single_quote")
    queries: dict[str, tuple[str, ...]] = field(default_factory=dict)
    render_nl: Callable[[list[str], random.Random], str] | None = None
    render_ufa: Callable[[list[str], random.Random], str] | None = None
    render_value: Callable[[float, str, random.Random], str] | None = None
    paraphrases: Callable[[float, str], list[str]] | None = None
    title_case: bool = False


DEV = Bank(
    name="dev",
    t={
        "log": ("{svc} 日志出现 {key}", "{svc} 的日志中持续出现 {key}", "日志显示 {svc} 报错 {key}"),
        "log_id": ("trace {tid} 对应的调用出现 {key}", "日志显示 trace {tid} 报错 {key}"),
        "metric": ("{svc} 的 {metric} {slot} {val}", "{metric} {slot} {val}"),
        "alert": ("{alert} 告警处于 firing 状态", "{alert} 告警正在触发"),
        "alert_value": ("{alert} 告警处于 firing 状态，当前值 {val}", "{alert} 告警已触发，告警值为 {val}"),
        "knowledge": ("根据运维手册，{stmt}", "{stmt}"),
        "cause": ("{cause}",),
        "failed": ("{fm} 已达到 {n}", "{fm} 指标显示已超过 {n}"),
        "nohit": ("日志出现 {kw}", "日志显示服务抛出 {kw}"),
        "dedup": ("{stmt}",),
        "status": ("{alert} 告警已经 resolved", "{alert} 告警已恢复，状态为 resolved"),
        "polarity": ("{svc} 日志中没有 ERROR 级别的错误", "{svc} 的日志中没有任何错误"),
        "fab_code": ("{svc} 日志出现错误码 {code}", "{svc} 报错 {code}"),
        "fab_exc": ("{svc} 抛出 {exc}", "日志显示 {svc} 出现 {exc}"),
        "fab_svc": ("上游服务 {fsvc} 同时出现大量超时", "{fsvc} 的调用失败导致 {svc} 报错"),
        "fab_host": ("故障实例为主机 {host}", "报错集中出现在主机 {host} 上"),
        "fab_id": ("trace {fid} 对应的调用出现失败", "日志显示 trace {fid} 报错"),
        "hyp": ("疑似{cause_tail}", "可能与{cause_tail}有关"),
        "rec": ("建议先扩容实例并观察指标", "建议回滚最近一次变更"),
    },
    slot={"max": ("峰值达到", "最高达到"), "avg": ("平均值为",), "last": ("当前值为", "最新值为")},
    hedges=("可能与最近一次发布有关。", "疑似 {svc} 的配置被改动过。", "推测问题在业务高峰期更明显。",
            "可能还有其他因素叠加。", "疑似与 {fsvc} 有关。"),
    advice=("建议先扩容 {svc} 再观察。", "建议补充查询更早时间段的日志。", "建议联系 DBA 一起确认。"),
    id_styles=("inv-{k}", "call_{hex6}", "tool-{k:02d}"),
    nl_layouts=("inline", "lines"),
    json_layouts=("compact", "indent", "fenced", "prose_fenced"),
    summary=("{svc} 诊断摘要", "{svc} 故障分析"),
)

TEST = Bank(
    name="test",
    t={
        "log": ("查询结果表明 {svc} 报出 {key}", "{svc} 的错误日志记录了 {key}，已确认", "在 {svc} 上确认发生 {key}"),
        "log_id": ("链路 {tid} 的调用记录显示 {key}", "编号为 {tid} 的 trace 中发生 {key}"),
        "metric": ("观测窗口内 {svc} 的 {metric} {slot} {val}", "监控表明 {metric} {slot} {val}"),
        "alert": ("告警 {alert} 目前仍在 firing", "已确认 {alert} 处于告警中（firing）"),
        "alert_value": ("告警 {alert} 仍在 firing，数值为 {val}", "{alert} 正在告警，观测值达到 {val}"),
        "knowledge": ("知识库文档表明：{stmt}", "参考资料显示，{stmt}"),
        "cause": ("经分析确认，{cause_tail}是本次故障的根本原因",),
        "failed": ("监控表明 {fm} 达到 {n}", "确认 {fm} 高于 {n}"),
        "nohit": ("故障期间日志出现 {kw}", "确认发生了 {kw}"),
        "dedup": ("知识库表明：{stmt}",),
        "status": ("{alert} 已于稍早时候自动恢复（resolved）", "告警 {alert} 当前状态为 resolved"),
        "polarity": ("{svc} 的日志全部正常，没有 ERROR 记录", "确认 {svc} 未出现任何错误日志"),
        "fab_code": ("确认 {svc} 返回了错误码 {code}", "确认错误码为 {code}"),
        "fab_exc": ("{svc} 的堆栈中出现 {exc}", "确认 {svc} 抛出了 {exc}"),
        "fab_svc": ("调用链显示下游 {fsvc} 异常", "确认 {fsvc} 发生故障并影响了 {svc}"),
        "fab_host": ("出问题的节点是 {host}", "确认异常集中在 {host}"),
        "fab_id": ("链路 {fid} 中发生超时", "编号为 {fid} 的 trace 显示失败"),
        "hyp": ("不排除是{cause_tail}", "也许和{cause_tail}相关"),
        "rec": ("下一步可以考虑重启相关实例", "请评估扩容方案"),
    },
    slot={"max": ("最大值为", "最高值为"), "avg": ("均值为",), "last": ("最后一个采样点为",)},
    hedges=("不排除是网络抖动引起的。", "也许和流量高峰叠加有关。", "目前尚不清楚是否与发布相关。",
            "不排除 {fsvc} 也受到了影响。"),
    advice=("下一步可以考虑回滚到上一版本。", "请确认近期是否有配置变更。", "需要进一步采集线程栈。"),
    id_styles=("tc{k}", "exec-{hex8}"),
    nl_layouts=("numbered", "bullets"),
    json_layouts=("indent1", "fence_nolang", "trailing_prose"),
    summary=("{svc} 诊断", "关于 {svc} 的结论"),
)
