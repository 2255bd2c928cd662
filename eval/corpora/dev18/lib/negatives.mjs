// Hard negatives: look-alikes that a careful human would not redact.
import { CS, luhnCheckDigit } from './core.mjs';
import { PUBLIC_FIGURES, BRANDS, STREETS_AS_PLACES, CITIES } from './lang.mjs';

const pad = (n, w = 2) => String(n).padStart(w, '0');
const DOC_EXAMPLES = [
  ['doc_example_key', 'AKIAIOSFODNN7EXAMPLE'], ['doc_example_key', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'], ['test_card', '4242 4242 4242 4242'], ['test_card', '4111 1111 1111 1111'], ['test_card', '5555555555554444'],
  ['doc_example_key', 'sk_test_4eC39HqLyjWDarjtT1zdp7dc'], ['doc_example_token', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c'],
  ['doc_example_iban', 'DE89 3704 0044 0532 0130 00'], ['doc_example_iban', 'GB82 WEST 1234 5698 7654 32'], ['public_address', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'], ['documentation_ip', '192.0.2.'], ['documentation_ip', '198.51.100.'], ['documentation_ip', '2001:db8::'],
];
const PLACEHOLDERS = ['<YOUR_API_KEY>', 'sk_live_XXXXXXXXXXXXXXXXXXXXXXXX', 'user@example.com', 'jane.doe@example.org', '+1 555-0100', 'XXXX-XXXX-XXXX-XXXX', '${DB_PASSWORD}', '{{ secrets.API_TOKEN }}', 'postgres://user:password@localhost:5432/mydb', '000-00-0000', 'DE00 0000 0000 0000 0000 00', 'ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', '-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----', 'your-password-here', 'Max Mustermann', 'John Doe'];
const FICTIONAL = ['Sherlock Holmes', 'Harry Potter', 'Don Quijote', 'Anna Karenina', 'Pippi Långstrump', 'Tintin'];

const MEET = { en: 'We met on {}.', de: 'Wir waren auf der {} verabredet.', fr: 'On s\'est vus sur {}.', es: 'Quedamos en {}.', it: 'Ci siamo visti in {}.', pt: 'Nos encontramos na {}.', nl: 'We spraken af in de {}.', pl: 'Spotkaliśmy się na {}.', ru: 'Встретились на {}.', tr: '{} üzerinde buluştuk.', ja: '{}で会いました。', zh: '我们在{}见面。', ko: '{}에서 만났어요.', ar: 'التقينا في {}.', hi: 'हम {} पर मिले।', sv: 'Vi sågs på {}.', da: 'Vi mødtes på {}.', fi: 'Tavattiin {}.' };
const DUE = { en: 'due {}', de: 'fällig am {}', fr: 'échéance le {}', es: 'vence el {}', it: 'scadenza {}', pt: 'vencimento {}', nl: 'vervaldatum {}', pl: 'termin {}', ru: 'срок оплаты {}', tr: 'son ödeme {}', ja: '支払期限 {}', zh: '截止日期 {}', ko: '납부기한 {}', ar: 'تاريخ الاستحقاق {}', hi: 'देय तिथि {}', sv: 'förfaller {}', da: 'forfalder {}', fi: 'eräpäivä {}' };
const QUOTE = { en: 'As {} put it, keep it simple.', de: 'Wie schon {} sagte: einfach halten.', fr: 'Comme disait {}, restons simples.', es: 'Como decía {}, sencillez ante todo.', it: 'Come diceva {}, semplicità.', pt: 'Como dizia {}, simplicidade.', nl: 'Zoals {} al zei: houd het simpel.', pl: 'Jak mawiał {}, prościej się nie da.', ru: 'Как говорил {}, проще надо быть.', tr: '{} dediği gibi, sade olsun.', ja: '{}の言葉の通り、シンプルに。', zh: '正如{}所说，简单点。', ko: '{}의 말처럼 단순하게.', ar: 'كما قال {}، البساطة أولاً.', hi: 'जैसा {} ने कहा, सरल रखो।', sv: 'Som {} sa: håll det enkelt.', da: 'Som {} sagde: hold det enkelt.', fi: 'Kuten {} sanoi, pidä se yksinkertaisena.' };
export function negative(r, lang, want) {
  const k = want || r.pick(['public_figure', 'public_figure', 'brand', 'street_as_place', 'city', 'order_number', 'tracking_number', 'invoice_number', 'case_number', 'version', 'hash', 'uuid', 'non_birth_date', 'price', 'measurement', 'placeholder', 'masked', 'masked', 'doc_example', 'support_line', 'fictional_character', 'isbn']);
  switch (k) {
    case 'public_figure': return { kind: k, v: r.pick(PUBLIC_FIGURES), ctx: r.pick([QUOTE[lang], QUOTE[lang], 'Our meeting room is named after {}.', 'Book club: a biography of {}.', '({} quote on the wall)']) };
    case 'fictional_character': return { kind: k, v: r.pick(FICTIONAL), ctx: 'Test persona: {}.' };
    case 'brand': return { kind: k, v: r.pick(BRANDS), ctx: r.pick(['via {}', 'Vendor: {}', '{} outage this morning', 'invoice from {}']) };
    case 'street_as_place': return { kind: k, v: r.pick(STREETS_AS_PLACES[lang]), ctx: r.pick([MEET[lang], MEET[lang], 'Lunch near {}?', 'Traffic on {} again.']) };
    case 'city': return { kind: k, v: r.pick(CITIES[lang]), ctx: r.pick(['Office: {}', 'flight to {}', '{} team']) };
    case 'order_number': return { kind: k, v: r.pick([`ORD-${r.int(2024, 2026)}-${r.digits(6)}`, `#${r.digits(9)}`, `${r.digits(3)}-${r.digits(7)}-${r.digits(7)}`]), ctx: 'Order {}' };
    case 'tracking_number': return { kind: k, v: r.pick([`1Z${r.str(6, CS.UD)}${r.digits(10)}`, `JJD${r.digits(18)}`, `${r.str(2, CS.U)}${r.digits(9)}DE`]), ctx: 'Tracking: {}' };
    case 'invoice_number': return { kind: k, v: `INV-${r.digits(5)}/${r.int(2025, 2026)}`, ctx: 'Invoice {}' };
    case 'case_number': return { kind: k, v: r.pick([`CASE-${r.digits(8)}`, `SR${r.digits(10)}`, `${r.str(3, CS.U)}-${r.int(100, 9999)}`]), ctx: 'Ref {}' };
    case 'version': return { kind: k, v: r.pick([`v${r.int(1, 9)}.${r.int(0, 30)}.${r.int(0, 20)}`, `${r.int(10, 11)}.0.${r.int(19000, 22631)}.${r.int(100, 4000)}`, `${r.int(1, 4)}.${r.int(0, 9)}.${r.int(0, 9)}.${r.int(0, 99)}`]), ctx: 'running {}' };
    case 'hash': return { kind: k, v: r.chance(0.5) ? r.str(64, CS.HEX) : r.str(40, CS.HEX), ctx: r.pick(['sha256: {}', 'commit {}', 'checksum {}']) };
    case 'uuid': return { kind: k, v: `${r.str(8, CS.HEX)}-${r.str(4, CS.HEX)}-4${r.str(3, CS.HEX)}-${r.pick(['8', '9', 'a', 'b'])}${r.str(3, CS.HEX)}-${r.str(12, CS.HEX)}`, ctx: 'request_id={}' };
    case 'non_birth_date': return { kind: k, v: `${pad(r.int(1, 28))}.${pad(r.int(1, 12))}.${r.int(2025, 2026)}`, ctx: r.pick([DUE[lang], DUE[lang], 'meeting on {}', 'shipped {}', 'valid until {}']) };
    case 'price': return { kind: k, v: r.pick([`€${r.int(5, 2999)},${r.digits(2)}`, `$${r.int(1, 999)}.${r.digits(2)}`, `${r.int(100, 99999)} ₽`, `¥${r.int(100, 98000).toLocaleString('en')}`]), ctx: 'total {}' };
    case 'measurement': return { kind: k, v: r.pick([`${r.int(150, 199)} cm`, `${r.int(45, 120)} kg`, `${r.int(10, 90)} × ${r.int(10, 90)} × ${r.int(5, 40)} mm`, `${r.int(1, 16)} GB RAM`]), ctx: 'size {}' };
    case 'placeholder': return { kind: k, v: r.pick(PLACEHOLDERS), ctx: 'template: {}' };
    case 'doc_example': { const [kk, v] = r.pick(DOC_EXAMPLES); return { kind: kk, v: v.endsWith('.') || v.endsWith(':') ? v + r.int(1, 254).toString(kk === 'documentation_ip' && v.includes(':') ? 16 : 10) : v, ctx: 'docs example: {}' }; }
    case 'support_line': return { kind: k, v: r.pick([`0800 ${r.digits(3)} ${r.digits(4)}`, `1-800-${r.digits(3)}-${r.digits(4)}`, `+44 345 ${r.digits(3)} ${r.digits(4)}`]), ctx: `${r.pick(BRANDS.slice(0, 10))} customer service {} (Mon–Fri)` };
    case 'isbn': { const b = '978' + r.digits(9); let s = 0; for (let i = 0; i < 12; i++) s += +b[i] * (i % 2 ? 3 : 1); return { kind: k, v: `${b.slice(0, 3)}-${b.slice(3, 4)}-${b.slice(4, 8)}-${b.slice(8, 12)}-${(10 - (s % 10)) % 10}`, ctx: 'ISBN {}' }; }
    case 'masked': {
      const t = r.int(0, 5);
      if (t === 0) { const b = '4' + r.digits(14); return { kind: 'masked_card', v: `**** **** **** ${(b + luhnCheckDigit(b)).slice(-4)}`, ctx: 'card ending {}' }; }
      if (t === 1) return { kind: 'masked_iban', v: `${r.pick(['DE', 'FR', 'NL', 'ES'])}** **** **** **** **${r.digits(2)} ${r.digits(2)}`, ctx: 'IBAN {}' };
      if (t === 2) return { kind: 'masked_email', v: `${r.str(1, CS.L)}${'*'.repeat(r.int(3, 7))}@${r.pick(['gmail.com', 'web.de', 'mail.ru'])}`, ctx: 'sent to {}' };
      if (t === 3) return { kind: 'masked_phone', v: `+${r.int(30, 49)} *** *** ${r.digits(2)}${r.digits(2)}`, ctx: 'SMS code sent to {}' };
      if (t === 4) return { kind: 'masked_key', v: `${r.pick(['sk_live_', 'ghp_', 'AKIA', 'xoxb-'])}${'•'.repeat(r.int(8, 16))}${r.str(4, CS.AN)}`, ctx: 'key {} (masked)' };
      return { kind: 'redacted_id', v: `***-**-${r.digits(4)}`, ctx: 'SSN on file {}' };
    }
  }
  return negative(r, lang, 'brand');
}
