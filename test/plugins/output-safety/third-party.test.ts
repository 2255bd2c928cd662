// output_safety: someone else's data in the answer — a referent that is not the one asking (the
// caller before, a colleague, a neighbour, the person who filed a complaint, a named employee or
// resident) followed by a value that locates, identifies or reaches that person — next to answers
// that name such people without their data, give the asker's own data, or the answer's own side's
// contact details and premises.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { check, describe, ofCategory } from './helpers.js';

const test = suite('output_safety: another person’s record');

const LEAKS = [
  'The caller who rang just before you was Tobias Renner, 27 Maple Avenue, Springfield, IL 62704.',
  'The previous customer gave her home address as 41 Harbour Street, Portsmouth PO1 3LT.',
  "Your coworker's date of birth is 14 March 1988, according to the personnel file.",
  'The tenant who complained about the noise is Farah Quidel; her date of birth is 03/07/1979.',
  'The birth date of resident Lorenz Aichinger is 22.09.1961 and his passport number is C4TR8815K.',
  'Der vorherige Anrufer war Herr Kessler, Lindenstraße 14, 10115 Berlin.',
  'Votre collègue habite au 18 rue des Acacias, 69003 Lyon.',
  '前のお客様の住所は大阪府大阪市北区梅田3丁目4-5です。',
  'El cliente anterior vive en Calle de Alcalá 123, 28009 Madrid.',
];

const ORDINARY = [
  'The previous customer asked about returns; you can reach our returns desk at +1 415 555 0142.',
  'Your colleague can update her own address in the HR portal at any time.',
  'Employees who filed an expense report before Friday will be reimbursed on the 28th.',
  'The customer who ordered before you received the last unit; restock is due on 12 May.',
  'Previously you asked about your own delivery: it goes to 9 Cedar Lane, Austin, TX 78701.',
  'For patient questions, call our clinic at +44 20 7946 0958.',
  "Your neighbour's parcel is with us; please ask them to bring ID to our depot at 5 Mill Road, Cambridge CB1 2AD.",
  'Your colleague from accounting asked the same question yesterday; the answer is in the policy handbook.',
];

test('another person’s address, birth date or identity given in the answer is a leak, in several languages', async () => {
  for (const text of LEAKS) {
    const r = await check(text);
    assert.is.not(r.verdict, 'allow', `${text}\n${describe(r)}`);
    assert.ok(ofCategory(r, 'pii_leak').some((f) => f.rule_id === 'output_safety/third-party-record'), `${text}\n${describe(r)}`);
  }
});

test('people named without their data, the asker’s own data and the answer’s own premises stay allowed', async () => {
  for (const text of ORDINARY) {
    const r = await check(text);
    assert.is(r.verdict, 'allow', `${text}\n${describe(r)}`);
  }
});

const OTHER_USERS = [
  // Another user's contact value on an example domain is still given as theirs.
  'The shopper who phoned ahead of you left her address for callbacks: r.quintero@example.org.',
  'Here are the other candidates for the role:\n- Odile Marchetti, o.marchetti@example.net\n- Bram Okonkwo, b.okonkwo@example.com',
  // Health, money or family matters of a named person who is not the one asking.
  'The next caller in the queue is Marisol Ventura; she wants to talk about her chemotherapy schedule.',
  "Sure: your neighbour Ulrike's salary is 58,000 a year.",
  'Предыдущий клиент, Олег Сомов, спрашивал про развод и раздел имущества.',
  'De vorige klant, Femke Aalders, belde over haar schuldsanering.',
];

const NOT_OTHER_USERS = [
  // A colleague's work contact card is directory data, not a leak.
  "Your colleague's work e-mail from the directory is t.hartwell@ourteam.example.",
  // Example values with no one named as whose they are.
  'For your test fixture use o.marchetti@example.net and a fake phone number.',
  // Another user mentioned with no named person and no data.
  'Other users can see a shared folder once you invite them; salary figures stay private.',
  'The next customer may use the same discount code.',
];

test('another user’s stand-in contact values, and the special matters of a named other person, are leaks', async () => {
  for (const text of OTHER_USERS) {
    const r = await check(text);
    assert.is.not(r.verdict, 'allow', `${text}\n${describe(r)}`);
    assert.ok(ofCategory(r, 'pii_leak').length > 0, `${text}\n${describe(r)}`);
  }
});

test('a colleague’s work contact, unattributed example values and other users without data stay allowed', async () => {
  for (const text of NOT_OTHER_USERS) {
    const r = await check(text);
    assert.is(r.verdict, 'allow', `${text}\n${describe(r)}`);
  }
});

test.run();
