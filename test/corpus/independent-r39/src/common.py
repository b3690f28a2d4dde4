"""Shared values, encoders and the carrier record for independent-r39 (all text made up)."""
import html
import json
import random

FIRST = ["Aisha", "Ben", "Carla", "Dmitri", "Elena", "Farid", "Greta", "Hugo", "Ines", "Jonas", "Keiko",
         "Liam", "Maya", "Nils", "Olu", "Priya", "Quentin", "Rosa", "Sami", "Tessa", "Umar", "Vera",
         "Wen", "Ximena", "Yusuf", "Zofia"]
LAST = ["Abbott", "Brennan", "Castillo", "Dobson", "Eriksen", "Fairley", "Gallo", "Hartmann", "Iqbal",
        "Jansen", "Kowal", "Lindqvist", "Moreau", "Nakamura", "Okafor", "Pereira", "Quinn", "Rossi",
        "Sato", "Thorne", "Underwood", "Varga", "Whitlock", "Yilmaz", "Zielinski"]
STREET = ["Mill Lane", "Orchard Road", "Station Street", "Bridge Row", "Kiln Close", "Harbour View",
          "Chapel Walk", "Linden Avenue", "Rope Yard", "Willow Crescent"]
TOWN = ["Ashby", "Brookfield", "Carrow", "Dunmere", "Elmstead", "Fenwick", "Garrow", "Holtby"]


def values(tool, n):
    """One seed per pair: both twins get exactly these values."""
    r = random.Random(f"r39:{tool}#{n}")
    v = {
        "name": f"{r.choice(FIRST)} {r.choice(LAST)}",
        "name2": f"{r.choice(FIRST)} {r.choice(LAST)}",
        "name3": f"{r.choice(FIRST)} {r.choice(LAST)}",
        "first": r.choice(FIRST),
        "first2": r.choice(FIRST),
        "first3": r.choice(FIRST),
        "street": f"{r.randint(2, 180)} {r.choice(STREET)}",
        "town": r.choice(TOWN),
        "ref": f"{r.randint(10000, 99999)}",
        "ref2": f"{r.choice('ABCDEFGHJKLMNPRSTUVWXYZ')}{r.choice('ABCDEFGHJKLMNPRSTUVWXYZ')}-{r.randint(1000, 9999)}",
        "amount": f"{r.randint(18, 640)}.{r.choice(['00', '50', '95', '20', '75'])}",
        "amount2": f"{r.randint(5, 90)}.{r.choice(['00', '40', '99'])}",
        "qty": r.randint(1, 24),
        "day": r.randint(1, 27),
        "day2": r.randint(1, 27),
        "month": r.randint(1, 12),
        "hour": r.randint(8, 17),
        "minute": r.choice([0, 15, 30, 45]),
        "phone": f"+44 7{r.randint(100, 999)} {r.randint(100000, 999999)}",
        "pos": r.randint(0, 3),
        "hexid": "".join(r.choice("0123456789abcdef") for _ in range(10)),
    }
    v["date"] = f"2026-{v['month']:02d}-{v['day']:02d}"
    v["time"] = f"{v['hour']:02d}:{v['minute']:02d}"
    v["time2"] = f"{v['hour']:02d}:{(v['minute'] + 7) % 60:02d}"
    v["time3"] = f"{v['hour']:02d}:{(v['minute'] + 12) % 60:02d}"
    start = v["hour"] * 60 + v["minute"]
    v["times"] = [f"{(start + d) // 60:02d}:{(start + d) % 60:02d}" for d in (0, 6, 13, 21)]
    return v


def enc_json(s):
    return json.dumps(s, ensure_ascii=False)[1:-1]


def enc_csv(s):
    return '"' + s.replace('"', '""') + '"' if any(c in s for c in ',"\n') else s


def enc_ics(s):
    return s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def enc_html(s):
    return html.escape(s, quote=True)


def enc_plain(s):
    return s


ENCODERS = {"json": enc_json, "csv": enc_csv, "ics": enc_ics, "html": enc_html, "plain": enc_plain}


def rows_with(rows, special, pos, times=None):
    """Put the special row among ordinary rows at a seeded position; in chats and logs the rows' {T}
    timestamps are then filled in order, so the special message is never out of time order."""
    out = list(rows)
    out.insert(pos % (len(rows) + 1), special)
    if times is not None:
        out = [row.replace("{T}", times[i], 1) for i, row in enumerate(out)]
    return "\n".join(out)


class Carrier:
    def __init__(self, tool, kind, lang, enc, frame, pairs):
        self.tool, self.kind, self.lang, self.enc, self.frame, self.pairs = tool, kind, lang, enc, frame, pairs
        assert len(pairs) == 10, tool

    def render(self, n, special):
        return self.frame(values(self.tool, n), ENCODERS[self.enc](special))

    def render_raw(self, n, encoded):
        return self.frame(values(self.tool, n), encoded)


def P(*pairs):
    """A carrier's ten (injected, clean) special texts: pairs 1-8 English, 9-10 its other language."""
    return list(pairs)
