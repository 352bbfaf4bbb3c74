"""Copy the small subset of the Nezha data set used by the generator into benchmarks/data/nezha_subset/.

Run once (the subset is committed): ``python -m benchmarks.generate.make_nezha_subset [NEZHA_DIR]``.
Rows are copied unmodified (a subset of rows, same columns). Source: IntelligentDDS/Nezha (MIT),
Yu et al., "Nezha: Interpretable Fine-Grained Root Causes Analysis for Microservices on
Multi-Modal Observability Data", ESEC/FSE 2023.
"""

from __future__ import annotations

import csv
import json
import shutil
import sys
from pathlib import Path

SRC = Path("/work/shared/data/nezha")
DST = Path(__file__).resolve().parents[1] / "data" / "nezha_subset"
DAY = "2023-01-29"
LOG_FILES = ["08_43_log.csv", "08_44_log.csv", "09_25_log.csv", "09_26_log.csv"]
#: INFO rows kept per log file (noise for large outputs); every WARN/ERROR row is kept.
INFO_PER_FILE = 220
METRIC_PODS = [
    "ts-basic-service-5dc8d4f9fd-46997",
    "ts-preserve-service-b5ccf8557-j4txs",
    "ts-contacts-service-866bd68c97-xcqfx",
    "ts-food-service-f5756978c-k8vqf",
]
WINDOWS = [("08:38", "08:48"), ("09:20", "09:30")]


def _level(row: dict[str, str]) -> str:
    try:
        msg = json.loads(row["Log"])["log"]
    except (ValueError, KeyError):
        return "?"
    parts = msg.split()
    return parts[1] if len(parts) > 1 else "?"


def main(src: Path = SRC) -> None:
    """Write the subset."""
    day = src / "rca_data" / DAY
    (DST / "log").mkdir(parents=True, exist_ok=True)
    (DST / "metric").mkdir(parents=True, exist_ok=True)
    shutil.copyfile(src / "LICENSE", DST / "LICENSE")
    shutil.copyfile(day / f"{DAY}-fault_list.json", DST / f"{DAY}-fault_list.json")
    for name in LOG_FILES:
        with open(day / "log" / name, newline="", encoding="utf-8") as fh:
            reader = csv.DictReader(fh)
            fields = reader.fieldnames
            rows = list(reader)
        kept, info = [], 0
        for row in rows:
            lvl = _level(row)
            if lvl in ("WARN", "ERROR"):
                kept.append(row)
            elif lvl == "INFO" and info < INFO_PER_FILE:
                kept.append(row)
                info += 1
        with open(DST / "log" / name, "w", newline="", encoding="utf-8") as fh:
            w = csv.DictWriter(fh, fieldnames=fields, lineterminator="\n")
            w.writeheader()
            w.writerows(kept)
    for pod in METRIC_PODS:
        name = f"{pod}_metric.csv"
        with open(day / "metric" / name, newline="", encoding="utf-8") as fh:
            reader = csv.DictReader(fh)
            fields = reader.fieldnames
            rows = [r for r in reader if any(a <= r["Time"][11:16] <= b for a, b in WINDOWS)]
        with open(DST / "metric" / name, "w", newline="", encoding="utf-8") as fh:
            w = csv.DictWriter(fh, fieldnames=fields, lineterminator="\n")
            w.writeheader()
            w.writerows(rows)


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else SRC)
