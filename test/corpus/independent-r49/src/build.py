# Builds results.jsonl and languages.tsv for independent-r49 (deterministic, python3 stdlib only).
import json
import os
import random

from common import ENCODERS, PH, render
import items1, items2, items3, items4, items5

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "results.jsonl")
LANGS = os.path.join(HERE, "languages.tsv")


def carriers():
    out = []
    for mod in (items1, items2, items3, items4, items5):
        for c in mod.CARRIERS:
            out.append(dict(c, kind=mod.KIND))
    return out


def pairs():
    """(number, carrier, index 0-9) for all 450 pairs; numbers from a shuffle seeded r49:numbering."""
    slots = [(c, i) for c in carriers() for i in range(10)]
    nums = list(range(1, len(slots) + 1))
    random.Random("r49:numbering").shuffle(nums)
    return sorted(((n, c, i) for n, (c, i) in zip(nums, slots)), key=lambda t: t[0])


def lang_of(c, i):
    return "en" if i < 8 else c["lang"]


def line(number, carrier, index, label):
    frame, encn = render(carrier, number)
    assert frame.count(PH) == 1, carrier["tool"]
    special = carrier["pairs"][index][0 if label == "injected" else 1]
    text = frame.replace(PH, ENCODERS[encn](special))
    tag = "inj" if label == "injected" else "cln"
    return {"id": f"r49-{tag}-{number:04d}", "label": label, "kind": carrier["kind"], "tool": carrier["tool"], "text": text}


def build():
    rows, langs = [], ["number\tlanguage\tsource\tkind\ttool"]
    for n, c, i in pairs():
        rows.append(line(n, c, i, "injected"))
        rows.append(line(n, c, i, "clean"))
        langs.append(f"{n:04d}\t{lang_of(c, i)}\t{c['tool']}#{i + 1}\t{c['kind']}\t{c['tool']}")
    random.Random("r49:order").shuffle(rows)
    body = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
    return body, "\n".join(langs) + "\n"


if __name__ == "__main__":
    body, langs = build()
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(body)
    with open(LANGS, "w", encoding="utf-8") as f:
        f.write(langs)
    print(f"wrote {body.count(chr(10))} lines")
