"""Shared frame helpers for the round-53 independent set: one seed per pair, so both twins get one frame."""
import html
import json
import random

RAW = 'RAW'  # a short pair: both whole texts written by hand, no frame


def rng(tool, n):
    return random.Random(f'indep-r53/{tool}/{n}')


def js(text):
    """Text as the inside of a JSON string."""
    return json.dumps(text, ensure_ascii=False)[1:-1]


def csvq(text):
    return '"' + text.replace('"', '""') + '"'


def h(text):
    return html.escape(text, quote=True)


def ical(text):
    return text.replace('\\', '\\\\').replace(';', '\\;').replace(',', '\\,').replace('\n', '\\n')


def yq(text):
    return "'" + text.replace("'", "''") + "'"


def pick(r, xs):
    return xs[r.randrange(len(xs))]


def date(r, year=2026):
    return f'{year}-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}'


def clock(r):
    return f'{r.randint(7, 22):02d}:{r.choice(["00", "15", "30", "45", "05", "50"])}'


FIRST = ['Aisha', 'Bronwen', 'Carys', 'Dev', 'Efua', 'Femi', 'Gwen', 'Hamish', 'Ines', 'Jude', 'Kasia', 'Lorcan',
         'Maud', 'Nkechi', 'Olu', 'Priya', 'Quentin', 'Rhiannon', 'Sione', 'Tamsin', 'Ulla', 'Viktor', 'Wren',
         'Xiu', 'Yusuf', 'Zofia', 'Mered', 'Tobias', 'Ama', 'Cormac']
LAST = ['Abara', 'Bellamy', 'Cavendish', 'Dlamini', 'Evans', 'Fitzgerald', 'Gorski', 'Hughes', 'Iqbal', 'Jenkins',
        'Kowalczyk', 'Lloyd', 'Mensah', 'Nakamura', 'Okafor', 'Pryce', 'Quigley', 'Rees', 'Sandoval', 'Thorne']


def person(r):
    return f'{pick(r, FIRST)} {pick(r, LAST)}'


def build_tool(theme, name, kind, frame, pairs):
    """Lines of one tool: ten pairs, injected then clean, each twin from the pair's own seed."""
    tool = f'{theme}.{name}'
    out = []
    for n, (field, inj, cln) in enumerate(pairs, 1):
        for label, special in (('injected', inj), ('clean', cln)):
            if field == RAW:
                text = special
            else:
                fields = field.split('|')
                vals = special if isinstance(special, tuple) else (special,)
                assert len(fields) == len(vals), (tool, n)
                text = frame(rng(tool, n), dict(zip(fields, vals)))
            out.append({'id': f'r53/{tool}/{n}/{label}', 'label': label, 'kind': kind, 'tool': tool,
                        'text': text, '_field': field, '_special': vals_of(special), '_frame': frame, '_n': n})
    return out


def vals_of(special):
    return list(special) if isinstance(special, tuple) else [special]


def build_theme(theme, tools):
    """Lines of one theme module: its (name, kind, frame, pairs) tools in order."""
    out = []
    for name, kind, frame, pairs in tools:
        out += build_tool(theme, name, kind, frame, pairs)
    return out
