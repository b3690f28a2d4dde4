"""Check independent-r47/results.jsonl. Usage: python3 src/check.py [--split] [--selftest]"""
import hashlib
import json
import os
import random
import re
import statistics
import sys
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import build  # noqa: E402
from common import ENCODERS, PH, render_frame  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "..", "results.jsonl")
LANGS = ["de", "fr", "es", "it", "pt", "nl", "pl", "sv", "tr", "ja", "zh", "ko", "ru", "el", "ar"]
KINDS = ["bells", "seaweed", "cricket", "darkroom", "chocolate"]

WORDS = {
    "en": "the and to of for is are on in with this from not be by as all a we you if my i it has have how do our can no your at any after before will was so me us",
    "de": "die der das und ist nicht bitte auf von wie mit den ab für im zu ein eine",
    "fr": "le la les et est pas des sur pour avec une du au à de",
    "es": "el la los las y es no del por para con una antes que de a se",
    "it": "il la le e di del per con non sul su prima che è alle dell fino se",
    "pt": "nova o a os as e do da para com não que é na no de",
    "nl": "de het een en is niet voor op van met je als tot zijn naar na morgen",
    "pl": "i na nie do w z jest od jako za się",
    "sv": "och är att på för till som inte med den det",
    "tr": "ve bu bir için ile da de olarak yeni hesap",
}
MARKS = {"de": "äöüß", "fr": "éèêàçù", "es": "ñáíóú¿¡", "it": "àèìòù", "pt": "ãõçâê", "nl": "ĳ",
         "pl": "ąćęłńóśźż", "sv": "åäö", "tr": "ğışçöü"}
SCRIPT = {"ja": r"[\u3040-\u30ff]", "ko": r"[\uac00-\ud7af]", "ru": r"[\u0400-\u04ff]",
          "el": r"[\u0370-\u03ff]", "ar": r"[\u0600-\u06ff]"}
READER = re.compile(r"\b(assistant|agent|bot|ai|automation|summar\w*|reader)\b|@\w*bot", re.I)
POLITE = re.compile(r"\b(please|thanks|thank you)\b|\bhere\b[^.:]*[:.,]|^[A-Z][\w ']{1,30}:", re.I)


def lang_score(text, lang):
    low = text.lower()
    toks = re.findall(r"[^\W\d_]+", low)
    s = sum(1 for t in toks if t in WORDS.get(lang, "").split())
    s += sum(2 for ch in low if ch in MARKS.get(lang, ""))
    return s


def lang_ok(text, lang):
    if lang == "zh":
        return bool(re.search(r"[\u4e00-\u9fff]", text)) and not re.search(r"[\u3040-\u30ff]", text)
    if lang in SCRIPT:
        return bool(re.search(SCRIPT[lang], text))
    if lang == "en":
        return text.isascii() and all(lang_score(text, o) <= lang_score(text, "en") for o in WORDS if o != "en")
    mine = lang_score(text, lang)
    return mine > 0 and all(lang_score(text, o) <= mine for o in WORDS if o != lang)


DECODE = {
    "json": lambda s: json.loads('"' + s + '"'),
    "csv": lambda s: s[1:-1].replace('""', '"') if s.startswith('"') else s,
    "ical": lambda s: re.sub(r"\\(.)", r"\1", s),
    "html_text": lambda s: s.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&"),
    "html_attr": lambda s: s.replace("&quot;", '"').replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&"),
    "comment": lambda s: s, "plain": lambda s: s, "logq": lambda s: s,
}


def check(lines, compare_built=True):
    errs = []
    by_num = {n: (c, p) for n, c, p in build.slots()}
    seen_ids, texts, recs = set(), Counter(), {}
    specials = Counter()
    for i, ln in enumerate(lines):
        try:
            r = json.loads(ln)
        except Exception as e:  # noqa: BLE001
            errs.append(f"line {i}: bad json {e}")
            continue
        if list(r) != ["id", "label", "kind", "tool", "text"]:
            errs.append(f"line {i}: fields {list(r)}")
            continue
        m = re.fullmatch(r"r47-(inj|cln)-(\d{4})", r["id"])
        if not m or {"inj": "injected", "cln": "clean"}[m[1]] != r["label"]:
            errs.append(f"line {i}: id/label {r['id']} {r['label']}")
            continue
        if r["id"] in seen_ids:
            errs.append(f"dup id {r['id']}")
        seen_ids.add(r["id"])
        n = int(m[2])
        if n not in by_num:
            errs.append(f"{r['id']}: no such pair")
            continue
        c, p = by_num[n]
        if r["tool"] != c["tool"] or r["kind"] != c["kind"]:
            errs.append(f"{r['id']}: tool/kind {r['tool']}/{r['kind']} not {c['tool']}/{c['kind']}")
            continue
        frame, enc = render_frame(c, p)
        pre, post = frame.split(PH)
        t = r["text"]
        if not (t.startswith(pre) and t.endswith(post) and len(t) >= len(pre) + len(post)):
            errs.append(f"{r['id']}: frame differs")
            continue
        raw = t[len(pre):len(t) - len(post)] if post else t[len(pre):]
        try:
            sp = DECODE[enc](raw)
        except Exception:  # noqa: BLE001
            errs.append(f"{r['id']}: undecodable")
            continue
        if ENCODERS[enc](sp) != raw:
            errs.append(f"{r['id']}: encoding")
        want = c["pairs"][p - 1][0 if r["label"] == "injected" else 1]
        if sp != want:
            errs.append(f"{r['id']}: special text not the one written")
        if "\n" in sp:
            errs.append(f"{r['id']}: newline in special")
        if enc == "comment" and ("--" in sp or ">" in sp):
            errs.append(f"{r['id']}: comment text")
        if enc == "logq" and '"' in sp:
            errs.append(f"{r['id']}: quote in log field")
        if c["frame"] in ("json", "ticket"):
            try:
                json.loads(t)
            except Exception:  # noqa: BLE001
                errs.append(f"{r['id']}: JSON carrier does not parse")
        if c["frame"] == "csv":
            import csv
            import io
            widths = {len(row) for row in csv.reader(io.StringIO(t))}
            if len(widths) != 1:
                errs.append(f"{r['id']}: CSV widths {widths}")
        if c["frame"] == "ical" and not (t.startswith("BEGIN:VCALENDAR") and t.endswith("END:VCALENDAR")):
            errs.append(f"{r['id']}: calendar not wrapped")
        lang = "en" if p <= 8 else c["lang"]
        if not lang_ok(sp, lang):
            errs.append(f"{r['id']}: language {lang}? {sp[:60]}")
        specials[sp] += 1
        texts[t] += 1
        recs[r["id"]] = (r, sp, c, p, lang)
    if len(lines) != 900:
        errs.append(f"{len(lines)} lines")
    for sp, k in specials.items():
        if k > 1:
            errs.append(f"special text in {k} lines: {sp[:60]}")
    for t, k in texts.items():
        if k > 1:
            errs.append("duplicate line text")
    labels = Counter(r[0]["label"] for r in recs.values())
    if labels != Counter({"injected": 450, "clean": 450}):
        errs.append(f"labels {dict(labels)}")
    for n in range(1, 451):
        a, b = recs.get(f"r47-inj-{n:04d}"), recs.get(f"r47-cln-{n:04d}")
        if not a or not b:
            errs.append(f"pair {n} incomplete")
            continue
        if a[0]["tool"] != b[0]["tool"] or a[0]["kind"] != b[0]["kind"] or a[1] == b[1]:
            errs.append(f"pair {n}: twins mismatch")
    tools = Counter(r[0]["tool"] for r in recs.values())
    if len(tools) != 45 or set(tools.values()) != {20}:
        errs.append(f"tools {len(tools)} {set(tools.values())}")
    kinds = Counter(r[0]["kind"] for r in recs.values() if r[0]["label"] == "injected")
    if kinds != Counter({k: 90 for k in KINDS}):
        errs.append(f"kinds {dict(kinds)}")
    langs = Counter(r[4] for r in recs.values() if r[0]["label"] == "injected")
    if langs != Counter({"en": 360, **{lg: 6 for lg in LANGS}}):
        errs.append(f"languages {dict(langs)}")
    carrier_langs = Counter(c["lang"] for c in build.carriers())
    if carrier_langs != Counter({lg: 3 for lg in LANGS}):
        errs.append(f"carrier languages {dict(carrier_langs)}")
    if compare_built and lines != build.build_lines():
        errs.append("file differs from the built text")
    return errs, recs


def half(tool):
    return "apart" if hashlib.sha256(f"indep-r47-half:{tool}".encode()).digest()[0] & 1 else "shaping"


def report(recs, split):
    inj = {int(k[-4:]): v for k, v in recs.items() if v[0]["label"] == "injected"}
    cln = {int(k[-4:]): v for k, v in recs.items() if v[0]["label"] == "clean"}
    print("pairs by kind:", dict(Counter(v[0]["kind"] for v in inj.values())))
    print("pairs by language:", dict(Counter(v[4] for v in inj.values())))
    print("machine reader named: injected", sum(bool(READER.search(v[1])) for v in inj.values()),
          "clean", sum(bool(READER.search(v[1])) for v in cln.values()))
    en = [v for v in inj.values() if v[4] == "en"]
    print("English injected with polite word, claimed sender or addressee:",
          sum(bool(POLITE.search(v[1])) for v in en), "of", len(en))
    ratios = [len(cln[n][1]) / len(inj[n][1]) for n in inj]
    print(f"clean/injected length ratio: min {min(ratios):.2f} median {statistics.median(ratios):.2f} max {max(ratios):.2f}")
    if split:
        halves = {}
        for v in recs.values():
            halves.setdefault(half(v[0]["tool"]), []).append(v)
        for h, vs in sorted(halves.items()):
            tools = sorted({v[0]["tool"] for v in vs})
            pairs = [v for v in vs if v[0]["label"] == "injected"]
            print(f"{h}: {len(vs)} lines, {len(pairs)} pairs, {len(tools)} tools; "
                  f"en {sum(v[4] == 'en' for v in pairs)}, other {sum(v[4] != 'en' for v in pairs)}; "
                  f"by kind {dict(sorted(Counter(v[0]['kind'] for v in pairs).items()))}")
            print("  tools:", ", ".join(tools))


def selftest(lines):
    rng = random.Random("r47:selftest")
    def mut_line(f):
        def g(ls):
            ls = list(ls)
            i = rng.randrange(len(ls))
            r = json.loads(ls[i])
            f(r)
            ls[i] = json.dumps(r, ensure_ascii=False)
            return ls
        return g
    def swap_twins(ls):
        ls = list(ls)
        idx = {json.loads(x)["id"]: i for i, x in enumerate(ls)}
        a, b = idx["r47-inj-0007"], idx["r47-cln-0007"]
        ra, rb = json.loads(ls[a]), json.loads(ls[b])
        ra["text"], rb["text"] = rb["text"], ra["text"]
        ls[a], ls[b] = json.dumps(ra, ensure_ascii=False), json.dumps(rb, ensure_ascii=False)
        return ls
    def dup_id(ls):
        ls = list(ls)
        r = json.loads(ls[1])
        r["id"] = json.loads(ls[0])["id"]
        ls[1] = json.dumps(r, ensure_ascii=False)
        return ls
    def reorder(r):
        t = r.pop("id")
        r["id"] = t
    def ical_comma(ls):
        for i, x in enumerate(ls):
            r = json.loads(x)
            if r["tool"] == "peal_calendar" and "DESCRIPTION:" in r["text"] and "\\," in r["text"]:
                r["text"] = r["text"].replace("\\,", ",", 1)
                ls = list(ls)
                ls[i] = json.dumps(r, ensure_ascii=False)
                return ls
        raise AssertionError("no ical comma")
    def edit_date(r):
        r["text"] = re.sub(r"2026", "2025", r["text"], count=1)
    def edit_date_line(ls):
        ls = list(ls)
        for i in range(len(ls) // 2, len(ls)):
            r = json.loads(ls[i])
            if "2026" in r["text"]:
                edit_date(r)
                ls[i] = json.dumps(r, ensure_ascii=False)
                return ls
        raise AssertionError("no date")
    muts = {
        "drop a line": lambda ls: ls[1:],
        "duplicate a line": lambda ls: ls + ls[:1],
        "edit a seeded date": edit_date_line,
        "give twins each other's text": swap_twins,
        "swap a label": mut_line(lambda r: r.update(label="clean" if r["label"] == "injected" else "injected")),
        "rename a tool": mut_line(lambda r: r.update(tool=r["tool"] + "_v2")),
        "change a kind": mut_line(lambda r: r.update(kind="bells" if r["kind"] != "bells" else "cricket")),
        "duplicate an id": dup_id,
        "reorder fields": mut_line(reorder),
        "unescape an iCalendar comma": ical_comma,
        "change the last character": mut_line(lambda r: r.update(text=r["text"][:-1] + "#")),
        "change a special text by one character": None,
    }
    ok = True
    for name, f in muts.items():
        if f is None:
            ls = list(lines)
            for i, x in enumerate(ls):
                r = json.loads(x)
                if r["label"] == "clean" and "account" in r["text"]:
                    r["text"] = r["text"].replace("account", "acount", 1)
                    ls[i] = json.dumps(r, ensure_ascii=False)
                    break
        else:
            ls = f(lines)
        errs, _ = check(ls, compare_built=False)
        print(f"  {name}: {'fails (good)' if errs else 'PASSES (bad)'}")
        ok &= bool(errs)
    ls = list(lines)
    random.Random("r47:control").shuffle(ls)
    errs, _ = check(ls, compare_built=False)
    print(f"  control (reshuffled): {'passes (good)' if not errs else 'FAILS (bad)'}")
    return ok and not errs


def main():
    with open(PATH, encoding="utf-8") as f:
        lines = f.read().splitlines()
    errs, recs = check(lines)
    for e in errs[:50]:
        print("ERROR", e)
    print(f"{len(lines)} lines, {len(errs)} errors")
    report(recs, "--split" in sys.argv)
    if "--selftest" in sys.argv:
        print("selftest:")
        if not selftest(lines):
            errs.append("selftest")
    sys.exit(1 if errs else 0)


if __name__ == "__main__":
    main()
