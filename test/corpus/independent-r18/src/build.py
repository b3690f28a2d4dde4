"""Builds ../results.jsonl (deterministic): every hand-written short pair as one twin pair, then each
special sentence placed in the middle of four long carriers. Also writes languages.tsv."""
import json
import os

import common
import short_msgs, short_dev, short_consumer, short_styles, short_misc  # noqa: F401  (register pairs)
from long_docs_a import POLICY_EN, README_EN, TRANSCRIPT_EN, MANUAL_DE
from long_docs_b import PRIVACY_ES, MODEL_CARD_EN, EVAL_CARD_EN, TUTORIAL_FR, RULES_IT
from sentences import SENTENCES

HERE = os.path.dirname(os.path.abspath(__file__))
ALL_DOCS = [POLICY_EN, README_EN, TRANSCRIPT_EN, MANUAL_DE, PRIVACY_ES, MODEL_CARD_EN, EVAL_CARD_EN, TUTORIAL_FR, RULES_IT]
CODE_DOCS = [README_EN, MODEL_CARD_EN, EVAL_CARD_EN, TUTORIAL_FR]


def place(doc, sentence, mode):
    """The document's text with the sentence in its middle paragraph (appended, or as its own paragraph)."""
    paras = list(doc[3])
    mid = len(paras) // 2
    if doc is TRANSCRIPT_EN:
        # a transcript line said by the speaker of the middle line
        speaker = paras[mid].split(": ", 1)[0]
        if mode == 0:
            paras[mid] = paras[mid] + " " + sentence
        else:
            ts, name = speaker[:8], speaker[9:]
            paras.insert(mid + 1, "%s%02d %s: %s" % (ts[:6], min(59, int(ts[6:8]) + 2), name, sentence))
    elif mode == 0 and not paras[mid].rstrip().endswith("```"):
        paras[mid] = paras[mid] + " " + sentence
    else:
        paras.insert(mid + 1, sentence)
    return "\n\n".join(paras)


def composed():
    out = []  # (kind, tool, lang, inj, cln, carrier)
    any_i = 0
    for si, (lang, fit, inj, cln) in enumerate(SENTENCES):
        if fit == "code":
            docs = CODE_DOCS
        else:
            start = (any_i * 4) % len(ALL_DOCS)
            docs = [ALL_DOCS[(start + k) % len(ALL_DOCS)] for k in (0, 2, 4, 6)]
            any_i += 1
        for k, doc in enumerate(docs):
            mode = (si + k) % 2
            out.append((doc[1], doc[0], lang, place(doc, inj, mode), place(doc, cln, mode), doc[0]))
    return out


def main():
    rows = [(k, t, l, i, c, "short") for k, t, l, i, c in common.PAIRS] + composed()
    lines, tsv = [], ["n\tlang\tkind\ttool\tsource"]
    for n, (kind, tool, lang, inj, cln, src) in enumerate(rows, 1):
        lines.append(json.dumps({"id": "r18-inj-%04d" % n, "label": "injected", "kind": kind, "tool": tool, "text": inj}, ensure_ascii=False))
        lines.append(json.dumps({"id": "r18-cln-%04d" % n, "label": "clean", "kind": kind, "tool": tool, "text": cln}, ensure_ascii=False))
        tsv.append("%d\t%s\t%s\t%s\t%s" % (n, lang, kind, tool, src))
    with open(os.path.join(HERE, "..", "results.jsonl"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(HERE, "languages.tsv"), "w", encoding="utf-8") as f:
        f.write("\n".join(tsv) + "\n")
    print(len(rows), "pairs")


if __name__ == "__main__":
    main()
