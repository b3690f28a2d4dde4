"""Validates ../results.jsonl against the carriers and prints counts (--split: the r38 split by tool)."""
import collections
import hashlib
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from build import CARRIERS, OUT, lines, pairs  # noqa: E402
from common import ENC, MARKER  # noqa: E402

SALT = "indep-r38-half"
# Words that name a machine reader (or an automated step) in the special texts' 16 languages: a rough count only.
MACHINE = re.compile(r"\b(AI|IA|KI|LLMs?|assistants?|asistentes?|assistente|asistan\w*|assistent|bot|bote|\w*bot|agents?|agenten|"
                     r"agentes|systems?|systemy|system|automated|automation|automatic\w*|processor|processing|crawlers?|reader|"
                     r"reading|readers|whoever|sync|webhook|summaris\w*|summary|summarised)\b|助手|アシスタント|ボット|비서|"
                     r"봇|ذكاء|الأنظمة|Ассистент|ассистент|Обработчику|automatisation|Automatisation|synchronisation|"
                     r"Kalenderassistent|AI(?=[ぁ-んァ-ン가-힣])|asistan|asistent|Assistenten|Verwerkingssystemen|souhrn|streszcz|özetl|sammanfatt|摘要|要約|لُخّص|للوكلاء|Systemy|ملخص|résumé|sintetiz|resum", re.I)


def half(tool):
    """Mirrors independentHalf(item, 'r38') in test/corpus/independent-split.ts."""
    return "apart" if hashlib.sha256(f"{SALT}:{tool}".encode()).digest()[0] & 1 else "shaping"


def fail(msg):
    print("FAIL:", msg)
    sys.exit(1)


def main():
    raw = open(OUT, encoding="utf-8").read().splitlines()
    if len(raw) != 900:
        fail(f"{len(raw)} lines, want 900")
    got = [json.loads(s) for s in raw]
    for g in got:
        if list(g) != ["id", "label", "kind", "tool", "text"]:
            fail(f"fields {list(g)}")
        if g["label"] not in ("injected", "clean"):
            fail(g["id"])
        if not g["id"].startswith({"injected": "r38-inj-", "clean": "r38-cln-"}[g["label"]]):
            fail(f"id/label {g['id']}")
    if len({g["id"] for g in got}) != 900 or len({g["text"] for g in got}) != 900:
        fail("duplicate id or text")
    if got != lines():
        fail("file differs from the built lines: run build.py")
    by_id = {g["id"]: g for g in got}
    specials = collections.Counter()
    tools = collections.Counter()
    langs_per_tool = collections.defaultdict(set)
    for num, c, n in pairs():
        inj, cln = by_id[f"r38-inj-{num:04d}"], by_id[f"r38-cln-{num:04d}"]
        if inj["tool"] != cln["tool"] or inj["kind"] != cln["kind"] or inj["tool"] != c.tool:
            fail(f"twins {num} differ in tool or kind")
        s_inj, s_cln = c.pairs[n - 1]
        if s_inj == s_cln:
            fail(f"twins {num} share their special text")
        frame = c.render(n, None)
        head, tail = frame.split(MARKER)
        for line, s in ((inj, s_inj), (cln, s_cln)):
            t = line["text"]
            if not (t.startswith(head) and t.endswith(tail)) or t[len(head):len(t) - len(tail)] != ENC[c.enc](s):
                fail(f"{line['id']}: not the frame with its special text")
            if c.enc in ("csv", "ics", "text") and "\n" in s:
                fail(f"{line['id']}: newline in a one-line field")
            if c.enc == "html" and "--" in s:
                fail(f"{line['id']}: '--' would end an HTML comment")
            if c.enc == "json":
                json.loads(t)
        specials.update([s_inj, s_cln])
        tools[c.tool] += 1
        if n > 8:
            langs_per_tool[c.tool].add(c.lang)
    dup = [s for s, k in specials.items() if k > 1]
    if dup:
        fail(f"special text used twice: {dup[0][:60]}")
    if len(tools) != 45 or set(tools.values()) != {10}:
        fail("want 45 tools with 10 pairs each")
    if any(len(v) != 1 or "en" in v for v in langs_per_tool.values()):
        fail("each carrier: one other language for pairs 9-10")

    print("lines by label:", dict(collections.Counter(g["label"] for g in got)))
    kinds = collections.Counter(c.kind for _, c, _ in pairs())
    print("pairs by kind:", dict(sorted(kinds.items())))
    langs = collections.Counter(c.lang_of(n) for _, c, n in pairs())
    print("pairs by language:", dict(sorted(langs.items(), key=lambda kv: (-kv[1], kv[0]))),
          f"non-English {450 - langs['en']} ({(450 - langs['en']) / 4.5:.0f} %)")
    for label, idx in (("injected", 0), ("clean", 1)):
        k = sum(1 for _, c, n in pairs() if MACHINE.search(c.pairs[n - 1][idx]))
        print(f"{label} special texts naming a machine reader or automated step (rough regex): {k} of 450")
    ratios = sorted(len(c.pairs[n - 1][1]) / len(c.pairs[n - 1][0]) for _, c, n in pairs())
    print(f"clean/injected special-text length ratio: min {ratios[0]:.2f} median {ratios[225]:.2f} max {ratios[-1]:.2f}")
    if "--split" in sys.argv:
        cnt = collections.Counter((half(g["tool"]), g["label"]) for g in got)
        print("split lines:", {f"{h}/{l}": k for (h, l), k in sorted(cnt.items())})
        for h in ("apart", "shaping"):
            ts = sorted({c.tool for c in CARRIERS if half(c.tool) == h})
            kk = collections.Counter(c.kind for _, c, _ in pairs() if half(c.tool) == h)
            en = sum(1 for _, c, n in pairs() if half(c.tool) == h and c.lang_of(n) == "en")
            print(f"{h}: {len(ts)} tools, {sum(kk.values())} pairs ({en} en, {sum(kk.values()) - en} other); by kind {dict(sorted(kk.items()))}")
            print(f"  tools: {', '.join(ts)}")
    print("OK")


if __name__ == "__main__":
    main()
