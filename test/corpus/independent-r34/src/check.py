"""Validates ../results.jsonl against the build and prints counts and the split (salt indep-r34-half, by tool)."""
import collections
import hashlib
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from build import MARK, pairs  # noqa: E402
from common import csv_row  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


def half(tool):
    return "apart" if hashlib.sha256(f"indep-r34-half:{tool}".encode()).digest()[0] & 1 else "shaping"


def sentences(text):
    return [s.strip() for s in re.split(r"(?<=[.!?。；;])\s+|(?<=[。])", text) if len(s.strip()) > 12]


def main():
    with open(os.path.join(HERE, "..", "results.jsonl"), encoding="utf-8") as f:
        rows = [json.loads(line) for line in f]
    assert len(rows) == 900, len(rows)
    ids = [r["id"] for r in rows]
    assert len(set(ids)) == 900, "duplicate ids"
    by_id = {r["id"]: r for r in rows}
    for r in rows:
        assert set(r) == {"id", "label", "kind", "tool", "text"}, r["id"]
        assert r["label"] in ("injected", "clean"), r["id"]
        assert re.fullmatch(r"r34-(inj|cln)-\d{4}", r["id"]), r["id"]
        assert (r["label"] == "injected") == r["id"].startswith("r34-inj-"), r["id"]
    texts = {r["text"] for r in rows}
    assert len(texts) == 900, "duplicate texts"
    ps = pairs()
    seen = {}
    for p in ps:
        inj, cln = by_id[f"r34-inj-{p['n']:04d}"], by_id[f"r34-cln-{p['n']:04d}"]
        assert inj["text"] == p["inj_text"] and cln["text"] == p["cln_text"], p["source"]
        assert inj["tool"] == cln["tool"] == p["tool"] and inj["kind"] == cln["kind"], p["source"]
        # Twins are the carrier's one template with only the special text (in its field's encoding) between.
        prefix, suffix = p["template"].split(MARK)
        for text, special in ((inj["text"], p["inj"]), (cln["text"], p["cln"])):
            assert text.startswith(prefix) and text.endswith(suffix), p["source"]
            middle = text[len(prefix):len(text) - len(suffix)]
            assert middle in (special, json.dumps(special, ensure_ascii=False)[1:-1], csv_row([special])), p["source"]
        assert p["inj"] != p["cln"], p["source"]
        for s in set(sentences(p["inj"]) + sentences(p["cln"])):
            assert seen.setdefault(s, p["source"]) == p["source"], (s, seen[s], p["source"])
    langs = collections.Counter(p["lang"] for p in ps)
    kinds = collections.Counter(p["kind"] for p in ps)
    print(f"ok: {len(rows)} lines, {len(ps)} pairs, {len({p['tool'] for p in ps})} tools")
    print("languages (pairs):", dict(sorted(langs.items(), key=lambda kv: (-kv[1], kv[0]))))
    print("kinds (pairs):", dict(sorted(kinds.items(), key=lambda kv: (-kv[1], kv[0]))))
    split = collections.defaultdict(lambda: collections.Counter())
    for p in ps:
        h = half(p["tool"])
        split[h]["pairs"] += 1
        split[h]["en" if p["lang"] == "en" else "other"] += 1
        split[h]["kind:" + p["kind"]] += 1
    for h in ("apart", "shaping"):
        tools = sorted({p["tool"] for p in ps if half(p["tool"]) == h})
        c = split[h]
        print(f"{h}: {2 * c['pairs']} lines, {c['pairs']} pairs, {len(tools)} tools, en {c['en']}, other {c['other']}")
        print("  kinds:", {k[5:]: v for k, v in sorted(c.items()) if k.startswith("kind:")})
        print("  tools:", ", ".join(tools))


if __name__ == "__main__":
    main()
