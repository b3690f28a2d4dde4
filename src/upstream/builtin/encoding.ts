// What the three wire encoders share: deterministic ids and timestamps, token estimates, delta splitting,
// and the Response objects (JSON and SSE) the Upstream hands back.
import { sha256Hex } from '../../kernel/canonical.js';
import type { CallerSignal } from '../../server/types.js';
import { BufferedResponse } from './buffered-response.js';
import type { ProposedCall, Turn } from './types.js';

/** The fixed `created` time of every answer (2025-01-01T00:00:00Z): a clock would break "same input, same output". */
export const CREATED_AT = 1735689600;

/** A deterministic id: `prefix` + 24 hex of the turn's seed, a label and an index. */
export function mintId(prefix: string, turn: Turn, label: string, index = 0): string {
  return `${prefix}${sha256Hex(`${turn.seed}:${label}:${index}`).slice(0, 24)}`;
}

/** Token estimate: a quarter of the characters, at least one. */
export function estimateTokens(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}

export function argumentsJson(call: ProposedCall): string {
  return JSON.stringify(call.arguments);
}

export function outputTokens(turn: Turn): number {
  return estimateTokens(turn.text + turn.calls.map((c) => c.name + argumentsJson(c)).join(''));
}

/** Text as streamed: runs of three words, the pieces joining back to the exact text. */
export function textPieces(text: string): string[] {
  const words = text.match(/\s*\S+|\s+$/g) ?? [];
  const pieces: string[] = [];
  for (let i = 0; i < words.length; i += 3) pieces.push(words.slice(i, i + 3).join(''));
  return pieces;
}

/** Argument JSON split into several deltas on code-point boundaries, so a consumer must reassemble it. */
export function argumentPieces(json: string, parts = 3): string[] {
  const points = Array.from(json);
  const size = Math.max(1, Math.ceil(points.length / parts));
  const pieces: string[] = [];
  for (let i = 0; i < points.length; i += size) pieces.push(points.slice(i, i + size).join(''));
  return pieces;
}

/** Not undici's Response: a server whose answers are all the built-in model's never loads fetch (buffered-response.ts). */
export function jsonResponse(status: number, body: unknown): BufferedResponse {
  return new BufferedResponse(status, [JSON.stringify(body)], ['content-type', 'application/json']);
}

/** An SSE answer sent one frame per read (none read ahead), failing as soon as the caller aborts. */
export function sseResponse(frames: string[], signal: CallerSignal): BufferedResponse {
  return new BufferedResponse(
    200,
    frames,
    ['content-type', 'text/event-stream; charset=utf-8', 'cache-control', 'no-cache'],
    signal,
  );
}

/** `data: {json}` frame (OpenAI chat). */
export function dataFrame(payload: unknown): string {
  return `data: ${JSON.stringify(payload)}\n\n`;
}

/** `event: <type>` + `data: {json}` frame (Anthropic, Responses). */
export function eventFrame(type: string, payload: unknown): string {
  return `event: ${type}\ndata: ${JSON.stringify(payload)}\n\n`;
}
