// Round 73 (docs/floor.md "Round 73 (rt-writers-r73)"): a program that copies from a container, pod,
// instance, bucket or remote to a host file the floor guards wrote unread (`docker cp c:/x ~/.bashrc`,
// `kubectl cp pod:/x ~/.bashrc`, `lxc file pull c/x ~/.bashrc`, `rclone copyto r:x ~/.bashrc`, `az storage
// blob download -f ~/.bashrc`), and an unknown program's `-o F` did where its `--out F` was read: only a
// tail that spelt `cp` was read (`aws s3 cp`, `gsutil cp`). The copy programs' verbs are a vocabulary
// (shell-vocabulary.ts TRANSFER_PROGRAMS) read for every command; refused SELF_MODIFY, as `cp x ~/.bashrc` is.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decidesDrawnInBoundedCpu, said, verdict } from './helpers/redteam-floor.js';
import { WriterDecider } from './helpers/writer-places.js';

/** Copy programs' verbs, each with the host place it writes as `D`. */
const FORMS: readonly string[] = [
  'docker cp c:/x D',
  'podman cp c:/x D',
  'nerdctl cp c:/x D',
  'docker container cp -a c:/x D',
  'docker compose cp web:/x D',
  'docker compose -f c.yml cp web:/x D',
  'docker-compose cp web:/x D',
  'podman --remote cp c:/x D',
  'kubectl cp pod:/x D',
  'kubectl -n ns cp ns/pod:/x D -c app',
  'kubectl cp pod:/x D --retries 3',
  'oc cp pod:/x D',
  'oc rsync pod:/x D',
  'lxc file pull c/x D',
  'incus file pull -r c/x D',
  'multipass transfer vm:/x D',
  'limactl copy vm:/x D',
  'adb pull /sdcard/x D',
  'machinectl copy-from m /x D',
  'gcloud storage cp gs://b/x D',
  'gcloud alpha storage cp -r gs://b/x D',
  'gcloud compute scp vm:/x D',
  'gsutil -m cp gs://b/x D',
  'aws s3 sync s3://b/x D',
  'aws --profile p s3 cp s3://b/x D',
  'aws s3api get-object --bucket b --key k D',
  's3cmd get s3://b/x D',
  's3cmd sync s3://b/x D',
  'azcopy copy https://a.blob.core.windows.net/c/x D',
  'azcopy sync https://a.blob.core.windows.net/c D',
  'mc cp m/b/x D',
  'mc mirror m/b D',
  'rclone copyto r:x D',
  'rclone copy r:x D',
  'rclone sync :s3:b D',
  'rclone bisync D r:x',
  'az storage blob download -f D -c c -n x',
  'az storage blob download --file D -c c -n x',
  'az storage blob download --file=D -c c -n x',
  'az storage blob download-batch -d D -s c',
  'az storage file download -p x -s s --dest D',
  'az keyvault secret download --vault-name v -n s -f D',
  'gh release download v1 -O D',
  'gh run download 1 --dir=D',
  'restic restore latest --target D',
  'mytool -o D x',
  'mytool -oD x',
  'mytool -vo D x',
  'mytool --out D x',
  'mytool --output=D x',
  'mytool --destination D x',
];
const writers = new WriterDecider();

test("found: the brief's copies to a guarded place are refused SELF_MODIFY", () => {
  for (const text of [
    'docker cp c:/x ~/.bashrc',
    'podman cp c:/x ~/.bashrc',
    'nerdctl cp c:/x ~/.bashrc',
    'kubectl cp pod:/x ~/.bashrc',
    'docker cp c:/x ~/.claude/settings.json',
    'lxc file pull c/x ~/.bashrc',
    'incus file pull c/x ~/.bashrc',
    'az storage blob download -f ~/.bashrc -c c -n x',
    'rclone copyto r:x ~/.bashrc',
    'rclone copy r:x ~/.config/fish',
    'rclone sync r:x ~/.ssh',
    'mytool -o ~/.bashrc x',
    // Into a directory that exists, by the source's last name (docker's reading): the home's `.ssh`.
    'docker cp c:/root/.ssh ~/',
    'docker cp c:/home/u/. ~',
    // A pod's or remote's contents land in the place named: the project's `.git/hooks` from `.`.
    'kubectl cp pod:/x .',
    'rclone copy r:x .',
    'mywrap kubectl cp pod:/x ~/.bashrc',
    // A known program's `-o` its own reading missed, a one-dash long one, a wrapper layer's own.
    'go test -c -o ~/.bashrc ./x',
    'terraform plan -out=~/.bashrc',
    'strace -o ~/.bashrc ls',
    'time -o ~/.bashrc ls',
    'helm pull x -d ~/.ssh',
  ])
    assert.equal(said(verdict(text)), 'DENY SELF_MODIFY', text);
  // The read direction was refused already (a credential sent), and stays so.
  assert.equal(said(verdict('docker cp ~/.ssh/id_rsa c:/x')), 'DENY SECRET_EXFIL');
});

test('neighbours: copies to the project or /tmp, uploads, flags named -o, reads of a guarded file', () => {
  for (const text of [
    'docker cp c:/x ./out',
    'docker cp app:/var/log/app.log .',
    'docker cp c:/x ~',
    'docker cp ./f c:/x',
    'docker run --rm img cp a b',
    'kubectl cp pod:/x /tmp/x',
    'kubectl cp ns/pod:/tmp/report.txt ./report.txt',
    'kubectl cp ./f pod:/tmp/f',
    'kubectl get pods -o yaml',
    'rclone copy r:x ./dir',
    'rclone copy ./dist r:site',
    'lxc file push ./x c/x',
    'gcloud storage cp ./dist gs://b/',
    'aws s3 cp ./x s3://b/x',
    'az storage blob upload -f ./x -c c -n x',
    'az storage blob download -f ./x -c c -n x',
    'gcc -o build/app main.c',
    'sort -o out.txt in.txt',
    'pandoc -o out.pdf in.md',
    'mytool -o build/out.txt x',
    'ps -o pid,cmd',
    'ssh -o IdentityFile=~/.ssh/id_ed25519 h true',
    'ls -o ~/.ssh',
    'od -o ~/.bashrc',
    'grep -o foo ~/.bashrc',
    'tar -cvof a.tar ~/.bashrc',
    'git ls-files -o .env',
    'make -o .env all',
    'find ~ -name a -o -name b',
    'terraform plan -out=tf.plan',
    'helm pull x -d charts',
    'strace -o trace.txt ls',
    'cat ~/.bashrc',
  ])
    assert.notEqual(verdict(text).kind, 'DENY', text);
});

test('generated: copy verbs x guarded places x home spellings x wrappers refused; project places admitted', () => {
  writers.formsTable(FORMS);
});

test("linear: 200 kB of a copy verb's operands after options, or of short `-o` options, in bounded CPU", () => {
  decidesDrawnInBoundedCpu([
    ['kubectl cp pod:/x ', 'a -x ', '~/.bashrc'],
    ['mytool ', '-o x ', 'y'],
  ]);
});

test('the real process: fixed cases and the drawn share through `gate preflight`', () => {
  writers.throughProcess([
    ['docker cp c:/x ~/.bashrc', 'DENY'],
    ['kubectl cp pod:/x ~/.ssh/authorized_keys', 'DENY'],
    ['mytool -o ~/.bashrc x', 'DENY'],
    ['docker cp c:/x ./out', 'ALLOW'],
  ]);
});
