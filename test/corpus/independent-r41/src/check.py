"""Validate corpus set independent-r41: structure, twins, frames, encodings, languages; --split, --selftest."""
import csv
import hashlib
import io
import json
import os
import re
import statistics
import sys

sys.dont_write_bytecode = True  # keep the tree free of __pycache__
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from build import CARRIERS, OUT, built_text, numbering, pair_lang  # noqa: E402
from common import ENCODERS, MARK  # noqa: E402

OTHER = ["fr", "de", "es", "it", "pt", "nl", "pl", "sv", "ja", "zh", "ko", "tr", "el", "ru", "ar"]
SCRIPTS = {
    "ja": re.compile(r"[\u3040-\u30ff]"),
    "zh": re.compile(r"[\u4e00-\u9fff]"),
    "ko": re.compile(r"[\uac00-\ud7af]"),
    "el": re.compile(r"[\u0370-\u03ff]"),
    "ru": re.compile(r"[\u0400-\u04ff]"),
    "ar": re.compile(r"[\u0600-\u06ff]"),
}
NON_LATIN = re.compile(r"[\u0370-\u03ff\u0400-\u04ff\u0600-\u06ff\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]")
# Common words of each Latin-script language (two distinct ones needed) and letters English never uses.
WORDS = {
    "fr": {"le", "la", "les", "de", "des", "et", "pour", "sur", "pas", "est", "vous", "nous", "une", "du", "au", "je", "dans", "comme"},
    "de": {"der", "die", "das", "und", "nicht", "ist", "auf", "den", "dem", "mit", "für", "wird", "im", "ich", "bitte", "am"},
    "es": {"el", "la", "los", "las", "de", "que", "y", "en", "por", "para", "con", "del", "soy", "mis", "su", "si", "no", "lo", "nos"},
    "it": {"il", "la", "di", "che", "per", "non", "sul", "del", "con", "lo", "gli", "da", "va", "ora", "al", "prima", "un", "questo"},
    "pt": {"os", "ao", "minha", "meu", "de", "que", "não", "do", "da", "em", "com", "para", "ele", "eu", "dos"},
    "nl": {"de", "het", "een", "niet", "ik", "op", "van", "en", "zijn", "mijn", "voor", "aan", "te", "naar", "uit", "zoals", "altijd"},
    "pl": {"nie", "na", "w", "z", "się", "że", "jak", "kto", "ale", "jest", "ona", "mojej", "przez", "konto"},
    "sv": {"från", "hos", "och", "att", "är", "det", "som", "en", "på", "för", "av", "med", "till", "inte", "jag", "de", "han", "om"},
    "tr": {"ve", "bir", "bu", "için", "de", "da", "ama", "diye", "mı", "mi", "var", "olarak", "sonra", "ki"},
}
LETTERS = {
    "fr": re.compile(r"[éèêçàù]"), "de": re.compile(r"[äöüß]"), "es": re.compile(r"[ñ¿¡áíóú]"), "it": re.compile(r"[èàòù]"),
    "pt": re.compile(r"[ãõçáé]"), "nl": re.compile(r"ij"), "pl": re.compile(r"[ąęłśżźćń]"), "sv": re.compile(r"[åäö]"),
    "tr": re.compile(r"[ğşıİ]"),
}
ADDRESSED = re.compile(r"^[^ ]{1,20}( [^ ]{1,20})?:|^@|^(Please|Kindly)\b|\b(ignore|override|disregard)\b", re.IGNORECASE)
MARKERS = re.compile(r"[äöüßñ¿¡ãõąęłśżźćńåğşıİ]")
READER = re.compile(r"\b(assistant|AI|agent|bot|model|system|calendar assistant|whoever|support agent|clerk|operator|"
                    r"[A-Z][a-z]+Bot|ИИ|ассистент|助手|アシスタント|비서|Βοηθέ|IA)\b", re.IGNORECASE)


def detect(lang, s):
    if lang in SCRIPTS:
        return bool(SCRIPTS[lang].search(s))
    words = set(re.findall(r"[^\W\d_]+", s.lower()))
    # Turkish and Polish letters are their own (no other language here uses them): they count double.
    hits = len(words & WORDS[lang]) + ((2 if lang in ("tr", "pl") else 1) if LETTERS[lang].search(s.lower()) else 0)
    return hits >= 2 and not NON_LATIN.search(s)


def split_half(tool):
    return "apart" if hashlib.sha256(f"indep-r41-half:{tool}".encode()).digest()[0] & 1 else "shaping"


def specials(text, carrier, i):
    """The special text a line holds, decoded, checking the frame outside it and the encoding inside it."""
    pre, post = carrier.template(i).split(MARK)
    assert text.startswith(pre) and text.endswith(post) and len(text) >= len(pre) + len(post), f"{carrier.tool}#{i}: frame differs"
    mid = text[len(pre):len(text) - len(post)]
    enc, dec = ENCODERS[carrier.enc]
    s = dec(mid)
    assert enc(s) == mid, f"{carrier.tool}#{i}: special text not in its field's encoding"
    if carrier.enc in ("line", "csv", "ics"):
        assert "\n" not in s and "\r" not in s, f"{carrier.tool}#{i}: newline in one-line field"
    if carrier.enc == "comment":
        assert "--" not in s, f"{carrier.tool}#{i}: -- in comment"
    return s


def check(raw, compare_built=True):
    lines = raw.split("\n")
    assert lines[-1] == "", "file must end with a newline"
    lines = lines[:-1]
    assert len(lines) == 900, f"{len(lines)} lines, want 900"
    by_tool = {c.tool: c for c in CARRIERS}
    assert len(by_tool) == 45, "45 tools"
    num = numbering()
    recs, ids = {}, set()
    for ln in lines:
        r = json.loads(ln)
        assert list(r) == ["id", "label", "kind", "tool", "text"], f"fields/order: {list(r)}"
        m = re.fullmatch(r"r41-(inj|cln)-(\d{4})", r["id"])
        assert m, f"bad id {r['id']}"
        assert r["id"] not in ids, f"duplicate id {r['id']}"
        ids.add(r["id"])
        assert r["label"] == {"inj": "injected", "cln": "clean"}[m.group(1)], f"label/id mismatch {r['id']}"
        recs[(m.group(1), int(m.group(2)))] = r
    seen, per_tool, per_kind, per_lang, ratios, readers = {}, {}, {}, {}, [], [0, 0, 0]
    for n in range(1, 451):
        a, b = recs.get(("inj", n)), recs.get(("cln", n))
        assert a and b, f"pair {n} incomplete"
        assert a["tool"] == b["tool"] and a["kind"] == b["kind"], f"pair {n}: twins differ in tool/kind"
        c, i = num[n]
        assert a["tool"] == c.tool, f"pair {n}: tool {a['tool']} is not the carrier numbered here ({c.tool})"
        assert a["kind"] == c.kind, f"pair {n}: kind {a['kind']} != {c.kind}"
        si, sc = specials(a["text"], c, i), specials(b["text"], c, i)
        assert si != sc, f"pair {n}: twins' special texts equal"
        if c.enc == "json":
            json.loads(a["text"]), json.loads(b["text"])
        if c.enc == "csv":
            for t in (a["text"], b["text"]):
                widths = {len(row) for row in csv.reader(io.StringIO(t))}
                assert len(widths) == 1, f"pair {n}: CSV rows of unequal width"
        for s, r in ((si, a), (sc, b)):
            assert s not in seen, f"special text used twice: {r['id']} and {seen[s]}"
            seen[s] = r["id"]
        lang = pair_lang(c, i)
        for s in (si, sc):
            if lang == "en":
                assert not NON_LATIN.search(s) and not MARKERS.search(s), f"pair {n}: English text with other-language marks: {s[:40]}"
            else:
                assert detect(lang, s), f"pair {n}: not {lang}: {s[:40]}"
        per_tool.setdefault(c.tool, set()).add(i)
        per_kind[c.kind] = per_kind.get(c.kind, 0) + 1
        per_lang[lang] = per_lang.get(lang, 0) + 1
        ratios.append(len(sc) / len(si))
        readers[0] += bool(READER.search(si))
        readers[2] += not READER.search(si) and not ADDRESSED.search(si)
        readers[1] += bool(READER.search(sc))
    assert all(len(v) == 10 for v in per_tool.values()) and len(per_tool) == 45, "10 pairs per carrier"
    assert all(v == 90 for v in per_kind.values()) and len(per_kind) == 5, f"kinds {per_kind}"
    assert per_lang.get("en") == 360 and all(per_lang.get(x) == 6 for x in OTHER), f"languages {per_lang}"
    for c in CARRIERS:
        assert c.lang in OTHER
    if compare_built:
        assert raw == built_text(), "file differs from the built text (run build.py)"
    return per_kind, per_lang, ratios, readers


def main():
    raw = open(OUT, encoding="utf-8").read()
    per_kind, per_lang, ratios, readers = check(raw)
    print("OK: 900 lines, 450 pairs; labels injected 450 / clean 450")
    print("kinds (pairs):", dict(sorted(per_kind.items())))
    print("languages (pairs):", dict(sorted(per_lang.items())))
    print(f"special texts naming a machine reader or system (rough regex): injected {readers[0]}, clean {readers[1]}")
    print(f"injected special texts naming no reader, no addressee, no 'please' and no override word (rough regex): {readers[2]}")
    print(f"clean/injected length ratio: min {min(ratios):.2f}, median {statistics.median(ratios):.2f}, max {max(ratios):.2f}")
    if "--split" in sys.argv:
        halves = {"apart": [], "shaping": []}
        for c in CARRIERS:
            halves[split_half(c.tool)].append(c)
        for h, cs in halves.items():
            en = sum(8 for _ in cs)
            kinds = {}
            for c in cs:
                kinds[c.kind] = kinds.get(c.kind, 0) + 10
            print(f"{h}: {len(cs) * 20} lines, {len(cs) * 10} pairs, {len(cs)} tools ({en} en, {len(cs) * 2} other); by kind {dict(sorted(kinds.items()))}")
            print(f"  tools: {', '.join(sorted(c.tool for c in cs))}")
    if "--selftest" in sys.argv:
        selftest(raw)


def selftest(raw):
    lines = raw.split("\n")[:-1]

    def edit(idx, f):
        r = json.loads(lines[idx])
        f(r)
        return "\n".join(lines[:idx] + [json.dumps(r, ensure_ascii=False)] + lines[idx + 1:]) + "\n"

    def find(pred):
        return next(k for k, ln in enumerate(lines) if pred(json.loads(ln)))

    ics = find(lambda r: r["tool"].endswith("calendar") and "\\," in r["text"].split("DESCRIPTION:")[1])
    inj0 = json.loads(lines[0])
    twin_id = inj0["id"].replace("-inj-", "-X-").replace("-cln-", "-inj-").replace("-X-", "-cln-")
    twin = find(lambda r: r["id"] == twin_id)
    num = numbering()
    other = find(lambda r: pair_lang(*num[int(r["id"][-4:])]) != "en")
    oc, oi = num[int(json.loads(lines[other])["id"][-4:])]

    def unescape_description_comma(r):
        head, desc = r["text"].split("DESCRIPTION:")
        r["text"] = head + "DESCRIPTION:" + desc.replace("\\,", ",", 1)

    mutations = {
        "drop a line": "\n".join(lines[1:]) + "\n",
        "duplicate a line": "\n".join(lines + [lines[0]]) + "\n",
        "edit a frame": edit(0, lambda r: r.update(text="X" + r["text"])),
        "give a twin the other's text": edit(0, lambda r: r.update(text=json.loads(lines[twin])["text"])),
        "swap a label": edit(0, lambda r: r.update(label="clean" if r["label"] == "injected" else "injected")),
        "rename a tool": edit(0, lambda r: r.update(tool=r["tool"] + "_v2")),
        "change a kind": edit(0, lambda r: r.update(kind="other")),
        "duplicate an id": edit(1, lambda r: r.update(id=inj0["id"])),
        "reorder fields": "\n".join([json.dumps(dict(reversed(list(json.loads(lines[0]).items()))), ensure_ascii=False)] + lines[1:]) + "\n",
        "unescape an iCalendar comma": edit(ics, unescape_description_comma),
        # the same carrier's frame for that pair, holding a new English special text
        "English text in an other-language pair": edit(other, lambda r: r.update(text=oc.render(oi, oc.pairs[0][0 if r["label"] == "injected" else 1] + " Thanks."))),
    }
    failed = 0
    for name, text in mutations.items():
        try:
            check(text, compare_built=False)
            print(f"selftest: {name}: NOT caught")
        except (AssertionError, ValueError, KeyError) as e:
            failed += 1
            print(f"selftest: {name}: caught ({str(e)[:70]})")
    assert failed == len(mutations), "a mutation was not caught"
    print(f"selftest: all {failed} mutated copies fail")


if __name__ == "__main__":
    main()
