#!/usr/bin/env node
// dev38 corpus generator: node generate.mjs --seed 7 --count 600 --out FILE.jsonl
import { writeFileSync } from 'node:fs';
import { Rng } from './lib/rng.mjs';
import { Doc, L, N, enc } from './lib/doc.mjs';
import { makePerson, LOCALES, LOCALE_BY_ID, CFG } from './lib/person.mjs';
import { L10N } from './lib/l10n.mjs';
import { TLD } from './lib/common.mjs';
import { SECRETS, SECRET_TYPES, genPassword, genJwt } from './lib/secrets.mjs';
import { BUSINESS } from './lib/tpl_business.mjs';
import { DEV } from './lib/tpl_dev.mjs';

const NEG_DROP = 0.36;
export const DOMAINS = ['energy', 'automotive', 'social_services', 'nonprofit', 'sport_events', 'pharma', 'agriculture'];

function makeCtx(r, d, lc, domain) {
  const c = {
    r, d, lc, domain, T: L10N[lc.l],
    P: (o) => makePerson(r, lc, o),
    pickDomain: (list) => r.pick(list),
    tld: () => TLD[lc.cc] || 'com',
    city: () => r.pick(lc.addr.ci)[0],
    pw: (style) => genPassword(r, style),
    jwt: (claims) => L('auth_token', 'jwt', genJwt(r, claims)),
    secret: (...types) => { const t = types.length ? r.pick(types) : r.pick(SECRET_TYPES); return L(SECRETS[t].cat, t, SECRETS[t].gen(r)); },
  };
  return c;
}

// rebuild a finished document as pieces (so it can be embedded, e.g. JSON-escaped, in another one)
function docToPieces(sub) {
  const marks = [...sub.labels.map((l) => ({ ...l, k: 'L' })), ...sub.negatives.map((n) => ({ ...n, k: 'N' }))].sort((a, b) => a.start - b.start);
  const out = []; let pos = 0;
  for (const m of marks) {
    if (m.start > pos) out.push(sub.text.slice(pos, m.start));
    if (m.k === 'L') { const extra = {}; if (m.encoding) extra.enc = m.encoding; if (m.soft) extra.soft = true; out.push(L(m.category, m.type, m.value, extra)); }
    else out.push(N(m.kind, m.value));
    pos = m.end;
  }
  out.push(sub.text.slice(pos));
  return out;
}

const PROMPT_INTRO = {
  en: ['Can you summarise this and draft a short reply?', 'Please extract all the fields from the document below into JSON.', 'Rewrite this so it sounds more professional:', 'Check this for mistakes before I send it:'],
  de: ['Kannst du das bitte zusammenfassen und eine kurze Antwort formulieren?', 'Bitte extrahiere alle Felder aus dem folgenden Dokument als JSON.'],
  fr: ['Peux-tu résumer ce document et proposer une réponse courte ?', 'Extrais tous les champs du document ci-dessous au format JSON.'],
  es: ['¿Puedes resumir esto y redactar una respuesta breve?', 'Extrae todos los campos del siguiente documento en formato JSON.'],
  esLA: ['¿Me ayudas a resumir esto y redactar una respuesta?'], it: ['Puoi riassumere questo documento e preparare una risposta breve?'], pt: ['Podes resumir isto e sugerir uma resposta curta?'], ptBR: ['Você pode resumir isso e escrever uma resposta curta?'],
  nl: ['Kun je dit samenvatten en een kort antwoord opstellen?'], pl: ['Czy możesz to streścić i przygotować krótką odpowiedź?'], ja: ['以下の内容を要約して、返信文を作成してください。'], zh: ['请帮我总结下面的内容并起草一封简短的回复。'], ko: ['아래 내용을 요약하고 짧은 답장을 작성해 주세요.'], tr: ['Bunu özetleyip kısa bir yanıt hazırlar mısın?'], ru: ['Можешь кратко пересказать это и набросать ответ?'], ar: ['هل يمكنك تلخيص هذا وكتابة رد قصير؟'],
};
const DEV_INTRO_L = { de: ['Warum funktioniert diese Konfiguration nicht? Der Dienst startet nicht.', 'Kannst du diesen Log erklären und einen Fix vorschlagen?'], fr: ['Pourquoi cette config ne marche pas ? Le service ne démarre pas.', 'Peux-tu expliquer cette erreur et proposer un correctif ?'], es: ['¿Por qué no funciona esta configuración? El servicio no arranca.', '¿Puedes explicar este error y proponer una solución?'], esLA: ['¿Por qué no funciona esta config? No levanta el servicio.'], pt: ['Porque é que esta configuração não funciona?'], ptBR: ['Por que essa config não funciona? O serviço não sobe.'], it: ['Perché questa configurazione non funziona? Il servizio non parte.'], nl: ['Waarom werkt deze config niet? De service start niet op.'], pl: ['Dlaczego ta konfiguracja nie działa? Serwis się nie uruchamia.'], ru: ['Почему этот конфиг не работает? Сервис не стартует.', 'Объясни, что в этом логе, и как починить.'], uk: ['Чому ця конфігурація не працює? Сервіс не запускається.'], ja: ['この設定が動かない理由を教えてください。起動時に失敗します。', 'このログの原因と修正方法を教えてください。'], zh: ['这个配置为什么不生效？服务启动就失败。', '帮我看看这个日志是什么问题，怎么修？'], zhTW: ['這個設定為什麼不能用？服務一啟動就失敗。'], ko: ['이 설정이 왜 동작하지 않나요? 서비스가 시작되지 않습니다.'], tr: ['Bu yapılandırma neden çalışmıyor? Servis başlamıyor.'], vi: ['Vì sao cấu hình này không chạy? Dịch vụ không khởi động được.'], id: ['Kenapa konfigurasi ini tidak jalan? Servisnya gagal start.'], th: ['ทำไมคอนฟิกนี้ใช้งานไม่ได้ เซอร์วิสสตาร์ทไม่ขึ้น'], ar: ['لماذا لا يعمل هذا الإعداد؟ الخدمة لا تبدأ.'], he: ['למה הקונפיגורציה הזאת לא עובדת? השירות לא עולה.'], fa: ['چرا این پیکربندی کار نمی‌کند؟ سرویس بالا نمی‌آید.'], hi: ['यह कॉन्फ़िगरेशन काम क्यों नहीं कर रहा? सर्विस शुरू नहीं हो रही।'], el: ['Γιατί δεν δουλεύει αυτή η ρύθμιση; Η υπηρεσία δεν ξεκινά.'], sv: ['Varför fungerar inte den här konfigurationen? Tjänsten startar inte.'], cs: ['Proč tahle konfigurace nefunguje? Služba nenastartuje.'], hu: ['Miért nem működik ez a konfiguráció? A szolgáltatás nem indul el.'], ro: ['De ce nu funcționează configurația asta? Serviciul nu pornește.'] };
const DEV_INTRO = ['Why does this config not work? It keeps failing on startup.', 'Can you explain this error and suggest a fix?', 'Convert this to a Helm values.yaml please.', 'Review this for security issues:', 'Help me write a unit test for this:', 'Our deploy broke after this change, what is wrong?', 'Summarise what this log shows.'];
const llm_prompt = { kind: 'llm_prompt', w: 3, gen(c, pickInner) {
  const { r, d, lc } = c;
  const inner = pickInner(r);
  setCfg(inner, lc);
  const sub = new Doc(r); const subCtx = makeCtx(r, sub, lc, inner.domain || c.domain);
  const res = inner.gen(subCtx) || {};
  const pieces = docToPieces(sub);
  const innerLang = res.language || inner.lang || lc.language;
  const innerLang0 = res.language || inner.lang || lc.language;
  const devLocal = inner.group === 'dev' && DEV_INTRO_L[lc.l] && r.chance(0.55);
  const intro = devLocal ? r.pick(DEV_INTRO_L[lc.l]) : inner.group === 'dev' ? r.pick(DEV_INTRO) : innerLang0 !== 'en' && r.chance(0.3) ? 'Translate the following into English and keep the formatting.' : r.pick(PROMPT_INTRO[innerLang0 === 'en' ? 'en' : lc.l] || PROMPT_INTRO.en);
  const hasEnc = sub.labels.some((l) => l.encoding);
  const style = hasEnc ? r.pick(['chat', 'fenced']) : r.weighted([['chat', 3], ['fenced', 3], ['api', 2]]);
  if (style === 'api') {
    const model = r.pick(['gpt-4o-mini', 'claude-sonnet-4', 'llama-3.1-70b-instruct', 'mistral-large-latest', 'gemini-2.0-flash']);
    d.add('POST /v1/chat/completions HTTP/1.1\nContent-Type: application/json\nAuthorization: Bearer ', c.secret('openai_api_key', 'openrouter_api_key', 'groq_api_key', 'anthropic_api_key', 'perplexity_api_key', 'xai_api_key', 'deepseek_api_key'), '\n\n');
    d.add(`{"model":"${model}","temperature":0.2,"messages":[{"role":"system","content":"You are an assistant for the ${(inner.domain || res.domain || c.domain).replace('_', ' ')} back office."},{"role":"user","content":"`, enc('json', [intro, '\n\n', pieces], r.chance(0.4)), '"}]}\n');
  } else if (style === 'fenced') {
    d.add(intro, '\n\n```', res.code_language || '', '\n', pieces, '\n```\n');
  } else {
    d.add('User: ', intro, '\n\n', pieces, '\n\nAssistant: ', r.pick(['Sure — here is a summary.', 'I can help with that. First, note that the text above contains personal data and credentials; you should remove them before sharing.', 'Here are the extracted fields:']), '\n');
  }
  return { domain: res.domain || inner.domain || c.domain, language: devLocal ? lc.language : innerLang, inner: inner.kind };
} };

function setCfg(tpl, lc) {
  const en = tpl.group === 'dev' || tpl.lang === 'en';
  CFG.native = !en || lc.language === 'en'; CFG.lang = en ? 'en' : null;
}
const TEMPLATES = [
  ...Object.entries(BUSINESS).map(([id, t]) => ({ id, group: 'business', ...t })),
  ...Object.entries(DEV).map(([id, t]) => ({ id, group: 'dev', ...t })),
  { id: 'llm_prompt', group: 'prompt', ...llm_prompt },
];
const INNER = TEMPLATES.filter((t) => t.group !== 'prompt');

// Template schedule: a seed-specific shuffled cycle with slots proportional to the weights, so every
// block of documents has the intended mix. Document i takes slot i mod length; everything else about
// document i comes from its own stream "dev38:S:i", so --count only adds or removes documents at the end.
const cycles = new Map();
function cycleFor(seed) {
  if (!cycles.has(seed)) {
    const slots = []; for (const t of TEMPLATES) for (let k = 0; k < Math.max(1, Math.round(t.w * 4)); k++) slots.push(t);
    cycles.set(seed, new Rng(`dev38:${seed}:cycle`).shuffle(slots));
  }
  return cycles.get(seed);
}
export function generateDoc(seed, i) {
  const r = new Rng(`dev38:${seed}:${i}`);
  const cyc = cycleFor(seed); const tpl = cyc[i % cyc.length];
  let domain = tpl.domain || r.pick(DOMAINS);
  const cands = LOCALES.filter((lc) => (tpl.locales ? tpl.locales(lc) : true));
  const lc = r.weighted(cands.map((x) => [x, x.language === 'en' ? 0.45 : 1]));
  const d = new Doc(r);
  let kind = tpl.kind;
  setCfg(tpl, lc);
  if (tpl.scan && r.chance(0.42)) { d.ocr = r.pick([0.012, 0.02, 0.03, 0.045]); kind += '_scan'; }
  const c = makeCtx(r, d, lc, domain);
  const res = tpl.gen(c, (rr) => { for (;;) { const t = rr.weighted(INNER.map((x) => [x, x.w])); if (!t.locales || t.locales(lc)) return t; } }) || {};
  if (res.domain) domain = res.domain;
  const language = res.language || tpl.lang || lc.language;
  const rec = { id: `dev38-s${seed}-${String(i).padStart(5, '0')}`, kind, domain, locale: lc.id, language, text: d.text, labels: d.labels, negatives: d.negatives };
  const cl = res.code_language || tpl.code; if (cl) rec.code_language = cl;
  // about half of the documents carry their hard-negative list (the look-alikes stay in the text either way)
  if (rec.negatives.length && r.chance(NEG_DROP)) rec.negatives = [];
  return rec;
}

function main() {
  const args = process.argv.slice(2); const get = (k, dflt) => { const i = args.indexOf(k); return i >= 0 ? args[i + 1] : dflt; };
  const seed = Number(get('--seed', '7')); const count = Number(get('--count', '600')); const out = get('--out', `dev38-seed${seed}.jsonl`);
  if (!Number.isInteger(seed) || !Number.isInteger(count) || count < 0) { console.error('usage: node generate.mjs --seed N --count N --out FILE.jsonl'); process.exit(2); }
  const lines = [];
  for (let i = 0; i < count; i++) {
    const rec = generateDoc(seed, i);
    for (const l of rec.labels) if (rec.text.slice(l.start, l.end) !== l.value) throw new Error(`internal offset error in ${rec.id}`);
    lines.push(JSON.stringify(rec));
  }
  writeFileSync(out, lines.join('\n') + (lines.length ? '\n' : ''));
  console.error(`wrote ${count} documents to ${out}`);
}
if (import.meta.url === `file://${process.argv[1]}`) main();
