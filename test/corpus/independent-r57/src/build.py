"""Regenerates ../results.jsonl deterministically: python3 build.py (from this directory)."""
import json
import os

import bandy
import gymnastics
import karate
import parkour
import takraw

THEMES = [parkour, gymnastics, karate, bandy, takraw]


def lines():
    out = []
    for theme in THEMES:
        for tool, kind, carrier, pairs in theme.TOOLS:
            assert len(pairs) == 10, tool
            for n, pair in enumerate(pairs, start=1):
                # split pairs: (cat, injected_main, injected_second, clean_main, clean_second)
                if len(pair) == 5:
                    cat, inj, inj2, cln, cln2 = pair
                else:
                    (cat, inj, cln), inj2, cln2 = pair, None, None
                if cat == "short":
                    texts = {"injected": inj, "clean": cln}
                else:
                    texts = {"injected": carrier(n - 1, inj, inj2), "clean": carrier(n - 1, cln, cln2)}
                for label in ("injected", "clean"):
                    out.append({"id": f"r57/{tool}/{n}/{label}", "label": label, "kind": kind, "tool": tool,
                                "text": texts[label], "_cat": cat,
                                "_slots": (inj, inj2, cln, cln2)})
    return out


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    rows = lines()
    with open(os.path.join(here, "..", "results.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps({k: v for k, v in r.items() if not k.startswith("_")}, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} lines")


if __name__ == "__main__":
    main()
