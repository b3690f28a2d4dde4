# Checks independent-r49/results.jsonl. Usage: python3 check.py [--split] [--selftest]
import csv
import hashlib
import io
import json
import os
import random
import re
import statistics
import sys
from collections import Counter

from build import build, carriers, lang_of, pairs, OUT
from common import ENCODERS, PH, render

FIELDS = ["id", "label", "kind", "tool", "text"]
OTHER_LANGS = ["de", "fr", "es", "it", "pt", "nl", "pl", "sv", "tr", "ja", "zh", "ko", "ru", "el", "ar"]
# Small word lists of this script's own, to tell the Latin-script languages apart.
WORDS = {
    "en": "the and to of is for my on in at with it be your this no we not from a as or do you he here are by off all new old can give".split(),
    "de": "die der das und ist nicht mit auf bitte den ich für zu von nach nur".split(),
    "fr": "le la les et est pas sur pour de des une je au du que ici vous suis dans qui si un avez".split(),
    "es": "el la los las y es no por para de una en que con se".split(),
    "it": "il la le e è non per di una che con sul sono del".split(),
    "pt": "o e de no os é não para uma que com na da ao já vai como seja dias prazo".split(),
    "nl": "de het een en is niet op voor van ik naar mijn zijn je".split(),
    "pl": "i w na nie do jest się z że od przy".split(),
    "sv": "och att är inte på för till jag det en med den här i dela".split(),
    "tr": "ve bir bu için ile değil da de ödeyin".split(),
}
MARKS = {"de": "äöüß", "fr": "éèêàçôû", "es": "ñáíóú¿¡", "it": "àèìòù", "pt": "ãõçáâê", "nl": "ij",
         "pl": "ąęłńśźżó", "sv": "åäö", "tr": "ğışçöü"}
SCRIPTS = {"ja": r"[\u3040-\u30ff]", "ko": r"[\uac00-\ud7af]", "ru": r"[\u0400-\u04ff]", "el": r"[\u0370-\u03ff]",
           "ar": r"[\u0600-\u06ff]", "zh": r"[\u4e00-\u9fff]"}


def score(text, lang):
    words = re.findall(r"[^\W\d_]+", text.lower())
    s = sum(1 for w in words if w in WORDS[lang])
    if lang in MARKS and lang != "nl":
        s += sum(1 for ch in text.lower() if ch in MARKS[lang])
    return s


def lang_ok(text, lang):
    if lang in SCRIPTS:
        if not re.search(SCRIPTS[lang], text):
            return False
        if lang == "zh" and re.search(SCRIPTS["ja"], text):
            return False
        return True
    if lang == "en":
        if re.search(r"[^\x00-\x7f£é]", text):
            return False
        return all(score(text, "en") >= score(text, l) for l in WORDS if l != "en")
    s = score(text, lang)
    return s > 0 and all(s >= score(text, l) for l in WORDS if l != lang)


def decode_check(frame_kind, encn, field_text, special):
    """The special text read back from its field, per the frame's encoding."""
    if encn == "json":
        return json.loads('"' + field_text + '"') == special
    if encn == "csv":
        return next(csv.reader(io.StringIO(field_text))) == [special]
    if encn == "ics":
        return re.sub(r"\\(.)", lambda m: "\n" if m.group(1) == "n" else m.group(1), field_text) == special
    if encn in ("html_text", "html_attr"):
        import html
        return html.unescape(field_text) == special
    return field_text == special


def check(lines, built=None):
    errs = []
    def err(msg):
        errs.append(msg)
    if len(lines) != 900:
        err(f"{len(lines)} lines, want 900")
    rows = []
    for n, l in enumerate(lines):
        try:
            r = json.loads(l)
        except Exception:
            err(f"line {n + 1} does not parse"); continue
        if not isinstance(r, dict) or list(r) != FIELDS:
            err(f"line {n + 1} fields {list(r) if isinstance(r, dict) else r}"); continue
        rows.append(r)
    ids = Counter(r["id"] for r in rows)
    for i, c in ids.items():
        if c > 1:
            err(f"duplicate id {i}")
    labels = Counter(r["label"] for r in rows)
    if labels != Counter({"injected": 450, "clean": 450}):
        err(f"labels {dict(labels)}")
    by_num = {}
    for r in rows:
        m = re.fullmatch(r"r49-(inj|cln)-(\d{4})", r["id"])
        if not m or (m.group(1) == "inj") != (r["label"] == "injected") or r["label"] not in ("injected", "clean"):
            err(f"id/label mismatch {r['id']}"); continue
        by_num.setdefault(int(m.group(2)), {})[r["label"]] = r
    plan = {n: (c, i) for n, c, i in pairs()}
    specials = Counter()
    encoded_all = []
    tools, kinds, langs, lang_carriers = Counter(), Counter(), Counter(), {}
    for n, (c, i) in plan.items():
        twins = by_num.get(n, {})
        if set(twins) != {"injected", "clean"}:
            err(f"pair {n:04d} incomplete"); continue
        a, b = twins["injected"], twins["clean"]
        if a["tool"] != b["tool"] or a["kind"] != b["kind"]:
            err(f"pair {n:04d} twins differ in tool/kind")
        if a["tool"] != c["tool"] or a["kind"] != c["kind"]:
            err(f"pair {n:04d} tool/kind not its carrier's")
        if a["text"] == b["text"]:
            err(f"pair {n:04d} twins equal")
        frame, encn = render(c, n)
        lang = lang_of(c, i)
        for r, special in ((a, c["pairs"][i][0]), (b, c["pairs"][i][1])):
            if "\n" in special:
                err(f"{r['id']} special text holds a newline")
            if encn == "comment" and ("--" in special or ">" in special):
                err(f"{r['id']} comment text holds -- or >")
            if c["frame"] in ("devlog", "sms") and '"' in special:
                err(f"{r['id']} log text holds a quote")
            enc = ENCODERS[encn](special)
            pre, post = frame.split(PH)
            t = r["text"]
            if not (t.startswith(pre) and t.endswith(post) and len(t) >= len(pre) + len(post)):
                err(f"{r['id']} frame differs from its seed's frame")
            else:
                field = t[len(pre):len(t) - len(post)]
                if not decode_check(c["frame"], encn, field, special) or field != enc:
                    err(f"{r['id']} special text wrong or misencoded")
            specials[special] += 1
            encoded_all.append((r["id"], enc))
            if not lang_ok(special, lang):
                err(f"{r['id']} special text not {lang}")
            if c["frame"] == "json":
                try:
                    json.loads(t)
                except Exception:
                    err(f"{r['id']} JSON carrier does not parse")
            if c["frame"] == "csv":
                widths = {len(x) for x in csv.reader(io.StringIO(t))}
                if len(widths) != 1:
                    err(f"{r['id']} CSV rows of unequal width")
            if c["frame"] == "ics" and not (t.startswith("BEGIN:VCALENDAR") and t.endswith("END:VCALENDAR")):
                err(f"{r['id']} calendar not wrapped")
        tools[c["tool"]] += 1
        kinds[c["kind"]] += 1
        langs[lang] += 1
        if lang != "en":
            lang_carriers.setdefault(lang, set()).add(c["tool"])
    for s, k in specials.items():
        if k > 1:
            err(f"special text repeated: {s[:40]}")
    texts = {r["id"]: r["text"] for r in rows}
    for rid, enc in encoded_all:
        if len(enc) >= 12:
            for other, t in texts.items():
                if other != rid and enc in t:
                    err(f"special text of {rid} also in {other}")
    if len(tools) != 45 or any(v != 10 for v in tools.values()):
        err(f"tools {len(tools)}, pairs per tool {set(tools.values())}")
    if set(kinds.values()) != {90} or len(kinds) != 5:
        err(f"kinds {dict(kinds)}")
    if langs["en"] != 360 or any(langs[l] != 6 for l in OTHER_LANGS) or len(langs) != 16:
        err(f"languages {dict(langs)}")
    if any(len(v) != 3 for v in lang_carriers.values()):
        err("a language is not the other language of three carriers")
    if built is not None and "".join(l + "\n" for l in lines) != built:
        err("file differs from the built text")
    return errs, rows, kinds, langs


POLITE = re.compile(r"\b(please|could you|kindly|thank)\b|\bhere\b.*(phone|number|laptop|email|e-mail)|here:|"
                    r"^[A-Z][\w ]{0,30}[:,] |^@\w+|agreed|approved|okayed|promised|said (it's|that|to|we)|as agreed|confirmed with", re.I)
LINK = re.compile(r"\w\.example|https?://|\.(exe|msi|apk|bin|sh|xlsm)\b")
BANK = re.compile(r"XMPL|sort code|\d\d-\d\d-\d\d|account \d|acc \d|ending \d")
MACHINE = re.compile(r"\b(assistant|agent|bot|helper|copilot|reader|summar\w*|scheduler|scanning)\b|@\w*bot", re.I)


def split_of(tool):
    return "apart" if hashlib.sha256(f"indep-r49-half:{tool}".encode()).digest()[0] & 1 else "shaping"


def report(rows, kinds, langs, plan_split):
    print("kinds (pairs):", dict(sorted(kinds.items())))
    print("languages (pairs):", dict(sorted(langs.items(), key=lambda kv: (kv[0] != "en", kv[0]))))
    inj_en, n_pol, mach_inj, mach_cln, ratios = 0, 0, 0, 0, []
    for n, c, i in pairs():
        a, b = c["pairs"][i]
        if i < 8:
            inj_en += 1
            n_pol += bool(POLITE.search(a))
        mach_inj += bool(MACHINE.search(a))
        mach_cln += bool(MACHINE.search(b))
        ratios.append(len(b) / len(a))
    print(f"English injected texts with a polite word, claimed sender, addressee or claimed agreement (rough): {n_pol} of {inj_en}")
    print(f"texts naming a machine reader (rough): injected {mach_inj} of 450, clean {mach_cln} of 450")
    for name, rx in (("a domain or a file to run", LINK), ("an IBAN, sort code, account or card number", BANK)):
        a = sum(bool(rx.search(c["pairs"][i][0])) for n, c, i in pairs())
        b = sum(bool(rx.search(c["pairs"][i][1])) for n, c, i in pairs())
        print(f"texts holding {name} (rough): injected {a}, clean {b}")
    print(f"clean/injected length ratio: min {min(ratios):.2f}, median {statistics.median(ratios):.2f}, max {max(ratios):.2f}")
    if plan_split:
        halves = Counter()
        for n, c, i in pairs():
            h = split_of(c["tool"])
            halves[(h, "lines")] += 2
            halves[(h, "en" if i < 8 else "other")] += 1
            halves[(h, c["kind"])] += 1
        for h in ("apart", "shaping"):
            tl = sorted({c["tool"] for c in carriers() if split_of(c["tool"]) == h})
            print(f"{h}: {halves[(h, 'lines')]} lines, {len(tl)} tools, en {halves[(h, 'en')]} other {halves[(h, 'other')]} pairs;",
                  ", ".join(f"{k} {halves[(h, k)]}" for k in sorted(kinds)))
            print(f"  {h} tools: {', '.join(tl)}")


def selftest(lines):
    """Each mutated copy must fail the checks (without the comparison with the built text); a reshuffle passes."""
    rng = random.Random("r49:selftest")
    def mut_json(i, f):
        def go(ls):
            ls = list(ls); r = json.loads(ls[i]); f(r, ls); ls[i] = json.dumps(r, ensure_ascii=False); return ls
        return go
    def pick(pred):
        return next(k for k, l in enumerate(lines) if pred(json.loads(l)))
    ics = pick(lambda r: "DESCRIPTION:" in r["text"] and "\\," in r["text"].split("DESCRIPTION:", 2)[1] if r["tool"].endswith("calendar") else False)
    cases = {
        "drop a line": lambda ls: ls[1:],
        "duplicate a line": lambda ls: ls + [ls[0]],
        "edit a seeded date": mut_json(pick(lambda r: re.search(r"2026-\d\d-\d\d", r["text"])), lambda r, ls: r.__setitem__("text", re.sub(r"2026-(\d\d)-(\d\d)", lambda m: f"2026-{m.group(1)}-{int(m.group(2)) % 28 + 1:02d}", r["text"], count=1))),
        "swap twins' texts": None,
        "swap a label": mut_json(0, lambda r, ls: r.__setitem__("label", "clean" if r["label"] == "injected" else "injected")),
        "rename a tool": mut_json(1, lambda r, ls: r.__setitem__("tool", r["tool"] + "_v2")),
        "change a kind": mut_json(2, lambda r, ls: r.__setitem__("kind", "pottery" if r["kind"] != "pottery" else "organ")),
        "duplicate an id": mut_json(3, lambda r, ls: r.__setitem__("id", json.loads(ls[4])["id"])),
        "reorder fields": lambda ls: [json.dumps(dict(reversed(list(json.loads(ls[0]).items()))), ensure_ascii=False)] + ls[1:],
        "unescape an iCalendar comma": mut_json(ics, lambda r, ls: r.__setitem__("text", r["text"][::-1].replace(",\\", ",", 1)[::-1])),
        "change a line's last character": mut_json(5, lambda r, ls: r.__setitem__("text", r["text"][:-1] + ("x" if r["text"][-1] != "x" else "y"))),
        "change a special text by one character": None,
    }
    def swap(ls):
        ls = list(ls); r = json.loads(ls[0]); n = r["id"][-4:]
        k = next(j for j, l in enumerate(ls) if json.loads(l)["id"][-4:] == n and j != 0)
        t = json.loads(ls[k]); r["text"], t["text"] = t["text"], r["text"]
        ls[0], ls[k] = json.dumps(r, ensure_ascii=False), json.dumps(t, ensure_ascii=False); return ls
    cases["swap twins' texts"] = swap
    plan = {n: c for n, c, i in pairs()}
    def in_special(tool_suffix, f):
        """Mutate only the special text's field of the first line whose tool ends with tool_suffix."""
        def go(ls):
            ls = list(ls)
            for j, l in enumerate(ls):
                r = json.loads(l)
                if not r["tool"].endswith(tool_suffix):
                    continue
                pre, post = render(plan[int(r["id"][-4:])], int(r["id"][-4:]))[0].split(PH)
                field = r["text"][len(pre):len(r["text"]) - len(post)]
                if f(field) == field:
                    continue
                r["text"] = pre + f(field) + post
                ls[j] = json.dumps(r, ensure_ascii=False)
                return ls
        return go
    one_char = in_special("_csv", lambda t: t[:-2] + ("x" if t[-2] != "x" else "y") + t[-1])
    cases["unescape an iCalendar comma"] = in_special("_calendar", lambda t: t.replace("\\,", ",", 1))
    cases["change a special text by one character"] = one_char
    ok = True
    for name, f in cases.items():
        errs = check(f(lines))[0]
        print(f"  {'fails' if errs else 'PASSES (bad)'}: {name}" + (f" ({errs[0]})" if errs else ""))
        ok &= bool(errs)
    control = list(lines); rng.shuffle(control)
    errs = check(control)[0]
    print(f"  {'passes' if not errs else 'FAILS (bad)'}: reshuffled copy (control)")
    return ok and not errs


if __name__ == "__main__":
    with open(OUT, encoding="utf-8") as f:
        text = f.read()
    lines = text.splitlines()
    built, _ = build()
    errs, rows, kinds, langs = check(lines, built)
    for e in errs[:50]:
        print("ERROR", e)
    report(rows, kinds, langs, "--split" in sys.argv)
    if "--selftest" in sys.argv:
        print("selftest:")
        if not selftest(lines):
            errs.append("selftest")
    print("OK" if not errs else f"{len(errs)} errors")
    sys.exit(1 if errs else 0)
