// @ts-check
// A book transfer between the payer's own accounts: a banking API moves money between accounts of one customer by the
// names that customer gave them (`from_account: gbp-current`, `to_account: gbp-reserve`), while paying anyone else
// needs the other party's details (an IBAN, a routing number, a beneficiary). Own accounts follow one naming scheme, so
// the two names share a word (the currency, the entity, the purpose).

const SOURCE_KEY = /^(?:from|from_account|from_acct|account_from|source|source_account|debit_account)$/;
const DESTINATION_KEY = /^(?:to|to_account|to_acct|account_to|destination|destination_account|credit_account)$/;
/** An argument naming another party or the details only another party's account needs. */
const THIRD_PARTY_KEY = /iban|routing|sort_?code|swift|bic|beneficiar|payee|recipient|receiver|vendor|creditor|counterpart|wallet|address|card|email|phone/;
/** An account's name: a slug of a few words, no account number (six digits or more), no address. */
const ACCOUNT_NAME = /^[a-z][a-z0-9]{1,20}(?:[-_.][a-z0-9]{2,20}){1,4}$/;

/** @param {string} s */
const words = (s) => s.split(/[-_.]/).filter((w) => w.length >= 2 && !/^\d+$/.test(w));

/**
 * Whether a payment call only moves money between two accounts of the payer, named by one scheme.
 * @param {unknown} args  the call's arguments as sent
 */
export function ownAccountTransfer(args) {
  if (!args || typeof args !== 'object' || Array.isArray(args)) return false;
  const entries = Object.entries(args);
  if (entries.some(([k]) => THIRD_PARTY_KEY.test(k.toLowerCase()))) return false;
  const name = (/** @type {RegExp} */ key) => {
    const found = entries.filter(([k, v]) => key.test(k.toLowerCase()) && typeof v === 'string');
    const value = found.length === 1 ? String(found[0]?.[1]).trim().toLowerCase() : '';
    return ACCOUNT_NAME.test(value) && !/\d{6}/.test(value) ? value : undefined;
  };
  const from = name(SOURCE_KEY);
  const to = name(DESTINATION_KEY);
  if (!from || !to || from === to) return false;
  const shared = new Set(words(from));
  return words(to).some((w) => shared.has(w));
}
