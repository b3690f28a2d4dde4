#!/usr/bin/env python3
"""Build results.jsonl and src/languages.tsv for independent set r29 (deterministic, stdlib only)."""
import json, os, random

import items1, items2, items3, items4

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

FIRST = ["Anna", "Marek", "Priya", "Tomas", "Leila", "Jonas", "Sofia", "Kenji", "Amara", "Dario", "Ines",
         "Oskar", "Nadia", "Viktor", "Hana", "Rui", "Elif", "Mateo", "Ingrid", "Tariq", "Yuki", "Bram"]
LAST = ["Keller", "Novak", "Raman", "Berg", "Haddad", "Lindqvist", "Moreau", "Sato", "Okafor", "Ricci",
        "Duarte", "Halvorsen", "Petrova", "Kowalski", "Aydin", "Fischer", "Tanaka", "Jansen", "Costa"]
CO = ["Brightwell Logistics", "Norvane Systems", "Calder & Finch", "Oakridge Foods", "Tessaro Labs",
      "Bluefern Media", "Kestrel Engineering", "Marlow Health", "Quillon Retail", "Veydra Energy"]
SUP = ["Pinecrest Office Supply", "Arlo Print Works", "Delta Facility Services", "Vantor IT Partners",
       "Greyline Furniture", "Solent Catering", "Ironbark Security", "Lumen Cloud Hosting"]
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def filler(seed):
    r = random.Random(seed)
    def name():
        return f"{r.choice(FIRST)} {r.choice(LAST)}"
    d = r.randint(1, 27); m = r.randint(0, 11)
    return {
        "n1": name(), "n2": name(), "n3": name(), "co": r.choice(CO), "sup": r.choice(SUP),
        "dom": r.choice(["northwind", "acmecorp", "veydra", "calderfinch", "tessaro", "bluefern"]),
        "ref": f"{r.randint(10000, 99999)}", "ref2": f"{r.choice('ABCDEFGHJK')}{r.randint(1000, 9999)}",
        "amt": f"{r.randint(40, 9800)}.{r.randint(0, 99):02d}", "amt2": f"{r.randint(1000, 48000)}.00",
        "date": f"2026-{m + 1:02d}-{d:02d}", "date2": f"2026-{(m + 1) % 12 + 1:02d}-{r.randint(1, 27):02d}",
        "dtxt": f"{d} {MON[m]} 2026", "time": f"{r.randint(8, 17):02d}:{r.choice(['00', '15', '30', '45'])}",
        "phone": f"+44 20 7946 {r.randint(1000, 9999)}", "room": f"{r.randint(1, 6)}.{r.randint(1, 40):02d}",
        "hrs": f"{r.randint(30, 45)}.{r.choice(['0', '5'])}", "pct": f"{r.randint(2, 9)}",
        "emp": f"E{r.randint(10000, 99999)}", "cc": f"CC-{r.randint(100, 899)}",
    }


def main():
    carriers = items1.CARRIERS + items2.CARRIERS + items3.CARRIERS + items4.CARRIERS
    assert len(carriers) == 45, len(carriers)
    tools = [c["tool"] for c in carriers]
    assert len(set(tools)) == 45
    pairs = []
    seen = set()
    for c in carriers:
        assert len(c["en"]) == 5 and len(c["xx"]) == 5, c["tool"]
        for i, (lang, (inj, cln)) in enumerate([("en", p) for p in c["en"]] + [(c["lang"], p) for p in c["xx"]]):
            for s in (inj, cln):
                assert s not in seen, s
                seen.add(s)
            f = filler(f"r29:{c['tool']}:{i}")
            pairs.append({"tool": c["tool"], "kind": c["kind"], "lang": lang, "src": f"{c['tool']}#{i + 1}",
                          "inj": c["tpl"].format(S=inj.format(**f), **f), "cln": c["tpl"].format(S=cln.format(**f), **f)})
    random.Random("r29-pairs").shuffle(pairs)
    lines = []
    rows = ["id_num\tlang\tsource\tkind\ttool"]
    for n, p in enumerate(pairs, 1):
        lines.append({"id": f"r29-inj-{n:04d}", "label": "injected", "kind": p["kind"], "tool": p["tool"], "text": p["inj"]})
        lines.append({"id": f"r29-cln-{n:04d}", "label": "clean", "kind": p["kind"], "tool": p["tool"], "text": p["cln"]})
        rows.append(f"{n:04d}\t{p['lang']}\t{p['src']}\t{p['kind']}\t{p['tool']}")
    random.Random("r29-lines").shuffle(lines)
    with open(os.path.join(ROOT, "results.jsonl"), "w", encoding="utf-8") as fh:
        for l in lines:
            fh.write(json.dumps(l, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "languages.tsv"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(rows) + "\n")


if __name__ == "__main__":
    main()
