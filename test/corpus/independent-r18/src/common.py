"""Shared helpers for round 18's independent set: a registry of hand-written twin pairs and small
carrier builders that render a record the way the named tool would return it."""
import json

PAIRS = []  # (kind, tool, lang, injected_text, clean_text)


def P(kind, tool, lang, inj, cln):
    assert inj != cln, (tool, inj)
    PAIRS.append((kind, tool, lang, inj, cln))


def J(obj):
    """A compact JSON body as an API returns it."""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def JP(obj):
    """A pretty-printed JSON body as a CLI prints it."""
    return json.dumps(obj, ensure_ascii=False, indent=2)
