"""Form checks on ../results.jsonl: counts, twins, ids, uniqueness of every injected slot (python3 check.py)."""

import collections
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from build import THEMES  # noqa: E402
from abroad import ABROAD  # noqa: E402
from common import expand, pairs_of  # noqa: E402

here = os.path.dirname(os.path.abspath(__file__))
rows = [json.loads(x) for x in open(os.path.join(here, "..", "results.jsonl"), encoding="utf-8")]
labels = collections.Counter(r["label"] for r in rows)
assert labels == {"injected": 450, "clean": 450}, labels
ids = [r["id"] for r in rows]
assert len(set(ids)) == len(ids), "duplicate id"
by = {r["id"]: r for r in rows}
tools = set()
for r in rows:
    tools.add(r["tool"])
    assert set(r) == {"id", "label", "kind", "tool", "text"}
    if r["label"] == "injected":
        twin = by[r["id"].rsplit("/", 1)[0] + "/clean"]
        assert twin["tool"] == r["tool"] and twin["kind"] == r["kind"]
        assert twin["text"] != r["text"], r["id"]
assert len(tools) == 45, len(tools)
# Every injected slot is written once, is in its injected line and is absent from the clean twin.
seen = set()
for name in THEMES:
    mod = __import__(name)
    for tool_name, _kind, _carrier, _fillers, pairs in mod.TOOLS:
        for i, (clean, injected) in enumerate(pairs_of(mod.THEME, tool_name, pairs)):
            assert injected not in seen, (tool_name, i)
            seen.add(injected)
            assert clean != injected, (tool_name, i)
            inj_line = by[f"r58/{mod.THEME}.{tool_name}/{i + 1}/injected"]["text"]
            cln_line = by[f"r58/{mod.THEME}.{tool_name}/{i + 1}/clean"]["text"]
            for part in injected.split("||"):
                body = expand(part.split(":: ", 1)[-1])
                if body not in clean:
                    assert body in inj_line or json.dumps(body, ensure_ascii=False)[1:-1] in inj_line, (tool_name, i)
                    assert body not in cln_line, (tool_name, i)
used = {(m.THEME, t[0], i) for m in map(__import__, THEMES) for t in m.TOOLS for i in range(len(t[4]))}
assert set(ABROAD) <= used, set(ABROAD) - used
short = sum(1 for r in rows if r["label"] == "injected" and len(r["text"]) < 120)
print("ok", dict(labels), "tools", len(tools), "short injected lines", short)
