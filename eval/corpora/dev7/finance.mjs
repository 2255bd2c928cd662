// Payment cards (Luhn), IBANs (ISO 13616 mod 97) and national account numbers with the local
// names banks give them.
import { luhn } from './ids.mjs';

const CARD_BRANDS = [
  ['visa', (r) => '4' + r.digits(14), 16],
  ['mastercard', (r) => String(r.int(51, 55)) + r.digits(13), 16],
  ['mastercard', (r) => String(r.int(2221, 2720)) + r.digits(11), 16],
  ['amex', (r) => r.pick(['34', '37']) + r.digits(12), 15],
  ['discover', (r) => '6011' + r.digits(11), 16],
  ['jcb', (r) => String(r.int(3528, 3589)) + r.digits(11), 16],
  ['diners', (r) => r.pick(['300', '305', '36']) + r.digits(10), 14],
  ['unionpay', (r) => '62' + r.digits(15), 18],
  ['maestro', (r) => r.pick(['6759', '5018', '6304']) + r.digits(13), 18],
];

export function card(r) {
  const [brand, body] = r.pick(CARD_BRANDS);
  const digits = body(r);
  const num = digits + luhn(digits);
  return { brand, digits: num, value: formatCard(r, num, brand) };
}
function formatCard(r, n, brand) {
  const sep = r.weighted([[5, ' '], [2, '-'], [3, ''], [1, '  ']]);
  if (!sep) return n;
  if (brand === 'amex') return [n.slice(0, 4), n.slice(4, 10), n.slice(10)].join(sep);
  if (brand === 'diners') return [n.slice(0, 4), n.slice(4, 10), n.slice(10)].join(sep);
  return n.match(/.{1,4}/g).join(sep);
}
/** A 16-digit number that fails the Luhn check: an order or reference number, not a card. */
export function nonLuhn16(r) {
  for (;;) { const d = r.digits(16); if (luhn(d.slice(0, 15)) !== d[15]) return d; }
}

// ---- IBAN ----
const ibanMod97 = (s) => {
  const expanded = [...s].map((ch) => (/[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch)).join('');
  let m = 0; for (const ch of expanded) m = (m * 10 + Number(ch)) % 97;
  return m;
};
const ribKey = (bank, branch, account) => {
  const conv = (s) => s.replace(/[A-Z]/g, (ch) => String('12345678912345678923456789'[ch.charCodeAt(0) - 65]));
  const n = BigInt(conv(bank) + conv(branch) + conv(account) + '00');
  return String(97n - (n % 97n)).padStart(2, '0');
};
const BBAN = {
  DE: (r) => r.digits(8) + r.digits(10),
  FR: (r) => { const b = r.digits(5), g = r.digits(5), a = r.digits(11); return b + g + a + ribKey(b, g, a); },
  GB: (r) => r.pick(['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL', 'SRLG']) + r.digits(6) + r.digits(8),
  ES: (r) => r.digits(4) + r.digits(4) + r.digits(2) + r.digits(10),
  IT: (r) => r.upper(1) + r.digits(5) + r.digits(5) + r.digits(12),
  NL: (r) => r.pick(['ABNA', 'RABO', 'INGB', 'TRIO', 'SNSB', 'KNAB']) + r.digits(10),
  BE: (r) => { const d = r.digits(10); const c = Number(BigInt(d) % 97n) || 97; return d + String(c).padStart(2, '0'); },
  PL: (r) => r.digits(24),
  SE: (r) => r.digits(20),
  PT: (r) => r.digits(21),
  CH: (r) => r.digits(5) + r.digits(12),
  AT: (r) => r.digits(16),
  TR: (r) => r.digits(5) + '0' + r.digits(16),
  SA: (r) => r.digits(2) + r.digits(18),
  AE: (r) => r.digits(3) + r.digits(16),
  BR: (r) => r.digits(8) + r.digits(5) + r.digits(10) + r.upper(1) + r.alnum(1).toUpperCase(),
  IE: (r) => r.pick(['AIBK', 'BOFI', 'IPBS']) + r.digits(6) + r.digits(8),
  DK: (r) => r.digits(14),
  NO: (r) => r.digits(11),
  FI: (r) => r.digits(14),
  LU: (r) => r.digits(3) + r.alnum(13).toUpperCase(),
  GR: (r) => r.digits(7) + r.alnum(16).toUpperCase(),
  CZ: (r) => r.digits(20),
  RO: (r) => r.upper(4) + r.alnum(16).toUpperCase(),
  HU: (r) => r.digits(24),
};
export const IBAN_BY_LANG = { en: ['GB', 'IE', 'DE', 'FR', 'NL', 'AE', 'LU'], de: ['DE', 'AT', 'CH'], fr: ['FR', 'BE', 'CH', 'LU'], es: ['ES'], pt: ['PT', 'BR'], it: ['IT'], nl: ['NL', 'BE'], pl: ['PL'], sv: ['SE', 'DK', 'NO', 'FI'], ja: ['DE', 'GB'], zh: ['GB', 'DE'], ko: ['DE'], ar: ['SA', 'AE'], hi: ['GB', 'AE'], tr: ['TR', 'DE'] };

export function iban(r, lang, country) {
  const c = country ?? (r.chance(0.8) ? r.pick(IBAN_BY_LANG[lang] ?? ['DE']) : r.pick(Object.keys(BBAN)));
  const bban = BBAN[c](r);
  const check = String(98 - ibanMod97(bban + c + '00')).padStart(2, '0');
  const compact = c + check + bban;
  return { country: c, compact, value: formatIban(r, compact) };
}
export function formatIban(r, compact) {
  return r.weighted([[5, compact.match(/.{1,4}/g).join(' ')], [4, compact], [1, compact.match(/.{1,4}/g).join('-')], [1, `${compact.slice(0, 2)} ${compact.slice(2, 4)} ${compact.slice(4, 12)} ${compact.slice(12)}`]]);
}
export function validIban(s) { const c = s.replace(/[ -]/g, ''); return ibanMod97(c.slice(4) + c.slice(0, 4)) === 1; }

/** A BIC/SWIFT code: identifies a bank, never a customer. */
export function bic(r, country) { return r.upper(4) + (country ?? r.pick(['DE', 'FR', 'GB', 'NL', 'ES', 'IT'])) + r.chars('ABCDEFGHJKLMNPRSTUVWXYZ23456789', 2) + (r.chance(0.4) ? r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 3) : ''); }

/** US ABA routing number (3-7-1 weights). */
export function abaRouting(r) {
  for (;;) {
    const d = String(r.pick(['0', '1', '2', '3'])) + r.digits(7);
    const s = 3 * (+d[0] + +d[3] + +d[6]) + 7 * (+d[1] + +d[4] + +d[7]) + (+d[2] + +d[5]);
    return d + ((10 - (s % 10)) % 10);
  }
}
/** Mexican CLABE: 17 digits and a weighted check digit (3, 7, 1). */
export function clabe(r) {
  const body = r.pick(['002', '012', '014', '021', '030', '072']) + r.digits(3) + r.digits(11);
  const w = [3, 7, 1];
  const s = [...body].reduce((a, d, i) => a + ((Number(d) * w[i % 3]) % 10), 0);
  return body + ((10 - (s % 10)) % 10);
}

/**
 * A national (non-IBAN) account presented the local way. Returns parts: pieces of
 * [text | {account}] where routing parts (sort code, BSB, routing no.) are listed separately.
 */
export function nationalAccount(r, lang) {
  const kind = r.pick(lang === 'en' ? ['uk', 'us', 'au', 'ca', 'nz', 'in'] : lang === 'fr' ? ['fr_rib', 'ca'] : lang === 'es' ? ['mx_clabe', 'es_ccc'] : lang === 'ja' ? ['jp'] : lang === 'ko' ? ['kr'] : lang === 'zh' ? ['cn'] : lang === 'pt' ? ['br'] : lang === 'hi' ? ['in'] : lang === 'de' ? ['de_kto'] : lang === 'pl' ? ['pl_nrb'] : lang === 'sv' ? ['se_clearing'] : ['uk', 'us', 'au']);
  switch (kind) {
    case 'uk': { const sc = `${r.digits(2)}-${r.digits(2)}-${r.digits(2)}`, acc = r.digits(8); return { kind, routingName: 'Sort code', routing: sc, accountName: r.pick(['Account number', 'Account no.', 'A/C']), account: acc, combined: r.chance(0.5) ? `${sc} ${acc}` : null }; }
    case 'us': return { kind, routingName: r.pick(['Routing number', 'ABA', 'RTN']), routing: abaRouting(r), accountName: r.pick(['Account number', 'Acct #', 'Checking account']), account: r.digits(r.int(9, 12)) };
    case 'au': { const bsb = `${r.pick(['062', '063', '082', '032', '012'])}-${r.digits(3)}`, acc = r.digits(r.int(6, 9)); return { kind, routingName: 'BSB', routing: bsb, accountName: r.pick(['Account number', 'Acc No']), account: acc, combined: r.chance(0.4) ? `${bsb} ${acc}` : null }; }
    case 'ca': return { kind, routingName: r.pick(['Transit/Institution', 'Transit no.']), routing: `${r.digits(5)}-${r.pick(['001', '002', '003', '004', '006', '010'])}`, accountName: r.pick(['Account', 'Compte']), account: r.digits(7) };
    case 'nz': return { kind, accountName: 'Account number', account: `${r.pick(['01', '02', '03', '06', '12'])}-${r.digits(4)}-${r.digits(7)}-${r.digits(2)}` };
    case 'in': return { kind, routingName: 'IFSC', routing: `${r.pick(['SBIN', 'HDFC', 'ICIC', 'UTIB', 'KKBK'])}0${r.digits(6)}`, accountName: r.pick(['A/c No.', 'Account Number', 'खाता संख्या']), account: r.digits(r.int(11, 16)) };
    case 'fr_rib': { const b = r.digits(5), g = r.digits(5), a = r.digits(11); return { kind, accountName: r.pick(['RIB', 'Relevé d\'identité bancaire']), account: `${b} ${g} ${a} ${ribKey(b, g, a)}` }; }
    case 'mx_clabe': return { kind, accountName: 'CLABE', account: clabe(r) };
    case 'es_ccc': return { kind, accountName: r.pick(['CCC', 'Cuenta']), account: `${r.digits(4)}-${r.digits(4)}-${r.digits(2)}-${r.digits(10)}` };
    case 'jp': return { kind, routingName: '支店番号', routing: r.digits(3), accountName: r.pick(['口座番号', '普通預金 口座番号']), account: r.digits(7) };
    case 'kr': return { kind, accountName: r.pick(['계좌번호', '입금계좌']), account: `${r.digits(3)}-${r.digits(r.int(2, 3))}-${r.digits(6)}` };
    case 'cn': return { kind, accountName: r.pick(['银行账号', '收款账号']), account: `62${r.digits(17)}`.match(/.{1,4}/g).join(r.pick([' ', ''])) };
    case 'br': return { kind, routingName: 'Agência', routing: `${r.digits(4)}`, accountName: r.pick(['Conta corrente', 'C/C']), account: `${r.digits(r.int(5, 8))}-${r.digits(1)}` };
    case 'de_kto': return { kind, routingName: 'BLZ', routing: `${r.digits(3)} ${r.digits(3)} ${r.digits(2)}`, accountName: r.pick(['Kontonummer', 'Konto-Nr.', 'Kto.']), account: r.digits(r.int(7, 10)) };
    case 'pl_nrb': { const d = r.digits(26); return { kind, accountName: r.pick(['Nr rachunku', 'numer konta']), account: `${d.slice(0, 2)} ${d.slice(2).match(/.{1,4}/g).join(' ')}` }; }
    case 'se_clearing': return { kind, routingName: 'Clearingnummer', routing: r.digits(4), accountName: 'Kontonummer', account: `${r.digits(3)} ${r.digits(3)} ${r.digits(3)}` };
  }
}
