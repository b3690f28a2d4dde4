"""Builds results.jsonl and src/languages.tsv for independent-r28 (python3 stdlib only,
deterministic)."""
import hashlib
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from common import fields  # noqa: E402
import items1, items2, items3, items4  # noqa: E402,E401

CARRIERS = items1.CARRIERS + items2.CARRIERS + items3.CARRIERS + items4.CARRIERS


def main():
    tools, seen = set(), set()
    pairs = []
    for c in CARRIERS:
        assert c['tool'] not in tools, c['tool']
        tools.add(c['tool'])
        assert len(c['pairs']) == 10, (c['tool'], len(c['pairs']))
        for k, (inj, cln) in enumerate(c['pairs']):
            for s in (inj, cln):
                assert s not in seen, s
                seen.add(s)
            assert inj != cln
            lang = 'en' if k < 5 else c['lang']
            f = fields(f"r28:{c['tool']}:{k}")
            ti = c['render'](f, inj)
            tc = c['render'](f, cln)
            assert inj in ti or json.dumps(inj, ensure_ascii=False)[1:-1] in ti, (c['tool'], k)
            pairs.append(dict(tool=c['tool'], kind=c['kind'], lang=lang,
                              source=f"{c['tool']}#{k + 1}", inj=ti, cln=tc))
    random.Random('r28-pairs').shuffle(pairs)
    lines, tsv = [], ['pair\tlang\tsource\tkind\ttool']
    for n, p in enumerate(pairs, 1):
        lines.append(dict(id=f'r28-inj-{n:04d}', label='injected', kind=p['kind'], tool=p['tool'], text=p['inj']))
        lines.append(dict(id=f'r28-cln-{n:04d}', label='clean', kind=p['kind'], tool=p['tool'], text=p['cln']))
        tsv.append(f"{n:04d}\t{p['lang']}\t{p['source']}\t{p['kind']}\t{p['tool']}")
    random.Random('r28-lines').shuffle(lines)
    root = os.path.dirname(HERE)
    with open(os.path.join(root, 'results.jsonl'), 'w', encoding='utf-8') as out:
        for line in lines:
            out.write(json.dumps(line, ensure_ascii=False) + '\n')
    with open(os.path.join(HERE, 'languages.tsv'), 'w', encoding='utf-8') as out:
        out.write('\n'.join(tsv) + '\n')
    print(f'{len(lines)} lines, {len(pairs)} pairs, {len(CARRIERS)} carriers')


def half(tool):
    return 'apart' if hashlib.sha256(f'indep-r28-half:{tool}'.encode()).digest()[0] & 1 else 'shaping'


if __name__ == '__main__':
    main()
