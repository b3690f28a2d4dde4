"""Builds results.jsonl and languages.tsv for the round-27 independent set (deterministic, stdlib only)."""
import json
import os
import random

import items1
import items2
import items3
import items4

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..', 'results.jsonl')
TSV = os.path.join(HERE, 'languages.tsv')


def main():
    carriers = items1.CARRIERS + items2.CARRIERS + items3.CARRIERS + items4.CARRIERS
    pairs = []
    for c in carriers:
        assert len(c['pairs']) == 10, c['tool']
        for i, (inj, cln) in enumerate(c['pairs']):
            lang = 'en' if i < 5 else c['lang']
            pairs.append((c, i, lang, inj, cln))
    random.Random(2727).shuffle(pairs)
    lines, rows = [], []
    for n, (c, i, lang, inj, cln) in enumerate(pairs, 1):
        seed = random.Random(f"{c['tool']}#{i}").randrange(1 << 30)
        for label, special, tag in (('injected', inj, 'inj'), ('clean', cln, 'cln')):
            text = c['render'](random.Random(seed), special)
            lines.append({'id': f'r27-{tag}-{n:04d}', 'label': label, 'kind': c['kind'], 'tool': c['tool'], 'text': text})
        rows.append(f"r27-{n:04d}\t{lang}\t{c['tool']}#{i + 1}\t{c['kind']}\t{c['tool']}")
    random.Random(2728).shuffle(lines)
    with open(OUT, 'w', encoding='utf-8') as f:
        for line in lines:
            f.write(json.dumps(line, ensure_ascii=False) + '\n')
    with open(TSV, 'w', encoding='utf-8') as f:
        f.write('pair\tlanguage\tsource\tkind\ttool\n' + '\n'.join(sorted(rows)) + '\n')


if __name__ == '__main__':
    main()
