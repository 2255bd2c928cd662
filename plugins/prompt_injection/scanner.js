// @ts-check
// prompt_injection scanner: compiles the packs into matchers and runs them over one view of the
// text. Packs that declare a `settings.gate` (the language packs) run only on views that show
// that language — its script, its accented letters or a few of its common words — so an English
// document does not pay for eleven other languages. A gate is cheap to pass: a single word of the
// language opens it, so code-switched attacks ("ignore les instructions précédentes") still run
// the right pack.

import { termsRegex, UNSPACED } from './settings.js';

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
  const one = compileGates([gate]);
  return (text) => one(text)[0] ?? false;
}

/**
 * The word list's regex, tried only where one of its words starts. Every match of termsRegex
 * starts with a term's first word (its prefix, for a `dein*` term), so trying the regex (sticky)
 * at each place where one of those literals starts answers as one search of the whole view
 * does, without its look-behind running at every character of a view in another language. The
 * places come from one search for all the literals at once (resumed one unit after each find,
 * so literals that start at the same place or overlap are all seen).
 * @param {RegExp} regex  termsRegex(terms)
 * @param {readonly string[]} terms
 * @returns {{ test(text: string): boolean }}
 */
function startingAtLiterals(regex, terms) {
  const words = terms.map((t) => t.toLowerCase().trim()).filter((t) => t);
  const literals = [...new Set(words.map((t) => t.replace(/\*$/, '').split(/\s/)[0] ?? ''))];
  if (literals.some((l) => !l)) return regex;
  const sticky = new RegExp(regex.source, `${regex.flags}y`);
  // Code units, as indexOf compares them: no `u` flag.
  const starts = new RegExp(literals.map((l) => l.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  // Terms of spaced scripts match only where no word, domain or path goes on before them: a
  // literal inside a word ("du" in "during") is passed over without trying the regex.
  const wordBound = !words.some((t) => UNSPACED.test(t));
  return {
    test(text) {
      starts.lastIndex = 0;
      for (let m = starts.exec(text); m; m = starts.exec(text)) {
        starts.lastIndex = m.index + 1;
        if (wordBound && m.index > 0 && continuesWord(text.charCodeAt(m.index - 1))) continue;
        sticky.lastIndex = m.index;
        if (sticky.test(text)) return true;
      }
      return false;
    },
  };
}

/** An ASCII letter, digit or one of _ . / @ -, which termsRegex's look-behind forbids before a word. */
function continuesWord(/** @type {number} */ c) {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c === 0x5f || c === 0x2e || c === 0x2f || c === 0x40 || c === 0x2d;
}

/**
 * Every gate answered at once for a view: whether each gate opens (open[k] for gates[k]). A
 * gate opens on a character of its scripts or letters (one regex test each) or on one of its
 * words; the word lists of all gates share one walk of the view: at each place where a word may
 * start, the literals starting there are read off one character tree, and only their gates'
 * regexes are tried there.
 * @param {readonly Gate[]} gates
 * @returns {(view: string) => boolean[]}
 */
export function compileGates(gates) {
  /** @typedef {{ next: Map<number, TrieNode>, gates: number[] }} TrieNode */
  /** @type {TrieNode} */
  const root = { next: new Map(), gates: [] };
  const parts = gates.map((gate, k) => {
    /** @type {RegExp[]} */
    const classes = [];
    if (gate.scripts?.length) classes.push(new RegExp(`[${gate.scripts.map((s) => `\\p{Script=${s}}`).join('')}]`, 'u'));
    if (gate.letters) classes.push(new RegExp(`[${escapeClass(gate.letters)}]`, 'iu'));
    const quick = classes.map((re) => ({ re, ascii: matchesAscii(re) }));
    const regex = termsRegex(gate.words ?? []);
    if (!regex) return { quick };
    const words = (gate.words ?? []).map((t) => t.toLowerCase().trim()).filter((t) => t);
    const literals = [...new Set(words.map((t) => t.replace(/\*$/, '').split(/\s/)[0] ?? ''))];
    // Terms of unspaced scripts may start inside a word: those gates keep their own search.
    if (literals.some((l) => !l) || words.some((t) => UNSPACED.test(t))) return { quick, own: startingAtLiterals(regex, gate.words ?? []) };
    for (const literal of literals) {
      let node = root;
      for (let i = 0; i < literal.length; i++) {
        const c = literal.charCodeAt(i);
        let child = node.next.get(c);
        if (!child) node.next.set(c, (child = { next: new Map(), gates: [] }));
        node = child;
      }
      if (!node.gates.includes(k)) node.gates.push(k);
    }
    return { quick, sticky: new RegExp(regex.source, `${regex.flags}y`) };
  });
  return (view) => {
    // Scripts and accented letters are (almost) all outside ASCII: on an ASCII view only a class
    // that holds an ASCII character (through case folding, say) needs its search.
    const ascii = !NON_ASCII.test(view);
    const open = parts.map((part) => part.quick.some((q) => (q.ascii || !ascii) && q.re.test(view)) || (part.own?.test(view) ?? false));
    /** Gates still waiting for the walk. */
    let pending = parts.filter((part, k) => !open[k] && part.sticky).length;
    for (let p = 0; pending > 0 && p < view.length; p++) {
      if (p > 0 && continuesWord(view.charCodeAt(p - 1))) continue;
      let node = root.next.get(view.charCodeAt(p));
      for (let q = p + 1; node; q++) {
        for (const k of node.gates) {
          const sticky = parts[k]?.sticky;
          if (open[k] || !sticky) continue;
          sticky.lastIndex = p;
          if (sticky.test(view)) (open[k] = true), pending--;
        }
        node = q < view.length ? node.next.get(view.charCodeAt(q)) : undefined;
      }
    }
    return open;
  };
}

const NON_ASCII = /[^\0-\x7f]/;

/** Whether a character class matches some ASCII character. */
function matchesAscii(/** @type {RegExp} */ re) {
  for (let c = 0; c < 0x80; c++) if (re.test(String.fromCharCode(c))) return true;
  return false;
}

/**
 * One compiled rule set for every pack, so each view costs one keyword pass whatever the number
 * of languages whose gates it opens; the rules of closed gates are left out of the scan (`only`).
 * Matches come back grouped as separate rule sets would return them: the ungated packs' first,
 * then each open language's in pack order, each group in the engine's order.
 * @param {readonly LoadedPack[]} packs
 * @param {HostToolkit} host
 */
export function createScanner(packs, host) {
  const all = host.compileRules(packs);
  /** Rank of each pack's matches in the output: 0 for the ungated packs, then 1, 2, … per gated pack. */
  const rank = new Map();
  /** @type {Array<{ gate: Gate, rules: string[] }>} */
  const gated = [];
  /** @type {string[]} */
  const ungatedRules = [];
  for (const p of packs) {
    const gate = gateOf(p);
    const rules = p.pack.rules.map((r) => `${p.pack.id}/${r.id}`);
    if (gate) {
      gated.push({ gate, rules });
      rank.set(p.pack.id, gated.length);
    } else {
      rank.set(p.pack.id, 0);
      ungatedRules.push(...rules);
    }
  }
  const openGates = compileGates(gated.map((g) => g.gate));
  /** The rules to run for each combination of open gates, built on first use. */
  /** @type {Map<string, ReadonlySet<string>>} */
  const selections = new Map();
  const select = (/** @type {readonly boolean[]} */ open) => {
    const key = open.map((o) => (o ? 1 : 0)).join('');
    let only = selections.get(key);
    if (!only) {
      only = new Set([...ungatedRules, ...gated.flatMap((g, k) => (open[k] ? g.rules : []))]);
      selections.set(key, only);
    }
    return only;
  };
  return {
    /** Every match of the ungated packs and of the language packs whose gate this view opens. */
    scan(/** @type {string} */ view) {
      const open = openGates(view);
      const found = all.scan(view, { keepOverlaps: true, decode: false, only: select(open) });
      if (!open.includes(true)) return found;
      // A stable sort by pack rank keeps the engine's order within each group.
      return found.map((m, i) => ({ m, i, r: rank.get(m.packId) ?? 0 })).sort((a, b) => a.r - b.r || a.i - b.i).map((x) => x.m);
    },
  };
}

/** @typedef {ReturnType<typeof createScanner>} Scanner */
