"""Shared helpers for the r52 generator: a seeded RNG per pair and the encoders each carrier needs."""
import csv
import html
import io
import json
import random


def rng_for(tool, n):
    # Both twins of a pair draw the same frame from this seed; only the special text differs.
    return random.Random(f"r52:{tool}:{n}")


def jdump(obj):
    return json.dumps(obj, ensure_ascii=False, indent=None)


def jpretty(obj):
    return json.dumps(obj, ensure_ascii=False, indent=2)


def csv_text(rows):
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    for r in rows:
        w.writerow(r)
    return buf.getvalue().rstrip("\n")


def h(s):
    return html.escape(s, quote=True)


def ics(s):
    return s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")


def yq(s):
    return "'" + s.replace("'", "''") + "'"


def pick(rng, xs):
    return xs[rng.randrange(len(xs))]


def day(rng, month=None):
    m = month or rng.randint(1, 12)
    return f"2026-{m:02d}-{rng.randint(1, 28):02d}"


def hhmm(rng, lo=7, hi=21):
    return f"{rng.randint(lo, hi):02d}:{pick(rng, ['00', '05', '10', '15', '20', '30', '40', '45', '50'])}"


FIRST = ["Aileen", "Bryn", "Catriona", "Dewi", "Elspeth", "Fergus", "Gwen", "Hamish", "Isla", "Jory",
         "Kirsty", "Lachlan", "Morag", "Niall", "Owain", "Peigi", "Rhodri", "Seren", "Tam", "Una",
         "Wyn", "Yusuf", "Zofia", "Priya", "Tomasz", "Ines", "Kofi", "Mei", "Ruairidh", "Sadie"]
LAST = ["Armstrong", "Baird", "Cadwallader", "Dunbar", "Ellwood", "Fairbairn", "Gilchrist", "Hogg",
        "Ireland", "Jardine", "Kerr", "Laidlaw", "Munro", "Nixon", "Orr", "Pringle", "Rutherford",
        "Scott", "Tweedie", "Usher", "Veitch", "Wallace", "Nowak", "Okafor", "Chen", "Patel"]


def person(rng):
    return f"{pick(rng, FIRST)} {pick(rng, LAST)}"


def with_slot(rng, lo, hi, normal, special):
    """Between lo and hi items from normal(rng), one of them (at a seeded place) special(rng) instead."""
    k = rng.randint(lo, hi)
    at = rng.randrange(k)
    return [special(rng) if i == at else normal(rng) for i in range(k)]


def html_slot(rng, s, forms):
    """The special text in one of a carrier's HTML forms (each a format string on the escaped or raw text)."""
    form = pick(rng, forms)
    return form.format(e=h(s), raw=s, n=rng.randint(1, 300))
