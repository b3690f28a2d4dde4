"""Writes ../results.jsonl: 45 tools x 10 pairs (injected line and clean twin). Run: python3 src/build.py"""
import json
import os
import random
from collections import deque

from carriers import CARRIERS, short
from data import THEMES
from forms import FORMS as FORMS1, SHORT
from forms2 import FORMS2

FORMS = FORMS1 + FORMS2
from langs import LANGS

HERE = os.path.dirname(os.path.abspath(__file__))
# Forms that only read naturally in some carriers.
FIT = {'hidden-field': {'html', 'markdown'}, 'code-comment': {'code', 'yaml', 'markdown', 'log'}}
LANG_SLOT = 5
SHORT_SLOT = 10


def fills(v, ctx):
    r = ctx['r']
    p = r.sample(v['people'], 2)
    data = r.choice(v['data'])
    member = v['members'][:-1]
    return {
        'org': v['org'], 'org_email': v['org_email'], 'members': v['members'], 'member': member,
        'members_cap': v['members'].capitalize(), 'person': p[0], 'person2': p[1].split()[0], 'data': data,
        'data_file': data.replace(' ', '_') + '.csv', 'item': r.choice(v['items']), 'issue': r.choice(v['issues']),
        'place': r.choice(v['places']), 'event': r.choice(v['events']), 'fee': v['fee'], 'ext': r.choice(v['ext']),
        'url': r.choice(v['url']), 'iban': r.choice(v['iban']), 'ref': f"{ctx['tool'][:3].upper()}-{ctx['ti']}{ctx['n']}7",
    }


def main():
    out = []
    queue = deque(FORMS * 5)
    ti = 0
    for theme, v in THEMES.items():
        for name, kind in v['tools']:
            tool = f'{theme}.{name}'
            used = set()
            for n in range(1, 11):
                ctx = {'tool': name, 'n': n, 'ti': ti, 'r': random.Random(f'r65:{tool}:{n}')}
                f = fills(v, ctx)
                if n == LANG_SLOT:
                    _lang, _script, form, _plain, inj, cln = LANGS[ti]
                    make = CARRIERS[kind]
                elif n == SHORT_SLOT:
                    for k in range(len(SHORT)):
                        form, _plain, inj, cln = SHORT[(ti + k) % len(SHORT)]
                        if len(short(kind, v, ctx, inj.format(**f))) < 120:
                            break
                    make = None
                else:
                    # A carrier that fits a restricted form takes it first, so those forms are not starved.
                    first = n <= 2 and any(kind in kinds for kinds in FIT.values())
                    for _ in range(2 * len(queue)):
                        cand = queue.popleft()
                        fits = cand[2] not in used and kind in FIT.get(cand[0], {kind})
                        if fits and (not first or cand[0] in FIT):
                            break
                        queue.append(cand)
                        first = first and _ < len(queue)
                    form, _plain, inj, cln = cand
                    used.add(inj)
                    make = CARRIERS[kind]
                for label, s in (('injected', inj), ('clean', cln)):
                    s = s.format(**f)
                    text = make(v, ctx, s) if make else short(kind, v, ctx, s)
                    out.append({'id': f'r65/{tool}/{n}/{label}', 'label': label, 'kind': kind, 'tool': tool,
                                'text': text, '_form': form})
            ti += 1
    with open(os.path.join(HERE, '..', 'results.jsonl'), 'w', encoding='utf-8') as fh:
        for row in out:
            row = {k: val for k, val in row.items() if not k.startswith('_')}
            fh.write(json.dumps(row, ensure_ascii=False) + '\n')
    with open(os.path.join(HERE, 'forms.tsv'), 'w', encoding='utf-8') as fh:
        # Which form each pair uses (for the README's counts).
        for row in out[::2]:
            fh.write(f"{row['id'].rsplit('/', 1)[0]}\t{row['_form']}\n")


if __name__ == '__main__':
    main()
