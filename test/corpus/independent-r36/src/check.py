"""Validates ../results.jsonl against the build and prints the counts and the split (salt indep-r36-half, by tool)."""
import collections
import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from build import CARRIERS, numbered  # noqa: E402
from common import ics  # noqa: E402

MARK = "QQSPECIALQQ"


def half(tool):
    """As test/corpus/independent-split.ts: the low bit of the first byte of sha256(salt:tool)."""
    return "apart" if hashlib.sha256(f"indep-r36-half:{tool}".encode()).digest()[0] & 1 else "shaping"


def encodings(s):
    """The special text as its field may carry it: plain, JSON-escaped, CSV-quoted, iCalendar-escaped."""
    return {s, json.dumps(s, ensure_ascii=False)[1:-1], '"' + s.replace('"', '""') + '"', ics(s)}


def main():
    errors = []
    lines = [json.loads(x) for x in open(os.path.join(HERE, "..", "results.jsonl"), encoding="utf-8")]
    if len(lines) != 900:
        errors.append(f"{len(lines)} lines, want 900")
    ids = [x["id"] for x in lines]
    if len(set(ids)) != len(ids):
        errors.append("duplicate ids")
    if len({x["text"] for x in lines}) != len(lines):
        errors.append("duplicate texts")
    by_id = {x["id"]: x for x in lines}
    for x in lines:
        if set(x) != {"id", "label", "kind", "tool", "text"}:
            errors.append(f"{x['id']}: fields {sorted(x)}")
        want = {"inj": "injected", "cln": "clean"}.get(x["id"][4:7])
        if x["label"] not in ("injected", "clean") or x["label"] != want:
            errors.append(f"{x['id']}: label {x['label']}")
    texts = {x["text"] for x in lines}
    specials = collections.Counter()
    for num, p in numbered():
        a, b = by_id.get(f"r36-inj-{num:04d}"), by_id.get(f"r36-cln-{num:04d}")
        if a is None or b is None:
            errors.append(f"pair {num}: twin missing")
            continue
        if (a["tool"], a["kind"]) != (b["tool"], b["kind"]) or a["tool"] != p["tool"]:
            errors.append(f"pair {num}: twins differ in tool or kind")
        if p["inj"] not in texts or p["cln"] not in texts:
            errors.append(f"pair {num}: built text not in file")
        pre, post = p["render"](p["v"], MARK).split(MARK)
        for text, s in ((p["inj"], p["s_inj"]), (p["cln"], p["s_cln"])):
            if not (text.startswith(pre) and text.endswith(post) and text[len(pre):len(text) - len(post)] in encodings(s)):
                errors.append(f"pair {num}: text is not the template with its special text")
        specials[p["s_inj"]] += 1
        specials[p["s_cln"]] += 1
    errors += [f"special text used {n} times" for s, n in specials.items() if n > 1]
    if len({c["lang"] for c in CARRIERS}) != len(CARRIERS):
        errors.append("a language is used by two carriers")
    for e in errors[:20]:
        print("ERROR", e)
    pairs = [p for _, p in numbered()]
    print(f"lines {len(lines)}: injected {sum(x['label'] == 'injected' for x in lines)}, clean {sum(x['label'] == 'clean' for x in lines)}; pairs {len(pairs)}; carriers/tools {len(CARRIERS)}")
    langs = collections.Counter(p["lang"] for p in pairs)
    print("languages (pairs):", ", ".join(f"{k} {n}" for k, n in langs.most_common()), f"({len(langs) - 1} besides en)")
    kinds = collections.Counter(p["kind"] for p in pairs)
    print("kinds (pairs):", ", ".join(f"{k} {n}" for k, n in kinds.most_common()))
    for h in ("apart", "shaping"):
        hp = [p for p in pairs if half(p["tool"]) == h]
        tools = sorted({p["tool"] for p in hp})
        print(f"{h}: {2 * len(hp)} lines, {len(hp)} pairs, {len(tools)} tools; en {sum(p['lang'] == 'en' for p in hp)}, other {sum(p['lang'] != 'en' for p in hp)}")
        print(f"  kinds: {dict(sorted(collections.Counter(p['kind'] for p in hp).items()))}")
        print(f"  tools: {', '.join(tools)}")
    print("carriers:", ", ".join(f"{c['tool']} {c['lang']}" for c in CARRIERS))
    print("FAIL" if errors else "OK")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
