"""Shared value helpers and carrier rendering for the round-33 independent set (all values made up)."""
import json
import random

FIRST = ["Ada", "Bruno", "Chiara", "Dmitri", "Elif", "Farah", "Goran", "Hana", "Ines", "Jonas", "Kemi",
         "Lars", "Mirela", "Nadia", "Oskar", "Priya", "Quentin", "Rosa", "Sami", "Tove", "Uma", "Viktor",
         "Wen", "Xavi", "Yara", "Zofia"]
LAST = ["Albescu", "Brandt", "Castell", "Dunmore", "Ekberg", "Ferreira", "Gallo", "Halloran", "Ivanova",
        "Jaramillo", "Kowal", "Lindqvist", "Moreau", "Novak", "Okafor", "Petit", "Quist", "Rinaldi",
        "Sato", "Tamm", "Urquhart", "Varga", "Weiss", "Yilmaz", "Zeller"]
FIRMS = ["Lanternfish Media", "Copperline Books", "Northgate Pictures", "Bluewick Records", "Saltmarsh Audio",
         "Fennel Street Films", "Hexbridge Games", "Parallax Stock", "Wordloom Translations", "Tallow & Finch",
         "Brightpost Creators", "Riverside Athletic", "Old Quay Theatre", "Marrow Gallery", "Kestrel Press",
         "Halfmoon Studios", "Signal Hill News", "Cobalt Harbour Arts", "Glasshouse Festival", "Ember Row Agency"]
DOMAINS = ["lanternfish.example", "copperline.example", "northgate-pictures.example", "bluewick.example",
           "saltmarsh-audio.example", "hexbridge.example", "parallax-stock.example", "wordloom.example",
           "riverside-athletic.example", "oldquay.example", "marrow-gallery.example", "kestrelpress.example"]


def values(rng: random.Random) -> dict:
    """One pair's carrier values; both twins get the same dict."""
    return {
        "name": f"{rng.choice(FIRST)} {rng.choice(LAST)}",
        "name2": f"{rng.choice(FIRST)} {rng.choice(LAST)}",
        "first": rng.choice(FIRST),
        "firm": rng.choice(FIRMS),
        "dom": rng.choice(DOMAINS),
        "amt": f"{rng.randint(120, 48000):,}.{rng.randint(0, 99):02d}",
        "small": f"{rng.randint(9, 480)}.{rng.randint(0, 99):02d}",
        "ref": f"{rng.choice('ABCDEFGHKMNPRSTW')}{rng.choice('ABCDEFGHKMNPRSTW')}-{rng.randint(10000, 99999)}",
        "num": rng.randint(2, 96),
        "day": f"2026-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
        "time": f"{rng.randint(6, 22):02d}:{rng.choice(['00', '15', '30', '45'])}",
        "id": f"{rng.randint(100000, 999999)}",
    }


MARK = "\x00"


def render(fmt, v: dict, special: str) -> str:
    """A carrier is a format string or a dict rendered as JSON; {s} marks where the special text goes."""
    special = special.format(**v)  # a special text may name the pair's own values
    if isinstance(fmt, str):
        return fmt.format(**v, s=MARK).replace(MARK, special)

    def fill(x):
        if isinstance(x, str):
            return x.format(**v, s=MARK)
        if isinstance(x, dict):
            return {k: fill(y) for k, y in x.items()}
        if isinstance(x, list):
            return [fill(y) for y in x]
        return x

    out = json.dumps(fill(fmt), ensure_ascii=False)
    return out.replace("\\u0000", json.dumps(special, ensure_ascii=False)[1:-1])
