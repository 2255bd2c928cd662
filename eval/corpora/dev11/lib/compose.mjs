// Document kinds and composition: letters, chats and narratives built from per-language frames.
import { Doc, render, makePerson } from './engine.mjs';

export const CATEGORIES = ['person_name', 'email', 'phone', 'address', 'date_of_birth', 'national_id', 'passport', 'bank_account', 'credit_card', 'ip_address', 'crypto_wallet', 'password', 'api_key', 'access_token', 'private_key', 'connection_string'];

// register: c casual, f formal, d developer; shape: letter | chat | narrative; w: category weights (0 = never)
const W = (o) => Object.assign(Object.fromEntries(CATEGORIES.map((c) => [c, 0])), o);
export const KINDS = {
  personal_email: { reg: 'c', shape: 'letter', w: W({ person_name: 2, email: 2, phone: 2, address: 2, date_of_birth: 1, bank_account: 1.5, credit_card: 1, password: 1.5, passport: 1, crypto_wallet: 0.5, national_id: 0.5 }) },
  letter: { reg: 'f', shape: 'letter', w: W({ person_name: 2, address: 3, phone: 1.5, email: 1, date_of_birth: 1.5, national_id: 1.5, bank_account: 1.5, passport: 0.7 }) },
  chat_family: { reg: 'c', shape: 'chat', w: W({ person_name: 1, phone: 2, address: 2, password: 2.5, credit_card: 1.5, bank_account: 1.5, date_of_birth: 1, passport: 1.5, national_id: 1, email: 1 }) },
  chat_colleagues: { reg: 'cd', shape: 'chat', w: W({ person_name: 1, email: 2, phone: 2, password: 2, api_key: 1.5, connection_string: 1, ip_address: 1.5, access_token: 1, address: 0.5 }) },
  meeting_minutes: { reg: 'f', shape: 'narrative', w: W({ person_name: 3, email: 2, phone: 1.5, ip_address: 1.5, api_key: 1, password: 1, address: 0.7, access_token: 0.5 }) },
  customer_review: { reg: 'c', shape: 'narrative', w: W({ person_name: 1.5, email: 1.5, phone: 1.5, address: 1.5, credit_card: 1.5, bank_account: 0.5 }) },
  forum_post: { reg: 'c', shape: 'narrative', w: W({ email: 2, ip_address: 2, crypto_wallet: 2, password: 1.5, api_key: 1, phone: 1, person_name: 1, private_key: 1 }) },
  social_post: { reg: 'c', shape: 'narrative', w: W({ person_name: 2, crypto_wallet: 2, email: 1.5, phone: 1.5, address: 1, date_of_birth: 1 }) },
  legal_letter: { reg: 'f', shape: 'letter', w: W({ person_name: 3, address: 2.5, date_of_birth: 2, national_id: 2.5, bank_account: 2, passport: 1.5, phone: 1, email: 1 }) },
  police_report: { reg: 'f', shape: 'narrative', w: W({ person_name: 3, address: 2, date_of_birth: 2, national_id: 2, passport: 1.5, phone: 1.5, credit_card: 1, crypto_wallet: 1, ip_address: 1, bank_account: 1 }) },
  insurance_claim: { reg: 'f', shape: 'letter', w: W({ person_name: 2, address: 2, date_of_birth: 1.5, national_id: 1.5, bank_account: 2.5, phone: 1.5, email: 1.5, credit_card: 1, passport: 1 }) },
  medical_note: { reg: 'f', shape: 'narrative', w: W({ person_name: 3, date_of_birth: 3, national_id: 2.5, phone: 2, address: 1.5, email: 1 }) },
  rental_listing: { reg: 'f', shape: 'narrative', w: W({ person_name: 1.5, phone: 2.5, email: 2, address: 2.5, bank_account: 2, national_id: 1, passport: 0.5 }) },
  school_letter: { reg: 'f', shape: 'letter', w: W({ person_name: 3, date_of_birth: 2.5, address: 2, phone: 2, email: 2, national_id: 1.5, passport: 0.8, bank_account: 1 }) },
  news_report: { reg: 'f', shape: 'narrative', w: W({ person_name: 3, address: 1.5, crypto_wallet: 2, ip_address: 1.5, phone: 1, date_of_birth: 0.8, email: 1 }) },
  diary_entry: { reg: 'c', shape: 'narrative', w: W({ person_name: 2, password: 2, address: 1.5, phone: 1.5, credit_card: 1, date_of_birth: 1, email: 1, passport: 1, crypto_wallet: 0.8 }) },
  voice_note: { reg: 'cv', shape: 'narrative', w: W({ person_name: 2, phone: 3, email: 3, address: 2, credit_card: 1.5, date_of_birth: 1.5, passport: 1, national_id: 1, password: 1 }) },
  support_email: { reg: 'cf', shape: 'letter', w: W({ email: 2, phone: 2, address: 1.5, credit_card: 2, bank_account: 1.5, ip_address: 1, password: 1, national_id: 1, passport: 0.5, date_of_birth: 0.8 }) },
  dev_chat: { reg: 'd', shape: 'chat', w: W({ person_name: 0.6, api_key: 3, access_token: 2.5, private_key: 3, connection_string: 2.5, password: 1.5, ip_address: 1.5, email: 1, crypto_wallet: 0.5 }) },
  github_issue: { reg: 'd', shape: 'narrative', w: W({ person_name: 0.5, api_key: 3, access_token: 2.5, private_key: 3, connection_string: 2.5, ip_address: 2, email: 1, password: 1, crypto_wallet: 0.7 }) },
  so_question: { reg: 'd', shape: 'narrative', w: W({ api_key: 3, access_token: 2.5, private_key: 3, connection_string: 3, ip_address: 1.5, password: 1.5, email: 0.5 }) },
};
export const KIND_WEIGHT = { personal_email: 1.2, letter: 0.8, chat_family: 1.1, chat_colleagues: 1.1, meeting_minutes: 0.8, customer_review: 0.8, forum_post: 0.9, social_post: 0.8, legal_letter: 0.9, police_report: 0.9, insurance_claim: 0.9, medical_note: 0.9, rental_listing: 0.8, school_letter: 0.7, news_report: 0.7, diary_entry: 0.7, voice_note: 1.0, support_email: 0.9, dev_chat: 1.8, github_issue: 1.6, so_question: 1.6 };

// Language-neutral code snippets for developer documents (slots as in frames)
const CODE = {
  api_key: ['export {vendor_env}={apikey}', 'client = Client(api_key="{apikey}")', 'curl -H "Authorization: Bearer {apikey}" https://api.{host}/v1/items', '{"apiKey": "{apikey}", "timeout": 30}', 'headers: { "x-api-key": "{apikey}" }', '[default]\naws_access_key_id = {aws_id}\naws_secret_access_key = {aws_secret}'],
  access_token: ['Authorization: Bearer {token}', 'curl -H "Authorization: Bearer {jwt}" https://api.{host}/me', 'Cookie: sessionid={session}; csrftoken=…', 'localStorage.setItem("access_token", "{jwt}")', 'token = "{token}"'],
  private_key: ['{pkey_block}', '"private_key": "{pkey_esc}",', 'PRIVATE_KEY={pkey_short}', '[Interface]\nPrivateKey = {wg_key}\nAddress = 10.8.0.2/24'],
  connection_string: ['DATABASE_URL={conn}', 'spring.datasource.url={conn}', 'engine = create_engine("{conn}")', 'const pool = new Pool({ connectionString: "{conn}" });', '"ConnectionStrings": { "Default": "{conn}" }', 'REDIS_URL={conn}'],
  password: ['DB_PASSWORD={pw}', 'password: "{pw}"', 'mysql -u admin -p\'{pw}\' -h {ip}', 'SMTP_PASS={pw}'],
  ip_address: ['ssh deploy@{ip}', 'upstream backend { server {ip}:8080; }', 'ALLOWED_HOSTS = ["{ip}", "localhost"]', 'ping {ip}'],
  email: ['git config user.email "{email}"', 'ADMIN_EMAIL={email}'],
  crypto_wallet: ['PAYOUT_ADDRESS={wallet}'],
};

export function pickCategory(ctx, w, counts) {
  const entries = Object.entries(w).filter(([, v]) => v > 0).map(([c, v]) => [c, v * Math.pow(0.3, ctx.picked[c] || 0)]);
  const avg = Math.max(1, CATEGORIES.reduce((s, c) => s + (counts[c] || 0), 0) / CATEGORIES.length);
  return ctx.r.weighted(entries.map(([c, v]) => [c, v * Math.pow(avg / ((counts[c] || 0) + avg * 0.25), 1.6)]));
}

// Frame tags: c casual, f formal, d developer, v voice, 3 third person, F/M subject must be female/male, [kind,...] restricts kinds.
const AUTO = [[/\{N_(version|ticket|git_sha|uuid|sha256)\}/, 'cd'], [/\{N_(isbn|flight)\}/, 'c'], [/\{N_(order|tracking|invoice|area)\}/, 'cf']];
function tagOf(frame) {
  const m = /^([a-z3FM]*)(?:\[([a-z_,]+)\])?\|/.exec(frame);
  if (m) return [m[1], frame.slice(m[0].length), m[2] ? m[2].split(',') : null];
  const a = AUTO.find(([re]) => re.test(frame)); return [a ? a[1] : '', frame, null];
}
function chooseFrame(ctx, list, reg, strict = false) {
  const ok = list.map(tagOf).filter(([t, , kinds]) => {
    if (kinds && !kinds.includes(ctx.kind)) return false;
    const sx = /F/.test(t) ? 'f' : /M/.test(t) ? 'm' : null;
    if (sx && !t.includes('3') && ctx.subject.sex !== sx) return false;
    const regs = t.replace(/[3FM]/g, ''); if (!regs) return true;
    if (regs.includes('v') && !reg.includes('v')) return false;
    return [...regs].some((x) => reg.includes(x));
  });
  const fresh = ok.filter(([, f]) => !ctx.used.has(f)); if (fresh.length) ok.splice(0, ok.length, ...fresh); else if (strict) return null;
  const voice = reg.includes('v') ? ok.filter(([t]) => t.includes('v')) : [];
  const pool = voice.length && ctx.r.chance(0.6) ? voice : ok.length ? ok : list.map(tagOf).filter(([, , k]) => !k);
  const ch = ctx.r.pick(pool); ctx.used.add(ch[1]); return ch;
}

export function compose(ctx, kind, counts) {
  const { r, pack } = ctx; const K = KINDS[kind]; const doc = new Doc();
  ctx.cast = [makePerson(ctx), makePerson(ctx), makePerson(ctx), makePerson(ctx)];
  ctx.subject = ctx.cast[0];
  ctx.kind = kind; ctx.used = new Set(); ctx.picked = {};
  ctx.other = () => r.pick(ctx.cast.slice(2).filter((p) => p !== ctx.subject));
  const reg = K.reg; const sep = pack.sep ?? ' ';
  const say = (frame) => { ctx.memo = {}; render(doc, frame, ctx); };
  const stop = pack.stop ?? '.';
  const end = () => { if (K.shape !== 'chat' && !/[.!?。！？…:\n)"»」»\u{1F300}-\u{1FAFF}؟।]$/u.test(doc.text)) doc.add(stop); };
  const sentence = (cat) => {
    ctx.memo = {};
    if (reg.includes('d') && CODE[cat] && r.chance(0.45)) {
      say(r.pick(pack.codeIntro)); doc.add('\n\n```\n'); ctx.memo = {}; render(doc, codeFill(r.pick(CODE[cat])), ctx); doc.add('\n```\n\n'); return true;
    }
    const ch = chooseFrame(ctx, pack.frames[cat], reg, true);
    if (!ch) return null;
    const [tag, f] = ch;
    const prev = ctx.subject;
    if (tag.includes('3')) {
      const sx = /F/.test(tag) ? 'f' : /M/.test(tag) ? 'm' : null;
      let o = ctx.other(); if (sx && o.sex !== sx) { o = ctx.cast.slice(2).find((p) => p.sex === sx && p !== prev); if (!o) { o = makePerson(ctx, { sex: sx }); ctx.cast.push(o); } }
      ctx.subject = o;
    }
    say(f); ctx.subject = prev; return false;
  };
  const nSlots = r.int(K.shape === 'chat' ? 4 : 4, K.shape === 'chat' ? 8 : 8);
  const nNeg = r.int(4, 8);
  const plan = r.shuffle([...Array(nSlots).fill('L'), ...Array(nNeg).fill('N'), ...Array(r.int(1, 3)).fill('F')]);
  const negFrames = pack.neg; const fill = pack.fill[reg.includes('d') ? 'd' : reg.includes('f') ? 'f' : 'c'] || pack.fill.c;
  const doItem = (it) => {
    if (it === 'L') {
      for (let tries = 0; tries < 6; tries++) { const cat = pickCategory(ctx, K.w, counts); ctx.picked[cat] = (ctx.picked[cat] || 0) + 1; const res = sentence(cat); if (res !== null) return res; }
      say(r.pick(fill)); return false;
    }
    if (it === 'N') { const [, f] = chooseFrame(ctx, negFrames, reg); say(f); return false; }
    const fr = r.pick(fill.filter((f) => !ctx.used.has(f)).concat(fill.length ? [] : [])) || r.pick(fill); ctx.used.add(fr); say(fr); return false;
  };
  const title = pack.titles[kind]; if (title) { say(r.pick([].concat(title))); doc.add('\n\n'); }
  if (K.shape === 'letter') {
    say(r.pick(reg.includes('f') ? pack.greet.formal : pack.greet.casual)); doc.add('\n\n');
    plan.forEach((it, i) => { const block = doItem(it); if (!block) { end(); if (!doc.text.endsWith('\n')) doc.add(i % 3 === 2 ? '\n\n' : sep); } });
    doc.text = doc.text.replace(/[ \u3000]+$/, '');
    doc.add('\n\n'); say(r.pick(reg.includes('f') ? pack.close.formal : pack.close.casual)); doc.add('\n'); say('{author}');
  } else if (K.shape === 'chat') {
    const speakers = [ctx.cast[0], ctx.cast[1], ctx.cast[2]];
    const names = speakers.map(() => r.chance(0.75) ? 'given' : 'full');
    let h = r.int(7, 20), m = r.int(0, 50); let prev = -1; const stamps = r.chance(0.6);
    plan.forEach((it) => {
      const si = r.chance(0.35) && prev >= 0 ? prev : r.int(0, it === 'L' ? 1 : 2); ctx.subject = speakers[si];
      if (si !== prev) {
        if (stamps) { m += r.int(1, 9); if (m > 59) { m -= 60; h = (h + 1) % 24; } doc.add(`[${h}:${String(m).padStart(2, '0')}] `); }
        say(kind === 'dev_chat' && names[si] === 'given' && si === 2 ? '{handle}'.replace('{handle}', '{handle_bare}') : names[si] === 'given' ? '{first}' : '{full}'); doc.add(': ');
      }
      prev = si;
      const block = doItem(it); if (!block) doc.add('\n');
    });
  } else {
    plan.forEach((it, i) => { const block = doItem(it); if (!block) { end(); if (!doc.text.endsWith('\n')) doc.add(i % 3 === 2 ? '\n\n' : sep); } });
    if (r.chance(0.4) && pack.signoff?.[kind]) { doc.text = doc.text.replace(/\s+$/, ''); doc.add('\n\n'); say(r.pick([].concat(pack.signoff[kind]))); }
  }
  doc.text = doc.text.replace(/\s+$/, '');
  return doc;
}
function codeFill(s) {
  return s.replace('{vendor_env}', 'API_KEY').replace('{host}', 'example-service.io').replace('{aws_id}', '{apikey_aws_id}').replace('{aws_secret}', '{apikey_aws_secret}').replace('{wg_key}', '{pkey_wg}');
}
