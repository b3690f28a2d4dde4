// The user's and operator's own turns of a conversation, as provenance reads them: their values are
// the user's intent (docs/provenance.md). Each wire names which messages are such turns; this reads their
// text the same way for all: a string, or the text parts of a content array (never a tool result). What a
// turn attaches (a document, search results, a page the provider fetches by URL) is not the user's words:
// it is read as an untrusted text the user pointed to, or as one gate cannot read ("Round 24's red team").

import { EchoIndex } from '../../kernel/provenance/echo.js';
import { type ClientSplit, opensClientBlock, splitClientBlocks } from '../../kernel/provenance/transcript.js';
import { isObject } from './json.js';
import type { RequestVerdicts } from './verdicts.js';

const TEXT_PARTS = new Set(['text', 'input_text']);

/** The texts of a turn's content: a string, or its text parts. */
function turnTexts(content: unknown): string[] {
  if (typeof content === 'string') return [content];
  if (!Array.isArray(content)) return [];
  const parts: string[] = [];
  for (const part of content) {
    if (isObject(part) && TEXT_PARTS.has(part['type'] as string) && typeof part['text'] === 'string')
      parts.push(part['text']);
  }
  return parts;
}

/** The text of a turn's content: a string, or its text parts joined. */
export function turnText(content: unknown): string {
  return turnTexts(content).join('\n');
}

/**
 * A user's turn parted into the user's own text and what a client wrote into it (transcript.ts): a text
 * part that opens with a client's block is the client's whole (a quoted file may close the tag early).
 */
function userTurn(content: unknown): ClientSplit {
  const own: string[] = [];
  const client: string[] = [];
  for (const text of turnTexts(content)) {
    if (typeof content !== 'string' && opensClientBlock(text)) {
      client.push(text);
      continue;
    }
    const split = splitClientBlocks(text);
    own.push(split.own);
    client.push(...split.client);
  }
  return { own: own.join('\n'), client };
}

/** What a turn attaches: the text gate can read of it, and whether the model reads more gate cannot. */
interface Attached {
  texts: string[];
  unreadable: boolean;
}

const WEB_URL = /^https?:/i;
const TEXT_MEDIA = /^(?:text\/|application\/(?:json|xml|csv)$)/i;
/** A `data:` URL of text (any `text/*`, JSON, XML, CSV), base64 or not: its decoded text; else undefined. */
function dataText(url: unknown): string | undefined {
  if (typeof url !== 'string' || url.slice(0, 5).toLowerCase() !== 'data:') return undefined;
  const comma = url.indexOf(',');
  if (comma < 0) return undefined;
  const params = url.slice(5, comma).split(';');
  if (!TEXT_MEDIA.test(params[0]!.trim())) return undefined;
  const body = url.slice(comma + 1);
  return params.includes('base64') ? Buffer.from(body, 'base64').toString('utf8') : safeDecode(body);
}
function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** A messages `document` or `image` source: text it holds, or a URL the provider fetches. */
function sourceOf(source: unknown, out: Attached): void {
  if (!isObject(source)) return;
  const type = source['type'];
  if (type === 'url' && typeof source['url'] === 'string') out.unreadable = true;
  else if (type === 'text' && typeof source['data'] === 'string') out.texts.push(source['data']);
  else if (type === 'content') out.texts.push(turnText(source['content']));
  else if (type === 'base64' && typeof source['media_type'] === 'string')
    pushDefined(
      out.texts,
      dataText(
        `data:${source['media_type']};base64,${typeof source['data'] === 'string' ? source['data'] : ''}`,
      ),
    );
}
function pushDefined(to: string[], text: string | undefined): void {
  if (text !== undefined) to.push(text);
}

/** One part of a turn's content that is no text of the user's (each wire's attachment types). */
function attachedPart(part: Record<string, unknown>, out: Attached): void {
  const type = part['type'];
  if (type === 'search_result') {
    out.texts.push([part['title'], part['source'], turnText(part['content'])].filter(isString).join('\n'));
  } else if (type === 'document' || type === 'image') sourceOf(part['source'], out);
  else if (type === 'image_url')
    webUrl(isObject(part['image_url']) ? part['image_url']['url'] : undefined, out);
  else if (type === 'input_image') webUrl(part['image_url'], out);
  else if (type === 'file')
    pushDefined(out.texts, dataText(isObject(part['file']) ? part['file']['file_data'] : undefined));
  else if (type === 'input_file') {
    webUrl(part['file_url'], out);
    pushDefined(out.texts, dataText(part['file_data']));
  }
}
const isString = (v: unknown): v is string => typeof v === 'string' && v !== '';
/** A URL the provider fetches from the web: what it returns is read by the model, never by gate. */
function webUrl(url: unknown, out: Attached): void {
  if (typeof url === 'string' && WEB_URL.test(url)) out.unreadable = true;
}

/** What a turn's content attaches beside its text. */
export function turnAttachments(content: unknown): Attached {
  const out: Attached = { texts: [], unreadable: false };
  if (Array.isArray(content)) for (const part of content) if (isObject(part)) attachedPart(part, out);
  return out;
}

/** The assistant's earlier words in each request's conversation, as its turns are noted in order. */
const echoes = new WeakMap<RequestVerdicts, EchoIndex>();
const ASSISTANT_PARTS = new Set(['text', 'output_text']);

/** An assistant turn's texts: a string, or its text parts (Responses writes `output_text`). */
function assistantTexts(content: unknown): string[] {
  if (typeof content === 'string') return [content];
  if (!Array.isArray(content)) return [];
  return content.flatMap((p) =>
    isObject(p) && ASSISTANT_PARTS.has(p['type'] as string) && typeof p['text'] === 'string'
      ? [p['text']]
      : [],
  );
}

/** Roles whose turns are the user's or the operator's own words. */
const TRUSTED_ROLES = new Set(['user', 'system', 'developer']);

/**
 * Notes a message's text when its role is the user's or the operator's; a user's turn is also read for
 * the kinds of act it asks for (docs/provenance.md, "What the user asked for").
 */
export function noteTurn(verdicts: RequestVerdicts, role: unknown, content: unknown): void {
  if (role === 'assistant') {
    const index = echoes.get(verdicts) ?? new EchoIndex();
    echoes.set(verdicts, index);
    for (const text of assistantTexts(content)) index.addAssistant(text);
    return;
  }
  if (role === 'user') {
    // What a client wrote into the turn is read as a text the user pointed to, as an attachment is.
    const turn = userTurn(content);
    // What the assistant wrote earlier, repeated here, is the model's words: it vouches for nothing.
    verdicts.noteRequest(echoes.get(verdicts)?.ownWords(turn.own) ?? turn.own);
    for (const text of turn.client) verdicts.noteAttached(text);
  } else if (typeof role === 'string' && TRUSTED_ROLES.has(role)) verdicts.noteTrusted(turnText(content));
  else return;
  const attached = turnAttachments(content);
  for (const text of attached.texts) verdicts.noteAttached(text);
  if (attached.unreadable) verdicts.noteUnreadable();
}

/** A call an assistant turn made: its id, its tool and its arguments as text. */
export interface MadeCall {
  id: string;
  tool: string;
  args: string;
}

/**
 * Calls the assistant made that no result answered before the next user turn. A provider refuses such a
 * conversation, a compatible server takes it: the client sent the result as the user's text, so that
 * turn is read as the first call's result, screened and followed, not as the user's words
 * (docs/provenance.md, "Round 27's red team").
 */
export class UnansweredCalls {
  private first: MadeCall | undefined;

  made(call: MadeCall): void {
    this.first ??= call;
  }

  answered(): void {
    this.first = undefined;
  }

  /** A user turn: the call its text answers, if one was left unanswered just before it. */
  userTurn(): MadeCall | undefined {
    const call = this.first;
    this.first = undefined;
    return call;
  }
}
