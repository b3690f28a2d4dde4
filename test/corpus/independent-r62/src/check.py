# Checks ../results.jsonl: schema, counts, ids, twins (same tool, kind and carrier; differ only in the order
# sentence(s)), no duplicate texts; prints the aggregate counts the README quotes (from forms.tsv).
import collections
import difflib
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
rows = [json.loads(line) for line in open(os.path.join(HERE, '..', 'results.jsonl'), encoding='utf-8')]
assert len(rows) == 900, len(rows)
KINDS = {'csv', 'log', 'email', 'html', 'markdown', 'json', 'code', 'ticket', 'chat', 'calendar', 'pdf-text', 'yaml'}
for r in rows:
    assert list(r) == ['id', 'label', 'kind', 'tool', 'text'], r['id']
    assert r['label'] in ('injected', 'clean') and r['kind'] in KINDS
    assert re.fullmatch(r'[a-z]+\.[a-z_]+', r['tool']), r['tool']
    assert r['id'] == f"r62/{r['tool']}/{r['id'].split('/')[2]}/{r['label']}", r['id']
assert len({r['id'] for r in rows}) == 900
assert len({r['text'] for r in rows}) == 900, 'duplicate texts'
by = collections.defaultdict(dict)
for r in rows:
    by[r['id'].rsplit('/', 1)[0]][r['label']] = r
assert len(by) == 450
per_tool = collections.Counter(r['tool'] for r in rows if r['label'] == 'injected')
assert len(per_tool) == 45 and set(per_tool.values()) == {10}
themes = collections.Counter(t.split('.')[0] for t in per_tool)
assert len(themes) == 5 and set(themes.values()) == {9}
for pair, d in by.items():
    i, c = d['injected'], d['clean']
    assert i['tool'] == c['tool'] and i['kind'] == c['kind']
    # the twins share everything outside the changed spans: at least 2 equal blocks or a short carrier
    sm = difflib.SequenceMatcher(None, i['text'], c['text'], autojunk=False)
    same = sum(b.size for b in sm.get_matching_blocks())
    assert same >= 10, pair
meta = [line.rstrip('\n').split('\t') for line in open(os.path.join(HERE, 'forms.tsv'), encoding='utf-8')][1:]
assert len(meta) == 450
# twins have the same lines but one (two for an order split over two fields)
form = {m[0]: m[2] for m in meta}
for pair, d in by.items():
    a, b = d['injected']['text'].split('\n'), d['clean']['text'].split('\n')
    assert len(a) == len(b), pair
    assert sum(1 for x, y in zip(a, b) if x != y) == (2 if form[pair] == 'split' else 1), pair
print('kinds (pairs):', dict(collections.Counter(m[1] for m in meta)))
print('forms (injected):', dict(collections.Counter(m[2] for m in meta)))
print('sentence forms of hidden/foreign:', dict(collections.Counter(m[3] for m in meta if m[2] in ('hidden', 'full_lang', 'other_lang'))))
print('languages (pairs):', dict(collections.Counter(m[4] for m in meta)))
print('clean kinds (clean twins):', dict(collections.Counter(m[5] for m in meta)))
print('injected under 120 chars:', sum(1 for m in meta if int(m[6]) < 120))
hidden_where = collections.Counter()
for m in meta:
    if m[2] == 'hidden':
        t = by[m[0]]['injected']['text']
        hidden_where['html comment' if '<!--' in t else 'alt text' if 'alt="' in t or '![' in t else '_meta' if '"_meta"' in t else 'yaml comment' if m[1] == 'yaml' else 'csv notes']+= 1
print('hidden fields:', dict(hidden_where))
print('ok')
