// @ts-check
// prompt_injection scanner: compiles the packs into matchers and runs them over one view of the
// text. Packs that declare a `settings.gate` (the language packs) run only on views that show
// that language — its script, its accented letters or a few of its common words — so an English
// document does not pay for eleven other languages. A gate is cheap to pass: a single word of the
// language opens it, so code-switched attacks ("ignore les instructions précédentes") still run
// the right pack.

import { termsRegex } from './settings.js';

/** @typedef {import('screening-service/plugin-api').LoadedPack} LoadedPack */
/** @typedef {import('screening-service/plugin-api').HostToolkit} HostToolkit */
/** @typedef {import('screening-service/plugin-api').MatchRecord} Match */

/**
 * @typedef {object} Gate
 * @property {string[]} [scripts]  Unicode script names (Cyrillic, Han, Hangul …)
 * @property {string} [letters]  characters typical of the language (äöüß)
 * @property {string[]} [words]  common words; a trailing * makes a prefix
 */

/** @param {LoadedPack} p @returns {Gate | undefined} */
function gateOf(p) {
  const s = /** @type {{ gate?: Gate } | undefined} */ (p.pack.settings);
  return s?.gate;
}

const escapeClass = (/** @type {string} */ s) => s.replace(/[\\\]^-]/g, '\\$&');

/** @param {Gate} gate @returns {(text: string) => boolean} */
export function compileGate(gate) {
  /** @type {Array<{ test(text: string): boolean }>} */
  const tests = [];
  if (gate.scripts?.length) tests.push(new RegExp(`[${gate.scripts.map((s) => `\\p{Script=${s}}`).join('')}]`, 'u'));
  if (gate.letters) tests.push(new RegExp(`[${escapeClass(gate.letters)}]`, 'iu'));
  const words = termsRegex(gate.words ?? []);
  if (words) tests.push(startingAtLiterals(words, gate.words ?? []));
  return (text) => tests.some((re) => re.test(text));
}

/**
 * The word list's regex, tried only where one of its words starts. Every match of termsRegex
 * starts with a term's first word (its prefix, for a `dein*` term), so trying the regex (sticky)
 * at each occurrence of those literals answers as one search of the whole view does, without
 * its look-behind running at every character of a view in another language.
 * @param {RegExp} regex  termsRegex(terms)
 * @param {readonly string[]} terms
 * @returns {{ test(text: string): boolean }}
 */
function startingAtLiterals(regex, terms) {
  const words = terms.map((t) => t.toLowerCase().trim()).filter((t) => t);
  const literals = [...new Set(words.map((t) => t.replace(/\*$/, '').split(/\s/)[0] ?? ''))];
  if (literals.some((l) => !l)) return regex;
  const sticky = new RegExp(regex.source, `${regex.flags}y`);
  return {
    test(text) {
      for (const literal of literals) {
        for (let i = text.indexOf(literal); i >= 0; i = text.indexOf(literal, i + 1)) {
          sticky.lastIndex = i;
          if (sticky.test(text)) return true;
        }
      }
      return false;
    },
  };
}

/**
 * @param {readonly LoadedPack[]} packs
 * @param {HostToolkit} host
 */
export function createScanner(packs, host) {
  const base = host.compileRules(packs.filter((p) => !gateOf(p)));
  const gated = packs.flatMap((p) => {
    const gate = gateOf(p);
    return gate ? [{ open: compileGate(gate), matcher: host.compileRules([p]) }] : [];
  });
  return {
    /** Every match of the base packs and of the language packs whose gate this view opens. */
    scan(/** @type {string} */ view) {
      const options = { keepOverlaps: true, decode: false };
      /** @type {Match[]} */
      const out = base.scan(view, options);
      for (const g of gated) if (g.open(view)) for (const m of g.matcher.scan(view, options)) out.push(m);
      return out;
    },
  };
}

/** @typedef {ReturnType<typeof createScanner>} Scanner */
