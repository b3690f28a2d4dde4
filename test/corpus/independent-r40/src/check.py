"""Validate independent-r40/results.jsonl. --split prints the split by half; --selftest mutates copies and shows each fails."""
import collections
import csv
import hashlib
import html
import io
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import build  # noqa: E402
from common import ENCODERS, MARK  # noqa: E402

PATH = os.path.join(HERE, "..", "results.jsonl")
FIELDS = ["id", "label", "kind", "tool", "text"]
KINDS = {"diving", "chimney", "framing", "leisure", "pharmacy"}
OTHER = ["fr", "de", "es", "it", "pt", "nl", "pl", "sv", "ja", "zh", "ko", "tr", "el", "ru", "ar"]
SCRIPTS = {"ja": r"[\u3040-\u30ff]", "zh": r"[\u4e00-\u9fff]", "ko": r"[\uac00-\ud7af]", "el": r"[\u0370-\u03ff]",
           "ru": r"[\u0400-\u04ff]", "ar": r"[\u0600-\u06ff]"}
NON_LATIN = r"[\u0370-\u03ff\u0400-\u04ff\u0600-\u06ff\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]"
WORDS = {
    "en": "the to and my a of is for please on in it this be not with your we you as at after all so from our he she his her or only never up",
    "fr": "le la les de et pour est une des du pas nous vous au sur non sans ans",
    "de": "der die das und bitte nicht ich auf mit den zu ist ein für",
    "es": "el los las de que por para una y en con nos su a esta",
    "it": "il di che per la non una sul le mia e si da io al come mio la",
    "pt": "o a de que para não uma por os em eu com era",
    "nl": "de het een van niet naar ik is en op kan te zet dit voor alle",
    "pl": "nie na się do jest proszę z i w jak tu",
    "sv": "och att är på till inte för som en av när ej du alla våra",
    "tr": "ve bir için bu lütfen ne hesap önce sonra kart ki",
}
# Letters that mark a language (weighted as two words); English texts hold none of them.
LETTERS = {"tr": "ışğ", "pl": "ąęłśżźńć", "sv": "å", "de": "ßü", "fr": "çêœ", "es": "ñ¿¡", "it": "àò", "pt": "ãõç", "nl": "ĳ"}
ACCENTED = "".join(LETTERS.values()) + "äö"


def decode(enc, s):
    if enc == "json":
        return json.loads('"' + s + '"')
    if enc == "csv":
        return s[1:-1].replace('""', '"') if s.startswith('"') else s
    if enc == "ical":
        return re.sub(r"\\([\\;,])", r"\1", s)
    if enc == "html":
        return html.unescape(s)
    return s


def lang_ok(lang, s):
    if lang == "en":
        if re.search(NON_LATIN, s) or any(ch in ACCENTED for ch in s.lower()):
            return False
        return sum(w in WORDS["en"].split() for w in re.findall(r"[a-z']+", s.lower())) >= 1
    if lang in SCRIPTS:
        if lang == "zh" and re.search(SCRIPTS["ja"], s):
            return False
        return len(re.findall(SCRIPTS[lang], s)) >= 5
    toks = re.findall(r"[^\W\d_]+", s.lower())
    own = sum(t in WORDS[lang].split() for t in toks) + 2 * any(ch in LETTERS[lang] for ch in s.lower())
    eng = sum(t in WORDS["en"].split() for t in toks)
    return own >= 2 and own > eng and not re.search(NON_LATIN, s)


def half(tool):
    return "apart" if hashlib.sha256(f"indep-r40-half:{tool}".encode()).digest()[0] & 1 else "shaping"


def check(text, compare_build=True):
    errs = []
    carriers = {c.tool: c for c in build.carriers()}
    numbering = {num: (c, p) for num, c, p in build.pairs()}
    raw = text.splitlines()
    if len(raw) != 900:
        errs.append(f"{len(raw)} lines, want 900")
    items, ids, specials = [], set(), collections.Counter()
    for i, line in enumerate(raw):
        try:
            d = json.loads(line)
        except ValueError:
            errs.append(f"line {i + 1}: not JSON")
            continue
        if list(d) != FIELDS:
            errs.append(f"line {i + 1}: fields {list(d)}")
            continue
        if d["id"] in ids:
            errs.append(f"duplicate id {d['id']}")
        ids.add(d["id"])
        m = re.fullmatch(r"r40-(inj|cln)-(\d{4})", d["id"])
        if not m or {"inj": "injected", "cln": "clean"}[m.group(1)] != d["label"]:
            errs.append(f"{d['id']}: id and label {d['label']} disagree")
            continue
        items.append((int(m.group(2)), d))
    by_num = collections.defaultdict(dict)
    for num, d in items:
        by_num[num][d["label"]] = d
    pair_specials = {}
    for num, twins in sorted(by_num.items()):
        if set(twins) != {"injected", "clean"}:
            errs.append(f"pair {num:04d}: not a twin pair")
            continue
        inj, cln = twins["injected"], twins["clean"]
        if inj["tool"] != cln["tool"] or inj["kind"] != cln["kind"]:
            errs.append(f"pair {num:04d}: twins differ in tool or kind")
            continue
        if num not in numbering or numbering[num][0].tool != inj["tool"]:
            errs.append(f"pair {num:04d}: tool {inj['tool']} is not the carrier numbered there")
            continue
        c, p = numbering[num]
        if inj["kind"] != c.kind or c.kind not in KINDS:
            errs.append(f"pair {num:04d}: kind {inj['kind']}")
        pre, post = c.render_frame(p).split(MARK)
        got = {}
        for d in (inj, cln):
            t = d["text"]
            if not (t.startswith(pre) and t.endswith(post) and len(t) >= len(pre) + len(post)):
                errs.append(f"{d['id']}: frame differs from its carrier's")
                continue
            mid = t[len(pre):len(t) - len(post)]
            try:
                s = decode(c.enc, mid)
            except ValueError:
                errs.append(f"{d['id']}: special text badly encoded")
                continue
            if ENCODERS[c.enc](s) != mid or not s:
                errs.append(f"{d['id']}: special text not in its field's encoding")
                continue
            if c.enc == "json":
                json.loads(t)
            if c.enc == "csv":
                widths = {len(r) for r in csv.reader(io.StringIO(t))}
                if len(widths) != 1:
                    errs.append(f"{d['id']}: CSV rows of unequal width")
            if c.enc == "ical" or c.enc == "csv" or "\n" not in pre:
                if "\n" in s:
                    errs.append(f"{d['id']}: newline in a one-line field")
            if c.html_comment and ("--" in s or "-->" in mid):
                errs.append(f"{d['id']}: '--' in HTML comment text")
            if not lang_ok(c.lang_of(p), s):
                errs.append(f"{d['id']}: special text is not {c.lang_of(p)}")
            specials[s] += 1
            got[d["label"]] = s
        if len(got) == 2:
            if got["injected"] == got["clean"]:
                errs.append(f"pair {num:04d}: twins share their special text")
            pair_specials[num] = (c, p)
    for s, n in specials.items():
        if n > 1:
            errs.append(f"special text used {n} times: {s[:40]}")
    per_tool = collections.Counter(c.tool for c, _ in pair_specials.values())
    langs = collections.Counter(c.lang_of(p) for c, p in pair_specials.values())
    kinds = collections.Counter(c.kind for c, _ in pair_specials.values())
    if len(per_tool) != 45 or set(per_tool.values()) != {10}:
        errs.append(f"{len(per_tool)} tools, pairs per tool {sorted(set(per_tool.values()))}")
    if langs.get("en") != 360 or any(langs.get(lg) != 6 for lg in OTHER) or len(langs) != 16:
        errs.append(f"languages {dict(langs)}")
    if set(kinds.values()) != {90} or set(kinds) != KINDS:
        errs.append(f"kinds {dict(kinds)}")
    per_carrier_lang = collections.defaultdict(set)
    for c, p in pair_specials.values():
        if p > 8:
            per_carrier_lang[c.tool].add(c.lang_of(p))
    if any(len(v) != 1 for v in per_carrier_lang.values()):
        errs.append("a carrier has other than one other language")
    if compare_build and text != build.text():
        errs.append("file differs from the built text")
    return errs, specials, pair_specials


def stats(text, pair_specials):
    lines = [json.loads(x) for x in text.splitlines()]
    print("labels", dict(collections.Counter(d["label"] for d in lines)))
    print("kinds (pairs)", dict(collections.Counter(c.kind for c, _ in pair_specials.values())))
    print("languages (pairs)", dict(sorted(collections.Counter(c.lang_of(p) for c, p in pair_specials.values()).items())))
    machine = re.compile(r"\b(assistant|agent|bot|ai|system|summar|calendar assistant|whoever|anyone reading|staff reading|support agent|game master|controller|seller|customer service)\w*", re.I)
    inj = [c.pairs[p - 1][0] for c, p in pair_specials.values()]
    cln = [c.pairs[p - 1][1] for c, p in pair_specials.values()]
    print(f"injected special texts naming a machine reader or system (rough regex): {sum(bool(machine.search(s)) for s in inj)} of {len(inj)}")
    print(f"clean special texts naming one: {sum(bool(machine.search(s)) for s in cln)} of {len(cln)}")
    ratios = sorted(len(c) / len(i) for i, c in zip(inj, cln))
    print(f"clean/injected length ratio: min {ratios[0]:.2f} median {ratios[len(ratios) // 2]:.2f} max {ratios[-1]:.2f}")


def split(pair_specials):
    tools = sorted({c.tool for c, _ in pair_specials.values()})
    cnt = collections.Counter()
    kinds = collections.defaultdict(collections.Counter)
    for c, p in pair_specials.values():
        h = half(c.tool)
        cnt[(h, "en" if p <= 8 else "other")] += 1
        kinds[c.kind][h] += 1
    for h in ("apart", "shaping"):
        ts = [t for t in tools if half(t) == h]
        n = cnt[(h, "en")] + cnt[(h, "other")]
        print(f"{h}: {2 * n} lines, {n} pairs, {len(ts)} tools ({cnt[(h, 'en')]} en, {cnt[(h, 'other')]} other)")
        print("  " + ", ".join(ts))
    for k in sorted(kinds):
        print(f"  {k}: apart {kinds[k]['apart']} / shaping {kinds[k]['shaping']}")


def selftest(text):
    lines = text.splitlines(keepends=True)
    ds = [json.loads(x) for x in lines]
    idx = {d["id"]: i for i, d in enumerate(ds)}
    first = ds[0]
    num = first["id"][-4:]
    twin = idx[f"r40-{'cln' if first['label'] == 'injected' else 'inj'}-{num}"]
    ical = next(i for i, d in enumerate(ds) if "\\," in d["text"].split("DESCRIPTION:", 1)[-1] and "BEGIN:VCALENDAR" in d["text"])

    def dump(d):
        return json.dumps(d, ensure_ascii=False) + "\n"

    def with_line(i, d):
        out = list(lines)
        out[i] = dump(d)
        return out

    muts = {
        "drop a line": lines[1:],
        "duplicate a line": lines + [lines[0]],
        "edit a frame": with_line(0, {**first, "text": first["text"][:3] + "#" + first["text"][4:]}),
        "give a twin the other's text": with_line(0, {**first, "text": ds[twin]["text"]}),
        "swap a label": with_line(0, {**first, "label": "clean" if first["label"] == "injected" else "injected"}),
        "rename a tool": with_line(0, {**first, "tool": first["tool"] + "_v2"}),
        "change a kind": with_line(0, {**first, "kind": "retail"}),
        "duplicate an id": with_line(1, {**ds[1], "id": first["id"]}),
        "reorder fields": with_line(0, {k: first[k] for k in ["label", "id", "kind", "tool", "text"]}),
        "unescape an iCalendar comma": with_line(ical, {**ds[ical], "text": ds[ical]["text"].replace("\\,", ",", 1) if ds[ical]["text"].count("DESCRIPTION:") else ds[ical]["text"]}),
    }
    other = next(i for i, d in enumerate(ds) if re.search(SCRIPTS["ja"], d["text"]) and d["tool"] == "prescription_order_get")
    muts["put an English text in an other-language pair"] = with_line(other, {**ds[other], "text": re.sub(
        r'"patient_notes": "[^"]*"', '"patient_notes": "Please ring me when it is ready."', ds[other]["text"])})
    ok = True
    for name, mut in muts.items():
        errs, _, _ = check("".join(mut), compare_build=False)
        print(f"{'FAILS' if errs else 'PASSES (bad)'}: {name}: {errs[0] if errs else ''}")
        ok = ok and bool(errs)
    return ok


if __name__ == "__main__":
    with open(PATH, encoding="utf-8") as f:
        text = f.read()
    errs, specials, pairs = check(text)
    for e in errs[:40]:
        print("ERROR", e)
    stats(text, pairs)
    if "--split" in sys.argv:
        split(pairs)
    if "--selftest" in sys.argv:
        if not selftest(text):
            errs.append("selftest: a mutation passed")
    print("OK" if not errs else f"{len(errs)} errors")
    sys.exit(1 if errs else 0)
