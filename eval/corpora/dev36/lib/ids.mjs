// Generators for identifiers with correct check digits. Every generated value is
// asserted against lib/validators.mjs (an independent implementation of the check).
import { createHash } from 'node:crypto';
import { VALIDATORS, IBAN_LEN, ibanMod97, luhn, eip55, bech32Polymod, hrpExpand } from './validators.mjs';

const pad = (n, w) => String(n).padStart(w, '0');
const wsum = (d, w) => w.reduce((s, x, i) => s + x * (d.charCodeAt(i) - 48), 0);
const yy = (p) => pad(p.dob.y % 100, 2), mm = (p) => pad(p.dob.m, 2), dd = (p) => pad(p.dob.d, 2);

export function luhnComplete(payload) {
  for (let c = 0; c < 10; c++) if (luhn(payload + c)) return payload + c;
  throw new Error('luhn');
}
function group(s, sizes, sep = ' ') { const out = []; let i = 0; for (const n of sizes) { out.push(s.slice(i, i + n)); i += n; } if (i < s.length) out.push(s.slice(i)); return out.filter(Boolean).join(sep); }

function assertValid(type, v) {
  const f = VALIDATORS[type];
  if (f && !f(v)) throw new Error(`generated invalid ${type}: ${v}`);
  return v;
}
function until(type, r, fn) { for (let i = 0; i < 200; i++) { const v = fn(); if (v && (!VALIDATORS[type] || VALIDATORS[type](v))) return v; } throw new Error('cannot generate ' + type); }

// ---------- cards ----------
const CARD = {
  visa: (r) => '4' + r.digits(14), mastercard: (r) => r.pick(['51', '52', '53', '54', '55', '2221', '2720', '23']) ,
  amex: (r) => r.pick(['34', '37']), discover: () => '6011', jcb: (r) => '35' + r.int(28, 89), unionpay: () => '62', diners: (r) => r.pick(['36', '300', '305', '38']), maestro: (r) => r.pick(['5018', '5020', '6304', '6759']),
};
const CLEN = { visa: 16, mastercard: 16, amex: 15, discover: 16, jcb: 16, unionpay: 16, diners: 14, maestro: 16 };
export function card(r, type, style = 'spaced') {
  let pre = CARD[type](r); if (type === 'visa') pre = '4';
  const len = CLEN[type];
  const digits = luhnComplete(pre + r.digits(len - pre.length - 1));
  let out;
  if (style === 'plain') out = digits;
  else if (type === 'amex') out = group(digits, [4, 6, 5], style === 'dash' ? '-' : ' ');
  else if (type === 'diners') out = group(digits, [4, 6, 4], style === 'dash' ? '-' : ' ');
  else out = group(digits, [4, 4, 4, 4], style === 'dash' ? '-' : ' ');
  return assertValid(type, out);
}
/** same shape but fails Luhn (hard negative) */
export function badCard(r) {
  const t = r.pick(['visa', 'mastercard', 'amex']);
  const good = card(r, t, 'plain');
  const last = +good.slice(-1); const d = good.slice(0, -1) + ((last + r.int(1, 9)) % 10);
  if (luhn(d)) throw new Error('badcard');
  return t === 'amex' ? group(d, [4, 6, 5]) : group(d, [4, 4, 4, 4], r.pick([' ', '-', ' ']));
}

// ---------- IBAN ----------
export const BBAN = { DE: '##################', AT: '################', CH: '#################', FR: '#######################', BE: '############', ES: '####################', PT: '#####################', IT: 'A######################', NL: 'AAAA##########', PL: '########################', SE: '####################', NO: '###########', DK: '##############', FI: '##############', CZ: '####################', RO: 'AAAA################', HU: '########################', GR: '#######################', UA: '#########################', TR: '#####0################', SA: '####################', AE: '###################', EG: '#########################', IL: '###################', GB: 'AAAA##############', IE: 'AAAA##############', BR: '#######################AX' };
const BANKS = { GB: ['BARC', 'LOYD', 'NWBK', 'HBUK', 'MIDL'], IE: ['AIBK', 'BOFI', 'IPBS'], NL: ['ABNA', 'RABO', 'INGB', 'TRIO', 'SNSB'], RO: ['BTRL', 'RNCB', 'BRDE', 'INGB'] };
export function ibanFor(r, cc, style = 'spaced') {
  let bban = r.pat(BBAN[cc]);
  if (BANKS[cc]) bban = r.pick(BANKS[cc]) + bban.slice(4);
  if (cc === 'DE') bban = r.pick(['37040044', '50010517', '10050000', '76026000', '25050180', '29050101']) + bban.slice(8);
  if (cc === 'ES') bban = r.pick(['2100', '0049', '0182', '3058', '0081']) + bban.slice(4);
  if (cc === 'FR') bban = r.pick(['30004', '20041', '10278', '18206', '30003']) + bban.slice(5);
  if (cc === 'IT') bban = bban[0] + r.pick(['03069', '02008', '05034', '08327']) + bban.slice(6);
  const base = cc + '00' + bban;
  const chk = 98 - ibanMod97(base);
  const raw = cc + pad(chk, 2) + bban;
  if (raw.length !== IBAN_LEN[cc]) throw new Error('iban len ' + cc);
  const out = style === 'plain' ? raw : raw.replace(/(.{4})/g, '$1 ').trim();
  return assertValid('iban', out);
}
export function badIban(r, cc) {
  const good = ibanFor(r, cc, 'plain');
  let bad = good.slice(0, 2) + pad((+good.slice(2, 4) + r.int(1, 40)) % 97 + 2, 2) + good.slice(4);
  if (VALIDATORS.iban(bad)) bad = good.slice(0, -1) + ((+good.slice(-1) + 1) % 10);
  if (VALIDATORS.iban(bad)) return null;
  return r.chance(0.6) ? bad.replace(/(.{4})/g, '$1 ').trim() : bad;
}

// ---------- bank identifiers ----------
export function abaRouting(r) { return until('us_routing_number', r, () => { const p = r.pick(['0', '1', '2', '3']) + r.digits(7); for (let c = 0; c < 10; c++) if (VALIDATORS.us_routing_number(p + c)) return p + c; }); }
export function clabe(r) { const p = r.pick(['002', '012', '014', '021', '072']) + r.digits(14); const s = [...p].reduce((a, c, i) => a + ((+c * [3, 7, 1][i % 3]) % 10), 0); return assertValid('mx_clabe', p + ((10 - (s % 10)) % 10)); }
export function cbu(r) { const b1 = r.pick(['0110', '0070', '0170', '0150', '2850']) + r.digits(3); const c1 = (10 - (wsum(b1, [7, 1, 3, 9, 7, 1, 3]) % 10)) % 10; const b2 = r.digits(13); const c2 = (10 - (wsum(b2, [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3]) % 10)) % 10; return assertValid('ar_cbu', b1 + c1 + b2 + c2); }

// ---------- national / tax ids ----------
const LET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const ID = {
  us_ssn: (r) => until('us_ssn', r, () => `${pad(r.int(1, 899), 3)}-${pad(r.int(1, 99), 2)}-${pad(r.int(1, 9999), 4)}`),
  us_itin: (r) => `9${r.digits(2)}-${r.pick(['70', '71', '75', '78', '80', '83', '88', '90', '94', '96'])}-${r.digits(4)}`,
  uk_nino: (r) => until('uk_nino', r, () => `${r.pick(['A', 'B', 'C', 'E', 'H', 'J', 'K', 'L', 'M', 'N', 'P', 'R', 'S', 'T', 'W', 'Y'])}${r.pick(['A', 'B', 'C', 'E', 'H', 'J', 'K', 'L', 'M', 'P', 'R', 'S', 'T', 'W', 'X', 'Y'])} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${r.pick(['A', 'B', 'C', 'D'])}`),
  ie_pps: (r) => { const d = r.digits(7); const second = r.chance(0.4) ? 'A' : ''; const s = wsum(d, [8, 7, 6, 5, 4, 3, 2]) + (second ? 9 : 0); return assertValid('ie_pps', d + 'WABCDEFGHIJKLMNOPQRSTUV'[s % 23] + second); },
  ca_sin: (r) => { const d = luhnComplete(r.pick(['1', '2', '3', '4', '5', '6', '7']) + r.digits(7)); return assertValid('ca_sin', group(d, [3, 3, 3], r.pick([' ', '-']))); },
  za_id: (r, p) => assertValid('za_id', luhnComplete(yy(p) + mm(p) + dd(p) + (p.gender === 'f' ? r.int(0, 4) : r.int(5, 9)) + r.digits(3) + '0' + '8')),
  au_tfn: (r) => until('au_tfn', r, () => { const b = r.ndigits(8); for (let c = 0; c < 10; c++) if (VALIDATORS.au_tfn(b + c)) return `${b.slice(0, 3)} ${b.slice(3, 6)} ${b.slice(6)}${c}`; }),
  au_medicare: (r) => { const b = r.int(2, 6) + r.digits(7); const c = wsum(b, [1, 3, 7, 9, 1, 3, 7, 9]) % 10; return assertValid('au_medicare', `${b.slice(0, 4)} ${b.slice(4)}${c} ${r.int(1, 5)}`); },
  nz_ird: (r) => until('nz_ird', r, () => { const b = pad(r.int(1100000, 14999999), 8); for (let c = 0; c < 10; c++) { const d = b.replace(/^0/, '') + c; if (VALIDATORS.nz_ird(d)) return d.length === 9 ? `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}` : `${d.slice(0, 2)}-${d.slice(2, 5)}-${d.slice(5)}`; } }),
  in_aadhaar: (r) => until('in_aadhaar', r, () => { const b = r.int(2, 9) + r.digits(10); for (let c = 0; c < 10; c++) if (VALIDATORS.in_aadhaar(b + c)) return `${b.slice(0, 4)} ${b.slice(4, 8)} ${b.slice(8)}${c}`; }),
  in_pan: (r, p) => r.str(LET, 3) + 'P' + (p.surnameLatin || 'X')[0].toUpperCase().replace(/[^A-Z]/, 'K') + r.digits(4) + r.str(LET, 1),
  sg_nric: (r, p) => { const pre = p.dob.y >= 2000 ? 'T' : 'S'; const d = (p.dob.y >= 1968 ? yy(p) : r.digits(2)) + r.digits(5); const s = wsum(d, [2, 7, 6, 5, 4, 3, 2]) + (pre === 'T' ? 4 : 0); return assertValid('sg_nric', pre + d + 'JZIHGFEDCBA'[s % 11]); },
  de_steuer_id: (r) => until('de_steuer_id', r, () => {
    const ds = r.shuffle([...'0123456789']).slice(0, 9); ds.push(r.pick(ds)); const s = r.shuffle(ds); if (s[0] === '0') return null;
    let p = 10; for (let i = 0; i < 10; i++) { let x = (+s[i] + p) % 10; if (x === 0) x = 10; p = (x * 2) % 11; }
    let c = 11 - p; if (c === 10) c = 0; const d = s.join('') + c; return r.chance(0.5) ? `${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 8)} ${d.slice(8)}` : d;
  }),
  de_id_card: (r) => r.str('CFGHJKLMNPRTVWXYZ', 1) + r.str('CFGHJKLMNPRTVWXYZ0123456789', 8),
  at_svnr: (r, p) => until('at_svnr', r, () => { const s = r.ndigits(3); const tail = dd(p) + mm(p) + yy(p); const c = wsum(s + '0' + tail, [3, 7, 9, 0, 5, 8, 4, 2, 1, 6]) % 11; if (c === 10) return null; return `${s}${c} ${tail}`; }),
  ch_ahv: (r) => { const b = '756' + r.digits(9); const s = wsum(b, [1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3]); const d = b + ((10 - (s % 10)) % 10); return assertValid('ch_ahv', `${d.slice(0, 3)}.${d.slice(3, 7)}.${d.slice(7, 11)}.${d.slice(11)}`); },
  fr_nir: (r, p) => { const b = (p.gender === 'f' ? '2' : '1') + yy(p) + mm(p) + pad(r.pick([1, 13, 14, 21, 29, 33, 35, 44, 49, 51, 59, 67, 69, 75, 76, 80, 87, 93]), 2) + r.digits(3) + r.digits(3); let m = 0; for (const c of b) m = (m * 10 + +c) % 97; const k = pad(97 - m, 2); return assertValid('fr_nir', `${b[0]} ${b.slice(1, 3)} ${b.slice(3, 5)} ${b.slice(5, 7)} ${b.slice(7, 10)} ${b.slice(10, 13)} ${k}`); },
  be_nrn: (r, p) => { const ser = pad(r.int(1, 499) * 2 - (p.gender === 'm' ? 1 : 0), 3); const b = yy(p) + mm(p) + dd(p) + ser; let m = 0; for (const c of (p.dob.y >= 2000 ? '2' : '') + b) m = (m * 10 + +c) % 97; const k = pad(97 - m, 2); return assertValid('be_nrn', `${b.slice(0, 2)}.${b.slice(2, 4)}.${b.slice(4, 6)}-${b.slice(6, 9)}.${k}`); },
  es_dni: (r) => { const n = r.digits(8); return n + 'TRWAGMYFPDXBNJZSQVHLCKE'[+n % 23]; },
  es_nie: (r) => { const l = r.pick(['X', 'Y', 'Z']); const n = r.digits(7); return assertValid('es_nie', `${l}${n}${'TRWAGMYFPDXBNJZSQVHLCKE'[+('XYZ'.indexOf(l) + n) % 23]}`); },
  it_codice_fiscale: (r, p) => itCF(r, p),
  pt_nif: (r) => { const b = r.pick(['1', '2', '2', '1']) + r.digits(7); let c = 11 - (wsum(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11); if (c >= 10) c = 0; return assertValid('pt_nif', b + c); },
  nl_bsn: (r) => until('nl_bsn', r, () => { const b = r.int(1, 6) + r.digits(7); const s = wsum(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11; if (s === 10) return null; return r.chance(0.3) ? `${b.slice(0, 4)}.${b.slice(4, 6)}.${b.slice(6)}${s}` : b + s; }),
  pl_pesel: (r, p) => { const m = p.dob.m + (p.dob.y >= 2000 ? 20 : 0); const b = yy(p) + pad(m, 2) + dd(p) + r.digits(3) + (p.gender === 'f' ? r.pick([0, 2, 4, 6, 8]) : r.pick([1, 3, 5, 7, 9])); return assertValid('pl_pesel', b + (10 - (wsum(b, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10); },
  pl_nip: (r) => until('pl_nip', r, () => { const b = r.ndigits(9); const c = wsum(b, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11; if (c === 10) return null; const d = b + c; return r.chance(0.5) ? `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8)}` : d; }),
  se_personnummer: (r, p) => { const d = luhnComplete(yy(p) + mm(p) + dd(p) + r.digits(2) + (p.gender === 'f' ? r.pick([0, 2, 4, 6, 8]) : r.pick([1, 3, 5, 7, 9]))); return assertValid('se_personnummer', r.chance(0.3) ? `${p.dob.y}${d.slice(2, 6)}-${d.slice(6)}`.replace(/^(\d{4})(\d{4})/, (m, a, b) => a + b) : `${d.slice(0, 6)}-${d.slice(6)}`); },
  no_fodselsnummer: (r, p) => until('no_fodselsnummer', r, () => {
    const b = dd(p) + mm(p) + yy(p) + (p.dob.y >= 2000 ? r.int(500, 999) : pad(r.int(0, 499), 3));
    let k1 = 11 - (wsum(b, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11); if (k1 === 11) k1 = 0; if (k1 === 10) return null;
    let k2 = 11 - (wsum(b + k1, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11); if (k2 === 11) k2 = 0; if (k2 === 10) return null;
    return r.chance(0.3) ? `${b.slice(0, 6)} ${b.slice(6)}${k1}${k2}` : `${b}${k1}${k2}`;
  }),
  dk_cpr: (r, p) => `${dd(p)}${mm(p)}${yy(p)}-${r.digits(4)}`,
  fi_hetu: (r, p) => { const n = pad(r.int(2, 899), 3); const sep = p.dob.y >= 2000 ? 'A' : '-'; return assertValid('fi_hetu', `${dd(p)}${mm(p)}${yy(p)}${sep}${n}${'0123456789ABCDEFHJKLMNPRSTUVWXY'[+(dd(p) + mm(p) + yy(p) + n) % 31]}`); },
  cz_rodne_cislo: (r, p) => until('cz_rodne_cislo', r, () => { const b = yy(p) + pad(p.dob.m + (p.gender === 'f' ? 50 : 0), 2) + dd(p) + r.digits(3); let m = 0; for (const c of b) m = (m * 10 + +c) % 11; const c = (11 - m) % 11; if (c === 10) return null; return `${b.slice(0, 6)}/${b.slice(6)}${c}`; }),
  ro_cnp: (r, p) => { const s = p.dob.y >= 2000 ? (p.gender === 'm' ? 5 : 6) : (p.gender === 'm' ? 1 : 2); const b = s + yy(p) + mm(p) + dd(p) + pad(r.int(1, 46), 2) + r.digits(3); let c = wsum(b, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11; if (c === 10) c = 1; return assertValid('ro_cnp', b + c); },
  hu_taj: (r) => { const b = r.ndigits(8); const d = b + (wsum(b, [3, 7, 3, 7, 3, 7, 3, 7]) % 10); return assertValid('hu_taj', r.chance(0.6) ? `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}` : d); },
  hu_adoazonosito: (r, p) => until('hu_adoazonosito', r, () => { const days = Math.round((Date.UTC(p.dob.y, p.dob.m - 1, p.dob.d) - Date.UTC(1867, 0, 1)) / 86400000); const b = '8' + pad(days, 5) + r.digits(3); const c = wsum(b, [1, 2, 3, 4, 5, 6, 7, 8, 9]) % 11; if (c === 10) return null; return b + c; }),
  gr_amka: (r, p) => assertValid('gr_amka', luhnComplete(dd(p) + mm(p) + yy(p) + r.digits(4))),
  gr_afm: (r) => { const b = r.pick(['0', '1']) + r.digits(7); return assertValid('gr_afm', b + ((wsum(b, [256, 128, 64, 32, 16, 8, 4, 2]) % 11) % 10)); },
  ru_snils: (r) => until('ru_snils', r, () => { const b = pad(r.int(2000000, 999999999), 9); const s = wsum(b, [9, 8, 7, 6, 5, 4, 3, 2, 1]); let c = s < 100 ? s : s === 100 || s === 101 ? 0 : s % 101; if (c === 100) c = 0; return `${b.slice(0, 3)}-${b.slice(3, 6)}-${b.slice(6)} ${pad(c, 2)}`; }),
  ru_inn: (r) => { const b = r.pick(['77', '50', '78', '36', '63', '16', '23']) + r.digits(8); const c1 = (wsum(b, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10; const c2 = (wsum(b + c1, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10; return assertValid('ru_inn', b + c1 + c2); },
  ua_rnokpp: (r, p) => { const days = Math.round((Date.UTC(p.dob.y, p.dob.m - 1, p.dob.d) - Date.UTC(1899, 11, 31)) / 86400000); const b = pad(days, 5) + r.digits(3) + (p.gender === 'f' ? r.pick([0, 2, 4, 6, 8]) : r.pick([1, 3, 5, 7, 9])); const s = wsum(b, [-1, 5, 7, 9, 4, 6, 10, 5, 7]); return assertValid('ua_rnokpp', b + ((((s % 11) + 11) % 11) % 10)); },
  tr_tckn: (r) => { const n = [r.int(1, 9), ...[...r.digits(8)].map(Number)]; const d10 = (((n[0] + n[2] + n[4] + n[6] + n[8]) * 7 - (n[1] + n[3] + n[5] + n[7])) % 10 + 10) % 10; n.push(d10); n.push(n.reduce((a, b) => a + b, 0) % 10); return assertValid('tr_tckn', n.join('')); },
  il_teudat_zehut: (r) => assertValid('il_teudat_zehut', luhnComplete(r.pick(['0', '2', '3']) + r.digits(7))),
  sa_national_id: (r) => assertValid('sa_national_id', luhnComplete(r.pick(['1', '1', '2']) + r.digits(8))),
  ae_emirates_id: (r, p) => { const d = luhnComplete('784' + p.dob.y + r.digits(7)); return assertValid('ae_emirates_id', `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7, 14)}-${d.slice(14)}`); },
  eg_national_id: (r, p) => (p.dob.y >= 2000 ? '3' : '2') + yy(p) + mm(p) + dd(p) + r.pick(['01', '02', '12', '13', '14', '21', '88']) + r.digits(3) + (p.gender === 'f' ? r.pick([2, 4, 6, 8]) : r.pick([1, 3, 5, 7])) + r.digits(1),
  th_national_id: (r) => { const b = r.int(1, 8) + r.digits(11); const c = (11 - (wsum(b, [13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11)) % 10; const d = b + c; return assertValid('th_national_id', r.chance(0.6) ? `${d[0]}-${d.slice(1, 5)}-${d.slice(5, 10)}-${d.slice(10, 12)}-${d[12]}` : d); },
  cn_resident_id: (r, p) => { const b = r.pick(['110101', '110105', '310104', '310115', '440305', '440106', '330106', '510107', '420106', '230103', '370202']) + p.dob.y + mm(p) + dd(p) + r.digits(2) + (p.gender === 'f' ? r.pick([0, 2, 4, 6, 8]) : r.pick([1, 3, 5, 7, 9])); return assertValid('cn_resident_id', b + '10X98765432'[wsum(b, [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11]); },
  tw_national_id: (r, p) => until('tw_national_id', r, () => { const L = r.pick(['A', 'B', 'E', 'F', 'H', 'J', 'K', 'R', 'S', 'T']); const b = (p.gender === 'f' ? '2' : '1') + r.digits(7); for (let c = 0; c < 10; c++) if (VALIDATORS.tw_national_id(L + b + c)) return L + b + c; }),
  jp_my_number: (r) => { const b = r.digits(11); let s = 0; for (let n = 1; n <= 11; n++) s += +b[11 - n] * (n <= 6 ? n + 1 : n - 5); const m = s % 11; const d = b + (m <= 1 ? 0 : 11 - m); return assertValid('jp_my_number', r.chance(0.5) ? `${d.slice(0, 4)} ${d.slice(4, 8)} ${d.slice(8)}` : d); },
  kr_rrn: (r, p) => { const b = yy(p) + mm(p) + dd(p) + (p.dob.y >= 2000 ? (p.gender === 'm' ? 3 : 4) : (p.gender === 'm' ? 1 : 2)) + r.digits(5); const c = (11 - (wsum(b, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11)) % 10; return assertValid('kr_rrn', `${b.slice(0, 6)}-${b.slice(6)}${c}`); },
  vn_cccd: (r, p) => '0' + r.pick(['01', '31', '48', '79', '92', '38', '46']) + (p.dob.y >= 2000 ? (p.gender === 'm' ? 2 : 3) : (p.gender === 'm' ? 0 : 1)) + yy(p) + r.digits(6),
  id_nik: (r, p) => r.pick(['3171', '3273', '3578', '3374', '5171', '6471', '1271']) + pad(r.int(1, 30), 2) + pad(p.dob.d + (p.gender === 'f' ? 40 : 0), 2) + mm(p) + yy(p) + pad(r.int(1, 9999), 4),
  mx_curp: (r, p) => mxCurp(r, p),
  ar_dni: (r) => { const n = r.int(20000000, 45999999); return r.chance(0.6) ? n.toLocaleString('de-DE') : String(n); },
  ar_cuil: (r, p) => until('ar_cuil', r, () => { const pre = p.gender === 'f' ? '27' : '20'; const b = pre + r.int(20000000, 45999999); let c = 11 - (wsum(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11); if (c === 11) c = 0; if (c === 10) return null; return `${b.slice(0, 2)}-${b.slice(2)}-${c}`; }),
  cl_rut: (r) => { const n = r.int(8000000, 24999999); let s = 0, w = 2; const d = String(n); for (let i = d.length - 1; i >= 0; i--) { s += +d[i] * w; w = w === 7 ? 2 : w + 1; } const x = 11 - (s % 11); const c = x === 11 ? '0' : x === 10 ? 'K' : String(x); return assertValid('cl_rut', `${n.toLocaleString('de-DE')}-${c}`); },
  br_cpf: (r) => until('br_cpf', r, () => { const b = r.digits(9); const c1 = (wsum(b, [10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11 % 10; const c2 = (wsum(b + c1, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11 % 10; const d = b + c1 + c2; return r.chance(0.8) ? `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}` : d; }),
};
for (const k of Object.keys(ID)) { const f = ID[k]; ID[k] = (r, p) => assertValid(k, f(r, p)); }

// Italian codice fiscale from (latin) names and dob
function cfPart(s, isName) {
  const u = s.normalize('NFD').replace(/[^A-Za-z]/g, '').toUpperCase();
  const cons = [...u].filter((c) => !'AEIOU'.includes(c)), vow = [...u].filter((c) => 'AEIOU'.includes(c));
  if (isName && cons.length >= 4) return cons[0] + cons[2] + cons[3];
  return (cons.join('') + vow.join('') + 'XXX').slice(0, 3);
}
function itCF(r, p) {
  const b = cfPart(p.surnameLatin, false) + cfPart(p.givenLatin, true) + yy(p) + 'ABCDEHLMPRST'[p.dob.m - 1] + pad(p.dob.d + (p.gender === 'f' ? 40 : 0), 2) + r.pick(['H501', 'F205', 'A944', 'L219', 'G273', 'D969', 'F839', 'C351', 'L736', 'B354']);
  const ODD = { 0: 1, 1: 0, 2: 5, 3: 7, 4: 9, 5: 13, 6: 15, 7: 17, 8: 19, 9: 21, A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18, N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23 };
  let s = 0; for (let i = 0; i < 15; i++) s += i % 2 === 0 ? ODD[b[i]] : /\d/.test(b[i]) ? +b[i] : b.charCodeAt(i) - 65;
  return b + LET[s % 26];
}
function mxCurp(r, p) {
  const up = (s) => s.normalize('NFD').replace(/[^A-Za-z ]/g, '').toUpperCase();
  const sn = up(p.surnameLatin).split(' ')[0] || 'X', sn2 = up(p.surname2Latin || 'X') || 'X', gn = up(p.givenLatin).split(' ')[0] || 'X';
  const firstVowel = (s) => ([...s.slice(1)].find((c) => 'AEIOU'.includes(c)) || 'X');
  const firstCons = (s) => ([...s.slice(1)].find((c) => !'AEIOU'.includes(c)) || 'X');
  const dict = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
  const b = sn[0] + firstVowel(sn) + sn2[0] + gn[0] + yy(p) + mm(p) + dd(p) + (p.gender === 'f' ? 'M' : 'H') + r.pick(['DF', 'JC', 'NL', 'GT', 'PL', 'SR', 'YN', 'MC']) + firstCons(sn) + firstCons(sn2) + firstCons(gn) + (p.dob.y >= 2000 ? 'A' : '0');
  let s = 0; for (let i = 0; i < 17; i++) s += dict.indexOf(b[i]) * (18 - i);
  return b + (10 - (s % 10)) % 10;
}

// ---------- crypto wallets ----------
const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const sha = (b) => createHash('sha256').update(b).digest();
export function btcP2pkh(r) {
  const payload = Buffer.concat([Buffer.from([r.chance(0.7) ? 0 : 5]), Buffer.from(r.bytes(20))]);
  const full = Buffer.concat([payload, sha(sha(payload)).subarray(0, 4)]);
  let n = BigInt('0x' + full.toString('hex')), s = '';
  while (n > 0n) { s = B58[Number(n % 58n)] + s; n /= 58n; }
  for (const b of full) { if (b === 0) s = '1' + s; else break; }
  return assertValid('bitcoin_address', s);
}
export function btcBech32(r) {
  const prog = r.bytes(20); const data = [0]; let acc = 0, bits = 0;
  for (const b of prog) { acc = (acc << 8) | b; bits += 8; while (bits >= 5) { bits -= 5; data.push((acc >> bits) & 31); } }
  if (bits) data.push((acc << (5 - bits)) & 31);
  const pm = bech32Polymod([...hrpExpand('bc'), ...data, 0, 0, 0, 0, 0, 0]) ^ 1;
  const chk = []; for (let i = 0; i < 6; i++) chk.push((pm >>> (5 * (5 - i))) & 31);
  return assertValid('bitcoin_address', 'bc1' + [...data, ...chk].map((x) => 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'[x]).join(''));
}
export function ethAddress(r) { const h = r.hex(40); return assertValid('ethereum_address', '0x' + (r.chance(0.7) ? eip55(h) : h)); }
