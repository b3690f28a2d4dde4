"""Shared values, encoders and the carrier record for the r38 independent set (python3 stdlib only)."""
import html
import json
import random

MARKER = "@@SPECIAL@@"

FIRST = ["Aoife", "Tomasz", "Priya", "Jonas", "Mei", "Kwame", "Lucia", "Oskar", "Farah", "Declan",
         "Ines", "Rafael", "Hana", "Callum", "Ngozi", "Pieter", "Sofia", "Emre", "Bronwen", "Yusuf",
         "Marta", "Ewan", "Leila", "Henrik", "Chloe", "Dmitri", "Anjali", "Rory", "Elif", "Gareth"]
LAST = ["Byrne", "Kowalski", "Raman", "Lindqvist", "Tanaka", "Mensah", "Ferreira", "Holm", "Haddad",
        "Gallagher", "Moreau", "Ortega", "Novak", "MacLeod", "Okafor", "de Vries", "Greco", "Yilmaz",
        "Pritchard", "Rahman", "Sokolova", "Fraser", "Nasser", "Berg", "Whitfield", "Petrov", "Iyer"]
BOATS = ["Sea Pippin", "Larkspur II", "Kittiwake", "Blue Heron", "Morwenna", "Tern Again", "Halcyon",
         "Saltmarsh", "Windrush", "Puffin", "Dunlin", "Solent Star", "Minke", "Curlew", "Aurora B"]
BIKES = ["Trek FX 3", "Brompton C Line", "Specialized Rockhopper", "Cube Kathmandu", "Giant Escape 2",
         "Raleigh Pioneer", "Tern GSD", "Riese & Müller Load 75", "Ridgeback Speed", "Boardman HYB 8.9"]
STREETS = ["Quay Road", "Mill Lane", "Chapel Street", "Orchard Close", "Harbour Way", "Beech Avenue",
           "Station Road", "Kiln Lane", "Castle Mews", "Riverside Walk", "Elm Grove", "Ferry Lane"]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def values(seed):
    """One seed per pair: every carrier value both twins share."""
    r = random.Random(seed)
    first, first2, first3 = r.sample(FIRST, 3)
    last, last2, last3 = r.sample(LAST, 3)
    m = r.randint(1, 12)
    d = r.randint(1, 27)
    hh = r.randint(8, 16)
    mm = r.choice([0, 15, 30, 45])
    return {
        "first": first, "first2": first2, "first3": first3,
        "name": f"{first} {last}", "name2": f"{first2} {last2}", "name3": f"{first3} {last3}",
        "last": last, "last2": last2,
        "email": f"{first.lower()}.{last.lower().replace(' ', '')}@mailbox.example",
        "date": f"2026-{m:02d}-{d:02d}", "date2": f"2026-{m:02d}-{d + 1:02d}",
        "ymd": f"2026{m:02d}{d:02d}", "ymd2": f"2026{m:02d}{d + 1:02d}",
        "dmy": f"{d} {MONTHS[m - 1]} 2026", "dmy2": f"{d + 1} {MONTHS[m - 1]} 2026",
        "time": f"{hh:02d}:{mm:02d}", "time2": f"{hh + 1:02d}:{mm:02d}",
        "hhmm": f"{hh:02d}{mm:02d}00", "hhmm2": f"{hh + 1:02d}{mm:02d}00",
        "amount": f"{r.randint(40, 2400)}.{r.choice(['00', '50', '95', '20'])}",
        "amount2": f"{r.randint(15, 380)}.{r.choice(['00', '40', '99'])}",
        "ref": str(r.randint(10000, 99999)), "ref2": str(r.randint(100000, 999999)),
        "inv": f"INV-{r.randint(2000, 9999)}", "po": f"PO{r.randint(1000, 9999)}",
        "phone": f"07700 9{r.randint(10000, 99999)}", "qty": r.randint(2, 40),
        "boat": r.choice(BOATS), "berth": f"{r.choice('ABCDEFG')}{r.randint(1, 48)}",
        "loa": f"{r.randint(7, 16)}.{r.randint(0, 9)}", "bike": r.choice(BIKES),
        "street": f"{r.randint(2, 120)} {r.choice(STREETS)}", "pos": r.randint(0, 3),
        "uid": f"{r.randint(10**7, 10**8 - 1)}", "hex": f"{r.getrandbits(48):012x}",
    }


def enc_text(s):
    return s


def enc_json(s):
    return json.dumps(s, ensure_ascii=False)[1:-1]


def enc_csv(s):
    return '"' + s.replace('"', '""') + '"' if any(c in s for c in ',"\n') else s


def enc_ics(s):
    return s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def enc_html(s):
    return html.escape(s, quote=True)


ENC = {"text": enc_text, "json": enc_json, "csv": enc_csv, "ics": enc_ics, "html": enc_html}


def jdump(obj):
    """JSON for API carriers; the marker survives json escaping untouched."""
    return json.dumps(obj, ensure_ascii=False, indent=None, separators=(",", ":"))


def insert_at(lines, pos, line):
    """The special message or row at the pair's seeded position among the others."""
    out = list(lines)
    out.insert(min(pos, len(out)), line)
    return out


def block(head, lines, pos, line):
    """A head line, then the lines with the special one at the pair's seeded position."""
    return head + "\n".join(insert_at(lines, pos, line)) + "\n"


def vevent(prodid, uid, v, summary, location, party):
    """One VEVENT in its VCALENDAR, the special text in DESCRIPTION."""
    return (f"BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:{prodid}\nBEGIN:VEVENT\n"
            f"UID:{uid}\nDTSTART:{v['ymd']}T{v['hhmm']}\nDTEND:{v['ymd']}T{v['hhmm2']}\n"
            f"SUMMARY:{summary}\nLOCATION:{location}\n{party}\nDESCRIPTION:{MARKER}\nEND:VEVENT\nEND:VCALENDAR\n")


class Carrier:
    """One tool: its kind, the encoding of the special field, its frame and its 10 pairs."""

    def __init__(self, tool, kind, enc, lang, frame, pairs):
        assert len(pairs) == 10, tool
        self.tool, self.kind, self.enc, self.lang, self.frame, self.pairs = tool, kind, enc, lang, frame, pairs

    def render(self, n, special):
        """Pair n's text with the given special text (None: the bare frame with the marker)."""
        frame = self.frame(values(f"r38:{self.tool}#{n}"))
        assert frame.count(MARKER) == 1, self.tool
        return frame if special is None else frame.replace(MARKER, ENC[self.enc](special))

    def lang_of(self, n):
        return "en" if n <= 8 else self.lang
