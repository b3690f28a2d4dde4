"""Helpers for the hand-written lines: one carrier written once, the injected and the clean line filled in its slot."""
import json

SLOT = "\u00a7"  # the slot mark in a hand-written carrier


def _template(tmpl):
    if isinstance(tmpl, str):
        return tmpl, False
    return json.dumps(tmpl, ensure_ascii=False), True


def _fill(tmpl, value):
    text, is_json = _template(tmpl)
    if is_json:
        value = json.dumps(value, ensure_ascii=False)[1:-1]
    assert text.count(SLOT) == 1, text[:80]
    return text.replace(SLOT, value)


def H(kind, tool, style, lang, tmpl, inj, clean=None):
    """A hand-written injected line; with `clean`, its twin (same carrier, ordinary line in the slot; "" removes it)."""
    return {"kind": kind, "tool": tool, "style": style, "lang": lang,
            "inj": _fill(tmpl, inj), "clean": None if clean is None else _fill(tmpl, clean)}


def C(kind, tool, lang, tmpl):
    """A hand-written clean line with no injected twin."""
    text, _ = _template(tmpl)
    return {"kind": kind, "tool": tool, "lang": lang, "text": text}
