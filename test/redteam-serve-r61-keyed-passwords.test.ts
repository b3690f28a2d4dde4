// Round 61 (docs/screening.md, "Round 61 (secrets-r61)"): a keyed password holding punctuation
// (`k9Qz?R2pL7wE`, `"n}GE-CTrGqAO^L3!"`) was mostly not read and went into the model's context. Through the
// real `gate serve` and `@anthropic-ai/sdk`: the tool result in the history the client sends is screened
// before it goes upstream; the password never does, and in a document it is redacted in place with the rest
// of the result kept. R61_GATE_BIN runs another build's bin/gate (the base, for the A/B the report quotes);
// GATE_FUZZ_RUNS raises the run count.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { startConfigRelay } from './helpers/model-gates.js';
import { keyedPassword, keyedResult, leftToOtherRules } from './helpers/punctuated-passwords-r61.js';
import { PROSE } from './helpers/screen-admit.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 25);
const ENV = { GATE_KEY: 'k-serve-r61-keyed', PROVIDER_KEY: 'sk-provider' };
/** Quoted carriers and the .env line (the .ini line's exceptions are the kernel test's). */
const CARRIERS = [0, 1, 2, 3, 5];

describe('round 61: a keyed password holding punctuation never reaches the model', () => {
  let relay: Awaited<ReturnType<typeof startConfigRelay>> | undefined;
  before(async () => {
    relay = await startConfigRelay(ENV, process.env.R61_GATE_BIN);
  });
  after(async () => {
    await relay?.stop();
  });
  /** What went upstream when the client sent `result` as read_config's result. */
  const upstreamBody = (result: string) => relay!.upstreamBody(result);

  it('fast-check: redacted in place in a document, the rest of the result kept', async () => {
    await fc.assert(
      fc.asyncProperty(
        keyedPassword.filter((d) => CARRIERS.includes(d.carrier)),
        async (drawn) => {
          // What the kernel's property leaves to other rules, read the same way (an .env value's closing `,`
          // or `;` and its quotes given back, as the lexer reads them).
          fc.pre(!leftToOtherRules(drawn.pw, drawn.carrier));
          const body = await upstreamBody(`${PROSE}\n${keyedResult(drawn)}\n${PROSE}`);
          // The upstream body is JSON: the password as JSON writes it, raw or URL-encoded, is not in it.
          const sent = [JSON.stringify(drawn.pw).slice(1, -1), encodeURIComponent(drawn.pw)];
          assert.ok(
            !sent.some((b) => body.includes(b)),
            `${drawn.pw} in carrier ${drawn.carrier} went upstream`,
          );
          assert.ok(body.includes('[gate: redacted '), `${drawn.pw}: no redaction marker`);
          assert.ok(
            body.includes('db.internal') && body.includes(PROSE.trim()),
            'the rest of the result was lost',
          );
        },
      ),
      { numRuns: RUNS, endOnFailure: true },
    );
  });

  it('quoted prose and code under a password key go upstream as written', async () => {
    for (const text of [
      'password: "The password for the service account."',
      '  password: getPassword(user),',
    ])
      assert.ok(
        (await upstreamBody(`${PROSE}\n${text}\n`)).includes(JSON.stringify(text).slice(1, -1)),
        text,
      );
  });
});
