"""Shared filler for the round-28 independent set: one seed per pair gives both twins the same
names, dates, amounts and references, so a pair differs only in its special text."""
import json
import random
from types import SimpleNamespace

FIRST = ['Maya', 'Tomas', 'Ines', 'Seun', 'Kenji', 'Hanna', 'Rafael', 'Leila', 'Priya', 'Mateo',
         'Sofia', 'Arjun', 'Noor', 'Elif', 'Jonas', 'Camille', 'Wei', 'Amara', 'Lukas', 'Zainab',
         'Dana', 'Oskar', 'Marta', 'Felix', 'Yara', 'Niamh', 'Ravi', 'Lotte', 'Bruno', 'Aiko']
LAST = ['Ferreira', 'Okafor', 'Lindqvist', 'Marsh', 'Takeda', 'Novak', 'Haddad', 'Brennan', 'Iyer',
        'Castell', 'Duarte', 'Kowal', 'Reyes', 'Aydin', 'Holm', 'Moreau', 'Chen', 'Mensah', 'Bauer',
        'Qureshi', 'Vidal', 'Sato', 'Petrov', 'Nilsen', 'Abara', 'Quinlan', 'Esposito', 'Varga']
CITY = ['Lisbon', 'Porto', 'Lyon', 'Leeds', 'Denver', 'Osaka', 'Krakow', 'Tallinn', 'Valencia',
        'Bristol', 'Austin', 'Gdansk', 'Seville', 'Utrecht', 'Graz', 'Bergen', 'Turin', 'Cork']
AIRPORT = ['LIS', 'OPO', 'LYS', 'LBA', 'DEN', 'KIX', 'KRK', 'TLL', 'VLC', 'BRS', 'AUS', 'GDN',
           'SVQ', 'AMS', 'GRZ', 'BGO', 'TRN', 'ORK']
STREET = ['Alder Road', 'Quarry Lane', 'Mill Street', 'Beacon Close', 'Harbour View', 'Elm Terrace',
          'Station Approach', 'Linden Way', 'Orchard Rise', 'Canal Walk']
MERCHANT = ['CORNER GROCER', 'METRO FUEL', 'CAFE LUMEN', 'BOOKNOOK', 'PHARMA PLUS', 'STREAMBOX',
            'CITYRAIL', 'HOMEWARE DEPOT', 'GREENLEAF MARKET', 'PARKSMART', 'FITZONE', 'PETPANTRY']


def amount(rng, lo, hi):
    return f'{rng.uniform(lo, hi):,.2f}'


def fields(seed):
    rng = random.Random(seed)
    f = SimpleNamespace()
    f.name = f'{rng.choice(FIRST)} {rng.choice(LAST)}'
    f.name2 = f'{rng.choice(FIRST)} {rng.choice(LAST)}'
    f.first = f.name.split()[0]
    f.first2 = f.name2.split()[0]
    f.last = f.name.split()[1]
    for i in range(1, 5):
        setattr(f, f'amt{i}', amount(rng, 3, 180))
    f.amt5 = amount(rng, 400, 4800)
    f.amt6 = amount(rng, 400, 4800)
    f.big = amount(rng, 90000, 420000)
    month = rng.randint(1, 12)
    day = rng.randint(1, 18)
    f.month = month
    for i in range(1, 5):
        setattr(f, f'date{i}', f'2026-{month:02d}-{day + 3 * (i - 1):02d}')
    for i in range(1, 4):
        setattr(f, f'time{i}', f'{rng.randint(6, 22):02d}:{rng.choice(["05", "10", "20", "35", "40", "55"])}')
    f.ref = ''.join(rng.choice('ABCDEFGHJKLMNPQRSTUVWXYZ23456789') for _ in range(6))
    f.ref2 = str(rng.randint(10 ** 7, 10 ** 8 - 1))
    f.ref3 = str(rng.randint(10 ** 9, 10 ** 10 - 1))
    f.card4 = f'{rng.randint(0, 9999):04d}'
    f.n1 = rng.randint(2, 9)
    f.n2 = rng.randint(10, 99)
    f.n3 = rng.randint(100, 999)
    f.pct = rng.randint(2, 40)
    f.city = rng.choice(CITY)
    f.city2 = rng.choice([c for c in CITY if c != f.city])
    i, j = rng.sample(range(len(AIRPORT)), 2)
    f.ap1, f.ap2 = AIRPORT[i], AIRPORT[j]
    f.street = f'{rng.randint(2, 140)} {rng.choice(STREET)}'
    f.m1, f.m2, f.m3 = rng.sample(MERCHANT, 3)
    f.phone = f'+1 555 01{rng.randint(10, 99)}'
    f.flight = rng.choice(['SK', 'VX', 'QL', 'TZ', 'JN']) + str(rng.randint(100, 2999))
    f.kwh = f'{rng.uniform(120, 900):.1f}'
    f.temp = f'{rng.uniform(17, 23):.1f}'
    f.steps = rng.randint(2500, 18000)
    f.hr = rng.randint(52, 88)
    f.pts = rng.randint(1200, 98000)
    return f


def J(obj):
    return json.dumps(obj, ensure_ascii=False)
