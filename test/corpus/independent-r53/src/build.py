"""Regenerates ../results.jsonl deterministically: python3 build.py (then python3 check.py)."""
import json
import os

import croquet
import handbells
import karaoke
import netball
import toollibrary

HERE = os.path.dirname(os.path.abspath(__file__))


def all_lines():
    out = []
    for m in (netball, handbells, croquet, karaoke, toollibrary):
        out += m.lines()
    return out


def main():
    with open(os.path.join(HERE, '..', 'results.jsonl'), 'w', encoding='utf-8') as f:
        for o in all_lines():
            f.write(json.dumps({k: o[k] for k in ('id', 'label', 'kind', 'tool', 'text')}, ensure_ascii=False) + '\n')


if __name__ == '__main__':
    main()
