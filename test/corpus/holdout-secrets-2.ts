// Held-out secrets set 2: written blind (without seeing the detector), on 2026-11-26. All credentials are fake.
export const SECRETS_2: string[] = [
  // 1. AWS access key id + secret access key (two profiles) in `cat ~/.aws/credentials` shell output
  `$ cat ~/.aws/credentials
[default]
aws_access_key_id = AKIAZFEZ7PPILMMY6FYH
aws_secret_access_key = 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
region = us-east-1

[billing-prod]
aws_access_key_id = AKIABUBM7M6K5HDRZAYR
aws_secret_access_key = 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
$ aws sts get-caller-identity --profile billing-prod
{
    "UserId": "AIDAO3LWXLEYFNRPLC73W",
    "Account": "418273645091",
    "Arn": "arn:aws:iam::418273645091:user/ci-billing-deployer"
}`,
  // 2. AWS temporary credentials (ASIA key id, secret, session token) in `aws sts assume-role` JSON output
  `$ aws sts assume-role --role-arn arn:aws:iam::739104528316:role/OrganizationAccountAccessRole --role-session-name debug-nov26
{
    "Credentials": {
        "AccessKeyId": "ASIATC6PZ4OIZJUL3D4S",
        "SecretAccessKey": "smt9GwE3UB0IVrhMkhDDJOqJD9o9emx/QRnXYAqI",
        "SessionToken": "IQoJb3JpZ2luX2VjLpcuEKLP9UyRBFcfX2Zs68c3ncM78HF0BTKMG3pfavo3P0FNgJkSYkBIMFZUE601QD3O3AeCYmSm25TUiXXhhsRR36CnSmumtxOHN/D/yCP6OBk3UwEzlYpanx6y4bKmnQnzG79+NPf5+tbZlBQSfnZsGHGq49DTxxkEx8jo1iFyyCUaGAlzBI/2cQpt/BB6nZTI3umlYPB4SUKpRoaRTIlS7eOxQ3Ga4K0cFAmdCagkwk7eI+U8o31bpHo84mPWzgdGat8QKhUeKG+aQ9pVvc1FCOB0vANKkYRjfLhM/eheNBmep+71GIW2204KzzDDXVDgKFxpP7iNppshdxPfakWajdf+H79O9toug5h/i6cX2HZh4AEj+lXfEWdROdJxi+OTwwjcdvx8ixTxl6sx2n++WbkyaHT5l5Vn0otmcwz9K7D7+F90owgUTdNBsC5+16G/J2ypurLY97gSti5EJ1q0OWo0hQdHoQ99iXJyijyrQeG5FkDe8BAgM9L9o0jLJ6vYwccE",
        "Expiration": "2026-11-26T15:42:07+00:00"
    },
    "AssumedRoleUser": {
        "AssumedRoleId": "AROAACNZFENCGTP5DESDL:debug-nov26",
        "Arn": "arn:aws:sts::739104528316:assumed-role/OrganizationAccountAccessRole/debug-nov26"
    }
}`,
  // 3. GCP service-account key JSON (RSA private_key, JSON \n-escaped PEM) printed with cat
  `$ cat infra/keys/gke-deployer.json
{
  "type": "service_account",
  "project_id": "finchly-data-prod",
  "private_key_id": "85586ac8c19f3c85541c016201e179a862ab9004",
  "private_key": "-----BEGIN PRIVATE KEY-----\\nMIICeQIBADANBgkqhkiG9w0BAQEFAASCAmMwggJfAgEAAoGBAPqkJZ/4+wURLoIk\\nBxN/0a7pTSR2LCXkrN7D+Hzu5JOnb84+xRmhjrVAfHKBqtlm/SSfZ9fBOAfefk/q\\nkFEl2Y57PSVA4I/gF/eqeG5auAyr13UunFPgs7Khsb2kGEnCSlJFMz2+dDfJDEJ1\\n1xsrT742XHZS4aPGIm6zeKgUqxQZAgMBAAECgYEAi3/o4Qy2ya8yb4SV26h8kBmR\\nsgWDtON9w87W8tITroq2k9gj44wj3YWyvhilerLzmfqO1WrZQKf5LYmkIUYruyOq\\nKh4vqx4bRbfwxpZrhGgklkgT6Ucg0d/WHbOB83RiGwLTzcaiOYYhYVYRpy/jDkqP\\nccQp/K27yiwEisc50TECQQD/JW2OKMNCuJN2JFgct1LtDrITNIPIPeQGwMSzi0IO\\nBSV7wiQsKG4GAopKQOohhuK6LC0JoRwbUjfibuOQiCP/AkEA+3rcG05uY3DTfggE\\nyUmcqes4FWkYQCQbWlhFbYkUPI4Or5ELAy24d1wzzwlId/TVNqOUsZLydbk5CSM1\\n4Kln5wJBAI0NnQZ1ZJVTQzqSFyAw/ShO8oWJh71A8foFwfjcaPUlRTao+qRq6YBr\\nERbB0m4ciuWPnIpxRf+YsYp98VKq4PMCQQCplgGGfI6eioBk1j18DCMUxyWr8pJC\\n9tZnR22SX0WBTH8E0Dfv7c4e19OsQ2NWWYnK7echFKpizwRycAcuOK9zAkEA50hS\\nkgujmfD1wQCVSwYH0J8tEu+19r5dhZYCc9c1ZGlSjL6s9HcMQ/1Hfrn5mD/CedKD\\nPd2qMxPMhB474MwaaA==\\n-----END PRIVATE KEY-----\\n",
  "client_email": "gke-deployer@finchly-data-prod.iam.gserviceaccount.com",
  "client_id": "662668204338906472758",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "universe_domain": "googleapis.com"
}`,
  // 4. Google API key (AIza...) inside URL query strings in an Envoy egress proxy access log [obfuscated: URL query string]
  `[2026-11-26T09:14:01.882Z] "POST /v1/traces HTTP/1.1" 200 - 0 2 14 13 "10.42.7.19" "otel-collector/0.113.0" "cb070bad-94d9-4681-9c09-e711250ee516" "otlp.internal:4318" "10.42.3.4:4318"
[2026-11-26T09:14:02.107Z] "GET /maps/api/geocode/json?address=Kastanienallee%2012%2C%20Berlin&key=AIzaDj5UvdaOvbf3CX3yPj1nFjBsNWNUsVyuICy&language=de HTTP/1.1" 200 - 0 1873 212 210 "10.42.7.19" "python-requests/2.32.3" "21c504e3-a3aa-4a0b-ada7-248c3b44872c" "maps.googleapis.com" "142.250.185.74:443"
[2026-11-26T09:14:02.950Z] "POST /v1beta/models/gemini-1.5-flash:generateContent?key=AIzaDj5UvdaOvbf3CX3yPj1nFjBsNWNUsVyuICy HTTP/1.1" 200 - 611 2410 1733 1731 "10.42.7.19" "python-requests/2.32.3" "03ca2428-f9a2-495b-89a9-a3c24fdca2fd" "generativelanguage.googleapis.com" "142.250.186.42:443"`,
  // 5. Azure Storage connection string (AccountKey) and Entra ID client secret (xxxQ~...) in appsettings.Production.json
  `{
  "Logging": {
    "LogLevel": { "Default": "Information", "Microsoft.AspNetCore": "Warning" }
  },
  "AllowedHosts": "*",
  "ConnectionStrings": {
    "InvoiceBlobs": "DefaultEndpointsProtocol=https;AccountName=stfinchlyinvoices01;AccountKey=K8QTmmXTv3O2axdnB+At+khs2QU03e/iYC7h2xjfW5SmQXCBU3X3AYNpvAcm8NIoB5fO+eq3ZHT7z7nLvfqSSQ==;EndpointSuffix=core.windows.net"
  },
  "AzureAd": {
    "Instance": "https://login.microsoftonline.com/",
    "TenantId": "792098ba-305a-4c38-b797-a376f8484597",
    "ClientId": "8e85de8d-fdbb-4313-ab2a-4a19c39dc783",
    "ClientSecret": "gCZ5Q~wseJDBur0VQ4~yGnosfBiWPCjS1GlUd9.6"
  },
  "FeatureFlags": { "PdfV2": true }
}`,
  // 6. Azure Blob SAS token (sig=, percent-encoded) in an azcopy URL echoed by `set -x` in a CI log [obfuscated: URL query string, percent-encoded]
  `+ BACKUP=finchly-pg-2026-11-26.tar.zst
+ pg_dump --format=custom --dbname=finchly | zstd -q -T0 -o finchly-pg-2026-11-26.tar.zst
+ azcopy copy finchly-pg-2026-11-26.tar.zst 'https://stbackupsweu02.blob.core.windows.net/nightly/pg/finchly-pg-2026-11-26.tar.zst?sv=2022-11-02&ss=b&srt=co&sp=rwdlacupx&se=2027-06-30T21%3A59%3A59Z&st=2026-11-01T08%3A00%3A00Z&spr=https&sig=0v64U78S9zYqLFeE2sd6eUQ%2BMR95M6lT29fWlXE80QU%3D' --overwrite=ifSourceNewer
INFO: Scanning...
INFO: Any empty folders will not be processed, because source and/or destination doesn't have full folder support

Job df9c5be9-c8dd-4320-bcbf-f69658d4b71e has started
Log file is located at: /home/vsts/.azcopy/df9c5be9-c8dd-4320-bcbf-f69658d4b71e.log

100.0 %, 1 Done, 0 Failed, 0 Pending, 0 Skipped, 1 Total, 2-sec Throughput (Mb/s): 388.2114`,
  // 7. Heroku API key (HRKU-), GitHub classic PAT (ghp_) in ~/.netrc and a GitHub OAuth token (gho_) from `gh auth token`
  `$ cat ~/.netrc
machine api.heroku.com
  login ops@finchly.io
  password HRKU-AAFAOi_b-IN5IoRkX9WcelDRQYAwDeK_Y24jWsJT7rR3eMnEFdzGXM4Vdd4p
machine git.heroku.com
  login ops@finchly.io
  password HRKU-AAFAOi_b-IN5IoRkX9WcelDRQYAwDeK_Y24jWsJT7rR3eMnEFdzGXM4Vdd4p
machine github.com
  login finchly-bot
  password 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
$ gh auth status
github.com
  \u2713 Logged in to github.com account finchly-bot (keyring)
  - Active account: true
  - Git operations protocol: https
  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'
$ gh auth token
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`,
  // 8. GitHub fine-grained PAT (github_pat_) pasted in a Slack thread export with zero-width spaces inside [obfuscated: zero-width characters]
  `#release-eng \u2014 exported 2026-11-26
[2026-11-25 17:42] dmitri.k: release job still can't push tags :( I set GH_TOKEN in the runner env to
github_pat_11L8BTQM\u200bNH7BRNNYRW6BAW_ZmvY4s2RgTAwB\u200bdMSIwBsIGTzwNNeTnapeGVMm7r\u200bCMF2plZH5qv8ll6Y9rGa
(fine-grained, contents: write on finchly/platform, expires in 90 days)
[2026-11-25 17:44] priya.s: 403 on tag push usually means the token isn't allowed to bypass the tag protection rule
[2026-11-25 17:45] priya.s: also pls don't paste tokens here, rotate that one after we're done
[2026-11-25 17:46] dmitri.k: ok will do :thumbsup:`,
  // 9. GitLab personal access token (glpat-) in a git remote URL in a GitLab CI job log
  `Running with gitlab-runner 17.5.2 (c4f3e2a1)
  on docker-autoscaler-3 t3_22Xp2d, system ID: s_6af607b9d084
Preparing the "docker" executor
Using Docker executor with image node:22-alpine ...
Getting source from Git repository
Fetching changes with git depth set to 20...
Checking out 7c1e9a40 as detached HEAD (ref is main)...
Executing "step_script" stage of the job script
$ git config user.email "release-bot@finchly.io"
$ git remote set-url origin "https://release-bot:glpat-QLFP7vSAlejq1qAldJYw@gitlab.com/finchly/web/storefront.git"
$ npm version minor -m "chore(release): %s [skip ci]"
v4.19.0
$ git push origin HEAD:main --follow-tags
To https://gitlab.com/finchly/web/storefront.git
   7c1e9a40..b82d5f13  HEAD -> main
 * [new tag]           v4.19.0 -> v4.19.0
Cleaning up project directory and file based variables
Job succeeded`,
  // 10. Bitbucket app password (ATBB...) embedded in a git+https URL in requirements.txt
  `# requirements.txt \u2014 generated by pip-compile, then hand-edited (internal deps)
django==5.1.3
djangorestframework==3.15.2
celery[redis]==5.4.0
psycopg[binary]==3.2.3
gunicorn==23.0.0
sentry-sdk==2.18.0
# internal SDKs \u2014 pinned to tags
finchly-billing-sdk @ git+https://ci-reader:ATBBbMRkEGQu45nSsZb7bQqWhpdQ361C5D8F@bitbucket.org/finchly/billing-sdk.git@v2.4.1
finchly-auth @ git+https://ci-reader:ATBBbMRkEGQu45nSsZb7bQqWhpdQ361C5D8F@bitbucket.org/finchly/auth-client.git@v1.9.0`,
  // 11. npm automation token (npm_ with checksum) in a project .npmrc, with `npm whoami`
  `$ cat .npmrc
@finchly:registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=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
save-exact=true
engine-strict=true
fund=false
$ npm whoami
finchly-release
$ npm publish --access public
npm notice \u{1f4e6}  @finchly/ui-kit@3.12.0
npm notice Tarball Contents
npm notice 18.4kB dist/index.js
npm notice total files: 42
+ @finchly/ui-kit@3.12.0`,
  // 12. PyPI API token (pypi-AgEIcHlwaS5vcmc... macaroon) in ~/.pypirc and RubyGems API key (rubygems_) in ~/.gem/credentials
  `$ cat ~/.pypirc
[distutils]
index-servers =
    pypi
    testpypi

[pypi]
username = __token__
password = pypi-AgEIcHlwaS5vcmcCJGU2ODNlMzg5LWE4YjgtNDQxOC1iNDhlLWRjYjdiZGRhODVlOAACOHsidmVyc2lvbiI6MSwicGVybWlzc2lvbnMiOnsicHJvamVjdHMiOlsiZmluY2hseS1zZGsiXX19AAAGIMqpBLzF55hAzAcArr19VIYXTpKw-3ka5ksx50jwNHNb

[testpypi]
repository = https://test.pypi.org/legacy/
username = __token__

$ cat ~/.gem/credentials
---
:rubygems_api_key: rubygems_6fe0406a47791268d7efbc632b4da9d39eb711cfa111f8fe`,
  // 13. NuGet.org API key (oy2...) on a `dotnet nuget push` command line in an Azure DevOps pipeline log
  `2026-11-26T10:22:41.0190000Z ##[section]Starting: Push packages to nuget.org
2026-11-26T10:22:41.0310000Z ==============================================================================
2026-11-26T10:22:41.0320000Z Task         : Command line
2026-11-26T10:22:41.0320000Z Version      : 2.246.1
2026-11-26T10:22:41.5510000Z Generating script.
2026-11-26T10:22:41.5520000Z [command]/usr/bin/dotnet nuget push artifacts/Finchly.Telemetry.3.8.0.nupkg --api-key oy25bdxjs5ntpuv9h1m0b243vb3cpu9nbf6vfkr744bhfz --source https://api.nuget.org/v3/index.json --skip-duplicate
2026-11-26T10:22:42.9870000Z Pushing Finchly.Telemetry.3.8.0.nupkg to 'https://www.nuget.org/api/v2/package'...
2026-11-26T10:22:43.1090000Z   PUT https://www.nuget.org/api/v2/package/
2026-11-26T10:22:45.8810000Z   Created https://www.nuget.org/api/v2/package/ 2714ms
2026-11-26T10:22:45.8830000Z Your package was pushed.
2026-11-26T10:22:45.9120000Z ##[section]Finishing: Push packages to nuget.org`,
  // 14. Docker Hub PAT (dckr_pat_) and GitLab deploy token (gldt-) base64-encoded as user:password in ~/.docker/config.json auths [obfuscated: base64]
  `$ cat ~/.docker/config.json
{
	"auths": {
		"https://index.docker.io/v1/": {
			"auth": "ZmluY2hseWNpOmRja3JfcGF0XzlqLWhfTEIwWFNiNzBxaENuU3l5VU1ha0U3Yg=="
		},
		"registry.gitlab.com": {
			"auth": "Z2l0bGFiK2RlcGxveS10b2tlbi00NDcxOTMyOmdsZHQtM0QxLVRzbkNscVZTMVBHR3pxTG0="
		}
	},
	"currentContext": "default",
	"plugins": {
		"-x-cli-hints": {
			"enabled": "true"
		}
	}
}`,
  // 15. Slack bot token (xoxb-) split into implicitly concatenated Python string literals across lines [obfuscated: string concatenation]
  `# ops/notify.py \u2014 posts deploy summaries to #releases
import os
from slack_sdk import WebClient

# TODO(OPS-2231): move to Vault before GA, env var is not set on the old runners
SLACK_BOT_TOKEN = os.getenv("SLACK_BOT_TOKEN") or (
    "xoxb-347802077931-"
    "4395743813046-"
    "udrOPA8eOK1"
    "R4t01Amg9VEPW"
)

client = WebClient(token=SLACK_BOT_TOKEN)


def announce(service: str, version: str, sha: str) -> None:
    client.chat_postMessage(
        channel="#releases",
        text=f":rocket: {service} {version} deployed ({sha[:8]})",
    )`,
  // 16. Grafana service-account token (glsa_) and Slack incoming-webhook URL in a grafana-sync YAML config
  `# grafana-sync.yaml \u2014 applied by \`grafana-sync apply\` in the ops pipeline
grafana:
  url: https://grafana.internal.finchly.io
  token: glsa_sDWvGgI3jymio9wxxquUEu9st6Ca8c3h_38e0ff1e
  orgId: 1
folders:
  - uid: payments
    title: Payments
contactPoints:
  - orgId: 1
    name: oncall-slack
    receivers:
      - uid: slk-oncall-01
        type: slack
        settings:
          url: https://hooks.slack.com/services/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
          recipient: "#oncall-alerts"
          username: grafana
        disableResolveMessage: false
policies:
  - orgId: 1
    receiver: oncall-slack
    group_by: [alertname, service]`,
  // 17. Discord bot token in a discord.js bot's config.json
  `{
  "token": "MTM2MTUwMzk1MzgwODU3OTA0Mw.cp1B0q.R9eYm7yr9DSjOcW3QxQ-llIU4-unruN2R3UKBC",
  "clientId": "1361503953808579043",
  "guildId": "1169500342131345072",
  "prefix": "!",
  "owners": ["235693705699463092"],
  "logChannel": "1224448326077153069",
  "presence": { "status": "online", "activity": { "type": 3, "name": "the build queue" } },
  "features": { "autoRoles": true, "tickets": false }
}`,
  // 18. Discord webhook URL (id + token) quoted in a Python requests HTTPError traceback [obfuscated: inside stack trace]
  `2026-11-26 06:30:12,481 ERROR alerts.notify: failed to deliver alert batch=1187
Traceback (most recent call last):
  File "/app/alerts/notify.py", line 41, in send_alert
    resp.raise_for_status()
  File "/usr/local/lib/python3.12/site-packages/requests/models.py", line 1024, in raise_for_status
    raise HTTPError(http_error_msg, response=self)
requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: https://discord.com/api/webhooks/1308828707825839259/hXdmIRWUj7g7B0xql384r1VIYlGk5f3L8F84RGLfJTYOHKwhbwW9TcUKssA3q3QuqSQl?wait=true
2026-11-26 06:30:12,482 INFO alerts.notify: retrying in 2.5s (attempt 2/5)`,
  // 19. Telegram bot token in curl commands in `history` output
  `$ history | tail -n 8
  501  cd ~/projects/price-watcher
  502  source .venv/bin/activate
  503  python -m watcher --dry-run
  504  curl -s "https://api.telegram.org/bot7520902707:AAHfFp9eqeNDxMa_kQtZy-kydDd2pMu9Bqe/getUpdates" | jq '.result[-1].message.chat.id'
  505  curl -s -X POST "https://api.telegram.org/bot7520902707:AAHfFp9eqeNDxMa_kQtZy-kydDd2pMu9Bqe/sendMessage" -d chat_id=-1002216634871 -d text="watcher online"
  506  systemctl --user restart price-watcher
  507  journalctl --user -u price-watcher -n 50
  508  history | tail -n 8`,
  // 20. Twilio Account SID + auth token hidden in a base64 `authorization: Basic` header in curl -v output [obfuscated: base64 basic-auth header]
  `$ curl -v -X POST "https://api.twilio.com/2010-04-01/Accounts/$TWILIO_SID/Messages.json" -u "$TWILIO_SID:$TWILIO_TOKEN" --data-urlencode "To=+4915112345678" --data-urlencode "From=+12025550143" --data-urlencode "Body=test"
* Host api.twilio.com:443 was resolved.
*   Trying 54.172.60.0:443...
* Connected to api.twilio.com (54.172.60.0) port 443
* SSL connection using TLSv1.3 / TLS_AES_128_GCM_SHA256 / X25519 / RSASSA-PSS
* using HTTP/2
> POST /2010-04-01/Accounts/ACbcdecf6e8cf80d5929b592b2f5abda15/Messages.json HTTP/2
> Host: api.twilio.com
> authorization: Basic QUNiY2RlY2Y2ZThjZjgwZDU5MjliNTkyYjJmNWFiZGExNToxZWMxYmQxZDRhMjVhMzdjZDNmYWFjM2IzM2MyZDAwMg==
> user-agent: curl/8.5.0
> accept: */*
> content-length: 60
> content-type: application/x-www-form-urlencoded
>
< HTTP/2 201
< content-type: application/json; charset=utf-8
< twilio-request-id: RQ5022e756ffb5fcd9d0ecc4b1b08f6a56`,
  // 21. SendGrid API key (SG.x.y) and Mailgun private API key in `docker inspect` Config.Env output
  `$ docker inspect notifier-worker-1 --format '{{json .Config.Env}}' | jq .
[
  "NODE_ENV=production",
  "MAIL_PROVIDER=sendgrid",
  "MAIL_FALLBACK_PROVIDER=mailgun",
  "SENDGRID_API_KEY=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",
  "MAILGUN_DOMAIN=mg.finchly.io",
  "MAILGUN_API_KEY=2cd78775ef6e2f80f438cdff518e3509-f0863c42-432d6733",
  "MAIL_FROM=Finchly <no-reply@finchly.io>",
  "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
  "NODE_VERSION=22.11.0",
  "YARN_VERSION=1.22.22"
]`,
  // 22. Mailchimp API key (hex-us21) in the source of a Jupyter notebook cell (.ipynb JSON)
  `{
 "cell_type": "code",
 "execution_count": 4,
 "id": "4cc3e1ce",
 "metadata": {},
 "outputs": [
  {
   "name": "stdout",
   "output_type": "stream",
   "text": [
    "{'health_status': \\"Everything's Chimpy!\\"}\\n"
   ]
  }
 ],
 "source": [
  "import mailchimp_marketing as MailchimpMarketing\\n",
  "\\n",
  "client = MailchimpMarketing.Client()\\n",
  "client.set_config({\\"api_key\\": \\"5ebaaa9455144fa1b048083ab9143ec1-us21\\", \\"server\\": \\"us21\\"})\\n",
  "print(client.ping.get())"
 ]
}`,
  // 23. Stripe live secret key (sk_live_) and webhook signing secret (whsec_) in a .env.production file
  `# .env.production \u2014 DO NOT COMMIT
APP_URL=https://shop.finchly.io
NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_51QV6V9pFj28eg3yp4MFUUwJKKsw5M48X1njEVD5zStJTTFTnqYOauNXOcyElVu2V90Qkm43H3zGnz0MX3SnKjiHJCAW8rTnLBCsg
STRIPE_SECRET_KEY=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
STRIPE_WEBHOOK_SECRET=whsec_IoAxZ4tO5U54bdZEX9lApB8D6R9K0Fwm
STRIPE_API_VERSION=2024-06-20
CHECKOUT_SUCCESS_URL=https://shop.finchly.io/checkout/success
CHECKOUT_CANCEL_URL=https://shop.finchly.io/cart`,
  // 24. Stripe restricted key (rk_live_) printed inside the context object of a Node.js error stack trace [obfuscated: inside stack trace]
  `2026-11-26T11:03:27.412Z ERROR [refund-worker] job 88213 failed
Error: Refund failed for charge ch_3QJLvJbUcni5Srm20cMGiSU5
    at RefundService.create (/srv/billing/dist/services/refund.js:57:19)
    at process.processTicksAndRejections (node:internal/process/task_queues:105:5)
    at async Worker.process (/srv/billing/dist/worker.js:112:7) {
  cause: StripePermissionError: The provided key 'rk_live_51*********************************************************************************************nZA2' does not have the required permissions for this endpoint.
      at res.toJSON.then.StripeAPIError.message (/srv/billing/node_modules/stripe/cjs/RequestSender.js:105:31),
  context: {
    stripe: {
      apiKey: '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',
      apiVersion: '2024-06-20',
      maxNetworkRetries: 2,
      timeout: 20000
    },
    chargeId: 'ch_3QJLvJbUcni5Srm20cMGiSU5',
    amount: 4599
  }
}`,
  // 25. Square production access token (EAAA...) + app secret (sq0csp-), Braintree access token and PayPal live client secret in a payments YAML
  `# config/payments.production.yml
square:
  environment: production
  application_id: sq0idp-3cS7XgjNfn4JDRkmuKveDZ
  application_secret: sq0csp-se2Vu3jLLZHv1L9gPDO07T4YdpxcCc8tVHrS7CsH2L3
  access_token: EAAAJmBEMjOoTEA6ypjCvolh_oi5rQnWO7i44w2lmPyTcsuS0d70Vt3jYTW01sg8
  location_id: LT2U7TPHZLC93
braintree:
  environment: production
  access_token: access_token$production$j6j24bw1hp5yzja0$29c3cba4008eaa1e191e0924b3539295
paypal:
  mode: live
  client_id: AmVvmDqlP556yeLfWOE3DW3RO6iTWK_396Rrob9nSvsJkupPii_B8e1rWOhBMVoyTMtQxk02BZUyXQhK
  client_secret: EXi04A4jDhvAd_JwjS1-xX-kr7OAtY3NMiAuMb7v1BII4o-xtB8MbnI1Fj6HspChUvFncxZHAhQe1UHF
  webhook_id: 6W0M25UY99THH8XOH`,
  // 26. Shopify Admin API access token (shpat_) and app shared secret (shpss_) in a Shopify app .env
  `$ cat .env
SHOPIFY_API_KEY=b15b831d8aad9244c032b94780f67ef6
SHOPIFY_API_SECRET=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
SHOPIFY_ADMIN_ACCESS_TOKEN=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
SHOPIFY_STORE_DOMAIN=finchly-goods.myshopify.com
SCOPES=read_products,write_orders,read_customers,write_fulfillments
HOST=https://shopify-sync.finchly.io
$ npm run dev -- --store finchly-goods
> shopify app dev --store finchly-goods`,
  // 27. OpenAI project API key (sk-proj-...T3BlbkFJ...) set in an IPython session transcript
  `Python 3.12.7 (main, Oct  8 2026, 14:01:12) [GCC 12.2.0]
IPython 8.29.0 -- An enhanced Interactive Python. Type '?' for help.

In [1]: import os, openai

In [2]: os.environ["OPENAI_API_KEY"] = "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"

In [3]: client = openai.OpenAI()
   ...: r = client.chat.completions.create(model="gpt-4o-mini", messages=[{"role": "user", "content": "ping"}])
   ...: r.choices[0].message.content
Out[3]: 'Pong! How can I help you today?'`,
  // 28. OpenAI service-account key (sk-svcacct-) hard-wrapped across lines at 80 columns in a pasted terminal block of a GitHub issue [obfuscated: split across lines]
  `### embeddings job fails with 429 after upgrading openai to 1.54.4

**What happened**
Since the upgrade the nightly embeddings job dies after ~200 requests. Env from the pod (copied from the terminal):

\`\`\`
$ kubectl exec -n ml deploy/embedder -- env | grep OPENAI
OPENAI_API_KEY=sk-svcacct-HT6tW3WfrbfbOT94hpqBIVq6G8AWFoQSkEalGLKQuvFl6o0W9VCZxh
g4rGwRF1xG3TLNTCmHt7T3BlbkFJqYbYHpgjZfFawnop2aZ74n663_hRbjFUGB3ovqcBwrtd1tllcuVJ
SvWGvY2zN6FfUtzz3Ls5Cz
OPENAI_ORG_ID=org-dIQ0EQOJck7IVVNbcXv7LRym
\`\`\`

**Expected**: retries with backoff like on 1.40.
**Version**: openai==1.54.4, python 3.11`,
  // 29. Anthropic API key (sk-ant-api03-...AA) in sorted `printenv` output from a sandbox
  `$ printenv | sort
ANTHROPIC_API_KEY=sk-ant-api03-eq1Mzc1XV_2ImBNKdZxpCZLvpa0-MlJKgXo091UTJuFNQB21VAYV6IbsJ1QWUXzwEKalq6Aszgs9NxAcEzeLBLGpuMeBmAA
ANTHROPIC_MODEL=claude-sonnet-4-5
HOME=/home/runner
HOSTNAME=agent-sandbox-6f7d9c
LANG=C.UTF-8
NODE_OPTIONS=--max-old-space-size=4096
PATH=/home/runner/.local/bin:/usr/local/bin:/usr/bin:/bin
PWD=/workspace
SHLVL=1
TERM=xterm-256color`,
  // 30. Anthropic Admin API key (sk-ant-admin01-) inside a JSON-escaped config string in a structured JSON log line [obfuscated: JSON-escaped]
  `{"ts":"2026-11-26T07:12:55.118Z","level":"debug","svc":"llm-gateway","msg":"starting","version":"2.3.1","pid":1}
{"ts":"2026-11-26T07:12:55.118Z","level":"debug","svc":"llm-gateway","msg":"loaded provider config","source":"env:GATEWAY_CONFIG","raw":"{\\"providers\\":{\\"anthropic\\":{\\"base_url\\":\\"https://api.anthropic.com\\",\\"admin_key\\":\\"sk-ant-admin01-2Ntb8md56h20KKO6MgsRfaozCbqaEn0fbjKe5GM5EKeEPT9M7EB6y6JRRHNO_SJtPY6pDRdAvOW6aldC1jnRzWyv00ZbjAA\\",\\"workspace_id\\":\\"wrkspc_6hU8AiHoR6EkjUhVA4pKDf0Q\\"},\\"openai\\":{\\"enabled\\":false}}}"}
{"ts":"2026-11-26T07:12:55.118Z","level":"debug","svc":"llm-gateway","msg":"listening","addr":"0.0.0.0:8088"}`,
  // 31. Hugging Face user access token (hf_) baked into a Dockerfile ENV
  `FROM python:3.11-slim AS runtime
WORKDIR /app
ENV HF_HOME=/models/.cache \\
    HF_TOKEN=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 \\
    TRANSFORMERS_OFFLINE=0 \\
    PYTHONUNBUFFERED=1
RUN pip install --no-cache-dir "transformers==4.46.3" "torch==2.5.1" accelerate "huggingface_hub[cli]"
RUN huggingface-cli download finchly-ml/intent-classifier-v4 --local-dir /models/intent
COPY . .
EXPOSE 8000
CMD ["uvicorn", "serve:app", "--host", "0.0.0.0", "--port", "8000"]`,
  // 32. Groq API key (gsk_) in a LiteLLM proxy config.yaml
  `model_list:
  - model_name: fast-llama
    litellm_params:
      model: groq/llama-3.1-70b-versatile
      api_key: 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
      rpm: 30
  - model_name: local-fallback
    litellm_params:
      model: ollama/llama3.1
      api_base: http://ollama:11434
router_settings:
  fallbacks: [{"fast-llama": ["local-fallback"]}]
litellm_settings:
  drop_params: true
  num_retries: 2
general_settings:
  master_key: os.environ/LITELLM_MASTER_KEY`,
  // 33. Replicate API token (r8_) in a README quick-start shell snippet
  `## Quick start

Generate a thumbnail with the hosted model (token below is the team's shared one):

\`\`\`bash
export REPLICATE_API_TOKEN=r8_KyEELZoekrYMJrBy3WIuxCoKhrfH7QUO0OcX2
curl -s -X POST https://api.replicate.com/v1/models/black-forest-labs/flux-schnell/predictions \\
  -H "Authorization: Bearer $REPLICATE_API_TOKEN" \\
  -H "Content-Type: application/json" \\
  -H "Prefer: wait" \\
  -d '{"input": {"prompt": "an isometric cutaway of a tiny data center", "aspect_ratio": "16:9"}}'
\`\`\`

The response contains an \`output\` array with the image URL.`,
  // 34. Cohere API key (40 chars) and Mistral API key (32 chars), no prefixes, in a RAG service .env
  `# rag-service/.env
VECTOR_DB=qdrant
QDRANT_URL=http://qdrant:6333
EMBEDDINGS_PROVIDER=cohere
COHERE_API_KEY=3NtOuaoICGa7tP8vgXV9mOSdl5RKN31qH2zDCx5D
COHERE_EMBED_MODEL=embed-multilingual-v3.0
LLM_PROVIDER=mistral
MISTRAL_API_KEY=V4R65Th4S55qsTO9h7Hz3ZowtUtmLRft
MISTRAL_MODEL=mistral-large-latest
CHUNK_SIZE=800
CHUNK_OVERLAP=120`,
  // 35. Datadog API key (32 hex) and application key (40 hex) in datadog.yaml printed with comments stripped
  `$ sudo grep -v -e '^\\s*#' -e '^$' /etc/datadog-agent/datadog.yaml
api_key: 265be6194f80e738cbad83761771ae5a
app_key: b8dc9c68d031b30036735d4133c287dbc41ea884
site: datadoghq.eu
hostname: web-prod-eu-03
tags:
  - env:prod
  - team:storefront
logs_enabled: true
apm_config:
  enabled: true
process_config:
  process_collection:
    enabled: true`,
  // 36. New Relic license key (...NRAL) in newrelic.yml and a user API key (NRAK-) in a Makefile
  `$ head -n 12 newrelic.yml
common: &default_settings
  license_key: '16d837362af75200c5c8da90d05724bfc24cNRAL'
  app_name: Finchly Checkout (prod)
  distributed_tracing:
    enabled: true
  log_level: info
  application_logging:
    forwarding:
      enabled: true
production:
  <<: *default_settings
$ grep -n -A2 'deploy-marker:' Makefile
41:deploy-marker:
42-	curl -s https://api.eu.newrelic.com/graphql -H 'Content-Type: application/json' -H 'API-Key: NRAK-LVE2KO3LBXUI7SIZ4HWYBGMHX5A' \\
43-	  -d '{"query":"mutation { changeTrackingCreateDeployment(deployment: {version: \\"$(VERSION)\\", entityGuid: \\"$(NR_GUID)\\"}) { deploymentId } }"}'`,
  // 37. Sentry org auth token (sntrys_) in ~/.sentryclirc and a legacy Sentry DSN that includes the secret key
  `$ cat ~/.sentryclirc
[auth]
token=sntrys_eyJpYXQiOjE3OTU0MDAxMTIuODEsInVybCI6Imh0dHBzOi8vc2VudHJ5LmlvIiwicmVnaW9uX3VybCI6Imh0dHBzOi8vZGUuc2VudHJ5LmlvIiwib3JnIjoiZmluY2hseSJ9_6-SqmlT7cZy7hOdgQ2sBRQQfA-mTHYjh7jHuHN4DAL-

[defaults]
url=https://sentry.io/
org=finchly
project=checkout-web
$ grep -rn SENTRY_DSN config/settings/
config/settings/base.py:212:SENTRY_DSN = env("SENTRY_DSN", default="https://18fe2ab11fb82a39eacdb9090274e525:3c7c55e8c20dfe7ed2927231d2ead2ce@o447125.ingest.sentry.io/5512094")`,
  // 38. DigitalOcean PAT (dop_v1_) and Linode API token (64 hex) in terraform.tfvars
  `# terraform/envs/edge/terraform.tfvars
do_token       = "dop_v1_4ea27eb97b21f5a617598f898306dacbc1c7795d603e90e307da05c44088a52b"
linode_token   = "fb9c74000bb80539983ab16021908f29cc34b4e44b41263e70ac53b2c377a5a5"
region_do      = "fra1"
region_linode  = "eu-central"
edge_nodes     = 6
node_size      = "s-2vcpu-4gb"
ssh_key_fingerprints = [
  "3b:16:bf:e4:8b:00:8b:b8:59:8c:a9:d3:f0:19:45:fa",
]
tags = ["edge", "prod", "managed-by:terraform"]`,
  // 39. Vercel token (24 chars) on a command line and Netlify PAT (nfp_) in an env block of a GitHub Actions log
  `2026-11-26T12:01:03.2210917Z ##[group]Run vercel deploy --prebuilt --prod --token=YfjSOHPziBnQRutQ0JRmKev3
2026-11-26T12:01:03.2211530Z vercel deploy --prebuilt --prod --token=YfjSOHPziBnQRutQ0JRmKev3
2026-11-26T12:01:03.2211903Z netlify deploy --dir=storybook-static --prod
2026-11-26T12:01:03.2250148Z shell: /usr/bin/bash -e {0}
2026-11-26T12:01:03.2250502Z env:
2026-11-26T12:01:03.2250797Z   NETLIFY_AUTH_TOKEN: nfp_jtssoXeaBkbAWAXYP2SCIhIMo2CwT04PqWbl
2026-11-26T12:01:03.2251150Z   NETLIFY_SITE_ID: b87f2f7d-a858-4c4a-9b24-35f572082a66
2026-11-26T12:01:03.2251520Z ##[endgroup]
2026-11-26T12:01:04.9127731Z Vercel CLI 39.1.1
2026-11-26T12:01:06.3307815Z Production: https://storefront-7xk2p9q.vercel.app [2s]
2026-11-26T12:01:11.0127340Z Deploy is live!`,
  // 40. Cloudflare API token in an Authorization: Bearer header of a HAR file entry
  `{
  "startedDateTime": "2026-11-26T08:41:19.204Z",
  "time": 188.4,
  "request": {
    "method": "PATCH",
    "url": "https://api.cloudflare.com/client/v4/zones/01c7dae22c4c66d3c6b819babd888ca3/settings/ssl",
    "httpVersion": "http/2.0",
    "headers": [
      {
        "name": "authorization",
        "value": "Bearer hoClB4cTMwJBm8lRQ_I8B7oP0MI2WhIK38cYxfHr"
      },
      {
        "name": "content-type",
        "value": "application/json"
      },
      {
        "name": "user-agent",
        "value": "terraform-provider-cloudflare/4.46.0"
      }
    ],
    "postData": {
      "mimeType": "application/json",
      "text": "{\\"value\\":\\"strict\\"}"
    }
  },
  "response": {
    "status": 200,
    "statusText": "",
    "headers": [
      {
        "name": "cf-ray",
        "value": "969cd472721305d2-FRA"
      }
    ],
    "content": {
      "size": 142,
      "mimeType": "application/json"
    }
  }
}`,
  // 41. Supabase service_role JWT and Supabase access token (sbp_) base64-encoded in a Kubernetes Secret data field [obfuscated: base64]
  `apiVersion: v1
kind: Secret
metadata:
  name: supabase-creds
  namespace: api
  labels:
    app.kubernetes.io/part-of: finchly-api
type: Opaque
data:
  SUPABASE_URL: aHR0cHM6Ly9ud3ZqaXVyd3Vkbmtlc3BweXVjZy5zdXBhYmFzZS5jbw==
  SUPABASE_SERVICE_ROLE_KEY: ZXlKaGJHY2lPaUpJVXpJMU5pSXNJblI1Y0NJNklrcFhWQ0o5LmV5SnBjM01pT2lKemRYQmhZbUZ6WlNJc0luSmxaaUk2SW01M2RtcHBkWEozZFdSdWEyVnpjSEI1ZFdObklpd2ljbTlzWlNJNkluTmxjblpwWTJWZmNtOXNaU0lzSW1saGRDSTZNVGN6TURFeE1qSXpNeXdpWlhod0lqb3lNRFExTmpnNE1qTXpmUS4tQVhIcnMzQ0h6NDd0d1NXa3VQR3pGMFQ1UzNNVUVFakN0SEJ5MTJ4NE13
  SUPABASE_ACCESS_TOKEN: c2JwXzUxNTFmYTA4NDFmMDU3NTBhZDkzNWMzNTY3YWNmMjFkYmEwZDViMmE=`,
  // 42. Firebase Cloud Messaging legacy server key (AAAA...:APA91b...) in an Android gradle.properties
  `# gradle.properties
org.gradle.jvmargs=-Xmx4g -Dfile.encoding=UTF-8
org.gradle.caching=true
android.useAndroidX=true
android.nonTransitiveRClass=true
kotlin.code.style=official
# push notifications (server-side test tool uses the legacy HTTP API)
FCM_SERVER_KEY=AAAARU74DFC:APA91bl-s4dH1HNzQGemlB8BZqUVcOYFWMVqj02ObLs6QctA2iLXAGbilWSIfgdDWb1KuDfhiyqKyvzLFSlWTpP-1XFrlV_Y5-TZavOtPii52_7HnqdnYvYjdj_kUxMjn9SXE5e5vdQI
FIREBASE_PROJECT_ID=finchly-mobile-prod`,
  // 43. Okta API token (00..., used as SSWS) in ~/.okta/okta.yaml and a curl call
  `$ cat ~/.okta/okta.yaml
okta:
  client:
    orgUrl: "https://finchly.okta.com"
    token: "00Xn7LWW2Xz8CgAk_ncDSOAfT7NlUft2ra-Ub-R3oo"
    connectionTimeout: 30
    requestTimeout: 0
    rateLimit:
      maxRetries: 4
$ curl -s -H "Authorization: SSWS 00Xn7LWW2Xz8CgAk_ncDSOAfT7NlUft2ra-Ub-R3oo" "https://finchly.okta.com/api/v1/users?limit=1" | jq '.[0].profile.login'
"a.nowak@finchly.io"`,
  // 44. Auth0 client secret and a signed RS256 Management API access token (JWT) in a migration script's .env
  `# scripts/user-migration/.env
AUTH0_DOMAIN=finchly.eu.auth0.com
AUTH0_CLIENT_ID=4vBUXQ4dFDGsTMne5rkBlRFlvsVNDZ99
AUTH0_CLIENT_SECRET=Auq293F3WC71vBXirixDJxeAHPVITF0Y6doaVl1ZFvMnkz5gZvFBOrzCThmzKOuL
AUTH0_AUDIENCE=https://api.finchly.io
# minted 2026-11-25 for the user-migration run, valid 24h
AUTH0_MGMT_TOKEN=eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6IlVzaWdfMERpYjFzUXpRUXRhYjRLSVMifQ.eyJpc3MiOiJodHRwczovL2ZpbmNobHkuZXUuYXV0aDAuY29tLyIsInN1YiI6ImFmUUhNM1loQ3lEQnVtNlVxdGFhSU9RR3VMV0U1VFBaQGNsaWVudHMiLCJhdWQiOiJodHRwczovL2ZpbmNobHkuZXUuYXV0aDAuY29tL2FwaS92Mi8iLCJpYXQiOjE3OTU1OTcyMDEsImV4cCI6MTc5NTY4MzYwMSwic2NvcGUiOiJyZWFkOnVzZXJzIHVwZGF0ZTp1c2VycyBjcmVhdGU6dXNlcnMiLCJndHkiOiJjbGllbnQtY3JlZGVudGlhbHMiLCJhenAiOiI5ZVU0QjdvdkpycXlxUzlpaE1meW9vYmpCRXQwcFN2TSJ9.ZMJ_MaVX2k4pO4V8q83lWI4ecVJttRrvuCk4UY0sT0NKnApjH-YNob_ymbam5xdFZdh9xXeAUzpBJI5LGYVopvOx4O_KSLE6gXl1N10VRJOEyTCUd4csIykGVSqrySmInihWU2isJqVYhV-ZJohbEXkiKANLWmoruwIKiAi50u-g0VyJ9dWvE0_E5dhpFguetVcA1JOdexD151FtOO74WRH0uUxxrFWVaToIm8Cq32KbBsVhiH-K_Zvt04ljnY_9bglTHXsjjGov0jk6HR8fEz3RXtsq33a3hvrIqRn-JXRzP52pL5WrUEfsnu8qESbnnfFIKZ_5aOfc5Uk4hH3iuw
BATCH_SIZE=500`,
  // 45. HashiCorp Vault service token (hvs.) from `vault token create` and Terraform Cloud token (.atlasv1.) in credentials.tfrc.json
  `$ vault token create -policy=ci-deploy -ttl=720h
Key                  Value
---                  -----
token                hvs.CAESItWQJ6mrT4zabztvgevlp0wJuf-gehIlZzmswqfWAkBN6xvVX7m-kfWC4uPFTBs2iV2dTvEdfisAbXSECZW3s9b
token_accessor       PvrMK4QU86m0h0jDvxXk6vvG
token_duration       720h
token_renewable      true
token_policies       ["ci-deploy" "default"]
identity_policies    []
policies             ["ci-deploy" "default"]
$ cat ~/.terraform.d/credentials.tfrc.json
{
  "credentials": {
    "app.terraform.io": {
      "token": "NKKAAzJT5enir7.atlasv1.NuAWM8ocPq2POyVYR6QLTDk0h6V9DtT5rk2guaXwOhan2IAeVi3VttTVj4G6vfvEVId"
    }
  }
}`,
  // 46. Doppler service token (dp.st.) and PlanetScale password (pscale_pw_) in a MySQL DATABASE_URL in docker-compose.yml
  `services:
  api:
    image: ghcr.io/finchly/api:2026.11.3
    restart: unless-stopped
    environment:
      DOPPLER_TOKEN: dp.st.prd.goIrs1l5OMB1EYjMK6OFYBRzIrVVQFnf1w8ZsK7diiL
      DATABASE_URL: mysql://hdtik402t0tj:pscale_pw_iTjg4Runp4kMjtL72BDeAjOq-CgEdDHHhnWefeh27PT@aws.connect.psdb.cloud/finchly?sslaccept=strict
      PORT: "8080"
    ports:
      - "8080:8080"
    healthcheck:
      test: ["CMD", "wget", "-qO-", "http://localhost:8080/healthz"]
      interval: 30s`,
  // 47. MongoDB Atlas connection string whose password is percent-encoded, printed after a Node.js MongoServerSelectionError [obfuscated: URL percent-encoded, inside stack trace]
  `MongoServerSelectionError: connection <monitor> to 10.12.4.19:27017 closed
    at Topology.selectServer (/app/node_modules/mongodb/lib/sdam/topology.js:303:38)
    at async Topology._connect (/app/node_modules/mongodb/lib/sdam/topology.js:196:28)
    at async MongoClient._connect (/app/node_modules/mongodb/lib/mongo_client.js:253:13)
    at async connectDb (/app/dist/db.js:18:5) {
  errorLabelSet: Set(0) {},
  reason: TopologyDescription { type: 'ReplicaSetNoPrimary', setName: 'atlas-x7kq2-shard-0', maxElectionId: null },
  code: undefined,
  [cause]: MongoNetworkError: connection <monitor> to 10.12.4.19:27017 closed
}
[startup] could not connect with MONGO_URL=mongodb+srv://orders_svc:MFqa%3AbsH8aZ%40X5KZg%21%3AAcm@orders-prod.x7kq2.mongodb.net/orders?retryWrites=true&w=majority&appName=orders-api`,
  // 48. Postgres password in a postgres_fdw USER MAPPING inside a pg_dump SQL file
  `--
-- PostgreSQL database dump
--

-- Dumped from database version 16.4
-- Dumped by pg_dump version 16.4

SET statement_timeout = 0;
SET client_encoding = 'UTF8';

--
-- Name: legacy_erp; Type: SERVER; Schema: -; Owner: app_owner
--

CREATE SERVER legacy_erp FOREIGN DATA WRAPPER postgres_fdw OPTIONS (
    dbname 'erp',
    host 'erp-db.internal.finchly.io',
    port '5432'
);

ALTER SERVER legacy_erp OWNER TO app_owner;

--
-- Name: USER MAPPING app_owner SERVER legacy_erp; Type: USER MAPPING; Schema: -; Owner: app_owner
--

CREATE USER MAPPING FOR app_owner SERVER legacy_erp OPTIONS (
    password '*GUrxuQNk.wTVJ%*Tz2HKCHf',
    "user" 'erp_reader'
);`,
  // 49. Redis (rediss://) and RabbitMQ (amqps://, percent-encoded) URLs with passwords in a Kubernetes ConfigMap from kubectl
  `$ kubectl -n jobs get configmap worker-env -o yaml
apiVersion: v1
data:
  BROKER_URL: amqps://celery:VmHmen%3Dbd5KeuJRcrCN2@rabbitmq.jobs.svc.cluster.local:5671/prod
  CELERY_RESULT_BACKEND: rediss://default:G9Pac5jcpGWWxDiUCSpQBDdFBiIJIgws@redis-master.jobs.svc.cluster.local:6380/1
  LOG_LEVEL: info
  WORKER_CONCURRENCY: "8"
kind: ConfigMap
metadata:
  creationTimestamp: "2026-10-02T09:18:44Z"
  name: worker-env
  namespace: jobs
  resourceVersion: "48201377"
  uid: 3ca363be-9ab4-4639-9bfe-9a0318cc886f`,
  // 50. HS256-signed session JWT (Authorization: Bearer) and refresh cookie in a HAR file entry
  `{
  "request": {
    "method": "GET",
    "url": "https://app.finchly.io/api/v2/me",
    "httpVersion": "http/2.0",
    "headers": [
      {
        "name": ":authority",
        "value": "app.finchly.io"
      },
      {
        "name": "accept",
        "value": "application/json"
      },
      {
        "name": "authorization",
        "value": "Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJmODczN2JmYS01NWM5LTRlZWYtODdhZi0wNTYzOTdjY2E1NTAiLCJlbWFpbCI6Im0ubGluZHF2aXN0QGZpbmNobHkuaW8iLCJyb2xlIjoiYWRtaW4iLCJvcmciOiJvcmdfb2JhSUIzMmRsbHlxIiwiaWF0IjoxNzk1NjgzMDIyLCJleHAiOjE3OTU2ODY2MjIsImp0aSI6IjRmYTc4YzZkLTMxNmUtNDYyYy1iYTY0LWMyMzNkM2I2N2Q1MiJ9.7gyFMERCo5DN2c8tnSq-m-css6ozKanfTxNSWcRPn4E"
      },
      {
        "name": "cookie",
        "value": "fl_refresh=ITtEhnb-Yx9zQwnPZafqy98WoFLCqF6g7jl1xl831xmJ5yTu8yzPXTFIXdMzSpOP; theme=dark"
      }
    ],
    "queryString": [],
    "cookies": [],
    "headersSize": -1,
    "bodySize": 0
  },
  "response": {
    "status": 200,
    "statusText": "",
    "httpVersion": "http/2.0",
    "content": {
      "size": 611,
      "mimeType": "application/json"
    }
  }
}`,
  // 51. MySQL password passed with -p'...' to mysqldump, visible in `ps aux` output
  `$ ps aux | grep -i [m]ysql
mysql       1142  2.1 18.4 2456712 741208 ?      Ssl  Nov24  62:11 /usr/sbin/mysqld
root      338811  0.0  0.0   2800  1024 ?        Ss   03:00   0:00 /bin/sh -c mysqldump -h 127.0.0.1 -u backup -p'm%QTIPrQPLEvk#98ox36K' --single-transaction --routines shop | zstd -q > /var/backups/shop-$(date +\\%F).sql.zst
root      338813  9.8  0.1  53120 20480 ?        R    03:00   1:42 mysqldump -h 127.0.0.1 -u backup -px xxxxxxxxxxxxxxxxxxxx --single-transaction --routines shop
root      338814  3.1  0.0  10412  6144 ?        S    03:00   0:33 zstd -q`,
  // 52. RSA private key (PKCS#1, BEGIN RSA PRIVATE KEY) printed with cat
  `$ cat deploy/keys/legacy-sftp.pem
-----BEGIN RSA PRIVATE KEY-----
MIICXAIBAAKBgQCdF2uCtbZTN0BAxMhWHEIEBOFzAbH/vuqmlElOJQdpm0503ROS
UzGo1AvqyPV/yXboiWcvkyIh7A8or9xsz32PRe+ZXGwtpP2UyaCGSObT0hdxShN6
rbKWZY4bNAEvHLIFGyIz3Kxat+5jnaNF+UUYNIcKfBBcI5Sk2UhFzwNKXQIDAQAB
AoGABaFqRBQZReBMGEY1XAjFQPmfzwx3gdAo/vF/syJWoq1jYYLvCaabuA5pou+z
BPKGpY0POsBOT+LzJCUxhGDngiXAvuzRjoqh+Zcyn16eRbMcPNyjMX2qn7Hr8tB9
HDmGhHdcSGpRMMCvk7WchVJjn0db/Z8GJh5i1FoekGU9+wECQQDOneTBBzNBTb+7
IFmM1zTt9+7Kod//t/yZi7XrTLxwqm5NLH09JETiar0xfg66O0U2V1vy6eoJ+hD+
8Bubw8MdAkEAwqNCcNa3dBZAYriQ3QNFX+8f4dlXc+DzUjSqVM9l2gxinX1ry7Zl
L9MqDYX/5JbGWlsq/gEoen604VQTjY3AQQJAFFwmwIavHE5HCG+Fo4VJZ/G4jCsr
YY2FzLOht5AWOZvxxpUNukqqpw0Rm6DqXpuclGBDZUp7j4QezKBoeA7wWQJAaj0q
uuS4ZgjvQ/NyPvDWITMot+ImNf4HUkuk3X4HHim8ejJHcH4yZRRh09fcgS07P36b
zOFc8t/OY1+8/HrvAQJBAIbzTxN9Da1BEyU3sHzclOrm4OZ3FoC66ZfvLdN+hGPz
n4iWSRs8Vy3MUuJ/FQE6Wj3IUvXBlaRVlDf/2KiVTew=
-----END RSA PRIVATE KEY-----`,
  // 53. EC private key (BEGIN EC PRIVATE KEY) base64-encoded as tls.key in a kubernetes.io/tls Secret (with its public cert) [obfuscated: base64]
  `apiVersion: v1
kind: Secret
metadata:
  name: webhooks-tls
  namespace: ingress
type: kubernetes.io/tls
data:
  tls.crt: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUJPekNCNHFBREFnRUNBaFE1bHRUNEdpM0xPREV6bE51Ylk3R0N2aGlxZnpBS0JnZ3Foa2pPUFFRREFqQWUKTVJ3d0dnWURWUVFEREJOM1pXSm9iMjlyY3k1bWFXNWphR3g1TG1sdk1CNFhEVEkyTVRFd01qQTRNREF3TUZvWApEVEkzTVRJd05EQTRNREF3TUZvd0hqRWNNQm9HQTFVRUF3d1RkMlZpYUc5dmEzTXVabWx1WTJoc2VTNXBiekJaCk1CTUdCeXFHU000OUFnRUdDQ3FHU000OUF3RUhBMElBQkEyR2hKZjZIMTNsOEkyL0xUcUhLcXVhM2JMamhzckcKazN1OUlPM0lmTW5xUTFpVUlRYmpmcDhTZHY4SnpmY0JuaEFVOXZsc0lIeURkSnNhbGhvTlY1a3dDZ1lJS29aSQp6ajBFQXdJRFNBQXdSUUlnU2NoWDh3TnN4eUtqbUpuTnFQbE9pNFpueVVaYnVuTGVLcjJ5SnA0R0JmUUNJUUM1Cm1FY0RZZks2Zi9IZkVlRFdSSEtOU2JMd1YyWDJYK3BTZ0VGdUlvaisrZz09Ci0tLS0tRU5EIENFUlRJRklDQVRFLS0tLS0K
  tls.key: LS0tLS1CRUdJTiBFQyBQUklWQVRFIEtFWS0tLS0tCk1IY0NBUUVFSU1aMC9iUmhGRCt2RTBGWkpVM2gxWThnWVh3MUcrK2FUd2JWNzN5Skx5SHZvQW9HQ0NxR1NNNDkKQXdFSG9VUURRZ0FFRFlhRWwvb2ZYZVh3amI4dE9vY3FxNXJkc3VPR3lzYVRlNzBnN2NoOHllcERXSlFoQnVOKwpueEoyL3duTjl3R2VFQlQyK1d3Z2ZJTjBteHFXR2cxWG1RPT0KLS0tLS1FTkQgRUMgUFJJVkFURSBLRVktLS0tLQo=`,
  // 54. OpenSSH ed25519 private key (BEGIN OPENSSH PRIVATE KEY) printed with cat
  `$ cat ~/.ssh/id_ed25519
-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
QyNTUxOQAAACB0Ub/hOdGpA5iGw1z16L2Zf31Qd1aCZZrqheQiWutK2gAAAJiZzWH5mc1h
+QAAAAtzc2gtZWQyNTUxOQAAACB0Ub/hOdGpA5iGw1z16L2Zf31Qd1aCZZrqheQiWutK2g
AAAEBCZ1m4yGdwISCYSkKjRDvFZNWf/3FogkLR0kPHHfc8zHRRv+E50akDmIbDXPXovZl/
fVB3VoJlmuqF5CJa60raAAAAE2RlcGxveUBjaS1ydW5uZXItMDcBAg==
-----END OPENSSH PRIVATE KEY-----
$ ls -l ~/.ssh
-rw------- 1 runner runner 411 Nov 26 08:02 id_ed25519
-rw-r--r-- 1 runner runner 101 Nov 26 08:02 id_ed25519.pub`,
  // 55. PKCS#8 EC private key (BEGIN PRIVATE KEY) JSON-escaped with \n inside a terraform.tfstate resource [obfuscated: JSON-escaped]
  `$ jq '.resources[] | select(.type=="tls_private_key")' terraform.tfstate
{
  "mode": "managed",
  "type": "tls_private_key",
  "name": "webhook_signing",
  "provider": "provider[\\"registry.terraform.io/hashicorp/tls\\"]",
  "instances": [
    {
      "schema_version": 1,
      "attributes": {
        "algorithm": "ECDSA",
        "ecdsa_curve": "P256",
        "id": "a1658f4968277f2eccd93ef181c05f7b368a85f6",
        "private_key_pem_pkcs8": "-----BEGIN PRIVATE KEY-----\\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgi611450U9rFvteg1\\nPeK8jDIiGhiXd1piHEJGKPAftBGhRANCAAQ+ylNAQzeMTq96VdKNxVHdIMZqFhc6\\noheB4i28kqjO1KFVEMv67AXvXZffw1lXcZgWF/kVEaaDGhWtAUKO4sKa\\n-----END PRIVATE KEY-----\\n",
        "public_key_fingerprint_md5": "da:df:36:00:c4:ce:20:2e:c0:fa:b4:5b:54:74:e2:05",
        "rsa_bits": 2048
      },
      "sensitive_attributes": []
    }
  ]
}`,
  // 56. Encrypted PKCS#8 private key (BEGIN ENCRYPTED PRIVATE KEY) added in a `git show` diff
  `commit b7766ef72cd2b4204530172ecdadc95ffea5d829
Author: Jonas Berg <jonas@finchly.io>
Date:   Tue Nov 24 16:05:11 2026 +0100

    add signing key for staging webhooks

diff --git a/certs/staging-signing.key b/certs/staging-signing.key
new file mode 100644
index 0000000..7a22a03
--- /dev/null
+++ b/certs/staging-signing.key
@@ -0,0 +1,8 @@
+-----BEGIN ENCRYPTED PRIVATE KEY-----
+MIH0MF8GCSqGSIb3DQEFDTBSMDEGCSqGSIb3DQEFDDAkBBDw80CAI/J8jAu6RIim
+RpxyAgIIADAMBggqhkiG9w0CCQUAMB0GCWCGSAFlAwQBKgQQNXNA/cJJdaUNi9bW
+GsHuIwSBkMxeEwqXE8R/tQZFcEx4b9TCNF7I+EV6ySwzhv5iM8ernEjIlwmuePYB
++egYoAtT434kder1bCfPRV5OGgbz6k3nckmlIgcXvxn32rDayqyXxchXh67fd/pK
+dNQrZGIwF8mvCSdjN9O0xkF4MDgD67fnazl+rp0v/NWw9nIBf18S8LEjf0C+seFm
+nQe1adx/Fw==
+-----END ENCRYPTED PRIVATE KEY-----`,
  // 57. PuTTY private key file (.ppk v3, unencrypted ed25519) printed with type in a Windows shell
  `C:\\Users\\svc-deploy> type C:\\Users\\svc-deploy\\keys\\jumpbox.ppk
PuTTY-User-Key-File-3: ssh-ed25519
Encryption: none
Comment: eddsa-key-20261104
Public-Lines: 2
AAAAC3NzaC1lZDI1NTE5AAAAIO94zQJKVDKoN39FURo74QJamhCL9ljHIC3DW+b/
I9K1
Private-Lines: 1
AAAAIJBJxRiGBieHp/sgHtdfGmLZf/iprurs2niPcq6dIA3M
Private-MAC: e581373c7c6cdfef9ac8f2f6a7fbac1763e798a785021b763d94432a20b3f267

C:\\Users\\svc-deploy>`,
  // 58. PGP private key block (ed25519, unprotected) exported with gpg --export-secret-keys
  `$ gpg --armor --export-secret-keys release@finchly.io
-----BEGIN PGP PRIVATE KEY BLOCK-----

lFgEawe/6hYJKwYBBAHaRw8BAQdA+H7NTtprzM4j5z4htnmaok24V9a5tUvq1ANM
sFFsRMIAAQD3Vkcg//2o0AE30Na7bRMURqZ7lpjqz7kP/goYGMp8RxAxtCxGaW5j
aGx5IFJlbGVhc2UgU2lnbmluZyA8cmVsZWFzZUBmaW5jaGx5LmlvPoiWBBMWCAA+
FiEECSBaUVAWsGO2zpJgpQnersgjNSkFAmsHv+oCGwMFCQPCZwAFCwkIBwIGFQoJ
CAsCBBYCAwECHgECF4AACgkQpQnersgjNSnDhgEA0Idhu9mZfhxvbRMwu3V+Op4+
k/O8ZuxzQsT9tjaISqsA/1QGHpING9ksomkmAIw3YNyZX4TVccVIK9GaZBwhq44L
=gUhg
-----END PGP PRIVATE KEY BLOCK-----`,
  // 59. Datasource password and JWT signing secret split across lines with Java .properties backslash continuations [obfuscated: split across lines]
  `# src/main/resources/application-prod.properties
spring.datasource.url=jdbc:postgresql://pg-prod-01.internal.finchly.io:5432/ledger
spring.datasource.username=ledger_app
spring.datasource.password=8u%dfZab\\
    6hJ%7YX3\\
    pnMtoMYM
spring.datasource.hikari.maximum-pool-size=20
spring.jpa.hibernate.ddl-auto=validate
app.jwt.issuer=https://ledger.finchly.io
app.jwt.signing-secret=YQbagO8CUcmgwavnAR4rR88PlMZz8dIo\\
                       kIJDsmJyHMVDVMxsUuh3cDigB38q4E42
app.jwt.ttl=PT15M`,
  // 60. Nexus repository password (generic high-entropy <password>) in Maven ~/.m2/settings.xml
  `<?xml version="1.0" encoding="UTF-8"?>
<settings xmlns="http://maven.apache.org/SETTINGS/1.2.0"
          xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
          xsi:schemaLocation="http://maven.apache.org/SETTINGS/1.2.0 https://maven.apache.org/xsd/settings-1.2.0.xsd">
  <servers>
    <server>
      <id>finchly-nexus-releases</id>
      <username>deployer</username>
      <password>n1PhmzACVzqO!fo*#V0A8hG#QB+O</password>
    </server>
    <server>
      <id>finchly-nexus-snapshots</id>
      <username>deployer</username>
      <password>n1PhmzACVzqO!fo*#V0A8hG#QB+O</password>
    </server>
  </servers>
  <mirrors>
    <mirror>
      <id>finchly-nexus</id>
      <mirrorOf>*</mirrorOf>
      <url>https://nexus.finchly.io/repository/maven-public/</url>
    </mirror>
  </mirrors>
</settings>`,
];
export const LOOKALIKES_2: string[] = [
  // 1. git log --oneline output full of commit SHAs, with commit messages mentioning keys/tokens
  `$ git log --oneline --decorate -n 8
55dca42 (HEAD -> main, origin/main) chore(deps): bump undici from 6.19.8 to 6.21.0
48315eb fix(auth): read SLACK_BOT_TOKEN from env instead of config file
966a3aa Merge pull request #1842 from finchly/rotate-keys
c96909f docs: explain how to rotate the Stripe webhook secret
9b73435 ci: pin actions/checkout to 9b734354b0d16c27b3636cf6f5180dd7a3196728
dae3c4d refactor(api): drop unused api_key column from tenants
b420d11 test: add fixtures for token expiry
625e8bc feat(billing): proration preview endpoint
$ git rev-parse HEAD~4
9b734354b0d16c27b3636cf6f5180dd7a3196728`,
  // 2. SHA256SUMS file and a sha512sum line for release artifacts
  `$ cat dist/SHA256SUMS
7fb606e8beef852e03178c66522a6326cd15694231ed8884efc7b5531916e0f2  finchly-cli_2.8.0_darwin_amd64.tar.gz
806e2e001cb11b45c3a9ee6fadc6ab92664cf9176b4aa6a3c77a139d5bbbcf06  finchly-cli_2.8.0_darwin_arm64.tar.gz
53088d47ecfe4ed506b8982326e8ffee7aca4a225596c85ba4b7aea0d938f3fc  finchly-cli_2.8.0_linux_amd64.tar.gz
14a103399406aeb54ceef0a13a1a71c026afebefb1f71700677170ec649c7139  finchly-cli_2.8.0_linux_arm64.tar.gz
88a23efdac6e3889e74d9b513463f7f88ab306270b0041e9223998ec76788aca  finchly-cli_2.8.0_windows_amd64.zip
$ sha512sum dist/finchly-cli_2.8.0_linux_amd64.tar.gz
4aeee48f19168b9ea2983cccedf02cad5fe341d86c1615a3d959f76a77e030638653454cecde2a67f746dcafb89014605c5672f8dff4f3cbdd2fad22498b9865  dist/finchly-cli_2.8.0_linux_amd64.tar.gz
$ sha256sum -c dist/SHA256SUMS --ignore-missing
finchly-cli_2.8.0_linux_amd64.tar.gz: OK`,
  // 3. package-lock.json excerpt with npm integrity (sha512-) strings
  `    "node_modules/jsonwebtoken": {
      "version": "9.0.2",
      "resolved": "https://registry.npmjs.org/jsonwebtoken/-/jsonwebtoken-9.0.2.tgz",
      "integrity": "sha512-pAXJ1u2abHWHQyYdwttCUwSQb8uRMYe1F3RFl67ryK6r909zjKb0pM/UpVzRsYr0/X6s8SsS/oRfIyDi81bDBg==",
      "license": "MIT",
      "dependencies": {
        "jws": "^3.2.2",
        "lodash.includes": "^4.3.0",
        "ms": "^2.1.1",
        "semver": "^7.5.4"
      }
    },
    "node_modules/jws": {
      "version": "3.2.2",
      "resolved": "https://registry.npmjs.org/jws/-/jws-3.2.2.tgz",
      "integrity": "sha512-OeMczWBAqAhoukBHETtvs2u64w4EIH+m1lWz+UqZJ4QE9ZWLtwLnA9DswPxz9tIS6DdLKU6L94ha/ENmc3zVLw==",
      "license": "MIT"
    },
    "node_modules/secure-json-parse": {
      "version": "2.7.0",
      "resolved": "https://registry.npmjs.org/secure-json-parse/-/secure-json-parse-2.7.0.tgz",
      "integrity": "sha512-ZLuWfp4GCzHRrWJjJCuRa2TdcWoW8aF/ONYeJT1ch5W7bZt1/Uw4v6o56TDc3Jk/tR2anJz7Se4asfeIZsSiGg==",
      "license": "BSD-3-Clause"
    },`,
  // 4. kubectl get pod -o yaml excerpt with UIDs, container IDs and image digests
  `metadata:
  name: checkout-api-7d9f8b6c5d-x2kqp
  namespace: payments
  uid: c74b7017-8976-4741-a0cb-e917673107c2
  ownerReferences:
  - apiVersion: apps/v1
    kind: ReplicaSet
    name: checkout-api-7d9f8b6c5d
    uid: 0323b022-bd2a-4e5e-95d5-784b936a1b37
status:
  containerStatuses:
  - containerID: containerd://a8af6ada85d5234c33d7290fc68175116745392f4cb92f604ae1567e63acdd55
    image: ghcr.io/finchly/checkout-api:2026.11.3
    imageID: ghcr.io/finchly/checkout-api@sha256:d5e63d93402736887dc48effd2345658dc2848d27b372b4358ad8f61c26f9d9e
    name: api
    ready: true
    restartCount: 0
  - containerID: containerd://f6affab99b9b167213b10e873f444261800cece8b7d1c707232bdc3c7d0f709f
    image: docker.io/istio/proxyv2:1.23.2
    imageID: docker.io/istio/proxyv2@sha256:52190f6e6266209810e792544894bcded389293bc0a13f09b4596098768d1a7a
    name: istio-proxy
    ready: true
  hostIP: 10.20.3.14
  podIP: 10.244.7.38`,
  // 5. HTTP response headers with request/trace ids, S3 x-amz-id-2, ETag and cf-ray
  `$ curl -sI https://assets.finchly.io/app/v3/logo.svg
HTTP/2 200
content-type: image/svg+xml
content-length: 4182
date: Thu, 26 Nov 2026 09:12:44 GMT
etag: "1be8a446fac27752fbcc150fc4e6c715"
last-modified: Mon, 16 Nov 2026 14:02:11 GMT
x-amz-id-2: AjXPjCr3dLzYMhE+pHxhWuNaELpp32MNoszWbsF6NjqlLusgJqnHVe8G1nWV8xBC9qyQmpR73T7B
x-amz-request-id: 6EB21177E22B0204
x-amz-server-side-encryption: AES256
x-amz-version-id: WKO88MCjSy77BHqrPMooWt44bIbxvo49
x-request-id: dde42a8c-06a8-4976-84de-4ffc644aa1df
traceparent: 00-b2fca04775e71589d9fedc4907889d58-312f06cfa40ccc9c-01
cf-cache-status: HIT
age: 3121
cf-ray: 0f29ced1b91871c6-ARN
server: cloudflare`,
  // 6. HTML email template with an inline base64 PNG data: URI
  `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">
  <tr>
    <td align="center" style="padding:24px 0">
      <img alt="Finchly" width="12" height="12" style="display:block" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAwAAAAMCAYAAABWdVznAAACB0lEQVR42gXBbWRVYQDA8aetZy/37uXu5W67257d7dnddve+3bvtbs9eThtFaRTljKIYRbE0p1gaRTGKOpZGsTSKYkdRLEWxFB2KKIpSFCdFfYioD/9+PyGEoEkKtoUER4oFl8oFD2KCj3WC7EZBMimY7BTMpgRLGYEIb1D05Ch2hxUnIoprUcXTasW3uKIooUi3Kqa6FPNpxcqgQlRkGYZzDfsLDGdLDLcrDK9qDL/rDbEmw1ibYbrbsNBnWB0yiIZsmy15NocLbS6W2tyvtHlfa0ODTaLZZmu7zUyPzWK/zZqxER0bHXbmOxwvcrha5vCkyuGrcghph+4Wh10dDnO9DssDDuvDDiIjXfaGXE4Xu9wsd/FjLr/qXKKNLibpsq/T5UzK5VbG5eWIi5jI8TgY9jgf8bgb9Xhb7fEv7lGf8Njc6nGoy+NC2uPeoMe7UQ8xmeszW+CzVOLzqMLnc41PTr1Pe5PPjjafY90+V/p8Hg/5fBnzEVN5AfOFASulAc8rA37UBpQ0BAw0B+xpDzjVE3CjP+CFCfhpBYjpfMlCkWS1TPK6SvJHSWq1ZLxFcqBDcq5XcmdA8mZY8neTRMyENIvFmrVyzYeYJqtO09Ko2Z7UHO3UXE5pHmY0n0Y0clwj5sIWyxGL9ahFUG1RGLdIJSzsVouTXRbX0xbPBi2+j1pEJiz+Ax5/H0j7ya9OAAAAAElFTkSuQmCC">
    </td>
  </tr>
  <tr>
    <td style="font-family:Inter,Arial,sans-serif;font-size:14px;color:#333">
      Hi {{ first_name }}, your order <strong>#{{ order_number }}</strong> has shipped.
    </td>
  </tr>
</table>`,
  // 7. Public X.509 certificate (BEGIN CERTIFICATE) from a fullchain.pem
  `$ sudo cat /etc/letsencrypt/live/api.finchly.io/cert.pem
-----BEGIN CERTIFICATE-----
MIIBMTCB2KADAgECAhRNto1eGM/PyUZY9k5Ja7cqOf29bzAKBggqhkjOPQQDAjAZ
MRcwFQYDVQQDDA5hcGkuZmluY2hseS5pbzAeFw0yNjExMDIwODAwMDBaFw0yNzEy
MDQwODAwMDBaMBkxFzAVBgNVBAMMDmFwaS5maW5jaGx5LmlvMFkwEwYHKoZIzj0C
AQYIKoZIzj0DAQcDQgAE8hzQG+ox6prGGi6BIBFZF+opeqi+SNyiI5+givLMLp94
P3CHGF3HG70o/ByukMK6IxFTdjJRDQNIjNcNzwQthjAKBggqhkjOPQQDAgNIADBF
AiEAmdZIPcutIAE7ch3EzF5Ywrnn3sI91NDzVl/9/Z6gRe4CIDPJpV724PqcRpyk
FaUvk5AUqYqhZmt8IztyZ3EWGImS
-----END CERTIFICATE-----
$ openssl x509 -in /etc/letsencrypt/live/api.finchly.io/cert.pem -noout -enddate
notAfter=Dec  4 08:00:00 2027 GMT`,
  // 8. SSH authorized_keys (public keys) and a hashed known_hosts entry
  `$ cat ~/.ssh/authorized_keys
ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIN88L3LuMZqBxpcIyq6ihBHcPyN9L1Pe28zljXgvx3pg dmitri@laptop
ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQDvPQpjcGbyU4INWyJetHU3GalJdjK7C4bYMck+I9N1sLcFS3FI7PvjATHfBR5GVEc0CYLTKi+Wa5Hjgqeq9xGWxIg4Y+moNL5ErYOpBSZgIcY921WL1QJGbZKDJscY3c6miCxmIlvIFWKcWzUMYCFaxIRkJC/oBg86vTUPKKHL4I7zpLtw4m31d8t6U1InhNg3jWkKLu1VGm7bWESIdO2ydgQoLyeGsWFajSyeLXFfEd/t3SFJ4qlsfv2+l8d30mxrC4pjyuuglJpX+vBXmoeJc2aWk4XlNdTWuoSGOgTxGpEnALjGDCsn1X6r26yWhBmWdZtnLq+BVzgD2L+xz6Hd ops@bastion
$ ssh-keygen -F bastion.finchly.io
# Host bastion.finchly.io found: line 7
|1|qhHBO+KvZnVhr6LNLUB1iMgvjnk=|xbYFQFsWCxIAYrWxdSVEUqYfFbU= ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBGIDBomhAFpZsWaZ5SvUTA1deRbmz8x4KmW7XmftEY/2gwa5iH7WRKqMk+SNPpHGfgxAp1OAI1lKc1xWFX2HPUk=`,
  // 9. README section using AWS's documented example credentials AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI...EXAMPLEKEY
  `## Configuring credentials

The CLI uses the standard AWS credential chain. For local testing you can create a profile
like the one below (these are the **example values from the AWS documentation**, they do not work):

\`\`\`ini
[finchly-dev]
aws_access_key_id = AKIAIOSFODNN7EXAMPLE
aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY
region = eu-west-1
\`\`\`

Then run \`finchly deploy --profile finchly-dev\`. In CI we use OIDC, so no keys are stored anywhere.`,
  // 10. .env.example full of placeholders (sk-..., <your-...>, xxxx, changeme)
  `# Copy to .env and fill in real values. Never commit .env.
OPENAI_API_KEY=sk-...
ANTHROPIC_API_KEY=<your-anthropic-api-key>
STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx
STRIPE_WEBHOOK_SECRET=whsec_...
SLACK_BOT_TOKEN=xoxb-your-bot-token
GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
AWS_SECRET_ACCESS_KEY=YOUR_SECRET_ACCESS_KEY
DATABASE_URL=postgres://postgres:changeme@localhost:5432/app_dev
REDIS_URL=redis://localhost:6379/0
JWT_SECRET=change-me-to-a-long-random-string
SENTRY_DSN=`,
  // 11. docker-compose.yml using ${VAR} references and a secrets file path, no values
  `services:
  db:
    image: postgres:16.4
    environment:
      POSTGRES_USER: \${POSTGRES_USER:-app}
      POSTGRES_PASSWORD: \${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD in .env}
  api:
    build: .
    environment:
      DATABASE_URL: postgres://\${POSTGRES_USER:-app}:\${POSTGRES_PASSWORD}@db:5432/app
      OPENAI_API_KEY: \${OPENAI_API_KEY}
      STRIPE_SECRET_KEY: \${STRIPE_SECRET_KEY}
      GOOGLE_APPLICATION_CREDENTIALS: /run/secrets/gcp_sa_key
    secrets:
      - gcp_sa_key
secrets:
  gcp_sa_key:
    file: ./secrets/gcp-sa.json`,
  // 12. GitHub Actions log with *** masked secrets and already-masked keys (sk-****, ghp_…redacted)
  `Run ./scripts/deploy.sh
  ./scripts/deploy.sh
  shell: /usr/bin/bash -e {0}
  env:
    OPENAI_API_KEY: ***
    GH_TOKEN: ***
    AWS_ACCESS_KEY_ID: ***
    AWS_SECRET_ACCESS_KEY: ***
[deploy] using OpenAI key sk-****Xq4w (project: storefront-search)
[deploy] GitHub token ghp_\u2026redacted\u2026 has scopes: repo, workflow
[deploy] Stripe key: sk_live_\u2026************\u20269aQ2 (restricted: no)
[deploy] AWS identity: arn:aws:sts::***:assumed-role/gha-deploy/GitHubActions
[deploy] done in 41s`,
  // 13. Python code that reads API keys from environment variables (no literal values)
  `import os

import boto3
from anthropic import Anthropic


def make_clients():
    api_key = os.environ.get("ANTHROPIC_API_KEY")
    if not api_key:
        raise RuntimeError("ANTHROPIC_API_KEY is not set; export it or add it to .env")
    anthropic = Anthropic(api_key=api_key)
    # boto3 picks up credentials from the instance role / AWS_PROFILE
    s3 = boto3.client("s3", region_name=os.getenv("AWS_REGION", "eu-west-1"))
    stripe_key = os.environ["STRIPE_SECRET_KEY"]
    return anthropic, s3, stripe_key`,
  // 14. gpg --list-keys output with key IDs and fingerprints
  `$ gpg --list-keys --keyid-format long
/tmp/holdoutsec2/gnupg/pubring.kbx
----------------------------------
pub   ed25519/A509DEAEC8233529 2026-11-26 [SC] [expires: 2028-11-25]
      09205A515016B063B6CE9260A509DEAEC8233529
uid                 [ultimate] Finchly Release Signing <release@finchly.io>

pub   ed25519/C4A38F6A71CC6404 2026-11-26 [SC] [expires: 2028-11-25]
      999E0133171DE228D01F7700C4A38F6A71CC6404
uid                 [ultimate] Dmitri Korolev <dmitri@finchly.io>`,
  // 15. Checkout page HTML with a Stripe live publishable key (pk_live_, public by design)
  `<script src="https://js.stripe.com/v3/"></script>
<script>
  const stripe = Stripe('pk_live_51ETvvIEI0GaVx1KorywzOqFsGLHBuASos5OSHfNmWXRUKPWH8qp6QF25QQQzPEr8sCdRYYKpu0DZznjlXTMDF8qRM6Rbx0jfy1');
  const clientSecret = document.querySelector('#payment-form').dataset.secret;
  const elements = stripe.elements({ clientSecret, appearance: { theme: 'stripe' } });
  const paymentElement = elements.create('payment', { layout: 'tabs' });
  paymentElement.mount('#payment-element');
</script>
<form id="payment-form" data-secret="{{ intent.client_secret }}">
  <div id="payment-element"></div>
  <button id="submit">Pay now</button>
</form>`,
  // 16. Sentry.init with a modern public DSN (public key only, no secret)
  `import * as Sentry from "@sentry/react";

Sentry.init({
  dsn: "https://251ff8d90015deeee55c430e9827e8cf@o4507123456789012.ingest.de.sentry.io/4507123456790123",
  release: "storefront@2026.11.3+81c1c6c",
  environment: "production",
  integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
  tracesSampleRate: 0.2,
  replaysSessionSampleRate: 0.0,
  replaysOnErrorSampleRate: 1.0,
});`,
  // 17. GitHub Actions cache restore log with long hash-based cache keys
  `Run actions/cache@593ed7343da4ca2b745eaf38273972b104bfe0b1
  with:
    path: ~/.npm
    key: node-cache-Linux-x64-npm-e961a16008e2a6307690ba5852b832901d6df4d36e2da38fefedc7a54317bed9
    restore-keys: node-cache-Linux-x64-npm-
Received 96468992 of 183245102 (52.6%), 91.9 MBs/sec
Received 183245102 of 183245102 (100.0%), 88.4 MBs/sec
Cache Size: ~175 MB (183245102 B)
/usr/bin/tar -xf /home/runner/work/_temp/26edb27b-078f-4cba-9c3c-734eff40de23/cache.tzst -P -C /home/runner/work/web/web --use-compress-program unzstd
Cache restored successfully
Cache restored from key: node-cache-Linux-x64-npm-e961a16008e2a6307690ba5852b832901d6df4d36e2da38fefedc7a54317bed9
Post job cleanup: turbo cache key 8f1e2d3c4b5a6978a38c6ad2ec5d49fb`,
  // 18. Minified webpack runtime chunk with hashed chunk names and identifiers
  `!function(){"use strict";var e,t,n,r={},o={};function a(e){var t=o[e];if(void 0!==t)return t.exports;var n=o[e]={id:e,loaded:!1,exports:{}};return r[e].call(n.exports,n,n.exports,a),n.loaded=!0,n.exports}a.m=r,a.u=function(e){return"static/chunks/"+({118:"pages/checkout",274:"pages/account",931:"pages/index"}[e]||e)+"."+{118:"a32866ea7473275d",274:"43cf2b7b1f9aaaed",512:"5d0ac1d03eff29d6",931:"57b16b8a19aa99bc"}[e]+".js"},a.miniCssF=function(e){return"static/css/b8fccce19625f2d2.css"},a.g=function(){if("object"==typeof globalThis)return globalThis;try{return this||new Function("return this")()}catch(e){if("object"==typeof window)return window}}(),a.o=function(e,t){return Object.prototype.hasOwnProperty.call(e,t)},e={},t="_N_E:",a.l=function(n,r,o,i){if(e[n])e[n].push(r);else{var c,u;}},a.p="/_next/",a.b=document.baseURI||self.location.href,a.nc="9lNF+9WAR2rbe6tpne4xyQ=="}();
//# sourceMappingURL=webpack-eefa3a94d268566f.js.map`,
  // 19. yarn.lock (v1) excerpt with resolved #sha1 fragments and integrity hashes
  `# THIS IS AN AUTOGENERATED FILE. DO NOT EDIT THIS FILE DIRECTLY.
# yarn lockfile v1


"@babel/code-frame@^7.24.7", "@babel/code-frame@^7.26.2":
  version "7.26.2"
  resolved "https://registry.yarnpkg.com/@babel/code-frame/-/code-frame-7.26.2.tgz#97dda501846833ca27167f79c20ac293f2c5527a"
  integrity sha512-Rvc1Z1u4OsLTAWt9gA0oCa7z9Jq7YkdHHX7b/J+mNEErclqyO88XlsF139vtYUB5GImnnB6am3x+s3zgAbd0Sw==
  dependencies:
    "@babel/helper-validator-identifier" "^7.25.9"
    js-tokens "^4.0.0"
    picocolors "^1.0.0"

jose@^5.9.6:
  version "5.9.6"
  resolved "https://registry.yarnpkg.com/jose/-/jose-5.9.6.tgz#5f89a0afb1bfe979ae1fbf0af5f4d0b97a619a01"
  integrity sha512-PcvcblLROYfmo8VvyCit0fBN7sipA+5xE3JrME6vHVCpZaaKCaljUNE2TQYZrIE6Klb5sCKa6b5NJaSY5AJzAA==`,
  // 20. API docs showing the well-known jwt.io example token, explicitly marked as an example
  `## Authentication

Every request must carry a bearer token in the \`Authorization\` header. An **example** token
(it is the jwt.io sample and will be rejected by the API) looks like this:

    Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c

Decoded, its payload is \`{"sub": "1234567890", "name": "John Doe", "iat": 1516239022}\`.
Get a real token from \`POST /v1/auth/token\` with your client credentials.`,
  // 21. pg_dump COPY block of a users table with bcrypt and argon2id password hashes and an empty password
  `--
-- Data for Name: users; Type: TABLE DATA; Schema: public; Owner: app
--

COPY public.users (id, email, password_hash, created_at, last_login) FROM stdin;
1	alice@example.com	$2b$12$WJydtzm4MPrhDput2X49rPmTBoaPwpp84APmW/W1BPyG0Kt5rvl7f	2025-03-02 10:11:12+00	2026-11-20 08:01:44+00
2	bob@example.com	$argon2id$v=19$m=65536,t=3,p=4$nhpx3YGeNhngC431Vdrirw$obqTKsT193CQ/7a739tkOL0IR5TjdUQ49zHjWsifd+I	2025-05-17 19:40:03+00	2026-11-25 21:13:09+00
3	carol@example.com	$2b$12$qp2M80h8nPNvBOWnO72gfVjnp6XLi4OcaLxMbod8fvCLEUOfLp2KX	2026-01-08 07:55:31+00	\\N
4	svc-import@example.com		2026-02-11 12:00:00+00	\\N
\\.

SELECT pg_catalog.setval('public.users_id_seq', 4, true);`,
  // 22. Django settings with empty DB PASSWORD, SECRET_KEY read from env, and password hasher config
  `# settings/dev.py
from .base import *  # noqa

DEBUG = True
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "")
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "finchly_dev",
        "USER": "postgres",
        "PASSWORD": "",
        "HOST": "localhost",
        "PORT": "5432",
    }
}
PASSWORD_HASHERS = [
    "django.contrib.auth.hashers.Argon2PasswordHasher",
    "django.contrib.auth.hashers.PBKDF2PasswordHasher",
]
AUTH_PASSWORD_VALIDATORS = []
EMAIL_HOST_PASSWORD = None`,
  // 23. terraform plan output with (sensitive value) markers, ARNs and resource IDs
  `  # aws_db_instance.main will be updated in-place
  ~ resource "aws_db_instance" "main" {
        id                    = "db-C69SONJBS1IGH40G8MVIWLGMUI"
        arn                   = "arn:aws:rds:eu-west-1:418273645091:db:finchly-prod"
      ~ instance_class        = "db.t4g.medium" -> "db.r7g.large"
      ~ password              = (sensitive value)
        # (41 unchanged attributes hidden)
    }

  # aws_iam_access_key.ci will be created
  + resource "aws_iam_access_key" "ci" {
      + create_date          = (known after apply)
      + encrypted_secret     = (known after apply)
      + id                   = (known after apply)
      + secret               = (sensitive value)
      + ses_smtp_password_v4 = (sensitive value)
      + status               = "Active"
      + user                 = "ci-deployer"
    }

Plan: 1 to add, 1 to change, 0 to destroy.`,
  // 24. aws iam list-access-keys output: access key IDs only (no secrets)
  `$ aws iam list-access-keys --user-name ci-deployer
{
    "AccessKeyMetadata": [
        {
            "UserName": "ci-deployer",
            "AccessKeyId": "AKIASJBC4LBNH4NKRVE3",
            "Status": "Active",
            "CreateDate": "2026-08-14T10:22:31+00:00"
        },
        {
            "UserName": "ci-deployer",
            "AccessKeyId": "AKIARSXROLBMNFVH2UWY",
            "Status": "Inactive",
            "CreateDate": "2025-09-02T07:11:05+00:00"
        }
    ]
}`,
  // 25. docker pull / docker images --digests output with layer IDs and sha256 digests
  `$ docker pull ghcr.io/finchly/api:2026.11.3
2026.11.3: Pulling from finchly/api
fda86965878e: Already exists
158982470ca0: Pull complete
293272eab8d7: Pull complete
78de6397059a: Pull complete
Digest: sha256:042196b82a953236877478b5a6082f9bc39b01c9b0ef3797baf983b11f2120b0
Status: Downloaded newer image for ghcr.io/finchly/api:2026.11.3
ghcr.io/finchly/api:2026.11.3
$ docker images --digests ghcr.io/finchly/api
REPOSITORY            TAG         DIGEST                                                                    IMAGE ID       CREATED       SIZE
ghcr.io/finchly/api   2026.11.3   sha256:042196b82a953236877478b5a6082f9bc39b01c9b0ef3797baf983b11f2120b0   72b0445e0f35   2 days ago    187MB`,
  // 26. Helm repository index.yaml with chart digests
  `apiVersion: v1
entries:
  finchly-api:
  - apiVersion: v2
    appVersion: 2026.11.3
    created: "2026-11-24T15:02:41.118204Z"
    description: Finchly public API
    digest: 84c8ccadb5fce7165ebaaf3d7d2a5e2f65de51972d1202d29a89f81d2ad57da3
    name: finchly-api
    type: application
    urls:
    - https://charts.finchly.io/finchly-api-1.42.0.tgz
    version: 1.42.0
  - apiVersion: v2
    appVersion: 2026.11.2
    created: "2026-11-10T09:44:03.550917Z"
    digest: d70c4370efc2003fc01a9accea6b15a97bc4f38a2c583a1325807dff6a95bbf4
    name: finchly-api
    urls:
    - https://charts.finchly.io/finchly-api-1.41.3.tgz
    version: 1.41.3
generated: "2026-11-24T15:02:41.120004Z"`,
  // 27. go.sum lines with h1: base64 module hashes
  `$ grep -E 'jwt|aws-sdk|stripe|crypto|grpc' go.sum
github.com/golang-jwt/jwt/v5 v5.2.1 h1:RkeY8SKdJiEGCG+eIax0HO49vMLtrhleKriQXVksRJE=
github.com/golang-jwt/jwt/v5 v5.2.1/go.mod h1:l35bFgUIrVshFAOEY80L3bBGh67KL2UrPHknwYaA1Ms=
github.com/aws/aws-sdk-go-v2 v1.32.4 h1:P8vjoFSU3sgJyHp9BtGu/b5KkGF7TXq3an9Gbobi+lU=
github.com/aws/aws-sdk-go-v2 v1.32.4/go.mod h1:SvVcizcjqGMU64gO84FIqJ7Ti/6Z4gQgXWHpOPOmq34=
github.com/stripe/stripe-go/v81 v81.1.0 h1:Nklw3AsJvwrCj/esYGE9sSlvg8Kdw8bCuFaxw9t0+C0=
github.com/stripe/stripe-go/v81 v81.1.0/go.mod h1:MuiOfuHAulLU4iLzor1xBSN9SGQAGQrfMIV9hqzwTfI=
golang.org/x/crypto v0.29.0 h1:FfRF1DY+ZkEmw+O3KJT4jeVhQqrFMA8vZyq8cgb+CRA=
golang.org/x/crypto v0.29.0/go.mod h1:sg8w5T89/3IYLCkOSTS73g1kNHlfNr+Dl+UNgETfP4I=
google.golang.org/grpc v1.68.0 h1:zn+KnuFrauMyKI9CBnBR2nhsBrm1wXG/xXGV5OyykbA=
google.golang.org/grpc v1.68.0/go.mod h1:aKMfBNXrVjXl0/UJxWkSi3Vg4aiiMEIZJ9wjkMQY3gc=`,
  // 28. HTML head with Subresource Integrity sha384 hashes
  `<head>
  <meta charset="utf-8">
  <title>Finchly Status</title>
  <link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/css/bootstrap.min.css"
        integrity="sha384-fFkC+cWxUjjoP0DBQitQERidpDfOsDq06cNKozwK+3Synl3iw+FpVqRPbdN/4nHG" crossorigin="anonymous">
  <script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/js/bootstrap.bundle.min.js"
          integrity="sha384-1V2ZYgfXf1oHieKbr+xbtG/PzPf9XyOWpUBHMQA+EymjT/cjCS2m1l6FCeJMAQgN" crossorigin="anonymous" defer></script>
  <script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.6/dist/chart.umd.min.js"
          integrity="sha384-bS8+5TpsEiCYQ56TAffnHsEXI1DBSG3TTjJiS8tqmxhsGNayQIeCBVEOJ1tupnRG" crossorigin="anonymous" defer></script>
</head>`,
  // 29. kubectl get secrets / describe secret output showing only names and byte counts
  `$ kubectl -n payments get secrets
NAME                       TYPE                             DATA   AGE
checkout-api-tls           kubernetes.io/tls                2      61d
sh.helm.release.v1.checkout.v42   helm.sh/release.v1        1      3d
stripe-credentials         Opaque                           2      187d
$ kubectl -n payments describe secret stripe-credentials
Name:         stripe-credentials
Namespace:    payments
Labels:       app.kubernetes.io/name=checkout
Annotations:  reloader.stakater.com/match: true

Type:  Opaque

Data
====
STRIPE_SECRET_KEY:      107 bytes
STRIPE_WEBHOOK_SECRET:  38 bytes`,
  // 30. Ansible Vault encrypted file ($ANSIBLE_VAULT;1.1;AES256 hex payload)
  `$ cat group_vars/prod/vault.yml
$ANSIBLE_VAULT;1.1;AES256
31323834366466626461646563616164326561353234386232323163366136646238616239353734
3437323032356336643236303164376233353163353339630a333530366566353736623738383431
34323336336231383566393565303562633233613136643066623130373164393166646631393233
3161626638373738320a353734313062656665376165346231643661383031376164653837303363
65373438336533633565316434396131383664643330356561656266323837313337323266633635
66383030613437323830393532393762326139396436653066643437653032633462376239653937
31346561356434393131623165616631623431613332323735303435353264306361343639623733
61643866663037623533643134343663356661363938313631346165303261633136623135316139
64323264616537626463346634646162323962306364306535663933663464353935666562623965
64663231616364616363323436343363316138393336336236646665333866646465333035636565
31386362636661303066663637396538303932653231623563366437306162383737616666643934
63323363373165356166`,
  // 31. openssl x509 -text output of a public certificate (pub key hex and signature hex)
  `$ openssl x509 -in webhooks.crt -noout -text
Certificate:
    Data:
        Version: 3 (0x2)
        Serial Number:
            2d:87:2c:d6:0e:9e:4b:e5:5a:ec:3f:16:fd:a2:43:86:ad:ff:16:2f
        Signature Algorithm: ecdsa-with-SHA256
        Issuer: CN = webhooks.finchly.io
        Validity
            Not Before: Nov  2 08:00:00 2026 GMT
            Not After : Dec  4 08:00:00 2027 GMT
        Subject: CN = webhooks.finchly.io
        Subject Public Key Info:
            Public Key Algorithm: id-ecPublicKey
                Public-Key: (256 bit)
                pub:
                    04:81:f9:1e:02:11:a9:16:da:c7:d8:19:00:17:fb:
                    4f:9c:45:e2:89:1f:69:2a:24:35:b7:ce:a1:84:14:
                    8f:52:3e:eb:cd:05:0f:0c:0f:53:57:b6:16:0a:40:
                    69:e5:9f:ca:7b:e6:96:39:64:de:4d:23:d8:44:ac:
                    15:ff:56:48:fa
                ASN1 OID: prime256v1
                NIST CURVE: P-256
    Signature Algorithm: ecdsa-with-SHA256
    Signature Value:
        ec:10:ef:51:b3:92:be:dd:b3:5a:f9:ba:1d:bd:30:98:ce:ab:
        8d:5f:5e:e3:db:83:5b:8b:ba:d7:f2:85:38:fd:9b:7b:ed:3c:
        78:2c:ad:d2:42:16:5b:d3:c9:1f:b5:ec:d5:f7:b4:17:ee:e2:
        1c:fd:7c:8d:f1:4f:84:a7:f1:c1:50:f7:be:23:fe:5f:47`,
  // 32. Stripe PaymentIntent JSON response with object IDs (pi_, cus_, ch_, pm_) and null client_secret
  `{
  "id": "pi_3QKJmmt30XzZ9sYtOGjmJyak",
  "object": "payment_intent",
  "amount": 4599,
  "amount_received": 4599,
  "currency": "eur",
  "customer": "cus_GMZxK3FuKHXjB9",
  "latest_charge": "ch_3QKAFF9H1HKP3kmigBxKsgB1",
  "payment_method": "pm_1QKnbZngyN5K5wN1wm2LToSt",
  "client_secret": null,
  "status": "succeeded",
  "metadata": { "order_id": "ord_2YX33J5ZKN" },
  "livemode": true,
  "created": 1795599102
}`,
  // 33. Python/SQLAlchemy traceback with a masked database URL and hex object addresses
  `Traceback (most recent call last):
  File "/srv/app/.venv/lib/python3.12/site-packages/sqlalchemy/engine/base.py", line 145, in __init__
    self._dbapi_connection = engine.raw_connection()
  File "/srv/app/.venv/lib/python3.12/site-packages/psycopg/connection.py", line 119, in connect
    raise last_ex.with_traceback(None)
psycopg.OperationalError: connection failed: FATAL:  password authentication failed for user "app"

The above exception was the direct cause of the following exception:

sqlalchemy.exc.OperationalError: (psycopg.OperationalError) connection failed: FATAL:  password authentication failed for user "app"
(Background on this error at: https://sqlalche.me/e/20/e3q8)
engine=<sqlalchemy.engine.base.Engine object at 0x7f3a9c2e1d90> url=postgresql+psycopg://app:***@db-prod.internal:5432/app`,
  // 34. Vite production build output with content-hashed asset filenames
  `vite v5.4.11 building for production...
\u2713 1423 modules transformed.
dist/index.html                          0.71 kB \u2502 gzip:   0.40 kB
dist/assets/inter-latin-400-P8j1JLht.woff2   23.66 kB
dist/assets/index-TM0r4zND.css             48.12 kB \u2502 gzip:   9.01 kB
dist/assets/checkout-cRv_ZTO5.js           31.87 kB \u2502 gzip:  10.44 kB
dist/assets/index-S08dlAg9.js             102.30 kB \u2502 gzip:  33.95 kB
dist/assets/vendor-lMxjMApH.js            412.55 kB \u2502 gzip: 131.20 kB
\u2713 built in 7.84s`,
  // 35. pip requirements file with --hash=sha256 pins
  `# This file is autogenerated by pip-compile with Python 3.12
#    pip-compile --generate-hashes requirements.in
certifi==2024.8.30 \\
    --hash=sha256:45af4745255d111b0cd777a611e832b648e95f29278de7322591705031c28642 \\
    --hash=sha256:d5ddc1290c8da765676808ad818397bec52876f000315cc42cf6b98514637efc
    # via requests
cryptography==43.0.3 \\
    --hash=sha256:61647534da99f6bd6539b76096d48b16b451ffeeb7ba730968e15e034a98dcc7 \\
    --hash=sha256:ba7d378fa1db84679e4112a261f5b150455fdffc04e1566e1b163624fcc3fa8d
    # via pyjwt
pyjwt[crypto]==2.10.0 \\
    --hash=sha256:320eea1394ea2a8e01f7748a825dbd9e3066f391fcdd2f402e30f58e4d962b21
    # via -r requirements.in`,
  // 36. nginx server block referencing key/cert file paths and $variables, no key material
  `server {
    listen 443 ssl;
    http2 on;
    server_name api.finchly.io;

    ssl_certificate         /etc/letsencrypt/live/api.finchly.io/fullchain.pem;
    ssl_certificate_key     /etc/letsencrypt/live/api.finchly.io/privkey.pem;
    ssl_session_ticket_key  /etc/nginx/tls/ticket.key;
    ssl_protocols TLSv1.2 TLSv1.3;

    add_header Strict-Transport-Security "max-age=63072000" always;

    location / {
        proxy_set_header Authorization $http_authorization;
        proxy_set_header X-Request-Id  $request_id;
        proxy_set_header X-Api-Key     "";
        proxy_pass http://api_upstream;
    }
}`,
  // 37. git cat-file -p of a signed commit (public PGP signature block)
  `$ git cat-file -p HEAD
tree 4b825dc642cb6eb9a060e54bf8d69288fbee4904
parent 1f0d9a7c3e5b2a8d6c4e0f9b7a5d3c1e8f6b4a20
author Dmitri Korolev <dmitri@finchly.io> 1795679421 +0100
committer Dmitri Korolev <dmitri@finchly.io> 1795679421 +0100
gpgsig -----BEGIN PGP SIGNATURE-----
 
 iIgEABYIADAWIQSZngEzFx3iKNAfdwDEo49qccxkBAUCawe/9BIcZG1pdHJpQGZp
 bmNobHkuaW8ACgkQxKOPanHMZAS7GwD9H6PEGONXIxC5GfpPtB0/xkaXgV4ZmFnF
 wgztb/3LoA4BAPIuy7HFRzeLqDr38qnuRnewxhs/VBASk7aqXgvo0zEG
 =MJtE
 -----END PGP SIGNATURE-----

fix(webhooks): verify signature before parsing body`,
  // 38. JWKS endpoint response with public RSA signing keys (n, e)
  `$ curl -s https://finchly.eu.auth0.com/.well-known/jwks.json | jq .
{
  "keys": [
    {
      "kty": "RSA",
      "use": "sig",
      "alg": "RS256",
      "kid": "EzyyxOx9PM6lPD3zXCCF5Y",
      "n": "qXsayGSxek-Cg0nu9L7jz5U-XnenbtmsINp6PAchH40r8MmhueIj147ICJ3pSttDF45Zlve_PsOJ0mvrYCOFJV4OysUd-473lv0WvODU6Of4G-7BCBB0SdtZL2KfjF6W2D-4J8fovrH6rSyT7ipC1Dw81s_AWwto8n7kIHjyYYMIQt3HEMJqStjA-l0PMNXWVvvmw7__BrCAj0imUwgv7fbggsBs0A2XyPe-BH6KS_B7UJGiwEDNZwSWhQgN-NHjdlIr2D-kMxeusNQu1Q0wAw5DsbsCMPll-wEF9rkcYtRW3RH2uEfhZ8QR0O3QJUOzz8prBERKHqE74dcY5EIUEQ",
      "e": "AQAB"
    },
    {
      "kty": "RSA",
      "use": "sig",
      "alg": "RS256",
      "kid": "LAYv3wkEr7k_QA23qXkrva",
      "n": "pZfWQyJ8KFjB-jtYQXPzxfFF27l4NRV98Jm5wdFJerNjTj8-4IC2gLR3RaUf2mJasDLZpFOEgyyCEq8fbaC7hKf36kSw3B5XVDscew_K6alQTgRMOHYgB1_ezaV7vYdzLXMG-gG4TkXDMRzU9LzUZgbPJ7YURd8osBB85HGjmZmvbBlCFiDJPRohGhl-NCHUNZbH0U2mElZ3jbYpVQ0h7wVT9T6WqXuYrVAfhGQGMhxujLiFhDfgumb-idA-TL9ZIYL7X8mMMqRhwmTlKU7ytad_sF1N4CIOebVhC2y6w3lv22lP9lR65Zil6ia5cPBeSUVWT5clmdxhEpnrPF67Qw",
      "e": "AQAB"
    }
  ]
}`,
  // 39. az account show / az ad sp show output with subscription, tenant and app IDs (UUIDs)
  `$ az account show
{
  "environmentName": "AzureCloud",
  "homeTenantId": "3786674b-fb58-4064-977a-3ed458797d15",
  "id": "3c81e76d-1b5f-4bf5-aff6-a4fe039682ac",
  "isDefault": true,
  "managedByTenants": [],
  "name": "Finchly Production",
  "state": "Enabled",
  "tenantId": "3786674b-fb58-4064-977a-3ed458797d15",
  "user": {
    "name": "ops@finchly.io",
    "type": "user"
  }
}
$ az ad sp show --id ce9809da-517b-47ea-b681-81ce8ca6c462 --query "{appId:appId, displayName:displayName, objectId:id}"
{
  "appId": "ce9809da-517b-47ea-b681-81ce8ca6c462",
  "displayName": "gha-deploy-prod",
  "objectId": "ea3976fe-b9da-402c-839e-44f8727dd07c"
}`,
  // 40. .terraform.lock.hcl with h1: and zh: provider hashes
  `# This file is maintained automatically by "terraform init".
# Manual edits may be lost in future updates.

provider "registry.terraform.io/hashicorp/aws" {
  version     = "5.76.0"
  constraints = "~> 5.70"
  hashes = [
    "h1:WQdr1AnLxYuAyprL8kSGj07MfKmJGUlDWKqfB6iP2qs=",
    "zh:4832411efc37441c81605b4f81f7816688550c1159d6c092715df233b64d35cc",
    "zh:0be208266ce2aac2411c3d133e8010598b8741ff8e6fde394820484bc234b486",
    "zh:bb28539e17ace82883549db4c66b1095aa6819e0db897f42e710cc6d56349327",
  ]
}

provider "registry.terraform.io/cloudflare/cloudflare" {
  version     = "4.46.0"
  hashes = [
    "h1:luPChLlTihSrjjFa58T8HdNQPTFt1GLiNgxg8LSnwYo=",
    "zh:b5a0dc47f315be198b8cc9294390af88475dc9670773353d09e9db78af1d14ce",
  ]
}`,
];
