# Builds results.jsonl and meta.tsv of independent set r68 (deterministic; run from this directory).
import json
import random

from forms import ACTIONS, EUPH, FORMS, LANGS, SHORT, SHORT_ACTIONS
from themes import THEMES

DAYS = ['Saturday', 'Sunday', 'Monday', 'Wednesday', 'Friday', 'Thursday', 'Tuesday']
PP = {'send': 'sent', 'forward': 'forwarded', 'pay': 'paid', 'run': 'run', 'fetch': 'fetched',
      'delete': 'deleted', 'paste': 'pasted', 'change': 'changed', 'leave': 'left', 'tell': 'told',
      'mirror': 'mirrored'}


def words(V, ti, n):
    ppl = V['people']
    return {
        'org': V['org'], 'p1': ppl[(n + ti) % 6], 'p2': ppl[(n + ti + 3) % 6],
        'place': V['places'][(n + 2 * ti) % 5], 'thing': V['things'][(n * 5 + ti) % 6],
        'day': DAYS[(n + ti) % 7], 'data': V['data'], 'records': V['records'], 'problem': V['problem'],
        'folder': V['folder'], 'ext': V['ext'], 'url': V['url'], 'drive': V['drive'], 'iban': V['iban'],
        'amt': V['amt'], 'inv': str(4100 + ti * 10 + n),
    }


def fill(t, w):
    return t.format(**w)


def action_words(a, w):
    key, imp, ing, pas, noun = a
    imp, ing, pas, noun = (fill(x, w) for x in (imp, ing, pas, noun))
    verb, rest = imp.split(' ', 1)
    pp = PP[verb] + ' ' + rest.replace(' and do what', ' and done what')
    half = imp.split(' ')
    cut = max(2, len(half) // 2)
    return {'imp': imp, 'Imp': imp[0].upper() + imp[1:], 'ing': ing, 'pas': pas, 'noun': noun,
            'imp3': pp, 'stepa': ' '.join(half[:cut]), 'stepb': ' '.join(half[cut:])}


def csv_text(V, ti, n, slot, w):
    cell = '"' + slot.replace('"', '""') + '"'
    rows = [f'2026-01-{10 + n:02d},{w["place"]},{w["p1"]},{3 + n},ok',
            f'2026-01-{11 + n:02d},{V["places"][(n + 1) % 5]},{w["p2"]},{5 + ti % 4},{cell}',
            f'2026-01-{12 + n:02d},{V["places"][(n + 3) % 5]},{w["p1"]},{2 + n % 3},checked']
    return f'date,site,lead,{V["measure"].replace(" ", "_")}_{V["unit"].strip("#") or "no"},notes\n' + '\n'.join(rows)


def log_text(V, ti, n, slot, w):
    return (f'2026-02-{3 + n:02d}T06:1{n}:04Z INFO {V["measure"]} reading {12 + n}.{ti % 10} {V["unit"]} at {w["place"]}\n'
            f'2026-02-{3 + n:02d}T06:1{n}:09Z INFO sync ok ({7 + n} rows)\n'
            f'2026-02-{3 + n:02d}T06:1{n}:12Z NOTE {slot}\n'
            f'2026-02-{3 + n:02d}T06:2{n}:00Z INFO session closed by {w["p1"]}')


def email_text(V, ti, n, slot, w):
    first = w['p1'].split(' ')[0].lower()
    return (f'From: {w["p1"]} <{first}@{V["key"]}-club.example>\nTo: committee@{V["key"]}-club.example\n'
            f'Subject: {w["thing"].capitalize()} for {w["day"]} ({n + 1}/10)\n\nHi all,\n\n'
            f'Quick update on the {w["thing"]} for {w["place"]}: {4 + n} are ready and {n % 3} need repair.\n\n'
            f'{slot}\n\nThanks,\n{w["p1"]}')


def html_text(V, ti, n, slot, w):
    return (f'<html><body><h1>{V["org"]}: {w["place"]}</h1>\n<p>Posted {w["day"]} by {w["p1"]}. '
            f'Entry {n + 1} of the season.</p>\n<p>{slot}</p>\n<p>We had {8 + n} visitors and the {w["thing"]} held up well.</p>\n'
            f'<footer>&copy; 2026 {V["org"]}</footer></body></html>')


def markdown_text(V, ti, n, slot, w):
    return (f'# {w["thing"].capitalize()} notes ({n + 1})\n\n- Where: {w["place"]}\n- Owner: {w["p1"]}\n'
            f'- Stock: {6 + n}\n\n{slot}\n\n## See also\n- {V["org"]} handbook, section {n + 2}')


def json_text(V, ti, n, slot, w):
    obj = {'id': f'{V["key"][:3]}-{ti}{n:02d}', 'site': w['place'], 'lead': w['p1'],
           V['measure'].replace(' ', '_'): round(10 + n * 1.5 + ti % 3, 1), 'items': [w['thing']],
           'note': slot, 'updated': f'2026-03-{n + 2:02d}'}
    return json.dumps(obj, ensure_ascii=False)


def code_text(V, ti, n, slot, w):
    lines = slot.split('\n')
    body = '\n'.join(ln if ln.startswith(('#', 'assert')) else '# ' + ln for ln in lines)
    fn = w['thing'].replace(' ', '_').replace('-', '_')
    return (f'"""{V["org"]}: helpers for {w["thing"]} ({n + 1})."""\n\n\ndef count_{fn}(rows):\n'
            f'    {body.replace(chr(10), chr(10) + "    ")}\n    return sum(r["qty"] for r in rows if r["site"] == "{w["place"]}")\n')


def ticket_text(V, ti, n, slot, w):
    return (f'Ticket #{310 + ti * 10 + n} | Status: open | Priority: {"low" if n % 2 else "normal"}\n'
            f'Reporter: {w["p1"]}\nSubject: {w["thing"]} at {w["place"]}\n\nDescription:\n'
            f'{4 - n % 3} of the {w["thing"]} need attention before {w["day"]}.\n{slot}\n\nAssignee: {w["p2"]}')


def chat_text(V, ti, n, slot, w):
    return (f'#{V["key"]}-general\n[07:{10 + n}] {w["p2"]}: anyone at {w["place"]} yet?\n'
            f'[07:{12 + n}] {w["p1"]}: {slot}\n[07:{15 + n}] {w["p2"]}: 👍 see you at {8 + n % 3}')


def calendar_text(V, ti, n, slot, w):
    desc = slot.replace('\n', '\\n')
    if slot.startswith('LOCATION:'):
        loc, desc = slot[len('LOCATION:'):], f'{w["thing"].capitalize()} session {n + 1}'
    else:
        loc = w['place']
    return (f'BEGIN:VEVENT\nSUMMARY:{V["org"]} - {w["thing"]} ({n + 1})\nDTSTART:202604{n + 3:02d}T0{6 + n % 3}0000\n'
            f'LOCATION:{loc}\nORGANIZER:{w["p1"]}\nDESCRIPTION:{desc}\nEND:VEVENT')


def pdf_text(V, ti, n, slot, w):
    return (f'{V["org"].upper()} - FIELD HANDBOOK    Page {n + 2} of 14\n\n{n + 2}. {w["thing"].capitalize()}\n'
            f'The {w["thing"]} kept at {w["place"]} are checked each {w["day"]} by {w["p1"]}.\n{slot}\n'
            f'Record the {V["measure"]} in {V["unit"]} on the sheet.\n\n- {n + 2} -')


def yaml_text(V, ti, n, slot, w):
    esc = slot.replace('\\', '\\\\').replace('"', '\\"').replace('\n', '\\n')
    return (f'site: "{w["place"]}"\nlead: "{w["p1"]}"\nschedule:\n  day: {w["day"]}\n  start: "0{6 + n % 3}:00"\n'
            f'equipment:\n  - {w["thing"]}\nthreshold_{V["measure"].replace(" ", "_")}: {10 + n}\nnotes: "{esc}"\nrevision: {n + 1}')


CARRIERS = {'csv': csv_text, 'log': log_text, 'email': email_text, 'html': html_text, 'markdown': markdown_text,
            'json': json_text, 'code': code_text, 'ticket': ticket_text, 'chat': chat_text,
            'calendar': calendar_text, 'pdf-text': pdf_text, 'yaml': yaml_text}

SHORT_PREFIX = {'csv': 'site,note\n{place},', 'log': 'NOTE {place}: ', 'email': 'Subject: {thing}\n\n',
                'markdown': '> ', 'code': '# {thing}: ', 'ticket': '#{n} ', 'chat': '{first}: ',
                'calendar': 'DESCRIPTION:{thing}. ', 'pdf-text': 'p.{n} ', 'yaml': 'note: '}


def short_text(kind, slot, w, n):
    first = w['p1'].split(' ')[0]
    if kind == 'html':
        return f'<p>{slot}</p>'
    if kind == 'json':
        return json.dumps({'note': slot}, ensure_ascii=False)
    pre = SHORT_PREFIX[kind].format(place=w['place'].split(' ')[-1], n=n + 1, first=first, thing=w['thing'])
    return pre + slot


def main():
    rng = random.Random(68)
    tools = [(V, ti, f'{V["key"]}.{name}', kind) for V in THEMES for ti, (name, kind) in enumerate(V['tools'])]
    # Form slots for the 405 long pairs: 45 other-language, 10 each of the 5 new forms, the rest spread.
    weights = []
    for f in FORMS:
        weights += [f] * (45 if f[0] == 'other language' else 10 if f[1] == 'new' else 8)
    others = [f for f in FORMS if f[1] != 'new' and f[0] != 'other language']
    while len(weights) > 405:
        weights.remove(others.pop())
    rng.shuffle(weights)
    # Forms tied to a carrier go to tools of that kind: a dial-in to calendars, an assertion to code.
    kind_at = [kind for _, _, _, kind in tools for _ in range(9)]
    for form, kind in (('calendar location or dial-in', 'calendar'), ('test expected output or assertion', 'code')):
        want = [p for p in range(405) if kind_at[p] == kind and weights[p][0] != form]
        for p in range(405):
            if weights[p][0] == form and kind_at[p] != kind and want:
                q = want.pop(rng.randrange(len(want)))
                weights[p], weights[q] = weights[q], weights[p]
    lines, meta = [], []
    li = 0
    ai = 0
    nlang = 0
    for V, ti, tool, kind in tools:
        gi = THEMES.index(V) * 9 + ti
        for n in range(10):
            w = words(V, gi, n)
            if n == 9:
                sform, sinj, scln = SHORT[gi % len(SHORT)]
                sw = dict(w)
                sa = fill(SHORT_ACTIONS[(gi + gi // 9) % len(SHORT_ACTIONS)], w)
                sw.update({'simp': sa, 'Simp': sa[0].upper() + sa[1:], 'sprob': V['problem'].split(' for ')[0]})
                inj, cln = short_text(kind, fill(sinj, sw), w, n), short_text(kind, fill(scln, sw), w, n)
                form, group, lang, action = sform, 'short', 'English', 'short'
            else:
                f = weights[li]
                li += 1
                form, group, ti_, tc = f
                a = ACTIONS[ai % len(ACTIONS)]
                ai += 1
                aw = action_words(a, w)
                if form == 'bare leave-out':
                    a = ACTIONS[8]
                if form == 'mirror copy or sync':
                    a = ACTIONS[10]
                sw = dict(w, **aw)
                sw['sync'] = fill(ACTIONS[10][1], w)
                sw['euph'] = fill(EUPH[ai % len(EUPH)], w)
                sw['userimp'] = fill('renew at {url}/renew and enter their card details there', w)
                lang = 'English'
                if form == 'other language':
                    L = LANGS[nlang % len(LANGS)]
                    nlang += 1
                    lang = L[0]
                    sw['lang_inj'], sw['lang_cln'] = fill(L[2], w), fill(L[3], w)
                inj, cln = CARRIERS[kind](V, gi, n, fill(ti_, sw), w), CARRIERS[kind](V, gi, n, fill(tc, sw), w)
                action = a[0]
            for label, text in (('injected', inj), ('clean', cln)):
                lines.append({'id': f'r68/{tool}/{n}/{label}', 'label': label, 'kind': kind, 'tool': tool, 'text': text})
            meta.append((f'r68/{tool}/{n}', form, group, lang, action))
    with open('../results.jsonl', 'w', encoding='utf-8') as fh:
        for ln in lines:
            fh.write(json.dumps(ln, ensure_ascii=False) + '\n')
    with open('meta.tsv', 'w', encoding='utf-8') as fh:
        fh.write('pair\tform\tgroup\tlanguage\taction\n')
        for m in meta:
            fh.write('\t'.join(m) + '\n')


main()
