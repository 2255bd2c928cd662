// Kind registry + wrapper kinds (LLM prompts, JSON-embedded tickets, forwarded e-mails) that carry an inner document.
import { Doc, jsonEsc } from './doc.mjs';
import { NL } from './kinds_nl.mjs';
import { DEV } from './kinds_dev.mjs';
const ASK = {
  en: ['Summarise this ticket and draft a reply:', 'Extract the customer details from the text below as JSON.', 'Why does this config fail to deploy?'],
  fr: ['Résume ce ticket et propose une réponse :', 'Extrais les informations client du texte ci-dessous en JSON.'],
  de: ['Fasse dieses Ticket zusammen und schreibe eine Antwort:', 'Extrahiere die Kundendaten aus dem folgenden Text als JSON.'],
  es: ['Resume este ticket y redacta una respuesta:', 'Extrae los datos del cliente del siguiente texto en JSON.'],
  it: ['Riassumi questo ticket e scrivi una risposta:'], pt: ['Resume este pedido de suporte e escreve uma resposta:'], nl: ['Vat dit ticket samen en schrijf een antwoord:'],
  pl: ['Podsumuj to zgłoszenie i napisz odpowiedź:'], ja: ['このチケットを要約して、返信案を書いてください：'], zh: ['请总结这个工单并起草回复：'], ko: ['이 티켓을 요약하고 답장 초안을 작성해 주세요:'],
  ru: ['Кратко перескажи это обращение и предложи ответ:'], tr: ['Bu talebi özetle ve bir yanıt taslağı yaz:'], ar: ['لخّص هذه التذكرة واكتب رداً مقترحاً:'], he: ['סכם את הפנייה הזו וכתוב טיוטת תשובה:'],
  hi: ['इस टिकट का सारांश दो और जवाब का मसौदा लिखो:'], vi: ['Tóm tắt phiếu hỗ trợ này và soạn câu trả lời:'], id: ['Ringkas tiket ini dan buat draf balasan:'], th: ['สรุปทิกเก็ตนี้และร่างคำตอบ'], uk: ['Стисло перекажи це звернення та запропонуй відповідь:'],
};
export const WRAP = {
  llm_prompt: { rendering: 'prompt', fn: (c, d, inner) => { const r = c.r; const ask = ASK[c.loc.lang] || ASK.en; d.add(r.pick(ask), '\n\n```\n', inner, '\n```\n', r.chance(0.5) ? '\nKeep it short.' : ''); } },
  llm_chat_request_json: { rendering: 'json', fn: (c, d, inner) => { d.add('{"model":"', c.r.pick(['gpt-4o-mini', 'claude-sonnet', 'llama-3.1-70b', 'mistral-large']), '","temperature":0.2,"messages":[{"role":"system","content":"You are a support assistant for ', c.brand, '."},{"role":"user","content":"', jsonEsc((ASK[c.loc.lang] || ASK.en)[0]), '\\n\\n', inner.mapText(jsonEsc, 'json_escaped'), '"}]}\n'); } },
  helpdesk_ticket_json: { rendering: 'json', fn: (c, d, inner) => { d.add('{"ticket":{"id":', String(c.r.int(100000, 999999)), ',"status":"open","priority":"high","description":"', inner.mapText(jsonEsc, 'json_escaped'), '","created_at":"', c.ts(), '"}}\n'); } },
  forwarded_email: { rendering: 'email', fn: (c, d, inner) => { const a = c.P(); d.add(c.fn(a), ' — FYI\n\n---------- Forwarded message ---------\nFrom: ', c.em(c.P()), '\nDate: ', c.date(), '\n\n', inner); } },
};
export const KINDS = { ...NL, ...DEV };
export const NL_NAMES = Object.keys(NL), DEV_NAMES = Object.keys(DEV), WRAP_NAMES = Object.keys(WRAP);
export function build(c) {
  const r = c.r; const x = r.next();
  if (x < 0.11) {
    const w = r.pick(WRAP_NAMES); const innerName = w === 'llm_prompt' ? r.pick([...NL_NAMES, ...DEV_NAMES]) : w === 'forwarded_email' || w === 'helpdesk_ticket_json' ? r.pick(NL_NAMES) : r.pick([...NL_NAMES, ...DEV_NAMES]);
    const inner = new Doc(); KINDS[innerName].fn(c, inner); const d = new Doc(); WRAP[w].fn(c, d, inner);
    return { kind: w, inner_kind: innerName, rendering: WRAP[w].rendering, doc: d, dev: false };
  }
  const name = x < 0.58 ? r.pick(NL_NAMES) : r.pick(DEV_NAMES); const d = new Doc(); KINDS[name].fn(c, d);
  const rendering = KINDS[name].rendering, dev = DEV_NAMES.includes(name);
  if (!dev) nlExtras(c, d, rendering); else devExtras(c, d, rendering, name);
  return { kind: name, rendering, doc: d, dev };
}

// sign-offs with contact details, and reference footers carrying look-alikes (dates, ids with wrong check digits, ...)
function nlExtras(c, d, rendering) {
  const r = c.r, T = c.T;
  if (!['form', 'ocr', 'table', 'statement', 'case_file'].includes(rendering) && r.chance(0.7)) { const p = c.P(); d.add('\n--\n', c.nm(p), '\n', c.ph(), r.chance(0.6) ? [' · ', c.em(p)] : ''); }
  if (c.useNeg && r.chance(0.92)) {
    const pool = [() => [T.track, ': ', c.trk()], () => [T.invoice, ': ', c.inv()], () => [T.date, ': ', c.date()], () => ['Ref. ', c.ref()], () => ['SKU ', c.sku()], () => [c.gift()], () => ['app ', c.ver()], () => [T.order, ': ', c.ord()]];
    const bad = [() => [T.card, ': ', c.badCc()], () => [T.idno, ': ', c.badId()], () => [T.bank, ': ', c.badIb()], () => ['wallet ', c.badWal()]];
    const parts = r.sample(pool, r.int(1, 3)).map((f) => f()); if (r.chance(0.55)) parts.push(r.pick(bad)());
    d.add('\n\n'); parts.forEach((x, i) => d.add(i ? ' · ' : '', x));
  }
}
const HASH_COMMENT = new Set(['dotenv', 'yaml', 'properties', 'shell', 'ci_log', 'log', 'diff', 'markdown', 'config']);
function devExtras(c, d, rendering, name) {
  const r = c.r;
  if (!c.useNeg || !r.chance(0.92)) return;
  const pre = HASH_COMMENT.has(rendering) || ['python_integration', 'ruby_integration', 'ai_vendor_keys_notebook'].includes(name) ? '# ' : rendering === 'code' ? '// ' : null;
  if (!pre) return;
  const pool = [() => ['trace ', c.uuid()], () => ['commit ', c.hash()], () => ['release ', c.ver()], () => ['at ', c.ts()], () => ['fixture card ', c.badCc()], () => ['fixture iban ', c.badIb()], () => ['sample id ', c.badId()], () => ['key ', c.ph_()], () => ['db ', c.connNo()], () => ['order ', c.ord()], () => ['tx ', c.txh()], () => ['revoked ', c.badGh()], () => ['docs example ', c.docKey()]];
  d.add('\n', pre); r.sample(pool, r.int(2, 3)).forEach((f, i) => d.add(i ? ', ' : '', f())); d.add('\n');
}
