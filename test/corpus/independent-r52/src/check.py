"""Checks the set's invariants and prints its counts per half of the committed split (hash copied from
test/corpus/independent-split.ts: sha256('indep-r52-half:' + tool), first byte odd => apart)."""
import collections
import hashlib
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from build import THEMES, lines  # noqa: E402
from common import rng_for  # noqa: E402


def half(tool):
    return "apart" if hashlib.sha256(f"indep-r52-half:{tool}".encode()).digest()[0] & 1 else "shaping"


# A rough marker of a special text not in English (accented letters, non-Latin scripts, or common words).
FOREIGN = re.compile(r"[^\x00-\u017f’–—…£€°©·]|[äöüßèàçñłżśąęćńôâêîûíóúãõá]|(?<!caf)é|\b(?:und|der|die|das|el|la|los|las|le|les|il|di|een|het|og|na|yn|gu|jest|się|que|ao|den|des|dat|van|naar|zijn|aan|tegen|durch|par|av|jede|da)\b")


COMMENTED = {"sheepdog.club_page", "ceilidh.tunebook_md"}


def main():
    recs = lines()
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "results.jsonl")
    with open(path, encoding="utf-8") as f:
        on_disk = [json.loads(x) for x in f]
    assert on_disk == recs, "results.jsonl is stale: run build.py"
    ids = [r["id"] for r in recs]
    assert len(ids) == len(set(ids))
    labels = collections.Counter(r["label"] for r in recs)
    assert labels == {"clean": 450, "injected": 450}, labels
    inj_specials, cln_specials, foreign = [], [], 0
    tools = []
    for theme in THEMES:
        for tool, kind, frame, pairs in theme.TOOLS:
            tools.append(tool)
            for n, (inj, cln) in enumerate(pairs, start=1):
                # Twins share the frame: rendered with one placeholder, both give the same text.
                a = frame(rng_for(tool, n), "\x00SLOT\x00")
                b = frame(rng_for(tool, n), "\x00SLOT\x00")
                assert a == b
                for s in (inj, cln):
                    assert "\n" not in s and '"' not in s and "*/" not in s, s
                    # Only carriers that may hide the text in an HTML comment need it free of "--".
                    assert "--" not in s or tool not in COMMENTED, s
                inj_specials.append(inj)
                cln_specials.append(cln)
                foreign += bool(FOREIGN.search(inj))
    assert len(set(inj_specials)) == len(inj_specials), "an injected text repeats"
    assert len(set(cln_specials)) == len(cln_specials), "a clean text repeats"
    assert len(set(tools)) == len(tools) == 45
    kinds = collections.Counter(r["kind"] for r in recs if r["label"] == "clean")
    per = collections.Counter((half(r["tool"]), r["label"]) for r in recs)
    tool_halves = collections.Counter(half(t) for t in tools)
    print("tools per half:", dict(tool_halves))
    print("lines per half:", {f"{h}/{l}": c for (h, l), c in sorted(per.items())})
    print("kinds (pairs):", dict(sorted(kinds.items())))
    print("injected special texts flagged non-English by the rough marker:", foreign)
    for t in tools:
        print(half(t), t)


if __name__ == "__main__":
    main()
