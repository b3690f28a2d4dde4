// The secret screener's rules, as data. Most are ported from gitleaks' default configuration
// (https://github.com/gitleaks/gitleaks, config/gitleaks.toml, MIT License, Copyright (c) 2019 Zachary
// Rice): their ids, keywords, regular expressions (RE2 syntax, which re2js runs in linear time) and
// entropy thresholds, reshaped for gate's engine; rules marked `source: 'gate'` are gate's own, written
// from the providers' published token formats. Every rule has a name and a test (secrets.test.ts and
// the corpus generator produce a sample for each id).

import { CONFUSABLES } from './confusables.js';

export const SECRET_FAMILIES = [
  'cloud',
  'source-ci',
  'messaging',
  'payment',
  'llm',
  'registry',
  'saas',
  'private-key',
  'jwt',
  'connection-string',
  'generic',
] as const;
export type SecretFamily = (typeof SECRET_FAMILIES)[number];

export type RuleSource = 'gitleaks' | 'gate';

/** A token with a recognisable shape, found inside a long run of token characters. */
export interface TokenRule {
  id: string;
  family: SecretFamily;
  /** Lowercase strings; the rule runs only on a run that contains one of them. */
  keywords: readonly string[];
  /** RE2 syntax, applied to the run with one character of context each side; group 1 (if any) is the secret. */
  pattern: string;
  /** Minimum Shannon entropy of the secret, in bits per character. */
  entropy?: number;
  /** RE2 patterns for documented examples of this token (matched against the secret). */
  allow?: readonly string[];
  /** Extra structural check by name (see secrets.ts). */
  verify?: 'jwt';
  source: RuleSource;
}

/** A value whose shape is ordinary but whose key names the provider (`ADAFRUIT_KEY = ...`). */
export interface KeyedRule {
  id: string;
  family: SecretFamily;
  /** Lowercase substrings of the key name, the identifier left of `=`, `:` or `>`. */
  keys: readonly string[];
  /** RE2 syntax that the whole value must match. */
  value: string;
  entropy?: number;
  /** Extra check by name: `basic` decodes base64 and wants `user:password`. */
  verify?: 'basic';
  source: RuleSource;
}

const t = (rule: Omit<TokenRule, 'source'> & { source?: RuleSource }): TokenRule => ({
  source: 'gitleaks',
  ...rule,
});
const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

export const TOKEN_RULES: readonly TokenRule[] = [
  // Cloud providers and infrastructure.
  t({
    id: 'aws-access-key-id',
    family: 'cloud',
    keywords: ['akia', 'asia', 'abia', 'acca', 'a3t'],
    pattern: String.raw`\b((?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16})\b`,
    entropy: 3,
    allow: ['.+EXAMPLE$'],
  }),
  t({
    id: 'gcp-api-key',
    family: 'cloud',
    keywords: ['aiza'],
    pattern: String.raw`\b(AIza[\w-]{35})`,
    entropy: 4,
  }),
  t({
    id: 'azure-ad-client-secret',
    family: 'cloud',
    keywords: ['q~'],
    pattern: String.raw`(?:^|[\\'"\x60\s>=:(,)])([a-zA-Z0-9_~.]{3}\dQ~[a-zA-Z0-9_~.-]{31,34})(?:$|[\\'"\x60\s<),])`,
    entropy: 3,
  }),
  t({
    id: 'alibaba-access-key-id',
    family: 'cloud',
    keywords: ['ltai'],
    pattern: String.raw`\b(LTAI(?i)[a-z0-9]{20})\b`,
    entropy: 2,
  }),
  t({
    id: 'digitalocean-token',
    family: 'cloud',
    keywords: ['dop_v1_', 'doo_v1_', 'dor_v1_'],
    pattern: String.raw`\b(do[opr]_v1_[a-f0-9]{64})\b`,
    entropy: 3,
  }),
  t({
    id: 'heroku-api-key-v2',
    family: 'cloud',
    keywords: ['hrku-aa'],
    pattern: String.raw`\b(HRKU-AA[0-9a-zA-Z_-]{58})\b`,
    entropy: 4,
  }),
  t({
    id: 'hashicorp-tf-api-token',
    family: 'cloud',
    keywords: ['atlasv1'],
    pattern: String.raw`(?i)\b([a-z0-9]{14}\.(?-i:atlasv1)\.[a-z0-9\-_=]{60,70})`,
    entropy: 3.5,
  }),
  t({
    id: 'vault-service-token',
    family: 'cloud',
    keywords: ['hvs.'],
    pattern: String.raw`\b(hvs\.[\w-]{90,120})`,
    entropy: 3.5,
  }),
  t({
    id: 'vault-batch-token',
    family: 'cloud',
    keywords: ['hvb.'],
    pattern: String.raw`\b(hvb\.[\w-]{138,300})`,
    entropy: 4,
  }),
  t({
    id: 'pulumi-api-token',
    family: 'cloud',
    keywords: ['pul-'],
    pattern: String.raw`\b(pul-[a-f0-9]{40})\b`,
    entropy: 2,
  }),
  t({
    id: 'flyio-access-token',
    family: 'cloud',
    keywords: ['fo1_'],
    pattern: String.raw`\b(fo1_[\w-]{43})`,
    entropy: 4,
  }),
  t({
    id: 'cloudflare-origin-ca-key',
    family: 'cloud',
    keywords: ['v1.0-'],
    pattern: String.raw`\b(v1\.0-[a-f0-9]{24}-[a-f0-9]{146})`,
    entropy: 2,
  }),
  t({
    id: 'databricks-api-token',
    family: 'cloud',
    keywords: ['dapi'],
    pattern: String.raw`\b(dapi[a-f0-9]{32}(?:-\d)?)\b`,
    entropy: 3,
  }),
  t({
    id: 'openshift-user-token',
    family: 'cloud',
    keywords: ['sha256~'],
    pattern: String.raw`\b(sha256~[\w-]{43})`,
    entropy: 3.5,
  }),
  t({
    id: 'doppler-api-token',
    family: 'cloud',
    keywords: ['dp.pt.'],
    pattern: String.raw`\b(dp\.pt\.(?i)[a-z0-9]{43})`,
    entropy: 2,
  }),

  // Source hosting and CI.
  t({
    id: 'github-pat',
    family: 'source-ci',
    keywords: ['ghp_'],
    pattern: 'ghp_[0-9a-zA-Z]{36}',
    entropy: 3,
  }),
  t({
    id: 'github-oauth',
    family: 'source-ci',
    keywords: ['gho_'],
    pattern: 'gho_[0-9a-zA-Z]{36}',
    entropy: 3,
  }),
  t({
    id: 'github-app-token',
    family: 'source-ci',
    keywords: ['ghu_', 'ghs_'],
    pattern: '(?:ghu|ghs)_[0-9a-zA-Z]{36}',
    entropy: 3,
  }),
  t({
    id: 'github-refresh-token',
    family: 'source-ci',
    keywords: ['ghr_'],
    pattern: 'ghr_[0-9a-zA-Z]{36}',
    entropy: 3,
  }),
  t({
    id: 'github-fine-grained-pat',
    family: 'source-ci',
    keywords: ['github_pat_'],
    pattern: String.raw`github_pat_\w{82}`,
    entropy: 3,
  }),
  t({
    id: 'gitlab-pat',
    family: 'source-ci',
    keywords: ['glpat-'],
    pattern: String.raw`glpat-[\w-]{20}`,
    entropy: 3,
  }),
  t({
    id: 'gitlab-ptt',
    family: 'source-ci',
    keywords: ['glptt-'],
    pattern: 'glptt-[0-9a-f]{40}',
    entropy: 3,
  }),
  t({
    id: 'gitlab-runner-authentication-token',
    family: 'source-ci',
    keywords: ['glrt-'],
    pattern: String.raw`glrt-[0-9a-zA-Z_\-]{20}`,
    entropy: 3,
  }),
  t({
    id: 'gitlab-deploy-token',
    family: 'source-ci',
    keywords: ['gldt-'],
    pattern: String.raw`gldt-[0-9a-zA-Z_\-]{20}`,
    entropy: 3,
  }),
  t({
    id: 'gitlab-feed-token',
    family: 'source-ci',
    keywords: ['glft-'],
    pattern: String.raw`glft-[0-9a-zA-Z_\-]{20}`,
    entropy: 3,
  }),
  t({
    id: 'gitlab-scim-token',
    family: 'source-ci',
    keywords: ['glsoat-'],
    pattern: String.raw`glsoat-[0-9a-zA-Z_\-]{20}`,
    entropy: 3,
  }),
  t({
    id: 'gitlab-oauth-app-secret',
    family: 'source-ci',
    keywords: ['gloas-'],
    pattern: String.raw`gloas-[0-9a-zA-Z_\-]{64}`,
    entropy: 3,
  }),
  t({
    id: 'gitlab-cicd-job-token',
    family: 'source-ci',
    keywords: ['glcbt-'],
    pattern: 'glcbt-[0-9a-zA-Z]{1,5}_[0-9a-zA-Z_-]{20}',
    entropy: 3,
  }),
  t({
    id: 'gitlab-rrt',
    family: 'source-ci',
    keywords: ['gr1348941'],
    pattern: String.raw`GR1348941[\w-]{20}`,
    entropy: 3,
  }),
  t({
    id: 'circleci-personal-token',
    family: 'source-ci',
    keywords: ['ccipat_'],
    pattern: String.raw`\b(CCIPAT_[A-Za-z0-9]{22}_[a-f0-9]{40})\b`,
    entropy: 3,
    source: 'gate',
  }),
  t({
    id: 'buildkite-api-token',
    family: 'source-ci',
    keywords: ['bkua_'],
    pattern: String.raw`\b(bkua_[a-f0-9]{40})\b`,
    entropy: 3,
    source: 'gate',
  }),
  t({
    id: 'sourcegraph-access-token',
    family: 'source-ci',
    keywords: ['sgp_'],
    pattern: String.raw`\b(sgp_(?:[a-fA-F0-9]{16}|local)_[a-fA-F0-9]{40}|sgp_[a-fA-F0-9]{40})\b`,
    entropy: 3,
  }),
  t({
    id: 'atlassian-api-token',
    family: 'source-ci',
    keywords: ['atatt3'],
    // 192 characters, the last nine `=` and a hex checksum; a run of token characters ends at the `=`.
    pattern: String.raw`\b(ATATT3[A-Za-z0-9_\-]{170,186})`,
    entropy: 3.5,
  }),

  // Chat, mail and messaging providers.
  t({
    id: 'slack-bot-token',
    family: 'messaging',
    keywords: ['xoxb'],
    pattern: 'xoxb-[0-9]{10,13}-[0-9]{10,13}[a-zA-Z0-9-]*',
    entropy: 3,
  }),
  t({
    id: 'slack-user-token',
    family: 'messaging',
    keywords: ['xoxp-', 'xoxe-'],
    pattern: 'xox[pe](?:-[0-9]{10,13}){3}-[a-zA-Z0-9-]{28,34}',
    entropy: 2,
  }),
  t({
    id: 'slack-app-token',
    family: 'messaging',
    keywords: ['xapp'],
    pattern: String.raw`(?i)xapp-\d-[A-Z0-9]+-\d+-[a-z0-9]+`,
    entropy: 2,
  }),
  t({
    id: 'slack-legacy-workspace-token',
    family: 'messaging',
    keywords: ['xoxa', 'xoxr'],
    pattern: String.raw`xox[ar]-(?:\d-)?[0-9a-zA-Z]{8,48}`,
    entropy: 2,
  }),
  t({
    id: 'slack-webhook-url',
    family: 'messaging',
    keywords: ['hooks.slack.com'],
    pattern: '(?:https?://)?hooks.slack.com/(?:services|workflows|triggers)/[A-Za-z0-9+/]{43,56}',
  }),
  t({
    id: 'discord-webhook-url',
    family: 'messaging',
    keywords: ['discord.com/api/webhooks', 'discordapp.com/api/webhooks'],
    pattern: String.raw`discord(?:app)?\.com/api/webhooks/[0-9]{17,20}/([A-Za-z0-9_-]{60,68})`,
    entropy: 3.5,
    source: 'gate',
  }),
  t({
    id: 'twilio-api-key',
    family: 'messaging',
    keywords: ['sk'],
    pattern: String.raw`\b(SK[0-9a-fA-F]{32})\b`,
    entropy: 3,
  }),
  t({
    id: 'sendgrid-api-token',
    family: 'messaging',
    keywords: ['sg.'],
    pattern: String.raw`\b(SG\.(?i)[a-z0-9=_\-\.]{66})`,
    entropy: 2,
  }),
  t({
    id: 'sendinblue-api-token',
    family: 'messaging',
    keywords: ['xkeysib-'],
    pattern: String.raw`\b(xkeysib-[a-f0-9]{64}\-(?i)[a-z0-9]{16})`,
    entropy: 2,
  }),

  // Payment providers.
  t({
    id: 'stripe-access-token',
    family: 'payment',
    keywords: ['sk_test', 'sk_live', 'sk_prod', 'rk_test', 'rk_live', 'rk_prod'],
    pattern: String.raw`\b((?:sk|rk)_(?:test|live|prod)_[a-zA-Z0-9]{10,99})`,
    entropy: 2,
  }),
  t({
    id: 'stripe-webhook-secret',
    family: 'payment',
    keywords: ['whsec_'],
    pattern: String.raw`\b(whsec_[a-zA-Z0-9]{32,})`,
    entropy: 3,
    source: 'gate',
  }),
  t({
    id: 'square-access-token',
    family: 'payment',
    keywords: ['sq0atp-', 'eaaa'],
    pattern: String.raw`\b((?:EAAA|sq0atp-)[\w-]{22,60})`,
    entropy: 2,
  }),
  t({
    id: 'square-oauth-secret',
    family: 'payment',
    keywords: ['sq0csp-'],
    pattern: String.raw`\b(sq0csp-[0-9A-Za-z_-]{43})`,
    entropy: 2,
    source: 'gate',
  }),
  t({
    id: 'shopify-token',
    family: 'payment',
    keywords: ['shpat_', 'shpca_', 'shppa_', 'shpss_'],
    pattern: 'shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}',
    entropy: 2,
  }),
  t({
    id: 'flutterwave-secret-key',
    family: 'payment',
    keywords: ['flwseck_test'],
    pattern: 'FLWSECK_TEST-(?i)[a-h0-9]{32}-X',
    entropy: 2,
  }),
  t({
    id: 'razorpay-key',
    family: 'payment',
    keywords: ['rzp_live_'],
    pattern: String.raw`\b(rzp_live_[A-Za-z0-9]{14})\b`,
    entropy: 3,
    source: 'gate',
  }),
  t({
    id: 'shippo-api-token',
    family: 'payment',
    keywords: ['shippo_'],
    pattern: String.raw`\b(shippo_(?:live|test)_[a-fA-F0-9]{40})`,
    entropy: 2,
  }),

  // LLM providers.
  t({
    id: 'anthropic-api-key',
    family: 'llm',
    keywords: ['sk-ant-api03'],
    pattern: String.raw`\b(sk-ant-api03-[a-zA-Z0-9_\-]{93}AA)`,
  }),
  t({
    id: 'anthropic-admin-api-key',
    family: 'llm',
    keywords: ['sk-ant-admin01'],
    pattern: String.raw`\b(sk-ant-admin01-[a-zA-Z0-9_\-]{93}AA)`,
  }),
  t({
    id: 'openai-api-key',
    family: 'llm',
    keywords: ['sk-proj-', 'sk-svcacct-', 'sk-admin-', 't3blbkfj'],
    pattern: String.raw`\b(sk-(?:proj|svcacct|admin)-(?:[A-Za-z0-9_-]{74}|[A-Za-z0-9_-]{58})T3BlbkFJ(?:[A-Za-z0-9_-]{74}|[A-Za-z0-9_-]{58})\b|sk-[a-zA-Z0-9]{20}T3BlbkFJ[a-zA-Z0-9]{20})`,
    entropy: 3,
  }),
  t({
    id: 'openrouter-api-key',
    family: 'llm',
    keywords: ['sk-or-v1-'],
    pattern: String.raw`\b(sk-or-v1-[a-f0-9]{64})\b`,
    entropy: 3,
    source: 'gate',
  }),
  t({
    id: 'sk-prefixed-api-key',
    family: 'llm',
    keywords: ['sk-'],
    pattern: String.raw`\b(sk-[A-Za-z0-9_-]{32,200})`,
    entropy: 4,
    source: 'gate',
  }),
  t({
    id: 'huggingface-access-token',
    family: 'llm',
    keywords: ['hf_'],
    pattern: String.raw`\b(hf_(?i:[a-z]{34}))`,
    entropy: 2,
  }),
  t({
    id: 'huggingface-organization-api-token',
    family: 'llm',
    keywords: ['api_org_'],
    pattern: String.raw`\b(api_org_(?i:[a-z]{34}))`,
    entropy: 2,
  }),
  t({
    id: 'perplexity-api-key',
    family: 'llm',
    keywords: ['pplx-'],
    pattern: String.raw`\b(pplx-[a-zA-Z0-9]{48})`,
    entropy: 4,
  }),
  t({
    id: 'groq-api-key',
    family: 'llm',
    keywords: ['gsk_'],
    pattern: String.raw`\b(gsk_[a-zA-Z0-9]{52})\b`,
    entropy: 4,
    source: 'gate',
  }),
  t({
    id: 'replicate-api-token',
    family: 'llm',
    keywords: ['r8_'],
    pattern: String.raw`\b(r8_[a-zA-Z0-9]{37})\b`,
    entropy: 3.5,
    source: 'gate',
  }),
  t({
    id: 'xai-api-key',
    family: 'llm',
    keywords: ['xai-'],
    pattern: String.raw`\b(xai-[a-zA-Z0-9]{80})\b`,
    entropy: 4,
    source: 'gate',
  }),
  t({
    id: 'langsmith-api-key',
    family: 'llm',
    keywords: ['lsv2_pt_', 'lsv2_sk_'],
    pattern: String.raw`\b(lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10})\b`,
    entropy: 3,
    source: 'gate',
  }),

  // Package registries.
  t({
    id: 'npm-access-token',
    family: 'registry',
    keywords: ['npm_'],
    pattern: String.raw`(?i)\b(npm_[a-z0-9]{36})`,
    entropy: 2,
  }),
  t({
    id: 'pypi-upload-token',
    family: 'registry',
    keywords: ['pypi-ageichlwas5vcmc'],
    pattern: String.raw`pypi-AgEIcHlwaS5vcmc[\w-]{50,1000}`,
    entropy: 3,
  }),
  t({
    id: 'rubygems-api-token',
    family: 'registry',
    keywords: ['rubygems_'],
    pattern: String.raw`\b(rubygems_[a-f0-9]{48})`,
    entropy: 2,
  }),
  t({
    id: 'clojars-api-token',
    family: 'registry',
    keywords: ['clojars_'],
    pattern: '(?i)CLOJARS_[a-z0-9]{60}',
    entropy: 2,
  }),
  t({
    id: 'nuget-api-key',
    family: 'registry',
    keywords: ['oy2'],
    pattern: String.raw`\b(oy2[a-z0-9]{43})\b`,
    entropy: 3.5,
    source: 'gate',
  }),
  t({
    id: 'docker-hub-pat',
    family: 'registry',
    keywords: ['dckr_pat_'],
    pattern: String.raw`\b(dckr_pat_[A-Za-z0-9_-]{27})`,
    entropy: 3,
    source: 'gate',
  }),
  t({
    id: 'crates-io-api-token',
    family: 'registry',
    keywords: ['cio'],
    pattern: String.raw`\b(cio[a-zA-Z0-9]{32})\b`,
    entropy: 4,
    source: 'gate',
  }),
  t({
    id: 'artifactory-api-key',
    family: 'registry',
    keywords: ['akcp'],
    pattern: String.raw`\bAKCp[A-Za-z0-9]{69}\b`,
    entropy: 4.5,
  }),
  t({
    id: 'artifactory-reference-token',
    family: 'registry',
    keywords: ['cmvmd'],
    pattern: String.raw`\bcmVmd[A-Za-z0-9]{59}\b`,
    entropy: 4.5,
  }),

  // Other SaaS.
  t({
    id: 'linear-api-key',
    family: 'saas',
    keywords: ['lin_api_'],
    pattern: 'lin_api_(?i)[a-z0-9]{40}',
    entropy: 2,
  }),
  t({
    id: 'notion-api-token',
    family: 'saas',
    keywords: ['ntn_'],
    pattern: String.raw`\b(ntn_[0-9]{11}[A-Za-z0-9]{32}[A-Za-z0-9]{3})`,
    entropy: 4,
  }),
  t({
    id: 'postman-api-token',
    family: 'saas',
    keywords: ['pmak-'],
    pattern: String.raw`\b(PMAK-(?i)[a-f0-9]{24}\-[a-f0-9]{34})`,
    entropy: 3,
  }),
  t({
    id: 'sentry-user-token',
    family: 'saas',
    keywords: ['sntryu_'],
    pattern: String.raw`\b(sntryu_[a-f0-9]{64})`,
    entropy: 3.5,
  }),
  t({
    id: 'grafana-cloud-api-token',
    family: 'saas',
    keywords: ['glc_'],
    pattern: String.raw`(?i)\b(glc_[A-Za-z0-9+/]{32,400}={0,3})`,
    entropy: 3,
  }),
  t({
    id: 'grafana-service-account-token',
    family: 'saas',
    keywords: ['glsa_'],
    pattern: String.raw`(?i)\b(glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8})`,
    entropy: 3,
  }),
  t({
    id: 'dynatrace-api-token',
    family: 'saas',
    keywords: ['dt0c01.'],
    pattern: String.raw`dt0c01\.(?i)[a-z0-9]{24}\.[a-z0-9]{64}`,
    entropy: 4,
  }),
  t({
    id: 'new-relic-user-api-key',
    family: 'saas',
    keywords: ['nrak-'],
    pattern: String.raw`\b(NRAK-[A-Z0-9]{27})\b`,
    entropy: 3,
  }),
  t({
    id: 'planetscale-token',
    family: 'saas',
    keywords: ['pscale_tkn_', 'pscale_oauth_', 'pscale_pw_'],
    pattern: String.raw`\b(pscale_(?:tkn|oauth|pw)_[\w=\.-]{32,64})`,
    entropy: 3,
  }),
  t({
    id: 'prefect-api-token',
    family: 'saas',
    keywords: ['pnu_'],
    pattern: String.raw`\b(pnu_[a-zA-Z0-9]{36})`,
    entropy: 2,
  }),
  t({
    id: 'readme-api-token',
    family: 'saas',
    keywords: ['rdme_'],
    pattern: String.raw`\b(rdme_[a-z0-9]{70})`,
    entropy: 2,
  }),
  t({
    id: 'easypost-api-token',
    family: 'saas',
    keywords: ['ezak'],
    pattern: String.raw`\bEZAK(?i)[a-z0-9]{54}\b`,
    entropy: 2,
  }),
  t({
    id: 'typeform-api-token',
    family: 'saas',
    keywords: ['tfp_'],
    pattern: String.raw`(?i)\b(tfp_[a-z0-9\-_\.=]{59})`,
    entropy: 3,
  }),
  t({
    id: 'adobe-client-secret',
    family: 'saas',
    keywords: ['p8e-'],
    pattern: String.raw`\b(p8e-(?i)[a-z0-9]{32})`,
    entropy: 2,
  }),
  t({
    id: '1password-secret-key',
    family: 'saas',
    keywords: ['a3-'],
    pattern: String.raw`\bA3-[A-Z0-9]{6}-(?:(?:[A-Z0-9]{11})|(?:[A-Z0-9]{6}-[A-Z0-9]{5}))-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}\b`,
    entropy: 3.8,
  }),
  t({
    id: 'harness-api-key',
    family: 'saas',
    keywords: ['pat.', 'sat.'],
    pattern: String.raw`(?:pat|sat)\.[a-zA-Z0-9_-]{22}\.[a-zA-Z0-9]{24}\.[a-zA-Z0-9]{20}`,
  }),

  // Private keys that are single tokens, and JSON Web Tokens.
  t({
    id: 'age-secret-key',
    family: 'private-key',
    keywords: ['age-secret-key-1'],
    pattern: 'AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}',
  }),
  // minisign's secret key: "Ed", then scrypt's "Sc" or no KDF's two zero bytes, then "B2", in 158 bytes.
  t({
    id: 'minisign-secret-key',
    family: 'private-key',
    keywords: ['rwrty0iy', 'rwqaaeiy'],
    pattern: String.raw`\bRW(?:RTY0|QAAE)Iy[A-Za-z0-9+/]{202}(?:[A-Za-z0-9+/=]{2})`,
  }),
  t({
    id: 'jwt',
    family: 'jwt',
    keywords: ['eyj'],
    pattern: String.raw`\b(ey[a-zA-Z0-9]{17,}\.ey[a-zA-Z0-9/_-]{17,}\.(?:[a-zA-Z0-9/_-]{10,}={0,2})?)`,
    entropy: 3,
    verify: 'jwt',
  }),
  // A Slack app configuration token (`xoxe.xoxp-1-…`) and its refresh token (`xoxe-1-…`): over a hundred
  // letters and digits after the version (round 17; last, so the samples of the rules before it are drawn as before).
  t({
    id: 'slack-config-token',
    family: 'messaging',
    keywords: ['xoxe.xox', 'xoxe-'],
    pattern: String.raw`xoxe(?:\.xox[bp])?-\d-[A-Za-z0-9]{100,200}`,
    entropy: 3,
  }),
  // A Mailgun private API key with no key naming it (round 19; the keyed rule's name): `key-` and 32 hex.
  t({
    id: 'mailgun-private-api-token',
    family: 'messaging',
    keywords: ['key-'],
    pattern: String.raw`\b(key-[a-f0-9]{32})\b`,
    entropy: 3,
    source: 'gate',
  }),
];

const k = (
  id: string,
  family: SecretFamily,
  keys: readonly string[],
  value: string,
  entropy?: number,
  source: RuleSource = 'gitleaks',
): KeyedRule =>
  entropy === undefined ? { id, family, keys, value, source } : { id, family, keys, value, entropy, source };

export const KEYED_RULES: readonly KeyedRule[] = [
  k(
    'aws-secret-access-key',
    'cloud',
    ['aws_secret', 'secret_access_key', 'secretaccesskey', 'aws_secret_key'],
    '[A-Za-z0-9/+]{40}',
    3.5,
    'gate',
  ),
  k('aws-session-token', 'cloud', ['aws_session_token', 'sessiontoken'], '[A-Za-z0-9/+=]{100,}', 4, 'gate'),
  k(
    'azure-storage-account-key',
    'cloud',
    ['accountkey', 'account_key', 'storage_key', 'storagekey'],
    '[A-Za-z0-9+/]{86}==',
    4,
    'gate',
  ),
  k(
    'azure-shared-access-key',
    'cloud',
    ['sharedaccesskey', 'shared_access_key'],
    '[A-Za-z0-9+/]{43}=',
    4,
    'gate',
  ),
  k('alibaba-secret-key', 'cloud', ['alibaba'], '(?i)[a-z0-9]{30}', 2),
  k('cloudflare-api-key', 'cloud', ['cloudflare'], '(?i)[a-z0-9_-]{40}', 2),
  k('cloudflare-global-api-key', 'cloud', ['cloudflare'], '[a-f0-9]{37}', 2),
  k('heroku-api-key', 'cloud', ['heroku'], UUID),
  k('linode-api-token', 'cloud', ['linode'], '[a-f0-9]{64}', 3, 'gate'),
  k('netlify-access-token', 'cloud', ['netlify'], '(?i)[a-z0-9=_\\-]{40,46}'),
  k('vercel-access-token', 'cloud', ['vercel'], '[A-Za-z0-9]{24}', 3.5, 'gate'),
  k('bitbucket-client-secret', 'source-ci', ['bitbucket'], '(?i)[a-z0-9=_\\-]{32,64}'),
  k('travisci-access-token', 'source-ci', ['travis'], '(?i)[a-z0-9]{22}'),
  k('codecov-access-token', 'source-ci', ['codecov'], '(?i)[a-z0-9]{32}'),
  k('droneci-access-token', 'source-ci', ['droneci'], '(?i)[a-z0-9]{32}'),
  k('sonar-api-token', 'source-ci', ['sonar'], '(?i)[a-z0-9=_\\-]{40}'),
  k('snyk-api-token', 'source-ci', ['snyk'], UUID),
  k('discord-api-token', 'messaging', ['discord'], '[a-f0-9]{64}'),
  k('discord-client-secret', 'messaging', ['discord'], '(?i)[a-z0-9=_\\-]{32}', 2),
  k('telegram-bot-api-token', 'messaging', ['telegr'], '[0-9]{5,16}:A[a-zA-Z0-9_\\-]{34}'),
  k('mailgun-private-api-token', 'messaging', ['mailgun'], 'key-[a-f0-9]{32}'),
  k('mailchimp-api-key', 'messaging', ['mailchimp'], '[a-f0-9]{32}-us\\d\\d'),
  k('twitter-bearer-token', 'messaging', ['twitter'], 'A{22}[a-zA-Z0-9%]{80,100}'),
  k('twitter-api-secret', 'messaging', ['twitter'], '(?i)[a-z0-9]{45,50}'),
  k('twitch-api-token', 'messaging', ['twitch'], '(?i)[a-z0-9]{30}'),
  k('intercom-api-key', 'messaging', ['intercom'], '(?i)[a-z0-9=_\\-]{60}'),
  k('zendesk-secret-key', 'messaging', ['zendesk'], '(?i)[a-z0-9]{40}'),
  k('facebook-secret', 'messaging', ['facebook'], '[a-f0-9]{32}', 3),
  k('coinbase-access-token', 'payment', ['coinbase'], '(?i)[a-z0-9_-]{64}'),
  k('plaid-secret-key', 'payment', ['plaid'], '(?i)[a-z0-9]{30}', 3.5),
  k('plaid-api-token', 'payment', ['plaid'], `access-(?:sandbox|development|production)-${UUID}`),
  k('gocardless-api-token', 'payment', ['gocardless'], 'live_(?i)[a-z0-9\\-_=]{40}'),
  k('braintree-private-key', 'payment', ['braintree'], '[a-f0-9]{32}', 3, 'gate'),
  k('paypal-client-secret', 'payment', ['paypal'], '[A-Za-z0-9_-]{80}', 4, 'gate'),
  k('kraken-access-token', 'payment', ['kraken'], '(?i)[a-z0-9/=_+\\-]{80,90}'),
  k('cohere-api-token', 'llm', ['cohere', 'co_api_key'], '[a-zA-Z0-9]{40}', 4),
  k('mistral-api-key', 'llm', ['mistral'], '[a-zA-Z0-9]{32}', 4, 'gate'),
  k('together-api-key', 'llm', ['together'], '[a-f0-9]{64}', 3.5, 'gate'),
  k('npm-auth-token', 'registry', ['_authtoken'], '[A-Za-z0-9_\\-+/.=]{20,}', 3, 'gate'),
  k('jfrog-api-key', 'registry', ['jfrog', 'artifactory'], '(?i)[a-z0-9]{64,73}'),
  k('datadog-access-token', 'saas', ['datadog', 'dd_api_key', 'dd_app_key'], '(?i)[a-z0-9]{32,40}', 3),
  k('sentry-access-token', 'saas', ['sentry'], '[a-f0-9]{64}', 3),
  k('algolia-api-key', 'saas', ['algolia'], '(?i)[a-z0-9]{32}'),
  k('airtable-api-key', 'saas', ['airtable'], '(?i)[a-z0-9]{17}'),
  k('asana-client-secret', 'saas', ['asana'], '(?i)[a-z0-9]{32}'),
  k('contentful-delivery-api-token', 'saas', ['contentful'], '(?i)[a-z0-9=_\\-]{43}'),
  k('dropbox-api-token', 'saas', ['dropbox'], '(?i)[a-z0-9]{15}'),
  k('launchdarkly-access-token', 'saas', ['launchdarkly'], '(?i)[a-z0-9=_\\-]{40}'),
  k('mapbox-api-token', 'saas', ['mapbox'], '(?i)pk\\.[a-z0-9]{60}\\.[a-z0-9]{22}'),
  k('okta-access-token', 'saas', ['okta'], '00[\\w=\\-]{40}', 4),
  k('rapidapi-access-token', 'saas', ['rapidapi'], '(?i)[a-z0-9_-]{50}'),
  k('squarespace-access-token', 'saas', ['squarespace'], UUID),
  k('hubspot-api-key', 'saas', ['hubspot'], UUID),
  k('docker-config-auth', 'registry', ['auth'], '[A-Za-z0-9+/]{8,}={0,2}', undefined, 'gate'),
  // `.npmrc`'s `_auth=`: a base64 `user:password`, like a docker config's `auth` (round 17).
  k('npm-basic-auth', 'registry', ['_auth'], '[A-Za-z0-9+/]{8,}={0,2}', undefined, 'gate'),
  // An Azure SAS URL's `sig=`: a base64 HMAC-SHA256, often percent-encoded (`%2F`, `%3D`).
  k('azure-sas-signature', 'cloud', ['sig'], '[A-Za-z0-9%+/]{40,64}={0,1}', 4, 'gate'),
];
/** `docker-config-auth` (`npm-basic-auth`) binds only an exact `auth` (`_auth`) key and a base64 `user:password`; `azure-sas-signature`
 * only the exact `sig` key. */
export const EXACT_KEY_RULES: ReadonlySet<string> = new Set([
  'docker-config-auth',
  'npm-basic-auth',
  'azure-sas-signature',
]);
export const VERIFY_BASIC: ReadonlySet<string> = new Set(['docker-config-auth', 'npm-basic-auth']);

/**
 * Password keys written in letters past ASCII (docs/screening.md, "Round 65 (secrets-r65)"): the scout's
 * automaton reads bytes, so it finds these apart (`foreignKeys`); `assignment` reads such a key whole. No
 * ASCII spelling (`haslo`, `parola`) joins them: keys are matched by substring (`hasLocation`).
 */
export const WRITTEN_FOREIGN_KEYS: readonly string[] = [
  'пароль',
  '密码',
  '密碼',
  '口令',
  'パスワード',
  '비밀번호',
  'hasło',
  'jelszó',
  'lösenord',
  'κωδικός',
  'şifre',
];

/**
 * The foreign keys and each as the view respells it inside a word that mixes scripts (docs/screening.md,
 * "Round 66 (secrets-r66)"): `db_пароль` reads `db_пapoль` there, its look-alike letters folded to ASCII.
 */
export const FOREIGN_PASSWORD_KEYS: readonly string[] = [
  ...new Set(WRITTEN_FOREIGN_KEYS.flatMap((k) => [k, [...k].map((c) => CONFUSABLES.get(c) ?? c).join('')])),
];

/**
 * Generic assignments: a key that names a secret and a value that looks like one. Keys are matched as
 * lowercase substrings; `ignoreKeys` are keys that merely mention one (gitleaks' generic allowlist), or
 * that say their value is no real one (`API_KEY_PLACEHOLDER`, `dummy_password`, `fake_token`, `mock`):
 * a token of a known format under such a key is still that token's rule.
 */
export const GENERIC = {
  passwordKeys: [
    'password',
    'passwd',
    'passphrase',
    'pwd',
    'pass',
    'kennwort',
    'contraseña',
    'motdepasse',
    'senha',
  ],
  secretKeys: [
    'secret',
    'token',
    'api_key',
    'apikey',
    'api-key',
    'access_key',
    'accesskey',
    'auth_key',
    'authkey',
    'private_key',
    'privatekey',
    'credential',
    'creds',
    'signing_key',
    'encryption_key',
    'master_key',
    'session_key',
    'client_key',
    'app_key',
    'license_key',
    'webhook_secret',
    'server_key',
    'serverkey',
    'x-api-key',
    'access-key',
    'secret-key',
  ],
  ignoreKeys:
    /(?:author|accessor|access_?id|random_?access|api_?(?:id|name|version|base|host|url|endpoint)|credentials?_?id|withcredentials|public|pub_?key|primary_?key|foreign_?key|sort_?key|partition_?key|hash_?key|cache_?key|idempotency|key_?(?:id|name|alias|size|length|type|usage|spec|path|file|ring|board|code|press|frame|pair|vault|store|tab|word|prefix|version|format|algorithm|ops)|keyboard|keypress|keystroke|monkey|turkey|donkey|token_?(?:type|url|uri|endpoint|file|path|name|count|limit|usage|expir|ttl|id)|tokens?_(?:used|count|total|limit)|(?:max|num|total|prompt|completion|input|output|cached|reasoning)_?tokens|tokenizer|csrf|xsrf|secret_?(?:name|ref|arn|id|length|size|version|path|manager)|usersecretsid|password_?(?:policy|length|hash|reset|field|label|rules|min|max|expir|strength|hint|prompt|confirm|changed|updated)|passage|passport|compass|bypass|pass_?(?:through|thru|fail|rate|count|ed|es)|passes|passed|passing|passive|encoding|page_?token|continuation|sync_?token|next_?token|resume_?token|change_?token|delta_?token|cursor|_url|_uri|_path|_file|_dir|_name|_type|_enabled|_required|_count|placeholder|dummy|fake|mock)/,
} as const;

/** Every word that makes a key worth reading (an assignment whose key has none of them never fires). */
export const KEY_NAME_WORDS: readonly string[] = [
  ...new Set([
    ...KEYED_RULES.flatMap((r) => r.keys),
    ...GENERIC.passwordKeys,
    ...FOREIGN_PASSWORD_KEYS,
    ...GENERIC.secretKeys,
    'authorization',
    'auth',
  ]),
];

/**
 * Phrases the keyless rules (`secrets.ts`) read a credential after: SQL's `PASSWORD '…'` and
 * `IDENTIFIED BY '…'`, a `Bearer` token under any name, a `.netrc` entry, a `mysql -p…` command line, a
 * Telegram bot's API URL, a value named by a sibling field, a `.pgpass` line. The scout finds each in its one pass (lowercase, so caseless: more than the
 * rules' own exact searches) and sets its hint bit (`phraseHint`); a rule searches the text only then.
 */
export const SECRET_PHRASES = {
  sqlPassword: "word '",
  sqlIdentified: "d by '",
  bearer: 'bearer ',
  netrc: 'machine ',
  mysql: 'mysql',
  telegram: 'telegram.org',
  // A field named by a sibling (`{"name": "X-Api-Key", "value": …}`, `- name: DB_PASSWORD` / `value:`):
  // `value` as a key, so that prose's "the value of" reads nothing.
  namedValueQuoted: 'value"',
  namedValueSingle: "value'",
  namedValueEscaped: 'value\\',
  namedValueColon: 'value:',
  namedValueEquals: 'value=',
  // A `.pgpass` line (`host:port:db:user:password`) on PostgreSQL's own port or any port (`*`).
  pgpassPort: ':5432:',
  pgpassAny: ':*:',
} as const;

/**
 * How a sentence gives a secret, by language (docs/screening.md, "Round 69 (secrets-r69)"): the nouns it names
 * one by and the verbs or marks it gives one with (`The new password is …`, `PIN: …`, `das Kennwort lautet …`,
 * `密码是…`). Read caseless, a run of blanks as one. The foreign nouns are the secret vocabulary's own
 * (GENERIC.passwordKeys, WRITTEN_FOREIGN_KEYS; its test holds them so), with the forms a sentence inflects.
 * `pins`: the nouns of a secret written in digits alone (`PIN: 4821`, `pin code is 0093`; "Round 70 (secrets-r70)"),
 * in each language that writes one (`Geheimzahl`, `code confidentiel`, `clave`; "Round 71 (secrets-r71)"). A PIN's
 * noun not among `nouns` gives digits alone; a noun in two languages takes both languages' verbs.
 */
export const GIVEN_SECRET: ReadonlyMap<
  string,
  { nouns: readonly string[]; verbs: readonly string[]; pins?: readonly string[] }
> = new Map([
  [
    'en',
    {
      nouns: [
        'password',
        'passwd',
        'pwd',
        'pw',
        'passphrase',
        'passcode',
        'pin',
        'pin code',
        'pincode',
        'pin number',
        'token',
      ],
      pins: ['passcode', 'pin', 'pin code', 'pincode', 'pin number'],
      verbs: [
        'is',
        'was',
        'will be',
        'is now',
        'is still',
        'is set to',
        'was set to',
        'has been set to',
        'is changed to',
        'was changed to',
        'has been changed to',
        'was reset to',
        'has been reset to',
        ':',
        '=',
      ],
    },
  ],
  [
    'de',
    {
      nouns: ['passwort', 'kennwort'],
      pins: ['pin', 'pin-code', 'pin-nummer', 'pincode', 'geheimzahl', 'geheimnummer'],
      verbs: ['ist', 'war', 'lautet', 'ist jetzt', ':', '='],
    },
  ],
  [
    'fr',
    {
      nouns: ['mot de passe', 'motdepasse'],
      pins: ['pin', 'code pin', 'code confidentiel', 'code secret'],
      verbs: ['est', 'était', 'sera', ':', '='],
    },
  ],
  [
    'es',
    {
      nouns: ['contraseña'],
      pins: ['pin', 'código pin', 'número pin', 'clave', 'clave pin', 'número secreto'],
      verbs: ['es', 'era', 'será', ':', '='],
    },
  ],
  ['it', { nouns: [], pins: ['pin', 'codice pin', 'codice segreto'], verbs: ['è', 'era', 'sarà', ':', '='] }],
  [
    'pt',
    {
      nouns: ['senha'],
      pins: ['pin', 'código pin', 'código secreto', 'senha pin'],
      verbs: ['é', 'era', 'será', ':', '='],
    },
  ],
  ['nl', { nouns: [], pins: ['pin', 'pincode', 'pin-code'], verbs: ['is', 'was', 'wordt', ':', '='] }],
  ['ru', { nouns: ['пароль'], verbs: ['—', ':', '='] }],
  ['zh', { nouns: ['密码', '密碼', '口令'], verbs: ['是', '为', '為', ':', '='] }],
  ['ja', { nouns: ['パスワード'], verbs: ['は', ':', '='] }],
  ['ko', { nouns: ['비밀번호'], verbs: ['는', ':', '='] }],
  ['pl', { nouns: ['hasło'], pins: ['pin', 'kod pin', 'numer pin'], verbs: ['to', 'jest', ':', '='] }],
  ['hu', { nouns: ['jelszó', 'jelszava'], verbs: [':', '='] }],
  [
    'sv',
    {
      nouns: ['lösenord', 'lösenordet'],
      pins: ['pin', 'pinkod', 'pinkoden', 'pin-kod', 'pin-koden'],
      verbs: ['är', 'var', ':', '='],
    },
  ],
  ['el', { nouns: ['κωδικός'], verbs: ['είναι', ':', '='] }],
  ['tr', { nouns: ['şifre', 'şifreniz', 'şifresi'], verbs: [':', '='] }],
]);

/** Keywords that sit inside a token, at a fixed offset from its start, written as providers write them. */
export const INNER_KEYWORDS: readonly (readonly [offset: number, written: string, keyword: string])[] = [
  [4, 'Q~', 'q~'],
  [14, '.atlasv1.', 'atlasv1'],
  [23, 'T3BlbkFJ', 't3blbkfj'],
];

/** Schemes whose URL password is a database or broker credential. */
export const CONNECTION_SCHEMES: ReadonlySet<string> = new Set([
  'postgres',
  'postgresql',
  'mysql',
  'mariadb',
  'mongodb',
  'mongodb+srv',
  'redis',
  'rediss',
  'amqp',
  'amqps',
  'mssql',
  'sqlserver',
  'oracle',
  'cockroachdb',
  'clickhouse',
  'cassandra',
  'neo4j',
  'bolt',
  'nats',
  'kafka',
  'memcached',
  'couchbase',
  'couchdb',
  'elasticsearch',
  'influxdb',
]);

/** Private key block labels (the text between `-----BEGIN ` and `-----`) that hold a private key. */
export const PRIVATE_KEY_LABEL = /PRIVATE KEY/;
