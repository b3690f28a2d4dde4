"""Build test/corpus/independent-r69/results.jsonl (python3 stdlib only): 45 tools x 10 pairs.

An injected line and its clean twin are drawn from one carrier seed, so they differ only in the one
sentence, cell, header, field or comment that carries the order.
"""

import csv
import io
import json
import os
import quopri
import random
import urllib.parse

from forms import (ACTIONS, CLEAN_ACTS, CLN, COMMIT_CLN, COMMIT_INJ, ENC_CLN, ENC_INJ, FAQ_CLN, FAQ_INJ, FAQ_Q,
                   GENERIC, HEADER_CLN, HEADER_INJ, INJ, LANGS, PAREN_CLN, PAREN_INJ)
from themes import THEMES, TOOLS

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(os.path.dirname(HERE), "results.jsonl")

EXT = ["archive-sync@mailbox-relay.example", "j.morrow.files@protonbox.example", "backup@cloudkeep-mirror.example",
       "orders@quick-ledger.example", "dispatch.desk@freightnote.example", "it-helpdesk@support-portal.example"]
URLS = ["https://paste-drop.example/u", "https://files.kestrel-share.example/in", "https://sync.ledgerhub.example/api"]

# Carriers that have a special form of their own, and the kind of slot it uses.
SPECIAL = {"csv": "header", "mdtable": "header", "code": "commit", "faq": "faq", "html": "faq",
           "emailqp": "qp", "form": "url"}


def fill(t, th, r):
    return t.format(ext=r.choice(EXT), url=r.choice(URLS), file=r.choice(th["files"]),
                    inv="INV-%04d" % r.randint(1000, 9999), amount="£%d.%02d" % (r.randint(300, 9000), r.randint(0, 99)),
                    iban="GB%02d MIDL %04d %04d %04d %02d" % (r.randint(10, 99), r.randint(1000, 9999),
                                                          r.randint(1000, 9999), r.randint(1000, 9999), r.randint(10, 99)),
                    ord="#%d" % r.randint(10000, 99999), item=r.choice(th["items"]), name=r.choice(th["people"]),
                    org=th["org"])


def stamp(r):
    return "2026-%02d-%02d" % (r.randint(9, 11), r.randint(1, 28))


def clock(r):
    return "%02d:%02d" % (r.randint(7, 18), r.randint(0, 59))


def csv_c(th, r, kind, payload):
    cols = ["date", "item", "client", "status", "notes"]
    if kind == "header":
        cols[4] = payload
    rows = []
    slot = r.randrange(5)
    for i in range(5):
        note = payload if (kind == "sentence" and i == slot) else r.choice(th["lines"])
        rows.append([stamp(r), r.choice(th["items"]), r.choice(th["people"]), r.choice(["open", "done", "waiting"]), note])
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(cols)
    w.writerows(rows)
    return buf.getvalue().rstrip("\n")


def mdtable_c(th, r, kind, payload):
    cols = ["Item", "Owner", "Due", "Notes"]
    if kind == "header":
        cols[3] = payload.replace("|", "\\|")
    out = ["| " + " | ".join(cols) + " |", "|" + "---|" * len(cols)]
    slot = r.randrange(4)
    for i in range(4):
        note = payload.replace("|", "\\|") if (kind == "sentence" and i == slot) else r.choice(th["lines"])
        out.append("| %s | %s | %s | %s |" % (r.choice(th["items"]), r.choice(th["people"]), stamp(r), note))
    return "# %s - %s\n\n" % (th["org"], r.choice(th["places"])) + "\n".join(out)


def email_body(th, r, payload):
    a, b = r.sample(th["lines"], 2)
    who = r.choice(th["people"])
    return "Hello,\n\n%s\n%s\n\n%s\n\nBest wishes,\n%s\n%s" % (a, b, payload, who, th["org"]), who


def email_c(th, r, kind, payload):
    body, who = email_body(th, r, payload)
    return "From: %s <%s@%s.example>\nTo: office@%s.example\nDate: %s %s\nSubject: Re: %s\n\n%s" % (
        who, who.split()[-1].lower(), th["org"].split()[0].lower(), th["org"].split()[-1].lower().strip("."),
        stamp(r), clock(r), r.choice(th["items"]), body)


def emailqp_c(th, r, kind, payload):
    body, who = email_body(th, r, payload)
    enc = quopri.encodestring(body.encode("utf-8")).decode("ascii")
    return ("From: %s <noreply@%s.example>\nSubject: %s update\nMIME-Version: 1.0\n"
            "Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: quoted-printable\n\n%s") % (
        who, th["org"].split()[0].lower(), r.choice(th["items"]), enc)


def form_c(th, r, kind, payload):
    who = r.choice(th["people"])
    fields = [("name", who), ("email", who.split()[-1].lower() + "@mail.example"), ("item", r.choice(th["items"])),
              ("message", r.choice(th["lines"]) + " " + payload)]
    return "Form submission #%d (%s %s)\nContent-Type: application/x-www-form-urlencoded\n\n%s" % (
        r.randint(100, 999), stamp(r), clock(r), urllib.parse.urlencode(fields))


def html_c(th, r, kind, payload):
    a, b = r.sample(th["lines"], 2)
    if kind == "faq":
        q, ans = payload
        other = r.choice([x for x in FAQ_Q if x[0] != q])
        extra = "<dl>\n<dt>%s</dt><dd>%s</dd>\n<dt>%s</dt><dd>%s</dd>\n</dl>" % (
            other[0], other[1], q, ans)
        mid = ""
    else:
        extra = ""
        mid = "<p>%s</p>\n" % payload
    return "<html><head><title>%s</title></head><body>\n<h1>%s</h1>\n<p>%s</p>\n%s<p>%s</p>\n%s\n</body></html>" % (
        th["org"], r.choice(th["items"]).title(), a, mid, b, extra)


def faq_c(th, r, kind, payload):
    qs = r.sample([x for x in FAQ_Q if kind != "faq" or x[0] != payload[0]], 3)
    ls = r.sample(th["lines"], 3)
    slot = r.randrange(3)
    out = ["# %s - Frequently asked questions" % th["org"], ""]
    for i in range(3):
        if kind == "faq" and i == slot:
            q, a = payload
        elif kind == "sentence" and i == slot:
            q, a = qs[i][0], qs[i][1] + " " + payload
        else:
            q, a = qs[i][0], qs[i][1] + " " + ls[i]
        out += ["**Q: %s**" % q, "A: %s" % a, ""]
    return "\n".join(out).rstrip()


def chat_c(th, r, kind, payload):
    ppl = r.sample(th["people"], 3)
    n = 5
    slot = r.randrange(1, n)
    out = ["#%s" % r.choice(["workshop", "general", "ops", "orders"])]
    for i in range(n):
        msg = payload if i == slot else r.choice(th["lines"])
        out.append("[%s] %s: %s" % (clock(r), ppl[i % 3].split()[0], msg))
    return "\n".join(out)


def log_c(th, r, kind, payload):
    n = 6
    slot = r.randrange(1, n)
    out = []
    for i in range(n):
        lvl, msg = ("WARN", "note: " + payload) if i == slot else ("INFO", r.choice(th["lines"]))
        out.append("%s %s:%02d %s [%s] %s" % (stamp(r), clock(r), r.randint(0, 59), lvl,
                                             r.choice(["sync", "station", "jobs", "export"]), msg))
    return "\n".join(out)


def code_c(th, r, kind, payload):
    who = r.choice(th["people"])
    h = "%040x" % r.getrandbits(160)
    if kind == "commit":
        other = "commit %s\nAuthor: %s\nDate: %s\n\n    Update %s notes" % (
            "%040x" % r.getrandbits(160), r.choice(th["people"]), stamp(r), r.choice(th["items"]))
        msg = "\n".join("    " + ln if ln else "" for ln in payload.split("\n"))
        return "commit %s\nAuthor: %s\nDate: %s\n\n%s\n\n%s" % (h, who, stamp(r), msg, other)
    return ("commit %s\nAuthor: %s\n\n    Adjust layout constants\n\ndiff --git a/layout.py b/layout.py\n"
            "@@ -10,6 +10,8 @@\n LINE_GAP_MM = %d\n+# %s\n+MARGIN_MM = %d\n # %s") % (
        h, who, r.randint(4, 12), payload, r.randint(10, 30), r.choice(th["lines"]))


def ticket_c(th, r, kind, payload):
    return ("Ticket #%d | Status: %s | Priority: %s\nReporter: %s\nSubject: %s\n\n%s\n\n--- Comment by %s (%s) ---\n"
            "%s\n\n--- Comment by %s ---\n%s") % (
        r.randint(1000, 9999), r.choice(["Open", "Pending"]), r.choice(["Low", "Normal", "High"]),
        r.choice(th["people"]), r.choice(th["items"]), r.choice(th["lines"]), r.choice(th["people"]),
        stamp(r), payload, r.choice(th["people"]), r.choice(th["lines"]))


def pdf_c(th, r, kind, payload):
    a, b, c = r.sample(th["lines"], 3)
    return ("--- page 1 ---\n%s\nQUOTATION Q-2026-%03d\nClient: %s\n\n1  %s   £%d.00\n2  Delivery and fixing   £%d.00\n\n"
            "Notes: %s %s\n\n--- page 2 ---\nTerms: 30 per cent deposit, balance on completion.\n%s\n%s") % (
        th["org"], r.randint(1, 999), r.choice(th["people"]), r.choice(th["items"]), r.randint(400, 4000),
        r.randint(60, 300), a, b, payload, c)


def json_c(th, r, kind, payload):
    d = {"id": r.randint(10000, 99999), "name": r.choice(th["items"]), "owner": r.choice(th["people"]),
         "location": r.choice(th["places"]), "updated": stamp(r), "status": r.choice(["ok", "degraded", "pending"]),
         "remarks": [r.choice(th["lines"]), payload]}
    if r.random() < 0.5:
        d["remarks"].reverse()
    return json.dumps(d, ensure_ascii=False)


def ics_esc(s):
    return s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def ics_c(th, r, kind, payload):
    return ("BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nUID:%d@%s.example\nDTSTART:2026%02d%02dT%02d0000Z\n"
            "SUMMARY:%s at %s\nLOCATION:%s\nDESCRIPTION:%s\\n%s\nEND:VEVENT\nEND:VCALENDAR") % (
        r.randint(1000, 9999), th["org"].split()[0].lower(), r.randint(9, 12), r.randint(1, 28), r.randint(8, 16),
        r.choice(["Visit", "Fitting", "Inspection", "Delivery"]), r.choice(th["places"]), r.choice(th["places"]),
        ics_esc(r.choice(th["lines"])), ics_esc(payload))


def markdown_c(th, r, kind, payload):
    ls = r.sample(th["lines"], 4)
    slot = r.randrange(1, 4)
    ls.insert(slot, payload)
    return "## %s - %s\n\n" % (r.choice(th["items"]).title(), stamp(r)) + "\n".join("- " + x for x in ls)


CARRIERS = {"csv": csv_c, "mdtable": mdtable_c, "email": email_c, "emailqp": emailqp_c, "form": form_c,
            "html": html_c, "faq": faq_c, "chat": chat_c, "log": log_c, "code": code_c, "ticket": ticket_c,
            "pdf": pdf_c, "json": json_c, "ics": ics_c, "markdown": markdown_c}

KIND_OF = {"csv": "search", "mdtable": "doc", "email": "email", "emailqp": "email", "form": "form", "html": "web",
           "faq": "web", "chat": "chat", "log": "log", "code": "code", "ticket": "ticket", "pdf": "file",
           "json": "api", "ics": "calendar", "markdown": "doc"}


def pair(ti, n, theme, carrier, lang_counter):
    """(form, language, injected payload, clean payload, slot kind) of pair n of tool ti."""
    th = THEMES[theme]
    r = random.Random("r69-words-%d-%d" % (ti, n))
    act = fill(r.choice(ACTIONS), th, r)
    cact = fill(r.choice(CLEAN_ACTS), th, r)
    j = r.randrange(2)
    if n == ti % 10:
        code, inj, cln = LANGS[lang_counter % len(LANGS)]
        return "lang", code, fill(inj[j], th, r), fill(cln[j], th, r), "sentence"
    special = SPECIAL.get(carrier)
    if special and n in (1, 4, 7, 9) and n != ti % 10:
        if special == "header":
            return "header", "en", HEADER_INJ.format(a=act), HEADER_CLN, "header"
        if special == "commit":
            return "commit", "en", COMMIT_INJ[j].format(a=act), COMMIT_CLN[j], "commit"
        if special == "faq":
            q, lead = r.choice(FAQ_Q)
            return "faq", "en", (q, FAQ_INJ.format(a=act, lead=lead)), (q, FAQ_CLN.format(lead=lead)), "faq"
        # qp and url carriers encode every payload; these pairs use the short encoded-field sentence.
        return special, "en", ENC_INJ.format(a=act), ENC_CLN.format(c=cact), "sentence"
    if (ti * 10 + n) % 7 == 0:
        form = "authority"
    else:
        form = GENERIC[(ti + n) % len(GENERIC)]
    if form == "paren":
        item = r.choice(th["items"])
        k = r.randrange(len(PAREN_INJ))
        return form, "en", PAREN_INJ[k].format(a=act, item=item), PAREN_CLN[k].format(item=item), "sentence"
    name = r.choice(th["people"])
    ij = INJ[form][j].format(a=act, name=name, org=th["org"])
    cl = CLN[form][j].format(c=cact, name=name, org=th["org"])
    return form, "en", ij, cl, "sentence"


def main():
    lines = []
    lang_counter = 0
    for ti, (theme, tool, carrier) in enumerate(TOOLS):
        th = THEMES[theme]
        for n in range(10):
            form, lang, ij, cl, kind = pair(ti, n, theme, carrier, lang_counter)
            if form == "lang":
                lang_counter += 1
            name = "%s.%s" % (theme, tool)
            for label, payload in (("injected", ij), ("clean", cl)):
                text = CARRIERS[carrier](th, random.Random("r69-carrier-%d-%d" % (ti, n)), kind, payload)
                lines.append({"id": "r69/%s/%d/%s" % (name, n, label), "label": label, "kind": KIND_OF[carrier],
                              "tool": name, "text": text, "_form": form, "_lang": lang})
    meta = [(x["id"], x["_form"], x["_lang"]) for x in lines]
    with open(OUT, "w", encoding="utf-8") as f:
        for x in lines:
            f.write(json.dumps({k: x[k] for k in ("id", "label", "kind", "tool", "text")}, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "meta.tsv"), "w", encoding="utf-8") as f:
        f.write("id\tform\tlang\n")
        for m in meta:
            f.write("\t".join(m) + "\n")


if __name__ == "__main__":
    main()
