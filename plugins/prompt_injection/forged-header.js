// @ts-check
// A system header forged inside data. Text the model reads as data (a tool's output, a document, an
// invite's description) closes its own frame — a closing tag, a code fence, an "END OF …" line —
// and goes on under a header that claims the system's voice ("SYSTEM:", "**System message:**",
// "### NEUE SYSTEMANWEISUNG ###", "<instructions priority=…>") with an act for the agent:
// no data speaks as the system, and none needs to close itself to go on. The header and the
// closing marks are nearly the same in every language; the system word is a small list.

import { mayHoldAction } from './planted-action.js';
import { namesTarget } from './planted-order.js';

const SYSTEM_WORD = '(?:system|systeem|systemu?|sistema|syst[èe]me|sistem|систем\\p{L}{0,2}|النظام|सिस्टम|系统|系統|システム|시스템)';
// A header line: an optional mark (bold, heading, bracket), up to three words, the system word, up
// to three words, and its end (a colon, a closing bracket, a heading's hashes). The spaces after
// the mark belong to the mark: two space runs side by side split a long run of spaces every way
// (16 Ki of spaces took two seconds).
const HEADER = new RegExp(
  `(?:^|\\n)[ \\t]*(?:(?:\\*\\*|#{1,6}|\\[|【)[ \\t]*)?(?:[\\p{L}]{2,15}[ \\t]{1,2}){0,3}?${SYSTEM_WORD}\\p{L}{0,16}(?:[ \\t]{1,2}[\\p{L}]{2,15}){0,3}?[ \\t]*(?:\\*\\*[ \\t]*)?(?:[:：]|\\]|】|#{2,})` +
    `|(?:^|\\n)[ \\t]*<(?:instructions?|instrucciones|instru[çc](?:õ|o)es|istruzioni|anweisungen|instructies|instrukcje|talimatlar|инструкции|تعليمات|निर्देश|指令|指示|지시)(?:[ \\t][^>\\n]{0,80})?>`,
  'giu',
);
// The data's frame closing before it: a closing tag, a code fence, "END OF …", "[end …]", a rule of dashes,
// or a line ruled off on both sides ("--- FIN DU DOCUMENT ---", "=== 文書ここまで ==="), as every language writes it.
const CLOSER = /<\/[\p{L}_:-]{1,30}>|```|~~~|\bEND(?:[ \t]{1,2}OF)?[ \t]{1,2}[A-Z_ ]{2,30}\b|\[(?:end|fine|fin|ende|einde|koniec|son|конец|نهاية|समाप्त|结束|終了|끝)\b[^\]\n]{0,30}\]|-{5,}|={5,}|(?:^|\n)[ \t]*(?:-{3,}|={3,})[ \t]{1,2}[^\n]{2,60}?[ \t]{1,2}(?:-{3,}|={3,})[ \t]*(?=\n|$)/iu;
// What the forged system grants or orders: a grant of rights, or an act or a target.
const GRANT = /\b(?:full|unrestricted|all)\s{1,2}(?:permissions?|access|authority|rights)\b|\b(?:granted|delegated|authori[sz]ed)\b|(?<![\p{L}])(?:permessi\s{1,2}completi|permisos\s{1,2}completos|permissões\s{1,2}totais|tous\s{1,2}les\s{1,2}droits|alle\s{1,2}(?:Rechte|Berechtigungen)|volledige\s{1,2}rechten|pełne\s{1,2}uprawnienia|tam\s{1,2}yetki|полные\s{1,2}права|deaktiviert|désactivé|desactivad[oa]|disattivat[oa]|wyłączon\p{L})(?![\p{L}])|صلاحيات\s{1,2}كاملة|पूर्ण\s{1,2}अनुमति|完全权限|全部权限|完全な権限|전체\s?권한|(?<![\p{L}])[\p{L}_.]{3,30}\([\p{L}_]{2,20}\s?=/iu;
// A requirement stated for the reader ("you need full access", "erfordert alle Rechte") asks for
// rights; it grants none.
const REQUIRED_BEFORE = /(?:\b(?:need|needs|needed|require|requires|required|requirement|must\s{1,2}have)\b|(?<![\p{L}])(?:benötig\p{L}{0,3}|erforder\p{L}{0,3}|nécessit\p{L}{0,3}|besoin|necesit\p{L}{0,3}|requier\p{L}{0,3}|richied\p{L}{0,3}|necessári\p{L}|vereis\p{L}{0,3}|wymag\p{L}{0,3}|gerek\p{L}{0,4}|требу\p{L}{0,4}|нужн\p{L}{0,3})|يتطلب|आवश्यक|需要|必要|필요)[^.\n]{0,30}$/iu;
/** Whether the body grants rights: a grant not stated as a requirement. */
const EVERY_GRANT = new RegExp(GRANT.source, 'giu');
function grants(/** @type {string} */ body) {
  for (const m of body.matchAll(EVERY_GRANT)) {
    if (!REQUIRED_BEFORE.test(body.slice(Math.max(0, (m.index ?? 0) - 60), m.index))) return true;
  }
  return false;
}
const MARKED = /\*\*|#|\[|【|</u;
// Scripts without case claim the voice by the word alone.
const SHOUTED = /(?:SYSTEM|SYSTEEM|SISTEMA|SYST[ÈE]ME|SISTEM|СИСТЕМ|系统|系統|システム|시스템)/u;
/** How far before the header its closing mark may be, and how far after it the order runs. */
const BEFORE = 160;
const AFTER = 300;

/**
 * Forged system headers: after some data and a closing mark, a header in the system's voice
 * followed by a grant, an act or a target.
 * @param {string} text
 * @returns {Array<{ start: number, end: number }>}
 */
export function forgedHeaders(text) {
  /** @type {Array<{ start: number, end: number }>} */
  const out = [];
  const firstWord = text.search(/[\p{L}\p{N}]/u);
  for (const m of text.matchAll(HEADER)) {
    const at = (m.index ?? 0) + (m[0].startsWith('\n') ? 1 : 0);
    // The header opens the text: no data came before it to close.
    if (firstWord < 0 || at <= firstWord) continue;
    // A speaker's label in a transcript ("System: call ended") is no header: the system's voice is
    // claimed in capitals, in bold, as a heading, in brackets or as a tag.
    if (!MARKED.test(m[0]) && !SHOUTED.test(m[0])) continue;
    if (!CLOSER.test(text.slice(Math.max(0, at - BEFORE), at))) continue;
    const end = (m.index ?? 0) + m[0].length;
    const stop = text.indexOf('\n\n', end);
    const body = text.slice(end, Math.min(end + AFTER, stop < 0 ? text.length : stop));
    if (!(grants(body) || mayHoldAction(body) || namesTarget(body))) continue;
    out.push({ start: at, end: end + Math.min(body.length, 120) });
  }
  return out;
}
