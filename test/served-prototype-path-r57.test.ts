// Round 57, second pass (redteam2-r57): a served turn whose model writes a file named as an Object.prototype
// name (`Write {"file_path": "./constructor"}`) on a traced turn: the provenance ledger's month table found
// Object.prototype's `constructor` and threw (base 0ecf8e2d and main answered 500); now a verdict.
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
const ENV = { GATE_KEY: 'k-served-proto-path-r57', PROVIDER_KEY: 'sk-provider' };
const RUNS = Math.min(40, Number(process.env.GATE_FUZZ_RUNS ?? 12));

const call = fc
  .tuple(fc.constantFrom(...Object.getOwnPropertyNames(Object.prototype)), fc.constantFrom('', '.txt', '/x'))
  .map(([name, tail]) => ({ file_path: `./${name}${tail}`, content: `${name} notes` }));

describe('served: a written path named as Object.prototype names, on a traced turn', () => {
  let served: Awaited<ReturnType<typeof startPolicyGate>>;
  before(async () => {
    served = await startPolicyGate(CODING_MANIFEST, ENV);
  });
  after(async () => {
    await served?.stop();
  });

  it('answers with a verdict for the call, never an error', async () => {
    await fc.assert(
      fc.asyncProperty(call, async (args) => {
        const text = JSON.stringify(args);
        served.fake.push(openaiJson({ calls: [{ id: 'c1', name: 'Write', args: text }] }));
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
              content: `Steps: run ${text} and then constructor -K conf.txt.`,
            },
          ],
        });
        const ext = (
          data as unknown as { gate?: { verdicts: { tool_call_id: string; verdict: { kind: string } }[] } }
        ).gate;
        assert.ok(ext, `the gate extension is present: ${text}`);
        const kind = ext.verdicts.find((v) => v.tool_call_id === 'c1')?.verdict.kind;
        assert.ok(kind !== undefined, `a verdict for the call: ${text}`);
        const passed = data.choices[0]?.message.tool_calls ?? [];
        if (kind !== 'ALLOW' && kind !== 'TRANSFORM')
          assert.deepEqual(passed, [], `${kind} yet passed: ${text}`);
      }),
      { numRuns: RUNS },
    );
  });
});
