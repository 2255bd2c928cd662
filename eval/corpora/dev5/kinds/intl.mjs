// Documents written in the customer's own language: rental contracts, CVs, visa and hotel forms,
// bank statements, insurance claims, marketplace listings, school enrolment, password e-mails,
// transfer requests, SMS logs and passport data pages.

import { f, L, N, join, ocr, padEnd } from '../lib/core.mjs';
import * as v from '../lib/values.mjs';
import * as id from '../lib/ids.mjs';
import { formatDate } from '../lib/people.mjs';
import { COMPANIES, GREET, THANKS, anyone, filler, fld, langOf, paragraphs, personOf } from './common.mjs';
import { mrzBlock } from './forms.mjs';

const RENT = {
  de: { t: 'MIETVERTRAG FÜR WOHNRAUM', l: 'Vermieter', te: 'Mieter', o: 'Mietobjekt', rent: 'Monatliche Kaltmiete', dep: 'Kaution', acc: 'Die Miete ist auf folgendes Konto zu überweisen' },
  fr: { t: 'CONTRAT DE LOCATION — LOCAUX VIDES', l: 'Le bailleur', te: 'Le locataire', o: 'Désignation du logement', rent: 'Loyer mensuel hors charges', dep: 'Dépôt de garantie', acc: 'Le loyer est payable par virement sur le compte' },
  es: { t: 'CONTRATO DE ARRENDAMIENTO DE VIVIENDA', l: 'El arrendador', te: 'El arrendatario', o: 'Vivienda arrendada', rent: 'Renta mensual', dep: 'Fianza', acc: 'La renta se abonará en la cuenta' },
  it: { t: 'CONTRATTO DI LOCAZIONE AD USO ABITATIVO', l: 'Il locatore', te: 'Il conduttore', o: 'Immobile locato', rent: 'Canone mensile', dep: 'Deposito cauzionale', acc: 'Il canone va versato sul conto' },
  nl: { t: 'HUUROVEREENKOMST WOONRUIMTE', l: 'Verhuurder', te: 'Huurder', o: 'Het gehuurde', rent: 'Kale huur per maand', dep: 'Waarborgsom', acc: 'De huur wordt overgemaakt op rekening' },
  pt: { t: 'CONTRATO DE LOCAÇÃO RESIDENCIAL', l: 'Locador', te: 'Locatário', o: 'Imóvel', rent: 'Aluguel mensal', dep: 'Caução', acc: 'O aluguel deve ser depositado na conta' },
  pl: { t: 'UMOWA NAJMU LOKALU MIESZKALNEGO', l: 'Wynajmujący', te: 'Najemca', o: 'Przedmiot najmu', rent: 'Czynsz miesięczny', dep: 'Kaucja', acc: 'Czynsz płatny na rachunek' },
};
const LOC = { de: 'de-DE', fr: 'fr-FR', es: 'es-ES', it: 'it-IT', nl: 'nl-NL', pt: 'pt-BR', pl: 'pl-PL' };
const IBANC = { de: 'DE', fr: 'FR', es: 'ES', it: 'IT', nl: 'NL', pt: 'BR', pl: 'PL' };

export const rental_contract = {
  kind: 'rental_contract',
  make(r) {
    const lang = r.pick(Object.keys(RENT)); const t = RENT[lang];
    const ll = personOf(r, lang), te = personOf(r, lang), te2 = anyone(r);
    const o = ocr(r, r.pick([0, 0.015]));
    const flat = personOf(r, lang); // only its address is used: the rented flat
    const body = f`${t.t}

§ 1 ${o`${t.l}`}
${v.nameL(ll)}, ${fld('born', lang)} ${v.dobL(r, ll)}, ${v.addrL(ll)}
${fld('phone', lang)}: ${v.phoneL(ll)}

${o`${t.te}`}
${v.nameL(te)}, ${fld('born', lang)} ${v.dobL(r, te, 'words')}
${fld('id', lang)}: ${v.nidL(te)}
${r.chance(0.4) ? f`${o`und / et / y / e / en`} ${v.nameL(te2)}, ${fld('passport', lang)} ${v.passL(te2.passport, te2.passportCountry)}\n` : ''}
§ 2 ${o`${t.o}`}
${v.addrL(flat, r.chance(0.5) ? ', ' : '\n')}
${o`${filler(r, lang, 3)}`}

§ 3 ${o`${t.rent}: ${r.int(450, 2400)},00 EUR. ${t.dep}: ${r.int(900, 7200)},00 EUR.`}
${o`${t.acc}:`} ${v.ibanL(r, IBANC[lang])} (${v.bicN(r)})
${o`${paragraphs(r, lang, r.int(2, 5))}`}

§ 4 ${o`${filler(r, lang, 3)}`}
${o`${filler(r, lang, 3)}`}

${o`Ort, Datum / Lieu, date / Lugar y fecha:`} ${v.dateN(r, lang)}

__________________________            __________________________
${padEnd(v.nameL(ll), 38)}${v.nameL(te)}
`;
    return { language: lang, locale: LOC[lang], body };
  },
};

const CV = {
  en: ['Curriculum Vitae', 'Experience', 'Education', 'Languages', 'References available on request.'],
  de: ['Lebenslauf', 'Berufserfahrung', 'Ausbildung', 'Sprachen', 'Referenzen auf Anfrage.'],
  fr: ['Curriculum vitae', 'Expérience professionnelle', 'Formation', 'Langues', 'Références sur demande.'],
  es: ['Currículum vitae', 'Experiencia', 'Formación', 'Idiomas', 'Referencias disponibles.'],
  pt: ['Currículo', 'Experiência profissional', 'Formação', 'Idiomas', 'Referências mediante solicitação.'],
  it: ['Curriculum vitae', 'Esperienza lavorativa', 'Istruzione', 'Lingue', 'Referenze su richiesta.'],
  nl: ['Curriculum vitae', 'Werkervaring', 'Opleiding', 'Talen', 'Referenties op aanvraag.'],
  pl: ['Życiorys', 'Doświadczenie zawodowe', 'Wykształcenie', 'Języki', 'Referencje na życzenie.'],
  sv: ['Meritförteckning', 'Arbetslivserfarenhet', 'Utbildning', 'Språk', 'Referenser lämnas på begäran.'],
  ja: ['履歴書', '職歴', '学歴', '語学', '以上'],
  zh: ['个人简历', '工作经历', '教育背景', '语言能力', '以上信息真实有效。'],
  ko: ['이력서', '경력 사항', '학력 사항', '어학 능력', '위의 기재 사항은 사실과 다름이 없습니다.'],
  ar: ['السيرة الذاتية', 'الخبرات العملية', 'المؤهلات العلمية', 'اللغات', 'المراجع متاحة عند الطلب.'],
  hi: ['बायोडाटा', 'कार्य अनुभव', 'शिक्षा', 'भाषाएँ', 'संदर्भ अनुरोध पर उपलब्ध।'],
  tr: ['Özgeçmiş', 'İş Deneyimi', 'Eğitim', 'Yabancı Dil', 'Referanslar talep üzerine verilecektir.'],
};
export const job_application_cv = {
  kind: 'job_application_cv',
  make(r) {
    const lang = r.pick(Object.keys(CV)); const t = CV[lang];
    const p = personOf(r, lang), ref = anyone(r);
    const job = () => f`${r.int(2008, 2020)}–${r.pick([r.int(2012, 2025), 'heute', 'present', '현재', '至今'])}  ${r.pick(COMPANIES).name} — ${r.pick(['Backend Developer', 'Sales Manager', 'Data Engineer', 'Buchhalterin', 'Chef de projet', 'エンジニア', '销售经理', '마케팅 담당'])}\n${filler(r, lang, 2)}\n`;
    const body = f`${t[0]}

${v.nameL(p)}${p.latin !== p.full ? f` (${v.nameL(p, 'latin')})` : ''}
${fld('dob', lang)}: ${v.dobL(r, p, 'words')}
${fld('address', lang)}: ${v.addrL(p)}
${fld('phone', lang)}: ${v.phoneL(p)}  ·  ${fld('email', lang)}: ${v.emailL(p.email)}
${r.chance(0.8) ? f`${fld('id', lang)}: ${v.nidL(p)}\n` : ''}${r.chance(0.3) ? f`LinkedIn: linkedin.com/in/${`${p.givenLatin.toLowerCase().replace(/[^a-z]/g, '')}-${r.hex(8)}`}\n` : ''}
${t[1]}
${job()}${job()}${r.chance(0.7) ? job() : ''}${r.chance(0.5) ? job() : ''}
${t[2]}
${r.int(1998, 2014)}  ${r.pick(['TU München', 'Université de Lyon', 'Universidad de Sevilla', '東京大学', '复旦大学', '서울대학교', 'IIT Bombay', 'Boğaziçi Üniversitesi', 'King Saud University'])}

${t[3]}: ${r.pick(['English C1, Deutsch B2', '日本語 (native), English (business)', 'Türkçe, English, Deutsch', 'العربية، English', '中文，English'])}

${t[4]}
${r.chance(0.5) ? f`Referenz: ${v.nameL(ref)}, ${v.phoneL(ref)}` : ''}
`;
    return { language: lang, locale: p.locale, body };
  },
};

export const visa_application = {
  kind: 'visa_application',
  make(r) {
    const lang = langOf(r, [[1, 'tr'], [1, 'hi'], [1, 'ar'], [1, 'zh'], [1, 'ko'], [1, 'ja'], [1, 'pt'], [1, 'es'], [1, 'en']]);
    const p = personOf(r, lang), host = anyone(r);
    const o = ocr(r, r.pick([0, 0.02, 0.04]));
    const body = f`${o`APPLICATION FOR SCHENGEN VISA / DEMANDE DE VISA SCHENGEN / ANTRAG AUF ERTEILUNG EINES SCHENGEN-VISUMS
This application form is free / Ce formulaire est gratuit

1. Surname (Family name) / Nom
`}${L('person_name', 'family_name', p.familyLatin.toUpperCase(), true)}
${o`3. First name(s) / Prénom(s)
`}${L('person_name', 'given_name', p.givenLatin.toUpperCase(), true)}
${o`4. Date of birth (day-month-year) / Date de naissance
`}${L('date_of_birth', 'dob', formatDate(r, 'de', p.birth, 'num').replace(/\./g, '-'))}
${o`5. Place and country of birth          6. Current nationality
`}${r.pick(['Ankara, TUR', 'Pune, IND', 'Jeddah, SAU', 'Chengdu, CHN', 'Busan, KOR', 'Osaka, JPN', 'Recife, BRA', 'Sevilla, ESP', 'Leeds, GBR'])}                      ${id.ISO3[p.passportCountry] ?? 'GBR'}
${o`13. Type of travel document: Ordinary passport
14. Number of travel document           15. Date of issue        16. Valid until
`}${padEnd(v.passL(p.passport, p.passportCountry), 40)}${padEnd(v.dateN(r, 'en'), 25)}${v.dateN(r, 'en')}
${o`17. Applicant's home address and e-mail address                Telephone no.
`}${v.addrL(p)}
${v.emailL(p.email)}                                   ${v.phoneL(p)}
${o`19. Current occupation: ${r.pick(['engineer', 'student', 'merchant', 'physician'])}
31. Surname and first name of the inviting person(s) in the Member State(s)
`}${v.nameL(host)}, ${v.addrL(host)}, ${v.phoneL(host)}
${o`${filler(r, lang, 2)}`}

${mrzBlock(r, p)}
`;
    return { language: lang, locale: p.locale, body };
  },
};

const HOTEL = {
  ja: ['宿泊者カード', '国籍', '旅券番号', '到着日', '出発日', '署名'],
  zh: ['旅客住宿登记表', '国籍', '证件号码', '入住日期', '离店日期', '签名'],
  ko: ['숙박 등록 카드', '국적', '여권번호', '도착일', '출발일', '서명'],
  ar: ['بطاقة تسجيل النزيل', 'الجنسية', 'رقم الجواز', 'تاريخ الوصول', 'تاريخ المغادرة', 'التوقيع'],
  tr: ['Konaklama Kayıt Formu', 'Uyruğu', 'Pasaport No', 'Giriş Tarihi', 'Çıkış Tarihi', 'İmza'],
  it: ['Scheda di notifica alloggiati', 'Cittadinanza', 'Documento n.', 'Arrivo', 'Partenza', 'Firma'],
  es: ['Parte de entrada de viajeros', 'Nacionalidad', 'N.º de documento', 'Llegada', 'Salida', 'Firma'],
};
export const hotel_registration = {
  kind: 'hotel_registration',
  make(r) {
    const lang = r.pick(Object.keys(HOTEL)); const t = HOTEL[lang];
    const guests = Array.from({ length: r.int(1, 3) }, () => anyone(r));
    const body = f`${t[0]} / Registration card                       Room ${r.int(101, 1808)}   Conf. ${v.bookingRefN(r)}

${guests.map((g) => f`${fld('name', lang)} / Name: ${v.nameL(g, 'latin')}
${t[1]} / Nationality: ${id.ISO3[g.passportCountry] ?? 'GBR'}     ${fld('dob', lang)} / DOB: ${L('date_of_birth', 'dob', formatDate(r, lang, g.birth, r.pick(['num', 'iso'])))}
${t[2]} / Passport: ${v.passL(g.passport, g.passportCountry)}
${fld('address', lang)} / Home address: ${v.addrL(g)}
`)}
${t[3]}: ${v.dateN(r, lang)}   ${t[4]}: ${v.dateN(r, lang)}
${fld('phone', lang)}: ${v.phoneL(guests[0])}   ${fld('email', lang)}: ${v.emailL(guests[0].email)}
Guarantee: ${r.chance(0.7) ? f`${v.cardL(r)} exp ${String(r.int(1, 12)).padStart(2, '0')}/${r.int(27, 31)}` : f`card on file ending ${N('masked_card', `****${r.digits(4)}`)}`}
${filler(r, lang, 2)}
${t[5]}: ____________
`;
    return { language: lang, locale: guests[0].locale, body };
  },
};

const STMT = { de: ['Kontoauszug', 'Buchungstag', 'Verwendungszweck', 'Betrag', 'Alter Saldo', 'Neuer Saldo'], fr: ['Relevé de compte', 'Date', 'Libellé', 'Montant', 'Ancien solde', 'Nouveau solde'], es: ['Extracto de cuenta', 'Fecha', 'Concepto', 'Importe', 'Saldo anterior', 'Saldo final'], it: ['Estratto conto', 'Data', 'Descrizione', 'Importo', 'Saldo iniziale', 'Saldo finale'], nl: ['Rekeningafschrift', 'Datum', 'Omschrijving', 'Bedrag', 'Beginsaldo', 'Eindsaldo'], pl: ['Wyciąg z rachunku', 'Data', 'Opis', 'Kwota', 'Saldo początkowe', 'Saldo końcowe'], sv: ['Kontoutdrag', 'Datum', 'Text', 'Belopp', 'Ingående saldo', 'Utgående saldo'], tr: ['Hesap Özeti', 'Tarih', 'Açıklama', 'Tutar', 'Önceki Bakiye', 'Yeni Bakiye'] };
const STMT_LOC = { de: 'de-DE', fr: 'fr-FR', es: 'es-ES', it: 'it-IT', nl: 'nl-NL', pl: 'pl-PL', sv: 'sv-SE', tr: 'tr-TR' };
export const bank_statement = {
  kind: 'bank_statement',
  make(r) {
    const lang = r.pick(Object.keys(STMT)); const t = STMT[lang];
    const p = personOf(r, lang);
    const o = ocr(r, r.pick([0, 0.02]));
    const cc = STMT_LOC[lang].slice(3);
    const tx = Array.from({ length: r.int(5, 9) }, () => {
      const cp = anyone(r);
      return r.weighted([
        [3, () => f`${padEnd(v.dateN(r, lang), 14)}${padEnd(f`${o`SEPA-Überweisung / Virement`} ${v.nameL(cp, 'latin')}`, 58)}${r.chance(0.5) ? '-' : '+'}${r.int(5, 3000)},${r.digits(2)}\n${' '.repeat(14)}${v.ibanL(r, r.pick(['DE', 'FR', 'NL', 'ES', 'IT', 'PL', 'SE', 'TR']), false)}  ${o`Ref`} ${v.orderN(r)}\n`],
        [2, () => f`${padEnd(v.dateN(r, lang), 14)}${padEnd(f`${o`Kartenzahlung ${r.pick(['REWE', 'Carrefour', 'Mercadona', 'Esselunga', 'Albert Heijn', 'Biedronka', 'ICA', 'Migros'])}`}`, 58)}-${r.int(5, 300)},${r.digits(2)}\n`],
        [1, () => f`${padEnd(v.dateN(r, lang), 14)}${padEnd(f`${o`Lastschrift Stromversorger Mandat`} ${N('mandate_reference', `M${r.digits(10)}`)}`, 58)}-${r.int(30, 200)},${r.digits(2)}\n`],
      ])();
    });
    const body = f`${o`${t[0]} ${r.int(1, 12)}/${r.int(2024, 2026)}                                   ${r.pick(['Sparkasse Oberland', 'Banque Populaire du Val', 'Caja Rural', 'Banca del Monte', 'Rabobank Noord', 'Bank Spółdzielczy', 'Länsbanken', 'Ziraat'])}`}
${v.nameL(p)}
${v.addrL(p, '\n')}

${fld('iban', lang)}: ${v.ibanL(r, cc === 'BR' ? 'BR' : cc, true)}     BIC: ${v.bicN(r)}
${o`${t[4]}: ${r.int(100, 9000)},${r.digits(2)} EUR`}

${o`${padEnd(t[1], 14)}${padEnd(t[2], 58)}${t[3]}`}
${tx}
${o`${t[5]}: ${r.int(100, 9000)},${r.digits(2)} EUR`}
${o`${filler(r, lang, 2)}`}
`;
    return { language: lang, locale: p.locale, body };
  },
};

const CLAIM = { de: ['Schadenmeldung', 'Versicherungsnehmer', 'Schadentag', 'Schilderung des Schadenhergangs', 'Polizze'], fr: ['Déclaration de sinistre', 'Assuré', 'Date du sinistre', 'Circonstances', 'Contrat n°'], it: ['Denuncia di sinistro', 'Contraente', 'Data del sinistro', 'Dinamica', 'Polizza n.'], es: ['Parte de siniestro', 'Tomador', 'Fecha del siniestro', 'Descripción de los hechos', 'Póliza n.º'], pt: ['Participação de sinistro', 'Segurado', 'Data do sinistro', 'Descrição', 'Apólice nº'], nl: ['Schadeformulier', 'Verzekeringnemer', 'Schadedatum', 'Toedracht', 'Polis nr.'] };
export const insurance_claim = {
  kind: 'insurance_claim',
  make(r) {
    const lang = r.pick(Object.keys(CLAIM)); const t = CLAIM[lang];
    const p = personOf(r, lang), other = anyone(r), witness = anyone(r);
    const body = f`${t[0]} — ${r.pick(COMPANIES).name}
${t[4]} ${N('policy_number', `${r.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 2)}-${r.digits(8)}`)}

${t[1]}: ${v.nameL(p)}
${fld('id', lang)}: ${v.nidL(p)}
${fld('dob', lang)}: ${v.dobL(r, p)}
${fld('address', lang)}: ${v.addrL(p)}
${fld('phone', lang)}: ${v.phoneL(p)}   ${fld('email', lang)}: ${v.emailL(p.email)}
${t[2]}: ${v.dateN(r, lang)}, ${r.int(6, 22)}:${r.int(10, 59)}

${t[3]}:
${paragraphs(r, lang, r.int(1, 3))} ${v.nameL(other)} (${r.pick(['Kennzeichen', 'immatriculation', 'targa', 'matrícula', 'kenteken'])} ${`${r.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 2)}-${r.digits(3)}-${r.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 2)}`}) ${filler(r, lang, 2)}
${r.chance(0.6) ? f`Zeuge / témoin / testimone: ${v.nameL(witness)}, ${v.phoneL(witness)}\n` : ''}
${fld('iban', lang)}: ${v.ibanL(r, { de: 'DE', fr: 'FR', it: 'IT', es: 'ES', pt: 'PT', nl: 'NL' }[lang], true)}
${filler(r, lang, 2)}
`;
    return { language: lang, locale: p.locale, body };
  },
};

const AD = { pl: ['Sprzedam', 'Kontakt', 'Odbiór osobisty'], tr: ['Satılık', 'İletişim', 'Elden teslim'], pt: ['Vendo', 'Contato', 'Retirada no local'], es: ['Se vende', 'Contacto', 'Recogida en mano'], ar: ['للبيع', 'للتواصل', 'الاستلام من الموقع'], hi: ['बिक्री के लिए', 'संपर्क', 'खुद आकर ले जाएँ'], ko: ['판매합니다', '연락처', '직거래'], it: ['Vendo', 'Contatti', 'Ritiro a mano'] };
export const marketplace_listing = {
  kind: 'marketplace_listing',
  make(r) {
    const lang = r.pick(Object.keys(AD)); const t = AD[lang];
    const p = personOf(r, lang);
    const item = r.pick(['iPhone 13 128GB', 'Ford Mustang 1998', 'Tesla Model Y charger', 'Hamilton Beach blender', 'Da Vinci Resolve Studio licence', 'IKEA Kallax', 'Jordan Brand sneakers 43']);
    const body = f`${t[0]}: ${item} — ${r.int(20, 9000)} ${r.pick(['zł', 'TL', 'R$', '€', 'ريال', '₹', '원'])}
${filler(r, lang, 2)}
${t[2]}: ${v.addrL(p)}
${t[1]}: ${v.nameL(p, 'given', true)} ${r.chance(0.5) ? f`— ${v.phoneL(p)}` : f`(${v.phoneL(p)}, WhatsApp)`}
${r.chance(0.4) ? f`${fld('email', lang)}: ${v.emailL(p.email)}\n` : ''}Ogłoszenie / ilan / anúncio nr ${N('listing_id', r.digits(10))} · ${r.int(1, 900)} views
Serial: ${N('serial_number', r.chars('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 12))}
`;
    return { language: lang, locale: p.locale, body };
  },
};

const SCHOOL = { ja: ['入学願書', '児童氏名', '保護者氏名', '緊急連絡先'], zh: ['入学登记表', '学生姓名', '监护人姓名', '紧急联系电话'], ko: ['입학 원서', '학생 성명', '보호자 성명', '비상 연락처'], ar: ['استمارة تسجيل طالب', 'اسم الطالب', 'اسم ولي الأمر', 'هاتف الطوارئ'], hi: ['प्रवेश फ़ॉर्म', 'छात्र का नाम', 'अभिभावक का नाम', 'आपातकालीन संपर्क'], tr: ['Öğrenci Kayıt Formu', 'Öğrencinin Adı Soyadı', 'Velinin Adı Soyadı', 'Acil Durum Telefonu'] };
export const school_enrollment = {
  kind: 'school_enrollment',
  make(r) {
    const lang = r.pick(Object.keys(SCHOOL)); const t = SCHOOL[lang];
    const child = personOf(r, lang, { y: r.int(2012, 2020), m: r.int(1, 12), d: r.int(1, 28) }), parent = personOf(r, lang), alt = personOf(r, lang);
    const body = f`${t[0]}  ${r.int(2025, 2027)}
${t[1]}: ${v.nameL(child)}
${fld('dob', lang)}: ${v.dobL(r, child, 'words')}
${fld('id', lang)}: ${v.nidL(child)}
${t[2]}: ${v.nameL(parent)}
${fld('address', lang)}: ${v.addrL(parent)}
${fld('phone', lang)}: ${v.phoneL(parent)}   ${fld('email', lang)}: ${v.emailL(parent.email)}
${t[3]}: ${v.nameL(alt)} ${v.phoneL(alt)}
${paragraphs(r, lang, r.int(1, 3))}
${v.dateN(r, lang)}
`;
    return { language: lang, locale: child.locale, body };
  },
};

const RESET = {
  en: (pw, u) => f`Your account has been reset by the help desk.\nUsername: ${u}\nTemporary password: ${pw}\nYou will be asked to choose a new password at first sign-in.`,
  de: (pw, u) => f`Ihr Zugang wurde zurückgesetzt.\nBenutzername: ${u}\nIhr vorläufiges Passwort lautet: ${pw}\nBitte ändern Sie es nach der ersten Anmeldung.`,
  fr: (pw, u) => f`Votre compte a été réinitialisé.\nIdentifiant : ${u}\nMot de passe provisoire : ${pw}\nMerci de le modifier lors de votre première connexion.`,
  es: (pw, u) => f`Hemos restablecido su cuenta.\nUsuario: ${u}\nContraseña temporal: ${pw}\nDeberá cambiarla al iniciar sesión.`,
  pt: (pw, u) => f`Sua conta foi redefinida.\nUsuário: ${u}\nSenha temporária: ${pw}\nAltere a senha no primeiro acesso.`,
  it: (pw, u) => f`Il tuo account è stato reimpostato.\nUtente: ${u}\nPassword temporanea: ${pw}\nTi verrà chiesto di cambiarla al primo accesso.`,
  nl: (pw, u) => f`Je account is opnieuw ingesteld.\nGebruikersnaam: ${u}\nTijdelijk wachtwoord: ${pw}\nWijzig het bij de eerste aanmelding.`,
  pl: (pw, u) => f`Twoje konto zostało zresetowane.\nLogin: ${u}\nHasło tymczasowe: ${pw}\nZmień je przy pierwszym logowaniu.`,
  sv: (pw, u) => f`Ditt konto har återställts.\nAnvändarnamn: ${u}\nTillfälligt lösenord: ${pw}\nDu ombeds byta lösenord vid första inloggningen.`,
  ja: (pw, u) => f`アカウントをリセットしました。\nユーザー名：${u}\n仮パスワード：${pw}\n初回ログイン時に変更してください。`,
  zh: (pw, u) => f`您的账户已重置。\n用户名：${u}\n临时密码：${pw}\n首次登录后请立即修改。`,
  ko: (pw, u) => f`계정이 초기화되었습니다.\n아이디: ${u}\n임시 비밀번호: ${pw}\n첫 로그인 시 비밀번호를 변경해 주세요.`,
  ar: (pw, u) => f`تمت إعادة تعيين حسابك.\nاسم المستخدم: ${u}\nكلمة المرور المؤقتة: ${pw}\nيرجى تغييرها عند أول تسجيل دخول.`,
  hi: (pw, u) => f`आपका खाता रीसेट कर दिया गया है।\nउपयोगकर्ता नाम: ${u}\nअस्थायी पासवर्ड: ${pw}\nपहली बार लॉग इन करने पर इसे बदलें।`,
  tr: (pw, u) => f`Hesabınız sıfırlandı.\nKullanıcı adı: ${u}\nGeçici şifreniz: ${pw}\nİlk girişte şifrenizi değiştirmeniz istenecektir.`,
};
export const password_reset_email = {
  kind: 'password_reset_email',
  make(r) {
    const lang = r.pick(Object.keys(RESET));
    const p = personOf(r, lang), c = r.pick(COMPANIES);
    const user = r.chance(0.6) ? v.emailL(p.workEmail(c.domain), 'work') : `${p.givenLatin.toLowerCase().replace(/[^a-z]/g, '')}.${r.int(1, 99)}`;
    const body = f`From: IT Service Desk <${v.emailL(`servicedesk@${c.domain}`, 'team_mailbox')}>
To: ${v.nameL(p)} <${v.emailL(p.email)}>
Subject: ${r.pick(['Password reset', 'Passwort zurückgesetzt', 'Réinitialisation', 'パスワード再設定', '密码重置', '비밀번호 재설정', 'Şifre sıfırlama'])} [#${r.int(10000, 99999)}]

${GREET[lang]} ${v.nameL(p, 'given', true)},

${RESET[lang](v.pwL(r, { spaces: r.chance(0.2) }), user)}
${r.chance(0.4) ? f`Wi-Fi (guest): ${v.pwL(r, { spaces: false })}\n` : ''}
${filler(r, lang, 2)}
${THANKS[lang]}
${c.name} IT · ${r.pick(['ext. 4411', 'Durchwahl 200', 'poste 318'])}
`;
    return { language: lang, locale: p.locale, body };
  },
};

export const wire_transfer_request = {
  kind: 'wire_transfer_request',
  make(r) {
    const lang = langOf(r, [[2, 'en'], [1, 'de'], [1, 'fr'], [1, 'nl'], [1, 'es'], [1, 'it'], [1, 'ar'], [1, 'tr']]);
    const boss = personOf(r, lang), fin = anyone(r), ben = anyone(r);
    const c = r.pick(COMPANIES);
    const body = f`From: ${v.nameL(boss)} <${v.emailL(boss.workEmail(c.domain), 'work')}>
To: ${v.nameL(fin)} <${v.emailL(fin.workEmail(c.domain), 'work')}>
Subject: ${r.pick(['urgent payment today', 'Dringende Überweisung', 'virement urgent', 'spoedbetaling'])}

${GREET[lang]} ${v.nameL(fin, 'given', true)},
${filler(r, lang, 1)} Please wire ${r.int(9, 98)},${r.digits(3)}.00 EUR today to our new supplier:
Beneficiary: ${v.nameL(ben, 'latin')}
${fld('iban', lang)}: ${v.ibanL(r, r.pick(['GB', 'PT', 'TR', 'AE', 'SA', 'BE', 'AT', 'CH']))}
SWIFT/BIC: ${v.bicN(r)}
Reference: ${v.invoiceNoN(r)}
${r.chance(0.5) ? f`If anything is unclear call me on ${v.phoneL(boss)} — I'm in meetings all day.` : `Do not call, I am boarding.`}
${THANKS[lang]}
${v.nameL(boss)}

[Flagged by mail gateway: sender domain registered ${v.dateN(r, 'en')}; reply-to differs]
`;
    return { language: lang, locale: boss.locale, body };
  },
};

export const sms_call_log = {
  kind: 'sms_call_log',
  make(r) {
    const owner = anyone(r);
    const rows = Array.from({ length: r.int(4, 8) }, () => {
      const other = anyone(r);
      return r.weighted([
        [3, () => f`${v.timestampN(r)}  ${r.pick(['IN ', 'OUT'])}  ${padEnd(v.phoneL(other), 22)}  ${r.pick(['call 00:03:12', 'call 00:00:41', 'missed'])}\n`],
        [2, () => f`${v.timestampN(r)}  SMS  ${padEnd(v.phoneL(other), 22)}  "${r.pick(['your code is', 'Ihr Code lautet', 'votre code est'])} ${r.digits(6)}"\n`],
        [1, () => f`${v.timestampN(r)}  SMS  ${padEnd(N('short_code', String(r.int(10000, 99999))), 22)}  "Balance ${v.amountN(r)} — ref ${v.orderN(r)}"\n`],
      ])();
    });
    const body = f`Device export — subscriber ${v.nameL(owner, 'latin')} (${v.phoneL(owner)}) · IMEI ${r.digits(15)}
${rows}`;
    return { language: 'en', locale: owner.locale, body };
  },
};

export const passport_ocr = {
  kind: 'passport_ocr',
  make(r) {
    const p = anyone(r);
    const o = ocr(r, r.pick([0.03, 0.06]));
    const iso = id.ISO3[p.passportCountry] ?? 'GBR';
    const mon = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
    const body = f`${o`PASSPORT   PASSEPORT   REISEPASS        Type/Type  P     Code/Code ${iso}     Passport No./N° du passeport`}
${' '.repeat(60)}${v.passL(p.passport, p.passportCountry)}
${o`Surname/Nom/Name`}
${L('person_name', 'family_name', p.familyLatin.toUpperCase(), true)}
${o`Given names/Prénoms/Vornamen`}
${L('person_name', 'given_name', p.givenLatin.toUpperCase(), true)}
${o`Nationality/Nationalité          Date of birth/Date de naissance`}
${padEnd(iso, 33)}${L('date_of_birth', 'dob', `${String(p.birth.d).padStart(2, '0')} ${mon[p.birth.m - 1]} ${p.birth.y}`)}
${o`Sex/Sexe   Place of birth/Lieu de naissance`}
${p.female ? 'F' : 'M'}          ${r.pick(['LONDON', 'HAMBURG', 'MARSEILLE', 'SEVILLA', 'KRAKOW', 'OSAKA', 'IZMIR', 'JEDDAH', 'PUNE'])}
${o`Date of issue/Date de délivrance   Date of expiry/Date d'expiration`}
${padEnd(v.dateN(r, 'en'), 35)}${v.dateN(r, 'en')}

${mrzBlock(r, p)}
`;
    return { language: 'en', locale: p.locale, body };
  },
};

export const payment_confirmation = {
  kind: 'payment_confirmation',
  make(r) {
    const lang = langOf(r, [[3, 'en'], [1, 'de'], [1, 'fr'], [1, 'es'], [1, 'it'], [1, 'ja'], [1, 'pt'], [1, 'nl']]);
    const p = personOf(r, lang), c = r.pick(COMPANIES);
    const body = f`${c.name} — ${r.pick(['Order confirmation', 'Bestellbestätigung', 'Confirmation de commande', 'Confirmación de pedido', 'ご注文確認'])}
Order ${v.orderN(r)} · ${v.dateN(r, lang)}

${fld('name', lang)}: ${v.nameL(p)}
${fld('address', lang)}: ${v.addrL(p)}
${fld('email', lang)}: ${v.emailL(p.email)}
${['pt', 'es', 'it'].includes(p.lang) || r.chance(0.3) ? f`${fld('id', lang)}: ${v.nidL(p)}\n` : ''}
${v.skuN(r)}  x${r.int(1, 4)}  ${r.int(5, 900)}.${r.digits(2)}
${v.skuN(r)}  x${r.int(1, 4)}  ${r.int(5, 900)}.${r.digits(2)}

Paid with ${r.pick(['Visa', 'Mastercard', 'card'])} ${N('masked_card', `•••• ${r.digits(4)}`)} · auth code ${N('auth_code', r.chars('0123456789ABCDEF', 6))}
${filler(r, lang, 2)}
--- raw gateway callback (debug) ---
pan=${L('credit_card', 'card', v.cardL(r).text.replace(/[ -]/g, ''))}&exp=${String(r.int(1, 12)).padStart(2, '0')}${r.int(27, 31)}&holder=${v.nameL(p, 'latin')}&amount=${r.int(10, 999)}00&txn=${v.uuidN(r)}
${r.chance(0.5) ? f`backup card on file: ${v.cardL(r)}\n` : ''}`;
    return { language: lang, locale: p.locale, body };
  },
};

export const mixed_language_thread = {
  kind: 'mixed_language_thread',
  make(r) {
    const l2 = r.pick(['ja', 'ar', 'de', 'zh', 'ko', 'tr', 'hi', 'pl', 'pt']);
    const a = personOf(r, 'en'), b = personOf(r, l2), c = r.pick(COMPANIES);
    const body = f`From: ${v.nameL(b)} <${v.emailL(b.email)}>
To: ${v.nameL(a)} <${v.emailL(a.workEmail(c.domain), 'work')}>
Subject: Re: relocation paperwork / ${r.pick(['書類', 'المستندات', 'Unterlagen', '材料', '서류', 'belgeler', 'दस्तावेज़', 'dokumenty', 'documentos'])}

${GREET[l2]} ${v.nameL(a, 'given', true)}, sorry for mixing languages — my English is not so good.
${filler(r, l2, 2)}
${fld('name', l2)}: ${v.nameL(b)} / ${v.nameL(b, 'latin')}
${fld('passport', l2)}: ${v.passL(b.passport, b.passportCountry)}
${fld('dob', l2)}: ${v.dobL(r, b, 'words')}
${fld('address', l2)}: ${v.addrL(b)}
${fld('phone', l2)}: ${v.phoneL(b)}
${r.chance(0.5) ? f`${fld('id', l2)}: ${v.nidL(b)}\n` : ''}${filler(r, l2, 1)}
${THANKS[l2]}

> On ${v.dateN(r, 'en')}, ${v.nameL(a)} wrote:
> ${filler(r, 'en', 2)}
> Could you send me your passport number, date of birth and current address for the visa sponsorship letter?
> ${v.nameL(a)} · Global Mobility · ${v.phoneL(a)}
`;
    return { language: l2, locale: b.locale, body };
  },
};

export const event_guest_list = {
  kind: 'event_guest_list',
  make(r) {
    const guests = Array.from({ length: r.int(3, 6) }, () => anyone(r));
    const body = f`Guest list — ${r.pick(['Summer offsite', 'Board dinner', 'Customer advisory day', 'Wedding reception'])} at ${v.nameLikeN(r, ['Charles de Gaulle', 'Victoria Station', 'Walt Disney World', 'Alexander von Humboldt Gymnasium', 'Gare Saint-Lazare'])} venue
Table plan v${r.int(2, 9)} (${v.dateN(r, 'en')})

${guests.map((g, i) => f`${String(i + 1).padStart(2, ' ')}. ${v.nameL(g, r.chance(0.3) ? 'latin' : 'full')}${r.chance(0.3) ? ` — ${r.pick(['vegan', 'no nuts', '+1', 'wheelchair access', 'arrives 20:00'])}` : ''}\n`)}
Sponsors: ${v.nameLikeN(r, ['Morgan Stanley', 'Franklin Templeton', 'Marks & Spencer', 'Hugo Boss', 'Tim Hortons'])}, ${v.nameLikeN(r, ['Louis Vuitton', 'Calvin Klein', 'Johnson Controls', 'Kelly Services'])}
`;
    return { language: 'en', body };
  },
};

const STOP = { en: ['Route sheet', 'ring twice, leave with neighbour if absent', 'COD'], de: ['Tourenplan', 'zweimal klingeln, sonst beim Nachbarn abgeben', 'Nachnahme'], fr: ['Feuille de route', 'sonner deux fois, sinon chez le voisin', 'contre-remboursement'], es: ['Hoja de ruta', 'llamar dos veces, si no dejar en portería', 'contra reembolso'], pl: ['Trasa kuriera', 'dzwonić dwa razy, ewentualnie u sąsiada', 'za pobraniem'], tr: ['Dağıtım listesi', 'iki kez zil çalın, yoksa komşuya bırakın', 'kapıda ödeme'], nl: ['Rittenlijst', 'twee keer bellen, anders bij de buren', 'rembours'], it: ['Foglio di viaggio', 'suonare due volte, altrimenti dal vicino', 'contrassegno'] };
export const courier_route_sheet = {
  kind: 'courier_route_sheet',
  make(r) {
    const lang = r.pick(Object.keys(STOP)); const t = STOP[lang];
    const stops = Array.from({ length: r.int(3, 6) }, () => (r.chance(0.6) ? personOf(r, lang) : anyone(r)));
    const body = f`${t[0]} ${v.dateN(r, lang)} — ${r.pick(['Tour 14', 'Route B', 'Zone 3'])} (driver ${N('driver_id', `D${r.digits(5)}`)})

${stops.map((s, i) => f`${i + 1}) ${v.addrL(s, r.pick([', ', ' / ', ' - ']))}
   ${v.nameL(s, r.chance(0.3) ? 'latin' : 'full')} · ${v.phoneL(s)} · ${v.trackingN(r)}${r.chance(0.3) ? ` · ${t[2]} ${r.int(10, 300)},${r.digits(2)}` : ''}${r.chance(0.3) ? ` · ${t[1]}` : ''}
`)}
${filler(r, lang, 1)}
`;
    return { language: lang, locale: stops[0].locale, body };
  },
};
