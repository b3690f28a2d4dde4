"""Check results.jsonl and print only aggregate counts, including the split's halves (never which tool is where).

The split mirrors test/corpus/independent-split.ts: sha256("indep-r69-half:" + tool), first byte & 1 = apart.
"""

import collections
import hashlib
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
SALT = "indep-r69-half"


def half(tool):
    return "apart" if hashlib.sha256(("%s:%s" % (SALT, tool)).encode("utf-8")).digest()[0] & 1 else "shaping"


def main():
    with open(os.path.join(os.path.dirname(HERE), "results.jsonl"), encoding="utf-8") as f:
        lines = [json.loads(x) for x in f]
    ids = {x["id"] for x in lines}
    assert len(ids) == len(lines) == 900, "900 unique ids"
    for x in lines:
        assert set(x) == {"id", "label", "kind", "tool", "text"}
        assert x["id"].startswith("r69/%s/" % x["tool"]) and x["id"].endswith("/" + x["label"])
        twin = x["id"].rsplit("/", 1)[0] + "/" + ("clean" if x["label"] == "injected" else "injected")
        assert twin in ids, "every line has its twin"
    tools = collections.Counter(x["tool"] for x in lines)
    assert len(tools) == 45 and set(tools.values()) == {20}
    labels = collections.Counter(x["label"] for x in lines)
    print("lines %d, injected %d, clean %d, tools %d" % (len(lines), labels["injected"], labels["clean"], len(tools)))
    halves = collections.Counter(half(t) for t in tools)
    by_half = collections.Counter((half(x["tool"]), x["label"]) for x in lines)
    for h in ("shaping", "apart"):
        print("%s: %d tools, %d injected + %d clean lines" % (h, halves[h], by_half[(h, "injected")], by_half[(h, "clean")]))


if __name__ == "__main__":
    main()
