// @ts-check
// Whether the user's own request asks to approve or pay every pending item at once: "approve all pending invoices
// from the supplier", "Gib alle offenen Rechnungen frei", "すべての請求書を承認して". A call that clears a whole queue of
// payables is what the user asked for then; unasked, it pays items nobody checked. The words are pack settings
// (bulkApprovalRequests: approve and all), and the approving word must stand next to the word for all in one clause
// (request-near.js): "approve the invoice, all the others can wait" asks for one.

import { requestText } from './requested.js';
import { wordsNear } from './request-near.js';

/** @typedef {{ approve?: string[], all?: string[] }} BulkApprovalWords */

/** Characters allowed between the approving word and the word for all ("approve all of the pending invoices"). */
const GAP = 20;

/**
 * @param {import('./context.js').ActionContext} context
 * @param {BulkApprovalWords} words  settings.bulkApprovalRequests
 */
export function bulkApprovalRequested(context, words) {
  const text = requestText(context, 2000);
  if (text === undefined) return false;
  return wordsNear(text, words.approve ?? [], words.all ?? [], GAP);
}
