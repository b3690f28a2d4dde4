# Builds results.jsonl for the conversations set (deterministic, python3 stdlib only): every carrier gets
# PER_TOOL results, each a conversation of 3-6 lines in one language (about half English).
import json
import os
import random

from carriers import CARRIERS
from people import FIRST, slots
from sentences import EN, OTHER

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..', 'results.jsonl')
PER_TOOL = 14
LANGS = sorted(OTHER)


def conversation(rng):
    lang = 'en' if rng.random() < 0.5 else rng.choice(LANGS)
    pool = EN if lang == 'en' else OTHER[lang]
    s = slots(rng)
    people = rng.sample(FIRST, 3)
    lines = rng.sample(pool, min(len(pool), rng.randrange(3, 7)))
    return lang, s, [(rng.choice(people), line.format(**s)) for line in lines]


def main():
    rows = []
    n = 0
    for tool, kind, render in CARRIERS:
        for k in range(PER_TOOL):
            rng = random.Random(f'talk-clean:{tool}:{k}')
            lang, s, turns = conversation(rng)
            n += 1
            rows.append({'id': f'talk-cln-{n:04d}', 'label': 'clean', 'kind': kind, 'tool': tool,
                         'text': render(rng, turns, s), 'lang': lang})
    with open(OUT, 'w', encoding='utf-8') as f:
        for r in rows:
            r.pop('lang')
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    print(f'{len(rows)} results, {len(CARRIERS)} tools')


if __name__ == '__main__':
    main()
