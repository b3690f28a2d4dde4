// Round 22: a request that leaves its target to a result ("do what the email says", "pay the account
// named in the invoice", "send it as the email says") in Hebrew, Arabic, Persian, Hindi, Bengali, Thai,
// Romanian and Hungarian. Each delegated nothing on round 21's build.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { growthOf } from '../../../test/helpers/work-count.js';
import { delegates, requestedActs } from './acts.js';

const DELEGATING: Readonly<Record<string, readonly string[]>> = {
  he: ['תעשה מה שהמייל אומר.', 'שלם לחשבון שמופיע בחשבונית.', 'שלח את הקובץ לכתובת שצוינה במייל.'],
  ar: [
    'افعل ما يقوله البريد الإلكتروني.',
    'ادفع إلى الحساب المذكور في الفاتورة.',
    'أرسل الملف حسب التعليمات في الرسالة.',
  ],
  fa: [
    'هر کاری که ایمیل می‌گوید انجام بده.',
    'به حسابی که در فاکتور ذکر شده پرداخت کن.',
    'فایل را طبق ایمیل بفرست.',
  ],
  hi: ['ईमेल में जो कहा गया है वह करो।', 'चालान में दिए गए खाते में भुगतान करें।', 'ईमेल के अनुसार फ़ाइल भेजो।'],
  bn: ['ইমেইলে যা বলা আছে তা করো।', 'চালানে উল্লেখিত অ্যাকাউন্টে টাকা পাঠাও।', 'ইমেইল অনুযায়ী ফাইলটি পাঠাও।'],
  th: ['ทำตามที่อีเมลบอก', 'โอนเงินไปยังบัญชีที่ระบุในใบแจ้งหนี้', 'ส่งไฟล์ตามที่ระบุในอีเมล'],
  ro: [
    'Fă ce spune emailul.',
    'Plătește în contul menționat în factură.',
    'Trimite fișierul conform instrucțiunilor din email.',
  ],
  hu: [
    'Csináld, amit az e-mail mond.',
    'Fizess a számlán megadott számlára.',
    'Küldd el a fájlt az e-mail szerint.',
  ],
};

/** The same errands with the user's own target: nothing left to a result. */
const OWN: readonly string[] = [
  'שלח את הקובץ ל-bob@example.com.',
  'أرسل الملف إلى bob@example.com.',
  'فایل را به bob@example.com بفرست.',
  'फ़ाइल bob@example.com पर भेजो।',
  'ফাইলটি bob@example.com এ পাঠাও।',
  'ส่งไฟล์ไปที่ bob@example.com',
  'Trimite fișierul la bob@example.com.',
  'Küldd el a fájlt a bob@example.com címre.',
];

test('delegation r22: "do what the email says" and its kin in eight more languages', () => {
  for (const [lang, requests] of Object.entries(DELEGATING))
    for (const r of requests) assert.ok(delegates(requestedActs(r)), `${lang}: ${r}`);
  for (const r of OWN) assert.ok(!delegates(requestedActs(r)), r);
});

test('delegation r22: the new phrases read in linear time', () => {
  for (const unit of ['לפי ', 'حسب ', 'के अनुसार ', 'ตามที่', 'conform ', 'amit az '])
    for (const make of [
      (n: number) => unit.repeat(n / unit.length),
      (n: number) => `${'x'.repeat(n)}${unit}`,
    ]) {
      const ratio = growthOf(make, (t) => requestedActs(t), 8192);
      assert.ok(ratio <= 12, `${ratio.toFixed(1)}x the work for 8x the text`);
    }
});
