// People talking: call and voicemail transcripts (dictated values), chat exports, forwarded e-mail
// threads with quoted replies, and code-switching messages.
import { dictate } from './doc.mjs';
import { ageWords, MY, PASSPORT_PROSE } from './locale.mjs';

const SPK = { en: ['Agent', 'Caller'], de: ['Mitarbeiter', 'Kunde'], fr: ['Conseiller', 'Client'], es: ['Agente', 'Cliente'], pt: ['Atendente', 'Cliente'], it: ['Operatore', 'Cliente'], nl: ['Medewerker', 'Klant'], pl: ['Konsultant', 'Klient'], sv: ['Handläggare', 'Kund'], ja: ['オペレーター', 'お客様'], zh: ['客服', '客户'], ko: ['상담원', '고객'], ar: ['الموظف', 'العميل'], hi: ['एजेंट', 'ग्राहक'], tr: ['Temsilci', 'Müşteri'], ru: ['Оператор', 'Клиент'] };
const ON = { en: 'On', de: 'Am', fr: 'Le', es: 'El', pt: 'Em', it: 'Il', nl: 'Op', pl: 'W dniu', sv: 'Den', tr: '', ru: '' };
const SUBJ = { en: 'Re: onboarding documents', de: 'AW: Unterlagen', fr: 'RE : dossier', es: 'RE: documentación', pt: 'RE: documentos', it: 'R: documenti', nl: 'RE: documenten', pl: 'Odp: dokumenty', sv: 'SV: handlingar', ja: 'Re: 書類の件', zh: '回复：材料', ko: 'RE: 서류', ar: 'رد: المستندات', hi: 'Re: दस्तावेज़', tr: 'YNT: belgeler', ru: 'RE: документы' };
const ASK = { en: 'could you send the documents again?', de: 'kannst du die Unterlagen nochmal schicken?', fr: 'peux-tu renvoyer les pièces ?', es: '¿puedes reenviar los documentos?', pt: 'podes reenviar os documentos?', it: 'puoi rimandare i documenti?', nl: 'kun je de documenten nog eens sturen?', pl: 'możesz jeszcze raz wysłać dokumenty?', sv: 'kan du skicka handlingarna igen?', ja: '書類をもう一度送っていただけますか。', zh: '麻烦再发一下材料。', ko: '서류 다시 보내주실 수 있나요?', ar: 'هل يمكنك إرسال المستندات مرة أخرى؟', hi: 'कृपया दस्तावेज़ फिर से भेजें।', tr: 'belgeleri tekrar gönderir misin?', ru: 'пришлите, пожалуйста, документы ещё раз.' };
const FWD = { en: '---------- Forwarded message ---------', de: '-------- Weitergeleitete Nachricht --------', fr: '-------- Message transféré --------', es: '---------- Mensaje reenviado ---------', pt: '---------- Mensagem encaminhada ---------', it: '---------- Messaggio inoltrato ---------', nl: '---------- Doorgestuurd bericht ---------', pl: '---------- Przekazana wiadomość ---------', sv: '---------- Vidarebefordrat meddelande ---------', ru: '---------- Пересылаемое сообщение ---------' };
const TRANSCRIPT = { en: 'Call recording transcript', de: 'Gesprächsprotokoll (automatisch)', fr: 'Transcription automatique', es: 'Transcripción de la llamada', pt: 'Transcrição da chamada', it: 'Trascrizione chiamata', nl: 'Transcriptie gesprek', pl: 'Transkrypcja rozmowy', sv: 'Samtalsutskrift', ja: '通話記録（自動文字起こし）', zh: '通话记录（自动转写）', ko: '통화 녹취록', ar: 'نص المكالمة', hi: 'कॉल ट्रांसक्रिप्ट', tr: 'Görüşme dökümü', ru: 'Расшифровка звонка' };
const ts = (r, s) => `[${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}]`;

export function callTranscript(d, c) {
  const { r, lang } = d;
  const [A, C] = SPK[lang];
  const agent = c.person(), caller = c.person(), b = c.birth();
  let t = r.int(0, 20);
  const line = (who) => { t += r.int(3, 25); d.t(`${ts(r, t)} ${who}: `); };
  d.t(`${TRANSCRIPT[lang]} — #${r.int(100, 999)} — 0.${r.int(70, 96)}\n`);
  line(A); d.t(`${c.Lx.hi}, `); d.v('person_name', 'given_name', agent.given, true); d.t(`. ${c.lab('name')}?\n`);
  line(C); d.name(caller); d.t('\n');
  line(A); d.t(`${c.lab('dob')}?\n`);
  line(C);
  if (lang === 'en' && r.chance(0.35)) d.v('date_of_birth', 'date_of_birth_spoken', spokenDate(b));
  else d.dob(b);
  d.t(r.chance(0.3) ? ` ${ageWords(lang, c.age(b))}\n` : '\n');
  const pp = c.passport();
  if (r.chance(0.5)) {
    line(A); d.t(`${c.lab('passport')}?\n`);
    line(C);
    if (DICT.includes(lang) && r.chance(0.6)) d.v('passport', `${pp.type}_dictated`, dictate(r, lang, pp.value), true);
    else if (r.chance(0.4)) c.phrase(PASSPORT_PROSE[lang], 'passport', pp.type, pp.value);
    else d.v('passport', pp.type, pp.value);
    d.t('\n');
  } else {
    const id = c.nid(0.5);
    line(A); d.t(`${id.label}?\n`);
    line(C);
    if (DICT.includes(lang) && r.chance(0.5)) d.v('national_id', `${id.type}_dictated`, dictate(r, lang, id.value), true);
    else if (r.chance(0.4)) c.phrase(MY[lang][0].replace('{L}', id.label), 'national_id', id.type, id.value);
    else d.v('national_id', id.type, id.value);
    d.t('\n');
  }
  line(A); d.t(`${c.lab('phone')}?\n`);
  line(C); const ph = c.phone();
  if (DICT.includes(lang) && r.chance(0.4)) d.v('phone', `${ph.type}_dictated`, dictate(r, lang, ph.value), true); else d.v('phone', ph.type, ph.value);
  d.t('\n');
  if (r.chance(0.6)) { line(A); d.t(`${c.lab('address')}?\n`); line(C); d.addr(c.addr(), ', '); d.t('\n'); }
  if (r.chance(0.55)) { line(C); const pw = c.pw(); c.phrase(r.pick(c.Lx.pwProse), 'password', pw.type, pw.value, pw.soft); d.t('\n'); }
  if (r.chance(0.4)) { line(C); const cd = c.card(); d.t(`${c.lab('card')} `); d.v('credit_card', cd.type, cd.value); d.t('\n'); line(A); d.t('… '); d.n('masked', `****${cd.last4}`); d.t('\n'); }
  line(A); d.t(`${c.Lx.thanks}. `); c.neg(r.pick(['not_document', 'not_dob', 'not_phone'])); d.t('\n');
  d.t('[#] '); c.neg('masked'); d.t('\n');
}
const ORD = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth', 'twenty-first', 'twenty-second', 'twenty-third', 'twenty-fourth', 'twenty-fifth', 'twenty-sixth', 'twenty-seventh', 'twenty-eighth'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const UNITS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const twoDigits = (n) => (n < 10 ? `oh ${UNITS[n]}` : n < 20 ? ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'][n - 10] : `${TENS[Math.floor(n / 10)]}${n % 10 ? '-' + UNITS[n % 10] : ''}`);
/** A birth date as a caller says it: "the fourteenth of March, nineteen eighty-seven". */
function spokenDate([y, m, d]) {
  const year = y >= 2000 ? `two thousand${y > 2000 ? ' and ' + UNITS[y - 2000] : ''}`.replace(/and $/, '') : `nineteen ${twoDigits(y % 100)}`;
  return `the ${ORD[d]} of ${MONTHS[m - 1]}, ${year}`;
}
const DICT = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl'];

// header, "hi, it's", about, "my number is", "the passport number is", "I live at", goodbye, transcription note
const VM = {
  en: ['Voicemail from', "hi it's", ['calling back about the booking', 'about the account', 'regarding my claim'], 'my number is', 'the passport number is', 'and i live at', 'call me back thanks bye', 'transcribed automatically, may contain errors'],
  de: ['Sprachnachricht von', 'hallo hier ist', ['wegen der Buchung', 'wegen meines Kontos', 'wegen meiner Schadensmeldung'], 'meine Nummer ist', 'die Passnummer ist', 'und ich wohne in der', 'rufen Sie mich bitte zurück danke tschüss', 'automatisch transkribiert, kann Fehler enthalten'],
  fr: ['Message vocal de', 'bonjour c’est', ['pour la réservation', 'au sujet de mon compte', 'pour mon dossier sinistre'], 'mon numéro c’est le', 'le numéro de passeport c’est', 'et j’habite au', 'rappelez-moi merci au revoir', 'transcription automatique, peut contenir des erreurs'],
  es: ['Mensaje de voz de', 'hola soy', ['por lo de la reserva', 'sobre mi cuenta', 'por el siniestro'], 'mi número es el', 'el número de pasaporte es', 'y vivo en', 'llámeme por favor gracias adiós', 'transcripción automática, puede contener errores'],
  pt: ['Mensagem de voz de', 'olá é a', ['sobre a reserva', 'sobre a minha conta', 'sobre o sinistro'], 'o meu número é', 'o número do passaporte é', 'e moro na', 'ligue-me de volta obrigado adeus', 'transcrição automática, pode conter erros'],
  it: ['Messaggio vocale da', 'buongiorno sono', ['per la prenotazione', 'per il mio conto', 'per il sinistro'], 'il mio numero è', 'il numero del passaporto è', 'e abito in', 'mi richiami grazie arrivederci', 'trascrizione automatica, può contenere errori'],
  nl: ['Voicemail van', 'hallo met', ['over de boeking', 'over mijn rekening', 'over mijn schadeclaim'], 'mijn nummer is', 'het paspoortnummer is', 'en ik woon op', 'bel me even terug dank je doei', 'automatisch uitgeschreven, kan fouten bevatten'],
};
/** A voicemail run through speech recognition: no punctuation, numbers often spelled out. */
export function voicemail(d, c) {
  const { r, lang } = d;
  const w = VM[lang];
  const p = c.person(), ph = c.phone();
  d.t(`${w[0]} `); d.v('phone', ph.type, ph.value); d.t(` (${r.int(10, 95)} s)\n\n`);
  d.t(`${w[1]} `); d.name(p); d.t(` ${r.pick(w[2])} `);
  if (r.chance(0.6)) { d.t(`${w[3]} `); d.v('phone', `${ph.type}_dictated`, dictate(r, lang, ph.value), true); d.t(' '); }
  if (r.chance(0.6)) { const pp = c.passport(); d.t(`${w[4]} `); if (r.chance(0.7)) d.v('passport', `${pp.type}_dictated`, dictate(r, lang, pp.value), true); else d.v('passport', pp.type, pp.value); d.t(' '); }
  const b = c.birth(); c.phrase(r.pick(c.Lx.bornProse).toLowerCase(), 'date_of_birth', 'date_of_birth', c.date(b)); d.t(' ');
  if (r.chance(0.5)) { const a = c.addr(); d.t(`${w[5]} `); d.addr(a, ' '); d.t(' '); }
  d.t(`${w[6]}\n`);
  d.t(`\n[${w[7]}] ref `); c.neg('not_document'); d.t('\n');
}

// ask for login, IBAN lead, "ask X", "…she knows", new number, for the form, meeting with, at, here, see you at
const CH = {
  en: ['can you send me the login for the shared account?', 'IBAN for the deposit', 'ask', 'she has the keys', 'my new number', 'for the booking form', 'meeting with', 'at', 'here:', 'see you at'],
  de: ['kannst du mir den Zugang schicken?', 'hier die IBAN', 'frag mal', 'die hat den Schlüssel', 'neue Nummer', 'für das Formular', 'Termin mit', 'um', 'hier:', 'treffen uns am'],
  fr: ['tu peux m’envoyer les accès ?', 'voilà mon IBAN', 'demande à', 'elle a les clés', 'mon nouveau numéro', 'pour le formulaire', 'rdv avec', 'à', 'voilà', 'on se voit à'],
  es: ['¿me pasas el acceso?', 'te paso el IBAN', 'pregúntale a', 'ella tiene las llaves', 'mi número nuevo', 'para el formulario', 'reunión con', 'a las', 'aquí:', 'nos vemos en'],
  pt: ['mandas-me o acesso?', 'o meu IBAN', 'pergunta ao', 'ela tem as chaves', 'o meu número novo', 'para o formulário', 'reunião com', 'às', 'aqui:', 'encontramo-nos em'],
  it: ['mi mandi l’accesso?', 'ecco l’IBAN', 'chiedi a', 'ha lei le chiavi', 'il mio nuovo numero', 'per il modulo', 'riunione con', 'alle', 'ecco:', 'ci vediamo a'],
  nl: ['kun je me de login sturen?', 'IBAN voor de borg', 'vraag het aan', 'zij heeft de sleutels', 'mijn nieuwe nummer', 'voor het formulier', 'afspraak met', 'om', 'hier:', 'zien elkaar bij'],
  pl: ['wyślesz mi dostęp?', 'mój IBAN', 'zapytaj', 'ona ma klucze', 'mój nowy numer', 'do formularza', 'spotkanie z', 'o', 'proszę:', 'widzimy się na'],
  sv: ['kan du skicka inloggningen?', 'IBAN för depositionen', 'fråga', 'hon har nycklarna', 'mitt nya nummer', 'till blanketten', 'möte med', 'kl', 'här:', 'vi ses vid'],
  ja: ['共有アカウントのログイン情報を送ってもらえますか？', '振込先IBAN', '確認先：', 'さんが鍵を持っています', '新しい番号', '申込書用です', '打ち合わせ：', '時から', 'こちら：', '待ち合わせは'],
  zh: ['能把共享账号的登录信息发我吗？', 'IBAN 如下', '问一下', '钥匙在她那', '我的新号码', '填表用', '会议：', '点', '这里：', '见面地点'],
  ko: ['공유 계정 로그인 정보 보내줄 수 있어요?', 'IBAN 보내드려요', '물어보세요:', '열쇠 갖고 있어요', '새 번호', '신청서용이에요', '회의:', '시', '여기요:', '만나는 곳'],
  ar: ['ممكن ترسل لي بيانات الدخول؟', 'الآيبان للتحويل', 'اسأل', 'المفاتيح معها', 'رقمي الجديد', 'للاستمارة', 'اجتماع مع', 'الساعة', 'تفضل:', 'نلتقي عند'],
  hi: ['shared account ka login bhej do?', 'deposit ke liye IBAN', 'puchho', 'chaabi unke paas hai', 'mera naya number', 'form ke liye', 'meeting with', 'baje', 'ye lo:', 'milte hain'],
  tr: ['ortak hesabın girişini gönderir misin?', 'depozito için IBAN', 'sor:', 'anahtarlar onda', 'yeni numaram', 'form için', 'toplantı:', 'saat', 'buyur:', 'buluşma yeri'],
  ru: ['скинь доступ к общему аккаунту?', 'IBAN для залога', 'спроси у', 'ключи у неё', 'мой новый номер', 'для анкеты', 'встреча с', 'в', 'вот:', 'встречаемся у'],
};
const CHAT_FMT = [
  (dt, n) => [`[${dt.d}.${dt.m}.${dt.y}, ${dt.h}:${dt.min}:${dt.s}] `, n, ': '],
  (dt, n) => [`${dt.d}/${dt.m}/${dt.y} ${dt.h}:${dt.min} - `, n, ': '],
  (dt, n) => ['', n, `  ${dt.h}:${dt.min}\n`],
  (dt, n) => [`${dt.y}-${dt.m}-${dt.d} ${dt.h}:${dt.min} <`, n, '> '],
];
export function chatExport(d, c) {
  const { r, lang } = d;
  const fmt = r.pick(CHAT_FMT);
  const people = [c.person(), c.person(), c.person()];
  const w = CH[lang];
  const nick = `${r.pick(['kiki', 'bjorn', 'mango', 'zorro', 'pixel', 'nomad'])}_${r.int(7, 99)}`;
  let min = r.int(0, 40), h = r.int(8, 21), sec = 0;
  const day = { d: String(r.int(1, 28)).padStart(2, '0'), m: '0' + r.int(1, 9), y: r.pick(['25', '2025', '26']) };
  const send = (p) => {
    const step = r.int(20, 420);
    sec += step % 60; min += Math.floor(step / 60); if (sec > 59) { sec -= 60; min++; } if (min > 59) { min -= 60; h = (h + 1) % 24; }
    const dt = { ...day, h: String(h).padStart(2, '0'), min: String(min).padStart(2, '0'), s: String(sec).padStart(2, '0') };
    const [a, n, b] = fmt(dt, p);
    d.t(a);
    if (typeof n === 'string') d.t(n); else d.name(n);
    d.t(b);
  };
  const msgs = r.shuffle([
    () => { send(people[0]); d.t(`${c.Lx.hi} `); d.v('person_name', 'given_name', people[1].given, true); d.t(`, ${w[0]}\n`); },
    () => { send(people[1]); const pw = c.pw(); c.phrase(r.pick(c.Lx.pwProse), 'password', pw.type, pw.value, pw.soft); d.t(r.pick(['', ' 🙈', ' (delete this pls)', ' lol'])); d.t('\n'); },
    () => { send(people[2]); const a = c.addr(); d.t(`${c.lab('address')}: `); d.addr(a, ', '); d.t('\n'); },
    () => { send(people[0]); const i = c.iban(); d.t(`${w[1]} `); d.v('bank_account', i.type, i.value); d.t('\n'); },
    () => { send(people[2]); c.bankField(' '); d.t('\n'); },
    () => { send(people[1]); const e = c.email(people[1]); const [u, h] = e.value.split('@'); const dom = h.split('.'); d.t(`${c.lab('email')} `); d.v('email', 'email_obfuscated', r.pick([`${u} [at] ${dom.join(' [dot] ')}`, `${u}(at)${h}`, `${u} at ${dom.join(' dot ')}`]), true); d.t(r.pick([' (no spam pls)', '', ' ;)'])); d.t('\n'); },
    () => { send(nick); d.t(`${w[2]} `); const p = c.person(); d.name(p); d.t(`, ${w[3]}\n`); },
    () => { send(people[1]); const ph = c.phone(); d.t(`${w[4]} `); d.v('phone', ph.type, ph.value); d.t('\n'); },
    () => { send(people[2]); const b = c.birth(); c.phrase(r.pick(c.Lx.bornProse), 'date_of_birth', 'date_of_birth', c.date(b)); d.t(` — ${w[5]}\n`); },
    () => { send(people[0]); const pp = c.passport(); d.t(`${r.pick(pp.labels)} `); d.v('passport', pp.type, pp.value); d.t(`, ${c.Lx.exp.toLowerCase()} `); d.n('not_dob:expiry', c.date([r.int(2027, 2035), r.int(1, 12), r.int(1, 28)])); d.t('\n'); },
    () => { send(nick); c.neg(r.pick(['not_document', 'not_phone', 'masked', 'not_name', 'placeholder'])); d.t(' ?\n'); },
    () => { send(people[1]); d.t(`${w[6]} `); d.name(c.person()); d.t(` & `); d.name(c.person()); d.t(` ${w[7]} ${r.int(9, 17)}:${r.pick(['00', '30'])}\n`); },
    () => { send(people[2]); const id = c.nid(0.3); d.t(`${id.label} `); d.v('national_id', id.type, id.value); d.t('\n'); },
    () => { send(people[1]); const pp = c.passport(); c.phrase(PASSPORT_PROSE[lang], 'passport', pp.type, pp.value); d.t(r.pick(['', ' 🙏', '!', ' ✈️'])); d.t('\n'); },
    () => { send(people[0]); const id = c.nid(0.3); c.phrase(MY[lang][0].replace('{L}', id.label), 'national_id', id.type, id.value); d.t('\n'); },
    () => { send(people[2]); const [pre, post] = MY[lang][1].split('{}'); d.t(pre); d.addr(c.addr(), ', '); d.t(`${post}\n`); },
    () => { send(people[1]); const id = c.nid(0.2); d.t(`${r.pick([w[8], '→', 'ok'])} `); d.v('national_id', id.type, id.value); d.t('\n'); },
    () => { send(people[2]); d.t(`${w[9]} `); c.negPlace(); d.t(` ${r.int(9, 19)}:00\n`); },
    () => { send(people[0]); d.t(`${c.Lx.thanks}! `); d.v('person_name', 'given_name', people[2].given, true); d.t(' 👍\n'); },
  ]);
  const tech = [
    () => { send(people[1]); const k = c.apiKey(); d.t(`${w[8]} `); d.v('api_key', k.type, k.value); d.t(r.pick(['', ' (staging)', ' 🔑'])); d.t('\n'); },
    () => { send(people[0]); const x = c.wallet(); d.t(`${w[8]} `); d.v('crypto_wallet', x.type, x.value); d.t(r.pick([' (USDT TRC20)', ' btc', ' ETH only!', ''])); d.t('\n'); },
    () => { send(people[2]); const t = r.chance(0.5) ? c.jwt() : c.bearer(); d.t('Bearer '); d.v('access_token', t.type, t.value); d.t('\n'); },
    () => { send(people[1]); const cs = c.conn(); d.t(`${w[8]} `); d.v('connection_string', cs.type, cs.value); d.t('\n'); },
    () => { send(people[0]); const k = c.pkey(); d.t(`${w[8]}\n`); d.v('private_key', `${k.type}_rewrapped`, c.renderKey(k, 'rewrap')); d.t('\n'); },
  ];
  const chosen = [...msgs.slice(0, r.int(6, 11)), ...(r.chance(0.35) ? [r.pick(tech)] : [])];
  for (const m of r.shuffle(chosen)) m();
  d.t(`${r.pick(['<Media omitted>', '<Medien ausgeschlossen>', 'image.jpg (file attached)'])}\n`);
}

export function emailThread(d, c) {
  const { r, lang } = d;
  const a = c.person(), b = c.person();
  const ea = c.email(a), eb = c.email(b);
  d.t(`${FWD[lang] ?? FWD.en}\nFrom: `);
  d.name(a); d.t(' <'); d.v('email', ea.type, ea.value); d.t('>\nDate: '); c.negValue('not_dob'); d.t(`\nSubject: ${SUBJ[lang]}\nTo: `);
  d.name(b); d.t(' <'); d.v('email', eb.type, eb.value); d.t('>\n\n');
  d.t(`${c.Lx.hi} `); d.v('person_name', 'given_name', b.given, true); d.t(',\n\n');
  const quoted = [];
  const items = r.shuffle(['dob', 'nid', 'iban', 'passport', 'pw', 'addr', 'phone', 'card', 'secret']).slice(0, r.int(3, 5));
  for (const it of items) {
    if (it === 'dob') { const x = c.birth(); c.phrase(r.pick(c.Lx.bornProse), 'date_of_birth', 'date_of_birth', c.date(x)); d.t('.\n'); }
    if (it === 'nid') { const id = c.nid(0.3); d.t(`${id.label}: `); d.v('national_id', id.type, id.value); d.t('\n'); quoted.push(['national_id', id.type, id.value, id.label]); }
    if (it === 'iban' && r.chance(0.5)) { c.bankField(); d.t('\n'); }
    else if (it === 'iban') { const i = c.iban(); d.t(`${c.lab('iban')}: `); d.v('bank_account', i.type, i.value); d.t('\n'); quoted.push(['bank_account', i.type, i.value, 'IBAN']); }
    if (it === 'passport') { const pp = c.passport(); d.t(`${r.pick(pp.labels)}: `); d.v('passport', pp.type, pp.value); d.t(` (${c.Lx.nat.toLowerCase()} ${pp.cc}, ${c.Lx.exp.toLowerCase()} `); d.n('not_dob:expiry', c.date([r.int(2027, 2035), r.int(1, 12), r.int(1, 28)])); d.t(')\n'); quoted.push(['passport', pp.type, pp.value, pp.labels[0]]); }
    if (it === 'secret') {
      const pick = r.int(0, 2);
      if (pick === 0) { const k = c.pkey(); d.t(`${r.pick(['key.pem', 'id_rsa', 'private.asc'])}:\n`); d.v('private_key', `${k.type}_rewrapped`, c.renderKey(k, 'rewrap')); d.t('\n'); }
      else if (pick === 1) { const x = c.wallet(); d.t(`${r.pick(['Wallet', 'BTC', 'USDT', 'ETH'])}: `); d.v('crypto_wallet', x.type, x.value); d.t('\n'); }
      else { const k = c.apiKey(); d.t(`${k.key}: `); d.v('api_key', k.type, k.value); d.t('\n'); }
    }
    if (it === 'pw') { const pw = c.pw(); c.phrase(r.pick(c.Lx.pwProse), 'password', pw.type, pw.value, pw.soft); d.t('\n'); }
    if (it === 'addr') { d.t(`${c.lab('address')}:\n`); d.addr(c.addr(), '\n'); d.t('\n'); }
    if (it === 'phone') { const ph = c.phone(); d.t(`${c.lab('phone')} `); d.v('phone', ph.type, ph.value); d.t('\n'); quoted.push(['phone', ph.type, ph.value, c.lab('phone')]); }
    if (it === 'card') { if (r.chance(0.5)) { c.neg('masked'); } else { const cd = c.card(); d.t(`${c.lab('card')}: `); d.v('credit_card', cd.type, cd.value); } d.t('\n'); }
  }
  d.t(`\n${c.Lx.regards},\n`); d.name(a); d.t('\n'); c.negValue('not_name'); d.t('\n');
  const sp = c.phone(); d.t('T '); d.v('phone', sp.type, sp.value); d.t('\n');
  if (r.chance(0.5)) { d.addr(c.addr(), r.pick(['\n', ' · '])); d.t('\n'); }
  d.t(`\n${ON[lang] ?? 'On'} `); c.negValue('not_dob'); d.t(', '); d.name(b); d.t(' wrote:\n');
  d.t(`> ${c.Lx.hi},\n> ${ASK[lang]}\n`);
  for (const [cat, type, value, label] of quoted) { d.t(`> > ${label}: `); d.v(cat, type, value); d.t('\n'); }
  d.t('> \n> '); d.name(b); d.t('\n');
  if (r.chance(0.5)) { d.t('> '); c.neg('placeholder'); d.t('\n'); }
}

/** Messages that switch language mid-sentence. */
const SWITCH = {
  de: [['Kannst du mir das password schicken? It\'s ', 'pw', ', aber bitte nicht weiterleiten'], ['Meine neue address ist ', 'addr', ', the old one is gone'], ['Die IBAN for the refund: ', 'iban', ''], ['Geburtsdatum for the visa form: ', 'dob', '']],
  hi: [['bhai mera passport number ', 'pp', ' hai, visa ke liye chahiye'], ['mera password ', 'pw', ' hai, kal change kar dunga'], ['account number ', 'acct', ' pe transfer kar do please'], ['uska DOB ', 'dob', ' hai, form mein daal dena'], ['Aadhaar ', 'nid', ' wala copy bhej diya']],
  es: [['oye, the password es ', 'pw', ' pero no se lo digas a nadie'], ['mi phone nuevo es ', 'phone', ', text me'], ['el passport number es ', 'pp', ', expires next year'], ['nació on ', 'dob', ', so she is still a minor']],
  fr: [['ok donc le password c’est ', 'pw', ', don’t share'], ['mon IBAN pour le refund : ', 'iban', ''], ['elle est née le ', 'dob', ', on a besoin du birth certificate']],
  ja: [['ログインの password は ', 'pw', ' です、あとで変えます'], ['passport number は ', 'pp', ' です'], ['住所 is ', 'addr', ' です']],
  zh: [['我的 password 是 ', 'pw', '，别告诉别人'], ['passport 号码 ', 'pp', '，下周要用'], ['打这个电话 ', 'phone', ' 找我']],
  ar: [['الباسورد هو ', 'pw', ' please change it'], ['رقم الجوال ', 'phone', ' call me after 5'], ['my IBAN هو ', 'iban', '']],
  tr: [['şifre ', 'pw', ' ama kimseye söyleme, okay?'], ['meine Nummer ist ', 'phone', ', ara beni'], ['doğum tarihi ', 'dob', ' for the insurance']],
  ru: [['пароль ', 'pw', ' — don’t forward it'], ['мой номер ', 'phone', ', text me on Telegram'], ['passport ', 'pp', ' истекает в этом году']],
  ko: [['password는 ', 'pw', ' 이에요 ㅋㅋ'], ['여권 number ', 'pp', ' 보내드려요'], ['연락처 ', 'phone', ' 으로 call 주세요']],
  pt: [['a password é ', 'pw', ', muda depois ok?'], ['meu phone: ', 'phone', ''], ['nasceu em ', 'dob', ', so we need the parent consent']],
  it: [['la password è ', 'pw', ', non condividerla please'], ['il mio IBAN for the refund: ', 'iban', '']],
  nl: [['het password is ', 'pw', ', graag meteen wijzigen'], ['mijn nieuwe number: ', 'phone', '']],
  pl: [['hasło to ', 'pw', ', don\'t forget'], ['mój numer ', 'phone', ', call me']],
  sv: [['lösenordet är ', 'pw', ', change it asap'], ['my personnummer är ', 'nid', '']],
  en: [['so the Passwort is ', 'pw', ', Kollege said so'], ['call him on ', 'phone', ' – habla español'], ['his DOB is ', 'dob', ' según el formulario']],
};
export function mixedLanguage(d, c) {
  const { r, lang } = d;
  const people = [c.person(), c.person()];
  const lines = r.shuffle(SWITCH[lang] ?? SWITCH.en);
  d.t(`${r.pick(['#ops-shared', 'Team chat', 'group: family 🏠', 'DM'])}\n`);
  let n = 0;
  for (const [a, what, b] of [...lines, ...r.shuffle(SWITCH.en)].slice(0, r.int(4, 7))) {
    const p = people[n++ % 2];
    d.name(p); d.t(`: ${a}`);
    if (what === 'pw') { const pw = c.pw(); d.v('password', pw.type, pw.value, pw.soft); }
    else if (what === 'addr') d.addr(c.addr(), ', ');
    else if (what === 'iban') { const i = c.iban(); d.v('bank_account', i.type, i.value); }
    else if (what === 'acct') { const x = c.account(); d.v('bank_account', x.type, x.value, x.soft); }
    else if (what === 'dob') d.dob(c.birth());
    else if (what === 'pp') { const pp = c.passport(); d.v('passport', pp.type, pp.value); }
    else if (what === 'phone') { const ph = c.phone(); d.v('phone', ph.type, ph.value); }
    else if (what === 'nid') { const id = c.nid(0.2); d.v('national_id', id.type, id.value); }
    d.t(`${b}\n`);
    if (r.chance(0.3)) { d.name(people[n % 2]); d.t(': ok 👍 '); c.neg(); d.t('\n'); }
  }
}
