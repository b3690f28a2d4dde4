// The secret rules load with the result screen, not with the ledger: the credential marks (files.ts) read
// a written value with them, but building them at load put the screen's modules in `gate serve`'s start-up
// (round 23, docs/operations.md "Startup"). secrets.ts hands its scan here as it loads; a host that may
// note a call before any screen loaded awaits loadSecretScan first (the rung's load does, see
// provenance-load.ts). Until then a written value counts as a credential: a mark refuses, never admits.
import { LoadOnce } from '../load-once.js';
import type * as SecretsModule from './secrets.js';

type SecretScan = (typeof SecretsModule)['scan'];

let scanner: SecretScan | undefined;

/** Called by secrets.ts as it loads. */
export function useSecretScan(scan: SecretScan): void {
  scanner = scan;
}

/** True when `text` holds a credential by the screener's secret rules; true too while they are not loaded. */
export function holdsSecret(text: string): boolean {
  return scanner === undefined || scanner(text) !== undefined;
}

/** Is the scan loaded (no await needed before a call is noted)? */
export function secretScanLoaded(): boolean {
  return scanner !== undefined;
}

// The module hands its scan over as it loads (useSecretScan); one that loaded without it failed.
const scanLoad = new LoadOnce<SecretScan>(() =>
  import('./secrets.js').then(() => {
    if (scanner === undefined) throw new Error('the secret rules did not load');
    return scanner;
  }),
);

/** Loads the secret rules once; resolves true when loaded. A failed load resolves false and is retried. */
export function loadSecretScan(): Promise<boolean> {
  return scanner ? Promise.resolve(true) : scanLoad.ready();
}
