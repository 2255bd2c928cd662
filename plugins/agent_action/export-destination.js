// @ts-check
// Where an export sends what it exports. A tool that exports, dumps or backs up records (access logs, residents,
// contacts) and names a web address to deliver them to (`deliver_to: https://…/upload`, `destination_url`) hands
// the data to whoever runs that host. Where the user's request names neither that host nor its site ("email me the
// access log"), someone other than the user chose where the data goes (views.js: `export-destination-not-requested`).

import { parseUrl } from './net.js';

/** Tool-name words of calls that take data out of the system as a whole. */
const EXPORT_WORDS = new Set(['export', 'exports', 'dump', 'backup', 'extract', 'replicate', 'mirror']);
/** Argument keys naming where the export is delivered. */
const DELIVERY_KEY = /^(?:deliver_?to|delivery_?(?:url|target)|destination(?:_url)?|dest(?:_url)?|upload_?(?:url|to)|export_?to|push_?to|post_?to|target_?url|callback_?url|webhook_?url|send_?to)$/;

/**
 * The host an export tool delivers to by URL, or undefined.
 * @param {readonly string[]} toolWords  every word of the tool's name
 * @param {readonly import('./tools.js').Entry[]} entries
 */
export function exportDeliveryHost(toolWords, entries) {
  if (!toolWords.some((w) => EXPORT_WORDS.has(w))) return undefined;
  for (const e of entries) {
    const key = String(e.path[e.path.length - 1] ?? e.key).replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
    if (e.path.length > 2 || !DELIVERY_KEY.test(key)) continue;
    const v = e.value.trim();
    if (!/^(?:https?|s?ftp|wss?):\/\//i.test(v)) continue;
    const host = parseUrl(v)?.host?.toLowerCase();
    if (host) return host;
  }
  return undefined;
}
