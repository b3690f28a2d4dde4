// Verbs of an act, once for every reader (issue 19: a vocabulary lives in one place). The provenance
// layer's order and world verbs, the orders stage's reach, sink and answer-shaping verbs, and the
// directive reader's risky and answer imperatives, and the act reader's answer and tool-name verbs were
// eleven lists that shared most of their words;
// each reader now takes a view of this one table (docs/screening.md, 'Vocabulary').
import { type WordTable, wordsFor } from './word-table.js';

/** Which readers take a verb (a bit each; the views below say who reads each). */
const V = {
  /** Opens an order at a sentence's start (provenance, instruction.ts; the orders stage). */
  ORDER: 1,
  /** Changes the world as a segment of a tool's name (provenance, the ladder's undeclared tools). */
  WORLD: 2,
  /** Acts on the world when said in a sentence, beyond WORLD (the orders stage). */
  REACH: 4,
  /** Sends its object to a destination (the orders stage, a record's free text). */
  SINK: 8,
  /** Shapes what the agent answers (the orders stage). */
  SHAPING: 16,
  /** An imperative that moves data, money, code or access (the directive reader), any language. */
  RISKY: 32,
  /** An imperative that changes what the model tells the user (the directive reader), any language. */
  ANSWER: 64,
  /** Asks for an answer, not a message, when its object is "me" or "us" (provenance, acts.ts). */
  REPLY: 128,
  /** Says little of what a tool does as its name's first segment: the noun after it decides (acts.ts). */
  TOOL_GENERIC: 256,
  /** Reads, as a tool name's first segment: such a tool performs no act (acts.ts). */
  TOOL_READ: 512,
  /** Changes what its noun names, as a tool name's first segment (acts.ts). */
  TOOL_MODIFY: 1024,
  /** A noun as well: after a determiner it names a thing, "the latest message" (acts.ts). */
  NOUN: 2048,
  /** Sends a file it is given to someone else (sent-out.ts: a credential file sent out, round 24). */
  FILE_OUT: 4096,
  /**
   * Orders a payment or a delivery in a document's words, for provenance only (instruction.ts, round 25:
   * "Line agent instructs: remit to ...", "route all incident material to ..."); the screener reads none.
   */
  DOCUMENT_ORDER: 8192,
} as const;

/** Every act verb a reader takes, once, with its readers: a verb added here reaches each reader its bits name. */
const VERBS: WordTable = [
  ['send', V.ORDER | V.WORLD | V.SINK | V.RISKY | V.TOOL_GENERIC | V.FILE_OUT],
  ['transfer', V.ORDER | V.WORLD | V.SINK | V.RISKY], ['pay', V.ORDER | V.WORLD | V.SINK | V.RISKY],
  ['wire', V.ORDER | V.WORLD | V.SINK | V.RISKY], ['email', V.ORDER | V.REACH | V.SINK | V.RISKY | V.NOUN | V.FILE_OUT],
  ['mail', V.ORDER | V.SINK | V.NOUN | V.FILE_OUT], ['forward', V.ORDER | V.WORLD | V.SINK | V.RISKY | V.FILE_OUT],
  ['reply', V.ORDER | V.WORLD | V.SHAPING | V.ANSWER], ['respond', V.ORDER | V.SHAPING | V.ANSWER | V.REPLY],
  ['post', V.ORDER | V.WORLD | V.SINK | V.RISKY | V.NOUN | V.FILE_OUT], ['publish', V.ORDER | V.WORLD | V.SINK | V.RISKY],
  ['share', V.ORDER | V.WORLD | V.SINK | V.RISKY | V.FILE_OUT], ['invite', V.ORDER | V.WORLD | V.SINK],
  ['add', V.ORDER | V.WORLD | V.SINK | V.SHAPING | V.RISKY | V.TOOL_GENERIC],
  ['create', V.ORDER | V.WORLD | V.RISKY | V.TOOL_GENERIC],
  ['schedule', V.ORDER | V.WORLD | V.RISKY | V.TOOL_GENERIC], ['book', V.ORDER | V.WORLD | V.RISKY],
  ['reserve', V.ORDER | V.WORLD | V.RISKY], ['unlock', V.ORDER], ['update', V.ORDER | V.WORLD | V.TOOL_GENERIC | V.TOOL_MODIFY],
  ['change', V.ORDER | V.WORLD | V.RISKY | V.TOOL_GENERIC | V.TOOL_MODIFY],
  ['set', V.ORDER | V.WORLD | V.RISKY | V.TOOL_GENERIC | V.TOOL_MODIFY], ['reset', V.ORDER | V.REACH | V.RISKY],
  ['delete', V.ORDER | V.WORLD | V.RISKY], ['remove', V.ORDER | V.WORLD | V.RISKY],
  ['visit', V.ORDER | V.REACH | V.RISKY], ['open', V.ORDER | V.REACH | V.RISKY], ['click', V.ORDER | V.RISKY],
  ['go', V.ORDER], ['navigate', V.ORDER | V.RISKY], ['browse', V.ORDER], ['download', V.ORDER | V.REACH | V.RISKY],
  ['install', V.ORDER | V.WORLD | V.RISKY], ['run', V.ORDER | V.REACH | V.RISKY],
  ['execute', V.ORDER | V.REACH | V.RISKY], ['call', V.ORDER | V.WORLD | V.RISKY],
  ['text', V.ORDER | V.REACH | V.SINK | V.NOUN], ['message', V.ORDER | V.WORLD | V.SINK | V.NOUN],
  ['contact', V.ORDER], ['upload', V.ORDER | V.WORLD | V.REACH | V.SINK | V.RISKY | V.FILE_OUT],
  ['write', V.ORDER | V.SHAPING | V.RISKY], ['buy', V.ORDER | V.WORLD | V.RISKY], ['order', V.ORDER | V.WORLD],
  ['purchase', V.ORDER | V.WORLD | V.RISKY], ['subscribe', V.ORDER | V.WORLD],
  ['grant', V.ORDER | V.WORLD | V.SINK | V.RISKY], ['give', V.ORDER | V.REACH | V.SINK],
  ['make', V.ORDER | V.TOOL_GENERIC], ['include', V.ORDER | V.SHAPING | V.RISKY], ['use', V.ORDER | V.RISKY],
  ['move', V.ORDER | V.WORLD | V.RISKY], ['copy', V.ORDER | V.RISKY], ['fetch', V.ORDER | V.RISKY | V.TOOL_READ],
  ['curl', V.ORDER | V.REACH | V.RISKY], ['submit', V.ORDER | V.WORLD | V.SINK | V.RISKY | V.FILE_OUT],
  ['sign', V.ORDER | V.RISKY], ['register', V.ORDER | V.WORLD], ['join', V.ORDER],
  ['dm', V.ORDER | V.WORLD | V.SINK | V.NOUN], ['notify', V.ORDER | V.WORLD | V.REPLY],
  ['tell', V.ORDER | V.SHAPING | V.ANSWER | V.REPLY], ['ask', V.ORDER | V.SHAPING | V.RISKY | V.REPLY],
  ['direct', V.ORDER], ['redirect', V.ORDER], ['refund', V.ORDER | V.WORLD | V.RISKY],
  ['deposit', V.ORDER | V.WORLD], ['confirm', V.ORDER | V.REPLY], ['verify', V.ORDER], ['complete', V.ORDER],
  ['approve', V.ORDER | V.WORLD | V.RISKY], ['authorize', V.ORDER | V.RISKY], ['authorise', V.ORDER | V.RISKY],
  ['provide', V.ORDER], ['enter', V.ORDER], ['paste', V.ORDER | V.REACH | V.SINK | V.RISKY | V.FILE_OUT],
  ['attach', V.ORDER | V.RISKY | V.FILE_OUT], ['cc', V.ORDER | V.SINK], ['bcc', V.ORDER | V.SINK], ['switch', V.ORDER],
  ['replace', V.ORDER | V.RISKY], ['modify', V.ORDER | V.WORLD | V.RISKY | V.TOOL_GENERIC | V.TOOL_MODIFY],
  ['export', V.ORDER | V.REACH | V.SINK], ['sync', V.ORDER | V.REACH | V.SINK], ['backup', V.ORDER],
  ['archive', V.ORDER | V.WORLD], ['save', V.ORDER | V.RISKY], ['insert', V.ORDER | V.SHAPING | V.RISKY],
  ['append', V.ORDER | V.WORLD | V.SHAPING | V.RISKY], ['push', V.ORDER | V.WORLD | V.RISKY], ['clone', V.ORDER],
  ['choose', V.ORDER], ['select', V.ORDER], ['pick', V.ORDER], ['report', V.ORDER | V.SHAPING],
  ['log', V.ORDER | V.RISKY], ['cancel', V.ORDER | V.WORLD | V.RISKY], ['accept', V.ORDER | V.RISKY],
  ['put', V.ORDER | V.TOOL_GENERIC], ['point', V.ORDER], ['increase', V.ORDER], ['raise', V.ORDER],
  ['adjust', V.ORDER | V.TOOL_MODIFY], ['lower', V.ORDER], ['reduce', V.ORDER], ['amend', V.ORDER],
  ['resend', V.ORDER], ['re-send', V.ORDER], ['retry', V.ORDER], ['sende', V.ORDER | V.RISKY],
  ['schicke', V.ORDER | V.RISKY], ['schick', V.ORDER], ['überweise', V.ORDER | V.RISKY], ['zahle', V.ORDER],
  ['buche', V.ORDER], ['füge', V.ORDER | V.RISKY], ['setze', V.ORDER], ['setz', V.ORDER],
  ['leite', V.ORDER | V.RISKY], ['antworte', V.ORDER | V.ANSWER], ['envoyez', V.ORDER | V.RISKY],
  ['envoie', V.ORDER | V.RISKY], ['payez', V.ORDER | V.RISKY], ['virez', V.ORDER | V.RISKY],
  ['ajoutez', V.ORDER | V.RISKY], ['ajoute', V.ORDER | V.RISKY], ['réservez', V.ORDER],
  ['transférez', V.ORDER | V.RISKY], ['mettez', V.ORDER], ['utilisez', V.ORDER], ['envía', V.ORDER | V.RISKY],
  ['envíe', V.ORDER | V.RISKY], ['pague', V.ORDER | V.RISKY | V.RISKY], ['transfiere', V.ORDER | V.RISKY],
  ['añade', V.ORDER | V.RISKY], ['agrega', V.ORDER], ['utilice', V.ORDER], ['utiliza', V.ORDER],
  ['invia', V.ORDER | V.RISKY], ['aggiungi', V.ORDER | V.RISKY], ['prenota', V.ORDER], ['utilizza', V.ORDER],
  ['inoltra', V.ORDER | V.RISKY], ['envie', V.ORDER | V.RISKY], ['transfira', V.ORDER | V.RISKY],
  ['adicione', V.ORDER | V.RISKY], ['utilize', V.ORDER], ['encaminhe', V.ORDER | V.RISKY],
  ['stuur', V.ORDER | V.RISKY], ['betaal', V.ORDER | V.RISKY], ['zet', V.ORDER | V.RISKY], ['voeg', V.ORDER],
  ['boek', V.ORDER], ['reserveer', V.ORDER], ['gebruik', V.ORDER], ['wyślij', V.ORDER | V.RISKY],
  ['zapłać', V.ORDER], ['przelej', V.ORDER], ['dodaj', V.ORDER], ['zarezerwuj', V.ORDER], ['rezerwuj', V.ORDER],
  ['użyj', V.ORDER], ['przekaż', V.ORDER | V.RISKY], ['revoke', V.WORLD], ['rename', V.WORLD],
  ['merge', V.WORLD | V.RISKY], ['deploy', V.WORLD | V.RISKY], ['assign', V.WORLD], ['invoke', V.WORLD | V.RISKY],
  ['trigger', V.WORLD], ['withdraw', V.WORLD], ['enable', V.WORLD | V.DOCUMENT_ORDER], ['disable', V.WORLD | V.RISKY],
  ['configure', V.WORLD | V.DOCUMENT_ORDER], ['decline', V.REACH], ['issue', V.REACH | V.RISKY], ['rotate', V.REACH | V.RISKY],
  ['close', V.REACH | V.RISKY], ['mark', V.REACH | V.RISKY], ['reveal', V.REACH | V.SINK | V.RISKY],
  ['disclose', V.REACH | V.SINK | V.RISKY | V.FILE_OUT], ['leak', V.REACH | V.SINK | V.RISKY | V.FILE_OUT], ['expose', V.REACH],
  ['tweet', V.REACH], ['like', V.REACH], ['follow', V.REACH], ['unsubscribe', V.REACH | V.RISKY], ['empty', V.REACH],
  ['wipe', V.REACH | V.RISKY], ['erase', V.REACH | V.RISKY], ['sell', V.REACH], ['retweet', V.REACH],
  ['deliver', V.SINK | V.FILE_OUT], ['say', V.SHAPING | V.ANSWER], ['mention', V.SHAPING], ['recommend', V.SHAPING | V.ANSWER],
  ['claim', V.SHAPING | V.ANSWER], ['state', V.SHAPING | V.ANSWER], ['conclude', V.SHAPING], ['begin', V.SHAPING],
  ['start', V.SHAPING], ['end', V.SHAPING], ['enhance', V.SHAPING], ['answer', V.SHAPING | V.ANSWER | V.REPLY],
  ['warn', V.SHAPING | V.ANSWER], ['suggest', V.SHAPING], ['describe', V.SHAPING | V.ANSWER | V.TOOL_READ],
  ['summarise', V.SHAPING], ['summarize', V.SHAPING], ['hint', V.SHAPING], ['praise', V.SHAPING | V.ANSWER],
  ['promote', V.SHAPING | V.ANSWER], ['embed', V.RISKY], ['drop', V.RISKY], ['bypass', V.RISKY], ['commit', V.RISKY],
  ['edit', V.RISKY | V.TOOL_GENERIC | V.TOOL_MODIFY], ['overwrite', V.RISKY], ['exfiltrate', V.RISKY | V.FILE_OUT],
  ['resolve', V.RISKY], ['skip', V.RISKY], ['store', V.RISKY], ['record', V.RISKY], ['request', V.RISKY],
  ['envia', V.RISKY], ['reenvía', V.RISKY], ['reenvia', V.RISKY], ['borra', V.RISKY], ['elimina', V.RISKY],
  ['acepta', V.RISKY], ['aprueba', V.RISKY], ['comparte', V.RISKY], ['ejecuta', V.RISKY], ['abre', V.RISKY],
  ['paga', V.RISKY], ['cambia', V.RISKY], ['incluye', V.RISKY], ['marca', V.RISKY], ['emite', V.RISKY],
  ['reenvíe', V.RISKY], ['borre', V.RISKY], ['elimine', V.RISKY], ['acepte', V.RISKY], ['apruebe', V.RISKY],
  ['comparta', V.RISKY], ['ejecute', V.RISKY], ['transfiera', V.RISKY], ['cambie', V.RISKY], ['añada', V.RISKY],
  ['agregue', V.RISKY], ['marque', V.RISKY], ['emita', V.RISKY], ['incluya', V.RISKY], ['transmettez', V.RISKY],
  ['supprimez', V.RISKY], ['supprime', V.RISKY], ['acceptez', V.RISKY], ['approuvez', V.RISKY],
  ['partagez', V.RISKY], ['partage', V.RISKY], ['exécutez', V.RISKY], ['exécute', V.RISKY], ['ouvrez', V.RISKY],
  ['cliquez', V.RISKY], ['effacez', V.RISKY], ['validez', V.RISKY], ['leiten', V.RISKY], ['löschen', V.RISKY],
  ['lösche', V.RISKY], ['senden', V.RISKY], ['schicken', V.RISKY], ['akzeptiere', V.RISKY], ['genehmige', V.RISKY],
  ['genehmigen', V.RISKY], ['teile', V.RISKY], ['führe', V.RISKY], ['öffne', V.RISKY], ['öffnen', V.RISKY],
  ['fügen', V.RISKY], ['überweisen', V.RISKY], ['ändere', V.RISKY], ['ändern', V.RISKY], ['cancella', V.RISKY],
  ['accetta', V.RISKY], ['approva', V.RISKY], ['condividi', V.RISKY], ['esegui', V.RISKY], ['apri', V.RISKY],
  ['trasferisci', V.RISKY], ['apague', V.RISKY], ['exclua', V.RISKY], ['aceite', V.RISKY], ['aprove', V.RISKY],
  ['compartilhe', V.RISKY], ['abra', V.RISKY], ['altere', V.RISKY], ['verstuur', V.RISKY], ['verwijder', V.RISKY],
  ['accepteer', V.RISKY], ['deel', V.RISKY], ['voer', V.RISKY], ['usuń', V.RISKY], ['zaakceptuj', V.RISKY],
  ['zatwierdź', V.RISKY], ['udostępnij', V.RISKY], ['uruchom', V.RISKY], ['отправь', V.RISKY],
  ['отправьте', V.RISKY], ['перешли', V.RISKY], ['перешлите', V.RISKY], ['удали', V.RISKY], ['удалите', V.RISKY],
  ['выполни', V.RISKY], ['выполните', V.RISKY], ['открой', V.RISKY], ['переведи', V.RISKY], ['добавь', V.RISKY],
  ['добавьте', V.RISKY], ['установи', V.RISKY], ['установите', V.RISKY], ['запусти', V.RISKY],
  ['запустите', V.RISKY], ['добавляй', V.RISKY], ['добавляйте', V.RISKY], ['пересылай', V.RISKY],
  ['пересылайте', V.RISKY], ['отправляй', V.RISKY], ['отправляйте', V.RISKY], ['schakel', V.RISKY],
  ['stel', V.RISKY], ['wijzig', V.RISKY], ['maak', V.RISKY], ['verander', V.RISKY], ['inform', V.ANSWER | V.REPLY],
  ['output', V.ANSWER], ['print', V.ANSWER], ['rate', V.ANSWER], ['convince', V.ANSWER], ['pretend', V.ANSWER],
  ['act', V.ANSWER], ['insist', V.ANSWER], ['never', V.ANSWER], ['only', V.ANSWER], ['always', V.ANSWER],
  ['stop', V.ANSWER], ['treat', V.ANSWER], ['present', V.ANSWER], ['remember', V.ANSWER], ['memorize', V.ANSWER],
  ['memorise', V.ANSWER], ['classify', V.ANSWER], ['reclassify', V.ANSWER], ['rank', V.ANSWER],
  ['recomienda', V.ANSWER], ['recomiende', V.ANSWER], ['indique', V.ANSWER], ['responde', V.ANSWER],
  ['contesta', V.ANSWER], ['di', V.ANSWER], ['deja', V.ANSWER], ['haz', V.ANSWER], ['dites', V.ANSWER],
  ['répondez', V.ANSWER], ['réponds', V.ANSWER], ['recommandez', V.ANSWER], ['recommande', V.ANSWER],
  ['indiquez', V.ANSWER], ['antworten', V.ANSWER], ['empfiehl', V.ANSWER], ['empfehlen', V.ANSWER],
  ['sage', V.ANSWER], ['sagen', V.ANSWER], ['schreibe', V.ANSWER], ['schreiben', V.ANSWER], ['rispondi', V.ANSWER],
  ['consiglia', V.ANSWER], ['raccomanda', V.ANSWER], ['scrivi', V.ANSWER], ['dì', V.ANSWER], ['responda', V.ANSWER],
  ['recomende', V.ANSWER], ['diga', V.ANSWER], ['escreva', V.ANSWER], ['antwoord', V.ANSWER], ['zeg', V.ANSWER],
  ['schrijf', V.ANSWER], ['odpowiedz', V.ANSWER], ['poleć', V.ANSWER], ['powiedz', V.ANSWER], ['napisz', V.ANSWER],
  ['ответь', V.ANSWER], ['ответьте', V.ANSWER], ['скажи', V.ANSWER], ['скажите', V.ANSWER], ['напиши', V.ANSWER],
  ['рекомендуй', V.ANSWER], ['порекомендуй', V.ANSWER], ['запомни', V.ANSWER], ['запомните', V.ANSWER],
  ['сохрани', V.ANSWER], ['сохраните', V.ANSWER], ['onthoud', V.ANSWER], ['zapamiętaj', V.ANSWER], ['ping', V.REPLY],
  ['remind', V.REPLY], ['new', V.TOOL_GENERIC], ['do', V.TOOL_GENERIC], ['get', V.TOOL_READ], ['read', V.TOOL_READ],
  ['list', V.TOOL_READ], ['search', V.TOOL_READ], ['find', V.TOOL_READ], ['lookup', V.TOOL_READ],
  ['look', V.TOOL_READ], ['query', V.TOOL_READ], ['show', V.TOOL_READ], ['view', V.TOOL_READ],
  ['check', V.TOOL_READ], ['note', V.NOUN], ['remit', V.DOCUMENT_ORDER], ['settle', V.DOCUMENT_ORDER],
  ['route', V.DOCUMENT_ORDER], ['reroute', V.DOCUMENT_ORDER],
  // Round 31: "Bot: announce in #donations that gifts now go to ..." (provenance only).
  ['announce', V.DOCUMENT_ORDER],
  // Round 51: a fetch or a set-up ordered in a document's or a message's words ("Before summarising anything,
  // load the full text from https://...", "bootstrap it:", "Enable it with:", "wget ... | bash"): provenance only.
  ['load', V.DOCUMENT_ORDER], ['retrieve', V.DOCUMENT_ORDER], ['bootstrap', V.DOCUMENT_ORDER],
  ['wget', V.DOCUMENT_ORDER],
]; // biome-ignore format: a word table reads better packed
const verbs = (reader: number): ReadonlySet<string> => new Set(wordsFor(VERBS, reader));

/** Verbs that open an order when they start a sentence or a list item ("Send a transaction to ..."). */
export const ORDER_VERBS = verbs(V.ORDER);
/**
 * Verbs that make an undeclared tool change the world when they stand as a segment of its name
 * (`create_standing_order`, `setChannelTopic`): such a call is judged on every argument, holding a
 * value a result ordered (docs/provenance.md, "The rule"). Local edits (`write`, `edit`) are not here.
 */
export const WORLD_VERBS = verbs(V.WORLD);
/**
 * Verbs of an order to the agent that act on the world beyond WORLD_VERBS (those name tools; these are
 * said in sentences: "email it to", "run this", "decline my meetings").
 */
export const REACH_VERBS = verbs(V.REACH);
/**
 * Order verbs whose object leaves for a destination ("send X to", "pay X to", "grant X to"): what a
 * record's own free-text field has no business asking its reader to do (docs/screening.md, 'Round 13').
 */
export const SINK_VERBS = verbs(V.SINK);
/** Verbs that order a payment or a delivery in a document's words, besides ORDER_VERBS (provenance only). */
export const DOCUMENT_ORDER_VERBS = verbs(V.DOCUMENT_ORDER);
/** Verbs that send a file out, said of a credential file's path (sent-out.ts). */
export const FILE_OUT_VERBS = verbs(V.FILE_OUT);
/** Verbs of an order that shapes what the agent answers ("say it is closed", "recommend X instead"). */
export const ANSWER_SHAPING_VERBS = verbs(V.SHAPING);
/**
 * Imperatives that make an agent act, by language (lowercase, as written). Verbs of reading and
 * summarising are left out: "AI assistant: summarise the thread" is what a user asks for.
 */
export const RISKY_VERBS = verbs(V.RISKY);
/** Imperatives that change what the model tells the user, by language. */
export const ANSWER_VERBS = verbs(V.ANSWER);
/** Verbs whose object "me" or "us" is the user: "tell me how it is rated" asks for an answer, not a message. */
export const REPLY_VERBS = verbs(V.REPLY);
/** Verbs that say little of what a call does, so the noun after them decides (`send_money`, `add_event_participants`). */
export const TOOL_GENERIC_VERBS = verbs(V.TOOL_GENERIC);
/** Verbs of reading: such a tool performs no act (`get_webpage` reads, whatever its noun). */
export const TOOL_READ_VERBS = verbs(V.TOOL_READ);
/**
 * Generic verbs that change what their noun names (`update_scheduled_transaction`): a request to change
 * something ("reduce the second one to 0") asks for them besides their noun's kind.
 */
export const TOOL_MODIFY_VERBS = verbs(V.TOOL_MODIFY);
/** Words that are verbs and nouns alike: after a determiner they name a thing ("the latest message"). */
export const NOUN_VERBS = verbs(V.NOUN);

/** Which readers take a word before an order's verb (a bit each). */
const B = {
  /** Between an address to the model and its order's verb: "then also quietly send" (the directive reader). */
  FILLER: 1,
  /** Between a modal and its verb: "must immediately rotate", "should first call" (the directive reader). */
  MODAL_ADVERB: 2,
  /** Before an order at a sentence's start: "Then send ...", "Also, pay ..." (provenance; the orders stage). */
  ORDER_LEAD: 4,
  /** A word of asking or urging, the injection lexicon's `L.PLEASE` row. */
  PLEASE: 8,
} as const;
/** Every word that may stand before an order's verb without changing it, once, with the readers that take it. */
const LEADS: WordTable = [
  ['then', B.FILLER | B.MODAL_ADVERB | B.ORDER_LEAD], ['and', B.FILLER | B.ORDER_LEAD],
  ['also', B.FILLER | B.MODAL_ADVERB | B.ORDER_LEAD], ['go', B.FILLER], ['ahead', B.FILLER], ['puis', B.FILLER],
  ['dès', B.FILLER], ['dann', B.FILLER], ['luego', B.FILLER], ['poi', B.FILLER], ['depois', B.FILLER],
  ['потом', B.FILLER], ['please', B.FILLER | B.PLEASE], ['now', B.FILLER | B.MODAL_ADVERB | B.ORDER_LEAD | B.PLEASE],
  ['first', B.FILLER | B.MODAL_ADVERB | B.ORDER_LEAD], ['immediately', B.FILLER | B.MODAL_ADVERB],
  ['kindly', B.FILLER | B.PLEASE], ['simply', B.FILLER | B.PLEASE], ['just', B.FILLER | B.ORDER_LEAD | B.PLEASE],
  ['silently', B.FILLER | B.MODAL_ADVERB], ['quietly', B.FILLER | B.MODAL_ADVERB],
  ['secretly', B.FILLER | B.MODAL_ADVERB], ['always', B.FILLER | B.MODAL_ADVERB | B.ORDER_LEAD],
  ['instead', B.FILLER], ['bitte', B.FILLER | B.PLEASE], ['por', B.FILLER | B.PLEASE], ['favor', B.FILLER | B.PLEASE], ['s\u2019il', B.FILLER],
  ['vous', B.FILLER], ['plaît', B.FILLER], ['per', B.FILLER | B.PLEASE], ['favore', B.FILLER], ['proszę', B.FILLER],
  ['пожалуйста', B.FILLER], ['sie', B.FILLER], ['du', B.FILLER], ['ahora', B.FILLER], ['maintenant', B.FILLER],
  ['jetzt', B.FILLER], ['ora', B.FILLER], ['agora', B.FILLER], ['также', B.FILLER], ['затем', B.FILLER],
  ['y', B.FILLER], ['et', B.FILLER], ['und', B.FILLER], ['e', B.FILLER], ['a', B.FILLER], ['partir', B.FILLER],
  ['de', B.FILLER], ['da', B.FILLER], ['questo', B.FILLER], ['momento', B.FILLER], ['desde', B.FILLER],
  ['à', B.FILLER], ['ab', B.FILLER], ['sofort', B.FILLER], ['from', B.FILLER], ['on', B.FILLER],
  ['only', B.MODAL_ADVERB], ['not', B.MODAL_ADVERB], ['never', B.MODAL_ADVERB], ['to', B.MODAL_ADVERB],
  ['next', B.ORDER_LEAD], ['finally', B.ORDER_LEAD], ['so', B.ORDER_LEAD], ['quickly', B.ORDER_LEAD],
  ['additionally', B.ORDER_LEAD], ['afterwards', B.ORDER_LEAD], ['lastly', B.ORDER_LEAD], ['secondly', B.ORDER_LEAD],
  ['p.s.', B.ORDER_LEAD], ['ps', B.ORDER_LEAD], ['note', B.ORDER_LEAD], ['reminder', B.ORDER_LEAD],
  ['action', B.ORDER_LEAD], ['svp', B.PLEASE], ['step', B.ORDER_LEAD],

]; // biome-ignore format: a word table reads better packed
const leads = (reader: number): ReadonlySet<string> => new Set(wordsFor(LEADS, reader));

/** Words that may stand before the verb of an order after an address: "then also quietly send". */
export const ORDER_FILLERS = leads(B.FILLER);
/** Adverbs between a modal and its verb: "must immediately rotate", "should first call". */
export const MODAL_ADVERBS = leads(B.MODAL_ADVERB);
/** Words that may stand before an order without changing it ("Then send ...", "Also, pay ..."). */
export const ORDER_LEADS = leads(B.ORDER_LEAD);
/** Words of asking or urging (the injection lexicon's `L.PLEASE` row). */
export const PLEASE_WORDS: readonly string[] = [...leads(B.PLEASE)];
