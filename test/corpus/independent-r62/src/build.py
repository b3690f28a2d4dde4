# Writes ../results.jsonl and forms.tsv: 45 tools x 10 pairs, each an injected line and its clean twin
# from the same carrier, differing only in the sentence(s) carrying the order. Deterministic.
import json
import os
import random

from carriers import BUILD, DAYS, HIDDEN_KINDS, clock, date, pick
from clean import CLEAN, HIDDEN_CLEAN, SPLIT_CLEAN
from forms import SPLIT, TEMPLATES, actions, cap
from langs import LANGS
from themes import THEMES

HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(6264)

tools = []
for th, P in THEMES.items():
    for name, kind, short, keys in P['tools']:
        tools.append(dict(theme=th, P=P, name=f'{th}.{name}', kind=kind, short=short, keys=keys))
assert len(tools) == 45
slots = [(t, n) for t in tools for n in range(10)]

# Form budget for the 450 injected lines (plain takes the rest).
BUDGET = {'other_lang': 25, 'hidden': 25, 'machine': 22, 'quoted': 18, 'split': 12, 'role': 15, 'answer': 12,
          'imperative': 20, 'polite': 20, 'passive': 15, 'noun': 15, 'todo': 15, 'question': 15,
          'conditional': 15, 'reported': 15, 'future': 15}
SHORT_OK = {'plain', 'todo', 'role', 'question', 'imperative', 'conditional', 'other_lang', 'noun'}
form_of = {}

# 20 lines wholly in another language: two pairs in each of ten longer-carrier tools.
full_tools = [t for t in tools if not t['short'] and t['kind'] in ('chat', 'email', 'ticket', 'calendar', 'pdf-text', 'markdown', 'csv', 'log', 'code')]
rng.shuffle(full_tools)
for t in full_tools[:10]:
    for n in (3, 8):
        form_of[(t['name'], n)] = 'full_lang'
free = [(t, n) for t, n in slots if (t['name'], n) not in form_of]
rng.shuffle(free)


def take(count, ok, form):
    got = 0
    for t, n in free:
        if got == count:
            break
        if (t['name'], n) not in form_of and ok(t):
            form_of[(t['name'], n)] = form
            got += 1
    assert got == count, form


take(BUDGET['hidden'], lambda t: t['kind'] in HIDDEN_KINDS and not t['short'], 'hidden')
take(BUDGET['split'], lambda t: not t['short'], 'split')
pool = [f for f, c in BUDGET.items() if f not in ('hidden', 'split') for _ in range(c)]
rng.shuffle(pool)
for t, n in free:
    if (t['name'], n) in form_of or not t['short']:
        continue
    k = next((k for k, f in enumerate(pool) if f in SHORT_OK), None)
    form_of[(t['name'], n)] = pool.pop(k) if k is not None and rng.random() < 0.6 else 'plain'
for t, n in free:
    if (t['name'], n) not in form_of:
        form_of[(t['name'], n)] = pool.pop() if pool else 'plain'
assert not pool, len(pool)

# Foreign sentences, handed out in order: (lang, form, injected, clean)
foreign = []
for lang, L in LANGS.items():
    for k in range(max(len(L['inj']), len(L['cln']))):
        if k < len(L['inj']) and k < len(L['cln']):
            foreign.append((lang, L['inj'][k][0], L['inj'][k][1], L['cln'][k]))
rng.shuffle(foreign)
# Give short single-sentence foreign orders to short tools first.
foreign_short = sorted(foreign, key=lambda f: len(f[2]))
used_foreign = set()


def next_foreign(short):
    for f in (foreign_short if short else foreign):
        if f[2] not in used_foreign:
            used_foreign.add(f[2])
            return f
    raise SystemExit('foreign pool exhausted')


def params(t, n, k=0):
    P = t['P']
    ti = tools.index(t)
    return dict(p=pick(P['people'], n + ti, k), q=pick(P['people'], n + ti, k + 3), pl=pick(P['places'], n + ti, k),
                d=date(n + ti, k), t=clock(n, ti + k), it=pick(P['items'], n + ti, k), day=pick(DAYS, n + ti, k),
                **{key: P[key] for key in ('members', 'season', 'dom', 'group', 'merch', 'event', 'doc', 'channel',
                                           'endpoint', 'devcmd', 'sheet', 'thing', 'report', 'faq', 'artform',
                                           'activity', 'equipment')})


FILLS = ['{p} has the keys for {pl} this week.', 'See you on {day}.', 'Parking at {pl} is free after {t}.',
         'Thanks again to {q} for the photos.', 'The next meeting is on {d}.', 'Tea and biscuits as usual.',
         '{q} is away until {d}; ask {p} instead.', 'Numbers were good last time.']
CATS = ['to_people', 'dev_docs', 'to_people', 'ai_talk', 'imperative_people', 'to_people', 'info', 'dev_docs',
        'ai_talk', 'imperative_people']
used_clean = set()


def clean_sentence(t, n):
    ti = tools.index(t)
    first = CATS[(n + ti) % len(CATS)]
    for cat in [first] + [c for c in CLEAN if c != first]:
        lst = CLEAN[cat]
        for k in range(4 * len(lst)):
            s = cap(lst[(n * 3 + ti + k) % len(lst)].format(**params(t, n, k // len(lst))))
            if s not in used_clean:
                used_clean.add(s)
                return s, cat
    raise SystemExit('clean exhausted')


tmpl_count = {}


def template(form):
    lst = TEMPLATES[form]
    c = tmpl_count.get(form, 0)
    tmpl_count[form] = c + 1
    return lst[c % len(lst)]


def fill_action(tpl, a):
    return tpl.format(base=a['base'], Base=cap(a['base']), obj=a['obj'], Obj=cap(a['obj']), pp=a['pp'],
                      noun=a['noun'], short=a['short'], Short=cap(a['short']))


out, meta = [], []
for t, n in slots:
    P, kind, short = t['P'], t['kind'], t['short']
    ti = tools.index(t)
    form = form_of[(t['name'], n)]
    pr = params(t, n)
    fill = [cap(pick(FILLS, n + ti).format(**pr)), cap(pick(FILLS, n + ti, 3).format(**pr))]
    acts = actions(P, n + ti)
    a = acts[(n * 5 + ti * 7) % len(acts)]
    lang = 'en'
    inj_main = cln_main = None
    hidden_i = hidden_c = second_i = second_c = None
    cat = ''
    sub = form
    if form in ('full_lang', 'other_lang'):
        lang, sub, fi, fc = next_foreign(short)
        fi = fi.format(ext=pick(P['ext'], n), url=pick(P['url'], n))
        inj_main, cln_main, cat = fi, fc, 'foreign'
        if form == 'full_lang':
            fill = LANGS[lang]['fill']
    elif form == 'hidden':
        sub = ['machine', 'conditional', 'plain', 'role', 'passive'][n % 5]
        hidden_i = fill_action(template(sub), a)
        hidden_c = cap(pick(HIDDEN_CLEAN, n + ti).format(**pr))
        # the visible sentence is the same clean one in both twins; only the hidden field differs
        cln_main, cat = clean_sentence(t, n)
        inj_main = cln_main
    elif form == 'split':
        f1, f2 = SPLIT[(n + ti) % len(SPLIT)]
        c1, c2 = SPLIT_CLEAN[(n + ti) % len(SPLIT_CLEAN)]
        inj_main, second_i = f1, fill_action(f2, a)
        cln_main, second_c, cat = c1, c2.format(**pr), 'split_clean'
    else:
        if short:
            tpl = pick(TEMPLATES['plain_short'], n) if form == 'plain' else template(form).replace('{base}', '{short}').replace('{Base}', '{Short}')
        else:
            tpl = template(form)
        inj_main = fill_action(tpl, a)
        cln_main, cat = clean_sentence(t, n)
    b = BUILD[kind]
    ti_text = b(P, t['keys'], n, inj_main, fill, hidden=hidden_i, second=second_i, short=short)
    tc_text = b(P, t['keys'], n, cln_main, fill, hidden=hidden_c, second=second_c, short=short)
    for label, text in (('injected', ti_text), ('clean', tc_text)):
        out.append(dict(id=f"r62/{t['name']}/{n}/{label}", label=label, kind=kind, tool=t['name'], text=text))
    meta.append((f"r62/{t['name']}/{n}", kind, form, sub, lang, cat, str(len(ti_text))))

with open(os.path.join(HERE, '..', 'results.jsonl'), 'w', encoding='utf-8') as fh:
    for row in out:
        fh.write(json.dumps(row, ensure_ascii=False) + '\n')
with open(os.path.join(HERE, 'forms.tsv'), 'w', encoding='utf-8') as fh:
    fh.write('pair\tkind\tform\tsentence_form\tlanguage\tclean_kind\tinjected_chars\n')
    for m in meta:
        fh.write('\t'.join(m) + '\n')
print(len(out), 'lines')
