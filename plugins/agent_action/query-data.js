// @ts-check
// Personal data carried out in a URL's query under an encoding: a page that asks the agent to
// "open …?ref=<base64 of the user's name and e-mail>" has it send the user's records to whoever
// runs the host, in a GET that no form or upload shows. The value's name says nothing (`ref`,
// `utm_content`, `s`); what it decodes to does: two or more fields of a person (`user=…; email=…`,
// a name and a phone). One address alone is how mailing lists, sign-in links and e-mail
// verifications name the user to their own host (`unsubscribe?e=<base64 of the address>`), and
// sessions, accounts, orders and tokens are an application's state (an OAuth `state`), not a person.

/** A base64 or base64url value long enough to hold a record. */
const ENCODED = /^[A-Za-z0-9+/_-]{16,2000}={0,2}$/;
const EMAIL = /[\w.%+-]{1,64}@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){0,4}\.[a-z]{2,}/i;
/** A labelled field of a person's record, as `label=value` or `label: value`, by the kind of field it is. */
const PERSON_FIELDS = [
  ['name', /(?:^|[\s;&,{"'])(?:user_?name|name|full_?name|first_?name|last_?name|given_?name|surname|customer|user)"?\s{0,2}[=:]\s{0,2}"?[\p{L}]/iu],
  ['email', /(?:^|[\s;&,{"'])(?:e-?mail|mail)"?\s{0,2}[=:]/i],
  ['phone', /(?:^|[\s;&,{"'])(?:phone|tel|mobile)"?\s{0,2}[=:]/i],
  ['address', /(?:^|[\s;&,{"'])(?:address|street|postcode|zip)"?\s{0,2}[=:]/i],
  ['birth', /(?:^|[\s;&,{"'])(?:dob|birth(?:_?date|day)?)"?\s{0,2}[=:]/i],
  ['id', /(?:^|[\s;&,{"'])(?:ssn|national_?id|passport)"?\s{0,2}[=:]/i],
  ['bank', /(?:^|[\s;&,{"'])(?:iban|card(?:_?number)?)"?\s{0,2}[=:]/i],
];
const MAX_PARAMS = 20;

/**
 * Whether a query value of the URL, decoded from base64, holds two kinds of a person's fields (an e-mail address counts).
 * @param {string} url  a normalised URL (net.js parseUrl)
 */
export function encodedPersonalData(url) {
  const q = url.indexOf('?');
  if (q < 0) return false;
  let n = 0;
  for (const pair of url.slice(q + 1).split('&')) {
    if (++n > MAX_PARAMS) break;
    let value = pair.slice(pair.indexOf('=') + 1);
    try {
      value = decodeURIComponent(value);
    } catch {
      continue;
    }
    if (!ENCODED.test(value)) continue;
    const text = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
    // Text, not bytes: a binary token (a hash, a signature) decodes to control characters and replacement marks.
    if (!text || /[\u0000-\u0008\u000e-\u001f\ufffd]/.test(text)) continue;
    // Each kind of field counts once; an address written without a label counts as the e-mail field.
    const kinds = new Set(PERSON_FIELDS.filter(([, re]) => /** @type {RegExp} */ (re).test(text)).map(([kind]) => kind));
    if (EMAIL.test(text)) kinds.add('email');
    if (kinds.size >= 2) return true;
  }
  return false;
}
