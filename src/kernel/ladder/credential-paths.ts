// Credential files by path: one table the shell reader (credential-flow's whole line, the file ledger's
// credential marks) and the default floor's rules both read. A vocabulary of the shell reader, so the
// ladder never imports the default floor's module (docs/floor.md, "What the floor reads and assumes").

/** Where a shell word ends, as the floor's rules read it: end of text, a separator, a quote or `\"`. */
export const WORD_END = String.raw`(?:$|[\s"',;&|)<>\x60]|\\")`;

/** A credential file's path: keys, cloud and registry credentials, password stores, shell histories, process env. */
export const CREDENTIAL_PATH = String.raw`(?:\.ssh(?:/(?:id_[\w-]+|[\w.-]*_key|identity))?/?|\bid_(?:rsa|dsa|ecdsa|ed25519)|\.aws(?:/(?:credentials|config))?/?|\.config/gcloud(?:/[\w./-]*)?|\.azure(?:/[\w./-]*)?|\.kube/config|\.docker/config\.json|\.netrc|\.npmrc|\.pypirc|\.git-credentials|\.pgpass|\.vault-token|\.gnupg(?:/[\w./-]*)?|\.config/gh/hosts\.yml|/etc/(?:shadow|gshadow|sudoers)|/proc/(?:self|\d+|\$\$)/environ|\.(?:bash|zsh|sh|python|mysql|psql|node_repl)_history|\.env(?:\.[\w-]+)?|[\w.-]+\.(?:pem|key|p12|pfx|jks|keystore)|credentials\.json|service[-_]account[\w.-]*\.json)${WORD_END}`;
