// Credential files by path: one table the shell reader (credential-flow's whole line, the file ledger's
// credential marks) and the default floor's rules both read. A vocabulary of the shell reader, so the
// ladder never imports the default floor's module (docs/floor.md, "What the floor reads and assumes").

/** Where a shell word ends, as the floor's rules read it: end of text, a separator, a quote or `\"`. */
export const WORD_END = String.raw`(?:$|[\s"',;&|)<>\x60]|\\")`;

/** A credential file's path: keys, cloud and registry credentials, password stores, shell histories, process env. */
export const CREDENTIAL_PATH = String.raw`(?:\.ssh(?:/(?:id_[\w-]+|[\w.-]*_key|identity))?/?|\bid_(?:rsa|dsa|ecdsa|ed25519)|\.aws(?:/(?:credentials|config))?/?|\.config/gcloud(?:/[\w./-]*)?|\.azure(?:/[\w./-]*)?|\.kube/config|\.docker/config\.json|\.netrc|\.npmrc|\.pypirc|\.git-credentials|\.pgpass|\.vault-token|\.gnupg(?:/[\w./-]*)?|\.config/gh/hosts\.yml|/etc/(?:shadow|gshadow|sudoers)|/proc/(?:self|\d+|\$\$)/environ|\.(?:bash|zsh|sh|python|mysql|psql|node_repl)_history|\.env(?:\.[\w-]+)?|[\w.-]+\.(?:pem|key|p12|pfx|jks|keystore)|credentials\.json|service[-_]account[\w.-]*\.json)${WORD_END}`;

/** Network clients that can carry data off the machine. */
export const NET_CMD = String.raw`\b(?:curl|wget|nc|ncat|netcat|socat|telnet|ssh|scp|sftp|ftp|rsync|openssl\s+s_client|mail|mailx|sendmail|gsutil|rclone|aws\s+s3)\b`;
/** Interpreters that both read files and reach the network in a one-liner (awk too: gawk's /inet/tcp, round 22). */
export const INTERPRETER = String.raw`(?i:\b(?:python[\d.]*|pypy[\d.]*|node|nodejs|deno|bun|perl|ruby|php|lua|Rscript|osascript|[gmn]?awk)\b)`;
/** The words by which such a one-liner reaches the network. */
export const NET_CODE = String.raw`(?i:/dev/(?:tcp|udp)/|/inet[46]?/(?:tcp|udp)/|urlopen|urllib|requests\.|httpx|http\.client|https?:|socket|fetch\(|XMLHttpRequest|Net::|LWP|HTTP::|IO::Socket|Net::HTTP|open-uri|curl_|fsockopen|smtplib|ftplib|paramiko)`;
/**
 * Sockets a shell or awk opens by path or builtin, no program named (round 22): bash's `/dev/tcp|udp/H/P`
 * redirections, gawk's `/inet/tcp/...` special files, zsh's `ztcp` (zsh/net/tcp).
 */
export const NET_SOCKET = String.raw`(?:/dev/(?:tcp|udp)/|/inet[46]?/(?:tcp|udp)/|\bztcp\b)`;
/**
 * A network program (not `ssh-keygen`, `ssh-add`: their names begin with one; not a directory, round 26:
 * the `ssh` of `~/.ssh/id_rsa` runs nothing), or a one-liner that reaches the network.
 */
export const FLOW_NET = String.raw`(?:${NET_CMD}(?:$|[^-./\w])|\b(?:http|xh|ftp|tftp|lftp)\s|${NET_SOCKET}|${INTERPRETER}[^\n]*${NET_CODE})`;
/**
 * What sends a file a credential mark names (round 21, the file ledger's credential marks): credential-flow's
 * network programs and one-liners, and the storage clients credential-upload names.
 */
export const SENDS_FILE = String.raw`(?:${FLOW_NET}|\b(?:s3cmd|azcopy|croc|wormhole|az\s+storage|gcloud\s+storage|mc\s+cp)\b)`;

/**
 * Round 25: one file of each kind CREDENTIAL_PATH names, spelled out (a test holds each to it): a glob the
 * shell expands is a credential path when it can match one of these (shell-globs.ts credentialGlob).
 */
export const CREDENTIAL_NAMES: readonly string[] = [
  '.ssh/id_rsa',
  '.ssh/id_ed25519',
  '.ssh/id_ecdsa',
  '.ssh/id_dsa',
  '.ssh/ssh_host_rsa_key',
  '.ssh/identity',
  '.aws/credentials',
  '.aws/config',
  '.config/gcloud/credentials.db',
  '.config/gcloud/application_default_credentials.json',
  '.azure/accessTokens.json',
  '.kube/config',
  '.docker/config.json',
  '.netrc',
  '.npmrc',
  '.pypirc',
  '.git-credentials',
  '.pgpass',
  '.vault-token',
  '.gnupg/secring.gpg',
  '.gnupg/private-keys-v1.d',
  '.config/gh/hosts.yml',
  '/etc/shadow',
  '/etc/gshadow',
  '/etc/sudoers',
  '/proc/self/environ',
  '.bash_history',
  '.zsh_history',
  '.python_history',
  '.mysql_history',
  '.psql_history',
  '.node_repl_history',
  '.env',
  '.env.local',
  '.env.production',
  'x.pem',
  'x.key',
  'x.p12',
  'x.pfx',
  'x.jks',
  'x.keystore',
  'credentials.json',
  'service-account.json',
  'service_account.json',
];
