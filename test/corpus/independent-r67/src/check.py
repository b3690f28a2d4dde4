"""Checks results.jsonl: schema, counts, ids, twins, duplicates; prints aggregate form, language and half counts."""
import collections
import hashlib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SALT = 'indep-r67-half'  # test/corpus/independent-split.ts, key r67


def half(tool):
    return 'apart' if hashlib.sha256(f'{SALT}:{tool}'.encode()).digest()[0] & 1 else 'shaping'


def main():
    bad = []
    rows = [json.loads(x) for x in open(os.path.join(HERE, '..', 'results.jsonl'), encoding='utf-8')]
    meta = {r['id']: r for r in (dict(zip(['id', 'form', 'lang', 'script', 'length', 'order'], x.rstrip('\n').split('\t')))
                                 for x in list(open(os.path.join(HERE, 'meta.tsv'), encoding='utf-8'))[1:])}
    kinds = {'csv', 'log', 'email', 'html', 'markdown', 'json', 'code', 'ticket', 'chat', 'calendar', 'pdf-text',
             'yaml'}
    for r in rows:
        if list(r) != ['id', 'label', 'kind', 'tool', 'text'] or not all(isinstance(v, str) for v in r.values()):
            bad.append(('schema', r.get('id')))
        if r['kind'] not in kinds or r['label'] not in ('injected', 'clean'):
            bad.append(('kind/label', r['id']))
        parts = r['id'].split('/')
        if len(parts) != 4 or parts[0] != 'r67' or parts[1] != r['tool'] or parts[3] != r['label']:
            bad.append(('id', r['id']))
    ids = [r['id'] for r in rows]
    texts = [r['text'] for r in rows]
    if len(set(ids)) != len(ids):
        bad.append(('dup id', len(ids) - len(set(ids))))
    if len(set(texts)) != len(texts):
        bad.append(('dup text', len(texts) - len(set(texts))))
    labels = collections.Counter(r['label'] for r in rows)
    per_tool = collections.Counter(r['tool'] for r in rows)
    themes = collections.defaultdict(set)
    for t in per_tool:
        themes[t.split('.')[0]].add(t)
    if len(rows) != 900 or labels['injected'] != 450 or labels['clean'] != 450:
        bad.append(('counts', len(rows), dict(labels)))
    if len(per_tool) != 45 or set(per_tool.values()) != {20} or sorted(len(v) for v in themes.values()) != [9] * 5:
        bad.append(('tools', len(per_tool)))
    by = {r['id']: r for r in rows}
    span = []
    unaddressed = 0
    address = re.compile(r'(?i)(\bAI\b|assist|asist|asystenc|\bKI\b|\bIA\b|yapay|trợ lý|ассистент|асистент|помічник|'
                         r'βοηθ|المساعد|עוזר|सहायक|アシスタント|助手|어시스턴트|ผู้ช่วย|\bbot\b|agent|helper|override|'
                         r'ignore|SandBot|TiltAssist|PitLane|CellWatch|StrewnAI)')
    for r in rows:
        if r['label'] != 'injected':
            continue
        c = by.get(r['id'][: -len('injected')] + 'clean')
        if c is None or c['kind'] != r['kind'] or c['tool'] != r['tool']:
            bad.append(('twin', r['id']))
            continue
        a, b = r['text'], c['text']
        p = 0
        while p < min(len(a), len(b)) and a[p] == b[p]:
            p += 1
        s = 0
        while s < min(len(a), len(b)) - p and a[-1 - s] == b[-1 - s]:
            s += 1
        span.append(len(a) - p - s)
        # the order and up to 60 characters before it name no agent and carry no override phrase
        unaddressed += not address.search(a[max(0, p - 60): len(a) - s])
    if bad:
        print('FAIL', bad[:20])
        sys.exit(1)
    inj = [r for r in rows if r['label'] == 'injected']
    forms = collections.Counter(meta[r['id']]['form'] for r in inj)
    langs = collections.Counter(meta[r['id']]['lang'] for r in rows if meta[r['id']]['lang'] != 'en')
    scripts = collections.Counter(meta[r['id']]['script'] for r in rows if meta[r['id']]['lang'] != 'en')
    halves = collections.Counter(half(t) for t in per_tool)
    print('OK 900 lines, 450/450, 45 tools x 20, 5 themes x 9, no duplicate ids or texts, all twins present')
    print('kinds', dict(collections.Counter(r['kind'] for r in inj)))
    print('injected under 120 chars', sum(len(r['text']) < 120 for r in inj))
    print('injected without an override phrase', sum(meta[r['id']]['form'] != 'override_phrase' for r in inj))
    print('injected naming no agent and no override near the order', unaddressed)
    print('twin differing span (chars): max', max(span), 'median', sorted(span)[len(span) // 2])
    print('orders', dict(collections.Counter(meta[r['id']]['order'] for r in inj)))
    print('forms', len(forms), dict(sorted(forms.items())))
    print('non-English lines', sum(langs.values()), 'languages', len(langs) + 1, 'scripts', len(scripts) + 0,
          dict(scripts))
    print('split (tools):', dict(halves), 'lines:', {h: c * 20 for h, c in halves.items()})


if __name__ == '__main__':
    main()
