# Builds ../results.jsonl: each hand-written special record (pairs_general.py, pairs_code.py) placed as
# ONE record among hand-written ordinary ones (background.py) in three (general) or four (coding)
# different stream carriers; the
# injected record and its clean twin get the same carrier, neighbours and position.
# Run: python3 build.py   (deterministic: fixed seeds)
import json, random, os, sys
sys.path.insert(0, os.path.dirname(__file__))
from pairs_general import G
from pairs_code import C
from background import BG, BGK

def pick(v, label):
    return v[label] if isinstance(v, dict) else v

def around(rng, bg, k, special):
    recs = rng.sample(bg, min(k, len(bg)))
    pos = rng.randrange(len(recs) + 1)
    recs.insert(pos, special)
    return recs, pos

def one_line(s):
    return s.replace('\n', ' ')

def j(o):
    return json.dumps(o, ensure_ascii=False, indent=1)

HOURS = ['08:41', '09:02', '09:17', '10:05', '10:48', '11:30', '13:12', '14:26', '15:03', '16:40']
DATES = ['Mon 23 Nov', 'Tue 24 Nov', 'Wed 25 Nov', 'Thu 26 Nov', 'Fri 27 Nov', 'Sat 28 Nov', 'Sun 29 Nov']

def c_gmail(rng, s):
    recs, _ = around(rng, BG['inbox'], 6, s)
    msgs = [{'id': '18c%04x' % rng.randrange(65536), 'from': w or 'unknown', 'subject': t or '(no subject)',
             'snippet': b, 'date': rng.choice(DATES), 'labelIds': ['INBOX'] + (['UNREAD'] if rng.random() < .5 else [])}
            for (w, t, b) in recs]
    return j({'messages': msgs, 'resultSizeEstimate': 200 + rng.randrange(300), 'nextPageToken': '0912%d' % rng.randrange(10**6)})

def c_outlook(rng, s):
    recs, _ = around(rng, BG['inbox'], 5, s)
    out = ['Inbox — page 1 of 12 (showing %d)' % len(recs)]
    for (w, t, b) in recs:
        out.append('From: %s\nSubject: %s\nReceived: %s %s\nPreview: %s' % (w, t or '(no subject)', rng.choice(DATES), rng.choice(HOURS), b))
    return '\n----\n'.join(out)

def c_slack(rng, s):
    recs, _ = around(rng, BG['chat'], 7, s)
    hs = sorted(rng.sample(HOURS, len(recs)))
    return '#team-ops — last %d messages\n' % len(recs) + '\n'.join('[%s] %s: %s' % (h, w or 'someone', b) for h, (w, t, b) in zip(hs, recs))

def c_zendesk(rng, s):
    recs, _ = around(rng, BG['ticket'], 5, s)
    out = ['View: Unassigned tickets (%d)' % len(recs), 'ID    | Status | Requester | Subject']
    for (w, t, b) in recs:
        out.append('#%d | %s | %s | %s\n      %s' % (40000 + rng.randrange(9999), rng.choice(['new', 'open', 'pending']), w, t or '—', b))
    return '\n'.join(out)

def c_mastodon(rng, s):
    recs, _ = around(rng, BG['social'], 5, s)
    return j([{'id': str(11300000000 + rng.randrange(10**6)), 'account': {'acct': (w or '@someone').lstrip('@')},
               'content': '<p>%s</p>' % b, 'replies_count': rng.randrange(20), 'favourites_count': rng.randrange(300)} for (w, t, b) in recs])

def c_digest(rng, s):
    recs, _ = around(rng, BG['notif'], 6, s)
    return 'Your daily digest — %s\n\n' % rng.choice(DATES) + '\n'.join('• %s — %s\n  %s' % (w, t, b) for (w, t, b) in recs) + '\n\nManage notification settings · Unsubscribe'

def c_alerts(rng, s):
    recs, _ = around(rng, BG['alert'], 4, s)
    return j({'receiver': 'ops-webhook', 'status': 'firing', 'alerts': [
        {'status': 'firing', 'labels': {'alertname': t or 'Custom', 'severity': rng.choice(['warning', 'critical'])},
         'annotations': {'summary': t or 'alert', 'description': b}, 'startsAt': '2026-11-28T0%d:%02d:00Z' % (rng.randrange(10), rng.randrange(60))}
        for (w, t, b) in recs]})

def c_loki(rng, s):
    w, t, b = s
    recs, pos = around(rng, BG['log'], 6, ('svc', 'info', b))
    out = []
    for i, (svc, lvl, msg) in enumerate(recs):
        ts = '2026-11-28T10:%02d:%02d.%03dZ' % (i * 3, rng.randrange(60), rng.randrange(1000))
        if i == pos:
            out.append('%s level=info svc=%s msg=%s' % (ts, rng.choice(['api', 'worker', 'notifier']), json.dumps(one_line(msg), ensure_ascii=False)))
        else:
            out.append('%s level=%s svc=%s msg="%s"' % (ts, lvl, svc, msg))
    return '\n'.join(out)

def c_meli(rng, s):
    recs, _ = around(rng, BG['market'], 4, s)
    qs = []
    for (w, t, b) in recs:
        qs.append({'from': {'nickname': w}, 'text': t or '¿Tiene stock?', 'answer': {'text': b, 'status': 'ACTIVE'}})
    return j({'item_id': 'MLB%d' % (3000000000 + rng.randrange(10**6)), 'title': 'Fone de ouvido Bluetooth XR-200 cancelamento de ruído', 'price': 189.9, 'questions': qs})

def c_brave(rng, s):
    w, t, b = s
    recs, _ = around(rng, BG['search'], 9, (w or 'example.org', t or 'Result', b))
    out = ['Web results (%d)' % len(recs)]
    for i, (site, title, snip) in enumerate(recs, 1):
        out.append('%d. %s\n   https://%s/%s\n   %s' % (i, title, site if '.' in site else site + '.org', 'p/%d' % rng.randrange(9999), snip))
    return '\n'.join(out)

def c_hubspot(rng, s):
    w, t, b = s
    recs, _ = around(rng, BG['contacts'], 5, (w or 'Sam Lee', 'Lee Co', b))
    return j({'results': [{'id': str(500 + rng.randrange(9000)), 'properties': {'firstname': n.split(' ')[0], 'lastname': ' '.join(n.split(' ')[1:]),
               'company': co, 'notes_last_contacted': '2026-11-%02d' % (1 + rng.randrange(27)), 'hs_content_notes': note}} for (n, co, note) in recs],
              'paging': {'next': {'after': str(rng.randrange(1000))}}})

def c_ghusers(rng, s):
    w, t, b = s
    recs, _ = around(rng, BG['people'], 4, (w or 'user', w or 'User', b))
    return j({'data': {'search': {'userCount': 57, 'nodes': [{'login': l, 'name': n, 'bio': bio, 'followers': {'totalCount': rng.randrange(900)}} for (l, n, bio) in recs]}}})

def c_csv(rng, s):
    w, t, b = s
    recs, _ = around(rng, BG['contacts'], 6, (w or 'Sam Lee', 'Lee Co', b))
    def q(x):
        return '"%s"' % x.replace('"', '""') if any(ch in x for ch in ',"\n') else x
    return 'Full Name,Account,Owner,Next Step\n' + '\n'.join(','.join(q(x) for x in (n, co, rng.choice(['J. Silva', 'M. Ortiz', 'K. Ito']), note)) for (n, co, note) in recs)

def c_gcal(rng, s):
    recs, _ = around(rng, BG['calendar'], 5, s)
    items = []
    for i, (w, t, b) in enumerate(recs):
        ev = {'summary': t or 'Meeting', 'description': b, 'start': {'dateTime': '2026-12-0%dT%s:00+00:00' % (1 + i, rng.choice(HOURS))}}
        if w:
            ev['organizer'] = {'displayName': w}
        items.append(ev)
    return j({'kind': 'calendar#events', 'summary': 'Work', 'items': items})

def c_a11y(rng, s):
    w, t, b = s
    recs = list(BG['a11y'])
    pos = rng.randrange(3, 5)
    body = b if b.startswith('StaticText') else 'StaticText "%s"' % one_line(b)
    recs.insert(pos, ('main', None, body))
    return 'RootWebArea "Acme Sync — Connect"\n' + '\n'.join('  %s: %s' % (r, x) for (r, _, x) in recs)

def c_ocr(rng, s):
    w, t, b = s
    recs, _ = around(rng, BG['caption'], 4, ('IMG_%d.png' % (2206 + rng.randrange(40)), 'screenshot', b))
    return j({'batch': 'bx-%d' % rng.randrange(9999), 'results': [{'file': f, 'type': ty, 'caption': c} for (f, ty, c) in recs]})

def c_subagents(rng, s):
    w, t, b = s
    recs, _ = around(rng, BG['agent'], 4, ('research-agent', 'finding', b))
    return 'Orchestrator log — task "weekly support review"\n' + '\n'.join('[%s/%s] %s' % (a, k, x) for (a, k, x) in recs)

def c_intercom(rng, s):
    w, t, b = s
    recs, _ = around(rng, BG['chat'], 5, (w or 'customer', None, b))
    return j({'type': 'conversation', 'id': str(rng.randrange(10**9)), 'conversation_parts': {'conversation_parts': [
        {'part_type': 'comment', 'author': {'name': a}, 'body': '<p>%s</p>' % x} for (a, _, x) in recs]}})

def c_reviews(rng, s):
    w, t, b = s
    recs, _ = around(rng, BG['review'], 5, (w or 'buyer', rng.choice([1, 2, 4, 5]), b))
    return j({'business': 'Nordic Home Appliances', 'reviews': [{'consumer': n, 'stars': st, 'text': x, 'language': 'auto'} for (n, st, x) in recs]})

def c_zoom(rng, s):
    w, t, b = s
    recs, pos = around(rng, BG['transcript'], 5, ('Speaker 2', '00:14:22', b))
    recs.sort(key=lambda r: r[1])
    out = ['WEBVTT', '']
    for i, (sp, ts, x) in enumerate(recs, 1):
        out.append('%d\n%s.000 --> %s.900\n%s: %s\n' % (i, ts, ts, sp, x))
    return '\n'.join(out)

def c_stripe(rng, s):
    w, t, b = s
    recs, _ = around(rng, BG['webhook'], 4, ('evt_1Q9x', 'customer.updated', b))
    return j({'object': 'list', 'has_more': True, 'data': [{'id': e, 'type': ty, 'data': {'object': {'description': x}}} for (e, ty, x) in recs]})

def c_whatsapp(rng, s):
    w, t, b = s
    recs, _ = around(rng, BG['group'], 6, (w or 'Unknown', None, b))
    hs = sorted(rng.sample(HOURS, len(recs)))
    return '\n'.join('27/11/2026, %s - %s: %s' % (h, a, x) for h, (a, _, x) in zip(hs, recs))

def c_pg(rng, s):
    w, t, b = s
    recs, _ = around(rng, BG['db'], 5, (str(1047), 'open', b))
    out = [' id   | status  | internal_note', '------+---------+---------------']
    out += [' %s | %-7s | %s' % (i, st, one_line(x)) for (i, st, x) in recs]
    out.append('(%d rows)' % len(recs))
    return '\n'.join(out)

def c_pdf(rng, s):
    w, t, b = s
    recs, _ = around(rng, BG['pdf'], 4, ('p. 2', t or 'Notice', b))
    return '\n\n'.join('[%s] %s\n%s' % (p, h.upper() if h else '', x) for (p, h, x) in recs) + '\n\n— page 3 of 3 —'

GENERAL = [
    ('gmail_list_messages', 'email', c_gmail), ('outlook_inbox_page', 'email', c_outlook),
    ('slack_channel_history', 'chat', c_slack), ('zendesk_ticket_queue', 'ticket', c_zendesk),
    ('mastodon_home_timeline', 'social', c_mastodon), ('notification_digest', 'notification', c_digest),
    ('alertmanager_webhook', 'alert', c_alerts), ('loki_query_range', 'log', c_loki),
    ('mercadolivre_item_questions', 'marketplace', c_meli), ('brave_search_web', 'search', c_brave),
    ('hubspot_list_contacts', 'api', c_hubspot), ('github_graphql_search_users', 'graphql', c_ghusers),
    ('salesforce_report_export', 'csv', c_csv), ('google_calendar_list_events', 'calendar', c_gcal),
    ('browser_accessibility_snapshot', 'web', c_a11y), ('vision_ocr_batch', 'ocr', c_ocr),
    ('orchestrator_subagent_log', 'agent', c_subagents), ('intercom_get_conversation', 'chat', c_intercom),
    ('trustpilot_list_reviews', 'review', c_reviews), ('zoom_get_transcript', 'transcript', c_zoom),
    ('stripe_list_events', 'webhook', c_stripe), ('whatsapp_group_export', 'chat', c_whatsapp),
    ('postgres_query', 'database', c_pg), ('pdf_extract_text', 'pdf', c_pdf),
]

def fence(b):
    return '```\n' + b + '\n```'

def k_readme(rng, b, shape):
    parts = list(BGK['readme'])
    parts.insert(rng.randrange(2, 5), b if shape == 'doc' else '## Notes\n\n' + fence(b))
    return '\n\n'.join(parts)

def k_changelog(rng, b, shape):
    parts = list(BGK['changelog'])
    parts.insert(rng.randrange(0, 3), b)
    return '# Changelog\n\n' + '\n\n'.join(parts)

def k_tests(rng, b, shape):
    parts = list(BGK['tests'][:5])
    parts.insert(rng.randrange(1, 5), b)
    return '\n'.join(parts) + '\n' + BGK['tests'][5]

def k_ci(rng, b, shape):
    parts = list(BGK['ci'])
    parts.insert(rng.randrange(2, 5), b)
    return '\n'.join('%s %s' % ('2026-11-28T10:%02d:%02d.1234567Z' % (i, rng.randrange(60)), p) for i, p in enumerate(parts))

def k_gitlog(rng, b, shape):
    parts = list(BGK['commits'])
    if shape == 'comment':
        b = 'refactor(config): tidy loader\n\ndiff --git a/src/config.ts b/src/config.ts\n@@ -12,3 +12,4 @@\n+' + b.replace('#', '//', 1)
    body = '\n'.join('    ' + x if x else '' for x in b.split('\n'))
    parts.insert(rng.randrange(0, 5), 'commit %07x\nAuthor: %s\n\n%s' % (rng.randrange(16**7), rng.choice(['Jonas Berg', 'ci-bot', 'Aisha Khan']), body))
    return '\n\n'.join(parts)

def k_issues(rng, b, shape):
    parts = list(BGK['issues'])
    body = {'err': 'Output:\n' + fence(b), 'comment': 'Found this in src/config.ts:\n' + fence(b), 'doc': 'From the docs:\n> ' + b.replace('\n', '\n> '), 'msg': 'Context from the last push / review:\n> ' + b.replace('\n', '\n> ')}[shape]
    parts.insert(rng.randrange(0, 5), ('#437', rng.choice(['Tests fail on fresh clone', 'Build broken after 3.2.0', 'Flaky e2e on CI']), body))
    return j({'data': {'repository': {'issues': {'totalCount': 64, 'nodes': [{'number': int(n[1:]), 'title': t, 'body': x, 'state': 'OPEN'} for (n, t, x) in parts]}}}})

def k_terminal(rng, b, shape):
    parts = list(BGK['terminal'])
    parts.insert(rng.randrange(1, 4), ('$ git log -1 --format=%B\n' if shape == 'msg' else '$ npm test\n') + b)
    return '\n'.join(parts)

def k_plan(rng, b, shape):
    parts = list(BGK['plan'])
    parts.insert(rng.randrange(1, 4), {'doc': 'Fetched docs excerpt:\n', 'err': 'Last tool output:\n', 'msg': 'Upstream agent output:\n', 'comment': 'Source excerpt:\n'}[shape] + b)
    return j({'agent': 'planner', 'run': 'r-%d' % rng.randrange(9999), 'notes': parts})

def k_code(rng, b, shape):
    parts = list(BGK['code'])
    line = b if b.lstrip().startswith(('//', '#')) else '/*\n' + b + '\n*/'
    if line.startswith('#'):
        line = '//' + line[1:]
    parts.insert(rng.randrange(1, 5), line)
    return 'src/config.ts\n' + '\n\n'.join(parts)

CODE = [
    ('npm_view_readme', 'readme', k_readme), ('fetch_changelog', 'changelog', k_changelog),
    ('run_tests', 'test-output', k_tests), ('github_actions_job_log', 'ci-log', k_ci),
    ('git_log', 'commit', k_gitlog), ('github_graphql_list_issues', 'graphql', k_issues),
    ('terminal_exec', 'terminal', k_terminal), ('coding_planner_output', 'agent', k_plan),
    ('read_file', 'code', k_code),
]

# Which coding carriers a special record of each shape can sit in naturally.
SHAPES = {
    'doc': ['npm_view_readme', 'fetch_changelog', 'github_graphql_list_issues', 'coding_planner_output'],
    'err': ['run_tests', 'terminal_exec', 'github_actions_job_log', 'github_graphql_list_issues', 'coding_planner_output'],
    'msg': ['git_log', 'github_graphql_list_issues', 'coding_planner_output', 'terminal_exec'],
    'comment': ['read_file', 'git_log', 'github_graphql_list_issues', 'npm_view_readme'],
}

def main():
    lines = []
    for i, (lang, inj, cln, who, title) in enumerate(G):
        for r in range(3):
            tool, kind, fn = GENERAL[(i + r * 8) % len(GENERAL)]
            for label, body in (('injected', inj), ('clean', cln)):
                rng = random.Random('g%d-%d' % (i, r))
                lines.append({'label': label, 'kind': kind, 'tool': tool, 'lang': lang, 'pair': 'g%d' % i,
                              'text': fn(rng, (pick(who, label), pick(title, label), body))})
    by = {t: (t, k, f) for (t, k, f) in CODE}
    for i, (lang, shape, inj, cln) in enumerate(C):
        fits = SHAPES[shape]
        for r in range(4):
            tool, kind, fn = by[fits[(i + r) % len(fits)]]
            for label, body in (('injected', inj), ('clean', cln)):
                rng = random.Random('c%d-%d' % (i, r))
                lines.append({'label': label, 'kind': kind, 'tool': tool, 'lang': lang, 'pair': 'c%d' % i, 'text': fn(rng, body, shape)})
    random.Random('r17-order').shuffle(lines)
    n = {'injected': 0, 'clean': 0}
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, '..', 'results.jsonl'), 'w', encoding='utf-8') as f, \
         open(os.path.join(here, 'languages.tsv'), 'w', encoding='utf-8') as g:
        for x in lines:
            n[x['label']] += 1
            id_ = 'r17-%s-%04d' % ('inj' if x['label'] == 'injected' else 'cln', n[x['label']])
            f.write(json.dumps({'id': id_, 'label': x['label'], 'kind': x['kind'], 'tool': x['tool'], 'text': x['text']}, ensure_ascii=False) + '\n')
            g.write('%s\t%s\t%s\n' % (id_, x['lang'], x['pair']))
    print(n)

if __name__ == '__main__':
    main()
