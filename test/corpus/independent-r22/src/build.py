"""Build results.jsonl and src/languages.tsv for the round-22 blind set (deterministic)."""
import json
import os
import random

from carriers import CARRIERS
from sentences import SENTENCES
from whole import WHOLE

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "results.jsonl")
TSV = os.path.join(HERE, "languages.tsv")


def main():
    pairs = []  # (lang, source, kind, tool, injected, clean)
    for group, sents in SENTENCES.items():
        for si, (lang, inj, cln) in enumerate(sents):
            for tool, kind, render in CARRIERS[group]:
                seed = f"r22:{group}:{si}:{tool}"
                pairs.append((lang, f"{group}:{tool}", kind, tool, render(random.Random(seed), inj), render(random.Random(seed), cln)))
    for tool, kind, lang, inj, cln in WHOLE:
        pairs.append((lang, "whole", kind, tool, inj, cln))
    random.Random("r22-order").shuffle(pairs)
    rows, tsv = [], ["pair\tlanguage\tsource\tkind\ttool"]
    for n, (lang, source, kind, tool, inj, cln) in enumerate(pairs, 1):
        rows.append({"id": f"r22-inj-{n:04d}", "label": "injected", "kind": kind, "tool": tool, "text": inj})
        rows.append({"id": f"r22-cln-{n:04d}", "label": "clean", "kind": kind, "tool": tool, "text": cln})
        tsv.append(f"{n:04d}\t{lang}\t{source}\t{kind}\t{tool}")
    with open(OUT, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(TSV, "w", encoding="utf-8") as f:
        f.write("\n".join(tsv) + "\n")


if __name__ == "__main__":
    main()
