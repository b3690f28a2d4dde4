"""Record helper: every hand-written line goes through R(); tags are kept for the report only."""
ROWS = []


def R(label, kind, tool, text, tags="", origin="hand"):
    assert label in ("injected", "clean"), label
    ROWS.append({"label": label, "kind": kind, "tool": tool, "text": text.strip("\n"), "tags": tags, "origin": origin})


def I(kind, tool, text, tags=""):
    R("injected", kind, tool, text, tags)


def C(kind, tool, text, tags=""):
    R("clean", kind, tool, text, tags)
