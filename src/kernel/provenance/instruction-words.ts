// The one vocabulary of the provenance layer: what marks text as an instruction to its reader, and
// what marks a value as a labelled field of a record rather than part of a sentence.

// The order and world verbs, and the words that lead an order, are views of the one act-verb table (act-verbs.ts).
export { DOCUMENT_ORDER_VERBS, ORDER_LEADS, ORDER_VERBS, WORLD_VERBS } from '../act-verbs.js';

/** Phrases that ask the reader to act wherever they stand in a sentence. */
export const REQUEST_PHRASES: readonly string[] = [
  'please', 'kindly', 'you must', 'you should', 'you need to', 'you have to', 'make sure', 'be sure to',
  "don't forget", 'do not forget', 'remember to', 'i need you to', 'i want you to', "i'd like you to",
  'i would like you to', 'your task', 'your next task', 'before you', 'after you', 'instead of',
  'ignore', 'as soon as', 'immediately', 'urgent', 'asap', 'it is important', 'important:', 'todo',
  'the following first', 'do the following', 'could someone', 'can someone', 'could you', 'can you',
  'would you',
  // Round 32: a third party said to need the reader to act ("our bank needs you to text ... to 89922").
  'needs you to', 'need you to', 'wants you to', 'requires you to', 'asks you to',
]; // biome-ignore format: a phrase list reads better packed

/**
 * Round 59: the relatives whose account a result may name for the party the user pays ("pay into his
 * cousin's account until his own is open", Polish "na rachunek mojego brata"): the money goes to someone
 * the errand never named, so the account is a replacement, pointed document or not (REDIRECT_PHRASES).
 * Each English form opens with a blank, so `son's` is not read inside `person's`.
 */
const KIN = [
  'brother', 'sister', 'cousin', 'son', 'daughter', 'mother', 'father', 'mum', 'mom', 'dad', 'uncle',
  'aunt', 'auntie', 'nephew', 'niece', 'husband', 'wife', 'friend', 'grandson', 'granddaughter',
  'boyfriend', 'girlfriend', 'flatmate', 'roommate', 'brother-in-law', 'sister-in-law',
]; // biome-ignore format: a word list reads better packed
const KIN_ACCOUNTS: readonly string[] = KIN.flatMap((k) =>
  ["'s account", '’s account', "'s card", '’s card', "'s iban", '’s iban', "'s bank", '’s bank'].map(
    (s) => ` ${k}${s}`,
  ),
);

/**
 * The same in the languages the go-between list holds, each an account's noun before the relative (a
 * relative alone is no account: "les frais de scolarité de mon fils", a son's school fee, is the errand).
 */
const KIN_ABROAD: readonly (readonly [readonly string[], readonly string[]])[] = [
  [
    ['rachunek ', 'rachunku ', 'konto ', 'konta ', 'kartę ', 'karta ', 'karty '],
    ['mojego brata', 'mojej siostry', 'mojego kuzyna', 'mojej kuzynki', 'mojego syna', 'mojej córki',
     'mojego męża', 'mojej żony', 'mojego ojca', 'mojej matki', 'mojej mamy', 'mojego taty',
     'mojego wujka', 'mojej cioci', 'mojej partnerki', 'mojego partnera', 'mojego kolegi',
     'mojej koleżanki', 'brata', 'siostry', 'kuzyna', 'kuzynki'],
  ],
  [
    ['konto ', 'karte '],
    ['meines bruders', 'meiner schwester', 'meines cousins', 'meiner cousine', 'meines sohnes',
     'meiner tochter', 'meines mannes', 'meiner frau', 'meines vaters', 'meiner mutter', 'meines onkels',
     'meiner tante', 'meines partners', 'meiner partnerin', 'meines freundes', 'meiner freundin'],
  ],
  [
    ['compte de ', 'carte de ', 'iban de '],
    ['mon frère', 'ma sœur', 'ma soeur', 'mon cousin', 'ma cousine', 'mon fils', 'ma fille', 'mon mari',
     'ma femme', 'mon père', 'ma mère', 'mon ami', 'mon amie'],
  ],
  [
    ['cuenta de ', 'tarjeta de '],
    ['mi hermano', 'mi hermana', 'mi primo', 'mi prima', 'mi hijo', 'mi hija', 'mi marido', 'mi esposo',
     'mi esposa', 'mi mujer', 'mi padre', 'mi madre', 'mi amigo', 'mi amiga'],
  ],
  [
    ['conto di ', 'carta di '],
    ['mio fratello', 'mia sorella', 'mio cugino', 'mia cugina', 'mio figlio', 'mia figlia', 'mio marito',
     'mia moglie', 'mio padre', 'mia madre', 'un mio amico', 'una mia amica'],
  ],
  [
    ['conta do ', 'conta da ', 'cartão do ', 'cartão da '],
    ['meu irmão', 'minha irmã', 'meu primo', 'minha prima', 'meu filho', 'minha filha', 'meu marido',
     'minha mulher', 'minha esposa', 'meu pai', 'minha mãe'],
  ],
  [
    ['rekening van '],
    ['mijn broer', 'mijn zus', 'mijn neef', 'mijn nicht', 'mijn zoon', 'mijn dochter', 'mijn man',
     'mijn vrouw', 'mijn vriend', 'mijn vriendin'],
  ],
]; // biome-ignore format: a word list reads better packed
const KIN_ACCOUNTS_ABROAD: readonly string[] = KIN_ABROAD.flatMap(([nouns, kin]) =>
  nouns.flatMap((n) => kin.map((k) => n + k)),
);

/**
 * Phrases that announce a replacement destination ("our account has moved to ...", "New IBAN: ..."):
 * stated as news, they still tell the reader to act on the value instead of the one it knew, so a value
 * in such a sentence, or under such a label, counts as ordered.
 */
export const REDIRECT_PHRASES: readonly string[] = [
  'new iban', 'new account', 'new address', 'new email', 'new e-mail', 'new number', 'new bank',
  'new payment', 'new details', 'new contact', 'new url', 'new link', 'new domain', 'new server',
  'updated iban', 'updated account', 'updated address', 'updated bank', 'updated details',
  'changed to', 'has changed', 'have changed', 'has moved', 'have moved', 'moved to', 'is now',
  'are now', 'now placed', 'now handled', 'now hosted', 'now lives', 'now at ', 'now use', 'from now on',
  'going forward', 'no longer', 'instead', 'replaced by', 'replaces', 'redirected', 'stops working',
  'old one', 'use this', 'use the following', 'correct iban', 'correct account', 'correct address',
  'old account', 'old iban', 'old address', 'old number', 'previous account', 'previous address',
  'former account', 'no longer valid', 'not valid anymore', 'will be returned', 'will bounce',
  'nicht mehr', 'neue iban', 'neues konto', "n'est plus", 'nouveau compte', 'nouvelle adresse',
  'ya no', 'nueva cuenta', 'non è più', 'nuovo conto', 'correction', 'corrected', 'use that one',
  'use this one', 'not set up', 'rather than', 'the right one', 'wrong address', 'wrong account',
  'plutôt', 'à la place', 'stattdessen', 'en su lugar', 'en lugar de', 'invece', 'in plaats van',
  'details changed', 'account changed', 'iban changed', 'bank changed', 'address changed', 'had a typo',
  'typo in', "isn't active", 'not active', 'is locked', 'locked out',
  'for now', 'moved bank', 'changed bank', 'switched bank', 'meanwhile', 'in the meantime',
  'takes all bookings', 'temporarily closed', 'closed for', 'moves to', 'moving to', 'switching to',
  'switches to', 'was migrated', 'been migrated', 'migrated to', 'is suspended', 'was suspended',
  'account suspended', 'use that', 'exclusively by', 'exclusively through', 'operated as', 'operates as',
  'rebranded', 'rebranding',
  // Round 38: an account said to be closing, every payment now elsewhere ("retainer account closing; all
  // payments now to ..."), as "account closed" is.
  'account closing', 'account is closing', 'account will close', 'payments now to', 'payments now go to',
  // Round 38: a chat account that stands in for its owner's other one ("please DM fuel numbers here, using
  // this account for ops this week", "the dotted one is my old login", "my main one is logged out").
  'using this account', 'use this account', 'my main one', 'my main account', 'my usual account',
  'my other account', 'old login', 'logged out',
  // An error that names where to send the call again names a replacement (round 17).
  'retry', 'try again with', 'try again at', 'did you mean',
  // Round 20: a place that alone takes the booking or the payment ("rate guaranteed only at X, book
  // there", "book via X for 20% off", "reserve under that name or the booking is void"; German "nur
  // noch Zahlungen an ..., Zahlungen an das alte Konto werden retourniert").
  'guaranteed only', 'book there', 'book via', 'book through', 'reserve there', 'reserve via',
  'reserve under', 'book under', 'booking is void', 'bookings are handled by', 'nur noch',
  'werden retourniert', 'wird retourniert',
  // Round 25: a handover to someone else ("Lena will handle it from here - reach her at ..."), and a
  // new place named by what it is besides an address or account ("This is my new handle").
  'handle it from here', 'take it from here', 'takes it from here', 'from here on out',
  'from here onwards', 'will take over', 'taking over from', 'takes over from', 'new handle',
  'new username', 'new user name', 'new mailbox', 'change of bank', 'change of account',
  'change of address', 'change of iban', 'change of payee', 'change of details', 'by our sister',
  'to our sister', 'out of office', ' is ooo', 'addresses bounce', 'address bounces', 'account closed',
  'account is closed', 'account was closed', 'account has been closed', 'neue bank',
  // The same in the other languages users and their correspondents write (round 15), as written.
  // German
  'ausschließlich über', 'ausschliesslich über', 'nur noch über', 'neue bankverbindung',
  'neue kontoverbindung', 'neue adresse', 'neue e-mail', 'hat sich geändert', 'haben sich geändert',
  'geändert auf', 'umgestellt auf', 'anstatt', 'künftig', 'ab jetzt', 'firmiert als', 'heißt jetzt',
  // French
  'nouvel iban', 'nouvelles coordonnées', 'a changé', 'ont changé', 'désormais', 'dorénavant',
  'à partir de maintenant', 'exclusivement', 'uniquement via', 'remplacé par', 'au lieu de',
  'ancien compte', 'ancienne adresse', 'opère sous',
  // Spanish
  'nuevo iban', 'nueva dirección', 'nuevos datos', 'ha cambiado', 'han cambiado', 'cambiado a',
  'a partir de ahora', 'de ahora en adelante', 'exclusivamente', 'únicamente a través', 'cuenta antigua',
  'datos correctos', 'cuenta correcta', 'ahora se llama', 'renombrad', 'opera como', 'nombre antiguo',
  // Italian
  'nuovo iban', 'nuovo indirizzo', 'è cambiato', 'sono cambiati', "d'ora in poi", "d'ora in avanti",
  'esclusivamente', 'al posto di', 'vecchio conto', 'dati corretti', 'conto corretto', 'opera come',
  // Portuguese
  'novo iban', 'nova conta', 'novo endereço', 'novos dados', 'dados corretos', 'iban correto',
  'conta correta', 'desatualizad', 'a partir de agora', 'daqui em diante', 'em vez de', 'já não',
  'não está mais', 'conta antiga', 'opera como', 'nome antigo', 'banco mudou', 'conta mudou',
  'mudou de banco', 'mudamos de banco', 'mudámos de banco', 'trocamos de banco', 'novo banco',
  'novo número',
  // Dutch
  'nieuwe rekening', 'nieuw rekeningnummer', 'nieuw iban', 'nieuw adres', 'nieuw e-mailadres',
  'vanaf nu', 'voortaan', 'overstap naar', 'is gewijzigd', 'zijn gewijzigd', 'gewijzigd naar',
  'niet meer', 'uitsluitend', 'oude rekening', 'gewijzigd', 'heet nu', 'opereert als',
  // Polish
  'nowy numer konta', 'nowe konto', 'nowy rachunek', 'nowy adres', 'od teraz', 'zmienił się',
  'zmieniło się', 'już nie', 'wyłącznie', 'zamiast', 'stare konto', 'realizuje',
  // Indonesian and Malay (round 25: "Rekening saya ganti ya, kirim ke ...", "Mulai bulan ini
  // pembayaran ke rekening ..."), whose acts the reader has known since round 19
  ' ganti ', 'diganti', 'sudah ganti', 'ganti rekening', 'ganti nomor', 'rekening baru', 'nomor baru',
  'alamat baru', 'akaun baru', 'tidak lagi', 'bukan lagi', 'tidak berlaku', 'mulai sekarang',
  'mulai hari ini', 'mulai minggu ini', 'mulai bulan ini', 'sebagai gantinya', 'pindah ke',
  // Japanese, Chinese
  'に変更', '変更いたします', '変更しました', '変更になりました', '新しい口座', '新口座', '旧口座',
  '新しいアドレス', '今後は', '代わりに', 'のみ受け付け', 'からのみ', '移転しました', '新账户', '已更改',
  '改为', '今后', '从现在起', '仅通过',
  // Round 25: Portuguese "our bank changed", Indonesian "my account changed", "from this month", Hungarian,
  // Greek, Turkish, Czech, Finnish, Swedish, Russian "new account" and "changed", as written
  'banco mudou', 'mudou de banco', 'conta mudou', 'mudamos de banco', 'rekening baru', 'ganti rekening',
  'rekening saya ganti', 'mulai bulan ini', 'mulai sekarang', 'új számla', 'új bankszámla',
  'megváltozott', 'νέος λογαριασμός', 'νέο λογαριασμό', 'νέο iban', 'άλλαξε τράπεζα', 'άλλαξε λογαριασμό',
  'yeni hesap', 'yeni iban', 'hesabımız değişti', 'nový účet', 'nové číslo účtu', 'změnil', 'uusi tili',
  'tilinumero on vaihtunut', 'nytt konto', 'nytt kontonummer', 'новый счёт', 'новый счет', 'новые реквизиты',
  'реквизиты изменились',
  // Round 26: payments sent on through another account ("the dean asked that tranche 1 be routed via the
  // faculty holding account", "From December, subaward payments are routed via ..."), a procedure announced
  // as new (an order dressed as the institution's own), a start in time the way "from now on" is
  // (Italian "da questo semestre"), Italian "updated coordinates", Swahili "instead of" and "new account".
  'routed via', 'routed through', 'rerouted', 'new procedure', 'updated procedure', 'revised procedure',
  'nuevo procedimiento', 'nueva política de pago', 'nuova procedura', 'nouvelle procédure',
  'neues verfahren', 'from this month', 'from this semester', 'from this quarter', 'from next month',
  'starting this month', 'starting next month', 'as of this month', 'a partir de este mes',
  'da questo mese', 'da questo semestre', 'da questo trimestre', "da quest'anno", 'dal prossimo mese',
  'coordinate aggiornate', 'nuove coordinate', 'badala ya', 'akaunti mpya', 'kadi mpya', 'namba mpya',
  'anwani mpya',
  // Round 28: accounts merged into one ("registry accounts consolidated, from December remit to ...").
  'accounts consolidated', 'accounts have been consolidated', 'accounts were consolidated', 'consolidated into',
  'accounts merged', 'merged into',
  // Round 32: a one-off destination ("this time transfer to ...", Dutch "deze keer overmaken naar ..."), an
  // account said to be blocked, a payment that now goes another way ("now pay via regional account ..."),
  // a vehicle swapped for another ("due to a swap, collect vehicle ...").
  'this time', 'deze keer', 'dit keer', 'diesmal', 'dieses mal', 'cette fois', 'esta vez', 'questa volta',
  'desta vez', 'tym razem', 'is blocked', 'is geblokkeerd', 'even geblokkeerd', 'ist gesperrt',
  'est bloqué', 'está bloqueada', 'está bloqueado', 'è bloccato', 'now pay via', 'now pay to',
  'now pay into', 'now paid via', 'now paid to', 'now payable to', 'now payable via', 'due to a swap',
  'was swapped', 'been swapped', 'swapped to', 'swapped for', 'replacement vehicle', 'substitute vehicle',
  // Round 33: an account said to be frozen ("my account's frozen so pay it to ..."), a channel that posts
  // now go to ("announcements now go in #...; the old channel is archived"), and "new account", "old
  // account", "we changed banks", "no longer used" in the languages round 31's set wrote that the list
  // lacked (Tagalog, Lithuanian) and their neighbours users write (Latvian, Estonian, Romanian, Croatian
  // and Serbian, Danish and Norwegian, Swedish, Finnish, Vietnamese, Hindi, Bengali, Arabic, Hebrew,
  // Persian, Ukrainian, Korean, Thai, Catalan, Welsh), as written (lower-cased, not folded).
  'is frozen', 'was frozen', 'been frozen', "'s frozen", '’s frozen', 'account frozen', 'frozen account',
  'now go in', 'now goes in', 'now go to #', 'now goes to #', 'old channel', 'channel is archived',
  'lumipat na kami ng bangko', 'lumipat ng bangko', 'lumipat kami', 'bagong account', 'bagong bangko',
  'bagong numero', 'hindi na ginagamit', 'dating account', 'sa halip',
  'naują sąskaitą', 'nauja sąskaita', 'naujos sąskaitos', 'naujoje sąskaitoje', 'senoji sąskaita',
  'senąją sąskaitą', 'sena sąskaita', 'sąskaita uždaryta', 'pasikeitė', 'nuo šiol',
  'jaunais konts', 'jauns konts', 'jauno kontu', 'jaunu kontu', 'vecais konts', 'turpmāk',
  'uus konto', 'uuele kontole', 'vana konto', 'edaspidi',
  ' cont nou', 'contul nou', 'noul cont', 'noul iban', 'contul vechi', 's-a schimbat', 'de acum înainte',
  'novi račun', 'nov račun', 'novi broj računa', 'novi iban', 'stari račun', 'od sada',
  ' ny konto', 'nyt kontonummer', 'nye konto', 'gamle konto', 'fra nu af', 'fra nå av', 'nya kontot',
  'nytt bankkonto', 'gamla kontot', 'från och med nu', 'uudelle tilille', 'uusi tilinumero', 'vanha tili',
  'tài khoản mới', 'đổi tài khoản', 'đổi ngân hàng', 'tài khoản cũ', 'नया खाता', 'नए खाते', 'नया अकाउंट',
  'पुराना खाता', 'নতুন অ্যাকাউন্ট', 'নতুন একাউন্ট', 'নতুন হিসাব', 'পুরোনো অ্যাকাউন্ট', 'حساب جديد',
  'الحساب الجديد', 'الحساب القديم', 'חשבון חדש', 'החשבון החדש', 'החשבון הישן', 'حساب جدید',
  'новий рахунок', 'нові реквізити', '새 계좌', '새로운 계좌', '계좌가 변경', '계좌 변경', 'บัญชีใหม่',
  '新帳戶', '新賬戶', '新帐户', 'compte nou', 'nou compte', 'cyfrif newydd',
  // Round 33: money asked to go to another account of the writer's, or of someone close ("tips to
  // @sam_cover2 please, that's my savings one", "pay it to my partner's").
  'my savings one', 'my savings account', 'my other account', 'my other one', 'my second account',
  'my alt account', "to my partner's", 'to my partner’s', "to my wife's", "to my husband's",
  "my partner's account", 'my partner’s account',
  // Round 34: a debt said handed to a collector ("this account has been passed to our recovery partner.
  // Pay ONLY to ..."), payments a named party alone now accepts (Czech "od prosince zálohy přijímá pouze
  // naše rezervační centrum ..."), and a writer's personal account ("I'm on my personal account @... this
  // week, send criticals there"): each names the replacement the reader should pay or write to.
  'passed to our', 'been passed to', 'handed over to our', 'been handed over to', 'been transferred to our',
  'been assigned to our', 'recovery partner', 'collection agency', 'collections agency', 'debt collector',
  'collections partner', 'recovery agency', 'debt recovery', 'inkassobüro', 'an ein inkasso',
  'recouvrement', 'agencia de cobro', 'agenzia di recupero',
  'accepted only by', 'accepts only', 'only accepts', 'only accepted by', 'accepted exclusively',
  'přijímá pouze', 'přijímáme pouze', 'přijímá jen', 'přijímáme jen', 'pouze na účet', 'pouze na náš',
  'nové číslo', 'nový bankovní účet', 'od nynějška', 'prijíma iba', 'prijímame iba', 'prijíma len',
  'iba na účet',
  'my personal account', 'my private account', 'my personal email', 'my private email',
  'my personal number', 'my private number', 'my personal one', 'my private one',
  // Round 34: a package or a project said to go by another name now ("hl7-lite is now published as
  // @hl7-lite-next/parser (the old name is frozen)", "deprecated in favour of ...").
  'renamed to', 'been renamed', 'published as', 'now published under', 'old name', 'new name',
  'in favour of', 'in favor of', 'superseded by', 'successor package', 'is deprecated, use',
  // Round 35: invoices sold on to a factor ("retention invoices assigned to our factoring partner ..., pay
  // IBAN ..."), a payee said renamed ("Apex Scaffold-Hire Ltd (formerly Apex Scaffold Hire) ... IBAN",
  // "Pay Keystone Mortgage Services (new trading name), IBAN ..."), and a person said away with their
  // messages sent to someone else ("Gary is off this month – lift texts go to cover engineer on ...").
  'assigned to our', 'assigned to a factor', 'factoring partner', 'factoring company', 'factoring agent',
  'our factor ', 'formerly ', 'previously known as', 'trading name', 'now trading as', 'new trading',
  'is off this', 'is off until', 'is off today', 'is off for', 'is on leave', 'is away until',
  'is away this', 'texts go to', 'calls go to', 'messages go to', 'covering for', 'cover engineer',
  'standing in for', 'stands in for',
  // Round 36: an account said under review or moved with a stand-in meanwhile ("Our usual IBAN ... is under
  // review; until then use ...", "TollPass: account moved, next top-ups to ..."), payments a party says may
  // only go one way ("payouts can only go to a verified energy wallet; use ..."), invoices handed to a factor
  // ("go to our factoring account"), a phone said lost ("lost phone in June – texts to ... until further
  // notice"), and Spanish, Portuguese, French, German and Korean "is now" ("Depósito ahora se paga a nuestro
  // agente", "예약은 이제 ...가 대행합니다": bookings are now handled by ...).
  'under review', 'until then', 'until further notice', 'in the interim', 'account moved', 'iban moved',
  'bank moved', 'details moved', 'can only go to', 'can only be paid', 'can only be sent', 'may only go to',
  'may only be paid', 'only be paid to', 'only be paid into', 'factoring', 'lost phone', 'lost my phone',
  'lost his phone', 'lost her phone', 'lost their phone', 'phone was stolen', 'phone stolen',
  'ahora se ', 'ahora es ', 'ahora son ', 'ahora lo ', 'ahora la ', 'agora se ', 'agora é ', 'agora são ',
  'est maintenant', 'sont maintenant', 'se fait maintenant', 'ist jetzt', 'sind jetzt', 'geht jetzt',
  'gehen jetzt', '이제 ', '대행합니다', '대행하', '변경되었습니다', '변경됐',
  // Round 37: a number said dead with a stand-in beside it ("Their new front desk line is +44 ... (the old
  // Norwegian number is out of service)", "roadside assistance now via our partner line ... (the Finnish
  // number is discontinued)"), a party that now takes something only one way ("group bookings now only at
  // 'Taberna do Cais Premium Eventos'", "collections now via acct ..."), and a rebooking a result says was
  // made ("LO3871 passengers are rebooked on LO3817"): each names the replacement the reader should use.
  'out of service', 'no longer in service', 'not in service', 'discontinued', 'now via ', 'now only at',
  'now only via', 'now only through', 'now only with', 'now only by', 'partner line', 'rebooked on',
  'rebooked to', 'rebooked onto', 'been rebooked', 'are rebooked', 'is rebooked',
  // Round 39: a stand-in number while the owner's phone is away ("temporary number while phone repaired:
  // 0871 ..."), and "new number" in the languages users write (Polish "Nowy numer od grudnia: ... - stary
  // telefon zgubiony", Tagalog "sira ang akin", mine is broken): each names the replacement to use.
  'temporary number', 'temporary phone', 'temporary mobile', 'temporary line', 'temporary account',
  'temporary address', 'temporary email', 'temp number', 'phone repaired', 'phone is being repaired',
  'phone being repaired', 'phone is broken', 'phone broken', 'phone is in repair',
  'nowy numer', 'nowy telefon', 'nowe konto', 'nowy rachunek', 'nowy adres', 'tymczasowy numer',
  'telefon zgubiony', 'zgubiłem telefon', 'zgubiłam telefon', 'neue nummer', 'neue handynummer',
  'neue telefonnummer', 'nouveau numéro', 'nuevo número', 'nuevo numero', 'nuovo numero', 'novo número',
  'novo numero', 'nieuw nummer', 'nieuwe nummer', 'yeni numara', 'yeni hesap', 'bagong numero',
  'bagong account', 'sira ang',
  // Round 40: a label marked new or changed in brackets ("Bankverbindung (neu): ... IBAN", "IBAN ES91 ...
  // (nuevo)", "Bank details (updated)"), in the languages the older entries write "new account" in.
  '(new)', '(updated)', '(changed)', '(amended)', '(revised)', '(neu)', '(neue)', '(geändert)',
  '(aktualisiert)', '(nouveau)', '(nouvelle)', '(nouvel)', '(modifié)', '(modifiée)', '(nuevo)',
  '(nueva)', '(actualizado)', '(actualizada)', '(nuovo)', '(nuova)', '(aggiornato)', '(novo)', '(nova)',
  '(atualizado)', '(nieuw)', '(nieuwe)', '(gewijzigd)', '(nowy)', '(nowe)', '(nowa)', '(ny)', '(nytt)',
  '(uusi)', '(yeni)', '(nový)', '(nové)', '(új)', '(baru)', '(bago)',
  // Round 40: payments said taken by another party now or by another company of the payee's group
  // ("premiums now collected by Yare Premium Finance, GB50 ...", "payable separately to our collection
  // agent: GB20 ...", "Payments to ... Holdings, GB46 ... (our group treasury)"), and a chat handle said
  // to be the old one ("my old handle's payments are broken - tips to cerys_j please").
  'now collected by', 'now collected via', 'now processed by', 'now received by', 'now managed by',
  'now administered by', 'now billed by', 'now taken by', 'collection agent', 'collections agent',
  'collecting agent', 'group treasury', 'our treasury', 'parent company', 'holding company',
  'old handle', 'old username', 'old user name', 'payments are broken', 'tips are broken',
  // Round 51: an account of a go-between that takes the money and passes it on (r49 "the provider's escrow
  // account ..., which passes them on to the apprentice", r48 "our holding IBAN ... (merchant escrow)",
  // "All stall payments are handled by our ticketing partner X: pay to ...", r49 "(UK sterling collection
  // account)"), as round 26's "routed via" and round 40's "collection agent" are. Bare "escrow" is none: a
  // tenancy deposit is "payable to Fulmar House Ltd escrow" (r25), the landlord's own.
  'escrow account', 'escrow iban', 'merchant escrow', 'holding account', 'holding iban', 'collection account',
  'clearing account', 'suspense account', 'transit account', 'passes them on', 'passes it on',
  'pass them on', 'pass it on', 'forwards them to', 'forwards it to', 'onward payment',
  'payments are handled by', 'payments handled by', 'payments are processed by', 'payments processed by',
  'payments are collected by', 'handled by our', 'payment partner', 'payments partner', 'billing partner',
  'ticketing partner',
  'treuhandkonto', 'sammelkonto', 'durchlaufkonto', 'weitergeleitet an', 'compte séquestre',
  'compte de passage', "compte d'attente", 'reversés à', 'cuenta puente', 'cuenta de tránsito',
  'cuenta de custodia', 'conto ponte', 'conto di transito', 'conta de custódia', 'conta transitória',
  'derdengeldenrekening', 'tussenrekening', 'rachunek powierniczy', 'rachunek przejściowy',
  // Round 52: the same go-between by two more names: a factor the seller's invoices are sold or assigned
  // to (r50 "now factors its invoices through Agri-Fin Receivables. Send payment ... to ..."; every trace
  // of the tuning sets that says factoring or assigned receivables is an attack's), and a pool account
  // that credits the party after (r50 "must go via the partner pool account ..., which then credits the
  // member"), in the languages round 51's go-between list holds.
  'factoring', 'factors its invoices', 'factors our invoices', 'factors all invoices', 'factored through',
  'invoices are assigned', 'invoices assigned to', 'receivables assigned', 'assigned its receivables',
  'notice of assignment', 'pool account', 'pooled account', 'then credits', 'which credits the',
  'abgetreten', 'forderungen abgetreten', 'affacturage', 'cession de créance', 'factoraje',
  'cesión de crédito', 'cessione del credito', 'cessão de crédito', 'cesja wierzytelności', 'faktoring',
  'poolkonto', 'compte pool', 'cuenta pool',
  // Round 59 (prov-r59): an account the document says is someone else's than the party paid: a
  // relative's (KIN_ACCOUNTS, and the same in the languages the go-between list holds), one that stands
  // in "until his own is open", a collector or booking partner that takes the money, an intermediary
  // (Finnish "maksu välittäjälle"), a fiduciary or treasury account (Italian "conto fiduciario", "conto di
  // tesoreria"). Bare "treasury" is none: a council is paid as "City of Arden Treasury" (r23).
  ...KIN_ACCOUNTS,
  'until his own', 'until her own', 'until their own', 'until my own', 'until mine is',
  ...KIN_ACCOUNTS_ABROAD,
  'inkassopartner', 'inkassodienst', 'inkassounternehmen', 'collected by our', 'booking partner',
  'reservation partner', 'finance partner', 'välittäjälle', 'välittäjän tilille', 'välittäjän kautta',
  'conto fiduciario', 'compte fiduciaire', 'cuenta fiduciaria', 'conta fiduciária', 'fiduciary account',
  'treuhänderkonto', 'conto di tesoreria', 'conto tesoreria', 'treasury account', 'treasury acct',
  'compte de trésorerie', 'cuenta de tesorería', 'conta de tesouraria',
  // Round 60 (prov-r60): the same go-between in Japanese: an agency's account ("お支払いは英国の代理店口座へ",
  // pay to the UK agency's account, r58 banking 11), a partner agency ("提携代理店"), paid through an agency.
  '代理店口座', '代理店の口座', '提携代理店', '代理店経由',
]; // biome-ignore format: a phrase list reads better packed

/**
 * Words of English prose (round 16): a sentence with none of them, and with words, is one the order
 * reader cannot vouch for (instruction.ts, `unreadProse`). Words other languages also write as words
 * (`to`, `do`, `on`, `a`, `i`, `in`, `for`, `till`, `all`: Czech, Swedish, Norwegian, Italian) are left out, so their sentences stay unread.
 */
export const ENGLISH_WORDS: ReadonlySet<string> = new Set([
  'the', 'and', 'of', 'via', 'is', 'are', 'was', 'were', 'be', 'been', 'it', 'its', 'you', 'your', 'our',
  'we', 'us', 'they', 'their', 'she', 'his', 'my', 'please', 'with', 'this', 'that', 'these', 'those',
  'from', 'will', 'can', 'could', 'would', 'should', 'must', 'have', 'has', 'had', 'not', 'any', 'or',
  'an', 'if', 'here', 'there', 'which', 'who', 'what', 'when', 'also', 'only', 'just', 'now', 'new',
  'does', 'up', 'out', 'than', 'them',
]); // biome-ignore format: a word list reads better packed

/**
 * Small words of other languages' prose that English does not write (round 16): two of them in a
 * sentence with no English word mark it as another language's even without a letter beyond ASCII
 * (Italian `il conto ... per fusione`, Spanish `los datos para el pago`). Not a vocabulary of orders:
 * only of which language a sentence is in, so one the order reader holds few words of is read as such.
 */
export const FOREIGN_WORDS: ReadonlySet<string> = new Set([
  // Italian, Spanish, Portuguese, French
  'il', 'e', 'di', 'per', 'che', 'della', 'delle', 'dei', 'del', 'gli', 'sono', 'anche', 'una', 'nel', 'alla',
  'questo', 'questa', 'el', 'y', 'los', 'las', 'que', 'para', 'por', 'este', 'esta', 'os', 'com', 'ao',
  'uma', 'seu', 'sua', 'le', 'les', 'des', 'du', 'pour', 'avec', 'est', 'et', 'une', 'nous', 'vous',
  'votre', 'notre', 'dans', 'sur',
  // German, Dutch, Swedish, Danish, Norwegian
  'der', 'das', 'und', 'mit', 'für', 'ist', 'nicht', 'ein', 'eine', 'zu', 'bei', 'wir', 'het', 'een',
  'en', 'van', 'voor', 'niet', 'naar', 'uw', 'och', 'att', 'det', 'som', 'är', 'med', 'av', 'inte',
  'og', 'er', 'ikke', 'til',
  // Polish, Czech, Slovak, Turkish, Indonesian
  'w', 'z', 'v', 'na', 'nie', 'się', 'jest', 'oraz', 'dla', 'je', 'se', 'že', 've', 'bir', 'bu', 'için',
  'ile', 'dan', 'yang', 'untuk', 'dengan',
]); // biome-ignore format: a word list reads better packed

/**
 * A destination announced as updated, with up to two words between or after it (round 24: "Updated
 * collection account (effective this cycle): ...", "Bank details updated: ..."), as REDIRECT_PHRASES'
 * "updated account" is; from round 25 one that changes to another ("our collection account changes to
 * ...") or was moved ("the hotel moved its email to ..."). From round 26 a
 * remit-to or remittance address updated ("Remit-to updated per carrier factoring"); from round 27 remittance
 * updated before it ("the updated remittance instructions": pay there). From round 33 an id updated ("transfer
 * to your updated ID 7741 ...") and a new account with words between ("new bookings account"). Bounded
 * pieces, no nested repeat. From round 35 a new phone ("site manager Rob has a new work phone, 07700 ..."); from
 * round 36 rent or invoices assigned to another ("Mercer Estates has assigned rent to Canal Yard Collections")
 * and a start in a season or a year ("from this season all payments ... go to"); from round 37 a start in a
 * month ("Broker: from Dec pay GB24 ...") and a new line named by whom it reaches ("new front desk line"); from
 * round 38 a month, then up to three words, then payable, paid, sent or go to ("From Dec, monitoring fees payable to ...").
 * From round 57 (prov2-r57) what is paid or sent said to go somewhere now ("sensei's travel tips now go to the
 * user ...", "my fees now go via my agency, ...", "riders' tips now go via the co-op pool handle ..."): a
 * subject word, `now` or `henceforth`, a verb of going or paying, then to, via or through (ROUTED_NOW).
 * From round 58 a bank change ("Ashgrove now banks with ...", "switched banks", "has moved its bank to").
 */
export const UPDATED_DESTINATION =
  /\b(?:updated|changed|revised|amended)\s(?:[a-z-]{1,24}\s){0,2}?(?:iban|account|bank|address|details|payee|beneficiary|remit-to|remittance|id|member id|member number)\b|\bnew\s(?:[a-z-]{1,24}\s){1,2}?(?:iban|account|bank account|bank details)\b|\bnew\s(?:(?:work|mobile|direct|office|personal|private|business|contact)\s)?(?:phone|mobile|cell)\b|\bnew\s(?:work|mobile|direct|office|personal|private|business|contact|phone|front desk|reception|booking|bookings|reservation|reservations|support|service|help|roadside|emergency|whatsapp)\s(?:number|line|phone)\b|\b(?:iban|account|bank|address|details|payee|beneficiary|remit-to|remittance)\s(?:(?:has|have)\sbeen\s|(?:was|were)\s)?(?:updated|changed|revised|amended)\b|\b(?:iban|account|bank|address|details|payee|email|e-mail)\s(?:changes|will change|is changing)\sto\b|\bassigned\s(?:(?:the|its|all|our|their)\s)?(?:rent|rents|invoices?|payments?|receivables?|debts?|account|lease|collections?|billing|fees?)\sto\b|\b(?:from|starting|as of|effective)\s(?:this|next)\s(?:season|year|week|term|cycle|billing period|period)\b|\b(?:from|starting|as of|effective)\s(?:jan|january|feb|february|mar|march|apr|april|may|jun|june|jul|july|aug|august|sep|sept|september|oct|october|nov|november|dec|december)\.?,?\s(?:on\s)?(?:pay|payments?|remit|transfers?|invoices?|premiums?|collections?|debits?|instalments?|installments?)\b|\b(?:from|starting|as of|effective)\s(?:\d{1,2}(?:st|nd|rd|th)?\s)?(?:jan|january|feb|february|mar|march|apr|april|may|jun|june|jul|july|aug|august|sep|sept|september|oct|october|nov|november|dec|december)\.?,?\s(?:[a-z-]{1,24}\s){0,3}?(?:payable|paid|go|goes|sent|remitted)\sto\b|\bmoved\s(?:its|their|our|his|her)\s(?:email|e-mail|mail|address|account|bank|domain|website|inbox|mailbox)\s|\b(?!(?:you|we|i|they|then|and|just|simply|please)\s)[a-z'’-]{2,24}\s(?:now|henceforth)\s(?:go|goes|get\spaid|gets\spaid|(?:are|is)\s(?:paid|sent|routed|collected|handled))\s(?:directly\s|straight\s)?(?:to|via|through)\s|\b(?:now|henceforth)\sbanks?\s(?:with|at)\s|\b(?:moved|switched|changed)\s(?:(?:its|their|our|his|her)\s)?banks?\b/;

/**
 * A user's turn naming a replacement destination as the one meant (round 24: "their new bank details",
 * "pay to the new account in the letter", "the corrected invoice", "they changed banks"): new, changed,
 * corrected or updated, up to two words, then a payment destination; or the destination then the verb.
 * German, French, Spanish, Italian, Portuguese, Dutch and Polish as users write them; from round 25
 * Greek ("στον νέο λογαριασμό", "άλλαξε τράπεζα"), Hungarian, Turkish, Russian, Czech, Croatian. Bounded pieces.
 * Round 59 (prov3-r59): a person's own contact after his, her or their ("his address changed", "her new
 * number"): the user acknowledges the change a result announces.
 */
export const USER_NAMES_REPLACEMENT =
  /(?:^|[^\p{L}])(?:(?:new|updated|changed|corrected|revised|amended)\s(?:[\p{L}'’-]{1,24}\s){0,2}?(?:iban|account|bank|banking|details|payee|beneficiary|invoice|sort code|routing)|(?:his|her|their)\s(?:new|updated|changed)\s(?:e-?mail\s|mobile\s|phone\s)?(?:address|e-?mail|number|phone|mobile)|(?:his|her|their)\s(?:e-?mail\s|mobile\s|phone\s)?(?:address|e-?mail|number|phone|mobile)\s(?:(?:has|have)\sbeen\s|(?:was|were|is|are)\s|has\s)?(?:changed|updated|moved)|(?:iban|account|bank|bank details|banking details|details|payee)\s(?:(?:has|have)\sbeen\s|(?:was|were|is|are)\s)?(?:changed|updated|corrected|moved)|(?:changed|switched|moved)\s(?:(?:their|his|her|its|our)\s)?banks?|neue[nrs]?\s(?:[\p{L}-]{1,24}\s)?(?:iban|konto|kontonummer|bankverbindung|kontoverbindung|rechnung)|(?:konto|bankverbindung|iban)\s(?:hat\ssich\s)?geändert|(?:nouveau|nouvel|nouvelle|nouvelles|nouveaux)\s(?:compte|iban|rib|coordonnées)|(?:nueva|nuevo|nuevos|nuevas)\s(?:cuenta|iban|datos bancarios)|(?:nuovo|nuove|nuova)\s(?:conto|iban|coordinate)|(?:nova|novo|novos|novas)\s(?:conta|iban|dados bancários)|nieuwe?\s(?:rekening|rekeningnummer|iban|bankgegevens)|now(?:y|ego|e|ym)\s(?:rachun\p{L}*|kont\p{L}*|numer\p{L}*)|ν[εέ](?:ος|ο|α|ου|οι|ες)\s(?:[\p{L}-]{1,24}\s)?(?:λογαριασμ\p{L}*|iban|τραπεζικ\p{L}*)|[αά]λλαξ\p{L}{1,3}\s(?:\p{L}{1,24}\s)?τρ[αά]πεζ\p{L}*|új\s(?:[\p{L}-]{1,24}\s)?(?:száml\p{L}*|bankszáml\p{L}*|iban)|bankot\sváltott|yeni\s(?:[\p{L}-]{1,24}\s)?(?:hesap\p{L}*|iban)|нов\p{L}{1,3}\s(?:[\p{L}-]{1,24}\s)?(?:сч[её]т\p{L}*|реквизит\p{L}*|iban)|nov\p{L}{1,3}\s(?:[\p{L}-]{1,24}\s)?(?:účet\p{L}*|ucet\p{L}*|račun\p{L}*|racun\p{L}*|iban))(?:[^\p{L}]|$)/u;

/**
 * A user's turn that keeps the destination it knew or turns the new one down ("the old account",
 * "not the new IBAN", "ignore any new bank details"): a replacement it names is no acknowledgement.
 */
export const USER_KEEPS_OLD =
  /(?:^|[^\p{L}])(?:(?:old|previous|former|existing|usual|current|same|original)\s(?:[\p{L}'’-]{1,24}\s)?(?:iban|account|bank|details|payee|number)|(?:not|don't|don’t|do not|never|ignore|without|no)\s(?:[\p{L}'’-]{1,24}\s){0,3}?(?:new|updated|changed|corrected)|alte[nms]?\s(?:konto|iban|bankverbindung)|nicht\s(?:[\p{L}-]{1,24}\s){0,3}?neue|ancien(?:ne)?\s(?:compte|iban)|(?:cuenta|conto|conta)\s(?:antigua|vecchio|antiga)|oude\s(?:rekening|iban)|star(?:y|e|ego)\s(?:rachun\p{L}*|kont\p{L}*))(?:[^\p{L}]|$)/u;

/**
 * A user's turn that says someone else made a file (round 26: "the routes CSV the contractor uploaded at
 * data/routes_dec.csv"): a party (not I, we, you) and a verb of handing over, then within the sentence a
 * path or a file name. Such a file is a third party's text, however local the tool that reads it.
 */
export const OTHERS_FILE =
  /\b(?!(?:i|we|you|i've|we've)\b)[a-z]{2,24}\s+(?:has\s+|have\s+|just\s+)?(?:uploaded|sent|shared|provided|submitted|dropped|exported|attached|forwarded|emailed|delivered)\b((?:[^.!?\n]|[.!?](?=[\w/])){0,160})/gi;

/**
 * A third party's wish for where money or a thing goes (round 31: "the care home asked that top-ups go to
 * their residents' fund, NO21 ...", round 28: "the TM asks this time's float go to his partner's account
 * ..."): reported, not ordered, yet it moves the destination as "routed via" does; from round 31's
 * second pass a wish to change or move it ("treasurer asks to change to GB12 ..."). Up to four words
 * between the wish and its verb; read lower-cased. From round 32 money for someone said to go via an account
 * ("tips for Marta go via her tip account ..."): a route a third party names, as "routed via" is.
 */
export const WISHED_DESTINATION =
  /\b(?:asks|asked|wants|wanted|requests|requested|prefers|preferred|would like)\s(?:that\s|for\s)?(?:[a-z'’-]{1,24}\s){0,4}?(?:go|goes|be sent|be paid|be transferred|be wired|be routed|be made|change|be changed|switch|be switched|move|be moved)(?:\s(?:it|them|this|that))?\s(?:to|into)\b|\b(?:tips?|payments?|fees?|donations?|gifts?|money|transfers?)\sfor\s(?:[\p{L}'’-]{1,24}\s){1,3}?(?:go|goes|should go|must go|are to go)\s(?:via|through)\b/u;

/**
 * A third party's wish that someone be added to what the user's act touches (round 36: "Carrow Mill asks
 * that their trading desk also be added: desk@..."): a request as "please add" is, read lower-cased, up to
 * four words between the wish and its verb; from round 40 five, an address among them ("Venue asks the new
 * booking manager events@... be added to any change"), and the wish presses (instruction.ts). Round 62
 * (prov2-r62): the wish's own verb in the subjunctive ("Hotel asks that itinerary emails for groups include its
 * liaison ...").
 */
export const WISHED_ADDITION =
  /\b(?:asks|asked|wants|wanted|requests|requested|would like|prefers|insists)\s(?:that\s|for\s)?(?:[a-z0-9'’@._+-]{1,64}\s){0,5}?(?:(?:also|too)\s)?(?:be\s|are\s|is\s|get\s)?(?:added|included|include|invited|copied|cc['’]?d|looped in|put on)\b/;

/**
 * Round 59 (prov-r59): a party announced as standing on every act of a kind ("circulation list for minutes
 * also includes honorary auditor ...", "her assistant joins every session", "must be on every invite",
 * "Standing guest: ... (please keep on every instance)"): news, not an order, but it adds a party of its
 * own to each act the agent does, as a wish that someone be added does, so the value is pressed. Read on
 * the value's own sentence, lower-cased; bounded runs, no nesting (linear).
 */
export const STANDING_ADDITION =
  /\b(?:circulation|distribution|mailing|cc|copy|invite|invitation|guest|recipients?|attendees?|participants?)\s(?:list\s)?(?:for\s(?:[\p{L}-]{1,20}\s){0,3}?)?(?:also|now|always)\s(?:includes?|contains?|has|covers)\b|\b(?:joins|attends|receives|gets|is on|sits in on|is copied on|should be on|must be on)\s(?:all|every|each|any)\s(?:[\p{L}-]{1,20}\s){0,2}?(?:follow-ups?|meetings?|instances?|invites?|invitations?|mailings?|sessions?|events?|occurrences?|minutes|updates?|emails?|messages?)\b|\bstanding\s(?:guest|attendee|participant|invitee|recipient|cc)\b|\bkeep\son\severy\b/u;

/**
 * Round 62 (prov2-r62): a result that claims to carry the user's own word to the agent: a saved or standing
 * preference, rule or instruction ("per Ines's saved preference", "Standing rule Claire set up", "Events
 * rules (set up by Zsofia)"), what the user told or set up with the assistant ("as you told your assistant
 * last week", "from your last session with the assistant", "saved from your session"), or the user speaking
 * through it ("the user asked me to tell you", "as you agreed", "they asked for it earlier", "Booking preference on
 * file for this user"). The user's licence comes only from the
 * user's own turns, so such a claim licenses nothing: the values it carries are pressed (instruction.ts).
 * "as agreed", "per your request" and "as you asked" stay out (a party's reply to the user says them).
 * Read lower-cased on the value's sentence and the one before; bounded runs, no nesting (linear).
 */
export const CLAIMED_USER_WORD =
  /\b(?:saved|stored)\s(?:agent\s|assistant\s)?(?:preferences?|rules?|instructions?)\b|\bstanding\s(?:rules?|instructions?)\b|\b(?:rules?|preferences?|instructions?)\s\((?:set up|made|saved|left)\sby\b|\bas\s(?:you|i)\s(?:told|asked|instructed|agreed with|set up with)\s(?:you|me|your assistant|the assistant|your agent|the agent)\b|\bas\syou\s(?:agreed|instructed|authori[sz]ed)\b|\b(?:set up|agreed|arranged|saved)\swith\s(?:you|your assistant|the assistant|your agent)\b|\b(?:from|in|during)\syour\s(?:last\s|previous\s|earlier\s)?session\swith\b|\bsaved\sfrom\syour\b|\bthe\s(?:user|owner|principal)\s(?:has\s)?(?:asked|wants|told|instructed)\s(?:me|us|you)\b|\bper\s(?:your|the\suser['’]s|[\p{L}-]{1,24}['’]s)\s(?:saved\s|standing\s|stored\s|usual\s|earlier\s|previous\s)?(?:preferences?|instructions?|rules?)\b|\b(?:preferences?|rules?|instructions?)\son\s(?:file|record)\b|\b(?:they|she|he|the user|you)\s(?:asked|requested)\sfor\sit\s(?:earlier|before|already|yesterday)\b/u;

/**
 * Round 60 (prov-r60): an item a document marks as added to its own list by someone else or beyond it
 * ("4. Also due (added by Egerton): arrears £190 to ...", "£350 (added by treasurer)", "Also due:
 * call-out insurance, £45 to ...", "# late addition (Tom): ..."): the list the user pointed to is the
 * errand; a line a third party put on it, or one the document presses as due besides, is the result
 * choosing a payee of its own, so the value is pressed (instruction.ts, beside STANDING_ADDITION). Read on
 * the value's own sentence, lower-cased; bounded runs, no nesting (linear). On every tuning set these
 * words occur only in attack traces.
 */
export const ADDED_ITEM =
  /\balso\sdue\b|\(added\sby\b|\badded\sby\s(?:the\s)?[\p{L}.-]{1,24}\)|\blate\saddition\b/u;

/**
 * A fee asked before money is released to the reader (round 33: "Para activar el desembolso, la entidad
 * debe abonar una tasa de gestión de 160 EUR a la cuenta ..."): the advance fee of a grant, prize or
 * refund that pays only after it. A fee word and a release of the reader's money in one sentence, in
 * English, Spanish, French, German, Italian and Portuguese; read lower-cased.
 */
export const ADVANCE_FEE =
  /(?:^|[^\p{L}])(?:fee|fees|charge|tasa|tarifa|comisión|cuota|frais|gebühr|bearbeitungsgebühr|commissione|tassa|taxa)(?:[^\p{L}]|$)/u;
export const RELEASES_FUNDS =
  /\b(?:release|releasing|unlock|activate|activating)\s(?:of\s)?(?:the\s|your\s|its\s)?(?:funds?|grant|award|disbursement|payout|payment|prize|winnings|refund|money)\b|(?:^|[^\p{L}])(?:activar el desembolso|liberar (?:los|el) (?:fondos|pago|importe)|débloquer (?:les fonds|le versement|la subvention)|déblocage des fonds|auszahlung freizuschalten|freigabe der (?:mittel|auszahlung)|sbloccare (?:i fondi|l'erogazione)|liberar (?:os fundos|o pagamento))(?:[^\p{L}]|$)/u;

/** Nouns of where an act goes: a replacement in a sentence that names one moves a destination. */
export const DESTINATION_NOUNS =
  /\b(?:address|addresses|mailbox|inbox|e-?mail|account|iban|bank|domain|number|contact|link|url|website|site|handle|username|user name|channel|payee)\b/;

/** Text that speaks to an AI agent as its reader: every value in such a result is under its orders. */
export const AGENT_ADDRESS =
  /\b(?:to you,? (?:claude|gpt|gemini|llama|the (?:ai|assistant|agent|model))|(?:tell|ask|have|let|get) your (?:ai |virtual |personal )?(?:assistant|agent|bot)s?\b|(?:dear|hey|hi|attention:?) (?:ai|assistant|agent|claude|chatgpt|gpt|gemini|llama|model)\b|(?:ai|llm|language model|virtual) (?:assistant|agent)s?\b[^.\n]{0,40}\b(?:must|should|need to|have to|are instructed)|the task (?:that )?i gave you|before you (?:can )?(?:solve|complete|continue|finish)|\b(?:the |dear |hey |hi |all |any )?(?:ai |automated |)(?:assistant|agent|bot|chatbot|copilot|system)s?\s*(?:should|must|need to|needs? to|has to|have to|are (?:required|instructed|asked) to|is (?:required|instructed|asked) to|will now)|(?:dear|hey|hi|attention:?|(?:note|reminder|notice|heads[- ]up|psa) (?:to|for)(?: the| any| all)?) (?:ai |automated )?(?:assistant|agent|bot|chatbot|copilot)s?\b|\bfor (?:the |any |all )?(?:ai |automated )(?:[a-z]+ )?(?:assistant|agent|bot|system|tool|reader|payer|processor)s?\b|\b(?:whoever|whatever|anyone|anybody|any(?:one|thing) that)\s+(?:is\s+)?(?:process(?:es|ing)?|read(?:s|ing)?|handl(?:es|ing)|pars(?:es|ing)|summari[sz](?:es|ing))\s+(?:this|these)\b|<\/?information>|\(system_message\)|system message:|(?<![a-z0-9])a2a\s*:|(?<!the )\b(?:next|downstream|following|receiving) (?:ai )?(?:agent|assistant|model)s?(?:\s*:|,? please\b)|new instructions?:|###\s*(?:system|instruction)|(?<=\[\s{0,3})(?:hand-?off|relay|message|note|update)\s+(?:from|by)\s+[a-z0-9_-]{0,32}(?:bot|agent|assistant)\s*\])/i;

/**
 * A tool's own output forged inside a result: a result or call frame in tags (`<function_result
 * name="get_iban">`, `<tool_response>`, `<result tool="...">`), a tool name in brackets with its output
 * after it (`[list_users result] {...}`, `[lookup_colleague] -> {...}`, from round 23 `[get_contacts]
 * result: {...}`), a REPL call (`>>> list_users(`), or `tool: lookup_colleague` over `result:`. A tool
 * name has an underscore, as the agent's tools do, so `[Note]` or `[1]` is none. What follows speaks to
 * the agent as its system would.
 */
export const FORGED_OUTPUT =
  /<\s*\/?\s*(?:function[_ -]?(?:results?|output|response|call)|tool[_ -]?(?:results?|response|output|call|use)|result\s+tool\s*=)|\[\s*[a-z][a-z0-9]*_[a-z0-9_]+(?:\s+(?:result|output|response|returned))?\s*\]\s*(?:(?:result|output|response|returned)\s*)?(?:->|=>|:|\{|\[|\n|\\n)|>>>\s*[a-z][a-z0-9]*_[a-z0-9_]*\s*\(|\btool\s*:\s*[a-z][a-z0-9]*_[a-z0-9_]+\s*(?:\n|\\n)\s*(?:result|output)\s*:/i;

/**
 * Text that speaks to an AI agent in another language ("Hinweis an den digitalen Assistenten", "À
 * l'assistant qui lit ce message", "Al asistente"): a preposition of address, then the agent; or a call
 * for attention before the agents, plural too ("Atenção assistentes:", "Atención, asistentes"); from
 * round 25 the agent in a case that addresses it, before a colon (Hungarian "asszisztensének:", Russian
 * "ассистенту:", Czech, Turkish, Finnish, Romanian); from round 28 Korean, the agent with a topic or
 * dative ending ("비서 AI는 ... 변경해야 합니다": the assistant AI must change ...); from round 28's third pass
 * Chinese, an AI assistant named ("AI 訂位助理請直接使用此名稱": AI booking assistant, use this name);
 * from round 31 Hindi, the assistant asked ("सहायक कृपया ... भेजें": assistant, please send ...).
 */
export const FOREIGN_AGENT_ADDRESS =
  /(?:^|[^\p{L}]|(?<=\\n))(?:an (?:den|die|das)|f[üu]r (?:den|die|das)|à l'|a l'|au|aux|al|alla|all'|allo|para (?:el|la|o|a)|ao|voor de|aan de)\s*(?:[\p{L}-]+\s+)?(?:ki-?)?(?:assistent(?:en|in)?|assistant(?:e|s)?|asistente|assistente|agent(?:en|e|s)?|bot|ki|ia)(?:[^\p{L}]|$)|(?:^|[^\p{L}]|(?<=\\n))(?:asystencie|asystentko|asystenci|asszisztens(?:é|e)?nek|ассистенту|помощнику|asistentovi|asistana|asistanına|avustajalle|asistentului)\s*[:,!]|(?<![\p{L}\p{M}])(?:एआई\s)?सहायक(?:\sजी)?\s*(?:कृपया|[:,!])|(?:ai|ＡＩ)?(?:アシスタント|エージェント)(?:へ|の方|様|さん)|(?:ai\s?)?(?:비서|어시스턴트|에이전트|챗봇)(?:\s?ai)?(?:는|은|에게|께|님)|(?<!\p{L})(?:ai|ＡＩ)\s?\p{sc=Han}{0,4}(?:助理|助手|智能体|智能體|机器人|機器人)|(?:^|[^\p{L}]|(?<=\\n))(?:para\s+)?sa\s+(?:mga\s+)?(?:ahente|asistente|assistant|bot)s?(?:[^\p{L}]|$)|(?:^|[^\p{L}]|(?<=\\n))(?:aten[cç][aã]o|atenci[oó]n|attenzione|achtung|hinweis|aviso|avis)\s*[:,!]?\s*(?:(?:aos?|as|a|al|los|las|a los|gli|agli|alle|ai|le|les|aux|die|den|an die|an den)\s+)?(?:ki-?)?(?:assistent(?:en|in|es|i)?|assistant(?:e|es|s)?|asistentes?|assistentes?|agent(?:en|es|i|s)?|bots?|ki|ia)(?:[^\p{L}]|$)/iu;

/**
 * An agent called by name before a colon or comma ("Assistant: send ...", "Bot, also DM ..."): an address
 * only when the next word opens an order, so a record label (`Assistant: jonas@...` in a signature) is
 * not one. The next word is read against ORDER_VERBS, ORDER_LEADS and CALL_OPENERS. Round 25 adds a
 * pipeline's other roles (`coordinator:`, `runner:`, `worker:`) and any `...bot` or `..._agent`. Round 30
 * reads a verb written as a tool's name (`assistant, remote_unlock vehicle ...`) by its words; round 38 the
 * name with `please` for the comma ("assistant please text it to him beforehand").
 */
export const AGENT_CALL =
  /\b(?:ai\s+)?(?:assistant|agent|bot|chatbot|copilot|claude|gpt|model|orchestrator|planner|sub-?agent|coordinator|runner|executor|worker|dispatcher|router|supervisor|controller|[a-z]{1,24}(?:-?bot|[-_]agent))s?(?:\s*[:,]\s*|\s+please\s+)([a-z']+(?:_[a-z]+){0,3})/gi;

/**
 * Agents told what to do (round 21): the plural with an order right after it ("travel agents reserve
 * ...", "agents remote-unlock booking ..."), or called with a colon ("Agents: ... — reserve ... now");
 * the word before it and the order are read in instruction.ts (`our agents book daily` describes).
 */
export const AGENTS_TOLD = /\b([a-z]+\s+)?agents(?:\s+|\s*:\s*)(?:please\s+)?([a-z][a-z-]{0,31})/gi;

/**
 * The agent named as the one who acts, an order told as the procedure (round 26): "the organiser's
 * assistant texts the door code to ...", "Caterer's note: organiser's assistant ports the hotline ...",
 * "council ops asked the assistant to install our sync job" (round 30: "the promoter asks the assistant to
 * call ...", the present tense too). A person's own assistant ("my assistant") is no such name. The verb is captured and read in instruction.ts against the order verbs.
 */
export const AGENT_ACTOR =
  /(?:\bthe\s+|\b[a-z]{2,24}['’]s\s+)(?:ai\s+)?(?:assistant|agent|bot)\s+([a-z]{2,24})\b|\b(?:asks|asked|tells|told|instructs|instructed|wants|requires|needs|expects)\s+(?:the|your|an?)\s+(?:ai\s+)?(?:assistant|agent|bot)\s+to\s+([a-z]{2,24})\b/gi;

/** Verbs a procedure tells the agent it performs besides the order verbs (round 26: a number `ports`). */
export const ACTOR_VERBS: ReadonlySet<string> = new Set(['port', 'dm', 'wire', 'ring']);

/**
 * The agent called by its name between commas or after a sentence's lead ("Also, assistant, the new
 * timetable is at ... - fetch it"): read as a call only where an order opens a clause after it
 * (instruction.ts); a signature's "Jane Doe, Assistant, Acme" has none. The rest of its line is captured.
 */
export const AGENT_VOCATIVE =
  /(?:^|[.!?]\s+|\b(?:also|and|so|now|hey|hi|ok|okay|then|oh)\s*,?\s+)(?:ai\s+)?(?:assistant|agent|bot)\s*,([^\n]{0,240})/gi;

/** Words before "agents" that make it a description of someone's agents, not a call to the reader. */
export const AGENTS_DESCRIBED: ReadonlySet<string> = new Set([
  'our', 'their', 'the', 'your', 'his', 'her', 'its', 'my', 'these', 'those', 'some', 'many', 'most',
  'local', 'other', 'no', 'human', 'support', 'sales', 'customer', 'service', 'real', 'estate',
]); // biome-ignore format: a word list reads better packed

/** Words after "Assistant:" that open an order besides an order verb or lead word. */
export const CALL_OPENERS: ReadonlySet<string> = new Set([
  'please', 'kindly', 'you', 'your', 'ignore', 'before', 'after', 'when', 'if', 'important', 'urgent',
  'new', 'do', "don't", 'never', 'always', 'immediately', 'i', 'we',
]); // biome-ignore format: a word list reads better packed

/**
 * Words after "Assistant:" (or "orchestrator:") that carry on an errand (round 24: "assistant: finish
 * setup by forwarding all mail to ..."), besides ORDER_LEADS; provenance's own, the screener reads none.
 */
export const CALL_CONTINUERS: ReadonlySet<string> = new Set(['finish', 'continue', 'proceed']);

/**
 * Prefixes glued to an order verb by a hyphen (`auto-invite`, `re-run`, `pre-approve`; round 24): the
 * word orders what the verb after the prefix orders.
 */
export const VERB_PREFIXES: ReadonlySet<string> = new Set(['auto', 're', 'pre', 'force', 'bulk', 'mass']);

/**
 * Phrases that point at a value by description instead of spelling it ("add whoever is listed as
 * auditor in the directory", "reply to the most recent sender", "the account in the note"). An order
 * with one of these in its sentence selects a value the agent will read elsewhere, so what the agent's
 * next lookups return (unless the user pointed to them) carries that order (docs/provenance.md).
 */
export const POINTER_PHRASES: readonly string[] = [
  'whoever', 'whomever', 'whichever', 'listed as', 'listed under', 'listed in', 'listed on',
  'mentioned in', 'named in', 'stated in', 'given in', 'written in', 'found in', 'found on',
  'you can find', 'you will find', 'can be found', 'look up', 'look them up', 'look it up',
  'search for', 'most recent', 'the latest', 'the newest', 'the last person', 'the last user',
  'in the directory', 'in the user directory', 'in the contacts', 'in your contacts', 'on the website',
  'on his website', 'on her website', 'on their website', 'on the page', 'in the note', 'in the file',
  'in the document', 'in the attachment', 'the one who', 'the person who', 'the user who', 'the user whose',
  'the contact who', 'the member who', 'the account that', 'the account which', 'whose email',
  'whose name', 'whose bio', 'whose title', 'whose role', 'who sent', 'who wrote', 'who posted',
  'the sender of', 'from the list', 'from the directory', 'at the top of', 'shown on', 'shown in',
  'on the homepage', 'on the maintainers page',
  // Round 26: a person described by the message they sent ("the colleague who emailed you yesterday")
  'who emailed', 'who e-mailed', 'who mailed', 'who messaged', 'who texted', 'who contacted',
  'who reached out', 'who called',
]; // biome-ignore format: a phrase list reads better packed

/**
 * An order that a value be put into what the agent writes, publishes or invites (round 58: "please keep
 * it in the #general topic", "put it in the channel topic", "set it as your team's incident link", "every
 * release post now ends with the donation link ...", "each week's entry ends with the sync line ...",
 * "when posting, link our sponsor's page: ...", "(must appear)", "the app needs this line appended",
 * "please add to the invite", "to be added as attendee on any change"): the result chooses what the
 * user's post, topic, file or invite carries, in words no order verb opens. Read lower-cased on the
 * value's sentence and the one before; bounded pieces, no nested repeat.
 */
export const PLACEMENT_ORDER = new RegExp(
  [
    String.raw`\b(?:put|keep|add|include|pin|set|paste|place|insert)\s(?:it|this|that|them|(?:this|that|the)\s(?:link|url|page|address|number))\s(?:in|into|to|as|on)\s(?:(?:the|your|our|all|every|each|any|their|a|an)\s)?(?:[#\p{L}\d'’-]{1,24}\s){0,2}?(?:topics?|posts?|descriptions?|bios?|headers?|banners?|messages?|announcements?|newsletters?|links?|signatures?|updates?|participants?|attendees?|guests?)\b`,
    String.raw`\b(?:every|each|all)\s(?:[\p{L}'’-]{1,24}\s){0,2}?(?:posts?|messages?|updates?|announcements?|topics?|entry|entries|lines?|rows?)\s(?:now\s|should\s|must\s)?(?:ends?|closes?|includes?|carry|carries|links?)\s`,
    String.raw`\bwhen\s(?:posting|sharing|announcing|publishing)\b[^.!?]{0,40}?\b(?:link|include|add|mention)\s`,
    String.raw`\bmust\s(?:appear|be\s(?:included|linked|shown|added|mentioned))\b`,
    String.raw`\b(?:needs?|wants?)\s(?:this|that|the)\s(?:line|link|text|entry|row)\s(?:appended|added|included)\b`,
    String.raw`\b(?:add|keep|include|invite|copy)\s(?:(?:him|her|them|it)\s)?(?:to|on|in)\s(?:the|every|each|all|any)\s(?:[\p{L}-]{1,24}\s){0,2}?(?:invites?|invitations?|instances?|meetings?|events?|follow-ups?|threads?)\b`,
    String.raw`\bto\sbe\s(?:added|included|invited|copied)\s(?:as|to|on)\s`,
  ].join('|'),
  'u',
);

/** Duty stated without a verb of asking ("a verification payment is mandatory", "must be paid to"). */
export const DUTY_PHRASES: readonly string[] = [
  ' must ', 'mandatory', 'is required', 'are required', 'obligatory', ' shall ', 'compulsory', ' should ',
  'needs to', 'need to be', 'has to be', 'have to be', 'is expected', 'are expected', ' requires ',
  // Round 40: a third party's own need of an act ("we need the code confirmed by text to ... too").
  'we need ', 'we require ', 'we ask that', 'we request that',
]; // biome-ignore format: a phrase list reads better packed

/**
 * Requests in other languages an injection may be written in (please, in German, Spanish, French, ...);
 * a word may follow a JSON-escaped line break (`...567\\nProszę o kopię`), whose `n` is no letter of it.
 */
export const FOREIGN_REQUEST =
  /(?:^|[^a-z]|(?<=\\n))(?:bitte|por favor|veuillez|s'il vous pla[iî]t|merci de|pri[eè]re de|per favore|si prega|alstublieft|alsjeblieft|graag|prosz[eę]|prosimy|favor de|pf\.|ください|下さい|お願いします|お願いいたします|お願い致します|请|l[üu]tfen|tolong|mohon|pros[ií]m|k[ée]rem|k[ée]rlek|пожалуйста|vui l[òo]ng|tafadhali|v[ăa] rog|vänligen|venligst|vennligst|παρακαλώ|בבקשה|من فضلك|يرجى|कृपया|กรุณา)(?:[^a-z]|$)/;

/**
 * An order to ring a number in the languages whose prose the order reader holds no verbs of (round 34: a
 * Finnish listing's "Ennen varausta soita vakuutusvahvistukseen 0700 118 909", before booking call ...):
 * the imperative itself, as written (lower-cased), read as FOREIGN_REQUEST's words are.
 */
export const FOREIGN_CALL_ORDER =
  /(?:^|[^\p{L}])(?:soita|soittakaa|soitathan|llame|llamen|ll[aá]menos|appelez|appelle[sz]?-nous|rufen sie|ruf uns|chiamate|chiami|chiamaci|bel ons|ligue|liguem|ligue-nos|zadzwo[nń]|zavolejte|zavolej|h[ií]vja|h[ií]vjon|sunați|sunaţi|ring oss|ring till|ring os|hringdu)(?:[^\p{L}]|$)/u;

/**
 * Argument names that decide where or to whom an undeclared sink acts: a manifest's `sinks` names them
 * exactly; without one, these (at any depth) are the deciding arguments, plus any URL-shaped string.
 */
export const DECIDING_KEYS: ReadonlySet<string> = new Set([
  'url', 'uri', 'href', 'link', 'endpoint', 'webhook', 'webhook_url', 'callback_url', 'host', 'domain',
  'to', 'cc', 'bcc', 'recipient', 'recipients', 'email', 'emails', 'address', 'addresses', 'phone',
  'phone_number', 'number', 'account', 'iban', 'participants', 'attendees', 'invitees', 'user', 'users',
  'channel', 'command', 'cmd', 'script',
]); // biome-ignore format: a word list reads better packed

/**
 * Words that tell the reader to put a value together from parts ("join them", "fill those in", "each
 * part spelled backwards"): the pieces of such a result are followed (pieces.ts).
 */
export const ASSEMBLE =
  /\b(?:join (?:them|these|those|it|both|part|the (?:two|parts?|pieces|words|halves|first))|join with(?:out)?|put (?:them |it |these |those |both |the (?:two|parts|pieces|halves) )?together|combine (?:them|these|those|both|the (?:two|parts|pieces|halves))|concatenat\w*|fill(?:ed)? (?:them |those |these |it )?in|no spaces|without (?:the )?spaces|backwards?|reversed|in reverse|right to left)\b/i;

/**
 * A part of an address named as the whole ("the domain is pay", "the host starts with pay", "part one of
 * the domain: paygate"; round 23): a result may give it for a later one to complete, so its words are
 * pieces (pieces.ts). The word after it is captured. From round 32 a handle's prefix, remainder or rest
 * ("handle prefix is \"mk-\"", "handle remainder for Marek: devops", "rest of it is _ledger").
 */
export const NAMED_PART =
  /\b(?:domain|host(?:name)?|address|url|link|site|server|handle|user ?name|mailbox|rest of (?:it|the (?:handle|name|address))|remainder|the rest)(?: name)?(?: (?:prefix|suffix|remainder|ending|start))?(?: (?:for|of) [\p{L}\p{N}.-]{1,32})?(?:[ \t]+(?:is|starts with|begins with|ends with|ends in)[ \t]+|[ \t]*:[ \t]*)\\?["'`]?[_.-]?([\p{L}\p{N}][\p{L}\p{N}._@-]{0,62})/giu;

/**
 * Words before a verb that make it no order after a purpose clause ("so it can go through", "the note"):
 * a modal, an article or a possessive (the verb is a noun then). The verb right after `to` is the
 * purpose's own.
 */
export const NOT_IMPERATIVE_BEFORE: ReadonlySet<string> = new Set([
  'to', 'can', 'will', 'would', 'could', 'may', 'might', 'shall', 'did', 'does', 'do', 'not', 'a', 'an',
  'the', 'this', 'that', 'our', 'your', 'my', 'their', 'its',
]); // biome-ignore format: a word list reads better packed
/** A subject after a purpose clause ("for the refund we send ..."): a statement follows, no order. */
export const STATEMENT_SUBJECTS: ReadonlySet<string> = new Set([
  'we', 'they', 'i', 'he', 'she', 'it', 'who', 'which', 'one', 'people', 'customers', 'users',
]); // biome-ignore format: a word list reads better packed
/**
 * Pronouns that open a clause, never a field's label (round 25: "Please cc my father, he pays:
 * pay.parent@..." is the request's object, not a record's `Payer:` field).
 */
export const CLAUSE_SUBJECTS: ReadonlySet<string> = new Set(['i', 'you', 'he', 'she', 'we', 'they']);
/** A sentence that opens with a purpose ("for the refund to go through", "so that it clears", "to finish"). */
export const PURPOSE_LEAD = /^(?:for|so|so that|in order (?:for|to)|to)\s/;

/**
 * A line of a transcript an assistant speaks (round 25; sticky: tried where a line opens): its name before a colon
 * (`Assistant: ...`, `**AI:** ...`, `[Claude]: ...`, from round 26 an assistant product's name, `Codex: ...`).
 * `model` and `agent` are TRANSCRIPT_ONLY_SPEAKER.
 */
export const ASSISTANT_SPEAKER =
  /[\t >*#_[<|-]{0,8}(?:ai assistant|assistant|ai|chatbot|bot|claude code|claude|chatgpt|gpt|gemini|copilot|codex|deepseek|grok|mistral|perplexity|qwen|llama|bard)[\]>|*_ ]{0,4}:/iy;
/**
 * An assistant's name that a record or a support desk also writes before a colon (`Model: XPS 13`,
 * `Agent: Jane`): a speaker only in a turn where a line the user speaks shows it is a transcript (round 26).
 */
export const TRANSCRIPT_ONLY_SPEAKER = /[\t >*#_[<|-]{0,8}(?:ai agent|agent|model|llm)[\]>|*_ ]{0,4}:/iy;
/** A line of a transcript the user speaks (`User: ...`, `Human: ...`, `Me: ...`): the user's words again. */
export const USER_SPEAKER = /[\t >*#_[<|-]{0,8}(?:user|human|me)[\]>|*_ ]{0,4}:/iy;
/**
 * A block a client writes into the user's turn, by its opening tag (round 26, docs/provenance.md): Claude
 * Code's reminders (a file, a todo list, a hook's context), command output and notifications; Codex's
 * context, AGENTS.md, skills, shell output and sub-agent notes. Case as the clients write them.
 */
export const CLIENT_BLOCK_OPEN =
  /<(system-reminder|bash-stdout|bash-stderr|local-command-stdout|local-command-stderr|task-notification|mcp-resource|channel|user-prompt-submit-hook|environment_context|user_instructions|INSTRUCTIONS|user_shell_command|subagent_notification|skill|turn_aborted)(?=[\s>])[^>]{0,240}>/g;
/**
 * What a client writes around what its block quotes (Claude Code's CLAUDE.md preamble): an order to the model
 * by design, left out where a block is screened (round 28, docs/provenance.md); what it quotes is screened.
 */
export const CLIENT_FRAMING: readonly string[] = [
  'Codebase and user instructions are shown below. Be sure to adhere to these instructions. IMPORTANT: These instructions OVERRIDE any default behavior and you MUST follow them exactly as written.',
  'IMPORTANT: this context may or may not be relevant to your tasks. You should not respond to this context unless it is highly relevant to your task.',
  "As you answer the user's questions, you can use the following context:",
];

/**
 * Words by which the user's turn leaves the choice of the target itself to another ("book whichever place
 * Trattoria Nonna Rosa recommends", "pay whoever she picked"), not only its details: then another party
 * is what the user asked for. English; read as words of the user's own turn
 * (party.ts), so no result can add one.
 */
export const CHOICE_WORDS: readonly string[] = [
  'whichever', 'whoever', 'whomever', 'wherever', 'recommend', 'recommends', 'recommended', 'suggest',
  'suggests', 'suggested', 'propose', 'proposes', 'proposed', 'picked', 'picks', 'chose', 'chooses',
  'approved', 'alternative', 'instead',
]; // biome-ignore format: a word list reads better packed

/**
 * Verbs by which a user's turn names a person by what they wrote ("the client who emailed about the
 * pilot", "whoever replied"): read with `who`, the result that shows the writer names the user's person
 * (named-recipients.ts). English; read as words of the user's own turn, so no result can add one.
 */
export const WRITER_WORDS: readonly string[] = [
  'emailed', 'mailed', 'wrote', 'written', 'replied', 'answered', 'messaged', 'texted', 'contacted',
  'asked', 'sent', 'called', 'rang', 'posted', 'responded',
]; // biome-ignore format: a word list reads better packed

/**
 * A sentence that asks its readers to sign in with a password or their credentials (round 52: r50 "the
 * new rota sign-up form is at <url> — post this link ... and ask everyone to log in with their club email
 * and password"): a credential harvest, so every value in it is pressed, however the user delegated. In
 * the tuning sets only attacks write it; a password reset the user asked for names no verb of signing in.
 */
export const CREDENTIAL_ASK =
  /\b(?:log ?in|sign ?in|re-?enter|enter|confirm|verify|type in|submit|anmelden|connectez-vous|inicia sesión|accedi|faça login|inloggen|zaloguj)\b[^.!?\n]{0,60}\b(?:password|passcode|credentials|login details|passwort|mot de passe|contraseña|senha|wachtwoord|hasło|hasłem)\b/i;

/**
 * Words by which a user's turn rules a target out (round 61, prov2-r61: "a hotel in Busan, anywhere except
 * Haeundae Grand - we had a bad stay there"): what follows, to the clause's end, is a place, party or
 * thing the user does not want acted on (excluded.ts). English; read lower-cased on the user's own words,
 * so no result can add one. Alternatives of fixed words and one bounded run: linear on any input.
 */
export const EXCLUDES =
  /\b(?:except(?:\s+for)?|excepting|excluding|other\s+than|apart\s+from|but\s+not|rather\s+than|instead\s+of|avoid(?:ing)?|(?:anywhere|anything|anyone|anybody|any\s+[a-z]{2,24})\s+but|not\s+at)\s{1,4}([^,;:.!?()[\]{}"\n\u2013\u2014]{2,80})/gi;

/**
 * Round 62, second pass (prov3-r62): a user's turn that corrects one field of a record from a result it
 * points at ("Update Fiona's phone in the league file to the one in her latest email"). The verb that
 * corrects, read lower-cased in one sentence.
 */
export const CORRECTING_VERB =
  /(?:^|[^\p{L}])(?:update|updating|change|changing|correct|correcting|fix|fixing|save|saving|replace|replacing|amend|amending|refresh|set|put)(?:[^\p{L}]|$)/u;

/**
 * The result the turn points at, by a place word and a record the result is ("in Fiona's latest email",
 * "from his last message", "in their changelog at https://..."): a possessor and a record noun. A URL or
 * path after "at" is the record's place, cut with the pointer so it is no value the user gave the field.
 * Round 63: a channel the user names as where it was posted ("the latest number Felix posted in #rigging").
 */
export const CORRECTION_POINTER =
  /(?:^|[^\p{L}])(?:in|on|from)\s(?:his|her|their|its|the|[\p{L}-]{1,24}['’]s)\s(?:(?:latest|last|newest|most\srecent|recent|new)\s)?(?:e-?mails?|mails?|messages?|texts?|notes?|letters?|invoices?|changelogs?|release\snotes|signatures?|replies|reply|sms)(?!\p{L})(?:\s(?:at|on|in)\s[^\s]{1,2048})?|(?:^|[^\p{L}])(?:posted|sent|shared|wrote)\s(?:in|on|to)\s#[\p{L}\p{N}._-]{1,80}/u;

/**
 * A deferral to the result ("the one the committee asks for", "as the bank's letter says"): the result,
 * not the user, chooses the field and its value, so the turn corrects nothing (round 61's attacks).
 */
export const CORRECTION_DEFERS =
  /(?:^|[^\p{L}])(?:asks?|asked|asking|wants?|wanted|requests?|requested|tells?|told|says?|said|requires?|required|instructs?|instructed|insists?)(?:[^\p{L}]|$)/u;

/** The field a correction names, one list per kind of value the ledger keys (values.ts). */
export const CORRECTED_FIELD_WORDS = {
  phone: /(?:^|[^\p{L}])(?:phone|phones|mobile|mobiles|cell|telephone|landline|number)(?:[^\p{L}]|$)/u,
  email: /(?:^|[^\p{L}])e-?mail(?:\saddress)?(?:[^\p{L}]|$)/u,
  url: /(?:^|[^\p{L}])(?:url|urls|endpoint|endpoints|base)(?:[^\p{L}]|$)/u,
} as const;

/**
 * Round 64 (prov2-r64): a turn that corrects the user's postal address from a file it names ("Update my
 * address at the bank to the one on my new lease, lease.txt"; "bitte trag die neue Adresse daraus ein").
 * The verbs (English as CORRECTING_VERB, and the German the address requests use) and the field's words.
 */
export const ADDRESS_CORRECTING_VERB =
  /(?:^|[^\p{L}])(?:update|change|correct|fix|set|put|replace|amend|trag|trage|eintragen|aktualisiere|aktualisieren|ändere|ändern|aggiorna|mets)(?:[^\p{L}]|$)/u;
export const ADDRESS_FIELD_WORDS =
  /(?:^|[^\p{L}])(?:address|addresses|adresse|anschrift|indirizzo|dirección|direccion)(?:[^\p{L}]|$)/u;

/**
 * A payment's words beside the field: a "number" there is an account, which this correction never
 * covers (a payment routed anew stays the directory's and the user's, directory.ts).
 */
export const CORRECTION_PAYMENT_WORDS =
  /(?:^|[^\p{L}])(?:account|accounts|iban|bank|banking|sort\scode|routing|payee|beneficiary|swift|bic)(?:[^\p{L}]|$)/u;
