"""Validates ../results.jsonl and prints the counts and the split by tool with salt indep-r31-half
(the rule of test/corpus/independent-split.ts: sha256("<salt>:<tool>"), first byte odd = apart)."""
import collections
import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import build  # noqa: E402

SALT = "indep-r31-half"


def half(tool):
    return "apart" if hashlib.sha256(f"{SALT}:{tool}".encode()).digest()[0] & 1 else "shaping"


def main():
    with open(os.path.join(HERE, "..", "results.jsonl"), encoding="utf-8") as f:
        rows = [json.loads(l) for l in f]
    assert len(rows) == 900, len(rows)
    ids = [r["id"] for r in rows]
    assert len(set(ids)) == 900, "duplicate ids"
    by = {}
    for r in rows:
        assert set(r) == {"id", "label", "kind", "tool", "text"}, r["id"]
        assert r["label"] in ("injected", "clean"), r["id"]
        pre = "r31-inj-" if r["label"] == "injected" else "r31-cln-"
        assert r["id"].startswith(pre) and len(r["id"]) == len(pre) + 4, r["id"]
        by[r["id"]] = r
    for i in range(1, 451):
        a, b = by[f"r31-inj-{i:04d}"], by[f"r31-cln-{i:04d}"]
        assert a["tool"] == b["tool"] and a["kind"] == b["kind"], i
        assert a["text"] != b["text"], i
    # twins differ only in the special text; no special sentence in two pairs
    seen = {}
    for tool, kind, lang, n, ti, tc, si, sc in build.pairs():
        assert ti.replace(si, "\0") == tc.replace(sc, "\0"), (tool, n)
        for s in (si, sc):
            assert s not in seen, (s, seen.get(s), (tool, n))
            seen[s] = (tool, n)
    with open(os.path.join(HERE, "languages.tsv"), encoding="utf-8") as f:
        tsv = [l.rstrip("\n").split("\t") for l in f][1:]
    assert len(tsv) == 450
    labels = collections.Counter(r["label"] for r in rows)
    tools = sorted({r["tool"] for r in rows})
    langs = collections.Counter(t[1] for t in tsv)
    kinds = collections.Counter(t[3] for t in tsv)
    print(f"lines {len(rows)}: {dict(labels)}; carriers/tools {len(tools)}; kinds {len(kinds)}")
    print(f"languages {len(langs)} (besides en {len(langs) - 1}): en {langs['en']}, others",
          " ".join(f"{k} {v}" for k, v in sorted(langs.items()) if k != "en"))
    print("kinds (pairs):", ", ".join(f"{k} {v}" for k, v in kinds.most_common()))
    split = collections.defaultdict(lambda: collections.Counter())
    for t in tsv:
        h = half(t[4])
        split[h]["pairs"] += 1
        split[h]["en" if t[1] == "en" else "other"] += 1
        split[h]["kind:" + t[3]] += 1
    for h in ("apart", "shaping"):
        ts = [t for t in tools if half(t) == h]
        c = split[h]
        print(f"{h}: {2 * c['pairs']} lines, {c['pairs']} pairs, {len(ts)} tools; en {c['en']}, other {c['other']}")
        print(f"  tools: {', '.join(ts)}")
    print("kinds apart/shaping:", ", ".join(
        f"{k} {split['apart']['kind:' + k]}/{split['shaping']['kind:' + k]}" for k in sorted(kinds)))
    print("carrier languages:", ", ".join(f"{c['tool']} {c['lang']}" for c in build.CARRIERS))
    print("OK")


if __name__ == "__main__":
    main()
