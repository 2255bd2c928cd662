// @ts-check
// A tool call written into data for the agent that reads it: an invoice note, an e-mail body, a
// ticket, a calendar invite, a bank memo, token metadata or a web page that says "call
// payments.create_transfer(amount=…, iban=…)", "usa la herramienta vendor_master.update para
// cambiar la cuenta a …", "wallet.approve(spender=0x…, amount=unlimited) çağır". What these share
// is not their wording but their shape, which is the same in every language:
//  - a tool named by its identifier (snake_case or dotted: `approve_invoice`, `wallet.approve(`,
//    `iam.grant_role`) and invoked — its arguments written out (`name(key=value)`, `name('X')`),
//    or the identifier next to a word for "tool" or a verb of calling in a pack language;
//  - what the call is to act on, named as a concrete target that is not the reader's to choose:
//    a bank account (IBAN, account and routing numbers), a wallet address, an outside e-mail
//    address, or an unlimited / maximum / immediate setting;
//  - the text is data that came from someone: the call comes after other text (a header, a
//    first line), not in the opening request of the user who asks for it.
// Tool descriptions and system prompts show calls too ("Example: create_transfer(amount=100,
// iban=…)", "Call vendor_master.update only after a call-back"): a call under an example label,
// a negation or a condition, or in a text that describes a tool (a "Parameters:" / "Returns:"
// label, a JSON schema), is not an order. Training texts that quote such notes are dampened by the
// caller as for every structural reader.

import { sentenceStops } from './sentences.js';

/** A tool identifier: snake_case or dotted (`a.b`), with an underscore or followed by an argument list. */
const TOOL_ID = /(?<![\p{L}\p{N}_.@/#-])`?([A-Za-z][A-Za-z0-9]{1,30}(?:[_.][A-Za-z0-9]{1,30}){1,4})`?(?![\p{L}\p{N}_@/-]|\.[A-Za-z])(\s{0,2}\()?/gu;
/** A word for "tool" next to the identifier, in the pack languages ("the payout tool", "la herramienta X", "X aracını", "כלי X"). */
const TOOL_WORD = /(?<![\p{L}])(?:tools?|tooling|function|outil|herramienta|ferramenta|strumento|funzione|hulpmiddel|instrument\p{L}{0,2}|инструмент\p{L}{0,2}|функци\p{L}{1,2}|ara[çc]\p{L}{0,6}|narz[ęe]dzi\p{L}{0,2}|công\s{1,2}cụ|hàm|Werkzeug\p{L}{0,2}|alat)(?![\p{L}])|เครื่องมือ|כלי|הכלי|בכלי|टूल|उपकरण|工具|ツール|도구|الأداة|أداة/iu;
/** A verb of calling or using, in the pack languages (imperatives and the verb-last forms of tr, hi, ja, ko). */
const CALL_VERB = /(?<![\p{L}])(?:call|invoke|run|execute|use|trigger|fire|chame|chamar|acione|execute|use|utilize|llam[ae]|llamar|ejecut[ae]|usa|utiliza|invoca|chiama|esegui|utilizza|attiva|roep|voer|gebruik|rufe?|f[üu]hre|verwende|nutze|appelle[zr]?|ex[ée]cute[zr]?|utilise[zr]?|lance[zr]?|wywo[łl]aj|uruchom|u[żz]yj|вызови|вызовите|используй|используйте|выполни|выполните|запусти|запустите|примени|çağ[ıi]r|çal[ıi][şs]t[ıi]r|kullan\p{L}{0,6}|tetikle|gọi|dùng|sử\s{1,2}dụng|chạy|thực\s{1,2}thi|kar\s{1,2}do|chalao|chalaao|panggil|jalankan|gunakan)(?![\p{L}])|ใช้|เรียก|השתמש|הפעל|קרא\s{1,2}ל|הרץ|कॉल|चलाओ|चलाएं|इस्तेमाल|उपयोग\s{1,2}कर|调用|执行|使用|呼び出|実行|使って|호출|실행|사용해|استدع|استخدم|شغ\u0651?ل/iu;
/** The call's target: an account, a wallet, an address or a setting not the reader's to choose. */
const TARGET = /\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,4})?\b|\b0x[0-9a-fA-F]{40}\b|[\p{L}\p{N}._%+-]{1,64}@[\p{L}\p{N}-]{1,63}\.[\p{L}\p{N}.-]{2,63}|(?<![\p{L}])(?:account|routing|acct|conta|cuenta|conto|rekening|счёт|счет|hesap)\p{L}{0,4}\s{0,2}(?:no\.?|number|n[º°o]\.?|#|:|=)?\s{0,2}\d{6,17}\b|\b(?:amount|limit|allowance)\s{0,2}[=:]\s{0,2}['"]?(?:unlimited|max\p{L}{0,4}|infinite|2\s?\*\*\s?256)|\bimmediate\s{0,2}=\s{0,2}true\b|\bskip_\w{2,30}\s{0,2}=\s{0,2}true\b|(?<![\p{L}\p{N}])(?:3-?D\s?Secure|3DS|MFA|2FA)(?![\p{L}\p{N}])/u;
/** A tool whose name is itself the harm: it deletes, pays out, moves money, grants a role or changes bank details. */
const HARMFUL_TOOL = /(?:^|[_.])(?:delete|remove|purge|wipe|erase|transfer|payout|wire|grant|approve|update_bank|set_bank|change_bank)(?:$|[_.])/i;
/** A tool call written as the JSON a model emits: `{"name": "…", "arguments": {…}}`, or inside `<tool_call>`. */
const JSON_CALL = /<tool_call>|"name"\s{0,2}:\s{0,2}"[A-Za-z][\w.]{1,60}"\s{0,2},\s{0,2}"(?:arguments|args|parameters)"\s{0,2}:\s{0,2}\{/u;
/** A scope over many records: every, all, each, in the pack languages. */
const SCOPE = /(?<![\p{L}])(?:every|all|each|any|todos?|todas?|tutti|tutte|ogni|cada|alle|elke|ieder\p{L}{0,2}|tous|toutes|chaque|jeden|wszystk\p{L}{1,3}|все|всех|каждую|каждый|tüm|her|bütün|tất\s{1,2}cả|mọi|semua)(?![\p{L}])|ทั้งหมด|ทุก|כל|सभी|हर|所有|全部|すべて|모든|كل/iu;
/** A tool named by a plain word ("the payout tool", "the wallet tool") after a verb of calling. */
const WORD_TOOL = /\b(?:call|invoke|run|execute|use|trigger|fire)\s{1,2}(?:the|your)\s{1,2}[a-z][\w-]{2,30}\s{1,2}tool\b/giu;
/** A plain name called with keyword arguments: `approve(spender=…, amount=…)`. */
const KW_CALL = /(?<![\p{L}\p{N}_.@/:#-])([A-Za-z][A-Za-z0-9]{2,30})(\s{0,2}\()(?=\s{0,2}[A-Za-z_]{1,30}\s{0,2}=)/gu;
/** A sentence that shows a call rather than orders it: an example, a description, a rule or condition over it. */
const SHOWN = /(?<![.\w])(?:e\.g\.|for\s{1,2}example|for\s{1,2}instance|example|such\s{1,2}as|signature|syntax|usage|returns?|parameters?|arguments?\s{0,2}:|schema)\b|(?<![\p{L}])(?:ejemplo|exemplo|esempio|voorbeeld|Beispiel|exemple|пример\p{L}{0,2}|örnek|ví\s{1,2}dụ|ตัวอย่าง|דוגמה|उदाहरण)(?![\p{L}])/iu;
/** A negation or condition before the call: the operator's rule over the tool, not an order to use it. */
const RULED = /(?:\b(?:never|not|don['’]t|do\s{1,2}not|only|unless|until|if|when|before|after\s{1,2}(?:a|the)\s{1,2}(?:call-?back|verification|approval)|must\s{1,2}not|cannot|can)\b|(?<![\p{L}])(?:nunca|no|não|nao|non|mai|niet|nooit|nie|nicht|jamais|ne|не|никогда|asla|solo|só|sólo|solo\s{1,2}se|alleen|nur|seulement|только|yalnızca|sadece|chỉ|không\s{1,2}được)(?![\p{L}])|อย่า|ห้าม|אל\s|לעולם|मत|कभी\s{1,2}नहीं)/iu;
/** A text that describes tools or the assistant's setup: a tool list, a schema, a system prompt. */
const DESCRIBES = /"(?:inputSchema|input_schema|parameters|properties)"\s{0,2}:|(?:^|\n)\s{0,4}(?:parameters|params|returns|arguments|args|tools?|available\s{1,2}tools)\s{0,2}:|\byou\s{1,2}are\s{1,2}(?:an?|the)\s{1,2}[\p{L} -]{0,40}?(?:assistant|agent|copilot|bot)\b|\byou\s{1,2}(?:can|may|have\s{1,2}access\s{1,2}to)\s{1,2}(?:call|use)\b|\bsystem\s{1,2}prompt\b/iu;

/**
 * Tool calls written into data: the sentence of each.
 * @param {string} text
 * @returns {Array<{ start: number, end: number }>}
 */
export function plantedToolCalls(text) {
  /** @type {Array<{ start: number, end: number }>} */
  const out = [];
  if (!/[_.]/.test(text) || DESCRIBES.test(text)) return out;
  const firstWord = text.search(/[\p{L}\p{N}]/u);
  const sentences = sentenceStops(text);
  const found = [...text.matchAll(TOOL_ID), ...text.matchAll(KW_CALL), ...text.matchAll(WORD_TOOL)].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
  for (const m of found) {
    const at = m.index ?? 0;
    const named = m[0].endsWith('tool');
    const id = named ? m[0] : m[1] ?? '';
    const opens = Boolean(m[2]);
    // A dotted name without an underscore is a tool only when it is called ("wallet.approve(");
    // otherwise it is a file, a domain or a version.
    if (!named && !/[_.]/.test(id) && !opens) continue;
    if (!named && !id.includes('_') && !opens && !TOOL_WORD.test(text.slice(Math.max(0, at - 16), at + m[0].length + 12))) continue;
    if (out.some((o) => at < o.end)) continue;
    const s = sentences.at(at, at + m[0].length);
    // (a call's arguments may hold full stops of amounts: the sentence runs to the closing bracket)
    // (looked for within the 300 characters a call's arguments may take, not to the end of the text)
    const bracket = opens ? text.slice(at, at + 300).indexOf(')') : -1;
    const close = bracket < 0 ? -1 : at + bracket;
    const end = close > s.end ? sentences.at(close, close).end : s.end;
    if (end - s.start > 500) continue;
    const sentence = text.slice(s.start, end);
    // (the target may follow in the next sentence, or after an abbreviation's full stop: "S.r.l. a TR…")
    const abbreviated = /(?<![\p{L}])(?:\p{L}{1,3}\.){1,3}$/u.test(sentence.trimEnd());
    const reach = abbreviated ? text.slice(s.start, Math.max(end, close > s.end ? sentences.at(close, close).nextEnd : s.nextEnd)) : sentence;
    const before = text.slice(s.start, at);
    // The user's own opening request asks for the call; a field label before it ("REF:",
    // "Comments:") makes it a value of the data.
    if (s.start <= firstWord && !/[\p{L}\p{N}][:：]\s{0,2}\S/u.test(before)) continue;
    // A call inside a quotation opened before it is shown, not said (a specimen in a rubric, a
    // translation request): the readers of quotations decide about it.
    if (/[“«„「『»]/u.test(before) && !/[”»“」』«]/u.test(before.slice(before.search(/[“«„「『»]/u) + 1))) continue;
    // A question about a call orders nothing ("Should the agent call delete_file directly?").
    if (/[?？]\s*$/.test(text.slice(s.start, end))) continue;
    const args = opens ? text.slice(at + m[0].length, close > 0 ? close : end) : '';
    const json = JSON_CALL.test(text.slice(Math.max(s.start, at - 40), end));
    const invoked = named || json || (opens && /=|['"‘’]/.test(args)) || TOOL_WORD.test(text.slice(Math.max(s.start, at - 40), Math.min(end, at + m[0].length + 30))) || CALL_VERB.test(sentence);
    if (!invoked) continue;
    if (!(json || TARGET.test(reach) || (!named && HARMFUL_TOOL.test(id) && CALL_VERB.test(before) && (opens ? /=|['"‘’]/.test(args) : SCOPE.test(sentence))))) continue;
    // (a field label before the call is no negation: Turkish "Not:" is a note)
    if (SHOWN.test(sentence) || RULED.test(before.slice(before.lastIndexOf(':') + 1))) continue;
    out.push({ start: s.start, end });
  }
  return out;
}
