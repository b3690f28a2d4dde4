// The revoked-witness set's bound, shared by the memory and Redis stores. A confirm token never expires
// (it is a digest of its call), so a revocation is kept for good and the set is bounded by count: a
// revoke past the bound is refused, never recorded by forgetting an earlier one.
import { GateError } from '../kernel/errors.js';

/** Witnesses a store keeps revoked by default: 100 000 of 128 characters measured 34.5 MiB of heap (memory store). */
export const MAX_REVOKED_DEFAULT = 100_000;

/** The refusal of a revoke the set has no room for; every earlier revocation stands. */
export function revokedFull(max: number): GateError {
  return new GateError(
    'REVOCATIONS_FULL',
    `the revoked-witness set holds its bound of ${max} witnesses: this revoke was not recorded (every earlier revocation stands); an operator raises --max-revoked (docs/fleet.md, 'Revocation')`,
  );
}
