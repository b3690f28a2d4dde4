// `gate recall save|load|inspect|tombstone`: persist a session as a core image, and bring it back only
// after every page has been re-screened against today's screeners, floor, revocations and tombstones.
import { resolve } from 'node:path';
import { sha256Hex } from '../../kernel/canonical.js';
import { GateError } from '../../kernel/errors.js';
import { printable } from '../../kernel/printable.js';
import { applyContextChange } from '../../recall/context-change.js';
import { type ImagePage, readImage, readPage, writeImage } from '../../recall/image.js';
import { DIGEST_PATTERN, tombstonedDigests } from '../../recall/manifest.js';
import { PAGE_KINDS, type PageKind } from '../../recall/pages.js';
import type { ReloadRow } from '../../recall/reload.js';
import { PAGES_RESPONSE_FORMAT, RECALL_PAGES_PATH } from '../../recall/routes.js';
import { EXIT } from '../exit-codes.js';
import { parseFlags } from '../flags.js';
import { type CliIo, UsageError } from '../io.js';
import { gateVersion } from './version.js';

const HELP: Record<string, string> = {
  recall: `usage: gate recall save --url <gateway> --trace <id> --out <dir> [--key-env VAR] [--json]
       gate recall load <dir> [--policy <file>] [--store redis://...] [--out <dir>] [--json]
       gate recall inspect <dir> [--json]
       gate recall tombstone <dir> --page <digest|step> --reason <text> [--json]

A core image is a directory: manifest.json (format gate-recall/v1, checksummed) and pages/<sha256>.
'gate recall <subcommand> --help' for each one; docs/recall.md for the format.
`,
  save: `usage: gate recall save --url <gateway> --trace <id> --out <dir> [--key-env VAR] [--json]

Fetches the pages a trace admitted from a running gateway (started with --recall) and writes them as a
core image at <dir>, atomically: an image already there is replaced only once the new one is complete.
  --url <gateway>   the gateway's base URL, e.g. http://127.0.0.1:8080
  --trace <id>      the trace id whose context to save
  --out <dir>       the image directory to write
  --key-env <VAR>   name of the environment variable holding the gateway key (sent as a Bearer token)
  --json            print the result as one JSON object
Exit 0 saved; 1 the gateway refused or could not be reached; 2 usage.
`,
  load: `usage: gate recall load <dir> [--policy <file>] [--store redis://...] [--out <dir>] [--json]

Verifies every page of the image against its digest, holds out tombstoned pages and pages whose witness
has been revoked, re-screens the rest with today's screeners and floor, and prints one row per page:
step, page, tool, verdict then, verdict now. Only pages that still pass are written out.
  --policy <file>   the floor to screen with (default: the built-in floor)
  --store <url>     redis://host:port/db of the fleet, to honour its revocations (default: none known)
  --out <dir>       write the pages that still pass as a new image
  --json            one JSON object per page on stdout; pages that pass carry their "content"
Exit 0 loaded (held-out pages are not a failure); 1 a bad image or any tampered page (nothing is
written then; tombstone a damaged page to recall the rest); 2 usage.
`,
  inspect: `usage: gate recall inspect <dir> [--json]

Prints the image's manifest and the state of each page (ok, tampered, missing, tombstoned), never its
bytes. Exit 0 intact; 1 a bad manifest or a damaged page that is not tombstoned; 2 usage.
`,
  tombstone: `usage: gate recall tombstone <dir> --page <digest|step> --reason <text> [--json]

Marks a page so it is never recalled again (the CLI twin of MCP gate_context_change). Idempotent: a
page already tombstoned is left as it is. A digest the image does not hold is refused.
Exit 0 done or already done; 1 a bad image or an unknown page; 2 usage.
`,
};

type Sub = (argv: string[], io: CliIo) => Promise<number>;
const SUBCOMMANDS: Record<string, Sub> = { save, load, inspect, tombstone };

export const usage = (argv: string[]): string => HELP[argv[0] ?? ''] ?? HELP.recall!;

export async function run(argv: string[], io: CliIo): Promise<number> {
  const [sub, ...rest] = argv;
  if (sub === undefined)
    throw new UsageError(
      `recall: missing subcommand (save, load, inspect or tombstone); see 'gate recall --help'`,
    );
  if (sub === '--help' || sub === '-h' || sub === 'help') {
    io.stdout.write(HELP.recall!);
    return EXIT.OK;
  }
  const command = SUBCOMMANDS[sub];
  if (!command)
    throw new UsageError(
      `recall: unknown subcommand "${printable(sub, 40)}" (save, load, inspect or tombstone)`,
    );
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout.write(HELP[sub]!);
    return EXIT.OK;
  }
  return command(rest, io);
}

async function save(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseFlags({
    args: argv,
    options: {
      url: { type: 'string' },
      trace: { type: 'string' },
      out: { type: 'string' },
      'key-env': { type: 'string' },
      json: { type: 'boolean', default: false },
    },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length > 0)
    throw new UsageError(`recall save: unexpected argument "${printable(positionals[0]!, 40)}"`);
  const url = required(values.url, '--url', 'save');
  const trace = required(values.trace, '--trace', 'save');
  const out = required(values.out, '--out', 'save');
  let base: URL;
  try {
    base = new URL(url);
  } catch {
    throw new UsageError('recall save: --url must be the gateway URL, e.g. http://127.0.0.1:8080');
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:')
    throw new UsageError('recall save: --url must be http:// or https://');
  const headers: Record<string, string> = { accept: 'application/json' };
  if (values['key-env'] !== undefined) {
    const key = io.env[values['key-env']];
    if (!key)
      throw new UsageError(`recall save: --key-env names ${values['key-env']}, which is unset or empty`);
    headers.authorization = `Bearer ${key}`;
  }
  const endpoint = new URL(`${base.pathname.replace(/\/+$/, '')}${RECALL_PAGES_PATH}`, base);
  endpoint.searchParams.set('trace', trace);
  const pages = await fetchPages(endpoint, headers, trace);
  const manifest = await writeImage(out, { traceId: trace, gateVersion: gateVersion(), pages });
  const bytes = manifest.pages.reduce((n, p) => n + p.bytes, 0);
  if (values.json) {
    io.stdout.write(
      `${JSON.stringify({ image: out, trace_id: trace, pages: manifest.pages.length, bytes, manifest_digest: manifest.manifest_digest })}\n`,
    );
  } else {
    io.stdout.write(
      `saved trace ${printable(trace)}: ${manifest.pages.length} page(s), ${bytes} bytes, to ${out}\n`,
    );
  }
  return EXIT.OK;
}

/** Windows a save follows at most: a trace holds at most 2,000 pages, and each window carries one or more. */
const MAX_WINDOWS = 10_000;

/** GETs the pages route a window at a time and checks what came back: every page's bytes must hash to its digest. */
async function fetchPages(
  endpoint: URL,
  headers: Record<string, string>,
  trace: string,
): Promise<ImagePage[]> {
  const pages: ImagePage[] = [];
  let after = 0;
  for (let n = 0; n < MAX_WINDOWS; n++) {
    if (after > 0) endpoint.searchParams.set('after', String(after));
    const doc = await fetchWindow(endpoint, headers, trace);
    for (const p of doc.pages) {
      const page = wirePage(p, pages.length);
      // Steps only grow: a window that goes back would splice pages twice into the image.
      if (page.step <= after || page.step <= (pages[pages.length - 1]?.step ?? 0))
        throw new GateError('BAD_REQUEST', `the gateway sent a bad page (pages[${pages.length}]): step`);
      pages.push(page);
    }
    if (doc.next_after === undefined) return pages;
    if (
      !Number.isSafeInteger(doc.next_after) ||
      (doc.next_after as number) <= after ||
      doc.pages.length === 0
    )
      throw new GateError('BAD_REQUEST', "the gateway's answer names no next page window after this one");
    after = doc.next_after as number;
  }
  throw new GateError('BAD_REQUEST', `the gateway's answer ran past ${MAX_WINDOWS} page windows`);
}

async function fetchWindow(
  endpoint: URL,
  headers: Record<string, string>,
  trace: string,
): Promise<{ pages: unknown[]; next_after?: unknown }> {
  let res: Response;
  try {
    // gate never redirects its recall route; followed, another origin's pages would be saved as the trace's.
    res = await fetch(endpoint, { headers, signal: AbortSignal.timeout(30_000), redirect: 'manual' });
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).name;
    throw new GateError('UPSTREAM_UNREACHABLE', `cannot reach the gateway at ${endpoint.origin}: ${cause}`);
  }
  if (res.status >= 300 && res.status < 400) {
    await res.body?.cancel().catch(() => undefined);
    throw new GateError(
      'BAD_REQUEST',
      `the gateway answered a redirect (HTTP ${res.status}); it is not followed`,
    );
  }
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (!res.ok) {
    const message = (body as { error?: { message?: unknown } })?.error?.message;
    const said = typeof message === 'string' ? `: ${printable(message, 200)}` : '';
    // A 404 that is not about the trace means the route is missing: recall is off on that gateway.
    const hint =
      res.status === 404 && !/no pages for trace/.test(said)
        ? ' (is the gateway running with --recall?)'
        : '';
    throw new GateError('BAD_REQUEST', `the gateway answered ${res.status}${said}${hint}`);
  }
  const doc = body as { format?: unknown; trace_id?: unknown; pages?: unknown; next_after?: unknown };
  if (doc?.format !== PAGES_RESPONSE_FORMAT || doc.trace_id !== trace || !Array.isArray(doc.pages)) {
    throw new GateError(
      'BAD_REQUEST',
      `the gateway's answer is not a ${PAGES_RESPONSE_FORMAT} page list for this trace`,
    );
  }
  return doc as { pages: unknown[]; next_after?: unknown };
}

function wirePage(value: unknown, i: number): ImagePage {
  const p = value as Record<string, unknown>;
  const bad = (what: string) =>
    new GateError('BAD_REQUEST', `the gateway sent a bad page (pages[${i}]): ${what}`);
  if (typeof p !== 'object' || p === null) throw bad('not an object');
  if (typeof p.content !== 'string') throw bad('no content');
  if (typeof p.digest !== 'string' || !DIGEST_PATTERN.test(p.digest) || sha256Hex(p.content) !== p.digest) {
    throw bad('its content does not match its digest');
  }
  if (!Number.isSafeInteger(p.step) || (p.step as number) < 1) throw bad('step');
  if (typeof p.tool !== 'string') throw bad('tool');
  if (!(PAGE_KINDS as readonly string[]).includes(p.kind as string)) throw bad('kind');
  if (typeof p.verdict !== 'string') throw bad('verdict');
  if (!Number.isSafeInteger(p.trust_epoch) || (p.trust_epoch as number) < 0) throw bad('trust_epoch');
  if (p.witness !== undefined && typeof p.witness !== 'string') throw bad('witness');
  return {
    step: p.step as number,
    tool: p.tool,
    kind: p.kind as PageKind,
    content: p.content,
    verdict: p.verdict,
    trustEpoch: p.trust_epoch as number,
    ...(typeof p.witness === 'string' ? { witness: p.witness } : {}),
  };
}

async function load(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseFlags({
    args: argv,
    options: {
      policy: { type: 'string' },
      store: { type: 'string' },
      out: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
    allowPositionals: true,
    strict: true,
  });
  const dir = onlyDir(positionals, 'load');
  if (values.out !== undefined && resolve(values.out) === resolve(dir)) {
    throw new UsageError('recall load: --out must be a different directory from the image being loaded');
  }
  const storeUrl = values.store === 'memory' ? undefined : values.store;
  if (storeUrl !== undefined && !/^rediss?:\/\//.test(storeUrl)) {
    throw new UsageError('recall load: --store must be a redis://host:port/db URL');
  }
  // Loaded here, Redis only for --store: they were half a second of every recall start, --help included.
  const [{ PolicyHolder }, { reloadImage }, { ContextMemory }] = await Promise.all([
    import('../../server/policy-holder.js'),
    import('../../recall/reload.js'),
    import('../../kernel/screen/memory.js'),
  ]);
  const policy = (await PolicyHolder.open(values.policy)).current;
  const store =
    storeUrl === undefined
      ? undefined
      : await (await import('../../store/redis.js')).RedisStore.connect(storeUrl);
  try {
    const trustEpoch = store ? await store.trustEpoch() : undefined;
    const report = await reloadImage(dir, {
      policy,
      memory: new ContextMemory(),
      isRevoked: (w) => (store ? store.isRevoked(w) : Promise.resolve(false)),
      ...(trustEpoch === undefined ? {} : { trustEpoch }),
    });
    const intact = report.tampered === 0;
    const content = new Map(intact ? report.passed.map((p) => [p.step, p.content] as const) : []);
    if (values.json) {
      for (const row of report.rows) {
        const text = content.get(row.step);
        io.stdout.write(`${JSON.stringify(text === undefined ? row : { ...row, content: text })}\n`);
      }
    } else {
      io.stdout.write(rowTable(report.rows));
    }
    if (!intact) {
      io.stderr.write(
        `gate: recall image ${dir}: ${report.tampered} page(s) tampered or missing; nothing recalled (tombstone a damaged page to recall the rest)\n`,
      );
      return EXIT.FAILURE;
    }
    if (values.out !== undefined) {
      await writeImage(values.out, {
        traceId: report.manifest.trace_id,
        gateVersion: gateVersion(),
        pages: report.passed,
      });
    }
    if (!values.json)
      io.stdout.write(
        `${summary(report.rows, report.passed.length)}${values.out ? `; wrote ${values.out}` : ''}\n`,
      );
    return EXIT.OK;
  } finally {
    await store?.close();
  }
}

async function inspect(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseFlags({
    args: argv,
    options: { json: { type: 'boolean', default: false } },
    allowPositionals: true,
    strict: true,
  });
  const dir = onlyDir(positionals, 'inspect');
  const { manifest } = await readImage(dir);
  const tombstones = tombstonedDigests(manifest);
  const pages = [];
  let damaged = 0;
  for (const page of manifest.pages) {
    const read = await readPage(dir, page.digest);
    const state = read.state === 'ok' ? 'ok' : read.state === 'missing' ? 'missing' : 'tampered';
    const tombstoned = tombstones.has(page.digest);
    if (state !== 'ok' && !tombstoned) damaged++;
    pages.push({ ...page, state, tombstoned });
  }
  if (values.json) {
    io.stdout.write(`${JSON.stringify({ ...manifest, pages, intact: damaged === 0 })}\n`);
  } else {
    const lines = [
      `image         ${dir}`,
      `format        ${printable(manifest.format)}`,
      `trace         ${printable(manifest.trace_id)}`,
      `created       ${printable(manifest.created_at)} by gate ${printable(manifest.gate_version)}`,
      `digest        ${manifest.manifest_digest}`,
      `pages         ${manifest.pages.length} (${manifest.pages.reduce((n, p) => n + p.bytes, 0)} bytes), ${tombstones.size} tombstoned`,
      '',
    ];
    io.stdout.write(lines.join('\n'));
    io.stdout.write(
      table(
        ['STEP', 'PAGE', 'TOOL', 'KIND', 'VERDICT', 'BYTES', 'STATE'],
        pages.map((p) => [
          String(p.step),
          p.digest.slice(0, 12),
          printable(p.tool, 40),
          p.kind,
          printable(p.verdict, 20),
          String(p.bytes),
          p.tombstoned ? `tombstoned (${printable(tombstones.get(p.digest)!.reason, 60)})` : p.state,
        ]),
      ),
    );
  }
  if (damaged > 0) {
    io.stderr.write(`gate: recall image ${dir}: ${damaged} page(s) tampered or missing\n`);
    return EXIT.FAILURE;
  }
  return EXIT.OK;
}

async function tombstone(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseFlags({
    args: argv,
    options: {
      page: { type: 'string' },
      reason: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
    allowPositionals: true,
    strict: true,
  });
  const dir = onlyDir(positionals, 'tombstone');
  const page = required(values.page, '--page', 'tombstone');
  const reason = required(values.reason, '--reason', 'tombstone');
  const out = await applyContextChange({ image: dir, page, action: 'tombstone', reason });
  if (values.json) io.stdout.write(`${JSON.stringify(out)}\n`);
  else if (out.applied) io.stdout.write(`tombstoned page ${out.page} in ${dir}\n`);
  else io.stdout.write(`page ${out.page} in ${dir} was already tombstoned; nothing changed\n`);
  return EXIT.OK;
}

function rowTable(rows: readonly ReloadRow[]): string {
  return table(
    ['STEP', 'PAGE', 'TOOL', 'THEN', 'NOW', 'REASON'],
    rows.map((r) => [
      String(r.step),
      r.page.slice(0, 12),
      printable(r.tool, 40),
      printable(r.was, 20),
      r.now,
      printable([r.reason, r.claim ? `(${r.claim})` : undefined].filter(Boolean).join(' '), 80),
    ]),
  );
}

function summary(rows: readonly ReloadRow[], recalled: number): string {
  const held = new Map<string, number>();
  for (const r of rows) if (r.now !== 'ALLOW') held.set(r.now, (held.get(r.now) ?? 0) + 1);
  const detail = [...held].map(([now, n]) => `${n} ${now.toLowerCase()}`).join(', ');
  const out = rows.length - recalled;
  return `${rows.length} page(s): ${recalled} recalled, ${out} held out${detail ? ` (${detail})` : ''}`;
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return `${[header, ...rows].map(line).join('\n')}\n`;
}

function onlyDir(positionals: string[], sub: string): string {
  if (positionals.length !== 1)
    throw new UsageError(`recall ${sub}: expected exactly one image <dir>, got ${positionals.length}`);
  return positionals[0]!;
}

function required(value: string | undefined, flag: string, sub: string): string {
  if (value === undefined || value === '') throw new UsageError(`recall ${sub}: ${flag} is required`);
  return value;
}
