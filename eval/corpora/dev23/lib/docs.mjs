// Personal / administrative documents.
import { LANG, LOOKALIKE } from './lang.mjs';
import { LOCALES, fmtDate, fmtAmount, personName } from './locales.mjs';
import { makeValue, makeNeg, newPerson, available, NONBIRTH, neg } from './values.mjs';
import { render, assemble, STYLES } from './render.mjs';
import { SCHEMES } from './ids.mjs';

const N = 'person_name', DOB = 'date_of_birth', AD = 'street_address', PH = 'phone_number', EM = 'email', IB = 'iban', BA = 'bank_account', CC = 'credit_card', NI = 'national_id', TX = 'tax_id', PP = 'passport_number', IP = 'ip_address', CW = 'crypto_wallet', PW = 'password';
export const KIND_SPEC = {
  cv: { pool: [N, DOB, AD, PH, EM, NI, PP], table: 'employment', refs: [] },
  cover_letter: { pool: [N, AD, PH, EM, DOB, CC, IB], letter: true, refs: ['ticket_number'] },
  job_application: { pool: [N, DOB, AD, PH, EM, IB, TX, NI, PP, PW, BA], table: 'employment', refs: ['ticket_number'] },
  rental_application: { pool: [N, DOB, AD, PH, EM, IB, NI, PP, BA, CC, TX], table: 'persons', refs: ['case_number'] },
  bank_statement: { pool: [N, AD, IB, BA, CC, IP, CW, EM, PH, TX], table: 'transactions', refs: ['order_number', 'invoice_number'] },
  card_statement: { pool: [N, AD, CC, PH, EM, IP, IB], table: 'transactions', refs: ['order_number', 'tracking_number'] },
  payslip: { pool: [N, AD, DOB, TX, NI, IB, BA, PP], table: 'earnings', refs: [] },
  tax_summary: { pool: [N, DOB, AD, TX, IB, CW, BA, NI], table: 'earnings', refs: ['case_number'] },
  medical_history: { pool: [N, DOB, AD, PH, NI, EM, PP, CC], table: 'meds', refs: ['medical_code'] },
  prescription: { pool: [N, DOB, NI, AD, PH, CC, PP], table: 'meds', refs: ['medical_code', 'part_number'] },
  lab_report: { pool: [N, DOB, NI, PH, EM, PP, TX], table: 'labs', refs: ['medical_code'] },
  visa_application: { pool: [N, DOB, PP, NI, AD, PH, EM, CC, TX, IB], split: true, refs: ['case_number'] },
  residence_permit: { pool: [N, DOB, PP, NI, TX, AD, PH, EM, IB], split: true, refs: ['case_number'] },
  court_document: { pool: [N, DOB, AD, NI, IB, CW, BA, TX], letter: true, refs: ['case_number'] },
  police_report: { pool: [N, DOB, AD, PH, EM, NI, PP, CC, CW, IP, IB], refs: ['case_number', 'tracking_number'] },
  notary_deed: { pool: [N, DOB, AD, NI, TX, IB, PP, CW], table: 'persons', refs: ['case_number'] },
  insurance_claim: { pool: [N, DOB, AD, PH, EM, IB, NI, BA, IP, CC, TX, PP], refs: ['policy_number', 'case_number'] },
  school_enrolment: { pool: [N, DOB, AD, PH, EM, NI, PW, PP, TX], table: 'persons', refs: ['ticket_number'] },
  scholarship_form: { pool: [N, DOB, AD, EM, PH, IB, TX, NI, BA, PP, CW], refs: ['ticket_number'] },
  utility_bill: { pool: [N, AD, IB, BA, EM, PH, PW, CC, TX], table: 'earnings', refs: ['meter_number', 'invoice_number'] },
  telecom_bill: { pool: [N, AD, PH, EM, IB, IP, PW, CC, PP], table: 'calls', refs: ['invoice_number', 'order_number'] },
  loan_application: { pool: [N, DOB, AD, PH, EM, IB, BA, NI, TX, CC, CW], table: 'persons', refs: ['case_number', 'policy_number'] },
  mortgage_file: { pool: [N, DOB, AD, IB, TX, NI, BA, PH, EM, PP, CW], refs: ['case_number', 'policy_number'] },
  pension_letter: { pool: [N, DOB, NI, TX, IB, AD, BA], letter: true, table: 'earnings', refs: ['policy_number'] },
};

const PW_PROSE = { en: 'Your initial password for the online portal is {PW} - please change it after your first login.', de: 'Ihr Initialpasswort für das Kundenportal lautet {PW}; bitte ändern Sie es nach der ersten Anmeldung.', fr: 'Votre mot de passe provisoire pour l\'espace client est {PW} ; merci de le modifier dès la première connexion.', es: 'Su contraseña provisional para el área de clientes es {PW}; cámbiela tras el primer acceso.', it: 'La password provvisoria per l\'area riservata è {PW}: modificala al primo accesso.', pt: 'A sua palavra-passe provisória para a área de cliente é {PW}; altere-a no primeiro acesso.', nl: 'Uw tijdelijke wachtwoord voor het klantportaal is {PW}; wijzig het na de eerste keer inloggen.', pl: 'Hasło tymczasowe do serwisu internetowego: {PW} - prosimy zmienić je przy pierwszym logowaniu.', cs: 'Vaše dočasné heslo do zákaznického portálu je {PW}; po prvním přihlášení jej změňte.', tr: 'Online işlemler için geçici şifreniz {PW} olup ilk girişte değiştirmeniz gerekmektedir.', ru: 'Ваш временный пароль для входа в личный кабинет: {PW}. Смените его при первом входе.', uk: 'Ваш тимчасовий пароль до особистого кабінету: {PW}. Змініть його під час першого входу.', ja: 'マイページの初期パスワードは{PW}です。初回ログイン後に変更してください。', zh: '您的网上服务初始密码为{PW}，请在首次登录后修改。', ko: '온라인 서비스 임시 비밀번호는 {PW}입니다. 최초 로그인 후 변경해 주세요.', ar: 'كلمة المرور المؤقتة للبوابة الإلكترونية هي {PW}، يرجى تغييرها عند أول تسجيل دخول.', he: 'הסיסמה הזמנית לאזור האישי היא {PW}; יש להחליפה בכניסה הראשונה.', hi: 'ऑनलाइन पोर्टल के लिए आपका अस्थायी पासवर्ड {PW} है; कृपया पहली बार लॉगिन करने के बाद इसे बदलें।' };
const PROSE_OF = { [DOB]: 0, [AD]: 0, [PH]: 1, [EM]: 1, [IB]: 2, [BA]: 2, [CC]: 2, [NI]: 3, [TX]: 3, [PP]: 3 };

function fillTemplate(tpl, slots) {
  const parts = []; let last = 0; const re = /\{([A-Z]+)\}/g; let m;
  while ((m = re.exec(tpl))) { if (m.index > last) parts.push(tpl.slice(last, m.index)); parts.push(slots[m[1]]()); last = re.lastIndex; }
  if (last < tpl.length) parts.push(tpl.slice(last)); return parts;
}

export function makePersonalDoc(ctx, kind) {
  const { r, loc } = ctx; const lc = LOCALES[loc]; const lang = lc.lang; const Lg = LANG[lang]; const Lx = Lg.L; const spec = KIND_SPEC[kind];
  const doNeg = ctx.neg; const N_ = (k) => makeNeg(ctx, k);
  const pool = spec.pool.filter((c) => available(loc, c));
  const k = r.int(2, 5);
  const cats = []; const cand = pool.slice();
  while (cats.length < k && cand.length) { const c = r.weighted(cand.map((x) => [x, ctx.weight(x)])); cats.push(c); cand.splice(cand.indexOf(c), 1); }
  const person = newPerson(r, loc, ctx.used);
  const V = (cat, opts) => makeValue(ctx, cat, person, opts);
  const blocks = []; const running = {};
  // header
  const org = doNeg ? N_(r.pick(['company', 'org_named_after_person', 'company'])) : LOOKALIKE[lang].co[0];
  const hdr = [org];
  if (doNeg && r.chance(0.5)) hdr.push(' · ', `${r.pick(Lx.hotline)}: `, N_('service_hotline'));
  if (doNeg && r.chance(0.35)) hdr.push(' · ', N_('role_mailbox'));
  blocks.push({ t: 'header', parts: hdr }); running.header = hdr;
  blocks.push({ t: 'title', text: Lg.T[kind] }); running.headerText = '';
  if (doNeg && spec.refs.length) blocks.push({ t: 'line', parts: [`${r.pick(Lx.ref)}: `, N_(r.pick(spec.refs)), ` — ${r.pick(Lx.date)}: `, N_('non_birth_date')] });

  // placement
  const place = {}; for (const c of cats) place[c] = r.chance(0.5) ? 'field' : (spec.table === 'persons' || spec.table === 'transactions' || spec.table === 'calls') && [N, DOB, PH, EM, NI, PP, IB, CC, CW, IP].includes(c) && r.chance(0.6) ? 'table' : PROSE_OF[c] !== undefined ? 'prose' : 'field';
  if (!doNeg) for (const c of cats) if (place[c] === 'prose' && PROSE_OF[c] !== 1) place[c] = 'field';
  if (place[IP] === 'table' && spec.table !== 'transactions') place[IP] = 'field';
  if (place[CW] === 'table' && spec.table !== 'transactions') place[CW] = 'field';

  // fields
  const items = [];
  const fieldCats = cats.filter((c) => place[c] === 'field');
  if (spec.letter && fieldCats.includes(N)) {
    // letter: sender block lines
    const lines = [[V(N).piece]]; for (const c of [AD, PH, EM]) if (fieldCats.includes(c)) lines.push([V(c).piece]);
    blocks.splice(1, 0, { t: 'lines', lines });
    for (const c of [N, AD, PH, EM]) if (fieldCats.includes(c)) fieldCats.splice(fieldCats.indexOf(c), 1);
  }
  for (const c of fieldCats) {
    if (c === N && spec.split && r.chance(0.7)) { const a = V('family_name'), b = V('given_name'); items.push([a.labelText, a.piece], [b.labelText, b.piece]); continue; }
    const v = V(c);
    let label = v.labelText || r.pick(Lx[{ national_id: 'id', tax_id: 'tax', passport_number: 'passport', bank_account: 'account' }[c]] || Lx.ref);
    if (c === N && doNeg && r.chance(0.25) && ['form_dots', 'form_above', 'docx_text', 'pdf_text'].includes(ctx.style)) { items.push([label, [v.piece, ' (', r.pick(['z. B.', 'e.g.', 'ex.', 'np.', 'напр.', '例:']), ' ', N_('specimen_name'), ')']]); continue; }
    items.push([label, v.piece]);
    if (c === BA && v.bankId) { if (doNeg) items.push([v.bankId[0], N_('bank_identifier')]); else items.push([v.bankId[0], v.bankId[1]]); }
    if (c === PW) items.splice(items.length - 1, 0, [r.pick(Lx.username), `${person.family.slice(0, 1).toLowerCase() === person.family.slice(0, 1) ? 'u' : 'u'}${r.digits(7)}`]);
  }
  if (doNeg) {
    const extra = r.int(0, 2);
    for (let i = 0; i < extra; i++) {
      const x = r.pick(['employer', 'position', 'amount', 'date', 'masked', 'nationality']);
      if (x === 'employer') items.push([r.pick(Lx.employer), N_(r.pick(['company', 'org_named_after_person']))]);
      if (x === 'position') items.push([r.pick(Lx.position), N_('job_title')]);
      if (x === 'amount') items.push([r.pick(Lx.amount), N_('amount')]);
      if (x === 'date') items.push([r.pick(Lx.date), N_('non_birth_date')]);
      if (x === 'masked') items.push([r.pick(Lx.card), N_('masked_value')]);
      if (x === 'nationality') items.push([r.pick(Lx.nationality), r.pick(['DEU', 'FRA', 'ESP', 'POL', 'TUR', 'JPN', 'BRA', 'IND', 'UKR', 'ITA'])]);
    }
  }
  if (items.length) blocks.push({ t: 'fields', items: r.shuffle(items).sort((a, b) => (a[1] && a[1].L && a[1].L.category === N ? -1 : 0)) });

  // table
  const tcats = cats.filter((c) => place[c] === 'table');
  const tbl = spec.table;
  const amountCell = () => (doNeg ? N_('amount') : fmtAmount(r, loc));
  const dateCell = () => (doNeg ? N_('non_birth_date') : fmtDate(r, NONBIRTH(r), loc, 'num'));
  if (tbl === 'transactions' && doNeg) {
    const rows = []; const n = r.int(3, 6);
    const valueRows = tcats.slice();
    for (let i = 0; i < n; i++) {
      let desc;
      const vc = valueRows.shift();
      if (vc === N) desc = [r.pick(['SEPA ', 'Transfer ', 'Überweisung ', 'Virement ', 'Przelew ', '']), makeValue(ctx, N, null, { fresh: true }).piece];
      else if (vc === IB) desc = [r.pick(['SEPA DD ', 'Transfer to ', 'Virement vers ']), makeValue(ctx, IB, null, { fresh: true }).piece];
      else if (vc === CC) desc = [r.pick(['Card ', 'POS ', 'Karte ']), V(CC).piece];
      else if (vc === CW) desc = [r.pick(['Crypto withdrawal → ', 'BTC purchase, wallet ', 'Auszahlung an Wallet ']), V(CW).piece];
      else if (vc === IP) desc = [r.pick(['Online banking login, IP ', 'Login ', 'Connexion IP ']), V(IP).piece];
      else if (vc === PH) desc = [r.pick(['Top-up ', 'Prepaid ', 'Aufladung ']), V(PH).piece];
      else if (vc === EM) desc = [r.pick(['PayPal *', 'Refund to ', 'Rückerstattung an ']), V(EM).piece];
      else if (vc) desc = [vc === DOB ? '' : '', V(vc).piece];
      else desc = r.pick([() => [N_('company')], () => [N_('product')], () => [N_('org_named_after_person')], () => ['Ref ', N_('order_number')], () => [N_('masked_value')], () => [N_('public_figure'), ' Museum']])();
      rows.push([dateCell(), desc, amountCell()]);
    }
    for (const vc of valueRows) rows.push([dateCell(), [V(vc).piece], amountCell()]);
    blocks.push({ t: 'table', head: [r.pick(Lx.date), r.pick(Lx.desc), r.pick(Lx.amount)], rows });
  } else if (tbl === 'calls' && (tcats.includes(PH) || doNeg)) {
    const rows = []; const n = r.int(2, 5);
    for (let i = 0; i < n; i++) {
      const useVal = tcats.includes(PH) && (i < 2 || r.chance(0.3));
      const num = useVal ? makeValue(ctx, PH, null, { fresh: true }).piece : N_(r.pick(['service_hotline', 'masked_value']));
      rows.push([dateCell(), num, `${r.int(0, 59)}:${String(r.int(0, 59)).padStart(2, '0')}`, amountCell()]);
    }
    blocks.push({ t: 'table', head: [r.pick(Lx.date), r.pick(Lx.phone), 'min', r.pick(Lx.amount)], rows });
    for (const c of tcats) if (c !== PH) { const v = V(c); blocks.push({ t: 'fields', items: [[v.labelText || r.pick(Lx.id), v.piece]] }); }
  } else if (tbl === 'employment' && doNeg) {
    const rows = []; for (let i = 0; i < r.int(2, 4); i++) { const y = 2024 - i * r.int(2, 4); rows.push([`${y - r.int(1, 3)}–${y}`, N_(r.pick(['company', 'org_named_after_person'])), N_('job_title')]); }
    blocks.push({ t: 'table', head: [r.pick(Lx.period), r.pick(Lx.employer), r.pick(Lx.position)], rows });
  } else if ((tbl === 'meds' || tbl === 'labs' || tbl === 'earnings') && doNeg) {
    const rows = [];
    if (tbl === 'meds') for (let i = 0; i < r.int(1, 3); i++) rows.push([N_('product'), `${r.int(1, 3)}× ${r.pick(['1-0-1', '0-0-1', '1-1-1', 'b.i.d.', 'q.d.'])}`, N_('medical_code')]);
    if (tbl === 'labs') for (const [a, u] of r.sample([['HbA1c', '%'], ['CRP', 'mg/L'], ['TSH', 'mU/L'], ['LDL', 'mg/dL'], ['Hb', 'g/dL'], ['Ferritin', 'ng/mL'], ['eGFR', 'mL/min']], r.int(3, 5))) rows.push([a, (r.next() * 100).toFixed(1), u]);
    if (tbl === 'earnings') for (let i = 0; i < r.int(2, 4); i++) rows.push([r.pick([...Lg.caps, r.pick(Lx.amount)]), amountCell()]);
    blocks.push({ t: 'table', head: tbl === 'meds' ? [r.pick(Lx.item), 'Dosis', 'ICD-10'] : tbl === 'labs' ? [r.pick(Lx.item), r.pick(Lx.result), 'Unit'] : [r.pick(Lx.desc), r.pick(Lx.amount)], rows });
  }
  const leftover = tcats.filter(() => !(tbl === 'transactions' && doNeg) && !(tbl === 'calls' && (tcats.includes(PH) || doNeg)));
  if (leftover.length) {
    // persons table: main person + maybe a second row
    const cols = leftover.includes(N) || leftover.length < 2 ? [N, ...leftover.filter((c) => c !== N)] : leftover;
    const head = cols.map((c) => r.pick(Lx[{ person_name: 'name', date_of_birth: 'dob', phone_number: 'phone', email: 'email', national_id: 'id', passport_number: 'passport', iban: 'iban', credit_card: 'card', crypto_wallet: 'wallet', ip_address: 'ip', street_address: 'address', tax_id: 'tax', bank_account: 'account', password: 'password' }[c]]));
    const rows = [cols.map((c) => V(c).piece)];
    if (r.chance(0.5)) { const p2 = newPerson(r, loc, ctx.used); rows.push(cols.map((c) => makeValue(ctx, c, p2).piece)); }
    if (doNeg && r.chance(0.5)) { head.push(r.pick(Lx.relation)); rows.forEach((row) => row.push(N_(r.pick(['capitalised_word', 'job_title'])))); }
    blocks.push({ t: 'table', head, rows });
  }

  // prose
  const proseCats = cats.filter((c) => place[c] === 'prose');
  const tplIdx = [...new Set(proseCats.map((c) => PROSE_OF[c]))];
  for (const ti of tplIdx) {
    const acct = proseCats.find((c) => [IB, BA, CC].includes(c)); const idc = proseCats.find((c) => [NI, TX, PP].includes(c));
    const slots = {
      NAME: () => V(N).piece, DOB: () => V(DOB).piece, ADDR: () => V(AD).piece, PHONE: () => V(PH).piece, EMAIL: () => V(EM).piece,
      ORG: () => N_(r.pick(['company', 'org_named_after_person'])), DATE: () => N_('non_birth_date'), AMOUNT: () => N_('amount'), REF: () => N_(r.pick(spec.refs.length ? spec.refs : ['case_number'])),
      ACCL: () => (acct === IB ? 'IBAN' : acct === CC ? r.pick(Lx.card) : r.pick(Lx.account)), ACCT: () => V(acct).piece,
      IDL: () => { const v = V(idc); return v.labelText || r.pick(Lx.id); }, ID: () => V(idc).piece,
    };
    const tpl = Lg.P[ti];
    blocks.push({ t: 'para', parts: fillTemplate(tpl, slots) });
  }
  if (place[PW] === 'field' && r.chance(0.5)) {
    const it = items.find((x) => x[1] && x[1].L && x[1].L.category === PW);
    if (it) { items.splice(items.indexOf(it), 1); const [a, b] = PW_PROSE[lang].split('{PW}'); blocks.push({ t: 'para', parts: [a, it[1], b] }); }
  }
  if (doNeg && r.chance(0.35)) {
    const x = r.pick(['public_figure', 'fictional_character', 'project_codename', 'month_weekday', 'capitalised_word']);
    blocks.push({ t: 'line', parts: [r.pick(['Note: ', 'NB: ', '* ', '— ']), N_(x), r.pick([' —', '.', ' (ref.)', ''])] });
  }
  // closing
  if (spec.letter || r.chance(0.3)) {
    const sig = cats.includes(N) ? [V(N).piece] : [r.pick(Lx.signature), ': ____________'];
    blocks.push({ t: 'lines', lines: [[Lg.regards ? Lg.regards : ''], sig, ...(doNeg ? [[N_('non_birth_date')]] : [])] });
  }
  if (!cats.includes(N) && !blocks.some((b) => JSON.stringify(b).includes('"person_name"'))) { /* documents without a name are allowed */ }

  running.footer = (p, t) => [`${Lx.page[0]} ${p}/${t}`, doNeg && r.chance(0.5) ? ' · ' : '', ...(doNeg && r.chance(0.5) ? [N_('uuid')] : [])];
  const { lines, o } = render(blocks, ctx.style, r, { at64: ctx.style === 'html' && r.chance(0.35), running });
  return assemble(lines, o, r.chance(0.1) ? '\r\n' : '\n');
}
