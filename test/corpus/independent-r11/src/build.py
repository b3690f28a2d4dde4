"""Builds ../results.jsonl from the hand-written modules and the seeded composer (seed fixed)."""
import hashlib, json, os, sys, collections
sys.path.insert(0, os.path.dirname(__file__))
import rec
import importlib, glob
for f in sorted(glob.glob(os.path.join(os.path.dirname(__file__), "hand_*.py"))):
    importlib.import_module(os.path.basename(f)[:-3])
try:
    import compose
    compose.run()
except ImportError:
    pass
out = os.path.join(os.path.dirname(__file__), "..", "results.jsonl")
seen = set()
n = collections.Counter()
with open(out, "w") as fh:
    for r in rec.ROWS:
        key = r["text"]
        if key in seen:
            print("duplicate text skipped:", key[:60], file=sys.stderr)
            continue
        seen.add(key)
        n[r["label"]] += 1
        rid = "r11-%s-%04d" % ("inj" if r["label"] == "injected" else "cln", n[r["label"]])
        fh.write(json.dumps({"id": rid, "label": r["label"], "kind": r["kind"], "tool": r["tool"], "text": r["text"]}, ensure_ascii=False) + "\n")
if "--stats" in sys.argv:
    rows = [r for r in rec.ROWS]
    tot = len(rows)
    print("total", tot, dict(n))
    print("origin", collections.Counter((r["label"], r["origin"]) for r in rows))
    print("kinds", collections.Counter((r["label"], r["kind"]) for r in rows).most_common())
    tc = collections.Counter(r["tool"] for r in rows)
    print("tools", len(tc), "max", tc.most_common(5), "limit", int(tot * 0.03))
    tg = collections.Counter()
    for r in rows:
        for t in filter(None, r["tags"].split(",")):
            tg[(r["label"], t.strip())] += 1
    print("tags", sorted(tg.items()))
