#!/usr/bin/env node
// Seeded, deterministic generator: node generate.mjs --seed 7 --count 600 --out corpus.jsonl
import fs from 'node:fs';
import { makeRng } from './rng.mjs';
import { Ctx } from './doc.mjs';
import { KINDS } from './kinds.mjs';
import { LANGS, COUNTRIES, countriesFor } from './countries.mjs';
import * as NG from './negatives.mjs';

function args(argv) { const o = {}; for (let i = 2; i < argv.length; i++) { const a = argv[i]; if (a.startsWith('--')) { const [k, v] = a.slice(2).split('='); o[k] = v ?? argv[++i]; } } return o; }
const RARE = ['national_id', 'passport', 'bank_account', 'credit_card', 'ip_address', 'crypto_wallet', 'password', 'api_key', 'access_token', 'private_key', 'connection_string'];
const JSON_KINDS = new Set(['whatsapp_export', 'signal_chat', 'kakaotalk_export', 'line_export', 'wechat_export', 'telegram_json_export', 'jupyter_notebook', 'account_data_export_json', 'calendar_ics', 'vcard', 'contacts_csv', 'html_member_list']);

export function generate(seed, count) {
  const r = makeRng(`pii-community-corpus/${seed}`); const counts = {}; const docs = [];
  let order = [];
  for (let i = 0; i < count; i++) {
    if (order.length === 0) order = r.shuffle(LANGS);
    const lang = order.pop(); const ckey = r.pick(countriesFor(lang));
    // kinds that carry the scarcer categories get boosted while those categories lag behind
    const target = 10 + (150 * (i + 1)) / count; // aim for ~150 hard labels per scarce category by the end
    const boost = (v) => Math.min(2.5, Math.max(1, ...(v.cats || []).map((c) => Math.pow((target + 10) / ((counts[c] || 0) + 10), 2))));
    const pairs = Object.entries(KINDS).map(([k, v]) => [k, ((v.langs && v.langs[lang]) ?? v.w) * boost(v)]).filter((p) => p[1] > 0);
    const kind = r.weighted(pairs);
    const c = new Ctx(r, ckey, counts);
    KINDS[kind].fn(c);
    // epilogue: keep hard negatives roughly as numerous as labels (not for strict formats)
    if (!JSON_KINDS.has(kind)) {
      const hard = c.labels.filter((l) => !l.soft).length; let k = 0;
      while (c.negatives.length < hard * 0.95 && k < 4) {
        if (!c.text.endsWith('\n')) c.nl();
        if (KINDS[kind].dev) { const v = r.int(0, 4); if (v === 0) c.t('# ').N('version', NG.NEG.version(r)); else if (v === 1) c.t('trace id: ').N('uuid', NG.NEG.uuid(r)); else if (v === 2) c.t('commit ').N('hash', r.hex(40)); else if (v === 3) c.t('see ').N('documentation_example', r.pick(NG.DOC_EXAMPLES)[1]); else c.t('proxy: ').N('private_ip', NG.NEG.private_ip(r)); }
        else { c.t(k === 0 ? r.pick(['P.S. ', 'PS: ', '', '— ', '(edit) ']) : ''); c.negS(); }
        k++;
      }
      if (!c.text.endsWith('\n')) c.nl();
    }
    docs.push({ id: `s${seed}-${String(i).padStart(5, '0')}-${kind}`, kind, locale: COUNTRIES[ckey].locale, language: lang, text: c.text, labels: c.labels, negatives: c.negatives });
  }
  return docs;
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('generate.mjs')) {
  const o = args(process.argv); const seed = o.seed ?? '7'; const count = Number(o.count ?? 600); const out = o.out ?? `corpus-seed${seed}-${count}.jsonl`;
  const t0 = Date.now(); const docs = generate(seed, count);
  fs.writeFileSync(out, docs.map((d) => JSON.stringify(d)).join('\n') + '\n');
  console.error(`wrote ${docs.length} documents to ${out} in ${Date.now() - t0} ms`);
}
