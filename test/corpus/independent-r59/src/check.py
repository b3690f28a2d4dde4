"""Counts by form over this set's own lines (the writer's tags, and a few rough pattern counts that see
overlaps the single tag hides). Prints aggregates only; reads nothing outside this directory."""
import collections
import importlib
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
THEMES = ["unicycle", "juggling", "biathlon", "luge", "synchro"]
LANGS = {"de", "ja", "pl", "fr", "ru", "hi", "no", "uk", "ko", "fi", "it", "ar", "zh", "lv", "es", "el", "he", "pt"}

ROUGH = {
    "role label (Agent:, Bot:, Copilot, ...)": r"(?:^|[\s>\-\[\"(*])(?:agent|bot|assistant|copilot|ai|mailbot|[a-z]+-bot|[a-z]+-ai|helpdesk ai)\s*(?:\*\*)?\s*[:,\-\u2014]",
    "key naming the reader": r"(?:ai|assistant|agent|bot|copilot)[_-][a-z_]*\s*[\"']?\s*[:=]|<ai-instructions>|data-ai-|assistant-instructions|for_assistant|for_ai",
    "to-do item for the reader": r"\[ \]\s*(?:ai|assistant|agent|bot|copilot)|todo\((?:ai|bot|agent|assistant|copilot|model|slackbot)\)|action(?: item)? \((?:ai|assistant)",
    "question to a named assistant": r"(?:claude|copilot|gemini|siri|alexa|meta ai|assistant|bot)[^?\n]{0,120}\?",
    "disguised (spaced, zero-width, homoglyph, encoded)": r"\u200b|[\u0430\u0435\u043e\u0440\u0441\u0443\u0455](?=[a-z])|(?<=[a-z])[\u0430\u0435\u043e\u0440\u0441\u0443\u0455]|\b(?:[a-z] ){5,}|decode|%20|backwards|\d[a-z]\d",
}


def main():
    tags = collections.Counter()
    for m in THEMES:
        for tool in importlib.import_module(m).TOOLS:
            for cat, _inj, _cln in tool[4]:
                for part in cat.split("+"):
                    tags[part] += 1
    lines = [json.loads(x) for x in open(os.path.join(HERE, "..", "results.jsonl"), encoding="utf-8")]
    inj = [x for x in lines if x["label"] == "injected"]
    print(f"lines {len(lines)}; injected {len(inj)}; tools {len({x['tool'] for x in lines})}")
    print("kinds", dict(collections.Counter(x["kind"] for x in lines)))
    print("writer's tags (a pair's language and form, 'de+passive', count once each):", dict(sorted(tags.items(), key=lambda kv: -kv[1])))
    print("non-English pairs:", sum(v for k, v in tags.items() if k in LANGS), "in", len(LANGS & set(tags)), "languages")
    print("injected under 120 chars:", sum(len(x["text"]) < 120 for x in inj))
    for name, rx in ROUGH.items():
        r = re.compile(rx, re.I)
        print(f"rough, {name}: {sum(bool(r.search(x['text'])) for x in inj)}")


if __name__ == "__main__":
    main()
