"""Shared values, field encoders and the carrier record for corpus set independent-r41."""
import csv
import html
import io
import json
import random

MARK = "\x00"  # where the special text goes in a rendered frame

FIRST = ["Ailsa", "Bram", "Carys", "Dmitri", "Elin", "Farid", "Greta", "Hamish", "Ines", "Jonas",
         "Kerstin", "Luca", "Maren", "Niall", "Odile", "Piotr", "Quentin", "Rosa", "Soren", "Tamsin",
         "Ulla", "Viktor", "Wren", "Yusuf", "Zofia"]
LAST = ["Abernethy", "Brandt", "Castell", "Dunmore", "Eklund", "Ferreira", "Gallo", "Hartley",
        "Ivers", "Jankowski", "Kowal", "Lindqvist", "Moreau", "Novak", "Oakes", "Pryce", "Quinlan",
        "Rossi", "Strand", "Thorne", "Underhill", "Varga", "Whitlock", "Yates", "Zeller"]
TOWNS = ["Kendal", "Aviemore", "Hexham", "Ludlow", "Keswick", "Pitlochry", "Buxton", "Settle",
         "Brecon", "Oban", "Rye", "Totnes"]


def person(rng):
    return f"{rng.choice(FIRST)} {rng.choice(LAST)}"


def phone(rng):
    return f"+44 7{rng.randint(100, 999)} {rng.randint(100000, 999999)}"


def date(rng, year=2026):
    return f"{year}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"


def ref(rng, prefix, digits=5):
    return f"{prefix}-{rng.randint(10 ** (digits - 1), 10 ** digits - 1)}"


def money(rng, lo, hi):
    return f"{rng.randint(lo, hi)}.{rng.choice(['00', '50', '95', '20', '75'])}"


def hhmm(rng, lo=7, hi=20):
    return f"{rng.randint(lo, hi):02d}:{rng.choice(['00', '15', '30', '45'])}"


def times_in_order(rng, n, start_h=8):
    """n increasing HH:MM stamps, drawn after the special message is placed so it stays in order."""
    m = start_h * 60 + rng.randint(0, 50)
    out = []
    for _ in range(n):
        m += rng.randint(1, 37)
        out.append(f"{(m // 60) % 24:02d}:{m % 60:02d}")
    return out


# ---- encoders: the special text as its field requires ----

def enc_json(s):
    return json.dumps(s, ensure_ascii=False)[1:-1]


def dec_json(s):
    return json.loads('"' + s + '"')


def enc_csv(s):
    if any(c in s for c in ',"\n\r'):
        return '"' + s.replace('"', '""') + '"'
    return s


def dec_csv(s):
    if s.startswith('"'):
        rows = list(csv.reader(io.StringIO(s)))
        return rows[0][0]
    return s


def enc_ics(s):
    if "\n" in s or "\r" in s:
        raise ValueError("newline in iCalendar text")
    return s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")


def dec_ics(s):
    out, i = [], 0
    while i < len(s):
        if s[i] == "\\" and i + 1 < len(s):
            out.append(s[i + 1])
            i += 2
        else:
            out.append(s[i])
            i += 1
    return "".join(out)


def enc_html(s):
    return html.escape(s, quote=True)


def enc_comment(s):
    if "--" in s:
        raise ValueError("-- in HTML comment text")
    return html.escape(s, quote=True)


def enc_plain(s):
    return s


ENCODERS = {
    "json": (enc_json, dec_json),
    "csv": (enc_csv, dec_csv),
    "ics": (enc_ics, dec_ics),
    "html": (enc_html, html.unescape),
    "comment": (enc_comment, html.unescape),
    "plain": (enc_plain, lambda s: s),
    "line": (enc_plain, lambda s: s),  # plain text that must stay on one line
}


def jdump(obj):
    """JSON with MARK kept as a raw marker (json would escape it as \\u0000)."""
    return json.dumps(obj, ensure_ascii=False).replace("\\u0000", MARK)


def csvrow(cells):
    return ",".join(c if c == MARK else enc_csv(str(c)) for c in cells)


class Carrier:
    def __init__(self, tool, kind, enc, lang, frame, pairs):
        self.tool, self.kind, self.enc, self.lang, self.frame, self.pairs = tool, kind, enc, lang, frame, pairs
        assert len(pairs) == 10, (tool, len(pairs))

    def rng(self, n):
        return random.Random(f"r41:{self.tool}#{n}")

    def template(self, n):
        t = self.frame(self.rng(n))
        assert t.count(MARK) == 1, self.tool
        return t

    def render(self, n, special):
        enc = ENCODERS[self.enc][0]
        body = enc(special)
        if self.enc in ("line", "csv", "ics") and ("\n" in special or "\r" in special):
            raise ValueError(f"newline in one-line field of {self.tool}")
        return self.template(n).replace(MARK, body)



def chat(rng, header, speakers, filler, stamp_fmt="[{t}] {who}: {msg}"):
    """A chat log whose special message sits at a seeded position; stamps drawn after, in order."""
    n = rng.randint(4, 7)
    pos = rng.randrange(1, n)
    others = iter(rng.sample(filler, n - 1))  # no filler message twice in one log
    lines = []
    for i in range(n):
        who = rng.choice(speakers)
        lines.append((who, MARK if i == pos else next(others)))
    stamps = times_in_order(rng, n)
    return header + "\n" + "\n".join(stamp_fmt.format(t=t, who=w, msg=m) for t, (w, m) in zip(stamps, lines))

