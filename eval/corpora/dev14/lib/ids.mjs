// National identifiers (35 schemes / 33 countries) and passports (25 countries), random but valid.
import { luhnDigit, iso7064_11_10, cnCheck, itCheckChar, verhoeffDigit, mrzDigit, mod97, idValidators } from './checks.mjs';
import { asciiFold } from './locales.mjs';

const pad = (n, l) => String(n).padStart(l, '0');
const yy = (y) => pad(y % 100, 2);
const wsum = (s, ws) => ws.reduce((a, x, i) => a + x * +s[i], 0);

// each generator: (R, dob{y,m,d}, person) -> { v, type }
export const NATIONAL_IDS = {
  US: [(R) => { let a; do a = R.int(1, 899); while (a === 666); const s = `${pad(a, 3)}-${pad(R.int(1, 99), 2)}-${pad(R.int(1, 9999), 4)}`; return { v: R.chance(0.25) ? s.replace(/-/g, R.pick(['', ' '])) : s, type: 'us_ssn' }; }],
  GB: [(R) => { const A = 'ABCEGHJKLMNPRSTWXYZ', B = 'ABCEGHJKLMNPRSTWXYZ'; let p; do p = R.pick([...A]) + R.pick([...B]); while (['BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'].includes(p)); const d = R.digits(6); const s = R.pick(['ABCD']) [R.int(0, 3)]; return { v: R.chance(0.5) ? `${p} ${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4)} ${s}` : `${p}${d}${s}`, type: 'gb_nino' }; }],
  DE: [(R) => { const digs = R.shuffle([...'0123456789']); const dup = digs[R.int(0, 8)]; let ten; do ten = R.shuffle([...digs.slice(0, 9), dup]); while (ten[0] === '0'); const p = ten.join(''); const s = p + iso7064_11_10(p); return { v: R.chance(0.3) ? `${s.slice(0, 2)} ${s.slice(2, 5)} ${s.slice(5, 8)} ${s.slice(8)}` : s, type: 'de_steuer_id' }; },
    (R) => { const p = R.pick([...'CFGHJKLMNPRTVWXYZ']) + R.str(8, 'CFGHJKLMNPRTVWXYZ0123456789'); return { v: p + mrzDigit(p), type: 'de_personalausweis' }; }],
  FR: [(R, b) => { const s = `${R.int(1, 2)}${yy(b.y)}${pad(b.m, 2)}${pad(R.int(1, 95), 2)}${pad(R.int(1, 990), 3)}${pad(R.int(1, 999), 3)}`; const k = pad(97 - Number(BigInt(s) % 97n), 2); return { v: R.chance(0.6) ? `${s[0]} ${s.slice(1, 3)} ${s.slice(3, 5)} ${s.slice(5, 7)} ${s.slice(7, 10)} ${s.slice(10)} ${k}` : s + k, type: 'fr_nir' }; }],
  BE: [(R, b) => { const base = `${yy(b.y)}${pad(b.m, 2)}${pad(b.d, 2)}${pad(R.int(1, 997), 3)}`; const c = pad(97 - mod97((b.y >= 2000 ? '2' : '') + base), 2); const s = base + c; return { v: R.chance(0.6) ? `${s.slice(0, 2)}.${s.slice(2, 4)}.${s.slice(4, 6)}-${s.slice(6, 9)}.${s.slice(9)}` : s, type: 'be_nn' }; }],
  ES: [(R) => { const n = R.digits(8); return { v: `${n}${R.chance(0.2) ? '-' : ''}${'TRWAGMYFPDXBNJZSQVHLCKE'[+n % 23]}`, type: 'es_dni' }; },
    (R) => { const p = R.int(0, 2); const n = R.digits(7); return { v: `${'XYZ'[p]}${n}${'TRWAGMYFPDXBNJZSQVHLCKE'[+(p + n) % 23]}`, type: 'es_nie' }; }],
  IT: [(R, b, p) => { const cons = (s) => asciiFold(s).toUpperCase().replace(/[^A-Z]/g, '').replace(/[AEIOU]/g, ''); const vow = (s) => asciiFold(s).toUpperCase().replace(/[^AEIOU]/g, ''); const part = (s, first) => { let c = cons(s); if (first && c.length >= 4) c = c[0] + c.slice(2, 4); return (c + vow(s) + 'XXX').slice(0, 3); }; const fam = p ? p.latin.family : 'ROSSI', giv = p ? p.latin.given : 'MARIO'; const female = p ? p.gender === 'f' : R.chance(0.5); const s15 = part(fam, false) + part(giv, true) + yy(b.y) + 'ABCDEHLMPRST'[b.m - 1] + pad(b.d + (female ? 40 : 0), 2) + R.pick(['H501', 'F205', 'F839', 'L219', 'A944', 'D612', 'G273', 'D969']); return { v: s15 + itCheckChar(s15), type: 'it_cf' }; }],
  PT: [(R) => { const p = R.pick(['1', '2', '3']) + R.digits(7); let c = 11 - (wsum(p, [9, 8, 7, 6, 5, 4, 3, 2]) % 11); if (c >= 10) c = 0; return { v: R.chance(0.3) ? `${p.slice(0, 3)} ${p.slice(3, 6)} ${p.slice(6)}${c}` : p + c, type: 'pt_nif' }; }],
  NL: [(R) => { for (;;) { const p = R.int(1, 6) + R.digits(7); const s = wsum(p, [9, 8, 7, 6, 5, 4, 3, 2]) % 11; if (s === 10) continue; const v = p + s; return { v: R.chance(0.3) ? `${v.slice(0, 4)}.${v.slice(4, 6)}.${v.slice(6)}` : v, type: 'nl_bsn' }; } }],
  PL: [(R, b) => { const mm = b.m + (b.y >= 2000 ? 20 : 0); const p = yy(b.y) + pad(mm, 2) + pad(b.d, 2) + R.digits(4); const c = (10 - (wsum(p, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10; return { v: p + c, type: 'pl_pesel' }; }],
  SE: [(R, b) => { const p = yy(b.y) + pad(b.m, 2) + pad(b.d, 2) + R.digits(3); const v = p + luhnDigit(p); return { v: R.chance(0.3) ? `${b.y}${pad(b.m, 2)}${pad(b.d, 2)}-${v.slice(6)}` : `${v.slice(0, 6)}-${v.slice(6)}`, type: 'se_pnr' }; }],
  NO: [(R, b) => { for (;;) { const p = pad(b.d, 2) + pad(b.m, 2) + yy(b.y) + R.digits(3); let k1 = 11 - (wsum(p, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11); if (k1 === 11) k1 = 0; if (k1 === 10) continue; const q = p + k1; let k2 = 11 - (wsum(q, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11); if (k2 === 11) k2 = 0; if (k2 === 10) continue; return { v: R.chance(0.3) ? `${q.slice(0, 6)} ${q.slice(6)}${k2}` : q + k2, type: 'no_fnr' }; } }],
  FI: [(R, b) => { const p = pad(b.d, 2) + pad(b.m, 2) + yy(b.y); const z = pad(R.int(2, 899), 3); return { v: `${p}${b.y >= 2000 ? 'A' : '-'}${z}${'0123456789ABCDEFHJKLMNPRSTUVWXY'[+(p + z) % 31]}`, type: 'fi_hetu' }; }],
  DK: [(R, b) => ({ v: `${pad(b.d, 2)}${pad(b.m, 2)}${yy(b.y)}-${R.digits(4)}`, type: 'dk_cpr' })],
  RU: [(R) => { for (;;) { const p = R.digits(9); if (+p <= 1001998) continue; const sum = wsum(p, [9, 8, 7, 6, 5, 4, 3, 2, 1]); let c = sum < 100 ? sum : sum === 100 || sum === 101 ? 0 : sum % 101; if (c === 100) c = 0; return { v: `${p.slice(0, 3)}-${p.slice(3, 6)}-${p.slice(6)} ${pad(c, 2)}`, type: 'ru_snils' }; } },
    (R) => { const p = R.pick(['77', '78', '50', '54', '66', '16']) + R.digits(8); const n11 = (wsum(p, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10; const q = p + n11; const n12 = (wsum(q, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10; return { v: q + n12, type: 'ru_inn' }; }],
  TR: [(R) => { const a = [R.int(1, 9), ...[...R.digits(8)].map(Number)]; const d10 = (((a[0] + a[2] + a[4] + a[6] + a[8]) * 7 - (a[1] + a[3] + a[5] + a[7])) % 10 + 10) % 10; a.push(d10); a.push(a.reduce((x, y) => x + y, 0) % 10); return { v: a.join(''), type: 'tr_tckn' }; }],
  JP: [(R) => { const p = R.digits(11); let sum = 0; for (let n = 1; n <= 11; n++) sum += +p[11 - n] * (n <= 6 ? n + 1 : n - 5); const r = sum % 11; const c = r <= 1 ? 0 : 11 - r; const v = p + c; return { v: R.chance(0.5) ? `${v.slice(0, 4)} ${v.slice(4, 8)} ${v.slice(8)}` : v, type: 'jp_mynumber' }; }],
  CN: [(R, b) => { const p = R.pick(['110105', '310115', '440305', '330106', '510107', '320106', '440106']) + b.y + pad(b.m, 2) + pad(b.d, 2) + R.digits(3); return { v: p + cnCheck(p), type: 'cn_ric' }; }],
  KR: [(R, b) => { const p = yy(b.y) + pad(b.m, 2) + pad(b.d, 2) + (b.y >= 2000 ? R.pick(['3', '4']) : R.pick(['1', '2'])) + R.digits(5); const c = (11 - (wsum(p, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11)) % 10; return { v: `${p.slice(0, 6)}-${p.slice(6)}${c}`, type: 'kr_rrn' }; }],
  IN: [(R) => { const p = R.int(2, 9) + R.digits(10); const v = p + verhoeffDigit(p); return { v: R.chance(0.7) ? `${v.slice(0, 4)} ${v.slice(4, 8)} ${v.slice(8)}` : v, type: 'in_aadhaar' }; },
    (R, b, p) => ({ v: R.upper(3) + 'P' + ((p && p.latin.family[0]) || R.upper(1)).toUpperCase() + R.digits(4) + R.upper(1), type: 'in_pan' })],
  ID: [(R, b, p) => { const dd = b.d + (p && p.gender === 'f' ? 40 : 0); return { v: R.pick(['3171', '3273', '3578', '3471', '1271', '3374']) + pad(R.int(1, 30), 2) + pad(dd, 2) + pad(b.m, 2) + yy(b.y) + pad(R.int(1, 9999), 4), type: 'id_nik' }; }],
  BR: [(R) => { for (;;) { const p = R.digits(9); if (/^(\d)\1+$/.test(p)) continue; const c = (s, n) => { let sum = 0; for (let i = 0; i < n; i++) sum += +s[i] * (n + 1 - i); const r = (sum * 10) % 11; return r === 10 ? 0 : r; }; const q = p + c(p, 9); const v = q + c(q, 10); return { v: R.chance(0.7) ? `${v.slice(0, 3)}.${v.slice(3, 6)}.${v.slice(6, 9)}-${v.slice(9)}` : v, type: 'br_cpf' }; } }],
  MX: [(R, b, p) => { const cs = '0123456789ABCDEFGHIJKLMN\u00d1OPQRSTUVWXYZ'; const fam = p ? asciiFold(p.latin.family).toUpperCase().replace(/[^A-Z ]/g, '') : 'PEREZ'; const giv = p ? asciiFold(p.latin.given).toUpperCase().replace(/[^A-Z]/g, '') : 'JUAN'; const parts = fam.split(' '); const f1 = parts[0] || 'X', f2 = parts[1] || 'X'; const vow = (f1.slice(1).match(/[AEIOU]/) || ['X'])[0]; const cons = (s) => (s.slice(1).match(/[^AEIOU]/) || ['X'])[0]; const s17 = f1[0] + vow + f2[0] + giv[0] + yy(b.y) + pad(b.m, 2) + pad(b.d, 2) + (p && p.gender === 'f' ? 'M' : 'H') + R.pick(['DF', 'JC', 'NL', 'PL', 'MC', 'VZ']) + cons(f1) + cons(f2) + cons(giv) + (b.y >= 2000 ? R.upper(1) : R.digits(1)); let sum = 0; for (let i = 0; i < 17; i++) sum += cs.indexOf(s17[i]) * (18 - i); return { v: s17 + ((10 - (sum % 10)) % 10), type: 'mx_curp' }; }],
  CA: [(R) => { const p = R.pick(['1', '2', '3', '4', '5', '6', '7', '9']) + R.digits(7); const v = p + luhnDigit(p); return { v: R.chance(0.6) ? `${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6)}` : v, type: 'ca_sin' }; }],
  AU: [(R) => { for (;;) { const p = R.digits(8); const s = wsum(p, [1, 4, 3, 7, 5, 8, 6, 9]); for (let c = 0; c <= 9; c++) if ((s + 10 * c) % 11 === 0) { const v = p + c; return { v: R.chance(0.5) ? `${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6)}` : v, type: 'au_tfn' }; } } }],
  SG: [(R) => { const pre = R.pick(['S', 'T']); const p = R.digits(7); const s = wsum(p, [2, 7, 6, 5, 4, 3, 2]) + (pre === 'T' ? 4 : 0); return { v: pre + p + 'JZIHGFEDCBA'[s % 11], type: 'sg_nric' }; }],
  ZA: [(R, b) => { const p = yy(b.y) + pad(b.m, 2) + pad(b.d, 2) + R.digits(4) + R.pick(['0', '1']) + '8'; return { v: p + luhnDigit(p), type: 'za_id' }; }],
  CH: [(R) => { const p = '756' + R.digits(9); let sum = 0; for (let i = 0; i < 12; i++) sum += +p[i] * (i % 2 ? 3 : 1); const v = p + ((10 - (sum % 10)) % 10); return { v: `${v.slice(0, 3)}.${v.slice(3, 7)}.${v.slice(7, 11)}.${v.slice(11)}`, type: 'ch_ahv' }; }],
  AT: [(R, b) => { for (;;) { const ser = R.int(1, 9) + R.digits(2); const dt = pad(b.d, 2) + pad(b.m, 2) + yy(b.y); const c = wsum(ser + dt, [3, 7, 9, 5, 8, 4, 2, 1, 6]) % 11; if (c === 10) continue; return { v: R.chance(0.5) ? `${ser}${c} ${dt}` : `${ser}${c}${dt}`, type: 'at_svnr' }; } }],
  SA: [(R) => { const p = R.pick(['1', '2']) + R.digits(8); return { v: p + luhnDigit(p), type: 'sa_nid' }; }],
  AE: [(R, b) => { const p = '784' + b.y + R.digits(7); const v = p + luhnDigit(p); return { v: `${v.slice(0, 3)}-${v.slice(3, 7)}-${v.slice(7, 14)}-${v.slice(14)}`, type: 'ae_eid' }; }],
  IL: [(R) => { const p = R.digits(8); return { v: p + luhnDigit(p), type: 'il_tz' }; }],
  IE: [(R) => { const p = R.digits(7); const s = wsum(p, [8, 7, 6, 5, 4, 3, 2]); return { v: p + 'WABCDEFGHIJKLMNOPQRSTUV'[s % 23], type: 'ie_ppsn' }; }],
};
idValidators.ie_ppsn = (v) => /^\d{7}[A-W]$/.test(v) && 'WABCDEFGHIJKLMNOPQRSTUV'[[8, 7, 6, 5, 4, 3, 2].reduce((a, x, i) => a + x * +v[i], 0) % 23] === v[7];

export function nationalId(R, cc, dob, p) { const gens = NATIONAL_IDS[cc] || NATIONAL_IDS.US; const g = R.pick(gens); const r = g(R, dob, p); if (!idValidators[r.type](r.v)) throw new Error('invalid id generated ' + r.type + ' ' + r.v); return r; }

// ---- passports: number formats per issuing country (ICAO code) ----
export const PASSPORTS = {
  US: ['USA', (R) => R.chance(0.5) ? R.digits(9) : R.pick(['A', 'B', 'C', 'E']) + R.digits(8)],
  GB: ['GBR', (R) => R.int(1, 9) + R.digits(8)],
  DE: ['D', (R) => R.pick([...'CFGHJK']) + R.str(8, 'CFGHJKLMNPRTVWXYZ0123456789')],
  FR: ['FRA', (R) => R.digits(2) + R.upper(2) + R.digits(5)],
  ES: ['ESP', (R) => R.upper(3) + R.digits(6)],
  IT: ['ITA', (R) => R.upper(2) + R.digits(7)],
  NL: ['NLD', (R) => R.str(2, 'ABCDEFGHIJKLMNPQRSTUVWXYZ') + R.str(6, 'ABCDEFGHIJKLMNPQRSTUVWXYZ0123456789') + R.digits(1)],
  PL: ['POL', (R) => R.upper(2) + R.digits(7)],
  RU: ['RUS', (R) => R.pick(['72', '75', '76', '65']) + R.digits(7)],
  TR: ['TUR', (R) => R.pick(['U', 'S', 'Z']) + R.digits(8)],
  JP: ['JPN', (R) => R.pick(['TK', 'TR', 'TZ', 'MZ', 'RZ']) + R.digits(7)],
  CN: ['CHN', (R) => R.chance(0.5) ? 'E' + R.digits(8) : 'E' + R.pick([...'ABCDEFGH']) + R.digits(7)],
  KR: ['KOR', (R) => 'M' + R.digits(3) + R.upper(1) + R.digits(4)],
  IN: ['IND', (R) => R.upper(1) + R.digits(7)],
  ID: ['IDN', (R) => R.pick(['A', 'B', 'C', 'X']) + R.digits(7)],
  BR: ['BRA', (R) => R.upper(2) + R.digits(6)],
  MX: ['MEX', (R) => R.pick(['G', 'N']) + R.digits(8)],
  CA: ['CAN', (R) => R.upper(2) + R.digits(6)],
  AU: ['AUS', (R) => R.pick(['PA', 'PB', 'N', 'E', 'RA']) + R.digits(7)],
  SA: ['SAU', (R) => R.pick(['A', 'B', 'D']) + R.digits(7)],
  AE: ['ARE', (R) => R.digits(9)],
  PT: ['PRT', (R) => R.upper(1) + R.digits(6)],
  CH: ['CHE', (R) => R.pick(['X', 'S', 'F']) + R.digits(7)],
  IE: ['IRL', (R) => R.pick(['P', 'L', 'M']) + R.upper(1) + R.digits(7)],
  SE: ['SWE', (R) => R.digits(8)],
  AT: ['AUT', (R) => R.pick(['P', 'U']) + R.digits(7)],
  BE: ['BEL', (R) => R.upper(2) + R.digits(6)],
};
export function passportNo(R, cc) { const e = PASSPORTS[cc] || PASSPORTS[R.pick(Object.keys(PASSPORTS))]; const key = PASSPORTS[cc] ? cc : Object.keys(PASSPORTS).find((k) => PASSPORTS[k] === e); return { v: e[1](R), type: `passport_${key.toLowerCase()}`, icao: e[0] }; }

// TD3 MRZ: returns { line1, line2, docNo, nameField, dob6 }
export function mrzTD3(R, p, icao, docNo, dob) {
  const clean = (s) => asciiFold(s).toUpperCase().replace(/[^A-Z ]/g, ' ').trim().replace(/\s+/g, '<');
  const iss = icao.padEnd(3, '<');
  const nameField = `${clean(p.latin.family)}<<${clean(p.latin.given)}`;
  const line1 = `P<${iss}${nameField}`.padEnd(44, '<').slice(0, 44);
  const doc = docNo.padEnd(9, '<').slice(0, 9);
  const dob6 = `${String(dob.y % 100).padStart(2, '0')}${pad(dob.m, 2)}${pad(dob.d, 2)}`;
  const exp = `${R.int(26, 34)}${pad(R.int(1, 12), 2)}${pad(R.int(1, 28), 2)}`;
  const pers = '<'.repeat(14);
  const f1 = doc + mrzDigit(doc), f2 = dob6 + mrzDigit(dob6), f3 = exp + mrzDigit(exp), f4 = pers + mrzDigit(pers);
  const line2 = `${f1}${iss}${f2}${p.gender === 'f' ? 'F' : 'M'}${f3}${f4}`;
  const comp = mrzDigit(f1 + f2 + f3 + f4);
  return { line1, line2: line2 + comp, docNo: doc, nameField, dob6 };
}
export function mrzValid(line2) { if (line2.length !== 44) return false; const f1 = line2.slice(0, 10), f2 = line2.slice(13, 20), f3 = line2.slice(21, 28), f4 = line2.slice(28, 43); const ok = (f) => mrzDigit(f.slice(0, -1)) === f.slice(-1); return ok(f1) && ok(f2) && ok(f3) && ok(f4) && mrzDigit(f1 + f2 + f3 + f4) === line2[43]; }
