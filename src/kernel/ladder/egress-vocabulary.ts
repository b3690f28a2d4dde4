// What sends bytes off the machine, and what carries a directory tree whole (round 23): one vocabulary the
// witness gate (policy/names.ts outwardShell) and the shell reader (shell-option-scripts.ts homeSent) read,
// so `nc`, `socat` and `/dev/tcp` are judged as `scp` and `rsync` are (docs/floor.md, "Round 23").
import { normalisePath } from '../policy/paths.js';

/** Carriers whose last operand is where the tree goes (`rsync -a SRC h:x`): a home there is written, not sent. */
export const DESTINATION_LAST_CARRIERS: ReadonlySet<string> = new Set([
  'mksquashfs',
  'rsync',
  'scp',
  'rclone',
  's3cmd',
  'azcopy',
  'mc',
  'gsutil',
  'aws',
  'gcloud',
  'docker',
  'podman',
  'kubectl',
]);

/** Programs whose every run may send bytes to another host: each needs a witness. */
export const SENDERS: ReadonlySet<string> = new Set([
  'sendmail',
  'mail',
  'mailx',
  's-nail',
  'mutt',
  'neomutt',
  'scp',
  'rsync',
  'sftp',
  'nc',
  'ncat',
  'netcat',
  'socat',
  'telnet',
  'lftp',
  'ftp',
  'tftp',
  // Round 41: busybox's `ftpput HOST REMOTE LOCAL` uploads LOCAL (its ftpget was read, round 36).
  'ftpput',
  'croc',
  'wormhole',
  's3cmd',
  'azcopy',
  // zsh's zsh/net/tcp builtin: `ztcp h 80` opens a connection the next commands write to.
  'ztcp',
]);

/**
 * Round 58 (docs/floor.md, "Round 58 (redteam-r58)"): programs that connect to the host an operand (or
 * `-x`/`--proxy`/`-K`'s value) names: a substitution there is a host only the running shell knows
 * (shell-unknown.ts).
 */
export const HOST_CONNECTORS: ReadonlySet<string> = new Set([
  'curl',
  'wget',
  'http',
  'https',
  'xh',
  'aria2c',
  'nc',
  'ncat',
  'netcat',
  'socat',
  'telnet',
  'ssh',
  'scp',
  'sftp',
  'rsync',
  'ftp',
  'lftp',
]);

/** Round 24: remote shells: fed local bytes on their input (`ssh h 'cat > x' < f`), they send them as scp does. */
export const REMOTE_SHELLS: ReadonlySet<string> = new Set(['ssh', 'autossh']);

/** netcat's zero-I/O scan (`nc -z h 80`, `nc -zv`): it connects and sends nothing. */
export const ZERO_IO_SENDERS: ReadonlySet<string> = new Set(['nc', 'ncat', 'netcat']);

/** Programs that send or publish by one subcommand (`git push`, `openssl s_client`); a Map: `constructor` finds nothing. */
export const SENDER_SUBCOMMANDS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries({
    git: new Set(['push', 'send-email']),
    npm: new Set(['publish']),
    pnpm: new Set(['publish']),
    yarn: new Set(['publish']),
    cargo: new Set(['publish']),
    docker: new Set(['push']),
    podman: new Set(['push']),
    twine: new Set(['upload']),
    gem: new Set(['push']),
    gh: new Set(['release', 'pr', 'issue', 'gist']),
    openssl: new Set(['s_client']),
  }),
);

/** Clients that send only with an upload option (`curl -T`, `wget --post-file`). */
export const UPLOADERS: ReadonlySet<string> = new Set(['curl', 'wget']);

/** A write (redirection) target that is a socket bash or gawk opens by path: a send to its host. */
export const SOCKET_PATH = /^\/(?:dev\/(?:tcp|udp)|inet[46]?\/(?:tcp|udp))\//;
/** gawk's special files inside its program text (`print |& "/inet/tcp/0/h/80"`): a send from awk. */
export const AWK_SOCKET = /\/inet[46]?\/(?:tcp|udp)\//;
/** The awks whose program may open such a file. */
export const AWKS: ReadonlySet<string> = new Set(['awk', 'gawk', 'mawk', 'nawk']);

/**
 * Programs that pack or carry the directory trees named as their operands (archivers, sync and transfer
 * clients): a home directory (or `/`) among them is every credential below it at once.
 */
export const TREE_CARRIERS: ReadonlySet<string> = new Set([
  'tar',
  'bsdtar',
  'gzip',
  'bzip2',
  'xz',
  'zstd',
  'gtar',
  'zip',
  '7z',
  '7za',
  '7zr',
  '7zz',
  'rar',
  'pax',
  'dar',
  'borg',
  'restic',
  'duplicity',
  'rsync',
  'scp',
  'rclone',
  'lftp',
  's3cmd',
  'azcopy',
  'croc',
  'wormhole',
  'gsutil',
  'mc',
  'aws',
  'gcloud',
  'docker',
  'podman',
  'kubectl',
  // Round 24: archivers that read their list of files on standard input, filesystem image makers.
  'cpio',
  'afio',
  'mksquashfs',
  'genisoimage',
  'mkisofs',
  'xorriso',
  'mkfs.cramfs',
]);

/** Round 24: archivers that pack the file names they read (`find ~ | cpio -o`, `tar -T -`, `zip -@`). */
export const LIST_ARCHIVERS: ReadonlySet<string> = new Set([
  'tar',
  'bsdtar',
  'gtar',
  'cpio',
  'afio',
  'pax',
  'zip',
  '7z',
  '7za',
  '7zr',
  '7zz',
  'rsync',
]);
/** Round 24: programs that print the names of the files below their operands (`find ~`, `fd . ~`). */
export const FILE_LISTERS: ReadonlySet<string> = new Set([
  'find',
  'gfind',
  'bfs',
  'fd',
  'fdfind',
  'ls',
  // What echo/printf print is the list (`echo ~ | xargs tar czf x`).
  'echo',
  'printf',
]);

/**
 * Round 24: library calls by which a one-liner packs a directory tree (Python's shutil/tarfile/zipfile,
 * Perl's Archive::, Ruby's Gem::Package/Zip, Node's archiver/tar/adm-zip, Go's and Java's writers).
 */
export const ARCHIVE_CODE =
  /make_archive|tarfile|zipfile|ZipFile|TarFile|Archive::(?:Tar|Zip)|Gem::Package|TarWriter|Zip::File|\barchiver\b|adm-zip|AdmZip|JSZip|\btar(?:["']\s*\))?\.(?:c|create)\b|archive\/(?:tar|zip)|ZipOutputStream|TarArchive/;
/**
 * Round 24: how a one-liner names its user's home without spelling it (`Path.home()`, `$ENV{HOME}`, `Dir.home`);
 * round 69: Go's `os.UserHomeDir()`, the password entry's (`pwd.getpwuid(..).pw_dir`, `Etc.getpwuid.dir`,
 * `posix_getpwuid(..)["dir"]`), node's `os.userInfo().homedir`, Windows' `USERPROFILE`.
 */
export const HOME_CODE =
  /expanduser\(\s*["']~\/?["']|Path\.home\(|homedir\(|\.homedir\b|UserHomeDir\(|getpwuid|\bpw_dir\b|\bUSERPROFILE\b|Dir\.home\b|expand_path\(\s*["']~\/?["']|\bHOME\b|user\.home/;

/** A home directory by its absolute path, or all of them (`/home/u`, `/Users/u`, `/root`, `/home`). */
export const HOME_DIR = /^\/(?:(?:home|users)(?:\/[^/]+)?|root|var\/root)\/?$/i;

/**
 * Whether a (quote-removed) operand names a home directory whole, or the root that holds them: `~`,
 * `~/`, `$HOME`, `${HOME}/.`, `/home/u`, `/proc/self/root/root`. `file.txt~` and `~/src` are not.
 */
export function namesWholeHome(word: string): boolean {
  const c = word.charCodeAt(0);
  // Only a word starting `~`, `$` or `/` can name one: the common operand is judged by one look.
  if (c !== 126 && c !== 36 && c !== 47) return false;
  const path = normalisePath(word);
  if (path === '~' || path === '/' || HOME_DIR.test(path)) return true;
  // Every entry of a home by a pattern (`~/*`, `~/.*`, `$HOME/.[a-z]*`): the home whole.
  const slash = path.lastIndexOf('/');
  return slash >= 0 && EVERY_ENTRY.test(path.slice(slash + 1)) && namesWholeHome(path.slice(0, slash) || '/');
}
/** A last name that is only a pattern (`*`, `.*`, `.??*`, `.[!.]*`): every entry of its directory. */
const EVERY_ENTRY = /^\.?(?=[^/]*\*)(?:[*?]|\[[^\]/]*\])+$/;

/**
 * File servers that bind every interface unless told a loopback address (round 22's table made one
 * vocabulary in round 23): program, the subcommand that serves (none: any run), the options naming the
 * bind address. `python -m MODULE` servers are in PYTHON_SERVERS; php's `-S HOST:PORT` names its host.
 */
export const FILE_SERVERS: ReadonlyMap<string, { sub?: string; bind: readonly string[]; loopback?: true }> =
  new Map<string, { sub?: string; bind: readonly string[]; loopback?: true }>([
    ['http-server', { bind: ['-a'] }],
    ['live-server', { bind: ['--host'] }],
    ['miniserve', { bind: ['-i', '--interfaces'] }],
    ['darkhttpd', { bind: ['--addr'] }],
    ['updog', { bind: [] }],
    ['static-server', { bind: [] }],
    ['twistd', { sub: 'web', bind: ['--listen', '--port'] }],
    ['caddy', { sub: 'file-server', bind: ['--listen'] }],
    ['webfsd', { bind: ['-i'] }],
    ['busybox', { sub: 'httpd', bind: ['-p'] }],
    // Round 25: `ninja -t browse` serves the build graph (its commands) on localhost unless told a host.
    ['ninja', { sub: 'browse', bind: ['--hostname'], loopback: true }],
  ]);
/**
 * File servers known only when a package runner runs them (`npx serve`, `pnpm dlx serve`): the bare word is
 * a verb of other programs (`gate serve`, `hugo serve`), whose tails the reader reads as commands.
 */
export const RUN_FILE_SERVERS: ReadonlyMap<string, { sub?: string; bind: readonly string[] }> = new Map([
  ['serve', { bind: ['-l', '--listen'] }],
]);
/** `python -m MODULE` (and `-mMODULE`) file servers bound to every interface by default. */
export const PYTHON_SERVERS =
  /^-m(?:http\.server|SimpleHTTPServer|uploadserver|RangeHTTPServer|updog|twisted)$/;

/**
 * Round 25: commands that store values on a remote service (CI secrets and variables, platform config, secret
 * managers, clusters): program, then the words of the verb, consecutive. A credential file given them as
 * input, a file option or a substitution is sent (shell-stores.ts).
 */
export const REMOTE_STORES: ReadonlyMap<string, readonly (readonly string[])[]> = new Map([
  [
    'gh',
    [
      ['secret', 'set'],
      ['variable', 'set'],
    ],
  ],
  [
    'glab',
    [
      ['variable', 'set'],
      ['variable', 'create'],
      ['variable', 'update'],
    ],
  ],
  ['heroku', [['config:set'], ['config:add']]],
  [
    'fly',
    [
      ['secrets', 'set'],
      ['secrets', 'import'],
    ],
  ],
  [
    'flyctl',
    [
      ['secrets', 'set'],
      ['secrets', 'import'],
    ],
  ],
  ['vercel', [['env', 'add']]],
  ['netlify', [['env:set'], ['env:import']]],
  [
    'doppler',
    [
      ['secrets', 'set'],
      ['secrets', 'upload'],
    ],
  ],
  ['supabase', [['secrets', 'set']]],
  ['wrangler', [['secret', 'put'], ['secret', 'bulk'], ['secret:bulk']]],
  ['firebase', [['functions:secrets:set']]],
  ['railway', [['variables']]],
  [
    'kubectl',
    [
      ['create', 'secret'],
      ['create', 'configmap'],
    ],
  ],
  [
    'docker',
    [
      ['secret', 'create'],
      ['config', 'create'],
    ],
  ],
  [
    'gcloud',
    [
      ['secrets', 'create'],
      ['versions', 'add'],
    ],
  ],
  ['az', [['secret', 'set']]],
  ['aws', [['secretsmanager'], ['put-parameter']]],
  ['vault', [['kv', 'put'], ['write']]],
]);
/** Round 25: git verbs that put a file in a commit: with a push in the same text, the file is sent. */
export const GIT_COMMITS: ReadonlySet<string> = new Set(['add', 'stage', 'commit', 'update-index']);

/** Programs that print a file's bytes re-encoded (base64, hex, octal): content dumpers and credential readers both. */
export const BYTE_ENCODERS: readonly string[] = ['base64', 'base32', 'basenc', 'xxd', 'od', 'hexdump'];

/**
 * Round 25: programs that print the contents of every file they are given: run on every file of a home
 * (`find ~ -type f -exec cat {} +`, `find ~ | xargs cat`), they put the home's bytes on their output.
 */
export const CONTENT_DUMPERS: ReadonlySet<string> = new Set([
  'cat',
  'tac',
  'nl',
  'head',
  'tail',
  ...BYTE_ENCODERS,
  'strings',
  'zcat',
  'gzip',
  'bzip2',
  'xz',
  'zstd',
  'dd',
  'paste',
]);
/** Round 54: programs whose output is their input's bytes, filtered or not (CONTENT_DUMPERS, text filters, downloaders). */
export const CONTENT_READERS: ReadonlySet<string> = new Set([
  ...CONTENT_DUMPERS,
  ...['sed', 'awk', 'gawk', 'mawk', 'cut', 'tr', 'grep', 'egrep', 'fgrep', 'rg', 'sort', 'uniq', 'jq', 'yq'],
  ...['xargs', 'envsubst', 'less', 'more', 'curl', 'wget', 'fetch', 'http', 'xh'],
]);
