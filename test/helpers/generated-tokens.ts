// Tokens of known formats with generated bodies, for the screen red-team properties (rounds 23 and 25).
import fc from 'fast-check';

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A generated token's body: `n` characters drawn from a seed (a shrunk array of draws is all `A`, no token). */
export const token = (prefix: string, n: number) =>
  fc.nat().map((seed) => {
    let x = seed + 1;
    let body = '';
    for (let k = 0; k < n; k++) {
      x = Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) + 0x6d2b79f5;
      body += ALNUM[(x >>> 7) % ALNUM.length];
    }
    return prefix + body;
  });

/** GitHub, Stripe, GitLab and npm tokens. */
export const TOKEN = fc.oneof(
  token('ghp_', 36),
  token('sk_live_', 24),
  token('glpat-', 20),
  token('npm_', 36),
);
