// Human-facing document kinds: forms, letters, e-mails, chats, CSV exports.
import { Doc, soft, L, N } from './core.mjs';
import { group4 } from './ids.mjs';

const line = (cap, ...v) => [cap, ': ', ...v, '\n'];
const sig = (c, p, role) => [c.V.regards, '\n', c.name(p), role ? `\n${role}` : '', '\n'];
export const K = {};
const def = (name, w, fn, opt = {}) => { K[name] = { name, w, fn, ...opt }; };

def('mobile_contract_form', 1.2, (c, d) => {
  const { V, r } = c; const p = c.person();
  d.add(`${c.co()} — ${V.contract} `, c.contract(), '\n\n');
  d.add(line(V.name, c.name(p)), line(V.dob, c.dob(p)), line(V.address, c.addr()), line(V.mobile, c.phone()), line(V.email, c.email(p)));
  if (r.chance(0.7)) d.add(line(c.nidCap(), c.nid(p))); else d.add(line('Passport', c.passport()));
  if (r.chance(0.35) || c.loc.cc === 'IT') d.add(line(c.taxCap(), c.tax(p)));
  d.add('IMEI: ', c.imei(), '\nICCID: ', c.iccid(), '\n', V.date, ': ', c.ndate(), '\n', V.bank, ': ', c.bank(), '\n\n', V.s_dd, '\n');
  d.add('— ', c.name(p), '\n');
});
def('broadband_order_email', 1.2, (c, d) => {
  const { V, r } = c; const p = c.person(); const a = c.person();
  d.add('Subject: ', c.tr({ en: ['Order confirmation', 'Your broadband order'], de: ['Auftragsbestätigung', 'Ihr DSL-Auftrag'], fr: ['Confirmation de commande', 'Votre commande fibre'], es: ['Confirmación de pedido'], it: ['Conferma ordine'] }, V.contract), ' ', c.order(), '\n\n', V.greet[0], c.name(p), V.greet[1], '\n\n');
  d.add(c.tr({ en: ['Thank you for choosing ', 'Welcome to '], de: 'Willkommen bei ', fr: 'Bienvenue chez ', es: 'Bienvenido a ', it: 'Benvenuto in ', pt: 'Bem-vindo à ', nl: 'Welkom bij ' }, ''), c.brand(), '. ', V.s_visit, '\n');
  d.add(line(V.address, c.addr()), line(V.date, c.ndate()), line(V.phone, c.phone()));
  d.add(V.s_contact, ' ', c.svc(), '.\n\n', sig(c, a, `${V.agent}, ${c.co()}`));
});
def('sim_swap_chat', 1.3, (c, d) => {
  const { V, r } = c; const p = c.person(); const ag = c.person();
  let mins = r.int(480, 1200); const t = () => { mins += r.int(0, 3); return `[${String(Math.floor(mins / 60)).padStart(2, '0')}:${String(mins % 60).padStart(2, '0')}] `; };
  d.add(t(), c.given(ag), ` (${V.agent}): `, V.s_verify, '\n');
  d.add(t(), V.customer, ': ', c.name(p), ', ', c.dob(p), '\n');
  d.add(t(), V.customer, ': ', V.mobile, ' ', c.phone(), r.chance(0.5) ? [' / ', c.email(p)] : '', '\n');
  d.add(t(), c.given(ag), ': ', r.pick(['New SIM ICCID', 'ICCID', 'SIM']), ' ', c.iccid(), ' — ', V.s_sim, '\n');
  if (r.chance(0.5)) d.add(t(), c.given(ag), ': ', V.card, ' ', c.masked(), ' OK\n');
  d.add(t(), 'system: IMSI ', c.imsi(), ' → ', c.imsi(), '\n');
});
def('number_porting_form', 1, (c, d) => {
  const { V, r } = c; const p = c.person();
  d.add(c.tr({ en: ['PORTING REQUEST', 'Number Port-In Form'], es: 'Solicitud de portabilidad', de: 'Antrag Rufnummernmitnahme', fr: 'Demande de portabilité', it: 'Richiesta di portabilità', ja: 'MNP転入申込書', zh: '携号转网申请表' }, 'MNP — ' + V.phone), '\n', V.s_port, '\n\n');
  d.add(line(V.name, c.name(p)), line(V.phone, c.phone()), line(c.tr({ en: ['PAC', 'Porting code'], fr: 'Code RIO', de: 'Portierungskennung', ja: 'MNP予約番号' }, 'Code'), c.pac()), line(V.account, c.acct()), line(V.date, c.ndate()));
  if (r.chance(0.6)) d.add(line(c.nidCap(), c.nid(p)));
  d.add(line(V.email, c.email(p)));
});
def('cdr_csv', 1, (c, d) => {
  const { r, V } = c;
  d.add('call_id,start_utc,calling_msisdn,called_msisdn,duration_s,cell_id,imsi,imei\n');
  for (let i = 0, n = r.int(3, 7); i < n; i++) d.add(c.uuid(), ',', c.ts(), ',', c.msisdn(), ',', r.chance(0.2) ? c.svc() : c.msisdn(), ',', r.int(3, 3600), ',', r.int(10000, 65000), ',', c.imsi(), ',', c.imei(), '\n');
});
def('meter_reading_email', 1.2, (c, d) => {
  const { V, r } = c; const p = c.person();
  d.add(V.greet[0], c.name(p), V.greet[1], '\n\n', V.s_meter, '\n\n', line(V.account, c.acct()), line(V.meter, c.meter()), line(c.mpCap(), c.mpoint()), line(V.reading, `${r.int(1000, 99999)} kWh`), line(V.date, c.ndate()));
  if (r.chance(0.5)) d.add(line(V.address, c.addr()));
  d.add('\n', V.s_contact, ' ', c.svc(), '\n', c.co(), '\n');
});
def('utility_bill_pdf', 1.5, (c, d) => {
  const { V, r } = c; const p = c.person();
  d.add(c.co(), '  |  ', V.invoice, ' ', c.invoice(), '  |  ', V.date, ' ', c.ndate(), '\n\n', c.name(p), '\n', c.addr(), '\n', r.chance(0.25) || c.loc.cc === 'IT' ? [c.taxCap(), ' ', c.tax(p), '\n'] : '', '\n');
  d.add(V.account, '   ', c.acct(), '\n', V.meter, '   ', c.meter(), '\n', c.mpCap(), '   ', c.mpoint(), '\n');
  d.add(V.reading, '   ', `${r.int(1000, 60000)} → ${r.int(60001, 90000)}`, '\n', V.amount, '   ', c.amount(), '\n\n', V.s_dd, '\n', c.bank(), '\n');
  if (r.chance(0.4)) d.add(c.tr({ en: 'Creditor ID', de: 'Gläubiger-ID', fr: 'ICS', es: 'ID acreedor' }, 'SEPA CI'), ': ', c.creditor(), '  BIC ', c.bic(), '\n');
  d.add('\n', V.s_contact, ' ', c.svc(), ' · ', V.s_emerg, ' ', c.emerg(), '\n');
});
def('tenancy_agreement', 1.4, (c, d) => {
  const { V, r } = c; const ll = c.person(), t = c.person();
  d.add(c.tr({ en: ['ASSURED SHORTHOLD TENANCY AGREEMENT', 'RESIDENTIAL LEASE AGREEMENT', 'TENANCY AGREEMENT'], de: 'MIETVERTRAG ÜBER WOHNRAUM', fr: 'CONTRAT DE LOCATION', es: 'CONTRATO DE ARRENDAMIENTO DE VIVIENDA', it: 'CONTRATTO DI LOCAZIONE AD USO ABITATIVO', pt: 'CONTRATO DE ARRENDAMENTO', nl: 'HUUROVEREENKOMST WOONRUIMTE', pl: 'UMOWA NAJMU LOKALU', ja: '建物賃貸借契約書', zh: '房屋租赁合同', ru: 'ДОГОВОР НАЙМА ЖИЛОГО ПОМЕЩЕНИЯ', tr: 'KİRA SÖZLEŞMESİ' }, V.landlord + ' / ' + V.tenant), '\n\n', V.s_tenancy, '\n\n');
  d.add(V.landlord, ': ', c.name(ll), ', ', c.addr(), r.chance(0.5) ? [', ', c.taxCap(), ' ', c.tax(ll)] : '', '\n');
  d.add(V.tenant, ': ', c.name(t), ', ', V.dob, ' ', c.dob(t), r.chance(0.6) ? [', ', c.nidCap(), ' ', c.nid(t)] : '', '\n');
  d.add(V.address, ' (', c.tr({ en: ['property', 'premises'], de: 'Mietobjekt', fr: 'logement', es: 'vivienda', it: 'immobile', nl: 'object', pt: 'imóvel', pl: 'lokal' }, '—'), '): ', c.addr(), '\n');
  if (r.chance(0.3)) d.add('ID: ', c.passport(), '\n');
  d.add(V.rent, ': ', c.amount(), '; ', V.deposit, ': ', c.amount(), '\n', V.bank, ': ', c.bank(), '\n', V.date, ': ', c.ndate(), '\n\n');
  d.add('______________________  ______________________\n', c.name(ll), '            ', c.name(t), '\n');
});
def('rent_ledger_csv', 1.1, (c, d) => {
  const { r, V } = c;
  d.add(c.loc.lang === 'en' ? r.pick(['date;tenant;unit;amount;reference;payer_iban\n', 'date,tenant,unit,amount,reference,payer_iban\n']) : [c.V.date, ';', c.V.tenant, ';', 'unit;', c.V.amount, ';ref;IBAN\n']);
  const sep = d.text.includes(';') ? ';' : ',';
  for (let i = 0, n = r.int(3, 8); i < n; i++) { const p = c.person(); d.add(c.ndate('iso'), sep, c.name(p), sep, `${r.pick(['A', 'B', 'Flat '])}${r.int(1, 40)}`, sep, (r.int(40000, 250000) / 100).toFixed(2), sep, c.invoice(), sep, r.chance(0.85) ? c.iban(false) : '', '\n'); }
});
def('letting_agent_email', 1.3, (c, d) => {
  const { V, r } = c; const ag = c.person(), t = c.person();
  d.add('From: ', c.name(ag), ' <', c.workEmail(ag), '>\nTo: ', c.email(t), '\nSubject: ', r.pick(['Viewing confirmation', 'Re: holding deposit', 'Your application', 'Move-in details']), '\n\n');
  d.add(V.greet2[0], c.given(t), V.greet2[1], '\n\n', r.pick(['The viewing at ', 'Keys for ', 'Your application for ']), c.addr(), r.pick([' is confirmed for ', ' will be ready on ']), c.ndate(), '.\n');
  if (r.chance(0.5)) d.add(r.pick(['The holding deposit can be paid to our client account ', 'Please transfer the holding deposit to ']), c.iban(), r.chance(0.5) ? [' (BIC ', c.bic(), ')'] : '', '.\n');
  d.add('\n', c.name(ag), '\n', c.brand(), ' | ', c.phone(), r.chance(0.5) ? [' | ', c.roleEmail()] : '', '\n');
});
def('deposit_protection_form', 1, (c, d) => {
  const { V, r } = c; const t = c.person(), ll = c.person();
  d.add(c.tr({ en: ['Deposit Protection Certificate', 'Prescribed Information — deposit'], de: 'Kautionsbescheinigung', fr: 'Attestation de dépôt de garantie', es: 'Certificado de depósito de fianza', it: 'Attestazione deposito cauzionale', nl: 'Bewijs van waarborgsom', pt: 'Comprovativo de caução' }, V.deposit), ' ', N('certificate_number', r.pick(['DPS', 'TDS', 'MYD']) + r.digits(8)), '\n', V.s_deposit, '\n\n');
  d.add(line(V.tenant, c.name(t)), line(V.dob, c.dob(t)), line(V.email, c.email(t)), line(V.phone, c.phone()), line(V.address, c.addr()), line(V.deposit, c.amount()), line(V.landlord, c.name(ll)));
  d.add(c.tr({ en: 'Repayment account' }, V.bank), ': ', c.bank(), '\n', line(V.date, c.ndate()));
});
def('mortgage_preapproval_letter', 1.1, (c, d) => {
  const { V, r } = c; const p = c.person(), br = c.person();
  d.add(c.ndate('long'), '\n\n', c.name(p), '\n', c.addr(), '\n\n', V.greet[0], c.name(p), V.greet[1], '\n\n', V.s_mort, '\n\n');
  d.add(line('Ref', N('application_reference', 'AIP-' + r.digits(8))), line(V.dob, c.dob(p)), line(c.taxCap(), c.tax(p)));
  if (r.chance(0.5)) d.add(line(c.nidCap(), c.nid(p)));
  if (r.chance(0.6)) d.add(line(V.bank, c.bank()));
  d.add(line(V.amount, c.amount()), '\n', sig(c, br, 'Mortgage adviser'), c.phone(), ' · ', c.workEmail(br), '\n');
});
def('building_access_log', 1, (c, d) => {
  const { r, V } = c;
  for (let i = 0, n = r.int(4, 9); i < n; i++) { const p = c.person(); d.add(c.ts(), ` door=${r.pick(['LOBBY-1', 'GARAGE', 'ROOF', 'BIKE-STORE', 'BLOCK-B'])} badge=`, N('badge_id', r.digits(7)), ' holder="', c.name(p), `" result=${r.pick(['GRANTED', 'GRANTED', 'DENIED'])} ctrl=`, r.chance(0.6) ? c.pip() : c.docip(), '\n'); }
});
def('plumber_job_ticket', 1.3, (c, d) => {
  const { V, r } = c; const p = c.person(), t = c.person();
  d.add(V.ticket, ' ', c.ticket(), ' | ', c.tr({ en: ['Plumbing', 'Heating'], de: 'Sanitär', fr: 'Plomberie', es: 'Fontanería', it: 'Idraulica', pl: 'Hydraulika', nl: 'Loodgieter', pt: 'Canalização', ja: '水回り', zh: '水暖维修' }, 'Plumbing'), ' | ', r.pick(['URGENT', 'P2', 'routine']), '\n');
  d.add(line(V.customer, c.name(p)), line(V.address, c.addr()), line(V.phone, c.phone()), line(c.tr({ en: 'Issue', de: 'Problem', fr: 'Problème', es: 'Incidencia', it: 'Problema', nl: 'Storing', pl: 'Usterka', pt: 'Avaria', sv: 'Fel', cs: 'Závada', ro: 'Defect', tr: 'Arıza', ru: 'Неисправность', ja: '症状', zh: '故障' }, '!'), c.V.s_issue));
  if (r.chance(0.6)) d.add(c.tr({ en: ['Key safe code', 'Keysafe'], fr: 'Code boîte à clés', de: 'Schlüsseltresor-Code', es: 'Código caja de llaves', it: 'Codice cassetta chiavi', nl: 'Sleutelkluis code' }, 'Key safe'), ': ', soft(L('password', 'access_code', r.digits(4))), '\n');
  d.add(line(V.technician, c.name(t)), line(V.date, c.ndate()));
});
def('electrician_job_ticket', 1.1, (c, d) => {
  const { V, r } = c; const p = c.person(), t = c.person();
  d.add('[', V.ticket, ' ', c.ticket(), '] ', c.tr({ en: ['EICR inspection', 'Consumer unit replacement', 'EV charger install'], de: ['Wallbox-Installation', 'Zählerwechsel'], fr: ['Pose borne de recharge', 'Mise aux normes tableau'], es: 'Boletín eléctrico', it: 'Installazione wallbox' }, 'EV / meter'), '\n');
  d.add(V.customer, ' ', c.name(p), ' — ', c.addr(), ' — ', c.phone(), '\n', 'Alarm code: ', soft(L('password', 'alarm_code', r.digits(r.pick([4, 6])))), '\n');
  d.add(V.meter, ' ', c.meter(), ' · ', 'Cert ', N('certificate_number', 'EICR-' + r.digits(7)), '\n', V.technician, ': ', c.name(t), ' (', c.phone(), ')\n');
});
def('contractor_invoice', 1.3, (c, d) => {
  const { V, r } = c; const k = c.person(), cl = c.person();
  d.add(c.tr({ en: ['INVOICE', 'TAX INVOICE'], de: 'RECHNUNG', fr: 'FACTURE', es: 'FACTURA', it: 'FATTURA', pl: 'FAKTURA', el: 'ΤΙΜΟΛΟΓΙΟ', pt: 'FATURA', nl: 'FACTUUR', sv: 'FAKTURA', cs: 'FAKTURA', ro: 'FACTURĂ', tr: 'FATURA', ru: 'СЧЁТ', ja: '請求書', zh: '发票', ar: 'فاتورة', hi: 'बिल' }), ' ', c.invoice(), '\n', c.name(k), c.tr({ en: [' Plumbing & Heating', ' Electrical Ltd', ''], de: [' Elektro', ' Sanitär & Heizung', ''], fr: [' Rénovation', ''], es: [' Reformas', ''], it: [' Impianti', ''] }, ''), '\n', c.addr(), '\n', c.taxCap(), ': ', c.tax(k), '\n\n');
  d.add(V.customer, ': ', c.name(cl), '\n', c.addr(), '\n\n', line(V.date, c.ndate()), line(V.amount, c.amount()), V.bank, ': ', c.bank(), '\n', r.chance(0.4) ? ['BIC: ', c.bic(), '\n'] : '', r.chance(0.25) ? ['BTC/ETH: ', c.wallet(), '\n'] : '');
});
def('support_chat', 1.6, (c, d) => {
  const { V, r } = c; const p = c.person(), ag = c.person();
  d.add([V.agent, ' ', c.given(ag), ': '], V.greet2[0].trim(), ' — ', V.s_verify, '\n');
  d.add(`${c.V.customer}: `, c.name(p), ', ', c.addr(), '\n');
  d.add([V.agent, ' ', c.given(ag), ': '], V.dob, '?\n', `${V.customer}: `, c.dob(p), '\n');
  const m = r.pick([0, 0, 1, 2, 3]);
  if (m === 0) d.add(`${V.customer}: `, V.card, ' ', c.card(), ' exp ', c.expiry(), '\n', [V.agent, ' ', c.given(ag), ': '], c.tr({ en: ['Please never share your full card number in chat.', 'For your security, please do not post card numbers here.'], de: 'Bitte keine vollständigen Kartennummern im Chat.', fr: 'Merci de ne jamais partager votre numéro de carte.', es: 'Por favor, no compartas el número completo de la tarjeta.', it: 'Per favore non condividere il numero completo della carta.' }, '⚠ PCI'), '\n');
  else if (m === 1) d.add(`${V.customer}: `, V.email, ': ', c.email(p), ', ', V.mobile, ': ', c.phone(), '\n');
  else if (m === 2) d.add(`${V.customer}: `, V.pw, ' ', c.tr({ en: ['is', '=', ':'] }, ':'), ' ', c.pw(), ' ', r.pick(['— can you reset it?', ':(', '']), '\n');
  else d.add(`${V.customer}: `, V.card, ' ', c.masked(), '\n');
  d.add([V.agent, ' ', c.given(ag), ': '], V.account, ' ', c.acct(), ' — ', V.s_thanks, '\n');
});
def('call_notes', 1.3, (c, d) => {
  const { V, r } = c; const p = c.person(), ag = c.person();
  d.add(c.tsv(), ' ', V.agent, ' ', c.name(ag), ' — inbound call\n');
  d.add(c.tr({ en: 'Caller', de: 'Anrufer', fr: 'Appelant', es: 'Llamante', it: 'Chiamante', nl: 'Beller', pl: 'Dzwoniący' }, V.customer), ': ', c.name(p), '. DPA passed (', V.dob, ' ', c.dob(p), ', ', V.address, ' ', c.addr(), ').\n');
  d.add(c.tr({ en: 'Callback number', de: 'Rückrufnummer', fr: 'Rappel au', es: 'Devolver llamada al', it: 'Richiamare al' }, V.phone), ' ', c.phone(), '. ', r.chance(0.5) ? [c.tr({ en: ['Complains about estimated bills.', 'Wants payment plan.'], de: 'Beschwerde über geschätzte Abrechnung.', fr: 'Conteste une facture estimée.' }, V.s_issue)] : [c.tr({ en: ['Reports no dial tone since ', 'No hot water since '], de: 'Kein Freizeichen seit ', fr: 'Pas de tonalité depuis ' }, V.date + ' '), c.ndate(), '.'], '\n');
  if (r.chance(0.4)) d.add('Vulnerable customer flag set. Next of kin ', c.name(c.person()), ' ', c.phone(), '\n');
  d.add(V.ticket, ' ', c.ticket(), '\n');
});
def('crm_csv_export', 1.4, (c, d) => {
  const { r, V } = c; const cols = r.pick([['id', 'name', 'email', 'phone', 'address', 'dob'], ['customer_id', 'full_name', 'mobile', 'email', 'iban'], ['acct', 'name', 'dob', 'national_id', 'phone']]);
  const H = { id: c.V.account, customer_id: c.V.account, acct: c.V.account, name: c.V.name, full_name: c.V.name, email: c.V.email, phone: c.V.phone, mobile: c.V.mobile, address: c.V.address, dob: c.V.dob, iban: 'IBAN', national_id: c.nidCap() };
  d.add(cols.map((x) => (c.loc.lang === 'en' || r.chance(0.3) ? x : JSON.stringify(H[x]))).join(','), '\n');
  for (let i = 0, n = r.int(3, 7); i < n; i++) {
    const p = c.person(); const row = [];
    for (const col of cols) {
      if (i) {}
      switch (col) {
        case 'id': case 'customer_id': case 'acct': row.push(c.acct()); break;
        case 'name': case 'full_name': row.push(['"', c.name(p), '"']); break;
        case 'email': row.push(c.email(p)); break;
        case 'phone': case 'mobile': row.push(c.phone()); break;
        case 'address': row.push(['"', c.addr(), '"']); break;
        case 'dob': row.push(c.dob(p, 'iso')); break;
        case 'iban': row.push(c.iban(false)); break;
        case 'national_id': row.push(c.nid(p)); break;
      }
    }
    row.forEach((x, j) => d.add(j ? ',' : '', x)); d.add('\n');
  }
});
def('llm_prompt_support', 1.4, (c, d) => {
  const { V, r } = c; const p = c.person();
  d.add(r.pick(['System: You are a helpful support assistant for ', 'SYSTEM PROMPT — assistant for ']), c.brand(), '.\n\nUser: ', c.tr({ en: ['Draft a polite reply to this customer. Record below:', 'Summarise this account and suggest a payment plan:'], de: 'Kannst du diesem Kunden antworten? Daten:', fr: 'Rédige une réponse à ce client :', es: 'Redacta una respuesta para este cliente:', it: 'Scrivi una risposta a questo cliente:', nl: 'Schrijf een antwoord aan deze klant:', pl: 'Napisz odpowiedź do tego klienta:', pt: 'Escreve uma resposta a este cliente:', sv: 'Skriv ett svar till kunden:', cs: 'Napiš odpověď zákazníkovi:', ro: 'Scrie un răspuns pentru client:', el: 'Γράψε απάντηση στον πελάτη:', tr: 'Bu müşteriye bir yanıt yaz:', ru: 'Составь ответ клиенту:', ar: 'اكتب رداً على هذا العميل:', hi: 'इस ग्राहक को जवाब लिखो:', ja: 'このお客様への返信文を作成してください：', zh: '请帮我回复这位客户：' }), '\n');
  if (r.chance(0.5)) {
    d.add('{"name": "', c.name(p), '", "email": "', c.email(p), '", "phone": "', c.phone(), '", "dob": "', c.dob(p, 'iso'), '", "address": "', c.addr(), '", "account": "', c.acct(), '"}\n');
  } else {
    d.add(line(V.name, c.name(p)), line(V.address, c.addr()), line(V.phone, c.phone()), line(c.nidCap(), c.nid(p)), line(V.bank, c.bank()));
  }
  d.add(c.tr({ en: ['Their complaint: ', 'Notes: '], de: 'Anliegen: ', fr: 'Réclamation : ', es: 'Queja: ' }, '> '), c.V.s_issue, '\n');
  if (r.chance(0.3)) d.add('(internal) CRM token: ', c.tok('opaque'), '\n');
  else if (r.chance(0.3)) d.add('Card on file: ', c.card(), '\n');
  else if (r.chance(0.2)) d.add('Refund wallet: ', c.wallet(), '\n');
});
def('payment_form_ocr', 1.6, (c, d) => {
  const { V, r } = c; const p = c.person();
  d.add(c.tr({ en: ['CARD PAYMENT AUTHORISATION', 'Card-on-file consent form'], de: 'Zahlungsformular Kreditkarte', fr: 'AUTORISATION DE PAIEMENT', es: 'AUTORIZACIÓN DE PAGO CON TARJETA', it: 'AUTORIZZAZIONE PAGAMENTO CON CARTA', ja: 'クレジットカード支払申込書', zh: '信用卡付款授权书' }, V.card.toUpperCase()), '\n', line(V.name, c.name(p)), line(V.card, c.card()), 'Exp: ', c.expiry(), '\n', line(V.address, c.addr()), line(V.amount, c.amount()), line(V.invoice, c.invoice()));
  if (r.chance(0.4)) d.add('Example: ', c.testcard(), ' (test only)\n');
});
def('sepa_mandate', 1.1, (c, d) => {
  const { V, r } = c; const p = c.person();
  d.add('SEPA-Lastschriftmandat / SEPA Direct Debit Mandate\n', c.tr({ de: 'Gläubiger-ID' }, 'Creditor identifier'), ': ', c.creditor(), '\n', c.tr({ de: 'Mandatsreferenz' }, 'Mandate reference'), ': ', N('mandate_reference', 'MR' + r.digits(10)), '\n\n');
  d.add(line(V.name, c.name(p)), line(V.address, c.addr()), 'IBAN: ', c.iban(), '\nBIC: ', c.bic(), '\n', line(V.date, c.ndate()), c.name(p), '\n');
});
def('kyc_passport_ocr', 1.3, (c, d) => {
  const { r, loc } = c; const p = c.person();
  const pn = c.passport(); const num = pn.value.replace(/ /g, '').slice(0, 9).padEnd(9, '<');
  const iso = { D: 'D<<' }[loc.natl] || loc.natl.padEnd(3, '<');
  const dob = String(p.y % 100).padStart(2, '0') + String(p.m).padStart(2, '0') + String(p.d).padStart(2, '0');
  const exp = String(r.int(27, 35)) + String(r.int(1, 12)).padStart(2, '0') + String(r.int(1, 28)).padStart(2, '0');
  const { icaoCheck } = c.ids;
  const pers = '<'.repeat(14);
  const l2body = num + icaoCheck(num) + iso + dob + icaoCheck(dob) + (p.f ? 'F' : 'M') + exp + icaoCheck(exp) + pers + icaoCheck(pers);
  const fin = icaoCheck(num + icaoCheck(num) + dob + icaoCheck(dob) + exp + icaoCheck(exp) + pers + icaoCheck(pers));
  const nm = (p.family.l.toUpperCase().replace(/[^A-Z]/g, '<') + '<<' + p.given.l.toUpperCase().replace(/[^A-Z]/g, '<'));
  const nm2 = nm.slice(0, 39); const l1 = ['P<' + iso, soft(L('person_name', 'mrz_name', nm2.replace(/<+$/, ''))), ('P<' + iso + nm2.replace(/<+$/, '')).padEnd(44, '<').slice(5 + nm2.replace(/<+$/, '').length)];
  d.add(c.tr({ en: ['KYC check — passport scan (OCR)', 'Identity verification upload'], de: 'Ausweisprüfung (OCR)', fr: 'Vérification d’identité (OCR)', es: 'Verificación de identidad (OCR)' }, 'KYC / OCR'), '\n', c.V.name, ': ', c.name(p), '\n', c.V.dob, ': ', c.dob(p), '\n', 'Passport No: ', pn, '\n\nMRZ:\n');
  d.add(l1, '\n', L('passport_number', 'mrz_document_number', num.replace(/<+$/, '')), num.slice(num.replace(/<+$/, '').length), l2body.slice(9), fin, '\n');
  d.add('Checked by ', c.name(c.person()), ' on ', c.ndate(), '\n');
});
def('sms_gateway_log', 1, (c, d) => {
  const { r, V } = c;
  for (let i = 0, n = r.int(3, 6); i < n; i++) {
    d.add(c.ts(), ' SMS-OUT id=', c.uuid(), ' to=', c.e164(), ' body="', r.pick([['Your verification code is ', c.otp()], ['Your engineer is on the way. Ref ', c.ticket()], ['Bill of ', c.amount(), ' due ', c.ndate()], ['Code: ', c.otp(), '. Never share it.']]), '" status=', r.pick(['DELIVERED', 'SENT', 'FAILED']), '\n');
  }
});
def('property_listing', 0.9, (c, d) => {
  const { V, r } = c; const ag = c.person();
  d.add(c.tr({ en: ['TO LET', 'FOR RENT'], de: 'ZU VERMIETEN', fr: 'À LOUER', es: 'SE ALQUILA', it: 'AFFITTASI', nl: 'TE HUUR', pt: 'ARRENDA-SE', pl: 'DO WYNAJĘCIA', sv: 'UTHYRES', cs: 'K PRONÁJMU', ro: 'DE ÎNCHIRIAT', el: 'ΕΝΟΙΚΙΑΖΕΤΑΙ', tr: 'KİRALIK', ru: 'СДАЁТСЯ', ja: '賃貸', zh: '出租', ar: 'للإيجار', hi: 'किराये के लिए' }), ' — ', c.tr({ en: `${r.int(1, 4)} bed ${r.pick(['flat', 'house', 'maisonette'])}, ` }, ''), soft(L('street_address', 'listing_address', c.loc.address(r))), '\n', V.rent, ': ', c.amount(), ' · EPC ', N('epc_certificate', r.digits(4) + '-' + r.digits(4) + '-' + r.digits(4) + '-' + r.digits(4) + '-' + r.digits(4)), '\n');
  d.add('Ref ', N('listing_reference', 'LST' + r.digits(6)), '. Near ', c.pstreet(), '.\n', c.tr({ en: 'Contact', de: 'Kontakt', fr: 'Contact agence', es: 'Contacto', it: 'Contatti' }, V.agent), ': ', c.name(ag), ', ', c.phone(), ', ', c.workEmail(ag), '\n');
});
def('maintenance_request_email', 1.2, (c, d) => {
  const { V, r } = c; const t = c.person(), ll = c.person();
  d.add('To: ', c.email(ll), '\nFrom: ', c.email(t), '\n\n', V.greet[0], c.name(ll), V.greet[1], '\n\n', c.tr({ en: ['At ', 'Regarding '], de: 'Betrifft: ', fr: 'Concerne : ', es: 'Asunto: ', it: 'Oggetto: ' }, ''), c.addr(), ' — ', c.V.s_issue, '\n', c.tr({ en: ['You can reach me on ', 'Call me: '] }, V.mobile + ': '), c.phone(), '.\n\n', sig(c, t));
});
def('lease_renewal_letter', 0.9, (c, d) => {
  const { V, r } = c; const t = c.person(), ag = c.person();
  d.add(c.brand(), '\n', c.ndate('long'), '\n\n', c.name(t), '\n', c.addr(), '\n\n', V.greet[0], c.name(t), V.greet[1], '\n', c.tr({ en: 'Your tenancy ends on ', de: 'Ihr Mietverhältnis endet am ', fr: 'Votre bail prend fin le ', es: 'Su contrato finaliza el ', it: 'Il contratto scade il ' }, V.contract + ' — ' + V.date + ': '), c.ndate(), '. ', V.rent, ': ', c.amount(), '.\n', V.contract, ' ', c.contract(), '\n\n', sig(c, ag, 'Property manager'));
});
def('arrears_letter', 1, (c, d) => {
  const { V, r } = c; const p = c.person();
  d.add(c.tr({ en: ['FINAL NOTICE', 'ARREARS REMINDER'], de: 'LETZTE MAHNUNG', fr: 'MISE EN DEMEURE', es: 'ÚLTIMO AVISO', it: 'SOLLECITO DI PAGAMENTO', pl: 'OSTATECZNE WEZWANIE DO ZAPŁATY', nl: 'LAATSTE HERINNERING', pt: 'AVISO DE DÍVIDA' }, V.amount.toUpperCase()), '\n', c.name(p), '\n', c.addr(), '\n\n', V.account, ': ', c.acct(), '\n', V.amount, ': ', c.amount(), '\n');
  d.add(c.tr({ en: 'Pay to: ', de: 'Überweisung an: ', fr: 'Virement : ', es: 'Transferencia a: ', it: 'Bonifico a: ' }, V.bank + ': '), c.brand(), ' ', c.iban(), '\n', V.s_contact, ' ', c.svc(), '\n');
});
def('energy_switch_confirmation', 1, (c, d) => {
  const { V, r } = c; const p = c.person();
  d.add(V.greet[0], c.name(p), V.greet[1], '\n', c.tr({ en: 'Previous supplier', de: 'Bisheriger Lieferant', fr: 'Ancien fournisseur', es: 'Comercializadora anterior', it: 'Fornitore precedente', nl: 'Vorige leverancier', pl: 'Poprzedni sprzedawca', pt: 'Comercializador anterior', sv: 'Tidigare elhandlare', cs: 'Předchozí dodavatel', ro: 'Furnizor anterior', el: 'Προηγούμενος πάροχος', tr: 'Önceki tedarikçi', ru: 'Прежний поставщик', ja: '旧契約会社', zh: '原供电公司', ar: 'المورد السابق', hi: 'पिछला आपूर्तिकर्ता' }), ': ', c.company(), '\n', line(V.address, c.addr()), line(c.mpCap(), c.mpoint()), line(V.date, c.ndate()), line(V.email, c.email(p)), '\n', c.co(), '\n');
});
def('topup_receipt', 0.8, (c, d) => {
  const { V, r } = c;
  d.add(c.tr({ en: 'Top-up receipt', de: 'Aufladebeleg', fr: 'Reçu de recharge', es: 'Recibo de recarga', it: 'Ricevuta ricarica', pl: 'Potwierdzenie doładowania', zh: '充值凭证', ja: 'チャージ明細' }, V.s_thanks), '\n', line(V.mobile, c.phone()), line(V.card, c.masked()), line('Txn', c.uuid()), line(V.amount, c.amount()), line(V.date, c.ndate()), V.s_thanks, '\n');
});
def('crypto_rent_chat', 1.4, (c, d) => {
  const { r, V } = c; const ll = c.person(), t = c.person();
  d.add(c.name(ll), ': ', c.tr({ en: ['Rent can go to my wallet this month:', 'Please send the deposit in USDT to', 'New address for rent payments:'], de: 'Bitte die Miete an diese Wallet:', fr: 'Tu peux envoyer le loyer sur ce wallet :', es: 'Puedes mandar el alquiler a esta wallet:', ru: 'Оплату можно перевести на кошелёк:', tr: 'Kirayı bu cüzdana gönderebilirsin:', ar: 'أرسل الإيجار إلى هذه المحفظة:', zh: '房租请转到这个钱包：' }, V.rent + ':'), ' ', c.wallet(), '\n');
  d.add(c.name(t), ': ', c.tr({ en: ['Sent! tx ', 'Done, hash '], de: 'Überwiesen, Tx ', fr: 'Envoyé, tx ', es: 'Enviado, tx ', ru: 'Отправил, tx ' }, 'tx '), N('tx_hash', '0x' + r.hex(64)), '\n');
  if (r.chance(0.5)) d.add(c.name(ll), ': ', c.tr({ en: ['Also my backup address ', 'Or use '], de: 'Alternativ: ', fr: 'Sinon : ', es: 'O bien: ' }, '+ '), c.wallet(), '\n');
});
def('priority_services_register', 0.9, (c, d) => {
  const { V, r } = c; const p = c.person(), k = c.person();
  d.add(c.tr({ en: 'Priority Services Register — application', de: 'Vorrangregister für schutzbedürftige Kunden', fr: 'Registre clients prioritaires', es: 'Registro de clientes vulnerables', it: 'Registro clienti vulnerabili' }, V.customer + ' — PSR'), '\n', line(V.name, c.name(p)), line(V.dob, c.dob(p)), line(V.address, c.addr()), line(V.phone, c.phone()), line(c.tr({ en: 'Needs', de: 'Bedarf', fr: 'Besoins', es: 'Necesidades', it: 'Esigenze' }, '+'), r.pick(['home oxygen concentrator', 'stair lift', 'dialysis machine', 'hearing impaired — text relay'])), line(c.tr({ en: 'Nominated contact', de: 'Kontaktperson', fr: 'Personne à contacter', es: 'Contacto autorizado', it: 'Persona di riferimento' }, V.phone + ' (2)'), [c.name(k), ' ', c.phone()]));
});
def('complaint_email', 1.2, (c, d) => {
  const { V, r } = c; const p = c.person();
  d.add('From: ', c.name(p), ' <', c.email(p), '>\nTo: ', c.roleEmail(), '\n\n', c.tr({ en: ['Hello,', 'To whom it may concern,'], de: 'Guten Tag,', fr: 'Bonjour,', es: 'Buenos días:' }, V.greet2[0].trim()), '\n', c.tr({ en: ['I have been overcharged again on invoice ', 'There is an error on bill '], de: 'Trotz gemeldetem Zählerstand ist die Rechnung falsch: ', fr: 'Encore une erreur sur la facture ', es: 'Otra vez un error en la factura ', it: 'Ancora un errore nella fattura ', nl: 'Weer een fout in factuur ', pl: 'Znowu błąd na fakturze ' }, V.invoice + ' '), c.invoice(), '. ', c.tr({ en: 'Also, ' }, ''), V.s_issue, '\n', V.account, ' ', c.acct(), '. ', V.phone, ' ', c.phone(), '.\n\n', c.name(p), '\n', c.addr(), '\n');
});
def('credit_check_request', 1, (c, d) => {
  const { V, r } = c; const p = c.person();
  d.add(c.tr({ en: ['Credit check consent', 'Affordability check'], de: 'Bonitätsprüfung (SCHUFA) — Einwilligung', fr: 'Vérification de solvabilité', es: 'Consulta de solvencia', it: 'Verifica CRIF' }, V.verify || V.s_verify), '\n', line(V.name, c.name(p)), line(V.dob, c.dob(p)), line(c.nidCap(), c.nid(p)), line(r.pick(['Current address', V.address]), c.addr()), line(r.pick(['Previous address', 'Voranschrift']), c.addr()), line(V.mobile, c.phone()), line(V.email, c.email(p)));
  if (r.chance(0.5)) d.add(line('Passport', c.passport()));
});
def('tech_payroll_csv', 0.9, (c, d) => {
  const { r, V } = c;
  d.add(c.loc.lang === 'en' ? 'employee,tax_id,national_id,bank,gross\n' : `"${c.V.name}","${c.taxCap()}","${c.nidCap()}","${c.V.bank}","brutto"\n`);
  for (let i = 0, n = r.int(2, 5); i < n; i++) { const p = c.person(); d.add(c.name(p), ',', c.tax(p), ',', c.nid(p), ',"', c.bank(), '",', (r.int(200000, 600000) / 100).toFixed(2), '\n'); }
});
def('wifi_handover_note', 1.1, (c, d) => {
  const { V, r } = c; const p = c.person(), t = c.person();
  d.add(c.tr({ en: 'Installation complete', de: 'Installation abgeschlossen', fr: 'Installation terminée', es: 'Instalación completada', it: 'Installazione completata', nl: 'Installatie voltooid', pl: 'Instalacja zakończona' }, '✓ ' + V.technician), ' — ', c.name(p), ', ', c.addr(), '\n');
  d.add('SSID: ', `${r.pick(['FibreNet', 'Telvio', 'HOME', 'Vodafone', 'FRITZ!Box 7590'])}-${r.hex(4).toUpperCase()}`, '\nWPA2 key: ', c.pw('wifi'), '\nRouter admin: admin / ', c.pw(), '\n');
  d.add('(factory default was ', c.defcred(), ', changed) · MAC ', c.mac(), ' · FW ', c.ver(), '\n', V.technician, ': ', c.name(t), '\n');
});
def('email_headers_forward', 1, (c, d) => {
  const { V, r } = c; const p = c.person(), q = c.person();
  d.add('Received: from mail', r.int(1, 9), '.', r.pick(['telvio.io', 'btinternet.com', 'gmx.net']), ' (', c.ip(), ') by mx.', c.co().toLowerCase().replace(/[^a-z]/g, ''), '.net; ', c.tsv(), '\n');
  d.add('From: "', c.name(p), '" <', c.email(p), '>\nTo: "', c.name(q), '" <', c.workEmail(q), '>\nCc: ', c.exEmail(), '\nMessage-ID: <', N('message_id', c.uuid().value + '@' + r.pick(['mail.local', 'mx.telvio.io', 'smtp.gmx.net'])), '>\n\n', V.s_attached, '\n', c.phone(), '\n');
});
// ---- decoy-only kinds ----
def('outage_notice', 1.2, (c, d) => {
  const { V, r } = c;
  d.add(c.co(), ' — ', V.s_outage, '\n', V.ticket, ' ', c.ticket(), ' · ', V.date, ' ', c.ndate(), '\n', c.tr({ en: 'Affected nodes: ', de: 'Betroffene Knoten: ', fr: 'Nœuds concernés : ' }, 'Nodes: '), c.docip(), ', ', c.docip(), '\n', c.tr({ en: 'Areas: ', de: 'Gebiete: ', fr: 'Secteurs : ', es: 'Zonas: ', it: 'Zone: ' }, 'PLZ / CP: '), c.postcode(), ', ', c.postcode(), '\n', V.s_contact, ' ', c.svc(), '. ', V.s_emerg, ' ', c.emerg(), '.\n', r.pick(['Status page', 'Infos']), ': https://status.example.com/', c.uuid(), '\n');
}, { decoy: true });
def('tariff_sheet', 1.1, (c, d) => {
  const { V, r } = c;
  d.add(V.s_price, '\n');
  for (let i = 0; i < r.int(3, 6); i++) d.add(N('product_code', r.pick(['FIX', 'VAR', 'EV', 'MOB', 'FTTH']) + '-' + r.int(12, 36) + '-' + r.digits(4)), '  ', `${(r.int(1000, 4500) / 100).toFixed(2)} ct/kWh`, '  ', c.ndate(), '\n');
  d.add(V.s_contact, ' ', c.svc(), ' · ', c.exEmail(), '\n', c.tr({ en: ['Inspired by ', 'Named after '], de: 'Benannt nach ', fr: 'En hommage à ' }, '— '), c.figure(), '. ', c.tr({ en: ['Partner: ', 'In cooperation with '], de: 'In Kooperation mit ', fr: 'En partenariat avec ' }, '+ '), c.company(), '.\n');
}, { decoy: true });
def('meter_batch_csv', 1.1, (c, d) => {
  const { r, V } = c;
  d.add(c.loc.lang === 'en' ? 'mpxn,meter_serial,read_at,register,value,imei_comms_hub\n' : `mpxn;"${V.meter}";"${V.date}";obis;"${V.reading}";imei\n`);
  for (let i = 0, n = r.int(3, 7); i < n; i++) d.add(c.mpoint(), ',', c.meter(), ',', c.ts(), ',', r.pick(['1.8.0', '2.8.0', 'GAS']), ',', r.int(100, 99999), ',', c.imei(), '\n');
}, { decoy: true });
def('sim_inventory_csv', 0.9, (c, d) => {
  const { r, V } = c;
  d.add(c.loc.lang === 'en' ? 'iccid,imsi,msisdn_status,pack_id,batch\n' : `iccid,imsi,status,"${V.contract}",batch\n`);
  for (let i = 0, n = r.int(3, 6); i < n; i++) d.add(c.iccid(), ',', c.imsi(), ',', r.pick(['UNASSIGNED', 'RESERVED', 'QUARANTINE']), ',', c.order(), ',', c.uuid(), '\n');
}, { decoy: true });
def('api_docs_snippet', 1, (c, d) => {
  const { r, V } = c;
  d.add('## Authentication\nSend your key in the header:\n\n    curl https://api.', c.co().toLowerCase().replace(/[^a-z]/g, ''), '.example.com/v2/meters \\\n      -H "Authorization: Bearer ', c.ph(), '" \\\n      -d \'{"email":"', c.exEmail(), '","card":"', c.testcard(), '"}\'\n\nSandbox password: ', c.ph(), '. Callback IP: ', c.docip(), '\n');
}, { decoy: true });
