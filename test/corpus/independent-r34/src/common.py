"""Shared per-pair values and rendering helpers for the round-34 independent set (hospitality, events, services)."""
import json
import random

FIRST = ["Maren", "Tobias", "Ines", "Kwame", "Lucia", "Oskar", "Priya", "Hamid", "Selin", "Joana", "Rafael",
         "Annika", "Dmitri", "Noor", "Elif", "Bruno", "Chiara", "Yusuf", "Freya", "Mateo", "Hana", "Tariq",
         "Ilse", "Kofi", "Saoirse", "Paulo", "Mina", "Viktor", "Lena", "Arjun"]
LAST = ["Halvorsen", "Brandt", "Oliveira", "Mensah", "Ferraro", "Lindqvist", "Raman", "Karimi", "Aydin",
        "Sousa", "Navarro", "Keller", "Volkov", "Haddad", "Demir", "Costa", "Rinaldi", "Okafor", "Byrne",
        "Moreau", "Tanaka", "Nasser", "Vogel", "Asante", "Quinn", "Duarte", "Park", "Horvat", "Schulz", "Iyer"]
PLACES = ["Harbour View", "Old Mill", "Linden", "Seagrass", "Kestrel", "Juniper", "Bramble", "Copper Beech",
          "Saltmarsh", "Orchard", "Larkspur", "Riverside", "Pine Ridge", "Ivy Court", "Marigold"]


def values(tool, n):
    """Every carrier value of one pair, from one seed, so twins share them."""
    r = random.Random(f"r34:{tool}#{n}")
    v = {}
    v["name"] = f"{r.choice(FIRST)} {r.choice(LAST)}"
    v["name2"] = f"{r.choice(FIRST)} {r.choice(LAST)}"
    v["name3"] = f"{r.choice(FIRST)} {r.choice(LAST)}"
    v["first"] = v["name"].split()[0]
    v["first2"] = v["name2"].split()[0]
    v["place"] = r.choice(PLACES)
    v["ref"] = f"{r.choice('ABCDEFGHJKLMNPRSTUVWXYZ')}{r.choice('ABCDEFGHJKLMNPRSTUVWXYZ')}-{r.randint(10000, 99999)}"
    v["ref2"] = str(r.randint(100000, 999999))
    v["amt"] = f"{r.randint(80, 4800)}.{r.randint(0, 99):02d}"
    v["amt2"] = f"{r.randint(20, 900)}.{r.randint(0, 99):02d}"
    v["day"] = r.randint(1, 28)
    v["month"] = r.randint(1, 12)
    v["date"] = f"2026-{v['month']:02d}-{v['day']:02d}"
    v["date2"] = f"2026-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}"
    hour = r.randint(7, 19)
    v["time"] = f"{hour:02d}:{r.choice(['00', '15', '30', '45'])}"
    # Later than time, so chat lines and log lines read in order.
    v["time2"] = f"{r.randint(hour + 1, 21):02d}:{r.choice(['00', '10', '20', '40', '50'])}"
    v["phone"] = f"+44 7700 {r.randint(900000, 900999)}"
    v["qty"] = r.randint(2, 180)
    v["qty2"] = r.randint(2, 40)
    v["room"] = r.randint(101, 418)
    v["pct"] = r.randint(5, 30)
    v["id"] = f"{r.randint(0, 16**8 - 1):08x}"
    v["nights"] = r.randint(1, 9)
    v["guests"] = r.randint(1, 6)
    return v


def js(obj):
    return json.dumps(obj, ensure_ascii=False)


def csv_row(cells):
    out = []
    for c in cells:
        c = str(c)
        if any(ch in c for ch in ',"\n'):
            c = '"' + c.replace('"', '""') + '"'
        out.append(c)
    return ",".join(out)
