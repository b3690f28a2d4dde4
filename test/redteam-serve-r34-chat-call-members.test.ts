// Red team, round 34 (edge2): a buffered chat call's members gate did not read. A tool call carrying a
// top-level `name` (or any member but id/type/function/index, or a member of `function` but name and
// arguments) beside the `function.name` gate judged reached the client as the upstream wrote it in the
// buffered answer, while the streamed path, which writes each call afresh, dropped it. A client that reads
// `call.name ?? call.function.name` ran `Bash` where gate judged `lookup`. Now the buffered answer
// re-emits only what gate read and judged, as the stream does. Real `gate serve`, fast-check over the
// extra members and where they sit (docs/wires.md, "Round 34 (red team)").
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { type FakeUpstream, startFakeUpstream } from './fake-upstream.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { endsInWireError, type Json, parseSse, serveJson, serveSse } from './helpers/upstream-answers.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 30);
const dir = mkdtempSync(join(tmpdir(), 'gate-r34-call-members-'));
const policy = join(dir, 'policy.json');
writeFileSync(policy, JSON.stringify({ allow: ['lookup'] }));
const ARGS = JSON.stringify({ q: 'weather' });

/** A member name gate does not read, and a value a careless client would act on. */
const extraName = fc.oneof(
  fc.constantFrom('name', 'arguments', 'tool', 'function_name', 'input', 'custom', '__proto__'),
  fc.stringMatching(/^[a-z_]{1,12}$/).filter((k) => !['id', 'type', 'function', 'index'].includes(k)),
);
const extraValue = fc.constantFrom<unknown>('Bash', JSON.stringify({ command: 'rm -rf /srv/r34m' }), {
  name: 'Bash',
});

/** A client that reads every member it finds: the calls of a choice as plain objects. */
function callsOf(message: unknown): Json[] {
  const calls = (message as Json | undefined)?.['tool_calls'];
  return Array.isArray(calls) ? (calls as Json[]) : [];
}

/** The streamed calls of a choice 0, merged from their deltas as the SDKs do (arguments concatenated). */
function mergedStream(text: string): Json[] {
  const calls: Json[] = [];
  for (const ev of parseSse(text)) {
    const choices = (ev.data as Json | undefined)?.['choices'];
    for (const c of Array.isArray(choices) ? (choices as Json[]) : []) {
      for (const d of callsOf(c['delta'])) {
        const at = d['index'] as number;
        const had = calls[at] ?? {};
        const f = { ...((had['function'] as Json) ?? {}) };
        for (const [k, v] of Object.entries((d['function'] as Json) ?? {}))
          f[k] = k === 'arguments' ? `${(f[k] as string) ?? ''}${v as string}` : v;
        calls[at] = { ...had, ...d, function: f };
      }
    }
  }
  return calls;
}

describe('redteam r34: a buffered chat call carries only what gate judged (real gate serve)', () => {
  let fake: FakeUpstream;
  let gate: GateProcess;
  before(async () => {
    fake = await startFakeUpstream({ record: true });
    gate = await startGate(['--base-url', fake.baseUrl, '--provider', 'openai', '--policy', policy]);
  });
  after(async () => {
    await gate?.stop();
    await fake?.close();
  });

  async function ask(stream: boolean): Promise<{ status: number; text: string }> {
    const res = await fetch(`${gate.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer k' },
      body: JSON.stringify({ model: 'm', stream, messages: [{ role: 'user', content: 'go' }] }),
    });
    return { status: res.status, text: await res.text() };
  }

  it('buffered and streamed agree: id, type and function {name, arguments}, nothing else', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.boolean(), extraName, extraValue), { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        async (extras, typed) => {
          const call: Json = { id: 'call_r34m', ...(typed ? { type: 'function' } : {}) };
          const fn: Json = { name: 'lookup', arguments: ARGS };
          for (const [inside, key, value] of extras) {
            const into = inside ? fn : call;
            if (inside && (key === 'name' || key === 'arguments')) continue;
            Object.defineProperty(into, key, { value, enumerable: true, writable: true, configurable: true });
          }
          call['function'] = fn;
          const base = { id: 'chatcmpl-r34m', created: 1, model: 'm' };
          fake.push(
            serveJson({
              ...base,
              object: 'chat.completion',
              choices: [
                {
                  index: 0,
                  message: { role: 'assistant', content: null, tool_calls: [call] },
                  finish_reason: 'tool_calls',
                },
              ],
            }),
          );
          const answer = await ask(false);
          const buffered = JSON.parse(answer.text) as Json;
          const streamedCall = async () => {
            fake.push(
              serveSse([
                {
                  data: {
                    ...base,
                    object: 'chat.completion.chunk',
                    choices: [
                      { index: 0, delta: { role: 'assistant', tool_calls: [{ index: 0, ...call }] } },
                    ],
                  },
                },
                {
                  data: {
                    ...base,
                    object: 'chat.completion.chunk',
                    choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }],
                  },
                },
                { data: '[DONE]' },
              ]),
            );
            return (await ask(true)).text;
          };
          if (answer.status !== 200) {
            // A member of a part gate reads, of the wrong shape (`custom: "Bash"`): both modes refuse it.
            assert.equal(answer.status, 502, answer.text);
            assert.ok(endsInWireError('chat', parseSse(await streamedCall())));
            return;
          }
          const got = callsOf(((buffered['choices'] as Json[])[0] as Json)['message']);
          assert.equal(got.length, 1, JSON.stringify(buffered));
          const [one] = got as [Json];
          for (const key of Object.keys(one))
            assert.ok(['id', 'type', 'function', 'index'].includes(key), `member ${key} passed`);
          assert.deepEqual(Object.keys(one['function'] as Json).sort(), ['arguments', 'name']);
          assert.deepEqual(one['function'], { name: 'lookup', arguments: ARGS });
          assert.ok(!JSON.stringify(buffered).includes('Bash'), JSON.stringify(buffered));
          // The same call streamed: what the client assembles is the buffered call (less the index).
          const [streamed] = mergedStream(await streamedCall()) as [Json];
          const { index: _index, ...rest } = streamed;
          assert.deepEqual(rest, { type: 'function', ...one, function: one['function'] });
        },
      ),
      { numRuns: RUNS },
    );
  });
});
