// Document assembly: kinds, registers, template rendering, category balancing.
import * as V from './values.mjs';
import { neg as makeNeg, NEG } from './negatives.mjs';
import { LOCALES } from './locales.mjs';
import { makePerson } from './names.mjs';
import { p2 } from './locales.mjs';
import en from './lang-en.mjs'; import de from './lang-de.mjs'; import fr from './lang-fr.mjs'; import es from './lang-es.mjs'; import pt from './lang-pt.mjs';
import it from './lang-it.mjs'; import nl from './lang-nl.mjs'; import pl from './lang-pl.mjs'; import sv from './lang-sv.mjs'; import tr from './lang-tr.mjs';
import ja from './lang-ja.mjs'; import zh from './lang-zh.mjs'; import ko from './lang-ko.mjs'; import ar from './lang-ar.mjs'; import hi from './lang-hi.mjs';
import { DEV_BUILDERS } from './dev.mjs';

export const PACKS = { en, de, fr, es, pt, it, nl, pl, sv, tr, ja, zh, ko, ar, hi };
export const CATEGORIES = ['email', 'phone_number', 'credit_card', 'iban', 'bank_account', 'national_id', 'tax_id', 'passport_number', 'ip_address', 'crypto_wallet', 'date_of_birth', 'street_address', 'person_name', 'api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url'];
const PII = CATEGORIES.slice(0, 13), SECRETS = CATEGORIES.slice(13);
const LANG_LOCALES = {}; for (const [id, l] of Object.entries(LOCALES)) (LANG_LOCALES[l.lang] ||= []).push(id);

// kind -> register and category affinity (weights); missing = 0
const BIZ = { person_name: 1, phone_number: 1, email: 1, street_address: 1, date_of_birth: 1 };
const W = (base, extra) => ({ ...base, ...extra });
export const KINDS = {
  meeting_minutes: { reg: 'note', w: 5, aff: W(BIZ, { iban: 0.5, password: 0.6, webhook_url: 0.4, ip_address: 0.3, bank_account: 0.3, date_of_birth: 0.3 }) },
  crm_note: { reg: 'note', w: 6, aff: W(BIZ, { credit_card: 0.8, iban: 0.8, bank_account: 1, tax_id: 1.2, national_id: 0.4, passport_number: 0.5, crypto_wallet: 0.5 }) },
  helpdesk_transcript: { reg: 'dialogue', w: 6, aff: W(BIZ, { credit_card: 1, iban: 0.8, national_id: 0.8, password: 1, ip_address: 0.6, passport_number: 0.8, bank_account: 0.8, tax_id: 0.8, crypto_wallet: 0.6 }) },
  complaint_letter: { reg: 'letter', w: 4, aff: W(BIZ, { credit_card: 1.2, iban: 1, bank_account: 1, tax_id: 0.4, crypto_wallet: 0.4 }) },
  complaint_reply: { reg: 'letter', w: 3, aff: W(BIZ, { iban: 0.6, bank_account: 0.6 }) },
  contract_amendment: { reg: 'letter', w: 3, aff: W(BIZ, { iban: 1, bank_account: 1, tax_id: 1.2, national_id: 0.8, passport_number: 0.6 }) },
  medical_referral: { reg: 'letter', w: 4, aff: W(BIZ, { national_id: 1.2, date_of_birth: 2 }) },
  insurance_claim: { reg: 'letter', w: 4, aff: W(BIZ, { iban: 1, bank_account: 1, national_id: 1, passport_number: 0.6, tax_id: 0.5 }) },
  incident_report: { reg: 'note', w: 4, aff: W(BIZ, { national_id: 1, passport_number: 1, crypto_wallet: 0.8, ip_address: 0.6 }) },
  property_listing: { reg: 'note', w: 2, aff: { street_address: 2, phone_number: 1, email: 1, person_name: 0.8, password: 0.4 } },
  tenancy_letter: { reg: 'letter', w: 3, aff: W(BIZ, { iban: 1, bank_account: 0.8, password: 0.6 }) },
  school_letter: { reg: 'letter', w: 3, aff: W(BIZ, { date_of_birth: 1.5, password: 0.5 }) },
  hr_letter: { reg: 'letter', w: 4, aff: W(BIZ, { tax_id: 1.5, national_id: 1.5, iban: 1, bank_account: 1, passport_number: 0.8, password: 0.5 }) },
  delivery_note: { reg: 'note', w: 3, aff: { street_address: 2, phone_number: 1.5, person_name: 1, email: 0.6 } },
  board_paper: { reg: 'note', w: 2, aff: { person_name: 1, email: 0.5, crypto_wallet: 0.5, iban: 0.4, ip_address: 0.3 } },
  newsletter: { reg: 'note', w: 2, aff: { person_name: 1, phone_number: 1, email: 1, street_address: 0.8, webhook_url: 0.2 } },
  forum_post: { reg: 'forum', w: 4, aff: W(BIZ, { tax_id: 0.4, bank_account: 0.4, crypto_wallet: 1.2, ip_address: 1, password: 0.8, iban: 0.5, api_key: 0.5, auth_token: 0.5 }) },
  chat_thread: { reg: 'chat', w: 5, aff: W(BIZ, { tax_id: 0.5, passport_number: 0.5, bank_account: 0.6, password: 1.2, api_key: 0.8, auth_token: 0.8, connection_string: 0.6, webhook_url: 0.6, private_key: 0.4, crypto_wallet: 0.6, ip_address: 0.6, credit_card: 0.5, iban: 0.5 }) },
  llm_prompt: { reg: 'prompt', w: 5, aff: W(BIZ, { credit_card: 0.8, iban: 0.7, national_id: 0.8, tax_id: 1.2, passport_number: 1, bank_account: 1, crypto_wallet: 0.6, password: 0.4, api_key: 0.4 }) },
  postmortem: { reg: 'dev', w: 4, aff: { ip_address: 1.5, email: 1, person_name: 1, api_key: 1, auth_token: 1, password: 1, connection_string: 1, webhook_url: 0.8, private_key: 0.6, credit_card: 0.3 } },
  incident_chat: { reg: 'dev', w: 5, aff: { ip_address: 1, email: 0.6, person_name: 0.6, api_key: 1.2, auth_token: 1.2, password: 1.2, connection_string: 1.2, webhook_url: 1, private_key: 1 } },
  code_review: { reg: 'dev', w: 4, aff: { api_key: 1.3, auth_token: 1, password: 1, connection_string: 1, webhook_url: 1, private_key: 1.2, email: 0.7, person_name: 0.6, phone_number: 0.4, credit_card: 0.4, iban: 0.3 } },
  readme: { reg: 'dev', w: 3, aff: { api_key: 1, auth_token: 1, connection_string: 1.2, webhook_url: 1, password: 0.8, private_key: 0.6, email: 0.6, person_name: 0.4 } },
  wiki_page: { reg: 'dev', w: 3, aff: { password: 1.3, connection_string: 1.2, ip_address: 1, private_key: 0.8, webhook_url: 0.8, api_key: 0.8, auth_token: 0.6, email: 0.6, person_name: 0.6, phone_number: 0.5 } },
  shell_session: { reg: 'dev', w: 5, aff: { password: 1.2, connection_string: 1.2, api_key: 1, auth_token: 1, private_key: 1, webhook_url: 0.8, ip_address: 1, email: 0.5, person_name: 0.3, credit_card: 0.3, phone_number: 0.3, national_id: 0.2 } },
  ci_log: { reg: 'dev', w: 4, aff: { api_key: 1.2, auth_token: 1.2, password: 1, connection_string: 1, webhook_url: 0.8, private_key: 0.6, ip_address: 0.8, email: 0.6, person_name: 0.4, credit_card: 0.3 } },
};
const EN_ONLY_DEV = new Set(['code_review', 'readme', 'shell_session', 'ci_log']);

// ---------------------------------------------------------------- generation state
export class Corpus {
  constructor(r) { this.r = r; this.used = new Set(); this.counts = Object.fromEntries(CATEGORIES.map((c) => [c, 0])); this.total = 0; this.kindCounts = {}; this.stats = { inline: 0, field: 0 }; }
  uniq(key, fn, tries = 40) { let v; for (let i = 0; i < tries; i++) { v = fn(); const k = key + '|' + (v.value ?? v.full); if (!this.used.has(k)) { this.used.add(k); return v; } } return v; }
  deficitWeight(cat) { const share = this.total ? this.counts[cat] / this.total : 0; const target = cat === 'person_name' ? 0.08 : 0.052; return Math.max(0.002, target - share + 0.004) ** 2; }
  personHeavy() { return this.total > 50 && this.counts.person_name / this.total > 0.11; }
  emailHeavy() { return this.total > 50 && this.counts.email / this.total > 0.06; }
}

// ---------------------------------------------------------------- per-document context
const seg = (s, extra) => ({ s, ...extra });
export class Ctx {
  constructor(corpus, loc, pack, kind, noNeg) { this.C = corpus; this.r = corpus.r; this.loc = loc; this.pack = pack; this.kind = kind; this.noNeg = noNeg; this.persons = []; this.nLabels = 0; this.sent = {}; this.personEmails = {}; }
  lab(v, extra = {}) { this.nLabels++; const l = { category: v.category, type: v.type, ...extra }; if (v.encoding) l.encoding = v.encoding; if (v.soft) l.soft = true; return seg(v.value, { lab: l }); }
  neg(kind) { return seg(makeNeg(this.r, kind, this.loc), { neg: kind }); }
  person(i) {
    if (i === undefined) i = this.persons.length;
    while (this.persons.length <= i) this.persons.push(this.C.uniq('person', () => makePerson(this.r, this.loc.names), 30));
    return this.lab({ category: 'person_name', type: `${this.loc.names}_name`, value: this.persons[i].full });
  }
  emailOf(i) {
    if (this.personEmails[i]) return this.lab(this.personEmails[i]);
    if (i !== undefined) while (this.persons.length <= i) this.persons.push(this.C.uniq('person', () => makePerson(this.r, this.loc.names), 30));
    const v = this.C.uniq('email', () => V.email(this.r, this.loc, i !== undefined ? this.persons[i] : undefined)); if (i !== undefined) this.personEmails[i] = v; return this.lab(v);
  }
  val(cat, opt = {}) {
    const r = this.r, loc = this.loc, U = (fn) => this.C.uniq(cat, fn);
    switch (cat) {
      case 'phone_number': return this.lab(U(() => V.phone(r, loc)));
      case 'email': return this.emailOf(opt.person);
      case 'credit_card': return this.lab(U(() => V.card(r, loc)));
      case 'iban': return this.lab(U(() => V.iban(r, loc)));
      case 'bank_account': return this.lab(U(() => V.bankAccount(r, loc)));
      case 'national_id': return this.lab(U(() => { const v = V.nationalId(r, { ...loc, nid: [this.sent.nidType || r.pick(loc.nid)] }); return v; }));
      case 'tax_id': return this.lab(U(() => V.taxId(r, { ...loc, tax: [this.sent.taxType || r.pick(loc.tax)] })));
      case 'passport_number': return this.lab(U(() => V.passport(r, loc)));
      case 'ip_address': return this.lab(U(() => V.ip(r)));
      case 'crypto_wallet': return this.lab(U(() => V.wallet(r)));
      case 'date_of_birth': return this.lab(U(() => V.dob(r, loc, opt.words)));
      case 'street_address': return this.lab(U(() => V.address(r, loc)));
      case 'person_name': return this.person(opt.person);
      case 'api_key': return this.lab(U(() => V.apiKey(r, opt.type)));
      case 'auth_token': return this.lab(U(() => V.authToken(r, opt.type)));
      case 'private_key': return this.lab(U(() => V.privateKey(r, { escaped: !!opt.escaped })));
      case 'password': return this.lab(U(() => V.password(r, opt)));
      case 'connection_string': return this.lab(U(() => V.connString(r)));
      case 'webhook_url': return this.lab(U(() => V.webhook(r)));
    }
    throw new Error('unknown cat ' + cat);
  }
  nidName() { const t = this.sent.nidType; return (this.pack.names.nid && this.pack.names.nid[t]) || en.names.nid[t] || t; }
  taxName() { const t = this.sent.taxType; return (this.pack.names.tax && this.pack.names.tax[t]) || en.names.tax[t] || t; }
  // Render a mini-template into segments.
  render(tpl) {
    this.sent = { nidType: this.loc.nid.length ? this.r.pick(this.loc.nid) : null, taxType: this.loc.tax.length ? this.r.pick(this.loc.tax) : null };
    const out = []; let last = 0; const re = /\{([A-Za-z0-9_:]+)\}/g; let m;
    while ((m = re.exec(tpl))) { if (m.index > last) out.push(seg(tpl.slice(last, m.index))); out.push(this.token(m[1])); last = re.lastIndex; }
    if (last < tpl.length) out.push(seg(tpl.slice(last)));
    return out;
  }
  token(t) {
    const r = this.r;
    if (t.startsWith('n:')) return this.neg(t.slice(2));
    let m;
    if (t === 'P') return this.person();
    if ((m = /^P(\d)$/.exec(t))) return this.person(+m[1]);
    if ((m = /^G(\d)$/.exec(t))) { this.person(+m[1]); return this.lab({ category: 'person_name', type: 'given_name_only', value: this.persons[+m[1]].given, soft: true }); }
    if ((m = /^email(\d)$/.exec(t))) return this.emailOf(+m[1]);
    switch (t) {
      case 'phone': return this.val('phone_number'); case 'email': return this.val('email'); case 'card': return this.val('credit_card'); case 'iban': return this.val('iban');
      case 'bank': return this.val('bank_account'); case 'nid': return this.val('national_id'); case 'tax': return this.val('tax_id'); case 'pass': return this.val('passport_number');
      case 'ip': return this.val('ip_address'); case 'wallet': return this.val('crypto_wallet'); case 'dob': return this.val('date_of_birth'); case 'dobw': return this.val('date_of_birth', { words: true });
      case 'dobn': return this.val('date_of_birth', { words: false }); case 'addr': return this.val('street_address'); case 'apikey': return this.val('api_key'); case 'token': return this.val('auth_token');
      case 'pkey': return this.val('private_key'); case 'pkeyj': return this.val('private_key', { escaped: true }); case 'pwd': return this.val('password'); case 'conn': return this.val('connection_string'); case 'hook': return this.val('webhook_url');
      case 'nidName': return seg(this.nidName()); case 'taxName': return seg(this.taxName());
      case 'bankId': return this.neg('bank_identifier'); case 'date': return this.neg('non_birth_date'); case 'amount': return this.neg('amount'); case 'co': return this.neg('company');
      case 'city': return this.neg('place'); case 'svc': return this.neg('public_service_number');
      case 'exp': return seg(`${p2(r.int(1, 12))}/${r.int(26, 31)}`); case 'time': return seg(`${p2(r.int(7, 22))}:${p2(r.int(0, 59))}`);
      case 'role': { const v = this.C.uniq('email', () => ({ category: 'email', type: 'role_mailbox', soft: true, value: `${r.pick(['info', 'support', 'hr', 'billing', 'kontakt', 'contact', 'noreply', 'office', 'datenschutz', 'privacy'])}@${V.companyDomain(r, this.loc)}` })); return this.lab(v); }
    }
    throw new Error('unknown token ' + t);
  }
  // try to render a template from a list without exceeding the label budget
  renderFrom(list, budget, { allowNeg = !this.noNeg } = {}) {
    let pool = allowNeg ? list : list.filter((t) => !hasNeg(t)); if (!pool.length) pool = list.filter((t) => !hasNeg(t)); if (!pool.length) return null;
    this.usedTpl ||= new Set(); const fresh = pool.filter((t) => !this.usedTpl.has(t)); if (fresh.length) pool = fresh;
    for (let i = 0; i < 8; i++) {
      const t = this.r.pick(pool); const need = labelTokens(t);
      if (this.nLabels + need <= budget) { this.usedTpl.add(t); return this.render(t); }
    }
    return null;
  }
}
export const hasNeg = (t) => /\{(n:[a-z_]+|date|amount|co|city|svc|bankId)\}/.test(t);
const labelTokens = (t) => (t.match(/\{(P\d?|phone|email\d?|card|iban|bank|nid|tax|pass|ip|wallet|dob[wn]?|addr|apikey|token|pkeyj?|pwd|conn|hook)\}/g) || []).length;

// ---------------------------------------------------------------- category planning
export function availableCats(loc, pack, kind) {
  const aff = KINDS[kind].aff; const ok = {};
  for (const [c, w] of Object.entries(aff)) {
    if (w <= 0) continue;
    if (KINDS[kind].reg !== 'dev' && !(pack.v[c])) continue;
    if (c === 'national_id' && !loc.nid.length) continue; if (c === 'tax_id' && !loc.tax.length) continue;
    if (c === 'bank_account' && !loc.bank.length) continue; if (c === 'passport_number' && !loc.pass.length) continue;
    ok[c] = w * (c === 'iban' && !loc.iban ? 0.3 : 1);
  }
  return ok;
}
export function planCats(C, loc, pack, kind, n) {
  const avail = availableCats(loc, pack, kind); const plan = [];
  for (let i = 0; i < n; i++) {
    const entries = Object.entries(avail).map(([c, w]) => [c, w * C.deficitWeight(c) * (plan.includes(c) ? 0.15 : 1)]);
    if (!entries.length) break; plan.push(C.r.wpick(entries));
  }
  return plan;
}

// ---------------------------------------------------------------- registers (non-dev)
function sentence(ctx, cat, budget) {
  const v = ctx.pack.v[cat]; if (!v) return null;
  const labelled = ctx.r.chance(0.27) && v.l && v.l.length;
  const slim = (list) => { if (cat === 'person_name' || !ctx.C.personHeavy()) return list; const f = list.filter((t) => !/\{P\d?\}|\{email\d\}/.test(t)); return f.length ? f : list; };
  const segs = ctx.renderFrom(slim(labelled ? v.l : v.u), budget) || ctx.renderFrom(slim(labelled ? v.u : v.l || v.u), budget);
  if (segs) { if (labelled) ctx.C.stats.field++; else ctx.C.stats.inline++; segs.field = !!labelled; }
  return segs;
}
function negSentence(ctx) { return ctx.renderFrom(ctx.pack.neg, 99, { allowNeg: true }); }
const txt = (s) => [seg(s)];
function bodyUnits(ctx, plan, budget, nNeg) {
  // returns array of segment arrays (sentences), values + negatives + fillers interleaved
  const units = [];
  for (const cat of plan) { const s = sentence(ctx, cat, budget); if (s) units.push(s); }
  for (let i = 0; i < nNeg; i++) units.splice(ctx.r.int(0, units.length), 0, negSentence(ctx));
  const kf = (ctx.pack.kinds[ctx.kind] || []).slice(1).filter(Boolean);
  for (const f of ctx.r.sample(kf, ctx.r.int(1, kf.length || 1))) if (f) units.splice(ctx.r.int(0, units.length), 0, txt(f));
  if (ctx.r.chance(0.5)) { const f = ctx.r.pick(ctx.pack.fill); ctx.usedFill = f; units.splice(ctx.r.int(0, units.length), 0, txt(f)); }
  return units;
}
const joinUnits = (units, sep = ' ') => { const out = []; units.forEach((u, i) => { if (i) out.push(seg(sep)); out.push(...u); }); return out; };
// group units into paragraphs of 1-3 sentences; field-style units ("Tel.: ...") always stand on their own line
function paragraphs(r, units, sep, blankProb = 0) {
  const lines = []; let cur = []; const flush = () => { if (cur.length) { lines.push(joinUnits(cur, sep)); if (r.chance(blankProb)) lines.push([]); } cur = []; };
  let want = r.int(1, 3);
  for (const u of units) { if (u.field) { flush(); lines.push(u); continue; } cur.push(u); if (cur.length >= want) { flush(); want = r.int(1, 3); } }
  flush(); return lines;
}
const CJK = new Set(['ja', 'zh']);

function buildLetter(ctx, plan, budget, nNeg) {
  const p = ctx.pack, r = ctx.r, lines = [];
  const title = (p.kinds[ctx.kind] || [''])[0]; if (title) { lines.push(txt(title)); if (r.chance(0.5)) lines.push([]); }
  const units = bodyUnits(ctx, plan, budget - 1, nNeg);
  const noP = (l) => l.filter((t) => !/\{P\d?\}/.test(t));
  const heavy = ctx.C.personHeavy() || r.chance(0.5);
  const sal = ctx.renderFrom(heavy ? noP(p.sal) : p.sal, budget) || txt(noP(p.sal)[0]); lines.push(sal);
  const sep = CJK.has(ctx.loc.lang) ? '' : ' ';
  lines.push(...paragraphs(r, units, sep, 0.3));
  lines.push(txt(r.pick(p.close)));
  const sign = ctx.renderFrom(heavy && noP(p.sign).length ? noP(p.sign) : p.sign, budget); if (sign) for (const part of splitLines(sign)) lines.push(part);
  return lines;
}
function buildNote(ctx, plan, budget, nNeg) {
  const p = ctx.pack, r = ctx.r, lines = [];
  const title = (p.kinds[ctx.kind] || [''])[0]; if (title) lines.push(txt(title));
  if (r.chance(0.4)) lines.push([seg(r.pick(['', '', 'Ref: '])), ctx.noNeg ? seg(`${r.int(1, 52)}/${r.int(2024, 2026)}`) : ctx.neg(r.pick(['non_birth_date', 'case_number', 'ticket_number']))]);
  const units = bodyUnits(ctx, plan, budget, nNeg);
  const bullet = r.pick(['- ', '* ', '• ', '', '']); let n = 1;
  for (const u of units) lines.push([seg(bullet === '' && r.chance(0.3) ? `${n++}. ` : bullet), ...u]);
  return lines;
}
function buildDialogue(ctx, plan, budget, nNeg) {
  const p = ctx.pack, r = ctx.r, lines = [], sp = p.speakers;
  const title = (p.kinds[ctx.kind] || [''])[0]; if (title) lines.push(txt(title));
  const f = p.kinds[ctx.kind] || []; if (f[1]) lines.push([seg(`${sp.agent}: `), seg(f[1])]);
  const units = bodyUnits(ctx, plan, budget, nNeg).filter((u) => !(u.length === 1 && u[0].s === f[1]));
  for (const u of units) lines.push([seg(`${r.chance(0.75) ? sp.customer : sp.agent}: `), ...u]);
  const closing = p.fill.filter((x) => x !== ctx.usedFill); lines.push([seg(`${sp.agent}: `), seg(r.pick(closing))]);
  return lines;
}
function buildChat(ctx, plan, budget, nNeg) {
  const p = ctx.pack, r = ctx.r, lines = []; const hs = r.sample(p.speakers.handles, 3);
  const title = (p.kinds[ctx.kind] || [''])[0]; if (title) lines.push(txt(title));
  let h = r.int(8, 17), mnt = r.int(0, 50);
  const units = bodyUnits(ctx, plan, budget, nNeg);
  const emoji = ['', '', '', ' 👍', ' 🙏', ' 😅'];
  for (const u of units) { mnt += r.int(0, 6); if (mnt > 59) { h++; mnt -= 60; } lines.push([seg(`[${p2(h)}:${p2(mnt)}] ${r.pick(hs)}: `), ...u, seg(r.pick(emoji))]); }
  return lines.map(splitLines).flat();
}
function buildForum(ctx, plan, budget, nNeg) {
  const p = ctx.pack, r = ctx.r, lines = []; const f = p.kinds[ctx.kind] || [];
  if (f[0]) lines.push(txt(f[0]));
  lines.push(txt(`${r.pick(p.speakers.handles)}${r.int(1, 999)}`));
  const units = bodyUnits(ctx, plan, budget, nNeg);
  const sep = CJK.has(ctx.loc.lang) ? '' : ' ';
  lines.push(...paragraphs(r, units, sep));
  return lines;
}
function buildPrompt(ctx, plan, budget, nNeg) {
  const r = ctx.r; const instrPack = r.chance(0.3) ? en : ctx.pack;
  const lines = [txt(r.pick(instrPack.prompt)), txt(r.pick(['', '"""', '---', '<text>']))];
  const fence = lines[1][0].s; if (fence === '') lines.pop();
  const innerKind = r.pick(['complaint_letter', 'meeting_minutes', 'crm_note', 'hr_letter', 'medical_referral', 'chat_thread', 'insurance_claim']);
  const save = ctx.kind; ctx.kind = innerKind; const reg = KINDS[innerKind].reg;
  const inner = (reg === 'letter' ? buildLetter : reg === 'chat' ? buildChat : buildNote)(ctx, plan, budget, nNeg);
  ctx.kind = save; lines.push(...inner);
  if (fence) lines.push(txt(fence === '<text>' ? '</text>' : fence));
  const extra = (ctx.pack.kinds.llm_prompt || [])[1]; if (extra && r.chance(0.5)) lines.push(txt(extra));
  return lines;
}
export function splitLines(segs) {
  // split a segment list on "\n" inside plain segments (labels may contain \n, e.g. PEM keys, which stay inside one line-group)
  const out = [[]];
  for (const s of segs) { if (!s.lab && !s.neg && s.s.includes('\n')) { const parts = s.s.split('\n'); parts.forEach((p, i) => { if (i) out.push([]); if (p) out[out.length - 1].push(seg(p)); }); } else out[out.length - 1].push(s); }
  return out;
}
const REG = { letter: buildLetter, note: buildNote, dialogue: buildDialogue, chat: buildChat, forum: buildForum, prompt: buildPrompt };

// ---------------------------------------------------------------- document
function pickKind(C) { const r = C.r; return r.wpick(Object.entries(KINDS).map(([k, d]) => [k, d.w / (1 + (C.kindCounts[k] || 0) * 0.02)])); }
function pickLocale(r, kind) {
  if (EN_ONLY_DEV.has(kind)) return r.pick(Object.keys(LOCALES).filter((id) => LOCALES[id].lang === 'en' || r.chance(0.3)));
  const langs = Object.keys(PACKS); const lang = r.wpick(langs.map((l) => [l, l === 'en' ? 3 : 1]));
  return r.pick(LANG_LOCALES[lang]);
}
export function makeDoc(C, idx, seed) {
  const r = C.r;
  for (let attempt = 0; attempt < 20; attempt++) {
    const kind = pickKind(C); const locId = pickLocale(r, kind); const loc = LOCALES[locId];
    let pack = PACKS[loc.lang];
    const devEn = KINDS[kind].reg === 'dev' && (EN_ONLY_DEV.has(kind) || loc.lang === 'en' || r.chance(0.35));
    const langUsed = devEn ? 'en' : loc.lang; if (devEn) pack = en;
    const noNeg = r.chance(0.33);
    const target = r.wpick([[1, 10], [2, 25], [3, 30], [4, 22], [5, 13]]);
    const ctx = new Ctx(C, loc, pack, kind, noNeg);
    const nNeg = noNeg ? 0 : r.wpick([[1, 45], [2, 35], [3, 20]]);
    let lines;
    if (devEn) { const plan = planCats(C, loc, pack, kind, target); lines = DEV_BUILDERS[kind](ctx, plan, 5, nNeg); }
    else { const reg = KINDS[kind].reg === 'dev' ? (kind === 'incident_chat' ? 'chat' : 'note') : KINDS[kind].reg; const plan = planCats(C, loc, pack, kind, target); lines = REG[reg](ctx, plan, 5, nNeg); }
    lines = lines.flatMap((l) => splitLines(l));
    const doc = compile(lines); const nLines = doc.text.split('\n').length;
    if (doc.labels.length < 1 || doc.labels.filter((l) => !l.soft).length < 1 || doc.labels.length > 5 || nLines < 3 || nLines > 40) continue;
    for (const l of doc.labels) if (!l.soft) { C.counts[l.category]++; C.total++; }
    C.kindCounts[kind] = (C.kindCounts[kind] || 0) + 1;
    return { id: `dev22-s${seed}-${String(idx).padStart(4, '0')}`, kind, locale: locId, language: langUsed, text: doc.text, labels: doc.labels, negatives: doc.negatives };
  }
  throw new Error('could not build doc ' + idx);
}
export function compile(lines) {
  let text = ''; const labels = [], negatives = [];
  lines.forEach((line, i) => {
    if (i) text += '\n';
    for (const s of line) {
      const start = text.length; text += s.s; const end = text.length;
      if (s.lab) labels.push({ start, end, category: s.lab.category, type: s.lab.type, value: s.s, ...(s.lab.soft ? { soft: true } : {}), ...(s.lab.encoding ? { encoding: s.lab.encoding } : {}) });
      else if (s.neg) negatives.push({ start, end, kind: s.neg, value: s.s });
    }
  });
  return { text: text.replace(/\s+$/, ''), labels, negatives };
}
export { seg, PII, SECRETS };
