// National identifiers (valid check digits where the scheme defines one) and passport numbers.
import { luhnDigit, mod97, verhoeffDigit, weighted, eanDigit } from './checksums.mjs';
import { UPPER } from './rng.mjs';

const p2 = (n) => String(n).padStart(2, '0');
const yy = (d) => p2(d.y % 100);

/** Each generator: (rng, dob) → { type, value }. dob = { y, m, d }. */
export const NATIONAL_IDS = {
  US: (r) => {
    let area; do { area = r.int(1, 899); } while (area === 666);
    const v = `${r.pad(area, 3)}-${r.pad(r.int(1, 99), 2)}-${r.pad(r.int(1, 9999), 4)}`;
    return { type: 'us_ssn', value: r.chance(0.2) ? v.replace(/-/g, r.pick(['', ' '])) : v };
  },
  GB: (r) => {
    const first = 'ABCEGHJKLMNOPRSTWXYZ', second = 'ABCEGHJKLMNPRSTWXYZ';
    let pre; do { pre = r.pick([...first]) + r.pick([...second]); } while (['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'].includes(pre));
    const d = r.digits(6), suf = r.pick(['A', 'B', 'C', 'D']);
    return { type: 'gb_nino', value: r.chance(0.5) ? `${pre}${d}${suf}` : `${pre} ${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4)} ${suf}` };
  },
  DE: (r) => {
    const used = r.shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 9);
    let ds = r.shuffle([...used, r.pick(used)]);
    if (ds[0] === 0) ds = [ds[1], ds[0], ...ds.slice(2)];
    let product = 10;
    for (const d of ds) { let sum = (d + product) % 10; if (sum === 0) sum = 10; product = (sum * 2) % 11; }
    let check = 11 - product; if (check === 10) check = 0;
    const v = ds.join('') + check;
    return { type: 'de_tax_id', value: r.chance(0.6) ? v : `${v.slice(0, 2)} ${v.slice(2, 5)} ${v.slice(5, 8)} ${v.slice(8)}` };
  },
  FR: (r, dob) => {
    const body = `${r.int(1, 2)}${yy(dob)}${p2(dob.m)}${p2(r.int(1, 95))}${r.pad(r.int(1, 990), 3)}${r.pad(r.int(1, 999), 3)}`;
    const key = p2(97 - Number(BigInt(body) % 97n));
    return { type: 'fr_nir', value: r.chance(0.5) ? body + key : `${body[0]} ${body.slice(1, 3)} ${body.slice(3, 5)} ${body.slice(5, 7)} ${body.slice(7, 10)} ${body.slice(10)} ${key}` };
  },
  ES: (r) => {
    const letters = 'TRWAGMYFPDXBNJZSQVHLCKE';
    if (r.chance(0.25)) {
      const p = r.int(0, 2), n = r.digits(7);
      return { type: 'es_nie', value: `${'XYZ'[p]}${n}${letters[Number(`${p}${n}`) % 23]}` };
    }
    const n = r.pad(r.int(1000000, 99999999), 8);
    return { type: 'es_dni', value: `${n}${r.chance(0.2) ? '-' : ''}${letters[Number(n) % 23]}` };
  },
  IT: (r, dob) => {
    const cons = 'BCDFGHLMNPRSTVZ';
    const months = 'ABCDEHLMPRST';
    const female = r.chance(0.5);
    const body = r.chars(cons, 3) + r.chars(cons, 3) + yy(dob) + months[dob.m - 1] + p2(dob.d + (female ? 40 : 0)) +
      r.pick(['H501', 'F205', 'L219', 'A944', 'G273', 'D612', 'F839', 'L736']);
    const odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
    let sum = 0;
    [...body].forEach((ch, i) => {
      const idx = /\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 65;
      sum += i % 2 === 0 ? odd[idx] : idx;
    });
    return { type: 'it_codice_fiscale', value: body + UPPER[sum % 26] };
  },
  NL: (r) => {
    for (;;) {
      const d = r.pad(r.int(10000000, 99999999), 8);
      const s = weighted(d, [9, 8, 7, 6, 5, 4, 3, 2]);
      const c = s % 11;
      if (c < 10) { const v = d + c; return { type: 'nl_bsn', value: r.chance(0.3) ? `${v.slice(0, 4)}.${v.slice(4, 6)}.${v.slice(6)}` : v }; }
    }
  },
  BE: (r, dob) => {
    const base = `${yy(dob)}${p2(dob.m)}${p2(dob.d)}${r.pad(r.int(1, 998), 3)}`;
    const n = BigInt((dob.y >= 2000 ? '2' : '') + base);
    const check = p2(97 - Number(n % 97n));
    return { type: 'be_national_number', value: r.chance(0.5) ? `${base.slice(0, 2)}.${base.slice(2, 4)}.${base.slice(4, 6)}-${base.slice(6)}.${check}` : base + check };
  },
  PL: (r, dob) => {
    const m = dob.y >= 2000 ? dob.m + 20 : dob.m;
    const body = `${yy(dob)}${p2(m)}${p2(dob.d)}${r.digits(4)}`;
    const c = (10 - (weighted(body, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10;
    return { type: 'pl_pesel', value: body + c };
  },
  SE: (r, dob) => {
    const body = `${yy(dob)}${p2(dob.m)}${p2(dob.d)}${r.digits(3)}`;
    const c = luhnDigit(body);
    const sep = dob.y < 1925 ? '+' : '-';
    return { type: 'se_personnummer', value: r.chance(0.3) ? `${dob.y}${body.slice(2, 6)}-${body.slice(6)}${c}` : `${body.slice(0, 6)}${sep}${body.slice(6)}${c}` };
  },
  FI: (r, dob) => {
    const n = r.pad(r.int(2, 899), 3);
    const ddmmyy = `${p2(dob.d)}${p2(dob.m)}${yy(dob)}`;
    const c = '0123456789ABCDEFHJKLMNPRSTUVWXY'[Number(ddmmyy + n) % 31];
    return { type: 'fi_hetu', value: `${ddmmyy}${dob.y >= 2000 ? 'A' : '-'}${n}${c}` };
  },
  NO: (r, dob) => {
    for (;;) {
      const ind = dob.y >= 2000 ? r.pad(r.int(500, 999), 3) : r.pad(r.int(0, 499), 3);
      const body = `${p2(dob.d)}${p2(dob.m)}${yy(dob)}${ind}`;
      let k1 = 11 - (weighted(body, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11); if (k1 === 11) k1 = 0;
      if (k1 === 10) continue;
      let k2 = 11 - (weighted(body + k1, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11); if (k2 === 11) k2 = 0;
      if (k2 === 10) continue;
      return { type: 'no_fodselsnummer', value: `${body}${k1}${k2}` };
    }
  },
  DK: (r, dob) => {
    for (;;) {
      const body = `${p2(dob.d)}${p2(dob.m)}${yy(dob)}${r.digits(4)}`;
      if (weighted(body, [4, 3, 2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0) return { type: 'dk_cpr', value: `${body.slice(0, 6)}-${body.slice(6)}` };
    }
  },
  PT: (r) => {
    for (;;) {
      const body = `${r.pick(['1', '2', '3'])}${r.digits(7)}`;
      let c = 11 - (weighted(body, [9, 8, 7, 6, 5, 4, 3, 2]) % 11); if (c >= 10) c = 0;
      const v = body + c;
      return { type: 'pt_nif', value: r.chance(0.4) ? `${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6)}` : v };
    }
  },
  BR: (r) => {
    const b = r.digits(9);
    const dv = (s, w0) => { const sum = s.split('').reduce((a, d, i) => a + Number(d) * (w0 - i), 0); return ((sum * 10) % 11) % 10; };
    const d1 = dv(b, 10), d2 = dv(b + d1, 11);
    const v = b + d1 + d2;
    return { type: 'br_cpf', value: r.chance(0.7) ? `${v.slice(0, 3)}.${v.slice(3, 6)}.${v.slice(6, 9)}-${v.slice(9)}` : v };
  },
  IN: (r) => {
    if (r.chance(0.25)) {
      return { type: 'in_pan', value: `${r.chars(UPPER, 3)}P${r.chars(UPPER, 1)}${r.digits(4)}${r.chars(UPPER, 1)}` };
    }
    const b = `${r.int(2, 9)}${r.digits(10)}`;
    const v = b + verhoeffDigit(b);
    return { type: 'in_aadhaar', value: r.chance(0.7) ? `${v.slice(0, 4)} ${v.slice(4, 8)} ${v.slice(8)}` : v };
  },
  CN: (r, dob) => {
    const area = r.pick(['110105', '310104', '440305', '510107', '330106', '420111', '320102', '370202']);
    const body = `${area}${dob.y}${p2(dob.m)}${p2(dob.d)}${r.digits(3)}`;
    const c = '10X98765432'[weighted(body, [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11];
    return { type: 'cn_resident_id', value: body + c };
  },
  JP: (r) => {
    const b = `${r.int(1, 9)}${r.digits(10)}`;
    let sum = 0;
    for (let n = 1; n <= 11; n++) { const p = Number(b[11 - n]); sum += p * (n <= 6 ? n + 1 : n - 5); }
    const rem = sum % 11;
    const v = b + (rem <= 1 ? 0 : 11 - rem);
    return { type: 'jp_my_number', value: r.chance(0.5) ? `${v.slice(0, 4)} ${v.slice(4, 8)} ${v.slice(8)}` : v };
  },
  KR: (r, dob) => {
    const g = dob.y >= 2000 ? r.pick(['3', '4']) : r.pick(['1', '2']);
    const body = `${yy(dob)}${p2(dob.m)}${p2(dob.d)}${g}${r.digits(5)}`;
    const c = (11 - (weighted(body, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11)) % 10;
    return { type: 'kr_rrn', value: `${body.slice(0, 6)}-${body.slice(6)}${c}` };
  },
  TR: (r) => {
    const d = [r.int(1, 9), ...Array.from({ length: 8 }, () => r.int(0, 9))];
    const odd = d[0] + d[2] + d[4] + d[6] + d[8], even = d[1] + d[3] + d[5] + d[7];
    const d10 = (((odd * 7 - even) % 10) + 10) % 10;
    const d11 = (d.reduce((a, b) => a + b, 0) + d10) % 10;
    return { type: 'tr_tckn', value: d.join('') + d10 + d11 };
  },
  ZA: (r, dob) => {
    const body = `${yy(dob)}${p2(dob.m)}${p2(dob.d)}${r.pad(r.int(0, 9999), 4)}${r.chance(0.9) ? 0 : 1}8`;
    return { type: 'za_id', value: body + luhnDigit(body) };
  },
  CA: (r) => {
    const b = `${r.int(1, 7)}${r.digits(7)}`;
    const v = b + luhnDigit(b);
    return { type: 'ca_sin', value: r.chance(0.6) ? `${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6)}` : `${v.slice(0, 3)}-${v.slice(3, 6)}-${v.slice(6)}` };
  },
  AU: (r) => {
    for (;;) {
      const v = `${r.int(1, 9)}${r.digits(8)}`;
      if (weighted(v, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0) return { type: 'au_tfn', value: r.chance(0.5) ? `${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6)}` : v };
    }
  },
  MX: (r, dob) => {
    const cons = 'BCDFGHJKLMNPQRSTVWXZ', vow = 'AEIOU';
    const body = r.chars(cons, 1) + r.chars(vow, 1) + r.chars(cons, 2) + yy(dob) + p2(dob.m) + p2(dob.d) + r.pick(['H', 'M']) +
      r.pick(['DF', 'JC', 'NL', 'PL', 'VZ', 'YN', 'GT', 'CH']) + r.chars(cons, 3) + (dob.y >= 2000 ? r.chars(UPPER, 1) : String(r.int(0, 9)));
    const alpha = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
    const sum = [...body].reduce((s, ch, i) => s + alpha.indexOf(ch) * (18 - i), 0);
    return { type: 'mx_curp', value: body + ((10 - (sum % 10)) % 10) };
  },
  CL: (r) => {
    const n = String(r.int(6000000, 25999999));
    let sum = 0, w = 2;
    for (let i = n.length - 1; i >= 0; i--) { sum += Number(n[i]) * w; w = w === 7 ? 2 : w + 1; }
    const v = 11 - (sum % 11);
    const dv = v === 11 ? '0' : v === 10 ? 'K' : String(v);
    return { type: 'cl_rut', value: r.chance(0.7) ? `${n.slice(0, -6)}.${n.slice(-6, -3)}.${n.slice(-3)}-${dv}` : `${n}-${dv}` };
  },
  AR: (r) => {
    for (;;) {
      const body = `${r.pick(['20', '27', '23'])}${r.pad(r.int(10000000, 45000000), 8)}`;
      let c = 11 - (weighted(body, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11);
      if (c === 11) c = 0;
      if (c === 10) continue;
      return { type: 'ar_cuil', value: `${body.slice(0, 2)}-${body.slice(2)}-${c}` };
    }
  },
  IL: (r) => {
    const b = r.digits(8);
    return { type: 'il_teudat_zehut', value: b + luhnDigit(b) };
  },
  SA: (r) => {
    const b = `${r.pick(['1', '2'])}${r.digits(8)}`;
    return { type: 'sa_national_id', value: b + luhnDigit(b) };
  },
  AE: (r, dob) => {
    const b = `784${dob.y}${r.digits(7)}`;
    const v = b + luhnDigit(b);
    return { type: 'ae_emirates_id', value: `${v.slice(0, 3)}-${v.slice(3, 7)}-${v.slice(7, 14)}-${v.slice(14)}` };
  },
  TW: (r) => {
    const codes = { A: 10, B: 11, C: 12, D: 13, E: 14, F: 15, G: 16, H: 17, J: 18, K: 19, L: 20, M: 21, N: 22, P: 23, Q: 24, R: 25, S: 26, T: 27, U: 28, V: 29, X: 30, Y: 31, W: 32, Z: 33, I: 34, O: 35 };
    const letter = r.pick(Object.keys(codes));
    const v = codes[letter];
    const digits8 = `${r.int(1, 2)}${r.digits(7)}`;
    const sum = Math.floor(v / 10) + (v % 10) * 9 + weighted(digits8, [8, 7, 6, 5, 4, 3, 2, 1]);
    return { type: 'tw_national_id', value: `${letter}${digits8}${(10 - (sum % 10)) % 10}` };
  },
  CH: (r) => {
    const b = `756${r.digits(9)}`;
    const v = b + eanDigit(b);
    return { type: 'ch_ahv', value: `${v.slice(0, 3)}.${v.slice(3, 7)}.${v.slice(7, 11)}.${v.slice(11)}` };
  },
  IE: (r) => {
    const b = r.digits(7);
    const withA = r.chance(0.4);
    const sum = weighted(b, [8, 7, 6, 5, 4, 3, 2]) + (withA ? 9 : 0);
    const c = 'WABCDEFGHIJKLMNOPQRSTUV'[sum % 23];
    return { type: 'ie_ppsn', value: `${b}${c}${withA ? 'A' : ''}` };
  },
  SG: (r) => {
    const pre = r.pick(['S', 'T']);
    const b = r.digits(7);
    const sum = weighted(b, [2, 7, 6, 5, 4, 3, 2]) + (pre === 'T' ? 4 : 0);
    return { type: 'sg_nric', value: `${pre}${b}${'JZIHGFEDCBA'[sum % 11]}` };
  },
  AT: (r, dob) => {
    for (;;) {
      const serial = `${r.int(1, 9)}${r.digits(2)}`;
      const date = `${p2(dob.d)}${p2(dob.m)}${yy(dob)}`;
      const c = weighted(serial + date, [3, 7, 9, 5, 8, 4, 2, 1, 6]) % 11;
      if (c === 10) continue;
      return { type: 'at_svnr', value: r.chance(0.5) ? `${serial}${c} ${date}` : `${serial}${c}${date}` };
    }
  },
  RO: (r, dob) => {
    const s = dob.y >= 2000 ? r.pick(['5', '6']) : r.pick(['1', '2']);
    const body = `${s}${yy(dob)}${p2(dob.m)}${p2(dob.d)}${p2(r.int(1, 46))}${r.pad(r.int(1, 999), 3)}`;
    let c = weighted(body, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11; if (c === 10) c = 1;
    return { type: 'ro_cnp', value: body + c };
  },
  GR: (r, dob) => {
    const b = `${p2(dob.d)}${p2(dob.m)}${yy(dob)}${r.digits(4)}`;
    return { type: 'gr_amka', value: b + luhnDigit(b) };
  },
  HK: (r) => {
    for (;;) {
      const letter = r.pick([...UPPER]);
      const ds = r.digits(6);
      const sum = 36 * 9 + (letter.charCodeAt(0) - 55) * 8 + weighted(ds, [7, 6, 5, 4, 3, 2]);
      const c = (11 - (sum % 11)) % 11;
      return { type: 'hk_hkid', value: `${letter}${ds}(${c === 10 ? 'A' : c})` };
    }
  },
};

/** Passport number shapes by issuing country. */
export const PASSPORTS = {
  US: (r) => (r.chance(0.6) ? r.digits(9).replace(/^0/, '5') : `${r.pick(['A', 'B', 'C', 'E'])}${r.digits(8)}`),
  GB: (r) => `${r.int(1, 9)}${r.digits(8)}`,
  DE: (r) => `${r.pick(['C', 'F', 'G', 'H', 'J', 'K'])}${r.chars('CFGHJKLMNPRTVWXYZ0123456789', 8)}`,
  FR: (r) => `${r.digits(2)}${r.chars(UPPER, 2)}${r.digits(5)}`,
  ES: (r) => `${r.chars(UPPER, 3)}${r.digits(6)}`,
  IT: (r) => `${r.chars(UPPER, 2)}${r.digits(7)}`,
  NL: (r) => `${r.chars('ABCDEFGHIJKLMNPRSTUVWXYZ', 2)}${r.chars('ABCDEFGHIJKLMNPRSTUVWXYZ0123456789', 6)}${r.digits(1)}`,
  PL: (r) => `${r.chars(UPPER, 2)}${r.digits(7)}`,
  SE: (r) => r.digits(8),
  PT: (r) => `${r.chars(UPPER, 1)}${r.digits(6)}`,
  BR: (r) => `${r.chars(UPPER, 2)}${r.digits(6)}`,
  IN: (r) => `${r.pick([...'ABCDEFGHJKLMNPRSTUVWZ'])}${r.int(1, 9)}${r.digits(6)}`,
  CN: (r) => (r.chance(0.5) ? `E${r.digits(8)}` : `E${r.chars('ABCDEFGHJKLMNPQRSTUVWXYZ', 1)}${r.digits(7)}`),
  JP: (r) => `${r.pick(['TK', 'TR', 'MZ', 'TZ', 'RE'])}${r.digits(7)}`,
  KR: (r) => (r.chance(0.5) ? `M${r.digits(8)}` : `M${r.digits(3)}${r.chars(UPPER, 1)}${r.digits(4)}`),
  TR: (r) => `U${r.digits(8)}`,
  SA: (r) => `${r.chars(UPPER, 1)}${r.digits(8)}`,
  AE: (r) => `${r.chars(UPPER, 1)}${r.digits(7)}`,
  MX: (r) => `${r.chars(UPPER, 1)}${r.digits(8)}`,
  CA: (r) => `${r.chars(UPPER, 2)}${r.digits(6)}`,
  AU: (r) => `${r.pick(['PA', 'PB', 'N', 'E'])}${r.digits(7)}`,
  CH: (r) => `X${r.digits(7)}`,
  IE: (r) => `${r.chars(UPPER, 2)}${r.digits(7)}`,
  AT: (r) => `P${r.digits(7)}`,
  BE: (r) => `${r.chars(UPPER, 2)}${r.digits(6)}`,
  NO: (r) => r.digits(8),
  FI: (r) => `${r.chars(UPPER, 2)}${r.digits(7)}`,
  RU: (r) => `${r.int(70, 77)}${r.digits(7)}`,
  ZA: (r) => `A${r.digits(8)}`,
  NG: (r) => `A${r.digits(8)}`,
  AR: (r) => `${r.chars(UPPER, 3)}${r.digits(6)}`,
  EG: (r) => `A${r.digits(8)}`,
};

/** ICAO country codes for MRZ lines. */
export const ISO3 = { US: 'USA', GB: 'GBR', DE: 'D<<', FR: 'FRA', ES: 'ESP', IT: 'ITA', NL: 'NLD', PL: 'POL', SE: 'SWE', PT: 'PRT', BR: 'BRA', IN: 'IND', CN: 'CHN', JP: 'JPN', KR: 'KOR', TR: 'TUR', SA: 'SAU', AE: 'ARE', MX: 'MEX', CA: 'CAN', AU: 'AUS', CH: 'CHE', IE: 'IRL', AT: 'AUT', BE: 'BEL', NO: 'NOR', FI: 'FIN', RU: 'RUS', ZA: 'ZAF', NG: 'NGA', AR: 'ARG', EG: 'EGY', DK: 'DNK', GR: 'GRC', RO: 'ROU', CL: 'CHL', TW: 'TWN', HK: 'HKG', SG: 'SGP', IL: 'ISR' };
