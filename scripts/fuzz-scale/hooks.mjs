// Sends every import of fast-check but the wrapper's own to the wrapper, so no test file changes; by what
// the import resolves to, so a file naming fast-check by its path is scaled too. node:test goes to its own
// wrapper, which scales the files' timeouts (docs/testing.md, "Round 68 (redteam2-r68)").
const wrapper = new URL('./fast-check-scaled.mjs', import.meta.url).href;
const nodeTest = new URL('./node-test-scaled.mjs', import.meta.url).href;
let real = '';

export function initialize(data) {
  real = data.real;
}

export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (resolved.url === real && context.parentURL !== wrapper) return { url: wrapper, shortCircuit: true };
  if (resolved.url === 'node:test' && context.parentURL !== nodeTest)
    return { url: nodeTest, shortCircuit: true };
  return resolved;
}
