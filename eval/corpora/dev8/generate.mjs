#!/usr/bin/env node
// Writes a labelled corpus of realistic whole documents (JSONL, eval/pii-secrets/eval-doc.ts format):
//   node eval/corpora/dev8/generate.mjs --seed 7 --count 600 --out /tmp/dev8.jsonl
// Every value is generated at run time from the seed; see README.md for the labelling conventions.
import fs from 'node:fs';
import { Rng } from './rng.mjs';
import { Doc } from './doc.mjs';
import { Ctx } from './context.mjs';
import { LANGS } from './lang.mjs';
import * as P from './kinds-prose.mjs';
import * as M from './kinds-machine.mjs';
import * as X from './kinds-more.mjs';
import * as E from './kinds-extra.mjs';
import * as O from './kinds-office.mjs';
import * as T from './kinds-docs.mjs';

/** [kind, template, weight, languages it is written in ('*' = any)]. */
const KINDS = [
  ['support_ticket', P.supportTicket, 8, '*'],
  ['email_thread', P.emailThread, 8, '*'],
  ['llm_prompt_letter', P.llmPromptLetter, 6, '*'],
  ['hr_record', P.hrRecord, 5, '*'],
  ['kyc_form', P.kycForm, 6, '*'],
  ['travel_booking', P.travelBooking, 5, '*'],
  ['medical_letter', P.medicalLetter, 4, '*'],
  ['support_chat', P.supportChat, 5, '*'],
  ['meeting_notes', P.meetingNotes, 5, '*'],
  ['invoice', P.invoice, 4, '*'],
  ['cv', P.cv, 3, '*'],
  ['contract', P.contract, 4, '*'],
  ['csv_export', M.csvExport, 5, '*'],
  ['json_api', M.jsonApi, 5, '*'],
  ['env_file', M.envFile, 6, '*'],
  ['app_log', M.appLog, 5, '*'],
  ['http_dump', M.httpDump, 4, '*'],
  ['code_snippet', M.codeSnippet, 5, '*'],
  ['sql_dump', M.sqlDump, 4, '*'],
  ['yaml_config', M.yamlConfig, 5, '*'],
  ['shell_session', M.shellSession, 5, '*'],
  ['git_log', M.gitLog, 3, '*'],
  ['crypto_support', M.cryptoAudit, 5, '*'],
  ['xml_payment', M.xmlPayment, 3, '*'],
  ['spreadsheet_paste', M.spreadsheetPaste, 4, '*'],
  ['credential_json', X.credentialJson, 5, '*'],
  ['card_dispute', X.cardDispute, 5, '*'],
  ['ocr_scan', X.ocrScan, 4, '*'],
  ['directory_config', X.directoryConfig, 3, '*'],
  ['package_report', X.packageReport, 3, '*'],
  ['it_helpdesk', E.itHelpdesk, 5, '*'],
  ['payroll_export', E.payrollExport, 4, '*'],
  ['visa_application', E.visaApplication, 5, '*'],
  ['fixture_yaml', E.fixtureYaml, 3, '*'],
  ['bank_statement', E.bankStatement, 4, '*'],
  ['staff_directory', E.staffDirectory, 3, '*'],
  ['pasted_message', E.pastedMessage, 5, '*'],
  ['guest_registration', E.guestRegistration, 4, '*'],
  ['messenger_export', O.messengerExport, 4, '*'],
  ['access_log', O.accessLog, 3, '*'],
  ['dotfiles', O.dotfiles, 3, '*'],
  ['traceback', O.traceback, 3, '*'],
  ['calendar_invite', O.calendarInvite, 3, '*'],
  ['shipping_label', O.shippingLabel, 3, '*'],
  ['insurance_claim', O.insuranceClaim, 4, '*'],
  ['product_catalogue', O.productCatalogue, 2, '*'],
  ['review_post', O.reviewPost, 3, '*'],
  ['terraform_vars', O.terraformVars, 3, '*'],
  ['api_docs', T.apiDocs, 3, '*'],
  ['form_template', T.formTemplate, 3, '*'],
];

const LOCALE = { en: 'en', de: 'de-DE', fr: 'fr-FR', es: 'es-ES', pt: 'pt-BR', it: 'it-IT', nl: 'nl-NL', pl: 'pl-PL', sv: 'sv-SE', ja: 'ja-JP', zh: 'zh-CN', ko: 'ko-KR', ar: 'ar-SA', hi: 'hi-IN', tr: 'tr-TR' };

function args(argv) {
  const out = { seed: 7, count: 600, out: null };
  for (let i = 2; i < argv.length; i++) {
    const k = argv[i];
    if (k === '--seed') out.seed = Number(argv[++i]);
    else if (k === '--count') out.count = Number(argv[++i]);
    else if (k === '--out') out.out = argv[++i];
  }
  if (!Number.isInteger(out.seed) || !Number.isInteger(out.count) || out.count < 1) throw new Error('usage: generate.mjs --seed N --count N [--out FILE]');
  return out;
}

/** One document: English about 40% of the time, the other 14 languages share the rest. */
export function generateDoc(rng, index) {
  const lang = rng.chance(0.4) ? 'en' : rng.pick(LANGS.slice(1));
  const fits = KINDS.filter(([, , , langs]) => langs === '*' || langs.split(',').includes(lang) || rng.chance(0.15));
  const [kind, template] = rng.weighted(fits.map((k) => [k[2], k]));
  const ctx = new Ctx(rng, lang);
  const doc = new Doc();
  template(ctx, doc);
  // Long documents: some kinds are followed by a second, related piece (a reply, a forwarded export).
  if (doc.text.length < 300 || (doc.text.length < 1600 && rng.chance(0.3))) {
    const [, extra] = rng.weighted(fits.map((k) => [k[2], k]));
    doc.put('\n\n-----\n\n');
    extra(new Ctx(rng, lang), doc);
  }
  return { id: `dev8-${String(index).padStart(5, '0')}`, kind, language: lang, locale: LOCALE[lang], text: doc.text, labels: doc.labels, negatives: doc.negatives };
}

function main() {
  const a = args(process.argv);
  const rng = new Rng(a.seed);
  const lines = [];
  for (let i = 0; i < a.count; i++) lines.push(JSON.stringify(generateDoc(rng, i)));
  const body = lines.join('\n') + '\n';
  if (a.out) fs.writeFileSync(a.out, body);
  else process.stdout.write(body);
}

main();
