// Round 74 (docs/floor.md "Round 74 (rt-writers-r74)"): writes to a guarded host file that round 73 left
// unread. A program's own output option or last operand (`nmap -oN ~/.bashrc`, `tcpdump -w F`, `pg_dump -f
// F`, `ffmpeg -i x F`), a build's export inside a setting (`docker buildx build -o type=local,dest=D`), an
// unknown program's `-O F` and `-f F`: read from a vocabulary (shell-vocabulary.ts OUTPUT_PROGRAMS, read as
// TRANSFER_PROGRAMS is) and refused SELF_MODIFY, as `cp x ~/.bashrc` is. And a place xargs or parallel
// gives its copy program from input the text does not show (`xargs cp x < f`): refused MALFORMED, as `cp x
// "$F"` is.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { decidesDrawnInBoundedCpu, RUNS, said, verdict } from './helpers/redteam-floor.js';
import { WriterDecider } from './helpers/writer-places.js';

/** Programs writing the place `D` by their own option or operand. */
const FORMS: readonly string[] = [
  'nmap -oN D host',
  'nmap -oX D host',
  'nmap -oG D -sV host',
  'nmap -oS D host',
  'nmap --oN D host',
  'nmap -oN=D host',
  'nmap -m D host',
  'ncrack -oX D host',
  'masscan -oL D 10.0.0.0/8',
  'tcpdump -w D',
  'tcpdump -i eth0 -nw D',
  'tshark -i eth0 -w D',
  'dumpcap -w D',
  'script -q D',
  'pg_dump -f D db',
  'pg_dump --file=D db',
  'pg_restore -f D x.dump',
  'mysqldump -r D db',
  'mysqldump --result-file=D db',
  'psql -L D db',
  'mysql --tee=D db',
  'redis-cli --rdb D',
  'gs -sOutputFile=D -sDEVICE=txtwrite x.pdf',
  'openssl req -new -keyout D -out x.csr',
  'keytool -genkey -keystore D',
  'pdftk a.pdf cat output D',
  'aria2c -d D http://x/f',
  'yt-dlp -P D http://x',
  'htpasswd -c D u',
  'ffmpeg -i in.mp4 D',
  'ffmpeg -y -i in.mp4 -c copy D',
  'ffmpeg -i in.mp4 D -loglevel quiet',
  'ffmpeg -i in.mp4 out.mp4 -map 0 D',
  'convert a.png D',
  'magick a.png -resize 50% D',
  'sox a.wav D',
  'qpdf in.pdf D',
  'lwp-download http://x/f D',
  'link x D',
  'svn export http://x/f D',
  'hg clone http://x D',
  'docker buildx build -o type=local,dest=D .',
  'docker buildx build --output type=tar,dest=D .',
  'docker build --output=D .',
  'docker build -o D .',
  'podman build -o D .',
  'docker build --cache-to type=local,dest=D .',
  'docker build --iidfile D .',
  'yq -i .a=1 D',
  'yq eval -i .a=1 D',
  'sd foo bar D',
  'xmlstarlet ed -L -u /a -v b D',
  'crudini --set D s k v',
  'dasel put -f D -t string -v x .a',
  "sqlite3 D 'create table t(x)'",
  'ruby -i -pe \'sub(/a/, "b")\' D',
  'rsync --write-batch=D a b',
  'mknod D p',
  'exiftool -W D x.jpg',
  'mytool -O D x',
  'mytool -f D x',
  'mytool -fD x',
  'mytool -xf D',
];
/** Copy programs xargs or parallel hand a place from input: `<` the input, its feed around it. */
const FED_RUNS: readonly string[] = [
  'xargs cp x',
  'xargs -n1 cp tpl.txt',
  'xargs -r mv x',
  'xargs ln -sf x',
  'xargs install -m 644 x',
  'xargs -I{} cp x {}',
  'xargs -I % cp x %/.bashrc',
  'xargs docker cp c:/x',
  'xargs kubectl cp pod:/x',
  'xargs rclone copyto r:x',
  'xargs convert a.png',
  'parallel cp x',
  'parallel cp x {}',
  "xargs -I{} sh -c 'cp x {}'",
  'xargs sh -c \'cp x "$1"\' _',
  'mywrap xargs cp x',
];
/** sqlite3's dot commands and statements that write `F` (its text is no shell's: `~` stays literal). */
const SQLITE_WRITES: readonly string[] = [
  '.output F',
  '.out F',
  '.o F',
  '.once F',
  '.save F',
  '.backup main F',
  '.log F',
  ".once 'F'",
  "ATTACH 'F' AS x",
  "attach database 'F' as x",
  "VACUUM INTO 'F'",
];
/** How the text reaches sqlite3: an operand after the database, `-cmd`, a here-string, a here-document. */
const SQLITE_CARRIERS: readonly ((sql: string) => string)[] = [
  (q) => `sqlite3 db "${q}" 'select 1'`,
  (q) => `sqlite3 -cmd "${q}" db 'select 1'`,
  (q) => `sqlite3 db <<< "${q}"`,
  (q) => `sqlite3 db <<'E'\n${q}\nselect 1;\nE`,
];
const FEEDS: readonly ((run: string) => string)[] = [
  (r) => `${r} < f`,
  (r) => `cat f | ${r}`,
  (r) => `find . -name '*.txt' | ${r}`,
  (r) => `git ls-files | ${r}`,
];

const writers = new WriterDecider();

test("found: the brief's writes to a guarded place are refused", () => {
  for (const text of [
    'nmap -oN ~/.bashrc host',
    'nmap -oX ~/.bashrc host',
    'nmap -oG ~/.bashrc host',
    'nmap -oS ~/.bashrc host',
    // `-oA B` writes B.nmap, B.xml and B.gnmap: a base in a guarded directory.
    'nmap -oA ~/.ssh/x host',
    'nmap -oA ~/.ssh/ host',
    'nmap -oA .git/hooks/pre-commit host',
    'tcpdump -w ~/.bashrc',
    'ffmpeg -i in.mp4 ~/.bashrc',
    'ssh -E ~/.bashrc host',
    'pg_dump -f ~/.bashrc db',
    'docker buildx build -o type=local,dest=~/.ssh .',
    'docker buildx build --output type=tar,dest=~/.bashrc .',
    'docker buildx build --output=~/.config/fish .',
    'docker build -o .git/hooks .',
    // The build's export into the project itself may hold `.git/hooks/..`, as `cp -r x .` (round 73).
    'docker build -o . .',
    'mytool -O ~/.bashrc x',
    'mytool -f ~/.bashrc x',
    'mywrap nmap -oN ~/.bashrc host',
    // A verb's only operand before an option the table does not know (round 73 read it from the second).
    'aws s3api get-object --bucket b --key k ~/.bashrc --foo bar',
    // In-place editors given the floor's own config, sqlite3's shell escapes by a prefix (`.she`, `.sy`).
    "yq -i '.floor = null' ~/.config/gate/config.yaml",
    "sqlite3 db '.she cp x ~/.bashrc'",
    "sqlite3 db '.sy cp x ~/.bashrc'",
    'sudo -u me tcpdump -w ~/.bashrc',
  ])
    assert.equal(said(verdict(text)), 'DENY SELF_MODIFY', text);
  // A place from input the text does not show (as `cp x "$F"`): refused, not read.
  for (const text of [
    'xargs cp x < f',
    'xargs docker cp c:/x < f',
    'cat f | xargs cp x',
    'xargs -a f cp x',
    'xargs -I{} cp x {} < f',
    'ls | parallel cp x',
    // `-a F` reads F, not the listing piped in.
    'echo a | xargs -a f cp x',
  ])
    assert.equal(said(verdict(text)), 'DENY MALFORMED', text);
});

test('neighbours: ordinary outputs, reads of a guarded file, input places the text names', () => {
  for (const text of [
    'nmap -oN scan.txt host',
    'nmap -oA scans/host host',
    // `-oA ~/.bashrc` writes ~/.bashrc.nmap, .xml, .gnmap: no file the floor guards.
    'nmap -oA ~/.bashrc host',
    'nmap -oA /tmp/scan host',
    'nmap -sV -p 22 host',
    'tcpdump -w cap.pcap',
    'tcpdump -r ~/cap.pcap',
    'tshark -r cap.pcap',
    'ffmpeg -i in.mp4 out.mp4',
    'ffmpeg -i in.mp4 -c:v libx264 -crf 23 out.mp4',
    'ffmpeg -i in.mp4 -f null -',
    'convert a.png -resize 50% b.png',
    'pg_dump -Fc -f db.dump db',
    'psql -f schema.sql db',
    'docker build -t app -f Dockerfile .',
    'docker build -o out .',
    'docker buildx build --output type=docker .',
    'docker buildx build --cache-to type=registry,ref=r/app:cache .',
    'docker build --iidfile build/iid .',
    'script -q /dev/null',
    'svn co http://x/trunk wc',
    'hg clone http://x',
    'mytool -f config.yml',
    'mytool -O ./out x',
    'mytool -O2 x',
    'mytool -fPIC x',
    'cat ~/.bashrc',
    'gcc -O2 -o build/app main.c',
    'tail -f ~/.bashrc',
    'grep -f ~/.bashrc x',
    'ssh-keygen -l -f ~/.ssh/known_hosts',
    'echo /tmp/y | xargs cp x',
    'xargs cp -t /tmp < f',
    "xargs -I{} sh -c 'cp {} /tmp/' < f",
    'xargs sh -c \'grep x "$1"\' _ < f',
    'mywrap xargs grep x < f',
    'xargs -I{} cp {} /tmp/ < f',
    "find . -name '*.js' | xargs -I{} cp {} dist/",
    'git ls-files | xargs wc -l',
    'find . -type f | xargs grep foo',
    'parallel gzip ::: a b',
    'ls | parallel gzip',
    'az aks get-credentials -g rg -n c',
    "yq '.a' ~/.bashrc",
    "yq -i '.a = 1' config.yaml",
    'sd foo bar src/x.ts',
    'xmlstarlet sel -t -v /a ~/.bashrc',
    'crudini --get ~/.bashrc s k',
    "dasel -f ~/.bashrc '.a'",
    'htpasswd -nb u p',
    "sqlite3 db '.tables'",
    "sqlite3 db '.mode csv' '.import data.csv t'",
    'sqlite3 db "insert into t values(\'x\')"',
    "sqlite3 db '.shell ls'",
  ])
    assert.notEqual(verdict(text).kind, 'DENY', text);
});

test('generated: output forms x guarded places x home spellings x wrappers refused; project places too; ordinary places admitted', () => {
  // A container build naming a shared place is refused on the base already (POLICY_BLOCK).
  writers.formsTable(FORMS, (form, dest) => dest === '/tmp/x' && /^(?:docker|podman) /.test(form));
});

test('generated: a copy program given its place by xargs or parallel from unseen input is refused MALFORMED', () => {
  fc.assert(
    fc.property(fc.constantFrom(...FED_RUNS), fc.constantFrom(...FEEDS), (run, feed) =>
      writers.decided('DENY', feed(run), 'MALFORMED'),
    ),
    { numRuns: Math.min(RUNS, 60) },
  );
});

test("generated: sqlite3's writing dot commands and statements x guarded places x carriers refused; ordinary places admitted", () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...SQLITE_WRITES),
      fc.constantFrom('/root/.bashrc', '/root/.ssh/authorized_keys', '.git/hooks/pre-commit', '/root/.zshrc'),
      fc.constantFrom(...SQLITE_CARRIERS),
      (sql, file, carry) => writers.decided('DENY', carry(sql.replace('F', file))),
    ),
    { numRuns: Math.min(RUNS, 100) },
  );
  fc.assert(
    fc.property(
      fc.constantFrom(...SQLITE_WRITES),
      fc.constantFrom('out.txt', '/tmp/x.db', 'build/x.csv'),
      fc.constantFrom(...SQLITE_CARRIERS),
      (sql, file, carry) => writers.decided('ALLOW', carry(sql.replace('F', file))),
    ),
    { numRuns: Math.min(RUNS, 60) },
  );
});

test('linear: 200 kB of option words for the vocabulary readers and the unknown `-f`, in bounded CPU', () => {
  decidesDrawnInBoundedCpu([
    ['nmap ', '-oN x -nw ', '~/.bashrc'],
    ['mytool ', '-xf y -O z ', '~/.bashrc'],
    ['docker buildx build ', '-o type=local,a=b, ', '.'],
    ['xargs ', '-n1 ', 'cp x'],
    ['xargs -I{} sh -c "', 'grep x {}; ', '"'],
    ['mywrap ', 'xargs ', 'grep x'],
    ['sqlite3 db "', '.o x\n;attach ', '"'],
  ]);
});

test('the real process: fixed cases and the drawn share through `gate preflight`', () => {
  writers.throughProcess([
    ['nmap -oN ~/.bashrc host', 'DENY'],
    ['docker buildx build -o type=local,dest=~/.ssh .', 'DENY'],
    ['xargs docker cp c:/x < f', 'DENY'],
    ['nmap -oN scan.txt host', 'ALLOW'],
  ]);
});
