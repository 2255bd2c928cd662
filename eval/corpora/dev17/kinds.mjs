// Document kinds: text flowing to and from LLM assistants and agents.
import { L, N, flat, mapParts, jesc, jstr, jsonParts, list } from './build.mjs';
import { HEX, UP, LOW, DIG, ALNUM, publicIPv4, privateIPv4, fmtDate } from './lib.mjs';
import { LANG, COMPANIES } from './locales.mjs';
import { makePerson, field, nameParts, mrzParts, spokenDigits, spokenEmail } from './people.mjs';
import { apiKey, accessToken, privateKey, password, connString } from './secrets.mjs';
import { negs, neg } from './negatives.mjs';
import { ph } from './phrases.mjs';

export const PII = ['person_name', 'email', 'phone', 'address', 'date_of_birth', 'national_id', 'passport', 'bank_account', 'credit_card', 'ip_address', 'crypto_wallet'];
export const SEC = ['password', 'api_key', 'access_token', 'private_key', 'connection_string'];
const pad = (n, w = 2) => String(n).padStart(w, '0');
const nl = '\n';

export function secretField(r, cat, P) {
  switch (cat) {
    case 'password': return { key: 'password', env: r.pick(['DB_PASSWORD', 'ADMIN_PASSWORD', 'SMTP_PASSWORD', 'REDIS_PASSWORD']), label: LANG[P?.lang || 'en'].f.password, parts: [L('password', 'password', password(r))] };
    case 'api_key': { const k = apiKey(r); return { key: 'api_key', env: k.env, vendor: k.vendor, label: k.vendor + ' key', parts: [L('api_key', k.type, k.v)] }; }
    case 'access_token': { const t = accessToken(r, P && r.chance(.3) ? { email: P.email } : null); const env = { jwt: r.pick(['ACCESS_TOKEN', 'AUTH_TOKEN', 'API_JWT']), bearer_opaque: 'BEARER_TOKEN', google_oauth_access: 'GOOGLE_ACCESS_TOKEN', google_oauth_refresh: 'GOOGLE_REFRESH_TOKEN', session_id: 'SESSION_ID', express_session: 'SESSION_COOKIE', azure_sas: 'AZURE_STORAGE_SAS_TOKEN', aws_session_token: 'AWS_SESSION_TOKEN', facebook_access: 'FB_PAGE_ACCESS_TOKEN' }[t.type]; return { key: t.type === 'session_id' || t.type === 'express_session' ? 'session' : 'access_token', env, ttype: t.type, label: 'token', parts: [L('access_token', t.type, t.v)] }; }
    case 'private_key': { const k = privateKey(r); return { key: 'private_key', env: k.type === 'wireguard_private_key' ? 'WG_PRIVATE_KEY' : 'PRIVATE_KEY', ktype: k.type, multiline: k.multiline, label: 'private key', parts: [L('private_key', k.type, k.v)] }; }
    case 'connection_string': { const c = connString(r); const env = { postgres_url: r.pick(['DATABASE_URL', 'PG_URL']), mysql_url: r.pick(['DATABASE_URL', 'MYSQL_URL']), jdbc: 'SPRING_DATASOURCE_URL', adonet_sqlserver: 'ConnectionStrings__Default', mongodb_srv: 'MONGO_URI', redis_url: 'REDIS_URL', amqp_url: 'BROKER_URL', azure_storage_conn: 'AZURE_STORAGE_CONNECTION_STRING', azure_servicebus_conn: 'SERVICEBUS_CONNECTION', smtp_url: 'SMTP_URL' }[c.type]; return { key: 'connection_string', env, label: 'connection string', parts: [L('connection_string', c.type, c.v)] }; }
  }
}
export function fieldsFor(r, P, cats, ctx = {}) { return cats.map(c => SEC.includes(c) ? { cat: c, ...secretField(r, c, P) } : { cat: c, ...field(r, P, c, ctx) }); }

// ---------- record renderers ----------
const kv = (fs, sep = ': ') => fs.map(f => [f.label, sep, f.parts, f.after || '', nl]);
const bullets = (fs) => fs.map(f => ['- **', f.label, '**: ', f.parts, f.after || '', nl]);
const jsonRec = (fs, extra = {}, indent = 2) => jsonParts({ ...extra, ...Object.fromEntries(fs.map(f => [f.key, f.parts])) }, indent);
function mdTable(rows) { // rows: array of field lists with same labels
  const head = rows[0].map(f => f.label);
  return ['| ', head.join(' | '), ' |', nl, '|', head.map(() => '---|').join(''), nl, ...rows.map(fs => ['| ', fs.map((f, i) => [i ? ' | ' : '', mapParts(f.parts, s => s.replace(/\n/g, ', '), 'flattened')]), ' |', nl])];
}
function csv(rows) { const head = rows[0].map(f => f.key); return [head.join(','), nl, ...rows.map(fs => [fs.map((f, i) => [i ? ',' : '', /[,\n"]/.test(flat(f.parts).map(p => typeof p === 'string' ? p : p.s).join('')) ? ['"', mapParts(f.parts, s => s.replace(/\n/g, ', ').replace(/"/g, '""'), 'csv_quoted'), '"'] : f.parts]), nl])]; }
const negLines = (r, lang, g, n) => negs(r, lang, g, n).map(p => [p, nl]);
const interleave = (r, a, b) => { const out = a.slice(); for (const x of b) out.splice(r.int(0, out.length), 0, x); return out; };
const ts = (r) => `${r.int(2025, 2026)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}T${pad(r.int(0, 23))}:${pad(r.int(0, 59))}:${pad(r.int(0, 59))}Z`;
function splitPii(cats) { return [cats.filter(c => PII.includes(c)), cats.filter(c => SEC.includes(c))]; }

// ---------- kinds ----------
export const KINDS = {
  chat_paste: {
    w: 12, allowed: [...PII, 'password'], k: [4, 7],
    make(r, c) {
      const { P, Lg, cats, lang } = c;
      const fs = fieldsFor(r, P, cats.filter(x => x !== 'person_name'));
      const style = r.pick(['letter', 'kv', 'csv', 'kv']);
      let doc;
      if (style === 'letter') doc = [Lg.hi.replace(/[。.]$/, ''), r.chance(.5) ? [' ', neg(r, lang, 'company')[1]] : '', ',', nl, nl, ...interleave(r, kv(fs), negLines(r, lang, 'pii', r.int(4, 7))), nl, Lg.regards, nl, cats.includes('person_name') ? nameParts(r, P) : '', nl];
      else if (style === 'csv') { const rows = [fs]; for (let i = 0; i < r.int(1, 2); i++) { const Q = makePerson(r, lang, c.cc); rows.push(fieldsFor(r, Q, cats.filter(x => x !== 'person_name'))); } doc = [csv(rows), nl, negLines(r, lang, 'pii', r.int(4, 7))]; if (cats.includes('person_name')) doc.unshift(['# export for ', nameParts(r, P), nl]); }
      else doc = [cats.includes('person_name') ? [Lg.f.name, ': ', nameParts(r, P), nl] : '', ...interleave(r, kv(fs), negLines(r, lang, 'pii', r.int(4, 7)))];
      const req = r.pick(Lg.req);
      const fence = r.pick(['"""', '```', '---', '']);
      return r.chance(.6) ? [req, nl, nl, fence, fence ? nl : '', doc, fence] : [fence, fence ? nl : '', doc, fence, nl, nl, req];
    },
  },
  chat_json: {
    w: 12, allowed: [...PII, ...SEC], k: [4, 7],
    make(r, c) {
      const { P, Lg, cats, lang } = c;
      const [pii, sec] = splitPii(cats);
      const fs = fieldsFor(r, P, pii.filter(x => x !== 'person_name'));
      const sf = fieldsFor(r, P, sec);
      const user1 = [r.pick(Lg.req), nl, nl, pii.includes('person_name') ? [Lg.f.name, ': ', nameParts(r, P), nl] : '', kv(fs), negLines(r, lang, 'pii', r.int(3, 5))];
      const asst = [Lg.hi, pii.includes('person_name') ? [' ', nameParts(r, P, 'given')] : '', '! ', r.pick(['✅ ', '', '→ ']), fs.length ? [fs[0].label, ' ', fs[0].parts.map(p => typeof p === 'string' ? p : { ...p })] : '', '. ', neg(r, lang, r.pick(['order_number', 'case_number', 'date'])), '.'];
      const msgs = [{ role: 'system', content: r.pick(['You are a helpful assistant.', 'You are Atlas, a customer-care copilot. Reply in the user\'s language.', `Du bist ein hilfreicher Assistent. Heute ist ${fmtDate({ y: 2026, m: r.int(1, 12), d: r.int(1, 28) }, 'iso')}.`]) }, { role: 'user', content: user1 }, { role: 'assistant', content: asst }];
      if (sf.length) msgs.push({ role: 'user', content: [ph(r, lang, 'followup'), nl, '```', nl, sf.map(f => [f.env, '=', f.multiline ? ['"', mapParts(f.parts, s => s.replace(/\n/g, '\\n'), 'newline_escaped'), '"'] : f.parts, nl]), negLines(r, lang, 'tech', r.int(2, 3)), '```'] });
      const items = msgs.map(m => jsonParts({ role: m.role, content: typeof m.content === 'string' ? m.content : m.content }, 0));
      const compact = r.chance(.5);
      if (r.chance(.5)) return ['[', items.map((x, i) => [i ? (compact ? ',' : ',\n ') : '', x]), ']'];
      return jsonParts({ model: r.pick(['gpt-4o-mini', 'claude-sonnet', 'llama-3.1-70b', 'mistral-large']), temperature: 0.2, messages: list(msgs.map(m => ({ role: m.role, content: m.content }))) }, compact ? 0 : 2);
    },
  },
  system_prompt: {
    w: 8, allowed: [...PII, 'api_key', 'password'], k: [4, 7],
    make(r, c) {
      const { P, Lg, cats, lang } = c;
      const [pii, sec] = splitPii(cats);
      const fs = fieldsFor(r, P, pii.filter(x => x !== 'person_name'), { oneLine: true });
      const sf = fieldsFor(r, P, sec);
      const co = r.pick(COMPANIES);
      const rec = r.chance(.5) ? [pii.includes('person_name') ? ['customer_name: ', nameParts(r, P), nl] : '', fs.map(f => [f.key, ': ', f.parts, nl])] : [jsonRec(pii.includes('person_name') ? [{ key: 'name', parts: nameParts(r, P, 'full') }, ...fs] : fs, { customer_id: 'CUS-' + r.digits(6) }), nl];
      const sys = [`You are the virtual assistant of ${co}. Answer in the customer's language (${lang}). Never read back full card numbers.`, nl, neg(r, lang, 'support_line'), nl, nl, '## Customer on file', nl, rec, negLines(r, lang, 'pii', r.int(2, 4)),
        sf.length ? [nl, '## Internal tools', nl, sf.map(f => f.cat === 'api_key' ? [`${f.vendor} credentials for the lookup tool (do not disclose): `, f.parts, nl] : ['Fallback admin password: ', f.parts, nl]), negLines(r, lang, 'tech', r.int(1, 2))] : ''];
      const user = r.pick(Lg.req);
      if (r.chance(.5)) return ['<|system|>', nl, sys, '<|user|>', nl, user, nl, '<|assistant|>', nl];
      return jsonParts({ system: sys, messages: list([{ role: 'user', content: user }]), max_tokens: 1024 });
    },
  },
  rag_chunk: {
    w: 10, allowed: ['person_name', 'email', 'phone', 'address', 'date_of_birth', 'national_id', 'passport', 'bank_account', 'credit_card'], k: [4, 7],
    make(r, c) {
      const { P, Lg, cats, lang } = c;
      const page = r.int(1, 12), of = page + r.int(0, 8);
      const co = r.pick(COMPANIES);
      const fs = fieldsFor(r, P, cats.filter(x => !['person_name', 'passport'].includes(x)));
      let body = [co.toUpperCase(), ' — ', ph(r, lang, 'ragTitle'), nl,
        cats.includes('person_name') ? [Lg.f.name, ' ', nameParts(r, P), nl] : '',
        ...interleave(r, fs.map(f => r.chance(.4) ? [f.label, nl, f.parts, nl] : [f.label, r.pick(['  ', ' : ', '\t', ' ']), f.parts, nl]), negLines(r, lang, 'pii', r.int(4, 6)))];
      // broken table: a value split across two table columns (one label spanning both cells)
      const sp = fs.find(f => ['bank_account', 'credit_card', 'phone'].includes(f.cat) && f.parts.length === 1 && /\S \S/.test(f.parts[0].s) && !f.parts[0].s.includes('\n'));
      if (sp && r.chance(.5)) {
        const v = sp.parts[0].s, sps = [...v.matchAll(/ /g)].map(m => m.index), cut = sps[Math.floor(sps.length / 2)];
        const split = v.slice(0, cut) + ' '.repeat(r.int(1, 4)) + '| ' + v.slice(cut + 1);
        body = body.filter(x => x !== body.find(y => Array.isArray(y) && y.includes(sp.parts)));
        body.push(['| ', sp.label, ' | ', L(sp.parts[0].cat, sp.parts[0].type, split, { enc: 'table_split', ...(sp.parts[0].soft ? { soft: true } : {}) }), ' |', nl]);
      }
      if (cats.includes('passport')) body.push(r.chance(.6) ? [nl, mrzParts(r, P), nl] : [Lg.f.passport, ' ', field(r, P, 'passport').parts, nl]);
      body = ocr(r, body, lang);
      const hdr = [`[${r.pick(['scan', 'doc', 'upload', 'file'])}_${r.digits(4)}.pdf — p. ${page}]`, nl];
      const foot = [nl, r.pick([`— ${page} —`, ph(r, lang, 'page').replace('{p}', page).replace('{n}', of), `${page}/${of}`]), nl, r.chance(.5) ? ph(r, lang, 'conf') : '', nl];
      const chunk = [hdr, body, foot];
      if (r.chance(.45)) return jsonParts({ id: `chunk-${r.chars(8, HEX)}`, score: +(0.5 + r.next() / 2).toFixed(3), source: `${r.pick(['s3://kb-ingest', 'gs://rag-docs', 'sharepoint://Contracts'])}/${r.chars(6, LOW)}.pdf`, page, text: chunk });
      return ['Context:', nl, chunk, nl, 'Question: ', r.pick(Lg.req)];
    },
  },
  transcript: {
    w: 9, allowed: ['person_name', 'email', 'phone', 'address', 'date_of_birth', 'national_id', 'credit_card', 'bank_account', 'password'], k: [4, 6],
    make(r, c) {
      const { P, Lg, cats, lang } = c;
      let t = r.int(0, 30);
      const line = (who, ...parts) => { t += r.int(3, 19); return [`[${pad(Math.floor(t / 60))}:${pad(t % 60)}] ${who}: `, ...parts, nl]; };
      const A = r.pick(['Agent', 'Speaker 1', 'AGENT', 'Operator']), C = r.pick(['Caller', 'Speaker 2', 'CUSTOMER', 'Client']);
      const out = [line(A, Lg.hi.replace(/[。.]$/, ''), ' — ', neg(r, lang, 'company')[1], '. ', ph(r, lang, 'how'))];
            for (const cat of r.shuffle(cats)) {
        switch (cat) {
          case 'person_name': out.push(line(C, r.pick(['my name is ', 'this is ', 'yes, ', '']), nameParts(r, P, r.pick(['full', 'full', 'latin'].filter(m => m !== 'latin' || P.latinPair))))); break;
          case 'phone': { const sp = spokenDigits(r, lang, P.phone); out.push(line(C, Lg.mynum, ' ', L('phone', 'phone_spoken', sp, { enc: 'spoken' }))); break; }
          case 'email': out.push(line(C, Lg.mymail, ' ', L('email', 'email_spoken', spokenEmail(lang, P.email), { enc: 'spoken' }))); break;
          case 'date_of_birth': out.push(line(A, ph(r, lang, 'askDob')), line(C, Lg.born, ' ', L('date_of_birth', 'dob', lang === 'en' ? fmtDate(P.dob, 'en_long') : P.dobStr))); break;
          case 'address': out.push(line(C, Lg.live, ' ', L('address', 'postal_address', P.address.replace(/\n/g, ', ')))); break;
          case 'national_id': out.push(line(C, P.nid.name, ' ', L('national_id', P.nid.type + '_spoken', spokenDigits(r, lang, P.nid.v), { enc: 'spoken' }))); break;
          case 'credit_card': { const f = field(r, P, 'credit_card'); const v = flat(f.parts)[0].s; out.push(line(C, r.pick(['the card number is ', 'card: ', '']), L('credit_card', 'pan_spoken', spokenDigits(r, lang, v.replace(/(\d{4})(?=\d)/g, '$1 ')), { enc: 'spoken' }), r.chance(.5) ? ', expiry zero eight twenty nine' : '')); break; }
          case 'bank_account': { const f = field(r, P, 'bank_account'); out.push(line(C, r.pick(['IBAN ', 'account ', '']), f.parts)); break; }
          case 'password': out.push(line(C, lang === 'en' ? r.pick(['the old password was ', 'I typed ', 'it\'s ']) : Lg.f.password + ' — ', L('password', 'password', password(r)), lang === 'en' && r.chance(.5) ? ', all one word' : '')); break;
        }
        if (r.chance(.8)) out.push(line(A, ph(r, lang, 'ok'), r.chance(.8) ? [' — ', neg(r, lang, r.pick(['case_number', 'order_number', 'date', 'price', 'masked_card']))] : ''));
      }
      out.push(line(A, ph(r, lang, 'anythingElse'), ' ', neg(r, lang, 'support_line')));
      const head = r.chance(.5) ? ['Transcript (auto-generated, ', r.pick(['whisper-large-v3', 'Deepgram nova-2', 'Azure STT']), ')', nl] : [ph(r, lang, 'tHead'), nl, nl];
      return [head, out];
    },
  },
  model_answer: {
    w: 10, allowed: PII, k: [4, 7],
    make(r, c) {
      const { P, Lg, cats, lang } = c;
      const style = r.pick(['bullets', 'table', 'json', 'summary']);
      const cs = cats.filter(x => x !== 'person_name');
      const nameF = cats.includes('person_name') ? [{ key: 'name', label: Lg.f.name, parts: nameParts(r, P, 'full') }] : [];
      if (style === 'table') {
        const rows = [[...nameF, ...fieldsFor(r, P, cs, { oneLine: true })]];
        for (let i = 0; i < r.int(1, 2); i++) { const Q = makePerson(r, lang, c.cc); rows.push([...(nameF.length ? [{ key: 'name', label: Lg.f.name, parts: nameParts(r, Q, 'full') }] : []), ...fieldsFor(r, Q, cs, { oneLine: true })]); }
        return [ph(r, lang, 'table'), nl, nl, mdTable(rows), nl, negLines(r, lang, 'pii', r.int(3, 5))];
      }
      const fs = [...nameF, ...fieldsFor(r, P, cs)];
      if (style === 'json') return [r.pick(['```json', '```']), nl, jsonRec(fs, { source: r.pick(['email', 'pdf', 'chat']), extracted_at: ts(r) }), nl, '```', nl, negLines(r, lang, 'pii', r.int(3, 5))];
      if (style === 'bullets') return [ph(r, lang, 'summary'), nl, nl, bullets(fs), nl, negLines(r, lang, 'pii', r.int(3, 5))];
      return [ph(r, lang, 'customer'), nameF.length ? [' ', nameF[0].parts] : '', ' — ', fieldsFor(r, P, cs, { oneLine: true }).map((f, i) => [i ? '; ' : '', f.label, ' ', f.parts]), '. ', negs(r, lang, 'pii', r.int(3, 5)).map(x => [x, '. '])];
    },
  },
  agent_trace: {
    w: 12, allowed: ['person_name', 'email', 'phone', 'address', 'ip_address', 'crypto_wallet', 'credit_card', 'bank_account', 'api_key', 'access_token', 'connection_string', 'password', 'private_key'], k: [4, 7],
    make(r, c) {
      const { P, Lg, cats, lang } = c;
      const [pii, sec] = splitPii(cats);
      const fs = fieldsFor(r, P, pii.filter(x => x !== 'person_name'), { oneLine: true });
      if (pii.includes('person_name')) fs.unshift({ key: 'name', label: 'name', parts: nameParts(r, P, 'full') });
      const sf = fieldsFor(r, P, sec);
      const out = [];
      const style = fs.length ? r.pick(['react', 'openai', 'sql']) : 'none';
      const q = fs.find(f => ['email', 'phone', 'crypto_wallet'].includes(f.key)) || null;
      if (style === 'openai') {
        const callId = 'call_' + r.chars(24, ALNUM);
        const args = jsonParts(q ? { [q.key]: q.parts, include: 'profile' } : { customer_id: 'cus_' + r.chars(14, ALNUM) }, 0);
        out.push(jsonParts({ role: 'assistant', content: null, tool_calls: list([{ id: callId, type: 'function', function: { name: r.pick(['lookup_customer', 'crm_search', 'get_account']), arguments: args } }]) }, 0), nl);
        const res = jsonParts({ ok: true, data: Object.fromEntries(fs.filter(f => f !== q).map(f => [f.key, f.parts])), request_id: neg(r, lang, 'uuid')[1] }, 0);
        out.push(jsonParts({ role: 'tool', tool_call_id: callId, content: res }, 0), nl);
      } else if (style === 'sql') {
        out.push('Thought: ', r.pick(['I should query the customers table.', 'Ich prüfe die Datenbank.', 'Consultons la base.']), nl, 'Action: sql_query', nl, 'Action Input: ', q ? ["SELECT * FROM customers WHERE ", q.key, " = '", q.parts, "' LIMIT 5;"] : 'SELECT * FROM customers ORDER BY updated_at DESC LIMIT 2;', nl, 'Observation:', nl);
        const cols = fs.filter(f => f !== q);
        out.push(cols.map(f => f.key).join(' | '), nl, cols.map(f => '-'.repeat(Math.max(3, f.key.length))).join('-+-'), nl, cols.map((f, i) => [i ? ' | ' : '', f.parts]), nl, `(1 row) `, neg(r, lang, 'measurement'), nl);
      } else if (style === 'react') {
        out.push('Thought: ', r.pick(['look up the user, then answer.', 'need the account details first.']), nl, 'Action: http_get', nl, `Action Input: {"url": "https://api.${r.pick(['helio-apps.net', 'acmecloud.io'])}/v2/users/${r.digits(6)}"}`, nl, 'Observation: ', jsonParts(Object.fromEntries(fs.map(f => [f.key, f.parts])), 0), nl);
      }
      if (style === 'none') out.push('Thought: ', r.pick(['the deploy job failed; check the environment first.', 'I need to see which credentials the worker is using.', 'inspect the container env before retrying.']), nl);
      if (sf.length) {
        out.push('Action: run_shell', nl, 'Action Input: ', r.pick(['env | grep -iE "key|token|url|pass"', 'cat .env', 'printenv']), nl, 'Observation:', nl);
        for (const f of sf) out.push(f.env, '=', f.multiline ? ['"', mapParts(f.parts, s => s.replace(/\n/g, '\\n'), 'newline_escaped'), '"'] : f.parts, nl);
        out.push(negLines(r, lang, 'tech', r.int(2, 3)));
      }
      out.push(negLines(r, lang, 'pii', r.int(2, 4)));
      out.push('Final Answer: ', ph(r, lang, 'final'), ' ', neg(r, lang, 'case_number'));
      return out;
    },
  },
  email_thread: {
    w: 10, allowed: [...PII, 'password'], k: [4, 7],
    make(r, c) {
      const { P, Lg, cats, lang } = c;
      const S = makePerson(r, lang, c.cc);
      const co = r.pick(COMPANIES);
      const fs = fieldsFor(r, P, cats.filter(x => !['person_name', 'email', 'phone'].includes(x)));
      const fromMode = r.weighted([['full', 3], ['upper_family_first', 1], ['latin', P.latinPair ? 2 : 0], ['initial', 1]]);
      const from = cats.includes('email') ? ['From: ', nameParts(r, P, fromMode), ' <', L('email', 'email', P.email), '>'] : ['From: ', nameParts(r, P, fromMode), ' <', N('masked_value', 'n***@' + P.email.split('@')[1]), '>'];
      const date = neg(r, lang, 'date')[1];
      const quoted = [Lg.hi, ',', nl, ph(r, lang, 'update'), nl, interleave(r, kv(fs), negLines(r, lang, 'pii', r.int(2, 3))), neg(r, lang, 'order_number'), nl, nl, Lg.regards, nl, nameParts(r, P, r.pick(['full', 'given'])), nl, cats.includes('phone') ? [field(r, P, 'phone').parts, nl] : ''];
      const q = mapParts(quoted, s => s, '').map(p => p);
      const qtext = [];
      // prefix every quoted line with "> " (splitting strings at newlines; labelled values keep their own newlines)
      let atLineStart = true;
      for (const p of flat(q)) {
        if (typeof p === 'string') { for (const ch of p.split(/(\n)/)) { if (ch === '') continue; if (atLineStart && ch !== '\n') qtext.push('> '); qtext.push(ch); atLineStart = ch === '\n'; } }
        else { if (atLineStart) qtext.push('> '); qtext.push(p.s.includes('\n') ? { ...p, s: p.s.replace(/\n/g, '\n> '), enc: 'quoted_reply' } : p); atLineStart = false; }
      }
      const reply = [Lg.hi, ' ', nameParts(r, P, 'given'), ',', nl, ph(r, lang, 'thanks'), ' ', neg(r, lang, 'case_number'), nl, nl, '-- ', nl, nameParts(r, S, r.pick(['full', 'title'])), nl, neg(r, lang, 'company'), nl, r.chance(.5) ? [Lg.f.phone, ': ', L('phone', 'phone_' + S.cc.toLowerCase(), S.phone), nl] : '', neg(r, lang, 'support_line'), nl];
      const thread = ['Subject: Re: ', ph(r, lang, 'subject'), ' [', neg(r, lang, 'case_number'), ']', nl, 'To: ', from.slice(1), nl, nl, reply, nl, 'On ', date, ', ', from.slice(1), ' ', Lg.wrote, ':', nl, qtext];
      return [r.pick(Lg.req), nl, nl, thread];
    },
  },
  form_fill: {
    w: 7, allowed: ['person_name', 'email', 'phone', 'address', 'date_of_birth', 'national_id', 'passport', 'bank_account'], k: [4, 7],
    make(r, c) {
      const { P, Lg, cats } = c;
      const fs = fieldsFor(r, P, cats, { oneLine: true });
      const U = r.pick(['User', 'Human', 'user']), A = r.pick(['Assistant', 'AI', 'assistant']);
      const out = [`${U}: `, ph(r, c.lang, 'formIntro'), nl];
      for (const f of fs) { out.push(`${A}: `, f.label, '?', nl, `${U}: `, f.parts, nl); if (r.chance(.6)) out.push(`${A}: `, 'OK. ', neg(r, c.lang, r.pick(['date', 'price', 'case_number', 'placeholder_pii'])), nl); }
      out.push(`${A}: `, ph(r, c.lang, 'formDone'), nl, '```json', nl, jsonRec(fs, { form: r.pick(['DS-160', 'CERFA 12345*01', 'Antrag A3', 'W-9']) }), nl, '```');
      return out;
    },
  },
  code_assist: {
    w: 12, allowed: [...SEC, 'ip_address', 'email'], k: [3, 6],
    make(r, c) {
      const { P, Lg, cats, lang } = c;
      const sf = fieldsFor(r, P, cats.filter(x => SEC.includes(x)));
      const blocks = [];
      const ask = ph(r, lang, 'codeAsk');
      const ip = cats.includes('ip_address'), em = cats.includes('email');
      for (const f of sf) {
        const mode = f.cat === 'private_key' ? r.pick(['pem', 'json_sa', 'yaml', 'collapsed']) : f.cat === 'api_key' ? r.pick(['env', 'curl', 'python', 'git']) : f.cat === 'access_token' ? r.pick(['curl', 'log', 'env', 'cookie']) : f.cat === 'connection_string' ? r.pick(['env', 'stack', 'yaml']) : r.pick(['env', 'yaml', 'mysql']);
        switch (mode) {
          case 'env': blocks.push(['```env', nl, 'NODE_ENV=production', nl, f.env, '=', f.parts, nl, neg(r, lang, 'version').map(p => typeof p === 'string' ? 'APP_VERSION=' : p), nl, '```']); break;
          case 'curl': blocks.push(['```bash', nl, `curl -sS -X POST https://api.${r.pick(['helio-apps.net', 'acmecloud.io', 'example-pay.com'])}/v1/charges \\`, nl, '  -H "Authorization: Bearer ', f.parts, '" \\', nl, '  -H "Content-Type: application/json" \\', nl, `  -d '{"amount": ${r.int(100, 99999)}, "currency": "eur"`, em ? [', "receipt_email": "', L('email', 'email', P.email), '"'] : '', `}'`, nl, '```', nl, r.pick(['{"error":{"type":"invalid_request_error","message":"No such customer"}}', 'curl: (60) SSL certificate problem: unable to get local issuer certificate', 'HTTP/2 401']), nl]); break;
          case 'python': blocks.push(['```python', nl, 'import os, requests', nl, `API_KEY = "`, f.parts, '"  # TODO move to env', nl, `resp = requests.get("https://api.service.io/v1/items", headers={"X-Api-Key": API_KEY}, timeout=10)`, nl, '```', nl, 'Traceback (most recent call last):', nl, '  File "/app/sync.py", line 42, in <module>', nl, 'requests.exceptions.HTTPError: 403 Client Error: Forbidden', nl]); break;
          case 'git': blocks.push(['$ git remote -v', nl, 'origin\thttps://', r.pick(['ci-bot', 'x-access-token', 'oauth2']), ':', f.parts, `@${r.pick(['github.com', 'gitlab.com'])}/${r.pick(['acme', 'helio'])}/${r.pick(['api', 'web', 'infra'])}.git (push)`, nl, 'fatal: Authentication failed', nl]); break;
          case 'log': blocks.push([`${ts(r)} INFO  http.request method=GET path=/api/me status=401 client=`, ip ? L('ip_address', 'ipv4', publicIPv4(r)) : L('ip_address', 'ipv4_private', privateIPv4(r), { soft: true }), ' auth="Bearer ', f.parts, '" ', neg(r, lang, 'uuid'), nl]); break;
          case 'cookie': blocks.push(['> GET /dashboard HTTP/1.1', nl, '> Host: app.helio-apps.net', nl, '> Cookie: ', f.ttype === 'session_id' ? 'sessionid=' : f.ttype === 'express_session' ? 'connect.sid=' : 'auth=', f.parts, '; theme=dark', nl, '< HTTP/1.1 302 Found', nl]); break;
          case 'pem': blocks.push([r.pick(['ssh -i deploy_key fails with "invalid format", key is:', 'Load key "id": error in libcrypto', 'here is the key file:']), nl, f.parts, nl, neg(r, lang, 'public_key'), nl]); break;
          case 'json_sa': blocks.push(['```json', nl, jsonParts({ type: 'service_account', project_id: r.pick(['acme-prod', 'helio-analytics']) + '-' + r.digits(6), private_key_id: r.chars(40, HEX), private_key: f.parts, client_email: [L('email', 'service_account', `${r.pick(['deployer', 'etl', 'ci'])}@${r.pick(['acme-prod', 'helio'])}.iam.gserviceaccount.com`, { soft: true })], token_uri: 'https://oauth2.googleapis.com/token' }), nl, '```', nl]); break;
          case 'yaml': blocks.push(['```yaml', nl, 'services:', nl, '  api:', nl, `    image: ghcr.io/acme/api:`, neg(r, lang, 'version')[1], nl, '    environment:', nl, `      ${f.env}: `, f.multiline ? ['"', mapParts(f.parts, s => s.replace(/\n/g, '\\n'), 'newline_escaped'), '"'] : ['"', f.parts, '"'], nl, '```', nl]); break;
          case 'collapsed': blocks.push(['the secret manager shows it on one line: ', mapParts(f.parts, s => s.replace(/\n/g, ' '), 'newlines_collapsed'), nl]); break;
          case 'stack': blocks.push(['```', nl, `Error: getaddrinfo ENOTFOUND while connecting to `, f.parts, nl, '    at GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:107:26)', nl, `    at Pool.connect (/srv/app/node_modules/pg-pool/index.js:45:11)`, nl, '```', nl]); break;
          case 'mysql': blocks.push(['$ mysql -h ', ip ? L('ip_address', 'ipv4', publicIPv4(r)) : 'db.internal', ' -u admin -p\'', f.parts, '\' orders', nl, 'ERROR 1045 (28000): Access denied for user \'admin\'', nl]); break;
        }
      }
      if (ip && !flat(blocks).some(p => p.cat === 'ip_address')) blocks.push(['nginx: ', L('ip_address', 'ipv4', publicIPv4(r)), ` - - [${r.int(1, 28)}/Nov/2026:10:${pad(r.int(0, 59))}:01 +0000] "POST /login HTTP/1.1" 401 ${r.int(120, 4000)} "-" "Mozilla/5.0"`, nl]);
      if (em && !flat(blocks).some(p => p.cat === 'email' && !p.soft)) blocks.push(['WARN mailer: bounce for ', L('email', 'email', P.email), ' ', neg(r, lang, 'uuid'), nl]);
      blocks.push(negLines(r, lang, 'tech', r.int(3, 5)));
      const body = r.shuffle(blocks).map(b => [b, nl]);
      return r.chance(.5) ? [ask, nl, nl, body] : [body, nl, ask];
    },
  },
};

// OCR / PDF-extraction noise, span-preserving: values may get line breaks, NBSPs, full-width digits.
const FW = s => s.replace(/[0-9A-Za-z]/g, ch => String.fromCharCode(ch.charCodeAt(0) + 0xfee0));
export function ocr(r, parts, lang) {
  return mapParts(parts, (s, p) => {
    if (!p) return s.replace(/fi/g, m => r.chance(.5) ? 'ﬁ' : m).replace(/fl/g, m => r.chance(.5) ? 'ﬂ' : m).replace(/ {2,}/g, m => r.chance(.5) ? '   ' : m);
    if (p.cat === 'passport' && p.type === 'mrz_td3') return s;
    let v = s;
    if ((lang === 'ja' || lang === 'zh') && /\d/.test(v) && r.chance(.4)) v = FW(v);
    if (r.chance(.25) && v.includes(' ')) v = v.replace(/ /g, '\u00a0');
    if (r.chance(.25)) { const idx = [...v.matchAll(/[ \u00a0]/g)].map(m => m.index); if (idx.length) { const i = r.pick(idx); v = v.slice(0, i) + '\n' + v.slice(i + 1); } else if (v.length > 8 && /[A-Za-z]{6}/.test(v)) { const m = /[A-Za-z]{6,}/.exec(v); const cut = m.index + 3; v = v.slice(0, cut) + '-\n' + v.slice(cut); } }
    return v;
  }, 'ocr');
}
