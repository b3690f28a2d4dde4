// Loading a core image: every page is checked against its digest, its tombstones, today's revocations,
// and re-screened by today's screeners and floor before it may re-enter a model's context.
import type { Policy } from '../kernel/policy/types.js';
import { admit } from '../kernel/screen/admit.js';
import type { ContextMemory } from '../kernel/screen/memory.js';
import type { VerdictKind } from '../kernel/types.js';
import { readImage, readPage } from './image.js';
import { type ImageManifest, tombstonedDigests } from './manifest.js';
import type { Page } from './pages.js';

export interface ReloadDeps {
  policy: Policy;
  /** A fresh ContextMemory: one whose cleared map already knows a digest would skip its screening. */
  memory: ContextMemory;
  isRevoked(witness: string): Promise<boolean>;
  /** The store's trust epoch now; recalled pages are stamped with it (they were re-admitted now). */
  trustEpoch?: number;
}

/** Why a page was held out before it was screened. */
export const HELD_STATES = ['TOMBSTONED', 'REVOKED', 'TAMPERED'] as const;
/** What a page is now: a screening verdict kind, or why it was held out before screening. */
export type PageNow = VerdictKind | (typeof HELD_STATES)[number];

export interface ReloadRow {
  step: number;
  /** The page's digest. */
  page: string;
  tool: string;
  /** The verdict when it was admitted. */
  was: string;
  /** ALLOW (recalled), a quarantine or other verdict kind, or TOMBSTONED / REVOKED / TAMPERED. */
  now: PageNow;
  /** A reason code (SECRET_EXFIL), a tombstone's reason, or what was wrong with the bytes. */
  reason?: string;
  /** The screener rule that fired (a rule name, never the matched bytes). */
  claim?: string;
}

export interface ReloadReport {
  manifest: ImageManifest;
  rows: ReloadRow[];
  /** The pages that still pass, in step order, with their bytes; nothing else is handed out. */
  passed: Page[];
  /** Pages whose file was missing or did not hash to its digest: the image is damaged or was altered. */
  tampered: number;
}

/**
 * Re-screens every page of the image at `dir`. A tombstoned page is skipped unread (so tombstoning a
 * damaged page lets the rest be recalled); every other page must hash to its digest, must not carry a
 * revoked witness, and must be admitted by `admit` under the current policy.
 */
export async function reloadImage(dir: string, deps: ReloadDeps): Promise<ReloadReport> {
  const { manifest } = await readImage(dir);
  const tombstones = tombstonedDigests(manifest);
  const revoked = new Map<string, boolean>();
  const rows: ReloadRow[] = [];
  const passed: Page[] = [];
  let tampered = 0;
  for (const entry of [...manifest.pages].sort((a, b) => a.step - b.step)) {
    const row: ReloadRow = {
      step: entry.step,
      page: entry.digest,
      tool: entry.tool,
      was: entry.verdict,
      now: 'ALLOW',
    };
    rows.push(row);
    const tombstone = tombstones.get(entry.digest);
    if (tombstone) {
      row.now = 'TOMBSTONED';
      row.reason = tombstone.reason;
      continue;
    }
    const read = await readPage(dir, entry.digest);
    if (read.state !== 'ok') {
      tampered++;
      row.now = 'TAMPERED';
      row.reason = read.state === 'missing' ? 'page file missing' : 'page bytes do not match their digest';
      continue;
    }
    if (entry.witness !== undefined) {
      let isRevoked = revoked.get(entry.witness);
      if (isRevoked === undefined) {
        isRevoked = await deps.isRevoked(entry.witness);
        revoked.set(entry.witness, isRevoked);
      }
      if (isRevoked) {
        row.now = 'REVOKED';
        row.reason = 'witness revoked';
        continue;
      }
    }
    const outcome = admit(
      { tool: entry.tool, traceId: manifest.trace_id, content: read.content },
      deps.policy,
      deps.memory,
    );
    row.now = outcome.verdict.kind;
    if (outcome.verdict.reason) row.reason = outcome.verdict.reason;
    const claim = outcome.verdict.detail?.claim;
    if (claim) row.claim = claim;
    if (outcome.verdict.kind !== 'ALLOW') continue;
    passed.push({
      step: entry.step,
      digest: entry.digest,
      bytes: entry.bytes,
      tool: entry.tool,
      kind: entry.kind,
      content: read.content,
      verdict: outcome.verdict.kind,
      trustEpoch: deps.trustEpoch ?? entry.trust_epoch,
      ...(entry.witness === undefined ? {} : { witness: entry.witness }),
    });
  }
  return { manifest, rows, passed, tampered };
}
