// gate's version from package.json, found whether the code runs compiled (dist/src/...) or from source.
import { readFileSync } from 'node:fs';

let cached: string | undefined;

/** The version gate announces to MCP peers (clientInfo downstream, serverInfo upstream); never throws. */
export function packageVersion(): string {
  if (cached !== undefined) return cached;
  cached = '0.0.0';
  for (const rel of ['../../../package.json', '../../package.json']) {
    try {
      const pkg = JSON.parse(readFileSync(new URL(rel, import.meta.url), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (pkg.name === 'gate' && typeof pkg.version === 'string') {
        cached = pkg.version;
        break;
      }
    } catch {
      // Not at this depth; try the next.
    }
  }
  return cached;
}
