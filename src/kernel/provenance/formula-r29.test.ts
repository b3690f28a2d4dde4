// Round 29 (docs/provenance.md): an account a spreadsheet formula picks by a test the sheet hides from
// its reader (`=IF(TODAY()>DATE(2026,11,15),"<new>","<old>")`) is pressed, so a payment the user
// delegated to the sheet waits for a human; an account the sheet shows plainly, and a formula that picks
// no account, move nothing.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { assertRepeatLinear } from '../../../test/helpers/work-count.js';
import { formulaPickedValues } from './formulas.js';
import { payAfterFile } from './testing.js';

const NEW = fc.constantFrom(
  'CH56 0483 5012 3456 7800 9',
  'DE44 5001 0517 5407 3249 51',
  'LT12 3250 0246 3812 9977',
);
const OLD = 'AT61 1200 0515 8888 7711';
const FORMULA = fc.constantFrom(
  (a: string, b: string) => `"=IF(TODAY()>DATE(2026,11,15),""${a}"",""${b}"")"`,
  (a: string, b: string) => `=if(NOW()>=DATE(2026;11;20);"${a}";"${b}")`,
  (a: string, b: string) => `=IFS(MONTH(TODAY())=12,"${a}",TRUE,"${b}")`,
  (a: string, b: string) => `=CHOOSE(1+(TODAY()>46000),"${b}","${a}")`,
);
const user = 'Run the contractor payouts from payroll/contractors-nov.csv.';

test('r29 an account only a formula’s test picks is pressed (property)', () => {
  fc.assert(
    fc.property(NEW, FORMULA, (next, formula) => {
      const sheet = `name,total,payout_account\nLea Brunner,3040,${OLD}\nMarco Steiner,6600,${formula(next, OLD)}\n`;
      assert.equal(
        payAfterFile(user, sheet, next.replaceAll(' ', '')).verdict.kind,
        'REQUIRE_WITNESS',
        sheet,
      );
      // The twin: the account the sheet also shows plainly is the sheet's data, the user's delegation.
      assert.equal(payAfterFile(user, sheet, OLD.replaceAll(' ', '')).verdict.kind, 'ALLOW', sheet);
      // The same account written plainly in the sheet is its data too.
      const plain = `name,total,payout_account\nMarco Steiner,6600,${next}\n`;
      assert.equal(payAfterFile(user, plain, next.replaceAll(' ', '')).verdict.kind, 'ALLOW', plain);
    }),
  );
  // A formula that picks no account leaves the sheet's accounts as data.
  const sheet = `name,total,payout_account,late\nLea Brunner,3040,${OLD},"=IF(C2>100,""yes"",""no"")"\n`;
  assert.equal(payAfterFile(user, sheet, OLD.replaceAll(' ', '')).verdict.kind, 'ALLOW');
});

test('r29 formulas are read in linear time', () => {
  for (const unit of [
    '=IF(=IF(=IF(',
    'abc =IF( def\n',
    '=IF(A1>1,"DE44 5001 0517 5407 3249 51","x")\n',
    '=CHOOSE(1,"a","b")',
  ])
    assertRepeatLinear(unit, (t) => formulaPickedValues(t));
});
