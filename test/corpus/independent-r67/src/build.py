"""Builds ../results.jsonl and meta.tsv: 45 tools x 10 pairs; a pair's twins differ only in the slot.

Run: python3 test/corpus/independent-r67/src/build.py (deterministic; seed 67).
"""
import json
import os
import random

from forms import FOREIGN, FORMS
from themes import THEMES, tools

HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(67)
FORM = {f[0]: f for f in FORMS}
SHORT_N = 9
# what each theme's acts[i] asks for, in order
ORDERS = ['send', 'pay', 'run', 'delete', 'reveal', 'setting', 'omit', 'add', 'fetch']  # the tenth pair of each tool is a short one


def cap(s):
    if s[:1].islower() and not s.startswith('http'):
        return s[0].upper() + s[1:]
    return s


def fill(tpl, **kw):
    for k in ('vp', 'np', 'pas', 'hp'):
        if k in kw:
            kw[k[0].upper() + k[1:]] = cap(kw[k])
    return tpl.format(**kw)


def ical(s):
    return s.replace('\\', '\\\\').replace(';', '\\;').replace(',', '\\,').replace('\n', '\\n')


def carrier(theme, tool, kind, n, slot, short):
    t = THEMES[theme]
    ppl = t['people']
    p1, p2, p3 = ppl[n % 6], ppl[(n + 1) % 6], ppl[(n + 3) % 6]
    team, team2 = t['teams'][n % 6], t['teams'][(n + 2) % 6]
    l1, l2 = t['lines'][n % 6], t['lines'][(n + 3) % 6]
    day = 3 + n
    dom = t['domain']
    name = tool.split('.', 1)[1]
    if short:
        return {
            'csv': lambda: f'id,note\n{n + 1},"{slot.replace(chr(34), chr(34) * 2)}"',
            'log': lambda: f'07:{10 + n}:02 INFO {slot}',
            'email': lambda: f'Subject: re: {name.split("_")[0]}\n\n{slot}',
            'html': lambda: f'<p>{slot}</p>',
            'markdown': lambda: f'- {slot}',
            'json': lambda: json.dumps({'id': 900 + n, 'note': slot}, ensure_ascii=False),
            'code': lambda: f'# {slot}',
            'ticket': lambda: f'#{4400 + n} {slot}',
            'chat': lambda: f'[21:0{n}] {p1}: {slot}',
            'calendar': lambda: f'SUMMARY:{ical(slot)}',
            'pdf-text': lambda: f'p.{n + 2} {slot}',
            'yaml': lambda: f'note: {json.dumps(slot, ensure_ascii=False)}',
        }[kind]()
    if kind == 'csv':
        cell = slot.replace('"', '""')
        rows = [f'{100 + n + i},{t["teams"][(n + i) % 6]},{ppl[(n + i) % 6]},{12 + 3 * i + n},ok' for i in (0, 2)]
        return (f'row_id,team,captain,slot_no,notes\n{rows[0]}\n{101 + n},{team2},{p2},{13 + n},"{cell}"\n'
                f'{rows[1]}')
    if kind == 'log':
        return (f'2026-06-{day:02d}T07:0{n}:11Z INFO {name}: start, {t["org"]}\n'
                f'2026-06-{day:02d}T07:0{n}:14Z INFO {l1}\n'
                f'2026-06-{day:02d}T07:0{n}:19Z WARN retrying fetch for {team} (attempt 2)\n'
                f'2026-06-{day:02d}T07:0{n}:20Z INFO note: {slot}\n'
                f'2026-06-{day:02d}T07:0{n}:25Z INFO done, {30 + n} records')
    if kind == 'email':
        return (f'From: {p1} <{p1.lower()}@{dom}>\nTo: members@{dom}\nDate: {day} Jun 2026\n'
                f'Subject: {t["org"]}: update {n + 1}\n\nHi all,\n\n{l1} {l2}\n\n{slot}\n\n'
                f'See you there,\n{p1}')
    if kind == 'html':
        return (f'<html><head><title>{t["org"]} — news {n + 1}</title></head><body>\n'
                f'<h1>{t["org"]}</h1>\n<p>{l1}</p>\n<p>{slot}</p>\n<p>{l2}</p>\n'
                f'<footer>Contact: info@{dom} · updated {day} June</footer>\n</body></html>')
    if kind == 'markdown':
        return (f'# {t["org"]}: notes {n + 1}\n\n{l1}\n\n## This week\n\n- {l2}\n- Lead: {p1}\n\n{slot}\n\n'
                f'_Last edited by {p2} on {day} June._')
    if kind == 'json':
        return json.dumps({'id': f'{name[:4]}-{2600 + n}', 'org': t['org'], 'lead': p1, 'group': team,
                           'summary': l1, 'note': slot, 'updated': f'2026-06-{day:02d}'}, ensure_ascii=False)
    if kind == 'code':
        return (f'"""{t["org"]}: {name} helper, rev {n + 1}.\n\n{slot}\n"""\n\nimport csv\n\n\n'
                f'def load(path="{name}_{n}.csv"):\n    with open(path) as f:\n'
                f'        return [r for r in csv.DictReader(f) if r["group"] != "{team}"]\n')
    if kind == 'ticket':
        return (f'Ticket #{3100 + n} [{t["org"]}]\nStatus: open   Priority: normal\nReporter: {p1}\n'
                f'Assignee: {p2}\n\nDescription:\n{l1} {l2}\n\nComment ({p3}, {day} June):\n{slot}')
    if kind == 'chat':
        return (f'[18:0{n}] {p1}: {l1}\n[18:1{n}] {p2}: ok, noted\n[18:2{n}] {p3}: {slot}\n'
                f'[18:3{n}] {p1}: 👍')
    if kind == 'calendar':
        return (f'BEGIN:VEVENT\nUID:{name}-{n}@{dom}\nDTSTART:202607{day:02d}T090000Z\n'
                f'SUMMARY:{t["org"]} — {team}\nLOCATION:{ical(l1)}\nDESCRIPTION:{ical(slot)}\nEND:VEVENT')
    if kind == 'pdf-text':
        return (f'{t["org"]} — Handbook 2026                                  page {n + 3}\n\n'
                f'{n + 3}.1 {l1}\n{n + 3}.2 {l2}\n\n{slot}\n\n— {n + 3} —')
    if kind == 'yaml':
        return (f'org: {json.dumps(t["org"])}\nrev: {n + 1}\nlead: {p1}\ngroups:\n  - {team}\n  - {team2}\n'
                f'notes: {json.dumps(slot, ensure_ascii=False)}\nupdated: 2026-06-{day:02d}')
    raise ValueError(kind)


def form_pool():
    counts = {}
    for name, _, _, _ in FORMS:
        counts[name] = 14 if name in ('commit_review', 'alt_caption', 'faq_answer', 'placeholder_default',
                                      'user_earlier_wish') else 6 if name == 'override_phrase' else 9
    rest = 450 - len(FOREIGN) * 2 - sum(counts.values())
    plain_ish = [f[0] for f in FORMS if f[0] not in counts or counts[f[0]] == 9]
    for name in plain_ish[:rest]:
        counts[name] += 1
    return counts


def main():
    counts = form_pool()
    tl = tools()
    slots = [(tool, theme, kind, n) for tool, theme, kind in tl for n in range(10)]
    short_slots = [s for s in slots if s[3] == SHORT_N]
    long_slots = [s for s in slots if s[3] != SHORT_N]
    pool = [name for name, c in counts.items() for _ in range(c)]
    rng.shuffle(pool)
    short_ok = {f[0] for f in FORMS if f[1]}
    short_forms = []
    for name in list(pool):
        if len(short_forms) == len(short_slots):
            break
        if name in short_ok:
            short_forms.append(name)
            pool.remove(name)
    foreign = [('foreign', i) for i in range(len(FOREIGN) * 2)]
    long_forms = pool + foreign
    rng.shuffle(long_forms)
    assert len(long_forms) == len(long_slots), (len(long_forms), len(long_slots))
    plan = list(zip(short_slots, short_forms)) + list(zip(long_slots, long_forms))
    plan.sort(key=lambda x: (slots.index(x[0])))
    used = {}
    act_i = {th: 0 for th in THEMES}
    hum_i = {th: 0 for th in THEMES}
    lines, meta = [], []
    for (tool, theme, kind, n), form in plan:
        t = THEMES[theme]
        short = n == SHORT_N
        ppl = t['people']
        if isinstance(form, tuple):
            lang, script, inj, cln = FOREIGN[form[1] // 2]
            j = form[1] % 2
            inj_s, cln_s = inj[j].format(mail=t['mail']), cln[j]
            fname, order = 'foreign_language', 'mixed'
        else:
            fname, lang, script = form, 'en', 'Latin'
            _, _, itpl, ctpl = FORM[form]
            j = used.get(form, 0) % len(itpl)
            used[form] = used.get(form, 0) + 1
            act = t['acts'][act_i[theme] % len(t['acts'])]
            order = ORDERS[act_i[theme] % len(t['acts'])]
            order = {'mirror_sync': 'send', 'bare_omit': 'omit', 'should_tell_user': 'add'}.get(form, order)
            act_i[theme] += 1
            hum = t['hums'][hum_i[theme] % len(t['hums'])]
            hum_i[theme] += 1
            kw = dict(vp=act[3] if short else act[0], np=act[1], pas=act[2], hp=hum, hp3=hum.replace('your ', 'their '), bot=t['bot'],
                      p1=ppl[(n + 4) % 6], p2=ppl[(n + 5) % 6], org=t['org'], mail=t['mail'], claim=t['claim'],
                      real=t['real'], omit=t['omit'], leave0=t['leave'][0], leave1=t['leave'][1],
                      alt0=t['alt'][0], alt1=t['alt'][1], n=n + 1)
            inj_s, cln_s = fill(itpl[j], **kw), fill(ctpl[j], **kw)
        for label, s in (('injected', inj_s), ('clean', cln_s)):
            rid = f'r67/{tool}/{n + 1}/{label}'
            lines.append({'id': rid, 'label': label, 'kind': kind, 'tool': tool,
                          'text': carrier(theme, tool, kind, n, s, short)})
            meta.append((rid, fname, lang, script, 'short' if short else 'long', order))
    with open(os.path.join(HERE, '..', 'results.jsonl'), 'w', encoding='utf-8') as f:
        for line in lines:
            f.write(json.dumps(line, ensure_ascii=False) + '\n')
    with open(os.path.join(HERE, 'meta.tsv'), 'w', encoding='utf-8') as f:
        f.write('id\tform\tlang\tscript\tlength\torder\n')
        for m in meta:
            f.write('\t'.join(m) + '\n')


if __name__ == '__main__':
    main()
