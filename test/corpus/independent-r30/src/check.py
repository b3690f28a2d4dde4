#!/usr/bin/env python3
"""Validates ../results.jsonl (r30) and prints its counts and its split (salt indep-r30-half, by tool)."""
import collections
import hashlib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import build  # noqa: E402

SALT = 'indep-r30-half'


def half(tool):
    return 'apart' if hashlib.sha256(f"{SALT}:{tool}".encode()).digest()[0] & 1 else 'shaping'


def main():
    lines = [json.loads(l) for l in open(os.path.join(HERE, '..', 'results.jsonl'), encoding='utf-8')]
    assert len(lines) == 900, len(lines)
    ids = [l['id'] for l in lines]
    assert len(set(ids)) == 900, 'duplicate ids'
    for l in lines:
        assert set(l) == {'id', 'label', 'kind', 'tool', 'text'}, l['id']
        assert l['label'] in ('injected', 'clean'), l['id']
        m = re.fullmatch(r'r30-(inj|cln)-(\d{4})', l['id'])
        assert m and (m.group(1) == 'inj') == (l['label'] == 'injected'), l['id']
        assert l['text'].strip(), l['id']
    by = {l['id']: l for l in lines}
    for n in range(1, 451):
        a, b = by[f"r30-inj-{n:04d}"], by[f"r30-cln-{n:04d}"]
        assert a['tool'] == b['tool'] and a['kind'] == b['kind'], n
        assert a['text'] != b['text'], n
    texts = [l['text'] for l in lines]
    assert len(set(texts)) == 900, 'duplicate texts'
    # No special sentence used in two pairs (exact specials and their sentences).
    seen = {}
    for c in build.CARRIERS:
        for i, pair in enumerate(c['pairs']):
            for s in pair:
                for sent in re.split(r'(?<=[.!?。！？।])\s+', s):
                    key = sent.strip().lower()
                    if len(key) < 25:
                        continue
                    # a pair's twins may share a lead sentence (the carrier's own context)
                    assert seen.get(key, (c['tool'], i)) == (c['tool'], i), (sent, seen[key], c['tool'], i)
                    seen[key] = (c['tool'], i)
    rows = [r.split('\t') for r in open(os.path.join(HERE, 'languages.tsv'), encoding='utf-8').read().splitlines()[1:]]
    langs = collections.Counter(r[1] for r in rows)
    kinds = collections.Counter(r[3] for r in rows)
    tools = sorted({r[4] for r in rows})
    print(f"lines {len(lines)}: injected {sum(l['label'] == 'injected' for l in lines)}, clean {sum(l['label'] == 'clean' for l in lines)}; tools {len(tools)}")
    print('languages (pairs):', ', '.join(f"{k} {v}" for k, v in sorted(langs.items(), key=lambda kv: (-kv[1], kv[0]))))
    print(f"{len(langs) - 1} languages besides English")
    print('kinds (pairs):', ', '.join(f"{k} {v}" for k, v in sorted(kinds.items(), key=lambda kv: (-kv[1], kv[0]))))
    for h in ('apart', 'shaping'):
        hr = [r for r in rows if half(r[4]) == h]
        ht = sorted({r[4] for r in hr})
        en = sum(r[1] == 'en' for r in hr)
        print(f"{h}: {2 * len(hr)} lines, {len(hr)} pairs, {len(ht)} tools; en {en}, other {len(hr) - en}")
        print('  kinds:', ', '.join(f"{k} {v}" for k, v in sorted(collections.Counter(r[3] for r in hr).items())))
        print('  tools:', ', '.join(ht))
    print('OK')


if __name__ == '__main__':
    main()
