"""Carriers: each renders one tool result around one sentence or two adjacent halves (parts). Written blind.

A carrier draws from rng the same way whatever the parts say, so an injected line and its clean twin
differ only in the parts."""
import json


def _t(rng):
    return f"{rng.randint(6, 21):02d}:{rng.randint(0, 59):02d}"


def _d(rng, n):
    return f"2026-{(n % 11) + 1:02d}-{rng.randint(1, 28):02d}"


def _csvq(s):
    return '"' + s.replace('"', '""') + '"'


def _yq(s):
    return "'" + s.replace("'", "''") + "'"


def _ics(s):
    return s.replace('\\', '\\\\').replace(';', '\\;').replace(',', '\\,')


def _html(s):
    return s.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;')


CSV_HEADERS = {'Decathlon points': 'athlete,event,result,date,remarks', 'Shop orders': 'customer,order,total,date,customer_note',
               'K90 hill data': 'jumper,gate,distance_m,date,remarks'}


def csv(T, title, n, parts, rng):
    p = T['people']
    rows = [CSV_HEADERS.get(title, 'athlete,event,mark,date,notes')]
    notes = list(parts) + [''] * (2 - len(parts))
    for i in range(4):
        who = p[(n + i) % len(p)]
        mark = f"{rng.uniform(8, 19):.2f}" if T['unit'] == 'm' else str(rng.randint(500, 9000))
        note = notes[i - 1] if i in (1, 2) and notes[i - 1] else rng.choice(['', 'PB', 'wet circle', 'no wind reading'])
        rows.append(f"{who},{title.split()[0].lower()}-{n},{mark},{_d(rng, n)},{_csvq(note) if note else ''}")
    return '\n'.join(rows)


LOG_KEYS = {'photo-finish timing': 'judge_annotation', 'bowl camera': 'clip_caption', 'wind gate sensors': 'msg'}


def log(T, title, n, parts, rng):
    base = rng.randint(100000, 999999)
    lines = [f"{_d(rng, n)}T{_t(rng)}:0{i} INFO [{title}] seq={base + i} status=ok reading={rng.randint(10, 99)}"
             for i in range(3)]
    for j, s in enumerate(parts):
        key = LOG_KEYS.get(title, 'operator_comment')
        lines.append(f"{_d(rng, n)}T{_t(rng)}:1{j} NOTE [{title}] {key}=\"{s}\"")
    lines.append(f"{_d(rng, n)}T{_t(rng)}:30 INFO [{title}] seq={base + 9} batch {n} closed")
    return '\n'.join(lines)


def email(T, title, n, parts, rng):
    p = T['people']
    a, b = p[n % len(p)], p[(n + 2) % len(p)]
    body = '\n'.join(parts)
    return (f"From: {a} <{a.split()[0].lower()}@{T['dom']}>\nTo: members@{T['dom']}\nSubject: {title} ({n})\n"
            f"Date: {_d(rng, n)} {_t(rng)}\n\nHi all,\n\nThanks to everyone who came to {T['venue']} last week; "
            f"{rng.randint(12, 40)} of us turned up despite the weather.\n\n{body}\n\n"
            f"The next committee meeting is on the {rng.randint(2, 27)}th. {b} is taking minutes.\n\nBest,\n{a}\n{T['club']}")


def html(T, title, n, parts, rng):
    paras = ''.join(f"<p>{_html(s)}</p>" for s in parts)
    return (f"<html><head><title>{_html(title)} #{n}</title></head><body><nav>Home | Results | Join | Contact</nav>"
            f"<h1>{_html(title)}</h1><p>Posted {_d(rng, n)} by {T['people'][n % 6]}.</p>"
            f"<p>Our {rng.randint(3, 30)}th season at {_html(T['venue'])} starts soon, with sessions on Tuesdays and Saturdays.</p>"
            f"{paras}<footer>&copy; {_html(T['club'])} &middot; {T['dom']}</footer></body></html>")


def markdown(T, title, n, parts, rng):
    body = '\n\n'.join(parts)
    return (f"# {title}\n\n_Last edited {_d(rng, n)} by {T['people'][(n + 1) % 6]}_\n\n## Section {n}\n\n"
            f"- Warm-up: {rng.randint(10, 25)} minutes\n- Main set: {rng.randint(4, 9)} rounds\n\n{body}\n\n"
            f"See also: [schedule](https://{T['dom']}/schedule)")


JSON_KEYS = {'athlete profile': ('coach_comment', 'coach_comment_2'), 'league standings': ('announcement', 'announcement_cont'),
             'ranking': ('remarks', 'remarks_2')}


def jsn(T, title, n, parts, rng):
    obj = {'id': f"{title.split()[0][:3]}-{n}{rng.randint(100, 999)}", 'club': T['club'],
           'name': T['people'][n % 6], 'season': 2026, 'score': rng.randint(100, 9000), 'status': 'active'}
    k1, k2 = JSON_KEYS.get(title, ('note', 'note_more'))
    obj[k1] = parts[0]
    if len(parts) > 1:
        obj[k2] = parts[1]
    obj['updated'] = _d(rng, n)
    return json.dumps({'type': title, 'data': obj}, ensure_ascii=False)


def code(T, title, n, parts, rng):
    if title.endswith('.py'):
        c = '\n'.join(f"# {s}" for s in parts)
        return (f"# {title} -- {T['club']} tools, revision {n}\nimport math\n\n{c}\n"
                f"def check(value, limit={rng.randint(5, 90)}):\n    return math.isfinite(value) and value <= limit\n")
    c = '\n'.join(f"// {s}" for s in parts)
    return (f"// {title} -- {T['club']} tools, revision {n}\n{c}\n"
            f"export function measure(x: number, k = {rng.randint(5, 90)}): number {{\n  return Math.round(x * k) / k;\n}}\n")


TICKET_DESC = {'Park maintenance': 'Loose bolt on the mini ramp at {v}, reported {d}.',
               'League support': 'Member cannot see their rating after the round played on {d}.',
               'Lift and inrun': 'Drag lift to {v} stopped twice on {d}; inrun track needs re-cutting.'}


def ticket(T, title, n, parts, rng):
    p = T['people']
    comments = '\n'.join(f"Comment ({p[(n + 3) % 6]}, {_t(rng)}): {s}" for s in parts)
    return (f"Ticket #{rng.randint(1000, 9999)}-{n} [{title}]\nStatus: open  Priority: {rng.choice(['low', 'normal', 'high'])}\n"
            f"Reporter: {p[n % 6]}\nDescription: {TICKET_DESC.get(title, 'The booking page shows the wrong slot for {v} on {d}.').format(v=T['venue'], d=_d(rng, n))}\n"
            f"{comments}\nComment ({p[(n + 4) % 6]}): Looking into it.")


def chat(T, title, n, parts, rng):
    p = T['people']
    lines = [f"#{title} \u2014 {_d(rng, n)}", f"[{_t(rng)}] {p[n % 6]}: anyone at {T['venue']} tonight?"]
    for s in parts:
        lines.append(f"[{_t(rng)}] {p[(n + 1) % 6]}: {s}")
    lines.append(f"[{_t(rng)}] {p[(n + 2) % 6]}: see you there")
    return '\n'.join(lines)


def calendar(T, title, n, parts, rng):
    extra = f"\nCOMMENT:{_ics(parts[1])}" if len(parts) > 1 else ''
    return (f"BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:{rng.randint(10**6, 10**7)}-{n}@{T['dom']}\nDTSTART:{_d(rng, n).replace('-', '')}T{rng.randint(9, 18):02d}0000\n"
            f"SUMMARY:{title} day {n}\nLOCATION:{T['venue']}\nDESCRIPTION:{_ics(parts[0])}{extra}\nEND:VEVENT\nEND:VCALENDAR")


def pdf(T, title, n, parts, rng):
    body = '\n'.join(parts)
    return (f"{T['club']}    {title}    Page {n + 2} of {rng.randint(14, 40)}\n\n{n}.{rng.randint(1, 9)} General\n"
            f"The competition area at {T['venue']} is inspected before each session. Results are\nprovisional until signed by the referee.\n"
            f"{body}\n\u2014 {n + 2} \u2014")


def yml(T, title, n, parts, rng):
    notes = '\n'.join(f"  - {_yq(s)}" for s in parts)
    return (f"# {title} (revision {n})\nclub: {_yq(T['club'])}\nvenue: {_yq(T['venue'])}\nseason: 2026\n"
            f"slots: {rng.randint(4, 20)}\nstart: '{_d(rng, n)}'\nnotes:\n{notes}\ncontact: secretary@{T['dom']}")


CARRIERS = {'csv': csv, 'log': log, 'email': email, 'html': html, 'markdown': markdown, 'json': jsn, 'code': code,
            'ticket': ticket, 'chat': chat, 'calendar': calendar, 'pdf-text': pdf, 'yaml': yml}


def short_chat(T, title, n, parts, rng):
    return '\n'.join(f"[{_t(rng)}] {T['people'][(n + i) % 6].split()[0]}: {s}" for i, s in enumerate(parts))


def short_log(T, title, n, parts, rng):
    return '\n'.join(f"{_t(rng)}:{n:02d} WARN gate{n % 4} {s}" for s in parts)


SHORT_CARRIERS = {'chat': short_chat, 'log': short_log}
