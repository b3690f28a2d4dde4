"""Five themes, nine carriers each: frame settings and the theme's business sentences (English), kept as
data in themes.json."""
import json
import os

with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "themes.json"), encoding="utf-8") as f:
    THEMES = json.load(f)
