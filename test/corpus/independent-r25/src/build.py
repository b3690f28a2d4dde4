# Builds results.jsonl and src/languages.tsv for the round 25 independent set (python3 stdlib only).
# 64 hand-written items (src/sentences.py) x 7 carriers each (two items get an 8th) = 450 pairs over 48
# carriers (src/carriers.py); an item goes only to carriers of the kinds its words fit (KINDS), each time
# to the least loaded one it does not use yet (weighted towards carriers few items fit), so its carriers are distinct and the load stays even.
import json
import os
import random

import carriers
from carriers import CARRIERS
from filler import FILLER
from sentences import ITEMS, KINDS, STAFF

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
PAIRS = 450


def main():
    order = list(range(len(ITEMS)))
    random.Random("r25-items").shuffle(order)
    counts = {it: PAIRS // len(ITEMS) for it in order}
    for it in order[:PAIRS - sum(counts.values())]:
        counts[it] += 1
    # Most constrained items first; each placement goes to the least loaded fitting carrier not yet used.
    order.sort(key=lambda it: len([c for c in CARRIERS if c[0] in KINDS[it]]))
    tie = random.Random("r25-carriers")
    load = [0] * len(CARRIERS)
    # A carrier few items fit gets picked sooner, so the rare kinds (subtitles, marketplace) are not starved.
    supply = [sum(1 for ks in KINDS if kind in ks) for kind, _fn in CARRIERS]
    slots = []
    for it in order:
        used = set()
        for _ in range(counts[it]):
            fit = [ci for ci, (kind, _fn) in enumerate(CARRIERS) if kind in KINDS[it] and ci not in used]
            keys = {ci: tie.random() for ci in fit}
            ci = min(fit, key=lambda c: (load[c] + supply[c] / 8, keys[c]))
            used.add(ci)
            load[ci] += 1
            slots.append((it, ci))
    random.Random("r25-pairs").shuffle(slots)
    lines, table = [], ["pair\tlanguage\tsource\tkind\ttool"]
    for n, (it, ci) in enumerate(slots, start=1):
        lang, inj, cln = ITEMS[it]
        kind, fn = CARRIERS[ci]
        tool = fn.__name__
        carriers.LOCAL[:] = FILLER.get(lang, [])
        carriers.STAFF = it + 1 in STAFF
        for label, parts, prefix in (("injected", inj, "inj"), ("clean", cln, "cln")):
            text = fn(random.Random(f"r25-pair-{n}"), parts)
            lines.append({"id": f"r25-{prefix}-{n:04d}", "label": label, "kind": kind, "tool": tool, "text": text})
        table.append(f"{n:04d}\t{lang}\titem{it + 1:02d}:{tool}\t{kind}\t{tool}")
    random.Random("r25-lines").shuffle(lines)
    write(os.path.join(ROOT, "results.jsonl"), [json.dumps(line, ensure_ascii=False) for line in lines])
    write(os.path.join(HERE, "languages.tsv"), table)


def write(path, rows):
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(rows) + "\n")


if __name__ == "__main__":
    main()
