"""Validate independent-r42/results.jsonl. Usage: check.py [--split] [--selftest]."""
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
import build  # noqa: E402
from common import SENTINEL, ENCODERS, FRAME_ENC, html_page, json_record, ticket, csv_export, ical  # noqa: E402

PATH = build.OUT
OTHER = ["de", "fr", "es", "it", "pt", "nl", "pl", "cs", "da", "ja", "zh", "ko", "tr", "el", "uk"]
FIELDS = ["id", "label", "kind", "tool", "text"]
# Latin-script languages: marking letters (count 3) and common words (count 1); an other-language text
# must score at least 2 in its language and more than its count of common English words.
MARKS = {
    "de": (r"[äöüß]", r"\b(der|die|das|und|nicht|auf|mit|für|ist|zu|den|Sie|bitte|vor|ein|eine|soll|nach)\b"),
    "fr": (r"[éèêàçù]", r"\b(le|la|les|et|pour|vous|une|du|des|est|aucun|sous|ni|nous)\b"),
    "es": (r"[ñ¿¡áó]", r"\b(el|los|que|para|su|sus|con|por|de|y|nos|cualquier|soy|en|al)\b"),
    "it": (r"[ìòè]", r"\b(il|che|per|sono|della|la|una|va|vi|gli|lo|le|di|non|e|da|con|al|si|ha|i|del|delle|a)\b"),
    "pt": (r"[ãõçé]", r"\b(o|os|da|do|para|não|um|uma|de|em|com|nos|deve)\b"),
    "nl": (r"ij|één", r"\b(de|het|een|en|op|we|mijn|graag|niet|voor|ons|naar|zit|bij|er)\b"),
    "pl": (r"[ąćęłńśźż]", r"\b(na|i|nie|się|do|to|jak|przy|po|w|z)\b"),
    "cs": (r"[ěščřžůňý]", r"\b(na|a|je|se|z|pro|jako|bez|do|v)\b"),
    "da": (r"[æøå]", r"\b(og|til|jeg|jeres|ikke|er|på|det|den|vores|min|i|af)\b"),
    "tr": (r"[ğışİŞçöü]", r"\b(ve|bir|için|değil|ben)\b"),
}
ENGLISH = r"\b(the|and|to|is|for|it|please|you|of|on|with|this|a|in|my|be|we|as|or)\b"
SCRIPTS = {"ja": r"[\u3040-\u30ff]", "ko": r"[\uac00-\ud7af]", "zh": r"[\u4e00-\u9fff]", "el": r"[\u0370-\u03ff]",
           "uk": r"[іїєґ]"}
MACHINE = re.compile(r"\b(assistant|AI|agent|bot|system|@\w+bot|calendar assistant|support bot|whoever|staff processing)\b", re.I)


def lang_ok(t, want):
    """English: no letters outside ASCII; other languages: their script, or their marks beat English."""
    if want == "en":
        return not re.search(r"[^\x00-\x7f£€]", t)
    if want in SCRIPTS:
        return bool(re.search(SCRIPTS[want], t)) and (want != "zh" or not re.search(SCRIPTS["ja"], t))
    m, w = MARKS[want]
    score = 3 * len(re.findall(m, t)) + len(re.findall(w, t, re.I))
    return score >= 2 and score > len(re.findall(ENGLISH, t, re.I))


def structural(text):
    """All checks but the comparison with the built text. Returns a list of errors."""
    errs = []
    raw = text.split("\n")
    if raw[-1] == "":
        raw = raw[:-1]
    if len(raw) != 900:
        errs.append(f"{len(raw)} lines, want 900")
    recs = []
    for i, l in enumerate(raw):
        try:
            r = json.loads(l)
        except ValueError:
            errs.append(f"line {i + 1} not JSON")
            continue
        if list(r) != FIELDS:
            errs.append(f"line {i + 1} fields {list(r)}")
            continue
        recs.append(r)
    ids = [r["id"] for r in recs]
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids")
    by_num = {}
    for r in recs:
        m = re.fullmatch(r"r42-(inj|cln)-(\d{4})", r["id"])
        if not m or {"inj": "injected", "cln": "clean"}[m.group(1)] != r["label"]:
            errs.append(f"id/label mismatch {r['id']} {r['label']}")
            continue
        by_num.setdefault(int(m.group(2)), {})[r["label"]] = r
    numbering = build.numbering()
    if sorted(by_num) != list(range(1, 451)):
        errs.append("pair numbers are not 1..450")
    specials, langs, kinds, tools, per_tool = [], {}, {}, set(), {}
    ratios = []
    machine = [0, 0]
    for n, tw in sorted(by_num.items()):
        if set(tw) != {"injected", "clean"}:
            errs.append(f"pair {n} not twinned")
            continue
        inj, cln = tw["injected"], tw["clean"]
        if (inj["tool"], inj["kind"]) != (cln["tool"], cln["kind"]):
            errs.append(f"pair {n} twins differ in tool or kind")
        if n not in numbering:
            continue
        c, p = numbering[n]
        if inj["tool"] != c.tool or inj["kind"] != c.kind:
            errs.append(f"pair {n} tool/kind is not its carrier's ({c.tool}, {c.kind})")
            continue
        s_inj, s_cln = c.pairs[p - 1]
        frame = c.render(p, SENTINEL)
        enc = ENCODERS[FRAME_ENC[c.frame]]
        for r, s in ((inj, s_inj), (cln, s_cln)):
            if "\n" in s:
                errs.append(f"{r['id']} special has a newline")
            if frame.count(SENTINEL) != 1 or r["text"] != frame.replace(SENTINEL, enc(s)):
                errs.append(f"{r['id']} differs from its carrier frame outside the special text")
            if c.frame is html_page and c.v["hide"] == "comment" and "--" in s:
                errs.append(f"{r['id']} has -- in an HTML comment")
            if c.frame in (json_record, ticket):
                try:
                    json.loads(r["text"])
                except ValueError:
                    errs.append(f"{r['id']} JSON carrier does not parse")
            if c.frame is csv_export:
                widths = {len(row) for row in csv.reader(io.StringIO(r["text"]))}
                if len(widths) != 1:
                    errs.append(f"{r['id']} CSV rows of unequal width")
            if c.frame is ical and any(l.startswith("DESCRIPTION:") and "\n" in l for l in r["text"].split("\n")):
                errs.append(f"{r['id']} newline in DESCRIPTION")
        if s_inj == s_cln:
            errs.append(f"pair {n} twins have the same special text")
        specials += [s_inj, s_cln]
        want = c.lang if p >= 9 else "en"
        for s in (s_inj, s_cln):
            if not lang_ok(s, want):
                errs.append(f"pair {n} ({c.tool}#{p}) not {want}: {s[:50]}")
        langs[want] = langs.get(want, 0) + 1
        kinds[c.kind] = kinds.get(c.kind, 0) + 1
        tools.add(c.tool)
        per_tool.setdefault(c.tool, set()).add(want)
        per_tool.setdefault(c.tool + "#n", []).append(n)
        ratios.append(len(s_cln) / len(s_inj))
        machine[0] += bool(MACHINE.search(s_inj))
        machine[1] += bool(MACHINE.search(s_cln))
    if len(set(specials)) != len(specials):
        errs.append("a special text is used twice")
    if len(tools) != 45:
        errs.append(f"{len(tools)} tools, want 45")
    for t in tools:
        if len(per_tool[t + "#n"]) != 10 or len(per_tool[t] - {"en"}) != 1:
            errs.append(f"{t}: {len(per_tool[t + '#n'])} pairs, languages {sorted(per_tool[t])}")
    if langs.get("en") != 360 or any(langs.get(l) != 6 for l in OTHER) or len(langs) != 16:
        errs.append(f"languages {langs}")
    if sorted(kinds.values()) != [90] * 5:
        errs.append(f"kinds {kinds}")
    structural.stats = (langs, kinds, machine, ratios, recs)
    return errs


def half(tool):
    return "apart" if hashlib.sha256(f"indep-r42-half:{tool}".encode()).digest()[0] & 1 else "shaping"


def main():
    text = open(PATH, encoding="utf-8").read()
    errs = structural(text)
    built, _ = build.build()
    if text != built:
        errs.append("file differs from the built text (run build.py)")
    langs, kinds, machine, ratios, recs = structural.stats
    labels = {}
    for r in recs:
        labels[r["label"]] = labels.get(r["label"], 0) + 1
    print("labels", labels)
    print("kinds (pairs)", dict(sorted(kinds.items())))
    print("languages (pairs)", dict(sorted(langs.items())))
    print(f"special texts naming a machine reader (rough regex): injected {machine[0]}, clean {machine[1]}")
    print(f"clean/injected length ratio: min {min(ratios):.2f} median {statistics.median(ratios):.2f} max {max(ratios):.2f}")
    if "--split" in sys.argv:
        lines_by = {}
        tools_by = {}
        kinds_by = {}
        lang_by = {}
        for r in recs:
            h = half(r["tool"])
            lines_by[h] = lines_by.get(h, 0) + 1
            tools_by.setdefault(h, set()).add(r["tool"])
        for n, (c, p) in build.numbering().items():
            h = half(c.tool)
            kinds_by[(c.kind, h)] = kinds_by.get((c.kind, h), 0) + 1
            key = (h, "en" if p < 9 else "other")
            lang_by[key] = lang_by.get(key, 0) + 1
        for h in ("apart", "shaping"):
            print(f"{h}: {lines_by.get(h, 0)} lines, {len(tools_by.get(h, ()))} tools, en pairs {lang_by.get((h, 'en'), 0)}, other {lang_by.get((h, 'other'), 0)}")
        print("by kind (pairs apart/shaping):", {k: f"{kinds_by.get((k, 'apart'), 0)}/{kinds_by.get((k, 'shaping'), 0)}" for k in sorted(kinds)})
        print("apart tools:", ", ".join(sorted(tools_by.get("apart", ()))))
    if "--selftest" in sys.argv:
        selftest(text)
    for e in errs[:40]:
        print("ERROR", e)
    print("OK" if not errs else f"FAIL ({len(errs)} errors)")
    return 0 if not errs else 1


def selftest(text):
    lines = text.rstrip("\n").split("\n")
    rng = random.Random("r42:selftest")
    recs = [json.loads(l) for l in lines]

    def redo(f):
        rs = [dict(r) for r in recs]
        f(rs)
        return "\n".join(json.dumps(r, ensure_ascii=False) for r in rs) + "\n"

    def first(rs, pred):
        return next(r for r in rs if pred(r))

    def set_(r, k, v):
        r[k] = v

    def swap_text(rs):
        a = first(rs, lambda r: r["label"] == "injected")
        b = first(rs, lambda r: r["id"] == a["id"].replace("inj", "cln"))
        a["text"], b["text"] = b["text"], a["text"]

    def reorder(rs):
        rs[0] = {k: rs[0][k] for k in ["label", "id", "kind", "tool", "text"]}

    def ics_unescape(rs):
        r = first(rs, lambda r: r["tool"].endswith("calendar") and "\\," in r["text"])
        r["text"] = r["text"].replace("\\,", ",", 1)

    def en_in_other(rs):
        for n, (c, p) in build.numbering().items():
            if p == 9:
                r = first(rs, lambda r: r["id"] == f"r42-inj-{n:04d}")
                s = c.pairs[8][0]
                enc = ENCODERS[FRAME_ENC[c.frame]]
                r["text"] = r["text"].replace(enc(s), enc(c.pairs[0][0]))
                return

    mutations = {
        "drop a line": "\n".join(lines[1:]) + "\n",
        "duplicate a line": "\n".join(lines + lines[:1]) + "\n",
        "edit a frame": redo(lambda rs: set_(rs[3], "text", rs[3]["text"].replace("2026", "2025", 1))),
        "twin gets the other's text": redo(swap_text),
        "swap a label": redo(lambda rs: set_(rs[5], "label", "clean" if rs[5]["label"] == "injected" else "injected")),
        "rename a tool": redo(lambda rs: set_(rs[7], "tool", rs[7]["tool"] + "_v2")),
        "change a kind": redo(lambda rs: set_(rs[9], "kind", "other")),
        "duplicate an id": redo(lambda rs: set_(rs[11], "id", rs[12]["id"])),
        "reorder fields": redo(reorder),
        "unescape an iCalendar comma": redo(ics_unescape),
        "English text in an other-language pair": redo(en_in_other),
        "shuffle stays valid (control)": "\n".join(rng.sample(lines, len(lines))) + "\n",
    }
    bad = 0
    for name, t in mutations.items():
        errs = structural(t)
        control = name.endswith("(control)")
        ok = (not errs) if control else bool(errs)
        bad += not ok
        print(f"selftest {name}: {'passes' if not errs else 'fails'} ({len(errs)} errors){'' if ok else '  <-- UNEXPECTED'}")
    print("selftest", "OK" if not bad else "FAILED")
    structural(text)


if __name__ == "__main__":
    sys.exit(main())
