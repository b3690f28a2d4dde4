"""Frames, seeded values and encoders for independent set r46 (all own writing)."""
import json
import random

PH = "@@SPECIAL@@"
FIRST = ["Aino", "Bram", "Carys", "Dario", "Elif", "Fenna", "Gideon", "Hana", "Ilse", "Jonas", "Kasia", "Lior",
         "Maren", "Niall", "Odile", "Pavel", "Quinn", "Rosa", "Soren", "Tamsin", "Ugo", "Vera", "Wren", "Yusuf"]
LAST = ["Abbot", "Brandt", "Castell", "Dunmore", "Eklund", "Fairley", "Garrow", "Holm", "Ivers", "Jarvie",
        "Kettle", "Lund", "Marsh", "Nolan", "Orme", "Pryce", "Quarry", "Rook", "Sallow", "Thorne", "Upton", "Voss"]


def vals(rng, domain):
    f, l = rng.choice(FIRST), rng.choice(LAST)
    f2, l2 = rng.choice(FIRST), rng.choice(LAST)
    return {
        "name": f"{f} {l}", "email": f"{f.lower()}.{l.lower()}@{domain}", "first": f,
        "name2": f"{f2} {l2}", "first2": f2,
        "date": f"2026-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
        "time": f"{rng.randint(7, 20):02d}:{rng.choice(['00', '15', '30', '45'])}",
        "amount": f"{rng.randint(20, 2400)}.{rng.randint(0, 99):02d}",
        "ref": f"{rng.choice('ABCDEFGHJKLMNPRSTW')}{rng.choice('ABCDEFGHJKLMNPRSTW')}-{rng.randint(10000, 99999)}",
        "phone": f"+44 7700 9{rng.randint(10000, 99999)}",
        "n": rng.randint(2, 40), "id": rng.randint(100000, 999999),
    }


# ---- encoders: (encode, decode) per field kind ----
def enc_json(s):
    return json.dumps(s, ensure_ascii=False)[1:-1]


def dec_json(s):
    return json.loads('"' + s + '"')


def enc_csv(s):
    if any(c in s for c in ',"\n'):
        return '"' + s.replace('"', '""') + '"'
    return s


def dec_csv(s):
    if s.startswith('"') and s.endswith('"') and len(s) >= 2:
        return s[1:-1].replace('""', '"')
    return s


def enc_ics(s):
    return s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")


def dec_ics(s):
    out, i = [], 0
    while i < len(s):
        if s[i] == "\\" and i + 1 < len(s):
            out.append(s[i + 1]); i += 2
        else:
            out.append(s[i]); i += 1
    return "".join(out)


def enc_html(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def dec_html(s):
    return s.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"').replace("&#39;", "'").replace("&amp;", "&")


def enc_attr(s):
    return enc_html(s).replace('"', "&quot;").replace("'", "&#39;")


def ident(s):
    return s


ENC = {"json": (enc_json, dec_json), "csv": (enc_csv, dec_csv), "ics": (enc_ics, dec_ics),
       "html": (enc_html, dec_html), "attr": (enc_attr, dec_html), "plain": (ident, ident)}


# ---- frames: each returns (text with PH, encoding name) ----
def f_json(c, v, rng):
    rec = {}
    for k, spec in c["fields"]:
        rec[k] = spec.format(**v) if isinstance(spec, str) else spec
    if isinstance(rec.get("amount"), str):
        rec["amount"] = float(v["amount"])
    items = list(rec.items())
    pos = c.get("pos", len(items))
    items.insert(pos, (c["slot"], PH))
    rec = dict(items)
    ind = c.get("indent")
    return json.dumps(rec, ensure_ascii=False, indent=ind), "json"


def f_ticket(c, v, rng):
    rec = {"ticket": v["id"], "status": rng.choice(["open", "pending", "new"]), "priority": rng.choice(["low", "normal", "high"]),
           "requester": {"name": v["name"], "email": v["email"]}, "subject": c["subject"].format(**v),
           "created_at": v["date"] + "T" + v["time"] + ":00Z", "channel": "web", c["slot"]: PH,
           "tags": c["tags"]}
    return json.dumps(rec, ensure_ascii=False), "json"


def f_csv(c, v, rng):
    rows = [",".join(c["header"])]
    k = rng.randint(0, c["nrows"] - 1)
    for i in range(c["nrows"]):
        r = c["row"](rng, i)
        note = PH if i == k else enc_csv(rng.choice(c["notes"]))
        rows.append(",".join(r + [note]))
    return "\n".join(rows), "csv"


def f_mail(c, v, rng):
    t = (f"From: {v['name']} <{v['email']}>\nTo: {c['to']}\nDate: {v['date']} {v['time']}\n"
         f"Subject: {c['subject'].format(**v)}\n\n{c['greet']}\n\n{c['before'].format(**v)}\n\n{PH}\n\n"
         f"{c['after'].format(**v)}\n\n{v['first']}\n{c['sig']}")
    return t, "plain"


def f_ics(c, v, rng):
    d = v["date"].replace("-", "")
    t = v["time"].replace(":", "") + "00"
    text = (f"BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//{c['prodid']}//EN\nBEGIN:VEVENT\nUID:{v['id']}@{c['domain']}\n"
            f"DTSTART:{d}T{t}\nSUMMARY:{c['summary'].format(**v)}\nLOCATION:{c['location']}\n"
            f"ORGANIZER;CN={v['name']}:mailto:{v['email']}\nDESCRIPTION:{PH}\nEND:VEVENT\nEND:VCALENDAR")
    return text, "ics"


def f_html(c, v, rng):
    mode = c["hide"]
    if mode == "comment":
        slot, e = f"<!-- {PH} -->", "plain"
    elif mode == "tiny":
        slot, e = f'<p style="font-size:1px;color:#fefefe">{PH}</p>', "html"
    elif mode == "none":
        slot, e = f'<div style="display:none">{PH}</div>', "html"
    elif mode == "alt":
        slot, e = f'<img src="/img/{v["id"]}.jpg" alt="{PH}">', "attr"
    else:
        slot, e = f'<span class="sr-only" title="{PH}"></span>', "attr"
    body = "\n".join(f"<p>{p.format(**v)}</p>" for p in c["paras"])
    text = (f"<html><head><title>{c['title']}</title></head><body>\n<h1>{c['title']}</h1>\n{body}\n{slot}\n"
            f"<footer>{c['footer'].format(**v)}</footer>\n</body></html>")
    return text, e


def f_chat(c, v, rng):
    people = [v["first"], v["first2"]] + c["people"]
    lines = list(c["filler"])
    rng.shuffle(lines)
    lines = lines[:4]
    k = rng.randint(1, 3)
    out = [c["head"]]
    h, m = rng.randint(8, 19), rng.randint(0, 40)
    for i in range(5):
        who = people[rng.randint(0, len(people) - 1)]
        msg = PH if i == k else lines.pop()
        out.append(c["fmt"].format(t=f"{h:02d}:{m + i * 3:02d}", who=who, msg=msg, d=v["date"]))
    return "\n".join(out), "plain"


def f_log(c, v, rng):
    out = []
    h = rng.randint(0, 22)
    k = rng.randint(1, 4)
    stamps = sorted((rng.randint(0, 59), rng.randint(0, 59)) for _ in range(6))
    for i in range(6):
        ts = f"{v['date']}T{h:02d}:{stamps[i][0]:02d}:{stamps[i][1]:02d}Z"
        if i == k:
            out.append(c["special"].format(ts=ts, ph=PH, **v))
        else:
            out.append(rng.choice(c["lines"]).format(ts=ts, x=rng.randint(1, 99), y=rng.randint(100, 999), **v))
    return "\n".join(out), "plain"


def f_ocr(c, v, rng):
    body = list(c["body"])
    keep = sorted(rng.sample(range(len(body)), k=min(len(body), 4)))
    lines = [c["head"], f"Ref: {v['ref']}    Date: {v['date']}", f"Name: {v['name'].upper()}"]
    lines += [body[i].format(**v) for i in keep]
    lines += [f"{c['label']}: {PH}", c["foot"].format(**v), "[page 1 of 1]"]
    return "\n".join(lines), "plain"


def f_form(c, v, rng):
    out = [f"Form: {c['title']}", f"Submitted: {v['date']} {v['time']}", f"Name: {v['name']}", f"Email: {v['email']}",
           f"Phone: {v['phone']}"]
    for k, spec in c["fields"]:
        out.append(f"{k}: {rng.choice(spec)}")
    out.append(f"{c['slot']}: {PH}")
    out.append("Consent to contact: yes")
    return "\n".join(out), "plain"


FRAMES = {"json": f_json, "ticket": f_ticket, "csv": f_csv, "mail": f_mail, "ics": f_ics, "html": f_html,
          "chat": f_chat, "log": f_log, "ocr": f_ocr, "form": f_form}


def frame(c, pair):
    rng = random.Random(f"r46:{c['tool']}#{pair}")
    v = vals(rng, c.get("domain", "mail.example"))
    return FRAMES[c["frame"]](c, v, rng)
