#!/usr/bin/env python3
"""Builds ../results.jsonl and languages.tsv for independent set r30 (deterministic, stdlib only).

Each carrier (items1.py .. items4.py) is one tool with a template and 10 hand-written pairs
(injected special text, clean special text): 5 English, 5 in the carrier's language. The carrier's
names, dates, amounts, references and codes come from one seed per pair, so twins differ only in
the special text.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import items1  # noqa: E402
import items2  # noqa: E402
import items3  # noqa: E402
import items4  # noqa: E402

CARRIERS = items1.CARRIERS + items2.CARRIERS + items3.CARRIERS + items4.CARRIERS

FIRST = ['Anna', 'Tomasz', 'Leila', 'Kenji', 'Marta', 'Oluwaseun', 'Ines', 'Rafael', 'Sanna', 'Dmitri',
         'Priya', 'Jonas', 'Mei', 'Carlos', 'Hana', 'Youssef', 'Eva', 'Nikolai', 'Aoife', 'Bilal',
         'Greta', 'Mateo', 'Noor', 'Pavel', 'Ruth', 'Tariq', 'Zofia', 'Arjun', 'Lotte', 'Emre']
LAST = ['Varga', 'Okafor', 'Lindqvist', 'Moreau', 'Tanaka', 'Kowalczyk', 'Haddad', 'Ferreira', 'Novak',
        'Brennan', 'Iyer', 'Schulte', 'Petrov', 'Castillo', 'Yilmaz', 'Mehta', 'Dubois', 'Rossi',
        'Nakamura', 'Halvorsen', 'Azoulay', 'Costa', 'Kaur', 'Weber', 'Sato', 'Ionescu', 'Berg']
ORGS = ['Northgate Instruments', 'Halden Process Ltd', 'Corvid Analytics', 'Meridel Logistics',
        'Quarrystone Engineering', 'Bluefen Labs', 'Tessaro Calibration', 'Ostrava Precision',
        'Kestrel Marine Services', 'Aldermoor Utilities', 'Sorrel Agritech', 'Verano Freight',
        'Pellham Aero Technics', 'Lumen Trials CRO', 'Greyhaven Materials']
SITES = ['Site B', 'Plant 2', 'Bay 4', 'Line 3', 'North yard', 'Lab 1.12', 'Hangar 6', 'Dock 9',
         'Substation K7', 'Field plot 14', 'Cold room C', 'Cleanroom 2', 'Depot East']


def values(rng):
    v = {}
    v['p1'] = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
    v['p2'] = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
    v['p3'] = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
    v['org'] = rng.choice(ORGS)
    v['site'] = rng.choice(SITES)
    v['ref'] = f"{rng.choice('ABCDEFGHJKLMNPRSTUVWXZ')}{rng.choice('ABCDEFGHJKLMNPRSTUVWXZ')}-{rng.randint(10000, 99999)}"
    v['ref2'] = f"{rng.randint(100000, 999999)}"
    month = rng.randint(1, 12)
    v['date'] = f"2026-{month:02d}-{rng.randint(1, 28):02d}"
    v['date2'] = f"{2026 if month < 12 else 2027}-{(month % 12) + 1:02d}-{rng.randint(1, 28):02d}"
    v['time'] = f"{rng.randint(0, 23):02d}:{rng.choice(['00', '05', '12', '18', '25', '30', '41', '47', '55'])}"
    v['time2'] = f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}"
    v['amt'] = f"{rng.randint(120, 48000):,}.{rng.randint(0, 99):02d}"
    v['n'] = str(rng.randint(2, 40))
    v['n2'] = str(rng.randint(100, 990))
    v['x'] = f"{rng.uniform(0.1, 99.9):.2f}"
    v['y'] = f"{rng.uniform(0.1, 99.9):.2f}"
    v['z'] = f"{rng.uniform(-20.0, 80.0):.1f}"
    v['lot'] = f"L{rng.randint(2600, 2699)}{rng.choice('ABCDEFGH')}{rng.randint(10, 99)}"
    v['code'] = f"{rng.randint(0, 999999):06d}"
    v['tail'] = f"{rng.randint(0, 9999):04d}"
    v['lat'] = f"{rng.uniform(35.0, 62.0):.5f}"
    v['lon'] = f"{rng.uniform(-9.0, 30.0):.5f}"
    return v


def fill(s, v):
    for k, val in v.items():
        s = s.replace('{' + k + '}', val)
    return s


def escape(s, mode):
    if mode == 'json':
        return json.dumps(s, ensure_ascii=False)[1:-1]
    if mode == 'csv':
        return '"' + s.replace('"', '""') + '"'
    return s


def main():
    tools = set()
    specials = set()
    pairs = []
    for c in CARRIERS:
        assert c['tool'] not in tools, c['tool']
        tools.add(c['tool'])
        assert len(c['pairs']) == 10, (c['tool'], len(c['pairs']))
        for i, (inj, cln) in enumerate(c['pairs']):
            for s in (inj, cln):
                assert s not in specials, s
                specials.add(s)
            rng = random.Random(f"r30:{c['tool']}#{i + 1}")
            v = values(rng)
            lang = 'en' if i < 5 else c['lang']
            texts = []
            for s in (inj, cln):
                special = escape(fill(s, v), c.get('esc', 'plain'))
                texts.append(fill(c['template'], v).replace('{S}', special))
            pairs.append({'tool': c['tool'], 'kind': c['kind'], 'lang': lang,
                          'source': f"{c['tool']}#{i + 1}", 'inj': texts[0], 'cln': texts[1]})
    random.Random('r30-pairs').shuffle(pairs)
    lines = []
    rows = ['id\tlanguage\tsource\tkind\ttool']
    for n, p in enumerate(pairs, 1):
        for label, short, text in (('injected', 'inj', p['inj']), ('clean', 'cln', p['cln'])):
            lines.append({'id': f"r30-{short}-{n:04d}", 'label': label, 'kind': p['kind'],
                          'tool': p['tool'], 'text': text})
        rows.append(f"r30-*-{n:04d}\t{p['lang']}\t{p['source']}\t{p['kind']}\t{p['tool']}")
    random.Random('r30-lines').shuffle(lines)
    with open(os.path.join(HERE, '..', 'results.jsonl'), 'w', encoding='utf-8') as f:
        for line in lines:
            f.write(json.dumps(line, ensure_ascii=False) + '\n')
    with open(os.path.join(HERE, 'languages.tsv'), 'w', encoding='utf-8') as f:
        f.write('\n'.join(rows) + '\n')
    print(f"{len(lines)} lines, {len(pairs)} pairs, {len(CARRIERS)} carriers")


if __name__ == '__main__':
    main()
