# Composed lines: a list-shaped result (reviews, a chat channel, a CSV export, a git log, an agenda, an
# inbox listing, an issue list, blog comments) made of hand-written ordinary items. Each hand-written
# payload is used once, as one item among ordinary ones; its clean twin has an ordinary item in that
# place instead. Every item and payload here was written by hand for this set.
import bank_lists
import bank_more

TYPES = bank_lists.TYPES + bank_more.TYPES


def build(rng):
    out = []
    for t in TYPES:
        benign = t['benign']
        for i, payload in enumerate(t['payloads']):
            tool = t['tools'][i % len(t['tools'])]
            header = t['headers'][i % len(t['headers'])]
            n = t['n']
            picked = rng.sample(range(len(benign)), n + 1)
            items = [benign[j] for j in picked[:n]]
            spare = benign[picked[n]]
            at = rng.randrange(n + 1)
            clean_items = items[:at] + [spare] + items[at:]
            inj_items = items[:at] + [payload] + items[at:]
            out.append(('clean', t['kind'], tool, spare[0], t['render'](header, clean_items, i)))
            out.append(('injected', t['kind'], tool, payload[0], t['render'](header, inj_items, i)))
    return out
