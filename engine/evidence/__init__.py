"""The evidence model: records of tool outputs, written into the summary and read back by one grammar."""

from engine.evidence.records import Record, parse_line, parse_summary

__all__ = ["Record", "parse_line", "parse_summary"]
