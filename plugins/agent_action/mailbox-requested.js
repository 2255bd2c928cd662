// @ts-check
// Whether the user's request sends an export to the outside mailbox a call delivers it to: the request writes the
// address or its domain (`mail it to ops@partner.example`, `an partner.example`), or, where the service does not know
// who the user is, asks in its own words for something to be sent, mailed or shared (settings.deliveryRequests).
// Where it knows the user's own addresses, "send me the list" is answered by one of them, never by a stranger's mailbox.

import { requestSays } from './requested.js';

/**
 * @param {string} mailbox  lower-cased @param {string} request  as requestText gives it
 * @param {boolean} userKnown  the context gives the user's own addresses @param {readonly string[]} deliveryWords
 * @returns {boolean}
 */
export function mailboxRequested(mailbox, request, userKnown, deliveryWords) {
  const domain = mailbox.split('@')[1] ?? '';
  if (request.includes(mailbox) || (domain && request.includes(domain))) return true;
  return !userKnown && requestSays(request, deliveryWords);
}
