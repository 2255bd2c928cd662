// A display name that is its own mail domain's name is an organisation, also where the text
// repeats it (a sign-off); a person's own domain or a person's name stays a person's.
// Every example is written for this test.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { namesOwnMailDomain } from '../../src/engine/mail-domain-names.js';
import { RuleMatcher } from '../../src/engine/matcher.js';
import { pack } from '../support/packs.js';

const test = suite('engine: names of a text\'s own mail domains');

test('the display name that is its domain\'s label names the organisation, in every mention', () => {
  const text = 'From: Lantern Ferries <bookings@lanternferries.example>\nTo: o.reyes@mail.example\n\nKind regards,\nLantern Ferries – Reservations';
  assert.ok(namesOwnMailDomain(text, 'Lantern Ferries'));
  assert.ok(namesOwnMailDomain(text, 'lantern  ferries'), 'compared without case and extra spaces');
  assert.not.ok(namesOwnMailDomain(text, 'Oscar Reyes'));
});

test('a quoted display name, a hyphenated domain label and accents count', () => {
  assert.ok(namesOwnMailDomain('"Café Mirador" <hola@cafe-mirador.example>', 'Café Mirador'));
});

test('the person\'s own mailbox or a name the resource reads as a person is no organisation', () => {
  assert.not.ok(namesOwnMailDomain('From: Tessa Holm <tessa@tessaholm.example>', 'Tessa Holm'), 'a word of the name in the mailbox');
  assert.not.ok(namesOwnMailDomain('From: Marta Nowak <biuro@martanowak.example>', 'Marta Nowak'), 'known given name and surname');
  assert.not.ok(namesOwnMailDomain('From: Blue Harbour <info@otherdomain.example>', 'Blue Harbour'), 'the domain is another name');
  assert.not.ok(namesOwnMailDomain('Sign-off: Blue Harbour', 'Blue Harbour'), 'no address at all');
});

test('a rule drops such names only when its allowlist asks for it (mailDomainOrganisations)', () => {
  const signedBy = { id: 'signed-by', category: 'person_name', pattern: 'Signed: (?<v>\\p{Lu}\\p{Ll}+ \\p{Lu}\\p{Ll}+)', flags: 'u', secretGroup: 'v', confidence: 0.6 };
  const text = 'From: Lantern Ferries <bookings@lanternferries.example>\nSigned: Lantern Ferries\nSigned: Oscar Reyes';
  const found = (mailDomainOrganisations?: boolean): string[] => new RuleMatcher([pack([{ ...signedBy, allowlist: { placeholders: true, ...(mailDomainOrganisations === undefined ? {} : { mailDomainOrganisations }) } }])]).scan(text).map((m) => text.slice(m.start, m.end));
  assert.equal(found(true), ['Oscar Reyes']);
  assert.equal(found(), ['Lantern Ferries', 'Oscar Reyes'], 'absent = false: the rule keeps what it matched');
});

test.run();
