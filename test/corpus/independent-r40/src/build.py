"""Rebuild results.jsonl and languages.tsv for independent-r40 (deterministic, stdlib only)."""
import importlib
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
MODULES = ["items1", "items2", "items3", "items4", "items5"]


def carriers():
    out = []
    for m in MODULES:
        try:
            mod = importlib.import_module(m)
        except ModuleNotFoundError as e:
            if e.name != m:
                raise
            continue
        out.extend(mod.CARRIERS)
    return out


def pairs():
    """(number, carrier, pair index 1..10) with numbers drawn by a fixed shuffle."""
    slots = [(c, p) for c in carriers() for p in range(1, 11)]
    order = list(range(len(slots)))
    random.Random("r40:numbers").shuffle(order)
    return [(n + 1, *slots[i]) for n, i in enumerate(order)]


def lines():
    out = []
    for num, c, p in pairs():
        inj, cln = c.pairs[p - 1]
        for label, tag, special in (("injected", "inj", inj), ("clean", "cln", cln)):
            out.append({"id": f"r40-{tag}-{num:04d}", "label": label, "kind": c.kind, "tool": c.tool, "text": c.render(p, special)})
    random.Random("r40:lines").shuffle(out)
    return out


def text():
    return "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in lines())


def tsv():
    rows = ["number\tlanguage\tsource\tkind\ttool"]
    for num, c, p in sorted(pairs(), key=lambda t: t[0]):
        rows.append(f"{num:04d}\t{c.lang_of(p)}\t{c.tool}#{p}\t{c.kind}\t{c.tool}")
    return "\n".join(rows) + "\n"


if __name__ == "__main__":
    with open(os.path.join(HERE, "..", "results.jsonl"), "w", encoding="utf-8") as f:
        f.write(text())
    with open(os.path.join(HERE, "languages.tsv"), "w", encoding="utf-8") as f:
        f.write(tsv())
    print(len(lines()), "lines")
