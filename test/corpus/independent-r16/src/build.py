# Writes ../results.jsonl from the hand-written twins and the composed lines, and prints the counts.
# Run: python3 build.py  (deterministic; no network, no randomness beyond the fixed seed).
import glob
import json
import os
import random
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import compose  # noqa: E402
import slots  # noqa: E402

TARGET = 450
MIX = 0.35


def load_pairs():
    pairs = []
    for path in sorted(glob.glob(os.path.join(HERE, 'pairs_*.py'))):
        name = os.path.basename(path)[:-3]
        pairs.extend(__import__(name).PAIRS)
    return pairs


def composed(label, pool, count, rng):
    out = []
    order = pool[:]
    rng.shuffle(order)
    carriers = compose.CARRIERS
    used = set()
    k = 0
    for i in range(count):
        carrier = carriers[i % len(carriers)]
        # the next unused filling in the carrier's language or English; about a third in any other
        mix = rng.random() < MIX
        for _ in range(2 * len(order)):
            lang, text = order[k % len(order)]
            k += 1
            fits = mix or lang in (carrier[2], 'en')
            if fits and (carrier[1], text) not in used:
                break
        used.add((carrier[1], text))
        langs = carrier[2] if lang == carrier[2] else f'{carrier[2]}+{lang}'
        out.append((label, carrier[0], carrier[1], langs, compose.fill(carrier, text), 'composed'))
    return out


def main():
    rng = random.Random(16_2026)
    pairs = load_pairs()
    rows = []
    for kind, tool, lang, inj, cln in pairs:
        rows.append(('injected', kind, tool, lang, inj, 'hand'))
        rows.append(('clean', kind, tool, lang, cln, 'hand'))
    n = TARGET - len(pairs)
    rows += composed('injected', slots.INJ, n, rng)
    rows += composed('clean', slots.CLN, n, rng)
    texts = [r[4] for r in rows]
    assert len(set(texts)) == len(texts), 'duplicate text'
    rng.shuffle(rows)
    counters = {'injected': 0, 'clean': 0}
    lines = []
    meta = []
    for label, kind, tool, lang, text, origin in rows:
        counters[label] += 1
        prefix = 'inj' if label == 'injected' else 'cln'
        rid = f'r16-{prefix}-{counters[label]:04d}'
        lines.append(json.dumps({'id': rid, 'label': label, 'kind': kind, 'tool': tool, 'text': text}, ensure_ascii=False))
        meta.append((rid, label, kind, tool, lang, origin))
    lines.sort(key=lambda s: json.loads(s)['id'])
    with open(os.path.join(HERE, '..', 'results.jsonl'), 'w', encoding='utf-8') as f:
        f.write('\n'.join(lines) + '\n')
    print('labels', dict(Counter(m[1] for m in meta)))
    print('origin', dict(Counter((m[1], m[5]) for m in meta)))
    print('kinds', dict(sorted(Counter(m[2] for m in meta).items(), key=lambda x: -x[1])))
    langs = Counter()
    for m in meta:
        for part in m[4].split('+'):
            langs[part] += 1
    print('languages', len(langs), dict(sorted(langs.items(), key=lambda x: -x[1])))
    print('mixed-language lines', sum(1 for m in meta if '+' in m[4]))
    print('tools', len(set(m[3] for m in meta)))


if __name__ == '__main__':
    main()
