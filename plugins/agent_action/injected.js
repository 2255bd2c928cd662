// @ts-check
// A call that carries out an instruction from content a tool returned rather than from the user.
// The request context may hold the conversation so far (`conversation`, `messages`, `history`):
// the user's turns, and the turns of tools (a fetched page, an e-mail, a search hit) whose text
// anyone could have written. When a sentence of a tool's text is addressed to the agent ("AI
// agents: …", "the assistant must …", "Nota per l'assistente: …") and names a value the call acts
// on (a path, an amount, a channel, a file) that the user's own words never name, the call follows
// that sentence, not the user.

/** Context fields holding the conversation before the call. */
const CONVERSATION_KEYS = ['conversation', 'messages', 'history', 'transcript', 'turns'];
/** Roles whose text comes from outside: tools and what they fetched. */
const UNTRUSTED_ROLES = new Set(['tool', 'function', 'tool_result', 'tool_output', 'observation', 'ipython', 'retrieval', 'document']);
/** Context fields holding the user's own request. */
const REQUEST_KEYS = ['user_request', 'request', 'task', 'instruction', 'instructions'];
const MAX_TURNS = 100;
const MAX_TEXT = 20_000;
const MAX_TOKENS = 200;

/**
 * Words by which text addresses an AI agent, in the product's languages. Bare "agent" and
 * "assistant" are human roles too; they count here only together with a value of the call that the
 * user never named, in the same sentence of a tool's output.
 */
const ADDRESSEE =
  /(?<![\p{L}\p{N}])(?:ai|a\.i\.|llms?|gpt|chatbots?|copilots?|assistants?|agents?|automated|automation|bots?|ki|ia|assistente|assistenti|asistente|assistent(?:en)?|agente|agenten|asystent\p{L}{0,3}|agent(?:a|owi)|asistan\p{L}{0,4}|ajan\p{L}{0,4}|ии|ассистент\p{L}{0,3}|агент\p{L}{0,3}|помощник\p{L}{0,3}|yapay zek\p{L}{1,4}|アシスタント|エージェント|助手|智能体|代理|어시스턴트|에이전트|المساعد|الوكيل|सहायक|एजेंट)(?![\p{L}\p{N}])/iu;
/** Sentence ends: a stop followed by space, or a line break. */
const SENTENCE_END = /(?<=[.!?])\s+|(?<=[。！？])|\n+/u;
/** A number written with group separators or decimals (`4,900`, `12 500`, `1.250,00`). */
const NUMBER = /\d(?:[\d,.'\u00a0\u202f ]{0,20}\d)?/g;

/**
 * @param {import('./context.js').ActionContext} context
 * @param {readonly import('./tools.js').Entry[]} entries  the call's string and number arguments
 * @returns {boolean} whether the call acts on a value named only by a tool's text addressed to the agent
 */
export function followsToolOutput(context, entries) {
  const { untrusted, user } = conversationTexts(context);
  if (!untrusted.length) return false;
  const userText = user.join('\n').toLowerCase();
  const userNumbers = new Set(numbersIn(userText));
  const tokens = callTokens(entries).filter((t) => (isNumber(t) ? !userNumbers.has(t) : !containsWord(userText, t)));
  if (!tokens.length) return false;
  for (const text of untrusted)
    for (const sentence of text.split(SENTENCE_END)) {
      if (!ADDRESSEE.test(sentence)) continue;
      const lower = sentence.toLowerCase();
      const numbers = new Set(numbersIn(lower));
      if (tokens.some((t) => (isNumber(t) ? numbers.has(t) : containsWord(lower, t)))) return true;
    }
  return false;
}

/** @param {import('./context.js').ActionContext} context */
function conversationTexts(context) {
  /** @type {string[]} */
  const untrusted = [];
  /** @type {string[]} */
  const user = [];
  for (const k of REQUEST_KEYS) {
    const v = context.record[k];
    if (typeof v === 'string') user.push(v.slice(0, MAX_TEXT));
  }
  for (const k of CONVERSATION_KEYS) {
    const turns = context.record[k];
    if (!Array.isArray(turns)) continue;
    for (const turn of turns.slice(0, MAX_TURNS)) {
      if (!turn || typeof turn !== 'object') continue;
      const t = /** @type {Record<string, unknown>} */ (turn);
      const role = typeof t['role'] === 'string' ? t['role'].toLowerCase() : '';
      const content = typeof t['content'] === 'string' ? t['content'].slice(0, MAX_TEXT) : '';
      if (!content) continue;
      if (role === 'user' || role === 'human') user.push(content);
      else if (UNTRUSTED_ROLES.has(role)) untrusted.push(content);
    }
  }
  return { untrusted, user };
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
