"""Build test/corpus/independent-r44/results.jsonl and src/languages.tsv (deterministic, stdlib only)."""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402
import items1, items2, items3, items4, items5  # noqa: E401,E402

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "results.jsonl")
TSV = os.path.join(HERE, "languages.tsv")
THEMES = [items1, items2, items3, items4, items5]


def carriers():
    out = []
    for m in THEMES:
        for c in m.CARRIERS:
            out.append(dict(c, kind=m.KIND))
    return out


def numbering(cs):
    """Pair number (1..450) -> (carrier, pair index 1..10), from a fixed seeded shuffle."""
    slots = [(ci, p) for ci in range(len(cs)) for p in range(1, 11)]
    random.Random("r44:numbering").shuffle(slots)
    return {n + 1: (cs[ci], p) for n, (ci, p) in enumerate(slots)}


def lang_of(c, p):
    return "en" if p <= 8 else c["lang"]


def build_lines():
    cs = carriers()
    lines, tsv = [], ["number\tlanguage\tsource\tkind\ttool"]
    for n, (c, p) in sorted(numbering(cs).items()):
        inj, cln = c["pairs"][p - 1]
        for label, tag, special in (("injected", "inj", inj), ("clean", "cln", cln)):
            item = {"id": f"r44-{tag}-{n:04d}", "label": label, "kind": c["kind"], "tool": c["tool"],
                    "text": common.render(c["tool"], p, c, special)}
            lines.append(json.dumps(item, ensure_ascii=False))
        tsv.append(f"{n:04d}\t{lang_of(c, p)}\t{c['tool']}#{p}\t{c['kind']}\t{c['tool']}")
    random.Random("r44:order").shuffle(lines)
    return "\n".join(lines) + "\n", "\n".join(tsv) + "\n"


if __name__ == "__main__":
    body, tsv = build_lines()
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(body)
    with open(TSV, "w", encoding="utf-8") as f:
        f.write(tsv)
    print(f"wrote {body.count(chr(10))} lines")
