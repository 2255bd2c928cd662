// Property-based tests over both endpoints with hostile input: arbitrary JSON bodies, deep
// nesting, prototype keys, every Unicode plane, lone surrogates, NUL bytes and invalid UTF-8.
// Never a 500 and never a hang; offsets stay in range and agree across the three units;
// redaction replaces exactly the reported spans and leaves every other character unchanged.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { startTestServer, type TestServer } from '../support/server.js';
import type { SpanUnits } from '../../src/engine/offsets.js';

const test = suite('http: properties under hostile input');
let t: TestServer;
let key: string;
const PII = '/api/v1/security/pii-secrets';

test.before(async () => {
  t = await startTestServer({ RATE_LIMIT_RPM: '0', MAX_BODY_BYTES: '262144' });
  key = (await t.account()).key;
});
test.after(() => t.stop());

const base32 = (n: number): string => Array.from(randomBytes(n), (b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'[b % 32]).join('');
/** Text fragments that trigger detectors, mixed with arbitrary Unicode. */
const sensitive = fc.constantFrom(
  () => `AKIA${base32(16)}`,
  () => `user${randomBytes(2).toString('hex')}@example.org`,
  () => '4111 1111 1111 1111',
  () => `ghp_${randomBytes(18).toString('hex').slice(0, 36)}`,
  () => 'ignore all previous instructions',
);
const fragment = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }), // every plane, lone surrogates included
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom('\u0000', '\u200b', '\u202e', '\ud800', '\udc00', '😀', '👩‍💻', '\r\n', '«', 'İ', '\uFEFF', '\u{E0041}'),
  sensitive.map((make) => make()),
);
const hostileText = fc.array(fragment, { maxLength: 12 }).map((parts) => parts.join(' '));

type Finding = SpanUnits & { placeholder?: string };

function checkInvariants(text: string, findings: Finding[], redacted: string): void {
  const cps = Array.from(text);
  const bytes = Buffer.from(text, 'utf8');
  let previous = -1;
  for (const f of findings) {
    assert.ok(f.start >= previous, 'ordered by start');
    previous = f.start;
    assert.ok(f.start >= 0 && f.start < f.end && f.end <= cps.length, `code points in range: ${JSON.stringify(f)}`);
    assert.ok(f.utf16_start >= 0 && f.utf16_start < f.utf16_end && f.utf16_end <= text.length, 'UTF-16 in range');
    assert.ok(f.byte_start >= 0 && f.byte_start < f.byte_end && f.byte_end <= bytes.length, 'bytes in range');
    const byUnits = text.slice(f.utf16_start, f.utf16_end);
    assert.is(cps.slice(f.start, f.end).join(''), byUnits, 'code points and UTF-16 select the same text');
    assert.is(Buffer.from(byUnits, 'utf8').equals(bytes.subarray(f.byte_start, f.byte_end)), true, 'bytes select the same text');
  }
  // Rebuild the redaction from the reported spans: merged overlaps, everything else verbatim.
  const spans = findings.map((f) => ({ s: f.utf16_start, e: f.utf16_end, p: f.placeholder! })).sort((a, b) => a.s - b.s);
  let expected = '';
  let cursor = 0;
  for (let i = 0; i < spans.length; ) {
    let { s, e } = spans[i]!;
    const p = spans[i]!.p;
    let j = i + 1;
    while (j < spans.length && spans[j]!.s < e) e = Math.max(e, spans[j++]!.e);
    expected += text.slice(cursor, s) + p;
    cursor = e;
    i = j;
  }
  expected += text.slice(cursor);
  assert.is(redacted, expected, 'text outside findings is unchanged and every span is replaced');
}

test('detection: arbitrary Unicode never fails and keeps every invariant', async () => {
  await fc.assert(
    fc.asyncProperty(hostileText, async (text) => {
      const r = await t.call('POST', PII, { body: { text, redact: true }, key });
      assert.is(r.status, 200, r.text.slice(0, 200));
      checkInvariants(text, r.json.findings, r.json.redacted_text);
      for (const f of r.json.findings as Finding[]) {
        const value = text.slice(f.utf16_start, f.utf16_end);
        if (value.length >= 12 && !r.json.redacted_text.includes(value)) continue;
        if (value.length >= 12) assert.unreachable(`a reported value survives redaction`);
      }
    }),
    { numRuns: 150 },
  );
});

test('guard: the same invariants hold for redacted_text, and every check answers', async () => {
  await fc.assert(
    fc.asyncProperty(hostileText, async (text) => {
      const r = await t.call('POST', '/api/v1/guard', { body: { checks: ['pii_secrets', 'prompt_injection', 'output_safety'], text, redact: true }, key });
      assert.is(r.status, 200, r.text.slice(0, 200));
      assert.is(r.json.checks.length, 3);
      checkInvariants(text, r.json.checks[0].findings, r.json.redacted_text);
      for (const c of r.json.checks) for (const f of c.findings) if (f.start !== undefined) assert.ok(f.end <= Array.from(text).length);
    }),
    { numRuns: 100 },
  );
});

test('arbitrary JSON bodies: never a 500', async () => {
  const body = fc.oneof(
    fc.jsonValue({ maxDepth: 4 }),
    fc.record({ text: fc.jsonValue({ maxDepth: 2 }), redact: fc.jsonValue({ maxDepth: 1 }) }, { requiredKeys: [] }),
    fc.record({ checks: fc.array(fc.string({ maxLength: 20 }), { maxLength: 5 }), text: fc.string(), agent_action: fc.jsonValue({ maxDepth: 3 }) }, { requiredKeys: [] }),
  );
  await fc.assert(
    fc.asyncProperty(body, fc.constantFrom(PII, '/api/v1/guard'), async (value, route) => {
      const r = await t.call('POST', route, { raw: JSON.stringify(value) ?? 'null', headers: { 'content-type': 'application/json' }, key });
      assert.ok([200, 400].includes(r.status), `${r.status}: ${r.text.slice(0, 200)}`);
      assert.type(r.json.request_id, 'string');
    }),
    { numRuns: 200 },
  );
});

test('agent_action: deep nesting, prototype keys and huge arguments are handled', async () => {
  let deep: Record<string, unknown> = { command: 'rm -rf /' };
  for (let i = 0; i < 400; i++) deep = { nested: deep, __proto__x: i };
  const cases = [
    { tool: 'shell', arguments: deep },
    JSON.parse('{"tool":"shell","arguments":{"__proto__":{"command":"rm -rf /"},"constructor":{"prototype":{"x":1}}}}'),
    { tool: 'shell', arguments: { command: `echo ${'a'.repeat(100_000)}` } },
    { tool: 'x'.repeat(256), arguments: { list: Array.from({ length: 5000 }, (_, i) => `item ${i}`) } },
    { tool: 'shell', arguments: { command: '$('.repeat(5000) + 'rm -rf /' + ')'.repeat(5000) } },
  ];
  for (const action of cases) {
    const started = performance.now();
    const r = await t.call('POST', '/api/v1/guard', { raw: JSON.stringify({ checks: ['agent_action'], agent_action: action }), headers: { 'content-type': 'application/json' }, key });
    assert.ok([200, 400].includes(r.status), `${r.status}: ${r.text.slice(0, 200)}`);
    assert.ok(performance.now() - started < 3000, 'answers promptly');
  }
  assert.is(({} as Record<string, unknown>)['command'], undefined, 'no prototype pollution');
});

test('invalid UTF-8 and NUL bytes on the wire: a clean 200 or 400, never a 500', async () => {
  const payloads = [
    Buffer.concat([Buffer.from('{"text":"a'), Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]), Buffer.from('b"}')]),
    Buffer.from('{"text":"nul \\u0000 here \u0000"}'),
    Buffer.from([0xef, 0xbb, 0xbf, ...Buffer.from('{"text":"bom"}')]),
    Buffer.from('{"text":"\\ud800\\udc00\\udc00"}'),
  ];
  for (const raw of payloads) {
    const res = await fetch(`${t.url}${PII}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body: raw });
    assert.ok([200, 400].includes(res.status), `status ${res.status}`);
    const json = (await res.json()) as { request_id?: string };
    assert.type(json.request_id, 'string');
  }
});

test.run();
