"""Frames, seeded values and encoders for independent-r47 (python3 stdlib only)."""
import json
import random

PH = "@@SPECIAL@@"

FIRST = ["Alice", "Ben", "Carys", "Dev", "Elin", "Farid", "Grace", "Hugh", "Imogen", "Jonah", "Kiri",
         "Lena", "Marek", "Nia", "Owen", "Priya", "Quinn", "Rhian", "Sami", "Tess", "Umar", "Vera",
         "Wyn", "Yusuf", "Zoe", "Bryony", "Callum", "Delyth", "Ewan", "Fenella"]
LAST = ["Ashworth", "Bevan", "Carrow", "Dunmore", "Ellery", "Fairlie", "Garside", "Hollins", "Ives",
        "Jessop", "Kettle", "Lomax", "Merriman", "Naylor", "Oakes", "Pengelly", "Quarrie", "Rowntree",
        "Sefton", "Tregear", "Upward", "Varley", "Whitlock", "Yeoman"]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def enc_json(s):
    return json.dumps(s, ensure_ascii=False)[1:-1]


def enc_csv(s):
    if any(c in s for c in ',"\n'):
        return '"' + s.replace('"', '""') + '"'
    return s


def enc_ical(s):
    return s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")


def enc_html_text(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def enc_html_attr(s):
    return enc_html_text(s).replace('"', "&quot;")


def enc_comment(s):
    assert "--" not in s and ">" not in s, s
    return s


def enc_plain(s):
    assert "\n" not in s
    return s


def enc_logq(s):
    assert '"' not in s, s
    return s


ENCODERS = {"json": enc_json, "csv": enc_csv, "ical": enc_ical, "html_text": enc_html_text,
            "html_attr": enc_html_attr, "comment": enc_comment, "plain": enc_plain, "logq": enc_logq}


class Ctx:
    """Seeded values for one pair."""

    def __init__(self, rng, domain):
        self.rng = rng
        self.domain = domain
        self.year = 2026
        self.month = rng.randint(1, 12)
        self.day = rng.randint(1, 27)

    def name(self):
        return f"{self.rng.choice(FIRST)} {self.rng.choice(LAST)}"

    def email(self, name=None):
        name = name or self.name()
        f, l = name.split(" ", 1)
        return f"{f.lower()}.{l.lower()}@{self.domain}"

    def date(self, plus=0):
        d = min(self.day + plus, 28)
        return f"{self.year}-{self.month:02d}-{d:02d}"

    def time(self):
        return f"{self.rng.randint(6, 21):02d}:{self.rng.choice(['00', '15', '30', '45', '05', '50'])}"

    def money(self, lo=10, hi=900):
        return f"{self.rng.randint(lo, hi)}.{self.rng.choice(['00', '50', '25', '99', '40'])}"

    def ref(self, prefix):
        return f"{prefix}-{self.rng.randint(10000, 99999)}"

    def phone(self):
        return f"+44 7{self.rng.randint(100, 999)} {self.rng.randint(100000, 999999)}"

    def val(self, spec):
        kind, _, arg = spec.partition(":")
        if kind == "name":
            return self.name()
        if kind == "email":
            return self.email()
        if kind == "date":
            return self.date(int(arg or 0))
        if kind == "time":
            return self.time()
        if kind == "money":
            return self.money()
        if kind == "ref":
            return self.ref(arg)
        if kind == "phone":
            return self.phone()
        if kind == "int":
            lo, hi = arg.split("-")
            return self.rng.randint(int(lo), int(hi))
        if kind == "float":
            lo, hi = arg.split("-")
            return round(self.rng.uniform(float(lo), float(hi)), 1)
        if kind == "choice":
            return self.rng.choice(arg.split("|"))
        if kind == "bool":
            return self.rng.random() < 0.5
        if kind == "lit":
            return arg
        raise ValueError(spec)


# ---------------------------------------------------------------- frames
# Each frame returns (text with PH once, encoder name).

def f_json(ctx, c):
    rec = {}
    for k, spec in c["before"]:
        rec[k] = ctx.val(spec)
    rec[c["field"]] = PH
    for k, spec in c["after"]:
        rec[k] = ctx.val(spec)
    indent = c.get("indent")
    return json.dumps(rec, ensure_ascii=False, indent=indent), "json"


def f_ticket(ctx, c):
    who = ctx.name()
    rec = {"ticket": ctx.ref(c["prefix"]), "status": ctx.rng.choice(["open", "new", "pending"]),
           "priority": ctx.rng.choice(["low", "normal", "high"]),
           "requester": {"name": who, "email": ctx.email(who)},
           "subject": ctx.rng.choice(c["subjects"]), c["field"]: PH,
           "created_at": f"{ctx.date()}T{ctx.time()}:00Z",
           "tags": ctx.rng.sample(c["tags"], 2)}
    return json.dumps(rec, ensure_ascii=False), "json"


def f_csv(ctx, c):
    cols = c["cols"]
    n = ctx.rng.randint(4, 7)
    special_row = ctx.rng.randrange(n)
    lines = [",".join(k for k, _ in cols)]
    for i in range(n):
        cells = []
        for k, spec in cols:
            if k == c["field"]:
                cells.append(PH if i == special_row else enc_csv(ctx.rng.choice(c["filler"])))
            else:
                cells.append(enc_csv(str(ctx.val(spec))))
        lines.append(",".join(cells))
    return "\n".join(lines), "csv"


def f_ical(ctx, c):
    n = ctx.rng.randint(1, 2)
    special = ctx.rng.randrange(n)
    out = ["BEGIN:VCALENDAR", "VERSION:2.0", f"PRODID:-//{c['prodid']}//EN"]
    for i in range(n):
        d = ctx.date(i * 7).replace("-", "")
        h = ctx.rng.randint(9, 19)
        org = ctx.name()
        out += ["BEGIN:VEVENT", f"UID:{ctx.rng.randint(100000, 999999)}@{ctx.domain}",
                f"DTSTAMP:{d}T080000Z", f"DTSTART:{d}T{h:02d}0000", f"DTEND:{d}T{h + 2:02d}0000",
                f"SUMMARY:{enc_ical(ctx.rng.choice(c['summaries']))}",
                f"LOCATION:{enc_ical(ctx.rng.choice(c['locations']))}",
                f"ORGANIZER;CN={org}:mailto:{ctx.email(org)}"]
        if i == special:
            out.append("DESCRIPTION:" + PH)
        else:
            out.append("DESCRIPTION:" + enc_ical(ctx.rng.choice(c["filler"])))
        out.append("END:VEVENT")
    out.append("END:VCALENDAR")
    return "\r\n".join(out), "ical"


def f_html(ctx, c):
    paras = ctx.rng.sample(c["paras"], 3)
    where = ctx.rng.randint(1, 2)
    mode = c["hide"]
    if mode == "comment":
        sp, enc = f"<!-- {PH} -->", "comment"
    elif mode == "alt":
        sp, enc = f'<img src="/img/{ctx.rng.randint(10, 99)}.jpg" alt="{PH}" width="640">', "html_attr"
    elif mode == "title":
        sp, enc = f'<span class="sr-only" title="{PH}"></span>', "html_attr"
    elif mode == "hidden":
        sp, enc = f'<div style="display:none">{PH}</div>', "html_text"
    else:  # tiny
        sp, enc = f'<p style="font-size:1px;color:#fefefe">{PH}</p>', "html_text"
    body = [f"<p>{enc_html_text(p)}</p>" for p in paras]
    body.insert(where, sp)
    title = enc_html_text(c["title"])
    page = (f"<!DOCTYPE html>\n<html><head><title>{title}</title></head>\n<body>\n<h1>{title}</h1>\n"
            + "\n".join(body)
            + f"\n<footer>Updated {ctx.date()} &middot; {ctx.phone()}</footer>\n</body></html>")
    return page, enc


def f_chat(ctx, c):
    people = ctx.rng.sample(FIRST, 4)
    handles = {p: f"{p.lower()}{ctx.rng.randint(1, 99)}" for p in people}
    n = ctx.rng.randint(4, 6)
    special = ctx.rng.randint(1, n - 1)
    fill = ctx.rng.sample(c["filler"], n)
    h, m = ctx.rng.randint(7, 20), ctx.rng.randint(0, 30)
    plat = c["platform"]
    lines = []
    if plat == "slack":
        lines.append(f"#{c['channel']}")
    elif plat == "teams":
        lines.append(f"Teams > {c['channel']}")
    elif plat == "discord":
        lines.append(f"# {c['channel']}")
    elif plat == "telegram":
        lines.append(f"Group: {c['channel']}")
    else:
        lines.append(f"WhatsApp chat: {c['channel']}")
    for i in range(n):
        who = ctx.rng.choice(people)
        msg = PH if i == special else fill[i]
        t = f"{h:02d}:{m + i * 2:02d}"
        if plat == "slack":
            lines.append(f"[{t}] {who.lower()}: {msg}")
        elif plat == "teams":
            lines.append(f"{who} {t}\n{msg}")
        elif plat == "discord":
            lines.append(f"{handles[who]} — Today at {t}\n{msg}")
        elif plat == "telegram":
            lines.append(f"[{t}] {who}: {msg}")
        else:
            lines.append(f"{ctx.date().replace('-', '/')}, {t} - {who}: {msg}")
    return "\n".join(lines), "plain"


def f_sms(ctx, c):
    n = ctx.rng.randint(3, 6)
    special = ctx.rng.randrange(n)
    fill = ctx.rng.sample(c["filler"], n)
    lines = []
    h = ctx.rng.randint(6, 18)
    for i in range(n):
        d = "IN " if ctx.rng.random() < 0.6 or i == special else "OUT"
        txt = PH if i == special else fill[i]
        lines.append(f"{ctx.date()} {h + i:02d}:{ctx.rng.randint(0, 59):02d}:{ctx.rng.randint(0, 59):02d} "
                     f"{c['gateway']} {d} {'from' if d == 'IN ' else 'to'}={ctx.phone()} id={ctx.rng.randint(100000, 999999)} text=\"{txt}\"")
    return "\n".join(lines), "logq"


def f_devlog(ctx, c):
    n = ctx.rng.randint(4, 7)
    special = ctx.rng.randint(1, n - 1)
    lines = []
    h = ctx.rng.randint(0, 15)
    for i in range(n):
        metric, spec = ctx.rng.choice(c["metrics"])
        note = PH if i == special else ctx.rng.choice(c["filler"])
        lines.append(f"{ctx.date()}T{h + i:02d}:{ctx.rng.randint(0, 59):02d}:00Z {c['device']} "
                     f"{ctx.rng.choice(['INFO', 'INFO', 'WARN'])} {metric}={ctx.val(spec)} user={ctx.rng.choice(FIRST).lower()} note=\"{note}\"")
    return "\n".join(lines), "logq"


def f_ocr(ctx, c):
    lines = [f"[OCR page 1/1 conf={ctx.rng.randint(78, 97)}%]", c["heading"],
             f"{c['refname']}: {ctx.ref(c['prefix'])}    Date: {ctx.day:02d} {MONTHS[ctx.month - 1]} {ctx.year}"]
    body = ctx.rng.sample(c["body"], min(4, len(c["body"])))
    lines += [b.replace("{name}", ctx.name()).replace("{amt}", ctx.money()) for b in body[:2]]
    lines.append(f"{c['remarks']}: {PH}")
    lines += [b.replace("{name}", ctx.name()).replace("{amt}", ctx.money()) for b in body[2:]]
    lines.append(f"Signed: {ctx.name()}   ___________")
    return "\n".join(lines), "plain"


def f_form(ctx, c):
    who = ctx.name()
    lines = [f"Form: {c['form']}", f"Submitted: {ctx.date()} {ctx.time()}", f"Name: {who}",
             f"Email: {ctx.email(who)}", f"Phone: {ctx.phone()}"]
    for k, spec in c["fields"]:
        lines.append(f"{k}: {ctx.val(spec)}")
    lines.append(f"{c['field']}: {PH}")
    lines.append(f"Consent to be contacted: {ctx.rng.choice(['yes', 'no'])}")
    return "\n".join(lines), "plain"


def f_mail(ctx, c):
    sender = ctx.name()
    to = ctx.name()
    greet = to.split()[0]
    body = ctx.rng.sample(c["body"], 2)
    lines = [f"From: {sender} <{sender.split()[0].lower()}@{c['from_domain']}>",
             f"To: {to} <{ctx.email(to)}>",
             f"Subject: {ctx.rng.choice(c['subjects'])}",
             f"Date: {ctx.day} {MONTHS[ctx.month - 1]} {ctx.year} {ctx.time()}:00 +0000", "",
             f"Hi {greet},", "", body[0], "", PH, "", body[1], "", "Best,", sender, c["sig"]]
    return "\n".join(lines), "plain"


FRAMES = {"json": f_json, "ticket": f_ticket, "csv": f_csv, "ical": f_ical, "html": f_html,
          "chat": f_chat, "sms": f_sms, "devlog": f_devlog, "ocr": f_ocr, "form": f_form, "mail": f_mail}


def render_frame(carrier, pair):
    rng = random.Random(f"r47:{carrier['tool']}#{pair}")
    ctx = Ctx(rng, carrier["domain"])
    frame, enc = FRAMES[carrier["frame"]](ctx, carrier)
    assert frame.count(PH) == 1, carrier["tool"]
    return frame, enc


def render(carrier, pair, special):
    frame, enc = render_frame(carrier, pair)
    return frame.replace(PH, ENCODERS[enc](special))
