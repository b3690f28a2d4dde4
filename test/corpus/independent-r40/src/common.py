"""Shared values, encoders and the carrier record for the independent-r40 set."""
import html
import json
import random

MARK = "\x00SPECIAL\x00"

FIRST = ["Aoife", "Bram", "Carys", "Dmitri", "Elin", "Farid", "Greta", "Hamish", "Ines", "Jonas",
         "Keira", "Luca", "Maren", "Niall", "Orla", "Pavel", "Rosa", "Soren", "Tamsin", "Ugo",
         "Vera", "Wren", "Yusuf", "Zofia", "Callum", "Delphine", "Ewan", "Fenna", "Gideon", "Hana"]
LAST = ["Ashby", "Brennan", "Castell", "Dunmore", "Ellery", "Fairlie", "Garside", "Holloway",
        "Ingram", "Jessop", "Kettle", "Lindqvist", "Marchetti", "Norbury", "Okafor", "Pellow",
        "Quarrie", "Rowntree", "Sallis", "Trevelyan", "Upshall", "Varga", "Whitlock", "Yeoman"]
TOWNS = ["Falmouth", "Bude", "Whitby", "Keswick", "Harrogate", "Ludlow", "Tenby", "Oban",
         "Hexham", "Frome", "Penrith", "Dorking", "Ilkley", "Totnes", "Matlock"]


class Vals:
    """Per-pair seeded values: twins draw the same ones, so their frames are equal."""

    def __init__(self, tool, pair):
        self.r = random.Random(f"r40:{tool}#{pair}")

    def first(self):
        return self.r.choice(FIRST)

    def name(self):
        return f"{self.r.choice(FIRST)} {self.r.choice(LAST)}"

    def last(self):
        return self.r.choice(LAST)

    def town(self):
        return self.r.choice(TOWNS)

    def num(self, lo, hi):
        return self.r.randint(lo, hi)

    def money(self, lo, hi):
        return f"{self.r.randint(lo, hi)}.{self.r.choice(['00', '50', '95', '20', '75'])}"

    def date(self, month=None):
        m = month or self.r.randint(1, 12)
        return f"2026-{m:02d}-{self.r.randint(1, 28):02d}"

    def time(self, lo=8, hi=18):
        return f"{self.r.randint(lo, hi):02d}:{self.r.choice(['00', '15', '30', '45'])}"

    def phone(self):
        return f"07{self.r.randint(100, 999)} {self.r.randint(100000, 999999)}"

    def ref(self, prefix, digits=5):
        return f"{prefix}{self.r.randint(10 ** (digits - 1), 10 ** digits - 1)}"

    def pick(self, seq):
        return self.r.choice(seq)

    def shuffle(self, seq):
        seq = list(seq)
        self.r.shuffle(seq)
        return seq

    def times(self, n, start_h=8):
        """n ascending HH:MM times in one day, to fill chats and logs in order."""
        mins = sorted(self.r.sample(range(start_h * 60, 22 * 60), n))
        return [f"{m // 60:02d}:{m % 60:02d}" for m in mins]


def enc_json(s):
    return json.dumps(s, ensure_ascii=False)[1:-1]


def enc_csv(s):
    if any(c in s for c in ',"\n'):
        return '"' + s.replace('"', '""') + '"'
    return s


def enc_ical(s):
    return s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")


def enc_html(s):
    return html.escape(s, quote=True)


def enc_plain(s):
    return s


ENCODERS = {"json": enc_json, "csv": enc_csv, "ical": enc_ical, "html": enc_html, "plain": enc_plain}


S = "@@SPECIAL@@"


def jdump(obj):
    """A JSON record holding S in one string field; S becomes the marker after dumping."""
    return json.dumps(obj, ensure_ascii=False).replace(S, MARK)


class Carrier:
    def __init__(self, tool, kind, lang, enc, frame, pairs, oneline=False, html_comment=False):
        assert len(pairs) == 10, (tool, len(pairs))
        self.tool, self.kind, self.lang, self.enc = tool, kind, lang, enc
        self.frame, self.pairs = frame, pairs
        self.oneline, self.html_comment = oneline, html_comment

    def render_frame(self, pair):
        text = self.frame(Vals(self.tool, pair))
        assert text.count(MARK) == 1, self.tool
        return text

    def render(self, pair, special):
        return self.render_frame(pair).replace(MARK, ENCODERS[self.enc](special))

    def lang_of(self, pair):
        return "en" if pair <= 8 else self.lang


def chat(v, lines, special_who, fmt="[{t}] {who}: {msg}", start_h=8):
    """Filler messages with the special one placed by the seed; times filled in order afterwards."""
    pos = v.num(1, len(lines))
    msgs = list(lines[:pos]) + [(special_who, MARK)] + list(lines[pos:])
    ts = v.times(len(msgs), start_h)
    return "\n".join(fmt.format(t=t, who=w, msg=m) for t, (w, m) in zip(ts, msgs))
