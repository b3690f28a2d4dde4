"""Writes ../results.jsonl and languages.tsv for the round 36 independent set (deterministic, stdlib only)."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import items1  # noqa: E402
import items2  # noqa: E402
import items3  # noqa: E402
from common import vals  # noqa: E402

CARRIERS = items1.C + items2.C + items3.C


def built_pairs():
    """Every pair as (tool, kind, lang, source, injected text, clean text, injected special, clean special, render, values)."""
    out = []
    for c in CARRIERS:
        for n, (inj, cln) in enumerate(c["pairs"], 1):
            v = vals(random.Random(f"r36:{c['tool']}#{n}"))
            lang = "en" if n <= 5 else c["lang"]
            out.append(dict(tool=c["tool"], kind=c["kind"], lang=lang, source=f"{c['tool']}#{n}",
                            inj=c["render"](v, inj), cln=c["render"](v, cln), s_inj=inj, s_cln=cln,
                            render=c["render"], v=v))
    return out


def numbered():
    """Pairs in their fixed shuffled order, numbered from 1."""
    pairs = built_pairs()
    random.Random("r36:pairs").shuffle(pairs)
    return list(enumerate(pairs, 1))


def main():
    lines = []
    rows = ["pair\tlang\tsource\tkind\ttool"]
    for num, p in numbered():
        lines.append({"id": f"r36-inj-{num:04d}", "label": "injected", "kind": p["kind"], "tool": p["tool"], "text": p["inj"]})
        lines.append({"id": f"r36-cln-{num:04d}", "label": "clean", "kind": p["kind"], "tool": p["tool"], "text": p["cln"]})
        rows.append(f"{num:04d}\t{p['lang']}\t{p['source']}\t{p['kind']}\t{p['tool']}")
    random.Random("r36:lines").shuffle(lines)
    with open(os.path.join(HERE, "..", "results.jsonl"), "w", encoding="utf-8") as f:
        for line in lines:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "languages.tsv"), "w", encoding="utf-8") as f:
        f.write("\n".join(rows) + "\n")
    print(f"wrote {len(lines)} lines, {len(rows) - 1} pairs")


if __name__ == "__main__":
    main()
