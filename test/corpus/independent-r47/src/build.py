"""Build results.jsonl and src/languages.tsv for independent-r47 (deterministic, stdlib only)."""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import render  # noqa: E402
import items1, items2, items3, items4, items5  # noqa: E402,E401

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "results.jsonl")
TSV = os.path.join(HERE, "languages.tsv")


def carriers():
    return items1.CARRIERS + items2.CARRIERS + items3.CARRIERS + items4.CARRIERS + items5.CARRIERS


def slots():
    """[(number, carrier, pair)]: pairs numbered 1..450 by a seeded shuffle."""
    s = [(c, p) for c in carriers() for p in range(1, 11)]
    random.Random("r47:numbering").shuffle(s)
    return [(i + 1, c, p) for i, (c, p) in enumerate(s)]


def pair_lang(c, p):
    return "en" if p <= 8 else c["lang"]


def build_lines():
    lines = []
    for n, c, p in slots():
        inj, cln = c["pairs"][p - 1]
        for label, tag, sp in (("injected", "inj", inj), ("clean", "cln", cln)):
            rec = {"id": f"r47-{tag}-{n:04d}", "label": label, "kind": c["kind"], "tool": c["tool"],
                   "text": render(c, p, sp)}
            lines.append(json.dumps(rec, ensure_ascii=False))
    random.Random("r47:order").shuffle(lines)
    return lines


def build_tsv():
    rows = ["number\tlanguage\tsource\tkind\ttool"]
    for n, c, p in slots():
        rows.append(f"{n:04d}\t{pair_lang(c, p)}\t{c['tool']}#{p}\t{c['kind']}\t{c['tool']}")
    return "\n".join(rows) + "\n"


def main():
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("\n".join(build_lines()) + "\n")
    with open(TSV, "w", encoding="utf-8") as f:
        f.write(build_tsv())
    print("wrote", OUT, TSV)


if __name__ == "__main__":
    main()
