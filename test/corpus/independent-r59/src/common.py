"""Shared helpers for the round-59 independent set: encoders for disguised lines, and the pair shape.

Each theme module exports TOOLS: a list of (tool_name, kind, carrier, default_b, pairs). A carrier is a
function (n, a, b) -> text where n is the pair's index (for small per-result variation), a the main slot and
b a second place in the same result (a footer, another field; default_b when the pair gives none); a pair is
(category, injected, clean) where each side is the main slot alone or a 2-tuple (main slot, second place).
Categories are for the README's counts only; they never reach results.jsonl.
"""
import base64
import json
import urllib.parse

ZW = "\u200b"


def b64(s):
    return base64.b64encode(s.encode("utf-8")).decode("ascii")


def pct(s):
    return urllib.parse.quote(s, safe="")


def spaced(s):
    return " ".join(s)


def zw(word):
    """A zero-width space after the first letter of a word."""
    return word[0] + ZW + word[1:]


def js(obj):
    return json.dumps(obj, ensure_ascii=False)


def pick(seq, n):
    return seq[n % len(seq)]


def sides(side, default_b):
    if isinstance(side, tuple):
        return side
    return side, default_b
