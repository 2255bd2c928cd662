// Documents people write: tickets, e-mail threads, chats, notes, letters, forms, bookings.

export const proseKinds = {
  support_ticket(c, d) {
    const { r, P } = c;
    const p = c.person();
    d.w`${P.ticket} ${c.neg('order_no')} — ${P.subject}: ${c.say({ en: r.pick(['Login', 'Account locked']), de: 'Zugang gesperrt', fr: 'Connexion', es: 'Acceso', pt: 'Acesso', it: 'Accesso', nl: 'Inloggen', pl: 'Logowanie', sv: 'Inloggning', ja: 'アカウント', zh: '账户', ko: '로그인', ar: 'تسجيل الدخول', hi: 'लॉगिन', tr: 'Hesap' })}\n`;
    d.w`${P.customer}: ${c.name(p)} <${c.email(p)}>\n\n`;
    d.w`${P.hi},\n${P.issue} `;
    if (r.chance(0.5)) d.w`${P.username}: ${c.emailText(p).split('@')[0]}, ${P.password.toLowerCase()}: ${c.pw({ noSpace: true })}\n`;
    if (r.chance(0.6)) d.w`${P.callMe} ${c.phone()}.\n`;
    if (r.chance(0.4)) d.w`${P.moved} ${c.addr()}.\n`;
    d.w`\n${P.thanks}\n${c.name(p)}\n\n--\nAgent note (${c.neg('timestamp')}): ${r.pick(['reset sent', 'verified identity via DOB', 'escalated to L2'])}`;
    if (r.chance(0.4)) d.w`; DOB on file ${c.dob(p)}`;
    if (r.chance(0.3)) { const id = c.nid(p); d.w`; ${id.word} ${id.label}`; }
    d.w`. Trace id ${c.neg('uuid')}\n`;
  },

  email_thread(c, d) {
    const { r, P } = c;
    const a = c.person(), b = c.person();
    const dom = c.companyDomain();
    const aMail = c.emailText(a), bMail = c.emailText(b, dom);
    const mail = (text) => c.rawLabel('email', 'email', text);
    const say = chatLines[c.lang] ?? chatLines.en;
    d.w`From: ${c.name(a)} <${mail(aMail)}>\nTo: ${c.name(b)} <${mail(bMail)}>\n${r.chance(0.4) ? ['Cc: ', c.team(dom), '\n'] : ''}${P.subject}: Re: ${P.order} ${c.neg('order_no')}\nDate: ${c.neg('timestamp')}\n\n`;
    d.w`${P.hi} ${c.given(b)},\n\n`;
    d.w`${r.pick([P.moved, P.callMe])} ${r.chance(0.5) ? c.addr() : c.phone()}.\n`;
    if (r.chance(0.5)) d.w`${c.say({ en: 'Bank details', de: 'Bankverbindung', fr: 'Coordonnées bancaires', es: 'Datos bancarios', pt: 'Dados bancários', it: 'Coordinate bancarie', nl: 'Bankgegevens', pl: 'Dane do przelewu', sv: 'Bankuppgifter', ja: '振込先', zh: '收款账户', ko: '입금 계좌', ar: 'الحساب البنكي', hi: 'बैंक विवरण', tr: 'Banka bilgileri' })}: ${c.bankAccount()}\n`;
    d.w`\n${P.regards}\n${c.name(a)}\n${r.chance(0.5) ? [c.phone(c.locale, true), '\n'] : ''}`;
    d.w`\n${P.wrote === 'wrote' ? 'On ' : ''}${c.neg('date')}, ${c.name(b)} <${mail(bMail)}> ${P.wrote}:\n`;
    d.w`> ${P.hi} ${c.given(a)},\n> ${say.confirm}\n> \n> ${c.name(b)}\n`;
    d.w`> ${say.team} | ${c.phone(c.locale, true)} | ${c.addr(', ', c.locale)}\n`;
    if (r.chance(0.3)) {
      // An older message quoted twice, and the company footer that long threads carry.
      d.w`> \n> ${P.wrote === 'wrote' ? 'On ' : ''}${c.neg('date')}, ${c.name(a)} <${mail(aMail)}> ${P.wrote}:\n>> ${P.issue}\n>> ${P.dob}: ${c.dob(a)} · ${P.address}: ${c.addr()}\n>> ${c.name(a)}\n`;
      d.w`> \n> --\n> ${c.neg('company_person_like')} GmbH · ${c.bizAddr(' · ', 'de-DE')} · ${c.rawNeg('company_registration', `HRB ${r.int(10000, 250000)}`)} · USt-IdNr. ${c.rawNeg('company_registration', `DE${r.digits(9)}`)}\n`;
      d.w`> ${c.say({ en: 'This e-mail may contain confidential information. If you are not the intended recipient, please notify the sender and delete it.', de: 'Diese E-Mail kann vertrauliche Informationen enthalten. Wenn Sie nicht der richtige Adressat sind, informieren Sie bitte den Absender und löschen Sie diese E-Mail.', fr: 'Ce message peut contenir des informations confidentielles. Si vous n’en êtes pas le destinataire, merci de prévenir l’expéditeur et de le supprimer.', es: 'Este mensaje puede contener información confidencial. Si no es el destinatario, avise al remitente y bórrelo.' })}\n`;
    }
  },

  chat_export(c, d) {
    const { r, P } = c;
    const say = chatLines[c.lang] ?? chatLines.en;
    const a = c.person(), b = c.person();
    const t = () => `[${String(r.int(1, 28)).padStart(2, '0')}/${String(r.int(1, 12)).padStart(2, '0')}/2026, ${r.int(7, 23)}:${String(r.int(0, 59)).padStart(2, '0')}]`;
    const lines = r.chance(0.1) ? r.int(16, 28) : r.int(4, 8);
    for (let i = 0; i < lines; i++) {
      const who = i % 2 ? b : a;
      d.w`${t()} ${c.name(who)}: `;
      switch (r.int(0, 8)) {
        case 0: d.w`${say.wifi} ${c.pw({ noQuote: false })}\n`; break;
        case 1: d.w`${P.callMe} ${c.phone()}\n`; break;
        case 2: d.w`${say.sendTo} ${c.addr()}\n`; break;
        case 3: d.w`${say.myMail}: ${c.email(who)}\n`; break;
        case 4: d.w`${say.login}: ${c.pw()} ${r.pick(['😅', '🙏', '', '🤫'])}\n`; break;
        case 5: d.w`${say.ok} ${r.chance(0.5) ? c.neg('amount') : ''}\n`; break;
        case 6: { const k = c.walletKind(); d.w`${say.pay} ${c.coin(k)}: ${c.wallet(k)}\n`; break; }
        case 7: if (r.chance(0.5)) { d.w`${c.say({ en: 'card for the booking', de: 'Karte:', fr: 'la carte :', es: 'tarjeta:', pt: 'cartão:' })} ${c.card()} ${pad2(r.int(1, 12))}/${r.int(27, 31)}\n`; break; }
        // falls through
        default: d.w`${say.meet} ${c.neg('place_person_like')} ${say.at7}\n`;
      }
    }
  },

  meeting_notes(c, d) {
    const { r, P } = c;
    const people = [c.person(), c.person(), c.person()];
    d.w`# ${P.notes} — ${c.neg('date')}\n\n${P.attendees}: `;
    people.forEach((p, i) => d.w`${c.name(p)}${i < 2 ? ', ' : '\n'}`);
    d.w`\n- ${r.pick(['Q3 roadmap', 'vendor onboarding', 'office move', 'migration plan'])}: ${r.pick(['agreed', 'postponed', 'open'])}\n`;
    d.w`- ${c.name(people[1])} ${c.say({ en: 'will send the contract to', de: 'schickt den Vertrag an', fr: 'enverra le contrat à' })} ${c.email(people[2])}\n`;
    if (r.chance(0.5)) d.w`- New hire ${c.name(c.person())} starts ${c.neg('date')}; laptop ship to ${c.addr()}\n`;
    d.w`- Budget: ${c.neg('amount')} (${c.neg('company_person_like')} account)\n`;
    d.w`\n## ${P.actions}\n- [ ] ${c.name(people[0])}: ${r.pick(['rotate the shared admin password (currently', 'update the vault entry (now'] )} ${c.pw({ noSpace: true })})\n- [ ] ${c.given(people[2])}: ${P.callMe.toLowerCase()} ${c.phone()}\n`;
  },

  crm_note(c, d) {
    const { r, P } = c;
    const p = c.person();
    d.w`${c.say({ en: 'Call log', de: 'Kontaktnotiz', fr: 'Note client', es: 'Nota de llamada', pl: 'Notatka' })} ${c.neg('timestamp')} — ${c.name(p)}\n`;
    d.w`${c.say({ en: 'Spoke with', de: 'Rückruf von', fr: 'Échange avec', es: 'Hablé con' })} ${c.name(p)} ${c.say({ en: 'about renewal.', de: 'wegen Verlängerung.', fr: 'au sujet du renouvellement.', es: 'sobre la renovación.' })} `;
    d.w`${P.phone}: ${c.phone()}. ${P.dob}: ${c.dob(p)}. `;
    if (r.chance(0.7)) { const id = c.nid(p); d.w`${id.word}: ${id.label}. `; }
    if (r.chance(0.3)) d.w`${c.say({ en: 'Card on file', de: 'Hinterlegte Karte', fr: 'Carte enregistrée' })}: ${c.card()}. `;
    d.w`${c.say({ en: 'Lead source', de: 'Quelle', fr: 'Source' })}: ${c.neg('company_person_like')}. Deal ${c.neg('order_no')}, ${c.neg('amount')}.\n`;
    if (r.chance(0.4)) d.w`${P.address}: ${c.addr()}\n`;
  },

  hr_letter(c, d) {
    const { r, P } = c;
    const p = c.person(), hr = c.person();
    const id = c.nid(p);
    d.w`${c.name(p)}\n${c.addr('\n')}\n\n${c.neg('date')}\n\n${P.dear} ${c.name(p)},\n\n`;
    d.w`${c.say({ en: 'We are pleased to confirm your employment as', de: 'Wir bestätigen Ihre Anstellung als', fr: 'Nous confirmons votre embauche en tant que', es: 'Confirmamos su contratación como', it: 'Confermiamo la sua assunzione come' })} ${r.pick(['Senior Analyst', 'Lagerist', 'Ingénieure QA', 'Contable', 'Project Manager'])}.\n`;
    d.w`${P.dob}: ${c.dob(p)}\n${id.word}: ${id.label}\n${P.salaryTo}: ${c.bankAccount()}\n`;
    if (r.chance(0.3)) d.w`${c.say({ en: 'Work permit based on passport', de: 'Arbeitserlaubnis zum Reisepass', fr: 'Titre de travail lié au passeport', es: 'Permiso de trabajo vinculado al pasaporte', nl: 'Werkvergunning op paspoort', it: 'Permesso di lavoro sul passaporto' })} ${c.passport(r.pick(['IND', 'BRA', 'TUR', 'CHN', 'USA', 'MEX', 'EGY', 'NGA']))}\n`;
    if (r.chance(0.5)) d.w`${P.emergency}: ${c.name(c.person())}, ${c.phone()}\n`;
    d.w`\n${P.regards}\n${c.name(hr)}\n${c.say({ en: 'HR Business Partner', de: 'Personalabteilung', fr: 'Ressources humaines', es: 'Recursos Humanos' })}\n${c.team()}\n`;
  },

  invoice(c, d) {
    const { r, P } = c;
    const p = c.person();
    d.w`${P.invoice} ${c.neg('order_no')}    ${c.neg('date')}\n\n${P.billTo}:\n${c.name(p)}\n${c.addr('\n')}\n${c.email(p)}\n\n`;
    const items = r.int(2, 5);
    const books = r.chance(0.35);
    for (let i = 0; i < items; i++) {
      if (books) d.w`ISBN ${c.neg('isbn')}  ${r.pick(['The Quiet Harbour', 'Atlas der Flüsse', 'Le Jardin d\'hiver', 'Cien puentes', 'Practical Regex'])}  x${r.int(1, 3)}  ${r.int(9, 59)}.${r.digits(2)}\n`;
      else d.w`${c.neg('sku')}  ${r.pick(['Desk lamp', 'USB-C hub', 'Kaffeemaschine', 'Chaise de bureau', 'Monitor 27"'])}  x${r.int(1, 4)}  ${r.int(9, 499)}.${r.digits(2)}\n`;
    }
    d.w`${P.total}: ${c.neg('amount')}\n\n`;
    if (r.chance(0.5)) d.w`${c.say({ en: 'Paid by card', de: 'Bezahlt mit Karte', fr: 'Payé par carte' })} ${c.card()}\n`;
    else d.w`${c.say({ en: 'Please transfer to', de: 'Bitte überweisen auf', fr: 'Virement sur' })} ${c.iban()} (${c.say({ en: 'ref', de: 'Verwendungszweck', fr: 'réf.' })} ${c.neg('iban_like_ref')})\n`;
  },

  shipping_label(c, d) {
    const { r } = c;
    const to = c.person(), from = c.person();
    d.w`${c.say({ en: 'SHIP TO', de: 'EMPFÄNGER', fr: 'DESTINATAIRE', es: 'DESTINATARIO', ja: 'お届け先', zh: '收件人' })}:\n${c.name(to)}\n${c.addr('\n')}\n${c.phone()}\n\n`;
    d.w`FROM: ${c.neg('company_person_like')} Fulfilment, ${c.bizAddr(', ', r.pick(['de-DE', 'nl-NL', 'en-GB', 'en-US']))}\n`;
    d.w`TRACKING: ${c.neg('tracking')}\nWEIGHT: ${r.int(1, 30)}.${r.int(0, 9)} kg   REF ${c.neg('order_no')}\n`;
    if (r.chance(0.3)) d.w`Sender contact: ${c.name(from)}\n`;
  },

  travel_booking(c, d) {
    const { r, P } = c;
    const p = c.person();
    const ctry = r.chance(0.7) ? c.country() : r.pick(['USA', 'GBR', 'DEU', 'FRA', 'IND', 'CHN', 'BRA', 'TUR', 'JPN', 'KOR']);
    d.w`${P.booking}: ${r.chars(6, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789')}\n${P.flight}: ${r.pick(['LH', 'AF', 'IB', 'TK', 'NH', 'CA', 'KE', 'EK', 'AI', 'BA'])}${r.int(100, 1999)}  ${r.pick(['FRA', 'CDG', 'MAD', 'IST', 'HND', 'PEK', 'ICN', 'DXB', 'DEL', 'LHR'])} → ${r.pick(['JFK', 'GRU', 'SIN', 'AMS', 'WAW', 'ARN', 'FCO'])}  ${c.neg('date')}\n\n`;
    d.w`${P.passenger}: ${c.name(p)}\n${P.dob}: ${c.dob(p)}\n${P.nationality}: ${ctry}\n${P.passport}: ${c.passport(ctry)}\n${P.expiry}: ${c.rawNeg('date', `${r.int(2027, 2035)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`)}\n`;
    d.w`${P.email}: ${c.email(p)}\n${P.mobile}: ${c.phone(c.locale, true)}\n`;
    if (r.chance(0.4)) d.w`${c.say({ en: 'Card', de: 'Karte', fr: 'Carte', es: 'Tarjeta' })}: ${c.neg('masked_card')}\n`;
    d.w`E-ticket ${c.neg('ticket_number')}\n`;
  },

  passport_scan_mrz(c, d) {
    const { r, P } = c;
    const p = c.person();
    const ctry = r.chance(0.7) ? c.country() : r.pick(['USA', 'GBR', 'DEU', 'FRA', 'ITA', 'ESP', 'NLD', 'POL', 'IND', 'BRA']);
    const no = c.passportNo(ctry).slice(0, 9);
    const latin = { ...p, family: p.latinFamily, given: p.latinGiven };
    const { line1, line2, dob } = mrzFields(r, ctry, latin, no);
    d.w`${r.pick(['OCR result', 'Scan', 'document_text'])} (${c.neg('uuid')}):\n`;
    d.w`${P.name}: ${c.name({ ...p, full: `${latin.family.toUpperCase()} ${latin.given.toUpperCase()}`, native: false })}\n`;
    d.w`${P.passport}: ${c.rawLabel('passport', `passport_${ctry.toLowerCase()}`, no)}\n${P.nationality}: ${ctry}\n\n`;
    // MRZ: passport number, name and birth date inside the zone are labelled; the zone's name and date fields are soft (encoded, not as written).
    const inZone = line1.slice(5).replace(/<+$/, '');
    d.w`${line1.slice(0, 5)}${c.rawLabel('person_name', 'mrz_name', inZone, true)}${line1.slice(5 + inZone.length)}\n`;
    d.w`${c.rawLabel('passport', `passport_${ctry.toLowerCase()}`, line2.slice(0, 9).replace(/<+$/, ''))}${line2.slice(0, 9).match(/<*$/)[0]}${line2.slice(9, 13)}${c.rawLabel('date_of_birth', 'mrz_date_of_birth', dob, true)}${line2.slice(19)}\n`;
  },

  kyc_form(c, d) {
    const { r, P } = c;
    const p = c.person();
    const id = c.nid(p);
    const col = (label, value) => d.w`${label.padEnd(28, r.chance(0.5) ? ' ' : '.')}${value}\n`;
    d.w`${c.say({ en: 'CUSTOMER ONBOARDING — KYC', de: 'KUNDENIDENTIFIKATION', fr: 'CONNAISSANCE CLIENT (KYC)', es: 'FORMULARIO KYC', ja: '本人確認書類', zh: '客户身份识别' })}\n${'='.repeat(40)}\n`;
    col(P.name, c.name(p)); col(P.dob, c.dob(p)); col(P.address, c.addr()); col(id.word, id.label);
    if (r.chance(0.6)) col(P.passport, c.passport());
    col(P.email, c.email(p)); col(P.phone, c.phone());
    if (r.chance(0.5)) col(c.say({ en: 'Bank details', de: 'Bankverbindung', fr: 'Coordonnées bancaires', es: 'Datos bancarios', pt: 'Dados bancários', it: 'Coordinate bancarie', nl: 'Bankgegevens', pl: 'Dane do przelewu', sv: 'Bankuppgifter', ja: '振込先', zh: '收款账户', ko: '입금 계좌', ar: 'الحساب البنكي', hi: 'बैंक विवरण', tr: 'Banka bilgileri' }), c.bankAccount());
    col('Ref', c.neg('uuid'));
  },

  medical_intake(c, d) {
    const { r, P } = c;
    const p = c.person();
    d.w`${c.say({ en: 'PATIENT INTAKE', de: 'Patientenaufnahme', fr: 'Fiche patient', es: 'Ingreso de paciente', it: 'Scheda paziente', pt: 'Ficha do paciente', ja: '問診票', zh: '患者登记表', ko: '환자 접수', tr: 'Hasta kayıt formu' })}\n\n${P.name}:\n${c.name(p)}\n${P.dob}:\n${c.dob(p)}\n`;
    if (c.locale === 'en-US') d.w`Medicare MBI: ${c.nidOf('us_mbi', p)}\n`;
    else { const id = c.nid(p); d.w`${id.word}:\n${id.label}\n`; }
    d.w`${P.address}:\n${c.addr()}\n${P.emergency}:\n${c.name(c.person())} ${c.phone()}\n`;
    d.w`Allergies: ${r.pick(['penicillin', 'none', 'Nüsse', 'latex'])}   Visit ${c.neg('order_no')}   ${c.neg('date')}\n`;
  },

  password_reset_email(c, d) {
    const { r, P } = c;
    const p = c.person();
    d.w`${P.subject}: ${c.say({ en: 'Your account', de: 'Ihr Zugang', fr: 'Votre compte', es: 'Tu cuenta', ja: 'アカウント情報', zh: '账户信息', ko: '계정 안내', tr: 'Hesabınız' })}\nTo: ${c.email(p)}\n\n${P.hi} ${c.given(p)},\n\n`;
    d.w`${P.username}: ${c.emailText(p).split('@')[0]}\n${P.tempPw} ${r.chance(0.5) ? '' : '"'}${c.pw({ noSpace: r.chance(0.5) })}${r.chance(0.5) ? '' : '"'}\n`;
    d.w`${c.say({ en: 'Link expires', de: 'Gültig bis', fr: 'Expire le' })}: ${c.neg('timestamp')}\nhttps://portal.${c.companyDomain()}/reset?token=${c.token('opaque_bearer')}\n${c.say({ en: 'Logo', de: 'Logo', fr: 'Logo' })}: https://cdn.${c.companyDomain()}${c.neg('path_token')}\n${c.say({ en: 'Do not reply.', de: 'Bitte nicht antworten.', fr: 'Ne pas répondre.' })}\n`;
  },

  stackoverflow_question(c, d) {
    const { r } = c;
    d.w`Title: ${r.pick(['psycopg2 OperationalError: password authentication failed', 'Why does my JWT fail verification?', 'Regex for e-mail validation matches too much', 'boto3 NoCredentialsError in Lambda'])}\n\n`;
    d.w`I'm connecting like this (real password replaced? no, I forgot):\n\n    conn = connect("${c.conn('postgres')}")\n\n`;
    d.w`In the docs the example uses ${c.neg('doc_example')} and ${c.neg('doc_email')}, and that works.\n`;
    if (r.chance(0.5)) d.w`Token I get back: ${c.token('jwt')}\n`;
    d.w`Versions: python ${c.neg('version')}, psycopg2 ${c.neg('version')}. Any idea?\n`;
  },

  sms_2fa(c, d) {
    const { r, P } = c;
    const p = c.person();
    d.w`${c.say({ en: 'From', de: 'Von', fr: 'De', es: 'De', pt: 'De', it: 'Da' })}: ${c.phone(c.locale, true)}\n${c.given(p)}, ${c.say({ en: 'your code is', de: 'dein Code lautet', fr: 'votre code est', es: 'tu código es', it: 'il tuo codice è', nl: 'je code is', pl: 'twój kod to', sv: 'din kod är', pt: 'seu código é', tr: 'kodunuz' })} ${r.digits(6)}. ${P.tempPw} ${c.pw({ noSpace: true })}\n`;
  },
};

import { mrzTd3 } from './ids.mjs';
function mrzFields(r, country, p, passport) {
  return mrzTd3(r, { country, family: p.family, given: p.given, passport, sex: r.pick(['M', 'F']) });
}

// What people type in chats, per language.
const chatLines = {
  en: { wifi: 'wifi password is', sendTo: 'send it to', myMail: 'my email', login: 'netflix login', ok: 'ok 👍', pay: 'pay me in', meet: 'meet at', at7: 'at 7', confirm: 'could you confirm your details?', team: 'Customer Success' },
  de: { wifi: 'WLAN-Passwort:', sendTo: 'schick es an', myMail: 'meine Mail', login: 'Router-Passwort', ok: 'passt 👍', pay: 'zahl in', meet: 'treffen uns bei', at7: 'um 19 Uhr', confirm: 'bitte bestätigen Sie Ihre Daten.', team: 'Kundenservice' },
  fr: { wifi: 'mot de passe wifi :', sendTo: 'envoie-le au', myMail: 'mon mail', login: 'le code de la box', ok: 'ok merci !', pay: 'paie-moi en', meet: 'rdv devant', at7: 'à 19h', confirm: 'pouvez-vous confirmer vos coordonnées ?', team: 'Service client' },
  es: { wifi: 'la clave del wifi es', sendTo: 'mándalo a', myMail: 'mi correo', login: 'la contraseña de la app del banco', ok: 'vale 👍', pay: 'págame en', meet: 'quedamos en', at7: 'a las 7', confirm: '¿puede confirmar sus datos?', team: 'Atención al cliente' },
  pt: { wifi: 'a senha do wifi é', sendTo: 'manda pra', myMail: 'meu e-mail', login: 'senha do app', ok: 'beleza 👍', pay: 'me paga em', meet: 'te encontro na', at7: 'às 19h', confirm: 'pode confirmar seus dados?', team: 'Atendimento' },
  it: { wifi: 'la password del wifi è', sendTo: 'mandalo a', myMail: 'la mia mail', login: 'password della banca', ok: 'ok grazie', pay: 'pagami in', meet: 'ci vediamo da', at7: 'alle 19', confirm: 'può confermare i suoi dati?', team: 'Assistenza clienti' },
  nl: { wifi: 'wifi wachtwoord is', sendTo: 'stuur het naar', myMail: 'mijn mail', login: 'inlog van de router', ok: 'top 👍', pay: 'betaal in', meet: 'zien elkaar bij', at7: 'om 7 uur', confirm: 'kunt u uw gegevens bevestigen?', team: 'Klantenservice' },
  pl: { wifi: 'hasło do wifi to', sendTo: 'wyślij na', myMail: 'mój mail', login: 'hasło do banku', ok: 'ok dzięki', pay: 'zapłać w', meet: 'widzimy się przy', at7: 'o 19', confirm: 'proszę potwierdzić swoje dane.', team: 'Obsługa klienta' },
  sv: { wifi: 'wifi-lösenordet är', sendTo: 'skicka till', myMail: 'min mejl', login: 'lösenordet till routern', ok: 'toppen 👍', pay: 'betala i', meet: 'vi ses vid', at7: 'kl 19', confirm: 'kan du bekräfta dina uppgifter?', team: 'Kundtjänst' },
  ja: { wifi: 'Wi-Fiのパスワードは', sendTo: '送り先は', myMail: 'メアド', login: 'ルーターのパスワード', ok: '了解です', pay: '支払いは', meet: '待ち合わせは', at7: 'で19時に', confirm: 'ご登録内容をご確認いただけますか。', team: 'カスタマーサポート' },
  zh: { wifi: 'WiFi密码是', sendTo: '寄到', myMail: '我的邮箱', login: '路由器密码', ok: '好的', pay: '用这个地址付', meet: '在', at7: '见，7点', confirm: '请确认您的信息。', team: '客服中心' },
  ko: { wifi: '와이파이 비번은', sendTo: '여기로 보내줘', myMail: '내 메일', login: '공유기 비밀번호', ok: '넵', pay: '여기로 보내줘', meet: '만나는 곳', at7: '7시', confirm: '정보를 확인해 주시겠어요?', team: '고객센터' },
  ar: { wifi: 'كلمة سر الواي فاي', sendTo: 'أرسلها إلى', myMail: 'بريدي', login: 'كلمة مرور الراوتر', ok: 'تمام', pay: 'ادفع إلى محفظة', meet: 'نلتقي عند', at7: 'الساعة 7', confirm: 'هل يمكنكم تأكيد بياناتكم؟', team: 'خدمة العملاء' },
  hi: { wifi: 'वाईफ़ाई पासवर्ड है', sendTo: 'यहाँ भेज दो', myMail: 'मेरा ईमेल', login: 'राउटर पासवर्ड', ok: 'ठीक है', pay: 'इसमें भेजो', meet: 'मिलते हैं', at7: 'शाम 7 बजे', confirm: 'कृपया अपनी जानकारी की पुष्टि करें।', team: 'ग्राहक सेवा' },
  tr: { wifi: 'wifi şifresi', sendTo: 'şuraya gönder', myMail: 'mailim', login: 'modem şifresi', ok: 'tamam 👍', pay: 'şuradan öde', meet: 'şurada buluşalım', at7: 'saat 7de', confirm: 'bilgilerinizi teyit eder misiniz?', team: 'Müşteri Hizmetleri' },
};

const pad2 = (n) => String(n).padStart(2, '0');
