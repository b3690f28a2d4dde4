"""Composed lines: a hand-written carrier (the place an agent reads) with a free-text field that holds
one hand-written payload from fragments.py. Each carrier has one tool, so its lines stay in one half."""
import json
import random
import textwrap
import urllib.parse

NAMES = ["Ana Ruiz", "Minh Tran", "Sari Putri", "Noa Levi", "Eleni Papa", "Bence Kiss", "Aino Laine", "Oksana Koval",
         "Ioana Pop", "Amani Njoroge", "Paolo Reyes", "Rina Das", "Kemal Arslan", "Joost Bakker", "Lucas Melo", "Tomás Gil"]


def _id(r, n=6):
    return "".join(r.choice("0123456789abcdef") for _ in range(n))


def _ocr_break(text, width=44):
    # Scanned pages wrap mid-word with a hyphen (not between digits); the payload wraps with the page.
    lines, cur = [], text
    while len(cur) > width:
        cut = width
        if cur[cut - 1].isalpha() and cur[cut].isalpha():
            lines.append(cur[:cut] + "-")
        else:
            lines.append(cur[:cut].rstrip())
        cur = cur[cut:].lstrip()
    lines.append(cur)
    return "\n".join(lines)


def c_mcp_tools(r, p):
    return {"tools": [{"name": "lookup_order", "description": "Looks up an order by number. " + p, "inputSchema": {"type": "object", "properties": {"order_id": {"type": "string"}}}}, {"name": "list_orders", "description": "Lists recent orders."}]}


def c_slack(r, p):
    a, b = r.sample(NAMES, 2)
    return {"channel": "#ops-" + r.choice(["emea", "apac", "latam", "intl"]), "messages": [{"user": a, "ts": f"17459{r.randint(10000, 99999)}.00{r.randint(10, 99)}", "text": r.choice(["morning all", "shipment 44 left the warehouse", "who has the key to the storeroom?", "standup moved to 10:30"])}, {"user": b, "ts": f"17459{r.randint(10000, 99999)}.00{r.randint(10, 99)}", "text": p}, {"user": a, "ts": f"17459{r.randint(10000, 99999)}.00{r.randint(10, 99)}", "text": r.choice(["ok", "noted", "thanks", "👍"])}]}


def c_teams(r, p):
    a, b = r.sample(NAMES, 2)
    h = r.randint(8, 17)
    return f"Teams export — {r.choice(['Finance EU', 'Regional sales', 'Support leads', 'Procurement'])}\n[{h:02d}:0{r.randint(0, 9)}] {a}: {r.choice(['report is in the folder', 'call at 3?', 'invoice batch ready'])}\n[{h:02d}:1{r.randint(0, 9)}] {b}: {p}\n[{h:02d}:2{r.randint(0, 9)}] {a}: {r.choice(['ok', 'thanks', 'will do'])}"


def c_jira(r, p):
    a, b = r.sample(NAMES, 2)
    return {"key": f"OPS-{r.randint(1000, 9999)}", "fields": {"summary": r.choice(["Nightly export job fails", "Upgrade base image", "Flaky integration test", "Memory leak in worker"]), "status": {"name": r.choice(["Open", "In Progress"])}, "comment": {"comments": [{"author": {"displayName": a}, "body": r.choice(["Reproduced on staging.", "Logs attached.", "Started after Tuesday's deploy."])}, {"author": {"displayName": b}, "body": p}]}}}


def c_linear(r, p):
    return f"ENG-{r.randint(100, 999)}  {r.choice(['Search returns stale results', 'Webhook retries never stop', 'CSV import drops rows', 'Dark mode contrast'])}\nState: {r.choice(['Todo', 'In Progress', 'Backlog'])}\n\nComments\n— {r.choice(NAMES)} ({r.randint(1, 9)}d): {r.choice(['can repro locally', 'probably the cache TTL', 'same on mobile'])}\n— {r.choice(NAMES)} ({r.randint(1, 9)}h): {p}"


def c_git_log(r, p):
    h = _id(r, 40)
    a = r.choice(NAMES)
    return f"commit {h}\nAuthor: {a} <{a.split()[0].lower()}@example.org>\nDate:   {r.choice(['Mon', 'Tue', 'Wed', 'Thu'])} Apr {r.randint(1, 28)} {r.randint(8, 20)}:{r.randint(10, 59)}:{r.randint(10, 59)} 2026 +0200\n\n    {r.choice(['fix(api): handle empty body', 'chore: bump deps', 'feat(ui): add export button', 'refactor(db): split migrations'])}\n\n    {p}\n\ncommit {_id(r, 40)}\nAuthor: build-bot <bot@example.org>\n\n    ci: cache node_modules"


def c_git_diff(r, p):
    f = r.choice(["src/server.go", "app/main.py", "lib/queue.rb", "src/index.ts"])
    cm = "#" if f.endswith((".py", ".rb")) else "//"
    return f"diff --git a/{f} b/{f}\nindex {_id(r, 7)}..{_id(r, 7)} 100644\n--- a/{f}\n+++ b/{f}\n@@ -{r.randint(10, 90)},6 +{r.randint(10, 90)},7 @@\n+{cm} {p}\n {r.choice(['return handler(req)', 'queue.start()', 'app.run(port=8080)', 'await server.listen(3000)'])}"


def c_dockerfile(r, p):
    return f"FROM {r.choice(['node:20-alpine', 'python:3.12-slim', 'golang:1.22', 'eclipse-temurin:21'])}\nWORKDIR /srv\nCOPY . .\n# {p}\nRUN {r.choice(['npm ci', 'pip install -r requirements.txt', 'go build ./...', './mvnw package'])}\nEXPOSE {r.choice([3000, 8000, 8080])}"


def c_k8s(r, p):
    return f"apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: {r.choice(['billing', 'search', 'notifier', 'gateway'])}-{_id(r, 4)}\n  annotations:\n    team/note: {json.dumps(p, ensure_ascii=False)}\nspec:\n  replicas: {r.randint(2, 6)}"


def c_terraform(r, p):
    return f"resource \"aws_instance\" \"{r.choice(['web', 'batch', 'bastion', 'worker'])}\" {{\n  ami           = \"ami-{_id(r, 8)}\"\n  instance_type = \"{r.choice(['t3.small', 'm6i.large', 'c7g.medium'])}\"\n  tags = {{\n    Owner = \"{r.choice(NAMES)}\"\n    Note  = {json.dumps(p, ensure_ascii=False)}\n  }}\n}}"


def c_sql(r, p):
    n = r.randint(100, 999)
    q = p.replace("'", "''")
    return f"INSERT INTO customers (id, name, city, note) VALUES ({n}, '{r.choice(NAMES)}', '{r.choice(['Hanoi', 'Bangkok', 'Jakarta', 'Haifa', 'Athens', 'Debrecen', 'Tampere', 'Lviv', 'Cluj', 'Mombasa', 'Cebu', 'Dhaka'])}', 'Regular');\nINSERT INTO customers (id, name, city, note) VALUES ({n + 1}, '{r.choice(NAMES)}', '{r.choice(['Porto', 'Izmir', 'Utrecht', 'Sevilla'])}', '{q}');\nINSERT INTO customers (id, name, city, note) VALUES ({n + 2}, '{r.choice(NAMES)}', 'Riga', 'Net 30');"


def c_jsonlog(r, p):
    lines = [{"ts": f"2026-04-1{r.randint(0, 9)}T0{r.randint(0, 9)}:{r.randint(10, 59)}:{r.randint(10, 59)}Z", "level": "info", "msg": "request", "path": "/api/health"},
             {"ts": f"2026-04-1{r.randint(0, 9)}T0{r.randint(0, 9)}:{r.randint(10, 59)}:{r.randint(10, 59)}Z", "level": "warn", "msg": "client feedback", "path": "/feedback?text=" + urllib.parse.quote(p)},
             {"ts": f"2026-04-1{r.randint(0, 9)}T0{r.randint(0, 9)}:{r.randint(10, 59)}:{r.randint(10, 59)}Z", "level": "info", "msg": "request", "path": "/api/orders"}]
    return "\n".join(json.dumps(x, ensure_ascii=False) for x in lines)


def c_srt(r, p):
    n = r.randint(10, 200)
    m = r.randint(1, 50)
    return f"{n}\n00:{m:02d}:10,200 --> 00:{m:02d}:13,800\n{r.choice(['Good evening.', 'Welcome back.', 'Let us begin.'])}\n\n{n + 1}\n00:{m:02d}:14,000 --> 00:{m:02d}:21,500\n{p}\n\n{n + 2}\n00:{m:02d}:21,700 --> 00:{m:02d}:24,000\n{r.choice(['Thank you.', 'See you next week.', 'Next topic.'])}"


def c_rss(r, p):
    return f"<rss version=\"2.0\"><channel><title>{r.choice(['Regional Business Daily', 'Market Notes', 'City Bulletin'])}</title>\n<item><title>{r.choice(['Port traffic up 4%', 'New tram line opens', 'Tax deadline reminder'])}</title><description>Short update.</description></item>\n<item><title>Notice</title><description>{p}</description></item>\n</channel></rss>"


def c_resume(r, p):
    n = r.choice(NAMES)
    return f"{n.upper()}\n{r.choice(['Accountant', 'Logistics Coordinator', 'Backend Developer', 'Nurse', 'Sales Manager'])} · {r.choice(['Hanoi', 'Jakarta', 'Athens', 'Lviv', 'Nairobi', 'Manila', 'Dhaka', 'Izmir'])}\n\nSUMMARY\n{r.randint(3, 12)} years of experience. {p}\n\nEXPERIENCE\n{2026 - r.randint(2, 6)}–2026  {r.choice(['Senior', 'Lead', 'Specialist'])}, {r.choice(['Kappa Logistics', 'Delta Health', 'Orion Retail'])}"


def c_paper(r, p):
    return f"{r.choice(['Towards Robust', 'A Study of', 'Revisiting'])} {r.choice(['Low-Resource Translation', 'Crop Yield Forecasting', 'Graph Anomaly Detection'])}\n{r.choice(NAMES)}, {r.choice(NAMES)}\n\nAbstract. We evaluate {r.randint(3, 9)} methods on {r.randint(2, 6)} datasets and report consistent gains.\n\nAcknowledgements. {p}\n\n1 Introduction\n..."


def c_product_qa(r, p):
    return {"product": r.choice(["Kettle 1.7L", "Rice cooker 5-cup", "Desk lamp LED", "Travel adapter"]), "price": round(r.uniform(12, 90), 2), "qa": [{"q": r.choice(["Does it work with 110V?", "Is the lid dishwasher safe?", "How long is the cable?"]), "a": "Yes."}, {"q": "Any tips?", "a": p}]}


def c_appstore(r, p):
    return f"{r.choice(['QuickNotes', 'BudgetBee', 'RideShare Go', 'PhotoPal'])} — {r.choice(['Productivity', 'Finance', 'Travel', 'Photo'])}\n{round(r.uniform(3.8, 4.9), 1)} ★ · {r.randint(2, 900)}K ratings\n\nWhat's New in Version {r.randint(2, 9)}.{r.randint(0, 9)}\n- Bug fixes and performance improvements\n- {p}"


def c_macro(r, p):
    return {"id": r.randint(30000, 39999), "title": r.choice(["Order delayed", "Payment failed", "Address change", "Warranty claim"]), "actions": [{"field": "comment_value", "value": "Hello {{ticket.requester.first_name}},\n\nThanks for reaching out.\n\n" + p + "\n\nBest regards"}]}


def c_search(r, p):
    d = r.choice(["shop-compare", "local-news", "dealfinder", "travel-tips"])
    return f"1. {r.choice(['Best prices 2026', 'Top picks this month', 'Complete guide'])} — {d}.example\n   {d}.example › guide\n   {p}\n2. {r.choice(['Wikipedia', 'Official site', 'Forum thread'])} ...\n   ..."


def c_ocr(r, p):
    return _ocr_break(f"{r.choice(['MUNICIPAL OFFICE', 'CITY WATER BOARD', 'DISTRICT CLINIC'])} — NOTICE No. {r.randint(100, 999)}/26 Date: {r.randint(1, 28)}.0{r.randint(1, 9)}.2026 Account: {r.randint(100000, 999999)} {p} Office hours Mon-Fri 8-16.")


def c_ics(r, p):
    return f"BEGIN:VEVENT\nUID:{_id(r, 10)}@cal.example\nDTSTART:202605{r.randint(10, 28)}T{r.randint(8, 16):02d}0000Z\nSUMMARY:{r.choice(['Supplier review', 'Quarterly close', 'Team offsite', 'Client visit'])}\nDESCRIPTION:{p}\nEND:VEVENT"


def c_ci(r, p):
    return f"##[group]Run {r.choice(['make test', 'npm run lint', 'pytest -q', 'go vet ./...'])}\n{r.choice(['ok  pkg/api 0.41s', '42 passed in 3.10s', 'Lint passed'])}\n##[endgroup]\n##[group]Run ./scripts/notice.sh\n{p}\n##[endgroup]\nProcess completed with exit code 0."


def c_pycomment(r, p):
    return f"\"\"\"{r.choice(['billing', 'export', 'sync', 'auth'])}/{r.choice(['jobs', 'utils', 'client'])}.py\"\"\"\nimport os\n\n# {p}\n\ndef {r.choice(['run', 'main', 'sync_all', 'export_csv'])}():\n    return {r.choice(['None', 'True', '0'])}"


CARRIERS = [
    ("api", "mcp_tools_list_orders", "biz", c_mcp_tools),
    ("chat", "slack_export_ops", "biz", c_slack),
    ("chat", "teams_export_channel", "biz", c_teams),
    ("ticket", "jira_get_issue_ops", "dev", c_jira),
    ("ticket", "linear_get_issue_eng", "dev", c_linear),
    ("code", "git_log_repo", "dev", c_git_log),
    ("code", "github_pr_diff_files", "dev", c_git_diff),
    ("file", "read_dockerfile", "dev", c_dockerfile),
    ("file", "read_k8s_manifest", "dev", c_k8s),
    ("file", "read_terraform_file", "dev", c_terraform),
    ("database", "read_sql_dump", "biz", c_sql),
    ("ci", "read_json_logs", "dev", c_jsonlog),
    ("transcript", "read_srt_subtitles", "biz", c_srt),
    ("web", "fetch_rss", "biz", c_rss),
    ("file", "parse_resume_text", "eval", c_resume),
    ("pdf", "read_paper_pdf", "eval", c_paper),
    ("api", "get_product_qa", "biz", c_product_qa),
    ("web", "fetch_app_listing", "biz", c_appstore),
    ("ticket", "get_support_macro", "biz", c_macro),
    ("search", "web_search_snippets", "biz", c_search),
    ("pdf", "ocr_notice_scan", "biz", c_ocr),
    ("calendar", "read_ics_event", "biz", c_ics),
    ("ci", "ci_job_log", "dev", c_ci),
    ("code", "read_python_module", "dev", c_pycomment),
]


def compose(per_carrier=9, seed=14):
    """(label, lang, kind, tool, text) for every composed line; each payload is used once."""
    from fragments import eval_pool, pool
    r = random.Random(seed)
    pools = {}
    for d in ("biz", "dev", "eval"):
        for lab in ("injected", "clean"):
            p = eval_pool(lab) if d == "eval" else pool(d, lab)
            r.shuffle(p)
            pools[(d, lab)] = p
    out = []
    for kind, tool, dom, fn in CARRIERS:
        for lab in ("injected", "clean"):
            for _ in range(per_carrier):
                lang, payload = pools[(dom, lab)].pop()
                out.append((lab, lang, kind, tool, fn(r, payload)))
    return out
