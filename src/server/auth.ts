// Gateway authentication (docs/design.md §10): a key from an env var, compared in constant time.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export interface KeyCheck {
  /** True when the request presents the gateway key (Bearer or x-api-key). */
  admits(headers: IncomingHttpHeaders): boolean;
}

/** Both sides are hashed first so the comparison leaks neither bytes nor length. */
export function keyCheck(secret: string): KeyCheck {
  const expected = createHash('sha256').update(secret).digest();
  const matches = (presented: string): boolean =>
    timingSafeEqual(createHash('sha256').update(presented).digest(), expected);
  return {
    admits(headers) {
      let ok = false;
      const auth = headers.authorization;
      if (typeof auth === 'string' && /^bearer /i.test(auth)) ok = matches(auth.slice(7).trim()) || ok;
      const apiKey = headers['x-api-key'];
      if (typeof apiKey === 'string') ok = matches(apiKey) || ok;
      return ok;
    },
  };
}
