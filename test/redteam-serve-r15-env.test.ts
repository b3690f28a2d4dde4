// Keys named by `--*-env` flags holding what no header can carry: a trailing newline from `$(cat keyfile)`
// kept by an env file, a space, bytes that are not UTF-8 (read as U+FFFD), a non-ASCII letter. gate started
// and then refused every client (401) or failed every upstream request (ERR_INVALID_CHAR), with nothing
// to say why; it now refuses to start (exit 2, 1 for the provider's key, as for an unset one), naming the
// variable and never its value.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runGate } from './helpers/gate-process.js';

const ODD = ['key-from-a-file\n', ' padded ', 'sk-\uFFFD\uFFFD', 'clé-du-portail', 'two words', 'tab\there'];
/** Each flag with the values tried on it: all on the gateway key, one each on the others (one check). */
const CASES: [string, string[]][] = [
  ['--require-key-env', ODD],
  ['--approver-key-env', [ODD[0]!]],
  ['--api-key-env', [ODD[1]!]],
];

test('serve refuses a key no header can carry, for every key flag, without printing it', async () => {
  for (const [flag, values] of CASES) {
    for (const value of values) {
      const args = ['serve', '--addr', '127.0.0.1:0', flag, 'ODD_KEY'];
      if (flag === '--approver-key-env') args.push('--require-key-env', 'GOOD_KEY');
      if (flag === '--api-key-env') args.push('--base-url', 'http://127.0.0.1:9/v1');
      const run = await runGate(args, { env: { ODD_KEY: value, GOOD_KEY: 'good-key' }, timeoutMs: 20_000 });
      // The provider's key exits 1 as an unset one does (docs/cli.md, "Exit codes"); gate's own keys 2.
      assert.equal(
        run.code,
        flag === '--api-key-env' ? 1 : 2,
        `${flag} ${JSON.stringify(value)}: ${run.stderr}`,
      );
      assert.match(
        run.stderr,
        new RegExp(`${flag} names ODD_KEY, which holds a space, a control or a non-ASCII`),
      );
      assert.ok(!run.stderr.includes(value.trim()), 'the value is never printed');
    }
  }
});
