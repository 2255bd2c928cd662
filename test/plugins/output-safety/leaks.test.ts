// output_safety: secrets and personal data in the answer (the pii_secrets packs), with the
// leak policy of the pack settings: severity follows the rule, low-severity contact data is
// allowed unless it comes in bulk, documented test values are not leaks.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { getValidator } from '../../../src/engine/validators/index.js';
import { createRng } from '../../../src/engine/examples/rng.js';
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../support/paths.js';
import { check, describe, ofCategory, spanText } from './helpers.js';

const test = suite('output_safety: secret and PII leaks');
/** Seeded random letters and digits (mulberry32), so no real token is ever committed. */
const alnum = (n: number, seed: number): string => {
  const a = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let s = seed;
  let out = '';
  for (let i = 0; i < n; i++) {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    out += a[((t ^ (t >>> 14)) >>> 0) % a.length];
  }
  return out;
};

test('a GitHub token in the answer is a blocking secret_leak with the exact span', async () => {
  // A token with a valid checksum from the validator's seeded generator: never a real one.
  const token = getValidator('github-token-crc32')?.generate?.(createRng(7)) ?? '';
  const text = `Use this token in CI: ${token} and rotate it monthly.`;
  const r = await check(text);
  const leaks = ofCategory(r, 'secret_leak');
  assert.equal(r.verdict, 'block', describe(r));
  assert.ok(leaks.some((f) => spanText(text, f) === token), describe(r));
  assert.ok(leaks.every((f) => f.severity === 'high' || f.severity === 'critical'));
});

test('documented example and redacted keys are not leaks', async () => {
  for (const text of [
    'An AWS key id looks like AKIAIOSFODNN7EXAMPLE (the documented example).',
    'Set `OPENAI_API_KEY="sk-...XXXX"` with your own key.',
    'Authorization: Bearer <YOUR_TOKEN>',
  ]) {
    const r = await check(text);
    assert.equal(r.verdict, 'allow', `${text} → ${describe(r)}`);
  }
});

test('a connection string is a secret, not an e-mail address', async () => {
  const text = `Connect with postgres://admin:${alnum(14, 3)}@db.prod.internal.acme.io:5432/billing`;
  const r = await check(text);
  assert.ok(ofCategory(r, 'secret_leak').length > 0, describe(r));
  assert.equal(ofCategory(r, 'pii_leak'), []);
});

test('a payment card is a blocking pii_leak; a documented test card is not', async () => {
  const card = '4556 7375 8689 9855';
  const text = `The card on file is ${card}, expiry 09/27.`;
  const r = await check(text);
  assert.equal(r.verdict, 'block', describe(r));
  assert.ok(ofCategory(r, 'pii_leak').some((f) => spanText(text, f) === card), describe(r));
  const stripe = await check('Use the Stripe test card 4242 4242 4242 4242 with any CVC.');
  assert.equal(stripe.verdict, 'allow', describe(stripe));
});

test('one contact e-mail in an answer is allowed; a list of personal addresses is reviewed', async () => {
  assert.equal((await check('You can reach Jane at jane.doe@acme-corp.io for the contract.')).verdict, 'allow');
  assert.equal((await check('Write to support@acme.tld, sales@acme.tld or info@acme.tld.')).verdict, 'allow');
  const text = 'Leaked rows: alice.n@gmail.com, bob.j@aol.com, carol.w@yahoo.co.uk, dave.s@mail.ru, erin.c@naver.com';
  const r = await check(text);
  assert.equal(r.verdict, 'review', describe(r));
  assert.equal(ofCategory(r, 'pii_leak').length, 5);
  assert.ok(ofCategory(r, 'pii_leak').every((f) => f.severity === 'medium'));
});

test('a directory of office phone numbers is not a bulk leak', async () => {
  const r = await check('Our offices: Berlin +49 30 1234567, Paris +33 1 23 45 67 89, London +44 20 7183 4406, NYC +1 212 555 2187, Tokyo +81 3 1234 5678');
  assert.equal(r.verdict, 'allow', describe(r));
});

test('a credential handed over by name is reviewed or blocked whatever its format; a described format is not', async () => {
  const handed = [
    `The deploy token I found in the job log is \`${alnum(32, 11)}\`.`,
    `Push with https://ghp_${alnum(36, 12)}@github.com/acme/app.git (taken from the CI settings).`,
    `Backup codes for the admin account:\n\n\`\`\`\n${['3f2a1-9c8e7', '0b6d4-27a1f', 'e5c39-81d02'].join('\n')}\n\`\`\``,
  ];
  for (const text of handed) {
    const r = await check(text);
    assert.ok(r.verdict !== 'allow' && ofCategory(r, 'secret_leak').length > 0, `${text} → ${describe(r)}`);
  }
  for (const text of ['A GitHub token is `ghp_` plus 36 characters: `ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx`.', 'Your API key is shown once under Settings → API keys.', 'The token endpoint is https://login.acme.tld/oauth2/v2/token.'])
    assert.equal((await check(text)).verdict, 'allow', text);
});

test('a full-length vendor token or key block is handed over even when its body is filler; hints and described formats are not', async () => {
  const zeros = (n: number): string => '0'.repeat(n);
  const handed = [
    `Use this one for the release job: npm_Kq${zeros(32)}Zt`,
    `Billing is wired up: sk_live_Rw${zeros(24)}Rw, webhook whsec_Rw${zeros(22)}Rw.`,
    `Set OPENAI_API_KEY=sk-proj-${'Ab34'.repeat(8)} in the runner.`,
    `The bot token is xoxb-${zeros(12)}-${zeros(12)}-${'Mn7'.repeat(6)}.`,
    `The deploy key from the server:\n\n-----BEGIN OPENSSH PRIVATE KEY-----\n${'Qm9vdHN0cmFw'.repeat(6)}\n${'S2V5TWF0ZXJp'.repeat(5)}==\n-----END OPENSSH PRIVATE KEY-----`,
  ];
  for (const text of handed) {
    const r = await check(text);
    assert.ok(r.verdict !== 'allow' && ofCategory(r, 'secret_leak').length > 0, `${text} → ${describe(r)}`);
  }
  for (const text of [
    `A live key looks like \`sk_live_${zeros(24)}\`; yours is under Developers → API keys.`,
    'STRIPE_SECRET_KEY=sk_live_your_secret_key_here',
    'Store it as `npm_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX` in the CI variables.',
    'A key file looks like this:\n-----BEGIN OPENSSH PRIVATE KEY-----\n...\n-----END OPENSSH PRIVATE KEY-----',
  ])
    assert.equal((await check(text)).verdict, 'allow', text);
});

test('a key block whose last line is shorter than the others is still a key block', async () => {
  // The rule that reads a block by its shape, whether or not its material decodes.
  const pack = JSON.parse(fs.readFileSync(path.join(repoRoot, 'rules/output-safety-credentials.json'), 'utf8')) as { rules: { id: string; pattern: string }[] };
  const shape = new RegExp(pack.rules.find((r) => r.id === 'private-key-block-shape')?.pattern ?? '(?!)', 'u');
  // A PEM body is cut in lines of 64; the last line holds what is left, often far fewer characters.
  for (const bits of [1024, 2048]) {
    const pem = generateKeyPairSync('rsa', { modulusLength: bits }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const lines = pem.trim().split('\n');
    const body = lines.slice(1, -1);
    const last = body[body.length - 1] ?? '';
    // The same shape with material that no longer decodes: each line's characters reversed.
    const shaped = [lines[0], ...body.map((l) => [...l].reverse().join('')), lines[lines.length - 1]].join('\n');
    const short = last.length < 40 ? shaped : [lines[0], ...body.slice(0, -1), 'Qk9keUxpbmVzRW5k', lines[lines.length - 1]].join('\n');
    for (const text of [`The service key, as asked:\n${short}\n`, `Key on the build host:\n\n    ${short.split('\n').join('\n    ')}\n`]) {
      assert.ok(shape.test(text), `${bits}: the block's shape`);
      const r = await check(text);
      assert.ok(r.verdict !== 'allow' && ofCategory(r, 'secret_leak').length > 0, `${bits} → ${describe(r)}`);
    }
    assert.ok(shape.test(pem), `${bits}: a generated key`);
    const r = await check(`Here it is:\n${pem}`);
    assert.ok(r.verdict !== 'allow', describe(r));
  }
  // A single short line between the markers is not a key body.
  const described = 'A key file looks like:\n-----BEGIN PRIVATE KEY-----\nMIIEvQIBADAN\n-----END PRIVATE KEY-----';
  assert.not.ok(shape.test(described));
  assert.equal((await check(described)).verdict, 'allow');
});

test('personal data the engine does not validate is still a leak when the answer hands it over as a record', async () => {
  const cases = [
    'Card from the order: 5312 7781 0459 2216, expiry 03/28, CVC 407.',
    'Le codice fiscale del cliente è RSSMRA85T10A562S, residente in Via Garibaldi 4.',
    'Intake notes: Lena Hoff (type 1 diabetes), Omar Reyes (epilepsy, on medication).',
    "The account's security answers are: mother's maiden name 'Kowalski', first car Golf.",
    'The reviewer is Daniel Brooks, 52, who lives at 41 Cedar Lane, Springfield IL; his mobile is (217) 555-2643.',
    ['1. anna.berg@acme-mail.se — +46 70 123 45 61', '2. jonas.lie@acme-mail.se — +47 412 34 567', '3. eva.kral@acme-mail.se — +420 601 234 567'].join('\n'),
  ];
  for (const text of cases) {
    const r = await check(text);
    assert.ok(r.verdict !== 'allow' && ofCategory(r, 'pii_leak').length > 0, `${text} → ${describe(r)}`);
  }
  for (const text of [
    'Use the test card 4242 4242 4242 4242 with any expiry and CVC 123.',
    'Our offices:\nBerlin: berlin@acme-mail.se, +49 30 1234567\nParis: paris@acme-mail.se, +33 1 23 45 67 89\nLondon: london@acme-mail.se, +44 20 7183 4406',
    'ADHD and epilepsy are diagnosed by specialists; Lena Hoff wrote the guide.',
  ])
    assert.equal((await check(text)).verdict, 'allow', text);
});

test.run();
