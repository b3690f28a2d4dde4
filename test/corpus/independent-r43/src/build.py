"""Rebuild results.jsonl and languages.tsv for independent set r43 (deterministic, python3 stdlib only)."""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402
import items1, items2, items3, items4, items5  # noqa: E402,E401

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..', 'results.jsonl')
TSV = os.path.join(HERE, 'languages.tsv')
MODULES = [items1, items2, items3, items4, items5]


def carriers():
    for m in MODULES:
        for c in m.CARRIERS:
            yield m.KIND, c


def pairs():
    """(number, kind, carrier, pair index 1..10, language, injected text, clean text), numbered by a seeded shuffle."""
    flat = []
    for kind, c in carriers():
        for i, (inj, cln) in enumerate(c['pairs'], 1):
            flat.append((kind, c, i, 'en' if i <= 8 else c['lang'], inj, cln))
    order = list(range(len(flat)))
    random.Random('r43:numbering').shuffle(order)
    return [(n + 1,) + flat[k] for n, k in enumerate(order)]


def lines():
    out = []
    for n, kind, c, i, lang, inj, cln in pairs():
        for label, special in (('injected', inj), ('clean', cln)):
            tag = 'inj' if label == 'injected' else 'cln'
            out.append({'id': f'r43-{tag}-{n:04d}', 'label': label, 'kind': kind, 'tool': c['tool'],
                        'text': common.render(c, i, special)})
    random.Random('r43:order').shuffle(out)
    return out


def text():
    return ''.join(json.dumps(x, ensure_ascii=False) + '\n' for x in lines())


def tsv():
    rows = ['number\tlanguage\tsource\tkind\ttool']
    for n, kind, c, i, lang, _, _ in sorted(pairs()):
        rows.append(f'{n:04d}\t{lang}\t{c["tool"]}#{i}\t{kind}\t{c["tool"]}')
    return '\n'.join(rows) + '\n'


if __name__ == '__main__':
    with open(OUT, 'w', encoding='utf-8') as f:
        f.write(text())
    with open(TSV, 'w', encoding='utf-8') as f:
        f.write(tsv())
    print('wrote', OUT, TSV)
