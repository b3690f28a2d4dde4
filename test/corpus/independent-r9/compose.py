#!/usr/bin/env python3
"""Builds results.jsonl from the hand-written records in hand/*.txt plus a seeded composed part.

Hand record format: a line `@@ <I|C> <kind> <tool>` starts a record; its text runs to the next `@@ ` line.
Inline encoders, applied when building: {{B64:...}} base64, {{ROT13:...}}, {{ZW:...}} zero-width spaces
between characters, {{HEX:...}} hex bytes. Run: python3 compose.py (seed fixed, output deterministic).
"""
import base64, codecs, glob, json, os, random, re

HERE = os.path.dirname(os.path.abspath(__file__))
SEED = 20261128


def encode(text):
    def sub(m):
        op, body = m.group(1), m.group(2)
        if op == "B64":
            return base64.b64encode(body.encode()).decode()
        if op == "ROT13":
            return codecs.encode(body, "rot13")
        if op == "ZW":
            return "\u200b".join(body)
        if op == "HEX":
            return body.encode().hex()
        raise ValueError(op)
    return re.sub(r"\{\{(B64|ROT13|ZW|HEX):(.*?)\}\}", sub, text, flags=re.S)


def read_hand():
    out = []
    for path in sorted(glob.glob(os.path.join(HERE, "hand", "*.txt"))):
        cur = None
        for line in open(path, encoding="utf-8").read().split("\n"):
            if line.startswith("@@ "):
                if cur:
                    out.append(cur)
                _, lab, kind, tool = line.split(" ", 3)
                cur = {"label": {"I": "injected", "C": "clean"}[lab], "kind": kind, "tool": tool.strip(), "lines": []}
            elif cur is not None:
                cur["lines"].append(line)
        if cur:
            out.append(cur)
    for r in out:
        r["text"] = encode("\n".join(r.pop("lines")).strip("\n"))
    return out


def main():
    rows = read_hand()
    for i, r in enumerate(rows):
        r["id"] = f"r9-h-{i + 1:04d}"
    composed = []
    comp = os.path.join(HERE, "composed.py")
    if os.path.exists(comp):
        ns = {}
        exec(open(comp, encoding="utf-8").read(), ns)
        composed = ns["build"](random.Random(SEED))
        for i, r in enumerate(composed):
            r["text"] = encode(r["text"])
            r["id"] = f"r9-c-{i + 1:04d}"
    with open(os.path.join(HERE, "results.jsonl"), "w", encoding="utf-8") as f:
        for r in rows + composed:
            assert r["label"] in ("injected", "clean") and r["text"].strip(), r
            f.write(json.dumps({"id": r["id"], "label": r["label"], "kind": r["kind"], "tool": r["tool"], "text": r["text"]}, ensure_ascii=False) + "\n")
    from collections import Counter
    c = Counter((r["label"]) for r in rows + composed)
    h = Counter(r["label"] for r in rows)
    print("total", dict(c), "hand", dict(h), "composed", len(composed))


if __name__ == "__main__":
    main()
