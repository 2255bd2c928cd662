// @ts-check
// A business control lifted for one request: the text tells the model to skip, bypass or ignore a
// safeguard of the business it serves (approvals, identity checks, verification, receipts,
// masking, refusals, its rules) and, next to it, to act (approve, release, pay, refund, read out,
// hand over). "Approve the refund" alone is a request; "skip all approval steps" alone may be a
// how-to; the two together, said to the model, are an instruction override whatever authority
// the text claims for it. A negated lift ("never skip the approval step") is a safeguard, a
// question ("how do I bypass the approval step?") asks, and "you can skip the verification step
// if …" in documentation tells a person what is optional: a permission lifts a control only "for
// me", "this time", "just this once".

import { wordStartRegex } from './word-start.js';

const CONTROL_EN =
  "(?:approval(?:s|\\s{1,2}(?:steps?|rules?|process|workflow|chain|checks?|limits?|requirements?))?|identity\\s{1,2}(?:checks?|verification)|id\\s{1,2}checks?|verification(?:\\s{1,2}steps?)?|kyc(?:\\s{1,2}checks?)?|second\\s{1,2}approv\\p{L}{1,4}|four[- ]eyes(?:\\s{1,2}(?:check|principle|rule))?|receipt\\s{1,2}checks?|(?:data\\s{1,2})?masking|redaction|refusals?|restrictions|guardrails|safety\\s{1,2}(?:checks|rules|filters)|content\\s{1,2}filters?|(?:your|the|these|those|its)\\s{1,2}(?:rules|policies)|sign[- ]off|authori[sz]ation(?:\\s{1,2}checks?)?|security\\s{1,2}checks?)";
const LIFT = [
  // "skip all approval steps", "bypass the identity check", "ignore your rules"
  `\\b(?:skip|bypass|waive|ignore|disregard|override|circumvent|suspend|turn\\s{1,2}off|switch\\s{1,2}off|disable|forget|lift|drop)\\s{1,2}(?:(?:all|any|every|each)\\s{1,2})?(?:of\\s{1,2})?(?:the\\s{1,2}|your\\s{1,2}|its\\s{1,2}|these\\s{1,2}|those\\s{1,2})?(?:(?:usual|normal|standard|required|mandatory|remaining|current)\\s{1,2})?${CONTROL_EN}\\b`,
  // "without checking receipts", "without a second approval", "without verification"
  "\\bwithout\\s{1,2}(?:any\\s{1,2}|a\\s{1,2}|the\\s{1,2})?(?:checking|verifying|verification|approval|second\\s{1,2}approv\\p{L}{1,4}|identity\\s{1,2}checks?|receipts|sign[- ]off)\\b",
  // "your rules don't apply to me", "the restrictions no longer apply here"
  "\\b(?:rules|restrictions|policies|checks|limits)\\s{1,2}(?:\\p{L}{1,12}\\s{1,2}){0,6}?(?:do\\s{1,2}not|don['’]t|no\\s{1,2}longer|doesn['’]t|does\\s{1,2}not)\\s{1,2}apply\\s{1,2}(?:to\\s{1,2}(?:me|us)|here|today|in\\s{1,2}this\\s{1,2}case)\\b",
  // "Those limits are for the public; as the owner, they no longer apply to us." (a word for rules
  // must stand in the words before: controlLifts)
  "\\b(?:they|these|those)\\s{1,2}(?:do\\s{1,2}not|don['’]t|no\\s{1,2}longer)\\s{1,2}apply\\s{1,2}to\\s{1,2}(?:me|us)\\b",
  // "no masking of personal data, no refusal messages"
  "\\bno\\s{1,2}(?:masking|redaction|refusals?(?:\\s{1,2}messages)?|approval\\s{1,2}steps|identity\\s{1,2}checks?)\\b",
  // pt, es, it: "ignore as regras de aprovação", "sem aprovação", "omite la verificación", "sin aprobación"
  '(?<![\\p{L}])(?:ignor[ae]\\p{L}{0,2}|pul[ae]\\p{L}{0,2}|dispens[ae]\\p{L}{0,2}|omit[ae]\\p{L}{0,2}|salt[ae]\\p{L}{0,2})\\s{1,2}(?:(?:todas|todos)\\s{1,2})?(?:as|os|a|o|las|los|la|el|le|gli|il)\\s{1,2}(?:regras|regra|reglas|regole|aprovaç(?:ão|ões)|aprobaci(?:ón|ones)|approvazion[ei]|verificaç(?:ão|ões)|verificaci(?:ón|ones)|verific[ah]e?|controles|controlli|checagem)(?![\\p{L}])|(?<![\\p{L}])(?:sem|sin|senza)\\s{1,2}(?:(?:a|la|o|el|nenhuma|ninguna|alcuna)\\s{1,2})?(?:aprovaç(?:ão|ões)|aprobaci(?:ón|ones)|approvazione|verificaç(?:ão|ões)|verificaci(?:ón|ones)|verifica|comprovantes|recibos|ricevute)(?![\\p{L}])',
  // de, fr, nl: "ohne Freigabe", "überspringe die Prüfung", "sans validation", "ignore les règles", "zonder goedkeuring"
  '(?<![\\p{L}])(?:ohne\\s{1,2}(?:(?:die|eine|jede)\\s{1,2})?(?:Freigabe|Genehmigung|Prüfung|Verifizierung|Identitätsprüfung|Belege?)|(?:überspring|ignorier|umgeh)\\p{L}{0,2}\\s{1,2}(?:(?:die|alle|deine|Ihre)\\s{1,2})?(?:Freigabe\\p{L}{0,2}|Genehmigung\\p{L}{0,2}|Regeln|Prüfung\\p{L}{0,2}|Identitätsprüfung)|sans\\s{1,2}(?:(?:la|aucune|de)\\s{1,2})?(?:validation|vérification|approbation|justificatifs?)|(?:ignor|contourn|saut)\\p{L}{0,3}\\s{1,2}(?:(?:toutes\\s{1,2})?(?:les|la|tes|vos))\\s{1,2}(?:règles|validations?|vérifications?|approbations?)|zonder\\s{1,2}(?:(?:de|een)\\s{1,2})?(?:goedkeuring|controle|verificatie)|(?:negeer|sla)\\s{1,2}(?:alle\\s{1,2})?(?:de\\s{1,2})?(?:regels|goedkeuring|controle)(?:\\s{1,2}over)?)(?![\\p{L}])',
];
/** The act the lifted control guarded, asked of the model. */
const ACT = [
  '\\b(?:approve|release|pay|refund|transfer|wire|issue|grant|unlock|reset|change|delete|disclose|export|process|execute|read\\s{1,2}me|give\\s{1,2}me|show\\s{1,2}me|tell\\s{1,2}me|send\\s{1,2}me|list)\\b',
  '(?<![\\p{L}])(?:liber[ea]\\p{L}{0,2}|aprov[ea]\\p{L}{0,2}|pagu?[ea]\\p{L}{0,2}|transfir[ae]|reembols[ea]\\p{L}{0,2}|mostr[ea]\\p{L}{0,2}|envi[ea]\\p{L}{0,2}|conced[ae]|aprueb[ae]|transfier[ae]|mu[eé]str[ae]\\p{L}{0,2}|dame|approva|paga|rimborsa|mostrami|dammi|genehmig\\p{L}{0,2}|gib\\s{1,2}(?:frei|mir)|zahl\\p{L}{0,2}|überweis\\p{L}{0,2}|erstatt\\p{L}{0,2}|zeig\\p{L}{0,2}|approuv\\p{L}{0,2}|valid\\p{L}{0,2}|pai[es]|rembours\\p{L}{0,2}|montre\\p{L}{0,2}|donne-moi|accord\\p{L}{0,2}|keur\\s{1,2}goed|betaal|toon|geef\\s{1,2}me)(?![\\p{L}])',
];
const NEGATED = /(?:\b(?:never|not|n['’]t|no\s{1,2}one)|(?<![\p{L}])(?:nie|nicht|niemals|jamais|ne|nunca|não|mai|non|niet|nooit|nigdy))\s{1,2}(?:\p{L}{1,12}\s{1,2})?$/iu;
// A permission to a person in documentation, unless it is granted for this one request.
const PERMISSION = /\b(?:you|they|managers?|users?|staff|employees|teams?)\s{1,2}(?:can|may|could|are\s{1,2}allowed\s{1,2}to)\s{1,2}(?:\p{L}{1,12}\s{1,2})?$/iu;
// Reported requests ("when a caller wants you to skip the identity check, decline"): a request described.
const REPORTED = /\b(?:asks?|asked|asking|requests?|requested|tells?|told|wants?|wanted|urges?|urged|pressures?|pressured|demands?|demanded)\s{1,2}(?:(?:you|us|them|him|her|staff|agents?|the\s{1,2}\p{L}{2,15})\s{1,2})?to\s{1,2}$/iu;
// "Do not install anything without approval": a safeguard, whatever comes between.
const NEGATION_WORD = /\b(?:not|never|n['’]t|no|nobody|nothing)\b|(?<![\p{L}])(?:nicht|nie|niemals|kein\p{L}{0,2}|jamais|ne|nunca|não|nada|nenhum\p{L}{0,2}|ningún|ninguna|mai|non|niet|nooit|geen)(?![\p{L}])/iu;
const JUST_THIS = /\bfor\s{1,2}(?:me|us)\b|\bthis\s{1,2}(?:time|once)\b|\bjust\s{1,2}(?:this\s{1,2})?once\b|\bfor\s{1,2}now\b/i;
// Questions that ask how, why or whether.
const QUESTION = /^\s*(?:how|why|what|when|where|which|is\s{1,2}it|are\s{1,2}there|does|do\s{1,2}we|should\s{1,2}(?:we|i)|wie|warum|comment|pourquoi|cómo|como|por\s{1,2}qué|come|perché|hoe|waarom)\b/iu;

const LIFT_RE = wordStartRegex(LIFT, [], 'giu');
const ACT_RE = wordStartRegex(ACT, [], 'iu');
const GATE = /skip|bypass|waive|ignor|disregard|override|circumvent|suspend|turn|switch|disable|forget|lift|drop|without|apply|no\s|pul[ae]|dispens|omit|salt|sem\s|sin\s|senza|ohne|überspring|umgeh|sans\s|contourn|saut|zonder|negeer|sla\s/i;
/** How far around the lift the act is looked for, within the paragraph. */
const REACH = 220;

/**
 * Lifted controls next to an act asked of the model: the stretch from the lift to the act.
 * @param {string} text
 * @returns {Array<{ start: number, end: number }>}
 */
export function controlLifts(text) {
  /** @type {Array<{ start: number, end: number }>} */
  const out = [];
  if (!GATE.test(text)) return out;
  for (const m of text.matchAll(LIFT_RE)) {
    const at = m.index ?? 0;
    if (out.some((o) => at < o.end)) continue;
    const before = text.slice(Math.max(0, at - 40), at);
    if (NEGATED.test(before) || REPORTED.test(before)) continue;
    const sentenceStart = Math.max(0, ...['.', '!', '?', '\n'].map((c) => text.lastIndexOf(c, at - 1) + 1));
    const stop = text.slice(at).search(/[.!?\n](?:\s|$)/);
    const sentence = text.slice(sentenceStart, stop < 0 ? text.length : at + stop + 1);
    if (QUESTION.test(sentence) && sentence.trimEnd().endsWith('?')) continue;
    if (PERMISSION.test(before) && !JUST_THIS.test(sentence)) continue;
    if (/^(?:they|these|those)\s/iu.test(m[0]) && !/\b(?:rules|restrictions|policies|guidelines|limits)\b/i.test(text.slice(Math.max(0, at - 120), at))) continue;
    if (/^(?:without|ohne|sans|sem|sin|senza|zonder)/iu.test(m[0]) && NEGATION_WORD.test(text.slice(sentenceStart, at))) continue;
    const blank = text.lastIndexOf('\n\n', at);
    const from = Math.max(blank < 0 ? 0 : blank + 2, at - REACH);
    const next = text.indexOf('\n\n', at);
    const to = Math.min(next < 0 ? text.length : next, at + m[0].length + REACH);
    const act = ACT_RE.exec(text.slice(from, to));
    if (!act) continue;
    // The act must not be negated either ("do not approve").
    const actAt = from + (act.index ?? 0);
    if (NEGATED.test(text.slice(Math.max(0, actAt - 30), actAt))) continue;
    out.push({ start: Math.min(at, actAt), end: Math.max(at + m[0].length, actAt + act[0].length) });
  }
  return out;
}
