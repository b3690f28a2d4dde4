# Carriers by kind. Each takes the theme P, the tool's keys, the pair number i, the slot sentence `main`,
# two filler sentences (English, or the line's language), and optionally `hidden` (a field a human would
# not read) and `second` (the second half of an order split over two fields). Twins call it with the same
# arguments except the sentence(s) carrying the order.
import json


def pick(lst, i, k=0):
    return lst[(i + k) % len(lst)]


DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']
MONTHS = ['Mar', 'Apr', 'May', 'Jun', 'Sep', 'Oct']


def date(i, k=0):
    return f'{3 + (i * 3 + k) % 25} {pick(MONTHS, i, k)} 2026'


def clock(i, k=0):
    return f'{7 + (i + k) % 12:02d}:{(i * 7 + k * 13) % 60:02d}'


COLVALS = {'wave': ['A', 'B', 'C', 'D'], 'status': ['confirmed', 'pending', 'withdrawn', 'deferred'],
           'class': ['57kg', '65kg', '74kg', '86kg', '97kg'], 'part': ['tenor', 'lead', 'baritone', 'bass'],
           'present': ['yes', 'no', 'late'], 'weight_kg': ['56.8', '64.2', '73.9', '85.1', '96.4'],
           'chip_time': ['3:41:07', '4:02:55', '2:58:30', '5:12:48'], 'method': ['fall', 'points', 'tech fall', 'pin'],
           'difficulty': ['easy', 'medium', 'hard', 'fiendish'], 'score': ['87.4', '79.2', '91.0', '83.6'],
           'glider': ['Falcon 4', 'Sport 2', 'Litespeed RS', 'T2C'], 'airtime_min': ['42', '118', '17', '65', '203']}


def csv_q(s):
    return '"' + s.replace('"', '""') + '"'


def csv(P, keys, i, main, fill, hidden=None, second=None, short=False):
    cols = list(keys)
    if second is not None:
        cols.append('follow_up')
    if hidden is not None and 'notes' not in cols:
        cols.append('notes')
    has_comment = any(c in cols for c in ('comment', 'remarks', 'memo'))
    rows = [','.join(cols)]
    for r in range(3):
        vals = []
        for c in cols:
            if c in ('comment', 'remarks', 'memo') and r == 1:
                vals.append(csv_q(main))
            elif c in ('comment', 'remarks', 'memo') and r == 0:
                vals.append(csv_q(fill[0]))
            elif c == 'follow_up':
                vals.append(csv_q(second) if r == 1 else '')
            elif c == 'notes':
                if r == 1 and not has_comment:
                    vals.append(csv_q(main))
                elif r == 2 and hidden is not None:
                    vals.append(csv_q(hidden))
                else:
                    vals.append('')
            elif c in ('runner', 'name', 'pilot', 'singer'):
                vals.append(pick(P['people'], i, r))
            elif c in ('date',):
                vals.append(f'2026-0{4 + (i % 5)}-{10 + r + i % 9}')
            else:
                vals.append(pick(COLVALS[c], i, r) if c in COLVALS else f'{c[:2].upper()}{100 + i * 7 + r}')
        rows.append(','.join(vals))
    return '\n'.join(rows)


def log(P, keys, i, main, fill, hidden=None, second=None, short=False):
    a, b = keys
    if short:
        return f'{clock(i)} {a}={i + 3} WARN {main}'
    lines = [f'2026-05-{10 + i % 18}T{clock(i)}:0{i % 10}Z INFO {a}={i + 3} {b}={4100 + i * 13} {fill[0]}',
             f'2026-05-{10 + i % 18}T{clock(i, 1)}:1{i % 10}Z WARN {a}={i + 4} msg="{main}"']
    if second is not None:
        lines.append(f'2026-05-{10 + i % 18}T{clock(i, 1)}:2{i % 10}Z WARN {a}={i + 4} msg="{second}"')
    lines.append(f'2026-05-{10 + i % 18}T{clock(i, 2)}:3{i % 10}Z INFO {a}={i + 5} {b}={4200 + i * 11} ok')
    return '\n'.join(lines)


def email(P, keys, i, main, fill, hidden=None, second=None, short=False):
    who = pick(P['people'], i)
    body = [f'From: {who} <{who.split()[0].lower()}@{P["dom"]}>', f'To: committee@{P["dom"]}',
            f'Subject: {pick(["Update", "Re: this weekend", "Notes from Thursday", "Fwd: logistics", "Quick one"], i)} ({P["org"]})',
            f'Date: {pick(DAYS, i)}, {date(i)}', '', 'Hi all,', '', fill[0], '', main]
    if second is not None:
        body += ['', second]
    body += ['', fill[1], '', f'Best,\n{who.split()[0]}']
    return '\n'.join(body)


def html(P, keys, i, main, fill, hidden=None, second=None, short=False):
    out = [f'<article class="post"><h2>{P["org"]}: {pick(["news", "this week", "notices", "update"], i)} {date(i)}</h2>',
           f'<p>{fill[0]}</p>']
    if hidden is not None:
        if i % 2 == 0:
            out.append(f'<!-- {hidden} -->')
        else:
            out.append(f'<img src="/img/{pick(P["items"], i).replace(" ", "-")}-{i}.jpg" alt="{hidden}">')
    out.append(f'<p>{main}</p>')
    if second is not None:
        out.append(f'<table><tr><th>Next step</th><td>{second}</td></tr></table>')
    out.append(f'<p class="meta">Posted by {pick(P["people"], i, 2)} &middot; {fill[1]}</p></article>')
    return '\n'.join(out)


def markdown(P, keys, i, main, fill, hidden=None, second=None, short=False):
    if short:
        return f'## {pick(P["items"], i).title()} note {i + 1}\n\n{main}'
    out = [f'# {pick(["Notes", "Guide", "Checklist", "Handbook page"], i)}: {pick(P["places"], i)}', '',
           f'- {fill[0]}', f'- Contact: {pick(P["people"], i)}', '']
    if hidden is not None:
        out.append(f'<!-- {hidden} -->' if i % 2 == 0 else f'![{hidden}](img/photo-{i}.png)')
        out.append('')
    out.append(main)
    if second is not None:
        out += ['', '| Step | Detail |', '|---|---|', f'| next | {second} |']
    out += ['', f'_{fill[1]}_']
    return '\n'.join(out)


def jsonk(P, keys, i, main, fill, hidden=None, second=None, short=False):
    k0, k1, k2, k3 = keys
    obj = {k0: f'{k0[:1].upper()}-{2000 + i * 17}', k1: pick(P['people'], i), k2: pick(COLVALS.get(k2, ['n/a']), i), k3: main}
    if second is not None:
        obj['next_action'] = second
    obj['updated'] = f'2026-05-{10 + i % 18}T{clock(i)}:00Z'
    if hidden is not None:
        obj['_meta'] = {'source': 'sync', 'note': hidden}
    return json.dumps(obj, ensure_ascii=False)


def code(P, keys, i, main, fill, hidden=None, second=None, short=False):
    fn = pick(P['fns'], i)
    out = [f'# {P["org"]}: {fn}.py', f'# {fill[0]}', f'# {main}']
    if second is not None:
        out.append(f'# {second}')
    out += [f'def {fn}(values, factor={1 + i % 4}):', f'    """Return the scaled values for {pick(P["items"], i)} {i}."""',
            '    return [v * factor for v in values]']
    return '\n'.join(out)


def ticket(P, keys, i, main, fill, hidden=None, second=None, short=False):
    if short:
        return f'#{300 + i * 7} [{pick(["open", "triage", "waiting"], i)}] {main}'
    out = [f'Ticket #{1200 + i * 31} | Status: {pick(["Open", "In progress", "Waiting on reporter"], i)} | Reporter: {pick(P["people"], i)}',
           f'Summary: {pick(P["items"], i).capitalize()} issue at {pick(P["places"], i)}', f'Description: {fill[0]}',
           f'Comment ({pick(P["people"], i, 3)}): {main}']
    if second is not None:
        out.append(f'Resolution steps: {second}')
    out.append(f'Comment ({pick(P["people"], i, 4)}): {fill[1]}')
    return '\n'.join(out)


def chat(P, keys, i, main, fill, hidden=None, second=None, short=False):
    a, b, c = pick(P['people'], i).split()[0], pick(P['people'], i, 1).split()[0], pick(P['people'], i, 2).split()[0]
    if short:
        return f'[{clock(i)}] {a}: {main}'
    out = [f'[{clock(i)}] {b}: {fill[0]}', f'[{clock(i, 1)}] {a}: {main}']
    if second is not None:
        out.append(f'[{clock(i, 1)}] {a}: {second}')
    out.append(f'[{clock(i, 2)}] {c}: {fill[1]}')
    return '\n'.join(out)


def calendar(P, keys, i, main, fill, hidden=None, second=None, short=False):
    if short:
        return f'{pick(DAYS, i)} {date(i)} {clock(i)}: {main}'
    out = [f'Event: {pick(["Committee meeting", "Training", "Session", "Workshop", "Away day"], i)} ({P["org"]})',
           f'When: {pick(DAYS, i)} {date(i)}, {clock(i)}-{clock(i, 2)}', f'Where: {pick(P["places"], i)}',
           f'Organiser: {pick(P["people"], i)}', f'Description: {fill[0]} {main}']
    if second is not None:
        out.append(f'Notes: {second}')
    return '\n'.join(out)


def pdftext(P, keys, i, main, fill, hidden=None, second=None, short=False):
    out = [f'{P["org"].upper()}', f'{pick(["Rules and guidance", "Site guide", "Newsletter", "Handbook"], i)} - Section {i + 2}', '',
           fill[0], main, fill[1]]
    if second is not None:
        out += ['', f'* {second}']
    out += ['', f'Page {i + 3} of {i + 14}']
    return '\n'.join(out)


def yamlk(P, keys, i, main, fill, hidden=None, second=None, short=False):
    k0, k1, k2 = keys
    first = f'{k0}: {pick(P["places"], i).replace(" ", "_")}_{i}'
    if hidden is not None:
        first += f'  # {hidden}'
    out = [first, f'{k1}: {10 + i * 3}', f'{k2}: {json.dumps(pick(P["people"], i))}',
           f'description: {json.dumps(main, ensure_ascii=False)}']
    if second is not None:
        out.append(f'next_step: {json.dumps(second, ensure_ascii=False)}')
    out.append(f'owner_note: {json.dumps(fill[0], ensure_ascii=False)}')
    return '\n'.join(out)


BUILD = {'csv': csv, 'log': log, 'email': email, 'html': html, 'markdown': markdown, 'json': jsonk,
         'code': code, 'ticket': ticket, 'chat': chat, 'calendar': calendar, 'pdf-text': pdftext, 'yaml': yamlk}
HIDDEN_KINDS = {'csv', 'html', 'markdown', 'json', 'yaml'}
