"""Shared value helpers for the r32 independent set (all names, firms, domains and figures made up)."""
import json
from string import Template

FIRST = ['Ilse', 'Tomas', 'Marta', 'Kofi', 'Aiko', 'Ravi', 'Lena', 'Oskar', 'Noor', 'Pavel', 'Greta',
         'Dario', 'Mei', 'Sanjay', 'Ines', 'Bram', 'Yusuf', 'Hana', 'Elio', 'Zofia', 'Anouk', 'Teodor']
LAST = ['Varga', 'Lindqvist', 'Okafor', 'Moreau', 'Tanaka', 'Brandt', 'Costa', 'Novak', 'Haddad',
        'Petersen', 'Ruiz', 'Kowal', 'Demir', 'Ferreira', 'Iyer', 'Szabo', 'Achterberg', 'Quist']
FIRM_A = ['Lantern', 'Bluefinch', 'Northgate', 'Copperleaf', 'Saltmarsh', 'Harbourline', 'Meadowbrook',
          'Kestrel', 'Amberway', 'Stonecrop', 'Riverbend', 'Tallow']
FIRM_B = ['Trading', 'Supplies', 'Goods', 'Wholesale', 'Logistics', 'Foods', 'Outfitters', 'Homeware',
          'Imports', 'Provisions']
TOWNS = ['Marlow Vale', 'Esterby', 'Port Calden', 'Hollin', 'Brisk Harbour', 'Wendmoor', 'Oakhurst Green',
         'Lisk', 'Feldmark', 'Carrow Bay']
STREETS = ['Mill Lane', 'Quarry Road', 'Station Street', 'Orchard Row', 'Canal Walk', 'Kiln Court',
           'Harbour Parade', 'Chapel Hill']
PRODUCTS = ['linen duvet cover', 'cast-iron skillet', 'trail running shoes', 'ceramic planter set',
            'wireless earbuds', 'oak chopping board', 'merino scarf', 'espresso grinder', 'kids rain jacket',
            'LED desk lamp', 'yoga mat', 'stainless bottle 750 ml', 'wool throw', 'phone case (clear)']
DOMAINS = ['lanternshop', 'bluefinch-goods', 'northgate-supply', 'copperleaf', 'saltmarsh-foods',
           'harbourline', 'meadowbrook-home', 'kestrel-outfitters', 'amberway', 'riverbend-trade']


def vals(rng):
    """One pair's values: both twins of a pair get exactly these."""
    d = {}
    d['name'] = f'{rng.choice(FIRST)} {rng.choice(LAST)}'
    d['name2'] = f'{rng.choice(FIRST)} {rng.choice(LAST)}'
    d['first'] = d['name'].split()[0]
    d['firm'] = f'{rng.choice(FIRM_A)} {rng.choice(FIRM_B)}'
    d['firm2'] = f'{rng.choice(FIRM_A)} {rng.choice(FIRM_B)}'
    d['dom'] = rng.choice(DOMAINS)
    d['email'] = f"{d['first'].lower()}.{d['name'].split()[1].lower()}@mail.example"
    d['order'] = str(rng.randint(100000, 999999))
    d['order2'] = str(rng.randint(100000, 999999))
    d['ref'] = ''.join(rng.choice('ABCDEFGHJKLMNPQRSTUVWXYZ') for _ in range(3)) + str(rng.randint(1000, 9999))
    d['amt'] = f'{rng.randint(12, 2400)}.{rng.randint(0, 99):02d}'
    d['amt2'] = f'{rng.randint(5, 400)}.{rng.randint(0, 99):02d}'
    d['amt3'] = f'{rng.randint(1000, 48000)}.{rng.randint(0, 99):02d}'
    d['qty'] = str(rng.randint(1, 48))
    d['qty2'] = str(rng.randint(50, 900))
    d['sku'] = ''.join(rng.choice('ABCDEFGHKLMNPRSTW') for _ in range(2)) + '-' + str(rng.randint(10000, 99999))
    d['sku2'] = ''.join(rng.choice('ABCDEFGHKLMNPRSTW') for _ in range(2)) + '-' + str(rng.randint(10000, 99999))
    d['trk'] = 'QX' + ''.join(str(rng.randint(0, 9)) for _ in range(10))
    m = rng.randint(1, 12)
    dd = rng.randint(1, 27)
    d['date'] = f'2026-{m:02d}-{dd:02d}'
    d['date2'] = f'2026-{m:02d}-{dd + 1:02d}'
    d['time'] = f'{rng.randint(7, 21):02d}:{rng.choice(["00", "15", "30", "45"])}'
    d['time2'] = f'{rng.randint(7, 21):02d}:{rng.choice(["05", "20", "35", "50"])}'
    d['town'] = rng.choice(TOWNS)
    d['street'] = f'{rng.randint(1, 140)} {rng.choice(STREETS)}'
    d['product'] = rng.choice(PRODUCTS)
    d['product2'] = rng.choice(PRODUCTS)
    d['phone'] = f'0555 {rng.randint(100, 999)} {rng.randint(1000, 9999)}'
    d['pct'] = str(rng.randint(3, 35))
    d['room'] = str(rng.randint(101, 640))
    d['n'] = str(rng.randint(2, 12))
    d['pin'] = str(rng.randint(1000, 9999))
    return d


def esc(text, mode):
    if mode == 'json':
        return json.dumps(text, ensure_ascii=False)[1:-1]
    if mode == 'csv':
        return '"' + text.replace('"', '""') + '"'
    return text


def render(carrier, rng, special):
    d = vals(rng)
    d['S'] = esc(special, carrier['esc'])
    return Template(carrier['fmt']).substitute(d)
