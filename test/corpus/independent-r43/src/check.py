"""Validate independent set r43: python3 src/check.py [--split] [--selftest]."""
import csv
import hashlib
import html
import io
import json
import os
import re
import sys
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import build  # noqa: E402
import common  # noqa: E402

FIELDS = ['id', 'label', 'kind', 'tool', 'text']
OTHER = ['de', 'fr', 'es', 'it', 'pt', 'nl', 'pl', 'sv', 'tr', 'ja', 'zh', 'ko', 'ru', 'el', 'ar']
SCRIPTS = {'ja': r'[\u3040-\u30ff]', 'zh': r'[\u4e00-\u9fff]', 'ko': r'[\uac00-\ud7af]', 'ru': r'[\u0400-\u04ff]',
           'el': r'[\u0370-\u03ff]', 'ar': r'[\u0600-\u06ff]'}
WORDS = {
    'de': 'und die der den das nicht bitte ist mit für auf von ab an zu am wie nach',
    'fr': 'le la les de des et est pas pour sur du une un à nos avec',
    'es': 'el la los las de que y es no por para con su desde nos del',
    'it': 'il la le di che e non per con da del della finché un una su questa questo al alla quando',
    'pt': 'o a os as de que e não para com do da um uma das',
    'nl': 'de het een en van niet op voor naar met is bij zijn mij jullie heeft mijn ook hier',
    'pl': 'i w na nie do się z że jest proszę czy od to żeby po',
    'sv': 'och att är inte på för med till som det en har',
    'tr': 've bir bu için lütfen ile değil olarak diyor bana ya da mı kadar sonra aynı hemen bizi',
}
MARKS = {'de': '[äöüß]', 'fr': '[éèêàçùâî]', 'es': '[ñáéíóú¿¡]', 'it': '[àèéìòù]', 'pt': '[ãõçáéêóà]',
         'nl': r'\bij|[ëé]', 'pl': '[ąćęłńóśźż]', 'sv': '[åäö]', 'tr': '[ğışçöü]'}
EN = set('the and to of a in is for on with this it be not as at by from please my your all our'.split())
MACHINE = re.compile(r'\b(assistant|bot|ai|agent|system|chatbot|@\w+bot|summar\w*|whoever|staff processing|anyone summarising)\b', re.I)
SALT = 'indep-r43-half'


def half(tool):
    return 'apart' if hashlib.sha256(f'{SALT}:{tool}'.encode()).digest()[0] & 1 else 'shaping'


def decode(enc, mid):
    if enc == 'json':
        return json.loads('"' + mid + '"')
    if enc == 'csv':
        return mid[1:-1].replace('""', '"') if mid.startswith('"') else mid
    if enc == 'ical':
        return re.sub(r'\\(.)', r'\1', mid)
    if enc == 'html':
        return html.unescape(mid)
    return mid


def lang_ok(lang, s):
    if lang == 'en':
        return s.isascii()
    if lang in SCRIPTS:
        ok = re.search(SCRIPTS[lang], s) is not None
        return ok and (lang != 'zh' or not re.search(SCRIPTS['ja'], s))
    toks = re.findall(r"[^\W\d_]+", s.lower())
    mine = sum(t in WORDS[lang].split() for t in toks)
    marks = re.search(MARKS[lang], s.lower()) is not None
    return (mine >= 2 or (mine >= 1 and marks)) and mine > sum(t in EN for t in toks)


def structural(lines):
    """Every check that needs only the file, the generator's frames and its special texts (not the built text)."""
    errs = []
    if len(lines) != 900:
        errs.append(f'{len(lines)} lines, want 900')
    recs, ids = [], set()
    for n, ln in enumerate(lines):
        try:
            x = json.loads(ln)
        except ValueError:
            errs.append(f'line {n}: not JSON')
            continue
        if list(x) != FIELDS:
            errs.append(f'line {n}: fields {list(x)}')
            continue
        if x['id'] in ids:
            errs.append(f'duplicate id {x["id"]}')
        ids.add(x['id'])
        m = re.fullmatch(r'r43-(inj|cln)-(\d{4})', x['id'])
        if not m or (m.group(1) == 'inj') != (x['label'] == 'injected') or x['label'] not in ('injected', 'clean'):
            errs.append(f'{x["id"]}: id/label mismatch')
            continue
        recs.append((int(m.group(2)), x))
    carriers = {c['tool']: (k, c) for k, c in build.carriers()}
    numbering = {n: (c['tool'], i, lang) for n, kind, c, i, lang, _, _ in build.pairs()}
    by_num = {}
    for num, x in recs:
        by_num.setdefault(num, {})[x['label']] = x
    specials = Counter()
    per_tool, per_kind, per_lang = Counter(), Counter(), Counter()
    for num in sorted(by_num):
        tw = by_num[num]
        if set(tw) != {'injected', 'clean'} or num not in numbering:
            errs.append(f'pair {num}: not a twin pair')
            continue
        tool, i, lang = numbering[num]
        inj, cln = tw['injected'], tw['clean']
        if inj['tool'] != cln['tool'] or inj['kind'] != cln['kind']:
            errs.append(f'pair {num}: twins differ in tool or kind')
            continue
        if inj['tool'] != tool or inj['kind'] != carriers[tool][0]:
            errs.append(f'pair {num}: tool or kind is not the carrier numbered here')
            continue
        c = carriers[tool][1]
        enc = common.FRAME_ENCODING[c['frame']]
        fr = common.frame(c, i)
        pre, suf = fr.split(common.PH)
        want = dict(zip(('injected', 'clean'), c['pairs'][i - 1]))
        per_tool[tool] += 1
        per_kind[inj['kind']] += 1
        per_lang[lang] += 1
        for label, x in tw.items():
            t = x['text']
            if not (t.startswith(pre) and t.endswith(suf) and len(t) >= len(pre) + len(suf)):
                errs.append(f'{x["id"]}: frame differs from the carrier frame')
                continue
            mid = t[len(pre):len(t) - len(suf)]
            try:
                s = decode(enc, mid)
            except ValueError:
                errs.append(f'{x["id"]}: special text not in its field encoding')
                continue
            if common.ENCODERS[enc](s) != mid or s != want[label]:
                errs.append(f'{x["id"]}: special text is not this label\'s text, encoded')
            if '\n' in s or (c.get('hide') == 'comment' and '--' in s):
                errs.append(f'{x["id"]}: newline or -- in special text')
            if not lang_ok(lang, s):
                errs.append(f'{x["id"]}: not in {lang}')
            specials[s] += 1
            if c['frame'] in ('json', 'ticket'):
                json.loads(t)
            if c['frame'] == 'csv' and len({len(r) for r in csv.reader(io.StringIO(t))}) != 1:
                errs.append(f'{x["id"]}: CSV rows of unequal width')
            if c['frame'] == 'ical' and '\n' in mid:
                errs.append(f'{x["id"]}: folded iCalendar description')
        if tw['injected']['text'] == tw['clean']['text']:
            errs.append(f'pair {num}: twins identical')
    errs += [f'special text used {k} times: {s[:40]}' for s, k in specials.items() if k > 1]
    if len(per_tool) != 45 or set(per_tool.values()) != {10}:
        errs.append('not 45 tools of 10 pairs')
    if set(per_kind.values()) != {90} or len(per_kind) != 5:
        errs.append(f'kinds {dict(per_kind)}')
    if per_lang['en'] != 360 or any(per_lang[k] != 6 for k in OTHER) or len(per_lang) != 16:
        errs.append(f'languages {dict(per_lang)}')
    return errs, recs, per_kind, per_lang


def report(recs, per_kind, per_lang, split):
    print('labels', dict(Counter(x['label'] for _, x in recs)))
    print('kinds (pairs)', dict(sorted(per_kind.items())))
    print('languages (pairs)', dict(sorted(per_lang.items())))
    inj = [s for _, c in build.carriers() for s, _ in c['pairs']]
    cln = [s for _, c in build.carriers() for _, s in c['pairs']]
    print('texts naming a machine reader (rough regex): injected', sum(bool(MACHINE.search(s)) for s in inj),
          'clean', sum(bool(MACHINE.search(s)) for s in cln))
    ratios = sorted(len(b) / len(a) for a, b in zip(inj, cln))
    print(f'clean/injected length ratio: min {ratios[0]:.2f} median {ratios[len(ratios) // 2]:.2f} max {ratios[-1]:.2f}')
    if split:
        tsv = [ln.split('\t') for ln in open(build.TSV, encoding='utf-8').read().splitlines()[1:]]
        h = Counter(half(x['tool']) for _, x in recs)
        print('split lines', dict(h))
        for side in ('apart', 'shaping'):
            tools = sorted({x['tool'] for _, x in recs if half(x['tool']) == side})
            rows = [r for r in tsv if half(r[4]) == side]
            print(side, len(tools), 'tools', len(rows), 'pairs; en', sum(r[1] == 'en' for r in rows),
                  'other', sum(r[1] != 'en' for r in rows), '; by kind', dict(sorted(Counter(r[3] for r in rows).items())))
            print('  ', ', '.join(tools))


def selftest(lines):
    def setf(i, k, v):
        def f(ls):
            ls = list(ls)
            x = json.loads(ls[i])
            x[k] = v
            ls[i] = json.dumps(x, ensure_ascii=False)
            return ls
        return f

    def swap_text(ls):
        ls = list(ls)
        a = json.loads(ls[0])
        twin = a['id'].replace('inj', 'X').replace('cln', 'inj').replace('X', 'cln')
        j = next(k for k, s in enumerate(ls) if json.loads(s)['id'] == twin)
        b = json.loads(ls[j])
        a['text'], b['text'] = b['text'], a['text']
        ls[0], ls[j] = json.dumps(a, ensure_ascii=False), json.dumps(b, ensure_ascii=False)
        return ls

    def ical_unescape(ls):
        ls = list(ls)
        for k, s in enumerate(ls):
            x = json.loads(s)
            if 'DESCRIPTION:' in x['text'] and '\\,' in x['text']:
                x['text'] = x['text'].replace('\\,', ',', 1)
                ls[k] = json.dumps(x, ensure_ascii=False)
                return ls
        raise AssertionError('no escaped comma')

    def reorder(ls):
        x = json.loads(ls[5])
        return ls[:5] + [json.dumps({k: x[k] for k in reversed(FIELDS)}, ensure_ascii=False)] + ls[6:]

    first = json.loads(lines[4])
    muts = {
        'drop a line': lambda ls: ls[1:],
        'duplicate a line': lambda ls: ls + ls[:1],
        'edit a frame': setf(2, 'text', json.loads(lines[2])['text'].replace('2026', '2025', 1)),
        'give a twin the other text': swap_text,
        'swap a label': setf(4, 'label', 'clean' if first['label'] == 'injected' else 'injected'),
        'rename a tool': setf(6, 'tool', 'renamed_tool'),
        'change a kind': setf(7, 'kind', 'other'),
        'duplicate an id': setf(8, 'id', json.loads(lines[9])['id']),
        'reorder fields': reorder,
        'unescape an iCalendar comma': ical_unescape,
        'change a special text by one character': setf(10, 'text', json.loads(lines[10])['text'][:-3] + json.loads(lines[10])['text'][-2:]),
    }
    bad = 0
    for name, f in muts.items():
        errs = structural(f(lines))[0]
        print(f'mutation {name!r}: {"FAILS as it should" if errs else "PASSES (bad)"} ({len(errs)} errors)')
        bad += not errs
    import random
    shuffled = list(lines)
    random.Random(1).shuffle(shuffled)
    ok = not structural(shuffled)[0]
    print('control (reshuffled copy):', 'passes' if ok else 'FAILS (bad)')
    return bad == 0 and ok


def main():
    lines = open(build.OUT, encoding='utf-8').read().splitlines()
    errs, recs, per_kind, per_lang = structural(lines)
    if '\n'.join(lines) + '\n' != build.text():
        errs.append('results.jsonl differs from the built text: run src/build.py')
    for e in errs[:40]:
        print('ERROR', e)
    report(recs, per_kind, per_lang, '--split' in sys.argv)
    ok = not errs
    if '--selftest' in sys.argv:
        ok = selftest(lines) and ok
    print('OK' if ok else f'FAILED ({len(errs)} errors)')
    sys.exit(0 if ok else 1)


if __name__ == '__main__':
    main()
