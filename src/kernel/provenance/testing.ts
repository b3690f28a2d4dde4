// Helpers for the provenance tests: the kinds of act a request asks for, by name.
import { judge, policyOf } from '../ladder/testing.js';
import type { Manifest, Policy } from '../policy/types.js';
import { ACT_KINDS, type ActKind, requestedActs } from './acts.js';
import { InstructionReader } from './instruction.js';
import { judgeDecidingArguments, type ProvenanceMode } from './judge.js';
import { TraceProvenance } from './ledger.js';
import { STATED_KIND_KEYS } from './stated.js';

/** The kinds of act `request` asks for, in ACT_KINDS order (requestedActs' mask, read as names). */
export const kinds = (request: string): ActKind[] =>
  ACT_KINDS.filter((_, i) => (requestedActs(request) & (1 << i)) !== 0);

/** A ledger of `request` and each result read by `read_email`, as the red-team tests build one. */
export const mailLedger = (request: string, ...results: string[]): TraceProvenance => {
  const l = new TraceProvenance();
  l.noteRequest(request);
  results.forEach((r, i) => {
    l.noteUntrusted(r, `result of read_email ${i}`, 'read_email');
  });
  return l;
};

/** The verdict kind of one deciding argument `name` = `text` on ledger `l`. */
export const kindOf = (l: TraceProvenance, name: string, text: string, mode: ProvenanceMode = 'instructed') =>
  judgeDecidingArguments([{ name, text }], l, mode).kind;

/** A bank floor whose `send_money.recipient` holds an instructed value of an untrusted `read_file`. */
export const bankPolicy = policyOf({
  version: 'gate-policy/v1.2',
  allow: ['read_file', 'send_money'],
  sources: { read_file: 'untrusted' },
  sinks: [
    {
      tools: ['send_money'],
      args: ['recipient'],
      values: 'instructed',
      on_untrusted: 'hold',
      confirm: 'when_held',
    },
  ],
});

/** The verdict on paying `recipient` after `user` asked and `read_file` returned `result` (a tainted trace). */
export function payAfterFile(user: string, result: string, recipient: string) {
  const l = new TraceProvenance();
  l.noteRequest(user);
  l.noteUntrusted(result, 'result of read_file', 'read_file');
  return judge(bankPolicy, 'send_money', { recipient, amount: 1 }, { tainted: true, provenance: l });
}

/** The order level of `value` where it stands in `text` (InstructionReader.orderAt). */
export const levelOf = (text: string, value: string): number => {
  const at = text.indexOf(value);
  if (at < 0) throw new Error(`not in the text: ${value}`);
  return new InstructionReader(text).orderAt(at, at + value.length);
};

/** Turns that state each stated kind (a day, an amount, a time, a party, a tier) or none. */
export const STATED_TURNS: readonly string[] = [
  'Book it from 12 to 15 December.',
  'Pay 50 EUR to Anna.',
  'A table for two on Friday at 7pm, please.',
  'Rent a compact car.',
  'Send the report.',
  'book class luxury for 8 at 21:30 on 19 December, 75 EUR',
];

/** The stated kinds mask as the five marks asked one by one (what ledger.statedKinds() must give). */
export function statedMaskAlone(ledger: TraceProvenance): number {
  let mask = 0;
  STATED_KIND_KEYS.forEach((k, i) => {
    if (ledger.givenByUserKey(k)) mask |= 1 << i;
  });
  return mask;
}

/** A ledger of the user's turn, then each read (tool, its result) in turn; judged on a tainted trace. */
export function afterReads(
  policy: Policy,
  request: string,
  reads: readonly [tool: string, args: string, result: string][],
  scope?: string,
) {
  const p = new TraceProvenance();
  p.noteRequest(request, scope);
  for (const [tool, args, result] of reads) {
    p.noteCall(tool, [args]);
    p.noteUntrusted(result, `result of ${tool}`, tool);
  }
  return (tool: string, args: unknown): string =>
    judge(policy, tool, args, { tainted: true, provenance: p }).verdict.kind;
}

/** A mail floor: mail and calendar searches untrusted, `pay_invoice.<arg>` an `instructed` sink. */
export const mailCalendarBills = (arg: string): Policy =>
  policyOf({
    version: 'gate-policy/v1.2',
    allow: ['search_emails', 'search_calendar_events', 'pay_invoice'],
    sources: { search_emails: 'untrusted', search_calendar_events: 'untrusted' },
    sinks: [{ tools: ['pay_invoice'], args: [arg], values: 'instructed', confirm: 'when_held' }],
    screening: { agreement: false },
  } as object as Partial<Manifest>);
