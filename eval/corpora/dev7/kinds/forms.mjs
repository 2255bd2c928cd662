// Office forms and records: HR onboarding, KYC exports, travel bookings, passport scans, visa
// letters, CVs, medical and insurance letters, spreadsheets pasted as text.
import { L, N } from '../doc.mjs';
import { lex, one, byLang } from '../lexicon.mjs';
import { nameL, dobL, addressL, passportL, idL, ibanL, phoneL, emailL, walletL, cardL, bankPieces, negativeLine, person, formatDate, randomDate, ISO3, mrzCheck, passport } from '../pieces.mjs';

const p2 = (n) => String(n).padStart(2, '0');
const later = (r, lang) => formatDate(r, lang, randomDate(r, 2025, 2027));

export const hrOnboarding = {
  kind: 'hr_form', weight: 5,
  make(r, lang, d) {
    const x = lex(lang);
    const sep = r.pick([': ', ':\t', ' – ', ' = ', ':  ']);
    const { p, piece } = nameL(r, lang);
    d.line(byLang(r, lang, { en: ['EMPLOYEE ONBOARDING', 'New starter form'], de: 'Personalstammblatt', fr: 'Fiche d\'embauche', es: 'Ficha de alta', pt: 'Ficha de admissão', it: 'Scheda anagrafica dipendente', nl: 'Personeelsformulier', pl: 'Kwestionariusz osobowy pracownika', sv: 'Personaluppgifter', ja: '入社手続き書類', zh: '员工入职登记表', ko: '신규 입사자 정보', ar: 'نموذج بيانات موظف جديد', hi: 'नए कर्मचारी का विवरण', tr: 'İşe giriş formu' }));
    d.line(byLang(r, lang, { en: 'Employee ID', de: 'Personalnummer', fr: 'Matricule', es: 'Nº de empleado', ja: '社員番号', zh: '工号', ko: '사번', tr: 'Sicil no' }), sep, N('employee_id', `E${r.digits(6)}`));
    d.line(x.name, sep, piece);
    d.line(one(r, x.dob), sep, dobL(r, lang).piece);
    if (r.chance(0.8)) { const nid = idL(r, lang); d.line(nid.id.label, sep, nid.piece); }
    if (r.chance(0.75)) d.line(one(r, x.passport), sep, passportL(r, lang).piece, r.chance(0.4) ? [`  (${x.expiry}: `, N('expiry_date', later(r, lang)), ')'] : '');
    d.line(x.nationality, sep, r.pick(['DEU', 'FRA', 'ESP', 'TUR', 'IND', 'JPN', 'POL', 'BRA']));
    d.line(one(r, x.address), sep, r.chance(0.5) ? '\n' : '', addressL(r, lang));
    d.line(one(r, x.phone), sep, phoneL(r, lang));
    d.line(one(r, x.email), sep, emailL(r, p));
    d.line(...bankPieces(r, lang));
    d.line(byLang(r, lang, { en: 'Start date', de: 'Eintrittsdatum', fr: 'Date d\'entrée', es: 'Fecha de alta', pt: 'Data de admissão', it: 'Data di assunzione', nl: 'Datum in dienst', pl: 'Data zatrudnienia', sv: 'Anställningsdatum', ja: '入社日', zh: '入职日期', ko: '입사일', tr: 'İşe başlama tarihi' }), sep, N('non_birth_date', later(r, lang)));
    if (r.chance(0.6)) { const ec = nameL(r, lang); d.line(byLang(r, lang, { en: 'Emergency contact', de: 'Notfallkontakt', fr: 'Contact d\'urgence', es: 'Contacto de emergencia', pt: 'Contacto de emergência', it: 'Contatto di emergenza', ja: '緊急連絡先', zh: '紧急联系人', ko: '비상 연락처', tr: 'Acil durum kişisi' }), sep, ec.piece, ' (', byLang(r, lang, { en: ['spouse', 'mother', 'brother'], de: ['Ehefrau', 'Mutter', 'Partner'], fr: ['conjoint', 'mère'], es: ['madre', 'esposo'], ja: ['母', '配偶者'] }), ') ', phoneL(r, lang)); }
    if (r.chance(0.5)) d.line(byLang(r, lang, { en: 'Initial portal password', de: 'Initialpasswort', fr: 'Mot de passe provisoire', es: 'Contraseña inicial', pt: 'Senha inicial', it: 'Password iniziale', nl: 'Tijdelijk wachtwoord', pl: 'Hasło tymczasowe', sv: 'Tillfälligt lösenord', ja: '初期パスワード', zh: '初始密码', ko: '초기 비밀번호', ar: 'كلمة المرور المؤقتة', hi: 'अस्थायी पासवर्ड', tr: 'Geçici şifre' }), sep, L('password', 'initial', r.chance(0.5) ? r.alnum(10) : `${r.upper(1)}${r.lower(5)}${r.digits(4)}!`));
  },
};

export const kycExport = {
  kind: 'csv_export', weight: 5,
  make(r, lang, d) {
    const delim = r.pick([',', ';', '\t', '|']);
    const q = (piece) => (delim === ',' && /,|\n/.test(piece.value) ? ['"', piece, '"'] : [piece]);
    const cols = r.sample(['name', 'dob', 'passport', 'nid', 'iban', 'address', 'email', 'phone'], r.int(4, 7));
    if (!cols.includes('passport') && r.chance(0.6)) cols.push('passport');
    if (r.chance(0.15)) cols.push('wallet');
    const header = { name: r.pick(['full_name', 'Name', 'customer_name', 'holder']), dob: r.pick(['dob', 'birth_date', 'DateOfBirth', 'geb_datum']), passport: r.pick(['passport_no', 'PassportNumber', 'doc_number', 'pass_nr', 'travel_doc']), nid: r.pick(['national_id', 'tax_id', 'id_number', 'ssn']), iban: r.pick(['iban', 'IBAN', 'payout_account']), address: r.pick(['address', 'residence', 'street_address']), email: 'email', phone: r.pick(['phone', 'msisdn', 'mobile']), wallet: r.pick(['wallet_address', 'deposit_addr', 'crypto_wallet']) };
    d.line(['record_id', ...cols.map((c) => header[c]), 'created_at'].join(delim));
    const rows = r.int(3, 7);
    for (let i = 0; i < rows; i++) {
      const rowLang = r.chance(0.6) ? lang : r.pick(['en', 'de', 'fr', 'es', 'it', 'pl', 'tr', 'pt']);
      const nm = nameL(r, rowLang, { plain: r.chance(0.5) });
      const cells = cols.map((c) => {
        switch (c) {
          case 'name': return q(nm.piece);
          case 'dob': return [dobL(r, rowLang, r.pick(['iso', 'numeric', 'iso'])).piece];
          case 'passport': return r.chance(0.1) ? [] : [passportL(r, rowLang, { how: r.chance(0.85) ? 'plain' : 'lower' }).piece];
          case 'nid': return [idL(r, rowLang).piece];
          case 'iban': return [ibanL(r, rowLang).piece];
          case 'address': return q(addressL(r, rowLang, ', '));
          case 'email': return [emailL(r, nm.p)];
          case 'phone': return [phoneL(r, rowLang)];
          case 'wallet': return [walletL(r).piece];
        }
      });
      d.w(N('record_id', String(100000 + r.int(0, 899999))));
      for (const c of cells) d.w(delim, ...c);
      d.line(delim, N('timestamp', `2026-${p2(r.int(1, 12))}-${p2(r.int(1, 28))} ${p2(r.int(0, 23))}:${p2(r.int(0, 59))}`));
    }
  },
};

export const bookingRecord = {
  kind: 'travel_booking', weight: 5,
  make(r, lang, d) {
    const x = lex(lang);
    const pnr = r.chars('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 6);
    d.line(byLang(r, lang, { en: 'BOOKING CONFIRMATION', de: 'Buchungsbestätigung', fr: 'Confirmation de réservation', es: 'Reserva confirmada', pt: 'Reserva confirmada', it: 'Conferma di prenotazione', nl: 'Boekingsbevestiging', pl: 'Potwierdzenie rezerwacji', sv: 'Bokningsbekräftelse', ja: 'ご予約確認', zh: '预订确认', ko: '예약 확인', ar: 'تأكيد الحجز', hi: 'बुकिंग की पुष्टि', tr: 'Rezervasyon onayı' }), ' — PNR ', N('booking_reference', pnr));
    d.line('Flight ', N('flight_number', `${r.pick(['LH', 'AF', 'TK', 'KL', 'NH', 'KE', 'EK', 'IB'])}${r.int(100, 1999)}`), ' ', r.pick(['FRA-NRT', 'CDG-IST', 'MAD-GRU', 'ICN-AMS', 'DXB-BOM']), ' on ', N('non_birth_date', later(r, lang)));
    const pax = r.int(1, 3);
    const style = r.pick(['apis', 'table', 'kv']);
    for (let i = 0; i < pax; i++) {
      const p = person(r, lang, { native: false });
      const pp = passportL(r, lang);
      const dob = dobL(r, lang, r.pick(['iso', 'numeric', 'words']));
      if (style === 'apis') {
        // airline passenger data line: DOCS/P/ISS/NUMBER/NAT/DOB/SEX/EXP/SURNAME/GIVEN
        const iso3 = ISO3[pp.pp.country] ?? 'XXX';
        const dobApis = `${p2(dob.dt.d)}${['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'][dob.dt.m - 1]}${String(dob.dt.y).slice(2)}`;
        d.line(`SSR DOCS ${r.pick(['LH', 'TK', 'AF'])} HK1 P/${iso3}/`, L('passport', pp.pp.country, pp.pp.value), `/${iso3}/`, L('date_of_birth', 'apis', dobApis), `/${r.pick(['M', 'F'])}/${p2(r.int(1, 28))}MAR3${r.int(0, 4)}/`, L('person_name', p.culture, `${p.family.toUpperCase().replace(/ /g, '')}/${p.given.toUpperCase()}`), `-1.${i + 1}`);
      } else if (style === 'table') {
        d.line(`${i + 1}. `, L('person_name', p.culture, `${p.family.toUpperCase()}/${p.given.toUpperCase()} ${r.pick(['MR', 'MRS', 'MS'])}`), '  ', one(r, x.passport), ' ', pp.piece, '  ', one(r, x.dob), ' ', dob.piece);
      } else {
        d.line(r.pick(['Passenger', 'Reisender', 'Passager', 'Pasajero']), ` ${i + 1}: `, L('person_name', p.culture, p.full));
        d.line('  ', r.chance(0.7) ? one(r, x.passport) : r.pick(['Document', 'Doc no.', 'ID/Passport']), ': ', pp.piece, r.chance(0.5) ? ` (${pp.pp.country})` : '');
        d.line('  ', one(r, x.dob), ': ', dob.piece);
      }
    }
    d.line('Contact: ', emailL(r), ' / ', phoneL(r, lang));
    const paid = r.pick(['last4', 'full', 'none']);
    d.line('Fare: ', N('amount', `${r.int(200, 3000)}.${r.digits(2)} EUR`), paid === 'last4' ? [' — paid with card ending ', N('card_last4', r.digits(4))] : paid === 'full' ? [' — FOP CC ', cardL(r)] : '');
  },
};

/** OCR text of a passport data page: odd spacing, the machine-readable zone. */
export const passportScan = {
  kind: 'ocr_scan', weight: 4,
  make(r, lang, d) {
    const x = lex(lang);
    const p = person(r, lang, { native: false });
    const pp = passport(r, lang);
    const number = pp.value.replace(/ /g, '');
    const dob = randomDate(r, 1945, 2005);
    const exp = randomDate(r, 2027, 2036);
    const iso3 = (ISO3[pp.country] ?? 'UTO').padEnd(3, '<');
    const gap = () => ' '.repeat(r.int(1, 4));
    d.line(r.pick(['PASSPORT', 'REISEPASS / PASSPORT / PASSEPORT', 'PASSEPORT', 'PASAPORTE', '旅券 PASSPORT', 'PASZPORT', 'PASAPORT']), gap(), r.pick(['Type/Type', 'Typ', 'Tipo']), ' P', gap(), 'Code ', iso3.replace(/</g, ''));
    const spaced = r.chance(0.3);
    const shown = spaced && number.length >= 8 ? number.match(/.{1,3}/g).join(' ') : r.chance(0.15) ? number.toLowerCase() : number;
    d.line(r.pick([one(r, x.passport), 'Passport No./No. du passeport', 'Pass-Nr.', 'No.']), gap(), L('passport', pp.country, shown));
    d.line(r.pick(['Surname / Nom', 'Name/Surname', 'Apellidos']), gap(), L('person_name', p.culture, p.family.toUpperCase(), true));
    d.line(r.pick(['Given names / Prénoms', 'Vornamen/Given names', 'Nombres']), gap(), L('person_name', p.culture, p.given.toUpperCase(), true));
    d.line(r.pick([one(r, x.dob), 'Date of birth / Date de naissance']), gap(), L('date_of_birth', 'passport_page', `${p2(dob.d)} ${['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'][dob.m - 1]} ${r.chance(0.5) ? '/' + ['JANV', 'FÉVR', 'MARS', 'AVR', 'MAI', 'JUIN', 'JUIL', 'AOÛT', 'SEPT', 'OCT', 'NOV', 'DÉC'][dob.m - 1] + ' ' : ''}${dob.y}`));
    d.line(r.pick([x.expiry, 'Date of expiry']), gap(), N('expiry_date', `${p2(exp.d)} ${p2(exp.m)} ${exp.y}`));
    d.line(r.pick(['Authority', 'Behörde', 'Autorité']), gap(), r.pick(['Stadt Köln', 'Préfecture de Lyon', 'HMPO', 'Ministry of Foreign Affairs']));
    d.line('');
    // ICAO 9303 TD3 machine-readable zone
    const nameField = `${p.family.toUpperCase()}<<${p.given.toUpperCase()}`.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Z<]/g, '<');
    const line1 = `P<${iso3}${nameField}`.padEnd(44, '<').slice(0, 44);
    const num9 = number.slice(0, 9).padEnd(9, '<');
    const dobF = `${String(dob.y).slice(2)}${p2(dob.m)}${p2(dob.d)}`;
    const expF = `${String(exp.y).slice(2)}${p2(exp.m)}${p2(exp.d)}`;
    const optional = '<'.repeat(14);
    const sex = r.pick(['M', 'F']);
    const composite = num9 + mrzCheck(num9) + dobF + mrzCheck(dobF) + expF + mrzCheck(expF) + optional + mrzCheck(optional);
    d.line(L('person_name', 'mrz', line1, true));
    // the passport number inside the MRZ is the same document number: labelled again here
    d.line(L('passport', `${pp.country}_mrz`, num9.replace(/<+$/, '')), num9.slice(num9.replace(/<+$/, '').length), mrzCheck(num9), iso3, L('date_of_birth', 'mrz', dobF, true), mrzCheck(dobF), sex, expF, mrzCheck(expF), optional, mrzCheck(optional), mrzCheck(composite));
  },
};

export const visaLetter = {
  kind: 'visa_letter', weight: 3,
  make(r, lang, d) {
    const host = nameL(r, 'en', { plain: true });
    const guest = nameL(r, lang, { native: false, plain: true });
    const dob = dobL(r, 'en', r.pick(['words', 'numeric']));
    const pp = passportL(r, lang, { how: 'plain' });
    d.line(r.pick(['To the Consular Section', 'To: Embassy of the Federal Republic of Germany, Visa Section', 'Consulate General – Visa Department']));
    d.line(`Re: Letter of invitation for `, guest.piece);
    d.line('');
    d.w(`I, `, host.piece, r.pick([', residing at ', ', of ']), addressL(r, 'en', ', '), r.pick([', hereby invite ', ', would like to invite ']), r.pick(['my cousin ', 'our colleague ', 'my friend ', '']), guest.piece);
    d.w(r.pick([`, ${r.pick(['born', 'born on'])} `, ' (date of birth ']), dob.piece, r.pick([', ', '), ']), r.pick(['holder of passport no. ', 'passport number ', 'travelling on passport ', 'whose passport is ']), pp.piece);
    d.line(`, to visit me from `, N('non_birth_date', `${r.int(1, 28)} ${r.pick(['June', 'July', 'September'])} 2026`), ' to ', N('non_birth_date', `${r.int(1, 28)} ${r.pick(['July', 'August', 'October'])} 2026`), '.');
    d.line('I will cover accommodation and travel costs. My phone number is ', phoneL(r, 'en'), ' and my e-mail ', emailL(r, host.p), '.');
    if (r.chance(0.5)) d.line('Employer reference: ', N('reference_number', `HR-${r.digits(5)}`), '. Enclosed: copy of my ', r.pick(['residence permit', 'passport']), ' (', passportL(r, 'en').piece, ').');
    d.line('', '\nYours faithfully,\n', host.piece);
  },
};

export const cv = {
  kind: 'cv', weight: 3,
  make(r, lang, d) {
    const x = lex(lang);
    const { p, piece } = nameL(r, lang, { plain: true });
    d.line(piece);
    d.line(byLang(r, lang, { en: ['Senior Data Engineer', 'Registered Nurse'], de: 'Projektleiterin', fr: 'Ingénieur logiciel', es: 'Enfermera', pt: 'Contabilista certificado', it: 'Architetto', nl: 'Accountmanager', pl: 'Księgowa', sv: 'Systemutvecklare', ja: 'データアナリスト', zh: '软件工程师', ko: '마케팅 매니저', ar: 'مهندس مدني', hi: 'सॉफ़्टवेयर इंजीनियर', tr: 'Muhasebe uzmanı' }));
    d.line('');
    d.line(one(r, x.address), ': ', addressL(r, lang, r.pick([', ', '\n'])));
    d.line(one(r, x.phone), ': ', phoneL(r, lang), ' · ', emailL(r, p));
    if (['de', 'fr', 'it', 'es', 'pl', 'tr', 'ja', 'ko', 'zh', 'pt', 'nl'].includes(lang) || r.chance(0.3)) d.line(one(r, x.dob), ': ', dobL(r, lang, 'words').piece, r.chance(0.5) ? ` in ${r.pick(['Hamburg', 'Lyon', 'Sevilla', 'Kraków', 'İzmir', 'Osaka'])}` : '');
    d.line('');
    d.line(byLang(r, lang, { en: 'Experience', de: 'Berufserfahrung', fr: 'Expérience', es: 'Experiencia', pt: 'Experiência', it: 'Esperienza', nl: 'Werkervaring', pl: 'Doświadczenie', sv: 'Erfarenhet', ja: '職歴', zh: '工作经历', ko: '경력', ar: 'الخبرة', hi: 'अनुभव', tr: 'Deneyim' }));
    d.line(`${r.int(2015, 2021)}–${r.pick(['today', '2024', '2025'])}  `, N('company', r.pick(['Morgan Stanley', 'Hugo Boss', 'Siemens Healthineers', 'Dr. Oetker', 'Johnson & Johnson'])), ' — ', r.pick(['built the Kafka pipeline', 'led a team of 6', 'migrated Oracle to Postgres']));
    d.line(`${r.int(2008, 2014)}–${r.int(2015, 2020)}  `, r.pick(['Brightfield GmbH', 'Tidewater Ltd', 'Solaria S.L.']), ' — reference: ', nameL(r, lang, { plain: true }).piece, ', ', phoneL(r, lang));
    d.line(byLang(r, lang, { en: 'Skills: ', de: 'Kenntnisse: ', fr: 'Compétences : ', es: 'Habilidades: ', ja: 'スキル：', zh: '技能：', ko: '기술: ', tr: 'Beceriler: ' }), N('software', r.pick(['Jenkins', 'Django', 'Kubernetes', 'Apache Kafka'])), ', SQL, ', N('software', r.pick(['Jupyter', 'Grafana Loki', 'Ruby on Rails'])));
  },
};

export const medicalLetter = {
  kind: 'medical_letter', weight: 3,
  make(r, lang, d) {
    const x = lex(lang);
    const pat = nameL(r, lang, { plain: true });
    const doc = nameL(r, lang, { plain: true });
    const dob = dobL(r, lang);
    const L10 = (t) => byLang(r, lang === 'de' || lang === 'fr' || lang === 'es' ? lang : 'en', t);
    d.line(L10({ en: ['Dr ', 'Prof. '], de: ['Dr. med. ', 'Prof. Dr. '], fr: ['Dr ', 'Pr '], es: ['Dra. ', 'Dr. '] }), doc.piece, ' · ', L10({ en: ['Orthopaedic Outpatients', 'Cardiology Clinic'], de: 'Praxis für Innere Medizin', fr: 'Cabinet de cardiologie', es: 'Clínica San Rafael' }));
    d.line(addressL(r, lang, ', '));
    d.line('');
    d.line(L10({ en: ['Re: ', 'Patient: '], de: 'Betreff: ', fr: 'Objet : ', es: 'Asunto: ' }), pat.piece, L10({ en: [', DOB ', ', born '], de: [', * ', ', geb. '], fr: ', né(e) le ', es: ', nacido/a el ' }), dob.piece);
    if (r.chance(0.7)) { const nid = idL(r, lang); d.line(L10({ en: 'Insurance / ID no.: ', de: 'Versichertennr./ID: ', fr: 'N° assuré : ', es: 'Nº afiliación / ID: ' }), nid.piece); }
    d.line(L10({ en: 'Dear colleague,', de: 'Sehr geehrte Kollegin, sehr geehrter Kollege,', fr: 'Cher confrère,', es: 'Estimado colega:' }));
    d.line(L10({ en: 'we saw ', de: 'wir sahen ', fr: 'nous avons vu ', es: 'vimos a ' }), pat.p.latin ? [`${L10({ en: ['Mr', 'Ms'], de: ['Frau', 'Herrn'], fr: ['Mme', 'M.'], es: ['Sr.', 'Sra.'] })} `, L('person_name', pat.p.culture, pat.p.family)] : pat.piece, L10({ en: ' on ', de: ' am ', fr: ' le ', es: ' el ' }), N('non_birth_date', later(r, lang)), L10({ en: ' for follow-up of hypertension.', de: ' zur Kontrolle.', fr: ' pour un contrôle.', es: ' para control.' }));
    d.line(L10({ en: 'Home address on file: ', de: 'Wohnanschrift: ', fr: 'Adresse du patient : ', es: 'Domicilio: ' }), addressL(r, lang, ', '), '. ', L10({ en: 'Phone', de: 'Tel.', fr: 'Tél.', es: 'Tel.' }), ': ', phoneL(r, lang), '.');
    d.line(L10({ en: 'Lab sample ', de: 'Laborprobe ', fr: 'Échantillon ', es: 'Muestra ' }), N('sample_id', `LAB-${r.digits(8)}`), L10({ en: ', next appointment ', de: ', nächster Termin ', fr: ', prochain rendez-vous ', es: ', próxima cita ' }), N('non_birth_date', later(r, lang)), '.');
  },
};

export const spreadsheetPaste = {
  kind: 'spreadsheet', weight: 3,
  make(r, lang, d) {
    const x = lex(lang);
    const cols = [x.name, one(r, x.dob), one(r, x.passport), one(r, x.address)];
    const w = [28, 14, 14, 0];
    d.line(cols.map((c, i) => (w[i] ? c.padEnd(w[i]) : c)).join(' '));
    const rows = r.int(2, 5);
    for (let i = 0; i < rows; i++) {
      const nm = nameL(r, lang, { plain: true });
      const dob = dobL(r, lang, 'numeric');
      const pp = passportL(r, lang, { how: 'plain' });
      d.w(nm.piece, ' '.repeat(Math.max(1, 28 - nm.piece.value.length)), dob.piece, ' '.repeat(Math.max(1, 14 - dob.piece.value.length)), pp.piece, ' '.repeat(Math.max(1, 14 - pp.piece.value.length)));
      d.line(addressL(r, lang, ', '));
    }
    d.line(byLang(r, lang, { en: 'Total rows: ', de: 'Summe: ', fr: 'Total : ', es: 'Total: ' }), N('count', String(rows)));
  },
};

/** UN/EDIFACT PAXLST passenger manifest: DTM+329 is the date of birth, DOC+P the passport. */
export const paxlst = {
  kind: 'edifact_paxlst', weight: 3,
  make(r, lang, d) {
    const ymd = (dt) => `${String(dt.y).slice(2)}${p2(dt.m)}${p2(dt.d)}`;
    d.line("UNA:+.? '");
    d.line(`UNB+UNOA:4+${r.pick(['LH', 'AF', 'TK', 'KL'])}APIS+USCSAPIS+${r.digits(6)}:${r.digits(4)}+`, N('interchange_ref', r.digits(9)), "'");
    d.line(`TDT+20+${r.pick(['LH', 'AF', 'TK', 'KL'])}${r.int(100, 999)}'`);
    for (let i = 0; i < r.int(1, 3); i++) {
      const p = person(r, lang, { native: false });
      const pp = passport(r, lang);
      const dob = randomDate(r, 1940, 2008);
      const clean = (s) => s.toUpperCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Z ]/g, '');
      d.line('NAD+FL+++', L('person_name', p.culture, `${clean(p.family)}:${clean(p.given)}`), "'");
      d.line(`ATT+2++${r.pick(['M', 'F'])}'`);
      d.line('DTM+329:', L('date_of_birth', 'edifact', ymd(dob)), "'");
      const nat = ISO3[pp.country] === 'D' ? 'DEU' : ISO3[pp.country] ?? 'XXX';
      d.line(`NAT+2+${nat}'`);
      d.line('RFF+AVF:', N('booking_reference', r.chars('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 6)), "'");
      d.line('DOC+P:110:111+', L('passport', pp.country, pp.value.replace(/ /g, '')), "'");
      d.line('DTM+36:', N('expiry_date', ymd(randomDate(r, 2027, 2036))), "'");
      d.line(`LOC+91+${nat}'`);
    }
    d.line(`UNT+${r.int(10, 40)}+1'`);
  },
};
