"""Shared helpers for the round-56 independent set: carriers take (i, a, b) and place slot a (the line
that differs between twins) and slot b (a second place, used by split injections) in one tool result."""
import base64
import json

NEUTRAL_B = ""


def put(d, field, a):
    """Place a slot in a JSON record: a dict slot names its own key (a reader-named key), else `field`."""
    if isinstance(a, dict):
        d[a["k"]] = a["v"]
    elif a:
        d[field] = a
    return d


def js(d):
    return json.dumps(d, ensure_ascii=False)


def pick(seq, i):
    return seq[i % len(seq)]


def two(entry):
    """An entry is a slot, or a (first place, second place) pair for an order split across two places."""
    if isinstance(entry, tuple):
        return entry[0], entry[1]
    return entry, NEUTRAL_B


def b64(s):
    """Base64 of a phrase, for disguised orders a line asks to be decoded (computed, not pasted)."""
    return base64.b64encode(s.encode()).decode()
