// Sector records: healthcare, finance, government/HR, identity, mail, telecom, logistics.
import { Doc, lab, neg, padR, padL, up } from './doc.mjs';
import { fmtDate, asciiFold, LOCALES } from './lang.mjs';
import { abaRouting, BANK, iban, card } from './ids.mjs';
import { publicIPv4, publicIPv6, uuid, wallet, token, jwt, password } from './secrets.mjs';

const p2 = (n) => String(n).padStart(2, '0');
const ts14 = (r) => { const d = r.date(2024, 2026); return `${d.y}${p2(d.m)}${p2(d.d)}${p2(r.int(0, 23))}${p2(r.int(0, 59))}${p2(r.int(0, 59))}`; };
const isoTs = (r) => { const d = r.date(2024, 2026); return `${d.y}-${p2(d.m)}-${p2(d.d)}T${p2(r.int(0, 23))}:${p2(r.int(0, 59))}:${p2(r.int(0, 59))}Z`; };

export const RECORDS = {
  // ---------------- healthcare ----------------
  hl7_adt: { sector: 'healthcare', cats: ['person_name', 'date_of_birth', 'national_id', 'street_address', 'phone_number'], fn(c) {
    const { r } = c, d = new Doc(), p = c.person(), a = c.addr(p), fac = r.pick(['KLINIKUM', 'STMARYS', 'HOSP01', 'UKE', 'CHU_LYON']);
    const nid = c.nid(p); const ts = ts14(r);
    d.f`MSH|^~\\&|EPIC|${fac}|MIRTH|HIS|${neg('timestamp', ts)}||ADT^A04^ADT_A01|${neg('message_id', 'MSG' + r.digits(8))}|P|2.5.1\nEVN|A04|${ts}\n`;
    d.f`PID|1||${c.negk('record_id')}^^^${fac}^MR~${nid}^^^${p.loc.iso3}^NI||${c.name(p, 'hl7')}^^${p.sex === 'F' ? 'MRS' : 'MR'}||${c.dob(p, 'ymd')}|${p.sex}|||${c.street(a)}^^${a.city}^^${a.pc}^${p.loc.iso3}^H||`;
    d.f`${r.chance(0.8) ? c.phone(p, 'nat') : ''}^PRN^PH|||||${c.negk('case_number')}\n`;
    if (r.chance(0.5)) { const k = c.person(); d.f`NK1|1|${c.name(k, 'hl7')}|SPO^Spouse^HL70063\n`; }
    d.f`PV1|1|O|${r.pick(['AMB', 'ER', 'CARD'])}^${r.int(100, 420)}^01||||${r.digits(6)}^${r.pick(['Dr', 'Prof'])}^^^^^DR|||||||||||${c.negk('case_number')}\n`;
    d.f`IN1|1|${r.pick(['GKV', 'PPO', 'HMO'])}|${r.digits(9)}|${c.negk('company_name')}|||||||||${neg('service_date', fmtDate(r.date(2023, 2026), 'ymd'))}|||${r.chance(0.5) ? c.name(p, 'hl7') : ''}|01|${c.dob(p, 'ymd')}||||||||||||||||||${c.negk('policy_number')}\n`;
    return d; } },
  fhir_patient: { sector: 'healthcare', cats: ['person_name', 'date_of_birth', 'national_id', 'phone_number', 'email', 'street_address'], fn(c) {
    const { r } = c, d = new Doc(), p = c.person(), a = c.addr(p);
    const extra = r.sample(['phone', 'email', 'addr'], r.int(1, 2));
    d.f`{\n  "resourceType": "Patient",\n  "id": "${c.negk('uuid')}",\n  "meta": { "versionId": "${r.int(1, 9)}", "lastUpdated": "${c.negk('timestamp')}" },\n`;
    d.f`  "identifier": [\n    { "system": "urn:oid:1.2.276.0.76.4.8", "value": "${c.negk('record_id')}" },\n    { "system": "https://id.${p.loc.cc}.example/${p.loc.nid[0]}", "value": "${c.nid(p)}" }\n  ],\n`;
    d.f`  "name": [ { "use": "official", "family": "${c.name(p, 'family')}", "given": [ "${c.name(p, 'given')}" ] } ],\n  "gender": "${p.sex === 'F' ? 'female' : 'male'}",\n  "birthDate": "${c.dob(p, 'iso')}",\n`;
    const tel = []; if (extra.includes('phone')) tel.push(['    { "system": "phone", "value": "', c.phone(p, 'intl'), '", "use": "mobile" }']); if (extra.includes('email')) tel.push(['    { "system": "email", "value": "', c.email(p), '" }']);
    if (tel.length) { d.f`  "telecom": [\n`; tel.forEach((t, i) => { d.push(t); d.push(i < tel.length - 1 ? ',\n' : '\n'); }); d.f`  ],\n`; }
    if (extra.includes('addr')) d.f`  "address": [ { "use": "home", "line": [ "${c.street(a)}" ], "city": "${a.city || '-'}", "postalCode": "${a.pc || '-'}", "country": "${p.loc.cc.toUpperCase()}" } ],\n`;
    d.f`  "managingOrganization": { "display": "${c.negk('eponymous_organisation')}" }\n}`;
    return d; } },
  fhir_coverage: { sector: 'healthcare', cats: ['person_name', 'national_id', 'date_of_birth', 'iban'], fn(c) {
    const { r } = c, d = new Doc(), p = c.person(), scheme = p.loc.cc === 'de' ? 'de_kvnr' : null;
    d.f`{ "resourceType": "Bundle", "type": "collection", "timestamp": "${c.negk('timestamp')}", "entry": [\n  { "resource": { "resourceType": "Coverage", "status": "active",\n`;
    d.f`      "subscriberId": "${c.negk('policy_number')}",\n      "beneficiary": { "reference": "Patient/${r.digits(6)}", "display": "${c.name(p, 'full')}" },\n`;
    d.f`      "identifier": [ { "system": "http://fhir.${p.loc.cc}.example/sid/insurance-number", "value": "${c.nid(p, scheme)}" } ],\n`;
    d.f`      "period": { "start": "${c.negk('service_date')}" },\n      "payor": [ { "display": "${c.negk('company_name')}" } ] } },\n`;
    d.f`  { "resource": { "resourceType": "Patient", "birthDate": "${c.dob(p, 'iso')}" } }`;
    if (r.chance(0.6)) d.f`,\n  { "resource": { "resourceType": "Account", "extension": [ { "url": "http://example.org/fhir/StructureDefinition/sepa-debtor-iban", "valueString": "${c.iban(p, false)}" } ] } }`;
    d.f`\n] }`;
    return d; } },
  dicom_dump: { sector: 'healthcare', cats: ['person_name', 'date_of_birth', 'street_address', 'phone_number'], fn(c) {
    const { r } = c, d = new Doc(), p = c.person(), doc = c.person(), a = c.addr(p);
    const row = (tag, vr, val, name) => { d.f`(${tag}) ${vr} [`; d.push(val); const len = (typeof val === 'string' ? val : val.v).length; d.f`]${' '.repeat(Math.max(1, 42 - len))}#  ${len % 2 ? len + 1 : len}, 1 ${name}\n`; };
    d.f`# Dicom-File-Format\n# Dicom-Meta-Information-Header\n`; row('0002,0013', 'SH', neg('version_string', 'OFFIS_DCMTK_' + r.int(360, 369)), 'ImplementationVersionName');
    d.f`# Dicom-Data-Set\n`; row('0008,0020', 'DA', c.negk('service_date'), 'StudyDate'); row('0008,0080', 'LO', c.negk('eponymous_organisation'), 'InstitutionName');
    if (r.chance(0.4)) row('0008,0090', 'PN', c.name(doc, 'dicom'), 'ReferringPhysicianName'); row('0010,0010', 'PN', c.name(p, 'dicom'), 'PatientName'); row('0010,0020', 'LO', c.negk('record_id'), 'PatientID');
    row('0010,0030', 'DA', c.dob(p, 'ymd'), 'PatientBirthDate'); row('0010,0040', 'CS', p.sex, 'PatientSex');
    if (r.chance(0.6)) row('0010,1040', 'LO', c.street(a), 'PatientAddress'); if (r.chance(0.6)) row('0010,2154', 'SH', c.phone(p, 'nat'), 'PatientTelephoneNumbers');
    row('0020,000d', 'UI', neg('dicom_uid', `1.2.840.113619.2.${r.int(100, 999)}.${r.digits(10)}.${r.digits(6)}`), 'StudyInstanceUID');
    return d; } },
  // ---------------- finance ----------------
  swift_mt103: { sector: 'finance', cats: ['iban', 'person_name', 'street_address'], fn(c) {
    const { r } = c, d = new Doc(), p = c.person(), q = c.person(c.other()), a = c.addr(p), b = c.addr(q);
    const ascii = (x) => /[A-Z]{3}/.test(up(x.v)) ? lab(x.c, x.t, up(x.v)) : up(c.r.pick(['PO BOX ' + c.r.int(10, 999)]));
    d.f`{1:F01${c.negx('bic', (v) => v.padEnd(8, 'X').slice(0, 8))}AXXX${r.digits(10)}}{2:I103${c.negx('bic', (v) => v.padEnd(8, 'X').slice(0, 8))}XXXXN}{3:{108:${r.upper(4)}${r.digits(8)}}}{4:\n`;
    d.f`:20:${c.negk('invoice_number')}\n:23B:CRED\n:32A:${neg('service_date', fmtDate(r.date(2024, 2026), 'yymmdd'))}${p.loc.cur}${c.negx('amount', (v) => v.replace(/,/g, '').replace('.', ','))}\n`;
    d.f`:50K:/${c.iban(p, false)}\n${c.name(p, 'swift')}\n${ascii(c.street(a))}\n${up(`${a.pc} ${a.city}`).trim() || 'N/A'}\n:52A:${c.negk('bic')}\n:57A:${c.negk('bic')}\n`;
    d.f`:59:/${c.iban(q, false)}\n${c.name(q, 'swift')}\n${r.chance(0.5) ? ascii(c.street(b)) : up(q.loc.country) || 'XX'}\n:70:/INV/${c.negk('invoice_number')}\n:71A:${r.pick(['SHA', 'OUR', 'BEN'])}\n-}`;
    return d; } },
  swift_mt940: { sector: 'finance', cats: ['iban', 'bank_account', 'person_name'], fn(c) {
    const { r } = c, d = new Doc(), p = c.person(), n = r.int(1, 2);
    const acct = p.loc.bank && r.chance(0.5) ? c.account(p) : c.iban(p, false);
    d.f`:20:STARTUMS${r.digits(6)}\n:25:${acct}\n:28C:${r.int(1, 300)}/1\n:60F:C${fmtDate(r.date(2025, 2026), 'yymmdd')}${p.loc.cur}${c.negx('amount', (v) => v.replace(/,/g, '').replace('.', ','))}\n`;
    for (let i = 0; i < n; i++) { const q = c.person(); d.f`:61:${fmtDate(r.date(2025, 2026), 'yymmdd')}${r.pick(['C', 'D'])}${r.int(10, 9999)},${r.digits(2)}NTRF${c.negk('order_number')}//${r.digits(10)}\n:86:166?00GUTSCHRIFT?20EREF+${c.negk('invoice_number')}?21SVWZ+Miete ${p2(r.int(1, 12))}/2025?32${lab('person_name', 'mt940_name', up(q.givenL + ' ' + q.familyL).slice(0, 27).trim())}?31${r.chance(0.5) ? c.iban(q, false) : c.negk('bic')}\n`; }
    d.f`:62F:C${fmtDate(r.date(2025, 2026), 'yymmdd')}${p.loc.cur}${r.int(100, 99999)},${r.digits(2)}\n-`;
    return d; } },
  pain001: { sector: 'finance', cats: ['iban', 'person_name', 'street_address'], fn(c) {
    const { r } = c, d = new Doc(), org = c.negk('company_name');
    d.f`<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09">\n<CstmrCdtTrfInitn>\n  <GrpHdr><MsgId>${neg('message_id', 'PAY' + r.digits(12))}</MsgId><CreDtTm>${c.negk('timestamp')}</CreDtTm><NbOfTxs>2</NbOfTxs><InitgPty><Nm>${org}</Nm></InitgPty></GrpHdr>\n`;
    d.f`  <PmtInf><PmtInfId>SAL-${r.digits(6)}</PmtInfId><PmtMtd>TRF</PmtMtd>\n    <Dbtr><Nm>${org.v}</Nm></Dbtr>\n    <DbtrAcct><Id><IBAN>${c.iban(c.person(), false)}</IBAN></Id></DbtrAcct>\n    <DbtrAgt><FinInstnId><BICFI>${c.negk('bic')}</BICFI></FinInstnId></DbtrAgt>\n`;
    for (let i = 0; i < 2; i++) { const p = c.person(), a = c.addr(p); d.f`    <CdtTrfTxInf><PmtId><EndToEndId>${c.negk('invoice_number')}</EndToEndId></PmtId><Amt><InstdAmt Ccy="${p.loc.cur}">${r.int(900, 7800)}.${r.digits(2)}</InstdAmt></Amt>\n      <Cdtr><Nm>${c.name(p, 'full')}</Nm>`; if (i === 0 && r.chance(0.6)) d.f`<PstlAdr><AdrLine>${c.street(a)}</AdrLine></PstlAdr>`; d.f`</Cdtr>\n      <CdtrAcct><Id><IBAN>${c.iban(p, false)}</IBAN></Id></CdtrAcct>\n      <RmtInf><Ustrd>Gehalt/Salary ${p2(r.int(1, 12))}.2025</Ustrd></RmtInf></CdtTrfTxInf>\n`; }
    d.f`  </PmtInf>\n</CstmrCdtTrfInitn>\n</Document>`;
    return d; } },
  camt053: { sector: 'finance', cats: ['iban', 'person_name'], fn(c) {
    const { r } = c, d = new Doc(), p = c.person();
    d.f`<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>\n <Stmt><Id>${neg('message_id', 'STMT' + r.digits(10))}</Id><CreDtTm>${c.negk('timestamp')}</CreDtTm>\n  <Acct><Id><IBAN>${c.iban(p, false)}</IBAN></Id><Ownr><Nm>${c.name(p, 'full')}</Nm></Ownr></Acct>\n`;
    for (let i = 0, n = r.int(1, 2); i < n; i++) { const q = c.person(); d.f`  <Ntry><Amt Ccy="${p.loc.cur}">${c.negx('amount', (v) => v.replace(/,/g, ''))}</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>${c.negk('service_date')}</Dt></BookgDt>\n   <NtryDtls><TxDtls><RltdPties><Dbtr><Pty><Nm>${c.name(q, 'full')}</Nm></Pty></Dbtr><DbtrAcct><Id><IBAN>${c.iban(q, false)}</IBAN></Id></DbtrAcct></RltdPties>\n   <RmtInf><Ustrd>${c.negk('invoice_number')}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>\n`; }
    d.f` </Stmt>\n</BkToCstmrStmt></Document>`;
    return d; } },
  sepa_mandate: { locales: ['de-DE', 'de-AT', 'fr-FR', 'fr-BE', 'nl-NL', 'it-IT', 'es-ES', 'en-IE', 'pt-PT', 'fi-FI', 'el-GR'], sector: 'finance', cats: ['person_name', 'street_address', 'iban', 'email'], fn(c) {
    const { r } = c, d = new Doc(), p = c.person(), a = c.addr(p);
    const T = { de: ['SEPA-Lastschriftmandat', 'Gläubiger-Identifikationsnummer', 'Mandatsreferenz', 'Name des Kontoinhabers', 'Anschrift', 'IBAN', 'Ort, Datum'], fr: ['Mandat de prélèvement SEPA', 'Identifiant créancier SEPA', 'Référence unique du mandat', 'Nom du débiteur', 'Adresse', 'IBAN', 'Fait à, le'], nl: ['Doorlopende machtiging SEPA', 'Incassant ID', 'Kenmerk machtiging', 'Naam', 'Adres', 'IBAN', 'Plaats, datum'], it: ['Mandato per addebito diretto SEPA', 'Codice identificativo del creditore', 'Riferimento del mandato', 'Nome del debitore', 'Indirizzo', 'IBAN', 'Luogo, data'], es: ['Orden de domiciliación SEPA', 'Identificador del acreedor', 'Referencia de la orden', 'Nombre del deudor', 'Dirección', 'IBAN', 'Lugar, fecha'] };
    const t = T[c.lang] || ['SEPA Direct Debit Mandate', 'Creditor identifier', 'Mandate reference', 'Debtor name', 'Address', 'IBAN', 'Place, date'];
    d.f`${t[0]} — ${c.negk('company_name')}\n${t[1]}: ${c.negk('creditor_identifier')}\n${t[2]}: ${neg('order_number', 'MDT-' + r.digits(9))}\n\n${t[3]}: ${c.name(p, 'full')}\n${t[4]}: ${c.fullAddr(a)}\n${t[5]}: ${c.iban(p, true)}   BIC: ${c.negk('bic')}\n`;
    if (r.chance(0.5)) d.f`E-Mail: ${c.email(p)}\n`;
    d.f`${t[6]}: ${a.city || '—'}, ${c.negk('service_date')}`;
    return d; } },
  nacha_ach: { locales: ['en-US'], sector: 'finance', cats: ['bank_account', 'person_name'], fn(c) {
    const { r } = c, d = new Doc(), usl = LOCALES['en-US']; const co = up(c.negk('company_name').v).slice(0, 16);
    const odfi = abaRouting(r); const dt = fmtDate(r.date(2025, 2026), 'yymmdd');
    const line = (parts) => { const len = parts.reduce((s, x) => s + (typeof x === 'string' ? x : x.v).length, 0); if (len !== 94) throw new Error('nacha len ' + len); d.push(parts); d.push('\n'); };
    line(['101 ', neg('routing_code', odfi), r.digits(10), dt, '1200', 'A094101', 'FIRST CITIZENS BANK    ', co.padEnd(23), '        ']);
    line(['5200', co.padEnd(16), ' '.repeat(20), '1' + r.digits(9), 'PPD', 'PAYROLL   ', dt, dt, '   ', '1', odfi.slice(0, 8), '0000001']);
    for (let i = 0; i < 2; i++) { const p = c.person(usl); const acct = BANK.us(r); const rt = abaRouting(r); const nm = up(`${p.givenL} ${p.familyL}`).slice(0, 22);
      line(['6', r.pick(['22', '32']), neg('routing_code', rt), acct, ' '.repeat(17 - acct.v.length), String(r.int(50000, 900000)).padStart(10, '0'), neg('employee_id', 'EMP' + r.digits(6)), ' '.repeat(6), lab('person_name', 'nacha_name', nm.trimEnd()), ' '.repeat(22 - nm.trimEnd().length), '  ', '0', odfi.slice(0, 8) + r.digits(7)]); }
    line(['8200', '000002', r.digits(10), '0'.repeat(12), String(r.int(100000, 1800000)).padStart(12, '0'), '1' + r.digits(9), ' '.repeat(19), ' '.repeat(6), odfi.slice(0, 8), '0000001']);
    return d; } },
  bacs_std18: { locales: ['en-GB'], sector: 'finance', cats: ['bank_account', 'person_name'], fn(c) {
    const { r } = c, d = new Doc(), gb = LOCALES['en-GB']; const orig = `${r.digits(6)}${r.digits(8)}`; const oname = up(c.negk('company_name').v).slice(0, 18).padEnd(18);
    d.f`VOL1${r.digits(6)}                               ${r.digits(6)}                                1\nHDR1A${r.digits(6)}S  1${r.digits(6)}00010001       ${fmtDate(r.date(2025, 2026), 'yymmdd').slice(0, 5)}\n`;
    d.f`UHL1 ${fmtDate(r.date(2025, 2026), 'yymmdd').slice(0, 5)}999999    000000001 DAILY  001\n`;
    for (let i = 0; i < 2; i++) { const p = c.person(gb); const nm = up(`${p.givenL[0]} ${p.familyL}`).slice(0, 18); d.f`${lab('bank_account', 'uk_sort_code_account_fixed', r.digits(6) + r.digits(8))}099${lab('bank_account', 'uk_sort_code_account_fixed', orig)}    ${String(r.int(10000, 400000)).padStart(11, '0')}${oname}${('SALARY ' + r.digits(6)).padEnd(18)}${lab('person_name', 'bacs_name', nm)}${' '.repeat(18 - nm.length)}\n`; }
    d.f`EOF1A${r.digits(6)}S  1${r.digits(6)}00010001`;
    return d; } },
  card_settlement_csv: { sector: 'finance', cats: ['credit_card', 'person_name', 'ip_address'], fn(c) {
    const { r } = c, d = new Doc();
    d.f`merchant_id,txn_id,txn_time,pan,cardholder,amount,currency,auth_code,customer_ip,status\n`;
    const full = r.int(2, 3);
    for (let i = 0; i < 4; i++) { const p = c.person(); const isFull = i < full;
      d.f`${'M' + r.digits(9)},${c.negk('uuid')},${c.negk('timestamp')},${isFull ? c.card(p, 'plain') : c.negk('masked_card')},${isFull ? c.name(p, 'latin') : p.latin.split(' ')[0][0] + '. ***'},${r.int(5, 900)}.${r.digits(2)},${p.loc.cur},${r.upper(1)}${r.digits(5)},${isFull && i === 0 ? publicIPv4(r) : c.negk('private_ip')},${r.pick(['SETTLED', 'CHARGEBACK', 'REFUNDED'])}\n`; }
    return d; } },
  kyc_json: { sector: 'finance', cats: ['person_name', 'date_of_birth', 'passport_number', 'national_id', 'crypto_wallet', 'tax_id', 'phone_number'], fn(c) {
    const { r } = c, d = new Doc(), p = c.person(), a = c.addr(p);
    const opts = r.sample(['nid', 'phone', 'addr', 'tax', 'tax', 'wallet', 'wallet', 'email'], 3);
    d.f`{"event":"kyc.review.completed","case_id":"${c.negk('case_number')}","reviewed_at":"${c.negk('timestamp')}","risk_score":${r.int(1, 99)},\n "customer":{\n  "full_name":"${c.name(p, 'latin')}",\n  "date_of_birth":"${c.dob(p, 'iso')}",\n  "nationality":"${p.loc.iso3}",\n  "document":{"type":"PASSPORT","number":"${c.pass(p)}","expiry":"${c.negk('service_date')}","issuing_country":"${p.loc.iso3}"}`;
    if (opts.includes('nid')) d.f`,\n  "national_id":"${c.nid(p)}"`;
    if (opts.includes('tax')) { const t = c.tax(p); if (t) d.f`,\n  "tax_id":"${t}"`; }
    if (opts.includes('phone')) d.f`,\n  "phone":"${c.phone(p, 'intl')}"`;
    if (opts.includes('email')) d.f`,\n  "email":"${c.email(p)}"`;
    if (opts.includes('addr')) d.f`,\n  "address":{"line1":"${c.street(a)}","postcode":"${a.pc || ''}","country":"${p.loc.cc.toUpperCase()}"}`;
    if (opts.includes('wallet')) d.f`,\n  "withdrawal_whitelist":["${wallet(r)}"]`;
    d.f`\n },\n "screening":{"pep":false,"sanctions_hit":false,"provider":"${c.negk('product_name')}","ref":"${c.negk('uuid')}"}}`;
    return d; } },
  crypto_withdrawal_log: { sector: 'finance', cats: ['crypto_wallet', 'email', 'ip_address'], fn(c) {
    const { r } = c, d = new Doc(), p = c.person();
    const k = r.pick(['btc_bech32', 'btc_p2pkh', 'btc_p2sh', 'btc_taproot', 'eth', 'ltc_p2pkh', 'ltc_bech32', 'doge', 'tron', 'xrp', 'sol']);
    d.f`${c.negk('timestamp')} INFO  withdrawal-svc  starting worker build=${c.negk('version_string')}\n${c.negk('timestamp')} DEBUG withdrawal-svc  rate limits loaded (tier=${r.pick(['retail', 'pro', 'vip'])})\n`;
    d.f`${c.negk('timestamp')} INFO  withdrawal-svc  request accepted user=${c.email(p)} ip=${r.chance(0.7) ? publicIPv4(r) : publicIPv6(r)} asset=${k.split('_')[0].toUpperCase()}\n`;
    d.f`  dest=${wallet(r, k)} amount=${r.int(0, 9)}.${r.digits(6)} fee=0.${r.digits(5)} network_ref=${c.negk('hash')}\n`;
    d.f`  hot_wallet=${wallet(r, k)} policy=${r.pick(['2-of-3', 'travel-rule', 'velocity'])} build=${c.negk('version_string')}\n`;
    d.f`${c.negk('timestamp')} INFO  withdrawal-svc  queued for signing, ticket=${c.negk('ticket_number')}\n`;
    if (r.chance(0.5)) d.f`  travel_rule: originator="${c.name(p, 'latin')}" beneficiary_vasp="${c.negk('company_name')}"\n`;
    return d; } },
  // ---------------- government / HR ----------------
  payroll_csv: { locales: ['en-US', 'en-GB', 'en-AU', 'en-IN', 'de-DE', 'fr-FR', 'it-IT', 'pl-PL', 'pt-PT', 'ru-RU', 'el-GR', 'nl-NL', 'es-MX', 'ja-JP'], sector: 'hr', cats: ['person_name', 'tax_id', 'national_id', 'iban', 'bank_account'], fn(c) {
    const { r } = c, d = new Doc(), sep = r.pick([';', ',', '\t']);
    const hasTax = c.loc.tax.length > 0;
    d.f`# payroll export ${c.negk('company_name')} run ${c.negk('timestamp')}\n# delimiter=${sep === '\t' ? 'TAB' : sep} encoding=UTF-8\n`;
    d.push(['employee_id', 'name', hasTax ? 'tax_id' : 'national_id', 'account', 'gross', 'currency', 'period'].join(sep) + '\n');
    for (let i = 0; i < 2; i++) { const p = c.person(); d.push([c.negk('employee_id'), sep, c.name(p, 'full'), sep, hasTax ? c.tax(p) : c.nid(p), sep, c.account(p), sep, c.negx('amount', (v) => v.replace(/,/g, '')), sep, p.loc.cur, sep, `2025-${p2(r.int(1, 12))}`, '\n']); }
    d.f`# rows=2 checksum=${c.negk('hash')}`;
    return d; } },
  tax_filing_xml: { locales: ['en-US', 'de-DE', 'it-IT', 'pl-PL', 'pt-PT', 'ru-RU', 'el-GR', 'fr-FR', 'en-GB', 'en-AU', 'en-IN'], sector: 'government', cats: ['tax_id', 'person_name', 'date_of_birth', 'street_address', 'iban', 'bank_account'], fn(c) {
    const { r } = c, d = new Doc(); const loc = c.loc; const p = c.person(loc), a = c.addr(p);
    d.f`<?xml version="1.0" encoding="UTF-8"?>\n<TaxReturn xmlns="urn:${loc.cc}:tax:annual:2024" year="2024" submitted="${c.negk('timestamp')}">\n  <Taxpayer>\n    <TIN>${c.tax(p)}</TIN>\n    <Name><Given>${c.name(p, 'given')}</Given><Family>${c.name(p, 'family')}</Family></Name>\n    <BirthDate>${c.dob(p, 'iso')}</BirthDate>\n`;
    if (r.chance(0.5)) d.f`    <Address><Line>${c.street(a)}</Line><PostCode>${a.pc || '-'}</PostCode></Address>\n`;
    d.f`  </Taxpayer>\n  <Income><Employment employer="${c.negk('company_name')}">${c.negx('amount', (v) => v.replace(/,/g, ''))}</Employment></Income>\n  <Refund><Account>${loc.bank ? BANK[loc.bank](r) : iban(r, loc.iban || 'DE')}</Account></Refund>\n  <Software>${c.negk('product_name')} ${c.negk('version_string')}</Software>\n</TaxReturn>`;
    return d; } },
  mainframe_fixed: { locales: ['en-US', 'en-GB', 'nl-NL', 'sv-SE', 'es-ES', 'en-CA', 'tr-TR', 'fi-FI', 'nb-NO'], sector: 'government', cats: ['person_name', 'date_of_birth', 'national_id', 'phone_number'], fn(c) {
    const { r } = c, d = new Doc(); const loc = c.loc;
    d.f`*--- BENEFIT MASTER EXTRACT  LRECL=100  RUN ${c.negk('service_date')} ---\n*POS 001-010 CLAIM-NO | 011-040 NAME | 041-048 DOB(YYYYMMDD) | 049-066 ID-NO | 067-082 PHONE | 083-100 FILLER\n`;
    for (let i = 0; i < 2; i++) { const p = c.person(loc); const nm = c.name(p, 'lastfirst'); const id = c.nid(p); const ph = i === 0 || r.chance(0.4) ? c.phone(p, 'nat') : null; if (nm.v.length > 30) nm.v = nm.v.slice(0, 30).trimEnd();
      d.push([neg('claim_number', r.digits(10)), ...padR(nm, 30), c.dob(p, 'ymd'), ...padR(id, 18), ...(ph ? padR(ph, 16) : ['0'.repeat(16)]), ' '.repeat(18), '\n']); }
    d.f`*EOF RECS=000002 HASH=${c.negx('hash', (v) => v.slice(-16))}`;
    return d; } },
  x12_834: { locales: ['en-US'], sector: 'government', cats: ['person_name', 'national_id', 'phone_number', 'street_address', 'date_of_birth'], fn(c) {
    const { r } = c, d = new Doc(), usl = LOCALES['en-US'], p = c.person(usl), a = c.addr(p); const nl = '\n';
    const ssn = c.nid(p, 'us_ssn'); ssn.v = ssn.v.replace(/-/g, '');
    d.f`ISA*00*          *00*          *ZZ*${'EMPLOYERCO'.padEnd(15)}*ZZ*${'CARRIER01'.padEnd(15)}*${fmtDate(r.date(2025, 2026), 'yymmdd')}*1200*^*00501*${r.digits(9)}*0*P*:~${nl}GS*BE*EMPLOYERCO*CARRIER01*${fmtDate(r.date(2025, 2026), 'ymd')}*1200*${r.int(1, 999)}*X*005010X220A1~${nl}ST*834*0001*005010X220A1~${nl}`;
    d.f`BGN*00*${c.negk('order_number')}*${neg('service_date', fmtDate(r.date(2025, 2026), 'ymd'))}*1200****2~${nl}N1*P5*${up(c.negk('company_name').v)}*FI*${r.digits(9)}~${nl}INS*Y*18*021*28*A***FT~${nl}REF*0F*${c.negk('policy_number')}~${nl}`;
    d.f`NM1*IL*1*${c.name(p, 'x12')}****34*${ssn}~${nl}`;
    if (r.chance(0.7)) { const ph = c.phone(p, 'nat'); ph.v = ph.v.replace(/\D/g, ''); d.f`PER*IP**HP*${ph}~${nl}`; }
    d.f`N3*${lab('street_address', 'street_line', up(a.line))}~${nl}N4*${up(a.city)}*${a.region}*${a.pc}~${nl}DMG*D8*${c.dob(p, 'ymd')}*${p.sex}~${nl}HD*021**HLT~${nl}SE*12*0001~${nl}GE*1*1~${nl}IEA*1*${r.digits(9)}~`;
    return d; } },
  x12_837: { locales: ['en-US'], sector: 'healthcare', cats: ['person_name', 'street_address', 'date_of_birth', 'national_id'], fn(c) {
    const { r } = c, d = new Doc(), usl = LOCALES['en-US'], p = c.person(usl), a = c.addr(p);
    d.f`ST*837*0001*005010X222A1~\nBHT*0019*00*${r.digits(9)}*${fmtDate(r.date(2025, 2026), 'ymd')}*1015*CH~\nNM1*85*2*${up(c.negk('eponymous_organisation').v)}*****XX*${neg('provider_id', '1' + r.digits(9))}~\n`;
    d.f`HL*2*1*22*0~\nSBR*P*18*******CI~\nNM1*IL*1*${c.name(p, 'x12')}****MI*${c.negk('policy_number')}~\nN3*${lab('street_address', 'street_line', up(a.line))}~\nN4*${up(a.city)}*${a.region}*${a.pc}~\nDMG*D8*${c.dob(p, 'ymd')}*${p.sex}~\n`;
    if (r.chance(0.6)) { const s = c.nid(p, 'us_ssn'); s.v = s.v.replace(/-/g, ''); d.f`REF*SY*${s}~\n`; }
    d.f`CLM*${c.negk('claim_number')}*${r.int(80, 4000)}.${r.digits(2)}***11:B:1*Y*A*Y*Y~\nDTP*472*D8*${neg('service_date', fmtDate(r.date(2025, 2026), 'ymd'))}~\nHI*ABK:${r.pick(['J069', 'E119', 'I10', 'M5450'])}~\nSE*14*0001~`;
    return d; } },
  edifact_paxlst: { sector: 'logistics', cats: ['person_name', 'date_of_birth', 'passport_number'], fn(c) {
    const { r } = c, d = new Doc(); const fl = c.negk('flight_number');
    d.f`UNA:+.? '\nUNB+UNOA:4+${fl.v.slice(0, 2)}APIS+USCSAPIS+${fmtDate(r.date(2025, 2026), 'yymmdd')}:${p2(r.int(0, 23))}${p2(r.int(0, 59))}+${r.digits(9)}++APIS'\nUNH+1+PAXLST:D:05B:UN:IATA+${r.digits(8)}+01:F'\nBGM+745'\nTDT+20+${fl}+++${fl.v.slice(0, 2)}'\nLOC+125+${r.pick(['FRA', 'LHR', 'CDG', 'AMS', 'IST', 'DXB', 'NRT'])}'\nDTM+189:${fmtDate(r.date(2025, 2026), 'yymmdd')}1030:201'\n`;
    for (let i = 0; i < 2; i++) { const p = c.person(c.other()); d.f`NAD+FL+++${c.name(p, 'edifact')}'\nATT+2++${p.sex}'\nDTM+329:${c.dob(p, 'yymmdd')}'\nNAT+2+${p.loc.iso3}'\nDOC+P:110:111+${c.pass(p)}'\nDTM+36:${neg('service_date', fmtDate(r.date(2027, 2035), 'yymmdd'))}'\nLOC+91+${p.loc.iso3}'\n`; }
    d.f`CNT+42:2'\nUNT+${r.int(18, 24)}+1'\nUNZ+1+${r.digits(9)}'`;
    return d; } },
  // ---------------- contacts / identity ----------------
  vcard: { sector: 'identity', cats: ['person_name', 'phone_number', 'email', 'street_address', 'date_of_birth'], fn(c) {
    const { r } = c, d = new Doc(), p = c.person(), a = c.addr(p), v4 = r.chance(0.5); const extra = r.sample(['tel', 'email', 'adr', 'bday'], r.int(2, 3));
    d.f`BEGIN:VCARD\nVERSION:${v4 ? '4.0' : '3.0'}\nN:${c.name(p, 'vcardN')};;;\nFN:${c.name(p, 'full')}\nORG:${c.negk('company_name')}\nTITLE:${c.negk('job_title')}\n`;
    if (extra.includes('tel')) d.f`TEL;TYPE=${v4 ? 'cell,voice' : 'CELL'}:${c.phone(p, 'intl')}\n`;
    d.f`TEL;TYPE=${v4 ? 'work' : 'WORK'}:${c.negk('customer_service_number')}\n`;
    if (extra.includes('email')) d.f`EMAIL;TYPE=${v4 ? 'home' : 'INTERNET'}:${c.email(p)}\n`;
    if (extra.includes('adr')) d.f`ADR;TYPE=${v4 ? 'home' : 'HOME'}:;;${c.street(a)};${a.city};;${a.pc};${p.loc.country}\n`;
    if (extra.includes('bday')) d.f`BDAY:${c.dob(p, v4 ? 'ymd' : 'iso')}\n`;
    d.f`REV:${c.negk('timestamp')}\nUID:urn:uuid:${c.negk('uuid')}\nEND:VCARD`;
    return d; } },
  ical_invite: { sector: 'identity', cats: ['person_name', 'email'], fn(c) {
    const { r } = c, d = new Doc(), o = c.person(), a1 = c.person(), a2 = c.person();
    d.f`BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//${c.negk('product_name')}//EN\nMETHOD:REQUEST\nBEGIN:VEVENT\nUID:${c.negk('uuid')}\nDTSTAMP:${neg('timestamp', ts14(r).slice(0, 8) + 'T' + ts14(r).slice(8) + 'Z')}\nSUMMARY:${c.negk('project_codename')} – ${r.pick(['Kick-off', 'Review', 'Steering', 'Go-live check'])}\nLOCATION:${c.negk('place_name')}\n`;
    d.f`ORGANIZER;CN=${c.name(o, 'full')}:mailto:${c.email(o, true)}\nATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;CN=${c.name(a1, 'full')}:mailto:${c.email(a1, true)}\n`;
    d.f`ATTENDEE;ROLE=OPT-PARTICIPANT;RSVP=TRUE:mailto:${c.email(a2)}\nATTENDEE;CUTYPE=RESOURCE;CN=Room ${r.int(1, 9)}.${r.int(10, 40)}:mailto:${c.negk('role_mailbox', c.corpDomain)}\nEND:VEVENT\nEND:VCALENDAR`;
    return d; } },
  ldif_export: { sector: 'identity', cats: ['person_name', 'email', 'phone_number', 'password', 'street_address'], fn(c) {
    const { r } = c, d = new Doc(), p = c.person(), a = c.addr(p); const uid = asciiFold(p.givenL[0] + p.familyL).toLowerCase().replace(/[^a-z]/g, '');
    d.f`dn: uid=${uid},ou=People,dc=${c.corpDomain.split('.')[0]},dc=${c.corpDomain.split('.')[1]}\nobjectClass: inetOrgPerson\nuid: ${uid}\ncn: ${c.name(p, 'full')}\nsn: ${c.name(p, 'family')}\nmail: ${c.email(p, true)}\n`;
    if (r.chance(0.6)) d.f`mobile: ${c.phone(p, 'intl')}\n`;
    if (r.chance(0.4)) d.f`street: ${c.street(a)}\n`;
    d.f`title: ${c.negk('job_title')}\nemployeeNumber: ${c.negk('employee_id')}\n`;
    if (r.chance(0.5)) d.f`userPassword: ${password(r)}\n`; else d.f`userPassword: ${lab('password', 'ldap_ssha_hash', '{SSHA}' + r.b64(32), { soft: true })}\n`;
    return d; } },
  ad_export_csv: { sector: 'identity', cats: ['person_name', 'email', 'phone_number'], fn(c) {
    const { r } = c, d = new Doc();
    d.f`# Get-ADUser -Filter * -SearchBase "OU=Staff,DC=${c.corpDomain.split('.')[0]},DC=local" -Properties * | Export-Csv users.csv\n# exported ${c.negk('timestamp')} by ${c.negk('role_mailbox', c.corpDomain)}\n"sAMAccountName","displayName","mail","telephoneNumber","department","employeeID","objectGUID"\n`;
    for (let i = 0; i < 2; i++) { const p = c.person(); const sam = asciiFold(p.givenL[0] + p.familyL).toLowerCase().replace(/[^a-z]/g, '').slice(0, 12); d.f`"${sam}","${c.name(p, 'full')}","${c.email(p, true)}","${i === 0 || r.chance(0.5) ? c.phone(p, 'intl') : ''}","${r.pick(['Finance', 'HR', 'Radiology', 'Logistics'])}","${c.negk('employee_id')}","${c.negk('uuid')}"\n`; }
    d.f`# 2 objects`;
    return d; } },
  scim_user: { sector: 'identity', cats: ['email', 'person_name', 'phone_number', 'street_address'], fn(c) {
    const { r } = c, d = new Doc(), p = c.person(), a = c.addr(p), m = c.person(); const em = c.email(p, true);
    d.f`{\n  "schemas": ["urn:ietf:params:scim:schemas:core:2.0:User", "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User"],\n  "id": "${c.negk('uuid')}",\n  "externalId": "${c.negk('employee_id')}",\n  "userName": "${em}",\n  "name": { "givenName": "${c.name(p, 'given')}", "familyName": "${c.name(p, 'family')}" },\n  "emails": [ { "value": "${em.v}", "type": "work", "primary": true } ],\n`;
    if (r.chance(0.6)) d.f`  "phoneNumbers": [ { "value": "${c.phone(p, 'intl')}", "type": "mobile" } ],\n`; else d.f`  "addresses": [ { "type": "work", "streetAddress": "${c.street(a)}", "country": "${p.loc.cc.toUpperCase()}" } ],\n`;
    d.f`  "title": "${c.negk('job_title')}",\n  "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User": { "employeeNumber": "${r.digits(6)}", "manager": { "value": "${r.hex(8)}", "displayName": "${c.name(m, 'full')}" } },\n  "meta": { "resourceType": "User", "created": "${c.negk('timestamp')}", "version": "W/\\"${r.hex(8)}\\"" }\n}`;
    return d; } },
  saml_assertion: { sector: 'identity', cats: ['email', 'person_name', 'ip_address', 'phone_number'], fn(c) {
    const { r } = c, d = new Doc(), p = c.person(); const em = c.email(p, true);
    d.f`<saml2:Assertion xmlns:saml2="urn:oasis:names:tc:SAML:2.0:assertion" ID="_${r.hex(32)}" IssueInstant="${c.negk('timestamp')}" Version="2.0">\n  <saml2:Issuer>https://idp.${c.corpDomain}/saml2</saml2:Issuer>\n  <ds:Signature><ds:SignedInfo>...</ds:SignedInfo><ds:SignatureValue>${neg('hash', r.b64(86) + '==')}</ds:SignatureValue>\n    <ds:KeyInfo><ds:X509Data><ds:X509Certificate>${c.negk('x509_certificate_body')}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></ds:Signature>\n`;
    d.f`  <saml2:Subject><saml2:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${em}</saml2:NameID>\n    <saml2:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml2:SubjectConfirmationData Address="${publicIPv4(r)}" NotOnOrAfter="${c.negk('timestamp')}"/></saml2:SubjectConfirmation></saml2:Subject>\n`;
    d.f`  <saml2:AttributeStatement>\n    <saml2:Attribute Name="givenName"><saml2:AttributeValue>${c.name(p, 'given')}</saml2:AttributeValue></saml2:Attribute>\n    <saml2:Attribute Name="sn"><saml2:AttributeValue>${c.name(p, 'family')}</saml2:AttributeValue></saml2:Attribute>\n`;
    if (r.chance(0.5)) d.f`    <saml2:Attribute Name="telephoneNumber"><saml2:AttributeValue>${c.phone(p, 'intl')}</saml2:AttributeValue></saml2:Attribute>\n`;
    d.f`    <saml2:Attribute Name="groups"><saml2:AttributeValue>${c.negk('project_codename')}</saml2:AttributeValue></saml2:Attribute>\n  </saml2:AttributeStatement>\n</saml2:Assertion>`;
    return d; } },
  jwt_debug_log: { sector: 'identity', cats: ['auth_token', 'email', 'person_name', 'date_of_birth', 'ip_address'], fn(c) {
    const { r } = c, d = new Doc(), p = c.person(); const em = c.email(p); const claims = { sub: uuid(r), email: em.v, name: p.full, birthdate: fmtDate(p.dob, 'iso'), iss: `https://login.${c.corpDomain}`, iat: 1735000000 + r.int(0, 30000000) };
    const ip = publicIPv4(r);
    d.f`${c.negk('timestamp')} INFO  [gateway] listener :8443 ready (build ${c.negk('version_string')})\n`;
    d.f`${c.negk('timestamp')} DEBUG [gateway] ${ip} POST /api/v2/claims -> upstream claims-svc:8080\n${c.negk('timestamp')} DEBUG [auth] Authorization: Bearer ${lab('auth_token', 'jwt', jwt(r, claims))}\n`;
    d.f`${c.negk('timestamp')} DEBUG [auth] decoded payload: {"sub":"${neg('uuid', claims.sub)}","email":"${em}","name":"${c.name(p, 'full')}","birthdate":"${c.dob(p, 'iso')}","iss":"${claims.iss}","iat":${claims.iat}}\n${c.negk('timestamp')} WARN  [auth] token verified with kid=${r.hex(16)}; scope=claims:write\n${c.negk('timestamp')} INFO  [gateway] 201 Created in ${r.int(5, 400)} ms`;
    return d; } },
  // ---------------- mail ----------------
  rfc822_mail: { sector: 'mail', cats: ['person_name', 'email', 'ip_address', 'phone_number'], fn(c) {
    const { r } = c, d = new Doc(), p = c.person(), q = c.person(); const e1 = c.email(p), e2 = c.email(q, true); const b = '----=_Part_' + r.digits(6) + '_' + r.digits(9);
    if (r.chance(0.4)) d.f`From ${e1.v} ${r.pick(['Mon', 'Tue', 'Wed', 'Thu'])} ${r.pick(['Mar', 'Apr', 'Oct'])} ${p2(r.int(1, 28))} 09:${p2(r.int(0, 59))}:${p2(r.int(0, 59))} 2025\n`;
    d.f`Return-Path: <${e1}>\nReceived: from [${publicIPv4(r)}] (helo=${r.pick(['laptop', 'DESKTOP-' + r.upper(6), 'iphone'])}) by mx1.${c.corpDomain} with ESMTPSA id ${r.hex(12)}; ${r.pick(['Tue', 'Wed'])}, ${r.int(1, 28)} Mar 2025 10:${p2(r.int(0, 59))}:11 +0100\nMessage-ID: ${c.negk('message_id')}\n`;
    d.f`From: "${c.name(p, 'full')}" <${e1.v}>\nTo: ${c.name(q, 'full')} <${e2}>\nCc: ${c.negk('role_mailbox', c.corpDomain)}\nSubject: Re: ${c.negk('ticket_number')}\nMIME-Version: 1.0\nContent-Type: multipart/alternative; boundary="${b}"\n\n--${b}\nContent-Type: text/plain; charset=UTF-8\nContent-Transfer-Encoding: 8bit\n\n`;
    d.f`${r.pick(['Hello,', 'Hallo,', 'Bonjour,', 'Hola,', 'Hi all,'])}\n\n`;
    d.f`${r.pick(['Please see the attached remittance.', 'Bitte Rückruf unter der unten genannten Nummer.', 'Merci de me rappeler.', 'Adjunto la factura.'])}\n\n-- \n${c.name(q, 'full')}\n${c.negk('job_title')}, ${c.negk('company_name')}\nTel. ${c.phone(q, 'intl')}\n\n--${b}--`;
    return d; } },
  // ---------------- telecom ----------------
  cdr_csv: { sector: 'telecom', cats: ['phone_number', 'ip_address'], fn(c) {
    const { r } = c, d = new Doc(), p = c.person(), q = c.person(), s = c.person(c.other()); const a = c.phone(p, 'e164');
    d.f`# CDR batch ${c.negk('uuid')} switch=MSC-${r.int(1, 9)} generated ${c.negk('timestamp')}\n`;
    d.f`record_type|start_time|calling_msisdn|called_msisdn|imsi|imei|cell_id|duration_s|charged_units\n`;
    d.f`MOC|${c.negk('timestamp')}|${a}|${c.phone(q, 'e164')}|${c.negk('imsi')}|${c.negk('imei')}|${r.digits(3)}-${r.digits(2)}-${r.digits(5)}|${r.int(3, 1800)}|${r.int(1, 40)}\n`;
    d.f`MTC|${c.negk('timestamp')}|${c.phone(s, 'e164')}|${a.v}|${c.negk('imsi')}|${c.negk('imei')}|${r.digits(3)}-${r.digits(2)}-${r.digits(5)}|${r.int(3, 1800)}|0\n`;
    if (r.chance(0.7)) d.f`PGW|${c.negk('timestamp')}|${a.v}||||apn=internet ue_ip=${c.negk('private_ip')} nat_ip=${publicIPv4(r)}|${r.int(60, 7200)}|${r.int(10, 900)}\n`;
    d.f`# end of batch, records=${r.int(3, 4)}`;
    return d; } },
  porting_request: { sector: 'telecom', cats: ['person_name', 'phone_number', 'national_id', 'date_of_birth', 'street_address'], fn(c) {
    const { r } = c, d = new Doc(), p = c.person(), a = c.addr(p);
    d.f`MNP PORT-IN REQUEST  ${c.negk('case_number')}\nRecipient operator: ${c.negk('company_name')}\nSubscriber: ${c.name(p, 'full')}\nDate of birth: ${c.dobLocal(p)}\nID document: ${r.chance(0.4) ? c.pass(p) : c.nid(p)}\nMSISDN to port: ${c.phone(p, 'intl')}\nSIM ICCID: ${c.negk('iccid')}\nDonor account no.: ${neg('order_number', r.digits(10))}\n`;
    if (r.chance(0.6)) d.f`Billing address: ${c.fullAddr(a)}\n`;
    d.f`Requested port date: ${c.negk('service_date')}   Hotline: ${c.negk('customer_service_number')}`;
    return d; } },
  // ---------------- logistics ----------------
  shipping_label_zpl: { sector: 'logistics', cats: ['person_name', 'street_address', 'phone_number', 'email'], fn(c) {
    const { r } = c, d = new Doc(), p = c.person(), a = c.addr(p);
    d.f`^XA\n^CI28\n^FO40,30^A0N,28,28^FDFROM: ${c.negk('company_name')}^FS\n^FO40,70^A0N,22,22^FD${c.negk('place_name')}^FS\n^FO40,130^A0N,34,34^FDSHIP TO:^FS\n^FO40,175^A0N,34,34^FD${c.name(p, 'full')}^FS\n^FO40,215^A0N,30,30^FD${c.street(a)}^FS\n^FO40,255^A0N,30,30^FD${a.pc} ${a.city}^FS\n`;
    d.f`^FO40,300^A0N,24,24^FDTEL ${c.phone(p, 'intl')}^FS\n`;
    if (r.chance(0.5)) d.f`^FO40,335^A0N,20,20^FDNOTIFY ${c.email(p)}^FS\n`;
    d.f`^FO40,380^BCN,110,Y,N,N^FD${c.negk('tracking_number')}^FS\n^FO40,520^A0N,20,20^FDREF ${c.negk('order_number')}  WT ${r.int(1, 30)}.${r.int(0, 9)} KG^FS\n^XZ`;
    return d; } },
  customs_cn23: { sector: 'logistics', cats: ['person_name', 'street_address', 'phone_number', 'email'], fn(c) {
    const { r } = c, d = new Doc(), s = c.person(), t = c.person(c.other()), as = c.addr(s), at = c.addr(t);
    d.f`CN 23 — CUSTOMS DECLARATION / DÉCLARATION EN DOUANE   No. ${c.negk('tracking_number')}\nFrom: ${c.name(s, 'full')}\n      ${c.fullAddr(as)}\n      Tel: ${c.phone(s, 'intl')}\n      Importer/EORI: ${c.negk('eori')}\nTo:   ${c.name(t, 'full')}\n      ${c.fullAddr(at)}\n`;
    if (r.chance(0.6)) d.f`      E-mail: ${c.email(t)}\n`;
    d.f`Contents: ${r.pick(['Gift', 'Sale of goods', 'Documents'])}\n  1x ${r.pick(['ceramic mug', 'wool scarf', 'spare part', 'book'])}   HS ${c.negk('hs_code')}   ${c.negx('amount', (v) => v.replace(/,/g, ''))} ${s.loc.cur}\nInvoice: ${c.negk('invoice_number')}   Date: ${c.negk('service_date')}`;
    return d; } },
  airline_pnr: { sector: 'logistics', cats: ['person_name', 'passport_number', 'date_of_birth', 'email', 'phone_number', 'credit_card'], fn(c) {
    const { r } = c, d = new Doc(), p = c.person(c.other()); const rl = c.negk('record_locator'); const fl = c.negk('flight_number'); const pn = c.name(p, 'pnr'); const em = c.email(p);
    d.f`RP/${r.pick(['FRA', 'LON', 'PAR', 'IST'])}1A0${r.digits(3)}/${r.upper(3)}1A0${r.digits(3)}            AA/SU  ${fmtDate(r.date(2025, 2026), 'ddMONyy').slice(0, 5)}/${p2(r.int(0, 23))}${p2(r.int(0, 59))}Z   ${rl}\n  1.${pn} ${p.sex === 'F' ? 'MRS' : 'MR'}\n  2  ${fl.v.slice(0, 2)} ${fl.v.slice(2)} Y ${fmtDate(r.date(2025, 2026), 'ddMONyy').slice(0, 5)} ${r.int(1, 7)} ${r.pick(['FRAJFK', 'LHRDXB', 'CDGNRT', 'ISTICN'])} HK1  ${r.int(6, 12)}${r.pick(['00', '15', '45'])} ${r.int(13, 23)}${r.pick(['05', '30', '50'])}   E  ${fl.v.slice(0, 2)}/${rl.v}\n`;
    d.f`  3 AP ${c.phone(p, 'intl')}-M\n  4 APE ${em}\n  5 SSR DOCS ${fl.v.slice(0, 2)} HK1 P/${p.loc.iso3}/${c.pass(p)}/${p.loc.iso3}/${c.dob(p, 'ddMONyy')}/${p.sex}/${neg('service_date', fmtDate(r.date(2027, 2035), 'ddMONyy'))}/${pn.v.replace('/', '/')}\n`;
    const enc = em.v.replace('@', '//').replace(/_/g, '..').toUpperCase(); d.f`  6 SSR CTCE ${fl.v.slice(0, 2)} HK1/${lab('email', 'pnr_ctce_email', enc, { enc: 'pnr_ctce' })}\n`;
    if (r.chance(0.4)) { const cc = c.card(p, 'plain'); d.f`  7 FP CC${cc.t === 'visa' ? 'VI' : cc.t === 'mastercard' ? 'CA' : 'AX'}${cc}/${p2(r.int(1, 12))}${r.int(27, 31)}\n`; }
    d.f`  8 FA PAX ${c.negk('ticket_document')}/ETLH/EUR${r.int(200, 2400)}.${r.digits(2)}/${fmtDate(r.date(2025, 2026), 'ddMONyy')}`;
    return d; } },
  bcbp_scan_log: { sector: 'logistics', cats: ['person_name', 'email', 'phone_number'], fn(c) {
    const { r } = c, d = new Doc(), p = c.person(c.other()); const fl = c.negk('flight_number'); const nm = c.name(p, 'pnr'); nm.v = nm.v.slice(0, 20); const rl = c.negk('record_locator');
    const route = r.pick(['FRAJFK', 'LHRDXB', 'CDGNRT', 'ISTICN', 'AMSBCN']);
    d.f`${c.negk('timestamp')} dcs-gw ${c.negk('version_string')} session opened flight=${fl.v} std=${c.negk('service_date')}\n${c.negk('timestamp')} boarding started, pax expected ${r.int(80, 320)}\n`;
    d.f`${c.negk('timestamp')} gate=${r.upper(1)}${r.int(1, 60)} reader=BGR-${r.digits(3)} raw="M1${nm}${' '.repeat(20 - nm.v.length)}E${rl} ${route}${fl.v.slice(0, 2)} ${fl.v.slice(2).padStart(4, '0')} ${r.int(1, 365).toString().padStart(3, '0')}Y${p2(r.int(1, 40))}${r.pick(['A', 'C', 'F'])}${r.digits(4)} 100"\n`;
    d.f`${c.negk('timestamp')} boarding-pass resend requested channel=${r.pick(['email', 'sms'])} to=${r.chance(0.5) ? c.email(p) : c.phone(p, 'intl')} pnr=${rl.v}\n${c.negk('timestamp')} boarding closed, no-shows ${r.int(0, 9)}`;
    return d; } },
};
