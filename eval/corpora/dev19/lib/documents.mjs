// Document kinds: short, low-context texts (and a minority of longer ones) built from labelled items and hard negatives.
import { lang, LOCALE } from './lang.mjs';
import { SECRET_CATS } from './values.mjs';

export const KINDS = {
  // kind: [weight, allowed categories or null (= all), item count range, long?]
  chat_message: [14, null, [1, 3]], sms: [8, null, [1, 2]], prompt_line: [7, null, [1, 2]], search_query: [5, ['phone_number', 'email', 'iban', 'crypto_wallet', 'ip_address', 'national_id', 'tax_id', 'passport_number', 'credit_card', 'person_name', 'street_address', 'api_key', 'auth_token', 'webhook_url'], [1, 2]],
  form_field: [8, ['email', 'phone_number', 'credit_card', 'iban', 'bank_account', 'national_id', 'tax_id', 'passport_number', 'date_of_birth', 'street_address', 'person_name', 'password', 'ip_address', 'crypto_wallet'], [1, 3]],
  notification: [5, ['email', 'phone_number', 'credit_card', 'iban', 'bank_account', 'ip_address', 'person_name', 'street_address', 'password', 'crypto_wallet', 'auth_token', 'api_key', 'date_of_birth'], [1, 2]],
  commit_message: [5, ['api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url', 'ip_address', 'email'], [1, 2]],
  ticket_title: [5, null, [1, 2]],
  log_line: [6, ['email', 'ip_address', 'auth_token', 'api_key', 'phone_number', 'person_name', 'credit_card', 'password', 'connection_string', 'webhook_url', 'iban', 'national_id'], [1, 3]],
  spreadsheet_row: [5, ['person_name', 'email', 'phone_number', 'date_of_birth', 'iban', 'national_id', 'tax_id', 'street_address', 'credit_card', 'passport_number', 'bank_account', 'ip_address', 'crypto_wallet'], [2, 3]],
  tweet: [5, null, [1, 2]],
  voice_utterance: [4, ['phone_number', 'person_name', 'street_address', 'date_of_birth', 'email', 'credit_card', 'password', 'iban', 'national_id', 'passport_number'], [1, 2]],
  autocomplete: [4, ['email', 'street_address', 'phone_number', 'person_name', 'iban', 'credit_card', 'crypto_wallet', 'webhook_url', 'connection_string'], [1, 1]],
  qr_payload: [4, ['phone_number', 'email', 'person_name', 'password', 'iban', 'crypto_wallet', 'date_of_birth'], [1, 1]],
  calendar_title: [4, ['person_name', 'phone_number', 'street_address', 'email', 'date_of_birth', 'webhook_url'], [1, 2]],
  env_line: [5, ['api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url', 'ip_address', 'email'], [1, 3]],
  email_snippet: [6, null, [2, 4], true], chat_thread: [5, null, [2, 4], true],
  config_snippet: [5, ['api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url', 'ip_address', 'email'], [2, 3], true],
  pem_block: [2, ['private_key'], [1, 1], true],
  csv_block: [3, ['person_name', 'email', 'phone_number', 'date_of_birth', 'iban', 'national_id', 'tax_id', 'street_address', 'credit_card', 'passport_number', 'ip_address'], [2, 3], true],
};
const SINGLE_LINE = new Set(['search_query', 'log_line', 'spreadsheet_row', 'tweet', 'voice_utterance', 'autocomplete', 'calendar_title', 'ticket_title', 'commit_message', 'csv_block', 'notification', 'form_field', 'qr_payload', 'sms', 'prompt_line']);
const BAREABLE = new Set(['email', 'phone_number', 'credit_card', 'iban', 'ip_address', 'crypto_wallet', 'street_address', 'person_name', 'webhook_url', 'connection_string']);
const ID_CATS = new Set(['national_id', 'tax_id', 'passport_number']);
const NEG_FOR = { phone_number: ['order_number', 'customer_service_number', 'tracking_number'], email: ['role_mailbox', 'placeholder', 'masked_value'], person_name: ['public_figure_name', 'fictional_character_name', 'placeholder_name', 'brand_name'],
  credit_card: ['test_card', 'masked_value', 'amount'], iban: ['documented_example', 'amount', 'masked_value'], bank_account: ['amount', 'order_number'], national_id: ['masked_value', 'documented_example', 'order_number'], tax_id: ['order_number', 'non_birth_date'],
  passport_number: ['order_number', 'tracking_number', 'non_birth_date'], ip_address: ['documentation_ip', 'private_ip', 'version_string'], crypto_wallet: ['hash', 'amount', 'documented_example'], date_of_birth: ['non_birth_date', 'amount'],
  street_address: ['city_name', 'brand_name', 'tracking_number'], api_key: ['documented_example', 'placeholder', 'publishable_key', 'hash', 'uuid'], auth_token: ['documented_example', 'placeholder', 'uuid', 'hash'],
  private_key: ['hash', 'placeholder', 'uuid'], password: ['placeholder', 'masked_value', 'version_string'], connection_string: ['dsn_without_secret', 'placeholder', 'private_ip'], webhook_url: ['uuid', 'placeholder', 'version_string'] };
const GENERIC_NEG = ['order_number', 'amount', 'non_birth_date', 'tracking_number', 'city_name', 'public_figure_name', 'fictional_character_name', 'placeholder_name', 'customer_service_number', 'role_mailbox', 'masked_value', 'test_card', 'version_string', 'isbn'];
const CODE_NEG = ['hash', 'uuid', 'version_string', 'placeholder', 'documented_example', 'publishable_key', 'dsn_without_secret', 'private_ip', 'documentation_ip', 'timestamp'];

export function makeDocs(rng, V, NEG) {
  const R = rng;
  class Doc {
    constructor() { this.text = ''; this.labels = []; this.negatives = []; }
    s(str) { this.text += str; }
    put(tok) {
      if (tok == null || tok === '') return;
      if (typeof tok === 'string') { this.text += tok; return; }
      if (Array.isArray(tok)) { tok.forEach((t) => this.put(t)); return; }
      const start = this.text.length; this.text += tok.value; const end = this.text.length;
      if (tok.kind) this.negatives.push({ start, end, kind: tok.kind, value: tok.value });
      else { const l = { start, end, category: tok.category, type: tok.type, value: tok.value }; if (tok.soft) l.soft = true; if (tok.encoding) l.encoding = tok.encoding; this.labels.push(l); }
    }
  }
  const fill = (tpl, parts) => { const out = []; for (const piece of tpl.split(/(\{v\}|\{cue\})/)) { if (piece === '{v}') out.push(parts.v); else if (piece === '{cue}') out.push(parts.cue); else if (piece) out.push(piece); } return out; };
  const cueSep = (Lg, locId) => (locId.startsWith('zh') || locId.startsWith('ja') ? R.pick(['：', '', ' ']) : locId.startsWith('fr') ? R.pick([' : ', ' ']) : R.pick([': ', ' ', ':']));
  const catKey = (c) => (ID_CATS.has(c) ? 'id' : ['api_key', 'auth_token', 'connection_string', 'webhook_url', 'private_key'].includes(c) ? 'secret' : c);
  function cueOf(it, Lg) { if (it.cues) return R.pick(it.cues); if (it.env && R.chance(0.3)) return R.pick(it.env); return R.pick(Lg.C[it.category] || Lg.C.secret); }
  function canBare(it) { return !it.needsCue && (BAREABLE.has(it.category) || it.bareOk || ['api_key', 'auth_token', 'private_key'].includes(it.category)) && it.category !== 'date_of_birth' && it.category !== 'password'; }
  // an item as tokens, in one of three styles
  function itemTokens(it, locId, style) {
    const Lg = lang(LOCALE[locId].lang); const base = it.tokens || [it];
    if (!style) style = R.weighted([['bare', canBare(it) ? 3 : 0], ['cue', 3.5], ['phrase', 4]]);
    if (it.tokens && style === 'cue') style = 'bare';
    if (style === 'bare') return base;
    const cue = cueOf(it, Lg);
    if (style === 'cue') return [cue, cueSep(Lg, locId), ...base];
    let tpls = Lg.P[catKey(it.category)] || Lg.P.secret;
    if (it.tokens) { tpls = tpls.filter((t) => !t.includes('{cue}')); if (!tpls.length) return base; }
    if (ID_CATS.has(it.category) && !it.cues) { it.cues = Lg.C.passport_number; }
    const c2 = ID_CATS.has(it.category) ? R.pick(it.cues) : cue;
    return fill(R.pick(tpls), { v: base, cue: c2 });
  }
  const negTokens = (n) => [n.pre, n, n.post];
  const firstCap = (s) => (s ? s[0].toUpperCase() + s.slice(1) : s);

  function makeItems(cats, locId, kind) {
    const single = SINGLE_LINE.has(kind);
    const items = [];
    const used = new Set();
    for (const c of cats) {
      let it;
      for (let k = 0; k < 8; k++) {
        it = V.gen(c, locId, { allowLong: kind === 'pem_block' });
        if (single && it.value.includes('\n')) continue;
        if (used.has(it.value)) continue;
        break;
      }
      if (c === 'person_name' && cats.length > 1 && R.chance(0.08) && !['csv_block', 'spreadsheet_row', 'form_field', 'qr_payload'].includes(kind)) {
        const first = it.meta.first.split(' ')[0]; it = { ...it, value: first, type: 'given_name_only', soft: true };
      }
      used.add(it.value); items.push(it);
    }
    return items;
  }
  function pickNegs(items, locId, kind, want) {
    const out = [];
    for (let i = 0; i < want; i++) {
      const set = new Set();
      for (const it of items) (NEG_FOR[it.category] || []).forEach((k) => set.add(k));
      if (['commit_message', 'env_line', 'config_snippet', 'log_line', 'pem_block'].includes(kind)) CODE_NEG.forEach((k) => set.add(k));
      else GENERIC_NEG.forEach((k) => set.add(k));
      const pool = [...set];
      let n; for (let k = 0; k < 5; k++) { n = NEG.make(R.pick(pool), locId); if (!(SINGLE_LINE.has(kind) && n.value.includes('\n'))) break; }
      out.push(n);
    }
    return out;
  }

  const JOIN = [', ', ' ', '. ', ' – ', ' / ', '\n'];
  function joinChunks(doc, chunks, joins = JOIN) {
    chunks.forEach((ch, i) => { if (i) doc.put(R.pick(joins)); doc.put(ch); });
  }
  const lower = (toks) => toks.map((t) => (typeof t === 'string' ? t.toLowerCase().replace(/[.,:!?;–]/g, '') : Array.isArray(t) ? lower(t) : t));
  const ENVKEY = { ip_address: ['ALLOWED_IP', 'ADMIN_IP', 'BIND_ADDR'], email: ['ADMIN_EMAIL', 'ALERT_EMAIL', 'GIT_AUTHOR_EMAIL'], password: ['DB_PASSWORD', 'ADMIN_PASSWORD', 'SMTP_PASS', 'REDIS_PASSWORD'] };
  const envKey = (it) => R.pick(it.env || ENVKEY[it.category] || ['SECRET']);
  const LOGKEY = { email: ['user', 'email', 'to'], ip_address: ['ip', 'client_ip', 'remote_addr'], auth_token: ['token', 'authorization', 'session'], api_key: ['api_key', 'key', 'x-api-key'], phone_number: ['msisdn', 'phone', 'to'],
    person_name: ['name', 'customer'], credit_card: ['pan', 'card'], password: ['password', 'pwd'], connection_string: ['dsn', 'url'], webhook_url: ['webhook', 'callback'], iban: ['iban', 'payee_iban'], national_id: ['ssn', 'national_id', 'nid'] };

  function build(kind, locId, cats, negWant) {
    const loc = LOCALE[locId]; const Lg = lang(loc.lang); const doc = new Doc();
    const items = makeItems(cats, locId, kind); const negs = pickNegs(items, locId, kind, negWant);
    const mix = (chunks) => { const all = chunks.slice(); for (const n of negs) all.splice(R.int(0, all.length), 0, negTokens(n)); return all; };
    const safeJoin = (chunks, joins) => { // password values must be followed by whitespace or end
      chunks.forEach((ch, i) => { if (i) { const prev = chunks[i - 1]; const prevPw = lastIsPw(prev); doc.put(prevPw ? R.pick([' ', '\n']) : R.pick(joins)); } doc.put(ch); });
    };
    const lastIsPw = (ch) => { const flat = [ch].flat(Infinity).filter((x) => x !== '' && x != null); const l = flat[flat.length - 1]; return typeof l === 'object' && l.category === 'password'; };
    switch (kind) {
      case 'chat_message': case 'sms': case 'tweet': case 'prompt_line': case 'ticket_title': case 'notification': {
        const chunks = items.map((it) => itemTokens(it, locId));
        const all = mix(chunks);
        if (kind === 'prompt_line') doc.put(R.pick(Lg.prompt) + R.pick([' ', '\n']));
        if (kind === 'ticket_title') { doc.put(R.pick(['#', 'TCK-', 'INC', 'SUP-'])); doc.put({ kind: 'order_number', value: R.digits(R.int(4, 7), true) }); doc.put(R.pick([' ', ' – ', ': '])); }
        if (kind === 'notification') { doc.put('['); doc.put(NEG.make('brand_name', locId)); doc.put('] '); }
        if (kind === 'chat_message' && R.chance(0.15)) doc.put(R.pick(['😅 ', '🙏 ', '👋 ', '‼️ ']));
        if ((kind === 'chat_message' || kind === 'sms') && R.chance(0.45)) doc.put(R.pick(Lg.open) + R.pick([' ', ', ', '\n']));
        safeJoin(all, kind === 'ticket_title' ? [' – ', ' / ', ', '] : kind === 'sms' || kind === 'tweet' || kind === 'notification' ? [', ', ' ', '. ', ' – '] : JOIN);
        if ((kind === 'chat_message' || kind === 'sms') && R.chance(0.25)) doc.put(' ' + R.pick(Lg.fill));
        if ((kind === 'chat_message' || kind === 'sms') && R.chance(0.4)) doc.put(R.pick([' ', '\n']) + R.pick(Lg.close));
        if (kind === 'tweet') doc.put(' ' + R.pick(['#help', '#fail', '#banking', '#devlife', '#oops', '#support', '#teamwork']) + (R.chance(0.3) ? ' 🙃' : ''));
        break;
      }
      case 'voice_utterance': {
        const chunks = items.map((it) => lower(itemTokens(it, locId, R.chance(0.8) ? 'phrase' : 'cue')));
        if (locId.startsWith('en') && R.chance(0.5)) doc.put(R.pick(['hey assistant ', 'ok ', 'siri ', 'alexa ']));
        safeJoin(mix(chunks), [' ']);
        break;
      }
      case 'search_query': {
        const chunks = items.map((it) => { const t = itemTokens(it, locId, canBare(it) ? R.pick(['bare', 'bare', 'cue']) : 'cue'); return lower(t); });
        safeJoin(mix(chunks), [' ', ' ']);
        if (R.chance(0.4)) doc.put(R.pick([' ?', ' owner', ' lookup', ' valid', ' who']));
        break;
      }
      case 'autocomplete': {
        const it = items[0]; doc.put(R.pick(['', '', '> ', '↳ '])); doc.put(itemTokens(it, locId, canBare(it) ? 'bare' : 'cue'));
        if (R.chance(0.4)) doc.put(R.pick([' (home)', ' · work', ' — saved', ' ⏎']));
        if (negs.length) { doc.put('\n'); doc.put(negTokens(negs[0])); }
        break;
      }
      case 'form_field': {
        const lines = items.map((it) => { if (it.tokens) return it.tokens; const cue = it.category === 'person_name' ? R.pick(Lg.C.person_name) : cueOf(it, Lg); return [firstCap(cue), R.pick([': ', ':\t', ' ']), it]; });
        for (const n of negs) lines.splice(R.int(0, lines.length), 0, [n.pre ? firstCap(n.pre.trim()) + ': ' : '', n, n.post]);
        lines.forEach((l, i) => { if (i) doc.put('\n'); doc.put(l); });
        break;
      }
      case 'commit_message': {
        const it = items[0];
        const tpl = R.pick(['fix: remove hardcoded {env} {v}', 'chore: rotate creds (old one was {v})', 'wip: test with {v}', 'Revert "use {v} for staging"', 'feat(ci): set {env}={v}', 'debug: print {env} -> {v}', 'hotfix {v}']);
        const parts = tpl.split(/(\{v\}|\{env\})/);
        for (const p of parts) { if (p === '{v}') doc.put(it.tokens || it); else if (p === '{env}') doc.put(envKey(it).toLowerCase()); else doc.put(p); }
        for (const it2 of items.slice(1)) { doc.put(R.pick([' and ', '; also ', ', '])); doc.put(itemTokens(it2, locId, 'cue')); }
        for (const n of negs) { doc.put(' '); doc.put(negTokens(n)); }
        break;
      }
      case 'env_line': case 'config_snippet': {
        const fmt = kind === 'env_line' ? 'env' : R.pick(['yaml', 'json', 'ini']);
        const lines = items.map((it) => ({ k: envKey(it), it }));
        const extra = kind === 'config_snippet' ? R.shuffle([['LOG_LEVEL', 'info'], ['PORT', String(R.int(3000, 9000))], ['DEBUG', 'false'], ['REGION', R.pick(['eu-west-1', 'us-east-1', 'ap-south-1'])], ['TIMEOUT_MS', '5000']]).slice(0, R.int(1, 3)) : [];
        if (fmt === 'json') doc.put('{\n');
        if (fmt === 'ini') doc.put('[default]\n');
        const all = [...lines.map((l) => ['item', l]), ...extra.map((e) => ['plain', e]), ...negs.map((n) => ['neg', n])];
        const order = kind === 'config_snippet' ? R.shuffle(all) : all;
        order.forEach(([t, x], i) => {
          const key = t === 'item' ? x.k : t === 'plain' ? x[0] : { uuid: 'REQUEST_ID', hash: 'BUILD_SHA', version_string: 'APP_VERSION', placeholder: 'EXAMPLE_KEY', documented_example: 'SAMPLE_KEY', publishable_key: 'STRIPE_PUBLISHABLE_KEY', dsn_without_secret: 'DEV_DATABASE_URL', private_ip: 'INTERNAL_HOST', documentation_ip: 'TEST_IP', timestamp: 'BUILT_AT' }[x.kind] || 'REF';
          const val = t === 'item' ? (x.it.tokens || x.it) : t === 'plain' ? x[1] : x;
          const multi = t === 'item' && x.it.value.includes('\n');
          if (fmt === 'env') { doc.put((R.chance(0.2) ? 'export ' : '') + key + '='); const q = multi || R.chance(0.25) ? '"' : ''; doc.put(q); doc.put(val); doc.put(q); }
          else if (fmt === 'yaml') { const k = key.toLowerCase(); if (multi) { doc.put(`${k}: |\n`); const v = x.it; doc.put({ ...v, value: v.value }); } else { doc.put(`${k}: `); doc.put(val); } }
          else if (fmt === 'json') { doc.put(`  "${key.toLowerCase()}": "`); if (multi) doc.put({ ...x.it, value: x.it.value.replace(/\n/g, '\\n'), encoding: 'json_escaped_newlines' }); else doc.put(val); doc.put('"' + (i < order.length - 1 ? ',' : '')); }
          else { doc.put(`${key.toLowerCase()} = `); doc.put(val); }
          if (i < order.length - 1 || fmt === 'json') doc.put('\n');
        });
        if (fmt === 'json') doc.put('}');
        break;
      }
      case 'log_line': {
        const ts = NEG.make('timestamp', locId); const fmt = R.pick(['kv', 'kv', 'json']);
        if (fmt === 'kv') {
          doc.put(ts); doc.put(` ${R.pick(['INFO', 'WARN', 'DEBUG', 'ERROR'])} ${R.pick(['auth', 'api', 'payments', 'sms-gw', 'webhooks', 'gateway'])}: ${R.pick(['login ok', 'request failed', 'sent', 'retrying', 'validation error', 'user updated'])}`);
          for (const it of items) { const k = R.pick(LOGKEY[it.category] || ['val']); const q = it.category === 'person_name' || /\s/.test(it.value) ? '"' : ''; doc.put(` ${k}=${q}`); doc.put(it.tokens ? it : it); doc.put(q); }
          for (const n of negs) { if (n.kind === 'timestamp') continue; doc.put(` ${n.kind === 'uuid' ? 'req' : n.kind === 'hash' ? 'sha' : n.kind === 'version_string' ? 'ver' : 'ref'}=`); doc.put(n); }
        } else {
          doc.put('{"ts":"'); doc.put(ts); doc.put(`","level":"${R.pick(['info', 'warn', 'error'])}","msg":"${R.pick(['login', 'charge.failed', 'sms.sent', 'token.refresh'])}"`);
          for (const it of items) { doc.put(`,"${R.pick(LOGKEY[it.category] || ['val'])}":"`); doc.put(it); doc.put('"'); }
          for (const n of negs) { if (n.kind === 'timestamp') continue; doc.put(`,"${n.kind === 'uuid' ? 'request_id' : 'ref'}":"`); doc.put(n); doc.put('"'); }
          doc.put('}');
        }
        break;
      }
      case 'spreadsheet_row': case 'csv_block': {
        const sep = R.pick([',', ';', '\t']);
        const rows = kind === 'csv_block' ? R.int(2, 4) : 1;
        const perRow = items.length;
        const colsCats = items.slice(0, perRow).map((it) => it.category);
        const negCol = negs.length ? negs[0].kind : null;
        const header = [...items.map((it) => (it.cues || lang(LOCALE[locId].lang).C[it.category] || [it.category])[0]), ...(negCol ? [{ order_number: 'order', amount: 'amount', non_birth_date: 'date', tracking_number: 'tracking' }[negCol] || 'ref'] : [])];
        if (kind === 'csv_block' || R.chance(0.4)) doc.put(header.join(sep) + '\n');
        let k = 0;
        for (let r = 0; r < rows; r++) {
          const rowItems = r === 0 ? items.slice(0, perRow) : colsCats.map((c) => makeItems([c], locId, 'csv_block')[0]);
          if (r > 0) doc.put('\n');
          rowItems.forEach((it, i) => { if (i) doc.put(sep); const q = it.value.includes(sep) || it.value.includes(',') ? '"' : ''; doc.put(q); doc.put(it.tokens ? it : it); doc.put(q); k++; });
          if (negCol) { doc.put(sep); doc.put(r === 0 ? negs[0] : NEG.make(negCol, locId)); }
        }
        break;
      }
      case 'qr_payload': {
        const it = items[0];
        switch (it.category) {
          case 'password': { doc.put(`WIFI:T:WPA;S:${R.pick(['FRITZ!Box 7590 XY', 'Vodafone-4F2A', 'Livebox-88C1', 'TP-Link_3E7B', 'HomeNet', 'iPhone de Léa', 'Casa_Rossi'])};P:`); doc.put(it); doc.put(';;'); break; }
          case 'iban': { const nm = V.personName(LOCALE[locId]); doc.put('BCD\n002\n1\nSCT\n\n'); doc.put({ category: 'person_name', type: 'full_name', value: nm.full }); doc.put('\n'); doc.put(it.raw ? { ...it, value: it.raw } : it); doc.put('\n'); doc.put({ kind: 'amount', value: `EUR${R.int(5, 900)}.${R.int(10, 99)}` }); doc.put('\n\n\n'); doc.put(R.pick(['Miete', 'Rechnung ', 'Invoice ', 'Geschenk'])); break; }
          case 'crypto_wallet': { const sch = it.type.startsWith('btc') ? 'bitcoin' : it.type === 'eth_address' ? 'ethereum' : it.type.startsWith('ltc') ? 'litecoin' : null; if (sch) { doc.put(sch + ':'); doc.put(it); doc.put(`?amount=0.${R.digits(4)}`); } else doc.put(it); break; }
          case 'email': if (R.chance(0.5)) { doc.put('mailto:'); doc.put(it); doc.put(`?subject=${R.pick(['Rechnung', 'Hello', 'Bewerbung', 'Pedido'])}`); break; } // fallthrough to vcard
          // eslint-disable-next-line no-fallthrough
          default: {
            if (it.category === 'phone_number' && R.chance(0.3)) { doc.put('tel:'); doc.put(it); break; }
            const nm = it.category === 'person_name' ? it : { category: 'person_name', type: 'full_name', value: V.personName(LOCALE[locId]).full };
            doc.put('BEGIN:VCARD\nVERSION:3.0\nFN:'); doc.put(nm);
            if (it.category === 'phone_number') { doc.put('\nTEL;TYPE=CELL:'); doc.put(it); }
            if (it.category === 'email') { doc.put('\nEMAIL:'); doc.put(it); }
            if (it.category === 'date_of_birth') { const b = it.meta; doc.put('\nBDAY:'); doc.put({ ...it, value: `${b.y}-${String(b.m).padStart(2, '0')}-${String(b.d).padStart(2, '0')}`, encoding: undefined }); }
            if (negs.length) { doc.put('\nORG:'); doc.put(NEG.make('brand_name', locId)); }
            doc.put('\nEND:VCARD');
          }
        }
        break;
      }
      case 'calendar_title': {
        if (R.chance(0.6)) doc.put(`${R.int(7, 19)}:${R.pick(['00', '15', '30', '45'])} `);
        const it0 = items[0];
        if (it0.category === 'date_of_birth') { doc.put(R.pick(['🎂 ', '🎉 '])); const nm = V.personName(LOCALE[locId]); doc.put({ category: 'person_name', type: 'full_name', value: nm.full }); doc.put(' – '); doc.put(it0); }
        else { doc.put(R.pick(Lg.cal) + ' '); doc.put(itemTokens(it0, locId, canBare(it0) ? 'bare' : 'cue')); }
        for (const it of items.slice(1)) { doc.put(R.pick([' / ', ' – ', ', '])); doc.put(itemTokens(it, locId, canBare(it) ? 'bare' : 'cue')); }
        for (const n of negs) { doc.put(' '); doc.put(negTokens(n)); }
        break;
      }
      case 'email_snippet': {
        doc.put(R.pick(Lg.open) + ',\n\n');
        const body = items.filter((it) => !(it.category === 'person_name'));
        const sig = items.find((it) => it.category === 'person_name');
        const chunks = mix(body.map((it) => itemTokens(it, locId, R.pick(['phrase', 'cue']))));
        chunks.forEach((c, i) => { if (i) doc.put('\n'); doc.put(c); });
        doc.put('\n\n' + R.pick(Lg.close) + '\n');
        if (sig) doc.put(sig); else doc.put('--');
        break;
      }
      case 'chat_thread': {
        const who = ['A', 'B']; let h = R.int(8, 21), m = R.int(0, 50);
        const lines = mix(items.map((it) => itemTokens(it, locId)));
        const fillers = [R.pick(Lg.open), R.pick(Lg.close), R.pick(Lg.fill), '?', 'ok', '👍'];
        const total = Math.min(12, lines.length + R.int(1, 4));
        const seq = R.shuffle([...lines.map((l) => ['x', l]), ...Array.from({ length: total - lines.length }, () => ['f', R.pick(fillers)])]);
        seq.forEach(([, l], i) => { if (i) doc.put('\n'); m += R.int(0, 4); if (m > 59) { m -= 60; h = (h + 1) % 24; } doc.put(`[${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}] ${who[i % 2]}: `); doc.put(l); });
        break;
      }
      case 'pem_block': {
        const it = items[0];
        if (R.chance(0.5)) doc.put(R.pick(['# deploy key for ci\n', 'here is the key, dont share\n', 'id_ed25519 (old laptop):\n', 'key.pem\n']));
        doc.put(it);
        for (const n of negs) { doc.put('\n'); doc.put(negTokens(n)); }
        break;
      }
    }
    return doc;
  }
  return { build };
}
