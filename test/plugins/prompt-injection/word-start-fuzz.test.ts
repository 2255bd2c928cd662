// prompt_injection: every source the checks write behind the word-start look back (word-start.js)
// finds, at every place of generated texts, exactly what it finds as written: the same match or
// none, of the same length, with the same groups. The texts are pieces written by following each
// source's own syntax (so its alternatives, in every script it names, do match), mixed with a few
// fillers in several scripts, separated by spaces, new lines or punctuation, or glued to the piece
// before (where the look back rejects a place at once, the source as written must find nothing).

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
// Imported for the searches they build at load: each records the sources it wraps.
import '../../../plugins/prompt_injection/held-data.js';
import '../../../plugins/prompt_injection/data-destination.js';
import '../../../plugins/prompt_injection/planted-order.js';
import '../../../plugins/prompt_injection/covert-order.js';
import '../../../plugins/prompt_injection/control-lift.js';
import '../../../plugins/prompt_injection/fiction-wrapper.js';
import { wordStart, wrappedSources } from '../../../plugins/prompt_injection/word-start.js';

const test = suite('prompt_injection: word-start look back, generated texts');

const SOURCES = [...new Set(wrappedSources)];

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Node =
  | { kind: 'alt'; options: Node[][] }
  | { kind: 'text'; choices: string[] }
  | { kind: 'repeat'; node: Node; min: number; max: number };

const LETTERS = ['a', 'z', 'é', 'ż', 'ж', 'ı', 'क', '中', 'ب'];

/** A parse of the regex syntax the sources use, to write texts that follow them. */
function parse(source: string): Node {
  let at = 0;
  const escape = (): string[] => {
    const c = source[at++]!;
    if (c === 'p' || c === 'P') {
      at = source.indexOf('}', at) + 1;
      return c === 'p' ? LETTERS : [' '];
    }
    if (c === 'u') return [String.fromCharCode(parseInt(source.slice(at, (at += 4)), 16))];
    const named: Record<string, string[]> = { s: [' ', ' ', '\n'], S: ['a'], d: ['4', '0'], D: ['a'], w: ['a', '_', '9'], W: [' '], n: ['\n'], t: ['\t'], b: [''], B: [''] };
    return named[c] ?? [c];
  };
  const klass = (): string[] => {
    const negated = source[at] === '^';
    if (negated) at++;
    const members: string[] = [];
    while (source[at] !== ']') {
      if (source[at] === '\\') {
        at++;
        members.push(...escape());
      } else if (source[at + 1] === '-' && source[at + 2] !== ']') {
        members.push(source[at]!, source[at + 2]!);
        at += 3;
      } else members.push(source[at++]!);
    }
    at++;
    return negated ? [' ', ','] : members;
  };
  const alternation = (): Node => {
    const options: Node[][] = [[]];
    while (at < source.length && source[at] !== ')') {
      const c = source[at++]!;
      let node: Node;
      if (c === '|') {
        options.push([]);
        continue;
      } else if (c === '(') {
        const look = /^\?(?:<?[=!])/.exec(source.slice(at));
        if (look) at += look[0].length;
        else if (source.startsWith('?:', at)) at += 2;
        const inner = alternation();
        at++;
        node = look ? { kind: 'text', choices: [''] } : inner;
      } else if (c === '[') node = { kind: 'text', choices: klass() };
      else if (c === '\\') node = { kind: 'text', choices: escape() };
      else if (c === '^' || c === '$') node = { kind: 'text', choices: [''] };
      else if (c === '.') node = { kind: 'text', choices: ['a', ' '] };
      else node = { kind: 'text', choices: [c] };
      const q = /^(?:\?|\*|\+|\{(\d+)(,(\d*))?\})\??/.exec(source.slice(at));
      if (q) {
        at += q[0].length;
        const min = q[0][0] === '+' ? 1 : q[1] ? Number(q[1]) : 0;
        const max = q[0][0] === '?' ? 1 : q[3] ? Number(q[3]) : q[2] || !q[1] ? min + 2 : min;
        node = { kind: 'repeat', node, min, max: Math.min(max, min + 2) };
      }
      options[options.length - 1]!.push(node);
    }
    return { kind: 'alt', options };
  };
  return alternation();
}

function write(node: Node, next: () => number): string {
  if (node.kind === 'text') return pick(next, node.choices);
  if (node.kind === 'repeat') {
    const times = node.min + Math.floor(next() * (node.max - node.min + 1));
    return Array.from({ length: times }, () => write(node.node, next)).join('');
  }
  return pick(next, node.options)
    .map((n) => write(n, next))
    .join('');
}

// Fillers of our own in several scripts, and what may stand between two pieces of text.
const FILLERS = ['window', 'Fenster', 'fenêtre', 'ventana', 'okno', 'pencere', 'окно', '窗户', 'نافذة', 'खिड़की', '窓', '창문', 'Ÿes', 'ſtill', '\u212Aelvin', 'x', 'un', 'é'];
const SEPARATED = [' ', ' ', ' ', '  ', '\n', ', ', '. ', ' - ', ' (', ') ', ': '];
const GLUED = ['', '', '-', "'", '’', '_', '7', 'x', 'ſ', '\u212A', 'é', 'я', '中', 'ب'];
const CASES: Array<(w: string) => string> = [(w) => w, (w) => w, (w) => w.toLowerCase(), (w) => w.toUpperCase(), (w) => w.charAt(0).toUpperCase() + w.slice(1)];

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)]!;
}

/** A text of pieces (a text written after one source, or a filler), separated or glued. */
function generate(next: () => number, sources: readonly Node[]): { text: string; glued: number } {
  let text = '';
  let glued = 0;
  for (let piece = 0; piece < 16; piece++) {
    const change = pick(next, CASES);
    const phrase = change(next() < 0.25 ? pick(next, FILLERS) : write(pick(next, sources), next));
    const glue = next() < 0.4;
    if (glue && /[A-Za-z]$/.test(text)) glued++;
    text += (text === '' ? '' : glue ? pick(next, GLUED) : pick(next, SEPARATED)) + phrase;
  }
  return { text, glued };
}

/** What a regex finds when made to start at each place: the match and its groups, or null. */
function atEveryPlace(source: string, flags: string, text: string): Array<string[] | null> {
  const sticky = new RegExp(source, `${flags}y`);
  const found: Array<string[] | null> = [];
  for (let at = 0; at <= text.length; at++) {
    sticky.lastIndex = at;
    const m = sticky.exec(text);
    found.push(m ? [...m].map((g) => g ?? '') : null);
  }
  return found;
}

const PARSED = SOURCES.map(parse);
const TEXTS = Array.from({ length: 80 }, (_, i) => generate(random(0x5eed + i), PARSED));

test('the checks wrap the sources of their word-start searches', () => {
  // held-data (3), data-destination (7), the "if you are an AI" openings, the verbs of telling, control-lift (2)
  assert.ok(SOURCES.length >= 14, `${SOURCES.length} sources`);
  assert.ok(TEXTS.reduce((n, t) => n + t.glued, 0) >= 100, 'the texts glue words to an ASCII letter often');
});

test('each wrapped source finds, at every place, what it finds as written (case-insensitive or not)', () => {
  for (const [i, source] of SOURCES.entries()) {
    for (const flags of ['iu', 'u']) {
      let matches = 0;
      for (const { text } of TEXTS) {
        const plain = atEveryPlace(source, flags, text);
        const wrapped = atEveryPlace(wordStart(source), flags, text);
        assert.equal(wrapped, plain, `source ${i}, flags ${flags}, text ${JSON.stringify(text.slice(0, 60))}…`);
        matches += plain.filter((m) => m !== null).length;
      }
      // The texts follow every source, so none passes by finding nothing.
      if (flags === 'iu') assert.ok(matches >= 10, `source ${i} matched at ${matches} places`);
    }
  }
});

test.run();
