// @ts-check
// Phishing lures as a combination rather than a phrase: a request for a secret or a payment
// (enter the card data, pay a fee, install a remote tool; or sign in, which needs a threat to the
// account, not mere hurry), pressure (a deadline, a suspension, a threat) and a channel to act on (a link to a host that is not trusted, a phone
// number, a bank account or a money-transfer service), close together. Each part alone is
// ordinary prose; the three together are the shape of a lure in any language the packs' word
// lists cover. A lure quoted inside text that names it as an example, with nothing in it that
// can be acted on (only defanged or documentation links), is shown to the reader, not sent to them.

/** @typedef {{ kind: string, start: number, end: number, host?: string }} Part */
/** @typedef {{ window: number, severity: import('screening-service/plugin-api').Severity, confidence: number }} LurePolicy */

/**
 * Spans quoted in the text: blockquote lines and runs between paired quotation marks (at most
 * 2,000 characters, at least 20), the places where an answer shows a message instead of writing one.
 * @returns {Array<[number, number]>}
 */
export function quotedRegions(/** @type {string} */ text) {
  /** @type {Array<[number, number]>} */
  const out = [];
  const block = /^[ \t]{0,3}>[^\n]*/gm;
  for (let m = block.exec(text); m; m = block.exec(text)) out.push([m.index, m.index + m[0].length]);
  const pairs = /"([^"\n]{20,2000})"|“([^”]{20,2000})”|„([^“”]{20,2000})[“”]|«([^»]{20,2000})»|「([^」]{20,2000})」|『([^』]{20,2000})』/g;
  for (let m = pairs.exec(text); m; m = pairs.exec(text)) out.push([m.index, m.index + m[0].length]);
  return out;
}

// One reply's many phishing matches each ask for its quotes: the regions of the last text read are
// kept (one entry, replaced by the next text) so that the text is searched once, not once per match.
let lastQuotedText = '';
/** @type {Array<[number, number]>} */
let lastQuoted = [];
function quotedRegionsOnce(/** @type {string} */ text) {
  if (text !== lastQuotedText) {
    lastQuoted = quotedRegions(text);
    lastQuotedText = text;
  }
  return lastQuoted;
}

const inside = (/** @type {Array<[number, number]>} */ regions, /** @type {number} */ at) => regions.some(([s, e]) => at >= s && at < e);

/** Hosts reserved for documentation and tests, and defanged hosts (evil[.]tld), lead nowhere. */
const inertHost = (/** @type {string | undefined} */ host) =>
  !host || /[[\]()]/.test(host) || /(?:^|\.)(?:example\.(?:com|org|net)|example|test|invalid|localhost)\.?$/i.test(host);

// Contact points that work without a link: an e-mail address on a real domain, a phone number,
// an IBAN, a wallet address or a payment handle (@name, $cashtag).
const LIVE_CONTACT = new RegExp(
  [
    String.raw`[\p{L}\p{N}._%+-]{1,64}@(?![\p{L}\p{N}.-]*(?:example\.(?:com|org|net)|\.example|\.test|\.invalid)\b)[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+`,
    String.raw`(?<![\p{L}\p{N}])\+?\d[\d ().\/-]{6,20}\d(?!\p{N})`,
    String.raw`(?<![\p{L}\p{N}])[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}`,
    String.raw`(?<![\p{L}\p{N}])(?:bc1|0x)[a-zA-Z0-9]{20,}|(?<![\p{L}\p{N}])[13][a-km-zA-HJ-NP-Z1-9]{25,34}(?![\p{L}\p{N}])`,
    String.raw`(?:^|[\s(])[@$][A-Za-z][\w.-]{2,}`,
  ].join('|'),
  'u',
);

// The answer names the quoted text as an example of a lure: an example/sample/red-flag word next
// to a phishing word, outside the quote ("an example of a phishing e-mail", "red flags in this
// message"). A phishing word alone ("suspicious activity", "Fraud department") is what a lure
// says about itself and does not frame anything.
const FRAMING =
  /(?<![\p{L}\p{N}])(?:examples?|samples?|specimens?|typical|classic|textbook|red flags?|warning signs?|tell-?tale|hallmarks?|indicators?|signs? of|how to (?:spot|recogni[sz]e|identify)|spot the|recogni[sz]e|identify|training|lesson|quiz|exemples?|typique|signaux d'alerte|ejemplos?|t[ií]pico|señales de alerta|exemplos?|sinais de alerta|beispiele?|typisch|warnsignale|alarmzeichen|esempio|esempi|tipico|segnali d'allarme|voorbeelds?|typisch|przykład|typowy|örne[kğ]i?|tipik|пример|типичн|例え?|典型|示例|例子|예시|전형적|مثال|نموذج|उदाहरण)/iu;
const FRAMING_REACH = 80;

/**
 * A predicate for lures that are examples shown to the reader. All of these must hold:
 * - the request, the pressure and the channel of the lure sit in one quote (blockquote or
 *   quotation marks);
 * - nothing in or around the quote can be acted on: no link to a host that is neither trusted nor
 *   well known unless it is defanged or a documentation domain, no phone number, IBAN, wallet
 *   address, payment handle or e-mail address;
 * - outside every quote, a phishing word stands next to a word that names the quote as an example
 *   ("an example of a phishing e-mail", "red flags in this message").
 * A lure that can be acted on is a lure whatever the text around it says.
 * @param {string} text
 * @param {Part[]} parts
 * @param {number} window
 * @returns {(lure: { ask: Part, pressure: Part, channel: Part }) => boolean}
 */
export function quotedExample(text, parts, window) {
  const analysis = parts.filter((p) => p.kind === 'analysis');
  if (analysis.length === 0) return () => false;
  const quoted = quotedRegions(text);
  if (quoted.length === 0) return () => false;
  const framed = analysis.some((p) => {
    if (inside(quoted, p.start)) return false;
    const from = Math.max(0, p.start - FRAMING_REACH);
    const near = text.slice(from, p.end + FRAMING_REACH);
    const re = new RegExp(FRAMING.source, 'giu');
    for (let m = re.exec(near); m; m = re.exec(near)) if (!inside(quoted, from + m.index)) return true;
    return false;
  });
  if (!framed) return () => false;
  return ({ ask, pressure, channel }) => {
    const q = quoted.find(([s, e]) => ask.start >= s && ask.end <= e && pressure.start >= s && pressure.end <= e && channel.start >= s && channel.end <= e);
    // An example is short; a longer quote is read as it is.
    if (!q || q[1] - q[0] > 2000) return false;
    const from = Math.max(0, q[0] - window);
    const to = Math.min(text.length, q[1] + window);
    for (const p of parts) {
      if (p.end <= from || p.start >= to) continue;
      if (p.kind === 'url' && !inertHost(p.host)) return false;
      if (p.kind === 'channel' && /\d/.test(text.slice(p.start, p.end))) return false;
    }
    return !LIVE_CONTACT.test(text.slice(from, to));
  };
}

// The answer's verdict on a message it quotes: "this e-mail is a scam", "c'est une
// arnaque", "es un intento de phishing". It frames the quote as the reply's subject, not its voice.
const VERDICT =
  /(?<![\p{L}])(?:is|es|est|ist|è|é|jest|to)\s+(?:(?:a|an|un|une|una|uma|ein|eine)\s+)?(?:(?:classic|typical|intento de|tentative de|tentativa de)\s+)?(?:phishing|smishing|scam|fraud|arnaque|hameçonnage|estafa|fraude|golpe|betrug|truffa|oszustwo)(?![\p{L}])/iu;
// What a framed quote is an example of: a scam or an attack on the reader or on a model.
const ATTACK_WORD =
  /(?<![\p{L}])(?:phishing|smishing|scam\p{L}*|fraud\p{L}*|red flags?|warning signs?|social engineering|prompt injection|injection|attack\p{L}*|awareness|arnaque|hameçonnage|estafa|fraude|golpe|betrug|truffa|oszustwo|dolandırıcılık|фишинг|мошенни\p{L}*|フィッシング|詐欺|钓鱼|诈骗|피싱|사기|احتيال|تصيد)(?![\p{L}])/iu;
// Words that say a message is being shown to the reader: for a newsletter, a slide or a deck, or
// what it looked like.
const SHOWN = /(?<![\p{L}])(?:awareness|newsletter|slides?|deck|handout|poster|(?:looked|looks|look) like|diapositiva|folie|présentation|formation|schulung|formación|treinamento|formazione)(?![\p{L}])/iu;
const FRAME_REACH = 300;

/**
 * Whether the span [start, end) lies in a short quote that the answer presents as an example of
 * a scam or an attack ("a phishing-awareness example for your slide:", "this message is a phishing
 * attempt:"), with nothing in or around the quote that can be acted on (the same test as for a
 * quoted lure: no live link, phone number, IBAN, wallet, payment handle or e-mail address). A
 * request for a password inside such a quote is shown to the reader, not asked of them.
 * @param {string} text
 * @param {number} start
 * @param {number} end
 * @param {number} window
 */
export function inQuotedExample(text, start, end, window) {
  const quoted = quotedRegionsOnce(text);
  const q = quoted.find(([s, e]) => start >= s && end <= e);
  if (!q || q[1] - q[0] > 2000) return false;
  const from = Math.max(0, q[0] - FRAME_REACH);
  const to = Math.min(text.length, q[1] + FRAME_REACH);
  // The framing is the answer's own words: quoted text is blanked out before it is read.
  let frame = text.slice(from, to);
  for (const [s, e] of quoted) {
    const a = Math.max(s, from) - from;
    const b = Math.min(e, to) - from;
    if (a < b) frame = frame.slice(0, a) + ' '.repeat(b - a) + frame.slice(b);
  }
  if (!VERDICT.test(frame) && !((FRAMING.test(frame) || SHOWN.test(frame)) && ATTACK_WORD.test(frame))) return false;
  const around = text.slice(Math.max(0, q[0] - window), Math.min(text.length, q[1] + window));
  if (LIVE_CONTACT.test(around)) return false;
  const urls = /\bhttps?:\/\/([^\s\/?#"'<>)\]]+)/giu;
  for (let m = urls.exec(around); m; m = urls.exec(around)) if (!inertHost(m[1])) return false;
  return true;
}

// A sentence whose subject is the scammer describes the lure instead of making it: a warning
// that reports what fraudsters say or write, in any covered language. A request inside it is
// reported speech, not addressed to the reader. The
// subject opens the sentence (after at most two determiners or adverbs: "These", "Los", "Often,"); a colon
// or semicolon starts a new clause, so "Scammers target accounts like yours: log in now" still asks.
const SCAMMER_SUBJECT = new RegExp(
  String.raw`^[\s\-*•>"“«„(]*(?:(?:these|those|the|many|some|most|often|typically|usually|les|ces|des|certains|souvent|los|las|estos|muchos|algunos|os|as|esses|muitos|alguns|die|diese|viele|manche|oft|gli|i|questi|molti|spesso|de|deze|veel|эти|часто|многие|некоторые)(?![\p{L}]),?\s+){0,2}(?:` +
    [
      String.raw`scammers?|fraudsters?|criminals?|cybercriminals?|crooks?|con ?artists?|attackers?|phishers?|impostors?|imposters?|thieves`,
      String.raw`escrocs?|arnaqueurs?|fraudeurs?|cybercriminels?|malfaiteurs?|criminels?|pirates?`,
      String.raw`estafadores?|timadores?|delincuentes?|ciberdelincuentes?|defraudadores?|golpistas?|criminosos?|fraudadores?|estelionat[áa]rios?`,
      String.raw`betr[üu]ger(?:innen)?|kriminelle[n]?|cyberkriminelle[n]?|angreifer|gauner|truffatori|truffatore|malintenzionati|malviventi|frodatori|oplichters?|criminelen|oszu[śs]ci|przest[ęe]pcy|doland[ıi]r[ıi]c[ıi](?:lar)?`,
      String.raw`мошенник[а-я]{0,3}|злоумышленник[а-я]{0,3}|преступник[а-я]{0,3}|аферист[а-я]{0,3}`,
      String.raw`المحتالون|المحتالين|المحتال|النصابون|المجرمون|ठग|धोखेबाज़?|जालसाज़?`,
      String.raw`詐欺師|犯罪者|攻撃者|骗子|诈骗分子|诈骗者|犯罪分子|攻击者|騙子|詐騙集團|사기꾼|범죄자|공격자`,
    ].join('|') +
    String.raw`)(?![\p{L}])`,
  'iu',
);
const CLAUSE_END = /[.!?;:。！？；：\n]/;

/** Whether the part sits in a sentence (or clause) whose subject is the scammer. */
export function narratedByScammer(/** @type {string} */ text, /** @type {number} */ at) {
  let from = at;
  // A sentence head longer than 300 characters is read from there: the subject is near its start.
  const floor = Math.max(0, at - 300);
  while (from > floor && !CLAUSE_END.test(text.charAt(from - 1))) from--;
  return SCAMMER_SUBJECT.test(text.slice(from, at));
}

/**
 * The lures in the text: each request part with pressure and a channel within `policy.window`
 * characters. Parts inside code are already left out by the caller.
 * @param {string} text
 * @param {Part[]} parts kinds 'ask', 'login', 'pressure', 'urgency', 'expiry', 'channel', 'analysis' (from the packs) and 'url' (untrusted link targets)
 * @param {LurePolicy} policy
 * @returns {Array<{ ask: Part, start: number, end: number }>}
 */
export function lures(text, parts, policy) {
  const asks = parts.filter((p) => p.kind === 'ask' || p.kind === 'login');
  if (asks.length === 0) return [];
  // Parts by start; the longest part bounds how far back one can start and still reach the window.
  // Equally near parts go to the one listed first in `parts`, as a stable sort by distance would.
  const sorted = parts.map((p, i) => ({ p, i })).sort((x, y) => x.p.start - y.p.start || x.i - y.i);
  const longest = parts.reduce((m, p) => Math.max(m, p.end - p.start), 0);
  const near = (/** @type {Part} */ a, /** @type {(p: Part) => boolean} */ want) => {
    let lo = 0;
    let hi = sorted.length;
    const from = a.start - policy.window - longest;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((sorted[mid]?.p.start ?? 0) < from) lo = mid + 1;
      else hi = mid;
    }
    /** @type {{ p: Part, i: number } | undefined} */
    let best;
    for (let k = lo; k < sorted.length; k++) {
      const c = /** @type {{ p: Part, i: number }} */ (sorted[k]);
      const p = c.p;
      if (p.start > a.end + policy.window) break;
      if (!want(p) || Math.max(p.start - a.end, a.start - p.end) > policy.window) continue;
      const d = Math.abs(p.start - a.start);
      const bd = best ? Math.abs(best.p.start - a.start) : Infinity;
      if (d < bd || (d === bd && best && c.i < best.i)) best = c;
    }
    return best?.p;
  };
  const example = quotedExample(text, parts, policy.window);
  /** @type {Array<{ ask: Part, start: number, end: number }>} */
  const out = [];
  for (const ask of asks) {
    if (narratedByScammer(text, ask.start)) continue;
    // Signing in is routine in instructions: it takes a threat to the account, not mere hurry. A
    // link that expires presses a sign-in (log in before it lapses); on a payment link the shop
    // sends, its validity is the link's own property and no threat.
    const pressure = near(ask, (p) => p.kind === 'pressure' || (ask.kind === 'ask' && p.kind === 'urgency') || (ask.kind === 'login' && p.kind === 'expiry'));
    if (!pressure) continue;
    const channel = near(ask, (p) => p.kind === 'channel' || p.kind === 'url');
    if (!channel) continue;
    if (example({ ask, pressure, channel })) continue;
    out.push({ ask, start: Math.min(ask.start, pressure.start, channel.start), end: Math.max(ask.end, pressure.end, channel.end) });
  }
  // One finding per lure: overlapping combinations are the same message.
  out.sort((a, b) => a.start - b.start);
  /** @type {typeof out} */
  const merged = [];
  for (const l of out) {
    const last = merged[merged.length - 1];
    if (last && l.start < last.end) last.end = Math.max(last.end, l.end);
    else merged.push({ ...l });
  }
  return merged;
}
