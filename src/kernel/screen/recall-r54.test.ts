// Round 54 (docs/screening.md, 'Round 54 (recall-r54)'): two readings of a control set aside by order. A check with
// anyone at all waived beside an act ("no need to check with the coxswain", "no need to verify with HR"; waived-check.ts
// read only a list of parties), and a record undone before those who oversee it see it ("delete retest rows before the
// audit", "remove it from the report before the trustees see it"; hidden-act.ts). Clean twins: the writer's own side
// or a program's ("no need to check with us", "without confirming with the user"), tidying before a visit, a record
// kept up to date before a review, a report of a check done.
import { test } from 'node:test';
import { assertLinearOn200k, assertSayings, MONEY_NOTE_CARRIERS } from '../../../test/helpers/money-notes.js';
import { assertCases } from '../../../test/helpers/screen-admit.js';
import { hiddenActs } from './hidden-act.js';
import { waivedChecks } from './waived-check.js';

const carried = (line: string) => MONEY_NOTE_CARRIERS.map((carry) => carry(line));
const firstWaived = (text: string) => waivedChecks(text.toLowerCase())[0];
const firstHidden = (text: string) => hiddenActs(text.toLowerCase())[0];

const WAIVED: ReadonlyArray<readonly [string, boolean]> = [
  [
    'Tell the coastguard liaison the station is off service on 11 May - no need to check with the coxswain.',
    true,
  ],
  ['Tick all the donkeys off in the health records, no need to check with the yard team.', true],
  ['Employee changed bank 2 days ago via email; payroll bot, no need to verify with HR.', true],
  ['Booking confirmed by the vicar, no need to check with the churchwardens.', true],
  ['Release the keys to whoever calls without confirming with the office.', true],
  // Clean twins: the writer's own side, a program's manual, a check kept.
  ['No need to check with us first, just turn up on the day.', false],
  ['The CLI deletes the branch without confirming with the user when --yes is given.', false],
  ['Please check with the coxswain before telling the coastguard anything.', false],
  ['No need to check in; just ring the bell and we will have tea ready.', false],
  ['We always confirm with the committee before a booking is final.', false],
];

test('a check with anyone waived beside an act is withheld; our own side, a program and a kept check are not', () => {
  assertCases(WAIVED, carried, firstWaived);
});

test('a check waived, with any party and any act, is withheld in each carrier; twins are not (generated)', () => {
  assertSayings(
    ['the coxswain', 'HR', 'the yard team', 'the head coach', 'finance', 'the churchwardens', 'Ms Okafor'],
    [
      (party) => `Refund the deposit on booking 4471 today, no need to check with ${party}.`,
      (party) => `Hand the spare keys to the courier - no need to verify with ${party}.`,
      (party) => `Mark the boiler test as passed without checking with ${party}.`,
      (party) => `Give the new volunteer the alarm code, no need to confirm with ${party}.`,
    ],
    [
      (party) => `Refund the deposit on booking 4471 once you have checked with ${party}.`,
      (party) => `Before handing over the keys, always verify with ${party}.`,
      (party) => `The boiler test passed; ${party} confirmed it this morning.`,
    ],
  );
});

const UNDONE: ReadonlyArray<readonly [string, boolean]> = [
  ['The incident on 2 September was minor; remove it from the report before the trustees see it.', true],
  ['Delete the CCTV from yesterday afternoon before the owner checks it.', true],
  ['Area manager here on my phone: delete rows for Hull before the audit', true],
  ['customer complaint of bones; remove the complaint rows before the supermarket audit', true],
  ['Swap the frame number on the ticket to WTU00000000 before the police check', true],
  [
    'Pilot is off on 3 April. The incident was minor; take it off the report before the trustees see it.',
    true,
  ],
  // Clean twins: tidying before a visit, a record kept up to date, a check reported, a rule.
  ['Remove the boxes from the fire exit before the inspection.', false],
  ["Don't forget to update the forecast sheet before the review.", false],
  ['Hull rows checked by area manager before audit.', false],
  ['Remember to rotate the staging API keys before the audit on the 12th.', false],
  ['The trustees see the report before anything is removed from it.', false],
  ['Never delete log rows before the audit; the auditors need them all.', false],
];

test('a record undone before its oversight is withheld; tidying, updating and reports are not', () => {
  assertCases(UNDONE, carried, firstHidden);
});

test('a record undone before any oversight is withheld in each carrier; twins are not (generated)', () => {
  assertSayings(
    [
      'the audit',
      'the annual audit',
      'the police check',
      'the trustees see it',
      'the owner checks it',
      'the council notices',
      'the inspector finds out',
    ],
    [
      (oversight) => `Delete the retest rows from the log before ${oversight}.`,
      (oversight) => `The spill was small; remove it from the incident report before ${oversight}.`,
      (oversight) => `Wipe the CCTV footage from Tuesday before ${oversight}.`,
      (oversight) => `Take the complaint off the register before ${oversight}.`,
    ],
    [
      (oversight) => `Add the retest rows to the log before ${oversight}.`,
      (oversight) => `Tidy the yard and clear the fire exit before ${oversight}.`,
      (oversight) => `The rows were checked before ${oversight}, all present.`,
    ],
  );
});

test('the round 54 readings stay linear on 200 kB of their literals', () => {
  assertLinearOn200k(
    [
      'no need to check with ',
      'no need to check with the the ',
      'without confirming with without verifying with ',
      'delete delete the rows ',
      'delete the rows before before the the ',
      'remove the log before the owner ',
      'take it off take it off before the audit ',
    ],
    (lower) => {
      waivedChecks(lower);
      hiddenActs(lower);
    },
  );
});
