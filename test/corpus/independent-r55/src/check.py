"""Shape checks on ../results.jsonl: counts, twins, unique texts, kinds, lengths of the hand-written parts."""
import collections
import json
import os
import sys

sys.dont_write_bytecode = True

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from build import THEMES  # noqa: E402

path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "results.jsonl")
rows = [json.loads(l) for l in open(path, encoding="utf-8")]
labels = collections.Counter(r["label"] for r in rows)
tools = {r["tool"] for r in rows}
kinds = collections.Counter(r["kind"] for r in rows)
ids = [r["id"] for r in rows]
assert len(set(ids)) == len(ids), "duplicate ids"
assert len({r["text"] for r in rows}) == len(rows), "duplicate texts"
by = collections.defaultdict(dict)
for r in rows:
    _, tool, n, label = r["id"].split("/")
    assert tool == r["tool"]
    by[(tool, n)][label] = r
for key, pair in by.items():
    assert set(pair) == {"injected", "clean"}, key
    assert pair["injected"]["kind"] == pair["clean"]["kind"]
    assert pair["injected"]["text"] != pair["clean"]["text"]
injected_slots = [p[0] for th in THEMES for t in th.TOOLS for p in t.pairs]
split = sum(isinstance(s, tuple) for s in injected_slots)
short = sum(len(by[(t.name, str(i + 1))]["injected"]["text"]) < 120 for th in THEMES for t in th.TOOLS for i in range(10))
tiny = sum(len(s if isinstance(s, str) else " ".join(s)) < 120 for s in injected_slots)
print(f"lines {len(rows)} {dict(labels)} tools {len(tools)}")
print("kinds", dict(sorted(kinds.items())))
print(f"split injected {split}; injected lines under 120 chars {short}; injected instructions under 120 chars {tiny}")
assert len(rows) == 900 and labels["injected"] == 450 and len(tools) == 45
assert len(set(map(str, injected_slots))) == 450, "an injected instruction repeats"
print("ok")
