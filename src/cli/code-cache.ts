// The one-shot commands run from the bundle (`node bin/gate`, an npm install, which has no start-up blob) from a
// CommonJS script of their own, compiled with V8's code cache kept beside it: Node 20 caches no ES module's code,
// and compiling the bundle's functions is most of such a start (docs/operations.md, "Round 71"). A cache is used
// only for the very file and node it was made by; any doubt compiles from source, so a bad cache costs time, never
// a verdict.
import { closeSync, fstatSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import type { CommandEntry, CommandModule } from './dispatch.js';
import type { CliIo } from './io.js';
import { codeCached } from './launch.js';

const load = createRequire(import.meta.url);

/** What a command's script exports (scripts/bundle.mjs writes it so). */
interface CommandScript {
  command: CommandModule;
  dispatch(
    argv: string[],
    io: CliIo,
    commands: Readonly<Record<string, CommandEntry>>,
    usage: () => string,
  ): Promise<number>;
  processIo(): CliIo;
}

/**
 * How a script was compiled: from its cache (`used`), or from source: no cache (`none`), one made for another file or
 * node, or damaged (`refused`, by its first line), one V8 turned down (`rejected`: other V8 flags).
 */
export type CacheUse = 'used' | 'none' | 'refused' | 'rejected';

/** A command's script, compiled, with what came of its cache. */
export interface LoadedScript {
  exports: CommandScript;
  use: CacheUse;
  /** Writes a fresh cache when this one was not used (after the command ran, so its functions are in it). */
  keep(): void;
}

const MAGIC = 'gate-code-cache/2';

/**
 * What a cache was made for, the start of its first line: this node (its version, V8's, the platform), and the script
 * by its device, inode, size and times in nanoseconds. Any write to the script moves its ctime, which no caller can set
 * back, so an edited or replaced script never meets an old cache: V8 itself checks only the source's length, and runs
 * a stale cache's code for another source of that length. Not a hash of the text: hashing 1.4 MB in JS cost more than
 * the cache saves (docs/operations.md, "Round 71").
 */
export function cacheKey(fd: number): string {
  const s = fstatSync(fd, { bigint: true });
  const node = `${process.version} ${process.versions.v8} ${process.platform}-${process.arch}`;
  return `${MAGIC} ${node} ${s.dev}:${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`;
}

/**
 * A checksum of the cache's bytes, the end of its first line: V8 does not check them (a flipped byte is run as code),
 * so a cache torn or damaged on disk is refused here. zlib's CRC-32 where node has it (20.15), else a JS hash; the node
 * is in the key, so maker and reader agree on which.
 */
export function payloadSum(bytes: Uint8Array): string {
  const { crc32 } = load('node:zlib') as { crc32?: (data: Uint8Array) => number };
  return crc32 === undefined
    ? `mix:${mixSum(bytes)}:${bytes.length}`
    : `crc32:${crc32(bytes).toString(16)}:${bytes.length}`;
}

/** 64 bits of `bytes` a 32-bit word at a time (cyrb53's mixing, as src/kernel/fingerprint.ts), for a node without CRC-32. */
export function mixSum(bytes: Uint8Array): string {
  // Words read from an aligned copy: the cache's bytes start wherever its first line ends.
  const whole = bytes.length - (bytes.length % 4);
  // A copy (a Buffer's own slice is a view of its pool).
  const words = new Int32Array(Uint8Array.prototype.slice.call(bytes, 0, whole).buffer);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < words.length; i++) {
    h1 = Math.imul(h1 ^ (words[i] as number), 2654435761);
    h2 = Math.imul(h2 ^ (words[i] as number), 1597334677);
  }
  for (let i = whole; i < bytes.length; i++) h1 = Math.imul(h1 ^ (bytes[i] as number), 2654435761);
  return (h2 >>> 0).toString(16).padStart(8, '0') + (h1 >>> 0).toString(16).padStart(8, '0');
}

/** Compiles the CommonJS script `file`, with its cache `file.cache` when that was made for exactly this file and node. */
export function loadScript(file: string): LoadedScript {
  const fd = openSync(file, 'r');
  let key: string;
  let source: string;
  try {
    key = cacheKey(fd);
    source = readFileSync(fd, 'utf8');
    // Written while read: no cache either way.
    if (cacheKey(fd) !== key) key = '';
  } finally {
    closeSync(fd);
  }
  const cacheFile = `${file}.cache`;
  const found = key === '' ? undefined : cachedData(cacheFile, key);
  // CommonJS's own wrapper: the script reads exports, require, module, __filename and __dirname.
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: file,
    ...(found === undefined ? {} : { cachedData: found }),
  });
  const use: CacheUse =
    found === undefined
      ? key === '' || !exists(cacheFile)
        ? 'none'
        : 'refused'
      : script.cachedDataRejected
        ? 'rejected'
        : 'used';
  const module = { exports: {} as CommandScript };
  script.runInThisContext()(module.exports, createRequire(file), module, file, dirname(file));
  return {
    exports: module.exports,
    use,
    keep() {
      if (use === 'used' || key === '') return;
      writeCache(cacheFile, key, script);
    },
  };
}

/** The cache's bytes after its first line, when that line is `key` and the checksum of those bytes. */
function cachedData(cacheFile: string, key: string): Buffer | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(cacheFile);
  } catch {
    return undefined;
  }
  const end = bytes.indexOf(10);
  if (end <= key.length || bytes.toString('latin1', 0, key.length + 1) !== `${key} `) return undefined;
  const data = bytes.subarray(end + 1);
  return bytes.toString('latin1', key.length + 1, end) === payloadSum(data) ? data : undefined;
}

function exists(file: string): boolean {
  try {
    closeSync(openSync(file, 'r'));
    return true;
  } catch {
    return false;
  }
}

/** A new cache, written whole beside the script and renamed over the old: a reader sees one or the other. */
function writeCache(cacheFile: string, key: string, script: Script): void {
  const scratch = `${cacheFile}.${process.pid}.tmp`;
  try {
    const data = script.createCachedData();
    writeFileSync(scratch, Buffer.concat([Buffer.from(`${key} ${payloadSum(data)}\n`, 'latin1'), data]), {
      flag: 'wx',
      mode: 0o644,
    });
    renameSync(scratch, cacheFile);
  } catch {
    // A read-only install (a global npm prefix) keeps no cache: every start compiles, as before.
    rmSync(scratch, { force: true });
  }
}

/**
 * Runs `argv`'s command from its script in dist/bundle/cached, and resolves with its exit code; undefined when the
 * command has no script there (another command, a bundle built without them, GATE_NO_CODE_CACHE=1).
 */
export async function runFromCodeCache(argv: string[]): Promise<number | undefined> {
  const name = argv[0] ?? '';
  if (!codeCached(argv)) return undefined;
  const file = fileURLToPath(new URL(`../../bundle/cached/${name}.cjs`, import.meta.url));
  let loaded: LoadedScript;
  try {
    loaded = loadScript(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  const { command, dispatch, processIo } = loaded.exports;
  const code = await dispatch(
    argv,
    processIo(),
    { [name]: { summary: '', load: async () => command } },
    () => '',
  );
  loaded.keep();
  return code;
}
