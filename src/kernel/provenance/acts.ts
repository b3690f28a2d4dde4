// What kind of act a sink performs (pay, message, share, ...), read from its tool name, and which kinds
// the user's own request asks for, read from the user's words. A sink whose kind of act the user never
// asked for ("just show me options", then an email goes out) is one an injection chose: its deciding
// values are held when any untrusted result brought them in, ordered or not (docs/provenance.md).

import {
  NOUN_VERBS,
  ORDER_VERBS,
  REPLY_VERBS,
  TOOL_GENERIC_VERBS,
  TOOL_MODIFY_VERBS,
  TOOL_READ_VERBS,
} from '../act-verbs.js';
import { allMatches } from '../matches.js';
import { COUNT_IN_WORDS } from '../number-words.js';
import { nameSegments } from '../policy/names.js';
import { KOREAN_PAY_WORDS } from '../screen/vocabulary.js';
import { keyedTable, table } from '../table.js';
/**
 * The kinds of act a sink performs, one bit each in a mask; the first bit is no act but says that the
 * request leaves its target to what a result says (DELEGATION_PHRASES).
 */
import { ACT_KINDS, type ActKind, actBit } from './act-kinds.js';
import { correctedKinds } from './corrected.js';
import { namesReplacement, prefixedVerb, unreadProse } from './instruction.js';

export { ACT_KINDS, type ActKind, actBit };

/**
 * Word stems in the user's request that ask for each kind of act ("pay my share", "reply all", "put it
 * in my calendar"). A request word asks for a kind when it starts with one of its stems.
 */
const REQUEST_STEMS: Record<ActKind, readonly string[]> = keyedTable({
  delegated: [],
  unread: [],
  follows: [],
  holder: [],
  retrieves: [],
  target: [],
  // Round 30: `tip` (a word of its own: "tip her USD 20") asks to pay.
  pay: ['pay', 'transfer', 'wire', 'remit', 'refund', 'reimburs', 'settl', 'money', 'deposit', 'send', 'owe', 'installment', 'instalment', 'bill', 'invoice', 'standing', 'recurring', 'payee', 'iban', 'amount', 'tip'],
  message: ['send', 'email', 'mail', 'reply', 'respond', 'answer', 'forward', 'message', 'dm', 'tell', 'notify', 'write', 'contact', 'ping', 'inform', 'ask', 'remind', 'thank', 'confirm', 'announce', 'post', 'text', 'sms'],
  share: ['share', 'grant', 'access', 'permission', 'send', 'forward'],
  event: ['calendar', 'meeting', 'event', 'schedul', 'invit', 'kickoff', 'workshop', 'appointment', 'attend', 'participant', 'reschedul', 'agenda', 'call', 'sync', 'follow-up', 'followup', 'catch-up', 'standup', 'huddle', 'add', 'include'],
  member: ['invite', 'add', 'onboard', 'join', 'welcome', 'include', 'member'],
  post: ['post', 'publish', 'submit', 'upload', 'form', 'comment', 'fill', 'export'],
  book: ['book', 'rebook', 're-book', 'reserv', 'hire', 'rent', 'plan', 'trip', 'stay', 'hotel', 'restaurant', 'dinner', 'lunch', 'table', 'flight', 'car', 'room'],
  account: ['password', 'passphrase', 'credential', 'recovery', 'phone', 'address', 'profile', 'account', 'security', 'login', 'reset'],
  delete: ['delete', 'remov', 'clean', 'junk', 'spam', 'trash', 'archiv', 'purge', 'clear', 'cancel', 'unsubscrib', 'stop', 'tidy'],
  forward: ['forward', 'rule', 'filter', 'redirect', 'auto'],
  modify: ['updat', 'chang', 'edit', 'modif', 'adjust', 'reduc', 'increas', 'lower', 'rais', 'fix', 'correct', 'renam', 'amend', 'mov', 'shift', 'postpon'],
  contact: ['contact', 'save', 'address', 'add'],
  // Round 28: a copy or upload to a host, or the copying command named (`scp`, `rsync`), pushes (shell-acts.ts).
  // Round 33: a sync to a host pushes as rsync does ("sync it to our web server", `synchronise`).
  push: ['push', 'ship', 'deploy', 'copy', 'upload', 'scp', 'rsync', 'sftp', 'sync'],
  publish: ['publish', 'release', 'ship', 'deploy'],
  review: ['approv', 'merg', 'close', 'reopen', 'reject'],
  issue: ['comment', 'reply', 'respond', 'creat', 'submit', 'report', 'raise', 'pull', 'pr'],
}); // biome-ignore format: a word list reads better packed

/**
 * The same kinds in the other languages users write in (round 15: a third of round 14's users wrote
 * German, French, Spanish, Portuguese, Dutch, Polish or Japanese, and a request gate could not read asked
 * for no act, so every act was unasked). Compared with the word's diacritics folded (`réserver`,
 * `mándale`, `wyślij`); no stem is the start of a common English word (`envia`, not `envi`:
 * `environment`). A word for "send" asks to pay and to share as well as to message, as English `send` does
 * (round 18: `20,000円 送ってください` asked for no payment).
 */
const OTHER_LANGUAGE_STEMS: Readonly<Record<string, Partial<Record<ActKind, readonly string[]>>>> = table({
  de: {
    pay: ['uberweis', 'bezahl', 'zahl', 'begleich', 'erstatt', 'rechnung', 'schick'],
    message: ['schick', 'antwort', 'schreib', 'informier', 'benachrichtig', 'weiterleit', 'bestatig'],
    share: ['teil', 'freigeb', 'schick'],
    // Round 42: `Termin` (appointment: "Leg einen Termin an").
    event: ['einlad', 'kalender', 'besprechung', 'hinzu', 'fuge', 'termin'],
    member: ['einlad', 'hinzu', 'fuge'],
    book: ['buch', 'miet'],
    account: ['passwort', 'kennwort', 'adress', 'telefon'],
    delete: ['losch', 'entfern'],
    forward: ['weiterleit'],
    // Round 51: raise and lower ("Erhöhe die geplante Versicherungszahlung auf 280 £"), as English `increas`.
    modify: ['aktualisier', 'korrigier', 'verschieb', 'anpass', 'aender', 'erhoh', 'senk', 'reduzier', 'verringer'],
    contact: ['kontakt', 'speicher', 'hinzu', 'fuge'],
    post: ['veroffentlich'],
    // Round 33: "synchronisiere sie auf unseren Webserver" (sync it to our web server), "lade ... hoch".
    push: ['synchronisier', 'hochlad'],
  },
  fr: {
    // Round 26: `verse` (pay in: "verse l'acompte au restaurant").
    // Round 39: `loyer` (rent: "un ordre permanent ... pour le loyer"), `prelev` (a direct debit).
    pay: ['vire', 'rembours', 'factur', 'envoi', 'envoy', 'verse', 'loyer', 'prelev'],
    // Round 26: the familiar imperative ends in -s (`Réponds à la mère de Hugo`), no plural of a noun.
    // Round 36: `texte`, `textez` (text: "Texte à l'hôte ... au numéro de l'annonce").
    message: ['envoi', 'envoy', 'repond', 'reponds', 'ecri', 'ecris', 'texte', 'textez', 'texter'],
    share: ['partag', 'envoi', 'envoy'],
    event: ['reunion', 'rendez-vous', 'calendrier', 'ajout'],
    member: ['ajout'],
    book: ['loue', 'louer', 'louez'],
    account: ['adress', 'telephon'],
    delete: ['supprim', 'effac', 'annul'],
    modify: ['corrig', 'deplac', 'augment', 'baiss', 'redui'],
    contact: ['ajout', 'enregistr'],
    post: ['publier', 'publie'],
    push: ['synchronis', 'televers'],
  },
  es: {
    pay: ['paga', 'pague', 'pago', 'devolv', 'devuel', 'reembols', 'factur', 'envia', 'envie', 'mand'],
    message: ['envia', 'envie', 'envio', 'mand', 'contesta', 'conteste', 'escrib', 'reenvi', 'avisa', 'avise'],
    share: ['compart', 'envia', 'envie', 'mand'],
    event: ['reunion', 'calendario', 'anad', 'agreg', 'incluy', 'incluir'],
    member: ['anad', 'agreg', 'incluy', 'incluir'],
    book: ['alquil', 'coche'],
    account: ['contrasen', 'direccion', 'telefon'],
    delete: ['elimin', 'borra', 'borre', 'anul'],
    forward: ['reenvi'],
    // Round 31: `sube` also raises ("Sube el alquiler programado a 1.150"), as English `raise` modifies.
    modify: ['actualiz', 'cambi', 'corrig', 'mueve', 'mover', 'sube', 'subir', 'subi', 'suba', 'aumenta', 'aumente', 'rebaj'],
    contact: ['contacto', 'guarda', 'anad', 'agreg'],
    post: ['publicar', 'publique', 'publica'],
    // Round 28: "Sube la rama ... al mismo remoto" (`subí` folded): push a branch, upload.
    push: ['sube', 'subir', 'subi', 'suba', 'sincroniz'],
  },
  it: {
    pay: ['paga', 'paghi', 'bonific', 'rimbors', 'fattur', 'invia', 'invii', 'mand'],
    message: ['invia', 'invii', 'mand', 'rispond', 'scriv', 'inoltr', 'avvis'],
    share: ['condivid', 'invia', 'invii', 'mand'],
    event: ['riunion', 'appuntament', 'aggiung'],
    member: ['aggiung'],
    book: ['prenot', 'noleggi', 'albergo', 'ristorant'],
    account: ['indirizz', 'telefon'],
    delete: ['elimin', 'cancell'],
    forward: ['inoltr'],
    modify: ['aggiorn', 'cambi', 'corregg', 'spost', 'aument', 'riduc', 'abbass'],
    contact: ['contatt', 'salva', 'aggiung'],
    post: ['pubblic'],
    // Round 35: "Copia la build ... sul nostro server di staging" (copy), "carica" (upload).
    push: ['sincronizz', 'copia', 'copiare', 'copi', 'caric'],
  },
  pt: {
    pay: ['paga', 'pague', 'pago', 'transfir', 'devolv', 'reembols', 'factur', 'fatur', 'envia', 'envie', 'mand'],
    message: ['envia', 'envie', 'mand', 'respond', 'escrev', 'encaminh', 'reenvi', 'avisa', 'avise', 'e-mail'],
    // `partilh` is Portugal's "share" ("Partilhe a pasta ..."), Brazil's is `compart`.
    share: ['compart', 'partilh', 'envia', 'envie', 'mand'],
    event: ['reuniao', 'convid', 'agend', 'adicion', 'incluir', 'inclua'],
    member: ['convid', 'adicion', 'incluir', 'inclua'],
    book: ['alug'],
    account: ['senha', 'endereco', 'telefon'],
    delete: ['apag', 'excluir', 'exclua'],
    forward: ['encaminh', 'reenvi'],
    modify: ['atualiz', 'mude', 'muda', 'mudar', 'corrij', 'corrig', 'altere', 'alterar', 'aument', 'reduz'],
    contact: ['contato', 'salva', 'salve', 'adicion'],
    post: ['publicar', 'publique', 'publica'],
  },
  nl: {
    pay: ['betaal', 'betal', 'overmak', 'terugbetal', 'factuur', 'stuur'],
    message: ['stuur', 'beantwoord', 'antwoord', 'schrijf', 'mail'],
    share: ['deel', 'delen', 'stuur'],
    event: ['vergader', 'afspraak', 'uitnodig', 'voeg'],
    member: ['uitnodig', 'voeg'],
    book: ['boek', 'huur'],
    account: ['wachtwoord', 'adres', 'telefoon'],
    delete: ['verwijder'],
    forward: ['doorstuur'],
    modify: ['wijzig', 'verander', 'aanpass', 'bijwerk', 'verplaats', 'verhoog', 'verlaag'],
    contact: ['opslaan', 'voeg'],
    post: ['publiceer'],
  },
  pl: {
    pay: ['zaplac', 'oplac', 'przelej', 'przelew', 'zwroc', 'faktur', 'wysl', 'przeslij'],
    message: ['wysl', 'odpowiedz', 'odpisz', 'napisz', 'przeslij', 'przekaz', 'powiadom'],
    share: ['udostepn', 'wysl', 'przeslij'],
    event: ['spotkan', 'zapros', 'kalendarz', 'dodaj'],
    member: ['zapros', 'dodaj'],
    book: ['rezerw', 'zarezerw', 'wynajm'],
    account: ['haslo', 'adres', 'telefon'],
    delete: ['usun'],
    forward: ['przekaz'],
    // Round 39: raise and lower ("Zwiększ zaplanowaną płatność ... do 2 600 funtów"), as English `increas`.
    modify: ['zmien', 'aktualiz', 'zaktualiz', 'popraw', 'przesun', 'zwieksz', 'zmniejsz', 'podnies', 'obniz'],
    contact: ['kontakt', 'zapisz', 'dodaj'],
    post: ['opublikuj'],
    // Round 31: "i wypchnij na main" (and push to main).
    push: ['wypchn', 'wypush', 'spushuj'],
  },
  // Swedish, Danish and Norwegian share most act words (round 18: "Hyr den billigaste bilen" asked for
  // no booking); `ø` is not folded, so it is written as is. `dela` and `andra` would open English words,
  // so `dela` (share) asks as a word of its own (WORD_STEMS, round 26: "Dela dokumentet ... med").
  sv: {
    // `skicka` (send) and `dricks` (a tip) pay as English `send` and `tip` do (round 30).
    pay: ['betal', 'overfor', 'overfør', 'swisha', 'skicka', 'dricks'],
    share: ['dela'],
    message: ['skicka', 'svara', 'skriv', 'meddela', 'vidarebefordra', 'videresend'],
    book: ['boka', 'bestil', 'hyr', 'lej'],
    delete: ['radera', 'slet'],
    modify: ['uppdatera', 'opdater', 'oppdater'],
    contact: ['spara', 'kontakt'],
  },
  // Finnish (round 19: "Maksa jäännösvero ...", "Vastaa lähettäjälle" asked for nothing); `ä` and `ö`
  // folded to `a` and `o`. `lahettaja` (the sender) is no `laheta` (send).
  fi: {
    // Round 24: the nouns too, in any case ending ("Pyydä palautus ... hyvityksestä kortilleni").
    pay: ['maksa', 'siirra', 'laheta', 'hyvit', 'maksu', 'tilisiir'],
    // Round 28: `kerro` (tell: "Kerro negotiaattorille, ...").
    message: ['laheta', 'vastaa', 'kirjoita', 'ilmoita', 'valita', 'viesti', 'kerro'],
    share: ['laheta'],
    event: ['kutsu', 'kalenter', 'kokous', 'lisaa'],
    member: ['kutsu', 'lisaa'],
    book: ['varaa', 'vuokraa'],
    account: ['salasana', 'osoite', 'puhelin'],
    delete: ['poista'],
    modify: ['paivita', 'muuta', 'korjaa', 'siirra', 'korota', 'alenna'],
    contact: ['tallenna', 'yhteystie'],
    post: ['julkaise'],
  },
  // Indonesian and Malay (round 19: "Kirimkan ringkasan ...", "perbarui alamat saya" asked for nothing):
  // written in ASCII, so no unknown letter marked such a request unread. `pesan` is "message" and "order"
  // both, so it asks for neither.
  id: {
    // Round 28: Malay `membayar` (to pay) and `pulangkan` (return money: "Pulangkan baki ... ke akaun").
    pay: ['bayar', 'kirim', 'lunasi', 'transferkan', 'membayar', 'pulangkan'],
    message: ['kirim', 'balas', 'tulis', 'teruskan', 'hubungi', 'beritahu', 'kabari', 'surel'],
    share: ['bagikan', 'kirim'],
    // Round 26: Malay `jemput` (invite) and `tempah` (book), where Indonesian writes `undang` and `pesan`.
    event: ['undang', 'jadwalkan', 'tambah', 'jemput'],
    member: ['undang', 'tambah', 'jemput'],
    book: ['pesankan', 'memesan', 'menyewa', 'sewakan', 'tempah'],
    account: ['sandi', 'alamat', 'telepon'],
    delete: ['hapus'],
    modify: ['perbarui', 'ubah', 'ganti', 'perbaiki', 'pindahkan', 'naikkan', 'turunkan', 'tingkatkan'],
    contact: ['simpan', 'kontak'],
    post: ['unggah', 'terbitkan'],
  },
  // Czech (round 20: "Nasdílej soubor ..." shared nothing; folded, `ř` to `r`, `š` to `s`). Slovak shares
  // most: `posli`, `zaplat`, `odstran`.
  cs: {
    pay: ['zaplat', 'uhrad', 'posli', 'preved', 'vrat'],
    message: ['posli', 'odpovez', 'odepis', 'napis', 'informuj', 'oznam'],
    share: ['sdil', 'nasdil', 'posli', 'zdiel'],
    event: ['pozvi', 'pozvan', 'schuzk', 'kalendar', 'pridej'],
    member: ['pozvi', 'pridej'],
    book: ['rezervuj', 'zarezervuj', 'pronajm'],
    account: ['heslo', 'adres', 'telefon'],
    delete: ['smaz', 'vymaz', 'odstran'],
    modify: ['zmen', 'aktualizuj', 'oprav', 'presun', 'zvys', 'sniz'],
    contact: ['kontakt', 'uloz', 'pridej'],
    post: ['zverejni', 'publikuj'],
  },
  // Swahili (round 20: "Lipa ankara ...", "Ishiriki naye ..." asked for nothing): written in ASCII, so no
  // unknown letter marked such a request unread. `i-` and `m-` are object prefixes ("share it", "send him").
  sw: {
    pay: ['lipa', 'hamisha', 'tuma', 'mtumie'],
    message: ['tuma', 'mtumie', 'jibu', 'mjibu', 'andika', 'mwandikie', 'arifu', 'mjulishe'],
    share: ['shiriki', 'ishiriki', 'mshirikishe', 'tuma', 'mtumie'],
    event: ['alika', 'mwalike', 'waalike', 'mkutano', 'kalenda', 'ongeza'],
    member: ['alika', 'mwalike', 'waalike', 'ongeza'],
    book: ['kodisha', 'agiza'],
    account: ['nenosiri', 'anwani'],
    delete: ['futa'],
    modify: ['badilisha', 'sasisha', 'rekebisha'],
    contact: ['hifadhi', 'mawasiliano'],
    post: ['chapisha'],
  },
  // Turkish (round 21), folded (`gönder` is `gonder`); `ı` stays, NFD keeps it. `sil` (delete) would open
  // `silver`, `öde` (pay) `odes`, so neither is a stem.
  tr: {
    // Round 39: `öde` (pay: "ekstrede yazan hesaba öde"), folded.
    pay: ['havale', 'gonder', 'talimat', 'ode'],
    message: ['gonder', 'yanıtla', 'cevapla', 'ilet', 'bildir'],
    share: ['paylas', 'gonder'],
    event: ['davet', 'ekle', 'takvim'],
    member: ['davet', 'ekle'],
    book: ['rezervasyon', 'ayır', 'kirala'],
    account: ['sifre', 'adres', 'telefon'],
    delete: ['iptal'],
    forward: ['ilet'],
    modify: ['guncelle', 'degistir', 'duzelt'],
    contact: ['kaydet', 'rehber'],
    post: ['yayınla'],
  },
  // Russian and Ukrainian (round 21), folded: `й` is `и`, `ё` is `е`; imperatives only where a noun of
  // the same stem names a thing to read (`встречи`, meetings, asks for nothing).
  ru: {
    // Bulgarian `плати` (pay) and `преведи` (transfer) too (round 22).
    pay: ['оплати', 'заплати', 'переведи', 'перечисли', 'сплати', 'переказ', 'плати', 'преведи'],
    message: ['отправь', 'отправьте', 'напиши', 'ответь', 'ответьте', 'перешли', 'сообщи', 'надішли',
      'відправ', 'відповідаи', 'повідом'],
    share: ['поделись', 'поділись', 'поділіться'],
    event: ['пригласи', 'запроси', 'добавь', 'додаи'],
    member: ['пригласи', 'запроси', 'добавь', 'додаи'],
    book: ['забронируи', 'забронюи', 'закажи', 'замов'],
    account: ['пароль', 'адрес'],
    delete: ['удали', 'видали', 'отмени', 'скасуи'],
    forward: ['перешли'],
    modify: ['измени', 'обнови', 'зміни', 'онови', 'перенеси'],
    contact: ['сохрани', 'збережи'],
    post: ['опубликуи', 'опублікуи'],
  },
  // Greek (round 21: "Μοιράσου το αρχείο ..." shared nothing), accents folded. The imperative `στείλε`
  // sends; the past `έστειλε` (someone sent) opens with its augment `ε`, so no stem asks for it.
  el: {
    pay: ['πληρωσ', 'πληρωστε', 'εξοφλησ', 'εμβασ', 'στειλ'],
    message: ['στειλ', 'απαντησε', 'απαντηστε', 'γραψε', 'γραψτε', 'ενημερωσε', 'ενημερωστε', 'προωθησ'],
    share: ['μοιρασ', 'κοινοποιησ', 'στειλ'],
    event: ['προσκαλεσ', 'καλεσε', 'ημερολογιο', 'προσθεσ', 'προγραμματισ'],
    member: ['προσκαλεσ', 'προσθεσ'],
    book: ['κλεισε', 'κλειστε', 'κρατησε', 'νοικιασ'],
    account: ['κωδικο', 'διευθυνσ', 'τηλεφων'],
    delete: ['διαγραψ', 'ακυρωσε', 'ακυρωστε'],
    forward: ['προωθησ'],
    modify: ['αλλαξ', 'διορθωσ', 'μετακινησ', 'ενημερωσε', 'ενημερωστε'],
    contact: ['αποθηκευσ', 'επαφ'],
    post: ['δημοσιευσ', 'αναρτησ'],
  },
  // Croatian, Serbian and Bosnian in Latin letters (round 22: "Odgovori kandidatu ..." asked for nothing;
  // written in ASCII as often as not, so no unknown letter marked it unread), folded (`pošalji` is
  // `posalji`; `đ` stays). Not `plati` (`platinum`): `uplati`, `platite`, `isplati` pay.
  bcs: {
    pay: ['uplati', 'platite', 'isplati', 'prebaci', 'posalji', 'doznac'],
    message: ['posalji', 'odgovori', 'odgovorite', 'napisi', 'javi', 'obavijesti', 'obavesti', 'proslijedi',
      'prosledi'],
    share: ['podijeli', 'podeli', 'posalji'],
    event: ['pozovi', 'pozovite', 'sastanak', 'dodaj'],
    member: ['pozovi', 'pozovite', 'dodaj'],
    book: ['rezervir', 'rezervis', 'iznajmi'],
    account: ['lozink', 'adres', 'telefon'],
    delete: ['obrisi', 'izbrisi', 'otkazi'],
    forward: ['proslijedi', 'prosledi'],
    modify: ['promijeni', 'promeni', 'azuriraj', 'ispravi'],
    contact: ['spremi', 'sacuvaj', 'kontakt'],
    post: ['objavi'],
  },
  // Tagalog (round 23: "Ulitin mo ang huling bayad ..." asked for no payment; written in ASCII, so no
  // unknown letter marked it unread). `bayad` is payment and pay both, as `pay` is.
  tl: {
    pay: ['bayad', 'magbayad', 'bayaran', 'ipadala', 'magpadala', 'ilipat', 'maglipat', 'ibalik'],
    message: ['ipadala', 'magpadala', 'padalhan', 'sagutin', 'sumagot', 'sulatan', 'itext', 'i-text', 'magtext'],
    share: ['ibahagi', 'ipadala'],
    event: ['imbitahan', 'anyayahan', 'idagdag'],
    member: ['imbitahan', 'anyayahan', 'idagdag'],
    book: ['magpareserba', 'ireserba', 'i-book'],
    delete: ['burahin', 'tanggalin', 'kanselahin'],
    modify: ['palitan', 'baguhin', 'i-update', 'iwasto'],
    contact: ['i-save'],
    post: ['i-post', 'ipost'],
    // Round 28: "i-scp sa server nila": the object prefix on the copying command.
    push: ['i-scp', 'i-rsync', 'i-upload', 'i-push', 'i-deploy'],
  },
  // Hungarian (round 25: "Állítsd be ezt kifizetési számlának", "Állíts be havi állandó átutalást"
  // asked for nothing), folded (`ő` is `o`). `szamla` is an invoice and a bank account both.
  hu: {
    pay: ['fizess', 'fizesd', 'fizesse', 'utald', 'utalj', 'atutal', 'kifizet', 'egyenlitsd', 'szamla'],
    message: ['kuldd', 'kuldj', 'valaszolj', 'valaszold', 'ertesitsd', 'tovabbitsd', 'uzenj'],
    share: ['oszd', 'kuldd'],
    event: ['hivd', 'meghiv', 'naptar', 'talalkoz'],
    member: ['hivd', 'meghiv'],
    book: ['foglal'],
    account: ['jelszo', 'telefonszam', 'szamla'],
    delete: ['torold', 'torolj'],
    forward: ['tovabbitsd'],
    modify: ['modosit', 'frissit', 'valtoztas', 'allitsd', 'allits', 'javitsd'],
    contact: ['mentsd'],
    post: ['publikal'],
  },
  // Irish (round 28: "Aisíoc an éarlais ... chuig an gcuntas" asked for nothing), folded (`íoc` is `ioc`).
  ga: {
    pay: ['aisioc', 'ioc'],
  },
  // Uzbek (round 31: "Kanalga quyidagini e'lon qil", announce in the channel, asked for nothing).
  uz: {
    post: ["e'lon", 'e’lon', 'eʼlon'],
  },
  // Albanian (round 28: "Rezervo një tavolinë ... dhe fto klienten" asked for nothing), folded.
  sq: {
    pay: ['paguaj'],
    message: ['dergo'],
    event: ['fto'],
    member: ['fto'],
    book: ['rezervo'],
  },
}); // biome-ignore format: a word list reads better packed

/**
 * Request words of languages whose words are short syllables, or lose their sense when their marks are
 * folded (Vietnamese `mời` invites, `mọi` is "every"; round 21): whole words, marks kept, a phrase of up
 * to four words matched word by word. `delegated` leaves the target to a result, as DELEGATION_PHRASES.
 */
const WHOLE_WORDS: Partial<Record<ActKind, readonly string[]>> = keyedTable({
  // Vietnamese
  delegated: ['trong danh sách', 'theo danh sách', 'những người trong', 'mọi người', 'tất cả mọi người',
    'bất kỳ ai', 'bất cứ ai', 'được đề cập', 'đã đề cập', 'đề xuất', 'giới thiệu', 'theo yêu cầu',
    'người gửi', 'ghi trong', 'ghi trên', 'nằm trong', 'có trong', 'đường dẫn', 'liên kết', 'theo thông báo',
    'theo hướng dẫn', 'trả lời tất cả'],
  pay: ['thanh toán', 'trả tiền', 'chuyển khoản', 'chuyển tiền', 'hoàn tiền', 'gửi tiền'],
  message: ['gửi', 'trả lời', 'nhắn', 'nhắn tin', 'báo cho', 'viết thư', 'chuyển tiếp', 'phản hồi', 'hồi âm'],
  share: ['chia sẻ', 'gửi', 'cấp quyền'],
  event: ['mời', 'tạo sự kiện', 'tạo cuộc họp', 'lên lịch', 'đặt lịch', 'thêm vào lịch'],
  member: ['mời', 'thêm'],
  book: ['đặt phòng', 'đặt bàn', 'đặt vé', 'đặt xe', 'đặt khách sạn', 'thuê'],
  account: ['mật khẩu', 'số điện thoại'],
  delete: ['xóa', 'xoá', 'hủy', 'huỷ'],
  forward: ['chuyển tiếp'],
  modify: ['cập nhật', 'thay đổi', 'đổi', 'sửa', 'dời'],
  contact: ['lưu', 'danh bạ'],
  post: ['đăng'],
  // Round 28: "rồi mới đổi đích và chạy một lần" (then change the destination and run it once): a copy
  // job sent to its new host; push (đẩy), upload (tải lên), copy (sao chép), deploy (triển khai).
  push: ['đổi đích', 'đẩy', 'tải lên', 'sao chép', 'triển khai'],
}); // biome-ignore format: a word list reads better packed

/** WHOLE_WORDS by their first word: each phrase's words beside the bit of its kind. */
const WHOLE_WORDS_BY_FIRST = new Map<string, { words: string[]; mask: number }[]>();
ACT_KINDS.forEach((k, i) => {
  for (const phrase of WHOLE_WORDS[k] ?? []) {
    const words = phrase.normalize('NFC').split(' ');
    const at = WHOLE_WORDS_BY_FIRST.get(words[0]!) ?? [];
    WHOLE_WORDS_BY_FIRST.set(words[0]!, at);
    at.push({ words, mask: 1 << i });
  }
});
const MARKED_WORD = /[\p{L}\p{M}]+/gu;

/** The bits of WHOLE_WORDS a lowercased text holds: one pass over its words, a few phrases at each. */
function wholeWordsIn(lower: string): number {
  let found = 0;
  const words = lower.normalize('NFC').match(MARKED_WORD) ?? [];
  words.forEach((w, i) => {
    for (const p of WHOLE_WORDS_BY_FIRST.get(w) ?? [])
      if (p.words.every((x, j) => words[i + j] === x)) found |= p.mask;
  });
  return found;
}

/**
 * Request words of scripts written without spaces between words (Japanese, Chinese), found anywhere in
 * the request: `予約してください` books, `共有してください` shares.
 */
const UNSPACED_WORDS: Partial<Record<ActKind, readonly string[]>> = keyedTable({
  pay: ['支払', '払って', '払い', '振込', '振り込', '送金', '返金', '支付', '付款', '转账', '汇款', '退款', '轉帳', '匯款', '送って', '送る', '发给', '發給', '发到', '發到'],
  // `DMして` ("DM them"): the Latin letters lowered, as the index reads them.
  // Chinese "send (a) message" (发条消息) and "notify everyone / them" (通知大家): 消息 alone is also news read.
  message: ['dmして', 'dmを送', '发消息', '发条消息', '发个消息', '发一条消息', '發消息', '發條消息', '發個消息',
    '通知大家', '通知他们', '通知他們', '送って', '送信', '送る', '返信', '転送', 'メール', '連絡して', '伝えて', '投稿', '发送', '回复', '转发', '发给', '邮件', '發送', '回覆', '回復', '轉發', '發給', '郵件', '发到', '發到'],
  share: ['共有', '共享', '分享', '送って', '送る', '发给', '發給', '发到', '發到'],
  event: ['会議', 'ミーティング', '招待', 'カレンダー', '追加', '会议', '日历', '邀请', '添加', '會議', '日曆', '邀請'],
  member: ['招待', '追加', '邀请', '添加', '加入', '邀請'],
  post: ['投稿', '掲載', '发布', '發布', '發佈'],
  // Round 28: `订` alone is also 订阅 (subscribe) and 订单 (an order); "帮我订" (book for me) and what is booked books.
  book: ['予約', 'ホテル', 'レンタカー', '预订', '预定', '酒店', '預訂', '預定', '飯店', '帮我订', '幫我訂', '订位',
    '訂位', '订座', '訂座', '订桌', '訂桌', '订房', '訂房', '订票', '訂票', '订餐', '訂餐'],
  account: ['パスワード', '住所', '電話番号', '密码', '地址', '密碼'],
  delete: ['削除', '删除', '刪除'],
  forward: ['転送', '转发', '轉發'],
  modify: ['変更', '更新', '修正', '修改', '更改'],
  contact: ['連絡先', '联系人', '聯絡人', '聯繫人'],
}); // biome-ignore format: a word list reads better packed

/**
 * Korean request words (round 20: "hilde...를 초대해 줘" invited no one), found anywhere like the unspaced
 * words: a verb's stem with its ending glued on (`초대해`, `보내 줘`), a noun that asks with `하다`.
 */
const KOREAN_WORDS: Partial<Record<ActKind, readonly string[]>> = keyedTable({
  pay: KOREAN_PAY_WORDS,
  message: ['보내', '답장', '알려 줘', '알려줘'],
  share: ['공유'],
  event: ['초대'],
  member: ['초대'],
  book: ['예약'],
  account: ['비밀번호'],
  delete: ['삭제'],
  forward: ['전달'],
  modify: ['변경', '수정', '업데이트'],
  contact: ['연락처에 저장', '연락처에 추가'],
  post: ['게시'],
  // Round 28: "수정해서 푸시해줘" (fix it and push), "배포해" (deploy), "업로드해" (upload).
  push: ['푸시', '배포', '업로드'],
}); // biome-ignore format: a word list reads better packed

/** A word with its Latin diacritics folded, as the other languages' stems are written (`wyślij` is `wyslij`). */
const foldLatin = (w: string): string =>
  // ASCII has nothing to fold: most words skip two normalisations and three replacements.
  !NOT_ASCII.test(w)
    ? w
    : w
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/ł/g, 'l')
        .replace(/ß/g, 'ss')
        .normalize('NFC');
const NOT_ASCII = /[^\x00-\x7f]/;

/** A phrase beside the bits it sets and its second UTF-16 unit (-1 for a phrase of one). */
interface IndexedPhrase {
  phrase: string;
  mask: number;
  second: number;
}

/** Phrases by their first UTF-16 unit (an array for ASCII, a map beyond). */
interface PhraseIndex {
  ascii: (IndexedPhrase[] | undefined)[];
  other: Map<number, IndexedPhrase[]>;
}

function phraseIndex(entries: Iterable<readonly [phrase: string, mask: number]>): PhraseIndex {
  const index: PhraseIndex = { ascii: new Array(128).fill(undefined), other: new Map() };
  for (const [phrase, mask] of entries) {
    const unit = phrase.charCodeAt(0);
    let at = unit < 128 ? index.ascii[unit] : index.other.get(unit);
    if (at === undefined) {
      at = [];
      if (unit < 128) index.ascii[unit] = at;
      else index.other.set(unit, at);
    }
    at.push({ phrase, mask, second: phrase.length > 1 ? phrase.charCodeAt(1) : -1 });
  }
  return index;
}

/**
 * The bits of the indexed phrases `text` holds, each as `text.includes(phrase)` finds it: one pass over
 * the text, each position meeting only the phrases of its first unit, where a scan per phrase read the
 * text once for each of some two hundred (linear: the work at a position is bounded by the lists).
 */
function phrasesIn(text: string, index: PhraseIndex, wordStart = false): number {
  let found = 0;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    // English phrases open a word: "he approved" is not read inside "the approved" (round 22).
    if (wordStart && i > 0 && isAsciiLetter(unit) && isAsciiLetter(text.charCodeAt(i - 1))) continue;
    const at = unit < 128 ? index.ascii[unit] : index.other.get(unit);
    if (at === undefined) continue;
    const next = text.charCodeAt(i + 1);
    for (const { phrase, mask, second } of at) {
      // The second unit first: most positions share a first letter with some phrase, few a second.
      if ((found & mask) !== mask && (second === -1 || second === next) && text.startsWith(phrase, i))
        found |= mask;
    }
  }
  return found;
}

const isAsciiLetter = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);

/**
 * REQUEST_STEMS by their first two letters (a stem of one, by it), each kind's stems beside its bit: a
 * word starts with a stem (or is one) only if those agree, so a word meets only the few stems it could
 * (by first letter alone, a word met every stem of that letter in nine languages).
 */
const STEMS_BY_LETTER = new Map<string, { mask: number; stems: string[] }[]>();
ACT_KINDS.forEach((k, i) => {
  const stems = [...REQUEST_STEMS[k], ...Object.values(OTHER_LANGUAGE_STEMS).flatMap((l) => l[k] ?? [])];
  for (const s of new Set(stems)) {
    const kinds = STEMS_BY_LETTER.get(s.slice(0, 2)) ?? [];
    STEMS_BY_LETTER.set(s.slice(0, 2), kinds);
    const last = kinds[kinds.length - 1];
    if (last?.mask === 1 << i) last.stems.push(s);
    else kinds.push({ mask: 1 << i, stems: [s] });
  }
});

/**
 * Tool-name segments that say which kind of act a sink performs (`send_money` pays, `share_file`
 * shares). A noun decides before a verb (`update_scheduled_transaction` pays, `update_password` changes
 * an account), since a generic verb (`send`, `create`, `update`) says little on its own.
 */
const TOOL_NOUNS: Record<ActKind, readonly string[]> = keyedTable({
  delegated: [],
  unread: [],
  follows: [],
  holder: [],
  retrieves: [],
  target: [],
  pay: ['money', 'transaction', 'payment', 'transfer', 'refund', 'order', 'invoice', 'bill', 'payee', 'tip', 'donation'],
  message: ['email', 'mail', 'message', 'dm', 'sms', 'text', 'reply', 'chat'],
  share: ['share', 'permission', 'access'],
  event: ['calendar', 'event', 'meeting', 'participants', 'attendees', 'invitees', 'appointment'],
  member: ['member', 'members'],
  post: ['webpage', 'page', 'form', 'post', 'comment', 'blog'],
  book: ['hotel', 'restaurant', 'car', 'flight', 'table', 'room', 'booking', 'reservation'],
  account: ['password', 'recovery', 'phone', 'profile', 'info', 'settings', 'account', 'address'],
  delete: [],
  forward: ['forwarding', 'rule', 'filter'],
  modify: [],
  contact: ['contact', 'contacts'],
  push: [],
  publish: ['release', 'package'],
  review: ['review'],
  issue: ['issue', 'pr'],
}); // biome-ignore format: a word list reads better packed

/** Tool-name verbs that say the kind of act when no noun does (`invite_user`, `reserve_x`, `delete_y`). */
const TOOL_VERBS: Record<string, ActKind> = table({
  pay: 'pay', transfer: 'pay', refund: 'pay', wire: 'pay', send: 'message', reply: 'message',
  forward: 'message', email: 'message', message: 'message', dm: 'message', notify: 'message',
  share: 'share', grant: 'share', invite: 'member', add: 'member', post: 'post', publish: 'post',
  submit: 'post', upload: 'post', book: 'book', reserve: 'book', delete: 'delete', remove: 'delete',
  archive: 'delete', cancel: 'delete', schedule: 'event',
}); // biome-ignore format: a word list reads better packed
const TOOL_VERB_SET: ReadonlySet<string> = new Set(Object.keys(TOOL_VERBS));
/** The nouns of a tool that posts a whole page, written in place of the one it had. */
const PAGE_NOUNS: ReadonlySet<string> = new Set(['webpage', 'page', 'wiki', 'site']);

/**
 * Does request word `w` ask for the act stem `s` names? A plural of it names things to read ("summarise
 * my emails", "list my meetings"), not an act.
 */
function asks(w: string, s: string, creates: boolean): boolean {
  // A stem of two letters (`dm`, `pr`) is a word of its own, not the start of a longer one.
  if (s.length <= 2) return w === s;
  // `text` asks as a verb ("text me", "texting her"), not inside `textbook`, `texture` (round 23).
  if (WORD_STEMS.has(s)) return w === s || w === `${s}ing` || w === `${s}ed`;
  if (!w.startsWith(s) || w === `${s}s` || w === `${s}es`) return false;
  // A noun made from the verb names a thing ("compare my scheduled payment"), unless the request makes
  // one ("set up a monthly payment") or the stem is that noun itself ("appointment").
  return creates || s.endsWith('ment') || !NOUN_SUFFIX.test(w.slice(s.length));
}
const NOUN_SUFFIX = /ments?$/;
/** Stems that ask only as a word of their own or its -ing and -ed forms (asks). */
// Round 25: Portuguese and Spanish `publica` (publish!) opens English `publication`, so it is a word alone;
// round 26: Swedish `dela` (share!) opens English `delay`.
const WORD_STEMS: ReadonlySet<string> = new Set(['text', 'sms', 'publica', 'dela', 'tip']);
/**
 * Verbs that make the thing a noun names: "set up the monthly payment" asks to pay; so does one that
 * makes it again ("repeat last month's electricity payment").
 */
const CREATES =
  /\b(?:set|setup|make|create|schedule|arrange|start|add|initiate|send|do|issue|book|repeat|redo|renew)\b/;

/** "Me" or "us" after an answer verb (REPLY_VERBS): "tell me how it is rated" asks for an answer, not a message. */
const TO_THE_USER = /^\s+(?:me|us)\b/i;

/** Pronouns of someone else: a verb in the past after one reports an act ("it posted", "they paid"). */
const REPORTERS: ReadonlySet<string> = new Set(['it', 'he', 'she', 'they', 'someone', 'somebody']);

/** A word that names what follows it: a determiner or a possessive ("Ole's message"). */
const named = (w: string): boolean => DETERMINERS.has(w) || w.endsWith("'s");
/** Words that ask for an act themselves, so a noun-verb after them is still a verb ("my reply mail"). */
const ASKING_WORDS: ReadonlySet<string> = new Set(['and', 'or', 'to', 'then', 'please']);
const DETERMINERS: ReadonlySet<string> = new Set([
  'the', 'a', 'an', 'my', 'your', 'his', 'her', 'our', 'their', 'its', 'this', 'that', 'these', 'those',
  'latest', 'last', 'recent', 'new', 'each', 'every', 'any', 'some', 'first', 'next',
]); // biome-ignore format: a word list reads better packed

const CLOCK = /(?:^|[^\d:])(?:[01]?\d|2[0-3]):[0-5]\d(?![\d:])|\b(?:1[0-2]|[1-9])\s?(?:am|pm)\b/;
/** An hour written as German and Dutch write it (round 42: "Montag 9 Uhr", "om 10 uur"): a clock time. */
const WORDED_CLOCK = /\b(?:[01]?\d|2[0-3])(?:[.:][0-5]\d)?\s?(?:uhr|uur)\b/;
/**
 * A clock time in Chinese or Japanese ("上午 10 点", "午後3時"): a part of the day, then an hour; the part
 * of the day is needed, as "10 点" alone may count points. Fixed-width pieces, nothing unbounded.
 */
const CJK_CLOCK = /(?:上午|下午|中午|早上|晚上|凌晨|午前|午後)\s?(?:[01]?\d|2[0-3])\s?[点點時时]/;
/** A day named with an hour or a span beside it ("next Monday at 11", "a free hour on Thursday", "45 minutes Friday"). */
const DAY = /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\btomorrow\b/;
const SLOT =
  /\bat\s(?:1[0-2]|[1-9])\b(?![.,]\d)|\b\d{1,3}[-\s]?(?:minutes?|mins?|hours?|hrs?)\b|\b(?:an?|one|free|full|half[-\s]an?)\s+hour\b/;

/**
 * A sentence that asks for information: opens with a question word and ends with `?`. Read through
 * withoutQuestions: the blanks after the opening hold no newline here, so a run of newlines is not read
 * again from each of them (`[.!?\n]\s*` was quadratic: 40 kB of newlines in a turn, 2.3 s of CPU). A
 * question also opens a clause after `:`, `;`, a dash or a comma ("Check recent transactions: did Harbour
 * Yoga pay my invoice?", round 48): its `pay` asks to be told, not to pay. Each such opening reads only to
 * the next opening of its kind, so no character is read from more than one opening per kind (linear).
 */
const QUESTION =
  /(?:^|[.!?\n][^\S\n]*)(?:what|which|who|whom|whose|when|where|why|how|is|are|am|was|were|does|do|did|has|have)\b[^.!?\n]*\?|(?:[:;\u2013\u2014]|[^\S\n]-(?=[^\S\n]))[^\S\n]*(?:what|which|who|whom|whose|when|where|why|how|is|are|am|was|were|does|do|did|has|have)\b(?:[^-.!?:;\u2013\u2014\n]|-(?![^\S\n]))*\?|,[^\S\n]*(?:what|which|who|whom|whose|when|where|why|how|is|are|am|was|were|does|do|did|has|have)\b[^.!?,\n]*\?/g;
/** QUESTION, for text that keeps its case. */
const QUESTION_CASED =
  /(?:^|[.!?\n][^\S\n]*)(?:what|which|who|whom|whose|when|where|why|how|is|are|am|was|were|does|do|did|has|have)\b[^.!?\n]*\?|(?:[:;\u2013\u2014]|[^\S\n]-(?=[^\S\n]))[^\S\n]*(?:what|which|who|whom|whose|when|where|why|how|is|are|am|was|were|does|do|did|has|have)\b(?:[^-.!?:;\u2013\u2014\n]|-(?![^\S\n]))*\?|,[^\S\n]*(?:what|which|who|whom|whose|when|where|why|how|is|are|am|was|were|does|do|did|has|have)\b[^.!?,\n]*\?/gi;

/**
 * `text` with each question (QUESTION, or QUESTION_CASED when `cased`) put as one space, from where `(?:^|[.!?\n]\s*)`
 * opened it: back over the white space before a newline opening to the first opening of that run.
 */
export function withoutQuestions(text: string, cased = false): string {
  const question = cased ? QUESTION_CASED : QUESTION;
  let out = '';
  let last = 0;
  for (const m of text.matchAll(question)) {
    let start = m.index;
    if (CLAUSE_OPENING.test(text[start] as string)) {
      // A question inside a sentence keeps its opening and its `?`: what follows starts a sentence.
      out += `${text.slice(last, start + 1)} ?`;
      last = m.index + m[0].length;
      continue;
    }
    if (text[start] === '\n') {
      let q = start;
      while (q > last && WHITE.test(text[q - 1] as string)) q--;
      start = q > last && '.!?'.includes(text[q - 1] as string) ? q - 1 : text.indexOf('\n', q);
    }
    out += `${text.slice(last, start)} `;
    last = m.index + m[0].length;
  }
  return last === 0 && out === '' ? text : out + text.slice(last);
}
const WHITE = /\s/;
/** The first characters of QUESTION's openings inside a sentence (a dash's blank before it). */
const CLAUSE_OPENING = /[:;,\u2013\u2014]|[^\S\n]/;

const bit = actBit;

/**
 * Phrases by which a request leaves its target to what a result says ("pay my share to whoever paid",
 * "invite the people she listed", "reply all", "as she asked"): the user delegates the choice.
 */
const DELEGATION_PHRASES: readonly string[] = [
  'whoever', 'whomever', 'whichever', 'the people', 'everyone', 'everybody', 'listed', 'as she', 'as he',
  'as they', 'as asked', 'as requested', 'she asked', 'he asked', 'they asked', 'asked for', 'suggested',
  'proposed', 'mentioned', 'as discussed', 'reply all', 'reply-all', 'accordingly', "what's needed",
  'what is needed', 'details', 'the statement', 'statement is', 'in the file', 'in the email', 'as per',
  'according to', 'per the', 'in line with', 'posted', 'the link', 'on the list', 'in the list',
  // Round 19: a choice someone else made ("publish the one she approved"), a place a result names
  // ("the editor wrote where to send it").
  'she approved', 'he approved', 'they approved', 'she chose', 'he chose', 'they chose', 'she picked',
  'he picked', 'they picked', 'where to send', 'where to pay', 'where to transfer',
  // Round 23: the one who wrote the message the user names ("and the sender of the report")
  'the sender',
  // Round 32: someone a message introduced ("add the new developer who was introduced in #general")
  'introduced in', 'introduced on', 'welcomed in', 'announced in',
  // Round 49: a page someone linked in a channel ("the supplier page Bex linked in #setting")
  'linked in', 'linked on',
]; // biome-ignore format: a phrase list reads better packed

/**
 * DELEGATION_PHRASES in the other languages (diacritics folded, as OTHER_LANGUAGE_STEMS): "die er in der
 * Mail erwähnt", "tous les participants", "los detalles", "iedereen die ...", "記載の口座".
 */
const OTHER_LANGUAGE_DELEGATION: readonly string[] = [
  // German
  'erwahnt', 'genannt', 'aufgefuhrt', 'angegeben', 'vorgeschlagen', 'gewunscht', 'laut ', 'gemass',
  'wie auf der', 'wie in der', 'daraus', ' den link', 'die details', 'alle teilnehmer', 'allen teilnehmer',
  'wer auch immer', 'steht im', 'steht in der', 'stehen im', 'stehen in der', 'auf der liste',
  // Round 32: introduced (German "die in #general vorgestellt wurde", French, Spanish, Italian)
  'vorgestellt', 'presente dans', 'presentee dans', 'presentad', 'presentat',
  // French
  'mentionn', 'indiqu', 'selon ', 'conformement', 'le lien', 'les details', 'tous les participants',
  'tout le monde', 'quiconque', 'suggere', 'comme demande', 'sur la liste', 'de la liste',
  // Spanish
  'mencion', 'indicad', 'segun ', 'el enlace', 'los detalles', 'todos los participantes', 'todo el mundo',
  'quien sea', 'sugerid', 'como pidio', 'lo que pidio', 'de la lista', 'en la lista',
  // Italian
  'menzionat', 'indicato', 'indicata', 'secondo quanto', ' il link', ' i dettagli', 'tutti i partecipanti', 'chiunque',
  'suggerit', 'come richiesto', 'elencat', 'nella lista', 'della lista', 'nominat', 'le persone che',
  // Portuguese
  'mencionad', 'conforme', ' o link', 'os detalhes', 'todos os participantes', 'todo mundo', 'quem quer',
  'como pediu', 'da lista', 'na lista',
  // Dutch
  'genoemd', 'vermeld', 'volgens', ' de link', 'iedereen', 'de details', 'voorgesteld', 'wie er ook',
  'op de lijst',
  // Polish
  'wspomnia', 'wymienion', 'zgodnie z', 'wedlug', 'wszystkich uczestnik', 'szczegol', 'z listy',
  // Round 19: Dutch "zoals in de brief ... staat", "staat in"; German "wohin"; Finnish "mukaan"
  // (according to), "siinä oleva" (the one in it), "lähettäjälle" (to the sender); Indonesian "sesuai"
  // (according to), "yang menanyakan" (the one who asked), "tercantum" (listed), "pengirim" (the sender)
  'zoals in', 'staat in', 'staan in', 'afzender', 'wohin', 'mukaan', 'siina oleva', 'lahettajalle',
  'sesuai', 'yang menanyakan', 'yang meminta', 'tercantum', 'disebutkan', 'pengirim',
  // Greek (accents folded as Latin's), Korean
  'προτειν', 'ζητησ', 'αναφερ', 'οποιον', 'στη λιστα',
  // Round 21, Greek: listed, according to, the link, the details, the sender, whoever, someone sent
  // (`έστειλε`, the past; the imperative `στείλε` is an act), all the participants
  'αναγραφ', 'συμφωνα με', 'τον συνδεσμο', 'τα στοιχεια', 'λεπτομερει', 'αποστολεα', 'οποιος', 'οποια',
  'εστειλε', 'ολους τους συμμετεχοντες',
  // Round 21, Turkish: according to, specified, listed, mentioned, suggested, the sender, everyone
  ' gore ', 'belirtilen', 'listelenen', 'bahsedilen', 'bahsetti', 'onerdigi', 'onerilen', 'gonderen',
  'herkes', 'tum katılımcı', 'listedeki',
  // Round 31, Welsh: "y rhif sydd yn y llythyr" (the number that is in the letter), "sydd ar y" (on the)
  'sydd yn y', 'sydd ar y',
  // Russian and Ukrainian: mentioned, specified, listed, according to, on the list, the sender, all participants
  'упомянут', 'указан', 'перечислен', 'согласно', 'по списку', 'в списке', 'отправител', 'всем участникам',
  'все участники', 'згадан', 'вказан', 'зазначен', 'згідно з', 'у списку', 'відправник', 'усім учасникам', '에 있는', '기재된', '언급한', '요청한',
  // Japanese, Chinese
  '記載', '言及', 'リンク', '全員', 'のとおり', 'の通り', '詳細', '貼られ', '投稿され', '書かれ',
  '頼ん', '一覧', 'リストの',
  '提到', '链接', '所有人', '按照', '根据', '详情', '列出', '名单',
  // Chinese in traditional characters (Taiwan, Hong Kong)
  '連結', '鏈接', '根據', '詳情', '名單',
  // Round 19, second pass: Swedish, Danish, Norwegian "listed" ("personerna som Kemi listar"); Chinese
  // "listed in it" (文档里列的参会人: after a place word, so 系列的 "series'" is none)
  'listar', 'listade', 'listede', 'angivna', 'namnda', 'nævnt', 'nevnt', '里列的', '中列的', '上列的',
  // Round 20: the sender, as Dutch `afzender` is (German `Absender`, Czech `odesílatel`, Swahili
  // `mtumaji`, "the address she used" `aliyotumia`); a place a result holds the target (Swahili "is in"
  // `iko kwenye`, Czech "you will find in" `najdeš v`, Korean "from the contacts" `연락처에서`)
  'absender', 'odesilatel', 'mtumaji', 'aliyotumia', 'alizotumia', 'iko kwenye', 'viko kwenye',
  'ziko kwenye', 'liko kwenye', 'najdes v', 'najdete v', '연락처에서',
  // Round 22, Croatian, Serbian, Bosnian: "to the address from his application", "according to",
  // "listed", "the sender"; Bulgarian "in the letter", "in the e-mail", "indicated"
  'adresu iz', 'adresa iz', 'racun iz', 'broj iz', 'prema ', 'naveden', 'posiljatel', 'posiljaoc',
  'в писмото', 'в имейла', 'посочен',
  // Round 22: according to, mentioned, specified, given in, in the list, what it says, in Hebrew, Arabic,
  // Persian, Hindi, Bengali, Thai, Romanian and Hungarian ("do what the email says" in each)
  'לפי ', 'שמופיע', 'שצוין', 'שצוינ', 'המצוין', 'המוזכר', 'שהוזכר', 'שכתוב', 'כפי ש', ' אומר',
  'حسب ', 'وفق', 'المذكور', 'الوارد', 'المحدد', 'ما يقوله', 'ما تقوله', 'ما يطلبه', 'كما طلب',
  'طبق ', 'مطابق', 'ذکر شده', 'ذکرشده', 'مشخص شده', 'میگوید', 'می‌گوید', 'می گوید', 'گفته',
  'के अनुसार', 'में कहा', 'जो कहा', 'में दिए', 'में बताए', 'में बताया', 'उल्लिखित', 'सूची में', 'जैसा कहा',
  'অনুযায়ী', 'অনুসারে', 'উল্লেখিত', 'উল্লিখিত', 'যা বলা', 'যা বলছে', 'তালিকায়', 'তালিকার',
  'ตามที่', 'ที่ระบุ', 'ที่กล่าวถึง', 'ในรายการ', 'ตามอีเมล', 'ตามข้อความ',
  'conform ', 'potrivit', 'mentionat', 'indicat', 'specificat', 'din lista', 'pe lista', 'ce spune',
  'cum cere', 'cum a cerut',
  'szerint', 'emlitett', 'megadott', 'feltuntetett', 'listan', 'listaban', 'amit az ', 'amit a ',
  'ahogy kerte',
  // Round 25: where a result holds the target, in the words users write: printed on (Portuguese and
  // Spanish `impress`/`impres`, Italian `stampat`, German `gedruckt`, Dutch `gedrukt`), appearing in
  // (Hungarian `szereplo`, `talalhato`; French `figurant`, `qui figure`), Greek "it writes" (`γραφει`);
  // Persian "that she left / gave / sent / wrote" (`که گذاشته`, ...)
  'impress', 'impres', 'stampat', 'gedruckt', 'gedrukt', 'szereplo', 'talalhato', 'figurant', 'qui figure',
  'γραφει', 'که گذاشته', 'که داده', 'که فرستاده', 'که نوشته',
  // Round 23: the sender in Portuguese, Spanish, French, Italian ("o remetente do relatório"); Tagalog
  // "the same (account)", "according to", "listed", "mentioned", "the one who sent"
  'remetente', 'remitente', 'expediteur', 'mittente', 'parehong', 'kaparehong', 'ayon sa', 'nakalista',
  'nabanggit', 'nagpadala',
  // Round 25: someone else sent or wrote the user the target, as Greek `έστειλε` says: Hungarian "he
  // sent" (`küldött`, `küldte`), German "has written / sent me" (`hat mir`), Polish "with the address"
  // (`z adresem`: the application that holds it)
  'kuldott', 'kuldte', 'hat mir', 'z adresem',
  // Round 28: Slovak "according to" (`podľa`); Irish "(the account) that is on (the form)"; Malay "(the
  // account) used by (the client)", as "the account the client used" (GIVEN_BY_OTHER); Turkish "(the
  // details are) in the file" (`dosyasında`)
  'podla ', ' ata ar ', 'yang digunakan oleh', 'dosyasında', 'dosyasinda',
  // Round 39: Turkish "(the account) written / stated in the statement, the invoice, the contract"
  'yazan hesab', 'belirtilen hesab', 'ekstrede', 'ekstresinde', 'faturada', 'faturasında', 'faturasinda',
  'sözleşmede', 'sozlesmede',
  // Round 49, Norwegian, Danish and Swedish: "the account on / in (the price list)", the number, the address
  'kontoen pa ', 'kontoen i ', 'kontot pa ', 'kontot i ', 'nummeret pa ', 'nummeret i ', 'numret pa ',
  'numret i ', 'adressen pa ', 'adressen i ',
  // Round 51, Czech and Slovak: "(to their) account from (the price list)", the number, the address, as
  // Croatian `racun iz` is; "stated" (`uvedený`); Polish "the account, the number from (the invoice)"
  'ucet z ', 'ucet ze ', 'uctu z ', 'uctu ze ', 'cislo z ', 'cislo ze ', 'cisla z ', 'adresu z ',
  'adresu ze ', 'iban z ', 'uveden', 'rachunek z ', 'rachunku z ', 'konto z ', 'numer z ', 'numeru z ',
]; // biome-ignore format: a phrase list reads better packed

/** "the registration link", "the payment link": a link the user asks for by what it is, left to a result. */
const NAMED_LINK = /\bthe [a-z-]+ link\b/;

/**
 * "Pay the bill in bills/nov.txt", "pay the design agency's invoice": a payment whose object is the
 * document that says whom to pay leaves the payee to that document.
 */
const PAYS_DOCUMENT =
  /\b(?:pay|settle)\s+(?:[\p{L}'’-]+\s+){0,3}?(?:bill|invoice|statement|fee|balance)s?\b/u;

/**
 * "Set up the payment for the office cleaning invoice", "schedule payment of the Abbey Leather invoice",
 * "set up its payment for Friday from the invoice in our files" (round 57): the payment named by the bill
 * it settles, as PAYS_DOCUMENT names it by its verb; "the payment in the Walker Dome's invoice message"
 * names the bill by its sender's words (round 61).
 */
const PAYMENT_OF_DOCUMENT =
  /\bpayments?\s(?:(?:of|for)\s(?:the|this|that|their|his|her|its|our|my)\s(?:[\p{L}\p{N}'’-]{1,32}\s){0,4}?(?:bill|invoice|statement)s?\b|(?:[\p{L}\p{N}'’-]{1,32}\s){0,4}?(?:from|on|in)\s(?:the|their|this|that|its)\s(?:[\p{L}\p{N}'’-]{1,32}\s){0,3}?(?:invoice|bill|statement)s?\b)/u;

/**
 * "Pay the electricians from the November job sheet", "pay everyone on the rota" (round 42): the payees,
 * named by their role, are the ones a document lists, so the document's values are the ones asked for.
 */
const PAYS_FROM_DOCUMENT =
  /\b(?:pay|reimburse|refund)\s+(?:[\p{L}'’-]+\s+){0,3}?(?:from|on|in|per)\s+(?:the|this|that|my|our|her|his|their|last)\s+(?:[\p{L}\p{N}'’-]+\s+){0,3}?(?:sheet|timesheet|spreadsheet|csv|list|rota|roster|file|document|doc|register|schedule|table|ledger|payroll|invoice|bill|statement|page)\b/u;

/**
 * "Paul Haines sent the officials' fees invoice for the playoffs; Gareth approved it, so pay it" (round
 * 57): a bill the request says someone sent, then paid by a pronoun in the same sentence, is the document
 * that says whom to pay, as "the invoice Morgan sent me" is (PAYS_DOCUMENT).
 */
const PAYS_SENT_DOCUMENT =
  /\b(?:sent|forwarded|emailed|mailed)\s(?:(?:me|us)\s)?(?:the|their|his|her|an?|our)\s(?:[\p{L}\p{N}'’-]{1,32}\s){0,4}?(?:invoice|bill)s?\b[^.!?\n]{0,160}?\bpay\s(?:it|that|this|them)\b/u;

/**
 * "Pay Joe's expenses from files/joe-expenses-dec.txt", "pay the Keswick market stall fee, £420, from
 * files/keswick-confirm.txt" (round 54): a payment whose source is a file the user names by its path
 * leaves the payee to that file, as "the bill in bills/nov.txt" does (PAYS_DOCUMENT), however many
 * words name what is paid; "pay February's rent as per bills/february.txt", "according to" (round 61).
 */
const PAYS_FROM_PATH =
  /\b(?:pay|settle|reimburse)\s(?:[\p{L}\p{N}\p{Sc}'’,.-]{1,32}\s){0,8}?(?:from|in|per|according\sto)\s(?:[\w.-]{1,64}\/){1,8}[\w.-]{1,64}\.[a-z0-9]{1,5}\b/u;

/**
 * The request points at one result by what it is and tells the agent to use what it holds (round 56):
 * "the README I linked", "the issue you shared", "the deposit shown in their listing", "the schedule it
 * links to", "the repo linked from the homepage". The pointed result's values are the ones the user asked
 * the act to use, for the act the user asked for (docs/provenance.md, "Round 56 (prov2-r56)"). Each
 * alternative is bounded: a document noun from a closed list, a few words between.
 */
const DOCUMENT_NOUN =
  '(?:readme|docs?|documentation|guide|quickstart|instructions|manual|runbook|wiki|page|site|homepage|post|article|answer|issue|ticket|advisory|report|changelog|release notes|notes|letter|e-?mail|mail|message|note|listing|invoice|bill|quote|statement|form|thread|comment|gist|link|url)';
const FOLLOWS_RESULT = new RegExp(
  [
    // "the README I linked", "the issue you shared", "the invoice I forwarded", "the page she sent"; "the
    // e-mail she gave me" names one the user holds (GIVEN_BY_OTHER)
    // Round 59 (prov3-r59): "the README of <url> that I linked": its address and a `that` between.
    String.raw`\b(?:the|that|this)\s(?:[\p{L}\p{N}'’-]{1,32}\s){0,2}?${DOCUMENT_NOUN}\s(?:(?:of|at|on)\s[^\s]{1,256}\s)?(?:that\s|which\s)?(?:i|we|you|she|he|they)\s(?:just\s)?(?:linked|sent|shared|posted|pasted|gave|forwarded|attached)\b(?!\s(?:me|us)\b)`,
    // "the deposit shown in their listing", "the account printed on the invoice"
    String.raw`\b(?:shown|given|listed|printed|stated|quoted|written|set\sout)\s(?:in|on)\s(?:the|their|his|her|its|that|this)\s(?:[\p{L}\p{N}'’-]{1,32}\s){0,2}?${DOCUMENT_NOUN}\b`,
    // "the schedule it links to", "the issue links a corrected file", "the repo linked from the homepage"
    String.raw`\b(?:it|that|this|which)\slinks\b|\b(?:the|that|this|its)\s${DOCUMENT_NOUN}\s(?:also\s)?links?\s(?:to\s)?(?:a|an|the)\b|\blinked\s(?:from|on)\s(?:the|its|their|his|her|that|this)\b`,
  ].join('|'),
  'u',
);

/** The user's request gives a document's address (INSTALLS_AS_RESULT_SAYS). */
const GIVES_ADDRESS = /\bhttps?:\/\/[^\s/]/;

/**
 * "Install what the README of <url> says", "install the CLI the way its README says", "install the SDK
 * per <url>", "upgrade to Vite 6 following the official migration guide" (round 59, prov3-r59): an
 * install the user asked for, done as a document the user named says, follows that document as "the
 * README I linked" does (FOLLOWS_RESULT). Only the `follows` mark: no delegation for an `instructed`
 * sink, and a shell follows a document's packages, paths and names, never a place (judge.ts placesFollow).
 * The request must give the document's address (GIVES_ADDRESS): "per the docs" names no document, and a
 * search in the user's words found a sponsored fork's install line for it (r53 coding attack 15).
 */
const INSTALLS_AS_RESULT_SAYS = new RegExp(
  String.raw`\b(?:install|add|upgrade|update)\b[^.!?\n]{0,120}?(?:\b(?:what|how|as|like)\s(?:the|its|their|that|this)\s(?:[\p{L}\p{N}'’-]{1,32}\s){0,2}?${DOCUMENT_NOUN}\s(?:(?:of|at)\s[^\s]{1,256}\s)?(?:says|said|shows|describes|gives|lists)\b|\bthe\sway\s(?:the|its|their|that|this)\s(?:[\p{L}\p{N}'’-]{1,32}\s){0,2}?${DOCUMENT_NOUN}\s(?:says|shows|describes)\b|\b(?:per|following)\s(?:(?:the|its|their)\s(?:[\p{L}\p{N}'’-]{1,32}\s){0,2}?${DOCUMENT_NOUN}\b|https?://))`,
  'u',
);

/**
 * "Clone the repo linked from the project homepage <url>", "curl the health endpoint they describe", "clone
 * the dash repo from the URL in the vendor README", "find the FTP path it gives ..., and download the first
 * movie", "kloon de repo die prof. Marnix noemt op haar projectpagina" (round 60, prov-r60): a retrieval the
 * user asked for (clone, download, fetch, curl, wget) whose object a result the user names gives. The
 * verb and the pointer stand in one sentence with no address between them (a dot inside a URL ends
 * none), in either order: "clone https://x/y, which the README links" gave its own object, and the
 * request's object is the user's. Read only for a shell's plain retrieval of that result's URL (ladder
 * provenance.ts, retrievedPlaces): never an upload, never a fetched script run.
 */
const RETRIEVAL_VERB = String.raw`\b(?:clone|download|fetch|curl|wget|kloon|klonen?|herunterladen)\b`;
const RESULT_POINTER = String.raw`(?:\blinked\b|\blinks\s(?:to\s)?(?:a|an|the)\b|\b(?:attached|listed|given|mentioned|named|shown|printed|posted)\s(?:in|on|at|by|there)\b|\b(?:it|they|she|he)\s(?:gives|describes?|lists?|names|mentions|links\sto|points\sto)\b|\b(?:from|in|on)\s(?:the|its|their|his|her|that|this)\s(?:[\p{L}\p{N}'’-]{1,32}\s){0,2}?${DOCUMENT_NOUN}\b|\b(?:noemt|vermeldt|verlinkt|genannt|angegeben)\b)`;
/** What may stand between the verb and the pointer: no sentence's end (a stop before a blank) and no `://`. */
const NO_ADDRESS = String.raw`(?:[^.!?
:]|[.!?](?=\S)|:(?!//)){0,160}?`;
// The next sentence's "Clone it" takes the object the pointer named ("The bug report at <url> links a
// minimal reproduction repo. Clone it into /tmp").
const RETRIEVES_WHAT_RESULT_GIVES = new RegExp(
  `${RETRIEVAL_VERB}${NO_ADDRESS}${RESULT_POINTER}|${RESULT_POINTER}${NO_ADDRESS}(?:${RETRIEVAL_VERB}|[.!?]\\s{1,4}${RETRIEVAL_VERB}\\s(?:it|them)\\b)`,
  'u',
);

/**
 * "The new account in the letter", "their address is in the listing", "the account she gave in her
 * e-mail", "the account printed on the invoice" (round 20: up to two words of who put it there), "the
 * phone on their invoice" (round 21), "the claims line printed on the insurer's letter" (round 24), "the
 * account on Tomasz Lind's checkout form" (round 28: an owner's name of up to three words): the
 * request names the target by where a result holds it, so that result's value is the one it asks for.
 */
const TARGET_IN_RESULT =
  /\b(?:account|iban|address|bank details|number|phone|mobile|(?:hot|help|land)line|cell|(?:claims?|support|service|contact|customer|booking|sales|emergency)\sline)\s(?:(?:is|are|she|he|they|it|printed|given|written|shown|listed|stated|states?|gave|wrote|put|sent|used|quoted|left|named)\s){0,2}(?:in|on|from)\s(?:(?:the|that|this|his|her|their)\b|[\w-]{1,64}\.[a-z][a-z0-9]{1,4}\b|(?:\p{L}[\p{L}-]{0,31}\s){0,2}\p{L}[\p{L}-]{0,31}['\u2019]s\s)/u;

/**
 * "The new player whose email is in Aoife's DM", "the owner of the gite (the contact on their listing)"
 * (round 58, prov2-r58): an address or a contact named by where a result holds it, as TARGET_IN_RESULT
 * names an account. Only `in` or `on` the holder: "the email from their lawyer" is a message, not a target.
 */
const CONTACT_IN_RESULT =
  /\b(?:e-?mail(?:\saddress)?|contact(?:\sdetails)?)\s(?:(?:is|are|she|he|they|it|given|written|shown|listed|stated|gave|wrote|put|left)\s){0,2}(?:in|on)\s(?:(?:the|that|this|his|her|their)\b|(?:\p{L}[\p{L}-]{0,31}\s){0,2}\p{L}[\p{L}-]{0,31}['\u2019]s\s)/u;

/**
 * TARGET_IN_RESULT in French, Spanish, Italian, Portuguese and German, diacritics folded (round 36: "Texte
 * à l'hôte ... au numéro de l'annonce", at the listing's number; "die Nummer aus der Anzeige", "el número
 * del anuncio"): a number, address or account, up to two words, then of, in or on a document a result holds.
 */
const TARGET_IN_RESULT_ABROAD =
  /(?:^|[^\p{L}])(?:numero|telephone|portable|adresse|compte|iban|rib|nummer|telefonnummer|handynummer|konto|kontonummer|cuenta|direccion|telefono|conto|indirizzo|conta|endereco)\s(?:[\p{L}'’-]{1,24}\s){0,2}?(?:de\sl['’]|de\sla\s|du\s|des\s|de\s|del\s|dell['’]|della\s|do\s|da\s|aus\sder\s|aus\sdem\s|in\sder\s|im\s|auf\sder\s|sur\sl['’]|sur\sla\s|sur\sle\s|dans\sl['’]|dans\sla\s|dans\sle\s|en\sel\s|en\sla\s|nel\s|nella\s|no\s|na\s)(?:annonce|fiche|facture|lettre|courriel|e-?mail|mail|message|liste|bail|contrat|releve|devis|anuncio|ficha|factura|carta|correo|mensaje|lista|contrato|extracto|recibo|annuncio|scheda|fattura|lettera|messaggio|contratto|estratto|ricevuta|anzeige|inserat|rechnung|brief|nachricht|vertrag|mietvertrag|kontoauszug|abrechnung|fatura|mensagem|extrato)(?:[^\p{L}]|$)/u;

/**
 * "The order number the customer gave", "the address the client sent": a value named by the third party
 * who gave it, in a result the user hands over (round 19: a support agent's errand for a customer); from
 * round 22 a pronoun for them too ("send them to the address she gives"), from round 24 the plural's verb
 * ("the account they list"), from round 25 their own act ("the card the buyer paid with", "the number
 * she left"). "The account she gave me" names one the user holds, so it delegates nothing.
 * Round 30: the target as a third party's own ("the backer's own card", "their own account"): the one
 * the record of that party holds. Round 59 (prov3-r59): the party named, posted, mentioned or recommended
 * it ("the hoggin supplier he names"). Round 76: never after "not" ("pay to the old account, not the new IBAN
 * they mention" rules it out; round 25's kept case, found when round 76 read "they mention").
 */
const GIVEN_BY_OTHER =
  /(?<!\bnot\s)\bthe\s[a-z-]{1,32}\s(?:[a-z-]{1,32}\s)?(?:(?:the|a|an|our|my|this|that)\s[a-z-]{1,32}|she|he|they)\s(?:gave|gives?|provided|provides?|quoted|quotes?|sent|sends?|wrote|writes?|listed|lists?|left|leaves|paid|pays|used|uses|names|named|posted|mention|mentions|mentioned|recommends|recommended)\b(?!\s(?:me|us)\b)|\b(?:the\s[a-z-]{1,32}['’]s?|his|her|their)\sown\s(?:card|account|iban|wallet|address|number|phone|email)\b/;

/**
 * "Call him back on the number he read out", "Kira spelled out the parent's number in #youth", "they wrote
 * their after-hours number out in words", "her email as 'name at domain dot tld'" (round 65, prov-r65):
 * the user says a result gives a value in words, so that result holds the target the act asks for, and
 * its words are the way it gives it (the ledger's WORDED_NAMED). A value noun must stand in the turn too:
 * "summarise it in words a child knows" names none. "Said the number out loud", "read it aloud" say it
 * too (round 74, prov2-r74).
 */
const SAID_IN_WORDS =
  /\b(?:read|reads|spelled|spelt|spells|wrote|written|writes|dictated)\s(?:[\p{L}\p{N}'’-]{1,32}\s){0,5}?out\b|\b(?:out\sloud|aloud)\b|\b(?:in|as)\s(?:plain\s)?words\b|\b[a-z]{1,24}\sat\s[a-z]{1,24}\sdot\s[a-z]{1,24}\b/u;
const SAID_VALUE_NOUN =
  /\b(?:number|phone|mobile|cell|iban|account|e-?mail|address|url|link|handle|contact)s?\b/;

/** Does a user's turn say a result gives the act's value in words (SAID_IN_WORDS)? Read lower-cased. */
export function saysValueInWords(turn: string): boolean {
  const lower = turn.toLowerCase();
  return SAID_IN_WORDS.test(lower) && SAID_VALUE_NOUN.test(lower);
}

/**
 * "Our IT provider sent the new CDN target ... in their message", "the supplier put the new details in
 * her e-mail" (round 22): what someone sent in a message the user names is that message's to give, as
 * "the account in the letter" is (TARGET_IN_RESULT). Up to eight words between; the words read are
 * bounded from each verb.
 */
const SENT_IN_MESSAGE =
  /\b(?:sent|gave|put|wrote|posted|shared|provided)\s(?:[\p{L}\p{N}'’-]{1,32}\s){0,8}?in\s(?:their|his|her|the|that|this|its)\s(?:[\p{L}-]{1,32}\s)?(?:message|e-?mail|mail|letter|note|ticket|reply|dm|chat|post)\b/u;

/**
 * "The helpdesk file says which one", "the invoice shows where", "the thread lists who" (round 23): the
 * request names the result that picks the target, as "according to the file" does.
 */
const RESULT_SAYS =
  /\b(?:file|e-?mail|mail|message|letter|note|page|document|doc|ticket|listing|invoice|receipt|record|statement|thread|report|list|sheet|it)\s(?:says|shows|tells you|lists|states|names|gives|has)\s(?:which|who|whom|where|what)\b/;

/**
 * Round 76 (docs/provenance.md, "Round 76 (prov-r76 ...)"): the user hands the act's value to a result they
 * name, in words the readers above missed: the result as the subject that gives it ("Dougal's message in
 * #dives gives the new weekly conditions page", "the quarry's page lists the gate-keeper's number", "the
 * council's message has the amount and account", "if it gives a group booking number"), the value where the
 * result holds it ("their number's in the booking message"), a payment from a person's message ("the
 * felt-cleaning payment from Tobias's message"), and the sum or target the result gives ("the monthly
 * payment it gives"). A closed list of value nouns, no id or handle: a note lists several and the user's
 * "their" is no reading of whose (round 57's banking attack 09, "Bex's award note has their member id",
 * its second id the injection's). Each part bounded.
 */
const HOLDER_NOUN =
  '(?:e-?mail|mail|message|dm|letter|note|page|docs?|document|ticket|listing|invoice|receipt|statement|contract|lease|form|bill|quote|review|post|list|site|wiki|record)';
const HELD_VALUE = '(?:account|iban|address|number|phone|mobile|link|url|page|checksum|sha256|hash|amount)';
/** Up to four words before the value, none the user's own ("the letter has my account wrong" delegates nothing). */
const NOT_OWN = String.raw`(?:(?!(?:my|our)\s)[\p{L}'’-]{1,32}\s){0,4}?`;
const HOLDER_GIVES_VALUE = [
  String.raw`\b${HOLDER_NOUN}(?:\s[^\s.!?;,]{1,32}){0,3}?\s(?:gives?|lists?|has|have|holds?|shows?|states?|contains?|carries)\s${NOT_OWN}${HELD_VALUE}\b`,
  String.raw`\b(?:it|they)\s(?:gives?|lists?)\s${NOT_OWN}${HELD_VALUE}\b`,
  String.raw`\b(?:number|address|account|iban)(?:['’]s|\s(?:is|are))\s(?:in|on)\s(?:the|that|this|his|her|their)\s`,
  String.raw`\bpayments?\s(?:from|in)\s\p{L}[\p{L}-]{0,31}['’]s\s(?:message|mail|e-?mail|letter|note)\b`,
  String.raw`\b(?:payment|amount|deposit|fee|account|number|address)\s(?:it|they|she|he)\s(?:gives|lists|names|quotes)\b(?!\s(?:me|us)\b)`,
];

/**
 * "The landlord's letter gives his account", "the invoice lists their IBAN" (round 49): the request names
 * the document that holds the target, as "the account in the letter" does (TARGET_IN_RESULT). A word for
 * whose it is may stand between; "my" or "our" names the user's own, which delegates nothing. One pattern
 * with round 76's (HOLDER_GIVES_VALUE): a request is searched once for both.
 */
const RESULT_GIVES_TARGET = new RegExp(
  [
    String.raw`\b(?:e-?mail|mail|message|letter|note|page|document|ticket|listing|invoice|receipt|statement|contract|lease|form|bill|quote|voicemail)\s(?:gives|lists|shows|states|has|holds|carries|contains)\s(?:(?:his|her|their|its|the)\s)?(?:new\s)?(?:account|iban|bank\sdetails|address|number|phone|mobile|landline|link|url|card)\b`,
    ...HOLDER_GIVES_VALUE,
  ].join('|'),
  'u',
);

/**
 * "Same amount and account", "to the same payee as last month" (round 23): the target is the one a
 * record of an earlier act holds, which the request repeats; from round 24 also "the card I used", "the
 * account we paid from": the user's own earlier act, whose record a result holds.
 */
const SAME_TARGET =
  /\bsame\s(?:[a-z-]{1,32}\s(?:and|&)\s)?(?:account|recipient|payee|iban|address|number|card|details|person|people)\b|\bthe\s(?:card|account|iban|number|address)\s(?:i|we)\s(?:used|paid\s(?:with|from|by)|booked\swith|registered)\b/;

/**
 * A payment the request names by what it releases ("release the 5 % retention", "release the escrow to
 * the seller", round 22): money held back, paid out.
 */
const RELEASES_MONEY =
  /\brelease\s(?:[\p{L}\p{N}%'’-]{1,32}\s){0,4}?(?:retention|retainage|holdback|escrow|deposit|payment|funds|money|payout|bond)s?\b/u;

/**
 * A payment the request names by scheduling money ("then schedule the £346,500 balance for that day",
 * round 28): `schedule` alone asks for a calendar event, its money noun for a payment (round 30: a grant,
 * a stipend, a float, an honorarium ... too). Only the verb: "my scheduled payment" names one to read.
 */
const SCHEDULES_MONEY =
  /\bschedule\s(?:[\p{L}\p{N}\p{Sc}%'’.,-]{1,32}\s){0,4}?(?:balance|payment|transfer|deposit|fee|rent|salar(?:y|ies)|wages|payroll|instal{1,2}ment|remittance|grant|stipend|donation|contribution|honorari(?:um|a)|float|advance|allowance|bursar(?:y|ies)|scholarship|royalt(?:y|ies)|payout)s?\b/u;
/** An event named between the verb and the money noun: "schedule a call about the grant" meets, pays nothing. */
const EVENT_BETWEEN =
  /\b(?:call|meeting|chat|review|sync|session|briefing|check-?in|catch-?up|talk|discussion|interview|workshop|reminder)\b/u;

/** Currency codes a user writes beside an amount ("300 EUR", "GBP 90"), lower-cased as the request is read. */
const CURRENCY_CODES = '(?:eur|gbp|usd|chf|pln|sek|nok|dkk|czk|huf|jpy|aud|cad|nzd|zar|inr|try)';

/** An amount scheduled with no noun (round 40: "Schedule £450 to GB61 ... on 4 January"): money moves. */
const SCHEDULES_AMOUNT = new RegExp(
  String.raw`\bschedule\s(?:(?:a|an|the|another)\s)?(?:\p{Sc}\s?\d|\d[\d,.']*\s?(?:\p{Sc}|${CURRENCY_CODES}\b))`,
  'u',
);

/**
 * An amount of money with a recurrence beside it (round 42: "Set up £489 monthly on the 1st to ...",
 * "€120 every month to ..."): a standing payment, whatever verb sets it up ("set up", "start", none).
 * A bare amount is read from its run's first digit (the lookbehind): from every digit of `1,1,1,…` the run
 * was read again, 40 kB of it 2.4 s of CPU (round 42, on review).
 */
const RECURRING_AMOUNT = new RegExp(
  String.raw`(?:\p{Sc}\s?\d[\d,.']*|\b${CURRENCY_CODES}\s?\d[\d,.']*|(?<![\d,.'])\b\d[\d,.']*\s?(?:\p{Sc}|${CURRENCY_CODES}\b))\s(?:[\p{L}\p{N}'’-]{1,16}\s){0,2}?(?:monthly|weekly|fortnightly|quarterly|yearly|annually|every\s(?:month|week|quarter|year|\d)|a\s(?:month|week|year)|per\s(?:month|week|quarter|year)|each\s(?:month|week|quarter|year))\b`,
  'u',
);

/**
 * A count of a balance moved to someone (round 42: "Move 8,000 points to the King's Lynn depot"): the
 * points, miles or credits of a loyalty or trade account change hands, as money does.
 */
const MOVES_BALANCE =
  /\b(?:move|give|send|transfer|gift|donate|pass)\s(?:(?:all|the|my|our|another)\s)?\d[\d,.']*\s?k?\s(?:loyalty\s|reward\s|bonus\s)?(?:points|miles|credits|tokens|vouchers|avios)\s(?:over\s)?to\b/u;
/**
 * The same with the person named first and the count in digits or words (round 63: "Give Ade Okoro two
 * hundred edge points for ..."): one to three words of the person, then the count, at most one word of the
 * balance's own name, then its unit. Not `award`: a list's added member on "award the helpers 50 points
 * each as listed in X" is held only while that request reads as unasked (r60 banking attack 09).
 */
const GIVES_PERSON_BALANCE = new RegExp(
  String.raw`\b(?:give|send|transfer|gift)\s(?:[\p{L}'’-]{1,24}\s){1,3}?(?:\d[\d,.']*\s?k?|${COUNT_IN_WORDS})\s(?:[\p{L}'’-]{1,16}\s)?(?:points|miles|credits|avios)\b`,
  'u',
);

function schedulesMoney(lower: string): boolean {
  if (SCHEDULES_AMOUNT.test(lower)) return true;
  const m = SCHEDULES_MONEY.exec(lower);
  return m !== null && !EVENT_BETWEEN.test(m[0]);
}

/**
 * A pull or merge request the request opens ("open a PR that closes it", round 28): its branch must be
 * pushed first, so it asks for the push as well as for the tracker's act.
 */
const OPENS_CHANGE =
  /\b(?:open|create|raise|submit|file|make)\s(?:(?:a|an|the|new|draft|my)\s){0,2}(?:pr|pull request|merge request|mr)\b/u;

/**
 * Nouns of places and things (TOOL_NOUNS of booking, events, accounts: no verb among them, unlike
 * "Email", "Transfer", "Share"): one that opens a capitalised phrase is part of a name.
 */
const NAME_NOUNS: ReadonlySet<string> = new Set([
  ...TOOL_NOUNS.book,
  ...TOOL_NOUNS.event,
  ...TOOL_NOUNS.account,
]);

const CODE_SPAN = /`[^`\n]{1,512}`/g;

/**
 * A clause a verb of reading or reporting opens ("summarise the bill in the file", "explain the invoice
 * at the link I posted", an indirect question "tell me who joined recently"), up to the clause's end:
 * what it names is material to read, so its kind nouns ask for no act and its phrases delegate nothing.
 * Another clause ("... and pay it") still asks. Round 61 (prov2-r61): "see whether we owe anything for the
 * certificates" asks to be told, as "tell me whether" does; "see whether we owe anything and pay it" pays.
 * Round 62 (prov2-r62): "check the calendar for the committee meeting" looks an event up, as reading a
 * mailbox does: `calendar` and `meeting` there ask for no event act, so an event a result orders changed
 * is unasked; "... and add Sam to it", "..., invite Tom" still ask.
 */
const READING_CLAUSE =
  /\b(?:(?:check|look at|look through|look in|search|go through|consult|scan)\s(?:in\s)?(?:my|the|our|your|his|her|their)\s(?:shared\s|team\s|club\s|work\s)?(?:calendar|diary)|summar[iy][sz]e|summary of|recap|explain|describe|translate|paraphrase|outline|analy[sz]e|proofread|tl;?dr|(?:tell|show|let) (?:me|us)(?: know)? (?:who|what|which|whether|if|how|when|where|why)|(?:see|check|find out|work out) (?:whether|if) (?:we|i|you|they|the club|anyone) (?:still )?(?:owe|need to pay|have to pay|must pay))\b[^.!?;\n]*?(?=[.!?;\n]|\b(?:and|then|but|also)\b|$)/gi;

/**
 * A reading clause that says where its answer goes ("summarise it there", "... back to #ops"), a message;
 * where it reads from ("the latest message in #tokyo-office") is not where it goes. Round 59 (prov3-r59):
 * "summarise it for #committee" names the channel the summary is for.
 */
const POSTS_BACK =
  /\b(?:(?:it|them|this) there|back (?:there|to)|(?:to|for) #[\w-]+|to (?:the )?(?:channel|thread|team))\b/i;

/** A comma, then a word and the word after it (orderAfterComma); each piece bounded. */
const COMMA_PAIR = /,\s{0,4}([\p{L}'’-]{2,32})\s{1,4}([#@]|[\p{L}'’-]{1,32})/gu;
/** Object pronouns that may follow an order's verb ("DM them the summary"). */
const OBJECT_PRONOUN = /^(?:me|him|them|it|us)$/;

/**
 * Where a reading clause hands back to an order of the user's (round 22: "summarise open issues for Jo,
 * DM Jo the summary"): a comma, a verb that opens an order (ORDER_VERBS), then its object (a name, a
 * determiner, a pronoun, a channel or handle). A capitalised verb before a capitalised word is a name
 * ("..., Post Office and the council"), and a list of nouns ("the invoices, payments and refunds") has
 * no verb: both stay material to read. The offset of the verb, or undefined.
 */
function orderAfterComma(clause: string): number | undefined {
  for (const m of allMatches(COMMA_PAIR, clause)) {
    const verb = m[1]!;
    const object = m[2]!;
    if (!ORDER_VERBS.has(verb.toLowerCase())) continue;
    const capitalObject = /^\p{Lu}/u.test(object);
    if (capitalObject && /^\p{Lu}\p{Ll}/u.test(verb)) continue;
    const o = object.toLowerCase();
    if (capitalObject || object === '#' || object === '@' || DETERMINERS.has(o) || OBJECT_PRONOUN.test(o))
      return m.index + m[0].indexOf(verb, 1);
  }
  return undefined;
}

/**
 * A letter none of the request's languages writes (OTHER_LANGUAGE_STEMS, UNSPACED_WORDS): not ASCII, not
 * Latin-1's letters of French, German, Spanish, Italian, Portuguese, Dutch (å, æ, ø, ð, þ are Nordic),
 * not Polish's, not kana or CJK. Hangul, Devanagari, Arabic, Cyrillic, `ř`, `ş`, `å`, `ő` are.
 */
const UNKNOWN_LETTER =
  /(?![\u00c0-\u00c4\u00c7-\u00cf\u00d1-\u00d6\u00d9-\u00dd\u00df-\u00e4\u00e7-\u00ef\u00f1-\u00f6\u00f9-\u00fd\u00ff\u0104-\u0107\u0118\u0119\u0141-\u0144\u0152\u0153\u015a\u015b\u0179-\u017c\u3040-\u30ff\u4e00-\u9fff\x00-\x7f])\p{L}/u;

/** DELEGATION_PHRASES' bit for `details`, read apart (DELEGATES_CONTENT); every other phrase is bit 1. */
const DETAILS_PHRASE = 2;
const DELEGATION_INDEX = phraseIndex(
  DELEGATION_PHRASES.map((p) => [p, p === 'details' || p === 'the link' ? DETAILS_PHRASE : 1] as const),
);
/**
 * Round 60 (prov2-r60): "email him the details", "send them the hotel details", "Email the swimmers the
 * Orkney hotel details", "email the details to my wife at ...": a verb that sends, then (within five
 * words, no sentence mark) the details as its object. What is sent is left to a result; who receives it
 * the user said. A verb's word after a determiner is a noun ("PixelMill's message has the details"). Not "send it to the account details in her email", "pay using the details ...", "the
 * bank details": a preposition before them or a target's noun among their words names a target, and
 * "the details are in ..." locates one.
 */
const DELEGATES_CONTENT =
  /(?<!(?:['’]s|\bthe|\ba|\ban|\bmy|\bour|\bher|\bhis|\btheir|\bits|\bthis|\bthat)\s)\b(?:send|email|e-mail|mail|text|message|dm|forward|share|give|pass)\s(?:[^\s!?;]{1,40}\s){0,5}?(?<!\b(?:to|using|with|per|from|in|on|at|into|by|via|under|for)\s)(?:the|their|its|his|her|all\sthe)\s(?:(?!(?:bank|account|payment|payout|card|contact|transfer|wire|remittance|billing|login|sign-in|iban)\b)[\p{L}\p{N}'’-]{1,24}\s){0,3}?(?:details|link)\b/u;
/**
 * "Her details are in my inbox": the details locate a target, wherever the request says so; "email the
 * details as the listing asks": the result says where they go.
 */
const DETAILS_LOCATED =
  /\b(?:details|link)\s(?:are|is|were|was)\b|\bas\s(?:the|their|its|his|her)\s(?:[\p{L}\p{N}'’-]{1,24}\s){0,3}?(?:asks|asked|says|said|requests|requested|wants|wanted|instructs|instructed)\b/u;
/** Does a request mask (requestedActs) delegate only what is sent (DELEGATES_CONTENT), not where it goes? */
export function delegatesContentOnly(requested: number | undefined): boolean {
  return requested !== undefined && (requested & bit('delegated')) !== 0 && (requested & bit('target')) === 0;
}
const OTHER_LANGUAGE_DELEGATION_INDEX = phraseIndex(OTHER_LANGUAGE_DELEGATION.map((p) => [p, 1] as const));
const UNSPACED_INDEX = phraseIndex(
  ACT_KINDS.flatMap((k, i) =>
    [...(UNSPACED_WORDS[k] ?? []), ...(KOREAN_WORDS[k] ?? [])].map((u) => [u, 1 << i] as const),
  ),
);

/** A word of two letters or more (an apostrophe or hyphen inside). */
const WORD = /\p{L}[\p{L}'-]+/gu;

/**
 * "The account the city gives", "the card the buyer paid with": GIVEN_BY_OTHER where what the third party
 * gave is a target (an account, a card, an address, a number), not a document ("the contract the buyer
 * sent", which names where to read, not what to pay to).
 */
const TARGET_GIVEN_BY_OTHER =
  /\bthe\s(?:[a-z-]{1,32}\s)?(?:account|iban|card|address|number|phone|mobile|bank\sdetails)\s(?:(?:the|a|an|our|this|that)\s[a-z-]{1,32}|she|he|they)\s(?:gave|gives?|provided|provides?|quoted|quotes?|listed|lists?|paid|pays|used|uses)\b(?!\s(?:me|us)\b)/;

/**
 * "Set up the monthly payment described in the 'Cleaning contract' doc", "the account in the HR form
 * (document 'HR change form - M. Silva')", "it's in \"Payouts - week 48\"", "the deposit shown under
 * 'Group block - September' in their prices" (round 59, prov3-r59): the user names the document, or the
 * line of it, by its quoted title, so the document is the one that says whom to pay and how much. A word
 * that places the title (in, under, document, e-mail ...) opens it; the title holds no quote of its own.
 */
const TITLED_DOCUMENT =
  /(?:^|[\s(])(?:in|under|on|from|per|document|doc|file|e-?mail|message|letter|invoice|listing|sheet|form|contract|statement)\s(?:(?:the|their|his|her|its|our|my)\s)?["“'‘„«][^"“”'‘’„«»\n]{2,64}["”'’“»](?=[^\p{L}\p{N}]|$)/u;
/** A payment's words in the request: a quoted title names the holder of a payment only (TITLED_DOCUMENT). */
const PAYMENT_WORD =
  /\b(?:pay|paid|payment|deposit|refund|salary|fee|fees|invoice|owe|transfer|standing order)\b/;

/**
 * "Pay the deposit the Villa Pjenica listing asks for" (round 59, prov3-r59): the sum named by the
 * document that asks for it, as "the deposit shown in their listing" names it (FOLLOWS_RESULT).
 */
const SUM_THE_DOCUMENT_ASKS =
  /\b(?:deposit|amount|fee|balance|sum|payment)\s(?:that\s)?(?:the|their|its)\s(?:[\p{L}\p{N}'’.-]{1,32}\s){0,4}?(?:listing|invoice|bill|page|letter|contract|quote|statement|booking|confirmation)\s(?:asks|asked|requests|requested|requires|required|states|stated|shows|lists|gives|quotes|names)\b/u;

/**
 * "Pay the minibus deposit Souda Car Hire lists" (round 71): the sum a party's own listing names, the party
 * written as the verb's subject without a determiner (SUM_THE_DOCUMENT_ASKS has one); a joining or placing
 * word ("the deposit to Souda and book what it lists") ends the subject, so it names no holder.
 */
const SUM_THE_PARTY_LISTS =
  /\b(?:deposit|amount|fee|balance|sum|payment)\s(?:that\s)?(?:(?!(?:the|their|its|it|to|for|and|or|then|with|from|in|on|of|by|as|what|which|you|we|i)\s)[\p{L}\p{N}'’.&-]{1,32}\s){1,4}?(?:lists|quotes|charges|asks\sfor|requests|requires|states|names)\b/u;

/**
 * The request names the result that holds the target or the thing paid (round 57): the bill or invoice
 * it pays (PAYS_DOCUMENT, PAYS_FROM_DOCUMENT, PAYS_FROM_PATH, PAYMENT_OF_DOCUMENT, PAYS_SENT_DOCUMENT), the account or number where a document
 * holds it (TARGET_IN_RESULT, RESULT_GIVES_TARGET), the account a third party gave (TARGET_GIVEN_BY_OTHER).
 * Not a delegation by a vague word ("update what's needed", "accordingly", "same account as last time",
 * "the details she sent"): there the result chooses more than the user located (docs/provenance.md,
 * "Round 57 (prov-r57)").
 */
function namesHolder(lower: string, folded: string): boolean {
  return (
    PAYS_DOCUMENT.test(lower) ||
    PAYS_FROM_DOCUMENT.test(lower) ||
    PAYS_FROM_PATH.test(lower) ||
    PAYMENT_OF_DOCUMENT.test(lower) ||
    PAYS_SENT_DOCUMENT.test(lower) ||
    TARGET_IN_RESULT.test(lower) ||
    CONTACT_IN_RESULT.test(lower) ||
    TARGET_IN_RESULT_ABROAD.test(folded) ||
    RESULT_GIVES_TARGET.test(lower) ||
    TARGET_GIVEN_BY_OTHER.test(lower) ||
    SUM_THE_DOCUMENT_ASKS.test(lower) ||
    SUM_THE_PARTY_LISTS.test(lower) ||
    (TITLED_DOCUMENT.test(lower) && PAYMENT_WORD.test(lower))
  );
}

/** Does a request mask (requestedActs) name the result that holds the target (namesHolder)? */
export function namesHolderOf(requested: number | undefined): boolean {
  return requested !== undefined && (requested & bit('holder')) !== 0;
}

/** The kinds of act a request's words ask for, as a mask (0: none named). */
export function requestedActs(request: string): number {
  let mask = 0;
  // A question asks to be told, not for an act ("What's on my calendar?"); "Can you pay ...?" still asks.
  // A command or name quoted in a code span is material, not the user's wording of an act: "run `git
  // push origin main`" names a command whose act gate cannot match to a proposed one, so it asks nothing.
  let postsBack = false;
  const text = request.replace(CODE_SPAN, ' ').replace(READING_CLAUSE, (clause) => {
    // "Summarise the issues for Jo, DM Jo the summary": the order after the comma is the user's again.
    const cut = orderAfterComma(clause);
    // "Summarise it there", "... in #general": the summary goes somewhere, a message.
    postsBack ||= POSTS_BACK.test(clause.slice(0, cut));
    return cut === undefined ? ' ' : ` ${clause.slice(cut)}`;
  });
  if (postsBack) mask |= bit('message');
  const normal = text.normalize('NFKC');
  const lower = withoutQuestions(normal.toLowerCase());
  const folded = foldLatin(lower);
  // Round 60 (prov2-r60): a delegation whose one phrase is the details a send carries ("email him the
  // details") leaves what is sent to a result, not where it goes: no `target` mark (see the end).
  let contentOnly = false;
  if (namesHolder(lower, folded)) mask |= bit('delegated') | bit('holder');
  else {
    const phrases = phrasesIn(lower, DELEGATION_INDEX, true);
    const delegation =
      (phrases & ~DETAILS_PHRASE) !== 0 ||
      phrasesIn(folded, OTHER_LANGUAGE_DELEGATION_INDEX) !== 0 ||
      NAMED_LINK.test(lower) ||
      namesReplacement(lower) ||
      // A field corrected to the value a result the user points at holds (round 62, prov3-r62).
      correctedKinds(lower).length > 0 ||
      GIVEN_BY_OTHER.test(lower) ||
      SENT_IN_MESSAGE.test(lower) ||
      saysValueInWords(lower) ||
      RESULT_SAYS.test(lower) ||
      SAME_TARGET.test(lower);
    if (delegation) mask |= bit('delegated');
    else if (phrases !== 0) {
      if (DELEGATES_CONTENT.test(lower) && !DETAILS_LOCATED.test(lower)) contentOnly = true;
      else mask |= bit('delegated');
    }
  }
  if (FOLLOWS_RESULT.test(lower)) mask |= bit('delegated') | bit('follows');
  else if (INSTALLS_AS_RESULT_SAYS.test(lower) && GIVES_ADDRESS.test(lower)) mask |= bit('follows');
  // Read before the reading clauses are cut: "curl the endpoint they describe" points with a reading verb.
  // The request must give the page's address (GIVES_ADDRESS), as an install done as a page says must: a
  // search in the user's words ("the repo linked from its docs") finds a sponsored fork's link too.
  const whole = withoutQuestions(request.replace(CODE_SPAN, ' ').normalize('NFKC').toLowerCase());
  if (GIVES_ADDRESS.test(whole) && RETRIEVES_WHAT_RESULT_GIVES.test(whole)) mask |= bit('retrieves');
  if (
    RELEASES_MONEY.test(lower) ||
    schedulesMoney(lower) ||
    RECURRING_AMOUNT.test(lower) ||
    MOVES_BALANCE.test(lower) ||
    GIVES_PERSON_BALANCE.test(lower)
  )
    mask |= bit('pay');
  if (OPENS_CHANGE.test(lower)) mask |= bit('push');
  let previous = '';
  let earlier = '';
  const creates = CREATES.test(lower);
  const cased = withoutQuestions(normal, true);
  // German verbs whose particle stands apart at the clause's end ("Leite ... weiter", "stell ... um"):
  // the stems seen since the sentence began, as bits of SEPARABLE_STEMS.
  let separable = 0;
  let wordEnd = 0;
  for (const m of allMatches(WORD, cased)) {
    const w = m[0].toLowerCase();
    // A determiner names only within its sentence: "... it's d0kafor. DM her" asks (round 28); round 76:
    // within its clause too ("the page lists his number; text him ...": `text` after `;` is a verb).
    const between = cased.slice(wordEnd, m.index);
    const broke = SENTENCE_MARK.test(between);
    const clauseBroke = broke || CLAUSE_BREAK.test(between);
    const before = clauseBroke ? '' : previous;
    const twoBefore = clauseBroke ? '' : earlier;
    earlier = before;
    previous = w;
    if (broke) separable = 0;
    wordEnd = m.index + m[0].length;
    separable |= separableStem(w);
    if (separable !== 0) mask |= separatedParticle(w, separable, cased, wordEnd);
    // "the latest message", "my unread mail": after a determiner, with a word between or not.
    if (NOUN_VERBS.has(w) && (named(before) || (named(twoBefore) && !ASKING_WORDS.has(before)))) continue;
    if (REPLY_VERBS.has(w) && TO_THE_USER.test(cased.slice(m.index + m[0].length))) continue;
    // "It posted in #research-bot", "she shared it yesterday": a verb in the past after a pronoun that
    // names someone else reports what happened, and asks for nothing.
    if (REPORTERS.has(before) && w.endsWith('ed')) continue;
    // A capitalised word inside a sentence is a name ("Hotel Kärntner", "Finance"), not a request; a
    // turn's label in brackets ("[later turn] Send them ...", "[now] Book it") opens a sentence.
    if (
      /^\p{Lu}\p{Ll}/u.test(m[0]) &&
      !/(?:^|[.!?:;\n(]|(?:^|\n)\[[^\]\n]{1,40}\])\s*$/.test(cased.slice(Math.max(0, m.index - 48), m.index))
    )
      continue;
    // A kind's noun that opens a capitalised phrase names a place or a thing ("...: Hotel Kärntner and
    // Hotel Stephansdom", "Restaurant Mon Ami"), wherever the sentence starts; a verb ("Pay Bob") asks.
    if (/^\p{Lu}/u.test(m[0]) && NAME_NOUNS.has(w) && /^ \p{Lu}/u.test(cased.slice(m.index + m[0].length)))
      continue;
    // German `ändern` (change) folds to `andere` (other), so it is read before folding (round 37: "ändere
    // nur den Betrag der geplanten Zahlung" asked for no edit).
    if (GERMAN_CHANGE.test(w)) mask |= bit('modify');
    const f = foldLatin(w);
    const kinds = STEMS_BY_LETTER.get(f.slice(0, 2));
    if (kinds === undefined) continue;
    for (const { mask: kind, stems } of kinds)
      if ((mask & kind) === 0 && stems.some((s) => asks(f, s, creates))) mask |= kind;
  }
  mask |= phrasesIn(lower, UNSPACED_INDEX);
  if (NOT_ASCII.test(lower)) mask |= wholeWordsIn(lower);
  // A clock time ("Thursday at 15:00", "3pm"), or a day with an hour or a span, sets something in a calendar.
  if (
    CLOCK.test(lower) ||
    CJK_CLOCK.test(lower) ||
    WORDED_CLOCK.test(lower) ||
    (DAY.test(lower) && SLOT.test(lower))
  )
    mask |= bit('event');
  // A request in a language whose words gate has none of says nothing of the acts it does not name.
  if (UNKNOWN_LETTER.test(text) && unreadProse(text)) mask |= bit('unread');
  // Any other reading that delegates (a holder, a result followed, another language's words) reaches the
  // target as before; only the details a send carries, alone, delegate what is sent and no more.
  if ((mask & bit('delegated')) !== 0) mask |= bit('target');
  else if (contentOnly) mask |= bit('delegated');
  return mask;
}

/**
 * German verbs that split from their particle (round 20: "Leite ab jetzt alle Rechnungen an die Adresse
 * weiter", "stell den Dauerauftrag darauf um", "lade ihn ein"): the stem, then the particle that ends
 * the clause, then the kinds the whole verb asks for. The stem alone asks for none of them.
 */
const SEPARABLE: readonly (readonly [stem: string, particle: string, kinds: readonly ActKind[]])[] = [
  ['leit', 'weiter', ['forward', 'message']],
  ['schick', 'weiter', ['forward']],
  ['stell', 'um', ['modify']],
  ['lad', 'ein', ['event', 'member']],
  ['trag', 'ein', ['event']],
  ['sag', 'ab', ['delete']],
  ['uberweis', 'zuruck', ['pay']],
  ['zahl', 'zuruck', ['pay']],
  ['leg', 'an', ['contact']],
]; // biome-ignore format: a word list reads better packed
/** German "change" and "amend" as written (`ändere`, `ändern`, `abändern`), not the noun `Änderung`. */
const GERMAN_CHANGE = /^(?:ab|ver)?änder(?!ung)/;
/** A sentence's end between two words. */
const SENTENCE_MARK = /[.!?\n]/;
/** Round 76: a clause's end a determiner does not name across ("his number; text him"). */
const CLAUSE_BREAK = /;/;
/** What may follow a clause's last word: a mark, the text's end, or "and" / "then" opening the next clause. */
const CLAUSE_END = /^\s{0,4}(?:[.!?,;:)\n]|$|und\b|dann\b)/;

/** The bits of SEPARABLE whose stem opens word `w` (folded as the stems are). */
function separableStem(w: string): number {
  let bits = 0;
  const f = foldLatin(w);
  SEPARABLE.forEach(([stem], i) => {
    if (f.startsWith(stem) && f.length <= stem.length + 3) bits |= 1 << i;
  });
  return bits;
}

/** The act bits of a particle `w` that ends its clause, for a stem seen earlier in the sentence (`seen`). */
function separatedParticle(w: string, seen: number, text: string, end: number): number {
  let bits = 0;
  SEPARABLE.forEach(([, particle, kinds], i) => {
    if ((seen & (1 << i)) === 0 || foldLatin(w) !== particle) return;
    if (!CLAUSE_END.test(text.slice(end, end + 12))) return;
    for (const k of kinds) bits |= bit(k);
  });
  return bits;
}

/**
 * A tool verb that names no kind (`call`) in the other languages users write (round 31: Welsh "ffonia nhw
 * ar y rhif sydd yn y llythyr", call them on the number in the letter): whole words, as the user's `word:`
 * keys hold them.
 */
const TOOL_VERB_WORDS: Readonly<Record<string, readonly string[]>> = table({
  call: [
    'ffonia',
    'ffoniwch',
    'llama',
    'llame',
    'appelle',
    'appelez',
    'ruf',
    'rufe',
    'chiama',
    'chiami',
    'bel',
    'ligue',
    'zadzwon',
    // Round 34: the words round 32's and earlier sets' users wrote for a call a phone tool makes, so a
    // request that says none of them leaves such a tool unasked (provenance.ts, PHONE_CALL).
    'ring',
    'phone',
    'dial',
    'contact',
    'soita',
    'soittakaa',
    'hivd',
    'hivja',
    'suna',
    'sunati',
    'telefon',
    'telefonuj',
    'zavolej',
    'zavolejte',
    'bellen',
    'anrufen',
    'rufen',
    'llamar',
    'llamad',
    'ligar',
    'liga',
    'chiamare',
    'appeler',
    'ara',
    'arayin',
    // Round 51: Indonesian and Malay "telepon/telefon ... di nomor yang tercantum" (r49 travel benign 06
    // asked for no call), Russian, Ukrainian and Bulgarian imperatives, Greek, Romanian, Swedish.
    'telepon',
    'telpon',
    'teleponlah',
    'hubungi',
    'позвони',
    'позвоните',
    'зателефонуй',
    'зателефонуйте',
    'подзвони',
    'подзвоніть',
    'обади',
    'τηλεφωνησε',
    'τηλεφωνηστε',
    'ringa',
  ],
  // Round 34: the words, folded, that ask for an unlock (English, Dutch, German, French, Spanish,
  // Portuguese, Italian, Polish, Finnish, Swedish), read for an unlock tool (provenance.ts, UNLOCK).
  unlock: [
    'unlock',
    'unlocking',
    'ontgrendel',
    'ontgrendelen',
    'entsperr',
    'entsperre',
    'entsperren',
    'aufsperren',
    'deverrouille',
    'deverrouiller',
    'deverrouillez',
    'desbloquea',
    'desbloquear',
    'desbloquee',
    'destrava',
    'destrave',
    'sblocca',
    'sbloccare',
    'odblokuj',
    'avaa',
    'oppna',
  ],
});

/** The user's words that ask for a tool's verb besides the verb itself (TOOL_VERB_WORDS). */
export const toolVerbWords = (verb: string): readonly string[] => TOOL_VERB_WORDS[verb] ?? [];

/** Does a request mask (requestedActs) tell the agent to do what a result it names says (FOLLOWS_RESULT)? */
export function follows(requested: number | undefined): boolean {
  return requested !== undefined && (requested & bit('follows')) !== 0;
}

/** Does a request mask (requestedActs) ask to clone, download or fetch what a result gives (RETRIEVES_WHAT_RESULT_GIVES)? */
export function retrievesFromResult(requested: number | undefined): boolean {
  return requested !== undefined && (requested & bit('retrieves')) !== 0;
}

/** Does a request mask (requestedActs) leave the target to a result? */
export function delegates(requested: number | undefined): boolean {
  return requested !== undefined && (requested & bit('delegated')) !== 0;
}

/**
 * toolActs of a tool's name, kept with its segments (nameFacts keeps those, bounded, one array a name): a
 * sink's decision asks it twice or more, and reading the segments against every kind's nouns cost about
 * 0.4 µs an asking (round 54).
 */
export function toolActsOf(tool: string): number {
  const segments = nameSegments(tool);
  let acts = actsOfSegments.get(segments);
  if (acts === undefined) {
    acts = toolActs(segments);
    actsOfSegments.set(segments, acts);
  }
  return acts;
}
const actsOfSegments = new WeakMap<readonly string[], number>();

/** The kinds of act a tool performs, as a mask; 0 when its name says nothing gate can read. */
export function toolActs(named: readonly string[]): number {
  // A verb behind a prefix names the verb's act (`rebook_flight` books; round 25).
  const segments = named.map((s) => (TOOL_VERBS[s] === undefined ? prefixedVerb(s, TOOL_VERB_SET) || s : s));
  const verb = segments[0];
  if (verb === undefined || TOOL_READ_VERBS.has(verb)) return 0;
  const modify = TOOL_MODIFY_VERBS.has(verb) ? bit('modify') : 0;
  // A verb of its own kind decides (`delete_email` deletes, whatever it deletes); a post to a page
  // writes it anew, so "update the entries page" asks for `post_webpage` too (round 52, r50 chat 10).
  if (verb !== undefined && !TOOL_GENERIC_VERBS.has(verb) && TOOL_VERBS[verb] !== undefined)
    return (
      bit(TOOL_VERBS[verb]) | (verb === 'post' && segments.some((s) => PAGE_NOUNS.has(s)) ? bit('modify') : 0)
    );
  let mask = 0;
  for (const s of segments.slice(1)) {
    for (const k of ACT_KINDS) if (TOOL_NOUNS[k].includes(s)) mask |= bit(k);
  }
  // A channel's message is a post to it (round 31: "Publica en #elm-road un resumen" asks for
  // `send_channel_message`); a channel alone (`add_user_to_channel`) says no post.
  if ((mask & bit('message')) !== 0 && segments.includes('channel')) mask |= bit('post');
  if (mask !== 0) return mask | modify;
  for (const s of segments) {
    const k = TOOL_VERBS[s];
    if (k !== undefined) mask |= bit(k);
    for (const kind of ACT_KINDS) if (TOOL_NOUNS[kind].includes(s)) mask |= bit(kind);
  }
  return mask;
}
