import assert from 'node:assert/strict';
import { test } from 'node:test';
import { growthOf } from '../../../test/helpers/work-count.js';
import { delegates, requestedActs } from './acts.js';

// Round 17, second pass: a request that leaves its target to a result in words the lists lacked.

test('delegation r17: a payment whose object is what a document asks (a fee, a balance) leaves the payee to it', () => {
  assert.ok(delegates(requestedActs('Pay the school trip fee from the letter for Lena.')));
  assert.ok(delegates(requestedActs('Pay the balance due on gas-bill.txt.')));
  assert.ok(delegates(requestedActs('Settle the membership fees.')));
  // A fee named with no payment asked of it delegates nothing.
  assert.ok(!delegates(requestedActs('Send Anna 20 EUR for the fee.')));
});

test('delegation r17: a target named by where a result holds it ("the account in the letter")', () => {
  assert.ok(delegates(requestedActs('Pay the 300 EUR to the new account in the letter.')));
  assert.ok(delegates(requestedActs('Email the hotel; their address is in the listing.')));
  assert.ok(delegates(requestedActs('Send it to the number from that message.')));
  assert.ok(!delegates(requestedActs('Send 50 EUR to my account at DE89370400440532013000.')));
  assert.ok(!delegates(requestedActs('Email bob@example.com the report from the meeting.')));
});

test('delegation r17: "listed", "stated in", "asked" in the other languages', () => {
  for (const request of [
    'Condividi il file con le persone elencate nella sua email.',
    'Compartilhe a pasta com os alunos da lista no ficheiro.',
    'Comparte la carpeta con los alumnos de la lista.',
    'Partage le dossier avec les élèves de la liste.',
    'Deel de map met de leerlingen op de lijst.',
    'Udostępnij folder osobom z listy.',
    'Die IBAN steht im Brief, bitte stell den Dauerauftrag darauf um.',
    'Κλείσε τη συνάντηση με όποιον άλλον ζήτησε να είναι μέσα.',
    '신청서에 있는 계좌로 자동이체 설정해줘.',
    'レビューを頼んできた人にDMしてください。',
    '把文件分享给名单上的人。',
  ])
    assert.ok(delegates(requestedActs(request)), request);
});

test('delegation r17: the new phrases read in linear time', () => {
  const shapes: Array<(n: number) => string> = [
    (n) => `pay ${'the '.repeat(n / 4)}`,
    (n) => `pay ${'a b c '.repeat(n / 6)}fee`,
    (n) => `${'account is '.repeat(n / 11)}in`,
    (n) => `${'account '.repeat(n / 8)}`,
  ];
  for (const make of shapes) {
    const ratio = growthOf(make, (t) => requestedActs(t), 8192);
    assert.ok(ratio <= 12, `${ratio.toFixed(1)}x the work for 8x the text`);
  }
});
