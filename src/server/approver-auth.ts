// The approver credential: keys held by humans who approve held calls, distinct from the agents' gateway
// key. Each key has a label (its identity in the journal); the key itself is never stored or shown.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export interface ApproverKey {
  /** Who this key is, as journaled (`by: approver:<label>`). */
  label: string;
  key: string;
}

export interface ApproverCheck {
  /** The label of the approver whose key the request presents (Bearer or x-api-key), else undefined. */
  identify(headers: IncomingHttpHeaders): string | undefined;
}

/** A label is a short name the journal and the console may show as it is. */
export const APPROVER_LABEL = /^[A-Za-z0-9_.@-]{1,64}$/;

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/** Every key is compared (hashed first, in constant time) so the answer's timing names no key. */
export function approverCheck(keys: readonly ApproverKey[]): ApproverCheck {
  const expected = keys.map((k) => ({ label: k.label, hash: digest(k.key) }));
  const match = (presented: string): string | undefined => {
    const hash = digest(presented);
    let found: string | undefined;
    for (const k of expected) if (timingSafeEqual(hash, k.hash) && found === undefined) found = k.label;
    return found;
  };
  return {
    identify(headers) {
      const auth = headers.authorization;
      if (typeof auth === 'string' && /^bearer /i.test(auth)) {
        const found = match(auth.slice(7).trim());
        if (found !== undefined) return found;
      }
      const apiKey = headers['x-api-key'];
      return typeof apiKey === 'string' ? match(apiKey) : undefined;
    },
  };
}
