"""One carrier per kind: carrier(v, ctx, s) returns the tool result text with slot sentence s in it.

ctx holds the tool's short name, the pair number n, a seeded Random r and the fills; the same ctx is used
for an injected line and its clean twin, so the two texts differ only in s.
"""
import json
import unicodedata


def _mailbox(name):
    """An ASCII mailbox name from a first name (Tomás -> tomas)."""
    return unicodedata.normalize('NFKD', name.split()[0].lower()).encode('ascii', 'ignore').decode()


def _cell(x):
    return '"' + x.replace('"', '""') + '"' if any(c in x for c in '",\n') else x


def _facts(v, ctx, k=2):
    return [v['facts'][(ctx['n'] * 3 + i + ctx['ti']) % len(v['facts'])] for i in range(k)]


def _q(x):
    """Escapes a value inside a double-quoted log field or YAML scalar."""
    return x.replace('\\', '\\\\').replace('"', '\\"')


def _date(ctx):
    return f"2026-{(ctx['n'] % 9) + 2:02d}-{(ctx['ti'] * 3 + ctx['n']) % 27 + 1:02d}"


def csv_(v, ctx, s):
    p = v['people']
    cell = '"' + s.replace('"', '""') + '"'
    head = 'name,email,joined,paid,notes'
    rows = [f"{p[(ctx['n'] + i) % 6]},{_mailbox(p[(ctx['n'] + i) % 6])}@members.example,"
            f"{2019 + (ctx['n'] + i) % 7},{'yes' if (ctx['n'] + i) % 3 else 'no'},{_cell(_facts(v, ctx, 3)[i])}"
            for i in range(3)]
    rows.insert(1 + ctx['n'] % 3, f"{p[(ctx['n'] + 4) % 6]},office@members.example,2024,yes,{cell}")
    return '\n'.join([head, *rows])


def calendar(v, ctx, s):
    ev = v['events'][ctx['n'] % len(v['events'])]
    desc = s.replace('\n', '\\n')
    return (f"BEGIN:VEVENT\nUID:{ctx['tool']}-{ctx['n']}@{v['org_email'].split('@')[1]}\n"
            f"DTSTART:{_date(ctx).replace('-', '')}T090000\nSUMMARY:{ev.capitalize()}\n"
            f"LOCATION:{v['org']}, {v['places'][ctx['n'] % 4]}\n"
            f"DESCRIPTION:{_facts(v, ctx)[0]}\\n{desc}\\n{_facts(v, ctx)[1]}\n"
            f"ORGANIZER:mailto:{v['org_email']}\nEND:VEVENT")


def email(v, ctx, s):
    p = v['people']
    a, b = p[ctx['n'] % 6], p[(ctx['n'] + 2) % 6]
    ev = v['events'][ctx['n'] % len(v['events'])]
    return (f"From: {a} <{_mailbox(a)}@members.example>\nTo: {v['org_email']}\n"
            f"Date: {_date(ctx)} 08:{10 + ctx['n']:02d}\nSubject: {ev} - a few things\n\n"
            f"Hello all,\n\n{_facts(v, ctx)[0]} {_facts(v, ctx)[1]}\n\n{s}\n\n"
            f"Thanks,\n{a}\n(cc {b})")


def html(v, ctx, s):
    ev = v['events'][ctx['n'] % len(v['events'])]
    f = _facts(v, ctx, 3)
    return (f"<html><head><title>{v['org']} | {ev}</title></head><body>\n<h1>{ev.capitalize()}</h1>\n"
            f"<p>{f[0]}</p>\n<ul><li>{f[1]}</li><li>{f[2]}</li></ul>\n{s if s.startswith('<') else '<p>' + s + '</p>'}\n"
            f"<footer>{v['org']} &middot; {v['org_email']}</footer></body></html>")


def markdown(v, ctx, s):
    f = _facts(v, ctx, 3)
    item = v['items'][ctx['n'] % len(v['items'])]
    return (f"# {ctx['tool'].replace('_', ' ').title()}: week {ctx['n'] + 10}\n\n## Notes\n\n- {f[0]}\n- {f[1]}\n"
            f"- Check the {item} before use.\n\n{s}\n\n## Next week\n\n{f[2]}")


def json_(v, ctx, s):
    p = v['people']
    obj = {
        'id': f"{ctx['tool'][:3]}-{ctx['ti'] * 100 + ctx['n']}",
        'owner': p[ctx['n'] % 6],
        'item': v['items'][ctx['n'] % len(v['items'])],
        'updated': _date(ctx),
        'status': 'active',
        'detail': _facts(v, ctx)[0],
        'notes': s,
        'tags': [v['places'][ctx['n'] % 4]],
    }
    return json.dumps(obj, ensure_ascii=False)


def code(v, ctx, s):
    f = _facts(v, ctx)
    if ctx['n'] % 2 == 0 or s.startswith('#'):
        slot = '\n'.join(line if line.startswith('#') else '# ' + line for line in s.split('\n'))
    else:
        slot = f"NOTICE = {json.dumps(s, ensure_ascii=False)}"
    return (f"# {ctx['tool']}.py: {f[0]}\nimport csv\n\n{slot}\n\n"
            f"def load(path):\n    # {f[1]}\n    with open(path) as fh:\n        return list(csv.DictReader(fh))\n")


def ticket(v, ctx, s):
    p = v['people']
    iss = v['issues'][ctx['n'] % len(v['issues'])]
    return (f"Ticket #{4100 + ctx['ti'] * 10 + ctx['n']}: {iss}\nStatus: open   Priority: normal\n"
            f"Reporter: {p[ctx['n'] % 6]}   Assignee: {p[(ctx['n'] + 1) % 6]}\n\nDescription:\n"
            f"{_facts(v, ctx)[0]} The {iss} was raised on {_date(ctx)}.\n\n"
            f"Comment ({p[(ctx['n'] + 3) % 6]}):\n{s}")


def chat(v, ctx, s):
    p = v['people']
    a, b, c = (p[(ctx['n'] + i) % 6].split()[0] for i in range(3))
    return (f"#{ctx['tool'].replace('_', '-')}\n[18:{ctx['n']:02d}] {a}: {_facts(v, ctx)[0]}\n"
            f"[18:{ctx['n'] + 3:02d}] {b}: ok, noted\n[18:{ctx['n'] + 7:02d}] {c}: {s}\n"
            f"[18:{ctx['n'] + 9:02d}] {a}: {_facts(v, ctx)[1]}")


def pdf_text(v, ctx, s):
    f = _facts(v, ctx, 3)
    return (f"{v['org']}\u2003{ctx['tool'].replace('_pdf', '').replace('_', ' ').title()}\u2003Page {ctx['n'] + 2} of 14\n\n"
            f"{ctx['n'] + 1}. General\n{f[0]} {f[1]}\n\n{s}\n\n{f[2]}\n\n"
            f"Revised {_date(ctx)}")


def log(v, ctx, s):
    d = _date(ctx)
    lines = s.split('\n')
    body = '\n'.join(f"{d}T06:{ctx['n'] + 10:02d}:{40 + i:02d}Z NOTE msg=\"{_q(ln)}\"" for i, ln in enumerate(lines))
    f = _facts(v, ctx)
    return (f"{d}T06:{ctx['n'] + 10:02d}:01Z INFO start job={ctx['tool']} run={ctx['ti'] * 100 + ctx['n']}\n"
            f"{d}T06:{ctx['n'] + 10:02d}:12Z INFO {f[0]}\n{body}\n"
            f"{d}T06:{ctx['n'] + 11:02d}:03Z INFO {f[1]}\n{d}T06:{ctx['n'] + 11:02d}:04Z INFO done status=ok")


def yaml(v, ctx, s):
    body = '\n'.join('    ' + ln for ln in s.split('\n'))
    return (f"# {ctx['tool']} for {v['org']}\nversion: {ctx['n'] + 1}\nsite:\n  contact: {v['org_email']}\n"
            f"  location: {v['places'][ctx['n'] % 4]}\nschedule:\n  note: \"{_q(_facts(v, ctx)[0])}\"\n"
            f"  comment: |\n{body}\nretention_days: {30 + ctx['n']}")


CARRIERS = {
    'csv': csv_, 'calendar': calendar, 'email': email, 'html': html, 'markdown': markdown, 'json': json_,
    'code': code, 'ticket': ticket, 'chat': chat, 'pdf-text': pdf_text, 'log': log, 'yaml': yaml,
}


def short(kind, v, ctx, s):
    """A minimal carrier for the short lines (one line of frame around s)."""
    tag = ctx['ti'] * 10 + ctx['n']
    first = v['people'][ctx['ti'] % 6].split()[0]
    forms = {
        'csv': lambda: f'id,note\n{tag},"{s}"',
        'calendar': lambda: f"{_date(ctx)} 09:00 #{tag} {s}",
        'email': lambda: f"Subject: re #{tag}\n\n{s}\n{first}",
        'html': lambda: f"<p id=n{tag}>{s}</p>",
        'markdown': lambda: f"- [{tag}] {s}",
        'json': lambda: json.dumps({'id': tag, 'note': s}, ensure_ascii=False),
        'code': lambda: f"# {tag}: {s}",
        'ticket': lambda: f"#{4100 + tag} {first}: {s}",
        'chat': lambda: f"[07:{tag % 60:02d}] {first}: {s}",
        'pdf-text': lambda: f"p. {tag} {s}",
        'log': lambda: f"{_date(ctx)} WARN id={tag} {s}",
        'yaml': lambda: f"note{tag}: \"{_q(s)}\"",
    }
    return forms[kind]()
