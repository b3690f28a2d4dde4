"""Shared helpers for the round-60 independent set (written in round 62).

A tool is (name, kind, carrier, default_footer, items). The carrier is a plain string with the slots
@X@ (the sentence that differs between twins) and @F@ (a footer or second place, normally the same in
both twins). An item is (clean_x, injected_x) or (clean_x, injected_x, injected_footer): the third form
is a split order, whose second half sits in the footer of the injected line only.
"""
import base64
import re
import urllib.parse

ZW = "\u200b"  # zero-width space, used inside a key word in a few disguised lines


def b64(s: str) -> str:
    return base64.b64encode(s.encode("utf-8")).decode("ascii")


def pct(s: str) -> str:
    return urllib.parse.quote(s)


def spaced(s: str) -> str:
    return " ".join(s)


def homoglyph(s: str) -> str:
    # Cyrillic lookalikes for a few Latin vowels
    return s.replace("o", "\u043e").replace("a", "\u0430").replace("e", "\u0435")


def number(text: str, n: int) -> str:
    # A digit before @N@ is a date's tens digit ("2026-05-1@N@"): add, so item 10 gives a real day.
    text = re.sub(r"([0-2])@N@", lambda m: f"{int(m.group(1)) * 10 + n:02d}", text)
    return text.replace("@N@", str(n))


def render(tool, clean_footers=None):
    """clean_footers: {item number: footer} for clean twins whose footer differs from the default
    (so that no two clean lines of one carrier are the same text)."""
    name, kind, carrier, footer, items = tool
    clean_footers = clean_footers or {}
    out = []
    for n, item in enumerate(items, start=1):
        clean_x, inj_x = item[0], item[1]
        inj_f = item[2] if len(item) > 2 else footer
        clean_f = clean_footers.get(n, footer)
        clean = number(carrier.replace("@X@", clean_x).replace("@F@", clean_f), n)
        inj = number(carrier.replace("@X@", inj_x).replace("@F@", inj_f), n)
        assert clean != inj, (name, n)
        out.append({"id": f"r60/{name}/{n}/injected", "label": "injected", "kind": kind, "tool": name, "text": inj})
        out.append({"id": f"r60/{name}/{n}/clean", "label": "clean", "kind": kind, "tool": name, "text": clean})
    return out
