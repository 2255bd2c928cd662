// @ts-check
// A call that carries out an instruction from content a tool returned rather than from the user.
// The request context may hold the conversation so far (`conversation`, `messages`, `history`):
// the user's turns, and the turns of tools (a fetched page, an e-mail, a search hit) whose text
// anyone could have written. Acting on values found in tool output is an agent's ordinary work
// (an invoice number from a mail, a host from an alert); the call departs from the user's task
// when a sentence of a tool's text addressed to an AI ("AI agents: …", "Nota per l'assistente: …")
// gives it a destination (a recipient, a URL, an account) or a secret (a key file, a vault path)
// that the user's own words never name.

import { REQUEST_KEYS } from './context.js';
import { requestText, holdsRequestWord } from './requested.js';

/** Context fields holding the conversation before the call. */
const CONVERSATION_KEYS = ['conversation', 'messages', 'history', 'transcript', 'turns'];
/** Roles whose text comes from outside: tools and what they fetched. */
const UNTRUSTED_ROLES = new Set(['tool', 'function', 'tool_result', 'tool_output', 'observation', 'ipython', 'retrieval', 'document']);
/**
 * Roles of the outside parties a business chat serves (`from: customer`, `author: guest`): anyone who can message the
 * shop writes their turns, so an order in them is theirs, not the user's.
 */
const OUTSIDE_PARTY_ROLES = new Set(['customer', 'client', 'guest', 'caller', 'contact', 'visitor', 'buyer', 'shopper', 'tenant', 'patient', 'lead', 'sender', 'supplier', 'vendor', 'stranger', 'external', 'third_party', 'unknown']);
/** Keys naming who wrote a turn, and keys holding its text, as chat platforms spell them. */
const TURN_ROLE_KEYS = ['role', 'from', 'author', 'sender', 'speaker'];
const TURN_TEXT_KEYS = ['content', 'text', 'message', 'body'];
/**
 * Context records that hold what others wrote and the agent read: a ticket's body, an alert's description, a
 * document's text, a tool's output, a mail. Anyone who can file a ticket or send a mail writes them.
 */
const UNTRUSTED_RECORDS = ['ticket', 'tickets', 'alert', 'alerts', 'incident', 'case', 'issue', 'document', 'documents', 'attachment', 'tool_result', 'tool_results', 'tool_output', 'observation', 'email', 'mail', 'inbound_email', 'message', 'web_page', 'page', 'retrieved', 'search_results'];
/**
 * Words of a context key that say its record is what the agent read or received (`observed_content`,
 * `fetchedPage`, `retrieved_docs`, `incoming_sms`, `calendar_invite`, `product_reviews`), however the platform
 * spells the key: others wrote it too.
 */
const UNTRUSTED_RECORD_WORDS = new Set(['observed', 'observation', 'observations', 'fetched', 'retrieved', 'scraped', 'crawled', 'received', 'incoming', 'inbound', 'webpage', 'invite', 'invitation', 'review', 'reviews', 'sms', 'tool', 'inbox', 'transcript', 'voicemail', 'attachments', 'order', 'orders', 'booking', 'bookings', 'reservation', 'appointment']);
/** Fields of such a record whose text was written by others (a ticket's id or a tool's name is not). */
const RECORD_TEXT_KEYS = /^(?:body|description|(?:extracted_|ocr_|plain_)?text|caption|content|output|result|summary|comments?|notes?|message|details|snippet|html|markdown)$/i;
/**
 * A request that hands the agent a record's own request to carry out ("process the access request in the
 * ticket", "trate o pedido do chamado"): what the record asks is then the user's ask. The record word it
 * names is captured: only records of that kind are handed over.
 */
const POINTS_AT_RECORD = new RegExp(
  [
    String.raw`\b(?:process|handle|action|fulfil{1,2}|complete|carry out|execute|implement|apply|perform|do|approve|grant)\s+(?:the|this|that|its)\s+(?:[\p{L}-]{2,20}\s+){0,2}(?:request|ask|change|instructions?|steps)\s+(?:in|from|of|on)\s+(?:the|this|that|its)\s+(ticket|mail|e-?mail|message|alert|case|incident|issue|record|form)\b`,
    String.raw`\b(?:trate|processe|atenda|execute|conclua|aplique)\s+(?:a|o|esta|este|essa|esse)\s+(?:solicitação|solicitacao|pedido)\s+(?:d[oa]|n[oa])\s+(ticket|chamado|e-?mail|alerta|caso)\b`,
    String.raw`\b(?:atiende|tramita|procesa|ejecuta|gestiona|aplica)\s+(?:la|esta|el|este)\s+(?:solicitud|petición|peticion|pedido)\s+(?:del|de la|en el|en la)\s+(ticket|correo|alerta|caso|incidencia)\b`,
    String.raw`\b(?:traite[sz]?|exécute[sz]?|applique[sz]?)\s+(?:la|cette)\s+demande\s+(?:du|de la|dans le|dans la)\s+(ticket|mail|courriel|alerte|dossier)\b`,
    String.raw`\b(?:bearbeite|erledige|bearbeiten sie|erledigen sie)\s+(?:die|diese)\s+(?:anfrage|anforderung)\s+(?:im|in dem|aus dem|aus der|in der)\s+(ticket|mail|e-mail|nachricht|meldung|vorgang)\b`,
  ].join('|'),
  'giu',
);
/**
 * "As the requester asks": the user defers to a party of the record. Not enough for a call that sends or
 * pays, where "as the customer asks" is how a planted recipient or amount would be obeyed.
 */
const AS_PARTY_ASKS =
  /\bas\s+(?:the|this|that|its)\s+(reporter|requester|requestor|sender|customer|caller|ticket|mail|e-?mail|message|alert|case)\s+(?:asks?|asked|requests?|requested|wants?)\b/giu;
/** The record keys a record word names, in the product's languages; a party or "record" names any. */
const RECORD_KINDS = /** @type {const} */ ([
  [/^(?:ticket|chamado|issue|form|vorgang|dossier|case|caso)$/, ['ticket', 'tickets', 'case', 'issue']],
  [/^(?:e-?mail|mail|message|correo|courriel|nachricht)$/, ['email', 'mail', 'inbound_email', 'message']],
  [/^(?:alert|alerta|alerte|meldung|incident|incidencia)$/, ['alert', 'alerts', 'incident']],
]);
/** Words by which an order adds to or replaces what was asked before it ("also", "instead", "while you are at it"). */
const ADDS_TO_REQUEST =
  /(?<![\p{L}\p{N}])(?:also|instead|as well|in addition|additionally|while you(?: are|'re) at it|auch|stattdessen|außerdem|zusätzlich|aussi|plutôt|également|en plus|también|en su lugar|además|em vez disso|além disso|anche|invece|inoltre|ook|in plaats daarvan)(?![\p{L}\p{N}])/iu;
/** Keys of a call's amount: the figure it pays or sets, not an id in a subject or a body. */
const AMOUNT_KEY = /(?:^|_)(?:amount|value|sum|total|price|betrag|summe|preis|montant|prix|importe|precio|importo|valor|quantia|bedrag|kwota)(?:_|$)/;
const MAX_TURNS = 100;
const MAX_TEXT = 20_000;
const MAX_TOKENS = 200;

/** Words that name an AI, in the product's languages. */
const AI_WORD =
  '(?:ai|a\\.i\\.|llms?|gpt|chatbots?|copilots?|ki|ia|ии|yapay zek\\p{L}{1,4}|智能体|人工智能|ai助手|AIアシスタント|인공지능|الذكاء الاصطناعي)';
/** Role words: they name people too ("our assistant Lena", "Billing assistant: …"). */
const ROLE_WORD =
  '(?:assistants?|agents?|bots?|automation|responders?|assistente|assistenti|asistente|assistent(?:en)?|agente|agenten|asystent\\p{L}{0,3}|agent(?:a|owi)|asistan\\p{L}{0,4}|ajan\\p{L}{0,4}|ассистент\\p{L}{0,3}|агент\\p{L}{0,3}|помощник\\p{L}{0,3}|アシスタント|エージェント|助手|代理|어시스턴트|에이전트|المساعد|الوكيل|सहायक|एजेंट|trợ lý|asisten|msaidizi|সহকারী|دستیار|ผู้ช่วย)';
/**
 * A sentence that opens by calling the agent: "AI agents: …", "Assistente, copia …", "KI-Agent: …",
 * "Note for AI assistants: …", "Release note for automated agents: …", "Nota per l'assistente: …". The call stands at the start of the
 * sentence with nothing that makes it a person's title ("Our assistant, Lena, …", "Billing
 * assistant: …") or a topic ("the AI in Retail conference"), and ends in a comma or a colon. A bot is never a person, so
 * one named by its job ("Support bot: …", "Also, billing bot, …") is called too; a leading "also", "and", "PS" changes
 * nothing.
 */
const ADDRESS_TO_AGENT = new RegExp(
  `^[\\s\\p{P}\\p{S}]*(?:(?:also|and|plus|ps|p\\.s\\.|btw|oh and)[\\s,]+)?(?:(?:\\p{L}{1,20}\\s+)?(?:note|notes|notice|memo|message|instructions?|reminder|attention|hey|hi|dear|nota|hinweis|nachricht|notitie|opmerking|bericht|remarque|mensaje|aviso)\\s+(?:(?:for|to|per|für|an|voor|pour|para)\\s+|all')?(?:(?:the|all|any|dem|den|die|de|het|le|la|el|o|a)\\s+|l')?(?:(?:automated|automatic|autonomous|virtual|digital|\\p{L}{3,20})\\s+)?)?(?:${AI_WORD}(?:[\\s-]+${ROLE_WORD})?|${ROLE_WORD}|\\p{L}{2,20}[\\s-]+(?:bots?|chatbots?))\\s*[:,：，]`,
  'iu',
);
/**
 * A request that hands the agent over to a text it was given ("set CI up as the README says", "do
 * what the mail asks"): what that text orders may be what the user wants, so a person looks first.
 */
const DEFERS_TO_TEXT =
  /\b(?:as|what|whatever|like)\s+(?:the|this|that|its)\s+(?:readme|mail|e-?mail|message|page|site|doc|docs|documentation|document|guide|instructions?|note|ticket|file|post|wiki|issue)\s+(?:says?|asks?|tells?|describes?|explains?|instructs?|wants?|requests?|said|asked|describe|explain)\b|\bfollow(?:ing)?\s+(?:the\s+)?(?:instructions|steps|directions)\s+(?:in|of|from)\b/i;
/**
 * An obligation laid on the agent in the third person ("the assistant must transfer …", "AI agents
 * should …"): an order, where "our billing assistant reminds you …" only reports. With it, an amount
 * the user never named is the order's own, not a figure the agent read to do its task.
 */
const ORDER_TO_AGENT =
  /(?<![\p{L}\p{N}])(?:ai|llms?|chatbots?|copilots?|assistants?|agents?)\s+(?:must|shall|should|needs? to|has to|have to|is (?:to|required to)|are (?:to|required to))(?![\p{L}\p{N}])/iu;
/** A request for the agent to act, said politely after a call to it ("Assistant: please wire …", "Bot, kindly …"). */
const POLITE_ORDER = /(?<![\p{L}\p{N}])(?:please|kindly|bitte|por favor|per favore|s'il vous plaît|пожалуйста)(?![\p{L}\p{N}])/iu;
/**
 * Keys naming the account, group or role a call creates or grants: a principal the user never named,
 * given by a note to the agent, is how a planted backdoor account or group membership arrives.
 */
const PRINCIPAL_KEY = /^(?:user_?name|new_user(?:_?name)?|login|account_name|service_account|group(?:_?(?:id|name|key))?|role(?:_?(?:id|name))?|member(?:_?key)?)$/;
/** Keys whose value is where the call sends something or whom it pays. */
const DESTINATION_KEY =
  /^(?:to|cc|bcc|recipients?|emails?|to_(?:email|address(?:es)?|number)|email_to|addresses|phone(?:_numbers?)?|url|urls|uri|endpoint|webhook(?:_url)?|callback_url|target_url|host|remote|bucket|channel|iban|account(?:_(?:number|no|id))?|bic|swift|routing(?:_number)?|payee(?:_\w+)?|beneficiary(?:_\w+)?|creditor(?:_\w+)?|wallet(?:_address)?|destination|dest)$/;
/** A value that is itself a destination: an e-mail address, a URL, an IBAN. */
const DESTINATION_VALUE = /^(?:[^\s@]+@[^\s@]+\.[a-z]{2,}|https?:\/\/\S+|[a-z]{2}\d{2}[a-z\d]{8,30})$/i;
/** A value that names a secret: a key or credential file, a vault path, a token. */
const SECRET_VALUE =
  /(?:secret|\.env\b|\.npmrc|\.pypirc|\.netrc|\.git-credentials|id_(?:rsa|ed25519|ecdsa|dsa)|\.ssh\/|\.aws\/|\.kube\/|kubeconfig|credential|passw|token|api[_-]?key|private[_-]?key|\.pem$|\.p12$|\.pfx$|\.key$|\bkv\/|vault)/i;

/** Sentence ends: a stop followed by space, or a line break. */
const SENTENCE_END = /(?<=[.!?])\s+|(?<=[。！？])|\n+/u;
/** A number written with group separators or decimals (`4,900`, `12 500`, `1.250,00`). */
const NUMBER = /\d(?:[\d,.'\u00a0\u202f ]{0,20}\d)?/g;

/**
 * @param {import('./context.js').ActionContext} context
 * @param {readonly import('./tools.js').Entry[]} entries  the call's string and number arguments
 * @returns {boolean} whether the call sends to a destination or touches a secret named only by a tool's text addressed to an AI
 */
export function followsToolOutput(context, entries) {
  const { turns, records, user } = conversationTexts(context);
  const handed = handedOverKinds(user, entries);
  /** @type {{ text: string, handed: boolean }[]} */
  const untrusted = [...turns.map((text) => ({ text, handed: false })), ...records.map((r) => ({ text: r.text, handed: handed.has(r.kind) }))];
  if (!untrusted.length) return false;
  const userText = user.join('\n').toLowerCase();
  const userNumbers = new Set(numbersIn(userText));
  const unnamed = (/** @type {string} */ t) => (isNumber(t) ? !userNumbers.has(t) : !containsWord(userText, t) && !(records.length && namesInPart(userText, t)));
  const { destinations, others } = departingTokens(entries);
  const destTokens = destinations.filter(unnamed);
  const tokens = others.filter(unnamed);
  // An account written in groups (`XX12 3456 …`) is one value however it is spaced.
  const accounts = entries
    .filter((e) => DESTINATION_KEY.test(e.key))
    .map((e) => compact(e.value))
    .filter((v) => v.length >= 8 && /\d{6}/.test(v) && !compact(userText).includes(v));
  const amounts = callTokens(entries.filter((e) => AMOUNT_KEY.test(snakeKey(e.key)))).filter((t) => isNumber(t) && !userNumbers.has(t));
  if (!destTokens.length && !tokens.length && !accounts.length && !amounts.length) return false;
  for (const { text, handed: isHanded } of untrusted) {
    // A handed-over record's first request is its own; a later order, one that adds to or replaces it, or any
    // destination, is not handed over.
    let firstRequest = true;
    for (const sentence of text.split(SENTENCE_END)) {
      const addressed = ADDRESS_TO_AGENT.test(sentence);
      const order = ORDER_TO_AGENT.test(sentence) || (addressed && POLITE_ORDER.test(sentence));
      const lifted = isHanded && firstRequest && !ADDS_TO_REQUEST.test(sentence);
      if (order || addressed || POLITE_ORDER.test(sentence)) firstRequest = false;
      if (!order && !addressed) continue;
      const lower = sentence.toLowerCase();
      const numbers = new Set(numbersIn(lower));
      const hit = (/** @type {string} */ t) => (isNumber(t) ? numbers.has(t) : containsWord(lower, t));
      if (destTokens.some(hit)) return true;
      if (accounts.length && accounts.some((a) => compact(lower).includes(a))) return true;
      if (lifted) continue;
      if (tokens.some(hit)) return true;
      if (order && amounts.some((t) => numbers.has(t))) return true;
    }
  }
  return false;
}

/**
 * The record keys whose own request the user hands over: those of the record word the user names, or any
 * record for "as the requester asks" when the call neither sends nor pays.
 * @param {readonly string[]} user @param {readonly import('./tools.js').Entry[]} entries
 * @returns {Set<string>}
 */
function handedOverKinds(user, entries) {
  /** @type {Set<string>} */
  const kinds = new Set();
  const sendsOrPays = entries.some((e) => DESTINATION_KEY.test(e.key) || DESTINATION_VALUE.test(e.value.trim()) || AMOUNT_KEY.test(snakeKey(e.key)));
  for (const text of user) {
    const words = [...text.matchAll(POINTS_AT_RECORD)].map((m) => m.slice(1).find(Boolean) ?? '');
    if (!sendsOrPays) words.push(...[...text.matchAll(AS_PARTY_ASKS)].map((m) => m[1] ?? ''));
    for (const w of words) {
      const kind = RECORD_KINDS.find(([re]) => re.test(w.toLowerCase()));
      for (const k of kind ? kind[1] : UNTRUSTED_RECORDS) kinds.add(k);
    }
  }
  return kinds;
}

/**
 * Whether the user's request points the agent at a text it was given to carry out ("as the mail says").
 * @param {import('./context.js').ActionContext} context
 */
export function requestDefersToToolText(context) {
  return conversationTexts(context).user.some((t) => DEFERS_TO_TEXT.test(t));
}

/**
 * The values by which a call departs from the user's task: every value of a destination argument,
 * and elsewhere the pieces that name a secret. Amounts, ids, dates and hosts in a summary are what an
 * agent takes from a mail to do its job.
 * @param {readonly import('./tools.js').Entry[]} entries
 */
function departingTokens(entries) {
  const destinations = entries.filter((e) => DESTINATION_KEY.test(e.key) || DESTINATION_VALUE.test(e.value.trim()));
  const secrets = callTokens(entries).filter((t) => !isNumber(t) && SECRET_VALUE.test(t));
  // A principal is named whole (`svc-billing-shadow`, `Tenant Owners`): its words alone are any text's.
  const principals = entries
    .filter((e) => PRINCIPAL_KEY.test(snakeKey(e.key)))
    .map((e) => e.value.trim().toLowerCase())
    .filter((v) => v.length >= 6 && v.length <= 80 && /[\s_-]/.test(v));
  return { destinations: callTokens(destinations), others: [...new Set([...secrets, ...principals])] };
}

/** `UserName`, `groupId` → `user_name`, `group_id`. @param {string} key */
function snakeKey(key) {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/[\s.-]+/g, '_').toLowerCase();
}

/**
 * The texts others wrote in the context's records: a string record, or the text fields of a record
 * (`ticket: { id, body }`, `tool_result: { tool, output }`), of a list of them, one level down.
 * @param {unknown} v @param {number} depth
 * @returns {string[]}
 */
function recordTexts(v, depth = 0) {
  if (typeof v === 'string') return [v.slice(0, MAX_TEXT)];
  if (depth > 2 || !v || typeof v !== 'object') return [];
  if (Array.isArray(v)) return v.slice(0, MAX_TURNS).flatMap((x) => recordTexts(x, depth + 1));
  return Object.entries(v).flatMap(([k, x]) => (typeof x === 'string' ? (RECORD_TEXT_KEYS.test(k) ? [x.slice(0, MAX_TEXT)] : []) : recordTexts(x, depth + 1)));
}

/**
 * The texts the agent read that others wrote: tools' and outside parties' turns, and the records others fill.
 * @param {import('./context.js').ActionContext} context
 */
export function readTexts(context) {
  const { turns, records } = conversationTexts(context);
  return [...turns, ...records.map((r) => r.text)];
}

/**
 * The records others wrote that the agent read (a tool's output, a page, a document, a ticket), without the turns of a
 * chat: a customer calling the shop's assistant in a chat is how a business's customers talk to it.
 * @param {import('./context.js').ActionContext} context
 */
export function readRecordTexts(context) {
  return conversationTexts(context).records.map((r) => r.text);
}

/** Record keys of a document the owner hands the agent to act on (`attachments`, `invoice`, `bill`, `staff_form`). */
const DOCUMENT_KEY = /(?:^|_)(?:attachments?|documents?|invoices?|bills?|statements?|forms?|files?|receipts?|quotes?|contracts?)$/;

/**
 * The texts others wrote that dictate where money goes: outside parties' and tools' turns, messages and notes, and a
 * document (an invoice, a form) only where it talks to the agent. A document's own bank details are its issuer's
 * ordinary payee details, which the owner chose by asking to pay it; a notice inside it calling the assistant is not.
 * @param {import('./context.js').ActionContext} context
 */
export function dictatingTexts(context) {
  const { turns, records } = conversationTexts(context);
  const pointed = pointsAtText(context);
  const dictates = dictatesFor(context);
  return [...(pointed ? turns.filter(dictates) : turns), ...records.filter((r) => (!pointed && !DOCUMENT_KEY.test(snakeKey(r.kind))) || dictates(r.text)).map((r) => r.text)];
}

/**
 * The texts others wrote that may have chosen a target for the agent: all of them (readTexts), except that when the
 * owner's request hands over a text ("the steps are in the attachment"), a text only supplying its details is the
 * owner's pick; one that addresses the agent or announces changed details is not.
 * @param {import('./context.js').ActionContext} context
 */
export function choosingTexts(context) {
  return pointsAtText(context) ? readTexts(context).filter(dictatesFor(context)) : readTexts(context);
}

/**
 * Whether a text addresses the agent, orders it, or announces new or changed payee details the owner's request does
 * not itself speak of ("her new account is on the form" makes the form's "new account" the owner's news).
 * @param {import('./context.js').ActionContext} context
 */
const dictatesFor = (context) => {
  const ownerKnows = CHANGE_CUE.test(requestText(context, 2000) ?? '');
  return (/** @type {string} */ t) => (!ownerKnows && CHANGE_CUE.test(t)) || t.split(SENTENCE_END).some((s) => ADDRESS_TO_AGENT.test(s) || ORDER_TO_AGENT.test(s));
};

/** Whether the owner's request hands over a text to act on: an attachment, what someone sent in a chat, an e-mail. @param {import('./context.js').ActionContext} context */
const pointsAtText = (context) => POINTS_AT_TEXT.test(requestText(context, 2000) ?? '');

/**
 * A request pointing at a text it hands over, in several languages: "in the attachment", "she sent it in the chat",
 * "this morning's email", "ada di lampiran", "trong email sáng nay", "kwenye ujumbe", "nasa chat", "در پیوست".
 */
const POINTS_AT_TEXT = /attach|\b(?:in|from|on|per)\s+(?:the\s+|this\s+|that\s+|her\s+|his\s+|their\s+|my\s+|our\s+)?(?:[\w']+\s+){0,2}(?:chat|e-?mail|mail|message|thread|conversation|pdf|document|file)\b|\b(?:she|he|they|customer|client|supplier|vendor)\s+(?:sent|gave|wrote|shared|posted)\b|'s\s+(?:e-?mail|mail|message)\b|lampir|di\s+(?:chat|email|e-mail|pesan|surel|dokumen)|dikirim(?:nya|kan)?\b|đính kèm|trong\s+(?:tin nhắn|email|chat|tệp)|kiambatisho|kwenye\s+(?:ujumbe|barua pepe|chat|faili)|nakalakip|(?:sa|nasa)\s+(?:chat|email|mensahe|attachment)|(?:pinadala|binigay|ipinadala)\s+niya|پیوست|در\s+(?:چت|ایمیل|پیام)|সংযুক্ত|চ্যাটে|ইমেইলে/iu;

/**
 * A text announcing new or changed payee or account details, or that only one account may be paid from now on: the
 * move of a diverted payment, wherever it is written.
 */
const CHANGE_CUE = /\b(?:new|changed|updated|different|correct)\s+(?:bank|account|payment|payee|remittance|iban|banking|details)|\b(?:details|account|bank(?:ing)?|iban|remittance)\b[^.\n]{0,30}\b(?:changed|updated|moved|switched|replaced)\b|\b(?:pay|remit|transfer|send)(?:\s+\w+){0,2}\s+only\s+(?:to|into)\b|\bonly\s+(?:pay|remit|transfer)\b|\bfrom now on\b|\b(?:switched|changed)\s+banks?\b|rekening\s+(?:baru|kami\s+berubah|sudah\s+ganti)|ganti\s+rekening|mulai\s+(?:sekarang|hari ini)|tài khoản mới|đổi\s+(?:sang\s+)?tài khoản|từ nay|akaunti\s+(?:mpya|imebadilika)|kuanzia sasa|bagong\s+(?:account|bank|numero)|mula ngayon|حساب\s+(?:جدید|تغییر)|از این به بعد|নতুন\s+(?:অ্যাকাউন্ট|একাউন্ট|ব্যাংক)|এখন থেকে|neue\s+(?:bank|konto|iban)|nouveau\s+(?:rib|compte)|nueva\s+cuenta|nova\s+conta/iu;

/**
 * Whether a text the agent read (a tool's turn, a record others wrote) holds the value, lower-cased: the value came
 * to the agent from there.
 * @param {import('./context.js').ActionContext} context @param {string} value  lower-cased
 */
export function readTextNames(context, value) {
  if (value.length < 5) return false;
  const { turns, records } = conversationTexts(context);
  return [...turns, ...records.map((r) => r.text)].some((t) => t.toLowerCase().includes(value));
}

/**
 * The context keys holding records others wrote: the named records, and any key whose words say it was read or
 * received (UNTRUSTED_RECORD_WORDS); the user's own request keys never.
 * @param {import('./context.js').ActionContext} context
 */
function untrustedRecordKeys(context) {
  const named = Object.keys(context.record)
    .slice(0, 200)
    .filter((k) => !REQUEST_KEYS.includes(k) && !UNTRUSTED_RECORDS.includes(k) && keyWords(k).some((w) => UNTRUSTED_RECORD_WORDS.has(w)));
  return [...UNTRUSTED_RECORDS, ...named];
}

/** The words of a key: `observed_content`, `fetchedPage`, `tool-result` → observed content, fetched page, tool result. */
const keyWords = (/** @type {string} */ k) => k.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);

/** @param {import('./context.js').ActionContext} context */
function conversationTexts(context) {
  /** @type {string[]} */
  const untrusted = [];
  /** @type {string[]} */
  const user = [];
  /** @type {{ kind: string, text: string }[]} */
  const records = [];
  for (const k of REQUEST_KEYS) {
    const v = context.record[k];
    if (typeof v === 'string') user.push(v.slice(0, MAX_TEXT));
  }
  for (const k of untrustedRecordKeys(context)) records.push(...recordTexts(context.record[k]).map((text) => ({ kind: k, text })));
  for (const k of CONVERSATION_KEYS) {
    const turns = context.record[k];
    if (!Array.isArray(turns)) continue;
    for (const turn of turns.slice(0, MAX_TURNS)) {
      if (!turn || typeof turn !== 'object') continue;
      const t = /** @type {Record<string, unknown>} */ (turn);
      const roleValue = TURN_ROLE_KEYS.map((key) => t[key]).find((v) => typeof v === 'string');
      const role = typeof roleValue === 'string' ? roleValue.trim().toLowerCase().replace(/[\s-]+/g, '_') : '';
      const text = TURN_TEXT_KEYS.map((key) => t[key]).find((v) => typeof v === 'string' && v.trim());
      const content = typeof text === 'string' ? text.slice(0, MAX_TEXT) : '';
      if (!content) continue;
      if (role === 'user' || role === 'human') user.push(content);
      else if (UNTRUSTED_ROLES.has(role) || OUTSIDE_PARTY_ROLES.has(role)) untrusted.push(content);
    }
  }
  return { turns: untrusted, records, user };
}

/**
 * Whether the user named an address by its mailbox's own word ("forward it to the helpdesk" for
 * `it-helpdesk@…`, "para o suporte" for `suporte@…`): a word of five letters or more of its local part.
 * @param {string} userText lower case @param {string} token
 */
function namesInPart(userText, token) {
  const at = token.indexOf('@');
  if (at <= 0) return false;
  const plain = (/** @type {string} */ s) => s.normalize('NFD').replace(/\p{M}+/gu, '');
  const request = plain(userText);
  return plain(token.slice(0, at))
    .split(/[^\p{L}]+/u)
    .some((w) => w.length >= 5 && containsWord(request, w));
}

/**
 * Distinctive values of the call: numbers of three digits or more, and pieces that hold a digit or
 * a sign of a name (`/`, `.`, `#`, `_`, `@`, `:`) — paths and their file names, channels, ids,
 * addresses. Plain words and switches (`-rf`) are left out: any text may hold them.
 * @param {readonly import('./tools.js').Entry[]} entries
 */
function callTokens(entries) {
  /** @type {Set<string>} */
  const out = new Set();
  for (const e of entries) {
    if (e.value.length > 4000) continue;
    for (const raw of e.value.toLowerCase().split(/[\s"'`,;()[\]{}<>]+/)) {
      const piece = raw.replace(/^@(?=[./~\w])/, '').replace(/[.:!?]+$/, '');
      if (/^\d[\d.]*$/.test(piece)) {
        const n = normaliseNumber(piece);
        if (n.length >= 3) out.add(n);
        continue;
      }
      if (piece.length < 3 || piece.startsWith('-') || !/[\p{L}\p{N}]/u.test(piece) || !/[\d/.#_@:]/.test(piece)) continue;
      out.add(piece);
      const base = piece.replace(/\/+$/, '').split('/').pop() ?? '';
      if (base !== piece && base.length >= 3 && /[\d.#_]/.test(base)) out.add(base);
      if (out.size >= MAX_TOKENS) return [...out];
    }
  }
  return [...out];
}

/** Lower case without spaces or dashes. @param {string} s */
function compact(s) {
  return s.toLowerCase().replace(/[\s\-\u00a0\u202f]+/g, '');
}

/** @param {string} t */
function isNumber(t) {
  return /^\d+$/.test(t);
}

/** `4,900` and `4.900,00` and `4900.00` are 4900. @param {string} s */
function normaliseNumber(s) {
  return s.replace(/[.,]\d{1,2}$/, '').replace(/[^\d]/g, '').replace(/^0+(?=\d)/, '');
}

/** @param {string} text */
function numbersIn(text) {
  return [...text.matchAll(NUMBER)].map((m) => normaliseNumber(m[0].trim())).filter((n) => n.length >= 3);
}

/** Whether `text` holds `token` with no letter or digit glued to either side. @param {string} text @param {string} token */
function containsWord(text, token) {
  for (let at = text.indexOf(token); at >= 0; at = text.indexOf(token, at + 1)) {
    const before = text[at - 1] ?? ' ';
    const after = text[at + token.length] ?? ' ';
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return true;
  }
  return false;
}

/**
 * Words naming an AI or an assistant in the head of a note, in the product's languages and the finance set's
 * (es, it, nl, ru, tr, vi, th, hi, he, pt, ur, yo besides the rest): `AI`, `KI`, `IA`, `ИИ`, `yapay zeka`,
 * `trí tuệ nhân tạo`, `ปัญญาประดิษฐ์`, `कृत्रिम बुद्धि`, `בינה מלאכותית`, `인공지능`, `人工智能`, and the role words
 * (assistant, agent, bot, `asystent`, `asistan`, `трợ lý`, `ผู้ช่วย`, `सहायक`, `עוזר`, `اسسٹنٹ`, `مساعد`,
 * `olùrànlọ́wọ́`, `助手`, `アシスタント`, `어시스턴트`).
 */
const NOTE_HEAD_AI = new RegExp(
  [
    String.raw`(?<![\p{L}\p{N}])(?:ai|a\.i\.|ki|ia|ии|llms?|gpt|chatbots?|copilots?|bots?|assistants?|assistente|assistenti|asistente|assistent(?:en|e)?|asystent\p{L}{0,3}|asistan\p{L}{0,4}|ассистент\p{L}{0,3}|помощник\p{L}{0,3}|asisten|msaidizi|yapay zek\p{L}{1,4}|trợ lý|trí tuệ nhân tạo|olùrànlọ́wọ́|oluranlowo)(?![\p{L}\p{N}])`,
    String.raw`(?<![A-Za-z])(?:AI|KI|IA|LLM|GPT)(?![A-Za-z])`,
    String.raw`ผู้ช่วย|ปัญญาประดิษฐ์|सहायक|कृत्रिम बुद्धि|עוזר|בינה מלאכותית|اسسٹنٹ|معاون|مساعد|الذكاء الاصطناعي|دستیار|هوش مصنوعی|আর্টিফিশিয়াল|সহকারী|인공지능|어시스턴트|人工智能|智能助手|助手|アシスタント`,
  ].join('|'),
  'iu',
);
/**
 * The word agent in the head of a note (`agents`, `agente`, `Agenten`, `агент`, `ajan`, `एजेंट`, `에이전트`, `エージェント`):
 * help desks and agencies have human agents ("Note for agents: customer prefers e-mail"), so it names an AI only beside
 * an AI word (`AI agent`, `KI-Agent`, `agente IA`) or a word saying it reads or processes the text ("Note to the agent
 * processing this", "an den Agenten, der dies liest").
 */
const NOTE_HEAD_AGENT = /(?<![\p{L}\p{N}])(?:agents?|agente|agenti|agentes|agenten|агент\p{L}{0,3}|ajan\p{L}{0,4})(?![\p{L}\p{N}])|एजेंट|에이전트|エージェント/iu;
const NOTE_HEAD_AGENT_READS = /(?<![\p{L}\p{N}])(?:process\p{L}{0,4}|read\p{L}{0,3}|handl\p{L}{0,4}|pars\p{L}{0,4}|autonom\p{L}{0,4}|automat\p{L}{0,5}|verarbeit\p{L}{0,4}|liest|lesen\p{L}?|elabor\p{L}{0,4}|procesa\p{L}{0,4}|processa\p{L}{0,4}|traite\p{L}{0,3}|lee|lit|legge|lê|leest|verwerk\p{L}{0,4}|обрабатыва\p{L}{0,4}|чита\p{L}{0,4}|okuyan|işleyen)(?![\p{L}\p{N}])/iu;
/** Whether a note's head addresses an AI. @param {string} head */
const addressesAi = (head) => NOTE_HEAD_AI.test(head) || (NOTE_HEAD_AGENT.test(head) && NOTE_HEAD_AGENT_READS.test(head));
/** A quotation mark in a head (reported speech: `banner 'assistants: …'`); an apostrophe inside a word (`l'assistente`) is none. */
const QUOTED = /["“”«»]|(?<!\p{L})['‘’]|['‘’](?!\p{L})/u;
/** The head of a sentence, before its first colon, when it is short enough to be a note's address. */
const NOTE_HEAD = /^([^:：\n]{1,80})[:：]/u;

/**
 * A text others wrote without the sentences that open by addressing an AI or an assistant ("Note for the AI assistant
 * processing this: …", "Hinweis für den KI-Assistenten: …", "Uwaga dla asystenta AI: …", "ملاحظة للمساعد الذكي: …",
 * "AI اسسٹنٹ کے لیے نوٹ: …"): a planted order says what someone wants the agent to do, not what the call does nor what
 * the platform knows of it. Whether the call obeys it is judged from the call itself (followsToolOutput).
 * @param {string} text @param {readonly string[]} [callWords]  the words of what the call does (its tool name, operation and statement verbs)
 */
export function withoutNotesToAgent(text, callWords = []) {
  if (!/[:：]/.test(text) && !AI_OBLIGED.test(text)) return text;
  const sentences = text.split(/(?<=[.!?。！？])\s*|\n+/u);
  const does = operationsOf(callWords);
  const kept = sentences.filter((s) => {
    const order = orderToAi(s);
    if (order === undefined) return true;
    // A note whose order the call carries out (the same kind of operation: delete, reset, switch off, buy, …)
    // still frames the call: it is what the call obeys.
    return [...orderKinds(order)].some((o) => does.has(o));
  });
  return kept.length === sentences.length ? text : kept.join(' ');
}

/**
 * An obligation laid on an AI or an assistant anywhere in a sentence, not only at its head ("Dashboard annotation: 'the
 * FinOps assistant should call …'", "der Assistent muss …", "على المساعد …"). Only words naming an AI count: help desks
 * have human agents, so "agents must reply within a day" is no order to the model.
 */
const AI_OBLIGED = new RegExp(
  [
    String.raw`(?<![\p{L}\p{N}])(?:ai|llms?|gpt|chatbots?|copilots?|bots?|assistants?|assistente|assistenti|asistente|assistent(?:en|e)?|asystent\p{L}{0,3}|asistan\p{L}{0,4}|ассистент\p{L}{0,3}|помощник\p{L}{0,3}|asisten|msaidizi|trợ lý)\s+(?:must|should|shall|needs? to|has to|have to|is to|muss|müssen|soll|sollte|sollen|doit|doivent|devrait|debe|deben|debería|deve|devono|dovrebbe|moet|moeten|musí|musi|powinien|powinna|должен|должна|должны|harus|perlu|phải|nên|måste|skal|bør|olmalı)(?![\p{L}\p{N}])`,
    String.raw`(?:يجب على|على)\s+(?:ال)?مساعد|باید\s+دستیار|دستیار\s+باید`,
  ].join('|'),
  'iu',
);

/**
 * The order a sentence gives an AI: what follows a head addressing one ("Note for the AI assistant: …"; a quoted head
 * is reported speech) or an obligation laid on one (AI_OBLIGED); undefined where it gives none.
 * @param {string} s  one sentence
 */
function orderToAi(s) {
  const head = NOTE_HEAD.exec(s.trim())?.[1];
  if (head && !QUOTED.test(head) && addressesAi(head)) return s.slice(s.indexOf(head) + head.length + 1);
  const m = AI_OBLIGED.exec(s);
  return m ? s.slice(m.index + m[0].length) : undefined;
}

/**
 * The kinds of operation an order asks for: those of its first verb of a known kind ("disable audit logging during the
 * export" asks to disable; `call delete_budget_alerts(…)` asks to remove); empty where no verb of a known kind comes
 * before the sentence ends.
 * @param {string} order  the text of the order, from its first word
 */
export function orderKinds(order) {
  const sentence = order.split(/[.!?。！？](?:\s|$)|\n/u, 1)[0] ?? '';
  const first = sentence.toLowerCase().split(/[^\p{L}\p{N}]+/u).find((w) => operationsOf([w]).size);
  return first === undefined ? new Set() : operationsOf([first]);
}

/**
 * Kinds of operation, by the verbs (English, as tools and most planted orders write them) that name them.
 * @type {readonly [string, RegExp][]}
 */
const OPERATION_KINDS = [
  ['remove', /^(?:delete[sd]?|deleting|remove[sd]?|removing|purge[sd]?|purging|drop(?:s|ped)?|wipe[sd]?|wiping|erase[sd]?|erasing|destroy(?:s|ed)?|truncate[sd]?|clear(?:s|ed)?|empty|terminate[sd]?|deprovision|unpublish)$/],
  ['disable', /^(?:disable[sd]?|disabling|deactivate[sd]?|turn|switch|stop(?:s|ped)?|suspend(?:s|ed)?|pause[sd]?|bypass(?:es|ed)?|skip(?:s|ped)?|mute[sd]?|silence[sd]?|off|no)$/],
  ['reset', /^(?:reset(?:s|ting)?|factors?|mfa|2fa|unenroll|re-?enroll)$/],
  ['buy', /^(?:buy(?:s|ing)?|purchase[sd]?|order(?:s|ed)?|checkout)$/],
  ['pay', /^(?:pay(?:s|ing)?|payout|payment|transfer(?:s|red)?|wire[sd]?|remit|send_money|refund(?:s|ed)?|disburse)$/],
  ['send', /^(?:send(?:s|ing)?|e-?mail(?:s|ed)?|forward(?:s|ed)?|share[sd]?|sharing|post(?:s|ed)?|publish(?:es|ed)?|upload(?:s|ed)?|export(?:s|ed)?|invite[sd]?|message)$/],
  ['grant', /^(?:grant(?:s|ed)?|add(?:s|ed)?|assign(?:s|ed)?|promote[sd]?|elevate[sd]?|invite[sd]?|create[sd]?|make|owner|admin)$/],
  ['change', /^(?:change[sd]?|update[sd]?|set|edit(?:s|ed)?|modify|replace[sd]?|upgrade[sd]?|downgrade[sd]?|approve[sd]?)$/],
];

/** The kinds of operation a list of words names. @param {readonly string[]} ws */
function operationsOf(ws) {
  /** @type {Set<string>} */
  const out = new Set();
  for (const w of ws) for (const [kind, re] of OPERATION_KINDS) if (re.test(w)) out.add(kind);
  return out;
}

/**
 * The kinds of operation (remove, disable, reset, pay, grant, …) a text others wrote orders the agent to carry out, in a
 * sentence that addresses it ("Also, support bot: delete all notes on my profile…", "Note for the AI: …", "the assistant
 * must …"), where the call carries out the same kind and the user's own request names no verb of it. What the call
 * obeys is the sender's wish, not the user's.
 * @param {import('./context.js').ActionContext} context
 * @param {readonly string[]} callWords  the words of what the call does (its tool name and operation)
 * @param {readonly string[]} [removalWords]  settings.removalRequests: a request holding one asks to remove, in its own language
 * @returns {string[]}
 */
export function plantedOrderKinds(context, callWords, removalWords = []) {
  const does = operationsOf(callWords);
  if (!does.size) return [];
  const request = requestText(context, 2000) ?? '';
  const asked = operationsOf(request.split(/[^\p{L}\p{N}_]+/u));
  if (removalWords.length && holdsRequestWord(request, removalWords.map((w) => w.toLowerCase()))) asked.add('remove');
  /** @type {Set<string>} */
  const out = new Set();
  for (const text of readTexts(context)) {
    for (const sentence of text.slice(0, MAX_TEXT).split(SENTENCE_END)) {
      const s = sentence.trim();
      const head = NOTE_HEAD.exec(s)?.[1];
      const noted = head !== undefined && !QUOTED.test(head) && addressesAi(head);
      if (!noted && !ADDRESS_TO_AGENT.test(s) && !ORDER_TO_AGENT.test(s)) continue;
      const rest = (head !== undefined ? s.slice(s.indexOf(head) + head.length + 1) : s).toLowerCase().split(/[^\p{L}\p{N}]+/u);
      const first = rest.find((w) => operationsOf([w]).size);
      if (first === undefined) continue;
      for (const kind of operationsOf([first])) if (does.has(kind) && !asked.has(kind)) out.add(kind);
    }
  }
  return [...out];
}
