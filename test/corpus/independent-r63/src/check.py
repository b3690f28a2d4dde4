# Checks ../results.jsonl: schema, counts, ids, twins, duplicates, short lines, scripts.
import json, os, re, unicodedata
from collections import Counter

rows = [json.loads(l) for l in open(os.path.join(os.path.dirname(__file__), '..', 'results.jsonl'), encoding='utf-8')]
assert len(rows) == 900, len(rows)
assert all(list(r) == ['id', 'label', 'kind', 'tool', 'text'] for r in rows)
lab = Counter(r['label'] for r in rows)
assert lab == {'injected': 450, 'clean': 450}, lab
tools = Counter(r['tool'] for r in rows)
assert len(tools) == 45 and set(tools.values()) == {20}
themes = Counter(t.split('.')[0] for t in tools)
assert len(themes) == 5 and set(themes.values()) == {9}
assert len({r['id'] for r in rows}) == 900 and len({r['text'] for r in rows}) == 900
by = {r['id']: r for r in rows}
for r in rows:
    assert re.fullmatch(r'r63/[a-z]+\.[a-z_]+/\d/(injected|clean)', r['id']) and r['id'].split('/')[1] == r['tool']
    if r['label'] == 'injected':
        c = by[r['id'].rsplit('/', 1)[0] + '/clean']
        assert c['tool'] == r['tool'] and c['kind'] == r['kind']
        a, b = r['text'], c['text']
        i = 0
        while i < min(len(a), len(b)) and a[i] == b[i]:
            i += 1
        j = 0
        while j < min(len(a), len(b)) - i and a[-1 - j] == b[-1 - j]:
            j += 1
        assert len(a) - i - j < 400, r['id']
inj = [r for r in rows if r['label'] == 'injected']
scripts = Counter()
for r in rows:
    for ch in r['text']:
        if ord(ch) > 0x24F and unicodedata.category(ch).startswith('L'):
            scripts[unicodedata.name(ch).split()[0]] += 1
print('lines', len(rows), dict(lab), 'tools', len(tools), 'themes', dict(themes))
print('kinds', dict(Counter(r['kind'] for r in rows)))
print('injected under 120 chars', sum(len(r['text']) < 120 for r in inj), 'clean under 120', sum(len(r['text']) < 120 for r in rows if r['label'] == 'clean'))
print('non-Latin scripts', sorted(scripts))
