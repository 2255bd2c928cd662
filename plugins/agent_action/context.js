// @ts-check
// The request context of an agent action, taken apart once per call. The intent view (intent.js),
// the payee evidence (payee.js) and the amount limits (limits.js) each walk its fields; they share
// this one reading (the fields in order, each key lower-cased once) instead of each listing and
// lower-casing the object again.

/** Fields read, at most (the intent view reads this many; the payee and limit readings the first 200). */
const MAX_FIELDS = 400;

/** @typedef {{ key: string, lower: string, value: unknown }} ContextField */
/**
 * @typedef {object} ActionContext
 * @property {Record<string, unknown>} record  the context as sent ({} when there is none)
 * @property {readonly ContextField[]} fields  its first MAX_FIELDS fields, in order
 */

/**
 * @param {unknown} context  the action's `context`, as sent
 * @returns {ActionContext}
 */
export function readActionContext(context) {
  const record = /** @type {Record<string, unknown>} */ (context && typeof context === 'object' ? context : {});
  /** @type {ContextField[]} */
  const fields = [];
  for (const [key, value] of Object.entries(record).slice(0, MAX_FIELDS)) fields.push({ key, lower: key.toLowerCase(), value });
  return { record, fields };
}

/**
 * The first `n` fields (no copy when there are no more).
 * @param {ActionContext} context @param {number} n
 */
export function firstFields(context, n) {
  return context.fields.length <= n ? context.fields : context.fields.slice(0, n);
}

/** Context fields holding the user's own request, in the order they are read. */
export const REQUEST_KEYS = ['user_request', 'request', 'task', 'instruction', 'instructions'];

/**
 * The user's own request as sent: the first of REQUEST_KEYS holding a non-blank string.
 * @param {ActionContext} context
 * @returns {string | undefined}
 */
export function userRequest(context) {
  const request = REQUEST_KEYS.map((k) => context.record[k]).find((v) => typeof v === 'string' && v.trim());
  return typeof request === 'string' ? request : undefined;
}
