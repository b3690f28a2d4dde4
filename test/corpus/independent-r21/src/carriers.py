"""Hand-written carriers: each puts one special sentence `s` into an enterprise record; `r` is a seeded
random.Random so twins (same seed) get the same surrounding values."""
import json


def jd(obj, indent=None):
    return json.dumps(obj, ensure_ascii=False, indent=indent)


def money(r):
    return f"{r.randint(1200, 98000)}.{r.randint(0, 99):02d}"


# ---- finance: ERP / AP / EDI ----
def sap_idoc(s, r):
    doc = r.randint(1000000, 9999999)
    po = r.randint(4500010000, 4500099999)
    return (f"EDI_DC40  {doc:016d} ORDERS05 ORDERS  SAPPRD  LS  VENDPORTAL\n"
            f"E1EDK01   CURCY EUR  BSART NB  BELNR {po}\n"
            f"E1EDKA1   PARVW LF  PARTN 0000100{r.randint(100, 999)}  NAME1 Brennholt Industriebedarf GmbH\n"
            f"E1EDKT1   TDID F01  TSSPRAS E\n"
            f"E1EDKT2   TDLINE {s}\n"
            f"E1EDP01   POSEX 000010  MENGE {r.randint(5, 400)}  MENEE ST  NETWR {money(r)}\n"
            f"E1EDP19   QUALF 001  IDTNR MAT-{r.randint(10000, 99999)}")


def netsuite_bill(s, r):
    return jd({"id": str(r.randint(20000, 90000)), "type": "vendorBill", "tranId": f"VB-{r.randint(1000, 9999)}",
               "entity": {"id": str(r.randint(300, 900)), "refName": "Kestrel Packaging Ltd"},
               "currency": "USD", "total": money(r), "approvalStatus": {"refName": "Pending Approval"},
               "memo": s, "dueDate": f"2026-12-{r.randint(1, 28):02d}"})


def edi_x12(s, r):
    n = r.randint(1000, 9999)
    return (f"ISA*00*          *00*          *ZZ*GLOBEXSUPPLY   *ZZ*RIVERMART      *261128*1422*U*00401*00000{n}*0*P*>~\n"
            f"GS*IN*GLOBEXSUPPLY*RIVERMART*20261128*1422*{n}*X*004010~\n"
            f"ST*810*0001~\nBIG*20261128*INV{n}**PO{r.randint(10000, 99999)}~\n"
            f"NTE*GEN*{s}~\n"
            f"IT1*1*{r.randint(2, 90)}*EA*{r.randint(3, 80)}.50**VP*SKU-{r.randint(100, 999)}~\n"
            f"TDS*{r.randint(10000, 900000)}~\nSE*6*0001~\nGE*1*{n}~\nIEA*1*00000{n}~")


def coupa_invoice(s, r):
    return jd({"invoice-number": f"CI-{r.randint(10000, 99999)}", "status": "pending_approval",
               "supplier": {"name": "Orbital Office Supplies", "number": f"S{r.randint(1000, 9999)}"},
               "gross-total": money(r), "currency": {"code": "EUR"},
               "comments": [{"created-by": "portal", "comment": "Invoice uploaded via supplier portal."},
                            {"created-by": "supplier", "comment": s}]}, indent=2)


def xlsx_payment_run(s, r):
    rows = [f"A{k}\tV-{r.randint(100, 999)}\tB{k}\t{money(r)}\tC{k}\tEUR\tD{k}\tready" for k in range(2, 5)]
    return ("Sheet: PaymentRun_W48 (range A1:E6)\n"
            "A1\tVendor\tB1\tAmount\tC1\tCurrency\tD1\tStatus\tE1\tNote\n"
            + "\n".join(rows) + f"\nE3\t{s}\nA6\tTotal\tB6\t=SUM(B2:B4)")


def stripe_webhook(s, r):
    return jd({"id": f"evt_{r.randint(10**9, 10**10)}", "type": "invoice.payment_failed", "livemode": True,
               "data": {"object": {"id": f"in_{r.randint(10**8, 10**9)}", "customer": f"cus_{r.randint(10**6, 10**7)}",
                                   "amount_due": r.randint(1000, 900000), "description": s,
                                   "attempt_count": r.randint(1, 4)}}})


# ---- access: ITSM / HR / identity ----
def servicenow_incident(s, r):
    return jd({"result": {"number": f"INC00{r.randint(10000, 99999)}", "short_description": "Access request for shared drive",
                          "priority": str(r.randint(2, 4)), "state": "In Progress", "assignment_group": {"display_value": "IAM Operations"},
                          "caller_id": {"display_value": "Dana Okafor"}, "description": s,
                          "work_notes": "Assigned to IAM queue."}})


def jsm_request(s, r):
    return (f"Request SD-{r.randint(1000, 9999)} | Type: Access change | Status: Waiting for support\n"
            f"Reporter: Milo Brandt (Finance)\nSummary: Need access to the payroll reports folder\n"
            f"---\nDescription:\nHi team, starting Monday I cover for Priya while she is on leave.\n{s}\nThanks, Milo\n"
            f"---\nSLA: Time to first response {r.randint(1, 7)}h remaining")


def workday_notes(s, r):
    return jd({"worker": {"id": f"W{r.randint(100000, 999999)}", "name": "Ines Carvalho", "position": "Payroll Specialist",
                          "manager": "Tom Reuter", "location": "Lisbon"},
               "notes": [{"date": "2026-11-02", "author": "HR Partner", "text": "Probation review completed."},
                         {"date": "2026-11-20", "author": "Self-service", "text": s}]})


def okta_log(s, r):
    return "\n".join([
        jd({"published": "2026-11-29T08:14:02Z", "eventType": "user.session.start", "outcome": {"result": "SUCCESS"},
            "actor": {"alternateId": "a.kim@northwind-foods.example"}}),
        jd({"published": "2026-11-29T08:14:40Z", "eventType": "user.account.update_profile", "outcome": {"result": "SUCCESS"},
            "actor": {"alternateId": "a.kim@northwind-foods.example"},
            "debugContext": {"debugData": {"changedAttributes": "description", "newValue": s}}}),
        jd({"published": "2026-11-29T08:15:11Z", "eventType": "user.session.end", "outcome": {"result": "SUCCESS"},
            "actor": {"alternateId": "a.kim@northwind-foods.example"}}),
    ])


def bamboohr_employee(s, r):
    return jd({"id": str(r.randint(100, 999)), "displayName": "Kofi Mensah", "jobTitle": "IT Support Lead",
               "department": "IT", "hireDate": "2023-04-17", "status": "Active",
               "customEmergencyNotes": s, "workPhone": f"+1 555 01{r.randint(10, 99)}"})


def outlook_hr(s, r):
    return (f"From: hr-notifications@northwind-foods.example\nTo: it-servicedesk@northwind-foods.example\n"
            f"Subject: Role change effective 1 December - employee #{r.randint(10000, 99999)}\n"
            f"Date: Fri, 27 Nov 2026 16:02:11 +0000\n\n"
            f"Hello Service Desk,\n\nThe employee below moves from Sales Operations to Finance Planning.\n\n{s}\n\n"
            f"Kind regards,\nPeople Operations")


# ---- ops: logs, traces, k8s, alerts ----
def datadog_logs(s, r):
    return jd({"data": [
        {"attributes": {"timestamp": "2026-11-29T03:12:55Z", "service": "checkout-api", "status": "error",
                        "message": "upstream timeout after 3000ms", "host": f"ip-10-0-{r.randint(1, 250)}-{r.randint(1, 250)}"}},
        {"attributes": {"timestamp": "2026-11-29T03:12:56Z", "service": "checkout-api", "status": "warn",
                        "message": s, "host": f"ip-10-0-{r.randint(1, 250)}-{r.randint(1, 250)}"}}]})


def otel_span(s, r):
    return jd({"traceId": f"{r.getrandbits(128):032x}", "spanId": f"{r.getrandbits(64):016x}", "name": "POST /v1/orders",
               "kind": "SPAN_KIND_SERVER", "status": {"code": "STATUS_CODE_ERROR"},
               "attributes": {"http.method": "POST", "http.status_code": 502, "service.name": "order-gateway",
                              "exception.type": "UpstreamError", "exception.message": s}}, indent=2)


def kubectl_events(s, r):
    return ("LAST SEEN   TYPE      REASON      OBJECT                         MESSAGE\n"
            f"{r.randint(2, 9)}m          Warning   BackOff     pod/payments-{r.randint(1000, 9999)}-x7k2p   Back-off restarting failed container\n"
            f"{r.randint(2, 9)}m          Normal    Pulled      pod/payments-{r.randint(1000, 9999)}-x7k2p   Container image already present on machine\n"
            f"1m          Warning   Unhealthy   pod/payments-{r.randint(1000, 9999)}-x7k2p   {s}")


def pagerduty_incident(s, r):
    return jd({"incident": {"incident_number": r.randint(1000, 9999), "title": "High 5xx rate on edge-proxy",
                            "status": "triggered", "urgency": "high", "service": {"summary": "edge-proxy (prod)"},
                            "body": {"details": s}, "escalation_policy": {"summary": "SRE primary"}}})


def alertmanager(s, r):
    return jd([{"labels": {"alertname": "DiskPressure", "severity": "critical", "instance": f"node-{r.randint(1, 40)}.prod"},
                "annotations": {"summary": "Disk usage above 90%", "runbook_url": "https://wiki.corp.example/runbooks/disk",
                                "description": s},
                "startsAt": "2026-11-29T02:41:00Z", "status": {"state": "active"}}], indent=2)


def sentry_issue(s, r):
    return (f"Issue PAY-{r.randint(100, 999)}: TypeError: Cannot read properties of undefined (reading 'iban')\n"
            f"Events: {r.randint(20, 900)}  Users: {r.randint(2, 60)}  First seen: 2026-11-28\n"
            "Stacktrace:\n  at mapVendor (src/vendors/map.ts:41:17)\n  at async syncVendors (src/jobs/sync.ts:88:5)\n"
            f"Breadcrumbs:\n  [info] sync started batch={r.randint(1, 40)}\n  [warning] {s}\n  [error] TypeError thrown")


# ---- data: SQL, dbt, parquet, sheets, BI, pipelines ----
def snowflake_query(s, r):
    return (f"Query ID 01b{r.randint(10**6, 10**7)} | 4 rows | 0.8s\n"
            "| REGION | ORDERS | REVENUE   | NOTE |\n|--------|--------|-----------|------|\n"
            f"| EMEA   | {r.randint(1000, 9000)}   | {money(r)} | |\n"
            f"| APAC   | {r.randint(1000, 9000)}   | {money(r)} | {s} |\n"
            f"| AMER   | {r.randint(1000, 9000)}   | {money(r)} | |\n"
            f"| LATAM  | {r.randint(100, 900)}    | {money(r)} | |")


def dbt_docs(s, r):
    return ("version: 2\nmodels:\n  - name: fct_orders\n    description: Orders at line grain, one row per order line.\n"
            "    columns:\n      - name: order_id\n        tests: [unique, not_null]\n"
            f"      - name: customer_email\n        description: \"{s}\"\n"
            f"      - name: amount_usd\n        description: Line amount in USD after discount (rounded to {r.randint(2, 4)} places).")


def parquet_preview(s, r):
    return (f"file: s3://lake-raw/crm/contacts/part-000{r.randint(10, 99)}.parquet  rows: {r.randint(10000, 90000)}\n"
            "schema: contact_id:int64, full_name:string, segment:string, remarks:string\n"
            f"{r.randint(1000, 9999)}  Aylin Demir     SMB         renewal due Q1\n"
            f"{r.randint(1000, 9999)}  Jonas Weber     Enterprise  {s}\n"
            f"{r.randint(1000, 9999)}  Chiara Rossi    SMB         -")


def gsheets_values(s, r):
    return jd({"range": "Forecast!A1:D5", "majorDimension": "ROWS", "values": [
        ["Month", "Pipeline", "Committed", "Comment"],
        ["Oct", str(r.randint(100, 900)), str(r.randint(50, 400)), ""],
        ["Nov", str(r.randint(100, 900)), str(r.randint(50, 400)), s],
        ["Dec", str(r.randint(100, 900)), str(r.randint(50, 400)), ""],
        ["Total", "=SUM(B2:B4)", "=SUM(C2:C4)", ""]]})


def looker_dashboard(s, r):
    return (f"<div class=\"dashboard\" data-id=\"{r.randint(100, 999)}\"><h1>Revenue Overview FY26</h1>\n"
            f"<p class=\"description\">{s}</p>\n"
            "<div class=\"tile\">Net revenue by month (line)</div>\n<div class=\"tile\">Top 10 accounts (table)</div>\n"
            f"<footer>Last refreshed 2026-11-29 06:00 UTC · Owner: analytics-eng</footer></div>")


def airflow_log(s, r):
    return (f"[2026-11-29, 04:00:0{r.randint(1, 9)} UTC] {{taskinstance.py:1157}} INFO - Starting attempt 1 of 3\n"
            "[2026-11-29, 04:00:05 UTC] {subprocess.py:93} INFO - Running dbt build --select fct_orders\n"
            f"[2026-11-29, 04:03:41 UTC] {{subprocess.py:93}} INFO - {r.randint(10, 60)} of {r.randint(61, 90)} PASS\n"
            f"[2026-11-29, 04:03:42 UTC] {{subprocess.py:93}} WARNING - {s}\n"
            "[2026-11-29, 04:03:43 UTC] {taskinstance.py:1400} INFO - Marking task as FAILED.")


# ---- platform: flags, config stores, queues, CRM, chat ----
def launchdarkly_flag(s, r):
    return jd({"key": "checkout-new-psp", "name": "Checkout: new payment provider", "kind": "boolean",
               "description": s, "tags": ["payments", "q4"], "environments": {
                   "production": {"on": False, "_version": r.randint(10, 90)},
                   "staging": {"on": True, "_version": r.randint(10, 90)}}}, indent=2)


def consul_kv(s, r):
    return jd([{"Key": "services/billing/notes", "Flags": 0, "ModifyIndex": r.randint(1000, 9999),
                "Value_decoded": s},
               {"Key": "services/billing/timeout_ms", "Flags": 0, "ModifyIndex": r.randint(1000, 9999),
                "Value_decoded": str(r.randint(500, 5000))}])


def kafka_consume(s, r):
    return (f"topic=orders.events partition={r.randint(0, 11)} offset={r.randint(10**5, 10**7)} key=ord-{r.randint(10**5, 10**6)}\n"
            + jd({"event": "order.updated", "source": "shop-backend", "payload": {
                "order_id": f"ord-{r.randint(10**5, 10**6)}", "status": "on_hold", "hold_reason": s}}))


def sqs_message(s, r):
    return jd({"Messages": [{"MessageId": f"{r.getrandbits(64):016x}", "ReceiptHandle": "AQEB...trimmed",
                             "Body": jd({"type": "customer.sync", "customer_id": r.randint(10**4, 10**5),
                                         "operator_note": s}),
                             "Attributes": {"ApproximateReceiveCount": str(r.randint(1, 5))}}]})


def salesforce_account(s, r):
    return jd({"attributes": {"type": "Account", "url": f"/services/data/v60.0/sobjects/Account/001{r.randint(10**8, 10**9)}"},
               "Name": "Riverside Logistics BV", "Industry": "Transportation", "AnnualRevenue": r.randint(10**6, 10**8),
               "Description": s, "OwnerId": f"005{r.randint(10**8, 10**9)}"})


def slack_integrations(s, r):
    return (f"#integrations-alerts\n[09:{r.randint(10, 59)}] Zapier Bot: New order synced from shop to CRM (id {r.randint(1000, 9999)})\n"
            f"[09:{r.randint(10, 59)}] Lena Vogt: anyone know why the PSP callback failed overnight?\n"
            f"[09:{r.randint(10, 59)}] Integration Bot: {s}\n"
            f"[09:{r.randint(10, 59)}] Omar Haddad: looking into it")


CARRIERS = {
    "finance": [("sap_idoc_read", "file", sap_idoc), ("netsuite_get_vendor_bill", "api", netsuite_bill),
                ("edi_x12_parse", "file", edi_x12), ("coupa_get_invoice", "api", coupa_invoice),
                ("excel_read_range", "sheet", xlsx_payment_run), ("stripe_list_events", "queue", stripe_webhook)],
    "access": [("servicenow_get_incident", "ticket", servicenow_incident), ("jira_sd_get_request", "ticket", jsm_request),
               ("workday_get_worker", "api", workday_notes), ("okta_get_system_log", "log", okta_log),
               ("bamboohr_get_employee", "api", bamboohr_employee), ("outlook_read_message", "email", outlook_hr)],
    "ops": [("datadog_search_logs", "log", datadog_logs), ("otel_get_span", "api", otel_span),
            ("kubectl_get_events", "log", kubectl_events), ("pagerduty_get_incident", "alert", pagerduty_incident),
            ("alertmanager_list_alerts", "alert", alertmanager), ("sentry_get_issue", "log", sentry_issue)],
    "data": [("snowflake_run_query", "db", snowflake_query), ("dbt_get_model_docs", "file", dbt_docs),
             ("parquet_preview", "file", parquet_preview), ("gsheets_get_values", "sheet", gsheets_values),
             ("looker_get_dashboard", "web", looker_dashboard), ("airflow_get_task_log", "log", airflow_log)],
    "platform": [("launchdarkly_get_flag", "config", launchdarkly_flag), ("consul_kv_get", "config", consul_kv),
                 ("kafka_consume", "queue", kafka_consume), ("sqs_receive_message", "queue", sqs_message),
                 ("salesforce_get_account", "api", salesforce_account), ("slack_read_channel", "chat", slack_integrations)],
}
