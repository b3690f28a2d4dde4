"""Build results.jsonl and languages.tsv for corpus set independent-r41 (deterministic, stdlib only)."""
import json
import os
import random
import sys

sys.dont_write_bytecode = True  # keep the tree free of __pycache__
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import items_bees  # noqa: E402
import items_instruments  # noqa: E402
import items_mountain  # noqa: E402
import items_optical  # noqa: E402
import items_signage  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "results.jsonl")
LANGS = os.path.join(HERE, "languages.tsv")
CARRIERS = items_bees.CARRIERS + items_instruments.CARRIERS + items_signage.CARRIERS + items_mountain.CARRIERS + items_optical.CARRIERS


def numbering():
    """Pair number (1..450) -> (carrier, pair index 1..10), shuffled with a fixed seed."""
    slots = [(c, i + 1) for c in CARRIERS for i in range(len(c.pairs))]
    random.Random("r41:numbering").shuffle(slots)
    return {n + 1: s for n, s in enumerate(slots)}


def pair_lang(carrier, i):
    return "en" if i <= 8 else carrier.lang


def records():
    recs = []
    for n, (c, i) in numbering().items():
        inj, cln = c.pairs[i - 1]
        for label, tag, special in (("injected", "inj", inj), ("clean", "cln", cln)):
            recs.append({"id": f"r41-{tag}-{n:04d}", "label": label, "kind": c.kind, "tool": c.tool, "text": c.render(i, special)})
    random.Random("r41:order").shuffle(recs)
    return recs


def built_text():
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records())


def languages_tsv():
    rows = ["pair\tlang\tsource\tkind\ttool"]
    for n, (c, i) in sorted(numbering().items()):
        rows.append(f"{n:04d}\t{pair_lang(c, i)}\t{c.tool}#{i}\t{c.kind}\t{c.tool}")
    return "\n".join(rows) + "\n"


if __name__ == "__main__":
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(built_text())
    with open(LANGS, "w", encoding="utf-8") as f:
        f.write(languages_tsv())
    print(f"wrote {OUT} and {LANGS}")
