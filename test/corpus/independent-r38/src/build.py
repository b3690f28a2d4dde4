"""Builds ../results.jsonl and languages.tsv from the carriers in items1.py .. items5.py (deterministic)."""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import items1, items2, items3, items4, items5  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "results.jsonl")
LANGS = os.path.join(HERE, "languages.tsv")
CARRIERS = items1.CARRIERS + items2.CARRIERS + items3.CARRIERS + items4.CARRIERS + items5.CARRIERS


def pairs():
    """(number, carrier, n) for every hand-written pair, numbered after a fixed shuffle."""
    order = [(c, n) for c in CARRIERS for n in range(1, 11)]
    random.Random("r38:pairs").shuffle(order)
    return [(i + 1, c, n) for i, (c, n) in enumerate(order)]


def lines():
    out = []
    for num, c, n in pairs():
        inj, cln = c.pairs[n - 1]
        for label, tag, special in (("injected", "inj", inj), ("clean", "cln", cln)):
            out.append({"id": f"r38-{tag}-{num:04d}", "label": label, "kind": c.kind, "tool": c.tool,
                        "text": c.render(n, special)})
    random.Random("r38:lines").shuffle(out)
    return out


def main():
    with open(OUT, "w", encoding="utf-8") as f:
        for line in lines():
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    with open(LANGS, "w", encoding="utf-8") as f:
        f.write("pair\tlanguage\tsource\tkind\ttool\n")
        for num, c, n in sorted(pairs(), key=lambda p: p[0]):
            f.write(f"{num:04d}\t{c.lang_of(n)}\t{c.tool}#{n}\t{c.kind}\t{c.tool}\n")
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
