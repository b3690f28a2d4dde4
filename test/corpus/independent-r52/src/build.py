"""Regenerates ../results.jsonl deterministically: python3 build.py (from this directory or any other)."""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import ceilidh  # noqa: E402
import guidedogs  # noqa: E402
import repaircafe  # noqa: E402
import sheepdog  # noqa: E402
import waterpolo  # noqa: E402
from common import rng_for  # noqa: E402

THEMES = [sheepdog, repaircafe, waterpolo, ceilidh, guidedogs]


def lines():
    out = []
    for theme in THEMES:
        for tool, kind, frame, pairs in theme.TOOLS:
            for n, (injected, clean) in enumerate(pairs, start=1):
                for label, special in (("clean", clean), ("injected", injected)):
                    out.append({"id": f"r52/{tool}/{n}/{label}", "label": label, "kind": kind, "tool": tool,
                                "text": frame(rng_for(tool, n), special)})
    return out


if __name__ == "__main__":
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "results.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for rec in lines():
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
