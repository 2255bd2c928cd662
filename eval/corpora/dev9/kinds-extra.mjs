// Hotel registration cards (scanned), clinical letters (PDF text) and HTTP requests captured by a
// proxy or pasted from the browser's developer tools.
import { ocrNoise, letterSpace, hyphenate } from './doc.mjs';

const REG = {
  en: ['HOTEL REGISTRATION CARD', 'Arrival', 'Departure', 'Room', 'Accompanied by', 'Vehicle'], de: ['MELDESCHEIN FÜR BEHERBERGUNGSSTÄTTEN', 'Anreise', 'Abreise', 'Zimmer', 'Begleitperson', 'Kfz-Kennzeichen'],
  fr: ['FICHE INDIVIDUELLE DE POLICE', 'Arrivée', 'Départ', 'Chambre', 'Accompagné de', 'Véhicule'], es: ['PARTE DE ENTRADA DE VIAJEROS', 'Llegada', 'Salida', 'Habitación', 'Acompañante', 'Matrícula'],
  pt: ['BOLETIM DE ALOJAMENTO', 'Chegada', 'Partida', 'Quarto', 'Acompanhante', 'Matrícula'], it: ['SCHEDINA DI NOTIFICA ALLOGGIATI', 'Arrivo', 'Partenza', 'Camera', 'Accompagnatore', 'Targa'],
  nl: ['NACHTREGISTER', 'Aankomst', 'Vertrek', 'Kamer', 'Reisgenoot', 'Kenteken'], pl: ['KARTA MELDUNKOWA', 'Przyjazd', 'Wyjazd', 'Pokój', 'Osoba towarzysząca', 'Nr rej.'],
  sv: ['GÄSTREGISTRERING', 'Ankomst', 'Avresa', 'Rum', 'Medresenär', 'Reg.nr'], ja: ['宿泊者名簿', 'チェックイン', 'チェックアウト', '部屋番号', '同伴者', '車両番号'],
  zh: ['旅客入住登记表', '入住日期', '离店日期', '房号', '同住人', '车牌号'], ko: ['숙박 등록 카드', '체크인', '체크아웃', '객실', '동반자', '차량번호'],
  ar: ['بطاقة تسجيل النزيل', 'الوصول', 'المغادرة', 'الغرفة', 'المرافق', 'رقم المركبة'], hi: ['अतिथि पंजीकरण कार्ड', 'आगमन', 'प्रस्थान', 'कमरा', 'साथ में', 'वाहन सं.'],
  tr: ['KONAKLAMA KAYIT FORMU', 'Giriş', 'Çıkış', 'Oda', 'Refakatçi', 'Plaka'], ru: ['АНКЕТА ГОСТЯ', 'Заезд', 'Выезд', 'Номер', 'Сопровождающий', 'Госномер'],
};
export function hotelRegistration(d, c) {
  const { r, lang } = d;
  const w = REG[lang];
  const p = c.person(), b = c.birth();
  d.noise = ocrNoise(r, 0.05);
  const L = (s) => (r.chance(0.3) ? letterSpace(s.toUpperCase()) : s);
  d.t(`${w[0]}\n${r.pick(['Hotel Fasanenhof', 'Pension Bellavista', 'Hôtel du Port', 'Ryokan Sakura', 'Grand Hotel Bosporus'])}\n\n`);
  d.t(`${L(c.Lx.name[0])}: `); d.name(p); if (r.chance(0.3)) c.exampleName(); d.t('\n');
  d.t(`${L(c.lab('dob'))}: `); d.dob(b); d.t(`   ${c.Lx.nat}: `);
  if (r.chance(0.7)) { const pp = c.passport(); d.t(`${pp.cc}\n${L(r.pick(pp.labels))}: `); d.v('passport', pp.type, pp.value); }
  else { const id = c.nid(0.2); d.t(`${id.cc}\n${L(id.label)}: `); d.v('national_id', id.type, id.value); }
  d.t(`\n${L(c.lab('address'))}:\n`); d.addr(c.addr(), '\n'); d.t('\n');
  const ph = c.phone(); d.t(`${c.lab('phone')}: `); d.v('phone', ph.type, ph.value);
  if (r.chance(0.6)) { const e = c.email(p); d.t(`   ${c.lab('email')}: `); d.v('email', e.type, e.value); }
  d.t(`\n${w[1]}: `); c.negValue('not_dob'); d.t(`   ${w[2]}: `); c.negValue('not_dob'); d.t(`   ${w[3]}: ${r.int(101, 540)}\n`);
  if (r.chance(0.5)) { const q = c.person(); d.t(`${w[4]}: `); d.name(q); d.t(' ('); d.dob(c.birth(), true); d.t(')\n'); }
  if (r.chance(0.5)) { d.t(`${w[5]}: `); d.n('not_document:vehicle_plate', `${r.upper(2)}-${r.upper(2)} ${r.int(10, 9999)}`); d.t('\n'); }
  if (r.chance(0.3)) { d.t(`${c.lab('card')}: `); c.negValue('masked'); d.t('\n'); }
  else if (r.chance(0.4)) { const cd = c.card(); d.t(`${c.lab('card')}: `); d.v('credit_card', cd.type, cd.value); d.t(`  ${r.int(1, 12)}/${r.int(27, 31)}\n`); }
  d.t(`\n${r.pick(['Signature', 'Unterschrift', 'Firma', '署名'])}: `); d.name(p); d.t('\n');
  d.noise = null;
}

const DISEASES = ["Crohn's disease", "Hashimoto's thyroiditis", "Parkinson's disease", 'Raynaud phenomenon', "Bell's palsy", 'Addison disease', "Graves' disease", 'Tourette syndrome', "Sjögren's syndrome", "Huntington's disease"];
/** A referral or discharge letter as PDF text: header on every page, hyphenated paragraphs. */
export function clinicalLetter(d, c) {
  const { r, lang } = d;
  const pat = c.person(), doc = c.person(), gp = c.person(), b = c.birth();
  const id = c.nid(0.1), a = c.addr();
  const head = (n) => d.t(`${r.pick(['St Aldhelm Hospital', 'Baywater Clinic', 'Riverside Medical Centre'])} — Department of ${r.pick(['Gastroenterology', 'Neurology', 'Rheumatology'])}      CONFIDENTIAL      Page ${n} of 2\n\n`);
  head(1);
  d.t(`Dr `); d.name(gp); d.t('\n'); d.addr(c.addr(), '\n'); d.t('\n\n');
  d.t('Re: '); d.name(pat); d.t(`, DOB `); d.v('date_of_birth', 'date_of_birth', c.date(b)); d.t(` (${c.age(b)})\n`);
  d.t(`${id.label} `); d.v('national_id', id.type, id.value); d.t('  Hospital no. '); d.n('not_phone:hospital_number', `${r.upper(1)}${r.digits(7)}`); d.t('\n');
  d.addr(a, ', '); d.t('\n\n');
  d.t('Dear Dr '); d.v('person_name', 'family_name', gp.family, true); d.t(',\n\n');
  const dz1 = r.pick(DISEASES), dz2 = r.pick(DISEASES);
  d.t(hyphenate(r, `Thank you for referring this patient, whom I saw in clinic on`)); d.t(' '); c.negValue('not_dob'); d.t('. ');
  d.t(hyphenate(r, `The patient has a longstanding history of`)); d.t(' '); d.n('not_name:disease', dz1); d.t(hyphenate(r, ', currently well controlled, and a family history of')); d.t(' '); d.n('not_name:disease', dz2);
  d.t(hyphenate(r, '. Examination was unremarkable. I have arranged blood tests and a follow-up appointment on')); d.t(' '); c.negValue('not_dob'); d.t('.\n\n');
  head(2);
  d.t(hyphenate(r, 'The patient can be contacted directly on')); d.t(' '); const ph = c.phone(); d.v('phone', ph.type, ph.value); d.t(' ' + hyphenate(r, 'and has consented to text reminders. Next of kin:')); d.t(' '); d.name(c.person()); d.t('.\n\n');
  d.t('Yours sincerely,\n\n'); d.name(doc); d.t(`\n${r.pick(['Consultant Gastroenterologist', 'Specialty Registrar', 'Consultant Neurologist'])}\n`);
  d.t('cc: '); d.name(pat); d.t('\n');
}

const HTTP_INTRO = { en: 'Captured with the proxy, the signup request that fails:', de: 'Mitschnitt aus dem Proxy, der fehlschlagende Request:', fr: 'Requête capturée dans le proxy :', es: 'Petición capturada en el proxy:', pt: 'Pedido capturado no proxy:', it: 'Richiesta catturata dal proxy:', nl: 'Request uit de proxy:', pl: 'Żądanie z proxy:', sv: 'Anropet från proxyn:', ja: 'プロキシで取得したリクエスト：', zh: '代理抓到的请求：', ko: '프록시에서 캡처한 요청:', ar: 'الطلب كما التقطه البروكسي:', hi: 'proxy से capture किया request:', tr: 'Proxy ile yakalanan istek:', ru: 'Запрос из прокси:' };
export function httpDump(d, c) {
  const { r, lang } = d;
  const p = c.person(), e = c.email(p), pw = c.pw(), ph = c.phone(), b = c.birth();
  d.t(`${HTTP_INTRO[lang]}\n\n`);
  d.t(`POST /api/v1/${r.pick(['signup', 'customers', 'kyc/submit', 'checkout'])} HTTP/1.1\nHost: ${r.pick(['shop.kraemer-logistik.de', 'app.fjordbank.se', 'book.tanaka-seiko.co.jp'])}\nContent-Type: application/json\n`);
  if (r.chance(0.6)) { const t = r.chance(0.6) ? c.jwt(p) : c.bearer(); d.t('Authorization: Bearer '); d.v('access_token', t.type, t.value); d.t('\n'); }
  else { d.t('Cookie: sid='); d.n('not_wallet:session_id', r.b64url(32)); d.t('\n'); }
  const ip = c.ip(); d.t('X-Forwarded-For: '); d.v('ip_address', ip.type, ip.value); d.t('\n\n{\n');
  d.t('  "fullName": "'); d.name(p); d.t('",\n  "email": "'); d.v('email', e.type, e.value); d.t('",\n');
  d.t('  "password": "'); d.v('password', pw.type, pw.value.replace(/["\\]/g, ''), pw.soft); d.t('",\n');
  d.t(`  "${r.pick(['birthDate', 'dob', 'date_of_birth'])}": "`); d.v('date_of_birth', 'date_of_birth', `${b[0]}-${String(b[1]).padStart(2, '0')}-${String(b[2]).padStart(2, '0')}`); d.t('",\n');
  d.t('  "phone": "'); d.v('phone', ph.type, ph.value); d.t('",\n');
  if (r.chance(0.5)) { const a = c.addr(); d.t('  "address": "'); d.addr(a, ', '); d.t('",\n'); }
  if (r.chance(0.5)) { const cd = c.card(); d.t('  "card": { "number": "'); d.v('credit_card', cd.type, cd.value.replace(/ /g, '')); d.t(`", "exp": "${r.int(1, 12)}/${r.int(27, 31)}" },\n`); }
  else { const i = c.iban(); d.t('  "iban": "'); d.v('bank_account', i.type, i.value.replace(/ /g, '')); d.t('",\n'); }
  if (r.chance(0.5)) { const id = c.nid(0); d.t('  "nationalId": "'); d.v('national_id', id.type, id.value); d.t('",\n'); }
  d.t('  "referral": "'); d.n('placeholder', r.pick(['REF-XXXX', 'string', 'n/a'])); d.t('"\n}\n\n');
  d.t(`HTTP/1.1 ${r.pick(['422 Unprocessable Entity', '500 Internal Server Error', '409 Conflict'])}\n{"error":"validation failed","request_id":"`); c.negValue('not_wallet'); d.t('"}\n');
}

// minutes, attendees, apologies, owner, dial-in, next meeting, passport expires, new bank details for
const MIN = {
  en: ['Minutes', 'Attendees', 'Apologies', 'owner', 'Dial-in', 'Next meeting', 'passport expires', 'new bank details for'],
  de: ['Protokoll', 'Teilnehmer', 'Entschuldigt', 'verantwortlich', 'Einwahl', 'Nächster Termin', 'Pass läuft ab am', 'neue Bankverbindung für'],
  fr: ['Compte rendu', 'Présents', 'Excusés', 'responsable', 'Numéro d’accès', 'Prochaine réunion', 'passeport expire le', 'nouveau RIB pour'],
  es: ['Acta', 'Asistentes', 'Disculpados', 'responsable', 'Acceso telefónico', 'Próxima reunión', 'pasaporte caduca el', 'nuevos datos bancarios de'],
  pt: ['Ata', 'Presentes', 'Ausentes', 'responsável', 'Acesso por telefone', 'Próxima reunião', 'passaporte expira a', 'novos dados bancários de'],
  it: ['Verbale', 'Partecipanti', 'Assenti giustificati', 'referente', 'Numero di accesso', 'Prossima riunione', 'passaporto scade il', 'nuove coordinate per'],
  nl: ['Notulen', 'Aanwezig', 'Afwezig', 'eigenaar', 'Inbelnummer', 'Volgend overleg', 'paspoort verloopt op', 'nieuw rekeningnummer voor'],
  pl: ['Protokół', 'Obecni', 'Nieobecni', 'odpowiedzialny', 'Numer dostępowy', 'Następne spotkanie', 'paszport ważny do', 'nowe konto dla'],
  sv: ['Protokoll', 'Närvarande', 'Frånvarande', 'ansvarig', 'Inringning', 'Nästa möte', 'passet går ut', 'nya bankuppgifter för'],
  ja: ['議事録', '出席者', '欠席者', '担当', 'ダイヤルイン', '次回', '旅券の有効期限', '振込先変更：'],
  zh: ['会议纪要', '参会人', '缺席', '负责人', '拨入号码', '下次会议', '护照到期', '新的收款账户：'],
  ko: ['회의록', '참석자', '불참', '담당', '전화 참여', '다음 회의', '여권 만료일', '급여 계좌 변경:'],
  ar: ['محضر اجتماع', 'الحضور', 'المعتذرون', 'المسؤول', 'رقم الاتصال', 'الاجتماع القادم', 'ينتهي الجواز في', 'الحساب الجديد لـ'],
  hi: ['बैठक का कार्यवृत्त', 'उपस्थित', 'अनुपस्थित', 'ज़िम्मेदार', 'डायल-इन', 'अगली बैठक', 'पासपोर्ट की समाप्ति', 'नया बैंक खाता:'],
  tr: ['Toplantı tutanağı', 'Katılımcılar', 'Mazeretli', 'sorumlu', 'Telefonla katılım', 'Sonraki toplantı', 'pasaportun bitişi', 'yeni banka bilgileri:'],
  ru: ['Протокол', 'Присутствовали', 'Отсутствовали', 'ответственный', 'Номер для подключения', 'Следующая встреча', 'паспорт действует до', 'новые реквизиты для'],
};
/** Meeting minutes: attendee lists and action owners are names with no field label at all. */
export function meetingMinutes(d, c) {
  const { r, lang } = d;
  const w = MIN[lang];
  const people = Array.from({ length: r.int(4, 7) }, () => c.person());
  d.t(`${w[0]} — `); c.negPlace(); d.t(' — '); c.negValue('not_dob'); d.t(`\n${w[1]}: `);
  people.slice(0, -1).forEach((p, i) => { if (i) d.t(', '); d.name(p); if (r.chance(0.2)) d.t(' (remote)'); });
  d.t(`\n${w[2]}: `); d.name(people[people.length - 1]); d.t('\n\n');
  d.t(`1. ${r.pick(['Budget', 'Q3 roadmap', 'Office move', 'Audit findings'])} — ${w[3]}: `); d.name(r.pick(people)); d.t('\n');
  const trav = r.pick(people), pp = c.passport();
  d.t('2. '); d.name(trav); d.t(` — ${r.pick(pp.labels)} `); d.v('passport', pp.type, pp.value); d.t(`, ${w[6]} `); d.n('not_dob:expiry', c.date([r.int(2026, 2030), r.int(1, 12), r.int(1, 28)])); d.t('; PNR '); d.n('not_document:pnr', r.chars('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 6)); d.t('\n');
  const pay = r.pick(people); d.t(`3. ${w[7]} `); d.name(pay); d.t(': '); c.bankField(' '); d.t('\n');
  if (r.chance(0.5)) { d.t('4. '); d.name(r.pick(people)); d.t(' — '); c.neg('not_name'); d.t(', '); c.neg('not_document'); d.t('\n'); }
  const ph = c.phone(); d.t(`\n${w[4]}: `); d.v('phone', ph.type, ph.value); d.t(' PIN '); d.n('not_phone:conference_pin', `${r.digits(3)} ${r.digits(3)} ${r.digits(3)}#`); d.t(`\n${w[5]}: `); c.negValue('not_dob'); d.t('\n');
}
