// Decides whether a pattern match becomes a finding, and how confident it is: length and
// entropy bounds, placeholders, the rule's allowlist, named validators, then nearby context
// words (Presidio's context enhancer, Google DLP's hotword rules). In a delimited table the
// column's header cell stands in for the nearby words.

import { LATIN_WORD_CHAR, type CompiledRule } from './compile-rule.js';
import { shannonEntropy } from './entropy.js';
import { isPlaceholder } from './placeholders.js';
import { isDocumentedSample } from './documented-samples.js';
import { isPartOfName } from './look-alikes.js';
import { isKnownPersonName } from './finders/name-resource.js';
import { tableHeaderFor, tableRecordFor } from './table-context.js';
import { readableHeader } from './header-words.js';
import { contextStep, placeholderVerdict, reject } from './explain-accept.js';
import type { AcceptTrace } from './trace.js';
import { memoLastText } from './last-text-memo.js';
import { ownKeyWords } from './own-key.js';
import { labelAbove } from './label-above.js';
import { namesOwnMailDomain } from './mail-domain-names.js';

/** Matches scoring below this are dropped. */
export const MIN_SCORE = 0.3;
/** Added to the base confidence when every validator of the rule passed. */
const VALIDATED_BONUS = 0.3;

type ValidatorEntry = CompiledRule['validators'][number];

/**
 * Validator verdicts in the text being scanned, by validator, params and value: several rules
 * propose the same value (a phone number's international, national and in-text rules; a card
 * number's brand rules), and a validator reads only the value and its params, so each is judged
 * once per text. Some are costly (a phone number is parsed against libphonenumber's metadata,
 * for each region of the rule). Only the last text's verdicts are kept.
 */
const verdictsOf = memoLastText((_text: string) => new Map<string, boolean>());
const entryKeys = new WeakMap<ValidatorEntry, string>();

function validates(entry: ValidatorEntry, text: string, value: string): boolean {
  let prefix = entryKeys.get(entry);
  if (prefix === undefined) entryKeys.set(entry, (prefix = `${entry.validator.name}\u0000${JSON.stringify(entry.params ?? null)}\u0000`));
  const verdicts = verdictsOf(text);
  const key = prefix + value;
  let ok = verdicts.get(key);
  if (ok === undefined) verdicts.set(key, (ok = entry.validator.validate(value, entry.params)));
  return ok;
}

export interface Verdict {
  score: number;
  validated: boolean;
}

/**
 * `text` is the string the match was found in; `start`/`end` are the sensitive value's UTF-16
 * span in it. Returns undefined when the match must be dropped. With a `trace` (explain mode
 * only) it also records the score's steps, or why the match was dropped.
 */
export function acceptMatch(rule: CompiledRule, text: string, start: number, end: number, trace?: AcceptTrace): Verdict | undefined {
  const value = text.slice(start, end);
  const r = rule.rule;
  if (r.minLength !== undefined && value.length < r.minLength) return trace && reject(trace, 'length_bound', `shorter than the rule's minimum of ${r.minLength} characters`);
  if (r.maxLength !== undefined && value.length > r.maxLength) return trace && reject(trace, 'length_bound', `longer than the rule's maximum of ${r.maxLength} characters`);
  if (r.entropy !== undefined && shannonEntropy(value) < r.entropy) return trace && reject(trace, 'entropy_bound', `entropy below the rule's ${r.entropy} bits per character`);
  if (rule.allow.values.has(value)) return trace && reject(trace, 'allowlist', 'a value on the rule\'s allowlist');
  if (rule.allow.patterns.some((re) => re.test(value))) return trace && reject(trace, 'allowlist', 'matches an allowlist pattern of the rule');
  if (rule.allow.knownPersons && isKnownPersonName(text, start, end)) return trace && reject(trace, 'allowlist', 'a listed fictional character or public figure');
  if (rule.allow.mailDomainOrganisations && namesOwnMailDomain(text, value)) return trace && reject(trace, 'allowlist', 'the name the text gives its own mail domain: an organisation');
  if (rule.allow.stopwords.length) {
    const lower = value.toLowerCase();
    const word = rule.allow.stopwords.find((w) => lower.includes(w));
    if (word !== undefined) return trace && reject(trace, 'stopword', `contains the stopword "${word}"`);
  }
  // Without a trace only the verdict matters, and every step up to the score is a rejection that
  // reads nothing the others compute: a rule that requires context words checks them (cheap) before
  // its validators (a phone number is parsed for a dozen regions) and the placeholder and file-name
  // tests (a dozen patterns each), so most candidates of a labelled rule cost a window test.
  // Explain mode keeps the documented order, which names the first step that failed.
  if (!trace && rule.context?.required && !contextHolds(rule.context, text, start, end)) return undefined;
  // A documented worked example passes its format's validator (jwt.io's token is a well-formed JWT)
  // and is still the documentation, not a credential.
  if (rule.allow.placeholders && isDocumentedSample(value)) return trace && reject(trace, 'test_value', 'a sample printed in a specification or vendor documentation');
  let validated = false;
  if (rule.validators.length) {
    const failed = rule.validators.find((entry) => !validates(entry, text, value));
    if (failed) return trace && reject(trace, 'validator_failed', `validator ${failed.validator.name} failed`);
    validated = true;
  }
  if (!validated && rule.allow.placeholders && isPlaceholder(value)) {
    if (!trace) return undefined;
    const { reason, detail } = placeholderVerdict(value);
    return reject(trace, reason, detail);
  }
  if (!validated && rule.allow.placeholders && isPartOfName(text, start, end)) return trace && reject(trace, 'placeholder', 'part of a file name or URL path');
  let score = r.confidence + (validated ? VALIDATED_BONUS : 0);
  if (trace) {
    trace.baseConfidence = r.confidence;
    trace.steps.push({ step: 'base', detail: `confidence of rule ${rule.fullId}`, score: r.confidence });
    if (validated) trace.steps.push({ step: 'validator', detail: `passed ${rule.validators.map((v) => v.validator.name).join(', ')}`, delta: VALIDATED_BONUS, score });
  }
  const ctx = rule.context;
  if (ctx) {
    const header = tableHeaderFor(text, start, end);
    if (ctx.tableOnly && header === undefined) return trace && reject(trace, 'table_only', 'the rule counts only in a table column with a matching header');
    if (header !== undefined && ctx.otherColumns && heldByOtherColumn(ctx.otherColumns, text, start, end)) {
      return trace && reject(trace, 'table_only', "another column of the table is the one named for the rule's values");
    }
    const before = windowBefore(text, start, ctx.window);
    const after = windowAfter(text, end, ctx.window);
    const positive = ctx.words?.test(header !== undefined ? readableHeader(header) : `${before} ${after}`) ?? false;
    if (ctx.required && !positive) return trace && reject(trace, 'context_required', `none of the rule's context words within ${ctx.window} characters`);
    if (positive) score += ctx.boost;
    if (positive && trace) trace.steps.push(contextStep('context', ctx.words!, header, before, after, ctx.boost, score));
    // A label that makes a value harmless ("order number", "version") names the value on its
    // own line; the same words on the next log line or chat message are about something else.
    // With negativeScope "sentence" the words must be in the value's own sentence: "the form had
    // x@y.z as an example. Mail me at …" says nothing about the address of the second sentence.
    const negBefore = ctx.negativeInSentence ? sentenceTail(sameLineTail(before)) : sameLineTail(before);
    const negAfter = ctx.negativeInSentence ? sentenceHead(sameLineHead(after)) : sameLineHead(after);
    if (ctx.negative?.test(header ?? `${negBefore} ${negAfter}`) && !(header === undefined && (ownKeyClears(ctx, before, after) || laterAttributesOnly(ctx, before, after) || laterLabelsOnly(ctx, negBefore, negAfter)))) {
      score -= ctx.penalty;
      if (trace) trace.steps.push(contextStep('negative_context', ctx.negative, header, negBefore, negAfter, -ctx.penalty, score));
    } else if (ctx.negative && header === undefined && negBefore.trim() === '' && /[0-9]/.test(value) && negativeLabelAbove(ctx.negative, text, start)) {
      score -= ctx.penalty;
      if (trace) trace.steps.push(contextStep('negative_context', ctx.negative, undefined, labelAbove(text, start), '', -ctx.penalty, score));
    } else if ((ctx.negativeKey || ctx.templateKey) && header === undefined) {
      // The value's own key names it a stand-in: `sample_email=…`, `"dummyPhone": "…"`.
      const key = ownKeyWords(sameLineTail(before));
      // The stand-in word leads a key of two words at most: `sample_email`, not `sample_collector_email`.
      const words = key?.split(' ') ?? [];
      const lead = key !== undefined && words.length <= 2 ? words[0]! : undefined;
      // A template or fixture holds real values too: its key drops only a value that is itself a stand-in.
      const keyWord =
        lead === undefined ? undefined
        : ctx.negativeKey?.test(lead) ? ctx.negativeKey
        : ctx.templateKey?.test(lead) && (isPlaceholder(value) || ctx.templateValue?.test(value)) ? ctx.templateKey
        : undefined;
      if (keyWord) {
        score -= ctx.penalty;
        if (trace) {
          const word = keyWord.exec(key!)![0].toLowerCase();
          trace.steps.push({ step: 'negative_context', detail: `negative key word "${word}" in the key the value is written under`, delta: -ctx.penalty, score, word, where: 'before' });
        }
      }
    }
  }
  if (trace && score > 1) trace.steps.push({ step: 'cap', detail: 'scores are capped at 1', score: 1 });
  score = Math.min(1, score);
  if (score >= MIN_SCORE) return { score, validated };
  return trace && reject(trace, 'below_score_floor', `score ${Math.round(score * 100) / 100} is below the floor of ${MIN_SCORE}`);
}

type RuleContext = NonNullable<CompiledRule['context']>;

/** A `key=value` pair's key right before the value (logfmt, query strings, env lines): `wallet=`, `&to=`. */
const OWN_KEY = /(?<![\p{L}\p{N}_.-])([\p{L}\p{N}_.-]{1,40})[ \t]?=[ \t]?["']?$/u;
/** Where one field of a line ends and the next begins: "Passport: X, mobile Y", "a | b", tabs. */
const FIELD_SEPARATOR = /[,;|\t]/g;

/**
 * A label names the value it stands right before. A negative word that labels another field of
 * the line does not judge a value whose own label is one of the rule's context words:
 *  - in key=value pairs, neither before nor after it ("wallet=… tx=…", "?to=…&fee=…");
 *  - in fields separated by commas, semicolons, bars or tabs, before it ("Passport: X, mobile Y").
 * Negative words in the value's own key or field still count ("tx_hash=…", "token contract on
 * Ethereum: 0x…"), and so do those after a value in colon fields: a JSON record's other fields
 * describe the record ("address": …, "decimals": 8 is a token, not a wallet).
 */
function ownKeyClears(ctx: RuleContext, before: string, after: string): boolean {
  const line = sameLineTail(before);
  const m = OWN_KEY.exec(line);
  if (m) {
    const key = m[1]!.replace(/[_.-]+/g, ' ');
    return (ctx.words?.test(key) ?? false) && !(ctx.negative?.test(`${line.slice(0, m.index)} ${key}`) ?? false);
  }
  let fieldStart = -1;
  for (const sep of line.matchAll(FIELD_SEPARATOR)) fieldStart = sep.index;
  if (fieldStart < 0) return false;
  const field = line.slice(fieldStart + 1);
  return (ctx.words?.test(field) ?? false) && !(ctx.negative?.test(`${field} ${sameLineHead(after)}`) ?? false);
}

/** A quoted markup attribute the value fills: `value="` (the quote is captured). */
const OWN_ATTRIBUTE = /(?<![\p{L}\p{N}_:.-])[\p{L}_][\p{L}\p{N}_:.-]{0,40}[ \t]?=[ \t]?(["'])$/u;
/** The attributes after the value's own: its closing quote, then `name="…"` pairs up to the tag's end. */
const LATER_ATTRIBUTES = /^["'](?:[ \t]+[\p{L}_][\p{L}\p{N}_:.-]{0,40}[ \t]?=[ \t]?(?:"[^"\n]{0,200}"|'[^'\n]{0,200}'))*/u;

/**
 * In markup each attribute names its own value: a negative word that is only an attribute after the
 * one the value fills (`<input value="jane@acme.io" placeholder="name@example.com">`) judges that
 * attribute's value, not this one.
 */
function laterAttributesOnly(ctx: RuleContext, before: string, after: string): boolean {
  const line = sameLineTail(before);
  const own = OWN_ATTRIBUTE.exec(line);
  if (!own || after[0] !== own[1] || ctx.negative?.test(line)) return false;
  const head = sameLineHead(after);
  const attributes = LATER_ATTRIBUTES.exec(head);
  return !ctx.negative?.test(head.slice(attributes ? attributes[0].length : 0));
}

/** The value's own label ends right before it: "Card: ", "カード ", "Kart № " (not a quoted JSON key). */
const LABEL_TAIL_SEPARATORS = /[ \t]*[:：#№]?[ \t]*$/u;
/** What follows a label that names a value of its own: "ISBN 978-…", "order no. 12 345", "Rechnung: RE-7". */
const LABELLED_VALUE = /^[ \t]*(?:[Nn][or°º]\.?[ \t]*)?[:：#№=]?[ \t]*[\p{N}\p{Lu}]/u;
const endsWithWords = new WeakMap<RegExp, RegExp>();
/** A rule's negative words as a global regex, to visit every one of them (compiled once per rule). */
const everyNegative = new WeakMap<RegExp, RegExp>();

/**
 * In running text a label stands before the value it names. When the value's own label is one of
 * the rule's context words ("Karte 4971… 05/26") and the negative words on the line come after it,
 * each followed by a value of its own ("… ISBN 978-…", "… Rechnung RE-7"), they name those values:
 * a card number with an invoice number after it is still a card number. A negative word before
 * the value, or one after it that labels nothing, still counts.
 */
function laterLabelsOnly(ctx: RuleContext, negBefore: string, negAfter: string): boolean {
  if (!ctx.words || !ctx.negative || ctx.negative.test(negBefore)) return false;
  const head = negBefore.replace(LABEL_TAIL_SEPARATORS, '');
  if (head.length === negBefore.length && !/[ \t]$/.test(negBefore)) return false; // no separator: part of a word
  let ownLabel = endsWithWords.get(ctx.words);
  if (!ownLabel) endsWithWords.set(ctx.words, (ownLabel = new RegExp(`(?:${ctx.words.source})$`, ctx.words.flags)));
  if (!ownLabel.test(head)) return false;
  let negatives = everyNegative.get(ctx.negative);
  if (!negatives) everyNegative.set(ctx.negative, (negatives = new RegExp(ctx.negative.source, `${ctx.negative.flags.replace('g', '')}g`)));
  let any = false;
  for (const m of negAfter.matchAll(negatives)) {
    any = true;
    if (!LABELLED_VALUE.test(negAfter.slice(m.index + m[0].length))) return false;
  }
  return any;
}

const negativeLabels = new WeakMap<RegExp, RegExp>();
/** The word for "number" a label may end with ("Lot number", "Batch no.", "Charge Nr."). */
const NUMBER_WORD_TAIL = '(?:[ \\t]*(?:no|nr|n[°º]|number|nummer|num[eé]ro|n[uú]mero|numero))?';

/**
 * A number that opens its line under a line ending in one of the rule's negative words, as a form
 * prints a label above its field ("Invoice no." or "Lot number" / the number): that label names the value as it
 * would on the same line. The word must end the line above (a separator may follow), so a
 * sentence that only mentions the word earlier says nothing about the value.
 */
function negativeLabelAbove(negative: RegExp, text: string, start: number): boolean {
  const above = labelAbove(text, start);
  if (above === '') return false;
  let atEnd = negativeLabels.get(negative);
  if (!atEnd) negativeLabels.set(negative, (atEnd = new RegExp(`(?:${negative.source})${NUMBER_WORD_TAIL}[ \\t]*[.:：#№]?[ \\t]*$`, negative.flags.replace('g', ''))));
  return atEnd.test(above);
}

const digitsOf = (s: string): string => s.replace(/[^0-9]/g, '');

/**
 * Whether another column of the match's table is headed by one of `words` while the match's own
 * column is not: that column holds the kind of value the rule reports (the IBAN of a billing row),
 * and the match's column something else (the customer's account with the biller). A match whose
 * digits are part of that column's value in the same row is the same value written another way
 * (a domestic account number beside the IBAN that carries it) and still counts.
 */
function heldByOtherColumn(words: RegExp, text: string, start: number, end: number): boolean {
  const record = tableRecordFor(text, start, end);
  if (!record || record.rowLabel !== undefined || words.test(readableHeader(record.names[record.column]!))) return false;
  const own = digitsOf(record.values[record.column]!);
  let other = false;
  for (let i = 0; i < record.names.length; i++) {
    if (i === record.column || !words.test(readableHeader(record.names[i]!))) continue;
    other = true;
    if (own.length > 0 && digitsOf(record.values[i] ?? '').includes(own)) return false;
  }
  return other;
}

/** Whether a context-requiring rule's words are near the value (or head its table column), as the context step below decides it. */
function contextHolds(ctx: RuleContext, text: string, start: number, end: number): boolean {
  const header = tableHeaderFor(text, start, end);
  if (ctx.tableOnly && header === undefined) return false;
  return ctx.words?.test(header !== undefined ? readableHeader(header) : `${windowBefore(text, start, ctx.window)} ${windowAfter(text, end, ctx.window)}`) ?? false;
}

// A context window cut in the middle of a word would leave a stump that reads as a short word of
// its own ("…eino.org" cut to "ein"): the stump is dropped. A word character here is the one the
// context words' own boundaries use.
const WORD_CHAR = new RegExp(LATIN_WORD_CHAR, 'u');
const continuesWord = (text: string, at: number): boolean => WORD_CHAR.test(text.charAt(at - 1)) && WORD_CHAR.test(text.charAt(at));

/** Up to `window` characters before `start`, without a word cut at the window's far edge. */
function windowBefore(text: string, start: number, window: number): string {
  let from = Math.max(0, start - window);
  while (from > 0 && from < start && continuesWord(text, from)) from++;
  return text.slice(from, start);
}

/** Up to `window` characters after `end`, without a word cut at the window's far edge. */
function windowAfter(text: string, end: number, window: number): string {
  let to = Math.min(text.length, end + window);
  while (to < text.length && to > end && continuesWord(text, to)) to--;
  return text.slice(end, to);
}

const sameLineTail = (s: string): string => s.slice(s.lastIndexOf('\n') + 1);

/**
 * A sentence ends at '.', '!' or '?' right after two letters or digits (so "e.g." and "z.B." do
 * not end one), a closing quote or bracket or the value itself, before white space and a capital or a letter of a
 * script without case; or at the full stops of CJK, Devanagari and Arabic script.
 */
const SENTENCE_END = /(?:(?<=^|[\p{L}\p{N}]{2}|[)\]"'”»])[.!?](?=\s+[\p{Lu}\p{Lt}\p{Lo}])|[。！？।؟])/gu;

/** The part of `s` after its last sentence end. */
function sentenceTail(s: string): string {
  let from = 0;
  for (const m of s.matchAll(SENTENCE_END)) from = m.index + m[0].length;
  return s.slice(from);
}

/** The part of `s` before its first sentence end. */
function sentenceHead(s: string): string {
  const end = s.search(SENTENCE_END);
  return end < 0 ? s : s.slice(0, end);
}
const sameLineHead = (s: string): string => {
  const nl = s.indexOf('\n');
  return nl < 0 ? s : s.slice(0, nl);
};
