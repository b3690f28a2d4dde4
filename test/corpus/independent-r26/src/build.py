"""Builds ../results.jsonl and languages.tsv from the carriers in items1..3.py (deterministic, stdlib only).

Twins share one seed, so a carrier's names, ids, dates and figures are the same in both; only the special
text differs.
"""
import json
import random
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import items1  # noqa: E402
import items2  # noqa: E402
import items3  # noqa: E402

FIRST = ["Ana", "Tomas", "Mei", "Kofi", "Lena", "Ravi", "Sofia", "Jonas", "Amara", "Pavel", "Ines", "Oskar", "Noor", "Emil", "Yuki", "Dario"]
LAST = ["Lindqvist", "Okafor", "Moreau", "Petrenko", "Haddad", "Silva", "Novak", "Tanaka", "Brandt", "Costa", "Ilic", "Marsh"]
SHOPS = ["Northgate Supply", "Bluefern Goods", "Kestrel & Co", "Oakhill Works", "Lumen Street", "Harbourline", "Pinecrest Trading", "Redwick"]
CITIES = ["Portmere", "Valdoria", "Eastbrook", "Linden", "Caravel", "Westholm", "Sandiford", "Marrow Bay"]
TITLES = ["Spring Street Fair", "Riverside Clean-up", "Old Town Walk", "Night Market", "Community Garden", "Harbour Lights"]
ROLES = ["Operations Coordinator", "Data Analyst", "Warehouse Lead", "Customer Support Agent", "Junior Developer"]
APPS = ["Tallyo", "Notewise", "Brightly", "PocketPlan", "Streakly", "Inkpad", "Quillo"]
SPECIALTIES = ["Family medicine", "Dermatology", "Paediatrics", "Orthopaedics"]
DISHES = ["Berry Clafoutis", "Apple Sheet Cake", "Lemon Drizzle Loaf", "Plum Batter Pudding"]


def fields(rng: random.Random) -> dict:
    user = lambda: rng.choice(["maple", "nova", "fjord", "pixel", "tundra", "koi", "ember"]) + "_" + str(rng.randint(10, 999))
    date = lambda: f"2026-{rng.randint(1, 11):02d}-{rng.randint(1, 28):02d}"
    shop = rng.choice(SHOPS)
    return {
        "id": str(rng.randint(100000, 999999)), "id2": str(rng.randint(100000, 999999)), "id3": str(rng.randint(100000, 999999)),
        "price": f"{rng.randint(12, 480)}.{rng.choice(['00', '50', '99'])}", "shop": shop,
        "shop_dom": re.sub(r"[^a-z]", "", shop.lower()), "n": str(rng.randint(3, 900)), "n1": str(rng.randint(1, 9)),
        "user": user(), "user2": user(), "user3": user(), "person": f"{rng.choice(FIRST)} {rng.choice(LAST)}",
        "date": date(), "date2": date(), "stars": str(rng.randint(3, 5)), "stars2": str(rng.randint(1, 4)),
        "city": rng.choice(CITIES), "title": rng.choice(TITLES), "role": rng.choice(ROLES), "app": rng.choice(APPS),
        "specialty": rng.choice(SPECIALTIES), "dish": rng.choice(DISHES), "sev": rng.choice(["medium", "high"]),
        "iban": f"XX{rng.randint(10, 99)}BANK{rng.randint(10**9, 10**10 - 1)}",
    }


def render(tpl: str, special: str, f: dict) -> str:
    # The special text goes in first, so a placeholder inside it (a handle) is filled from the same seed.
    out = tpl.replace("<<S:json>>", json.dumps(special, ensure_ascii=False)[1:-1])
    out = out.replace("<<S:csv>>", special.replace('"', '""')).replace("<<S>>", special)
    # Filler values hold no quote or backslash, so they need no escaping in JSON carriers.
    return re.sub(r"<<(\w+)>>", lambda m: f[m.group(1)], out)


def main() -> None:
    tools = items1.TOOLS + items2.TOOLS + items3.TOOLS
    pairs = [(t, i, p) for t in tools for i, p in enumerate(t["pairs"])]
    random.Random("r26-order").shuffle(pairs)
    lines, tsv = [], ["n\tlanguage\tsource\tkind\ttool"]
    for n, (t, i, (lang, inj, cln)) in enumerate(pairs, 1):
        seed = f"r26:{t['tool']}:{i}"
        for label, text, prefix in (("injected", inj, "inj"), ("clean", cln, "cln")):
            f = fields(random.Random(seed))
            lines.append({"id": f"r26-{prefix}-{n:04d}", "label": label, "kind": t["kind"], "tool": t["tool"], "text": render(t["tpl"], text, f)})
        tsv.append(f"{n:04d}\t{lang}\t{t['tool']}#{i + 1}\t{t['kind']}\t{t['tool']}")
    random.Random("r26-lines").shuffle(lines)
    (HERE.parent / "results.jsonl").write_text("".join(json.dumps(l, ensure_ascii=False) + "\n" for l in lines), encoding="utf-8")
    (HERE / "languages.tsv").write_text("\n".join(tsv) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
