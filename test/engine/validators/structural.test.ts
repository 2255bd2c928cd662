import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Buffer } from 'node:buffer';
import { generateKeyPairSync } from 'node:crypto';
import { createRng as createRngFor } from '../../../src/engine/examples/rng.js';
import { todayUtc } from '../../../src/engine/validators/calendar.js';
import { date } from '../../../src/engine/validators/date.js';
import { opensshPrivateKey } from '../../../src/engine/validators/openssh-private-key.js';
import { pemBlock } from '../../../src/engine/validators/pem-block.js';
import { pgpPrivateKeyBlock } from '../../../src/engine/validators/pgp-private-key-block.js';
import { assertFlipDetection, assertRoundTrip, assertVectors } from './helpers.js';

// RFC 7468 §10, Figure 12: PKCS #8 PrivateKeyInfo example.
const RFC7468_PRIVATE_KEY = [
  '-----BEGIN PRIVATE KEY-----',
  'MIGEAgEAMBAGByqGSM49AgEGBSuBBAAKBG0wawIBAQQgVcB/UNPxalR9zDYAjQIf',
  'jojUDiQuGnSJrFEEzZPT/92hRANCAASc7UJtgnF/abqWM60T3XNJEzBv5ez9TdwK',
  'H0M6xpM2q+53wmsN/eYLdgtjgBd3DBmHtPilCkiFICXyaA8z9LkJ',
  '-----END PRIVATE KEY-----',
].join('\n');

// RFC 9580 Appendix A.3 "Sample Version 6 Secret Key" (no CRC line, as RFC 9580 allows).
const RFC9580_SECRET_KEY = [
  '-----BEGIN PGP PRIVATE KEY BLOCK-----',
  '',
  'xUsGY4d/4xsAAAAg+U2nu0jWCmHlZ3BqZYfQMxmZu52JGggkLq2EVD34laMAGXKB',
  'exK+cH6NX1hs5hNhIB00TrJmosgv3mg1ditlsLfCsQYfGwoAAABCBYJjh3/jAwsJ',
  'BwUVCg4IDAIWAAKbAwIeCSIhBssYbE8GCaaX5NUt+mxyKwwfHifBilZwj2Ul7Ce6',
  '2azJBScJAgcCAAAAAK0oIBA+LX0ifsDm185Ecds2v8lwgyU2kCcUmKfvBXbAf6rh',
  'RYWzuQOwEn7E/aLwIwRaLsdry0+VcallHhSu4RN6HWaEQsiPlR4zxP/TP7mhfVEe',
  '7XWPxtnMUMtf15OyA51YBMdLBmOHf+MZAAAAIIaTJINn+eUBXbki+PSAld2nhJh/',
  'LVmFsS+60WyvXkQ1AE1gCk95TUR3XFeibg/u/tVY6a//1q0NWC1X+yui3O24wpsG',
  'GBsKAAAALAWCY4d/4wKbDCIhBssYbE8GCaaX5NUt+mxyKwwfHifBilZwj2Ul7Ce6',
  '2azJAAAAAAQBIKbpGG2dWTX8j+VjFM21J0hqWlEg+bdiojWnKfA5AQpWUWtnNwDE',
  'M0g12vYxoWM8Y81W+bHBw805I8kWVkXU6vFOi+HWvv/ira7ofJu16NnoUkhclkUr',
  'k0mXubZvyl4GBg==',
  '-----END PGP PRIVATE KEY BLOCK-----',
].join('\n');

// RFC 9580 Appendix A.2 "Sample Version 6 Certificate" (a public key, packet tag 6).
const RFC9580_CERT_BODY = [
  'xioGY4d/4xsAAAAg+U2nu0jWCmHlZ3BqZYfQMxmZu52JGggkLq2EVD34laPCsQYf',
  'GwoAAABCBYJjh3/jAwsJBwUVCg4IDAIWAAKbAwIeCSIhBssYbE8GCaaX5NUt+mxy',
  'KwwfHifBilZwj2Ul7Ce62azJBScJAgcCAAAAAK0oIBA+LX0ifsDm185Ecds2v8lw',
].join('\n');

function opensshBlob(magic: string): string {
  const body = Buffer.concat([Buffer.from(magic, 'latin1'), Buffer.alloc(64, 7)]).toString('base64');
  return `-----BEGIN OPENSSH PRIVATE KEY-----\n${body.match(/.{1,70}/g)?.join('\n')}\n-----END OPENSSH PRIVATE KEY-----`;
}

test('pem-block: RFC 7468 example, keys written by node:crypto, escaped and flattened forms', () => {
  const rsa = generateKeyPairSync('rsa', {
    modulusLength: 1024,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem', cipher: 'aes-128-cbc', passphrase: 'test' },
  });
  const ec = generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'sec1', format: 'pem' },
  });
  assert.match(rsa.privateKey, /Proc-Type: 4,ENCRYPTED/); // RFC 1421 headers present
  assertVectors(
    pemBlock,
    [
      RFC7468_PRIVATE_KEY, rsa.privateKey, rsa.publicKey, ec.privateKey,
      JSON.stringify(RFC7468_PRIVATE_KEY).slice(1, -1), // "\n" escapes as in JSON files
      RFC7468_PRIVATE_KEY.replace(/\n/g, '\r\n'),
      RFC7468_PRIVATE_KEY.replace(/\n/g, ' '), // flattened onto one line
    ],
    [
      RFC7468_PRIVATE_KEY.replace('-----END PRIVATE KEY-----', '-----END RSA PRIVATE KEY-----'), // labels differ
      RFC7468_PRIVATE_KEY.replace('-----END PRIVATE KEY-----', ''), // no END line
      '-----BEGIN PRIVATE KEY-----\nMIIBOgIBAAJBAKj34GkxFhD9\n-----END PRIVATE KEY-----', // < 32 bytes
      '-----BEGIN PRIVATE KEY-----\nthis is not base64 at all!!\n-----END PRIVATE KEY-----',
      '-----BEGIN PRIVATE KEY-----\n-----END PRIVATE KEY-----', '',
    ],
  );
  assert.ok(pemBlock.validate(ec.privateKey, { labels: ['EC PRIVATE KEY'] }));
  assert.not.ok(pemBlock.validate(rsa.publicKey, { labels: ['EC PRIVATE KEY', 'PRIVATE KEY'] }));
});

test('pem-block: generate → validate for 200 seeds', () => {
  const values = assertRoundTrip(pemBlock);
  assert.ok(values.every((v) => v.startsWith('-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC')));
  const escaped = assertRoundTrip(pemBlock, { escaped: true, label: 'RSA PRIVATE KEY' });
  assert.ok(escaped.every((v) => !v.includes('\n') && v.includes('\\n')));
});

test('openssh-private-key: magic required under the OPENSSH PRIVATE KEY label', () => {
  // PROTOCOL.key: the decoded key starts with the NUL-terminated magic "openssh-key-v1".
  assertVectors(
    opensshPrivateKey,
    [opensshBlob('openssh-key-v1\0'), JSON.stringify(opensshBlob('openssh-key-v1\0')).slice(1, -1)],
    [
      opensshBlob('openssh-key-v2\0'), opensshBlob('openssh-key-v1 '),
      RFC7468_PRIVATE_KEY.replace(/PRIVATE KEY/g, 'OPENSSH PRIVATE KEY'), // PKCS#8 body
      opensshBlob('openssh-key-v1\0').replace(/OPENSSH PRIVATE KEY/g, 'PRIVATE KEY'),
    ],
  );
});

test('openssh-private-key: generate → validate; body starts with the well-known prefix', () => {
  const values = assertRoundTrip(opensshPrivateKey);
  // base64("openssh-key-v1\0") = "b3BlbnNzaC1rZXktdjEA"
  assert.ok(values.every((v) => v.includes('\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ')));
});

test('pgp-private-key-block: RFC 9580 sample secret key; CRC-24 checked when present', () => {
  const generated = pgpPrivateKeyBlock.generate?.(createRngFor(5)) ?? '';
  const badCrc = generated.replace(/\n=(.{4})\n/, '\n=AAAA\n');
  assertVectors(
    pgpPrivateKeyBlock,
    [RFC9580_SECRET_KEY, JSON.stringify(RFC9580_SECRET_KEY).slice(1, -1), generated],
    [
      badCrc,
      RFC9580_SECRET_KEY.replace(/PGP PRIVATE KEY BLOCK/g, 'PGP PUBLIC KEY BLOCK'),
      `-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n${RFC9580_CERT_BODY}\n-----END PGP PRIVATE KEY BLOCK-----`, // tag 6 public key
      RFC9580_SECRET_KEY.replace('-----END PGP PRIVATE KEY BLOCK-----', ''),
    ],
  );
  assert.is.not(badCrc, generated);
});

test('pgp-private-key-block: generate → validate; a flipped body character breaks the CRC', () => {
  assertRoundTrip(pgpPrivateKeyBlock);
  assertFlipDetection(pgpPrivateKeyBlock, 0.95);
});

test('date: calendar validity and formats', () => {
  assertVectors(
    date,
    ['2020-02-29', '2000-02-29', '29.02.2020', '31/12/1999', '12/31/1999', '1999/12/31', '01-02-1980', '1985-7-4'],
    ['2021-02-29', '1900-02-29', '31.04.2020', '13/13/2000', '1899-12-31', '2020-01/05', '2020-001-01', '20200101', 'not a date', ''],
  );
  assert.ok(date.validate('12/31/1999', { order: 'MDY' }));
  assert.not.ok(date.validate('12/31/1999', { order: 'DMY' }));
  assert.ok(date.validate('1850-01-01', { minYear: 1800 }));
  const { y } = todayUtc();
  assert.not.ok(date.validate(`${y + 1}-01-01`, { notFuture: true }));
  assert.ok(date.validate(`${y - 1}-01-01`, { notFuture: true }));
});

test('date: a single space may separate the fields (passport data pages)', () => {
  assert.ok(date.validate('19 07 1958'));
  assert.ok(date.validate('10 23 1989'));
  assert.ok(date.validate('1974 9 21'));
  assert.ok(date.validate('12. 10. 1942'), 'Czech and Slovak d. m. yyyy');
  assert.not.ok(date.validate('19 07-1958'), 'one kind of separator');
  assert.not.ok(date.validate('31 02 1958'));
});

test('date: pastYear keeps only years before the current one', () => {
  const y = new Date().getUTCFullYear();
  assert.not.ok(date.validate(`03.04.${y}`, { pastYear: true }), 'this year is an event, not a birth');
  assert.ok(date.validate(`03.04.${y - 1}`, { pastYear: true }));
  assert.ok(date.validate('1979-11-05', { pastYear: true, notFuture: true }));
  assert.ok(date.validate(`03.04.${y}`), 'without the param the current year stays valid');
});

test('date: shortYear reads a two-digit year as the latest such year not in the future', () => {
  const short = { shortYear: true, notFuture: true };
  assert.not.ok(date.validate('19.07.84'), 'two-digit years need the param');
  assert.ok(date.validate('19.07.84', short));
  assert.ok(date.validate('7/19/84', short));
  assert.ok(date.validate('02-11-61', short));
  assert.not.ok(date.validate('31.02.84', short), 'calendar still checked');
  assert.not.ok(date.validate('13/13/84', short));
  assert.not.ok(date.validate('7/19/1', short));
  assert.ok(date.validate('84.07.19', short), 'three two-digit fields may be read year first (ko/ja/zh short forms)');
  assert.ok(date.validate('89/01/28', short));
  assert.not.ok(date.validate('84.07.19'), 'a two-digit year first still needs the param');
  assert.not.ok(date.validate('84.13.40', short), 'no reading is a date');
  // The ending of last year is read in this century, the ending of next year in the last one.
  const { y } = todayUtc();
  const yy = (n: number): string => String(n % 100).padStart(2, '0');
  assert.ok(date.validate(`01.01.${yy(y - 1)}`, { shortYear: true, minYear: 2000 }));
  assert.not.ok(date.validate(`01.01.${yy(y + 1)}`, { shortYear: true, minYear: 2000 }));
});

test('date: buddhistEra reads a year from 2400 on in the Thai solar calendar', () => {
  const be = { buddhistEra: true, notFuture: true };
  assert.ok(date.validate('20/11/2521', be), '2521 is 1978');
  assert.not.ok(date.validate('20/11/2521', { notFuture: true }), 'without the param 2521 is a future year');
  assert.ok(date.validate('29/02/2543', be), '2543 is 2000, a leap year');
  assert.not.ok(date.validate('29/02/2544', be), '2544 is 2001: no 29 February');
  assert.not.ok(date.validate('01/01/2599', be), '2599 is 2056: in the future');
  assert.ok(date.validate('20/11/1978', be), 'Gregorian years still read');
});

test('date: generate → validate (all formats, notFuture)', () => {
  assert.ok(assertRoundTrip(date, undefined, { notFuture: true }).every((v) => /^\d{4}-\d\d-\d\d$/.test(v)));
  assert.ok(assertRoundTrip(date, { format: 'DD.MM.YYYY' }).every((v) => /^\d\d\.\d\d\.\d{4}$/.test(v)));
  assertRoundTrip(date, { format: 'MM/DD/YYYY' }, { order: 'MDY' });
  assertRoundTrip(date, { format: 'DD/MM/YYYY' }, { order: 'DMY' });
});


test.run();
