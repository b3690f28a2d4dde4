"""Builds ../results.jsonl and languages.tsv from the carriers in items1..3 (deterministic, stdlib only)."""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import items1  # noqa: F401,E402  (registers carriers 1-15)
import items2  # noqa: F401,E402  (16-31)
import items3  # noqa: F401,E402  (32-45)
from common import CARRIERS  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "results.jsonl")
LANGS = os.path.join(HERE, "languages.tsv")


def pairs():
    """Every (carrier, pair number) once, in a fixed shuffled order; the position gives the id number."""
    order = [(c, n) for c in CARRIERS for n in range(1, 11)]
    random.Random("r37:pair-order").shuffle(order)
    return order


def lines():
    out, langs = [], []
    for i, (c, n) in enumerate(pairs(), start=1):
        inj, cln, _v = c.texts(n)
        num = f"{i:04d}"
        out.append({"id": f"r37-inj-{num}", "label": "injected", "kind": c.kind, "tool": c.tool, "text": inj})
        out.append({"id": f"r37-cln-{num}", "label": "clean", "kind": c.kind, "tool": c.tool, "text": cln})
        langs.append((num, c.lang_of(n), f"{c.tool}#{n}", c.kind, c.tool))
    random.Random("r37:line-order").shuffle(out)
    return out, langs


def main():
    out, langs = lines()
    with open(OUT, "w", encoding="utf-8") as f:
        for line in out:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    with open(LANGS, "w", encoding="utf-8") as f:
        f.write("pair\tlang\tsource\tkind\ttool\n")
        for row in langs:
            f.write("\t".join(row) + "\n")
    print(f"wrote {len(out)} lines, {len(langs)} pairs")


if __name__ == "__main__":
    main()
