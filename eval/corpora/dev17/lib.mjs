// Seeded randomness, check-digit algorithms and identifier generators. No dependencies beyond node:crypto.
import crypto from 'node:crypto';

export function hashStr(s) { let h = 2166136261 >>> 0; for (const ch of s) { h ^= ch.codePointAt(0); h = Math.imul(h, 16777619) >>> 0; } return h; }
export class Rng {
  constructor(seed) { this.s = [hashStr('a' + seed), hashStr('b' + seed), hashStr('c' + seed), hashStr('d' + seed)]; for (let i = 0; i < 12; i++) this.next(); }
  next() { // sfc32
    let [a, b, c, d] = this.s; a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    const t = (a + b | 0) + d | 0; d = d + 1 | 0; a = b ^ b >>> 9; b = c + (c << 3) | 0; c = (c << 21 | c >>> 11); c = c + t | 0;
    this.s = [a, b, c, d]; return (t >>> 0) / 4294967296;
  }
  int(a, b) { return a + Math.floor(this.next() * (b - a + 1)); }
  pick(arr) { return arr[Math.floor(this.next() * arr.length)]; }
  chance(p) { return this.next() < p; }
  digits(n) { let s = ''; for (let i = 0; i < n; i++) s += this.int(0, 9); return s; }
  chars(n, cs) { let s = ''; for (let i = 0; i < n; i++) s += cs[Math.floor(this.next() * cs.length)]; return s; }
  bytes(n) { const b = Buffer.alloc(n); for (let i = 0; i < n; i++) b[i] = this.int(0, 255); return b; }
  shuffle(a) { a = a.slice(); for (let i = a.length - 1; i > 0; i--) { const j = this.int(0, i); [a[i], a[j]] = [a[j], a[i]]; } return a; }
  weighted(pairs) { const tot = pairs.reduce((s, p) => s + p[1], 0); let r = this.next() * tot; for (const [v, w] of pairs) { r -= w; if (r < 0) return v; } return pairs[pairs.length - 1][0]; }
}
export const UP = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', LOW = 'abcdefghijklmnopqrstuvwxyz', DIG = '0123456789';
export const ALNUM = UP + LOW + DIG, HEX = '0123456789abcdef', B64 = ALNUM + '+/', B64URL = ALNUM + '-_';
const pad = (n, w = 2) => String(n).padStart(w, '0');

// ---------- check digits ----------
export function luhnDigit(body) { let s = 0; const d = body.split('').reverse().map(Number); d.forEach((x, i) => { if (i % 2 === 0) { x *= 2; if (x > 9) x -= 9; } s += x; }); return String((10 - s % 10) % 10); }
export function luhnOk(num) { let s = 0; num.split('').reverse().map(Number).forEach((x, i) => { if (i % 2 === 1) { x *= 2; if (x > 9) x -= 9; } s += x; }); return s % 10 === 0; }
export function mod97(str) { let r = 0; for (const ch of str) { const v = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch; for (const c of v) r = (r * 10 + Number(c)) % 97; } return r; }
const VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]];
const VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]];
const VINV = [0,4,3,2,1,5,6,7,8,9];
export function verhoeffDigit(num) { let c = 0; num.split('').reverse().map(Number).forEach((d, i) => { c = VD[c][VP[(i + 1) % 8][d]]; }); return String(VINV[c]); }
export function verhoeffOk(num) { let c = 0; num.split('').reverse().map(Number).forEach((d, i) => { c = VD[c][VP[i % 8][d]]; }); return c === 0; }
export function mrzDigit(s) { const w = [7, 3, 1]; let t = 0; [...s].forEach((ch, i) => { const v = ch === '<' ? 0 : /\d/.test(ch) ? +ch : ch.charCodeAt(0) - 55; t += v * w[i % 3]; }); return String(t % 10); }
export function iso7064_11_10(d) { let p = 10; for (const ch of d) { let s = (Number(ch) + p) % 10; if (s === 0) s = 10; p = (s * 2) % 11; } const c = 11 - p; return String(c === 10 ? 0 : c); }

// ---------- dates ----------
export function randDob(rng) { const y = rng.int(1942, 2005), m = rng.int(1, 12), d = rng.int(1, 28); return { y, m, d }; }
export function fmtDate(dt, style) {
  const { y, m, d } = dt;
  switch (style) {
    case 'iso': return `${y}-${pad(m)}-${pad(d)}`;
    case 'us': return `${pad(m)}/${pad(d)}/${y}`;
    case 'dot': return `${pad(d)}.${pad(m)}.${y}`;
    case 'slash': return `${pad(d)}/${pad(m)}/${y}`;
    case 'dash': return `${pad(d)}-${pad(m)}-${y}`;
    case 'cjk': return `${y}年${m}月${d}日`;
    case 'ko': return `${y}년 ${m}월 ${d}일`;
    case 'en_long': return `${['January','February','March','April','May','June','July','August','September','October','November','December'][m - 1]} ${d}, ${y}`;
    case 'gb_long': return `${d} ${['January','February','March','April','May','June','July','August','September','October','November','December'][m - 1]} ${y}`;
    default: return `${y}-${pad(m)}-${pad(d)}`;
  }
}

// ---------- national ids (country -> {v, type}) ----------
function dobParts(rng, given) { const dt = given || randDob(rng); return { ...dt, yy: pad(dt.y % 100), mm: pad(dt.m), dd: pad(dt.d) }; }
export const NATIONAL_ID = {
  US: r => { let a; do a = r.int(1, 899); while (a === 666); return { v: `${pad(a, 3)}-${pad(r.int(1, 99))}-${pad(r.int(1, 9999), 4)}`, type: 'us_ssn', name: 'SSN' }; },
  GB: r => { const f = 'ABCEGHJKLMNOPRSTWXYZ', s = 'ABCEGHJKLMNPRSTWXYZ'; let p; do p = r.pick(f) + r.pick(s); while (['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'].includes(p)); const d = r.digits(6); const v = r.chance(.5) ? `${p} ${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4)} ${r.pick('ABCD')}` : `${p}${d}${r.pick('ABCD')}`; return { v, type: 'gb_nino', name: 'NI number' }; },
  CA: r => { const b = r.pick('1234567') + r.digits(7); const n = b + luhnDigit(b); return { v: `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`, type: 'ca_sin', name: 'SIN' }; },
  AU: r => { const w = [1, 4, 3, 7, 5, 8, 6, 9, 10]; for (;;) { const b = r.pick('1234567') + r.digits(7); for (let c = 0; c < 10; c++) { const n = b + c; if ([...n].reduce((s, x, i) => s + x * w[i], 0) % 11 === 0) return { v: `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`, type: 'au_tfn', name: 'TFN' }; } } },
  IE: r => { const d = r.digits(7); const s = [...d].reduce((t, x, i) => t + x * (8 - i), 0); return { v: d + 'WABCDEFGHIJKLMNOPQRSTUV'[s % 23], type: 'ie_ppsn', name: 'PPS number' }; },
  IN: r => { const b = r.pick('23456789') + r.digits(10); const n = b + verhoeffDigit(b); return { v: `${n.slice(0, 4)} ${n.slice(4, 8)} ${n.slice(8)}`, type: 'in_aadhaar', name: 'Aadhaar' }; },
  DE: r => { for (;;) { const ds = r.shuffle([...DIG]).slice(0, 9); ds.push(r.pick(ds)); const a = r.shuffle(ds); if (a[0] === '0') continue; const b = a.join(''); const n = b + iso7064_11_10(b); return { v: r.chance(.5) ? n : `${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5, 8)} ${n.slice(8)}`, type: 'de_steuer_id', name: 'Steuer-ID' }; } },
  AT: (r, dob) => { const w = [3, 7, 9, 0, 5, 8, 4, 2, 1, 6]; for (;;) { const p = dobParts(r, dob); const n = r.pick('123456789') + r.digits(2) + 'X' + p.dd + p.mm + p.yy; const s = [...n].reduce((t, x, i) => i === 3 ? t : t + x * w[i], 0) % 11; if (s === 10) continue; const v = n.replace('X', s); return { v: `${v.slice(0, 4)} ${v.slice(4)}`, type: 'at_svnr', name: 'SV-Nummer' }; } },
  CH: r => { const b = '756' + r.digits(9); const s = [...b].reduce((t, x, i) => t + x * (i % 2 ? 3 : 1), 0); const n = b + (10 - s % 10) % 10; return { v: `${n.slice(0, 3)}.${n.slice(3, 7)}.${n.slice(7, 11)}.${n.slice(11)}`, type: 'ch_ahv', name: 'AHV-Nr.' }; },
  FR: (r, dob) => { const p = dobParts(r, dob); const b = r.pick('12') + p.yy + p.mm + pad(r.int(1, 95)) + pad(r.int(1, 990), 3) + pad(r.int(1, 999), 3); const k = pad(97 - Number(BigInt(b) % 97n)); return { v: r.chance(.6) ? `${b[0]} ${b.slice(1, 3)} ${b.slice(3, 5)} ${b.slice(5, 7)} ${b.slice(7, 10)} ${b.slice(10)} ${k}` : b + k, type: 'fr_nir', name: 'n° de sécurité sociale' }; },
  BE: (r, dob) => { const p = dobParts(r, dob); const b = p.yy + p.mm + p.dd + pad(r.int(1, 997), 3); const k = pad(97 - Number(BigInt((p.y >= 2000 ? '2' : '') + b) % 97n)); return { v: `${b.slice(0, 2)}.${b.slice(2, 4)}.${b.slice(4, 6)}-${b.slice(6)}.${k}`, type: 'be_nrn', name: 'rijksregisternummer' }; },
  ES: r => { const L = 'TRWAGMYFPDXBNJZSQVHLCKE'; if (r.chance(.7)) { const d = r.digits(8); return { v: d + L[Number(d) % 23], type: 'es_dni', name: 'DNI' }; } const x = r.int(0, 2), d = r.digits(7); return { v: 'XYZ'[x] + d + L[Number(x + d) % 23], type: 'es_nie', name: 'NIE' }; },
  IT: (r, dob) => { const C = 'BCDFGHLMNPRSTVZ', odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]; const p = dobParts(r, dob); const b = r.chars(3, C) + r.chars(3, C) + p.yy + 'ABCDEHLMPRST'[p.m - 1] + pad(p.d + (r.chance(.5) ? 40 : 0)) + r.pick('ABCDEFGHLM') + pad(r.int(1, 999), 3); let s = 0; [...b].forEach((ch, i) => { const v = /\d/.test(ch) ? +ch : ch.charCodeAt(0) - 65; s += i % 2 === 0 ? odd[v] : v; }); return { v: b + UP[s % 26], type: 'it_codice_fiscale', name: 'codice fiscale' }; },
  PT: r => { const b = r.pick('12356') + r.digits(7); const s = [...b].reduce((t, x, i) => t + x * (9 - i), 0); const c = 11 - s % 11; return { v: b + (c >= 10 ? 0 : c), type: 'pt_nif', name: 'NIF' }; },
  BR: r => { const b = r.digits(9); const dv = (s, w0) => { const t = [...s].reduce((a, x, i) => a + x * (w0 - i), 0) * 10 % 11; return t === 10 ? 0 : t; }; const d1 = dv(b, 10), d2 = dv(b + d1, 11); const n = b + d1 + d2; return { v: `${n.slice(0, 3)}.${n.slice(3, 6)}.${n.slice(6, 9)}-${n.slice(9)}`, type: 'br_cpf', name: 'CPF' }; },
  NL: r => { for (;;) { const b = r.pick('123456789') + r.digits(7); const s = [...b].reduce((t, x, i) => t + x * (9 - i), 0); const c = s % 11; if (c === 10) continue; return { v: b + c, type: 'nl_bsn', name: 'BSN' }; } },
  PL: (r, dob) => { const p = dobParts(r, dob); const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]; const b = p.yy + pad(p.m + (p.y >= 2000 ? 20 : 0)) + p.dd + r.digits(4); const s = [...b].reduce((t, x, i) => t + x * w[i], 0); return { v: b + (10 - s % 10) % 10, type: 'pl_pesel', name: 'PESEL' }; },
  RU: r => { const b = r.digits(9); let s = [...b].reduce((t, x, i) => t + x * (9 - i), 0); let c = s < 100 ? s : s <= 101 ? 0 : s % 101; if (c === 100) c = 0; return { v: `${b.slice(0, 3)}-${b.slice(3, 6)}-${b.slice(6)} ${pad(c)}`, type: 'ru_snils', name: 'СНИЛС' }; },
  TR: r => { const d = [r.int(1, 9), ...r.digits(8).split('').map(Number)]; const d10 = (((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 + 10) % 10; const d11 = (d.reduce((a, b) => a + b, 0) + d10) % 10; return { v: d.join('') + d10 + d11, type: 'tr_tckn', name: 'T.C. Kimlik No' }; },
  JP: r => { const b = r.digits(11); let s = 0; for (let n = 1; n <= 11; n++) { const P = +b[11 - n]; const Q = n <= 6 ? n + 1 : n - 5; s += P * Q; } const rem = s % 11; const c = rem <= 1 ? 0 : 11 - rem; const v = b + c; return { v: r.chance(.5) ? v : `${v.slice(0, 4)} ${v.slice(4, 8)} ${v.slice(8)}`, type: 'jp_my_number', name: 'マイナンバー' }; },
  CN: (r, dob) => { const p = dobParts(r, dob); const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]; const b = r.pick(['110101', '310104', '440305', '510107', '330106', '420102']) + p.y + p.mm + p.dd + r.digits(3); const s = [...b].reduce((t, x, i) => t + x * w[i], 0); return { v: b + '10X98765432'[s % 11], type: 'cn_resident_id', name: '身份证号' }; },
  KR: (r, dob) => { const p = dobParts(r, dob); const w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]; const g = p.y >= 2000 ? r.pick('34') : r.pick('12'); const b = p.yy + p.mm + p.dd + g + r.digits(5); const s = [...b].reduce((t, x, i) => t + x * w[i], 0); const n = b + (11 - s % 11) % 10; return { v: `${n.slice(0, 6)}-${n.slice(6)}`, type: 'kr_rrn', name: '주민등록번호' }; },
  SA: r => { const b = r.pick('12') + r.digits(8); return { v: b + luhnDigit(b), type: 'sa_national_id', name: 'رقم الهوية' }; },
  AE: (r, dob) => { const p = dobParts(r, dob); const b = '784' + p.y + r.digits(7); const n = b + luhnDigit(b); return { v: `${n.slice(0, 3)}-${n.slice(3, 7)}-${n.slice(7, 14)}-${n.slice(14)}`, type: 'ae_emirates_id', name: 'Emirates ID' }; },
  SE: (r, dob) => { const p = dobParts(r, dob); const b = p.yy + p.mm + p.dd + r.digits(3); return { v: `${b.slice(0, 6)}${p.y >= 2000 && r.chance(.3) ? '+' : '-'}${b.slice(6)}${luhnDigit(b)}`.replace('+', '-'), type: 'se_personnummer', name: 'personnummer' }; },
  FI: (r, dob) => { const p = dobParts(r, dob); const n = pad(r.int(2, 899), 3); const v = p.dd + p.mm + p.yy; return { v: v + (p.y >= 2000 ? 'A' : '-') + n + '0123456789ABCDEFHJKLMNPRSTUVWXY'[Number(v + n) % 31], type: 'fi_hetu', name: 'henkilötunnus' }; },
};
// CZ: 10-digit number must be divisible by 11: choose last digit d with (b*10+d)%11==0 -> d = (-(b*10))%11
NATIONAL_ID.CZ = (r, dob) => { for (;;) { const p = dobParts(r, dob && dob.y >= 1954 ? dob : null); if (p.y < 1954) continue; const b = p.yy + pad(p.m + (r.chance(.5) ? 50 : 0)) + p.dd + r.digits(3); const d = Number((11n - (BigInt(b) * 10n) % 11n) % 11n); if (d === 10) continue; return { v: `${b.slice(0, 6)}/${b.slice(6)}${d}`, type: 'cz_rodne_cislo', name: 'rodné číslo' }; } };

// ---------- passports ----------
const PNUM = {
  US: r => r.digits(9), GB: r => r.digits(9), CA: r => r.chars(2, UP) + r.digits(6), AU: r => r.pick('NPRE') + r.pick('ABCDE') + r.digits(7), IE: r => r.chars(2, UP) + r.digits(7), IN: r => r.pick('JKLMNPRSTUVZ') + r.digits(7),
  DE: r => r.pick('CFGHJK') + r.chars(8, 'CFGHJKLMNPRTVWXYZ0123456789'), AT: r => r.pick('PU') + r.digits(7), CH: r => r.pick('SX') + r.digits(7),
  FR: r => r.digits(2) + r.chars(2, UP) + r.digits(5), BE: r => r.chars(2, UP) + r.digits(6), ES: r => r.pick(['PAA', 'PAB', 'PAC', 'AAF', 'XDB']) + r.digits(6), IT: r => r.chars(2, 'ABCDEFGHJKLMNPRSTUVWXYZ') + r.digits(7),
  PT: r => r.pick('CEJKLMNP') + r.digits(6), BR: r => r.chars(2, 'ABCFGHJKLMNPRSTUVWXYZ') + r.digits(6), NL: r => r.chars(2, 'ABCDEFGHIJKLMNPRSTUVWXYZ') + r.chars(6, 'ABCDEFGHIJKLMNPRSTUVWXYZ0123456789') + r.digits(1),
  PL: r => r.chars(2, UP) + r.digits(7), RU: r => r.pick(['75', '76', '72', '65', '53']) + r.digits(7), TR: r => 'U' + r.digits(8), JP: r => r.pick(['TK', 'TR', 'TZ', 'MU', 'MZ', 'RE']) + r.digits(7),
  CN: r => r.chance(.5) ? 'E' + r.digits(8) : 'E' + r.pick('ABCDEFG') + r.digits(7), KR: r => 'M' + r.digits(3) + r.pick('ABCDEFG') + r.digits(4), SA: r => r.pick('ABPU') + r.digits(7), AE: r => r.digits(9),
  SE: r => r.digits(8), FI: r => r.pick(['FP', 'XP', 'PA', 'PB']) + r.digits(7), CZ: r => r.digits(8),
};
export const ISO3 = { US: 'USA', GB: 'GBR', CA: 'CAN', AU: 'AUS', IE: 'IRL', IN: 'IND', DE: 'D<<', AT: 'AUT', CH: 'CHE', FR: 'FRA', BE: 'BEL', ES: 'ESP', IT: 'ITA', PT: 'PRT', BR: 'BRA', NL: 'NLD', PL: 'POL', RU: 'RUS', TR: 'TUR', JP: 'JPN', CN: 'CHN', KR: 'KOR', SA: 'SAU', AE: 'ARE', SE: 'SWE', FI: 'FIN', CZ: 'CZE' };
export function passportNumber(rng, cc) { return (PNUM[cc] || PNUM.GB)(rng); }
export function mrzTd3(rng, cc, surname, given, dob, sex) {
  const iso = ISO3[cc] || 'UTO';
  const clean = s => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase().replace(/ß/g, 'SS').replace(/[^A-Z]+/g, '<');
  let l1 = ('P<' + iso + clean(surname) + '<<' + clean(given)).slice(0, 44).padEnd(44, '<');
  const num = passportNumber(rng, cc).slice(0, 9).padEnd(9, '<');
  const db = pad(dob.y % 100) + pad(dob.m) + pad(dob.d);
  const exp = pad(rng.int(27, 36)) + pad(rng.int(1, 12)) + pad(rng.int(1, 28));
  const pn = ''.padEnd(14, '<');
  const a = num + mrzDigit(num), b = db + mrzDigit(db), c = exp + mrzDigit(exp), d = pn + mrzDigit(pn);
  const l2 = a + iso + b + sex + c + d + mrzDigit(a + b + c + d);
  return { l1, l2, num: num.replace(/</g, '') };
}

// ---------- bank ----------
const IBAN_SPEC = { DE: '18n', AT: '16n', CH: '5n12c', FR: '10n11c2n', BE: '12n', ES: '20n', IT: '1a10n12c', PT: '21n', NL: '4a10n', PL: '24n', GB: '4a14n', IE: '4a14n', SE: '20n', FI: '14n', CZ: '20n', TR: '6n16c', SA: '2n18c', AE: '19n' };
const BANKCODES = { NL: ['ABNA', 'RABO', 'INGB', 'TRIO', 'SNSB'], GB: ['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL'], IE: ['AIBK', 'BOFI'] };
export function ibanCountries() { return Object.keys(IBAN_SPEC); }
export function iban(rng, cc) {
  let bban = '';
  for (const [, n, t] of IBAN_SPEC[cc].matchAll(/(\d+)([nac])/g)) {
    if (t === 'a' && BANKCODES[cc] && n === '4') bban += rng.pick(BANKCODES[cc]);
    else bban += t === 'n' ? rng.digits(+n) : t === 'a' ? rng.chars(+n, UP) : rng.chars(+n, UP + DIG);
  }
  if (cc === 'TR') bban = bban.slice(0, 5) + '0' + bban.slice(6);
  bban = nationalBbanCheck(cc, bban);
  const ck = pad(98 - mod97(bban + cc + '00'));
  return cc + ck + bban;
}
// National check digits inside the BBAN (where a documented algorithm exists).
const ES_W = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
const esDc = d => { const t = 11 - [...d].reduce((a, x, i) => a + x * ES_W[i], 0) % 11; return String(t === 11 ? 0 : t === 10 ? 1 : t); };
const IT_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
export const itCin = s => { let t = 0; [...s].forEach((c, i) => { const v = /\d/.test(c) ? +c : c.charCodeAt(0) - 65; t += i % 2 === 0 ? IT_ODD[v] : v; }); return String.fromCharCode(65 + t % 26); };
export const frRibKey = (bank, branch, acct) => { const conv = x => x.replace(/[A-Z]/g, c => String('123456789123456789234567890'.charAt(c.charCodeAt(0) - 65))); const n = 89n * BigInt(conv(bank)) + 15n * BigInt(conv(branch)) + 3n * BigInt(conv(acct)); return String(97n - n % 97n).padStart(2, '0'); };
export function nationalBbanCheck(cc, b) {
  switch (cc) {
    case 'ES': return b.slice(0, 8) + esDc('00' + b.slice(0, 8)) + esDc(b.slice(10, 20)) + b.slice(10);
    case 'IT': return itCin(b.slice(1)) + b.slice(1);
    case 'FR': return b.slice(0, 21) + frRibKey(b.slice(0, 5), b.slice(5, 10), b.slice(10, 21));
    case 'PT': return b.slice(0, 19) + String(98n - (BigInt(b.slice(0, 19)) * 100n) % 97n).padStart(2, '0');
    case 'BE': { const k = Number(BigInt(b.slice(0, 10)) % 97n) || 97; return b.slice(0, 10) + String(k).padStart(2, '0'); }
    case 'FI': return b.slice(0, 13) + luhnDigit(b.slice(0, 13));
    default: return b;
  }
}
export function groupIban(s) { return s.replace(/(.{4})/g, '$1 ').trim(); }
export function abaRouting(rng) { for (;;) { const b = r8(rng); for (let c = 0; c < 10; c++) { const n = b + c; const d = n.split('').map(Number); if ((3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5] + d[8]) % 10 === 0) return n; } } }
function r8(rng) { return pad(rng.int(1, 12)) + rng.digits(6); }

// ---------- cards ----------
export function card(rng) {
  const b = rng.weighted([['visa', 5], ['mc', 4], ['amex', 2], ['discover', 1], ['jcb', 1], ['unionpay', 1], ['diners', 1]]);
  let pre, len;
  switch (b) {
    case 'visa': pre = '4' + rng.digits(5); len = 16; break;
    case 'mc': pre = rng.chance(.7) ? String(rng.int(51, 55)) + rng.digits(4) : String(rng.int(2221, 2720)) + rng.digits(2); len = 16; break;
    case 'amex': pre = rng.pick(['34', '37']) + rng.digits(4); len = 15; break;
    case 'discover': pre = '6011' + rng.digits(2); len = 16; break;
    case 'jcb': pre = String(rng.int(3528, 3589)) + rng.digits(2); len = 16; break;
    case 'unionpay': pre = '62' + rng.digits(4); len = rng.pick([16, 19]); break;
    case 'diners': pre = '36' + rng.digits(4); len = 14; break;
  }
  const body = pre + rng.digits(len - 1 - pre.length);
  return { num: body + luhnDigit(body), brand: b };
}
export function groupCard(n, sep = ' ') { if (n.length === 15) return [n.slice(0, 4), n.slice(4, 10), n.slice(10)].join(sep); if (n.length === 14) return [n.slice(0, 4), n.slice(4, 10), n.slice(10)].join(sep); return n.match(/.{1,4}/g).join(sep); }

// ---------- network / crypto wallets ----------
export function publicIPv4(rng) { for (;;) { const a = rng.int(1, 223); if ([10, 127, 0, 100, 169, 172, 192, 198, 203].includes(a)) continue; return `${a}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`; } }
export function privateIPv4(rng) { return rng.pick([() => `10.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`, () => `192.168.${rng.int(0, 255)}.${rng.int(1, 254)}`, () => `172.${rng.int(16, 31)}.${rng.int(0, 255)}.${rng.int(1, 254)}`])(); }
export function publicIPv6(rng) { const h = () => rng.int(0, 0xffff).toString(16); const p = rng.pick(['2a02', '2600', '2a01', '2001:4860'.slice(0, 4), '2406', '2c0f', '2804']); const g = [p, h(), h(), h(), h(), h(), h(), h()]; return rng.chance(.5) ? g.join(':') : `${g.slice(0, 4).join(':')}::${g[6]}:${g[7]}`; }
const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const XRP58 = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';
export function base58(buf, alpha = B58) { let n = BigInt('0x' + (buf.toString('hex') || '0')); let s = ''; while (n > 0n) { s = alpha[Number(n % 58n)] + s; n /= 58n; } for (const b of buf) { if (b === 0) s = alpha[0] + s; else break; } return s; }
export function base58check(ver, payload, alpha) { const b = Buffer.concat([Buffer.from([ver]), payload]); const c = crypto.createHash('sha256').update(crypto.createHash('sha256').update(b).digest()).digest().subarray(0, 4); return base58(Buffer.concat([b, c]), alpha); }
const BECH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function polymod(v) { const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]; let c = 1; for (const x of v) { const b = c >>> 25; c = ((c & 0x1ffffff) << 5) ^ x; for (let i = 0; i < 5; i++) if ((b >>> i) & 1) c ^= G[i]; } return c >>> 0; }
const hrpExp = h => [...[...h].map(c => c.charCodeAt(0) >> 5), 0, ...[...h].map(c => c.charCodeAt(0) & 31)];
export function bech32(hrp, ver, prog) { const d = [ver]; let acc = 0, bits = 0; for (const b of prog) { acc = (acc << 8) | b; bits += 8; while (bits >= 5) { bits -= 5; d.push((acc >> bits) & 31); } } if (bits) d.push((acc << (5 - bits)) & 31); const pm = polymod([...hrpExp(hrp), ...d, 0, 0, 0, 0, 0, 0]) ^ 1; const ck = []; for (let i = 0; i < 6; i++) ck.push((pm >> (5 * (5 - i))) & 31); return hrp + '1' + [...d, ...ck].map(x => BECH[x]).join(''); }
export function bech32Ok(s) { s = s.toLowerCase(); const p = s.lastIndexOf('1'); const hrp = s.slice(0, p); const d = [...s.slice(p + 1)].map(c => BECH.indexOf(c)); if (d.includes(-1)) return false; return polymod([...hrpExp(hrp), ...d]) === 1; }
export function base58checkOk(s, alpha = B58) { let n = 0n; for (const c of s) { const i = alpha.indexOf(c); if (i < 0) return false; n = n * 58n + BigInt(i); } let hex = n.toString(16); if (hex.length % 2) hex = '0' + hex; let b = Buffer.from(hex, 'hex'); let z = 0; for (const c of s) { if (c === alpha[0]) z++; else break; } b = Buffer.concat([Buffer.alloc(z), b]); const p = b.subarray(0, -4), c = b.subarray(-4); return crypto.createHash('sha256').update(crypto.createHash('sha256').update(p).digest()).digest().subarray(0, 4).equals(c); }
export function wallet(rng) {
  const t = rng.weighted([['btc_p2pkh', 3], ['btc_p2sh', 1], ['btc_bech32', 3], ['eth', 4], ['ltc', 1], ['doge', 1], ['trx', 1], ['xrp', 1], ['sol', 1]]);
  switch (t) {
    case 'btc_p2pkh': return { v: base58check(0, rng.bytes(20)), type: t };
    case 'btc_p2sh': return { v: base58check(5, rng.bytes(20)), type: t };
    case 'btc_bech32': return { v: bech32('bc', 0, rng.bytes(20)), type: t };
    case 'eth': return { v: '0x' + rng.chars(40, HEX), type: t };
    case 'ltc': return { v: base58check(0x30, rng.bytes(20)), type: t };
    case 'doge': return { v: base58check(0x1e, rng.bytes(20)), type: t };
    case 'trx': return { v: base58check(0x41, rng.bytes(20)), type: t };
    case 'xrp': return { v: base58check(0, rng.bytes(20), XRP58), type: t };
    case 'sol': return { v: base58(Buffer.concat([Buffer.from([rng.int(1, 255)]), rng.bytes(31)])), type: t };
  }
}
export { XRP58, B58 };
