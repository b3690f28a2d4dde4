# Checks results.jsonl of independent set r68 (schema, counts, twins, duplicates) and prints aggregate
# tallies only; the split is printed as half counts, never which tool falls in which half.
import collections
import difflib
import hashlib
import json
import sys

lines = [json.loads(x) for x in open('../results.jsonl', encoding='utf-8')]
meta = {r[0]: r[1:] for r in (x.rstrip('\n').split('\t') for x in list(open('meta.tsv', encoding='utf-8'))[1:])}
bad = []
kinds = {'csv', 'log', 'email', 'html', 'markdown', 'json', 'code', 'ticket', 'chat', 'calendar', 'pdf-text', 'yaml'}
for ln in lines:
    if set(ln) != {'id', 'label', 'kind', 'tool', 'text'} or ln['label'] not in ('injected', 'clean') or ln['kind'] not in kinds:
        bad.append(ln['id'])
    if ln['id'] != f'r68/{ln["tool"]}/{ln["id"].split("/")[2]}/{ln["label"]}':
        bad.append(ln['id'])
labels = collections.Counter(x['label'] for x in lines)
tools = collections.Counter(x['tool'] for x in lines)
themes = collections.Counter(t.split('.')[0] for t in tools)
texts = collections.Counter(x['text'] for x in lines)
by_id = {x['id']: x for x in lines}
maxdiff = 0
for pair in meta:
    i, c = by_id[pair + '/injected'], by_id[pair + '/clean']
    if i['kind'] != c['kind'] or i['tool'] != c['tool']:
        bad.append(pair)
    sm = difflib.SequenceMatcher(None, i['text'], c['text'], autojunk=False)
    changed = [op for op in sm.get_opcodes() if op[0] != 'equal']
    lo = min(op[1] for op in changed)
    hi = max(op[2] for op in changed)
    maxdiff = max(maxdiff, hi - lo)
    if '\n' in i['text'][lo:hi].strip('\n') and meta[pair][0] not in ('sentence and footnote split', 'signature or out-of-office'):
        bad.append(pair + ' (multi-line diff)')
short = sum(1 for x in lines if x['label'] == 'injected' and len(x['text']) < 120)
half = collections.Counter()
for t in tools:
    h = 'apart' if hashlib.sha256(f'indep-r68-half:{t}'.encode()).digest()[0] & 1 else 'shaping'
    half[h] += 1
print('lines', len(lines), dict(labels), 'tools', len(tools), 'per tool', set(tools.values()), 'themes', dict(themes))
print('kinds', dict(collections.Counter(x['kind'] for x in lines if x['label'] == 'injected')))
print('duplicate texts', sum(v - 1 for v in texts.values() if v > 1), 'short injected', short, 'max diff span', maxdiff)
print('split (tools): shaping', half['shaping'], 'apart', half['apart'])
forms = collections.Counter(m[0] for m in meta.values())
groups = collections.Counter(m[1] for m in meta.values())
langs = collections.Counter(m[2] for m in meta.values())
acts = collections.Counter(m[3] for m in meta.values())
print('groups', dict(groups))
print('languages (pairs)', dict(langs))
print('actions', dict(acts))
from forms import LANGS
script = {lg: sc for lg, sc, _, _ in LANGS}
print('scripts (pairs, besides Latin English)', dict(collections.Counter(script[m[2]] for m in meta.values() if m[2] != 'English')))
override = sum(1 for x in lines if x['label'] == 'injected' and any(w in x['text'].lower() for w in ('ignore', 'disregard', 'override', 'previous instructions')))
print('injected lines with an override phrase', override)
for f, c in sorted(forms.items(), key=lambda x: -x[1]):
    print(f'  {c:3d}  {f}')
if bad or len(lines) != 900 or labels['injected'] != 450 or len(tools) != 45 or any(v > 1 for v in texts.values()):
    print('FAIL', bad[:10])
    sys.exit(1)
print('OK')
