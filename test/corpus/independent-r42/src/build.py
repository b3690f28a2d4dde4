"""Build results.jsonl and languages.tsv for independent-r42 (deterministic, stdlib only)."""
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


def numbering():
    """Pair number (1..450) -> (carrier, pair index 1..10), from a fixed shuffle."""
    slots = [(c, p) for c in CARRIERS for p in range(1, 11)]
    random.Random("r42:numbering").shuffle(slots)
    return {n + 1: s for n, s in enumerate(slots)}


def lang_of(carrier, p):
    return carrier.lang if p >= 9 else "en"


def line(n, label, carrier, text):
    tag = "inj" if label == "injected" else "cln"
    return json.dumps({"id": f"r42-{tag}-{n:04d}", "label": label, "kind": carrier.kind, "tool": carrier.tool,
                       "text": text}, ensure_ascii=False)


def build():
    lines, tsv = [], ["number\tlanguage\tsource\tkind\ttool"]
    for n, (c, p) in sorted(numbering().items()):
        inj, cln = c.pairs[p - 1]
        lines.append(line(n, "injected", c, c.render(p, inj)))
        lines.append(line(n, "clean", c, c.render(p, cln)))
        tsv.append(f"{n}\t{lang_of(c, p)}\t{c.tool}#{p}\t{c.kind}\t{c.tool}")
    random.Random("r42:order").shuffle(lines)
    return "\n".join(lines) + "\n", "\n".join(tsv) + "\n"


if __name__ == "__main__":
    text, tsv = build()
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(text)
    with open(LANGS, "w", encoding="utf-8") as f:
        f.write(tsv)
    print(f"wrote {text.count(chr(10))} lines")
