// @ts-check
// Phishing lures as a combination rather than a phrase: a request for a secret or a payment
// (enter the card data, pay a fee, install a remote tool; or sign in, which needs a threat to the
// account, not mere hurry), pressure (a deadline, a suspension, a threat) and a channel to act on (a link to a host that is not trusted, a phone
// number, a bank account or a money-transfer service), close together. Each part alone is
// ordinary prose; the three together are the shape of a lure in any language the packs' word
// lists cover. A lure quoted inside text that analyses it (a blockquote or quotation marks, with
// the analysis outside the quote) is an example shown to the reader, not a request to them.

/** @typedef {{ kind: string, start: number, end: number }} Part */
/** @typedef {{ window: number, severity: import('screening-service/plugin-api').Severity, confidence: number }} LurePolicy */

/**
 * Spans quoted in the text: blockquote lines and runs between paired quotation marks (at most
 * 2,000 characters, at least 20), the places where an answer shows a message instead of writing one.
 * @returns {Array<[number, number]>}
 */
export function quotedRegions(/** @type {string} */ text) {
  /** @type {Array<[number, number]>} */
  const out = [];
  const block = /^[ \t]{0,3}>[^\n]*/gm;
  for (let m = block.exec(text); m; m = block.exec(text)) out.push([m.index, m.index + m[0].length]);
  const pairs = /"([^"\n]{20,2000})"|“([^”]{20,2000})”|„([^“”]{20,2000})[“”]|«([^»]{20,2000})»|「([^」]{20,2000})」|『([^』]{20,2000})』/g;
  for (let m = pairs.exec(text); m; m = pairs.exec(text)) out.push([m.index, m.index + m[0].length]);
  return out;
}

const inside = (/** @type {Array<[number, number]>} */ regions, /** @type {number} */ at) => regions.some(([s, e]) => at >= s && at < e);

/**
 * A predicate for phishing findings that are examples shown to the reader: the span starts inside
 * a quote, and words that analyse phishing stand outside every quote. Quoting the lure and naming
 * it as phishing around the quote is what makes it harmless to its reader, so the attacker cannot
 * use this without defusing the lure.
 * @param {string} text
 * @param {Part[]} parts
 * @returns {(start: number) => boolean}
 */
export function quotedExample(text, parts) {
  if (!parts.some((p) => p.kind === 'analysis')) return () => false;
  const quoted = quotedRegions(text);
  if (!parts.some((p) => p.kind === 'analysis' && !inside(quoted, p.start))) return () => false;
  return (start) => inside(quoted, start);
}

/**
 * The lures in the text: each request part with pressure and a channel within `policy.window`
 * characters. Parts inside code are already left out by the caller.
 * @param {string} text
 * @param {Part[]} parts kinds 'ask', 'login', 'pressure', 'urgency', 'channel', 'analysis' (from the packs) and 'url' (untrusted link targets)
 * @param {LurePolicy} policy
 * @returns {Array<{ ask: Part, start: number, end: number }>}
 */
export function lures(text, parts, policy) {
  const asks = parts.filter((p) => p.kind === 'ask' || p.kind === 'login');
  if (asks.length === 0) return [];
  // Parts by start; the longest part bounds how far back one can start and still reach the window.
  const sorted = [...parts].sort((x, y) => x.start - y.start);
  const longest = sorted.reduce((m, p) => Math.max(m, p.end - p.start), 0);
  const near = (/** @type {Part} */ a, /** @type {(p: Part) => boolean} */ want) => {
    let lo = 0;
    let hi = sorted.length;
    const from = a.start - policy.window - longest;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((sorted[mid]?.start ?? 0) < from) lo = mid + 1;
      else hi = mid;
    }
    /** @type {Part | undefined} */
    let best;
    for (let i = lo; i < sorted.length; i++) {
      const p = /** @type {Part} */ (sorted[i]);
      if (p.start > a.end + policy.window) break;
      if (!want(p) || Math.max(p.start - a.end, a.start - p.end) > policy.window) continue;
      if (!best || Math.abs(p.start - a.start) < Math.abs(best.start - a.start)) best = p;
    }
    return best;
  };
  const example = quotedExample(text, parts);
  /** @type {Array<{ ask: Part, start: number, end: number }>} */
  const out = [];
  for (const ask of asks) {
    // Signing in is routine in instructions: it takes a threat to the account, not mere hurry.
    const pressure = near(ask, (p) => p.kind === 'pressure' || (ask.kind === 'ask' && p.kind === 'urgency'));
    if (!pressure) continue;
    const channel = near(ask, (p) => p.kind === 'channel' || p.kind === 'url');
    if (!channel) continue;
    if (example(ask.start)) continue;
    out.push({ ask, start: Math.min(ask.start, pressure.start, channel.start), end: Math.max(ask.end, pressure.end, channel.end) });
  }
  // One finding per lure: overlapping combinations are the same message.
  out.sort((a, b) => a.start - b.start);
  /** @type {typeof out} */
  const merged = [];
  for (const l of out) {
    const last = merged[merged.length - 1];
    if (last && l.start < last.end) last.end = Math.max(last.end, l.end);
    else merged.push({ ...l });
  }
  return merged;
}
