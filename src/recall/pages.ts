// The page book: per trace, the context the gateway admitted (clean tool results and messages) as
// content-addressed pages, bounded in memory, so `gate recall save` can persist a session.
// Only admitted bytes are ever paged: a quarantined result never reaches `add`, and is refused if it does.
import { sha256Hex } from '../kernel/canonical.js';

export const PAGE_KINDS = ['tool_result', 'message'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** What the Engine hands over after a clean admit. */
export interface PageInput {
  tool: string;
  kind: PageKind;
  /** The admitted bytes, as text. */
  content: string;
  /** The verdict kind at admit time (ALLOW, TRANSFORM). */
  verdict: string;
  /** The witness the result was admitted under, if any: revoking it holds the page out on reload. */
  witness?: string;
  /** The store's trust epoch when the page was admitted. */
  trustEpoch: number;
}

/** A page as kept and saved: its place in the trace and its content address. */
export interface Page extends PageInput {
  /** 1-based, per trace, never reused (evicted pages leave a gap). */
  step: number;
  /** SHA-256 hex of the content's UTF-8 bytes (the same digest the journal records as `result_digest`). */
  digest: string;
  /** UTF-8 length of the content. */
  bytes: number;
}

export interface PageBookOptions {
  /** Traces kept; past this the least recently paged trace is forgotten. */
  maxTraces?: number;
  /** Pages kept per trace; past this the trace's oldest page is dropped. */
  maxPagesPerTrace?: number;
  /** Content bytes kept over all traces; past this the oldest pages of the least recent trace go first. */
  maxBytes?: number;
}

/**
 * What a page costs beyond its content: the page object, its digest and its place in the trace, about
 * 190 bytes measured (round 35). maxBytes is charged it (and the tool's name and witness) with the
 * content, so empty pages are no longer free: a million of them held 188 MB with nothing charged.
 */
export const PAGE_ENTRY_OVERHEAD = 192;

/** The memory a page is charged: its content, its strings, its overhead. */
function pageCost(page: Page): number {
  return page.bytes + PAGE_ENTRY_OVERHEAD + 2 * (page.tool.length + (page.witness?.length ?? 0));
}

export const PAGE_BOOK_DEFAULTS = {
  maxTraces: 1_000,
  maxPagesPerTrace: 2_000,
  maxBytes: 64 * 1024 * 1024,
} as const;

/** Verdict kinds whose bytes entered a model's context, so they may be paged. */
const PAGEABLE_VERDICTS: ReadonlySet<string> = new Set(['ALLOW', 'TRANSFORM']);

export interface PageBookStats {
  traces: number;
  pages: number;
  bytes: number;
  /** Pages dropped to stay within the bounds. */
  evicted: number;
  /** `add` calls turned away: a verdict that is not an admit, or one page larger than the whole budget. */
  refused: number;
}

interface TraceBook {
  pages: Page[];
  nextStep: number;
}

const INSPECT = Symbol.for('nodejs.util.inspect.custom');

export class PageBook {
  readonly maxTraces: number;
  readonly maxPagesPerTrace: number;
  readonly maxBytes: number;
  /** Map order is recency: a trace that gets a page is re-inserted, so the first key is the one to evict. */
  readonly #traces = new Map<string, TraceBook>();
  #bytes = 0;
  /** What the pages held are charged (pageCost): maxBytes bounds this. */
  #charged = 0;
  #evicted = 0;
  #refused = 0;

  constructor(options: PageBookOptions = {}) {
    this.maxTraces = positive(options.maxTraces, PAGE_BOOK_DEFAULTS.maxTraces, 'maxTraces');
    this.maxPagesPerTrace = positive(
      options.maxPagesPerTrace,
      PAGE_BOOK_DEFAULTS.maxPagesPerTrace,
      'maxPagesPerTrace',
    );
    this.maxBytes = positive(options.maxBytes, PAGE_BOOK_DEFAULTS.maxBytes, 'maxBytes');
  }

  /** Pages admitted content; returns the page, or undefined when it may not or cannot be kept. */
  add(traceId: string, input: PageInput): Page | undefined {
    const bytes = Buffer.byteLength(input.content, 'utf8');
    const cost = bytes + PAGE_ENTRY_OVERHEAD + 2 * (input.tool.length + (input.witness?.length ?? 0));
    if (!PAGEABLE_VERDICTS.has(input.verdict) || cost > this.maxBytes) {
      this.#refused++;
      return undefined;
    }
    let book = this.#traces.get(traceId);
    if (book) this.#traces.delete(traceId);
    else book = { pages: [], nextStep: 1 };
    this.#traces.set(traceId, book);
    const page: Page = {
      step: book.nextStep++,
      digest: sha256Hex(input.content),
      bytes,
      tool: input.tool,
      kind: input.kind,
      content: input.content,
      verdict: input.verdict,
      trustEpoch: input.trustEpoch,
      ...(input.witness === undefined ? {} : { witness: input.witness }),
    };
    book.pages.push(page);
    this.#bytes += bytes;
    this.#charged += cost;
    while (book.pages.length > this.maxPagesPerTrace) this.#dropOldest(traceId, book);
    while (this.#traces.size > this.maxTraces) this.#dropTrace(this.#traces.keys().next().value as string);
    while (this.#charged > this.maxBytes) {
      const [oldestId, oldest] = this.#traces.entries().next().value as [string, TraceBook];
      this.#dropOldest(oldestId, oldest);
    }
    return page;
  }

  /** The trace's pages in step order (a copy), or undefined for a trace the book does not hold. */
  pages(traceId: string): Page[] | undefined {
    const book = this.#traces.get(traceId);
    return book ? book.pages.map((p) => ({ ...p })) : undefined;
  }

  /** Trace ids held, least recently paged first. */
  traces(): string[] {
    return [...this.#traces.keys()];
  }

  stats(): PageBookStats {
    let pages = 0;
    for (const book of this.#traces.values()) pages += book.pages.length;
    return {
      traces: this.#traces.size,
      pages,
      bytes: this.#bytes,
      evicted: this.#evicted,
      refused: this.#refused,
    };
  }

  toJSON(): PageBookStats {
    return this.stats();
  }

  [INSPECT](): string {
    const s = this.stats();
    return `PageBook(traces=${s.traces}, pages=${s.pages}, bytes=${s.bytes})`;
  }

  #dropOldest(traceId: string, book: TraceBook): void {
    const page = book.pages.shift();
    if (page) {
      this.#bytes -= page.bytes;
      this.#charged -= pageCost(page);
      this.#evicted++;
    }
    if (book.pages.length === 0) this.#traces.delete(traceId);
  }

  #dropTrace(traceId: string): void {
    const book = this.#traces.get(traceId);
    if (!book) return;
    for (const page of book.pages) {
      this.#bytes -= page.bytes;
      this.#charged -= pageCost(page);
    }
    this.#evicted += book.pages.length;
    this.#traces.delete(traceId);
  }
}

function positive(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value <= 0)
    throw new RangeError(`PageBook: ${name} must be a positive integer`);
  return value;
}
