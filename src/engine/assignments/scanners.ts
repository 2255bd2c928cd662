// The syntaxes that pair a key with a value, one scanner each. Every scanner is one pass of a
// global regex with bounded repetitions (linear in the text), followed by `readValue`.

import { HOLDER_KEYS, normaliseKey, TYPE_WORDS } from './keys.js';
import { sqlColumnFor } from '../sql-insert-context.js';
import { BOX_RULE, copyColumns, rulerCells, rulerStarts } from '../table-cells.js';
import { lineEnd, nextLineValue, readValue, truncatedAt, type ValueSpan } from './values.js';
import { matchAt, nextLineStart, stickyOf } from './sticky.js';
import { scanCodedFields } from './coded-fields.js';
import { scanDelimitedTables } from './delimited-tables.js';
import { headerCaptions, isColumnCaption } from './header-captions.js';

/**
 * `coded`: a value named by its place in a record or a code beside it (coded-fields.ts).
 * `column`: a cell named by its table's header (SQL VALUES, tab-separated, Markdown, key,value CSV); `method`: the one
 * string argument of a builder or setter call, named by the method. Only rules that list them read these two.
 */
export type Syntax = 'operator' | 'xml-element' | 'xml-attributes' | 'name-value' | 'call' | 'url-userinfo' | 'flag' | 'shell' | 'header' | 'column' | 'method' | 'coded';

/** `key` overrides the key text for syntaxes whose key is implied (a URL's password). */
export type Emit = (keyStart: number, keyEnd: number, value: ValueSpan, syntax: Syntax, key?: string) => void;

/** The start of the line holding an offset, read from the text's line index (view.ts builds it once per text). */
export type LineStartOf = (offset: number) => number;

/**
 * `key OP value` for every operator in use: `=`, `:`, `:=`, `?=`, `::=`, `:::=`, `+=`, `.=`, `||=`,
 * `??=`, `=>`, `<-`, and prose `key is "value"`. The key may be quoted (`"key":`), a subscript
 * (`['key'] =`) or a declaration (`String key =`, `var key string =`, `val key: String =`); a long
 * declaration may put its `= value` on the next line. `=~` then a blank or `/` is a regex match (Perl,
 * Ruby), not an assignment; a value may itself start with `~`. A key right after a dash is part
 * of a longer name (`x-api-key`, `--password`) unless the dash opens the line: a unified diff's
 * removed line (`-DB_PASSWORD = "…"`). A printed form fills the gap between a field name and its
 * value with a leader of dots (`Passwort ........ value`, `Email…… value`): the leader is the operator.
 */
const OPERATOR =
  /(?<![\p{L}\p{M}\p{N}_$@.\\/])(?<![^\n]-)((?:[Mm]ot[ \t]de[ \t]|MOT[ \t]DE[ \t])?[\p{L}_$@][\p{L}\p{M}\p{N}_$.\-]{0,80})(\\?["'`])?\]?[ \t]{0,16}(?:\r?\n[ \t]{1,32}(?==[ \t]))?(:::=|::=|:=|\?\?=|\?=|\|\|=|\+=|\.=|=>|<-|=(?!=|~(?:[ \t/]|$))|=(?==[^=\s])|:(?![:/=]|\\(?!["']))|：|(?:\.{4,80}|…{2,40})(?![.…\r\n])|[ \t]+(?:(?:is|was|ist|est|es|é|è|jest|wordt|era)(?:[ \t]+(?:now|nu|jetzt|maintenant|ahora|agora|ora|teraz|still))?|(?:now|nu|ahora|jetzt|maintenant|agora|ora|teraz)[ \t]+(?:is|es|ist|est|é|è|jest))[ \t]+(?=["'`“„«]))/gu;
/** A literal fallback after an expression: `process.env.X || 'v'`, `$x ?? "v"`, `get('X') or "v"`. */
const FALLBACK = /^[ \t]*(?:\|\||\?\?|\bor\b)[ \t]*(?=["'`])/;
/** `key: Type = value` (Rust, TypeScript, Kotlin, Swift, Python annotations). */
const TYPED = /^[ \t]*=(?![=>~])[ \t]*/;
/** PowerShell's scope qualifiers, written before a variable's name: `$env:NAME`, `$script:NAME`. */
const SCOPE_QUALIFIER = /^\$(?:env|script|global|local|private|using)$/i;

export function scanOperators(text: string, emit: Emit, lineStartOf: LineStartOf = (offset) => text.lastIndexOf('\n', offset - 1) + 1): void {
  OPERATOR.lastIndex = 0;
  for (let m = OPERATOR.exec(text); m !== null; m = OPERATOR.exec(text)) {
    let keyStart = m.index;
    let keyEnd = keyStart + m[1]!.length;
    const op = m[3]!;
    const after = m.index + m[0].length;
    // `var token string = …`, `val token: String = …`: the name is the word before the type.
    if (TYPE_WORDS.has(normaliseKey(m[1]!))) {
      const before = /([A-Za-z_$][\w$]{0,80})[ \t]*:?[ \t]+[&*]?$/.exec(text.slice(Math.max(0, keyStart - 100), keyStart));
      if (before) {
        keyStart -= before[0].length;
        keyEnd = keyStart + before[1]!.length;
      }
    }
    const query = keyStart > 0 && (text[keyStart - 1] === '?' || text[keyStart - 1] === '&');
    let value = readValue(text, after, query);
    if (value && !value.quoted && /^[|>][-+]?$/.test(text.slice(value.start, value.end))) value = undefined;
    if (value && !value.quoted && !value.nested) {
      const tail = text.slice(value.end, value.end + 40);
      const typed = op === ':' ? TYPED.exec(tail) : null;
      const fallback = FALLBACK.exec(tail);
      // `$env:DB_PASSWORD = …`, `$script:Token = …`: a PowerShell scope, then the variable's name.
      if (typed && SCOPE_QUALIFIER.test(m[1]!) && /^[A-Za-z_][\w]*$/.test(text.slice(value.start, value.end))) {
        keyStart = value.start;
        keyEnd = value.end;
      }
      if (typed) value = readValue(text, value.end + typed[0].length, query);
      else if (fallback) emit(keyStart, keyEnd, readValue(text, value.end + fallback[0].length) ?? value, 'operator');
    }
    if (!value && op === ':') {
      // YAML: `key:` (or `key: |`, `key: >`) with the value indented on the next line.
      const rest = text.slice(after, lineEnd(text, after)).trim();
      if (rest === '' || /^[|>][-+]?$/.test(rest)) value = nextLineValue(text, lineEnd(text, after), indentOf(text, lineStartOf(keyStart), keyStart));
    }
    // `KEY==x` is a comparison, except as a configuration line whose value starts with `=`.
    if (value && text[after] === '=' && !opensLine(text, keyStart)) value = undefined;
    if (value && !value.quoted && !value.nested) value = restOfLine(text, keyStart, value);
    // `SMTP_PASSWORD=brume=Kq72x`, `ftp_pass: lo=RT5`: a key opening a configuration line (or a
    // quoted `"KEY=…"` entry) owns the whole run, as dotenv, YAML and properties read it; the inner
    // `brume=…` is still read as an assignment of its own. An inner environment name (`run:
    // API_TOKEN=…`) is a command's own assignment and keeps its value.
    if (value?.nested && opensEntry(text, keyStart) && !ENV_NAME.test(text.slice(value.start, value.end))) {
      const whole = readValue(text, after, query, false);
      if (whole) emit(keyStart, keyEnd, whole, 'operator');
    }
    if (value) {
      emit(keyStart, keyEnd, value, 'operator');
      // `wifi password: tundra meadow 58`: a few words filling the rest of a configuration line are one value too.
      const phrase = value.quoted || value.nested || op === '=>' || op === '<-' ? undefined : phraseToLineEnd(text, keyStart, value);
      if (phrase) emit(keyStart, keyEnd, phrase, 'operator');
      // `token: "Bearer <credential>"`: the credential after an auth scheme is the secret.
      const scheme = value.quoted ? AUTH_SCHEME.exec(text.slice(value.start, value.end)) : null;
      if (scheme) emit(keyStart, keyEnd, { start: value.start + scheme[0].length, end: value.end, quoted: true }, 'operator');
      // A bare value is read once (`a=b=c…` is one assignment), so the scan stays linear; a quoted
      // value may hold assignments of its own (an env file inside a JSON string).
      if (!value.quoted && !value.nested && value.end > OPERATOR.lastIndex) OPERATOR.lastIndex = value.end;
    }
  }
}

/** What may stand before a key that opens a configuration line: indentation, a diff marker, a list dash, `export`. */
const LINE_KEY_PREFIX = /^[ \t]*(?:[-+][ \t]*)?(?:export[ \t]+|-[ \t]+)?$/;
const opensLine = (text: string, keyStart: number): boolean => {
  const ls = nearLineStart(text, keyStart, 64);
  return ls >= 0 && LINE_KEY_PREFIX.test(text.slice(ls, keyStart));
};
/** An environment variable's name: upper case, three characters or more. */
const ENV_NAME = /^[A-Z_][A-Z0-9_]{2,}$/;
/** A key opening a configuration line or a quoted entry (`Environment="KEY=…"`, `- "KEY=…"`). */
const opensEntry = (text: string, keyStart: number): boolean => text[keyStart - 1] === '"' || text[keyStart - 1] === "'" || opensLine(text, keyStart);

/**
 * The start of the line holding `pos` when it lies at most `max` characters back, else -1. The
 * search stops there: on a long line (minified JSON, one-line logs) every key would otherwise
 * search back to the line's start, and the scan would grow with the square of the line.
 */
function nearLineStart(text: string, pos: number, max: number): number {
  const stop = Math.max(0, pos - max - 1);
  for (let i = pos - 1; i >= stop; i--) if (text.charCodeAt(i) === 10) return i + 1;
  return pos <= max ? 0 : -1;
}

/**
 * A bare value stops at brackets, commas and semicolons, which end it inside code and inline
 * lists. On a configuration line (`KEY=…`, `key: …`, `spring.x.password=…`) that the value ends
 * as one token, the whole token is the value: passwords hold `)`, `]`, `}`, `,` and `<`. A
 * trailing comma or semicolon still ends a statement, and a comment after a blank is not read.
 */
function restOfLine(text: string, keyStart: number, value: ValueSpan): ValueSpan {
  const stop = text[value.end];
  if (stop === undefined || stop === ' ' || stop === '\t' || stop === '\n' || stop === '\r' || truncatedAt(text, value.end) || !opensLine(text, keyStart)) return value;
  const le = lineEnd(text, value.end);
  let end = value.end;
  while (end < le && end - value.start < 256 && !isBlankCode(text.charCodeAt(end))) end++;
  let rest = end;
  while (rest < le && isBlankCode(text.charCodeAt(rest))) rest++;
  if (rest < le && !/^(?:#|;|\/\/)/.test(text.slice(rest, rest + 2))) return value; // more words: prose or an expression
  while (end > value.end && (text[end - 1] === ',' || text[end - 1] === ';')) end--;
  return end > value.end ? { start: value.start, end, quoted: false } : value;
}
const isBlankCode = (c: number): boolean => c === 32 || c === 9;

/** Up to two words before a key that still make its line a label (`wifi password:`, `- Guest WiFi pw:`). */
const LABEL_PREFIX = /^[ \t]*(?:[-+*][ \t]*)?(?:export[ \t]+)?(?:\p{L}[\p{L}-]{0,15}[ \t]+){0,2}$/u;
/** Two to six words, up to 64 characters, one of them holding a digit or a symbol: a passphrase, not a sentence. */
const PHRASE = /^(?=[^\n]{0,63}[^\p{L}\s])[^\s"'`]+(?:[ ][^\s"'`]+){1,5}$/u;

/**
 * The rest of a configuration line after its first word (`password: tundra meadow 58`), when the
 * key opens the line and the words look like a passphrase; a comment after a blank is not read.
 */
function phraseToLineEnd(text: string, keyStart: number, value: ValueSpan): ValueSpan | undefined {
  const next = text[value.end];
  if (next !== ' ' && next !== '\t') return undefined;
  const ls = nearLineStart(text, keyStart, 40);
  if (ls < 0 || !LABEL_PREFIX.test(text.slice(ls, keyStart))) return undefined;
  let end = lineEnd(text, value.end);
  const comment = text.slice(value.end, end).search(/[ \t](?:#|\/\/)/);
  if (comment >= 0) end = value.end + comment;
  while (end > value.end && isBlankCode(text.charCodeAt(end - 1))) end--;
  if (end <= value.end || end - value.start > 64) return undefined;
  return PHRASE.test(text.slice(value.start, end)) ? { start: value.start, end, quoted: false } : undefined;
}

/** An HTTP auth scheme written in front of a credential inside one quoted value. */
const AUTH_SCHEME = /^(?:Bearer|Basic|Token|Bot|Api-?Key|X-Authorization|GenieKey|SSWS|Splunk)[ \t]+(?=[^\s"'`]{8,}$)/i;

/**
 * Prose that states a secret without quotes or operator: "mi contraseña ahora es M@ng075!.", "my
 * password is now Falcon_444", "login as root with password Hunter2024!", "wifi password -
 * Hunter2024!". The scan is anchored on secret words (a regex tried at every word would cost as much
 * as all other syntaxes together); the key is the whole word around it (DB_PASSWORD, mot de passe).
 * Only a value that mixes letters with digits or symbols, or a dashed passphrase, is read ("the password is required" is
 * prose), 8+ characters when no verb or dash links it to a password word; trailing sentence
 * punctuation is not part of it.
 */
const SECRET_PHRASE =
  /(password|passwd|passphrase|passwort|kennwort|wachtwoord|contraseña|contrasena|clave|senha|passe|parola|salasana|hasło|haslo|heslo|пароль|şifre|sifre|lösenord(?:et)?|passord(?:et)?|adgangskode(?:n)?|jelszó|密码|密碼|パスワード|비밀번호|पासवर्ड|pwd|pw|mdp|token|secret|key)(?![\p{L}\p{N}_])[ \t]+(?:((?:is|was|ist|est|es|é|è|jest|wordt|era)(?:[ \t]+(?:now|nu|jetzt|maintenant|ahora|agora|ora|teraz|still))?|(?:now|nu|ahora|jetzt|maintenant|agora|ora|teraz)[ \t]+(?:is|es|ist|est|é|è|jest))[ \t]+|(->|=>|→|[-–—])[ \t]+)?(?=[^\s“„«<>])/giu;
/** Letters with digits or symbols, or a passphrase of four or more words joined by dashes (tundra-violet-canyon-ember). */
const PROSE_VALUE = /^(?=[^\s]{0,63}\p{L})(?=[^\s]{0,63}[\p{N}!@#$%^&*_+=?~]|(?:\p{Ll}{3,12}-){3}\p{Ll}{3,12})[^\s"'`<>]{6,64}/u;
const PASSWORD_WORD = /^(?:password|passwd|passphrase|pw|passwort|kennwort|wachtwoord|contraseña|contrasena|senha|passe|şifre|sifre|hasło|haslo|heslo|пароль|salasana|lösenord(?:et)?|passord(?:et)?|adgangskode(?:n)?|jelszó|密码|密碼|パスワード|비밀번호|पासवर्ड)$/i;
const WORD_CHAR = /[\p{L}\p{N}_]/u;

export function scanProse(text: string, emit: Emit): void {
  SECRET_PHRASE.lastIndex = 0;
  for (let m = SECRET_PHRASE.exec(text); m !== null; m = SECRET_PHRASE.exec(text)) {
    const linked = m[2] !== undefined || m[3] !== undefined;
    if (!linked && !PASSWORD_WORD.test(m[1]!)) continue; // "token abc123…" alone is a list or a log field
    if (m[3] !== undefined && !PASSWORD_WORD.test(m[1]!)) continue;
    let keyStart = m.index;
    while (keyStart > 0 && m.index - keyStart < 40 && WORD_CHAR.test(text[keyStart - 1]!)) keyStart--;
    if (keyStart > 0 && /[$@.\-\\/]/.test(text[keyStart - 1]!)) continue;
    if (/^passe$/i.test(m[1]!) && /mot[ \t]de[ \t]$/i.test(text.slice(Math.max(0, keyStart - 7), keyStart))) keyStart -= 7;
    const start = m.index + m[0].length;
    if (text[start] === '"' || text[start] === "'" || text[start] === '`') {
      // "VPN: password `x`", "Şifre \"x\"": a quoted value right after a password word.
      const quoted = PASSWORD_WORD.test(m[1]!) ? readValue(text, start) : undefined;
      if (quoted && quoted.end - quoted.start >= 6 && quoted.end - quoted.start <= 128) emit(keyStart, m.index + m[1]!.length, quoted, 'operator');
      continue;
    }
    const v = PROSE_VALUE.exec(text.slice(start, start + 65));
    if (!v) continue;
    let end = start + v[0].length;
    if (end - start === 64 && /[^\s"'`<>]/.test(text[end] ?? '')) continue; // longer than a password: a token or a path
    while (end > start && /[.,;:)\]]/.test(text[end - 1]!)) end--;
    if (end - start < (linked ? 6 : 8)) continue;
    // "Passwort vergessen?", "password forgotten!": one word ending a sentence is a UI string, not a password.
    // After a dash too: "Wachtwoord — vergeten?" is a link's caption.
    if ((!linked || m[3] !== undefined) && /^\p{L}+[?!]$/u.test(text.slice(start, end))) continue;
    emit(keyStart, m.index + m[1]!.length, { start, end, quoted: false }, 'operator');
  }
}

/** How many blanks and list dashes open the line that starts at `ls`, before offset `i`. */
function indentOf(text: string, ls: number, i: number): number {
  let n = 0;
  while (ls + n < i && (text[ls + n] === ' ' || text[ls + n] === '\t' || text[ls + n] === '-')) n++;
  return n;
}

/**
 * `<password>value</password>`, the value possibly on its own line; `<entry key="k">value</entry>`;
 * `<password><![CDATA[value]]></password>`, as exports wrap values that may hold `<` or `&`.
 */
const XML_ELEMENT = /<([A-Za-z_][\w.:-]{0,80})((?:[ \t\r\n]+[\w.:-]{1,80}[ \t]*=[ \t]*"[^"<>\r\n]{0,200}"){0,8})[ \t\r\n]*>(?:([^<>]{1,4096})|<!\[CDATA\[((?:[^\]]|\](?!\]>)){1,4096})\]\]>)<\/\1[ \t]*>/g;
const NAME_ATTRIBUTE = /(?:^|[ \t\r\n])(?:key|name)[ \t]*=[ \t]*"([^"]{1,80})"/;
/**
 * An element whose name only says it holds an identifier or a value (`<identifier>`, `<idDocument>`,
 * `<document>`, `<value>`), with an attribute saying of which kind (`type="SSN"`, `scheme="pesel"`,
 * `kind="passport"`): the kind names the value, after the element (`identifier_ssn`).
 */
const GENERIC_HOLDER = /(?:^|_)(?:id|ids|identifier|identity|identification|document|doc|number|no|nr|num|value|code|field|item|entry|attribute|property)$/;
const KIND_ATTRIBUTE = /(?:^|[ \t\r\n])(?:type|scheme|kind|system)[ \t]*=[ \t]*"([\p{L}][\p{L}\p{N}_ .-]{0,39})"/u;
/** The value elements of a property list (Apple plist), each named by the `<key>` element before it. */
const PLIST_VALUE = /^(?:string|integer|real|date|data)$/;
const PLIST_KEY = /<key>[ \t]*([^<>\r\n]{1,80}?)[ \t]*<\/key>[ \t\r\n]*$/;

export function scanXmlElements(text: string, emit: Emit): void {
  XML_ELEMENT.lastIndex = 0;
  for (let m = XML_ELEMENT.exec(text); m !== null; m = XML_ELEMENT.exec(text)) {
    const tagStart = m.index + 1;
    let keyStart = tagStart;
    let keyEnd = tagStart + m[1]!.length;
    const attrs = m[2] ?? '';
    const named = NAME_ATTRIBUTE.exec(attrs);
    if (named) {
      keyStart = tagStart + m[1]!.length + named.index + named[0].indexOf('"') + 1;
      keyEnd = keyStart + named[1]!.length;
    }
    let impliedKey: string | undefined;
    if (!named) {
      const kind = KIND_ATTRIBUTE.exec(attrs);
      const element = kind ? normaliseKey(m[1]!) : '';
      if (kind && GENERIC_HOLDER.test(element)) impliedKey = `${element}_${normaliseKey(kind[1]!)}`;
    }
    const cdata = m[3] === undefined;
    const raw = cdata ? m[4]! : m[3]!;
    const innerStart = m.index + m[0].lastIndexOf(cdata ? ']]></' : '</') - raw.length;
    const inner = text.slice(innerStart, innerStart + raw.length);
    const lead = inner.length - inner.trimStart().length;
    const trail = inner.length - inner.trimEnd().length;
    if (lead + trail >= inner.length) continue;
    // A property list pairs `<key>name</key>` with the value element after it (`<string>…</string>`).
    if (!named && PLIST_VALUE.test(m[1]!)) {
      const sibling = PLIST_KEY.exec(text.slice(Math.max(0, m.index - 160), m.index));
      if (sibling) {
        keyEnd = m.index - sibling[0].length + sibling[0].indexOf('</key>');
        keyStart = keyEnd - sibling[1]!.length;
      }
    }
    emit(keyStart, keyEnd, { start: innerStart + lead, end: innerStart + inner.length - trail, quoted: false }, 'xml-element', impliedKey);
  }
}

/** `<add key="k" value="v"/>`, `<entry name="k" value="v"/>`, `<property name="k" value="v"/>`. */
const XML_KEY_VALUE = /<[A-Za-z_][\w.:-]{0,40}[ \t\r\n]+(?:[\w.:-]{1,40}[ \t]*=[ \t]*"[^"<>]{0,200}"[ \t\r\n]+){0,4}(?:key|name)[ \t]*=[ \t]*"([^"<>]{1,80})"[ \t\r\n]+(?:[\w.:-]{1,40}[ \t]*=[ \t]*"[^"<>]{0,200}"[ \t\r\n]+){0,4}value[ \t]*=[ \t]*"/g;

export function scanXmlAttributes(text: string, emit: Emit): void {
  XML_KEY_VALUE.lastIndex = 0;
  for (let m = XML_KEY_VALUE.exec(text); m !== null; m = XML_KEY_VALUE.exec(text)) {
    const keyStart = m.index + m[0].indexOf(`"${m[1]!}"`) + 1;
    const value = readValue(text, m.index + m[0].length - 1);
    if (value) emit(keyStart, keyStart + m[1]!.length, value, 'xml-attributes');
  }
}

/**
 * Name/value records: HAR and Postman headers (`{"name": "k", "value": "v"}`, `{"key": …}`) and
 * Kubernetes env lists (`- name: K` then `value: v` on the next line).
 */
const JSON_NAME_VALUE = /"(?:name|key)"[ \t]*:[ \t]*"([^"\\\r\n]{1,80})"[ \t]*,[ \t\r\n]*"value"[ \t]*:[ \t]*(?=")/g;
/**
 * A typed number (`{"type": "CNIC", "number": "…"}`, `{"kind": "passport", "no": "…"}`): the type names
 * the number, joined to the number's own key unless the type already ends in a number word
 * (`"IRD number"` → `ird_number`, `"CNIC"` → `cnic_number`).
 */
const JSON_TYPED_NUMBER = /"(?:type|kind|scheme)"[ \t]*:[ \t]*"([\p{L}][^"\\\r\n]{0,59})"[ \t]*,[ \t\r\n]*"(number|no|nr|num|value|id)"[ \t]*:[ \t]*(?=")/gu;
const NUMBER_WORD = /(?:^|_)(?:number|no|nr|num|nummer|numero|número|id|value)$/;
const YAML_NAME_VALUE = /(?<=^|\n)[ \t]{0,64}(?:-[ \t]{1,8})?name:[ \t]*["']?([\w.-]{1,80})["']?[ \t]*\r?\n[ \t]*value:[ \t]*/g;

const YAML_NAME_VALUE_AT = stickyOf(YAML_NAME_VALUE);

export function scanNameValuePairs(text: string, emit: Emit): void {
  const found = (m: RegExpExecArray): void => {
    const keyStart = m.index + m[0].indexOf(m[1]!);
    const value = readValue(text, m.index + m[0].length);
    if (value) emit(keyStart, keyStart + m[1]!.length, value, 'name-value');
  };
  JSON_NAME_VALUE.lastIndex = 0;
  for (let m = JSON_NAME_VALUE.exec(text); m !== null; m = JSON_NAME_VALUE.exec(text)) found(m);
  JSON_TYPED_NUMBER.lastIndex = 0;
  for (let m = JSON_TYPED_NUMBER.exec(text); m !== null; m = JSON_TYPED_NUMBER.exec(text)) {
    const kind = normaliseKey(m[1]!);
    const value = kind ? readValue(text, m.index + m[0].length) : undefined;
    if (!value) continue;
    // The key is written as the type's value, so the words before it on the line still say it is a type.
    const kindStart = m.index + m[0].indexOf(m[1]!, m[0].indexOf(':'));
    emit(kindStart, kindStart + m[1]!.length, value, 'name-value', NUMBER_WORD.test(kind) ? kind : `${kind}_${m[2]!}`);
  }
  // The YAML form starts a line (and spans two).
  let next = 0;
  for (let p = 0; p >= 0 && p < text.length; p = nextLineStart(text, p)) {
    if (p < next) continue;
    const m = matchAt(YAML_NAME_VALUE_AT, text, p);
    if (m === null) continue;
    next = p + m[0].length;
    found(m);
  }
}

/** A string key then a string value as call arguments: setProperty("k", "v"), define('K', 'v'), put("k", "v"). */
const CALL_PAIR = /(["'])([\w.\-]{1,80})\1[ \t]*,[ \t]*(?=\\?["'])/g;
/** Logging, printing and translation calls take messages, not key/value pairs. */
const MESSAGE_CALL = /(?:^|[^\w$])(?:log|info|debug|warn|warning|error|trace|fatal|print|println|printf|puts|echo|t|i18n|translate|gettext|_)[ \t]*\([ \t]*$/i;

export function scanCallPairs(text: string, emit: Emit): void {
  CALL_PAIR.lastIndex = 0;
  for (let m = CALL_PAIR.exec(text); m !== null; m = CALL_PAIR.exec(text)) {
    if (MESSAGE_CALL.test(text.slice(Math.max(0, m.index - 24), m.index))) continue;
    const value = readValue(text, m.index + m[0].length);
    if (value?.quoted) emit(m.index + 1, m.index + 1 + m[2]!.length, value, 'call');
  }
}

/**
 * The quoted cells of an SQL dump's VALUES tuples, each named by its column in the INSERT statement
 * above (`INSERT INTO people (name, born_on) VALUES ('…', '1971-04-28'), (…)`). A key/value table's
 * generic value column (`INSERT INTO prefs (name, value) VALUES ('dob', '…')`) is left to the
 * call reading, which pairs the name cell with the value cell.
 */
const SQL_TUPLE_ROW = /^[ \t]*\(|\bvalues[ \t]*\(/i;
const SQL_STRING = /'(?:[^'\\\r\n]|''|\\.){1,512}'/g;

export function scanSqlTuples(text: string, emit: Emit): void {
  if (!/\binsert[ \t]/i.test(text)) return;
  for (let p = 0; p >= 0 && p < text.length; p = nextLineStart(text, p)) {
    const end = lineEnd(text, p);
    const line = text.slice(p, end);
    if (!SQL_TUPLE_ROW.test(line)) continue;
    SQL_STRING.lastIndex = 0;
    for (let m = SQL_STRING.exec(line); m !== null; m = SQL_STRING.exec(line)) {
      const start = p + m.index + 1;
      const stop = p + m.index + m[0].length - 1;
      const column = sqlColumnFor(text, start, stop, { start: p, end });
      if (column === undefined) continue;
      const key = normaliseKey(column);
      if (!key || HOLDER_KEYS.has(key) || key === 'name' || key === 'key') continue;
      emit(start, start, { start, end: stop, quoted: true }, 'column', column);
    }
  }
}

/**
 * Tab-separated tables, written plainly or printed into a JSON string line (a notebook's output:
 * `"born_on\tpassport_no\n",` with the tabs escaped): a header line of field names or captions
 * ("Account number", "Tel.") names the cells of the rows below it that have as many cells. A line
 * of another shape ends the table.
 */
const JSON_STRING_LINE = /^[ \t]*"((?:[^"\\\r\n]|\\.)*)"[ \t]*,?[ \t]*$/;
const MAX_TABLE_COLUMNS = 32;

export function scanTabTables(text: string, emit: Emit): void {
  const escaped = text.includes('\\t');
  if (!escaped && !text.includes('\t')) return;
  let header: string[] | undefined;
  let headerAt = 0;
  for (let p = 0; p >= 0 && p < text.length; p = nextLineStart(text, p)) {
    const end = lineEnd(text, p);
    const cells = tableCells(text, p, end, escaped);
    if (!cells) {
      // pg_dump's `COPY t (a, b, …) FROM stdin;` names the tab-separated rows under it.
      const copied = copyColumns(text.slice(p, end));
      header = copied?.map((c) => text.slice(p + c.start, p + c.end));
      headerAt = p;
      continue;
    }
    const names = cells.map((c) => text.slice(c.start, c.end));
    if (header && cells.length === header.length) emitRow(cells, header, headerAt, emit);
    else header = names.every(isColumnCaption) ? ((headerAt = p), names) : undefined;
  }
}

/**
 * Comma-separated tables (CSV exports): a header line of three or more field names or captions
 * (header-captions.ts) names the cells of the rows below it that have as many cells. A quoted cell
 * may hold commas (`"Main St, 4"`) and doubled quotes; its value is read without the quotes. A line
 * of another shape ends the table. Two-column settings under a `key,value` header are read by
 * scanCsvPairs instead.
 */
export function scanCommaTables(text: string, emit: Emit): void {
  if (!text.includes(',')) return;
  let header: string[] | undefined;
  let headerAt = 0;
  for (let p = 0; p >= 0 && p < text.length; p = nextLineStart(text, p)) {
    let end = lineEnd(text, p);
    if (text.charCodeAt(end - 1) === 13) end--;
    if (header) {
      const cells = csvCells(text, p, end);
      if (cells && cells.length === header.length) {
        emitRow(cells, header, headerAt, emit);
        continue;
      }
      header = undefined;
    }
    if (end - p > 2048) continue;
    const line = text.slice(p, end);
    if (!line.includes(',')) continue;
    header = headerCaptions(line, ',');
    if (header) headerAt = p;
  }
}

/** The cells of one comma-separated line (quoted cells without their quotes), or undefined past 32 cells or on an unclosed quote. */
function csvCells(text: string, p: number, end: number): ValueSpan[] | undefined {
  const cells: ValueSpan[] = [];
  let i = p;
  for (;;) {
    while (i < end && (text[i] === ' ' || text[i] === '\t')) i++;
    if (text[i] === '"') {
      let j = i + 1;
      for (;;) {
        const q = text.indexOf('"', j);
        if (q < 0 || q >= end) return undefined;
        if (text[q + 1] === '"') {
          j = q + 2;
          continue;
        }
        cells.push({ start: i + 1, end: q, quoted: true });
        i = q + 1;
        break;
      }
      while (i < end && (text[i] === ' ' || text[i] === '\t')) i++;
      if (i < end && text[i] !== ',') return undefined;
    } else {
      const c = text.indexOf(',', i);
      const stop = c < 0 || c >= end ? end : c;
      cells.push(trimmedCell(text, i, stop));
      i = stop;
    }
    if (cells.length > MAX_TABLE_COLUMNS) return undefined;
    if (i >= end) break;
    i++; // the comma
  }
  return cells;
}

/**
 * A two-column CSV of settings under a `key,value` header (`name,value`, `field,value` …): each row's
 * first cell names its second, until a line of another shape.
 */
const CSV_PAIR_HEADER = /^[ \t]*"?(?:key|name|field|setting|property|parameter|variable)"?[ \t]*,[ \t]*"?value"?[ \t]*$/i;
// An unquoted value starts and ends with a non-blank, and the blanks before a value belong to it, so a long
// run of blanks cannot be split between parts of the pattern in many ways (polynomial backtracking).
const CSV_PAIR = /^[ \t]*"?([A-Za-z_][\w.-]{0,79})"?[ \t]*,(?:[ \t]*(?:"((?:[^"\\\r\n]|""|\\.)*)"|([^,"\r\n \t](?:[^,"\r\n]*[^,"\r\n \t])?)))?[ \t]*$/;

export function scanCsvPairs(text: string, emit: Emit): void {
  if (!/,[ \t]*"?value"?[ \t]*(?:\r?\n)/i.test(text)) return;
  let open = false;
  for (let p = 0; p >= 0 && p < text.length; p = nextLineStart(text, p)) {
    const end = lineEnd(text, p);
    const line = text.slice(p, end);
    if (CSV_PAIR_HEADER.test(line)) {
      open = true;
      continue;
    }
    const m = open ? CSV_PAIR.exec(line) : null;
    if (!m) {
      open = false;
      continue;
    }
    const raw = m[2] ?? m[3] ?? '';
    if (!raw) continue;
    const keyStart = p + m[0].indexOf(m[1]!);
    const start = m[2] !== undefined ? p + m[0].lastIndexOf(`"${raw}"`) + 1 : p + m[0].lastIndexOf(raw);
    emit(keyStart, keyStart + m[1]!.length, { start, end: start + raw.length, quoted: m[2] !== undefined }, 'column');
  }
}

/** A Markdown table's separator line (`|---|:--:|`), which follows its header. */
const PIPE_SEPARATOR = /^[ \t]*\|?(?:[ \t]*:?-{3,}:?[ \t]*\|){1,31}[ \t]*(?::?-{3,}:?[ \t]*)?$/;
const PIPE_HEADER_CELL = /^[\p{L}_][\p{L}\p{N}_ .\/-]{0,63}$/u;

/** Markdown tables: the header above the `|---|` line names the cells of the rows below it. */
export function scanPipeTables(text: string, emit: Emit): void {
  if (!text.includes('|-') && !text.includes('| -') && !text.includes('|:') && !text.includes('+-') && !text.includes('+=')) return;
  let header: string[] | undefined;
  let headerAt = 0;
  let previous: { at: number; cells: ValueSpan[] } | undefined;
  for (let p = 0; p >= 0 && p < text.length; p = nextLineStart(text, p)) {
    const end = lineEnd(text, p);
    const line = text.slice(p, end);
    // A boxed table (MySQL's `+----+`, a grid's `+====+`) draws a rule above and below its header
    // and may draw one between rows or under the last: a rule under a table's rows keeps its header.
    const boxRule = !line.includes('|') && BOX_RULE.test(line);
    if (boxRule && header) {
      previous = undefined;
      continue;
    }
    if (boxRule || (PIPE_SEPARATOR.test(line) && line.includes('|'))) {
      // The separator line marks the line above as the header: a caption that is no field name
      // ("#", "Betrag (€)") names nothing, and the other columns keep their names.
      const names = previous?.cells.map((c) => text.slice(c.start, c.end)).map((n) => (PIPE_HEADER_CELL.test(n) ? n : ''));
      header = names?.some(Boolean) ? names : undefined;
      headerAt = previous?.at ?? 0;
      previous = undefined;
      continue;
    }
    const cells = pipeCells(text, p, end);
    if (header && cells && cells.length === header.length) emitRow(cells, header, headerAt, emit);
    else header = undefined;
    previous = cells ? { at: p, cells } : undefined;
  }
}

/** A line that may be a report's ruler: two runs of dashes or equals signs with blanks between, at a line's start. */
const HAS_RULER = /^[ \t]*[-=]{2,}[ \t]+[-=]{2,}/m;

/**
 * Fixed-width reports (`traveller   dob   passport_no` over `---------  ----  -----------`): the
 * ruler under the header marks where each column starts, and the header's text over a run names
 * the cells below it, row by row, until a blank line. A row whose text runs across a column's
 * start (no blank just before it, or two blanks inside a cell) is not cut.
 */
export function scanFixedWidthTables(text: string, emit: Emit): void {
  if (!HAS_RULER.test(text)) return;
  let header: string[] | undefined;
  let starts: number[] = [];
  let headerAt = 0;
  let previous = -1;
  for (let p = 0; p >= 0 && p < text.length; p = nextLineStart(text, p)) {
    let end = lineEnd(text, p);
    if (text.charCodeAt(end - 1) === 13) end--;
    const line = text.slice(p, end);
    if (line.trim() === '') {
      header = undefined;
      previous = -1;
      continue;
    }
    const ruler = previous >= 0 && end - p <= 2048 ? rulerStarts(line) : undefined;
    if (ruler) {
      const names = rulerCells(text, previous, lineEnd(text, previous), ruler).map((c) => text.slice(c.start, c.end).trim());
      header = names.every((n) => n === '' || isColumnCaption(n)) && names.filter(Boolean).length >= 2 ? names : undefined;
      starts = ruler;
      headerAt = previous;
      continue;
    }
    previous = p;
    if (!header || starts.some((at) => at > 0 && at < line.length && line[at - 1] !== ' ' && line[at - 1] !== '\t')) continue;
    const cells = rulerCells(text, p, end, starts);
    // Two blanks inside a cell: the row's columns do not line up with the ruler's.
    if (cells.some((c) => /[ \t]{2}/.test(text.slice(c.start, c.end)))) continue;
    for (let i = 0; i < cells.length; i++) {
      const c = cells[i]!;
      if (c.end > c.start && header[i]) emit(headerAt, headerAt, { start: c.start, end: c.end, quoted: false }, 'column', header[i]);
    }
  }
}

/** text[a, b) without the blanks around it, as an unquoted value. */
function trimmedCell(text: string, a: number, b: number): ValueSpan {
  while (a < b && isBlankCode(text.charCodeAt(a))) a++;
  while (b > a && isBlankCode(text.charCodeAt(b - 1))) b--;
  return { start: a, end: b, quoted: false };
}

/** Each non-empty cell of a table row, keyed by its column's header (which starts at headerAt). */
function emitRow(cells: readonly ValueSpan[], header: readonly string[], headerAt: number, emit: Emit): void {
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i]!;
    if (c.end > c.start && header[i]) emit(headerAt, headerAt, c, 'column', header[i]);
  }
}

/** The cells of a `| a | b |` line (2 to 32, blanks trimmed), or undefined. */
function pipeCells(text: string, p: number, end: number): ValueSpan[] | undefined {
  const { start: from, end: to } = trimmedCell(text, p, end);
  if (text[from] !== '|' || text[to - 1] !== '|' || to - from < 3) return undefined;
  const cells: ValueSpan[] = [];
  let start = from + 1;
  for (let i = from + 1; i < to; i++) {
    if (text[i] !== '|' || text[i - 1] === '\\') continue;
    cells.push(trimmedCell(text, start, i));
    if (cells.length > MAX_TABLE_COLUMNS) return undefined;
    start = i + 1;
  }
  return cells.length >= 2 ? cells : undefined;
}

/** The cells of one table line (2 to 32, blanks trimmed), or undefined when it is no table line. */
function tableCells(text: string, p: number, end: number, escaped: boolean): ValueSpan[] | undefined {
  let from = p;
  let to = end;
  let separator = '\t';
  const json = escaped ? JSON_STRING_LINE.exec(text.slice(p, end)) : null;
  if (json) {
    from = p + json[0].indexOf('"') + 1;
    to = from + json[1]!.length;
    if (text.endsWith('\\n', to)) to -= 2;
    separator = '\\t';
  }
  const cells: ValueSpan[] = [];
  let start = from;
  for (;;) {
    const at = text.indexOf(separator, start);
    const stop = at < 0 || at >= to ? to : at;
    cells.push(trimmedCell(text, start, stop));
    if (cells.length > MAX_TABLE_COLUMNS) return undefined;
    if (stop === to) break;
    start = stop + separator.length;
  }
  return cells.length >= 2 ? cells : undefined;
}

/**
 * A builder or setter call whose one argument is a string: `.birthDate("…")`, `.setPassword("…")`,
 * `.withApiKey('…')`. The method names the value.
 */
const METHOD_ARGUMENT = /\.([A-Za-z_$][\w$]{0,80})\([ \t]*(?=["'])/g;

export function scanMethodArguments(text: string, emit: Emit): void {
  METHOD_ARGUMENT.lastIndex = 0;
  for (let m = METHOD_ARGUMENT.exec(text); m !== null; m = METHOD_ARGUMENT.exec(text)) {
    const value = readValue(text, m.index + m[0].length);
    if (value?.quoted && /^[ \t]*\)/.test(text.slice(value.end + 1, value.end + 8))) emit(m.index + 1, m.index + 1 + m[1]!.length, value, 'method');
  }
}

/** scheme://user:password@host: the password is keyed "password". */
const USERINFO = /\b[A-Za-z][A-Za-z0-9+.-]{1,20}:\/\/([^\s:@/?#"'<>]{1,128}):([^\s/?#"'<>]{1,256})@(?=[A-Za-z0-9[])/g;

const USERINFO_AT = stickyOf(USERINFO);
/** The longest scheme USERINFO reads, and the shortest. */
const MAX_SCHEME = 21;
const MIN_SCHEME = 2;

export function scanUserInfo(text: string, emit: Emit): void {
  let next = 0;
  let tried = -1;
  // A match starts 2–21 code units before a "://" (its scheme holds neither ':' nor '/').
  for (let at = text.indexOf('://'); at >= 0; at = text.indexOf('://', at + 1)) {
    for (let p = Math.max(0, at - MAX_SCHEME, tried + 1); p <= at - MIN_SCHEME; p++) {
      tried = p;
      if (p < next) continue;
      const m = matchAt(USERINFO_AT, text, p);
      if (m === null) continue;
      next = p + m[0].length;
      const passStart = m.index + m[0].length - 1 - m[2]!.length;
      emit(passStart, passStart, { start: passStart, end: passStart + m[2]!.length, quoted: false }, 'url-userinfo', 'password');
    }
  }
}

/** Command-line flags: `--password x`, `--password=x`, `--api-key "x"`. */
const LONG_FLAG = /(?<![\w-])--([A-Za-z][\w-]{0,60})(?:=|[ \t]+)(?=[^\s-])/g;

export function scanFlags(text: string, emit: Emit): void {
  LONG_FLAG.lastIndex = 0;
  for (let m = LONG_FLAG.exec(text); m !== null; m = LONG_FLAG.exec(text)) {
    let value = readValue(text, m.index + m[0].length);
    // `--password=ab;cd`: a semicolon or comma inside the token is part of it (a command separator has a blank after it).
    if (value && !value.quoted && /^[;,][^\s;,]/.test(text.slice(value.end, value.end + 2))) {
      let end = value.end;
      while (end < text.length && end - value.start < 256 && !/\s/.test(text[end]!)) end++;
      value = { start: value.start, end, quoted: false };
    }
    if (value) emit(m.index + 2, m.index + 2 + m[1]!.length, value, 'flag');
  }
}

/**
 * Space-separated settings: Dockerfile `ENV KEY value`, `set KEY value`, `setenv KEY value`, `setx KEY
 * value`, Apache `SetEnv KEY value`, nginx `set $name value;`.
 */
const SHELL_SET = /(?<=^|\n)[ \t]{0,64}(?:ENV|set|setenv|setx|SetEnv)[ \t]+\$?([A-Za-z_][\w.]{0,80})[ \t]+(?=[^\s=])/g;

const SHELL_SET_AT = stickyOf(SHELL_SET);

export function scanShellSettings(text: string, emit: Emit): void {
  // A match starts a line and ends on it: each line start is tried once.
  for (let p = 0; p >= 0 && p < text.length; p = nextLineStart(text, p)) {
    const m = matchAt(SHELL_SET_AT, text, p);
    if (m === null) continue;
    const keyStart = m.index + m[0].indexOf(m[1]!, m[0].search(/[ \t]/));
    const value = readValue(text, m.index + m[0].length);
    if (value) emit(keyStart, keyStart + m[1]!.length, value, 'shell');
  }
}

/** HTTP header lines whose value has spaces (`Authorization: Bearer x`) are read whole. */
const HEADER = /(?:(?<=^|\n)[ \t]{0,64}|(?<=(?:-H|--header)[ \t=]{1,4})(["']))([A-Za-z][\w-]{1,60}):[ \t]+(?=\S)/g;

export function scanHeaders(text: string, emit: Emit): void {
  HEADER.lastIndex = 0;
  for (let m = HEADER.exec(text); m !== null; m = HEADER.exec(text)) {
    const start = m.index + m[0].length;
    const quote = m[1];
    let end = lineEnd(text, start);
    if (quote) {
      const close = text.indexOf(quote, start);
      if (close < 0 || close > end) continue;
      end = close;
    }
    while (end > start && /\s/.test(text[end - 1]!)) end--;
    const line = text.slice(start, end);
    // Only `<scheme> <credentials>`: one word is read by the operator scanner, anything longer is prose or a list.
    if (!/^[A-Za-z][\w-]{0,30}[ \t]+[^\s"'`;,=]+$/.test(line)) continue;
    const name = m[2]!;
    const keyStart = m.index + m[0].indexOf(name);
    emit(keyStart, keyStart + name.length, { start, end, quoted: false }, 'header');
    // `Authorization: <scheme> <credentials>`: the credentials, keyed by header and scheme.
    const scheme = /^([A-Za-z][\w-]{0,30})[ \t]+(?=[^\s,]+$)/.exec(line);
    if (scheme) emit(keyStart, keyStart + name.length, { start: start + scheme[0].length, end, quoted: false }, 'header', `${name} ${scheme[1]!}`);
  }
}

/**
 * Key/value store commands as a server's command log prints them (Redis MONITOR, slow log):
 * `"SET" "user:42:email" "…"`, `"SETEX" "k" "60" "…"`, `"HSET" "user:42" "email" "…"`. The value is
 * keyed by the last segment of the key (`email`), or by the hash field.
 */
const STORE_COMMAND = /"(?:SET|SETNX|GETSET|SETEX|PSETEX|(HSET|HSETNX|HMSET)"[ \t]+"[^"\s]{1,160})"[ \t]+"([^"\s]{1,160})"[ \t]+(?:"[0-9]{1,10}"[ \t]+)?(?=")/g;

export function scanStoreCommands(text: string, emit: Emit): void {
  if (!text.includes('SET')) return;
  STORE_COMMAND.lastIndex = 0;
  for (let m = STORE_COMMAND.exec(text); m !== null; m = STORE_COMMAND.exec(text)) {
    const key = m[2]!;
    const keyEnd = m.index + m[0].lastIndexOf(key) + key.length;
    // `cfg:ppn`, `user:42:email`: the last segment names the value.
    const segment = m[1] ? key : key.slice(Math.max(key.lastIndexOf(':'), key.lastIndexOf('/')) + 1);
    if (!/[A-Za-z]/.test(segment)) continue;
    const value = readValue(text, m.index + m[0].length);
    if (value?.quoted) emit(keyEnd - segment.length, keyEnd, value, 'call');
  }
}

export const SCANNERS: ReadonlyArray<(text: string, emit: Emit, lineStartOf: LineStartOf) => void> = [
  // Most specific first: the first syntax that reads a value names it.
  scanCodedFields, scanXmlAttributes, scanNameValuePairs, scanXmlElements, scanSqlTuples, scanCallPairs, scanMethodArguments, scanStoreCommands, scanUserInfo, scanFlags, scanShellSettings, scanOperators, scanHeaders, scanProse, scanPipeTables, scanCsvPairs, scanTabTables, scanCommaTables, scanDelimitedTables, scanFixedWidthTables,
];
