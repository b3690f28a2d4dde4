// Gateway authentication (docs/design.md §10): a key from an env var, compared in constant time.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export interface KeyCheck {
  /** True when the request presents the gateway key (Bearer or x-api-key). */
  admits(headers: IncomingHttpHeaders): boolean;
}

/** Both sides are hashed first so the comparison leaks neither bytes nor length. */
function secretMatcher(secret: string): (presented: string) => boolean {
  const expected = createHash('sha256').update(secret).digest();
  return (presented) => timingSafeEqual(createHash('sha256').update(presented).digest(), expected);
}

export function keyCheck(secret: string): KeyCheck {
  const matches = secretMatcher(secret);
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

/** True when the request carries `secret` in the header `name` (one value, compared in constant time). */
export function headerKeyCheck(secret: string, name: string): (headers: IncomingHttpHeaders) => boolean {
  const matches = secretMatcher(secret);
  return (headers) => {
    const value = headers[name];
    return typeof value === 'string' && matches(value);
  };
}
