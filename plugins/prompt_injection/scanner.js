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
function compileGate(gate) {
  /** @type {RegExp[]} */
  const tests = [];
  if (gate.scripts?.length) tests.push(new RegExp(`[${gate.scripts.map((s) => `\\p{Script=${s}}`).join('')}]`, 'u'));
  if (gate.letters) tests.push(new RegExp(`[${escapeClass(gate.letters)}]`, 'iu'));
  const words = termsRegex(gate.words ?? []);
  if (words) tests.push(words);
  return (text) => tests.some((re) => re.test(text));
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
