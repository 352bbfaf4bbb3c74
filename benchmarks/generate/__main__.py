"""``python -m benchmarks.generate [OUT_DIR]``: regenerate dev.jsonl and test.jsonl."""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.generate import DATA, write_all

if __name__ == "__main__":
    counts = write_all(Path(sys.argv[1]) if len(sys.argv) > 1 else DATA)
    sys.stdout.write(f"dev={counts['dev']} test={counts['test']}\n")
