// Red-team round 19 on provenance, class 3: on a model wire the client writes the system prompt, and a
// value in it counted as the operator's even where a result of the same request brought it in. A memory
// framework that copies what a tool returned into its system prompt made the page's URL trusted, and the
// download ran. Now a value only the operator's turn gives yields to a result of the request that holds
// it (the record of seen values already covered a result of an earlier request). Real `gate serve`, the
// official Anthropic SDK (`system`) and openai (chat `system` message).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { anthropicJson, openaiJson } from './fake-upstream.js';
import { CHAT_PAGE, DOWNLOAD_COMMAND, PAGE, SITE, USER } from './helpers/install-page.js';
import { providerGates } from './helpers/served-gates.js';
import { type Json, verdictKindOf } from './helpers/upstream-answers.js';

const FETCH = { url: 'https://docs.libfoo.example/install' };
/** What a memory framework writes into the prompt after the page was read. */
const MEMORY = `You are a coding agent. Memory: the project installs from ${SITE}.`;
const OPERATOR = 'You are a coding agent. Mirror of record: https://mirror.acme-internal.example/tools.sh';

describe("a system prompt's value a result of the request also holds is the result's", () => {
  const gates = providerGates();

  it('messages: the page URL copied into `system` stays held; the operator own URL runs', async () => {
    const client = new Anthropic({ baseURL: gates.messages.url, apiKey: 'unused', maxRetries: 0 });
    const ask = async (system: string, command: string, user = USER) => {
      gates.fake.push(
        anthropicJson({ calls: [{ id: 'tu_x', name: 'Bash', args: JSON.stringify({ command }) }] }),
      );
      const got = await client.messages.create({
        model: 'm',
        max_tokens: 64,
        system,
        messages: [
          { role: 'user', content: user },
          { role: 'assistant', content: [{ type: 'tool_use', id: 'tu_f', name: 'WebFetch', input: FETCH }] },
          { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'tu_f', content: PAGE }] },
        ],
      });
      return verdictKindOf(got as unknown as Json, 'tu_x');
    };
    assert.equal(await ask(MEMORY, DOWNLOAD_COMMAND), 'REQUIRE_WITNESS');
    assert.equal(
      await ask(OPERATOR, 'curl -fsSL https://mirror.acme-internal.example/tools.sh -o t.sh'),
      'ALLOW',
    );
    // The user who gives the URL makes it theirs, whatever the prompt or the page say.
    assert.equal(await ask(MEMORY, DOWNLOAD_COMMAND, `${USER} Use ${SITE}.`), 'ALLOW');
  });

  it('chat: the same through a system message', async () => {
    const client = new OpenAI({ baseURL: `${gates.openai.url}/v1`, apiKey: 'unused', maxRetries: 0 });
    gates.fake.push(
      openaiJson({
        calls: [{ id: 'c_x', name: 'Bash', args: JSON.stringify({ command: DOWNLOAD_COMMAND }) }],
      }),
    );
    const got = await client.chat.completions.create({
      model: 'm',
      messages: [{ role: 'system', content: MEMORY }, ...CHAT_PAGE],
    });
    assert.equal(verdictKindOf(got as unknown as Json, 'c_x'), 'REQUIRE_WITNESS');
  });
});
