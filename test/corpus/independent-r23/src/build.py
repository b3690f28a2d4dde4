"""Build results.jsonl and languages.tsv for the round-23 independent set (deterministic, stdlib only)."""
import json
import os
import random

from carriers import CARRIERS
from sentences import GROUPS
from whole import WHOLE

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..', 'results.jsonl')
TSV = os.path.join(HERE, 'languages.tsv')
MARK = '⁂'


def halves(text):
    a, b = text.split(MARK)
    joint = ' ' if a.endswith(' ') and b.startswith(' ') else ''  # CJK halves join without a space
    return {'a': a.strip(), 'b': b.strip(), 'full': a.strip() + joint + b.strip()}


def main():
    pairs = []
    for group, sentences in GROUPS.items():
        for si, (lang, inj, cln) in enumerate(sentences):
            assert inj.count(MARK) == 1 and cln.count(MARK) == 1, (group, si)
            for ci, (kind, tool, fn) in enumerate(CARRIERS[group]):
                seed = f'r23:{group}:{si}:{ci}'
                texts = [fn(random.Random(seed), halves(t)) for t in (inj, cln)]
                pairs.append((lang, f'{group}:{tool}', kind, tool, texts[0], texts[1]))
    for lang, kind, tool, inj, cln in WHOLE:
        pairs.append((lang, 'whole', kind, tool, inj, cln))
    random.Random('r23-order').shuffle(pairs)
    lines, rows = [], ['n\tlanguage\tsource\tkind\ttool']
    for n, (lang, source, kind, tool, inj, cln) in enumerate(pairs, 1):
        for label, pre, text in (('injected', 'inj', inj), ('clean', 'cln', cln)):
            lines.append({'id': f'r23-{pre}-{n:04d}', 'label': label, 'kind': kind, 'tool': tool, 'text': text})
        rows.append(f'{n:04d}\t{lang}\t{source}\t{kind}\t{tool}')
    random.Random('r23-lines').shuffle(lines)
    with open(OUT, 'w', encoding='utf-8') as f:
        for line in lines:
            f.write(json.dumps(line, ensure_ascii=False) + '\n')
    with open(TSV, 'w', encoding='utf-8') as f:
        f.write('\n'.join(rows) + '\n')
    print(f'{len(pairs)} pairs, {len(lines)} lines')


if __name__ == '__main__':
    main()
