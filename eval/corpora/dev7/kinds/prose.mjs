// Text people write and send to language models: prompts, chat, e-mails, support tickets, SMS,
// meeting notes, invoices and contracts.
import { L, N } from '../doc.mjs';
import { lex, one, byLang } from '../lexicon.mjs';
import { nameL, dobL, addressL, passportL, idL, ibanL, phoneL, emailL, cardL, walletL, bankPieces, nationalAccountPieces, negativeLine, person, formatDate, randomDate, publicIPv4, vendorKey, accessToken, password } from '../pieces.mjs';
import { NAME_LOOKALIKES } from '../names.mjs';
import { ascii } from '../contact.mjs';
import { cryptoLookalike, WALLET_NAMES } from '../crypto.mjs';
import { nonLuhn16 } from '../finance.mjs';
import { passwordLine, connString, connStringWithout, xmlPasswordLine } from '../creds.mjs';
import { privateKeyPieces } from './machine.mjs';
import { PW, PASSPORT, DOB, ADDRESS, ASK } from './phrases.mjs';

const say = (r, table, lang, piece) => r.pick(table[lang] ?? table.en)(piece);
const later = (r, lang) => formatDate(r, lang, randomDate(r, 2025, 2027));

/** A prompt to a language model that carries the writer's own details. */
export const llmPrompt = {
  kind: 'llm_prompt', weight: 8,
  make(r, lang, d) {
    d.line(r.pick(ASK[lang] ?? ASK.en));
    const { p, piece } = nameL(r, lang, { plain: true });
    const parts = r.shuffle(['name', 'passport', 'dob', 'address', 'pw', 'pw', 'id', 'bank', 'phone', 'card', 'wallet']).slice(0, r.int(3, 5));
    const sepr = r.pick(['\n', '. ', '; ', '\n- ']);
    d.w(r.pick(['', '- ']));
    parts.forEach((k, i) => {
      if (i) d.w(sepr);
      switch (k) {
        case 'name': d.w(r.pick([['I am ', piece], ['my name is ', piece], ['Name: ', piece], [piece, ' here']])); break;
        case 'passport': d.w(...say(r, PASSPORT, lang, passportL(r, lang).piece)); break;
        case 'dob': d.w(...say(r, DOB, lang, dobL(r, lang).piece)); break;
        case 'address': d.w(...say(r, ADDRESS, lang, addressL(r, lang, ', '))); break;
        case 'pw': d.w(...say(r, PW, lang, L('password', 'prose', password(r)))); break;
        case 'id': { const nid = idL(r, lang); d.w(...r.pick([[nid.id.label, ': ', nid.piece], [nid.id.label, ' ', nid.piece], [r.pick(['my number is ', 'ID ', 'the number on my card is ', 'número ', 'Nummer ', 'no. ']), nid.piece], ['(', nid.piece, ')']])); break; }
        case 'bank': d.w(...bankPieces(r, lang, ', ')); break;
        case 'phone': d.w(one(r, lex(lang).phone), ': ', phoneL(r, lang)); break;
        case 'card': d.w(r.pick(['card ', 'my card number is ', 'Karte ', 'carte ', 'tarjeta ', 'カード番号 ', '卡号 ', 'kart no ']), cardL(r), r.chance(0.4) ? [' exp ', N('card_expiry', `${String(r.int(1, 12)).padStart(2, '0')}/${r.int(27, 31)}`)] : ''); break;
        case 'wallet': { const w = walletL(r); d.w(r.pick(['send it to ', 'my wallet: ', 'Wallet-Adresse: ', 'adresse du portefeuille : ', '钱包地址：', '지갑 주소: ']), w.piece); break; }
      }
    });
    d.line('');
    if (r.chance(0.5)) d.line(...negativeLine(r));
    if (r.chance(0.3)) d.line(r.pick(['(password field says ', '(the form shows ']), N('placeholder', r.pick(['<password>', '********', 'your-password-here'])), ')');
  },
};

export const chatThread = {
  kind: 'chat', weight: 6,
  make(r, lang, d) {
    const a = person(r, lang), b = person(r, lang);
    const handle = (p) => (p.latin ? `${ascii(p.given)}.${ascii(p.family)[0] ?? 'x'}` : p.given);
    const n = r.int(4, 8);
    for (let i = 0; i < n; i++) {
      const who = i % 2 ? b : a;
      // a chat handle made of a name is a judgement call: soft
      d.w(`[${String(r.int(8, 18)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}] `, L('person_name', 'handle', handle(who), true), ': ');
      const m = r.weighted([[3, 'pw'], [2, 'pp'], [1, 'dob'], [1, 'addr'], [2, 'name'], [1, 'key'], [2, 'neg'], [1, 'iban'], [1, 'card'], [1, 'wallet'], [1, 'pk']]);
      switch (m) {
        case 'pw': d.line(...say(r, PW, lang, L('password', 'chat', password(r))), r.pick(['', ' 🙈', ' (change it after)', ' - dont share'])); break;
        case 'pp': d.line(...say(r, PASSPORT, lang, passportL(r, lang).piece)); break;
        case 'dob': d.line(...say(r, DOB, lang, dobL(r, lang).piece)); break;
        case 'addr': d.line(...say(r, ADDRESS, lang, addressL(r, lang, ', '))); break;
        case 'name': { const o = nameL(r, lang, { plain: true }); d.line(r.pick([['ask ', o.piece, ' about it'], ['cc ', o.piece], [o.piece, ' approved the budget'], ['@', L('person_name', o.p.culture, o.p.full)], [o.piece, r.pick([' は休みです', ' 今天请假', ' ist krank', ' est en congé', ' is out today'])]])); break; }
        case 'key': { const k = vendorKey(r); d.line(r.pick(['here is the key: ', 'use this token ', 'key → ']), L('api_key', k.type, k.value)); break; }
        case 'iban': d.line(...bankPieces(r, lang, ' ')); break;
        case 'card': d.line(r.pick(['use the company card ', 'card: ', 'Firmenkarte ', 'la CB pro : ']), cardL(r), r.pick(['', ' for the hotel', ' (exp 09/29)'])); break;
        case 'wallet': { const w = walletL(r); d.line(r.pick(['payout to ', 'my addr ', 'ETH/BTC: ']), w.piece); break; }
        case 'pk': d.line(r.pick(['key below, dont lose it', 'hier der Schlüssel:', 'the deploy key:']), '\n', privateKeyPieces(r, r.pick(['pem', 'oneline'])).piece); break;
        default: d.line(...negativeLine(r));
      }
    }
  },
};

export const officeEmail = {
  kind: 'email', weight: 6,
  make(r, lang, d) {
    const x = lex(lang);
    const from = nameL(r, lang, { plain: true }), to = nameL(r, lang, { plain: true });
    d.line('From: ', from.piece, ' <', emailL(r, from.p), '>');
    d.line('To: ', emailL(r, to.p));
    d.line('Subject: ', byLang(r, lang, { en: ['Updated bank details', 'Re: onboarding', 'Travel details'], de: ['Reisedaten für die Buchung', 'Neue Bankverbindung'], fr: ['Documents pour le dossier', 'Nouvelles coordonnées'], es: 'Datos para la reserva', pt: 'Dados para o cadastro', it: 'Dati per la prenotazione', nl: 'Gegevens voor de boeking', pl: 'Dane do umowy', sv: 'Uppgifter till bokningen', ja: ['振込先のご案内', 'ご登録情報'], zh: '预订信息', ko: '입사 서류', ar: 'بيانات الحجز', hi: 'बुकिंग विवरण', tr: 'Rezervasyon bilgileri' }));
    d.line('Message-ID: <', N('message_id', `${r.hex(16)}@mail.${r.pick(['brightfield.io', 'tidewater.co.uk'])}`), '>');
    d.line('');
    d.line(x.hello, ' ', to.p.latin ? L('person_name', to.p.culture, to.p.given) : to.piece, ',');
    const body = r.pick(['bank', 'travel', 'address', 'pw']);
    if (body === 'bank') { d.line(byLang(r, lang, { en: 'please update our payment details:', de: 'bitte überweisen Sie künftig auf folgendes Konto:', fr: 'voici nos nouvelles coordonnées bancaires :', es: 'estos son nuestros nuevos datos bancarios:', pt: 'seguem os novos dados bancários:', it: 'ecco le nuove coordinate bancarie:', nl: 'onze nieuwe bankgegevens:', ja: '振込先は以下の通りです。', tr: 'yeni banka bilgilerimiz:' })); d.line(...bankPieces(r, lang)); d.line(byLang(r, lang, { en: 'Account holder: ', de: 'Kontoinhaber: ', fr: 'Titulaire : ', es: 'Titular: ', pt: 'Titular: ', it: 'Intestatario: ', nl: 'Rekeninghouder: ', ja: '口座名義：', tr: 'Hesap sahibi: ' }), from.piece); }
    else if (body === 'travel') { d.line(...say(r, PASSPORT, lang, passportL(r, lang).piece), ', ', ...say(r, DOB, lang, dobL(r, lang).piece), '.'); }
    else if (body === 'address') { d.line(...say(r, ADDRESS, lang, addressL(r, lang, r.pick([', ', '\n'])))); }
    else { d.line(...say(r, PW, lang, L('password', 'email', password(r))), r.pick(['.', '', ' — please change it on first login.'])); }
    if (r.chance(0.5)) d.line(...negativeLine(r));
    d.line('');
    d.line(x.thanks);
    d.line('--');
    d.line(from.piece);
    d.line(byLang(r, lang, { en: ['Head of Finance', 'Office Manager'], de: 'Leitung Buchhaltung', fr: 'Responsable RH', es: 'Jefa de proyecto', pt: 'Gerente financeiro', it: 'Responsabile amministrativo', ja: '営業部', zh: '财务部', ko: '인사팀', tr: 'Muhasebe Müdürü' }), r.pick([' | ', '\n']), N('company', r.pick(['Brightfield GmbH', 'Tidewater Ltd', 'Lumen Avocats', 'Sakura Trading K.K.'])));
    if (r.chance(0.7)) d.line(addressL(r, lang, r.pick([', ', ' · '])));
    d.line(one(r, x.phone), ' ', phoneL(r, lang), r.chance(0.5) ? [' · Fax ', phoneL(r, lang)] : '');
  },
};

export const supportTicket = {
  kind: 'support_ticket', weight: 5,
  make(r, lang, d) {
    const c = nameL(r, lang, { plain: true });
    d.line('Ticket ', N('ticket_id', `#${r.int(10000, 99999)}`), ' — ', byLang(r, lang, { en: ['Cannot log in', 'Refund request', 'Change of address', 'Card declined'], de: ['Konto gesperrt', 'Rückerstattung'], fr: ['Problème de connexion', 'Remboursement'], es: ['No puedo entrar', 'Reembolso'], pt: 'Não consigo entrar', it: 'Rimborso', nl: 'Kan niet inloggen', pl: 'Zwrot pieniędzy', sv: 'Kan inte logga in', ja: 'ログインできません', zh: '无法登录', ko: '로그인 불가', ar: 'لا أستطيع تسجيل الدخول', hi: 'लॉगिन नहीं हो रहा', tr: 'Giriş yapamıyorum' }));
    d.line('Customer: ', c.piece, ' <', emailL(r, c.p), '>');
    d.line('Priority: ', r.pick(['P2', 'P3', 'high']), '  Order: ', N('order_number', `${r.int(100, 999)}-${r.digits(7)}-${r.digits(7)}`));
    d.line('');
    const what = r.pick(['login', 'card', 'card', 'address', 'refund']);
    if (what === 'login') d.line(r.pick(['I reset it twice, ', 'Hab es zweimal zurückgesetzt, ', 'Ya lo restablecí, ']), ...say(r, PW, lang, L('password', 'ticket', password(r))), r.pick(['. Still locked out!', ' — funktioniert nicht.', '...']));
    if (what === 'card') d.line('My card ', cardL(r), ' was charged twice. CVV is ', L('credit_card', 'cvv', r.digits(3), true), '.');
    if (what === 'address') d.line(...say(r, ADDRESS, lang, addressL(r, lang, ', ')), '. ', ...say(r, DOB, lang, dobL(r, lang).piece), ' (for verification).');
    if (what === 'refund') d.line('Please refund to ', ...bankPieces(r, lang, ', '), '.');
    d.line('Phone: ', phoneL(r, lang));
    d.line('');
    d.line('Agent note: verified identity with ', r.pick(['passport ', 'travel document ', 'passport no. ']), passportL(r, lang).piece, '. ', ...negativeLine(r));
  },
};

export const meetingNotes = {
  kind: 'meeting_notes', weight: 4,
  make(r, lang, d) {
    const people = Array.from({ length: r.int(3, 5) }, () => nameL(r, lang, { plain: true }));
    d.line(byLang(r, lang, { en: 'Meeting notes', de: 'Protokoll', fr: 'Compte rendu', es: 'Acta de reunión', pt: 'Ata da reunião', it: 'Verbale', nl: 'Notulen', pl: 'Notatki ze spotkania', sv: 'Mötesanteckningar', ja: '議事録', zh: '会议纪要', ko: '회의록', ar: 'محضر الاجتماع', hi: 'बैठक के नोट्स', tr: 'Toplantı notları' }), ' — ', N('non_birth_date', later(r, lang)));
    d.w('Attendees: ');
    people.forEach((p, i) => d.w(i ? ', ' : '', p.piece));
    d.line('');
    for (const p of people.slice(0, 3)) {
      const short = p.p.latin && r.chance(0.4) ? L('person_name', p.p.culture, p.p.given) : p.piece;
      d.line('- ', short, r.pick([' will contact ', ' to follow up with ', ' met with ']), r.chance(0.5) ? N(...r.pick(NAME_LOOKALIKES)) : nameL(r, lang, { plain: true }).piece, r.pick([' about the Q3 budget.', ' re. the migration.', '.']));
    }
    d.line('- ', ...negativeLine(r));
    d.line('- Next meeting in ', N(...r.pick(NAME_LOOKALIKES.filter(([k]) => k === 'place'))), ' on ', N('non_birth_date', later(r, lang)), '.');
    if (r.chance(0.4)) d.line('- ', people[0].piece, r.pick(["'s birthday: ", ' Geburtstag: ']), dobL(r, lang, 'words').piece, ' (', r.pick(['cake!', 'Kuchen!']), ')');
  },
};

export const smsMessage = {
  kind: 'sms', weight: 3,
  make(r, lang, d) {
    const code = r.digits(6);
    const kinds = r.pick(['otp', 'pw', 'addr', 'pp']);
    if (kinds === 'otp') { d.line(byLang(r, lang, { en: 'Your verification code is ', de: 'Ihr Bestätigungscode: ', fr: 'Votre code de vérification : ', es: 'Tu código de verificación: ', pt: 'Seu código de verificação: ', it: 'Il tuo codice: ', nl: 'Je verificatiecode: ', pl: 'Twój kod: ', sv: 'Din kod: ', ja: '認証コード：', zh: '验证码：', ko: '인증번호: ', ar: 'رمز التحقق: ', hi: 'सत्यापन कोड: ', tr: 'Doğrulama kodunuz: ' }), L('password', 'otp', code, true), byLang(r, lang, { en: '. Do not share it.', de: '. Nicht weitergeben.', fr: '. Ne le partagez pas.', ja: '。他人に教えないでください。', zh: '，请勿泄露。' }), ' Ref ', N('reference_number', r.alnum(8).toUpperCase())); return; }
    if (kinds === 'pw') { d.line(...say(r, PW, lang, L('password', 'sms', password(r, r.pick(['pin', 'alnum', 'word']))))); return; }
    if (kinds === 'addr') { d.line(...say(r, ADDRESS, lang, addressL(r, lang, ', ')), ' ', r.pick(['– call me when you arrive', '', ' 📍'])); d.line(phoneL(r, lang)); return; }
    d.line(...say(r, PASSPORT, lang, passportL(r, lang, { how: r.pick(['plain', 'lower', 'spaced']) }).piece), r.pick([' 👍', '', '!']));
  },
};

export const invoice = {
  kind: 'invoice', weight: 4,
  make(r, lang, d) {
    d.line(r.pick(['INVOICE', 'RECHNUNG', 'FACTURE', 'FACTURA', 'FATTURA', '請求書', 'FATURA']), ' ', N('invoice_number', `${r.upper(2)}-${r.int(2025, 2026)}-${r.digits(5)}`));
    d.line(r.pick(['Date: ', 'Datum: ', 'Date : ']), N('non_birth_date', later(r, lang)), '   ', r.pick(['Due: ', 'Fällig: ']), N('non_birth_date', later(r, lang)));
    d.line(r.pick(['Bill to: ', 'An: ', 'Client : ']), nameL(r, lang, { plain: true }).piece);
    d.line(addressL(r, lang, '\n'));
    d.line('VAT ID: ', N('vat_id', `${r.pick(['DE', 'FR', 'NL', 'IT'])}${r.digits(9)}`), '   Customer no.: ', N('customer_number', `K-${r.digits(6)}`));
    d.line(`1 x ${r.pick(['Consulting', 'Wartung', 'Licence annuelle'])}   `, N('amount', `${r.int(100, 9000)},${r.digits(2)} €`));
    d.line(r.pick(['Please pay to:', 'Bankverbindung:', 'Coordonnées bancaires :']));
    d.line(...bankPieces(r, lang));
    d.line(r.pick(['Reference: ', 'Verwendungszweck: ']), N('payment_reference', `RF${r.digits(2)} ${r.digits(4)} ${r.digits(4)}`));
  },
};

export const contract = {
  kind: 'contract', weight: 3,
  make(r, lang, d) {
    const a = nameL(r, lang, { plain: true }), b = nameL(r, lang, { plain: true });
    const cl = ['en', 'de', 'fr', 'es', 'it', 'pl'].includes(lang) ? lang : 'en';
    const T = (t) => t[cl];
    d.line(T({ en: 'TENANCY AGREEMENT', de: 'MIETVERTRAG', fr: 'CONTRAT DE LOCATION', es: 'CONTRATO DE ARRENDAMIENTO', it: 'CONTRATTO DI LOCAZIONE', pl: 'UMOWA NAJMU' }), ' no. ', N('contract_number', `${r.digits(4)}/${r.int(2025, 2026)}`));
    d.w(T({ en: 'between ', de: 'zwischen ', fr: 'entre ', es: 'entre ', it: 'tra ', pl: 'pomiędzy ' }), a.piece, T({ en: ', born ', de: ', geb. ', fr: ', né le ', es: ', nacido el ', it: ', nato il ', pl: ', ur. ' }), dobL(r, cl, 'words').piece);
    d.line(T({ en: ', residing at ', de: ', wohnhaft ', fr: ', demeurant ', es: ', con domicilio en ', it: ', residente in ', pl: ', zam. ' }), addressL(r, lang, ', '), T({ en: ' (landlord)', de: ' (Vermieter)', fr: ' (bailleur)', es: ' (arrendador)', it: ' (locatore)', pl: ' (wynajmujący)' }));
    d.w(T({ en: 'and ', de: 'und ', fr: 'et ', es: 'y ', it: 'e ', pl: 'a ' }), b.piece, ', ');
    const nid = idL(r, lang);
    d.line(nid.id.label, ' ', nid.piece, T({ en: ' (tenant)', de: ' (Mieter)', fr: ' (locataire)', es: ' (arrendatario)', it: ' (conduttore)', pl: ' (najemca)' }));
    d.line(T({ en: '§1 The property at ', de: '§1 Mietobjekt: ', fr: 'Art. 1 – Le logement situé ', es: 'Primera. La vivienda sita en ', it: 'Art. 1 – L\'immobile sito in ', pl: '§1 Lokal przy ' }), addressL(r, lang, ', '), '.');
    d.line(T({ en: '§2 Rent of ', de: '§2 Miete ', fr: 'Art. 2 – Loyer de ', es: 'Segunda. Renta de ', it: 'Art. 2 – Canone di ', pl: '§2 Czynsz ' }), N('amount', `${r.int(500, 2500)},00 EUR`), T({ en: ' payable to ', de: ' zahlbar auf ', fr: ' payable sur ', es: ' a ingresar en ', it: ' da versare su ', pl: ' płatny na ' }), ...bankPieces(r, lang, ', '));
    d.line(T({ en: 'Signed ', de: 'Unterschrift ', fr: 'Fait le ', es: 'Firmado el ', it: 'Firmato il ', pl: 'Podpisano ' }), N('non_birth_date', later(r, cl)), ': ', a.piece, ' / ', b.piece);
  },
};

export const cryptoSupport = {
  kind: 'crypto', weight: 12,
  make(r, lang, d) {
    const { w, piece } = walletL(r);
    const cl = ['de', 'fr', 'es', 'ja', 'zh'].includes(lang) ? lang : 'en';
    const T = (t) => t[cl];
    d.line(T({ en: 'Withdrawal stuck', de: 'Auszahlung hängt', fr: 'Retrait bloqué', es: 'El retiro no llegó', ja: '出金が届きません', zh: '提现未到账' }));
    const amount = N('amount', `${r.int(1, 900)}.${r.digits(4)}`), coin = ` ${WALLET_NAMES[w.type]} `;
    d.line(...T({ en: ['I sent ', amount, coin, 'to ', piece, ' yesterday.'], de: ['Ich habe gestern ', amount, coin, 'an ', piece, ' geschickt.'], fr: ['J\'ai envoyé ', amount, coin, 'à ', piece, ' hier.'], es: ['Envié ', amount, coin, 'a ', piece, ' ayer.'], ja: ['昨日', amount, coin, 'を ', piece, ' に送金しました。'], zh: ['我昨天向 ', piece, ' 转了', amount, coin, '。'] }));
    d.line(r.pick(['Tx: ', 'TXID ', 'hash: ']), N('tx_hash', r.chance(0.5) && w.type === 'eth' ? '0x' + r.hex(64) : r.hex(64)));
    if (r.chance(0.4)) d.line(r.pick(['see also ', 'ref ']), N(...cryptoLookalike(r)));
    d.line('Block ', N('block_height', String(r.int(800000, 900000))), ', fee ', N('amount', `0.000${r.digits(3)}`));
    if (r.chance(0.6)) { const w2 = walletL(r); d.line(r.pick(['Refund address: ', 'Rückerstattung an: ', 'Mon autre portefeuille : ']), w2.piece); }
    if (r.chance(0.5)) { const w3 = walletL(r); d.line(r.pick(['Whitelisted: ', 'Also on file: ', 'Cold wallet: ']), w3.piece, r.chance(0.5) ? ` (${WALLET_NAMES[w3.w.type]})` : ''); }
    if (r.chance(0.4)) d.line('Node: ', L('ip_address', 'ipv4', publicIPv4(r)), ':8333');
    if (r.chance(0.4)) d.line('pinned on IPFS: ', N('ipfs_cid', r.chance(0.5) ? `bafybei${r.chars('abcdefghijklmnopqrstuvwxyz234567', 52)}` : `Qm${r.chars('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 44)}`));
    if (r.chance(0.3)) { const k2 = vendorKey(r); d.line('exchange API key (revoke pls): ', L('api_key', k2.type, k2.value)); }
  },
};

/** A model's answer that repeats or formats the user's data. */
export const modelAnswer = {
  kind: 'model_answer', weight: 4,
  make(r, lang, d) {
    const x = lex(lang);
    const nm = nameL(r, lang, { plain: true });
    d.line(byLang(r, lang, { en: ['Here is the completed form:', 'Sure — here are the details formatted for the booking:'], de: 'Hier ist das ausgefüllte Formular:', fr: 'Voici le formulaire rempli :', es: 'Aquí tienes el formulario completado:', pt: 'Aqui está o formulário preenchido:', it: 'Ecco il modulo compilato:', nl: 'Hier is het ingevulde formulier:', pl: 'Oto wypełniony formularz:', sv: 'Här är det ifyllda formuläret:', ja: '以下が記入済みのフォームです：', zh: '以下是填写好的表格：', ko: '작성된 양식입니다:', ar: 'إليك النموذج المكتمل:', hi: 'यह रहा भरा हुआ फ़ॉर्म:', tr: 'İşte doldurulmuş form:' }));
    d.line('');
    const md = r.chance(0.5);
    const row = (label, piece) => d.line(md ? `| ${label} | ` : `**${label}:** `, piece, md ? ' |' : '');
    if (md) d.line('| Field | Value |\n|---|---|');
    row(x.name, nm.piece);
    row(one(r, x.dob), dobL(r, lang).piece);
    row(one(r, x.passport), passportL(r, lang).piece);
    if (r.chance(0.6)) row(one(r, x.address), addressL(r, lang, ', '));
    if (r.chance(0.5)) { const nid = idL(r, lang); row(nid.id.label, nid.piece); }
    if (r.chance(0.4)) row(x.iban, ibanL(r, lang).piece);
    d.line('');
    d.line(...byLang(r, lang, { en: [['Note: never share your password; if a form asks for it, type '], ['Note: I replaced the password with ']], de: [['Hinweis: Das Passwort habe ich durch ']], fr: [['Remarque : j\'ai remplacé le mot de passe par ']], es: [['Nota: he sustituido la contraseña por ']], ja: [['注：パスワードは ']] }), N('placeholder', r.pick(['********', '<password>', '[REDACTED]', 'xxxx'])), byLang(r, lang, { en: '.', de: ' ersetzt.', fr: '.', es: '.', ja: ' に置き換えました。' }));
  },
};

export const configMixed = {
  kind: 'config_file', weight: 4,
  make(r, lang, d) {
    const syntax = r.pick(['ini', 'toml', 'properties', 'xml']);
    if (syntax === 'ini') { d.line('[database]'); d.line('host = ', L('ip_address', 'ipv4', publicIPv4(r))); d.line(...passwordLine(r)); d.line('[mail]'); d.line('user = ', emailL(r)); d.line('password = ', L('password', 'ini', password(r, r.pick(['alnum', 'urlsafe', 'word', 'symbols'])).replace(/[;#]/g, '_'))); }
    if (syntax === 'toml') { d.line('[server]\nport = ', N('port', '8443')); d.line('[db]\nurl = "', connStringWithout(r, '"\\'), '"'); d.line('password = "', L('password', 'toml', password(r, r.pick(['alnum', 'urlsafe', 'passphrase']))), '"'); d.line('# password = ', N('placeholder', '"changeme"')); }
    if (syntax === 'properties') { d.line('spring.datasource.url=', connString(r)); d.line(...passwordLine(r)); d.line('mail.smtp.password=', L('password', 'properties', password(r, r.pick(['alnum', 'urlsafe'])))); d.line('app.version=', N('version', `${r.int(1, 5)}.${r.int(0, 20)}.${r.int(0, 9)}`)); }
    if (syntax === 'xml') { d.line('<configuration>\n  <connectionStrings>'); d.line('    <add name="Main" connectionString="', connStringWithout(r, '"&<'), '" />\n  </connectionStrings>'); d.line('  <appSettings>'); d.line(...xmlPasswordLine(r, '    ')); d.line('    <add key="ApiKey" value="', (() => { const k = vendorKey(r); return L('api_key', k.type, k.value); })(), '" />\n  </appSettings>\n</configuration>'); }
  },
};

/** Card payments as checkout forms, payment logs and call-centre notes write them. */
export const cardPayment = {
  kind: 'payment_form', weight: 9,
  make(r, lang, d) {
    const x = lex(lang);
    const holder = nameL(r, lang, { native: false, plain: true });
    const style = r.pick(['form', 'log', 'note']);
    const exp = `${String(r.int(1, 12)).padStart(2, '0')}/${r.pick(['', '20'])}${r.int(27, 31)}`;
    if (style === 'form') {
      d.line(r.pick(['Cardholder name', 'Karteninhaber', 'Titulaire de la carte', 'Titular']), ': ', holder.piece);
      d.line(r.pick(['Card number', 'Kartennummer', 'Numéro de carte', 'Número de tarjeta', 'カード番号', '卡号']), ': ', cardL(r));
      d.line(r.pick(['Expiry', 'Gültig bis', 'Expiration']), ': ', N('card_expiry', exp), '   CVC: ', L('credit_card', 'cvc', r.digits(3), true));
      d.line(r.pick(['Billing address', 'Rechnungsadresse', 'Adresse de facturation']), ': ', addressL(r, lang, ', '));
      if (r.chance(0.5)) d.line(r.pick(['Saved card: ', 'Backup card: ', 'Zweitkarte: ', 'Carte secondaire : ']), cardL(r));
    } else if (style === 'log') {
      for (let i = 0; i < r.int(2, 4); i++) d.line(`2026-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')} payment ${r.pick(['authorized', 'declined', 'captured'])} pan=`, r.chance(0.6) ? cardL(r) : N('masked_card', `${r.digits(6)}******${r.digits(4)}`), ' amount=', N('amount', `${r.int(1, 999)}.${r.digits(2)}`), ' order=', N('order_number', `ORD-${r.digits(8)}`));
    } else {
      d.line('Caller ', holder.piece, r.pick([' read out the card ', ' gave card no. ']), cardL(r), ', exp ', N('card_expiry', exp), '. ', one(r, x.phone), ': ', phoneL(r, lang), '.');
      d.line('Old card ', cardL(r), ' reported stolen; reference ', N('reference_number', nonLuhn16(r)), '.');
    }
  },
};
