"""OpenTelemetry (OTLP/JSON) documents as the records they carry.

An OTLP export nests what one record says across levels: ``resourceMetrics[].resource.attributes``
names the pod or service, ``scopeMetrics[].metrics[]`` the metric and its unit, and each of its
``dataPoints[]`` a value at a time, with attributes of its own. Walked map by map, the value would
lose its metric and its entity. Here each data point (each span, each log record) becomes one record
of its own values, its metric's name and unit, and the attributes of its resource and of itself, as
OpenTelemetry's own collectors print them. Attribute lists (``[{"key", "value": {"stringValue": …}}]``)
become maps; nothing is computed.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.evidence.records import any_value, kv_value

#: The value keys of a number data point.
_POINT_VALUES = ("asDouble", "asInt")
#: Metric kinds whose ``dataPoints`` hold the values.
_KINDS = ("gauge", "sum", "histogram", "summary", "exponentialHistogram")
#: UCUM units OpenTelemetry writes → the units the record grammar reads (``1`` is a ratio: no unit).
_UNITS = {"By": "B", "KiBy": "KiB", "MiBy": "MiB", "GiBy": "GiB", "KBy": "KB", "MBy": "MB", "GBy": "GB"}
#: At most this many records come out of one document (the walk's own bounds apply to the rest).
MAX_RECORDS = 20_000


def is_otlp(value: Mapping[str, Any]) -> bool:
    """True for an OTLP/JSON export (``resourceMetrics``, ``resourceSpans`` or ``resourceLogs``)."""
    return any(type(value.get(k)) is list for k in ("resourceMetrics", "resourceSpans", "resourceLogs"))


def attributes(items: Any) -> dict[str, Any]:
    """An OTLP attribute list as a map (``[{"key": "k8s.pod.name", "value": {"stringValue": "p"}}]`` → ``{…: "p"}``).

    Jaeger's protobuf-JSON tags (``{"key": "ip", "vType": "STRING", "vStr": "10.53.69.61"}``) read the same way.

    Anything that is not such a list gives an empty map.
    """
    out: dict[str, Any] = {}
    if type(items) is not list:
        return out
    for kv in items:
        if type(kv) is not dict or type(kv.get("key")) is not str:
            continue
        v = kv_value(kv)
        if v is not None and not isinstance(v, dict | list):
            out.setdefault(kv["key"], v)
    return out


def otlp_records(doc: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The records of an OTLP export: one per data point, span or log record, in document order."""
    out: list[dict[str, Any]] = []
    for rm in _list(doc.get("resourceMetrics")):
        res = attributes(_map(rm.get("resource")).get("attributes"))
        for sm in _list(rm.get("scopeMetrics")) + _list(rm.get("instrumentationLibraryMetrics")):
            for m in _list(_map(sm).get("metrics")):
                out.extend(_points(_map(m), res))
    for rs in _list(doc.get("resourceSpans")):
        res = attributes(_map(rs.get("resource")).get("attributes"))
        for ss in _list(rs.get("scopeSpans")) + _list(rs.get("instrumentationLibrarySpans")):
            for sp in _list(_map(ss).get("spans")):
                out.append(_flat(_map(sp), res))
    for rl in _list(doc.get("resourceLogs")):
        res = attributes(_map(rl.get("resource")).get("attributes"))
        for sl in _list(rl.get("scopeLogs")) + _list(rl.get("instrumentationLibraryLogs")):
            for lr in _list(_map(sl).get("logRecords")):
                rec = _flat(_map(lr), res)
                body = _map(lr).get("body")
                if type(body) is dict and (text := any_value(body)) is not None:
                    rec["body"] = text
                if "severityText" in rec:
                    rec["level"] = rec.pop("severityText")
                if "body" in rec:
                    rec["message"] = rec.pop("body")
                out.append(rec)
    return out[:MAX_RECORDS]


def _points(metric: Mapping[str, Any], res: dict[str, Any]) -> list[dict[str, Any]]:
    name = metric.get("name")
    if type(name) is not str:
        return []
    unit = metric.get("unit")
    out = []
    for kind in _KINDS:
        data = metric.get(kind)
        if type(data) is not dict:
            continue
        for dp in _list(data.get("dataPoints")):
            if type(dp) is not dict:
                continue
            rec: dict[str, Any] = {"metric": name}
            value = next((dp[k] for k in _POINT_VALUES if k in dp), None)
            if value is not None:
                rec["value"] = value
            for k in ("count", "sum", "min", "max"):
                if k in dp and not isinstance(dp[k], dict | list):
                    rec[k] = dp[k]
            if type(unit) is str and unit and unit != "1" and not unit.startswith("{"):
                rec["unit"] = _UNITS.get(unit, unit)
            for k in ("timeUnixNano", "startTimeUnixNano"):
                if k in dp:
                    rec[k] = dp[k]
                    break
            for k, v in (*attributes(dp.get("attributes")).items(), *res.items()):
                rec.setdefault(k, v)
            out.append(rec)
    return out


def _flat(item: Mapping[str, Any], res: dict[str, Any]) -> dict[str, Any]:
    """A span or log record: its scalar fields, its status, its attributes and its resource's."""
    rec: dict[str, Any] = {k: v for k, v in item.items() if not isinstance(v, dict | list) and v is not None}
    status = item.get("status")
    if type(status) is dict:
        for k in ("code", "message"):
            if k in status and not isinstance(status[k], dict | list):
                rec[f"status.{k}"] = status[k]
    for k, v in (*attributes(item.get("attributes")).items(), *res.items()):
        rec.setdefault(k, v)
    return rec


def _list(value: Any) -> list[Any]:
    return value if type(value) is list else []


def _map(value: Any) -> Mapping[str, Any]:
    return value if type(value) is dict else {}
