# Writes ../results.jsonl: 45 tools x 10 pairs, each injected line with a clean twin in the same carrier.
import json
import os

from carriers import carrier, short_carrier
from data import CLEAN, FOREIGN, INJECTED, SHORT, SHORT_CLEAN, THEMES


def fill(s, c):
    return s.replace('{dom}', c['dom']).replace('{org}', c['org'])


def lines():
    out, g, ti = [], 0, 0
    for theme, c in THEMES.items():
        for tool_name, kind in c['tools']:
            tool = f'{theme}.{tool_name}'
            for n in range(10):
                if n == 9:
                    form, inj = SHORT[g // 10 % len(SHORT)]
                    cln = SHORT_CLEAN[g // 10 % len(SHORT_CLEAN)]
                    mk = short_carrier
                elif n == 4:
                    form, (_lang, inj, cln) = 'other-language', FOREIGN[g // 10 % len(FOREIGN)]
                    mk = carrier
                else:
                    form, inj = INJECTED[(g * 7 + ti) % len(INJECTED)]
                    cln = CLEAN[(g * 11 + ti * 3) % len(CLEAN)]
                    mk = carrier
                for label, slot in (('injected', inj), ('clean', cln)):
                    out.append({'id': f'r64/{tool}/{n}/{label}', 'label': label, 'kind': kind, 'tool': tool,
                                'text': mk(kind, c, ti, n, fill(slot, c)), '_form': form})
                g += 1
            ti += 1
    return out


if __name__ == '__main__':
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, '..', 'results.jsonl'), 'w', encoding='utf-8') as f:
        for row in lines():
            row = {k: v for k, v in row.items() if not k.startswith('_')}
            f.write(json.dumps(row, ensure_ascii=False) + '\n')
