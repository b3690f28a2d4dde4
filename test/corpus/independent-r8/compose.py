#!/usr/bin/env python3
"""Builds results.jsonl from the hand-written records in src/hand*.py plus a seeded
generated share (src/gen.py). Deterministic: same sources + seed give the same file."""
import glob, json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
SEED = 8008


def load_hand():
    recs = []
    for path in sorted(glob.glob(os.path.join(HERE, "src", "hand*.py"))):
        out = []
        ns = {
            "I": lambda kind, tool, text, _o=out: _o.append(("injected", kind, tool, text)),
            "C": lambda kind, tool, text, _o=out: _o.append(("clean", kind, tool, text)),
        }
        with open(path, encoding="utf-8") as fh:
            exec(compile(fh.read(), path, "exec"), ns)
        recs.extend(out)
    return recs


def main():
    sys.path.insert(0, os.path.join(HERE, "src"))
    import gen

    hand = load_hand()
    n_inj = int(os.environ.get("R8_GEN_INJ", "125"))
    n_cln = int(os.environ.get("R8_GEN_CLEAN", "125"))
    generated = gen.generate(SEED, n_inj, n_cln)
    lines = []
    for i, (label, kind, tool, text) in enumerate(hand, 1):
        lines.append({"id": f"r8h-{i:04d}", "label": label, "kind": kind, "tool": tool, "text": text.strip("\n")})
    for i, (label, kind, tool, text) in enumerate(generated, 1):
        lines.append({"id": f"r8g-{i:04d}", "label": label, "kind": kind, "tool": tool, "text": text.strip("\n")})
    with open(os.path.join(HERE, "results.jsonl"), "w", encoding="utf-8") as fh:
        for rec in lines:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    from collections import Counter
    c = Counter((r["label"], r["id"][:3]) for r in lines)
    print(dict(c), len(lines), file=sys.stderr)


if __name__ == "__main__":
    main()
