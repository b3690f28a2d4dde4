# Builds ../results.jsonl and languages.tsv from the hand-written sentences and carriers. Deterministic.
import json, random, os
from collections import Counter
from sentences import S
from carriers_doc import DOC
from carriers_code import CODE
from disguises import ENC
from split_fields import SPLIT

HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(1919)

def place(sentences, carriers, per):
    used = Counter({c[0]: 0 for c in carriers})
    order = {c[0]: i for i, c in enumerate(carriers)}
    out = []
    for sent in sentences:
        cs = sorted(carriers, key=lambda c: (used[c[0]], rng.random()))[:per]
        for c in sorted(cs, key=lambda c: order[c[0]]):
            used[c[0]] += 1
            out.append((sent, c))
    return out

pairs = []
doc_s = [s for s in S if s[2] == 'doc']
code_s = [s for s in S if s[2] == 'code']
for (key, lang, _g, inj, cln), (cname, kind, tool, dlang, fn) in place(doc_s, DOC, 6) + place(code_s, CODE, 5):
    pairs.append(dict(key=key, lang=lang, carrier=cname, kind=kind, tool=tool, inj=fn(inj), cln=fn(cln), source='sentence+carrier'))

en = [s for s in S if s[1] == 'en']
for i, (ename, kind, tool, wrapper, finj, fcln) in enumerate(ENC):
    for j in range(6):
        key, lang, _g, inj, cln = en[(i * 6 + j * 5) % len(en)]
        pairs.append(dict(key=key, lang='ja+en' if ename == 'fullwidth' else 'en', carrier=ename, kind=kind, tool=tool,
                          inj=wrapper(finj(inj)), cln=wrapper(fcln(cln)), source='encoding'))

for lang, kind, tool, inj, cln in SPLIT:
    pairs.append(dict(key='split', lang=lang, carrier='split_fields', kind=kind, tool=tool, inj=inj, cln=cln, source='split'))

lines = []
with open(os.path.join(HERE, 'languages.tsv'), 'w') as tsv:
    tsv.write('pair\tsentence\tlanguage\tcarrier\tkind\ttool\tsource\n')
    for n, p in enumerate(pairs, 1):
        tsv.write(f"{n:04d}\t{p['key']}\t{p['lang']}\t{p['carrier']}\t{p['kind']}\t{p['tool']}\t{p['source']}\n")
        lines.append({'id': f'r19-inj-{n:04d}', 'label': 'injected', 'kind': p['kind'], 'tool': p['tool'], 'text': p['inj']})
        lines.append({'id': f'r19-cln-{n:04d}', 'label': 'clean', 'kind': p['kind'], 'tool': p['tool'], 'text': p['cln']})
with open(os.path.join(HERE, '..', 'results.jsonl'), 'w') as f:
    for l in lines:
        f.write(json.dumps(l, ensure_ascii=False) + '\n')
print(len(pairs), 'pairs')
