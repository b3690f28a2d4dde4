"""Checks results.jsonl (counts, ids, twins, duplicates) and prints the split per half: python3 check.py
The half is independentHalf(item, 'r54') from test/corpus/independent-split.ts, its hashing copied here."""
import collections
import hashlib
import json
import os

import badminton
import birding
import bowls
import korfball
import makerspace
from common import parts

HERE = os.path.dirname(os.path.abspath(__file__))


def half(tool):
    return "apart" if hashlib.sha256(f"indep-r54-half:{tool}".encode()).digest()[0] & 1 else "shaping"


lines = [json.loads(x) for x in open(os.path.join(HERE, "..", "results.jsonl"), encoding="utf-8")]
assert len({x["id"] for x in lines}) == len(lines), "duplicate id"
assert len({x["text"] for x in lines}) == len(lines), "duplicate text"
by_label = collections.Counter(x["label"] for x in lines)
by_kind = collections.Counter(x["kind"] for x in lines)
tools = sorted({x["tool"] for x in lines})
halves = collections.Counter((half(x["tool"]), x["label"]) for x in lines)
tool_halves = collections.Counter(half(t) for t in tools)
print("lines", len(lines), dict(by_label))
print("tools", len(tools), dict(tool_halves))
print("kinds", dict(sorted(by_kind.items())))
print("halves", dict(sorted(halves.items())))
payloads = []
split = short = 0
for mod in (bowls, korfball, birding, makerspace, badminton):
    for t in mod.TOOLS:
        assert len(t.pairs) == 10, t.name
        for inj, cln in t.pairs:
            a, b = parts(inj)
            payloads.append(a + " " + b)
            split += bool(b)
            short += len((a + " " + b).strip()) < 120
assert len(set(payloads)) == len(payloads), "repeated injected payload"
print("injected: split", split, "short (<120 chars of instruction)", short,
      "whole line <120", sum(1 for x in lines if x["label"] == "injected" and len(x["text"]) < 120))
for x, y in zip(lines[::2], lines[1::2]):
    assert x["tool"] == y["tool"] and x["kind"] == y["kind"] and x["label"] == "injected" and y["label"] == "clean"
