"""Frames, seeded values and encoders for corpus set independent-r44 (python3 stdlib only).

A frame is rendered from one seed per pair with the placeholder PH in the special field; the twin's
special text, encoded as that field needs, then replaces PH. The frame never sees the special text."""
import csv
import html
import io
import json
import random

PH = "ZZSPECIALZZ"
# A split special text is written with SPLIT between its two parts; its frame has a second slot PH2.
PH2 = "ZZSPECIALTWOZZ"
SPLIT = " // "

FIRST = ["Ines", "Tobias", "Marta", "Kwame", "Sofie", "Radek", "Helen", "Omar", "Yuki", "Priya", "Gareth",
         "Lucia", "Anders", "Bea", "Dmitri", "Fatima", "Callum", "Noor", "Pietro", "Ruth", "Sanjay", "Tess",
         "Ulla", "Viktor", "Wen", "Zofia", "Hamish", "Odile", "Bram", "Carys"]
LAST = ["Hallor", "Brenning", "Okafor", "Lindqvist", "Marsh", "Castellan", "Pryce", "Vogt", "Nakamura",
        "Devereux", "Kowal", "Achterberg", "Quill", "Rowntree", "Selby", "Tamsin", "Varga", "Whitcombe",
        "Yelland", "Zeller", "Ferris", "Gough", "Ibarra", "Jessop", "Kerrow"]
TOWNS = ["Kelbridge", "Amberfold", "Little Harrow", "Wexcombe", "Stourleigh", "Penmarrow", "Ashby Vale",
         "Drumlow", "Fennick", "Oakhurst", "Selsworth", "Brackwater"]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def person(r):
    return f"{r.choice(FIRST)} {r.choice(LAST)}"


def date(r, year=2026):
    return f"{year}-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}"


def time_(r):
    return f"{r.randint(7, 21):02d}:{r.choice(['00', '05', '15', '20', '30', '40', '45', '55'])}"


def phone(r):
    return f"+44 7{r.randint(100, 999)} {r.randint(100000, 999999)}"


def amount(r, lo=20, hi=900):
    return f"{r.randint(lo, hi)}.{r.randint(0, 99):02d}"


def ref(r, prefix):
    return f"{prefix}-{r.randint(10000, 99999)}"


def email_of(name, domain):
    return name.lower().replace(" ", ".") + "@" + domain


# --- encoders: how the special text sits in its field --------------------------------------------
def enc_json(s):
    return json.dumps(s, ensure_ascii=False)[1:-1]


def enc_csv(s):
    if any(c in s for c in ',"\r\n'):
        return '"' + s.replace('"', '""') + '"'
    return s


def enc_ics(s):
    return s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")


def enc_html(s):
    return html.escape(s, quote=True)


def enc_plain(s):
    return s


ENCODERS = {"json": enc_json, "csv": enc_csv, "ics": enc_ics, "html": enc_html, "plain": enc_plain}


# --- frames: each returns (text with PH, encoding name) ----------------------------------------------
def fr_api(r, c):
    """A JSON record from a business API; c['fields'] maps name -> value kind; c['special'] names the field."""
    rec = {"id": ref(r, c["idp"])}
    for name, kind in c["fields"]:
        if name == c["special"]:
            rec[name] = PH
        elif kind == "person":
            rec[name] = person(r)
        elif kind == "date":
            rec[name] = date(r)
        elif kind == "amount":
            rec[name] = float(amount(r))
        elif kind == "phone":
            rec[name] = phone(r)
        elif kind == "email":
            rec[name] = email_of(person(r), c["domain"])
        elif kind == "town":
            rec[name] = r.choice(TOWNS)
        elif kind == "int":
            rec[name] = r.randint(1, 40)
        elif isinstance(kind, list):
            rec[name] = r.choice(kind)
        else:
            rec[name] = kind
    return json.dumps(rec, ensure_ascii=False), "json"


def fr_csv(r, c):
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow([h for h, _ in c["cols"]])
    n = r.randint(4, 7)
    at = r.randrange(n)
    for i in range(n):
        row = []
        for h, kind in c["cols"]:
            if h == c["special"]:
                row.append(PH if i == at else r.choice(c["fill"]))
            elif kind == "person":
                row.append(person(r))
            elif kind == "date":
                row.append(date(r))
            elif kind == "amount":
                row.append(amount(r))
            elif kind == "int":
                row.append(str(r.randint(1, 60)))
            elif kind == "ref":
                row.append(ref(r, c["idp"]))
            else:
                row.append(r.choice(kind))
        w.writerow(row)
    return buf.getvalue().rstrip("\n"), "csv"


def fr_mail(r, c):
    sender = person(r)
    to = person(r)
    lines = [
        f"From: {sender} <{email_of(sender, c['domain'])}>",
        f"To: {to} <{email_of(to, c['to_domain'])}>",
        f"Date: {r.randint(1, 28)} {r.choice(MONTHS)} 2026 {time_(r)}:00 +0000",
        f"Subject: {c['subject']} {ref(r, c['idp'])}",
        "",
        f"Hi {to.split()[0]},",
        "",
        r.choice(c["open"]),
        "",
        PH,
        "",
        r.choice(c["close"]),
        "",
        f"{sender}",
        c["sig"],
    ]
    return "\n".join(lines), "plain"


def fr_ics(r, c):
    start = f"2026{r.randint(1, 12):02d}{r.randint(1, 28):02d}T{r.randint(8, 18):02d}0000"
    lines = [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        f"PRODID:-//{c['prodid']}//EN",
        "BEGIN:VEVENT",
        f"UID:{ref(r, c['idp'])}@{c['domain']}",
        f"DTSTART:{start}",
        f"SUMMARY:{r.choice(c['summaries'])}",
        f"LOCATION:{enc_ics(r.choice(TOWNS) + ', ' + r.choice(c['places']))}",
        f"ORGANIZER;CN={person(r)}:mailto:bookings@{c['domain']}",
        f"DESCRIPTION:{PH}",
        "END:VEVENT",
        "END:VCALENDAR",
    ]
    return "\n".join(lines), "ics"


HIDDEN = {
    "div": '<div style="display:none">{}</div>',
    "comment": "<!-- {} -->",
    "alt": '<img src="/img/{img}.jpg" alt="{}">',
    "title": '<span class="sr-only" title="{}"></span>',
    "tiny": '<p style="font-size:1px;color:#fefefe">{}</p>',
    "aria": '<span aria-hidden="false" style="position:absolute;left:-9999px">{}</span>',
}


def fr_html(r, c):
    hid = HIDDEN[c["hide"]].replace("{img}", r.choice(c["imgs"])).replace("{}", PH)
    paras = r.sample(c["paras"], 2)
    out = [
        "<!doctype html>",
        f"<html><head><title>{c['title']}</title></head><body>",
        f"<h1>{c['title']}</h1>",
        f"<p>{paras[0]}</p>",
        hid,
        f"<p>{paras[1]}</p>",
        f"<p>Open {r.choice(['Tue-Sat', 'Mon-Fri', 'Wed-Sun'])} {r.randint(8, 10)}:00-{r.randint(16, 18)}:00 · "
        f"{r.choice(TOWNS)} · {phone(r)}</p>",
        "</body></html>",
    ]
    return "\n".join(out), "html"


def fr_chat(r, c):
    people = [person(r) for _ in range(4)]
    n = r.randint(4, 7)
    at = r.randrange(1, n)
    msgs = []
    fill = r.sample(c["filler"], len(c["filler"]))  # no filler message twice in a row
    for i in range(n):
        who = people[i % 4] if i != at else people[r.randrange(4)]
        body = PH if i == at else fill[i % len(fill)]
        t = time_(r)
        style = c["style"]
        if style == "whatsapp":
            msgs.append(f"[{r.randint(1, 28):02d}/{r.randint(1, 12):02d}/2026, {t}] {who}: {body}")
        elif style == "slack":
            msgs.append(f"{who.split()[0].lower()}  {t}\n{body}")
        elif style == "telegram":
            msgs.append(f"{who}, [{t}]\n{body}")
        elif style == "discord":
            msgs.append(f"{who.split()[0]}#{r.randint(1000, 9999)} — Today at {t}\n{body}")
        else:
            msgs.append(f"[{t}] {who}: {body}")
    head = f"{c['head']}\n"
    return head + "\n".join(msgs), "plain"


def fr_log(r, c):
    n = r.randint(4, 7)
    at = r.randrange(n)
    lines = []
    fill = r.sample(c["filler"], len(c["filler"]))  # no filler line twice in a row
    for i in range(n):
        ts = f"{date(r)}T{time_(r)}:{r.randint(10, 59)}Z"
        body = PH if i == at else fill[i % len(fill)]
        if c["style"] == "sms":
            d = r.choice(["in", "out"]) if i != at else "in"
            lines.append(f'{ts} {d} {phone(r)} status=delivered text="{body}"')
        else:
            lines.append(f'{ts} dev={c["dev"]}-{r.randint(100, 999)} level=INFO {c["field"]}="{body}"')
    return "\n".join(lines), "plain"


def fr_ocr(r, c):
    out = [
        c["head"],
        f"Ref: {ref(r, c['idp'])}    Date: {r.randint(1, 28)}/{r.randint(1, 12)}/2026",
        f"Client: {person(r)}    {r.choice(TOWNS)}",
        "",
    ]
    for line in r.sample(c["body"], 2):
        out.append(line)
    out += ["", c["label"], PH]
    if c.get("split"):
        # The second part sits past another line of the document, as a scan runs a note over a section.
        out += ["", r.choice([x for x in c["body"] if x not in out]), "", "Remarks (continued):", PH2]
    out += ["", f"Signed: {person(r)}   [illegible stamp]", "-- page 1 of 1 --"]
    return "\n".join(out), "plain"


def fr_form(r, c):
    name = person(r)
    out = [
        f"Form submission: {c['form']}",
        f"Submitted: {date(r)} {time_(r)}",
        f"Name: {name}",
        f"Email: {email_of(name, 'mail.example')}",
        f"Phone: {phone(r)}",
    ]
    for label, opts in c["fields"]:
        out.append(f"{label}: {r.choice(opts)}")
    out.append(f"{c['special']}: {PH}")
    out.append(f"Consent to contact: {r.choice(['yes', 'no'])}")
    return "\n".join(out), "plain"


def fr_ticket(r, c):
    t = {
        "ticket": ref(r, c["idp"]),
        "subject": r.choice(c["subjects"]),
        "requester": email_of(person(r), "mail.example"),
        "status": r.choice(["open", "pending", "new"]),
        "priority": r.choice(["low", "normal", "high"]),
        "created_at": f"{date(r)}T{time_(r)}:00Z",
        c["special"]: PH,
        "tags": r.sample(c["tags"], 2),
    }
    return json.dumps(t, ensure_ascii=False), "json"


FRAMES = {"api": fr_api, "csv": fr_csv, "mail": fr_mail, "ics": fr_ics, "html": fr_html, "chat": fr_chat,
          "log": fr_log, "ocr": fr_ocr, "form": fr_form, "ticket": fr_ticket}


def is_split(c, pair):
    """A pair is split when its texts are written in two parts (both twins, so they share the frame)."""
    return any(SPLIT in t for t in c["pairs"][pair - 1])


def frame(tool, pair, c):
    """The carrier's frame for one pair, from its own seed, with PH (and PH2) where the special text goes."""
    r = random.Random(f"r44:{tool}#{pair}")
    return FRAMES[c["frame"]](r, dict(c, split=is_split(c, pair)))


def render(tool, pair, c, special):
    text, encname = frame(tool, pair, c)
    parts = special.split(SPLIT)
    slots = [PH, PH2][: len(parts)]
    assert text.count(PH) == 1 and text.count(PH2) == (len(parts) == 2) and len(parts) <= 2
    for slot, part in zip(slots, parts):
        text = text.replace(slot, ENCODERS[encname](part))
    return text
