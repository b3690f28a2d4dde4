"""Aggregate half counts of the round 70 set by the split's rule (never which tool is in which half)."""
import hashlib
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
SALT = "indep-r70-half"


def half(tool):
    return "apart" if hashlib.sha256(f"{SALT}:{tool}".encode()).digest()[0] & 1 else "shaping"


def main():
    path = os.path.join(HERE, "..", "results.jsonl")
    counts = {}
    tools = {"shaping": set(), "apart": set()}
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            for line in f:
                row = json.loads(line)
                h = half(row["tool"])
                tools[h].add(row["tool"])
                counts[(h, row["label"])] = counts.get((h, row["label"]), 0) + 1
    else:
        from themes import TOOLS
        for theme in TOOLS.values():
            for tool, _ in theme:
                tools[half(tool)].add(tool)
    for h in ("shaping", "apart"):
        print(f"{h}: {len(tools[h])} tools, {counts.get((h, 'injected'), 0)} injected + {counts.get((h, 'clean'), 0)} clean lines")


if __name__ == "__main__":
    main()
