// The PII rule packs end to end through the pii_secrets check: realistic documents in several
// languages with the exact spans every finding must have, region and country tables, hard
// negatives that must stay silent, and a linear-time guard for every PII pattern.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { runTextCheck } from '../support/checks.js';
import { rulesDir } from '../support/paths.js';
import { cpuMicros, FACTOR, growth, MAX_GROWTH } from '../support/growth.js';

const test = suite('pii packs: end to end');

/** Categories the PII packs report; other packs' findings (secrets) are not asserted here. */
const PII = new Set([
  'email', 'phone_number', 'credit_card', 'iban', 'bank_account', 'national_id', 'tax_id', 'ip_address', 'mac_address',
  'crypto_wallet', 'date_of_birth', 'passport_number', 'street_address', 'person_name',
]);

interface Expected {
  rule: string;
  value: string;
  /** Which occurrence of `value` in the text (0 = first). */
  nth?: number;
}

type Finding = Awaited<ReturnType<typeof runTextCheck>>['findings'][number];

function spanOf(text: string, value: string, nth = 0): [number, number] {
  let at = -1;
  for (let i = 0; i <= nth; i++) {
    at = text.indexOf(value, at + 1);
    if (at < 0) throw new Error(`fixture does not contain ${JSON.stringify(value)} (occurrence ${nth})`);
  }
  return [at, at + value.length];
}

async function piiFindings(text: string): Promise<{ verdict: string; risk: string; findings: Finding[] }> {
  const result = await runTextCheck('pii_secrets', text);
  return { verdict: result.verdict, risk: result.risk, findings: result.findings.filter((f) => PII.has(f.category)) };
}

const show = (text: string, f: Finding): string => `${f.rule_id} ${JSON.stringify(text.slice(f.utf16_start, f.utf16_end))} [${f.utf16_start}, ${f.utf16_end})`;

/** Exactly these PII findings, at exactly these spans (UTF-16 and code points agree on BMP text). */
async function expectExactly(text: string, expected: readonly Expected[]): Promise<{ verdict: string; risk: string; findings: Finding[] }> {
  const out = await piiFindings(text);
  const got = out.findings.map((f) => show(text, f)).sort();
  const want = expected
    .map((e) => {
      const [start, end] = spanOf(text, e.value, e.nth);
      return `pii-${e.rule} ${JSON.stringify(e.value)} [${start}, ${end})`;
    })
    .sort();
  assert.equal(got, want);
  for (const f of out.findings) {
    assert.is(f.start, f.utf16_start, 'BMP fixtures: code point and UTF-16 offsets agree');
    assert.ok(f.masked !== undefined && !f.masked.includes(text.slice(f.utf16_start, f.utf16_end)), `${f.rule_id} is masked`);
  }
  return out;
}

const byRule = (findings: readonly Finding[], rule: string): Finding => {
  const f = findings.find((x) => x.rule_id === `pii-${rule}`);
  if (!f) throw new Error(`no finding of ${rule}`);
  return f;
};

test('an English e-mail signature: name, address, phones, e-mail', async () => {
  const text = [
    'Thanks for your help with the migration!',
    '',
    'Best regards,',
    'Laura Chen',
    'Senior Data Engineer | Northwind Analytics',
    'laura.chen@northwind-analytics.com',
    'Mobile: +1 (415) 555-2938 · Office: (212) 555-3147',
    '350 Fifth Avenue, Suite 3300, New York, NY 10118',
  ].join('\n');
  const out = await expectExactly(text, [
    { rule: 'personal/person-name-signature', value: 'Laura Chen' },
    { rule: 'contact/email', value: 'laura.chen@northwind-analytics.com' },
    { rule: 'phone/phone-international', value: '+1 (415) 555-2938' },
    { rule: 'phone/phone-nanp-parenthesized', value: '(212) 555-3147' },
    { rule: 'personal/street-address-en', value: '350 Fifth Avenue, Suite 3300, New York, NY 10118' },
  ]);
  // Contact details alone are medium severity: review, not block.
  assert.is(out.verdict, 'review');
  assert.is(out.risk, 'medium');
  assert.is(byRule(out.findings, 'phone/phone-international').validated, true);
});

test('a CRM export (CSV): names under their column headers, e-mails, international phones and IBANs per row; ids and timestamps stay silent', async () => {
  const text = [
    'id,first_name,last_name,email,phone,country,iban,created_at',
    '10234,Anna,Kowalski,anna.kowalski@example.pl,+48 512 345 678,PL,PL65 1090 1014 0000 0712 1981 2899,2023-04-01T10:22:31Z',
    '10235,Mehmet,Yilmaz,m.yilmaz@example.com.tr,+90 532 123 45 67,TR,TR33 0006 1005 1978 6457 8413 26,2023-04-02T08:01:12Z',
    '10236,Sophie,Martin,sophie.martin@example.fr,+33 6 12 34 56 78,FR,FR25 2004 1010 0505 0001 3M02 699,2023-04-03T17:45:00Z',
  ].join('\n');
  const out = await expectExactly(text, [
    { rule: 'personal/person-name-part-column', value: 'Anna' },
    { rule: 'personal/person-name-part-column', value: 'Kowalski' },
    { rule: 'contact/email', value: 'anna.kowalski@example.pl' },
    { rule: 'phone/phone-international', value: '+48 512 345 678' },
    { rule: 'financial/iban', value: 'PL65 1090 1014 0000 0712 1981 2899' },
    { rule: 'personal/person-name-part-column', value: 'Mehmet' },
    { rule: 'personal/person-name-part-column', value: 'Yilmaz' },
    { rule: 'contact/email', value: 'm.yilmaz@example.com.tr' },
    { rule: 'phone/phone-international', value: '+90 532 123 45 67' },
    { rule: 'financial/iban', value: 'TR33 0006 1005 1978 6457 8413 26' },
    { rule: 'personal/person-name-part-column', value: 'Sophie' },
    { rule: 'personal/person-name-part-column', value: 'Martin' },
    { rule: 'contact/email', value: 'sophie.martin@example.fr' },
    { rule: 'phone/phone-international', value: '+33 6 12 34 56 78' },
    { rule: 'financial/iban', value: 'FR25 2004 1010 0505 0001 3M02 699' },
  ]);
  // A checksum-validated IBAN is a high-confidence, high-severity finding: the check blocks.
  const iban = byRule(out.findings, 'financial/iban');
  assert.is(iban.confidence, 'high');
  assert.is(iban.severity, 'high');
  assert.is(out.verdict, 'block');
});

test('a German HR letter: salutation, labelled name, birth date, address, Steuer-ID, IBAN, phone, signature', async () => {
  const text = [
    'Personalabteilung – Vertraulich',
    '',
    'Sehr geehrte Frau Schneider,',
    '',
    'wir bestätigen Ihre Anstellung zum 01.05.2024 (Personalnummer 48213). Bitte prüfen Sie Ihre Stammdaten:',
    '',
    'Name: Katrin Schneider',
    'Geburtsdatum: 14.07.1988',
    'Anschrift: Lindenstraße 23, 50674 Köln',
    'Steuer-ID: 36 574 261 809',
    'IBAN: DE35 3704 0044 0532 0130 99',
    'Telefon: 0221 98765432',
    '',
    'Mit freundlichen Grüßen',
    'Thomas Becker',
    'Personalreferent',
  ].join('\n');
  const out = await expectExactly(text, [
    { rule: 'personal/person-name-salutation', value: 'Schneider' },
    { rule: 'personal/person-name-labelled', value: 'Katrin Schneider' },
    { rule: 'personal/date-of-birth', value: '14.07.1988' },
    { rule: 'personal/street-address-de', value: 'Lindenstraße 23, 50674 Köln' },
    { rule: 'national-ids/de-steuer-id', value: '36 574 261 809' },
    { rule: 'financial/iban', value: 'DE35 3704 0044 0532 0130 99' },
    { rule: 'phone/phone-national-trunk', value: '0221 98765432' },
    { rule: 'personal/person-name-signature', value: 'Thomas Becker' },
  ]);
  const steuer = byRule(out.findings, 'national-ids/de-steuer-id');
  assert.is(steuer.category, 'tax_id');
  assert.is(steuer.confidence, 'high');
  // Context-only kinds stay below high confidence.
  assert.is(byRule(out.findings, 'personal/date-of-birth').confidence, 'medium');
  assert.is(byRule(out.findings, 'personal/person-name-labelled').confidence, 'medium');
});

test('a French invoice: titled client name, address, phone, e-mail, IBAN; the order reference is not a card', async () => {
  const text = [
    'FACTURE N° 2024-00187',
    'Date : 15/03/2024',
    'Client : M. Julien Moreau',
    'Adresse : 12 rue de la Paix, 75002 Paris',
    'Tél. : 01 42 68 53 00',
    'E-mail : julien.moreau@exemple.fr',
    'IBAN : FR76 3000 6000 0112 3456 7890 189',
    'Référence commande : 4111 1111 1111 1111',
    'Total TTC : 1 234,56 €',
  ].join('\n');
  await expectExactly(text, [
    { rule: 'personal/person-name-titled', value: 'Julien Moreau' },
    { rule: 'personal/street-address-fr', value: '12 rue de la Paix, 75002 Paris' },
    { rule: 'phone/phone-national-trunk', value: '01 42 68 53 00' },
    { rule: 'contact/email', value: 'julien.moreau@exemple.fr' },
    { rule: 'financial/iban', value: 'FR76 3000 6000 0112 3456 7890 189' },
  ]);
});

test('a Spanish form: full name, DNI, birth date, address, phone, e-mail, IBAN', async () => {
  const text = [
    'SOLICITUD DE ALTA',
    'Nombre completo: María José García Fernández',
    'DNI: 54362315K',
    'Fecha de nacimiento: 23/11/1979',
    'Dirección: Calle Mayor 5, 28013 Madrid',
    'Teléfono: 612 34 56 78',
    'Correo electrónico: mjgarcia@correo.es',
    'Número de cuenta (IBAN): ES28 2100 0418 4502 0005 1399',
  ].join('\n');
  const out = await expectExactly(text, [
    { rule: 'personal/person-name-labelled', value: 'María José García Fernández' },
    { rule: 'national-ids/es-dni', value: '54362315K' },
    { rule: 'personal/date-of-birth', value: '23/11/1979' },
    { rule: 'personal/street-address-es', value: 'Calle Mayor 5, 28013 Madrid' },
    { rule: 'phone/phone-national-closed', value: '612 34 56 78' },
    { rule: 'contact/email', value: 'mjgarcia@correo.es' },
    { rule: 'financial/iban', value: 'ES28 2100 0418 4502 0005 1399' },
  ]);
  assert.is(byRule(out.findings, 'national-ids/es-dni').category, 'national_id');
  assert.is(out.verdict, 'block');
});

test('a support chat transcript: the card, phone, e-mail and SSN a customer pasted', async () => {
  const text = [
    '[10:02] Agent (Sam): Hi! How can I help you today?',
    '[10:03] Customer: Hi Sam, my card ending 6467 was charged twice. Order #A-99812.',
    '[10:04] Agent (Sam): Sorry about that. Can you confirm the full card number?',
    "[10:04] Customer: sure, it's 4539148803436467, exp 08/27, CVV 123",
    '[10:05] Customer: my phone is 415-555-2938 and email k.osei@example.org',
    '[10:06] Agent (Sam): Thanks Kwame. Ticket 4820-1173-5522 opened.',
    '[10:07] Customer: also my SSN is 536-90-4399 if you need it for the refund form',
  ].join('\n');
  const out = await expectExactly(text, [
    { rule: 'financial/visa', value: '4539148803436467' },
    { rule: 'phone/phone-nanp', value: '415-555-2938' },
    { rule: 'contact/email', value: 'k.osei@example.org' },
    { rule: 'personal/person-name-salutation', value: 'Sam', nth: 1 },
    { rule: 'national-ids/us-ssn', value: '536-90-4399' },
  ]);
  const card = byRule(out.findings, 'financial/visa');
  assert.is(card.type, 'visa');
  assert.is(card.confidence, 'high');
  assert.is(card.validated, true);
  assert.is(out.verdict, 'block');
});

test('a KYC note: passport number and MRZ (both lines, one zone), BSN, NINO, wallets and the account number (the routing number beside it names a bank, not the account)', async () => {
  const text = [
    'KYC review — case 2024-118',
    'Passport No.: 533380006',
    'MRZ:',
    'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
    'L898902C36UTO7408122F1204159ZE184226B<<<<<10',
    'BSN: 111222333',
    'NI number: AB 12 34 56 C',
    'Payout wallet (BTC): bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    'ETH: 0x7A1f3c9e5b2d4086e1F09C3b5A7D2E4f6B8c0d19',
    'Routing number: 021000021, account number 000123456789',
  ].join('\n');
  const out = await expectExactly(text, [
    { rule: 'personal/passport-number', value: '533380006' },
    // Line 1 (the holder's name) over a valid line 2 is one document's zone, reported whole as the passport.
    { rule: 'personal/passport-mrz-below-name-line', value: 'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10' },
    { rule: 'national-ids/nl-bsn', value: '111222333' },
    { rule: 'national-ids/uk-nino', value: 'AB 12 34 56 C' },
    { rule: 'crypto/bitcoin-segwit', value: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
    { rule: 'crypto/ethereum-checksummed', value: '0x7A1f3c9e5b2d4086e1F09C3b5A7D2E4f6B8c0d19' },
    // The routing number's label beside the account is what the bank-code rule looks for.
    { rule: 'financial/bank-account-beside-bank-code', value: '000123456789' },
  ]);
  assert.is(byRule(out.findings, 'personal/passport-mrz-below-name-line').confidence, 'high');
  assert.is(byRule(out.findings, 'personal/passport-number').confidence, 'medium');
  assert.is(byRule(out.findings, 'crypto/bitcoin-segwit').severity, 'low');
});

test('server logs: public client IPs (v4 and v6) low severity, a private client IP lower confidence; server hosts, versions, resolvers and documentation ranges silent', async () => {
  const text = [
    '2024-03-15T10:22:31.123Z INFO  [req-7f3a9c] login ok user_id=48213 client_ip=81.2.69.160 ua="Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0.6099.109"',
    '2024-03-15T10:22:35.004Z WARN  [req-7f3a9d] failed login from 2a00:1450:4001:81b::200e (attempt 3)',
    '2024-03-15T10:22:36.410Z DEBUG upstream=10.0.3.17:8443 version=2.14.1.0 build 4.2.0.1 resolver=8.8.8.8',
    '2024-03-15T10:22:36.902Z INFO  [req-7f3a9e] login ok user_id=48214 client_ip=10.0.8.23',
    '203.0.113.9 - - [15/Mar/2024:10:22:37 +0000] "GET /api/v1/orders/3948573920 HTTP/1.1" 200 5123',
  ].join('\n');
  const out = await expectExactly(text, [
    { rule: 'network/ipv4-public', value: '81.2.69.160' },
    { rule: 'network/ipv6-public', value: '2a00:1450:4001:81b::200e' },
    { rule: 'network/ipv4-private', value: '10.0.8.23' },
  ]);
  assert.is(out.verdict, 'review');
  assert.is(out.risk, 'low');
  assert.is(byRule(out.findings, 'network/ipv4-public').confidence, 'high');
  assert.is.not(byRule(out.findings, 'network/ipv4-private').confidence, 'high');
});

test('the label right before a number decides what it is, whatever labels sit on neighbouring lines', async () => {
  const text = [
    'Name: George Taylor',
    'Tel: 07885 458862',
    'Passport No.: 247287248',
    'Order: 4539 1488 0343 6467',
    'SSN#: 536-90-4399',
    'Referencia del producto 2603-325717.',
    'DB: postgres://app:Sup3r!secret@db.example.com:5432/app',
  ].join('\n');
  const out = await expectExactly(text, [
    { rule: 'personal/person-name-labelled', value: 'George Taylor' },
    { rule: 'phone/phone-national-trunk', value: '07885 458862' },
    { rule: 'personal/passport-number', value: '247287248' },
    { rule: 'national-ids/us-ssn', value: '536-90-4399' },
  ]);
  // The order number is Luhn-valid but labelled as an order; the URL password is no e-mail address.
  assert.not.ok(out.findings.some((f) => f.category === 'credit_card' || f.category === 'email'));
});

test('phone numbers: international format for 27 regions, without context', async () => {
  const numbers = [
    '+1 415 555 2671', '+1 604 555 2893', '+44 20 7183 4406', '+49 30 12345678', '+33 1 42 68 53 00', '+34 612 34 56 78', '+39 06 1234 5678',
    '+31 20 123 4567', '+32 470 12 34 56', '+41 44 668 18 00', '+43 664 1234567', '+46 8 123 456 78', '+47 22 12 34 56', '+45 20 12 34 56',
    '+358 40 123 4567', '+48 512 345 678', '+351 912 345 678', '+353 87 123 4567', '+61 412 345 678', '+64 21 123 4567', '+91 98765 43210',
    '+55 11 91234-5678', '+52 55 1234 5678', '+81 3-1234-5678', '+82 10-1234-5678', '+86 138 0013 8000', '+65 6123 4567', '+27 82 123 4567',
  ];
  for (const n of numbers) {
    const text = `reach the team at ${n} tomorrow`;
    await expectExactly(text, [{ rule: 'phone/phone-international', value: n }]);
  }
});

test('phone numbers: national formats need a phone label in the local language', async () => {
  const cases: Array<[string, string, string]> = [
    ['Telefon: ', '030 12345678', 'phone/phone-national-trunk'],
    ['Téléphone : ', '06 12 34 56 78', 'phone/phone-national-trunk'],
    ['Phone: ', '020 3184 7720', 'phone/phone-national-trunk'],
    ['telefoon ', '020-1234567', 'phone/phone-national-trunk'],
    ['Natel ', '079 123 45 67', 'phone/phone-national-trunk'],
    ['puh. ', '040 123 4567', 'phone/phone-national-trunk'],
    ['mobile ', '0412 345 678', 'phone/phone-national-trunk'],
    ['電話番号：', '03-1234-5678', 'phone/phone-national-trunk'],
    ['휴대폰 ', '010-1234-5678', 'phone/phone-national-trunk'],
    ['móvil ', '612 34 56 78', 'phone/phone-national-closed'],
    ['telemóvel ', '912 345 678', 'phone/phone-national-closed'],
    ['cellulare ', '347 123 4567', 'phone/phone-national-closed'],
    ['tlf. ', '22 12 34 56', 'phone/phone-national-closed'],
    ['telefon ', '512 345 678', 'phone/phone-national-closed'],
    ['手机：', '138 0013 8000', 'phone/phone-national-closed'],
    ['celular ', '(11) 91234-5678', 'phone/phone-national-closed'],
    ['cell ', '415.555.2938', 'phone/phone-nanp'],
  ];
  for (const [label, number, rule] of cases) {
    await expectExactly(`${label}${number}`, [{ rule, value: number }]);
    // The same digits without the label are not reported.
    await expectExactly(`Reference ${number} attached`, []);
  }
});

test('numbers reserved for fiction and documentation are no one\'s: not reported in any written form, the numbers beside them are', async () => {
  const fictional = [
    'Mobile: +1 (415) 555-0134 · Office: (212) 555-0147', 'cell 415.555.0199', 'Tel 1-312-555-0143', 'call me on 6045550188',
    'Phone: 020 7946 0958', 'reach the team at +44 7700 900123 tomorrow', 'from abroad dial 0044 161 496 0412', 'Mobile 07700 900418',
    'mobile 0491 570 156', 'Tel. (02) 5550 4821', 'ring +61 3 7010 2290 after lunch',
  ];
  for (const text of fictional) {
    const result = await runTextCheck('pii_secrets', text);
    assert.not.ok(result.findings.some((f) => f.category === 'phone_number'), text);
  }
  await expectExactly('demo line 020 7946 0958, mobile 07911 238456', [{ rule: 'phone/phone-national-trunk', value: '07911 238456' }]);
});

test('documented processor test cards are public examples, not findings', async () => {
  for (const card of ['4242 4242 4242 4242', '4111-1111-1111-1111', '5555555555554444', '3782 822463 10005', '6011 1111 1111 1117', '3530 1113 3330 0000', '3566111111111113']) {
    const text = `Card number: ${card}`;
    const result = await runTextCheck('pii_secrets', text);
    assert.not.ok(result.findings.some((f) => f.category === 'credit_card'), card);
  }
});

test('payment cards: brand types, separators, Luhn; order and tracking context suppresses Luhn-valid ids', async () => {
  const cards: Array<[string, string]> = [
    ['4539 1488 0343 6467', 'visa'], ['5413-7877-8932-8798', 'mastercard'], ['2221217421809673', 'mastercard'],
    ['3471 929081 00339', 'amex'], ['6011 9075 7938 3472', 'discover'], ['3056 930902 5904', 'diners_club'],
    ['3530 9822 4571 6610', 'jcb'], ['6212 3456 7890 1232', 'unionpay'], ['6759 6498 2643 8453', 'maestro'],
  ];
  for (const [card, type] of cards) {
    const text = `Please charge card ${card} for the booking.`;
    const out = await piiFindings(text);
    assert.is(out.findings.length, 1, `${card}: ${out.findings.map((f) => show(text, f)).join(', ')}`);
    const f = out.findings[0]!;
    assert.is(f.type, type, card);
    assert.equal([f.utf16_start, f.utf16_end], spanOf(text, card));
    assert.is(f.confidence, 'high');
    assert.is(out.verdict, 'block');
  }
  for (const text of [
    'Order 4539 1488 0343 6467 has shipped.',
    'tracking number 4000 0012 3456 7899',
    'Card 4539 1488 0343 6468 was declined (Luhn fails)',
    'CVV 123, expiry 08/27',
  ])
    assert.equal((await piiFindings(text)).findings.map((f) => show(text, f)), [], text);
});

test('national and tax ids of 28 countries, each with its label and validator', async () => {
  const cases: Array<[string, string, string]> = [
    ['SSN: ', '536-90-4399', 'national-ids/us-ssn'],
    ['ITIN: ', '912-70-1234', 'national-ids/us-itin'],
    ['EIN: ', '12-3456789', 'national-ids/us-ein'],
    ['NI number: ', 'AB 12 34 56 C', 'national-ids/uk-nino'],
    ['UTR: ', '1955839661', 'national-ids/uk-utr'],
    ['NHS number: ', '943 476 5919', 'national-ids/uk-nhs-number'],
    ['DNI: ', '54362315K', 'national-ids/es-dni'],
    ['NIE: ', 'X2482300W', 'national-ids/es-nie'],
    ['BSN: ', '111222333', 'national-ids/nl-bsn'],
    ['Rijksregisternummer: ', '85.07.30-033.28', 'national-ids/be-national-number'],
    ['N° de sécurité sociale : ', '2 95 10 99 126 111 93', 'national-ids/fr-nir'],
    ['Codice fiscale: ', 'RCCMNL83S18D969H', 'national-ids/it-codice-fiscale'],
    ['Steueridentifikationsnummer ', '36574261809', 'national-ids/de-steuer-id'],
    ['AHV-Nr.: ', '756.9217.0769.85', 'national-ids/ch-ahv'],
    ['NIF: ', '501964843', 'national-ids/pt-nif'],
    ['PESEL: ', '44051401359', 'national-ids/pl-pesel'],
    ['Personnummer: ', '811228-9874', 'national-ids/se-personnummer'],
    ['Fødselsnummer: ', '15108695088', 'national-ids/no-fodselsnummer'],
    ['CPR-nr.: ', '211062-5629', 'national-ids/dk-cpr'],
    ['Henkilötunnus: ', '131052-308T', 'national-ids/fi-hetu'],
    ['SIN: ', '123 456 782', 'national-ids/ca-sin'],
    ['CPF: ', '390.533.447-05', 'national-ids/br-cpf'],
    ['CNPJ: ', '16.727.230/0001-97', 'national-ids/br-cnpj'],
    ['CURP: ', 'HEGG560427MVZRRL04', 'national-ids/mx-curp'],
    ['RUT: ', '12.531.909-2', 'national-ids/cl-rut'],
    ['TFN: ', '123 456 782', 'national-ids/au-tfn'],
    ['Aadhaar: ', '2341 2341 2346', 'national-ids/in-aadhaar'],
    ['PAN: ', 'ABCPE1234F', 'national-ids/in-pan'],
    ['身份证号码：', '11010519491231002X', 'national-ids/cn-resident-id'],
    ['주민등록번호: ', '971013-9019902', 'national-ids/kr-rrn'],
    ['マイナンバー：', '6214 9832 0257', 'national-ids/jp-my-number'],
    ['NRIC: ', 'S1234567D', 'national-ids/sg-nric'],
    ['ID number: ', '7503305044089', 'national-ids/za-id'],
    ['T.C. Kimlik No: ', '17291716060', 'national-ids/tr-tckn'],
    ['Teudat Zehut ', '039337423', 'national-ids/il-id'],
  ];
  for (const [label, id, rule] of cases) {
    const text = `${label}${id}`;
    const out = await expectExactly(text, [{ rule, value: id }]);
    const f = out.findings[0]!;
    assert.ok(f.category === 'national_id' || f.category === 'tax_id', `${rule}: ${f.category}`);
    // Validated identifiers end high; PAN has no check character and stays below.
    assert.is(f.confidence, rule.endsWith('in-pan') ? 'medium' : 'high', rule);
  }
});

test('pure-digit ids need their label: the same numbers unlabelled are silent', async () => {
  for (const id of ['536904399', '111222333', '2341 2341 2346', '36574261809', '123 456 782', '44051401359', '15108695088', '501964843',
    '7503305044089', '17291716060', '039337423', '6214 9832 0257', '1955839661', '943 476 5919', '11010519491231002X']) {
    const text = `Reference ${id} attached`;
    assert.equal((await piiFindings(text)).findings.map((f) => show(text, f)), [], text);
  }
});

const HARD_NEGATIVES: readonly string[] = [
  'Order 4111-1111-1111-1112 was cancelled; tracking number 1Z999AA10123456784.',
  'Invoice INV-2024-000123, order id 3948573920, shipment 4000001234567899.',
  'UUID 123e4567-e89b-12d3-a456-426614174000, request 9b2c1f4e-7d3a-4f8e-a1b2-c3d4e5f60718',
  'git sha 9fceb02d0ae598e95dc970b74767f19372d61af8 and sha256 e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'ISBN 978-3-16-148410-0, ISBN-10 0-306-40615-2, ISSN 0317-8471',
  'Released v2.4.1.3 on 2024-03-15 at 10:22:31 UTC (version 1.2.3.4, build 10.0.19041.1)',
  'Meeting on 12/03/2024, deadline 2024-04-01, born-digital archive since 1998',
  'Epoch 1710498151 / 1710498151123 ms, duration 00:12:31.250',
  'Price: 1.234.567,89 EUR, coordinates 52.520008, 13.404954, OID 1.3.6.1.4.1.311.21.7',
  'Part no. 536-90-4399-B, model ABC123456C, SKU 12345678Z-2',
  '      - name: Setup Node\n        with: { node-version: 20.11.1 }',
  'const user = { name: "Alice", id: 4111111111111111n, created: "2024-03-15T10:22:31Z" };',
  'docker run -p 8080:80 -e TZ=Europe/Berlin nginx:1.25.3 && pip install numpy==1.26.4',
  'Stock AAPL closed at 189.84; Dow Jones 38,996.39 (+0.12%)',
  'Mr. Robot season 2, Dr. Pepper 330ml, Ms Word 2016',
  'Bitcoin block 840000 hash 0000000000000000000320283a032748cef8227873ff4872689bf23f1cda83a5',
  'EAN 4006381333931, UPC 036000291452, IMEI 490154203237518',
  'Flight LH 400 departs 13:45, seat 12A, booking ref ABC123; temperature +23.5°C, 1013 hPa',
  'Dear Customer, your order 612345678 ships today. Best regards,\nThe Support Team',
  'key fingerprint 00:1a:2b:3c:4d:5e, time 12:34:56, std::vector<int>, fe80::1, 2001:db8::7',
  'Tel. 030 12 (unvollständig), Telefon 0000 000000',
  'docs use 192.0.2.10, 198.51.100.23 and 203.0.113.7; listening on 127.0.0.1:3000',
  'Passport photo 35x45 mm; passport control at gate 12',
  'SSN 123-45-6789 is the textbook example; 078-05-1120 the Woolworth card',
  'Date of birth: 31.02.1985 (impossible), born 1985 in Madrid',
  'Laptop asset 7741, serial PF3KX2QZ, Wi-Fi MAC 3c:22:fb:7a:91:0e, dock MAC a4-83-e7-2b-11-c9',
];

test('hard negatives: ids, hashes, versions, timestamps, dates, prices and code raise no PII finding', async () => {
  for (const text of HARD_NEGATIVES) assert.equal((await piiFindings(text)).findings.map((f) => show(text, f)), [], text);
});

/** Adversarial input length, and the CPU time above which a search's growth with the input is measured. */
const LINEAR_INPUT = 64_000;
const CLOSER_LOOK_US = 50_000;

test('an IBAN is a documentation value only when its own sentence calls it a sample IBAN; "Example:" or "for example" alone does not', async () => {
  const own = 'Example: DE66 7601 0090 0044 1720 39 is my account, please pay there.';
  const out = await expectExactly(own, [{ rule: 'financial/iban', value: 'DE66 7601 0090 0044 1720 39' }]);
  assert.is(out.verdict, 'block');
  await expectExactly('For example, the gym fee goes to DE66 7601 0090 0044 1720 39 every month.', [
    { rule: 'financial/iban', value: 'DE66 7601 0090 0044 1720 39' },
  ]);
  await expectExactly('Our manual prints the sample IBAN DE66 7601 0090 0044 1720 39 to show the grouping.', []);
});

test('every PII pattern runs in linear time on adversarial input (also those the ReDoS analyser cannot decide)', () => {
  const pumps = ['Aaaa ', 'Name: Aaaa ', 'Aaaa Aaaa, ', 'Aaaastraße ', 'Aaaa-Bbbb-', '12 rue Aaaa ', 'Via Aaaa di ', 'Aaaa Bbbb\n',
    'Dear Aaaa ', 'Mr. Aaaa ', 'a[at]b', 'a[dot]', '4111 ', '4111-', '1', '12 ', '+1 ', '0 ', '1.', '1:', 'Date of birth: 12 ',
    'passport ', 'Aaaagracht ', 'Calle Aaaa de ', 'Best regards,\nAaaa ', "O'Aaa ", 'P<', '<<', 'bc1q', '0x', 'é-', 'Tel. 0'];
  const files = fs.readdirSync(rulesDir).filter((f) => f.startsWith('pii-') && f.endsWith('.json'));
  assert.ok(files.length >= 7, `found ${files.join(', ')}`);
  for (const file of files) {
    const pack = JSON.parse(fs.readFileSync(path.join(rulesDir, file), 'utf8')) as { rules: Array<{ id: string; pattern?: string; flags?: string }> };
    for (const rule of pack.rules) {
      if (!rule.pattern) continue;
      const re = new RegExp(rule.pattern, `${rule.flags ?? ''}g`);
      for (const pump of pumps) {
        const search = (size: number): void => {
          const input = pump.repeat(Math.ceil(size / pump.length));
          re.lastIndex = 0;
          while (re.exec(input) !== null) if (re.lastIndex === 0) break;
        };
        // Nearly every search is over in a few ms; only those that are not get their growth measured.
        if (cpuMicros(() => search(LINEAR_INPUT)) < CLOSER_LOOK_US) continue;
        const ratio = growth(search, LINEAR_INPUT);
        assert.ok(ratio < MAX_GROWTH, `${file}#${rule.id}: ${FACTOR}× the input of ${JSON.stringify(pump)} costs ${ratio.toFixed(1)}× (superlinear)`);
      }
    }
  }
});

test.run();
