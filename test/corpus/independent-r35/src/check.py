"""Validates ../results.jsonl against the carriers and prints counts and the split (salt indep-r35-half)."""
import collections
import csv
import hashlib
import io
import json
import os
import random
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from build import CARRIERS, pair_texts  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
MARK = '\ue000'


def encodings(s):
    buf = io.StringIO()
    csv.writer(buf, lineterminator='').writerow([s])
    return {s, json.dumps(s, ensure_ascii=False)[1:-1], buf.getvalue()}


def half(tool):
    return 'apart' if hashlib.sha256(f'indep-r35-half:{tool}'.encode()).digest()[0] & 1 else 'shaping'


def main():
    lines = [json.loads(x) for x in open(os.path.join(HERE, '..', 'results.jsonl'), encoding='utf-8')]
    assert len(lines) == 900, len(lines)
    assert len({x['id'] for x in lines}) == 900, 'ids not unique'
    assert len({x['text'] for x in lines}) == 900, 'texts not unique'
    by = {}
    for x in lines:
        m = re.fullmatch(r'r35-(inj|cln)-(\d{4})', x['id'])
        assert m and x['label'] == {'inj': 'injected', 'cln': 'clean'}[m[1]], x['id']
        by.setdefault(m[2], {})[m[1]] = x
    assert len(by) == 450 and all(len(v) == 2 for v in by.values()), 'twins not paired'
    for v in by.values():
        assert v['inj']['tool'] == v['cln']['tool'] and v['inj']['kind'] == v['cln']['kind']
    texts = {x['text'] for x in lines}
    sentences = collections.Counter()
    langs = collections.Counter()
    for c in CARRIERS:
        assert len(c['pairs']) == 10, c['tool']
        for n in range(1, 11):
            inj, cln = pair_texts(c, n)
            assert inj in texts and cln in texts, (c['tool'], n)
            tpl = c['make'](random.Random(f"r35:{c['tool']}#{n}"), MARK)
            own = set()
            for s, t in zip(c['pairs'][n - 1], (inj, cln)):
                assert any(tpl.replace(MARK, e) == t for e in encodings(s)), (c['tool'], n, 'template')
                own.update(x for x in re.split(r'(?<=[.!?。])\s+|;\s+', s.strip()) if len(x) > 12)
            # A lead-in both twins of one pair share is that pair's own; no sentence may recur in another pair.
            sentences.update(own)
            langs['en' if n <= 5 else c['lang']] += 1
    dup = [s for s, k in sentences.items() if k > 1]
    assert not dup, dup
    assert len({c['tool'] for c in CARRIERS}) == 45 and len({c['lang'] for c in CARRIERS}) == 45
    print('lines', len(lines), 'pairs', len(by), 'carriers', len(CARRIERS), 'languages besides en', len(langs) - 1)
    print('languages', dict(sorted(langs.items())))
    kinds = collections.Counter(c['kind'] for c in CARRIERS for _ in range(10))
    print('kinds (pairs)', dict(sorted(kinds.items())))
    split = collections.Counter()
    kind_split = collections.Counter()
    for c in CARRIERS:
        h = half(c['tool'])
        split[h, 'tools'] += 1
        split[h, 'pairs'] += 10
        split[h, 'en'] += 5
        split[h, 'other'] += 5
        kind_split[c['kind'], h] += 10
    for h in ('apart', 'shaping'):
        print(h, 'lines', split[h, 'pairs'] * 2, 'pairs', split[h, 'pairs'], 'tools', split[h, 'tools'],
              'en', split[h, 'en'], 'other', split[h, 'other'])
    print('by kind (apart / shaping)', {k: f"{kind_split[k, 'apart']} / {kind_split[k, 'shaping']}" for k in sorted(kinds)})
    print('apart tools', ', '.join(sorted(c['tool'] for c in CARRIERS if half(c['tool']) == 'apart')))
    print('carriers and languages', ', '.join(f"{c['tool']} {c['lang']}" for c in CARRIERS))


if __name__ == '__main__':
    main()
