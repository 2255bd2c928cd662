// Identifier schemes: generator + validator + localized labels, keyed by fine type.
import { A } from './rng.mjs';
import * as C from './checksums.mjs';

const pad = (n, w) => String(n).padStart(w, '0');
const rdate = (r, y0 = 1950, y1 = 2004) => ({ y: r.int(y0, y1), m: r.int(1, 12), d: r.int(1, 28) });
const yy = (y) => pad(y % 100, 2);
const L = (...x) => x; // label helper

export const SCHEMES = {};
function S(type, category, gen, valid, labels) { SCHEMES[type] = { type, category, gen, valid, labels }; }

// ================= national_id
S('us_ssn', 'national_id', (r) => { let a; do { a = r.int(1, 899); } while (a === 666); return `${pad(a, 3)}-${pad(r.int(1, 99), 2)}-${pad(r.int(1, 9999), 4)}`; },
  (v) => /^(?!000|666|9)\d{3}-(?!00)\d{2}-(?!0000)\d{4}$/.test(v), { en: L('SSN', 'Social Security No.', 'Social Security Number') });
S('uk_nino', 'national_id', (r) => { const P = 'ABCEGHJKLMNPRSTWXYZ'; let p; do { p = r.pick(P) + r.pick(P.replace('O', '')); } while (['BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ', 'QQ'].includes(p)); const d = r.digits(6); return r.chance(0.5) ? `${p} ${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4)} ${r.pick('ABCD')}` : `${p}${d}${r.pick('ABCD')}`; },
  (v) => /^[A-CEGHJ-PR-TW-Z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-D]$/.test(v), { en: L('National Insurance No.', 'NI number', 'NINO') });
S('de_id_card', 'national_id', (r) => r.chars(1, 'CFGHJKLMNPRTVWXYZ') + r.chars(8, 'CFGHJKLMNPRTVWXYZ0123456789'), (v) => /^[CFGHJKLMNPRTVWXYZ][CFGHJKLMNPRTVWXYZ0-9]{8}$/.test(v), { de: L('Personalausweisnummer', 'Ausweis-Nr.', 'Personalausweis-Nr.') });
S('at_svnr', 'national_id', (r) => { for (;;) { const n = r.nzdigits(3); const d = rdate(r); const dob = pad(d.d, 2) + pad(d.m, 2) + yy(d.y); const s = n + dob; const c = C.wsum(s, [3, 7, 9, 5, 8, 4, 2, 1, 6]) % 11; if (c === 10) continue; return `${n}${c} ${dob}`; } },
  (v) => { const s = C.onlyDigits(v); if (s.length !== 10) return false; return C.wsum(s.slice(0, 3) + s.slice(4), [3, 7, 9, 5, 8, 4, 2, 1, 6]) % 11 === +s[3]; }, { de: L('Sozialversicherungsnummer', 'SV-Nr.', 'VSNR') });
S('ch_ahv', 'national_id', (r) => { const b = '756' + r.digits(9); const s = C.wsum(b, [1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3]); const c = (10 - s % 10) % 10; const x = b + c; return `${x.slice(0, 3)}.${x.slice(3, 7)}.${x.slice(7, 11)}.${x.slice(11)}`; },
  (v) => { const s = C.onlyDigits(v); return s.length === 13 && s.startsWith('756') && (C.wsum(s.slice(0, 12), [1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3]) + +s[12]) % 10 === 0; }, { de: L('AHV-Nr.', 'AHV-Nummer', 'Sozialversicherungsnummer (AHV)') });
S('fr_nir', 'national_id', (r) => { const d = rdate(r); const b = `${r.int(1, 2)}${yy(d.y)}${pad(d.m, 2)}${pad(r.int(1, 95), 2).replace('20', '21')}${pad(r.int(1, 990), 3)}${pad(r.int(1, 999), 3)}`; const k = 97 - Number(BigInt(b) % 97n); return `${b[0]} ${b.slice(1, 3)} ${b.slice(3, 5)} ${b.slice(5, 7)} ${b.slice(7, 10)} ${b.slice(10, 13)} ${pad(k, 2)}`; },
  (v) => { const s = C.onlyDigits(v); return s.length === 15 && 97 - Number(BigInt(s.slice(0, 13)) % 97n) === +s.slice(13); }, { fr: L('N° de sécurité sociale', 'NIR', 'Numéro de sécurité sociale') });
S('be_nrn', 'national_id', (r) => { const d = rdate(r); const b = yy(d.y) + pad(d.m, 2) + pad(d.d, 2) + pad(r.int(1, 997), 3); const base = d.y >= 2000 ? '2' + b : b; let k = 97 - Number(BigInt(base) % 97n); const x = b + pad(k, 2); return `${x.slice(0, 2)}.${x.slice(2, 4)}.${x.slice(4, 6)}-${x.slice(6, 9)}.${x.slice(9)}`; },
  (v) => { const s = C.onlyDigits(v); if (s.length !== 11) return false; const k = +s.slice(9); return [s.slice(0, 9), '2' + s.slice(0, 9)].some((b) => 97 - Number(BigInt(b) % 97n) === k); }, { fr: L('N° de registre national', 'NN', 'Numéro national'), nl: L('Rijksregisternummer', 'RRN', 'Rijksregisternr.') });
const DNI_L = 'TRWAGMYFPDXBNJZSQVHLCKE';
S('es_dni', 'national_id', (r) => { const n = r.nzdigits(8); return n + (r.chance(0.3) ? '-' : '') + DNI_L[+n % 23]; }, (v) => { const m = v.match(/^(\d{8})-?([A-Z])$/); return !!m && DNI_L[+m[1] % 23] === m[2]; }, { es: L('DNI', 'D.N.I.', 'Documento Nacional de Identidad') });
S('es_nie', 'national_id', (r) => { const p = r.int(0, 2); const n = r.digits(7); return 'XYZ'[p] + n + DNI_L[+(p + n) % 23]; }, (v) => { const m = v.match(/^([XYZ])(\d{7})([A-Z])$/); return !!m && DNI_L[+('XYZ'.indexOf(m[1]) + m[2]) % 23] === m[3]; }, { es: L('NIE', 'N.I.E.', 'Número de Identidad de Extranjero') });
S('it_cie', 'national_id', (r) => 'C' + r.chars(1, 'ABCDEFGHJKLMNPRSTUVWXYZ') + r.digits(5) + r.chars(2, 'ABCDEFGHJKLMNPRSTUVWXYZ'), (v) => /^C[A-Z]\d{5}[A-Z]{2}$/.test(v), { it: L("N. carta d'identità", 'Carta identità n.', 'CIE n.') });
S('pt_civil_id', 'national_id', (r) => { const b = r.nzdigits(8); let c = 11 - C.wsum(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11; if (c >= 10) c = 0; return `${b} ${c} ${r.chars(2, 'ZYXWVU')}${r.int(0, 9)}`; },
  (v) => { const m = v.match(/^(\d{8}) (\d) [A-Z]{2}\d$/); if (!m) return false; let c = 11 - C.wsum(m[1], [9, 8, 7, 6, 5, 4, 3, 2]) % 11; if (c >= 10) c = 0; return c === +m[2]; }, { pt: L('N.º do Cartão de Cidadão', 'N.º de identificação civil', 'CC n.º') });
S('br_rg', 'national_id', (r) => { const b = r.digits(8); const s = C.wsum(b, [2, 3, 4, 5, 6, 7, 8, 9]) % 11; const c = s === 10 ? 'X' : String(s); return `${b.slice(0, 2)}.${b.slice(2, 5)}.${b.slice(5)}-${c}`; },
  (v) => { const m = v.match(/^(\d{2})\.(\d{3})\.(\d{3})-([\dX])$/); if (!m) return false; const s = C.wsum(m[1] + m[2] + m[3], [2, 3, 4, 5, 6, 7, 8, 9]) % 11; return (s === 10 ? 'X' : String(s)) === m[4]; }, { pt: L('RG', 'Identidade (RG)', 'Registro Geral') });
S('nl_bsn', 'national_id', (r) => { for (;;) { const b = r.nzdigits(8); const s = C.wsum(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11; if (s === 10) continue; const x = b + s; return r.chance(0.4) ? `${x.slice(0, 4)}.${x.slice(4, 6)}.${x.slice(6)}` : x; } },
  (v) => { const s = C.onlyDigits(v); return s.length === 9 && (C.wsum(s.slice(0, 8), [9, 8, 7, 6, 5, 4, 3, 2]) - +s[8]) % 11 === 0; }, { nl: L('BSN', 'Burgerservicenummer', 'BSN-nummer') });
S('pl_pesel', 'national_id', (r) => { const d = rdate(r, 1950, 2008); const m = d.m + (d.y >= 2000 ? 20 : 0); const b = yy(d.y) + pad(m, 2) + pad(d.d, 2) + r.digits(4); const c = (10 - C.wsum(b, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10; return b + c; },
  (v) => /^\d{11}$/.test(v) && (10 - C.wsum(v.slice(0, 10), [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10 === +v[10], { pl: L('PESEL', 'Nr PESEL', 'numer PESEL') });
const PLV = (ch) => (/\d/.test(ch) ? +ch : ch.charCodeAt(0) - 55);
S('pl_id_card', 'national_id', (r) => { const l = r.chars(3, 'ABCDEFGHJKLMNPRSTUVWXYZ'); const d = r.digits(5); const s = [0, 1, 2].reduce((a, i) => a + PLV(l[i]) * [7, 3, 1][i], 0) + C.wsum(d, [7, 3, 1, 7, 3]); return l + (s % 10) + d; },
  (v) => { if (!/^[A-Z]{3}\d{6}$/.test(v)) return false; const w = [7, 3, 1, 9, 7, 3, 1, 7, 3]; return [...v].reduce((a, ch, i) => a + PLV(ch) * w[i], 0) % 10 === 0; }, { pl: L('Seria i nr dowodu osobistego', 'Nr dowodu', 'Dowód osobisty nr') });
S('cz_birth_number', 'national_id', (r) => { for (;;) { const d = rdate(r, 1954, 2004); const m = d.m + (r.chance(0.5) ? 50 : 0); const b = yy(d.y) + pad(m, 2) + pad(d.d, 2) + r.digits(3); const c = Number(BigInt(b) * 10n % 11n); const k = (11 - c) % 11; if (k === 10) continue; const x = b + k; return `${x.slice(0, 6)}/${x.slice(6)}`; } },
  (v) => { const s = C.onlyDigits(v); return s.length === 10 && BigInt(s) % 11n === 0n; }, { cs: L('Rodné číslo', 'RČ', 'Rod. č.') });
S('tr_tckn', 'national_id', (r) => { const d = [r.int(1, 9), ...r.digits(8).split('').map(Number)]; const d10 = (((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 + 10) % 10; const d11 = (d.reduce((a, b) => a + b, 0) + d10) % 10; return d.join('') + d10 + d11; },
  (v) => { if (!/^[1-9]\d{10}$/.test(v)) return false; const d = v.split('').map(Number); const d10 = (((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 + 10) % 10; return d10 === d[9] && d.slice(0, 10).reduce((a, b) => a + b, 0) % 10 === d[10]; }, { tr: L('T.C. Kimlik No', 'TC Kimlik Numarası', 'Kimlik No') });
function snilsCheck(b) { const s = C.wsum(b, [9, 8, 7, 6, 5, 4, 3, 2, 1]); let c = s < 100 ? s : s % 101; if (c === 100) c = 0; return c; }
S('ru_snils', 'national_id', (r) => { const b = pad(r.int(2000000, 999999999), 9); const c = snilsCheck(b); return `${b.slice(0, 3)}-${b.slice(3, 6)}-${b.slice(6)} ${pad(c, 2)}`; },
  (v) => { const s = C.onlyDigits(v); return s.length === 11 && snilsCheck(s.slice(0, 9)) === +s.slice(9); }, { ru: L('СНИЛС', 'Страховой номер (СНИЛС)') });
S('ua_id_card', 'national_id', (r) => r.nzdigits(9), (v) => /^\d{9}$/.test(v), { uk: L('Номер ID-картки', 'Номер паспорта громадянина України (ID-картка)', 'Документ №') });
function myNumCheck(b) { let s = 0; for (let n = 1; n <= 11; n++) { const P = +b[11 - n]; const Q = n <= 6 ? n + 1 : n - 5; s += P * Q; } const rem = s % 11; return rem <= 1 ? 0 : 11 - rem; }
S('jp_my_number', 'national_id', (r) => { const b = r.digits(11); const x = b + myNumCheck(b); return r.chance(0.5) ? `${x.slice(0, 4)} ${x.slice(4, 8)} ${x.slice(8)}` : x; },
  (v) => { const s = C.onlyDigits(v); return s.length === 12 && myNumCheck(s.slice(0, 11)) === +s[11]; }, { ja: L('個人番号', 'マイナンバー', '個人番号（マイナンバー）') });
const CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
S('cn_resident_id', 'national_id', (r) => { const d = rdate(r); const b = r.pick(['110105', '310115', '440305', '510107', '330106', '420111', '320102', '610113']) + d.y + pad(d.m, 2) + pad(d.d, 2) + r.digits(3); return b + '10X98765432'[C.wsum(b, CN_W) % 11]; },
  (v) => /^\d{17}[\dX]$/.test(v) && '10X98765432'[C.wsum(v.slice(0, 17), CN_W) % 11] === v[17], { zh: L('身份证号', '公民身份号码', '身份证号码') });
S('kr_rrn', 'national_id', (r) => { const d = rdate(r, 1950, 2005); const g = d.y >= 2000 ? r.pick([3, 4]) : r.pick([1, 2]); const b = yy(d.y) + pad(d.m, 2) + pad(d.d, 2) + g + r.digits(5); const c = (11 - C.wsum(b, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10; return `${b.slice(0, 6)}-${b.slice(6)}${c}`; },
  (v) => { const s = C.onlyDigits(v); return s.length === 13 && (11 - C.wsum(s.slice(0, 12), [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10 === +s[12]; }, { ko: L('주민등록번호', '주민번호') });
S('in_aadhaar', 'national_id', (r) => { const x = C.verhoeffComplete(String(r.int(2, 9)) + r.digits(10)); return r.chance(0.7) ? `${x.slice(0, 4)} ${x.slice(4, 8)} ${x.slice(8)}` : x; },
  (v) => { const s = C.onlyDigits(v); return s.length === 12 && /^[2-9]/.test(s) && C.verhoeffValid(s); }, { en: L('Aadhaar No.', 'Aadhaar Number', 'UID'), hi: L('आधार संख्या', 'आधार नंबर', 'आधार क्रमांक') });
S('sa_national_id', 'national_id', (r) => C.luhnComplete(String(r.int(1, 2)) + r.digits(8)), (v) => /^[12]\d{9}$/.test(v) && C.luhnValid(v), { ar: L('رقم الهوية الوطنية', 'رقم الهوية', 'السجل المدني') });
S('ae_emirates_id', 'national_id', (r) => { const x = C.luhnComplete('784' + r.int(1960, 2004) + r.digits(7)); return `${x.slice(0, 3)}-${x.slice(3, 7)}-${x.slice(7, 14)}-${x.slice(14)}`; },
  (v) => { const s = C.onlyDigits(v); return s.length === 15 && s.startsWith('784') && C.luhnValid(s); }, { ar: L('رقم الهوية الإماراتية', 'رقم بطاقة الهوية', 'الهوية الإماراتية') });
S('il_teudat_zehut', 'national_id', (r) => C.luhnComplete(r.digits(8)), (v) => /^\d{9}$/.test(v) && C.luhnValid(v), { he: L('מספר זהות', 'ת.ז.', 'תעודת זהות') });
S('ca_sin', 'national_id', (r) => { const x = C.luhnComplete(String(r.pick([1, 2, 3, 4, 5, 6, 7, 9])) + r.digits(7)); return `${x.slice(0, 3)} ${x.slice(3, 6)} ${x.slice(6)}`; },
  (v) => { const s = C.onlyDigits(v); return s.length === 9 && C.luhnValid(s); }, { en: L('SIN', 'Social Insurance Number') });
S('au_medicare', 'national_id', (r) => { const b = String(r.int(2, 6)) + r.digits(7); const c = C.wsum(b, [1, 3, 7, 9, 1, 3, 7, 9]) % 10; return `${b.slice(0, 4)} ${b.slice(4)}${c} ${r.int(1, 9)}`; },
  (v) => { const s = C.onlyDigits(v); return s.length === 10 && C.wsum(s.slice(0, 8), [1, 3, 7, 9, 1, 3, 7, 9]) % 10 === +s[8]; }, { en: L('Medicare No.', 'Medicare card number') });

// ================= tax_id
S('us_itin', 'tax_id', (r) => `9${r.digits(2)}-${r.pick([...Array(16)].map((_, i) => 50 + i).concat([70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 90, 91, 92, 94, 95, 96, 97, 98, 99]))}-${r.digits(4)}`,
  (v) => /^9\d{2}-(5\d|6[0-5]|7\d|8[0-8]|9[0-2]|9[4-9])-\d{4}$/.test(v), { en: L('ITIN', 'Taxpayer ID (ITIN)') });
S('uk_utr', 'tax_id', (r) => { const x = r.nzdigits(10); return r.chance(0.4) ? `${x.slice(0, 5)} ${x.slice(5)}` : x; }, (v) => /^\d{5} ?\d{5}$/.test(v), { en: L('UTR', 'Unique Taxpayer Reference', 'Self Assessment UTR') });
S('de_steuer_id', 'tax_id', (r) => { for (;;) { const first = String(r.int(1, 9)); const ds = r.shuffle('0123456789'.split('')).filter((d) => d !== first).slice(0, 8); const rep = r.pick([first, ...ds]); const arr = r.shuffle([...ds, rep]); const b = first + arr.join(''); const counts = {}; for (const ch of b) counts[ch] = (counts[ch] || 0) + 1; if (Object.values(counts).filter((c) => c > 1).length !== 1) continue; const x = b + C.iso7064_11_10(b); return r.chance(0.5) ? `${x.slice(0, 2)} ${x.slice(2, 5)} ${x.slice(5, 8)} ${x.slice(8)}` : x; } },
  (v) => { const s = C.onlyDigits(v); return s.length === 11 && s[0] !== '0' && C.iso7064_11_10(s.slice(0, 10)) === +s[10]; }, { de: L('Steuer-ID', 'Steuerliche Identifikationsnummer', 'IdNr.', 'Steuer-IdNr.') });
S('fr_spi', 'tax_id', (r) => { const x = String(r.int(0, 3)) + r.digits(12); return r.chance(0.5) ? `${x.slice(0, 2)} ${x.slice(2, 4)} ${x.slice(4, 7)} ${x.slice(7, 10)} ${x.slice(10)}` : x; }, (v) => /^[0-3]\d{12}$/.test(C.onlyDigits(v)) && C.onlyDigits(v).length === 13, { fr: L('Numéro fiscal', 'N° fiscal de référence', 'SPI') });
S('es_nif', 'tax_id', (r) => { const n = r.nzdigits(8); return n + DNI_L[+n % 23]; }, (v) => { const m = v.match(/^(\d{8})([A-Z])$/); return !!m && DNI_L[+m[1] % 23] === m[2]; }, { es: L('NIF', 'N.I.F.', 'Número de Identificación Fiscal') });
const CF_MON = 'ABCDEHLMPRST';
S('it_codice_fiscale', 'tax_id', (r) => { const d = rdate(r); const day = d.d + (r.chance(0.5) ? 40 : 0); const b = r.chars(6, 'BCDFGHLMNPRSTVZ') + yy(d.y) + CF_MON[d.m - 1] + pad(day, 2) + r.pick('ABCDEFGHLMZ') + pad(r.int(1, 999), 3); return b + C.cfCheckChar(b); },
  (v) => /^[A-Z]{6}\d{2}[A-EHLMPRST]\d{2}[A-Z]\d{3}[A-Z]$/.test(v) && C.cfCheckChar(v.slice(0, 15)) === v[15], { it: L('Codice fiscale', 'C.F.', 'Cod. fiscale') });
function ptNifCheck(b) { let c = 11 - C.wsum(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11; return c >= 10 ? 0 : c; }
S('pt_nif', 'tax_id', (r) => { const b = String(r.int(1, 3)) + r.digits(7); const x = b + ptNifCheck(b); return r.chance(0.4) ? `${x.slice(0, 3)} ${x.slice(3, 6)} ${x.slice(6)}` : x; },
  (v) => { const s = C.onlyDigits(v); return s.length === 9 && ptNifCheck(s.slice(0, 8)) === +s[8]; }, { pt: L('NIF', 'Número de contribuinte', 'N.º de Identificação Fiscal') });
function cpfDigits(b) { let s = 0; for (let i = 0; i < 9; i++) s += +b[i] * (10 - i); let d1 = (s * 10) % 11 % 10; s = 0; for (let i = 0; i < 9; i++) s += +b[i] * (11 - i); s += d1 * 2; const d2 = (s * 10) % 11 % 10; return `${d1}${d2}`; }
S('br_cpf', 'tax_id', (r) => { let b; do { b = r.digits(9); } while (/^(\d)\1+$/.test(b)); const x = b + cpfDigits(b); return `${x.slice(0, 3)}.${x.slice(3, 6)}.${x.slice(6, 9)}-${x.slice(9)}`; },
  (v) => { const s = C.onlyDigits(v); return s.length === 11 && cpfDigits(s.slice(0, 9)) === s.slice(9); }, { pt: L('CPF', 'CPF n.º', 'Cadastro de Pessoa Física (CPF)') });
S('pl_nip', 'tax_id', (r) => { for (;;) { const b = r.nzdigits(9); const c = C.wsum(b, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11; if (c === 10) continue; const x = b + c; return r.chance(0.6) ? `${x.slice(0, 3)}-${x.slice(3, 6)}-${x.slice(6, 8)}-${x.slice(8)}` : x; } },
  (v) => { const s = C.onlyDigits(v); return s.length === 10 && C.wsum(s.slice(0, 9), [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 === +s[9]; }, { pl: L('NIP', 'Numer NIP', 'Nr identyfikacji podatkowej') });
function innCheck(b, w) { return C.wsum(b, w) % 11 % 10; }
S('ru_inn', 'tax_id', (r) => { const b = pad(r.int(1, 92), 2) + r.digits(8); const c1 = innCheck(b, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]); const c2 = innCheck(b + c1, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]); return b + c1 + c2; },
  (v) => /^\d{12}$/.test(v) && innCheck(v.slice(0, 10), [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === +v[10] && innCheck(v.slice(0, 11), [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === +v[11], { ru: L('ИНН', 'Идентификационный номер налогоплательщика') });
const UAW = [-1, 5, 7, 9, 4, 6, 10, 5, 7];
const uaCheck = (b) => ((C.wsum(b, UAW) % 11) + 11) % 11 % 10;
S('ua_rnokpp', 'tax_id', (r) => { const b = String(r.int(1, 4)) + r.digits(8); return b + uaCheck(b); }, (v) => /^\d{10}$/.test(v) && uaCheck(v.slice(0, 9)) === +v[9], { uk: L('РНОКПП', 'ІПН', 'Реєстраційний номер облікової картки платника податків') });
S('in_pan', 'tax_id', (r) => r.chars(3, A.UP) + 'P' + r.chars(1, A.UP) + r.digits(4) + r.chars(1, A.UP), (v) => /^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/.test(v), { en: L('PAN', 'PAN No.', 'Permanent Account Number'), hi: L('पैन', 'पैन संख्या', 'स्थायी खाता संख्या (PAN)') });
S('au_tfn', 'tax_id', (r) => { for (;;) { const b = r.nzdigits(8); for (let c = 0; c < 10; c++) { const x = b + c; if (C.wsum(x, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0) return `${x.slice(0, 3)} ${x.slice(3, 6)} ${x.slice(6)}`; } } },
  (v) => { const s = C.onlyDigits(v); return s.length === 9 && C.wsum(s, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0; }, { en: L('TFN', 'Tax File Number') });
const CURP_T = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
const curpCheck = (s) => (10 - ([...s].reduce((a, ch, i) => a + CURP_T.indexOf(ch) * (18 - i), 0) % 10)) % 10;
S('mx_curp', 'national_id', (r) => { const d = rdate(r); const b = r.chars(1, 'BCDFGHJLMNPRSTVZ') + r.chars(1, 'AEIOU') + r.chars(2, 'BCDFGHJLMNPRSTVZ') + yy(d.y) + pad(d.m, 2) + pad(d.d, 2) + r.pick('HM') + r.pick(['DF', 'JC', 'NL', 'PL', 'VZ', 'GT', 'MC', 'YN']) + r.chars(3, 'BCDFGHJKLMNPRSTVXZ') + (d.y >= 2000 ? r.pick('ABC') : String(r.int(0, 9))); return b + curpCheck(b); },
  (v) => /^[A-Z]{4}\d{6}[HM][A-Z]{5}[A-Z0-9]\d$/.test(v) && curpCheck(v.slice(0, 17)) === +v[17], { es: L('CURP', 'Clave Única de Registro de Población') });
const RFC_T = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';
const rfcCheck = (s12) => { const s = s12.length === 11 ? ' ' + s12 : s12; const sum = [...s].reduce((a, ch, i) => a + RFC_T.indexOf(ch) * (13 - i), 0); const c = 11 - (sum % 11); return c === 11 ? '0' : c === 10 ? 'A' : String(c); };
S('mx_rfc', 'tax_id', (r) => { const d = rdate(r); const b = r.chars(1, 'BCDFGHJLMNPRSTVZ') + r.chars(1, 'AEIOU') + r.chars(2, 'BCDFGHJLMNPRSTVZ') + yy(d.y) + pad(d.m, 2) + pad(d.d, 2) + r.chars(2, 'ABCDEFGHJKLMNPRSTUVWXYZ123456789'); return b + rfcCheck(b); },
  (v) => /^[A-Z&Ñ]{4}\d{6}[A-Z0-9]{3}$/.test(v) && rfcCheck(v.slice(0, 12)) === v[12], { es: L('RFC', 'R.F.C.', 'Registro Federal de Contribuyentes') });

S('at_steuernummer', 'tax_id', (r) => `${r.int(10, 98)}-${r.digits(3)}/${r.digits(4)}`, (v) => /^\d{2}-\d{3}\/\d{4}$/.test(v), { de: L('Steuernummer', 'St.-Nr.', 'Abgabenkontonummer') });
S('cz_dic', 'tax_id', (r) => 'CZ' + SCHEMES.cz_birth_number.gen(r).replace('/', ''), (v) => /^CZ\d{10}$/.test(v) && BigInt(v.slice(2)) % 11n === 0n, { cs: L('DIČ', 'Daňové identifikační číslo') });

// ================= passport_number (no public check digit outside the MRZ; format only)
const P = (type, gen, re, labels) => S(type, 'passport_number', gen, (v) => re.test(v), labels);
const PL_EN = L('Passport No.', 'Passport number', 'Passport');
P('us_passport', (r) => r.nzdigits(9), /^\d{9}$/, { en: PL_EN });
P('uk_passport', (r) => r.nzdigits(9), /^\d{9}$/, { en: PL_EN });
P('de_passport', (r) => 'C' + r.chars(8, 'CFGHJKLMNPRTVWXYZ0123456789'), /^C[CFGHJKLMNPRTVWXYZ0-9]{8}$/, { de: L('Reisepassnummer', 'Pass-Nr.', 'Reisepass-Nr.') });
P('fr_passport', (r) => r.digits(2) + r.chars(2, A.UP) + r.digits(5), /^\d{2}[A-Z]{2}\d{5}$/, { fr: L('N° de passeport', 'Passeport n°', 'Numéro du passeport') });
P('es_passport', (r) => r.chars(3, A.UP) + r.digits(6), /^[A-Z]{3}\d{6}$/, { es: L('N.º de pasaporte', 'Pasaporte', 'Número de pasaporte') });
P('it_passport', (r) => r.chars(2, A.UP) + r.digits(7), /^[A-Z]{2}\d{7}$/, { it: L('N. passaporto', 'Passaporto n.', 'Numero passaporto') });
P('pl_passport', (r) => r.chars(2, A.UP) + r.digits(7), /^[A-Z]{2}\d{7}$/, { pl: L('Nr paszportu', 'Paszport nr', 'Numer paszportu') });
P('nl_passport', (r) => r.chars(2, 'ABCDEFGHIJKLMNPRSTUVWXYZ') + r.chars(6, 'ABCDEFGHIJKLMNPRSTUVWXYZ0123456789') + r.int(0, 9), /^[A-NP-Z]{2}[A-NP-Z0-9]{6}\d$/, { nl: L('Paspoortnummer', 'Documentnummer paspoort', 'Paspoort nr.') });
P('ru_passport', (r) => `${r.int(70, 79)} ${r.digits(7)}`, /^\d{2} \d{7}$/, { ru: L('Номер загранпаспорта', 'Загранпаспорт №', 'Паспорт (заграничный)') });
P('ua_passport', (r) => r.chars(2, 'ABCEFGHKMNPT') + r.digits(6), /^[A-Z]{2}\d{6}$/, { uk: L('Номер закордонного паспорта', 'Закордонний паспорт №', 'Паспорт №') });
P('jp_passport', (r) => r.pick(['TK', 'TR', 'TZ', 'MZ', 'TH']) + r.digits(7), /^[A-Z]{2}\d{7}$/, { ja: L('旅券番号', 'パスポート番号', '旅券No.') });
P('cn_passport', (r) => 'E' + r.nzdigits(8), /^E\d{8}$/, { zh: L('护照号码', '护照号', '护照编号') });
P('kr_passport', (r) => 'M' + r.digits(3) + r.chars(1, A.UP) + r.digits(4), /^M\d{3}[A-Z]\d{4}$/, { ko: L('여권번호', '여권 번호') });
P('in_passport', (r) => r.chars(1, 'JKLMNPRSTUVWZ') + r.nzdigits(7), /^[A-Z]\d{7}$/, { en: PL_EN, hi: L('पासपोर्ट संख्या', 'पासपोर्ट नंबर') });
P('br_passport', (r) => r.chars(2, A.UP) + r.digits(6), /^[A-Z]{2}\d{6}$/, { pt: L('N.º do passaporte', 'Passaporte', 'Número do passaporte') });
P('tr_passport', (r) => 'U' + r.digits(8), /^U\d{8}$/, { tr: L('Pasaport No', 'Pasaport numarası') });
P('cz_passport', (r) => r.nzdigits(8), /^\d{8}$/, { cs: L('Číslo pasu', 'Cestovní pas č.') });
P('sa_passport', (r) => r.chars(1, 'ABCDEFGHKLMNPRTUVXYZ') + r.digits(8), /^[A-Z]\d{8}$/, { ar: L('رقم جواز السفر', 'جواز السفر رقم') });
P('il_passport', (r) => r.nzdigits(8), /^\d{8}$/, { he: L('מספר דרכון', 'דרכון מס\'') });

// ================= bank_account (local, non-IBAN)
S('us_bank_account', 'bank_account', (r) => r.nzdigits(r.int(9, 12)), (v) => /^\d{9,12}$/.test(v), { en: L('Account number', 'Checking account no.', 'Acct #') });
S('uk_account_number', 'bank_account', (r) => r.nzdigits(8), (v) => /^\d{8}$/.test(v), { en: L('Account number', 'Account no.', 'A/C no.') });
S('de_kontonummer', 'bank_account', (r) => r.nzdigits(r.int(7, 10)), (v) => /^\d{7,10}$/.test(v), { de: L('Kontonummer', 'Konto-Nr.', 'Kto.-Nr.') });
function ribKey(b, g, c) { return 97 - Number((89n * BigInt(b) + 15n * BigInt(g) + 3n * BigInt(c)) % 97n); }
S('fr_rib', 'bank_account', (r) => { const b = r.nzdigits(5), g = r.digits(5), c = r.digits(11); return `${b} ${g} ${c} ${pad(ribKey(b, g, c), 2)}`; },
  (v) => { const m = v.match(/^(\d{5}) (\d{5}) (\d{11}) (\d{2})$/); return !!m && ribKey(m[1], m[2], m[3]) === +m[4]; }, { fr: L('RIB', 'Relevé d\'identité bancaire', 'Coordonnées bancaires (RIB)') });
const CCC_W = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
const cccDc = (s) => { const x = 11 - C.wsum(s, CCC_W) % 11; return x === 11 ? 0 : x === 10 ? 1 : x; };
S('es_ccc', 'bank_account', (r) => { const e = r.nzdigits(4), o = r.digits(4), a = r.digits(10); return `${e} ${o} ${cccDc('00' + e + o)}${cccDc(a)} ${a}`; },
  (v) => { const m = v.match(/^(\d{4}) ?(\d{4}) ?(\d)(\d) ?(\d{10})$/); return !!m && cccDc('00' + m[1] + m[2]) === +m[3] && cccDc(m[5]) === +m[4]; }, { es: L('CCC', 'Cuenta (CCC)', 'N.º de cuenta') });
S('pt_nib', 'bank_account', (r) => { const b = r.nzdigits(4) + r.digits(4) + r.digits(11); const c = 98 - Number(BigInt(b) * 100n % 97n); return `${b.slice(0, 4)} ${b.slice(4, 8)} ${b.slice(8)} ${pad(c, 2)}`; },
  (v) => { const s = C.onlyDigits(v); return s.length === 21 && 98 - Number(BigInt(s.slice(0, 19)) * 100n % 97n) === +s.slice(19); }, { pt: L('NIB', 'N.º de conta (NIB)') });
S('pl_nrb', 'bank_account', (r) => { const iban = C.makeIban('PL', r.digits(24)); const x = iban.slice(2); return x.match(/^(\d{2})(\d{4})(\d{4})(\d{4})(\d{4})(\d{4})(\d{4})$/).slice(1).join(' '); },
  (v) => C.ibanValid('PL' + v.replace(/ /g, '')), { pl: L('Nr rachunku', 'Numer konta', 'Rachunek bankowy nr') });
const CZW_P = [10, 5, 8, 4, 2, 1], CZW_N = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1];
function czOk(s, w) { const p = s.padStart(w.length, '0'); return C.wsum(p, w) % 11 === 0; }
function czGen(r, len, w) { for (;;) { const s = r.nzdigits(len); if (czOk(s, w)) return s; } }
S('cz_account', 'bank_account', (r) => { const n = czGen(r, r.int(8, 10), CZW_N); const pre = r.chance(0.3) ? czGen(r, r.int(2, 6), CZW_P) + '-' : ''; return `${pre}${n}/${r.pick(['0800', '0100', '0300', '2010', '0600', '5500', '3030'])}`; },
  (v) => { const m = v.match(/^(?:(\d{1,6})-)?(\d{2,10})\/(\d{4})$/); return !!m && (!m[1] || czOk(m[1], CZW_P)) && czOk(m[2], CZW_N); }, { cs: L('Číslo účtu', 'Č. ú.', 'Bankovní spojení') });
const RU_BIKS = ['044525225', '044525974', '044525593', '046577964', '044030653'];
function ruKey(bik, acct) { const s = bik.slice(-3) + acct; const w = [7, 1, 3]; let sum = 0; for (let i = 0; i < 23; i++) sum += (+s[i] * w[i % 3]) % 10; return sum % 10 === 0; }
S('ru_account', 'bank_account', (r, ctx = {}) => { const bik = ctx.bik || r.pick(RU_BIKS); const base = '40817810'; const rest = r.digits(11); for (let k = 0; k < 10; k++) { const a = base + k + rest; if (ruKey(bik, a)) return a; } },
  (v) => /^\d{20}$/.test(v) && RU_BIKS.some((b) => ruKey(b, v)), { ru: L('Номер счёта', 'Р/с', 'Лицевой счёт №') });
const clabeCheck = (s) => (10 - ([...s].reduce((a, d, i) => a + (+d * [3, 7, 1][i % 3]) % 10, 0) % 10)) % 10;
S('mx_clabe', 'bank_account', (r) => { const b = r.pick(['002', '012', '014', '021', '072', '127']) + r.digits(14); return b + clabeCheck(b); }, (v) => /^\d{18}$/.test(v) && clabeCheck(v.slice(0, 17)) === +v[17], { es: L('CLABE', 'CLABE interbancaria', 'Cuenta CLABE') });
S('jp_account', 'bank_account', (r) => r.digits(7), (v) => /^\d{7}$/.test(v), { ja: L('口座番号', '口座No.') });
S('kr_account', 'bank_account', (r) => r.pick([() => `110-${r.digits(3)}-${r.digits(6)}`, () => `1002-${r.digits(3)}-${r.digits(6)}`, () => `${r.digits(3)}-${r.digits(2)}-${r.digits(6)}`])(), (v) => /^\d{3,4}-\d{2,3}-\d{6}$/.test(v), { ko: L('계좌번호', '입금계좌') });
S('in_account', 'bank_account', (r) => r.nzdigits(r.int(11, 16)), (v) => /^\d{11,16}$/.test(v), { en: L('A/c No.', 'Account Number', 'Savings A/c'), hi: L('खाता संख्या', 'बैंक खाता नंबर') });
S('au_account', 'bank_account', (r) => r.nzdigits(r.int(8, 9)), (v) => /^\d{8,9}$/.test(v), { en: L('Account number', 'Acc no.') });
S('br_conta', 'bank_account', (r) => `${r.nzdigits(r.int(5, 8))}-${r.int(0, 9)}`, (v) => /^\d{5,8}-\d$/.test(v), { pt: L('Conta corrente', 'Conta', 'C/C') });
S('il_account', 'bank_account', (r) => `${r.pick(['10', '11', '12', '20', '31'])}-${r.digits(3)}-${r.nzdigits(r.int(6, 8))}`, (v) => /^\d{2}-\d{3}-\d{6,8}$/.test(v), { he: L('מספר חשבון', 'חשבון בנק') });
S('tr_account', 'bank_account', (r) => `${r.digits(4)}-${r.nzdigits(7)}`, (v) => /^\d{4}-\d{7}$/.test(v), { tr: L('Hesap No', 'Hesap numarası') });

// ================= iban
const IBAN_BBAN = {
  DE: (r) => r.nzdigits(8) + r.digits(10), AT: (r) => r.nzdigits(5) + r.digits(11), CH: (r) => pad(r.int(100, 9999), 5) + r.digits(12),
  FR: (r) => { const b = r.nzdigits(5), g = r.digits(5), c = r.digits(11); return b + g + c + pad(ribKey(b, g, c), 2); },
  BE: (r) => { const b = r.nzdigits(10); let k = Number(BigInt(b) % 97n); if (k === 0) k = 97; return b + pad(k, 2); },
  ES: (r) => { const e = r.nzdigits(4), o = r.digits(4), a = r.digits(10); return e + o + cccDc('00' + e + o) + cccDc(a) + a; },
  IT: (r) => { const rest = pad(r.int(1000, 9999), 5) + r.nzdigits(5) + r.digits(12); return C.cfCheckChar(rest) + rest; },
  PT: (r) => { const b = r.nzdigits(4) + r.digits(15); return b + pad(98 - Number(BigInt(b) * 100n % 97n), 2); },
  NL: (r) => r.pick(['ABNA', 'INGB', 'RABO', 'SNSB', 'TRIO', 'BUNQ', 'ASNB']) + r.digits(10), PL: (r) => r.nzdigits(8) + r.digits(16),
  CZ: (r) => r.pick(['0800', '0100', '0300', '2010', '0600', '5500']) + r.digits(6) + r.digits(10), TR: (r) => r.nzdigits(5) + '0' + r.digits(16),
  GB: (r) => r.pick(['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL', 'MONZ', 'SRLG']) + r.digits(6) + r.digits(8), SA: (r) => r.pick(['10', '15', '20', '30', '45', '80']) + r.digits(18),
  AE: (r) => r.pick(['026', '033', '035', '044', '030']) + r.digits(16), IL: (r) => r.pick(['010', '011', '012', '020', '031']) + r.digits(3) + r.digits(13),
  UA: (r) => r.nzdigits(6) + r.digits(19), BR: (r) => r.digits(8) + r.digits(5) + r.digits(10) + r.pick('CP') + r.int(1, 9),
};
for (const cc of Object.keys(IBAN_BBAN)) {
  S(`${cc.toLowerCase()}_iban`, 'iban', (r) => { const x = C.makeIban(cc, IBAN_BBAN[cc](r)); return r.chance(0.65) ? x.match(/.{1,4}/g).join(' ') : x; },
    (v) => C.ibanValid(v) && v.replace(/ /g, '').startsWith(cc), null);
}

// ================= credit_card
const CARD = {
  visa: (r) => ['4' + r.digits(14)], mastercard: (r) => [r.chance(0.7) ? String(r.int(51, 55)) + r.digits(13) : String(r.int(2221, 2720)) + r.digits(11)],
  amex: (r) => [r.pick(['34', '37']) + r.digits(12)], discover: (r) => ['6011' + r.digits(11)], jcb: (r) => [String(r.int(3528, 3589)) + r.digits(11)],
  unionpay: (r) => ['62' + r.pick(['2126', '2925', '8200', '1700', '4000']) + r.digits(9)], diners: (r) => ['36' + r.digits(11)], mir: (r) => ['220' + r.int(0, 4) + r.digits(11)],
  maestro: (r) => ['6759' + r.digits(13)],
};
const cardFmt = (r, n) => {
  if (n.length === 15) return r.chance(0.7) ? `${n.slice(0, 4)} ${n.slice(4, 10)} ${n.slice(10)}` : n;
  if (n.length === 14) return r.chance(0.6) ? `${n.slice(0, 4)} ${n.slice(4, 10)} ${n.slice(10)}` : n;
  const st = r.int(0, 3); const g = n.match(/.{1,4}/g); return st === 0 ? n : g.join(st === 1 ? '-' : ' ');
};
for (const k of Object.keys(CARD)) S(k, 'credit_card', (r) => cardFmt(r, C.luhnComplete(CARD[k](r)[0])), (v) => C.luhnValid(v.replace(/[ -]/g, '')), null);

// ================= crypto_wallet
const h160 = (r) => r.bytes(20);
S('btc_p2pkh', 'crypto_wallet', (r) => C.b58check(0, h160(r)), (v) => /^1/.test(v) && C.b58checkValid(v), null);
S('btc_p2sh', 'crypto_wallet', (r) => C.b58check(5, h160(r)), (v) => /^3/.test(v) && C.b58checkValid(v), null);
S('btc_bech32', 'crypto_wallet', (r) => C.bech32Encode('bc', [0, ...C.convertBits(h160(r), 8, 5)]), (v) => C.bech32Valid(v) === 'bech32', null);
S('btc_taproot', 'crypto_wallet', (r) => C.bech32Encode('bc', [1, ...C.convertBits(r.bytes(32), 8, 5)], true), (v) => C.bech32Valid(v) === 'bech32m', null);
S('eth_eip55', 'crypto_wallet', (r) => C.eip55(r.bytes(20).toString('hex')), (v) => C.eip55Valid(v), null);
S('ltc_p2pkh', 'crypto_wallet', (r) => C.b58check(0x30, h160(r)), (v) => /^L/.test(v) && C.b58checkValid(v), null);
S('ltc_bech32', 'crypto_wallet', (r) => C.bech32Encode('ltc', [0, ...C.convertBits(h160(r), 8, 5)]), (v) => C.bech32Valid(v) === 'bech32', null);
S('doge_p2pkh', 'crypto_wallet', (r) => C.b58check(0x1e, h160(r)), (v) => /^D/.test(v) && C.b58checkValid(v), null);
S('tron', 'crypto_wallet', (r) => C.b58check(0x41, h160(r)), (v) => /^T/.test(v) && C.b58checkValid(v), null);
S('solana', 'crypto_wallet', (r) => { let s; do { s = C.b58encode(r.bytes(32)); } while (s.length < 43); return s; }, (v) => /^[1-9A-HJ-NP-Za-km-z]{43,44}$/.test(v) && C.b58decode(v).length === 32, null);

export function validate(type, value) { const s = SCHEMES[type]; if (!s || !s.valid) return null; return !!s.valid(value); }
