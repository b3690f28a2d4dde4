// node:test with every `timeout` a test, suite, subtest or hook asks for multiplied by FUZZ_TIMEOUT_SCALE
// (default FUZZ_SCALE, default 20): a file drawing ten times its properties' counts needs about ten times
// their time, and a bound CI sets for its own count is not a verdict on a scaled run (docs/testing.md,
// "Round 68 (redteam2-r68)"). CI never loads this; its bounds are the files' own.
import * as real from 'node:test';

export * from 'node:test';

const SCALE = Number(process.env.FUZZ_TIMEOUT_SCALE ?? process.env.FUZZ_SCALE ?? 20);

const scaledOptions = (arg) => {
  if (arg === null || typeof arg !== 'object' || typeof arg.timeout !== 'number') return arg;
  if (!Number.isFinite(arg.timeout)) return arg;
  return { ...arg, timeout: Math.ceil(arg.timeout * SCALE) };
};

// A subtest's `t.test` is scaled too; the body keeps its arity (node:test reads a second parameter as `done`).
const withContext = (fn) => {
  if (typeof fn !== 'function') return fn;
  const body = function (t, ...rest) {
    if (t !== null && typeof t === 'object' && typeof t.test === 'function') {
      const own = t.test;
      t.test = (...args) => own.apply(t, args.map(scaledOptions).map(withContext));
    }
    return fn.call(this, t, ...rest);
  };
  Object.defineProperty(body, 'length', { value: fn.length });
  return body;
};

const scaledArgs = (args) => args.map(scaledOptions).map(withContext);
const wrap = (f) => {
  const w = (...args) => f(...scaledArgs(args));
  for (const key of ['skip', 'todo', 'only']) if (typeof f[key] === 'function') w[key] = wrap(f[key]);
  return w;
};

export const test = wrap(real.test);
export const it = wrap(real.it);
export const describe = wrap(real.describe);
export const suite = wrap(real.suite);
export const skip = wrap(real.skip);
export const todo = wrap(real.todo);
export const only = wrap(real.only);
export const before = wrap(real.before);
export const after = wrap(real.after);
export const beforeEach = wrap(real.beforeEach);
export const afterEach = wrap(real.afterEach);

export default Object.assign(test, {
  test,
  it,
  describe,
  suite,
  skip,
  todo,
  only,
  before,
  after,
  beforeEach,
  afterEach,
  mock: real.mock,
  run: real.run,
});
