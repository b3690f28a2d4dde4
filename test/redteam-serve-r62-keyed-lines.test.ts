// Round 62 (docs/screening.md, "Round 62 (secrets-r62)"): a password written unquoted on a config line
// (`.ini`'s `password = X+H(LA/E<WK…`, a YAML plain scalar, `.properties`) was read to its first `<`, `(`, `,`
// and the rest went into the model's context. Through the real `gate serve` and `@anthropic-ai/sdk`: the tool
// result in the history the client sends is screened before it goes upstream; the password never does, it is
// redacted in place, and the rest of the result goes as written. R62_GATE_BIN runs another build's bin/gate
// (the base, for the A/B the report quotes); GATE_FUZZ_RUNS raises the run count.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { leftToOtherRules, linePassword, lineResult } from './helpers/config-line-passwords-r62.js';
import { startConfigRelay } from './helpers/model-gates.js';
import { PROSE } from './helpers/screen-admit.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 25);
const ENV = { GATE_KEY: 'k-serve-r62-keyed-lines', PROVIDER_KEY: 'sk-provider' };

describe('round 62: a password unquoted on a config line never reaches the model', () => {
  let relay: Awaited<ReturnType<typeof startConfigRelay>> | undefined;
  before(async () => {
    relay = await startConfigRelay(ENV, process.env.R62_GATE_BIN);
  });
  after(async () => {
    await relay?.stop();
  });
  const upstreamBody = (result: string) => relay!.upstreamBody(result);

  it('fast-check: redacted in place in a document, the rest of the result kept', async () => {
    await fc.assert(
      fc.asyncProperty(linePassword, async (drawn) => {
        fc.pre(!leftToOtherRules(drawn.pw));
        const carried = lineResult(drawn);
        const body = await upstreamBody(`${PROSE}\n${carried}\n${PROSE}`);
        // The upstream body is JSON: the password as JSON writes it, raw or URL-encoded, is not in it.
        const sent = [JSON.stringify(drawn.pw).slice(1, -1), encodeURIComponent(drawn.pw)];
        assert.ok(
          !sent.some((b) => body.includes(b)),
          `${drawn.pw} in carrier ${drawn.carrier} went upstream`,
        );
        assert.ok(body.includes('[gate: redacted '), `${drawn.pw}: no redaction marker`);
        const [before] = carried.split(drawn.pw);
        assert.ok(
          body.includes(JSON.stringify(before).slice(1, -1)),
          `${drawn.pw}: the lines before it were lost`,
        );
        assert.ok(body.includes(PROSE.trim()), 'the rest of the result was lost');
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  });

  // Round 71 (docs/screening.md, "Round 71 (secrets-r71)"), pooled on this relay: plain carriers' drawn values round
  // 70 left open, and a PIN past English or as a JSON member, redacted in place in the chat tool result.
  it('round 71: a plain carrier’s drawn value and a PIN never go upstream, the rest kept', async () => {
    for (const [text, secret] of [
      ['connect host=db.internal password==nIddx9,Sno!mV(0 user=app', 'nIddx9,Sno!mV(0'],
      ["GET /login?password=sjrBSe,SD=U|_'89&user=app HTTP/1.1", "sjrBSe,SD=U|_'89"],
      ["The account was created for the reporting job (password: vca:3r^'VAZe]^p>).", "vca:3r^'VAZe]^p"],
      ['Ihre neue PIN lautet 739164.', '739164'],
      ['{"device": "side door", "pin": "739164"}', '739164'],
    ] as const) {
      const body = await upstreamBody(`${PROSE}\n${text}\n${PROSE}`);
      assert.ok(!body.includes(JSON.stringify(secret).slice(1, -1)), `${text}: the secret went upstream`);
      assert.ok(body.includes('[gate: redacted '), `${text}: no redaction marker`);
      const [before] = text.split(secret);
      assert.ok(body.includes(JSON.stringify(before).slice(1, -1)), `${text}: the text before it was lost`);
    }
  });

  // Round 72 (docs/screening.md, "Round 72 (secrets-r72)"), on this relay: drawn values holding a short next field's
  // name with a capital, a one-capital tag or a scope's `name::`; no six characters of one go upstream.
  it('round 72: a drawn value holding a short field’s or a tag’s shape never goes upstream, the rest kept', async () => {
    for (const [text, secret] of [
      ['connect host=db.internal password=,V&Pdc=5nbuiKTlp user=app', ',V&Pdc=5nbuiKTlp'],
      ['GET /login?password=~.8&GXK=bq(&XxrB&user=app HTTP/1.1', '~.8&GXK=bq(&XxrB'],
      [
        'The login for the build agent is in the vault [password=v9<Y>Ek3~};5zTkW] since March.',
        'v9<Y>Ek3~};5zTkW',
      ],
      ['<tr><td>reporting</td><td>password=%uU1y4:;crtc2::U</td></tr>', '%uU1y4:;crtc2::U'],
    ] as const) {
      const body = await upstreamBody(`${PROSE}\n${text}\n${PROSE}`);
      for (let i = 0; i + 6 <= secret.length; i++)
        assert.ok(!body.includes(secret.slice(i, i + 6)), `${text}: ${secret.slice(i, i + 6)} went upstream`);
      assert.ok(body.includes('[gate: redacted '), `${text}: no redaction marker`);
      const [before] = text.split(secret);
      assert.ok(body.includes(JSON.stringify(before).slice(1, -1)), `${text}: the text before it was lost`);
    }
  });

  it('code on lines of its own and a path under a password key go upstream as written', async () => {
    for (const text of [
      'conn = connect(\n    host=h,\n    password=pw_from_env(a),\n)',
      "x = 1\npassword = request.form['password']",
      'password_file = /run/secrets/db_password',
      'password = <your-password>',
    ])
      assert.ok(
        (await upstreamBody(`${PROSE}\n${text}\n`)).includes(JSON.stringify(text).slice(1, -1)),
        text,
      );
  });
});
