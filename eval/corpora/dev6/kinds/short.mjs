// Short and medium texts: prompts to an assistant, chat messages, model answers, form submissions.
import { DocBuilder, L } from '../lib/doc.mjs';
import { P, PAY } from '../lib/lang.mjs';
import { persona } from '../lib/persona.mjs';
import { NEG, negOf } from '../lib/negatives.mjs';
import { privateKey, ASSET, password, passwordValue, vendorKey, prefixedKey, connectionString, wallet, ip, accessToken } from '../lib/secrets.mjs';
import { otherDate } from '../lib/contact.mjs';
import { snippet } from './machine.mjs';
import { sourceCode } from './code.mjs';

const cap = (s) => s[0].toUpperCase() + s.slice(1);

/** "Hi, I'm X, born …; reach me …" in the language */
export function chatIntro(r, lang) {
  const b = new DocBuilder();
  const x = persona(r, lang);
  const ph = P[lang];
  const stop = { ja: '。', zh: '。', hi: '। ' }[lang] ?? '. ';
  b.t(ph.hi, { ja: '、', zh: '，', ar: '، ' }[lang] ?? ', ').f(ph.me, { name: x.name }).t(stop);
  if (r.chance(0.6)) b.t(cap(ph.born.replace('{dob}', '\u0000')).split('\u0000')[0]).put(x.dob).t(ph.born.split('{dob}')[1] + stop);
  if (r.chance(0.7)) b.f(ph.reach, { phone: x.phone, email: x.email }).t(' ');
  if (r.chance(0.5)) b.f(ph.live, { address: x.address }).t(' ');
  if (r.chance(0.5)) b.f(cap(ph.id), { idname: x.idName, id: x.id }).t('. ');
  if (r.chance(0.45)) b.f(cap(ph.passport), { passport: x.passport }).t('. ');
  if (r.chance(0.35)) b.f(ph.order, { order: NEG.order_number(r) }).t(' ');
  if (r.chance(0.45)) b.f(ph.iban, { iban: x.iban }).t(' ');
  b.t(ph.thanks);
  return { kind: 'chat_message', doc: b };
}

export function passwordChat(r, lang) {
  const b = new DocBuilder();
  const ph = P[lang];
  const x = persona(r, lang);
  const what = r.pick(['VPN', 'Wi-Fi', 'admin', 'Jenkins', 'NAS', 'staging DB', 'router', 'Grafana']);
  b.t(`${ph.hi} `).put(x.given).t(r.pick([', ', ' — ', ': '])).t(`${what}: `);
  const quoted = r.chance(0.4);
  b.t(cap(ph.pw.split('{password}')[0])).t(quoted ? r.pick(['"', '`', "'"]) : '');
  const q = b.text.slice(-1);
  b.put(password(r, quoted, 'chat_password')).t(quoted ? q : '').t(ph.pw.split('{password}')[1] ?? '');
  if (r.chance(0.5)) b.t(`\n(user: ${r.pick(['admin', 'ops', 'backup', 'x.' + x.p.latinFamily.toLowerCase().replace(/[^a-z]/g, '')])})`);
  if (r.chance(0.5)) b.t(' — ').t(r.pick(['old one was ', 'default is ', 'not ', 'the template says '])).put(NEG.placeholder_password(r));
  return { kind: 'chat_password', doc: b };
}

export function translateLetter(r, lang) {
  const b = new DocBuilder();
  const ph = P[lang];
  const x = persona(r, lang), y = persona(r, lang);
  b.t(ph.translate + '\n\n');
  b.put(x.addressMultiline).t('\n\n').f(ph.dear, { name: y.name }).t('\n\n');
  b.f(ph.appt, { date: NEG.other_date(r) }).t('. ');
  b.f(cap(ph.id), { idname: x.idName, id: x.id }).t('. ');
  if (r.chance(0.5)) { b.t(cap(ph.born.split('{dob}')[0])).put(x.dob).t((ph.born.split('{dob}')[1] ?? '') + '. '); }
  if (r.chance(0.5)) b.f(ph.reach, { phone: x.phone, email: x.email });
  b.t('\n\n' + ph.regards + '\n').put(x.name);
  if (r.chance(0.5)) b.t('\n').n('invoice_number', NEG.invoice_number(r).value);
  return { kind: 'prompt_translate_letter', doc: b };
}

export function summariseTicket(r, lang) {
  const b = new DocBuilder();
  const ph = P[lang];
  const x = persona(r, lang);
  b.t(ph.summarise + '\n\n');
  b.t('Ticket ').put(NEG.ticket_number(r)).t(` · ${r.pick(['P2', 'P3', 'high', 'normal'])} · opened `).put(NEG.other_date(r)).t('\n');
  b.t('From: ').put(x.name).t(' <').put(x.email).t('>\n');
  b.t('---\n');
  b.f(ph.order, { order: NEG.order_number(r) }).t(' ');
  b.t({ de: 'Sendungsnummer: ', fr: 'N° de suivi : ', es: 'Seguimiento: ', it: 'Tracciamento: ' }[lang] ?? r.pick(['Tracking: ', 'Tracking #'])).put(NEG.tracking_number(r)).t('. ');
  if (r.chance(0.6)) b.f(ph.reach, { phone: x.phone, email: x.workEmail() }).t(' ');
  if (r.chance(0.5)) b.f(ph.live, { address: x.address }).t(' ');
  if (r.chance(0.4)) b.t('Card ').put(x.card).t(' charged ').put(NEG.amount(r)).t('. ');
  return { kind: 'prompt_summarise_ticket', doc: b };
}

export function fixConfigPrompt(r, lang) {
  const b = new DocBuilder();
  const ph = P[lang];
  b.t(ph.fix + ' `' + r.pick(['KeyError: DATABASE_URL', 'yaml: line 7: mapping values are not allowed here', 'ECONNREFUSED 127.0.0.1:5432', 'invalid character \'}\' looking for beginning of object key string', 'error: unknown field "pasword" in section [database]']) + '`\n\n```\n');
  b.append(snippet(r));
  b.t('\n```');
  return { kind: 'prompt_fix_config', doc: b };
}

export function modelAnswer(r, lang) {
  const b = new DocBuilder();
  const ph = P[lang];
  const snip = snippet(r);
  b.t(ph.answer + '\n\n```' + (r.chance(0.8) ? snip.style : '') + '\n');
  b.append(snip);
  b.t('\n```\n\n');
  b.t(r.pick([
    'Note: move the secret into your secret manager and rotate it, since it has now been shared.',
    'Replace `', 'I kept your values as they were.',
  ]));
  if (b.text.endsWith('`')) b.put(NEG.placeholder_key(r)).t('` with your own key.');
  if (r.chance(0.3)) b.t('\n\nYour key was on one line; PEM needs line breaks every 64 characters:\n\n').put(privateKey(r, 'pem', r.pick(['RSA', 'PKCS8', 'EC'])));
  return { kind: 'model_answer', doc: b };
}

export function formSubmission(r, lang) {
  const b = new DocBuilder();
  const ph = P[lang];
  const x = persona(r, lang);
  const sep = r.pick([': ', ' = ', '\t', ' — ']);
  b.t(r.pick(['[form:kyc_update] ', 'New submission — ', 'Webform #', ''])).put(NEG.ticket_number(r)).t('\n');
  const rows = [
    () => b.t(ph.fName + sep).put(x.name),
    () => b.t(ph.fDob + sep).put(x.dob),
    () => b.t(ph.fEmail + sep).put(x.email),
    () => b.t(ph.fPhone + sep).put(x.phone),
    () => b.t(ph.fAddr + sep).put(x.address),
    () => b.t(ph.fPass + sep).put(x.passport),
    () => b.t(x.idName + sep).put(x.id),
    () => b.t('IBAN' + sep).put(x.iban),
    () => b.t(r.pick(['card', 'Karte', 'carte', 'tarjeta', 'カード']) + sep).put(x.card),
    () => b.t('submitted_at' + sep).put(NEG.timestamp(r)),
    () => b.t('client_ip' + sep).put(ip(r)),
  ];
  for (const row of r.shuffle(rows).slice(0, r.int(5, 9))) { row(); b.t('\n'); }
  return { kind: 'form_submission', doc: b };
}

export function commitMessage(r) {
  const b = new DocBuilder();
  const k = prefixedKey(r);
  b.t(r.pick(['fix: ', 'chore: ', 'revert: ', ''])).t(r.pick(['remove hard-coded key from ', 'rotate credentials in ', 'temporarily inline token in '])).t(r.pick(['deploy.sh', 'config/settings.py', '.github/workflows/release.yml', 'docker-compose.yml']) + '\n\n');
  b.t('The old value ').put(k).t(r.pick([' leaked in build logs; ', ' is still referenced by the cron job; ']));
  b.t('see ').put(NEG.git_sha(r)).t(' and ').put(NEG.ticket_number(r)).t('.\n\n');
  b.t('Co-authored-by: ');
  const x = persona(r, 'en');
  b.put(x.latinName).t(' <').put(x.workEmail(r.pick(['brightmoor-logistics.com', 'zephyrlabs.dev']))).t('>\n');
  b.t('Bumps ').put(NEG.package_at_version(r)).t('.');
  return { kind: 'commit_message', doc: b };
}

export function walletChat(r, lang) {
  const b = new DocBuilder();
  const ph = P[lang];
  const x = persona(r, lang);
  const T = PAY[lang];
  b.t(`${ph.hi} `).put(x.given).t(lang === 'ja' || lang === 'zh' ? '、' : ', ');
  const to = wallet(r);
  b.f(T[0], { amount: `${r.int(1, 40) / 10} ${ASSET[to.type]}`, wallet: to }).t(' ');
  b.t(T[1] + ' ').put(NEG.tx_hash(r)).t(' (block ').put(NEG.block_hash(r)).t(').');
  if (r.chance(0.4)) b.t(' ' + T[2] + ' ').put(wallet(r));
  return { kind: 'chat_crypto', doc: b };
}


/** "review this code before I merge it", with a pasted source file */
export function reviewPrompt(r, lang) {
  const b = new DocBuilder();
  b.t(P[lang].review + '\n\n```\n');
  b.append(sourceCode(r).doc);
  b.t('```\n');
  return { kind: 'prompt_code_review', doc: b };
}

export const SHORT_KINDS = [
  [4, chatIntro], [3, passwordChat], [2, translateLetter], [2, summariseTicket], [3, fixConfigPrompt], [2, modelAnswer], [3, formSubmission], [1.5, commitMessage], [2.6, walletChat], [1.5, reviewPrompt],
];
