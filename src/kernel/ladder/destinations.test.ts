import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { forbiddenHost, forbiddenHostIn, maybeHostOrCut, parseIPv4 } from './destinations.js';

test('IPv4 in every spelling a URL parser accepts', () => {
  assert.equal(parseIPv4('169.254.169.254'), 0xa9fea9fe);
  assert.equal(parseIPv4('2852039166'), 0xa9fea9fe);
  assert.equal(parseIPv4('0xa9fea9fe'), 0xa9fea9fe);
  assert.equal(parseIPv4('0251.0376.0251.0376'), 0xa9fea9fe);
  assert.equal(parseIPv4('169.254.43518'), 0xa9fea9fe);
  assert.equal(parseIPv4('0xa9.0xfe.0xa9fe'), 0xa9fea9fe);
  assert.equal(parseIPv4('1.2.3.4.5'), undefined);
  assert.equal(parseIPv4('256.1.1.1'), undefined);
  assert.equal(parseIPv4('08.1.1.1'), undefined, '8 is not an octal digit');
});

test('forbidden destinations are found inside any text and named canonically', () => {
  const cases: [string, string][] = [
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['curl -s http://2852039166/', '169.254.169.254'],
    ['GET http://0xA9FEA9FE/', '169.254.169.254'],
    ['http://0251.0376.0251.0376/', '169.254.169.254'],
    ['http://user:pw@169.254.169.254:80/x', '169.254.169.254'],
    ['http://%31%36%39.254.169.254/', '169.254.169.254'],
    ['http://１６９.２５４.１６９.２５４/', '169.254.169.254'],
    ['http://169。254。169。254/', '169.254.169.254'],
    ['nc 169.254.10.1 80', '169.254.10.1'],
    ['http://100.100.100.200/latest/meta-data', '100.100.100.200'],
    ['curl http://metadata/computeMetadata/v1/', 'metadata'],
    ['http://metadata.google.internal/computeMetadata/v1/', 'metadata.google.internal'],
    ['http://METADATA.google.internal./', 'metadata.google.internal'],
    ['http://[fe80::1%25eth0]/', 'fe80::1'],
    ['http://[fd00:ec2::254]/latest', 'fd00:ec2::254'],
    ['http://[::ffff:169.254.169.254]/', '::ffff:a9fe:a9fe'],
    ['http://[::ffff:a9fe:a9fe]/', '::ffff:a9fe:a9fe'],
    ['http://[64:ff9b::169.254.169.254]/', '64:ff9b::a9fe:a9fe'],
    ['http://169.254.169.254.nip.io/', '169.254.169.254.nip.io'],
    ['http://169-254-169-254.sslip.io/', '169-254-169-254.sslip.io'],
  ];
  for (const [text, host] of cases) assert.equal(forbiddenHostIn(text), host, text);
});

test('ordinary destinations and numbers are not forbidden', () => {
  for (const text of [
    'https://example.com/a?b=1',
    'http://10.0.0.1:8080/',
    'http://[::1]/',
    'http://[2001:db8::1]/',
    'version 1.2.3 build 20',
    'ls -la src | head -20',
    'http://169.255.0.1/',
    'metadata: none',
    'get the instance-data and metadata fields',
    'https://cloud.google.com/compute/docs/metadata',
    '',
  ]) {
    assert.equal(forbiddenHostIn(text), undefined, text);
  }
});

/** forbiddenHostIn as first written: every interesting token handed to forbiddenHost (no shortcuts). */
function reference(text: string): string | undefined {
  if (!/[0-9\uff10-\uff19]|metadata|instance-data/i.test(text)) return undefined;
  const separators = ' \t\r\n"\'`<>()[]{},;|&=@/\\!*^$?#+';
  let start = 0;
  let interesting = false;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 32;
    if (c < 128 && separators.includes(String.fromCharCode(c))) {
      if (interesting && i > start) {
        const host = forbiddenHost(text.slice(start, i));
        const authority = text.startsWith('://', start - 3) || text.charAt(start - 1) === '@';
        if (host && (host.includes('.') || host.includes(':') || authority)) return host;
      }
      start = i + 1;
      interesting = false;
    } else if (!interesting && (/[0-9mMiI]/.test(String.fromCharCode(c)) || c > 127)) interesting = true;
  }
  return undefined;
}

test('property: the scan’s token shortcuts decide exactly as forbiddenHost on every token', () => {
  const piece = fc.constantFrom(
    '169.254.169.254',
    '2852039166',
    '0xa9fea9fe',
    '0251.0376.0251.0376',
    'fe80::1',
    '::ffff:169.254.169.254',
    'fd00:ec2::254',
    'metadata',
    'METADATA.google.internal.',
    'instance-data',
    '169-254-169-254.nip.io',
    '%31%36%39.254.169.254',
    '１６９．２５４．１６９．２５４',
    'http://',
    'user@',
    ':80',
    '/',
    ' ',
    '-',
    '.',
    '_',
    '~',
    'python3',
    'Git',
    'x1',
    'abc',
    'deadbeef',
    'mi',
    '9',
    '1234567890',
    'é',
    'K',
    'g̃',
    '%',
  );
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
      const text = pieces.join('');
      assert.equal(forbiddenHostIn(text), reference(text), text);
    }),
    { numRuns: 5000 },
  );
});

test('digits in any Unicode form reach the full scan (NFKC folds them): mathematical bold, full-width', () => {
  const bold =
    'http://\u{1D7CF}\u{1D7D4}\u{1D7D7}.\u{1D7D0}\u{1D7D3}\u{1D7D2}.\u{1D7CF}\u{1D7D4}\u{1D7D7}.\u{1D7D0}\u{1D7D3}\u{1D7D2}/latest';
  assert.equal(forbiddenHostIn(bold), '169.254.169.254');
  assert.equal(
    forbiddenHostIn(
      'curl http://\uff11\uff16\uff19.\uff12\uff15\uff14.\uff11\uff16\uff19.\uff12\uff15\uff14/',
    ),
    '169.254.169.254',
  );
  assert.equal(forbiddenHostIn('caf\u00e9 menu, no addresses here'), undefined);
});

test('the hand-written pre-check agrees with the regex it replaces on every text', () => {
  const SPEC = /[0-9\t\n\r]|metadata|instance-data|[^\x00-\x7f]/i;
  const piece = fc.oneof(
    fc.string({ maxLength: 8 }),
    fc.constantFrom(
      'metadata',
      'METADATA',
      'MeTaDaTa',
      'metadat',
      'instance-data',
      'INSTANCE-DATA',
      'instance\rdata',
    ),
    fc.constantFrom(
      'instance-dat',
      'mEtAdAtA.google',
      '\t',
      '\n',
      '\r',
      '\u00a0',
      '\uff11',
      'ſ',
      'K',
      'M',
      'i',
      '-',
      '\u0000',
    ),
  );
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 6 }), (parts) => {
      const text = parts.join('');
      assert.equal(maybeHostOrCut(text), SPEC.test(text), JSON.stringify(text));
    }),
    { numRuns: Number(process.env.GATE_FUZZ_RUNS ?? 3000) },
  );
});

test('property: with URL cuts, a host is found exactly when the cut or the joined reading names one', () => {
  // The reading a URL parser makes (tabs, LF, CR deleted) is looked at only when a cut occurs, and the
  // cut is seen by the token pass itself: generated texts split addresses and names with cuts anywhere.
  const joined = (text: string): string | undefined =>
    reference(text) ?? (/[\t\n\r]/.test(text) ? reference(text.replace(/[\t\n\r]/g, '')) : undefined);
  const piece = fc.oneof(
    fc.constantFrom(
      '169.254',
      '.169',
      '.254',
      '1',
      '69',
      'meta',
      'data',
      'instance-',
      'http://',
      ' ',
      '/',
      'fe80',
      '::1',
    ),
    fc.constantFrom('\t', '\n', '\r', '\r\n', 'x', 'mi', 'é', '2852039166', 'metadata.google.internal'),
    // What shell text around them holds: quotes, escapes, `$`, substitutions, here-docs, globs, braces,
    // NUL, non-ASCII whitespace.
    fc.constantFrom(
      "'",
      '"',
      '\\',
      '$',
      '$(',
      '`',
      '<<EOF\n',
      '*',
      '{a,b}',
      '\u0000',
      '\u00a0',
      '\u2003',
      ';',
      '|',
    ),
  );
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 10 }), (pieces) => {
      const text = pieces.join('');
      assert.equal(forbiddenHostIn(text), joined(text), JSON.stringify(text));
    }),
    { numRuns: Number(process.env.GATE_FUZZ_RUNS ?? 5000) },
  );
});
