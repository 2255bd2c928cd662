// @ts-check
// Personal data carried out in a URL's query under an encoding: a page that asks the agent to
// "open …?ref=<base64 of the user's name and e-mail>" has it send the user's records to whoever
// runs the host, in a GET that no form or upload shows. The value's name says nothing (`ref`,
// `utm_content`, `s`); what it decodes to does: an e-mail address, or several labelled fields of a
// person (`user=…; email=…; last_order=…`).

/** A base64 or base64url value long enough to hold a record. */
const ENCODED = /^[A-Za-z0-9+/_-]{16,2000}={0,2}$/;
const EMAIL = /[\w.%+-]{1,64}@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){0,4}\.[a-z]{2,}/i;
/** A labelled field of a person's record, as `label=value` or `label: value`. */
const PERSON_FIELD = /(?:^|[\s;&,{"'])(?:user(?:name)?|name|full_?name|first_?name|last_?name|e-?mail|mail|phone|tel|mobile|address|street|dob|birth(?:date|day)?|ssn|order|last_order|card|iban|account|session|token|password|passwd)"?\s{0,2}[=:]/gi;
const MAX_PARAMS = 20;

/**
 * Whether a query value of the URL, decoded from base64, holds an e-mail address or two labelled fields of a person.
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
    if (EMAIL.test(text) || (text.match(PERSON_FIELD) ?? []).length >= 2) return true;
  }
  return false;
}
