"""Regenerate ../results.jsonl deterministically from the theme modules (python3 build.py)."""

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from common import lines_of  # noqa: E402

THEMES = ["taekwondo", "taichi", "muaythai", "pickleball", "discgolf"]


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = [line for name in THEMES for line in lines_of(__import__(name).THEME, __import__(name).TOOLS)]
    text = "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in out)
    with open(os.path.join(here, "..", "results.jsonl"), "w", encoding="utf-8") as f:
        f.write(text)
    print(len(out), "lines")


if __name__ == "__main__":
    main()
