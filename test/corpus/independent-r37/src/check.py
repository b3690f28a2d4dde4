"""Validates ../results.jsonl against the carriers and prints counts and the split (python3 stdlib only)."""
import hashlib
import html
import json
import os
import sys
from collections import Counter, defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import build  # noqa: E402
from common import CARRIERS, SLOT, csv_text, ics_escape, html_escape, j  # noqa: E402

SALT = "indep-r37-half"
errors = []


def fail(msg):
    errors.append(msg)


def half(tool):
    """Mirror of independentHalf in test/corpus/independent-split.ts: sha256(salt:tool), first byte's low bit."""
    return "apart" if hashlib.sha256(f"{SALT}:{tool}".encode()).digest()[0] & 1 else "shaping"


def encodings(s):
    """The ways a carrier may write its special text: raw, JSON string, CSV field, iCalendar, HTML text/attr, comment."""
    return {s, j(s)[1:-1], csv_text([[s]]), ics_escape(s), html_escape(s),
            html_escape(s).replace('"', "&quot;"), s.replace("--", "—")}


def main():
    path = build.OUT
    rows = []
    with open(path, encoding="utf-8") as f:
        for k, raw in enumerate(f, start=1):
            try:
                rows.append(json.loads(raw))
            except json.JSONDecodeError as e:
                fail(f"line {k}: not JSON ({e})")
    if len(rows) != 900:
        fail(f"{len(rows)} lines, want 900")
    ids = Counter(r.get("id") for r in rows)
    for i, c in ids.items():
        if c > 1:
            fail(f"duplicate id {i}")
    texts = Counter(r.get("text") for r in rows)
    for t, c in texts.items():
        if c > 1:
            fail(f"duplicate text {t[:60]!r}")
    by_num = defaultdict(dict)
    for r in rows:
        if list(r) != ["id", "label", "kind", "tool", "text"]:
            fail(f"{r.get('id')}: fields {list(r)}")
        lab = r.get("label")
        if lab not in ("injected", "clean"):
            fail(f"{r.get('id')}: label {lab}")
        tag = {"injected": "inj", "clean": "cln"}.get(lab)
        if not (isinstance(r.get("id"), str) and r["id"].startswith(f"r37-{tag}-") and len(r["id"]) == 12):
            fail(f"{r.get('id')}: id does not match label {lab}")
        by_num[r["id"][-4:]][lab] = r
    # Twins: same tool and kind; each text equal to its carrier's frame with only the special text between.
    want, _langs = build.lines()
    built = {(w["id"]): w for w in want}
    order = build.pairs()
    specials = Counter()
    for i, (c, n) in enumerate(order, start=1):
        num = f"{i:04d}"
        pair = by_num.get(num, {})
        if set(pair) != {"injected", "clean"}:
            fail(f"pair {num}: labels {sorted(pair)}")
            continue
        a, b = pair["injected"], pair["clean"]
        if (a["tool"], a["kind"]) != (b["tool"], b["kind"]) or a["tool"] != c.tool or a["kind"] != c.kind:
            fail(f"pair {num}: tool/kind differ")
        v = c.values(__import__("common").rng_for(c.tool, n))
        frame = c.render(v, SLOT)
        if frame.count(SLOT) != 1:
            fail(f"{c.tool}: frame has {frame.count(SLOT)} slots")
            continue
        pre, post = frame.split(SLOT)
        inj, cln = c.pairs[n - 1]
        if inj == cln:
            fail(f"pair {num}: twins' special texts are equal")
        for line, special in ((a, inj), (b, cln)):
            t = line["text"]
            if built.get(line["id"], {}).get("text") != t:
                fail(f"{line['id']}: not the built text")
            if not (t.startswith(pre) and t.endswith(post) and len(t) >= len(pre) + len(post)):
                fail(f"{line['id']}: differs from the carrier's frame outside the special text")
                continue
            mid = t[len(pre):len(t) - len(post)]
            if mid not in encodings(special):
                fail(f"{line['id']}: special text not found in its encoded form")
            specials[special] += 1
    for s, k in specials.items():
        if k > 1:
            fail(f"special text used in {k} lines: {s[:60]!r}")
    langs_of = defaultdict(set)
    for c in CARRIERS:
        langs_of[c.tool].update(c.lang_of(n) for n in range(8, 11))
        if len(c.pairs) != 10:
            fail(f"{c.tool}: {len(c.pairs)} pairs")
    for tool, ls in langs_of.items():
        if len(ls) != 1:
            fail(f"{tool}: other languages {ls}")
    if len({c.tool for c in CARRIERS}) != 45:
        fail("want 45 distinct tools")

    # Counts.
    lab = Counter(r["label"] for r in rows)
    print("labels:", dict(lab))
    kinds = Counter((r["kind"], r["label"]) for r in rows)
    print("kinds (lines, injected/clean):", {k: f"{kinds[(k, 'injected')]}/{kinds[(k, 'clean')]}"
                                            for k in sorted({k for k, _ in kinds})})
    lang = Counter(c.lang_of(n) for c, n in order)
    print(f"languages (pairs): en {lang['en']}, other {450 - lang['en']} ({len(lang) - 1} languages):",
          ", ".join(f"{k} {v}" for k, v in sorted(lang.items()) if k != "en"))
    if "--split" not in sys.argv:
        finish()
        return
    split = Counter((half(r["tool"]), r["label"]) for r in rows)
    print("split (lines): " + ", ".join(f"{h} {l} {split[(h, l)]}" for h in ("shaping", "apart") for l in ("injected", "clean")))
    kh = Counter((c.kind, half(c.tool)) for c, n in order)
    print("split by kind (pairs, apart/shaping):", {k: f"{kh[(k, 'apart')]}/{kh[(k, 'shaping')]}" for k in sorted({c.kind for c in CARRIERS})})
    le = Counter((half(c.tool), c.lang_of(n) == "en") for c, n in order)
    print(f"split by language (pairs): apart en {le[('apart', True)]} other {le[('apart', False)]}; "
          f"shaping en {le[('shaping', True)]} other {le[('shaping', False)]}")
    print("apart tools:", ", ".join(sorted(c.tool for c in CARRIERS if half(c.tool) == "apart")))
    finish()


def finish():
    if errors:
        print(f"\n{len(errors)} errors:")
        for e in errors[:50]:
            print(" -", e)
        sys.exit(1)
    print("ok")


if __name__ == "__main__":
    main()
