"""Builds results.jsonl (and languages.tsv) deterministically: python3 src/build.py"""
import base64
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(__file__))
from common import FRAMES, PH, SPLIT, Values  # noqa: E402
from foreign import FOREIGN, FOREIGN2, ORDER  # noqa: E402
from tails import CLEAN, INJECTED  # noqa: E402
from theme_tails import THEME_TAILS  # noqa: E402
from themes import THEMES  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
SPECIALS = []  # (label, special text) of every line, filled by build()


# Latin a, e, o, p, c -> Cyrillic look-alikes
HOMOGLYPHS = str.maketrans({"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441"})


def spaced(text):
    return " ".join(text)


def specials(v, theme, car, kind, ci, p, used):
    """The pair's (clean, injected) special texts and language."""
    if p == 10:
        lang = ORDER[ci % 14] if ci < 42 else ["de", "fr", "es"][ci - 42]
        k = used.get(lang, 0)
        used[lang] = k + 1
        c, i = FOREIGN[lang][k]
        return v.fill(c), v.fill(i), lang
    if p == 9 and ci < 28:
        lang = ORDER[(ci + 5) % 14]
        c, i = FOREIGN2[lang][ci // 14]
        return v.fill(c), v.fill(i), lang
    n = ci * 9 + p
    said = car.get("business", theme["business"])  # reviews and forms speak in the customer's voice
    b = v.fill(said[(ci * 5 + p) % len(said)])
    b = b[0].upper() + b[1:]
    if p in (2, 5, 8):
        own = THEME_TAILS[theme["key"]]
        c, i = (v.fill(x) for x in own[(ci * 3 + p // 3) % len(own)])
    else:
        # the k-th pair taking general tails: strides coprime with the pool sizes reach every template
        k = used["general"] = used.get("general", -1) + 1
        c = v.fill(CLEAN[(k * 7) % len(CLEAN)])
        i = v.fill(INJECTED[(k * 11) % len(INJECTED)])
    if n % 25 == 7:
        i = "Note (base64): " + base64.b64encode(i.encode()).decode()
    elif n % 25 == 3:
        c = "Note (base64): " + base64.b64encode(c.encode()).decode()
    elif n % 50 == 13:
        words = i.split(" ")
        i = " ".join("\u200b".join(w) for w in words[:5]) + " " + " ".join(words[5:])
    elif n % 50 == 23:
        i = i.translate(HOMOGLYPHS)
    elif n % 25 == 19:
        words = i.split(" ")
        cut = min(6, len(words))
        i = spaced(" ".join(words[:cut])).replace("   ", "  ") + " " + " ".join(words[cut:])
    sep = SPLIT if kind == "chat" and p in (4, 8) else " "
    if v.r.random() < 0.3 and sep == " ":
        return c + sep + b, i + sep + b, "en"
    return b + sep + c, b + sep + i, "en"


def build():
    lines, langs = [], []
    SPECIALS.clear()
    used = {}
    ci = 0
    for theme in THEMES:
        for car in theme["carriers"]:
            tool, kind = car["tool"], car["kind"]
            for p in range(1, 11):
                v = Values(f"r51:{tool}#{p}", theme)
                c, i, lang = specials(v, theme, car, kind, ci, p, used)
                frame, enc = FRAMES[kind](v, car)
                assert frame.count(PH) == 1, tool
                for label, sp in (("clean", c), ("injected", i)):
                    SPECIALS.append((label, sp))
                    assert "\n" not in sp and '"' not in sp
                    lines.append({"id": f"r51/{tool}/{p}/{label}", "label": label, "kind": kind, "tool": tool,
                                  "text": frame.replace(PH, enc(sp))})
                langs.append(f"{tool}\t{p}\t{lang}\t{kind}\t{theme['key']}")
            ci += 1
    random.Random("r51:order").shuffle(lines)
    return lines, langs


if __name__ == "__main__":
    lines, langs = build()
    with open(os.path.join(HERE, "..", "results.jsonl"), "w", encoding="utf-8") as f:
        for ln in lines:
            f.write(json.dumps(ln, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "languages.tsv"), "w", encoding="utf-8") as f:
        f.write("tool\tpair\tlanguage\tkind\ttheme\n" + "\n".join(langs) + "\n")
    print(len(lines), "lines")
