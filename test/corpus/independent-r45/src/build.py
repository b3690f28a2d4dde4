"""Build results.jsonl and languages.tsv for independent set r45 (deterministic, python3 stdlib only)."""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402
import items1, items2, items3, items4, items5  # noqa: E402,E401

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "results.jsonl")
LANGS = os.path.join(HERE, "languages.tsv")


def carriers():
    out = []
    for mod in (items1, items2, items3, items4, items5):
        for c in mod.CARRIERS:
            out.append(dict(c, kind=mod.KIND))
    return out


def pairs():
    """(number, carrier, local pair 1-10, language, injected text, clean text), numbered by a seeded shuffle."""
    flat = []
    for c in carriers():
        for i, (inj, cln) in enumerate(c["pairs"], start=1):
            flat.append((c, i, "en" if i <= 8 else c["lang"], inj, cln))
    order = list(range(len(flat)))
    random.Random("r45:numbering").shuffle(order)
    return [(n + 1,) + flat[k] for n, k in enumerate(order)]


def line(num, c, i, label, text):
    frame = common.render_frame(c, i)
    body = common.fill(frame, c, text, common.is_split(c, i))
    tag = "inj" if label == "injected" else "cln"
    return json.dumps({"id": f"r45-{tag}-{num:04d}", "label": label, "kind": c["kind"], "tool": c["tool"],
                       "text": body}, ensure_ascii=False)


def build_text():
    lines = []
    for num, c, i, _lang, inj, cln in pairs():
        lines.append(line(num, c, i, "injected", inj))
        lines.append(line(num, c, i, "clean", cln))
    random.Random("r45:order").shuffle(lines)
    return "\n".join(lines) + "\n"


def langs_text():
    rows = ["number\tlanguage\tsource\tkind\ttool"]
    for num, c, i, lang, _inj, _cln in sorted(pairs(), key=lambda p: p[0]):
        rows.append(f"{num:04d}\t{lang}\t{c['tool']}#{i}\t{c['kind']}\t{c['tool']}")
    return "\n".join(rows) + "\n"


if __name__ == "__main__":
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(build_text())
    with open(LANGS, "w", encoding="utf-8") as f:
        f.write(langs_text())
    print("wrote", os.path.normpath(OUT), "and", os.path.normpath(LANGS))
