// @ts-check
// prompt_injection detectors that read the shape of the text rather than its phrases:
//  - adversarial suffixes: optimised attack strings (GCG and its kin) are token soup — words glued
//    to brackets and symbols, case breaks inside words, lone brackets — far from natural language
//    and from code, which has its own regular shape;
//  - hidden instructions: text a reader of the rendered page never sees (HTML comments, elements
//    styled invisible, alt/title/aria attributes, markdown comment links) that is addressed to the
//    model, judged by the learned model and by an addressed-imperative test.

/** @typedef {{ start: number, end: number, kind: string }} Region */

const TRAILING_OK = /^[("'“‘«¿¡]*[\p{L}\p{M}\p{N}]+(?:['’][\p{L}]+)?[)"'”’».,!?;:…]*$/u;
const WORDISH = /^[("'“‘«]*[\p{L}\p{M}\p{N}]+(?:[-'’.][\p{L}\p{M}\p{N}]+)*[)"'”’».,!?;:…]*$/u;
const URLISH = /^(?:[a-z][a-z0-9+.-]*:\/\/|www\.|[\w.+-]+@[\w-]+\.|[./~]?[\w.-]+\/[\w./-]*$|#[\w-]+$|@[\w-]+$|\$?[\d.,:%/+-]+$)/i;
const LONE = /^[[\]{}()!\\`~^_;@$<>]+$/;
const SOUP_CHARS = /[[\]{}()\\`~^_@$<>*|]/;
const CASE_BREAK = /\p{Ll}\p{Lu}|\p{Lu}{2}\p{Ll}{2}/u;
// Code, data and markup have their own regular shape: statements, operators, tags, key/value
// pairs, table cells. Two such marks on a line make it one of those, not an attack string.
const CODE_MARKS = [/;\s*$/, /[=!]==?|=>|->|::|\+=/, /\b(?:function|return|const|let|var|def|class|import|public|private|void|int|SELECT|FROM|WHERE|np|self|this)\b/, /^\s*(?:[#/*-]|\d+\.)/, /<\/?[a-z][\w-]*[\s>]/, /[{[(]\s*$|^\s*[}\])]/, /["'][\w-]{1,40}["']\s*:/, /\]\(|\]\[/, /^\s*\||\|\s*$/, /\b[a-z]+\.[a-z]+\(/i, /^[\w-]+(?: [\w-]+)?:\s/];
const LEADING_PROSE = /^\s*\p{Lu}?\p{Ll}+(?:[ ,'’]+\p{L}\p{Ll}*){4}/u;
const PLAIN_WORD = /^[A-Za-z]?[a-z]+[.,!?;:]?$/;
const SEPARATOR = /^([#=*-])\1{2,}$/;
const TEMPLATE_TOKEN = /^[("'“‘`]?(?:<\|[a-z_]{2,20}\|>(?:[a-z]{2,12})?|\[\/?INST\]|<<\/?SYS>>|<\/?s>)[)"'”’`.,:;]*$/;
/** Two of CODE_MARKS on the line (the search stops at the second). */
function codeLike(/** @type {string} */ line) {
  let n = 0;
  for (const re of CODE_MARKS) if (re.test(line) && ++n === 2) return true;
  return false;
}

/**
 * Per token: 1 when it looks like soup (letters glued to symbols, a case break inside a word, a
 * lone bracket or symbol run), 0 for words, numbers, URLs, paths and punctuation of prose.
 * @param {string} token
 */
function soupy(token) {
  // Most tokens are plain words: lower case, one capital first, one closing mark; every test
  // below passes them as prose (no case break, no glued symbol), so they skip the tests.
  if (PLAIN_WORD.test(token)) return 0;
  // A chat template's own tokens ("<|im_start|>", "[INST]", "<<SYS>>") are delimiters, which the
  // delimiter rules judge with their own documentation dampening: not token soup.
  if (TEMPLATE_TOKEN.test(token)) return 0;
  if (token.length > 60 || token.includes('://') || /\]\((?:[a-z]+:|[/#.])/i.test(token) || token.startsWith('`')) return 0;
  if (LONE.test(token) || /^[!?*]{2,}$/.test(token)) return 1;
  if (URLISH.test(token)) return 0;
  const letters = (token.match(/\p{L}/gu) ?? []).length;
  // Bare punctuation runs ("??>", "}`->", "%{", "///") are soup too, but not prose's own marks
  // (ellipses, dashes, closing quotes) or the arrows and operators of notes.
  if (letters < 2) return letters === 0 && PUNCT_RUN.test(token) && !PROSE_PUNCT.test(token) && !NOTE_MARKS.test(token) ? 1 : 0;
  if (TRAILING_OK.test(token) || WORDISH.test(token)) return CASE_BREAK.test(token) && letters >= 5 ? 1 : 0;
  return SOUP_CHARS.test(token) || /[.!?]+[\p{L}]/u.test(token) || CASE_BREAK.test(token) ? 1 : 0;
}

/**
 * The lines of a text that the suffix detectors judge, with their offsets: at least `minLength`
 * characters, not indented or quoted, outside fenced code blocks, and not shaped like code or data
 * unless the line opens as a sentence ("Write a script that …" is a request even when the string
 * glued to it borrows code marks).
 * @param {string} text
 * @param {ReadonlyArray<{ start: number, end: number }>} code  fenced code blocks
 * @param {number} minLength
 * @returns {Generator<{ line: string, at: number }>}
 */
function* judgedLines(text, code, minLength) {
  let lineStart = 0;
  for (const line of text.split('\n')) {
    const at = lineStart;
    lineStart += line.length + 1;
    if (line.length < minLength || /^(?: {4}|\t|\s*>)/.test(line) || code.some((c) => at >= c.start && at < c.end)) continue;
    if (!LEADING_PROSE.test(line) && codeLike(line)) continue;
    yield { line, at };
  }
}

/** @typedef {{ start: number, text: string }} Token */

/** Lines shorter than this are judged by neither detector. */
const MIN_JUDGED = 30;

/**
 * The judged lines of a run's text with their tokens, which both detectors read: kept with the
 * run's list of code blocks, so they go when the run does.
 * @type {WeakMap<object, { text: string, lines: Array<{ line: string, at: number, tokens: Token[] }> }>}
 */
const judged = new WeakMap();

/**
 * The judged lines of a text (judgedLines with MIN_JUDGED) and their whitespace-separated tokens
 * after maskMarkdown, with offsets in the text; computed once for the two detectors of a run.
 * @param {string} text
 * @param {ReadonlyArray<{ start: number, end: number }>} code
 */
function judgedTokens(text, code) {
  const kept = judged.get(code);
  if (kept?.text === text) return kept.lines;
  const lines = [];
  for (const { line, at } of judgedLines(text, code, MIN_JUDGED)) {
    /** @type {Token[]} */
    const tokens = [];
    const masked = maskMarkdown(line);
    for (let m = TOKEN.exec(masked); m; m = TOKEN.exec(masked)) tokens.push({ start: at + m.index, text: m[0] });
    lines.push({ line, at, tokens });
  }
  judged.set(code, { text, lines });
  return lines;
}

const TOKEN = /\S+/g;

/**
 * The stretch of one line that reads most like an optimised attack string, when one does. Lines
 * in code blocks, indented or quoted lines, and lines shaped like code, data or tables are not
 * judged; the line (or the text) must also carry prose, since an attack string rides on a request.
 * @param {string} text
 * @param {{ window: number, minRatio: number, minTokens: number, minProse: number }} s
 * @param {ReadonlyArray<{ start: number, end: number }>} code  fenced code blocks
 * @returns {{ start: number, end: number, ratio: number } | undefined}
 */
export function adversarialSuffix(text, s, code) {
  /** @type {{ start: number, end: number, ratio: number } | undefined} */
  let best;
  for (const { line, at, tokens: words } of judgedTokens(text, code)) {
    if ((line.match(/["'][ \t]?:/g)?.length ?? 0) >= 2) continue; // key/value data
    if (words.length < s.minTokens) continue;
    // A run of one markup symbol that recurs on the line ("### BEGIN ### … ### END ###", "=== A ===")
    // sets off sections: prose's markers, not soup.
    const markers = words.filter((w) => SEPARATOR.test(w.text)).map((w) => w.text);
    const paired = new Set(markers.filter((m, i) => markers.indexOf(m) !== i));
    const tokens = words.map((w) => ({ start: w.start, end: w.start + w.text.length, soup: paired.has(w.text) ? 0 : soupy(w.text) }));
    const n = Math.min(s.window, tokens.length);
    let sum = 0;
    for (let i = 0; i < tokens.length; i++) {
      sum += tokens[i]?.soup ?? 0;
      if (i >= n) sum -= tokens[i - n]?.soup ?? 0;
      if (i + 1 < n) continue;
      const ratio = sum / n;
      if (ratio < s.minRatio || (best && best.ratio >= ratio)) continue;
      const first = tokens[i + 1 - n];
      const last = tokens[i];
      // The request the string rides on: words of prose on the same line, before it.
      if (first && last && proseWords(text.slice(at, first.start)) >= s.minProse) best = { start: first.start, end: last.end, ratio };
    }
  }
  return best;
}

/**
 * The line with Markdown's own punctuation blanked out (same length, so offsets hold): link
 * brackets and targets, emphasis marks at word edges.
 */
function maskMarkdown(/** @type {string} */ line) {
  // Each replacement needs a bracket, an asterisk or an underscore to act on.
  if (!/[[*_]/.test(line)) return line;
  const blank = (/** @type {string} */ m) => ' '.repeat(m.length);
  return line
    .replace(/\[([^\]\n]{1,200})\]\(([^)\s]{1,500})\)/g, (m, inner) => ` ${inner}${blank(m.slice(inner.length + 1))}`)
    .replace(/(^|\s)(\*\*|__|\*|_)(?=\p{L})/gu, (m, pre, mark) => pre + blank(mark))
    .replace(/(?<=[\p{L}.,!?:;])(\*\*|__|\*|_)(?=[\s.,!?:;]|$)/gu, blank);
}

const proseWords = (/** @type {string} */ s) => s.match(/(?<=^|\s)[("'“]?\p{L}{2,}[)"'”.,!?:;]?(?=\s|$)/gu)?.length ?? 0;

const ATTRIBUTE = /\b(alt|title|aria-label|data-[\w-]+)\s*=\s*("([^"]{12,2000})"|'([^']{12,2000})')/gi;
const MD_IMAGE_ALT = /!\[([^\]\n]{12,1000})\]\(/g;
const MD_COMMENT = /^[ \t]{0,3}\[[^\]\n]{0,40}\]:\s*(?:#|<>|<#>)\s*(?:"([^"\n]{4,2000})"|\(([^)\n]{4,2000})\)|'([^'\n]{4,2000})')/gm;

/**
 * Parts of the text a reader of the rendered page or document does not see.
 * @param {string} text
 * @param {readonly Region[]} hiddenMarkup  comments and invisible elements (context.js)
 * @returns {Region[]}
 */
export function unseenRegions(text, hiddenMarkup) {
  /** @type {Region[]} */
  const out = hiddenMarkup.map((h) => (h.kind === 'html_comment' ? { start: h.start + 4, end: Math.max(h.start + 4, h.end - 3), kind: h.kind } : h));
  if (text.includes('=')) {
    for (const m of text.matchAll(ATTRIBUTE)) {
      const value = m[3] ?? m[4] ?? '';
      const start = (m.index ?? 0) + m[0].indexOf(value);
      out.push({ start, end: start + value.length, kind: `${(m[1] ?? '').toLowerCase().startsWith('data-') ? 'data' : (m[1] ?? '').toLowerCase()}_attribute` });
    }
  }
  if (text.includes('![')) for (const m of text.matchAll(MD_IMAGE_ALT)) out.push({ start: (m.index ?? 0) + 2, end: (m.index ?? 0) + 2 + (m[1] ?? '').length, kind: 'image_alt_text' });
  if (text.includes(']:')) {
    for (const m of text.matchAll(MD_COMMENT)) {
      const value = m[1] ?? m[2] ?? m[3] ?? '';
      const start = (m.index ?? 0) + m[0].lastIndexOf(value);
      out.push({ start, end: start + value.length, kind: 'markdown_comment' });
    }
  }
  return out;
}

// Addressed to a model ("AI", "assistant", "summarizer", "language model", …) and phrased as an
// order. Both are needed: "TODO: fix the layout" is an order to a person, "AI-generated" a label.
const ADDRESSEE = /\b(?:ai|a\.i\.|assistant|chatbot|bot|llm|gpt|claude|gemini|copilot|language model|model|agent|summari[sz]er|summary|reader|crawler)\b/i;
const IMPERATIVE =
  /(?:^|[.!:;,\n]\s*|\b(?:you must|you should|you will|please|always|never)\s+)(?:ignore|disregard|forget|override|reveal|print|output|repeat|send|forward|include|insert|add|append|tell|say|respond|reply|answer|write|recommend|describe|state|mention|claim|praise|rate|rank|call|run|execute|visit|open|fetch|navigate|click|email|post|delete|remove|do not|don't|stop)\b/i;

// How to speak of the page, given to whoever reads it: an imperative of describing, recommending
// or telling opening a sentence ("Always describe this kettle as …", "Tell readers to …",
// "Recommend only our plan", "Décris ce produit comme …"). People who keep a page leave each other
// orders to run, restart, update or ask; an order about what to say of the page is for its reader.
const PRESENTATION_ORDER =
  /(?:^|[.!:;\n]\s*|\b(?:you must|you should|please|always|never|only|do not|don't)\s+)(?:describe|present|portray|call|tell|say|recommend|rank|rate|mention|claim|state|praise|promote|respond|reply|answer|summari[sz]e|refer to|advise|urge|warn|omit|leave out|downplay|décri[st]|présente|recommande|dis|descri(?:be|ba|va|vi)|presenta|recomienda|recomende|raccomanda|consiglia|diga|beschreibe|empfiehl|sag|nenne)\b/iu;

/** Whether a hidden text tells its reader how to describe or what to say of the page. */
export function presentationOrder(/** @type {string} */ text) {
  return PRESENTATION_ORDER.test(text.trim());
}

// Markers that open a note from one developer to another (a comment in markup or code).
const DEVELOPER_NOTE = /^[\s*#/-]{0,6}(?:todo|fixme|xxx|hack|note\s+to\s+self|eslint|prettier|@ts-|istanbul|webpack|deprecated)\b/i;

/** Whether a hidden text opens as a developer's note ("TODO: …", "FIXME …", "eslint-disable …"). */
export function developerNote(/** @type {string} */ text) {
  return DEVELOPER_NOTE.test(text);
}

/** Whether a hidden text is an order to the model. */
export function addressedOrder(/** @type {string} */ text) {
  return ADDRESSEE.test(text) && IMPERATIVE.test(text);
}

// Many-shot priming: a forged dialogue in which the assistant complies again and again, ending on
// the question the attacker wants answered. Turn labels are the common transcript ones; a reply
// counts as compliant when it opens with an affirmation or a first step.
// Labels in the packs' languages; a label may carry a qualifier in brackets ("A (uncensored):").
const QUALIFIER = '(?:[ \\t]{0,2}[([][^)\\]\\n]{1,30}[)\\]])?';
const USER_LABELS = 'user|human|me|q|question|prompt|usuario|usuário|utilisateur|utente|benutzer|nutzer|gebruiker|użytkownik|kullanıcı|пользователь|用户|ユーザー|사용자|المستخدم|उपयोगकर्ता';
const ASSISTANT_LABELS = 'assistant|ai|a|answer|bot|chatbot|model|gpt|chatgpt|claude|llm|you|asistente|assistente|assistent|asystent|asistan|ассистент|ии|助手|アシスタント|어시스턴트|المساعد|सहायक';
const USER_TURN = new RegExp(`^[ \\t]*(?:${USER_LABELS})${QUALIFIER}[ \\t]*[:：]`, 'iu');
const ASSISTANT_TURN = new RegExp(`^[ \\t]*(?:${ASSISTANT_LABELS})${QUALIFIER}[ \\t]*[:：][ \\t]*(.*)$`, 'iu');
const ASSISTANT_SLOT = new RegExp(`(?:^|\\n)[ \\t]*(?:${ASSISTANT_LABELS})${QUALIFIER}[ \\t]*[:：][ \\t]*$`, 'iu');
const COMPLIANT =
  /^(?:[¡¿]?(?:sure|of course|absolutely|certainly|definitely|happy to|glad to|no problem|easy|here(?:'s| is| are| you go)|yes|okay|ok|great|right away|step 1|first(?:,|ly)|you(?:'ll| will)? need|claro|por supuesto|fácil|desde luego|bien sûr|volontiers|facile|certo|certamente|natürlich|klar|gerne|zeker|natuurlijk|oczywiście|jasne|tabii|elbette|конечно|разумеется|легко)(?![\p{L}])|当然|好的|没问题|もちろん|いいですよ|물론|좋아요|بالتأكيد|بالطبع|ज़रूर|जरूर|बिल्कुल)/iu;

/**
 * The forged many-shot dialogue of a text, when there is one: at least `minShots` assistant turns
 * that comply, each after a user turn, and a user turn (the real request) after the last of them.
 * A dialogue that ends on an empty assistant label asks the model to write the next compliant
 * turn itself: there `minShotsToSlot` (fewer) compliant turns are enough.
 * @param {string} text
 * @param {{ minShots: number, minShotsToSlot?: number }} s
 * @returns {{ start: number, end: number, shots: number } | null}
 */
export function manyShot(text, s) {
  let shots = 0;
  let start = -1;
  let lastUser = -1;
  let pendingUser = false;
  let end = 0;
  let offset = 0;
  for (const line of text.split('\n')) {
    if (USER_TURN.test(line)) {
      pendingUser = true;
      lastUser = offset;
      if (start < 0) start = offset;
    } else {
      const m = ASSISTANT_TURN.exec(line);
      if (m && pendingUser) {
        pendingUser = false;
        if (COMPLIANT.test((m[1] ?? '').trim())) shots++;
      }
    }
    offset += line.length + 1;
    end = Math.min(text.length, offset);
  }
  // The dialogue must end on a request: an unanswered user turn, or an empty assistant slot.
  const endsOnSlot = !pendingUser && ASSISTANT_SLOT.test(text.trimEnd());
  const needed = endsOnSlot ? Math.min(s.minShots, s.minShotsToSlot ?? s.minShots) : s.minShots;
  return shots >= needed && (pendingUser || endsOnSlot) && start >= 0 ? { start, end: Math.max(end, lastUser), shots } : null;
}

// Word salad: optimised suffixes that are mostly words ("tutorial pd vibrant Sure manually.).
// Begin reply similarly ?: seriously revert Austin") escape the soup ratio. What gives them away is
// the statistics of the line's tail: English prose has function words every few tokens, these
// have almost none, and instead capitals in mid-sentence next to punctuation no writer glues.
const FUNCTION_WORDS = new Set(
  'the a an to and of is are was were be been you your i me my it its this that these those in on for with what how please all any not no do does did from as at or can will would should could if then than so but by about into over he she they we our their his her them us which who when where why there here just only also very more most some such each other up out off'.split(' '),
);
const NOTE_MARKS = /^(?:->|=>|<-|<=|>=|==|!=|\+\+|&&|\|\||:\)|:-\)|;\)|:\(|:D|<3|\/\/|\*\*|__|\?!|!\?|\?\?|!!|!!!|\?\?\?)$/;
const SENTENCE_END = /[.!?:]["'”’)\]]*$/;
const MID_CAPITAL = /^[("'“‘]?\p{Lu}\p{Ll}{1,}[)"'”’.,!?;:]*$/u;
const PUNCT_RUN = /^[^\p{L}\p{N}\s]{2,}$/u;
const PROSE_PUNCT = /^(?:\.{2,}|-{2,3}|…|[.,;]["'”’)]|["'“‘(][.,]?)$/u;
const LONE_MARK = /^[?!:;]$/;
const GLUED_PUNCT = /\p{L}[.,;:!?]+[)\]}([`/\\-]|[)\]}][.,;:!?(\[]/u;

/** Whether at least `min` of the first `count` tokens are function words (reads only as far as it must). */
function functionWordsAtLeast(/** @type {ReadonlyArray<{ text: string }>} */ tokens, /** @type {number} */ count, /** @type {number} */ min) {
  let n = 0;
  for (let i = 0; i < count && n < min; i++) if (FUNCTION_WORDS.has((tokens[i]?.text ?? '').toLowerCase().replace(/[^\p{L}']/gu, ''))) n++;
  return n >= min;
}

/**
 * The tail of a line that reads like an optimised word-salad suffix, when one does: the last
 * `window` tokens of a line that opens as an English request (at least `minProse` words before the
 * tail, two of them function words), with at most `maxFunctionWords` function words in the tail
 * and at least `minOdd` odd tokens — capitals between lower-case words, distinct symbol-glued or
 * case-broken tokens and runs of bare punctuation — of which at least one is punctuation and one a
 * capital (one fewer when the tail has no function word at all).
 * @param {string} text
 * @param {{ window: number, maxFunctionWords: number, minOdd: number, minProse: number }} s
 * @param {ReadonlyArray<{ start: number, end: number }>} code  fenced code blocks
 * @returns {{ start: number, end: number, odd: number } | undefined}
 */
export function wordSalad(text, s, code) {
  /** @type {{ start: number, end: number, odd: number } | undefined} */
  let best;
  for (const { line, tokens } of judgedTokens(text, code)) {
    if (line.length < 40 || !/^\s*[("'“]?\p{L}/u.test(line)) continue;
    if (tokens.length < s.window + s.minProse) continue;
    const tail = tokens.slice(-s.window);
    if (tokens.length - s.window < s.minProse || !functionWordsAtLeast(tokens, tokens.length - s.window, 2)) continue;
    let functionWords = 0;
    let capitals = 0;
    /** @type {Set<string>} */
    const marks = new Set();
    const lowerStart = (/** @type {string | undefined} */ t) => t === undefined || /^[("'“‘]?\p{Ll}/u.test(t);
    for (let i = 0; i < tail.length; i++) {
      const token = tail[i]?.text ?? '';
      const previous = i > 0 ? tail[i - 1]?.text : tokens[tokens.length - s.window - 1]?.text;
      const word = token.toLowerCase().replace(/[^\p{L}']/gu, '');
      if (FUNCTION_WORDS.has(word)) functionWords++;
      // A capital between two lower-case words, mid-sentence ("vibrant Sure manually"): titles,
      // tags and lists of names come in runs or after punctuation instead.
      else if (MID_CAPITAL.test(token)) {
        if (token !== 'I' && lowerStart(previous) && !SENTENCE_END.test(previous ?? '') && lowerStart(tail[i + 1]?.text)) capitals++;
      } else if (soupy(token) || (PUNCT_RUN.test(token) && !PROSE_PUNCT.test(token)) || LONE_MARK.test(token) || GLUED_PUNCT.test(token)) marks.add(token);
    }
    const odd = capitals + marks.size;
    // No function word at all in the tail is rarer in prose than one: one odd token fewer will do.
    const needed = functionWords === 0 ? s.minOdd - 1 : s.minOdd;
    if (functionWords > s.maxFunctionWords || odd < needed || capitals === 0 || marks.size === 0) continue;
    const first = tail[0];
    const last = tail[tail.length - 1];
    if (first && last && (!best || odd > best.odd)) best = { start: first.start, end: last.start + last.text.length, odd };
  }
  return best;
}
