// Round 60 (docs/screening.md, "Round 60 (redteam2-r60)"): a placeholder is a whole value, not a substring
// of one. A real password holding a placeholder word by chance (`k9Q!xxxxR2@p`, `…Example…`, `…changeme…`,
// `>`, `...`) was read as a documented example and passed into the model's context: any placeholder word
// anywhere in a keyed value made it one. Now a word marks a value only at its ends or when what is left once
// the words are out is no password. Through the real `gate serve` and `@anthropic-ai/sdk`: the tool result
// in the history the client sends is screened before it goes upstream. R60_GATE_BIN runs another build's
// bin/gate (the base, for the A/B the report quotes); GATE_FUZZ_RUNS raises the run count.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { startConfigRelay } from './helpers/model-gates.js';
import {
  DOCUMENTED_PLACEHOLDERS,
  PASSWORD_CARRIERS,
  passwordHoldingWord,
} from './helpers/placeholder-passwords-r60.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 25);
const ENV = { GATE_KEY: 'k-serve-r60-placeholder', PROVIDER_KEY: 'sk-provider' };

describe('round 60: a placeholder word inside a real password does not make it an example', () => {
  let relay: Awaited<ReturnType<typeof startConfigRelay>> | undefined;
  before(async () => {
    relay = await startConfigRelay(ENV);
  });
  after(async () => {
    await relay?.stop();
  });
  /** What went upstream when the client sent `result` as read_config's result. */
  const upstreamBody = (result: string) => relay!.upstreamBody(result);

  it('fast-check: a generated password holding a placeholder word never reaches the model', async () => {
    await fc.assert(
      fc.asyncProperty(passwordHoldingWord, fc.nat({ max: PASSWORD_CARRIERS.length - 1 }), async (pw, c) => {
        // No character of the generators' needs escaping in JSON: the bytes as written or not at all.
        const body = await upstreamBody(PASSWORD_CARRIERS[c]!(pw));
        const sent = [pw, encodeURIComponent(pw)];
        assert.ok(!sent.some((b) => body.includes(b)), `${pw} in carrier ${c} went upstream`);
      }),
      { numRuns: RUNS },
    );
  });

  it("documented examples stay in the model's context", async () => {
    for (const pw of DOCUMENTED_PLACEHOLDERS)
      for (const [c, carrier] of PASSWORD_CARRIERS.slice(0, 3).entries()) {
        const text = carrier(pw);
        assert.ok((await upstreamBody(text)).includes(pw), `${pw} in carrier ${c} was held`);
      }
  });
});
