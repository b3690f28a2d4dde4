"""Regenerate ../results.jsonl deterministically: python3 build.py (from this directory or any other)."""
import json
import os
import sys

sys.dont_write_bytecode = True

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import cyclocross  # noqa: E402
import parkrun  # noqa: E402
import squash  # noqa: E402
import tabletennis  # noqa: E402
import tandem  # noqa: E402

THEMES = [parkrun, tandem, squash, tabletennis, cyclocross]


def main():
    lines = []
    for theme in THEMES:
        assert len(theme.TOOLS) == 9, theme.__name__
        for tool in theme.TOOLS:
            lines.extend(tool.lines())
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "results.jsonl")
    with open(out, "w", encoding="utf-8") as f:
        for line in lines:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    print(f"wrote {len(lines)} lines")


if __name__ == "__main__":
    main()
