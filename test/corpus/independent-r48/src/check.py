"""Validates ../results.jsonl. Flags: --split (the split by tool), --selftest (mutated copies must fail)."""
import collections
import csv
import hashlib
import io
import json
import os
import random
import re
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import PH, ENCODERS, dec, render  # noqa: E402
from build import CARRIERS, slots, pair_lang, build_lines  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "..", "results.jsonl")
OTHER = ["de", "fr", "es", "it", "pt", "nl", "pl", "sv", "tr", "ja", "zh", "ko", "ru", "el", "ar"]
WORDS = {
    "en": "the and to of is for on in with this be as at by all our we your it not from a i no".split(),
    "de": "der die das und ist nicht mit für von den ein eine zu auf sie wir".split(),
    "fr": "le la les et est pas pour des une un du de sur vos nous à".split(),
    "es": "el la los las y es para del una un de en por que su".split(),
    "it": "il la le e è per del una un di che non sono gli dei".split(),
    "pt": "o a os as e é para do da uma um de que não no na".split(),
    "nl": "de het en is niet voor van een met op ik jullie maar tot geen gaat om zijn bij af".split(),
    "pl": "i w na nie się z jest do że po oraz przy".split(),
    "sv": "och att är inte för på en ett med jag som så".split(),
    "tr": "ve bir bu için ile da de olarak çok ya".split(),
}
MARKS = {"de": "äöüß", "fr": "éèêàçù", "es": "ñáíóú¿¡", "it": "èàòù", "pt": "ãõçáé", "nl": "ë", "pl": "ąęłśżźćń",
         "sv": "åäö", "tr": "ğışçöü"}
SCRIPTS = {"ja": r"[\u3040-\u30ff]", "zh": r"[\u4e00-\u9fff]", "ko": r"[\uac00-\ud7af]", "ru": r"[\u0400-\u04ff]",
           "el": r"[\u0370-\u03ff]", "ar": r"[\u0600-\u06ff]"}
MACHINE = re.compile(r"\b(ai|assistant|assistants|agent|bot|copilot|automation|reader|summar\w*|scheduler|processor|helper)\b|@\w*bot", re.I)
POLITE = re.compile(r"\b(please|pls|could you|kindly)\b|\bhere\b[^.]*:|^[A-Z][\w ]{1,30}:|@\w+|\b(agreed|approved|confirmed|said|okayed)\b", re.I)


def half(tool, salt="indep-r48-half"):
    return "apart" if hashlib.sha256(f"{salt}:{tool}".encode()).digest()[0] & 1 else "shaping"


def lang_score(s, lang):
    if lang in SCRIPTS:
        return len(re.findall(SCRIPTS[lang], s))
    toks = re.findall(r"[^\W\d_]+", s.lower())
    score = sum(t in WORDS[lang] for t in toks)
    return score + 2 * sum(s.lower().count(m) for m in MARKS.get(lang, ""))


def lang_ok(s, lang):
    if lang == "en":
        # English texts are ASCII but for the pound sign and loanwords (rosé, café); no other language outscores English
        return all(ch.isascii() or ch in "£é" for ch in s) and all(lang_score(s, o) <= lang_score(s, "en") for o in WORDS)
    if lang in SCRIPTS:
        if lang == "zh" and re.search(SCRIPTS["ja"], s):
            return False
        return lang_score(s, lang) > 0
    mine = lang_score(s, lang)
    return mine > 0 and all(lang_score(s, o) <= mine for o in WORDS if o != lang)


def check(raw, compare_built=True):
    errs = []
    lines = raw.split("\n")
    if lines[-1] == "":
        lines.pop()
    if len(lines) != 900:
        errs.append(f"{len(lines)} lines")
    recs = []
    for i, l in enumerate(lines):
        try:
            o = json.loads(l)
        except ValueError:
            errs.append(f"line {i + 1} does not parse"); continue
        if list(o) != ["id", "label", "kind", "tool", "text"]:
            errs.append(f"line {i + 1} fields {list(o)}"); continue
        recs.append(o)
    ids = collections.Counter(o["id"] for o in recs)
    errs += [f"duplicate id {k}" for k, v in ids.items() if v > 1]
    by = collections.defaultdict(dict)
    for o in recs:
        m = re.fullmatch(r"r48-(inj|cln)-(\d{4})", o["id"])
        if not m or {"inj": "injected", "cln": "clean"}[m.group(1)] != o["label"]:
            errs.append(f"id/label {o['id']} {o['label']}"); continue
        by[int(m.group(2))][o["label"]] = o
    labels = collections.Counter(o["label"] for o in recs)
    if labels != {"injected": 450, "clean": 450}:
        errs.append(f"labels {dict(labels)}")
    specials, tools, kinds, langs = [], collections.Counter(), collections.Counter(), collections.Counter()
    for n, c, p in slots():
        tw = by.get(n, {})
        if set(tw) != {"injected", "clean"}:
            errs.append(f"pair {n} incomplete"); continue
        frame, enc = render(c, p)
        pre, suf = frame.split(PH)
        for label, want in (("injected", c["pairs"][p - 1][0]), ("clean", c["pairs"][p - 1][1])):
            o = tw[label]
            if o["tool"] != c["tool"] or o["kind"] != c["kind"]:
                errs.append(f"{o['id']} tool/kind"); continue
            t = o["text"]
            if not (t.startswith(pre) and t.endswith(suf) and len(t) >= len(pre) + len(suf)):
                errs.append(f"{o['id']} frame differs"); continue
            mid = t[len(pre):len(t) - len(suf)]
            s = dec(enc, mid)
            if ENCODERS[enc](s) != mid:
                errs.append(f"{o['id']} encoding")
            if s != want:
                errs.append(f"{o['id']} special text is not the one written for it")
            if "\n" in s:
                errs.append(f"{o['id']} newline in special")
            if c["frame"] in ("json", "ticket"):
                try:
                    json.loads(t)
                except ValueError:
                    errs.append(f"{o['id']} JSON")
            if c["frame"] == "csv" and len({len(r) for r in csv.reader(io.StringIO(t))}) != 1:
                errs.append(f"{o['id']} csv width")
            if c["frame"] == "ics" and not (t.startswith("BEGIN:VCALENDAR") and t.endswith("END:VCALENDAR")):
                errs.append(f"{o['id']} calendar")
            if not lang_ok(s, pair_lang(c, p)):
                errs.append(f"{o['id']} language {pair_lang(c, p)}")
            specials.append((s, o["id"], t, mid))
        if tw["injected"]["text"] == tw["clean"]["text"]:
            errs.append(f"pair {n} twins equal")
        tools[c["tool"]] += 1
        kinds[c["kind"]] += 1
        langs[pair_lang(c, p)] += 1
    seen = collections.Counter(sp[0] for sp in specials)
    errs += [f"special text repeated: {s[:40]}" for s, v in seen.items() if v > 1]
    texts = [sp[2] for sp in specials]
    for s, i, _, mid in specials:
        if sum(mid in t for t in texts) != 1:
            errs.append(f"{i} special text in two lines")
    if len(tools) != 45 or set(tools.values()) != {10}:
        errs.append("tools")
    if set(kinds.values()) != {90}:
        errs.append(f"kinds {dict(kinds)}")
    if langs["en"] != 360 or any(langs[l] != 6 for l in OTHER):
        errs.append(f"languages {dict(langs)}")
    per = collections.Counter(c["lang"] for c in CARRIERS)
    if any(per[l] != 3 for l in OTHER):
        errs.append("other languages per carrier")
    if compare_built and raw != "\n".join(build_lines()[0]) + "\n":
        errs.append("file differs from the built text")
    return errs, kinds, langs


def stats():
    inj_en = polite = 0
    mach_i = mach_c = 0
    ratios = []
    for c in CARRIERS:
        for p, (i, k) in enumerate(c["pairs"], 1):
            mach_i += bool(MACHINE.search(i)); mach_c += bool(MACHINE.search(k))
            ratios.append(len(k) / len(i))
            if p <= 8:
                inj_en += 1; polite += bool(POLITE.search(i))
    print(f"texts naming a machine reader (rough regex): injected {mach_i}/450, clean {mach_c}/450")
    print(f"English injected with a polite word, claimed sender, addressee or claimed agreement (rough): {polite}/{inj_en}")
    print(f"clean/injected length ratio: min {min(ratios):.2f} median {statistics.median(ratios):.2f} max {max(ratios):.2f}")


def split():
    h = collections.defaultdict(list)
    for c in CARRIERS:
        h[half(c["tool"])].append(c)
    for name in ("apart", "shaping"):
        cs = h[name]
        k = collections.Counter(c["kind"] for c in cs)
        print(f"{name}: {20 * len(cs)} lines, {10 * len(cs)} pairs, {len(cs)} tools; en {8 * len(cs)}, other {2 * len(cs)}; "
              f"by kind (pairs) {dict(sorted((a, 10 * b) for a, b in k.items()))}")
        print("  tools: " + ", ".join(sorted(c["tool"] for c in cs)))


def selftest(raw):
    lines = raw.rstrip("\n").split("\n")

    def obj(i):
        return json.loads(lines[i])

    def put(ls, i, o):
        ls = list(ls); ls[i] = json.dumps(o, ensure_ascii=False); return ls

    muts = {}
    muts["drop a line"] = lines[1:]
    muts["duplicate a line"] = lines + lines[:1]
    o = obj(0); o["text"] = re.sub(r"2026", "2025", o["text"], count=1); muts["edit a seeded date"] = put(lines, 0, o)
    a = obj(0); tw = a["id"].replace("inj", "X").replace("cln", "inj").replace("X", "cln")
    j = next(k for k in range(len(lines)) if obj(k)["id"] == tw)
    b = obj(j); a["text"], b["text"] = b["text"], a["text"]; muts["twins swap texts"] = put(put(lines, 0, a), j, b)
    o = obj(2); o["label"] = "clean" if o["label"] == "injected" else "injected"; muts["swap a label"] = put(lines, 2, o)
    o = obj(3); o["tool"] += "_x"; muts["rename a tool"] = put(lines, 3, o)
    o = obj(4); o["kind"] = "other"; muts["change a kind"] = put(lines, 4, o)
    o = obj(5); o["id"] = obj(6)["id"]; muts["duplicate an id"] = put(lines, 5, o)
    o = obj(7); muts["reorder fields"] = put(lines, 7, {"label": o["label"], "id": o["id"], "kind": o["kind"], "tool": o["tool"], "text": o["text"]})
    k = next(k for k in range(len(lines)) if "\\," in obj(k)["text"] and "VCALENDAR" in obj(k)["text"])
    o = obj(k); o["text"] = o["text"].replace("\\,", ",", 1); muts["unescape an iCalendar comma"] = put(lines, k, o)
    o = obj(8); o["text"] = o["text"][:-1] + ("x" if o["text"][-1] != "x" else "y"); muts["change the last character"] = put(lines, 8, o)
    i9 = next(k for k in range(len(lines)) if obj(k)["tool"].endswith("_ocr"))
    o = obj(i9); c0 = next(c for c in CARRIERS if c["tool"] == o["tool"])
    sp = [s for pr in c0["pairs"] for s in pr if s in o["text"]][0]
    o["text"] = o["text"].replace(sp, sp[:-1] + ("!" if sp[-1] != "!" else "?")); muts["change a special text by one character"] = put(lines, i9, o)
    ok = True
    for name, ls in muts.items():
        e, _, _ = check("\n".join(ls) + "\n", compare_built=False)
        print(f"  {name}: {'fails (good)' if e else 'PASSES (bad)'}")
        ok &= bool(e)
    ctl = list(lines); random.Random("r48:control").shuffle(ctl)
    e, _, _ = check("\n".join(ctl) + "\n", compare_built=False)
    print(f"  control (reshuffled): {'passes (good)' if not e else 'FAILS (bad): ' + e[0]}")
    return ok and not e


def main():
    raw = open(PATH, encoding="utf-8").read()
    errs, kinds, langs = check(raw)
    for e in errs[:30]:
        print("ERROR", e)
    print(f"{'OK' if not errs else 'FAILED'}: 900 lines expected; kinds {dict(sorted(kinds.items()))}")
    print("languages (pairs): " + ", ".join(f"{l} {langs[l]}" for l in ["en"] + OTHER))
    stats()
    if "--split" in sys.argv:
        split()
    if "--selftest" in sys.argv:
        print("selftest:")
        if not selftest(raw):
            errs.append("selftest")
    sys.exit(1 if errs else 0)


if __name__ == "__main__":
    main()
