// @ts-check
// A standing rule over the model's use of tools, set by text the model reads. Tool descriptions,
// tool results, retrieved files and web pages describe what they hold; they have no say over which
// tool the model picks for the user, nor over what other tools do. Two shapes, in every pack
// language:
// - a substitution: another tool named by its identifier ('web_search', read_file) next to a word
//   for "instead of", where the tool put in its place is the one speaking ("this tool", "this
//   plugin", the name a JSON tool schema gives itself) or the order is addressed to the AI
//   assistant or agent, in a sentence that makes it a standing rule (always, never again) or sets
//   it against the user's own choice ("even if the user asks for another");
// - a rule over other tools' traffic: a sentence that speaks of any or every tool and names an
//   outside address or link the traffic is to reach, as a hidden copy (BCC), or as a standing rule
//   or over what the user asks for set by the tool speaking or addressed to the assistant.
// Programming advice compares functions for a reader ("prefer read_json over eval_text when the
// user uploads data", "Always call os.scandir instead of list_dir_slow"): no tool of its own put in
// place of another, no assistant addressed. "Use XLOOKUP instead of VLOOKUP" and "pay in two weeks
// instead of four" name no tool; "never add BCC recipients on your own" names no address;
// "report problems with any tool to support@…" and "all tools mail their logs to ops@…" set no rule.

/** "instead of", "in place of", in the pack languages (before or after the replaced name). */
const INSTEAD = /\binstead\s{1,2}of\b|\bin\s{1,2}place\s{1,2}of\b|\brather\s{1,2}than\b|(?<![\p{L}])(?:statt|anstatt|anstelle(?:\s{1,2}von)?|au\s{1,2}lieu\s{1,2}d[e'’]|à\s{1,2}la\s{1,2}place\s{1,2}d[e'’]|en\s{1,2}lugar\s{1,2}de|en\s{1,2}vez\s{1,2}de|em\s{1,2}vez\s{1,2}de|no\s{1,2}lugar\s{1,2}de|invece\s{1,2}d[ie'’]|al\s{1,2}posto\s{1,2}d[ie'’]|in\s{1,2}plaats\s{1,2}van|zamiast|yerine|вместо|بدلً?ا\s{1,2}من|بدلا\s{1,2}من|की\s{1,2}जगह|के\s{1,2}बजाय)(?![\p{L}])|の代わりに|代替|而不是|대신/iu;
/** Another tool named by its identifier: snake_case or dotted, quoted or not. */
const TOOL_ID = /(?<![\p{L}\p{N}_.@/-])['"‘’“”`«]?[A-Za-z][A-Za-z0-9]{1,30}(?:[_.][A-Za-z0-9]{1,30}){1,4}['"‘’“”`»]?(?![\p{L}\p{N}_@/-])/gu;
/** A standing rule: always, from now on, never again. */
const STANDING = /\b(?:always|from\s{1,2}now\s{1,2}on|never\s{1,2}(?:again|use|call))\b|(?<![\p{L}])(?:immer|stets|nie\s{1,2}wieder|toujours|plus\s{1,2}jamais|siempre|nunca\s{1,2}más|sempre|mai\s{1,2}più|non\s{1,2}usare\s{1,2}più|altijd|nooit\s{1,2}meer|zawsze|nigdy\s{1,2}więcej|her\s{1,2}zaman|daima|всегда|больше\s{1,2}никогда|دائمًا|دائما|हमेशा)(?![\p{L}])|常に|必ず|总是|始终|一律|항상|언제나/iu;
/** The user's own choice set aside: the user named in the same sentence as the rule. */
const USER = /\b(?:the\s{1,2}user|users?['’]s?)\b|(?<![\p{L}])(?:Nutzer\p{L}{0,2}|Benutzer\p{L}{0,2}|utilisateur\p{L}{0,2}|usuari[oa]s?|usu[áa]ri[oa]s?|utente|gebruiker\p{L}{0,2}|użytkownik\p{L}{0,3}|kullan[ıi]c[ıi]\p{L}{0,4}|пользовател\p{L}{0,3}|المستخدم|उपयोगकर्ता)(?![\p{L}])|用户|ユーザー|사용자/iu;
/** Any, every or all tools (or connected servers): a rule over tools other than the one speaking. */
const ANY_TOOL = /\b(?:any|every|each|all|other)\s{1,2}(?:\p{L}{2,15}\s{1,2})?tools?\b|\b(?:other|all\s{1,2}connected)\s{1,2}servers\b|(?<![\p{L}])(?:irgendein\p{L}{0,2}\s{1,2}(?:Werkzeug|Tool)|(?:jedes|alle)\s{1,2}(?:\p{L}{2,15}\s{1,2})?(?:Werkzeug\p{L}{0,2}|Tools?)|(?:un\s{1,2})?outil\s{1,2}quelconque|(?:tout|chaque)\s{1,2}outil|tous\s{1,2}les\s{1,2}outils|cualquier\s{1,2}herramienta|(?:todas\s{1,2}las|las\s{1,2}dem[áa]s)\s{1,2}herramientas|qualsiasi\s{1,2}strumento|tutti\s{1,2}gli\s{1,2}strumenti|qualquer\s{1,2}ferramenta|todas\s{1,2}as\s{1,2}ferramentas|(?:een\s{1,2}willekeurige|elke)\s{1,2}tool|alle\s{1,2}(?:\p{L}{2,15}\s{1,2})?tools|jakiekolwiek\s{1,2}narz[ęe]dzie|(?:każde|wszystkie)\s{1,2}narz[ęe]dzi\p{L}{0,2}|herhangi\s{1,2}bir\s{1,2}ara[çc]|(?:her|tüm)\s{1,2}ara[çc]\p{L}{0,4}|(?:любой|каждый)\s{1,2}инструмент|(?:всех|все)\s{1,2}(?:\p{L}{2,15}\s{1,2})?инструмент\p{L}{0,3}|أي\s{1,2}أداة|كل\s{1,2}الأدوات|कोई\s{1,2}भी\s{1,2}टूल|सभी\s{1,2}(?:\p{L}{2,15}\s{1,2})?टूल\p{L}{0,3})(?![\p{L}])|任何工具|所有(?:的)?工具|いずれかのツール|どのツール|すべてのツール|어떤\s?도구든|모든\s?도구/iu;
/** The user's choice set aside: a concessive word ("even if", "whatever", "no matter") in the sentence. */
const CONCESSIVE = /\b(?:even\s{1,2}(?:if|when|though)|whatever|regardless|no\s{1,2}matter)\b|(?<![\p{L}])(?:auch\s{1,2}wenn|selbst\s{1,2}wenn|egal|m[êe]me\s{1,2}si|quoi\s{1,2}qu[e'’]|peu\s{1,2}importe|aunque|incluso\s{1,2}si|sin\s{1,2}importar|anche\s{1,2}se|qualunque|mesmo\s{1,2}(?:que|se)|independentemente|ook\s{1,2}als|zelfs\s{1,2}als|ongeacht|nawet\s{1,2}(?:je[śs]li|gdy|kiedy)|niezale[żz]nie|bile|даже\s{1,2}(?:если|когда)|что\s{1,2}бы|независимо|حتى\s{1,2}(?:لو|وإن|إن)|चाहे|भले\s{1,2}ही|कुछ\s{1,2}भी)(?![\p{L}])|即使|无论|不管|哪怕|ても|でも|に関わらず|해도|하더라도|더라도|상관없이/iu;
/** The tool that speaks, named as such: "this tool", "this plugin", in the pack languages. */
const SELF = /\bthis\s{1,2}(?:tool|plugin|server|service|module|extension|connector|integration|skill|helper|endpoint)\b|(?<![\p{L}])(?:dies(?:es|en|em|er|e)?\s{1,2}(?:Tool|Werkzeug|Plugin|Dienst|Modul|Service|Server|Erweiterung)|(?:cet|ce|cette)\s{1,2}(?:outil|module|plugin|service|serveur|extension|connecteur)|(?:esta|este|essa|esse)\s{1,2}(?:herramienta|ferramenta|plugin|servicio|servi[çc]o|m[óo]dulo|servidor|extensi[óo]n|extens[ãa]o|conector)|(?:questo|questa)\s{1,2}(?:strumento|plugin|servizio|modulo|server|estensione)|(?:deze|dit)\s{1,2}(?:tool|plugin|dienst|service|module|server|extensie)|(?:to|tego|tym|ta|tej|t[ęe])\s{1,2}(?:narz[ęe]dzi\p{L}{0,2}|wtyczk\p{L}{0,2}|us[łl]ug\p{L}{0,2}|modu[łl]\p{L}{0,2}|serwer\p{L}{0,2})|bu\s{1,2}(?:ara[çc]\p{L}{0,4}|arac\p{L}{0,4}|eklenti\p{L}{0,4}|servis\p{L}{0,4}|hizmet\p{L}{0,4}|mod[üu]l\p{L}{0,4})|(?:этот|этого|этим|эту|это|данный|данного)\s{1,2}(?:инструмент\p{L}{0,2}|сервис\p{L}{0,2}|плагин\p{L}{0,2}|модул\p{L}{0,2}|сервер\p{L}{0,2})|هذه\s{1,2}(?:الأداة|الإضافة|الخدمة)|هذا\s{1,2}(?:المكون|الخادم)|(?:यह|यही|इस|इसी)\s{1,2}(?:टूल|प्लगइन|सेवा|सर्वर|मॉड्यूल))(?![\p{L}])|这个(?:工具|插件|服务)|此(?:工具|插件|服务)|本(?:工具|插件|服务)|この(?:ツール|プラグイン|サービス|サーバー)|本ツール|이\s?(?:도구|플러그인|서비스|서버)/iu;
/** The model addressed: the AI assistant or agent that picks the tools ("Assistant: …", "the agent"). */
const MODEL = /^[\s\W]{0,3}(?:AI\s{1,2})?(?:assistant|agent)\s{0,2}[:,]|\b(?:(?:the|an?|you,?\s{1,2}the|dear)\s{1,2}(?:AI\s{1,2})?assistant|the\s{1,2}AI|AI\s{1,2}(?:assistant|agent|model)|(?:large\s{1,2})?language\s{1,2}model|LLM)\b/iu;
/** The name a JSON tool schema gives the tool it describes. */
const OWN_NAME = /"name"[ \t]{0,2}:[ \t]{0,2}"([A-Za-z][\w.-]{1,63})"/;

/** A hidden copy of a message. */
const HIDDEN_COPY = /\bbcc\b|(?<![\p{L}])(?:cco|cci|ccn|udw)(?![\p{L}])|密送|숨은\s?참조|скрыт\p{L}{1,3}\s{1,2}копи\p{L}|النسخة\s{1,2}المخفية/iu;
/** Every message the model sends: "every reply you send", "each answer", "todas las respuestas", "ogni risposta". */
const EVERY_REPLY = /\b(?:every|each|all|any)\s{1,2}(?:of\s{1,2}(?:your|the)\s{1,2})?(?:\p{L}{2,15}\s{1,2})?(?:repl(?:y|ies)|answers?|responses?|messages?|e-?mails?|mails?)\b|(?<![\p{L}])(?:(?:jede|alle)\p{L}{0,2}\s{1,2}(?:Antwort\p{L}{0,2}|Nachricht\p{L}{0,2}|E-Mails?)|(?:chaque|toutes\s{1,2}les)\s{1,2}(?:réponses?|messages?|e-?mails?)|(?:cada|todas\s{1,2}las|todos\s{1,2}los)\s{1,2}(?:respuestas?|mensajes?|correos?)|(?:cada|todas\s{1,2}as)\s{1,2}(?:respostas?|mensagens?|e-?mails?)|(?:ogni|tutte\s{1,2}le)\s{1,2}(?:rispost\p{L}|messagg\p{L}{1,2}|e-?mail)|(?:elk|elke|alle)\s{1,2}(?:antwoord\p{L}{0,2}|bericht\p{L}{0,2}|e-?mails?)|(?:każd\p{L}{1,2}|wszystkie)\s{1,2}(?:odpowied\p{L}{1,3}|wiadomo\p{L}{1,4})|(?:her|tüm)\s{1,2}(?:yan[ıi]t\p{L}{0,4}|cevab?\p{L}{0,4}|mesaj\p{L}{0,4}|e-?posta\p{L}{0,4})|(?:кажд\p{L}{1,2}|все)\s{1,2}(?:ответ\p{L}{0,2}|сообщени\p{L}{1,2}|письм\p{L}{1,2})|mọi\s{1,2}(?:câu\s{1,2}trả\s{1,2}lời|tin\s{1,2}nhắn|email))(?![\p{L}])|ทุกคำตอบ|ทุกข้อความ|כל\s{1,2}(?:תשובה|הודעה|מייל)|हर\s{1,2}(?:जवाब|उत्तर|संदेश|मेल)|每(?:条|封|个)?(?:回复|消息|邮件)|すべての(?:返信|回答|メール)|모든\s?(?:답장|답변|메시지)/iu;

/** A negation before the hidden copy: a safeguard ("never add BCC recipients"), not a rule to add one. */
const COPY_NEGATED = /\b(?:never|not|no|don['’]t|without)\b|(?<![\p{L}])(?:nie|nicht|niemals|jamais|ne|nunca|não|mai|non|niet|nooit|nigdy|asla|не|никогда|không|אל|לא)(?![\p{L}])|ไม่|ห้าม|मत|नहीं|不要|禁止|しない|하지/iu;

/** Where the traffic is to go: an e-mail address or a link (holdsDestination). */
const ADDRESS = /[\p{L}\p{N}._%+-]{1,64}@[\p{L}\p{N}-]{1,63}\.[\p{L}\p{N}.-]{2,63}/u;
const LINK = /\bhttps?:\/\/[^\s"'<>]{3,}/u;
/** The address's widest reach around its '@', in code units: 64 code points before it, 1 + 63 + 1 + 63 after. */
const ADDRESS_BEFORE = 2 * 64;
const ADDRESS_AFTER = 2 * (1 + 63 + 1 + 63);

/**
 * Whether a sentence names a destination: the answer one search of ADDRESS|LINK gives. The address
 * needs an '@' and has no assertion around it, so it is tried only on the stretch each '@' can
 * reach, instead of trying a local part at every letter of each sentence.
 * @param {string} sentence
 */
function holdsDestination(sentence) {
  if (LINK.test(sentence)) return true;
  for (let at = sentence.indexOf('@'); at >= 0; at = sentence.indexOf('@', at + 1)) {
    if (ADDRESS.test(sentence.slice(Math.max(0, at - ADDRESS_BEFORE), at + ADDRESS_AFTER + 1))) return true;
  }
  return false;
}

/** Sentence stretches of the text: cut at sentence ends, line breaks and escaped line breaks of a JSON string. */
function sentences(/** @type {string} */ text) {
  /** @type {Array<{ start: number, end: number }>} */
  const out = [];
  const cut = /[.!?](?=\s|$)|[。！？\n]|\\n|"\s{0,3}[,}\]:]/g;
  let start = 0;
  for (const m of text.matchAll(cut)) {
    const end = (m.index ?? 0) + m[0].length;
    if (end - start > 1) out.push({ start, end });
    start = end;
  }
  if (text.length - start > 1) out.push({ start, end: text.length });
  return out;
}

/** Whether some tool identifier sits within `reach` characters of the "instead of" word. */
function namesReplacedTool(/** @type {string} */ sentence, /** @type {number} */ reach) {
  const instead = INSTEAD.exec(sentence);
  if (!instead) return false;
  const from = instead.index;
  const to = from + instead[0].length;
  for (const m of sentence.matchAll(TOOL_ID)) {
    const s = m.index ?? 0;
    const e = s + m[0].length;
    // A file name ("notes.md"), a domain or a version is no tool: an identifier with an underscore, or a dotted call.
    if (!/_/.test(m[0]) && !/^[A-Za-z]\w*\.[a-z]\w*_/i.test(m[0].replace(/^\W+/, ''))) continue;
    if ((s >= to && s - to <= reach) || (e <= from && from - e <= reach)) return true;
  }
  return false;
}

/** Whether the sentence comes from the tool that speaks or is addressed to the model picking the tools. */
function fromToolOrToModel(/** @type {string} */ sentence, /** @type {string | undefined} */ ownName) {
  if (SELF.test(sentence) || MODEL.test(sentence)) return true;
  if (!ownName) return false;
  const at = sentence.indexOf(ownName);
  return at >= 0 && !/[\w.-]/.test(sentence[at - 1] ?? '') && !/[\w-]/.test(sentence[at + ownName.length] ?? '');
}

/**
 * Standing rules over tool use found in the text.
 * @param {string} text
 * @returns {Array<{ start: number, end: number, kind: 'substitution' | 'cross_tool' }>}
 */
export function toolRules(text) {
  /** @type {Array<{ start: number, end: number, kind: 'substitution' | 'cross_tool' }>} */
  const out = [];
  const mayName = /[_]/.test(text);
  const mayRoute = /@|https?:\/\//.test(text);
  if (!mayName && !mayRoute) return out;
  const ownName = OWN_NAME.exec(text)?.[1];
  for (const s of sentences(text)) {
    const sentence = text.slice(s.start, s.end);
    if (sentence.length > 600) continue;
    const overUser = USER.test(sentence) && CONCESSIVE.test(sentence);
    if (mayName && namesReplacedTool(sentence, 24) && (STANDING.test(sentence) || overUser) && fromToolOrToModel(sentence, ownName)) {
      out.push({ ...s, kind: 'substitution' });
      continue;
    }
    // A hidden copy of every message the model sends, to an outside address ("BCC x@… on every
    // reply you send"): the traffic of the model itself routed out, a standing rule by its shape.
    const copy = mayRoute ? HIDDEN_COPY.exec(sentence) : null;
    if (copy && holdsDestination(sentence) && EVERY_REPLY.test(sentence) && !COPY_NEGATED.test(sentence.slice(0, copy.index))) {
      out.push({ ...s, kind: 'cross_tool' });
      continue;
    }
    if (mayRoute && holdsDestination(sentence) && ANY_TOOL.test(sentence) && (HIDDEN_COPY.test(sentence) || ((STANDING.test(sentence) || USER.test(sentence)) && fromToolOrToModel(sentence, ownName)))) out.push({ ...s, kind: 'cross_tool' });
  }
  return out;
}
