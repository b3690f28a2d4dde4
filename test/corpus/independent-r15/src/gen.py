# Writes ../results.jsonl from the hand-written twins and the composed carriers; deterministic.
# Run: python3 test/corpus/independent-r15/src/gen.py [--stats]
import hashlib
import json
import os
import random
import sys
from collections import Counter

sys.path.insert(0, os.path.dirname(__file__))
from carriers import CARRIERS  # noqa: E402
from pairs_a import PAIRS_A  # noqa: E402
from pairs_b import PAIRS_B  # noqa: E402
from pairs_c import PAIRS_C  # noqa: E402
from payloads import CLEAN, INJECTED  # noqa: E402

PER_CARRIER = 9


def lines():
    out = []  # (label, kind, tool, text, lang, origin)
    for kind, tool, lang, inj, cln in PAIRS_A + PAIRS_B + PAIRS_C:
        out.append(('injected', kind, tool, inj, lang, 'hand'))
        out.append(('clean', kind, tool, cln, lang, 'hand'))
    for i, (kind, tool, clang, build) in enumerate(CARRIERS):
        for k in range(PER_CARRIER):
            n = i * PER_CARRIER + k
            plang, p = INJECTED[(n * 17) % len(INJECTED)]
            out.append(('injected', kind, tool, build(p), plang, 'composed'))
            plang, p = CLEAN[(n * 23 + 5) % len(CLEAN)]
            out.append(('clean', kind, tool, build(p), plang, 'composed'))
    return out


def main():
    rows = lines()
    random.Random(1515).shuffle(rows)
    counters = {'injected': 0, 'clean': 0}
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, '..', 'results.jsonl'), 'w', encoding='utf-8') as f:
        for label, kind, tool, text, _lang, _origin in rows:
            counters[label] += 1
            tag = 'inj' if label == 'injected' else 'cln'
            rec = {'id': f'r15-{tag}-{counters[label]:04d}', 'label': label, 'kind': kind, 'tool': tool, 'text': text}
            f.write(json.dumps(rec, ensure_ascii=False) + '\n')
    if '--stats' in sys.argv:
        def half(tool):
            return 'apart' if hashlib.sha256(f'indep-r15-half:{tool}'.encode()).digest()[0] & 1 else 'shaping'
        print('labels', dict(Counter(r[0] for r in rows)))
        print('origin', dict(Counter((r[5], r[0]) for r in rows)))
        print('kinds', dict(Counter(r[1] for r in rows)))
        print('langs', len(set(r[4] for r in rows)), dict(Counter(r[4] for r in rows).most_common()))
        print('halves', dict(Counter((half(r[2]), r[0]) for r in rows)))
        print('tools', len(set(r[2] for r in rows)))


main()
