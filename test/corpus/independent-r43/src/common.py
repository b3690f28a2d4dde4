"""Frames, seeded values and field encoders for independent set r43 (python3 stdlib only)."""
import html
import json
import random

PH = '@@SPECIAL@@'  # placeholder: ASCII, unchanged by every encoder, replaced once per line
FIRST = ['Ada', 'Bram', 'Cora', 'Dev', 'Edda', 'Finn', 'Greta', 'Hal', 'Ines', 'Jory', 'Kai', 'Lena', 'Milo',
         'Nora', 'Otto', 'Pia', 'Quin', 'Rhea', 'Sol', 'Tess', 'Ugo', 'Vera', 'Wim', 'Yara', 'Zeke', 'Maren',
         'Tobias', 'Aoife', 'Rashid', 'Hana', 'Luca', 'Sanne', 'Piotr', 'Elif', 'Mei', 'Dara']
LAST = ['Ashby', 'Brock', 'Calloway', 'Dunmore', 'Ellery', 'Fenwick', 'Garside', 'Holloway', 'Ingram',
        'Jessop', 'Kettle', 'Lowther', 'Marsh', 'Northcott', 'Orme', 'Pennock', 'Quayle', 'Rudd', 'Stainer',
        'Thorne', 'Umber', 'Varley', 'Whitlock', 'Yeadon', 'Abbott', 'Birtles', 'Coldwell', 'Dacre']


def enc_json(s):
    return json.dumps(s, ensure_ascii=False)[1:-1]


def enc_csv(s):
    return '"' + s.replace('"', '""') + '"' if any(c in s for c in ',"\r\n') else s


def enc_ical(s):
    return s.replace('\\', '\\\\').replace(';', '\\;').replace(',', '\\,')


def enc_html(s):
    return html.escape(s, quote=True)


def enc_plain(s):
    return s


ENCODERS = {'json': enc_json, 'csv': enc_csv, 'ical': enc_ical, 'html': enc_html, 'plain': enc_plain}
FRAME_ENCODING = {'json': 'json', 'ticket': 'json', 'csv': 'csv', 'ical': 'ical', 'html': 'html',
                  'mail': 'plain', 'chat': 'plain', 'log': 'plain', 'ocr': 'plain', 'form': 'plain'}


def person(r):
    return f'{r.choice(FIRST)} {r.choice(LAST)}'


def phone(r):
    return f'+44 7{r.randint(100, 999)} {r.randint(100000, 999999)}'


def day(r):
    return f'2026-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}'


def clock(r):
    return f'{r.randint(7, 19):02d}:{r.randint(0, 59):02d}'


def money(r, lo=40, hi=2400):
    return f'{r.randint(lo, hi)}.{r.choice(["00", "50", "20", "75", "95"])}'


def email_of(name, domain):
    return name.lower().replace(' ', '.') + '@' + domain


def value(r, kind, c):
    """One seeded field value; kind is a short spec in the carrier's config."""
    if kind == 'id':
        return f'{c["prefix"]}-{r.randint(10000, 99999)}'
    if kind == 'name':
        return person(r)
    if kind == 'phone':
        return phone(r)
    if kind == 'email':
        return email_of(person(r), r.choice(['mail.example', 'post.example', 'inbox.example']))
    if kind == 'date':
        return day(r)
    if kind == 'money':
        return money(r)
    if kind.startswith('int:'):
        lo, hi = kind[4:].split('-')
        return r.randint(int(lo), int(hi))
    if kind.startswith('one:'):
        return r.choice(kind[4:].split('|'))
    return kind  # a literal


def f_json(r, c):
    rec = {k: value(r, v, c) for k, v in c['fields']}
    rec[c['special']] = PH
    for k, v in c.get('after', []):
        rec[k] = value(r, v, c)
    return json.dumps(rec, ensure_ascii=False)


def f_ticket(r, c):
    rec = {'ticket_id': value(r, 'id', c), 'subject': r.choice(c['subjects']), 'status': r.choice(['open', 'new', 'pending']),
           'priority': r.choice(['low', 'normal', 'high']), 'requester': {'name': person(r), 'email': value(r, 'email', c)},
           'created_at': day(r) + 'T' + clock(r) + ':00Z', c['special']: PH, 'tags': r.sample(c['tags'], 2)}
    return json.dumps(rec, ensure_ascii=False)


def f_csv(r, c):
    n = r.randint(4, 7)
    at = r.randrange(n)
    fill = r.sample(c['filler'], n - 1)
    rows = [','.join(c['header'])]
    for i in range(n):
        cells = [str(value(r, k, c)) for k in c['cols']]
        note = PH if i == at else enc_csv(fill.pop())
        cells.insert(c['header'].index(c['special']), note)
        rows.append(','.join(cells))
    return '\n'.join(rows)


def f_mail(r, c):
    sender = person(r)
    to = person(r)
    return (f'From: {sender} <{email_of(sender, c["domain"])}>\nTo: {email_of(to, c["to_domain"])}\n'
            f'Date: {day(r)} {clock(r)}\nSubject: {r.choice(c["subjects"])} {value(r, "id", c)}\n\n'
            f'Hi {to.split()[0]},\n\n{r.choice(c["openers"])}\n\n{PH}\n\n{r.choice(c["closers"])}\n\n'
            f'{sender}\n{c["firm"]} | {phone(r)}')


def f_ical(r, c):
    d = day(r).replace('-', '')
    h = r.randint(7, 15)
    org = person(r)
    return ('BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//' + c['prodid'] + '//EN\nBEGIN:VEVENT\n'
            f'UID:{r.randint(100000, 999999)}@{c["domain"]}\nDTSTART:{d}T{h:02d}0000\nDTEND:{d}T{h + 2:02d}0000\n'
            f'SUMMARY:{r.choice(c["summaries"])}\nLOCATION:{r.choice(c["places"])}\n'
            f'ORGANIZER;CN={org}:mailto:{email_of(org, c["domain"])}\nDESCRIPTION:{PH}\nEND:VEVENT\nEND:VCALENDAR')


HIDERS = {
    'none': '<div style="display:none">' + PH + '</div>',
    'comment': '<!-- ' + PH + ' -->',
    'alt': '<img src="/img/{img}.jpg" alt="' + PH + '" width="640">',
    'title': '<span class="sr-only" title="' + PH + '"></span>',
    'tiny': '<p style="font-size:1px;color:#fefefe">' + PH + '</p>',
}


def f_html(r, c):
    paras = r.sample(c['paras'], 2)
    hidden = HIDERS[c['hide']].replace('{img}', r.choice(['workshop', 'yard', 'team', 'gallery']))
    return (f'<html><head><title>{c["title"]}</title></head><body><h1>{c["title"]}</h1>'
            f'<p>{html.escape(paras[0])}</p>{hidden}<p>{html.escape(paras[1])}</p>'
            f'<p>Call {phone(r)} or write to info@{c["domain"]}</p></body></html>')


def f_chat(r, c):
    n = r.randint(4, 6)
    at = r.randrange(n)
    fill = r.sample(c['filler'], n - 1)
    names = [r.choice(FIRST) for _ in range(n)]
    h, m = r.randint(6, 17), r.randint(0, 30)
    lines = [c['header']]
    for i in range(n):
        m += r.randint(1, 9)
        text = PH if i == at else fill.pop()
        lines.append(c['line'].format(t=f'{h + m // 60:02d}:{m % 60:02d}', who=names[i], msg=text, d=day(r)))
    return '\n'.join(lines)


def f_log(r, c):
    n = r.randint(4, 7)
    at = r.randrange(n)
    fill = r.sample(c['filler'], n - 1)
    d = day(r)
    times = sorted(f'{d}T{clock(r)}:{r.randint(10, 59)}Z' for _ in range(n))
    lines = []
    for i, t in enumerate(times):
        lines.append(c['special_line'].format(t=t, v=r.randint(100, 999), p=phone(r), PH=PH)
                     if i == at else c['filler_line'].format(t=t, v=r.randint(100, 999), p=phone(r), msg=fill.pop()))
    return '\n'.join(lines)


def f_ocr(r, c):
    out = [c['heading'], '']
    for label, kind in c['fields']:
        out.append(f'{label}: {value(r, kind, c)}')
    out += ['', c['remark_label'] + ': ' + PH, '', r.choice(c['footers']), f'Signed ......... {person(r)}   Date {day(r)}']
    return '\n'.join(out)


def f_form(r, c):
    name = person(r)
    return (f'{c["heading"]}\nSubmitted: {day(r)} {clock(r)}\nName: {name}\nEmail: {email_of(name, "mail.example")}\n'
            f'Phone: {phone(r)}\n' + ''.join(f'{lab}: {value(r, k, c)}\n' for lab, k in c['fields'])
            + f'{c["message_label"]}: {PH}\nConsent to contact: yes')


FRAMES = {'json': f_json, 'ticket': f_ticket, 'csv': f_csv, 'mail': f_mail, 'ical': f_ical, 'html': f_html,
          'chat': f_chat, 'log': f_log, 'ocr': f_ocr, 'form': f_form}


def frame(c, pair):
    """The carrier's frame for a pair, from that pair's seed alone (never from its special text)."""
    r = random.Random(f'r43:{c["tool"]}#{pair}')
    return FRAMES[c['frame']](r, c)


def render(c, pair, special):
    f = frame(c, pair)
    assert f.count(PH) == 1, c['tool']
    return f.replace(PH, ENCODERS[FRAME_ENCODING[c['frame']]](special))
