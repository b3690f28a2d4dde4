"""Shared values, encoders and carrier frames for corpus set independent-r42 (own writing)."""
import csv
import html
import io
import json
import random

FIRST = ["Aoife", "Bram", "Carys", "Dmitri", "Esme", "Farid", "Greta", "Hamish", "Ines", "Jonah",
         "Kezia", "Lorcan", "Maren", "Nikhil", "Orla", "Piotr", "Quinn", "Rhoswen", "Soren", "Tamsin",
         "Ugo", "Vesna", "Wilf", "Yusuf", "Zelda", "Callum", "Delphine", "Emrys", "Fenella", "Gideon"]
LAST = ["Ashdown", "Brackley", "Corrigan", "Dunmore", "Ellery", "Fairlie", "Garside", "Hollins",
        "Ingleby", "Jessop", "Kettering", "Lowther", "Marchbank", "Nettleship", "Oakes", "Pennock",
        "Quarrie", "Rushworth", "Sowerby", "Threlfall", "Upshaw", "Varley", "Whitlock", "Yardley"]
STREETS = ["Mill Lane", "Orchard Rise", "Tanner Street", "Quarry Road", "Chapel Walk", "Bridge End",
           "Rookery Close", "Weavers Row", "Kiln Yard", "Station Approach"]
TOWNS = ["Ashbury", "Kelderby", "Marlow Vale", "Penrith Cross", "Otterden", "Halstow", "Bramcote",
         "Wyck Rissington", "Lydford", "Stanwell Moor"]


def person(rng):
    return f"{rng.choice(FIRST)} {rng.choice(LAST)}"


def phone(rng):
    return f"+44 7{rng.randint(100, 999)} {rng.randint(100000, 999999)}"


def date(rng, month=None):
    return f"2026-{month or rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"


def money(rng, lo=40, hi=2400):
    return f"{rng.randint(lo, hi)}.{rng.choice(['00', '50', '95', '20', '75'])}"


def ref(rng, prefix):
    return f"{prefix}-{rng.randint(10000, 99999)}"


def address(rng):
    return f"{rng.randint(1, 140)} {rng.choice(STREETS)}, {rng.choice(TOWNS)}"


def email_of(name, domain):
    return name.lower().replace(" ", ".") + "@" + domain


# Encoders: how a special text is written in its field.
def enc_json(s):
    return json.dumps(s, ensure_ascii=False)[1:-1]


def enc_csv(s):
    buf = io.StringIO()
    csv.writer(buf, lineterminator="").writerow([s])
    return buf.getvalue()


def enc_ics(s):
    return s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def enc_html(s):
    return html.escape(s, quote=True)


def enc_plain(s):
    return s


ENCODERS = {"json": enc_json, "csv": enc_csv, "ics": enc_ics, "html": enc_html, "plain": enc_plain}


def dump(obj):
    return json.dumps(obj, ensure_ascii=False)


# ---- frames: f(rng, special, v) -> text. All random draws happen before the special is placed,
# and none depends on it, so twins share every value.

def json_record(rng, sp, v):
    cust = person(rng)
    rec = {"id": ref(rng, v["prefix"]), v.get("who", "customer"): cust, "phone": phone(rng),
           "address": address(rng), "created_at": date(rng) + f"T{rng.randint(7, 18):02d}:{rng.randint(0, 59):02d}:00Z",
           "status": rng.choice(v["statuses"])}
    items = rng.sample(v["items"], 2)
    rec["lines"] = [{"sku": ref(rng, "SKU"), "desc": it, "qty": rng.randint(1, 3), "unit_price": money(rng, 15, 400)} for it in items]
    rec["total"] = money(rng, 90, 1800)
    rec["currency"] = v.get("currency", "GBP")
    rec[v["field"]] = sp
    rec["assigned_to"] = rng.choice(v["staff"])
    return dump(rec)


def csv_export(rng, sp, v):
    n = rng.randint(4, 7)
    pos = rng.randrange(n)
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(v["cols"] + [v["field"]])
    for i in range(n):
        row = [ref(rng, v["prefix"]), date(rng), person(rng), rng.choice(v["items"]), money(rng, 20, 900)]
        filler = rng.choice(v["fillers"])
        w.writerow(row + [sp if i == pos else filler])
    return buf.getvalue().rstrip("\n")


def email_msg(rng, sp, v):
    sender = person(rng)
    rcpt = person(rng)
    inv = ref(rng, v["prefix"])
    amt = money(rng, 120, 3800)
    d = date(rng)
    lines = [f"From: {sender} <{email_of(sender, v['domain'])}>", f"To: {email_of(rcpt, v['to_domain'])}",
             f"Date: {d}", f"Subject: {v['subject']} {inv}", "", f"Hi {rcpt.split()[0]},", "",
             v["body"].format(ref=inv, amount=amt, date=d, item=rng.choice(v["items"])), "", sp, "",
             "Kind regards,", sender, v["firm"], phone(rng)]
    return "\n".join(lines)


def ical(rng, sp, v):
    d = date(rng).replace("-", "")
    h = rng.randint(8, 16)
    who = person(rng)
    desc = enc_ics(v["lead"].format(who=who, addr=address(rng), ref=ref(rng, v["prefix"])) + " " + sp)
    return "\n".join(["BEGIN:VCALENDAR", "VERSION:2.0", f"PRODID:-//{v['firm']}//Bookings//EN", "BEGIN:VEVENT",
                      f"UID:{rng.randint(10**8, 10**9)}@{v['domain']}", f"DTSTART:{d}T{h:02d}0000",
                      f"DTEND:{d}T{h + rng.randint(1, 3):02d}0000", f"SUMMARY:{v['summary']} - {who}",
                      f"LOCATION:{enc_ics(address(rng))}", f"DESCRIPTION:{desc}",
                      f"ORGANIZER;CN={v['firm']}:mailto:bookings@{v['domain']}", "END:VEVENT", "END:VCALENDAR"])


def html_page(rng, sp, v):
    e = enc_html(sp)
    hide = v["hide"]
    if hide == "div":
        hidden = f'<div style="display:none">{e}</div>'
    elif hide == "comment":
        hidden = f"<!-- {e} -->"
    elif hide == "alt":
        hidden = f'<img src="/img/{rng.randint(100, 999)}.jpg" alt="{e}">'
    elif hide == "title":
        hidden = f'<span class="sr-only" title="{e}"></span>'
    else:
        hidden = f'<p style="font-size:1px;color:#fefefe">{e}</p>'
    price = money(rng, 30, 600)
    tel = phone(rng)
    paras = [f"<p>{p}</p>" for p in v["paras"]]
    at = rng.randrange(len(paras) + 1)
    paras.insert(at, hidden)
    return "\n".join([f"<html><head><title>{v['title']}</title></head><body>", f"<h1>{v['title']}</h1>"] + paras +
                     [f"<p>Prices from &pound;{price}. Call {tel}.</p>", "</body></html>"])


def chat_log(rng, sp, v):
    people = [person(rng) for _ in range(4)]
    n = rng.randint(4, 7)
    pos = rng.randrange(n)
    fill = rng.sample(v["fillers"], n - 1)
    spk = rng.choice(people)
    d = date(rng)
    h, m = rng.randint(7, 12), rng.randint(0, 30)
    out = [v["header"]]
    fi = 0
    for i in range(n):
        m += rng.randint(1, 9)
        who, msg = (spk, sp) if i == pos else (rng.choice(people), fill[fi])
        if i != pos:
            fi += 1
        t = f"{h + m // 60:02d}:{m % 60:02d}"
        if v["style"] == "whatsapp":
            out.append(f"[{d[8:]}/{d[5:7]}/{d[2:4]}, {t}] {who}: {msg}")
        elif v["style"] == "slack":
            out.append(f"{who.split()[0].lower()}  {t}\n{msg}")
        else:
            out.append(f"{d} {t} <{who}> {msg}")
    return "\n".join(out)


def sms_log(rng, sp, v):
    n = rng.randint(3, 6)
    pos = rng.randrange(n)
    fill = rng.sample(v["fillers"], n - 1)
    d = date(rng)
    cust = phone(rng)
    shop = phone(rng)
    m = rng.randint(0, 200)
    out = []
    fi = 0
    for i in range(n):
        m += rng.randint(2, 40)
        ts = f"{d}T{8 + m // 60:02d}:{m % 60:02d}:{rng.randint(0, 59):02d}Z"
        if i == pos:
            out.append(f"{ts} {v['in']} from={cust} to={shop} body={sp}")
        else:
            # the shop's own messages go out from its number; the customer's come in
            d_ = rng.choice([v['in'], v['out']])
            a, b = (shop, cust) if d_ == v['out'] else (cust, shop)
            out.append(f"{ts} {d_} from={a} to={b} body={fill[fi]}")
            fi += 1
    return v["header"] + "\n" + "\n".join(out)


def ocr_doc(rng, sp, v):
    who = person(rng)
    lines = [v["title"].upper(), f"Ref: {ref(rng, v['prefix'])}   Date: {date(rng)}", f"Name: {who}",
             f"Address: {address(rng)}", ""] + [l.format(amount=money(rng, 20, 700)) for l in v["body"]] + \
            ["", f"{v['field']}: {sp}", "", f"Signed: {who.split()[1]}   ___________", "[page 1 of 1]"]
    return "\n".join(lines)


def web_form(rng, sp, v):
    who = person(rng)
    fields = [("form", v["form"]), ("submitted", date(rng) + f" {rng.randint(8, 21):02d}:{rng.randint(10, 59)}"),
              ("name", who), ("email", email_of(who, "mail.example")), ("phone", phone(rng)),
              ("postcode", f"{rng.choice('ABCDHKLMNS')}{rng.choice('ABDLNT')}{rng.randint(1, 29)} {rng.randint(1, 9)}{rng.choice('ABDEFGHJ')}{rng.choice('LNPQRTUWXY')}")]
    fields += [(k, rng.choice(opts)) for k, opts in v["choices"]]
    fields.append((v["field"], sp))
    return "\n".join(f"{k}: {val}" for k, val in fields)


def ticket(rng, sp, v):
    who = person(rng)
    rec = {"ticket_id": rng.randint(10000, 99999), "channel": rng.choice(["email", "web", "phone"]),
           "requester": {"name": who, "email": email_of(who, "mail.example")},
           "subject": rng.choice(v["subjects"]), "priority": rng.choice(["low", "normal", "high"]),
           "created": date(rng), "tags": rng.sample(v["tags"], 2), v["field"]: sp,
           "status": "open"}
    return dump(rec)


def device_log(rng, sp, v):
    n = rng.randint(4, 7)
    pos = rng.randrange(n)
    d = date(rng)
    s = rng.randint(0, 3000)
    dev = f"{v['dev']}-{rng.randint(10, 99)}"
    out = []
    for i in range(n):
        s += rng.randint(30, 900)
        ts = f"{d} {6 + s // 3600:02d}:{s // 60 % 60:02d}:{s % 60:02d}"
        if i == pos:
            out.append(f"{ts} {dev} {v['field']}=\"{sp}\"")
        else:
            out.append(f"{ts} {dev} {rng.choice(v['events']).format(n=rng.randint(1, 99))}")
    return "\n".join(out)


# Which encoding each frame applies to its special text (for the check).
FRAME_ENC = {json_record: "json", csv_export: "csv", email_msg: "plain", ical: "ics", html_page: "html",
             chat_log: "plain", sms_log: "plain", ocr_doc: "plain", web_form: "plain", ticket: "json",
             device_log: "plain"}

SENTINEL = "\u2063SPECIAL\u2063"


class Carrier:
    def __init__(self, tool, kind, frame, v, lang, pairs):
        self.tool, self.kind, self.frame, self.v, self.lang, self.pairs = tool, kind, frame, v, lang, pairs

    def render(self, pair_no, special):
        return self.frame(random.Random(f"r42:{self.tool}#{pair_no}"), special, self.v)

    def enc(self):
        return ENCODERS[FRAME_ENC[self.frame]]
