// The cost of reading a user's turn for the assistant's earlier words (src/kernel/provenance/echo.ts,
// docs/provenance.md "Round 27's red team"): µs a request for 1, 10 and 40 answers of about 1.1 kB,
// with a user turn that holds the address the answers mention 8 times each, and one with no value-like
// word. Run pinned on a quiet core for figures to compare:
//   npm run build && taskset -c 1 node dist/bench/echo.js [--requests N]
import { EchoIndex } from '../src/kernel/provenance/echo.js';
import { benchOptionsFor } from './helpers/options.js';

const opts = benchOptionsFor('echo', { requests: { type: 'string', default: '2000' } });
const requests = Number(opts.requests);
const PARA =
  'I read the inbox and found three messages about the quarterly billing run, the signed form for me@home-mail.example and the new vendor portal. ';
const TURNS = {
  'a value-like word':
    'Thanks, that looks right. Please send the signed form to me@home-mail.example when it is done.',
  'no value-like word':
    'Thanks, that looks right to me. Please go ahead with the signed form and let me know when done.',
};

function median(answers: readonly string[], turn: string): number {
  const run = () => {
    const index = new EchoIndex();
    for (const a of answers) index.addAssistant(a);
    return index.ownWords(turn);
  };
  for (let i = 0; i < 200; i++) run();
  const times: number[] = [];
  for (let r = 0; r < 5; r++) {
    const t = process.hrtime.bigint();
    for (let i = 0; i < requests; i++) run();
    times.push(Number(process.hrtime.bigint() - t) / requests / 1000);
  }
  return times.sort((a, b) => a - b)[2]!;
}

console.log('| answers | user turn | µs a request (median of 5) |\n|---|---|---|');
for (const n of [1, 10, 40]) {
  // Flat strings, as a parsed request body holds them.
  const answers = Array.from(
    { length: n },
    (_, i) => JSON.parse(JSON.stringify(PARA.repeat(8) + i)) as string,
  );
  for (const [name, turn] of Object.entries(TURNS))
    console.log(`| ${n} × ${answers[0]!.length} B | ${name} | ${median(answers, turn).toFixed(1)} |`);
}
