// A child process for the journal's end-to-end tests: records decisions through the compiled Journal and
// prints `answered <i>` once each record has resolved (its row is durable). Modes:
//   forever <inflight>   keep <inflight> records in flight until killed
//   until-refused        one at a time until three are refused, print `refused <code>` for each, close, exit 0

import { Journal } from '../src/journal/journal.js';
import { isGateError } from '../src/kernel/errors.js';
import type { Decision } from '../src/kernel/types.js';

const [path, mode, arg] = process.argv.slice(2);
if (!path || !mode) {
  process.stderr.write('usage: journal-child <file> forever <inflight> | until-refused\n');
  process.exit(2);
}

const decision = (i: number): Decision => ({
  kind: 'DECIDE',
  tool: `tool_${i}`,
  traceId: `trace-${i}`,
  verdict: { kind: 'ALLOW', by: 'monitor' },
  argsDigest: 'a'.repeat(64),
});

const journal = await Journal.open(path, { replica: 'child', onFailure: () => undefined });
let next = 0;

if (mode === 'forever') {
  const lane = async (): Promise<never> => {
    for (;;) {
      const i = ++next;
      await journal.record(decision(i));
      process.stdout.write(`answered ${i}\n`);
    }
  };
  await Promise.all(Array.from({ length: Number(arg ?? 1) }, lane));
} else {
  let refused = 0;
  while (refused < 3) {
    const i = ++next;
    try {
      await journal.record(decision(i));
      process.stdout.write(`answered ${i}\n`);
    } catch (err) {
      refused += 1;
      process.stdout.write(`refused ${isGateError(err) ? err.code : 'OTHER'} ${journal.stats().lastError}\n`);
    }
  }
  await journal.close();
}
