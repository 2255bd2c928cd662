// The pii_secrets evaluation corpus and its scoring: the corpus is deterministic, every label
// selects exactly the value the generator wrote (and that value is valid for its format), hard
// negatives and encoded variants are present, every context kind is represented, and the
// matching rule (category compatibility, span overlap, soft labels, leak by characters) scores a
// hand-made case as documented.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { generateCorpus, generateDoc, corpusHash, DEFAULT_SEED, DEFAULT_SIZE, type CorpusDoc } from '../../eval/pii-secrets/corpus.js';
import { CONTEXT_KINDS } from '../../eval/pii-secrets/contexts.js';
import { NEGATIVE_KINDS } from '../../eval/pii-secrets/negatives.js';
import { PII_CATEGORIES, SECRET_CATEGORIES } from '../../eval/pii-secrets/formats.js';
import { compatible, normaliseCategory, runPiiSecretsEvaluation } from '../../eval/pii-secrets/evaluate.js';
import { toCorpusQuality } from '../../eval/pii-secrets/results.js';
import { renderQuality } from '../../src/docs/quality.js';
import { parseCorpus } from '../../eval/pii-secrets/eval-doc.js';
import { getValidator } from '../../src/engine/validators/index.js';
import type { Snapshot } from '../../src/registry/registry.js';
import type { FindingDraft } from '../../src/registry/plugin-api.js';

const test = suite('eval: pii_secrets corpus');
const corpus = generateCorpus();

const valid = (validator: string, value: string, params?: Record<string, unknown>): boolean => getValidator(validator)!.validate(value, params);

/** Format checks for label types whose validity a named validator can confirm. */
const TYPE_VALIDATORS: Readonly<Record<string, (v: string) => boolean>> = {
  iban: (v) => valid('iban-mod97', v),
  github_token: (v) => valid('github-token-crc32', v),
  jwt: (v) => valid('jwt', v),
  us_ssn: (v) => valid('us-ssn', v),
  uk_nino: (v) => valid('uk-nino', v),
  de_steuer_id: (v) => valid('de-steuer-id', v),
  fr_nir: (v) => valid('fr-nir', v),
  es_dni: (v) => valid('es-dni', v),
  nl_bsn: (v) => valid('nl-bsn', v),
  pl_pesel: (v) => valid('pl-pesel', v),
  it_codice_fiscale: (v) => valid('it-codice-fiscale', v),
  br_cpf: (v) => valid('br-cpf', v),
  in_aadhaar: (v) => valid('in-aadhaar', v),
  ipv4: (v) => valid('ipv4', v),
  ipv6: (v) => valid('ipv6', v),
  eth_address: (v) => valid('eth-address', v),
  btc_p2pkh: (v) => valid('btc-base58check', v),
  btc_p2sh: (v) => valid('btc-base58check', v),
  btc_bech32: (v) => valid('btc-bech32', v),
  openssh_private_key: (v) => valid('openssh-private-key', v.replace(/\\n/g, '\n')),
  rsa_private_key: (v) => valid('pem-block', v.replace(/\\n/g, '\n')),
  pkcs8_private_key: (v) => valid('pem-block', v.replace(/\\n/g, '\n')),
  pgp_private_key: (v) => valid('pgp-private-key-block', v),
};

const allLabels = corpus.flatMap((d) => d.labels.map((l) => ({ d, l })));

test('same seed, same corpus; another seed, another corpus', () => {
  assert.is(corpus.length, DEFAULT_SIZE);
  assert.is(corpusHash(generateCorpus(DEFAULT_SEED, 200)), corpusHash(corpus.slice(0, 200)));
  assert.is.not(corpusHash(generateCorpus(DEFAULT_SEED + 1, 200)), corpusHash(corpus.slice(0, 200)));
  // Each document has its own generator: document k does not depend on the corpus size.
  assert.equal(generateDoc(DEFAULT_SEED, 1234), corpus[1234]);
});

test('labels are in range and select exactly the value the generator wrote', () => {
  assert.ok(allLabels.length > 4000, `only ${allLabels.length} labels`);
  for (const { d, l } of allLabels) {
    assert.ok(l.start >= 0 && l.start < l.end && l.end <= d.text.length, `${d.id}: label ${l.start}-${l.end} out of range`);
    assert.is(d.text.slice(l.start, l.end), l.value, `${d.id}: label text differs from the value written`);
    assert.ok(!/^\s|\s$/.test(l.value), `${d.id}: label ${l.type} has surrounding whitespace`);
  }
});

test('labelled values are valid for their format; encoded ones decode', () => {
  let checked = 0;
  for (const { d, l } of allLabels) {
    if (l.encoding === 'base64') {
      const decoded = Buffer.from(l.value, 'base64').toString('utf8');
      assert.is(Buffer.from(decoded, 'utf8').toString('base64'), l.value, `${d.id}: ${l.type} is not clean base64`);
      continue;
    }
    if (l.encoding === 'percent') {
      assert.ok(/%[0-9A-F]{2}/.test(l.value), `${d.id}: ${l.type} has no escapes`);
      assert.not.throws(() => decodeURIComponent(l.value));
      continue;
    }
    if (l.category === 'credit_card') {
      assert.ok(valid('luhn', l.value), `${d.id}: card ${l.type} fails Luhn`);
      checked++;
    }
    if (l.category === 'email' && l.type !== 'message_id') {
      assert.ok(valid('email', l.value), `${d.id}: e-mail invalid`);
      checked++;
    }
    if (l.category === 'phone') {
      const region = l.type.split('_').pop()!.toUpperCase();
      assert.ok(valid('phone', l.value, { regions: [region] }), `${d.id}: phone ${l.type} invalid`);
      checked++;
    }
    const check = TYPE_VALIDATORS[l.type];
    if (check) {
      assert.ok(check(l.value), `${d.id}: ${l.type} invalid`);
      checked++;
    }
  }
  assert.ok(checked > 2500, `only ${checked} values checked`);
});

test('hard labels never overlap each other or a hard negative', () => {
  for (const d of corpus) {
    const hard = d.labels.filter((l) => !l.soft);
    for (const a of hard) {
      for (const b of hard) if (a !== b && a.start < b.end && b.start < a.end) assert.ok(a.start === b.start && a.end === b.end, `${d.id}: labels ${a.type} and ${b.type} partly overlap`);
      for (const n of d.negatives) assert.ok(!(a.start < n.end && n.start < a.end), `${d.id}: label ${a.type} overlaps negative ${n.kind}`);
    }
  }
});

test('documents carry hard negatives of every kind', () => {
  const withNegatives = corpus.filter((d) => d.negatives.length > 0).length;
  assert.ok(withNegatives / corpus.length > 0.8, `${withNegatives} documents with hard negatives`);
  const seen = new Set(corpus.flatMap((d) => d.negatives.map((n) => n.kind)));
  // Message-IDs are written as soft labels, not as negatives.
  for (const kind of NEGATIVE_KINDS.filter((k) => k !== 'message_id')) assert.ok(seen.has(kind), `no hard negative of kind ${kind}`);
  const clean = corpus.filter((d) => d.labels.every((l) => l.soft)).length;
  assert.ok(clean > 150, `only ${clean} documents without a sensitive value`);
});

test('every context kind, category and encoding is represented', () => {
  const per = new Map<string, CorpusDoc[]>();
  for (const d of corpus) per.set(d.kind, [...(per.get(d.kind) ?? []), d]);
  for (const kind of CONTEXT_KINDS) {
    const docs = per.get(kind) ?? [];
    assert.ok(docs.length >= 80, `${kind}: ${docs.length} documents`);
    assert.ok(docs.filter((d) => d.labels.some((l) => !l.soft)).length >= 40, `${kind}: too few documents with values`);
  }
  const byCategory = new Map<string, number>();
  for (const { l } of allLabels) if (!l.soft) byCategory.set(l.category, (byCategory.get(l.category) ?? 0) + 1);
  for (const c of [...SECRET_CATEGORIES, ...PII_CATEGORIES]) assert.ok((byCategory.get(c) ?? 0) >= 60, `${c}: ${byCategory.get(c) ?? 0} labels`);
  for (const enc of ['base64', 'percent', 'json_escape']) assert.ok(allLabels.filter(({ l }) => l.encoding === enc).length >= 20, `few ${enc} labels`);
  const languages = new Set(corpus.filter((d) => d.kind === 'prose').map((d) => d.language));
  assert.ok(languages.size >= 10, `prose in ${languages.size} languages`);
});

test('category mapping: synonyms, credential family, no cross-family matches', () => {
  assert.is(normaliseCategory('phone_number'), 'phone');
  assert.is(normaliseCategory('auth_token'), 'access_token');
  assert.is(normaliseCategory('tax_id'), 'national_id');
  assert.is(normaliseCategory('mac_address'), 'mac_address');
  assert.ok(compatible('api_key', 'connection_string'));
  assert.ok(!compatible('email', 'connection_string'));
  assert.ok(!compatible('phone', 'national_id'));
});

/** A snapshot whose pii_secrets check returns the given findings for every text. */
function fakeSnapshot(findings: FindingDraft[]): Snapshot {
  const check = {
    meta: { id: 'pii_secrets', version: '0.0.0', apiVersion: '^1.0.0', input: 'text', description: 'fake' },
    instance: { run: () => ({ status: 'ok', verdict: findings.length ? 'review' : 'allow', findings }) },
    packs: [],
    source: {},
  };
  return { checks: new Map([['pii_secrets', check]]) } as unknown as Snapshot;
}

test('scoring: overlap within the category family, soft labels ignored, leak counted by characters', async () => {
  const text = 'mail anna@acme.io key ghp_abcdefghij pw hunter22 hi Anna build 1.2.3.4 v2.1.0';
  const at = (s: string): { start: number; end: number } => ({ start: text.indexOf(s), end: text.indexOf(s) + s.length });
  const doc: CorpusDoc = {
    id: 't-1', kind: 'prose', locale: 'en-US', language: 'en', text, encodings: [],
    labels: [
      { ...at('anna@acme.io'), category: 'email', type: 'email_personal', value: 'anna@acme.io' },
      { ...at('ghp_abcdefghij'), category: 'api_key', type: 'github_token', value: 'ghp_abcdefghij' },
      { ...at('hunter22'), category: 'password', type: 'db_password', value: 'hunter22' },
      { ...at('Anna'), category: 'person_name', type: 'name_greeting', value: 'Anna', soft: true },
    ],
    negatives: [{ ...at('1.2.3.4'), kind: 'ip_like_version' }, { ...at('v2.1.0'), kind: 'version' }],
  };
  const draft = (s: string, category: string, cut = 0): FindingDraft => {
    const span = at(s);
    return { ruleId: `t/${category}`, category, severity: 'high', confidence: 0.9, reason: category, start: span.start, end: span.end - cut };
  };
  const report = await runPiiSecretsEvaluation(fakeSnapshot([
    draft('anna@acme.io', 'email'), // true positive
    draft('ghp_abcdefghij', 'auth_token', 4), // another credential name, partial span: a match, 4 characters leak
    draft('Anna', 'person_name'), // only a soft label: ignored
    draft('1.2.3.4', 'ip_address'), // false positive on a hard negative
  ]), [doc]);
  const o = report.overall;
  assert.equal([o.labels, o.detected, o.findings, o.truePositives], [3, 2, 3, 2]);
  assert.is(o.leakedChars, 4 + 'hunter22'.length);
  assert.is(o.labelChars, 'anna@acme.io'.length + 'ghp_abcdefghij'.length + 'hunter22'.length);
  assert.is(report.byCategory.get('password')!.detected, 0);
  assert.is(report.byCategory.get('ip_address')!.findings, 1);
  assert.is(report.falsePositives[0]!.on, 'negative:ip_like_version');
  assert.is(report.misses.length, 1);
  assert.is(report.misses[0]!.label.type, 'db_password');
  assert.is(report.errors.length, 0);
  assert.is(report.partialLeaks.length, 1, 'the partly redacted token is listed');
  assert.is(report.partialLeaks[0]!.shown, `${'▒'.repeat(10)}****`, 'what was left is masked unless asked for');
  assert.equal(Object.fromEntries(report.negatives), { ip_like_version: { total: 1, flagged: 1 }, version: { total: 1, flagged: 0 } }, 'hard negatives flagged, by kind');

  // Per rule family (the rule's pack, here "t"): findings, right ones, labels found; recorded for the docs.
  const fam = report.byFamily.get('t')!;
  assert.equal([fam.findings, fam.truePositives, fam.detected], [3, 2, 2]);
  const q = toCorpusQuality(report, '9.9.9');
  assert.equal(q.overall, { labels: 3, findings: 3, recall: 0.667, precision: 0.667, leak: q.overall.leak });
  assert.equal(q.families['t']!.categories, ['access_token', 'email', 'ip_address']);
  assert.is(q.families['t']!.share, 0.667, 'the missed password counts against it: credential categories are one family');
  const md = renderQuality({ corpora: { mine: q } }).join('\n');
  assert.match(md, '| `t` | `access_token`, `email`, `ip_address` | 3 | 0.667 | 2 | 0.667 |');
  assert.match(md, '| **overall** | 3 | 3 | 0.667 | 0.667 |');
  assert.equal(q.hardNegatives, { total: 2, flagged: 1 });
  assert.match(md, 'Hard negatives flagged: 1 of 2 (50.00%).');
});

test('a corpus file round-trips through the JSONL reader, and a broken one is rejected with line and path', () => {
  const sample = corpus.slice(0, 50);
  const parsed = parseCorpus(sample.map((d) => JSON.stringify(d)).join('\n'), 'mine.jsonl');
  assert.equal(parsed, JSON.parse(JSON.stringify(sample)));
  const good = { id: 'a', kind: 'note', text: 'mail anna@acme.io', labels: [{ start: 5, end: 17, category: 'email', type: 'email', value: 'anna@acme.io' }], negatives: [] };
  const bad = (d: object): string => {
    try {
      parseCorpus(`${JSON.stringify(good)}\n${JSON.stringify(d)}`, 'mine.jsonl');
    } catch (err) {
      return (err as Error).message;
    }
    return 'accepted';
  };
  assert.match(bad({ ...good, labels: [{ ...good.labels[0], start: 4 }] }), 'mine.jsonl:2: /labels/0/value differs from the text at its span');
  assert.match(bad({ ...good, labels: [{ ...good.labels[0], end: 99 }] }), 'mine.jsonl:2: /labels/0 span is outside the text');
  assert.match(bad({ ...good, text: 7 }), 'mine.jsonl:2: /text must be string');
  assert.match(bad({ ...good, extra: 1 }), 'mine.jsonl:2: / must NOT have additional properties');
  assert.not.match(bad({ ...good, labels: [{ ...good.labels[0], start: 4 }] }), 'anna', 'the message never quotes the text');
  assert.is(bad(good), 'accepted');
});

test.run();
