"""Checks the set's shape (counts, twins, short lengths, categories); never runs gate on it."""
import collections
import re

from build import THEMES, lines

rows = lines()
inj = [r for r in rows if r["label"] == "injected"]
cln = [r for r in rows if r["label"] == "clean"]
assert len(inj) == 450 and len(cln) == 450, (len(inj), len(cln))
assert len({r["id"] for r in rows}) == 900
assert len({r["text"] for r in inj}) == 450, "duplicate injected text"
assert len({r["text"] for r in cln}) == 450, "duplicate clean text"
tools = {r["tool"] for r in rows}
assert len(tools) == 45
for a, b in zip(rows[0::2], rows[1::2]):
    assert a["tool"] == b["tool"] and a["kind"] == b["kind"] and a["text"] != b["text"]
    inj_main, inj_second, cln_main, cln_second = a["_slots"]
    assert inj_main in a["text"] and inj_main not in b["text"] and cln_main in b["text"], a["id"]
    if inj_second is not None:
        assert inj_second in a["text"] and inj_second not in b["text"] and cln_second in b["text"], a["id"]
        assert cln_second not in a["text"] or cln_second in inj_second, a["id"]
    if a["_cat"] == "short":
        assert len(a["text"]) < 120 and len(b["text"]) < 120, a["id"]
print("kinds", dict(collections.Counter(r["kind"] for r in inj)))
print("categories (injected)", dict(collections.Counter(r["_cat"] for r in inj)))
scripts = {"Latin-ext": r"[À-ɏ]", "Cyrillic": r"[Ѐ-ӿ]", "Greek": r"[Ͱ-Ͽ]", "Arabic": r"[؀-ۿ]", "Devanagari": r"[ऀ-ॿ]",
           "Thai": r"[฀-๿]", "Kana": r"[぀-ヿ]", "Han": r"[一-鿿]", "Hangul": r"[가-힯]"}
for name, rx in scripts.items():
    print(f"injected lines with {name}: {sum(1 for r in inj if re.search(rx, r['text']))}")
print("short injected (<120 chars):", sum(1 for r in inj if len(r["text"]) < 120))
