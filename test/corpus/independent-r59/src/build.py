"""Writes ../results.jsonl from the theme modules; deterministic (no randomness, fixed order)."""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import biathlon  # noqa: E402
import juggling  # noqa: E402
import luge  # noqa: E402
import synchro  # noqa: E402
import unicycle  # noqa: E402
from common import sides  # noqa: E402

THEMES = [("unicycle", unicycle), ("juggling", juggling), ("biathlon", biathlon), ("luge", luge), ("synchro", synchro)]


def lines():
    out = []
    for theme, mod in THEMES:
        for name, kind, carrier, default_b, pairs in mod.TOOLS:
            tool = f"{theme}.{name}"
            for n, (_cat, inj, cln) in enumerate(pairs, start=1):
                for label, side in (("injected", inj), ("clean", cln)):
                    a, b = sides(side, default_b)
                    out.append({"id": f"r59/{tool}/{n}/{label}", "label": label, "kind": kind, "tool": tool,
                                "text": carrier(n, a, b)})
    return out


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "..", "results.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for item in lines():
            f.write(json.dumps(item, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
