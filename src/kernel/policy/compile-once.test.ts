// Each distinct pattern is compiled once per process (round 36, issue 20): the floor binds one pattern to
// several arguments (Bash.command, exec_command.cmd and .shell, write_stdin.chars), each argument a matcher
// of its own, and a manifest loaded again (a reload, `policy --check` of a dump) repeats every glob.
// Compilations are counted at the engine (RE2Set.prototype.compile) and by identity (globs).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RE2Set } from 're2js';
import { argRuleIndex, programProblems, rulesForTool } from './arg-rule-index.js';
import { DEFAULT_FLOOR } from './default-floor.js';
import { dumpManifest } from './dump.js';
import { compilePolicy, loadPolicy } from './load.js';
import type { ArgRuleSpec, Manifest, Policy } from './types.js';

/** Counts RE2Set compilations by the patterns added to the set, while `run` runs. */
function countingCompiles(run: () => void): Map<string, number> {
  const proto = RE2Set.prototype as unknown as {
    add(p: string): number;
    compile(): void;
  };
  const { add, compile } = proto;
  const added = new WeakMap<object, string[]>();
  const counts = new Map<string, number>();
  proto.add = function (this: object, p: string) {
    added.set(this, [...(added.get(this) ?? []), p]);
    return add.call(this, p);
  };
  proto.compile = function (this: object) {
    const key = (added.get(this) ?? []).join('\n');
    counts.set(key, (counts.get(key) ?? 0) + 1);
    return compile.call(this);
  };
  try {
    run();
  } finally {
    proto.add = add;
    proto.compile = compile;
  }
  return counts;
}

/**
 * Runs `text` through every argument matcher of three shell tools (compiling what the text needs) and
 * answers, for each tool, the first rule its command argument's matcher finds.
 */
function judgeEveryShellArgument(policy: Policy, text: string): number[] {
  const index = argRuleIndex(policy.argRules);
  return ['Bash', 'exec_command', 'write_stdin'].map((tool) => {
    const [command, ...others] = rulesForTool(index, tool)?.groups ?? [];
    for (const group of others) group.matcher?.first(text);
    return command?.matcher?.first(text) ?? Number.NaN;
  });
}

test("the floor's rule on several arguments compiles its program once, not once per argument", () => {
  const policy = compilePolicy(DEFAULT_FLOOR, 'builtin');
  let firsts: number[] = [];
  const counts = countingCompiles(() => {
    firsts = judgeEveryShellArgument(policy, 'sudo id');
  });
  assert.ok(
    firsts.some((k) => Number.isFinite(k)),
    'the text trips a rule (so programs were needed)',
  );
  assert.ok(counts.size > 0, 'some program was compiled');
  for (const [pattern, n] of counts) assert.equal(n, 1, `compiled ${n} times: /${pattern.slice(0, 60)}/`);
});

test("an operator's pattern on three tools: checked by `policy --check`, then judged, compiled once", () => {
  const pattern = 'zq[0-9]+x';
  const rule = (tool: string, arg: string): ArgRuleSpec => ({ tool, arg, deny_regex: pattern });
  const manifest: Manifest = {
    ...DEFAULT_FLOOR,
    arg_rules: [
      rule('Bash', 'command'),
      rule('exec_command', 'cmd'),
      rule('write_stdin', 'chars'),
      ...DEFAULT_FLOOR.arg_rules,
    ],
  };
  const counts = countingCompiles(() => {
    const policy = compilePolicy(manifest, 'test');
    assert.deepEqual(programProblems(policy.manifest.arg_rules), []);
    assert.deepEqual(judgeEveryShellArgument(policy, 'echo zq12x'), [0, 0, 0]);
  });
  assert.equal(counts.get(pattern), 1);
});

test("a manifest loaded again (a dump of the floor, a reload) reuses the floor's compiled globs", () => {
  const builtin = compilePolicy(DEFAULT_FLOOR, 'builtin');
  const text = dumpManifest(DEFAULT_FLOOR);
  const loaded = [loadPolicy(text, 'a.json'), loadPolicy(text, 'b.json')];
  for (const policy of loaded) {
    assert.equal(policy.selfModify.length, builtin.selfModify.length);
    policy.selfModify.forEach((glob, i) => {
      assert.equal(glob, builtin.selfModify[i], `${glob.pattern} compiled again`);
    });
  }
});
