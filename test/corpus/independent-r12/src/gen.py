#!/usr/bin/env python3
"""Builds ../results.jsonl from the hand-written pairs and the composed records (carrier x order).

Run from anywhere: python3 test/corpus/independent-r12/src/gen.py  (deterministic; prints counts)."""
import collections, json, os, random, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from carriers import CARRIERS  # noqa: E402
from payloads import CLN, INJ  # noqa: E402

PAIRS = []
for name in sorted(f[:-3] for f in os.listdir(HERE) if f.startswith('hand_') and f.endswith('.py')):
    PAIRS += __import__(name).PAIRS

# Which kinds of clean filler read naturally in each kind of record's free-text field.
FIT = {
    'api': {'payee', 'bec_aware', 'plain', 'request', 'howto', 'delayed_ok', 'reset_asked'},
    'db': {'payee', 'bec_aware', 'plain', 'request', 'howto', 'delayed_ok'},
    'calendar': {'itnotice', 'prompts', 'request', 'plain', 'runbook', 'delayed_ok', 'advisory', 'bec_aware'},
    'review': {'plain', 'howto', 'advisory', 'prompts', 'request'},
    'ticket': {'runbook', 'howto', 'request', 'coding_ok', 'advisory', 'itnotice', 'reset_asked', 'payee'},
    'chat': {'howto', 'request', 'reset_asked', 'itnotice', 'advisory', 'bec_aware', 'coding_ok', 'plain', 'delayed_ok', 'prompts', 'runbook'},
    'pdf': {'payee', 'bec_aware', 'plain', 'prompts', 'advisory', 'howto'},
    'transcript': {'howto', 'request', 'itnotice', 'advisory', 'bec_aware', 'plain', 'delayed_ok', 'prompts', 'payee', 'runbook'},
    'file': {'howto', 'runbook', 'coding_ok', 'itnotice', 'prompts', 'bec_aware', 'advisory', 'delayed_ok'},
    'code': {'coding_ok', 'advisory', 'runbook', 'prompts', 'howto'},
    'ci': {'coding_ok', 'advisory', 'itnotice', 'runbook'},
    'search': {'howto', 'advisory', 'prompts', 'itnotice'},
    'web': {'howto', 'advisory', 'prompts', 'runbook', 'itnotice', 'bec_aware'},
}

PER_CARRIER = int(os.environ.get('PER_CARRIER', '8'))


def fill(template, escape, x):
    if escape == 'json':
        x = json.dumps(x, ensure_ascii=False)[1:-1]
    assert template.count('"X"' if escape == 'json' else 'X') == 1, template[:60]
    # The slot is the only bare capital X in each template.
    i = template.index('"X"') + 1 if escape == 'json' else template.index('X')
    return template[:i] + x + template[i + 1:]


def main():
    rng = random.Random('gate-indep-r12')
    rows = []  # (label, kind, tool, text, lang, how)
    for lang, kind, tool, inj, cln in PAIRS:
        rows.append(('injected', kind, tool, inj, lang, 'hand'))
        rows.append(('clean', kind, tool, cln, lang, 'hand'))
    inj_pool, cln_pool = list(INJ), list(CLN)
    rng.shuffle(inj_pool)
    rng.shuffle(cln_pool)
    ii = 0
    cursor = collections.Counter()
    for lang, kind, tool, escape, template in CARRIERS:
        for _ in range(PER_CARRIER):
            plang, _tech, text = inj_pool[ii % len(inj_pool)]
            ii += 1
            rows.append(('injected', kind, tool, fill(template, escape, text), f'{lang}+{plang}', 'composed'))
            fits = [c for c in cln_pool if c[1] in FIT[kind]]
            clang, _how, ctext = fits[cursor[kind] % len(fits)]
            cursor[kind] += 1
            rows.append(('clean', kind, tool, fill(template, escape, ctext), f'{lang}+{clang}', 'composed'))
    seen = set()
    for r in rows:
        assert r[3] not in seen, r[3][:80]
        seen.add(r[3])
    rng.shuffle(rows)
    n = collections.Counter()
    out = []
    stats = collections.defaultdict(collections.Counter)
    for label, kind, tool, text, lang, how in rows:
        n[label] += 1
        rid = f"r12-{'inj' if label == 'injected' else 'cln'}-{n[label]:04d}"
        out.append(json.dumps({'id': rid, 'label': label, 'kind': kind, 'tool': tool, 'text': text}, ensure_ascii=False))
        stats['label'][label] += 1
        stats['kind'][f'{kind}/{label}'] += 1
        stats['how'][f'{how}/{label}'] += 1
        for l in set(lang.split('+')):
            stats['lang'][l] += 1
    with open(os.path.join(HERE, '..', 'results.jsonl'), 'w', encoding='utf-8') as f:
        f.write('\n'.join(out) + '\n')
    for k, c in stats.items():
        print(k, dict(sorted(c.items())))
    print('tools', len({r[2] for r in rows}), 'languages', len(stats['lang']))


main()
