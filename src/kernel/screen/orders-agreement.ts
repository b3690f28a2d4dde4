// The agreement stage: two weak signals that each withhold too many clean results alone, and together
// few (docs/screening.md, 'Two weak signals'). A result is poisoned when the learned stage scores it near
// its own threshold and the orders stage finds an order in it that shifts register: an order to act,
// pay or answer inside a record that otherwise does not speak of AI. The learned score is read first: it
// costs a tenth of the orders stage and settles almost every clean result. A record field whose own
// sentence orders something sent to a destination (orders.fieldSinkOrder) agrees at a lower learned bar;
// a fake tool or system output line with an order to act (orders.fakeOutputOrder) needs no learned score,
// and nor does the assistant spoken to by name with a destination in the same line (orders.addressedDestination),
// or named as a label with an order after it (orders.addressedLabel, round 15), or an address clause to
// an AI reader in any language with a sentence after it (addressed-clause.ts, round 16), or a note to
// the assistant in its own language or a comma address to it about the user (the same file, round 17).
// A people's turn calling a stranger by name with a sink order needs none either (round 28, second pass).

import { addressedClauseView } from './addressed-clause.js';
import { OPENING_CHARS, opensAboutAgents, withoutHosts } from './genre.js';
import * as learned from './learned.js';
import * as orders from './orders.js';
import type { ScreenStage, StageFinding } from './stage.js';
import type { ScreenView } from './view.js';

/** The rule name an agreement finding carries in `detail.claim`. */
export const AGREEMENT_RULE = 'order-and-classifier';

/**
 * Both bars, chosen on shaping data only (scripts/screen-train/agree-grid.mjs): the highest recall on
 * the independent set's shaping half that withholds no more clean results than the rules alone in the
 * project's recall shaping set and the precision set's tuning-4 part (neither trained on).
 */
export const BARS = {
  /** The order's score (orders.THRESHOLD is 1: here an order with one cue fewer is enough). */
  orders: 0.7,
  /** How far below its own threshold the learned score may be. */
  learnedMargin: 2,
  /** How far below it a result whose record field orders a sink to a destination may be (round 13). */
  fieldOrderMargin: 4,
} as const;

/**
 * Whether the view's opening says it is about agents, read without its hosts (round 35): a notice mailed from
 * `parcels.example` names no genre by its domain.
 */
const aboutAgents = (view: ScreenView) => opensAboutAgents(withoutHosts(view.text.slice(0, OPENING_CHARS)));

export const stage: ScreenStage = {
  name: 'agreement',
  find(view: ScreenView): StageFinding | undefined {
    const found = { screener: 'injection', reason: 'TRUST_VIOLATION', rule: AGREEMENT_RULE } as const;
    // A fake tool or system output line and an order to act are two signals already (round 13).
    if (orders.fakeOutputOrderView(view) && !aboutAgents(view)) return found;
    // The assistant spoken to by name and a destination in the same line are two signals too (round 14).
    if (orders.addressedDestinationView(view) && !aboutAgents(view)) return found;
    // The assistant named as a label, qualified or alone in a text with no speakers, and an order after it.
    if (orders.addressedLabelView(view) && !aboutAgents(view)) return found;
    // A short clause turned to an AI reader, in any language, and a sentence after its colon (round 16);
    // the opening is read without the address (its own AI word says nothing of the text's genre).
    if (addressedClauseView(view)) return found;
    const score = learned.scoreView(view);
    // A people's turn calling a name none of them answers to, with a sink order, needs no learned score:
    // it is the assistant addressed, as its known names are (round 28, second pass).
    if (score < learned.THRESHOLD - BARS.fieldOrderMargin)
      return orders.calledSinkOrderView(view) ? found : undefined;
    if (score >= learned.THRESHOLD - BARS.learnedMargin && orders.shiftedScoreView(view) >= BARS.orders)
      return found;
    // A record field that orders something sent to a destination is a stronger order signal: a lower bar.
    if (orders.fieldSinkOrderView(view)) return found;
    // A `Key: value` line is no quoted place the genre signal could blank: a text about agents is left here.
    return orders.keyLineSinkOrderView(view) && !aboutAgents(view) ? found : undefined;
  },
};
