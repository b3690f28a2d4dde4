// Word sets the injection screener's modules share. Each lived as a copy in the module that used it,
// and the copies disagreed (one list of address prepositions had `an` and `per`, the other not; the
// words naming the model differed between the window opener and the directive reader): here each set
// is written once and the modules derive what they need from it (docs/screening.md, 'Vocabulary').

/** Words that name an AI model or agent as something to address (not `ai` itself, nor `tool`). */
export const MODEL_NAMES: readonly string[] = [
  'assistant',
  'assistants',
  'assistenten',
  'asistente',
  'assistente',
  'agent',
  'agents',
  'chatbot',
  'chatbots',
  'bot',
  'bots',
  'llm',
  'llms',
  'claude',
  'gpt',
  'chatgpt',
  'gemini',
  'copilot',
];

/** Prepositions that address only when they open their clause ("To the AI agent:", "Para el asistente:"). */
export const ADDRESS_PREPOSITIONS: ReadonlySet<string> = new Set([
  'to',
  'for',
  'para',
  'pour',
  'an',
  'voor',
  'dla',
  'per',
  'для',
]);

/** Articles and possessives that make the next word a noun ("the schedule", "your files"). */
export const ARTICLES: ReadonlySet<string> = new Set([
  'the',
  'a',
  'an',
  'this',
  'these',
  'that',
  'their',
  'its',
  'your',
  'our',
  'my',
  'his',
  'her',
]);

/** Words for "everything" that also stand before a noun ("all files"), where they mean only that noun. */
export const QUANTIFIERS: ReadonlySet<string> = new Set([
  'all',
  'todo',
  'tout',
  'alles',
  'tutto',
  'tudo',
  'все',
]);
