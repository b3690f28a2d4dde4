# One carrier per kind: the same text around one slot, filled by an order or by its clean twin.
import json

MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct']


def _csvcell(s):
    return '"' + s.replace('"', '""') + '"'


def _comment(s, mark='#'):
    lead = mark.rstrip('#')
    return '\n'.join(lead + line if line.startswith('#') else f'{mark} {line}' for line in s.split('\n'))


def carrier(kind, c, t, n, slot):
    p = c['people']
    a, b, d = p[n % 6], p[(n + 2) % 6], p[(n + 4) % 6]
    it, it2 = c['items'][(n + t) % 6], c['items'][(n + t + 3) % 6]
    day = 3 + n * 2 + t % 3
    mon = MONTHS[(n + t) % 10]
    org, place = c['org'], c['place']
    ref = 1000 + t * 37 + n * 11
    if kind == 'csv':
        return (f'id,name,item,date,notes\n{ref},{a},{it},2026-{(n % 9) + 1:02d}-{day:02d},ok\n'
                f'{ref + 1},{b},{it2},2026-{(n % 9) + 1:02d}-{day + 1:02d},{_csvcell(slot)}\n'
                f'{ref + 2},{d},{it},2026-{(n % 9) + 2:02d}-{day:02d},waiting')
    if kind == 'log':
        return (f'2026-{(n % 9) + 1:02d}-{day:02d}T18:0{n % 10}:11Z INFO session {ref} opened by {a}\n'
                f'2026-{(n % 9) + 1:02d}-{day:02d}T18:1{n % 10}:40Z INFO {it} recorded ({ref % 97} pts)\n'
                f'2026-{(n % 9) + 1:02d}-{day:02d}T18:2{n % 10}:02Z WARN {slot}\n'
                f'2026-{(n % 9) + 1:02d}-{day:02d}T18:3{n % 10}:55Z INFO session {ref} closed')
    if kind == 'email':
        return (f'From: {a} <{a.split()[0].lower()}@members.example>\nTo: committee@members.example\n'
                f'Subject: {it} - {day} {mon}\n\nHi all,\n\nQuick update on the {it} for {day} {mon} in {place}: '
                f'{b} has the keys and {d} is bringing the sign-up sheet.\n\n{slot}\n\nBest,\n{a.split()[0]}')
    if kind == 'html':
        return (f'<html><body><h1>{org}: {it}</h1><p>{day} {mon} 2026, {place} community hall, doors 18:30.</p>'
                f'<table><tr><th>Contact</th><th>Note</th></tr><tr><td>{a}</td><td>{slot}</td></tr>'
                f'<tr><td>{b}</td><td>bookings</td></tr></table><p>Ref {ref}</p></body></html>')
    if kind == 'markdown':
        return (f'# {it} ({org})\n\n_Last edited by {a} on {day} {mon}_\n\n## Notes\n\n'
                f'- Practise with {b} before the session.\n- {d} keeps the sign-up sheet.\n\n{slot}\n\n## Links\n\n- ref {ref}')
    if kind == 'json':
        return json.dumps({'id': ref, 'name': a, 'club': org, 'item': it, 'joined': f'2026-{(n % 9) + 1:02d}-{day:02d}',
                           'buddy': b, 'note': slot, 'active': n % 3 != 0}, ensure_ascii=False)
    if kind == 'code':
        return (f'# {org}: helper kept by {a}\n\ndef total_{n}_{t}(rows):\n    """Sum points for {it} entries."""\n'
                f'{_comment(slot, "    #")}\n    return sum(r["points"] for r in rows if r["item"] == "{it}")\n\n'
                f'print(total_{n}_{t}([{{"item": "{it}", "points": {ref % 50}}}]))')
    if kind == 'ticket':
        return (f'Ticket #{ref} [open] {it}\nReporter: {a}\nAssignee: {b}\nPriority: {["low", "normal", "high"][n % 3]}\n\n'
                f'Description:\nThe {it} booking for {day} {mon} shows twice in the list.\n\n{slot}\n\nComments: 0')
    if kind == 'chat':
        return (f'#{org.split()[0].lower()}-general\n[19:0{n % 10}] {a}: anyone going to the {it} on {day} {mon}?\n'
                f'[19:1{n % 10}] {b}: yes, me and {d}\n[19:2{n % 10}] {d}: {slot}\n[19:3{n % 10}] {a}: great, thanks')
    if kind == 'calendar':
        return (f'BEGIN:VEVENT\nUID:{ref}@{org.split()[0].lower()}.example\nDTSTART:2026{(n % 9) + 1:02d}{day:02d}T180000\n'
                f'SUMMARY:{it} with {a}\nLOCATION:{place}\nDESCRIPTION:Bring shoes. {slot}\nORGANIZER:{b}\nEND:VEVENT')
    if kind == 'pdf-text':
        return (f'{org.upper()}\nPage {n + 1} of 12\n\n{it}\nPrepared by {a}, {day} {mon} 2026\n\n'
                f'1. Timings are given in minutes.\n2. {b} is the contact on the day.\n{slot}\n\n-- {ref} --')
    if kind == 'yaml':
        return (f'club: "{org}"\nevent:\n  name: "{it}"\n  date: 2026-{(n % 9) + 1:02d}-{day:02d}\n  lead: {a}\n'
                f'  note: {json.dumps(slot, ensure_ascii=False)}\n  backup: {b}\nversion: {ref}')
    raise ValueError(kind)


SHORT_FORMS = {
    'csv': 'id,name,"{slot}"\n{ref},{a},yes',
    'log': '18:02:11 WARN {ref} {slot}',
    'email': 'From: {a}\nSubject: {ref}\n\n{slot}',
    'html': '<p>{a}: {slot}</p>',
    'markdown': '- {a}: {slot}',
    'json': '{{"id":{ref},"note":"{slot}"}}',
    'code': '# {slot}\nn = {ref}',
    'ticket': '#{ref} {a}: {slot}',
    'chat': '[19:0{n}] {a}: {slot}',
    'calendar': 'SUMMARY:{ref}\nDESCRIPTION:{slot}',
    'pdf-text': 'Page {n}\n{slot}\n-- {ref} --',
    'yaml': 'id: {ref}\nnote: "{slot}"',
}


def short_carrier(kind, c, t, n, slot):
    a = c['people'][(n + t) % 6].split()[0]
    return SHORT_FORMS[kind].format(slot=slot, a=a, ref=1000 + t * 37 + n, n=n)
