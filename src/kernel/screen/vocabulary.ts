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

/**
 * Names a text speaks to the assistant by, beyond MODEL_NAMES, in the languages the screener reads
 * (round 14): `ai` and its translations, the assistant's name in other scripts and cases, and agents
 * qualified as software (a bare `agent` is as often a person's job: a travel or support agent).
 */
export const ADDRESSEE_NAMES: readonly string[] = [
  'ai', 'ia', 'ki', 'ki-assistent', 'ai-assistent', 'ki-assistentin', 'assistent', 'assistenti',
  'asystent', 'asystencie', 'asystentko', 'asystenta', 'asisten', 'asistan', 'asistanı', 'asistent',
  'asistentko', 'asistentovi', 'avustaja', 'trợ lý', 'trợ lí', 'βοηθέ', 'βοηθός', 'ассистент',
  'ассистенту', 'асистент', 'асистенте', 'асистенту', 'помощник', 'помічник', 'помощнику', 'ии', 'ші',
  'مساعد', 'المساعد', 'عزيزي المساعد', 'עוזר', 'לעוזר', 'सहायक', 'एआई', 'summarizer', 'summariser',
  'ai agent', 'ai agents', 'ai-agent', 'ki-agent', 'code-agent', 'code-agenten', 'coding agent',
  'coding agents', 'agente ia', 'agente de ia', 'agente ai', 'agent ia', 'agent ai',
  'アシスタント', 'エージェント', '助手', '助理', '智能体', '비서', '어시스턴트', '에이전트', 'ผู้ช่วย',
]; // biome-ignore format: a word list reads better packed

/**
 * Words that may follow a name for the assistant before the colon of an address (round 15): an AI word
 * ("asistente AI", "assistant numérique") or one that opens a relative clause ("al bot que responde ...").
 * A noun there makes the name its adjective ("Assistant tip:"). Regex fragments, matched whole.
 */
export const NAME_QUALIFIERS: readonly string[] = [
  'ai', 'ia', 'ki', 'ии', 'ші', 'llm', 'gpt', 'bot', 'assist\\p{L}*', 'agent\\p{L}*', 'digital\\p{L}*', 'numérique',
  'virtu\\p{L}*', 'automat\\p{L}*', 'intelig\\p{L}*', 'que', 'qui', 'that', 'who', 'which', 'der', 'die', 'das',
  'che', 'który', 'która', 'который', 'який', 'яка', 'som',
]; // biome-ignore format: a word list reads better packed

/**
 * Words that, right before `agent`, name a program that is no model, a term of art of its protocol: the
 * browser of the HTTP and WebSocket specs ("the user agent must send ..."), a mail transfer agent, the
 * SSH, GPG and SNMP agents, and the connection pools of HTTP clients (Node's `http.Agent`: "For an HTTPS
 * agent, the name includes ...", a proxy agent).
 */
export const SOFTWARE_AGENTS: ReadonlySet<string> = new Set([
  'user',
  'mail',
  'transfer',
  'ssh',
  'gpg',
  'snmp',
  'http',
  'https',
  'proxy',
]);

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

/**
 * What binds the reader itself, when a scope names it ("any instructions related to safety", "regarding
 * your output"): instructions of that subject are the model's own, not some of a manual's.
 */
export const READER_BOUNDS: ReadonlySet<string> = new Set([
  'safety',
  'safe',
  'ethics',
  'ethical',
  'moral',
  'morals',
  'morality',
  'content',
  'harm',
  'harmful',
  'moderation',
  'censorship',
  'alignment',
  'refusal',
  'refusals',
  'refusing',
  'security',
  'privacy',
  'confidentiality',
  'disclosure',
  'task',
  'tasks',
  'conversation',
  'chat',
  'behavior',
  'behaviour',
  'response',
  'responses',
  'reply',
  'replies',
  'answer',
  'answers',
  'output',
  'outputs',
  'user',
  'users',
]);

/**
 * Verbs of an order to the agent that act on the world beyond the provenance layer's WORLD_VERBS (those
 * name tools; these are said in sentences: "email it to", "run this", "decline my meetings").
 */
export const REACH_VERBS: ReadonlySet<string> = new Set([
  'email', 'text', 'download', 'run', 'execute', 'visit', 'open', 'curl', 'decline', 'issue', 'rotate',
  'close', 'mark', 'reveal', 'disclose', 'leak', 'expose', 'paste', 'upload', 'export', 'sync', 'give',
  'tweet', 'like', 'follow', 'unsubscribe', 'empty', 'wipe', 'erase', 'reset', 'sell', 'retweet',
]); // biome-ignore format: a word list reads better packed

/**
 * Order verbs whose object leaves for a destination ("send X to", "pay X to", "grant X to"): what a
 * record's own free-text field has no business asking its reader to do (docs/screening.md, 'Round 13').
 */
export const SINK_VERBS: ReadonlySet<string> = new Set([
  'send', 'forward', 'share', 'email', 'mail', 'post', 'upload', 'transfer', 'pay', 'wire', 'grant',
  'submit', 'export', 'sync', 'paste', 'leak', 'disclose', 'reveal', 'give', 'dm', 'message', 'text',
  'cc', 'bcc', 'publish', 'deliver', 'invite', 'add',
]); // biome-ignore format: a word list reads better packed

/** Verbs of an order that shapes what the agent answers ("say it is closed", "recommend X instead"). */
export const ANSWER_SHAPING_VERBS: ReadonlySet<string> = new Set([
  'say', 'tell', 'mention', 'recommend', 'claim', 'state', 'conclude', 'begin', 'start', 'end', 'enhance',
  'insert', 'include', 'add', 'append', 'respond', 'reply', 'answer', 'write', 'ask', 'warn', 'suggest',
  'describe', 'summarise', 'summarize', 'report', 'hint', 'praise', 'promote',
]); // biome-ignore format: a word list reads better packed

/** Record keys whose value is a message people write to each other: an order there is ordinary mail. */
export const MESSAGE_KEYS: ReadonlySet<string> = new Set([
  'body', 'text', 'message', 'content', 'comment', 'comments', 'notes', 'note', 'description', 'details',
  'bio', 'about', 'review', 'reviews', 'snippet', 'html', 'markdown', 'answer', 'post', 'reply', 'msg',
  'documentation', 'doc', 'docs', 'docstring', 'help', 'hint', 'usage', 'tip',
]); // biome-ignore format: a word list reads better packed

/** Duties said with a modal that the provenance layer's DUTY_PHRASES (`must`, `shall`) leave out. */
export const MODAL_PHRASES: readonly string[] = [
  ' should ',
  ' need to ',
  ' needs to ',
  ' has to ',
  ' have to ',
  ' is to ',
  ' are to ',
];

/** Participles whose verb is not their stem less `-ed`/`-d` ("the fee should be paid" orders `pay`). */
export const IRREGULAR_PARTICIPLES: ReadonlyMap<string, string> = new Map([
  ['sent', 'send'], ['paid', 'pay'], ['given', 'give'], ['made', 'make'], ['written', 'write'],
  ['told', 'tell'], ['said', 'say'], ['sold', 'sell'], ['bought', 'buy'], ['run', 'run'], ['set', 'set'],
  ['reset', 'reset'], ['taken', 'take'], ['put', 'put'], ['begun', 'begin'], ['chosen', 'choose'],
]); // biome-ignore format: a word list reads better packed

/**
 * Who processes a result, unnamed: "whoever processes this", "anyone compiling a summary", "the person or
 * program handling this ticket". An order after it is addressed to whatever reads the data.
 */
export const PROCESSOR_NOUNS: readonly string[] = [
  'person', 'people', 'program', 'process', 'system', 'tool', 'service', 'party', 'reader', 'reviewer',
]; // biome-ignore format: a word list reads better packed
export const PROCESSING_VERBS: readonly string[] = [
  'process', 'read', 'handl', 'run', 'summaris', 'summariz', 'compil', 'draft', 'prepar', 'answer',
  'review', 'pars', 'ingest', 'open', 'triag', 'act', 'work', 'export', 'writ',
]; // biome-ignore format: stems read better packed

/**
 * Stems of what a program, not a person, does to a text it is given: "agents summarizing this page",
 * "model parsing this feed". They make `agent`, `bot` or `model` a machine when a reader clause follows.
 */
export const MACHINE_READING_STEMS: readonly string[] = [
  'process', 'summaris', 'summariz', 'pars', 'ingest', 'crawl', 'index', 'scrap', 'citing', 'query', 'queri',
]; // biome-ignore format: stems read better packed

/**
 * Words beyond the model's names that say a text talks about AI: a text that uses them away from its order
 * is about agents by genre (a prompt guide, agent docs), not a record of data with an order slipped in.
 */
export const AI_TOPIC_WORDS: readonly string[] = [
  'ai',
  'model',
  'models',
  'language model',
  'language models',
  'prompt',
  'prompts',
  'instruction',
  'instructions',
];

/**
 * Words by which a sentence speaks to whoever reads it now rather than describing: the second person
 * (with the lexicon's `L.YOU`), what the reader was told before, and the present moment. A member's description that holds one is
 * read as any text is (docs/screening.md, 'A member's description').
 */
export const READER_NOW: ReadonlySet<string> = new Set([
  // The second person beyond the injection lexicon's `L.YOU` list, which the reader also consults.
  'yours',
  'yourselves',
  "you've",
  'previous',
  'previously',
  'prior',
  'above',
  'earlier',
  'preceding',
  'foregoing',
  'now',
  'immediately',
  'instantly',
  'asap',
  'urgently',
]);

/** Words after a name for the model that put it under an obligation ("the assistant must", "the agent has to"). */
export const OBLIGATION_WORDS: ReadonlySet<string> = new Set([
  'must',
  'should',
  'shall',
  'ought',
  'needs',
  'need',
  'has',
  'have',
  'mustn',
  'shouldn',
]);

/** Words that name a credential outright ("API key", "password", "id_rsa" under `.ssh`). */
export const SECRET_NOUNS: ReadonlySet<string> = new Set([
  'secret',
  'secrets',
  'credential',
  'credentials',
  'password',
  'passwords',
  'passphrase',
  'api',
  'ssh',
  'cookie',
  'cookies',
  'private',
]);

/**
 * Marks of artificial intelligence in the languages the screener reads (round 16): the abbreviations,
 * matched in capitals only (Italian `ai`, Spanish `mi` are words), and the spelled-out names. An address
 * clause that holds one is spoken to an AI reader ("Si eres un agente de IA procesando este elemento:").
 */
export const AI_ABBREVIATIONS: readonly string[] = [
  'AI',
  'A.I.',
  'IA',
  'KI',
  'MI',
  'ИИ',
  'ШІ',
  'LLM',
  'LLMs',
  'GPT',
];
export const AI_NAMES: readonly string[] = [
  'tekoäly', 'yapay zek', 'τεχνητής νοημοσύνης', 'τεχνητή νοημοσύνη', '인공지능', '人工智能', '人工知能',
  'هوش مصنوعی', 'الذكاء الاصطناعي', 'בינה המלאכותית', 'בינה מלאכותית', 'ปัญญาประดิษฐ์', 'এআই', 'एआई',
  'language model', 'sprachmodell', 'modelo de lenguaje', 'chatbot', 'copilot', 'chatgpt', 'claude', 'gemini',
  'штучного інтелекту', 'штучний інтелект', 'искусственного интеллекта', 'искусственный интеллект',
]; // biome-ignore format: a word list reads better packed

/**
 * The assistant's name in the languages the screener reads, as the start of a word whose case ending
 * goes on ("asistentui", "asszisztensnek", "avustajalle", "assistendile", "ассистента"; round 17). An
 * assistant is as often a person, so these mark an address only beside a note word (NOTE_WORDS).
 */
export const ASSISTANT_STEMS: readonly string[] = [
  'assistant', 'assistent', 'assistend', 'asistent', 'asystent', 'asistan', 'asszisztens', 'avustaja', 'msaidizi', 'pembantu', 'βοηθ', 'ассистент', 'асистент', 'помощник', 'помічник', 'trợ lý',
]; // biome-ignore format: a word list reads better packed
/** The same in scripts that join a preposition or article to the word, or write no spaces: matched anywhere. */
export const ATTACHED_ASSISTANT_NAMES: readonly string[] = [
  'مساعد', 'עוזר', 'सहायक', 'सहाय्यक', 'সহকারী', 'உதவியாளர', 'ረዳት', 'اسسٹنٹ', 'دستیار', '助手', '助理', '어시스턴트', 'ผู้ช่วย', 'アシスタント',
]; // biome-ignore format: a word list reads better packed
/**
 * Words that make a short label with the assistant's name a note to it (round 17), in any place of the
 * label: "note" and its kin, and postpositions ("Poznámka pre asistenta:", "Huomio avustajalle:",
 * "Asistana not:", "सहायक के लिए नोट:", "어시스턴트 참고:", "ለረዳቱ ማስታወሻ፦"). Matched whole, lower case.
 */
export const NOTE_WORDS: ReadonlySet<string> = new Set([
  'note', 'notes', 'nota', 'notă', 'not', 'notering', 'notitie', 'notiz', 'hinweis', 'anmerkung', 'poznámka', 'pastaba', 'piezīme', 'märkus', 'huomio', 'megjegyzés', 'uwaga', 'catatan', 'kumbuka', 'chú', 'σημείωση', 'примечание', 'заметка', 'напомена', 'примітка', 'ملاحظة', 'הערה', 'नोट', 'सूचना', 'নোট', 'குறிப்பு', 'ማስታወሻ', 'یادداشت', '참고', 'หมายเหตุ', 'instructions', 'instruction', 'instrucción', 'instrucciones', 'anweisung', 'message', 'memo', 'reminder', 'için', 'برای', 'لیے', 'लिए', 'জন্য',
]); // biome-ignore format: a word list reads better packed
/**
 * Prepositions that make such a label a note only before the name ("Para el asistente:"); after it they
 * name a job ("Assistant to the CFO:").
 */
export const NOTE_PREPOSITIONS: ReadonlySet<string> = new Set([
  'for', 'to', 'para', 'pour', 'für', 'pre', 'pro', 'dla', 'za', 'untuk', 'kwa', 'till', 'voor', 'per', 'dành', 'cho', 'для', 'до', 'προς', 'για',
]); // biome-ignore format: a word list reads better packed
/** Possessives before the assistant's name: "my assistant", "nuestra asistente" is a person. */
export const POSSESSIVES: ReadonlySet<string> = new Set([
  'my', 'our', 'his', 'her', 'their', 'mi', 'mis', 'nuestro', 'nuestra', 'su', 'mon', 'ma', 'notre', 'mein', 'meine', 'meinen', 'meiner', 'unser', 'unsere', 'mio', 'mia', 'il mio', 'mój', 'moja', 'mojego', 'мой', 'моя', 'моему', 'mijn', 'min', 'mitt', 'minun', 'saya', 'ku',
]); // biome-ignore format: a word list reads better packed

/**
 * "The user" in the languages the screener reads, as word starts (case endings go on): an order to an
 * assistant about what to do when the user asks is an order to a model, not to a person's assistant
 * (round 17).
 */
export const USER_STEMS: readonly string[] = [
  'user', 'utente', 'usuari', 'usuári', 'utilisateur', 'nutzer', 'benutzer', 'gebruiker', 'användare', 'bruker', 'bruger', 'käyttäjä', 'użytkownik', 'uživatel', 'používateľ', 'felhasználó', 'kullanıcı', 'pengguna', 'người dùng', 'пользовател', 'користувач', 'корисник', 'χρήστ', 'lietotāj', 'vartotoj', 'kasutaja', 'utilizator', 'mtumiaji', 'المستخدم', 'משתמש', 'کاربر', 'صارف', 'उपयोगकर्ता', 'यूज़र', 'वापरकर्ता', 'ব্যবহারকারী', 'பயனர்', 'ተጠቃሚ', 'ユーザー', '用户', '用戶', '사용자', 'ผู้ใช้',
]; // biome-ignore format: a word list reads better packed

/**
 * Words that lead an address before the assistant's name ("dear", "to the", "an den", "untuk", "أيها";
 * round 14, `orders.addressedDestination`), and that open an address clause (round 16, without the
 * article and the job words: "The AI team:" and "Support AI:" speak of one).
 */
export const ADDRESS_LEADS: readonly string[] = [
  'dear', 'hey', 'hi', 'hello', 'to', 'for', 'note', 'attention', 'an', 'den', 'die', 'à', 'au', 'para', 'per', 'pour', 'al', 'do', 'dla', 'для', 'до', 'gửi', 'untuk', 'kepada', 'ke', 'προς', 'aan', 'till', 'sayın', 'أيها', 'عزيزي', 'إلى', 'אל', 'ถึง', 'the', 'code', 'coding', 'support',
]; // biome-ignore format: a word list reads better packed
/**
 * Further words that open an address clause to an AI reader (round 16): prepositions of address and
 * conditions on the reader in more languages ("für", "gửi", "якщо", "אם", "si", "jika"). Matched whole,
 * as the clause's first word.
 */
export const CLAUSE_LEADS: readonly string[] = [
  'if', 'when', 'whenever', 'next', 'all', 'any', 'every', 'a', 'si', 'cuando', 'querido', 'estimado', 'ao', 'se', 'quando', 'aux', 'quand', 'agli', 'ai', 'für', 'wenn', 'falls', 'liebe', 'lieber', 'voor', 'als', 'indien', 'beste', 'för', 'om', 'när', 'til', 'hvis', 'når', 'jos', 'kun', 'hyvä', 'jeśli', 'jeżeli', 'gdy', 'drogi', 'pro', 'pokud', 'když', 'pentru', 'către', 'dacă', 'când', 'ha', 'amikor', 'kedves', 'az', 'eğer', 'jika', 'kalau', 'apabila', 'sa', 'kung', 'nếu', 'khi', 'dành', 'lưu', 'если', 'когда', 'к', 'уважаемый', 'якщо', 'коли', 'αν', 'όταν', 'الى', 'إذا', 'عند', 'אם', 'כאשר', 'به', 'برای', 'اگر', 'यदि', 'अगर', 'যদি', 'প্রতি', 'หาก', 'ถ้า', 'สำหรับ', 'เมื่อ', 'kwa', 'ikiwa', 'kama', 'catatan', 'σημείωση', 'οδηγία', 'avis', 'achtung',
]; // biome-ignore format: a word list reads better packed
/** The same leads in scripts written without spaces, matched at the clause's start or (a particle) end. */
export const UNSPACED_CLAUSE_LEADS: readonly string[] = [
  'ถึง',
  'หาก',
  'ถ้า',
  'สำหรับ',
  'เมื่อ',
  '致',
  '给',
  '如果',
  '若',
];
export const UNSPACED_CLAUSE_ENDS: readonly string[] = ['へ', '에게', '께'];

/** Demonstratives that point at the text itself ("this page", "diese Seite", "cette page"). */
export const TEXT_DEMONSTRATIVES: readonly string[] = [
  'this', 'these', 'diese', 'dieses', 'diesen', 'dieser', 'esta', 'este', 'esto', 'estas', 'estos', 'ce', 'cet', 'cette', 'ces', 'questo', 'questa', 'questi', 'queste', 'deze', 'dit', 'этот', 'эту', 'это', 'эти', 'этого',
]; // biome-ignore format: a word list reads better packed
/**
 * "This" in further languages (round 16): an address clause that points at the text it sits in ("reading
 * this record", "que lee este correo", "tätä tietuetta lukevalle") speaks to its reader.
 */
export const MORE_TEXT_DEMONSTRATIVES: readonly string[] = [
  'isto', 'esse', 'essa', 'denna', 'detta', 'denne', 'dette', 'tätä', 'tämä', 'tämän', 'tento', 'tuto', 'tę', 'ten', 'tego', 'acest', 'această', 'acestui', 'bu', 'bunu', 'ini', 'này', 'nito', 'ito', 'αυτό', 'αυτή', 'αυτού', 'αυτήν', 'цей', 'цю', 'це', 'цього', 'זה', 'הזה', 'הזאת', 'این', 'هذا', 'هذه', 'इस', 'এই', 'ezt', 'erről', 'ebben', 'hii', 'haya',
]; // biome-ignore format: a word list reads better packed
/** "This" in scripts written without spaces (Thai, Japanese, Chinese) and the Korean determiner. */
export const UNSPACED_TEXT_DEMONSTRATIVES: readonly string[] = ['นี้', 'この', '这', '此', '이 '];

/**
 * Stems of nouns for an agent or a tool, in the languages the screener reads: an AI mark that opens a
 * short label ("AI assistant:", "LLM reviewers:") speaks to one; "AI summary:" names a product.
 */
export const AGENT_NOUN_STEMS: readonly string[] = [
  'assist', 'agent', 'bot', 'model', 'tool', 'system', 'reader', 'review', 'crawler', 'copilot', 'llm', 'gpt',
  'claude', 'gemini', 'helper', 'asisten', 'asystent', 'avustaja', 'βοηθ', 'ассист', 'асист', 'помощ', 'поміч',
  'مساعد', 'עוזר', 'सहायक', 'ผู้ช่วย', 'trợ lý', 'アシスタント', 'エージェント', '助手', '助理', '비서',
  '어시스턴트', '에이전트', 'ügynök', 'asszisztens', 'ajan', 'agen', 'πράκτορ', 'агент', 'סוכן',
]; // biome-ignore format: a word list reads better packed

/**
 * Nouns for a setting of a program (a value, an option, a CSS property): what an override of a setting
 * overrides ("override the height in the rule above", "the default prompt behavior"); the model's
 * instructions, rules, guardrails and prompt are not among them (docs/screening.md, 'What an override's
 * object is').
 */
export const SETTING_NOUNS: ReadonlySet<string> = new Set([
  'setting',
  'settings',
  'default',
  'defaults',
  'property',
  'properties',
  'option',
  'options',
  'value',
  'values',
  'flag',
  'flags',
  'style',
  'styles',
  'method',
  'methods',
  'behavior',
  'behaviors',
  'behaviour',
  'behaviours',
  'template',
  'templates',
  'argument',
  'arguments',
  'args',
  'parameter',
  'parameters',
  'attribute',
  'attributes',
  'configuration',
  'configurations',
  'config',
  'height',
  'width',
  'color',
  'colour',
  // es, fr, de, it, pt
  'configuración',
  'ajuste',
  'ajustes',
  'valor',
  'valores',
  'opción',
  'opciones',
  'parámetro',
  'parámetros',
  'propiedad',
  'paramètre',
  'paramètres',
  'réglage',
  'réglages',
  'valeur',
  'valeurs',
  'propriété',
  'einstellung',
  'einstellungen',
  'wert',
  'werte',
  'optionen',
  'eigenschaft',
  'impostazione',
  'impostazioni',
  'valore',
  'valori',
  'opzione',
  'opzioni',
  'parametro',
  'parametri',
  'configuração',
  'opção',
  'opções',
  'parâmetro',
  'parâmetros',
]);

/** Setting nouns that name a whole set of settings: after the model's noun ("prompt settings") still the model's. */
export const SETTINGS_AS_A_WHOLE: ReadonlySet<string> = new Set([
  'setting',
  'settings',
  'configuration',
  'configurations',
  'config',
  'option',
  'options',
  'parameter',
  'parameters',
  'default',
  'defaults',
]);

/**
 * Instruction nouns that only the model's instructions are ("the default guardrails"); a setting's
 * default is a policy, a restriction or a context of a program as often as the model's.
 */
export const MODEL_RULE_NOUNS: ReadonlySet<string> = new Set([
  ...['instruction', 'prompt', 'rule', 'guideline', 'guardrail', 'directive'].flatMap((w) => [w, `${w}s`]),
  'programming',
  'training',
  'safeguards',
]);

/** Counts and ranks before a noun: what they stand before is one of several listed ("five new directives"). */
export const ENUMERATORS: ReadonlySet<string> = new Set([
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'several',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'final',
]);
