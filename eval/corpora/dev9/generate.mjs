#!/usr/bin/env node
// dev9: labelled documents of messy real-world text for measuring pii_secrets: OCR of ID cards and
// forms, call and voicemail transcripts, chat exports, forwarded e-mail threads, spreadsheets pasted
// as text, PDF text of contracts and invoices, admin consoles, terminal sessions, logs, configs.
// Usage: node eval/corpora/dev9/generate.mjs --seed 7 --count 600 --out /tmp/dev9.jsonl
import fs from 'node:fs';
import { makeRng } from './rng.mjs';
import { Doc } from './doc.mjs';
import { makeCtx } from './ctx.mjs';
import { ocrIdCard, ocrForm, pdfContract, pdfInvoice, spreadsheet, manifest } from './kinds-forms.mjs';
import { callTranscript, voicemail, chatExport, emailThread, mixedLanguage } from './kinds-talk.mjs';
import { adminConsole, terminalSession, appLogs, configDump } from './kinds-tech.mjs';
import { connectionDialog, pdfPayslip } from './kinds-more.mjs';
import { hotelRegistration, clinicalLetter, httpDump, meetingMinutes } from './kinds-extra.mjs';

const ALL = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'pl', 'sv', 'ja', 'zh', 'ko', 'ar', 'hi', 'tr', 'ru'];
const LOCALE = { en: 'en-US', de: 'de-DE', fr: 'fr-FR', es: 'es-ES', pt: 'pt-PT', it: 'it-IT', nl: 'nl-NL', pl: 'pl-PL', sv: 'sv-SE', ja: 'ja-JP', zh: 'zh-CN', ko: 'ko-KR', ar: 'ar-SA', hi: 'hi-IN', tr: 'tr-TR', ru: 'ru-RU' };
const SPOKEN = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl'];

/** kind → [writer, weight, languages it is written in]. */
const KINDS = {
  ocr_id_card: [ocrIdCard, 10, ALL],
  ocr_form: [ocrForm, 8, ALL],
  pdf_contract: [pdfContract, 6, ['en', 'de', 'fr', 'es', 'it', 'nl']],
  pdf_invoice: [pdfInvoice, 5, ALL],
  spreadsheet_paste: [spreadsheet, 8, ALL],
  passenger_manifest: [manifest, 5, ALL],
  call_transcript: [callTranscript, 9, ALL],
  voicemail: [voicemail, 5, SPOKEN],
  chat_export: [chatExport, 9, ALL],
  email_thread: [emailThread, 9, ALL],
  mixed_language: [mixedLanguage, 6, ALL],
  admin_console: [adminConsole, 6, ALL],
  terminal_session: [terminalSession, 7, ALL],
  app_logs: [appLogs, 7, ALL],
  config_dump: [configDump, 7, ALL],
  connection_dialog: [connectionDialog, 5, ALL],
  pdf_payslip: [pdfPayslip, 5, ALL],
  hotel_registration: [hotelRegistration, 6, ALL],
  clinical_letter: [clinicalLetter, 4, ['en']],
  http_dump: [httpDump, 5, ALL],
  meeting_minutes: [meetingMinutes, 5, ALL],
};
/** Machine text reaches a screening service pasted into a ticket or chat in the writer's language. */
const TECH = new Set(['terminal_session', 'app_logs', 'config_dump']);
const PASTED = {
  de: 'Hallo zusammen, seit heute früh schlägt der Job fehl. Hier die Ausgabe:', fr: 'Bonjour, le déploiement échoue depuis ce matin, voici la sortie :', es: 'Hola, desde esta mañana falla el despliegue. Os pego la salida:',
  pt: 'Olá, o deploy está a falhar desde manhã. Segue o output:', it: 'Ciao, da stamattina il job fallisce. Ecco l’output:', nl: 'Hoi, sinds vanochtend faalt de job. Hieronder de output:',
  pl: 'Cześć, od rana job się wysypuje. Poniżej wynik:', sv: 'Hej, jobbet har fallerat sedan i morse. Här är utskriften:', ja: 'お疲れ様です。今朝からジョブが失敗しています。出力を貼ります：',
  zh: '大家好，今天早上开始任务一直失败，输出如下：', ko: '안녕하세요, 오늘 아침부터 작업이 실패합니다. 출력 붙여드립니다:', ar: 'مرحبا، المهمة تفشل منذ الصباح. هذا هو الناتج:',
  hi: 'नमस्ते, सुबह से job fail हो रहा है। output नीचे है:', tr: 'Merhaba, sabahtan beri iş başarısız oluyor. Çıktı aşağıda:', ru: 'Коллеги, с утра падает джоб. Вывод ниже:',
};

const SEPARATORS = ['\n\n-----Original Message-----\n', '\n\n[attachment 1 of 2 — text extracted]\n\n', '\n\n\f\n', '\n\n> forwarded from the ticket\n\n', '\n\n=== page break ===\n\n'];
/** Tickets carry more than one thing: a second document is appended, unless that makes it too long. */
function attach(r, d, c, kinds) {
  const kept = { text: d.text, labels: d.labels.length, negatives: d.negatives.length };
  d.t(r.pick(SEPARATORS));
  KINDS[r.pick(kinds)][0](d, c);
  d.noise = null;
  if (d.text.length > 4000) { d.text = kept.text; d.labels.length = kept.labels; d.negatives.length = kept.negatives; }
}

function args(argv) {
  const o = { seed: 7, count: 600, out: null };
  for (let i = 2; i < argv.length; i++) {
    if (argv[i] === '--seed') o.seed = Number(argv[++i]);
    else if (argv[i] === '--count') o.count = Number(argv[++i]);
    else if (argv[i] === '--out') o.out = argv[++i];
  }
  return o;
}

export function generate(seed, count) {
  const r = makeRng(seed * 7919 + 17);
  const docs = [];
  const kindNames = Object.keys(KINDS);
  for (let i = 0; i < count; i++) {
    const lang = r.chance(0.35) ? 'en' : r.pick(ALL.slice(1));
    const usable = kindNames.filter((k) => KINDS[k][2].includes(lang));
    const kind = r.weighted(usable.map((k) => [k, KINDS[k][1]]));
    const d = new Doc(r, lang, kind);
    const c = makeCtx(d);
    if (TECH.has(kind) && lang !== 'en') d.t(`${PASTED[lang]}\n\n`);
    KINDS[kind][0](d, c);
    if (r.chance(0.2)) attach(r, d, c, usable.filter((k) => k !== kind));
    while (d.text.length < 200) { d.t('\n'); c.neg(); d.t('\n'); }
    docs.push(d.toJSON(`dev9-${seed}-${String(i).padStart(4, '0')}`, LOCALE[lang]));
  }
  return docs;
}

const o = args(process.argv);
const docs = generate(o.seed, o.count);
const jsonl = docs.map((x) => JSON.stringify(x)).join('\n') + '\n';
if (o.out) fs.writeFileSync(o.out, jsonl); else process.stdout.write(jsonl);
