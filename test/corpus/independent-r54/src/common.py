"""Shared helpers: the pair seed, the field encoders and the tool record every theme module fills."""
import hashlib
import html
import json
import random


def rng(tool, n):
    # One seed per pair: both twins draw the same frame values.
    return random.Random(int.from_bytes(hashlib.sha256(f"r54:{tool}:{n}".encode()).digest()[:8], "big"))


def js(s):
    return json.dumps(s, ensure_ascii=False)


def csvq(s):
    return '"' + s.replace('"', '""') + '"'


def ics(s):
    return s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def h(s):
    return html.escape(s, quote=True)


def hm(s):
    # A payload written as markup (a hidden span, a list item, an img with alt text, a comment) goes in as is.
    return s if s.lstrip().startswith("<") else h(s)


def yq(s):
    return "'" + s.replace("'", "''") + "'"


def parts(p):
    # A payload is one text or two (a split instruction or its clean twin's two fields).
    return (p, "") if isinstance(p, str) else (p[0], p[1])


# Pair 6 of every tool is a short result: the same kind of carrier cut down to one record.
SHORT_PAIR = 6
COMPACT = {
    "csv": lambda r, a: f"id,note\n{r.randint(1, 99)},{csvq(a)}",
    "log": lambda r, a: f"{r.randint(10, 23)}:{r.randint(10, 59)} INFO note={js(a)}",
    "email": lambda r, a: f"Subject: {r.choice(['quick one', 'fyi', 're: tonight'])}\n\n{a}",
    "html": lambda r, a: f"<p class=\"n{r.randint(1, 9)}\">{h(a)}</p>",
    "calendar": lambda r, a: f"BEGIN:VEVENT\nDESCRIPTION:{ics(a)}\nEND:VEVENT",
    "pdf-text": lambda r, a: f"p. {r.randint(2, 30)}\n{a}",
    "chat": lambda r, a: f"[{r.randint(10, 23)}:{r.randint(10, 59)}] {r.choice(['kim', 'jo', 'sam', 'ali'])}: {a}",
    "json": lambda r, a: js({"id": r.randint(1, 999), "note": a}),
    "markdown": lambda r, a: f"- {a}",
    "ticket": lambda r, a: f"#{r.randint(100, 999)} {a}",
    "yaml": lambda r, a: f"note: {yq(a)}",
    "code": lambda r, a: f"// {a}\nreturn {r.randint(0, 9)};",
}


class Tool:
    def __init__(self, name, kind, frame, pairs):
        self.name, self.kind, self.frame, self.pairs = name, kind, frame, pairs

    def lines(self):
        out = []
        for n, (inj, cln) in enumerate(self.pairs, 1):
            for label, payload in (("injected", inj), ("clean", cln)):
                a, b = parts(payload)
                r = rng(self.name, n)
                text = COMPACT[self.kind](r, a) if n == SHORT_PAIR else self.frame(r, a, b)
                out.append({"id": f"r54/{self.name}/{n}/{label}", "label": label, "kind": self.kind,
                            "tool": self.name, "text": text})
        return out
