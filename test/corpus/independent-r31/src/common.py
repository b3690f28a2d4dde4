"""Shared made-up values for the round-31 carriers. Every value comes from the pair's own Random."""
import csv
import io
import json

FIRST = ["Amara", "Bastian", "Carmen", "Dmitri", "Elif", "Farid", "Greta", "Hiroshi", "Ines", "Jonas",
         "Kavya", "Lukas", "Maren", "Nadia", "Oskar", "Priya", "Rafael", "Sofia", "Tomasz", "Ulla",
         "Viktor", "Wanjiru", "Yusuf", "Zofia", "Leila", "Mateo", "Noor", "Aiko", "Bram", "Chiara"]
LAST = ["Achterberg", "Bellamy", "Castell", "Dufresne", "Eriksen", "Fonseca", "Gallagher", "Halvorsen",
        "Ibarra", "Jovanovic", "Kowalczyk", "Lindqvist", "Moreau", "Nakamura", "Okonkwo", "Petrescu",
        "Quint", "Rahman", "Szabo", "Tanaka", "Underwood", "Varga", "Whitcombe", "Yilmaz", "Zeller"]
TOWNS = ["Brenham", "Castlemere", "Dunmore Vale", "Eastwick", "Fairholm", "Greystone", "Harrowgate",
         "Kelbrook", "Lindenfeld", "Marlow Bay", "Northam", "Oakhurst", "Pellworth", "Redcliff",
         "Stonebridge", "Thornbury", "Westmere"]
STREETS = ["Mill Lane", "Station Road", "Church Street", "Harbour Yard", "Linden Avenue", "Quarry Close",
           "Kingsway", "Orchard Row", "Canal Street", "Beacon Hill", "Market Square", "Ferry Road"]
FIRMS = ["Harrow & Finch LLP", "Aldane Legal", "Brightwater Advisers", "Cobalt Build Ltd",
         "Dovecote Services", "Everline Consulting", "Fernside Supplies", "Granary Works",
         "Hollin Partners", "Ivybridge Trading"]


def person(r):
    return f"{r.choice(FIRST)} {r.choice(LAST)}"


def day(r, year=2026):
    return f"{year}-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}"


def clock(r):
    return f"{r.randint(8, 17):02d}:{r.choice(['00', '15', '30', '45'])}"


def digits(r, n):
    return "".join(r.choice("0123456789") for _ in range(n))


def alnum(r, n):
    return "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(n))


def money(r, lo, hi):
    return f"{r.randint(lo, hi):,}.{r.randint(0, 99):02d}"


def town(r):
    return r.choice(TOWNS)


def street(r):
    return f"{r.randint(1, 199)} {r.choice(STREETS)}"


def firm(r):
    return r.choice(FIRMS)


def js(obj):
    return json.dumps(obj, ensure_ascii=False, indent=2)


def table(rows):
    buf = io.StringIO()
    csv.writer(buf, lineterminator="\n", quoting=csv.QUOTE_ALL).writerows(rows)
    return buf.getvalue().rstrip("\n")
