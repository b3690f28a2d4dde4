// Re-exports of the kernel values the server seam speaks in, so wires import one module.
export type { ResultEnvelope, ToolCall, Verdict } from '../kernel/types.js';

import type { SourceLabel } from '../kernel/policy/types.js';
export type SourceLabelOrUndefined = SourceLabel | undefined;
