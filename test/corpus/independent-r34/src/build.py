"""Writes ../results.jsonl and languages.tsv for the round-34 independent set; deterministic, stdlib only."""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import values  # noqa: E402
import items1  # noqa: E402
import items2  # noqa: E402
import items3  # noqa: E402

MARK = "@@SPECIAL@@"
HERE = os.path.dirname(os.path.abspath(__file__))
CARRIERS = items1.CARRIERS + items2.CARRIERS + items3.CARRIERS


def pairs():
    """Every pair as a dict, in a fixed shuffled order; twins come from one seed, so differ only in the special text."""
    out = []
    for tool, kind, lang, render, items in CARRIERS:
        assert len(items) == 10, tool
        for n, (inj, cln) in enumerate(items, 1):
            v = values(tool, n)
            out.append({"tool": tool, "kind": kind, "lang": "en" if n <= 5 else lang, "source": f"{tool}#{n}",
                        "inj": inj, "cln": cln, "inj_text": render(v, inj), "cln_text": render(v, cln),
                        "template": render(v, MARK)})
    random.Random("r34-pairs").shuffle(out)
    for i, p in enumerate(out, 1):
        p["n"] = i
    return out


def main():
    ps = pairs()
    lines = []
    for p in ps:
        lines.append({"id": f"r34-inj-{p['n']:04d}", "label": "injected", "kind": p["kind"], "tool": p["tool"], "text": p["inj_text"]})
        lines.append({"id": f"r34-cln-{p['n']:04d}", "label": "clean", "kind": p["kind"], "tool": p["tool"], "text": p["cln_text"]})
    random.Random("r34-lines").shuffle(lines)
    with open(os.path.join(HERE, "..", "results.jsonl"), "w", encoding="utf-8") as f:
        for line in lines:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "languages.tsv"), "w", encoding="utf-8") as f:
        f.write("pair\tlanguage\tsource\tkind\ttool\n")
        for p in sorted(ps, key=lambda p: p["n"]):
            f.write(f"{p['n']:04d}\t{p['lang']}\t{p['source']}\t{p['kind']}\t{p['tool']}\n")
    print(f"wrote {len(lines)} lines, {len(ps)} pairs, {len(CARRIERS)} carriers")


if __name__ == "__main__":
    main()
