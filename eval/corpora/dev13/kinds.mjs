// Document templates. Each takes a Ctx and writes one document; returns nothing.
import * as NG from './negatives.mjs';
import * as K from './countries.mjs';
import * as S from './secrets.mjs';
import * as I from './ids.mjs';
import { asciiDigits } from './checksums.mjs';

const pad = (n) => String(n).padStart(2, '0');
const CHAT_CATS = ['phone', 'email', 'address', 'date_of_birth', 'bank_account', 'credit_card', 'password', 'national_id', 'passport', 'crypto_wallet', 'ip_address'];
const DEV_CATS = ['api_key', 'access_token', 'private_key', 'connection_string', 'password', 'ip_address', 'email', 'crypto_wallet'];
const when = (r) => ({ y: r.int(2023, 2025), m: r.int(1, 12), d: r.int(1, 28), h: r.int(7, 23), mi: r.int(0, 59), s: r.int(0, 59) });

// lead-in phrase + value, in the document language
function leadIn(c, cat, it) {
  const r = c.r, P = c.P;
  switch (cat) {
    case 'person_name': return c.name(it.person);
    case 'phone': return c.t(r.pick([P.newnum, P.callme, P.phone + ':']) + ' ').put(it);
    case 'email': return c.t(r.pick([P.emailme, P.email + ':']) + ' ').put(it);
    case 'address': return c.t(P.sendto + (it.value.includes('\n') ? '\n' : ' ')).put(it);
    case 'date_of_birth': return c.t(r.pick([P.dob + ': ', P.born + ' '])).put(it);
    case 'bank_account': return c.t(P.transfer + ' ').say(it, 'colon');
    case 'credit_card': c.t(P.card + ' ').put(it); if (r.chance(0.5)) c.t(` ${pad(r.int(1, 12))}/${r.int(26, 31)}`); return c;
    case 'password': return c.t(r.pick([P.wifi, P.pw]) + ': ').put(it);
    case 'crypto_wallet': return c.t(P.wallet + ': ').put(it);
    case 'ip_address': return c.t(P.ip + ' ').put(it);
    default: return c.say(it, r.pick(['colon', 'space']));
  }
}
function body(c, cats = CHAT_CATS, wPii = 5) {
  const r = c.r; const mode = r.weighted([['filler', 2], ['pii', wPii], ['neg', 4.5]]);
  if (mode === 'filler') return c.t(r.pick(c.P.filler));
  if (mode === 'neg') return c.negS();
  const cat = c.choose(cats); leadIn(c, cat, c.item(cat)); if (r.chance(0.45)) { c.t(' '); c.negS(); } return c;
}
function people(c, n) { const a = []; for (let i = 0; i < n; i++) a.push(c.person()); return a; }
function sender(c, p) { if (c.r.chance(0.22)) { c.L('person_name', 'given_only', p.given, { soft: true }); return; } c.L('person_name', p.shape, p.full); }

// ---------------------------------------------------------------- messaging exports
function whatsapp(c) {
  const r = c.r; const ps = people(c, r.int(2, 4)); const st = r.pick(['ios', 'android', 'us']); let w = when(r);
  if (r.chance(0.5)) c.t(`${c.P.roster[r.int(0, 3)]}\n`);
  const n = r.int(5, 9);
  for (let i = 0; i < n; i++) {
    w.mi = (w.mi + r.int(0, 9)) % 60; const p = r.pick(ps); const yy = String(w.y).slice(2);
    if (st === 'ios') c.t(`[${pad(w.d)}/${pad(w.m)}/${yy}, ${pad(w.h)}:${pad(w.mi)}:${pad(w.s)}] `);
    else if (st === 'android') c.t(`${pad(w.d)}.${pad(w.m)}.${yy}, ${pad(w.h)}:${pad(w.mi)} - `);
    else c.t(`${w.m}/${w.d}/${yy}, ${((w.h + 11) % 12) + 1}:${pad(w.mi)} ${w.h < 12 ? 'AM' : 'PM'} - `);
    sender(c, p); c.t(': '); body(c); c.nl();
  }
}
function telegramJson(c) {
  const r = c.r; const ps = people(c, 2); const w = when(r);
  c.t('{\n "name": "'); c.json(() => c.L('person_name', ps[1].shape, ps[1].full)); c.t(`",\n "type": "personal_chat",\n "id": ${r.int(100000000, 999999999)},\n "messages": [\n`);
  const n = r.int(4, 7);
  for (let i = 0; i < n; i++) {
    const p = ps[i % 2];
    c.t(`  {\n   "id": ${r.int(1000, 99999)},\n   "type": "message",\n   "date": "${w.y}-${pad(w.m)}-${pad(w.d)}T${pad(w.h)}:${pad((w.mi + i) % 60)}:${pad(r.int(0, 59))}",\n   "from": "`);
    c.json(() => c.L('person_name', p.shape, p.full)); c.t(`",\n   "from_id": "user${r.int(100000000, 6999999999)}",\n   "text": "`);
    c.json(() => body(c)); c.t(`"\n  }${i < n - 1 ? ',' : ''}\n`);
  }
  c.t(' ]\n}\n');
}
function wechat(c) {
  const r = c.r; const ps = people(c, r.int(2, 3)); const w = when(r);
  const hv = r.int(0, 2); if (hv === 0) c.t('微信聊天记录导出\n'); else if (hv === 1) { c.t('与'); c.L('person_name', 'given_only', ps[1].given, { soft: true }); c.t('的聊天记录\n'); }
  const n = r.int(5, 9);
  for (let i = 0; i < n; i++) { const p = r.pick(ps); sender(c, p); c.t(` ${w.y}-${pad(w.m)}-${pad(w.d)} ${pad(w.h)}:${pad((w.mi + i * 2) % 60)}\n`); body(c); c.nl(2); }
}
function line(c) {
  const r = c.r; const ps = people(c, 2); const w = when(r);
  c.t('[LINE] '); c.name(ps[1], { title: '', suffix: '' }); c.t(`${c.lang === 'ja' ? 'とのトーク履歴' : ' chat history'}\n保存日時：${w.y}/${pad(w.m)}/${pad(w.d)} ${pad(w.h)}:${pad(w.mi)}\n\n${w.y}/${pad(w.m)}/${pad(w.d)}(${r.pick(['月', '火', '水', '木', '金', '土', '日'])})\n`);
  const n = r.int(5, 9);
  for (let i = 0; i < n; i++) { c.t(`${pad(w.h)}:${pad((w.mi + i) % 60)}\t`); sender(c, ps[i % 2]); c.t('\t'); body(c); c.nl(); }
}
function kakao(c) {
  const r = c.r; const ps = people(c, r.int(2, 4)); const w = when(r);
  c.t(`--------------- ${w.y}년 ${w.m}월 ${w.d}일 ${r.pick(['월', '화', '수', '목', '금', '토', '일'])}요일 ---------------\n`);
  const n = r.int(5, 10);
  for (let i = 0; i < n; i++) { const h = (w.h + Math.floor(i / 4)) % 24; c.t('['); sender(c, r.pick(ps)); c.t(`] [${h < 12 ? '오전' : '오후'} ${((h + 11) % 12) + 1}:${pad((w.mi + i) % 60)}] `); body(c); c.nl(); }
}
function signal(c) {
  const r = c.r; const ps = people(c, 2); const w = when(r); const n = r.int(5, 9);
  for (let i = 0; i < n; i++) { c.t(`[${w.y}-${pad(w.m)}-${pad(w.d)} ${pad(w.h)}:${pad((w.mi + i) % 60)}] `); sender(c, ps[i % 2]); c.t(': '); body(c); c.nl(); }
}
function sms(c) {
  const r = c.r; const P = c.P; const other = c.person(); const ph = c.item('phone');
  c.t(`${P.phone}: `).put(ph).t(' ('); c.name(other, { title: '' }); c.t(')\n\n');
  const n = r.int(3, 6);
  for (let i = 0; i < n; i++) { c.t(i % 2 ? '> ' : '< '); body(c, CHAT_CATS.filter((x) => x !== 'phone')); c.nl(); }
  c.t(`\n${r.pick(NG.BRANDS[c.cc] || NG.BRANDS.US)}: `); c.negS('otp_code'); c.nl();
  c.negS('tracking_number'); c.nl();
}
// ---------------------------------------------------------------- social & community
function socialPost(c) {
  const r = c.r, P = c.P; const au = c.person();
  c.name(au, { title: '' }); c.t(` · ${r.int(1, 23)}h\n`);
  c.t(r.pick([P.lost, P.found, P.sale, P.party]) + '! '); c.negS(); c.t(' '); body(c, ['phone', 'email', 'address', 'crypto_wallet', 'bank_account', 'credit_card']); c.t(` ${P.share} #${r.pick(['help', 'community', 'nachbarschaft', 'entraide', 'barrio', 'vicinato', 'buurt', 'sosyal', 'komunitas'])}\n\n`);
  const k = r.int(2, 4);
  for (let i = 0; i < k; i++) { const p = c.person(); c.t('↳ '); sender(c, p); c.t(': '); body(c); c.nl(); }
}
function classified(c) {
  const r = c.r, P = c.P; const owner = c.person();
  c.t(`${P.sale}: `).negS('organization'); c.t(' — ').N('price', K.price(r, c.cc)).nl();
  c.negS('measurement'); c.t(' '); c.t(P.pickup).nl();
  if (r.chance(0.5)) { c.negS('date'); c.nl(); }
  c.t(`${P.contact}: `); c.name(owner); c.nl(); c.say(c.item('phone')).nl();
  if (r.chance(0.6)) c.say(c.item('email', { person: owner })).nl();
  if (r.chance(0.4)) { c.t(P.transfer + ' '); c.say(c.item('bank_account'), 'colon'); c.nl(); }
  if (r.chance(0.35)) { c.t(`${P.wallet}: `).put(c.item('crypto_wallet')).nl(); }
}
function rental(c) {
  const r = c.r, P = c.P; const landlord = c.person();
  c.t(`🏠 ${P.rent}\n`); c.put(c.item('address')).nl();
  c.t(`${P.size.replace('{0}', '')}`).N('measurement', `${r.int(9, 28)} m²`).t(' · ').N('price', K.price(r, c.cc)).t(` · ${P.deposit}: `).N('price', K.price(r, c.cc)).nl();
  c.f(P.from, { neg: 'date', value: K.fmtDate(r, c.lang, c.cc, { y: r.int(2024, 2026), m: r.int(1, 12), d: 1 }) }).nl();
  c.t(`${P.wifi}: `).put(c.item('password', { kind: r.pick(['wifi', 'human']) })).nl();
  c.t(`${P.contact}: `); c.name(landlord); c.t(', '); c.put(c.item('phone')).nl();
  if (r.chance(0.5)) { c.t(`${P.deposit} → `); c.say(c.item('bank_account'), 'colon'); c.nl(); }
  c.negS('street_as_place'); c.nl();
}
function marketplace(c) {
  const r = c.r, P = c.P; const buyer = c.person(), seller = c.person();
  const row = (p, fn) => { sender(c, p); c.t(': '); fn(); c.nl(); };
  row(buyer, () => c.t(P.still)); row(seller, () => c.t(P.yes + ' ').N('price', K.price(r, c.cc)));
  row(buyer, () => c.t(P.ship)); row(seller, () => c.t(r.pick(c.P.ok)));
  row(buyer, () => { c.t(P.sendto + ' '); c.name(buyer, { title: '' }); c.t(', '); c.put(c.item('address')); });
  row(buyer, () => body(c, ['phone', 'email', 'credit_card', 'bank_account'], 10));
  row(seller, () => { c.t(P.transfer + ' '); c.say(c.item('bank_account'), 'colon'); });
  row(seller, () => c.negS('tracking_number')); if (r.chance(0.5)) row(buyer, () => c.negS('masked'));
}
function forum(c) {
  const r = c.r, P = c.P; const op = c.person(); const w = when(r);
  c.t(`## `); c.negS(r.pick(['street_as_place', 'city', 'organization'])); c.t('\n');
  c.t(r.pick(['Posted by ', 'Von ', 'Par ', '投稿者: ', 'Автор: ', '']) ); sender(c, op); c.t(` » ${w.y}-${pad(w.m)}-${pad(w.d)} ${pad(w.h)}:${pad(w.mi)}\n\n`);
  body(c); c.t(' '); c.negS(); c.nl(2);
  const k = r.int(2, 4);
  for (let i = 0; i < k; i++) {
    const p = c.person(); c.t('> '); c.t(r.pick(P.filler)).nl(); c.t('— '); sender(c, p); c.t(':\n'); body(c); c.t(' '); body(c); c.nl(2);
  }
}
function review(c) {
  const r = c.r, P = c.P; const rev = c.person(); const owner = c.person();
  c.t('★'.repeat(r.int(1, 5)) + ' ');
  if (r.chance(0.4)) { c.L('person_name', 'given_family_initial', `${rev.given} ${(rev.family || rev.given)[0]}.`, { soft: true }); } else c.name(rev, { title: '' });
  c.t('\n' + r.pick(P.pos) + ' '); c.negS('order_number'); c.t(' ' + P.neg + ' '); c.negS('support_line'); c.nl(2);
  c.t('↪ '); c.name(owner); c.t(`, ${r.pick(NG.BRANDS[c.cc] || NG.BRANDS.US)}: ${P.reply} `);
  c.L('email', 'role_mailbox', `${r.pick(['info', 'service', 'kontakt', 'support', 'hello'])}@${r.pick(['shop', 'laden', 'boutique', 'tienda', 'negozio', 'winkel', 'sklep', 'magaza'])}-${r.str(5, 'abcdefghijklmnopqrstuvwxyz')}.${r.pick(['com', 'de', 'fr', 'es', 'it', 'nl', 'pl'])}`, { soft: true }); c.nl();
  if (r.chance(0.5)) { c.t(P.vdob.replace(/[?？]$/, '') + ' → '); c.put(c.item('date_of_birth')); c.nl(); }
}
function callTranscript(c) {
  const r = c.r, P = c.P; const agent = c.person(), caller = c.person(); const w = when(r);
  c.t(`${P.ticket.replace('{0}', '')}`).N('case_number', NG.NEG.case_number(r)).t(` | ${w.y}-${pad(w.m)}-${pad(w.d)} ${pad(w.h)}:${pad(w.mi)}\n\n`);
  const A = () => c.t(`${P.agent} (`).name(agent, { title: '' }).t('): '); const U = () => c.t(`${P.caller}: `);
  A(); c.t(r.pick(P.hi) + ' '); c.negS('organization'); c.nl();
  U(); c.name(caller); c.t('. '); c.negS('order_number'); c.nl();
  const qs = [['vcard', 'credit_card'], ...r.sample([['vdob', 'date_of_birth'], ['vaddr', 'address'], ['vid', 'national_id'], ['vpass', 'passport']], r.int(1, 3))];
  for (const [q, cat] of qs) {
    A(); c.t(P[q]).nl(); U();
    const it = c.item(cat, cat === 'passport' ? { mrz: false } : {});
    if (cat === 'credit_card' && r.chance(0.3)) { const d = it.value.replace(/\D/g, ''); c.L('credit_card', it.type + '_spoken', d.split('').join(' ')); } else c.put(it);
    c.nl();
  }
  A(); c.t(P.thanks[0] + ' '); c.negS(r.pick(['emergency_number', 'date', 'support_line'])); c.nl();
}
function voiceAssistant(c) {
  const r = c.r, P = c.P; const p = c.person(); const wake = r.pick(['Alexa', 'Hey Google', 'Siri', 'Bixby', 'Alice', '小爱同学', 'Clova']);
  c.N('product', wake); c.t(', 📞 → '); c.name(p, { title: '' }); c.nl();
  c.t('🔊 '); c.name(p, { title: '' }); c.t(' — ').put(c.item('phone')).nl();
  c.t('🗣️ '); c.t(`${P.party} `); c.name(p, { title: '' }); c.t(' — '); c.L('date_of_birth', 'birthday_in_reminder', K.fmtDate(r, c.lang, c.cc, { y: r.int(1950, 2005), m: r.int(1, 12), d: r.int(1, 28) })); c.nl();
  c.t('🗣️ ').t(`${P.where}: `).put(c.item('address')).nl();
  c.t('🔊 ').negS('city'); c.t(' ').negS('measurement'); c.nl();
}
function calendarIcs(c) {
  const r = c.r, P = c.P; const org = c.person(); const w = when(r); const att = people(c, r.int(2, 4));
  c.t('BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Community Calendar//EN\nBEGIN:VEVENT\nUID:').N('uuid', NG.NEG.uuid(r)).t('\n');
  c.t('DTSTART:').N('date', `${w.y}${pad(w.m)}${pad(w.d)}T${pad(w.h)}0000Z`).t(`\nSUMMARY:${r.pick(P.roster)} – ${P.when}\n`);
  c.t('ORGANIZER;CN="').name(org, { title: '', suffix: '' }).t('":mailto:').put(c.item('email', { person: org })).nl();
  for (const a of att) { c.t('ATTENDEE;ROLE=REQ-PARTICIPANT;CN="').name(a, { title: '', suffix: '' }).t('":mailto:').put(c.item('email', { person: a })).nl(); }
  const addr = c.item('address'); c.t('LOCATION:').put({ ...addr, value: addr.value.replace(/\n/g, ', ') }).nl();
  c.t('DESCRIPTION:').negS(); c.t('\\n');
  if (r.chance(0.6)) { c.t(`Zoom https://zoom.us/j/${r.digits(11)} Passcode: `); c.L('password', 'meeting_passcode', r.alnum(r.int(6, 8)), { soft: true }); c.t('\\n'); }
  c.t(`${P.phone}: `).put(c.item('phone')).nl();
  c.t('END:VEVENT\nEND:VCALENDAR\n');
}
function invitation(c) {
  const r = c.r, P = c.P; const host = c.person(); const kid = c.person();
  c.t(`🎉 ${P.party} 🎉\n`); c.name(kid, { title: '' }); c.t(` → `); c.L('date_of_birth', 'date_of_birth', K.fmtDate(r, c.lang, c.cc, { y: r.int(2012, 2019), m: r.int(1, 12), d: r.int(1, 28) })); c.nl();
  c.t(`${P.when}: `).N('date', K.fmtDate(r, c.lang, c.cc, { y: 2025, m: r.int(1, 12), d: r.int(1, 28) })).t(`, ${r.int(14, 18)}:00\n`);
  c.t(`${P.where}: `).put(c.item('address')).nl();
  c.t('RSVP: '); c.name(host); c.t(' ').put(c.item('phone')).nl();
  c.negS(r.pick(['public_figure', 'organization', 'street_as_place'])); c.nl();
}
function vcard(c) {
  const r = c.r; const n = r.int(1, 3);
  for (let i = 0; i < n; i++) {
    const p = c.person({ shapes: null }); const fam = p.family || p.given;
    c.t('BEGIN:VCARD\nVERSION:3.0\nN:'); c.L('person_name', 'family_component', fam); c.t(';'); c.L('person_name', 'given_component', p.given); c.t(';;;\nFN:'); c.L('person_name', p.shape, p.full);
    c.t('\nORG:').N('organization', r.pick(NG.BRANDS[c.key === 'IN_HI' ? 'IN_HI' : c.cc] || NG.BRANDS.US)).t('\nTEL;TYPE=CELL:').put(c.item('phone')).t('\nEMAIL;TYPE=HOME:').put(c.item('email', { person: p }));
    const a = c.item('address'); const flat = a.value.replace(/\n/g, ', ');
    if (a.addr.street && r.chance(0.6)) { c.t('\nADR;TYPE=HOME:;;'); c.L('address', 'address_street_component', a.addr.street); c.t(`;${a.addr.city.replace(/\n/g, ' ')};;;`); } else { c.t('\nADR;TYPE=HOME:;;'); c.L('address', 'postal_address', flat.replace(/,/g, '\\,')); c.t(';;;;'); }
    if (r.chance(0.7)) { const d = c.item('date_of_birth'); c.t('\nBDAY:').L('date_of_birth', 'date_of_birth_iso', `${d.dob.y}-${pad(d.dob.m)}-${pad(d.dob.d)}`); }
    if (r.chance(0.35)) { c.t('\nNOTE:'); const b = c.item(c.choose(['bank_account', 'national_id', 'passport', 'password'])); c.say(b, 'colon'); }
    c.t('\nREV:').N('date', `${r.int(2023, 2025)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}T10:00:00Z`).t('\nEND:VCARD\n');
  }
}
const csvq = (s) => (/[",\n;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
function contactCsv(c) {
  const r = c.r, P = c.P; const sep = r.pick([',', ';', '\t']);
  c.t(['Name', 'Given Name', 'Family Name', 'Phone 1 - Value', 'E-mail 1 - Value', 'Birthday', 'Address 1 - Formatted', 'Notes'].join(sep) + '\n');
  const n = r.int(3, 6);
  for (let i = 0; i < n; i++) {
    const p = c.person(); const cell = (cat, type, v) => { const q = sep !== '\t' && /[",\n;]/.test(v); if (q) c.t('"'); c.L(cat, type, q ? v.replace(/"/g, '""') : v); if (q) c.t('"'); };
    cell('person_name', p.shape, p.full); c.t(sep); cell('person_name', 'given_component', p.given); c.t(sep); if (p.family) cell('person_name', 'family_component', p.family); c.t(sep);
    cell('phone', 'phone_mobile', c.item('phone').value); c.t(sep); { const e = c.item('email', { person: p }); cell('email', e.type, e.value); }; c.t(sep);
    if (r.chance(0.6)) { const d = c.item('date_of_birth'); cell('date_of_birth', 'date_of_birth_iso', `${d.dob.y}-${pad(d.dob.m)}-${pad(d.dob.d)}`); } c.t(sep);
    if (r.chance(0.6)) cell('address', 'postal_address', c.item('address').value.replace(/\n/g, ', ')); c.t(sep);
    if (r.chance(0.4)) c.N('organization', r.pick(NG.BRANDS[c.cc] || NG.BRANDS.US)); else if (r.chance(0.3)) { const it = c.item(c.choose(['national_id', 'passport', 'crypto_wallet'])); if (!/[",;\n\t]/.test(it.value)) c.put(it); }
    c.nl();
  }
}
function roster(c) {
  const r = c.r, P = c.P; const style = r.pick(['md', 'tsv', 'pipe']); const cols = P.cols;
  c.t(`${r.pick(P.roster)}\n`); c.negS('date'); c.nl(2);
  const withId = r.chance(0.5); const split = r.chance(0.4); const nidType = r.pick(K.COUNTRIES[c.key].nid);
  const head = [cols.name, cols.dob, cols.phone, cols.email, ...(split ? [cols.address, ''] : [cols.address]), ...(withId ? [I.NID[nidType].lead[0]] : []), cols.notes];
  const sepc = style === 'tsv' ? '\t' : ' | ';
  if (style !== 'tsv') c.t('| ' + head.join(' | ') + ' |\n|' + head.map(() => '---').join('|') + '|\n'); else c.t(head.join('\t') + '\n');
  const n = r.int(3, 6);
  for (let i = 0; i < n; i++) {
    const p = c.person(); if (style !== 'tsv') c.t('| ');
    c.L('person_name', p.shape, p.full); c.t(sepc);
    const d = c.item('date_of_birth'); if (r.chance(0.85)) c.put(d); c.t(sepc);
    c.put(c.item('phone')); c.t(sepc); if (r.chance(0.8)) c.put(c.item('email', { person: p })); c.t(sepc);
    const a = c.item('address'); if (split && a.addr.street) { c.L('address', 'address_street_column', a.addr.street); c.t(sepc); c.L('address', 'address_city_column', a.addr.city); } else { c.L('address', 'postal_address', a.value.replace(/\n/g, ', ')); if (split) c.t(sepc); }
    c.t(sepc); if (withId) { c.put(c.item('national_id', { dob: d.dob, type: nidType })); c.t(sepc); }
    if (r.chance(0.6)) c.N('member_number', r.pick([`M-${r.int(2015, 2025)}-${String(r.int(1, 999)).padStart(3, '0')}`, `${r.pick(['Mitgl.', 'No.', 'N°', '№'])} ${r.digits(5)}`, `#${r.digits(6)}`])); else c.t(r.pick(['U12', 'Sopran', 'Alt', '✓', '']));
    if (style !== 'tsv') c.t(' |'); c.nl();
  }
  c.nl(); c.t(`${P.contact}: `); const coach = c.person(); c.name(coach); c.t(', ').put(c.item('phone')).nl();
}
function newsletter(c) {
  const r = c.r, P = c.P;
  c.t(`# ${P.news} · `).N('date', K.fmtDate(r, c.lang, c.cc, { y: r.int(2024, 2025), m: r.int(1, 12), d: 1 })).nl(2);
  c.t(`## ${P.welcome}\n`); for (const p of people(c, r.int(2, 3))) { c.t('- '); c.name(p); c.nl(); }
  c.t(`\n## ${P.bday}\n`); for (const p of people(c, r.int(1, 3))) { c.t('- '); c.name(p); if (r.chance(0.6)) { c.t(` (${P.born} `); c.put(c.item('date_of_birth')); c.t(')'); } c.nl(); }
  c.nl(); c.negS('public_figure'); c.t(' '); c.negS('date'); c.t(' '); c.negS('price'); c.nl(2);
  c.t(`## ${P.contact}\n`); const ch = c.person(); c.name(ch); c.t(' · ').put(c.item('phone')).t(' · ').put(c.item('email', { person: ch })).nl();
  if (r.chance(0.6)) { const b = c.item('bank_account'); c.t(`${P.account}: `); for (const part of b.parts) c.L('bank_account', 'organization_' + part.type, part.value, { soft: true }).t(' '); c.t('(').N('bic', NG.NEG.bic(r)).t(')\n'); }
}
function lostFound(c) {
  const r = c.r, P = c.P; const o = c.person();
  c.t(`${r.pick([P.lost, P.found])}! 🐕🐈 `); c.f(r.pick(P.meet.includes('{0}') ? [P.meet] : ['{0}']), { neg: 'street_as_place', value: r.pick(NG.FAMOUS_STREETS[c.key === 'IN_HI' ? 'IN_HI' : c.cc] || NG.FAMOUS_STREETS.US) }); c.t(' ');
  c.negS('date'); c.t(' ' + P.reward + '\n'); c.t(P.callme + ' '); c.put(c.item('phone')); c.t(' ('); c.name(o, { title: '' }); c.t(')\n');
  if (r.chance(0.5)) { c.put(c.item('address')); c.nl(); }
  c.negS(r.pick(['emergency_number', 'organization'])); c.nl();
}
function dating(c) {
  const r = c.r, P = c.P; const p = c.person();
  c.t(`${P.about}: `); c.L('person_name', 'given_only', p.given, { soft: true }); c.t(`, ${r.int(21, 58)} · `).N('city', K.cityName(r, c.cc, c.lang)).nl();
  c.negS('organization'); c.t(' '); c.negS('public_figure'); c.nl();
  c.t(`${P.looking}: ${r.pick(P.filler)}\n`);
  c.t(`${P.born} `).put(c.item('date_of_birth')).nl();
  body(c, ['phone', 'email'], 20); c.nl();
  if (r.chance(0.4)) { c.t('Full name: '); c.name(p, { title: '' }); c.nl(); }
}
function htmlMembers(c) {
  const r = c.r, P = c.P; c.t(`<section class="members">\n  <h2>${r.pick(P.roster)}</h2>\n  <ul>\n`);
  for (const p of people(c, r.int(2, 4))) {
    const e = c.item('email', { person: p }); const ph = c.item('phone');
    c.t('    <li><strong>').L('person_name', p.shape, p.full).t('</strong> – <a href="mailto:').put(e).t('">').put(e).t('</a> – <a href="tel:').L('phone', 'phone_tel_uri', asciiDigits(ph.value).replace(/[^\d+]/g, '')).t('">').put(ph).t('</a></li>\n');
  }
  c.t('  </ul>\n  <p>'); c.negS(); c.t(' '); c.negS('support_line'); c.t('</p>\n</section>\n');
}
function dataExport(c) {
  const r = c.r; const p = c.person(); const d = c.item('date_of_birth');
  const kv = (k, fn, last) => { c.t(`    "${k}": "`); c.json(fn); c.t(`"${last ? '' : ','}\n`); };
  c.t('{\n  "account": {\n');
  kv('display_name', () => c.L('person_name', p.shape, p.full)); kv('email', () => c.put(c.item('email', { person: p })));
  kv('phone_number', () => c.put(c.item('phone'))); kv('date_of_birth', () => c.L('date_of_birth', 'date_of_birth_iso', `${d.dob.y}-${pad(d.dob.m)}-${pad(d.dob.d)}`));
  kv('created_at', () => c.N('date', `${r.int(2015, 2023)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}T${pad(r.int(0, 23))}:12:09Z`)); kv('last_login_ip', () => c.put(c.item('ip_address')), true);
  c.t('  },\n  "addresses": [ { "label": "home", "formatted": "'); c.json(() => c.put(c.item('address'))); c.t('" } ],\n');
  c.t('  "payment_methods": [ { "brand": "visa", "number": "'); c.json(() => c.N('masked', NG.masked(r, 'card'))); c.t(`", "exp": "${pad(r.int(1, 12))}/${r.int(26, 30)}" } ],\n`);
  c.t('  "sessions": [\n');
  for (let i = 0; i < r.int(1, 2); i++) { c.t('    { "id": "'); c.N('uuid', NG.NEG.uuid(r)); c.t('", "ip": "'); c.put(c.item('ip_address')); c.t('", "token": "'); c.json(() => c.put(c.item('access_token', { type: r.pick(['jwt', 'session_django', 'session_express', 'bearer_opaque']) }))); c.t('" },\n'); }
  c.t('    { "id": "'); c.N('uuid', NG.NEG.uuid(r)); c.t('", "ip": "'); c.N('private_ip', NG.NEG.private_ip(r)); c.t('", "token": null }\n  ]\n}\n');
}
// ---------------------------------------------------------------- developer community
const ERRORS = ['psycopg2.OperationalError: FATAL: password authentication failed for user', 'MongoServerError: bad auth : Authentication failed.', 'Error: connect ECONNREFUSED', 'botocore.exceptions.ClientError: An error occurred (SignatureDoesNotMatch)', 'HTTP 401 Unauthorized: invalid_token', 'redis.exceptions.AuthenticationError: invalid username-password pair', 'Permission denied (publickey).', 'stripe.error.AuthenticationError: Invalid API Key provided', 'discord.errors.LoginFailure: Improper token has been passed.', 'SSL: CERTIFICATE_VERIFY_FAILED'];
function traceLines(c) {
  const r = c.r; c.t(`${r.pick(ERRORS)}\n  at Connection.parseE (node_modules/pg/lib/connection.js:${r.int(100, 700)}:${r.int(5, 40)})\n  at Socket.<anonymous> (/srv/app/dist/db.js:${r.int(10, 300)}:${r.int(5, 30)})\n`);
  c.t('  host=').N('private_ip', NG.NEG.private_ip(r)).t(' commit=').N('hash', r.hex(r.pick([7, 40]))).t(' node=').N('version', `v${r.int(16, 22)}.${r.int(0, 19)}.${r.int(0, 9)}`).nl();
}
function envBlock(c, n) {
  const r = c.r;
  const lines = [
    () => { c.t('DATABASE_URL=').put(c.item('connection_string', { type: r.pick(['postgres', 'sqlalchemy', 'mysql', 'mongodb_srv', 'mongodb', 'jdbc']) })); }, () => { const t = r.pick(['redis', 'amqp', 'ftp', 'smtp', 'elastic', 'clickhouse']); c.t({ redis: 'REDIS_URL=', amqp: 'CELERY_BROKER_URL=', ftp: 'DEPLOY_FTP_URL=', smtp: 'EMAIL_URL=', elastic: 'ELASTICSEARCH_URL=', clickhouse: 'CLICKHOUSE_URL=' }[t]).put(c.item('connection_string', { type: t })); },
    () => { const k = c.item('api_key', { type: r.pick(['stripe_secret_live', 'stripe_restricted', 'stripe_webhook_secret']) }); c.t(k.type === 'stripe_webhook_secret' ? 'STRIPE_WEBHOOK_SECRET=' : 'STRIPE_SECRET_KEY=').put(k); },
    () => { c.t('AWS_ACCESS_KEY_ID=').put(c.item('api_key', { type: 'aws_access_key_id' })).t('\nAWS_SECRET_ACCESS_KEY=').put(c.item('api_key', { type: 'aws_secret_access_key' })); },
    () => { c.t('OPENAI_API_KEY=').put(c.item('api_key', { type: r.pick(['openai_project', 'openai_legacy']) })); }, () => { c.t('ANTHROPIC_API_KEY=').put(c.item('api_key', { type: 'anthropic' })); },
    () => { c.t('SENDGRID_API_KEY=').put(c.item('api_key', { type: 'sendgrid' })); }, () => { c.t('GITHUB_TOKEN=').put(c.item('api_key', { type: r.pick(['github_pat_classic', 'github_pat_fine', 'github_app_token', 'github_oauth']) })); },
    () => { c.t('JWT_SECRET=').L('password', 'jwt_signing_secret', r.alnum(r.int(32, 48))); }, () => { c.t('ADMIN_PASSWORD=').put(c.item('password')); }, () => { c.t('ADMIN_EMAIL=').put(c.item('email')); },
    () => { c.t('TELEGRAM_BOT_TOKEN=').put(c.item('api_key', { type: 'telegram_bot_token' })); }, () => { c.t('DISCORD_TOKEN=').put(c.item('api_key', { type: 'discord_bot_token' })); },
    () => { const t = r.pick(['google_api_key', 'mailgun', 'mailchimp', 'npm_token', 'huggingface', 'digitalocean', 'linear', 'groq', 'replicate', 'notion', 'shopify_access_token', 'datadog_api_key', 'newrelic', 'grafana_sa', 'doppler', 'twilio_api_key', 'twilio_auth_token', 'sentry_auth_token', 'cloudflare_api_token', 'postman', 'mapbox_secret', 'pypi_token', 'atlassian', 'gitlab_pat', 'azure_openai', 'firebase_fcm', 'square', 'slack_bot_token', 'slack_user_token', 'shopify_shared_secret']); c.t(t.toUpperCase().replace(/_(ACCESS_)?TOKEN$|$/, '') + (t.endsWith('token') ? '_TOKEN=' : '_KEY=')).put(c.item('api_key', { type: t })); },
    () => { const t = r.pick(['slack_webhook', 'discord_webhook']); c.t(t === 'slack_webhook' ? 'SLACK_WEBHOOK_URL=' : 'DISCORD_WEBHOOK_URL=').put(c.item('api_key', { type: t })); },
    () => { c.t('AZURE_STORAGE_CONNECTION_STRING="').put(c.item('connection_string', { type: r.pick(['azure_storage', 'azure_servicebus']) })).t('"'); },
    () => { c.t('PRIVATE_KEY="').put(c.item('private_key', { type: 'escaped' })).t('"'); }, () => { c.t('WALLET_PRIVATE_KEY=').put(c.item('private_key', { type: r.pick(['eth_hex', 'btc_wif']) })); },
    () => { c.t('TREASURY_ADDRESS=').put(c.item('crypto_wallet')); }, () => { c.t('ACCESS_TOKEN=').put(c.item('access_token', { type: r.pick(['google_oauth_access', 'facebook_access', 'dropbox_short_lived', 'aws_session_token', 'google_refresh']) })); },
    () => { c.t('APP_VERSION=').N('version', NG.NEG.version(r)); }, () => { c.t('REQUEST_ID=').N('uuid', NG.NEG.uuid(r)); }, () => { c.t('MAIL_PASSWORD=').N('placeholder', r.pick(NG.PLACEHOLDERS)); },
    () => { const e = r.pick(NG.DOC_EXAMPLES.filter((x) => x[0] === 'api_key')); c.t('# example from the docs: ').N('documentation_example', e[1]); }, () => { c.t('BIND_HOST=').N('private_ip', NG.NEG.private_ip(r)); },
  ];
  const CAT = ['connection_string', 'connection_string', 'api_key', 'api_key', 'api_key', 'api_key', 'api_key', 'api_key', 'password', 'password', 'email', 'api_key', 'api_key', 'api_key', 'api_key', 'connection_string', 'private_key', 'private_key', 'crypto_wallet', 'access_token', null, null, null, null, null];
  const idx = lines.map((_, i) => i); const chosen = [];
  for (let k = 0; k < n; k++) { const w = idx.filter((i) => !chosen.includes(i)).map((i) => [i, CAT[i] ? 4e6 * c.deficit(CAT[i]) : 0.35]); chosen.push(r.weighted(w)); }
  for (const i of chosen) { lines[i](); c.nl(); }
}
function devProse(c, key) { c.t(c.P[key]); c.nl(); }
function qaPost(c) {
  const r = c.r; const u = c.person(); const w = when(r);
  c.t(`# ${r.pick(ERRORS)}\n`); c.t('asked ').N('date', `${w.y}-${pad(w.m)}-${pad(w.d)}`).t(' by ').L('person_name', u.shape, u.full).t(` · ${r.int(20, 3000)} views\n\n`);
  devProse(c, 'err'); c.t('```\n'); traceLines(c); c.t('```\n'); devProse(c, 'cfg');
  c.t('```' + r.pick(['bash', 'ini', 'dotenv', '']) + '\n'); envBlock(c, r.int(4, 7)); c.t('```\n'); devProse(c, 'idea');
  const ans = c.person(); c.t('\n---\n**Answer** (').L('person_name', ans.shape, ans.full).t(`, ${r.int(1, 900)}k rep): ${c.P.warn} `).f('{0}', { neg: 'public_figure', value: r.pick(NG.FIGURES.dev) }).t(' would approve 😉\n');
  c.t('> ').t(c.P.rotated).nl();
}
function githubIssue(c) {
  const r = c.r; const u = c.person();
  c.t(`### Describe the bug\n${c.P.err}\n\n### To Reproduce\n\`\`\`sh\n`);
  curlLines(c, r.int(1, 2)); c.t('```\n\n### Logs\n```\n'); logLines(c, r.int(3, 6)); c.t('```\n\n### Environment\n- OS: ').N('version', r.pick(['Ubuntu 22.04.4', 'macOS 14.4.1', 'Windows 11 23H2', 'Debian 12.5'])).t('\n- Node: ').N('version', `v${r.int(18, 22)}.${r.int(0, 19)}.${r.int(0, 9)}`).t('\n- Package: ').N('version', NG.NEG.version(r)).t('\n\n');
  c.t('cc @').L('person_name', 'handle', deacc2(u.familyLatin || u.givenLatin) + r.int(1, 99), { soft: true }).t(` — ${c.P.idea}\n`);
}
const deacc2 = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]/g, '');
function curlLines(c, n) {
  const r = c.r;
  for (let i = 0; i < n; i++) {
    const v = r.int(0, 4);
    if (v === 0) c.t(`curl -s https://api.${r.pick(['stripe.com/v1/charges', 'openai.com/v1/chat/completions', 'github.com/user/repos', 'sendgrid.com/v3/mail/send'])} \\\n  -H "Authorization: Bearer `).put(c.item('api_key', { type: r.pick(['stripe_secret_live', 'openai_project', 'github_pat_classic', 'sendgrid']) })).t('" \\\n  -H "Content-Type: application/json"\n');
    else if (v === 1) c.t(`curl -X POST https://${r.pick(['auth', 'api', 'backend'])}.${r.pick(['myshop', 'clubapp', 'kita-portal', 'tienda-online'])}.${r.pick(['io', 'de', 'es', 'app'])}/v2/orders -H "Authorization: Bearer `).put(c.item('access_token', { type: 'jwt' })).t(`" -d '{"email":"`).put(c.item('email')).t('","phone":"').put(c.item('phone')).t(`"}'\n`);
    else if (v === 2) { c.t(`curl -u ${r.pick(['admin', 'deploy', 'api'])}:`).put(c.item('password', { kind: r.pick(['random', 'leet', 'human']) })).t(` https://`).put(c.item('ip_address', { v6: false })).t(`:${r.pick([8080, 9200, 15672, 8443])}/api/health\n`); }
    else if (v === 3) c.t('curl -H "Authorization: Basic ').put(c.item('access_token', { type: 'basic_auth' })).t(`" https://registry.${r.pick(['internal', 'corp'])}.example/v2/_catalog\n`);
    else c.t(`curl "https://api.telegram.org/bot`).put(c.item('api_key', { type: 'telegram_bot_token' })).t(`/sendMessage?chat_id=${r.int(10000000, 999999999)}&text=hi"\n`);
  }
}
function logLines(c, n) {
  const r = c.r; const w = when(r);
  for (let i = 0; i < n; i++) {
    c.t(`${w.y}-${pad(w.m)}-${pad(w.d)}T${pad(w.h)}:${pad((w.mi + i) % 60)}:${pad(r.int(0, 59))}.${r.int(100, 999)}Z `);
    const v = r.int(0, 5);
    if (v === 0) c.t('INFO  POST /api/login user=').put(c.item('email')).t(' ip=').put(c.item('ip_address')).t(' req=').N('uuid', NG.NEG.uuid(r));
    else if (v === 1) c.t('WARN  session refreshed sid=').put(c.item('access_token', { type: r.pick(['session_django', 'session_php', 'session_java', 'session_express']) }));
    else if (v === 2) c.t('DEBUG headers={"authorization":"Bearer ').put(c.item('access_token', { type: r.pick(['jwt', 'bearer_opaque', 'google_oauth_access']) })).t('"}');
    else if (v === 3) c.t('ERROR upstream ').N('private_ip', NG.NEG.private_ip(r)).t(':5432 timeout, build ').N('hash', r.hex(7));
    else if (v === 4) c.t('INFO  payout wallet=').put(c.item('crypto_wallet')).t(' tx=').N('tx_hash', NG.NEG.tx_hash(r));
    else c.t('INFO  client ').put(c.item('ip_address', { v6: true })).t(' GET /health 200 ').N('measurement', `${r.int(2, 900)} ms`);
    c.nl();
  }
}
function discordHelp(c) {
  const r = c.r; const a = c.person(), b = c.person(); const w = when(r);
  const head = (p) => { c.L('person_name', 'given_only', p.givenLatin, { soft: true }); c.t(` — ${pad(w.d)}/${pad(w.m)}/${w.y} ${pad(w.h)}:${pad(w.mi)}\n`); };
  head(a); c.t(c.P.err + '\n```py\n'); c.t(`bot.run("`).put(c.item('api_key', { type: r.pick(['discord_bot_token', 'telegram_bot_token']) })).t('")\n```\n');
  c.t('server ip: ').put(c.item('ip_address')).t(`:${r.pick([25565, 27015, 7777, 30120])} (`).N('version', `1.${r.int(16, 21)}.${r.int(1, 4)}`).t(')\n\n');
  head(b); c.t(c.P.warn + ' ').N('documentation_example', 'https://discord.com/developers/docs/topics/oauth2').nl(2);
  head(a); c.t(c.P.rotated + ' '); body(c, DEV_CATS, 6); c.nl();
}
function envPaste(c) {
  const r = c.r; c.t(`# ${r.pick(['.env', '.env.production', 'config/secrets.env', 'backend/.env.local'])}  (pastebin ${r.alnum(8)})\n`);
  c.t(`APP_NAME=${r.pick(['club-portal', 'shop', 'kita-app', 'tienda', 'forum'])}\nNODE_ENV=production\n`); envBlock(c, r.int(6, 10));
}
function dockerCompose(c) {
  const r = c.r; const pw = c.item('password');
  c.t(`${c.P.cfg}\n\n\`\`\`yaml\nversion: "3.9"\nservices:\n  db:\n    image: postgres:`).N('version', `${r.int(13, 17)}.${r.int(0, 6)}`).t('\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: ').put(pw).t('\n    ports:\n      - "5432:5432"\n');
  c.t('  app:\n    image: ghcr.io/').t(r.pick(['acme', 'club', 'kiez', 'barrio'])).t('/web@').N('hash', `sha256:${r.hex(64)}`).t('\n    environment:\n      DATABASE_URL: ').put(c.item('connection_string', { type: r.pick(['postgres', 'sqlalchemy', 'mysql', 'mongodb_srv', 'mongodb', 'jdbc']) })).t('\n      SECRET_KEY: ').L('password', 'django_secret_key', r.str(50, 'abcdefghijklmnopqrstuvwxyz0123456789!@#%^&*(-_=+)')).t('\n      ');
  const k = c.item(c.choose(['api_key', 'access_token', 'connection_string'])); c.t(k.category === 'connection_string' ? 'BROKER_URL: ' : k.category === 'api_key' ? 'API_KEY: ' : 'SERVICE_TOKEN: ').t(/[:#{}]/.test(k.value) || k.value.includes('\n') ? '"' : '').put(k).t(/[:#{}]/.test(k.value) || k.value.includes('\n') ? '"' : '').t('\n      SMTP_PASSWORD: ').N('placeholder', r.pick(NG.PLACEHOLDERS.filter((x) => !x.includes('{')))).t('\n    networks:\n      default:\n        ipv4_address: ').N('private_ip', `172.${r.int(16, 31)}.0.${r.int(2, 254)}`).t('\n```\n');
  c.t(c.P.idea).nl();
}
function ciConfig(c) {
  const r = c.r;
  c.t(`${c.P.cfg}\n\`\`\`yaml\nname: deploy\non:\n  push:\n    branches: [main]\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      NPM_TOKEN: `).N('placeholder', '${{ secrets.NPM_TOKEN }}').t('\n      AWS_ACCESS_KEY_ID: ').put(c.item('api_key', { type: 'aws_access_key_id' })).t('\n      AWS_SECRET_ACCESS_KEY: ').put(c.item('api_key', { type: 'aws_secret_access_key' })).t('\n    steps:\n      - uses: actions/checkout@').N('hash', r.hex(40)).t(' # ').N('version', `v${r.int(3, 4)}.${r.int(0, 2)}.${r.int(0, 9)}`).t('\n      - run: echo "');
  const k = c.item(c.choose(['api_key', 'access_token'])); c.put(k).t(`" | docker login ghcr.io -u ${r.pick(['ci-bot', 'deploy'])} --password-stdin\n      - run: |\n          mkdir -p ~/.ssh && echo "`);
  c.put(c.item('private_key', { type: r.pick(['collapsed', 'escaped']) })).t('" > ~/.ssh/id_ed25519\n          ssh deploy@').put(c.item('ip_address', { v6: false })).t(' ./release.sh\n```\n');
  c.t(c.P.warn).nl();
}
function curlSnippet(c) { const r = c.r; c.t(c.P.err + '\n\n```bash\n'); curlLines(c, r.int(2, 3)); c.t('```\n\nResponse:\n```json\n{"error":"invalid_request","request_id":"').N('uuid', NG.NEG.uuid(r)).t('","docs":"https://docs.example.com/errors#401"}\n```\n'); c.t(c.P.idea).nl(); }
function notebook(c) {
  const r = c.r; const src = (fn) => { c.t('    "'); c.json(fn); c.t('\\n",\n'); };
  c.t('{\n "cells": [\n  {\n   "cell_type": "code",\n   "execution_count": 1,\n   "metadata": {},\n   "outputs": [],\n   "source": [\n');
  src(() => c.t('import os, pandas as pd, openai')); src(() => { c.t('openai.api_key = "').put(c.item('api_key', { type: r.pick(['openai_project', 'openai_legacy']) })).t('"'); });
  src(() => { c.t('engine = create_engine("').put(c.item('connection_string', { type: r.pick(['postgres', 'sqlalchemy', 'mysql']) })).t('")'); });
  c.t('    "df = pd.read_sql(\\"SELECT name, email, phone FROM members\\", engine)"\n   ]\n  },\n  {\n   "cell_type": "code",\n   "execution_count": 2,\n   "metadata": {},\n   "outputs": [\n    {\n     "output_type": "execute_result",\n     "data": {\n      "text/plain": [\n');
  const rows = r.int(2, 4);
  c.t('       "   name                 email                       phone\\n",\n');
  for (let i = 0; i < rows; i++) { const p = c.person(); c.t(`       "${i}  `); c.json(() => { c.L('person_name', p.shape, p.full); c.t('  '); c.put(c.item('email', { person: p })); c.t('  '); c.put(c.item('phone')); }); c.t('\\n",\n'); }
  c.t(`       "\\n[${rows} rows x 3 columns]"\n      ]\n     }\n    }\n   ],\n   "source": ["df.head()"]\n  }\n ],\n "metadata": {"kernelspec": {"name": "python3"}, "language_info": {"version": "`).N('version', `3.${r.int(9, 12)}.${r.int(0, 9)}`).t('"}},\n "nbformat": 4\n}\n');
}
function serviceAccount(c) {
  const r = c.r; const proj = `${r.pick(['club', 'kiez', 'tienda', 'shop', 'forum'])}-${r.int(10000, 99999)}`;
  c.t(`${c.P.err} firebase deploy → 403\n\n\`\`\`json\n{\n  "type": "service_account",\n  "project_id": "${proj}",\n  "private_key_id": "`).N('key_id', r.hex(40)).t('",\n  "private_key": "');
  c.json(() => c.L('private_key', 'pem_in_json', S.pemBlock(r, 'PRIVATE KEY') + '\n')); c.t('",\n  "client_email": "');
  c.L('email', 'service_account_email', `firebase-adminsdk-${r.str(5, 'abcdefghijklmnopqrstuvwxyz0123456789')}@${proj}.iam.gserviceaccount.com`, { soft: true });
  c.t(`",\n  "client_id": "${r.digits(21)}",\n  "token_uri": "https://oauth2.googleapis.com/token"\n}\n\`\`\`\n`); c.t(c.P.warn).nl();
}
function sshPaste(c) {
  const r = c.r; c.t(`${c.P.err} ssh -i deploy.pem ubuntu@`).put(c.item('ip_address', { v6: false })).t('\n\n```\n$ cat ~/.ssh/id_ed25519.pub\n').N('public_key', NG.PUBLIC_KEYS(r)).t('\n$ cat deploy.pem\n');
  c.put(c.item('private_key', { type: r.pick(['pem', 'pem', 'putty', 'wireguard', 'age']) })).t('\n```\n'); c.t(c.P.idea + ' ').N('version', `OpenSSH_${r.int(8, 9)}.${r.int(0, 9)}p1`).nl();
}

// ---------------------------------------------------------------- added community kinds
function formHelp(c) {
  const r = c.r, P = c.P; const p = c.person(); const d = c.item('date_of_birth'); const cols = P.cols;
  c.t(`## ${P.idea}\n${P.here}\n\n\`\`\`\n${cols.name}: `).L('person_name', p.shape, p.full).t(`\n${cols.dob}: `).put(d).nl();
  const nid = c.item('national_id', { dob: d.dob }); c.t(`${nid.cap}: `).put(nid).nl();
  if (r.chance(0.6)) c.t(`${P.passport}: `).put(c.item('passport', { mrz: false })).nl();
  c.t(`${cols.address}: `).put(c.item('address')).t(`\n${P.phone}: `).put(c.item('phone')).nl();
  if (r.chance(0.45)) { c.say(c.item('bank_account'), 'colon'); c.nl(); }
  if (r.chance(0.35)) { c.t(`${P.card}: `).put(c.item('credit_card')).t(` ${pad(r.int(1, 12))}/${r.int(26, 31)}`).nl(); }
  c.t('```\n');
  c.t('(').f(`${cols.name}: {0}`, { neg: 'placeholder_name', value: r.pick(NG.PLACEHOLDER_NAMES[c.lang]) }).t(' / ').N('date', K.fmtDate(r, c.lang, c.cc, { y: r.int(2024, 2025), m: r.int(1, 12), d: r.int(1, 28) })).t(')\n\n');
  const q = c.person(); c.t('— '); sender(c, q); c.t(`: ${P.warn}\n`);
}
function travelPost(c) {
  const r = c.r, P = c.P; const p = c.person(); const d = I.randomDob(r);
  c.t('✈️ ').N('flight', NG.NEG.flight(r)).t(' · ').N('date', K.fmtDate(r, c.lang, c.cc, { y: 2025, m: r.int(1, 12), d: r.int(1, 28) })).t(' · ').N('city', K.cityName(r, c.cc, c.lang)).nl();
  c.t(`${P.vpass} ${P.idea}\n\n`); c.name(p); c.nl();
  c.t(`${P.passport}: `).put(c.item('passport', { mrz: false })).t(` · ${P.dob}: `).put(c.item('date_of_birth', { dob: d })).nl();
  if (r.chance(0.7)) { c.t('```\n').put(c.item('passport', { mrz: true, person: p, dob: d })).t('\n```\n'); }
  c.t('PNR ').N('booking_reference', r.str(6, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789')).t(' · ').negS('price'); c.nl();
  if (r.chance(0.6)) { c.t(`${P.vid} → `).put(c.item('national_id', { dob: d })).nl(); }
  if (r.chance(0.4)) { c.t(`${P.card}: `).put(c.item('credit_card')).nl(); }
}
function cryptoHelp(c) {
  const r = c.r, P = c.P;
  c.t(`# ${P.err}\n\nfrom: `).put(c.item('crypto_wallet')).t('\nto:   ').put(c.item('crypto_wallet')).t('\ntx:   ').N('tx_hash', NG.NEG.tx_hash(r)).t('\namount: ').N('price', `${r.int(10, 9000)} ${r.pick(['USDT', 'USDC', 'ETH', 'BTC', 'SOL', 'TRX'])}`).t('\n\n');
  c.t(`${P.cfg}\n\`\`\`js\nconst wallet = new ethers.Wallet("`).put(c.item('private_key', { type: r.pick(['eth_hex', 'eth_hex', 'btc_wif', 'solana_array']) })).t(`");\nconst provider = new ethers.JsonRpcProvider("https://mainnet.infura.io/v3/`).N('hash', r.hex(32)).t('");\n```\n');
  const h = c.person(); c.t('\n**'); c.L('person_name', 'given_only', h.givenLatin, { soft: true }); c.t(`**: ${P.warn} `).N('documentation_example', '0x0000000000000000000000000000000000000000').nl();
  if (r.chance(0.5)) { c.t(`${P.wallet}: `).put(c.item('crypto_wallet')).nl(); }
}
function paymentDebug(c) {
  const r = c.r; const p = c.person(); const j = (fn) => c.json(fn);
  c.t(`${c.P.err}\n\n\`\`\`json\n{\n  "amount": ${r.int(500, 99999)},\n  "currency": "${r.pick(['eur', 'usd', 'gbp', 'brl', 'jpy', 'try', 'pln'])}",\n  "payment_method_data": {\n    "card": { "number": "`).put(c.item('credit_card')).t(`", "exp_month": ${r.int(1, 12)}, "exp_year": ${r.int(2026, 2031)} },\n    "billing_details": {\n      "name": "`);
  j(() => c.L('person_name', p.shape, p.full)); c.t('",\n      "email": "'); j(() => c.put(c.item('email', { person: p }))); c.t('",\n      "address": "'); j(() => c.put(c.item('address'))); c.t('"\n    }\n  }\n}\n```\n');
  c.t('Authorization: Bearer ').put(c.item('api_key', { type: r.pick(['stripe_secret_live', 'stripe_restricted', 'square', 'shopify_access_token']) })).nl();
  c.t('(test card ').N('documentation_example', r.pick(['4242 4242 4242 4242', '4111 1111 1111 1111', '5555555555554444'])).t(' works, request id ').N('uuid', NG.NEG.uuid(r)).t(')\n');
}
function hostelRoster(c) {
  const r = c.r, P = c.P; const cols = P.cols;
  c.t(`${r.pick(P.roster)} — `).N('city', K.cityName(r, c.cc, c.lang)).t(' / ').N('date', K.fmtDate(r, c.lang, c.cc, { y: 2025, m: r.int(1, 12), d: r.int(1, 28) })).nl(2);
  c.t(`${cols.name};${cols.dob};${P.passport};${P.phone};${cols.notes}\n`);
  for (let i = 0; i < r.int(3, 6); i++) {
    const p = c.person(); const d = c.item('date_of_birth'); c.L('person_name', p.shape, p.full).t(';').put(d).t(';');
    const pp = c.item('passport', { mrz: false }); c.put(pp).t(';').put(c.item('phone')).t(';'); if (r.chance(0.4)) c.put(c.item('national_id', { dob: d.dob })).t(';');
    if (r.chance(0.3)) c.N('flight', NG.NEG.flight(r)); else if (r.chance(0.3)) c.N('price', K.price(r, c.cc)); c.nl();
  }
}
// ---------------------------------------------------------------- registry
export const KINDS = {
  whatsapp_export: { fn: whatsapp, w: 4.5 }, telegram_json_export: { fn: telegramJson, w: 1.2 }, wechat_export: { fn: wechat, w: 0, langs: { zh: 14 } }, line_export: { fn: line, w: 0, langs: { ja: 13 } },
  kakaotalk_export: { fn: kakao, w: 0, langs: { ko: 14 } }, signal_chat: { fn: signal, w: 1.5 }, sms_thread: { fn: sms, w: 1.5 }, social_post: { fn: socialPost, w: 1.8 },
  classified_ad: { fn: classified, w: 1.6, cats: ['bank_account'] }, rental_listing: { fn: rental, w: 1.5, cats: ['bank_account', 'password'] }, marketplace_chat: { fn: marketplace, w: 1.5, cats: ['bank_account', 'credit_card'] }, forum_thread: { fn: forum, w: 1.4 },
  review_reply: { fn: review, w: 1.2 }, call_transcript: { fn: callTranscript, w: 1.8, cats: ['credit_card', 'national_id', 'passport'] }, voice_assistant_log: { fn: voiceAssistant, w: 0.8 }, calendar_ics: { fn: calendarIcs, w: 1.2 },
  invitation: { fn: invitation, w: 1 }, vcard: { fn: vcard, w: 1.2 }, contacts_csv: { fn: contactCsv, w: 1.1 }, roster_table: { fn: roster, w: 2 }, newsletter: { fn: newsletter, w: 1.2 },
  lost_found_post: { fn: lostFound, w: 1 }, dating_housing_profile: { fn: dating, w: 0.9 }, html_member_list: { fn: htmlMembers, w: 0.8 }, account_data_export_json: { fn: dataExport, w: 1.3, cats: ['access_token', 'ip_address'] },
  dev_qa_post: { fn: qaPost, w: 2.4, cats: ['api_key', 'connection_string'], dev: true }, github_issue: { fn: githubIssue, w: 1.6, cats: ['access_token', 'ip_address'], dev: true }, discord_help_log: { fn: discordHelp, w: 1.2, cats: ['api_key', 'ip_address'], dev: true }, env_paste: { fn: envPaste, w: 1.8, cats: ['connection_string', 'api_key'], dev: true },
  docker_compose_post: { fn: dockerCompose, w: 1.4, cats: ['connection_string', 'password'], dev: true }, ci_config_post: { fn: ciConfig, w: 1.3, cats: ['private_key', 'api_key'], dev: true }, curl_snippet: { fn: curlSnippet, w: 1.4, cats: ['access_token', 'api_key'], dev: true }, jupyter_notebook: { fn: notebook, w: 0.8, cats: ['connection_string', 'api_key'], dev: true },
  service_account_paste: { fn: serviceAccount, w: 0.8, cats: ['private_key'], dev: true }, ssh_key_paste: { fn: sshPaste, w: 1.3, cats: ['private_key', 'ip_address'], dev: true },
  form_help_post: { fn: formHelp, w: 1.7, cats: ['national_id', 'passport'] }, travel_forum_post: { fn: travelPost, w: 1.3, cats: ['passport', 'national_id'] }, crypto_help_post: { fn: cryptoHelp, w: 1.4, cats: ['crypto_wallet', 'private_key'] }, payment_debug_post: { fn: paymentDebug, w: 1.1, cats: ['credit_card'], dev: true }, group_trip_roster: { fn: hostelRoster, w: 0.9, cats: ['passport'] },
};
