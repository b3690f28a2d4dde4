// The names a Connection header lists (headers.ts connectionNames): read in one pass, linear in the header.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { assertRepeatLinear } from '../../../test/helpers/work-count.js';
import { WireHeaders } from '../../upstream/proxy-response.js';
import {
  clientResponseHeaders,
  connectionNames,
  passClientHeaders,
  upstreamRequestHeaders,
} from './headers.js';

test('connectionNames: each listed field, lower-cased; close and keep-alive alone list none', () => {
  assert.equal(connectionNames(undefined), undefined);
  assert.equal(connectionNames('keep-alive'), undefined);
  assert.equal(connectionNames('close'), undefined);
  assert.equal(connectionNames(['keep-alive']), undefined);
  assert.equal(connectionNames(' Close , ,keep-alive'), undefined);
  assert.deepEqual(
    [...(connectionNames('close, OpenAI-Beta ,user-agent') ?? [])],
    ['openai-beta', 'user-agent'],
  );
  assert.deepEqual([...(connectionNames(['a', 'B, c']) ?? [])], ['a', 'b', 'c']);
  const out = upstreamRequestHeaders({ connection: 'TraceParent', traceparent: 't', 'user-agent': 'u' });
  assert.deepEqual(out, { 'user-agent': 'u' });
});

test('connectionNames: linear on 64 KiB of commas, spaces and names (work counted)', () => {
  for (const unit of [',', ' ', 'a,', ' , ', 'x-a-very-long-field-name ,'])
    assertRepeatLinear(unit, (text) => connectionNames(text), 64 * 1024);
});

// Round 56: the answer's headers for the client are read from the pairs as they arrived (only the passed ones
// joined and sorted); they must be what fetch's Headers, iterated in name order and filtered, gives.
const NAMES = [
  ...['x-request-id', 'request-id', 'retry-after', 'retry-after-ms', 'openai-version', 'x-should-retry'],
  ...['x-ratelimit-limit-requests', 'x-ratelimit-remaining-tokens', 'anthropic-ratelimit-requests-limit'],
  ...['set-cookie', 'connection', 'content-type', 'date', 'server', 'cf-ray', 'x-ratelimit', 'anthropic-'],
  ...['x-ratelimit-', 'authorization', 'openai-organization', 'transfer-encoding'],
];
const VALUES = ['1', 'a b', '', 'close', 'keep-alive', 'X-Request-Id', 'retry-after, x-ratelimit-a'];

test('clientResponseHeaders: raw pairs give what a filtered Headers gives, in the same order (fast-check)', () => {
  const name = fc.oneof(
    fc
      .tuple(fc.constantFrom(...NAMES), fc.nat(2))
      .map(([n, c]) => [n, n.toUpperCase(), n.replace(/(^|-)[a-z]/g, (m) => m.toUpperCase())][c]!),
    fc.stringMatching(/^[a-zA-Z-]{1,20}$/),
    fc
      .tuple(fc.constantFrom(...NAMES.filter((n) => n.endsWith('-'))), fc.stringMatching(/^[a-z0-9-]{1,8}$/))
      .map(([prefix, tail]) => prefix + tail),
  );
  const value = fc.oneof(
    fc.constantFrom(...VALUES),
    fc.array(fc.constantFrom(...NAMES), { maxLength: 3 }).map((ns) => ns.join(', ')),
  );
  fc.assert(
    fc.property(fc.array(fc.tuple(name, value), { maxLength: 30 }), (pairs) => {
      const raw = pairs.flat();
      const fromRaw = clientResponseHeaders(new WireHeaders(raw));
      const fromFetch = clientResponseHeaders(new Headers(pairs));
      assert.deepEqual(Object.entries(fromRaw), Object.entries(fromFetch));
      assert.equal(Object.hasOwn(fromRaw, 'set-cookie'), false);
      // Round 63: the pairs sendText and a stream's head are given, after what the list already held.
      const list = ['content-type', 'application/json'];
      passClientHeaders(new WireHeaders(raw), list);
      assert.deepEqual(list, ['content-type', 'application/json', ...Object.entries(fromFetch).flat()]);
    }),
    { numRuns: 3000 },
  );
});

test('clientResponseHeaders: a provider-sized answer passes its request id and rate limits only', () => {
  const raw = [
    ...['Date', 'x', 'Content-Type', 'application/json', 'Connection', 'keep-alive, x-should-retry'],
    ...['x-ratelimit-remaining-requests', '99', 'Set-Cookie', 'a=1', 'X-Request-Id', 'req_1'],
    ...['set-cookie', 'b=2', 'x-should-retry', 'false', 'X-RateLimit-Limit-Requests', '100'],
    ...['x-request-id', 'req_2', 'CF-Ray', 'r'],
  ];
  assert.deepEqual(Object.entries(clientResponseHeaders(new WireHeaders(raw))), [
    ['x-ratelimit-limit-requests', '100'],
    ['x-ratelimit-remaining-requests', '99'],
    ['x-request-id', 'req_1, req_2'],
  ]);
});
