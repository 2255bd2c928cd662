#!/usr/bin/env node
// dev39 evaluation corpus generator: node generate.mjs --seed 7 --count 600 --out dev39-seed7.jsonl
import { writeFileSync } from 'node:fs';
import { docRng } from './lib/prng.mjs';
import { assemble, flat, ocr, wrapVal, esc } from './lib/doc.mjs';
import { LOCALES, LOCALE_IDS } from './lib/locales.mjs';
import { vocab } from './lib/i18n.mjs';
import { P } from './lib/people.mjs';
import { makeOrg } from './lib/kit.mjs';
import { T, SECTOR_KINDS } from './lib/sectors.mjs';
import { D, DEV_KINDS, llmWrap } from './lib/devops.mjs';

const DOMAIN_NAME = { education: 'education', media: 'media_publishing_entertainment', staffing: 'staffing_recruitment_payroll', msp: 'managed_it_security', mining: 'mining_oil_gas_remote', remittance: 'remittance_wealth', funeral: 'funeral_eldercare_probate' };
const SECTORS = Object.keys(SECTOR_KINDS);
const WRAPPABLE = /letter|email|ticket|chat|notes|receipt|report|contract|invoice|statement|notice|cv|right_to_work|phishing|release/;
const SCANNABLE = /form|letter|payslip|receipt|cv|invoice|contract|statement|notice|admission|hr|release|report|check|inventory|kyc|suitab|onboarding|induction|probate/;
const MIXED = new Set(['edu_parent_letter', 'media_contributor_contract', 'media_reader_letter', 'staff_cover_letter', 'staff_reference_letter', 'rem_adviser_email', 'rem_card_dispute', 'fun_poa_probate_letter', 'fun_death_notice', 'mine_incident_report', 'staff_background_check', 'media_newsroom_chat', 'rem_transfer_receipt', 'rem_kyc_sof', 'media_freelancer_invoice', 'media_royalty_statement', 'fun_funeral_invoice', 'staff_cv', 'fun_relative_contacts', 'fun_estate_inventory', 'rem_portfolio_statement', 'media_talent_release', 'mine_contractor_prequal', 'rem_suitability', 'fun_care_admission', 'mine_induction_medical', 'staff_contractor_onboarding', 'staff_payslip', 'edu_teacher_hr', 'edu_scholarship_loan', 'edu_admission_form']);
const WRAP_CATS = new Set(['iban', 'api_key', 'auth_token', 'webhook_url', 'connection_string', 'bank_account', 'street_address', 'crypto_wallet']);

export function makeDoc(seed, i) {
  const r = docRng(seed, i);
  const sector = r.pick(SECTORS);
  const loc = LOCALES[r.pick(LOCALE_IDS)];
  const org = makeOrg(r, sector, loc);
  const c = { r, loc, V: vocab(loc), org, sector, hn: r.chance(0.62), lang: null, ocr: false };
  c.x = (opt) => P(r, loc, opt);
  const dev = r.chance(0.36);
  const kindKey = dev ? r.pick(DEV_KINDS) : r.pick(SECTOR_KINDS[sector]);
  const res = (dev ? D : T)[kindKey](c);
  let segs = flat(res.segs); let kind = res.kind;
  let language = dev ? 'en' : (res.lang || c.lang || loc.lang);
  const tags = [];
  // presentation transforms
  if (!dev && (c.ocr || SCANNABLE.test(kindKey)) && r.chance(c.ocr ? 0.75 : 0.32)) { segs = ocr(r, segs, r.pick([0.02, 0.04, 0.06])); tags.push('ocr'); }
  else if (!dev && r.chance(0.04)) { segs = flat(['<div class="export">\n', esc.htmlEnt(segs), '</div>\n']); tags.push('html_entities'); }
  if (WRAPPABLE.test(kind) && r.chance(0.2)) {
    const idx = segs.map((s, k) => (typeof s !== 'string' && s.c && WRAP_CATS.has(s.c) && !s.s.includes('\n') && s.s.length > 14) ? k : -1).filter(k => k >= 0);
    if (idx.length) { const k = r.pick(idx); segs[k] = wrapVal(r, segs[k], r.pick(['', '  '])); tags.push('line_wrapped'); }
  }
  if (r.chance(0.1)) { const w = llmWrap(c, segs); segs = flat(w.segs); kind = w.kind + ':' + kind; tags.push('llm_prompt'); }
  if (!c.hn) segs = segs.map(s => (typeof s !== 'string' && s.n) ? s.s : s); // look-alikes stay in the text but are listed only in about half of the documents
  const { text, labels, negatives } = assemble(segs);
  const rec = { id: `dev39-s${seed}-${String(i).padStart(5, '0')}`, kind, domain: DOMAIN_NAME[sector], side: dev ? 'developer_ops' : 'business', locale: loc.id, language, text, labels, negatives };
  if (!dev && MIXED.has(kindKey) && language !== 'en' && !(kindKey === 'staff_cv' && ['ja', 'de'].includes(language))) rec.secondary_language = 'en'; // English boilerplate around local-language fields
  if (tags.length) rec.presentation = tags;
  return rec;
}
function main() {
  const a = process.argv.slice(2); const get = (k, d) => { const j = a.indexOf(k); return j >= 0 ? a[j + 1] : d; };
  const seed = Number(get('--seed', 7)), count = Number(get('--count', 600)), out = get('--out', `dev39-seed${seed}.jsonl`);
  const lines = []; for (let i = 0; i < count; i++) lines.push(JSON.stringify(makeDoc(seed, i)));
  writeFileSync(out, lines.join('\n') + '\n');
  console.log(`wrote ${count} documents to ${out}`);
}
main();
