// Two `gate serve` processes (OpenAI and Anthropic providers) in front of one fake upstream, given a
// provider key through `--api-key-env`: the setup of the tests that make the upstream echo that key.
import { after, before } from 'node:test';
import fc from 'fast-check';
import { type FakeUpstream, startFakeUpstream } from '../fake-upstream.js';
import { type GateProcess, startGate } from './gate-process.js';
import { requestFor, type Wire } from './upstream-answers.js';

export interface KeyGates {
  fake: FakeUpstream;
  openai: GateProcess;
  anthropic: GateProcess;
}

/** Starts the pair before the file's tests and stops it after; the object is filled in then. */
export function keyGates(envName: string, key: string): KeyGates {
  const out = {} as KeyGates;
  before(async () => {
    out.fake = await startFakeUpstream();
    const env = { env: { [envName]: key } };
    const args = (provider: string) => [
      '--base-url',
      out.fake.baseUrl,
      '--provider',
      provider,
      '--api-key-env',
      envName,
    ];
    [out.openai, out.anthropic] = await Promise.all([
      startGate(args('openai'), env),
      startGate(args('anthropic'), env),
    ]);
  });
  after(async () => {
    await Promise.all([out.openai?.stop(), out.anthropic?.stop()]);
    await out.fake?.close();
  });
  return out;
}

/** One plain request of the wire to the gate serving it (no SDK): the answer. */
export function sendTurn(pair: KeyGates, wire: Wire, stream: boolean): Promise<Response> {
  const { path, body } = requestFor(wire, stream);
  return fetch(`${(wire === 'messages' ? pair.anthropic : pair.openai).url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer k', 'x-api-key': 'k' },
    body: JSON.stringify(body),
  });
}

/** Spellings JavaScript cannot carry: integers past 2^53 either sign, numbers past a double's range. */
export const unsafeSpellings = fc.oneof(
  fc.bigInt({ min: 2n ** 53n + 1n, max: 2n ** 90n }).map(String),
  fc.bigInt({ min: -(2n ** 90n), max: -(2n ** 53n) - 1n }).map(String),
  fc.constantFrom('1e400', '-1E+400', '123456789012345678901234567890'),
);
