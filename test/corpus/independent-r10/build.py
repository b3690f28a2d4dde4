#!/usr/bin/env python3
"""Builds results.jsonl from the hand-written blocks in src/*.txt plus a seeded composed part.

Block format in src/*.txt:  a header line `=#= <label> <kind> <tool> [tags...]` followed by the
tool result text up to the next header. Tags (hard, slant, lang, hidden, exfil, ...) are kept out
of results.jsonl and only feed the summary printed at the end.
Run: python3 build.py   (deterministic: compose.py uses a fixed seed)
"""
import collections, glob, json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import compose  # noqa: E402


def read_blocks():
    out = []
    for path in sorted(glob.glob(os.path.join(HERE, "src", "*.txt"))):
        cur = None
        for line in open(path, encoding="utf-8").read().split("\n"):
            if line.startswith("=#= "):
                if cur:
                    out.append(cur)
                parts = line[4:].split()
                label, kind, tool, tags = parts[0], parts[1], parts[2], parts[3:]
                assert label in ("injected", "clean"), line
                cur = {"label": label, "kind": kind, "tool": tool, "tags": tags, "lines": [], "src": "hand"}
            elif cur is not None:
                cur["lines"].append(line)
        if cur:
            out.append(cur)
    for b in out:
        b["text"] = "\n".join(b.pop("lines")).strip("\n")
        assert b["text"], b
    return out


def main():
    hand = read_blocks()
    composed = compose.build()
    rows = hand + composed
    seen = set()
    with open(os.path.join(HERE, "results.jsonl"), "w", encoding="utf-8") as f:
        for i, r in enumerate(rows, 1):
            assert r["text"] not in seen, r["text"][:80]
            seen.add(r["text"])
            obj = {"id": f"r10-{i:04d}", "label": r["label"], "kind": r["kind"], "tool": r["tool"], "text": r["text"]}
            f.write(json.dumps(obj, ensure_ascii=False) + "\n")
    n = len(rows) or 1
    c = collections.Counter(r["label"] for r in rows)
    print("total", n, dict(c))
    print("hand", collections.Counter(r["label"] for r in hand), "composed", collections.Counter(r["label"] for r in composed))
    print("hand share", round(len(hand) / n, 3))
    tools = collections.Counter(r["tool"] for r in rows)
    print("tools", len(tools), "max", tools.most_common(3), "limit", int(0.03 * n))
    print("kinds", dict(collections.Counter((r["label"], r["kind"]) for r in rows)))
    for lab in ("injected", "clean"):
        tags = collections.Counter(t for r in rows if r["label"] == lab for t in r["tags"])
        print(lab, "tags", dict(tags))


if __name__ == "__main__":
    main()
