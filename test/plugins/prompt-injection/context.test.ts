// prompt_injection context: whether a signal opens the text is read from one offset computed once
// per text, and answers as counting the characters before the signal (whitespace and markup not
// counted) does, for every start.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { leadingEnd } from '../../../plugins/prompt_injection/context.js';

const test = suite('prompt_injection: context');

/** The definition: at most `lead` counted code units before `start`. */
const leadsByCounting = (text: string, start: number, lead: number): boolean => text.slice(0, start).replace(/[\s"'“”„«»`*_>#\-•·(\[]/g, '').length <= lead;

// Letters, every ignored mark, other punctuation, Unicode spaces and a lone surrogate half.
const UNITS = ['a', 'Z', '1', '.', ':', ')', ']', ' ', '\n', '\t', '\u00a0', '\u2028', '\ufeff', '"', "'", '“', '”', '„', '«', '»', '`', '*', '_', '>', '#', '-', '•', '·', '(', '[', 'é', '\ud83d'];

test('leadingEnd answers as counting from the start of the text, for every start', () => {
  fc.assert(
    fc.property(fc.array(fc.constantFrom(...UNITS), { maxLength: 40 }), fc.integer({ min: 0, max: 6 }), (units, lead) => {
      const text = units.join('');
      const end = leadingEnd(text, lead);
      for (let start = 0; start <= text.length + 1; start++) assert.is(start < end, leadsByCounting(text, start, lead), `start ${start}`);
    }),
    { numRuns: 3000 },
  );
});

test('a text of only whitespace and markup leads everywhere', () => {
  assert.is(leadingEnd('  > ** "  \n\t# ', 3), Infinity);
  assert.is(leadingEnd('> ignore all', 3), 6); // "ign" are the three counted units; "o" is the fourth
});

test.run();
