// Labelled value makers (per category) and hard-negative makers.
import { SCHEMES } from './ids.mjs';
import { LOCALES, personName, fmtDate, fmtAmount, HAS_DISTINCT_TAX, HAS_LOCAL_BANK } from './locales.mjs';
import { LANG, LOOKALIKE, PROJECT_CODENAMES } from './lang.mjs';
import { password } from './secrets.mjs';
import { A } from './rng.mjs';
import * as C from './checksums.mjs';

export const CATS = ['email', 'phone_number', 'credit_card', 'iban', 'bank_account', 'national_id', 'tax_id', 'passport_number', 'ip_address', 'crypto_wallet', 'date_of_birth', 'street_address', 'person_name', 'api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url'];

const lab = (category, type, value, extra = {}) => ({ L: { category, type, value, ...extra } });
export const neg = (kind, value) => ({ N: { kind, value } });
const pad = (n, w) => String(n).padStart(w, '0');

const ROMAN = { ja: ['tanaka', 'sato', 'suzuki', 'takahashi', 'ito', 'watanabe', 'nakamura', 'kobayashi'], zh: ['wang', 'li', 'liu', 'chen', 'yang', 'huang', 'zhao', 'zhou'], ko: ['kim', 'lee', 'park', 'choi', 'jung', 'kang', 'yoon', 'han'], ru: ['smirnova', 'kuznetsov', 'popov', 'sokolova', 'lebedev', 'novikova', 'morozov', 'volkova'], uk: ['kovalenko', 'bondarenko', 'tkachenko', 'kravchenko', 'shevchuk', 'melnyk', 'boyko', 'lysenko'], ar: ['alotaibi', 'alqahtani', 'alshamri', 'alharbi', 'alzahrani', 'aldosari', 'alkaabi', 'almansoori'], he: ['cohen', 'levi', 'mizrahi', 'peretz', 'biton', 'friedman', 'azoulay', 'golan'], hi: ['sharma', 'verma', 'gupta', 'singh', 'patel', 'mishra', 'yadav', 'joshi'] };
const ROMAN_G = { ja: ['yuki', 'haruto', 'misaki', 'ren', 'yui', 'kenichi'], zh: ['wei', 'fang', 'lei', 'jing', 'tao', 'min'], ko: ['minjun', 'seoyeon', 'jiho', 'haeun', 'doyoon', 'sujin'], ru: ['dmitry', 'anna', 'sergey', 'olga', 'pavel', 'daria'], uk: ['oleksandr', 'oksana', 'andrii', 'iryna', 'bohdan', 'solomiia'], ar: ['mohammed', 'noura', 'khalid', 'sara', 'faisal', 'reem'], he: ['yossi', 'noa', 'daniel', 'michal', 'itai', 'tamar'], hi: ['rahul', 'priya', 'amit', 'neha', 'arjun', 'pooja'] };
const DOMAINS = { 'en-US': 'gmail.com|outlook.com|yahoo.com|icloud.com|proton.me', 'en-CA': 'gmail.com|rogers.com|shaw.ca', 'en-GB': 'btinternet.com|gmail.com|outlook.com|sky.com', 'en-AU': 'bigpond.com|gmail.com|optusnet.com.au', 'en-IN': 'rediffmail.com|gmail.com|yahoo.co.in', 'hi-IN': 'rediffmail.com|gmail.com', 'de-DE': 'gmx.de|web.de|t-online.de|posteo.de', 'de-AT': 'gmx.at|aon.at|chello.at', 'de-CH': 'bluewin.ch|gmx.ch|sunrise.ch', 'fr-FR': 'orange.fr|free.fr|laposte.net|gmail.com', 'fr-BE': 'skynet.be|telenet.be|gmail.com', 'nl-BE': 'telenet.be|skynet.be', 'nl-NL': 'ziggo.nl|kpnmail.nl|gmail.com|hotmail.nl', 'es-ES': 'gmail.com|hotmail.es|telefonica.net|yahoo.es', 'es-MX': 'gmail.com|hotmail.com|prodigy.net.mx', 'it-IT': 'libero.it|virgilio.it|gmail.com|tiscali.it', 'pt-PT': 'sapo.pt|gmail.com|netcabo.pt', 'pt-BR': 'uol.com.br|bol.com.br|gmail.com|terra.com.br', 'pl-PL': 'wp.pl|onet.pl|o2.pl|interia.pl', 'cs-CZ': 'seznam.cz|email.cz|centrum.cz', 'tr-TR': 'gmail.com|hotmail.com|yandex.com.tr', 'ru-RU': 'mail.ru|yandex.ru|rambler.ru', 'uk-UA': 'ukr.net|i.ua|gmail.com', 'ja-JP': 'yahoo.co.jp|docomo.ne.jp|gmail.com', 'zh-CN': 'qq.com|163.com|126.com', 'ko-KR': 'naver.com|daum.net|kakao.com', 'ar-SA': 'gmail.com|hotmail.com|outlook.sa', 'ar-AE': 'gmail.com|eim.ae|outlook.com', 'he-IL': 'walla.co.il|gmail.com|012.net.il' };
const deacc = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ł/g, 'l').replace(/Ł/g, 'L').replace(/ß/g, 'ss').replace(/ı/g, 'i').replace(/[^A-Za-z]/g, '').toLowerCase();

export function emailFor(r, loc, person) {
  const g = LOCALES[loc].names; let gn, fn;
  if (ROMAN[g]) { gn = r.pick(ROMAN_G[g]); fn = r.pick(ROMAN[g]); } else { gn = deacc(person ? person.given : 'x' + r.chars(4, A.LO)); fn = deacc(person ? person.family.split(' ')[0] : r.chars(6, A.LO)); }
  const local = r.pick([`${gn}.${fn}`, `${gn[0]}.${fn}`, `${fn}${r.int(1, 99)}`, `${gn}_${fn}${r.int(70, 99)}`, `${gn}${fn}`, `${fn}.${gn}`, `${gn}.${fn}${r.int(1, 9)}`]);
  if (r.chance(0.25)) return [`${local}@${r.pick(['northwind-logistics', 'kestrel-consulting', 'helios-med', 'bluefjord', 'acme-robotics', 'lindenhof-bau', 'sakura-trading', 'atlas-freight'])}.${r.pick(['com', 'de', 'fr', 'eu', 'io', 'co.uk', 'jp'])}`, 'work_email'];
  return [`${local}@${r.pick(DOMAINS[loc].split('|'))}`, 'personal_email'];
}

function publicIPv4(r) {
  const first = r.pick([5, 24, 31, 37, 41, 46, 49, 58, 61, 62, 77, 78, 81, 84, 88, 91, 95, 101, 109, 112, 118, 122, 139, 141, 151, 153, 176, 178, 180, 185, 187, 188, 189, 193, 200, 201, 212, 217]);
  return `${first}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`;
}
function publicIPv6(r) { return `2a0${r.int(0, 9)}:${r.chars(4, A.HEX).replace(/^0+/, '') || '1'}:${r.chars(4, A.HEX).replace(/^0+/, '') || '1'}:${r.int(1, 0xffff).toString(16)}::${r.int(1, 0xffff).toString(16)}`; }

const dobDate = (r) => ({ y: r.int(1942, 2007), m: r.int(1, 12), d: r.int(1, 28) });
export const NONBIRTH = (r) => ({ y: r.int(2019, 2026), m: r.int(1, 12), d: r.int(1, 28) });

// person: shared values of the main subject (so repeated mentions are the same value)
export function newPerson(r, loc, used) { for (let i = 0; i < 60; i++) { const p = personName(r, LOCALES[loc].names); if (!used || !used.has(p.full)) { if (used) used.add(p.full); return { ...p, cache: {} }; } } return { ...personName(r, LOCALES[loc].names), cache: {} }; }

export function available(loc, cat) {
  const lc = LOCALES[loc];
  if (cat === 'iban') return !!lc.iban;
  if (cat === 'tax_id') return HAS_DISTINCT_TAX(loc);
  if (cat === 'bank_account') return HAS_LOCAL_BANK(loc);
  return true;
}

// make a labelled value piece; returns {piece, labelText, extraNeg?}
export function makeValue(ctx, cat, person, opts = {}) {
  const { r, loc } = ctx; const lc = LOCALES[loc]; const Lx = LANG[lc.lang].L;
  const uniq = (fn) => { for (let i = 0; i < 50; i++) { const v = fn(); if (!ctx.used.has(v)) { ctx.used.add(v); return v; } } return fn(); };
  const cached = (key, fn) => { if (person && !opts.fresh) { if (!person.cache[key]) person.cache[key] = fn(); return person.cache[key]; } return fn(); };
  const scheme = (type) => { const s = SCHEMES[type]; const v = uniq(() => s.gen(r)); const lbl = (s.labels && (s.labels[lc.lang] || s.labels.en)) || null; return { piece: lab(s.category, type, v), labelText: lbl ? r.pick(lbl) : null }; };
  switch (cat) {
    case 'person_name': {
      const p = person && !opts.fresh ? person : newPerson(r, loc, ctx.used);
      return { piece: lab('person_name', `${lc.names === 'inl' ? 'in' : lc.names}_full_name`, p.full), labelText: r.pick(Lx.name), person: p };
    }
    case 'given_name': return { piece: lab('person_name', 'given_name', person.given), labelText: r.pick(Lx.given) };
    case 'family_name': return { piece: lab('person_name', 'family_name', person.family), labelText: r.pick(Lx.family) };
    case 'date_of_birth': return cached('dob', () => { const v = uniq(() => fmtDate(r, dobDate(r), loc, opts.style)); return { piece: lab('date_of_birth', /\d{1,4}\D\d{1,2}\D\d{2,4}/.test(v) && !/[年년]/.test(v) ? `dob_numeric_${lc.order.toLowerCase()}` : 'dob_words', v), labelText: r.pick(Lx.dob) }; });
    case 'street_address': return cached('addr', () => ({ piece: lab('street_address', `${loc.toLowerCase().replace('-', '_')}_address`, uniq(() => lc.address(r))), labelText: r.pick(Lx.address) }));
    case 'phone_number': return cached('phone', () => { let t; const v = uniq(() => { const x = lc.phone(r); t = x[0]; return x[1]; }); return { piece: lab('phone_number', t, v), labelText: r.pick(Lx.phone) }; });
    case 'email': return cached('email', () => { let t; const v = uniq(() => { const x = emailFor(r, loc, person); t = x[1]; return x[0]; }); return { piece: lab('email', t, v), labelText: r.pick(Lx.email) }; });
    case 'iban': return cached('iban', () => { const x = scheme(`${lc.iban.toLowerCase()}_iban`); x.labelText = r.pick(Lx.iban); return x; });
    case 'bank_account': return cached('bank', () => { const x = scheme(r.pick(lc.bank)); x.bankId = lc.bankId(r); return x; });
    case 'credit_card': return cached('card', () => { const x = scheme(r.pick(lc.card)); x.labelText = r.pick(Lx.card); return x; });
    case 'national_id': return cached('nid', () => scheme(r.pick(lc.nid)));
    case 'tax_id': return cached('tax', () => scheme(r.pick(lc.tax)));
    case 'passport_number': return cached('pass', () => scheme(opts.passType || r.pick(lc.pass)));
    case 'ip_address': { const v = uniq(() => (r.chance(0.75) ? publicIPv4(r) : publicIPv6(r))); return { piece: lab('ip_address', v.includes(':') ? 'ipv6' : 'ipv4', v), labelText: r.pick(Lx.ip) }; }
    case 'crypto_wallet': { const t = ctx.pickType ? ctx.pickType('crypto_wallet', ['btc_p2pkh', 'btc_p2sh', 'btc_bech32', 'btc_taproot', 'eth_eip55', 'ltc_p2pkh', 'ltc_bech32', 'doge_p2pkh', 'tron', 'solana']) : 'eth_eip55'; const x = scheme(t); x.labelText = r.pick(Lx.wallet); return x; }
    case 'password': return { piece: lab('password', 'form_password', uniq(() => password(r))), labelText: r.pick(Lx.password) };
  }
  throw new Error('no maker for ' + cat);
}

// ---------- hard negatives
const luhnBad = (s) => { const dg = s.replace(/\D/g, ''); if (dg.length < 12 || dg.length > 19 || !C.luhnValid(dg)) return s; const i = s.search(/\d(?=\D*$)/); return s.slice(0, i) + ((+s[i] + 1) % 10) + s.slice(i + 1); };
export function makeNeg(ctx, kind) {
  const { r, loc } = ctx; const lc = LOCALES[loc]; const lang = lc.lang; const LK = LOOKALIKE[lang]; const Lg = LANG[lang];
  switch (kind) {
    case 'company': return neg(kind, r.pick(LK.co));
    case 'org_named_after_person': return neg(kind, r.pick(LK.orgp));
    case 'public_figure': return neg(kind, r.pick(LK.fig));
    case 'fictional_character': return neg(kind, r.pick(LK.fic));
    case 'specimen_name': return neg(kind, r.pick(LK.spec));
    case 'product': return neg(kind, r.pick(LK.prod));
    case 'job_title': return neg(kind, r.pick(Lg.jobs));
    case 'capitalised_word': return neg(kind, r.pick(Lg.caps));
    case 'month_weekday': return neg(kind, r.chance(0.5) ? r.pick(Lg.months) : r.pick(Lg.weekdays));
    case 'project_codename': return neg(kind, r.pick(PROJECT_CODENAMES));
    case 'order_number': return neg(kind, luhnBad(r.pick([() => `${r.digits(3)}-${r.digits(7)}-${r.digits(7)}`, () => luhnBad(r.nzdigits(16)), () => `ORD-${r.int(2019, 2026)}-${r.digits(6)}`])()));
    case 'ticket_number': return neg(kind, luhnBad(r.pick([() => `INC${r.digits(7)}`, () => `#${r.int(10000, 999999)}`, () => `${r.pick(['OPS', 'HR', 'FIN', 'SEC'])}-${r.int(100, 9999)}`])()));
    case 'tracking_number': return neg(kind, luhnBad(r.pick([() => `1Z${r.chars(6, A.ALNUM_UP)}${r.digits(10)}`, () => luhnBad('00340' + r.digits(15)), () => `${r.chars(2, A.UP)}${r.digits(9)}${r.pick(['DE', 'FR', 'GB', 'PL', 'CN'])}`])()));
    case 'invoice_number': return neg(kind, luhnBad(r.pick([() => `RE-${r.int(2020, 2026)}-${r.digits(6)}`, () => `INV-${r.digits(8)}`, () => `F${r.int(2020, 2026)}/${r.digits(5)}`, () => luhnBad(r.nzdigits(14))])()));
    case 'policy_number': return neg(kind, luhnBad(r.pick([() => `POL-${r.digits(2)}-${r.digits(4)}-${r.digits(4)}`, () => `${r.chars(2, A.UP)}${r.digits(9)}`, () => `${r.digits(3)}/${r.digits(6)}-${r.int(1, 9)}`])()));
    case 'case_number': return neg(kind, luhnBad(r.pick([() => `${r.int(1, 99)} ${r.pick(['O', 'C', 'Js', 'K'])} ${r.int(10, 999)}/${r.int(19, 26)}`, () => `${r.int(2020, 2026)}-${r.pick(['CV', 'CR', 'FAM'])}-${r.digits(6)}`, () => `RG ${r.int(19, 26)}/${r.digits(5)}`, () => `№ ${r.digits(2)}-${r.digits(4)}/${r.int(2021, 2026)}`])()));
    case 'part_number': return neg(kind, luhnBad(r.pick([() => `P/N ${r.chars(3, A.UP)}-${r.digits(5)}-${r.chars(2, A.UP)}`, () => `SKU ${r.digits(8)}`, () => `${r.digits(4)}-${r.digits(4)}-${r.digits(4)}`])()));
    case 'meter_number': return neg(kind, `${r.int(1, 9)}${r.chars(3, A.UP)}${r.digits(8)}`);
    case 'amount': return neg(kind, fmtAmount(r, loc));
    case 'non_birth_date': return neg(kind, fmtDate(r, NONBIRTH(r), loc));
    case 'version_string': return neg(kind, r.pick([() => `v${r.int(0, 9)}.${r.int(0, 30)}.${r.int(0, 20)}`, () => `${r.int(1, 4)}.${r.int(0, 20)}.${r.int(0, 9)}.${r.int(100, 9999)}`, () => `${r.int(10, 22)}.${r.int(0, 12)}.${r.int(0, 9)}-alpine`])());
    case 'hash': return neg(kind, r.pick([() => r.chars(40, A.HEX), () => r.chars(64, A.HEX), () => r.chars(7, A.HEX), () => 'sha256:' + r.chars(64, A.HEX)])());
    case 'uuid': return neg(kind, [8, 4, 4, 4, 12].map((n, i) => (i === 2 ? '4' + r.chars(3, A.HEX) : i === 3 ? r.pick('89ab') + r.chars(3, A.HEX) : r.chars(n, A.HEX))).join('-'));
    case 'masked_value': return neg(kind, r.pick([() => `**** **** **** ${r.digits(4)}`, () => `XXXX-XXXX-XXXX-${r.digits(4)}`, () => `${(lc.iban || 'DE')}** **** **** **** ${r.digits(2)}`, () => `${r.pick('abcdefghjkmnprst')}***@${r.pick(['gmail.com', 'web.de', 'mail.ru', 'qq.com'])}`, () => `+${r.int(1, 99)} *** *** ${r.digits(2)}`, () => `***-**-${r.digits(4)}`, () => `sk_live_****${r.chars(4, A.B62)}`])());
    case 'placeholder': return neg(kind, r.pick(['<API_KEY>', '${DB_PASSWORD}', 'your-password-here', 'changeme', '<YOUR_TOKEN>', 'XXXXXXXX', '********', '{{ secrets.DEPLOY_KEY }}', 'REPLACE_ME', '%SMTP_PASS%']));
    case 'documented_example': return neg(kind, r.pick(['AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', '4111 1111 1111 1111', '4242 4242 4242 4242', 'DE89 3704 0044 0532 0130 00', 'GB82 WEST 1234 5698 7654 32', 'https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX', 'user@example.com', '078-05-1120', 'QQ 12 34 56 C', 'postgres://user:password@localhost:5432/mydb', 'sk_test_4eC39HqLyjWDarjtT1zdp7dc', '0x0000000000000000000000000000000000000000']));
    case 'service_hotline': return neg(kind, lc.hot(r));
    case 'documentation_ip': return neg(kind, r.pick([() => `192.0.2.${r.int(1, 254)}`, () => `198.51.100.${r.int(1, 254)}`, () => `203.0.113.${r.int(1, 254)}`, () => `2001:db8::${r.int(1, 0xfff).toString(16)}`, () => '127.0.0.1', () => '0.0.0.0'])());
    case 'role_mailbox': return neg(kind, `${r.pick(['info', 'support', 'noreply', 'no-reply', 'billing', 'kundenservice', 'contact', 'service', 'hr', 'datenschutz', 'privacy'])}@${r.pick(['stadtwerke-nordhafen.de', 'brightwave-telecom.co.uk', 'energie-littoral.fr', 'banco-meridiano.es', 'polderbank.nl', 'bank-wislany.pl', 'sakura-shinkin.jp', 'nuri-bank.kr', 'gulf-electric.sa', 'hasharon-bank.co.il', 'harbourlane.co.uk', 'example-insurance.com'])}`);
    case 'bank_identifier': { const [l, v] = lc.bankId(r); return neg(kind, v); }
    case 'medical_code': return neg(kind, r.pick(['E11.9', 'I10', 'J45.909', 'M54.5', 'K21.0', 'F41.1', 'Z00.00', 'E78.5', 'N39.0', 'R51']));
  }
  throw new Error('neg ' + kind);
}
