// National identifiers with the check digits their schemes define, and passport numbers in the
// shapes countries issue them. Every value is drawn at random.

const pad = (n, w) => String(n).padStart(w, '0');
const luhnCheck = (digits) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
};
export const luhn = luhnCheck;
const mod11_10 = (digits) => { // ISO 7064 MOD 11,10
  let p = 10;
  for (const ch of digits) { let s = (Number(ch) + p) % 10; if (s === 0) s = 10; p = (s * 2) % 11; }
  return String((11 - p) % 10);
};
const weighted = (digits, weights) => [...digits].reduce((s, d, i) => s + Number(d) * weights[i], 0);

function birth(r) {
  const y = r.int(1950, 2004), m = r.int(1, 12), d = r.int(1, 28);
  return { y, m, d, yy: pad(y % 100, 2), mm: pad(m, 2), dd: pad(d, 2) };
}

/** Each scheme: country, type name, local label words, and a generator returning the formatted value. */
export const NATIONAL_IDS = {
  us_ssn: { country: 'US', labels: ['SSN', 'Social Security No.', 'SSN#'], gen(r) {
    let area; do { area = r.int(1, 899); } while (area === 666);
    const v = `${pad(area, 3)}-${pad(r.int(1, 99), 2)}-${pad(r.int(1, 9999), 4)}`;
    return r.chance(0.2) ? v.replace(/-/g, r.chance(0.5) ? ' ' : '') : v;
  } },
  gb_nino: { country: 'GB', labels: ['NI number', 'National Insurance No', 'NINO'], gen(r) {
    const a = r.chars('ABCEGHJKLMNOPRSTWXYZ', 1), b = r.chars('ABCEGHJKLMNPRSTWXYZ', 1);
    const n = r.digits(6), s = r.chars('ABCD', 1);
    return r.chance(0.5) ? `${a}${b} ${n.slice(0, 2)} ${n.slice(2, 4)} ${n.slice(4)} ${s}` : `${a}${b}${n}${s}`;
  } },
  de_steuer_id: { country: 'DE', labels: ['Steuer-ID', 'Steueridentifikationsnummer', 'IdNr.'], gen(r) {
    // 10 digits, one digit appearing twice (or three times), first not zero, then ISO 7064 mod 11,10
    let body;
    do {
      const digits = r.shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 9);
      digits.splice(r.int(0, 9), 0, digits[r.int(0, 8)]);
      body = digits.join('');
    } while (body[0] === '0');
    const v = body + mod11_10(body);
    return r.chance(0.4) ? `${v.slice(0, 2)} ${v.slice(2, 5)} ${v.slice(5, 8)} ${v.slice(8)}` : v;
  } },
  fr_nir: { country: 'FR', labels: ['N° de sécurité sociale', 'NIR', 'numéro INSEE'], gen(r) {
    const b = birth(r);
    const body = `${r.int(1, 2)}${b.yy}${b.mm}${pad(r.int(1, 95), 2)}${pad(r.int(1, 999), 3)}${pad(r.int(1, 999), 3)}`;
    const key = pad(97 - Number(BigInt(body) % 97n), 2);
    return r.chance(0.5) ? `${body[0]} ${body.slice(1, 3)} ${body.slice(3, 5)} ${body.slice(5, 7)} ${body.slice(7, 10)} ${body.slice(10)} ${key}` : body + key;
  } },
  es_dni: { country: 'ES', labels: ['DNI', 'NIF', 'D.N.I.'], gen(r) {
    const n = r.int(10000000, 99999999);
    const v = `${n}${'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}`;
    return r.chance(0.2) ? `${v.slice(0, 8)}-${v[8]}` : v;
  } },
  es_nie: { country: 'ES', labels: ['NIE', 'N.I.E.'], gen(r) {
    const p = r.int(0, 2), n = r.digits(7);
    return `${'XYZ'[p]}${n}${'TRWAGMYFPDXBNJZSQVHLCKE'[Number(`${p}${n}`) % 23]}`;
  } },
  it_cf: { country: 'IT', labels: ['Codice Fiscale', 'C.F.', 'cod. fiscale'], gen(r) {
    const b = birth(r);
    const cons = 'BCDFGHLMNPRSTVZ';
    const body = r.chars(cons, 3) + r.chars(cons, 3) + b.yy + 'ABCDEHLMPRST'[b.m - 1] + pad(r.chance(0.5) ? b.d : b.d + 40, 2) + r.chars('ABCDEFGHILMZ', 1) + pad(r.int(1, 999), 3);
    const odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
    const val = (ch) => (/\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 65);
    let sum = 0;
    for (let i = 0; i < 15; i++) sum += i % 2 === 0 ? odd[val(body[i])] : val(body[i]);
    return body + String.fromCharCode(65 + (sum % 26));
  } },
  nl_bsn: { country: 'NL', labels: ['BSN', 'burgerservicenummer', 'sofinummer'], gen(r) {
    for (;;) {
      const d = r.digits(8);
      const s = weighted(d, [9, 8, 7, 6, 5, 4, 3, 2]);
      const c = s % 11;
      if (c <= 9 && d[0] !== '0') { const v = d + c; return r.chance(0.3) ? `${v.slice(0, 4)}.${v.slice(4, 6)}.${v.slice(6)}` : v; }
    }
  } },
  be_nn: { country: 'BE', labels: ['Rijksregisternummer', 'numéro de registre national', 'NN'], gen(r) {
    const b = birth(r);
    const body = `${b.yy}${b.mm}${b.dd}${pad(r.int(1, 997), 3)}`;
    const base = b.y >= 2000 ? BigInt('2' + body) : BigInt(body);
    const chk = pad(97 - Number(base % 97n), 2);
    return `${body.slice(0, 2)}.${body.slice(2, 4)}.${body.slice(4, 6)}-${body.slice(6)}.${chk}`;
  } },
  pl_pesel: { country: 'PL', labels: ['PESEL', 'nr PESEL'], gen(r) {
    const b = birth(r);
    const mm = b.y >= 2000 ? b.m + 20 : b.m;
    const body = `${b.yy}${pad(mm, 2)}${b.dd}${r.digits(4)}`;
    const s = weighted(body, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]);
    return body + ((10 - (s % 10)) % 10);
  } },
  se_pnr: { country: 'SE', labels: ['personnummer', 'pers.nr', 'Personnummer'], gen(r) {
    const b = birth(r);
    const body = `${b.yy}${b.mm}${b.dd}${r.digits(3)}`;
    const v = `${body.slice(0, 6)}-${body.slice(6)}${luhnCheck(body)}`;
    return r.chance(0.3) ? `${String(b.y).slice(0, 2)}${v}` : v;
  } },
  no_fnr: { country: 'NO', labels: ['fødselsnummer', 'personnummer'], gen(r) {
    for (;;) {
      const b = birth(r);
      const body = `${b.dd}${b.mm}${b.yy}${r.digits(3)}`;
      let k1 = 11 - (weighted(body, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11); if (k1 === 11) k1 = 0; if (k1 === 10) continue;
      let k2 = 11 - (weighted(body + k1, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11); if (k2 === 11) k2 = 0; if (k2 === 10) continue;
      return `${body}${k1}${k2}`;
    }
  } },
  fi_hetu: { country: 'FI', labels: ['henkilötunnus', 'HETU'], gen(r) {
    const b = birth(r);
    const ind = pad(r.int(2, 899), 3);
    const n = Number(`${b.dd}${b.mm}${b.yy}${ind}`);
    return `${b.dd}${b.mm}${b.yy}${b.y >= 2000 ? 'A' : '-'}${ind}${'0123456789ABCDEFHJKLMNPRSTUVWXY'[n % 31]}`;
  } },
  dk_cpr: { country: 'DK', labels: ['CPR-nr.', 'CPR'], gen(r) {
    for (;;) {
      const b = birth(r);
      const body = `${b.dd}${b.mm}${b.yy}${r.digits(3)}`;
      const c = 11 - (weighted(body, [4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11);
      if (c === 10) continue;
      const v = `${body}${c === 11 ? 0 : c}`;
      return `${v.slice(0, 6)}-${v.slice(6)}`;
    }
  } },
  pt_nif: { country: 'PT', labels: ['NIF', 'número de contribuinte'], gen(r) {
    const body = r.pick(['1', '2', '3']) + r.digits(7);
    let c = 11 - (weighted(body, [9, 8, 7, 6, 5, 4, 3, 2]) % 11); if (c >= 10) c = 0;
    return body + c;
  } },
  br_cpf: { country: 'BR', labels: ['CPF', 'C.P.F.'], gen(r) {
    const d = [...r.digits(9)].map(Number);
    const dv = (arr) => { const s = arr.reduce((acc, x, i) => acc + x * (arr.length + 1 - i), 0); const m = (s * 10) % 11; return m === 10 ? 0 : m; };
    d.push(dv(d)); d.push(dv(d));
    const v = d.join('');
    return r.chance(0.75) ? `${v.slice(0, 3)}.${v.slice(3, 6)}.${v.slice(6, 9)}-${v.slice(9)}` : v;
  } },
  in_aadhaar: { country: 'IN', labels: ['Aadhaar', 'आधार संख्या', 'UID'], gen(r) {
    const dTab = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]];
    const pTab = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]];
    const inv = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];
    const body = String(r.int(2, 9)) + r.digits(10);
    let c = 0;
    [...body].reverse().forEach((ch, i) => { c = dTab[c][pTab[(i + 1) % 8][Number(ch)]]; });
    const v = body + inv[c];
    return r.chance(0.7) ? `${v.slice(0, 4)} ${v.slice(4, 8)} ${v.slice(8)}` : v;
  } },
  cn_ric: { country: 'CN', labels: ['身份证号', '公民身份号码', 'ID card no.'], gen(r) {
    const b = birth(r);
    const body = `${r.pick(['110105', '310104', '440305', '510107', '330106', '420111'])}${b.y}${b.mm}${b.dd}${r.digits(3)}`;
    const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
    return body + '10X98765432'[weighted(body, w) % 11];
  } },
  jp_mynumber: { country: 'JP', labels: ['マイナンバー', '個人番号'], gen(r) {
    const body = r.digits(11);
    const s = [...body].reverse().reduce((acc, d, i) => acc + Number(d) * (i < 6 ? i + 2 : i - 4), 0);
    const c = s % 11 <= 1 ? 0 : 11 - (s % 11);
    const v = body + c;
    return r.chance(0.5) ? `${v.slice(0, 4)} ${v.slice(4, 8)} ${v.slice(8)}` : v;
  } },
  kr_rrn: { country: 'KR', labels: ['주민등록번호', 'RRN'], gen(r) {
    const b = birth(r);
    const body = `${b.yy}${b.mm}${b.dd}${b.y >= 2000 ? r.pick(['3', '4']) : r.pick(['1', '2'])}${r.digits(5)}`;
    const s = weighted(body, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]);
    return `${body.slice(0, 6)}-${body.slice(6)}${(11 - (s % 11)) % 10}`;
  } },
  tr_tckn: { country: 'TR', labels: ['T.C. Kimlik No', 'TCKN', 'kimlik numarası'], gen(r) {
    const d = [r.int(1, 9), ...[...r.digits(8)].map(Number)];
    const odd = d[0] + d[2] + d[4] + d[6] + d[8], even = d[1] + d[3] + d[5] + d[7];
    const d10 = (((odd * 7 - even) % 10) + 10) % 10;
    const d11 = (d.reduce((a, x) => a + x, 0) + d10) % 10;
    return d.join('') + d10 + d11;
  } },
  ca_sin: { country: 'CA', labels: ['SIN', 'Social Insurance Number', 'NAS'], gen(r) {
    const body = String(r.pick([1, 2, 3, 4, 5, 6, 7, 9])) + r.digits(7);
    const v = body + luhnCheck(body);
    return r.chance(0.6) ? `${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6)}` : `${v.slice(0, 3)}-${v.slice(3, 6)}-${v.slice(6)}`;
  } },
  au_tfn: { country: 'AU', labels: ['TFN', 'Tax File Number'], gen(r) {
    for (;;) {
      const d = r.digits(9);
      if (weighted(d, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0 && d[0] !== '0') return r.chance(0.5) ? `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}` : d;
    }
  } },
  za_id: { country: 'ZA', labels: ['ID number', 'SA ID'], gen(r) {
    const b = birth(r);
    const body = `${b.yy}${b.mm}${b.dd}${r.digits(4)}${r.pick(['0', '1'])}8`;
    return body + luhnCheck(body);
  } },
  mx_curp: { country: 'MX', labels: ['CURP'], gen(r) {
    const b = birth(r);
    const body = `${r.upper(1)}${r.chars('AEIOU', 1)}${r.upper(2)}${b.yy}${b.mm}${b.dd}${r.pick(['H', 'M'])}${r.pick(['DF', 'JC', 'NL', 'PL', 'VZ', 'YN'])}${r.chars('BCDFGHJKLMNPRSTVZ', 3)}${b.y >= 2000 ? r.upper(1) : r.digits(1)}`;
    const alpha = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ';
    let s = 0; for (let i = 0; i < 17; i++) s += alpha.indexOf(body[i]) * (18 - i);
    return body + ((10 - (s % 10)) % 10);
  } },
  ch_ahv: { country: 'CH', labels: ['AHV-Nr.', 'AVS', 'Sozialversicherungsnummer'], gen(r) {
    const body = '756' + r.digits(9);
    const s = [...body].reduce((a, d, i) => a + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
    const v = body + ((10 - (s % 10)) % 10);
    return `${v.slice(0, 3)}.${v.slice(3, 7)}.${v.slice(7, 11)}.${v.slice(11)}`;
  } },
  at_svnr: { country: 'AT', labels: ['SVNR', 'Versicherungsnummer'], gen(r) {
    for (;;) {
      const b = birth(r);
      const lfd = pad(r.int(100, 999), 3);
      const s = weighted(lfd + '0' + b.dd + b.mm + b.yy, [3, 7, 9, 0, 5, 8, 4, 2, 1, 6]) % 11;
      if (s === 10) continue;
      return r.chance(0.5) ? `${lfd}${s} ${b.dd}${b.mm}${b.yy}` : `${lfd}${s}${b.dd}${b.mm}${b.yy}`;
    }
  } },
  ie_ppsn: { country: 'IE', labels: ['PPSN', 'PPS No.'], gen(r) {
    const d = r.digits(7);
    const s = weighted(d, [8, 7, 6, 5, 4, 3, 2]);
    return d + 'WABCDEFGHIJKLMNOPQRSTUV'[s % 23];
  } },
  cl_rut: { country: 'CL', labels: ['RUT', 'RUN'], gen(r) {
    const n = r.int(5000000, 25999999);
    let s = 0, m = 2; for (const ch of [...String(n)].reverse()) { s += Number(ch) * m; m = m === 7 ? 2 : m + 1; }
    const dv = 11 - (s % 11);
    const c = dv === 11 ? '0' : dv === 10 ? 'K' : String(dv);
    return `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${c}`;
  } },
  ro_cnp: { country: 'RO', labels: ['CNP'], gen(r) {
    const b = birth(r);
    const body = `${b.y >= 2000 ? r.pick(['5', '6']) : r.pick(['1', '2'])}${b.yy}${b.mm}${b.dd}${pad(r.int(1, 46), 2)}${r.digits(3)}`;
    const s = weighted(body, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11;
    return body + (s === 10 ? 1 : s);
  } },
  hr_oib: { country: 'HR', labels: ['OIB'], gen(r) { const d = String(r.int(1, 9)) + r.digits(9); return d + mod11_10(d); } },
  il_tz: { country: 'IL', labels: ['Teudat Zehut', 'ID no.', 'מספר זהות'], gen(r) {
    const body = r.digits(8);
    let s = 0; [...body].forEach((ch, i) => { let x = Number(ch) * (i % 2 === 0 ? 1 : 2); if (x > 9) x -= 9; s += x; });
    return body + ((10 - (s % 10)) % 10);
  } },
  sa_nid: { country: 'SA', labels: ['رقم الهوية', 'National ID', 'Iqama No.'], gen(r) { const body = r.pick(['1', '2']) + r.digits(8); return body + luhnCheck(body); } },
  ee_ik: { country: 'EE', labels: ['isikukood'], gen(r) {
    const b = birth(r);
    const body = `${b.y >= 2000 ? r.pick(['5', '6']) : r.pick(['3', '4'])}${b.yy}${b.mm}${b.dd}${r.digits(3)}`;
    let c = weighted(body, [1, 2, 3, 4, 5, 6, 7, 8, 9, 1]) % 11;
    if (c === 10) { c = weighted(body, [3, 4, 5, 6, 7, 8, 9, 1, 2, 3]) % 11; if (c === 10) c = 0; }
    return body + c;
  } },
  cz_rc: { country: 'CZ', labels: ['rodné číslo', 'RČ'], gen(r) {
    for (;;) {
      const b = birth(r);
      if (b.y < 1954) continue;
      const mm = r.chance(0.5) ? b.m + 50 : b.m;
      const body = `${b.yy}${pad(mm, 2)}${b.dd}${r.digits(3)}`;
      const c = Number(body) % 11;
      if (c === 10) continue;
      return `${body.slice(0, 6)}/${body.slice(6)}${c}`;
    }
  } },
};

/** Languages whose documents naturally carry each scheme. */
export const IDS_BY_LANG = {
  en: ['us_ssn', 'gb_nino', 'ca_sin', 'au_tfn', 'za_id', 'ie_ppsn', 'in_aadhaar', 'il_tz', 'sa_nid'],
  de: ['de_steuer_id', 'ch_ahv', 'at_svnr'], fr: ['fr_nir', 'be_nn', 'ch_ahv', 'ca_sin'], es: ['es_dni', 'es_nie', 'mx_curp', 'cl_rut'],
  pt: ['br_cpf', 'pt_nif'], it: ['it_cf'], nl: ['nl_bsn', 'be_nn'], pl: ['pl_pesel'], sv: ['se_pnr', 'no_fnr', 'fi_hetu', 'dk_cpr', 'ee_ik'],
  ja: ['jp_mynumber'], zh: ['cn_ric'], ko: ['kr_rrn'], ar: ['sa_nid'], hi: ['in_aadhaar'], tr: ['tr_tckn'],
};
export const ALL_ID_SCHEMES = Object.keys(NATIONAL_IDS);

export function nationalId(r, lang) {
  const scheme = r.chance(0.8) ? r.pick(IDS_BY_LANG[lang] ?? IDS_BY_LANG.en) : r.pick(['hr_oib', 'ro_cnp', 'cz_rc', 'ee_ik', 'dk_cpr', 'fi_hetu', 'no_fnr', 'ie_ppsn', 'cl_rut', 'za_id', ...ALL_ID_SCHEMES]);
  const s = NATIONAL_IDS[scheme];
  return { scheme, country: s.country, label: r.pick(s.labels), value: s.gen(r) };
}

// ---- passports ----
const L = 'ABCDEFGHIJKLMNPRSTUVWXYZ';
export const PASSPORTS = {
  US: (r) => (r.chance(0.5) ? r.digits(9).replace(/^0/, '5') : r.chars('ACEFGHJKLMNRX', 1) + r.digits(8)),
  GB: (r) => String(r.int(1, 9)) + r.digits(8),
  DE: (r) => r.chars('CFGHJK', 1) + r.chars('0123456789CFGHJKLMNPRTVWXYZ', 8),
  FR: (r) => r.digits(2) + r.upper(2) + r.digits(5),
  ES: (r) => (r.chance(0.6) ? 'PA' + r.chars(L, 1) + r.digits(6) : r.chars(L, 3) + r.digits(6)),
  IT: (r) => r.chars('YABCD', 1) + r.chars(L, 1) + r.digits(7),
  NL: (r) => r.chars('ABCDEFGHIJKLMNPRSTUVWXYZ', 2) + r.chars('ABCDEFGHIJKLMNPRSTUVWXYZ0123456789', 6) + r.digits(1),
  PL: (r) => r.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 2) + r.digits(7),
  SE: (r) => r.digits(8),
  JP: (r) => r.chars('MTR', 1) + r.chars('KRSZ', 1) + r.digits(7),
  CN: (r) => (r.chance(0.5) ? 'E' + r.digits(8) : 'E' + r.chars('ABCDEFGHJKLMN', 1) + r.digits(7)),
  KR: (r) => (r.chance(0.5) ? 'M' + r.digits(8) : 'M' + r.digits(3) + r.chars('ABCDEFGHJKL', 1) + r.digits(4)),
  IN: (r) => r.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 1) + String(r.int(1, 9)) + r.digits(5) + r.digits(1),
  TR: (r) => r.chars('USZ', 1) + r.digits(8),
  BR: (r) => r.upper(2) + r.digits(6),
  CA: (r) => r.upper(2) + r.digits(6),
  AU: (r) => (r.chance(0.5) ? r.chars('NEPRM', 1) + r.digits(7) : 'P' + r.upper(1) + r.digits(7)),
  MX: (r) => r.upper(1) + r.digits(8),
  PT: (r) => r.chars('CFLNP', 1) + r.digits(6),
  CH: (r) => r.chars('SXF', 1) + r.digits(7),
  IE: (r) => r.upper(2) + r.digits(7),
  RU: (r) => `${r.digits(2)} ${r.digits(7)}`,
  SA: (r) => r.chars('ABCDMNPRS', 1) + r.digits(8),
  AE: (r) => r.digits(9),
  NG: (r) => 'A' + r.digits(8),
  BE: (r) => r.upper(2) + r.digits(6),
  AT: (r) => r.chars('PU', 1) + r.digits(7),
};
export const PASSPORT_COUNTRY_BY_LANG = { en: ['US', 'GB', 'CA', 'AU', 'IE', 'IN', 'NG'], de: ['DE', 'AT', 'CH'], fr: ['FR', 'BE', 'CH', 'CA'], es: ['ES', 'MX'], pt: ['PT', 'BR'], it: ['IT', 'CH'], nl: ['NL', 'BE'], pl: ['PL'], sv: ['SE'], ja: ['JP'], zh: ['CN'], ko: ['KR'], ar: ['SA', 'AE'], hi: ['IN'], tr: ['TR'] };
export const ISO3 = { US: 'USA', GB: 'GBR', DE: 'D', FR: 'FRA', ES: 'ESP', IT: 'ITA', NL: 'NLD', PL: 'POL', SE: 'SWE', JP: 'JPN', CN: 'CHN', KR: 'KOR', IN: 'IND', TR: 'TUR', BR: 'BRA', CA: 'CAN', AU: 'AUS', MX: 'MEX', PT: 'PRT', CH: 'CHE', IE: 'IRL', RU: 'RUS', SA: 'SAU', AE: 'ARE', NG: 'NGA', BE: 'BEL', AT: 'AUT' };

export function passport(r, lang, country) {
  const c = country ?? (r.chance(0.8) ? r.pick(PASSPORT_COUNTRY_BY_LANG[lang] ?? ['US']) : r.pick(Object.keys(PASSPORTS)));
  return { country: c, value: PASSPORTS[c](r) };
}

/** ICAO 9303 check digit over a machine-readable-zone field. */
export function mrzCheck(field) {
  const val = (ch) => (ch === '<' ? 0 : /\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 55);
  const w = [7, 3, 1];
  return String([...field].reduce((s, ch, i) => s + val(ch) * w[i % 3], 0) % 10);
}
