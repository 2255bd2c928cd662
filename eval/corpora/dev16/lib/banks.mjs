// Bank account and card generators (with check digits where formats have them) and validators.
import { ibanMake, ibanOk, luhnDigit, luhnOk, weighted } from './checksums.mjs';
const IBAN_SPEC = { DE: 'n18', AT: 'n16', CH: 'n17', FR: 'n23', BE: 'n12', NL: 'a4n10', ES: 'n20', PT: 'n21', IT: 'a1n22', PL: 'n24', CZ: 'n20', SE: 'n20', NO: 'n11', DK: 'n14', FI: 'n14', EE: 'n16', RO: 'a4c16', GR: 'n23', TR: 'n5n1n16', IL: 'n19', SA: 'n20', AE: 'n19', EG: 'n25', IE: 'a4n14', GB: 'a4n14', PK: 'a4n16', BR: 'n23a1c1' };
const BANKCODES = { NL: ['ABNA', 'INGB', 'RABO', 'SNSB', 'TRIO'], GB: ['BARC', 'LOYD', 'NWBK', 'HBUK', 'MIDL'], IE: ['AIBK', 'BOFI', 'IPBS'], RO: ['RNCB', 'BTRL', 'BRDE', 'INGB'], PK: ['HABB', 'MUCB', 'UNIL', 'MEZN'], IT: ['X', 'K', 'L'] };
function fillSpec(r, cc, spec) { let out = ''; let first = true; for (const [, t, n] of spec.matchAll(/([anc])(\d+)/g)) { const k = +n; if (t === 'a' && first && BANKCODES[cc] && k === BANKCODES[cc][0].length) out += r.pick(BANKCODES[cc]); else out += t === 'n' ? r.digits(k) : t === 'a' ? r.letters(k) : r.chars(k, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'); first = false; } return out; }
export function iban(r, cc, grouped) { const s = ibanMake(cc, fillSpec(r, cc, IBAN_SPEC[cc])); return grouped ? s.replace(/(.{4})/g, '$1 ').trim() : s; }
export const hasIban = (cc) => cc in IBAN_SPEC;
function abaCk(b) { const d = [...b].map(Number); for (let c = 0; c < 10; c++) if ((3 * (d[0] + d[3] + c) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5])) % 10 === 0 && false) return c; const s = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5]); return String((10 - (s % 10)) % 10); }
export function abaRouting(r) { const b = r.pick(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '21', '22', '26', '31', '32']) + r.digits(6); return b + abaCk(b); }
export const abaOk = (v) => v.length === 9 && abaCk(v.slice(0, 8)) === v[8];
export function clabe(r) { const b = r.pick(['002', '012', '014', '021', '030', '036', '044', '072', '127', '137']) + r.pick(['180', '320', '580', '650', '010']) + r.digits(11); return b + clabeCk(b); }
function clabeCk(b) { const w = [3, 7, 1]; let s = 0; for (let i = 0; i < 17; i++) s += (+b[i] * w[i % 3]) % 10; return String((10 - (s % 10)) % 10); }
export const clabeOk = (v) => { const d = v.replace(/\D/g, ''); return d.length === 18 && clabeCk(d) === d[17]; };
export function cbu(r) { const b1 = r.pick(['011', '007', '014', '017', '072', '285', '150', '191']) + r.digits(4); const c1 = (10 - weighted(b1, [7, 1, 3, 9, 7, 1, 3]) % 10) % 10; const b2 = r.digits(13); const c2 = (10 - weighted(b2, [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3]) % 10) % 10; return b1 + c1 + b2 + c2; }
export const cbuOk = (v) => { const d = v.replace(/\D/g, ''); return d.length === 22 && (10 - weighted(d, [7, 1, 3, 9, 7, 1, 3]) % 10) % 10 === +d[7] && (10 - weighted(d.slice(8), [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3]) % 10) % 10 === +d[21]; };
export function nuban(r) { const bank = r.pick(['058', '044', '011', '033', '057', '232', '214', '070']); const ser = r.pick(['0', '1', '2', '3']) + r.digits(8); const c = (10 - weighted(bank + ser, [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3]) % 10) % 10; return { bank, acct: ser + c }; }
export const nubanOk = (bank, acct) => (10 - weighted(bank + acct.slice(0, 9), [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3]) % 10) % 10 === +acct[9];
export { ibanOk };
// Cards
const CARD = { visa: ['4', 16], mastercard: ['5' , 16], amex: ['3', 15], discover: ['6011', 16], jcb: ['35', 16], unionpay: ['62', 19], elo: ['636368', 16], hipercard: ['606282', 16], rupay: ['6521', 16], troy: ['9792', 16], mir: ['220', 16], maestro: ['6759', 16] };
export function card(r, brand) { let [p, len] = CARD[brand]; if (brand === 'mastercard') p = r.chance(0.8) ? String(r.int(51, 55)) : String(r.int(2221, 2720)); if (brand === 'amex') p = r.pick(['34', '37']); if (brand === 'jcb') p = String(r.int(3528, 3589)); if (brand === 'mir') p = '220' + r.int(0, 4); if (brand === 'unionpay' && r.chance(0.5)) len = 16; const b = p + r.digits(len - p.length - 1); return b + luhnDigit(b); }
export function groupCard(r, n, style) { if (style === 'plain') return n; const sep = style === 'dash' ? '-' : ' '; if (n.length === 15) return `${n.slice(0, 4)}${sep}${n.slice(4, 10)}${sep}${n.slice(10)}`; return n.match(/.{1,4}/g).join(sep); }
export { luhnOk };
