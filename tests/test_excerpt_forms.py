"""Faithful forms of a record that a binding's excerpt may quote (DESIGN "Excerpts"), each with its twin."""

from __future__ import annotations

import pytest

from engine.classify import EvidenceIndex
from engine.evidence.excerpts import excerpt_in_records
from engine.summarizer import summarize_trace
from tests.test_checks_records import call_rows

SERIES = {
    "series": [
        {
            "metric": "MemoryUsage",
            "service": "basic-svc",
            "max": 410.5938,
            "avg": 407.2784,
            "last": 405.3672,
            "unit": "Mi",
        }
    ]
}
LOGS = {
    "logs": [
        {
            "ts": "2015-07-29 19:21:26,625",
            "level": "ERROR",
            "thread": "LearnerHandler-/10.10.34.11:52855",
            "source": "LearnerHandler@562",
            "message": "Unexpected exception causing shutdown while sock still open",
        }
    ]
}
LINE = (
    "2015-07-29 19:21:26,625 - ERROR [LearnerHandler-/10.10.34.11:52855:LearnerHandler@562] - "
    "Unexpected exception causing shutdown while sock still open"
)


#: A CSV table printed by the tool: its rows are records, and a row's CSV line is a faithful quote.
SPANS_CSV = (
    "TraceID,SpanID,ParentID,PodName,Duration\n"
    "4999a6,ff44b9b2d62e8247,4f446cb1a878bbf3,cartservice-579f59597d-wc2lz,1392\n"
    "4999a6,15011b8c7fbe4f5f,root,frontend-579b9bff58-t2dbm,18911\n"
)


#: A syslog line given as a record's fields: the line form joins the program and its pid in brackets.
SSHD = {
    "total": 1,
    "logs": [
        {"ts": "Dec 10 09:09:42", "host": "LabSZ", "process": "sshd", "pid": "24421",
         "message": "Failed password for invalid user admin from 185.190.58.151 port 41650 ssh2"}
    ],
}  # fmt: skip
SSHD_LINE = (
    "Dec 10 09:09:42 LabSZ sshd[24421]: Failed password for invalid user admin from 185.190.58.151 port 41650 ssh2"
)


#: A nested metric document (one record whose fields are named by their dotted paths).
STUBSTATUS = {
    "metricset": {"module": "nginx", "name": "stubstatus"},
    "nginx": {"stubstatus": {"accepts": 22, "handled": 22, "dropped": 0, "active": 1}},
}


#: A Jaeger trace: the span's tags and its process are its own fields.
JAEGER_TRACE = {"data": [{"traceID": "7606ddfe", "spans": [
    {"traceID": "7606ddfe", "spanID": "7bd66f09ba90ea3d", "operationName": "HTTP GET: /customer", "duration": 290000,
     "tags": [{"key": "http.status_code", "type": "int64", "value": 500}, {"key": "error", "type": "bool", "value": True}],
     "processID": "p2"}],
    "processes": {"p2": {"serviceName": "customer", "tags": []}}}]}  # fmt: skip


def _records(output):
    (item,) = EvidenceIndex.build(summarize_trace(call_rows(output)), "q").items
    return item.records


@pytest.mark.parametrize(
    ("excerpt", "output", "found"),
    [
        # JSON members cut out of their object
        ('"max": 410.5938', SERIES, True),
        ('"max": 410.5939', SERIES, False),
        ('"last": 405.3672, "unit": "Mi"', SERIES, True),
        # the record written as one line, its fields joined by the log's own separators
        (LINE, LOGS, True),
        (LINE.replace("52855", "52856"), LOGS, False),
        (LINE.replace("LearnerHandler@562", "LearnerHandler@575"), LOGS, False),
        # part of a row's CSV line, as the tool printed it
        ("ff44b9b2d62e8247,4f446cb1a878bbf3,cartservice-579f59597d-wc2lz", SPANS_CSV, True),
        ("ff44b9b2d62e8247,root,cartservice-579f59597d-wc2lz", SPANS_CSV, False),
        ("SpanID=ff44b9b2d62e8247 Duration=1392", SPANS_CSV, True),
        # the syslog line of a record of fields; another pid is not it
        (SSHD_LINE, SSHD, True),
        (SSHD_LINE.replace("24421", "24423"), SSHD, False),
        # a member of a nested document, by its own key, by a part of its path, or as the nested object
        ('"handled": 22', STUBSTATUS, True),
        ('"handled": 23', STUBSTATUS, False),
        ('{"stubstatus": {"dropped": 0, "active": 1}}', STUBSTATUS, True),
        ('{"stubstatus": {"dropped": 0, "active": 2}}', STUBSTATUS, False),
        ("nginx.stubstatus.accepts=22", STUBSTATUS, True),
        # a span's tag quoted as its list item is the span's field
        ('{"key": "error", "type": "bool", "value": true}', JAEGER_TRACE, True),
        ('{"key": "error", "type": "bool", "value": false}', JAEGER_TRACE, False),
    ],
)
def test_faithful_excerpt_forms_and_twins(excerpt, output, found):
    assert excerpt_in_records(excerpt, _records(output)) is found
