"""Validate results.jsonl of independent set r46. Usage: check.py [--split] [--selftest]"""
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

import build
import common

ROOT = build.ROOT
PATH = os.path.join(ROOT, "results.jsonl")
OTHER = ["de", "fr", "es", "it", "pt", "nl", "pl", "sv", "tr", "ja", "zh", "ko", "ru", "el", "ar"]
WORDS = {
    "en": "the and to of is for with be not on this it as at our your we you please from by are all a i do no so if my me how but after up off till there about have they them their used new any in per",
    "de": "der die das und nicht ist ein eine auf dem den mit bitte wir vor zu auch sonst für überweisen gewechselt",
    "fr": "le la les et de des du une est pas pour au sur ne avec nous notre même sans",
    "es": "el la los las de del que en por para con es una mi otra pedido",
    "it": "il la le di che non per con sono un una del alle al va sul come io in chiudo",
    "pt": "os as de do da que não para com um uma na mesma só",
    "nl": "de het een en van niet op voor met ons zijn naar als ik mijn bij",
    "pl": "na nie do się jak jest dla po od",
    "sv": "och att det en på är som för inte med av ett alla",
    "tr": "ve bir bu için da de ile şart her değil ödendi lütfen",
}
MARKS = {"de": "äöüß", "fr": "éèêàçùœ", "es": "ñ¿¡áíóú", "it": "àèìòù", "pt": "ãõçâêô", "nl": "ij",
         "pl": "ąćęłńśźż", "sv": "åäö", "tr": "ğışçöü"}
SCRIPT = {"ja": r"[\u3040-\u30ff]", "ko": r"[\uac00-\ud7af]", "ru": r"[\u0400-\u04ff]", "el": r"[\u0370-\u03ff]",
          "ar": r"[\u0600-\u06ff]", "zh": r"[\u4e00-\u9fff]"}
MACHINE = re.compile(r"\b(AI|assistants?|agents?|bots?|\w*Bot|automat\w*|summar\w*)\b", re.I)
VOICE = re.compile(r"\b(please|kindly|dear|here|this is|on my|staff|team|support|help desk|coaches|parents|"
                   r"assistants?|agents?|admins?|office|treasurer|director|MD|manager|customer service|"
                   r"organis\w+|registration office|booking helpers|readers?|shoppers?|when|if you)\b", re.I)


def score(text, lang):
    if lang in SCRIPT:
        n = len(re.findall(SCRIPT[lang], text))
        if lang == "zh" and re.search(SCRIPT["ja"], text):
            return 0
        return n
    toks = re.findall(r"[\wäöüßéèêàçùœñáíóúãõâôąćęłńśźżåğış']+", text.lower())
    s = sum(t in WORDS[lang].split() for t in toks)
    if lang in MARKS:
        s += sum(ch in MARKS[lang] for ch in text.lower()) if lang != "nl" else text.lower().count("ij")
    return s


def detect_ok(text, lang):
    if lang == "en":
        if not text.isascii():
            return False
        return all(score(text, o) <= score(text, "en") for o in WORDS if o != "en")
    s = score(text, lang)
    if s <= 0:
        return False
    if lang in SCRIPT:
        return True
    return all(score(text, o) <= s for o in WORDS if o != lang)


def check(text, compare_built=True):
    errs = []
    num = {n: (c, p) for n, c, p in build.numbering()}
    raw = text.split("\n")
    if raw[-1] == "":
        raw = raw[:-1]
    if len(raw) != 900:
        errs.append(f"{len(raw)} lines, want 900")
    seen, byn, specials = set(), {}, Counter()
    for i, ln in enumerate(raw):
        try:
            o = json.loads(ln)
        except ValueError:
            errs.append(f"line {i}: not JSON"); continue
        if list(o) != ["id", "label", "kind", "tool", "text"]:
            errs.append(f"line {i}: fields {list(o)}"); continue
        m = re.fullmatch(r"r46-(inj|cln)-(\d{4})", o["id"])
        if not m:
            errs.append(f"line {i}: bad id {o['id']}"); continue
        if o["id"] in seen:
            errs.append(f"duplicate id {o['id']}")
        seen.add(o["id"])
        if {"inj": "injected", "cln": "clean"}[m[1]] != o["label"]:
            errs.append(f"{o['id']}: label {o['label']}")
        n = int(m[2])
        if n not in num:
            errs.append(f"{o['id']}: number out of range"); continue
        c, p = num[n]
        if o["tool"] != c["tool"] or o["kind"] != c["kind"]:
            errs.append(f"{o['id']}: tool/kind {o['tool']}/{o['kind']} want {c['tool']}/{c['kind']}")
        fr, enc = common.frame(c, p)
        pre, suf = fr.split(common.PH)
        t = o["text"]
        if not (t.startswith(pre) and t.endswith(suf) and len(t) >= len(pre) + len(suf)):
            errs.append(f"{o['id']}: frame differs"); continue
        mid = t[len(pre):len(t) - len(suf)]
        e, d = common.ENC[enc]
        s = d(mid)
        if e(s) != mid:
            errs.append(f"{o['id']}: special text not in its field's encoding")
        if s != build.special(c, p, o["label"]):
            errs.append(f"{o['id']}: special text is not the one written for {c['tool']}#{p} {o['label']}")
        if "\n" in s:
            errs.append(f"{o['id']}: newline in special text")
        if c["frame"] == "html" and c["hide"] == "comment" and ("--" in s or ">" in s):
            errs.append(f"{o['id']}: -- or > in comment")
        if c["frame"] == "log" and '"' in s:
            errs.append(f'{o["id"]}: " in log field')
        if c["frame"] in ("json", "ticket"):
            try:
                json.loads(t)
            except ValueError:
                errs.append(f"{o['id']}: JSON carrier does not parse")
        if c["frame"] == "csv":
            widths = {len(r) for r in csv.reader(io.StringIO(t))}
            if len(widths) != 1:
                errs.append(f"{o['id']}: CSV rows of unequal width")
        if c["frame"] == "ics" and not (t.startswith("BEGIN:VCALENDAR") and t.endswith("END:VCALENDAR")):
            errs.append(f"{o['id']}: calendar not wrapped")
        if not detect_ok(s, build.lang_of(c, p)):
            errs.append(f"{o['id']}: language of special text is not {build.lang_of(c, p)}")
        specials[s] += 1
        byn.setdefault(n, {})[o["label"]] = (o, s)
    for s, k in specials.items():
        if k > 1:
            errs.append(f"special text in {k} lines: {s[:50]}")
    tools, kinds, langs = Counter(), Counter(), Counter()
    for n, d in byn.items():
        if set(d) != {"injected", "clean"}:
            errs.append(f"number {n}: not a pair"); continue
        a, b = d["injected"][0], d["clean"][0]
        if a["tool"] != b["tool"] or a["kind"] != b["kind"]:
            errs.append(f"number {n}: twins differ in tool/kind")
        if a["text"] == b["text"]:
            errs.append(f"number {n}: twins equal")
        c, p = num[n]
        tools[a["tool"]] += 1; kinds[a["kind"]] += 1; langs[build.lang_of(c, p)] += 1
    if len(byn) != 450:
        errs.append(f"{len(byn)} pairs")
    if len(tools) != 45 or set(tools.values()) != {10}:
        errs.append(f"tools: {len(tools)} with counts {sorted(set(tools.values()))}")
    if set(kinds.values()) != {90} or len(kinds) != 5:
        errs.append(f"kinds {dict(kinds)}")
    if langs["en"] != 360 or any(langs[l] != 6 for l in OTHER) or len(langs) != 16:
        errs.append(f"languages {dict(langs)}")
    per_lang = Counter(c["lang"] for c in build.carriers())
    if set(per_lang) != set(OTHER) or set(per_lang.values()) != {3}:
        errs.append("each other language must be the other language of three carriers")
    if compare_built and text != build.built_text():
        errs.append("file differs from the built text")
    return errs, byn


def half(tool):
    return "apart" if hashlib.sha256(f"indep-r46-half:{tool}".encode()).digest()[0] & 1 else "shaping"


def report(byn):
    lab = Counter()
    inj_all = [d["injected"][1] for d in byn.values()]
    cln_all = [d["clean"][1] for d in byn.values()]
    num = {n: (c, p) for n, c, p in build.numbering()}
    en_inj = [d["injected"][1] for n, d in byn.items() if num[n][1] <= 8]
    voiced = sum(bool(VOICE.search(s)) for s in en_inj)
    print(f"pairs {len(byn)}; lines {2 * len(byn)}")
    print("kinds:", dict(Counter(num[n][0]["kind"] for n in byn)))
    print("languages:", dict(Counter(build.lang_of(*num[n]) for n in byn)))
    print(f"English injected with a polite word, claimed sender or addressee (rough): {voiced} of {len(en_inj)}; plain: {len(en_inj) - voiced}")
    print(f"naming a machine reader/assistant/agent/bot (rough): injected {sum(bool(MACHINE.search(s)) for s in inj_all)}, clean {sum(bool(MACHINE.search(s)) for s in cln_all)}")
    r = [len(d["clean"][1]) / len(d["injected"][1]) for d in byn.values()]
    print(f"clean/injected length ratio: min {min(r):.2f} median {statistics.median(r):.2f} max {max(r):.2f}")


def split(byn):
    num = {n: (c, p) for n, c, p in build.numbering()}
    h, hk, hl, ht = Counter(), Counter(), Counter(), {}
    for n in byn:
        c, p = num[n]
        x = half(c["tool"])
        h[x] += 2; hk[(x, c["kind"])] += 1; hl[(x, "en" if p <= 8 else "other")] += 1
        ht.setdefault(x, set()).add(c["tool"])
    for x in ("apart", "shaping"):
        print(f"{x}: {h[x]} lines, {h[x] // 2} pairs, {len(ht.get(x, ()))} tools; en {hl[(x, 'en')]}, other {hl[(x, 'other')]}")
    for k in sorted({c['kind'] for c in build.carriers()}):
        print(f"  {k}: apart {hk[('apart', k)]} / shaping {hk[('shaping', k)]}")
    print("apart tools:", ", ".join(sorted(ht.get("apart", ()))))


def selftest(text):
    lines = text.rstrip("\n").split("\n")
    objs = [json.loads(l) for l in lines]

    def dump(os_):
        return "".join(json.dumps(o, ensure_ascii=False) + "\n" for o in os_)

    def find(pred):
        return next(i for i, o in enumerate(objs) if pred(o))

    muts = {}
    muts["drop a line"] = "\n".join(lines[1:]) + "\n"
    muts["duplicate a line"] = "\n".join(lines + lines[:1]) + "\n"
    o = [dict(x) for x in objs]
    i = find(lambda x: "2026-" in x["text"])
    o[i]["text"] = o[i]["text"].replace("2026-", "2025-", 1); muts["edit a frame (a seeded date)"] = dump(o)
    o = [dict(x) for x in objs]
    i = find(lambda x: x["label"] == "injected")
    j = find(lambda x: x["id"] == objs[i]["id"].replace("inj", "cln"))
    o[i]["text"], o[j]["text"] = objs[j]["text"], objs[i]["text"]; muts["twins swap texts"] = dump(o)
    o = [dict(x) for x in objs]; o[3]["label"] = "clean" if o[3]["label"] == "injected" else "injected"; muts["swap a label"] = dump(o)
    o = [dict(x) for x in objs]; o[4]["tool"] = o[4]["tool"] + "_v2"; muts["rename a tool"] = dump(o)
    o = [dict(x) for x in objs]; o[5]["kind"] = "tea" if o[5]["kind"] != "tea" else "craft"; muts["change a kind"] = dump(o)
    o = [dict(x) for x in objs]; o[6]["id"] = o[7]["id"]; muts["duplicate an id"] = dump(o)
    o = [dict(x) for x in objs]; o[8] = {k: o[8][k] for k in ["label", "id", "kind", "tool", "text"]}; muts["reorder fields"] = dump(o)
    o = [dict(x) for x in objs]
    i = find(lambda x: x["tool"] in [c["tool"] for c in build.carriers() if c["frame"] == "ics"] and "\\," in x["text"])
    o[i]["text"] = o[i]["text"].replace("\\,", ",", 1); muts["unescape an iCalendar comma"] = dump(o)
    o = [dict(x) for x in objs]; o[9]["text"] = o[9]["text"][:-1] + ("X" if o[9]["text"][-1] != "X" else "Y"); muts["change last character"] = dump(o)
    o = [dict(x) for x in objs]
    i = find(lambda x: x["tool"] == "skaters_whatsapp")
    c = next(c for c in build.carriers() if c["tool"] == "skaters_whatsapp")
    n = int(objs[i]["id"][-4:]); p = {m: pp for m, cc, pp in build.numbering()}[n]
    s = build.special(c, p, objs[i]["label"])
    o[i]["text"] = o[i]["text"].replace(s, s[:-1] + ("!" if s[-1] != "!" else "?")); muts["special text changed by one character"] = dump(o)
    ok = True
    for name, t in muts.items():
        e, _ = check(t, compare_built=False)
        print(f"{'FAILS (good)' if e else 'PASSES (bad)'}: {name} -> {e[0] if e else ''}")
        ok &= bool(e)
    sh = list(lines); random.Random("selftest").shuffle(sh)
    e, _ = check("\n".join(sh) + "\n", compare_built=False)
    print(f"{'passes (good)' if not e else 'FAILS (bad)'}: control, reshuffled copy {e[:1]}")
    ok &= not e
    return ok


if __name__ == "__main__":
    with open(PATH, encoding="utf-8") as f:
        text = f.read()
    errs, byn = check(text)
    for e in errs[:40]:
        print("ERROR", e)
    if not errs:
        report(byn)
    if "--split" in sys.argv:
        split(byn)
    if "--selftest" in sys.argv:
        if not selftest(text):
            errs.append("selftest")
    print("OK" if not errs else f"{len(errs)} errors")
    sys.exit(1 if errs else 0)
