# Aggregate counts of the fixed split (test/corpus/independent-split.ts, salt indep-r62-half): by tool, a
# tool's lines all in one half. Prints totals only, never which tool falls in which half.
import collections
import hashlib
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
rows = [json.loads(line) for line in open(os.path.join(HERE, '..', 'results.jsonl'), encoding='utf-8')]


def half(tool):
    return 'apart' if hashlib.sha256(f'indep-r62-half:{tool}'.encode()).digest()[0] & 1 else 'shaping'


tools = collections.Counter(half(t) for t in {r['tool'] for r in rows})
lines = collections.Counter((half(r['tool']), r['label']) for r in rows)
for h in ('shaping', 'apart'):
    print(f"{h}: {tools[h]} tools, {lines[(h, 'injected')]} injected + {lines[(h, 'clean')]} clean lines")
