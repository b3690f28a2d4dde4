"""Shared values and helpers for the r35 carriers: every made-up value comes from the pair's own Random."""
import csv
import io
import json

FIRST = ['Maren', 'Tobias', 'Ines', 'Kofi', 'Lucia', 'Arjun', 'Freya', 'Mateo', 'Sana', 'Oskar', 'Noor',
         'Elif', 'Jonas', 'Priya', 'Hugo', 'Amara', 'Wren', 'Dario', 'Yuki', 'Talia', 'Bram', 'Zofia']
LAST = ['Halloway', 'Brenner', 'Okafor', 'Lindqvist', 'Moreau', 'Castell', 'Varga', 'Nakamura', 'Petrov',
        'Quinlan', 'Aydin', 'Sorensen', 'Mbeki', 'Ferreira', 'Kowal', 'Ashdown', 'Ruiz', 'Delacroix']
SHOPS = ['Thistle & Thread', 'Kiln Street Ceramics', 'Oddfellow Denim', 'Marlow Apothecary',
         'Birch Lane Woodworks', 'Second Chapter Vintage', 'Loop & Purl', 'Saltmarsh Soap Co.',
         'Northgate Leather', 'Cobalt Bead Studio', 'Hollow Oak Goods', 'Fernhill Knitwear']


def nm(r):
    return f'{r.choice(FIRST)} {r.choice(LAST)}'


def shop(r):
    return r.choice(SHOPS)


def amt(r, lo, hi, cur='£'):
    return f'{cur}{r.randint(lo, hi)}.{r.randint(0, 99):02d}'


def ref(r, pfx, n=6):
    return pfx + ''.join(r.choice('0123456789') for _ in range(n))


def dt(r, year=2026):
    return f'{year}-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}'


def tm(r):
    return f'{r.randint(7, 21):02d}:{r.choice(["00", "15", "30", "45"])}'


def ph(r):
    return f'+44 7{r.randint(100, 999)} {r.randint(100000, 999999)}'


def js(d):
    return json.dumps(d, ensure_ascii=False)


def rows(rs):
    buf = io.StringIO()
    csv.writer(buf, lineterminator='\n').writerows(rs)
    return buf.getvalue().rstrip('\n')
