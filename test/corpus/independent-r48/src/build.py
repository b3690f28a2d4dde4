"""Builds ../results.jsonl and languages.tsv, deterministically (python3 stdlib only)."""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import PH, ENCODERS, render  # noqa: E402
import items1, items2, items3, items4, items5  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
CARRIERS = items1.CARRIERS + items2.CARRIERS + items3.CARRIERS + items4.CARRIERS + items5.CARRIERS


def slots():
    """(number, carrier, pair) for all 450 pairs; numbers from a shuffle seeded once."""
    order = [(ci, p) for ci in range(len(CARRIERS)) for p in range(1, 11)]
    random.Random("r48:numbering").shuffle(order)
    return [(n + 1, CARRIERS[ci], p) for n, (ci, p) in enumerate(order)]


def pair_lang(c, p):
    return "en" if p <= 8 else c["lang"]


def build_lines():
    lines, langs = [], []
    for n, c, p in slots():
        frame, enc = render(c, p)
        assert frame.count(PH) == 1, c["tool"]
        inj, cln = c["pairs"][p - 1]
        for label, special in (("injected", inj), ("clean", cln)):
            text = frame.replace(PH, ENCODERS[enc](special))
            tag = "inj" if label == "injected" else "cln"
            lines.append(json.dumps({"id": f"r48-{tag}-{n:04d}", "label": label, "kind": c["kind"], "tool": c["tool"],
                                     "text": text}, ensure_ascii=False))
        langs.append((n, pair_lang(c, p), f"{c['tool']}#{p}", c["kind"], c["tool"]))
    random.Random("r48:order").shuffle(lines)
    return lines, sorted(langs)


def main():
    lines, langs = build_lines()
    with open(os.path.join(HERE, "..", "results.jsonl"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(HERE, "languages.tsv"), "w", encoding="utf-8") as f:
        f.write("number\tlanguage\tsource\tkind\ttool\n")
        for row in langs:
            f.write(f"{row[0]:04d}\t{row[1]}\t{row[2]}\t{row[3]}\t{row[4]}\n")
    print(f"wrote {len(lines)} lines")


if __name__ == "__main__":
    main()
