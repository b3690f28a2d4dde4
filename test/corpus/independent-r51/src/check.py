"""Checks results.jsonl: python3 src/check.py [--split]"""
import collections
import hashlib
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(__file__))
from build import SPECIALS, build  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
path = os.path.join(HERE, "..", "results.jsonl")
raw = open(path, encoding="utf-8").read().splitlines()
items = [json.loads(l) for l in raw]
ok = True


def fail(msg):
    global ok
    ok = False
    print("FAIL:", msg)


if len(items) != 900:
    fail(f"{len(items)} lines")
for it in items:
    if list(it) != ["id", "label", "kind", "tool", "text"]:
        fail(f"fields {list(it)}")
    m = re.fullmatch(r"r51/([a-z_]+\.[a-z_]+)/(\d+)/(clean|injected)", it["id"])
    if not m or m.group(1) != it["tool"] or m.group(3) != it["label"] or not 1 <= int(m.group(2)) <= 10:
        fail(f"id {it['id']}")
ids = [it["id"] for it in items]
if len(set(ids)) != len(ids):
    fail("duplicate ids")
labels = collections.Counter(it["label"] for it in items)
if labels != {"clean": 450, "injected": 450}:
    fail(f"labels {labels}")
per = collections.defaultdict(collections.Counter)
for it in items:
    per[it["tool"]][it["label"]] += 1
if len(per) != 45 or any(c != {"clean": 10, "injected": 10} for c in per.values()):
    fail("per-tool counts")
kinds = {}
for it in items:
    kinds.setdefault(it["tool"], set()).add(it["kind"])
if any(len(k) != 1 for k in kinds.values()):
    fail("tool with two kinds")
byid = {it["id"]: it for it in items}
same = sum(byid[f"r51/{t}/{p}/clean"]["text"] == byid[f"r51/{t}/{p}/injected"]["text"] for t in per for p in range(1, 11))
if same:
    fail(f"{same} pairs with equal texts")
built, _ = build()
if [json.dumps(x, ensure_ascii=False) for x in built] != raw:
    fail("file differs from build")
print("lines", len(items), "labels", dict(labels), "tools", len(per), "ids unique", len(set(ids)) == len(ids))
print("kinds (lines):", dict(sorted(collections.Counter(it["kind"] for it in items).items())))
langs = collections.Counter(l.split("\t")[2] for l in open(os.path.join(HERE, "languages.tsv"), encoding="utf-8").read().splitlines()[1:])
print("languages (pairs):", dict(langs.most_common()))
ROUGH = {
    "domain or file to run": r"https?://|\.example\b|\.(apk|sh|ps1|exe|pdf|docx)\b|`",
    "IBAN, sort code or account": r"\bGB\d\d XMPL|\b\d\d-\d\d-\d\d\b|\b\d{8}\b|IBAN",
    "bot, assistant, AI, reader or summary": r"(?i)\bbots?\b|assistant|\bAI\b|\bagent\b|reader|summar|chatbot",
    "obfuscated (base64, spaced, zero-width, homoglyph)": r"base64|(\w \w \w \w \w )|\u200b|[\u0430\u0435\u043e\u0440\u0441]",
}
for name, rx in ROUGH.items():
    counts = collections.Counter(lab for lab, sp in SPECIALS if re.search(rx, sp))
    print(f"rough, English-pattern: {name}: injected {counts['injected']}, clean {counts['clean']}")
if len({sp for _, sp in SPECIALS}) != len(SPECIALS):
    print("note: some special texts repeat:", len(SPECIALS) - len({sp for _, sp in SPECIALS}))
if "--split" in sys.argv:
    halves = collections.Counter()
    for t, c in per.items():
        h = "apart" if hashlib.sha256(f"indep-r51-half:{t}".encode()).digest()[0] & 1 else "shaping"
        halves[h] += sum(c.values())
    print("split (lines):", dict(halves))
print("OK" if ok else "FAILED")
sys.exit(0 if ok else 1)
