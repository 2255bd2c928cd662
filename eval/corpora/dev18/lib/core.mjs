// Seeded RNG and checksum / encoding helpers (no dependencies beyond node:crypto).
import crypto from 'node:crypto';

export function makeRng(seed) {
  let a = (seed >>> 0) ^ 0x9e3779b9;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const r = {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
    digits: (n) => { let s = ''; for (let i = 0; i < n; i++) s += Math.floor(next() * 10); return s; },
    str: (n, cs) => { let s = ''; for (let i = 0; i < n; i++) s += cs[Math.floor(next() * cs.length)]; return s; },
    bytes: (n) => { const b = Buffer.alloc(n); for (let i = 0; i < n; i++) b[i] = Math.floor(next() * 256); return b; },
    shuffle: (arr) => { const a2 = arr.slice(); for (let i = a2.length - 1; i > 0; i--) { const j = Math.floor(next() * (i + 1)); [a2[i], a2[j]] = [a2[j], a2[i]]; } return a2; },
    weighted: (pairs) => { const tot = pairs.reduce((s, p) => s + p[1], 0); let x = next() * tot; for (const [v, w] of pairs) { x -= w; if (x < 0) return v; } return pairs[pairs.length - 1][0]; },
  };
  return r;
}

export const CS = {
  D: '0123456789', U: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', L: 'abcdefghijklmnopqrstuvwxyz',
  HEX: '0123456789abcdef', B32: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567',
  get AN() { return this.D + this.U + this.L; },
  get UD() { return this.U + this.D; },
  get B64() { return this.U + this.L + this.D + '+/'; },
  get B64URL() { return this.U + this.L + this.D + '-_'; },
  B58: '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz',
};

// ---- checksums ----
export function luhnCheckDigit(body) {
  let sum = 0; let dbl = true;
  for (let i = body.length - 1; i >= 0; i--) { let d = +body[i]; if (dbl) { d *= 2; if (d > 9) d -= 9; } sum += d; dbl = !dbl; }
  return String((10 - (sum % 10)) % 10);
}
export const luhnValid = (s) => /^\d+$/.test(s) && luhnCheckDigit(s.slice(0, -1)) === s.slice(-1);

export function mod97(str) { let r = 0; for (const ch of str) { const v = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55); for (const c of v) r = (r * 10 + +c) % 97; } return r; }
export function ibanFrom(cc, bban) { const chk = 98 - mod97(bban + cc + '00'); return cc + String(chk).padStart(2, '0') + bban; }
export const ibanValid = (s) => /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(s) && mod97(s.slice(4) + s.slice(0, 4)) === 1;

export function abaCheck(d8) { const w = [3, 7, 1, 3, 7, 1, 3, 7]; let s = 0; for (let i = 0; i < 8; i++) s += w[i] * +d8[i]; return String((10 - (s % 10)) % 10); }
export const abaValid = (s) => /^\d{9}$/.test(s) && abaCheck(s.slice(0, 8)) === s[8];

// ISO 7064 MOD 11,10 (German Steuer-ID)
export function mod1110(body) { let p = 10; for (const c of body) { let s = (+c + p) % 10; if (s === 0) s = 10; p = (s * 2) % 11; } return String((11 - p) % 10); }

// Verhoeff (Aadhaar)
const VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]];
const VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]];
const VINV = [0,4,3,2,1,5,6,7,8,9];
export function verhoeffCheck(body) { let c = 0; const a = body.split('').reverse(); for (let i = 0; i < a.length; i++) c = VD[c][VP[(i + 1) % 8][+a[i]]]; return String(VINV[c]); }
export function verhoeffValid(s) { let c = 0; const a = s.split('').reverse(); for (let i = 0; i < a.length; i++) c = VD[c][VP[i % 8][+a[i]]]; return c === 0; }

// MRZ 7-3-1
export function mrzCheck(s) { const w = [7, 3, 1]; let t = 0; for (let i = 0; i < s.length; i++) { const ch = s[i]; const v = ch === '<' ? 0 : /\d/.test(ch) ? +ch : ch.charCodeAt(0) - 55; t += v * w[i % 3]; } return String(t % 10); }

// base58check and bech32
export const sha256 = (b) => crypto.createHash('sha256').update(b).digest();
export function b58encode(buf, alpha = CS.B58) {
  let x = BigInt('0x' + (buf.toString('hex') || '0')); let out = '';
  while (x > 0n) { out = alpha[Number(x % 58n)] + out; x /= 58n; }
  for (const b of buf) { if (b === 0) out = alpha[0] + out; else break; }
  return out;
}
export function b58decode(s, alpha = CS.B58) {
  let x = 0n; for (const c of s) { const i = alpha.indexOf(c); if (i < 0) return null; x = x * 58n + BigInt(i); }
  let hex = x.toString(16); if (hex.length % 2) hex = '0' + hex; if (x === 0n) hex = '';
  let lead = 0; for (const c of s) { if (c === alpha[0]) lead++; else break; }
  return Buffer.concat([Buffer.alloc(lead), Buffer.from(hex, 'hex')]);
}
export function b58check(payload, alpha) { const c = sha256(sha256(payload)).subarray(0, 4); return b58encode(Buffer.concat([payload, c]), alpha); }
export function b58checkValid(s, alpha) { const b = b58decode(s, alpha); if (!b || b.length < 5) return false; const p = b.subarray(0, -4); return sha256(sha256(p)).subarray(0, 4).equals(b.subarray(-4)); }
const BECH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function polymod(v) { const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]; let chk = 1; for (const x of v) { const b = chk >>> 25; chk = ((chk & 0x1ffffff) << 5) ^ x; for (let i = 0; i < 5; i++) if ((b >>> i) & 1) chk ^= G[i]; } return chk >>> 0; }
const hrpExpand = (h) => [...[...h].map((c) => c.charCodeAt(0) >> 5), 0, ...[...h].map((c) => c.charCodeAt(0) & 31)];
export function bech32Encode(hrp, data5, m = 1) { const vals = [...hrpExpand(hrp), ...data5]; const pm = polymod([...vals, 0, 0, 0, 0, 0, 0]) ^ m; const chk = []; for (let i = 0; i < 6; i++) chk.push((pm >>> (5 * (5 - i))) & 31); return hrp + '1' + [...data5, ...chk].map((d) => BECH[d]).join(''); }
export function bech32Valid(s) { s = s.toLowerCase(); const p = s.lastIndexOf('1'); if (p < 1) return false; const hrp = s.slice(0, p); const d = [...s.slice(p + 1)].map((c) => BECH.indexOf(c)); if (d.some((x) => x < 0)) return false; const pm = polymod([...hrpExpand(hrp), ...d]); return pm === 1 || pm === 0x2bc830a3; }
export function toBits5(buf) { const out = []; let acc = 0, bits = 0; for (const b of buf) { acc = (acc << 8) | b; bits += 8; while (bits >= 5) { bits -= 5; out.push((acc >>> bits) & 31); } } if (bits) out.push((acc << (5 - bits)) & 31); return out; }
export const BECH32_CHARS = BECH;
