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


def main():
    ps = pairs()
    random.Random('r24-pair-order').shuffle(ps)
    lines, tsv = [], ['num\tlanguage\tsource\tkind\ttool']
    for n, p in enumerate(ps, 1):
        lines.append({'id': f'r24-inj-{n:04d}', 'label': 'injected', 'kind': p['kind'], 'tool': p['tool'], 'text': p['inj']})
        lines.append({'id': f'r24-cln-{n:04d}', 'label': 'clean', 'kind': p['kind'], 'tool': p['tool'], 'text': p['cln']})
        tsv.append(f"{n:04d}\t{p['lang']}\t{p['source']}\t{p['kind']}\t{p['tool']}")
    random.Random('r24-line-order').shuffle(lines)
    with open(OUT, 'w', encoding='utf-8') as f:
        for line in lines:
            f.write(json.dumps(line, ensure_ascii=False) + '\n')
    with open(TSV, 'w', encoding='utf-8') as f:
        f.write('\n'.join(tsv) + '\n')
    print(f'{len(ps)} pairs, {len(lines)} lines')


if __name__ == '__main__':
    main()
