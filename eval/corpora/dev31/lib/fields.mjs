// Persons, field items (labelled values and hard negatives) and renderers.
import { pad, stripAccents, HEX, DIG, UPPER } from './core.mjs';
import { cryptoPrivKey } from './secrets.mjs';
import { G, V, genIban, genCard, CARD_BRANDS, WALLETS, corrupt, genS10, genContainer, genAwb } from './ids.mjs';

const PATRO = { ru: [['Иванович', 'Ивановна'], ['Сергеевич', 'Сергеевна'], ['Петрович', 'Петровна'], ['Андреевич', 'Андреевна'], ['Николаевич', 'Николаевна']], uk: [['Іванович', 'Іванівна'], ['Петрович', 'Петрівна'], ['Олександрович', 'Олександрівна'], ['Васильович', 'Василівна']] };

export function fill(r, pat) { return r.fill(pat); }

export function makePerson(r, L, opts = {}) {
  const sex = opts.sex || (r.chance(0.5) ? 'F' : 'M');
  const g = r.pick(sex === 'F' ? L.gf : L.gm);
  const f = r.pick(L.fam);
  const fam = f.n.includes('/') ? f.n.split('/')[sex === 'F' ? 1 : 0] : f.n;
  let fam2 = null, f2 = null;
  if (L.two) { f2 = r.pick(L.fam); fam2 = f2.n; }
  const lg = (g.lat || stripAccents(g.n)).replace(/[^A-Za-z]/g, '');
  const lf = (f.lat || stripAccents(fam)).replace(/[^A-Za-z]/g, '');
  let full;
  if (L.order === 'fg') {
    full = `${fam}${L.sep}${g.n}`;
    if (L.patro && r.chance(0.7)) full += ' ' + r.pick(PATRO[L.lang])[sex === 'F' ? 1 : 0];
  } else {
    full = `${g.n} ${fam}` + (fam2 ? ` ${fam2}` : '');
    if (L.lang === 'en' && r.chance(0.15)) full = `${g.n} ${r.pick('ABCDEFGHJKLMNPRSTW')}. ${fam}`;
  }
  const y = opts.y || r.int(1941, 2006), m = r.int(1, 12), d = r.int(1, 28);
  const p = { sex, given: g.n, family: fam, full, lg, lf, lf2: f2 ? stripAccents(f2.n) : null, y, m, d };
  p.addr = makeAddress(r, L);
  p.email = makeEmail(r, L, p);
  return p;
}

export function cityOf(r, L) {
  const e = r.pick(L.cities);
  if (L.lang === 'en') return { line: r.lf(e), name: e.split(/,| [A-Z§]{1,2}[\d#]/)[0].trim() };
  const i = e.lastIndexOf('@');
  return { zip: r.lf(e.slice(0, i)), name: r.lf(e.slice(i + 1)) };
}
export function makeAddress(r, L) {
  const c = cityOf(r, L); const st = r.pick(L.streets);
  const no = r.chance(0.15) && L.lang !== 'ja' ? `${r.int(1, 220)}${r.pick(['a', 'b', 'A', 'B'])}` : String(r.int(1, 220));
  const t = L.addr;
  const line = t.replace('{no}', no).replace('{street}', st).replace('{flat}', r.int(1, 140)).replace('{floor}', L.floor ? r.lf(r.pick(L.floor)) : '')
    .replace('{a}', r.int(1, 9)).replace('{b}', r.int(1, 30)).replace('{c}', r.int(1, 20))
    .replace('{city}', L.lang === 'en' ? c.line : c.name).replace('{zip}', c.zip || '');
  return { line, city: c.name };
}
function makeEmail(r, L, p) {
  const g = p.lg.toLowerCase() || 'user', f = p.lf.toLowerCase() || 'mail';
  const local = r.pick([`${g}.${f}`, `${g[0]}${f}`, `${f}.${g}${r.int(1, 99)}`, `${g}${f}${r.int(60, 99)}`, `${g}_${f}`, `${f}${g[0]}${r.int(1, 9)}`]);
  return `${local}@${r.pick(L.mails)}`;
}

export function fmtDate(r, L, dt, style) {
  const { y, m, d } = dt;
  const st = style || r.pick(['short', 'short', 'long']);
  if (st === 'iso') return `${y}-${pad(m)}-${pad(d)}`;
  if (st === 'long' && L.longFmt) {
    const M = L.months ? L.months[m - 1] : m;
    return L.longFmt.replace('{y}', y).replace('{M}', M).replace('{m}', m).replace('{d}', d);
  }
  return L.date.replace('D', pad(d)).replace('M', pad(m)).replace('Y', y);
}

export function phone(r, L, intl) {
  const ph = L.ph; const pat = r.pick(ph.p); const nsn = r.fill(pat);
  if (ph.us) { let dg = nsn.replace(/\D/g, ''); dg = r.int(2, 9) + dg.slice(1, 3) + r.int(2, 9) + dg.slice(4); return intl ? `+1 ${dg.slice(0, 3)}-${dg.slice(3, 6)}-${dg.slice(6)}` : r.pick([`(${dg.slice(0, 3)}) ${dg.slice(3, 6)}-${dg.slice(6)}`, `${dg.slice(0, 3)}-${dg.slice(3, 6)}-${dg.slice(6)}`, `${dg.slice(0, 3)}.${dg.slice(3, 6)}.${dg.slice(6)}`]); }
  if (intl) return r.chance(0.85) ? `+${ph.cc} ${nsn}` : `00${ph.cc} ${nsn}`;
  if (L.cc === 'RU') return `8 (${nsn.split(' ')[0]}) ${nsn.split(' ').slice(1).join(' ')}`;
  return (ph.tr || '') + nsn;
}

const lab = (category, type, extra = {}) => ({ category, type, ...extra });
const nz = (s) => s; // identity helper

export function ipv4(r) {
  for (;;) {
    const a = r.int(1, 223);
    if ([10, 127, 169, 172, 192, 198, 203, 100, 0].includes(a)) continue;
    return `${a}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`;
  }
}
export function ipv6(r) { return `${r.pick(['2a02', '2001', '2600', '2a01', '2406', '2804'])}:${r.chars(4, HEX).replace(/^0+/, '') || '0'}:${r.chars(3, HEX)}:${r.chars(4, HEX)}:${r.chars(4, HEX).replace(/^0+/, '')}:${r.chars(2, HEX)}ff:fe${r.chars(2, HEX)}:${r.chars(4, HEX)}`; }

export function caseNumber(r, L) {
  const yr = r.int(2019, 2026), y2 = String(yr).slice(2);
  switch (L.cc) {
    case 'US': return r.fill(`#:${y2}-cv-0####`);
    case 'GB': return r.fill(`K##AA###`);
    case 'DE': return r.fill(`## ${r.pick(['O', 'C', 'F', 'Ds', 'S'])} ###/${y2}`);
    case 'FR': return r.fill(`RG ${y2}/0####`);
    case 'ES': case 'MX': return r.fill(`${r.int(100, 2999)}/${yr}`);
    case 'IT': return r.fill(`R.G. n. ####/${yr}`);
    case 'NL': return r.fill(`C/##/######`);
    case 'PL': return r.fill(`${r.pick(['I C', 'II K', 'III RC'])} ###/${y2}`);
    case 'RU': return r.fill(`№ 2-####/${yr}`);
    case 'UA': return r.fill(`№ ###/####/${y2}`);
    case 'TR': return `${yr}/${r.int(10, 999)} Esas`;
    case 'JP': return `令和${yr - 2018}年(ワ)第${r.int(100, 9999)}号`;
    case 'CN': return `（${yr}）京0105民初${r.int(1000, 99999)}号`;
    case 'KR': return `${yr}가단${r.int(100000, 999999)}`;
    case 'SE': return r.fill(`T ####-${y2}`);
    case 'NO': return r.fill(`${y2}-######TVI-OTIR/0#`);
    default: return r.fill(`${yr}/####-${r.pick(['CIV', 'PEN', 'ADM'])}`);
  }
}
export function fileRef(r) { return r.fill(r.pick(['AA/####/##', 'REF-######', '###-####-##', 'AAA-####-####', '##/AA/#####', 'IR-####-#####'])); }
export function plate(r, L) { return r.lf(r.pick(L.plate)); }
export function tracking(r, L) {
  return r.pick([
    () => ({ val: '1Z' + r.chars(6, UPPER + DIG) + r.digits(10), neg: 'tracking_number' }),
    () => ({ val: r.digits(12, true), neg: 'tracking_number' }),
    () => ({ val: genS10(r, L.cc === 'GB' ? 'GB' : L.cc), neg: 'tracking_number' }),
    () => ({ val: 'JD0146' + r.digits(14), neg: 'tracking_number' }),
    () => ({ val: r.digits(10, true), neg: 'tracking_number' }),
  ])();
}
export function companyId(r, L) {
  const cc = L.cc === 'GB' ? 'GB' : L.cc;
  return r.pick([
    () => ({ val: `${cc === 'GR' ? 'EL' : cc}${r.digits(9)}`, neg: 'vat_number' }),
    () => ({ val: `${cc}${r.digits(r.int(8, 13))}`, neg: 'eori_number' }),
    () => ({ val: r.fill('##-#######'), neg: 'company_tax_id' }),
    () => ({ val: r.fill(r.pick(['HRB ######', 'RCS ### ### ###', 'CRN ########', 'KVK ########'])), neg: 'company_registration' }),
  ])();
}
export function hsCode(r) { return r.fill(r.pick(['####.##', '####.##.##', '########', '####.## ##'])); }
export function vin(r) {
  const A = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ'; const tr = (c) => /\d/.test(c) ? +c : 'ABCDEFGH'.includes(c) ? 'ABCDEFGH'.indexOf(c) + 1 : 'JKLMN'.includes(c) ? 'JKLMN'.indexOf(c) + 1 : c === 'P' ? 7 : c === 'R' ? 9 : 'STUVWXYZ'.indexOf(c) + 2;
  const w = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
  const b = r.pick(['WVW', 'WBA', 'VF1', 'ZFA', 'JHM', '1HG', 'SAL', 'YV1', 'TMB']) + r.chars(5, A) + '0' + r.chars(1, 'KLMNPRS') + r.chars(1, A) + r.digits(6);
  let s = 0; for (let i = 0; i < 17; i++) s += tr(b[i]) * w[i]; const c = s % 11 === 10 ? 'X' : String(s % 11);
  return b.slice(0, 8) + c + b.slice(9);
}

const POLICE = { en: '{city} Police Department', de: 'Polizeipräsidium {city}', fr: 'Commissariat de police de {city}', es: 'Comisaría de Policía Nacional de {city}', it: 'Questura di {city}', pt: 'Esquadra da Polícia – {city}', nl: 'Politie, team {city}', pl: 'Komenda Miejska Policji, {city}', sv: 'Polismyndigheten, {city}', nb: 'Politiet, {city}', el: 'Αστυνομικό Τμήμα {city}', ro: 'Poliția Municipiului {city}', tr: '{city} Emniyet Müdürlüğü', ru: 'Отдел МВД России, {city}', uk: 'Відділ поліції, {city}', ar: 'شرطة {city}', he: 'משטרת ישראל – תחנת {city}', hi: 'पुलिस थाना, {city}', ja: '{city}警察署', zh: '{city}公安分局', ko: '{city}경찰서' };
const FIRM = { en: '{a} & {b} LLP', de: '{a} & {b} Rechtsanwälte PartG mbB', fr: '{a} & {b} Avocats Associés', es: '{a} & {b} Abogados', it: 'Studio Legale {a} & {b}', pt: '{a} & {b} Advogados', nl: '{a} & {b} Advocaten', pl: 'Kancelaria Prawna {a} i {b}', sv: '{a} & {b} Advokatbyrå', nb: 'Advokatfirmaet {a} & {b}', el: 'Δικηγορική Εταιρεία {a} – {b}', ro: 'SCA {a} și {b}', tr: '{a} & {b} Hukuk Bürosu', ru: 'Коллегия адвокатов «{a} и {b}»', uk: 'Адвокатське об’єднання «{a} і {b}»', ar: 'مكتب {a} و{b} للمحاماة', he: "{a}, {b} ושות' – משרד עורכי דין", hi: '{a} एंड {b} एसोसिएट्स', ja: '{a}・{b}法律事務所', zh: '{a}{b}律师事务所', ko: '법무법인 {a}{b}' };
export function orgName(r, L, kind) {
  const O = L.orgs; const city = cityOf(r, L).name;
  if (kind === 'named') return r.pick(O.named).replace('{p}', r.pick(O.people));
  if (kind === 'police') return POLICE[L.lang].replace('{city}', city);
  if (kind === 'firm') { const f = () => { const x = r.pick(L.fam).n; return x.includes('/') ? x.split('/')[0] : x; }; return FIRM[L.lang].replace('{a}', f()).replace('{b}', f()); }
  if (kind && kind.startsWith('agency:')) { const d = kind.slice(7); const idx = { tax: 0, benefit: 1, municipal: 2, immigration: 3, vehicle: O.agency.length > 4 ? 4 : 2 }[d]; if (idx !== undefined) return O.agency[Math.min(idx, O.agency.length - 1)].replace('{city}', city); kind = 'agency'; }
  return r.pick(O[kind]).replace('{city}', city).replace('#', r.int(1, 9)).replace('##', r.int(10, 40));
}

const DLF = {
  DE: (r) => r.chars(1, 'BCDFGHJKLMN') + r.digits(2) + r.chars(8, UPPER + DIG), FR: (r) => r.digits(12, true), IT: (r) => 'U1' + r.chars(7, UPPER + DIG) + r.chars(1, UPPER),
  NL: (r) => '5' + r.digits(9), AU: (r) => r.digits(9, true), CA: (r) => `${r.chars(1, UPPER)}${r.digits(4)}-${r.digits(5)}-${r.digits(5)}`,
  IN: (r) => `${r.pick(['KA', 'MH', 'DL', 'UP', 'TN'])}${pad(r.int(1, 60))} ${r.int(2005, 2024)}${r.digits(7)}`, PL: (r) => `${r.digits(5)}/${r.digits(2)}/${r.digits(4)}`,
  RU: (r) => `${r.digits(2)} ${r.digits(2)} ${r.digits(6)}`, UA: (r) => r.chars(3, 'АВЕКМНОРСТХ') + r.digits(6), JP: (r) => r.digits(12), KR: (r) => `${r.int(11, 28)}-${r.digits(2)}-${r.digits(6)}-${r.digits(2)}`,
  IL: (r) => r.digits(7, true), AE: (r) => r.digits(7, true), GR: (r) => r.digits(9, true), PT: (r) => `${r.pick(['L', 'P', 'C', 'F'])}-${r.digits(7)} ${r.int(0, 9)}`, BR: (r) => r.digits(11, true), IE: (r) => r.digits(9, true), MX: (r) => r.chars(1, UPPER) + r.digits(9),
};
const DL_CAP = { en: 'Driving licence number', de: 'Führerscheinnummer', fr: 'Numéro de permis de conduire', es: 'Número de permiso de conducir', it: 'Numero patente', pt: 'Número da carta de condução', nl: 'Rijbewijsnummer', pl: 'Numer prawa jazdy', sv: 'Körkortsnummer', nb: 'Førerkortnummer', el: 'Αριθμός διπλώματος οδήγησης', ro: 'Număr permis de conducere', tr: 'Ehliyet numarası', ru: 'Номер водительского удостоверения', uk: 'Номер посвідчення водія', ar: 'رقم رخصة القيادة', he: 'מספר רישיון נהיגה', hi: 'ड्राइविंग लाइसेंस संख्या', ja: '運転免許証番号', zh: '驾驶证号', ko: '운전면허번호' };
const OFFICIAL_CAP = { en: 'Judge', de: 'Richterin/Richter', fr: 'Juge', es: 'Juez/a', it: 'Giudice', pt: 'Juiz(a)', nl: 'Rechter', pl: 'Sędzia', sv: 'Domare', nb: 'Dommer', el: 'Δικαστής', ro: 'Judecător', tr: 'Hâkim', ru: 'Судья', uk: 'Суддя', ar: 'القاضي', he: 'השופט/ת', hi: 'न्यायाधीश', ja: '裁判官', zh: '审判员', ko: '판사' };
const ORG_CAP = { en: 'Organisation', de: 'Einrichtung', fr: 'Établissement', es: 'Entidad', it: 'Ente', pt: 'Entidade', nl: 'Instelling', pl: 'Instytucja', sv: 'Organisation', nb: 'Virksomhet', el: 'Φορέας', ro: 'Instituție', tr: 'Kurum', ru: 'Организация', uk: 'Установа', ar: 'الجهة', he: 'גוף', hi: 'संस्था', ja: '機関', zh: '机构', ko: '기관' };

// ---------- field items ----------
// Returns {val, lab} or {val, neg} (decoy variant when ctx.decoy or force negative).
export function field(ctx, key, arg) {
  const { r, L } = ctx; const p = arg && arg.full ? arg : ctx.p; const decoy = ctx.decoy;
  switch (key) {
    case 'name': return decoy ? { val: orgName(r, L, 'named'), neg: 'organisation_name' } : { val: p.full, lab: lab('person_name', 'full_name') };
    case 'given': return { val: p.given, lab: lab('person_name', 'given_name') };
    case 'dob': {
      if (decoy) return { val: fmtDate(r, L, { y: r.int(2019, 2026), m: r.int(1, 12), d: r.int(1, 28) }), neg: 'date_not_dob' };
      return { val: fmtDate(r, L, p, arg === 'iso' ? 'iso' : ctx.dateStyle), lab: lab('date_of_birth', 'date_of_birth') };
    }
    case 'addr': return decoy ? { val: `${orgName(r, L, 'agency')}, ${makeAddress(r, L).line}`, neg: 'organisation_address' } : { val: p.addr.line, lab: lab('street_address', 'full_address') };
    case 'phone': case 'phone_intl': {
      if (decoy) return { val: r.pick(L.svc.length ? L.svc : ['112']), neg: 'service_number' };
      const intl = key === 'phone_intl' || r.chance(0.35);
      return { val: phone(r, L, intl), lab: lab('phone_number', intl ? 'phone_international' : 'phone_national') };
    }
    case 'email': return decoy ? { val: r.pick(['jane.doe@example.com', 'user@example.org', 'name@example.net', 'firstname.lastname@example.com', `test${r.int(1, 99)}@example.com`]), neg: 'documentation_example' } : { val: p.email, lab: lab('email', 'personal_email') };
    case 'nid': case 'tax': {
      const specs = key === 'nid' ? L.nid : L.tax;
      if (!specs || !specs.length) return null;
      const s = typeof arg === 'number' ? specs[arg % specs.length] : r.pick(specs);
      const type = s[3] || s[0];
      const val = G[s[0]](r, p);
      if (decoy) { const c = V[type] ? corrupt(r, type, val) : null; return c ? { val: c, neg: `invalid_${type}` } : { val: val.replace(/[0-9]/g, (d, i) => i < val.length - 3 ? 'X' : d), neg: 'masked_identifier' }; }
      return { val, lab: lab(s[2], type), cap: s[1] };
    }
    case 'pass': { const val = G[L.pass](r, p); return decoy ? { val: '*****' + val.slice(-3), neg: 'masked_identifier' } : { val, lab: lab('passport_number', L.pass) }; }
    case 'dl': {
      let t = L.dl, val;
      if (t && G[t]) val = G[t](r, p);
      else if (DLF[L.cc]) { t = L.cc.toLowerCase() + '_driving_licence'; val = DLF[L.cc](r); }
      else { t = L.nid[0][3] || L.nid[0][0]; val = G[L.nid[0][0]](r, p); }
      if (decoy) return { val: val.slice(0, 2) + '*'.repeat(Math.max(2, val.length - 4)) + val.slice(-2), neg: 'masked_identifier' };
      return { val, lab: lab('national_id', t), cap: DL_CAP[L.lang] };
    }
    case 'iban': {
      if (!L.iban) { const x = field(ctx, 'acct'); x.cap = L.caps.acct; return x; }
      const val = genIban(r, L.iban, r.chance(0.7));
      if (decoy) return { val: corrupt(r, 'iban', val) || val.slice(0, 4) + ' XXXX XXXX', neg: 'invalid_iban' };
      return { val, lab: lab('iban', 'iban_' + L.iban.toLowerCase()) };
    }
    case 'acct': {
      if (!L.bank) { const x = field(ctx, 'iban'); x.cap = L.caps.iban; return x; }
      let val = G[L.bank](r, p); if (typeof val === 'object') val = val.acc;
      if (decoy) return { val: '****' + String(val).slice(-4), neg: 'masked_identifier' };
      return { val, lab: lab('bank_account', L.bank) };
    }
    case 'card': {
      if (decoy) return r.pick([() => ({ val: r.pick(['4111 1111 1111 1111', '5555 5555 5555 4444', '4242 4242 4242 4242', '3782 822463 10005']), neg: 'test_card_number' }), () => ({ val: '**** **** **** ' + r.digits(4), neg: 'masked_card' }), () => { const v = genCard(r, 'visa', ' '); return { val: corrupt(r, 'card', v), neg: 'invalid_card' }; }])();
      const brand = arg || r.wpick([['visa', 5], ['mastercard', 4], ['amex', 2], ['discover', 1], ['jcb', 1], ['unionpay', 1], ['diners', 1], ['maestro', 1]]);
      return { val: genCard(r, brand, r.pick([' ', ' ', '-', ''])), lab: lab('credit_card', brand) };
    }
    case 'ip': {
      if (decoy) return r.pick([() => ({ val: `${r.pick(['192.0.2', '198.51.100', '203.0.113'])}.${r.int(1, 254)}`, neg: 'documentation_ip' }), () => ({ val: `${r.int(1, 9)}.${r.int(0, 20)}.${r.int(0, 9)}.${r.int(0, 99)}`, neg: 'version_number' })])();
      return r.chance(0.8) ? { val: ipv4(r), lab: lab('ip_address', 'ipv4') } : { val: ipv6(r), lab: lab('ip_address', 'ipv6') };
    }
    case 'wallet': {
      const t = arg || r.wpick([['bitcoin_bech32', 3], ['bitcoin_p2pkh', 2], ['bitcoin_p2sh', 1], ['bitcoin_taproot', 1], ['ethereum', 4], ['litecoin', 1], ['dogecoin', 1], ['tron', 2], ['xrp', 1]]);
      const val = WALLETS[t](r);
      if (decoy) { for (let k = 0; k < 20; k++) { const i = r.int(Math.floor(val.length / 2), val.length - 2); const alpha = t === 'ethereum' ? '0123456789abcdef' : 'abcdefghjkmnpqrstuvwxyz23456789'; const bad = val.slice(0, i) + r.pick(alpha) + val.slice(i + 1); if (bad !== val && !V[t](bad)) return { val: bad, neg: `invalid_${t}` }; } }
      return { val, lab: lab('crypto_wallet', t) };
    }
    case 'privkey': return decoy ? { val: '5HueCGU8rMjxEXxiPuD5BDku4MkFqeZyd4dZ1jvhTVqvbTLvyTJ', neg: 'documentation_sample' } : cryptoPrivKey(r);
    // ---- negatives ----
    case 'case': return { val: caseNumber(r, L), neg: 'case_number' };
    case 'ref': return { val: fileRef(r), neg: 'file_reference' };
    case 'date': return { val: fmtDate(r, L, { y: r.int(2023, 2026), m: r.int(1, 12), d: r.int(1, 28) }), neg: 'date_not_dob' };
    case 'plate': return { val: plate(r, L), neg: 'vehicle_plate' };
    case 'track': return tracking(r, L);
    case 'container': return { val: genContainer(r), neg: 'container_number' };
    case 'awb': return { val: genAwb(r), neg: 'air_waybill_number' };
    case 'hs': return { val: hsCode(r), neg: 'hs_code' };
    case 'company': return companyId(r, L);
    case 'svc': return { val: r.pick(L.svc.length ? L.svc : ['112']), neg: 'service_number' };
    case 'org': return { val: orgName(r, L, 'named'), neg: 'organisation_name' };
    case 'official': return { val: makePerson(r, L).full, neg: 'public_official' };
    case 'vin': return { val: vin(r), neg: 'vin' };
    case 'routing': return L.cc === 'US' ? { val: G.us_routing(r), neg: 'bank_identifier' } : L.cc === 'GB' ? { val: G.uk_sort_code(r), neg: 'bank_identifier' } : { val: r.fill('AAAA' + L.cc + 'XX' + (r.chance(0.5) ? 'XXX' : '')), neg: 'bank_identifier' };
    case 'amount': return { val: amount(r, L) };
    case 'agency_mail': return { val: `${r.pick(['contact', 'info', 'greffe', 'service.client', 'foi', 'support', 'noreply'])}@${r.pick(['city-hall', 'tax-office', 'court', 'carrier', 'registry'])}.${r.pick(['gov.example', 'example.org', 'example.net'])}`, neg: 'functional_mailbox' };
    default: throw new Error('unknown field ' + key);
  }
}
export function amount(r, L) {
  const v = r.int(12, 48000) + r.int(0, 99) / 100;
  const s = v.toFixed(2);
  if (['US', 'GB', 'IE', 'AU', 'CA', 'IN', 'MX', 'JP', 'CN', 'KR', 'IL', 'AE'].includes(L.cc)) return L.cc === 'JP' || L.cc === 'KR' ? `${Math.round(v * 100).toLocaleString('en-US')} ${L.sym}` : `${L.sym}${Number(s).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  return `${Number(s).toLocaleString('de-DE', { minimumFractionDigits: 2 })} ${L.sym}`;
}

export function capFor(L, key, it) {
  if (it && it.cap) return it.cap;
  const m = { phone_intl: 'phone', nid: 'ref', company: 'ref' };
  if (key === 'official') return OFFICIAL_CAP[L.lang];
  if (key === 'org') return ORG_CAP[L.lang];
  const extra = { container: 'Container', awb: 'AWB', hs: 'HS', company: 'VAT/EORI', svc: 'Hotline', org: '', official: '', vin: 'VIN', routing: 'BIC / Sort code', dl: L.lang === 'en' ? 'Driving licence number' : L.caps.ref, given: L.caps.name, agency_mail: L.caps.email };
  return L.caps[key] || extra[key] || L.caps[m[key]] || key;
}
export const MACHINE = { name: 'full_name', given: 'first_name', dob: 'date_of_birth', addr: 'address', phone: 'phone', phone_intl: 'mobile', email: 'email', nid: 'national_id', tax: 'tax_id', pass: 'passport_no', dl: 'licence_no', iban: 'iban', acct: 'account_no', card: 'card_number', ip: 'client_ip', wallet: 'wallet_address', case: 'case_no', ref: 'reference', date: 'issued_on', plate: 'plate', track: 'tracking_no', container: 'container_no', awb: 'awb', hs: 'hs_code', company: 'company_id', svc: 'hotline', org: 'organisation', official: 'officer', vin: 'vin', routing: 'bank_code', amount: 'amount', agency_mail: 'office_email' };

// OCR noise on captions/filler
export function ocr(r, s, p = 0.08) {
  const M = { l: '1', O: '0', o: '0', e: 'c', m: 'rn', i: 'í', S: '5', a: 'á', t: 'f', n: 'ri' };
  let out = ''; for (const ch of s) out += M[ch] && r.chance(p) ? M[ch] : ch; return out;
}

// ---------- renderers for caption/value lists ----------
// rows: [{key, cap, it}]
const FV = { en: 'Field|Value', de: 'Feld|Wert', fr: 'Rubrique|Valeur', es: 'Campo|Valor', it: 'Campo|Valore', pt: 'Campo|Valor', nl: 'Veld|Waarde', pl: 'Pole|Wartość', sv: 'Fält|Värde', nb: 'Felt|Verdi', el: 'Πεδίο|Τιμή', ro: 'Câmp|Valoare', tr: 'Alan|Değer', ru: 'Поле|Значение', uk: 'Поле|Значення', ar: 'الحقل|القيمة', he: 'שדה|ערך', hi: 'क्षेत्र|मान', ja: '項目|内容', zh: '项目|内容', ko: '항목|내용' };
export function renderKV(doc, r, rows, style, lang = 'en') {
  const w = Math.max(...rows.map(x => x.cap.length)) + 2;
  const [hf, hv] = (FV[lang] || FV.en).split('|');
  if (style === 'table') doc.t(`| ${hf.padEnd(w)} | ${hv} |\n|${'-'.repeat(w + 2)}|${'-'.repeat(hv.length + 2)}|\n`);
  for (const row of rows) {
    const cap = style === 'ocr' ? ocr(r, row.cap) : row.cap;
    if (style === 'colon' || style === 'ocr') doc.t(`${cap}: `).item(row.it).t('\n');
    else if (style === 'dotted') doc.t(`${cap} ${'.'.repeat(Math.max(3, w + 6 - cap.length))} `).item(row.it).t('\n');
    else if (style === 'table') doc.t(`| ${cap.padEnd(w)} | `).item(row.it).t(' |\n');
    else if (style === 'nextline') doc.t(`${cap}\n    `).item(row.it).t('\n\n');
    else if (style === 'tab') doc.t(`${cap}\t`).item(row.it).t('\n');
    else if (style === 'bracket') doc.t(`[${cap}] `).item(row.it).t('\n');
    else doc.t(`${cap} — `).item(row.it).t('\n');
  }
}
export function jsonStr(doc, it) {
  const s = JSON.stringify(it.val); const inner = s.slice(1, -1);
  doc.t('"');
  if (inner === it.val) doc.item(it);
  else if (it.lab) doc.v(inner, it.lab.category, it.lab.type, { ...it.lab, encoding: 'json_escaped' });
  else if (it.neg) doc.n(inner, it.neg);
  else doc.t(inner);
  doc.t('"');
}
export function renderJSON(doc, rows, indent = '  ', wrapKey) {
  doc.t('{\n'); if (wrapKey) doc.t(`${indent}"${wrapKey}": {\n`);
  const ind = wrapKey ? indent + indent : indent;
  rows.forEach((row, i) => { doc.t(`${ind}"${row.mk}": `); jsonStr(doc, row.it); doc.t(i < rows.length - 1 ? ',\n' : '\n'); });
  if (wrapKey) doc.t(`${indent}}\n`); doc.t('}\n');
}
const xmlSafe = (s) => !/[<>&]/.test(s);
export function renderXML(doc, rows, root, ind = '  ') {
  doc.t(`<${root}>\n`);
  for (const row of rows) {
    const tag = row.mk.replace(/_(.)/g, (m, c) => c.toUpperCase()).replace(/^./, c => c.toUpperCase());
    doc.t(`${ind}<${tag}>`);
    if (xmlSafe(row.it.val)) doc.item(row.it); else { doc.t('<![CDATA['); doc.item(row.it); doc.t(']]>'); }
    doc.t(`</${tag}>\n`);
  }
  doc.t(`</${root}>\n`);
}
export function yamlVal(doc, it) {
  const v = it.val;
  if (/^[\w.@+\/-][^#:\n]*$/.test(v) && !/:\s|\s#|^[-?*&!|>'"%@`]/.test(v) && !/^(true|false|yes|no|null|\d+)$/i.test(v)) doc.item(it);
  else jsonStr(doc, it);
}
export function renderYAML(doc, rows, ind = '') {
  for (const row of rows) { doc.t(`${ind}${row.mk}: `); yamlVal(doc, row.it); doc.t('\n'); }
}
export function csvCell(doc, it, sep) {
  const v = it.val;
  if (v.includes(sep) || v.includes('"') || v.includes('\n')) {
    if (v.includes('"')) { doc.t('"'); const inner = v.replace(/"/g, '""'); if (it.lab) doc.v(inner, it.lab.category, it.lab.type, it.lab); else if (it.neg) doc.n(inner, it.neg); else doc.t(inner); doc.t('"'); return; }
    doc.t('"').item(it).t('"');
  } else doc.item(it);
}
