// Person generation and the label helpers (spans) for their data.
import { NAMES } from './names.mjs';
import { LOCALES, LOCALE_BY_ID, COUNTRY, asciiFold } from './locales.mjs';
import { L10N, dateWords, jalali } from './l10n.mjs';
import { NID, BANK, genIBAN, fmtIBAN, genPassport, PASSPORT, mrzTD3, genCard, fmtCard, WALLETS, genNuban, NG_BANKS, IBAN_LEN } from './ids.mjs';
import { toDigits } from './checksums.mjs';
import { L, N } from './doc.mjs';

const p2 = (n) => String(n).padStart(2, '0');
export const loc = (id) => LOCALE_BY_ID[id];

export function randDate(r, y0, y1) {
  const y = r.int(y0, y1), m = r.int(1, 12); const dim = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { y, m, d: r.int(1, dim) };
}

export function makePerson(r, locale, opts = {}) {
  const lc = typeof locale === 'string' ? LOCALE_BY_ID[locale] : locale;
  const pool = NAMES[lc.names];
  const g = opts.g || (r.chance(0.5) ? 'm' : 'f');
  const gv = r.pick(pool[g]);
  const useLatin = !!lc.latinNames;
  const pick = (e) => ({ n: useLatin ? (g === 'm' ? e.mL : e.fL) : (g === 'm' ? e.m : e.f), l: g === 'm' ? e.mL : e.fL });
  const given = { n: useLatin ? gv.mL : gv.m, l: gv.mL };
  let fam1 = pick(r.pick(pool.s));
  const parts = [fam1];
  if (pool.two && r.chance(lc.names === 'pt_br' ? 0.5 : 0.85)) { let f2; do { f2 = pick(r.pick(pool.s)); } while (f2.n === fam1.n); parts.push(f2); }
  const family = { n: parts.map((x) => x.n).join(' '), l: parts.map((x) => x.l).join(' ') };
  let patronymic = null;
  if (pool.pat && r.chance(0.6)) patronymic = pick(r.pick(pool.pat));
  const order = lc.order || 'gf';
  const sep = lc.sep != null ? lc.sep : ' ';
  const y0 = opts.minAge != null ? 2026 - opts.maxAge : 1941, y1 = opts.minAge != null ? 2026 - opts.minAge : 2006;
  const dob = opts.dob || randDate(r, y0, y1);
  const p = { loc: lc, cc: lc.cc, g, given: given.n, givenLatin: given.l, family: family.n, familyLatin: family.l, familyParts: parts.map((x) => x.l), patronymic, dob, order, sep };
  if (order === 'fg') { p.full = family.n + sep + given.n; p.fullLatin = `${family.l} ${given.l}`; }
  else if (patronymic && r.chance(0.5)) { p.full = `${family.n} ${given.n} ${patronymic.n}`; p.fullLatin = `${family.l} ${given.l} ${patronymic.l}`; }
  else if (patronymic) { p.full = `${given.n} ${patronymic.n} ${family.n}`; p.fullLatin = `${given.l} ${family.l}`; }
  else { p.full = `${given.n} ${family.n}`; p.fullLatin = `${given.l} ${family.l}`; }
  // western display of Latin name
  p.westLatin = `${given.l} ${family.l}`;
  p.foreign = !!opts.foreign;
  p._r = r;
  return p;
}

// ---------- formatting ----------
export function fmtDate(lc, dt, fmt) {
  let { y, m, d } = dt;
  if (CFG.native && lc.cal === 'jalali') [y, m, d] = jalali(y, m, d);
  if (CFG.native && lc.cal === 'buddhist') y += 543;
  return (fmt || lc.date).replace('YYYY', String(y)).replace('MM', p2(m)).replace('DD', p2(d)).replace(/\bM\b/, String(m)).replace(/\bD\b/, String(d));
}
export const CFG = { native: true, lang: null };
export function nat(r, lc, s, prob) { if (CFG.native && lc.digits && r.chance(prob != null ? prob : lc.digits[1])) return toDigits(s, lc.digits[0]); return s; }

export function genPhone(r, lc, style) {
  const [natT, intlT] = r.pick(lc.phones);
  const fills = []; const cnt = (natT.match(/[XN]/g) || []).length;
  for (let i = 0; i < cnt; i++) fills.push(null);
  let i = 0; const natS = natT.replace(/[XN]/g, (c) => (fills[i++] = c === 'N' ? String(r.int(2, 9)) : String(r.int(0, 9))));
  i = 0; const intlS = intlT.replace(/[XN]/g, () => fills[i++]);
  style = style || r.weighted([['nat', 5], ['intl', 3.5], ['compact', 0.7], ['00', 0.6]]);
  if (style === 'nat') return natS;
  if (style === 'intl') return intlS;
  if (style === 'compact') return intlS.replace(/[\s\-().]/g, '');
  return intlS.replace(/^\+/, '00');
}
const PC = (r, t) => t.replace(/#/g, () => String(r.int(0, 9))).replace(/%/g, () => String(r.int(1, 9))).replace(/@/g, () => r.pick('ABDEFGHJLNPQRSTUWXYZ'));
export function genAddress(r, lc, opts = {}) {
  const a = lc.addr; const [city, pct, region] = r.pick(a.ci);
  const unit = String(r.chance(0.5) ? r.int(1, 24) : r.int(1, 9) + r.pick(['A', 'B', 'C', '']));
  let f = a.f.replace(/\[([^\]]*)\]/g, (_, x) => (r.chance(0.4) ? x : ''));
  const big = ['US', 'CA', 'AU', 'PH', 'NG'].includes(lc.cc);
  const house = String(big ? (r.chance(0.8) ? r.int(10, 9999) : r.int(1, 99)) : r.chance(0.93) ? r.int(1, 160) : r.int(161, 420));
  const native = CFG.native && lc.digits && r.chance(lc.digits[1]);
  const N_ = (x) => (native ? toDigits(x, lc.digits[0]) : x);
  let s = f.replace('{S}', r.pick(a.st)).replace('{H}', N_(house)).replace('{U}', N_(unit)).replace('{P}', N_(PC(r, pct))).replace('{C}', city).replace('{R}', region || '');
  s = s.replace(/ {2,}/g, ' ').replace(/ ,/g, ',').replace(/\s+$/g, '').replace(/^\s+/, '');
  if (opts.oneLine) s = s.replace(/\n/g, /^(zh|ja|ko)/.test(lc.id) ? ' ' : lc.language === 'ar' || lc.language === 'fa' || lc.language === 'ur' ? '، ' : ', ');
  return s;
}
export function emailLocal(r, p) {
  const fold = (s) => asciiFold(s).toLowerCase().replace(/[^a-z0-9]+/g, '');
  const g = fold(p.givenLatin.split(' ')[0]) || 'user', f = fold(p.familyLatin.split(' ').slice(-1)[0]) || fold(p.familyLatin) || 'mail';
  return r.pick([`${g}.${f}`, `${g[0]}.${f}`, `${g}${f}`, `${f}.${g}`, `${g}_${f}${r.int(1, 99)}`, `${g}${String(p.dob.y).slice(2)}`, `${g}.${f}${r.int(1, 9)}`, `${f}${g[0]}`]);
}
export function genEmail(r, p, domain) {
  if (!domain && p.loc.cc === 'CN' && r.chance(0.4)) return `${r.nzdigits(r.int(8, 10))}@qq.com`;
  return `${emailLocal(r, p)}@${domain || r.pick(p.loc.mail)}`;
}

// ---------- spans ----------
export const S = {
  name(p, o = {}) {
    let v = o.latin ? p.fullLatin : p.full;
    if (o.west) v = p.westLatin;
    if (o.upper) v = v.toUpperCase();
    if (o.formal && p.loc.order !== 'fg') v = `${o.upper ? p.familyLatin.toUpperCase() : p.family}, ${p.given}`;
    return L('person_name', 'person_name', v, o.soft ? { soft: true } : {});
  },
  dob(p, o = {}) {
    const r = p._r; const lc = p.loc;
    const style = o.style || r.weighted([['num', 6], ['words', 3], ['iso', 1]]);
    if (style === 'words') return L('date_of_birth', 'dob_text', nat(r, lc, dateWords(CFG.lang || lc.l, p.dob, r)));
    if (style === 'iso') return L('date_of_birth', 'dob_iso', `${p.dob.y}-${p2(p.dob.m)}-${p2(p.dob.d)}`);
    return L('date_of_birth', 'dob_numeric', nat(r, lc, fmtDate(lc, p.dob, o.fmt)));
  },
  addr(p, o = {}) {
    if (!p._addr || o.fresh) p._addr = genAddress(p._r, p.loc, o);
    let v = p._addr; if (o.oneLine) v = v.replace(/\n/g, /^(zh|ja|ko)/.test(p.loc.id) ? ' ' : ', ');
    return L('street_address', `address_${p.cc.toLowerCase()}`, v);
  },
  phone(p, o = {}) {
    if (!p._phone || o.fresh) p._phone = genPhone(p._r, p.loc, o.style);
    return L('phone_number', `phone_${p.cc.toLowerCase()}`, nat(p._r, p.loc, p._phone, o.native));
  },
  email(p, o = {}) { if (!p._email || o.fresh) p._email = genEmail(p._r, p, o.domain); return L('email', 'email', p._email); },
  nid(p, o = {}) {
    const c = COUNTRY[p.cc]; const t = o.type || (c.nid.length ? p._r.pick(c.nid) : null);
    if (!t) return null;
    if (!p._nid || o.fresh) p._nid = NID[t].gen(p._r, p);
    let v = p._nid; if (o.compact && t !== 'fi_hetu') v = v.replace(/[\s.\-]/g, '');
    return L(o.cat || NID[t].cat, t, o.native === false ? v : nat(p._r, p.loc, v, p.loc.id === 'fa-IR' ? 0.5 : 0));
  },
  tax(p, o = {}) {
    const c = COUNTRY[p.cc]; const t = o.type || (c.tax.length ? p._r.pick(c.tax) : null);
    if (!t) return null;
    if (!p._tax) p._tax = NID[t].gen(p._r, p);
    return L('tax_id', t, p._tax);
  },
  passport(p, o = {}) {
    const cc = o.cc || p.cc;
    if (!p._pass) p._pass = genPassport(p._r, cc);
    return L('passport_number', `passport_${cc.toLowerCase()}`, p._pass);
  },
  mrz(p, o = {}) {
    const r = p._r; const cc = o.cc || p.cc;
    if (!p._pass) p._pass = genPassport(r, cc);
    const exp = { y: 2027 + r.int(0, 8), m: r.int(1, 12), d: r.int(1, 28) };
    const fam = p.familyLatin, giv = p.givenLatin;
    const m = mrzTD3({ cc, nat: cc, number: p._pass, family: fam, given: giv, dob: p.dob, sex: p.g, expiry: exp });
    p._exp = exp;
    // line 1: name field is labelled as the person's name (from the surname to the last name character)
    const pre = m.l1.slice(0, 5); const rest = m.l1.slice(5); const nameEnd = rest.replace(/<+$/, '').length;
    return { l1: [pre, L('person_name', 'person_name_mrz', rest.slice(0, nameEnd)), rest.slice(nameEnd)], l2: L('passport_number', 'mrz_td3_line2', m.l2), exp };
  },
  iban(p, o = {}) {
    const r = p._r; let cc = o.cc || p.cc;
    if (!IBAN_LEN[cc]) cc = r.pick(['DE', 'FR', 'NL', 'ES', 'IT', 'BE', 'AT']);
    if (!p._iban) p._iban = genIBAN(r, cc);
    const v = o.compact || (o.compact == null && r.chance(0.35)) ? p._iban : fmtIBAN(p._iban);
    return L('iban', `iban_${cc.toLowerCase()}`, v);
  },
  // local account forms; returns pieces (label items with their own field text)
  bank(p, L10 = {}) {
    const r = p._r; const kind = COUNTRY[p.cc].bank;
    const B = (t, v, extra) => L('bank_account', t, v, extra);
    switch (kind) {
      case 'iban': {
        if (p.cc === 'GB' && r.chance(0.6)) return ['Sort code / account ', B('gb_sort_code_account', BANK.gb_sort_code_account.gen(r))];
        if (p.cc === 'FR' && r.chance(0.4)) return ['RIB ', B('fr_rib', BANK.fr_rib.gen(r))];
        if (p.cc === 'ES' && r.chance(0.4)) return ['CCC ', B('es_ccc', BANK.es_ccc.gen(r))];
        if (p.cc === 'PL' && r.chance(0.5)) return ['nr rachunku ', B('pl_nrb', BANK.pl_nrb.gen(r))];
        if (p.cc === 'NO' && r.chance(0.45)) return ['kontonr. ', B('no_kontonummer', BANK.no_kontonummer.gen(r))];
        if (p.cc === 'SE' && r.chance(0.45)) return ['clearingnr/konto ', B('se_clearing_account', BANK.se_clearing_account.gen(r))];
        if (p.cc === 'DK' && r.chance(0.45)) return ['reg.nr./konto ', B('dk_reg_konto', BANK.dk_reg_konto.gen(r))];
        if (p.cc === 'CZ' && r.chance(0.5)) return ['č. ú. ', B('cz_ucet', BANK.cz_ucet.gen(r))];
        if (p.cc === 'HU' && r.chance(0.5)) return ['számlaszám ', B('hu_giro', BANK.hu_giro.gen(r))];
        if (p.cc === 'IT' && r.chance(0.25)) return ['ABI ', N('bank_code', r.pick(['03069', '02008', '05034', '03062'])), ' CAB ', N('bank_code', r.digits(5)), ' c/c ', B('it_conto', BANK.it_conto.gen(r))];
        if (p.cc === 'DE' && r.chance(0.2)) return ['Kto. ', B('de_kontonummer', BANK.de_kontonummer.gen(r)), ', BLZ ', B('de_blz', BANK.de_blz.gen(r), { soft: true })];
        return [S.iban(p)];
      }
      case 'us': return r.chance(0.5) ? ['Routing ', B('us_aba_routing', BANK.us_aba_routing.gen(r), { soft: true }), ' / Account ', B('us_account', BANK.us_account.gen(r))] : ['ABA ', B('us_aba_routing', BANK.us_aba_routing.gen(r), { soft: true }), ', acct ', B('us_account', BANK.us_account.gen(r))];
      case 'gb': return [B('gb_sort_code_account', BANK.gb_sort_code_account.gen(r))];
      case 'au': return [B('au_bsb_account', BANK.au_bsb_account.gen(r))];
      case 'nz': return [B('nz_account', BANK.nz_account.gen(r))];
      case 'ca': return [B('ca_bank_account', BANK.ca_bank_account.gen(r))];
      case 'in': return [B('in_account', BANK.in_account.gen(r)), ' (IFSC ', B('in_ifsc', BANK.in_ifsc.gen(r), { soft: true }), ')'];
      case 'za': return [r.pick(['FNB', 'Capitec', 'Standard Bank', 'Absa', 'Nedbank']), ' ', B('za_account', BANK.za_account.gen(r)), ', branch ', N('bank_branch_code', r.pick(['250655', '470010', '051001', '632005', '198765']))];
      case 'ng': { const x = genNuban(r); return [NG_BANKS[x.bank], ' ', B('ng_nuban', x.acct)]; }
      case 'ke': return [r.pick(['Equity Bank', 'KCB', 'Co-operative Bank', 'NCBA']), ' A/C ', B('ke_account', BANK.ke_account.gen(r))];
      case 'sg': return [r.pick(['DBS', 'POSB', 'OCBC', 'UOB']), ' ', B('sg_account', BANK.sg_account.gen(r))];
      case 'ph': return [r.pick(['BDO', 'BPI', 'Metrobank', 'Landbank']), ' SA ', B('ph_account', BANK.ph_account.gen(r))];
      case 'mx': return [B('mx_clabe', BANK.mx_clabe.gen(r))];
      case 'ar': return [B('ar_cbu', BANK.ar_cbu.gen(r))];
      case 'co': return [r.pick(['Bancolombia', 'Davivienda', 'BBVA']), ' ahorros ', B('co_cuenta', BANK.co_cuenta.gen(r))];
      case 'cl': return [r.pick(['BancoEstado CuentaRUT', 'Banco de Chile', 'Santander']), ' ', B('cl_cuenta', BANK.cl_cuenta.gen(r))];
      case 'pe': return ['CCI ', B('pe_cci', BANK.pe_cci.gen(r))];
      case 'br': return [r.pick(['Itaú', 'Bradesco', 'Banco do Brasil', 'Nubank', 'Caixa']), ' ', B('br_conta', BANK.br_conta.gen(r))];
      case 'ru': return ['р/с ', B('ru_account', BANK.ru_account.gen(r)), ', БИК ', N('bank_bic', '04' + r.digits(7))];
      case 'bd': return [r.pick(['Dutch-Bangla Bank', 'BRAC Bank', 'Sonali Bank']), ' ', B('bd_account', BANK.bd_account.gen(r))];
      case 'cn': return [r.pick(['中国工商银行', '中国建设银行', '招商银行', '中国银行']), ' ', L('credit_card', 'unionpay', genCard(r, 'unionpay'))];
      case 'tw': return [r.pick(['國泰世華銀行', '中國信託', '台新銀行']), ' ', B('tw_account', BANK.tw_account.gen(r))];
      case 'hk': return [r.pick(['HSBC', 'Hang Seng Bank', 'Bank of China (Hong Kong)']), ' ', B('hk_account', BANK.hk_account.gen(r))];
      case 'jp': return [r.pick(['三菱UFJ銀行', 'みずほ銀行', 'ゆうちょ銀行', '三井住友銀行']), ' ', r.pick(['渋谷支店', '本店営業部', '梅田支店', '新宿支店']), ' 普通 ', B('jp_account', BANK.jp_account.gen(r))];
      case 'kr': return [r.pick(['국민은행', '신한은행', '우리은행', '카카오뱅크']), ' ', B('kr_account', BANK.kr_account.gen(r))];
      case 'th': return [r.pick(['ธนาคารกสิกรไทย', 'ธนาคารไทยพาณิชย์', 'ธนาคารกรุงเทพ']), ' ', B('th_account', BANK.th_account.gen(r))];
      case 'vn': return [r.pick(['Vietcombank', 'Techcombank', 'BIDV', 'VPBank']), ' ', B('vn_account', BANK.vn_account.gen(r))];
      case 'id': return [r.pick(['BCA', 'Bank Mandiri', 'BRI', 'BNI']), ' ', B('id_account', BANK.id_account.gen(r))];
      case 'my': return [r.pick(['Maybank', 'CIMB', 'Public Bank', 'RHB']), ' ', B('my_account', BANK.my_account.gen(r))];
      default: return [S.iban(p, { cc: 'DE' })];
    }
  },
  card(r, brand, style) {
    brand = brand || r.weighted([['visa', 5], ['mastercard', 4], ['amex', 1.5], ['discover', 0.6], ['jcb', 0.6], ['unionpay', 0.6], ['maestro', 0.6], ['diners', 0.3], ['mir', 0.4], ['rupay', 0.3], ['elo', 0.3], ['troy', 0.2], ['hipercard', 0.2], ['verve', 0.2]]);
    const n = genCard(r, brand);
    return L('credit_card', brand, fmtCard(n, brand, style || r.pick(['space', 'space', 'plain', 'dash'])));
  },
  ip(r, v6) {
    if (v6 || r.chance(0.12)) { const g = Array.from({ length: 8 }, () => r.hex(r.int(1, 4)).replace(/^0+(?=.)/, '')); g[0] = r.pick(['2001', '2a02', '2a01', '2600', '2406', '2c0f', '2804']); if (g[1] === 'db8') g[1] = 'db9'; if (r.chance(0.5)) return L('ip_address', 'ipv6', `${g[0]}:${g[1]}:${g[2]}::${g[6]}:${g[7]}`); return L('ip_address', 'ipv6', g.join(':')); }
    let a; do { a = r.int(2, 223); } while ([10, 127, 169, 172, 192, 198, 203, 100].includes(a));
    return L('ip_address', 'ipv4', `${a}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`);
  },
  privIp(r) { return L('ip_address', 'ipv4_private', r.pick([`10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(2, 254)}`, `192.168.${r.int(0, 255)}.${r.int(2, 254)}`, `172.${r.int(16, 31)}.${r.int(0, 255)}.${r.int(2, 254)}`])); },
  wallet(r, type) {
    type = type || r.weighted([['btc_bech32', 3], ['eth', 4], ['btc_p2pkh', 1.5], ['btc_p2sh', 1], ['btc_taproot', 1], ['ltc_p2pkh', 0.5], ['ltc_bech32', 0.4], ['doge', 0.5], ['trx', 0.8], ['xrp', 0.5], ['sol', 1]]);
    return L('crypto_wallet', type, WALLETS[type](r));
  },
};
export const T = (p) => L10N[p.loc.l];
export { LOCALES, LOCALE_BY_ID, COUNTRY, L10N };
