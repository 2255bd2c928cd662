// Wrapper kinds: a user prompt to a language model, and a helpdesk ticket in JSON, each embedding another kind.
import { Ctx, P } from './ctx.mjs';
const ASK = {
  en: ['Can you summarise this and tell me what I still need to do?', 'Please extract all the customer details from the document below into a table.', 'Rewrite this in a more polite tone, keep all the facts:', 'Find the bug in this config, the deploy keeps failing:', 'Translate the following into German:', 'Check this form for missing fields before I submit it:'],
  de: ['Kannst du das zusammenfassen und mir sagen, was noch fehlt?', 'Bitte extrahiere alle Kundendaten aus dem folgenden Dokument als Tabelle.', 'Formuliere das bitte freundlicher um:'],
  fr: ['Peux-tu résumer ce document et me dire ce qu\'il manque ?', 'Extrais toutes les coordonnées du client ci-dessous :'],
  es: ['¿Puedes resumir esto y decirme qué falta?', 'Extrae los datos del cliente del siguiente documento:'],
  pl: ['Czy możesz to streścić i powiedzieć, czego brakuje?', 'Wyciągnij dane klienta z poniższego dokumentu:'],
  cs: ['Můžeš to shrnout a říct mi, co ještě chybí?'], sv: ['Kan du sammanfatta detta och säga vad som saknas?'], nl: ['Kun je dit samenvatten en zeggen wat er nog ontbreekt?'],
  ja: ['以下の書類を要約して、不足している項目を教えてください。'], ko: ['아래 문서를 요약하고 빠진 항목을 알려주세요.'], zh: ['请帮我总结下面的文件，并指出缺少的信息。'], tr: ['Aşağıdaki belgeyi özetleyip eksikleri söyler misin?'], it: ['Puoi riassumere questo documento e dirmi cosa manca?'], pt: ['Podes resumir isto e dizer-me o que falta?'], ru: ['Можешь кратко пересказать документ и сказать, чего не хватает?'], uk: ['Підсумуй документ і скажи, чого бракує.'], hu: ['Összefoglalnád ezt, és megmondanád, mi hiányzik?'], fi: ['Voitko tiivistää tämän ja kertoa mitä puuttuu?'], vi: ['Bạn tóm tắt giúp tài liệu này và cho biết còn thiếu gì nhé?'], th: ['ช่วยสรุปเอกสารนี้และบอกว่าขาดอะไรบ้าง'], id: ['Bisa ringkas dokumen ini dan sebutkan apa yang kurang?'], ms: ['Boleh ringkaskan dokumen ini dan beritahu apa yang kurang?'], el: ['Μπορείς να συνοψίσεις το έγγραφο και να πεις τι λείπει;'], he: ['תוכל לסכם את המסמך ולומר מה חסר?'], ar: ['هل يمكنك تلخيص هذا المستند وإخباري بما ينقصه؟'], hi: ['क्या आप इस दस्तावेज़ का सारांश बनाकर बता सकते हैं कि क्या कमी है?'], bg: ['Можеш ли да обобщиш документа и да кажеш какво липсва?'], hr: ['Možeš li sažeti ovaj dokument i reći što nedostaje?'], sk: ['Môžeš to zhrnúť a povedať, čo chýba?'], da: ['Kan du opsummere dette og sige, hvad der mangler?'], ro: ['Poți rezuma documentul și să-mi spui ce lipsește?'], nb: ['Kan du oppsummere dette og si hva som mangler?'],
};
export function llmPrompt(ctx, inner) {
  const r = ctx.r; ctx.rendering = 'llm_prompt';
  const ask = r.pick(ASK[ctx.lang] || ASK.en);
  if (r.chance(0.45)) {
    ctx.rendering = 'json';
    ctx.t(`{"model":"${r.pick(['gpt-4o-mini', 'claude-sonnet-4', 'llama-3.1-70b', 'mistral-large'])}","temperature":0.2,"messages":[{"role":"system","content":"You are a helpful assistant for a ${r.pick(['car dealership', 'construction company', 'factory HR team', 'farm cooperative', 'fleet operator'])}."},{"role":"user","content":"`);
    ctx.d.mode = 'json'; ctx.d.s(ask + '\n\n'); ctx.d.mode = null;
    ctx.d.embed(inner.d, 'json');
    ctx.t('"}]}\n');
  } else {
    const fence = r.pick(['"""', '```', '---', '']);
    ctx.t(ask + '\n\n' + (fence ? fence + '\n' : ''));
    ctx.d.embed(inner.d);
    ctx.t('\n' + fence + '\n');
    if (r.chance(0.3)) ctx.t(r.pick(['\nthanks!', '\nPS: don\'t share this anywhere, it has real customer data', '\nKeep the answer short.']) + '\n');
  }
}
export function helpdeskTicket(ctx, inner) {
  const r = ctx.r; ctx.rendering = 'json';
  const p = ctx.person(); const agent = ctx.person();
  ctx.t(`{\n  "ticket": {\n    "id": ${r.int(10000, 999999)},\n    "external_id": "`); ctx.neg('uuid'); ctx.t(`",\n    "subject": "${r.pick(['Problem with my order', 'Question about invoice', 'Document attached', 'Urgent: wrong data', 'Config leaking?', 'Please update my details'])}",\n    "status": "${r.pick(['new', 'open', 'pending'])}",\n    "requester": { "name": "`);
  ctx.d.mode = 'json'; ctx.name(p); ctx.t('", "email": "'); ctx.email(p); ctx.d.mode = null;
  ctx.t(`" },\n    "assignee": "`); ctx.d.mode = 'json'; ctx.name(agent); ctx.d.mode = null; ctx.t(`",\n    "created_at": "`); ctx.neg('timestamp'); ctx.t(`",\n    "description": "`);
  ctx.d.embed(inner.d, 'json');
  ctx.t(`",\n    "tags": ["${r.pick(['dealer', 'fleet', 'payroll', 'warranty', 'site', 'grant'])}", "${r.pick(['pii', 'escalation', 'tier1'])}"],\n    "via": { "channel": "${r.pick(['email', 'web', 'api'])}", "source_ip": "`);
  ctx.ip(); ctx.t('" }\n  }\n}\n');
}
