import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { verdictNote, wantsVerdictNote, withheldNote } from './notes.js';
import type { RequestVerdicts } from './verdicts.js';

describe('withheldNote', () => {
  it('names the reason and the held entry, never the bytes', () => {
    assert.equal(
      withheldNote({ kind: 'QUARANTINE', reason: 'SECRET_EXFIL' }, 'q-9'),
      '[gate] tool result withheld: SECRET_EXFIL (q-9)',
    );
    assert.equal(withheldNote({ kind: 'QUARANTINE' }), '[gate] tool result withheld: QUARANTINE');
  });
});

describe('wantsVerdictNote', () => {
  const cases: [Record<string, string>, 'auto' | 'always' | 'never', boolean][] = [
    [{ 'user-agent': 'claude-cli/2.0.14 (external, cli)' }, 'auto', true],
    [{ 'user-agent': 'opencode/0.15.2' }, 'auto', true],
    [{ 'user-agent': 'Anthropic/JS 0.60.0' }, 'auto', false],
    [{ 'user-agent': 'Anthropic/JS 0.60.0', 'x-gate-note': 'on' }, 'auto', true],
    [{ 'user-agent': 'claude-cli/2.0.14', 'x-gate-note': 'off' }, 'auto', false],
    [{}, 'always', true],
    [{ 'user-agent': 'claude-cli/2.0.14', 'x-gate-note': 'on' }, 'never', false],
  ];
  for (const [headers, mode, want] of cases) {
    it(`${mode} ${JSON.stringify(headers)} -> ${want}`, () => {
      assert.equal(wantsVerdictNote(headers, mode), want);
    });
  }
});

describe('verdictNote for a held call', () => {
  const held = (detail: Record<string, string>) => ({
    traceId: 't1',
    withheld: [],
    changed: [
      {
        tool_call_id: 'c1',
        tool: 'Bash',
        verdict: { kind: 'REQUIRE_WITNESS', detail: { claim: 'witness: shell git push', ...detail } },
      },
    ],
  });
  it('without approvals: the witness approves', () => {
    const note = verdictNote(held({ confirm_token: 'gw_1' }) as unknown as RequestVerdicts);
    assert.match(note ?? '', /approve with header x-gate-witness: gw_1$/);
  });
  it('with approvals: a human approves first, then the witness', () => {
    const note = verdictNote(
      held({ confirm_token: 'gw_1', approval_id: 'ap-1' }) as unknown as RequestVerdicts,
    );
    assert.match(
      note ?? '',
      /waiting for a human to approve ap-1, then re-send with header x-gate-witness: gw_1$/,
    );
  });
});
