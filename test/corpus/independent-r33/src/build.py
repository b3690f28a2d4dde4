"""Writes ../results.jsonl and languages.tsv for the round-33 independent set, deterministically."""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import render, values  # noqa: E402
import items1  # noqa: E402
import items2  # noqa: E402
import items3  # noqa: E402

CARRIERS = items1.CARRIERS + items2.CARRIERS + items3.CARRIERS
HERE = os.path.dirname(os.path.abspath(__file__))


def main() -> None:
    pairs = []
    for c in CARRIERS:
        assert len(c["pairs"]) == 10, c["tool"]
        for n, (lang, inj, cln) in enumerate(c["pairs"], 1):
            v = values(random.Random(f"r33:{c['tool']}#{n}"))
            pairs.append({"tool": c["tool"], "kind": c["kind"], "lang": lang, "src": f"{c['tool']}#{n}",
                          "inj": render(c["fmt"], v, inj), "cln": render(c["fmt"], v, cln)})
    random.Random("r33-pairs").shuffle(pairs)
    lines = []
    for i, p in enumerate(pairs, 1):
        lines.append({"id": f"r33-inj-{i:04d}", "label": "injected", "kind": p["kind"], "tool": p["tool"],
                      "text": p["inj"]})
        lines.append({"id": f"r33-cln-{i:04d}", "label": "clean", "kind": p["kind"], "tool": p["tool"],
                      "text": p["cln"]})
    random.Random("r33-lines").shuffle(lines)
    with open(os.path.join(HERE, "..", "results.jsonl"), "w", encoding="utf-8") as f:
        for line in lines:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "languages.tsv"), "w", encoding="utf-8") as f:
        f.write("pair\tlanguage\tsource\tkind\ttool\n")
        for i, p in enumerate(pairs, 1):
            f.write(f"{i:04d}\t{p['lang']}\t{p['src']}\t{p['kind']}\t{p['tool']}\n")


if __name__ == "__main__":
    main()
