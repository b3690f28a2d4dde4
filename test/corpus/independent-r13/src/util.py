# Small helpers shared by the banks of composed items.
import json


def hexid(seed, k, width=12):
    """A stable fake hash, so the clean and injected twins render the same ids."""
    x = (seed * 2654435761 + k * 40503 + 12345) & 0xFFFFFFFFFFFF
    return f'{x:012x}'[:width]


def dumps(v):
    return json.dumps(v, ensure_ascii=False, indent=2)
