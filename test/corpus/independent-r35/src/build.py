"""Writes ../results.jsonl and languages.tsv from the carriers in items1..3 (deterministic, stdlib only)."""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import items1  # noqa: E402
import items2  # noqa: E402
import items3  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
CARRIERS = items1.CARRIERS + items2.CARRIERS + items3.CARRIERS


def pair_texts(c, n):
    """Both twins from one seed, so they share every made-up value and differ only in the special text."""
    inj, cln = c['pairs'][n - 1]
    seed = f"r35:{c['tool']}#{n}"
    return c['make'](random.Random(seed), inj), c['make'](random.Random(seed), cln)


def pairs():
    out = []
    for c in CARRIERS:
        for n in range(1, len(c['pairs']) + 1):
            inj, cln = pair_texts(c, n)
            out.append({'tool': c['tool'], 'kind': c['kind'], 'n': n, 'lang': 'en' if n <= 5 else c['lang'],
                        'inj': inj, 'cln': cln})
    random.Random('r35-pairs').shuffle(out)
    return out


def main():
    ps = pairs()
    lines, tsv = [], ['pair\tlanguage\tsource\tkind\ttool']
    for i, p in enumerate(ps, 1):
        for label, key, tag in (('injected', 'inj', 'inj'), ('clean', 'cln', 'cln')):
            lines.append({'id': f'r35-{tag}-{i:04d}', 'label': label, 'kind': p['kind'], 'tool': p['tool'], 'text': p[key]})
        tsv.append(f"{i:04d}\t{p['lang']}\t{p['tool']}#{p['n']}\t{p['kind']}\t{p['tool']}")
    random.Random('r35-lines').shuffle(lines)
    with open(os.path.join(HERE, '..', 'results.jsonl'), 'w', encoding='utf-8') as f:
        for line in lines:
            f.write(json.dumps(line, ensure_ascii=False) + '\n')
    with open(os.path.join(HERE, 'languages.tsv'), 'w', encoding='utf-8') as f:
        f.write('\n'.join(tsv) + '\n')


if __name__ == '__main__':
    main()
