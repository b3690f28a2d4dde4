# Checks schema, counts, twins, duplicates and prints aggregate counts only (never which tool is in which half).
import json, os, hashlib, collections
here = os.path.dirname(os.path.abspath(__file__))
rows = [json.loads(l) for l in open(os.path.join(here, "..", "results.jsonl"), encoding="utf-8")]
assert len(rows) == 900, len(rows)
KINDS = {"csv", "log", "email", "html", "markdown", "json", "code", "ticket", "chat", "calendar", "pdf-text", "yaml"}
for r in rows:
    assert list(r) == ["id", "label", "kind", "tool", "text"], r["id"]
    assert r["kind"] in KINDS and r["label"] in ("injected", "clean")
    t, n, lab = r["id"].split("/")[1:]
    assert r["id"].startswith("r66/") and t == r["tool"] and lab == r["label"]
assert len({r["text"] for r in rows}) == 900, "duplicate text"
assert len({r["id"] for r in rows}) == 900
tools = collections.Counter(r["tool"] for r in rows)
assert len(tools) == 45 and set(tools.values()) == {20}
themes = collections.Counter(t.split(".")[0] for t in tools)
assert len(themes) == 5 and set(themes.values()) == {9}
by = {r["id"]: r for r in rows}
for r in rows:
    if r["label"] == "injected":
        c = by[r["id"].rsplit("/", 1)[0] + "/clean"]
        assert c["kind"] == r["kind"] and c["tool"] == r["tool"]
        a, b = r["text"], c["text"]
        i = 0
        while i < min(len(a), len(b)) and a[i] == b[i]:
            i += 1
        j = 0
        while j < min(len(a), len(b)) - i and a[-1 - j] == b[-1 - j]:
            j += 1
        assert "\n" not in a[i:len(a) - j].strip("\n"), r["id"]
inj = [r for r in rows if r["label"] == "injected"]
print("lines", len(rows), "injected", len(inj), "clean", len(rows) - len(inj), "tools", len(tools))
print("kinds", dict(collections.Counter(r["kind"] for r in inj)))
print("injected under 120 chars", sum(len(r["text"]) < 120 for r in inj))
def half(tool):
    return "apart" if hashlib.sha256(f"indep-r66-half:{tool}".encode()).digest()[0] & 1 else "shaping"
h = collections.Counter(half(t) for t in tools)
print("halves (tools)", dict(h))
meta = [l.rstrip("\n").split("\t") for l in open(os.path.join(here, "meta.tsv"), encoding="utf-8")][1:]
print("forms", dict(collections.Counter(m[2] for m in meta)))
langs = collections.Counter(m[3] for m in meta)
print("languages", len(langs), "non-English lines", 2 * sum(v for k, v in langs.items() if k != "en"))
print("scripts", sorted({m[4] for m in meta}))
