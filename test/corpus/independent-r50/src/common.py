"""Frames for the round-50 independent set: each carrier renders a seeded record around placeholders, and the
special text (clean or injected) is encoded for its field and put in their place, so twins differ only there."""
import json
import random

FIRST = ["Ava", "Ben", "Chloe", "Dev", "Elif", "Femi", "Greta", "Hana", "Ivo", "Jonas", "Kasia", "Lena",
         "Marco", "Nadia", "Oskar", "Priya", "Quinn", "Rosa", "Sami", "Tomas", "Una", "Vikram", "Wren",
         "Yusuf", "Zofia", "Aoife", "Bram", "Carmen", "Daan", "Eva"]
LAST = ["Hale", "Okafor", "Novak", "Brennan", "Lindqvist", "Moreau", "Schultz", "Patel", "Kowalski",
        "Yilmaz", "Tanaka", "Rossi", "de Vries", "Santos", "Murray", "Haddad", "Ferreira", "Dvorak", "Chen",
        "Garcia", "McLeod", "Iyer", "Berg", "Walsh", "Costa"]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

PH = "\x00SPECIAL{}\x00"


def person(rng):
    return f"{rng.choice(FIRST)} {rng.choice(LAST)}"


def email_of(name, domain):
    return name.lower().replace(" ", ".").replace("de.", "de") + "@" + domain


def date(rng, year=2026):
    return f"{year}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"


def hhmm(rng, lo=7, hi=21):
    return f"{rng.randint(lo, hi):02d}:{rng.choice(['00', '05', '15', '20', '30', '40', '45', '50'])}"


def money(rng, lo, hi):
    return f"{rng.randint(lo, hi)}.{rng.choice(['00', '50', '95', '20', '75'])}"


def ref(rng, prefix):
    return f"{prefix}-{rng.randint(1000, 99999)}"


# Encoders: how a special text is written in its field.
def enc_json(s):
    return json.dumps(s, ensure_ascii=False)[1:-1]


def enc_csv(s):
    return '"' + s.replace('"', '""') + '"' if any(c in s for c in ',"\n') else s


def enc_ical(s):
    return s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")


def enc_html(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def enc_attr(s):
    return enc_html(s).replace('"', "&quot;")


def enc_plain(s):
    return s


ENCODERS = {"json": enc_json, "csv": enc_csv, "ical": enc_ical, "html": enc_html, "attr": enc_attr,
            "comment": enc_plain, "plain": enc_plain}


def csv_cell(s):
    return enc_csv(s)


# ---- frames. Each returns (text with placeholders, encoder name). cfg is the carrier's settings. ----

def frame_json(rng, cfg, n):
    rec = {}
    fields = cfg["fields"](rng)
    keys = list(fields)
    mid = len(keys) // 2
    for i, k in enumerate(keys):
        if i == mid:
            rec[cfg["field"]] = PH.format(0)
        rec[k] = fields[k]
    text = json.dumps(rec, ensure_ascii=False)
    return text.replace(json.dumps(PH.format(0), ensure_ascii=False)[1:-1], PH.format(0)), "json"


def frame_ticket(rng, cfg, n):
    name = person(rng)
    rec = {"ticket": ref(rng, cfg["prefix"]), "status": rng.choice(["open", "pending", "new"]),
           "priority": rng.choice(["normal", "high", "low"]), "requester": name,
           "email": email_of(name, rng.choice(["mailbox.example", "post.example", "inbox.example"])),
           "subject": rng.choice(cfg["subjects"]), "created": date(rng) + "T" + hhmm(rng) + ":00Z",
           "message": PH.format(0), "channel": rng.choice(["web", "email", "app"])}
    text = json.dumps(rec, ensure_ascii=False)
    return text.replace(json.dumps(PH.format(0), ensure_ascii=False)[1:-1], PH.format(0)), "json"


def frame_csv(rng, cfg, n):
    cols = cfg["columns"]
    rows = [",".join(cols)]
    k = rng.randint(4, 7)
    at = rng.randrange(k)
    for i in range(k):
        vals = cfg["row"](rng)
        note = PH.format(0) if i == at else csv_cell(rng.choice(cfg["fillers"]))
        rows.append(",".join(csv_cell(v) for v in vals) + "," + note)
    return "\n".join(rows), "csv"


def frame_ical(rng, cfg, n):
    at = rng.randrange(2)
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", f"PRODID:-//{cfg['prodid']}//EN"]
    for i in range(2):
        d = date(rng).replace("-", "")
        h = rng.randint(8, 18)
        lines += ["BEGIN:VEVENT", f"UID:{rng.randint(100000, 999999)}@{cfg['domain']}",
                  f"DTSTART:{d}T{h:02d}0000", f"DTEND:{d}T{h + rng.randint(1, 3):02d}0000",
                  f"SUMMARY:{enc_ical(rng.choice(cfg['summaries']))}",
                  f"LOCATION:{enc_ical(rng.choice(cfg['locations']))}",
                  "DESCRIPTION:" + (PH.format(0) if i == at else enc_ical(rng.choice(cfg["fillers"]))),
                  f"ORGANIZER;CN={person(rng)}:mailto:events@{cfg['domain']}", "END:VEVENT"]
    lines.append("END:VCALENDAR")
    return "\n".join(lines), "ical"


def frame_html(rng, cfg, n):
    paras = rng.sample(cfg["paragraphs"], 3)
    mode = cfg["mode"]
    if mode == "hidden":
        el, encn = f'<div style="display:none">{PH.format(0)}</div>', "html"
    elif mode == "comment":
        el, encn = f"<!-- {PH.format(0)} -->", "comment"
    elif mode == "alt":
        el, encn = f'<img src="/img/{rng.choice(cfg["images"])}.jpg" alt="{PH.format(0)}">', "attr"
    elif mode == "tiny":
        el, encn = f'<p style="font-size:1px;color:#fefefe">{PH.format(0)}</p>', "html"
    else:
        el, encn = f"<p>{PH.format(0)}</p>", "html"
    body = [f"<p>{enc_html(p)}</p>" for p in paras]
    body.insert(rng.randint(0, 3), el)
    head = f"<html><head><title>{enc_html(cfg['title'])}</title></head><body><h1>{enc_html(cfg['title'])}</h1>"
    foot = f"<footer>{enc_html(cfg['footer'])} &middot; {rng.choice(['Updated', 'Last edited'])} {date(rng)}</footer></body></html>"
    return head + "".join(body) + foot, encn


def buried(k, at, n, stamp, special, filler):
    """k lines with the n special parts consecutive from line at; each line takes its stamp first (seed order)."""
    out = []
    for i in range(k):
        ts = stamp()
        out.append(special(ts, i - at) if at <= i < at + n else filler(ts))
    return out


def frame_chat(rng, cfg, n):
    names = [person(rng).split()[0] for _ in range(4)]
    k = rng.randint(4, 7)
    at = rng.randrange(k - n + 1)
    speaker = rng.choice(names)
    h, clock = rng.randint(7, 20), [rng.randint(0, 30)]

    def stamp():
        clock[0] += rng.randint(1, 4)
        return f"[{h:02d}:{clock[0]:02d}]"
    lines = buried(k, at, n, stamp, lambda ts, j: f"{ts} {speaker}: {PH.format(j)}",
                   lambda ts: f"{ts} {rng.choice(names)}: {rng.choice(cfg['fillers'])}")
    return "\n".join([cfg["header"]] + lines), "plain"


def frame_log(rng, cfg, n):
    k = rng.randint(5, 8)
    at = rng.randrange(k - n + 1)
    d = date(rng)
    h, m, clock = rng.randint(0, 20), rng.randint(0, 50), [0]

    def stamp():
        clock[0] += rng.randint(7, 600)
        s = clock[0]
        return f"{d}T{h + s // 3600:02d}:{(m + s // 60) % 60:02d}:{s % 60:02d}Z"
    lines = buried(k, at, n, stamp, lambda ts, j: f"{ts} {cfg['device']} {cfg['event']} {cfg['key']}=\"{PH.format(j)}\"",
                   lambda ts: f"{ts} {cfg['device']} {rng.choice(cfg['lines'])(rng)}")
    return "\n".join(lines), "plain"


def frame_sms(rng, cfg, n):
    k = rng.randint(5, 7)
    at = rng.randrange(k)
    lines = []
    for i in range(k):
        ts = f"{date(rng)} {hhmm(rng)}"
        num = f"+44 7{rng.randint(100, 999)} {rng.randint(100000, 999999)}"
        if i == at:
            lines.append(f"{ts} IN from={num} status=received text=\"{PH.format(0)}\"")
        else:
            dirn = rng.choice(["IN", "OUT", "OUT"])
            t = rng.choice(cfg["inbound"] if dirn == "IN" else cfg["outbound"])
            lines.append(f"{ts} {dirn} {'from' if dirn == 'IN' else 'to'}={num} status={'received' if dirn == 'IN' else 'delivered'} text=\"{t}\"")
    return "\n".join(lines), "plain"


def frame_ocr(rng, cfg, n):
    body = rng.sample(cfg["lines"], min(len(cfg["lines"]), rng.randint(4, 6)))
    body = [b(rng) if callable(b) else b for b in body]
    body.insert(rng.randint(1, len(body)), f"{cfg['label']}: {PH.format(0)}")
    head = [f"[OCR page 1/1, confidence {rng.randint(86, 99)}%]", cfg["title"], f"Ref {ref(rng, cfg['prefix'])}  Date {date(rng)}"]
    return "\n".join(head + body + [cfg["footer"]]), "plain"


def frame_invoice(rng, cfg, n):
    items = rng.sample(cfg["items"], rng.randint(2, 4))
    lines = [f"[OCR page 1/1, confidence {rng.randint(86, 99)}%]", cfg["issuer"], f"INVOICE {ref(rng, cfg['prefix'])}   Date: {date(rng)}",
             f"Bill to: {cfg['billto']}", "Description                         Qty   Amount"]
    total = 0.0
    for it in items:
        q = rng.randint(1, 12)
        a = float(money(rng, 20, 400))
        total += a
        lines.append(f"{it:<36}{q:<6}{a:.2f}")
    lines.append(f"Total due: {cfg['currency']} {total:.2f}")
    lines.insert(rng.randint(5, len(lines)), f"Notes: {PH.format(0)}")
    lines.append(cfg["footer"])
    return "\n".join(lines), "plain"


def frame_email(rng, cfg, n):
    sender = person(rng)
    paras = rng.sample(cfg["paragraphs"], 2)
    paras.insert(rng.randint(0, 2), PH.format(0))
    head = [f"From: {sender} <{email_of(sender, cfg['from_domain'])}>", f"To: {cfg['to']}",
            f"Date: {rng.randint(1, 28)} {rng.choice(MONTHS)} 2026 {hhmm(rng)}", f"Subject: {rng.choice(cfg['subjects'])}", ""]
    return "\n".join(head + [rng.choice(cfg["greetings"]), ""] + ["\n\n".join(paras), "", rng.choice(["Thanks,", "Best,", "Cheers,", "Regards,"]), sender]), "plain"


def frame_form(rng, cfg, n):
    name = person(rng)
    fields = [("Name", name), ("Email", email_of(name, rng.choice(["mailbox.example", "post.example"]))),
              ("Phone", f"07{rng.randint(100, 999)} {rng.randint(100000, 999999)}")]
    fields += [(k, rng.choice(v)) for k, v in cfg["fields"]]
    fields.insert(rng.randint(3, len(fields)), (cfg["label"], PH.format(0)))
    return f"Form: {cfg['title']}\nSubmitted: {date(rng)} {hhmm(rng)}\n" + "\n".join(f"{k}: {v}" for k, v in fields), "plain"


def frame_review(rng, cfg, n):
    k = rng.randint(3, 5)
    at = rng.randrange(k)
    out = [f"{cfg['title']} - {rng.randint(40, 480)} reviews, average {rng.choice(['4.1', '4.3', '4.5', '4.6', '3.9'])}"]
    for i in range(k):
        who = person(rng)
        stars = rng.randint(3, 5)
        txt = PH.format(0) if i == at else rng.choice(cfg["fillers"])
        out.append(f"{'*' * stars}{'.' * (5 - stars)} {who.split()[0]} {who.split()[1][0]}. ({date(rng)}): {txt}")
    return "\n".join(out), "plain"


FRAMES = {"json": frame_json, "ticket": frame_ticket, "csv": frame_csv, "ical": frame_ical, "html": frame_html,
          "chat": frame_chat, "log": frame_log, "sms": frame_sms, "ocr": frame_ocr, "invoice": frame_invoice,
          "email": frame_email, "form": frame_form, "review": frame_review}


def render(carrier, pair, special):
    """The line's text: the pair's seeded frame with the special text (a str or a tuple of parts) put in."""
    parts = special if isinstance(special, tuple) else (special,)
    rng = random.Random(f"r50:{carrier['tool']}#{pair}")
    frame, encn = FRAMES[carrier["frame"]](rng, carrier, len(parts))
    enc = ENCODERS[encn]
    for i, p in enumerate(parts):
        assert PH.format(i) in frame, (carrier["tool"], pair, i)
        frame = frame.replace(PH.format(i), enc(p))
    assert "\x00" not in frame
    return frame
