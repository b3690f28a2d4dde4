// Bundles the compiled CLI (dist/src) into dist/bundle/: `gate serve` then loads a few files instead of
// about 240 modules, most of the ESM loader's start-up cost (docs/operations.md, "Startup"). Commands and
// the SDKs they load lazily stay in chunks of their own. bin/gate runs the bundle only while it is at
// least as new as dist/src/cli/main.js, so a `tsc` build after it is never shadowed by a stale bundle.
// Run after tsc: node scripts/bundle.mjs (npm run build, prepare, test and bench do).
import { existsSync, rmSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { asciiSource } from './ascii-source.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = resolve(ROOT, 'dist/bundle');
const DIST_SRC = resolve(ROOT, 'dist/src');

let esbuild;
try {
  esbuild = await import('esbuild');
} catch {
  process.stderr.write('bundle: esbuild is not installed (a devDependency); gate runs from dist/src\n');
  process.exit(0);
}

// Code that finds files beside itself (package.json, ui/) keeps its own location: each compiled file's
// import.meta.url becomes its dist/src URL, computed from the chunk it lands in (all chunks sit in OUT).
const ownLocation = {
  name: 'own-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.js$/ }, async (args) => {
      if (!args.path.startsWith(DIST_SRC)) return undefined;
      const { readFile } = await import('node:fs/promises');
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return { contents: text, loader: 'js' };
      const rel = relative(OUT, args.path).split('\\').join('/');
      const own = `new URL(${JSON.stringify(rel)}, import.meta.url).href`;
      return { contents: text.replaceAll('import.meta.url', own), loader: 'js' };
    });
  },
};

// The kernel reaches RE2 through src/kernel/policy/re2.ts; in the bundle that module loads re2js on its
// first call (its CommonJS build, synchronously), so a command that compiles no pattern never loads it.
// Outside the bundle (dist/src, the tests) the module imports re2js as usual.
const RE2_MODULE = resolve(DIST_SRC, 'kernel/policy/re2.js');
const lazyRe2 = {
  name: 'lazy-re2',
  setup(build) {
    build.onLoad({ filter: /re2\.js$/ }, (args) => {
      if (args.path !== RE2_MODULE) return undefined;
      const rel = relative(OUT, args.path).split('\\').join('/');
      return {
        contents: [
          "import { createRequire } from 'node:module';",
          'let engine;',
          `export function re2() { return (engine ??= createRequire(new URL(${JSON.stringify(rel)}, import.meta.url))('re2js')); }`,
        ].join('\n'),
        loader: 'js',
      };
    });
  },
};

// node:crypto costs a process about 15 ms of CPU to load; the kernel hashes only for a policy's digest
// and a witness token, which a one-shot command rarely asks for. In the bundle, src/kernel/canonical.ts
// requires it on first use (each chunk's banner defines require); dist/src imports it as usual.
const CANONICAL_MODULE = resolve(DIST_SRC, 'kernel/canonical.js');
const CRYPTO_IMPORT = "import * as crypto from 'node:crypto';";
const lazyCrypto = {
  name: 'lazy-crypto',
  setup(build) {
    build.onLoad({ filter: /canonical\.js$/ }, async (args) => {
      if (args.path !== CANONICAL_MODULE) return undefined;
      const { readFile } = await import('node:fs/promises');
      const text = await readFile(args.path, 'utf8');
      // Fail the build rather than bundle an eager import silently.
      if (!text.includes(CRYPTO_IMPORT))
        throw new Error(`bundle: ${args.path} no longer has ${CRYPTO_IMPORT}`);
      // The members canonical.js reads, each from the module required on first use.
      const lazy =
        "let cryptoModule; const crypto = { get hash() { return (cryptoModule ??= require('node:crypto')).hash; }, get createHash() { return (cryptoModule ??= require('node:crypto')).createHash; } };";
      return { contents: text.replace(CRYPTO_IMPORT, lazy), loader: 'js' };
    });
  },
};

// prom-client's default process metrics require @opentelemetry/api (68 KB, evaluated before gate listens)
// only to label exemplars, which gate never enables: the bundle gets a stand-in that finds no span.
const noOtel = {
  name: 'no-opentelemetry',
  setup(build) {
    build.onResolve({ filter: /^@opentelemetry\/api$/ }, () => ({ path: 'otel', namespace: 'gate-no-otel' }));
    build.onLoad({ filter: /.*/, namespace: 'gate-no-otel' }, () => ({
      contents:
        'module.exports = { trace: { getSpan: () => undefined }, context: { active: () => undefined } };',
      loader: 'js',
    }));
  },
};

// The snapshot's script is built once, at its build's path: a module finding files beside itself would find
// them where the checkout was built, so none may be in it.
const noOwnLocation = {
  name: 'no-own-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.js$/ }, async (args) => {
      const { readFile } = await import('node:fs/promises');
      const text = await readFile(args.path, 'utf8');
      if (text.includes('import.meta.url'))
        throw new Error(`${relative(ROOT, args.path)} reads import.meta.url`);
      return undefined;
    });
  },
};

// serve's snapshot (src/cli/snapshot-serve.ts) is evaluated before node:http, node:https and node:tls can load
// (a Node 20 snapshot holds none of them): each is a module whose members require the real one on first read.
// Its export names are this process's; reading any member while the blob builds fails the build.
const LAZY_BUILTIN = /^(?:node:)?(http|https|tls)$/;
const lazyNetBuiltins = {
  name: 'lazy-net-builtins',
  setup(build) {
    build.onResolve({ filter: LAZY_BUILTIN }, (args) =>
      args.namespace === 'gate-lazy-builtin'
        ? { path: args.path, external: true }
        : { path: LAZY_BUILTIN.exec(args.path)[1], namespace: 'gate-lazy-builtin' },
    );
    build.onLoad({ filter: /.*/, namespace: 'gate-lazy-builtin' }, async (args) => {
      const { createRequire } = await import('node:module');
      const names = Object.keys(createRequire(import.meta.url)(`node:${args.path}`));
      return {
        contents: [
          `let real; const load = () => (real ??= require('node:${args.path}'));`,
          `for (const name of ${JSON.stringify(names)}) Object.defineProperty(exports, name, { enumerable: true, get: () => load()[name] });`,
        ].join('\n'),
        loader: 'js',
      };
    });
  },
};

// serve's snapshot finds the files beside the compiled tree (package.json, ui/) from where its blob is at run
// time: each compiled file's import.meta.url becomes a call the snapshot's main defines, so a module reading
// it at load fails the blob's build. Any other module reading import.meta.url fails it too.
const moduleUrlAtRun = {
  name: 'module-url-at-run',
  setup(build) {
    build.onLoad({ filter: /\.js$/ }, async (args) => {
      const { readFile } = await import('node:fs/promises');
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      if (!args.path.startsWith(DIST_SRC))
        throw new Error(`${relative(ROOT, args.path)} reads import.meta.url`);
      const rel = relative(DIST_SRC, args.path).split('\\').join('/');
      const own = `globalThis.__gateModuleUrl(${JSON.stringify(rel)})`;
      return { contents: text.replaceAll('import.meta.url', own), loader: 'js' };
    });
  },
};

// prom-client computes the process's start time as its module loads: in serve's snapshot that would be the
// blob's build. Computed on the first scrape instead.
const PROM_START = 'const startInSeconds = Math.round(Date.now() / 1000 - process.uptime());';
const promStartAtRun = {
  name: 'prom-start-at-run',
  setup(build) {
    build.onLoad({ filter: /processStartTime\.js$/ }, async (args) => {
      const { readFile } = await import('node:fs/promises');
      const text = await readFile(args.path, 'utf8');
      if (!text.includes(PROM_START) || !text.includes('this.set(labels, startInSeconds);'))
        throw new Error(`bundle: ${args.path} no longer reads its start time as gate expects`);
      return {
        contents: text
          .replace(PROM_START, 'let startInSeconds;')
          .replace(
            'this.set(labels, startInSeconds);',
            'this.set(labels, (startInSeconds ??= Math.round(Date.now() / 1000 - process.uptime())));',
          ),
        loader: 'js',
      };
    });
  },
};

// serve's blob holds the learned stage's weights once, decoded (the Int8Array learned.ts keeps): its script gets
// a learned-weights module whose `weights` the blob's build reads from a scratch file beside it (deleted once the
// blob is built), so neither the script's source nor the heap keeps the 349 kB base64 text (round 47). The
// build fails if the weights are read at any other time, or not read while the blob builds.
const LEARNED_WEIGHTS = resolve(DIST_SRC, 'kernel/screen/learned-weights.js');
const WEIGHTS_SCRATCH = 'learned-weights.b64';
const learnedWeightsAtBuild = {
  name: 'learned-weights-at-build',
  setup(build) {
    build.onLoad({ filter: /learned-weights\.js$/ }, async (args) => {
      if (args.path !== LEARNED_WEIGHTS) return undefined;
      const { LEARNED_MODEL } = await import(pathToFileURL(args.path).href);
      const { weights, ...rest } = LEARNED_MODEL;
      const kept = ['bias', 'bits', 'scale', 'threshold'];
      if (typeof weights !== 'string' || Object.keys(rest).sort().join() !== kept.join())
        throw new Error(`bundle: ${args.path} no longer holds the learned model as gate expects`);
      const { writeFileSync } = await import('node:fs');
      writeFileSync(resolve(SNAPSHOT, WEIGHTS_SCRATCH), weights, 'latin1');
      return {
        contents: [
          "const { startupSnapshot } = require('node:v8');",
          'let read = false;',
          `export const LEARNED_MODEL = { ...${JSON.stringify(rest)}, get weights() {`,
          "  if (!startupSnapshot.isBuildingSnapshot()) throw new Error('the learned weights are read only while the blob builds');",
          '  read = true;',
          `  return require('node:fs').readFileSync(${JSON.stringify(WEIGHTS_SCRATCH)}, 'latin1');`,
          '} };',
          // A throw here would still leave a blob (node 20 exits 0): the exit code fails the build.
          "startupSnapshot.addSerializeCallback(() => { if (read) return; process.stderr.write('the learned weights were not decoded while the blob built\\n'); process.exitCode = 1; });",
        ].join('\n'),
        loader: 'js',
      };
    });
  },
};

rmSync(OUT, { recursive: true, force: true });
await esbuild.build({
  entryPoints: [resolve(DIST_SRC, 'cli/main.js')],
  outdir: OUT,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Node 20 reads \p{...} in regex literals; without this esbuild rewrites each literal as a
  // `new RegExp` built again on every evaluation (a fresh regex per word in hot paths).
  supported: { 'regexp-unicode-property-escapes': true },
  logLevel: 'warning',
  plugins: [lazyRe2, lazyCrypto, ownLocation, noOtel],
  // CommonJS dependencies bundled into ESM still call require (for node built-ins) and read __dirname.
  banner: {
    js: [
      "import { createRequire as __gateRequire } from 'node:module';",
      "import { dirname as __gateDirname } from 'node:path';",
      "import { fileURLToPath as __gatePath } from 'node:url';",
      'const require = __gateRequire(import.meta.url);',
      'const __filename = __gatePath(import.meta.url);',
      'const __dirname = __gateDirname(__filename);',
    ].join(' '),
  },
});

// The one-shot commands again, each as one CommonJS script (dist/bundle/cached/<command>.cjs): bin/gate runs them
// from the bundle through src/cli/code-cache.ts, which keeps V8's code cache of the script beside it (Node 20 caches
// no ES module's code). What they hold is what gate.blob holds: nothing may read import.meta.url. Any failure
// leaves no script, and the command runs from the bundle's chunks as before.
const CACHED = resolve(OUT, 'cached');
/** esbuild's options for one CommonJS script of a closure (these and the snapshots' scripts). */
const ONE_SCRIPT = {
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  supported: { 'regexp-unicode-property-escapes': true },
  logLevel: 'silent',
};
// re2js required on first use, as in the bundle (a CommonJS script has require).
const cjsLazyRe2 = {
  name: 'cjs-lazy-re2',
  setup(build) {
    build.onLoad({ filter: /re2\.js$/ }, (args) =>
      args.path === RE2_MODULE
        ? {
            contents: "let engine; export function re2() { return (engine ??= require('re2js')); }",
            loader: 'js',
          }
        : undefined,
    );
  },
};
try {
  const { readFileSync, writeFileSync } = await import('node:fs');
  const { CODE_CACHED_COMMANDS } = await import(pathToFileURL(resolve(DIST_SRC, 'cli/launch.js')).href);
  for (const command of CODE_CACHED_COMMANDS) {
    const script = resolve(CACHED, `${command}.cjs`);
    const result = await esbuild.build({
      stdin: {
        contents: [
          `export * as command from './commands/${command}.js';`,
          "export { dispatch } from './dispatch.js';",
          "export { processIo } from './io.js';",
        ].join('\n'),
        resolveDir: resolve(DIST_SRC, 'cli'),
        loader: 'js',
      },
      outfile: script,
      ...ONE_SCRIPT,
      // Names kept (stack frames name their functions); less source to read and hold on every start.
      minifyWhitespace: true,
      // Required at its first call (cjsLazyRe2), from node_modules: not a copy in the script.
      external: ['re2js'],
      metafile: true,
      plugins: [cjsLazyRe2, lazyCrypto, noOwnLocation, noOtel],
    });
    if (result.errors.length > 0) throw new Error(result.errors[0].text);
    // vm.Script has no loader for import() in Node 20: a script that still imports would fail where it imports.
    const imports = Object.values(result.metafile.outputs).flatMap((o) => o.imports);
    const dynamic = imports.find((i) => i.kind === 'dynamic-import');
    if (dynamic) throw new Error(`${command}.cjs still imports ${dynamic.path} dynamically`);
    const text = readFileSync(script, 'utf8');
    // One byte a character: V8 holds a source with any character past U+00FF at two bytes each.
    writeFileSync(script, asciiSource(text));
  }
} catch (err) {
  rmSync(CACHED, { recursive: true, force: true });
  process.stderr.write(
    `bundle: no code-cached scripts (${err.message}); one-shot commands run from the bundle\n`,
  );
}

// The start-up snapshot (src/cli/snapshot.ts): the one-shot commands as one CommonJS script (a snapshot
// holds no ES modules), run by `node --build-snapshot` into dist/snapshot/gate.blob. The blob only works
// with the node binary that built it: dist/snapshot/node links to that binary, and bin/gate starts from the
// blob only when the node it would run is that file, unchanged since. Any failure here leaves no blob, and
// gate starts from the bundle as before.
const SNAPSHOT = resolve(ROOT, 'dist/snapshot');
rmSync(SNAPSHOT, { recursive: true, force: true });
try {
  await buildSnapshot('snapshot.js', 'gate', [lazyCrypto, noOwnLocation]);
  const { symlinkSync, realpathSync } = await import('node:fs');
  symlinkSync(realpathSync(process.execPath), resolve(SNAPSHOT, 'node'));
} catch (err) {
  rmSync(SNAPSHOT, { recursive: true, force: true });
  process.stderr.write(`bundle: no start-up snapshot (${err.message}); gate starts from the bundle\n`);
}
// One-shot commands with smaller blobs of their own, beside gate.blob; without one bin/gate starts the command
// from gate.blob. `policy --check` (src/cli/snapshot-check.ts): the policy command alone, half gate.blob's size.
// `preflight` (src/cli/snapshot-preflight.ts): the preflight command and the floor compiled, without hook's
// and the policy check's code.
for (const [entry, name, command] of [
  ['snapshot-check.js', 'check', 'policy --check'],
  ['snapshot-preflight.js', 'preflight', 'preflight'],
]) {
  try {
    if (!existsSync(resolve(SNAPSHOT, 'node'))) throw new Error('no start-up snapshot');
    await buildSnapshot(entry, name, [lazyCrypto, noOwnLocation]);
  } catch (err) {
    for (const f of [`${name}.cjs`, `${name}.blob`]) rmSync(resolve(SNAPSHOT, f), { force: true });
    process.stderr.write(`bundle: no snapshot for ${command} (${err.message}); it starts from gate.blob\n`);
  }
}
// serve's own blob (its modules would make every one-shot command's blob twice the size), beside gate's.
try {
  if (!existsSync(resolve(SNAPSHOT, 'node'))) throw new Error('no start-up snapshot');
  // Whitespace minified (names kept): serve.blob 1.45 MB smaller, ~11 M fewer instructions a start (round 46).
  await buildSnapshot(
    'snapshot-serve.js',
    'serve',
    [
      lazyCrypto,
      lazyNetBuiltins,
      moduleUrlAtRun,
      promStartAtRun,
      learnedWeightsAtBuild,
      // As in the bundle (round 47: 45 kB of serve's script). ioredis and undici stay: loaded from files on the
      // path that needs them, each cost that path more than the blob saved (docs/operations.md, round 47).
      noOtel,
    ],
    { minifyWhitespace: true },
  );
  // bin/gate execs serve from the blob (no going back after node refuses it), so only on a CPU with these flags.
  const { readFileSync, writeFileSync } = await import('node:fs');
  const flags = readFileSync('/proc/cpuinfo', 'utf8')
    .split('\n')
    .find((line) => line.startsWith('flags'));
  if (flags === undefined) throw new Error('no CPU flags in /proc/cpuinfo');
  writeFileSync(resolve(SNAPSHOT, 'cpu'), `${flags}\n`);
} catch (err) {
  for (const f of ['serve.cjs', 'serve.blob', 'cpu']) rmSync(resolve(SNAPSHOT, f), { force: true });
  process.stderr.write(`bundle: no snapshot for serve (${err.message}); gate serve starts from the bundle\n`);
} finally {
  rmSync(resolve(SNAPSHOT, WEIGHTS_SCRATCH), { force: true });
}

async function buildSnapshot(entry, name, plugins, options = {}) {
  const script = resolve(SNAPSHOT, `${name}.cjs`);
  const result = await esbuild.build({
    entryPoints: [resolve(DIST_SRC, `cli/${entry}`)],
    outfile: script,
    ...ONE_SCRIPT,
    // node:crypto is required on first use, as in the bundle: the snapshot holds no crypto state.
    plugins,
    ...options,
  });
  if (result.errors.length > 0) throw new Error(result.errors[0].text);
  // One byte a character in the blob: the source string is read, checksummed and copied on every start.
  const { readFileSync, writeFileSync } = await import('node:fs');
  writeFileSync(script, asciiSource(readFileSync(script, 'utf8')));
  const blob = resolve(SNAPSHOT, `${name}.blob`);
  const { spawnSync } = await import('node:child_process');
  // A bare environment and a scratch cwd: nothing of the builder's process can reach the blob.
  const built = spawnSync(process.execPath, ['--snapshot-blob', blob, '--build-snapshot', script], {
    cwd: SNAPSHOT,
    env: {},
    encoding: 'utf8',
  });
  if (built.status !== 0)
    throw new Error(`node --build-snapshot exited ${built.status}: ${built.stderr.slice(-600)}`);
}
