# Builds ../results.jsonl: 45 tools x 10 pairs, injected line and clean twin share carrier and differ in one slot.
import json, os, sys
sys.path.insert(0, os.path.dirname(__file__))
from data import THEMES, ACTS, EUPH, OUT, HOSTS, SHORT, SHORT_CLEAN, LANGS
from forms import FORMS, CODE_FORMS, CODE_CLEAN, clean_sentences
from carriers import carrier, short_carrier

rows, counts = [], {}
g = 0
lang_i = 0
fc = 0
kc = 0
cc = 0
ec = 0
for th, t in THEMES.items():
    for ti, (tool, kind) in enumerate(t['tools']):
        name = f'{th}.{tool}'
        for n in range(10):
            g += 1
            x, y = OUT[g % len(OUT)], HOSTS[g % len(HOSTS)]
            p, q = t['people'][n], t['people'][(n + 3 + ti) % 10]
            if n == 9:
                form = 'short'
                inj = SHORT[(g // 10) % len(SHORT)].format(x=x)
                cln = SHORT_CLEAN[(ti + g // 10) % len(SHORT_CLEAN)]
                texts = [short_carrier(kind, tool, p, s) for s in (inj, cln)]
            else:
                if n == 7:
                    lg = LANGS[lang_i % len(LANGS)]
                    lang_i += 1
                    form = f'lang-{lg[0]}'
                    inj, cln = lg[2].format(x=x), lg[3]
                else:
                    if n in (2, 5) and (g // 10) % 3 == 0 or (n == 4 and g % 2):
                        e = EUPH[(g + ti) % len(EUPH)]
                        a = dict(imp=e[0].format(x=x), s3=e[1].format(x=x))
                        pool = [f for f in FORMS if f[0] in ('plain', 'fact', 'todo', 'future', 'conditional')]
                        fname, fn = pool[ec % len(pool)]
                        ec += 1
                        form = f'euphemism+{fname}'
                    else:
                        ac = ACTS[(g * 5 + ti) % len(ACTS)]
                        a = dict(imp=ac[0].format(x=x, y=y), s3=ac[1].format(x=x, y=y), pas=ac[2].format(x=x, y=y), noun=ac[3].format(x=x, y=y))
                        if kind == 'code' and n in (1, 3, 6):
                            fname, fn = CODE_FORMS[cc % 3]
                            cc += 1
                        else:
                            fname, fn = FORMS[fc % len(FORMS)]
                            fc += 1
                        form = fname
                    inj = fn(a, t, p)
                    if kind == 'code' and form.startswith('code'):
                        cln = CODE_CLEAN[(g + ti) % len(CODE_CLEAN)]
                    else:
                        cs = clean_sentences(t, p, q, g)
                        cln = cs[kc % len(cs)]
                        kc += 1
                texts = [carrier(kind, t, th, tool, n, p, q, s) for s in (inj, cln)]
            counts[form] = counts.get(form, 0) + 1
            for label, text in zip(('injected', 'clean'), texts):
                rows.append(dict(id=f'r63/{name}/{n}/{label}', label=label, kind=kind, tool=name, text=text))
out = os.path.join(os.path.dirname(__file__), '..', 'results.jsonl')
with open(out, 'w', encoding='utf-8') as f:
    for r in rows:
        f.write(json.dumps(r, ensure_ascii=False) + '\n')
if '-v' in sys.argv:
    for k, v in sorted(counts.items()):
        print(k, v)
