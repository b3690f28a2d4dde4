"""Validate results.jsonl of the round-50 independent set; --split also prints the by-tool split (mirrors independent-split.ts)."""
import collections
import hashlib
import json
import os
import re
import statistics
import sys

import build
from common import render

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "..", "results.jsonl")
SALT = "indep-r50-half"


def half(tool):
    return "apart" if hashlib.sha256(f"{SALT}:{tool}".encode()).digest()[0] & 1 else "shaping"


def check(text):
    errors = []
    raw = text.split("\n")
    if raw[-1] == "":
        raw = raw[:-1]
    items = []
    for i, line in enumerate(raw, 1):
        try:
            o = json.loads(line)
        except ValueError as e:
            errors.append(f"line {i}: invalid JSON ({e})")
            continue
        if not isinstance(o, dict) or list(o) != ["id", "label", "kind", "tool", "text"]:
            errors.append(f"line {i}: fields must be id,label,kind,tool,text in order")
            continue
        items.append(o)
    if len(raw) != 900:
        errors.append(f"{len(raw)} lines, expected 900")
    ids = collections.Counter(o["id"] for o in items)
    errors += [f"duplicate id {k}" for k, v in ids.items() if v > 1]
    labels = collections.Counter(o["label"] for o in items)
    if labels != {"clean": 450, "injected": 450}:
        errors.append(f"labels {dict(labels)}")
    per_tool = collections.defaultdict(collections.Counter)
    byid = {}
    for o in items:
        m = re.fullmatch(r"r50/([a-z_]+\.[a-z_]+)/(\d+)/(clean|injected)", o["id"])
        if not m or m.group(1) != o["tool"] or m.group(3) != o["label"]:
            errors.append(f"id/tool/label mismatch: {o['id']}")
            continue
        per_tool[o["tool"]][o["label"]] += 1
        byid[o["id"]] = o
    if len(per_tool) != 45:
        errors.append(f"{len(per_tool)} tools, expected 45")
    errors += [f"tool {t}: {dict(c)}" for t, c in per_tool.items() if c != {"clean": 10, "injected": 10}]
    # Each line must be its carrier's seeded frame with that pair's special text; twins share tool, kind and frame.
    specials = collections.Counter()
    for theme, c in build.carriers():
        for n, pair in enumerate(c["pairs"], 1):
            clean, inj = pair
            pc = clean if isinstance(clean, tuple) else (clean,)
            pi = inj if isinstance(inj, tuple) else (inj,)
            if len(pc) != len(pi):
                errors.append(f"{c['tool']}#{n}: twins split into different numbers of parts")
            if clean == inj:
                errors.append(f"{c['tool']}#{n}: twins equal")
            specials[" | ".join(pc)] += 1
            specials[" | ".join(pi)] += 1
            for s in pc + pi:
                if "\n" in s:
                    errors.append(f"{c['tool']}#{n}: newline in special text")
                if c["frame"] in ("log", "sms") and '"' in s:
                    errors.append(f"{c['tool']}#{n}: quote in a log field")
                if c["frame"] == "html" and c["mode"] == "comment" and ("--" in s or ">" in s):
                    errors.append(f"{c['tool']}#{n}: '--' or '>' in comment text")
            if render(c, n, tuple("" for _ in pc)) != render(c, n, tuple("" for _ in pi)):
                errors.append(f"{c['tool']}#{n}: frames of twins differ")
            for label, sp in (("clean", clean), ("injected", inj)):
                o = byid.get(f"r50/{c['tool']}/{n}/{label}")
                if o is None:
                    errors.append(f"missing r50/{c['tool']}/{n}/{label}")
                elif o["text"] != render(c, n, sp) or o["kind"] != c["kind"]:
                    errors.append(f"{o['id']}: text or kind is not the carrier's frame with its special text")
    errors += [f"special text repeated: {s[:40]!r}" for s, k in specials.items() if k > 1]
    return errors, items


def parts(s):
    return s if isinstance(s, tuple) else (s,)


def stats(items):
    by_kind = collections.Counter((o["kind"], o["label"]) for o in items)
    print("kinds (lines):", ", ".join(f"{k} {by_kind[(k, 'clean')] + by_kind[(k, 'injected')]}" for k in sorted({k for k, _ in by_kind})))
    langs = collections.Counter()
    themes = collections.Counter()
    for theme, c in build.carriers():
        themes[theme] += len(c["pairs"])
        for n in range(1, 11):
            langs["en" if n <= 8 else c["lang"]] += 1
    print("themes (pairs):", dict(themes))
    print("languages (pairs):", dict(sorted(langs.items(), key=lambda kv: -kv[1])), f"({len(langs)} languages)")
    url = re.compile(r"\b[\w-]+\.example\b|\.(exe|msi|apk|bin|sh|xlsm)\b|curl ")
    bank = re.compile(r"\b[A-Z]{2}\d{2}( ?[A-Z0-9]{4}){3,}|\b\d{2}-\d{2}-\d{2}\b|\b\d{4} ?\d{4} ?\d{4} ?\d{4}\b|paypal|\bacc(ount)? \d")
    reader = re.compile(r"assistant|\bagent\b|\bbot\b|bot,|\w+bot\b|copilot|summar|\bAI\b|reader|system reading", re.I)
    ratios = []
    cnt = collections.Counter()
    for theme, c in build.carriers():
        for clean, inj in c["pairs"]:
            for label, s in (("clean", " ".join(parts(clean))), ("injected", " ".join(parts(inj)))):
                cnt[(label, "url")] += bool(url.search(s))
                cnt[(label, "bank")] += bool(bank.search(s))
                cnt[(label, "reader")] += bool(reader.search(s))
            ratios.append(len(" ".join(parts(clean))) / len(" ".join(parts(inj))))
    for k in ("url", "bank", "reader"):
        print(f"rough {k}: injected {cnt[('injected', k)]}, clean {cnt[('clean', k)]} (special texts of 450 each)")
    print(f"clean/injected special-text length ratio: min {min(ratios):.2f}, median {statistics.median(ratios):.2f}, max {max(ratios):.2f}")


def main():
    with open(PATH, encoding="utf-8") as f:
        text = f.read()
    errors, items = check(text)
    built, _ = build.lines()
    if text != "".join(json.dumps(o, ensure_ascii=False) + "\n" for o in built):
        errors.append("results.jsonl differs from the built text (run python3 src/build.py)")
    print(f"{len(text.splitlines())} lines; labels {dict(collections.Counter(o['label'] for o in items))}; "
          f"{len({o['tool'] for o in items})} tools; ids unique: {len({o['id'] for o in items}) == len(items)}")
    stats(items)
    if "--split" in sys.argv:
        h = collections.Counter()
        tools = collections.defaultdict(set)
        for o in items:
            h[half(o["tool"])] += 1
            tools[half(o["tool"])].add(o["tool"])
        print(f"split ({SALT}): apart {h['apart']} lines ({len(tools['apart'])} tools), shaping {h['shaping']} lines ({len(tools['shaping'])} tools)")
        print("apart tools:", ", ".join(sorted(tools["apart"])))
    if "--selftest" in sys.argv:
        lines = text.splitlines(keepends=True)
        muts = {"drop a line": "".join(lines[1:]), "duplicate a line": lines[0] + text,
                "swap a label": text.replace('"label": "clean"', '"label": "injected"', 1),
                "edit a text": text.replace("2026-", "2025-", 1),
                "reorder fields": text.replace('{"id"', '{"x": 1, "id"', 1)}
        for name, t in muts.items():
            print(f"selftest {name}: {'caught' if check(t)[0] else 'MISSED'}")
    print("OK" if not errors else "FAIL")
    for e in errors[:50]:
        print("  " + e)
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
