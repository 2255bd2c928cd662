// A display name that is its own mail domain's name is an organisation, also where the text
// repeats it (a sign-off); a person's own domain or a person's name stays a person's.
// Every example is written for this test.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { namesOwnMailDomain } from '../../src/engine/mail-domain-names.js';

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

test.run();
