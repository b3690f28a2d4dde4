// The secret rules load with the result screen, not with the ledger: the credential marks (files.ts) read
// a written value with them, but building them at load put the screen's modules in `gate serve`'s start-up
// (round 23, docs/operations.md "Startup"). secrets.ts hands its scan here as it loads; a host that may
// note a call before any screen loaded awaits loadSecretScan first (the rung's load does, see
// provenance-load.ts). Until then a written value counts as a credential: a mark refuses, never admits.
import type * as SecretsModule from './secrets.js';

type SecretScan = (typeof SecretsModule)['scan'];

let scanner: SecretScan | undefined;
let loading: Promise<boolean> | undefined;

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

/** Loads the secret rules once; resolves true when loaded. A failed load resolves false and is retried. */
export function loadSecretScan(): Promise<boolean> {
  if (scanner) return Promise.resolve(true);
  loading ??= import('./secrets.js').then(
    () => scanner !== undefined,
    () => {
      loading = undefined;
      return false;
    },
  );
  return loading;
}
