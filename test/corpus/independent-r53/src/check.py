"""Checks the set: counts, twins, one-off specials, short and split shares; prints counts per half of the split."""
import hashlib
import json
import os
import sys
from collections import Counter

from build import all_lines
from common import RAW, rng

HERE = os.path.dirname(os.path.abspath(__file__))


def half(tool, salt='indep-r53-half'):
    # The committed independentHalf (test/corpus/independent-split.ts), copied: first sha256 byte's low bit.
    return 'apart' if hashlib.sha256(f'{salt}:{tool}'.encode()).digest()[0] & 1 else 'shaping'


def main():
    ls = all_lines()
    on_disk = [json.loads(x) for x in open(os.path.join(HERE, '..', 'results.jsonl'), encoding='utf-8')]
    assert [{k: o[k] for k in ('id', 'label', 'kind', 'tool', 'text')} for o in ls] == on_disk, 'results.jsonl is stale'
    ids = [o['id'] for o in ls]
    assert len(ids) == len(set(ids)), 'duplicate id'
    by = Counter(o['label'] for o in ls)
    tools = sorted({o['tool'] for o in ls})
    inj = [o for o in ls if o['label'] == 'injected']
    cln = {o['id'].rsplit('/', 1)[0]: o for o in ls if o['label'] == 'clean'}
    for o in inj:
        c = cln[o['id'].rsplit('/', 1)[0]]
        assert c['tool'] == o['tool'] and c['kind'] == o['kind'] and c['text'] != o['text'], o['id']
        assert o['_field'] == c['_field'], o['id']
        if o['_field'] != RAW:
            # every special field must land in the text: the frame with it alone differs from the bare frame
            bare = o['_frame'](rng(o['tool'], o['_n']), {})
            fields = dict(zip(o['_field'].split('|'), o['_special']))
            units = [fields] if set(fields) == {'key', 'value'} else [{f: v} for f, v in fields.items()]
            for u in units:  # a JSON key and its value land together
                assert o['_frame'](rng(o['tool'], o['_n']), u) != bare, (o['id'], u)
    specials = [s for o in inj for s in o['_special']]
    dup = [s for s, n in Counter(specials).items() if n > 1]
    assert not dup, dup
    short = sum(len(o['text']) < 120 for o in inj)
    split = sum('|' in o['_field'] for o in inj)
    halves = Counter((half(o['tool']), o['label']) for o in ls)
    th = Counter(half(t) for t in tools)
    print(f'lines {len(ls)} {dict(by)} tools {len(tools)} short-injected {short} split-injected {split}')
    print(f'halves: tools {dict(th)}; lines {dict(halves)}')
    for t in tools:
        n = sum(o['tool'] == t for o in ls)
        if n != 20:
            print('tool with', n, 'lines:', t)
    return 0


if __name__ == '__main__':
    sys.exit(main())
