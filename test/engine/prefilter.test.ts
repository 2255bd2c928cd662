// The prefilter derived from each rule's pattern: the facts read from the syntax tree, and that
// running the regex only at the candidate positions finds exactly what a global search finds.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { analysePattern } from '../../src/engine/prefilter/analyse-pattern.js';
import { prefilterFor, SearchCost, type Prefilter } from '../../src/engine/prefilter/prefilter.js';
import { candidatesIn, matchAtCandidates } from '../../src/engine/prefilter/run.js';
import { TextIndex } from '../../src/engine/prefilter/text-index.js';
import type { CharSet } from '../../src/engine/prefilter/char-set.js';
import { RuleMatcher } from '../../src/engine/matcher.js';
import { pack, shippedPacks } from '../support/packs.js';
import { everyMatch } from '../../src/engine/prefilter/every-match.js';
import { wholeCellParam } from '../../src/engine/finders/finder.js';
import { expandExample } from '../../src/engine/examples/expand.js';
import { mixedBlob } from '../../scripts/support/mixed-blob.js';

const test = suite('engine: prefilter');

const ascii = (s: CharSet | undefined): string => {
  if (!s) return '-';
  let out = '';
  for (let c = 32; c < 127; c++) if (s.ascii[c]) out += String.fromCharCode(c);
  return out + (s.wide ? '+wide' : '');
};
const facts = (source: string, flags = '') => {
  const f = analysePattern(source, flags)!;
  return { first: ascii(f.first), notBefore: ascii(f.notBefore), minDigits: f.minDigits, maxLength: f.maxLength };
};

test('facts read from patterns', () => {
  assert.equal(facts('(?<![\\w.-])[0-9]{3}-[0-9]{2}-[0-9]{4}(?![0-9])'), { first: '0123456789', notBefore: '-.0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz', minDigits: 9, maxLength: 11 });
  // Alternatives and optional prefixes: every way a match can start.
  assert.equal(facts('(?:AKIA|ASIA)[A-Z2-7]{16}').first, 'A');
  assert.equal(facts('\\+?[1-9][0-9]{6,14}'), { first: '+123456789', notBefore: '-', minDigits: 7, maxLength: 16 });
  // Lookarounds consume nothing: the first character is the one after them.
  assert.equal(facts('(?=[0-9(])(?<!x)\\(?[0-9]{3}\\)?').first, '(0123456789');
  // Case-insensitive letters may also start as their other case, or as a non-ASCII fold (ſ, K).
  assert.equal(facts('sk_live_[a-z0-9]{24}', 'i').first, 'Ss+wide');
  // Unicode classes may start with any non-ASCII code unit; one character may be two code units.
  assert.equal(facts('\\p{Lu}\\p{Ll}{1,3}', 'u'), { first: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ+wide', notBefore: '-', minDigits: 0, maxLength: 8 });
  // A lookbehind exclusion counts only when every alternative starts with one.
  assert.equal(facts('(?<![A-Z])X|Y').notBefore, '-');
  assert.equal(facts('(?<![A-Z])X|(?<![A-Z0-9])Y').notBefore, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
  // Unbounded repetition, back-references: no length bound, and a back-reference can start anywhere.
  assert.equal(facts('[0-9]+x').maxLength, Infinity);
  assert.equal(facts('(a)\\1').maxLength, Infinity);
  assert.equal(facts('(a)?\\1x').first.length, 95 + 5);
});

test('literal anchors: a literal every match holds, and how far into the match it may start', () => {
  const anchors = (source: string, flags = '') => analysePattern(source, flags)!.anchors;
  assert.equal(anchors('(?<![\\p{L}])(?:my name is|je suis)[ ]+\\p{Lu}', 'u'), { literals: ['my name is', 'je suis'], maxOffset: 0 });
  // A short bounded prefix (an optional quote) moves the literal; each alternative brings its own literal.
  assert.equal(anchors('["\']?(?:address|line[12]|street_?address)["\']?[:=]'), { literals: ['address', 'line', 'street'], maxOffset: 1 });
  // An alternative with no literal of three leaves its first pair (a frequent pair only lists more candidates).
  assert.equal(anchors('(?:Mr|Mrs|Dr)\\.? (?:van |de )?Smith'), { literals: ['Mr', 'Mrs', 'Dr'], maxOffset: 0 });
  assert.equal(anchors('ab[0-9]+'), { literals: ['ab'], maxOffset: 0 });
  // No anchor: a prefix unbounded, an alternative without any literal.
  assert.equal(anchors('[a-z]+name'), undefined);
  assert.equal(anchors('(?:name|[0-9]{4})x'), undefined);
  assert.equal(anchors('(?:name|a)x'), undefined);
  // Under the i flag: literals lower-cased (the search folds case), with the non-ASCII letters whose
  // every case folds to one unit (ü; σ and т too, as the search folds ς and the tall ᲄ to them); a
  // letter with a case that folds elsewhere (ı, whose upper case I lower-cases to i) ends one.
  assert.equal(anchors('(?:PassWord|api[-_]key)=', 'i'), { literals: ['password', 'api'], maxOffset: 0 });
  assert.equal(anchors('Überweisung', 'iu'), { literals: ['überweisung'], maxOffset: 0 });
  assert.equal(anchors('Ödeme|платёж', 'i'), { literals: ['ödeme', 'платёж'], maxOffset: 0 });
  assert.equal(anchors('λόγος σου', 'iu'), { literals: ['λόγοσ σου'], maxOffset: 0 });
  assert.equal(anchors('kayıt', 'iu'), { literals: ['kay'], maxOffset: 0 });
  assert.equal(anchors('ignor(?:e|ing)\\s+all', 'iu'), { literals: ['ignor'], maxOffset: 0 });
  // A pattern starting with lower-case letters is prefiltered by its literals.
  assert.ok(prefilterFor(/(?<![a-z])(?:my name is|call me) [A-Z][a-z]+/g)?.anchors);
  assert.ok(prefilterFor(/password=\S+/g)?.anchors);
});

test('a leading positive lookbehind: what may come just before a match', () => {
  const onlyAfter = (source: string, flags = '') => {
    const o = analysePattern(source, flags)!.onlyAfter;
    return o && { set: ascii(o.set), atStart: o.atStart };
  };
  assert.equal(onlyAfter('(?<=^|[,;|])[ ]?"?[0-9]{2}'), { set: ',;|', atStart: true });
  // What the lookbehind ends with, through optional elements; the m flag lets ^ follow a line break.
  assert.equal(onlyAfter('(?<=(?:^|[;,])[ ]?"?)x'), { set: ' ",;', atStart: true });
  assert.equal(onlyAfter('(?<=[?&])password=', ''), { set: '&?', atStart: false });
  const multiline = analysePattern('(?<=^)x', 'm')!.onlyAfter!;
  assert.ok(multiline.atStart && multiline.set.ascii[10] === 1 && multiline.set.ascii[13] === 1);
  // A lookbehind that can match empty, or an alternative without one, requires nothing.
  assert.equal(onlyAfter('(?<=a?)x'), undefined);
  assert.equal(onlyAfter('(?<=a)x|y'), undefined);
  assert.equal(onlyAfter('(?<!a)x'), undefined);
  assert.ok(prefilterFor(/(?<=^|[,;\t|]) ?[0-9]{2}/g)?.onlyAfter);
});

test('a line start or one code unit: where a match of (?:^|[|\\t;]) may start', () => {
  const lines = (source: string, flags = '') => {
    const l = analysePattern(source, flags)!.lineStartOr;
    return l && { set: ascii(l.set), multiline: l.multiline };
  };
  assert.equal(lines('(?:^|[|;])[ ]?[0-9]{2}', 'm'), { set: ';|', multiline: true });
  assert.equal(lines('(?<!x)(?:^|[|;]|,+)x|^y'), { set: ',;|', multiline: false });
  // Not when an alternative may start elsewhere, or none starts at a line start.
  assert.equal(lines('(?:^|[|;]?)x'), undefined);
  assert.equal(lines('(?:^|y)x|[a-z]*z'), undefined);
  assert.equal(lines('[|;]x'), undefined);
  // The prefilter uses it when the other units are not letters or spaces.
  assert.ok(prefilterFor(/(?:^|[|\t;])[ \t]?[0-9]{2}/gm)?.lineStartOr);
  assert.equal(prefilterFor(/(?:^|[ a])[0-9]{2}/gm)?.lineStartOr, undefined);
  // A short run with a non-ASCII character anchors an alternative that has no longer literal.
  assert.equal(analysePattern('(?:Ф.И.О.|name is)[ ]+x', 'u')!.anchors, { literals: ['Ф', 'name is'], maxOffset: 0 });
});

test('a leading run: the set that the first units of every match belong to, and how many', () => {
  const run = (source: string, flags = '') => {
    const r = analysePattern(source, flags)!.leadRun;
    return r && { set: ascii(r.set), length: r.length };
  };
  assert.equal(run('(?<![\\w])[13][1-9A-C]{25,33}'), { set: '123456789ABC', length: 26 });
  // Through groups and alternatives: the union, and the shortest length.
  assert.equal(run('(?:AB|[0-9]{3})[0-9]-x'), { set: '-0123456789ABx', length: 5 });
  // A space or line break ends the run: a run that would hold one says little.
  assert.equal(run('[A-Z]{2} [0-9]{5}'), { set: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', length: 2 });
  assert.equal(run('[ A-Z]{8}'), undefined);
  assert.equal(run('x?[0-9]'), undefined);
});

test('a simple leading lookbehind is read exactly: a required unit or the start, then optional units', () => {
  const behind = (source: string, flags = '') => {
    const b = analysePattern(source, flags)!.onlyAfter?.behind;
    return b && { required: ascii(b.required), atStart: b.atStart, optional: b.optional.map(ascii), multiline: b.multiline };
  };
  assert.equal(behind('(?<=(?:^|[,;])[ ]?"?)x', 'm'), { required: ',;', atStart: true, optional: [' ', '"'], multiline: true });
  assert.equal(behind('(?<=^|[,|])[ ]?x'), { required: ',|', atStart: true, optional: [], multiline: false });
  // Other shapes, and classes that may read a surrogate pair as one character, are not.
  assert.equal(behind('(?<=ab)x'), undefined);
  assert.equal(behind('(?<=[,;]+)x'), undefined);
  assert.equal(behind('(?<=[,é])x', 'u'), undefined);
  assert.equal(behind('(?<=,)x|y'), undefined);
});

test('a pattern whose matches can start with a frequent character gets no prefilter', () => {
  assert.is(prefilterFor(/p[a-z]{2}=\S+/g), undefined);
  // …unless it holds a literal pair near its start, which anchors it.
  assert.ok(prefilterFor(/pa[a-z]=\S+/g)?.anchors);
  assert.is(prefilterFor(/.{3}X/g), undefined);
  assert.is(prefilterFor(/\s?[0-9]{4}/g), undefined);
  assert.ok(prefilterFor(/(?<![0-9])[0-9]{4}/g));
});

test('a rule with no derivable anchor still runs over the whole text', () => {
  const m = new RuleMatcher([pack([{ id: 'word', category: 'api_key', pattern: 's[a-z]{8}d', allowlist: { placeholders: false } }])]);
  assert.is(m.rules[0]!.prefilter(), undefined);
  const text = `${'filler text, '.repeat(20_000)}secretabcd`;
  assert.equal(m.scan(text).map((f) => [f.start, f.end]), [[text.length - 10, text.length]]);
});

/** Always lists candidates, however many: the sticky path, whatever the learnt costs say. */
class Eager extends SearchCost {
  override unitsPerAttempt(): number {
    return 1 / 16;
  }
}

function viaCandidates(pf: Prefilter, text: string, start: number, end: number, maxShare = 1): string[] | undefined {
  const from = Math.max(0, start - 64);
  const slice = text.slice(from, end);
  const found: string[] = [];
  const c = candidatesIn({ ...pf, cost: new Eager() }, new TextIndex(text), from, { start, end }, maxShare);
  if (maxShare < 1 && !c) return undefined;
  assert.ok(c, 'candidates listed');
  matchAtCandidates(pf.sticky, c, slice, from, (m) => {
    if (from + m.index >= start) found.push(`${from + m.index}:${m[0]}`);
  });
  return found;
}

function viaGlobal(regex: RegExp, text: string, start: number, end: number): string[] {
  const from = Math.max(0, start - 64);
  const slice = text.slice(from, end);
  const found: string[] = [];
  regex.lastIndex = start - from;
  for (let m = regex.exec(slice); m; m = regex.exec(slice)) {
    if (m[0].length === 0) regex.lastIndex++;
    else if (from + m.index >= start) found.push(`${from + m.index}:${m[0]}`);
  }
  return found;
}

test('the regex run at candidate positions finds what a global search finds', () => {
  const patterns = [
    /(?<![\w.-]|[0-9][ .])[0-9]{3}[ .-]?[0-9]{2}[ .-]?[0-9]{4}(?![0-9])/g,
    /(?<![A-Za-z0-9])[A-Z]{2}[0-9]{2}(?: ?[A-Z0-9]{4}){2,3}/g,
    /\+?\(?[1-9][0-9]{1,3}\)?(?:[ -]?[0-9]{2,4}){2,3}/g,
    /(?<![0-9])(?:4[0-9]{3}|5[1-5][0-9]{2})(?:[ -]?[0-9]{4}){3}(?![0-9])/g,
    /(?<!\p{L})\p{Lu}[\p{Ll}0-9]{2,6}(?=\s)/gu,
    /(?<![A-Z0-9])[0-9]x?AB?/gi,
    // Anchored by literals: matches start with a frequent character.
    /(?<![\p{L}])(?:my name|name is|ich bin)[ ]+\p{Lu}\p{Ll}*/gu,
    /(?<![\w-])["']?(?:name|label_?x)["']?[ ]?[:=][ ]?\w+/g,
    /(?:x|bx)?(?:ame|me i)s? [0-9]/g,
    // Matches only after some code units (a table cell), or at the start.
    /(?<=^|[,;|(])[ ]?"?[0-9]{2}/g,
    /(?<=(?:^|[,(])[ ]?)\p{Lu}[a-z]*/gu,
    /(?<=^)[ x]+/gm,
    // After a lookbehind's code units, only places whose own code unit can start a match; a
    // lookbehind of another shape (literals, then separators) is left to the regex.
    /(?<=[ ,])[a-c][a-z]*/g,
    /(?<=(?:mail|write to):?[ \t]{1,2})[a-z0-9]{1,10} at [a-z]+/gi,
    // Case-insensitive anchors: other cases, and under u the code units that fold to ASCII (ſ, K).
    /(?<![a-z])(?:name is|my ska)[ ]+\w+/gi,
    /\b(?:name|bask)s?\s+[0-9]/giu,
    // The lookbehind read exactly: a required unit (or a line start), then optional ones.
    /(?<=(?:^|[,;|(])[ ]?["']?)\p{Lu}[a-z]*/gmu,
    /(?<=^|[,;])[ ]?"?[0-9]{2}/gm,
    // Long leading runs: found through the run index when first characters are too many.
    /(?<![A-Z0-9])[A-Z0-9<]{9}[0-9]/g,
    /[0-9A-Z]{4}[ ]?[0-9]{4}/g,
    // A line start or one of a few code units (a table cell), consumed: line starts and those units only.
    /(?:^|[|\t;])[ \t]?[0-9]{2}/gm,
    /(?:^|[|;])[ ]?[a-z]+/g,
    /(?<![0-9])(?:^|[|;]|(?:^x))[ \t]?\p{L}+/gmu,
    // A label whose only literal is one non-ASCII character between any characters.
    /(?<![\p{L}])(?:Ф.И.О.|name is)[ ]+\p{Lu}/gu,
    // Case-insensitive non-ASCII literals (the letters whose cases fold to one unit) and pairs.
    /(?:ödeme|straße|İsim|fiş)[ ]?\w*/giu,
    /(?:ödeme|straße|İsim|fiş)[ ]?\w*/gi,
    /(?:σου|ab|Mr)\.?[ ]?[0-9]/giu,
  ];
  const alphabet = fc.constantFrom('0', '1', '4', '5', '9', ' ', '-', '.', '(', ')', '+', 'A', 'B', 'C', 'Z', 'b', 'x', 'é', 'É', '\u{1D400}', '\n', '12345', '4111 1111', 'my name is ', 'am', 'name', 'e', "'", ':', '=', 'label_x', 'Élan', ',', ';', '|', '"', '\r', 'NAME IS', 'Na', 'ſ', 'K', 'Sk', 'my ', 'ba', 'mail', 'Write to', '\t', 'c', ' at ', 'Ф', 'ф', 'Ф.И.О.', '\u2028', '\u2029', '|', '|\n', 'Ö', 'ödeme', 'ÖDEME', 'STRASSE', 'STRAẞE', 'straße', 'İsim', 'isim', 'ISIM', 'ısım', 'FİŞ', 'fiş', 'Σου', 'ΣΟΥ', 'σου', 'ςου', 'AB', 'mR');
  for (const regex of patterns) {
    const pf = prefilterFor(regex);
    assert.ok(pf, `prefilter for ${regex.source}`);
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 80 }), fc.nat(), fc.nat(), (parts, a, b) => {
        const text = parts.join('');
        const start = text.length ? a % (text.length + 1) : 0;
        const end = start + (text.length - start ? b % (text.length - start + 1) : 0);
        const global = viaGlobal(regex, text, start, end);
        assert.equal(viaCandidates(pf!, text, start, end), global);
        // With a share small enough to refuse long position lists (the run index, or a native search).
        const few = viaCandidates(pf!, text, start, end, 0.3);
        if (few) assert.equal(few, global);
      }),
      { numRuns: 400 },
    );
  }
});

test('required literals anywhere in a match, and how far assertions look', () => {
  const required = (source: string, flags = '') => analysePattern(source, flags)!.required;
  // The most selective part every match holds, wherever it stands.
  assert.equal(required('\\b(?:dm|ask|tell)\\s[a-z ]{0,40}(?:password|PIN code)', 'i'), ['password', 'pin code']);
  assert.equal(required('(?:ab|cd)[0-9]+(?:token|key)'), ['token', 'key']);
  // None when some alternative holds no literal of three characters, or only inside an assertion.
  assert.equal(required('(?:password|pw)=\\S+'), undefined);
  assert.equal(required('(?=secret)[a-z]+'), undefined);
  const reach = (source: string) => {
    const f = analysePattern(source, 'i')!;
    return [f.lookbehind, f.lookahead];
  };
  // Each assertion's longest reach, added up (\b reads one code unit each way).
  assert.equal(reach('(?<!\\bnot\\s{1,3})ask(?=[^.]{0,20}here)'), [3 + 3 + 1, 20 + 4 + 1]);
  assert.equal(reach('ask(?=.*here)'), [0, Infinity]);
});

test('a rule no keyword gates runs only around its required literals, and finds what a search of the whole text finds', () => {
  const patterns = [
    '(?<!\\b(?:never|not)\\b[^.\\n]{0,30})\\b(?:dm|send|tell)\\b(?=[^.\\n]{0,40}(?:here|below))[^.\\n]{0,40}?(?:password|pin(?: code)?)\\b',
    '(?:ab|x)[0-9]{0,3}(?:name|token)s?\\b',
  ];
  const alphabet = fc.constantFrom(' ', '.', '\n', 'x', 'ab', '1', 'Name', 'TOKEN', 'token', 'dm ', 'send ', 'tell ', 'not ', 'never ', 'here', 'below', 'your ', 'password', 'PIN', ' code', 'é', 'ſ', 'filler words ');
  for (const pattern of patterns) {
    const m = new RuleMatcher([pack([{ id: 'r', category: 'api_key', pattern, flags: 'iu', allowlist: { placeholders: false } }])]);
    assert.ok(m.rules[0]!.windows(), `windows for ${pattern}`);
    const global = new RegExp(pattern, 'giu');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 60 }), (parts) => {
        const text = parts.join('');
        const found = m.scan(text, { keepOverlaps: true, decode: false }).map((f) => `${f.start}:${f.end}`);
        assert.equal(found, viaGlobal(global, text, 0, text.length).map((x) => {
          const [at, ...rest] = x.split(':');
          return `${at}:${Number(at) + rest.join(':').length}`;
        }));
      }),
      { numRuns: 300 },
    );
  }
  // A text without the literals costs the rule no search at all: no window.
  const m = new RuleMatcher([pack([{ id: 'r', category: 'api_key', pattern: patterns[0]!, flags: 'iu', allowlist: { placeholders: false } }])]);
  assert.equal(m.scan('tell me here: nothing to find. '.repeat(50), { decode: false }), []);
});

test('a finder cell searched with its prefilter finds what a global search finds, for every shipped cell', async () => {
  const viaExec = (regex: RegExp, text: string): string[] => {
    const out: string[] = [];
    regex.lastIndex = 0;
    for (let m = regex.exec(text); m; m = regex.exec(text)) {
      if (m[0].length === 0) regex.lastIndex++;
      else out.push(`${m.index}:${m[0].length}:${JSON.stringify(m.indices)}`);
    }
    return out;
  };
  const shown = (ms: RegExpExecArray[]): string[] => ms.map((m) => `${m.index}:${m[0].length}:${JSON.stringify(m.indices)}`);
  const blob = mixedBlob(64 * 1024, 5);
  const pieces = Array.from({ length: 16 }, (_, k) => blob.slice(k * 4096, k * 4096 + 1500));
  let cells = 0;
  for (const loaded of [...(await shippedPacks('pii-')), ...(await shippedPacks('secrets-'))]) {
    for (const rule of loaded.pack.rules) {
      const params = rule.finder && typeof rule.finder === 'object' ? (rule.finder as { params?: Record<string, unknown> }).params : undefined;
      if (typeof params?.['cell'] !== 'string') continue;
      cells++;
      const regex = wholeCellParam(params, { bounds: 'word', global: true, indices: true });
      const examples = [...(rule.examples?.positive ?? []), ...(rule.examples?.negative ?? [])].map((e, i) => expandExample(e, `${rule.id}/${i}`).text);
      // Texts past the length below which no prefilter is used: the examples together, and with the blob's pieces.
      const texts = [examples.join('\n'), examples.join(' '), ...pieces.map((p, i) => `${p}\n${examples[i % Math.max(1, examples.length)] ?? ''}\n${p}`)];
      for (const text of texts) {
        const expected = viaExec(regex, text);
        assert.equal(shown(everyMatch(regex, text)), expected, `${rule.id}: own index`);
        assert.equal(shown(everyMatch(regex, text, new TextIndex(text))), expected, `${rule.id}: shared index`);
      }
    }
  }
  assert.ok(cells >= 5, `${cells} cells`);
});

test('a written date of birth is searched from its month names, not tried at every place', async () => {
  const personal = (await shippedPacks('pii-personal')).flatMap((p) => p.pack.rules);
  const rule = personal.find((r) => r.id === 'date-of-birth-noisy-label-written')!;
  const params = (rule.finder as { params: Record<string, unknown> }).params;
  const pf = prefilterFor(wholeCellParam(params, { bounds: 'word', global: true, indices: true }));
  assert.ok(pf?.anchors, 'anchored by literals');
  for (const month of ['march', 'mayıs', 'сентября', 'октября', 'grudnia']) assert.ok(pf!.anchors!.literals.some((l) => month.startsWith(l) || month.includes(l)), month);
});

test.run();
