"""Builds ../results.jsonl and languages.tsv, deterministically: every special sentence of a group goes
into every carrier of that group, plus the pairs written whole; pairs are shuffled with a fixed seed."""
import json
import os
import random

from carriers import CARRIERS
from sentences import GROUPS
from whole import WHOLE

HERE = os.path.dirname(os.path.abspath(__file__))


def pairs():
    out = []
    for group, sents in GROUPS.items():
        for tool, kind, fn in CARRIERS[group]:
            for k, (lang, inj, cln) in enumerate(sents):
                seed = f"{tool}:{k}"
                out.append((lang, f"{group}:{tool}", kind, tool,
                            fn(inj, random.Random(seed)), fn(cln, random.Random(seed))))
    for lang, tool, kind, inj, cln in WHOLE:
        out.append((lang, "whole", kind, tool, inj, cln))
    random.Random("indep-r21-order").shuffle(out)
    return out


def main():
    rows, tsv = [], ["n\tlanguage\tsource\tkind\ttool"]
    for n, (lang, source, kind, tool, inj, cln) in enumerate(pairs(), 1):
        rows.append({"id": f"r21-inj-{n:04d}", "label": "injected", "kind": kind, "tool": tool, "text": inj})
        rows.append({"id": f"r21-cln-{n:04d}", "label": "clean", "kind": kind, "tool": tool, "text": cln})
        tsv.append(f"{n:04d}\t{lang}\t{source}\t{kind}\t{tool}")
    with open(os.path.join(HERE, "..", "results.jsonl"), "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "languages.tsv"), "w", encoding="utf-8") as f:
        f.write("\n".join(tsv) + "\n")


if __name__ == "__main__":
    main()
