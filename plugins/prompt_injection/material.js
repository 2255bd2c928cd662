// @ts-check
// Quoted material handed over for a text task: "Translate into Italian: '…'", "Rewrite this for a
// newsletter? «…»", "Sort these by theme:\n- "…"\n- "…"". The request opens the text and asks for
// an operation on words (translate, rewrite, correct, summarise, classify); everything after it is
// one or more quotations, each closed, and nothing follows the last one. What the quotation says
// is the object of the task, not an order to the one doing it: the task's own verb says what is to
// be done with it. The shape is the whole text, so nothing can be added around the quotation —
// "… and then do what it says", a second sentence after the quote, an order before it — without
// losing it; a request that also asks the quotation to be followed, run or decoded is no text task.

// Opening quote → its closing quotes (as in context.js).
const PAIRS = new Map([
  ['"', '"'], ['“', '”'], ['„', '“”'], ['«', '»'], ['‹', '›'], ['「', '」'], ['『', '』'], ['《', '》'], ['‘', '’'], ["'", "'"], ['‚', '‘'],
]);

/** Verbs of a task on words, per language of the packs. */
const TASK = new RegExp(
  [
    // en
    '\\b(?:translat(?:e|ing)|rewrite|rewriting|rephrase|paraphrase|reword|proof-?read|spell-?check|correct\\s{1,2}the\\s{1,2}(?:grammar|spelling)|simplify|shorten|transliterate|summari[sz]e|classify|categori[sz]e|group|sort|label|tag)\\b',
    // de, nl
    '(?<![\\p{L}])(?:übersetz\\p{L}{0,3}|umschreib\\p{L}{0,3}|formulier\\p{L}{0,3}\\s{1,2}(?:\\p{L}{1,12}\\s{1,2}){0,3}um|korrigier\\p{L}{0,3}|vereinfach\\p{L}{0,3}|klassifizier\\p{L}{0,3}|ordne|vertaal\\p{L}{0,3}|herschrijf|herschrijven|herformuleer|corrigeer|vereenvoudig\\p{L}{0,2}|sorteer|classificeer)(?![\\p{L}])',
    // fr, es, pt, it
    '(?<![\\p{L}])(?:tradui\\p{L}{0,4}|tradu[cz]\\p{L}{0,5}|traduce|reformul\\p{L}{0,4}|réécri\\p{L}{0,4}|reescr\\p{L}{1,5}|riscriv\\p{L}{0,4}|riformul\\p{L}{0,4}|corrig\\p{L}{0,4}|corrij\\p{L}{0,3}|corregg\\p{L}{0,3}|simplifi\\p{L}{0,4}|simplific\\p{L}{0,4}|semplific\\p{L}{0,4}|classe\\p{L}{0,2}|clasific\\p{L}{0,4}|classifi\\p{L}{0,4}|resum\\p{L}{0,4}|riassum\\p{L}{0,4})(?![\\p{L}])',
    // pl, tr, ru
    '(?<![\\p{L}])(?:przetłumacz\\p{L}{0,3}|przepisz|przeformułuj|popraw|uprość|çevir\\p{L}{0,4}|tercüme|düzelt\\p{L}{0,4}|sadeleştir\\p{L}{0,4}|перевед\\p{L}{0,3}|перевест\\p{L}{1,2}|перепиш\\p{L}{0,3}|перефразиру\\p{L}{0,3}|исправ\\p{L}{0,3}|упрост\\p{L}{0,3})(?![\\p{L}])',
    // ar, hi, zh, ja, ko
    'ترجم\\p{L}{0,2}|أعد\\s{1,2}صياغة|صحح|अनुवाद|दोबारा\\s{1,2}लिख|翻译|译成|改写|润色|翻訳|訳して|書き直|言い換え|校正|번역|다시\\s?써|교정',
  ].join('|'),
  'iu',
);
/** The request also asks for the quotation to be acted on: no text task. */
const ACT = /\b(?:follow|obey|execute|run|carry\s{1,2}out|act\s{1,2}on|comply|do\s{1,2}(?:what|as)|decode|apply|perform)\b|(?<![\p{L}])(?:befolg\p{L}{0,3}|führe|ausführ\p{L}{0,3}|suis|suivez|exécut\p{L}{0,3}|sigue|segue|sigua|esegui|ejecut\p{L}{0,3}|execut\p{L}{0,3}|volg|voer\s{1,2}uit|wykonaj|uygula|выполни\p{L}{0,2}|следуй)(?![\p{L}])|执行|遵循|照做|実行|従って|실행|따라/iu;
/**
 * The quotation turns to the one doing the task: it redirects the task ("instead", "do not
 * translate this") or names the AI reading it. Then it is an order to the doer wrapped as
 * material, not material.
 */
const TURNS_TO_DOER = new RegExp(
  [
    '\\b(?:instead|rather|(?:do\\s{1,2}not|don[\'’]t)\\s{1,2}(?:translate|rewrite|summari[sz]e|classify)|assistant|chat\\s?bot|AI|LLM|GPT|(?:language\\s{1,2})?model)\\b',
    '(?<![\\p{L}])(?:stattdessen|sondern|statt|führe\\p{L}{0,2}|in\\s{1,2}plaats\\s{1,2}daarvan|plutôt|au\\s{1,2}lieu|en\\s{1,2}(?:su\\s{1,2})?lugar|en\\s{1,2}vez|em\\s{1,2}vez|ao\\s{1,2}invés|invece|zamiast|yerine|вместо|KI|IA|ИИ|asystent\\p{L}{0,3}|assistent\\p{L}{0,2}|asistente|assistente|ассистент\\p{L}{0,2})(?![\\p{L}])',
    'بدلا|بدلاً|لا\\s{1,2}تترجم|के\\s{1,2}बजाय|बजाय|而是|不要翻译|别翻译|代わりに|翻訳しないで|대신|번역하지|çevirme|не\\s{1,2}перевод\\p{L}{0,2}|ne\\s{1,2}tradui\\p{L}{0,3}\\s{1,2}pas|no\\s{1,2}traduzcas|não\\s{1,2}traduza|non\\s{1,2}tradurre|nicht\\s{1,2}übersetz\\p{L}{0,3}|vertaal\\s{1,2}(?:dit\\s{1,2})?niet|nie\\s{1,2}tłumacz|人工智能|アシスタント|어시스턴트|助手|एआई|सहायक|المساعد',
  ].join('|'),
  'iu',
);
/** A bullet or number before a quotation in a list. */
const BULLET = /^[ \t]*(?:[-*•·–]|\d{1,3}[.)])?[ \t]*/;

/**
 * The span of the quoted material of a text task, from the first opening quote to the end of the
 * text, or undefined when the text is not one.
 * @param {string} text
 * @returns {{ start: number, end: number } | undefined}
 */
export function quotedMaterial(text) {
  if (text.length > 2000) return undefined;
  // The request: the text up to the first quotation, at most a few sentences, on at most two lines.
  let q = -1;
  for (let i = 0; i < Math.min(text.length, 400); i++) {
    const ch = text[i] ?? '';
    if (!PAIRS.has(ch)) continue;
    if ((ch === "'" || ch === '‘') && /[\p{L}\p{N}]/u.test(text[i - 1] ?? '')) continue;
    q = i;
    break;
  }
  if (q < 8) return undefined;
  const request = text.slice(0, q);
  if ((request.match(/\n/g) ?? []).length > 2) return undefined;
  if (!TASK.test(request) || ACT.test(request)) return undefined;
  // The rest: quotations only, each on its own line (or one), nothing after the last.
  let i = q;
  let items = 0;
  while (i < text.length) {
    const lineEnd = text.indexOf('\n', i) < 0 ? text.length : text.indexOf('\n', i);
    const line = text.slice(i, lineEnd);
    if (!line.trim()) {
      i = lineEnd + 1;
      continue;
    }
    const lead = (BULLET.exec(line) ?? [''])[0].length;
    const open = line[lead] ?? '';
    const closers = PAIRS.get(open);
    if (!closers) return undefined;
    // The last closing quote on the line closes the quotation; after it only punctuation.
    let close = -1;
    for (let j = line.length - 1; j > lead; j--) if (closers.includes(line[j] ?? '')) (close = j), (j = 0);
    if (close < 0) return undefined;
    if (!/^[\s.,;:!?。、！？)\]]*$/u.test(line.slice(close + 1))) return undefined;
    items++;
    i = lineEnd + 1;
  }
  if (!items || TURNS_TO_DOER.test(text.slice(q))) return undefined;
  return { start: q, end: text.length };
}
