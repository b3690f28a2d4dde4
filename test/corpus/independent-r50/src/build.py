"""Build results.jsonl and languages.tsv for the round-50 independent set (deterministic, stdlib only)."""
import json
import os
import random

from common import render
import items1, items2, items3, items4, items5

HERE = os.path.dirname(os.path.abspath(__file__))
THEMES = [items1, items2, items3, items4, items5]


def carriers():
    for mod in THEMES:
        for c in mod.CARRIERS:
            yield mod.THEME, c


def lines():
    out, langs = [], []
    for theme, c in carriers():
        assert len(c["pairs"]) == 10, c["tool"]
        for n, (clean, injected) in enumerate(c["pairs"], 1):
            lang = "en" if n <= 8 else c["lang"]
            langs.append((c["tool"], n, lang, c["kind"], theme))
            for label, special in (("clean", clean), ("injected", injected)):
                out.append({"id": f"r50/{c['tool']}/{n}/{label}", "label": label, "kind": c["kind"], "tool": c["tool"],
                            "text": render(c, n, special)})
    random.Random("r50:order").shuffle(out)
    return out, langs


def main():
    out, langs = lines()
    with open(os.path.join(HERE, "..", "results.jsonl"), "w", encoding="utf-8") as f:
        for o in out:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "languages.tsv"), "w", encoding="utf-8") as f:
        f.write("tool\tpair\tlanguage\tkind\ttheme\n")
        for t in langs:
            f.write("\t".join(map(str, t)) + "\n")


if __name__ == "__main__":
    main()
