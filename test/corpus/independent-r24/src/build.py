# Builds results.jsonl and src/languages.tsv for the round-24 independent set (deterministic, stdlib only).
import json
import os
import random

from carriers import CARRIERS
from sentences import GROUPS

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..', 'results.jsonl')
TSV = os.path.join(HERE, 'languages.tsv')


def pairs():
    out = []
    for group, sentences in GROUPS.items():
        for si, (lang, inj, cln) in enumerate(sentences):
            for tool, kind, fn, _where in CARRIERS[group]:
                seed = f'r24-carrier:{group}:{si}:{tool}'
                inj_text = fn(random.Random(seed), *inj)
                cln_text = fn(random.Random(seed), *cln)
                out.append({'lang': lang, 'source': f'{group}:{tool}', 'kind': kind, 'tool': tool,
                            'inj': inj_text, 'cln': cln_text})
    return out


LABELS = (('inj', 'injected'), ('cln', 'clean'))


def write(path, rows):
    with open(path, 'w', encoding='utf-8') as f:
        f.write(''.join(row + '\n' for row in rows))


def main():
    ps = pairs()
    random.Random('r24-pair-order').shuffle(ps)
    numbered = list(enumerate(ps, 1))
    lines = [{'id': f'r24-{short}-{n:04d}', 'label': label, 'kind': p['kind'], 'tool': p['tool'], 'text': p[short]}
             for n, p in numbered for short, label in LABELS]
    random.Random('r24-line-order').shuffle(lines)
    write(OUT, [json.dumps(line, ensure_ascii=False) for line in lines])
    header = '\t'.join(['num', 'language', 'source', 'kind', 'tool'])
    write(TSV, [header] + ['\t'.join([f'{n:04d}', p['lang'], p['source'], p['kind'], p['tool']]) for n, p in numbered])
    print(f'{len(ps)} pairs, {len(lines)} lines')


if __name__ == '__main__':
    main()
