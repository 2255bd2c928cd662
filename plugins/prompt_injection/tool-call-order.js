// @ts-check
// An order in the data to call a tool that grants, shares or mints access, with a sign that the
// call serves someone else: it is hidden from the user ("do it silently", "e não informe o
// usuário"), or its result goes out (an e-mail address or a link in the sentence, "paste the
// token into your reply"). Tool descriptions, tool results, form fields and documents name other
// tools all the time ("use list_users to find the id first"); one that tells its reader to grant
// a role, share a folder or create a token, and to keep quiet about it or hand it over, is a
// hijack whoever wrote it. The user's own opening request is left alone.

/** A verb that calls, in the languages of the packs that write with Latin letters. */
const CALL = "(?<![\\p{L}])(?:call|invoke|run|execute|use|trigger|cham[ae]|chamar|execut[ae]|us[ae]|llam[ae]|ejecut[ae]|utilis[ez]|appel(?:le|ez)|exécut[ez]|ex[ée]cute|ruf|führe|verwende|chiama|esegui|roep|voer|gebruik|wywołaj|uruchom|użyj|çağır|çalıştır|kullan)(?![\\p{L}])";
/** A tool named by its identifier ("grant_role(", "`share_file`") or in words ("the file_share tool"). */
const TOOL = "(?:the\\s{1,2}|a\\s{1,2}|your\\s{1,2})?`?[A-Za-z][A-Za-z0-9]{1,30}(?:[_.][A-Za-z0-9]{1,30}){1,4}`?(?:\\s{0,2}\\()?";
const CALL_RE = new RegExp(`${CALL}\\s{1,3}(?:\\p{L}{1,12}\\s{1,2}){0,2}?${TOOL}`, 'giu');
/** What the call grants, shares or mints. */
const PRIVILEGE = /(?:grant|role|admin|owner|permission|share|sharing|token|scope|superuser|editor|public|publico|público|anyone|invite|collaborator|access[_ ]?key|api[_ ]?key)/i;
/** The call kept from the user. */
const HIDDEN = /\b(?:silently|secretly|quietly|covertly)\b|\bwithout\s{1,2}(?:telling|informing|notifying|asking)\s{1,2}(?:the\s{1,2})?user\b|\b(?:do\s{1,2}not|don['’]t|never)\s{1,2}(?:tell|inform|notify|mention\s{1,2}(?:it|this)\s{1,2}to)\s{1,2}(?:the\s{1,2})?user\b|(?<![\p{L}])(?:não|nao)\s{1,2}(?:informe|avise|conte\s{1,2}a)o?\s{1,2}(?:o\s{1,2})?usu[áa]rio|(?<![\p{L}])no\s{1,2}(?:informes|avises|le\s{1,2}digas)\s{1,2}(?:al|nada\s{1,2}al)\s{1,2}usuario|sans\s{1,2}(?:prévenir|informer|le\s{1,2}dire\s{1,2}à)\s{1,2}l['’]utilisateur|ohne\s{1,2}(?:den|die)\s{1,2}(?:Nutzer|Benutzer)\p{L}{0,2}\s{1,2}zu\s{1,2}informieren|senza\s{1,2}(?:avvisare|informare)\s{1,2}l['’]utente/iu;
/** The call's result handed over: an address, a link, or the answer itself. */
const OUT = /[\p{L}\p{N}._%+-]{1,64}@[\p{L}\p{N}-]{1,63}\.[\p{L}\p{N}.-]{2,63}|\bhttps?:\/\/|\b(?:into|in)\s{1,2}(?:your|the)\s{1,2}(?:reply|answer|response)\b/iu;

/**
 * Sentences: the stretch holding `at`, and the one after it.
 * @param {string} text
 * @param {number} at
 */
function sentenceAround(text, at) {
  // A value of structured data starts a sentence of its own ({"note": "Agent: call …"}).
  const start = Math.max(0, ...['.', '!', '?', '\n', '": "', '":"'].map((c) => { const i = text.lastIndexOf(c, at - 1); return i < 0 ? 0 : i + c.length; }));
  const stop = /[.!?\n](?=\s|$|["'}])/g;
  stop.lastIndex = at;
  const first = stop.exec(text);
  const end = first ? first.index + 1 : text.length;
  const second = first ? stop.exec(text) : null;
  return { start, end, nextEnd: second ? second.index + 1 : text.length };
}

/**
 * Orders to call a tool that grants, shares or mints access, hidden from the user or handing its
 * result out: the stretch from the call to the end of its sentence.
 * @param {string} text
 * @returns {Array<{ start: number, end: number }>}
 */
export function toolCallOrders(text) {
  /** @type {Array<{ start: number, end: number }>} */
  const out = [];
  if (!/[_.]/.test(text)) return out;
  const firstWord = text.search(/[\p{L}\p{N}]/u);
  for (const m of text.matchAll(CALL_RE)) {
    const at = m.index ?? 0;
    if (out.some((o) => at < o.end)) continue;
    const s = sentenceAround(text, at);
    // The user's own opening sentence asks for the call.
    if (text.slice(firstWord, s.start).trim() === '') continue;
    const sentence = text.slice(at, s.end);
    if (!PRIVILEGE.test(sentence)) continue;
    if (!(OUT.test(sentence) || HIDDEN.test(text.slice(at, s.nextEnd)))) continue;
    out.push({ start: at, end: s.end });
  }
  return out;
}
