// Round 45 (linear-r45): the expressions src/ builds with `new RegExp(` (the static reader sees only literals),
// taken whole as the modules that build them load: RegExp is wrapped while those modules are imported, and each
// expression built is kept with the src/ file that built it. What is interpolated is read as it was built.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface Built {
  file: string;
  source: string;
  flags: string;
}

/** The allow-list key of a built expression: its file, its opening, and a digest of the whole. */
export const builtKey = (b: Built): string =>
  `${b.file} /${b.source.slice(0, 40)}…/${b.flags} #${createHash('sha256').update(`/${b.source}/${b.flags}`).digest('hex').slice(0, 10)}`;

/** Every expression the modules under `distSrc` whose text builds one build as they load. */
export async function builtAsLoaded(distSrc: string): Promise<Built[]> {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (path.endsWith('.js') && !path.endsWith('.test.js') && !path.endsWith('main.js'))
        if (readFileSync(path, 'utf8').includes('new RegExp(')) files.push(path);
    }
  };
  walk(distSrc);
  const Native = globalThis.RegExp;
  const built = new Map<string, Built>();
  globalThis.RegExp = new Proxy(Native, {
    construct(target, args, newTarget) {
      const re = Reflect.construct(
        target,
        args,
        newTarget === globalThis.RegExp ? target : newTarget,
      ) as RegExp;
      const caller = (new Error().stack ?? '')
        .split('\n')
        .slice(2)
        .find((l) => l.includes('/dist/src/'));
      const file = caller === undefined ? undefined : /dist\/(src\/[^:]+)\.js/.exec(caller)?.[1];
      if (file !== undefined) {
        const b = { file: `${file}.ts`, source: re.source, flags: re.flags };
        built.set(builtKey(b), b);
      }
      return re;
    },
  });
  try {
    for (const file of files) await import(file);
  } finally {
    globalThis.RegExp = Native;
  }
  return [...built.values()];
}
