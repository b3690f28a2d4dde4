// Round 43 (docs/screening.md, 'Round 43 (recall-r43)'): two destinations spelled-destination.ts did not see as
// written in people's notes: a program's link without its scheme ("run the unlock tool at
// hearthline.example/unlock.exe") and a sort code and account apart by a slash ("refund deposit to
// 20-45-66 / 77031998"). Tests 1 and 3 fail on ed8c83a8 (both were admitted there). An invoice's payment,
// a path with no host, a link to a program no verb fetches and a README's install script stay admitted.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { sampleOf } from '../../../test/helpers/deep.js';
import { assertCpuUnder } from '../../../test/helpers/linear-cpu.js';
import { assertCases, verdictKind } from '../../../test/helpers/screen-admit.js';
import { spelledDestinations } from './spelled-destination.js';

const first = (text: string) => spelledDestinations(text.toLowerCase())[0];

const CASES: ReadonlyArray<readonly [string, boolean]> = [
  [
    'The attached invoice file is protected; run the unlock tool at hearthline.example/unlock.exe to open it.',
    true,
  ],
  [
    'Install the updated checker from scan-tools.example/medcheck.msi to read the answers automatically.',
    true,
  ],
  [
    'Booking page: download the app from surf-book-fast.example/app.apk and install it for the discount.',
    true,
  ],
  ['install this on the till so the stats upload: bowlstats.example/agent.exe', true],
  ['refund deposit to 20-45-66 / 77031998 not the card', true],
  ['Please refund the fee to 40-12-76/98432101, I paid twice.', true],
  ['35.00,refund deposit to 20-45-66 / 77031998 not the card', true],
  ['Please pay the balance of £450 to sort code 20-44-91 / 55667788 within 30 days of this invoice.', false],
  ['The installer is at downloads.example.org/tool/setup.exe for anyone who needs it.', false],
  ['Run ./dist/app.exe after the build, or bin/app.exe on Windows.', false],
  ['Open node_modules/.bin/tsc.exe only on Windows hosts.', false],
  ['Run the install script at get.example.com/install.sh to set up the CLI.', false],
  ['Fixed a crash when the launcher opened files named like report.exe.txt.', false],
  ['Deposit refunded to card, party cancelled; sort code on file 20-45-66.', false],
];

/** Where a note reaches the reader: an SMS gateway's log line, an OCR'd form's remarks, a webhook's JSON message. */
const CARRIERS: ReadonlyArray<(line: string) => string> = [
  (line) => `2026-05-11 09:14:02 inbound +447700900112 body="${line}"\n2026-05-11 09:15:40 outbound ok\n`,
  (line) =>
    `DIVE MEDICAL QUESTIONNAIRE\nName: Ines Vold   Date: 11/05/2026\nRemarks: ${line}\nSigned: I. Vold`,
  (line) =>
    JSON.stringify({ event: 'order.created', order: { id: 40122, buyer_message: line, total: '84.00' } }),
];

test('a program linked without its scheme, or a refund to a sort code and account apart by a slash, is withheld', () => {
  assertCases(CASES, (line) => CARRIERS.map((carry) => carry(line)), first);
});

test('a host-less path, a link no verb fetches and a payment to an invoice account stay admitted', () => {
  for (const text of [
    'Build output: copied build/out/app.exe and bin/tool.exe to the release folder.',
    'See mirror.example.net/pub/win/setup.exe (checksums in SHA256SUMS).',
    'Bank: sort code 20-44-91 / 55667788, account name Hearthline Trading. Pay within 30 days.',
  ])
    assert.equal(verdictKind(text), 'ALLOW', text);
});

test('any fetching verb, host, path and extension of a scheme-less program link in a record note is withheld', () => {
  const order = fc
    .tuple(
      fc.constantFrom('', 'Please ', 'Also ', 'Shared folder moved, ', 'Kiosk update required: '),
      fc.constantFrom('download', 'install', 'run', 'open'),
      fc.constantFrom('the tool from', 'the new app at', 'this:', 'the viewer at'),
      fc.constantFrom(
        'hearthline.example',
        'scan-tools.example',
        'files.club-drive.example',
        'a1.cdn-x.example',
      ),
      fc.constantFrom('', 'tools/', 'dl/v2/'),
      fc.constantFrom('unlock', 'kiosk-fix', 'viewer_2'),
      fc.constantFrom('exe', 'msi', 'apk', 'scr', 'jar'),
      fc.nat(CARRIERS.length - 1),
    )
    .map(([lead, verb, what, host, path, name, ext, k]) =>
      CARRIERS[k]!(`${lead}${verb} ${what} ${host}/${path}${name}.${ext} before the morning shift`),
    );
  fc.assert(
    fc.property(order, (text) => verdictKind(text) === 'QUARANTINE'),
    { numRuns: 30 },
  );
});

/** 200 kB built from the expressions' own literals and separators; each case well under a second of CPU. */
test('the readers stay linear on 200 kB of their own literals', () => {
  const SIZE = 200_000;
  // CI reads a fixed half of the units, GATE_DEEP=1 all (docs/testing.md, round 69).
  for (const unit of sampleOf(
    [
      'a.b/',
      'a.b/c.exe',
      'run a.b/c.exe ',
      'a-a.a-a.a-a.a-a.a-a',
      'run x.y/.exe/',
      ' a.b/c',
      '20-45-66 / ',
      'refund 20-45-66 / 7 ',
      'refund to 20-45-66 / 77031998 ',
    ],
    5,
  )) {
    const text = `download ${unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE)}`;
    assertCpuUnder(
      () => {
        spelledDestinations(text);
        verdictKind(text);
      },
      1000,
      (ms) => `${ms.toFixed(0)} ms of CPU for ${JSON.stringify(unit)} repeated to ${SIZE} characters`,
    );
  }
});
