// Shared helpers: organisations, hard negatives, non-birth dates, amounts, organisation contacts.
import { L, N } from './doc.mjs';
import { genPhone, randDate, fmtDate, nat } from './person.mjs';
import { luhnDigit, ibanCheckDigits, alnumToNum, mod97 } from './checksums.mjs';
import { PLACEHOLDER_SECRETS } from './secrets.mjs';

const p2 = (n) => String(n).padStart(2, '0');
export const SUFFIX = { US: ['Inc.', 'LLC'], GB: ['Ltd', 'plc'], IE: ['Ltd', 'DAC'], AU: ['Pty Ltd'], NZ: ['Ltd'], CA: ['Inc.', 'Ltd.'], IN: ['Pvt. Ltd.'], ZA: ['(Pty) Ltd'], NG: ['Ltd'], KE: ['Ltd'], SG: ['Pte. Ltd.'], PH: ['Inc.', 'Corp.'], DE: ['GmbH', 'AG', 'eG'], AT: ['GmbH', 'AG'], CH: ['AG', 'GmbH', 'SA'], FR: ['SAS', 'SA', 'SARL'], BE: ['SA', 'NV', 'SRL'], ES: ['S.A.', 'S.L.'], MX: ['S.A. de C.V.'], AR: ['S.A.', 'S.R.L.'], CO: ['S.A.S.'], CL: ['SpA', 'S.A.'], PE: ['S.A.C.'], PT: ['Lda.', 'S.A.'], BR: ['Ltda.', 'S.A.'], IT: ['S.p.A.', 'S.r.l.'], NL: ['B.V.', 'N.V.'], PL: ['Sp. z o.o.', 'S.A.'], CZ: ['s.r.o.', 'a.s.'], SK: ['s.r.o.'], HU: ['Kft.', 'Zrt.'], RO: ['S.R.L.', 'S.A.'], BG: ['ЕООД', 'АД'], HR: ['d.o.o.'], SI: ['d.o.o.'], SE: ['AB'], NO: ['AS', 'ASA'], DK: ['A/S', 'ApS'], FI: ['Oy', 'Oyj'], EE: ['OÜ', 'AS'], LV: ['SIA'], LT: ['UAB'], IS: ['ehf.', 'hf.'], GR: ['Α.Ε.', 'Ε.Π.Ε.'], TR: ['A.Ş.', 'Ltd. Şti.'], RU: ['ООО', 'АО'], UA: ['ТОВ', 'ПрАТ'], KZ: ['ЖШС', 'АҚ'], SA: ['ش.م.م'], EG: ['ش.م.م'], AE: ['ذ.م.م', 'LLC'], IL: ['בע"מ'], IR: ['سهامی خاص'], PK: ['(Pvt.) Ltd.'], BD: ['Ltd.'], CN: ['有限公司', '股份有限公司'], TW: ['股份有限公司'], HK: ['有限公司'], JP: ['株式会社'], KR: ['(주)', '주식회사'], TH: ['จำกัด', 'จำกัด (มหาชน)'], VN: ['Công ty TNHH', 'Công ty Cổ phần'], ID: ['PT', 'CV'], MY: ['Sdn. Bhd.', 'Berhad'] };
const PREFIX_SUFFIX = new Set(['ООО', 'АО', 'ТОВ', 'ПрАТ', 'ЖШС', 'АҚ', '株式会社', '(주)', '주식회사', 'Công ty TNHH', 'Công ty Cổ phần', 'PT', 'CV', 'ЕООД', 'АД']);
const BASES = {
  energy: ['Voltavia', 'Gridhaven', 'Solvanta', 'Nordlicht Energie', 'Aqualis Wasser', 'Terrawatt', 'Helionet', 'Ampervale', 'Blauwind', 'Fjellkraft Nett', 'Lumora Power', 'Enerlinea'],
  automotive: ['Motorwerk', 'Carvista', 'Drivelane', 'Autoservice Linden', 'Velocar', 'Fleetora', 'Rennweg Automobile', 'Mobilitas Leasing', 'Axelgarage', 'Route Rentals'],
  social_services: ['Jobcenter', 'Sozialamt', 'Benefit Services Agency', 'Caisse d\'allocations', 'Family Support Office', 'Welfare and Pensions Board', 'Municipal Social Office'],
  nonprofit: ['Hope Bridge Foundation', 'Green Valley Trust', 'Lichtblick Kinderhilfe', 'Mains Tendues', 'Manos Unidas del Sur', 'Open Shelter Network', 'River Guardians', 'Kinderstiftung Regenbogen', 'Harbour Food Bank'],
  sport_events: ['Iron Peak Fitness', 'FitWerk Studios', 'Blue Lane Swim Club', 'Sporting Vale FC', 'Lakeside Runners', 'Summit Events', 'Arena Ticketing', 'CityMarathon Organising Committee', 'Velocity Cycling Club'],
  pharma: ['Helvexa Pharma', 'Corvantis Biotech', 'Medrion CRO', 'Nuvaleris Therapeutics', 'Kestrel Clinical', 'Biostrand Labs', 'Zentiva Research Partners', 'Orvana Pharmaceuticals'],
  agriculture: ['Agrarcoop Südheide', 'Cooperativa Agrícola del Valle', 'Harvestline Foods', 'Terra Viva Cooperativa', 'Nordfrukt', 'Golden Field Growers', 'Boerderij De Linde', 'Agroset', 'Oliveira Verde Cooperativa'],
};
export function company(r, domain, cc) {
  const base = r.pick(BASES[domain] || BASES.energy); const suf = r.pick(SUFFIX[cc] || ['Ltd']);
  if (!PREFIX_SUFFIX.has(suf)) return `${base} ${suf}`;
  return ['RU', 'UA', 'KZ', 'BG'].includes(cc) ? `${suf} «${base}»` : `${suf} ${base}`;
}
export const companyN = (r, domain, cc) => N('company_name', company(r, domain, cc));
export const slug = (s) => s.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
export const TLD = { US: 'com', GB: 'co.uk', IE: 'ie', AU: 'com.au', NZ: 'co.nz', CA: 'ca', IN: 'in', ZA: 'co.za', NG: 'com.ng', KE: 'co.ke', SG: 'com.sg', PH: 'ph', DE: 'de', AT: 'at', CH: 'ch', FR: 'fr', BE: 'be', ES: 'es', MX: 'com.mx', AR: 'com.ar', CO: 'com.co', CL: 'cl', PE: 'pe', PT: 'pt', BR: 'com.br', IT: 'it', NL: 'nl', PL: 'pl', CZ: 'cz', SK: 'sk', HU: 'hu', RO: 'ro', BG: 'bg', HR: 'hr', SI: 'si', SE: 'se', NO: 'no', DK: 'dk', FI: 'fi', EE: 'ee', LV: 'lv', LT: 'lt', IS: 'is', GR: 'gr', TR: 'com.tr', RU: 'ru', UA: 'ua', KZ: 'kz', SA: 'sa', EG: 'eg', AE: 'ae', IL: 'co.il', IR: 'ir', PK: 'pk', BD: 'com.bd', CN: 'cn', TW: 'com.tw', HK: 'com.hk', JP: 'co.jp', KR: 'co.kr', TH: 'co.th', VN: 'vn', ID: 'co.id', MY: 'com.my' };
export function orgDomain(r, domain, cc) { const b = slug(r.pick(BASES[domain] || BASES.energy)).split('-').slice(0, 2).join('-'); return `${b}.${TLD[cc] || 'com'}`; }
export const orgEmail = (r, dom, box) => L('email', 'email', `${box || r.pick(['service', 'info', 'kundenservice', 'support', 'contact', 'office', 'billing', 'pv', 'safety', 'members', 'tickets', 'hr'])}@${dom}`);
export const orgPhone = (r, lc) => L('phone_number', `phone_${lc.cc.toLowerCase()}`, genPhone(r, lc, r.pick(['nat', 'intl'])));
export const staffEmail = (r, p, dom) => { const f = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]/g, ''); return L('email', 'email', r.pick([`${f(p.givenLatin.split(' ')[0])}.${f(p.familyLatin.split(' ').slice(-1)[0])}`, `${f(p.givenLatin)[0]}${f(p.familyLatin.split(' ').slice(-1)[0])}`]) + '@' + dom); };

// ---------- dates that are not birth dates ----------
export function someDate(r, lc, y0 = 2023, y1 = 2026) { return fmtDate(lc, randDate(r, y0, y1)); }
export function dateRangeN(r, lc, y) { const a = randDate(r, y, y); const t = Date.UTC(a.y, a.m - 1, a.d) + r.int(2, 14) * 86400000; const b = new Date(t); return [N('date', fmtDate(lc, a)), N('date', fmtDate(lc, { y: b.getUTCFullYear(), m: b.getUTCMonth() + 1, d: b.getUTCDate() }))]; }
export const dateN = (r, lc, y0, y1) => N('date', nat(r, lc, someDate(r, lc, y0, y1), 0.3));
export function clock(r, y = 2025) { let t = Date.UTC(y, r.int(0, 11), r.int(1, 28), r.int(0, 23), r.int(0, 59), r.int(0, 59)) + r.int(0, 999); return (maxStep = 90000) => { t += r.int(40, maxStep); return new Date(t).toISOString(); }; }
export const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const clf = (iso) => `${iso.slice(8, 10)}/${MON[+iso.slice(5, 7) - 1]}/${iso.slice(0, 4)}:${iso.slice(11, 19)} +0000`;
export const isoTs = (r, y = 2025) => { const d = randDate(r, y, y); return `${d.y}-${p2(d.m)}-${p2(d.d)}T${p2(r.int(0, 23))}:${p2(r.int(0, 59))}:${p2(r.int(0, 59))}.${String(r.int(0, 999)).padStart(3, '0')}Z`; };
export const CUR_SYM = { EUR: '€', USD: '$', GBP: '£', CHF: 'CHF', JPY: '¥', CNY: '¥', INR: '₹', BRL: 'R$', PLN: 'zł', KRW: '₩', TRY: '₺', RUB: '₽', UAH: '₴', THB: '฿', NGN: '₦', ILS: '₪', PHP: '₱', VND: '₫' };
const FX = { EUR: 1, USD: 1.1, GBP: 0.85, CHF: 0.95, JPY: 160, KRW: 1450, CNY: 7.8, INR: 92, BRL: 6, PLN: 4.3, CZK: 25, HUF: 400, RON: 5, BGN: 2, SEK: 11.5, NOK: 11.7, DKK: 7.5, ISK: 150, TRY: 38, RUB: 95, UAH: 45, KZT: 530, SAR: 4.1, EGP: 53, AED: 4, ILS: 4.1, IRR: 600000, PKR: 305, BDT: 130, TWD: 35, HKD: 8.5, THB: 38, VND: 27000, IDR: 17500, MYR: 4.9, PHP: 62, MXN: 20, ARS: 1100, COP: 4500, CLP: 1000, PEN: 4.1, ZAR: 20, NGN: 1700, KES: 140, SGD: 1.45, AUD: 1.65, NZD: 1.8, CAD: 1.5 };
export function amount(r, cur, lo = 5, hi = 2500) {
  const x = (r.int(lo * 100, hi * 100) / 100) * (FX[cur] || 1);
  const noDec = (FX[cur] || 1) >= 100;
  const s = noDec ? String(Math.round(x)).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : x.toFixed(2);
  return r.chance(0.5) ? `${s} ${cur}` : `${CUR_SYM[cur] || cur} ${s}`;
}
export const amountN = (r, cur, lo, hi) => N('amount', amount(r, cur, lo, hi));

// ---------- identifiers that are not sensitive ----------
function vinCheck(v) { const tr = (c) => /\d/.test(c) ? +c : 'ABCDEFGH'.includes(c) ? 'ABCDEFGH'.indexOf(c) + 1 : 'JKLMN'.includes(c) ? 'JKLMN'.indexOf(c) + 1 : c === 'P' ? 7 : c === 'R' ? 9 : 'STUVWXYZ'.indexOf(c) + 2; const w = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]; let s = 0; for (let i = 0; i < 17; i++) s += tr(v[i]) * w[i]; const c = s % 11; return c === 10 ? 'X' : String(c); }
const VINCH = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
export function vin(r) { const wmi = r.pick(['WVW', 'WBA', 'WDD', 'VF1', 'ZFA', 'YV1', 'JHM', 'KMH', 'TMB', 'VSS', '1FA', '5YJ', 'SAL', 'LSV', 'WF0']); let v = wmi + r.str(VINCH, 5) + '0' + r.str('ABCDEFGHJKLMNPRSTVWXY123456789', 1) + r.str(VINCH, 7); return v.slice(0, 8) + vinCheck(v) + v.slice(9); }
export function imei(r) { const b = r.pick(['35', '86', '01', '49']) + r.digits(12); return b + luhnDigit(b); }
export function gtin(r) { const b = r.pick(['400', '500', '590', '800', '760', '871', '301']) + r.digits(9); let s = 0; for (let i = 0; i < 12; i++) s += +b[i] * (i % 2 ? 3 : 1); return b + ((10 - s % 10) % 10); }
export function creditorId(r, cc = 'DE') { const nid = r.digits(11).padStart(11, '0'); const ck = String(98 - mod97(alnumToNum(nid + cc + '00'))).padStart(2, '0'); return `${cc}${ck}ZZZ${nid}`; }
export function awb(r) { const ser = r.int(1000000, 9999999); return `${r.pick(['020', '057', '074', '125', '176', '235'])}-${ser}${ser % 7}`; }
const TEST_CARDS = ['4242 4242 4242 4242', '4111 1111 1111 1111', '5555 5555 5555 4444', '4000 0566 5566 5556', '3782 822463 10005', '6011 1111 1111 1117', '5105 1051 0510 5100'];
const EXAMPLE_EMAILS = ['user@example.com', 'jane.doe@example.com', 'noreply@example.org', 'test@example.net', 'max.mustermann@example.de', 'someone@example.invalid'];
const PUBLIC_FIGURES = { en: ['Florence Nightingale', 'Winston Churchill', 'Abraham Lincoln', 'Isaac Newton', 'Nelson Mandela'], de: ['Johann Wolfgang von Goethe', 'Ludwig van Beethoven', 'Konrad Adenauer', 'Sophie Scholl'], fr: ['Victor Hugo', 'Marie Curie', 'Charles de Gaulle', 'Simone Veil'], es: ['Miguel de Cervantes', 'Simón Bolívar', 'Frida Kahlo', 'Benito Juárez'], esLA: ['Simón Bolívar', 'Benito Juárez', 'Gabriela Mistral'], it: ['Giuseppe Garibaldi', 'Leonardo da Vinci', 'Maria Montessori'], pt: ['Luís de Camões', 'Fernando Pessoa'], ptBR: ['Machado de Assis', 'Santos Dumont', 'Oswaldo Cruz'], nl: ['Vincent van Gogh', 'Rembrandt van Rijn', 'Anne Frank'], pl: ['Mikołaj Kopernik', 'Fryderyk Chopin', 'Maria Skłodowska-Curie'], ru: ['Лев Толстой', 'Юрий Гагарин', 'Дмитрий Менделеев'], uk: ['Тарас Шевченко', 'Леся Українка'], ja: ['夏目漱石', '野口英世', '福沢諭吉'], zh: ['孙中山', '鲁迅'], zhTW: ['孫中山'], ko: ['세종대왕', '이순신'], ar: ['ابن سينا', 'نجيب محفوظ'], tr: ['Mustafa Kemal Atatürk'], el: ['Αριστοτέλης', 'Ελευθέριος Βενιζέλος'], cs: ['Tomáš Garrigue Masaryk', 'Václav Havel'], hu: ['Petőfi Sándor', 'Széchenyi István'], sv: ['Astrid Lindgren', 'Alfred Nobel'], fi: ['Jean Sibelius'], hi: ['महात्मा गांधी', 'रवीन्द्रनाथ टैगोर'] };
export const NEG = {
  order: (r) => N('order_number', r.pick([`ORD-${r.int(2023, 2026)}-${r.digits(6)}`, `#${r.nzdigits(7)}`, `SO${r.nzdigits(8)}`, `A-${r.digits(3)}-${r.digits(7)}`])),
  invoice: (r) => N('invoice_number', r.pick([`INV-${r.int(2023, 2026)}-${r.digits(6)}`, `RE-${r.int(2023, 2026)}-${r.digits(5)}`, `FAC${r.digits(9)}`, `${r.int(2023, 2026)}/${r.digits(5)}`])),
  caseNo: (r) => N('case_number', r.pick([`CASE-${r.nzdigits(6)}`, `${r.int(1, 9)} K ${r.int(100, 999)}/${r.int(23, 25)}`, `AZ-${r.int(2023, 2026)}-${r.digits(5)}`, `CS${r.nzdigits(8)}`, `REF/${r.int(2023, 2026)}/${r.digits(4)}`])),
  ticket: (r) => N('ticket_id', r.pick([`INC${r.digits(7)}`, `${r.pick(['OPS', 'FS', 'SUP', 'GRID', 'CRM'])}-${r.int(100, 99999)}`, `SR-${r.nzdigits(6)}`, `WO-${r.int(2024, 2026)}-${r.digits(5)}`])),
  tracking: (r) => N('tracking_number', r.pick([`1Z${r.str('0123456789ABCDEFGHJKLMNPRSTVWXYZ', 16)}`, r.nzdigits(12), `JJD${r.digits(18)}`, `00${r.digits(18)}`, `${r.pick(['RR', 'LX', 'CP'])}${r.digits(9)}${r.pick(['DE', 'CN', 'FR', 'GB'])}`])),
  awb: (r) => N('air_waybill', awb(r)),
  sku: (r) => N('sku', r.pick([`SKU-${r.digits(2)}-${r.pick(['BLK', 'WHT', 'RED'])}-${r.pick(['S', 'M', 'L', 'XL'])}`, `ART-${r.digits(5)}`, `${r.str('ABCDEFGHJKLMNPRSTUVWXYZ', 3)}-${r.digits(4)}-${r.digits(2)}`])),
  version: (r) => N('version', r.pick([`${r.int(1, 12)}.${r.int(0, 30)}.${r.int(0, 40)}`, `v${r.int(1, 5)}.${r.int(0, 20)}.${r.int(0, 9)}-rc.${r.int(1, 4)}`, `${r.int(1, 20)}.${r.int(0, 9)}.${r.int(0, 9)}.${r.int(10, 999)}`])),
  ipLikeVersion: (r) => N('version', `${r.int(1, 12)}.${r.int(0, 9)}.${r.int(0, 30)}.${r.int(100, 4999)}`),
  sha: (r) => N('commit_sha', r.hex(r.pick([7, 8, 40, 40]))),
  sha256: (r) => N('hash', r.hex(64)),
  uuid: (r) => N('uuid', r.uuid()),
  traceId: (r) => N('trace_id', r.hex(32)),
  meter: (r) => N('meter_id', r.pick([`1${r.pick(['ESY', 'EMH', 'LOG', 'ITF', 'APX'])}${r.digits(10)}`, `${r.digits(2)}${r.str('ABCDEFGHJKLMNPRSTUVWXYZ', 1)}${r.digits(8)}`, `MPRN ${r.nzdigits(11)}`, `DE000${r.digits(6)}${r.str('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 22)}`])),
  customer: (r) => N('customer_number', r.pick([`KD-${r.nzdigits(7)}`, `${r.nzdigits(10)}`, `C-${r.nzdigits(6)}`, `${r.nzdigits(3)} ${r.digits(3)} ${r.digits(3)}`])),
  contract: (r) => N('contract_number', r.pick([`VN-${r.int(2023, 2026)}-${r.digits(6)}`, `CTR${r.nzdigits(8)}`, `${r.pick(['EV', 'GAS', 'ST'])}/${r.digits(7)}`])),
  policy: (r) => N('policy_number', r.pick([`POL-${r.pick(['DE', 'FR', 'ES', 'GB', 'IT'])}-${r.int(2023, 2026)}-${r.digits(6)}`, `${r.str('ABCDEFGHJKLMNPRSTUVWXYZ', 2)}${r.nzdigits(9)}`])),
  claim: (r) => N('claim_number', r.pick([`CLM-${r.int(2024, 2026)}-${r.digits(6)}`, `SCH-${r.nzdigits(8)}`, `${r.digits(2)}-${r.digits(6)}-${r.digits(2)}`])),
  vin: (r) => N('vin', vin(r)),
  imei: (r) => N('imei', imei(r)),
  gtin: (r) => N('gtin', gtin(r)),
  lot: (r) => N('lot_number', r.pick([`LOT ${r.int(22, 26)}${r.pick('ABCDEFGH')}${r.digits(4)}`, `B${r.int(2301, 2612)}-${r.digits(2)}`, `L${r.nzdigits(7)}`])),
  protocol: (r) => N('protocol_number', r.pick([`${r.str('ABCDEFGHJKLMNPRSTUVWXYZ', 3)}-${r.digits(3)}-${r.pick(['201', '301', '302', '101'])}`, `EudraCT ${r.int(2019, 2025)}-00${r.digits(4)}-${r.digits(2)}`, `NCT0${r.digits(7)}`, `EU CT ${r.int(2023, 2025)}-50${r.digits(4)}-${r.digits(2)}-00`])),
  subject: (r) => N('subject_id', r.pick([`${r.int(101, 140)}-${String(r.int(1, 60)).padStart(3, '0')}`, `SUBJ-${r.digits(4)}`, `S${r.digits(3)}-${r.digits(4)}`])),
  parcel: (r) => N('parcel_id', r.pick([`DE${r.pick(['NW', 'BY', 'NI', 'BW'])}LI${r.digits(10)}`, `${r.digits(2)}-${r.digits(3)}-${r.digits(4)}-${r.digits(3)}`, `PAC-${r.int(2024, 2026)}-${r.digits(6)}`])),
  bic: (r) => N('bic', r.pick(['DEUTDEFF', 'COBADEFFXXX', 'BNPAFRPP', 'INGBNL2A', 'BBVAESMM', 'UNCRITMM', 'RZBAATWW', 'NWBKGB2L', 'GENODEF1S04', 'BKAUATWW', 'POFICHBEXXX', 'PKOPPLPW'])),
  creditorId: (r, cc) => N('creditor_id', creditorId(r, cc)),
  mandate: (r) => N('mandate_reference', r.pick([`MNDT-${r.int(2023, 2026)}-${r.digits(8)}`, `SEPA${r.digits(10)}`, `M${r.nzdigits(9)}`])),
  testCard: (r) => N('test_card', r.pick(TEST_CARDS)),
  maskedCard: (r) => N('masked_card', r.pick([`**** **** **** ${r.digits(4)}`, `XXXX-XXXX-XXXX-${r.digits(4)}`, `${r.pick(['4', '5'])}${r.digits(3)} •••• •••• ${r.digits(4)}`, `************${r.digits(4)}`])),
  maskedIban: (r) => N('masked_iban', r.pick([`DE** **** **** **** **${r.digits(2)} ${r.digits(2)}`, `NL**INGB******${r.digits(4)}`, `FR76 **** **** **** **** ***${r.digits(1)} ${r.digits(3)}`])),
  exampleEmail: (r) => N('example_email', r.pick(EXAMPLE_EMAILS)),
  placeholder: (r) => N('placeholder_secret', r.pick(PLACEHOLDER_SECRETS)),
  passwordHash: (r) => N('password_hash', r.pick([`$2b$12$${r.str('./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 53)}`, `$argon2id$v=19$m=65536,t=3,p=4$${r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', 22)}$${r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', 43)}`, `pbkdf2_sha256$600000$${r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 22)}$${r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', 43)}=`])),
  oid: (r) => N('oid', r.pick(['1.3.6.1.4.1.311.60.2.1.3', '2.16.840.1.113883.3.1937', '1.2.840.113549.1.1.11', '1.3.6.1.4.1.9.9.13'])),
  publicFigure: (r, l) => N('public_figure', r.pick(PUBLIC_FIGURES[l] || PUBLIC_FIGURES.en)),
  gln: (r) => N('gln', gtin(r)),
  noCredConn: (r) => N('connection_string_no_credentials', r.pick([`postgres://db.internal:5432/${r.pick(['meters', 'crm', 'fleet'])}`, `redis://cache-${r.int(1, 3)}.svc.cluster.local:6379/0`, `mongodb://mongo-0.mongo:27017/?replicaSet=rs0`, `jdbc:mysql://mysql.prod.local:3306/app`, `amqp://rabbitmq.default.svc:5672/`])),
  plate: (r) => N('licence_plate', r.pick([`${r.str('ABCDEFGHJKLMNPRSTUVWXYZ', r.int(1, 3))}-${r.str('ABCDEFGHJKLMNPRSTUVWXYZ', 2)} ${r.int(1, 9999)}`, `${r.digits(4)}-${r.str('BCDFGHJKLMNPRSTVWXYZ', 3)}`, `${r.str('ABCDEFGHJKLMNPRSTUVWXYZ', 2)}${r.digits(2)} ${r.str('ABCDEFGHJKLMNPRSTUVWXYZ', 3)}`, `${r.str('ABCDEFGHJKLMNPRSTUVWXYZ', 2)}-${r.digits(3)}-${r.str('ABCDEFGHJKLMNPRSTUVWXYZ', 2)}`])),
};
// licence plates are recorded as neither label nor negative (no category covers them): plain text
export const plate = (r) => NEG.plate(r).v;
