import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { atlassianDcPat } from '../../../src/engine/validators/atlassian-dc-pat.js';
import { basicCredentials } from '../../../src/engine/validators/basic-credentials.js';
import { discordBotToken } from '../../../src/engine/validators/discord-bot-token.js';
import { githubTokenCrc32 } from '../../../src/engine/validators/github-token-crc32.js';
import { jwt } from '../../../src/engine/validators/jwt.js';
import { notRepeated } from '../../../src/engine/validators/not-repeated.js';
import { wifPrivateKey } from '../../../src/engine/validators/wif-private-key.js';
import { createRng } from '../../../src/engine/examples/rng.js';
import { assertFlipDetection, assertRoundTrip, assertVectors } from './helpers.js';

test('github-token-crc32: format vectors', () => {
  // Example token from the format write-up https://gist.github.com/coolaj86/eb8cddfd3e4251258712dfed03e1f86d
  // ("ghp_" + "zQWBuTSOoRi4A9spHcVY5ncnsDkxkJ" + "0mLq17"); the format itself is described in
  // https://github.blog/engineering/platform-security/behind-githubs-new-authentication-token-formats/
  assertVectors(
    githubTokenCrc32,
    ['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', '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'],
    [
      'ghp_zQWBuTSOoRi4A9spHcVY5ncnsDkxkJ0mLq18', // checksum off by one
      'ghp_zQWBuTSOoRi4A9spHcVY5ncnsDkxkJ0MlQ17', // checksum in the lower-case-first alphabet
      'ghx_zQWBuTSOoRi4A9spHcVY5ncnsDkxkJ0mLq17', // unknown prefix
      'ghp_zQWBuTSOoRi4A9spHcVY5ncnsDkxkJ0mLq1', // short
      'ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', 'ghp_', '',
    ],
  );
});

test('github-token-crc32: generate → validate, prefixes, flips detected', () => {
  assert.ok(assertRoundTrip(githubTokenCrc32).every((t) => /^ghp_[0-9A-Za-z]{36}$/.test(t)));
  assert.ok(assertRoundTrip(githubTokenCrc32, { prefix: 'ghs' }).every((t) => t.startsWith('ghs_')));
  assertFlipDetection(githubTokenCrc32, 0.99);
});

test('jwt: RFC 7519 / RFC 7515 examples', () => {
  assertVectors(
    jwt,
    [
      // RFC 7519 §3.1 (HS256, signature from RFC 7515 Appendix A.1)
      'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
      // RFC 7519 §6.1 unsecured JWT: alg "none", empty signature
      'eyJhbGciOiJub25lIn0.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.',
    ],
    [
      // HS256 header with the signature removed
      'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.',
      // header without "alg" ({"typ":"JWT"})
      'eyJ0eXAiOiJKV1QifQ.eyJpc3MiOiJqb2UifQ.c2ln',
      // payload is a JSON array, not an object
      'eyJhbGciOiJIUzI1NiJ9.WzEsMl0.c2ln',
      // standard base64 characters / padding are not base64url
      'eyJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UifQ==.c2ln',
      'eyJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UifQ.c2l+',
      'a.b.c', 'eyJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UifQ', 'x.y.z.w.v', '',
    ],
  );
});

test('jwt: generate → validate for 200 seeds (HS256, RS256, none)', () => {
  assertRoundTrip(jwt);
  assertRoundTrip(jwt, { alg: 'RS256' });
  assert.ok(assertRoundTrip(jwt, { alg: 'none' }).every((t) => t.endsWith('.')));
});

test('not-repeated: rejects repetition, sequences and placeholders', () => {
  assertVectors(
    notRepeated,
    [
      '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', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYzz9f3kQ1',
      'p4ssw0rd-Tr0ub4dor-3', '9f86d081884c7d659a2feaa0c55ad015',
    ],
    [
      'aaaaaaaaaaaa', '000000000000', '************', 'abcdefghij', 'ZYXWVUTS', '123456789', '9876-5432',
      'abcabcabcabc', '12121212', 'xxxxxxxxxxxxxxxx', 'sk_live_xxxxxxxxxxxx', 'your_key_here',
      'YOUR-API-KEY', '<your-token>', 'changeme', 'ChangeMe123', 'example-secret-value',
      '${GITHUB_TOKEN}', '{{ secrets.TOKEN }}', 'REDACTED', '', '   ',
    ],
  );
});

test('basic-credentials: text pairs pass unless the secret part is a documentation stand-in', () => {
  const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
  const rng = createRng('basic-credentials');
  const word = (n: number): string => rng.string('abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789', n);
  assertVectors(
    basicCredentials,
    [
      b64(`deploy:${word(18)}`),
      b64(`${word(24)}:`), // an API key as the user, empty password (curl -u key:)
      b64(`_json_key:{\n  "type": "service_account",\n  "private_key_id": "${word(40)}"\n}`),
    ],
    [
      b64('user:password'), b64('your_login:your_password'), b64('ci-bot:registry-password'), b64('user:pass'),
      b64('foo:bar'), b64('Aladdin:open sesame'), b64('deploy:${REGISTRY_PASSWORD}'), b64('svc:<password>'),
      b64('admin:changeme'), b64('password'), b64('username:token'),
      'not base64!', 'QUFB', 'QUFBQUFBQUFBQUFB', '',
      b64(word(24)), // no colon: not a pair
      Buffer.from([0xde, 0xad, 0x3a, 0xbe, 0xef, 0x00, 0x01, 0x02, 0xff, 0xfe]).toString('base64'), // bytes, not text
    ],
  );
  assert.ok(assertRoundTrip(basicCredentials, { user: 'ci' }).every((v) => Buffer.from(v, 'base64').toString('utf8').startsWith('ci:')));
});

test('atlassian-dc-pat: 12-digit id, colon, 20 random bytes', () => {
  const rng = createRng('atlassian-dc-pat');
  const token = (head: string, tail: number[]): string => Buffer.concat([Buffer.from(head, 'latin1'), Buffer.from(tail)]).toString('base64');
  const random20 = (): number[] => Array.from({ length: 20 }, () => rng.int(256));
  assertVectors(
    atlassianDcPat,
    [token('597243922500:', random20()), token('100000000001:', random20())],
    [
      token('59724392250a:', random20()), // id is not all digits
      token('5972439225001', random20()), // no colon after the id
      token('597243922500:', new Array(20).fill(0)), // filler bytes
      token('597243922500:', random20()).slice(0, 43), // cut short
      Buffer.from(random20().concat(random20()).slice(0, 33)).toString('base64'), // random bytes
      'N' + 'q'.repeat(43), '',
    ],
  );
  assert.ok(assertRoundTrip(atlassianDcPat).every((v) => /^[MNO][A-Za-z0-9+/]{43}$/.test(v)));
});

test('discord-bot-token: the first part decodes to a 17-20 digit user id', () => {
  const part1 = (id: string): string => Buffer.from(id, 'latin1').toString('base64url');
  const tail = '.Zq4-Rt.' + 'k7Vw2Lp9Xc4Nb1Hs6Jd3Gy5Ae0Uo2Ri4Pl7Mk9Nb';
  assertVectors(
    discordBotToken,
    [part1('804417229931185160') + tail, part1('12345678901234567') + tail, part1('98765432109876543210') + tail],
    [
      part1('80441722993118516a') + tail, // id is not all digits
      part1('080441722993118516') + tail, // a snowflake has no leading zero
      part1('1234567890123456') + tail, // 16 digits: too short for a user id
      Buffer.from('q7Vw2Lp9Xc4Nb1Hs6Jd3', 'latin1').toString('base64url').replace(/^./, 'N') + tail, // random text
      part1('804417229931185160') + '.Zq4Rt.' + 'k7Vw2Lp9Xc4Nb1Hs6Jd3Gy5Ae0Uo2Ri4Pl7Mk9Nb', // 5-character middle part
      '',
    ],
  );
  assert.ok(assertRoundTrip(discordBotToken).every((v) => /^[MNO][A-Za-z0-9_-]{22,27}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{38}$/.test(v)));
});

test('wif-private-key: the Bitcoin wiki example, both encodings; wrong version, flag or checksum', () => {
  // https://en.bitcoin.it/wiki/Wallet_import_format: secret 0C28FCA3…9D72AA1D
  assertVectors(
    wifPrivateKey,
    ['5HueCGU8rMjxEXxiPuD5BDku4MkFqeZyd4dZ1jvhTVqvbTLvyTJ', 'KwdMAjGmerYanjeui5SHS7JkmpZvVipYvB2LJGU1ZxJwYvP98617'],
    [
      '5HueCGU8rMjxEXxiPuD5BDku4MkFqeZyd4dZ1jvhTVqvbTLvyTK', // checksum
      'KwdMAjGmerYanjeui5SHS7JkmpZvVipYvB2LJGU1ZxJwYvP98618',
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', // an address (version 0x00, 20 bytes)
      '5HueCGU8rMjxEXxiPuD5BDku4MkFqeZyd4dZ1jvhTVqvbTLvyT0', // '0' is not Base58
      '', '5',
    ],
  );
  const values = assertRoundTrip(wifPrivateKey);
  assert.ok(values.every((v) => /^[KL]/.test(v) && v.length === 52), 'compressed mainnet keys start with K or L');
  assert.ok(assertRoundTrip(wifPrivateKey, { compressed: false }).every((v) => v.startsWith('5') && v.length === 51));
  assert.ok(assertRoundTrip(wifPrivateKey, { testnet: true }).every((v) => /^c/.test(v)));
  assertFlipDetection(wifPrivateKey, 0.99);
});

test.run();
