import sys; sys.path.insert(0, __import__('os').path.dirname(__file__))
from carriers import *
from handwritten_inj import HW_INJ
from clean import HN, HW_CLEAN
out = []; seen = set()
def add(label, kind, tool, text, tag):
    if text in seen: return False
    seen.add(text); out.append({"id": f"{'inj' if label == 'injected' else 'clean'}-{len([o for o in out if o['label'] == label]) + 1:04d}-{tag}", "label": label, "kind": kind, "tool": tool, "text": text}); return True
for k, t, x in HW_INJ: add("injected", k, t, x, "hand")
styles = [s for s in STYLES for _ in range(s[2])]
while sum(o["label"] == "injected" for o in out) < 330:
    name, fn, _ = pick(styles)
    inj = order() if name == "order" else fn(act())
    k, t, x = pick(CARRIERS)(inj)
    add("injected", k, t, x, name)
for k, t, x in HW_CLEAN: add("clean", k, t, x, "hand")
while sum(o["label"] == "clean" for o in out) < 330:
    r = R.random()
    inj = pick(HN) if r < .75 else (" ".join(R.sample(HN, 2)) if r < .9 else "")
    k, t, x = pick(CARRIERS)(inj)
    add("clean", k, t, x, "hn" if inj else "plain")
with open(__import__('os').path.join(__import__('os').path.dirname(__file__), '..', 'results.jsonl'), 'w') as f:
    for o in out: f.write(json.dumps(o, ensure_ascii=False) + "\n")
from collections import Counter
print(Counter((o["label"]) for o in out))
print(Counter((o["label"], o["kind"]) for o in out))
print(Counter(o["id"].split("-", 2)[2] for o in out if o["label"] == "injected"))
