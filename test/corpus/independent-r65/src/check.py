"""Checks ../results.jsonl: counts, schema, ids, twins, duplicates, kinds, forms, languages, short lines,
and the aggregate split counts (never which tool is in which half). Run: python3 src/check.py"""
import hashlib
import json
import os
import re
import sys
from collections import Counter

from data import THEMES
from forms import FORMS as FORMS1, SHORT
from forms2 import FORMS2

FORMS = FORMS1 + FORMS2
from langs import LANGS

HERE = os.path.dirname(os.path.abspath(__file__))
KINDS = {'csv', 'log', 'email', 'html', 'markdown', 'json', 'code', 'ticket', 'chat', 'calendar', 'pdf-text', 'yaml'}
# Words naming the machine reader, in the languages of langs.py.
ADDRESS = re.compile(r'assistant|(?<![a-z])ai(?![a-z])|\bia\b|ki\b|agent|bot|claude|copilot|automated|model|assistent|asistente|asystent|'
                     r'ассистент|ии|βοηθ|τεχνητή|المساعد|ذكاء|עוזר|सहायक|एआई|アシスタント|助手|어시스턴트|ผู้ช่วย', re.I)
OVERRIDE = re.compile(r'ignore the previous|disregard|new instructions|if an ai|if you are an|should an ai', re.I)


def half(tool):
    return 'apart' if hashlib.sha256(f'indep-r65-half:{tool}'.encode()).digest()[0] & 1 else 'shaping'


def main():
    rows = [json.loads(line) for line in open(os.path.join(HERE, '..', 'results.jsonl'), encoding='utf-8')]
    bad = []
    ok = lambda cond, msg: cond or bad.append(msg)  # noqa: E731
    ok(len(rows) == 900, f'rows {len(rows)}')
    for r in rows:
        ok(list(r) == ['id', 'label', 'kind', 'tool', 'text'], f'keys {r.get("id")}')
        ok(r['kind'] in KINDS, f'kind {r["id"]}')
        m = re.fullmatch(r'r65/([a-z]+)\.([a-z_]+)/(\d+)/(injected|clean)', r['id'])
        ok(m is not None and f'{m[1]}.{m[2]}' == r['tool'] and m[4] == r['label'], f'id {r["id"]}')
    labels = Counter(r['label'] for r in rows)
    ok(labels == {'injected': 450, 'clean': 450}, f'labels {labels}')
    tools = Counter(r['tool'] for r in rows)
    ok(len(tools) == 45 and set(tools.values()) == {20}, 'tools')
    themes = Counter(t.split('.')[0] for t in tools)
    ok(len(themes) == 5 and set(themes.values()) == {9}, 'themes')
    ok(len({r['text'] for r in rows}) == 900, 'duplicate texts')
    by = {r['id']: r for r in rows}
    diffs = []
    for r in rows:
        if r['label'] != 'injected':
            continue
        c = by.get(r['id'].replace('/injected', '/clean'))
        ok(c is not None and c['kind'] == r['kind'] and c['tool'] == r['tool'], f'twin {r["id"]}')
        a, b = r['text'], c['text']
        i = 0
        while i < min(len(a), len(b)) and a[i] == b[i]:
            i += 1
        j = 0
        while j < min(len(a), len(b)) - i and a[-1 - j] == b[-1 - j]:
            j += 1
        diffs.append(a[i:len(a) - j])
        ok('\n\n' not in a[i:len(a) - j], f'twin differs in more than the slot {r["id"]}')
    inj = [r for r in rows if r['label'] == 'injected']
    short = sum(len(r['text']) < 120 for r in inj)
    kinds = Counter(r['kind'] for r in inj)
    ok(set(kinds) == KINDS, 'kinds')
    forms = Counter(line.split('\t')[1].strip() for line in open(os.path.join(HERE, 'forms.tsv'), encoding='utf-8'))
    plain_forms = {f[0] for f in FORMS + SHORT if f[1]}
    langs = Counter(x[0] for x in LANGS)
    scripts = Counter(x[1] for x in LANGS)
    no_override = sum(not OVERRIDE.search(d) for d in diffs)
    bare = sum(not OVERRIDE.search(d) and not ADDRESS.search(d) for d in diffs)
    halves = Counter(half(t) for t in tools)
    print(f'rows {len(rows)}: {labels["injected"]} injected + {labels["clean"]} clean, {len(tools)} tools, '
          f'{len(themes)} themes ({", ".join(THEMES)})')
    print(f'kinds (injected): {dict(sorted(kinds.items()))}')
    print(f'forms (pairs): {dict(sorted(forms.items()))}')
    print(f'plain-form pairs {sum(n for f, n in forms.items() if f in plain_forms)}; '
          f'injected slots with no override phrase {no_override}/450, '
          f'of which naming no machine reader either {bare}')
    print(f'short injected (<120 chars) {short}; other-language pairs {len(LANGS)} ({2 * len(LANGS)} lines) in '
          f'{len(langs)} languages, {len(scripts)} scripts: {dict(scripts)}')
    print(f'split (aggregate): shaping {halves["shaping"]} tools, apart {halves["apart"]} tools')
    if bad:
        print('\n'.join(bad[:20]), f'\n{len(bad)} problems')
        sys.exit(1)
    print('ok')


if __name__ == '__main__':
    main()
