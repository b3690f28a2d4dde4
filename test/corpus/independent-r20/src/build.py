# Builds results.jsonl (deterministic): every group sentence through each of its group's carriers,
# then the protocol pairs, then the pairs written whole. Injected line NNNN and clean line NNNN are twins (same tool, same place).
import json
import os

from carriers import CARRIERS
from protocol import pairs as protocol_pairs
from sentences import SENTENCES
from whole import PAIRS as WHOLE

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    rows = []  # (lang, source, kind, tool, injected, clean)
    for si, (group, lang, inj, cln) in enumerate(SENTENCES):
        for carrier in CARRIERS[group]:
            k1, t1, a = carrier(inj, si)
            k2, t2, b = carrier(cln, si)
            assert (k1, t1) == (k2, t2)
            rows.append((lang, f'{group}:{carrier.__name__}', k1, t1, a, b))
    rows.extend(protocol_pairs())
    rows.extend((lang, 'whole', kind, tool, a, b) for lang, kind, tool, a, b in WHOLE)
    lines, tsv = [], ['n\tlanguage\tsource\tkind\ttool']
    for n, (lang, source, kind, tool, a, b) in enumerate(rows, 1):
        for label, text in (('injected', a), ('clean', b)):
            lines.append(json.dumps({'id': f'r20-{"inj" if label == "injected" else "cln"}-{n:04d}', 'label': label, 'kind': kind,
                                     'tool': tool, 'text': text}, ensure_ascii=False))
        tsv.append(f'{n:04d}\t{lang}\t{source}\t{kind}\t{tool}')
    with open(os.path.join(HERE, '..', 'results.jsonl'), 'w', encoding='utf-8') as f:
        f.write('\n'.join(lines) + '\n')
    with open(os.path.join(HERE, 'languages.tsv'), 'w', encoding='utf-8') as f:
        f.write('\n'.join(tsv) + '\n')
    print(len(rows), 'pairs')


if __name__ == '__main__':
    main()
