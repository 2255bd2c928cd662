// Document builder, frame renderer and slot handlers.
import { cardNumber, formatCard, iban, formatIban, IBAN_COUNTRIES, usRouting, clabe, cnBankCard } from './finance.mjs';
import { NATIONAL_IDS, NID_BY_CODE, PASSPORTS, PASSPORT_BY_COUNTRY, makeMrz } from './ids.mjs';
import { publicIPv4, privateIPv4, publicIPv6, wallet, apiKey, accessToken, privateKey, keyForm, connectionString, password } from './secrets.mjs';
import * as NEG from './negatives.mjs';

export class Doc {
  constructor() { this.text = ''; this.labels = []; this.negatives = []; }
  add(piece) {
    if (piece == null) return;
    if (typeof piece === 'string') { this.text += piece; return; }
    if (Array.isArray(piece)) { piece.forEach((p) => this.add(p)); return; }
    const start = this.text.length; this.text += piece.t; const end = this.text.length;
    if (piece.cat) { const l = { start, end, category: piece.cat, type: piece.type, value: piece.t }; if (piece.soft) l.soft = true; this.labels.push(l); }
    else if (piece.neg) this.negatives.push({ start, end, kind: piece.neg, value: piece.t });
  }
}

export const L = (t, cat, type, soft) => ({ t, cat, type, soft });
export const N = (t, neg) => ({ t, neg });

export const stripMarks = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss').replace(/[đĐ]/g, 'd').replace(/[łŁ]/g, 'l').replace(/ı/g, 'i').replace(/ø/g, 'o').replace(/æ/g, 'ae');
const slug = (s) => stripMarks(s).toLowerCase().replace(/[^a-z0-9]/g, '');

// ---------- people ----------
export function makePerson(ctx, opts = {}) {
  const { r, pack } = ctx; const N_ = pack.names;
  const sex = opts.sex || (r.chance(0.5) ? 'm' : 'f');
  const gRaw = r.pick(N_[sex]); const fRaw = typeof N_.family === 'function' ? N_.family(r, sex) : r.pick(N_.family);
  const split = (x) => (Array.isArray(x) ? x : [x, x]);
  let [given, givenLatin] = split(gRaw); let [family, familyLatin] = split(fRaw);
  if (N_.hyphen && r.chance(N_.hyphen)) { const [f2, f2l] = split(typeof N_.family === 'function' ? N_.family(r, sex) : r.pick(N_.family)); if (f2 !== family) { family = `${family}-${f2}`; familyLatin = `${familyLatin}-${f2l}`; } }
  const y = r.int(1942, 2007); const dob = { y, m: r.int(1, 12), d: r.int(1, 28) };
  const p = { sex, given, givenLatin, family, familyLatin, dob, nick: N_.nick?.[given] };
  if (N_.middle && r.chance(N_.middle.p)) { p.middle = r.pick(N_.middle[sex]); }
  return p;
}
function fullName(pack, p) {
  if (pack.names.full) return pack.names.full(p);
  const g = p.middle ? `${p.given} ${p.middle}` : p.given;
  return pack.names.order === 'fg' ? `${p.family}${pack.names.join ?? ' '}${g}` : `${g}${pack.names.join ?? ' '}${p.family}`;
}
export function nameShape(ctx, p, shape) {
  const { r, pack } = ctx; const T = pack.names.titles;
  shape = shape || r.weighted([['full', 5], ['title_family', 2], ['title_full', 1], ['initial', pack.names.initials ? 1 : 0], ['given', 1]]);
  const title = () => r.pick(T[p.sex].concat(T.any || []));
  switch (shape) {
    case 'full': return L(fullName(pack, p), 'person_name', 'full_name');
    case 'given': return L(pack.names.short ? pack.names.short(p) : p.given, 'person_name', 'given_name');
    case 'nick': return p.nick ? L(p.nick, 'person_name', 'nickname') : L(p.given, 'person_name', 'given_name');
    case 'initial': return L(pack.names.initials(p), 'person_name', 'initial_name');
    case 'title_family': case 'title_full': {
      const nm = shape === 'title_family' ? L(p.family, 'person_name', 'family_name') : L(fullName(pack, p), 'person_name', 'full_name');
      const t = title();
      if (pack.names.titleName && shape === 'title_family') { const [tx, ty] = pack.names.titleName(p); return T.pos === 'post' ? [L(tx, 'person_name', ty), T.sep ?? ' ', t] : [t, T.sep ?? ' ', L(tx, 'person_name', ty)]; }
      return T.pos === 'post' ? [nm, T.sep ?? ' ', t] : [t, T.sep ?? ' ', nm];
    }
  }
}
function emailFor(ctx, p) {
  if (p.email) return p.email;
  const { r, pack } = ctx;
  if (pack.email) { const e = pack.email(p, r); if (e) return (p.email = e); }
  const g = slug(p.givenLatin.split(' ').slice(-1)[0] || 'x'), f = slug(p.familyLatin.replace(/^(van der|van den|van|de la|de|da|dos|von der|von|di|del|bin|al|af|le|lo|dal)\s+/i, '') || 'y');
  const local = r.weighted([[`${g}.${f}`, 4], [`${g[0]}.${f}`, 1.5], [`${g}${f}${r.int(1, 99)}`, 1.5], [`${f}.${g}`, 1], [`${g}_${f}`, 1], [`${g}${String(p.dob.y).slice(2)}`, 1], [`${f}${g[0]}`, 1]]);
  const dom = r.chance(0.65) ? r.pick(pack.emailDomains) : `${r.pick(['nordlicht', 'bluepeak', 'tessera', 'lumenworks', 'orchard', 'kraftwerk-it', 'solano', 'meridian-labs', 'fjordline', 'hanami-tech'])}${r.pick(['-consulting', '', '-group', 'soft'])}.${r.pick(pack.tlds || ['com'])}`;
  p.email = `${local}@${dom}`; return p.email;
}
const spellEmail = (pack, e) => {
  const W = pack.words; const [loc, dom] = e.split('@');
  const sp = (s) => s.split('.').join(` ${W.dot} `).replace(/_/g, ` ${W.underscore || 'underscore'} `);
  return `${sp(loc)} ${W.at} ${sp(dom)}`;
};
const spellDigits = (r, pack, s) => s.split(/([ \-.])/).map((g) => (/^\d+$/.test(g) && r.chance(0.7) ? [...g].map((d) => pack.words.digits[+d]).join(pack.words.digitSep ?? ' ') : g.replace(/^[ .-]$/, (x) => (x === ' ' ? ', ' : x === '-' ? ', ' : ', ')))).join('');

// ---------- slots ----------
function nidScheme(ctx) {
  const { r, pack } = ctx;
  if (ctx.memo.nid) return ctx.memo.nid;
  const local = pack.nids[ctx.locale] || pack.nids.default;
  const code = r.chance(0.72) ? r.pick(local) : r.pick(NATIONAL_IDS.map((s) => s.code));
  return (ctx.memo.nid = NID_BY_CODE[code]);
}
function ppScheme(ctx) {
  const { r, pack } = ctx; if (ctx.memo.pp) return ctx.memo.pp;
  const c = r.chance(0.6) ? r.pick(pack.passportCountries[ctx.locale] || pack.passportCountries.default) : r.pick(PASSPORTS).country;
  return (ctx.memo.pp = PASSPORT_BY_COUNTRY[c]);
}
function walletMemo(ctx) { return ctx.memo.w || (ctx.memo.w = wallet(ctx.r)); }
function apiMemo(ctx) { return ctx.memo.k || (ctx.memo.k = apiKey(ctx.r)); }
const COIN = { btc_p2pkh: 'BTC', btc_p2sh: 'BTC', btc_bech32: 'BTC', btc_taproot: 'BTC', eth: 'ETH', ltc: 'LTC', doge: 'DOGE', trx: 'USDT (TRC-20)', xrp: 'XRP', sol: 'SOL', bnb: 'BNB' };

export const SLOTS = {
  name: (c) => nameShape(c, c.subject),
  full: (c) => nameShape(c, c.subject, 'full'),
  first: (c) => nameShape(c, c.subject, c.r.chance(0.25) && c.subject.nick ? 'nick' : 'given'),
  tname: (c) => nameShape(c, c.subject, c.r.chance(0.7) ? 'title_family' : 'title_full'),
  other: (c) => nameShape(c, c.other()),
  other_first: (c) => nameShape(c, c.other(), 'given'),
  author: (c) => nameShape(c, c.cast[0], 'full'),
  author_first: (c) => nameShape(c, c.cast[0], 'given'),
  to_first: (c) => nameShape(c, c.cast[1], c.r.chance(0.2) && c.cast[1].nick ? 'nick' : 'given'),
  to_tname: (c) => nameShape(c, c.cast[1], c.r.chance(0.75) ? 'title_family' : 'title_full'),
  handle: (c) => { const p = c.subject; return ['@', L(slug(p.givenLatin).slice(0, c.r.int(1, 8)) + c.r.pick(['', '.', '_']) + slug(p.familyLatin).slice(0, 8), 'person_name', 'username', true)]; },
  handle_bare: (c) => { const p = c.subject; return L(slug(p.givenLatin).slice(0, c.r.int(1, 8)) + c.r.pick(['', '.', '_']) + slug(p.familyLatin).slice(0, 8), 'person_name', 'username', true); },
  email: (c) => L(emailFor(c, c.subject), 'email', 'email'),
  email_sp: (c) => L(spellEmail(c.pack, emailFor(c, c.subject)), 'email', 'email_spelled'),
  email_obf: (c) => { const e = emailFor(c, c.subject); const [a, b] = e.split('@'); return L(`${a} [at] ${b.replace(/\./g, ' [dot] ')}`, 'email', 'email_obfuscated'); },
  phone: (c) => { const ph = c.pack.phone(c.r, c.country); return L(ph.v, 'phone', ph.t); },
  phone_sp: (c) => { const ph = c.pack.phone(c.r, c.country); return L(spellDigits(c.r, c.pack, ph.v), 'phone', 'phone_spoken'); },
  addr: (c) => L(c.pack.address(c.r, c.country), 'address', 'postal_address'),
  dob: (c) => L(c.pack.date(c.subject.dob, c.r.weighted([['long', 3], ['numeric', 3], ['iso', 1]]), c.r, c.country), 'date_of_birth', 'date_of_birth'),
  dob_long: (c) => L(c.pack.date(c.subject.dob, 'long', c.r, c.country), 'date_of_birth', 'date_of_birth'),
  dob_num: (c) => L(c.pack.date(c.subject.dob, 'numeric', c.r, c.country), 'date_of_birth', 'date_of_birth'),
  dob_year: (c) => L(String(c.subject.dob.y), 'date_of_birth', 'birth_year', true),
  nid_name: (c) => { const s = nidScheme(c); if (c.pack.nidNames?.[s.code]) return c.pack.nidNames[s.code]; return s.country === c.country || (c.pack.nidNative || []).includes(s.code) ? s.native : s.short; },
  nid: (c) => { const s = nidScheme(c); return L(s.gen(c.r, c.subject), 'national_id', s.code); },
  passport: (c) => { const s = ppScheme(c); return L(s.gen(c.r), 'passport', 'passport_' + s.country.toLowerCase()); },
  mrz: (c) => { const s = ppScheme(c); const p = c.subject; return L(makeMrz(c.r, s, s.gen(c.r), p), 'passport', 'mrz_td3'); },
  iban: (c) => { const cc = c.pack.ibanCountry?.[c.country] || (IBAN_COUNTRIES.includes(c.country) ? c.country : c.r.pick(IBAN_COUNTRIES)); return L(formatIban(c.r, iban(c.r, cc)), 'bank_account', 'iban'); },
  bank: (c) => {
    if (IBAN_COUNTRIES.includes(c.country) && (c.country !== 'GB' || c.r.chance(0.5))) return SLOTS.iban(c);
    return { frame: c.pack.bankFrames[c.country] ? c.r.pick(c.pack.bankFrames[c.country]) : '{iban}' };
  },
  acct: (c) => L(c.pack.bankAccount ? c.pack.bankAccount(c.r, c.country) : c.r.nzdigits(c.r.int(8, 12)), 'bank_account', 'account_number'),
  us_routing: (c) => L(usRouting(c.r), 'bank_account', 'aba_routing', true),
  sortcode: (c) => L(`${c.r.digits(2)}-${c.r.digits(2)}-${c.r.digits(2)}`, 'bank_account', 'sort_code', true),
  branch: (c) => L(c.r.digits(c.country === 'JP' ? 3 : 4), 'bank_account', 'branch_code', true),
  ifsc: (c) => L(c.r.pick(['SBIN', 'HDFC', 'ICIC', 'UTIB', 'PUNB', 'KKBK']) + '0' + c.r.digits(6), 'bank_account', 'ifsc', true),
  bsb: (c) => L(`${c.r.pick(['062', '033', '082', '012', '063'])}-${c.r.digits(3)}`, 'bank_account', 'bsb', true),
  clabe: (c) => L(clabe(c.r), 'bank_account', 'clabe'),
  cn_card: (c) => { const d = cnBankCard(c.r); return L(c.r.chance(0.5) ? d.replace(/(\d{4})(?=\d)/g, '$1 ') : d, 'bank_account', 'cn_bank_card'); },
  card: (c) => { const k = cardNumber(c.r); return L(formatCard(c.r, k.digits, k.type), 'credit_card', k.type); },
  card_sp: (c) => { const k = cardNumber(c.r, 'visa'); return L(spellDigits(c.r, c.pack, formatCard(c.r, k.digits, k.type, 'space')), 'credit_card', 'card_spoken'); },
  ip: (c) => (c.r.chance(0.8) ? L(publicIPv4(c.r), 'ip_address', 'ipv4') : L(publicIPv6(c.r), 'ip_address', 'ipv6')),
  ip_priv: (c) => L(privateIPv4(c.r), 'ip_address', 'ipv4_private', true),
  wallet: (c) => { const w = walletMemo(c); return L(w.value, 'crypto_wallet', w.type); },
  coin: (c) => COIN[walletMemo(c).type],
  pw: (c) => { const p = password(c.r); return L(p.value, 'password', p.type); },
  apikey: (c) => { const k = apiMemo(c); return L(k.value, 'api_key', k.type, k.soft); },
  vendor: (c) => apiMemo(c).vendor,
  token: (c) => { const t = accessToken(c.r); return L(t.value, 'access_token', t.type); },
  session: (c) => { const t = accessToken(c.r, c.r.pick(['django_session', 'php_session', 'express_session'])); return L(t.value, 'access_token', t.type); },
  jwt: (c) => L(accessToken(c.r, 'jwt').value, 'access_token', 'jwt'),
  pkey: (c) => { const k = privateKey(c.r); if (!k.block) return L(k.value, 'private_key', k.type); const form = c.r.weighted([['raw', 5], ['collapsed', 2], ['escaped', 1]]); return L(keyForm(k.value, form), 'private_key', k.type + (form === 'raw' ? '' : '_' + form)); },
  pkey_block: (c) => { const k = privateKey(c.r, c.r.pick(['rsa_pem', 'pkcs8_pem', 'ec_pem', 'openssh', 'openssh', 'pgp', 'putty_ppk'])); return L(k.value, 'private_key', k.type); },
  pkey_esc: (c) => { const k = privateKey(c.r, c.r.pick(['pkcs8_pem', 'rsa_pem', 'ec_pem'])); return L(keyForm(k.value, 'escaped'), 'private_key', k.type + '_escaped'); },
  pkey_short: (c) => { const k = privateKey(c.r, c.r.pick(['eth_hex', 'btc_wif', 'wireguard', 'age', 'ec_pem'])); return L(k.block ? keyForm(k.value, 'collapsed') : k.value, 'private_key', k.type + (k.block ? '_collapsed' : '')); },
  apikey_aws_id: (c) => L(apiKey(c.r, 'aws_access_key_id').value, 'api_key', 'aws_access_key_id'),
  apikey_aws_secret: (c) => L(apiKey(c.r, 'aws_secret_access_key').value, 'api_key', 'aws_secret_access_key'),
  pkey_wg: (c) => L(privateKey(c.r, 'wireguard').value, 'private_key', 'wireguard'),
  conn: (c) => { const k = connectionString(c.r); return L(k.value, 'connection_string', k.type); },
  time: (c) => `${c.r.int(7, 21)}:${c.r.pick(['00', '15', '30', '45', '05', '40'])}`,
  n: (c) => String(c.r.int(2, 12)),
  weekday: (c) => c.r.pick(c.pack.weekdays),
  city: (c) => N(c.r.pick(c.pack.cityNames(c.country)), 'city'),
};
// negative slots: {N_kind}
for (const [k, fn] of Object.entries(NEG.GENERIC)) SLOTS['N_' + k] = (c) => N(fn(c.r, c), NEG.KIND[k] || k);
Object.assign(SLOTS, {
  N_figure: (c) => N(c.r.pick(c.pack.figures), 'public_figure'),
  N_company: (c) => N(c.r.pick(c.pack.companies.concat(NEG.GLOBAL_COMPANIES)), 'company'),
  N_product: (c) => N(c.r.pick(NEG.PRODUCTS), 'product'),
  N_devtool: (c) => N(c.r.pick(NEG.DEVTOOLS), 'product'),
  N_street: (c) => N(c.r.pick(c.pack.famousStreets), 'street_as_place'),
  N_city: (c) => N(c.r.pick(c.pack.cityNames(c.country)), 'city'),
  N_date: (c) => N(c.pack.date({ y: c.r.int(2024, 2027), m: c.r.int(1, 12), d: c.r.int(1, 28) }, c.r.pick(['long', 'numeric', 'long']), c.r, c.country), 'non_birth_date'),
  N_price: (c) => N(c.pack.price(c.r, c.country), 'price'),
  N_support: (c) => N(c.pack.supportLine ? c.pack.supportLine(c.r, c.country) : NEG.GENERIC.emergency(c.r), 'public_support_line'),
  N_emergency: (c) => N(typeof c.pack.emergency === 'object' ? c.pack.emergency[c.country] || '112' : c.pack.emergency || '112', 'emergency_number'),
  N_masked_phone: (c) => N(NEG.maskDigits(c.pack.phone(c.r, c.country).v, 3, 2, c.r.pick(['*', 'X', '•'])), 'masked_value'),
});

// ---------- rendering ----------
const SLOT_RE = /\{([A-Za-z_0-9]+)\}/g;
export function render(doc, frame, ctx, depth = 0) {
  let last = 0; let m; SLOT_RE.lastIndex = 0;
  const re = new RegExp(SLOT_RE.source, 'g');
  while ((m = re.exec(frame))) {
    doc.add(frame.slice(last, m.index));
    const h = SLOTS[m[1]];
    if (!h) throw new Error(`unknown slot {${m[1]}} in frame: ${frame}`);
    const out = h(ctx);
    if (out && out.frame && depth < 3) render(doc, out.frame, ctx, depth + 1); else doc.add(out);
    last = re.lastIndex;
  }
  doc.add(frame.slice(last));
}
