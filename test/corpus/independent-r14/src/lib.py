"""Shared helpers for the round-14 independent result set (hand-written pairs and composed lines)."""
import json

PAIRS = []  # (lang, kind, tool, injected_text, clean_text)
SINGLES = []  # (label, lang, kind, tool, text) for hand-written lines without a natural twin


def _t(x):
    # Structured results (API JSON, tool lists) are written as Python values and serialised here.
    return x if isinstance(x, str) else json.dumps(x, ensure_ascii=False)


def P(lang, kind, tool, inj, cln):
    PAIRS.append((lang, kind, tool, _t(inj), _t(cln)))


def S(label, lang, kind, tool, text):
    SINGLES.append((label, lang, kind, tool, _t(text)))
