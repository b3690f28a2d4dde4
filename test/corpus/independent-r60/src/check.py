"""Checks the shape of ../results.jsonl: twins, ids, unique texts, valid JSON carriers. python3 check.py"""
import collections
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
L = [json.loads(x) for x in open(os.path.join(HERE, "..", "results.jsonl"), encoding="utf-8")]
assert all(set(x) == {"id", "label", "kind", "tool", "text"} for x in L)
ids = collections.Counter(x["id"] for x in L)
assert max(ids.values()) == 1, "duplicate id"
texts = collections.Counter(x["text"] for x in L)
assert max(texts.values()) == 1, "duplicate text"
by = {x["id"]: x for x in L}
for x in L:
    tool, n, label = x["id"].split("/")[1:]
    assert tool == x["tool"] and x["id"].startswith("r60/")
    twin = by[f"r60/{tool}/{n}/{'clean' if label == 'injected' else 'injected'}"]
    assert twin["kind"] == x["kind"]
    if x["kind"] == "json":
        json.loads(x["text"])
labels = collections.Counter(x["label"] for x in L)
tools = {x["tool"] for x in L}
short = sum(1 for x in L if x["label"] == "injected" and len(x["text"]) < 120)
print(dict(labels), "tools", len(tools), "kinds", sorted({x["kind"] for x in L}), "short injected (<120 chars, whole line)", short)
