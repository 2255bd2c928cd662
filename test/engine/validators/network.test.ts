import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { email, emailSpelled } from '../../../src/engine/validators/email.js';
import { ipv4 } from '../../../src/engine/validators/ipv4.js';
import { expandIpv6, ipv6 } from '../../../src/engine/validators/ipv6.js';
import { assertRoundTrip, assertVectors } from './helpers.js';

test('ipv4: dotted quads', () => {
  assertVectors(
    ipv4,
    // RFC 5737 documentation addresses, RFC 1918 private, loopback, public resolvers
    ['192.0.2.1', '198.51.100.42', '203.0.113.7', '10.0.0.1', '127.0.0.1', '8.8.8.8', '255.255.255.255', '0.0.0.0', ' 1.1.1.1 '],
    ['256.0.0.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', '1.2.3.04', '1.2.3.-4', '1..2.3', '1.2.3.4/24', 'a.b.c.d', '１.２.３.４', ''],
  );
});

test('ipv4: publicOnly drops IANA special-purpose ranges (RFC 6890)', () => {
  const pub = { publicOnly: true };
  assertVectors(
    ipv4,
    ['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '198.20.0.1', '223.255.255.254'],
    ['10.1.2.3', '172.16.5.4', '172.31.255.255', '192.168.1.1', '127.0.0.1', '169.254.1.1', '100.64.0.1', '0.1.2.3',
      '192.0.2.1', '198.51.100.1', '203.0.113.1', '198.18.0.1', '224.0.0.1', '240.0.0.1', '255.255.255.255'],
    pub,
  );
});

test('ipv4: generate → validate (default and publicOnly)', () => {
  assertRoundTrip(ipv4);
  assertRoundTrip(ipv4, { publicOnly: true });
});

test('ipv6: RFC 4291 §2.2 text forms', () => {
  assertVectors(
    ipv6,
    [
      'ABCD:EF01:2345:6789:ABCD:EF01:2345:6789', '2001:DB8:0:0:8:800:200C:417A', 'FF01:0:0:0:0:0:0:101',
      '0:0:0:0:0:0:0:1', '0:0:0:0:0:0:0:0', '2001:DB8::8:800:200C:417A', 'FF01::101', '::1', '::',
      '0:0:0:0:0:0:13.1.68.3', '0:0:0:0:0:FFFF:129.144.52.38', '::13.1.68.3', '::FFFF:129.144.52.38',
      '2001:db8:85a3::8a2e:370:7334', '1:2:3:4:5:6:7::', '::2:3:4:5:6:7:8',
    ],
    [
      '2001:DB8::8::417A', '12345::1', '1:2:3:4:5:6:7:8:9', ':1:2:3:4:5:6:7', '1:2:3:4:5:6:7:', '1::2:3:4:5:6:7:8',
      '::1.2.3.256', '::1.2.3', '1.2.3.4::', 'fe80::1%eth0', '[::1]', 'g::1', ':::', '', '1:2:3:4:5:6:7:8:1.2.3.4',
    ],
  );
  assert.equal(expandIpv6('2001:db8::1'), [0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]);
});

test('ipv6: publicOnly drops loopback, link-local, ULA, multicast, documentation', () => {
  assertVectors(
    ipv6,
    ['2606:4700:4700::1111', '2a00:1450:4001:81c::200e'],
    ['::', '::1', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1', '2001:db8::1', '::ffff:10.0.0.1'],
    { publicOnly: true },
  );
});

test('ipv6: generate → validate; RFC 5952 canonical (lower case, compressed)', () => {
  const values = assertRoundTrip(ipv6);
  assertRoundTrip(ipv6, undefined, { publicOnly: true });
  assert.ok(values.every((v) => v === v.toLowerCase() && !/(^|:)0[0-9a-f]/.test(v)));
  assert.ok(values.some((v) => v.includes('::')));
});

test('email: RFC 3696 §3 / RFC 5322 dot-atom examples', () => {
  assertVectors(
    email,
    [
      // RFC 3696 §3 examples that use no quoting
      'user+mailbox@example.com', 'customer/department=shipping@example.com', '$A12345@example.com',
      '!def!xyz%abc@example.com', '_somename@example.com',
      'john.doe@example.co.uk', 'x@example.org', 'USER@EXAMPLE.COM',
      'user@xn--80ak6aa92e.xn--p1ai', // punycode TLD (.рф) from the IANA list
      `${'a'.repeat(64)}@example.com`,
    ],
    [
      // https://en.wikipedia.org/wiki/Email_address#Invalid_email_addresses
      'Abc.example.com', 'A@b@c@example.com', 'a"b(c)d,e:f;g<h>i[j\\k]l@example.com', 'just"not"right@example.com',
      'this is"not\\allowed@example.com', 'i_like_underscore@but_its_not_allowed_in_this_part.example.com',
      '.user@example.com', 'user.@example.com', 'a..b@example.com', 'user@-example.com', 'user@example-.com',
      'user@localhost', 'user@example.notarealtld', 'user@example', '@example.com', 'user@',
      `${'a'.repeat(65)}@example.com`, `user@${'a'.repeat(64)}.com`, '"quoted"@example.com', '',
    ],
  );
});

test('email: a domain in capitals is still a mailbox (Kerberos principals are told apart by their tools, in the pack)', () => {
  assertVectors(email, ['USER@EXAMPLE.COM', 'Jane.Doe@Example.COM', 'j.doe@example.COM.au', 'jdoe@CORP.EXAMPLE.COM', 'svc_etl@DATA.EXAMPLE.ORG'], []);
});

test('email: the RFC 2606 reserved top-level names count as domains; a bare reserved name does not', () => {
  assertVectors(
    email,
    ['r.fontaine@billing.example', 'ops-lead@staging.test', 'kowal.anna@anon.invalid', 'dev@box.localhost', 'M.IKEDA@HQ.EXAMPLE'],
    ['r.fontaine@example', 'ops-lead@test', 'someone@corp.examples', 'dev@box.local-host'],
  );
});

test('email-spelled: the at-word and dot-words spell an address that must pass email', () => {
  assertVectors(
    emailSpelled,
    ['tomas dot ruiz at fastmail dot com', 'k punkt weber ät posteo punkt de', 'lucia_m arroba telefonica punto net', 'piotr kropka nowak MAŁPA wp kropka pl', 'minho 골뱅이 naver 점 com'],
    ['tomas dot ruiz at fastmail dot notarealtld', 'tomas at ruiz at fastmail dot com', 'tomas dot ruiz fastmail dot com', 'tomas dot ruiz at fastmail', 'tomas and ruiz at fastmail dot com', ''],
  );
  assertRoundTrip(emailSpelled);
});

test('email: generate → validate for 200 seeds', () => {
  assertRoundTrip(email);
  assert.ok(assertRoundTrip(email, { domain: 'example.org' }).every((v) => v.endsWith('@example.org')));
});

test.run();
