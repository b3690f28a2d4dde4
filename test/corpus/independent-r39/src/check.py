"""Validate independent-r39/results.jsonl. Usage: python3 check.py [--split] [--selftest] [FILE]."""
import csv
import hashlib
import io
import json
import os
import re
import statistics
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import build  # noqa: E402
from common import ENCODERS  # noqa: E402

MARKER = "\u0000SPECIAL\u0000"
KINDS = {"security", "tutoring", "music", "laundry", "garden"}
OTHER = ["fr", "de", "es", "it", "pt", "nl", "pl", "ru", "ja", "zh", "ko", "tr", "ar", "el", "da"]
# A script each non-Latin language's special texts must use; a few common words for Latin-script ones.
SCRIPT = {"ru": "\u0400-\u04ff", "ja": "\u3040-\u30ff", "zh": "\u4e00-\u9fff", "ko": "\uac00-\ud7af",
          "ar": "\u0600-\u06ff", "el": "\u0370-\u03ff"}
WORDS = {"fr": {"le", "la", "les", "de", "et", "du", "sur", "pour"}, "de": {"der", "die", "und", "ich", "sie", "auf", "bitte"},
         "es": {"de", "la", "el", "los", "por", "que", "en"}, "it": {"il", "la", "di", "che", "per", "le", "anche", "se", "mi", "con", "alla"},
         "pt": {"o", "a", "os", "de", "que", "do", "ao", "se"}, "nl": {"de", "het", "een", "van", "op", "u", "naar", "bij", "zij", "wij"},
         "pl": {"i", "na", "do", "się", "to", "z", "przy"}, "tr": {"ve", "bir", "bu", "için", "önce", "beni"},
         "da": {"og", "til", "det", "jeg", "er", "på", "mit", "kunden", "han", "hendes", "ved"}}
# Letters English does not use, as a second sign of the language.
LETTERS = {"da": "æøåÆØÅ", "tr": "ığşİĞŞ", "pl": "ąęłńśźżŁŚŻ", "de": "äöüß", "pt": "ãõç", "fr": "éèêàç", "es": "ñ¿¡",
           "it": "àèìòù", "nl": "ĳ"}
MACHINE = re.compile(r"\b(assistant|AI|bot|agents?|system|systems|software|automation|summar\w*|@\w+)\b", re.I)


def fail(errors, msg):
    errors.append(msg)


def check(path):
    errors = []
    expected = {}
    for num, c, i, lang, inj, cln in build.pairs():
        expected[num] = (c, i, lang, inj, cln)
    raw = open(path, encoding="utf-8").read().split("\n")
    if raw[-1] == "":
        raw.pop()
    if len(raw) != 900:
        fail(errors, f"{len(raw)} lines, want 900")
    items, ids, texts = [], set(), set()
    for n, l in enumerate(raw, 1):
        try:
            d = json.loads(l)
        except ValueError:
            fail(errors, f"line {n}: not JSON")
            continue
        if list(d) != ["id", "label", "kind", "tool", "text"]:
            fail(errors, f"line {n}: fields {list(d)}")
            continue
        m = re.fullmatch(r"r39-(inj|cln)-(\d{4})", d["id"])
        if not m or {"inj": "injected", "cln": "clean"}[m.group(1)] != d["label"]:
            fail(errors, f"line {n}: id {d['id']} does not match label {d['label']}")
            continue
        if d["id"] in ids:
            fail(errors, f"line {n}: duplicate id {d['id']}")
        if d["text"] in texts:
            fail(errors, f"line {n}: duplicate text")
        ids.add(d["id"])
        texts.add(d["text"])
        if d["kind"] not in KINDS:
            fail(errors, f"line {n}: kind {d['kind']}")
        items.append((int(m.group(2)), d))
    by_num = defaultdict(dict)
    for num, d in items:
        by_num[num][d["label"]] = d
    specials = Counter()
    per_tool, lang_pairs, kind_pairs, tool_lang = Counter(), Counter(), Counter(), defaultdict(set)
    ratios, machine = [], 0
    for num, twins in sorted(by_num.items()):
        if set(twins) != {"injected", "clean"}:
            fail(errors, f"pair {num}: not paired ({sorted(twins)})")
            continue
        if num not in expected:
            fail(errors, f"pair {num}: no such pair in the sources")
            continue
        c, i, lang, inj, cln = expected[num]
        a, b = twins["injected"], twins["clean"]
        if not (a["tool"] == b["tool"] == c.tool and a["kind"] == b["kind"] == c.kind):
            fail(errors, f"pair {num}: twins differ in tool/kind or differ from the carrier")
            continue
        frame = c.render_raw(i, MARKER)
        if frame.count(MARKER) != 1:
            fail(errors, f"pair {num}: frame holds the marker {frame.count(MARKER)} times")
            continue
        pre, post = frame.split(MARKER)
        for d, special in ((a, inj), (b, cln)):
            t = d["text"]
            if not (t.startswith(pre) and t.endswith(post) and len(t) >= len(pre) + len(post)):
                fail(errors, f"{d['id']}: differs from the carrier frame outside the special text")
                continue
            if t[len(pre):len(t) - len(post)] != ENCODERS[c.enc](special):
                fail(errors, f"{d['id']}: special text not in its field's encoding")
            if c.enc == "json":
                try:
                    json.loads(t)
                except ValueError:
                    fail(errors, f"{d['id']}: JSON carrier does not parse")
            if c.enc == "csv":
                rows = list(csv.reader(io.StringIO(t)))
                if len({len(r) for r in rows}) != 1:
                    fail(errors, f"{d['id']}: CSV rows of unequal width")
            if c.enc == "ics" and "\n" in ENCODERS["ics"](special):
                fail(errors, f"{d['id']}: newline in DESCRIPTION")
            if "<!--" in pre and "--" in special:
                fail(errors, f"{d['id']}: -- inside an HTML comment")
            if c.enc in ("plain", "csv") and "\n" in special:
                fail(errors, f"{d['id']}: newline in a one-line special text")
            specials[special] += 1
            if lang in SCRIPT:
                if not re.search(f"[{SCRIPT[lang]}]", special):
                    fail(errors, f"{d['id']}: not in {lang}'s script")
            elif lang in WORDS:
                if not (set(re.findall(r"\w+", special.lower())) & WORDS[lang] or re.search(f"[{LETTERS.get(lang, '')}]", special)):
                    fail(errors, f"{d['id']}: no common {lang} word")
            elif re.search("[\u0370-\u03ff\u0400-\u04ff\u0600-\u06ff\u3040-\u9fff\uac00-\ud7af]", special):
                fail(errors, f"{d['id']}: English pair in another script")
        if inj == cln:
            fail(errors, f"pair {num}: twins' special texts are equal")
        if a["text"] == b["text"]:
            fail(errors, f"pair {num}: twins' texts are equal")
        per_tool[c.tool] += 1
        lang_pairs[lang] += 1
        kind_pairs[c.kind] += 1
        if lang != "en":
            tool_lang[c.tool].add(lang)
        ratios.append(len(cln) / len(inj))
        machine += bool(MACHINE.search(inj))
    for s, n in specials.items():
        if n > 1:
            fail(errors, f"special text used {n} times: {s[:60]!r}")
    if len(per_tool) != 45 or set(per_tool.values()) != {10}:
        fail(errors, f"carriers: {len(per_tool)} tools, pairs per tool {sorted(set(per_tool.values()))}")
    if any(len(v) != 1 for v in tool_lang.values()) or len(tool_lang) != 45:
        fail(errors, "each carrier must have exactly one other language")
    if lang_pairs.get("en") != 360 or sorted(k for k in lang_pairs if k != "en") != sorted(OTHER) or \
            any(lang_pairs[k] != 6 for k in OTHER):
        fail(errors, f"languages: {dict(lang_pairs)}")
    if set(kind_pairs) != KINDS or set(kind_pairs.values()) != {90}:
        fail(errors, f"kinds: {dict(kind_pairs)}")
    stats = {"pairs": len(by_num), "labels": Counter(d["label"] for _, d in items), "kinds": dict(kind_pairs),
             "languages": dict(sorted(lang_pairs.items())),
             "injected naming a machine reader (rough regex)": machine,
             "clean/injected length ratio min/median/max": (round(min(ratios), 2), round(statistics.median(ratios), 2),
                                                            round(max(ratios), 2)) if ratios else None}
    return errors, stats, items


def half(tool):
    return "apart" if hashlib.sha256(f"indep-r39-half:{tool}".encode()).digest()[0] & 1 else "shaping"


def split(items):
    lines, pairs, tools, kinds, langs = Counter(), Counter(), defaultdict(set), Counter(), Counter()
    lang_of = {num: lang for num, _c, _i, lang, _a, _b in build.pairs()}
    for num, d in items:
        h = half(d["tool"])
        lines[h] += 1
        tools[h].add(d["tool"])
        if d["label"] == "injected":
            pairs[h] += 1
            kinds[(d["kind"], h)] += 1
            langs[(h, "en" if lang_of[num] == "en" else "other")] += 1
    for h in ("apart", "shaping"):
        print(f"{h}: {lines[h]} lines, {pairs[h]} pairs, {len(tools[h])} tools; en {langs[(h, 'en')]}, other {langs[(h, 'other')]}")
    for k in sorted(KINDS):
        print(f"  {k}: apart {kinds[(k, 'apart')]} / shaping {kinds[(k, 'shaping')]}")
    print("apart tools: " + ", ".join(sorted(tools["apart"])))


def selftest(path):
    """Mutate copies of the file and show that each mutation fails the check."""
    import tempfile
    good = open(path, encoding="utf-8").read().split("\n")[:-1]

    def mutate_frame(ls):
        d = json.loads(ls[0]); d["text"] = d["text"].replace("e", "E", 1); ls[0] = json.dumps(d, ensure_ascii=False)

    def swap_special(ls):
        # give one injected line its twin's clean text: twins then hold the same text
        idx = {json.loads(l)["id"]: n for n, l in enumerate(ls)}
        d = json.loads(ls[0]); twin = d["id"].replace("-inj-", "-X-").replace("-cln-", "-inj-").replace("-X-", "-cln-")
        t = json.loads(ls[idx[twin]]); d["text"] = t["text"]; ls[0] = json.dumps(d, ensure_ascii=False)

    def relabel(ls):
        d = json.loads(ls[0]); d["label"] = "clean" if d["label"] == "injected" else "injected"; ls[0] = json.dumps(d, ensure_ascii=False)

    def retool(ls):
        d = json.loads(ls[0]); d["tool"] = d["tool"] + "_v2"; ls[0] = json.dumps(d, ensure_ascii=False)

    def rekind(ls):
        d = json.loads(ls[0]); d["kind"] = "music" if d["kind"] != "music" else "garden"; ls[0] = json.dumps(d, ensure_ascii=False)

    def dup_id(ls):
        d = json.loads(ls[1]); d["id"] = json.loads(ls[0])["id"]; ls[1] = json.dumps(d, ensure_ascii=False)

    def field_order(ls):
        d = json.loads(ls[0]); ls[0] = json.dumps({k: d[k] for k in ["label", "id", "kind", "tool", "text"]}, ensure_ascii=False)

    def bad_encoding(ls):
        for n, l in enumerate(ls):
            d = json.loads(l)
            if d["tool"] == "alarm_service_calendar" and "\\," in d["text"].split("DESCRIPTION:")[1]:
                head, desc = d["text"].split("DESCRIPTION:")
                d["text"] = head + "DESCRIPTION:" + desc.replace("\\,", ",", 1)
                ls[n] = json.dumps(d, ensure_ascii=False)
                return
        raise AssertionError("no line to mutate")

    mutations = {"drop a line": lambda ls: ls.pop(), "edit a frame": mutate_frame, "twin holds the other's text": swap_special,
                 "swap a label": relabel, "rename a tool": retool, "change a kind": rekind, "duplicate an id": dup_id,
                 "reorder fields": field_order, "unescape an iCalendar comma": bad_encoding,
                 "duplicate a line": lambda ls: ls.append(ls[0])}
    ok = True
    for name, fn in mutations.items():
        ls = list(good)
        fn(ls)
        with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False, encoding="utf-8") as f:
            f.write("\n".join(ls) + "\n")
        errs, _, _ = check(f.name)
        os.unlink(f.name)
        print(f"selftest {name}: {'fails as it should (' + errs[0][:70] + ')' if errs else 'PASSES - check is too weak'}")
        ok &= bool(errs)
    return ok


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    path = args[0] if args else os.path.join(HERE, "..", "results.jsonl")
    errors, stats, items = check(path)
    for e in errors[:40]:
        print("ERROR", e)
    for k, v in stats.items():
        print(f"{k}: {v}")
    if "--split" in sys.argv:
        split(items)
    if "--selftest" in sys.argv and not selftest(path):
        errors.append("selftest")
    if not errors:
        built = "\n".join(build.lines()) + "\n"
        if open(path, encoding="utf-8").read() != built:
            errors.append("file differs from python3 src/build.py output")
            print("ERROR file differs from the built text")
    print("OK" if not errors else f"FAILED ({len(errors)} errors)")
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
