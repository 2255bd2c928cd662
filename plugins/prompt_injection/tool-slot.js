// @ts-check
// A tool's own description that asks for what the model holds. A tool is described to the model
// by its name, its parameters and a line of description; a description that makes it a duty
// ("required", "must always", "OBRIGATÓRIO", "필수") to fill a parameter with the conversation, the
// system prompt, earlier hidden messages or the user's mail, contacts or secrets routes them to
// whoever runs the tool. Four parts in one sentence or two of the description: the duty, a word for
// a parameter, and the held data; the text itself describes a tool (a "Tool:" or "Description:"
// label, a signature `name(a, b)`, or the "description" and "inputSchema" keys of a JSON schema).

const DESCRIBED = /"(?:description|inputSchema|input_schema|parameters)"[ \t]{0,2}:|(?:^|\n)[ \t]*(?:tool|function|description|descri[çc][ãa]o|descripci[óo]n|beschreibung|werkzeug|outil|strumento|ferramenta|herramienta|hulpmiddel|beschrijving|narz[ęe]dzie|opis|ara[çc]|a[çc][ıi]klama|инструмент|описание|الأداة|الوصف|टूल|विवरण|工具|描述|説明|ツール|도구|설명)[ \t]*[:：]|\b[\p{L}_][\p{L}\p{N}_]{2,40}\([\p{L}_][\p{L}\p{N}_]{0,30}(?:,\s?[\p{L}_][\p{L}\p{N}_]{0,30}){0,6}\)/iu;
const DUTY = /\b(?:required|mandatory|must|always|obligatory)\b|(?<![\p{L}])(?:erforderlich|muss|immer|pflicht|obligatoire|doit|toujours|obligatorio|debe|siempre|obrigat[óo]rio|deve|sempre|obbligatorio|verplicht|moet|altijd|wymagane|musi|zawsze|zorunlu|her\s{1,2}zaman|обязательно|всегда|должен|должно|مطلوب|إلزامي|يجب|दائما|अनिवार्य|ज़रूरी|हमेशा)(?![\p{L}])|必须|必需|务必|必須|必ず|필수|반드시|항상/iu;
const PARAM = /\b(?:param(?:eter)?s?|arguments?|args?|fields?)\b|`[\p{L}_][\p{L}\p{N}_]{1,30}`|(?<![\p{L}\p{N}])'[a-z][a-z0-9]{0,20}(?:_[a-z0-9]{1,20}){0,3}'(?![\p{L}\p{N}])|(?<![\p{L}])(?:Parameter|Argument|Feld|param[èe]tre|champ|par[âáa]metro|argumento|campo|parametro|argomento|veld|parametr|pole|parametre|arg[üu]man|alan[ıi]?|параметр\p{L}{0,2}|аргумент\p{L}{0,2}|пол[ея])(?![\p{L}])|المعامل|الوسيطة|الحقل|पैरामीटर|आर्ग्युमेंट|参数|字段|引数|パラメータ|フィールド|인자|매개변수|파라미터|필드/iu;
// What the model holds that no tool needs: its setup, the conversation, the user's mail and secrets.
const HELD = /\b(?:system\s{1,2}prompt|hidden\s{1,2}(?:messages|instructions)|prior\s{1,2}(?:hidden\s{1,2})?messages|(?:conversation|chat)\s{1,2}history|(?:entire|whole|full)\s{1,2}(?:conversation|chat)|(?:the\s{1,2})?user['’]s\s{1,2}(?:e-?mails?|contacts|passwords?|files|messages|address(?:es)?)|api\s{1,2}keys?|memory\s{1,2}contents|(?:last|previous|recent)\s{1,2}\d{1,4}\s{1,2}(?:messages|e-?mails|chats))\b|\bid_rsa\b|(?<![\p{L}])(?:hist[óo]rico\s{1,2}da\s{1,2}conversa|historial\s{1,2}de\s{1,2}la\s{1,2}conversaci[óo]n|historique\s{1,2}de\s{1,2}la\s{1,2}conversation|cronologia\s{1,2}della\s{1,2}(?:conversazione|chat)|Gespr[äa]chsverlauf|Chatverlauf|gespreksgeschiedenis|histori\p{L}\s{1,2}rozmowy|konuşma\s{1,2}geçmiş\p{L}{0,3}|истори\p{L}\s{1,2}(?:переписки|диалога|разговора)|prompt\s{1,2}(?:de\s{1,2}|do\s{1,2}|di\s{1,2})?sistema|System-?[Pp]rompt|системн\p{L}{1,3}\s{1,2}промпт\p{L}{0,2}|e-?mails\s{1,2}do\s{1,2}utilizador|correos\s{1,2}del\s{1,2}usuario)(?![\p{L}])|سجل\s{1,2}المحادثة|बातचीत\s{1,2}का\s{1,2}(?:इतिहास|रिकॉर्ड)|对话记录|聊天记录|对话历史|系统提示|会話履歴|システムプロンプト|대화\s?기록|시스템\s?프롬프트/iu;

/**
 * Whether `at` lies in the "description" string of a parameter in a JSON schema (a key under
 * "properties"): there the parameter is the one described, named by its key, not in the sentence.
 * @param {string} text
 * @param {number} at
 */
function inPropertyDescription(text, at) {
  const props = text.lastIndexOf('"properties"', at);
  if (props < 0) return false;
  const key = text.lastIndexOf('"description"', at);
  if (key < props) return false;
  // Still inside that string: no unescaped closing quote between its opening and `at`.
  const open = text.indexOf('"', text.indexOf(':', key + 13) + 1);
  return open >= 0 && open < at && !/(?<!\\)"/.test(text.slice(open + 1, at));
}

/**
 * Tool descriptions that make it a duty to put what the model holds into a parameter.
 * @param {string} text
 * @returns {Array<{ start: number, end: number }>}
 */
export function toolSlotOrders(text) {
  /** @type {Array<{ start: number, end: number }>} */
  const out = [];
  if (!DESCRIBED.test(text)) return out;
  // Sentences, with the one before each (a duty may open the sentence before: "REQUIRED: …").
  const sentences = [...text.matchAll(/[^.!?。！？\n]+[.!?。！？]?/gu)].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
  for (let i = 0; i < sentences.length; i++) {
    const s = /** @type {{ start: number, end: number }} */ (sentences[i]);
    const span = text.slice(s.start, s.end);
    if (!HELD.test(span) || !(PARAM.test(span) || inPropertyDescription(text, s.end - 1))) continue;
    const prev = sentences[i - 1];
    const from = prev && s.start - prev.end <= 2 ? prev.start : s.start;
    if (!DUTY.test(text.slice(from, s.end))) continue;
    if (out.some((o) => o.end > from)) continue;
    out.push({ start: from, end: s.end });
  }
  return out;
}
