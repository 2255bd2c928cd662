// prompt_injection: a gate's test for any of many literals (any-literal.js) answers as one
// includes() per literal would, with the regex signs in a literal read as themselves.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { anyLiteral } from '../../../plugins/prompt_injection/any-literal.js';

const test = suite('prompt_injection: any of many literals');

test('the same answer as some(includes), signs and other scripts as written', () => {
  const literals = ['set up', 'c++', 'a.b', '(draft)', 'x|y', '设定', 'back\\slash', '$ref', '[tag]', 'regel'];
  const has = anyLiteral(literals);
  const texts = ['we set up the printer', 'setup', 'c+ only', 'axb', 'the (draft) copy', 'x or y', 'x|y', '初始设定', 'back\\slash', 'ref', '$ref', 'tag', '[tag]', 'Regel', 'regeln', ''];
  for (const text of texts) assert.is(has(text), literals.some((l) => text.includes(l)), text);
  assert.is(anyLiteral([])('anything'), false);
});

test.run();
