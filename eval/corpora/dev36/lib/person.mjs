// Person generator: native names, romanisation, DOB, contact data and identifiers for a locale.
import { LOCALES } from './locales.mjs';
import { COUNTRIES, phone, bankAccount, passport, ID } from './countries.mjs';
import { lab, soft } from './doc.mjs';

const parseList = (s) => (s.includes('|') ? s.split('|') : s.split(' ')).map((e) => { const [n, l] = e.split(':'); return { n, l: l || n }; });
const CACHE = {};
function lists(key) {
  if (CACHE[key]) return CACHE[key];
  const L = LOCALES[key];
  return (CACHE[key] = { gm: parseList(L.gm), gf: parseList(L.gf), sn: parseList(L.sn), pat: L.pat ? L.pat.split(' ').map((x) => x.split(':')) : null });
}
export const latin = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss').replace(/[øØ]/g, 'o').replace(/[æÆ]/g, 'ae').replace(/[łŁ]/g, 'l').replace(/[đĐ]/g, 'd').replace(/ı/g, 'i').replace(/’|'/g, '');

function feminine(kind, sn) {
  let { n, l } = sn;
  if (kind === 'pl') { if (/(ski|cki|dzki)$/.test(n)) { n = n.slice(0, -1) + 'a'; l = l.slice(0, -1) + 'a'; } }
  else if (kind === 'cs') {
    const f = (s) => (s.endsWith('ý') ? s.slice(0, -1) + 'á' : s.endsWith('y') ? s.slice(0, -1) + 'a' : s.endsWith('a') ? s.slice(0, -1) + 'ová' : s.endsWith('ec') ? s.slice(0, -2) + 'cová' : s.endsWith('ek') ? s.slice(0, -2) + 'ková' : s + 'ová');
    n = f(n); l = latin(n);
  } else if (kind === 'ru') { if (/(ов|ев|ин)$/.test(n)) { n += 'а'; l += 'a'; } }
  else if (kind === 'el') {
    if (n.endsWith('όπουλος')) { n = n.replace(/όπουλος$/, 'οπούλου'); l = l.replace(/opoulos$/, 'opoulou'); }
    else if (n.endsWith('ς')) { n = n.slice(0, -1); l = l.replace(/s$/, ''); }
  }
  return { n, l };
}

export function makePerson(r, key, opt = {}) {
  const L = LOCALES[key], cc = L.cc, C = COUNTRIES[cc], ls = lists(key);
  const gender = opt.gender || (r.chance(0.5) ? 'f' : 'm');
  const g = r.pick(gender === 'f' ? ls.gf : ls.gm);
  let s = r.pick(ls.sn); if (gender === 'f' && L.fem) s = feminine(L.fem, s);
  let s2 = null; if (L.two) { s2 = r.pick(ls.sn); if (s2.n === s.n) s2 = r.pick(ls.sn); }
  const now = 2025;
  const y = opt.child ? r.int(2010, 2019) : opt.senior ? r.int(1940, 1960) : r.int(1952, 2004);
  const dob = { y, m: r.int(1, 12), d: r.int(1, 28) };
  const surname = s2 ? `${s.n} ${s2.n}` : s.n;
  const surnameLatin = latin(s2 ? `${s.l} ${s2.l}` : s.l);
  const givenLatin = latin(g.l);
  let full;
  if (L.order === 'fg') full = L.nospace ? s.n + g.n : key === 'ja-JP' ? (r.chance(0.5) ? `${s.n} ${g.n}` : s.n + g.n) : `${s.n} ${g.n}`;
  else full = `${g.n} ${surname}`;
  // ru/uk prose order is "given surname"; formal order adds the patronymic
  let formal = full, patronymic = null;
  if (ls.pat) { const p = r.pick(ls.pat); patronymic = gender === 'f' ? p[1] : p[0]; formal = `${s.n} ${g.n} ${patronymic}`; full = `${g.n} ${s.n}`; }
  else if (!L.order && !L.nospace && /^[\u0000-\u024f\s’'-]+$/.test(full)) formal = `${surname}, ${g.n}`;
  const fullLatin = `${givenLatin} ${surnameLatin}`;
  const P = { key, cc, lang: L.lang, gender, given: g.n, surname, givenLatin, surnameLatin, surname2Latin: s2 ? latin(s2.l) : null, full, formal, fullLatin, patronymic, dob, age: now - y };
  // contact data, generated eagerly from the same rng so a person is deterministic
  const gl = givenLatin.toLowerCase().replace(/[^a-z]/g, ''), sl = latin(s.l).toLowerCase().replace(/[^a-z]/g, '');
  const local = r.pick([`${gl}.${sl}`, `${gl[0]}.${sl}`, `${gl}${sl}${r.int(1, 99)}`, `${sl}.${gl}`, `${gl}_${sl}`, `${gl}${String(y).slice(2)}`, `${gl[0]}${sl}`]);
  P.emailPersonal = `${local}@${r.pick(C.mail)}`;
  P.emailLocal = r.pick([`${gl}.${sl}`, `${gl[0]}${sl}`, `${gl[0]}.${sl}`]);
  P.mobile = phone(r, cc, 'mob', r.wpick([['nat', 5], ['intl', 4], ['e164', 1]]));
  P.mobileIntl = phone(r, cc, 'mob', 'intl');
  P.address = L.adr(r);
  P.nid = C.nid ? { type: C.nid[0], label: C.nid[1], value: ID[C.nid[0]](r, P) } : null;
  if (C.nid2 && r.chance(0.25)) P.nid = { type: C.nid2[0], label: C.nid2[1], value: ID[C.nid2[0]](r, P) };
  P.tax = C.tax ? { type: C.tax[0], label: C.tax[1], value: ID[C.tax[0]](r, P) } : null;
  P.passport = passport(r, cc);
  P.bank = bankAccount(r, cc);
  return P;
}

// ----- label helpers for a person -----
export const nameL = (P, which = 'full') => lab(P[which], 'person_name', 'person_name');
export const firstL = (P) => soft(lab(P.given, 'person_name', 'person_name'));
export const emailL = (v) => lab(v, 'email', 'email_address');
export const phoneL = (v) => lab(v, 'phone_number', 'phone_number');
export const addrL = (v) => lab(v, 'street_address', 'street_address');
export const dobL = (v) => lab(v, 'date_of_birth', 'date_of_birth');
export const nidL = (P) => (P.nid ? lab(P.nid.value, 'national_id', P.nid.type) : null);
export const taxL = (P) => (P.tax ? lab(P.tax.value, 'tax_id', P.tax.type) : null);
export const idL = (x) => lab(x.value, ['us_itin', 'au_tfn', 'nz_ird', 'in_pan', 'de_steuer_id', 'it_codice_fiscale', 'pt_nif', 'pl_nip', 'hu_adoazonosito', 'gr_afm', 'ru_inn', 'ua_rnokpp', 'ar_cuil', 'br_cpf'].includes(x.type) ? 'tax_id' : 'national_id', x.type);
export const bankL = (P) => lab(P.bank.value, P.bank.category, P.bank.type);
export const passL = (P) => lab(P.passport, 'passport_number', 'passport_number');
/** primary id of a person (national id, else tax id) */
export const anyId = (P) => (P.nid && P.tax ? (P.dob.d % 2 ? P.nid : P.tax) : P.nid || P.tax);
