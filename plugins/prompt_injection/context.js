// @ts-check
// prompt_injection context: what surrounds a match in the ORIGINAL text. Decides whether the
// phrase is quoted or shown as code, whether the text around it talks ABOUT injections
// (educational, technical documentation, fiction), whether it stands as an imperative at the
// start of a line or sentence, whether it addresses the model, and whether it sits in markup a
// reader never sees (HTML comments, display:none, white-on-white text).

import { termsRegex } from './settings.js';

/** @typedef {import('./settings.js').Settings} Settings */

// Opening quote → its closing quotes. Straight quotes and backticks are their own closers; „ closes
// with “ in German and with ” in Polish, Dutch or Romanian.
const PAIRS = new Map([
  ['"', '"'], ['“', '”'], ['„', '“”'], ['«', '»'], ['‹', '›'], ['「', '」'], ['『', '』'], ['《', '》'], ['‘', '’'], ['`', '`'], ["'", "'"], ['‚', '‘'], ['〝', '〞'],
]);
const CLOSERS = new Set([...PAIRS.values()].flatMap((c) => [...c]));
export { PAIRS as QUOTE_PAIRS };
const WORD = /[\p{L}\p{N}]/u;
// A string that opens as a JSON value or array element ("key": "…", ["…", "…"]) is data.
// A quote that names the state the reader is placed in ('you are now in "maintenance mode"', "вы
// находитесь в «режиме …»", "vous êtes en « mode … »") sets it off as a name, not
// as a mention: the clause before it puts "you" in it, in the pack languages (Hindi closes the
// clause after the quote: "तुम अभी '…' में हो").
const PLACED_IN_BEFORE = /(?:\byou(?:['’]re|\s{1,2}are)\s{1,2}(?:now\s{1,2})?(?:(?:running|operating|working)\s{1,2})?in|(?<![\p{L}])(?:du\s{1,2}bist\s{1,2}(?:jetzt\s{1,2}|nun\s{1,2})?im|du\s{1,2}arbeitest\s{1,2}(?:jetzt\s{1,2})?im|sie\s{1,2}sind\s{1,2}(?:jetzt\s{1,2})?im|tu\s{1,2}es\s{1,2}(?:maintenant\s{1,2}|désormais\s{1,2})?(?:en|dans\s{1,2}le)|vous\s{1,2}êtes\s{1,2}(?:maintenant\s{1,2})?(?:en|dans\s{1,2}le)|est[áa]s\s{1,2}(?:ahora\s{1,2})?en(?:\s{1,2}el)?|(?:você|tu)\s{1,2}est[áa]s?\s{1,2}(?:agora\s{1,2})?(?:em|no)|sei\s{1,2}(?:ora\s{1,2}|adesso\s{1,2})?(?:in|nella)|jeste[śs]\s{1,2}(?:teraz\s{1,2})?w|dzia[łl]asz\s{1,2}(?:teraz\s{1,2})?w|(?:ты|вы)\s{1,2}(?:сейчас\s{1,2}|теперь\s{1,2})?(?:работаешь|работаете|находишься|находитесь)?\s{0,2}в)|你(?:现在)?(?:处于|进入了?)|あなたは(?:今)?)\s{0,2}$/iu;
/** An order to run a command, then up to 30 characters of adverbs or place, right before inline code. */
const RUN_BEFORE = /(?:(?<![\p{L}])(?:run|execute|exec|f[üu]hre?|ejecuta|ex[ée]cute[sz]?|esegui|uruchom|wykonaj|выполни(?:те)?|запусти(?:те)?)(?![\p{L}])|执行|運行|运行|実行|실행)[^\n`.;:!?]{0,30}$/iu;
const RUN_NEGATED = /(?<![\p{L}])(?:never|not|don['’]?t|nie|nicht|niemals|no|nunca|ne|jamais|non|mai|não|никогда|не)(?![\p{L}])|不要|别|切勿|禁止|しないで|하지\s?마/iu;
const PLACED_IN_HINDI = /(?:तुम|आप)\s{1,2}(?:अभी\s{1,2}|अब\s{1,2})?$/u;
const PLACED_IN_HINDI_AFTER = /^\s{0,2}में\s{1,2}(?:हो|हैं)/u;
const JSON_VALUE = /["'][ \t]{0,3}:[ \t]{0,3}$|[[{][ \t]{0,3}$|["'\]}][ \t]{0,3},[ \t]{0,3}$/;

const ASCII_ONLY = /^[\x00-\x7f]*$/;

// A text that denies being an attack ("this is not a prompt injection: …", "geen prompt-injectie",
// "keine Übung", "pas un exemple", "no es un ejemplo", "не пример", "bir örnek değil", "不是示例")
// does not talk about attacks: the negated term is no educational context. Negation words just
// before the term (with an optional article), or a Turkish "değil" closing its noun phrase.
const DENIED_BEFORE = /(?:(?:^|[^\p{L}])(?:not|no|never|isn'?t|geen|niet|kein\p{L}{0,2}|nicht|pas|non|nie|не|нет|não|nem|nu)(?:\s{1,3}(?:a|an|any|een|ein\p{L}{0,2}|un|une|una|uno|um|uma|es|est|è|é|jest|bir|o))?|(?:^|[^\p{L}])(?:no|não)\s{1,3}(?:es|son|é|são)(?:\s{1,3}(?:un|una|um|uma))?|不是|并非|並非)[\s"'“”«»-]{0,3}$/u;
const DENIED_AFTER = /^[\p{L}\p{M}\s'-]{0,24}?(?<![\p{L}\p{M}])değil(?![\p{L}\p{M}]{5})/u;

/**
 * The quotes opened in text[from, to) and not closed by `to`, innermost last.
 * @returns {Array<{ ch: string, at: number }>}
 */
function openQuotes(/** @type {string} */ text, /** @type {number} */ from, /** @type {number} */ to) {
  /** @type {Array<{ ch: string, at: number }>} */
  const open = [];
  for (let i = from; i < to; i++) {
    const ch = text[i] ?? '';
    if (ch === "'" && !isQuoteApostrophe(text, i)) continue;
    const top = open[open.length - 1];
    if (top !== undefined && (PAIRS.get(top.ch) ?? '').includes(ch)) open.pop();
    else if (PAIRS.has(ch)) open.push({ ch, at: i });
    else if (CLOSERS.has(ch) && open.length) open.pop();
  }
  return open;
}

/** Where the quote `q` closes in text[from, to), or -1. */
function closingQuote(/** @type {string} */ text, /** @type {{ ch: string, at: number }} */ q, /** @type {number} */ from, /** @type {number} */ to) {
  const closers = PAIRS.get(q.ch) ?? '';
  for (let i = from; i < to; i++) {
    const ch = text[i] ?? '';
    if (ch && closers.includes(ch) && (ch !== "'" || isQuoteApostrophe(text, i))) return i;
  }
  return -1;
}

/** Where the quote `q` closes before `to`, quotes of its kind opened inside it nesting, or -1. */
function matchingQuote(/** @type {string} */ text, /** @type {{ ch: string, at: number }} */ q, /** @type {number} */ to) {
  const closers = PAIRS.get(q.ch) ?? '';
  const nests = !closers.includes(q.ch);
  let depth = 1;
  for (let i = q.at + 1; i < to; i++) {
    const ch = text[i] ?? '';
    if (nests && ch === q.ch) depth++;
    else if (ch && closers.includes(ch) && (ch !== "'" || isQuoteApostrophe(text, i)) && --depth === 0) return i;
  }
  return -1;
}

/** Length-preserving lower case (per UTF-16 unit), so offsets stay offsets into the original. */
function lowerUnits(/** @type {string} */ text) {
  // ASCII text lower-cases unit by unit whatever the method: one native call.
  if (ASCII_ONLY.test(text)) return text.toLowerCase();
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? '';
    const low = ch.toLowerCase();
    out += low.length === 1 ? low : ch;
  }
  return out;
}

/** @type {WeakMap<Settings['context'], ReturnType<typeof compileContext>>} */
const compiled = new WeakMap();

/** The context word lists compiled once per settings object, not once per request. */
function contextRegexes(/** @type {Settings['context']} */ context) {
  let res = compiled.get(context);
  if (!res) compiled.set(context, (res = compileContext(context)));
  return res;
}

/** The same terms, found all at once (a global copy of the pattern). */
function globalOf(/** @type {RegExp | undefined} */ re) {
  return re && new RegExp(re.source, `${re.flags}g`);
}

function compileContext(/** @type {Settings['context']} */ context) {
  return {
    educational: termsRegex(context.educational),
    educationalAll: globalOf(termsRegex(context.educational)),
    reported: context.reported.length ? new RegExp(`(?:${context.reported.join('|')})$`, 'iu') : undefined,
    quoteReportedBefore: context.quoteReportedBefore.length ? new RegExp(`(?:${context.quoteReportedBefore.join('|')})$`, 'iu') : undefined,
    quoteReportedAfter: context.quoteReportedAfter.length ? new RegExp(`^(?:${context.quoteReportedAfter.join('|')})`, 'iu') : undefined,
    // Any frame anywhere in the text, read once: without one no quotation is reported.
    quoteReportedAny: context.quoteReportedBefore.length + context.quoteReportedAfter.length ? new RegExp([...context.quoteReportedBefore, ...context.quoteReportedAfter].map((p) => p.replace(/\$$/, '')).join('|'), 'iu') : undefined,
    quoteFoundBefore: context.quoteFoundBefore?.length ? new RegExp(`(?:${context.quoteFoundBefore.join('|')})$`, 'iu') : undefined,
    quoteFoundAfter: context.quoteFoundAfter?.length ? new RegExp(`^(?:${context.quoteFoundAfter.join('|')})`, 'iu') : undefined,
    technical: termsRegex(context.technical),
    fiction: termsRegex(context.fiction),
    addressing: termsRegex(context.addressing),
  };
}

/**
 * @param {string} text
 * @param {Settings} settings
 */
export function createContext(text, settings) {
  const lower = lowerUnits(text);
  /** Whether the text holds any reporting frame (reportedQuote), read on first use. */
  /** @type {boolean | undefined} */
  let anyFrame;
  /** Whether a reporting frame stands before the quote opened at each offset. */
  /** @type {Map<number, boolean>} */
  const framedBefore = new Map();
  /** Whether a finding frame (foundQuote) stands before the quote opened at each offset. */
  /** @type {Map<number, boolean>} */
  const foundBefore = new Map();
  const win = settings.scoring.window;
  const slack = settings.scoring.quoteSlack;
  const res = contextRegexes(settings.context);
  const fences = fencedBlocks(text);
  const hidden = hiddenMarkup(text, lower, settings.context.hiddenStyles).filter((h) => !shownMarkup(text, lower, h, res.educational));

  /** Whether lower[from, to) holds an educational term that no negation denies. */
  const taught = (/** @type {number} */ from, /** @type {number} */ to) => {
    const all = res.educationalAll;
    if (!all || from >= to) return false;
    for (const m of lower.slice(from, to).matchAll(all)) {
      const at = from + (m.index ?? 0);
      const stop = at + m[0].length;
      if (!DENIED_BEFORE.test(lower.slice(Math.max(0, at - 20), at)) && !DENIED_AFTER.test(lower.slice(stop, stop + 32))) return true;
    }
    return false;
  };
  /** Educational words within the window around the stretch (not inside it). */
  const taughtNear = (/** @type {number} */ start, /** @type {number} */ end) => taught(Math.max(0, start - win), start) || taught(end, Math.min(lower.length, end + win));
  /** @param {RegExp | undefined} re @param {number} start @param {number} end */
  const near = (re, start, end) => {
    if (!re) return false;
    const before = lower.slice(Math.max(0, start - win), start);
    const after = lower.slice(end, Math.min(lower.length, end + win));
    return re.test(before) || re.test(after);
  };
  /**
   * Whether the paragraph after a reported quotation turns to the reader: an order to carry on
   * ("Do the same.", "Sigue así.", "照做。") or a second-person word. Then the report is the
   * wrapper of the attack and the quotation keeps its weight.
   */
  const orderedAfter = (/** @type {number} */ close) => {
    if (close < 0) return false;
    const from = close + 1;
    let to = text.indexOf('\n\n', from);
    if (to < 0 || to - from > 300) to = Math.min(text.length, from + 300);
    const tail = lower.slice(from, to);
    return ORDER_AFTER.test(tail) || (res.addressing?.test(tail) ?? false);
  };
  /**
   * Whether the paragraph after a found quotation turns to the reader: an order to carry on, or a
   * second-person word in a later sentence (the rest of the quotation's own sentence belongs to
   * the report: "… in ihre Unterlagen", "… em 17 preprints").
   */
  const turnsAfterFound = (/** @type {number} */ close) => {
    const from = close + 1;
    let to = text.indexOf('\n\n', from);
    if (to < 0 || to - from > 300) to = Math.min(text.length, from + 300);
    const tail = lower.slice(from, to);
    if (ORDER_AFTER.test(tail)) return true;
    const stop = tail.search(/[.!?。！？](?:\s|$)/u);
    return stop >= 0 && (res.addressing?.test(tail.slice(stop + 1)) ?? false);
  };
  /**
   * Whether the write-up goes on past a found quotation: a later sentence of the paragraph, of a
   * few words, that does not turn to the reader ("… contained '…'. The payments bot refused and
   * flagged it."). A quotation that ends the text, or is followed only by a word of thanks, is
   * not reported on: the frame alone is something a sender can write too.
   */
  const reportAfterFound = (/** @type {number} */ close) => {
    const from = close + 1;
    let to = text.indexOf('\n\n', from);
    if (to < 0 || to - from > 300) to = Math.min(text.length, from + 300);
    const tail = lower.slice(from, to);
    const stop = tail.search(/[.!?。！？;；](?:\s|$)|\n/u);
    if (stop < 0) return false;
    const rest = tail.slice(stop + 1);
    // A request in what follows is the sender's, not a report ("… Please process it as usual.").
    if (/(?<![\p{L}])(?:please|pls|kindly|bitte|por\s{1,3}favor|s'il\s{1,3}vous\s{1,3}pla[iî]t|per\s{1,3}favore|alsjeblieft|graag|proszę|пожалуйста|lütfen|请|請|してください|주세요)(?![\p{L}])/u.test(rest)) return false;
    return (rest.match(/\p{L}+/gu)?.length ?? 0) >= 4 || /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]{6}/u.test(rest);
  };
  /**
   * A found quotation: [start, end) lies inside a quote that the sentence around it presents as
   * text found in some document or planted by a third party ("a guest's booking note contained
   * '…'", "some applicants paste '…' in invisible font", "in einer Notiz stand „…“", "hidden
   * sentences like '…'", "备注写着“…”"): an incident write-up, a training text or an article
   * shows the attack it found (settings.context quoteFoundBefore / quoteFoundAfter), unless the
   * paragraph after it turns to the reader ("… Do the same."). With `reported`, the write-up must
   * also go on past the quotation (reportAfterFound): how strong phrases and structural signals
   * are read, since a sender can put the frame around an attack as easily as a reporter can.
   */
  const foundQuote = (/** @type {number} */ start, /** @type {number} */ end, /** @type {boolean} */ reported = false) => {
    const before = res.quoteFoundBefore;
    const after = res.quoteFoundAfter;
    if (!before && !after) return false;
    const lineStart = Math.max(text.lastIndexOf('\n', start - 1) + 1, start - 400);
    let lineEnd = text.indexOf('\n', end);
    if (lineEnd < 0 || lineEnd - end > 400) lineEnd = Math.min(text.length, end + 400);
    for (const q of openQuotes(text, lineStart, PAIRS.has(text[start] ?? '') ? start + 1 : start)) {
      let found = foundBefore.get(q.at);
      if (found === undefined) foundBefore.set(q.at, (found = !!before?.test(lower.slice(Math.max(0, q.at - 100), q.at))));
      const close = matchingQuote(text, q, lineEnd);
      if (close < end) continue;
      if (found || (after && after.test(lower.slice(close + 1, close + 60)))) return !turnsAfterFound(close) && (!reported || reportAfterFound(close));
    }
    return false;
  };
  /** @type {number | undefined} where `leading` stops holding, found on its first call */
  let leadEnd;

  return {
    /**
     * Whether the phrase is quoted: inside a pair of quotes (or inline code) that opens and
     * closes on the same line. 'phrase' when the quote wraps little more than the phrase (a
     * mention: the phrase "ignore previous instructions"), 'message' when it wraps a whole
     * command around it (an injection pasted for translation is still an injection), false
     * otherwise. JSON string values are data, not quotations.
     * @returns {false | 'phrase' | 'message'}
     */
    quoted(/** @type {number} */ start, /** @type {number} */ end) {
      const lineStart = Math.max(text.lastIndexOf('\n', start - 1) + 1, start - 400);
      let lineEnd = text.indexOf('\n', end);
      if (lineEnd < 0 || lineEnd - end > 400) lineEnd = Math.min(text.length, end + 400);
      // The innermost quote opened before the match and not yet closed.
      const open = openQuotes(text, lineStart, start);
      const top = open[open.length - 1];
      if (!top) return false;
      if (JSON_VALUE.test(text.slice(Math.max(0, top.at - 12), top.at))) return false;
      const i = closingQuote(text, top, end, lineEnd);
      if (i < 0) return false;
      if (i - top.at - 1 > end - start + slack) return 'message';
      const before = text.slice(Math.max(0, top.at - 48), top.at);
      if (PLACED_IN_BEFORE.test(before) || (PLACED_IN_HINDI.test(before) && PLACED_IN_HINDI_AFTER.test(text.slice(i + 1, i + 12)))) return false;
      // Inline code that an order to run it introduces ("run `…`", "führe bitte `…` aus",
      // "请在终端执行 `…`") is the command itself, not a mention of it; unless the order is negated.
      if (top.ch === '`' && RUN_BEFORE.test(before) && !RUN_NEGATED.test(before)) return false;
      return 'phrase';
    },
    /**
     * A reported quotation: [start, end) lies inside a quote that the sentence around it presents
     * as what some model was given or obeyed ("the assistant followed the text \"…\"", "le chatbot
     * a obéi au message « … »", "チャットボットが「…」という文に従いました"): a finding or an incident
     * write-up shows the attack, it does not address the reader. The frame is a past-tense verb of
     * compliance or receipt with a noun for the text, right before the opening quote or, in
     * languages that put the verb last, right after the closing one (settings.context
     * quoteReportedBefore / quoteReportedAfter). Any enclosing quote on the line counts.
     */
    reportedQuote(/** @type {number} */ start, /** @type {number} */ end) {
      const before = res.quoteReportedBefore;
      const after = res.quoteReportedAfter;
      if (!before && !after) return false;
      anyFrame ??= res.quoteReportedAny?.test(lower) ?? false;
      if (!anyFrame) return false;
      const lineStart = Math.max(text.lastIndexOf('\n', start - 1) + 1, start - 400);
      let lineEnd = text.indexOf('\n', end);
      if (lineEnd < 0 || lineEnd - end > 400) lineEnd = Math.min(text.length, end + 400);
      // A match may begin on the opening quote itself.
      for (const q of openQuotes(text, lineStart, PAIRS.has(text[start] ?? '') ? start + 1 : start)) {
        // Signals in one quotation share its verdict: the frame before it is read once.
        let framed = framedBefore.get(q.at);
        if (framed === undefined) framedBefore.set(q.at, (framed = !!before?.test(lower.slice(Math.max(0, q.at - 100), q.at))));
        const close = matchingQuote(text, q, lineEnd);
        if (framed || (after && close >= start && after.test(lower.slice(close + 1, close + 60)))) return !orderedAfter(close);
      }
      return false;
    },
    /**
     * Reported speech: the phrase is what someone else tells the model ("attackers instruct the
     * model to ignore its previous instructions"), not an order given here. Detected by the
     * words right before it (settings.context.reported, patterns anchored at the phrase) or, when
     * `possessives` is set (override phrases), by a third-person possessive inside it: "ignore its
     * previous instructions" describes an attack, "ignore your previous instructions" is one.
     */
    reported(/** @type {number} */ start, /** @type {number} */ end, /** @type {boolean} */ possessives) {
      if (possessives && THIRD_PERSON.test(lower.slice(start, end))) return true;
      return res.reported?.test(lower.slice(Math.max(0, start - 80), start)) ?? false;
    },
    /** Inside a fenced code block whose content looks like code, or a string on a code line. */
    code(/** @type {number} */ start, /** @type {number} */ end, /** @type {false | 'phrase' | 'message'} */ quoted) {
      for (const f of fences) if (start >= f.start && end <= f.end) return f.code;
      if (docstring(text, start, end)) return true;
      if (!quoted) return false;
      const lineStart = text.lastIndexOf('\n', start - 1) + 1;
      let lineEnd = text.indexOf('\n', end);
      if (lineEnd < 0) lineEnd = text.length;
      return CODE_LINE.test(text.slice(lineStart, lineEnd));
    },
    foundQuote,
    educational: (/** @type {number} */ s, /** @type {number} */ e) => taughtNear(s, e),
    /** Educational words near the stretch or inside it (a structural reader's span holds its own context). */
    teaching: (/** @type {number} */ s, /** @type {number} */ e) => taughtNear(s, e) || taught(s, e),
    /**
     * Whether the stretch itself talks about attacks (educational, technical or fiction words in
     * it), or lies in a found quotation the write-up goes on to report on (the frame alone, which a
     * sender can write as well, mutes neither the model nor a structural signal).
     */
    discusses(/** @type {number} */ s, /** @type {number} */ e) {
      const part = lower.slice(s, e);
      return taught(s, e) || [res.technical, res.fiction].some((re) => re?.test(part) ?? false) || foundQuote(s, e, true);
    },
    technical: (/** @type {number} */ s, /** @type {number} */ e) => near(res.technical, s, e),
    fiction: (/** @type {number} */ s, /** @type {number} */ e) => near(res.fiction, s, e),
    addressed: (/** @type {number} */ s, /** @type {number} */ e) => near(res.addressing, s, e),
    /** Whether the stretch itself holds a second-person word or opens an order to carry on. */
    speaksTo: (/** @type {number} */ s, /** @type {number} */ e) => {
      const stretch = lower.slice(s, e);
      return (res.addressing?.test(stretch) ?? false) || ORDER_AFTER.test(stretch);
    },
    /**
     * Starts the text, a line or a sentence (after spaces, quotes, bullets, markup and an
     * opener such as "now", "so", "please").
     */
    imperative(/** @type {number} */ start) {
      const opener = OPENER.exec(lower.slice(Math.max(0, start - 40), start));
      if (opener) start -= opener[0].length;
      let i = start - 1;
      while (i >= 0 && /[\s"'“”„«»`*_>#\-•·(\[]/.test(text[i] ?? '')) {
        if (text[i] === '\n') return true;
        i--;
      }
      if (i < 0) return true;
      return /[.!?:;。！？：；\]…|]/.test(text[i] ?? '');
    },
    /** Within the first characters of the text (ignoring leading whitespace and markup). */
    leading(/** @type {number} */ start) {
      // Read once per text, not once per signal from the start of the text: a long document
      // with many signals made that quadratic.
      leadEnd ??= leadingEnd(text, settings.scoring.position.lead);
      return start < leadEnd;
    },
    /** Fenced blocks (code or not): regions the shape detectors leave alone. */
    fences,
    /** Every region of invisible markup (HTML comments, elements styled invisible). */
    hiddenRegions: hidden,
    /** The hidden-markup region that contains the span, if any. */
    hiddenMarkup(/** @type {number} */ start, /** @type {number} */ end) {
      return hidden.find((h) => start >= h.start && end <= h.end);
    },
  };
}

// A sentence after a reported quotation that tells the reader to carry on: repeat it, stay in it,
// do likewise (English, Spanish, French, German, Italian, Portuguese, Polish, Dutch, Chinese,
// Japanese). Read only in the paragraph after a quotation a frame reports.
const ORDER_AFTER =
  /(?:^\s{0,3}|[.!?;:。！？；：\n]\s{0,3}|[»”"'’」』]\s{0,3})(?:now\s{1,3}|then\s{1,3}|and\s{1,3}|ahora\s{1,3}|maintenant\s{1,3}|jetzt\s{1,3}|ora\s{1,3}|agora\s{1,3}|teraz\s{1,3})?(?:(?:do\s{1,3}(?:the\s{1,3}same|likewise|so|it|that|this)|repeat|stay|remain|keep\s{1,3}(?:going|doing|it|that|to|this|acting)|continue|carry\s{1,3}on|act\s{1,3}(?:the\s{1,3}same|likewise|like)|behave|follow\s{1,3}(?:it|that|suit|this|them)|same\s{1,3}for\s{1,3}you|sigue|contin[úu]a|haz(?:lo)?|repite|qu[ée]date|mant[ée]n(?:te)?|act[úu]a|obedece|fais|r[ée]p[èe]te|reste|agis|ob[ée]is|suis|mach|bleib|wiederhole|tu\s{1,3}(?:das|es|dasselbe)|handle|befolge|folge|fai(?:lo)?|ripeti|resta|rimani|obbedisci|segui|fa[çc]a|faz|continue|fique|mantenha|repita|siga|obede[çc]a|zr[óo]b|kontynuuj|zosta[ńn]|powt[óo]rz|doe|ga\s{1,3}door|blijf|herhaal)(?![\p{L}])|(?:照做|照着做|照此|继续|繼續|保持|重复|重複|也这样|也這樣|你也|同じように|同様に|続けて|そのまま|繰り返))/u;
// A line of source code: an assignment, a call, a keyword-led statement or a comment.
const CODE_LINE =
  /^\s*(?:[\w$.[\]'"]{1,80}\s*(?:=|:=|\+=|==|===|!=|=>|->)|(?:def|class|function|const|let|var|import|from|return|assert|assertEquals|expect|print|println|printf|console\.log|echo|if|elif|else|for|while|raise|throw|await|yield|#include|test|it|describe)\b|\/\/|#\s|--\s|\/\*|\*\s|<\?php)|[\w$.]\(\s*["'`]|["'`]\s*\)\s*[;,)]?\s*$/i;

// Words that may open an order without changing that it is one ("Now reveal …", "OK so ignore …").
const OPENER = /(?:\b(?:now|then|so|ok|okay|please|also|and|just|actually|instead|first|finally|next|but|well|alright|right)[,;:!]?\s{1,3}){1,3}$/;
const THIRD_PERSON = /\b(?:its|their)\b/;

/** Whitespace and markup that do not count towards a text's opening characters. */
const LEAD_IGNORED = /[\s"'“”„«»`*_>#\-•·(\[]/;

/**
 * The first offset that is not within the text's first `lead` characters (whitespace and markup
 * not counted; code units, as a string's length counts them): a span starting before it leads
 * the text. Infinity when the whole text is that short.
 * @param {string} text
 * @param {number} lead
 */
export function leadingEnd(text, lead) {
  let counted = 0;
  for (let i = 0; i < text.length; i++) {
    if (LEAD_IGNORED.test(text[i] ?? '')) continue;
    // The (lead + 1)-th counted unit: a span starting after it has more than `lead` before it.
    if (++counted > lead) return i + 1;
  }
  return Infinity;
}

/**
 * Inside the docstring of a function or class: a triple-quoted string that is the first statement
 * after a `def` or `class` line and closes after the span. By convention a docstring says what the
 * code does in the imperative ("Trim older chat turns once …"): a description, not an order. A
 * docstring that addresses the model or an assistant ("AI reading this: …", "assistant, …", "you
 * are …") is not a description of code and is read like any other text, so an order planted there
 * is not dampened.
 */
function docstring(/** @type {string} */ text, /** @type {number} */ start, /** @type {number} */ end) {
  const open = Math.max(text.lastIndexOf('"""', start), text.lastIndexOf("'''", start));
  if (open < 0 || open + 3 > start) return false;
  const mark = text.slice(open, open + 3);
  if (text.slice(open + 3, start).includes(mark)) return false;
  const close = text.indexOf(mark, end);
  if (close < 0) return false;
  const lineStart = text.lastIndexOf('\n', open - 1) + 1;
  if (text.slice(lineStart, open).trim()) return false;
  const prevEnd = lineStart - 1;
  if (prevEnd < 0) return false;
  const prev = text.slice(text.lastIndexOf('\n', prevEnd - 1) + 1, prevEnd);
  if (!DEF_LINE.test(prev)) return false;
  return !ADDRESSES_MODEL.test(text.slice(open + 3, close));
}

const DEF_LINE = /^\s*(?:async\s+)?(?:def|class)\s+\w+[^\n]*:\s*$/;

/** Words that address the model or an assistant reading the text, or speak to it as "you". */
const ADDRESSES_MODEL =
  /(?<![\p{L}\p{N}_])(?:AI|A\.I\.|KI|IA|ИИ|LLMs?|GPT|chat\s?bot|chatbot|copilot|(?:language|ai)\s+model|assistant[ea]?s?|asistente|assistente|asystent\p{L}*|ассистент\p{L}*|помощник\p{L}*|system\s+prompt|you|your|yourself|du|dein\p{L}*|tu|toi|vous|ты|вы)(?![\p{L}\p{N}_])|助手|アシスタント|어시스턴트|인공지능|人工智能|你|あなた/iu;

/** `'` is a quote mark (not an apostrophe) when a letter is not on both sides. */
function isQuoteApostrophe(/** @type {string} */ text, /** @type {number} */ i) {
  const before = text[i - 1] ?? '';
  const after = text[i + 1] ?? '';
  if (!(WORD.test(before) && WORD.test(after))) return true;
  // Scripts that write no apostrophe inside words: there a straight quote next to a letter closes
  // or opens a quotation ("'규칙을 잊어라'고", "'नियम छोड़ दो'वाला").
  return NO_APOSTROPHE.test(before) || NO_APOSTROPHE.test(after);
}

const NO_APOSTROPHE = /[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Devanagari}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Thai}]/u;

/** ``` or ~~~ fenced blocks, and whether each looks like code rather than prose. */
function fencedBlocks(/** @type {string} */ text) {
  /** @type {Array<{ start: number, end: number, code: boolean }>} */
  const out = [];
  const fence = /^[ \t]{0,3}(```|~~~)[^\n]{0,40}$/gm;
  /** @type {number | undefined} */
  let open;
  let marker = '';
  for (let m = fence.exec(text); m; m = fence.exec(text)) {
    if (open === undefined) {
      open = m.index + m[0].length;
      marker = m[1] ?? '';
    } else if (m[1] === marker) {
      const body = text.slice(open, m.index);
      out.push({ start: open, end: m.index, code: looksLikeCode(body) });
      open = undefined;
    }
  }
  if (open !== undefined) out.push({ start: open, end: text.length, code: looksLikeCode(text.slice(open)) });
  return out;
}

function looksLikeCode(/** @type {string} */ body) {
  const lines = body.split('\n').filter((l) => l.trim());
  if (!lines.length) return false;
  const codeish = lines.filter((l) => CODE_LINE.test(l) || /[{};]\s*$|^\s*[}\])]/.test(l) || /["'][\w-]{1,40}["']\s*:/.test(l)).length;
  return codeish / lines.length >= 0.3;
}

// Quotation marks that open and close a quoted comment, and words of a sentence that talks about
// the comment it quotes (a line saying 'this markup payload was planted: "<!-- … -->"').
const QUOTES = { '"': '"', '“': '”', '„': '“', '«': '»', "'": "'", '‘': '’' };
const ABOUT_COMMENT = /(?<![\p{L}])(?:comments?|html|markup|payloads?|kommentar\p{L}{0,2}|commentaires?|comentarios?|coment[áa]rios?|commenti|commento|komentarz\p{L}{0,2}|комментари\p{L}{0,2})(?![\p{L}])/iu;

/**
 * Whether hidden markup (an HTML comment, or an element styled invisible, tags included) is shown
 * rather than hidden, in a text that talks about attacks: set as code (inside inline backticks on
 * its line, or inside a fenced code block), quoted in a sentence that talks about the markup
 * (our scanner flagged this markup: \"<!-- … -->\"). A reader sees such markup as text.
 * Markup after "like" or "such as" in running text is not shown, nor quoted markup followed by a
 * question about it ("… Is this an attack?"): a page can stage that wording around the markup it
 * hides, and the question does not change who reads the markup. Markup in a page stands on its
 * own and stays hidden.
 * @param {string} text
 * @param {string} lower
 * @param {{ start: number, end: number, kind: string, outerStart?: number, outerEnd?: number }} region
 * @param {RegExp | undefined} educational
 */
function shownMarkup(text, lower, region, educational) {
  const h = { start: region.outerStart ?? region.start, end: region.outerEnd ?? region.end };
  if (!educational || h.end - h.start > 300) return false;
  const from = Math.max(0, h.start - 400);
  if (!educational.test(lower.slice(from, h.start)) && !educational.test(lower.slice(h.end, h.end + 400))) return false;
  // inside a fenced code block: an odd number of fences before it
  const fences = text.slice(0, h.start).match(/^[ \t]{0,3}(?:```|~~~)/gmu)?.length ?? 0;
  if (fences % 2 === 1 && /^[ \t]{0,3}(?:```|~~~)/mu.test(text.slice(h.end))) return true;
  if (text.slice(h.start, h.end).includes('\n')) return false;
  const lineStart = text.lastIndexOf('\n', h.start - 1) + 1;
  const lineEnd = text.indexOf('\n', h.end);
  const before = text.slice(lineStart, h.start);
  const after = text.slice(h.end, lineEnd < 0 ? text.length : lineEnd);
  // inside inline code on its line
  if ((before.match(/`/g)?.length ?? 0) % 2 === 1 && after.includes('`')) return true;
  // quoted, in a sentence that talks about the comment
  const quote = /(["“„«'‘])\s{0,2}$/u.exec(before)?.[1];
  if (!quote) return false;
  const close = /** @type {Record<string, string>} */ (QUOTES)[quote];
  if (!close || !after.trimStart().startsWith(close)) return false;
  const sentenceStart = Math.max(before.lastIndexOf('. '), before.lastIndexOf('? '), before.lastIndexOf('! '));
  return ABOUT_COMMENT.test(before.slice(sentenceStart + 1));
}

/**
 * HTML comments and elements styled to be invisible (display:none, font-size:0, white text …).
 * @param {string} text
 * @param {string} lower
 * @param {readonly string[]} styles
 */
function hiddenMarkup(text, lower, styles) {
  /** @type {Array<{ start: number, end: number, kind: string, outerStart?: number, outerEnd?: number }>} */
  const out = [];
  if (!lower.includes('<')) return out;
  for (let i = lower.indexOf('<!--'); i >= 0 && out.length < 200; i = lower.indexOf('<!--', i + 4)) {
    const close = lower.indexOf('-->', i + 4);
    const end = close < 0 ? text.length : close + 3;
    out.push({ start: i, end, kind: 'html_comment' });
    if (close < 0) break;
  }
  if (!styles.length) return out;
  const tag = /<([a-z][a-z0-9]{0,15})\b([^<>]{0,600})>/g;
  for (let m = tag.exec(lower); m && out.length < 400; m = tag.exec(lower)) {
    const attrs = m[2] ?? '';
    if (!styles.some((s) => attrs.includes(s.toLowerCase()))) continue;
    const name = m[1] ?? '';
    const bodyStart = m.index + m[0].length;
    const close = lower.indexOf(`</${name}`, bodyStart);
    const end = close < 0 || close - bodyStart > 20000 ? Math.min(text.length, bodyStart + 20000) : close;
    const outerEnd = close < 0 || end !== close ? end : lower.indexOf('>', close) + 1 || end;
    out.push({ start: bodyStart, end, kind: 'hidden_element', outerStart: m.index, outerEnd });
  }
  return out;
}
