// @ts-check
// What the platform knows of a payment's destination. The request context may say the payee is on
// file, whitelisted or in the address book (`payee_on_file: true`, `address_whitelisted: true`), and
// an argument may name a stored destination instead of an account (`refund_to: original payment
// method`, `destination: saved:treasury`). When the context names the account on file (an IBAN or
// account number) and the arguments pay a different one, the destination has changed: that is how
// invoice redirection looks. Which context keys and argument values count is a pack setting
// (payeeOnFileKeys, savedDestinations, payeeOnFileWordings).
// The account on file may be given as a record (`payee_on_file: { sort_code, account_number }`):
// its account-like values are the accounts on file. Another field that is a record of the platform
// (`destination_label`, `vendor_master_data`, `verified_destination`) may say in words that the
// destination is known (`destination_label: company cold wallet (allow-listed)`); a negation next to
// the wording (`not allow-listed`) does not count, nor wording in free text (a note, an e-mail's
// text, instructions) or a claim relayed by a message, a call or a document (`allow-listed per the
// vendor's e-mail`): anyone can write those.

import { firstFields, userRequest } from './context.js';
import { relayedClaim, FREE_TEXT_KEY } from './standing.js';
import { WALLET_ADDRESS } from './tools.js';

/** @typedef {{ key: string, value: string }} Entry */

/** A whole word saying no (an account on file that opens with a country code such as `NO93…` is no negation). */
const NEGATIVE = /^(?:(?:false|no|none|not|never|unknown|new|pending|unverified)\b|0$)/i;
/** The longest account: an IBAN of 34 characters (lower-casing never shortens a string). */
const MAX_ACCOUNT = 34;
/** More than MAX_ACCOUNT characters besides blanks and dashes: no account, however long the value (a file's content). */
const tooLongForAccount = (/** @type {string} */ s) => {
  if (s.length <= MAX_ACCOUNT) return false;
  let n = 0;
  for (const m of s.matchAll(/[^\s-]+/g)) if ((n += m[0].length) > MAX_ACCOUNT) return true;
  return false;
};
/** An account number or IBAN: at least six digits once spaces and dashes are gone. */
const accountLike = (/** @type {string} */ s) => {
  if (tooLongForAccount(s)) return undefined;
  if (/^\d{4}-\d{2}-\d{2}/.test(s.trim())) return undefined; // a date (on file since …)
  const compact = s.replace(/[\s-]/g, '').toLowerCase();
  return /^(?:[a-z]{2}\d{2}[a-z0-9]{8,30}|\d{6,20})$/.test(compact) ? compact : undefined;
};

/** A negation in the few words before a wording: `not`, `no longer`, `never`, `un-`. */
const NEGATED_BEFORE = /(?:\b(?:not|no|never|none|nor|without|pending|isn't|wasn't|aren't|new|replac(?:e|es|ed|ing)|instead of|changed?|updated?)\b[\s-]*(?:\S+\s+){0,4}|\bun-?)$/i;
/** A value under a payee-on-file key saying the payee or its account is new or has changed (`bank details updated`). */
const CHANGED = /\b(?:new|replac(?:e|es|ed|ing)|instead of|chang(?:e|es|ed|ing)|updat(?:e|es|ed|ing))\b/i;
/** A context field stating the payee's status (`payee_status`, `beneficiary_state`), and a whole value saying it is on file. */
const STATUS_KEY = /(?:payee|beneficiary|recipient|destination|counterparty|vendor)_?(?:status|state|type)$/;
const STATUS_ON_FILE = /^(?:saved|existing|registered|on[ _-]?file|known)(?:[ _-](?:payee|beneficiary|recipient|vendor|counterparty|destination|account))?$/i;
/** A value under a payee-on-file key saying the account on file differs from the one paid. */
const DIFFERENT = /\b(?:different|differs|mismatch(?:ed|es)?|does ?n[o']t match|not the same)\b/i;
/** Keys of platform records whose wording may say the destination is known (payeeOnFileWordings). */
const RECORD_KEY = /on_?file|verif|master|record|registry|label|status|whitelist|allow_?list|address_?book|saved|known|existing|beneficiary|counterpart|vendor|payee|destination|wallet|account/;
/**
 * A context field naming an account the platform holds for the payee in its own words: an account
 * word with a word of the record it comes from (`vendor_master_iban`, `iban_on_record`,
 * `registered_account`, `known_beneficiary_acct`). Only an account-like value there counts.
 */
const ACCOUNT_WORD = /(?:^|_)(?:iban|account|acct|account_number|bank_account)(?:_|$)/;
const RECORD_WORD = /(?:^|_)(?:master|master_data|on_record|of_record|record|registered|known|stored|verified)(?:_|$)/;
/** Values of a context record read for accounts on file, at most. */
const MAX_NESTED = 20;

/**
 * @param {import('./context.js').ActionContext} context  the request context (context.js)
 * @param {readonly Entry[]} args  every string argument (tools.js entries)
 * @param {{ payeeOnFileKeys?: string[], savedDestinations?: string[], payeeOnFileWordings?: string[] }} settings
 * @returns {{ known: boolean, changed: boolean }}
 */
export function payeeEvidence(context, args, settings) {
  const stems = (settings.payeeOnFileKeys ?? []).map((s) => s.toLowerCase());
  const saved = (settings.savedDestinations ?? []).map((s) => s.toLowerCase());
  let known = false;
  let denied = false;
  let differs = false;
  /** @type {string[]} */
  const accountsOnFile = [];
  const wordings = (settings.payeeOnFileWordings ?? []).map((s) => s.toLowerCase()).filter(Boolean);
  for (const { lower: k, value: v } of withRecordFields(context, stems)) {
    if (!stems.some((s) => k.includes(s))) {
      // An account the platform's master data holds for the payee: compared with the one paid.
      const recorded = (typeof v === 'string' || typeof v === 'number') && ACCOUNT_WORD.test(k) && RECORD_WORD.test(k) && !FREE_TEXT_KEY.test(k) ? accountLike(String(v)) : undefined;
      if (recorded) {
        accountsOnFile.push(recorded);
        continue;
      }
      if (typeof v === 'string' && wordings.length && RECORD_KEY.test(k) && !FREE_TEXT_KEY.test(k) && !relayedClaim(v) && statesKnown(v, wordings)) known = true;
      // A status field whose whole value says the payee is saved or on file; a name or a sentence never does.
      if (typeof v === 'string' && STATUS_KEY.test(k) && STATUS_ON_FILE.test(v.trim())) known = true;
      continue;
    }
    if (v === true) known = true;
    else if (v && typeof v === 'object' && !Array.isArray(v)) {
      // A record of the payee on file naming it by the id the call pays (`payee_on_file: { id: PAYEE-01 }`).
      if (Object.values(v).slice(0, MAX_NESTED).some((x) => typeof x === 'string' && x.trim().length >= 3 && args.some((e) => PAYEE_ID_KEY.test(e.key) && e.value.trim().toLowerCase() === x.trim().toLowerCase()))) known = true;
      // A record of the account on file: its account-like values.
      // A record of the account on file, or a list of saved payees by name: its account-like values,
      // also those of a payee's own record (`saved_payees: { landlord: { iban } }`).
      for (const x of Object.values(v).slice(0, MAX_NESTED)) {
        const inner = x && typeof x === 'object' && !Array.isArray(x) ? Object.values(x).slice(0, MAX_NESTED) : [x];
        for (const y of inner) {
          const account = typeof y === 'string' || typeof y === 'number' ? accountLike(String(y)) : undefined;
          if (account) accountsOnFile.push(account);
        }
      }
    }
    else if (typeof v === 'string' && DIFFERENT.test(v)) {
      // The platform says the account on file is not the one paid (`iban_on_file: different`).
      denied = true;
      differs = true;
    } else if (v === false || (typeof v === 'string' && (NEGATIVE.test(v.trim()) || CHANGED.test(v)))) denied = true;
    else if (typeof v === 'string' || typeof v === 'number') {
      const account = accountLike(String(v));
      if (account) accountsOnFile.push(account);
      else known = true;
    }
  }
  const paidTo = args.map((e) => accountLike(e.value)).filter((a) => a !== undefined);
  // An account the user wrote out in the request is the user's choice, not a change of destination.
  const changed = differs || (accountsOnFile.length > 0 && paidTo.length > 0 && !paidTo.some((a) => accountsOnFile.includes(a)) && !paidTo.every((a) => requestNamesAccount(context, a)));
  if (paidTo.some((a) => accountsOnFile.includes(a)) && !changed) known = true;
  if (saved.length && args.some((e) => namesSavedDestination(e.value, saved))) known = true;
  // An amount of six digits or more reads as an account number too: only other arguments can name where money goes.
  if (!args.some((e) => !AMOUNT_LIKE_KEY.test(e.key) && accountLike(e.value) !== undefined) && payeeByRecord(context, args)) known = true;
  return { known: known && !denied && !changed, changed };
}

/** Arguments naming a payee by the id of its record on the platform (`payee_id`, `vendor_id`, Wise's `recipient_id`, SAP's `lifnr`). */
const PAYEE_ID_KEY = /^(?:payee|vendor|supplier|beneficiary|recipient|counterparty|creditor|creditor_account|contact|lifnr)(?:_?(?:id|ref|number|no|code))?$|^lifnr$/;
/** Arguments naming what a payment settles (`invoice`, `invoice_id`, `bill_id`, `reference`). */
const SETTLES_KEY = /^(?:invoice|bill|reference|ref|invoice_(?:id|number|no)|bill_(?:id|number|no)|document_(?:id|number))$/;
/** Arguments holding a figure (`amount`, `total_cents`, `quantity`), never a destination. */
const AMOUNT_LIKE_KEY = /amount|total|sum|value|price|qty|quantity|cents|fee/;
/** Records of the platform that may tie what a payment settles to its payee (`invoice: { id, vendor_id }`). */
const SETTLES_RECORD_KEY = /invoice|bill|payable|vendor|supplier|payee|creditor/;

/**
 * Whether the call pays a payee the platform holds, chosen by the user: it names the payee only by its record (a payee,
 * vendor or beneficiary id; no account, IBAN or wallet of its own), and the user's request writes out that id
 * ("Pay VND-4410 for the March freight" for `vendor_id: VND-4410`). An invoice or reference the request writes out counts
 * only where a record of the platform's context ties it to the id paid (`invoice: { id: BILL-7781, vendor_id: VND-4410 }`):
 * a real invoice paid to a swapped payee id is the shape of business e-mail compromise. The call's own arguments never
 * say where its account comes from (an `iban_source: vendor_master` argument is the call judging itself).
 * @param {import('./context.js').ActionContext} context @param {readonly Entry[]} args
 */
function payeeByRecord(context, args) {
  const ids = args.filter((e) => PAYEE_ID_KEY.test(e.key) && e.value.trim().length >= 2);
  if (!ids.length || args.some((e) => WALLET_ADDRESS.test(e.value.trim()))) return false;
  const request = userRequest(context);
  if (typeof request !== 'string') return false;
  const text = request.slice(0, 4000).toLowerCase();
  const written = (/** @type {string} */ v) => {
    const t = v.trim().toLowerCase();
    if (t.length < 3 || !/\d/.test(t)) return false;
    const at = text.indexOf(t);
    return at >= 0 && !/[\p{L}\p{N}]/u.test(text[at - 1] ?? '') && !/[\p{L}\p{N}]/u.test(text[at + t.length] ?? '');
  };
  if (ids.some((e) => written(e.value))) return true;
  const settled = args.filter((e) => SETTLES_KEY.test(e.key) && written(e.value)).map((e) => e.value.trim().toLowerCase());
  return settled.length > 0 && settlesRecordTies(context, settled, ids.map((e) => e.value.trim().toLowerCase()));
}

/**
 * Whether a record of the platform's context (not free text) holds one of the settled invoices or references and one of
 * the payee ids paid among its own values (`invoice: { id: BILL-7781, vendor_id: VND-4410 }`).
 * @param {import('./context.js').ActionContext} context @param {readonly string[]} settled @param {readonly string[]} ids  lower-cased
 */
function settlesRecordTies(context, settled, ids) {
  for (const f of firstFields(context, 200)) {
    const v = f.value;
    if (!v || typeof v !== 'object' || Array.isArray(v) || !SETTLES_RECORD_KEY.test(f.lower) || FREE_TEXT_KEY.test(f.lower)) continue;
    const values = Object.values(v).slice(0, MAX_NESTED).filter((x) => typeof x === 'string').map((x) => x.trim().toLowerCase());
    if (values.some((x) => settled.includes(x)) && values.some((x) => ids.includes(x))) return true;
  }
  return false;
}

/**
 * The context's fields, and after each platform record that is not itself a payee-on-file field
 * (`vendor_master_data`, `supplier_record`) the fields of that record that are (`iban_on_file`): the
 * master data holds what the platform knows of the payee.
 * @param {import('./context.js').ActionContext} context @param {readonly string[]} stems  payeeOnFileKeys, lower-cased
 * @returns {{ lower: string, value: unknown }[]}
 */
function withRecordFields(context, stems) {
  /** @type {{ lower: string, value: unknown }[]} */
  const out = [];
  for (const f of firstFields(context, 200)) {
    out.push(f);
    const v = f.value;
    if (!v || typeof v !== 'object' || Array.isArray(v) || stems.some((s) => f.lower.includes(s))) continue;
    if (!RECORD_KEY.test(f.lower) || FREE_TEXT_KEY.test(f.lower)) continue;
    for (const [key, value] of Object.entries(v).slice(0, MAX_NESTED)) {
      const lower = key.toLowerCase();
      if (stems.some((s) => lower.includes(s))) out.push({ lower, value });
    }
  }
  return out;
}

/**
 * Whether the user's request writes out this account (spaces and dashes aside).
 * @param {import('./context.js').ActionContext} context @param {string} account  compact, lower-cased
 */
function requestNamesAccount(context, account) {
  const request = userRequest(context);
  return typeof request === 'string' && request.slice(0, 4000).replace(/[\s-]/g, '').toLowerCase().includes(account);
}

/**
 * A context value says in words that the destination is known (`allow-listed`, `owned by the
 * company`), with no negation in the few words before the wording.
 * @param {string} value @param {readonly string[]} wordings  lower-cased
 */
function statesKnown(value, wordings) {
  const text = value.slice(0, 400).toLowerCase();
  for (const w of wordings) {
    let at = text.indexOf(w);
    while (at >= 0) {
      const before = text.slice(Math.max(0, at - 40), at);
      const boundary = at === 0 || !/[a-z0-9]/.test(text[at - 1] ?? '');
      if (boundary && !NEGATED_BEFORE.test(before)) return true;
      at = text.indexOf(w, at + 1);
    }
  }
  return false;
}

/**
 * A value names a saved destination when, lower-cased with runs of `_` and `-` read as one space,
 * it holds one of the wordings. Only a value the wordings' probe finds in is folded (not a whole
 * file's content for every call).
 * @param {string} value @param {readonly string[]} saved  lower-cased wordings
 */
function namesSavedDestination(value, saved) {
  const probe = probeFor(saved);
  if (probe && !probe.test(value)) return false;
  const folded = value.toLowerCase().replace(/[_-]+/g, ' ');
  return saved.some((s) => folded.includes(s));
}

/** @type {Map<string, RegExp | undefined>} */
const probes = new Map();
/**
 * A pattern that finds, in the value as given, every place where a wording could stand once the
 * value is folded (and some more): a space may stand for blanks, `_` and `-`; a letter for either
 * case. Besides A-Z, only the Kelvin sign (k) and the dotted capital I (i) lower-case to an ASCII
 * character. Undefined when a wording has other non-ASCII characters: such values are always folded.
 * @param {readonly string[]} saved
 */
function probeFor(saved) {
  const key = saved.join('\u0000');
  if (probes.has(key)) return probes.get(key);
  /** @type {string[]} */
  const parts = [];
  let probe;
  for (const wording of saved) {
    if (/[_-]/.test(wording)) continue; // a folded value holds neither: the wording never matches
    if (/[^\x00-\x7f]/.test(wording)) {
      parts.length = 0;
      break;
    }
    parts.push([...wording].map(probeChar).join(''));
  }
  if (parts.length || saved.every((w) => /[_-]/.test(w))) probe = parts.length ? new RegExp(parts.join('|')) : /(?!)/;
  if (probes.size < 100) probes.set(key, probe);
  return probe;
}

/** @param {string} c  an ASCII character */
function probeChar(c) {
  if (c === ' ') return '[ _-]+';
  if (c === 'k') return '[kK\u212a]';
  if (c === 'i') return '[iI\u0130]';
  if (c >= 'a' && c <= 'z') return `[${c}${c.toUpperCase()}]`;
  return c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * Whether a crypto transfer goes to addresses the user's request writes out whole, of an amount it writes out: every
 * wallet address among the arguments is in the request (an EVM address in any case), and so is the amount sent
 * ("Переведи 0.3 ETH на мой кошелёк 0x5290…"). A planted address is never in the user's words.
 * @param {import('./context.js').ActionContext} context @param {readonly Entry[]} args @param {readonly (number | undefined)[]} amounts
 */
export function walletDictated(context, args, amounts) {
  const request = userRequest(context);
  if (typeof request !== 'string') return false;
  const wallets = args.map((e) => e.value.trim()).filter((v) => v.length >= 25 && WALLET_ADDRESS.test(v) && /\d/.test(v));
  if (!wallets.length || wallets.length > 3) return false;
  const text = request.slice(0, 4000);
  const lower = text.toLowerCase();
  if (!wallets.every((w) => (w.startsWith('0x') ? lower.includes(w.toLowerCase()) : text.includes(w)))) return false;
  // Numbers of the request outside the addresses (an address's digits are no amount).
  const rest = wallets.reduce((t, w) => t.split(w).join(' ').split(w.toLowerCase()).join(' '), text);
  const written = (rest.match(/(?<![\p{L}\p{N}])\d+(?:[.,]\d+)?(?![\p{L}\p{N}])/gu) ?? []).map((n) => Number(n.replace(',', '.')));
  return amounts.length > 0 && amounts.every((a) => a !== undefined && written.some((n) => Math.abs(n - a) < 1e-9));
}
