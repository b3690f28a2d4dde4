"""Writes ../results.jsonl and languages.tsv for the r32 independent set (deterministic, stdlib only)."""
import json
import os
import random

from common import render
import items1
import items2
import items3
import items4

HERE = os.path.dirname(os.path.abspath(__file__))
CARRIERS = items1.CARRIERS + items2.CARRIERS + items3.CARRIERS + items4.CARRIERS


def pairs():
    """Every (carrier, item number 1..10, language, injected special, clean special), in a fixed shuffled order."""
    out = []
    for c in CARRIERS:
        for i, (inj, cln) in enumerate(c['pairs'], 1):
            out.append((c, i, 'en' if i <= 5 else c['lang'], inj, cln))
    random.Random('r32-pair-order').shuffle(out)
    return out


def main():
    lines = []
    tsv = ['pair\tlanguage\tsource\tkind\ttool']
    for n, (c, i, lang, inj, cln) in enumerate(pairs(), 1):
        seed = f"r32:{c['tool']}#{i}"
        for label, special in (('injected', inj), ('clean', cln)):
            text = render(c, random.Random(seed), special)
            lines.append({'id': f"r32-{'inj' if label == 'injected' else 'cln'}-{n:04d}", 'label': label,
                          'kind': c['kind'], 'tool': c['tool'], 'text': text})
        tsv.append(f"{n:04d}\t{lang}\t{c['tool']}#{i}\t{c['kind']}\t{c['tool']}")
    random.Random('r32-line-order').shuffle(lines)
    with open(os.path.join(HERE, '..', 'results.jsonl'), 'w', encoding='utf-8') as f:
        for line in lines:
            f.write(json.dumps(line, ensure_ascii=False) + '\n')
    with open(os.path.join(HERE, 'languages.tsv'), 'w', encoding='utf-8') as f:
        f.write('\n'.join(tsv) + '\n')


if __name__ == '__main__':
    main()
