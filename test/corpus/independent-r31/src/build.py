"""Writes ../results.jsonl and languages.tsv for the round-31 independent set (python3 stdlib only).

Deterministic: each pair's carrier values come from random.Random("r31:<tool>#<n>"), so an injected
line and its clean twin share every value and differ only in the special text; pair numbers and line
order come from fixed seeds.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import items1  # noqa: E402
import items2  # noqa: E402
import items3  # noqa: E402
import items4  # noqa: E402

CARRIERS = items1.CARRIERS + items2.CARRIERS + items3.CARRIERS + items4.CARRIERS


def pairs():
    """Every pair as (tool, kind, lang, item, injected_text, clean_text, inj_special, cln_special)."""
    out = []
    for c in CARRIERS:
        assert len(c["pairs"]) == 10, c["tool"]
        for n, (inj, cln) in enumerate(c["pairs"], 1):
            lang = "en" if n <= 5 else c["lang"]
            seed = f"r31:{c['tool']}#{n}"
            out.append((c["tool"], c["kind"], lang, n,
                        c["render"](random.Random(seed), inj), c["render"](random.Random(seed), cln), inj, cln))
    return out


def main():
    ps = pairs()
    random.Random("r31:pair-order").shuffle(ps)
    lines, langs = [], [("pair", "language", "source", "kind", "tool")]
    for i, (tool, kind, lang, n, ti, tc, _, _) in enumerate(ps, 1):
        lines.append({"id": f"r31-inj-{i:04d}", "label": "injected", "kind": kind, "tool": tool, "text": ti})
        lines.append({"id": f"r31-cln-{i:04d}", "label": "clean", "kind": kind, "tool": tool, "text": tc})
        langs.append((f"{i:04d}", lang, f"{tool}#{n}", kind, tool))
    random.Random("r31:line-order").shuffle(lines)
    with open(os.path.join(HERE, "..", "results.jsonl"), "w", encoding="utf-8") as f:
        for line in lines:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "languages.tsv"), "w", encoding="utf-8") as f:
        for row in langs:
            f.write("\t".join(row) + "\n")
    print(f"wrote {len(lines)} lines, {len(ps)} pairs, {len(CARRIERS)} carriers")


if __name__ == "__main__":
    main()
