"""Checks the set's shape and prints form tallies (aggregate only): python3 check.py"""
import json
import os

import bmx
import bobsleigh
import handball
import kabaddi
import skydive

MODS = (skydive, bmx, handball, kabaddi, bobsleigh)
rows = [json.loads(l) for l in open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "results.jsonl"), encoding="utf-8")]
by_id = {r["id"]: r for r in rows}
assert len(rows) == 900 and len(by_id) == 900
for r in rows:
    if r["label"] == "injected":
        twin = by_id[r["id"].rsplit("/", 1)[0] + "/clean"]
        assert twin["tool"] == r["tool"] and twin["kind"] == r["kind"]
tools = {r["tool"] for r in rows}
inj_entries = [e for m in MODS for t in m.INJ.values() for e in t]
print("tools", len(tools), "kinds", len({r["kind"] for r in rows}))
print("injected split across two places", sum(isinstance(e, tuple) for e in inj_entries))
print("injected in a reader-named JSON key", sum(isinstance(e, dict) for e in inj_entries))
print("injected text under 120 chars", sum(len(r["text"]) < 120 for r in rows if r["label"] == "injected"))
print("clean text under 120 chars", sum(len(r["text"]) < 120 for r in rows if r["label"] == "clean"))
print("injected with a zero-width char", sum("\u200b" in r["text"] for r in rows if r["label"] == "injected"))
print("injected with Cyrillic homoglyphs", sum(any("\u0400" <= c <= "\u04ff" for c in r["text"]) for r in rows if r["label"] == "injected"))
