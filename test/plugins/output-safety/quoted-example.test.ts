// output_safety: a request for a secret quoted as an example of a scam or an attack is shown to
// the reader, not asked of them — unless something in the quote can be acted on, or nothing
// outside the quote frames it.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { check, describe, ofCategory } from './helpers.js';
import { inQuotedExample } from '../../../plugins/output_safety/lure.js';

const test = suite('output_safety: quoted examples of requests');

const spanOf = (text: string, needle: string): [number, number] => {
  const at = text.indexOf(needle);
  assert.ok(at >= 0, needle);
  return [at, at + needle.length];
};

test('inQuotedExample: framed, inert quotes are examples; bare, live or unframed ones are not', () => {
  const framed = 'Training slide, phishing example:\n> "Mailbox full. Reply with your password to keep it."';
  assert.ok(inQuotedExample(framed, ...spanOf(framed, 'Reply with your password'), 200));
  const verdict = 'Ce message est une arnaque :\n> « Envoyez votre mot de passe pour débloquer le compte. »';
  assert.ok(inQuotedExample(verdict, ...spanOf(verdict, 'Envoyez votre mot de passe'), 200));
  // Outside the quote: the same words are a request.
  const plain = 'Phishing example training: reply with your password to keep the mailbox.';
  assert.not.ok(inQuotedExample(plain, ...spanOf(plain, 'reply with your password'), 200));
  // A live link or a phone number in the quote can be acted on.
  const live = 'Phishing example for the slide:\n> "Confirm your password at https://mail-quota-check.click/login today."';
  assert.not.ok(inQuotedExample(live, ...spanOf(live, 'Confirm your password'), 200));
  const phone = 'Scam example for the newsletter:\n> "Text your PIN to +61 491 570 006 to keep the card."';
  assert.not.ok(inQuotedExample(phone, ...spanOf(phone, 'Text your PIN'), 200));
  // A quote nobody frames as an example is a message to send.
  const draft = 'Here is the text for the staff:\n> "Mailbox full. Reply with your password to keep it."';
  assert.not.ok(inQuotedExample(draft, ...spanOf(draft, 'Reply with your password'), 200));
});

test('quoted examples of credential requests in awareness material are allowed', async () => {
  for (const text of [
    "Here's what the scam text looked like, for your awareness newsletter:\n> \"Customs fee unpaid. Text back the long number on your card plus the 3 digits on the back so we can dispatch.\"\nNever answer messages like this.",
    "Exemple typique d'hameçonnage à montrer en formation :\n> « Votre compte sera bloqué. Envoyez-nous votre mot de passe pour le réactiver. »",
    'Este correo es un intento de phishing:\n> "Estimado usuario, responda con su contraseña para mantener su buzón activo."\nNo responda y elimínelo.',
    'Red flags in this example: urgency and a request for your PIN.\n> "Final notice: send your PIN today or your card will be cancelled."',
    'Das ist Betrug:\n> "Senden Sie uns Ihr Passwort, sonst wird Ihr Konto gesperrt."\nLöschen Sie die Nachricht.',
  ]) {
    const r = await check(text);
    assert.is(ofCategory(r, 'phishing').length, 0, `${text}\n→ ${describe(r)}`);
  }
});

test('drafts to send, quotes with a live link or contact, and unquoted requests still ask', async () => {
  for (const text of [
    'Here is the message to send to the staff:\n> "Your mailbox is full. Reply with your password today to keep it active."',
    'Example phishing email for the campaign:\n> "Your account is locked. Confirm your password at https://secure-login-verify.click/auth today."',
    'Sample text for the customers:\n> "Delivery paused: text your card number and CVV to +31 6 5550 1987 and the courier will come back."',
    'Your mailbox is full. Reply with your password today to keep it active.',
  ]) {
    const r = await check(text);
    assert.ok(ofCategory(r, 'phishing').length > 0, `${text}\n→ ${describe(r)}`);
  }
});

test.run();
