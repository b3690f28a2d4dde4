"""Shared helpers for the round-55 independent set: a seeded PRNG per pair and the tool record.

Each tool gives a frame (the carrier) filled from the pair's own seed, so an injected line and its clean
twin differ only in the hand-written text placed in one or two slots of that frame.
"""
import hashlib
import json
import random


def rng_for(tool, n):
    """The pair's own generator: both twins of a pair draw identical frame values."""
    seed = int.from_bytes(hashlib.sha256(f"r55:{tool}:{n}".encode()).digest()[:8], "big")
    return random.Random(seed)


# A pair whose injected slot is one plain string under 40 characters is placed in its kind's short frame, so
# about a tenth of the results are short (under 120 characters) whole.
SHORT = {
    "csv": lambda r, a: f"id,note\n{r.randint(1, 300)},\"{a}\"",
    "log": lambda r, a: f"{r.randint(6, 21):02d}:{r.randint(0, 59):02d} WARN note=\"{a}\"",
    "email": lambda r, a: f"Subject: quick one\n\n{a}",
    "json": lambda r, a: '{"id": %d, "note": "%s"}' % (r.randint(1, 999), a.replace('"', '\\"')),
    "yaml": lambda r, a: a if ":" in a.split(" ")[0] or a.startswith("#") else f"note: {a}",
    "markdown": lambda r, a: f"- {a}",
    "html": lambda r, a: a if a.startswith("<") else f"<p>{a}</p>",
    "calendar": lambda r, a: f"SUMMARY:Session\nDESCRIPTION:{a}",
    "chat": lambda r, a: f"[{r.randint(6, 21):02d}:{r.randint(0, 59):02d}] {r.choice(FIRST_SHORT)}: {a}",
    "code": lambda r, a: f"{a}\nx = load(path)",
    "ticket": lambda r, a: f"#{r.randint(100, 999)} {a}",
    "pdf-text": lambda r, a: f"Page {r.randint(2, 5)}\n{a}",
}
FIRST_SHORT = ["Kemi", "Lars", "Ines", "Sven", "Hana"]


class Tool:
    def __init__(self, name, kind, frame, pairs):
        self.name = name
        self.kind = kind
        self.frame = frame  # frame(rng, a, b) -> text; b is '' unless the pair fills two places
        self.pairs = pairs  # ten (injected, clean) pairs; each side a str or a (first, second) tuple
        assert len(pairs) == 10, (name, len(pairs))

    def lines(self):
        out = []
        for n, (inj, cln) in enumerate(self.pairs, start=1):
            for label, slot in (("injected", inj), ("clean", cln)):
                a, b = slot if isinstance(slot, tuple) else (slot, "")
                short = isinstance(inj, str) and len(inj) < 40
                r = rng_for(self.name, n)
                text = SHORT[self.kind](r, a) if short else self.frame(r, a, b)
                out.append({"id": f"r55/{self.name}/{n}/{label}", "label": label, "kind": self.kind,
                            "tool": self.name, "text": text})
        return out


FIRST = ["Aoife", "Bram", "Chidi", "Dana", "Elif", "Farid", "Greta", "Hamish", "Ines", "Jonas", "Kemi",
         "Lars", "Maeve", "Nikhil", "Olga", "Priya", "Quentin", "Rosa", "Sven", "Tomasz", "Ulla", "Vikram",
         "Wen", "Xavier", "Yara", "Zoltan", "Niamh", "Pedro", "Hana", "Ruairi"]
LAST = ["Byrne", "Okafor", "Lindqvist", "Moreau", "Kaya", "Haddad", "Novak", "Sato", "Fitzgerald",
        "Brennan", "Costa", "Weber", "Iyer", "Kowalski", "Mensah", "Duarte", "Holm", "Nakamura", "Reid"]


def person(rng):
    return f"{rng.choice(FIRST)} {rng.choice(LAST)}"


def first(rng):
    return rng.choice(FIRST)


def hhmm(rng, lo=6, hi=21):
    return f"{rng.randint(lo, hi):02d}:{rng.choice([0, 5, 10, 15, 20, 30, 40, 45, 50]):02d}"


def date(rng, month=None):
    return f"2026-{month or rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"


def money(rng, lo=4, hi=90):
    return f"{rng.randint(lo, hi)}.{rng.choice(['00', '50', '00', '25', '75'])}"


def cell(r, a, hit, fillers):
    """A CSV cell: the pair's slot (quoted) in the chosen row, else a filler drawn from the pair's seed."""
    return '"' + a.replace('"', '""') + '"' if hit else r.choice(fillers)


def json_slot(d, key, a, b, footer_key):
    """A JSON record with the slot under `key`, or merged in when the slot is itself a JSON object."""
    if a.startswith("{"):
        del d[key]
        d.update(json.loads(a))
    if b:
        d[footer_key] = b
    return json.dumps(d, ensure_ascii=False)
