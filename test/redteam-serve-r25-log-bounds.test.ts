// Red team, round 25: attacker-chosen names in gate's own logs, against the real process. A model (or an
// upstream posing as one) names its tool calls and a client names its trace; each lands in the access
// line, and neither may bloat the log or carry bytes past the name bound (docs/operations.md, "Logs").
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_TOOL_NAME, recordedToolName } from '../src/kernel/tool-name.js';
import { builtinPolicy } from '../src/server/policy-holder.js';
import { anthropicJson, anthropicSse, openaiJson, openaiSse, startFakeUpstream } from './fake-upstream.js';
import { startGate } from './helpers/gate-process.js';

const MARK = 'r25-log-marker';
const HUGE = 1 << 20;

describe('attacker-chosen names in the access log (round 25)', { timeout: 60_000 }, () => {
  const cases = [
    ['openai', false],
    ['anthropic', false],
    ['openai', true],
    ['anthropic', true],
  ] as const;
  for (const [provider, stream] of cases) {
    it(`a 1 MB tool name from the ${provider} upstream (stream: ${stream}) neither bloats the log nor leaks`, async () => {
      const upstream = await startFakeUpstream({ record: false });
      const name = `${'n'.repeat(HUGE)}${MARK}`;
      const calls = Array.from({ length: 3 }, (_, i) => ({
        id: `c${i}`,
        name,
        args: JSON.stringify({ path: `/tmp/${MARK}` }),
      }));
      const turn = { calls };
      if (stream) upstream.setDefault(provider === 'openai' ? openaiSse(turn) : anthropicSse(turn));
      else upstream.setDefault(provider === 'openai' ? openaiJson(turn) : anthropicJson(turn));
      const gate = await startGate(['--base-url', upstream.baseUrl, '--provider', provider]);
      try {
        // The fake upstream repeats the model in every event: a stream's is kept short (--max-upstream-bytes).
        const model = stream ? `m-${MARK}` : `${'m'.repeat(HUGE)}${MARK}`;
        const path = provider === 'openai' ? '/v1/chat/completions' : '/v1/messages';
        const body =
          provider === 'openai'
            ? { model, stream, messages: [{ role: 'user', content: MARK }] }
            : {
                model,
                stream,
                max_tokens: 8,
                messages: [{ role: 'user', content: MARK }],
              };
        // Round 57, second pass: a trace id gate cannot read (8000 characters) is refused, not logged.
        const unread = await fetch(`${gate.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-gate-trace-id': `t-${'x'.repeat(8000)}${MARK}` },
          body: JSON.stringify(body),
        });
        assert.equal(unread.status, 400);
        assert.ok(!(await unread.text()).includes(MARK));
        const res = await fetch(`${gate.url}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': `${'u'.repeat(8000)}${MARK}`,
          },
          body: JSON.stringify(body),
        });
        const answer = await res.text();
        assert.equal(res.status, 200);
        assert.doesNotMatch(answer, /"error"/, 'decided, not refused');
        assert.equal(await gate.stop(), 0);
        const log = gate.stdout() + gate.stderr();
        assert.ok(!log.includes(MARK), 'no bytes past the name bound, no argument bytes');
        const longest = Math.max(...log.split('\n').map((l) => l.length));
        assert.ok(longest < 3 * (MAX_TOOL_NAME + 8) + 1024, `the longest log line is ${longest} characters`);
        // Round 62 (redteam4): a name the floor does not declare is logged as its recorded form.
        const form = recordedToolName(name, builtinPolicy());
        assert.match(form, /^undeclared:[0-9a-f]{16}:1048590:ident$/);
        assert.ok(gate.stdout().includes(`"tools":["${form}"`), 'the name is logged as its recorded form');
      } finally {
        await gate.stop('SIGKILL');
        await upstream.close();
      }
    });
  }
});
