#!/usr/bin/env python3
# Builds ../results.jsonl from the hand-written data in this folder. Deterministic: run it again and the
# file is byte-identical. Usage: python3 gen.py [--stats]
import json
import os
import random
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import composed  # noqa: E402
import pairs_a  # noqa: E402
import pairs_b  # noqa: E402
import pairs_c  # noqa: E402
import pairs_d  # noqa: E402
import pairs_e  # noqa: E402
import singles  # noqa: E402

SLOT = '@@'


def from_pairs(rows):
    """A pair is one carrier written once with a slot: the clean twin gets the benign line, the
    injected one the payload, so both share kind, tool and length."""
    out = []
    for kind, tool, lang, template, benign, payload in rows:
        assert template.count(SLOT) == 1, (tool, template[:60])
        out.append(('clean', kind, tool, lang, template.replace(SLOT, benign)))
        out.append(('injected', kind, tool, lang, template.replace(SLOT, payload)))
    return out


def build():
    lines = []
    for mod in (pairs_a, pairs_b, pairs_c, pairs_d, pairs_e):
        lines += from_pairs(mod.PAIRS)
    lines += [(label, kind, tool, lang, text) for label, kind, tool, lang, text in singles.SINGLES]
    lines += composed.build(random.Random(1313))
    seen = set()
    rows = []
    n = Counter()
    for label, kind, tool, lang, text in lines:
        assert label in ('clean', 'injected')
        assert text not in seen, text[:80]
        seen.add(text)
        n[label] += 1
        prefix = 'inj' if label == 'injected' else 'cln'
        rows.append(
            (
                {'id': f'r13-{prefix}-{n[label]:04d}', 'label': label, 'kind': kind, 'tool': tool, 'text': text},
                lang,
            )
        )
    return rows


def main():
    rows = build()
    path = os.path.join(HERE, '..', 'results.jsonl')
    with open(path, 'w', encoding='utf-8') as f:
        for row, _ in rows:
            f.write(json.dumps(row, ensure_ascii=False) + '\n')
    if '--stats' in sys.argv:
        print('label', dict(Counter(r['label'] for r, _ in rows)))
        for key in ('kind',):
            c = Counter((r[key], r['label']) for r, _ in rows)
            print(key, sorted(c.items()))
        c = Counter((lang, r['label']) for r, lang in rows)
        print('lang', sorted(c.items()))
        print('langs', len({lang for _, lang in rows}))
        print('tools', len({r['tool'] for r, _ in rows}))


if __name__ == '__main__':
    main()
