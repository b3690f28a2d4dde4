// bench/mcp-cost: gate's own CPU a `gate_adjudicate` call over one MCP session (the official SDK client over
// POST /mcp, so one trace), counted from /proc/PID/stat rather than timed, this build and a base build in
// turn, the order swapped each round (round 58, docs/wires.md). `Bash` calls cycle over the 8 commands of
// bench/adjudicate (an agent sending the same few calls again) and over 1,024 distinct ones. --store runs each
// gate as a fleet's replica on a local redis-server (the shared ledger book), else a single gateway. --turn
// (round 60): every call states the same user's turn (`user_turn`, gate run with --trust-user-turn), as an
// agent's calls of one conversation do; a replica reads it for every decision (claimedTurnKeys).
// Run: npm run build && node dist/bench/mcp-cost.js [--base-bin /tmp/base/bin/gate] [--store] [--turn] [--warm 600]
//      [--calls 2000] [--rounds 2]
import { readFileSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { startGate } from '../test/helpers/gate-process.js';
import { findRedisServer, RedisServer } from '../test/store-redis-harness.js';
import { distinctCommands, shellCommands } from './helpers/commands.js';
import { benchOptionsFor } from './helpers/options.js';

const values = benchOptionsFor('mcp-cost', {
  'base-bin': { type: 'string' },
  store: { type: 'boolean', default: false },
  turn: { type: 'boolean', default: false },
  warm: { type: 'string', default: '600' },
  calls: { type: 'string', default: '2000' },
  rounds: { type: 'string', default: '2' },
});

/** User and system CPU of a process so far, in clock ticks (100 a second). */
function ticks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return Number(fields[11]) + Number(fields[12]);
}

/** The user's turn --turn states beside every call. */
const TURN = 'Run the tests and tidy the package, then read the docs and send the summary to the team lead.';

const redisBin = values.store ? findRedisServer() : undefined;
if (values.store && redisBin === undefined) throw new Error('bench/mcp-cost: --store needs a redis-server');
const redis = redisBin === undefined ? undefined : await RedisServer.start(redisBin);

/** CPU µs a call of the gate at `bin` (this build's when undefined) over `commands` in turn. */
async function cost(bin: string | undefined, commands: readonly string[]): Promise<number> {
  const args = redis === undefined ? [] : ['--store', redis.url, '--replica', 'bench'];
  if (values.turn) args.push('--trust-user-turn');
  const gate = await startGate(args, bin === undefined ? {} : { bin });
  const client = new Client({ name: 'bench-mcp-cost', version: '1' });
  try {
    await client.connect(new StreamableHTTPClientTransport(new URL(`${gate.url}/mcp`)));
    const call = (i: number) =>
      client.callTool({
        name: 'gate_adjudicate',
        arguments: {
          tool: 'Bash',
          args: JSON.stringify({ command: commands[i % commands.length] }),
          ...(values.turn ? { user_turn: TURN } : {}),
        },
      });
    for (let i = 0; i < Number(values.warm); i++) await call(i);
    const pid = gate.child.pid as number;
    const start = ticks(pid);
    const n = Number(values.calls);
    for (let i = 0; i < n; i++) await call(i);
    return ((ticks(pid) - start) * 10_000) / n;
  } finally {
    await client.close();
    await gate.stop();
  }
}

const base = values['base-bin'];
const sets: [string, readonly string[]][] = [
  ['the 8 shell commands again and again', shellCommands],
  ['1,024 distinct commands', distinctCommands.slice(0, 1024)],
];
const lines = [
  `bench/mcp-cost (${values.store ? 'a fleet replica' : 'a single gateway'}${values.turn ? ', a user turn beside each call' : ''}, ${values.calls} calls after ${values.warm})`,
  '',
  `| round | calls | this build µs a call (CPU) |${base ? ' base µs a call |' : ''}`,
  `|---|---|---:|${base ? '---:|' : ''}`,
];
try {
  for (let round = 0; round < Number(values.rounds); round++)
    for (const [name, commands] of sets) {
      // The order swapped each round: the machine's load drifts between the two.
      const mineFirst = round % 2 === 1 || base === undefined;
      const mine = mineFirst ? await cost(undefined, commands) : undefined;
      const theirs = base === undefined ? undefined : await cost(base, commands);
      const ours = mine ?? (await cost(undefined, commands));
      lines.push(
        `| ${round + 1} | ${name} | ${ours.toFixed(0)} |${theirs === undefined ? '' : ` ${theirs.toFixed(0)} |`}`,
      );
    }
} finally {
  redis?.kill();
}
process.stdout.write(`${lines.join('\n')}\n`);
