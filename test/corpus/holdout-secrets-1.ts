// Held-out secrets set 1: written blind (without seeing the detector), on 2026-11-26.
export const SECRETS_1: string[] = [
  // 1. ~/.aws/credentials with two profiles printed in a terminal (AWS access key id + secret access key)
  `$ cat ~/.aws/credentials
[default]
aws_access_key_id = AKIAQOHIPWCHI2LDH5YJ
aws_secret_access_key = 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
region = eu-west-1

[billing-prod]
aws_access_key_id = AKIAGEHXEXDKJE6CWN6E
aws_secret_access_key = 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
$ aws sts get-caller-identity --profile billing-prod
{
    "UserId": "AIDAZ4JXEAUIZRQIMV47B",
    "Account": "526483444445",
    "Arn": "arn:aws:iam::526483444445:user/ci-billing-exporter"
}`,
  // 2. GitHub Actions log of a debug step that sources a creds file and dumps env (AWS access key id + secret access key)
  `2026-11-25T14:02:11.4409811Z ##[group]Run source .ci/aws.env && env | sort
2026-11-25T14:02:11.4411020Z source .ci/aws.env && env | sort
2026-11-25T14:02:11.4467731Z shell: /usr/bin/bash -e {0}
2026-11-25T14:02:11.4468102Z env:
2026-11-25T14:02:11.4468530Z   DEPLOY_ENV: staging
2026-11-25T14:02:11.4468921Z ##[endgroup]
2026-11-25T14:02:11.4521877Z ACTIONS_RUNNER_ARCH=X64
2026-11-25T14:02:11.4522310Z AWS_ACCESS_KEY_ID=AKIA5W63IRJ6NMOUPAWV
2026-11-25T14:02:11.4522688Z AWS_DEFAULT_REGION=us-east-1
2026-11-25T14:02:11.4523049Z AWS_SECRET_ACCESS_KEY=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
2026-11-25T14:02:11.4523417Z CI=true
2026-11-25T14:02:11.4523771Z DEPLOY_ENV=staging
2026-11-25T14:02:11.4524140Z GITHUB_ACTIONS=true
2026-11-25T14:02:11.4524502Z GITHUB_REF=refs/heads/release/2026.11
2026-11-25T14:02:11.4524866Z GITHUB_REPOSITORY=northwind-labs/edge-proxy
2026-11-25T14:02:11.4525229Z GITHUB_RUN_ID=38060293200
2026-11-25T14:02:11.4525590Z GITHUB_SHA=ead2d84836354f3423d8a90f85b5846a65aa5a64
2026-11-25T14:02:11.4525951Z HOME=/home/runner
2026-11-25T14:02:11.4526313Z RUNNER_OS=Linux`,
  // 3. terraform state pull filtered to an aws_iam_access_key resource (AWS access key id + secret access key)
  `$ terraform state pull | jq '.resources[] | select(.type=="aws_iam_access_key")'
{
  "mode": "managed",
  "type": "aws_iam_access_key",
  "name": "deployer",
  "provider": "provider[\\"registry.terraform.io/hashicorp/aws\\"]",
  "instances": [
    {
      "schema_version": 0,
      "attributes": {
        "create_date": "2026-10-02T09:14:55Z",
        "encrypted_secret": null,
        "encrypted_ses_smtp_password_v4": null,
        "id": "AKIAF4VPOAZGAQGLHD56",
        "key_fingerprint": null,
        "pgp_key": null,
        "secret": "vHlkUCevFfDzhopGBRQuFCEQNDUNFaAZ1qE1sCvg",
        "ses_smtp_password_v4": "BEwS2LZGPDpUlH2oJYdcYMNQLbAxNCnRS0+vlqeSu2ng",
        "status": "Active",
        "user": "gh-deployer"
      },
      "sensitive_attributes": [
        [{"type": "get_attr", "value": "secret"}],
        [{"type": "get_attr", "value": "ses_smtp_password_v4"}]
      ],
      "dependencies": ["aws_iam_user.deployer"]
    }
  ]
}`,
  // 4. aws sts assume-role output with temporary credentials (AWS session token (ASIA key + SessionToken))
  `$ aws sts assume-role --role-arn arn:aws:iam::337400152669:role/OrgAdmin --role-session-name jlee-breakglass
{
    "Credentials": {
        "AccessKeyId": "ASIAXL3DSFUKPWNCRVOE",
        "SecretAccessKey": "LJ5IiekGywVAG3NjC8hCUzFXt+WNbAbWD6Ng26O7",
        "SessionToken": "IQoJb3JpZ2luX2VjENMaCWV1LXdlc3QtMSJGMEQCINC9z/bg72J4UNW8HiX7vTbl6aaBc7WVR7QkELENBMwDAiBu0vBTkoKCBCf+UuF9cReUCi2+g1i+iMHP/1/aNPKCUyqoAwiq1bjJxRRD6pTVFAkHTsJ3T1vytnnqk0dEZt8ruYICsilgLcB0RF0WhO+zLLRxQj8Ct9doJiqt66V0Hd3I49jgytnP38I/PmxwOSbKCLhJ1fKFFpfneUpfOyvA8GQhyEdK0tfDN/EKyqZNN1dfq3ZkdtnvRMRLcV1aLH03bttYfcbA+bbmxDiY2k+UlHXTBMNNegzDAoU5tdZjyo+bfl9VQDYexpOwTr9KLI4/lRK5hrtQcaDPDqKcqLc5iyEe7SRTwye4VgI4pdPVA+kHAA2VVvW2ICxJk3C4eYdiRQ4TWNi7dyYCR0Fn9AQQS5dSfaIjagZ73AE3iVNBGOXLczW5dbUPolF6a2DvgcNLh9KbOg0/tK3uSM2+B+PrmBqiIovYtHdRT50XE9NbRR1bp0+MqtgKjrRwlXF+YUstWIsN+9GNNXvC3qzaZr5G+IkKSviH9hn0K9jkydExX2XCAqPPcLJDqjVH7Kus6FgsRM6YUvrBwb9a1xuks4qeX2dMAS07qeaSPoPcgDlemtqD+ImgjRpos7/7FN7nYoE8YHkT9fcPp5E=",
        "Expiration": "2026-11-26T10:47:12+00:00"
    },
    "AssumedRoleUser": {
        "AssumedRoleId": "AROAWCUNZ2L2EITPTADQC:jlee-breakglass",
        "Arn": "arn:aws:sts::337400152669:assumed-role/OrgAdmin/jlee-breakglass"
    }
}`,
  // 5. GCP service-account key decoded from a Kubernetes secret (GCP service-account JSON with private_key)
  `$ kubectl -n data get secret gcs-writer -o jsonpath='{.data.key\\.json}' | base64 -d
{
  "type": "service_account",
  "project_id": "nw-analytics-prod",
  "private_key_id": "7244c31851f46a72547932f2d2ddb54196651b2a",
  "private_key": "-----BEGIN PRIVATE KEY-----\\nMIICdwIBADANBgkqhkiG9w0BAQEFAASCAmEwggJdAgEAAoGBALnSSOj0u1ApgLj9\\nDkdF9UzCB3btSArOHqY0H2KUf1CjeCtjolqikD8Q/k+ZJEj/nZTVlwJB02JwkbDD\\nDdXHLnL4/8xdt7a1QKhEdwyMeMSkSyyuE8YyjEWHBB7Io+h5AzBrEAJCCbAVtTQ+\\nUHGw1BT6XjL7dp+z4nZK/pkDk0/zAgMBAAECgYALmut8yRQNvJnSc9N5dhAM3C1V\\nKxqNujPF04mGQZn18k+l/hH8sRxrI+eOFxViDbzMt843kN7fzgH7VSM/D7KB1k/h\\nIe46Klwl55CiJNfqUnCjrYKuDMTguF8IhxjJzpWp23fZUHzXWr3h1notUrg9QuNU\\nCFNUJsg4W7noDfaKKQJBAPJyM8RCKAhIaRd839vVGoNAFraWQLbeEBXHokNHozWR\\nFg8KODOxAwz1AQ93OU9FjJBUE9ukfwXU0QojSGU8e68CQQDENbEBEzqz1IQ+hNtZ\\nwm0/8X9I1w1N9ss5VfLpefxfz+Tf4zcNZgIPXadu5P3IOMikC5CqpmDYT59gnQhy\\n5Sz9AkEAp1o5bYGVDJKfKD1kcORa1rqIcySoKxKB2+bflL2AZVtu9JbDULshNfJw\\n9vH/Nz701jOTOYwEuku6t9q/AFKNtQJBAJHBANg3nKfx+rsmnnuzPsz9bPyDJFMC\\nPj09Z9Gg2KWkHfVjKIY/fNBFVhe+6/dMl1+lZ7YdGlwV6eMvRBN1w1ECQFXKijBc\\n9lLbxehBc7KeR0J21qxe/1GZKW8QhUmEZAaCJL4HS1p9jjhyIoRxpo1xrLknyAG1\\nvazwoygztgHNcIU=\\n-----END PRIVATE KEY-----\\n",
  "client_email": "gcs-writer@nw-analytics-prod.iam.gserviceaccount.com",
  "client_id": "867661927507285048354",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/gcs-writer%40nw-analytics-prod.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}`,
  // 6. Support ticket where a customer pasted their BigQuery connector key (GCP service-account JSON with private_key)
  `Ticket #48213 · Priority: Normal · Channel: Web form
From: Daniel Ortiz <d.ortiz@brightfield-logistics.com>
Subject: BigQuery export keeps failing with 403

Hi team, our nightly export to BigQuery started failing yesterday with "Permission denied on dataset". Pasting the key our connector uses so you can check what's wrong:

{"type":"service_account","project_id":"brightfield-dw","private_key_id":"074db3a5c92314993e9367607f87aa2cf88d934f","private_key":"-----BEGIN PRIVATE KEY-----\\nMIICdgIBADANBgkqhkiG9w0BAQEFAASCAmAwggJcAgEAAoGBAKsi+DqQ3EfmSroZ\\nKOQoI9a2LkYWqgTAWLrSQ+msbKEs0vbdT8rIbqspBATl0R1nQfw7en4rQMt+EBQ8\\nQnH/zjnxArTDtHXJ0uC3btreHLrA03fP3Wb1qoyxJp2zHWSZ9PfiZUNp5NCngU4O\\ntJar9kxp2x9c6Sq1r/w6c0mapQwlAgMBAAECgYB+MuNqDLjkLGaepT8KQK9s/htR\\nhBUMO+symSuLfaL9l9haQwk8OGGjxjM4iWCTljmKjzHdKHg3l1a0FVvKRSEFVDWp\\nFOin6Qdomix/ZYIzrHwvCe/uEyZrDj6IY+N90TwTomBATyFL62YxjNfemmUfeWTI\\na/g/3wXphv/VTj+IYQJBANsmtDOXyAQDZ3KLQ2v+5P0ceK9G/7KOCUcPFzbmxKnE\\n89TLA5KENEENWeIeMAOuLINyXDTIo4urgwsu3VgsliMCQQDH6X4R/RUUQQkhhP9i\\n2jHmNeW2A7x3VqoJohsL5L5BVGRXkoXETJfBmEmBaz4s3CNMTbdUXXz/WwEljkNr\\nFaUXAkAoK68Kaf8K5UjYETj5mc6FqutgTaZfJ3QB53083g4chHKhhdkQyVT+u6DH\\nNvtcIVgdfB/0uPZpirXJnfyKxhl7AkEAuI54A/Voe21bF6Xn/APCI2zIqBOk72uD\\nySbt3zoK5tcZV7t+YO3xABouahtuqA2HTM9Gm80/M6N5WImQ9hBiewJAaxCsXV1s\\nLX6PbKVy5RGPyFC/fFM2DS0eqHif4f/if64N3pjecKHweSGfD/MfBHtMsyC8f6iz\\n7JJO2YkwF6ivhw==\\n-----END PRIVATE KEY-----\\n","client_email":"bq-export@brightfield-dw.iam.gserviceaccount.com","client_id":"237038180959332985433","token_uri":"https://oauth2.googleapis.com/token"}

Thanks,
Daniel`,
  // 7. Azure Functions local.settings.json printed from a repo (Azure storage connection string + Service Bus SAS key)
  `$ cat src/OrderIngest/local.settings.json
{
  "IsEncrypted": false,
  "Values": {
    "AzureWebJobsStorage": "DefaultEndpointsProtocol=https;AccountName=stordersprod01;AccountKey=32tvEs98d3baQtCNkghoEiP1e3VwRV42a0ixkhn8vbhhhLLso7AUsW7HE0uDDCvPPr13rBHLdP3UW+QNlHRxag==;EndpointSuffix=core.windows.net",
    "FUNCTIONS_WORKER_RUNTIME": "dotnet-isolated",
    "ServiceBusConnection": "Endpoint=sb://orders-prod.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=8p6BYq+xU/YNZQf3+S+5ZOeTb/efHd0axoFm6gRNiXo=",
    "OrdersQueueName": "incoming-orders"
  },
  "Host": {
    "LocalHttpPort": 7071,
    "CORS": "*"
  }
}`,
  // 8. azcopy command with a container SAS URL and its job summary (Azure SAS token (sig=))
  `$ azcopy copy ./pg-dumps "https://stbackupsweu.blob.core.windows.net/pg-dumps?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2027-01-31T23:59:59Z&st=2026-11-01T00:00:00Z&spr=https&sig=N4iirK3f%2FbC3MbuGLsS0enZzJuqMNtl6DW7Uwt5K950%3D" --recursive
INFO: Scanning...
INFO: Any empty folders will not be processed, because source and/or destination doesn't have full folder support

Job 06382e42-6964-4566-ae3c-177096490274 has started
Log file is located at: /home/ops/.azcopy/06382e42-6964-4566-ae3c-177096490274.log

100.0 %, 3 Done, 0 Failed, 0 Pending, 0 Skipped, 3 Total, 2-sec Throughput (Mb/s): 412.7

Job 06382e42-6964-4566-ae3c-177096490274 summary
Elapsed Time (Minutes): 0.0667
Number of File Transfers: 3
Total Number of Transfers: 3
Number of Transfers Completed: 3
Number of Transfers Failed: 0
Final Job Status: Completed`,
  // 9. az ad sp create-for-rbac output (Azure AD (Entra) client secret)
  `$ az ad sp create-for-rbac --name gh-actions-infra --role Contributor --scopes /subscriptions/3b4ea31e-9a32-4ae3-bc24-e6e82af59494/resourceGroups/rg-infra-prod
Creating 'Contributor' role assignment under scope '/subscriptions/3b4ea31e-9a32-4ae3-bc24-e6e82af59494/resourceGroups/rg-infra-prod'
The output includes credentials that you must protect. Be sure that you do not include these credentials in your code or check the credentials into your source control. For more information, see https://aka.ms/azadsp-cli
{
  "appId": "2371c64a-8f8e-41c3-8ddf-55c069945201",
  "displayName": "gh-actions-infra",
  "password": "DyY8Q~HgEOzkCBvBpuZ52~7Q11YOPualdoDSVRCH",
  "tenant": "b427e399-06ab-4d43-8ac4-5038bb1a2855"
}`,
  // 10. git remote -v with a token embedded in the remote URL, then a push (GitHub classic PAT (ghp_))
  `$ git remote -v
origin	https://x-access-token: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@github.com/northwind-labs/billing-service.git (fetch)
origin	https://x-access-token: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@github.com/northwind-labs/billing-service.git (push)
$ git push origin feature/invoice-retry
Enumerating objects: 11, done.
Counting objects: 100% (11/11), done.
Delta compression using up to 8 threads
Compressing objects: 100% (6/6), done.
Writing objects: 100% (6/6), 1.42 KiB | 1.42 MiB/s, done.
Total 6 (delta 4), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (4/4), completed with 4 local objects.
To https://github.com/northwind-labs/billing-service.git
   22155db..aff4e66  feature/invoice-retry -> feature/invoice-retry`,
  // 11. Shell history exporting a token before running terraform (GitHub fine-grained PAT (github_pat_))
  `$ history | tail -n 9
  498  cd ~/src/platform-infra
  499  git pull --rebase
  500  export GITHUB_TOKEN=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
  501  gh auth status
  502  gh pr list --repo northwind-labs/platform-infra --state open
  503  terraform -chdir=github plan -out plan.bin
  504  terraform -chdir=github apply plan.bin
  505  unset GITHUB_TOKEN
  506  history | tail -n 9`,
  // 12. gh CLI hosts.yml printed in a terminal (GitHub OAuth token (gho_))
  `$ cat ~/.config/gh/hosts.yml
github.com:
    users:
        mkowalczyk:
            oauth_token: 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
    git_protocol: https
    oauth_token: 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
    user: mkowalczyk
$ gh auth status
github.com
  ✓ Logged in to github.com account mkowalczyk (/home/mk/.config/gh/hosts.yml)
  - Active account: true
  - Git operations protocol: https
  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'`,
  // 13. Slack channel export where an installation token was pasted with zero-width spaces inside (GitHub App installation token (ghs_) with zero-width characters)
  `[
  {
    "type": "message",
    "user": "U030OKHGHDZ",
    "text": "ok the app minted a fresh installation token, good for an hour — paste it into the \`GH_TOKEN\` var on the runner: ghs_iafG2\u200butjcGMsa2kck\u200bJAfGR1uFgdz\u200bm72jhEtC",
    "ts": "1795619471.204519",
    "user_profile": {"display_name": "reza", "real_name": "Reza Tehrani"},
    "thread_ts": "1795619102.118209",
    "parent_user_id": "U0Q5L7VNTXO"
  },
  {
    "type": "message",
    "user": "U0Q5L7VNTXO",
    "text": "thx, \`gh api /installation/repositories\` works now :+1:",
    "ts": "1795619533.771402",
    "thread_ts": "1795619102.118209"
  }
]`,
  // 14. curl -v against the GitLab API with a PRIVATE-TOKEN header (GitLab personal access token (glpat-))
  `$ curl -v -H "PRIVATE-TOKEN: glpat-M4e9U4ZPnndlpG-cFJJq" "https://gitlab.northwind.io/api/v4/projects/412/pipelines?ref=main&per_page=1"
*   Trying 10.20.4.18:443...
* Connected to gitlab.northwind.io (10.20.4.18) port 443
* ALPN: curl offers h2,http/1.1
* SSL connection using TLSv1.3 / TLS_AES_256_GCM_SHA384 / X25519 / RSASSA-PSS
* using HTTP/2
> GET /api/v4/projects/412/pipelines?ref=main&per_page=1 HTTP/2
> Host: gitlab.northwind.io
> User-Agent: curl/8.5.0
> Accept: */*
> PRIVATE-TOKEN: glpat-M4e9U4ZPnndlpG-cFJJq
>
< HTTP/2 200
< content-type: application/json
< x-request-id: 027WKGECTYVCP0JDK3WPYNC31J
< x-total: 1843
<
[{"id":88123,"iid":4410,"project_id":412,"sha":"c83ef94dff0202823ad41663036a3b3a8243e1bc","ref":"main","status":"success","source":"push","created_at":"2026-11-25T17:02:44.118Z"}]`,
  // 15. gitlab-runner config.toml (GitLab runner authentication token (glrt-))
  `$ sudo cat /etc/gitlab-runner/config.toml
concurrent = 4
check_interval = 0
shutdown_timeout = 0

[session_server]
  session_timeout = 1800

[[runners]]
  name = "build-runner-03"
  url = "https://gitlab.com"
  id = 93075633
  token = "glrt-3n5kax8sEJ9Par-whR4g"
  token_obtained_at = 2026-09-14T08:21:40Z
  token_expires_at = 0001-01-01T00:00:00Z
  executor = "docker"
  [runners.cache]
    MaxUploadedArchiveSize = 0
  [runners.docker]
    tls_verify = false
    image = "alpine:3.20"
    privileged = false
    volumes = ["/cache"]
    shm_size = 0`,
  // 16. Jupyter cell calling the Jira REST API with HTTP basic auth (Atlassian API token (ATATT))
  `In [3]:
import requests
from requests.auth import HTTPBasicAuth

JIRA = "https://northwind.atlassian.net"
auth = HTTPBasicAuth("priya.raman@northwind.io", "ATATT3xFfGF0JNAfd3ZU8cHFreD2Cl26iBKHs0rkeAEmzv4wqShGGZdR8L5M8MPpR8wR0ImoBGm2JBO-HJemoduJCcAU5lUdlIePzvqsP_5ehHR-lDhh3GRnppF9Fz53Cy1jqauA5Mf2OQh73aHb5-Xkn-lua2SVD_dxb-iHHwF544NiLFRhkXW=12628D1B")
r = requests.get(f"{JIRA}/rest/api/3/search/jql",
                 params={"jql": "project = OPS AND status = 'In Progress'", "maxResults": 50},
                 auth=auth, timeout=30)
r.status_code, len(r.json()["issues"])

Out[3]: (200, 37)`,
  // 17. ~/.npmrc printed in a terminal, followed by npm whoami (npm access token (npm_))
  `$ cat ~/.npmrc
registry=https://registry.npmjs.org/
@northwind:registry=https://npm.pkg.github.com
//registry.npmjs.org/:_authToken=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
save-exact=true
fund=false
$ npm whoami
nw-release-bot
$ npm publish --access public
npm notice 📦  @northwind/sdk@4.2.0
npm notice Tarball Contents
npm notice 12.4kB dist/index.js`,
  // 18. ~/.pypirc with PyPI and TestPyPI upload tokens (PyPI API token (pypi-))
  `$ cat ~/.pypirc
[distutils]
index-servers =
    pypi
    testpypi

[pypi]
username = __token__
password = pypi-AgEIcHlwaS5vcmcCJDYyMGEwZGZlLTZmNjgtNGUxMy1iMmM2LTM4NGNmNmVjZTc3ZQACOXsicGVybWlzc2lvbnMiOiB7InByb2plY3RzIjogWyJud2NsaWVudCJdfSwgInZlcnNpb24iOiAxfQAABiCHcAFgrfp2nD5HemL97WjYWD5MBJ-IGZ4ki5fYk63PvA

[testpypi]
repository = https://test.pypi.org/legacy/
username = __token__
password = pypi-AgENdGVzdC5weXBpLm9yZwIkOGI0ZWM2M2EtYzk4YS00MDQ3LTk4NjYtMDlkNTA2OGI0ODYyAAI5eyJwZXJtaXNzaW9ucyI6IHsicHJvamVjdHMiOiBbIm53Y2xpZW50Il19LCAidmVyc2lvbiI6IDF9AAAGIBsl576JSKjoVNwLvnrpO183rjvAa4UBXWHJACFSfdWQ`,
  // 19. GitLab CI job trace with set -x exposing the docker login pipe (Docker Hub personal access token (dckr_pat_))
  `Running with gitlab-runner 17.5.2 (c6eae8d7)
Preparing the "docker" executor
Using docker image sha256:d935dbd0bb54d5146478ad322e60388a811a11a0d37e671b2a249fc344ac7386 for docker:27.3 ...
$ set -x; ./ci/publish.sh
+ IMAGE=northwindci/api
+ TAG=1.42.0
+ echo dckr_pat_k_HC2PgMM6lWUseluyXBqZYCMke
+ docker login -u northwindci --password-stdin
WARNING! Your password will be stored unencrypted in /root/.docker/config.json.
Configure a credential helper to remove this warning. See
https://docs.docker.com/go/credential-store/

Login Succeeded
+ docker buildx build --platform linux/amd64,linux/arm64 -t northwindci/api:1.42.0 --push .
#0 building with "default" instance using docker driver`,
  // 20. Python alert-bridge log: settings dump at startup, then a SlackApiError traceback (Slack bot token (xoxb-))
  `2026-11-26 03:14:07,512 INFO  alertbridge.config: loaded settings from /etc/alertbridge/settings.toml
2026-11-26 03:14:07,513 DEBUG alertbridge.config: settings={'slack_bot_token': 'xoxb-7868038816488-3742847951293-7Lt9ZoAvQ0BLuiNYRlqSP8Qy', 'default_channel': '#ops-alerts', 'rate_limit_per_min': 30, 'dry_run': False}
2026-11-26 03:14:09,877 ERROR alertbridge.notify: failed to post alert
Traceback (most recent call last):
  File "/app/alertbridge/notify.py", line 88, in post_alert
    resp = client.chat_postMessage(channel=channel, text=text, blocks=blocks)
  File "/usr/local/lib/python3.12/site-packages/slack_sdk/web/client.py", line 2789, in chat_postMessage
    return self.api_call("chat.postMessage", json=kwargs)
  File "/usr/local/lib/python3.12/site-packages/slack_sdk/web/slack_response.py", line 199, in validate
    raise e.SlackApiError(message=msg, response=self)
slack_sdk.errors.SlackApiError: The request to the Slack API failed. (url: https://slack.com/api/chat.postMessage)
The server responded with: {'ok': False, 'error': 'not_in_channel'}`,
  // 21. Browser devtools HAR entry for an internal dashboard calling the Slack API (Slack user token (xoxp-))
  `{
  "startedDateTime": "2026-11-25T16:03:27.904Z",
  "time": 212.48,
  "request": {
    "method": "POST",
    "url": "https://slack.com/api/users.profile.set",
    "httpVersion": "http/2.0",
    "headers": [
      {"name": "authorization", "value": "Bearer xoxp-4917236365557-8386952424381-7146990175871-ccf156d104e5e1abce1ff5e07d1a02fb"},
      {"name": "content-type", "value": "application/json; charset=utf-8"},
      {"name": "origin", "value": "https://status-board.northwind.internal"},
      {"name": "referer", "value": "https://status-board.northwind.internal/oncall"}
    ],
    "postData": {
      "mimeType": "application/json; charset=utf-8",
      "text": "{\\"profile\\":{\\"status_text\\":\\"On call until 18:00\\",\\"status_emoji\\":\\":pager:\\",\\"status_expiration\\":1795629600}}"
    }
  },
  "response": {
    "status": 200,
    "headers": [{"name": "x-slack-req-id", "value": "b7b77deba71368abe4081d29124c8a61"}],
    "content": {"size": 612, "mimeType": "application/json"}
  }
}`,
  // 22. git diff adding a Slack incoming-webhook call to a deploy workflow (Slack incoming webhook URL)
  `diff --git a/.github/workflows/deploy.yml b/.github/workflows/deploy.yml
index 6d73d79..bc0c947 100644
--- a/.github/workflows/deploy.yml
+++ b/.github/workflows/deploy.yml
@@ -41,6 +41,13 @@ jobs:
       - name: Deploy
         run: ./scripts/deploy.sh production
 
+      - name: Notify #deploys
+        if: always()
+        run: |
+          curl -sS -X POST -H 'Content-type: application/json' \\
+            --data "{\\"text\\":\\"prod deploy \${{ job.status }} (\${GITHUB_SHA::7})\\"}" \\
+            https://hooks.slack.com/services/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
+
   smoke-test:
     needs: deploy
     runs-on: ubuntu-latest`,
  // 23. Discord bot config.json and its startup log (Discord bot token)
  `$ cat config.json && node index.js
{
  "token": "MTE5Mjk4Mjk1NTAzNjgxNjQwOA.A1G5Wv.n3OEXElqWB6mhdq2uQMBwWIEte4V2E-LffZsmV",
  "clientId": "1192982955036816408",
  "guildId": "1285332127590594584",
  "prefix": "!",
  "logLevel": "info"
}
[2026-11-25 19:44:02] info: Loaded 14 slash commands from ./commands
[2026-11-25 19:44:02] info: Registering application (/) commands for guild 1285332127590594584
[2026-11-25 19:44:03] info: Logged in as ModBot#4471 (1192982955036816408)
[2026-11-25 19:44:03] info: Serving 3 guilds, 1,284 members`,
  // 24. docker logs from an uptime monitor failing to post to a Discord webhook (Discord webhook URL)
  `$ docker logs uptime-kuma --since 10m 2>&1 | tail -n 7
2026-11-26T06:12:41Z [MONITOR] WARN: Monitor #7 'api-gateway': Failing: timeout of 48000ms exceeded | Interval: 60 seconds | Type: http | Down Count: 0 | Resend Interval: 0
2026-11-26T06:12:42Z [NOTIFICATION] ERROR: Error: AxiosError: Request failed with status code 429
    at Discord.throwGeneralAxiosError (/app/server/notification-providers/notification-provider.js:38:15)
    at Discord.send (/app/server/notification-providers/discord.js:117:18)
 config.url: https://discord.com/api/webhooks/1079250538286342646/sGZQkjCsbNY_IG6GHXSlSzaHq2wfc2UW9PN5hF6DcEJ18e042-sSDqBNR_2KW6PaiB-8
 config.data: {"username":"Uptime Kuma","content":"🔴 [api-gateway] [Down] timeout of 48000ms exceeded"}
2026-11-26T06:13:41Z [MONITOR] INFO: Monitor #7 'api-gateway': Successful Response: 212 ms | Interval: 60 seconds | Type: http`,
  // 25. nginx access log where a Telegram sendMessage URL is percent-encoded inside a redirect parameter (Telegram bot token (percent-encoded in a URL))
  `$ sudo tail -n 4 /var/log/nginx/go.northwind.io.access.log
10.0.3.17 - - [25/Nov/2026:23:01:55 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.30"
10.0.3.22 - - [25/Nov/2026:23:01:58 +0000] "GET /r?u=https%3A%2F%2Fapi.telegram.org%2Fbot6834595622%3AAAdsuV4tH0OsDtbozgMJHNpcrTU7r-2c0ns%2FsendMessage%3Fchat_id%3D-1005846941794%26text%3Dbackup%20ok%3A%20orders-db%202026-11-25 HTTP/1.1" 302 0 "-" "Go-http-client/1.1"
10.0.3.17 - - [25/Nov/2026:23:02:05 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.30"
10.0.3.22 - - [25/Nov/2026:23:02:58 +0000] "GET /r?u=https%3A%2F%2Fapi.telegram.org%2Fbot6834595622%3AAAdsuV4tH0OsDtbozgMJHNpcrTU7r-2c0ns%2FsendMessage%3Fchat_id%3D-1005846941794%26text%3Dreplica%20lag%2041s%20on%20pg-main HTTP/1.1" 302 0 "-" "Go-http-client/1.1"`,
  // 26. curl -v to the Twilio Messages API showing the Authorization: Basic header (Twilio Account SID + auth token (base64 in Basic header))
  `$ curl -v "https://api.twilio.com/2010-04-01/Accounts/$TWILIO_ACCOUNT_SID/Messages.json" \\
    --data-urlencode "To=+14155550143" --data-urlencode "From=+14155550199" \\
    --data-urlencode "Body=Your Northwind code is 481920" \\
    -u "$TWILIO_ACCOUNT_SID:$TWILIO_AUTH_TOKEN"
*   Trying 54.172.60.0:443...
* Connected to api.twilio.com (54.172.60.0) port 443
* SSL connection using TLSv1.3 / TLS_AES_128_GCM_SHA256 / X25519 / RSASSA-PSS
* using HTTP/2
* Server auth using Basic with user 'ACd8b860c06ae685fa16c74a3e9ae87582'
> POST /2010-04-01/Accounts/ACd8b860c06ae685fa16c74a3e9ae87582/Messages.json HTTP/2
> Host: api.twilio.com
> Authorization: Basic QUNkOGI4NjBjMDZhZTY4NWZhMTZjNzRhM2U5YWU4NzU4Mjo1Yzk5ZjMzMDNkYThhYjNiZTI1ODU1NmU4ZjRmMzA2YQ==
> User-Agent: curl/8.5.0
> Accept: */*
> Content-Length: 86
> Content-Type: application/x-www-form-urlencoded
>
< HTTP/2 201
< content-type: application/json; charset=utf-8
< twilio-request-id: RQceefa224dc8420eef2c87cf5fb1930e2
<
{"account_sid": "ACd8b860c06ae685fa16c74a3e9ae87582", "api_version": "2010-04-01", "body": "Your Northwind code is 481920", "num_segments": "1", "sid": "SMd4943764aeae602f2f4bda5cf158932f", "status": "queued", "to": "+14155550143"}`,
  // 27. Node.js SendGrid 403 error dump including the request headers (SendGrid API key (SG.))
  `[2026-11-25T08:00:03.118Z] ERROR digest-mailer: send failed for batch 2026-11-25
ResponseError: Forbidden
    at /srv/app/node_modules/@sendgrid/client/src/classes/client.js:167:29
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5) {
  code: 403,
  response: {
    headers: {
      server: 'nginx',
      date: 'Wed, 25 Nov 2026 08:00:03 GMT',
      'content-type': 'application/json',
      'x-message-id': 'Yi9mLnXFLrGG6deKHOwgv0'
    },
    body: { errors: [ { message: 'The from address does not match a verified Sender Identity.', field: 'from', help: null } ] }
  },
  request: {
    method: 'POST',
    url: 'https://api.sendgrid.com/v3/mail/send',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'User-Agent': 'sendgrid/8.1.4;nodejs',
      Authorization: 'Bearer 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'
    }
  }
}`,
  // 28. docker inspect environment of a newsletter worker (Mailgun API key + Mailchimp API key)
  `$ docker inspect --format '{{json .Config.Env}}' newsletter-worker | jq .
[
  "MAILGUN_DOMAIN=mg.northwind.io",
  "MAILGUN_API_KEY=68b56d37ca51077d011c49e8514ccd27-4b73af86-fb9c0a14",
  "MAILGUN_API_BASE=https://api.eu.mailgun.net",
  "MAILCHIMP_API_KEY=949747f7524ae5d3ccdcfaeef02cd0c7-us14",
  "MAILCHIMP_LIST_ID=6fb0e53251",
  "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
  "NODE_VERSION=20.18.0",
  "YARN_VERSION=1.22.22"
]`,
  // 29. heroku config output for a shop app (Stripe live secret key (sk_live_))
  `$ heroku config -a northwind-shop
=== northwind-shop Config Vars

LOG_LEVEL:              info
NODE_ENV:               production
SESSION_TTL_HOURS:      72
STRIPE_PUBLISHABLE_KEY: pk_live_51z2R2ldPRGlee6O2xKc5kzFORRSVJt142HrTMoChcNvSMWJdf82gT4laSVcAjpgnVcbg2rrTJhxpGesZPKQXpocTlw6T0U9LeE
STRIPE_SECRET_KEY:      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
WEB_CONCURRENCY:        2`,
  // 30. Structured JSON debug log printing resolved payment settings (Stripe restricted key (rk_live_) + webhook signing secret (whsec_))
  `{"level":"info","ts":"2026-11-25T10:31:08.401Z","logger":"billing","msg":"starting billing-worker","version":"3.18.1","commit":"da36c52795140f7f75035d5604db947e52acc3e0"}
{"level":"debug","ts":"2026-11-25T10:31:08.442Z","logger":"billing.config","msg":"resolved payment settings","stripe":{"api_key":"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","webhook_secret":"whsec_v7vZD6oiL3h5e0HR6MePY/ZzWB21JvLk","api_version":"2024-06-20","max_network_retries":2},"pid":17}
{"level":"info","ts":"2026-11-25T10:31:08.517Z","logger":"billing.queue","msg":"subscribed","queue":"invoice.finalized","prefetch":20}`,
  // 31. rails credentials:show output for production (Braintree access token + private key (and Rails secret_key_base))
  `$ EDITOR=cat bin/rails credentials:show --environment production
secret_key_base: b08a1d5e9a705a5ecc5f97752bcdebc3b53ed0b423bdbf25da3120e74bea92e08bb53d777eca2323a1a58fa0d5de9b12e026d6c3cead93bfead7fbf7da093f4d
braintree:
  environment: production
  merchant_id: 7x2j4ohzkx2wl9z6
  public_key: hr51mg1jl7f8volr
  private_key: f82dbda0a8023c81dff47141ddb9e174
  access_token: access_token$production$0ebul3gmojityyvk$0748a562c49e733765e2ef16fb8d260d
sidekiq_web:
  username: ops`,
  // 32. curl to the Shopify Admin GraphQL API (Shopify Admin API access token (shpat_))
  `$ curl -s -X POST "https://northwind-outfitters.myshopify.com/admin/api/2025-10/graphql.json" \\
  -H "Content-Type: application/json" \\
  -H "X-Shopify-Access-Token: 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" \\
  -d '{"query":"{ shop { name currencyCode plan { displayName } } }"}'
{"data":{"shop":{"name":"Northwind Outfitters","currencyCode":"EUR","plan":{"displayName":"Advanced"}}},"extensions":{"cost":{"requestedQueryCost":1,"actualQueryCost":1,"throttleStatus":{"maximumAvailable":2000.0,"currentlyAvailable":1999,"restoreRate":100.0}}}}`,
  // 33. Jupyter cell output listing OpenAI-related environment variables (OpenAI project API key (sk-proj-))
  `In [2]: import os
        {k: v for k, v in os.environ.items() if k.startswith(("OPENAI", "PINECONE_INDEX"))}
Out[2]:
{'OPENAI_API_KEY': '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',
 'OPENAI_ORG_ID': 'org-n0YXZXtvB6uddy6EflQs42Kv',
 'OPENAI_PROJECT_ID': 'proj_KsXST3sMIqMyJWKU3J2nL7u2',
 'PINECONE_INDEX': 'support-kb-v3'}

In [3]: client = OpenAI()
        client.models.list().data[0].id
Out[3]: 'gpt-4o-2024-08-06'`,
  // 34. Chat export where a vault-printed key wrapped across two lines (OpenAI service-account key split across two lines)
  `[25/11/2026, 16:42:10] Marco Bellini: can someone check why the summarizer cron keeps getting 401? this is what the vault returns right now (copied from my terminal):
[25/11/2026, 16:42:10] Marco Bellini: $ vault kv get -field=OPENAI_API_KEY kv/summarizer/prod
sk-svcacct-IWWNwzNSwNQzIBV1ldz8kHhdgnvlXFQsEOOqt8qH-YI_Lr3Lx7Ln2TUSjPqhIYHZbXNwrc2TjKT3BlbkFJiwYq3UO
DhBmdTiLHuQ1IPhFvZxt4aIajHNV_5GYwPkY-vWhZE-M0wmHjjQf6zhrsQTtJE0lPb1
[25/11/2026, 16:44:37] Aisha Karim: that one was rotated on friday, the new one is in kv/summarizer/prod-v2
[25/11/2026, 16:45:02] Marco Bellini: ahh ok, thanks 🙏`,
  // 35. Desktop app crash report with a settings snapshot (Anthropic API key (sk-ant-api03-))
  `==== Crash report: docs-assistant 0.9.4 ====
Time: 2026-11-24T08:15:33Z
Platform: darwin-arm64 (macOS 15.1), Electron 33.2.0, Node 20.18.1
Exception: Error: 529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}
Stack:
  at APIError.generate (/Applications/Docs Assistant.app/Contents/Resources/app.asar/node_modules/@anthropic-ai/sdk/error.js:61:20)
  at Anthropic.makeStatusError (/Applications/Docs Assistant.app/Contents/Resources/app.asar/node_modules/@anthropic-ai/sdk/core.js:286:33)
  at async ChatPanel.send (/Applications/Docs Assistant.app/Contents/Resources/app.asar/dist/main.js:1:88412)
Settings snapshot:
  provider: anthropic
  model: claude-sonnet-4-5
  maxTokens: 4096
  apiKey: sk-ant-api03-ALUQ1YA1iR_LxYBsoSZ42YMuChzW_mlstyJu-AmrpQndJ72L1t1LtotVXmuBfzEJ7vNOpvISTvJLna3hZJYboykd4ctaeAA
  telemetry: true
  theme: system
==== end of report ====`,
  // 36. zsh history lines calling the Gemini API (Google AI Studio / Gemini API key (AIza))
  `$ grep -i -e generativelanguage -e GEMINI ~/.zsh_history
: 1795561822:0;curl "https://generativelanguage.googleapis.com/v1beta/models/gemini-2.5-flash:generateContent?key=AIzaSyVpC4lC_1Q1hcFjfsGJEHBSD7QvGv4HEHo" -H 'Content-Type: application/json' -X POST -d '{"contents":[{"parts":[{"text":"Summarize: quarterly churn report"}]}]}'
: 1795562010:0;export GEMINI_API_KEY=AIzaSyVpC4lC_1Q1hcFjfsGJEHBSD7QvGv4HEHo && python eval/run_gemini.py --model gemini-2.5-pro --split dev
: 1795562377:0;python eval/run_gemini.py --model gemini-2.5-flash --split test --limit 200`,
  // 37. huggingface-cli session with stored tokens and a clone URL (Hugging Face access tokens (hf_))
  `$ huggingface-cli auth list
  name         token
-----------  ---------------
  ci-read      hf_****tAsd
* lena-write   hf_****ZfrL
$ cat ~/.cache/huggingface/stored_tokens
[ci-read]
hf_token = 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

[lena-write]
hf_token = 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

$ git clone https://lena-vogt: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@huggingface.co/northwind-ml/intent-classifier-v2
Cloning into 'intent-classifier-v2'...`,
  // 38. LangChain agent debug log with Groq request options and an env snapshot (Groq API key (gsk_) + Replicate API token (r8_))
  `DEBUG:tools.loader:env snapshot REPLICATE_API_TOKEN=r8_Xz5H4xbHy7tcwjrpdcLCD6lbr6hR3MKs81iga LANGCHAIN_TRACING_V2=false TOOLS=sql,search
[chain/start] [1:chain:AgentExecutor] Entering Chain run with input:
{
  "input": "Which invoices are overdue more than 30 days?"
}
[llm/start] [1:chain:AgentExecutor > 2:llm:ChatGroq] Entering LLM run with input:
DEBUG:groq._base_client:Request options: {'method': 'post', 'url': '/openai/v1/chat/completions', 'headers': {'Authorization': 'Bearer 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'}, 'files': None, 'json_data': {'model': 'llama-3.3-70b-versatile', 'temperature': 0.0, 'stream': False}}
DEBUG:httpx:HTTP Request: POST https://api.groq.com/openai/v1/chat/completions "HTTP/1.1 401 Unauthorized"
groq.AuthenticationError: Error code: 401 - {'error': {'message': 'Invalid API Key', 'type': 'invalid_request_error', 'code': 'invalid_api_key'}}`,
  // 39. Sentry-style Django error with local variables (PostgreSQL connection URL with password)
  `OperationalError: connection to server at "pg-main.internal" (10.12.0.5), port 5432 failed: FATAL:  password authentication failed for user "app_rw"

  File "django/db/backends/base/base.py", line 275, in ensure_connection
    self.connect()
  File "django/db/backends/postgresql/base.py", line 332, in get_new_connection
    connection = self.Database.connect(**conn_params)
  File "psycopg/connection.py", line 119, in connect
    raise last_ex.with_traceback(None)

Local variables (frame: orders/settings/production.py:24)
  DATABASE_URL = 'postgresql://app_rw:gfujGTpUlGd5r4pK7Wgt47Ad@pg-main.internal:5432/orders?sslmode=require'
  DEBUG = False
  ALLOWED_HOSTS = ['orders.northwind.io']`,
  // 40. Pino JSON log from a Node service failing to reach Atlas (MongoDB+srv connection string with password)
  `{"level":30,"time":1795640461123,"pid":1,"hostname":"catalog-api-6d9c7b-2xq8m","msg":"connecting to mongo","uri":"mongodb+srv://svc-catalog:7NOUqUGggl3fAOn5XyWK@catalog-prod.40j9j.mongodb.net/catalog?retryWrites=true&w=majority&appName=catalog-api"}
{"level":50,"time":1795640491131,"pid":1,"hostname":"catalog-api-6d9c7b-2xq8m","err":{"type":"MongoServerSelectionError","message":"Server selection timed out after 30000 ms","stack":"MongoServerSelectionError: Server selection timed out after 30000 ms\\n    at Topology.selectServer (/app/node_modules/mongodb/lib/sdam/topology.js:303:38)\\n    at async MongoClient._connect (/app/node_modules/mongodb/lib/mongo_client.js:226:13)"},"msg":"mongo connection failed, retrying in 5s"}`,
  // 41. docker compose config output for a Celery worker (Redis (rediss://) URL with password)
  `$ docker compose config worker
name: reports
services:
  worker:
    command:
      - celery
      - -A
      - reports
      - worker
      - -l
      - info
    environment:
      CELERY_BROKER_URL: rediss://default:AZnaJYI0VDgN2BsyY9O8Ka8pqgnmhqRQQVBXJcjsJp576MVQS0CN@eu1-sharp-falcon-38211.upstash.io:6379/0
      CELERY_RESULT_BACKEND: rediss://default:AZnaJYI0VDgN2BsyY9O8Ka8pqgnmhqRQQVBXJcjsJp576MVQS0CN@eu1-sharp-falcon-38211.upstash.io:6379/1
      DJANGO_SETTINGS_MODULE: reports.settings.prod
    image: ghcr.io/northwind-labs/reports:2026.11.3
    networks:
      default: null
    restart: unless-stopped
networks:
  default:
    name: reports_default`,
  // 42. kubectl get secret -o yaml with base64-encoded values (MySQL URL and WordPress secrets base64-encoded in a Kubernetes Secret)
  `$ kubectl get secret wp-db -n blog -o yaml
apiVersion: v1
data:
  DATABASE_URL: bXlzcWw6Ly93cF9hZG1pbjpqcHJRVlRaempaSUVDN29zMXUzQlpDZmtAbXlzcWwtcHJpbWFyeS5ibG9nLnN2Yy5jbHVzdGVyLmxvY2FsOjMzMDYvd29yZHByZXNz
  WORDPRESS_AUTH_KEY: bGtxXmgqVHpIMHRzUDZQSCkpa1NEMFNFSnFjbSlfKWp2Ui47SGxBNUQlZ209O11JVzZaR0VMOD1SeTs/X15zWw==
  WORDPRESS_DB_PASSWORD: anByUVZUWnpqWklFQzdvczF1M0JaQ2Zr
kind: Secret
metadata:
  creationTimestamp: "2026-08-19T12:40:31Z"
  labels:
    app.kubernetes.io/name: wordpress
  name: wp-db
  namespace: blog
  resourceVersion: "48213377"
  uid: 74fbd5f4-0b94-438d-a624-8338cf06dd68
type: Opaque`,
  // 43. git show of a commit adding a deploy key file (RSA private key (PKCS#1 PEM))
  `commit b444324d87926199f93defde8e6f74cb1eebba7c
Author: Tomasz Wrona <t.wrona@northwind.io>
Date:   Tue Nov 24 17:52:09 2026 +0100

    add rsync deploy key for staging box

diff --git a/deploy/keys/staging_rsync b/deploy/keys/staging_rsync
new file mode 100644
index 0000000..d598e05
--- /dev/null
+++ b/deploy/keys/staging_rsync
@@ -0,0 +1,15 @@
+-----BEGIN RSA PRIVATE KEY-----
+MIICXwIBAAKBgQDhCMweKlF3fLIbIEoKN4pC35BV/n+I4tLdXdkTdfMqQyFmXWqC
+BQ15FRyOh3KBTiNjA9UWoXR/9TnKNyl+ciwTqvoVDn2bYe34dEXVLwFpch9IoBt/
+VcoeQW0yppXmA+E9oe2cPVwMIQAhWW92LM8Pf2kLX6+YJo+WTkqa2HmKrwIDAQAB
+AoGBANaTR+b/nRzdVwtMl6z0Vq77dCq7eKpy9nREV4gZ8Rr8Ve3A551A6h7pxYgW
+mVW4xz9T2S0yGN8mWst6G+PJREJWb85/MNwAtk4PfnrH2lhD+qujBlMmoglLDohR
+pYUmxEvvv+msMYgV6KCw9fWs62wk/Hyp7PahtilkICVKh0tRAkEA/LaiTswhGV7w
+NA4ipJQrvxXPZwphhsrtjX1sIZKsHZn2J01K5AyBAH9byMfwGxhEtyw6PZVnW21A
+6syNkg7xVwJBAOP2ArtN6t4fu5/9UeSCndUslTdWmAjcQ1VzEdOS1TyoRGb71Gs4
+XSMIIxJHtcZESLKH/70Jb/bYd68iO7gtImkCQQCIcDZLIqyQHRDEmgkcIB9KSIU0
+lYc4FiGRLXEO4zhntvMOHw3a9+FCGoC8cy3wAvc+ifNbwmkOFHtjCVM50zV7AkEA
+v9MIQW0zsm6ph9u2yb9P6U520fZAQVR4JLOL0KnCXiSKSs6m1QK8/Pmf6YYGZCyZ
+sAHZJc2HNgS50dnQvw7b4QJBAN0dTe6kQLXHPCNuF0GOBmvafGSqcXsuiZgkRQbv
+Ug1/sE2VK4haKrp3I4AP7rseRqE3WsnOo4yphUE0xiskm94=
+-----END RSA PRIVATE KEY-----`,
  // 44. terraform state for a tls_private_key resource (EC private key PEM (SEC1 + PKCS#8))
  `{
  "mode": "managed",
  "type": "tls_private_key",
  "name": "ingress",
  "provider": "provider[\\"registry.terraform.io/hashicorp/tls\\"]",
  "instances": [
    {
      "schema_version": 1,
      "attributes": {
        "algorithm": "ECDSA",
        "ecdsa_curve": "P256",
        "id": "931458e47911cef6c3d9f75a35b75425c4cfda9a",
        "private_key_pem": "-----BEGIN EC PRIVATE KEY-----\\nMHcCAQEEIOeOY7N17rbPjCZRYsp7sm7yZbv6qMOtVIPBCLYUflf6oAoGCCqGSM49\\nAwEHoUQDQgAExejpAA20AIAju/lnr0OdGekbyZkrznbJIXOLhzwYZ4qfGd28JjAU\\n8fpPDeZHPLK6sRQoA5TsVVyEWmjMIMMIsw==\\n-----END EC PRIVATE KEY-----\\n",
        "private_key_pem_pkcs8": "-----BEGIN PRIVATE KEY-----\\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg545js3Xuts+MJlFi\\nynuybvJlu/qow61Ug8EIthR+V/qhRANCAATF6OkADbQAgCO7+WevQ50Z6RvJmSvO\\ndskhc4uHPBhnip8Z3bwmMBTx+k8N5kc8srqxFCgDlOxVXIRaaMwgwwiz\\n-----END PRIVATE KEY-----\\n",
        "public_key_fingerprint_md5": "b0:b6:49:6c:2b:be:7b:27:85:bc:f3:f8:b9:a8:ac:ed",
        "public_key_pem": "-----BEGIN PUBLIC KEY-----\\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAExejpAA20AIAju/lnr0OdGekbyZkr\\nznbJIXOLhzwYZ4qfGd28JjAU8fpPDeZHPLK6sRQoA5TsVVyEWmjMIMMIsw==\\n-----END PUBLIC KEY-----\\n",
        "rsa_bits": 2048
      },
      "sensitive_attributes": [[{"type": "get_attr", "value": "private_key_pem"}], [{"type": "get_attr", "value": "private_key_pem_pkcs8"}]]
    }
  ]
}`,
  // 45. cat of a build container's ed25519 key pair (OpenSSH private key)
  `$ docker exec build-07 cat /home/builder/.ssh/id_ed25519
-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
QyNTUxOQAAACCVd6tbgx/8M4CcR0Gy9+WgRSs7DuieJ2AZ8m7DjndP2gAAAJhcXpcrXF6X
KwAAAAtzc2gtZWQyNTUxOQAAACCVd6tbgx/8M4CcR0Gy9+WgRSs7DuieJ2AZ8m7DjndP2g
AAAEDr3RlBkaou9Ryc/VQ5eAbiGuvxN2fx5nIJVEv1lGiH05V3q1uDH/wzgJxHQbL35aBF
KzsO6J4nYBnybsOOd0/aAAAAEGJ1aWxkZXJAYnVpbGQtMDcBAgMEBQ==
-----END OPENSSH PRIVATE KEY-----
$ docker exec build-07 cat /home/builder/.ssh/id_ed25519.pub
ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIJV3q1uDH/wzgJxHQbL35aBFKzsO6J4nYBnybsOOd0/a builder@build-07`,
  // 46. CI log importing and re-exporting an armored release signing key (PGP private key block)
  `$ echo "$GPG_PRIVATE_KEY_B64" | base64 -d | gpg --batch --import && gpg --armor --export-secret-keys releases@northwind.io
gpg: key D59FA9DA606B6569: public key "Northwind Releases <releases@northwind.io>" imported
gpg: key D59FA9DA606B6569: secret key imported
gpg: Total number processed: 1
gpg:               imported: 1
gpg:       secret keys read: 1
gpg:   secret keys imported: 1
-----BEGIN PGP PRIVATE KEY BLOCK-----

lFgEawe31hYJKwYBBAHaRw8BAQdAc4J+h2O4e9d+0Bg/wzyA/AcIq2FDclJSboFH
HWvAB10AAP4uM23O/obfNcBSrOFf6Tsh5yl2G6wEmvqjPPkjMUneWREGtCpOb3J0
aHdpbmQgUmVsZWFzZXMgPHJlbGVhc2VzQG5vcnRod2luZC5pbz6IlgQTFggAPhYh
BBvbwcSQEUhs0Mv2NtWfqdpga2VpBQJrB7fWAhsDBQkDwmcABQsJCAcCBhUKCQgL
AgQWAgMBAh4BAheAAAoJENWfqdpga2VpN8ABALn3AN632fHGAa/jI7iEX6aa68Sf
w65WHKdWO3WbS9FyAQDLjCeF8a2ThaisvP6nytlpQTsAmxcjghrSt+cLikamBw==
=mbaK
-----END PGP PRIVATE KEY BLOCK-----`,
  // 47. HAR request entry with a bearer JWT (JWT (HS256) access token)
  `{
  "startedDateTime": "2026-11-25T13:22:41.118Z",
  "time": 87.3,
  "request": {
    "method": "GET",
    "url": "https://api.northwind.io/v2/me/orders?limit=20&status=open",
    "httpVersion": "h2",
    "headers": [
      {"name": ":authority", "value": "api.northwind.io"},
      {"name": "accept", "value": "application/json"},
      {"name": "authorization", "value": "Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c3JfWU1CTFIwaG1BNE1PcUlZOSIsImVtYWlsIjoiay5uYWthbXVyYUBub3J0aHdpbmQuaW8iLCJvcmdfaWQiOiJvcmdfRmZlOHlVRk9iYktkIiwicm9sZXMiOlsiYWRtaW4iLCJiaWxsaW5nIl0sImlzcyI6Imh0dHBzOi8vYXV0aC5ub3J0aHdpbmQuaW8vIiwiYXVkIjoiaHR0cHM6Ly9hcGkubm9ydGh3aW5kLmlvIiwiaWF0IjoxNzk1NjEyODAyLCJleHAiOjE3OTU2MTY0MDIsImp0aSI6ImNmZjgwM2YzLTEzMGMtNDg0My1iOTIzLTYyOWRmZWExYjU4MSJ9.Nu5ATHE0lAujP0ucmEAxUqJv81rKJOd53TxgWgSxekk"},
      {"name": "x-client-version", "value": "web-4.31.0"}
    ],
    "queryString": [{"name": "limit", "value": "20"}, {"name": "status", "value": "open"}],
    "cookies": []
  },
  "response": {"status": 200, "statusText": "", "httpVersion": "h2", "content": {"size": 4821, "mimeType": "application/json"}}
}`,
  // 48. OAuth token endpoint response from curl -si (JWT (RS256) access token + refresh token)
  `$ curl -si -X POST https://auth.northwind.io/oauth/token -d grant_type=refresh_token -d client_id=web-console -d "refresh_token=$RT"
HTTP/1.1 200 OK
Content-Type: application/json
Cache-Control: no-store
Pragma: no-cache

{
  "access_token": "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6Ik9PQlVPQnFRaW1LUlU3R1BDYURfZkEifQ.eyJpc3MiOiJodHRwczovL2F1dGgubm9ydGh3aW5kLmlvLyIsInN1YiI6ImF1dGgwfGU5NGYwNDI0YTg1NjM2YmIyNjkzMjZmZSIsImF1ZCI6WyJodHRwczovL2FwaS5ub3J0aHdpbmQuaW8iLCJodHRwczovL2F1dGgubm9ydGh3aW5kLmlvL3VzZXJpbmZvIl0sImlhdCI6MTc5NTU5NzU0MSwiZXhwIjoxNzk1NjgzOTQxLCJzY29wZSI6Im9wZW5pZCBwcm9maWxlIGVtYWlsIG9mZmxpbmVfYWNjZXNzIHJlYWQ6aW52b2ljZXMiLCJhenAiOiJjdFhSZVhiTVNZMlp3Zmo1bm9xYWtRcWJKOHFzc0hMRCJ9.IL9EfT3fQNR7I6mhUe33Dst83tznQNHCAfMKt5S6o3V5BAzcNZT6o3DBXySbacqXI7xrkvGSKd6oAV8C-Kq0Nh1hZ94MeAN_8pH0AOE9SKj2cAX2j0ePX9Qc2g0CTE8Zs3RCQQxccEiLmv6eYxrW-lSMWbNrqKEEbhKJ4HQEPKXqpLRDlHikkH2dBUhT_yAwP1xdxH3KiFhVQ2x91SFXQj2DeukSS8_4EdrF3Zq_HU6cbSHCF7YTjIeXRAvhyJaMVQF608EOLDQbinbe4UrVqTdoR8nmfw-sOJkGGPSpjFHxNfXQ-3P2OCkKiXwnsX2ZWfvG59OJrWv0qNoONAF_hw",
  "token_type": "Bearer",
  "expires_in": 86400,
  "refresh_token": "v1.MS_PgObZOsT6VyFXtPc1Cu_WquCO2ygQpB7iVNErRtLpyigomKGm3MWUhPDn0gwYHULqd5vQyOtCDcgzu8hLzg58aOvDEzoRuGUfCqISMD9eqOanDEGeYgC3ZsHATwxsl",
  "scope": "openid profile email offline_access read:invoices"
}`,
  // 49. Spring application.properties read from a running pod (generic password= / signing-secret assignment)
  `$ kubectl exec -n ledger deploy/ledger-api -- cat /config/application.properties
server.port=8080
spring.application.name=ledger-api
spring.datasource.url=jdbc:postgresql://db-ledger.prod.internal:5432/ledger?sslmode=verify-full
spring.datasource.username=ledger_svc
spring.datasource.password=ES8BcoyX#8t#v8Nnszsf3f5K=wJp
spring.datasource.hikari.maximum-pool-size=20
spring.jpa.hibernate.ddl-auto=validate
ledger.webhooks.signing-secret=9fa0ed85dd2ca2a0349d45152933efea7a2b67b7f351ac6f3efe083c4cb2166d
management.endpoints.web.exposure.include=health,info,prometheus`,
  // 50. Trading bot YAML config with exchange credentials (generic api_key / api_secret assignment)
  `$ cat config/live.yaml
bot:
  name: grid-eth-01
  dry_run: false
  log_level: INFO
exchange:
  name: kraken
  api_key: "qr8C/WrvZo+THfO8YLvdOHmtarHuR5/eVY+a3zmaC970sKjhBrF3X4vT"
  api_secret: "MzM9QBrOhr6+6vUXXw7SD8dFQjCGIFyK0FtCxKc97GYUdw9fYWJRTVlWMWqIMbEhVHpjNx18r0xWMf6TpCIAVw=="
  pair_whitelist: [ETH/EUR, BTC/EUR]
telegram:
  enabled: false
risk:
  max_open_trades: 3
  stake_amount: 250`,
  // 51. Google OAuth client_secret.json downloaded from the console (generic client_secret (Google GOCSPX-))
  `$ cat ~/Downloads/client_secret_474013763357-5l27pf4t3pjat6iuh025o5p5koqmwnpj.apps.googleusercontent.com.json
{"web":{"client_id":"474013763357-5l27pf4t3pjat6iuh025o5p5koqmwnpj.apps.googleusercontent.com","project_id":"nw-internal-tools","auth_uri":"https://accounts.google.com/o/oauth2/auth","token_uri":"https://oauth2.googleapis.com/token","auth_provider_x509_cert_url":"https://www.googleapis.com/oauth2/v1/certs","client_secret":"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","redirect_uris":["https://tools.northwind.io/oauth2/callback","http://localhost:8080/oauth2/callback"]}}`,
  // 52. Django production settings from an old commit (generic SECRET_KEY / EMAIL_HOST_PASSWORD assignment)
  `$ git show HEAD~3:config/settings/production.py | sed -n '1,20p'
from .base import *  # noqa

DEBUG = False
ALLOWED_HOSTS = ["app.northwind.io"]

SECRET_KEY = '#lnlu92aohxr2k(i-teiqqz)07i-*_beic!t8cy5cxyovcem6b'

EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
EMAIL_HOST = "smtp.eu.mailgun.org"
EMAIL_PORT = 587
EMAIL_HOST_USER = "postmaster@mg.northwind.io"
EMAIL_HOST_PASSWORD = "wJtHWlskJxll8p64FGRgbbJWvsdTjicB"
EMAIL_USE_TLS = True

SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True`,
  // 53. vercel env pull followed by cat of the pulled file (.env dump with several secrets (Next.js app))
  `$ vercel env pull .env.production.local --environment=production && cat .env.production.local
Vercel CLI 39.1.2
> Downloading \`production\` Environment Variables for northwind/app
✅  Created .env.production.local file  [312ms]
# Created by Vercel CLI
DATABASE_URL="postgresql://neondb_owner:npg_SZGN4BghGPoU@ep-misty-river-0hrallug-pooler.eu-central-1.aws.neon.tech/neondb?sslmode=require"
NEXTAUTH_SECRET="7eY3MJAHkMdoGvrUSZdichlS3Y3sGe2v7rrAlyvz3OQ="
NEXTAUTH_URL="https://app.northwind.io"
NEXT_PUBLIC_POSTHOG_HOST="https://eu.i.posthog.com"
NEXT_PUBLIC_POSTHOG_KEY="phc_5QbpfDqqOcf3jKiOaMUmXmOgZpyiqWOlpq8qVb6KeLh"
RESEND_API_KEY="re_1HYa69iM_xHi3HoAXk1TdgSM7UBa76C4l"
STRIPE_SECRET_KEY="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"
STRIPE_WEBHOOK_SECRET="whsec_+uLVc2SU1xrxmN7eGtqF5C/abPVQXbJQ"
VERCEL_ENV="production"`,
  // 54. Laravel .env exposed over HTTP and fetched with curl (.env dump with several secrets (Laravel app))
  `$ curl -s https://shop.brightfield-outdoor.com/.env
APP_NAME="Brightfield Outdoor"
APP_ENV=production
APP_KEY=base64:SrBH723ofbVvvlwiFbvFUbdbaz1PkwbVFMoQ1CwC0nQ=
APP_DEBUG=false
APP_URL=https://shop.brightfield-outdoor.com

DB_CONNECTION=mysql
DB_HOST=10.0.2.14
DB_PORT=3306
DB_DATABASE=shop
DB_USERNAME=shop
DB_PASSWORD=WsumPURw8bIQIArwpmGa

MAIL_MAILER=smtp
MAIL_HOST=smtp.postmarkapp.com
MAIL_PORT=587
MAIL_USERNAME=fc2bee86-0c74-42df-be9c-83f5c37318e4
MAIL_PASSWORD=fc2bee86-0c74-42df-be9c-83f5c37318e4

AWS_ACCESS_KEY_ID=AKIAHSJPQ7VKHKEGRJQR
AWS_SECRET_ACCESS_KEY=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
AWS_DEFAULT_REGION=eu-central-1
AWS_BUCKET=brightfield-media

PUSHER_APP_ID=5520176
PUSHER_APP_KEY=f8c5140abf7e109fa9b6
PUSHER_APP_SECRET=264ffc76f30b20b1e0e1
PUSHER_APP_CLUSTER=eu`,
  // 55. datadog.yaml with comments stripped (Datadog API key + application key)
  `$ sudo grep -Ev '^\\s*(#|$)' /etc/datadog-agent/datadog.yaml
api_key: cf733267aa488da4ae482e9ceaa2e1d3
app_key: d75fe0a806912541bf8fdb5e83b48447c4c0bf4a
site: datadoghq.eu
hostname: pay-worker-03
tags:
  - env:prod
  - team:payments
logs_enabled: true
apm_config:
  enabled: true
process_config:
  process_collection:
    enabled: true`,
  // 56. .sentryclirc, sentry.properties and the app's DSN (Sentry auth tokens (sntryu_/sntrys_) + DSN with key)
  `$ cat ~/.sentryclirc android/sentry.properties
[auth]
token=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

[defaults]
org=northwind
project=mobile-app
defaults.url=https://sentry.io/
defaults.org=northwind
defaults.project=mobile-app
auth.token=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
$ grep SENTRY_DSN .env
SENTRY_DSN=https://05e0dd1e319654d0d7f8acb37fa1fabe@o9606715.ingest.de.sentry.io/5390264594165260`,
  // 57. Cloudflare token export, verify call and wrangler deploy (Cloudflare API token)
  `$ export CLOUDFLARE_API_TOKEN=jNwTAPWzoyKR1YOUCAEh2Uj1kSwkZepKB3Ld6nkw
$ curl -s "https://api.cloudflare.com/client/v4/user/tokens/verify" -H "Authorization: Bearer $CLOUDFLARE_API_TOKEN" | jq -c
{"result":{"id":"c069eb1635d45d3a75f86acc0c047fde","status":"active","expires_on":"2027-05-31T23:59:59Z"},"success":true,"errors":[],"messages":[{"code":10000,"message":"This API Token is valid and active","type":null}]}
$ npx wrangler deploy --env production
 ⛅️ wrangler 3.91.0
-------------------
Total Upload: 412.33 KiB / gzip: 88.71 KiB
Uploaded edge-router-production (3.41 sec)
Deployed edge-router-production triggers (0.87 sec)
  https://edge-router-production.northwind.workers.dev
Current Version ID: 60563f6d-f121-49d9-a157-497f72f5aa18`,
  // 58. doctl config.yaml with two auth contexts (DigitalOcean personal access token (dop_v1_))
  `$ cat ~/.config/doctl/config.yaml
access-token: dop_v1_0772226fe8fd7e71580e909a3d093e84ada25ca102c1631185a3de9965449cb3
auth-contexts:
  default: dop_v1_0772226fe8fd7e71580e909a3d093e84ada25ca102c1631185a3de9965449cb3
  northwind-prod: dop_v1_4089b3cdabc50373db783c38200d02a250eeae27c079af49d51542fcd4314161
context: northwind-prod
kubernetes:
  kubeconfig: ~/.kube/config
output: text
$ doctl account get
User Email          Team         Droplet Limit    Email Verified    User UUID                               Status
ops@northwind.io    Northwind    25               true              accf8f22-40a7-4a58-86d9-105022d70efd    active`,
  // 59. Netlify CLI config.json (Netlify personal access token (nfp_))
  `$ cat "$HOME/Library/Preferences/netlify/config.json"
{
  "telemetryDisabled": false,
  "cliId": "9b80ef66-767c-4e25-a903-6abb92e64863",
  "userId": "55818b6be8a5628c2f519ce0",
  "users": {
    "55818b6be8a5628c2f519ce0": {
      "id": "55818b6be8a5628c2f519ce0",
      "name": "Sam Okafor",
      "email": "sam@northwind.io",
      "auth": {
        "token": "nfp_yM9nCBXJXRmEuMb3Dc9jSItDTlxVvNHVtemM",
        "github": {
          "user": null,
          "token": null
        }
      }
    }
  }
}`,
  // 60. Shell history with an Okta SSWS call and an Auth0 client-credentials request (Okta API token + Auth0 client secret)
  `$ history | grep -E 'okta|auth0'
  812  curl -s -H "Accept: application/json" -H "Authorization: SSWS 00cdsBm5ybum_rHVfiePPICFmz5g3nuFCriIBfMNhb" "https://northwind.okta.com/api/v1/users?limit=5&search=profile.department+eq+%22Finance%22"
  815  curl -s --request POST --url https://northwind.eu.auth0.com/oauth/token --header 'content-type: application/json' --data '{"client_id":"9mAfWTnP8JIlklcWevRBpT68CUrNmIwF","client_secret":"fUdFplDf4eptPiEj4cuGiaOglnQqmI_AJiJjejz_4Rn4hFtGTSU5FwvdoLsI-M2G","audience":"https://northwind.eu.auth0.com/api/v2/","grant_type":"client_credentials"}'
  816  history | grep -E 'okta|auth0'`,
];

export const LOOKALIKES_1: string[] = [
  // 1. git log --oneline --graph with short and full SHAs (git SHAs / commit log)
  `$ git log --oneline --graph -n 9
*   59e7cd4 (HEAD -> main, origin/main) Merge pull request #2291 from northwind-labs/fix/retry-jitter
|\\
| * 8ba5d3c fix(retry): add full jitter to exponential backoff
| * 11c2d5d test(retry): cover max-attempts boundary
|/
* 506a4a8 chore(deps): bump undici from 6.19.8 to 6.21.0
* d015a5c feat(api): paginate /v2/invoices with opaque cursors
* 76041cb docs: document ETag handling for conditional GETs
* 42df695 Revert "perf: cache tenant lookups" (reverts d4a95a7)
* 4fe2ae9 ci: pin actions/checkout to 0fd9028f569daf6c527d8ef1a96b551c33d30d6f # v4.2.2`,
  // 2. git cat-file -p of a merge commit with a gpgsig header (git commit object with PGP SIGNATURE (not a key))
  `$ git cat-file -p HEAD
tree 6fbfabfb0d3e31b0db97270a031bf1cc4c03ec2e
parent 82425b508afb8a1e039a7f02084a0512152b9bec
parent 520a5dce613db1fb5e69b8650136b7f65be19600
author Mira Hansen <mira@northwind.io> 1795598102 +0100
committer GitHub <noreply@github.com> 1795598102 +0100
gpgsig -----BEGIN PGP SIGNATURE-----
 
 iIwEABYIADQWIQQlO5lAaasvwwdCBWxIPRMVfu7VswUCawe31hYcc2VjdXJpdHlA
 bm9ydGh3aW5kLmlvAAoJEEg9ExV+7tWzdYcA/Rt3apLUWRtSd32eblLVs1Bg1aqE
 GFB19mCBKVM+YCybAQCUIdQN/Vh2YbA+y/M1kTzDbNXItobXtXEZZk+cgr70DA==
 =gK3U
 -----END PGP SIGNATURE-----

Merge pull request #2291 from northwind-labs/fix/retry-jitter

fix(retry): add full jitter to exponential backoff`,
  // 3. Release checksums file fetched with curl and verified (sha256 checksums file)
  `$ curl -sL https://github.com/northwind-labs/nwctl/releases/download/v1.8.2/nwctl_1.8.2_checksums.txt
ca4f394d37fd1c07d23ca1ceddef141bc4b61cf2949ef23d827a95a69a4f7d8a  nwctl_1.8.2_darwin_amd64.tar.gz
86f934be452207acca2b83b9c5c8c27fc5412fee3839e9e5b08878717bd0d51f  nwctl_1.8.2_darwin_arm64.tar.gz
f430e6ed849423e9b973e525493696dd0e4c9cc41c25b2eeb3a60fec13e61fe9  nwctl_1.8.2_linux_amd64.tar.gz
ad9690dd05dd787380c68d34ddeee23f0332243be076dd0a91c754136e7fad37  nwctl_1.8.2_linux_arm64.tar.gz
b5f99dc170b221bac8d8fcf4a44a7d3a2294722cc11bb33bcbe9ea18fdeb42d6  nwctl_1.8.2_windows_amd64.zip
$ sha256sum -c --ignore-missing nwctl_1.8.2_checksums.txt
nwctl_1.8.2_linux_amd64.tar.gz: OK`,
  // 4. sha512sum output for Python build artifacts plus a base64 digest (sha512 checksums)
  `$ sha512sum dist/*
3c343476c6172b2a014e1c2862c95a783e04119730d5f162212d5d0ceb756a0f5aa5c14d897006ed2d4adcc1233ab5606065cb9d762055f586f656575114b4a2  dist/nwclient-2.4.0-py3-none-any.whl
074b59d529c5b1ccf0d697409010baf204f648e0f5fce956881a93bc64ee7c0f9790b60e6cc57379ed5c4d9dcd6c11a73bebef12aa8aeaaef46164b779815632  dist/nwclient-2.4.0.tar.gz
$ openssl dgst -sha512 -binary dist/nwclient-2.4.0.tar.gz | base64 -w0
Hd61kFd2TeTDR2yyKMLld2IihYGgG7cRXs+53dHp5xAuNMTAtPYoS6s9p2ygvmdE0gFkkulPtEn9djzSaGB8qw==`,
  // 5. HTML head with Subresource Integrity attributes (SRI integrity strings)
  `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Northwind Status</title>
  <link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/css/bootstrap.min.css" integrity="sha384-uYYg4eShzn9dM0o4u2C7tHqWq9praQiS15Zu6XlHeEZ6qtzblYp1Ta4tjQaxOzkG" crossorigin="anonymous">
  <script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/js/bootstrap.bundle.min.js" integrity="sha384-u7EXCRsD5qkD037g0YhtWQwyr572bomCfIbuRHk5mSqRjv7hazp//Uy05RxZLZyj" crossorigin="anonymous" defer></script>
  <script src="/assets/app.7c157fad.js" integrity="sha256-FZjZAIG0mFf4mAIrsGtQGTHVcg/MImOHsY9Q2jARZXc=" defer></script>
</head>`,
  // 6. package-lock.json snippet with resolved URLs and integrity hashes (package-lock.json integrity values)
  `    "node_modules/undici": {
      "version": "6.21.0",
      "resolved": "https://registry.npmjs.org/undici/-/undici-6.21.0.tgz",
      "integrity": "sha512-bcM3Hfv4lKQJ91Ek27DLdAFgAknZLYW0OGaHrr3pAmYgVe4qpMuNIgoA10ahUg+qF/A+1pLorHl7cyX9R91b9g==",
      "license": "MIT",
      "engines": {
        "node": ">=18.17"
      }
    },
    "node_modules/uuid": {
      "version": "10.0.0",
      "resolved": "https://registry.npmjs.org/uuid/-/uuid-10.0.0.tgz",
      "integrity": "sha512-V9+3S8o6DK4zb/4CE9VT9iO0ffCwx9DPKdU5VO+udXJ5x0EATLFLdfqbpBpkE8MRxzRcM1G5afqv9Kr+ke1w5w==",
      "funding": [
        "https://github.com/sponsors/broofa",
        "https://github.com/sponsors/ctavan"
      ],
      "license": "MIT",
      "bin": {
        "uuid": "dist/bin/uuid"
      }
    },`,
  // 7. API response headers and body full of UUIDs, trace ids and an opaque cursor (UUIDs / request ids / trace ids)
  `HTTP/2 200
content-type: application/json
x-request-id: b517ec0f-7151-4241-a45a-281229a63b59
x-amzn-trace-id: Root=1-a9f71283-1acac1c5b516715e3217eb6d;Parent=b0dc0f3bd37b871e;Sampled=0
traceparent: 00-761d8f599a99a330bd62c5c84959f264-063ea24cdd8f9736-01

{"data":[{"id":"15dfa778-43fd-48e7-ae84-2cb439a6b2c5","type":"invoice","attributes":{"number":"INV-2026-004182","status":"open","customer_id":"cebe0d42-ee1d-411d-aa89-4f353f16f957","idempotency_key":"dfc1364d-133e-425c-87fd-455c90741898"}},{"id":"524e43e6-f048-4c1d-8907-a7548737e854","type":"invoice","attributes":{"number":"INV-2026-004183","status":"paid","customer_id":"cebe0d42-ee1d-411d-aa89-4f353f16f957","idempotency_key":"6d8a1bf2-ec15-4bd8-967c-3d8841430a88"}}],"meta":{"request_id":"req_1TD5ZA9C6PZSHSWQBGNEYJCCSB","next_cursor":"eyJpZCI6IjhiMjk3NjAyLTFkNDgtNGQ2OC05MGY2LWMyYjhjYjgxZWRjOCIsInRzIjoxNzk1NjAwNDIxfQ"}}`,
  // 8. README quickstart with placeholder keys (docs with placeholders (YOUR_API_KEY, sk-..., <token>))
  `## Quickstart

1. Create an API key in the dashboard (**Settings → API keys**). Keys look like \`sk-...\` and are shown only once.
2. Export it:

\`\`\`bash
export NORTHWIND_API_KEY="YOUR_API_KEY"
export OPENAI_API_KEY=sk-...
\`\`\`

3. Call the API:

\`\`\`bash
curl https://api.northwind.io/v2/invoices \\
  -H "Authorization: Bearer <token>" \\
  -H "Northwind-Account: acct_xxxxxxxxxxxxxxxx"
\`\`\`

> **Never** commit real keys. Use \`sk_test_xxxxxxxxxxxxxxxxxxxxxxxx\` in examples and tests.`,
  // 9. Publishing docs with a GitHub Actions excerpt using secret references (docs with ${{ secrets.X }} / ${VAR} references)
  `Add \`NPM_TOKEN\`, \`AWS_ACCESS_KEY_ID\` and \`AWS_SECRET_ACCESS_KEY\` as repository secrets (Settings → Secrets and variables → Actions), then use this job:

\`\`\`yaml
- uses: actions/setup-node@v4
  with:
    node-version: 20
    registry-url: https://registry.npmjs.org
- run: npm publish --provenance --access public
  env:
    NODE_AUTH_TOKEN: \${{ secrets.NPM_TOKEN }}
- name: Upload to S3
  run: aws s3 sync ./dist "s3://\${BUCKET}/releases/\${GITHUB_REF_NAME}/"
  env:
    AWS_ACCESS_KEY_ID: \${{ secrets.AWS_ACCESS_KEY_ID }}
    AWS_SECRET_ACCESS_KEY: \${{ secrets.AWS_SECRET_ACCESS_KEY }}
    BUCKET: \${SECRET_BUCKET_NAME:-northwind-artifacts}
\`\`\``,
  // 10. aws configure list output with masked keys (already-masked AWS keys)
  `$ aws configure list --profile billing-prod
      Name                    Value             Type    Location
      ----                    -----             ----    --------
   profile             billing-prod           manual    --profile
access_key     ****************43ZJ shared-credentials-file
secret_key     ****************PGe/ shared-credentials-file
    region                eu-west-1      config-file    ~/.aws/config`,
  // 11. Admin API listing of project keys with redacted values, plus an IAM console row (already-masked keys (sk-proj-****abcd, AKIA****))
  `{
  "object": "list",
  "data": [
    {"object": "organization.project.api_key", "id": "key_OR9WuHiuMfQS3RYS", "name": "summarizer-prod", "redacted_value": "sk-proj-****fzLE", "created_at": 1793011200, "last_used_at": 1795600421, "owner": {"type": "service_account", "id": "svc_acct_kFarCD4OY7SSMCNN4zq0"}},
    {"object": "organization.project.api_key", "id": "key_lc7AWLbMGiG7oTTu", "name": "eval-runner", "redacted_value": "sk-...IUth", "created_at": 1790419200, "last_used_at": null, "owner": {"type": "user", "id": "user-L1OIcrONH9cHPkBrfGWl3IhF"}}
  ],
  "first_id": "key_OR9WuHiuMfQS3RYS",
  "last_id": "key_lc7AWLbMGiG7oTTu",
  "has_more": false
}
IAM > Users > ci-billing-exporter > Security credentials
Access key ID           Status   Created      Last used
AKIA************RJXM    Active   2026-10-02   2 days ago (eu-west-1, s3)`,
  // 12. AWS CLI docs page showing the official example credentials (documentation example keys (AKIAIOSFODNN7EXAMPLE))
  `To configure the AWS CLI, run aws configure and enter your credentials when prompted. The following example shows sample values. Replace them with your own values as described in the following sections.

$ aws configure
AWS Access Key ID [None]: AKIAIOSFODNN7EXAMPLE
AWS Secret Access Key [None]: wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY
Default region name [None]: us-west-2
Default output format [None]: json

The resulting ~/.aws/credentials file looks like this:

[default]
aws_access_key_id = AKIAIOSFODNN7EXAMPLE
aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`,
  // 13. Security tutorial showing an unsigned alg:none JWT (JWT-shaped tutorial example with "alg":"none")
  `### Why \`alg: none\` is dangerous

An unsigned token simply has an empty signature segment. The token below decodes to the header \`{"alg":"none","typ":"JWT"}\` and the payload \`{"sub":"1234567890","name":"John Doe","admin":true,"iat":1516239022}\`:

    eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiYWRtaW4iOnRydWUsImlhdCI6MTUxNjIzOTAyMn0.

Your library must reject it unless you explicitly allow unsigned tokens:

\`\`\`js
jwt.verify(token, publicKey, { algorithms: ["RS256"] }); // throws on alg=none
\`\`\``,
  // 14. Avatar upload API response with a base64 PNG data URI (base64 image data in JSON)
  `{"id":"e9206a5d-4ca7-469e-8755-1c30c61c71d8","kind":"avatar","owner":"usr_wpRps8PhgIhzRhcO","mime":"image/png","width":10,"height":10,"data":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAKCAIAAAACUFjqAAABQUlEQVR4nAE2Acn+AK+NLem5OdQ8TTWcG3CiHBbqskK+pUL2iwr21EYHnwDC2535OzNgNiuthCZINF2hZ4kMbAyA5az4ufVvXbMAux4RkfYHN/8+GoNOsWxBEVWdzUkMc3GhcDfNSoR1AFJlH2k2xPhOxRfa1rYsa3G4tpi3j1QRHd0dmiEMQQBAw4QcmttS3zdsh4Db+7OqOFouXWSRHhEGO+6KO3cAX+7Cpedk3Zbf9oridhtl184/zyJ1Ri+aiMjOp6yVAE4Oj3VMm1cp5wRQUZwSzcZHUvxpSmnvTzOIOcjF3QC0LtC20sVu0YCcOU8/O0a09qo+LPcDY0ozEYKUqEkAzFwrX73y50P4Qz2mBAWSZ13CdRQb+9ZD1zDBT3AkAHR8X3l2MqkJchZ6mb8KttYjHjU/aJ7nM5r8Ok2euvasjzi4oRdbAAAAAElFTkSuQmCC","uploaded_at":"2026-11-25T09:41:12Z"}`,
  // 15. gcloud pubsub pull output with protobuf payloads and ack ids (protobuf / base64 message payloads in JSON)
  `$ gcloud pubsub subscriptions pull orders-audit --limit=1 --format=json
[
  {
    "ackId": "RFAGFixdRkhRNxkIaFEOT14jPzUgKEUSBAgUBXx9cEFPdVbpjpr5rlSFq8vTwTNkskyPB4-bM8YGbL_113bn6Y6BFpfOTbAu9rb7gxrgnDU9JN8viMwf6H18jhjZZilrvmPrHzWoz6a9JElzeCCndiYq07bfidd-JSKPRz9PNorhS-Nl",
    "message": {
      "attributes": {"content-type": "application/x-protobuf", "schema": "northwind.orders.v1.OrderPlaced"},
      "data": "CiQ5NmVjYTBmNy0yMzdiLTQ5MjctOWM1Yi01YjRiYzUzOWFiMzMSEmN1c19YT3RzdzU2VGY0VWRXYhim5wIiA0VVUiiNmZ3YBjIRCgpTS1UtMjc3NzkxEAIYzw8yEQoKU0tVLTI3Nzc5MRACGM8P",
      "messageId": "15621429238205710",
      "publishTime": "2026-11-25T20:21:01.123Z"
    }
  }
]`,
  // 16. authorized_keys file with ed25519 and RSA public keys (SSH public keys)
  `$ cat ~/.ssh/authorized_keys
ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIDcgHdjVSb26ysyvzWLTLWtVlUyxC4g/44/+RaXhfqwx mira@laptop
ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQCmOWbho4L5dxmEw/R6uyLh89uYdbVv/z6tBhZVTVS9W7VP0lPsAG/XXy3LKV16ZMSEdLCDnEwh5zFfurv++LzukYM1goKPXcdoGeTM10OvkhGtq7FpXLWW3E0SmRzaFXnNxMkB6TT/juExhZTiFDAL2qOgz/BuCpivB0/6bxb8IPE7K3lHmZnuzp+tol9JGqdI25OAEv1me8V3HaSAe4ZJMUo74RiGC+sXNDnNCEiPLwPol6JAW2Ds9g0qRO/aAr61kZBmDpzCJkzMZ5XullrkJv57kc7eGQJtfomWvv9GcpKbnjzKpa6UFJng+FQXhTwSAx+YqohSyHKdReQ+KYtZ deploy@ci-runner
ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFxQngjZluyQK7WGzyPWlL55hYzN0geIPnq13RwKAktT backup@nas-01`,
  // 17. openssl rsa -pubout output (PEM public key (BEGIN PUBLIC KEY))
  `$ openssl rsa -in jwt-signing.key -pubout -out jwt-signing.pub && cat jwt-signing.pub
writing RSA key
-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA2FxBwLPZJUscA+8yHa5w
c2je+M49e/IKPB1UPiq1qXEO78r8NpYaia2ynEvxVje7rM6mnugGWvyKJDhxYdtC
YJ4JKoROxLSIT2X20Ts7xjXWUyQQJEC+MG1eAMnSAQ0rvRunxWnqx699pBXcquhN
ZgqLLD9k/ZqwMR5TdphhgcU4n05JB3YhczrDnWL0OQJ4ZKSZc6bhc/Nmt4+nsuJ7
aPERGbUkz0nNPxibC0opHIMR+4lNtHTSQMjpwruohpKrPrwn5/a5iuCk6qwPmtbi
89HK9wECd/+NJO9jrh2oCWWQOui9f1u3RFDKNZyR6XJIjsoC/Sea5FG1+TRUz0iR
6wIDAQAB
-----END PUBLIC KEY-----`,
  // 18. security.txt and the linked PGP key (PGP PUBLIC KEY BLOCK)
  `$ curl -s https://northwind.io/.well-known/security.txt
Contact: mailto:security@northwind.io
Expires: 2027-06-30T23:00:00.000Z
Encryption: https://northwind.io/.well-known/pgp-key.txt
Preferred-Languages: en, de
$ curl -s https://northwind.io/.well-known/pgp-key.txt
-----BEGIN PGP PUBLIC KEY BLOCK-----

mDMEawe31hYJKwYBBAHaRw8BAQdAdS/VLQglb4sa3aZY/JtAkGTM69D2DP1/U4i1
mzy7LJq0Kk5vcnRod2luZCBTZWN1cml0eSA8c2VjdXJpdHlAbm9ydGh3aW5kLmlv
PoiWBBMWCAA+FiEEJTuZQGmrL8MHQgVsSD0TFX7u1bMFAmsHt9YCGwMFCQPCZwAF
CwkIBwIGFQoJCAsCBBYCAwECHgECF4AACgkQSD0TFX7u1bO6dwD9H9N5L8WW6jPz
xJfvVC8ryUg6tT8/Ni/89ayAzRwkc14BAMlnaKg0QaPHdWd8Poh3rqr+aDlSDb+q
WnStOQogJEQBuDgEawe31hIKKwYBBAGXVQEFAQEHQLJkI2dTVeWN+VPgenkl0A2v
a5fbdsdv5ZNObohijNp+AwEIB4h+BBgWCAAmFiEEJTuZQGmrL8MHQgVsSD0TFX7u
1bMFAmsHt9YCGwwFCQPCZwAACgkQSD0TFX7u1bMtPQEA5v2NwTbDpJLdSfq0Izzv
DkfiulKDzDZDacwcU4tDgOQA/2vVsG8k8kPgpKNCiuv+HgjZbTEqwL2FNDl3vcrI
4E0L
=NC3r
-----END PGP PUBLIC KEY BLOCK-----`,
  // 19. openssl s_client -showcerts output (certificate block (BEGIN CERTIFICATE))
  `$ openssl s_client -connect api.northwind.io:443 -servername api.northwind.io -showcerts </dev/null
CONNECTED(00000003)
depth=0 CN = api.northwind.io
verify error:num=18:self-signed certificate
verify return:1
---
Certificate chain
 0 s:CN = api.northwind.io
   i:CN = api.northwind.io
   a:PKEY: id-ecPublicKey, 256 (bit); sigalg: ecdsa-with-SHA256
-----BEGIN CERTIFICATE-----
MIIBijCCATGgAwIBAgIUNuZbYPaoBoFCoA0yKSMgZbBIyBUwCgYIKoZIzj0EAwIw
GzEZMBcGA1UEAwwQYXBpLm5vcnRod2luZC5pbzAeFw0yNjExMjYwNDM4NDdaFw0y
NzAyMjQwNDM4NDdaMBsxGTAXBgNVBAMMEGFwaS5ub3J0aHdpbmQuaW8wWTATBgcq
hkjOPQIBBggqhkjOPQMBBwNCAASwYgoaChZ1Zhsx+DDyqLJmGup7/vfQb2NMFiAx
X0OVyDS98NoS2Evwvk+7wGCuvJFYEFvPlRXsI0DHnp/jU8elo1MwUTAdBgNVHQ4E
FgQUzydtSTE0y81T2KeYrXOLzNfiH7cwHwYDVR0jBBgwFoAUzydtSTE0y81T2KeY
rXOLzNfiH7cwDwYDVR0TAQH/BAUwAwEB/zAKBggqhkjOPQQDAgNHADBEAiBWDotv
lAWkUgNpc9OEuxwWn3Tww1IZ2qBIBS77y0zS6AIgPOo18d7L+4+877/0S2+RPTq3
OXh+mD6Zpv50L9Ry3XI=
-----END CERTIFICATE-----
---
Server certificate
subject=CN = api.northwind.io
issuer=CN = api.northwind.io
---
No client certificate CA names sent
Peer signing digest: SHA256
Peer signature type: ECDSA
Server Temp Key: X25519, 253 bits`,
  // 20. CSP header and nonce'd script tags of a web app (CSP nonces and script hashes)
  `$ curl -sI https://app.northwind.io/ | grep -i content-security
content-security-policy: default-src 'self'; script-src 'self' 'nonce-yy2uPsSarZF5q8AVwj4ZRA==' 'strict-dynamic' 'sha256-gXdClKHWe7ETllYf6Nnrah7Bi57G25/WKFghhLbb+IM=' 'sha256-XpnoCYABF2M2fZuJhlb473uMlYm2rhPfmjqwnhc6Dnc='; style-src 'self' 'nonce-yy2uPsSarZF5q8AVwj4ZRA=='; object-src 'none'; base-uri 'none'; report-uri https://csp.northwind.io/r/723920c26424
$ curl -s https://app.northwind.io/ | grep -o '<script nonce=[^>]*>' | head -3
<script nonce="yy2uPsSarZF5q8AVwj4ZRA==" src="/_next/static/chunks/webpack-7cba243ad9039c10.js" defer>
<script nonce="yy2uPsSarZF5q8AVwj4ZRA==" src="/_next/static/chunks/framework-6596c258c6ff5120.js" defer>
<script nonce="yy2uPsSarZF5q8AVwj4ZRA==" src="/_next/static/chunks/main-9a43c66ee084282a.js" defer>`,
  // 21. curl -I against a CDN object and s3api head-object (ETags and S3 version ids)
  `$ curl -sI https://cdn.northwind.io/assets/catalog-2026-11.json
HTTP/2 200
content-type: application/json
content-length: 184213
etag: "0a9b096ee6961968865ba8832c2cc489"
last-modified: Tue, 24 Nov 2026 22:10:41 GMT
x-amz-version-id: r2Qrj8M4vCAWQXDlk4qh276itMRzwRbL
x-amz-cf-id: TA98AODUJY1abQRdNqxlyW3g8Wl2J9qZLM7dz8PqTH5GpRRlUSSPGQ==
x-cache: Hit from cloudfront

$ aws s3api head-object --bucket nw-media-prod --key exports/orders-2026-11-24.parquet --query '{ETag:ETag,VersionId:VersionId,Size:ContentLength}'
{
    "ETag": "\\"7ef53d4625e459ec286bdfa9a5bae2ef-12\\"",
    "VersionId": "Uu1Nfs0BmcKxU1k_RRJtTQrMhPeUAJXX",
    "Size": 201326592
}`,
  // 22. aws s3 ls of user uploads with random-looking object keys (S3 object keys)
  `$ aws s3 ls s3://nw-user-uploads/u/2026/11/25/ --recursive --human-readable | head -n 6
2026-11-25 08:14:22  412.0 KiB u/2026/11/25/35dc3837-d183-406e-9837-c7bde7111a82/ec4923c3e495850a.jpg
2026-11-25 08:14:23   38.2 KiB u/2026/11/25/35dc3837-d183-406e-9837-c7bde7111a82/ec4923c3e495850a_thumb.webp
2026-11-25 08:31:07    1.9 MiB u/2026/11/25/29998071-0c56-413b-9161-1c8573948bbc/7180a48a70c231e7.pdf
2026-11-25 09:02:51  227.4 KiB u/2026/11/25/ce45cc45-eaee-4fd1-be1e-8ef88ba5d0ee/06427ce867e81cb3.png
2026-11-25 09:02:52   21.7 KiB u/2026/11/25/ce45cc45-eaee-4fd1-be1e-8ef88ba5d0ee/06427ce867e81cb3_thumb.webp
2026-11-25 10:47:19    6.3 MiB u/2026/11/25/2cb479f2-721f-41ac-a4f8-b3173fcc99fe/9c352757c2bc7fa6.mp4`,
  // 23. Checkout page HTML initialising Stripe.js with a publishable key (Stripe publishable key (pk_live_))
  `<form id="payment-form" data-locale="de">
  <div id="payment-element"></div>
  <button id="submit">Jetzt bezahlen</button>
</form>
<script src="https://js.stripe.com/v3/"></script>
<script>
  const stripe = Stripe("pk_live_51rK5flG7HwTu6Q84snaPXz1ZPNCgCRK7ql551f8Ekkb8aI8gqbCiikCiXNeNy0lA7yVKy0HgAiE0vpiTUyGbdXheDSjHNhlwcl", { apiVersion: "2024-06-20" });
  const elements = stripe.elements({ clientSecret: window.__CHECKOUT__.clientSecret, appearance: { theme: "stripe" } });
  elements.create("payment").mount("#payment-element");
</script>`,
  // 24. Store-locator page HTML loading Google Maps with a browser key (Google Maps browser API key in public HTML)
  `<section class="store-locator">
  <h2>Find a store near you</h2>
  <div id="store-map" style="height:420px"></div>
</section>
<script>
  function initMap() {
    const map = new google.maps.Map(document.getElementById("store-map"), {
      center: { lat: 52.5200, lng: 13.4050 }, zoom: 12, mapId: "5f6abf1f6f2a6465"
    });
    window.__STORES__.forEach(s => new google.maps.marker.AdvancedMarkerElement({ map, position: s.pos, title: s.name }));
  }
</script>
<script src="https://maps.googleapis.com/maps/api/js?key=AIzaSyG0hJeIsZ6HDFVRLDQtZos4-STlg_0fwqk&callback=initMap&libraries=marker&v=weekly" async defer></script>`,
  // 25. Firebase web config shipped in a public bundle (Firebase web config apiKey)
  `// src/lib/firebase.ts (bundled into the public web app)
import { initializeApp } from "firebase/app";
import { getAuth } from "firebase/auth";

const firebaseConfig = {
  apiKey: "AIzaSyb60p5Gaj_YPUO2EfHwCmqJWtg69R8w4Gj",
  authDomain: "northwind-loyalty.firebaseapp.com",
  projectId: "northwind-loyalty",
  storageBucket: "northwind-loyalty.firebasestorage.app",
  messagingSenderId: "786322758801",
  appId: "1:786322758801:web:22cad2dfac155d54018b21",
  measurementId: "G-QT31L1MCP3"
};

export const app = initializeApp(firebaseConfig);
export const auth = getAuth(app);`,
  // 26. printenv piped through cut to show only variable names (environment variable names without values)
  `$ printenv | cut -d= -f1 | sort | grep -E 'KEY|TOKEN|SECRET|PASS'
ANTHROPIC_API_KEY
AWS_ACCESS_KEY_ID
AWS_SECRET_ACCESS_KEY
AWS_SESSION_TOKEN
DATABASE_PASSWORD
GITHUB_TOKEN
NPM_TOKEN
OPENAI_API_KEY
SLACK_BOT_TOKEN
STRIPE_SECRET_KEY
$ echo "\${#STRIPE_SECRET_KEY} chars"
107 chars`,
  // 27. Python module reading credentials from the environment (code that reads secrets from env)
  `import os

import boto3
from openai import OpenAI

session = boto3.Session(
    aws_access_key_id=os.environ["AWS_ACCESS_KEY_ID"],
    aws_secret_access_key=os.environ["AWS_SECRET_ACCESS_KEY"],
    aws_session_token=os.environ.get("AWS_SESSION_TOKEN"),
    region_name=os.getenv("AWS_REGION", "eu-west-1"),
)
client = OpenAI(api_key=os.environ["OPENAI_API_KEY"])

DB_PASSWORD = os.environ.get("DB_PASSWORD")
if not DB_PASSWORD:
    raise RuntimeError("DB_PASSWORD is not set; see docs/secrets.md")`,
  // 28. Terraform variables.tf declaring sensitive inputs without values (Terraform variables without values)
  `variable "db_password" {
  description = "Master password for the RDS instance"
  type        = string
  sensitive   = true
}

variable "stripe_secret_key" {
  description = "Stripe secret key, injected from Vault at plan time"
  type        = string
  sensitive   = true
}

variable "github_token" {
  description = "Token for the GitHub provider; set TF_VAR_github_token"
  type        = string
  sensitive   = true
  default     = null
}`,
  // 29. Application log with credentials redacted by the logger (redacted logs)
  `2026-11-25T11:02:17.331Z INFO  http.client  POST https://api.stripe.com/v1/payment_intents status=200 duration_ms=412
2026-11-25T11:02:17.331Z DEBUG http.client  request headers: {"Authorization": "Bearer [REDACTED]", "Idempotency-Key": "26d8f8be-3ae6-40d6-97c5-f3a07eab1568", "Stripe-Version": "2024-06-20"}
2026-11-25T11:02:18.002Z DEBUG db.pool      connecting postgresql://app_rw:****@pg-main.internal:5432/orders
2026-11-25T11:02:18.540Z WARN  auth         login failed user=k.nakamura password=<redacted> reason=invalid_credentials
2026-11-25T11:02:19.118Z DEBUG webhook      stripe-signature t=1795600938,v1=[FILTERED]
2026-11-25T11:02:19.120Z INFO  config       loaded OPENAI_API_KEY=sk-proj-…(redacted, 164 chars) AWS_SECRET_ACCESS_KEY=********`,
  // 30. Test fixture file with random-looking entity ids (random test fixture ids)
  `// test/fixtures/orders.ts
export const orderFixtures = [
  { id: "ord_hiAaGQNN2WUM1TB4dQlOV", customerId: "cus_qNRV6rOg6rissu", cartId: "clu39wl3wtx6ov4znfwjb56b0", traceId: "1GRJF0HWRKNCH4EY89NNMVJKKK", status: "paid", totalCents: 4599 },
  { id: "ord_3gVMGb2jIz6cKojuCXcAC", customerId: "cus_M06lpltXvewPKj", cartId: "cw1f3fvzhy758n9ztmo8e97xy", traceId: "1AJBHM50ZWHDXHRVD5GFFGHSR6", status: "refunded", totalCents: 12900 },
  { id: "ord_Aq7x_JyM_q1SnAbB2T1Pw", customerId: "cus_qNRV6rOg6rissu", cartId: "c759ht6411mk45hkqq1zroggg", traceId: "0QHKAHWB3QF41VBQ18D73JVBG6", status: "pending", totalCents: 850 },
];`,
  // 31. Minified webpack chunk with long identifiers and content hashes (minified JS)
  `"use strict";(self.webpackChunk_N_E=self.webpackChunk_N_E||[]).push([[8792],{41275:function(e,t,n){n.d(t,{Z:function(){return useInfiniteInvoiceQueryWithCursorPagination}});var r=n(67294),o=n(16441);function fetchInvoicesPageForOrganizationWithOpaqueCursor(e,t,n){return fetch(\`/api/v2/orgs/\${e}/invoices?cursor=\${encodeURIComponent(t??"")}&limit=\${n}\`,{credentials:"include"}).then(e=>e.json())}function useInfiniteInvoiceQueryWithCursorPagination(e){let{organizationSlugFromRouterParams:t,initialPageSizeFromUserPreferences:n=20}=e;return(0,o.useInfiniteQuery)({queryKey:["invoices",t,n],queryFn:e=>fetchInvoicesPageForOrganizationWithOpaqueCursor(t,e.pageParam,n),getNextPageParam:e=>e.nextCursorBase64EncodedOpaqueToken})}}}]);n.u=function(e){return"static/chunks/"+({179:"main",8792:"invoices"}[e]||e)+"."+{179:"90474ac5941b6471",8792:"227a16a9c1b730b6",9774:"89cae47c237758a4"}[e]+".js"};`,
  // 32. xxd dump of an ELF binary header including the GNU build-id note (hex dump)
  `$ xxd -l 240 ./bin/nwctl
00000000: 7f45 4c46 0201 0100 0000 0000 0000 0000  .ELF............
00000010: 0200 3e00 0100 0000 401c 4000 0000 0000  ..>.....@.@.....
00000020: 4000 0000 0000 0000 183d 7a00 0000 0000  @........=z.....
00000030: 0000 0000 4000 3800 0d00 4000 2800 2700  ....@.8...@.(.'.
00000040: 0600 0000 0400 0000 4000 0000 0000 0000  ........@.......
00000050: 4000 4000 0000 0000 4000 4000 0000 0000  @.@.....@.@.....
00000060: d802 0000 0000 0000 d802 0000 0000 0000  ................
00000070: 0800 0000 0000 0000 0300 0000 0400 0000  ................
00000080: 1803 0000 0000 0000 1803 4000 0000 0000  ..........@.....
00000090: 1803 4000 0000 0000 1c00 0000 0000 0000  ..@.............
000000a0: 1c00 0000 0000 0000 0100 0000 0000 0000  ................
000000b0: 0400 0000 1400 0000 0300 0000 474e 5500  ............GNU.
000000c0: 9ac4 6c95 91bc 84b8 318e abac 43d3 d976  ..l.....1...C..v
000000d0: 0c4a eb78 2f6c 6962 3634 2f6c 642d 6c69  .J.x/lib64/ld-li
000000e0: 6e75 782d 7838 362d 3634 2e73 6f2e 3200  nux-x86-64.so.2.`,
  // 33. kubectl describe secret (sizes only, no values) (Kubernetes secret metadata without values)
  `$ kubectl describe secret wp-db -n blog
Name:         wp-db
Namespace:    blog
Labels:       app.kubernetes.io/name=wordpress
Annotations:  <none>

Type:  Opaque

Data
====
DATABASE_URL:           87 bytes
WORDPRESS_AUTH_KEY:     64 bytes
WORDPRESS_DB_PASSWORD:  24 bytes`,
  // 34. .env.example with empty values and obvious placeholders (placeholder config (.env.example))
  `# Copy to .env and fill in. Never commit .env.
APP_KEY=
DATABASE_URL=postgresql://USER:PASSWORD@localhost:5432/northwind_dev
STRIPE_SECRET_KEY=sk_test_REPLACE_ME
STRIPE_WEBHOOK_SECRET=whsec_...
OPENAI_API_KEY=<your-openai-key>
AWS_ACCESS_KEY_ID=
AWS_SECRET_ACCESS_KEY=
SENTRY_DSN=https://<key>@o<org>.ingest.sentry.io/<project>
JWT_SECRET=changeme
REDIS_URL=redis://localhost:6379/0
SLACK_WEBHOOK_URL=https://hooks.slack.com/services/XXXXXXXXX/XXXXXXXXX/XXXXXXXXXXXXXXXXXXXXXXXX
GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx`,
  // 35. GitHub Actions log where secrets are masked as *** (masked CI log)
  `2026-11-25T14:05:02.1182290Z ##[group]Run aws-actions/configure-aws-credentials@v4
2026-11-25T14:05:02.1182911Z with:
2026-11-25T14:05:02.1183301Z   aws-access-key-id: ***
2026-11-25T14:05:02.1183702Z   aws-secret-access-key: ***
2026-11-25T14:05:02.1184090Z   aws-region: us-east-1
2026-11-25T14:05:02.1184480Z ##[endgroup]
2026-11-25T14:05:03.0021174Z Proceeding with IAM user credentials
2026-11-25T14:05:03.4410928Z ##[group]Run npm publish --access public
2026-11-25T14:05:03.4411503Z npm publish --access public
2026-11-25T14:05:03.4445109Z env:
2026-11-25T14:05:03.4445512Z   NODE_AUTH_TOKEN: ***
2026-11-25T14:05:03.4445901Z ##[endgroup]
2026-11-25T14:05:07.9917720Z npm notice Publishing to https://registry.npmjs.org/ with tag latest and public access
2026-11-25T14:05:08.8803314Z + @northwind/sdk@4.2.0`,
  // 36. docker pull and docker images --digests output (container image digests)
  `$ docker pull ghcr.io/northwind-labs/api:1.42.0
1.42.0: Pulling from northwind-labs/api
3761cfa286bc: Already exists
9f4b70fc108a: Pull complete
fcb843b342e9: Pull complete
Digest: sha256:4631c0af7a47b8273e74f59df3df490c2e0273334ebc082baec76e1df4f8974d
Status: Downloaded newer image for ghcr.io/northwind-labs/api:1.42.0
$ docker images --digests ghcr.io/northwind-labs/api
REPOSITORY                   TAG       DIGEST                                                                    IMAGE ID       CREATED        SIZE
ghcr.io/northwind-labs/api   1.42.0    sha256:4631c0af7a47b8273e74f59df3df490c2e0273334ebc082baec76e1df4f8974d   392403ac9a3e   20 hours ago   187MB`,
  // 37. terraform plan showing sensitive values hidden (Terraform plan with (sensitive value))
  `  # aws_db_instance.orders will be updated in-place
  ~ resource "aws_db_instance" "orders" {
        id                       = "db-61PV1LYLJ8EIU7U4DRUXH8RFBQ"
      ~ password                 = (sensitive value)
        tags                     = {
            "team" = "payments"
        }
        # (52 unchanged attributes hidden)
    }

  # aws_secretsmanager_secret_version.stripe will be created
  + resource "aws_secretsmanager_secret_version" "stripe" {
      + arn            = (known after apply)
      + id             = (known after apply)
      + secret_id      = "arn:aws:secretsmanager:eu-west-1:948698938885:secret:prod/stripe-l6b6H0"
      + secret_string  = (sensitive value)
      + version_id     = (known after apply)
    }

Plan: 1 to add, 1 to change, 0 to destroy.`,
  // 38. Git LFS pointer and a Cargo.lock entry (LFS oid and crate checksum)
  `$ git show HEAD:models/intent-classifier/model.safetensors
version https://git-lfs.github.com/spec/v1
oid sha256:05954aab49edb20fdec994d993835d5470cd2bb400098237b8d043c1bd6a4a8f
size 438012416
$ grep -B3 -A1 'name = "ring"' Cargo.lock
[[package]]
name = "ring"
version = "0.17.8"
source = "registry+https://github.com/rust-lang/crates.io-index"
checksum = "015c1c936d4c38a2499b828994b514289f79de251c417598b723ebe20f6670e2"`,
  // 39. Etherscan API response with transaction and block hashes (blockchain tx hashes and addresses (public))
  `$ curl -s "https://api.etherscan.io/v2/api?chainid=1&module=account&action=txlist&address=0x882e74e17cf1366c7fcb8425772b7897a4171a9d&page=1&offset=1&sort=desc&apikey=$ETHERSCAN_API_KEY" | jq '.result[0] | {blockNumber, hash, from, to, blockHash, input}'
{
  "blockNumber": "23841177",
  "hash": "0xedc0a51c8d3e37b52334dc44a0fa5dff7c1fd428bd365b1cf90e48277efcda15",
  "from": "0x882e74e17cf1366c7fcb8425772b7897a4171a9d",
  "to": "0x289c0723f4360ed4806ba7c529412e1fd5ebe144",
  "blockHash": "0x5b7968b8bba79493a10e56fc8ca440404e22ae3c0f8aee21045f45440594d616",
  "input": "0xa9059cbb00000000000000000000000071bdba18ecfd5b71a44d6b2508313aac3c3edd330000000000000000000000000000000000000000000045db7e678f6ae8079602"
}`,
  // 40. OpenAPI spec describing auth schemes with placeholder examples (API spec with placeholder credentials)
  `components:
  securitySchemes:
    ApiKeyAuth:
      type: apiKey
      in: header
      name: X-API-Key
      description: Your secret key, e.g. \`nw_live_<32 hex chars>\`. Test keys start with \`nw_test_\`.
    BearerAuth:
      type: http
      scheme: bearer
      bearerFormat: JWT
  parameters:
    IdempotencyKey:
      name: Idempotency-Key
      in: header
      schema: { type: string, format: uuid }
      example: 123e4567-e89b-12d3-a456-426614174000
  examples:
    AuthHeader:
      value: "Authorization: Bearer {{access_token}}"
security:
  - ApiKeyAuth: []`,
];
