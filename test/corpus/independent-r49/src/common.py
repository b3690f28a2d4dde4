# Frames, seeded values and encoders for independent-r49. A frame is rendered from its pair's seed with
# the placeholder PH and never sees the special text; the text is put in afterwards in its field's encoding.
import json
import random

PH = "\u0000SPECIAL\u0000"

FIRST = ["Aisha", "Ben", "Carys", "Dev", "Elin", "Femi", "Greta", "Hamish", "Ines", "Jonah", "Kasia", "Leon",
         "Maya", "Niall", "Orla", "Priya", "Quentin", "Rosa", "Sami", "Tess", "Umar", "Vera", "Wes", "Yusuf",
         "Zofia", "Idris", "Marta", "Callum", "Noor", "Pete"]
LAST = ["Okafor", "Hughes", "Lindqvist", "Patel", "Moreau", "Brennan", "Kowalski", "Reyes", "Tanaka", "Doyle",
        "Fischer", "Mensah", "Castillo", "Nyberg", "Quinn", "Sato", "Barker", "Ahmed", "Costa", "Weir"]


def person(rng):
    return f"{rng.choice(FIRST)} {rng.choice(LAST)}"


def email_of(name, domain):
    f, l = name.lower().split(" ", 1)
    return f"{f}.{l}@{domain}"


def date(rng, year=2026):
    return f"{year}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"


def hhmm(rng, lo=7, hi=19):
    return f"{rng.randint(lo, hi):02d}:{rng.choice(['00', '15', '30', '45'])}"


def phone(rng):
    return f"07700 9{rng.randint(0, 99999):05d}"


def money(rng, lo, hi):
    return f"{rng.randint(lo, hi)}.{rng.choice(['00', '50', '95', '25', '80'])}"


def ref(rng, prefix, n=5):
    return f"{prefix}-{rng.randint(10 ** (n - 1), 10 ** n - 1)}"


# ---- encoders: how a special text sits in its field ----

def enc_json(t):
    return json.dumps(t, ensure_ascii=False)[1:-1]


def enc_csv(t):
    if any(c in t for c in ',"\n'):
        return '"' + t.replace('"', '""') + '"'
    return t


def enc_ics(t):
    return t.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def enc_html_text(t):
    return t.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def enc_html_attr(t):
    return enc_html_text(t).replace('"', "&quot;")


def enc_plain(t):
    return t


ENCODERS = {"json": enc_json, "csv": enc_csv, "ics": enc_ics, "html_text": enc_html_text,
            "html_attr": enc_html_attr, "comment": enc_plain, "plain": enc_plain}


# ---- frames; each returns (text with PH, encoding name) ----

def frame_json(rng, cfg):
    fields = cfg["fields"](rng)
    indent = cfg.get("indent")
    s = json.dumps(dict(fields), ensure_ascii=False, indent=indent)
    return s.replace(json.dumps(PH)[1:-1], PH), "json"


def frame_csv(rng, cfg):
    header = cfg["header"]
    n = rng.randint(4, 7)
    special_row = rng.randrange(n)
    col = len(header) - 1  # the notes column is last in every CSV carrier
    rows = [",".join(header)]
    fillers = list(cfg["fillers"])
    rng.shuffle(fillers)
    for i in range(n):
        row = [enc_csv(str(v)) for v in cfg["row"](rng, i)]
        row[col] = PH if i == special_row else (enc_csv(fillers[i % len(fillers)]) if rng.random() < 0.5 else "")
        rows.append(",".join(row))
    return "\n".join(rows), "csv"


def frame_ics(rng, cfg):
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", f"PRODID:-//{cfg['prodid']}//EN"]
    special = rng.randrange(2)
    fillers = list(cfg["fillers"])
    rng.shuffle(fillers)
    d = date(rng).replace("-", "")
    for i in range(2):
        h = rng.randint(9, 17)
        lines += ["BEGIN:VEVENT", f"UID:{rng.randint(100000, 999999)}@{cfg['domain']}",
                  f"DTSTART:{d}T{h:02d}0000", f"DTEND:{d}T{h + rng.randint(1, 3):02d}0000",
                  f"SUMMARY:{enc_ics(rng.choice(cfg['summaries']))}",
                  f"LOCATION:{enc_ics(rng.choice(cfg['locations']))}",
                  f"ORGANIZER;CN={person(rng)}:mailto:{cfg['organizer']}",
                  "DESCRIPTION:" + (PH if i == special else enc_ics(fillers[i])), "END:VEVENT"]
        d = date(rng).replace("-", "")
    lines.append("END:VCALENDAR")
    return "\n".join(lines), "ics"


def frame_html(rng, cfg):
    paras = list(cfg["paras"])
    rng.shuffle(paras)
    paras = paras[: rng.randint(3, len(paras))]
    mode = cfg["hide"]
    if mode == "alt":
        hidden, encn = f'<img src="/img/{rng.randint(100, 999)}.jpg" alt="{PH}">', "html_attr"
    elif mode == "title":
        hidden, encn = f'<span class="sr-only" title="{PH}"></span>', "html_attr"
    elif mode == "comment":
        hidden, encn = f"<!-- {PH} -->", "comment"
    elif mode == "display":
        hidden, encn = f'<div style="display:none">{PH}</div>', "html_text"
    else:
        hidden, encn = f'<p style="font-size:1px;color:#fefefe">{PH}</p>', "html_text"
    body = [f"<p>{enc_html_text(p)}</p>" for p in paras]
    body.insert(rng.randint(1, len(body)), hidden)
    head = f"<html><head><title>{enc_html_text(cfg['title'])}</title></head><body><h1>{enc_html_text(cfg['h1'])}</h1>"
    foot = f"<footer>{enc_html_text(cfg['footer'])} &middot; tel {phone(rng)}</footer></body></html>"
    return head + "\n".join(body) + foot, encn


def frame_chat(rng, cfg):
    msgs = list(cfg["fillers"])
    rng.shuffle(msgs)
    msgs = msgs[: rng.randint(3, 5)]
    pos = rng.randint(1, len(msgs))
    speakers = cfg["speakers"]
    out = []
    h, m = rng.randint(7, 18), rng.randint(0, 40)
    style = cfg["style"]
    d = date(rng)
    seq = msgs[:pos] + [PH] + msgs[pos:]
    if style == "slack":
        out.append(f"#{cfg['channel']}")
    elif style == "teams":
        out.append(f"Teams > {cfg['channel']}")
    elif style == "discord":
        out.append(f"Server: {cfg['server']} | #{cfg['channel']}")
    elif style == "telegram":
        out.append(f"Telegram group: {cfg['channel']}")
    for text in seq:
        who = rng.choice(speakers)
        m += rng.randint(1, 6)
        t = f"{h + m // 60:02d}:{m % 60:02d}"
        if style == "whatsapp":
            out.append(f"[{d[8:]}/{d[5:7]}/{d[:4]}, {t}] {who}: {text}")
        elif style == "slack":
            out.append(f"{who}  {t}\n{text}")
        elif style == "teams":
            out.append(f"{who} ({d} {t}): {text}")
        elif style == "discord":
            out.append(f"{who.lower().replace(' ', '_')} — {d} {t}\n{text}")
        else:
            out.append(f"[{t}] {who}: {text}")
    return "\n".join(out), "plain"


def frame_devlog(rng, cfg):
    n = rng.randint(5, 8)
    pos = rng.randrange(n)
    d = date(rng)
    h, m = rng.randint(0, 17), 0
    out = []
    for i in range(n):
        m += rng.randint(3, 40)
        ts = f"{d}T{h + m // 60:02d}:{m % 60:02d}:{rng.randint(0, 59):02d}Z"
        line = f"{ts} {cfg['device']} " + cfg["line"](rng)
        if i == pos:
            line += f' {cfg.get("field", "note")}="{PH}"'
        out.append(line)
    return "\n".join(out), "plain"


def frame_sms(rng, cfg):
    n = rng.randint(4, 6)
    pos = rng.randrange(n)
    ins, outs = list(cfg["fillers_in"]), list(cfg["fillers_out"])
    rng.shuffle(ins)
    rng.shuffle(outs)
    d = date(rng)
    out = []
    m = rng.randint(0, 300)
    for i in range(n):
        m += rng.randint(2, 90)
        direction = "IN" if i == pos or rng.random() < 0.5 else "OUT"
        num = f"+4477009{rng.randint(0, 99999):05d}" if direction == "IN" else cfg["shortcode"]
        # inbound lines carry customers' texts, outbound the shop's own
        text = PH if i == pos else (ins if direction == "IN" else outs)[i % 3]
        out.append(f'{d} {8 + m // 60:02d}:{m % 60:02d} {direction} from={num} id={rng.randint(10000, 99999)} text="{text}"')
    return "\n".join(out), "plain"


def frame_ocr(rng, cfg):
    lines = [l(rng) if callable(l) else l for l in cfg["header"]]
    body = [l(rng) if callable(l) else l for l in cfg["body"]]
    rng.shuffle(body)
    body = body[: rng.randint(3, len(body))]
    body.insert(rng.randint(1, len(body)), f"{cfg['notes_label']} {PH}")
    foot = [l(rng) if callable(l) else l for l in cfg["footer"]]
    return "\n".join(lines + body + foot), "plain"


def frame_form(rng, cfg):
    out = [f"Form: {cfg['title']}", f"Submitted: {date(rng)} {hhmm(rng)}"]
    for k, v in cfg["fields"](rng):
        out.append(f"{k}: {v}")
    out.insert(rng.randint(3, len(out)), f"{cfg['free_label']}: {PH}")
    out.append(cfg["consent"])
    return "\n".join(out), "plain"


def frame_mail(rng, cfg):
    sender = person(rng)
    paras = list(cfg["paras"])
    rng.shuffle(paras)
    paras = paras[: rng.randint(2, 3)]
    paras.insert(rng.randint(0, len(paras)), PH)
    head = [f"From: {sender} <{email_of(sender, cfg['from_domain'])}>", f"To: {cfg['to']}",
            f"Date: {date(rng)} {hhmm(rng)}", f"Subject: {rng.choice(cfg['subjects'])}", ""]
    greet = rng.choice(cfg["greetings"])
    sign = f"{rng.choice(['Best', 'Thanks', 'Regards', 'Cheers'])},\n{sender}\n{cfg['sig']}"
    return "\n".join(head + [greet, ""] + ["\n\n".join(paras), "", sign]), "plain"


FRAMES = {"json": frame_json, "csv": frame_csv, "ics": frame_ics, "html": frame_html, "chat": frame_chat,
          "devlog": frame_devlog, "sms": frame_sms, "ocr": frame_ocr, "form": frame_form, "mail": frame_mail}


def render(carrier, number):
    rng = random.Random(f"r49:{carrier['tool']}#{number}")
    return FRAMES[carrier["frame"]](rng, carrier)
