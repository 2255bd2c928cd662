// @ts-check
// Where an export sends what it exports. A tool that exports, dumps or backs up records (access logs, residents,
// contacts) and names a web address to deliver them to (`deliver_to: https://…/upload`, `destination_url`) hands
// the data to whoever runs that host. Where the user's request names neither that host nor its site ("email me the
// access log"), someone other than the user chose where the data goes (views.js: `export-destination-not-requested`).

import { parseUrl } from './net.js';
import { requestText } from './requested.js';

/** Tool-name words of calls that take data out of the system as a whole. */
const EXPORT_WORDS = new Set(['export', 'exports', 'dump', 'backup', 'extract', 'replicate', 'mirror']);
/** Argument keys naming where the export is delivered. */
const DELIVERY_KEY = /^(?:deliver_?to|delivery_?(?:url|target)|destination(?:_url)?|dest(?:_url)?|upload_?(?:url|to)|export_?to|push_?to|post_?to|target_?url|callback_?url|webhook_?url|send_?to)$/;

/**
 * The web address an export tool delivers to, with its host, or undefined.
 * @param {readonly string[]} toolWords @param {readonly import('./tools.js').Entry[]} entries
 * @returns {{ host: string, url: string } | undefined}
 */
export function exportDelivery(toolWords, entries) {
  if (!toolWords.some((w) => EXPORT_WORDS.has(w))) return undefined;
  for (const e of entries) {
    const key = String(e.path[e.path.length - 1] ?? e.key).replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
    if (e.path.length > 2 || !DELIVERY_KEY.test(key)) continue;
    const v = e.value.trim();
    if (!/^(?:https?|s?ftp|wss?):\/\//i.test(v)) continue;
    const host = parseUrl(v)?.host?.toLowerCase();
    if (host) return { host, url: v };
  }
  return undefined;
}

/** Host labels that name no place of the user's (`www`, a top-level domain, a storage vendor's own label). */
const GENERIC_LABEL = /^(?:www\d?|api|app|com|net|org|io|dev|cloud|storage|files?|upload|uploads|data|share|s3|blob|core|windows|amazonaws|googleapis|example)$/;

/**
 * Whether the request names the delivery place in its own words: a word of the host's name (`drive.…` for "our
 * finance drive folder"), or two words of the host and path together (`…/finance/reports` for "finance reports
 * folder"). One path word alone is only the export's subject ("export the sales report"), never its destination.
 * @param {string} url @param {string} host @param {import('./context.js').ActionContext} context
 */
export function deliveryNamedByRequest(url, host, context) {
  const text = requestText(context, 2000);
  if (text === undefined) return false;
  const tokens = new Set(text.split(/[^\p{L}\p{N}]+/u).filter((t) => t.length >= 4));
  if (!tokens.size) return false;
  const labels = host.split('.').slice(0, -1).flatMap((l) => l.split(/[^a-z0-9]+/)).filter((w) => w.length >= 4 && !GENERIC_LABEL.test(w));
  if (labels.some((w) => tokens.has(w))) return true;
  let pathname = '';
  try { pathname = decodeURIComponent(new URL(url).pathname); } catch { /* no readable path: the host alone decides */ }
  const path = pathname.toLowerCase().slice(0, 200).split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 4 && !GENERIC_LABEL.test(w));
  return new Set([...labels, ...path].filter((w) => tokens.has(w))).size >= 2;
}

/** Argument keys naming the mailbox an export is delivered to (`deliver_to`, `send_to`, `email_to`, `destination: email:…`). */
const MAILBOX_KEY = /^(?:deliver_?to|delivery_?(?:email|address|target)|destination|dest|export_?to|send_?to|email_?to|mail_?to|notify_?email)$/;
/**
 * Words of an argument's name or of the object holding it that say whom the export is about, not where it goes
 * (`filter.owner_email`, `student_email`, `created_by`): an address there selects what is exported.
 */
const SUBJECT_WORDS = new Set(['filter', 'filters', 'query', 'where', 'match', 'owner', 'user', 'users', 'student', 'students', 'member', 'members', 'customer', 'customers', 'contact', 'contacts', 'author', 'created', 'by', 'from', 'sender', 'subject', 'account', 'assignee', 'employee', 'person', 'participant', 'search', 'include', 'exclude', 'reply']);
/** One mailbox, bare or behind a scheme (`email:`, `mailto:`). */
const MAILBOX = /^(?:(?:e-?mail|mailto):)?([^\s@<>"'`,;:()]{1,64}@[a-z0-9.-]{1,253}\.[a-z]{2,24})$/i;

/**
 * The mailboxes an export tool delivers what it exports to, lower-cased: any argument holding one mailbox, at any
 * depth (`recipient`, `options.delivery.email`), except one whose name or enclosing object says whom the export is
 * about (SUBJECT_WORDS). The key family of a delivery is open-ended; the subject family is short.
 * @param {readonly string[]} toolWords @param {readonly import('./tools.js').Entry[]} entries
 * @returns {string[]}
 */
export function exportMailboxes(toolWords, entries) {
  if (!toolWords.some((w) => EXPORT_WORDS.has(w))) return [];
  /** @type {string[]} */
  const out = [];
  for (const e of entries) {
    if (e.path.length > 4) continue;
    const names = e.path.map((p) => String(p).replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase());
    const key = names[names.length - 1] ?? '';
    if (!MAILBOX_KEY.test(key) && names.some((n) => n.split(/[^a-z0-9]+/).some((w) => SUBJECT_WORDS.has(w)))) continue;
    const m = MAILBOX.exec(e.value.trim());
    if (m?.[1]) out.push(m[1].toLowerCase());
  }
  return out;
}
