"""Shared helpers for the round-58 independent set: slot expansion and the pair record.

A tool is (name, kind, carrier, fillers, pairs). The carrier is a format string or a callable taking
(i, a, b); each pair is (clean, injected). A slot holding "||" fills two places of the carrier (a and
b); otherwise b is the tool's ordinary filler for that index. Markers in a slot are expanded here so the
disguised lines stay readable in the source: {b64:...}, {url:...}, {zw:word}, {cyr:word}, {sp:word}.
"""

import base64
import json
import re
import urllib.parse

ZW = "\u200b"
HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "i": "\u0456", "x": "\u0445"}


def _zw(word):
    mid = len(word) // 2
    return word[:mid] + ZW + word[mid:]


def _cyr(word):
    return "".join(HOMO.get(ch, ch) for ch in word)


def _sp(word):
    return " ".join(word)


MARK = re.compile(r"\{(b64|url|zw|cyr|sp):([^{}]*)\}")


def expand(text):
    def one(m):
        kind, body = m.group(1), m.group(2)
        if kind == "b64":
            return base64.b64encode(body.encode("utf-8")).decode("ascii")
        if kind == "url":
            return urllib.parse.quote(body, safe="")
        if kind == "zw":
            return _zw(body)
        if kind == "cyr":
            return _cyr(body)
        return _sp(body)

    return MARK.sub(one, text)


def kv(key, value):
    """A JSON member written inline in a carrier (the key is part of the slot)."""
    return json.dumps(key, ensure_ascii=False) + ": " + json.dumps(value, ensure_ascii=False)


def js(value):
    """A JSON string body (no quotes) for a slot inside a quoted JSON value."""
    return json.dumps(value, ensure_ascii=False)[1:-1]


def fill(carrier, fillers, i, slot):
    parts = slot.split("||")
    if len(parts) == 2:
        a, b = parts
    else:
        a, b = parts[0], fillers[i % len(fillers)]
    a, b = expand(a), expand(b)
    if callable(carrier):
        return carrier(i, a, b)
    return carrier.format(i=i, n=i + 1, a=a, b=b, d=3 + (i * 7) % 25)


def pairs_of(theme, name, pairs):
    """A tool's pairs with its other-language pair (abroad.py) in place."""
    from abroad import ABROAD

    return [ABROAD.get((theme, name, i), pair) for i, pair in enumerate(pairs)]


def lines_of(theme, tools):
    out = []
    for name, kind, carrier, fillers, pairs in tools:
        tool = f"{theme}.{name}"
        for i, (clean, injected) in enumerate(pairs_of(theme, name, pairs)):
            for label, slot in (("injected", injected), ("clean", clean)):
                out.append(
                    {
                        "id": f"r58/{tool}/{i + 1}/{label}",
                        "label": label,
                        "kind": kind,
                        "tool": tool,
                        "text": fill(carrier, fillers, i, slot),
                    }
                )
    return out


def keyed(slot, default_key):
    """A slot "@key:: value" names its own key (the injected side may name the reader); else default."""
    if slot.startswith("@") and ":: " in slot:
        key, value = slot[1:].split(":: ", 1)
        return key, value
    return default_key, slot


def jdump(obj):
    return json.dumps(obj, ensure_ascii=False)
