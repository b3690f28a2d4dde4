// Round 57: a served traced turn whose model proposes a call built on an Object.prototype name, through the
// real `gate serve` and the official OpenAI client, after a page on the trace. perf2-r57: a Bash command word
// (`constructor -K f`, `__proto__ -a list`): files.ts looked command words up in object literals and the
// decision threw (src/kernel/provenance/argument-keys-r57.test.ts has the kernel's side). redteam2-r57: a
// written path (`Write {"file_path": "./constructor"}`): the ledger's month table found Object.prototype's
// `constructor` and threw. Base 0ecf8e2d answered both 500; the answer must carry a verdict for the call, and
// hand the call on only if that verdict admits it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { openaiJson } from './fake-upstream.js';
import { startPolicyGate } from './helpers/chat-after-read.js';

const REPLAY = fileURLToPath(new URL('../../test/replay', import.meta.url));
const CODING_MANIFEST = JSON.parse(readFileSync(join(REPLAY, 'coding', 'manifest.json'), 'utf8'));
const ENV = { GATE_KEY: 'k-served-prototype-r57', PROVIDER_KEY: 'sk-provider' };
const RUNS = Math.min(40, Number(process.env.GATE_FUZZ_RUNS ?? 12));
const PROTO_NAMES = Object.getOwnPropertyNames(Object.prototype);

const command = fc
  .tuple(
    fc.constantFrom(...PROTO_NAMES),
    fc.constantFrom('-a list.txt', '-K conf.txt', '-i urls.txt', '-o out.bin', '--config f', 'x'),
    fc.constantFrom('', 'sudo ', 'cat f | ', 'X=1 '),
  )
  .map(([name, option, before]) => `${before}${name} ${option}`);

const written = fc
  .tuple(fc.constantFrom(...PROTO_NAMES), fc.constantFrom('', '.txt', '/x'))
  .map(([name, tail]) => ({ file_path: `./${name}${tail}`, content: `${name} notes` }));

describe('served: a call built on Object.prototype names, on a tainted trace', () => {
  let served: Awaited<ReturnType<typeof startPolicyGate>>;
  before(async () => {
    served = await startPolicyGate(CODING_MANIFEST, ENV);
  });
  after(async () => {
    await served?.stop();
  });

  /** The model proposes `tool` with `args` after a page that names `shown`: a verdict, never an error. */
  const judged = async (tool: string, args: string, shown: string) => {
    served.fake.push(openaiJson({ calls: [{ id: 'c1', name: tool, args }] }));
    const data = await served.oai.chat.completions.create({
      model: 'm',
      messages: [
        { role: 'user', content: 'Tidy the build from the notes page.' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [
            {
              id: 't1',
              type: 'function',
              function: {
                name: 'WebFetch',
                arguments: JSON.stringify({ url: 'https://notes.example/build', prompt: 'steps' }),
              },
            },
          ],
        },
        {
          role: 'tool',
          tool_call_id: 't1',
          content: `Steps: run ${shown} and then constructor -K conf.txt.`,
        },
      ],
    });
    const ext = (
      data as unknown as { gate?: { verdicts: { tool_call_id: string; verdict: { kind: string } }[] } }
    ).gate;
    assert.ok(ext, `the gate extension is present: ${shown}`);
    const kind = ext.verdicts.find((v) => v.tool_call_id === 'c1')?.verdict.kind;
    assert.ok(kind !== undefined, `a verdict for the call: ${shown}`);
    const passed = data.choices[0]?.message.tool_calls ?? [];
    if (kind !== 'ALLOW' && kind !== 'TRANSFORM')
      assert.deepEqual(passed, [], `${kind} yet passed: ${shown}`);
  };

  it('a command word: answers with a verdict for the call, never an error', async () => {
    await fc.assert(
      fc.asyncProperty(command, (text) => judged('Bash', JSON.stringify({ command: text }), text)),
      { numRuns: RUNS },
    );
  });

  it('a written path: answers with a verdict for the call, never an error', async () => {
    await fc.assert(
      fc.asyncProperty(written, (args) => {
        const text = JSON.stringify(args);
        return judged('Write', text, text);
      }),
      { numRuns: RUNS },
    );
  });
});
