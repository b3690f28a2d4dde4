// What a model wire needs from the gateway, handed in by `gate serve` (the composition root).
import type { Engine, Upstream } from '../../server/types.js';

/** Which upstream wire the gateway forwards to; `builtin` (in-kernel model) speaks every wire. */
export type ModelProvider = 'openai' | 'anthropic' | 'builtin';

/** When the messages wire prepends the `[gate]` note: for detected code assistants, always, or never. */
export type VerdictNoteMode = 'auto' | 'always' | 'never';

export interface WireDeps {
  engine: Engine;
  upstream: Upstream;
  provider: ModelProvider;
  /** `--model`: when set, pins the model name of every request forwarded upstream. */
  model?: string;
  verdictNote: VerdictNoteMode;
}
