#!/usr/bin/env node
// Labelled evaluation corpus generator (dev36): agriculture, industry, research labs and household paperwork.
// Usage: node generate.mjs --seed S --count N --out FILE
import { writeFileSync } from 'node:fs';
import { Rng } from './lib/prng.mjs';
import { Ctx } from './lib/ctx.mjs';
import { LOCALES } from './lib/locales.mjs';
import * as H from './lib/t_human.mjs';
import * as O from './lib/t_ops.mjs';
import * as D from './lib/t_dev.mjs';
import { code } from './lib/t_code.mjs';
import { notice, changelog } from './lib/t_misc.mjs';

// [kind, weight, template, localized-prose?]
export const TEMPLATES = [
  ['email', 10, H.email, true], ['html_email', 4, H.htmlEmail, true], ['chat', 7, H.chat, true], ['letter', 5, H.letter, true],
  ...H.FORM_KINDS.map((k) => [k, 2.5, H.form, true]), ['pdf_text', 5, H.pdfText, true],
  ['herd_record', 3, O.herdRecord, true], ['shift_roster', 3, O.shiftRoster, true], ['maintenance_ticket', 3, O.maintenanceTicket, true],
  ['instrument_log', 2, O.instrumentLog, false], ['scada_log', 3, O.scadaLog, false], ['markdown_table', 3, O.markdownTable, true],
  ['notice', 4, notice, true], ['changelog', 3, changelog, false],
  ['env_file', 4, D.envFile, false], ['yaml_config', 4, D.yamlConfig, false], ['terraform', 2, D.terraform, false], ['k8s_secret', 3, D.k8sSecret, false],
  ['dockerfile', 2, D.dockerfile, false], ['ci_log', 4, D.ciLog, false], ['code', 10, code, false], ['git_diff', 3, D.gitDiff, false],
  ['sql_dump', 3, D.sqlDump, false], ['csv_export', 4, D.csvExport, false], ['tsv_export', 2, D.csvExport, false], ['log', 4, D.webLog, false],
  ['hpc_config', 2, D.hpcConfig, false], ['iot_json', 4, D.iotJson, false], ['mqtt_config', 3, D.mqttConfig, false], ['opcua_config', 2, D.opcuaConfig, false],
];
const LOCALE_KEYS = Object.keys(LOCALES);

export function generateDoc(seed, i) {
  const r = new Rng(`dev36:${seed}:${i}`);
  const [kind, , fn] = r.wpick(TEMPLATES.map((t) => [t, t[1]]));
  const key = r.pick(LOCALE_KEYS);
  const c = new Ctx(r.fork('body'), key, kind);
  if (kind === 'notice' || kind === 'changelog') c.d.noNeg = false;
  fn(c);
  const d = c.d;
  const language = c.localized ? c.lang : 'en';
  return { id: `dev36-s${seed}-${String(i).padStart(5, '0')}`, kind, locale: key, language, text: d.s, labels: d.labels, negatives: d.negatives };
}

function main() {
  const a = process.argv.slice(2); const arg = (k, dflt) => { const i = a.indexOf(k); return i >= 0 ? a[i + 1] : dflt; };
  const seed = arg('--seed', '1'), count = parseInt(arg('--count', '100'), 10), out = arg('--out', null);
  if (!out || !Number.isFinite(count) || count < 0) { console.error('usage: node generate.mjs --seed S --count N --out FILE'); process.exit(2); }
  const lines = [];
  for (let i = 0; i < count; i++) lines.push(JSON.stringify(generateDoc(seed, i)));
  writeFileSync(out, lines.join('\n') + (lines.length ? '\n' : ''));
  console.error(`wrote ${count} documents to ${out}`);
}
if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('generate.mjs')) main();
