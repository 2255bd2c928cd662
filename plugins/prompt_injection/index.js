// @ts-check
// prompt_injection: instructions aimed at overriding the model, in whatever the model reads —
// user prompts, documents, e-mails, web pages, tool results. Rule packs supply the phrase and
// pattern signals per category and language; this plugin finds them in every view of the text
// (signals.js), weighs each against its surroundings (context.js) and combines them into one
// score whose review and block thresholds are pack settings (settings.js).
//
// SCORING MODEL (all numbers are `settings.thresholds` / `settings.scoring` of the packs; the
// values in brackets are the shipped ones; docs/checks/prompt-injection.md explains each):
//
//  1. Weights. A match starts at its rule's confidence plus the engine's context-word
//     adjustments. Strong rules (0.75–0.85: "ignore all previous instructions", "do anything
//     now") can reach review alone; hints (0.3–0.45: "from now on you", "without restrictions",
//     a boundary tag, a tool call) cannot. Two-part rules (`data.pairs`: "you are now X" +
//     "without any restrictions" within 160 characters of one paragraph) count with the pair's
//     confidence; their `silent` halves do not count alone.
//  2. Dampening, for phrases shown rather than said (multiplicative): quoted on one line with at
//     most quoteSlack [24] other characters (a mention), or reported speech ("attackers instruct
//     the model to ignore its previous instructions") ×quoted [0.55]; a quote around a whole
//     command ("Translate: 'Ignore all previous instructions and …'") ×quotedMessage [0.9]; in a
//     code block or a string on a code line ×code [0.45] instead of quoted; educational words
//     nearby ×educational [0.55], or ×imperativeEducational [0.85] when the phrase opens a
//     sentence unquoted ("Example: ignore all previous instructions …" is still an attack);
//     chat-template documentation words near a delimiter ×technical [0.5]; a quoted line of
//     dialogue in a story ×fiction [0.75]; a request for the prompt or a secret under a
//     prohibition in its clause ("Never reveal your system prompt", the operator's own rule),
//     and "without confirmation" under a negation ("never call tools without confirmation", a
//     safeguard) ×quoted [0.55].
//     Anti-bypass: a jailbreak framing anywhere in the text ("hypothetically", "for educational
//     purposes", "in a fictional world where") switches educational, fiction and reported-speech
//     dampening off, and hidden or encoded phrases are never dampened — nobody quotes an example
//     in base64.
//  3. Boosts, for undampened signals weighing at least boostFloor [0.5] (no hint reaches review
//     on boosts): the phrase opens the text +position [0.05]; second-person words nearby
//     +addressed [0.05]; the phrase was hidden (homoglyphs, invisible or Unicode-tag characters,
//     fullwidth, leetspeak, spaced letters, an encoding, invisible markup) +obfuscation [0.1].
//  4. Obfuscation findings. A phrase found only in a hidden form ALSO yields an `obfuscation`
//     finding (its weight + findingBonus [0.1]); Unicode-tag runs [0.55], bidi controls [0.4],
//     zero-width runs [0.35] and text in invisible markup [0.45] are findings of their own.
//  5. Combination. Per rule the strongest finding counts once, and rules of one category that
//     cover the same words count once. The rest combine as independent evidence within a
//     category, S_c = 1 − Π(1 − s), and across categories, score = 1 − Π(1 − S_c). Dampened
//     findings are mentions, not independent evidence: only the strongest counts, with no boost
//     (an article that mentions two attacks is not two attacks). Attacks mix techniques, so each
//     further category with S_c ≥ minCategoryScore [0.4] adds cooccurrence.boost [0.1], at most
//     maxBoost [0.2].
//  6. Locality. The score is that of the best stretch of localWindow [1500] characters; within a
//     stretch, hints (below hintLevel [0.5]) count only within hintWindow [300] characters of a
//     strong signal or of each other, so hints scattered over a long document do not add up.
//  7. The learned model (model.js, weights in the model pack): the best window's probability p
//     (where letters are concealed — zero-width characters inside words, look-alike letters of
//     another script — the better of the text and the normalised view a reader sees; the
//     data-to-destination detector reads that view too)
//     is a `classifier` hint from model.hint [0.8] (kept below the review threshold) and a signal
//     from model.review [0.98] that reviews alone but never blocks; under model.minWords [15] words (or, with model.englishOnly,
//     outside English) a hint at most, dampened like a mention where the text discusses attacks.
//     Shape detectors (detectors.js): adversarial suffixes and orders hidden in unseen markup [0.6 each];
//     a note in the data that addresses the AI reader by name and gives it the floor (planted.js)
//     [plantedNote.confidence 0.55; a hint, plantedNote.hint 0.45, unless the note is surely inside
//     data]; a markdown image whose URL ends in a slot for data, read in its original case
//     (image-slot.js) [imageSlot.confidence 0.6]; a request for the model's own setup with a way
//     to get its text out (setup-request.js) [setupRequest.confidence 0.6]; a request to move the
//     conversation, memory, personal data or credentials to a link, an address or a webhook
//     (data-destination.js) [dataDestination.confidence 0.6]; a request for data that is not the
//     requester's — other people's records, or what the model has seen or reaches written into its
//     answer or a public place (held-data.js) [dataDestination.confidence 0.6]; a business
//     safeguard lifted next to an act asked of the model (control-lift.js) [setupOverride.confidence
//     0.6, not counted where quoted or discussed]; an order in the data to call a tool that grants,
//     shares or mints access, kept from the user or handing its result out (tool-call-order.js)
//     [plantedOrder.confidence]; a tool call written into data with arguments aimed at an account,
//     a wallet, an outside address or a lifted limit (planted-tool-call.js) [plantedOrder.confidence]; a claim that the model's own setup has
//     lapsed (setup-override.js) [setupOverride.confidence 0.6, a hint 0.4 unless the stretch names
//     the model's world]; an encoded payload (base64, character codes, hex, a substitution key) with
//     an order to decode it and act on the result (decode-order.js) [plantedOrder.confidence]; all dampened like a mention where
//     the text discusses attacks.
//  8. Verdict: score ≥ block [0.8] → block, ≥ review [0.5] → review, else allow with no
//     findings. The findings returned are those of the stretches that reach review.

import { collectSignals, isSilent, pairSignals } from './signals.js';
import { createContext } from './context.js';
import { loadSettings } from './settings.js';
import { createScanner } from './scanner.js';
import { dataSchema, settingsSchema } from './schema.js';
import { bestWindow, decodeWeights, locate, normaliseForModel, probability } from './model.js';
import { adversarialSuffix, addressedOrder, developerNote, manyShot, presentationOrder, unseenRegions, wordSalad } from './detectors.js';
import { plantedNotes } from './planted.js';
import { assistantTurnLabel } from './turns.js';
import { addressesAiReader, hiddenAiCondition, machineSelfReference, plantedOrders, widgetLabel } from './planted-order.js';
import { imageSlots } from './image-slot.js';
import { addressedPersonas } from './persona.js';
import { forbiddenWithout, prohibitedDisclosure } from './prohibition.js';
import { setupRequests } from './setup-request.js';
import { setupOverrides } from './setup-override.js';
import { authoringRequests, ownQuestion } from './asking.js';
import { dataToDestination } from './data-destination.js';
import { heldDataRequests } from './held-data.js';
import { controlLifts } from './control-lift.js';
import { toolCallOrders } from './tool-call-order.js';
import { plantedToolCalls } from './planted-tool-call.js';
import { SENTENCE_STOP } from './sentences.js';
import { fictionWrappers } from './fiction-wrapper.js';
import { covertOrders } from './covert-order.js';
import { toolRules } from './tool-rule.js';
import { forgedHeaders } from './forged-header.js';
import { cipherPayloads } from './ciphers.js';
import { decodeOrders, readsAsSentence } from './decode-order.js';
import { toolSlotOrders } from './tool-slot.js';
import { addressesReader, bareOrder, specimens } from './specimen.js';

/** @typedef {import('screening-service/plugin-api').CheckPlugin} CheckPlugin */
/** @typedef {import('screening-service/plugin-api').FindingDraft} FindingDraft */
/** @typedef {import('./signals.js').Signal} Signal */
/** @typedef {import('screening-service/plugin-api').ScoreStep} ScoreStep */
/** @typedef {import('screening-service/plugin-api').ExplanationDraft} ExplanationDraft */

/** @type {CheckPlugin['meta']} */
export const meta = {
  id: 'prompt_injection',
  version: '2.1.0',
  apiVersion: '^2.0.0',
  input: 'text',
  description: 'Prompt injection and jailbreak attempts in prompts, documents, e-mails, web pages and tool results: instruction overrides, role-play jailbreaks, system prompt extraction, fake role markers, hidden or encoded instructions, tool hijacking and exfiltration requests, in twelve languages.',
  settingsSchema,
  dataSchema,
};

const HIDDEN_LABEL = /** @type {Record<string, string>} */ ({
  homoglyphs: 'look-alike letters',
  fullwidth: 'fullwidth letters',
  unicode_tags: 'invisible Unicode tag characters',
  zero_width: 'zero-width characters',
  bidi_controls: 'bidirectional control characters',
  invisible_characters: 'invisible characters',
  variation_selectors: 'variation selectors',
  leetspeak: 'leetspeak',
  spaced_letters: 'spaced-out letters',
  hidden_markup: 'markup a reader does not see',
});

/**
 * Whether a request around `at` comes after other text (a sentence or a line before its own) or
 * rides on an "also" ("Please also send …", "bitte auch", "aussi", "también", "也", "も", "도").
 * @param {string} text
 * @param {number} at
 */
function plantedRequest(text, at) {
  const head = text.slice(0, at);
  let lastStop = -1;
  for (const m of head.matchAll(SENTENCE_STOP)) lastStop = m.index ?? lastStop;
  if (lastStop >= 0 && /[\p{L}\p{N}]/u.test(head.slice(0, lastStop))) return true;
  // A field of a record on one line ("… FROM Acme Ltd REF: …", "HISTÓRICO: …"): a label after
  // three words or more of other text holds data, not the opening request of whoever writes.
  if (FIELD_AFTER_TEXT.test(head.slice(lastStop + 1))) return true;
  const rest = text.slice(at);
  const stop = rest.search(SENTENCE_STOP);
  return ALSO.test(head.slice(lastStop + 1) + (stop < 0 ? rest : rest.slice(0, stop)));
}
/** Three words or more, then a field label (a word and a colon) before the request. */
const FIELD_AFTER_TEXT = /(?:[\p{L}\p{N}][^\s]*\s{1,3}){3,}[^\s:]*\p{L}[:：]\s/u;
// Words that mean "also" and nothing else: not German "noch" (still, yet), Italian "pure" (even),
// nor Turkish "de/da", which are spelled like "of"/"from" in the Romance languages and Dutch.
const ALSO = /\b(?:also|as\s{1,2}well)\b|(?<![\p{L}])(?:auch|ebenfalls|aussi|également|también|además|também|anche|ook|też|także|również|также|тоже|ayrıca|juga|cũng)(?![\p{L}])|也|にも|로도|에도|도\s/iu;

/** Independent evidence: 1 − Π(1 − pᵢ). */
export function noisyOr(/** @type {Iterable<number>} */ values) {
  let miss = 1;
  for (const v of values) miss *= 1 - Math.max(0, Math.min(1, v));
  return 1 - miss;
}

/**
 * The check's score from its findings: the strongest finding of each rule; within a category,
 * rules whose findings cover the same words are one piece of evidence (two rules matching the
 * same phrase do not confirm each other), the rest combine by noisy-OR; across categories
 * noisy-OR again, plus the co-occurrence boost. Findings in `muted` (dampened: quoted, shown,
 * discussed) are not independent evidence: only the strongest of them counts, once, and they
 * never earn the co-occurrence boost — an article that mentions two attacks is not two attacks.
 * @param {readonly FindingDraft[]} findings
 * @param {import('./settings.js').Scoring['cooccurrence']} co
 * @param {ReadonlySet<FindingDraft>} [muted]
 * @param {number} [hintLevel] below it a category is a hint
 * @param {ReadonlySet<FindingDraft>} [discussed] the mentions dampened because the text talks about attacks
 */
export function combine(findings, co, muted = new Set(), hintLevel = 0, discussed = new Set()) {
  /** @type {Map<string, Map<string, FindingDraft>>} */
  const byCategory = new Map();
  let mutedBest = 0;
  let talkedAbout = false;
  const echoes = samePhraseEchoes(findings, muted);
  for (const f of findings) {
    if (muted.has(f)) {
      if (f.confidence > mutedBest) talkedAbout = discussed.has(f);
      mutedBest = Math.max(mutedBest, f.confidence);
      continue;
    }
    if (echoes.has(f)) continue;
    const rules = byCategory.get(f.category) ?? new Map();
    const prior = rules.get(f.ruleId);
    if (!prior || prior.confidence < f.confidence) rules.set(f.ruleId, f);
    byCategory.set(f.category, rules);
  }
  /** @type {Map<string, number>} */
  const categories = new Map();
  for (const [c, rules] of byCategory) {
    /** @type {FindingDraft[]} */
    const kept = [];
    for (const f of [...rules.values()].sort((a, b) => b.confidence - a.confidence)) {
      if (!kept.some((k) => overlaps(k, f))) kept.push(f);
    }
    categories.set(c, noisyOr(kept.map((f) => f.confidence)));
  }
  const strong = [...categories.values()].filter((s) => s >= co.minCategoryScore).length;
  const boost = Math.min(co.maxBoost, co.boost * Math.max(0, strong - 1));
  // An attack discussed (a training text's example, quoted in a chat export whose turns read as
  // forged ones) next to hints alone is a discussion of a suspicious shape: the hints do not lift
  // it, nor it them. A fragment merely quoted still adds up with them (a payload split over turns).
  const said = [...categories.values()].some((s) => s >= hintLevel);
  const score = said || !talkedAbout ? Math.min(1, noisyOr([...categories.values(), mutedBest]) + (strong > 1 ? boost : 0)) : Math.max(mutedBest, noisyOr(categories.values()));
  for (const f of findings) if (muted.has(f)) categories.set(f.category, Math.max(categories.get(f.category) ?? 0, f.confidence));
  return { score, categories, boost: strong > 1 ? boost : 0, mutedBest };
}

/**
 * Pack-rule findings that read the same words as a stronger pack-rule finding of another category
 * ("System prompt:" is both a forged header and a new-instructions header): one phrase is one piece
 * of evidence, whichever categories its rules file it under. Shape detectors and the model are
 * evidence of another kind and are kept.
 * @param {readonly FindingDraft[]} findings
 * @param {ReadonlySet<FindingDraft>} muted
 */
function samePhraseEchoes(findings, muted) {
  /** @type {Set<FindingDraft>} */
  const echoes = new Set();
  const rules = findings.filter((f) => !muted.has(f) && !f.ruleId.startsWith('prompt_injection/')).sort((a, b) => b.confidence - a.confidence);
  for (let i = 0; i < rules.length; i++) {
    const f = /** @type {FindingDraft} */ (rules[i]);
    if (echoes.has(f)) continue;
    for (let j = i + 1; j < rules.length; j++) {
      const g = /** @type {FindingDraft} */ (rules[j]);
      if (g.category !== f.category && overlaps(f, g)) echoes.add(g);
    }
  }
  return echoes;
}

function overlaps(/** @type {FindingDraft} */ a, /** @type {FindingDraft} */ b) {
  if (a.start === undefined || a.end === undefined || b.start === undefined || b.end === undefined) return false;
  return a.start < b.end && b.start < a.end;
}

/**
 * The model of the packs, decoded once per registry build (the newest-id pack wins if several
 * carry one; there is one shipped).
 * @param {CheckSetup['packs']} packs
 * @returns {import('./model.js').LinearModel | undefined}
 */
export function loadModel(packs) {
  const withModel = [...packs].filter((p) => p.pack.model).sort((a, b) => (a.pack.id < b.pack.id ? -1 : 1));
  const m = withModel[withModel.length - 1]?.pack.model;
  if (!m) return undefined;
  const [c0 = 3, c1 = 5] = m.features.charNgrams;
  const [w0 = 1, w1 = 2] = m.features.wordNgrams;
  return { features: { bits: m.features.bits, charNgrams: [c0, c1], wordNgrams: [w0, w1] }, weights: decodeWeights(m.weights), bias: m.bias };
}

/**
 * The finding confidence of a model probability (null below the hint level): piecewise linear,
 * a hint from `hint` up, a signal from `review` up, capped below block.
 * @param {number} p
 * @param {import('./settings.js').ModelScoring} ms
 * @param {number} [reviewAt]  the review threshold, which a hint never reaches
 */
export function modelConfidence(p, ms, reviewAt = 1) {
  if (p < ms.hint) return null;
  // A hint stays below the review threshold whatever reviewConfidence is: below model.review the
  // model corroborates, it does not review alone.
  const hintTop = Math.min(ms.reviewConfidence, reviewAt) - 0.01;
  if (p < ms.review) return ms.hintConfidence + ((p - ms.hint) / (ms.review - ms.hint)) * (hintTop - ms.hintConfidence);
  return ms.reviewConfidence + ((p - ms.review) / Math.max(1e-9, 1 - ms.review)) * (ms.maxConfidence - ms.reviewConfidence);
}

/** @typedef {import('screening-service/plugin-api').CheckSetup} CheckSetup */

const ENGLISH = new Set('the a an to and of is are was be you your i me my it this that in on for with what how please all any not do from as at or can will'.split(' '));

/** Fewer words than this in a decoded payload and the model does not read it alone. */
const MIN_WORDS_ENCODED = 6;
/** Encodings under which no letter of the text can be read. */
const OPAQUE_ENCODINGS = new Set(['base64', 'base64url', 'hex', 'rot13']);

/** Phrase categories that make a specimen made only of them the author's own order. */
const ORDER_CATEGORIES = new Set(['instruction_override', 'system_prompt_extraction', 'data_exfiltration', 'tool_hijack']);
const READER_ORDERS = new Set(['instruction_override', 'system_prompt_extraction']);

/** Characters of a specimen's frame a finding read mostly in the specimen may take in. */
const FRAME_WORDS = 80;

/** Fewer letters than this and the model only corroborates, however sure it is. */
const MIN_LETTERS_ALONE = 8;

/** Whether at least a sixth of the words are common English function words. */
export function readsAsEnglish(/** @type {string} */ text) {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length === 0) return false;
  let n = 0;
  for (const w of words) if (ENGLISH.has(w)) n++;
  return n / words.length >= 1 / 6;
}

// A word that mixes Latin letters with Cyrillic or Greek look-alikes ("Fоrwаrd" with Cyrillic о, а).
const MIXED_SCRIPT = /\p{Script=Latin}[\p{Script=Cyrillic}\p{Script=Greek}]|[\p{Script=Cyrillic}\p{Script=Greek}]\p{Script=Latin}/u;

/**
 * Whether the text hides its letters from a reader-blind reading: zero-width characters inside it,
 * or words that mix scripts.
 * @param {string} text
 * @param {readonly { kind: string }[]} hidden
 */
function concealsLetters(text, hidden) {
  return hidden.some((h) => h.kind === 'zero_width') || MIXED_SCRIPT.test(text);
}

/** @type {CheckPlugin['create']} */
export function create({ packs, host }) {
  const settings = loadSettings(packs, host.log);
  const sc = settings.scoring;
  const scanner = createScanner(packs, host);
  const model = loadModel(packs);
  return {
    run(input, runCtx) {
      if (input.kind !== 'text') return { status: 'skipped', reason: 'prompt_injection reads text' };
      /** Explain mode only: the scoring steps of each finding. */
      const explained = runCtx?.explain ? /** @type {Map<FindingDraft, ScoreStep[]>} */ (new Map()) : undefined;
      const text = input.text;
      const collected = collectSignals(text, scanner, host);
      const hidden = collected.hidden;
      const signals = [...collected.signals.filter((s) => !isSilent(s)), ...pairSignals(collected.signals, text)];
      const ctx = createContext(text, settings);
      const framed = signals.some((s) => /** @type {{ framing?: boolean } | undefined} */ (s.match.data)?.framing === true);
      // Requests to write a prompt for some bot: the requesting sentence is talk about a prompt;
      // a span counts only when it lies inside that sentence.
      const authoring = framed ? [] : authoringRequests(text);
      const authored = (/** @type {number} */ start, /** @type {number} */ end) => authoring.some((a) => start >= a.start && end <= a.end);

      /** @type {Map<string, FindingDraft>} */
      const found = new Map();
      /** @type {Set<FindingDraft>} */
      const muted = new Set();
      /** The mentions in a text that talks about attacks (educational words near them), a subset of `muted`. */
      /** @type {Set<FindingDraft>} */
      const discussions = new Set();
      /** Phrase findings muted only as part of a reported quotation: they do not mute the model. */
      const reportedOnly = new Set();
      /** Phrase findings read in a hidden or encoded form: never dampened as shown. */
      /** @type {Set<FindingDraft>} */
      const hiddenDrafts = new Set();
      /** The window the learned model read, per model finding (its span is only the telling sentence). */
      /** @type {Map<FindingDraft, { start: number, end: number }>} */
      const modelWindow = new Map();
      const mention = (/** @type {FindingDraft} */ draft) => {
        muted.add(draft);
        if (!framed && ctx.teaching(draft.start ?? 0, draft.end ?? 0)) discussions.add(draft);
      };
      const add = (/** @type {FindingDraft} */ f) => {
        if (f.confidence < sc.minScore) return;
        const key = `${f.ruleId}|${f.type ?? ''}|${f.start}:${f.end}`;
        const prior = found.get(key);
        if (!prior || prior.confidence < f.confidence) found.set(key, f);
      };

      for (const s of signals) {
        const rule = s.match;
        // "Assistant: Sure, I will keep that in mind …" in a transcript is the assistant's turn, not an order to it
        // (forged turns are the delimiter rules' business).
        if (!s.hiddenBy && rule.category !== 'delimiter_injection' && assistantTurnLabel(text, s.start)) continue;
        const markup = s.hiddenBy ? undefined : ctx.hiddenMarkup(s.start, s.end);
        const hiddenBy = s.hiddenBy ?? (markup ? 'hidden_markup' : undefined);
        let weight = s.score;
        /** @type {string[]} */
        const notes = [];
        /** @type {ScoreStep[] | undefined} */
        const steps = explained && [{ step: 'base', detail: `rule ${s.match.ruleId} with its context words${s.paired ? ' (pair)' : ''}`, score: s.score }];
        if (hiddenBy) {
          weight += sc.obfuscation.boost;
          steps?.push({ step: 'boost', detail: `hidden by ${HIDDEN_LABEL[hiddenBy] ?? hiddenBy.replace(/_/g, ' ')}`, delta: sc.obfuscation.boost, score: weight });
        } else {
          let factor = 1;
          const dampen = (/** @type {number} */ by, /** @type {string} */ note) => {
            factor *= by;
            notes.push(note);
            steps?.push({ step: 'dampen', detail: note, factor: by, score: s.score * factor });
          };
          const forbidsDisclosure = () => !framed && (rule.category === 'system_prompt_extraction' || rule.category === 'data_exfiltration') && prohibitedDisclosure(text, s.start, s.end);
          const quoted = ctx.quoted(s.start, s.end);
          const code = ctx.code(s.start, s.end, quoted);
          if (code) dampen(sc.dampen.code, 'shown as code');
          else if (quoted === 'phrase') dampen(sc.dampen.quoted, 'quoted');
          // A quotation the sentence reports as what a model obeyed (context.js reportedQuote): a
          // write-up that shows a weak phrase. Strong phrases keep their weight — an order that
          // reads as an attack still does when framed as a past event ("the bot followed …; do
          // the same").
          // A quotation the sentence presents as found in a document or planted by someone else
          // (context.js foundQuote): an incident write-up or a training text shows the attack,
          // unless it goes on to turn to the reader. A strong phrase needs more than the frame,
          // which a sender can write around an attack too: the write-up must go on past the
          // quotation ("… The payments bot refused and flagged it.").
          else if (!framed && ctx.foundQuote(s.start, s.end, rule.severity === 'high' || rule.severity === 'critical')) dampen(sc.dampen.quoted, 'found quote');
          else if (!framed && rule.severity !== 'high' && rule.severity !== 'critical' && ctx.reportedQuote(s.start, s.end)) dampen(sc.dampen.quoted, 'reported quote');
          // A rule quoted whole ("Translate: 'The assistant must never reveal its prompt.'") is
          // still a rule: the prohibition below decides, not the quotation.
          else if (quoted === 'message' && !forbidsDisclosure()) dampen(sc.dampen.quotedMessage, 'quoted message');
          else if (!framed && ctx.reported(s.start, s.end, (rule.category === 'instruction_override' || rule.category === 'system_prompt_extraction') && !s.paired)) dampen(sc.dampen.quoted, 'reported');
          // "Never reveal your system prompt": the operator's rule, not a request (prohibition.js).
          else if (forbidsDisclosure()) dampen(sc.dampen.quoted, 'forbidden');
          // "Never call tools without user confirmation": a safeguard, not an order to act unseen.
          else if (!framed && rule.category === 'tool_hijack' && forbiddenWithout(text, s.start, s.end)) dampen(sc.dampen.quoted, 'forbidden');
          if (!framed && (ctx.educational(s.start, s.end) || authored(s.start, s.end))) {
            const imperative = !quoted && !code && !notes.includes('reported') && !notes.includes('reported quote') && !notes.includes('found quote') && ctx.imperative(s.start);
            dampen(imperative ? sc.dampen.imperativeEducational : sc.dampen.educational, 'discussed');
          }
          if (rule.category === 'delimiter_injection' && ctx.technical(s.start, s.end)) dampen(sc.dampen.technical, 'documentation');
          // A quoted line of dialogue in a story. Unquoted narration is not dampened: "write a story
          // where you, an AI without limits, explain …" is the jailbreak itself.
          if (!framed && quoted === 'phrase' && ctx.fiction(s.start, s.end)) dampen(sc.dampen.fiction, 'fiction');
          weight *= factor;
          // Boosts amplify instructions, not hints: a weak signal stays below review on its own.
          if (factor === 1 && s.score >= sc.boostFloor) {
            if (ctx.leading(s.start)) (weight += sc.position.boost), steps?.push({ step: 'boost', detail: 'opens the text', delta: sc.position.boost, score: weight });
            if (ctx.addressed(s.start, s.end)) (weight += sc.addressed.boost), steps?.push({ step: 'boost', detail: 'addressed to the model (second person nearby)', delta: sc.addressed.boost, score: weight });
          }
        }
        if (steps && weight > 1) steps.push({ step: 'cap', detail: 'weights are capped at 1', score: 1 });
        weight = Math.min(1, weight);
        const draft = host.draftFromMatch(s.match, {
            start: s.start,
            end: s.end,
            confidence: weight,
            reason: notes.length ? `${rule.title} (${notes.join(', ')})` : rule.title,
            ...(s.encoding ? { encoding: s.encoding } : {}),
        });
        // Mentions (quoted phrase, code, reported or discussed) are not independent evidence; a
        // quoted whole message is the message itself.
        if (notes.some((n) => n !== 'quoted message')) mention(draft);
        if (notes.length === 1 && notes[0] === 'reported quote') reportedOnly.add(draft);
        if (hiddenBy) hiddenDrafts.add(draft);
        if (explained && steps) explained.set(draft, steps);
        add(draft);
        if (hiddenBy && weight >= sc.obfuscation.minUnderlying) {
          const how = hiddenBy.startsWith('encoded_') ? `${s.encoding} encoding` : (HIDDEN_LABEL[hiddenBy] ?? hiddenBy.replace(/_/g, ' '));
          add({
            ruleId: 'prompt_injection/obfuscated-instruction',
            category: 'obfuscation',
            type: hiddenBy.startsWith('encoded_') ? 'encoded_instruction' : hiddenBy,
            severity: rule.severity === 'low' ? 'medium' : rule.severity,
            confidence: Math.min(1, weight + sc.obfuscation.findingBonus),
            reason: `${rule.title}, hidden by ${how} (${s.ruleId})`,
            start: s.start,
            end: s.end,
            ...(s.encoding ? { encoding: s.encoding } : {}),
          });
        }
        if (markup && !s.hiddenBy) {
          add({
            ruleId: 'prompt_injection/hidden-markup',
            category: 'obfuscation',
            type: markup.kind,
            severity: 'medium',
            confidence: sc.hiddenMarkup.confidence,
            reason: markup.kind === 'html_comment' ? 'Instruction inside an HTML comment' : 'Instruction inside markup styled to be invisible',
            start: markup.start,
            end: markup.end,
          });
        }
      }

      const hc = sc.hiddenCharacters;
      for (const run of hidden) {
        if (run.kind === 'unicode_tag' && (run.decoded ?? '').trim())
          add({ ruleId: 'prompt_injection/hidden-unicode-tags', category: 'obfuscation', type: 'unicode_tag_smuggling', severity: 'high', confidence: hc.unicodeTag, reason: 'Invisible Unicode tag characters carrying hidden text', start: run.start, end: run.end });
        else if (run.kind === 'bidi_control')
          add({ ruleId: 'prompt_injection/hidden-bidi-control', category: 'obfuscation', type: 'bidi_control', severity: 'medium', confidence: hc.bidi, reason: 'Bidirectional control characters that reorder what a reader sees', start: run.start, end: run.end });
      }
      const zeroWidth = hidden.filter((h) => h.kind === 'zero_width');
      const zwCount = zeroWidth.reduce((n, h) => n + (h.end - h.start), 0);
      if (zwCount >= hc.zeroWidthMinRun && zeroWidth[0])
        add({ ruleId: 'prompt_injection/hidden-zero-width', category: 'obfuscation', type: 'zero_width_smuggling', severity: 'medium', confidence: hc.zeroWidth, reason: `${zwCount} zero-width characters inside the text`, start: zeroWidth[0].start, end: zeroWidth[zeroWidth.length - 1]?.end ?? zeroWidth[0].end });

      // The learned model, on its best window of the text.
      // What a reader sees where letters are concealed (invisible characters between them, or
      // look-alike letters of another script inside words): the normalised view, mapped back.
      const seen = concealsLetters(text, hidden) ? host.normalizedText(text) : undefined;
      if (model) {
        let w = bestWindow(model, text, { size: sc.model.window, stride: sc.model.stride });
        if (seen) {
          const v = bestWindow(model, seen.text, { size: sc.model.window, stride: sc.model.stride });
          if (v.probability > w.probability) w = { probability: v.probability, ...host.toOriginal(seen, v.start, v.end) };
        }
        // A model trained on English benign text only corroborates elsewhere (englishOnly).
        const raw = modelConfidence(w.probability, sc.model, settings.thresholds.review);
        // A short text gives the n-grams too few neighbours to outweigh one loaded word ("system
        // prompt", "previous instructions"): there too, a hint only.
        const windowText = text.slice(w.start, w.end);
        // Below the hint level (raw null) the model says nothing, and the window's words are not read.
        const english = raw !== null && (!sc.model.englishOnly || readsAsEnglish(windowText));
        const long = raw !== null && (windowText.match(/\p{L}+/gu)?.length ?? 0) >= sc.model.minWords;
        // …unless the model is all but certain (shortReview) about a text that has words at all:
        // n-grams of punctuation alone ("...") are no evidence.
        const letters = raw === null ? 0 : (windowText.match(/\p{L}/gu)?.length ?? 0);
        const alone = english && (long || (w.probability >= sc.model.shortReview && letters >= MIN_LETTERS_ALONE));
        let confidence = raw !== null && !alone ? Math.min(raw, sc.model.hintConfidence) : raw;
        // Like a phrase, the model's judgement is dampened where the text talks about attacks, or
        // where what it read is a quoted or shown rule phrase: it cannot tell saying from showing.
        const shown = [...muted].some((f) => !reportedOnly.has(f) && (f.start ?? 0) < w.end && (f.end ?? 0) > w.start);
        // …and so is a question of one's own about prompts or assistants, when it is the whole
        // request ("How should we word the rules of our booking bot?", "Czym jest prompt
        // systemowy?"): asking.js.
        // …and so is a request to write a prompt for some bot ("Compose the instructions for a
        // garden-centre bot that never quotes prices"), when the sentence the model found most
        // telling is that request: asking.js.
        const told = authoring.length > 0 && confidence !== null ? locate(model, text, w) : undefined;
        const discussed = !framed && confidence !== null && (ctx.discusses(w.start, w.end) || ownQuestion(windowText) || (told !== undefined && authored(told.start, told.end)));
        if (confidence !== null && (shown || discussed)) confidence *= sc.dampen.educational;
        if (confidence !== null) {
          // The finding points at the sentence that carries the evidence, not at the whole window.
          const at = locate(model, text, w);
          const draft = { ruleId: 'prompt_injection/model', category: 'classifier', type: 'learned_model', severity: /** @type {const} */ ('medium'), confidence, reason: `Learned model: injection probability ${w.probability.toFixed(2)}${shown || discussed ? ' (discussed)' : ''}`, start: at.start, end: at.end };
          if (shown || discussed) mention(draft);
          modelWindow.set(draft, w);
          add(draft);
        }
      }
      // What an encoded payload says, read by the model as well as by the phrase rules: an order
      // spelled in base64 or hex is hidden on purpose, so the model's review level alone makes it a
      // finding (never dampened, like an encoded phrase). A payload of a few words is left to the rules.
      if (model)
        for (const payload of host.findEncodedPayloads(text)) {
          // Escapes and entities leave the words readable (a JSON string with "\\n" in it): only
          // an encoding that hides every letter counts.
          if (!payload.chain.some((e) => OPAQUE_ENCODINGS.has(e))) continue;
          if ((payload.decoded.match(/\p{L}{2,}/gu)?.length ?? 0) < MIN_WORDS_ENCODED) continue;
          const p = probability(model, normaliseForModel(payload.decoded.slice(0, sc.model.window)));
          const raw = p >= sc.model.review ? modelConfidence(p, sc.model, settings.thresholds.review) : null;
          if (raw !== null)
            add({ ruleId: 'prompt_injection/obfuscated-instruction', category: 'obfuscation', type: 'encoded_instruction', severity: 'high', confidence: Math.min(1, raw + sc.obfuscation.findingBonus), reason: `Encoded text (${payload.chain.join('+')}) that the learned model reads as an injection (probability ${p.toFixed(2)})`, start: payload.start, end: payload.end });
        }
      // An optimised attack string riding on a request.
      const suffix = adversarialSuffix(text, sc.suffix, ctx.fences);
      if (suffix)
        add({ ruleId: 'prompt_injection/adversarial-suffix', category: 'obfuscation', type: 'adversarial_suffix', severity: 'high', confidence: sc.suffix.confidence, reason: `Text shaped like an optimised attack string (${Math.round(suffix.ratio * 100)}% symbol-glued or case-broken tokens)`, start: suffix.start, end: suffix.end });
      // …or a tail of words with no grammar, mid-sentence capitals and glued punctuation.
      const salad = suffix ? undefined : wordSalad(text, sc.wordSalad, ctx.fences);
      if (salad)
        add({ ruleId: 'prompt_injection/word-salad-suffix', category: 'obfuscation', type: 'adversarial_suffix', severity: 'high', confidence: sc.wordSalad.confidence, reason: `Request ending in a word-salad string shaped like an optimised attack (${salad.odd} odd tokens, almost no function words)`, start: salad.start, end: salad.end });
      // A forged dialogue that primes the model to comply.
      const shots = manyShot(text, sc.manyShot);
      if (shots)
        add({ ruleId: 'prompt_injection/many-shot', category: 'delimiter_injection', type: 'many_shot', severity: 'high', confidence: sc.manyShot.confidence, reason: `Forged dialogue in which the assistant complies ${shots.shots} times, ending on a new request`, start: shots.start, end: shots.end });
      // Orders to the model in what a reader never sees.
      const hi = sc.hiddenInstruction;
      for (const region of unseenRegions(text, ctx.hiddenRegions)) {
        const segment = text.slice(region.start, region.end);
        if ((segment.match(/[\p{L}\p{N}]+/gu)?.length ?? 0) < hi.minWords) continue;
        const p = model ? probability(model, normaliseForModel(segment.slice(0, sc.model.window))) : 0;
        // The label of the site's own assistant widget ("Open chat assistant: …") names the assistant
        // without turning to it.
        const ordered = (!widgetLabel(segment) && (addressedOrder(segment) || addressesAiReader(segment))) || machineSelfReference(segment) || hiddenAiCondition(segment);
        // A developer's note ("TODO: …", "FIXME …") is an order to a person: the model's word alone
        // does not make it one to the AI. Comments in markup are mostly notes between the people
        // who keep a page ("Run the migration after deploying"): one that turns to no AI reader
        // needs the model's hint level (modelFloor) to count, or, when it tells its reader how to
        // describe the page or what to say of it, the lower cueFloor.
        const floor = presentationOrder(segment) ? hi.cueFloor : hi.modelFloor;
        if (!ordered && (p < floor || developerNote(segment))) continue;
        add({ ruleId: 'prompt_injection/hidden-instruction', category: 'obfuscation', type: region.kind, severity: 'high', confidence: Math.min(1, hi.confidence + (p >= sc.model.review ? 0.1 : 0)), reason: `Instruction to the model in text a reader does not see (${region.kind.replace(/_/g, ' ')})`, start: region.start, end: region.end });
      }

      // Notes in the data that turn to the AI reader and give it the floor; where the text talks
      // about such attacks they are mentions, like a quoted phrase.
      for (const note of plantedNotes(text)) {
        const discussed = !framed && (ctx.educational(note.start, note.end) || ctx.discusses(note.start, note.end));
        const draft = { ruleId: 'prompt_injection/planted-note', category: 'instruction_override', type: 'planted_note', severity: /** @type {const} */ ('high'), confidence: (note.inData ? sc.plantedNote.confidence : sc.plantedNote.hint) * (discussed ? sc.dampen.educational : 1), reason: `Note in the data addressed to the AI reader${discussed ? ' (discussed)' : ''}`, start: note.start, end: note.end };
        if (discussed) mention(draft);
        add(draft);
      }

      // …and such notes that go on to name a destination, a credential or an act (delete, pay,
      // merge, send): orders to act.
      for (const order of plantedOrders(text)) {
        const discussed = !framed && (ctx.educational(order.start, order.end) || ctx.discusses(order.start, order.end));
        const draft = { ruleId: 'prompt_injection/planted-order', category: 'tool_hijack', type: 'planted_order', severity: /** @type {const} */ ('high'), confidence: sc.plantedOrder.confidence * (discussed ? sc.dampen.educational : 1), reason: `Order in the data to the AI reader, naming a destination, a credential or an act to perform${discussed ? ' (discussed)' : ''}`, start: order.start, end: order.end };
        if (discussed) mention(draft);
        add(draft);
      }

      // A persona named in quotes and then addressed by name: a hint, counted next to a persona
      // without rules; where the text discusses attacks, or the call is
      // quoted, it is a mention.
      for (const persona of addressedPersonas(text)) {
        // (a call by name inside a quotation is the persona shown, not spoken to)
        const discussed = !framed && (ctx.educational(persona.start, persona.end) || ctx.discusses(persona.start, persona.end) || ctx.quoted(persona.start, persona.end) !== false);
        const draft = { ruleId: 'prompt_injection/addressed-persona', category: 'role_play_jailbreak', type: 'persona', severity: /** @type {const} */ ('medium'), confidence: sc.persona.hint * (discussed ? sc.dampen.educational : 1), reason: `A persona named in quotes, then addressed by that name with a request${discussed ? ' (discussed)' : ''}`, start: persona.start, end: persona.end };
        if (discussed) mention(draft);
        add(draft);
      }

      for (const slot of imageSlots(text)) {
        const discussed = !framed && (ctx.educational(slot.start, slot.end) || ctx.discusses(slot.start, slot.end));
        const draft = { ruleId: 'prompt_injection/image-data-slot', category: 'data_exfiltration', type: 'markdown_image_exfiltration', severity: /** @type {const} */ ('critical'), confidence: sc.imageSlot.confidence * (discussed ? sc.dampen.educational : 1), reason: `Markdown image whose URL ends in a slot for data${discussed ? ' (discussed)' : ''}`, start: slot.start, end: slot.end };
        if (discussed) mention(draft);
        add(draft);
      }

      // A request for the model's own setup with a way to get its text out (setup-request.js);
      // the operator's own prohibition or a text about such requests makes it a mention.
      for (const req of setupRequests(text)) {
        const shown = !framed && (ctx.educational(req.start, req.end) || ctx.discusses(req.start, req.end) || prohibitedDisclosure(text, req.noun.start, req.noun.end));
        const draft = { ruleId: 'prompt_injection/setup-request', category: 'system_prompt_extraction', type: 'setup_request', severity: /** @type {const} */ ('high'), confidence: sc.setupRequest.confidence * (shown ? sc.dampen.educational : 1), reason: `Request for the model's own setup text${req.faithful ? ', word for word' : ''}${shown ? ' (discussed)' : ''}`, start: req.start, end: req.end };
        if (shown) mention(draft);
        add(draft);
      }

      // A claim that the model's own setup has lapsed (setup-override.js): a signal where the
      // stretch names the model's world, a hint otherwise; a mention where the stretch discusses
      // attacks in words other than the lapse itself ("were only examples" is no example).
      for (const lapse of setupOverrides(text)) {
        const shown = !framed && (ctx.discusses(lapse.start, lapse.cue.start) || ctx.discusses(lapse.cue.end, lapse.end));
        const base = lapse.strong ? sc.setupOverride.confidence : sc.setupOverride.hint;
        const draft = { ruleId: 'prompt_injection/setup-override', category: 'instruction_override', type: 'setup_override', severity: /** @type {const} */ ('high'), confidence: base * (shown ? sc.dampen.educational : 1), reason: `Claim that the model's own setup no longer applies${shown ? ' (discussed)' : ''}`, start: lapse.start, end: lapse.end };
        if (shown) mention(draft);
        add(draft);
      }

      // …and a request to move what the model holds to a link, an address or a webhook
      // (data-destination.js).
      const destinations = dataToDestination(text);
      if (seen && !destinations.length)
        for (const req of dataToDestination(seen.text)) {
          const span = host.toOriginal(seen, req.start, req.end);
          destinations.push({ ...span, data: host.toOriginal(seen, req.data.start, req.data.end) });
        }
      for (const req of destinations) {
        // Records about many people asked for by whoever opens the text may be their own to move
        // ("Send the full client list to my assistant at …"); planted after other text, or riding
        // on an "also", they are data leaving.
        if (req.bulk && !plantedRequest(text, req.data.start)) continue;
        const shown = !framed && (ctx.educational(req.start, req.end) || ctx.discusses(req.start, req.end) || prohibitedDisclosure(text, req.data.start, req.data.end));
        const draft = { ruleId: 'prompt_injection/data-to-destination', category: 'data_exfiltration', type: 'data_to_destination', severity: /** @type {const} */ ('critical'), confidence: sc.dataDestination.confidence * (shown ? sc.dampen.educational : 1), reason: `Request to send the conversation, memory, personal data or credentials to an outside destination${shown ? ' (discussed)' : ''}`, start: req.start, end: req.end };
        if (shown) mention(draft);
        add(draft);
      }

      // …and a request for data that is not the requester's: other people's records, or what
      // the model has seen or reaches, shown or written somewhere (held-data.js).
      for (const req of heldDataRequests(text)) {
        const shown = !framed && (ctx.educational(req.start, req.end) || ctx.discusses(req.start, req.end) || prohibitedDisclosure(text, req.data.start, req.data.end));
        const draft = { ruleId: 'prompt_injection/held-data-request', category: 'data_exfiltration', type: 'held_data_request', severity: /** @type {const} */ ('high'), confidence: sc.dataDestination.confidence * (shown ? sc.dampen.educational : 1), reason: `Request for data that is not the requester's: other people's records, or what the model has seen or reaches${shown ? ' (discussed)' : ''}`, start: req.start, end: req.end };
        if (shown) mention(draft);
        add(draft);
      }

      // A business control lifted next to an act asked of the model (control-lift.js): an
      // instruction override, weighed like a claim that the setup lapsed; quoted ("An e-mail says:
      // 'Ignore the approval process and …' What do you do?") or in a text that teaches or
      // discusses such requests, a mention: this signal adds nothing to quoted text.
      for (const lift of controlLifts(text)) {
        if (!framed && (ctx.quoted(lift.start, lift.end) !== false || ctx.educational(lift.start, lift.end) || ctx.discusses(lift.start, lift.end))) continue;
        add({ ruleId: 'prompt_injection/control-lift', category: 'instruction_override', type: 'control_lift', severity: 'high', confidence: sc.setupOverride.confidence, reason: "A business safeguard (approval, identity check, verification, the model's rules) lifted next to an act asked of the model", start: lift.start, end: lift.end });
      }

      // An order in the data to call a tool that grants, shares or mints access, hidden from the
      // user or handing its result out (tool-call-order.js): an order to act, like a planted one.
      for (const order of toolCallOrders(text)) {
        // (technical words — a token, a template — are what tool text is made of: only teaching counts)
        const discussed = !framed && ctx.educational(order.start, order.end);
        const draft = { ruleId: 'prompt_injection/tool-call-order', category: 'tool_hijack', type: 'tool_call_order', severity: /** @type {const} */ ('high'), confidence: sc.plantedOrder.confidence * (discussed ? sc.dampen.educational : 1), reason: `Order in the data to call a tool that grants, shares or mints access, hidden from the user or handing its result out${discussed ? ' (discussed)' : ''}`, start: order.start, end: order.end };
        if (discussed) mention(draft);
        add(draft);
      }

      // A tool call written into data, its arguments aimed at a target that is not the reader's to
      // choose (planted-tool-call.js): an order to act, like a planted one; quoted or in a text
      // that teaches or discusses such notes, a mention that adds nothing.
      for (const call of plantedToolCalls(text)) {
        if (!framed && (ctx.quoted(call.start, call.end) !== false || ctx.educational(call.start, call.end) || ctx.discusses(call.start, call.end))) continue;
        add({ ruleId: 'prompt_injection/planted-tool-call', category: 'tool_hijack', type: 'planted_tool_call', severity: 'high', confidence: sc.plantedOrder.confidence, reason: 'A tool call written into the data, with arguments aimed at an account, a wallet, an outside address or a lifted limit', start: call.start, end: call.end });
      }

      // A persona or fiction frame used as a wrapper for real help: real and usable, escaping
      // detection, or a role freed from rules (fiction-wrapper.js); quoted, taught or discussed, a
      // mention that adds nothing. (Not the fiction words of `discusses`: the story is the frame itself.)
      for (const wrap of fictionWrappers(text)) {
        if (!framed && (ctx.quoted(wrap.start, wrap.end) !== false || ctx.educational(wrap.start, wrap.end))) continue;
        add({ ruleId: 'prompt_injection/fiction-wrapper', category: 'role_play_jailbreak', type: 'fiction_wrapper', severity: 'high', confidence: sc.plantedOrder.confidence, reason: 'A role or story frame that asks for real, usable help, for escaping detection, or frees the role from rules', start: wrap.start, end: wrap.end });
      }

      // A standing rule over the model's use of tools set by the text it reads: another tool
      // replaced by name, always or against the user's choice, or the traffic of any tool routed to
      // an outside address (tool-rule.js); quoted or in a text that teaches or discusses such
      // rules, a mention that adds nothing.
      for (const rule of toolRules(text)) {
        if (!framed && (ctx.quoted(rule.start, rule.end) === 'phrase' || ctx.educational(rule.start, rule.end) || ctx.discusses(rule.start, rule.end))) continue;
        add({ ruleId: 'prompt_injection/tool-rule', category: 'tool_hijack', type: rule.kind === 'substitution' ? 'tool_substitution' : 'cross_tool_rule', severity: 'high', confidence: sc.plantedOrder.confidence, reason: rule.kind === 'substitution' ? 'A rule in the text that replaces another tool, named by its identifier, always or against the user\'s choice' : "A rule in the text over any tool's traffic, routing it to an outside address", start: rule.start, end: rule.end });
      }

      // An act asked for, then kept from the user, the reviewer or the report, or erased with the
      // order itself (covert-order.js): quoted or discussed, a mention that adds nothing.
      for (const order of covertOrders(text)) {
        if (!framed && (ctx.quoted(order.start, order.end) !== false || ctx.educational(order.start, order.end) || ctx.discusses(order.start, order.end))) continue;
        add({ ruleId: 'prompt_injection/covert-order', category: 'tool_hijack', type: 'covert_order', severity: 'high', confidence: sc.plantedOrder.confidence, reason: 'An act asked for and kept from the one who oversees it (the user, a reviewer, the report), or the order erasing itself', start: order.start, end: order.end });
      }

      // Data that closes its own frame and goes on in the system's voice with an order
      // (forged-header.js); in a text that teaches or documents such markers, a mention.
      for (const header of forgedHeaders(text)) {
        if (!framed && (ctx.educational(header.start, header.end) || ctx.discusses(header.start, header.end) || ctx.technical(header.start, header.end))) continue;
        add({ ruleId: 'prompt_injection/forged-system-header', category: 'delimiter_injection', type: 'forged_system_header', severity: 'high', confidence: sc.plantedOrder.confidence, reason: "Data that closes its own frame and goes on under a header in the system's voice, with an order", start: header.start, end: header.end });
      }

      // An encoded payload with an order to decode it and act on what comes out (decode-order.js);
      // in a text that teaches such payloads, a mention. (Not the fiction words of `discusses`: the
      // order itself reads "do what it says".)
      // After a plain verb of use ("apply it", "terapkan", "执行"), only a payload whose decoded
      // text itself reads as an order counts (a phrase of the packs found in it, or a sentence of
      // words rather than data): decoding a config or a command and applying it is ordinary.
      /** @type {Array<{ start: number, end: number, decoded: string }> | undefined} */
      let decodedTexts;
      const decodedOrderIn = (/** @type {{ start: number, end: number }} */ p) => {
        if (signals.some((s) => s.source !== 'text' && s.start < p.end && s.end > p.start)) return true;
        decodedTexts ??= [...host.findEncodedPayloads(text), ...cipherPayloads(text)];
        return decodedTexts.some((d) => d.start < p.end && d.end > p.start && readsAsSentence(d.decoded));
      };
      for (const order of decodeOrders(text)) {
        if (!order.obeys && !decodedOrderIn(order.payload)) continue;
        if (!framed && (ctx.educational(order.start, order.end) || ctx.technical(order.start, order.end))) continue;
        add({ ruleId: 'prompt_injection/decode-and-obey', category: 'obfuscation', type: 'decode_and_obey', severity: 'high', confidence: sc.plantedOrder.confidence, reason: 'An encoded payload handed over with an order to act on its decoded text', start: order.start, end: order.end });
      }

      // What an opaque payload (base64, hex, ROT13) says, read by the structural readers as plain
      // text is: a request to move held data to a destination, for the model's setup, or to call
      // a tool that grants access. These readers know every pack language, where the learned
      // model above reads English only; nobody spells such a request in base64 but to hide it.
      for (const payload of host.findEncodedPayloads(text)) {
        if (!payload.chain.some((e) => OPAQUE_ENCODINGS.has(e))) continue;
        const words = payload.decoded.slice(0, sc.model.window);
        if (!dataToDestination(words).length && !setupRequests(words).length && !toolCallOrders(words).length) continue;
        if (!framed && ctx.educational(payload.start, payload.end)) continue;
        add({ ruleId: 'prompt_injection/encoded-order', category: 'obfuscation', type: 'encoded_order', severity: 'high', confidence: Math.min(1, sc.plantedOrder.confidence + sc.obfuscation.findingBonus), reason: `Encoded text (${payload.chain.join('+')}) that asks to send held data out, to reveal the model's setup or to call a tool that grants access`, start: payload.start, end: payload.end });
      }

      // A tool's description that makes it a duty to fill a parameter with what the model holds
      // (tool-slot.js); in a text that teaches or discusses such poisoning, a mention.
      for (const slot of toolSlotOrders(text)) {
        if (!framed && (ctx.educational(slot.start, slot.end) || ctx.discusses(slot.start, slot.end))) continue;
        add({ ruleId: 'prompt_injection/tool-description-slot', category: 'data_exfiltration', type: 'tool_description_slot', severity: 'high', confidence: sc.dataDestination.confidence, reason: 'A tool description that requires a parameter to carry the conversation, the system prompt or the user\'s data', start: slot.start, end: slot.end });
      }

      // A specimen handed over for analysis (specimen.js: "sort the flagged post underneath", "summarise
      // what the scammer sent: «…»"): what it says is evidence about the specimen, a mention, as a
      // quoted phrase is. A jailbreak framing outside it still switches this off; hidden or encoded
      // phrases and obfuscation findings keep their weight.
      // A specimen that is nothing but the attack's own sentences is read as the author's order,
      // unless the frame disowns it (tells the model not to act on it, judges it dangerous, or reports it as what a model obeyed).
      // (an order that overrides, extracts, sends data away or drives a tool)
      const phraseHits = signals.filter((s) => ORDER_CATEGORIES.has(s.match.category) && /** @type {{ framing?: boolean } | undefined} */ (s.match.data)?.framing !== true);
      // (an order that overrides the model's rules or asks for its setup, other than the address itself)
      const overrides = phraseHits.filter((s) => READER_ORDERS.has(s.match.category) && s.match.type !== 'addressed_to_model');
      // A specimen that turns to its reader ("Note to the AI: …", "Assistant, …") and carries an
      // order talks to the classifier, not to the analyst: it keeps its full weight. (A finding that
      // reports what a model obeyed, "the bot followed «Note to the AI: …»", quotes a past attack.)
      const handed = specimens(text, (s, e) => ctx.teaching(s, e), (s) => ctx.reportedQuote(s, s + 1), (s, e) => ctx.speaksTo(s, e)).filter(
        (h) => (h.disowned || !bareOrder(text, h, phraseHits)) && !(addressesReader(text.slice(h.start, h.end)) && overrides.some((p) => p.start < h.end && p.end > h.start) && !ctx.reportedQuote(h.start, h.start + 1)),
      );
      // (a third of the span inside the specimen at least, or all of it but a few words of the
      // frame: structural readers take in the frame around it as well — "paste this into an AI
      // assistant: «…»" reads as a note to the AI — and the frame was read above: it neither
      // orders the specimen obeyed nor steers the verdict)
      const inSpecimen = (/** @type {number | undefined} */ s, /** @type {number | undefined} */ e) =>
        s !== undefined &&
        e !== undefined &&
        handed.some((h) => {
          const inside = Math.min(e, h.end) - Math.max(s, h.start);
          return inside > 0 && (inside >= Math.max(1, e - s) / 3 || e - s - inside <= FRAME_WORDS);
        });
      if (handed.length && !signals.some((s) => /** @type {{ framing?: boolean } | undefined} */ (s.match.data)?.framing === true && !inSpecimen(s.start, s.end)))
        for (const [key, f] of found) {
          const read = modelWindow.get(f) ?? f;
          if (hiddenDrafts.has(f) || f.category === 'obfuscation' || !inSpecimen(read.start, read.end)) continue;
          const shown = { ...f, confidence: f.confidence * sc.dampen.specimen, reason: `${f.reason} (a specimen handed over for analysis)` };
          const steps = explained?.get(f);
          if (explained && steps) explained.set(shown, [...steps, { step: 'dampen', detail: 'a specimen handed over for analysis', factor: sc.dampen.specimen, score: shown.confidence }]);
          found.set(key, shown);
          if (muted.has(f)) muted.delete(f), discussions.delete(f);
          // the frame talks about the specimen: hints around it do not lift it, nor it them
          muted.add(shown);
          discussions.add(shown);
        }

      const all = capPerRule([...found.values()], sc.maxFindingsPerRule);
      const { review, block } = settings.thresholds;
      const best = localScore(all, sc, review, muted, discussions);
      const { score, categories, flagged } = best;
      const verdict = score >= block ? 'block' : score >= review ? 'review' : 'allow';
      const explanation = explained && explainScore(all, flagged, muted, explained, best, settings, verdict);
      if (verdict === 'allow') return { status: 'ok', verdict, findings: [], ...(explanation ? { explanation } : {}) };
      const reasons = [
        `prompt injection score ${score.toFixed(2)} (review at ${review}, block at ${block})`,
        ...[...categories].filter(([, v]) => v >= sc.minScore).sort((a, b) => b[1] - a[1]).map(([c, v]) => `${c}: ${v.toFixed(2)}`),
      ];
      return { status: 'ok', verdict, findings: flagged, reasons, ...(explanation ? { explanation } : {}) };
    },
  };
}

/**
 * Injections are local: the score is that of the best stretch of `localWindow` characters, so
 * weak hints scattered over a long document do not add up to an attack. Returns the best
 * stretch's score and categories, and the findings of every stretch that reaches review.
 * @param {FindingDraft[]} findings
 * @param {import('./settings.js').Scoring} sc
 * @param {number} review
 */
export function localScore(findings, sc, review, /** @type {ReadonlySet<FindingDraft>} */ muted = new Set(), /** @type {ReadonlySet<FindingDraft>} */ discussed = new Set()) {
  const spanned = findings.filter((f) => f.start !== undefined).sort((a, b) => (a.start ?? 0) - (b.start ?? 0));
  const unspanned = findings.filter((f) => f.start === undefined);
  if (!spanned.length) return { ...combine(unspanned, sc.cooccurrence, muted, sc.hintLevel, discussed), flagged: unspanned };
  /** @type {ReturnType<typeof combine>} */
  let best = { score: -1, categories: new Map(), boost: 0, mutedBest: 0 };
  /** @type {Set<FindingDraft>} */
  const flagged = new Set();
  let j = 0;
  for (let i = 0; i < spanned.length; i++) {
    const from = spanned[i]?.start ?? 0;
    if (j < i) j = i;
    while (j + 1 < spanned.length && (spanned[j + 1]?.start ?? 0) - from <= sc.localWindow) j++;
    const stretch = [...spanned.slice(i, j + 1), ...unspanned];
    const strong = stretch.filter((g) => g.confidence >= sc.hintLevel);
    const members = stretch.filter((f) => {
      // Hints (below hintLevel) only add up with what is right next to them: a strong signal
      // or, failing one, the hint that opens this stretch.
      if (f.confidence >= sc.hintLevel || f.start === undefined) return true;
      const near = (/** @type {FindingDraft} */ g) => g.start !== undefined && Math.abs((g.start ?? 0) - (f.start ?? 0)) <= sc.hintWindow;
      return strong.length ? strong.some(near) : near(spanned[i] ?? f);
    });
    const r = combine(members, sc.cooccurrence, muted, sc.hintLevel, discussed);
    if (r.score > best.score) best = r;
    if (r.score >= review) for (const f of members) flagged.add(f);
  }
  return { ...best, flagged: [...flagged] };
}

/**
 * Explain mode: every weighed finding as a signal with its steps (counted when it belongs to a
 * stretch that reached review), then the combination of the best stretch and the thresholds.
 * @param {readonly FindingDraft[]} all
 * @param {readonly FindingDraft[]} flagged
 * @param {ReadonlySet<FindingDraft>} muted
 * @param {ReadonlyMap<FindingDraft, ScoreStep[]>} explained
 * @param {{ score: number, categories: Map<string, number>, boost?: number, mutedBest?: number }} best
 * @param {import('./settings.js').Settings} settings
 * @param {string} verdict
 * @returns {ExplanationDraft}
 */
function explainScore(all, flagged, muted, explained, best, settings, verdict) {
  const counted = new Set(flagged);
  const signals = all
    .slice()
    .sort((a, b) => (a.start ?? 0) - (b.start ?? 0))
    .map((f) => ({
      name: f.ruleId,
      category: f.category,
      weight: f.confidence,
      counted: counted.has(f),
      detail: muted.has(f) ? `${f.reason}; a mention, counted once at most` : f.reason,
      ...(f.start !== undefined ? { start: f.start, end: f.end } : {}),
      steps: explained.get(f) ?? [{ step: 'base', detail: f.reason, score: f.confidence }],
    }));
  /** @type {ScoreStep[]} */
  const steps = [...best.categories]
    .filter(([, v]) => v > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([c, v]) => ({ step: 'category', detail: `${c}: its signals combined (1 − Π(1 − weight)) in the strongest stretch of ${settings.scoring.localWindow} characters`, score: v }));
  if (best.boost) steps.push({ step: 'cooccurrence', detail: 'several categories at once', delta: best.boost });
  const { review, block } = settings.thresholds;
  steps.push({ step: 'combine', detail: 'categories combined (1 − Π(1 − score))', score: Math.max(0, best.score) });
  steps.push({ step: 'threshold', detail: `review at ${review}, block at ${block}: ${verdict}`, score: Math.max(0, best.score) });
  const findings = flagged.map((f) => {
    const own = explained.get(f);
    return own ? { baseConfidence: own[0]?.score ?? f.confidence, steps: own } : undefined;
  });
  return { findings, signals, steps };
}

/** Keeps the strongest few findings of each rule, so a long document cannot flood the result. */
function capPerRule(/** @type {FindingDraft[]} */ findings, /** @type {number} */ max) {
  /** @type {Map<string, FindingDraft[]>} */
  const byRule = new Map();
  for (const f of findings) {
    const list = byRule.get(f.ruleId);
    if (list) list.push(f);
    else byRule.set(f.ruleId, [f]);
  }
  return [...byRule.values()].flatMap((list) => list.sort((a, b) => b.confidence - a.confidence).slice(0, max));
}
