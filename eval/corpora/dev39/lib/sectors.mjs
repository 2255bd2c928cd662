// Business-side templates for the seven sectors.
import { K, record, prose, emailDoc, sigBlock, chat, lab, neg, flat, mapSegs, wrapVal, kv, json, yaml, xml, table, seq, P, fmtDate, randDate, N, IP, ts, pubFig, personCompany, toNative } from './common.mjs';
import { secret, password, webhook } from './secrets.mjs';
import { card, wallet, iban } from './finance.mjs';
import { LOCALES, LOCALE_IDS } from './locales.mjs';
import { user, host, cur, money } from './kit.mjs';
import { NID as NIDS, TAX as TAXS } from './ids.mjs';
const pf = (c, x, keys) => {
  const V = c.V, out = [];
  for (const k of keys) {
    if (k === 'name') out.push(['name', V.name, x.name()]);
    else if (k === 'dob') out.push(['date_of_birth', V.dob, x.dob()]);
    else if (k === 'addr') out.push(['address', V.addr, x.addr(c.r.pick(['\n', ', ']))]);
    else if (k === 'phone') out.push(['phone', V.phone, x.phone()]);
    else if (k === 'email') out.push(['email', V.email, x.email()]);
    else if (k === 'nid') out.push(['national_id', V.nid, x.nid()]);
    else if (k === 'tax') out.push(['tax_id', V.tax, x.tax()]);
    else if (k === 'passport') out.push(['passport_no', V.passport, x.passport().seg]);
    else if (k === 'bank') for (const [bk, seg] of x.bank()) out.push([bk === 'iban' ? 'iban' : 'bank_' + bk.replace(/\W+/g, '_'), bk === 'iban' ? V.iban : bk === 'account' ? V.account : bk, seg]);
  }
  return out;
};
const hn = c => c.hn;
const maybeNeg = (c, ...gens) => hn(c) ? gens.map(g => g(c.r, c.loc)) : [];
const title = (c, t) => `${c.org.name} — ${t}`;
const foreignLoc = r => LOCALES[r.pick(LOCALE_IDS)];
const ocrable = new Set();
export const T = {};
// ---------------- education ----------------
T.edu_admission_form = c => { const r = c.r, a = c.x(), g = c.x({ age: [38, 60] }); c.ocr = r.chance(0.25);
  const f = [['application_no', c.V.ref, N.candidate(r)], ...pf(c, a, ['name', 'dob', r.chance(0.5) ? 'passport' : 'nid', 'addr', 'phone', 'email']), ['programme', 'Programme', N.course(r)], ['guardian_name', c.V.relative, g.name()], ['guardian_phone', c.V.phone + ' (' + c.V.relative + ')', g.phone()], ['guardian_email', c.V.email + ' (' + c.V.relative + ')', g.email()]];
  if (hn(c)) f.push(['submitted', c.V.date, N.date(r, c.loc)]);
  return { kind: 'admission_form', segs: record(c, f, { title: title(c, c.V.application) }) }; };
T.edu_transcript_request = c => { const r = c.r, s = c.x({ age: [20, 45] }), reg = c.x(); const sid = N.student(r);
  const body = [`${c.V.dear} ${c.V.student === 'Student' ? 'Registrar' : ''},\n\n`, r.pick(['I would like to request an official transcript. ', 'Please send two sealed copies of my transcript. ', 'Could you issue a transcript for my master application? ']), 'Student number ', sid, ', ', c.V.dob.toLowerCase(), ' ', s.dob(), '.\n', 'Please post it to:\n', s.addr('\n'), '\n', r.chance(0.5) ? ['My mobile is ', s.phone(), '.\n'] : '', `\n${c.V.regards},\n`, s.name(), '\n'];
  const q = r.chance(0.5) ? { head: `On ${fmtDate(r, c.loc, randDate(r), 'iso')}, Registry wrote:`, body: ['Please confirm your full name and date of birth before we can release records.\nRegistry Office'] } : null;
  return { kind: 'transcript_request_email', segs: emailDoc(c, { fromName: s.name(), fromAddr: s.email(), to: [`registry@${c.org.domain}`], subject: `Transcript request – ${r.pick(['urgent', 'grad school', 'visa'])}`, body, quoted: q }), lang: 'en' }; };
T.edu_scholarship_loan = c => { const r = c.r, s = c.x({ age: [18, 30] }), par = c.x({ age: [40, 65] });
  const f = [['file_ref', c.V.ref, N.case(r)], ...pf(c, s, ['name', 'dob', 'nid', 'tax', 'addr', 'email']), ['parent_name', c.V.relative, par.name()], ['parent_tax_id', c.V.tax + ' (' + c.V.relative + ')', par.tax()], ...pf(c, s, ['bank']), ['award', c.V.amount, N.amount(r)]];
  return { kind: 'scholarship_loan_file', segs: record(c, f, { title: title(c, 'Scholarship / student loan') }) }; };
T.edu_parent_letter = c => { const r = c.r, p = c.x({ age: [35, 55] }), kid = c.x({ age: [7, 16] }), t = c.x(); c.ocr = r.chance(0.3);
  const out = [c.org.name, '\n', r.pick(['Office of the Principal', 'Sekretariat', 'Administration']), '\n\n', p.name(), '\n', p.addr('\n'), '\n\n', N.date(r, c.loc), '\n\n', `${c.V.dear} `, p.name(), ',\n\n'];
  out.push(r.pick(['We are writing regarding ', 'This letter concerns ', 'Further to our meeting about ']), kid.name(), ` (${c.V.dob}: `, kid.dob(), '). ', r.pick(['The school trip consent form is still outstanding.', 'Attendance has fallen below the required level this term.', 'Congratulations on the excellent results this year.']), '\n', r.chance(0.5) ? ['Please contact the class teacher ', t.name(), ' on ', t.phone(), ' or ', t.email(), '.\n'] : '', `\n${c.V.regards},\n\n`, t.name(), '\n');
  if (hn(c)) out.push(N.student(r), '\n');
  return { kind: 'parent_letter', segs: out }; };
T.edu_teacher_hr = c => { const r = c.r, t = c.x({ age: [24, 64] }), e = c.x();
  const f = [['employee_id', c.V.employee, N.employee(r)], ...pf(c, t, ['name', 'dob', 'nid', 'tax', 'addr', 'phone', 'email', 'bank']), ['emergency_contact', c.V.emergency, seq(e.name(), ' — ', e.phone())]];
  if (r.chance(0.25)) f.push(['driving_licence', 'Driving licence', lab('national_id', 'driving_licence', r.str('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', r.int(8, 12)), { soft: true })]);
  return { kind: 'teacher_hr_file', segs: record(c, f, { title: title(c, 'HR / Personalakte') }) }; };
T.edu_exam_export = c => { const r = c.r, n = r.int(3, 7); const rows = [];
  for (let i = 0; i < n; i++) { const s = c.x({ age: [15, 19] }); rows.push([N.candidate(r), s.name(), s.dob('iso'), r.chance(0.6) ? s.email() : '', N.course(r), r.pick(['A*', 'A', 'B', 'C', '7', '6', '5'])]); }
  return { kind: 'exam_board_export', segs: [`# ${c.org.name} exam entries ${r.pick(['June', 'Nov'])} 2025\n`, table(r, ['candidate_no', c.V.name, c.V.dob, c.V.email, 'unit', 'grade'], rows)] }; };
T.edu_sis_export = c => { const r = c.r, n = r.int(2, 4), rows = [];
  for (let i = 0; i < n; i++) { const s = c.x({ age: [17, 30] }), g = c.x({ age: [40, 60] }); rows.push({ student_id: N.student(r), full_name: s.name(), email: s.email(), phone: s.phone(), guardian: { name: g.name(), phone: g.phone() }, last_login_ip: IP(r), enrolled: N.date(r, c.loc) }); }
  const asLines = r.chance(0.5); c.lang = 'en';
  return { kind: 'sis_export', segs: asLines ? rows.map(o => [json(o, { pretty: false }), '\n']) : [json({ export: 'students', generated: ts(r), rows }, { pretty: true }), '\n'] }; };
T.edu_lms_log = c => { const r = c.r, out = []; c.lang = 'en';
  for (let i = 0; i < r.int(4, 8); i++) { const s = c.x({ age: [18, 40] }); const k = r.int(0, 3);
    if (k === 0) out.push(`${ts(r)} INFO auth.login user=`, s.email(), ' ip=', IP(r), ` course=`, N.course(r), '\n');
    else if (k === 1) out.push(`${ts(r)} WARN session.refresh sid=`, lab('auth_token', 'session_cookie', r.str('abcdefghijklmnopqrstuvwxyz0123456789', 32)), ' user=', s.email(), '\n');
    else if (k === 2) out.push(`${ts(r)} INFO grade.export by=`, s.name(), ' items=', String(r.int(10, 400)), ' trace=', N.trace(r), '\n');
    else out.push(`${ts(r)} ERROR lti.launch failed for `, s.email(), ' from ', IP(r), ' (consumer key ', N.keyId(r), ')\n'); }
  return { kind: 'lms_log', segs: out }; };
T.edu_it_ticket = c => { const r = c.r, s = c.x(), tech = c.x(); const pw = password(r); c.lang = 'en';
  const out = [`Ticket ${N.ticket(r).s} — Campus IT\n`.replace(/.*/, m => m), 'Requester: ', s.name(), ' <', s.email(), '>\nCategory: Account / password\n\n', r.pick(['Hi, I locked myself out of the student portal. ', 'Hello IT, my Wi-Fi login stopped working after the reset. ']), r.pick(['The password I set yesterday was ', 'I am sure my password is ', 'I tried ']), lab('password', 'password', pw), r.pick([' but it says invalid.', ' and it still fails.', ' — can you check?']), ' My laptop IP shows ', IP(r, 'priv'), '.\n\n', tech.name(), ' replied: reset done, temporary password ', lab('password', 'password', password(r, { simple: true })), ' (change at first login).\n'];
  return { kind: 'campus_it_ticket', segs: out }; };
// ---------------- media ----------------
T.media_contributor_contract = c => { const r = c.r, w = c.x(); const V = c.V; c.ocr = r.chance(0.2);
  const out = [`${c.org.name}\n${r.pick(['CONTRIBUTOR AGREEMENT', 'Freelance Commission Agreement', 'Rahmenvertrag freie Mitarbeit'])}\n\n`, 'Between ', neg('company_name', c.org.name), ' and\n', w.name(), '\n', w.addr('\n'), '\n', `${V.tax}: `, w.tax(), '\n', `${V.dob}: `, w.dob(), '\n\n', r.pick(['1. The Contributor grants first serial rights for the commissioned feature. ', '1. Fees are payable within 30 days of publication. ']), '\n2. Payment to:\n'];
  for (const [k, seg] of w.bank()) out.push(`   ${k}: `, seg, '\n');
  out.push('\nSigned: ______________  ', w.name(), '\n');
  if (hn(c)) out.push(`Contract ${N.case(r).s}\n`.replace(/.*/, x => x), '');
  return { kind: 'contributor_contract', segs: out }; };
T.media_freelancer_invoice = c => { const r = c.r, w = c.x(); const V = c.V;
  const out = [w.name(), '\n', w.addr('\n'), '\n', w.phone(), ' · ', w.email(), '\n\n', `${V.invoice} `, N.invoice(r), '\n', `${V.date}: `, N.date(r, c.loc), '\n', 'To: ', neg('company_name', c.org.name), ' ', N.vat(r), '\n\n'];
  out.push(table(r, ['Item', 'Qty', V.amount], [[r.pick(['Photography – feature shoot', 'Copy-editing 12,000 words', 'Illustration, cover', 'Voice-over session']), String(r.int(1, 5)), N.amount(r)], ['Expenses', '1', N.amount(r)]], r.pick(['md', 'fixed'])));
  out.push('\n', `${V.tax}: `, w.tax(), '\n');
  for (const [k, seg] of w.bank()) out.push(`${k}: `, seg, '\n');
  return { kind: 'freelancer_invoice', segs: out }; };
T.media_royalty_statement = c => { const r = c.r, w = c.x(); const rows = [];
  for (let i = 0; i < r.int(2, 5); i++) rows.push([r.chance(0.5) ? N.isrc(r) : N.isbn(r), r.pick(['Midnight Ferry', 'Salt & Iron', 'Northern Lights (remix)', 'The Quiet Year', 'Paper Moons']), String(r.int(100, 90000)), N.amount(r)]);
  const out = [`${c.org.name} — Royalty statement H${r.int(1, 2)} 2025\nPayee: `, w.name(), '\n', w.addr(', '), '\n\n', table(r, ['ID', 'Title', 'Units', 'Royalty'], rows), '\nPaid to '];
  const b = w.bank(); out.push(b[0][1], '\n'); if (hn(c)) out.push('Statement ', N.invoice(r), '\n');
  return { kind: 'royalty_statement', segs: out }; };
T.media_talent_release = c => { const r = c.r, t = c.x({ age: [8, 70] }), minor = t.p.dob.y > 2008; const g = c.x({ age: [35, 55] }); c.ocr = r.chance(0.35);
  const f = [...pf(c, t, ['name', 'dob', 'addr', 'phone', 'email']), ...(r.chance(0.6) ? pf(c, t, ['passport']) : [])];
  if (minor || r.chance(0.3)) f.push(['guardian', c.V.relative, g.name()], ['guardian_phone', c.V.phone, g.phone()]);
  if (hn(c)) f.push(['production', 'Production', N.case(r)]);
  return { kind: 'talent_release_form', segs: [record(c, f, { title: title(c, 'Talent release / Model release'), allow: ['kv', 'kv', 'prose', 'xml'] }), '\nI consent to the recording and use of my likeness. Signature: ____________\n'] }; };
T.media_call_sheet = c => { const r = c.r, rows = []; c.lang = 'en';
  for (let i = 0; i < r.int(3, 5); i++) { const m = c.x(); rows.push([r.pick(['Director', 'DoP', '1st AD', 'Gaffer', 'Sound', 'Runner', 'Make-up', 'Producer']), m.name(), m.phone(), r.chance(0.6) ? m.email() : '—']); }
  const loc = c.x();
  return { kind: 'production_call_sheet', segs: [`CALL SHEET — Day ${r.int(1, 30)}  ${N.date(r, c.loc).s}\nProduction: `, r.pick(['"Harbour Lights"', '"Salt Road"', '"The Long Winter"']), r.chance(0.5) ? [' feat. ', pubFig(r)] : '', '\nUnit base: ', loc.addr(', '), '\nCrew call 06:30\n\n', table(r, ['Role', 'Name', 'Mobile', 'Email'], rows), '\nNearest hospital: see map. Parking permit ', N.ticket(r), '\n'] }; };
T.media_reader_letter = c => { const r = c.r, rd = c.x({ age: [30, 85] });
  const out = [rd.name(), '\n', rd.addr('\n'), '\n', rd.email(), '\n\n', `${c.V.dear} ${r.pick(['Editor', 'Redaktion', 'team'])},\n\n`, r.pick(['Your article on ', 'I read with interest the interview with ', 'I must object to the piece about ']), pubFig(r), r.pick([' was unfair.', ' made me think.', ' left out key facts.']), ' ', r.pick(['You may print my letter with my name.', 'Please do not publish my address.']), ' ', r.chance(0.5) ? ['Call me on ', rd.phone(), ' if needed.'] : '', `\n\n${c.V.regards},\n`, rd.name(), '\n'];
  return { kind: 'reader_letter', segs: out }; };
T.media_crm_export = c => { const r = c.r, rows = []; c.lang = 'en';
  const legacy = r.chance(0.4); for (let i = 0; i < r.int(3, 5); i++) { const s = c.x(); rows.push([r.hex(8), s.name(), s.email(), r.pick(['digital', 'print+digital', 'weekend']), legacy ? (cd => lab('credit_card', cd.brand, cd.value))(card(r)) : N.maskedCard(r), IP(r), N.date(r, c.loc)]); }
  return { kind: 'subscription_crm_export', segs: [legacy ? '# legacy billing export (pre-tokenisation) - DO NOT SHARE\n' : '', table(r, ['sub_id', c.V.name, c.V.email, 'plan', legacy ? 'pan' : 'card', 'last_ip', 'renews'], rows, r.pick(['csv', 'scsv', 'tsv'])), hn(c) ? ['# contact: ', N.exampleEmail(r), '\n'] : ''] }; };
T.media_newsroom_chat = c => { const r = c.r, a = c.x(), b = c.x(), src = c.x();
  const turns = [[a.name(), ['anyone have a number for the ', pubFig(r), ' story source?']], [b.name(), ['yes — ', src.name(), ', ', src.phone(), ' (prefers Signal)']], [a.name(), 'thx. home address for the doorstep?'], [b.name(), ['off the record: ', src.addr(', '), ' — do NOT publish']]];
  if (r.chance(0.5)) turns.push([a.name(), ['CMS login for the weekend desk is still ', lab('password', 'password', password(r)), ' btw']]);
  return { kind: 'newsroom_chat', segs: chat(c, turns) }; };
T.media_cms_log = c => { const r = c.r, out = []; c.lang = 'en'; const ed = c.x();
  out.push(`${ts(r)} level=info msg="editor login" user=`, ed.email(), ' ip=', IP(r), '\n');
  out.push(`${ts(r)} level=info msg="publish" article=`, N.uuid(r), ' by=', seq('"', ed.name(), '"'), '\n');
  const s = secret(r, r.pick(['contentful_pat', 'algolia_admin_key', 'cloudflare_api_token', 'mux_token', 'sendgrid_api_key'].filter(x => x !== 'mux_token')));
  out.push(`${ts(r)} level=debug msg="outbound" url=https://api.${r.pick(['contentful.com', 'algolia.net', 'cloudflare.com', 'sendgrid.com'])}/v1 auth="Bearer `, lab(s.cat, s.type, s.value), '"\n');
  out.push(`${ts(r)} level=warn msg="slow query" duration=2.3s trace=`, N.trace(r), '\n');
  return { kind: 'cms_streaming_log', segs: out }; };
// ---------------- staffing ----------------
T.staff_cv = c => { const r = c.r, x = c.x({ age: [22, 60] }); const V = c.V; const lang = c.loc.lang; c.ocr = r.chance(0.15);
  const out = [];
  if (lang === 'ja') { out.push('履 歴 書\n', `${fmtDate(r, c.loc, randDate(r, 2025, 2025), 'cal')}現在\n\n`, 'ふりがな\n氏名　', x.name(), '\n生年月日　', x.dob('cal'), '\n現住所　', x.addr(' '), '\n電話　', x.phone(), '\nE-mail　', x.email(), '\n\n学歴・職歴\n', '2015年3月　', neg('company_name', 'Keio University'), ' 卒業\n'); }
  else if (lang === 'de') { out.push('Lebenslauf\n\n', 'Persönliche Daten\n', kv(r, [['Name', x.name()], ['Geburtsdatum', x.dob()], ['Anschrift', x.addr(', ')], ['Telefon', x.phone()], ['E-Mail', x.email()], ['Familienstand', 'ledig']], r.pick(['tab', 'colon', 'dots'])), '\nBeruflicher Werdegang\n2019–heute  ', personCompany(r, c.loc), '\n'); }
  else if (lang === 'en' && ['US', 'CA', 'AU', 'GB'].includes(c.loc.cc)) { out.push(x.name(), '\n', x.addr(', '), ' | ', x.phone(), ' | ', x.email(), '\n', r.chance(0.5) ? `linkedin.com/in/${user(r, x.p)}\n` : '', '\nEXPERIENCE\n', personCompany(r, c.loc), ' — ', r.pick(['Payroll Officer', 'Site Supervisor', 'Data Analyst', 'Nurse']), ' (2018–present)\n\nEDUCATION\n', r.pick(['BSc Accounting', 'BA English', 'Diploma Mining Engineering']), '\n'); }
  else { out.push(`CV — `, x.name(), '\n\n', kv(r, [[V.name, x.name()], [V.dob, x.dob()], [V.nationality, c.loc.cc], [V.addr, x.addr(', ')], [V.phone, x.phone()], [V.email, x.email()]]), '\n'); }
  if (hn(c)) out.push('Ref: ', N.candidate(r), '\n');
  return { kind: 'cv', segs: out }; };
T.staff_cover_letter = c => { const r = c.r, x = c.x({ age: [22, 55] }), hm = c.x();
  return { kind: 'cover_letter', segs: [x.name(), '\n', x.addr('\n'), '\n', x.phone(), '\n', x.email(), '\n\n', N.date(r, c.loc), '\n\n', `${c.V.dear} `, hm.name(), ',\n\n', r.pick(['I am applying for the role of ', 'Please accept my application for ']), r.pick(['Site Administrator', 'Payroll Specialist', 'Teaching Assistant', 'SOC Analyst']), ` (${r.pick(['job ref', 'Ref.'])} `, N.candidate(r), '). ', r.pick(['I currently work at ', 'Since 2020 I have been with ']), personCompany(r, c.loc), '.\n\n', `${c.V.regards},\n`, x.name(), '\n'] }; };
T.staff_pipeline_export = c => { const r = c.r, rows = [];
  for (let i = 0; i < r.int(3, 5); i++) { const x = c.x({ age: [21, 60] }); rows.push([N.candidate(r), x.name(), x.email(), x.phone(), r.pick(['screen', 'interview', 'offer', 'rejected', 'placed']), r.pick(['Perth', 'Remote', 'Lagos', 'Manila', 'Warsaw'])]); }
  return { kind: 'candidate_pipeline_export', segs: table(r, ['candidate_id', c.V.name, c.V.email, c.V.phone, 'stage', 'location'], rows) }; };
T.staff_right_to_work = c => { const r = c.r, L2 = r.chance(0.5) ? c.loc : foreignLoc(r); const x = P(r, L2, { age: [20, 55] }); const m = x.mrz(); c.ocr = r.chance(0.3);
  const out = [`Right to work check — ${c.org.name}\n`, 'Candidate: ', x.name(), '\n', 'Document: Passport ', lab('passport_number', 'passport_' + (L2.cc3 === 'D' ? 'deu' : L2.cc3.toLowerCase()), m.num), ` (${L2.cc3})\n`, `${c.V.dob}: `, x.dob(), '\n', 'Expiry: ', neg('date', `${m.exp.y}-${String(m.exp.m).padStart(2, '0')}-${String(m.exp.d).padStart(2, '0')}`), '\n\nMRZ:\n', m.segs, '\n\n'];
  if (r.chance(0.5)) out.push('Work permit no.: ', lab('national_id', 'work_permit', r.str('ABCDEFGHJKLMNPRSTUVWXYZ', 2) + r.digits(7), { soft: true }), '\n');
  out.push('Checked by ', c.x().name(), ' on ', N.date(r, c.loc), '\n');
  return { kind: 'right_to_work_check', segs: out, lang: 'en' }; };
T.staff_reference_letter = c => { const r = c.r, x = c.x({ age: [22, 60] }), ref = c.x({ age: [35, 65] });
  return { kind: 'reference_letter', segs: [personCompany(r, c.loc), '\n\n', N.date(r, c.loc), '\n\n', r.pick(['To whom it may concern,', `${c.V.dear},`]), '\n\n', x.name(), ` (${c.V.born} `, x.dob(), ') ', r.pick(['worked with us as a site electrician from 2019 to 2024.', 'was employed in our payroll team for four years.', 'taught mathematics at our school.']), ' ', r.pick(['I recommend them without reservation.', 'They were reliable and honest.']), '\n\n', r.pick(['Feel free to call me on ', 'I can be reached on ']), ref.phone(), ' or ', ref.email(), '.\n\n', `${c.V.regards},\n`, ref.name(), '\n'] }; };
T.staff_timesheet = c => { const r = c.r, rows = [];
  for (let i = 0; i < r.int(3, 5); i++) { const x = c.x(); rows.push([N.employee(r), x.name(), N.date(r, c.loc), String(r.int(6, 12)), r.pick(['day', 'night', 'OT']), r.chance(0.3) ? x.phone() : '']); }
  return { kind: 'timesheet', segs: [`Timesheet week ${r.int(1, 52)} — client `, personCompany(r, c.loc), '\n', table(r, [c.V.employee, c.V.name, c.V.date, 'h', 'shift', c.V.phone], rows)] }; };
T.staff_payslip = c => { const r = c.r, x = c.x({ age: [20, 64] }); const V = c.V; c.ocr = r.chance(0.2);
  const f = [['employee_no', V.employee, N.employee(r)], ...pf(c, x, ['name', 'addr', 'nid', 'tax', 'bank']), ['period', V.date, N.date(r, c.loc)], ['gross', 'Gross', N.amount(r)], ['net', 'Net', N.amount(r)]];
  return { kind: 'payslip', segs: record(c, f, { title: `${c.org.name} — Payslip`, allow: ['kv', 'kv', 'table2', 'xml'] }) }; };
T.staff_payroll_bank_file = c => { const r = c.r; c.lang = 'en'; const n = r.int(2, 5);
  if (c.loc.bank === 'iban') { const txs = []; for (let i = 0; i < n; i++) { const x = c.x(); const ib = iban(r, c.loc.cc); txs.push({ PmtId: { EndToEndId: `SAL-${r.digits(8)}` }, Amt: { InstdAmt: `${r.int(1200, 6000)}.${r.digits(2)}` }, CdtrAgt: { FinInstnId: { BIC: N.bic(r, c.loc.cc) } }, Cdtr: { Nm: x.name() }, CdtrAcct: { Id: { IBAN: lab('iban', 'iban_' + c.loc.cc.toLowerCase(), ib.electronic) } }, RmtInf: { Ustrd: `Gehalt/Salary ${r.int(1, 12)}/2025` } }); }
    const dbt = iban(r, c.loc.cc);
    return { kind: 'payroll_sepa_pain001', segs: ['<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03">\n', xml({ GrpHdr: { MsgId: `PAY-${r.digits(10)}`, CreDtTm: ts(r), NbOfTxs: String(n) }, PmtInf: { Dbtr: { Nm: neg('company_name', c.org.name) }, DbtrAcct: { Id: { IBAN: lab('iban', 'iban_' + c.loc.cc.toLowerCase(), dbt.electronic) } }, CdtTrfTxInf: txs } }, 'CstmrCdtTrfInitn', 1), '</Document>\n'] }; }
  const out = [`HDR ${c.org.name.toUpperCase().padEnd(30)} ${r.digits(6)}\n`];
  for (let i = 0; i < n; i++) { const x = c.x(); const b = x.bank({ combined: true }); const acct = b.find(e => e[1].c)[1]; out.push('D ', mapSegs([acct], s => s), '  ', mapSegs([x.nameL()], s => s.toUpperCase()), ' '.repeat(Math.max(1, 24 - x.p.fullL.length)), ` ${String(r.int(100000, 900000)).padStart(11, '0')}  SALARY\n`); }
  out.push(`TRL ${String(n).padStart(6, '0')}\n`);
  return { kind: 'payroll_bank_file_fixed', segs: out }; };
T.staff_contractor_onboarding = c => { const r = c.r, x = c.x({ age: [21, 60] }), e = c.x();
  const f = [...pf(c, x, ['name', 'dob', 'addr', 'phone', 'email', 'tax', 'bank']), ['emergency_contact', c.V.emergency, seq(e.name(), ', ', e.phone())]];
  if (r.chance(0.4)) f.push(['driving_licence', 'Driving licence no.', lab('national_id', 'driving_licence', r.str('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', r.int(8, 13)), { soft: true })]);
  if (hn(c)) f.push(['abn_company', 'Company reg.', N.companyReg(r)], ['vat', 'VAT', N.vat(r)]);
  return { kind: 'contractor_onboarding', segs: record(c, f, { title: title(c, 'Contractor onboarding') }) }; };
T.staff_background_check = c => { const r = c.r, x = c.x({ age: [21, 60] });
  const out = [`BACKGROUND SCREENING REPORT\n${c.org.name} · Report `, N.case(r), '\n\n' + c.V.name + ': ', x.name(), '\n', `${c.V.dob}: `, x.dob(), '\n', `${c.V.nid}: `, x.nid(), '\n', `${c.V.tax}: `, x.tax(), '\n', `${c.V.passport}: `, x.passport().seg, '\n', c.V.addr + ':\n  1. ', x.addr(', '), ' (current)\n  2. ', x.addr(', '), '\n', c.V.phone + ': ', x.phone(), '\n\nCriminal record: none found. Credit check: ', r.pick(['clear', '1 default (2019)', 'not requested']), '. Employment verified with ', personCompany(r, c.loc), '.\n'];
  return { kind: 'background_check_report', segs: out }; };
// ---------------- managed IT / security ----------------
T.sec_soc_ticket = c => { const r = c.r, u = c.x(), an = c.x(); c.lang = 'en';
  return { kind: 'soc_alert_ticket', segs: [`[${N.ticket(r).s}] `, r.pick(['Impossible travel', 'Suspicious PowerShell', 'Credential stuffing', 'MFA fatigue']), ' — customer ', neg('company_name', c.org.name), '\nSeverity: ', r.pick(['High', 'Medium', 'Critical']), '\nUser: ', u.name(), ' (', u.email(), ')\nSource IP: ', IP(r, 'pub'), '  → dest ', IP(r, 'priv'), '\nFile hash: ', N.hash(r), '\n\nAnalyst notes (', an.name(), '): user confirmed travel? ', r.pick(['No.', 'Yes, to Lisbon.']), ' Called on ', u.phone(), '.\n'] }; };
T.sec_forensics_notes = c => { const r = c.r, u = c.x(); c.lang = 'en'; const s = secret(r);
  const out = ['## Incident ', N.case(r), ' – forensic notes\n\n', '- Initial access from ', IP(r, 'pub'), ' via VPN account `', user(r, u.p), '` (', u.name(), ')\n', '- Attacker dumped LSASS; recovered cleartext for `svc_backup`: `', lab('password', 'password', password(r)), '`\n', '- Found in ', r.pick(['C:\\Users\\Public\\x.txt', '/tmp/.cache/k', 'scheduled task args']), ': `', lab(s.cat, s.type, s.value), '`\n', '- Lateral movement to ', IP(r, 'priv'), ', ', IP(r, 'priv'), '\n', '- Hashes: ', N.hash(r), ', ', N.pwHash(r), '\n', '- Exfil endpoint: ', lab('webhook_url', ...(w => [w.type, w.value])(webhook(r, c.org))), '\n'];
  return { kind: 'incident_forensics_notes', segs: out }; };
T.sec_pentest_report = c => { const r = c.r; c.lang = 'en'; const rows = [];
  for (let i = 0; i < r.int(3, 5); i++) { const u = c.x(); rows.push([user(r, u.p), u.name(), r.chance(0.6) ? lab('password', 'password', password(r)) : '(not cracked)', N.pwHash(r)]); }
  const db = connStr(r, c);
  return { kind: 'pentest_report_excerpt', segs: ['### 4.3 Finding PT-', String(r.int(1, 30)), ': Weak domain passwords (High)\n\nDuring the assessment of ', neg('company_name', c.org.name), ' we cracked the following accounts offline:\n\n', table(r, ['sAMAccountName', 'Display name', 'Cleartext', 'Hash'], rows, r.pick(['md', 'fixed'])), '\n### 4.4 Finding: Hard-coded connection string in web.config\n\n```\n', db, '\n```\n', r.chance(0.4) ? ['\n### 4.5 Finding: Private key committed to repository\n\n', (k => lab('private_key', k.type, k.value))(privKey(r)), '\n'] : ''] }; };
export function connStr(r, c) {
  const u = r.pick(['app', 'svc_sis', 'payroll', 'reporting', 'admin', 'etl']); const pw = password(r, { urlSafe: true }); const h = host(r, c.org); const ip = r.chance(0.3);
  const k = r.int(0, 7); let v, t;
  if (k === 0) { v = `postgresql://${u}:${pw}@${h}:5432/${r.pick(['sis', 'crm', 'ledger'])}${r.chance(0.4) ? '?sslmode=require' : ''}`; t = 'postgres_uri'; }
  else if (k === 1) { v = `mysql://${u}:${pw}@${h}:3306/${r.pick(['app', 'payroll'])}`; t = 'mysql_uri'; }
  else if (k === 2) { v = `mongodb+srv://${u}:${pw}@cluster${r.int(0, 9)}.${r.str('abcdefghijklmnopqrstuvwxyz0123456789', 5)}.mongodb.net/${r.pick(['prod', 'media'])}?retryWrites=true&w=majority`; t = 'mongodb_uri'; }
  else if (k === 3) { v = `redis://:${pw}@${h}:6379/0`; t = 'redis_uri'; }
  else if (k === 4) { v = `Server=tcp:${r.pick(['sql-', 'db-'])}${c.org.brand.toLowerCase()}.database.windows.net,1433;Initial Catalog=${r.pick(['Payroll', 'Students', 'Estates'])};User ID=${u};Password=${pw};Encrypt=True;`; t = 'sqlserver_ado'; }
  else if (k === 5) { v = `DefaultEndpointsProtocol=https;AccountName=${c.org.brand.toLowerCase()}${r.digits(3)};AccountKey=${r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', 86)}==;EndpointSuffix=core.windows.net`; t = 'azure_storage_connection_string'; }
  else if (k === 6) { v = `amqps://${u}:${pw}@${h}:5671/${r.pick(['%2F', 'events'])}`; t = 'amqp_uri'; }
  else { v = `jdbc:oracle:thin:${u}/${pw}@//${h}:1521/${r.pick(['ORCLPDB1', 'HRPROD'])}`; t = 'jdbc_url'; }
  return lab('connection_string', t, v);
}
T.sec_edr_siem_logs = c => { const r = c.r, out = []; c.lang = 'en';
  for (let i = 0; i < r.int(3, 6); i++) { const u = c.x(); const k = r.int(0, 3);
    if (k === 0) out.push(`CEF:0|${r.pick(['Sentinel', 'Falcon', 'Defender'])}|EDR|${r.int(5, 7)}.${r.int(0, 9)}|${r.int(100, 999)}|Process created|7|src=`, IP(r, 'priv'), ' suser=', u.email(), ` cs1=cmd.exe /c net use \\\\fs01\\share /user:${c.org.brand.toUpperCase()}\\${user(r, u.p)} `, lab('password', 'password', password(r)), '\n');
    else if (k === 1) out.push(json({ ts: ts(r), event: 'signin', user: u.email(), ip: IP(r), ua: 'Mozilla/5.0', result: r.pick(['success', 'failure']), correlation: N.uuid(r) }, { pretty: false }), '\n');
    else if (k === 2) out.push(`<134>1 ${ts(r)} fw01 kernel - - DROP IN=eth0 SRC=`, IP(r, 'pub'), ' DST=', IP(r, 'priv'), ` PROTO=TCP DPT=${r.pick([22, 3389, 445, 8443])}\n`);
    else out.push(`${ts(r)} sysmon EventID=1 Image=powershell.exe CommandLine="Invoke-WebRequest -Headers @{Authorization='Bearer `, (s => lab(s.cat, s.type, s.value))(secret(r)), `'} -Uri https://${host(r, c.org)}/api" User=`, u.name(), '\n'); }
  if (hn(c)) out.push(`# rule version `, N.version(r), ' sha ', N.sha(r), '\n');
  return { kind: 'edr_siem_log', segs: out }; };
T.sec_rmm_script = c => { const r = c.r; c.lang = 'en'; const k = r.int(0, 2); const pw = lab('password', 'password', password(r)); const adm = c.x();
  if (k === 0) return { kind: 'rmm_script_powershell', segs: ['# RMM onboarding – ', c.org.name, '\n$ErrorActionPreference = "Stop"\n$user = "', c.org.brand.toUpperCase(), '\\svc_rmm"\n$pass = ConvertTo-SecureString "', pw, '" -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential($user, $pass)\nNew-PSDrive -Name S -PSProvider FileSystem -Root \\\\', IP(r, 'priv'), '\\deploy -Credential $cred\n# contact: ', adm.name(), ' ', adm.phone(), '\nInvoke-RestMethod -Uri "https://rmm.', c.org.domain, '/api/v2/register" -Headers @{ "X-Api-Key" = "', (s => lab(s.cat, s.type, s.value))(secret(r)), '" }\n'] };
  if (k === 1) return { kind: 'rmm_script_batch', segs: ['@echo off\nREM map drive for backup\nnet use Z: \\\\', IP(r, 'priv'), '\\backup /user:', c.org.brand.toUpperCase(), '\\backup_svc ', pw, ' /persistent:no\nrobocopy C:\\Data Z:\\%COMPUTERNAME% /MIR /R:2\nREM owner ', adm.email(), '\n'] };
  return { kind: 'rmm_script_bash', segs: ['#!/usr/bin/env bash\nset -euo pipefail\n# deployed by RMM for ', c.org.name, '\nexport PGPASSWORD=\'', pw, '\'\npg_dump -h ', IP(r, 'priv'), ' -U backup ', r.pick(['sis', 'payroll', 'crm']), ' | gzip > /var/backups/db.sql.gz\ncurl -s -X POST -H \'Content-type: application/json\' --data \'{"text":"backup ok"}\' ', (w => lab('webhook_url', w.type, w.value))(webhook(r, c.org)), '\n'] }; };
T.sec_ad_export = c => { const r = c.r, rows = []; c.lang = 'en';
  for (let i = 0; i < r.int(3, 5); i++) { const u = c.x(); const sam = user(r, u.p); rows.push([sam, u.nameL(), lab('email', 'email', `${sam}@${c.org.domain}`), u.phone(), N.employee(r), `"CN=${u.p.fullL},OU=Staff,DC=${c.org.brand.toLowerCase()},DC=local"`]); }
  return { kind: 'active_directory_export', segs: table(r, ['sAMAccountName', 'displayName', 'mail', 'telephoneNumber', 'employeeID', 'distinguishedName'], rows.map(row => row.map((v, i) => i === 5 ? v.replace(/"/g, '') : v)), r.pick(['csv', 'tsv', 'scsv'])) }; };
T.sec_pwmgr_csv = c => { const r = c.r, rows = []; c.lang = 'en';
  for (let i = 0; i < r.int(3, 6); i++) { const u = c.x(); const site = r.pick(['https://portal.azure.com', `https://${host(r, c.org)}`, 'https://accounts.google.com', 'https://login.xero.com', 'https://github.com']); rows.push([r.pick(['Azure admin', 'Payroll portal', 'Google Workspace', 'Xero', 'GitHub', 'Wi-Fi']), site, r.chance(0.6) ? u.email() : user(r, u.p), lab('password', 'password', password(r)), r.chance(0.3) ? lab('api_key', 'totp_seed', r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 32)) : '', r.chance(0.2) ? N.placeholder(r) : '']); }
  return { kind: 'password_manager_migration_csv', segs: table(r, ['name', 'url', 'username', 'password', 'totp', 'notes'], rows, 'csv') }; };
T.sec_vault_export = c => { const r = c.r; c.lang = 'en'; const s1 = secret(r), s2 = secret(r); const pk = r.chance(0.75);
  const o = { request_id: N.uuid(r), lease_duration: 2764800, data: { data: { [s1.env]: lab(s1.cat, s1.type, s1.value), [s2.env]: lab(s2.cat, s2.type, s2.value), DATABASE_URL: connStr(r, c), ...(pk ? { TLS_KEY: (k => lab('private_key', k.type, k.value))(privKey(r)) } : {}), TLS_CERT: hn(c) ? N.cert(r) : undefined }, metadata: { created_time: ts(r), version: r.int(1, 9) } } };
  return { kind: 'vault_secret_export', segs: [`$ vault kv get -format=json secret/${c.org.brand.toLowerCase()}/prod\n`, json(o), '\n'] }; };
import { privateKey as privKey } from './secrets.mjs';
T.sec_phishing_report = c => { const r = c.r, rep = c.x(), att = c.x(); c.lang = 'en';
  const hdr = ['Received: from ', r.pick(['mail-ot1', 'smtp', 'mx2']), `.${r.pick(['cheap-hosting.top', 'secure-verify.xyz'])} ([`, IP(r, 'pub'), '])\n by mx.', c.org.domain, ' with ESMTPS id ', r.hex(12), '\nAuthentication-Results: spf=fail smtp.mailfrom=', r.pick(['hr-payroll', 'it-support']), '@secure-verify.xyz\n'];
  return { kind: 'phishing_report_mailbox', segs: [`Reported by `, rep.name(), ' <', rep.email(), `> via Report Phish button\n\n--- original headers ---\n`, hdr, 'Subject: Action required: confirm your salary account\n\n--- reporter comment ---\n', r.pick(['I clicked and entered my password ', 'Sorry, I typed my login (', 'I think I submitted my credentials: ']), lab('password', 'password', password(r)), r.pick([' before I noticed.', ') — please reset!', '']), ' ', r.chance(0.5) ? ['It also asked for my IBAN and I gave ', rep.bank({ combined: true }).find(e => e[1].c)[1], '.'] : '', '\n'] }; };
// ---------------- mining / oil & gas ----------------
T.mine_fifo_roster = c => { const r = c.r, rows = [];
  for (let i = 0; i < r.int(3, 5); i++) { const w = c.x({ age: [20, 60] }); rows.push([N.employee(r), w.name(), r.pick(['Driller', 'Fitter', 'Electrician', 'Camp chef', 'HSE', 'Geo']), w.phone(), r.pick(['PER→KGI', 'BNE→MKY', 'YMM→site', 'AKL→NPL']), N.date(r, c.loc), r.pick(['8/6', '14/14', '2/1', '21/7'])]); }
  return { kind: 'fifo_roster', segs: [`${c.org.name} FIFO roster — swing `, String(r.int(1, 26)), '\n', table(r, [c.V.employee, c.V.name, 'role', c.V.phone, 'flight', c.V.date, 'roster'], rows)] }; };
T.mine_induction_medical = c => { const r = c.r, w = c.x({ age: [19, 62] }), e = c.x(); c.ocr = r.chance(0.35);
  const f = [...pf(c, w, ['name', 'dob', 'nid', 'addr', 'phone']), ['emergency_contact', c.V.emergency, seq(e.name(), ' (', r.pick(['spouse', 'mother', 'partner', 'brother']), ') ', e.phone())], ['blood_group', 'Blood group', r.pick(['O+', 'A-', 'B+', 'AB+'])], ['medical', 'Medical notes', r.pick(['Asthma – carries inhaler', 'None declared', 'Type 2 diabetes, insulin', 'Hearing loss L ear'])]];
  if (hn(c)) f.push(['induction', 'Induction ref', N.ticket(r)]);
  return { kind: 'site_induction_medical_form', segs: record(c, f, { title: title(c, 'Site induction & medical declaration') }) }; };
T.mine_contractor_prequal = c => { const r = c.r, ct = c.x(); c.lang = c.loc.lang;
  const f = [['company', 'Company', personCompany(r, c.loc)], ['registration', 'Registration', N.companyReg(r)], ['vat', 'VAT/ABN', N.vat(r)], ['insurance_policy', 'Public liability policy', N.policy(r)], ['contact_name', c.V.name, ct.name()], ['contact_phone', c.V.phone, ct.phone()], ['contact_email', c.V.email, ct.email()], ['ltifr', 'LTIFR (3y)', String((r.float() * 4).toFixed(2))]];
  return { kind: 'contractor_prequalification', segs: record(c, f, { title: title(c, 'Contractor pre-qualification') }) }; };
T.mine_camp_list = c => { const r = c.r, rows = [];
  for (let i = 0; i < r.int(3, 5); i++) { const w = c.x(); rows.push([`${r.pick(['A', 'B', 'C', 'D'])}${r.int(1, 60)}`, w.name(), personCompany(r, c.loc), r.chance(0.5) ? w.email() : w.phone(), N.date(r, c.loc)]); }
  return { kind: 'camp_accommodation_list', segs: table(r, ['room', c.V.name, 'employer', c.V.phone + ' / ' + c.V.email, c.V.date], rows) }; };
T.mine_incident_report = c => { const r = c.r, inj = c.x(), sup = c.x(), wit = c.x();
  return { kind: 'incident_report', segs: [`INCIDENT REPORT `, N.case(r), '\nSite: ', c.org.name, ' – ', r.pick(['Pit 3', 'Crusher', 'Rig 7', 'Camp kitchen']), '\nDate: ', N.date(r, c.loc), '\n\nInjured person: ', inj.name(), `, ${c.V.dob} `, inj.dob(), '\nSupervisor: ', sup.name(), ' (', sup.phone(), ')\nWitness: ', wit.name(), '\n\n', r.pick(['Worker slipped on wet grating while descending ladder; bruised wrist.', 'Light vehicle reversed into bollard; no injury.', 'Hydraulic hose failure, oil spray to face shield.']), '\nNext of kin notified: ', r.chance(0.5) ? [c.x().name(), ' ', c.x().phone()] : 'n/a', '\n'] }; };
T.mine_telemetry_log = c => { const r = c.r, out = []; c.lang = 'en';
  for (let i = 0; i < r.int(4, 7); i++) out.push(`${ts(r)} ${r.pick(['PI', 'OSI', 'hist'])}:${r.pick(['CRSH01.MOTOR.AMP', 'HT-220.PAYLOAD', 'PUMP3.PRESS', 'RIG7.HOOKLOAD'])} value=${(r.float() * 900).toFixed(2)} q=Good src=`, IP(r, 'priv'), ' fw=', N.ipver(r), '\n');
  out.push(`${ts(r)} collector: forwarding to cloud with key `, (s => lab(s.cat, s.type, s.value))(secret(r, r.pick(['azure_openai_key', 'datadog_api_key', 'aws_access_key_id', 'grafana_cloud_token']))), '\n');
  if (r.chance(0.5)) out.push(`${ts(r)} collector: historian DSN `, connStr(r, c), '\n');
  return { kind: 'equipment_telemetry_log', segs: out }; };
// ---------------- remittance / wealth ----------------
T.rem_transfer_receipt = c => { const r = c.r, s = c.x(), L2 = foreignLoc(r), b = P(r, L2); c.ocr = r.chance(0.15);
  const out = [`${c.org.name} — ${r.pick(['Transfer receipt', 'Money transfer confirmation', 'Comprobante de envío'])}\n`, 'MTCN / ref: ', N.order(r), '\n', `${c.V.date}: `, N.date(r, c.loc), '\n\nSender: ', s.name(), '\n', s.addr(', '), '\n', s.phone(), '\n', r.chance(0.5) ? [c.V.passport, ': ', s.passport().seg, '\n'] : [c.V.tax, ': ', s.tax(), '\n'], '\nBeneficiary: ', b.name(), ' (', L2.cc, ')\n', b.phone(), '\n'];
  const bb = b.bank({ combined: true }); for (const [k, seg] of bb) out.push(`${k}: `, seg, '\n');
  out.push(r.chance(0.3) ? ['Crypto payout to ', (w => lab('crypto_wallet', w.type, w.value))(wallet(r, r.pick(['usdt_trc20_address', 'btc_bech32', 'eth_address']))), '\n'] : '', '\nAmount sent: ', N.amount(r), '  FX rate ', String((r.float() * 100).toFixed(4)), '\nFee: ', N.amount(r), '\n');
  return { kind: 'transfer_receipt', segs: out }; };
T.rem_beneficiary_list = c => { const r = c.r, rows = [];
  for (let i = 0; i < r.int(3, 5); i++) { const L2 = foreignLoc(r), b = P(r, L2); const acc = r.chance(0.4) ? lab('crypto_wallet', ...(w => [w.type, w.value])(wallet(r))) : b.bank({ combined: true }).find(e => e[1].c)[1]; rows.push([b.name(), L2.cc, acc, b.phone(), r.pick(['family support', 'tuition', 'rent', 'medical'])]); }
  return { kind: 'beneficiary_list', segs: table(r, [c.V.beneficiary, 'country', c.V.account, c.V.phone, 'purpose'], rows) }; };
T.rem_kyc_sof = c => { const r = c.r, x = r.chance(0.4) ? P(r, foreignLoc(r), { age: [25, 75] }) : c.x({ age: [25, 75] }); const m = x.mrz(); c.ocr = r.chance(0.3);
  const out = [`KYC / Source of funds — file `, N.case(r), '\n\n', kv(r, [[c.V.name, x.name()], [c.V.dob, x.dob()], [c.V.nationality, x.loc.cc3], [c.V.addr, x.addr(', ')], [c.V.nid, x.nid()], [c.V.tax, x.tax()], [c.V.email, x.email()]]), '\nPassport MRZ (scan):\n', m.segs, '\n\nSource of funds: ', r.pick(['Sale of property', 'Salary as mine engineer', 'Inheritance from late father', 'Crypto trading gains']), ' — employer ', personCompany(r, c.loc), '. ', r.chance(0.5) ? ['Funds originate from wallet ', lab('crypto_wallet', ...(w => [w.type, w.value])(wallet(r))), '.'] : '', '\n'];
  return { kind: 'kyc_source_of_funds', segs: out }; };
T.rem_suitability = c => { const r = c.r, x = c.x({ age: [30, 80] });
  const f = [...pf(c, x, ['name', 'dob', 'tax', 'nid', 'phone', 'email']), ['risk_profile', 'Risk profile', r.pick(['conservative', 'balanced', 'growth'])], ['horizon', 'Horizon', r.pick(['<3y', '3-7y', '>7y'])], ['liquid_assets', 'Liquid assets', N.amount(r)], ['adviser', 'Adviser', c.x().name()]];
  return { kind: 'suitability_questionnaire', segs: record(c, f, { title: title(c, 'Suitability questionnaire (MiFID II)') }) }; };
T.rem_portfolio_statement = c => { const r = c.r, x = c.x({ age: [35, 85] }); const rows = [];
  for (let i = 0; i < r.int(3, 5); i++) rows.push([neg('isin', `${r.pick(['US', 'DE', 'IE', 'LU'])}${r.str('0123456789ABCDEFGHJKLMNPQRSTUVWXYZ', 9)}${r.int(0, 9)}`), r.pick(['MSCI World ETF', 'Gov Bond 2031', 'Gold ETC', 'Tech Fund A']), String(r.int(10, 5000)), N.amount(r)]);
  const out = [c.org.name, '\n', x.name(), '\n', x.addr('\n'), '\n\nPortfolio statement as of ', N.date(r, c.loc), '\nPortfolio no. ', lab('bank_account', 'portfolio_account', `${r.digits(3)}-${r.digits(6)}-${r.digits(2)}`), '\n\n', table(r, ['ISIN', 'Holding', 'Units', 'Value'], rows), '\nCash account: '];
  out.push(x.bank({ combined: true }).find(e => e[1].c)[1], '\n');
  return { kind: 'portfolio_statement', segs: out }; };
T.rem_adviser_email = c => { const r = c.r, a = c.x(), cl = c.x({ age: [40, 85] }), cl2 = c.x();
  const body = [`${c.V.dear} `, cl.name(), ',\n\n', r.pick(['As discussed, I have rebalanced the portfolio. ', 'Following our call, here are the transfer details. ']), 'Please wire the top-up from your account ', cl.bank({ combined: true }).find(e => e[1].c)[1], ' quoting ', N.case(r), '. ', r.chance(0.5) ? ['Your daughter ', cl2.name(), ' (', cl2.phone(), ') asked to be added as a contact.'] : '', '\n\n', `${c.V.regards},\n`];
  return { kind: 'adviser_email', segs: emailDoc(c, { fromName: a.name(), fromAddr: a.email(), to: cl.email(), subject: r.pick(['Portfolio review', 'Your top-up', 'Re: quarterly meeting']), body, sig: sigBlock(c, a, 'Private Wealth Adviser') }) }; };
T.rem_compliance_alert = c => { const r = c.r, x = c.x(); c.lang = 'en'; const w = wallet(r);
  const o = { alert_id: N.uuid(r), rule: r.pick(['structuring', 'sanctions_fuzzy_match', 'rapid_in_out', 'high_risk_corridor']), score: Number(r.float().toFixed(2)), customer: { name: x.name(), dob: x.dob('iso'), phone: x.phone(), email: x.email() }, login_ip: IP(r), counterparty_wallet: lab('crypto_wallet', w.type, w.value), tx: N.txhash(r), amount: N.amount(r) };
  return { kind: 'compliance_alert', segs: [json(o, { pretty: r.chance(0.6) }), '\n'] }; };
T.rem_payment_api = c => { const r = c.r, x = c.x(); c.lang = 'en'; const k = secret(r, r.pick(['stripe_secret_key', 'paystack_secret_key', 'flutterwave_secret_key', 'adyen_api_key', 'wise_api_token', 'mollie_api_key', 'square_access_token', 'braintree_access_token']));
  const cd = card(r); const b = x.bank({ combined: true }).find(e => e[1].c);
  const body = { amount: r.int(1000, 500000), currency: cur(c.loc), source: { type: 'card', number: lab('credit_card', cd.brand, cd.digits), exp_month: r.int(1, 12), exp_year: r.int(2026, 2031), cvc: r.digits(3), name: x.nameL() }, payout: r.chance(0.35) ? { wallet: (w => lab('crypto_wallet', w.type, w.value))(wallet(r)) } : { account: b ? b[1] : undefined }, metadata: { customer_email: x.email(), order: N.order(r) } };
  return { kind: 'payment_api_payload', segs: [`POST /v1/${r.pick(['charges', 'transfers', 'payments'])} HTTP/1.1\nHost: api.${c.org.domain}\nAuthorization: Bearer `, lab(k.cat, k.type, k.value), '\nIdempotency-Key: ', N.uuid(r), '\nContent-Type: application/json\n\n', json(body), '\n'] }; };
// ---------------- funeral / elder care / probate ----------------
T.fun_care_admission = c => { const r = c.r, res = c.x({ age: [72, 98] }), nok = c.x({ age: [40, 70] }), gp = c.x(); c.ocr = r.chance(0.3);
  const f = [...pf(c, res, ['name', 'dob', 'nid', 'addr']), ['room', 'Room', `${r.int(1, 3)}.${r.int(1, 40)}`], ['next_of_kin', c.V.relative, nok.name()], ['nok_phone', c.V.phone, nok.phone()], ['nok_email', c.V.email, nok.email()], ['gp', 'GP / Hausarzt', seq(gp.name(), ', ', gp.phone())], ['care_notes', c.V.note, r.pick(['Dementia (moderate), fall risk', 'Diabetic diet', 'Hoist transfer, 2 carers', 'DNACPR in place'])]];
  return { kind: 'care_home_admission_file', segs: record(c, f, { title: title(c, 'Admission file') }) }; };
T.fun_poa_probate_letter = c => { const r = c.r, dec = c.x({ age: [70, 99] }), ex = c.x({ age: [35, 70] }), sol = c.x(); c.ocr = r.chance(0.25);
  const out = [personCompany(r, c.loc), '\n', r.pick(['Solicitors & Notaries', 'Probate department', 'Notariat']), '\n\n', ex.name(), '\n', ex.addr('\n'), '\n\n', `${c.V.ref}: `, N.case(r), '\n\n', `${c.V.dear} `, ex.name(), ',\n\n', r.pick(['Estate of the late ', 'Re: the estate of ']), dec.name(), ` (${c.V.born} `, dec.dob(), ', died ', N.date(r, c.loc), '). ', r.pick(['We have received the grant of probate. ', 'The lasting power of attorney has been registered. ']), 'Please confirm the balance held in account ', dec.bank({ combined: true }).find(e => e[1].c)[1], ' and the deceased\'s ', c.V.nid, ' ', dec.nid(), '.\n\n', `${c.V.regards},\n`, sol.name(), '\n', sol.phone(), '\n'];
  return { kind: 'poa_probate_letter', segs: out }; };
T.fun_death_notice = c => { const r = c.r, dec = c.x({ age: [60, 99] }), sp = c.x(), ch1 = c.x(), ch2 = c.x();
  const out = [r.pick(['In loving memory', 'In stiller Trauer', 'Avec une profonde tristesse', 'With great sadness']), '\n\n', dec.name(), '\n', '* ', dec.dob(), '   † ', N.date(r, c.loc), '\n\n', r.pick(['Sadly missed by ', 'Es trauern ', 'Mourned by ']), sp.name(), ', ', ch1.name(), ' and ', ch2.name(), '.\n', 'Service at ', personCompany(r, c.loc), ', ', r.pick(['10:00', '14:30']), '. ', r.chance(0.5) ? ['Condolences to ', sp.addr(', '), '.'] : '', '\n'];
  return { kind: 'death_notice_draft', segs: out }; };
T.fun_estate_inventory = c => { const r = c.r, dec = c.x({ age: [70, 99] }); const rows = [];
  for (let i = 0; i < r.int(3, 6); i++) { const k = r.int(0, 4); if (k === 0) { const ib = iban(r, c.loc.bank === 'iban' ? c.loc.cc : r.pick(['DE', 'GB', 'CH', 'FR'])); rows.push(['Current account', lab('iban', 'iban_' + ib.electronic.slice(0, 2).toLowerCase(), ib.printed), N.amount(r)]); } else if (k === 1) { const w = wallet(r); rows.push(['Crypto wallet (' + w.type.split('_')[0].toUpperCase() + ')', lab('crypto_wallet', w.type, w.value), N.amount(r)]); } else if (k === 2) rows.push(['Life policy', N.policy(r), N.amount(r)]); else if (k === 3) { const cd = card(r); rows.push(['Credit card (close)', lab('credit_card', cd.brand, cd.value), N.amount(r)]); } else rows.push(['Savings', dec.bank({ combined: true }).find(e => e[1].c)[1], N.amount(r)]); }
  return { kind: 'estate_inventory', segs: [`Estate inventory — `, dec.name(), ` (${c.V.dob}: `, dec.dob(), ')\n', table(r, ['Asset', 'Account / identifier', 'Value'], rows)] }; };
T.fun_funeral_invoice = c => { const r = c.r, nok = c.x(), dec = c.x({ age: [60, 99] }); const ib = c.loc.bank === 'iban' ? iban(r, c.loc.cc) : null;
  const out = [c.org.name, '\n', `${c.V.invoice} `, N.invoice(r), '\n\n', nok.name(), '\n', nok.addr('\n'), '\n\n', r.pick(['Funeral of ', 'Bestattung ', 'Obsèques de ']), dec.name(), '\n', table(r, ['Service', c.V.amount], [['Coffin / Sarg', N.amount(r)], ['Cremation', N.amount(r)], ['Death notice', N.amount(r)]], r.pick(['md', 'fixed'])), '\nPayable to ', neg('company_name', c.org.name), ' ', ib ? lab('iban', 'iban_' + c.loc.cc.toLowerCase(), ib.printed) : lab('bank_account', 'bank_account', r.digits(10)), '\n'];
  return { kind: 'funeral_invoice', segs: out }; };
T.fun_relative_contacts = c => { const r = c.r, res = c.x({ age: [75, 99] }), rows = [];
  for (let i = 0; i < r.int(2, 5); i++) { const k = c.x(); rows.push([k.name(), r.pick(['son', 'daughter', 'niece', 'spouse', 'neighbour']), k.phone(), r.chance(0.6) ? k.email() : '', r.chance(0.4) ? k.addr(', ') : '']); }
  return { kind: 'relative_contact_sheet', segs: ['Contacts for resident ', res.name(), '\n', table(r, [c.V.name, 'Relation', c.V.phone, c.V.email, c.V.addr], rows)] }; };
const TAX_LOCS = LOCALE_IDS.filter(id => LOCALES[id].tax.some(t => TAXS[t] && !NIDS[t]));
const TAX_SCHEMES = [...new Set(TAX_LOCS.flatMap(id => LOCALES[id].tax.filter(t => TAXS[t] && !NIDS[t])))];
const taxLoc = r => { const t = r.pick(TAX_SCHEMES); const L2 = LOCALES[r.pick(TAX_LOCS.filter(id => LOCALES[id].tax.includes(t)))]; return { ...L2, tax: [t] }; };
T.media_tax_residency = c => { const r = c.r, L2 = taxLoc(r); const x = P(r, L2, { age: [22, 75] }); c.ocr = true; const d = x.p.dob;
  const out = [`${r.pick(['Form W-8BEN (individual) – copy for payee file', 'Tax residency self-certification (CRS)', 'Freelancer tax details – foreign contributor'])}\n${c.org.name}\n\nPart I  Identification of beneficial owner\n1  Name of individual: `, x.nameL(), '\n2  Country of citizenship: ', L2.cc3 === 'D' ? 'DEU' : L2.cc3, '\n3  Permanent residence address: ', x.addr(', '), '\n6a Foreign tax identifying number (TIN): ', x.tax(), '\n8  Date of birth (MM-DD-YYYY): ', lab('date_of_birth', 'date_of_birth', `${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}-${d.y}`), '\n'];
  if (r.chance(0.6)) out.push('   Passport no. (ID check): ', x.passport().seg, '\n');
  out.push('\nSignature ____________   Date ', N.date(r, c.loc), '\nContributor ref ', N.candidate(r), '\n');
  return { kind: 'tax_residency_form', segs: out, lang: 'en' }; };
T.mine_travel_manifest = c => { const r = c.r, rows = [];
  for (let i = 0; i < r.int(3, 6); i++) { const L2 = r.chance(0.5) ? c.loc : foreignLoc(r); const x = P(r, L2, { age: [20, 62] }); const pp = x.passport(); rows.push([x.nameL(), L2.cc3 === 'D' ? 'DEU' : L2.cc3, pp.seg, x.dob(r.pick(['iso', 'local'])), r.pick(['M', 'F'].slice(0, 1)).replace('M', x.p.sex.toUpperCase()), N.employee(r)]); }
  return { kind: 'charter_travel_manifest', segs: [`${c.org.name} – charter manifest ${r.pick(['PER-KTA', 'BNE-MOV', 'JNB-RUS', 'YYC-YMM', 'LOS-PHC'])} `, N.date(r, c.loc), '\n', table(r, ['Name (as in passport)', 'Nat', 'Passport', 'DOB', 'Sex', 'Emp'], rows)], lang: 'en' }; };
T.staff_immigration_export = c => { const r = c.r, rows = [];
  for (let i = 0; i < r.int(3, 6); i++) { const L2 = nidLoc(r); const x = P(r, L2, { age: [20, 60] }); rows.push([N.candidate(r), x.name(), L2.cc, x.nid(), x.passport().seg, x.dob('iso'), r.pick(['visa lodged', 'permit granted', 'docs missing'])]); }
  return { kind: 'immigration_case_export', segs: [`${c.org.name} – international placements, immigration tracker\n`, table(r, ['case', 'name', 'country', 'national_id', 'passport', 'dob', 'status'], rows)], lang: 'en' }; };
T.staff_global_payroll_tax = c => { const r = c.r, rows = [];
  for (let i = 0; i < r.int(4, 7); i++) { const L2 = taxLoc(r); const x = P(r, L2, { age: [21, 64] }); rows.push([N.employee(r), x.name(), L2.cc, x.tax(), x.dob(r.pick(['iso', 'local'])), r.chance(0.4) ? x.nid() : '']); }
  return { kind: 'global_payroll_tax_id_export', segs: [`${c.org.name} – employer of record, tax registration check ${N.date(r, c.loc).s}\n`, table(r, ['emp', 'name', 'country', 'tax_id', 'dob', 'national_id'], rows)] }; };
T.rem_crs_report = c => { const r = c.r, rows = [];
  for (let i = 0; i < r.int(3, 6); i++) { const L2 = taxLoc(r); const x = P(r, L2, { age: [25, 80] }); rows.push([x.nameL(), x.dob('iso'), L2.cc, x.tax(), x.addr(', '), N.amount(r, '')]); }
  return { kind: 'crs_fatca_reportable_accounts', segs: [`CRS/FATCA reportable accounts – ${c.org.name} – reporting year 2025\n`, table(r, ['AccountHolder', 'BirthDate', 'ResCountry', 'TIN', 'Address', 'Balance'], rows)], lang: 'en' }; };
const NID_SCHEMES = [...new Set(LOCALE_IDS.flatMap(id => LOCALES[id].nid))];
const nidLoc = r => { const t = r.pick(NID_SCHEMES); const L2 = LOCALES[r.pick(LOCALE_IDS.filter(id => LOCALES[id].nid.includes(t)))]; return { ...L2, nid: [t] }; };
T.rem_screening_batch = c => { const r = c.r, rows = [];
  for (let i = 0; i < r.int(4, 7); i++) { const L2 = nidLoc(r); const x = P(r, L2, { age: [20, 80] }); rows.push({ ref: N.case(r), name: x.name(), latin: x.nameL(), dob: x.dob('iso'), country: L2.cc, national_id: x.nid(), result: r.pick(['no_match', 'no_match', 'potential_match', 'pep_review']) }); }
  const asJson = r.chance(0.4);
  return { kind: 'kyc_screening_batch', segs: asJson ? [json({ batch: N.uuid(r), provider: 'screening-api', results: rows }, { pretty: r.chance(0.5) }), '\n'] : table(r, ['ref', 'name', 'name_latin', 'dob', 'country', 'national_id', 'result'], rows.map(o => Object.values(o))), lang: 'en' }; };
T.rem_card_dispute = c => { const r = c.r, x = c.x(), ag = c.x(); const cd = card(r);
  const body = [`${c.V.dear},\n\n`, r.pick(['I do not recognise a payment of ', 'There is a charge I did not make: ']), N.amount(r), r.pick([' on my card ', ' taken from card ']), lab('credit_card', cd.brand, cd.value), r.pick(['. Please block it.', '. I still have the card.']), ' ', r.chance(0.5) ? ['Expiry ', `${String(r.int(1, 12)).padStart(2, '0')}/${r.int(26, 31)}`, '. '] : '', 'You can call me on ', x.phone(), '.\n\n', `${c.V.regards},\n`, x.name(), '\n', x.addr('\n'), '\n'];
  return { kind: 'card_dispute_email', segs: emailDoc(c, { fromName: x.name(), fromAddr: x.email(), to: `disputes@${c.org.domain}`, subject: `Dispute ${N.case(r).s}`, body, quoted: r.chance(0.4) ? { head: 'On Mon, the support team wrote:', body: ['Please reply with the full card number and your date of birth so we can locate the transaction.\n', ag.name()] } : null }) }; };
T.rem_crypto_withdrawal = c => { const r = c.r, x = c.x(); const w1 = wallet(r), w2 = wallet(r, w1.type);
  const o = { request: N.uuid(r), user: { name: x.name(), email: x.email(), phone: x.phone() }, from_wallet: lab('crypto_wallet', w1.type, w1.value), to_address: lab('crypto_wallet', w2.type, w2.value), amount: N.amount(r, ''), network: w1.type.split('_')[0].toUpperCase(), ip: IP(r), previous_tx: N.txhash(r) };
  return { kind: 'crypto_withdrawal_request', segs: [r.chance(0.5) ? json(o) : yaml(o), '\n'] }; };
export const SECTOR_KINDS = {
  education: ['edu_admission_form', 'edu_transcript_request', 'edu_scholarship_loan', 'edu_parent_letter', 'edu_teacher_hr', 'edu_exam_export', 'edu_sis_export', 'edu_lms_log', 'edu_it_ticket'],
  media: ['media_contributor_contract', 'media_freelancer_invoice', 'media_royalty_statement', 'media_talent_release', 'media_call_sheet', 'media_reader_letter', 'media_crm_export', 'media_newsroom_chat', 'media_cms_log', 'media_tax_residency'],
  staffing: ['staff_cv', 'staff_cover_letter', 'staff_pipeline_export', 'staff_right_to_work', 'staff_reference_letter', 'staff_timesheet', 'staff_payslip', 'staff_payroll_bank_file', 'staff_contractor_onboarding', 'staff_background_check', 'staff_global_payroll_tax', 'staff_immigration_export'],
  msp: ['sec_soc_ticket', 'sec_forensics_notes', 'sec_pentest_report', 'sec_edr_siem_logs', 'sec_rmm_script', 'sec_ad_export', 'sec_pwmgr_csv', 'sec_vault_export', 'sec_phishing_report'],
  mining: ['mine_fifo_roster', 'mine_induction_medical', 'mine_contractor_prequal', 'mine_camp_list', 'mine_incident_report', 'mine_telemetry_log', 'mine_travel_manifest'],
  remittance: ['rem_transfer_receipt', 'rem_beneficiary_list', 'rem_kyc_sof', 'rem_suitability', 'rem_portfolio_statement', 'rem_adviser_email', 'rem_compliance_alert', 'rem_payment_api', 'rem_card_dispute', 'rem_crypto_withdrawal', 'rem_crs_report', 'rem_screening_batch'],
  funeral: ['fun_care_admission', 'fun_poa_probate_letter', 'fun_death_notice', 'fun_estate_inventory', 'fun_funeral_invoice', 'fun_relative_contacts'],
};
