// Red team, the egress floor against URLs cut by tabs and newlines: a WHATWG URL parser (fetch, `new
// URL`) and Python's urllib delete them anywhere in a URL, so `http://1<TAB>69.254.169.254/` goes to the
// metadata service. The floor must read what the parser reads, and keep reading the text as cut (a shell
// splits there). Differential against `new URL`; GATE_FUZZ_RUNS raises the run count.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { forbiddenHostIn } from '../src/kernel/ladder/destinations.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 300);

const FORBIDDEN_URLS = [
  'http://169.254.169.254/latest/meta-data/',
  'http://[fe80::1]/',
  'http://metadata.google.internal/computeMetadata/v1/',
  'http://0xa9fea9fe/',
  'http://2852039166/',
  'http://100.100.100.200/latest/',
];
const CUTS = ['\t', '\n', '\r', '\r\n', '\t\n'];

test('redteam url cuts: a metadata URL cut anywhere by tabs or newlines is refused (differential)', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...FORBIDDEN_URLS),
      fc.array(fc.tuple(fc.nat(80), fc.constantFrom(...CUTS)), { minLength: 1, maxLength: 3 }),
      fc.constantFrom('', 'curl -s ', '{"url":"'),
      (url, cuts, before) => {
        let cutUrl = url;
        for (const [i, c] of cuts) {
          const k = i % (cutUrl.length + 1);
          cutUrl = `${cutUrl.slice(0, k)}${c}${cutUrl.slice(k)}`;
        }
        let parsed: URL;
        try {
          parsed = new URL(cutUrl);
        } catch {
          return; // not a URL a parser would fetch
        }
        // The parser reaches the same forbidden host; so must the floor.
        assert.equal(parsed.hostname, new URL(url).hostname);
        assert.ok(forbiddenHostIn(`${before}${cutUrl}`), JSON.stringify(cutUrl));
      },
    ),
    { numRuns: RUNS },
  );
});

test('redteam url cuts: the cut reading still counts (a shell splits a command at the newline)', () => {
  assert.equal(forbiddenHostIn('ls\n169.254.169.254'), '169.254.169.254');
  assert.equal(forbiddenHostIn('echo a\tcurl http://169.254.169.254/'), '169.254.169.254');
  assert.equal(forbiddenHostIn('line one\nline two\thttps://example.com/a'), undefined);
});
