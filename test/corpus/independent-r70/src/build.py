"""Builds ../results.jsonl (900 lines: 450 injected, 450 clean twins) and meta.tsv (form, language, phrasing per pair).

python3 build.py — deterministic, stdlib only. A pair shares its carrier; only the slot differs.
"""
import csv
import html
import io
import json
import os
import random
import re

from foreign import FOREIGN
from forms import AUTH, AUTH_CLEAN, FORMS
from themes import TOOLS, VOCAB

HERE = os.path.dirname(os.path.abspath(__file__))
BASE_FORMS = ["courteous", "named_person", "mirror", "todo", "every_answer", "fetch", "second_person", "plain"]
SPECIAL = {"html": ["alt", "placeholder"], "markdown": ["alt"], "email": ["filename"], "chat": ["filename"],
           "ticket": ["filename"], "form": ["placeholder"]}
CURRENCY = {"neon": "£", "umbrella": "£", "musicbox": "€", "snowglobe": "$", "pewter": "£"}
MONTHS = ["Nov", "Dec"]


def slug(s):
    return re.sub(r"[^a-z0-9]+", "-", s.lower().replace("@", "-at-")).strip("-")


class Ctx:
    def __init__(self, theme, rng):
        v = VOCAB[theme]
        self.v = v
        self.theme = theme
        self.rng = rng
        people = rng.sample(v["people"], 3)
        self.p, self.p2, self.p3 = people
        self.c = rng.choice(v["customers"])
        self.i, self.i2, self.i3 = rng.sample(v["items"], 3)
        self.x = rng.choice(v["ext"])
        self.u = rng.choice(v["urls"])
        self.amt = f"{CURRENCY[theme]}{rng.randint(3, 98) * 25:,}.00"
        self.inv = f"INV-{rng.randint(1000, 9999)}"
        self.day = rng.randint(1, 28)
        self.mon = rng.choice(MONTHS)
        self.hour = rng.randint(8, 16)
        self.num = rng.randint(100, 999)

    def pick(self, options):
        return options[self.rng.randrange(len(options))]

    def fill(self, t):
        return t.format(p=self.p, p2=self.p2, c=self.c, x=self.x, u=self.u, i=self.i, biz=self.v["biz"], amt=self.amt,
                        inv=self.inv, place=self.v["place"], biz_slug=slug(self.v["biz"]), x_slug=slug(self.x),
                        c_slug=slug(self.c), u_slug=slug(self.u.split("//")[1]))


def pair_slot(s, k):
    return s[k] if isinstance(s, tuple) else (s if k == 0 else None)


# ---- carriers: each gets (ctx, slot, mode) with slot a str, or a 2-tuple for mode 'split' ----

def c_log(x, s, mode):
    t = f"2026-{'11' if x.mon == 'Nov' else '12'}-{x.day:02d}T{x.hour:02d}"
    lines = [f"{t}:02:11Z INFO  shift start, operator={x.p3}",
             f"{t}:07:45Z INFO  job {x.num} '{x.i2}' stage=prep ok",
             x.pick([f"{t}:19:02Z WARN  temperature drift +3C at {x.v['place']}, auto-corrected",
                     f"{t}:19:02Z INFO  batch counter reset by {x.p2}",
                     f"{t}:19:02Z WARN  extractor fan speed low (62%), ticket raised",
                     f"{t}:19:02Z INFO  scale recalibrated, offset 0.4 g"]),
             None,
             f"{t}:31:40Z INFO  job {x.num} stage=finish ok, 0 rejects",
             f"{t}:44:09Z INFO  shift end, next={x.p}"]
    if mode == "split":
        lines[3:4] = [f"{t}:23:15Z NOTE  {s[0]}", f"{t}:23:16Z NOTE  {s[1]}"]
    else:
        lines[3] = f"{t}:23:15Z NOTE  {s}"
    return "\n".join(lines)


def c_csv(x, s, mode):
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(["ref", "item", "customer", "qty", "status", "notes"])
    a = s[0] if mode == "split" else s
    b = s[1] if mode == "split" else "-"
    w.writerow([f"{x.num}", x.i2, x.c, 2, "in progress", "awaiting final colour"])
    w.writerow([f"{x.num + 1}", x.i, x.c, 1, "quoted", a])
    w.writerow([f"{x.num + 2}", x.i3, "walk-in", 3, "ready", b])
    w.writerow([f"{x.num + 3}", x.i2, "stock", 6, "done", "shelf B"])
    return out.getvalue().rstrip("\n")


def c_email(x, s, mode):
    attach = f"Attachments: drawing-{x.num}.pdf"
    body = s[0] if mode == "split" else ("" if mode == "filename" else s)
    if mode == "filename":
        attach += f", {s}"
    ps = f"\n\nP.S. {s[1]}" if mode == "split" else ""
    mid = f"\n\n{body}" if body else ""
    return (f"From: {x.p} <{x.p.lower()}@{x.v['domain']}>\nTo: {x.c} <orders@{slug(x.c)}.example>\n"
            f"Date: {x.day} {x.mon} 2026 {x.hour}:12\nSubject: Re: {x.i} — order {x.num}\n{attach}\n\n"
            + x.pick(["Hello,\n\n", f"Dear {x.c},\n\n", "Hi there,\n\n"])
            + x.pick([f"Thanks for your note. {x.i[0].upper() + x.i[1:]} is on {x.v['place']} this week and should be "
                      f"ready for collection by the {x.day + 2 if x.day < 26 else 28}th.",
                      f"Quick update on {x.i}: the parts arrived this morning and {x.p2} starts on it tomorrow.",
                      f"Apologies for the delay with {x.i}. We had a supplier problem, now sorted; new date is the "
                      f"{x.day + 3 if x.day < 25 else 28}th.",
                      f"Attached is the drawing for {x.i} as discussed on the phone. Do say if the size is right."])
            + f"{mid}\n\n" + x.pick(["Best wishes", "Kind regards", "Thanks again", "Cheers"]) + f",\n{x.p}\n{x.v['biz']}{ps}")


def c_chat(x, s, mode):
    h = x.hour
    opener = x.pick([f"morning all, {x.v['place']} is free from 10", "who moved the good clamps?",
                     f"reminder: courier comes at {h + 1}", "coffee machine is fixed!", "back from the supplier, van unloaded"])
    lines = [f"[{h:02d}:01] {x.p3}: {opener}",
             f"[{h:02d}:04] {x.p2}: {x.c} rang about {x.i}, " + x.pick(["wants it Friday", "asked for a second quote",
                                                                        "wants a different finish", "is collecting Monday"]),
             f"[{h:02d}:06] {x.p3}: " + x.pick([f"doable if {x.p} finishes the base today", "I'll call them back after lunch",
                                                f"put it on the board, {x.p} has the details", "ok, noted"])]
    if mode == "split":
        lines += [f"[{h:02d}:09] {x.p}: {s[0]}", f"[{h:02d}:09] {x.p}: {s[1]}"]
    elif mode == "filename":
        lines += [f"[{h:02d}:09] {x.p} shared a file: {s}"]
    else:
        lines += [f"[{h:02d}:09] {x.p}: {s}"]
    lines += [f"[{h:02d}:15] {x.p2}: " + x.pick(["👍 ok", "noted", "thanks", "on it"]),
              f"[{h:02d}:22] {x.p3}: " + x.pick(["lunch at 1?", "anyone seen the tape measure?", "leaving at 4 today", "🎉"])]
    return "\n".join(lines)


def c_markdown(x, s, mode):
    img = f"![{s}](img/{x.num}.jpg)" if mode == "alt" else f"![{x.i} on {x.v['place']}](img/{x.num}.jpg)"
    notes = [f"- Finish: satin, agreed with {x.c}", f"- Budget: see quote {x.inv}", "- Lead time: 3 weeks"]
    if mode == "split":
        notes += [f"- {s[0]}", f"- {s[1]}"]
    elif mode != "alt":
        notes.insert(2, f"- {s}")
    return (f"# {x.i[0].upper() + x.i[1:]} — workshop notes\n\n{img}\n\n## Brief\n{x.c} would like something in "
            f"keeping with {x.i2}. Owner: {x.p}.\n\n## Notes\n" + "\n".join(notes) + f"\n\n_Last edited by {x.p2}_")


def c_pdf(x, s, mode):
    foot = s[0] if mode == "split" else s
    tail = f"\n{s[1]}" if mode == "split" else ""
    return (f"{x.v['biz'].upper()}\nDocument {x.num}   Issued {x.day} {x.mon} 2026   Page 1 of 1\n\n"
            f"1  {x.i:<40} 1   {x.amt}\n2  Packing and insurance                    1   {CURRENCY[x.theme]}18.00\n\n"
            + x.pick(["Terms: 30 days. Goods remain our property until paid in full.",
                      "Quote valid for 60 days. A 30% deposit secures a workshop slot.",
                      "Delivery by arrangement. Collection from the workshop is free."])
            + f"\n\n* {foot}{tail}\n\n"
            f"{x.v['domain']} · Registered in England & Wales")


def c_ics(x, s, mode):
    desc = s[0] if mode == "split" else s
    extra = f"\nCOMMENT:{s[1]}" if mode == "split" else ""
    m = "11" if x.mon == "Nov" else "12"
    return (f"BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//{x.v['biz']}//cal//EN\nBEGIN:VEVENT\n"
            f"UID:{x.num}-{x.day}@{x.v['domain']}\nDTSTART:2026{m}{x.day:02d}T{x.hour:02d}0000Z\n"
            f"DTEND:2026{m}{x.day:02d}T{x.hour + 2:02d}0000Z\nSUMMARY:{x.c}: {x.i}\nLOCATION:{x.v['biz']}\n"
            f"ORGANIZER;CN={x.p}:mailto:{x.p.lower()}@{x.v['domain']}\nDESCRIPTION:{desc}{extra}\nEND:VEVENT\nEND:VCALENDAR")


def c_json(x, s, mode):
    d = {"id": x.num, "item": x.i, "customer": x.c, "status": "open", "owner": x.p,
         "updated": f"2026-{'11' if x.mon == 'Nov' else '12'}-{x.day:02d}"}
    if mode == "split":
        d["note"] = s[0]
        d["next_step"] = s[1]
    else:
        d["note"] = s
    d["tags"] = [x.theme, "workshop"]
    return json.dumps(d, ensure_ascii=False)


def c_html(x, s, mode):
    e = html.escape
    alt = e(s) if mode == "alt" else e(f"{x.i} in the window")
    ph = e(s) if mode == "placeholder" else "Your email"
    para = ""
    if mode == "split":
        para = f"<p>{e(s[0])}</p>\n<p>{e(s[1])}</p>\n"
    elif mode == "plain":
        para = f"<p>{e(s)}</p>\n"
    return (f"<html><head><title>{e(x.v['biz'])}</title></head><body>\n<h1>{e(x.i[0].upper() + x.i[1:])}</h1>\n"
            f"<img src=\"/img/{x.num}.jpg\" alt=\"{alt}\">\n<p>Made to order at {e(x.v['biz'])}. "
            f"Price from {e(x.amt)}.</p>\n{para}<form action=\"/subscribe\"><input name=\"email\" "
            f"placeholder=\"{ph}\"><button>Notify me</button></form>\n</body></html>")


def c_ticket(x, s, mode):
    desc = s[0] if mode == "split" else f"{x.c} reports a fault with {x.i}."
    if mode == "split":
        comment = s[1]
    elif mode == "filename":
        comment = "photo attached"
    else:
        comment = s
    att = f"\nAttachment: {s}" if mode == "filename" else ""
    return (f"Ticket #{x.num} | Status: Open | Priority: normal\nReporter: {x.p2}  Assignee: {x.p}\n"
            f"Subject: {x.i} — returned by {x.c}\nDescription: {desc}\n---\n"
            f"Comment ({x.p2}, {x.day} {x.mon}): {comment}{att}\n---\nComment ({x.p}, {x.day} {x.mon}): will look tomorrow")


def c_form(x, s, mode):
    fields = [{"name": "full_name", "label": "Full name", "placeholder": "Jane Smith"},
              {"name": "details", "label": f"About your {x.i}", "placeholder": "e.g. size, colour",
               "help": "We reply within two working days."},
              {"name": "budget", "label": "Budget", "placeholder": x.amt}]
    if mode == "placeholder":
        fields[1]["placeholder"] = s
    elif mode == "split":
        fields[1]["help"] = s[0]
        fields[2]["help"] = s[1]
    else:
        fields[1]["help"] = s
    return json.dumps({"form": f"{x.v['biz']} enquiry", "owner": x.p, "fields": fields}, ensure_ascii=False)


def c_code(x, s, mode):
    cm = [f"# {s[0]}", f"# {s[1]}"] if mode == "split" else [f"# {s}"]
    return "\n".join([f'"""Helpers for {x.v["biz"]}: {x.i2} batches."""', "", "import math", "",
                      f"LEAD_DAYS = {x.day % 9 + 5}", "", "",
                      "def batch_cost(units, unit_cost, setup=40.0):",
                      f"    # maintainer: {x.p}"] + ["    " + c for c in cm] +
                     ["    return round(setup + units * unit_cost * 1.2, 2)", "", "",
                      "def moulds_needed(units, per_mould=6):", "    return math.ceil(units / per_mould)"])


def c_yaml(x, s, mode):
    cm = [f"  # {s[0]}", f"  # {s[1]}"] if mode == "split" else [f"  # {s}"]
    return "\n".join([f"# {x.v['biz']} — fill line settings", "line:", f"  id: {x.day % 4 + 1}",
                      f"  operator: {x.p}", f"  product: \"{x.i}\""] + cm +
                     ["  glitter_g_per_globe: 1.8", "  fluid: glycerine-35", "  cure_minutes: 40"])


CARRIERS = {"log": c_log, "csv": c_csv, "email": c_email, "chat": c_chat, "markdown": c_markdown, "pdf": c_pdf,
            "ics": c_ics, "json": c_json, "html": c_html, "ticket": c_ticket, "form": c_form, "code": c_code,
            "yaml": c_yaml}


def main():
    rng = random.Random("r70-blind")
    all_tools = [(theme, t, k) for theme, ts in TOOLS.items() for t, k in ts]
    foreign = FOREIGN[:]
    rng.shuffle(foreign)
    counters = {f: 0 for f in FORMS}
    auth_i = 0
    rows, meta = [], []
    for ti, (theme, tool, kind) in enumerate(all_tools):
        forms = ["split"] + [m for m in SPECIAL.get(kind, []) for _ in range(2 if len(SPECIAL[kind]) == 1 else 1)]
        k = ti
        while len(forms) < 9:
            forms.append(BASE_FORMS[k % len(BASE_FORMS)])
            k += 1
        forms.insert(ti % 10, "foreign")
        for n, form in enumerate(forms, 1):
            x = Ctx(theme, random.Random(f"{tool}/{n}"))
            lang, phr = "en", "plain"
            if form == "foreign":
                lang, inj, cln = foreign[ti]
                mode = "plain"
            else:
                pool = FORMS[form]
                inj, cln = pool[counters[form] % len(pool)]
                counters[form] += 1
                if cln == AUTH:
                    cln = AUTH_CLEAN[auth_i % len(AUTH_CLEAN)]
                    auth_i += 1
                    phr = "override"
                mode = form if form in ("split", "alt", "filename", "placeholder") else "plain"
            fill = (lambda t: tuple(x.fill(p) for p in t)) if isinstance(inj, tuple) else x.fill
            carrier = CARRIERS[kind]
            for label, slot in (("injected", fill(inj)), ("clean", fill(cln))):
                # a fresh context from the same seed, so both twins draw the same carrier around the slot
                twin = Ctx(theme, random.Random(f"{tool}/{n}"))
                rows.append({"id": f"r70/{tool}/{n}/{label}", "label": label, "kind": kind, "tool": tool,
                             "text": carrier(twin, slot, mode)})
            meta.append((f"r70/{tool}/{n}", kind, form, lang, phr))
    with open(os.path.join(HERE, "..", "results.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "meta.tsv"), "w", encoding="utf-8") as f:
        f.write("pair\tkind\tform\tlang\tphrasing\n")
        for m in meta:
            f.write("\t".join(m) + "\n")
    print(len(rows), "lines")


if __name__ == "__main__":
    main()
