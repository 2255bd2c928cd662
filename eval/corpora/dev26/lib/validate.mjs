// Independent validators for the check-digit schemes used in the corpus (checker side).
import * as K from './checksums.mjs';
const D = (s) => s.replace(/\D/g, '');
const W = K.weighted;
const mod = (a, n) => ((a % n) + n) % n;
const ARABIC = '٠١٢٣٤٥٦٧٨٩';
export const VALIDATORS = {
  // credit cards: all Luhn
  ...Object.fromEntries(['visa', 'mastercard', 'amex', 'discover', 'jcb', 'unionpay', 'diners', 'maestro', 'mir', 'troy', 'rupay'].map((t) => [t, (v) => K.luhnValid(D(v))])),
  // IBAN mod 97 (+ national BBAN keys for FR, ES, IT, BE, NO)
  iban: (v) => K.ibanValid(v),
  fr_iban: (v) => { const c = v.replace(/\s/g, ''); return K.ibanValid(c) && Number(BigInt(c.slice(4, 25)) * 100n % 97n) + Number(c.slice(25, 27)) === 97; },
  be_iban: (v) => { const c = v.replace(/\s/g, ''); return K.ibanValid(c) && ((Number(c.slice(4, 14)) % 97) || 97) === Number(c.slice(14, 16)); },
  es_iban: (v) => { const c = v.replace(/\s/g, ''); const w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]; const dc = (s) => { const t = 11 - (W(s, w) % 11); return t === 11 ? 0 : t === 10 ? 1 : t; }; return K.ibanValid(c) && dc('00' + c.slice(4, 12)) === +c[12] && dc(c.slice(14)) === +c[13]; },
  it_iban: (v) => { const c = v.replace(/\s/g, '').toUpperCase(); const s = c.slice(5); const ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21]; let t = 0; for (let i = 0; i < 22; i++) t += i % 2 === 0 ? ODD[+s[i]] : +s[i]; return K.ibanValid(c) && String.fromCharCode(65 + (t % 26)) === c[4]; },
  no_iban: (v) => { const c = v.replace(/\s/g, ''); const b = c.slice(4, 14); let k = 11 - (W(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11); if (k === 11) k = 0; return K.ibanValid(c) && k === +c[14]; },
  // national ids
  de_personalausweis: (v) => /^[LMNPRTVWXY][CFGHJKLMNPRTVWXYZ0-9]{8}\d$/.test(v) && K.mrzDigit(v.slice(0, 9)) === v[9],
  at_svnr: (v) => { const d = D(v); return d.length === 10 && W(d, [3, 7, 9, 0, 5, 8, 4, 2, 1, 6]) % 11 === +d[3]; },
  ch_ahv: (v) => { const d = D(v); return d.length === 13 && d.startsWith('756') && K.ean13Digit(d.slice(0, 12)) === d[12]; },
  fr_nir: (v) => { const d = D(v); return d.length === 15 && 97 - (Number(d.slice(0, 13)) % 97) === Number(d.slice(13)); },
  es_dni: (v) => /^\d{8}[A-Z]$/.test(v) && 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(v.slice(0, 8)) % 23] === v[8],
  es_nie: (v) => /^[XYZ]\d{7}[A-Z]$/.test(v) && 'TRWAGMYFPDXBNJZSQVHLCKE'[Number('XYZ'.indexOf(v[0]) + v.slice(1, 8)) % 23] === v[8],
  pl_pesel: (v) => /^\d{11}$/.test(v) && (10 - (W(v, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10 === +v[10],
  nl_bsn: (v) => { const d = D(v); return d.length === 9 && (W(d, [9, 8, 7, 6, 5, 4, 3, 2]) - +d[8]) % 11 === 0; },
  be_rrn: (v) => { const d = D(v); if (d.length !== 11) return false; const n = Number(d.slice(0, 9)), c = Number(d.slice(9)); return 97 - (n % 97) === c || 97 - ((2000000000 + n) % 97) === c; },
  se_personnummer: (v) => { const d = D(v); const t = d.length === 12 ? d.slice(2) : d; return t.length === 10 && K.luhnValid(t); },
  fi_hetu: (v) => /^\d{6}[-+A-FU-Y]\d{3}[0-9A-Y]$/.test(v) && '0123456789ABCDEFHJKLMNPRSTUVWXY'[Number(v.slice(0, 6) + v.slice(7, 10)) % 31] === v[10],
  no_fnr: (v) => { const d = D(v); if (d.length !== 11) return false; let k1 = 11 - (W(d, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11); if (k1 === 11) k1 = 0; let k2 = 11 - (W(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11); if (k2 === 11) k2 = 0; return k1 === +d[9] && k2 === +d[10]; },
  cn_resident_id: (v) => /^\d{17}[\dX]$/.test(v) && K.cnIdCheck(v.slice(0, 17)) === v[17],
  in_aadhaar: (v) => { const d = D(v); return d.length === 12 && /^[2-9]/.test(d) && K.verhoeffValid(d); },
  tr_tc_kimlik: (v) => { if (!/^[1-9]\d{10}$/.test(v)) return false; const d = v.split('').map(Number); return mod((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7]), 10) === d[9] && d.slice(0, 10).reduce((a, b) => a + b, 0) % 10 === d[10]; },
  kr_rrn: (v) => { const d = D(v); return d.length === 13 && (11 - (W(d, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11)) % 10 === +d[12]; },
  jp_my_number: (v) => { const d = D(v); if (d.length !== 12) return false; let s = 0; for (let n = 1; n <= 11; n++) s += +d[11 - n] * (n <= 6 ? n + 1 : n - 5); const r = s % 11; return (r <= 1 ? 0 : 11 - r) === +d[11]; },
  za_id: (v) => /^\d{13}$/.test(v) && K.luhnValid(v),
  ae_emirates_id: (v) => { const d = D(v); return d.length === 15 && d.startsWith('784') && K.luhnValid(d); },
  ca_sin: (v) => { const d = D(v); return d.length === 9 && K.luhnValid(d); },
  ru_snils: (v) => { const d = D(v); if (d.length !== 11) return false; const s = W(d, [9, 8, 7, 6, 5, 4, 3, 2, 1]); let c = s < 100 ? s : s === 100 || s === 101 ? 0 : s % 101; if (c === 100) c = 0; return c === Number(d.slice(9)); },
  mx_curp: (v) => { if (!/^[A-Z]{4}\d{6}[HM][A-Z]{5}[A-Z0-9]\d$/.test(v)) return false; const AL = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ'; let s = 0; for (let i = 0; i < 17; i++) s += AL.indexOf(v[i]) * (18 - i); return (10 - (s % 10)) % 10 === +v[17]; },
  // tax ids
  de_steuer_id: (v) => { const d = D(v); if (d.length !== 11 || d[0] === '0') return false; const cnt = {}; for (const x of d.slice(0, 10)) cnt[x] = (cnt[x] || 0) + 1; const multi = Object.values(cnt).filter((n) => n > 1); return multi.length === 1 && multi[0] <= 3 && K.iso7064_11_10(d.slice(0, 10)) === d[10]; },
  fr_spi: (v) => { const d = D(v); return d.length === 13 && /^[0-3]/.test(d) && Number(d.slice(0, 10)) % 511 === Number(d.slice(10)); },
  it_codice_fiscale: (v) => /^[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]$/.test(v) && K.cfCheck(v.slice(0, 15)) === v[15],
  br_cpf: (v) => { const d = D(v); if (d.length !== 11) return false; const d1 = ((W(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11) % 10; const d2 = ((W(d, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11) % 10; return d1 === +d[9] && d2 === +d[10]; },
  au_tfn: (v) => { const d = D(v); return d.length === 9 && W(d, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0; },
  pl_nip: (v) => { const d = D(v); return d.length === 10 && W(d, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 === +d[9]; },
  pt_nif: (v) => { if (!/^\d{9}$/.test(v)) return false; let c = 11 - (W(v, [9, 8, 7, 6, 5, 4, 3, 2]) % 11); if (c >= 10) c = 0; return c === +v[8]; },
  ie_ppsn: (v) => { const m = /^(\d{7})([A-W])([AW]?)$/.exec(v); if (!m) return false; return 'WABCDEFGHIJKLMNOPQRSTUV'[(W(m[1], [8, 7, 6, 5, 4, 3, 2]) + (m[3] === 'A' ? 9 : 0)) % 23] === m[2]; },
  ua_rnokpp: (v) => /^\d{10}$/.test(v) && mod(W(v, [-1, 5, 7, 9, 4, 6, 10, 5, 7]), 11) % 10 === +v[9],
  ru_inn: (v) => /^\d{12}$/.test(v) && (W(v, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10 === +v[10] && (W(v, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10 === +v[11],
  // bank accounts with a check digit
  mx_clabe: (v) => { const d = D(v); if (d.length !== 18) return false; const w = [3, 7, 1]; let s = 0; for (let i = 0; i < 17; i++) s += (+d[i] * w[i % 3]) % 10; return (10 - (s % 10)) % 10 === +d[17]; },
  // crypto
  btc_p2pkh: (v) => K.b58checkValid(v)?.[0] === 0 && v.startsWith('1'), btc_p2sh: (v) => K.b58checkValid(v)?.[0] === 5,
  btc_bech32: (v) => v.startsWith('bc1q') && K.segwitValid(v), btc_taproot: (v) => v.startsWith('bc1p') && K.segwitValid(v),
  eth_eip55: (v) => K.eip55Valid(v), tron: (v) => K.b58checkValid(v)?.[0] === 0x41, ltc_p2pkh: (v) => K.b58checkValid(v)?.[0] === 0x30,
  doge_p2pkh: (v) => K.b58checkValid(v)?.[0] === 0x1e, xrp_classic: (v) => v.startsWith('r') && K.b58checkValid(v, K.B58_XRP)?.[0] === 0,
  solana: (v) => { const b = K.b58decode(v); return !!b && b.length === 32; },
  btc_wif_private_key: (v) => { const p = K.b58checkValid(v); return !!p && p[0] === 0x80 && p.length === 34; },
  // phones in published fictional ranges
  us_phone: (v) => /555\W?01\d\d$/.test(v), ca_phone: (v) => /555\W?01\d\d$/.test(v), uk_mobile: (v) => /7700\s?900\s?\d{3}$/.test(v), uk_landline: (v) => /20 7946 0\d{3}$/.test(v),
  au_mobile: (v) => { const m = /491\s?570\s?(\d{3})$/.exec(v); return !!m && +m[1] >= 6 && +m[1] <= 159; }, se_mobile: (v) => /70\D*174\D*06\D*\d\d$|1740 6\d\d$/.test(v),
  fr_mobile: (v) => /6\D?39\D?98\D?\d\d\D?\d\d$/.test(v), fr_landline: (v) => /1 99 00 \d\d \d\d$/.test(v),
};
export function validatorFor(label) {
  if (VALIDATORS[label.type]) return VALIDATORS[label.type];
  if (label.category === 'iban') return VALIDATORS.iban;
  return null;
}
