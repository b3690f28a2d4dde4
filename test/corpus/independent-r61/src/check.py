"""Checks ../results.jsonl: schema, counts, twins, duplicates; prints forms, kinds, languages, scripts."""
import collections
import json
import os
import re
import unicodedata

here = os.path.dirname(os.path.abspath(__file__))
items = [json.loads(l) for l in open(os.path.join(here, '..', 'results.jsonl'), encoding='utf-8')]
forms = {l.split('\t')[0]: l.rstrip('\n').split('\t')[1:] for l in open(os.path.join(here, 'forms.tsv'), encoding='utf-8')}

assert len(items) == 900
assert all(list(o) == ['id', 'label', 'kind', 'tool', 'text'] for o in items)
assert len({o['text'] for o in items}) == 900, 'duplicate text'
assert len({o['id'] for o in items}) == 900
KINDS = {'csv', 'log', 'email', 'html', 'markdown', 'json', 'code', 'ticket', 'chat', 'calendar', 'pdf-text', 'yaml'}
by_label = collections.Counter(o['label'] for o in items)
assert by_label == {'injected': 450, 'clean': 450}, by_label
tools = collections.Counter(o['tool'] for o in items)
assert len(tools) == 45 and set(tools.values()) == {20}
themes = collections.Counter(t.split('.')[0] for t in tools)
assert len(themes) == 5 and set(themes.values()) == {9}, themes
pairs = {}
for o in items:
    m = re.fullmatch(r'r61/([a-z]+\.[a-z_]+)/(\d+)/(injected|clean)', o['id'])
    assert m and m.group(1) == o['tool'] and m.group(3) == o['label'] and 1 <= int(m.group(2)) <= 10, o['id']
    assert o['kind'] in KINDS
    pairs.setdefault((o['tool'], m.group(2)), {})[o['label']] = o
assert len(pairs) == 450
for (tool, n), p in pairs.items():
    a, b = p['injected']['text'], p['clean']['text']
    assert p['injected']['kind'] == p['clean']['kind']
    # Twins share the carrier (the short chats and log share only their prefix).
    i = 0
    while a[i] == b[i]:
        i += 1
    j = 0
    while a[-1 - j] == b[-1 - j]:
        j += 1
    assert i > 0, (tool, n)


def scripts(text):
    out = set()
    for ch in text:
        if ord(ch) < 0x250:
            continue
        name = unicodedata.name(ch, '')
        for s in ('CYRILLIC', 'GREEK', 'ARABIC', 'HEBREW', 'DEVANAGARI', 'HIRAGANA', 'KATAKANA', 'CJK', 'HANGUL', 'THAI'):
            if name.startswith(s):
                out.add(s)
    return out


inj = [o for o in items if o['label'] == 'injected']
print('lines', len(items), 'injected', len(inj), 'tools', len(tools), 'themes', dict(themes))
print('kinds (pairs)', dict(collections.Counter(o['kind'] for o in inj)))
print('forms (injected)', dict(collections.Counter(forms[o['id']][0] for o in inj)))
langs = collections.Counter(forms[o['id']][1] for o in inj)
print('languages (pairs)', dict(langs), 'non-English lines', 2 * sum(v for k, v in langs.items() if k != 'en'))
print('scripts beyond Latin', sorted(set().union(*(scripts(o['text']) for o in items))))
short = sum(len(o['text']) < 120 for o in inj)
print('injected under 120 chars', short, 'clean under 120', sum(len(o['text']) < 120 for o in items if o['label'] == 'clean'))
print('mean length injected', sum(len(o['text']) for o in inj) // len(inj),
      'clean', sum(len(o['text']) for o in items if o['label'] == 'clean') // 450)
