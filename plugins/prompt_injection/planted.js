// @ts-check
// Notes planted for the model in data it is asked to read: an e-mail, page, log, CSV cell, tool
// result or review that turns to the AI reading it and gives it the floor — "NOTE TO THE MODEL:",
// "[Instruction pour l'IA : …]", "<!-- yapay zekâ asistanı: …", "@ИИ-агент, …", "Assistant
// instructions: …". The cue is structural and nearly language-neutral: a name for an AI (in any of
// the fifteen languages the packs cover) opening a note — after a line break, a bracket, a quote, a
// comment marker, an @ or the end of a sentence — and ending in a colon or a comma. Documents
// written for people do not address the machine that will read them; transcripts do ("Assistant:
// Hello"), so a bare role name opening a line is left to the forged-turn rules.

import { isTranscript } from './turns.js';

// Names of an AI reader. Bare "assistant", "agent", "bot" or "model" name people and products as
// often as AIs: they count only when qualified (a word before or after them in the same note).
const STRONG = [
  'ai', 'a\\.i\\.', 'llms?', 'gpt', 'chatgpt', 'chatbots?', 'copilot', 'claude', 'gemini', 'language\\s{1,2}models?',
  'ki', 'ia', 'yz', 'ии', 'ші', 'нейросет\\p{L}{0,3}', 'yapay\\s{1,2}zek[aâ]\\p{L}{0,3}', 'sztuczn\\p{L}{1,3}\\s{1,2}inteligencj\\p{L}{1,2}',
  'inteligencia\\s{1,2}artificial', 'intelligence\\s{1,2}artificielle', 'intelligenza\\s{1,2}artificiale', 'inteligência\\s{1,2}artificial',
  'kunstmatige\\s{1,2}intelligentie', 'künstliche\\s{1,2}intelligenz', 'искусственн\\p{L}{1,3}\\s{1,2}интеллект\\p{L}{0,2}',
  'الذكاء\\s{1,2}الاصطناعي', 'एआई', '人工智能', 'ＡＩ', '인공지능',
];
const WEAK = [
  'assistants?', 'agents?', 'bots?', 'models?', 'summari[sz]ers?', 'asistente', 'assistente', 'assistent\\p{L}{0,2}', 'asystent\\p{L}{0,3}',
  'asistan\\p{L}{0,3}', 'ассистент\\p{L}{0,2}', 'помощник\\p{L}{0,2}', 'агент\\p{L}{0,2}', 'модел\\p{L}{1,2}', 'modèle', 'modele', 'modell\\p{L}{0,2}', 'modelo', 'modello', 'model\\p{L}{0,3}',
  'مساعد\\p{L}{0,2}', 'النموذج', 'सहायक', 'मॉडल', '助手', '模型', 'アシスタント', 'モデル', '어시스턴트', '모델',
  // sw, tl, ro, bn, he (Hebrew glues "to" to the noun: "לבוט", "לעוזר")
  'msaidizi', 'katulong', 'asistent\\p{L}{0,4}', 'সহকারী[\\p{L}\\p{M}]{0,3}', 'ל?בוט', 'ל?עוזר',
];
const NAME = `(?:${STRONG.join('|')})`;
/** Names that mean an AI whatever the words around them, as regex sources. */
export const STRONG_NAMES = STRONG;
/** Every name for an AI reader, strong or weak, as regex sources (planted-order.js adds its own forms). */
export const AI_NAMES = [...STRONG, ...WEAK];
/** Any name for an AI reader as one regex source. */
export const ANY_NAME = `(?:${AI_NAMES.join('|')})`;
const WORD = "[\\p{L}\\p{M}\\p{N}.'’_-]{1,25}";
// What may open a note: a line break (also an escaped one inside JSON or calendar text), a bracket,
// a quote, a comment marker, a mention, a log level, or the end of a clause.
const OPENER = "(?:^|\\n|\\\\n|\\b(?:INFO|WARN|WARNING|ERROR|DEBUG|NOTICE|TRACE)\\s|[\\[({\"'«„“”@]|<!--|/\\*|//|#|—|–|--|[.!?;:)\\]>]\\s)";
const SEP = '[\\s_-]{1,2}';
// opener, up to four words, the name, up to four words, then the colon or comma that gives the floor
const NOTE = new RegExp(
  `${OPENER}[ \\t]{0,3}((?:${WORD}[ \\t]{1,2}){0,4}?(?:\\p{L}{1,4}['’])?(?:(?<=\\\\n)|(?<![\\p{L}\\p{N}]))(${ANY_NAME})(?![\\p{L}\\p{N}])(?:${SEP}${WORD}){0,4}?)[ \\t]{0,2}[:：,，]`,
  'giu',
);
const STRONG_NAME = new RegExp(`^${NAME}$`, 'iu');
// Words that may come before the name: note words, prepositions, articles and greetings of the
// fifteen languages ("Note to the", "Instruction pour l'", "Wiadomość do", "An das", "Dear").
const PRE = new Set(
  `note notes message instruction instructions directive reminder memo attention important hint request p.s. ps to for the any all every each this an a dear hey hi hello
  hinweis nachricht anweisung anweisungen achtung an die das den dem für liebe lieber
  pour à au aux l' l’ le la les consigne consignes cher chère
  nota para al el los las mensaje instrucción instrucciones atención querido
  per all' all’ il messaggio istruzione istruzioni attenzione caro
  ao o os as mensagem instrução instruções atenção
  notitie bericht instructie instructies voor aan de het beste
  wiadomość notatka instrukcja dla do uwaga drogi
  mesaj talimat sayın dikkat
  для к сообщение записка инструкция внимание уважаемый
  ملاحظة رسالة تعليمات إلى الى
  नोट संदेश निर्देश
  给 致 メモ 메모
  ujumbe kwa maelekezo agizo tangazo kumbuka onyo paalala sa mensahe para tagubilin abiso
  notă nota mesaj pentru către instrucțiuni atenție নোট বার্তা הערה הודעה הנחיה הנחיות`.split(/\s+/),
);
// Words that may follow a name that opens a line or a sentence: its role, or an instruction word
// ("AI reviewers:", "LLM_DIRECTIVE:", "Assistant instructions:", "tabloyu çeviren asistan için not:").
const TRAIL = /^(?:reviewers?|readers?|agents?|assistants?|systems?|tools?|bots?|models?|screeners?|summari[sz]ers?|instructions?|directives?|notes?|reading|processing|reviewing|summari[sz]ing|handling|parsing|asistan\p{L}{0,3}|için|not|system|systeem|sistema|système|asystent\p{L}{0,3}|ассистент\p{L}{0,2}|помощник\p{L}{0,2}|агент\p{L}{0,2}|assistent\p{L}{0,2}|assistente|asistente|助手|アシスタント|어시스턴트|مساعد\p{L}{0,2}|wa|সহকারী[\p{L}\p{M}]{0,3}|জন্য|নোট)$/iu;
// A note word after the name, in languages that put it last ("… çeviri asistanı için not:", "… AI সহকারীর
// জন্য নোট:"): the words before the name are then a clause about the reader, not free words.
const NOTE_AFTER = /^(?:not|notu|নোট|नोट)$/iu;
// A relative clause about the reader right after the name, after a note word before it ("Kwa
// msaidizi anayesoma hati hii:", "Para sa AI na nagbubuod nito:", "Pentru asistentul care
// traduce tabelul:", "For the assistant that reads this:"): it still names the reader by its task.
const RELATIVE = /^(?:who|that|which|na|ambaye|ambayo|ambao|(?:a|i|u|wa|zi|li|ya)na(?:ye|yo|o|cho|zo|lo)\p{L}{2,})$/iu;
const MENTION = /@$/;
const MENTION_NOTE = new RegExp(`(?:^|\\s)@${ANY_NAME}(?![\\p{L}\\p{N}@.])`, 'giu');
const ARTICLES = new Set("the a an le la les l' l’ der die das den dem el los las il lo i gli o os as de het".split(' '));
const BRACKET = /[[({"'«„“]|<!--|\/\*|@/;

/**
 * The notes of a text addressed to an AI reader, as spans from the name to the colon. A note in the
 * first line of the text is the user speaking to the assistant, not a planted one, unless it sits
 * in a bracket, a quote or a comment. `inData` tells a note that is surely inside data — in a
 * bracket, quote, comment or mention, or in a text whose first line hands over content ("Summarise
 * this e-mail:") — from one a user may have written to the assistant about their own text.
 * @param {string} text
 * @returns {Array<{ start: number, end: number, inData: boolean }>}
 */
export function plantedNotes(text) {
  /** @type {Array<{ start: number, end: number, inData: boolean }>} */
  const out = [];
  if (text.length < 40) return out;
  // A transcript's assistant turns are turns, not notes.
  const transcript = isTranscript(text);
  const firstBreak = text.indexOf('\n');
  const handsOver = firstBreak > 0 && /[:：]\s*$/.test(text.slice(0, firstBreak));
  for (const m of text.matchAll(NOTE)) {
    const phrase = m[1] ?? '';
    const name = m[2] ?? '';
    const opener = m[0].slice(0, m[0].indexOf(phrase)).trim();
    const at = (m.index ?? 0) + m[0].indexOf(phrase);
    const bracketed = BRACKET.test(opener);
    if (!bracketed && (firstBreak < 0 || at < firstBreak)) continue;
    const nameAt = phrase.search(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRe(name)}(?![\\p{L}\\p{N}])`, 'iu'));
    const before = phrase.slice(0, nameAt).trim().split(/[ \t]+/).filter(Boolean).map((w) => w.toLowerCase());
    const after = phrase.slice(nameAt + name.length).split(/[\s_-]+/).filter(Boolean);
    // Before the name: note words only, and at most one free word (an adjective) right after them.
    const free = before.filter((w) => !PRE.has(w));
    const noteLast = after.some((w) => NOTE_AFTER.test(w));
    if (noteLast && free.length <= 4) free.length = 0;
    if (free.length > 1 || (free.length === 1 && (before[before.length - 1] !== free[0] || before.length < 2))) continue;
    const strong = STRONG_NAME.test(name);
    // Words after the name, when there are several, must still name the reader or its role:
    // "AI tool reviewing this document:" does, "KI-Arbeitsgruppe hat beschlossen:" does not.
    const spaced = phrase.slice(nameAt + name.length).trim().split(/\s+/).filter(Boolean);
    const relative = before.some((w) => PRE.has(w) && !ARTICLES.has(w)) && (RELATIVE.test(spaced[0] ?? '') || (spaced[0] === 'care' && /^(?:asistent|modelul|botul)/iu.test(name)));
    if (spaced.length > 1 && !relative && !after.some((w) => TRAIL.test(w) || STRONG_NAME.test(w))) continue;
    // A weak name needs a note word before it ("message to the assistant:"), not an article alone.
    if (!strong && before.length && before.every((w) => ARTICLES.has(w)) && !bracketed && !after.some((w) => TRAIL.test(w))) continue;
    const lineStart = opener === '' || opener === '\\n';
    // A name opening a line must be followed by a role word ("Assistant instructions:"): alone it
    // is a transcript turn. Mid-line, after the end of a clause, a strong name alone will do.
    if (!before.length && !bracketed && !after.some((w) => TRAIL.test(w)) && (lineStart || !strong || after.length)) continue;
    if (!strong && !before.length && !after.length && (!bracketed || transcript)) continue;
    // A comma gives the floor only after a mention or to an unmistakable name: "{ model, messages }"
    // is code.
    // A comma closes a vocative only right after the name or its compound ("ИИ-агент,"); after
    // more words it closes a clause ("die KI-Arbeitsgruppe hat beschlossen, …").
    if (/[,，]$/.test(m[0]) && ((!strong && !MENTION.test(opener)) || /\s/.test(phrase.slice(nameAt + name.length).trim()))) continue;
    out.push({ start: at, end: (m.index ?? 0) + m[0].length, inData: bracketed || handsOver });
  }
  // "@assistant" inside a chat export or a thread: a mention of the AI, with or without a colon.
  if (text.includes('@'))
    for (const m of text.matchAll(MENTION_NOTE)) {
      const at = (m.index ?? 0) + m[0].indexOf('@');
      if (firstBreak >= 0 && at > firstBreak && !out.some((o) => o.start <= at + 1 && o.end > at)) out.push({ start: at, end: at + m[0].trim().length, inData: true });
    }
  return out;
}

const escapeRe = (/** @type {string} */ s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
