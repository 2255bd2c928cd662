// Office text: e-mails with signatures, travel documents.
import { DocBuilder, L } from '../lib/doc.mjs';
import { persona } from '../lib/persona.mjs';
import { NEG } from '../lib/negatives.mjs';
import { mrz } from '../lib/ids.mjs';

export function emailWithSignature(r) {
  const b = new DocBuilder();
  const x = persona(r, 'en'), y = persona(r, 'en');
  const dom = r.pick(['brightmoor-logistics.com', 'marlowe-insurance.com', 'atlasgrove.co.uk']);
  b.t('From: ').put(x.latinName).t(' <').put(x.workEmail(dom)).t('>\nTo: ').put(L('email', 'team_mailbox', `${r.pick(['billing', 'claims', 'payroll', 'accounts'])}@${dom}`)).t('\nMessage-ID: ').put(NEG.message_id(r)).t('\nSubject: Re: ').put(NEG.invoice_number(r)).t('\n\n');
  b.t('Hi ').put(y.given).t(',\n\nThe payment of ').put(NEG.amount(r)).t(' went to the wrong account. Please use ').put(x.iban).t(' (BIC ').put(NEG.swift_bic(r)).t(') instead. Reference ').put(NEG.payment_reference(r)).t('.\n\n');
  b.t('Best,\n').put(x.latinName).t('\n').t(r.pick(['Senior Accountant', 'Claims Handler', 'Office Manager'])).t('\nM: ').put(x.phone).t('\n').put(x.addressMultiline).t('\n');
  return { kind: 'email_signature', doc: b };
}

export function travelDocument(r) {
  const b = new DocBuilder();
  const lang = r.pick(['en', 'de', 'fr', 'es', 'ja', 'tr']);
  const x = persona(r, lang);
  const m = mrz(r, x.passport, x.p, x.birth);
  b.t(r.pick(['Booking confirmation ', 'PNR ', 'Reservation '])).put(NEG.order_number(r)).t('\nPassenger: ').put(x.latinName).t('\nPassport: ').put(x.passport).t(' · Date of birth: ').put(L('date_of_birth', 'dob', `${String(x.birth.d).padStart(2, '0')} ${['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'][x.birth.m - 1]} ${x.birth.y}`)).t('\nDeparture: ').put(NEG.other_date(r)).t(` ${r.pick(['FRA', 'CDG', 'IST', 'NRT', 'GRU', 'DXB', 'BOM', 'ICN'])} → ${r.pick(['LHR', 'MAD', 'ARN', 'WAW', 'PEK', 'JFK'])}, seat ${r.int(3, 45)}${r.pick(['A', 'C', 'F'])}\n\nScanned MRZ:\n`);
  // The MRZ repeats the name and birth date in its own encoding: labelled soft, the number in full.
  b.t(`P<${m.code}`).put(L('person_name', 'mrz_name', m.nameField, true)).t(m.line1.slice(5 + m.nameField.length)).t('\n');
  const bare = m.num.replace(/<+$/, '');
  b.put(L('passport', x.passport.type, bare)).t(m.num.slice(bare.length)).t(m.tail.slice(0, 4)).put(L('date_of_birth', 'mrz_birth', m.birthField, true)).t(m.afterBirth).t('\n');
  return { kind: 'travel_document', lang, doc: b };
}

export const OFFICE_KINDS = [[1.5, emailWithSignature], [1.8, travelDocument]];

// ---- more office documents ----
import { P } from '../lib/lang.mjs';
import { nationalAccount, card, nationalId } from '../lib/ids.mjs';
import { dob as dobOf, otherDate, addressIn } from '../lib/contact.mjs';
import { wallet } from '../lib/secrets.mjs';

const p2 = (n) => String(n).padStart(2, '0');

export function invoice(r) {
  const b = new DocBuilder();
  const lang = r.pick(['en', 'de', 'fr', 'nl', 'it', 'es', 'pl', 'sv', 'pt', 'tr', 'ja']);
  const x = persona(r, lang);
  const head = { en: ['INVOICE', 'Bill to', 'Amount due', 'Pay to'], de: ['RECHNUNG', 'Rechnungsempfänger', 'Gesamtbetrag', 'Bankverbindung'], fr: ['FACTURE', 'Facturé à', 'Total TTC', 'Coordonnées bancaires'], nl: ['FACTUUR', 'Factuur aan', 'Te betalen', 'Rekening'], it: ['FATTURA', 'Intestatario', 'Totale', 'Coordinate bancarie'], es: ['FACTURA', 'Cliente', 'Total', 'Datos bancarios'], pl: ['FAKTURA VAT', 'Nabywca', 'Do zapłaty', 'Rachunek'], sv: ['FAKTURA', 'Kund', 'Att betala', 'Bankgiro / IBAN'], pt: ['FATURA', 'Cliente', 'Total a pagar', 'Dados bancários'], tr: ['FATURA', 'Alıcı', 'Genel toplam', 'Banka bilgileri'], ja: ['請求書', 'ご請求先', 'ご請求金額', 'お振込先'] }[lang];
  b.t(`${head[0]} `).put(NEG.invoice_number(r)).t('\n').put(NEG.other_date(r)).t('\n\n');
  b.t(`${head[1]}:\n`).put(x.name).t('\n').put(x.addressMultiline).t('\n\n');
  b.t(`${r.pick(['Consulting', 'Hosting', 'Licence'])} ${r.int(1, 12)} x `).put(NEG.amount(r)).t('\n');
  if (r.chance(0.5)) b.t('Pallet ').n('measurement', `${r.pick([120, 100, 80])} x ${r.pick([80, 100, 120])} x ${r.int(60, 180)} cm`).t(', ').n('measurement', `${r.int(40, 900)}.${r.int(0, 9)} kg`).t('\n');
  b.t(`${head[2]}: `).put(NEG.amount(r)).t('\n\n');
  b.t(`${head[3]}: ${r.pick(['Kestrel Pay GmbH', 'Corvane SAS', 'Atlas Grove Ltd'])}\nIBAN `).put(L('bank_account', 'iban_merchant', x.iban.value, true)).t('\nBIC ').put(NEG.swift_bic(r)).t('\nRef. ').put(NEG.payment_reference(r)).t('\n');
  if (r.chance(0.4)) b.t('Contract ').put(NEG.contract_number(r)).t('\n');
  return { kind: 'invoice', lang, doc: b };
}

export function resume(r) {
  const b = new DocBuilder();
  const lang = r.pick(['en', 'en', 'de', 'fr', 'es', 'pt', 'pl']);
  const x = persona(r, lang);
  b.put(x.name).t('\n').put(x.address).t(' · ').put(x.phone).t(' · ').put(x.email).t('\n');
  b.t(r.pick(['linkedin.com/in/', 'github.com/'])).t(x.p.latinFamily.toLowerCase().replace(/[^a-z]/g, '')).t('\n');
  if (r.chance(0.7)) b.t(`${P[lang].fDob}: `).put(x.dob).t('\n');
  b.t('\nEXPERIENCE\n').t(`${r.int(2015, 2021)}–${r.pick(['present', r.int(2022, 2025)])}  Senior Engineer, `).put(NEG.place_name(r)).t('\n  Migrated ').t(`${r.int(20, 300)} services to Kubernetes ${NEG.version(r).value}; cut p99 latency by ${r.int(10, 60)}%.\n`);
  b.t('\nREFERENCES\n').put(persona(r, lang).name).t(', ').t(r.pick(['CTO', 'Team lead', 'Professor'])).t(' — ').put(persona(r, lang).phone).t('\n');
  return { kind: 'resume', lang, doc: b };
}

export function contract(r) {
  const b = new DocBuilder();
  const x = persona(r, 'en'), y = persona(r, 'en');
  b.t('TENANCY AGREEMENT ').put(NEG.contract_number(r)).t('\n\nThis agreement is made on ').put(NEG.other_date(r)).t(' between ').put(x.latinName).t(` (the "Landlord") and `).put(y.latinName).t(', born ').put(dobOf(r, 'en', y.birth)).t(`, holder of passport `).put(y.passport).t(' (the "Tenant").\n\n');
  b.t('1. Property. The Landlord lets the flat at ').put(addressIn(r, r.pick(['gb', 'us', 'au']))).t(' to the Tenant.\n2. Rent. ').put(NEG.amount(r)).t(' per month, paid to sort code ');
  const acct = nationalAccount(r, 'gb');
  b.t(acct.code).t(', account ').put(acct.acct).t('.\n3. Deposit. Held by ').put(NEG.place_name(r)).t(' deposit scheme, reference ').put(NEG.payment_reference(r)).t('.\n\nSigned: ').put(x.latinName).t(' / ').put(y.latinName).t('\n');
  return { kind: 'contract', doc: b };
}

export function medicalLetter(r) {
  const b = new DocBuilder();
  const lang = r.pick(['en', 'de', 'fr', 'nl', 'sv', 'it', 'es', 'pt', 'pl', 'tr', 'ja', 'zh', 'ko', 'hi', 'ar']);
  const x = persona(r, lang), doc = persona(r, lang);
  const T = { en: ['Patient', 'DOB', 'National id', 'Diagnosis', 'Follow-up appointment'], de: ['Patient', 'Geb.', 'Steuer-ID', 'Diagnose', 'Wiedervorstellung'], fr: ['Patient', 'Né(e) le', 'N° de sécurité sociale', 'Diagnostic', 'Prochain rendez-vous'], nl: ['Patiënt', 'Geb. datum', 'BSN', 'Diagnose', 'Controle'], sv: ['Patient', 'Född', 'Personnummer', 'Diagnos', 'Återbesök'], it: ['Paziente', 'Nato il', 'Codice fiscale', 'Diagnosi', 'Controllo'],
    es: ['Paciente', 'Fecha de nacimiento', 'DNI', 'Diagnóstico', 'Próxima cita'], pt: ['Utente', 'Data de nascimento', 'NIF', 'Diagnóstico', 'Próxima consulta'], pl: ['Pacjent', 'Data urodzenia', 'PESEL', 'Rozpoznanie', 'Wizyta kontrolna'],
    tr: ['Hasta', 'Doğum tarihi', 'T.C. Kimlik No', 'Tanı', 'Kontrol randevusu'], ja: ['患者氏名', '生年月日', 'マイナンバー', '診断', '次回予約'], zh: ['患者', '出生日期', '身份证号', '诊断', '复诊'],
    ko: ['환자', '생년월일', '주민등록번호', '진단', '다음 진료'], hi: ['रोगी', 'जन्म तिथि', 'आधार', 'निदान', 'अगली जाँच'], ar: ['المريض', 'تاريخ الميلاد', 'رقم الهوية', 'التشخيص', 'موعد المراجعة'] }[lang];
  b.put(doc.name).t(`, ${r.pick(['MD', 'Dr. med.', 'Dr'])}\n`).put(doc.addressMultiline).t('\n\n');
  b.t(`${T[0]}: `).put(x.name).t(`\n${T[1]}: `).put(x.dob).t(`\n${T[2]}: `).put(nationalId(r, lang, { en: r.pick(['us', 'gb', 'ie']), de: 'de', fr: 'fr', nl: 'nl', sv: 'se', it: 'it', es: 'es', pt: 'pt', pl: 'pl', tr: 'tr', ja: 'jp', zh: 'cn', ko: 'kr', hi: 'in', ar: 'sa' }[lang])).t('\n\n');
  b.t(`${T[3]}: ${r.pick(['J45.9', 'E11.9', 'M54.5', 'I10'])}; HbA1c `).n('lab_value', `${r.int(38, 75)} mmol/mol`).t(', BP ').n('lab_value', `${r.int(105, 160)}/${r.int(60, 95)}`).t('\n');
  b.t(`${T[4]}: `).put(NEG.other_date(r)).t('\n\n').put(doc.name).t('\n');
  return { kind: 'medical_letter', lang, doc: b };
}

export function insuranceClaim(r) {
  const b = new DocBuilder();
  const x = persona(r, 'en');
  b.t('Claim ').put(NEG.ticket_number(r)).t(' — policy ').put(NEG.contract_number(r)).t('\nPolicyholder: ').put(x.latinName).t(' (date of birth ').put(x.dob).t(')\nVehicle reg ').t(r.upper(2) + r.digits(2) + ' ' + r.upper(3)).t(', incident on ').put(NEG.other_date(r)).t(' at ').put(NEG.place_name(r)).t('\n');
  b.t('Payout to ').put(x.iban).t(' or card ending ').t(r.digits(4)).t('.\nContact: ').put(x.phone).t('\n');
  return { kind: 'insurance_claim', doc: b };
}

export function bankStatement(r) {
  const b = new DocBuilder();
  const country = r.pick(['us', 'gb', 'au', 'in', 'ca', 'mx']);
  const x = persona(r, 'en');
  const acct = nationalAccount(r, country);
  b.t('STATEMENT OF ACCOUNT\n').put(x.latinName).t('\n').put(x.address).t('\n');
  if (acct.code) b.t(`${acct.codeName}: ${acct.code}   `);
  b.t('Account: ').put(acct.acct).t(`\nPeriod: `).put(NEG.other_date(r)).t(' – ').put(NEG.other_date(r)).t('\n\nDATE        DESCRIPTION                         AMOUNT\n');
  for (let i = 0; i < r.int(3, 6); i++) {
    b.t(`${p2(r.int(1, 28))}/${p2(r.int(1, 12))}   `);
    const k = r.int(0, 3);
    if (k === 0) b.t('CARD PURCHASE ').put(NEG.place_name(r)).t(' ref ').put(NEG.order_number(r));
    else if (k === 1) b.t('TRANSFER TO ').put(persona(r, 'en').latinName).t(' ').put(r.chance(0.5) ? persona(r, 'en').iban : NEG.payment_reference(r));
    else if (k === 2) b.t('DIRECT DEBIT ').put(NEG.contract_number(r));
    else b.t('ATM ').put(NEG.tracking_number(r));
    b.t('   ').put(NEG.amount(r)).t('\n');
  }
  return { kind: 'bank_statement', doc: b };
}

export function hrOnboarding(r) {
  const b = new DocBuilder();
  const lang = r.pick(['en', 'de', 'fr', 'es', 'pl', 'sv', 'pt', 'it', 'nl', 'tr']);
  const x = persona(r, lang);
  const ph = P[lang];
  b.t('| field | value |\n|---|---|\n');
  b.t(`| ${ph.fName} | `).put(x.name).t(' |\n');
  b.t(`| ${ph.fDob} | `).put(x.dob).t(' |\n');
  b.t(`| ${x.idName} | `).put(x.id).t(' |\n');
  b.t(`| ${ph.fAddr} | `).put(x.address).t(' |\n');
  b.t('| IBAN | ').put(x.iban).t(' |\n');
  if (r.chance(0.5)) b.t(`| ${ph.fPass} | `).put(x.passport).t(' |\n');
  b.t(`| ${ph.fPhone} | `).put(x.phone).t(' |\n');
  b.t('| start | ').put(NEG.other_date(r)).t(' |\n| employee no. | ').put(NEG.imei_like(r)).t(' |\n');
  return { kind: 'hr_onboarding_table', lang, doc: b };
}

export function spreadsheetPaste(r) {
  const b = new DocBuilder();
  const n = r.int(3, 6);
  for (let i = 0; i < n; i++) {
    const x = persona(r, r.pick(['en', 'de', 'es', 'nl', 'sv', 'pl', 'fr', 'it']));
    b.put(x.latinName).t('\t').put(x.id).t('\t').put(x.card).t('\t').put(NEG.amount(r)).t('\t').put(NEG.order_number(r)).t('\n');
  }
  return { kind: 'spreadsheet_paste', doc: b };
}

export function cryptoKyc(r) {
  const b = new DocBuilder();
  const x = persona(r, 'en');
  b.t('Withdrawal review ').put(NEG.ticket_number(r)).t('\nCustomer ').put(x.latinName).t(', ').put(x.id).t('\nDestination: ').put(wallet(r)).t('\nSource tx: ').put(NEG.tx_hash(r)).t('\nPrevious destinations: ').put(wallet(r)).t(', ').put(wallet(r)).t('\nContract (not a wallet): ').put(NEG.content_id(r)).t('\nSpec vector seen in test data: ').put(NEG.spec_wallet(r)).t('\n');
  return { kind: 'crypto_withdrawal_review', doc: b };
}


/** a hotel's guest register: passports of many countries in a column, arrival dates beside them */
export function guestRegister(r) {
  const b = new DocBuilder();
  const sep = r.pick([';', ',', '\t', ' | ']);
  const header = r.chance(0.6);
  if (header) b.t(['room', 'guest', 'nationality', 'document', 'born', 'arrival'].join(sep) + '\n');
  for (let i = 0; i < r.int(3, 6); i++) {
    const lang = r.pick(['en', 'de', 'fr', 'es', 'it', 'nl', 'pl', 'sv', 'ja', 'zh', 'ko', 'tr', 'pt', 'hi', 'ar']);
    const x = persona(r, lang);
    const dobIso = `${x.birth.y}-${p2(x.birth.m)}-${p2(x.birth.d)}`;
    // without a header nothing says it is a birth date
    b.t(`${r.int(101, 512)}${sep}`).put(x.latinName).t(`${sep}${x.passport.country.toUpperCase()}${sep}`).put(x.passport).t(sep).put(header ? L('date_of_birth', 'dob', dobIso) : L('date_of_birth', 'dob', fmtDob(r, x), true)).t(sep).put(NEG.other_date(r)).t('\n');
  }
  return { kind: header ? 'guest_register_csv' : 'guest_register_headerless', doc: b };
}
const fmtDob = (r, x) => `${p2(x.birth.d)}.${p2(x.birth.m)}.${x.birth.y}`;


/** a payroll export: national account numbers beside the bank codes that route them */
export function payrollExport(r) {
  const b = new DocBuilder();
  const country = r.pick(['us', 'gb', 'au', 'in', 'ca', 'mx', 'jp', 'br']);
  const sep = r.pick([',', '\t', ';']);
  b.t(['employee', 'name', 'bank_code', 'account', 'net_pay', 'pay_date'].join(sep) + '\n');
  for (let i = 0; i < r.int(3, 6); i++) {
    const x = persona(r, 'en');
    const a = nationalAccount(r, country);
    b.put(NEG.imei_like(r)).t(sep).put(x.latinName).t(sep).t(a.code ?? '').t(sep).put(a.acct).t(sep).put(NEG.amount(r).value.includes(',') && sep === ',' ? `${r.int(1000, 9000)}.${r.digits(2)}` : NEG.amount(r)).t(sep).put(NEG.other_date(r)).t('\n');
  }
  return { kind: `payroll_export_${country}`, doc: b };
}

/** one date layout per sheet, as a spreadsheet's column format gives */
function sheetDate(lang, { y, m, d }) {
  const [D, M] = [p2(d), p2(m)];
  if (['de', 'pl', 'tr'].includes(lang)) return `${D}.${M}.${y}`;
  if (['fr', 'es', 'pt', 'it'].includes(lang)) return `${D}/${M}/${y}`;
  if (lang === 'nl') return `${D}-${M}-${y}`;
  if (lang === 'ko') return `${y}.${M}.${D}`;
  if (lang === 'ja' || lang === 'zh') return `${y}/${M}/${D}`;
  return `${y}-${M}-${D}`;
}
/** a customer list pasted from a spreadsheet with headers in the office's language */
export function localSheet(r) {
  const lang = r.pick(['de', 'fr', 'es', 'pt', 'it', 'nl', 'pl', 'sv', 'tr', 'ja', 'zh', 'ko']);
  const ph = P[lang];
  const b = new DocBuilder();
  const sep = r.pick(['\t', ';', ' | ']);
  b.t([ph.fName, ph.fDob, ph.fEmail, ph.fPhone, 'IBAN', '#'].join(sep) + '\n');
  for (let i = 0; i < r.int(3, 6); i++) {
    const x = persona(r, lang);
    b.put(x.name).t(sep).put(L('date_of_birth', 'dob', sheetDate(lang, x.birth))).t(sep).put(x.email).t(sep).put(x.phone).t(sep).put(x.iban).t(sep).put(NEG.order_number(r)).t('\n');
  }
  if (r.chance(0.5)) b.t(['Σ', '', '', '', '', ''].join(sep)).put(NEG.amount(r)).t('\n');
  return { kind: 'spreadsheet_local_headers', lang, doc: b };
}
export const MORE_OFFICE_KINDS = [[1, invoice], [0.9, resume], [0.7, contract], [0.8, medicalLetter], [0.6, insuranceClaim], [0.9, bankStatement], [1.4, hrOnboarding], [1.4, spreadsheetPaste], [1, cryptoKyc], [1.5, guestRegister], [1.2, payrollExport], [1.2, localSheet]];
