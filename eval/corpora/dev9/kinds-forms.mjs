// Scanned and converted documents: ID cards and passports (OCR, MRZ), scanned forms, PDF text of
// contracts and invoices, spreadsheets pasted as text, passenger manifests.
import { ocrNoise, letterSpace, hyphenate } from './doc.mjs';
import { mrz } from './values.mjs';
import { ageWords } from './locale.mjs';

const HEAD = {
  en: ['UNITED KINGDOM OF GREAT BRITAIN', 'PASSPORT', 'RESIDENCE CARD'], de: ['BUNDESREPUBLIK DEUTSCHLAND', 'REISEPASS', 'PERSONALAUSWEIS'], fr: ['RÉPUBLIQUE FRANÇAISE', 'PASSEPORT', "CARTE NATIONALE D'IDENTITÉ"],
  es: ['REINO DE ESPAÑA', 'PASAPORTE', 'DOCUMENTO NACIONAL DE IDENTIDAD'], pt: ['REPÚBLICA PORTUGUESA', 'PASSAPORTE', 'CARTÃO DE CIDADÃO'], it: ['REPUBBLICA ITALIANA', 'PASSAPORTO', "CARTA D'IDENTITÀ"],
  nl: ['KONINKRIJK DER NEDERLANDEN', 'PASPOORT', 'IDENTITEITSKAART'], pl: ['RZECZPOSPOLITA POLSKA', 'PASZPORT', 'DOWÓD OSOBISTY'], sv: ['SVERIGE', 'PASS', 'NATIONELLT ID-KORT'],
  ja: ['日本国', '旅券', '個人番号カード'], zh: ['中华人民共和国', '护照', '居民身份证'], ko: ['대한민국', '여권', '주민등록증'], ar: ['المملكة العربية السعودية', 'جواز سفر', 'بطاقة الهوية الوطنية'],
  hi: ['भारत गणराज्य', 'पासपोर्ट', 'आधार'], tr: ['TÜRKİYE CUMHURİYETİ', 'PASAPORT', 'KİMLİK KARTI'], ru: ['РОССИЙСКАЯ ФЕДЕРАЦИЯ', 'ПАСПОРТ', 'ПАСПОРТ ГРАЖДАНИНА'],
};
const SEX = ['M', 'F'];
/** Issuing state as printed at the top of the data page. */
const STATE = {
  US: 'UNITED STATES OF AMERICA', GB: 'UNITED KINGDOM OF GREAT BRITAIN AND NORTHERN IRELAND', IN: 'REPUBLIC OF INDIA / भारत गणराज्य', IE: 'ÉIRE / IRELAND', CA: 'CANADA', AU: 'AUSTRALIA',
  NG: 'FEDERAL REPUBLIC OF NIGERIA', SG: 'REPUBLIC OF SINGAPORE', PH: 'REPUBLIKA NG PILIPINAS', DE: 'BUNDESREPUBLIK DEUTSCHLAND', AT: 'REPUBLIK ÖSTERREICH', CH: 'SCHWEIZERISCHE EIDGENOSSENSCHAFT',
  FR: 'RÉPUBLIQUE FRANÇAISE', ES: 'REINO DE ESPAÑA', MX: 'ESTADOS UNIDOS MEXICANOS', AR: 'REPÚBLICA ARGENTINA', PT: 'REPÚBLICA PORTUGUESA', BR: 'REPÚBLICA FEDERATIVA DO BRASIL',
  IT: 'REPUBBLICA ITALIANA', NL: 'KONINKRIJK DER NEDERLANDEN', PL: 'RZECZPOSPOLITA POLSKA', CZ: 'ČESKÁ REPUBLIKA', HU: 'MAGYARORSZÁG', SE: 'SVERIGE', NO: 'NORGE', DK: 'DANMARK', FI: 'SUOMI FINLAND',
  JP: '日本国 JAPAN', CN: '中华人民共和国', TW: '中華民國 TAIWAN', KR: '대한민국 REPUBLIC OF KOREA', SA: 'المملكة العربية السعودية', EG: 'جمهورية مصر العربية', AE: 'الإمارات العربية المتحدة',
  TR: 'TÜRKİYE CUMHURİYETİ', RU: 'РОССИЙСКАЯ ФЕДЕРАЦИЯ', UA: 'УКРАЇНА', GR: 'ΕΛΛΗΝΙΚΗ ΔΗΜΟΚΡΑΤΙΑ',
};

export function ocrIdCard(d, c) {
  const { r, lang } = d;
  const passportCard = r.chance(0.6);
  const p = passportCard ? c.personLatin() : c.person(); // passport data pages print names in Latin letters
  const b = c.birth();
  const h = HEAD[lang];
  d.noise = ocrNoise(r, 0.05);
  const spaced = (s) => (r.chance(0.4) ? letterSpace(s.toUpperCase()) : s);
  const sex = r.pick(SEX);
  if (passportCard) {
    const pp = c.passport(c.homePassport());
    d.t(`${STATE[pp.cc] ?? h[0]}\n`);
    d.t(`${h[1]} / PASSPORT   Type/Type P   Code ${pp.iso3.replace(/</g, '')}\n`);
    d.t(`${spaced(r.pick(pp.labels))}  `); d.v('passport', pp.type, pp.value); d.t('\n');
    if (r.chance(0.5)) { d.t(`${spaced(c.Lx.name[0])}\n`); d.name(p); d.t('\n'); }
    else { d.t('Surname / Nom\n'); d.v('person_name', 'family_name', p.family, true); d.t('\nGiven names / Prénoms\n'); d.v('person_name', 'given_name', p.given, true); d.t('\n'); }
    d.t(`${c.Lx.nat} / Nationality  ${pp.iso3.replace(/</g, '')}     ${spaced(c.lab('dob'))}  `); d.dob(b); d.t(`   Sex ${sex}\n`);
    d.t(`${c.Lx.issued}  `); c.negValue('not_dob'); d.t(`\n${c.Lx.exp}  `); d.n('not_dob:expiry', c.date([r.int(2027, 2036), r.int(1, 12), r.int(1, 28)])); d.t('\n');
    if (r.chance(0.5)) { d.t('Authority  '); c.negPlace(); d.t('\n'); }
    d.t('\n');
    const z = mrz(r, pp, p.latin ? p.family : 'MUELLER', p.latin ? p.given : 'ANNA', b, sex);
    const spaceMrz = r.chance(0.3);
    d.raw(spaceMrz ? z.l1.replace(/</g, '< ').trim() : z.l1); d.raw('\n');
    if (z.number === pp.value.replace(/ /g, '')) {
      d.v('passport', `${pp.type}_mrz`, z.number);
      d.raw(z.l2.slice(z.number.length)); d.raw('\n');
    } else { d.raw(z.l2); d.raw('\n'); }
  } else {
    const id = c.nid(0.3);
    d.t(`${h[0]}\n${h[2]}\n`);
    d.t(`${spaced(c.Lx.name[0])}: `); d.name(p); d.t('\n');
    d.t(`${spaced(c.lab('dob'))}: `); d.dob(b); d.t(`  ${c.Lx.nat}: ${id.cc}\n`);
    if (r.chance(0.7)) { d.t(`${spaced(id.label)} `); } else d.t('No. ');
    d.v('national_id', id.type, id.value); d.t('\n');
    if (r.chance(0.6)) { d.t(`${c.lab('address')}: `); d.addr(c.addr(), r.chance(0.5) ? '\n' : ', '); d.t('\n'); }
    d.t(`${c.Lx.exp}: `); d.n('not_dob:expiry', c.date([r.int(2027, 2036), r.int(1, 12), r.int(1, 28)])); d.t('\n');
    d.t('CAN '); d.n('not_document:card_access_number', r.digits(6)); d.t('\n');
  }
  d.noise = null;
  d.t(`\n--- scan ${r.int(1, 3)}/3, ${r.int(200, 600)} dpi, confidence ${r.int(61, 97)}% ---\n`);
}

const FORM = {
  en: ['Account opening form', ['Mr', 'Ms', 'Mx']], de: ['Antrag auf Kontoeröffnung', ['Herr', 'Frau', 'Divers']], fr: ['Formulaire de souscription', ['M.', 'Mme']], es: ['Solicitud de alta de cliente', ['Sr.', 'Sra.']],
  pt: ['Ficha de abertura de conta', ['Sr.', 'Sra.']], it: ['Modulo di adesione', ['Sig.', 'Sig.ra']], nl: ['Aanvraagformulier', ['Dhr.', 'Mevr.']], pl: ['Wniosek o otwarcie rachunku', ['Pan', 'Pani']],
  sv: ['Ansökan om konto', ['Herr', 'Fru']], ja: ['口座開設申込書', ['男', '女']], zh: ['开户申请表', ['男', '女']], ko: ['계좌 개설 신청서', ['남', '여']], ar: ['نموذج فتح حساب', ['السيد', 'السيدة']],
  hi: ['खाता खोलने का आवेदन पत्र', ['श्री', 'श्रीमती']], tr: ['Hesap açılış formu', ['Bay', 'Bayan']], ru: ['Заявление на открытие счёта', ['муж.', 'жен.']],
};
export function ocrForm(d, c) {
  const { r, lang } = d;
  const p = c.person(), b = c.birth();
  d.noise = ocrNoise(r, 0.04);
  const L = (k) => (r.chance(0.25) ? letterSpace(c.lab(k).toUpperCase()) : c.lab(k));
  const [title, sal] = FORM[lang];
  d.t(`${title}  —  1/${r.int(2, 4)}\n\n`);
  d.t(`[x] ${r.pick(sal)}   [ ] ${r.pick(sal)}\n`);
  d.t(`${L('name')}: `); d.name(p); if (r.chance(0.4)) c.exampleName(); d.t('\n');
  d.t(`${L('dob')}: `); d.dob(b); d.t(r.chance(0.4) ? `   ${ageWords(lang, c.age(b))}\n` : '\n');
  d.t(`${L('address')}:\n`); d.addr(c.addr(), '\n'); d.t('\n');
  const ph = c.phone(); d.t(`${L('phone')}: `); d.v('phone', ph.type, ph.value); d.t(`   ${L('email')}: `); const e = c.email(p); d.v('email', e.type, e.value); d.t('\n');
  const id = c.nid(0.35);
  d.t(`${r.chance(0.8) ? id.label : 'ID'}: `); d.v('national_id', id.type, id.value); d.t('\n');
  if (r.chance(0.5)) { const pp = c.passport(); d.t(`${r.pick(pp.labels)}: `); d.v('passport', pp.type, pp.value); d.t(`   ${c.Lx.exp}: `); d.n('not_dob:expiry', c.date([r.int(2027, 2035), r.int(1, 12), r.int(1, 28)])); d.t('\n'); }
  if (r.chance(0.7)) { const i = c.iban(); d.t(`${L('iban')}: `); d.v('bank_account', i.type, i.value); d.t('\n'); }
  else { const a = c.account(); d.t(`${c.lab('account')}: `); d.v('bank_account', a.type, a.value, a.soft); d.t(Object.entries(a.ctx).map(([k, v]) => `  ${k.toUpperCase()} ${v}`).join('') + '\n'); }
  if (r.chance(0.3)) { d.t(`${c.lab('pw')} (online): `); const pw = c.pw(); d.v('password', pw.type, pw.value, pw.soft); d.t('\n'); }
  d.t('\n'); c.neg('not_document'); d.t('   '); c.neg('masked'); d.t('\n');
  d.t(`${r.pick(['Signature', 'Unterschrift', 'Signature du client', 'Firma'])}: ____${r.chance(0.6) ? '' : '__'}  `); d.name(p); d.t('   '); c.neg('not_dob'); d.t('\n');
  d.noise = null;
}

// title, preamble, landlord, tenant, born, residing at, currently at, rent clause, term begins, term rest, contact, sublet clause, place/date, page
const CONTRACT = {
  en: ['RESIDENTIAL TENANCY AGREEMENT', 'This agreement is made between the undersigned parties and sets out the terms under which the premises described below are let, together with the obligations regarding maintenance, payment and termination.', 'Landlord', 'Tenant', 'born', 'residing at', 'currently at', '3. Rent is payable monthly in advance. Payments shall be made by transfer to the account of the landlord, reference to be quoted on every transfer. Late payments incur statutory interest under the applicable provisions.', '4. Term begins on', 'and continues for an indefinite period. Either party may terminate in writing with three months notice.', '5. Contact for repairs: caretaker', '6. The tenant shall not sublet without written consent. Pets are permitted subject to the house rules. The deposit of three monthly rents is held in a separate account.', 'Place, date', 'Page'],
  de: ['MIETVERTRAG ÜBER WOHNRAUM', 'Zwischen den unterzeichnenden Vertragsparteien wird folgender Mietvertrag geschlossen, der die Überlassung der nachstehend bezeichneten Wohnung sowie die Instandhaltungsverpflichtungen, Zahlungsmodalitäten und Kündigungsfristen regelt.', 'Vermieter', 'Mieter', 'geboren am', 'wohnhaft', 'derzeit wohnhaft', '§ 3 Die Miete ist monatlich im Voraus zu entrichten. Zahlungen erfolgen durch Überweisung auf das Konto des Vermieters unter Angabe des Verwendungszwecks. Bei Zahlungsverzug werden Verzugszinsen nach den gesetzlichen Bestimmungen fällig.', '§ 4 Das Mietverhältnis beginnt am', 'und läuft auf unbestimmte Zeit. Die Kündigungsfrist beträgt drei Monate zum Monatsende und bedarf der Schriftform.', '§ 5 Ansprechpartner für Reparaturen: Hausverwaltung', '§ 6 Eine Untervermietung bedarf der schriftlichen Zustimmung des Vermieters. Die Mietsicherheit in Höhe von drei Nettokaltmieten wird getrennt vom Vermögen des Vermieters angelegt.', 'Ort, Datum', 'Seite'],
  fr: ['CONTRAT DE LOCATION À USAGE D’HABITATION', 'Le présent contrat est conclu entre les parties soussignées et fixe les conditions dans lesquelles le logement désigné ci-dessous est loué, ainsi que les obligations d’entretien, de paiement et de résiliation.', 'Bailleur', 'Locataire', 'né(e) le', 'demeurant', 'actuellement domicilié(e)', 'Article 3. Le loyer est payable mensuellement et d’avance. Les paiements sont effectués par virement sur le compte du bailleur en rappelant la référence indiquée. Tout retard entraîne des intérêts de retard au taux légal.', 'Article 4. Le bail prend effet le', 'pour une durée indéterminée. Chaque partie peut le résilier par écrit moyennant un préavis de trois mois.', 'Article 5. Contact pour les réparations : gardien', 'Article 6. Toute sous-location est interdite sans accord écrit. Le dépôt de garantie de trois mois de loyer est conservé sur un compte séparé.', 'Fait à', 'Page'],
  es: ['CONTRATO DE ARRENDAMIENTO DE VIVIENDA', 'El presente contrato se celebra entre las partes abajo firmantes y establece las condiciones del arrendamiento de la vivienda descrita a continuación, así como las obligaciones de mantenimiento, pago y resolución.', 'Arrendador', 'Arrendatario', 'nacido el', 'con domicilio en', 'actualmente domiciliado en', 'Tercera. La renta se abonará mensualmente por adelantado mediante transferencia a la cuenta del arrendador, indicando la referencia correspondiente. Los retrasos devengarán el interés legal del dinero.', 'Cuarta. El contrato entra en vigor el', 'y tendrá duración indefinida. Cualquiera de las partes podrá resolverlo por escrito con un preaviso de tres meses.', 'Quinta. Contacto para reparaciones: conserje', 'Sexta. Queda prohibido el subarriendo sin consentimiento escrito. La fianza de tres mensualidades se deposita en una cuenta separada.', 'Lugar y fecha', 'Página'],
  it: ['CONTRATTO DI LOCAZIONE AD USO ABITATIVO', 'Il presente contratto è stipulato tra le parti sottoscritte e disciplina la locazione dell’immobile di seguito descritto, nonché gli obblighi di manutenzione, pagamento e recesso.', 'Locatore', 'Conduttore', 'nato il', 'residente in', 'attualmente domiciliato in', 'Art. 3 Il canone è corrisposto mensilmente in via anticipata mediante bonifico sul conto del locatore, indicando la causale. I ritardi comportano gli interessi legali.', 'Art. 4 La locazione decorre dal', 'a tempo indeterminato. Ciascuna parte può recedere per iscritto con un preavviso di tre mesi.', 'Art. 5 Referente per le riparazioni: portiere', 'Art. 6 È vietata la sublocazione senza consenso scritto. Il deposito cauzionale di tre mensilità è custodito su un conto separato.', 'Luogo e data', 'Pagina'],
  nl: ['HUUROVEREENKOMST WOONRUIMTE', 'Deze overeenkomst wordt gesloten tussen de ondergetekende partijen en regelt de verhuur van de hieronder omschreven woonruimte, met de verplichtingen inzake onderhoud, betaling en opzegging.', 'Verhuurder', 'Huurder', 'geboren op', 'wonende te', 'thans wonende te', 'Artikel 3. De huur is maandelijks bij vooruitbetaling verschuldigd en wordt overgemaakt op de rekening van de verhuurder onder vermelding van het kenmerk. Bij te late betaling is de wettelijke rente verschuldigd.', 'Artikel 4. De huur gaat in op', 'en geldt voor onbepaalde tijd. Opzegging geschiedt schriftelijk met een termijn van drie maanden.', 'Artikel 5. Contact voor reparaties: beheerder', 'Artikel 6. Onderverhuur is niet toegestaan zonder schriftelijke toestemming. De waarborgsom van drie maanden huur wordt op een aparte rekening gestort.', 'Plaats, datum', 'Pagina'],
};
const PLACES = { en: ['Leeds', 'Bristol', 'Toronto', 'Perth'], de: ['Köln', 'Leipzig', 'Graz'], fr: ['Lyon', 'Nantes', 'Liège'], es: ['Sevilla', 'Zaragoza'], it: ['Bologna', 'Torino'], nl: ['Utrecht', 'Groningen'] };

export function pdfContract(d, c) {
  const { r, lang } = d;
  const w = CONTRACT[lang];
  const tenant = c.person(), landlord = c.person(), b = c.birth();
  const pages = r.int(2, 3);
  const header = (n) => d.t(`\n${w[0]}      ${w[13]} ${n} / ${pages}\n\f\n`);
  header(1);
  d.t(hyphenate(r, w[1]));
  d.t(`\n\n1. ${w[2]}: `); d.name(landlord); d.t(', '); if (r.chance(0.5)) { c.negValue('not_name'); d.t(', '); }
  d.t(`${w[5]} `); d.addr(c.addr(), ', '); d.t('\n');
  d.t(`2. ${w[3]}: `); d.name(tenant); d.t(`, ${w[4]} `); d.dob(b); d.t(r.chance(0.4) ? ` ${ageWords(lang, c.age(b))}, ` : ', ');
  const id = c.nid(0.2); d.t(`${id.label} `); d.v('national_id', id.type, id.value); d.t(`,\n   ${w[6]} `);
  d.addr(c.addr(), '\n   '); d.t('\n');
  header(2);
  d.t(hyphenate(r, w[7])); d.t('\n   ');
  const i = c.iban(); d.t(`${c.lab('iban')}: `); d.v('bank_account', i.type, i.value); d.t('   BIC '); d.n('not_document:bic', `${r.upper(4)}${i.cc}${r.upper(2)}`); d.t('\n   Ref. '); c.neg('not_document'); d.t('\n');
  d.t(`${w[8]} `); c.negValue('not_dob'); d.t(' ' + hyphenate(r, w[9])); d.t('\n');
  d.t(`${w[10]} `); const agent = c.person(); d.name(agent); d.t(', tel. '); const ph = c.phone(); d.v('phone', ph.type, ph.value); d.t(', '); const e = c.email(agent); d.v('email', e.type, e.value); d.t('\n');
  if (pages > 2) { header(3); d.t(hyphenate(r, w[11])); d.t('\n'); c.neg('not_phone'); d.t('\n'); }
  d.t('\n______________________          ______________________\n');
  d.name(landlord); d.t(' '.repeat(r.int(1, 12))); d.name(tenant); d.t('\n');
  d.t(`${w[12]}: ${r.pick(PLACES[lang])}, `); c.negValue('not_dob'); d.t('\n');
}

export function pdfInvoice(d, c) {
  const { r } = d;
  const buyer = c.person(), clerk = c.person();
  d.t(`${r.pick(['Kraemer Logistik GmbH', 'Atelier Vautrin SARL', 'Nordvik Shipping AS', 'Baywater Clinic Pty Ltd', 'Tanaka Seiko K.K.', 'Mercado Verde S.A. de C.V.'])}   ${r.pick(['INVOICE', 'RECHNUNG', 'FACTURE', 'FACTURA', 'FATTURA', '請求書'])}\n`);
  c.neg('not_document'); d.t('     '); c.neg('not_dob'); d.t('\n\n');
  d.t(`${r.pick(['Bill to', 'Rechnungsempfänger', 'Facturé à', 'Cliente'])}:`); d.t(r.chance(0.5) ? '\n' : '  '); d.name(buyer); d.t('\n'); d.addr(c.addr(), '\n'); d.t('\n');
  if (r.chance(0.5)) { d.t(`${c.lab('phone')} `); const ph = c.phone(); d.v('phone', ph.type, ph.value); d.t('\n'); }
  d.t('\nPos  Description                      Qty   Unit      Amount\n');
  for (let k = 1; k <= r.int(2, 5); k++) d.t(`${k}    ${r.pick(['Consulting hours', 'Freight Hamburg–Oslo', 'Dental cleaning', 'Service contract Q3', 'Licence renewal', 'Spare part'])}${' '.repeat(r.int(2, 12))}${r.int(1, 40)}    ${r.int(10, 900)},${r.digits(2)}   ${r.int(100, 9000)},${r.digits(2)}\n`);
  d.t('Total  '); c.neg('not_phone'); d.t('\n\n');
  d.t(`${r.pick(['Payment details:', '→', 'Bank:'])} `); c.bankField(' '); d.t('\n');
  if (r.chance(0.25)) { const x = c.wallet(); d.t(`${r.pick(['Crypto payments accepted', 'Or pay in crypto', 'USDT/BTC'])}: `); d.v('crypto_wallet', x.type, x.value); d.t('\n'); }
  if (r.chance(0.5)) { d.t('Paid by card '); c.neg('masked'); d.t('\n'); }
  else { const cd = c.card(); d.t(`${c.lab('card')} `); d.v('credit_card', cd.type, cd.value); d.t(` exp ${r.int(1, 12)}/${r.int(27, 31)}\n`); }
  d.t(`Questions: `); d.name(clerk); d.t(' · '); const e = c.email(clerk); d.v('email', e.type, e.value); d.t('\n');
  d.t(`\n${r.pick(['Page 1 of 1', 'Seite 1/1'])}   `); c.neg('not_wallet'); d.t('\n');
}

const COLS = ['name', 'dob', 'nid', 'phone', 'email', 'iban', 'passport', 'city', 'masked', 'ref'];
export function spreadsheet(d, c) {
  const { r, lang } = d;
  const cols = ['name', ...r.shuffle(COLS.slice(1)).slice(0, r.int(3, 5))];
  const style = r.pick(['single', 'tab', 'fixed', 'pipe', 'semicolon']);
  const sep = { single: ' ', tab: '\t', fixed: '  ', pipe: ' | ', semicolon: ';' }[style];
  const head = { name: c.lab('name'), dob: c.lab('dob'), nid: 'ID', phone: c.lab('phone'), email: c.lab('email'), iban: 'IBAN', passport: c.lab('passport'), city: 'City', masked: 'Card', ref: 'Ref' };
  const width = 26;
  const cell = (fn, last) => { const s = d.text.length; fn(); const w = d.text.length - s; if (!last) d.t(style === 'fixed' ? ' '.repeat(Math.max(1, width - w)) : sep); };
  cols.forEach((k, i) => cell(() => d.t(head[k]), i === cols.length - 1)); d.t('\n');
  if (style === 'pipe') d.t(cols.map(() => '---').join(' | ') + '\n');
  const rows = r.int(3, 7);
  for (let row = 0; row < rows; row++) {
    const p = c.person();
    cols.forEach((k, i) => cell(() => {
      if (k === 'name') d.name(p);
      else if (k === 'dob') d.dob(c.birth());
      else if (k === 'nid') { const id = c.nid(0.1); d.v('national_id', id.type, id.value); }
      else if (k === 'phone') { const ph = c.phone(); d.v('phone', ph.type, ph.value); }
      else if (k === 'email') { const e = c.email(p); d.v('email', e.type, e.value); }
      else if (k === 'iban') { const x = c.iban(); d.v('bank_account', x.type, x.value.replace(/ /g, style === 'single' ? '' : ' ')); }
      else if (k === 'passport') { const pp = c.passport(); d.v('passport', pp.type, pp.value); }
      else if (k === 'city') { d.t(r.pick(['Leipzig', 'Lyon', 'Sevilla', 'Porto', 'Utrecht', 'Gdańsk', 'Malmö', 'Osaka', 'Busan', 'Izmir', 'Kazan'])); }
      else if (k === 'masked') c.neg('masked');
      else c.neg('not_document');
    }, i === cols.length - 1));
    d.t('\n');
  }
  d.t(`\n(${rows} rows, exported ${r.pick(['from Excel', 'aus LibreOffice Calc', 'from Google Sheets'])})\n`);
}

export function manifest(d, c) {
  const { r, lang } = d;
  d.t(`${r.pick(['PASSENGER MANIFEST', 'Passagierliste', 'Liste des passagers', 'Lista de pasajeros', '搭乗者名簿', '乘客名单'])}  ${r.upper(2)}${r.int(100, 9999)}  `); c.neg('not_dob'); d.t('\n');
  d.t(`#  ${c.lab('name')}  ${c.Lx.nat}  ${c.lab('passport')}  ${c.Lx.exp}  ${c.lab('dob')}  Seat  PNR\n`);
  for (let i = 1; i <= r.int(3, 6); i++) {
    const p = c.person(), pp = c.passport();
    d.t(`${i}  `);
    if (r.chance(0.4) && p.latin) { d.v('person_name', 'person_name_surname_first', `${p.family.toUpperCase()}/${p.given.toUpperCase()}`); } else d.name(p);
    d.t(`  ${pp.iso3.replace(/</g, '')}  `); d.v('passport', pp.type, pp.value); d.t('  ');
    d.n('not_dob:expiry', c.date([r.int(2027, 2036), r.int(1, 12), r.int(1, 28)])); d.t('  '); d.dob(c.birth()); d.t(`  ${r.int(1, 40)}${r.pick(['A', 'C', 'D', 'F'])}  `);
    d.n('not_document:pnr', r.chars('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 6)); d.t('\n');
  }
  d.t(`\n${r.pick(['Crew contact', 'Purser'])}: `); const cp = c.person(); d.name(cp); d.t(' '); const ph = c.phone(); d.v('phone', ph.type, ph.value); d.t('\n');
  d.t('Vessel/aircraft: '); c.neg('not_name'); d.t('\n');
}
