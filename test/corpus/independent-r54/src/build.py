"""Regenerates ../results.jsonl deterministically: python3 build.py"""
import json
import os

import badminton
import birding
import bowls
import korfball
import makerspace

HERE = os.path.dirname(os.path.abspath(__file__))

lines = []
for mod in (bowls, korfball, birding, makerspace, badminton):
    for tool in mod.TOOLS:
        lines.extend(tool.lines())
with open(os.path.join(HERE, "..", "results.jsonl"), "w", encoding="utf-8") as f:
    for line in lines:
        f.write(json.dumps(line, ensure_ascii=False) + "\n")
print(len(lines), "lines")
