"""Validates ../results.jsonl and prints counts and the split by the salt indep-r32-half (stdlib only)."""
import collections
import hashlib
import json
import os
import sys

from build import CARRIERS
from common import esc

HERE = os.path.dirname(os.path.abspath(__file__))
SALT = 'indep-r32-half'


def half(tool):
    return 'apart' if hashlib.sha256(f'{SALT}:{tool}'.encode()).digest()[0] & 1 else 'shaping'


def main():
    errors = []
    rows = [json.loads(l) for l in open(os.path.join(HERE, '..', 'results.jsonl'), encoding='utf-8')]
    if len(rows) != 900:
        errors.append(f'{len(rows)} lines, want 900')
    ids = [r['id'] for r in rows]
    if len(set(ids)) != len(ids):
        errors.append('duplicate ids')
    for r in rows:
        if set(r) != {'id', 'label', 'kind', 'tool', 'text'}:
            errors.append(f"{r['id']}: keys {sorted(r)}")
        want = {'injected': 'r32-inj-', 'clean': 'r32-cln-'}.get(r['label'])
        if want is None or not r['id'].startswith(want):
            errors.append(f"{r['id']}: label {r['label']}")
    by_id = {r['id']: r for r in rows}
    by_tool = {c['tool']: c for c in CARRIERS}
    if len(by_tool) != 45:
        errors.append(f'{len(by_tool)} tools, want 45')
    langs = collections.Counter()
    tsv = [l.rstrip('\n').split('\t') for l in open(os.path.join(HERE, 'languages.tsv'), encoding='utf-8')][1:]
    seen = {}
    for n, lang, source, kind, tool in tsv:
        inj, cln = by_id.get(f'r32-inj-{n}'), by_id.get(f'r32-cln-{n}')
        if not inj or not cln:
            errors.append(f'pair {n} incomplete')
            continue
        if not (inj['tool'] == cln['tool'] == tool and inj['kind'] == cln['kind'] == kind):
            errors.append(f'pair {n}: tool/kind differ')
        c = by_tool[tool]
        si, sc = c['pairs'][int(source.split('#')[1]) - 1]
        ei, ec = esc(si, c['esc']), esc(sc, c['esc'])
        if inj['text'].count(ei) != 1 or cln['text'].count(ec) != 1 or \
                inj['text'].replace(ei, '\x00') != cln['text'].replace(ec, '\x00'):
            errors.append(f'pair {n}: twins differ outside the special text')
        for s in (si, sc):
            if s in seen:
                errors.append(f'special text in pairs {seen[s]} and {n}: {s[:50]}')
            seen[s] = n
        langs[lang] += 1
    if len(tsv) != 450:
        errors.append(f'{len(tsv)} pairs, want 450')
    for e in errors:
        print('ERROR', e)
    print(f"lines {len(rows)}: injected {sum(r['label'] == 'injected' for r in rows)}, clean {sum(r['label'] == 'clean' for r in rows)}")
    print(f'languages ({len(langs)}):', ', '.join(f'{k} {v}' for k, v in langs.most_common()))
    kinds = collections.Counter(row[3] for row in tsv)
    print(f'kinds ({len(kinds)}):', ', '.join(f'{k} {v}' for k, v in kinds.most_common()))
    halves = collections.defaultdict(lambda: collections.Counter())
    for n, lang, source, kind, tool in tsv:
        h = half(tool)
        halves[h]['pairs'] += 1
        halves[h]['en' if lang == 'en' else 'other'] += 1
        halves[h + ':' + kind]['pairs'] += 1
    for h in ('apart', 'shaping'):
        tools = sorted({t for *_, t in tsv if half(t) == h})
        print(f"{h}: {2 * halves[h]['pairs']} lines ({halves[h]['pairs']} pairs, {len(tools)} tools; "
              f"{halves[h]['en']} en, {halves[h]['other']} other)")
        print('  tools:', ', '.join(tools))
    for k in sorted(kinds):
        print(f"  {k}: apart {halves['apart:' + k]['pairs']} / shaping {halves['shaping:' + k]['pairs']}")
    sys.exit(1 if errors else 0)


if __name__ == '__main__':
    main()
