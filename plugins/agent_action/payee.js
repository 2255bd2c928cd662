// @ts-check
// What the platform knows of a payment's destination. The request context may say the payee is on
// file, whitelisted or in the address book (`payee_on_file: true`, `address_whitelisted: true`), and
// an argument may name a stored destination instead of an account (`refund_to: original payment
// method`, `destination: saved:treasury`). When the context names the account on file (an IBAN or
// account number) and the arguments pay a different one, the destination has changed: that is how
// invoice redirection looks. Which context keys and argument values count is a pack setting
// (payeeOnFileKeys, savedDestinations).

/** @typedef {{ key: string, value: string }} Entry */

const NEGATIVE = /^(?:false|no|none|not\b|never|unknown|new|pending|unverified|0$)/i;
/** An account number or IBAN: at least six digits once spaces and dashes are gone. */
const accountLike = (/** @type {string} */ s) => {
  if (/^\d{4}-\d{2}-\d{2}/.test(s.trim())) return undefined; // a date (on file since …)
  const compact = s.replace(/[\s-]/g, '').toLowerCase();
  return /^(?:[a-z]{2}\d{2}[a-z0-9]{8,30}|\d{6,20})$/.test(compact) ? compact : undefined;
};

/**
 * @param {Record<string, unknown> | undefined} context
 * @param {readonly Entry[]} args  every string argument (tools.js entries)
 * @param {{ payeeOnFileKeys?: string[], savedDestinations?: string[] }} settings
 * @returns {{ known: boolean, changed: boolean }}
 */
export function payeeEvidence(context, args, settings) {
  const stems = (settings.payeeOnFileKeys ?? []).map((s) => s.toLowerCase());
  const saved = (settings.savedDestinations ?? []).map((s) => s.toLowerCase());
  let known = false;
  let denied = false;
  /** @type {string[]} */
  const accountsOnFile = [];
  for (const [key, v] of Object.entries(context && typeof context === 'object' ? context : {}).slice(0, 200)) {
    const k = key.toLowerCase();
    if (!stems.some((s) => k.includes(s))) continue;
    if (v === true) known = true;
    else if (v === false || (typeof v === 'string' && NEGATIVE.test(v.trim()))) denied = true;
    else if (typeof v === 'string' || typeof v === 'number') {
      const account = accountLike(String(v));
      if (account) accountsOnFile.push(account);
      else known = true;
    }
  }
  const paidTo = args.map((e) => accountLike(e.value)).filter((a) => a !== undefined);
  const changed = accountsOnFile.length > 0 && paidTo.length > 0 && !paidTo.some((a) => accountsOnFile.includes(a));
  if (accountsOnFile.length && paidTo.length && !changed) known = true;
  if (args.some((e) => saved.some((s) => e.value.toLowerCase().replace(/[_-]+/g, ' ').includes(s)))) known = true;
  return { known: known && !denied && !changed, changed };
}
