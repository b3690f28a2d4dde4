// An agent's turn through gate, as the openai client makes it: ask the built-in model to run a shell
// command with a `Bash` tool; answer the call's verdict and whether the call came back to the agent.
import assert from 'node:assert/strict';

export interface WireVerdict {
  kind: string;
  reason?: string;
  detail?: Record<string, string>;
}

/** The built-in model's ask to run `command` with a `Bash` tool: a chat request's body, without `stream`. */
export function bashTurn(command: string) {
  return {
    model: 'builtin',
    messages: [{ role: 'user' as const, content: `run \`${command}\`` }],
    tools: [
      {
        type: 'function' as const,
        function: {
          name: 'Bash',
          parameters: { type: 'object', properties: { command: { type: 'string' } } },
        },
      },
    ],
  };
}

export async function proposeCommand(
  url: string,
  apiKey: string,
  command: string,
  witness?: string,
): Promise<{ verdict: WireVerdict; admitted: boolean }> {
  // Imported here: files that only build turns (bashTurn, readResultTurn) never load the client.
  const { default: OpenAI } = await import('openai');
  const client = new OpenAI({ baseURL: `${url}/v1`, apiKey, maxRetries: 0 });
  const completion = await client.chat.completions.create(
    bashTurn(command),
    witness === undefined ? {} : { headers: { 'x-gate-witness': witness } },
  );
  const ext = (completion as unknown as { gate: { verdicts: Array<{ verdict: WireVerdict }> } }).gate;
  assert.equal(ext.verdicts.length, 1, 'one proposed call, one verdict');
  return {
    verdict: ext.verdicts[0]!.verdict,
    admitted: (completion.choices[0]!.message.tool_calls ?? []).length === 1,
  };
}

/** A chat turn after a `Read` of a.txt whose tool result is `content`: gate screens it before forwarding. */
export function readResultTurn(content: string, model = 'gate') {
  return {
    model,
    messages: [
      { role: 'user', content: 'read a.txt' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: 'c1', type: 'function', function: { name: 'Read', arguments: '{"file_path":"a.txt"}' } },
        ],
      },
      { role: 'tool', tool_call_id: 'c1', content },
    ],
  };
}
