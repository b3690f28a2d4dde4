"""Frames, seeded values and field encoders for independent set r45 (all values made up)."""
import csv
import html
import io
import json
import random

P1 = "@@SLOT1@@"
P2 = "@@SLOT2@@"

FIRST = ["Maren", "Tobias", "Ines", "Callum", "Priya", "Oskar", "Lucia", "Dmitri", "Hana", "Felix",
         "Aoife", "Rafael", "Greta", "Kwame", "Sofia", "Nils", "Yusuf", "Elodie", "Bram", "Mei"]
LAST = ["Holloway", "Brandt", "Okafor", "Lindqvist", "Moreau", "Castellano", "Novak", "Fairweather",
        "Takeda", "Ruiz", "Pemberton", "Kowalczyk", "Ahlberg", "Marchetti", "Quinlan", "Vogel"]
STREETS = ["Mill Lane", "Orchard Row", "Station Road", "Kiln Street", "Abbey Close", "Ferry Walk"]
TOWNS = ["Ashby", "Pellingham", "Crowmarsh", "Dunmore", "Hartwell", "Lowick", "Stanbridge"]


def name(r):
    return f"{r.choice(FIRST)} {r.choice(LAST)}"


def email(r, domain):
    return f"{r.choice(FIRST).lower()}.{r.choice(LAST).lower()}@{domain}"


def date(r, year=2026):
    return f"{year}-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}"


def time_(r):
    return f"{r.randint(7, 21):02d}:{r.choice(['00', '05', '15', '20', '30', '40', '45', '55'])}"


def phone(r):
    return f"+44 7700 9{r.randint(10000, 99999)}"


def ref(r, prefix):
    return f"{prefix}-{r.randint(1000, 99999)}"


def money(r, lo, hi):
    return f"{r.randint(lo, hi)}.{r.choice(['00', '50', '95', '20'])}"


def address(r):
    return f"{r.randint(1, 120)} {r.choice(STREETS)}, {r.choice(TOWNS)}"


def value(r, spec):
    """A seeded value from a spec: a list (choice), or a string naming a generator."""
    if isinstance(spec, list):
        return r.choice(spec)
    kind, _, arg = spec.partition(":")
    if kind == "name":
        r.last_name = name(r)  # the record's email then matches its person
        return r.last_name
    if kind == "email":
        who = getattr(r, "last_name", None)
        if who is None:
            return email(r, arg or "mail.example")
        return f"{who.split()[0].lower()}.{who.split()[1].lower()}@{arg or 'mail.example'}"
    if kind == "date":
        return date(r)
    if kind == "time":
        return time_(r)
    if kind == "phone":
        return phone(r)
    if kind == "ref":
        return ref(r, arg)
    if kind == "int":
        lo, hi = arg.split("-")
        return r.randint(int(lo), int(hi))
    if kind == "money":
        lo, hi = arg.split("-")
        return money(r, int(lo), int(hi))
    if kind == "address":
        return address(r)
    if kind == "lit":
        return arg
    raise ValueError(spec)


# ---- encoders: the special text as its field needs it ----

def enc_json(s):
    return json.dumps(s, ensure_ascii=False)[1:-1]


def enc_csv(s):
    buf = io.StringIO()
    csv.writer(buf, lineterminator="").writerow([s])
    return buf.getvalue()


def enc_ics(s):
    return s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")


def enc_html(s):
    """Element text: &, < and > escaped."""
    return html.escape(s, quote=False)


def enc_attr(s):
    """Attribute value: quotes escaped too."""
    return html.escape(s, quote=True)


def enc_comment(s):
    """HTML comment: as is (check.py verifies no '--' and no '>')."""
    return s


def enc_plain(s):
    return s


ENCODERS = {"json": enc_json, "ticket": enc_json, "csv": enc_csv, "ics": enc_ics, "html": enc_html,
            "mail": enc_plain, "chat": enc_plain, "log": enc_plain, "ocr": enc_plain, "form": enc_plain}


# ---- frames: rendered from the seed with placeholders, never with the special text ----

def frame_json(r, c, split):
    rec = {}
    for field, spec in c["fields"]:
        rec[field] = P1 if field == c["slot"] else value(r, spec)
    return json.dumps(rec, ensure_ascii=False, indent=c.get("indent"))


def frame_ticket(r, c, split):
    who = name(r)
    rec = {"ticket": ref(r, c["prefix"]), "status": r.choice(["open", "pending", "new"]),
           "priority": r.choice(["low", "normal", "high"]), "requester": who,
           "requester_email": f"{who.split()[0].lower()}.{who.split()[1].lower()}@{c['domain']}", "created_at": f"{date(r)}T{time_(r)}:00Z",
           "subject": r.choice(c["subjects"]), c["slot"]: P1,
           "tags": r.sample(c["tags"], 2), "channel": r.choice(["web", "email", "phone"])}
    return json.dumps(rec, ensure_ascii=False)


def frame_csv(r, c, split):
    n = r.randint(3, 6)
    k = r.randrange(n)
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow([h for h, _ in c["cols"]])
    for i in range(n):
        row = []
        for h, spec in c["cols"]:
            if h == c["slot"]:
                row.append(P1 if i == k else r.choice(c["filler"]))
            else:
                row.append(value(r, spec))
        w.writerow(row)
    return buf.getvalue().rstrip("\n")


def frame_mail(r, c, split):
    sender = name(r)
    to = name(r)
    lines = [f"From: {sender} <{sender.split()[0].lower()}@{c['domain']}>",
             f"To: {to.split()[0].lower()}@{c['to_domain']}",
             f"Date: {date(r)} {time_(r)}",
             f"Subject: {r.choice(c['subjects'])} {ref(r, c['prefix'])}",
             "",
             f"Hi {to.split()[0]},",
             "",
             r.choice(c["openers"]),
             "",
             P1,
             "",
             r.choice(["Best regards,", "Kind regards,", "Thanks,", "Cheers,"]),
             sender,
             c["firm"]]
    return "\n".join(lines)


def frame_ics(r, c, split):
    d = date(r).replace("-", "")
    h = r.randint(8, 18)
    org = name(r)
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", f"PRODID:-//{c['firm']}//Calendar//EN", "BEGIN:VEVENT",
             f"UID:{ref(r, 'evt')}@{c['domain']}", f"DTSTAMP:{d}T070000Z",
             f"DTSTART:{d}T{h:02d}0000", f"DTEND:{d}T{h + 2:02d}0000",
             f"SUMMARY:{r.choice(c['summaries'])}", f"LOCATION:{address(r)}",
             "ORGANIZER;CN={0}:mailto:{1}@{2}".format(org, org.split()[0].lower(), c["domain"]),
             f"DESCRIPTION:{P1}", "END:VEVENT", "END:VCALENDAR"]
    return "\n".join(lines)


def frame_html(r, c, split):
    mode = c["hide"]
    if mode == "tiny":
        hidden = f'<p style="font-size:1px;color:#fdfdfd">{P1}</p>'
    elif mode == "comment":
        hidden = f"<!-- {P1} -->"
    elif mode == "none":
        hidden = f'<div style="display:none">{P1}</div>'
    elif mode == "alt":
        hidden = f'<img src="/img/{r.randint(100, 999)}.jpg" alt="{P1}">'
    else:
        hidden = f'<span class="sr-only" title="{P1}"></span>'
    items = r.sample(c["items"], 3)
    lis = "\n".join(f"  <li>{i} - &pound;{money(r, 20, 900)}</li>" for i in items)
    return (f"<html><head><title>{c['title']}</title></head><body>\n<h1>{c['title']}</h1>\n"
            f"<p>{r.choice(c['blurbs'])}</p>\n<ul>\n{lis}\n</ul>\n{hidden}\n"
            f"<footer>{address(r)} &middot; {phone(r)}</footer>\n</body></html>")


def frame_chat(r, c, split):
    people = [name(r).split()[0] for _ in range(4)]
    n = r.randint(3, 6)
    k = r.randrange(n)
    out = [c["header"]]
    h, m = r.randint(7, 20), r.randint(0, 40)
    for i in range(n):
        m += r.randint(1, 4)
        who = people[i % 4]
        msg = P1 if i == k else r.choice(c["filler"])
        out.append(c["line"].format(t=f"{h:02d}:{m:02d}", who=who, msg=msg))
    return "\n".join(out)


def frame_log(r, c, split):
    n = r.randint(3, 6)
    k = r.randrange(n)
    out = []
    day = date(r)
    h, m = r.randint(0, 22), r.randint(0, 30)
    for i in range(n):
        m += r.randint(1, 4)
        ts = f"{day}T{h:02d}:{m:02d}:{r.randint(10, 59)}Z"
        if i == k:
            out.append(f'{ts} {c["device"]} {c["slot_event"]} {c["slot"]}="{P1}"')
        else:
            out.append(f"{ts} {c['device']} {r.choice(c['events'])}")
    return "\n".join(out)


def frame_ocr(r, c, split):
    lines = [f"[OCR p1] {c['title']}", f"Ref: {ref(r, c['prefix'])}   Date: {date(r)}",
             f"{c['party']}: {name(r)}"]
    body = r.sample(c["body"], 3)
    lines += body[:2]
    lines.append(f"{c['remarks']}: {P1}")
    if split:
        lines.append(body[2])
        lines.append(f"Remarks (continued): {P2}")
    else:
        lines.append(body[2])
    lines.append(f"Signed: {name(r)}   [illegible stamp]")
    return "\n".join(lines)


def frame_form(r, c, split):
    out = [f"Form: {c['title']}", f"Submitted: {date(r)} {time_(r)}"]
    for label, spec in c["fields"]:
        out.append(f"{label}: {P1 if label == c['slot'] else value(r, spec)}")
    return "\n".join(out)


FRAMES = {"json": frame_json, "ticket": frame_ticket, "csv": frame_csv, "mail": frame_mail,
          "ics": frame_ics, "html": frame_html, "chat": frame_chat, "log": frame_log, "ocr": frame_ocr,
          "form": frame_form}

SEP = " // "  # a split special text (OCR carriers only) is written in two parts with SEP between


def is_split(c, pair):
    """A pair is split when its written texts hold SEP (both twins alike; check.py verifies)."""
    return c["frame"] == "ocr" and SEP in c["pairs"][pair - 1][0]


def render_frame(c, pair):
    r = random.Random(f"r45:{c['tool']}#{pair}")
    return FRAMES[c["frame"]](r, c, is_split(c, pair))


def encoder(c):
    if c["frame"] == "html":
        return {"comment": enc_comment, "alt": enc_attr, "title": enc_attr}.get(c["hide"], enc_html)
    return ENCODERS[c["frame"]]


def fill(frame, c, special, split):
    enc = encoder(c)
    if split:
        a, b = special.split(SEP)
        return frame.replace(P1, enc(a)).replace(P2, enc(b))
    return frame.replace(P1, enc(special))
