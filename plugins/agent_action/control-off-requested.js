// @ts-check
// Whether the user's own request asks to switch off the one protection the call switches off, on the thing it names:
// two-factor sign-in on a named account ("Turn off 2FA on my old-forum account, I'm deleting it anyway", "Vypni 2FA na
// starém fóru"), or macOS's quarantine flag on a named app the user downloaded ("remove the quarantine flag on
// Obsidian", "togli il flag di quarantena"). The request must name the protection (settings.controlOffRequests: mfa,
// quarantine), a word switching it off (off), under no negation, and the account or app the call acts on, in one
// sentence. A planted "disable 2FA" or a call on another account is not the user's.

import { requestText, askedSentences, holdsRequestWord, foldText as fold } from './requested.js';

/** @typedef {{ mfa?: string[], quarantine?: string[], off?: string[] }} ControlOffWords */


/** Keys naming the account or service a two-factor change applies to. */
const ACCOUNT_KEY = /^(?:service|account|site|app|domain|provider|name)$/i;
const MFA_TOOL = /(?:^|[^a-z0-9])(?:2fa|mfa|2sv|two[ _-]?factor|totp|otp)(?:[^a-z0-9]|$)/i;
const OFF_TOOL = /(?:^|[^a-z])(?:disable|deactivate|remove|turn[ _-]?off|off)(?:[^a-z]|$)/i;
/** `xattr -d com.apple.quarantine <path>` (or `-dr`, `-c`): the quarantine flag taken off one path. */
const XATTR = /^\s*xattr\s+-(?:d|dr|rd|c|cr|rc)\s+(?:com\.apple\.quarantine\s+)?(\S+)\s*$/;

/**
 * @param {import('./context.js').ActionContext} context
 * @param {string} tool  the tool name
 * @param {readonly import('./tools.js').Entry[]} entries  the call's arguments
 * @param {ControlOffWords} words @param {readonly string[]} negations
 * @returns {boolean} the call switches two-factor sign-in off for an account the request asks it to
 */
export function mfaOffRequested(context, tool, entries, words, negations) {
  const does = `${tool} ${entries.filter((e) => /^(?:action|operation|op|setting)$/i.test(e.key)).map((e) => e.value).join(' ')}`;
  if (!MFA_TOOL.test(does) || !OFF_TOOL.test(does)) return false;
  const accounts = entries.filter((e) => e.path.length <= 2 && ACCOUNT_KEY.test(e.key)).map((e) => e.value);
  return accounts.length > 0 && asks(context, words.mfa ?? [], words.off ?? [], negations, accounts);
}

/**
 * @param {import('./context.js').ActionContext} context
 * @param {string} command  a shell command
 * @param {ControlOffWords} words @param {readonly string[]} negations
 * @returns {boolean} the command takes the quarantine flag off an app the request names and asks to free
 */
export function quarantineRemovalRequested(context, command, words, negations) {
  const m = XATTR.exec(command);
  if (!m?.[1]) return false;
  const app = (m[1].replace(/\/+$/, '').split('/').pop() ?? '').replace(/\.app$/i, '');
  return asks(context, words.quarantine ?? [], words.off ?? [], negations, [app], true);
}

/**
 * Whether one asked sentence holds a word of `what`, a word of `off` (unless `offImplied`) and names each target.
 * @param {import('./context.js').ActionContext} context @param {readonly string[]} what @param {readonly string[]} off
 * @param {readonly string[]} negations @param {readonly string[]} targets @param {boolean} [offImplied]
 */
function asks(context, what, off, negations, targets, offImplied = false) {
  const text = requestText(context, 2000);
  if (text === undefined || !what.length) return false;
  const lower = (/** @type {readonly string[]} */ ws) => ws.map((w) => w.toLowerCase());
  return askedSentences(text, lower(what), negations).some((s) => (offImplied || holdsRequestWord(s, lower(off))) && targets.every((t) => names(fold(s), t)));
}

/** Whether a sentence names a target by a word of four letters or more of it, beginning a word. @param {string} sentence @param {string} target */
function names(sentence, target) {
  return fold(target)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => [...w].length >= 4 && !['example', 'account', 'service'].includes(w))
    .some((w) => new RegExp(`(?<![\\p{L}\\p{N}])${w.slice(0, Math.max(4, w.length - 1))}`, 'u').test(sentence));
}
