// Forms and paperwork: letters, invoices, labels, bookings with MRZ lines, applications, and
// PDF-to-text output where labels and values were torn apart.
import { mrzTd3 } from './ids.mjs';

const pad = (n) => String(n).padStart(2, '0');

export const formKinds = {
  hr_letter(c, d) {
    const { r, P } = c;
    const p = c.person(), hr = c.person();
    const id = c.nid(p);
    d.w`${c.name(p)}\n${c.addr('\n')}\n\n${c.neg('date')}\n\n${P.dear} ${c.salute(p)},\n\n`;
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

  delivery_route_notes(c, d) {
    const { r } = c;
    const stops = r.int(3, 6);
    d.w`${c.say({ en: 'Route', de: 'Tour', fr: 'Tournée', es: 'Ruta', it: 'Giro', nl: 'Rit', pl: 'Trasa', sv: 'Rutt', pt: 'Rota', tr: 'Rota', ja: 'ルート', zh: '路线', ko: '경로' })} ${r.chars(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}-${r.int(10, 99)} ${c.neg('date')}\n`;
    for (let i = 1; i <= stops; i++) {
      const who = c.person();
      d.w`${i}. ${c.addr()} — ${r.chance(0.6) ? c.name(who) : c.say({ en: 'leave at door', de: 'vor die Tür', fr: 'déposer devant la porte', es: 'dejar en la puerta', ja: '置き配', zh: '放门口', ko: '문 앞' })}${r.chance(0.4) ? [' · ', c.phone()] : ''} (${r.int(1, 4)} ${c.say({ en: 'parcels', de: 'Pakete', fr: 'colis', es: 'paquetes' })}, ${c.neg('tracking')})\n`;
    }
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

  booking_confirmation_mrz(c, d) {
    const { r, P } = c;
    const p = c.person();
    const ctry = c.country(p.locale);
    const no = c.passportNo(ctry).slice(0, 9);
    const z = mrzTd3(r, { country: ctry, family: p.latinFamily, given: p.latinGiven, passport: no, sex: r.pick(['M', 'F']) });
    d.w`${c.say({ en: 'Your trip is confirmed', de: 'Ihre Reise ist bestätigt', fr: 'Votre voyage est confirmé', es: 'Tu viaje está confirmado', it: 'Il tuo viaggio è confermato', nl: 'Je reis is bevestigd', pl: 'Twoja podróż została potwierdzona', sv: 'Din resa är bekräftad', pt: 'Sua viagem está confirmada', tr: 'Seyahatiniz onaylandı', ja: 'ご旅行が確定しました', zh: '您的行程已确认', ko: '여행이 확정되었습니다', ar: 'تم تأكيد رحلتك', hi: 'आपकी यात्रा की पुष्टि हो गई है' })}, ${c.name(p)}!\n\n`;
    d.w`${P.booking}: ${r.chars(6, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789')}   ${P.flight} ${r.pick(['TK', 'LH', 'QR', 'EK'])}${r.int(10, 999)}   ${c.neg('date')}\n`;
    d.w`${c.say({ en: 'Travel document as scanned at check-in', de: 'Reisedokument (Scan beim Check-in)', fr: 'Document de voyage (lu au check-in)', es: 'Documento de viaje (leído en el check-in)' })}:\n`;
    const inZone = z.line1.slice(5).replace(/<+$/, '');
    d.w`${z.line1.slice(0, 5)}${c.rawLabel('person_name', 'mrz_name', inZone, true)}${z.line1.slice(5 + inZone.length)}\n`;
    const num = z.line2.slice(0, 9).replace(/<+$/, '');
    d.w`${c.rawLabel('passport', `passport_${ctry.toLowerCase()}`, num)}${z.line2.slice(num.length, 13)}${c.rawLabel('date_of_birth', 'mrz_date_of_birth', z.dob, true)}${z.line2.slice(19)}\n\n`;
    d.w`${P.email}: ${c.email(p)} · ${c.say({ en: 'Seat', de: 'Sitz', fr: 'Siège', es: 'Asiento' })} ${r.int(1, 45)}${r.pick(['A', 'C', 'D', 'F'])} · E-ticket ${c.neg('ticket_number')}\n`;
  },

  boarding_pass(c, d) {
    const { r, P } = c;
    const p = c.person();
    const upper = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ł/g, 'l').replace(/ı/g, 'i').toUpperCase().replace(/[^A-Z]/g, '');
    const fam = upper(p.latinFamily), giv = upper(p.latinGiven);
    d.w`BOARDING PASS  ${P.flight} ${r.pick(['LH', 'TK', 'KE', 'QR'])}${r.int(10, 999)}  SEAT ${r.int(1, 45)}${r.pick(['A', 'C', 'F', 'K'])}\n${P.passenger}: ${c.rawLabel('person_name', 'full_name', `${fam}/${giv}`)}\n`;
    d.w`APIS: ${c.passport()} / ${c.country()} / ${c.dob(p)}\nBCBP: M1${c.rawLabel('person_name', 'bcbp_name', `${fam}/${giv}`.slice(0, 20), true)}${' '.repeat(Math.max(1, 20 - `${fam}/${giv}`.slice(0, 20).length))}E${r.chars(6, 'ABCDEFGHJKLMNPQRSTUVWXYZ')} FRAIST TK 1590 ${r.int(100, 365)}Y0${r.int(10, 45)}A0${r.digits(3)} 100\n`;
    d.w`E-TKT ${c.rawNeg('ticket_number', r.digits(13))}\n`;
  },

  hotel_registration(c, d) {
    const { r, P } = c;
    const guests = r.int(1, 3);
    d.w`${c.say({ en: 'GUEST REGISTRATION', de: 'MELDESCHEIN', fr: 'FICHE DE POLICE', es: 'PARTE DE ENTRADA DE VIAJEROS', ja: '宿泊者名簿' })} — ${r.pick(['Hotel Alpenrose', 'Hôtel du Parc', 'Hostal Mirador'])} — ${c.neg('date')}\n`;
    for (let i = 0; i < guests; i++) {
      const p = c.person(r.chance(0.7) ? c.locale : r.pick(['en-US', 'de-DE', 'ja-JP', 'pt-BR', 'ko-KR']));
      const ctry = c.country(p.locale);
      d.w`${i + 1}) ${c.listedName(p)} | ${c.dob(p)} | ${ctry} | ${r.pick(['PP ', 'Passport ', 'Pass ', 'Passeport ', '', ''])}${c.passport(ctry)} | ${c.addr(', ', p.locale)}\n`;
    }
    if (r.chance(0.6)) d.w`${c.say({ en: 'Guarantee card', de: 'Garantiekarte', fr: 'Carte de garantie', es: 'Tarjeta de garantía' })}: ${c.card()}  ${pad(r.int(1, 12))}/${r.int(27, 31)}\n`;
    d.w`${c.say({ en: 'Room', de: 'Zimmer', fr: 'Chambre', es: 'Habitación' })} ${r.int(101, 640)}  ${c.say({ en: 'Nights', de: 'Nächte' })} ${r.int(1, 9)}  Folio ${c.neg('order_no')}\n`;
  },

  visa_application(c, d) {
    const { r, P } = c;
    const p = c.person();
    const ctry = c.country();
    d.w`${c.say({ en: 'VISA APPLICATION FORM', de: 'ANTRAG AUF ERTEILUNG EINES VISUMS', fr: 'DEMANDE DE VISA', es: 'SOLICITUD DE VISADO', zh: '签证申请表' })}\n\n1. ${P.name}: ${c.name(p)}\n2. ${P.dob}: ${c.dob(p)}\n3. ${c.say({ en: 'Place of birth', de: 'Geburtsort', fr: 'Lieu de naissance', es: 'Lugar de nacimiento' })}: ${c.neg('place_person_like')}\n`;
    d.w`4. ${P.nationality}: ${ctry}\n5. ${c.say({ en: 'Travel document number', de: 'Nummer des Reisedokuments', fr: 'Numéro du document de voyage' })}: ${c.passport(ctry)}\n6. ${c.say({ en: 'Date of issue', de: 'Ausstellungsdatum', fr: 'Date de délivrance', es: 'Fecha de expedición' })}: ${c.neg('date')}\n`;
    d.w`7. ${P.address}: ${c.addr()}\n8. ${P.email} / ${P.phone}: ${c.email(p)} / ${c.phone(c.locale, true)}\n`;
    if (r.chance(0.6)) { const id = c.nid(p); d.w`9. ${id.word}: ${id.label}\n`; }
    d.w`10. ${c.say({ en: 'Inviting person', de: 'Einladende Person', fr: 'Personne invitante', es: 'Persona que invita' })}: ${c.name(c.person('en-GB'))}, ${c.addr(', ', 'en-GB')}\n`;
  },

  kyc_form(c, d) {
    const { r, P } = c;
    const p = c.person();
    const id = c.nid(p);
    const col = (label, value) => d.w`${label.padEnd(28, r.chance(0.5) ? ' ' : '.')}${value}\n`;
    d.w`${c.say({ en: 'CUSTOMER ONBOARDING — KYC', de: 'KUNDENIDENTIFIKATION', fr: 'CONNAISSANCE CLIENT (KYC)', es: 'FORMULARIO KYC', ja: '本人確認書類', zh: '客户身份识别' })}\n${'='.repeat(40)}\n`;
    col(P.name, c.listedName(p)); col(P.dob, c.dob(p)); col(P.address, c.addr()); col(id.word, id.label);
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

  pdf_form_columns(c, d) {
    const { r, P } = c;
    const p = c.person();
    const id = c.nid(p);
    // Two-column layout flattened by a PDF extractor: labels on one line, values on the next.
    d.w`${c.say({ en: 'APPLICATION FOR ACCOUNT', de: 'KONTOERÖFFNUNGSANTRAG', fr: "DEMANDE D'OUVERTURE DE COMPTE", es: 'SOLICITUD DE APERTURA' })}          Page 1 of 2\n\n`;
    d.w`${P.name.padEnd(36)}${P.dob}\n${c.name(p)}${' '.repeat(r.int(4, 14))}${c.dob(p)}\n\n`;
    d.w`${P.address}\n${c.addr('\n')}\n\n${id.word.padEnd(36)}${P.passport}\n${id.label}${' '.repeat(r.int(6, 16))}${c.passport()}\n\n`;
    d.w`${P.phone.padEnd(36)}${P.email}\n${c.phone()}${' '.repeat(r.int(6, 16))}${c.email(p)}\n\n${c.say({ en: 'Form', de: 'Formular', fr: 'Formulaire', es: 'Formulario' })} ${c.neg('sku')} rev ${c.neg('version')}\n`;
  },

  pdf_form_stacked(c, d) {
    const { r, P } = c;
    const p = c.person();
    const id = c.nid(p);
    const fields = [[P.name, c.name(p)], [P.dob, c.dob(p)], [id.word, id.label], [P.passport, c.passport()], [P.phone, c.phone()], [P.email, c.email(p)]];
    const chosen = r.sample(fields, r.int(4, 6));
    d.w`${c.say({ en: 'Application', de: 'Antrag', fr: 'Demande', es: 'Solicitud', it: 'Domanda', nl: 'Aanvraag', pl: 'Wniosek', sv: 'Ansökan', pt: 'Requerimento', tr: 'Başvuru', ja: '申請書', zh: '申请表', ko: '신청서' })} ${c.neg('order_no')}\n\n`;
    for (const [label] of chosen) d.w`${label}:\n`;
    d.put('\n');
    for (const [, value] of chosen) d.w`${value}\n`;
    d.w`\n${P.address}\n${c.addr('\n')}\n\n${c.say({ en: 'Page', de: 'Seite', fr: 'Page', es: 'Página' })} 1/${r.int(2, 4)}   ${c.neg('sku')}\n`;
  },

  tax_form(c, d) {
    const { r } = c;
    const p = c.person();
    if (c.locale === 'de-DE' || c.locale === 'de-AT' || c.locale === 'de-CH') {
      d.w`Ausdruck der elektronischen Lohnsteuerbescheinigung für ${r.int(2024, 2025)}\n\nIdentifikationsnummer: ${c.nidOf('de_steuer_id', p)}\nPersonalnummer: ${r.int(1000, 99999)}\n`;
      d.w`${c.name(p)}\n${c.addr('\n', 'de-DE')}\ngeboren am ${c.dob(p, 'de')}\n\nTransferticket: ${c.rawNeg('reference', `${r.chars(4, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${r.digits(2)}${r.chars(6, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')}`)}\nArbeitgeber: ${c.neg('company_person_like')} GmbH, Steuernummer ${c.rawNeg('company_registration', `${r.digits(2)}/${r.digits(3)}/${r.digits(5)}`)}\n3. Bruttoarbeitslohn ${c.neg('amount')}\n`;
      return;
    }
    d.w`Form W-2 Wage and Tax Statement ${r.int(2024, 2025)}\n\na Employee's social security number\n${c.nidOf('us_ssn', p)}\nb Employer identification number (EIN)\n${c.rawNeg('company_registration', `${r.digits(2)}-${r.digits(7)}`)}\n`;
    d.w`c Employer's name, address, and ZIP code\n${c.neg('company_person_like')} Inc.\n${c.bizAddr('\n', 'en-US')}\ne Employee's first name and initial   Last name\n${c.name(p)}\nf Employee's address and ZIP code\n${c.addr('\n', 'en-US')}\n1 Wages, tips, other compensation  ${c.neg('amount')}\n`;
  },

  rental_application(c, d) {
    const { r, P } = c;
    const p = c.person();
    const id = c.nid(p);
    d.w`${c.say({ en: 'RENTAL APPLICATION', de: 'MIETERSELBSTAUSKUNFT', fr: 'DOSSIER DE LOCATION', es: 'SOLICITUD DE ALQUILER', nl: 'HUURAANVRAAG', it: 'RICHIESTA DI LOCAZIONE' })}\n\n`;
    d.w`${c.say({ en: 'Applicant', de: 'Mietinteressent/in', fr: 'Candidat(e)', es: 'Solicitante', nl: 'Aanvrager', it: 'Richiedente' })}: ${c.name(p)}, ${P.born} ${c.dob(p)}\n`;
    d.w`${c.say({ en: 'Current address', de: 'Derzeitige Anschrift', fr: 'Adresse actuelle', es: 'Domicilio actual', nl: 'Huidig adres', it: 'Indirizzo attuale' })}: ${c.addr()}\n${c.say({ en: 'Previous address', de: 'Vorherige Anschrift', fr: 'Adresse précédente', es: 'Domicilio anterior', nl: 'Vorig adres', it: 'Indirizzo precedente' })}: ${c.addr()}\n`;
    d.w`${c.say({ en: 'Employer', de: 'Arbeitgeber', fr: 'Employeur', es: 'Empresa', nl: 'Werkgever', it: 'Datore di lavoro' })}: ${c.neg('company_person_like')}, ${c.say({ en: 'net income', de: 'Nettoeinkommen', fr: 'revenu net', es: 'ingresos netos' })} ${c.neg('amount')}\n${id.word}: ${id.label}\n${P.phone}: ${c.phone()} · ${P.email}: ${c.email(p)}\n`;
    d.w`${c.say({ en: 'Property', de: 'Objekt', fr: 'Logement', es: 'Vivienda', nl: 'Woning', it: 'Immobile' })}: ${c.addr()}\n`;
  },

  school_enrollment(c, d) {
    const { r, P } = c;
    const child = c.person(), parent = c.person();
    child.dob = { y: r.int(2012, 2020), m: r.int(1, 12), d: r.int(1, 28) };
    d.w`${c.say({ en: 'Enrolment form', de: 'Anmeldung Grundschule', fr: "Fiche d'inscription scolaire", es: 'Ficha de matrícula', it: 'Modulo di iscrizione', nl: 'Inschrijfformulier', pl: 'Karta zapisu', sv: 'Inskrivningsblankett', pt: 'Ficha de matrícula', tr: 'Okul kayıt formu', ja: '入学申込書', zh: '入学登记表', ko: '입학 신청서' })}\n\n`;
    d.w`${c.say({ en: 'Pupil', de: 'Kind', fr: 'Élève', es: 'Alumno/a', it: 'Alunno/a', nl: 'Leerling', pl: 'Uczeń', sv: 'Elev', pt: 'Aluno(a)', tr: 'Öğrenci', ja: '児童', zh: '学生', ko: '학생' })}: ${c.name(child)}\n${P.dob}: ${c.dob(child)}\n`;
    if (r.chance(0.5)) { const id = c.nid(child); d.w`${id.word}: ${id.label}\n`; }
    d.w`${c.say({ en: 'Parent / guardian', de: 'Erziehungsberechtigte/r', fr: 'Responsable légal', es: 'Padre / madre / tutor', it: 'Genitore', nl: 'Ouder / verzorger', pl: 'Rodzic', sv: 'Vårdnadshavare', pt: 'Responsável', tr: 'Veli', ja: '保護者', zh: '监护人', ko: '보호자' })}: ${c.name(parent)}, ${c.phone()}, ${c.email(parent)}\n${P.address}: ${c.addr()}\n`;
    d.w`${c.say({ en: 'Class', de: 'Klasse', fr: 'Classe', es: 'Curso' })}: ${r.int(1, 6)}${r.pick(['a', 'b', 'c'])} · ${c.say({ en: 'Form no.', de: 'Formular-Nr.', fr: 'Formulaire n°' })} ${c.neg('sku')}\n`;
  },

  insurance_claim(c, d) {
    const { r, P } = c;
    const p = c.person(), w = c.person();
    d.w`${c.say({ en: 'CLAIM FORM', de: 'SCHADENMELDUNG', fr: 'DÉCLARATION DE SINISTRE', es: 'PARTE DE SINIESTRO', it: 'DENUNCIA DI SINISTRO', nl: 'SCHADEFORMULIER', pt: 'PARTICIPAÇÃO DE SINISTRO' })} ${c.neg('order_no')}\n`;
    d.w`${c.say({ en: 'Policyholder', de: 'Versicherungsnehmer/in', fr: 'Assuré(e)', es: 'Tomador', it: 'Contraente', nl: 'Verzekeringnemer', pt: 'Segurado' })}: ${c.name(p)} (${P.dob.toLowerCase()} ${c.dob(p)})\n${P.address}: ${c.addr()}\n`;
    d.w`${c.say({ en: 'What happened', de: 'Hergang', fr: 'Circonstances', es: 'Descripción', it: 'Dinamica', nl: 'Toedracht', pt: 'Descrição' })}: ${c.say({ en: 'rear-ended at the junction near', de: 'Auffahrunfall an der Kreuzung bei', fr: 'accrochage au carrefour près de', es: 'alcance en el cruce cerca de', it: 'tamponamento all\'incrocio vicino a', nl: 'kop-staartbotsing bij', pt: 'colisão traseira perto de' })} ${c.neg('place_person_like')}; ${c.say({ en: 'witness', de: 'Zeuge', fr: 'témoin', es: 'testigo', it: 'testimone', nl: 'getuige', pt: 'testemunha' })} ${c.name(w)}, ${c.phone()}.\n`;
    d.w`${c.say({ en: 'Vehicle', de: 'Fahrzeug', fr: 'Véhicule', es: 'Vehículo' })}: ${c.rawNeg('place_or_brand', r.pick(['Ford Mustang', 'Alfa Romeo Giulia', 'Aston Martin DB11', 'Mercedes-Benz C 200', 'Citroën Jumper', 'Rolls-Royce Ghost', 'Lincoln Navigator']))}, VIN ${c.rawNeg('vin', r.chars(17, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'))}\n${c.say({ en: 'Pay to', de: 'Auszahlung an', fr: 'Règlement sur', es: 'Abonar en' })}: ${c.bankAccount()}\n`;
  },

  card_payment_form(c, d) {
    const { r, P } = c;
    const p = c.person();
    d.w`${c.say({ en: 'PAYMENT DETAILS', de: 'ZAHLUNGSDATEN', fr: 'PAIEMENT', es: 'DATOS DE PAGO', ja: 'お支払い情報' })}\n${c.say({ en: 'Cardholder', de: 'Karteninhaber', fr: 'Titulaire', es: 'Titular' })}: ${c.name(p)}\n${c.say({ en: 'Card number', de: 'Kartennummer', fr: 'N° de carte', es: 'Número de tarjeta' })}: ${c.card()}\n`;
    d.w`${c.say({ en: 'Expiry', de: 'Gültig bis', fr: 'Expiration' })}: ${pad(r.int(1, 12))}/${r.int(27, 31)}   CVC: ${r.digits(3)}\n${P.billTo}: ${c.addr()}\n${c.say({ en: 'Transaction', de: 'Vorgang', fr: 'Transaction', es: 'Operación' })}: ${c.neg('uuid')}   ${P.total}: ${c.neg('amount')}\n`;
    if (r.chance(0.3)) d.w`${c.say({ en: 'Test card from the docs', de: 'Testkarte laut Doku', fr: 'Carte de test de la doc', es: 'Tarjeta de prueba de la documentación' })}: ${c.neg('test_card')}\n`;
  },

  crypto_payment_request(c, d) {
    const { r, P } = c;
    const p = c.person();
    const k = c.walletKind();
    d.w`${P.invoice} ${c.neg('order_no')} — ${c.coin(k)}\n${P.customer}: ${c.name(p)}\n\n${c.say({ en: 'Send exactly', de: 'Bitte genau', fr: 'Envoyez exactement', es: 'Envíe exactamente', it: 'Invia esattamente' })} ${r.int(1, 900) / 100} ${c.coin(k)} ${c.say({ en: 'to', de: 'an', fr: 'à', es: 'a' })}:\n${c.wallet(k)}\n\n`;
    d.w`${c.say({ en: 'Previous payment', de: 'Letzte Zahlung', fr: 'Paiement précédent' })}: tx ${c.neg(k === 'eth' || k === 'tron' ? 'tx_hash' : 'btc_txid')} (${r.int(1, 60)} confirmations, block ${c.rawNeg('count', String(r.int(800000, 21000000)))})\n`;
    if (r.chance(0.5)) d.w`Contract data: ${c.neg('hex_blob')}\n`;
    const token = r.pick([['USDT', '0xdAC17F958D2ee523a2206206994597C13D831ec7'], ['USDC', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'], ['WETH', '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2']]);
    if (r.chance(0.4)) d.w`${c.say({ en: 'Token contract', de: 'Token-Vertrag', fr: 'Contrat du jeton', es: 'Contrato del token' })} (${token[0]}): ${c.rawNeg('contract_address', token[1])}\n`;
    if (r.chance(0.3)) d.w`${c.say({ en: 'Receipt NFT metadata', de: 'Beleg-NFT Metadaten', fr: 'Métadonnées du reçu NFT', es: 'Metadatos del recibo NFT' })}: ${c.neg('ipfs_cid')}\n`;
    if (r.chance(0.4)) d.w`${c.say({ en: 'Refund address', de: 'Rückerstattung an', fr: 'Remboursement vers' })}: ${c.wallet()}\n`;
  },
};

function mrzFields(r, country, p, passport) {
  return mrzTd3(r, { country, family: p.family, given: p.given, passport, sex: r.pick(['M', 'F']) });
}
