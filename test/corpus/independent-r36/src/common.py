"""Shared values and helpers for the round 36 independent set: every pair's carrier values come from one seed."""
import csv
import io
import json

FIRST = ["Aoife", "Bram", "Carmen", "Dewi", "Elif", "Farid", "Greta", "Hamza", "Ines", "Jonas", "Kofi", "Lena",
         "Mateo", "Nadia", "Oskar", "Priya", "Quentin", "Rosa", "Sami", "Tamsin", "Umar", "Vera", "Wiktor",
         "Yara", "Zoltan", "Maeve", "Idris", "Leila", "Tobias", "Noor"]
LAST = ["Ashdown", "Brennan", "Castell", "Dromore", "Ekwueme", "Falkner", "Gorski", "Hallett", "Iqbal",
        "Jansen", "Kovacs", "Lindqvist", "Mbeki", "Novak", "Okafor", "Pellegrini", "Quayle", "Rahman",
        "Sandoval", "Thorne", "Ustinov", "Varga", "Whitlock", "Yilmaz", "Zeller", "Moreau", "Halloran"]
PLACES = ["Millbrook", "Harrowgate Vale", "Kestrel Bay", "Ashcombe", "Fernleigh", "Stonebridge", "Larkhill",
          "Oakmere", "Rivenhall", "Westcliff"]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def vals(rng):
    """One pair's carrier values: names, dates, amounts, references and codes, all made up."""
    m = rng.randrange(12)
    d = rng.randrange(1, 28)
    v = {
        "name": f"{rng.choice(FIRST)} {rng.choice(LAST)}",
        "name2": f"{rng.choice(FIRST)} {rng.choice(LAST)}",
        "name3": f"{rng.choice(FIRST)} {rng.choice(LAST)}",
        "first": rng.choice(FIRST),
        "last": rng.choice(LAST),
        "place": rng.choice(PLACES),
        "date": f"2026-{m + 1:02d}-{d:02d}",
        "date2": f"2026-{m + 1:02d}-{d + 1:02d}",
        "hdate": f"{d} {MONTHS[m]} 2026",
        "day": rng.choice(DAYS),
        "time": f"{rng.randrange(7, 20):02d}:{rng.choice(['00', '15', '30', '45'])}",
        "time2": f"{rng.randrange(7, 20):02d}:{rng.choice(['00', '30'])}",
        "amt": f"{rng.randrange(20, 900)}.{rng.randrange(100):02d}",
        "amt2": f"{rng.randrange(5, 120)}.{rng.choice(['00', '50', '95'])}",
        "big": f"{rng.randrange(1, 9)},{rng.randrange(100, 999)}.00",
        "ref": f"{rng.choice('ABCDEFGHKMNPRSTW')}{rng.choice('ABCDEFGHKMNPRSTW')}-{rng.randrange(10000, 99999)}",
        "ref2": f"{rng.randrange(100000, 999999)}",
        "id": f"{rng.randrange(16**6):06x}",
        "num": rng.randrange(2, 40),
        "num2": rng.randrange(1, 12),
        "phone": f"+44 7{rng.randrange(100, 999)} {rng.randrange(100000, 999999)}",
        "iban": f"GB{rng.randrange(10, 99)} EXMP {rng.randrange(1000, 9999)} {rng.randrange(1000, 9999)} "
                f"{rng.randrange(1000, 9999)} {rng.randrange(10, 99)}",
        "seq": rng.randrange(1000, 9999),
        "pct": rng.randrange(2, 30),
        "hours": rng.randrange(1, 6),
        "court": rng.randrange(1, 8),
        "age": rng.randrange(6, 17),
    }
    return v


def jdump(obj):
    """A tool's JSON result as an API returns it."""
    return json.dumps(obj, ensure_ascii=False)


def cdump(rows):
    """A CSV export with a header row; fields holding a comma or quote are quoted."""
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    for r in rows:
        w.writerow(r)
    return buf.getvalue().rstrip("\n")


def mail(frm, to, subject, date, body):
    """A plain email as a mail tool returns it."""
    return f"From: {frm}\nTo: {to}\nDate: {date}\nSubject: {subject}\n\n{body}"


def ics(text):
    """An iCalendar TEXT value: backslash, comma and semicolon escaped as RFC 5545 asks."""
    return text.replace("\\", "\\\\").replace(",", "\\,").replace(";", "\\;")
