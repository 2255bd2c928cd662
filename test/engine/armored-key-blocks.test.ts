// The armored-key-blocks finder: private key blocks in the shapes pastes and payloads give them,
// each reported from its BEGIN line to the end of its key material; hard negatives stay silent.
// Key bodies are random base64 generated here, never real keys.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { getFinder } from '../../src/engine/finders/index.js';
import { createRng } from '../../src/engine/examples/rng.js';

const test = suite('engine: armored-key-blocks');
const find = getFinder('armored-key-blocks')!.prepare(undefined);
const rng = createRng('armored-key-blocks');
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const lines = (widths: number[]): string[] => widths.map((w) => rng.string(B64, w));
const shown = (text: string): string[] => find(text).map((s) => text.slice(s.start, s.end));

/** Each case: text before, the block (expected span), text after. */
function check(before: string, block: string, after: string): void {
  assert.equal(shown(before + block + after), [block], JSON.stringify(block.slice(0, 60)));
}

test('one block per presentation: joined by spaces, escaped, indented, quoted, CRLF, headers, checksum, truncated', () => {
  const [a, b, c] = lines([64, 64, 21]);
  check('SIGNING_KEY="', `-----BEGIN PRIVATE KEY----- ${a} ${b} ${c}= -----END PRIVATE KEY-----`, '"\n');
  check('{"k": "', `-----BEGIN EC PRIVATE KEY-----\\n${a}\\n${b}\\n${c}\\n-----END EC PRIVATE KEY-----`, '\\n"}');
  check('{"inner": "{\\"k\\": \\"', `-----BEGIN EC PRIVATE KEY-----\\\\n${a}\\\\n${b}\\\\n-----END EC PRIVATE KEY-----`, '\\"}"}');
  check('tls:\n  key: |\n    ', `-----BEGIN RSA PRIVATE KEY-----\n    ${a}\n    ${b}\n    ${c}\n    -----END RSA PRIVATE KEY-----`, '\n  crt: none\n');
  check('Le 3 mai, Ana a écrit :\r\n> ', `-----BEGIN OPENSSH PRIVATE KEY-----\r\n> ${a}\r\n> ${b}\r\n> ${c}\r\n> -----END OPENSSH PRIVATE KEY-----`, '\r\n> merci\r\n');
  check('<key>', `-----BEGIN PGP PRIVATE KEY BLOCK-----\nVersion: Keybase OpenPGP v2\nComment: https://keybase.io\n\n${a}\n${b}\n${c}\n=AbCd\n-----END PGP PRIVATE KEY BLOCK-----`, '</key>');
  check('key: ', `-----BEGIN RSA PRIVATE KEY----- Proc-Type: 4,ENCRYPTED DEK-Info: AES-256-CBC,0A1B2C3D4E5F60718293A4B5C6D7E8F9  ${a} ${b} ${c}`, '\n');
  check('log: loaded ', `-----BEGIN PRIVATE KEY-----\n${a}\n${b}`, '\n\n[INFO] next step');
});

test('a body re-wrapped at uneven widths is read to its END line', () => {
  const [a, b, c, d] = lines([57, 76, 76, 30]);
  check('', `-----BEGIN PGP PRIVATE KEY BLOCK-----\nComment: x\n\n${a}\n${b}\n${c}\n${d}=AbCd\n-----END PGP PRIVATE KEY BLOCK-----`, '\n');
});

test('a key pasted on one line stops at the prose after its last, shorter line', () => {
  const [a, b, c] = lines([64, 64, 20]);
  check('voilà: ', `-----BEGIN PRIVATE KEY----- ${a} ${b} ${c}`, ' merci de la remplacer');
});

test('placeholders, ellipses, public keys, certificates and too little material stay silent', () => {
  const [a, b] = lines([64, 64]);
  for (const text of [
    '-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----',
    '-----BEGIN RSA PRIVATE KEY-----\n<your key here>\n-----END RSA PRIVATE KEY-----',
    `-----BEGIN PUBLIC KEY-----\n${a}\n${b}\n-----END PUBLIC KEY-----`,
    `-----BEGIN CERTIFICATE-----\n${a}\n${b}\n-----END CERTIFICATE-----`,
    `-----BEGIN EC PRIVATE KEY-----\n${a!.slice(0, 40)}\n-----END EC PRIVATE KEY-----`,
    `-----BEGIN PRIVATE KEY-----\n${'A'.repeat(64)}\n${'A'.repeat(64)}\n-----END PRIVATE KEY-----`,
    'Every file starts with -----BEGIN RSA PRIVATE KEY----- followed by the body and an END line.',
  ]) assert.equal(shown(text), [], text);
});

test('two blocks in one text are reported apart; a certificate before a key is not part of it', () => {
  const [a, b, c, d] = lines([64, 30, 64, 30]);
  const k1 = `-----BEGIN EC PRIVATE KEY-----\n${a}\n${b}\n-----END EC PRIVATE KEY-----`;
  const k2 = `-----BEGIN PRIVATE KEY-----\n${c}\n${d}\n-----END PRIVATE KEY-----`;
  assert.equal(shown(`-----BEGIN CERTIFICATE-----\n${a}\n-----END CERTIFICATE-----\n${k1}\n${k2}\n`), [k1, k2]);
});

test('a short body that opens with a key\'s own encoding is a key; a short random body is not', () => {
  const t = lines([27])[0]!;
  check('signing.private-key=', `-----BEGIN PRIVATE KEY-----\\nMC4CAQAwBQYDK2VwBCIEI${t}\\n-----END PRIVATE KEY-----`, '\nport=8080\n');
  check('{"private_key": "', `-----BEGIN EC PRIVATE KEY-----\\nMHcCAQEEI${t}${t.slice(0, 4)}`, '", "cut": true}');
  const r = lines([40])[0]!;
  assert.equal(shown(`-----BEGIN PRIVATE KEY-----\nQk${r}\n-----END PRIVATE KEY-----`), [], 'random body under 64 characters');
  assert.equal(shown('-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBg...\n-----END PRIVATE KEY-----'), [], 'a DER start cut to a placeholder');
  for (const text of [
    '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ\n...\n-----END PRIVATE KEY-----',
    '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7 ...\n-----END PRIVATE KEY-----',
    '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMw\n[...snip...]\n-----END OPENSSH PRIVATE KEY-----',
    '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACD\n...\n-----END OPENSSH PRIVATE KEY-----',
  ]) assert.equal(shown(text), [], `the fixed header every key of a kind shares is no key material: ${text}`);
});

test.run();
