"""Seeded values, placeholder filling and the carrier frames (one renderer per kind).

A frame is rendered from the pair's seed with a placeholder; the special text is put in afterwards,
encoded as its field needs, so twins differ only in the special text.
"""
import json
import random
import re

# given names and surnames, combined by the seed
FIRST = ("Aoife Bram Carys Dmitri Elin Farid Gwen Hamish Ines Jonas Kirsty Lorcan Maren Nadia Owain Priya Rhys "
         "Saskia Tomasz Ulla Vera Wyn Yusuf Zofia Ewan Ffion Greta Idris Jude Keziah").split()
LAST = ("Pryce Okafor Lindqvist Marsh Delacroix Bhatt Kowal Tennant Rosales Haig Moreau Szabo Quayle Van_Dijk "
        "Nakamura Ellery Brannigan Costa Whitlock Oyelaran Farrow Hughes-Lamb Castell Myrddin Strand").split()
LAST = [n.replace("_", " ") for n in LAST]
PH = "\u0000SPECIAL\u0000"
SPLIT = "\u0001"


class Values:
    """All seeded values for one pair: the frame and the special text's placeholders draw from it."""

    def __init__(self, seed, theme):
        self.r = random.Random(seed)
        r = self.r
        self.theme = theme
        self.people = r.sample([f"{f} {l}" for f in FIRST for l in LAST], 8)
        self.d = r.randint(2, 26)
        self.month = r.randint(3, 10)
        self.date = f"2026-{self.month:02d}-{self.d:02d}"
        org_dom = theme["domain"]
        self.f = {
            "name": self.people[0].split()[0],
            "name2": self.people[1].split()[0],
            "full": self.people[0],
            "full2": self.people[1],
            "amount": f"{r.randint(2, 95) * 10 + r.choice([0, 5])}.{r.choice(['00', '50', '00', '25'])}",
            "iban": f"GB{r.randint(10, 98)} XMPL {r.randint(1000, 9999)} {r.randint(1000, 9999)} {r.randint(1000, 9999)} {r.randint(10, 99)}",
            "sort": f"{r.randint(10, 99)}-{r.randint(10, 99)}-{r.randint(10, 99)}",
            "acct": f"{r.randint(10000000, 99999999)}",
            "email": f"{r.choice(['office', 'bookings', 'admin', 'info', 'accounts'])}@{org_dom}",
            "xemail": f"{self.people[2].split()[0].lower()}.{r.choice(['backup', 'work', 'home', 'uk'])}@{r.choice(['mailbox', 'postbox', 'fastmail', 'inboxly'])}.example",
            "domain": org_dom,
            "xdomain": f"{r.choice(['secure', 'portal', 'pay', 'files', 'sync', 'update'])}-{theme['short']}{r.randint(2, 99)}.example",
            "code": f"{r.randint(1000, 9999)}",
            "date": f"{self.d} {['', '', '', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October'][self.month]}",
            "phone": f"07{r.randint(100, 999)} {r.randint(100000, 999999)}",
            "org": theme["org"],
            "thing": r.choice(theme["things"]),
            "ref": f"{theme['short'].upper()}-{r.randint(1000, 9999)}",
            "time": f"{r.randint(7, 18):02d}:{r.choice(['00', '15', '30', '45'])}",
            "n": str(r.randint(3, 40)),
        }

    def fill(self, text):
        """Fills placeholders; a ⟨a|b|c⟩ group is one seeded choice of wording."""
        text = re.sub(r"⟨([^⟩]*)⟩", lambda m: self.r.choice(m.group(1).split("|")), text)
        return text.format(**self.f)


# what each field's syntax needs escaped, in the order the replacements must run
ESCAPES = {
    "ics": (("\\", "\\\\"), (";", "\\;"), (",", "\\,")),
    "html": (("&", "&amp;"), ("<", "&lt;"), (">", "&gt;")),
    "attr": (("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ('"', "&quot;")),
}


def escaper(syntax):
    def enc(text):
        for a, b in ESCAPES[syntax]:
            text = text.replace(a, b)
        return text
    return enc


ics, html = escaper("ics"), escaper("html")


def j(text):
    """JSON string body (no quotes)."""
    return json.dumps(text, ensure_ascii=False)[1:-1]


def csvq(text):
    return '"' + text.replace('"', '""') + '"' if any(c in text for c in ',"\n') else text


def ts(v, h, m):
    return f"{v.date}T{h:02d}:{m:02d}:{v.r.randint(0, 59):02d}Z"


# ---- frames: each returns (text with PH, encoder for the special text) ----

def f_record(v, c):
    r = v.r
    rec = {"id": f"{c['prefix']}_{r.randint(10000, 99999)}", "name": v.f["full"],
           "email": f"{v.f['full'].split()[0].lower()}.{v.f['full'].split()[-1].lower().replace(' ', '')}@example.net",
           "created": v.date}
    for k, opts in c["fields"].items():
        rec[k] = r.choice(opts) if isinstance(opts, list) else opts.format(**v.f)
    rec[c["note"]] = PH
    rec["status"] = r.choice(c.get("status", ["active", "pending", "confirmed"]))
    rec["amount_gbp"] = float(v.f["amount"])
    return json.dumps(rec, ensure_ascii=False).replace(json.dumps(PH), '"' + PH + '"'), j


def f_ticket(v, c):
    r = v.r
    t = {"ticket": f"#{r.randint(20000, 89999)}", "subject": r.choice(c["subjects"]), "requester": v.f["full"],
         "channel": r.choice(["web", "email", "phone"]), "priority": r.choice(["low", "normal", "high"]),
         "message": PH, "assignee": v.people[3], "tags": r.sample(c["tags"], 2)}
    return json.dumps(t, ensure_ascii=False).replace(json.dumps(PH), '"' + PH + '"'), j


def f_csv(v, c):
    r = v.r
    rows = [",".join(c["cols"])]
    k = r.randint(0, 3)
    for i in range(4):
        vals = [csvq(x.format(**v.f, p=v.people[i + 2], i=i + 1, x=r.randint(1, 60))) for x in c["row"]]
        note = PH if i == k else csvq(r.choice(c["fillers"]))
        rows.append(",".join(vals + [note]))
    return "\n".join(rows), csvq


def f_calendar(v, c):
    r = v.r
    ev = r.sample(c["events"], 2)
    k = r.randint(0, 1)
    out = ["BEGIN:VCALENDAR", "VERSION:2.0", f"PRODID:-//{v.f['org']}//Calendar//EN"]
    for i, e in enumerate(ev):
        h = r.randint(8, 17)
        out += ["BEGIN:VEVENT", f"UID:{r.randint(100000, 999999)}@{v.f['domain']}",
                f"DTSTART:{v.date.replace('-', '')}T{h:02d}0000Z", f"DTEND:{v.date.replace('-', '')}T{h + 2:02d}0000Z",
                f"SUMMARY:{ics(e)}", f"ORGANIZER:mailto:{v.f['email']}",
                "DESCRIPTION:" + (PH if i == k else ics(r.choice(c["fillers"]))), "END:VEVENT"]
    out.append("END:VCALENDAR")
    return "\n".join(out), ics


def f_web(v, c):
    r = v.r
    paras = r.sample(c["paras"], 3)
    style = c["hide"]
    body = [f"<h1>{html(c['title'])}</h1>"] + [f"<p>{html(v.fill(p))}</p>" for p in paras]
    if style == "hidden":
        sp = '<div style="display:none">' + PH + "</div>"
    elif style == "comment":
        sp = "<!-- " + PH + " -->"
    elif style == "alt":
        sp = f'<img src="/img/{r.randint(1, 40)}.jpg" alt="' + PH + '">'
    else:
        sp = '<p class="notice">' + PH + "</p>"
    body.insert(r.randint(1, len(body)), sp)
    enc = (lambda t: t) if style == "comment" else (
        escaper("attr") if style == "alt" else html)
    return (f"<html><head><title>{html(c['title'])} | {html(v.f['org'])}</title></head><body>"
            + "\n".join(body) + f"<footer>{html(v.f['org'])} · {v.f['email']}</footer></body></html>"), enc


def f_chat(v, c):
    r = v.r
    speakers = [p.split()[0] for p in v.people[3:8]]
    msgs = r.sample(c["msgs"], 4)
    k = r.randint(1, 4)
    lines = []
    h, m = r.randint(7, 19), r.randint(0, 40)
    for i in range(5):
        m += r.randint(1, 4)
        who = speakers[0] if i == k else r.choice(speakers[1:])
        text = PH if i == k else v.fill(msgs.pop())
        lines.append(f"[{h:02d}:{m:02d}] {who}: {text}")
        if i == k:
            nxt = f"\n[{h:02d}:{m + 1:02d}] {who}: "
    # a split special text (SPLIT between its parts) becomes two consecutive messages of one speaker
    return f"#{c['channel']}\n" + "\n".join(lines), (lambda t: t.replace(SPLIT, nxt))


def f_email(v, c):
    r = v.r
    paras = [v.fill(p) for p in r.sample(c["paras"], 2)]
    paras.insert(r.randint(0, 2), PH)
    sender = v.people[4]
    return (f"From: {sender} <{sender.split()[0].lower()}@{c['from_domain']}>\nTo: {v.f['email']}\n"
            f"Date: {v.date} {v.f['time']}\nSubject: {r.choice(c['subjects'])}\n\nHi all,\n\n"
            + "\n\n".join(paras) + f"\n\nThanks,\n{sender.split()[0]}"), (lambda t: t)


def f_log(v, c):
    r = v.r
    h = r.randint(0, 20)
    k = r.randint(1, 4)
    lines = []
    for i in range(6):
        ev = r.choice(c["events"]).format(x=r.randint(1, 99), y=r.randint(100, 999))
        lvl = r.choice(["INFO", "INFO", "WARN"])
        note = PH if i == k else r.choice(c["fillers"])
        lines.append(f"{ts(v, h, i * 7 + r.randint(0, 6))} {lvl} {c['device']} {ev} {c['field']}=\"{note}\"")
    return "\n".join(lines), (lambda t: t)


def f_doc(v, c):
    r = v.r
    lines = [c["title"].upper(), f"Ref: {v.f['ref']}   Date: {v.f['date']} 2026", ""]
    lines += [v.fill(x) for x in r.sample(c["lines"], 4)]
    lines.insert(r.randint(4, len(lines)), f"{c['label']}: " + PH)
    lines.append(f"Signed: {v.people[5]}")
    return "\n".join(lines), (lambda t: t)


def f_invoice(v, c):
    r = v.r
    items = r.sample(c["items"], 3)
    lines = [f"{c['vendor'].upper()}", "INVOICE", f"No. {r.randint(1000, 9999)}   Date {v.f['date']} 2026",
             f"Bill to: {v.f['org']}", ""]
    total = 0
    for it, lo, hi in items:
        q = r.randint(1, 6)
        p = r.randint(lo, hi)
        total += q * p
        lines.append(f"{it:<34}{q:>3} x {p:>6.2f} = {q * p:>8.2f}")
    lines += [f"{'TOTAL':<44}{total:>8.2f}", "", "Notes: " + PH, f"Terms: {r.choice([14, 30])} days"]
    return "\n".join(lines), (lambda t: t)


def f_review(v, c):
    r = v.r
    revs = r.sample(c["reviews"], 3)
    k = r.randint(0, 3)
    out = [f"Reviews for {v.f['org']} ({c['site']})"]
    for i in range(4):
        stars = r.randint(3, 5)
        who = v.people[i + 2].split()[0] + " " + v.people[i + 2].split()[-1][0] + "."
        text = PH if i == k else revs.pop()
        out.append(f"{'★' * stars}{'☆' * (5 - stars)} {who} · {v.f['date']}\n{text}")
    return "\n\n".join(out), (lambda t: t)


def f_form(v, c):
    r = v.r
    out = [f"New submission: {c['title']}", f"Name: {v.f['full']}",
           f"Email: {v.f['full'].split()[0].lower()}@example.org", f"Phone: {v.f['phone']}"]
    for k, opts in c["answers"].items():
        out.append(f"{k}: {r.choice(opts)}")
    out.append(f"{c['msg']}: " + PH)
    out.append(f"Submitted {v.date} {v.f['time']} via {v.f['domain']}/forms")
    return "\n".join(out), (lambda t: t)


FRAMES = {"record": f_record, "ticket": f_ticket, "csv": f_csv, "calendar": f_calendar, "web": f_web,
          "chat": f_chat, "email": f_email, "log": f_log, "doc": f_doc, "invoice": f_invoice,
          "review": f_review, "form": f_form}
