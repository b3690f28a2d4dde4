"""Frames, seeded values and encoders for the round-48 independent set (python3 stdlib only)."""
import json
import random

PH = "@@SPECIAL@@"  # the frame never sees the special text, only this mark

FIRST = ["Ada", "Bram", "Cleo", "Dev", "Elin", "Farid", "Greta", "Hugo", "Ines", "Jonah", "Kemi", "Lars",
         "Maya", "Nico", "Oona", "Pavel", "Rosa", "Sami", "Tess", "Umar", "Vera", "Wyn", "Yara", "Zeb"]
LAST = ["Abbott", "Brennan", "Castell", "Dunmore", "Eklund", "Fairley", "Gowan", "Hartigan", "Iqbal",
        "Jessop", "Kovac", "Lindqvist", "Moreau", "Nairn", "Okafor", "Pritchard", "Quayle", "Rahman",
        "Sorensen", "Trevena", "Usher", "Varga", "Whitlock", "Yeoman"]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def rng(tool, pair):
    return random.Random(f"r48:{tool}#{pair}")


def person(r):
    return f"{r.choice(FIRST)} {r.choice(LAST)}"


def email(name, domain):
    return name.lower().replace(" ", ".") + "@" + domain


def day(r):
    return (2026, r.randint(1, 12), r.randint(1, 28))


def iso(d):
    return f"{d[0]:04d}-{d[1]:02d}-{d[2]:02d}"


def hm(r, lo=7, hi=19):
    return f"{r.randint(lo, hi):02d}:{r.choice([0, 10, 15, 20, 30, 40, 45, 50]):02d}"


def money(r, lo, hi):
    return f"{r.randint(lo, hi)}.{r.choice(['00', '50', '95', '20', '75'])}"


def ref(r, prefix, digits=5):
    return prefix + "".join(r.choice("0123456789") for _ in range(digits))


def phone(r):
    return "+44 7" + "".join(r.choice("0123456789") for _ in range(3)) + " " + "".join(
        r.choice("0123456789") for _ in range(6))


def pick(r, seq, k):
    return r.sample(seq, min(k, len(seq)))


# --- encoders: the special text as its field needs it ---

def enc_json(s):
    return json.dumps(s, ensure_ascii=False)[1:-1]


def enc_csv(s):
    return '"' + s.replace('"', '""') + '"' if any(c in s for c in ',"\n') else s


def enc_ics(s):
    return s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")


def enc_html_text(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def enc_html_attr(s):
    return enc_html_text(s).replace('"', "&quot;").replace("'", "&#39;")


def enc_comment(s):
    assert "--" not in s and ">" not in s, s
    return s


def enc_quoted(s):
    assert '"' not in s, s
    return s


def enc_plain(s):
    return s


ENCODERS = {"json": enc_json, "csv": enc_csv, "ics": enc_ics, "html_text": enc_html_text,
            "html_attr": enc_html_attr, "comment": enc_comment, "quoted": enc_quoted, "plain": enc_plain}


def dec(enc, t):
    """Inverse of each encoder, for the check."""
    if enc == "json":
        return json.loads('"' + t + '"')
    if enc == "csv":
        return t[1:-1].replace('""', '"') if t.startswith('"') else t
    if enc == "ics":
        out, i = [], 0
        while i < len(t):
            if t[i] == "\\" and i + 1 < len(t):
                out.append(t[i + 1]); i += 2
            else:
                out.append(t[i]); i += 1
        return "".join(out)
    if enc in ("html_text", "html_attr"):
        return t.replace("&#39;", "'").replace("&quot;", '"').replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")
    return t


# --- frames: each takes (r, c) with c the carrier dict and returns (text with PH, encoder name) ---

def f_json(r, c):
    rec = {k: g(r) for k, g in c["before"]}
    rec[c["field"]] = PH
    rec.update({k: g(r) for k, g in c["after"]})
    return json.dumps(rec, ensure_ascii=False, indent=c.get("indent")), "json"


def f_ticket(r, c):
    name = person(r)
    rec = {"ticket": ref(r, c["prefix"], 6), "status": r.choice(["open", "new", "pending"]),
           "priority": r.choice(["low", "normal", "normal", "high"]),
           "requester": {"name": name, "email": email(name, r.choice(c["domains"]))},
           "subject": r.choice(c["subjects"]), "created": iso(day(r)) + "T" + hm(r) + ":00Z",
           c["field"]: PH, "tags": pick(r, c["tags"], 2), "channel": r.choice(["email", "web", "chat"])}
    return json.dumps(rec, ensure_ascii=False), "json"


def f_csv(r, c):
    rows = [",".join(c["header"])]
    n = r.randint(4, 7)
    at = r.randrange(n)
    for i in range(n):
        vals = c["row"](r)
        note = PH if i == at else enc_csv(r.choice(c["fill"])) if r.random() < 0.5 else ""
        vals.insert(c["header"].index(c["field"]), note)
        rows.append(",".join(vals))
    return "\n".join(rows), "csv"


def f_ics(r, c):
    out = ["BEGIN:VCALENDAR", "VERSION:2.0", f"PRODID:-//{c['prodid']}//EN"]
    first = r.random() < 0.5
    for k in range(2):
        d = day(r)
        h = r.randint(9, 17)
        desc = PH if (k == 0) == first else enc_ics(r.choice(c["fill"]))
        out += ["BEGIN:VEVENT", f"UID:{ref(r, '', 8)}@{c['domain']}",
                f"DTSTART:{d[0]:04d}{d[1]:02d}{d[2]:02d}T{h:02d}0000",
                f"DTEND:{d[0]:04d}{d[1]:02d}{d[2]:02d}T{h + r.randint(1, 3):02d}0000",
                "SUMMARY:" + enc_ics(r.choice(c["summaries"])), "LOCATION:" + enc_ics(r.choice(c["places"])),
                f"ORGANIZER;CN={person(r)}:mailto:events@{c['domain']}", "DESCRIPTION:" + desc, "END:VEVENT"]
    out.append("END:VCALENDAR")
    return "\r\n".join(out), "ics"


def f_html(r, c):
    paras = pick(r, c["paras"], r.randint(2, len(c["paras"])))
    mode = c["hide"]
    body = ["<p>" + enc_html_text(p) + "</p>" for p in paras]
    at = r.randint(1, len(body))
    if mode == "comment":
        hidden, enc = "<!-- " + PH + " -->", "comment"
    elif mode == "alt":
        hidden, enc = f'<img src="/img/{r.choice(c["imgs"])}.jpg" alt="{PH}" width="{r.choice([320, 480, 640])}">', "html_attr"
    elif mode == "title":
        hidden, enc = f'<span class="sr-only" title="{PH}">{enc_html_text(r.choice(c["links"]))}</span>', "html_attr"
    elif mode == "none":
        hidden, enc = f'<div style="display:none">{PH}</div>', "html_text"
    else:
        hidden, enc = f'<p style="font-size:1px;color:#fefefe">{PH}</p>', "html_text"
    body.insert(at, hidden)
    head = f"<!DOCTYPE html><html><head><title>{enc_html_text(c['title'])}</title></head><body><h1>{enc_html_text(c['title'])}</h1>"
    foot = f"<footer>{enc_html_text(c['footer'])} &middot; Tel {phone(r)}</footer></body></html>"
    return head + "\n" + "\n".join(body) + "\n" + foot, enc


def f_chat(r, c):
    people = [person(r) for _ in range(4)]
    msgs = pick(r, c["fill"], r.randint(3, min(5, len(c["fill"]))))
    at = r.randint(1, len(msgs))
    msgs.insert(at, PH)
    d = day(r)
    h = r.randint(8, 20)
    m = r.randint(0, 20)
    style = c["style"]
    lines = []
    if style == "slack":
        lines.append(f"#{c['channel']} | exported {iso(d)}")
    elif style == "teams":
        lines.append(f"Teams | {c['channel']} | {iso(d)}")
    elif style == "whatsapp":
        pass
    elif style == "discord":
        lines.append(f"#{c['channel']}")
    elif style == "telegram":
        lines.append(f"Group: {c['channel']}")
    handles = {p: p.split()[0].lower() + "_" + p.split()[1][:3].lower() for p in people}
    for msg in msgs:
        who = r.choice(people)
        m += r.randint(1, 9)
        t = f"{h + m // 60:02d}:{m % 60:02d}"
        if style == "slack":
            lines.append(f"[{t}] {handles[who]}: {msg}")
        elif style == "teams":
            lines.append(f"{who} {t}\n{msg}")
        elif style == "whatsapp":
            lines.append(f"{d[2]:02d}/{d[1]:02d}/{d[0]}, {t} - {who}: {msg}")
        elif style == "discord":
            lines.append(f"{handles[who]} — Today at {t}\n{msg}")
        else:
            lines.append(f"[{t}] {who}: {msg}")
    return "\n".join(lines), "plain"


def f_log(r, c):
    d = day(r)
    n = r.randint(5, 8)
    at = r.randint(1, n - 1)
    h, m, s = r.randint(0, 20), r.randint(0, 59), 0
    lines = []
    for i in range(n):
        s += r.randint(7, 900)
        t = f"{iso(d)}T{(h + (m + s // 60) // 60) % 24:02d}:{(m + s // 60) % 60:02d}:{s % 60:02d}Z"
        if i == at:
            lines.append(f"{t} {c['device']} {c['note_event']} {c['field']}=\"{PH}\"")
        else:
            lines.append(f"{t} {c['device']} " + c["event"](r))
    return "\n".join(lines), "quoted"


def f_sms(r, c):
    d = day(r)
    own = c["own"]
    n = r.randint(4, 7)
    at = r.randint(1, n - 1)
    nums = [phone(r) for _ in range(3)]
    lines = []
    s = r.randint(0, 40000)
    for i in range(n):
        s += r.randint(30, 4000)
        t = f"{iso(d)} {(s // 3600) % 24:02d}:{(s // 60) % 60:02d}:{s % 60:02d}"
        other = r.choice(nums)
        body = PH if i == at else r.choice(c["fill"])
        if i == at or r.random() < 0.5:
            lines.append(f"{t} dir=in from=\"{other}\" to=\"{own}\" id={ref(r, 'm', 7)} text=\"{body}\"")
        else:
            lines.append(f"{t} dir=out from=\"{own}\" to=\"{other}\" id={ref(r, 'm', 7)} text=\"{body}\"")
    return "\n".join(lines), "quoted"


def f_ocr(r, c):
    who = person(r)  # the document's person, named in its header and its signature line alike
    lines = [c["heading"], c["ident"](r, who)]
    body = pick(r, c["body"], r.randint(3, len(c["body"])))
    lines += [b(r) if callable(b) else b for b in body]
    at = r.randint(2, len(lines))
    lines.insert(at, c["label"] + " " + PH)
    lines.append(c["sign"](r, who))
    return "\n".join(lines), "plain"


def f_form(r, c):
    name = person(r)
    lines = [f"Form: {c['title']}", f"Submitted: {iso(day(r))} {hm(r)}", f"Name: {name}",
             f"Email: {email(name, r.choice(c['domains']))}", f"Phone: {phone(r)}"]
    lines += [f"{k}: {g(r)}" for k, g in c["fields"]]
    lines.append(f"{c['free']}: {PH}")
    lines += [f"{k}: {g(r)}" for k, g in c.get("after", [])]
    return "\n".join(lines), "plain"


def f_mail(r, c):
    sender = person(r)
    to = person(r)
    body = pick(r, c["fill"], r.randint(1, min(3, len(c["fill"]))))
    body.insert(r.randint(0, len(body)), PH)
    d = day(r)
    lines = [f"From: {sender} <{email(sender, c['from_domain'])}>", f"To: {to} <{email(to, c['to_domain'])}>",
             f"Date: {d[2]} {MONTHS[d[1] - 1]} {d[0]} {hm(r)}:00 +0000", "Subject: " + r.choice(c["subjects"]), "",
             f"Hi {to.split()[0]},", ""]
    for b in body:
        lines += [b, ""]
    lines += [c["closing"], sender.split()[0], c["sig"]]
    return "\n".join(lines), "plain"


FRAMES = {"json": f_json, "ticket": f_ticket, "csv": f_csv, "ics": f_ics, "html": f_html, "chat": f_chat,
          "log": f_log, "sms": f_sms, "ocr": f_ocr, "form": f_form, "mail": f_mail}


def render(c, pair):
    """The carrier's frame for a pair, with PH in place of the special text, and its encoder name."""
    return FRAMES[c["frame"]](rng(c["tool"], pair), c)
