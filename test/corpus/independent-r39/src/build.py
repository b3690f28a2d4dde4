"""Build results.jsonl and languages.tsv for independent-r39 (deterministic, python3 stdlib only)."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import items1, items2, items3, items4, items5  # noqa: E402

CARRIERS = items1.CARRIERS + items2.CARRIERS + items3.CARRIERS + items4.CARRIERS + items5.CARRIERS
OUT = os.path.join(HERE, "..", "results.jsonl")
LANGS = os.path.join(HERE, "languages.tsv")


def pairs():
    """Every pair as (number, carrier, pair index 1..10, language, injected text, clean text)."""
    flat = [(c, i + 1) for c in CARRIERS for i in range(10)]
    random.Random("r39:pair-order").shuffle(flat)
    out = []
    for num, (c, i) in enumerate(flat, 1):
        inj, cln = c.pairs[i - 1]
        out.append((num, c, i, "en" if i <= 8 else c.lang, inj, cln))
    return out


def line(num, c, i, label, special):
    tag = "inj" if label == "injected" else "cln"
    return json.dumps({"id": f"r39-{tag}-{num:04d}", "label": label, "kind": c.kind, "tool": c.tool,
                       "text": c.render(i, special)}, ensure_ascii=False)


def lines():
    out = []
    for num, c, i, _lang, inj, cln in pairs():
        out.append(line(num, c, i, "injected", inj))
        out.append(line(num, c, i, "clean", cln))
    random.Random("r39:line-order").shuffle(out)
    return out


def main():
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("\n".join(lines()) + "\n")
    with open(LANGS, "w", encoding="utf-8") as f:
        f.write("pair\tlanguage\tsource\tkind\ttool\n")
        for num, c, i, lang, _inj, _cln in pairs():
            f.write(f"{num:04d}\t{lang}\t{c.tool}#{i}\t{c.kind}\t{c.tool}\n")


if __name__ == "__main__":
    main()
