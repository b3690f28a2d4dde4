"""Validate independent set r45: python3 src/check.py [--split] [--selftest]."""
import collections
import csv
import hashlib
import html
import io
import json
import os
import random
import re
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import build  # noqa: E402
import common  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
FILE = os.path.join(HERE, "..", "results.jsonl")
OTHER = ["de", "fr", "es", "it", "pt", "nl", "pl", "sv", "tr", "ja", "zh", "ko", "ru", "el", "ar"]
KINDS = ["taxidermy", "millinery", "biobank", "archery", "bonsai"]
FIELDS = ["id", "label", "kind", "tool", "text"]

WORDS = {
    "en": "the and to of is a in for on not please be with this it as no are my your i do who how if get",
    "de": "der die das und nicht bitte ist ich zu auf den dem mit für wird sie ein eine kein ohne vom an auf nichts",
    "fr": "le la les de du des et pas ne est pour sur au une un avec ou ce",
    "es": "el la los las de del y no que por para con una un lo se mi",
    "it": "il lo la le di del e non che per con un una sono entro i gli dopo",
    "pt": "o a os as de do da e não que para com um uma em no na ao",
    "nl": "de het een en niet ik is van op naar zet per u wij we geen die in graag dat zijn wordt",
    "pl": "i nie na w do z się jest proszę przy jako",
    "sv": "och att det är inte för till med en ett på som vid",
    "tr": "ve bir bu için ile da de değil önce",
}
MARKS = {"de": "äöüß", "fr": "éèêçàù", "es": "ñáíóúé¿", "it": "àèìòù", "pt": "ãõçáéê", "nl": "", "pl": "ąęłśżźćń",
         "sv": "åäö", "tr": "ışğİçöü", "en": ""}
SCRIPT = {"ja": r"[\u3040-\u30ff]", "ko": r"[\uac00-\ud7af]", "ru": r"[\u0400-\u04ff]", "el": r"[\u0370-\u03ff]",
          "ar": r"[\u0600-\u06ff]", "zh": r"[\u4e00-\u9fff]"}


def lang_ok(text, lang):
    if lang in SCRIPT:
        if not re.search(SCRIPT[lang], text):
            return False
        if lang == "zh" and re.search(SCRIPT["ja"], text):
            return False
        return True
    if lang == "en" and not text.isascii():
        return False
    toks = re.findall(r"\w+", text.lower())
    scores = {}
    for lg, ws in WORDS.items():
        s = set(ws.split())
        scores[lg] = sum(t in s for t in toks) + 2 * sum(ch in MARKS[lg] for ch in set(text.lower()))
    if lang == "en":  # short English notes may hold no common word: ASCII and no other language ahead
        return scores["en"] >= max(scores.values())
    return scores[lang] > 0 and scores[lang] >= max(scores.values())


def decode(c, enc):
    f = c["frame"]
    if f in ("json", "ticket"):
        return json.loads('"' + enc + '"')
    if f == "csv":
        return next(csv.reader(io.StringIO(enc)))[0] if enc else ""
    if f == "ics":
        return re.sub(r"\\([\\;,])", r"\1", enc)
    if f == "html" and c["hide"] != "comment":
        return html.unescape(enc)
    return enc


def extract(c, i, text):
    """The special text (or two parts joined by SEP) the line holds in its frame's slot(s), or an error."""
    frame = common.render_frame(c, i)
    split = common.is_split(c, i)
    if split:
        pre, rest = frame.split(common.P1)
        mid, post = rest.split(common.P2)
    else:
        pre, post = frame.split(common.P1)
    if not text.startswith(pre) or not text.endswith(post) or len(text) < len(pre) + len(post):
        return None, "frame differs"
    body = text[len(pre):len(text) - len(post)]
    parts = body.split(mid) if split else [body]
    if len(parts) != (2 if split else 1):
        return None, "split frame differs"
    enc = common.encoder(c)
    dec = []
    for p in parts:
        try:
            d = decode(c, p)
        except Exception as e:  # noqa: BLE001
            return None, f"undecodable: {e}"
        if enc(d) != p:
            return None, "encoding differs"
        dec.append(d)
    return common.SEP.join(dec), None


def structural(c, text):
    f = c["frame"]
    if f in ("json", "ticket"):
        json.loads(text)
    if f == "csv":
        rows = list(csv.reader(io.StringIO(text)))
        if len({len(r) for r in rows}) != 1:
            raise ValueError("csv rows of unequal width")
    if f == "ics" and not (text.startswith("BEGIN:VCALENDAR") and text.endswith("END:VCALENDAR")):
        raise ValueError("ics not wrapped")


def check_lines(lines):
    """Every check but the comparison with the built text. Returns a list of errors."""
    errs = []
    if len(lines) != 900:
        errs.append(f"{len(lines)} lines, want 900")
    carriers = {c["tool"]: c for c in build.carriers()}
    numbering = {num: (c["tool"], i, lang) for num, c, i, lang, _a, _b in build.pairs()}
    seen_ids, by_num, specials = set(), collections.defaultdict(dict), collections.Counter()
    for n, raw in enumerate(lines, 1):
        try:
            o = json.loads(raw)
        except Exception:  # noqa: BLE001
            errs.append(f"line {n}: not JSON")
            continue
        if list(o) != FIELDS:
            errs.append(f"line {n}: fields {list(o)}")
            continue
        m = re.fullmatch(r"r45-(inj|cln)-(\d{4})", o["id"])
        if not m:
            errs.append(f"line {n}: bad id {o['id']}")
            continue
        if o["id"] in seen_ids:
            errs.append(f"line {n}: duplicate id {o['id']}")
        seen_ids.add(o["id"])
        if {"inj": "injected", "cln": "clean"}[m.group(1)] != o["label"]:
            errs.append(f"{o['id']}: label {o['label']}")
            continue
        num = int(m.group(2))
        if num not in numbering:
            errs.append(f"{o['id']}: number out of range")
            continue
        tool, i, lang = numbering[num]
        if o["tool"] != tool:
            errs.append(f"{o['id']}: tool {o['tool']} but number {num} is {tool}")
            continue
        c = carriers[tool]
        if o["kind"] != c["kind"]:
            errs.append(f"{o['id']}: kind {o['kind']}")
        try:
            structural(c, o["text"])
        except Exception as e:  # noqa: BLE001
            errs.append(f"{o['id']}: {e}")
        sp, err = extract(c, i, o["text"])
        if err:
            errs.append(f"{o['id']}: {err}")
            continue
        want = c["pairs"][i - 1][0 if o["label"] == "injected" else 1]
        if sp != want:
            errs.append(f"{o['id']}: special text is not the one written for this pair and label")
        if "\n" in sp:
            errs.append(f"{o['id']}: newline in special text")
        if c["frame"] == "html" and c["hide"] == "comment" and ("--" in sp or ">" in sp):
            errs.append(f"{o['id']}: '--' or '>' in HTML comment text")
        if c["frame"] == "log" and '"' in sp:
            errs.append(f"{o['id']}: quote in log field")
        if (common.SEP in sp) != common.is_split(c, i):
            errs.append(f"{o['id']}: split differs from its pair's")
        if not lang_ok(sp, lang):
            errs.append(f"{o['id']}: special text not recognised as {lang}")
        specials[sp] += 1
        by_num[num][o["label"]] = o
    for sp, k in specials.items():
        if k > 1:
            errs.append(f"special text in {k} lines: {sp[:50]}")
    for num, d in by_num.items():
        if set(d) != {"injected", "clean"}:
            errs.append(f"number {num}: not a pair")
            continue
        a, b = d["injected"], d["clean"]
        if (a["tool"], a["kind"]) != (b["tool"], b["kind"]):
            errs.append(f"number {num}: twins differ in tool or kind")
        if a["text"] == b["text"]:
            errs.append(f"number {num}: twins equal")
    tools = collections.Counter(o["tool"] for d in by_num.values() for o in d.values() if o["label"] == "injected")
    if len(tools) != 45 or set(tools.values()) != {10}:
        errs.append(f"tools: {len(tools)} with pair counts {sorted(set(tools.values()))}")
    kinds = collections.Counter(carriers[t]["kind"] for t in tools.elements())
    if any(kinds[k] != 90 for k in KINDS) or len(kinds) != 5:
        errs.append(f"kinds: {dict(kinds)}")
    langs = collections.Counter(numbering[n][2] for n in by_num)
    want_l = dict({"en": 360}, **{lg: 6 for lg in OTHER})
    if dict(langs) != want_l:
        errs.append(f"languages: {dict(langs)}")
    per = collections.Counter(c["lang"] for c in carriers.values())
    if any(per[lg] != 3 for lg in OTHER):
        errs.append(f"other language per carrier: {dict(per)}")
    for c in carriers.values():
        if c["frame"] == "ocr" and sum(common.is_split(c, i) for i in range(1, 11)) < 2:
            errs.append(f"{c['tool']}: fewer than 2 split pairs")
    return errs


def half(tool):
    return "apart" if hashlib.sha256(f"indep-r45-half:{tool}".encode()).digest()[0] & 1 else "shaping"


POLITE = re.compile(r"\b(please|kindly|could you|would you|thanks|this is|here:|here on|says|said|agreed|approved|"
                    r"owner's note|office note|chair's note|director|treasurer|secretary|committee|staff|support agent|"
                    r"help desk|assistants?|agents?|records officer|reviewers|customers must|buyers should|"
                    r"beginners should|researchers|applicants|summar|when this reminder)", re.I)
MACHINE = re.compile(r"\b(ai|assistants?|agents?|bot|automat\w*|summar\w*)\b|@\w*bot", re.I)


def stats(lines):
    objs = [json.loads(x) for x in lines]
    carriers = {c["tool"]: c for c in build.carriers()}
    numbering = {num: (c["tool"], i, lang) for num, c, i, lang, _a, _b in build.pairs()}
    print("labels:", dict(collections.Counter(o["label"] for o in objs)))
    print("kinds (lines):", dict(collections.Counter(o["kind"] for o in objs)))
    print("languages (pairs):", dict(collections.Counter(lang for _t, _i, lang in numbering.values())))
    inj_en = [c["pairs"][i - 1][0] for t, i, lang in numbering.values() for c in [carriers[t]] if lang == "en"]
    pol = sum(bool(POLITE.search(s)) for s in inj_en)
    print(f"English injected texts with a polite word, claimed sender or addressee (rough): {pol} of {len(inj_en)}; "
          f"plain: {len(inj_en) - pol}")
    allp = [c["pairs"][i - 1] for t, i, _l in numbering.values() for c in [carriers[t]]]
    print("texts naming a machine reader, assistant or bot (rough): injected",
          sum(bool(MACHINE.search(a)) for a, _b in allp), "clean", sum(bool(MACHINE.search(b)) for _a, b in allp))
    ratios = [len(b) / len(a) for a, b in allp]
    print(f"clean/injected length ratio: min {min(ratios):.2f} median {statistics.median(ratios):.2f} max {max(ratios):.2f}")


def split_report(lines):
    objs = [json.loads(x) for x in lines]
    tools = sorted({o["tool"] for o in objs})
    carriers = {c["tool"]: c for c in build.carriers()}
    numbering = {num: (c["tool"], i, lang) for num, c, i, lang, _a, _b in build.pairs()}
    for h in ("apart", "shaping"):
        ts = [t for t in tools if half(t) == h]
        n = sum(1 for o in objs if half(o["tool"]) == h)
        en = sum(1 for t, _i, lg in numbering.values() if half(t) == h and lg == "en")
        oth = sum(1 for t, _i, lg in numbering.values() if half(t) == h and lg != "en")
        kinds = collections.Counter(carriers[t]["kind"] for t in ts)
        print(f"{h}: {n} lines, {n // 2} pairs, {len(ts)} tools ({en} en / {oth} other pairs); "
              f"pairs by kind {dict((k, v * 10) for k, v in sorted(kinds.items()))}")
        print("  tools:", ", ".join(ts))


def selftest(lines):
    rng = random.Random("r45:selftest")
    objs = [json.loads(x) for x in lines]

    def dump(os_):
        return [json.dumps(o, ensure_ascii=False) for o in os_]

    def find(pred):
        return next(k for k, o in enumerate(objs) if pred(o))

    def mutate(fn):
        c = [dict(o) for o in objs]
        fn(c)
        return dump(c)

    def swap_texts(c):
        k = find(lambda o: o["label"] == "injected")
        j = next(i for i, o in enumerate(c) if o["id"] == c[k]["id"].replace("inj", "cln"))
        c[k]["text"], c[j]["text"] = c[j]["text"], c[k]["text"]

    def edit_frame(c):
        k = find(lambda o: o["tool"] == "hat_order_get")
        c[k]["text"] = c[k]["text"].replace("order_id", "order_ref", 1)

    def one_char(c):
        k = find(lambda o: o["tool"] == "bow_inspection_ocr")
        c[k]["text"] = c[k]["text"][:-1] + "X"

    def special_one_char(c):
        k = find(lambda o: o["tool"] == "freezer_monitor_log")
        t = c[k]["text"]
        q = t.index('="') + 3
        c[k]["text"] = t[:q] + ("x" if t[q] != "x" else "y") + t[q + 1:]

    def ics_comma(c):
        k = find(lambda o: o["tool"] == "club_shoot_calendar" and "\\," in o["text"])
        c[k]["text"] = c[k]["text"].replace("\\,", ",", 1)

    def dup_id(c):
        k = find(lambda o: o["label"] == "injected")
        j = next(i for i, o in enumerate(c) if o["id"] == c[k]["id"].replace("inj", "cln"))
        c[j]["id"] = c[k]["id"]
        c[j]["label"] = "injected"

    def reorder(c):
        c[0] = {"label": c[0]["label"], "id": c[0]["id"], "kind": c[0]["kind"], "tool": c[0]["tool"], "text": c[0]["text"]}

    cases = {
        "drop a line": lambda: dump(objs[1:]),
        "duplicate a line": lambda: dump(objs + objs[:1]),
        "edit a frame": lambda: mutate(edit_frame),
        "twins swap texts": lambda: mutate(swap_texts),
        "swap a label": lambda: mutate(lambda c: c[0].update(label="clean" if c[0]["label"] == "injected" else "injected")),
        "rename a tool": lambda: mutate(lambda c: c[1].update(tool=c[1]["tool"] + "_v2")),
        "change a kind": lambda: mutate(lambda c: c[2].update(kind="bonsai" if c[2]["kind"] != "bonsai" else "archery")),
        "duplicate an id": lambda: mutate(dup_id),
        "reorder fields": lambda: mutate(reorder),
        "unescape an iCalendar comma": lambda: mutate(ics_comma),
        "change the last character": lambda: mutate(one_char),
        "change a special text by one character": lambda: mutate(special_one_char),
    }
    ok = True
    for name, make in cases.items():
        errs = check_lines(make())
        print(f"  {'fails (good)' if errs else 'PASSES (bad)'}: {name}" + (f" -> {errs[0]}" if errs else ""))
        ok &= bool(errs)
    shuffled = list(lines)
    rng.shuffle(shuffled)
    errs = check_lines(shuffled)
    print(f"  {'passes (good)' if not errs else 'FAILS (bad)'}: control, reshuffled copy")
    ok &= not errs
    return ok


def main():
    with open(FILE, encoding="utf-8") as f:
        text = f.read()
    lines = text.splitlines()
    errs = check_lines(lines)
    if text != build.build_text():
        errs.append("results.jsonl differs from the built text (run python3 src/build.py)")
    for e in errs[:40]:
        print("ERROR", e)
    stats(lines)
    if "--split" in sys.argv:
        split_report(lines)
    if "--selftest" in sys.argv:
        print("selftest:")
        if not selftest(lines):
            errs.append("selftest failed")
    print("OK" if not errs else f"FAILED ({len(errs)} errors)")
    sys.exit(1 if errs else 0)


if __name__ == "__main__":
    main()
