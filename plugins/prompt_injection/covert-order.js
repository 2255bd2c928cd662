// @ts-check
// An act kept from the one who oversees it. An agent answers to someone — its user, the owner of
// the account, a reviewer agent, a human in the loop — and reports what it did. An order in the
// data that asks for an act and then for silence towards that overseer ("… and leave it out
// of your summary", "ne préviens pas le réviseur", "denetçiye haber verme", "ユーザーには伝えないで")
// or for the order itself to be erased ("then erase this note") is the mark of an injected
// task, whoever it claims to come from: the people an agent serves do not hide their own requests
// from themselves.
//
// Three parts, each a small word list per language of the packs, read in one sentence: a
// negation, a verb of telling, asking or reporting, and the overseer (a person or a record: the
// report, the log). Or an erasure of the order itself. Either counts only where the paragraph
// before it asks for an act (planted-action.js) or names a target (a destination, a credential,
// a command: planted-order.js).

import { mayHoldAction } from './planted-action.js';
import { namesTarget } from './planted-order.js';
import { wordStartRegex } from './word-start.js';

// Verbs of telling, asking, reporting, flagging — stems, in the packs' languages.
const TELL = [
  '\\b(?:tell|telling|inform|informing|notify|notifying|mention|mentioning|report|reporting|bother|bothering|alert|alerting|flag|flagging|escalate|check(?:ing)?\\s{1,2}with|loop\\s{1,2}in|cc)\\b',
  '(?<![\\p{L}])(?:erwähn\\p{L}{0,3}|meld\\p{L}{0,3}|sag\\p{L}{0,2}|informier\\p{L}{0,3}|bericht\\p{L}{0,3})(?![\\p{L}])',
  '(?<![\\p{L}])(?:signal\\p{L}{0,4}|mentionn\\p{L}{0,3}|di[st]\\p{L}{0,2}|dire|prévien\\p{L}{0,3}|préven\\p{L}{1,3}|informe[rz]?|rapporte[rz]?)(?![\\p{L}])',
  '(?<![\\p{L}])(?:menciones|mencionar|menciona|digas|decir|avises|avisar|informes|informar|reportes|reportar|comuniques|mencione|diga|avise|informe|relate|reporte|menzion\\p{L}{1,4}|dir\\p{L}{1,2}|avvis\\p{L}{1,3}|segnal\\p{L}{1,3})(?![\\p{L}])',
  '(?<![\\p{L}])(?:vermeld\\p{L}{0,2}|meld\\p{L}{0,2}|zeg|zeggen|vertel\\p{L}{0,2}|informeer|rapporteer)(?![\\p{L}])',
  '(?<![\\p{L}])(?:wspominaj\\p{L}{0,2}|wspomina[ćc]|m[óo]w|mówić|informuj\\p{L}{0,2}|zg[łl]aszaj\\p{L}{0,2}|zg[łl]asza[ćc]|powiadamiaj\\p{L}{0,2})(?![\\p{L}])',
  '(?<![\\p{L}])(?:söyleme\\p{L}{0,4}|bahsetme\\p{L}{0,4}|bildirme\\p{L}{0,4}|haber\\s{1,2}verme\\p{L}{0,4}|raporlama\\p{L}{0,4})(?![\\p{L}])',
  '(?<![\\p{L}])(?:упомина\\p{L}{1,3}|упомян\\p{L}{1,3}|говори\\p{L}{0,2}|сообща\\p{L}{1,3}|сообщ\\p{L}{1,3}|уведомля\\p{L}{1,3}|докладыва\\p{L}{1,3})(?![\\p{L}])',
];
/** The same verbs in scripts without ASCII letters, which need no word start. */
const TELL_OTHER_SCRIPTS = [
  '(?:تذكر|تخبر|تبلغ|تبل\\u0651?غ|تعلم|تُعلم)',
  '(?:बताना|बताओ|बताएं|बताएँ|बताइए|ज़िक्र|जिक्र|सूचित|रिपोर्ट)',
  '(?:告诉|告知|提及|提到|报告|汇报|通知|上报|報告|伝え|言わ|知らせ|触れ|確認し|말하|알리|보고하|언급하)',
];
const TELL_RE = wordStartRegex(TELL, TELL_OTHER_SCRIPTS, 'giu');
// A negation or "no need" in the packs' languages (a Turkish negative imperative carries its own).
const NEGATION = /(?:\b(?:not|never|no|don['’]t|without|nor|needn['’]t)\b|(?<![\p{L}])(?:nicht|nie|niemals|keine?|ohne|ne|pas|jamais|inutile|sans|nunca|sin|não|nao|sem|non|mai|senza|inutil[e]?|niet|nooit|geen|zonder|nie|bez|не|без|ни|لا|ولا|دون|بدون|मत|नहीं|न|की\s{1,2}ज़रूरत\s{1,2}नहीं)(?![\p{L}])|不要|不必|无需|无须|不用|别|勿|しないで|ないで|なくて|不要|필요\s?없|말고|마세요|마라|지\s?마|않)/iu;
// …after the verb, where a language puts it there ("erwähne es nicht", "報告しないで", "말하지 마").
const NEGATION_AFTER = /^.{0,16}?(?:(?<![\p{L}])(?:nicht|niet|nichts|niets)(?![\p{L}])|しないで|ないで|なくて|말고|마세요|마라|지\s?마|않|नहीं|मत)/u;
const TURKISH_NEGATIVE = /(?:söyleme|bahsetme|bildirme|haber\s{1,2}verme|raporlama)/iu;
// Who or what oversees the agent: its user or the owner, a reviewer, a human, the report or the log.
const OVERSEER = new RegExp(
  [
    '\\b(?:user|users|owner|human|humans|reviewer|reviewers|auditor|supervisor|moderator|attendees?|organi[sz]er|recipient|report|summary|changelog|log|logs|audit\\s{1,2}trail|anomal\\p{L}{1,4}|irregularit\\p{L}{1,4}|discrepanc\\p{L}{1,4}|violations?)\\b',
    // …or what the agent found and must not pass on: anomalies, irregularities, violations
    '(?<![\\p{L}])(?:Auffälligkeit\\p{L}{0,2}|Unregelmäßigkeit\\p{L}{0,2}|anomal\\p{L}{1,4}|irregolarit\\p{L}{1,2}|irregularidad\\p{L}{0,2}|onregelmatigheden|afwijkingen|anomali\\p{L}{0,4}|usterk\\p{L}{1,2}|аномали\\p{L}{1,2}|нарушени\\p{L}{1,2})(?![\\p{L}])|مخالفات|المخالفات|أخطاء|गड़बड़ी|विसंगति|异常|違反|異常|이상\\s?(?:징후|사항|거래)',
    '(?<![\\p{L}])(?:Nutzer\\p{L}{0,2}|Benutzer\\p{L}{0,2}|Besitzer\\p{L}{0,2}|Eigentümer\\p{L}{0,2}|Prüfer\\p{L}{0,2}|Reviewer|Bericht\\p{L}{0,2}|Protokoll\\p{L}{0,2}|Teilnehmer\\p{L}{0,2}|utilisateur\\p{L}{0,2}|propriétaire|relecteur|réviseur|rapport|journal|usuario|dueño|propietario|revisor\\p{L}{0,2}|informe|registro|usuário|utilizador|dono|relatório|registo|utente|proprietario|revisore|resoconto|gebruiker|eigenaar|beoordelaar|verslag|logboek|użytkownik\\p{L}{0,3}|właściciel\\p{L}{0,3}|recenzent\\p{L}{0,3}|raport\\p{L}{0,3}|sprawozdani\\p{L}{1,2}|nieprawidłowo[śs]\\p{L}{0,3}|kullanıcı\\p{L}{0,3}|sahib\\p{L}{0,3}|denetçi\\p{L}{0,3}|rapor\\p{L}{0,3}|пользовател\\p{L}{1,3}|владел\\p{L}{1,4}|проверяющ\\p{L}{1,3}|ревьюер\\p{L}{0,2}|рецензент\\p{L}{0,2}|отч[её]т\\p{L}{0,2}|журнал\\p{L}{0,2})(?![\\p{L}])',
    '(?:المستخدم|المالك|المراجع|التقرير|السجل|उपयोगकर्ता|मालिक|समीक्षक|रिपोर्ट|用户|主人|审核|审查|报告|日志|ユーザー|所有者|オーナー|レビュー担当|レビュアー|報告|レポート|ログ|사용자|소유자|검토자|보고서|로그)',
  ].join('|'),
  'iu',
);
// The order erasing itself: "then erase this note", "sonra bu notu sil", "ثم احذف هذه الرسالة".
// (the alternatives that start a word first, behind the word-start look back: word-start.js)
const SELF_ERASE = wordStartRegex(
  [
    '\\b(?:delete|remove|erase|clear)\\s{1,2}(?:this|the)\\s{1,2}(?:reminder|instruction|message|note|entry|memo|rule|e-?mail|task)\\b',
    '(?<![\\p{L}])(?:lösch\\p{L}{0,2}\\s{1,2}(?:diese|diesen|dieses)\\s{1,2}\\p{L}{3,20}|supprime[rz]?\\s{1,2}(?:ce|cette)\\s{1,2}\\p{L}{3,20}|(?:borra|elimina)\\s{1,2}(?:este|esta)\\s{1,2}\\p{L}{3,20}|(?:apaga|exclui|elimina|cancella)\\s{1,2}(?:este|esta|questo|questa)\\s{1,2}\\p{L}{3,20}|verwijder\\s{1,2}(?:deze|dit)\\s{1,2}\\p{L}{3,20}|usu[ńn]\\s{1,2}(?:to|tę|ten)\\s{1,2}\\p{L}{3,20}|bu\\s{1,2}\\p{L}{3,20}\\s{1,2}(?:\\p{L}{2,20}\\s{1,2})?sil|удали\\s{1,2}(?:это|эту|этот)\\s{1,2}\\p{L}{3,20})(?![\\p{L}])',
  ],
  ['احذف\\s{1,2}(?:هذا|هذه)|इस\\s{1,2}\\p{L}{2,20}\\s{1,2}को\\s{1,2}(?:हटा|मिटा|डिलीट)|删除(?:这条|此条|本条)|删除(?:这个|此|本)(?:消息|留言|指令|指示|说明|备注|提醒|注释|条目|邮件|笔记)|この(?:リマインダー|メモ|指示|メッセージ)を削除|이\\s?(?:알림|메모|지시|메시지)(?:를|을)\\s?삭제'],
  'giu',
);
// Acts an agent takes with what it holds, beyond those planted-action.js lists: putting data into
// what it writes, running or installing, approving its own work, carrying on alone.
const PASS_ON = new RegExp(
  [
    '\\b(?:include|insert|put|paste|copy|move|upload|post|add|mark|approve[ds]?|install|run|execute|proceed|continue)\\b',
    '(?<![\\p{L}])(?:kopier\\p{L}{0,2}|verschieb\\p{L}{0,2}|copie[rz]?|déplace[rz]?|copia|mueve|sposta|kopieer|skopiuj|przenie[śs]|kopyala|скопируй|перенеси|füg\\p{L}{0,2}|einfüg\\p{L}{0,2}|nimm|inclu[st]|ajoute[rz]?|insère|incluy\\p{L}{1,2}|incluir|añad\\p{L}{1,2}|agrega|inclu[ia]|adicion\\p{L}{1,2}|acrescent\\p{L}{1,2}|includi|inserisci|aggiungi|voeg\\p{L}{0,2}|dodaj\\p{L}{0,2}|umie[śs][ćc]|zatwierd[źz]|wstaw|ekle\\p{L}{0,3}|koy|onayla|добав\\p{L}{1,3}|включи|встав\\p{L}{1,3}|утверд\\p{L}{1,3}|продолж\\p{L}{1,3}|continú\\p{L}{1,2}|continu\\p{L}{1,2}|weiter\\p{L}{0,4}|doorgaan|kontynuuj|devam)(?![\\p{L}])',
    '(?:انسخ|कॉपी|复制|コピー|복사|أضف|أدرج|ضع|وافق|اعتمد|डाल|जोड़|शामिल|加入|添加|放入|批准|承認|追加|入れ|넣|추가|승인)',
  ].join('|'),
  'iu',
);
// …or kept out of the record without a negation: "leave it out of the report", "keep this from the user".
const KEEP_FROM = wordStartRegex([String.raw`\b(?:leave|keep)\s{1,2}(?:it|this|that|them|these)\s{1,2}(?:out\s{1,2}of|off|from)\s{1,2}(?:the\s{1,2}|your\s{1,2})?(?:user|owner|human|reviewer|auditor|supervisor|report|summary|log|logs|changelog)\b`], [], 'giu');
/** How far back in its paragraph the act may be. */
const REACH = 320;

/**
 * The covert orders of a text: silence towards an overseer, or the order's own erasure, after an
 * act or a target in the same paragraph.
 * @param {string} text
 * @returns {Array<{ start: number, end: number }>}
 */
export function covertOrders(text) {
  /** @type {Array<{ start: number, end: number }>} */
  const out = [];
  for (const cue of concealments(text)) {
    if (out.some((o) => o.end > cue.start)) continue;
    const paragraphStart = text.lastIndexOf('\n\n', cue.start);
    const from = Math.max(0, paragraphStart < 0 ? 0 : paragraphStart, cue.start - REACH);
    const before = text.slice(from, cue.end);
    if (!(mayHoldAction(before) || namesTarget(before) || PASS_ON.test(before))) continue;
    out.push({ start: from + Math.max(0, before.search(/[\p{L}\p{N}]/u)), end: cue.end });
  }
  return out;
}

/**
 * The cues of concealment in a text, in order: a negated verb of telling or asking next to an
 * overseer in one sentence, or an order to erase the order itself.
 * @param {string} text
 * @returns {Array<{ start: number, end: number }>}
 */
export function concealments(text) {
  /** @type {Array<{ start: number, end: number }>} */
  const cues = [];
  for (const m of text.matchAll(TELL_RE)) {
    const at = m.index ?? 0;
    const end = at + m[0].length;
    const from = Math.max(0, ...['.', '!', '?', '\n', '。', '！', '？', ';', '؛', '।'].map((c) => text.lastIndexOf(c, at - 1) + 1));
    const stopAt = text.slice(end).search(/[.!?\n。！？;؛।]/u);
    const to = stopAt < 0 ? text.length : end + stopAt;
    const before = text.slice(Math.max(from, at - 40), at);
    const after = text.slice(end, Math.min(to, end + 30));
    const negated = TURKISH_NEGATIVE.test(m[0]) || NEGATION.test(before) || NEGATION_AFTER.test(after);
    if (!negated) continue;
    // The overseer is someone or something other than the verb's own word ("report" is both).
    if (!OVERSEER.test(text.slice(Math.max(from, at - 50), at)) && !OVERSEER.test(text.slice(end, Math.min(to, end + 50)))) continue;
    cues.push({ start: Math.max(from, at - 40), end: Math.min(to, end + 30) });
  }
  for (const m of text.matchAll(KEEP_FROM)) cues.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  for (const m of text.matchAll(SELF_ERASE)) cues.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  return cues.sort((a, b) => a.start - b.start);
}
