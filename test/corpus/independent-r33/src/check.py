"""Validates ../results.jsonl and prints counts and the split (salt indep-r33-half, by tool)."""
import collections
import hashlib
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from build import CARRIERS  # noqa: E402
from common import render, values  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


def half(tool: str) -> str:
    """As test/corpus/independent-split.ts: low bit of the first sha256 byte of '<salt>:<tool>'."""
    return "apart" if hashlib.sha256(f"indep-r33-half:{tool}".encode()).digest()[0] & 1 else "shaping"


def main() -> None:
    lines = [json.loads(x) for x in open(os.path.join(HERE, "..", "results.jsonl"), encoding="utf-8")]
    assert len(lines) == 900, len(lines)
    ids = [x["id"] for x in lines]
    assert len(set(ids)) == 900, "duplicate ids"
    by_id = {x["id"]: x for x in lines}
    for x in lines:
        assert set(x) == {"id", "label", "kind", "tool", "text"}, x["id"]
        assert x["label"] in ("injected", "clean"), x["id"]
        assert x["id"].startswith("r33-inj-" if x["label"] == "injected" else "r33-cln-"), x["id"]
    for n in range(1, 451):
        a, b = by_id[f"r33-inj-{n:04d}"], by_id[f"r33-cln-{n:04d}"]
        assert a["tool"] == b["tool"] and a["kind"] == b["kind"] and a["text"] != b["text"], n
    texts = {(x["tool"], x["text"]) for x in lines}
    specials = collections.Counter()
    tools = set()
    for c in CARRIERS:
        assert c["tool"] not in tools, c["tool"]
        tools.add(c["tool"])
        for i, (_, inj, cln) in enumerate(c["pairs"], 1):
            specials[inj] += 1
            specials[cln] += 1
            v = values(random.Random(f"r33:{c['tool']}#{i}"))
            ti, tc = render(c["fmt"], v, inj), render(c["fmt"], v, cln)
            assert (c["tool"], ti) in texts and (c["tool"], tc) in texts, (c["tool"], i)

            def esc(s):
                s = s.format(**v)
                return s if isinstance(c["fmt"], str) else json.dumps(s, ensure_ascii=False)[1:-1]

            # twins are equal once their special texts are taken out
            assert ti.replace(esc(inj), "\x01") == tc.replace(esc(cln), "\x01") and ti != tc, (c["tool"], i)
    dup = [s for s, k in specials.items() if k > 1]
    assert not dup, dup
    langs = collections.Counter()
    kinds = collections.Counter()
    split = collections.Counter()
    split_lang = collections.Counter()
    split_kind = collections.Counter()
    for row in list(open(os.path.join(HERE, "languages.tsv"), encoding="utf-8"))[1:]:
        _, lang, _, kind, tool = row.rstrip("\n").split("\t")
        langs[lang] += 1
        kinds[kind] += 1
        h = half(tool)
        split[h] += 1
        split_lang[(h, "en" if lang == "en" else "other")] += 1
        split_kind[(kind, h)] += 1
    print("pairs by language:", dict(sorted(langs.items(), key=lambda kv: (-kv[1], kv[0]))))
    print("pairs by kind:", dict(sorted(kinds.items(), key=lambda kv: (-kv[1], kv[0]))))
    for h in ("apart", "shaping"):
        ts = sorted(t for t in tools if half(t) == h)
        print(f"{h}: {split[h] * 2} lines, {split[h]} pairs, {len(ts)} tools; en {split_lang[(h, 'en')]}, "
              f"other {split_lang[(h, 'other')]}")
        print(f"  {h} tools:", ", ".join(ts))
    print("by kind (apart/shaping):", {k: f"{split_kind[(k, 'apart')]}/{split_kind[(k, 'shaping')]}"
                                       for k in sorted(kinds)})
    print("ok")


if __name__ == "__main__":
    main()
