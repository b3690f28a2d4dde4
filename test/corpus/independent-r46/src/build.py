"""Build results.jsonl and languages.tsv for independent set r46 (python3 stdlib only, deterministic)."""
import json
import os
import random

import common
import items1
import items2
import items3
import items4
import items5

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
THEMES = [items1, items2, items3, items4, items5]


def carriers():
    out = []
    for m in THEMES:
        for c in m.CARRIERS:
            out.append(dict(c, kind=m.KIND))
    return out


def numbering():
    """[(number, carrier, pair)] with numbers 1..450 from a seeded shuffle."""
    slots = [(c, p) for c in carriers() for p in range(1, 11)]
    order = list(range(len(slots)))
    random.Random("r46:numbering").shuffle(order)
    return [(n + 1, slots[i][0], slots[i][1]) for n, i in enumerate(order)]


def lang_of(c, pair):
    return "en" if pair <= 8 else c["lang"]


def special(c, pair, label):
    inj, cln = c["pairs"][pair - 1]
    return inj if label == "injected" else cln


def render(c, pair, label):
    text, enc = common.frame(c, pair)
    return text.replace(common.PH, common.ENC[enc][0](special(c, pair, label)))


def lines():
    rows = []
    for n, c, p in numbering():
        for label, tag in (("injected", "inj"), ("clean", "cln")):
            rows.append({"id": f"r46-{tag}-{n:04d}", "label": label, "kind": c["kind"], "tool": c["tool"], "text": render(c, p, label)})
    random.Random("r46:order").shuffle(rows)
    return rows


def built_text():
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in lines())


def languages_tsv():
    out = ["number\tlanguage\tsource\tkind\ttool"]
    for n, c, p in numbering():
        out.append(f"{n:04d}\t{lang_of(c, p)}\t{c['tool']}#{p}\t{c['kind']}\t{c['tool']}")
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    with open(os.path.join(ROOT, "results.jsonl"), "w", encoding="utf-8") as f:
        f.write(built_text())
    with open(os.path.join(HERE, "languages.tsv"), "w", encoding="utf-8") as f:
        f.write(languages_tsv())
    print("wrote", len(lines()), "lines")
