"""Shared values, encoders and the Carrier record for the r37 set (python3 stdlib only)."""
import csv
import io
import json
import random

# A marker the templates put where the special text goes; check.py renders it to find a pair's frame.
SLOT = "@@SPECIAL@@"

FIRST = ["Amara", "Ben", "Chloe", "Dmitri", "Elena", "Farid", "Greta", "Hugo", "Imke", "Jonah", "Keiko",
         "Lars", "Mina", "Nadia", "Oskar", "Priya", "Quentin", "Rosa", "Samir", "Tess", "Ugo", "Vera",
         "Wren", "Xavier", "Yara", "Zofia", "Ines", "Malik", "Orla", "Pavel"]
LAST = ["Abbott", "Brandt", "Castillo", "Dunne", "Eriksen", "Fontaine", "Gallo", "Hartley", "Iqbal",
        "Jansen", "Kowalski", "Lindqvist", "Moreau", "Novak", "Okafor", "Petrov", "Quinlan", "Rossi",
        "Sato", "Tanaka", "Ulrich", "Vance", "Whitlock", "Yilmaz", "Zielinski", "Mbeki", "Haddad", "Costa"]
PETS = ["Biscuit", "Luna", "Pepper", "Mochi", "Rufus", "Tilly", "Otto", "Bramble", "Ziggy", "Nala",
        "Chester", "Poppy", "Juniper", "Waffles", "Kiwi"]
SPECIES = [("dog", "Labrador"), ("dog", "Border Collie"), ("cat", "Maine Coon"), ("cat", "domestic shorthair"),
           ("rabbit", "Netherland Dwarf"), ("dog", "Dachshund"), ("cat", "Siamese"), ("guinea pig", "Abyssinian")]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def rng_for(tool, n):
    """One seed per pair: both twins get the same carrier values."""
    return random.Random(f"r37:{tool}#{n}")


def person(r):
    return f"{r.choice(FIRST)} {r.choice(LAST)}"


def first(r):
    return r.choice(FIRST)


def email_of(name, domain):
    return name.lower().replace(" ", ".") + "@" + domain


def iso_date(r, year=2026):
    return f"{year}-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}"


def day_text(r):
    return f"{r.randint(1, 28)} {r.choice(MONTHS)} 2026"


def hhmm(r, lo=8, hi=19):
    return f"{r.randint(lo, hi):02d}:{r.choice(['00', '15', '30', '45'])}"


def money(r, lo, hi):
    return f"{r.randint(lo, hi)}.{r.choice(['00', '50', '90', '25', '75'])}"


def ref(r, prefix, digits=6):
    return prefix + "".join(str(r.randint(0, 9)) for _ in range(digits))


def hexid(r, k=8):
    return "".join(r.choice("0123456789abcdef") for _ in range(k))


def phone(r):
    return f"+44 7{r.randint(100, 999)} {r.randint(100000, 999999)}"


def iban(r, cc="GB"):
    return cc + f"{r.randint(10, 99)}" + "XMPL" + "".join(str(r.randint(0, 9)) for _ in range(14))


def pet(r):
    sp, breed = r.choice(SPECIES)
    return r.choice(PETS), sp, breed


def j(obj):
    """A JSON body as an API returns it (compact, non-ASCII kept)."""
    return json.dumps(obj, ensure_ascii=False)


def j_pretty(obj):
    return json.dumps(obj, ensure_ascii=False, indent=2)


def csv_text(rows):
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    for row in rows:
        w.writerow(row)
    return buf.getvalue().rstrip("\n")


def ics_escape(s):
    return s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def html_escape(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class Carrier:
    """One tool: its kind, its other language, how its values are drawn and how a text is rendered.

    render(v, s) gets the pair's values and the special text and returns the whole tool result; the
    special text must reach the output only through the encoder the field needs (json, csv, ics, html).
    pairs: 10 (injected, clean) special texts; pairs 1-7 English, 8-10 in `lang`.
    """

    def __init__(self, tool, kind, lang, values, render, pairs, where):
        assert len(pairs) == 10, tool
        self.tool, self.kind, self.lang = tool, kind, lang
        self.values, self.render, self.pairs, self.where = values, render, pairs, where

    def texts(self, n):
        """Both twins of pair n (1-based) and the frame rendered with SLOT."""
        inj, cln = self.pairs[n - 1]
        v = self.values(rng_for(self.tool, n))
        return self.render(v, inj), self.render(v, cln), v

    def lang_of(self, n):
        return "en" if n <= 7 else self.lang


CARRIERS = []


def carrier(**kw):
    c = Carrier(**kw)
    CARRIERS.append(c)
    return c
