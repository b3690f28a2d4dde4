# Prints aggregate half counts only (same hash as test/corpus/independent-split.ts, salt indep-r63-half).
import hashlib, json, os
from collections import Counter

rows = [json.loads(l) for l in open(os.path.join(os.path.dirname(__file__), '..', 'results.jsonl'), encoding='utf-8')]
half = lambda t: 'apart' if hashlib.sha256(f'indep-r63-half:{t}'.encode()).digest()[0] & 1 else 'shaping'
tools = {r['tool'] for r in rows}
for h in ('shaping', 'apart'):
    c = Counter(r['label'] for r in rows if half(r['tool']) == h)
    print(h, sum(half(t) == h for t in tools), 'tools', dict(c))
