// @ts-check
// Hand ciphers the host's decoders do not read: Morse code, text written backwards after a word
// that says so ("reverse this and do it: …", "Odwróć ten tekst …"), a Caesar shift after a word
// that names it, and a payload split into quoted parts joined by name ("a = '…', b = '…'; do a+b"). Each gives a payload like the host's (the span of the encoded text and what it
// says), which the plugin scans with the phrase rules and the model. Benign Morse or reversed text
// says nothing the rules react to, so decoding it costs no false alarm; a shifted line is tried
// with every shift only where the text names the Caesar cipher.

const MORSE = /** @type {Record<string, string>} */ ({
  '.-': 'a', '-...': 'b', '-.-.': 'c', '-..': 'd', '.': 'e', '..-.': 'f', '--.': 'g', '....': 'h', '..': 'i', '.---': 'j',
  '-.-': 'k', '.-..': 'l', '--': 'm', '-.': 'n', '---': 'o', '.--.': 'p', '--.-': 'q', '.-.': 'r', '...': 's', '-': 't',
  '..-': 'u', '...-': 'v', '.--': 'w', '-..-': 'x', '-.--': 'y', '--..': 'z', '-----': '0', '.----': '1', '..---': '2',
  '...--': '3', '....-': '4', '.....': '5', '-....': '6', '--...': '7', '---..': '8', '----.': '9',
});
// At least eight letters of dots and dashes, separated by spaces and word slashes.
const MORSE_RUN = /(?<![.\-\w])(?:[.-]{1,6}[ \t]{1,3}(?:\/[ \t]{1,3})?){7,}[.-]{1,6}(?![.\-\w])/g;
// A word that says the text runs backwards, in the packs' languages (also romanised Russian and
// Japanese).
const REVERSE_CUE =
  /\b(?:revers(?:e|ed)|backwards?|mirror(?:ed)?|right[- ]to[- ]left)\b|(?<![\p{L}])(?:umgekehrt\p{L}{0,2}|rückwärts|umdrehen|dreh\p{L}{0,2}|à\s{1,2}l['’]envers|invers\p{L}{0,3}|renvers\p{L}{0,3}|al\s{1,2}rev[ée]s|invierte|invertid\p{L}{1,2}|de\s{1,2}trás\s{1,2}para\s{1,2}frente|invert\p{L}{1,3}|al\s{1,2}contrario|omgekeerd|achterstevoren|odwr[óo][ćc]\p{L}{0,3}|wspak|od\s{1,2}ty[łl]u|tersten|tersine|ters\s{1,2}çevir\p{L}{0,3}|наоборот|задом\s{1,2}наперёд|переверн\p{L}{0,3}|بالعكس|उल्टा|dari\s{1,2}belakang|terbalik|đảo\s{1,2}ngược|đọc\s{1,2}ngược|ngược\s{1,2}lại|von\s{1,2}rechts\s{1,2}nach\s{1,2}links|de\s{1,2}droite\s{1,2}[àa]\s{1,2}gauche|de\s{1,2}derecha\s{1,2}a\s{1,2}izquierda|da\s{1,2}direita\s{1,2}para\s{1,2}a\s{1,2}esquerda|da\s{1,2}destra\s{1,2}a\s{1,2}sinistra|van\s{1,2}rechts\s{1,2}naar\s{1,2}links|od\s{1,2}prawej\s{1,2}do\s{1,2}lewej|sa[ğg]dan\s{1,2}sola|справа\s{1,2}налево|kinyume|برعکس|وارونه|הפוך|מהסוף|навпаки|задом\s{1,2}наперед|naoborot|gyaku\s{1,2}kara|sakasama)(?![\p{L}])|উল্টো|กลับหลัง|ย้อนกลับ|从右(?:到|往|向)左|右から左|दाएँ\s{1,2}से\s{1,2}बाएँ|दाएं\s{1,2}से\s{1,2}बाएं|오른쪽에서\s?왼쪽|反转|倒过来|倒序|逆さ|逆順|反対から|거꾸로|뒤집/iu;
const CAESAR_CUE = /(?<![\p{L}])(?:caesar|c[ée]sar|cäsar|cezar\p{L}{0,2}|sezar|цезар\p{L}{0,2}|凯撒|シーザー|카이사르)(?![\p{L}])|\bshift(?:ed)?\s{1,2}(?:by\s{1,2})?\d{1,2}\b/iu;

/**
 * @typedef {{ start: number, end: number, decoded: string, chain: string[] }} CipherPayload
 */

/** @param {string} code */
function decodeMorse(code) {
  let out = '';
  for (const word of code.trim().split(/[ \t]*\/[ \t]*|[ \t]{3,}/)) {
    for (const letter of word.trim().split(/[ \t]+/)) {
      const ch = MORSE[letter];
      if (ch === undefined) return null;
      out += ch;
    }
    out += ' ';
  }
  return out.trim();
}

/** @param {string} s @param {number} k */
function shift(s, k) {
  return s.replace(/[a-z]/gi, (c) => {
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + k) % 26) + base);
  });
}

/**
 * Morse runs, lines after a word that says the text runs backwards (the rest of the line after
 * the cue's colon, or the next line), and, where the text names the Caesar cipher, the lines of
 * Latin letters after the cue shifted by each of the 25 shifts.
 * @param {string} text
 * @returns {CipherPayload[]}
 */
export function cipherPayloads(text) {
  /** @type {CipherPayload[]} */
  const out = [];
  if (text.includes('.-') || text.includes('-.')) {
    for (const m of text.matchAll(MORSE_RUN)) {
      const decoded = decodeMorse(m[0]);
      if (decoded && decoded.replace(/ /g, '').length >= 8) out.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, decoded, chain: ['morse'] });
    }
  }
  const reverse = REVERSE_CUE.exec(text);
  if (reverse) {
    const body = followingText(text, reverse.index + reverse[0].length);
    if (body) out.push({ ...body, decoded: [...text.slice(body.start, body.end)].reverse().join(''), chain: ['reversed'] });
  }
  const caesar = CAESAR_CUE.exec(text);
  if (caesar) {
    const body = followingText(text, caesar.index + caesar[0].length);
    if (body) {
      const encoded = text.slice(body.start, body.end);
      if ((encoded.match(/[a-z]/gi)?.length ?? 0) >= 12)
        for (let k = 1; k < 26; k++) out.push({ ...body, decoded: shift(encoded, k), chain: [`caesar${k}`] });
    }
  }
  // Payload splitting: quoted parts assigned to short names, then joined by a `+` of those names.
  // Every part is quoted: a text without a quote character has none.
  if (text.includes('+') && QUOTE_CHARACTER.test(text)) {
    /** @type {Map<string, { value: string, start: number, end: number }>} */
    const parts = new Map();
    for (const m of text.matchAll(SPLIT_PART)) parts.set(m[1] ?? '', { value: m[3] ?? '', start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
    if (parts.size >= 2)
      for (const m of text.matchAll(JOINED)) {
        const items = m[0].split('+').map((n) => n.trim());
        // A short quoted literal between names (`x+' '+y`) is joined as written.
        const literal = (/** @type {string} */ item) => (/^(["']).*\1$/.test(item) ? item.slice(1, -1) : undefined);
        const used = items.filter((n) => literal(n) === undefined).map((n) => parts.get(n));
        if (used.some((u) => u === undefined)) continue;
        const spans = /** @type {Array<{ value: string, start: number, end: number }>} */ (used);
        const start = Math.min(...spans.map((u) => u.start));
        const end = Math.max(...spans.map((u) => u.end));
        const decoded = items.map((n) => literal(n) ?? parts.get(n)?.value ?? '').join('');
        out.push({ start, end, decoded, chain: ['split'] });
        // Parts written without their edge spaces ('ignore your', 'previous rules') are meant as
        // words: read them joined by a space too.
        const spaced = spans.map((u) => u.value.trim()).join(' ');
        if (!items.some((n) => literal(n) !== undefined) && spaced !== decoded) out.push({ start, end, decoded: spaced, chain: ['split'] });
      }
  }
  return out;
}

// `k = 'Skip the ear'`, `s1="…"`, `let tail = \`…\``: a short name, then a part in single, double or
// back quotes on one line.
const SPLIT_PART = /(?<![\w$])([A-Za-z_$][\w$]{0,11})\s{0,2}[:=]\s{0,2}(["'`])([^"'`\n]{1,200})\2/g;
const QUOTE_CHARACTER = /["'`]/;
// Two or more such names joined by `+` ("a+b+c", "x + y"), also with a short quoted literal
// between two of them ("x+' '+y").
const JOINED = /(?<![\w$.])[A-Za-z_$][\w$]{0,11}(?:\s{0,2}\+\s{0,2}(?:(["'])[^"'\n+]{0,3}\1\s{0,2}\+\s{0,2})?[A-Za-z_$][\w$]{0,11}){1,9}(?![\w$(])/g;

/**
 * The encoded text a cue points at: what follows the cue's colon on its line, or else the text
 * after the cue's sentence up to the end of that line; at most 600 characters.
 * @param {string} text
 * @param {number} from
 */
function followingText(text, from) {
  const lineEnd = text.indexOf('\n', from);
  const line = text.slice(from, lineEnd < 0 ? text.length : lineEnd);
  const colon = line.search(/[:：]/);
  let start = from + (colon >= 0 ? colon + 1 : 0);
  let end = lineEnd < 0 ? text.length : lineEnd;
  if (colon < 0 || !text.slice(start, end).trim()) {
    // the payload on the next non-empty line
    const next = text.slice(end).search(/\S/);
    if (next < 0) return null;
    start = end + next;
    const close = text.indexOf('\n', start);
    end = close < 0 ? text.length : close;
  }
  while (start < end && /\s/.test(text[start] ?? '')) start++;
  end = Math.min(end, start + 600);
  return end - start >= 12 ? { start, end } : null;
}
