// Core helpers: seeded RNG, checksums (own implementations), encoders.
import { createHash } from 'node:crypto';

export function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export function hashSeed(...parts) {
  let h = 2166136261 >>> 0;
  for (const ch of parts.join('|')) { h ^= ch.codePointAt(0); h = Math.imul(h, 16777619) >>> 0; }
  return h;
}
export class Rng {
  constructor(seed) { this.r = mulberry32(seed >>> 0); }
  f() { return this.r(); }
  int(a, b) { return a + Math.floor(this.r() * (b - a + 1)); }
  pick(arr) { return arr[Math.floor(this.r() * arr.length)]; }
  chance(p) { return this.r() < p; }
  shuffle(arr) { const a = arr.slice(); for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(this.r() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; } return a; }
  str(n, alphabet) { let s = ''; for (let i = 0; i < n; i++) s += alphabet[Math.floor(this.r() * alphabet.length)]; return s; }
  digits(n) { return this.str(n, '0123456789'); }
  hex(n) { return this.str(n, '0123456789abcdef'); }
  bytes(n) { const b = Buffer.alloc(n); for (let i = 0; i < n; i++) b[i] = Math.floor(this.r() * 256); return b; }
  weighted(pairs) { // [[item, weight], ...]
    let tot = 0; for (const [, w] of pairs) tot += w;
    let x = this.r() * tot; for (const [it, w] of pairs) { if ((x -= w) < 0) return it; } return pairs[pairs.length - 1][0];
  }
}
export const A = {
  upper: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', lower: 'abcdefghijklmnopqrstuvwxyz', digit: '0123456789',
  alnum: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
  lowalnum: 'abcdefghijklmnopqrstuvwxyz0123456789', upalnum: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  b64: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/',
  b64url: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_',
  b32: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567',
  b58: '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz',
};

// ---------- checksums ----------
export function luhnDigit(body) {
  let sum = 0;
  for (let i = 0; i < body.length; i++) { let d = +body[body.length - 1 - i]; if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9; } sum += d; }
  return String((10 - (sum % 10)) % 10);
}
export const luhnValid = (s) => /^\d{2,}$/.test(s) && luhnDigit(s.slice(0, -1)) === s.slice(-1);

export function mod97(str) { // str of digits/letters, letters -> 10..35
  let r = 0;
  for (const ch of str) { const v = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch; for (const d of v) r = (r * 10 + +d) % 97; }
  return r;
}
export const IBAN_SPEC = {
  DE: 'n18', FR: 'n10c11n2', ES: 'n20', IT: 'a1n10c12', NL: 'a4n10', BE: 'n12', PL: 'n24', PT: 'n21', GB: 'a4n14', CH: 'n17', AT: 'n16',
  TR: 'n5z1n16', SA: 'n2n18', AE: 'n19', FI: 'n14', SE: 'n20', NO: 'n11', DK: 'n14', IE: 'a4n14', BR: 'n23a1c1',
};
export function ibanLength(cc) { let n = 4; for (const m of IBAN_SPEC[cc].matchAll(/([a-z])(\d+)/g)) n += +m[2]; return n; }
export function makeIban(rng, cc) {
  let bban = '';
  for (const m of IBAN_SPEC[cc].matchAll(/([a-z])(\d+)/g)) {
    const n = +m[2];
    bban += m[1] === 'n' ? rng.digits(n) : m[1] === 'a' ? rng.str(n, A.upper) : m[1] === 'z' ? '0'.repeat(n) : rng.str(n, A.upalnum);
  }
  const check = 98 - mod97(bban + cc + '00');
  return cc + String(check).padStart(2, '0') + bban;
}
export function ibanValid(s) {
  const x = s.replace(/\s+/g, '').toUpperCase();
  const cc = x.slice(0, 2);
  if (!IBAN_SPEC[cc] || x.length !== ibanLength(cc)) return false;
  return mod97(x.slice(4) + x.slice(0, 4)) === 1;
}
export function abaDigit(d8) { const w = [3, 7, 1, 3, 7, 1, 3, 7]; let s = 0; for (let i = 0; i < 8; i++) s += w[i] * +d8[i]; return String((10 - (s % 10)) % 10); }
export const abaValid = (s) => /^\d{9}$/.test(s) && abaDigit(s.slice(0, 8)) === s[8];

export function verhoeffDigit(num) {
  const d = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]];
  const p = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]];
  const inv = [0,4,3,2,1,5,6,7,8,9];
  let c = 0; const a = num.split('').reverse().map(Number);
  for (let i = 0; i < a.length; i++) c = d[c][p[(i + 1) % 8][a[i]]];
  return String(inv[c]);
}
export const mrzVal = (ch) => ch === '<' ? 0 : /\d/.test(ch) ? +ch : ch.charCodeAt(0) - 55;
export function mrzDigit(s) { const w = [7, 3, 1]; let t = 0; for (let i = 0; i < s.length; i++) t += mrzVal(s[i]) * w[i % 3]; return String(t % 10); }
export function ean13Digit(d12) { let s = 0; for (let i = 0; i < 12; i++) s += +d12[i] * (i % 2 ? 3 : 1); return String((10 - (s % 10)) % 10); }

// ---------- national ids: make + validate ----------
const pad = (n, w) => String(n).padStart(w, '0');
export function randDate(rng, y0 = 1950, y1 = 2004) { const y = rng.int(y0, y1), m = rng.int(1, 12), d = rng.int(1, 28); return { y, m, d }; }

export const NID = {
  us_ssn: {
    make(rng) { let a; do a = rng.int(1, 899); while (a === 666); return `${pad(a, 3)}-${pad(rng.int(1, 99), 2)}-${pad(rng.int(1, 9999), 4)}`; },
    valid(s) { const m = s.match(/^(\d{3})-?(\d{2})-?(\d{4})$/); return !!m && m[1] !== '000' && m[1] !== '666' && +m[1] < 900 && m[2] !== '00' && m[3] !== '0000'; },
  },
  uk_nino: {
    make(rng) { let p; do p = rng.str(1, 'ABCEGHJKLMNOPRSTWXYZ') + rng.str(1, 'ABCEGHJKLMNPRSTWXYZ'); while (['BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'].includes(p)); const d = rng.digits(6), s = rng.str(1, 'ABCD'); return rng.chance(0.5) ? `${p} ${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4)} ${s}` : p + d + s; },
    valid(s) { const x = s.replace(/\s/g, ''); return /^[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/.test(x) && !['BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'].includes(x.slice(0, 2)); },
  },
  ca_sin: {
    make(rng) { const b = rng.str(1, '1234567') + rng.digits(7); const n = b + luhnDigit(b); return `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`; },
    valid(s) { return luhnValid(s.replace(/[\s-]/g, '')) && s.replace(/[\s-]/g, '').length === 9; },
  },
  de_steuer_id: {
    make(rng) {
      for (;;) {
        const ds = rng.shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 9); ds.push(rng.pick(ds));
        const a = rng.shuffle(ds); if (a[0] === 0) continue;
        const b = a.join(''); return b + steuerDigit(b);
      }
    },
    valid(s) { const x = s.replace(/\s/g, ''); if (!/^[1-9]\d{10}$/.test(x)) return false; const c = {}; for (const d of x.slice(0, 10)) c[d] = (c[d] || 0) + 1; const v = Object.values(c); return v.filter((n) => n > 1).length === 1 && Math.max(...v) <= 3 && steuerDigit(x.slice(0, 10)) === x[10]; },
  },
  fr_nir: {
    make(rng) { const dt = randDate(rng); let dep; do dep = rng.int(1, 95); while (dep === 20); const b = `${rng.int(1, 2)}${pad(dt.y % 100, 2)}${pad(dt.m, 2)}${pad(dep, 2)}${pad(rng.int(1, 990), 3)}${pad(rng.int(1, 999), 3)}`; const k = pad(97 - Number(BigInt(b) % 97n), 2); return rng.chance(0.5) ? `${b[0]} ${b.slice(1, 3)} ${b.slice(3, 5)} ${b.slice(5, 7)} ${b.slice(7, 10)} ${b.slice(10)} ${k}` : b + k; },
    valid(s) { const x = s.replace(/\s/g, ''); return /^[12]\d{14}$/.test(x) && 97 - Number(BigInt(x.slice(0, 13)) % 97n) === +x.slice(13); },
  },
  be_nn: {
    make(rng) { const dt = randDate(rng, 1950, 1999); const b = `${pad(dt.y % 100, 2)}${pad(dt.m, 2)}${pad(dt.d, 2)}${pad(rng.int(1, 997), 3)}`; const k = pad(97 - (Number(b) % 97), 2); return `${b.slice(0, 2)}.${b.slice(2, 4)}.${b.slice(4, 6)}-${b.slice(6)}.${k}`; },
    valid(s) { const x = s.replace(/[.\-\s]/g, ''); return /^\d{11}$/.test(x) && 97 - (Number(x.slice(0, 9)) % 97) === +x.slice(9); },
  },
  es_dni: {
    make(rng) { const n = rng.digits(8); return n + 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(n) % 23]; },
    valid(s) { const m = s.match(/^(\d{8})-?([A-Z])$/); return !!m && 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(m[1]) % 23] === m[2]; },
  },
  es_nie: {
    make(rng) { const p = rng.pick(['X', 'Y', 'Z']), n = rng.digits(7); return p + n + 'TRWAGMYFPDXBNJZSQVHLCKE'[Number('XYZ'.indexOf(p) + n) % 23]; },
    valid(s) { const m = s.match(/^([XYZ])-?(\d{7})-?([A-Z])$/); return !!m && 'TRWAGMYFPDXBNJZSQVHLCKE'[Number('XYZ'.indexOf(m[1]) + m[2]) % 23] === m[3]; },
  },
  it_cf: {
    make(rng) { const cons = 'BCDFGHLMNPRSTVZ'; const dt = randDate(rng); const b = rng.str(3, cons) + rng.str(3, cons) + pad(dt.y % 100, 2) + 'ABCDEHLMPRST'[dt.m - 1] + pad(dt.d + (rng.chance(0.5) ? 40 : 0), 2) + rng.pick(['F', 'H', 'L', 'A', 'G']) + rng.digits(3); return b + cfChar(b); },
    valid(s) { return /^[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]$/.test(s) && cfChar(s.slice(0, 15)) === s[15]; },
  },
  pt_nif: {
    make(rng) { const b = rng.pick(['1', '2', '3']) + rng.digits(7); return b + nifDigit(b); },
    valid(s) { const x = s.replace(/\s/g, ''); return /^[123568]\d{8}$/.test(x) && nifDigit(x.slice(0, 8)) === x[8]; },
  },
  br_cpf: {
    make(rng) { const b = rng.digits(9); const d1 = cpfD(b), d2 = cpfD(b + d1); const n = b + d1 + d2; return `${n.slice(0, 3)}.${n.slice(3, 6)}.${n.slice(6, 9)}-${n.slice(9)}`; },
    valid(s) { const x = s.replace(/[.\-]/g, ''); return /^\d{11}$/.test(x) && cpfD(x.slice(0, 9)) === x[9] && cpfD(x.slice(0, 10)) === x[10]; },
  },
  nl_bsn: {
    make(rng) { for (;;) { const b = rng.str(1, '123456') + rng.digits(7); let s = 0; for (let i = 0; i < 8; i++) s += +b[i] * (9 - i); const c = s % 11; if (c < 10) return b + c; } },
    valid(s) { const x = s.replace(/[.\s]/g, ''); if (!/^\d{9}$/.test(x)) return false; let t = 0; for (let i = 0; i < 8; i++) t += +x[i] * (9 - i); return (t - +x[8]) % 11 === 0; },
  },
  pl_pesel: {
    make(rng) { const dt = randDate(rng, 1950, 2005); const mm = dt.m + (dt.y >= 2000 ? 20 : 0); const b = pad(dt.y % 100, 2) + pad(mm, 2) + pad(dt.d, 2) + rng.digits(4); return b + peselD(b); },
    valid(s) { return /^\d{11}$/.test(s) && peselD(s.slice(0, 10)) === s[10]; },
  },
  ru_snils: {
    make(rng) { const b = pad(rng.int(2000000, 999999999), 9); const c = snilsD(b); return `${b.slice(0, 3)}-${b.slice(3, 6)}-${b.slice(6)} ${c}`; },
    valid(s) { const x = s.replace(/[\s-]/g, ''); return /^\d{11}$/.test(x) && snilsD(x.slice(0, 9)) === x.slice(9); },
  },
  ru_inn: {
    make(rng) { const b = rng.str(1, '1234567') + rng.digits(9); const a = b + innD(b, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]); return a + innD(a, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]); },
    valid(s) { return /^\d{12}$/.test(s) && innD(s.slice(0, 10), [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === s[10] && innD(s.slice(0, 11), [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === s[11]; },
  },
  tr_tckn: {
    make(rng) { const b = rng.str(1, '123456789') + rng.digits(8); const t = tcD(b); return b + t; },
    valid(s) { return /^[1-9]\d{10}$/.test(s) && tcD(s.slice(0, 9)) === s.slice(9); },
  },
  jp_my_number: {
    make(rng) { const b = rng.digits(11); const n = b + myNumD(b); return rng.chance(0.5) ? `${n.slice(0, 4)} ${n.slice(4, 8)} ${n.slice(8)}` : n; },
    valid(s) { const x = s.replace(/[\s-]/g, ''); return /^\d{12}$/.test(x) && myNumD(x.slice(0, 11)) === x[11]; },
  },
  cn_rid: {
    make(rng) { const dt = randDate(rng); const b = rng.pick(['110105', '310115', '440305', '330106', '510107', '420102', '320583']) + dt.y + pad(dt.m, 2) + pad(dt.d, 2) + rng.digits(3); return b + cnD(b); },
    valid(s) { return /^\d{17}[\dX]$/.test(s) && cnD(s.slice(0, 17)) === s[17]; },
  },
  kr_rrn: {
    make(rng) { const dt = randDate(rng, 1950, 2005); const b = pad(dt.y % 100, 2) + pad(dt.m, 2) + pad(dt.d, 2) + (dt.y >= 2000 ? rng.pick(['3', '4']) : rng.pick(['1', '2'])) + rng.digits(5); const n = b + rrnD(b); return n.slice(0, 6) + '-' + n.slice(6); },
    valid(s) { const x = s.replace('-', ''); return /^\d{13}$/.test(x) && rrnD(x.slice(0, 12)) === x[12]; },
  },
  id_nik: {
    make(rng) { const dt = randDate(rng); return rng.pick(['3171', '3273', '3578', '3674', '5171', '1271']) + pad(rng.int(1, 20), 2) + pad(dt.d + (rng.chance(0.5) ? 40 : 0), 2) + pad(dt.m, 2) + pad(dt.y % 100, 2) + pad(rng.int(1, 9999), 4); },
    valid(s) { if (!/^\d{16}$/.test(s)) return false; const d = +s.slice(6, 8) % 40, m = +s.slice(8, 10); return d >= 1 && d <= 31 && m >= 1 && m <= 12; },
  },
  in_aadhaar: {
    make(rng) { const b = rng.str(1, '23456789') + rng.digits(10); const n = b + verhoeffDigit(b); return rng.chance(0.7) ? `${n.slice(0, 4)} ${n.slice(4, 8)} ${n.slice(8)}` : n; },
    valid(s) { const x = s.replace(/[\s-]/g, ''); return /^[2-9]\d{11}$/.test(x) && verhoeffDigit(x.slice(0, 11)) === x[11]; },
  },
  in_pan: {
    make(rng) { return rng.str(3, A.upper) + 'P' + rng.str(1, A.upper) + rng.digits(4) + rng.str(1, A.upper); },
    valid(s) { return /^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/.test(s); },
  },
  se_pnr: {
    make(rng) { const dt = randDate(rng); const b = pad(dt.y % 100, 2) + pad(dt.m, 2) + pad(dt.d, 2) + rng.digits(3); return `${b.slice(0, 6)}-${b.slice(6)}${luhnDigit(b)}`; },
    valid(s) { const x = s.replace(/[-+]/g, ''); const y = x.length === 12 ? x.slice(2) : x; return /^\d{10}$/.test(y) && luhnValid(y); },
  },
  fi_hetu: {
    make(rng) { const dt = randDate(rng); const ind = pad(rng.int(2, 899), 3); const b = pad(dt.d, 2) + pad(dt.m, 2) + pad(dt.y % 100, 2); return b + (dt.y >= 2000 ? 'A' : '-') + ind + '0123456789ABCDEFHJKLMNPRSTUVWXY'[Number(b + ind) % 31]; },
    valid(s) { const m = s.match(/^(\d{6})[-+A-FU-Y](\d{3})([0-9A-Y])$/); return !!m && '0123456789ABCDEFHJKLMNPRSTUVWXY'[Number(m[1] + m[2]) % 31] === m[3]; },
  },
  dk_cpr: {
    make(rng) { for (;;) { const dt = randDate(rng); const b = pad(dt.d, 2) + pad(dt.m, 2) + pad(dt.y % 100, 2) + rng.digits(3); const w = [4, 3, 2, 7, 6, 5, 4, 3, 2]; let s = 0; for (let i = 0; i < 9; i++) s += w[i] * +b[i]; const c = (11 - (s % 11)) % 11; if (c < 10) return `${b.slice(0, 6)}-${b.slice(6)}${c}`; } },
    valid(s) { const x = s.replace('-', ''); if (!/^\d{10}$/.test(x)) return false; const w = [4, 3, 2, 7, 6, 5, 4, 3, 2, 1]; let t = 0; for (let i = 0; i < 10; i++) t += w[i] * +x[i]; return t % 11 === 0; },
  },
  no_fnr: {
    make(rng) { for (;;) { const dt = randDate(rng); const b = pad(dt.d, 2) + pad(dt.m, 2) + pad(dt.y % 100, 2) + rng.digits(3); const k = noD(b); if (k) return b + k; } },
    valid(s) { return /^\d{11}$/.test(s) && noD(s.slice(0, 9)) === s.slice(9); },
  },
  sa_nid: {
    make(rng) { const b = rng.pick(['1', '2']) + rng.digits(8); return b + luhnDigit(b); },
    valid(s) { return /^[12]\d{9}$/.test(s) && luhnValid(s); },
  },
  ae_eid: {
    make(rng) { const b = '784' + rng.int(1960, 2004) + rng.digits(7); const n = b + luhnDigit(b); return `${n.slice(0, 3)}-${n.slice(3, 7)}-${n.slice(7, 14)}-${n.slice(14)}`; },
    valid(s) { const x = s.replace(/-/g, ''); return /^784\d{12}$/.test(x) && luhnValid(x); },
  },
  ch_ahv: {
    make(rng) { const b = '756' + rng.digits(9); const n = b + ean13Digit(b); return `${n.slice(0, 3)}.${n.slice(3, 7)}.${n.slice(7, 11)}.${n.slice(11)}`; },
    valid(s) { const x = s.replace(/\./g, ''); return /^756\d{10}$/.test(x) && ean13Digit(x.slice(0, 12)) === x[12]; },
  },
};
function steuerDigit(b) { let p = 10; for (const ch of b) { let s = (+ch + p) % 10; if (s === 0) s = 10; p = (s * 2) % 11; } const c = 11 - p; return String(c === 10 ? 0 : c); }
function cfChar(b) {
  const odd = { 0: 1, 1: 0, 2: 5, 3: 7, 4: 9, 5: 13, 6: 15, 7: 17, 8: 19, 9: 21, A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18, N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23 };
  let s = 0; for (let i = 0; i < 15; i++) { const c = b[i]; s += i % 2 === 0 ? odd[c] : /\d/.test(c) ? +c : c.charCodeAt(0) - 65; } return String.fromCharCode(65 + (s % 26));
}
function nifDigit(b) { let s = 0; for (let i = 0; i < 8; i++) s += +b[i] * (9 - i); const c = 11 - (s % 11); return String(c >= 10 ? 0 : c); }
function cpfD(b) { let s = 0; for (let i = 0; i < b.length; i++) s += +b[i] * (b.length + 1 - i); const r = (s * 10) % 11; return String(r === 10 ? 0 : r); }
function peselD(b) { const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]; let s = 0; for (let i = 0; i < 10; i++) s += w[i] * +b[i]; return String((10 - (s % 10)) % 10); }
function snilsD(b) { let s = 0; for (let i = 0; i < 9; i++) s += +b[i] * (9 - i); let c = s < 100 ? s : s === 100 || s === 101 ? 0 : s % 101; if (c === 100) c = 0; return pad(c, 2); }
function innD(b, w) { let s = 0; for (let i = 0; i < w.length; i++) s += w[i] * +b[i]; return String((s % 11) % 10); }
function tcD(b) { const d = b.split('').map(Number); const d10 = ((((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10) + 10) % 10; const d11 = (d.reduce((a, x) => a + x, 0) + d10) % 10; return `${d10}${d11}`; }
function myNumD(b) { let s = 0; for (let n = 1; n <= 11; n++) { const p = +b[11 - n]; const q = n <= 6 ? n + 1 : n - 5; s += p * q; } const r = s % 11; return String(r <= 1 ? 0 : 11 - r); }
function cnD(b) { const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]; let s = 0; for (let i = 0; i < 17; i++) s += w[i] * +b[i]; return '10X98765432'[s % 11]; }
function rrnD(b) { const w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]; let s = 0; for (let i = 0; i < 12; i++) s += w[i] * +b[i]; return String((11 - (s % 11)) % 10); }
function noD(b) {
  const d = b.split('').map(Number);
  let k1 = 11 - ((3 * d[0] + 7 * d[1] + 6 * d[2] + 1 * d[3] + 8 * d[4] + 9 * d[5] + 4 * d[6] + 5 * d[7] + 2 * d[8]) % 11); if (k1 === 11) k1 = 0; if (k1 === 10) return null;
  let k2 = 11 - ((5 * d[0] + 4 * d[1] + 3 * d[2] + 2 * d[3] + 7 * d[4] + 6 * d[5] + 5 * d[6] + 4 * d[7] + 3 * d[8] + 2 * k1) % 11); if (k2 === 11) k2 = 0; if (k2 === 10) return null;
  return `${k1}${k2}`;
}

// ---------- crypto addresses ----------
export const sha256 = (b) => createHash('sha256').update(b).digest();
export function b58encode(buf, alphabet = A.b58) {
  let n = BigInt('0x' + (buf.toString('hex') || '0')); let s = '';
  while (n > 0n) { s = alphabet[Number(n % 58n)] + s; n /= 58n; }
  for (const b of buf) { if (b === 0) s = alphabet[0] + s; else break; }
  return s;
}
export function b58decode(str, alphabet = A.b58) {
  let n = 0n; for (const c of str) { const i = alphabet.indexOf(c); if (i < 0) return null; n = n * 58n + BigInt(i); }
  let hex = n.toString(16); if (hex.length % 2) hex = '0' + hex; if (n === 0n) hex = '';
  let lead = 0; for (const c of str) { if (c === alphabet[0]) lead++; else break; }
  return Buffer.concat([Buffer.alloc(lead), Buffer.from(hex, 'hex')]);
}
export function b58check(version, payload, alphabet) { const b = Buffer.concat([Buffer.from([version]), payload]); return b58encode(Buffer.concat([b, sha256(sha256(b)).subarray(0, 4)]), alphabet); }
export function b58checkValid(s, alphabet) { const b = b58decode(s, alphabet); if (!b || b.length < 5) return false; const p = b.subarray(0, -4); return sha256(sha256(p)).subarray(0, 4).equals(b.subarray(-4)); }
const BECH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function polymod(values) { const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]; let chk = 1; for (const v of values) { const b = chk >>> 25; chk = ((chk & 0x1ffffff) << 5) ^ v; for (let i = 0; i < 5; i++) if ((b >>> i) & 1) chk ^= G[i]; } return chk >>> 0; }
const hrpExpand = (h) => [...[...h].map((c) => c.charCodeAt(0) >> 5), 0, ...[...h].map((c) => c.charCodeAt(0) & 31)];
function convertBits(data, from, to) { let acc = 0, bits = 0; const out = []; const maxv = (1 << to) - 1; for (const v of data) { acc = (acc << from) | v; bits += from; while (bits >= to) { bits -= to; out.push((acc >> bits) & maxv); } } if (bits > 0) out.push((acc << (to - bits)) & maxv); return out; }
export function bech32Encode(hrp, witver, program, m = false) {
  const data = [witver, ...convertBits([...program], 8, 5)]; const C = m ? 0x2bc830a3 : 1;
  const pm = polymod([...hrpExpand(hrp), ...data, 0, 0, 0, 0, 0, 0]) ^ C; const cs = []; for (let i = 0; i < 6; i++) cs.push((pm >>> (5 * (5 - i))) & 31);
  return hrp + '1' + [...data, ...cs].map((d) => BECH[d]).join('');
}
export function bech32Valid(s) {
  const x = s.toLowerCase(); const pos = x.lastIndexOf('1'); if (pos < 1) return false;
  const hrp = x.slice(0, pos); const data = [...x.slice(pos + 1)].map((c) => BECH.indexOf(c)); if (data.some((d) => d < 0)) return false;
  const pm = polymod([...hrpExpand(hrp), ...data]); return pm === 1 || pm === 0x2bc830a3;
}
export const RIPPLE = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';

// ---------- encoders ----------
export const b64 = (s) => Buffer.from(s, 'utf8').toString('base64');
export const b64url = (s) => Buffer.from(s).toString('base64').replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
export const hexOf = (s) => Buffer.from(s, 'utf8').toString('hex');
export const jsonEsc = (s) => JSON.stringify(s).slice(1, -1);
