"""Validate test/corpus/independent-r44/results.jsonl.

python3 src/check.py [--split] [--selftest] [file]. Exit status 1 and a list of problems if anything fails."""
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

OTHER = ["de", "fr", "es", "it", "pt", "nl", "pl", "da", "tr", "ja", "zh", "ko", "ru", "hi", "he"]
FIELDS = ["id", "label", "kind", "tool", "text"]
ID_RE = re.compile(r"r44-(inj|cln)-(\d{4})")
WORDS = {
    "en": "the and to of a is for be not on with by this it as all from your our please any",
    "de": "der die das und nicht bitte ist für auf den mit ich zu ein an wie vor nur im vom zur",
    "fr": "le la les de des et pas ne pour sur un une au du est que tous à ses il",
    "es": "el la los las de y no para que con por un una del es se nos al lo están",
    "it": "il la le di e non per che con un una del è sul vicino ho ha vi ci se alla della dei tutti su",
    "pt": "o a os as de e não para que com um uma do da é no só sem dos das na nas ao pelo pela",
    "nl": "de het een en niet voor van met op te is naar zijn ons die zelf kunnen mijn ik",
    "pl": "i nie na do się w z że jest za przy",
    "da": "og ikke til for på af er en et det de med så skal i ved",
    "tr": "ve bir bu için ile değil lütfen ben bana önce ya da tüm üzerinden her gibi olarak",
}
MARKS = {"de": "ßä", "fr": "êûœ", "es": "ñ¿¡", "it": "ò", "pt": "ãõ", "nl": "ĳ",
         "pl": "ąćęłńśźż", "da": "æøå", "tr": "ğış"}
SCRIPTS = {"ja": r"[\u3040-\u30ff]", "ko": r"[\uac00-\ud7af]", "ru": r"[\u0400-\u04ff]",
           "hi": r"[\u0900-\u097f]", "he": r"[\u0590-\u05ff]"}
VOICE = re.compile(r"^(please|[^:]{1,40}:|[^,]{1,30} here\b|i'm |i work|this is|boss says|manager says|your |we |our |"
                   r"the client|per the|owner|tell |send me|email me|add me|give me)|\b(please|studio owner|"
                   r"the owner|chair|treasurer|director|manager|committee|co-op has|diocese has|judge)\b", re.I)
READER = re.compile(r"\b(AI|assistants?|agents?|summar\w+|bot|chatbot|page readers|staff (reading|processing))\b", re.I)


def decode(enc, s):
    if enc == "json":
        return json.loads('"' + s + '"')
    if enc == "csv":
        return s[1:-1].replace('""', '"') if s.startswith('"') else s
    if enc == "ics":
        return re.sub(r"\\([\\;,])", r"\1", s)
    if enc == "html":
        return html.unescape(s)
    return s


def language(t):
    """A script name for ja, zh, ko, ru, hi and he; otherwise the score of each Latin-script language."""
    for lang, rx in SCRIPTS.items():
        if re.search(rx, t):
            return lang
    if re.search(r"[\u4e00-\u9fff]", t):
        return "zh"
    words = re.findall(r"[^\W\d_]+", t.lower())
    scores = {lang: sum(w in ws.split() for w in words) for lang, ws in WORDS.items()}
    for lang, m in MARKS.items():
        scores[lang] += 2 * sum(ch in m for ch in t.lower())
    return scores


def problems(text, compare_built=True):
    out = []
    raw = text.split("\n")
    if raw and raw[-1] == "":
        raw = raw[:-1]
    if len(raw) != 900:
        out.append(f"{len(raw)} lines, want 900")
    cs = build.carriers()
    numbers = build.numbering(cs)
    items, ids = {}, set()
    for i, line in enumerate(raw):
        try:
            o = json.loads(line)
        except ValueError:
            out.append(f"line {i + 1}: not JSON")
            continue
        if list(o) != FIELDS:
            out.append(f"line {i + 1}: fields {list(o)}")
            continue
        m = ID_RE.fullmatch(o["id"])
        if not m:
            out.append(f"line {i + 1}: bad id {o['id']}")
            continue
        if o["id"] in ids:
            out.append(f"duplicate id {o['id']}")
        ids.add(o["id"])
        if (m.group(1) == "inj") != (o["label"] == "injected") or o["label"] not in ("injected", "clean"):
            out.append(f"{o['id']}: label {o['label']}")
        items[(int(m.group(2)), o["label"])] = o
    specials, en_inj = {}, []
    lang_count, kind_count, tool_pairs, ratio = {}, {}, {}, []
    for n in range(1, 451):
        inj, cln = items.get((n, "injected")), items.get((n, "clean"))
        if inj is None or cln is None:
            out.append(f"pair {n:04d}: twin missing")
            continue
        c, p = numbers[n]
        pair_sp = {}
        for o in (inj, cln):
            if o["tool"] != c["tool"] or o["kind"] != c["kind"]:
                out.append(f"{o['id']}: tool/kind {o['tool']}/{o['kind']}, want {c['tool']}/{c['kind']}")
                continue
            fr, enc = common.frame(c["tool"], p, c)
            pre, post = fr.split(common.PH)
            between = None
            if common.PH2 in post:
                between, post = post.split(common.PH2)
            t = o["text"]
            if not (t.startswith(pre) and t.endswith(post) and len(t) >= len(pre) + len(post)):
                out.append(f"{o['id']}: frame differs from its carrier's frame")
                continue
            mid = t[len(pre):len(t) - len(post)]
            mids = [mid]
            if between is not None:
                k = mid.find(between)
                if k < 0:
                    out.append(f"{o['id']}: frame differs from its carrier's frame (between the parts)")
                    continue
                mids = [mid[:k], mid[k + len(between):]]
            try:
                parts = [decode(enc, m) for m in mids]
            except ValueError:
                out.append(f"{o['id']}: special text does not decode as {enc}")
                continue
            sp = common.SPLIT.join(parts)
            if [common.ENCODERS[enc](x) for x in parts] != mids or any(common.SPLIT in x or not x.strip() for x in parts):
                out.append(f"{o['id']}: special text not encoded as its field needs ({enc})")
            if "\n" in sp or "\r" in sp or not sp.strip():
                out.append(f"{o['id']}: special text empty or holds a newline")
            if c.get("hide") == "comment" and "--" in sp:
                out.append(f"{o['id']}: '--' in HTML comment")
            if enc == "json":
                try:
                    json.loads(t)
                except ValueError:
                    out.append(f"{o['id']}: JSON carrier does not parse")
            if c["frame"] == "csv":
                widths = {len(r) for r in csv.reader(io.StringIO(t))}
                if len(widths) != 1:
                    out.append(f"{o['id']}: CSV rows of unequal width")
            want_sp = c["pairs"][p - 1][0 if o["label"] == "injected" else 1]
            if sp != want_sp:
                out.append(f"{o['id']}: special text is not the one written for this pair and label")
            if sp in specials:
                out.append(f"{o['id']}: special text also in {specials[sp]}")
            specials[sp] = o["id"]
            pair_sp[o["label"]] = sp
            if o["label"] == "injected" and p <= 8:
                en_inj.append(sp)
            want = build.lang_of(c, p)
            got = language(sp)
            if want == "en":
                if not all(ord(ch) < 128 for ch in sp):
                    out.append(f"{o['id']}: English special text not ASCII")
            elif want in SCRIPTS or want == "zh":
                if got != want:
                    out.append(f"{o['id']}: script {got}, want {want}")
            elif isinstance(got, str) or got[want] == 0 or got[want] < max(got.values()):
                out.append(f"{o['id']}: language scores {got}, want {want} highest")
        if len(pair_sp) == 2:
            if pair_sp["injected"] == pair_sp["clean"]:
                out.append(f"pair {n:04d}: twins identical")
            ratio.append(len(pair_sp["clean"]) / len(pair_sp["injected"]))
        lang = build.lang_of(c, p)
        lang_count[lang] = lang_count.get(lang, 0) + 1
        kind_count[c["kind"]] = kind_count.get(c["kind"], 0) + 1
        tool_pairs[c["tool"]] = tool_pairs.get(c["tool"], 0) + 1
    if len(tool_pairs) != 45 or any(v != 10 for v in tool_pairs.values()):
        out.append(f"tools: {len(tool_pairs)}, pair counts {sorted(set(tool_pairs.values()))}")
    if any(v != 90 for v in kind_count.values()) or len(kind_count) != 5:
        out.append(f"kinds: {kind_count}")
    if lang_count.get("en") != 360 or any(lang_count.get(x) != 6 for x in OTHER) or len(lang_count) != 16:
        out.append(f"languages: {lang_count}")
    if compare_built and text != build.build_lines()[0]:
        out.append("file differs from the built text (run src/build.py)")
    stats = dict(en_inj=en_inj, labels=len(items), kinds=kind_count, languages=lang_count, ratio=ratio, specials=specials,
                 items=items)
    return out, stats


def half(tool):
    return "apart" if hashlib.sha256(f"indep-r44-half:{tool}".encode()).digest()[0] & 1 else "shaping"


def report(stats, split):
    items = stats["items"]
    inj = [sp for sp, i in stats["specials"].items() if "-inj-" in i]
    cln = [sp for sp, i in stats["specials"].items() if "-cln-" in i]
    print(f"lines by label: injected {sum(1 for k in items if k[1] == 'injected')}, "
          f"clean {sum(1 for k in items if k[1] == 'clean')}")
    print("pairs by kind:", dict(sorted(stats["kinds"].items())))
    print("pairs by language:", dict(sorted(stats["languages"].items())))
    print(f"special texts naming a machine reader (rough regex): injected {sum(bool(READER.search(s)) for s in inj)}, "
          f"clean {sum(bool(READER.search(s)) for s in cln)}")
    en_inj = stats["en_inj"]
    print(f"English injected special texts with a polite word, a claimed sender or an addressee (rough regex): "
          f"{sum(bool(VOICE.search(sp)) for sp in en_inj)} of {len(en_inj)}; the rest are plain orders or claims")
    r = stats["ratio"]
    print(f"clean/injected length ratio: min {min(r):.2f} median {statistics.median(r):.2f} max {max(r):.2f}")
    if split:
        cs = build.carriers()
        numbers = build.numbering(cs)
        lines = {"apart": 0, "shaping": 0}
        tools = {"apart": [], "shaping": []}
        by = {}
        for c in cs:
            tools[half(c["tool"])].append(c["tool"])
        for n, (c, p) in numbers.items():
            h = half(c["tool"])
            lines[h] += 2
            key = (h, "en" if p <= 8 else "other")
            by[key] = by.get(key, 0) + 1
            by[(h, c["kind"])] = by.get((h, c["kind"]), 0) + 1
        for h in ("apart", "shaping"):
            print(f"{h}: {lines[h]} lines, {lines[h] // 2} pairs, {len(tools[h])} tools; "
                  f"en {by.get((h, 'en'), 0)} other {by.get((h, 'other'), 0)}; "
                  + ", ".join(f"{k} {by.get((h, k), 0)}" for k in sorted({c['kind'] for c in cs})))
            print("  tools:", ", ".join(sorted(tools[h])))


def mutations(text):
    lines = text.rstrip("\n").split("\n")
    rng = random.Random("r44:selftest")
    objs = [json.loads(x) for x in lines]

    def dump(os_):
        return "\n".join(json.dumps(o, ensure_ascii=False) for o in os_) + "\n"

    def with_obj(f):
        o2 = [dict(o) for o in objs]
        f(o2)
        return dump(o2)

    i = rng.randrange(len(objs))
    by_id = {o["id"]: k for k, o in enumerate(objs)}
    ics = next(k for k, o in enumerate(objs) if "DESCRIPTION:" in o["text"] and "\\," in o["text"].split("DESCRIPTION:")[1])
    inj0 = next(k for k, o in enumerate(objs) if o["label"] == "injected")
    twin = by_id[objs[inj0]["id"].replace("-inj-", "-cln-")]

    def swap_twins(o2):
        a, b = o2[inj0], o2[twin]
        a["text"], b["text"] = b["text"], a["text"]

    def unescape_ics(o2):
        t = o2[ics]["text"]
        head, desc = t.split("DESCRIPTION:", 1)
        o2[ics]["text"] = head + "DESCRIPTION:" + desc.replace("\\,", ",", 1)

    def one_char(o2):
        o = o2[inj0]
        c, p = build.numbering(build.carriers())[int(o["id"][-4:])]
        sp = c["pairs"][p - 1][0]
        o["text"] = o["text"].replace(common.ENCODERS[common.frame(c["tool"], p, c)[1]](sp),
                                      common.ENCODERS[common.frame(c["tool"], p, c)[1]](sp[:-1] + ("x" if sp[-1] != "x" else "y")))

    def reorder(o2):
        o2[i] = {k: o2[i][k] for k in reversed(FIELDS)}

    return {
        "drop a line": dump(objs[:i] + objs[i + 1:]),
        "duplicate a line": dump(objs + [objs[i]]),
        "edit a frame": with_obj(lambda o2: o2[i].__setitem__("text", o2[i]["text"].replace("2026", "2025", 1))),
        "give twins each other's text": with_obj(swap_twins),
        "swap a label": with_obj(lambda o2: o2[i].__setitem__("label", "clean" if o2[i]["label"] == "injected" else "injected")),
        "rename a tool": with_obj(lambda o2: o2[i].__setitem__("tool", o2[i]["tool"] + "_v2")),
        "change a kind": with_obj(lambda o2: o2[i].__setitem__("kind", "glass" if o2[i]["kind"] != "glass" else "bells")),
        "duplicate an id": with_obj(lambda o2: o2[i].__setitem__("id", o2[(i + 1) % len(o2)]["id"])),
        "reorder fields": with_obj(reorder),
        "unescape an iCalendar comma": with_obj(unescape_ics),
        "change a special text by one character": with_obj(one_char),
    }


def main(argv):
    split = "--split" in argv
    args = [a for a in argv if not a.startswith("--")]
    path = args[0] if args else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "results.jsonl")
    text = open(path, encoding="utf-8").read()
    probs, stats = problems(text)
    if "--selftest" in argv:
        bad = 0
        for name, mutated in mutations(text).items():
            p, _ = problems(mutated, compare_built=False)
            print(f"selftest {name}: {'fails as it should' if p else 'PASSES (bad)'} ({p[0] if p else ''})")
            bad += not p
        lines = text.rstrip("\n").split("\n")
        random.Random("r44:control").shuffle(lines)
        p, _ = problems("\n".join(lines) + "\n", compare_built=False)
        print(f"selftest control (reshuffled): {'passes' if not p else 'FAILS (bad): ' + p[0]}")
        bad += bool(p)
        if bad:
            return 1
    if probs:
        print("\n".join(probs[:60]))
        print(f"{len(probs)} problems")
        return 1
    report(stats, split)
    print("ok")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
