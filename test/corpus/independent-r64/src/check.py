# Checks schema, counts, twins and forms of ../results.jsonl, and prints aggregate split counts only.
import collections
import hashlib
import json
import os
import unicodedata

from build import lines
from data import FOREIGN

here = os.path.dirname(os.path.abspath(__file__))
rows = [json.loads(x) for x in open(os.path.join(here, '..', 'results.jsonl'), encoding='utf-8')]
assert len(rows) == 900, len(rows)
assert all(list(r) == ['id', 'label', 'kind', 'tool', 'text'] for r in rows)
assert len({r['id'] for r in rows}) == 900 and len({r['text'] for r in rows}) == 900, 'duplicate id or text'
labels = collections.Counter(r['label'] for r in rows)
assert labels == {'injected': 450, 'clean': 450}, labels
tools = collections.Counter(r['tool'] for r in rows)
assert len(tools) == 45 and set(tools.values()) == {20}
themes = collections.Counter(t.split('.')[0] for t in tools)
assert len(themes) == 5 and set(themes.values()) == {9}
for i in range(0, 900, 2):
    a, b = rows[i], rows[i + 1]
    assert a['label'] == 'injected' and b['label'] == 'clean' and a['id'].rsplit('/', 1)[0] == b['id'].rsplit('/', 1)[0]
    assert a['kind'] == b['kind'] and a['tool'] == b['tool']
    x, y = a['text'], b['text']
    pre = 0
    while pre < min(len(x), len(y)) and x[pre] == y[pre]:
        pre += 1
    assert pre > 0, a['id']
print('kinds', dict(collections.Counter(r['kind'] for r in rows if r['label'] == 'injected')))
forms = collections.Counter(r['_form'] for r in lines() if r['label'] == 'injected')
print('forms', dict(forms))
inj = [r for r in rows if r['label'] == 'injected']
print('injected under 120 chars', sum(len(r['text']) < 120 for r in inj))
print('foreign-language lines', 2 * sum(1 for r in lines() if r['_form'] == 'other-language' and r['label'] == 'injected'),
      'languages', len({f[0] for f in FOREIGN}))
scripts = set()
for r in rows:
    for ch in r['text']:
        if ch.isalpha():
            scripts.add(unicodedata.name(ch, 'X').split()[0])
print('scripts', sorted(scripts))
# The split: aggregate counts only, never which tool is in which half.
half = collections.Counter()
for t in tools:
    half[hashlib.sha256(f'indep-r64-half:{t}'.encode()).digest()[0] & 1] += 1
print(f'split: shaping {half[0]} tools ({half[0] * 10} + {half[0] * 10} lines), apart {half[1]} tools ({half[1] * 10} + {half[1] * 10} lines)')
