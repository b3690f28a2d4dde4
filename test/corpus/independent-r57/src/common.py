"""Shared helpers for the round-57 independent set: every line is written by hand in the theme files."""
import base64
from urllib.parse import quote

ZW = "\u200b"  # zero-width space, used inside a key word of some disguised lines


def b64(s):
    return base64.b64encode(s.encode("utf-8")).decode("ascii")


def pct(s):
    return quote(s, safe="")


def spaced(s):
    return " ".join(s)


# Each theme module appends (tool, kind, carrier, pairs). A pair is
# (category, injected_main, clean_main), or for "split" (category, injected_main, injected_second, clean_main,
# clean_second);
# carrier(i, main, second) returns the whole result text; second is None for the carrier's ordinary value.
# Category "short" pairs are whole results (no carrier), under 120 characters.
CATEGORIES = (
    "role",  # addresses the reader by a role label
    "noimp",  # no imperative verb at the line start
    "key",  # the order sits in a value whose key names the reader
    "ask",  # a question or polite request to a named assistant
    "disguise",  # spaced letters, zero-width, homoglyph, base64 or URL-encoded order
    "false",  # a falsehood to repeat, stated in plain prose
    "split",  # the order is split across two places of one result
    "short",  # under 120 characters in all
    "lang",  # in a language other than English
)
