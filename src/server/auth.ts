// Gateway authentication (docs/design.md §10): a key from an env var, compared in constant time.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { GateError } from '../kernel/errors.js';

export interface KeyCheck {
  /** True when the request presents a gateway key (Bearer or x-api-key). */
  admits(headers: IncomingHttpHeaders): boolean;
  /**
   * Which client key the request presents: its label (the trace ids it names are its own, trace-id.ts
   * scopedTrace), `undefined` for the one unlabelled key, `false` for none. Throws BAD_REQUEST when
   * Authorization and x-api-key carry two different keys.
   */
  identify(headers: IncomingHttpHeaders): string | undefined | false;
}

/** A key clients present; labelled wherever more than one is configured (docs/operations.md). */
export interface ClientKey {
  label?: string;
  key: string;
}

/** Both sides are hashed first so the comparison leaks neither bytes nor length. */
function secretMatcher(secret: string): (presented: string) => boolean {
  const expected = createHash('sha256').update(secret).digest();
  return (presented) => timingSafeEqual(createHash('sha256').update(presented).digest(), expected);
}

export function keyCheck(secrets: string | readonly ClientKey[]): KeyCheck {
  const keys = typeof secrets === 'string' ? [{ key: secrets }] : secrets;
  const matchers = keys.map((k) => ({ label: k.label, matches: secretMatcher(k.key) }));
  const identify = (headers: IncomingHttpHeaders): string | undefined | false => {
    const auth = headers.authorization;
    const bearer = typeof auth === 'string' && /^bearer /i.test(auth) ? auth.slice(7).trim() : undefined;
    const apiKey = headers['x-api-key'];
    let byBearer = -1;
    let byApiKey = -1;
    // Every key is compared, the first match kept: the time taken says nothing of which key matched.
    for (let i = 0; i < matchers.length; i += 1) {
      const m = matchers[i]!;
      if (bearer !== undefined && m.matches(bearer) && byBearer < 0) byBearer = i;
      if (typeof apiKey === 'string' && m.matches(apiKey) && byApiKey < 0) byApiKey = i;
    }
    // Two tenants' keys in one request: the first configured named the tenant, while a proxy in front reading
    // the other header authenticated it as the other's (docs/operations.md, Round 28). A provider key beside
    // a gateway key matches none and stays admitted.
    if (byBearer >= 0 && byApiKey >= 0 && byBearer !== byApiKey)
      throw new GateError(
        'BAD_REQUEST',
        'the request presents two different gateway keys (Authorization and x-api-key): send one',
      );
    const at = byBearer >= 0 ? byBearer : byApiKey;
    return at < 0 ? false : matchers[at]!.label;
  };
  return { identify, admits: (headers) => identify(headers) !== false };
}

/** True when the request carries `secret` in the header `name` (one value, compared in constant time). */
export function headerKeyCheck(secret: string, name: string): (headers: IncomingHttpHeaders) => boolean {
  const matches = secretMatcher(secret);
  return (headers) => {
    const value = headers[name];
    return typeof value === 'string' && matches(value);
  };
}

/**
 * Who may call an operator route (policy reload). With `--admin-key-env`, only that key (constant time);
 * a client key is 403, never the action. Without it, the one unlabelled key of `--require-key-env VAR`
 * reloads, as the interface has it (its holder is the operator: one key, one tenant), and labelled client
 * keys (several tenants) are 403 (before round 19 any client key could reload). No key configured: open
 * (loopback use), this route as every other.
 */
export function operatorAccess(
  adminKey: string | undefined,
  clients: KeyCheck | undefined,
  route: string,
): ((headers: IncomingHttpHeaders) => void) | undefined {
  if (adminKey === undefined && clients === undefined) return undefined;
  const admin = adminKey === undefined ? undefined : keyCheck(adminKey);
  return (headers) => {
    if (admin?.admits(headers)) return;
    const who = clients === undefined ? false : clients.identify(headers);
    if (who === undefined && admin === undefined) return;
    if (who !== false)
      throw new GateError(
        'FORBIDDEN',
        admin
          ? `${route} needs the operator key (--admin-key-env); a client key may not call it`
          : `${route} is off over HTTP for labelled client keys: start gate with --admin-key-env, or send SIGHUP`,
      );
    throw new GateError('UNAUTHORIZED', `missing or invalid operator key for ${route} (--admin-key-env)`);
  };
}
