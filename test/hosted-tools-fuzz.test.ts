// Tool-list entries of types gate does not know, generated (docs/policy.md, "Tools the provider runs"):
// an unknown type is provider-run, so it is judged as hosted:<type> and refused unless the floor admits
// that name; an entry gate cannot read (not an object, no string type) is refused outright. Never passed
// through unjudged. In process on every wire's reader, then through the real `gate serve` (bounded:
// GATE_FUZZ_RUNS raises the count).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import OpenAI from 'openai';
import { hostedDeclarations as messagesDeclarations } from '../src/wire/anthropic/hosted.js';
import { hostedDeclarations as chatDeclarations } from '../src/wire/openai/hosted.js';
import { hostedDeclarations as responsesDeclarations } from '../src/wire/responses/hosted.js';
import { admitHostedTools, HOSTED_PREFIX, hostedName } from '../src/wire/shared/hosted.js';
import { tableEngine, verdictsFor } from '../src/wire/shared/testing.js';
import { type FakeUpstream, startFakeUpstream } from './fake-upstream.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';

const RUNS = Number(process.env['GATE_FUZZ_RUNS'] ?? 300);
const E2E_RUNS = Math.max(3, Math.round(RUNS / 60));

/** The types each wire knows as the client's own (their calls come back to be judged). */
const CLIENT_RUN = {
  responses: [
    'function',
    'custom',
    'local_shell',
    'shell',
    'apply_patch',
    'computer_use_preview',
    'computer',
  ],
  chat: ['function', 'custom'],
  messages: ['custom', 'bash_20250124', 'text_editor_20250728', 'computer_20250124', 'memory_20250818'],
};

/** The provider-run tools the default floor admits (docs/floor.md, "Tools the provider runs"). */
const DEFAULT_ADMITS = ['hosted:web_search', 'hosted:web_fetch', 'hosted:tool_search'];

const unknownType = (known: readonly string[]) =>
  fc
    .oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom('web_search', 'mcp', '__proto__', 'constructor', 'namespace'),
    )
    .filter((t) => !known.includes(t) && t !== 'tool_search' && t !== 'namespace' && t !== 'mcp');

const oddEntry = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.string(),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.record({ type: fc.oneof(fc.integer(), fc.constant(null), fc.array(fc.string())) }),
);

const readers: [string, (entries: unknown[]) => ReturnType<typeof chatDeclarations>, readonly string[]][] = [
  ['responses', (e) => responsesDeclarations(e), CLIENT_RUN.responses],
  ['chat', (e) => chatDeclarations(e, undefined), CLIENT_RUN.chat],
  ['messages', (e) => messagesDeclarations(e, undefined), CLIENT_RUN.messages],
];

describe('unknown tool entries are provider-run and judged', () => {
  for (const [wire, read, known] of readers) {
    it(`${wire}: every unknown type is declared as hosted:<type>, every client type is not`, () => {
      fc.assert(
        fc.property(
          fc.array(fc.oneof(unknownType(known), fc.constantFrom(...known)), { minLength: 1, maxLength: 6 }),
          (types) => {
            const declared = read(types.map((type) => ({ type, name: 'x' })));
            const unknown = types.flatMap((t, i) => (known.includes(t) ? [] : [`tools[${i}]`]));
            assert.deepEqual(
              declared.map((d) => d.at),
              unknown,
            );
            for (const d of declared) assert.ok(d.tool?.startsWith(HOSTED_PREFIX), `${d.at}: ${d.tool}`);
          },
        ),
        { numRuns: RUNS },
      );
    });

    it(`${wire}: an entry gate cannot read is refused, whatever the floor admits`, async () => {
      await fc.assert(
        fc.asyncProperty(oddEntry, async (entry) => {
          if (wire === 'messages' && (entry as { type?: unknown })?.type === null) return;
          const declared = read([entry]);
          assert.equal(declared.length, 1);
          const { engine } = tableEngine([
            'hosted:unknown',
            ...declared.flatMap((d) => (d.tool ? [d.tool] : [])),
          ]);
          const refused = await admitHostedTools(verdictsFor(engine), declared).then(
            () => false,
            (e: { code?: string }) => e.code === 'TOOL_NOT_ADMITTED',
          );
          assert.equal(refused, declared[0]!.tool === undefined);
        }),
        { numRuns: RUNS },
      );
    });
  }

  it('a floor that admits nothing hosted refuses every unknown entry, and admitting the name lets it pass', async () => {
    await fc.assert(
      fc.asyncProperty(unknownType(CLIENT_RUN.responses), async (type) => {
        const declared = responsesDeclarations([{ type }]);
        const none = tableEngine([]).engine;
        await assert.rejects(admitHostedTools(verdictsFor(none), declared), {
          code: 'TOOL_NOT_ADMITTED',
        });
        const some = tableEngine([declared[0]!.tool!]).engine;
        await admitHostedTools(verdictsFor(some), declared);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('unknown tool entries through gate serve', () => {
  let fake: FakeUpstream;
  let gate: GateProcess;
  let client: OpenAI;
  const env = { GATE_KEY: 'k-hosted-fuzz', PROVIDER_KEY: 'sk-p' };

  before(async () => {
    fake = await startFakeUpstream();
    gate = await startGate(
      [
        '--base-url',
        fake.baseUrl,
        '--provider',
        'openai',
        '--api-key-env',
        'PROVIDER_KEY',
        '--require-key-env',
        'GATE_KEY',
      ],
      { env },
    );
    client = new OpenAI({ baseURL: `${gate.url}/v1`, apiKey: env.GATE_KEY, maxRetries: 0 });
  });

  after(async () => {
    await gate?.stop();
    await fake?.close();
  });

  it('the default floor refuses a tool type it does not know, before anything goes upstream', async () => {
    await fc.assert(
      fc.asyncProperty(
        unknownType(CLIENT_RUN.responses).filter((t) => !DEFAULT_ADMITS.includes(hostedName(t))),
        fc.boolean(),
        async (type, stream) => {
          const before = fake.received.length;
          const err = await client.responses
            .create({
              model: 'm',
              input: 'hi',
              stream,
              tools: [{ type } as unknown as OpenAI.Responses.Tool],
            } as never)
            .then(
              () => undefined,
              (e: unknown) => e,
            );
          assert.ok(err instanceof OpenAI.APIError, `type ${JSON.stringify(type)} was not refused`);
          assert.equal(err.status, 400);
          assert.equal((err.error as { code?: string }).code, 'tool_not_admitted');
          assert.equal(fake.received.length, before);
        },
      ),
      { numRuns: E2E_RUNS },
    );
  });
});
