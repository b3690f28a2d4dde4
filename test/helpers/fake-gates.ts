// One fake provider upstream per test process, and one `gate serve --provider <p>` in front of it per
// provider: the files run-tests.mjs groups in one process share them (round 53); a file run alone gets its
// own, as before.
import { after } from 'node:test';
import { type FakeUpstream, startFakeUpstream } from '../fake-upstream.js';
import type { GateProcess } from './gate-process.js';
import { sharedGate } from './shared-gate.js';

let started: Promise<FakeUpstream> | undefined;

// A root-level hook (imported before the file's tests are declared): the fake closes after the last test.
after(async () => {
  const fake = await started?.catch(() => undefined);
  started = undefined;
  await fake?.close();
});

/**
 * The process's fake and its gate for `provider`, the fake handed over as a fresh one is (nothing queued or
 * received, the default answer): a responder another file queued and gate never asked for answers no call
 * of this file. Call it in a `before`; the gate and the fake stop when the process's tests end.
 */
export async function fakeGate(
  provider: 'openai' | 'anthropic',
): Promise<{ fake: FakeUpstream; gate: GateProcess }> {
  started ??= startFakeUpstream();
  const fake = await started;
  fake.reset();
  const gate = await sharedGate(['--base-url', fake.baseUrl, '--provider', provider]);
  return { fake, gate };
}
