// Business-domain document templates: maritime, aviation, retail, legal, real estate, telecom, hospitality.
import { Tok, Neg, enc, val } from './doc.mjs';
import { LOCALES, LOCALE_CODES } from './locales.mjs';
import { UPPER, DIGITS } from './prng.mjs';

const NATS = { US: 'USA', GB: 'GBR', IE: 'IRL', AU: 'AUS', CA: 'CAN', IN: 'IND', ZA: 'ZAF', SG: 'SGP', DE: 'DEU', AT: 'AUT', CH: 'CHE', FR: 'FRA', BE: 'BEL', NL: 'NLD', ES: 'ESP', MX: 'MEX', AR: 'ARG', CO: 'COL', CL: 'CHL', PT: 'PRT', BR: 'BRA', IT: 'ITA', PL: 'POL', CZ: 'CZE', SK: 'SVK', SE: 'SWE', NO: 'NOR', DK: 'DNK', FI: 'FIN', GR: 'GRC', RU: 'RUS', UA: 'UKR', TR: 'TUR', SA: 'SAU', AE: 'ARE', EG: 'EGY', IL: 'ISR', TH: 'THA', CN: 'CHN', TW: 'TWN', JP: 'JPN', KR: 'KOR', VN: 'VNM', ID: 'IDN', MY: 'MYS', RO: 'ROU', HU: 'HUN', BG: 'BGR', HR: 'HRV', SI: 'SVN', EE: 'EST', LT: 'LTU', LV: 'LVA' };
const POB = { IN: ['Mumbai', 'Kochi', 'Chennai'], UA: ['Odesa', 'Mykolaiv', 'Kherson'], RU: ['Novorossiysk', 'Saint Petersburg', 'Vladivostok'], PL: ['Gdynia', 'Szczecin', 'Gdańsk'], HR: ['Split', 'Rijeka', 'Zadar'], TR: ['Izmir', 'Istanbul', 'Trabzon'], GR: ['Piraeus', 'Chios', 'Andros'], ID: ['Jakarta', 'Surabaya', 'Makassar'], VN: ['Haiphong', 'Nam Dinh', 'Vung Tau'], RO: ['Constanța', 'Galați', 'Tulcea'], BG: ['Varna', 'Burgas', 'Sofia'], LV: ['Riga', 'Liepāja', 'Ventspils'], LT: ['Klaipėda', 'Kaunas', 'Vilnius'], EE: ['Tallinn', 'Pärnu', 'Narva'], NO: ['Bergen', 'Ålesund', 'Haugesund'], DE: ['Hamburg', 'Bremerhaven', 'Rostock'], CN: ['Dalian', 'Qingdao', 'Shanghai'], MY: ['Port Klang', 'Penang', 'Kuching'] };
const SEAFARER_LOCS = ['en-IN', 'uk-UA', 'ru-RU', 'pl-PL', 'hr-HR', 'tr-TR', 'el-GR', 'id-ID', 'vi-VN', 'ro-RO', 'bg-BG', 'lv-LV', 'lt-LT', 'et-EE', 'nb-NO', 'de-DE', 'zh-CN', 'ms-MY'];
const RANKS = ['Master', 'Chief Officer', '2nd Officer', '3rd Officer', 'Chief Engineer', '2nd Engineer', '3rd Engineer', 'ETO', 'Bosun', 'AB', 'AB', 'OS', 'Oiler', 'Fitter', 'Cook', 'Messman'];
const VESSELS = ['MV NORDIC STAR', 'MSC ALINA', 'MAERSK KOWLOON', 'CMA CGM RIGOLETTO', 'EVER GIVEN', 'HANSA AUGSBURG', 'BALTIC PIONEER', 'SEASPAN ZAMBEZI', 'AS CLARA', 'NAVIOS LUMEN'];
const PORTS = [['DEHAM', 'Hamburg'], ['NLRTM', 'Rotterdam'], ['BEANR', 'Antwerp'], ['SGSIN', 'Singapore'], ['CNSHA', 'Shanghai'], ['ESALG', 'Algeciras'], ['GRPIR', 'Piraeus'], ['TRAMR', 'Ambarli'], ['PLGDN', 'Gdańsk'], ['AEJEA', 'Jebel Ali'], ['USNYC', 'New York'], ['BRSSZ', 'Santos']];
const pad = (s, n) => String(s).padEnd(n);
const lx = (c, m) => m[c.loc.lang] || m.en;
export const greet = (c, tok) => { const [a, b] = c.P.hi.split('{n}'); return [a, tok, b]; };
const dateStr = (r) => `${r.int(2024, 2026)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`;

export const BIZ = [];
const T = (kind, domain, mode, w, fn) => BIZ.push({ kind, domain, mode, w, fn });

// ---------------- maritime ----------------
T('crew_list', 'maritime', 'en', 3, (c) => {
  const r = c.r; const v = r.pick(VESSELS); const port = r.pick(PORTS);
  const out = [`CREW LIST (IMO FAL Form 5)\nName of ship: ${v}    `, c.nImo(), `\nPort of arrival: ${port[1]} (${port[0]})    Date of arrival: ${dateStr(r)}\nFlag State: ${r.pick(['Malta', 'Liberia', 'Marshall Islands', 'Panama', 'Portugal (MAR)', 'Antigua & Barbuda'])}    Call sign: ${r.str(UPPER, 1)}${r.str(UPPER + DIGITS, 3)}\n\n`];
  out.push('No. | Family name, given names | Rank | Nationality | Date of birth | Place of birth | ID document | Doc. no.\n');
  const n = r.int(3, 7);
  for (let i = 1; i <= n; i++) {
    const lc = r.pick(SEAFARER_LOCS); const p = c.person({ loc: lc, sex: r.chance(0.85) ? 'm' : 'f' }); const L = LOCALES[lc];
    const pp = c.passport(p); const isPP = r.chance(0.7); const nm = Tok('person_name', 'person_name', `${p.familyLatin.toUpperCase()}, ${p.givenLatin}`);
    out.push(`${i} | `, nm, ` | ${i === 1 ? 'Master' : r.pick(RANKS.slice(1))} | ${NATS[L.cc]} | `, c.dob(p, 'iso'), ` | ${r.pick(POB[L.cc] || ['Manila', 'Cebu', 'Iloilo'])} | ${isPP ? 'PP' : 'SB'} | `, isPP ? pp : Tok('national_id', 'seaman_book', `${r.str(UPPER, 2)}${r.digits(6)}`, { soft: true }), '\n');
  }
  out.push(`\nSigned: Master `, c.name(c.person({ loc: r.pick(SEAFARER_LOCS), sex: 'm' }), 'latin'), `\nAgent: `, c.nCompany(), '\n');
  return out;
});
T('bill_of_lading', 'maritime', 'en', 2, (c) => {
  const r = c.r; const p = c.person(); const pol = r.pick(PORTS), pod = r.pick(PORTS);
  return [`BILL OF LADING No. `, Neg('bill_of_lading_number', `${r.pick(['MAEU', 'HLCU', 'MEDU', 'CMDU'])}${r.digits(9)}`), `\nShipper: `, c.nLocalCompany(), `\nConsignee: TO ORDER\nNotify party: `, c.nLocalCompany(), `, attn. `, c.name(p), `, tel. `, c.phone(), `, e-mail `, c.email(p), `\nVessel / Voyage: ${r.pick(VESSELS)} / ${r.digits(3)}${r.pick(['W', 'E', 'N', 'S'])}\nPort of loading: ${pol[1]} (${pol[0]})   Port of discharge: ${pod[1]} (${pod[0]})\nContainer / Seal: `, c.nContainer(), ` / ${r.str(UPPER, 2)}${r.digits(7)}   `, c.nContainer(), `\nDescription: ${r.int(10, 1200)} CTNS ${r.pick(['AUTOMOTIVE SPARE PARTS', 'FROZEN SHRIMP', 'COTTON YARN', 'LED LIGHTING FIXTURES', 'MACHINERY PARTS HS 8483'])}\nGross weight: ${r.int(2000, 28000)} KGS   Measurement: ${r.int(10, 67)}.${r.digits(2)} CBM\nFreight: ${r.pick(['PREPAID', 'COLLECT'])}   Place and date of issue: ${pol[1]}, ${dateStr(r)}\n`];
});
T('port_call_email', 'maritime', 'en', 3, (c) => {
  const r = c.r; const agent = c.person(); const master = c.person({ loc: r.pick(SEAFARER_LOCS), sex: 'm' }); const v = r.pick(VESSELS); const port = r.pick(PORTS);
  const join = c.person({ loc: r.pick(SEAFARER_LOCS) }); const dom = r.pick(['gac.com', 'iss-shipping.com', 'nordhafen-agency.de', 'wilhelmsen.com']);
  return [`From: `, c.workEmail(agent, dom), `\nTo: master.${v.split(' ').pop().toLowerCase()}@fleetmail.com\nSubject: ${v} - port call ${port[1]} - ETA / crew change\n\nDear Capt. `, c.name(master, 'family'), `,\n\nPlease find below the arrangements for your call at ${port[1]}. ETA pilot station ${r.int(1, 28)}/${r.int(1, 12)} ${r.int(0, 23)}00 LT, berth ${r.pick(['Burchardkai 4', 'Euromax 2', 'PSA Pasir Panjang 35', 'Terminal 4 Berth 12'])}.\n\nOn-signer: `, c.name(join, 'latin'), ` (${r.pick(RANKS.slice(2))}), passport `, c.passport(join), `, DOB `, c.dob(join, 'iso'), `, arriving ${r.pick(['LH', 'TK', 'QR', 'EK', 'KL'])}${r.int(100, 1999)}. Hotel: ${r.pick(['Hotel Hafen Hamburg', 'Ibis Rotterdam City Centre', 'Park Royal Singapore'])}, booking `, c.nPnr(), `.\nLaunch boat contact (24h): `, c.phone(), `\nOur duty phone: `, c.nHotline(), `\n\nPlease confirm ISPS details and last 10 ports. Your IMO `, c.nImo(), ` is noted for the pre-arrival notification.\n\nBest regards\n`, c.name(agent), `\nPort agency operations | `, c.nCompany(), `\nMobile `, c.phone(), `\n`];
});
T('ais_vts_log', 'maritime', 'en', 2, (c) => {
  const r = c.r; const out = [`# VTS ${r.pick(['Elbe', 'Maas', 'Bosphorus', 'Singapore Strait'])} - watch log\n`];
  for (let i = 0; i < r.int(3, 6); i++) {
    out.push(c.nTs(), `  MMSI `, c.nMmsi(), `  ${r.pick(VESSELS)}  pos `, c.nCoord(), `  SOG ${r.int(0, 18)}.${r.int(0, 9)} COG ${r.int(0, 359)}  ${r.pick(['underway', 'at anchor', 'moored', 'restricted manoeuvrability'])}\n`);
  }
  { const pilot = c.person(); out.push(c.nTs(), `  NOTE pilot `, c.name(pilot), ` boarded, mobile `, c.phone(), `\n`); }
  return out;
});
// ---------------- aviation ----------------
T('work_order', 'aviation', 'en', 3, (c) => {
  const r = c.r; const tech = c.person(); const insp = c.person();
  return [`WORK ORDER WO-${r.digits(7)}   A/C `, c.nTail(), ` (${r.pick(['A320-214', 'B737-8', 'A350-941', 'ATR 72-600', 'E190', 'B787-9'])}, MSN ${r.int(1000, 9999)})\nTask: ${r.pick(['AMM 32-41-00 brake wear check', 'replace L/H main wheel assy', 'CMM 29-11 hydraulic pump removal', 'borescope inspection HPT stage 1', 'cabin PSU lamp replacement'])}\nPart removed: `, c.nPart(), `  `, c.nSerial(), `\nPart installed: `, c.nPart(), `  `, c.nSerial(), `\nPerformed by: `, c.name(tech), ` (licence `, Tok('national_id', 'part66_licence', `${c.loc.cc}.66.${r.digits(4)}`, { soft: true }), `)  stamp ${r.int(100, 999)}\nInspected by: `, c.name(insp), `  contact `, c.email(insp), `\nCRS issued ${c.nTs().value} at ${r.pick(['HAM', 'IST', 'FRA', 'ZRH', 'SIN', 'MAD'])}\n`].map((x) => (x && x.neg && x.kind === 'timestamp' ? x.value : x));
});
T('crew_roster', 'aviation', 'en', 2, (c) => {
  const r = c.r; const out = [`Crew roster ${r.pick(['LH', 'TK', 'VY', 'SQ', 'EW'])}${r.int(100, 9999)} ${dateStr(r)}\nrole,staff_no,name,mobile,email,base\n`];
  for (let i = 0; i < r.int(3, 6); i++) { const p = c.person(); out.push(`${r.pick(['CPT', 'FO', 'SO', 'PU', 'FA', 'FA'])},${r.digits(6)},`, enc(c.name(p), 'csv'), `,`, c.phone(null, 'e164'), `,`, c.email(p), `,${r.pick(['FRA', 'MUC', 'IST', 'BCN', 'SIN', 'VIE'])}\n`); }
  return out;
});
T('booking_record', 'aviation', 'en', 3, (c) => {
  const r = c.r; const p = c.person(); const p2 = c.person(); const L = c.loc;
  const exp = `${String(r.int(1, 28)).padStart(2, '0')}${['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'][r.int(0, 11)]}${r.int(27, 35)}`;
  return [`RP/${r.pick(['FRAL12100', 'ISTTK08AA', 'MADIB2100'])}/   AA/SU  ${r.int(10, 28)}${r.pick(['MAR', 'JUN', 'OCT'])}${r.int(24, 26)}/${r.int(1000, 2359)}Z   `, c.nPnr(), `\n  1.`, c.name(p, 'upper'), ` ${p.sex === 'm' ? 'MR' : 'MRS'}   2.`, c.name(p2, 'upper'), ` ${p2.sex === 'm' ? 'MR' : 'MS'}\n  3  ${r.pick(['LH', 'TK', 'IB', 'SQ'])} ${r.int(100, 1999)} Y ${r.int(10, 28)}${r.pick(['APR', 'JUL', 'NOV'])} ${r.pick(['FRAIST', 'MADJFK', 'SINHND', 'VIEBCN'])} HK2  ${r.int(6, 22)}${r.pick(['05', '30', '45'])} ${r.int(8, 23)}${r.pick(['10', '40', '55'])}\n  4 AP `, c.phone(null, 'e164'), `-M\n  5 APE `, c.email(p), `\n  6 SSR DOCS ${r.pick(['LH', 'TK', 'IB', 'SQ'])} HK1 P/${NATS[L.cc]}/`, c.passport(p), `/${NATS[L.cc]}/`, c.dobAirline(p), `/${p.sex === 'm' ? 'M' : 'F'}/${exp}/`, Tok('person_name', 'person_name', `${p.familyLatin.toUpperCase()}/${p.givenLatin.toUpperCase()}`), `/P1\n  7 FA PAX `, c.nTicket(), `/ETLH/EUR${r.int(120, 1900)}.${r.digits(2)}/${dateStr(r)}\n  8 FP CC`, Neg('masked_value', `${r.pick(['VI', 'CA', 'AX'])}XXXXXXXXXXXX${r.digits(4)}/${String(r.int(1, 12)).padStart(2, '0')}${r.int(26, 30)}`), `\n`];
});
T('mro_log', 'aviation', 'en', 1, (c) => {
  const r = c.r; const p = c.person();
  return [c.nTs(), ` [mro-sync] imported ${r.int(2, 80)} task cards for `, c.nTail(), ` build `, c.nVersion(), `\n`, c.nTs(), ` [mro-sync] component `, c.nSerial(), ` life limit ${r.int(1000, 30000)} FC\n`, c.nTs(), ` [mro-sync] WARN licence check failed for user `, c.workEmail(p, r.pick(['skyline-mro.com', 'lht.dlh.de', 'turkishtechnic.com'])), ` (session from `, c.ip(), `)\n`, c.nTs(), ` [mro-sync] commit `, c.nSha(), `\n`];
});
// ---------------- retail ----------------
T('order_export', 'retail', 'any', 3, (c) => {
  const r = c.r; const sep = r.chance(0.3) ? '\t' : r.chance(0.3) ? ';' : ',';
  const out = [['order_id', 'created_at', 'customer_name', 'email', 'phone', 'shipping_address', 'total', 'payment'].join(sep), '\n'];
  for (let i = 0; i < r.int(2, 5); i++) {
    const p = c.person(); const a = c.addr(null, true); const nm = c.loc.lang === 'en' && r.chance(0.3) ? Tok('person_name', 'person_name', `${p.given} "${r.pick(['Bob', 'Kate', 'Jim', 'Liz', 'Sam', 'Jo'])}" ${p.family}`) : c.name(p); const q = (t) => (sep === ',' && /[,"]/.test(val(t)) ? ['"', enc(t, 'csv'), '"'] : t);
    out.push(c.nOrder(), sep, c.nTs(), sep, sep === ',' || /"/.test(nm.value) ? ['"', enc(nm, 'csv'), '"'] : nm, sep, c.email(p), sep, c.phone(), sep, q(a), sep, `${r.int(5, 900)}.${r.digits(2)}`, sep, r.chance(0.6) ? c.nMasked() : r.pick(['paypal', 'klarna', 'invoice', 'cod']), '\n');
  }
  return out;
});
T('seller_onboarding', 'retail', 'local', 2, (c) => {
  const r = c.r; const P = c.P; const p = c.person(); const L = c.loc;
  const bank = c.bank(p);
  const out = [`${lx(c, { en: 'Seller onboarding', de: 'Verkäufer-Registrierung', fr: 'Inscription vendeur', es: 'Alta de vendedor', it: 'Registrazione venditore', pt: 'Cadastro de vendedor', pl: 'Rejestracja sprzedawcy', ja: '出品者登録', zh: '商家入驻', ko: '판매자 등록', tr: 'Satıcı kaydı', ru: 'Регистрация продавца' })} — `, c.nLocalCompany(r.pick(['Kasa Market', 'Nordlicht Handel', 'Sol y Mar', 'Hanami Goods', 'Atlas Trade'])), `\n${P.name}: `, c.name(p), `\n${P.dob}: `, c.dob(p), `\n${P.idno}: `, c.idFor(p, 'national'), `\n`];
  if (c.hasTax(p)) out.push(`${P.taxid}: `, c.idFor(p, 'tax'), `\n`);
  out.push(`${P.addr}: `, c.addr(null, true), `\n${P.phone}: `, c.phone(), `\n${P.email}: `, c.email(p), `\n`);
  for (const [k, v] of bank) out.push(`${k}: `, v, `\n`);
  if (r.chance(0.3)) out.push(`BIC: `, Tok('bank_account', 'bic', r.pick(['DEUTDEFF', 'COBADEFFXXX', 'BKAUATWW', 'INGBNL2A', 'BNPAFRPP', 'CAIXESBB', 'UNCRITMM', 'PKOPPLPW']), { soft: true }), `\n`);
  out.push(`Store ID: `, c.nUuid(), `\n`);
  return out;
});
T('support_chat', 'retail', 'local', 3, (c) => {
  const r = c.r; const P = c.P; const p = c.person(); const agent = c.person();
  let t = r.int(8 * 60, 20 * 60); const ts = () => { t += r.int(0, 4); return `[${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}] `; };
  const o = c.nOrder();
  return [ts(), c.name(agent, 'given'), ` (Support): `, greet(c, c.name(p, 'given')), ` `, o, `\n`, ts(), c.name(p), `: ${P.update}\n`, c.email(p), `\n${P.reach} `, c.phone(), `\n${P.addr}: `, c.addr(null, true), `\n`,
    r.chance(0.3) ? [ts(), c.name(p, 'given'), `: `, c.card(), ` ${String(r.int(1, 12)).padStart(2, '0')}/${r.int(26, 31)}\n`, ts(), c.name(agent, 'given'), `: ⚠️ Please never send full card numbers in chat.\n`] : '',
    ts(), c.name(agent, 'given'), `: OK — `, c.nMasked(), `, `, c.nTracking(), `\n`, ts(), c.name(p, 'given'), `: ${P.thanks}!\n`];
});
T('payment_gateway_log', 'retail', 'en', 3, (c) => {
  const r = c.r; const p = c.person(); const out = [];
  for (let i = 0; i < r.int(2, 4); i++) {
    const leak = i === 0 && r.chance(0.55);
    out.push(`{"ts":"`, c.nTs(), `","level":"${leak ? 'debug' : 'info'}","event":"${r.pick(['charge.created', 'authorize', 'capture', '3ds.challenge'])}","id":"ch_${r.str(UPPER + DIGITS, 24)}","order":"`, c.nOrder(), `","amount":${r.int(100, 99999)},"currency":"${r.pick(['EUR', 'USD', 'GBP', 'PLN', 'TRY', 'BRL'])}","customer_email":"`, enc(c.email(p), 'json'), `","ip":"`, c.ip(), `",`);
    if (leak) out.push(`"card":{"number":"`, c.card(), `","exp":"${String(r.int(1, 12)).padStart(2, '0')}/${r.int(26, 31)}","cvc":"`, Tok('credit_card', 'card_cvc', r.digits(3), { soft: true }), `"}}\n`);
    else out.push(`"card":{"last4":"${r.digits(4)}","brand":"${r.pick(['visa', 'mastercard', 'amex'])}","fingerprint":"`, Neg('hash', r.str(UPPER + DIGITS + 'abcdefghijkmnopqrstuvwxyz', 16)), `"}}\n`);
  }
  return out;
});
// ---------------- legal ----------------
T('engagement_letter', 'legal', 'local', 2, (c) => {
  const r = c.r; const P = c.P; const p = c.person(); const lawyer = c.person();
  return [c.nLocalCompany(r.pick(['Lex & Partners', 'Kanzlei Wolf Richter', 'Cabinet Moreau Avocats', 'Bufete Ruiz Abogados', 'Studio Legale Conti'])), `\n`, c.name(p), `\n`, c.addr(), `\n\n`, `Ref.: `, c.nMatter(), `\n\n`, greet(c, c.name(p)), `\n\n${lx(c, { en: 'Engagement letter / scope of work', de: 'Mandatsvereinbarung', fr: 'Lettre de mission', es: 'Hoja de encargo', it: 'Lettera d\'incarico', pt: 'Carta de mandato', nl: 'Opdrachtbevestiging', pl: 'Umowa o świadczenie pomocy prawnej' })}: ${lx(c, { en: r.pick(['employment dispute', 'lease termination', 'shareholder agreement', 'debt recovery']), de: r.pick(['Kündigungsschutzklage', 'Mietrecht', 'Forderungseinzug']), fr: r.pick(['litige prud\'homal', 'résiliation de bail', 'recouvrement de créances']), es: r.pick(['despido improcedente', 'resolución de arrendamiento', 'reclamación de cantidad']), it: r.pick(['controversia di lavoro', 'sfratto', 'recupero crediti']) })}.\n${P.born} `, c.dob(p), `; ${P.idno}: `, c.idFor(p, 'national'), c.hasTax(p) && r.chance(0.5) ? [`; ${P.taxid}: `, c.idFor(p, 'tax')] : '', `.\n${P.reach} `, c.phone(), ` / `, c.email(p), `.\n${lx(c, { en: 'Retainer', de: 'Vorschuss', fr: 'Provision', es: 'Provisión de fondos', it: 'Fondo spese', pt: 'Provisão', nl: 'Voorschot', pl: 'Zaliczka' })}: `, c.nAmount(), ` — `, c.iban(c.loc.iban || 'DE'), `\n\n${P.regards}\n`, c.name(lawyer), `\n`];
});
T('case_file', 'legal', 'local', 2, (c) => {
  const r = c.r; const P = c.P; const pl = c.person(); const df = c.person(); const judge = c.person();
  return [`${lx(c, { en: 'Case', de: 'Aktenzeichen', fr: 'Dossier', es: 'Expediente', pl: 'Sygn. akt', ro: 'Dosar', it: 'R.G.', pt: 'Processo', nl: 'Zaaknummer' })}: `, c.nCase(), `\n${lx(c, { en: 'Court', de: 'Gericht', fr: 'Tribunal', es: 'Juzgado', pl: 'Sąd', ro: 'Instanța', it: 'Tribunale', pt: 'Tribunal', nl: 'Rechtbank' })}: ${r.pick(['Landgericht Hamburg', 'Tribunal judiciaire de Lyon', 'Juzgado de Primera Instancia nº 4 de Madrid', 'High Court of Justice', 'Sąd Okręgowy w Warszawie', 'Tribunalul București'])}\n\n1) `, c.name(pl), ` — ${P.dob}: `, c.dob(pl), `, ${P.idno}: `, c.idFor(pl, 'national'), `\n   ${P.addr}: `, c.addr(null, true), `\n2) `, c.name(df), ` — `, c.nLocalCompany(), `\n   ${P.phone}: `, c.phone(), `\n\n${lx(c, { en: 'Presiding judge', de: 'Vorsitz', fr: 'Juge', es: 'Magistrado/a', pl: 'Sędzia', ro: 'Judecător', it: 'Giudice', pt: 'Juiz(a)', nl: 'Rechter' })}: `, c.name(judge), `\n${lx(c, { en: 'Next hearing', de: 'Termin', fr: 'Audience', es: 'Vista', pl: 'Termin rozprawy', ro: 'Termen', it: 'Udienza', pt: 'Audiência', nl: 'Zitting' })}: `, c.nTs(), `\n`];
});
T('efiling_receipt', 'legal', 'en', 2, (c) => {
  const r = c.r; const p = c.person();
  return [`E-FILING RECEIPT\nTransaction ID: `, c.nUuid(), `\nEnvelope: ${r.digits(8)}\nCase number: `, c.nCase(), `\nFiled by: `, c.name(p), ` <`, c.email(p), `>\nBar no.: `, Tok('national_id', 'bar_number', r.digits(6), { soft: true }), `\nDocument: ${r.pick(['Motion to Compel', 'Statement of Claim', 'Notice of Appearance', 'Defence and Counterclaim'])} (${r.int(3, 80)} pages, SHA-256 `, Neg('hash', r.hex(64)), `)\nFee: `, c.nAmount(), ` paid by card `, c.nMasked(), `\nSubmitted: `, c.nTs(), `\nClerk helpdesk: `, c.nHotline(), `\n`];
});
T('conflict_check', 'legal', 'en', 1, (c) => {
  const r = c.r; const out = [`CONFLICT CHECK REQUEST — matter `, c.nMatter(), `\nParties to search:\n`];
  for (let i = 0; i < r.int(2, 5); i++) { if (r.chance(0.5)) out.push(`- `, c.nCompany(), ` (corporate)\n`); else { const p = c.person(); out.push(`- `, c.name(p), ` (individual, born `, c.dob(p), `)\n`); } }
  out.push(`Results: ${r.int(0, 3)} potential hits, see attached memo. Requested by `, c.name(c.person()), `.\n`);
  return out;
});
// ---------------- real estate ----------------
T('tenant_application', 'real_estate', 'local', 3, (c) => {
  const r = c.r; const P = c.P; const p = c.person(); const co = c.person();
  const out = [`${P.tenantApp}\n${'='.repeat(28)}\n${P.name}: `, c.name(p), `\n${P.dob}: `, c.dob(p), `\n${P.idno}: `, c.idFor(p, 'national'), c.hasTax(p) && r.chance(0.6) ? [`\n${P.taxid}: `, c.idFor(p, 'tax')] : '', `\n${P.addr}: `, c.addr(null, true), `\n${P.phone}: `, c.phone(), `\n${P.email}: `, c.email(p), `\n${lx(c, { en: 'Employer', de: 'Arbeitgeber', fr: 'Employeur', es: 'Empresa', pt: 'Empregador', it: 'Datore di lavoro', nl: 'Werkgever', pl: 'Pracodawca' })}: `, c.nLocalCompany(), `\n${lx(c, { en: 'Net income', de: 'Nettoeinkommen', fr: 'Revenu net', es: 'Ingresos netos', pt: 'Rendimento líquido', it: 'Reddito netto', nl: 'Netto-inkomen', pl: 'Dochód netto' })}: `, c.nAmount(), `\n`];
  if (r.chance(0.5)) out.push(`Co-applicant: `, c.name(co), `, `, c.dob(co), `\n`);
  for (const [k, v] of c.bank(p)) out.push(`${k}: `, v, `\n`);
  out.push(`${P.sign}: ____________   Ref. `, c.nUuid(), `\n`);
  return out;
});
T('maintenance_request', 'real_estate', 'local', 2, (c) => {
  const r = c.r; const P = c.P; const p = c.person(); const pm = c.person();
  const dom = r.pick(['hausverwaltung-lindenhof.de', 'gestion-immo.fr', 'propertyhub.co.uk', 'fincas-sol.es']);
  return [`From: `, c.email(p), `\nTo: `, c.roleEmail(dom), `\nSubject: ${P.issue.split(/[,.،。]/)[0].slice(0, 60)}\n\n`, greet(c, c.name(pm)), `\n\n${P.issue}\n${P.addr}: `, c.addr(null, true), `\n${P.reach} `, c.phone(), `.\n${lx(c, { en: 'Key safe code', fr: 'Code boîte à clés', de: 'Schlüsselsafe-Code', es: 'Código caja de llaves', it: 'Codice cassetta chiavi', nl: 'Code sleutelkluis', pl: 'Kod do sejfu na klucze', pt: 'Código do cofre de chaves' })}: `, Tok('password', 'access_code', r.digits(4), { soft: true }), `\n\n${P.regards}\n`, c.name(p), `\nTicket `, c.nTicketId(), `\n`];
});
T('lease_excerpt', 'real_estate', 'local', 2, (c) => {
  const r = c.r; const P = c.P; const t = c.person(); const l = c.person();
  return [`${lx(c, { en: 'RESIDENTIAL LEASE', de: 'MIETVERTRAG', fr: 'CONTRAT DE LOCATION', es: 'CONTRATO DE ARRENDAMIENTO', it: 'CONTRATTO DI LOCAZIONE', pl: 'UMOWA NAJMU', pt: 'CONTRATO DE ARRENDAMENTO', nl: 'HUUROVEREENKOMST' })} — `, c.nUuid(), `\n§1 ${lx(c, { en: 'Landlord', de: 'Vermieter', fr: 'Bailleur', es: 'Arrendador', it: 'Locatore', pl: 'Wynajmujący', pt: 'Senhorio', nl: 'Verhuurder' })}: `, c.name(l), `, `, c.addr(null, true), `\n§1 ${lx(c, { en: 'Tenant', de: 'Mieter', fr: 'Locataire', es: 'Arrendatario', it: 'Conduttore', pl: 'Najemca', pt: 'Arrendatário', nl: 'Huurder' })}: `, c.name(t), `, ${P.dob} `, c.dob(t), `, ${P.idno} `, c.idFor(t, 'national'), `\n§3 ${lx(c, { en: 'Rent', de: 'Miete', fr: 'Loyer', es: 'Renta', it: 'Canone', pl: 'Czynsz', pt: 'Renda', nl: 'Huurprijs' })}: `, c.nAmount(), ` → `, c.iban(c.loc.iban || 'DE'), `\n§9 ${P.sign}: ${r.int(1, 28)}.${r.int(1, 12)}.${r.int(2024, 2026)}\n`];
});
// ---------------- telecom ----------------
T('sim_activation', 'telecom', 'local', 3, (c) => {
  const r = c.r; const P = c.P; const p = c.person();
  const imei = (() => { const b = r.pick(['35', '86', '01', '99']) + r.digits(12); let s = 0, dbl = false; for (let i = b.length - 1; i >= 0; i--) { let d = +b[i]; if (!dbl) { d *= 2; if (d > 9) d -= 9; } s += d; dbl = !dbl; } return b + ((10 - s % 10) % 10); })();
  return [`SIM ACTIVATION — ${r.pick(['Vodafone', 'Orange', 'Telekom', 'Movistar', 'Turkcell', 'Airtel', 'Play', 'A1'])}\n${P.name}: `, c.name(p), `\n${P.dob}: `, c.dob(p), `\n${P.idno}: `, c.idFor(p, 'national'), `\nMSISDN: `, c.phone(null, 'e164'), `\nICCID: `, c.nIccid(), `\nIMSI: `, Tok('national_id', 'imsi', r.pick(['262', '234', '208', '214', '286', '404']) + r.pick(['01', '02', '10', '20']) + r.digits(10), { soft: true }), `\nIMEI: `, Tok('national_id', 'imei', imei, { soft: true }), `\nPUK: `, Tok('password', 'sim_puk', r.digits(8), { soft: true }), `\n${P.email}: `, c.email(p), `\nTariff: ${r.pick(['Red M', 'Magenta L', 'Free 5G 100GB', 'Platinum'])}  Order `, c.nOrder(), `\n`];
});
T('cdr_log', 'telecom', 'en', 2, (c) => {
  const r = c.r; const out = ['record_type|start_time|duration|a_number|b_number|cell_id|imsi|bytes\n'];
  for (let i = 0; i < r.int(3, 6); i++) out.push(r.pick(['MOC', 'MTC', 'SMS-MO', 'GPRS']), '|', c.nTs(), `|${r.int(0, 3600)}|`, c.phone(null, 'e164'), '|', c.phone(r.pick(LOCALE_CODES), 'e164'), '|', Neg('cell_id', `${r.int(200, 700)}-${r.int(1, 99)}-${r.int(1000, 65000)}-${r.int(1, 65000)}`), '|', Tok('national_id', 'imsi', r.digits(15), { soft: true }), `|${r.int(0, 9999999)}\n`);
  return out;
});
T('porting_request', 'telecom', 'local', 2, (c) => {
  const r = c.r; const P = c.P; const p = c.person();
  return [`${P.port}\n${P.name}: `, c.name(p), `\n${P.phone}: `, c.phone(), `\n${lx(c, { en: 'Customer no. at current provider', de: 'Kundennummer beim bisherigen Anbieter', fr: 'N° client chez l\'opérateur actuel', es: 'Nº de cliente en el operador actual', it: 'Codice cliente attuale', pt: 'N.º de cliente no operador atual', pl: 'Numer klienta u obecnego operatora' })}: `, Tok('bank_account', 'telecom_account_number', r.digits(r.int(8, 11)), { soft: true }), `\n${P.dob}: `, c.dob(p), `\n${P.addr}: `, c.addr(null, true), `\n\n${P.regards}\n`, c.name(p), `\n`];
});
T('noc_ticket', 'telecom', 'en', 2, (c) => {
  const r = c.r; const eng = c.person(); const cust = c.person();
  return [`Ticket `, c.nTicketId(), ` | P${r.int(1, 4)} | ${r.pick(['BGP session flapping', 'high packet loss on uplink', 'customer CPE unreachable', 'DSLAM port down'])}\nCustomer: `, c.name(cust), `, contact `, c.phone(), `\nCPE WAN IP: `, c.ip(), `   mgmt `, c.privIp(), `   doc example `, c.nDocIp(), `\nAssigned: `, c.name(eng), ` (`, c.workEmail(eng, r.pick(['noc.atlas-telecom.net', 'ops.example-isp.de', 'turkcell.com.tr'])), `)\n\nrunning-config excerpt:\n snmp-server community `, Tok('password', 'snmp_community', r.str('abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789', r.int(8, 14))), ` RO\n username noc privilege 15 secret 5 `, Neg('hash', `$1$${r.str('abcdefghijklmnopqrstuvwxyz0123456789', 4)}$${r.str('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789./', 22)}`), `\n software `, c.nVersion(), `\n`];
});
// ---------------- hospitality ----------------
T('hotel_registration', 'hospitality', 'local', 3, (c) => {
  const r = c.r; const P = c.P; const p = c.person(); const guestLoc = r.chance(0.6) ? c.code : r.pick(LOCALE_CODES); const g = c.person({ loc: guestLoc });
  return [`${P.regCard}\n${c.nLocalCompany(r.pick(['Stella Hotels', 'Hotel Am Markt', 'Marina Bay Suites', 'Grand Hotel Europa'])).value}\n\n${P.name}: `, c.name(g), `\n${P.dob}: `, c.dob(g), `\n${P.nat}: ${NATS[LOCALES[guestLoc].cc]}\n${P.passport}: `, c.passport(g), `\n${P.addr}: `, c.addr(guestLoc, true), `\n${P.phone}: `, c.phone(guestLoc), `\n${P.email}: `, c.email(g), `\n${P.arrival}: ${dateStr(r)}   ${P.room}: ${r.int(101, 1240)}\n`, r.chance(0.4) ? ['Card / Karte / Carte: ', c.card(), ` exp ${String(r.int(1, 12)).padStart(2, '0')}/${r.int(26, 31)}\n`] : ['Card: ', Neg('masked_value', `**** **** **** ${r.digits(4)}`), '\n'], `Conf. `, c.nPnr(), `\n${P.sign}: ____________\n`];
});
T('reservation_export', 'hospitality', 'any', 2, (c) => {
  const r = c.r; const out = ['conf_no\tguest\temail\tphone\tarrival\tnights\trate\tcard\n'];
  for (let i = 0; i < r.int(2, 5); i++) { const lc = r.chance(0.5) ? c.code : r.pick(LOCALE_CODES); const g = c.person({ loc: lc }); out.push(c.nPnr(), '\t', c.name(g), '\t', c.email(g), '\t', c.phone(lc), `\t${dateStr(r)}\t${r.int(1, 14)}\t${r.pick(['BAR', 'CORP', 'AAA', 'NRF'])}\t`, c.nMasked(), '\n'); }
  return out;
});
T('loyalty_email', 'hospitality', 'en', 2, (c) => {
  const r = c.r; const p = c.person(); const em = c.email(p); const ph = c.phonePair();
  return [`<html><body style="font-family:Arial">\n<p>Dear `, enc(c.name(p), 'html'), `,</p>\n<p>Thank you for staying with `, Neg('company_name', r.pick(['Marriott Bonvoy', 'ALL - Accor Live Limitless', 'Hilton Honors', 'IHG One Rewards'])), `. Your member number `, Neg('loyalty_number', r.digits(9)), ` has earned ${r.int(500, 9000)} points.</p>\n<p>We have your contact details as <a href="mailto:`, em, `">`, enc(em, 'html'), `</a> and <a href="tel:`, ph[0], `">`, ph[1], `</a>. Questions? Call `, c.nHotline(), `.</p>\n<p>&copy; ${r.int(2024, 2026)} &mdash; <a href="https://example.com/unsubscribe?u=`, c.nUuid(), `">unsubscribe</a></p>\n</body></html>\n`];
});
