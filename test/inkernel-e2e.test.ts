// In-kernel mode end to end (issue 7): `gate serve` with no upstream and no key, the official OpenAI and
// Anthropic clients, buffered and streaming. The built-in model's calls are adjudicated like any
// upstream's: an admitted call is returned, a refused one dropped with its verdict; a tool loop
// (call, result, summary) completes.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import type { GateProcess } from './helpers/gate-process.js';
import { sharedGate } from './helpers/shared-gate.js';

let gate: GateProcess;
let openai: OpenAI;
let anthropic: Anthropic;

describe('inkernel-e2e', () => {
  before(async () => {
    // Reads only its own calls' answers: the plain gate its group shares.
    gate = await sharedGate([], { env: { GATE_AUDIT_JOURNAL: undefined } });
    openai = new OpenAI({ baseURL: `${gate.url}/v1`, apiKey: 'unused', maxRetries: 0 });
    anthropic = new Anthropic({ baseURL: gate.url, apiKey: 'unused', maxRetries: 0 });
  });

  interface GateExt {
    trace_id: string;
    verdicts: Array<{ tool_call_id: string; tool: string; verdict: { kind: string; reason?: string } }>;
  }

  const OPENAI_TOOLS: OpenAI.Chat.Completions.ChatCompletionTool[] = [
    {
      type: 'function',
      function: {
        name: 'Read',
        parameters: {
          type: 'object',
          properties: { file_path: { type: 'string' } },
          required: ['file_path'],
        },
      },
    },
    {
      type: 'function',
      function: {
        name: 'Bash',
        parameters: { type: 'object', properties: { command: { type: 'string' } }, required: ['command'] },
      },
    },
  ];
  const ANTHROPIC_TOOLS: Anthropic.Tool[] = [
    {
      name: 'Read',
      input_schema: {
        type: 'object',
        properties: { file_path: { type: 'string' } },
        required: ['file_path'],
      },
    },
    {
      name: 'Bash',
      input_schema: { type: 'object', properties: { command: { type: 'string' } }, required: ['command'] },
    },
  ];
  const ASK = 'read src/index.ts and run `sudo rm -rf /var/lib/app`';

  describe('OpenAI chat completions, no upstream', () => {
    test('buffered: the admitted Read is returned, the refused Bash dropped with its verdict', async () => {
      const res = await openai.chat.completions.create({
        model: 'gate-builtin',
        messages: [{ role: 'user', content: ASK }],
        tools: OPENAI_TOOLS,
      });
      const calls = res.choices[0]!.message.tool_calls ?? [];
      assert.deepEqual(
        calls.map((c) => (c.type === 'function' ? c.function.name : c.type)),
        ['Read'],
      );
      assert.equal(res.choices[0]!.finish_reason, 'tool_calls');
      const ext = (res as unknown as { gate: GateExt }).gate;
      assert.deepEqual(
        ext.verdicts.map((v) => [v.tool, v.verdict.kind, v.verdict.reason]),
        [
          ['Read', 'ALLOW', undefined],
          ['Bash', 'DENY', 'POLICY_BLOCK'],
        ],
      );
    });

    test('streaming: the same verdicts, only the admitted call in the deltas', async () => {
      const stream = await openai.chat.completions.create({
        model: 'gate-builtin',
        messages: [{ role: 'user', content: ASK }],
        tools: OPENAI_TOOLS,
        stream: true,
      });
      const names: string[] = [];
      let ext: GateExt | undefined;
      let finish: string | null | undefined;
      for await (const chunk of stream) {
        for (const tc of chunk.choices[0]?.delta.tool_calls ?? [])
          if (tc.function?.name) names.push(tc.function.name);
        finish = chunk.choices[0]?.finish_reason ?? finish;
        const g = (chunk as unknown as { gate?: GateExt }).gate;
        if (g) ext = g;
      }
      assert.deepEqual(names, ['Read']);
      assert.equal(finish, 'tool_calls');
      assert.deepEqual(
        ext?.verdicts.map((v) => v.verdict.kind),
        ['ALLOW', 'DENY'],
      );
    });

    test('a tool loop completes: call, result, summary', async () => {
      const messages: OpenAI.Chat.Completions.ChatCompletionMessageParam[] = [
        { role: 'user', content: 'read README.md' },
      ];
      const first = await openai.chat.completions.create({
        model: 'gate-builtin',
        messages,
        tools: OPENAI_TOOLS,
      });
      const call = first.choices[0]!.message.tool_calls![0]!;
      messages.push(first.choices[0]!.message, {
        role: 'tool',
        tool_call_id: call.id,
        content: '# gate\nA tool-governance gateway.',
      });
      const second = await openai.chat.completions.create({
        model: 'gate-builtin',
        messages,
        tools: OPENAI_TOOLS,
      });
      assert.equal(second.choices[0]!.finish_reason, 'stop');
      assert.equal(second.choices[0]!.message.tool_calls ?? undefined, undefined);
      assert.match(second.choices[0]!.message.content ?? '', /Read/);
    });
  });

  describe('Anthropic messages, no upstream', () => {
    test('buffered: the admitted Read is returned, the refused Bash dropped with its verdict', async () => {
      const res = await anthropic.messages.create({
        model: 'gate-builtin',
        max_tokens: 256,
        messages: [{ role: 'user', content: ASK }],
        tools: ANTHROPIC_TOOLS,
      });
      const uses = res.content.filter((b) => b.type === 'tool_use');
      assert.deepEqual(
        uses.map((b) => (b.type === 'tool_use' ? b.name : '')),
        ['Read'],
      );
      assert.equal(res.stop_reason, 'tool_use');
      const ext = (res as unknown as { gate: GateExt }).gate;
      assert.deepEqual(
        ext.verdicts.map((v) => [v.tool, v.verdict.kind]),
        [
          ['Read', 'ALLOW'],
          ['Bash', 'DENY'],
        ],
      );
    });

    test('streaming: the SDK reassembles only the admitted call', async () => {
      const stream = anthropic.messages.stream({
        model: 'gate-builtin',
        max_tokens: 256,
        messages: [{ role: 'user', content: ASK }],
        tools: ANTHROPIC_TOOLS,
      });
      const final = await stream.finalMessage();
      const uses = final.content.filter((b) => b.type === 'tool_use');
      assert.deepEqual(
        uses.map((b) => (b.type === 'tool_use' ? [b.name, b.input] : [])),
        [['Read', { file_path: 'src/index.ts' }]],
      );
      assert.equal(final.stop_reason, 'tool_use');
    });

    test('a code-assistant client gets the [gate] note for the dropped call', async () => {
      const client = new Anthropic({
        baseURL: gate.url,
        apiKey: 'unused',
        maxRetries: 0,
        defaultHeaders: { 'x-gate-note': 'on' },
      });
      const res = await client.messages.create({
        model: 'gate-builtin',
        max_tokens: 256,
        messages: [{ role: 'user', content: ASK }],
        tools: ANTHROPIC_TOOLS,
      });
      const text = res.content.filter((b) => b.type === 'text').map((b) => (b.type === 'text' ? b.text : ''));
      assert.ok(
        text.some((t) => t.startsWith('[gate]') && /Bash/.test(t) && /DENY/.test(t)),
        JSON.stringify(text),
      );
    });

    test('a tool loop completes: call, result, summary', async () => {
      const first = await anthropic.messages.create({
        model: 'gate-builtin',
        max_tokens: 256,
        messages: [{ role: 'user', content: 'read README.md' }],
        tools: ANTHROPIC_TOOLS,
      });
      const use = first.content.find((b) => b.type === 'tool_use');
      assert.ok(use && use.type === 'tool_use');
      const second = await anthropic.messages.create({
        model: 'gate-builtin',
        max_tokens: 256,
        tools: ANTHROPIC_TOOLS,
        messages: [
          { role: 'user', content: 'read README.md' },
          { role: 'assistant', content: first.content },
          {
            role: 'user',
            content: [
              { type: 'tool_result', tool_use_id: use.id, content: '# gate\nA tool-governance gateway.' },
            ],
          },
        ],
      });
      assert.equal(second.stop_reason, 'end_turn');
      assert.ok(second.content.every((b) => b.type === 'text'));
    });
  });
});
