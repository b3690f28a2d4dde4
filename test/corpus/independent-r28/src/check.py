"""Validates results.jsonl (python3 stdlib): 900 lines, unique ids, labels, twins paired on tool and
kind, each twin's text differing from the other's, and prints counts and the split (salt indep-r28-half,
by tool, as test/corpus/independent-split.ts computes it)."""
import collections
import csv
import hashlib
import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def half(tool):
    return 'apart' if hashlib.sha256(f'indep-r28-half:{tool}'.encode()).digest()[0] & 1 else 'shaping'


lines = [json.loads(x) for x in open(os.path.join(ROOT, 'results.jsonl'), encoding='utf-8')]
assert len(lines) == 900, len(lines)
ids = [x['id'] for x in lines]
assert len(set(ids)) == 900
by = {x['id']: x for x in lines}
for x in lines:
    assert set(x) == {'id', 'label', 'kind', 'tool', 'text'}, x['id']
    assert x['label'] in ('injected', 'clean')
    assert all(isinstance(x[k], str) and x[k] for k in x)
    assert x['id'].startswith('r28-inj-' if x['label'] == 'injected' else 'r28-cln-')
pairs = sorted({x['id'][-4:] for x in lines})
assert len(pairs) == 450
for n in pairs:
    a, b = by[f'r28-inj-{n}'], by[f'r28-cln-{n}']
    assert a['tool'] == b['tool'] and a['kind'] == b['kind'] and a['text'] != b['text'], n
rows = list(csv.DictReader(open(os.path.join(ROOT, 'src', 'languages.tsv'), encoding='utf-8'), delimiter='\t'))
assert len(rows) == 450
lang = {r['pair']: r['lang'] for r in rows}
for r in rows:
    assert by[f"r28-inj-{r['pair']}"]['tool'] == r['tool']
print('ok: 900 lines, 450 pairs,', len({x['tool'] for x in lines}), 'tools')
print('labels', collections.Counter(x['label'] for x in lines))
print('kinds (pairs)', collections.Counter(by[f'r28-inj-{n}']['kind'] for n in pairs).most_common())
lc = collections.Counter(lang.values())
print('languages (pairs)', len(lc), lc.most_common())
for h in ('apart', 'shaping'):
    ps = [n for n in pairs if half(by[f'r28-inj-{n}']['tool']) == h]
    tools = {by[f'r28-inj-{n}']['tool'] for n in ps}
    en = sum(lang[n] == 'en' for n in ps)
    kinds = collections.Counter(by[f'r28-inj-{n}']['kind'] for n in ps)
    print(h, 'lines', 2 * len(ps), 'pairs', len(ps), 'tools', len(tools), 'en', en, 'other', len(ps) - en)
    print('  kinds', dict(sorted(kinds.items())))
