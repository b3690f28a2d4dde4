"""Writes ../results.jsonl from the hand-written pairs and the composed lines, and prints the counts.
Run: python3 test/corpus/independent-r14/src/build.py"""
import collections
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(__file__))
from lib import PAIRS, SINGLES, _t  # noqa: E402
import hand_a, hand_b, hand_c, hand_d, hand_e, hand_f, hand_g, hand_h  # noqa: E402,F401
from composed import compose  # noqa: E402

rows = []
for lang, kind, tool, inj, cln in PAIRS:
    rows.append(("injected", lang, kind, tool, inj, "hand"))
    rows.append(("clean", lang, kind, tool, cln, "hand"))
for label, lang, kind, tool, text in SINGLES:
    rows.append((label, lang, kind, tool, text, "hand"))
for label, lang, kind, tool, text in compose():
    rows.append((label, lang, kind, tool, _t(text), "composed"))

texts = [r[4] for r in rows]
assert len(set(texts)) == len(texts), "duplicate text"
# A fixed shuffle so a twin does not sit next to its pair in the file.
random.Random(1414).shuffle(rows)
n = collections.Counter()
out = []
for label, lang, kind, tool, text, origin in rows:
    n[label] += 1
    tag = "inj" if label == "injected" else "cln"
    out.append({"id": f"r14-{tag}-{n[label]:04d}", "label": label, "kind": kind, "tool": tool, "text": text})
here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "..", "results.jsonl"), "w", encoding="utf-8") as f:
    for o in out:
        f.write(json.dumps(o, ensure_ascii=False) + "\n")

if "--stats" in sys.argv:
    print("labels", dict(collections.Counter(r[0] for r in rows)))
    print("origin", dict(collections.Counter((r[5], r[0]) for r in rows)))
    print("kinds", sorted(collections.Counter((r[2], r[0][:3]) for r in rows).items()))
    print("langs", sorted(collections.Counter(r[1] for r in rows).items(), key=lambda x: -x[1]))
    print("tools", len({r[3] for r in rows}))
