#!/usr/bin/env python3
"""Validate results.jsonl of set r29 and print counts and the split (salt indep-r29-half, by tool)."""
import collections, hashlib, json, os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def half(tool):
    return "apart" if hashlib.sha256(f"indep-r29-half:{tool}".encode()).digest()[0] & 1 else "shaping"


lines = [json.loads(l) for l in open(os.path.join(ROOT, "results.jsonl"), encoding="utf-8")]
assert len(lines) == 900, len(lines)
ids = [l["id"] for l in lines]
assert len(set(ids)) == 900
for l in lines:
    assert set(l) == {"id", "label", "kind", "tool", "text"}, l
    assert l["label"] in ("injected", "clean")
    assert l["id"].startswith("r29-inj-" if l["label"] == "injected" else "r29-cln-")
by = {l["id"]: l for l in lines}
for l in lines:
    if l["label"] == "injected":
        t = by[l["id"].replace("-inj-", "-cln-")]
        assert t["tool"] == l["tool"] and t["kind"] == l["kind"] and t["text"] != l["text"]
print("labels", collections.Counter(l["label"] for l in lines))
langs = collections.Counter()
rows = [r.split("\t") for r in open(os.path.join(HERE, "languages.tsv"), encoding="utf-8").read().splitlines()[1:]]
lang_of = {r[0]: r[1] for r in rows}
for r in rows:
    langs[r[1]] += 1
print("languages (pairs)", len(langs), dict(langs.most_common()))
print("kinds (pairs)", dict(collections.Counter(r[3] for r in rows).most_common()))
tools = sorted({l["tool"] for l in lines})
print("tools", len(tools))
h = collections.Counter(); hen = collections.Counter(); kh = collections.defaultdict(collections.Counter)
for l in lines:
    x = half(l["tool"]); h[x] += 1
    if l["label"] == "injected":
        hen[(x, "en" if lang_of[l["id"][-4:]] == "en" else "other")] += 1
        kh[l["kind"]][x] += 1
print("split lines", dict(h), "pairs by lang", dict(hen))
print("apart tools", len([t for t in tools if half(t) == "apart"]), [t for t in tools if half(t) == "apart"])
print("kinds by half (pairs)", {k: dict(v) for k, v in sorted(kh.items())})
