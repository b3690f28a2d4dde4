"""Regenerate ../results.jsonl deterministically: python3 build.py (from this directory)."""
import json
import os

import cheer
import dodge
import kite
import skate
import tug
from common import render

HERE = os.path.dirname(os.path.abspath(__file__))

lines = []
for module in (kite, tug, dodge, cheer, skate):
    for tool in module.TOOLS:
        lines.extend(render(tool, getattr(module, "CLEAN_FOOTERS", {}).get(tool[0])))

with open(os.path.join(HERE, "..", "results.jsonl"), "w", encoding="utf-8") as f:
    for line in lines:
        f.write(json.dumps(line, ensure_ascii=False) + "\n")
print(len(lines))
