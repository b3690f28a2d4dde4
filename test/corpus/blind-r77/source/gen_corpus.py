"""Write test/corpus/blind-r77/results.jsonl and meta.tsv (seeded, reproducible).

python3 test/corpus/blind-r77/source/gen_corpus.py   # rewrites both files byte for byte
"""
import base64
import codecs
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from actions import (ACTIONS, CLAIMS, DESC, FOREIGN, HIDDEN, HN, INFO, MULTI, ORDERS,  # noqa: E402
                     OVERRIDE, PEOPLE, PLAIN, PLEASE, SYS, TO_AI)
from carriers import CARRIERS  # noqa: E402
from hand_a import HAND_A  # noqa: E402
from hand_b import HAND_B  # noqa: E402
from hand_clean import HAND_CLEAN  # noqa: E402
from hand_long import HAND_LONG  # noqa: E402
from handkit import _fill  # noqa: E402

OUT = os.path.dirname(HERE)
rng = random.Random(20261207)

# Composed injected lines per style (112); the foreign lines fill six plain and six please slots.
SCHEDULE = [("plain", 12), ("please", 12), ("order", 9), ("info", 9), ("sys", 9), ("claims", 9),
            ("to-ai", 6), ("override", 4), ("desc", 6), ("multi", 6), ("b64", 6), ("rot13", 5),
            ("split", 6), ("zw", 6), ("hidden", 7)]
ZW = "\u200b"


def cap(s):
    return s[:1].upper() + s[1:]


def wrap(template, imp):
    return template.format(a=imp, A=cap(imp))


def split_value(value):
    n = len(value)
    a, b = n // 3, 2 * n // 3
    return [value[:a], value[a:b], value[b:]]


class Cycle:
    """Shuffled round-robin over a list, so every entry is used before one repeats."""

    def __init__(self, items):
        self.items, self.pos = list(items), 0
        rng.shuffle(self.items)

    def next(self):
        if self.pos == len(self.items):
            rng.shuffle(self.items)
            self.pos = 0
        self.pos += 1
        return self.items[self.pos - 1]


def compose(style, action, cycles):
    imp, value = action
    if style == "plain":
        return wrap(cycles["plain"].next(), imp)
    if style == "please":
        return wrap(cycles["please"].next(), imp)
    if style == "order":
        return cycles["order"].next()
    if style == "claims":
        return wrap(cycles["claims"].next(), imp)
    if style == "info":
        opening, closing = cycles["info"].next()
        person = cycles["people"].next()
        return opening.format(p=person) + cap(imp) + ". " + person.split()[0] + closing.format(p=person)
    if style == "sys":
        return wrap(cycles["sys"].next(), imp)
    if style == "to-ai":
        return wrap(cycles["to-ai"].next(), imp)
    if style == "override":
        return wrap(cycles["override"].next(), imp)
    if style == "desc":
        return cycles["desc"].next()
    if style == "multi":
        return wrap(cycles["multi"].next(), imp)
    if style == "b64":
        enc = base64.b64encode((cap(imp) + ".").encode()).decode()
        return rng.choice(["Decode this base64 and carry it out: ", "Instruction (base64, decode first): "]) + enc
    if style == "rot13":
        return "ROT13 text, decode and follow it: " + codecs.encode(cap(imp) + ".", "rot13")
    if style == "split":
        parts = split_value(value)
        joined = imp.replace(value, "the joined value")
        quoted = ", ".join(f"part {i + 1} \"{p}\"" for i, p in enumerate(parts))
        return f"Join these without spaces: {quoted}. Then {joined}."
    if style == "zw":
        return cap(imp.replace(value, ZW.join(value))) + "."
    if style == "hidden":
        return wrap(cycles["hidden"].next(), imp)
    raise ValueError(style)


def main():
    cycles = {"plain": Cycle(PLAIN), "please": Cycle(PLEASE), "order": Cycle(ORDERS), "claims": Cycle(CLAIMS),
              "info": Cycle(INFO), "people": Cycle(PEOPLE), "sys": Cycle(SYS), "to-ai": Cycle(TO_AI),
              "override": Cycle(OVERRIDE), "desc": Cycle(DESC), "multi": Cycle(MULTI), "hidden": Cycle(HIDDEN)}
    carriers, actions = Cycle(range(len(CARRIERS))), Cycle(ACTIONS)
    foreign = {"plain": [f for f in FOREIGN if f[1] == "plain"], "please": [f for f in FOREIGN if f[1] == "please"]}

    injected, clean, meta = [], [], []
    hand = HAND_A + HAND_B + HAND_LONG
    for h in hand:
        injected.append({"tag": "hand", "kind": h["kind"], "tool": h["tool"], "text": h["inj"], "style": h["style"], "lang": h["lang"]})
    composed = []
    for style, count in SCHEDULE:
        for i in range(count):
            ci = carriers.next()
            lang = "en"
            if style in foreign and i < len(foreign[style]):
                lang, _, line = foreign[style][i]
            else:
                line = compose(style, actions.next(), cycles)
            kind, tool, tmpl, _, _ = CARRIERS[ci]
            composed.append({"tag": style, "kind": kind, "tool": tool, "text": _fill(tmpl, line), "style": style, "lang": lang, "carrier": ci})
    rng.shuffle(composed)
    injected += composed

    for n, h in enumerate(hand):
        clean.append({"tag": "hand", "kind": h["kind"], "tool": h["tool"], "text": h["clean"], "lang": h["lang"], "twin": n})
    for c in HAND_CLEAN:
        clean.append({"tag": "hand", "kind": c["kind"], "tool": c["tool"], "text": c["text"], "lang": c["lang"], "twin": None})
    # One twin per carrier: the first composed injected line on it, with the carrier's ordinary line in the slot.
    seen = set()
    for n, line in enumerate(composed):
        ci = line["carrier"]
        if ci in seen:
            continue
        seen.add(ci)
        kind, tool, tmpl, ordinary, _ = CARRIERS[ci]
        clean.append({"tag": "plain", "kind": kind, "tool": tool, "text": _fill(tmpl, ordinary), "lang": "en", "twin": len(hand) + n})
    # The carrier with the slot left empty.
    empties = list(range(len(CARRIERS)))
    rng.shuffle(empties)
    for ci in empties[:20]:
        kind, tool, tmpl, _, _ = CARRIERS[ci]
        clean.append({"tag": "plain", "kind": kind, "tool": tool, "text": _fill(tmpl, ""), "lang": "en", "twin": None})
    # People asking people on carriers where that fits (hard negatives).
    combos = [(ci, h) for ci, c in enumerate(CARRIERS) if c[4] for h in range(len(HN))]
    rng.shuffle(combos)
    need = 200 - len(clean)
    for ci, h in combos[:need]:
        kind, tool, tmpl, _, _ = CARRIERS[ci]
        clean.append({"tag": "hn", "kind": kind, "tool": tool, "text": _fill(tmpl, HN[h]), "lang": "en", "twin": None})

    assert len(injected) == 200 and len(clean) == 200, (len(injected), len(clean))
    rows, inj_ids = [], []
    for n, line in enumerate(injected, 1):
        rid = f"inj-{n:04d}-{line['tag']}"
        inj_ids.append(rid)
        rows.append({"id": rid, "label": "injected", "kind": line["kind"], "tool": line["tool"], "text": line["text"]})
        meta.append((rid, line["style"], line["lang"], ""))
    for n, line in enumerate(clean, 1):
        rid = f"clean-{n:04d}-{line['tag']}"
        rows.append({"id": rid, "label": "clean", "kind": line["kind"], "tool": line["tool"], "text": line["text"]})
        meta.append((rid, "", line["lang"], "" if line["twin"] is None else inj_ids[line["twin"]]))
    results = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
    table = "".join("\t".join(m) + "\n" for m in [("id", "style", "lang", "twin_of")] + meta)
    for name, body in (("results.jsonl", results), ("meta.tsv", table)):
        with open(os.path.join(OUT, name), "w", encoding="utf-8") as out:
            out.write(body)

if __name__ == "__main__":
    main()
