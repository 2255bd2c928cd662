// @ts-check
// Whether the user's own request settles a payment above the limits: it writes out the amount the call pays and either
// the account it pays to (a transfer to a landlord whose IBAN the user typed in) or, in a sentence asking to pay or
// release (settings.bulkApprovalRequests.approve, under no negation), the reference of the payment or invoice the call
// carries out ("Release the wire PMT-… of 64,269.84 USD"). The user then chose what leaves and where it goes; the
// limits are there for payments the agent sizes or routes itself. A payee on file paid for an invoice the request
// names, whose approval the platform records (`invoice_status: approved`), is the ordinary run of accounts payable.

import { requestText, askedSentences, escapeRegex } from './requested.js';
import { numberWritten } from './payments.js';
import { firstFields } from './context.js';
import { plain } from './account-requested.js';

/** A number as a request writes it, in any grouping (`166.494,22`, `159 686,54`, `64,269.84`). */
const WRITTEN_NUMBER = /\d{1,3}(?:[.,' \u00a0\u202f]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d+)?/g;
/** Arguments naming the payment, invoice or bill the call pays or releases. */
const REFERENCE_KEY = /^(?:reference|ref|payment_?(?:id|ref|reference)|invoice(?:_?(?:id|no|number|ref))?|bill_?(?:id|no|number)|wire_?id|transfer_?id|order_?id|remittance_?info)$/;
/** A reference: a token holding a digit (`INV-2025-39619`, `PMT-ITCO9FEIV6`); words such as `rent` name nothing. */
const REFERENCE = /^(?=[^\s]*\d)[A-Za-z0-9][A-Za-z0-9._/-]{3,39}$/;
/** Context fields recording the approval of the payment document itself (`invoice_status`, `payment_approval`). */
const DOCUMENT_APPROVAL_KEY = /^(?:invoice|bill|payment|wire|transfer|payout|disbursement)_?(?:status|state|approval|approval_?status|approved)$/;
const APPROVED_VALUE = /^(?:approved|fully[ _-]approved|approved[ _-]for[ _-]payment|ready[ _-]to[ _-]pay|released)$/i;

/**
 * Whether the request writes out this amount, in its own number format.
 * @param {import('./context.js').ActionContext} context @param {number | undefined} amount
 */
export function amountWritten(context, amount) {
  if (amount === undefined || !(amount > 0)) return false;
  const text = requestText(context, 2000);
  if (text === undefined) return false;
  return (text.match(WRITTEN_NUMBER) ?? []).slice(0, 50).some((n) => Math.abs(numberWritten(n) - amount) < 0.005);
}

/**
 * Whether a sentence of the request asking to pay or release writes out a reference of the call (its invoice or
 * payment id) as a word of its own.
 * @param {import('./context.js').ActionContext} context
 * @param {readonly import('./tools.js').Entry[]} entries  the call's arguments
 * @param {readonly string[]} payWords  settings.bulkApprovalRequests.approve
 * @param {readonly string[]} negations  settings.requestNegations
 */
export function referenceAsked(context, entries, payWords, negations) {
  const refs = entries.filter((e) => REFERENCE_KEY.test(e.key) && REFERENCE.test(e.value.trim())).map((e) => e.value.trim().toLowerCase());
  if (!refs.length || !payWords.length) return false;
  const text = requestText(context, 2000);
  if (text === undefined) return false;
  const asked = askedSentences(text, payWords.map((w) => w.toLowerCase()), negations);
  return refs.some((r) => {
    const named = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegex(r)}(?![\\p{L}\\p{N}])`, 'u');
    return asked.some((s) => named.test(s.toLowerCase()));
  });
}

/**
 * Whether the platform records the approval of the payment document itself (`invoice_status: approved`), not of some
 * other change.
 * @param {import('./context.js').ActionContext} context
 */
export function documentApproved(context) {
  return firstFields(context, 200).some((f) => DOCUMENT_APPROVAL_KEY.test(f.lower) && typeof f.value === 'string' && APPROVED_VALUE.test(f.value.trim()));
}

/** Keys of a loyalty transfer's quantity: points and miles are counted, not priced. */
const POINTS_KEY = /^(?:points|miles|avios|points_amount|miles_amount|point_count)$/;
/** Keys naming the loyalty account the points go to. */
const POINTS_DESTINATION_KEY = /^(?:to|to_account|to_member|recipient|recipient_account|destination|destination_account|beneficiary|member_to)$/;

/**
 * Whether the call moves loyalty points or miles exactly as the request dictates: the number of points written out in
 * the request (`8,500 points`, `8.500 puntos`) and every account they go to written there too. Such a transfer has no
 * amount of money to read, and nothing about it is the agent's choice.
 * @param {import('./context.js').ActionContext} context
 * @param {readonly import('./tools.js').Entry[]} entries  the call's arguments
 */
export function pointsDictated(context, entries) {
  const top = entries.filter((e) => e.path.length === 1);
  const points = top.filter((e) => POINTS_KEY.test(e.key.toLowerCase()));
  const destinations = top.filter((e) => POINTS_DESTINATION_KEY.test(e.key.toLowerCase()));
  if (points.length !== 1 || !destinations.length) return false;
  if (!amountWritten(context, Number(points[0]?.value))) return false;
  const written = plain(requestText(context, 2000) ?? '');
  return destinations.every((d) => plain(d.value).length >= 4 && written.includes(plain(d.value)));
}

/** Arguments that hold a payment or order back from being carried out (`release: false`, `liberer: false`, `confirmar: false`). */
const HOLD_KEY = /^(?:release|released|liberer|liberar|freigeben|freigabe|rilascia(?:re)?|approve|approved|aprobar|approuver|aprovar|confirm|confirmar|confirmer|execute|ejecutar|executer|auto_?release|auto_?approve|auto_?execute|send_now|pay_now|immediate)$/;
/**
 * Arguments that send the document to a person for approval (`route_for_approval`, `circuit_validation`,
 * `enviar_para_aprovacao`, `submit_for_approval`): a route, never who approves (`approver: agent`) or an approval's
 * state (`approval: skip - urgent`).
 */
const APPROVAL_ROUTE_KEY = /^(?:(?:route|routed|send|submit|enviar|envoyer|inviare|senden|forward)_(?:(?:to|for|para|pour|per|zur)_)?(?:approval|aprovacao|aprovação|aprobacion|aprobación|validation|genehmigung|freigabe|approvazione)|(?:approval|validation)_(?:route|routing|chain|circuit|workflow)|circuit_(?:de_)?validation|workflow_(?:approval|validation))$/;
/** A route value that skips the approval rather than naming who gives it. */
const SKIPPED = /\b(?:skip|skipped|bypass|none|no|n\/a|urgent|auto|self|agent)\b/i;

/**
 * Whether the call only stages a payment or an order for a person's approval: an argument holds it back from being
 * carried out (`release: false`) or routes it for approval (`route_for_approval: true`, `circuit_validation:
 * "responsable_achats"`). Such a call moves no money; the approver does. A route to no one (`false`, empty) stages
 * nothing, and a hold set to true releases.
 * @param {unknown} args  the call's arguments as sent
 */
export function stagedForApproval(args) {
  if (!args || typeof args !== 'object' || Array.isArray(args)) return false;
  const off = (/** @type {unknown} */ v) => v === false || (typeof v === 'string' && /^(?:false|no|non|nein|não|nao)$/i.test(v.trim()));
  const routed = (/** @type {unknown} */ v) => v === true || (typeof v === 'string' && v.trim().length >= 2 && !off(v) && !SKIPPED.test(v));
  return Object.entries(args).slice(0, 100).some(([k, v]) => {
    const key = k.toLowerCase();
    return (HOLD_KEY.test(key) && off(v)) || (APPROVAL_ROUTE_KEY.test(key) && routed(v));
  });
}
