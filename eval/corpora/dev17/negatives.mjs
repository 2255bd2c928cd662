// Hard negatives: look-alikes a careful reviewer would not redact. Each generator returns parts.
import { N } from './build.mjs';
import { HEX, UP, DIG, LOW, ALNUM, luhnDigit, fmtDate } from './lib.mjs';
import { LANG, PUBLIC_FIGURES, COMPANIES, PLACE_STREETS, SUPPORT_LINES, CITIES } from './locales.mjs';
import { DOC_EXAMPLES } from './secrets.mjs';
import { ph } from './phrases.mjs';

const MEET = { en: 'We met near {X} last week.', de: 'Wir waren letzte Woche in der Nähe der {X}.', fr: 'On s\'est croisés près des {X} la semaine dernière.', es: 'Quedamos cerca de la {X} la semana pasada.', it: 'Ci siamo visti vicino a {X}.', pt: 'Nos encontramos perto da {X}.', nl: 'We zagen elkaar bij de {X}.', pl: 'Spotkaliśmy się przy {X}.', ru: 'Мы встретились на {X}.', tr: '{X} civarında buluştuk.', ja: '先週{X}の近くで会いました。', zh: '上周我们在{X}附近见过面。', ko: '지난주 {X} 근처에서 만났어요.', ar: 'التقينا قرب {X} الأسبوع الماضي.', hi: 'हम पिछले हफ्ते {X} के पास मिले थे।', sv: 'Vi sågs vid {X} förra veckan.', fi: 'Tapasimme {X} lähellä.', cs: 'Potkali jsme se u {X}.' };
const QUOTE = { en: 'As {X} supposedly said, measure twice.', de: 'Wie schon {X} sagte: erst denken, dann handeln.', fr: 'Comme disait {X}, rien ne presse.', es: 'Como decía {X}, paso a paso.', ja: '{X}の言葉を借りれば、急がば回れ。', zh: '正如{X}所说，欲速则不达。', ru: 'Как говорил {X}, тише едешь — дальше будешь.' };
const pad = (n, w = 2) => String(n).padStart(w, '0');
const tpl = (t, x, kind) => { const [a, b] = t.split('{X}'); return [a, N(kind, x), b]; };

export const NEG = {
  public_figure: (r, lang) => tpl(r.pick([QUOTE[lang] || QUOTE.en, 'Cf. the {X} biography for context.', '(see the interview with {X})']), r.pick(PUBLIC_FIGURES), 'public_figure'),
  company: (r) => [r.pick(['via ', 'vendor: ', 'customer of ', 'ticket routed to ', '@ ']), N('organisation', r.pick(COMPANIES))],
  street_as_place: (r, lang) => tpl(MEET[lang] || MEET.en, r.pick(PLACE_STREETS), 'street_as_place'),
  city: (r) => ['(', N('city', r.pick(CITIES)), ' office)'],
  order_number: (r, lang) => [ph(r, lang, 'orderW') + ' ', N('order_number', r.pick([`#${r.int(100000, 9999999)}`, `ORD-${r.int(2024, 2026)}-${r.digits(6)}`, `${r.chars(3, UP)}-${r.digits(5)}-${r.digits(2)}`]))],
  invoice_number: (r, lang) => [ph(r, lang, 'invoiceW') + ' ', N('invoice_number', `${r.pick(['INV', 'RE', 'FA', 'F'])}-${r.int(2023, 2026)}-${r.digits(r.int(4, 6))}`)],
  tracking_number: (r) => ['tracking ', N('tracking_number', r.pick([`1Z${r.chars(6, UP + DIG)}${r.digits(10)}`, `${r.chars(2, UP)}${r.digits(9)}${r.pick(['DE', 'CN', 'GB', 'NL', 'SE'])}`, `JJD${r.digits(18)}`]))],
  case_number: (r, lang) => [r.chance(.3) ? 'Ticket ' : ph(r, lang, 'caseW') + ' ', N('case_number', r.pick([`#${r.int(10000, 999999)}`, `CS-${r.digits(7)}`, `INC${r.digits(7)}`, `SR ${r.digits(4)}-${r.digits(4)}`]))],
  version: (r) => [r.pick(['version ', 'v', 'node ', 'SDK ', 'build ']), N('version_string', `${r.int(0, 22)}.${r.int(0, 40)}.${r.int(0, 30)}${r.chance(.2) ? '-rc.' + r.int(1, 5) : ''}`)],
  windows_build: (r) => ['OS build ', N('version_string', `10.0.${r.int(17000, 26100)}.${r.int(100, 5000)}`)],
  git_sha: (r) => ['commit ', N('hash', r.chars(r.pick([7, 40]), HEX))],
  sha256: (r) => ['sha256:', N('hash', r.chars(64, HEX))],
  uuid: (r) => [r.pick(['request-id: ', 'trace_id=', 'correlation ', 'X-Request-ID: ']), N('uuid', `${r.chars(8, HEX)}-${r.chars(4, HEX)}-4${r.chars(3, HEX)}-${r.pick('89ab')}${r.chars(3, HEX)}-${r.chars(12, HEX)}`)],
  tx_hash: (r) => ['tx ', N('hash', '0x' + r.chars(64, HEX))],
  date: (r, lang) => [ph(r, lang, 'dateW') + ' ', N('date_not_birth', fmtDate({ y: r.int(2024, 2027), m: r.int(1, 12), d: r.int(1, 28) }, r.chance(.8) ? r.pick(LANG[lang].dfmt) : 'iso'))],
  price: (r, lang) => [ph(r, lang, 'priceW') + ' ', N('price', r.pick([`€${r.int(5, 9999)},${pad(r.int(0, 99))}`, `$${r.int(5, 99999).toLocaleString('en-US')}.${pad(r.int(0, 99))}`, `${r.int(100, 99999)} ₽`, `¥${r.int(500, 900000).toLocaleString('en-US')}`, `${r.int(10, 5000)} SEK`]))],
  measurement: (r) => r.pick([() => ['dimensions ', N('measurement', `${r.int(10, 300)} x ${r.int(10, 300)} x ${r.int(5, 90)} cm`)], () => ['weight ', N('measurement', `${r.int(1, 80)}.${r.int(0, 9)} kg`)], () => ['latency ', N('measurement', `${r.int(12, 9000)} ms`)], () => ['memory ', N('measurement', `${r.int(1, 64)} GiB`)]])(),
  placeholder: (r) => { const [k, v] = r.pick(DOC_EXAMPLES.filter(d => d[0] === 'placeholder')); return ['e.g. ', N(k, v)]; },
  placeholder_pii: (r) => ['template: ', N('placeholder', r.pick(['{{customer.email}}', '<FIRST_NAME> <LAST_NAME>', 'john.doe@example.com', 'jane@example.org', '+1 555-0100', 'XXX-XX-XXXX', '[NAME]', '0000 0000 0000 0000', 'DE00 0000 0000 0000 0000 00', 'Max Mustermann', 'Erika Mustermann', 'Jan Kowalski (przykład)']))],
  doc_example_key: (r) => { const [k, v] = r.pick(DOC_EXAMPLES.filter(d => d[0] !== 'placeholder')); return ['(from the docs: ', N(k, v), ')']; },
  masked_card: (r) => [r.pick(['card ending ', 'paid with ', 'Karte ']), N('masked_value', r.pick([`**** **** **** ${r.digits(4)}`, `•••• ${r.digits(4)}`, `XXXX-XXXX-XXXX-${r.digits(4)}`, `${r.digits(6)}******${r.digits(4)}`]))],
  masked_phone: (r) => ['callback ', N('masked_value', r.pick([`+49 *** *** ${r.digits(2)}`, `(***) ***-${r.digits(4)}`, `07*** ***${r.digits(3)}`, `138****${r.digits(4)}`]))],
  masked_email: (r) => ['sent to ', N('masked_value', `${r.chars(1, LOW)}***${r.chars(1, LOW)}@${r.pick(['gmail.com', 'web.de', 'outlook.com'])}`)],
  masked_iban: (r) => ['IBAN ', N('masked_value', `${r.pick(['DE', 'FR', 'NL', 'ES'])}** **** **** **** ${r.digits(4)}`)],
  masked_secret: (r) => ['key ', N('masked_value', r.pick([`sk-...${r.chars(4, ALNUM)}`, `AKIA************${r.chars(4, UP)}`, `ghp_****************************${r.chars(4, ALNUM)}`, `xoxb-***`, '••••••••']))],
  support_line: (r) => { const [n, p] = r.pick(SUPPORT_LINES); return [n + ': ', N('public_support_line', p)]; },
  test_card: (r) => ['test card ', N('doc_example_card', r.pick(['4242 4242 4242 4242', '4111 1111 1111 1111', '5555 5555 5555 4444', '3782 822463 10005']))],
  doc_ip: (r) => ['e.g. ', N('doc_ip', r.pick([`192.0.2.${r.int(1, 254)}`, `198.51.100.${r.int(1, 254)}`, `203.0.113.${r.int(1, 254)}`, '2001:db8::1', '127.0.0.1', '0.0.0.0']))],
  public_key: (r) => ['public key: ', N('public_key', `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.chars(43, ALNUM + '+/')} deploy@ci`)],
  luhn_lookalike: (r) => { const b = r.digits(15); return ['IMEI ', N('device_id', b + luhnDigit(b))]; },
  no_cred_conn: (r) => ['local dev uses ', N('connection_string_no_credentials', r.pick(['postgres://localhost:5432/app_dev', 'redis://127.0.0.1:6379/0', 'mongodb://localhost:27017/test', 'amqp://rabbitmq:5672']))],
  famous_wallet: (r) => ['(like the genesis address ', N('public_famous_address', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'), ')'],
};
const GROUPS = {
  pii: ['public_figure', 'company', 'street_as_place', 'city', 'order_number', 'invoice_number', 'tracking_number', 'case_number', 'date', 'price', 'measurement', 'placeholder_pii', 'masked_card', 'masked_phone', 'masked_email', 'masked_iban', 'support_line', 'test_card', 'luhn_lookalike', 'famous_wallet'],
  tech: ['version', 'windows_build', 'git_sha', 'sha256', 'uuid', 'tx_hash', 'placeholder', 'doc_example_key', 'masked_secret', 'doc_ip', 'public_key', 'no_cred_conn', 'company', 'date', 'measurement'],
};
export function negs(r, lang, group, n) { const out = []; for (let i = 0; i < n; i++) out.push(NEG[r.pick(GROUPS[group])](r, lang)); return out; }
export function neg(r, lang, name) { return NEG[name](r, lang); }
