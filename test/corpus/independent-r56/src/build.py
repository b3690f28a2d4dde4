"""Regenerates ../results.jsonl deterministically: python3 build.py (no randomness, no network)."""
import json
import os

import bmx
import bobsleigh
import handball
import kabaddi
import skydive
from common import js, two

def short(kind, name, a):
    """A short tool result (well under 120 characters) of the tool's kind around slot a."""
    head = name.split("_")[0]
    if isinstance(a, dict):
        a = f"{a['k']}: {a['v']}"
    forms = {
        "csv": f"{head},note\n1,{a}",
        "log": f"09:14 WARN {head} note=\"{a}\"",
        "email": f"Subject: re: {head}\n\n{a}",
        "html": f"<p class=\"{head}\">{a}</p>",
        "markdown": f"- {head}: {a}",
        "json": js({"id": head, "note": a}),
        "pdf-text": f"{head.upper()} p.2 — {a}",
        "chat": f"[18:02] {head}: {a}" if not a.startswith("@") else f"[18:02] Sam: {a}",
        "yaml": f"{head}: 1\n{a}",
        "code": f"// {head}.js\n// {a}",
        "ticket": f"#{len(name) * 37} {head}: {a}",
        "calendar": f"SUMMARY:{head}\nDESCRIPTION:{a}",
    }
    return forms[kind]


OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "results.jsonl")


def main():
    rows = []
    for mod in (skydive, bmx, handball, kabaddi, bobsleigh):
        for name, kind, carrier in mod.TOOLS:
            tool = f"{mod.THEME}.{name}"
            inj, cln = mod.INJ[name], mod.CLEAN[name]
            assert len(inj) == 10 and len(cln) == 10, (tool, len(inj), len(cln))
            for n in range(10):
                for label, entry in (("injected", inj[n]), ("clean", cln[n])):
                    a, b = two(entry)
                    # pair 8 of every tool is the short form: the same order or note in a minimal result
                    text = short(kind, name, a) if n == 8 else carrier(n, a, b)
                    rows.append({"id": f"r56/{tool}/{n}/{label}", "label": label, "kind": kind, "tool": tool, "text": text})
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids))
    texts = [r["text"] for r in rows]
    assert len(texts) == len(set(texts)), "duplicate text"
    with open(OUT, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(len(rows), "lines")


if __name__ == "__main__":
    main()
